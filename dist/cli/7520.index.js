export const id = 7520;
export const ids = [7520];
export const modules = {

/***/ 63407:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Lu: () => (/* binding */ readHistory),
/* harmony export */   b8: () => (/* binding */ appendHistory),
/* harmony export */   hv: () => (/* binding */ HISTORY_LOCK)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48584);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8005);
/* harmony import */ var _core_documents_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(99466);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22720);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(27382);
/* harmony import */ var _jsonl_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(39038);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(78318);
/**
 * The local history file, `history.jsonl` (the history log of a local store, see src/history/):
 * one HistoryEntry per line, append-only. Appends are serialised by
 * `history.lock` next to the file and land in one write + fsync; reading streams the file, so a
 * long history never has to fit in memory, and a torn or invalid line is dropped and counted,
 * never fatal.
 */









const HISTORY_FILE = 'history.jsonl';
const HISTORY_LOCK = 'history.lock';
/**
 * Append entries to `<dir>/history.jsonl`. Every entry is validated first: if one is invalid,
 * nothing is written. A torn tail left by a killed writer is cut off first (and reported through
 * `onWarning`).
 */
async function appendHistory(dir, entries, options = {}) {
    const lines = entries.map((entry, i) => {
        const r = _core_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .HistoryEntry */ .XF.safeParse(entry);
        if (!r.success) {
            const issues = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .formatIssues */ .og)(r.error.issues);
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('invalid_input', `history entry ${i + 1} is invalid: ${issues.join('; ')}`, { details: issues });
        }
        return JSON.stringify(r.data);
    });
    if (lines.length === 0)
        return { appended: 0, repairedBytes: 0 };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true }).catch((err) => {
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_6__/* .fsError */ .yi)('create', dir, err);
    });
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, HISTORY_FILE);
    const { repairedBytes } = await (0,_lock_js__WEBPACK_IMPORTED_MODULE_8__/* .withLock */ .kK)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, HISTORY_LOCK), () => (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_7__/* .appendJsonLines */ .cc)(path, lines), options);
    if (repairedBytes > 0) {
        options.onWarning?.(`${path} ended with a torn line (${repairedBytes} bytes); removed it before appending`);
    }
    return { appended: lines.length, repairedBytes };
}
/**
 * Stream the entries of a history file. `stats` (skipped lines, torn tail, ...) is complete once
 * `entries` has been iterated to its end. A missing file has no entries.
 */
function readHistory(path) {
    return (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_7__/* .readJsonLines */ .sS)(path, (value) => {
        try {
            return (0,_core_documents_js__WEBPACK_IMPORTED_MODULE_4__/* .parseHistoryEntry */ .EZ)(value, path);
        }
        catch {
            return undefined;
        }
    });
}


/***/ }),

/***/ 57520:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CLEANUP_INTERVAL_MS: () => (/* reexport safe */ _local_store_js__WEBPACK_IMPORTED_MODULE_4__.mT),
/* harmony export */   DAY_MS: () => (/* reexport safe */ _local_store_js__WEBPACK_IMPORTED_MODULE_4__.sO),
/* harmony export */   DEFAULT_LOCK_TIMEOUT_MS: () => (/* reexport safe */ _lock_js__WEBPACK_IMPORTED_MODULE_5__.L$),
/* harmony export */   HISTORY_FILE: () => (/* reexport safe */ _history_file_js__WEBPACK_IMPORTED_MODULE_2__.CX),
/* harmony export */   HISTORY_LOCK: () => (/* reexport safe */ _history_file_js__WEBPACK_IMPORTED_MODULE_2__.hv),
/* harmony export */   LocalStore: () => (/* reexport safe */ _local_store_js__WEBPACK_IMPORTED_MODULE_4__.Vs),
/* harmony export */   acquireLock: () => (/* reexport safe */ _lock_js__WEBPACK_IMPORTED_MODULE_5__.IZ),
/* harmony export */   appendHistory: () => (/* reexport safe */ _history_file_js__WEBPACK_IMPORTED_MODULE_2__.b8),
/* harmony export */   appendJsonLines: () => (/* reexport safe */ _jsonl_js__WEBPACK_IMPORTED_MODULE_3__.cc),
/* harmony export */   cleanupTempFiles: () => (/* reexport safe */ _atomic_js__WEBPACK_IMPORTED_MODULE_1__.ol),
/* harmony export */   describeFsError: () => (/* reexport safe */ _fs_util_js__WEBPACK_IMPORTED_MODULE_6__.TQ),
/* harmony export */   emptyLineStats: () => (/* reexport safe */ _jsonl_js__WEBPACK_IMPORTED_MODULE_3__.jg),
/* harmony export */   errnoCode: () => (/* reexport safe */ _fs_util_js__WEBPACK_IMPORTED_MODULE_6__.UK),
/* harmony export */   isProcessAlive: () => (/* reexport safe */ _fs_util_js__WEBPACK_IMPORTED_MODULE_6__.jW),
/* harmony export */   lockHolder: () => (/* reexport safe */ _lock_js__WEBPACK_IMPORTED_MODULE_5__.ms),
/* harmony export */   lockTimeoutFromEnv: () => (/* reexport safe */ _lock_js__WEBPACK_IMPORTED_MODULE_5__.wb),
/* harmony export */   readHistory: () => (/* reexport safe */ _history_file_js__WEBPACK_IMPORTED_MODULE_2__.Lu),
/* harmony export */   readJsonLineBatches: () => (/* reexport safe */ _jsonl_js__WEBPACK_IMPORTED_MODULE_3__.Jd),
/* harmony export */   readJsonLines: () => (/* reexport safe */ _jsonl_js__WEBPACK_IMPORTED_MODULE_3__.sS),
/* harmony export */   syncDirectory: () => (/* reexport safe */ _atomic_js__WEBPACK_IMPORTED_MODULE_1__.zR),
/* harmony export */   tempPathFor: () => (/* reexport safe */ _atomic_js__WEBPACK_IMPORTED_MODULE_1__.FD),
/* harmony export */   tryAcquireLock: () => (/* reexport safe */ _lock_js__WEBPACK_IMPORTED_MODULE_5__.LD),
/* harmony export */   withLock: () => (/* reexport safe */ _lock_js__WEBPACK_IMPORTED_MODULE_5__.kK),
/* harmony export */   writeFileDurable: () => (/* reexport safe */ _atomic_js__WEBPACK_IMPORTED_MODULE_1__.Ld)
/* harmony export */ });
/* harmony import */ var _core_zod_builders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58451);
/* harmony import */ var _atomic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33367);
/* harmony import */ var _history_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63407);
/* harmony import */ var _jsonl_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39038);
/* harmony import */ var _local_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21634);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78318);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(27382);
 // the schemas' zod (see core/zod.ts)








/***/ })

};
