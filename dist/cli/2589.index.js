export const id = 2589;
export const ids = [2589];
export const modules = {

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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47141);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13930);
/* harmony import */ var _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82437);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49957);






/** The oldest schemaVersion this code can migrate from. */
const OLDEST_SCHEMA_VERSION = 1;
/** Default cap on the size of a state document's JSON text (characters). */
const MAX_STATE_CHARS = 128 * 1024 * 1024;
/** How many issues a thrown message lists before "and N more" (CiStateError.details has all). */
const MAX_LISTED = 200;
const Timestamp = (0,_zod_js__WEBPACK_IMPORTED_MODULE_5__/* .schema */ .wQ)((z) => z.iso.datetime({ offset: true }));
const PhaseV1 = (0,_zod_js__WEBPACK_IMPORTED_MODULE_5__/* .schema */ .wQ)((z) => z.strictObject({
    name: z.string().max(64),
    status: z.enum(['pending', 'running', 'succeeded', 'failed', 'skipped']),
    attempt: z.number().int().positive().optional(),
    attempts: z.number().int().nonnegative().optional(),
    startedAt: Timestamp.optional(),
    finishedAt: Timestamp.optional(),
    exitCode: z.number().int().optional(),
    error: z.string().max(4096).optional(),
    output: z.string().max(65_536).optional(),
    skipReason: z.string().max(1024).optional(),
    sideEffect: z.boolean().optional(),
    requires: z.array(z.string().max(64)).optional(),
    inputsHash: z.string().optional(),
    outputs: z.array(z.string().max(1024)).max(1000).optional(),
}));
/** The schemaVersion 1 document (see the comment at the top of this file). */
const StateV1 = (0,_zod_js__WEBPACK_IMPORTED_MODULE_5__/* .schema */ .wQ)((z) => z.strictObject({
    schemaVersion: z.literal(1),
    id: z.string().min(1).max(128),
    scope: z.strictObject({
        repo: z.string().max(256),
        workflow: z.string().min(1).max(256),
        job: z.string().max(256),
        matrix: z.string().max(1024).optional(),
        ref: z.string().max(512),
    }),
    origin: z.strictObject({
        repo: z.string().max(256),
        workflow: z.string().max(256),
        job: z.string().max(256),
        runId: z.string().max(64),
        sha: z.string().max(64),
        ref: z.string().max(512),
        event: z.string().max(64),
        actor: z.string().max(256),
    }),
    runAttempt: z.number().int().positive(),
    status: z.enum(['pending', 'running', 'paused', 'failed', 'completed']),
    phases: z.array(PhaseV1).max(10_000),
    context: z.record(_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SafeKey */ .Iq, _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonValue */ .es).optional(),
    pausedReason: z.string().max(1024).optional(),
    pausedAt: Timestamp.optional(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    finishedAt: Timestamp.optional(),
    toolVersion: z.string().max(64).optional(),
}));
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
    // The generated validator accepts exactly what the schema does (and parses it the same way)
    // without building the schemas; what it refuses, zod checks again and words issue by issue.
    const fast = (0,_state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__/* .validateRunState */ .p2)(doc);
    if (fast !== _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__/* .INVALID */ .uY)
        return { ok: true, state: fast, fromVersion: version };
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


/***/ })

};
