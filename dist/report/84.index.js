export const id = 84;
export const ids = [84];
export const modules = {

/***/ 48084:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   downloadBundleArtifact: () => (/* binding */ downloadBundleArtifact)
/* harmony export */ });
/* unused harmony exports uploadBundleArtifact, olderBundles, deleteBundles, findEarlierBundles, uploadFileArtifact, downloadNamedArtifact */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18294);
/**
 * The durable path: bundles as artifacts of the run, through `@actions/artifact` (lazily loaded).
 *
 * The artifact client's internal API only sees the current attempt's artifacts, so finding an
 * earlier attempt's bundle goes through the REST API (list the run's artifacts, download with
 * `findBy`), which sees every attempt.
 */





const FILE = 'bundle.cis';
function tempRoot() {
    return process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
}
function failure(e, what) {
    const message = (e?.message ?? String(e)).split('\n')[0].slice(0, 500);
    const status = (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .statusFromMessage */ .II)(message) ?? e.status;
    const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
    // The client does not retry a 429 and does not pass its retry-after on: wait as GitHub advises.
    const retryAfterMs = status === 429 ? _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .RATE_LIMIT_WAIT_MS */ .s : undefined;
    return { ok: false, reason: `artifact: ${what}: ${message}`, final, retryAfterMs };
}
async function uploadBundleArtifact(name, bytes, retentionDays) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(521)]).then(__webpack_require__.bind(__webpack_require__, 8521));
    const dir = await mkdtemp(join(tempRoot(), 'ci-state-up-'));
    try {
        await writeFile(join(dir, FILE), bytes);
        const client = new DefaultArtifactClient();
        const { value } = await captureToolkitLog(() => client.uploadArtifact(name, [join(dir, FILE)], dir, {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 6,
        }));
        if (!value.id)
            return { ok: false, reason: `artifact: upload of ${name} returned no id` };
        return { ok: true, value: { id: value.id, size: value.size ?? bytes.length } };
    }
    catch (e) {
        return failure(e, `upload of ${name} failed`);
    }
    finally {
        await rm(dir, { recursive: true, force: true });
    }
}
/**
 * The names of this attempt's bundles of the scope older than `keepSeq` (none when the listing
 * fails). Listed while the new bundle uploads; deleted (`deleteBundles`) only once it is saved.
 */
async function olderBundles(scope16, attempt, keepSeq) {
    try {
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(521)]).then(__webpack_require__.bind(__webpack_require__, 8521));
        const { value } = await captureToolkitLog(() => new DefaultArtifactClient().listArtifacts());
        return value.artifacts
            .map((a) => a.name)
            .filter((name) => {
            const p = parseStateArtifactName(name);
            return p && p.scope16 === scope16 && p.attempt === attempt && p.seq < keepSeq;
        });
    }
    catch {
        return []; // pruning is housekeeping: a failure leaves an extra artifact, never a lost state
    }
}
/** Deletes artifacts of this attempt by name (best effort). */
async function deleteBundles(names) {
    if (names.length === 0)
        return;
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(521)]).then(__webpack_require__.bind(__webpack_require__, 8521));
    const client = new DefaultArtifactClient();
    for (const name of names) {
        // As above: a failure leaves an extra artifact, never a lost state.
        await captureToolkitLog(() => client.deleteArtifact(name)).catch(() => undefined);
    }
}
/** Lists the run's state bundles of this scope from attempts before `beforeAttempt`, newest first. */
async function findEarlierBundles(rest, repo, runId, scope16, beforeAttempt) {
    try {
        const all = await rest.paginate(rest.rest.actions.listWorkflowRunArtifacts, {
            ...repo,
            run_id: runId,
            per_page: 100,
        });
        const found = [];
        for (const a of all) {
            const p = parseStateArtifactName(a.name);
            if (!p || p.scope16 !== scope16 || p.attempt >= beforeAttempt || a.expired)
                continue;
            found.push({ id: a.id, name: a.name, attempt: p.attempt, seq: p.seq, size: a.size_in_bytes });
        }
        found.sort((a, b) => b.attempt - a.attempt || b.seq - a.seq);
        return { ok: true, value: found };
    }
    catch (e) {
        return failure(e, 'listing the run artifacts failed');
    }
}
async function downloadBundleArtifact(id, findBy, maxBytes) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(521)]).then(__webpack_require__.bind(__webpack_require__, 8521));
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tempRoot(), 'ci-state-down-'));
    try {
        const client = new DefaultArtifactClient();
        const { value } = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .captureToolkitLog */ .z$)(() => client.downloadArtifact(id, { path: dir, findBy }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${id}: download digest mismatch` };
        const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir);
        if (!names.includes(FILE))
            return { ok: false, reason: `artifact ${id} holds no bundle`, final: true };
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, FILE));
        if (bytes.length > maxBytes)
            return { ok: false, reason: `artifact ${id} is over the size cap`, final: true };
        return { ok: true, value: bytes };
    }
    catch (e) {
        return failure(e, `download of ${id} failed`);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
}
/** Uploads one file as an artifact (e.g. a blob pack); the file keeps its name inside. */
async function uploadFileArtifact(name, file, retentionDays) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(521)]).then(__webpack_require__.bind(__webpack_require__, 8521));
    try {
        const client = new DefaultArtifactClient();
        const { value } = await captureToolkitLog(() => client.uploadArtifact(name, [file], dirname(file), {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 0,
        }));
        if (!value.id)
            return { ok: false, reason: `artifact: upload of ${name} returned no id` };
        return { ok: true, value: { id: value.id, size: value.size ?? 0 } };
    }
    catch (e) {
        return failure(e, `upload of ${name} failed`);
    }
}
/** Finds an artifact by exact name in a run (any attempt) and downloads it into `dir`. */
async function downloadNamedArtifact(rest, repo, runId, name, token, dir) {
    try {
        const { data } = await rest.rest.actions.listWorkflowRunArtifacts({
            ...repo,
            run_id: runId,
            name,
            per_page: 100,
        });
        const found = (Array.isArray(data?.artifacts) ? data.artifacts : []).find((a) => a.name === name && !a.expired);
        if (!found)
            return { ok: false, reason: `artifact ${name} not found in run ${runId}`, final: true };
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(521)]).then(__webpack_require__.bind(__webpack_require__, 8521));
        const client = new DefaultArtifactClient();
        const { value } = await captureToolkitLog(() => client.downloadArtifact(found.id, {
            path: dir,
            findBy: {
                token,
                workflowRunId: runId,
                repositoryOwner: repo.owner,
                repositoryName: repo.repo,
            },
        }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${name}: download digest mismatch` };
        return { ok: true, value: (await readdir(dir)).map((f) => join(dir, f)) };
    }
    catch (e) {
        return failure(e, `download of ${name} failed`);
    }
}


/***/ })

};
