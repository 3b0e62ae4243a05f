export const id = 382;
export const ids = [382,887];
export const modules = {

/***/ 74382:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bucketHistorySource: () => (/* binding */ bucketHistorySource)
/* harmony export */ });
/* unused harmony export putBucketHistory */
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40303);
/* harmony import */ var _s3_storage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37887);


/** Puts the attempt's entries in the bucket; a failure is one warning, never the step's. */
async function putBucketHistory(s3, scopeKey, state, entries) {
    const { HISTORY_DEADLINE_MS, putHistory } = await __webpack_require__.e(/* import() */ 664).then(__webpack_require__.bind(__webpack_require__, 75664));
    let where = `s3://${s3.bucket}/${s3.prefix}`;
    try {
        const remote = await openS3(s3);
        where = remote.describe();
        const r = await putHistory({ remote, scopeKey, ref: state.scope.ref }, entries, {
            deadlineMs: HISTORY_DEADLINE_MS,
        });
        core.info(`ci-state: history saved to ${where} as ${r.key}`);
    }
    catch (e) {
        core.warning(`ci-state: history NOT saved to ${where}: ${e.message}`);
    }
}
/** The default branch the event payload names (`repository.default_branch`), if any. */
async function defaultBranch(env) {
    const { readEventPayload } = await __webpack_require__.e(/* import() */ 597).then(__webpack_require__.bind(__webpack_require__, 17597));
    const payload = (await readEventPayload(env.GITHUB_EVENT_PATH));
    const name = payload?.repository?.default_branch;
    return typeof name === 'string' && name ? name : undefined;
}
/** The history in the bucket, for the `history/` sub-action's query. */
async function bucketHistorySource(s3, o) {
    const env = o.env ?? process.env;
    const { historyRefs, remoteHistorySource } = await __webpack_require__.e(/* import() */ 261).then(__webpack_require__.bind(__webpack_require__, 77261));
    const main = await defaultBranch(env);
    return remoteHistorySource({
        remote: await (0,_s3_storage_js__WEBPACK_IMPORTED_MODULE_1__.openS3)(s3),
        refs: historyRefs({
            ref: env.GITHUB_REF ?? '',
            ...(main ? { defaultBranch: main } : {}),
            ...(o.query.branch !== undefined ? { branch: o.query.branch } : {}),
        }),
        ...(o.repository ? { repo: o.repository } : {}),
        ...(o.runId !== undefined ? { runIds: [String(o.runId)] } : {}),
        ...(o.query.since !== undefined ? { since: o.query.since } : {}),
        concurrency: o.concurrency,
        progress: (l) => _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`ci-state history: ${l}`),
    });
}


/***/ }),

/***/ 37887:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openS3: () => (/* binding */ openS3)
/* harmony export */ });
/* unused harmony exports s3Url, exportToSteps */
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40303);

function s3Url(s3) {
    return `s3://${s3.bucket}/${s3.prefix.replace(/^\/+/, '')}`;
}
/** The bucket the inputs name (a bad name or endpoint fails here, naming the input). */
async function openS3(s3) {
    const { openS3Location } = await __webpack_require__.e(/* import() */ 99).then(__webpack_require__.bind(__webpack_require__, 54099));
    const { CiStateError } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 8005));
    try {
        return await openS3Location(s3);
    }
    catch (e) {
        if (e instanceof CiStateError)
            throw new CiStateError('invalid_input', `input s3-bucket/s3-prefix/s3-endpoint: ${e.message}`);
        throw e;
    }
}
/**
 * The bucket for the `ci-state` commands of the job's later steps (`history`, reads of the
 * remote): where it is, never a credential. A phase end still goes to the job's persistence
 * process (the session comes first).
 */
function exportToSteps(s3, integrityKeyFile) {
    core.exportVariable('CI_STATE_REMOTE', s3Url(s3));
    if (s3.endpoint)
        core.exportVariable('CI_STATE_S3_ENDPOINT', s3.endpoint);
    if (s3.region)
        core.exportVariable('CI_STATE_S3_REGION', s3.region);
    core.exportVariable('CI_STATE_S3_PATH_STYLE', String(s3.forcePathStyle));
    if (integrityKeyFile)
        core.exportVariable('CI_STATE_INTEGRITY_KEY_FILE', integrityKeyFile);
}


/***/ })

};
