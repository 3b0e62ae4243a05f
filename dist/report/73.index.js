export const id = 73;
export const ids = [73];
export const modules = {

/***/ 15073:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_LIMIT_CHARS: () => (/* reexport safe */ _size_js__WEBPACK_IMPORTED_MODULE_1__.iW),
/* harmony export */   COMMENT_MODES: () => (/* reexport safe */ _comment_js__WEBPACK_IMPORTED_MODULE_6__.p8),
/* harmony export */   DEFAULT_COMMENT_MODE: () => (/* reexport safe */ _comment_js__WEBPACK_IMPORTED_MODULE_6__.sS),
/* harmony export */   SUMMARY_LIMIT_BYTES: () => (/* reexport safe */ _size_js__WEBPACK_IMPORTED_MODULE_1__.Jz),
/* harmony export */   ZWSP: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_0__.z5),
/* harmony export */   axisFor: () => (/* reexport safe */ _gantt_js__WEBPACK_IMPORTED_MODULE_4__.n),
/* harmony export */   breakWorkflowCommands: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_0__.$U),
/* harmony export */   capComment: () => (/* reexport safe */ _comment_js__WEBPACK_IMPORTED_MODULE_6__.W2),
/* harmony export */   clip: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_0__.$Q),
/* harmony export */   codeBlock: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_0__.DV),
/* harmony export */   codeSpan: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_0__.SS),
/* harmony export */   commentMarker: () => (/* reexport safe */ _comment_js__WEBPACK_IMPORTED_MODULE_6__.Ql),
/* harmony export */   countCodePoints: () => (/* reexport safe */ _size_js__WEBPACK_IMPORTED_MODULE_1__.sA),
/* harmony export */   cutAtLine: () => (/* reexport safe */ _size_js__WEBPACK_IMPORTED_MODULE_1__.qE),
/* harmony export */   cutToCodePoints: () => (/* reexport safe */ _size_js__WEBPACK_IMPORTED_MODULE_1__.eE),
/* harmony export */   cutToUtf8Bytes: () => (/* reexport safe */ _size_js__WEBPACK_IMPORTED_MODULE_1__.C_),
/* harmony export */   escapeHtml: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_0__.ZD),
/* harmony export */   escapeInline: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_0__.VV),
/* harmony export */   escapeWithCode: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_0__.HY),
/* harmony export */   failureHistoryWords: () => (/* reexport safe */ _story_js__WEBPACK_IMPORTED_MODULE_3__.em),
/* harmony export */   failureWords: () => (/* reexport safe */ _story_js__WEBPACK_IMPORTED_MODULE_3__.AC),
/* harmony export */   firstFailed: () => (/* reexport safe */ _story_js__WEBPACK_IMPORTED_MODULE_3__.gV),
/* harmony export */   ganttOf: () => (/* reexport safe */ _gantt_js__WEBPACK_IMPORTED_MODULE_4__.I),
/* harmony export */   isResumed: () => (/* reexport safe */ _story_js__WEBPACK_IMPORTED_MODULE_3__.Kx),
/* harmony export */   jobKeyOf: () => (/* reexport safe */ _summary_js__WEBPACK_IMPORTED_MODULE_5__.qh),
/* harmony export */   jobTitle: () => (/* reexport safe */ _summary_js__WEBPACK_IMPORTED_MODULE_5__.a9),
/* harmony export */   keptFailureWords: () => (/* reexport safe */ _story_js__WEBPACK_IMPORTED_MODULE_3__["if"]),
/* harmony export */   lastFailureWords: () => (/* reexport safe */ _story_js__WEBPACK_IMPORTED_MODULE_3__.Eu),
/* harmony export */   listInProse: () => (/* reexport safe */ _story_js__WEBPACK_IMPORTED_MODULE_3__.j3),
/* harmony export */   mergeComment: () => (/* reexport safe */ _comment_js__WEBPACK_IMPORTED_MODULE_6__.O8),
/* harmony export */   mermaidLabel: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_0__._b),
/* harmony export */   orderedPhases: () => (/* reexport safe */ _story_js__WEBPACK_IMPORTED_MODULE_3__.u3),
/* harmony export */   parseComment: () => (/* reexport safe */ _comment_js__WEBPACK_IMPORTED_MODULE_6__.vj),
/* harmony export */   parseCommentMode: () => (/* reexport safe */ _comment_js__WEBPACK_IMPORTED_MODULE_6__.Ox),
/* harmony export */   phaseRows: () => (/* reexport safe */ _summary_js__WEBPACK_IMPORTED_MODULE_5__.vZ),
/* harmony export */   renderCommentSection: () => (/* reexport safe */ _comment_js__WEBPACK_IMPORTED_MODULE_6__.f5),
/* harmony export */   renderJobSummary: () => (/* reexport safe */ _summary_js__WEBPACK_IMPORTED_MODULE_5__.qE),
/* harmony export */   renderRunSummary: () => (/* reexport safe */ _summary_js__WEBPACK_IMPORTED_MODULE_5__.qN),
/* harmony export */   reportLinksFromEnv: () => (/* reexport safe */ _links_js__WEBPACK_IMPORTED_MODULE_2__.T),
/* harmony export */   runIcon: () => (/* reexport safe */ _story_js__WEBPACK_IMPORTED_MODULE_3__.J7),
/* harmony export */   runLinks: () => (/* reexport safe */ _links_js__WEBPACK_IMPORTED_MODULE_2__.$),
/* harmony export */   runPointer: () => (/* reexport safe */ _comment_js__WEBPACK_IMPORTED_MODULE_6__.P0),
/* harmony export */   sanitizeText: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_0__.jZ),
/* harmony export */   shouldComment: () => (/* reexport safe */ _comment_js__WEBPACK_IMPORTED_MODULE_6__.N9),
/* harmony export */   stateLinks: () => (/* reexport safe */ _summary_js__WEBPACK_IMPORTED_MODULE_5__.dR),
/* harmony export */   storyOf: () => (/* reexport safe */ _story_js__WEBPACK_IMPORTED_MODULE_3__.dH),
/* harmony export */   utf8Bytes: () => (/* reexport safe */ _size_js__WEBPACK_IMPORTED_MODULE_1__.dy),
/* harmony export */   wellFormed: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_0__.ES),
/* harmony export */   workflowCommand: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_0__.NA)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43046);
/* harmony import */ var _size_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89432);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90008);
/* harmony import */ var _story_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59132);
/* harmony import */ var _gantt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(11747);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(54681);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(20068);
/**
 * Reports, built by pure functions from states: the job summary, the sticky PR comment's body,
 * the one-sentence story they share, and the escaping and size rules they obey. No `@actions/*`,
 * no network, no environment (values such as the run's URL are passed in).
 */









/***/ })

};
