export const id = 8605;
export const ids = [8605];
export const modules = {

/***/ 38605:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cmdFlush: () => (/* binding */ cmdFlush),
/* harmony export */   persistAfterPhase: () => (/* binding */ persistAfterPhase)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _store_keepers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(731);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74748);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3647);




async function persistAfterPhase(s, state, phase) {
    const ended = phase ? state.phases[phase] : undefined;
    const effect = ended?.status === 'succeeded' && ended.sideEffect === true;
    return handOff(s, state, effect);
}
/** `ci-state flush`: waits until the job's persistence has saved the current state. */
async function cmdFlush(s) {
    // Outputs still being kept in the background first: the state saved is then final.
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_1__/* .keepingDir */ .PQ)(s.dir)))
        await (await Promise.all(/* import() */[__webpack_require__.e(6650), __webpack_require__.e(5030)]).then(__webpack_require__.bind(__webpack_require__, 42649))).waitForKeepers(s);
    // Off a runner: the remote store, then the report on other CI systems (commands/report.ts).
    if (!process.env.CI_STATE_SESSION)
        return (await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(6650), __webpack_require__.e(957)]).then(__webpack_require__.bind(__webpack_require__, 8313))).flushOffRunner(s);
    const { state } = await (0,_session_js__WEBPACK_IMPORTED_MODULE_3__/* .requireState */ .JS)(s);
    return handOff(s, state, true);
}
async function handOff(s, state, wait) {
    if (!process.env.CI_STATE_SESSION) {
        // Off a runner: to the remote store, when there is one, inline or in the background.
        await (await __webpack_require__.e(/* import() */ 9990).then(__webpack_require__.bind(__webpack_require__, 7609))).saveToRemote(s, state, wait);
        return 0;
    }
    const { describeSave } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(6424)]).then(__webpack_require__.bind(__webpack_require__, 76424));
    const { sessionFromEnv } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(437)]).then(__webpack_require__.bind(__webpack_require__, 50437));
    const { storageWiring } = await __webpack_require__.e(/* import() */ 4099).then(__webpack_require__.bind(__webpack_require__, 54099));
    const session = sessionFromEnv(process.env, {
        wiring: storageWiring,
        log: (0,_output_js__WEBPACK_IMPORTED_MODULE_2__/* .debugLines */ .xB)(s.printer),
        // Where this process saves itself (the process is gone), the progress of what it ships.
        progress: (l) => s.printer.note(l),
    });
    if (!session)
        return 0;
    const r = await session.handOff(s.dir, state, (edit) => (0,_session_js__WEBPACK_IMPORTED_MODULE_3__/* .mutate */ .Tk)(s, (x) => ({ ...x, packs: edit(x.packs) })), { wait });
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

/***/ 731:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PQ: () => (/* binding */ keepingDir),
/* harmony export */   VC: () => (/* binding */ keepWaitMs),
/* harmony export */   _e: () => (/* binding */ showFinishedKeeps),
/* harmony export */   bq: () => (/* binding */ readKeepJob),
/* harmony export */   dl: () => (/* binding */ waitForKeeps),
/* harmony export */   eq: () => (/* binding */ keepLogFile),
/* harmony export */   kX: () => (/* binding */ removeKeep),
/* harmony export */   qQ: () => (/* binding */ writeKeepJob),
/* harmony export */   yf: () => (/* binding */ keeperSaid),
/* harmony export */   yz: () => (/* binding */ pendingKeeps)
/* harmony export */ });
/* unused harmony export keepJobFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27382);
/**
 * Keeping a phase's outputs in the background: when a phase ends on a runner, `ci-state run`
 * lists what the phase changed (with each file's stamp) in a job file under
 * `<store>/checkpoints/keeping/` and hands the snapshot to a process of its own (the keeper), so
 * the next step does not wait for it. Whoever needs the outputs kept waits here for the job files
 * to go: a skip decision on the same machine, `ci-state flush`, a new attempt, and the Action's
 * post step before its final save. A job whose keeper is gone (killed with the job) is stale:
 * its phase stays "not kept" in the state, so a later attempt runs it again.
 */



/** How long anything waits for keepers (`CI_STATE_KEEP_WAIT_SECONDS`, default 10 minutes). */
function keepWaitMs(env = process.env) {
    const s = Number(env.CI_STATE_KEEP_WAIT_SECONDS);
    return Number.isFinite(s) && s > 0 ? s * 1000 : 600_000;
}
/** A line a keeper logged, as whoever waited for it shows it. */
function keeperSaid(line) {
    return `background: ${line.replace(/^ci-state: /, '')}`;
}
/** A job without a pid is being started: alive this long after it was written. */
const STARTING_MS = 120_000;
function keepingDir(storeDir) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(storeDir, 'checkpoints', 'keeping');
}
function keepJobFile(storeDir, id) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(keepingDir(storeDir), `${id}.json`);
}
/** Where the keeper of job `id` writes what it says (shown by whoever waits for it). */
function keepLogFile(storeDir, id) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(keepingDir(storeDir), `${id}.log`);
}
/** Writes (or rewrites, by rename) a job file; its path. */
function writeKeepJob(storeDir, job) {
    node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync(keepingDir(storeDir), { recursive: true });
    const file = keepJobFile(storeDir, job.id);
    const tmp = `${file}.${process.pid}.tmp`;
    node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync(tmp, JSON.stringify(job));
    node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync(tmp, file);
    return file;
}
function readKeepJob(file) {
    try {
        const job = JSON.parse(node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(file, 'utf8'));
        return job?.v === 1 && typeof job.id === 'string' && Array.isArray(job.paths) ? job : undefined;
    }
    catch {
        return undefined;
    }
}
/** The jobs still in the store, and whether their keeper may still be at work. */
function pendingKeeps(storeDir, now = Date.now()) {
    let names;
    try {
        names = node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync(keepingDir(storeDir));
    }
    catch {
        return [];
    }
    const out = [];
    for (const name of names) {
        if (!name.endsWith('.json'))
            continue;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(keepingDir(storeDir), name);
        const job = readKeepJob(file);
        let alive;
        if (job?.pid !== undefined)
            alive = (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_2__/* .isProcessAlive */ .jW)(job.pid);
        else {
            const mtime = node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
            alive = mtime !== undefined && now - mtime < STARTING_MS;
        }
        out.push({ id: name.slice(0, -'.json'.length), job, alive });
    }
    return out;
}
/**
 * Removes a job's file (the keeper when done, or a waiter for a stale job); its log stays until it
 * is shown.
 */
function removeKeep(storeDir, id) {
    node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync(keepJobFile(storeDir, id), { force: true });
}
/**
 * Waits until no keeper (or only those not in `only`) is at work, at most `timeoutMs`. Stale jobs
 * are removed. `onLog` receives the lines of each finished keeper's log, which is then removed.
 */
async function waitForKeeps(storeDir, options) {
    const deadline = Date.now() + options.timeoutMs;
    const wanted = (id) => !options.only || options.only.includes(id);
    const result = { done: [], stale: [], left: [] };
    for (let delay = 10;; delay = Math.min(delay * 2, 200)) {
        const pending = pendingKeeps(storeDir).filter((p) => wanted(p.id));
        // A job whose keeper is gone: its log stays, shown below with what it said before it ended.
        for (const p of pending.filter((x) => !x.alive)) {
            removeKeep(storeDir, p.id);
            result.stale.push(p.id);
        }
        const alive = pending.filter((p) => p.alive);
        if (alive.length === 0 || Date.now() >= deadline) {
            result.left = alive.map((p) => p.id);
            break;
        }
        await new Promise((r) => setTimeout(r, delay));
    }
    showLogs(storeDir, options.onLog, wanted, result);
    return result;
}
/** The logs finished keepers left (a log whose job file is gone), shown once and removed. */
/** Shows (once: then removed) what the keepers that have finished said; their ids. */
function showFinishedKeeps(storeDir, onLog) {
    const result = { done: [], stale: [], left: [] };
    showLogs(storeDir, onLog, () => true, result);
    return result.done;
}
function showLogs(storeDir, onLog, wanted, result) {
    let names;
    try {
        names = node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync(keepingDir(storeDir));
    }
    catch {
        return;
    }
    for (const name of names) {
        if (!name.endsWith('.log'))
            continue;
        const id = name.slice(0, -'.log'.length);
        if (!wanted(id) || result.left.includes(id))
            continue;
        if (node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(keepJobFile(storeDir, id)))
            continue;
        const file = keepLogFile(storeDir, id);
        if (onLog) {
            const text = node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(file, 'utf8');
            for (const line of text.split('\n').filter(Boolean).slice(-200))
                onLog(line);
        }
        node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync(file, { force: true });
        if (!result.stale.includes(id))
            result.done.push(id);
    }
}


/***/ })

};
