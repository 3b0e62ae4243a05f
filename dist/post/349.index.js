export const id = 349;
export const ids = [349];
export const modules = {

/***/ 13349:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ MAX_RATE_LIMIT_WAIT_S),
/* harmony export */   createRestClient: () => (/* binding */ createRestClient)
/* harmony export */ });
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86856);
/* harmony import */ var _octokit_rest__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11303);
/**
 * The REST client: Octokit with the retry and throttling plugins, so 5xx, 429 and secondary rate
 * limits are retried honouring `retry-after`, with waits capped so ci-state's own time stays bounded.
 */



/** Longest wait ci-state accepts from a rate limit before giving up on the call. */
const MAX_RATE_LIMIT_WAIT_S = 60;
const Client = _octokit_rest__WEBPACK_IMPORTED_MODULE_0__/* .Octokit */ .E.plugin(_octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__/* .throttling */ .A);
function createRestClient(opts) {
    const log = opts.log ?? (() => undefined);
    const retries = opts.retries ?? 3;
    const onLimit = (kind) => (retryAfter, options, _o, retryCount) => {
        if (retryCount < retries && retryAfter <= MAX_RATE_LIMIT_WAIT_S) {
            log(`${kind} on ${options.method ?? ''} ${options.url ?? ''}: retrying after ${retryAfter}s`);
            return true;
        }
        log(`${kind} on ${options.method ?? ''} ${options.url ?? ''}: not retrying (wait ${retryAfter}s)`);
        return false;
    };
    return new Client({
        auth: opts.token,
        baseUrl: opts.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com',
        userAgent: 'ci-state',
        request: { retries },
        retry: { doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451] },
        throttle: {
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
        },
        log: { debug: () => undefined, info: () => undefined, warn: log, error: log },
    });
}


/***/ })

};
