export const id = 3805;
export const ids = [3805];
export const modules = {

/***/ 3805:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88532);
/**
 * Imported first by the commands that read and write one state: zod parses every object the same
 * way, but without compiling a parser for each object schema with `new Function` on first use. A
 * command parses a state a few times, so compiling costs more than it saves (the history commands,
 * which parse thousands of entries, keep the compiled parsers). Takes effect for schemas built
 * after it runs, hence first.
 */

(0,zod__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)({ jitless: true });


/***/ })

};
