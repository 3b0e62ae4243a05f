export const id = 3043;
export const ids = [3043,5595,5844,3463];
export const modules = {

/***/ 38985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cmdResult: () => (/* binding */ cmdResult)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _core_duration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41634);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3136);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3647);
/**
 * `ci-state result <phase>`: how a phase ended, as recorded: status, attempt, exit code (or signal),
 * duration, error, and the bounded, redacted tails of its stdout and stderr. For people, or as JSON
 * for a later step (`ci-state result test --json | jq .exitCode`).
 */




function resultOf(state, phase) {
    const rec = Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
    const declared = state.declared.some((d) => d.id === phase);
    if (rec === undefined && !declared) {
        const known = (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .phaseOrder */ .C)(state.declared, state.phases);
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `result: no phase ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(phase)} in the run: expected ${known.length ? (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .listWords */ .yh)(known.slice(0, 50)) : 'a phase that ran (none has yet)'}`);
    }
    return {
        phase,
        status: rec === undefined || (rec.status === 'pending' && rec.attempts === 0)
            ? 'not_run'
            : rec.status,
        attempt: rec?.attempt ?? null,
        exitCode: rec?.exitCode ?? null,
        signal: rec?.signal ?? null,
        cancelled: rec?.cancelled ?? false,
        durationMs: rec?.durationMs ?? null,
        startedAt: rec?.startedAt ?? null,
        endedAt: rec?.endedAt ?? null,
        error: rec?.error ?? null,
        reason: rec?.reason ?? null,
        stdoutTail: rec?.stdoutTail ?? null,
        stderrTail: rec?.stderrTail ?? null,
    };
}
/** "test: failed in attempt 1 (exit code 3) after 1.2s". */
function headline(r) {
    if (r.status === 'not_run')
        return `${r.phase}: not run yet`;
    const how = r.exitCode !== null
        ? `exit code ${r.exitCode}`
        : r.signal !== null
            ? `killed by ${r.signal}`
            : r.cancelled
                ? 'cancelled'
                : undefined;
    const took = r.durationMs !== null ? ` after ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(r.durationMs)}` : '';
    return `${r.phase}: ${r.status} in attempt ${r.attempt ?? '?'}${how ? ` (${how})` : ''}${took}`;
}
async function cmdResult(printer, phase, o) {
    const { state } = await (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .requireState */ .JS)((0,_session_js__WEBPACK_IMPORTED_MODULE_2__.openSession)(printer));
    const r = resultOf(state, phase);
    if (o.json) {
        printer.json(r);
        return;
    }
    printer.out(headline(r));
    if (r.error !== null && r.status === 'failed')
        printer.out(`error: ${r.error}`);
    if (r.reason !== null && r.status === 'skipped')
        printer.out(`reason: ${r.reason}`);
    for (const [name, tail] of [
        ['stdout', r.stdoutTail],
        ['stderr', r.stderrTail],
    ]) {
        if (tail === null || tail === '')
            continue;
        printer.out(`--- ${name} (last ${tail.length} characters kept) ---`);
        printer.out(tail.endsWith('\n') ? tail.slice(0, -1) : tail);
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

/***/ 5595:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMPLETED_REASONS: () => (/* binding */ COMPLETED_REASONS),
/* harmony export */   DEFAULT_MAX_CHECKPOINTS: () => (/* binding */ DEFAULT_MAX_CHECKPOINTS),
/* harmony export */   checkpointsAfterPhase: () => (/* binding */ checkpointsAfterPhase),
/* harmony export */   effectivePolicy: () => (/* binding */ effectivePolicy),
/* harmony export */   holdsCompletedPhase: () => (/* binding */ holdsCompletedPhase),
/* harmony export */   linksPhaseRecord: () => (/* binding */ linksPhaseRecord),
/* harmony export */   parseCheckpointInterval: () => (/* binding */ parseCheckpointInterval),
/* harmony export */   parseMaxCheckpoints: () => (/* binding */ parseMaxCheckpoints),
/* harmony export */   prunableCheckpoints: () => (/* binding */ prunableCheckpoints),
/* harmony export */   pruneCheckpoints: () => (/* binding */ pruneCheckpoints),
/* harmony export */   referencedCheckpoints: () => (/* binding */ referencedCheckpoints),
/* harmony export */   scheduledDue: () => (/* binding */ scheduledDue),
/* harmony export */   succeededOutputs: () => (/* binding */ succeededOutputs),
/* harmony export */   withCheckpointPolicy: () => (/* binding */ withCheckpointPolicy)
/* harmony export */ });
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48584);



/** How many checkpoints a run keeps when its policy says nothing. */
const DEFAULT_MAX_CHECKPOINTS = 50;
/** The reasons whose checkpoints hold what a phase completed (a resume may restore them). */
const COMPLETED_REASONS = new Set([
    'phase_completed',
    'user_request',
    'scheduled',
]);
/** The reasons whose checkpoint becomes the checkpoint of its phase's record (`checkpointId`). */
const LINKED_REASONS = new Set([
    'phase_completed',
    'user_request',
]);
function linksPhaseRecord(reason) {
    return LINKED_REASONS.has(reason);
}
/**
 * Whether `cp` holds what `phase` completed: a checkpoint of that phase, taken for a completed
 * reason, after the phase succeeded (or was skipped as done). Never an error_recovery,
 * before_restart or before_rollback checkpoint.
 */
function holdsCompletedPhase(cp, phase) {
    if (cp.phase !== phase || !COMPLETED_REASONS.has(cp.reason))
        return false;
    const rec = Object.hasOwn(cp.snapshot.phases, phase) ? cp.snapshot.phases[phase] : undefined;
    return rec?.status === 'succeeded' || rec?.status === 'skipped';
}
/** The state with `policy` as its checkpoint policy (checked: a one-line error when not valid). */
function withCheckpointPolicy(state, policy) {
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .CheckpointPolicy */ .zh.safeParse(policy);
    if (!parsed.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint policy is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(policy)'}: ${i.message}`).join('; ')}`);
    return { ...state, checkpointPolicy: parsed.data };
}
/** The policy in force: the run's, with the defaults filled in. */
function effectivePolicy(state) {
    const p = state.checkpointPolicy;
    return {
        ...(p?.interval ? { interval: p.interval } : {}),
        max: p?.max ?? DEFAULT_MAX_CHECKPOINTS,
        onError: p?.onError ?? true,
    };
}
const INTERVAL_ACCEPTS = 'expected N (every N phase ends), Nm or Nh (every N minutes or hours), or both as "N,Nm"';
/**
 * `--checkpoint-interval` / `checkpoint-interval`: "3" (phase ends), "30m", "2h", or "3,30m".
 * `what` names the option or input in the error.
 */
function parseCheckpointInterval(text, what) {
    const parts = text.split(',').map((p) => p.trim());
    const out = {};
    for (const part of parts) {
        const m = /^(\d{1,6})([mh]?)$/.exec(part);
        const n = m ? Number(m[1]) : NaN;
        if (!m || n < 1)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: ${INTERVAL_ACCEPTS}`);
        if (m[2] === '') {
            if (out.phases !== undefined)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: ${INTERVAL_ACCEPTS}`);
            out.phases = n;
        }
        else {
            if (out.minutes !== undefined)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: ${INTERVAL_ACCEPTS}`);
            out.minutes = m[2] === 'h' ? n * 60 : n;
        }
    }
    const checked = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .CheckpointPolicy */ .zh.shape.interval.unwrap().safeParse(out);
    if (!checked.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: at most 10000 phase ends and 8760h (525600m)`);
    return out;
}
/** `--max-checkpoints` / `max-checkpoints`: a whole number from 1 to 10000. */
function parseMaxCheckpoints(text, what) {
    const n = /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > 10_000)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: expected a whole number of checkpoints from 1 to 10000`);
    return n;
}
/** The newest checkpoint for which `keep` holds (array order is creation order). */
function newest(state, keep) {
    let best;
    for (const c of state.checkpoints) {
        if (!keep(c))
            continue;
        if (best === undefined || (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(c.createdAt, best.createdAt) >= 0)
            best = c;
    }
    return best;
}
/**
 * The checkpoints the state refers to, which are never pruned: a phase record's checkpoint, the
 * resume plan's, a rollback event's, and the newest checkpoint of each succeeded phase's outputs.
 */
function referencedCheckpoints(state) {
    const ids = new Set();
    for (const [pid, rec] of Object.entries(state.phases)) {
        if (rec.checkpointId !== undefined)
            ids.add(rec.checkpointId);
        if (rec.status === 'succeeded') {
            const cp = newest(state, (c) => holdsCompletedPhase(c, pid));
            if (cp)
                ids.add(cp.id);
        }
    }
    if (state.resume?.checkpointId !== undefined)
        ids.add(state.resume.checkpointId);
    for (const e of state.rollbackHistory)
        ids.add(e.checkpointId);
    return ids;
}
/**
 * The ids to drop so that at most `max` checkpoints remain: the oldest ones that are neither
 * referenced nor in `keep`. Fewer (down to none) when everything else is referenced.
 */
function prunableCheckpoints(state, max, keep = []) {
    const excess = state.checkpoints.length - max;
    if (excess <= 0)
        return [];
    const held = referencedCheckpoints(state);
    for (const id of keep)
        held.add(id);
    const order = state.checkpoints
        .map((c, i) => ({ c, i }))
        .sort((a, b) => (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(a.c.createdAt, b.c.createdAt) || a.i - b.i);
    const out = [];
    for (const { c } of order) {
        if (out.length >= excess)
            break;
        if (!held.has(c.id))
            out.push(c.id);
    }
    return out;
}
/** Drops the checkpoints `prunableCheckpoints` names. */
function pruneCheckpoints(state, max, keep = []) {
    const pruned = prunableCheckpoints(state, max, keep);
    if (pruned.length === 0)
        return { state, pruned };
    const gone = new Set(pruned);
    return {
        state: { ...state, checkpoints: state.checkpoints.filter((c) => !gone.has(c.id)) },
        pruned,
    };
}
/** Union of the outputs globs of the phases that succeeded, in phase order, without repeats. */
function succeededOutputs(state) {
    const globs = new Set();
    for (const rec of Object.values(state.phases)) {
        if (rec.status === 'succeeded')
            for (const g of rec.outputs)
                globs.add(g);
    }
    return [...globs];
}
/** When the current attempt began: its plan's time, else the run's creation. */
function attemptStart(state) {
    return state.resume?.plannedAt ?? state.createdAt;
}
/**
 * Whether a scheduled checkpoint is due after a phase end: `interval.phases` phases of this
 * attempt ended (succeeded or failed) since the last scheduled checkpoint, or `interval.minutes`
 * passed since it (or since the attempt began).
 */
function scheduledDue(state, now) {
    const interval = effectivePolicy(state).interval;
    if (!interval)
        return false;
    const attempt = state.origin.runAttempt;
    const last = newest(state, (c) => c.reason === 'scheduled' && c.attempt === attempt);
    if (interval.phases !== undefined) {
        let ended = 0;
        for (const [pid, rec] of Object.entries(state.phases)) {
            if (rec.attempt !== attempt || rec.endedAt === undefined || rec.startedAt === undefined)
                continue;
            if (rec.status !== 'succeeded' && rec.status !== 'failed')
                continue;
            const before = last && Object.hasOwn(last.snapshot.phases, pid) ? last.snapshot.phases[pid] : undefined;
            if (before?.endedAt === rec.endedAt)
                continue;
            ended++;
        }
        if (ended >= interval.phases)
            return true;
    }
    if (interval.minutes !== undefined) {
        const start = attemptStart(state);
        const since = last && (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(last.createdAt, start) > 0 ? last.createdAt : start;
        if (Date.parse(now) - Date.parse(since) >= interval.minutes * 60_000)
            return true;
    }
    return false;
}
/**
 * The checkpoints to take when `phase` ended with `outcome` (the state already records the end):
 * the outputs of a failed or cancelled phase (when `onError`), then a scheduled one if due.
 */
function checkpointsAfterPhase(state, phase, outcome, outputs, now) {
    const policy = effectivePolicy(state);
    const out = [];
    if (outcome !== 'succeeded' && policy.onError && outputs.length > 0) {
        out.push({
            reason: outcome === 'cancelled' ? 'before_restart' : 'error_recovery',
            phase,
            globs: [...outputs],
        });
    }
    if (scheduledDue(state, now)) {
        out.push({
            reason: 'scheduled',
            ...(outcome === 'succeeded' ? { phase } : {}),
            globs: succeededOutputs(state),
        });
    }
    return out;
}


/***/ }),

/***/ 1332:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ compact)
/* harmony export */ });
/* unused harmony export omit */
/** Plain-object helpers for building records and states: no `undefined` keys, keys left out. */
/** A copy of `obj` without the keys whose value is undefined (so documents stay plain JSON). */
function compact(obj) {
    const out = {};
    for (const [k, v] of Object.entries(obj))
        if (v !== undefined)
            out[k] = v;
    return out;
}
/** A copy of `obj` without the given keys. */
function omit(obj, ...keys) {
    const out = { ...obj };
    for (const k of keys)
        delete out[k];
    return out;
}


/***/ }),

/***/ 88952:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ar: () => (/* binding */ profileSkips),
/* harmony export */   mC: () => (/* binding */ resolveProfile)
/* harmony export */ });
/* unused harmony export BUILTIN_PROFILES */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/**
 * Profiles (task types) that skip sets of phases by id or tag: the built-in ones, lookup by name,
 * and the phases a profile skips.
 */

/** Profiles every run knows. A phases file may define more, or override these by name. */
const BUILTIN_PROFILES = Object.freeze({
    docs: {
        skip: ['test', 'tests', 'e2e', 'integration', 'lint'],
        skipTags: ['test'],
        description: 'documentation-only change: skips tests and lint',
    },
    full: { skip: [], skipTags: [], description: 'runs every phase' },
});
/** Finds a profile by name among the built-in ones and `profiles` (which win on a name clash). */
function resolveProfile(name, profiles = {}, inputName = '--profile') {
    const all = { ...BUILTIN_PROFILES };
    for (const [k, v] of Object.entries(profiles))
        all[k] = v;
    const key = typeof name === 'string' ? name.trim() : '';
    if (key !== '' && Object.hasOwn(all, key))
        return { name: key, profile: all[key] };
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('unknown_profile', `unknown profile ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} (${inputName}): expected ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .listWords */ .yh)(Object.keys(all).sort())}`);
}
/** The phases a profile skips, by id or tag, each with the reason `profile <name>`. */
function profileSkips(resolved, phases) {
    const ids = new Set(resolved.profile.skip);
    const tags = new Set(resolved.profile.skipTags);
    const out = new Map();
    for (const phase of phases) {
        if (ids.has(phase.id) || (phase.tags ?? []).some((t) => tags.has(t))) {
            out.set(phase.id, `profile ${resolved.name}`);
        }
    }
    return out;
}


/***/ }),

/***/ 97922:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ manifestShaOf),
/* harmony export */   G2: () => (/* binding */ findCheckpoint),
/* harmony export */   S8: () => (/* binding */ rollbackTo),
/* harmony export */   em: () => (/* binding */ fileCheckpointOf),
/* harmony export */   vq: () => (/* binding */ createCheckpoint),
/* harmony export */   zW: () => (/* binding */ manifestLocation),
/* harmony export */   zo: () => (/* binding */ describeCheckpoints)
/* harmony export */ });
/* unused harmony exports stateDigest, latestPhase */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5595);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1332);
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5608);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/**
 * Checkpoints and rollback: taking a checkpoint of the phases and context (the store adds the
 * files), finding one by id or phase, and rolling the state back to it. Pure functions of the
 * state; the cap on checkpoints is in checkpoint-policy.ts.
 */






const LOCATION = /^snapshot:sha256:([0-9a-f]{64})$/;
/** The checkpoint `location` of a snapshot manifest stored as blob `sha`. */
function manifestLocation(sha) {
    return `snapshot:sha256:${sha}`;
}
/** The manifest digest in a checkpoint `location`, or undefined when it names none (state only). */
function manifestShaOf(location) {
    return location === undefined ? undefined : LOCATION.exec(location)?.[1];
}
/**
 * The checkpoint of a phase's record, when it holds files and what the phase completed (never the
 * outputs of a failed or cancelled try).
 */
function fileCheckpointOf(state, phase) {
    const id = state.phases[phase]?.checkpointId;
    const cp = id ? state.checkpoints.find((c) => c.id === id) : undefined;
    return cp && manifestShaOf(cp.location) && (0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.holdsCompletedPhase)(cp, phase) ? cp : undefined;
}
/**
 * The checkpoint with id `target`, else the newest checkpoint of phase `target` taken for a
 * phase_completed, user_request or scheduled reason (never an error_recovery, before_restart or
 * before_rollback one: those are reached by id). To resume from (`checkpoint:<phase>`), it
 * must also have been taken after the phase succeeded; a rollback also goes back to a checkpoint
 * a person took of the phase before it ran (`checkpoint --phase migrate`, then `run migrate`).
 */
function findCheckpoint(state, target, purpose = 'resume') {
    const byId = state.checkpoints.find((c) => c.id === target);
    if (byId)
        return byId;
    let newest;
    for (const c of state.checkpoints) {
        const fits = purpose === 'rollback'
            ? c.phase === target && _checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.COMPLETED_REASONS.has(c.reason)
            : (0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.holdsCompletedPhase)(c, target);
        if (!fits)
            continue;
        if (newest === undefined || (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(c.createdAt, newest.createdAt) >= 0)
            newest = c;
    }
    return newest;
}
/** "cp-1 (build), cp-2 (test)" for error messages; "none" when there are none. */
function describeCheckpoints(state, max = 20) {
    if (state.checkpoints.length === 0)
        return 'none (this state has no checkpoints)';
    const shown = state.checkpoints
        .slice(-max)
        .map((c) => `${c.id}${c.phase !== undefined ? ` (${c.phase})` : ''}`);
    const more = state.checkpoints.length > max ? ` and ${state.checkpoints.length - max} older` : '';
    return `${shown.join(', ')}${more}`;
}
/** sha256 of the canonical JSON of `{ phases, context }`: what a checkpoint's stateDigest holds. */
function stateDigest(phases, context) {
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .digestOf */ .ol)({ phases, context });
}
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
function checkId(id, what) {
    if (typeof id !== 'string' || id.length < 1 || id.length > 128 || CONTROL.test(id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} id ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is not valid: expected 1-128 printable characters`);
    }
    return id;
}
/**
 * Takes a checkpoint of the state's phases and context: a snapshot of them and their digest (the
 * store adds the files). A phase_completed or user_request checkpoint of a phase becomes that
 * phase record's checkpoint. A new checkpoint past the run's cap drops the oldest ones nothing
 * refers to (checkpoint-policy.ts). Returns the new state, the checkpoint and the ids of older
 * checkpoints the cap pruned.
 */
function createCheckpoint(state, options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const id = checkId(options.id ?? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .newId */ .Si)('cp', now), 'checkpoint');
    if (state.checkpoints.some((c) => c.id === id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} already exists: checkpoints are immutable, expected a new id`);
    }
    const reason = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .CheckpointReason */ .H.safeParse(options.reason);
    if (!reason.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint reason ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.reason)} is not valid: expected ${_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .CheckpointReason */ .H.options.join(', ')}`);
    }
    let phases = state.phases;
    if (options.phase !== undefined) {
        const phase = options.phase;
        const rec = Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
        if (rec === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(phase)} is not a recorded phase: expected one of ${Object.keys(state.phases).join(', ') || '(none yet)'}`);
        }
        if ((0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.linksPhaseRecord)(reason.data))
            phases = { ...state.phases, [phase]: { ...rec, checkpointId: id } };
    }
    const snapshot = structuredClone({ phases, context: state.context });
    const checkpoint = (0,_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .compact */ .o)({
        id,
        phase: options.phase,
        reason: reason.data,
        createdAt: now,
        attempt: state.origin.runAttempt,
        stateDigest: stateDigest(snapshot.phases, snapshot.context),
        snapshot,
        files: options.files ? options.files.map((f) => _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .FileEntry */ .jL.parse(f)) : [],
        globs: options.globs ? [...options.globs] : [],
        captures: options.captures ? options.captures.map((c) => _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .ExternalCapture */ .gd.parse(c)) : [],
        location: options.location,
        skipped: options.skipped,
    });
    const next = {
        ...state,
        phases,
        checkpoints: [...state.checkpoints, checkpoint],
        updatedAt: (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, state.createdAt),
    };
    const capped = (0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.pruneCheckpoints)(next, (0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.effectivePolicy)(next).max, [id, ...(options.keep ?? [])]);
    return { state: capped.state, checkpoint, pruned: capped.pruned };
}
/** The latest phase reached: the one started last (ties go to the later one in order). */
function latestPhase(state) {
    let best;
    let bestAt = '';
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.startedAt === undefined)
            continue;
        if (best === undefined || (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(rec.startedAt, bestAt) >= 0) {
            best = id;
            bestAt = rec.startedAt;
        }
    }
    return best;
}
/**
 * Rolls back to a checkpoint (by id) or to the newest checkpoint of a phase (`findCheckpoint`).
 * It restores the phases that had succeeded (or been skipped) when the checkpoint was taken and the
 * context, marks every phase that moved on since then `rolled_back`, records a RollbackEvent and
 * sets the run `rolled_back` (it goes on from there: the next phase that starts makes it `running`
 * again). Returns the new state and the event it recorded.
 *
 * Loop guard: rolling back between the same pair of phases (the latest phase reached, the
 * checkpoint's phase) is refused once `maxRollbacks` (default 3) events between them exist.
 */
function rollbackTo(state, target, options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const id = checkId(options.id ?? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .newId */ .Si)('rb', now), 'rollback');
    const max = options.maxRollbacks ?? 3;
    if (!Number.isInteger(max) || max < 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `maxRollbacks ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(max)} is not valid: expected a non-negative integer`);
    }
    const checkpoint = typeof target === 'string' ? findCheckpoint(state, target, 'rollback') : undefined;
    if (!checkpoint) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('unknown_checkpoint', `unknown rollback target ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(target)}: expected a checkpoint id or a phase with a checkpoint; available: ${describeCheckpoints(state)}`);
    }
    if (state.rollbackHistory.some((e) => e.id === id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `rollback ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} already exists: expected a new id`);
    }
    const from = latestPhase(state);
    const toPhase = checkpoint.phase;
    const earlier = state.rollbackHistory.filter((e) => e.from === from && e.toPhase === toPhase).length;
    if (earlier >= max) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('rollback_loop', `rollback from ${from ?? '(no phase)'} to ${toPhase ?? `checkpoint ${checkpoint.id}`} refused: already rolled back ${earlier} time${earlier === 1 ? '' : 's'} between these phases (limit ${max})`, { exitCode: 1 });
    }
    const snap = checkpoint.snapshot.phases;
    const phases = {};
    const rolledBack = [];
    for (const [pid, cur] of Object.entries(state.phases)) {
        const old = Object.hasOwn(snap, pid) ? snap[pid] : undefined;
        if (old !== undefined && (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(old) === (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(cur))
            phases[pid] = cur;
        else if (old !== undefined && (old.status === 'succeeded' || old.status === 'skipped')) {
            phases[pid] = structuredClone(old);
        }
        else if (cur.status === 'pending')
            phases[pid] = cur;
        else {
            const { checkpointId: _dropped, ...rest } = cur;
            phases[pid] = { ...rest, status: 'rolled_back' };
            rolledBack.push(pid);
        }
    }
    for (const [pid, old] of Object.entries(snap)) {
        if (!Object.hasOwn(phases, pid))
            phases[pid] = structuredClone(old);
    }
    const event = (0,_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .compact */ .o)({
        id,
        at: now,
        attempt: state.origin.runAttempt,
        from,
        checkpointId: checkpoint.id,
        toPhase,
        rolledBack,
        reason: options.reason === undefined ? undefined : (0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepHead */ .s)(options.reason, 1024),
    });
    const { endedAt: _e, pause: _p, error: _r, ...rest } = state;
    let resume = state.resume;
    if (resume) {
        const stillKept = (pid) => {
            const s = phases[pid]?.status;
            return s === 'succeeded' || s === 'skipped';
        };
        const lost = resume.skipped.filter((pid) => !stillKept(pid));
        if (lost.length > 0) {
            const lostMs = lost.reduce((sum, pid) => sum + (state.phases[pid]?.savedMs ?? 0), 0);
            resume = {
                ...resume,
                skipped: resume.skipped.filter(stillKept),
                redo: [...resume.redo, ...lost.filter((pid) => !resume?.redo.includes(pid))],
                savedMs: Math.max(0, resume.savedMs - lostMs),
            };
        }
    }
    const next = (0,_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .compact */ .o)({
        ...rest,
        status: 'rolled_back',
        phases,
        context: structuredClone(checkpoint.snapshot.context),
        rollbackHistory: [...state.rollbackHistory, event],
        resume,
        updatedAt: (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, state.createdAt),
    });
    return { state: next, event };
}


/***/ }),

/***/ 5608:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ keepTail),
/* harmony export */   s: () => (/* binding */ keepHead)
/* harmony export */ });
/** Strings cut to a length, for the bounded text fields of records (output tails, messages). */
/** The end of a string, at most `max` characters (for output tails). */
function keepTail(text, max) {
    return text.length > max ? text.slice(text.length - max) : text;
}
/** The start of a string, at most `max` characters (an ellipsis marks the cut). */
function keepHead(text, max) {
    return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}


/***/ })

};
