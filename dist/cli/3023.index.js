export const id = 3023;
export const ids = [3023];
export const modules = {

/***/ 93023:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   STRATEGY_HELP: () => (/* binding */ STRATEGY_HELP),
/* harmony export */   parseStrategy: () => (/* binding */ parseStrategy)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/**
 * Resume strategies: parsing the `--resume` / `resume` input. What each strategy does is described
 * on `planResume` (plan.ts), which applies them.
 */

const STRATEGY_HELP = 'failed, previous, skip-failed, restart or checkpoint:<id|phase>';
/**
 * Parses a resume strategy. Blank text means the default, `failed`. Case and surrounding space of
 * the keyword are forgiven; a checkpoint target is kept as written.
 */
function parseStrategy(text, inputName = '--resume') {
    const raw = typeof text === 'string' ? text.trim() : '';
    if (typeof text === 'string' && raw === '')
        return 'failed';
    const lower = raw.toLowerCase();
    if (lower === 'failed' ||
        lower === 'previous' ||
        lower === 'skip-failed' ||
        lower === 'restart') {
        return lower;
    }
    if (lower.startsWith('checkpoint:')) {
        const target = raw.slice('checkpoint:'.length).trim();
        if (target === '' || target.length > 128 || /\s/.test(target)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('unknown_strategy', `resume strategy ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(raw)} (${inputName}) names no valid checkpoint: expected checkpoint:<id|phase>, e.g. checkpoint:build`);
        }
        return `checkpoint:${target}`;
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('unknown_strategy', `unknown resume strategy ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(text)} (${inputName}): expected ${STRATEGY_HELP}`);
}


/***/ })

};
