export const id = 5030;
export const ids = [5030,9792,7411];
export const modules = {

/***/ 42649:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PENDING: () => (/* binding */ PENDING),
/* harmony export */   keepInBackground: () => (/* binding */ keepInBackground),
/* harmony export */   keepsInBackground: () => (/* binding */ keepsInBackground),
/* harmony export */   waitBeforePhase: () => (/* binding */ waitBeforePhase),
/* harmony export */   waitForKeepers: () => (/* binding */ waitForKeepers)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var _ci_detect_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26650);
/* harmony import */ var _core_canonical_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13930);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(93265);
/* harmony import */ var _core_outputs_note_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8815);
/* harmony import */ var _store_keepers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(731);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3647);
/**
 * Keeping what a phase changed off the phase's path. On a runner (a job with a persistence
 * process, `CI_STATE_SESSION`), on another CI system ci-state knows, or with
 * `CI_STATE_KEEP=background` (`inline` opts out), `ci-state run` lists the
 * changed files and their stamps, marks the phase "not kept yet" and starts a keeper process that
 * snapshots them while the job goes on (store/keepers.ts has the job files). The keeper records
 * the checkpoint only when every file still has the stamp it had when the phase ended: content a
 * later step changed meanwhile is not the phase's, so the phase then stays "not kept" and runs
 * again on a re-run. A side effect's outputs are never kept in the background (they must be kept
 * before its end is acknowledged).
 */








/** What the phase's record says while its outputs are being kept (and if the keeper never ends). */
const PENDING = 'what it changed was still being kept in the background when this state was saved';
/**
 * Whether a phase's outputs are kept by a keeper process (see the module header), and the remote
 * store saved by the pusher (remote-pusher.ts): `CI_STATE_KEEP=background` or `inline`, else in
 * the background in a job with a persistence process and on another CI system ci-state knows
 * (GitLab CI, Buildkite, Jenkins, CircleCI), inline elsewhere.
 */
function keepsInBackground(env = process.env) {
    const v = env.CI_STATE_KEEP;
    if (v === 'background')
        return true;
    if (v === 'inline')
        return false;
    if (env.CI_STATE_SESSION)
        return true;
    const provider = (0,_ci_detect_js__WEBPACK_IMPORTED_MODULE_2__/* .providerOf */ .l)(env);
    return provider !== 'github' && provider !== 'local';
}
/** Starts a keeper for what `phase` changed; the state with the phase marked as being kept. */
async function keepInBackground(s, phase, changed, size) {
    const key = await (0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .currentKey */ .Fo)(s);
    const id = (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_3__/* .newId */ .Si)('keep', (0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .now */ .tB)());
    const job = {
        v: 1,
        id,
        key: key ?? '',
        phase,
        root: process.cwd(),
        paths: changed.paths,
        stamps: changed.stamps,
        startedAt: (0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .now */ .tB)(),
    };
    const file = (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_4__/* .writeKeepJob */ .qQ)(s.dir, job);
    const st = await (0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .mutate */ .Tk)(s, (x) => (0,_core_outputs_note_js__WEBPACK_IMPORTED_MODULE_6__/* .noteOutputs */ .t)(x, phase, PENDING, { pending: id }));
    const log = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)((0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_4__/* .keepLogFile */ .eq)(s.dir, id), 'a');
    try {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, [process.argv[1] ?? '', '__keep', file], {
            detached: true,
            stdio: ['ignore', log, log],
            windowsHide: true,
        });
        child.on('error', () => undefined); // a keeper that cannot start leaves the job stale
        child.unref();
        if (child.pid !== undefined)
            (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_4__/* .writeKeepJob */ .qQ)(s.dir, { ...job, pid: child.pid });
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(log);
    }
    s.printer.note(`${phase}: keeping what it changed (${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .L)(changed.paths.length, 'file')}, ${size}) in the background`);
    return st;
}
/**
 * Before `run` of `phase`: waits for the keepers of that phase (its record decides a skip) and of
 * the phases it requires (the ones whose files it is likeliest to change, such as a log several
 * phases append to: changed before they are kept, they would not be kept). Keepers of other
 * phases go on while it runs.
 */
async function waitBeforePhase(s, phase, requires = []) {
    const pending = (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_4__/* .pendingKeeps */ .yz)(s.dir);
    if (pending.length === 0)
        return;
    const state = await s.store.read((await (0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .currentKey */ .Fo)(s)) ?? '').catch(() => undefined);
    const needed = new Set([
        phase,
        ...requires,
        ...(state?.declared.find((d) => d.id === phase)?.requires ?? []),
        ...(state?.phases[phase]?.requires ?? []),
    ]);
    const ids = pending.filter((p) => p.job && needed.has(p.job.phase)).map((p) => p.id);
    if (ids.length)
        await waitForKeepers(s, ids);
}
/** Waits for the keepers `only` (all without it), showing what they said. */
async function waitForKeepers(s, only) {
    const pending = (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_4__/* .pendingKeeps */ .yz)(s.dir).filter((p) => only === undefined || only.includes(p.id));
    if (pending.length === 0 && only !== undefined)
        return;
    const w = await (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_4__/* .waitForKeeps */ .dl)(s.dir, {
        timeoutMs: (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_4__/* .keepWaitMs */ .VC)(),
        ...(only ? { only: pending.map((p) => p.id) } : {}),
        onLog: (line) => s.printer.note((0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_4__/* .keeperSaid */ .yf)(line)),
    });
    if (w.left.length)
        s.printer.warn(`gave up waiting for ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .L)(w.left.length, 'keeper')} of phase outputs (CI_STATE_KEEP_WAIT_SECONDS): their phases run again on a re-run`);
}


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ noteOutputs)
/* harmony export */ });
/**
 * The state with `phase`'s record saying `why` its outputs are not kept (undefined: they are) and
 * kept by keeper `pending` (undefined: by none). With `ifPending`, only while that keeper's mark
 * is on the record (otherwise the state unchanged). A record that is not there: unchanged.
 */
function noteOutputs(state, phase, why, opts = {}) {
    const rec = state.phases[phase];
    if (!rec)
        return state;
    if (opts.ifPending !== undefined && rec.outputsPending !== opts.ifPending)
        return state;
    const { outputsPending: _, outputsNotKept: __, ...rest } = rec;
    const next = {
        ...rest,
        ...(why !== undefined ? { outputsNotKept: why.slice(0, 1024) } : {}),
        ...(opts.pending !== undefined ? { outputsPending: opts.pending } : {}),
    };
    return { ...state, phases: { ...state.phases, [phase]: next } };
}


/***/ })

};
