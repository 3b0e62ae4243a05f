export const id = 8605;
export const ids = [8605,3647];
export const modules = {

/***/ 38605:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ persistAfterPhase),
/* harmony export */   cmdFlush: () => (/* binding */ cmdFlush)
/* harmony export */ });
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74748);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3647);


async function persistAfterPhase(s, state, phase) {
    const ended = phase ? state.phases[phase] : undefined;
    const effect = ended?.status === 'succeeded' && ended.sideEffect === true;
    return handOff(s, state, effect);
}
/** `ci-state flush`: waits until the job's persistence has saved the current state. */
async function cmdFlush(s) {
    const { state } = await (0,_session_js__WEBPACK_IMPORTED_MODULE_1__/* .requireState */ .JS)(s);
    if (!process.env.CI_STATE_SESSION) {
        s.printer.note('no ci-state session in this job (CI_STATE_SESSION): nothing to save');
        return 0;
    }
    return handOff(s, state, true);
}
async function handOff(s, state, wait) {
    if (!process.env.CI_STATE_SESSION)
        return 0;
    const { describeSave, sessionFromEnv } = await Promise.all(/* import() */[__webpack_require__.e(3160), __webpack_require__.e(2857), __webpack_require__.e(8888)]).then(__webpack_require__.bind(__webpack_require__, 88888));
    const session = sessionFromEnv(process.env, { log: (0,_output_js__WEBPACK_IMPORTED_MODULE_0__/* .debugLines */ .xB)(s.printer) });
    if (!session)
        return 0;
    const r = await session.handOff(s.dir, state, (edit) => (0,_session_js__WEBPACK_IMPORTED_MODULE_1__/* .mutate */ .Tk)(s, (x) => ({ ...x, packs: edit(x.packs) })), { wait });
    if (r.kind === 'none')
        return 0;
    if (r.kind === 'queued') {
        s.printer.debug(`state ${state.seq} handed to the job's persistence process`);
        return 0;
    }
    if (r.kind === 'off') {
        if (r.warning)
            s.printer.annotate(r.warning);
        return 0;
    }
    const saved = r.kind === 'saved' ? r.outcome.saved : r.save.report.saved;
    const line = r.kind === 'saved' ? r.outcome.line : describeSave(r.save.report);
    const problem = r.kind === 'saved' ? r.outcome.problem : r.save.problem;
    if (problem)
        s.printer.annotate(problem);
    if (saved) {
        s.printer.note(`state ${line.replace(/^Saved/, 'saved').replace(/\.$/, '')}`);
        return 0;
    }
    s.printer.annotate(line.replace(/^NOT saved/, 'NOT saved after this phase'));
    return session.settings.failOnError ? 1 : 0;
}


/***/ }),

/***/ 3647:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JS: () => (/* binding */ requireState),
/* harmony export */   Tk: () => (/* binding */ mutate),
/* harmony export */   openSession: () => (/* binding */ openSession),
/* harmony export */   tB: () => (/* binding */ now),
/* harmony export */   yo: () => (/* binding */ update)
/* harmony export */ });
/* unused harmony exports currentKey, NO_RUN */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _store_local_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21634);
/* harmony import */ var _store_lock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78318);
/**
 * The CLI's view of the local store: which state is current, and read-modify-write of it under the
 * store's lock. Every command goes through here so that "no run started" and friends read the same.
 * The `current` pointer is read once per process; a write reads the state only under the lock.
 */



const now = () => new Date().toISOString();
function openSession(printer, env = process.env) {
    const dir = _store_local_store_js__WEBPACK_IMPORTED_MODULE_1__/* .LocalStore */ .Vs.resolveDir(env, process.cwd());
    // Read here so that a bad CI_STATE_LOCK_TIMEOUT is a one-line error for every command.
    const store = new _store_local_store_js__WEBPACK_IMPORTED_MODULE_1__/* .LocalStore */ .Vs({
        dir,
        lockTimeoutMs: (0,_store_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .lockTimeoutFromEnv */ .wb)(env),
        onWarning: (m) => printer.warn(m),
    });
    return { store, dir, printer };
}
/** The key of the current state. Read once: one command does not move the pointer under itself. */
function currentKey(session) {
    session.current ??= session.store.getCurrent().then((key) => key ?? undefined);
    return session.current;
}
const NO_RUN = 'no run started in this store: start one with `ci-state init --workflow NAME`';
function noRun() {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('no_run', NO_RUN, { exitCode: 1 });
}
/** The current state, or a one-line error telling how to start one. */
async function requireState(session) {
    const key = await currentKey(session);
    const state = key ? await session.store.read(key) : undefined;
    if (!key || !state)
        throw noRun();
    return { key, state };
}
/**
 * Applies a transition to the current state atomically; the function sees the freshest state (read
 * under the lock, so nothing is read before it). Returning undefined leaves the state unchanged.
 */
async function update(session, fn) {
    const key = await currentKey(session);
    if (!key)
        throw noRun();
    const next = await session.store.update(key, (current) => {
        if (!current)
            throw noRun();
        return fn(current);
    });
    if (!next)
        throw noRun();
    return next;
}
/** Applies a transition to the current state atomically; the function sees the freshest state. */
function mutate(session, fn) {
    return update(session, fn);
}


/***/ })

};
