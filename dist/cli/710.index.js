export const id = 710;
export const ids = [710];
export const modules = {

/***/ 40710:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   allowsRerun: () => (/* binding */ allowsRerun),
/* harmony export */   blockedBecause: () => (/* binding */ blockedBecause),
/* harmony export */   effectDone: () => (/* binding */ effectDone),
/* harmony export */   parseRerunSideEffects: () => (/* binding */ parseRerunSideEffects)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48584);
/**
 * Side-effect phases: when one counts as done, which are allowed to run again
 * (`--rerun-side-effects`), and why a phase that needs a lost one cannot run.
 */


/** Why a phase that needs the outputs of `need`, a kept side effect whose outputs are lost, fails. */
function blockedBecause(need) {
    return `requires ${need}, whose outputs could not be restored; ${need} has side effects and is not run again without --rerun-side-effects ${need}`;
}
/** Whether `rerunSideEffects` (true, or a list of ids where `all` means every phase) allows `id`. */
function allowsRerun(rerunSideEffects, id) {
    if (rerunSideEffects === true)
        return true;
    if (!Array.isArray(rerunSideEffects))
        return false;
    return rerunSideEffects.includes('all') || rerunSideEffects.includes(id);
}
/**
 * A side-effect phase whose effect happened in some attempt: it is not executed again without an
 * allowance, also when a later allowed try of it failed (the allowance is for one attempt).
 * Records without `effectAttempt` (written before it existed) count when they succeeded.
 */
function effectDone(record, sideEffect) {
    if (!sideEffect || record === undefined)
        return false;
    return record.status === 'succeeded' || record.effectAttempt !== undefined;
}
/** Parses `--rerun-side-effects` / `rerun-side-effects`: `all`, or phase ids (commas, spaces). */
function parseRerunSideEffects(text, inputName) {
    const items = text
        .split(/[\s,]+/)
        .map((t) => t.trim())
        .filter((t) => t !== '');
    const bad = items.filter((t) => !_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PHASE_ID_PATTERN */ .T5.test(t));
    if (bad.length > 0 || items.length > 1000) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `${inputName} ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(text)} is not valid: expected "all" or phase ids separated by commas`);
    }
    return [...new Set(items)];
}


/***/ })

};
