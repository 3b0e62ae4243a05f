export const id = 3336;
export const ids = [3336,2426,5844,3463];
export const modules = {

/***/ 44867:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   keeperMain: () => (/* binding */ keeperMain)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _store_keepers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(731);
/* harmony import */ var _store_local_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(21634);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74748);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3647);
/* harmony import */ var _core_outputs_note_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8815);
/**
 * The keeper process (`ci-state __keep <job file>`, started by keeper.ts): keeps what a phase
 * changed, off the phase's path, and records the checkpoint or why it could not; with `--push
 * <store>`, the pusher that saves the store's newest state to the remote store.
 */






/** The keeper process (`ci-state __keep <job file>`); its exit code. */
async function keeperMain(file) {
    // `__keep --push <store>`: the pusher of the remote store (remote-pusher.ts).
    if (file === '--push')
        return (await __webpack_require__.e(/* import() */ 9990).then(__webpack_require__.bind(__webpack_require__, 7609))).pusherMain(process.argv[4] ?? '');
    const job = (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_1__/* .readKeepJob */ .bq)(file);
    if (!job) {
        process.stderr.write(`ci-state: keeper: no job in ${file}\n`);
        return 1;
    }
    const storeDir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(file, '..', '..', '..');
    (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_1__/* .writeKeepJob */ .qQ)(storeDir, { ...job, pid: process.pid });
    const printer = (0,_output_js__WEBPACK_IMPORTED_MODULE_3__/* .createPrinter */ .Fr)();
    const s = {
        store: new _store_local_store_js__WEBPACK_IMPORTED_MODULE_2__/* .LocalStore */ .Vs({ dir: storeDir, onWarning: (m) => printer.warn(m) }),
        dir: storeDir,
        printer,
        current: Promise.resolve(job.key),
    };
    try {
        process.chdir(job.root);
        const { keepPending } = await __webpack_require__.e(/* import() */ 1225).then(__webpack_require__.bind(__webpack_require__, 41225));
        await keepPending(s, job);
        return 0;
    }
    catch (e) {
        await recordFailure(s, job, printer, e);
        return 1;
    }
    finally {
        (0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_1__/* .removeKeep */ .kX)(storeDir, job.id);
    }
}
async function recordFailure(s, job, printer, e) {
    const why = `what it changed could not be kept: ${e instanceof Error ? e.message : String(e)}`;
    printer.warn(`${job.phase}: ${why}; it runs again on a re-run`);
    try {
        await (0,_session_js__WEBPACK_IMPORTED_MODULE_4__/* .mutate */ .Tk)(s, (x) => (0,_core_outputs_note_js__WEBPACK_IMPORTED_MODULE_5__/* .noteOutputs */ .tU)(x, job.phase, why, { ifPending: job.id }));
    }
    catch {
        // the phase stays marked as being kept, which a re-run also treats as not kept
    }
}


/***/ }),

/***/ 3647:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fo: () => (/* binding */ currentKey),
/* harmony export */   JS: () => (/* binding */ requireState),
/* harmony export */   Tk: () => (/* binding */ mutate),
/* harmony export */   openSession: () => (/* binding */ openSession),
/* harmony export */   tB: () => (/* binding */ now),
/* harmony export */   yo: () => (/* binding */ update)
/* harmony export */ });
/* unused harmony export NO_RUN */
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


/***/ }),

/***/ 13930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OD: () => (/* binding */ scopeKey),
/* harmony export */   Si: () => (/* binding */ newId),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   eG: () => (/* binding */ laterOf),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   lO: () => (/* binding */ compareIso),
/* harmony export */   ol: () => (/* binding */ digestOf),
/* harmony export */   tK: () => (/* binding */ toIso),
/* harmony export */   z4: () => (/* binding */ msBetween)
/* harmony export */ });
/* unused harmony export walkCanonical */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82437);
/**
 * Canonical JSON, digests, scope keys and ids. Canonical JSON has sorted object keys and no
 * whitespace, so equal data always gives the same text and the same sha256 whatever the key order.
 */





/**
 * JSON text with object keys sorted (by UTF-16 code units), arrays in order. Follows JSON.stringify
 * for everything else: `toJSON` is honoured, undefined/functions/symbols in objects are dropped (and
 * become null in arrays), non-finite numbers become null. Cycles and bigints are refused.
 *
 * The engine's own serializer does the work, each object handed to it as a copy with its keys
 * sorted: about twice as fast as a walk in JavaScript on a large manifest (docs/performance.md,
 * "Numbers behind choices in the code"). An object with a key that looks like an array index
 * cannot be copied in sorted order (the engine lists such keys first, in numeric order), nor can
 * a key "__proto__", and cycles and bigints must be refused with our own error: those go through
 * `walkCanonical`, which gives the same text.
 */
function canonicalJson(value) {
    try {
        const text = JSON.stringify(value, withSortedKeys);
        if (text !== undefined)
            return text;
    }
    catch {
        // an index-like key, a cycle, a bigint: the walk says what is wrong, if anything
    }
    return walkCanonical(value);
}
const INDEX_LIKE = /^(?:0|[1-9][0-9]*)$/;
const UNSORTABLE = new Error('a key the engine does not keep in order');
function withSortedKeys(_key, v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return v;
    const record = v;
    const sorted = {};
    for (const key of Object.keys(record).sort()) {
        // "__proto__" (JSON.parse makes such keys) would set the copy's prototype, not a key.
        if (key === '__proto__' || INDEX_LIKE.test(key))
            throw UNSORTABLE;
        sorted[key] = record[key];
    }
    return sorted;
}
/** `canonicalJson` by a walk in JavaScript: the reference, and the way for what the fast one refuses. */
function walkCanonical(value) {
    const seen = new Set();
    const walk = (v, inArray) => {
        if (v !== null &&
            typeof v === 'object' &&
            typeof v.toJSON === 'function') {
            v = v.toJSON();
        }
        if (v === null)
            return 'null';
        switch (typeof v) {
            case 'string':
                return JSON.stringify(v);
            case 'number':
                return Number.isFinite(v) ? JSON.stringify(v) : 'null';
            case 'boolean':
                return v ? 'true' : 'false';
            case 'bigint':
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'canonical JSON: a bigint is not JSON data');
            case 'undefined':
            case 'function':
            case 'symbol':
                return inArray ? 'null' : undefined;
            default:
                break;
        }
        const obj = v;
        if (seen.has(obj)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'canonical JSON: the value has a cycle');
        }
        seen.add(obj);
        let out;
        if (Array.isArray(obj)) {
            out = `[${obj.map((item) => walk(item, true)).join(',')}]`;
        }
        else {
            const record = obj;
            const parts = [];
            for (const key of Object.keys(record).sort()) {
                const text = walk(record[key], false);
                if (text !== undefined)
                    parts.push(`${JSON.stringify(key)}:${text}`);
            }
            out = `{${parts.join(',')}}`;
        }
        seen.delete(obj);
        return out;
    };
    return walk(value, false) ?? 'null';
}
/** Lowercase hex sha256 of a string (UTF-8) or bytes. */
function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
/** sha256 of the canonical JSON of a value. */
function digestOf(value) {
    return sha256Hex(canonicalJson(value));
}
/**
 * The key of a scope in store file names and cache keys: the first 32 hex characters of the sha256
 * of its canonical JSON. The scope is normalised first (a missing matrix is the same as "").
 */
function scopeKey(scope) {
    // The scope field of the generated RunState validator parses it as Scope does, without building
    // the schemas; what it refuses, zod checks again to say why.
    const out = {};
    if (_state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__/* .RunStateFields */ .GR['scope']?.({ scope }, out))
        return digestOf(out.scope).slice(0, 32);
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .Scope */ .HG.safeParse(scope);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `scope is not valid: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues).join('; ')}`);
    }
    return digestOf(parsed.data).slice(0, 32);
}
/**
 * A new id: `<prefix>-<yyyymmddThhmmssZ>-<8 hex>`. Sortable by time; the random part comes from
 * `randomHex` when given (tests, replays) or from node:crypto.
 */
function newId(prefix, now, randomHex) {
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(prefix)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `id prefix ${JSON.stringify(prefix)} is not valid: expected 1-32 lowercase letters, digits or "-", starting with a letter`);
    }
    const iso = toIso(now, 'id time');
    const stamp = iso.replace(/[-:]/g, '').replace(/\.\d+/, '');
    const random = (randomHex ?? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)().replace(/-/g, '')).toLowerCase();
    if (!/^[0-9a-f]{8,}$/.test(random)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `id randomness ${JSON.stringify(random.slice(0, 40))} is not valid: expected at least 8 hex digits`);
    }
    return `${prefix}-${stamp}-${random.slice(0, 8)}`;
}
/**
 * A time given to the core (the core has no clock): a Date or an ISO 8601 string with a time zone.
 * Returns the normalised UTC form (`2024-05-01T12:00:00.000Z`).
 */
function toIso(now, what = 'now') {
    let date;
    if (now instanceof Date)
        date = now;
    else if (typeof now === 'string' &&
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(now)) {
        date = new Date(now);
    }
    else {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_time', `${what} ${JSON.stringify(String(now).slice(0, 60))} is not a time: expected an ISO 8601 date-time with a time zone, e.g. 2024-05-01T12:00:00Z`);
    }
    const ms = date.getTime();
    if (!Number.isFinite(ms) || ms < 0 || ms > 253402300799999) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_time', `${what} ${JSON.stringify(String(now).slice(0, 60))} is not a time: expected an ISO 8601 date-time between years 1970 and 9999`);
    }
    return date.toISOString();
}
/** Milliseconds from `a` to `b` (ISO strings); 0 when either is missing or b is before a. */
function msBetween(a, b) {
    if (a === undefined || b === undefined)
        return 0;
    const d = Date.parse(b) - Date.parse(a);
    return Number.isFinite(d) && d > 0 ? d : 0;
}
/** The later of two ISO times (the first when they are equal or the second is missing). */
function laterOf(a, b) {
    if (b === undefined)
        return a;
    return Date.parse(b) > Date.parse(a) ? b : a;
}
/** Compares ISO times: negative when a is before b. */
function compareIso(a, b) {
    return Date.parse(a) - Date.parse(b);
}


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ KEEPING),
/* harmony export */   eG: () => (/* binding */ PENDING),
/* harmony export */   tU: () => (/* binding */ noteOutputs)
/* harmony export */ });
/** The note of a phase whose outputs a keeper process keeps (and if it never ends). */
const PENDING = 'what it changed was still being kept in the background when this state was saved';
/** The note of a phase whose outputs its own `run` is keeping (and if that `run` dies first). */
const KEEPING = 'what it changed was still being kept when this state was saved';
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
