export const id = 5595;
export const ids = [5595];
export const modules = {

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


/***/ })

};
