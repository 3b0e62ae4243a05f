export const id = 589;
export const ids = [589];
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
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47141);
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
 * sorted: about twice as fast as a walk in JavaScript on a manifest of 20,000 entries (19 against
 * 38-50 ms here). An object with a key that looks like an array index cannot be copied in sorted
 * order (the engine lists such keys first, in numeric order), nor can a key "__proto__", and
 * cycles and bigints must be refused with our own error: those go through `walkCanonical`, which
 * gives the same text.
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

/***/ 62589:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ parseHistoryEntry),
/* harmony export */   L9: () => (/* binding */ checkUntrustedJson),
/* harmony export */   eM: () => (/* binding */ parseStateDocument),
/* harmony export */   j2: () => (/* binding */ parseStateJson),
/* harmony export */   xc: () => (/* binding */ checkStateDocument)
/* harmony export */ });
/* unused harmony exports OLDEST_SCHEMA_VERSION, MAX_STATE_CHARS, StateV1, migrateV1toV2, parseJsonText, serializeState */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64377);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(92857);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47141);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13930);
/**
 * Reading persisted state documents: the prototype-key scan, the version gate, the migration chain
 * and the strict schema parse. Everything read from disk, a cache entry or an artifact goes through
 * `parseStateDocument` (or `parseStateJson`), which either returns a schema-valid current RunState or
 * throws one CiStateError that lists every problem. A document is never half-loaded.
 *
 * ## schemaVersion 1 (the earlier on-disk shape)
 *
 * ```jsonc
 * {
 *   "schemaVersion": 1,
 *   "id": "run-…",
 *   "scope": { "repo", "workflow", "job", "matrix"?, "ref" },
 *   "origin": { "repo", "workflow", "job", "runId", "sha", "ref", "event", "actor" }, // no runAttempt
 *   "runAttempt": 2,                        // moved into origin in v2
 *   "status": "pending" | "running" | "paused" | "failed" | "completed",   // no rolled_back
 *   "phases": [                             // an ARRAY in run order (a record keyed by id in v2)
 *     { "name": "build", "status": "pending" | "running" | "succeeded" | "failed" | "skipped",
 *       "attempt"?: 1, "attempts"?: 1, "startedAt"?, "finishedAt"?,  // finishedAt -> endedAt
 *       "exitCode"?, "error"?, "output"?,    // one combined output tail -> stdoutTail
 *       "skipReason"?,                       // -> reason
 *       "sideEffect"?, "requires"?, "inputsHash"?, "outputs"? }
 *   ],
 *   "context"?: { … },
 *   "pausedReason"?, "pausedAt"?,           // -> pause { reason, at }
 *   "createdAt", "updatedAt", "finishedAt"?, // finishedAt -> endedAt
 *   "toolVersion"?                           // -> metadata.toolVersion
 * }
 * ```
 *
 * v1 had no declared phases, profiles, checkpoints, rollbacks, resume info or revision counter
 * (`seq`); the migration fills their empty defaults. A phase's `attempt` defaults to the run's
 * attempt, `attempts` to 1 for a phase that started (running, succeeded, failed) and 0 otherwise,
 * `durationMs` is computed from the start and end times, and a skipped phase without a reason gets
 * "skipped". Duplicate phase names cannot become record keys and are refused.
 *
 * Note: phase order is the key order of the `phases` record. JavaScript orders integer-like keys
 * ("1", "20") first, so phases named by bare integers lose their run order unless declared.
 */





/** The oldest schemaVersion this code can migrate from. */
const OLDEST_SCHEMA_VERSION = 1;
/** Default cap on the size of a state document's JSON text (characters). */
const MAX_STATE_CHARS = 128 * 1024 * 1024;
/** How many issues a thrown message lists before "and N more" (CiStateError.details has all). */
const MAX_LISTED = 200;
const Timestamp = zod__WEBPACK_IMPORTED_MODULE_4__/* .datetime */ .w$({ offset: true });
const PhaseV1 = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(64),
    status: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['pending', 'running', 'succeeded', 'failed', 'skipped']),
    attempt: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive().optional(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nonnegative().optional(),
    startedAt: Timestamp.optional(),
    finishedAt: Timestamp.optional(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(4096).optional(),
    output: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(65_536).optional(),
    skipReason: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(1024).optional(),
    sideEffect: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().optional(),
    requires: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(64)).optional(),
    inputsHash: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    outputs: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(1024)).max(1000).optional(),
});
/** The schemaVersion 1 document (see the comment at the top of this file). */
const StateV1 = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(1),
    id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1).max(128),
    scope: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        repo: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(256),
        workflow: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1).max(256),
        job: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(256),
        matrix: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(1024).optional(),
        ref: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(512),
    }),
    origin: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        repo: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(256),
        workflow: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(256),
        job: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(256),
        runId: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(64),
        sha: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(64),
        ref: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(512),
        event: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(64),
        actor: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(256),
    }),
    runAttempt: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive(),
    status: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['pending', 'running', 'paused', 'failed', 'completed']),
    phases: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(PhaseV1).max(10_000),
    context: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SafeKey */ .Iq, _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonValue */ .es).optional(),
    pausedReason: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(1024).optional(),
    pausedAt: Timestamp.optional(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    finishedAt: Timestamp.optional(),
    toolVersion: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(64).optional(),
});
/** Phase names used twice (checked on the raw document so it is reported with the other issues). */
function duplicateNamesV1(raw) {
    const phases = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Qd)(raw) ? raw['phases'] : undefined;
    if (!Array.isArray(phases))
        return [];
    const first = new Map();
    const issues = [];
    phases.forEach((phase, i) => {
        const name = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Qd)(phase) ? phase['name'] : undefined;
        if (typeof name !== 'string')
            return;
        const prev = first.get(name);
        if (prev === undefined)
            first.set(name, i);
        else {
            issues.push({
                path: ['phases', i, 'name'],
                message: `duplicate phase name ${JSON.stringify(name)} (also phases[${prev}])`,
            });
        }
    });
    return issues;
}
/** Sets only the defined values, so migrated documents carry no `undefined` keys. */
function defined(obj) {
    const out = {};
    for (const [k, v] of Object.entries(obj))
        if (v !== undefined)
            out[k] = v;
    return out;
}
/** The pure forward migration 1 -> 2. */
function migrateV1toV2(doc) {
    const phases = {};
    for (const p of doc.phases) {
        const started = p.status === 'running' || p.status === 'succeeded' || p.status === 'failed';
        const ended = p.status === 'succeeded' || p.status === 'failed';
        phases[p.name] = defined({
            status: p.status,
            attempt: p.attempt ?? doc.runAttempt,
            attempts: p.attempts ?? (started ? 1 : 0),
            startedAt: p.startedAt,
            endedAt: p.finishedAt,
            durationMs: ended && p.startedAt !== undefined && p.finishedAt !== undefined
                ? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_3__/* .msBetween */ .z4)(p.startedAt, p.finishedAt)
                : undefined,
            exitCode: p.exitCode,
            stdoutTail: p.output,
            error: p.error,
            reason: p.skipReason ?? (p.status === 'skipped' ? 'skipped' : undefined),
            inputsHash: p.inputsHash,
            outputs: p.outputs ?? [],
            sideEffect: p.sideEffect ?? false,
            conditional: false,
            requires: p.requires ?? [],
        });
    }
    return defined({
        schemaVersion: 2,
        id: doc.id,
        scope: { ...doc.scope, matrix: doc.scope.matrix ?? '' },
        origin: { ...doc.origin, runAttempt: doc.runAttempt },
        status: doc.status,
        phases: phases,
        declared: [],
        profiles: {},
        context: doc.context ?? {},
        checkpoints: [],
        rollbackHistory: [],
        pause: doc.pausedReason !== undefined
            ? { reason: doc.pausedReason, at: doc.pausedAt ?? doc.updatedAt }
            : undefined,
        createdAt: doc.createdAt,
        updatedAt: doc.updatedAt,
        endedAt: doc.finishedAt,
        seq: 0,
        metadata: { toolVersion: doc.toolVersion ?? '0.0.0' },
    });
}
/** MIGRATIONS.get(n) migrates version n to n + 1. */
const MIGRATIONS = new Map([
    [1, { schema: StateV1, check: duplicateNamesV1, up: migrateV1toV2 }],
]);
function fail(code, summary, errors = [summary]) {
    return { ok: false, code, errors, summary };
}
function describeType(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    return `a ${typeof value}`;
}
/** Refuses documents carrying prototype keys or nesting deeper than MAX_DEPTH. */
function checkUntrustedJson(raw, what) {
    const scan = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .scanForbiddenKeys */ .Ph)(raw, _paths_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DEPTH */ .lr);
    if (scan.forbidden.length > 0) {
        const listed = scan.forbidden.slice(0, 20).join(', ');
        const more = scan.forbidden.length > 20 ? ` and ${scan.forbidden.length - 20} more` : '';
        return fail('forbidden_key', `refused: keys "__proto__", "constructor" and "prototype" are not allowed in ${what}; found at ${listed}${more}`, scan.forbidden.map((p) => `${p}: key not allowed`));
    }
    if (scan.tooDeep !== undefined) {
        return fail('invalid_state', `refused: ${what} nests deeper than ${_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DEPTH */ .lr} levels (at ${scan.tooDeep})`);
    }
    return undefined;
}
/** Issues as one summary line: every issue up to MAX_LISTED, then a count of the rest. */
function joinIssues(issues) {
    const listed = issues.slice(0, MAX_LISTED).join('; ');
    return issues.length > MAX_LISTED ? `${listed}; and ${issues.length - MAX_LISTED} more` : listed;
}
/**
 * Scans, version-checks, migrates and parses a raw document. Never throws for bad data: returns the
 * state or the list of problems.
 */
function checkStateDocument(raw) {
    if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Qd)(raw)) {
        return fail('invalid_state', `not a ci-state state document: expected a JSON object with a schemaVersion, got ${describeType(raw)}`);
    }
    const refused = checkUntrustedJson(raw, 'a state document');
    if (refused)
        return refused;
    const accepted = `expected an integer from ${OLDEST_SCHEMA_VERSION} to ${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}`;
    const version = raw['schemaVersion'];
    if (version === undefined)
        return fail('invalid_state', `schemaVersion is missing: ${accepted}`);
    if (typeof version !== 'number' || !Number.isInteger(version)) {
        return fail('invalid_state', `schemaVersion ${JSON.stringify(version)?.slice(0, 40) ?? String(version)} is not an integer: ${accepted}`);
    }
    if (version > _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$) {
        return fail('newer_schema', `schemaVersion ${version} is newer than this ci-state supports (${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}); upgrade ci-state to read it`);
    }
    if (version < OLDEST_SCHEMA_VERSION) {
        return fail('invalid_state', `schemaVersion ${version} is not known: ${accepted}`);
    }
    let doc = raw;
    for (let v = version; v < _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$; v++) {
        const step = MIGRATIONS.get(v);
        if (!step)
            return fail('invalid_state', `no migration from schemaVersion ${v}`);
        const parsed = step.schema.safeParse(doc);
        const extra = step.check ? step.check(doc) : [];
        if (!parsed.success || extra.length > 0) {
            const issues = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .og)([...(parsed.error?.issues ?? []), ...extra]);
            return fail('invalid_state', `not a valid ci-state state document (schemaVersion ${v}): ${joinIssues(issues)}`, issues);
        }
        doc = step.up(parsed.data);
    }
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .RunState */ .ll.safeParse(doc);
    if (!parsed.success) {
        const issues = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .og)(parsed.error.issues);
        const migrated = version < _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$ ? `, migrated from ${version}` : '';
        return fail('invalid_state', `not a valid ci-state state document (schemaVersion ${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}${migrated}): ${joinIssues(issues)}`, issues);
    }
    return { ok: true, state: parsed.data, fromVersion: version };
}
/**
 * Parses a raw (JSON-parsed, untrusted) state document of any supported version into the current
 * RunState. Throws a one-line CiStateError prefixed with `source` (a file name, a cache key) that
 * lists every problem; `details` carries each one.
 */
function parseStateDocument(raw, source) {
    const result = checkStateDocument(raw);
    if (result.ok)
        return result.state;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS(result.code, `${source}: ${result.summary}`, { details: result.errors });
}
/** JSON.parse with a one-line CiStateError naming the source on a syntax error or oversize text. */
function parseJsonText(text, source, options = {}) {
    const max = options.maxChars ?? MAX_STATE_CHARS;
    if (typeof text !== 'string') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_json', `${source}: expected JSON text, got ${describeType(text)}`);
    }
    if (text.length > max) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_json', `${source}: refused: ${text.length} characters is more than the ${max} accepted`);
    }
    try {
        return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_json', `${source}: not valid JSON: ${why.length > 200 ? `${why.slice(0, 200)}…` : why}`, { cause: err });
    }
}
/** Parses the JSON text of a state document (see parseStateDocument). */
function parseStateJson(text, source, options = {}) {
    return parseStateDocument(parseJsonText(text, source, options), source);
}
/** The JSON text ci-state writes for a state (2-space indent, trailing newline, key order kept). */
function serializeState(state) {
    return `${JSON.stringify(state, null, 2)}\n`;
}
/**
 * Parses one history line (already JSON-parsed): prototype-key scan, version gate, strict schema.
 * History entries have only ever had the current version.
 */
function parseHistoryEntry(raw, source) {
    if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Qd)(raw)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_state', `${source}: not a ci-state history entry: expected a JSON object, got ${describeType(raw)}`);
    }
    const refused = checkUntrustedJson(raw, 'a history entry');
    if (refused && !refused.ok) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS(refused.code, `${source}: ${refused.summary}`, {
            details: refused.errors,
        });
    }
    const version = raw['schemaVersion'];
    if (typeof version === 'number' && Number.isInteger(version) && version > _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('newer_schema', `${source}: schemaVersion ${version} is newer than this ci-state supports (${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}); upgrade ci-state to read it`);
    }
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .HistoryEntry */ .XF.safeParse(raw);
    if (!parsed.success) {
        const issues = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .og)(parsed.error.issues);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_state', `${source}: not a valid ci-state history entry: ${joinIssues(issues)}`, { details: issues });
    }
    return parsed.data;
}


/***/ }),

/***/ 22720:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ph: () => (/* binding */ scanForbiddenKeys),
/* harmony export */   Qd: () => (/* binding */ isPlainObject),
/* harmony export */   lr: () => (/* binding */ MAX_DEPTH),
/* harmony export */   og: () => (/* binding */ formatIssues)
/* harmony export */ });
/* unused harmony export formatPath */
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47141);
/**
 * Paths into documents, for error messages (`phases.build.status`, `checkpoints[0].id`,
 * `phases["a.b"].error`), and the scan for prototype keys that untrusted JSON must not carry.
 */

/** Formats a document path for a person: dots between identifiers, brackets otherwise. */
function formatPath(path) {
    let out = '';
    for (const seg of path) {
        if (typeof seg === 'number')
            out += `[${seg}]`;
        else if (typeof seg === 'symbol')
            out += `[${String(seg)}]`;
        else if (/^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(seg))
            out += out === '' ? seg : `.${seg}`;
        else
            out += `[${JSON.stringify(seg.length > 80 ? `${seg.slice(0, 80)}…` : seg)}]`;
    }
    return out === '' ? '(root)' : out;
}
/** One `path: message` line per issue, in zod's order. */
function formatIssues(issues) {
    return issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}
/** Default depth limit for untrusted documents (far beyond any real state document). */
const MAX_DEPTH = 64;
/**
 * Walks a JSON-like value (iteratively, so a deep or cyclic value cannot overflow the stack) and
 * collects the paths of prototype keys. Stops descending at `maxDepth`.
 */
function scanForbiddenKeys(raw, maxDepth = MAX_DEPTH) {
    const forbidden = [];
    let tooDeep;
    const stack = [{ value: raw, path: [] }];
    while (stack.length > 0) {
        const { value, path } = stack.pop();
        if (value === null || typeof value !== 'object')
            continue;
        if (path.length >= maxDepth) {
            tooDeep ??= formatPath(path);
            continue;
        }
        if (Array.isArray(value)) {
            for (let i = value.length - 1; i >= 0; i--)
                stack.push({ value: value[i], path: [...path, i] });
            continue;
        }
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
            const key = keys[i];
            if (_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_KEYS */ .p5.has(key))
                forbidden.push(formatPath([...path, key]));
            else
                stack.push({ value: value[key], path: [...path, key] });
        }
    }
    forbidden.sort();
    return tooDeep === undefined ? { forbidden } : { forbidden, tooDeep };
}
/** True for a plain JSON object (not an array, not null, not a class instance). */
function isPlainObject(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}


/***/ })

};
