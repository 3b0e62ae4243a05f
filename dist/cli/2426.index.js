export const id = 2426;
export const ids = [2426,5844,3463];
export const modules = {

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


/***/ })

};
