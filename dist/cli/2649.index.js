export const id = 2649;
export const ids = [2649,5030,7411];
export const modules = {

/***/ 42649:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   keepInBackground: () => (/* binding */ keepInBackground),
/* harmony export */   keepsInBackground: () => (/* binding */ keepsInBackground),
/* harmony export */   waitBeforePhase: () => (/* binding */ waitBeforePhase),
/* harmony export */   waitForKeepers: () => (/* binding */ waitForKeepers)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var _ci_detect_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26650);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93265);
/* harmony import */ var _store_keepers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(731);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3647);
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
/**
 * Starts keeper `id` for what `phase` changed. The phase's record carries the keeper's mark
 * already (phase-outputs.ts marks it with the phase's success): the keeper records the
 * checkpoint only while the mark is there.
 */
async function keepInBackground(s, id, phase, changed, size) {
    const key = await (0,_session_js__WEBPACK_IMPORTED_MODULE_4__/* .currentKey */ .Fo)(s);
    const job = {
        v: 1,
        id,
        key: key ?? '',
        phase,
        root: process.cwd(),
        paths: changed.paths,
        stamps: changed.stamps,
        startedAt: (0,_session_js__WEBPACK_IMPORTED_MODULE_4__/* .now */ .tB)(),
    };
    const file = (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_3__/* .writeKeepJob */ .qQ)(s.dir, job);
    const log = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)((0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_3__/* .keepLogFile */ .eq)(s.dir, id), 'a');
    try {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, [process.argv[1] ?? '', '__keep', file], {
            detached: true,
            stdio: ['ignore', log, log],
            windowsHide: true,
        });
        child.on('error', () => undefined); // a keeper that cannot start leaves the job stale
        child.unref();
        // The keeper writes its own pid into the job as it starts. Not here: on a loaded machine it
        // may have finished and removed the job already, which this write would bring back as the
        // job of a dead keeper.
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(log);
    }
    s.printer.note(`${phase}: keeping what it changed (${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(changed.paths.length, 'file')}, ${size}) in the background`);
}
/**
 * Before `run` of `phase`: waits for the keepers of that phase (its record decides a skip) and of
 * the phases it requires (the ones whose files it is likeliest to change, such as a log several
 * phases append to: changed before they are kept, they would not be kept). Keepers of other
 * phases go on while it runs.
 */
async function waitBeforePhase(s, phase, requires = []) {
    const pending = (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_3__/* .pendingKeeps */ .yz)(s.dir);
    if (pending.length) {
        const state = await s.store.read((await (0,_session_js__WEBPACK_IMPORTED_MODULE_4__/* .currentKey */ .Fo)(s)) ?? '').catch(() => undefined);
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
    // What the keepers that finished meanwhile said goes to this step's log (not only to flush's):
    // a job that dies before its end still shows which outputs were kept.
    (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_3__/* .showFinishedKeeps */ ._e)(s.dir, (line) => s.printer.note((0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_3__/* .keeperSaid */ .yf)(line)));
}
/** Waits for the keepers `only` (all without it), showing what they said. */
async function waitForKeepers(s, only) {
    const pending = (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_3__/* .pendingKeeps */ .yz)(s.dir).filter((p) => only === undefined || only.includes(p.id));
    if (pending.length === 0 && only !== undefined)
        return;
    const w = await (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_3__/* .waitForKeeps */ .dl)(s.dir, {
        timeoutMs: (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_3__/* .keepWaitMs */ .VC)(),
        ...(only ? { only: pending.map((p) => p.id) } : {}),
        onLog: (line) => s.printer.note((0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_3__/* .keeperSaid */ .yf)(line)),
    });
    if (w.left.length)
        s.printer.warn(`gave up waiting for ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(w.left.length, 'keeper')} of phase outputs (CI_STATE_KEEP_WAIT_SECONDS): their phases run again on a re-run`);
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
