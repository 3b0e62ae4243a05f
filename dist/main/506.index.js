export const id = 506;
export const ids = [506];
export const modules = {

/***/ 69506:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   phasesWithLostOutputs: () => (/* binding */ phasesWithLostOutputs)
/* harmony export */ });
/* harmony import */ var _core_rollback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97922);
/* harmony import */ var _blob_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47409);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31470);
/**
 * Which phases' checkpointed outputs a store can no longer restore. Asked before a new attempt is
 * planned, by the CLI's `init` and by the Action's restore step alike.
 */



/**
 * Phases whose outputs checkpoint cannot be restored from the store at `storeDir`: its manifest
 * or one of its blobs is missing or unreadable. Checked before a new attempt is planned, so that
 * the plan (and the Action's outputs) say what will really happen. Presence only: every blob is
 * verified again when it is restored.
 */
async function phasesWithLostOutputs(storeDir, state) {
    const store = _blob_store_js__WEBPACK_IMPORTED_MODULE_1__/* .BlobStore */ .l.forStore(storeDir);
    const lost = [];
    for (const [phase, rec] of Object.entries(state.phases)) {
        // Kept phases: done ones, and side effects that happened (kept whatever became of them).
        if (rec.status !== 'succeeded' && rec.status !== 'skipped' && rec.effectAttempt === undefined)
            continue;
        const cp = (0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_0__/* .fileCheckpointOf */ .em)(state, phase);
        if (!cp)
            continue;
        try {
            const manifest = await (0,_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .loadManifest */ .eY)(store, cp.location);
            const blobs = manifest.files.flatMap((f) => (f.sha256 ? [f.sha256] : []));
            const present = await Promise.all(blobs.map((sha) => store.has(sha)));
            if (!present.every(Boolean))
                lost.push(phase);
        }
        catch {
            lost.push(phase);
        }
    }
    return lost;
}


/***/ })

};
