export const id = 267;
export const ids = [267];
export const modules = {

/***/ 32267:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  putBucketHistory: () => (/* binding */ putBucketHistory)
});

// UNUSED EXPORTS: bucketHistorySource

// EXTERNAL MODULE: ./.build/action/runner.js
var runner = __webpack_require__(40303);
;// CONCATENATED MODULE: ./.build/action/s3-storage.js

function s3Url(s3) {
    return `s3://${s3.bucket}/${s3.prefix.replace(/^\/+/, '')}`;
}
/** The bucket the inputs name (a bad name or endpoint fails here, naming the input). */
async function s3_storage_openS3(s3) {
    const { openS3Location } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 24149));
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

;// CONCATENATED MODULE: ./.build/action/s3-history.js


/** Puts the attempt's entries in the bucket; a failure is one warning, never the step's. */
async function putBucketHistory(s3, scopeKey, state, entries) {
    const { HISTORY_DEADLINE_MS, putHistory } = await __webpack_require__.e(/* import() */ 161).then(__webpack_require__.bind(__webpack_require__, 95161));
    let where = `s3://${s3.bucket}/${s3.prefix}`;
    try {
        const remote = await s3_storage_openS3(s3);
        where = remote.describe();
        const r = await putHistory({ remote, scopeKey, ref: state.scope.ref }, entries, {
            deadlineMs: HISTORY_DEADLINE_MS,
        });
        runner/* info */.pq(`ci-state: history saved to ${where} as ${r.key}`);
    }
    catch (e) {
        runner/* warning */.$e(`ci-state: history NOT saved to ${where}: ${e.message}`);
    }
}
/** The default branch the event payload names (`repository.default_branch`), if any. */
async function defaultBranch(env) {
    const { readEventPayload } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(597)]).then(__webpack_require__.bind(__webpack_require__, 17597));
    const payload = (await readEventPayload(env.GITHUB_EVENT_PATH));
    const name = payload?.repository?.default_branch;
    return typeof name === 'string' && name ? name : undefined;
}
/** The history in the bucket, for the `history/` sub-action's query. */
async function bucketHistorySource(s3, o) {
    const env = o.env ?? process.env;
    const { historyRefs, remoteHistorySource } = await __webpack_require__.e(/* import() */ 444).then(__webpack_require__.bind(__webpack_require__, 29444));
    const main = await defaultBranch(env);
    return remoteHistorySource({
        remote: await openS3(s3),
        refs: historyRefs({
            ref: env.GITHUB_REF ?? '',
            ...(main ? { defaultBranch: main } : {}),
            ...(o.query.branch !== undefined ? { branch: o.query.branch } : {}),
        }),
        ...(o.repository ? { repo: o.repository } : {}),
        ...(o.runId !== undefined ? { runIds: [String(o.runId)] } : {}),
        ...(o.query.since !== undefined ? { since: o.query.since } : {}),
        concurrency: o.concurrency,
        progress: (l) => core.info(`ci-state history: ${l}`),
    });
}


/***/ })

};
