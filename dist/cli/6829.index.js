export const id = 6829;
export const ids = [6829];
export const modules = {

/***/ 6829:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openRemote: () => (/* binding */ openRemote),
/* harmony export */   pullForInit: () => (/* binding */ pullForInit),
/* harmony export */   pushAfterPhase: () => (/* binding */ pushAfterPhase),
/* harmony export */   rememberRemote: () => (/* binding */ rememberRemote),
/* harmony export */   remoteUrl: () => (/* binding */ remoteUrl),
/* harmony export */   targetOf: () => (/* binding */ targetOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8005);
/**
 * The CLI's remote store: `--remote s3://bucket/prefix` on `init` (kept in the local store for the
 * job's later commands) or `CI_STATE_REMOTE`. With one, every phase end pushes the state and the
 * new checkpoint content (src/persist/, with the S3 adapter src/remote/sync.ts), and `init` on a machine whose store has no state
 * of the scope pulls the newest one and its packs, so the next attempt resumes anywhere. The
 * server: `CI_STATE_S3_ENDPOINT` (the Action's `s3-endpoint`), `AWS_ENDPOINT_URL_S3` or
 * `AWS_ENDPOINT_URL` (path-style requests unless `CI_STATE_S3_PATH_STYLE=false`), else AWS in
 * `CI_STATE_S3_REGION` or `AWS_REGION`; credentials only from the AWS SDK's default chain.
 * `CI_STATE_INTEGRITY_KEY` (or the file `CI_STATE_INTEGRITY_KEY_FILE` names) signs and checks
 * the states.
 */



const FILE = 'remote';
/** Where the remote was named: the flag, the environment, or the store (from `init`). */
function remoteUrl(storeDir, flag, env = process.env) {
    if (flag)
        return { url: flag, from: '--remote' };
    if (env.CI_STATE_REMOTE)
        return { url: env.CI_STATE_REMOTE, from: 'CI_STATE_REMOTE' };
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(storeDir, FILE);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return undefined;
    const url = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8').trim();
    return url ? { url, from: `${file} (from init --remote)` } : undefined;
}
/** Keeps `url` in the store so that the job's later commands use it (`init --remote`). */
function rememberRemote(storeDir, url) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(storeDir, FILE), `${url}\n`);
}
/** The remote store `url` names (checked: a one-line error naming `from`). */
async function openRemote(url, from, env = process.env) {
    if (!url.startsWith('s3://'))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', `${from}: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(url)} is not a remote store: expected s3://bucket/prefix`);
    const { parseS3Url } = await __webpack_require__.e(/* import() */ 323).then(__webpack_require__.bind(__webpack_require__, 10323));
    const { S3Store } = await __webpack_require__.e(/* import() */ 2872).then(__webpack_require__.bind(__webpack_require__, 12872));
    const loc = parseS3Url(url, from);
    const endpoint = env.CI_STATE_S3_ENDPOINT || env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
    const pathStyle = env.CI_STATE_S3_PATH_STYLE;
    const region = env.CI_STATE_S3_REGION || env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined;
    return new S3Store({
        bucket: loc.bucket,
        prefix: loc.prefix,
        ...(region ? { region } : {}),
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle: pathStyle ? pathStyle !== 'false' : endpoint !== undefined,
    });
}
function targetOf(remote, scopeKey, state, env = process.env) {
    const file = env.CI_STATE_INTEGRITY_KEY_FILE;
    const key = env.CI_STATE_INTEGRITY_KEY || (file ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8') : undefined);
    return { remote, scopeKey, ref: state.scope.ref, ...(key ? { integrityKey: key } : {}) };
}
/** A size for a line ("2.0 MB", "12 B"). */
async function sizeOf(bytes) {
    return (await __webpack_require__.e(/* import() */ 1349).then(__webpack_require__.bind(__webpack_require__, 61349))).formatSize(bytes);
}
/**
 * After a phase ended: pushes the state and its new content, and says so in one line, or warns
 * "NOT saved" with why (the phase's own result stands).
 */
async function pushAfterPhase(storeDir, scopeKey, state, printer, list) {
    const where = remoteUrl(storeDir);
    if (!where)
        return state;
    const { pushState } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(5047), __webpack_require__.e(8638), __webpack_require__.e(5814), __webpack_require__.e(7397), __webpack_require__.e(4098), __webpack_require__.e(6110)]).then(__webpack_require__.bind(__webpack_require__, 86110));
    let remote;
    try {
        remote = await openRemote(where.url, where.from);
    }
    catch (e) {
        printer.annotate(`state NOT saved to the remote store: ${e.message}`);
        return state;
    }
    const r = await pushState(storeDir, state, targetOf(remote, scopeKey, state), list);
    if (r.saved && r.problem) {
        // Its pack went nowhere: the state that lists what did is saved, the phases it held run again.
        printer.annotate(`state ${r.state.seq} saved to ${remote.describe()}, but ${r.problem}`);
    }
    else if (r.saved) {
        const what = r.packs
            ? `with 1 new checkpoint pack (${await sizeOf(r.packBytes)})`
            : 'no new content';
        printer.note(`state ${r.state.seq} saved to ${remote.describe()}, ${what}`);
    }
    else
        printer.annotate(`state NOT saved to ${remote.describe()}: ${r.problem ?? 'unknown'}`);
    return r.state;
}
/**
 * Before `init` of scope `scopeKey` on a store without its state: the newest state on the remote
 * and its packs, or undefined (none there, or none that passed the checks: said why). With
 * `runId` (the CI system's run a retry shares), that run's newest state first, so a retry finds
 * its own run even when another run of the job saved later; else the scope's newest.
 */
async function pullForInit(storeDir, scopeKey, scope, printer, flag, runId) {
    const where = remoteUrl(storeDir, flag);
    if (!where)
        return undefined;
    const remote = await openRemote(where.url, where.from);
    const { pullPacks, pullState } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(5047), __webpack_require__.e(8638), __webpack_require__.e(5814), __webpack_require__.e(7397), __webpack_require__.e(4098), __webpack_require__.e(6110)]).then(__webpack_require__.bind(__webpack_require__, 86110));
    const t = targetOf(remote, scopeKey, { scope });
    let pulled;
    try {
        pulled = runId !== undefined ? await pullState(t, { runId }) : undefined;
        if (!pulled?.state) {
            const ofScope = await pullState(t);
            pulled = { ...ofScope, problems: [...(pulled?.problems ?? []), ...ofScope.problems] };
        }
    }
    catch (e) {
        printer.annotate(`no state restored from ${remote.describe()}: ${e.message}; this attempt starts fresh`);
        return undefined;
    }
    for (const p of pulled.problems)
        printer.warn(`a state on ${remote.describe()} was refused: ${p}`);
    if (!pulled.state) {
        printer.note(`no earlier state of this job on ${remote.describe()}`);
        return undefined;
    }
    const packs = await pullPacks(storeDir, pulled.state, t);
    for (const p of packs.problems)
        printer.warn(`checkpoint content: ${p}`);
    const s = pulled.state;
    printer.note(`restored the state of attempt ${s.origin.runAttempt} (run ${s.origin.runId}) from ${remote.describe()}${packs.fetched ? `, with ${packs.fetched} checkpoint pack(s) (${await sizeOf(packs.bytes)})` : ''}`);
    return s;
}


/***/ })

};
