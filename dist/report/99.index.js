export const id = 99;
export const ids = [99];
export const modules = {

/***/ 54099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openS3Location: () => (/* binding */ openS3Location)
});

// UNUSED EXPORTS: storageWiring

;// CONCATENATED MODULE: ./.build/github/runner-env.js
/**
 * What the runner gives a JavaScript action to reach the Actions cache and artifact services: the
 * runtime variables (never exported to later steps: only ci-state's own steps and the job's
 * persistence process hold them, ADR 5).
 */
/** The variables the toolkit clients need, which the runner gives to actions only. */
const RUNTIME_VARIABLES = (/* unused pure expression or super */ null && ([
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_RESULTS_URL',
    'ACTIONS_CACHE_SERVICE_V2',
    'ACTIONS_CACHE_MODE',
]));
/** True when this process can reach the Actions cache and artifact services. */
function servicesAvailable(env = process.env) {
    return env.GITHUB_ACTIONS === 'true' && !!env.ACTIONS_RUNTIME_TOKEN && !!env.ACTIONS_RESULTS_URL;
}
/** The runtime variables this process has, for the job's persistence process. */
function runtimeVariables(env = process.env) {
    const out = {};
    for (const name of RUNTIME_VARIABLES)
        if (env[name])
            out[name] = env[name];
    return out;
}

;// CONCATENATED MODULE: ./.build/persist/wiring/storage.js
/**
 * The composition of persistence (ADR 8): which adapter a session's settings name, GitHub's cache
 * and artifacts or a bucket through the S3 adapter, opened for a PersistContext. The faces and the
 * persistence process's entry pass this to the session; nothing else of src/persist/ imports an
 * adapter. The adapters' modules load only when a storage is opened.
 */

/** The bucket a location names (a bad name or endpoint is a CiStateError naming what is wrong). */
async function openS3Location(s3) {
    const { S3Store } = await __webpack_require__.e(/* import() */ 471).then(__webpack_require__.bind(__webpack_require__, 22471));
    return new S3Store({
        bucket: s3.bucket,
        prefix: s3.prefix,
        ...(s3.region ? { region: s3.region } : {}),
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
        forcePathStyle: s3.forcePathStyle,
    });
}
/** Whether this process reaches the settings' storage: a bucket from anywhere, GitHub's services from an Action step. */
function reachable(settings, env) {
    return settings.s3 ? true : servicesAvailable(env);
}
const storageWiring = {
    reachable,
    async open({ ctx, settings, token, env }) {
        if (settings.s3) {
            const { s3StateStorage } = await __webpack_require__.e(/* import() */ 78).then(__webpack_require__.bind(__webpack_require__, 65078));
            const remote = await openS3Location(settings.s3);
            return s3StateStorage({
                remote,
                scopeKey: ctx.scopeKey,
                ref: ctx.scope.ref,
                ...(ctx.integrityKey ? { integrityKey: ctx.integrityKey } : {}),
            }, ctx.crossRun ? {} : { runId: ctx.runId });
        }
        const { githubStorage } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(84), __webpack_require__.e(595)]).then(__webpack_require__.bind(__webpack_require__, 34595));
        return githubStorage({
            workspace: env.GITHUB_WORKSPACE || process.cwd(),
            scopeKey: ctx.scopeKey,
            repository: ctx.repository,
            runId: ctx.runId,
            attempt: ctx.attempt,
            ...(token ? { token } : {}),
            ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}),
            ...(settings.retentionDays ? { retentionDays: settings.retentionDays } : {}),
            crossRun: ctx.crossRun,
            checkpointStorage: settings.checkpointStorage,
            ...(settings.cachePackLimit !== undefined ? { cachePackLimit: settings.cachePackLimit } : {}),
            log: ctx.log,
            ...(ctx.progress ? { progress: ctx.progress } : {}),
        });
    },
};


/***/ })

};
