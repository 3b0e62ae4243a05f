export const id = 1225;
export const ids = [1225,5844];
export const modules = {

/***/ 41225:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_OUTPUTS_MAX: () => (/* binding */ DEFAULT_OUTPUTS_MAX),
  checkpointOutputs: () => (/* binding */ checkpointOutputs),
  keepChangedOutputs: () => (/* binding */ keepChangedOutputs),
  markBeforeCommand: () => (/* binding */ markBeforeCommand),
  outputsMode: () => (/* binding */ outputsMode),
  parseSize: () => (/* binding */ parseSize),
  reusedOutputs: () => (/* binding */ reusedOutputs)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/core/words.js
var words = __webpack_require__(93265);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./.build/snapshot/rules.js
var rules = __webpack_require__(20164);
;// CONCATENATED MODULE: ./.build/snapshot/changed.js
/**
 * What a phase created or changed in the workspace while it ran: the files, links and directories
 * whose status-change time (ctime) is at or after a mark taken just before the command started.
 * ctime is set by the kernel on every write, create, rename, chmod and link, and cannot be set back
 * by a program (unlike mtime, which `cp -p`, `tar` and `touch -d` choose), so a file the phase only
 * read is not taken, and one it restored with an old mtime is. The mark is a file created in the
 * store and read back with lstat, so it comes from the same clock as the files' times.
 *
 * The walk never enters the default excluded directories (`.git/`, the store, credential folders:
 * see rules.ts) nor the store, wherever it lives, and never follows links.
 */



/** Takes a mark: creates a file under `dir`, reads its ctime, removes it. */
function markNow(dir) {
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    const file = (0,external_node_path_.join)(dir, `mark-${process.pid}-${Math.random().toString(36).slice(2)}`);
    (0,external_node_fs_.writeFileSync)(file, '');
    try {
        return { ctimeNs: (0,external_node_fs_.lstatSync)(file, { bigint: true }).ctimeNs };
    }
    finally {
        (0,external_node_fs_.rmSync)(file, { force: true });
    }
}
/**
 * Lists what changed under `root` since `mark` (see the module header). `skip`: absolute paths of
 * directories not to enter (the store). Entries that vanish during the walk are left out.
 */
function changedSince(root, mark, skip = []) {
    const base = (0,external_node_path_.resolve)(root);
    const skipped = new Set(skip.map((p) => (0,external_node_path_.resolve)(p)));
    const paths = [];
    let bytes = 0;
    let scanned = 0;
    // Iterative, depth first; relative paths are built once per directory.
    const stack = [{ abs: base, rel: '' }];
    while (stack.length > 0) {
        const { abs, rel } = stack.pop();
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(abs, { withFileTypes: true });
        }
        catch {
            continue; // gone, or not readable: nothing of it can be kept
        }
        for (const e of entries) {
            const name = e.name;
            const childAbs = abs + external_node_path_.sep + name;
            const childRel = rel === '' ? name : `${rel}/${name}`;
            if (e.isDirectory()) {
                if ((0,rules/* isExcludedDirName */.LF)(name) || skipped.has(childAbs))
                    continue;
                scanned++;
                stack.push({ abs: childAbs, rel: childRel });
                continue;
            }
            scanned++;
            const st = (0,external_node_fs_.lstatSync)(childAbs, { bigint: true, throwIfNoEntry: false });
            if (!st || st.ctimeNs < mark.ctimeNs)
                continue;
            paths.push(childRel);
            bytes += Number(st.size);
        }
    }
    return { paths, bytes, scanned };
}
/** `dir` relative to `root` when it lies inside it (for the walk's skip list), else undefined. */
function insideRoot(root, dir) {
    const rel = relative(resolve(root), resolve(dir));
    return rel === '' || rel.startsWith('..') || resolve(rel) === rel ? undefined : resolve(dir);
}

// EXTERNAL MODULE: ./.build/cli/glyphs.js
var glyphs = __webpack_require__(75568);
// EXTERNAL MODULE: ./.build/cli/session.js
var session = __webpack_require__(3647);
// EXTERNAL MODULE: ./.build/core/canonical.js
var canonical = __webpack_require__(13930);
// EXTERNAL MODULE: ./.build/core/rollback.js
var rollback = __webpack_require__(97922);
;// CONCATENATED MODULE: ./.build/cli/phase-outputs.js
/**
 * A phase's outputs, kept so that a later attempt can skip it: by default what the phase created
 * or changed in the workspace while it ran (snapshot/changed.ts), `--outputs <globs>` for the files
 * under those globs, `--outputs none` for none. What cannot be kept whole (over the size cap, or
 * files the snapshot rules leave out) is recorded on the phase, which then runs again on a re-run
 * instead of being skipped without its effects.
 */








/** Above this, what a phase changed is not kept (`--outputs-max-size`, CI_STATE_OUTPUTS_MAX_SIZE). */
const DEFAULT_OUTPUTS_MAX = 1024 ** 3;
const UNITS = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 };
/** A size such as `1GiB`, `500m`, `1048576` (units are powers of 1024); throws naming `name`. */
function parseSize(text, name) {
    const m = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?\s*$/i.exec(text);
    const n = m ? Number(m[1]) * (UNITS[(m[2] ?? '').toLowerCase()] ?? NaN) : NaN;
    if (!Number.isFinite(n) || n < 0) {
        throw new errors/* CiStateError */.eS('invalid_input', `invalid ${name} ${(0,errors/* quote */.hD)(text)}: expected a size such as 1GiB, 500MiB or a number of bytes`);
    }
    return Math.floor(n);
}
/** How the phase's outputs are found, from `--outputs` and `--outputs-max-size` (checked). */
function outputsMode(outputs, maxSize, env = process.env) {
    if (outputs?.length === 1 && outputs[0] === 'none')
        return { kind: 'none' };
    if (outputs?.length) {
        if (outputs.includes('none'))
            throw new errors/* CiStateError */.eS('invalid_input', 'invalid --outputs: "none" stands alone (no outputs); otherwise give globs');
        return { kind: 'globs', globs: [...outputs] };
    }
    const text = maxSize ?? env.CI_STATE_OUTPUTS_MAX_SIZE;
    const name = maxSize !== undefined ? '--outputs-max-size' : 'CI_STATE_OUTPUTS_MAX_SIZE';
    return {
        kind: 'detect',
        maxBytes: text === undefined || text === '' ? DEFAULT_OUTPUTS_MAX : parseSize(text, name),
    };
}
/** The mark a detecting phase takes just before its command starts. */
function markBeforeCommand(s, mode) {
    return mode.kind === 'detect' ? markNow((0,external_node_path_.join)(s.dir, 'checkpoints')) : undefined;
}
/** Records on the phase why what it changed was not kept, and says so once. */
async function notKept(s, phase, why) {
    s.printer.warn(`${phase}: ${why}; it runs again on a re-run`);
    return (0,session/* mutate */.Tk)(s, (x) => {
        const rec = x.phases[phase];
        if (!rec)
            return x;
        return {
            ...x,
            phases: { ...x.phases, [phase]: { ...rec, outputsNotKept: why.slice(0, 1024) } },
        };
    });
}
/**
 * After the phase succeeded: keeps what it changed since `mark` as a checkpoint of the phase
 * (reason phase_completed), or records why it could not. Nothing changed: nothing kept.
 */
async function keepChangedOutputs(s, state, phase, mark, maxBytes, checkpoint) {
    const root = process.cwd();
    const changed = changedSince(root, mark, [s.dir]);
    if (changed.paths.length === 0) {
        s.printer.debug(`${phase}: changed nothing in the workspace (${changed.scanned} entries looked at)`);
        return state;
    }
    if (changed.bytes > maxBytes) {
        const { formatSize } = await __webpack_require__.e(/* import() */ 485).then(__webpack_require__.bind(__webpack_require__, 80485));
        return notKept(s, phase, `what it changed (${(0,words/* plural */.L)(changed.paths.length, 'file')}, ${formatSize(changed.bytes)}) is over the outputs cap of ${formatSize(maxBytes)} (--outputs-max-size), so it is not kept`);
    }
    const { state: st, left } = await checkpoint(changed.paths);
    if (left.length === 0)
        return st;
    const shown = left.slice(0, 3).join(', ') + (left.length > 3 ? `, ${(0,glyphs/* glyphs */._J)().ellipsis}` : '');
    return notKept(s, phase, `${(0,words/* plural */.L)(left.length, 'file')} it changed could not be kept (${shown}: see the checkpoint line above)`);
}
/**
 * Snapshots a phase's outputs into a checkpoint of that phase (reason phase_completed): the files
 * under `globs`, or exactly `paths` (what the phase changed, recorded without globs). Returns the
 * state and the paths the snapshot left out.
 */
async function checkpointOutputs(s, state, phase, globs, paths) {
    const { describeSnapshot, packShipFor, skippedOf, snapshotGlobs } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(5324), __webpack_require__.e(1551), __webpack_require__.e(8638), __webpack_require__.e(2890), __webpack_require__.e(7669)]).then(__webpack_require__.bind(__webpack_require__, 19600));
    const ship = await packShipFor(s.dir, state, s.printer);
    const snap = await snapshotGlobs(s.dir, process.cwd(), globs, {
        ...(ship ? { ship } : {}),
        ...(paths ? { paths } : {}),
    });
    const st = await (0,session/* mutate */.Tk)(s, (x) => (0,rollback/* createCheckpoint */.vq)(x, {
        id: (0,canonical/* newId */.Si)('cp', (0,session/* now */.tB)()),
        phase,
        reason: 'phase_completed',
        now: (0,session/* now */.tB)(),
        globs,
        location: snap.location,
        skipped: skippedOf(snap),
    }).state);
    const id = st.phases[phase]?.checkpointId ?? '';
    const what = paths ? ' (what it changed)' : '';
    s.printer.note(`checkpoint ${id} of ${phase}${what}: ${describeSnapshot(snap).join('; ')}`);
    return { state: st, left: [...snap.refused, ...snap.excluded].map((e) => e.path) };
}
/**
 * Restores the outputs of a record an earlier run left for reuse (its checkpoint, verified);
 * whether the record can be reused. Outputs that cannot be restored mean the phase runs, said why.
 */
async function reusedOutputs(s, carried, phase) {
    const id = carried.records[phase]?.checkpointId;
    if (id === undefined)
        return true; // it changed nothing that was kept: nothing to restore
    const cp = carried.checkpoints?.find((c) => c.id === id && c.location);
    let problem = `the checkpoint of its outputs (${id}) was not carried over`;
    if (cp) {
        const { restoreCheckpointFiles } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(5324), __webpack_require__.e(1551), __webpack_require__.e(8638), __webpack_require__.e(2890), __webpack_require__.e(7669)]).then(__webpack_require__.bind(__webpack_require__, 19600));
        const restored = await restoreCheckpointFiles(s.dir, process.cwd(), cp);
        if (restored.ok) {
            s.printer.note(`${phase}: restored its outputs from run ${carried.runId}'s checkpoint ${cp.id} (${restored.written} written, ${restored.unchanged} unchanged)`);
            return true;
        }
        problem = restored.problems.slice(0, 3).join('; ');
    }
    s.printer.note(`${phase}: not reused from run ${carried.runId} (same inputs), its outputs could not be restored: ${problem}; it runs`);
    return false;
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

/***/ 20164:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ linkTargetProblem),
/* harmony export */   LF: () => (/* binding */ isExcludedDirName),
/* harmony export */   fY: () => (/* binding */ parentsOf),
/* harmony export */   py: () => (/* binding */ excludedDirPatterns),
/* harmony export */   sK: () => (/* binding */ defaultExclusion),
/* harmony export */   u2: () => (/* binding */ caseKey),
/* harmony export */   z9: () => (/* binding */ pathProblem),
/* harmony export */   zl: () => (/* binding */ PathRules)
/* harmony export */ });
/* unused harmony exports EXCLUDED_DIRS, isForbiddenDir */
/**
 * The rules a snapshot path must follow (`pathProblem`), checked on every manifest before anything
 * is written, whoever wrote it; and the default exclusions.
 */
/** Directories never snapshotted (any path segment, compared case-insensitively). */
const EXCLUDED_DIRS = [
    '.git',
    '.ci-state',
    // Where the job's persistence process stages what it uploads (github/keys.ts), meanwhile.
    '.ci-state-transfer',
    '.ssh',
    '.aws',
    '.gnupg',
    '.azure',
    '.kube',
    '.docker',
];
/** File names never snapshotted unless allowed, as [test, description]. */
const EXCLUDED_FILES = [
    [(n) => n.startsWith('.env'), 'environment file (.env*)'],
    [(n) => /\.(pem|key|p12|pfx|jks|keystore|kdbx)$/.test(n), 'private key or keystore'],
    [(n) => /^id_(rsa|dsa|ecdsa|ed25519)/.test(n), 'SSH private key'],
    [
        (n) => [
            '.npmrc',
            '.netrc',
            '_netrc',
            '.pypirc',
            '.pgpass',
            '.git-credentials',
            '.htpasswd',
            '.dockercfg',
            '.vault-token',
        ].includes(n),
        'credential file',
    ],
    [(n) => n.startsWith('credentials'), 'credential file (credentials*)'],
];
/** Whether a directory named `name` is one of EXCLUDED_DIRS: a walk never goes into it. */
function isExcludedDirName(name) {
    return EXCLUDED_DIRS.includes(name.toLowerCase());
}
/** Ignore patterns for the paths inside EXCLUDED_DIRS, for matching paths that are not walked. */
function excludedDirPatterns() {
    return EXCLUDED_DIRS.flatMap((d) => [`**/${d}/*`, `**/${d}/*/**`]);
}
/** Why a directory named `seg` (and all under it) is excluded by default, or undefined. */
function dirRule(seg) {
    return isExcludedDirName(seg) ? `excluded by default: inside ${seg}/` : undefined;
}
/** Why a file or link named `name` is excluded by default, or undefined. */
function fileRule(name) {
    const lower = name.toLowerCase();
    for (const [test, what] of EXCLUDED_FILES) {
        if (test(lower))
            return `excluded by default: ${what}`;
    }
    return undefined;
}
/** The facts of directory `dir` ('' for the root: none). */
function dirFacts(dir) {
    const d = { rule: undefined, problem: undefined, git: false };
    if (dir === '')
        return d;
    for (const s of dir.split('/')) {
        d.rule ??= dirRule(s);
        d.problem ??= segmentProblem(s);
        d.git ||= isGitSegment(s);
    }
    return d;
}
/** Where `path` is split into its directory (none: '') and name. */
function splitPath(path) {
    const i = path.lastIndexOf('/');
    return i < 0 ? ['', path] : [path.slice(0, i), path.slice(i + 1)];
}
function isGitSegment(s) {
    return s.toLowerCase() === '.git';
}
const MAX_PATH = 4096;
const MAX_SEGMENT_BYTES = 255;
/** What is wrong with `path` as a whole (its length, characters, anchoring), or undefined. */
function wholePathProblem(path) {
    if (path === '')
        return 'the path is empty';
    if (path.length > MAX_PATH)
        return `the path is longer than ${MAX_PATH} characters`;
    if (path.includes('\0'))
        return 'the path contains a NUL byte';
    if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path)) {
        return 'the path is absolute';
    }
    if (path.includes('\\'))
        return 'the path contains a backslash';
    return undefined;
}
/** What is wrong with one segment of a path, or undefined. */
function segmentProblem(s) {
    if (s === '..')
        return 'the path contains a ".." segment';
    if (s === '' || s === '.')
        return 'the path has an empty or "." segment';
    if (s.length * 3 > MAX_SEGMENT_BYTES && Buffer.byteLength(s, 'utf8') > MAX_SEGMENT_BYTES) {
        return `a path segment is longer than ${MAX_SEGMENT_BYTES} bytes`;
    }
    return undefined;
}
const IN_GIT = 'the path is inside a .git directory';
/** The rules below, for a path split into the facts of its directory and its name. */
function exclusionIn(parent, name, dir) {
    return parent.rule ?? (dir ? dirRule(name) : fileRule(name));
}
function forbiddenIn(parent, name) {
    return parent.git || isGitSegment(name);
}
function problemIn(path, parent, name) {
    const bad = wholePathProblem(path) ?? parent.problem ?? segmentProblem(name);
    if (bad)
        return bad;
    return forbiddenIn(parent, name) ? IN_GIT : undefined;
}
/**
 * Why a path is excluded by default, or undefined. `dir` says whether the path is a directory
 * (file-name rules apply to files and symbolic links only).
 */
function defaultExclusion(path, dir) {
    const [parent, name] = splitPath(path);
    return exclusionIn(dirFacts(parent), name, dir);
}
/** Directories that are excluded even when allowed (their content is never ours to restore). */
function isForbiddenDir(path) {
    const [parent, name] = splitPath(path);
    return forbiddenIn(dirFacts(parent), name);
}
/**
 * Why `path` is not an acceptable manifest path, or undefined when it is. A manifest path is a
 * posix path relative to the snapshot root: not empty, not absolute (no leading `/` or `\`, no
 * drive letter), no `.`, `..` or empty segments, no NUL byte, no backslash (a separator on
 * Windows), at most 4096 characters and 255 bytes per segment, and never inside a `.git`
 * directory (a restored hook would run code).
 */
function pathProblem(path) {
    if (typeof path !== 'string')
        return 'the path is not a string';
    const [parent, name] = splitPath(path);
    return problemIn(path, dirFacts(parent), name);
}
/**
 * `defaultExclusion`, `isForbiddenDir` and `pathProblem` for the many paths of one walk, which
 * share few directories: the facts of each directory are worked out once.
 */
class PathRules {
    dirs = new Map();
    facts(dir) {
        let d = this.dirs.get(dir);
        if (!d)
            this.dirs.set(dir, (d = dirFacts(dir)));
        return d;
    }
    /** `defaultExclusion(path, dir)`. */
    exclusion(path, dir) {
        const [parent, name] = splitPath(path);
        return exclusionIn(this.facts(parent), name, dir);
    }
    /** `isForbiddenDir(path)`. */
    forbidden(path) {
        const [parent, name] = splitPath(path);
        return forbiddenIn(this.facts(parent), name);
    }
    /** `pathProblem(path)`. */
    problem(path) {
        const [parent, name] = splitPath(path);
        return problemIn(path, this.facts(parent), name);
    }
}
/** The key under which two names collide on a case-insensitive, normalising file system. */
function caseKey(path) {
    return path.normalize('NFC').toLowerCase();
}
/** `a/b/c` -> [`a`, `a/b`]. */
function parentsOf(path) {
    const segs = path.split('/');
    const out = [];
    for (let i = 1; i < segs.length; i++)
        out.push(segs.slice(0, i).join('/'));
    return out;
}
/** Why a symbolic link at `path` with `target` is refused, or undefined (target stays inside). */
function linkTargetProblem(path, target) {
    if (target === '')
        return 'the link target is empty';
    if (target.includes('\0'))
        return 'the link target contains a NUL byte';
    if (target.length > MAX_PATH)
        return `the link target is longer than ${MAX_PATH} characters`;
    if (target.startsWith('/') || target.startsWith('\\') || /^[A-Za-z]:/.test(target)) {
        return `the link points to an absolute path (${target})`;
    }
    if (target.includes('\\'))
        return 'the link target contains a backslash';
    // Resolve lexically from the link's directory; it must stay inside the root.
    const stack = path.split('/').slice(0, -1);
    for (const s of target.split('/')) {
        if (s === '' || s === '.')
            continue;
        if (s === '..') {
            if (stack.length === 0)
                return `the link points outside the root (${target})`;
            stack.pop();
        }
        else
            stack.push(s);
    }
    if (isForbiddenDir(stack.join('/')))
        return 'the link points into a .git directory';
    return undefined;
}


/***/ })

};
