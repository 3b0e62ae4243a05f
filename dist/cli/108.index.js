export const id = 108;
export const ids = [108];
export const modules = {

/***/ 6727:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   persistContext: () => (/* binding */ persistContext),
/* harmony export */   readRunnerConfig: () => (/* binding */ readRunnerConfig),
/* harmony export */   servicesAvailable: () => (/* binding */ servicesAvailable)
/* harmony export */ });
/* unused harmony exports CHECKPOINT_STORAGES, RunnerConfig */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92857);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62724);
/**
 * What the Action's main step hands to later steps (the CLI in `run:` steps and the post step) so
 * that they save the same way: one JSON variable, CI_STATE_CONFIG, plus the runtime variables the
 * toolkit clients need, which the runner gives to actions but not to `run:` steps.
 */



/** Where checkpoint content may go (the `checkpoint-storage` input). */
const CHECKPOINT_STORAGES = ['cache', 'artifact', 'both'];
const RunnerConfig = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    persist: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['phase', 'job']),
    crossRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    retentionDays: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().optional(),
    /** Where checkpoint content goes; absent means the cache only. */
    checkpointStorage: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(CHECKPOINT_STORAGES).optional(),
    failOnError: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    /** A file (mode 600, in RUNNER_TEMP) holding the integrity key; never the key itself. */
    integrityKeyFile: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
});
function readRunnerConfig(env = process.env) {
    const text = env.CI_STATE_CONFIG;
    if (!text)
        return undefined;
    try {
        return RunnerConfig.parse(JSON.parse(text));
    }
    catch {
        return undefined;
    }
}
/** True when this process can reach the Actions cache and artifact services. */
function servicesAvailable(env = process.env) {
    return env.GITHUB_ACTIONS === 'true' && !!env.ACTIONS_RUNTIME_TOKEN && !!env.ACTIONS_RESULTS_URL;
}
function persistContext(state, config, opts, env = process.env) {
    let integrityKey = opts.integrityKey;
    if (!integrityKey && config.integrityKeyFile) {
        try {
            integrityKey = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(config.integrityKeyFile, 'utf8').trim() || undefined;
        }
        catch {
            integrityKey = undefined;
        }
    }
    return {
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        scope: state.scope,
        scopeKey: (0,_core_index_js__WEBPACK_IMPORTED_MODULE_1__/* .scopeKey */ .OD)(state.scope),
        repository: env.GITHUB_REPOSITORY ?? state.origin.repo,
        runId: env.GITHUB_RUN_ID ?? state.origin.runId,
        attempt: Number(env.GITHUB_RUN_ATTEMPT ?? state.origin.runAttempt) || 1,
        token: opts.token ?? env.GITHUB_TOKEN,
        apiUrl: env.GITHUB_API_URL,
        retentionDays: config.retentionDays,
        checkpointStorage: config.checkpointStorage ?? 'cache',
        integrityKey,
        crossRun: config.crossRun,
        log: opts.log,
    };
}


/***/ })

};
