export const id = 887;
export const ids = [887];
export const modules = {

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
