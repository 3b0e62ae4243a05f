export const id = 323;
export const ids = [323];
export const modules = {

/***/ 10323:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ bucketNameProblem),
/* harmony export */   LL: () => (/* binding */ formatS3Url),
/* harmony export */   parseS3Url: () => (/* binding */ parseS3Url),
/* harmony export */   wE: () => (/* binding */ MAX_PREFIX_BYTES)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/**
 * `s3://bucket/prefix` locations: parsed, checked and written back.
 *
 *     parseS3Url('s3://ci/state/main')  -> { bucket: 'ci', prefix: 'state/main/' }
 *     parseS3Url('s3://ci')             -> { bucket: 'ci', prefix: '' }
 *     formatS3Url({ bucket, prefix })   -> 's3://ci/state/main/'
 *
 * The bucket follows S3's naming rules (3 to 63 lowercase letters, digits, dots and hyphens,
 * starting and ending with a letter or digit, no '..', not an IPv4 address), so a typo fails here
 * rather than as a signature or DNS error at the first request. The prefix is a run of non-empty
 * path segments (no '.', '..' or control characters); it is kept with one trailing '/' so keys
 * under it read `prefix + key`.
 */

/** S3 keys are at most 1024 bytes: leave the keys under the prefix at least half. */
const MAX_PREFIX_BYTES = 512;
const BUCKET_RULE = '3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit';
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Why `bucket` is not a valid bucket name, or undefined if it is. */
function bucketNameProblem(bucket) {
    if (!BUCKET.test(bucket))
        return `${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(bucket)} is not a bucket name (${BUCKET_RULE})`;
    if (bucket.includes('..'))
        return `${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(bucket)} is not a bucket name (no '..')`;
    if (IPV4.test(bucket))
        return `${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(bucket)} is not a bucket name (not an IP address)`;
    return undefined;
}
/** Why `prefix` (without its trailing '/') is not a valid prefix, or undefined if it is. */
function prefixProblem(prefix) {
    if (CONTROL.test(prefix))
        return `the prefix ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(prefix)} has control characters`;
    if (prefix.includes('\\'))
        return `the prefix ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(prefix)} has a backslash (use '/')`;
    const bad = prefix
        .split('/')
        .find((segment) => segment === '' || segment === '.' || segment === '..');
    if (bad !== undefined) {
        const what = bad === '' ? 'an empty segment (//)' : `a ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(bad)} segment`;
        return `the prefix ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(prefix)} has ${what}`;
    }
    if (Buffer.byteLength(prefix) + 1 > MAX_PREFIX_BYTES) {
        return `the prefix is longer than ${MAX_PREFIX_BYTES} bytes`;
    }
    return undefined;
}
/**
 * Parses `s3://bucket[/prefix[/]]`. `what` names the setting in the error message (a
 * `CiStateError` with code `invalid_input`).
 */
function parseS3Url(text, what = 'the S3 location') {
    const fail = (why) => {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `${what} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(text)} is not an s3://bucket/prefix location: ${why}`);
    };
    const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/s.exec(text);
    if (!match)
        return fail("it does not start with 's3://'");
    const bucket = match[1] ?? '';
    if (bucket === '')
        return fail('the bucket is missing');
    const bucketProblem = bucketNameProblem(bucket);
    if (bucketProblem)
        return fail(bucketProblem);
    const rest = (match[2] ?? '').replace(/\/$/, '');
    if (rest === '')
        return { bucket, prefix: '' };
    const problem = prefixProblem(rest);
    if (problem)
        return fail(problem);
    return { bucket, prefix: `${rest}/` };
}
/** The `s3://` form of a location (what `parseS3Url` reads back to the same location). */
function formatS3Url(location) {
    return `s3://${location.bucket}/${location.prefix}`;
}


/***/ })

};
