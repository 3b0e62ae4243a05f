export const id = 7609;
export const ids = [7609];
export const modules = {

/***/ 7609:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pushInBackground: () => (/* binding */ pushInBackground),
/* harmony export */   pushNow: () => (/* binding */ pushNow),
/* harmony export */   pusherMain: () => (/* binding */ pusherMain),
/* harmony export */   saveToRemote: () => (/* binding */ saveToRemote),
/* harmony export */   waitForPusher: () => (/* binding */ waitForPusher)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _store_fs_util_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27382);
/* harmony import */ var _store_keepers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(731);
/* harmony import */ var _store_local_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(21634);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(74748);
/* harmony import */ var _remote_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6829);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3647);
/**
 * Saving to the remote store off the phase's path (cli/remote.ts saves inline). When phase
 * outputs are kept in the background (keeper.ts: on another CI system by default, or
 * `CI_STATE_KEEP=background`), a phase end asks the pusher, a detached process
 * (`ci-state __keep --push <store>`), to push the store's newest state, and goes on. One pusher
 * at a time (the claim file `<store>/remote-push/pusher.json`): a phase end that finds one at work
 * leaves it to push the newer state, since it looks for a newer state before it ends (coalescing:
 * three phase ends during one push give one more push, of the newest state). What it says goes to
 * `<store>/remote-push/log`, which `ci-state flush` shows after waiting for it; flush then saves
 * the final state itself and says "saved" or "NOT saved" from that save. A job that dies first
 * leaves on the bucket the states whose push had ended: each lists only packs already uploaded.
 */









/**
 * Pushes `state` (cli/remote.ts) and tells the outcome by the line the push printed; undefined
 * without a remote store.
 */
async function pushNow(s, key, state) {
    let said;
    const printer = {
        ...s.printer,
        note: (l) => {
            if (/^state \d+ saved to /.test(l))
                said = { line: l, saved: true };
            s.printer.note(l);
        },
        annotate: (l) => {
            if (/NOT saved/.test(l))
                said = { line: l, saved: false };
            s.printer.annotate(l);
        },
    };
    const session = { ...s, current: Promise.resolve(key) };
    // The new pack is listed in the store. The state saved is the store's version that lists it
    // when nothing but its packs changed since `state` (so the bucket holds a version the store
    // has); else `state` with the pack listed: a checkpoint recorded meanwhile (a keeper) has
    // content this push did not pack, so the bucket must not list it yet (the next push saves it).
    const st = await (0,_remote_js__WEBPACK_IMPORTED_MODULE_7__.pushAfterPhase)(s.dir, key, state, printer, async (edit) => {
        const listed = await (0,_session_js__WEBPACK_IMPORTED_MODULE_8__/* .mutate */ .Tk)(session, (x) => ({ ...x, packs: edit(x.packs) }));
        return sameButPacks(listed, state) ? listed : undefined;
    });
    return said ? { state: st, ...said } : undefined;
}
/** Whether two versions of a state differ at most in their packs (and so their seq and time). */
function sameButPacks(a, b) {
    const bare = (x) => JSON.stringify({ ...x, packs: [], seq: 0, updatedAt: '' });
    return bare(a) === bare(b);
}
/** A claim without a pid is a pusher being started: alive this long after it was written. */
const STARTING_MS = 120_000;
function pushDir(storeDir) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(storeDir, 'remote-push');
}
const claimFile = (storeDir) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(pushDir(storeDir), 'pusher.json');
const logFile = (storeDir) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(pushDir(storeDir), 'log');
/** Whether the claim file names a pusher that may still be at work (false: none, or stale). */
function claimAlive(storeDir, now = Date.now()) {
    const file = claimFile(storeDir);
    let claim;
    let mtime;
    try {
        mtime = node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync(file).mtimeMs;
        claim = JSON.parse(node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync(file, 'utf8'));
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return false;
        claim = {}; // being written
        mtime = now;
    }
    return claim.pid !== undefined ? (0,_store_fs_util_js__WEBPACK_IMPORTED_MODULE_3__/* .isProcessAlive */ .jW)(claim.pid) : now - mtime < STARTING_MS;
}
/** Takes the claim; false when a pusher holds it. A stale claim (its pusher gone) is taken over. */
function claim(storeDir) {
    node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync(pushDir(storeDir), { recursive: true });
    for (let i = 0; i < 2; i++) {
        try {
            node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync(claimFile(storeDir), '{}', { flag: 'wx' });
            return true;
        }
        catch (e) {
            if (e.code !== 'EEXIST')
                throw e;
            if (claimAlive(storeDir))
                return false;
            node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync(claimFile(storeDir), { force: true });
        }
    }
    return false;
}
/**
 * After a phase ended: has the pusher push the store's newest state (starting one when none is at
 * work) and says so in one line. A pusher that cannot start leaves the save to the next phase end
 * or to flush.
 */
function pushInBackground(s, state) {
    const where = (0,_remote_js__WEBPACK_IMPORTED_MODULE_7__.remoteUrl)(s.dir);
    if (!where)
        return;
    if (claim(s.dir)) {
        const log = node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync(logFile(s.dir), 'a');
        try {
            const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, [process.argv[1] ?? '', '__keep', '--push', s.dir], {
                detached: true,
                stdio: ['ignore', log, log],
                windowsHide: true,
            });
            child.on('error', () => undefined); // its claim goes stale; flush saves
            child.unref();
            if (child.pid !== undefined)
                node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync(claimFile(s.dir), JSON.stringify({ pid: child.pid }));
        }
        finally {
            node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync(log);
        }
    }
    s.printer.note(`state ${state.seq}: saving to ${where.url} in the background`);
}
/** The pusher process (`ci-state __keep --push <store>`); its exit code. */
async function pusherMain(storeDir) {
    const printer = (0,_output_js__WEBPACK_IMPORTED_MODULE_6__/* .createPrinter */ .Fr)();
    const s = {
        store: new _store_local_store_js__WEBPACK_IMPORTED_MODULE_5__/* .LocalStore */ .Vs({ dir: storeDir, onWarning: (m) => printer.warn(m) }),
        dir: storeDir,
        printer,
    };
    node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync(claimFile(storeDir), JSON.stringify({ pid: process.pid }));
    let pushed = -1;
    let failures = 0;
    for (;;) {
        // The newest state, until it is the one last pushed (or two pushes in a row failed).
        while (failures < 2) {
            const key = await s.store.getCurrent();
            const state = key ? await s.store.read(key) : undefined;
            if (!key || !state || state.seq <= pushed)
                break;
            let r;
            try {
                r = await pushNow(s, key, state);
            }
            catch (e) {
                printer.warn(`state NOT saved to the remote store: ${e.message}`);
            }
            if (!r)
                break;
            failures = r.saved ? 0 : failures + 1;
            pushed = Math.max(state.seq, r.state.seq);
        }
        node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync(claimFile(storeDir), { force: true });
        // A phase end that found the claim taken left its state to this pusher: one more look.
        const key = await s.store.getCurrent();
        const state = key ? await s.store.read(key) : undefined;
        if (failures >= 2 || !state || state.seq <= pushed || !claim(storeDir))
            return 0;
        node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync(claimFile(storeDir), JSON.stringify({ pid: process.pid }));
    }
}
/** `flush`: waits for the pusher (at most CI_STATE_KEEP_WAIT_SECONDS), then shows what it said. */
async function waitForPusher(s) {
    if (!node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync(pushDir(s.dir)))
        return;
    const deadline = Date.now() + (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_4__/* .keepWaitMs */ .VC)();
    for (let delay = 10; claimAlive(s.dir) && Date.now() < deadline;) {
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, 200);
    }
    const left = claimAlive(s.dir);
    let said = '';
    try {
        said = node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync(logFile(s.dir), 'utf8');
        node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync(logFile(s.dir), { force: true });
    }
    catch {
        // no log: it said nothing
    }
    for (const line of said.split('\n').filter((l) => l.trim() !== ''))
        s.printer.note((0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_4__/* .keeperSaid */ .yf)(line));
    if (left)
        s.printer.warn('gave up waiting for the background save to the remote store (CI_STATE_KEEP_WAIT_SECONDS)');
    else
        node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync(claimFile(s.dir), { force: true });
}
/**
 * Off a runner, after a phase ended (handoff.ts): to the remote store, in the background when
 * phase outputs are kept there, inline when `wait` (a side effect that succeeded) or
 * `CI_STATE_KEEP=inline`. The outcome of an inline save; undefined otherwise.
 */
async function saveToRemote(s, state, wait) {
    const key = await (0,_session_js__WEBPACK_IMPORTED_MODULE_8__/* .currentKey */ .Fo)(s);
    if (!key || !(0,_remote_js__WEBPACK_IMPORTED_MODULE_7__.remoteUrl)(s.dir))
        return undefined;
    const { keepsInBackground } = await Promise.all(/* import() */[__webpack_require__.e(6650), __webpack_require__.e(5030)]).then(__webpack_require__.bind(__webpack_require__, 42649));
    if (!wait && keepsInBackground()) {
        pushInBackground(s, state);
        return undefined;
    }
    return pushNow(s, key, state);
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
