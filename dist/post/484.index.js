export const id = 484;
export const ids = [484];
export const modules = {

/***/ 26943:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ historyJsonl)
/* harmony export */ });
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48584);
/** History entries as the JSONL that every store of the history keeps (artifact, bucket, file). */


/** The entries as JSONL; throws (naming the entry) if one is not a valid history entry. */
function historyJsonl(entries) {
    return entries
        .map((entry, i) => {
        const r = _schema_js__WEBPACK_IMPORTED_MODULE_1__/* .HistoryEntry */ .XF.safeParse(entry);
        if (!r.success)
            throw new Error(`history entry ${i + 1} is invalid: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .formatIssues */ .og)(r.error.issues).join('; ')}`);
        return `${JSON.stringify(r.data)}\n`;
    })
        .join('');
}


/***/ }),

/***/ 47484:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeHistoryArtifact: () => (/* binding */ writeHistoryArtifact)
/* harmony export */ });
/* unused harmony exports HISTORY_ARTIFACT_FILE, historyLines */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _core_history_jsonl_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26943);
/* harmony import */ var _github_artifact_direct_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(33677);
/* harmony import */ var _transfer_retry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(73740);
/**
 * Recording: the post step's history artifact, one file `history.jsonl` (the run entry and one
 * entry per phase, as the local store appends them), named so that the REST source finds it by
 * its prefix (docs/history.md, "Recording").
 */







const HISTORY_ARTIFACT_FILE = 'history.jsonl';
/** The entries as JSONL; throws (naming the entry) if one is not a valid history entry. */
const historyLines = _core_history_jsonl_js__WEBPACK_IMPORTED_MODULE_4__/* .historyJsonl */ .T;
/** Tries of a direct upload: about what the toolkit's own retries of its calls take at most. */
const DIRECT_RETRY = { deadlineMs: 60_000 };
/**
 * Uploads the entries as the artifact `options.name` (`historyArtifactName(scopeKey, attempt)`).
 * Straight to the artifact service where the runtime variables are there (a zip as the toolkit
 * writes it: artifact-direct.ts; retried here, as the toolkit retries its calls), else through
 * `@actions/artifact`, imported only then. Never throws: a failure comes back as
 * `{ ok: false, reason }` for the step to report ("history NOT uploaded: …").
 */
async function writeHistoryArtifact(entries, options) {
    let text;
    try {
        text = historyLines(entries);
    }
    catch (e) {
        return { ok: false, reason: `history: ${e.message}`, final: true };
    }
    if (!text)
        return { ok: false, reason: 'history: no entries to upload', final: true };
    const bytes = Buffer.from(text);
    const svc = bytes.length <= _github_artifact_direct_js__WEBPACK_IMPORTED_MODULE_5__/* .DIRECT_MAX_BYTES */ .X5 ? (0,_github_artifact_direct_js__WEBPACK_IMPORTED_MODULE_5__/* .artifactServiceFromEnv */ .pW)() : undefined;
    if (svc) {
        const up = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_6__/* .withRetry */ .bD)(() => (0,_github_artifact_direct_js__WEBPACK_IMPORTED_MODULE_5__/* .uploadArtifactDirect */ .NP)(svc, options.name, {
            fileName: HISTORY_ARTIFACT_FILE,
            bytes,
            compressionLevel: 6,
            retentionDays: options.retentionDays,
            what: 'history',
        }), DIRECT_RETRY);
        if (!up.ok)
            return { ok: false, reason: up.reasons.at(-1) ?? 'history: upload failed' };
        return { ok: true, value: { id: up.value.id, size: up.value.size } };
    }
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'ci-state-history-'));
    try {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, HISTORY_ARTIFACT_FILE);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, text);
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(101), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
        const client = new DefaultArtifactClient();
        const { value } = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_6__/* .captureToolkitLog */ .z$)(() => client.uploadArtifact(options.name, [file], dir, {
            ...(options.retentionDays ? { retentionDays: options.retentionDays } : {}),
            compressionLevel: 6,
        }));
        if (!value.id)
            return { ok: false, reason: `history: upload of ${options.name} returned no id` };
        return { ok: true, value: { id: value.id, size: value.size ?? Buffer.byteLength(text) } };
    }
    catch (e) {
        const message = (e?.message ?? String(e)).split('\n')[0].slice(0, 500);
        const status = (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_6__/* .statusFromMessage */ .II)(message) ?? e.status;
        const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
        return { ok: false, reason: `history: upload of ${options.name} failed: ${message}`, final };
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
}


/***/ })

};
