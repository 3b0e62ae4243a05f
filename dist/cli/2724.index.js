export const id = 2724;
export const ids = [2724,832];
export const modules = {

/***/ 95536:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ historyEntriesFor)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47141);
/**
 * History entries: one line for a finished attempt and one per phase, derived from its final state.
 * A run entry carries the run's last failure (also after a later success) and a phase entry how
 * many failures its record keeps, so a phase that needed re-runs is visible in history.
 * Queries and statistics over them live in src/history.
 */

function ms(from, to) {
    if (!from || !to)
        return 0;
    return Math.max(0, Date.parse(to) - Date.parse(from));
}
function historyEntriesFor(state) {
    const common = {
        schemaVersion: _schema_js__WEBPACK_IMPORTED_MODULE_0__/* .SCHEMA_VERSION */ .f$,
        runId: state.origin.runId,
        attempt: state.origin.runAttempt,
        repo: state.origin.repo,
        workflow: state.origin.workflow,
        job: state.origin.job,
        matrix: state.scope.matrix,
        ref: state.origin.ref,
        sha: state.origin.sha,
        stateId: state.id,
    };
    const phases = Object.entries(state.phases);
    const skipped = state.resume?.skipped ?? [];
    const attemptStart = state.resume?.plannedAt ??
        phases
            .map(([, r]) => r.startedAt)
            .filter((t) => !!t)
            .sort()[0] ??
        state.createdAt;
    const endedAt = state.endedAt ?? state.updatedAt;
    const failed = phases.find(([, r]) => r.status === 'failed' && r.attempt === common.attempt);
    const run = {
        ...common,
        kind: 'run',
        status: state.status,
        startedAt: attemptStart,
        endedAt,
        durationMs: ms(attemptStart, endedAt),
        phases: {
            total: phases.length,
            succeeded: phases.filter(([, r]) => r.status === 'succeeded').length,
            failed: phases.filter(([, r]) => r.status === 'failed').length,
            skipped: phases.filter(([, r]) => r.status === 'skipped').length + skipped.length,
            rolledBack: phases.filter(([, r]) => r.status === 'rolled_back').length,
        },
        resumed: skipped.length > 0,
        skipped,
        savedMs: state.resume?.savedMs ?? 0,
    };
    if (state.resume?.resumeFrom)
        run.resumeFrom = state.resume.resumeFrom;
    if (failed)
        run.error = `${failed[0]}: ${failed[1].error ?? 'failed'}`.slice(0, 4096);
    else if (state.status === 'failed' && state.error)
        run.error = state.error;
    // Kept when this attempt completed after it: how a run that failed before was recovered.
    if (state.lastFailure)
        run.lastFailure = state.lastFailure;
    const lines = [run];
    for (const [id, rec] of phases) {
        const reused = skipped.includes(id) || rec.attempt !== common.attempt;
        const entry = {
            ...common,
            kind: 'phase',
            phase: id,
            status: reused && rec.status === 'succeeded' ? 'skipped' : rec.status,
            producedBy: rec.attempt,
            durationMs: reused ? 0 : (rec.durationMs ?? 0),
            savedMs: reused ? (rec.savedMs ?? rec.durationMs ?? 0) : 0,
        };
        if (!reused) {
            if (rec.startedAt)
                entry.startedAt = rec.startedAt;
            if (rec.endedAt)
                entry.endedAt = rec.endedAt;
            if (rec.exitCode !== undefined)
                entry.exitCode = rec.exitCode;
            if (rec.error)
                entry.error = rec.error;
        }
        if (rec.failures?.length)
            entry.failures = rec.failures.length;
        lines.push(entry);
    }
    return lines;
}


/***/ }),

/***/ 62724:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* reexport safe */ _schema_js__WEBPACK_IMPORTED_MODULE_1__.Eo),
/* harmony export */   OD: () => (/* reexport safe */ _canonical_js__WEBPACK_IMPORTED_MODULE_3__.OD),
/* harmony export */   a3: () => (/* reexport safe */ _duration_js__WEBPACK_IMPORTED_MODULE_21__.a),
/* harmony export */   eM: () => (/* reexport safe */ _migrate_js__WEBPACK_IMPORTED_MODULE_5__.eM)
/* harmony export */ });
/* harmony import */ var _zod_builders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58451);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47141);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8005);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13930);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22720);
/* harmony import */ var _migrate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(62589);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(14372);
/* harmony import */ var _transitions_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75324);
/* harmony import */ var _run_transitions_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(24540);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1607);
/* harmony import */ var _attempt_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(56509);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3136);
/* harmony import */ var _strategy_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(93023);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(88952);
/* harmony import */ var _phase_list_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(42040);
/* harmony import */ var _phases_file_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(84441);
/* harmony import */ var _side_effects_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(40710);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(28619);
/* harmony import */ var _rollback_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(97922);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(7195);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(70171);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(41634);
/* harmony import */ var _init_js__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(5980);
/* harmony import */ var _decide_js__WEBPACK_IMPORTED_MODULE_23__ = __webpack_require__(8942);
/* harmony import */ var _checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_24__ = __webpack_require__(5595);
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_25__ = __webpack_require__(95536);
/** The pure core of ci-state: data model, rules and helpers. No I/O, no clock. */
 // the schemas' zod (see zod.ts)






























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


/***/ }),

/***/ 1607:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ getContext),
/* harmony export */   o: () => (/* binding */ setContext)
/* harmony export */ });
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47141);
/* harmony import */ var _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91753);
/**
 * The run's context: user JSON data read and written at dotted key paths, without prototype keys.
 */





function contextPath(key) {
    const parts = typeof key === 'string' ? key.split('.') : [];
    const ok = typeof key === 'string' &&
        key.length <= 1024 &&
        parts.every((p) => p !== '' && p.length <= 256 && !_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .FORBIDDEN_KEYS */ .p5.has(p));
    if (!ok) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `context key ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(key)} is not valid: expected dot-separated names (not "__proto__", "constructor" or "prototype"), e.g. build.version`);
    }
    return parts;
}
/**
 * Sets a value in the run's context at a dotted key path (`a.b.c`), creating objects on the way.
 * `undefined` removes the key. The value must be JSON data without prototype keys.
 */
function setContext(state, key, value, now) {
    const parts = contextPath(key);
    if (value !== undefined) {
        const scan = (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .scanForbiddenKeys */ .Ph)(value);
        if (scan.forbidden.length > 0 || scan.tooDeep !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `context value for ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(key)} is not allowed: ${scan.forbidden.length > 0 ? `it has prototype keys at ${scan.forbidden.join(', ')}` : 'it nests too deep'}`);
        }
        const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .JsonValue */ .es.safeParse(value);
        if (!parsed.success) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `context value for ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(key)} is not JSON data: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues).join('; ')}`);
        }
        value = structuredClone(parsed.data);
    }
    const set = (obj, i) => {
        const k = parts[i];
        const out = { ...obj };
        if (i === parts.length - 1) {
            if (value === undefined)
                delete out[k];
            else
                out[k] = value;
            return out;
        }
        const child = Object.hasOwn(obj, k) ? obj[k] : undefined;
        if (child !== undefined && !(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isPlainObject */ .Qd)(child)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `context key ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(key)} cannot be set: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(parts.slice(0, i + 1).join('.'))} holds ${Array.isArray(child) ? 'an array' : child === null ? 'null' : `a ${typeof child}`}, not an object`);
        }
        if (child === undefined && value === undefined)
            return out;
        out[k] = set(child ?? {}, i + 1);
        return out;
    };
    const context = set(state.context, 0);
    const next = { ...state, context };
    return now === undefined ? next : { ...next, updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)(state, (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now)) };
}
/** The value at a dotted key path of the run's context (undefined when absent). */
function getContext(state, key) {
    const parts = contextPath(key);
    let cur = state.context;
    for (const p of parts) {
        if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isPlainObject */ .Qd)(cur) || !Object.hasOwn(cur, p))
            return undefined;
        cur = cur[p];
    }
    return cur;
}


/***/ }),

/***/ 14372:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ validateState)
/* harmony export */ });
/* unused harmony export checkInvariants */
/* harmony import */ var _migrate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62589);
/**
 * Validation of any state document: every schema error and every invariant violation, listed.
 *
 * Invariants (beyond the schema):
 * - a phase has one status; a `succeeded` phase has no error and exit code 0 (or none);
 * - a `failed` phase has an error; `succeeded` and `failed` phases have an end time; a `running`
 *   phase has a start time and no end time; a start time is never after the end time;
 *   `running`, `succeeded` and `failed` phases were started at least once; `skipped` has a reason;
 * - a record's attempt is not after the run's attempt (origin.runAttempt);
 * - requirements name phases that are declared or recorded (and not the phase itself); declared
 *   ids are unique;
 * - the run status follows from the phases: `completed` needs an end time and no failed or running
 *   phase; `failed` needs an end time and a failed phase or a run error; `pending`, `running` and
 *   `paused` have no end time; no phase runs while the run is paused, completed or failed; `paused`
 *   goes with `pause` (and only it); `rolled_back` needs a rollback event;
 * - createdAt <= updatedAt, createdAt <= endedAt;
 * - checkpoint ids are unique, their phase is known, their attempt not after the run's;
 * - rollback event ids are unique, rolled-back phases are known;
 * - resume: skipped phases are succeeded or skipped records, skipped and redo do not overlap, and
 *   the restored attempt is before the current one.
 */

const t = (iso) => Date.parse(iso);
/** Every invariant violation of a schema-valid state, as `path: message` lines. */
function checkInvariants(state) {
    const errors = [];
    const add = (path, msg) => {
        errors.push(`${path}: ${msg}`);
    };
    const run = state.origin.runAttempt;
    const declaredIds = new Set();
    state.declared.forEach((d, i) => {
        if (declaredIds.has(d.id))
            add(`declared[${i}].id`, `phase ${d.id} is declared twice`);
        declaredIds.add(d.id);
    });
    const known = (id) => declaredIds.has(id) || Object.hasOwn(state.phases, id);
    state.declared.forEach((d, i) => {
        for (const r of d.requires) {
            if (r === d.id)
                add(`declared[${i}].requires`, `phase ${d.id} requires itself`);
            else if (!declaredIds.has(r))
                add(`declared[${i}].requires`, `requires ${r}, which is not declared`);
        }
    });
    let anyFailed = false;
    let anyRunning = false;
    for (const [id, p] of Object.entries(state.phases)) {
        const at = `phases.${id}`;
        if (p.status === 'failed')
            anyFailed = true;
        if (p.status === 'running')
            anyRunning = true;
        if (p.attempt > run)
            add(`${at}.attempt`, `attempt ${p.attempt} is after the run's attempt ${run}`);
        if (p.status === 'succeeded') {
            if (p.error !== undefined)
                add(`${at}.error`, 'a succeeded phase has no error');
            if (p.exitCode !== undefined && p.exitCode !== 0) {
                add(`${at}.exitCode`, `a succeeded phase exits with 0, not ${p.exitCode}`);
            }
        }
        if (p.status === 'failed' && (p.error === undefined || p.error.trim() === '')) {
            add(`${at}.error`, 'a failed phase needs an error');
        }
        if ((p.status === 'succeeded' || p.status === 'failed') && p.endedAt === undefined) {
            add(`${at}.endedAt`, `a ${p.status} phase needs an end time`);
        }
        if (p.status === 'running') {
            if (p.startedAt === undefined)
                add(`${at}.startedAt`, 'a running phase needs a start time');
            if (p.endedAt !== undefined)
                add(`${at}.endedAt`, 'a running phase has no end time');
        }
        if ((p.status === 'running' || p.status === 'succeeded' || p.status === 'failed') &&
            p.attempts < 1) {
            add(`${at}.attempts`, `a ${p.status} phase was started at least once`);
        }
        if (p.status === 'skipped' && (p.reason === undefined || p.reason.trim() === '')) {
            add(`${at}.reason`, 'a skipped phase needs a reason');
        }
        if (p.startedAt !== undefined && p.endedAt !== undefined && t(p.startedAt) > t(p.endedAt)) {
            add(`${at}.endedAt`, `ends (${p.endedAt}) before it starts (${p.startedAt})`);
        }
        for (const r of p.requires) {
            if (r === id)
                add(`${at}.requires`, `phase ${id} requires itself`);
            else if (!known(r))
                add(`${at}.requires`, `requires ${r}, which is neither declared nor recorded`);
        }
    }
    // Run status.
    const s = state.status;
    if (s === 'completed') {
        if (state.endedAt === undefined)
            add('endedAt', 'a completed run needs an end time');
        if (anyFailed)
            add('status', 'a run with a failed phase cannot be completed');
        if (state.error !== undefined)
            add('status', 'a run with an error cannot be completed');
    }
    if (s === 'failed') {
        if (state.endedAt === undefined)
            add('endedAt', 'a failed run needs an end time');
        if (!anyFailed && state.error === undefined)
            add('status', 'a failed run needs a failed phase or an error');
    }
    if ((s === 'pending' || s === 'running' || s === 'paused') && state.endedAt !== undefined) {
        add('endedAt', `a ${s} run has no end time`);
    }
    if (anyRunning && (s === 'completed' || s === 'failed' || s === 'paused' || s === 'pending')) {
        add('status', `no phase runs while the run is ${s}`);
    }
    if (s === 'paused' && state.pause === undefined)
        add('pause', 'a paused run needs a pause reason');
    if (s !== 'paused' && state.pause !== undefined)
        add('pause', `a ${s} run is not paused`);
    if (s === 'rolled_back' && state.rollbackHistory.length === 0) {
        add('rollbackHistory', 'a rolled_back run needs a rollback event');
    }
    if (t(state.createdAt) > t(state.updatedAt))
        add('updatedAt', 'is before createdAt');
    if (state.endedAt !== undefined && t(state.createdAt) > t(state.endedAt)) {
        add('endedAt', 'is before createdAt');
    }
    // Checkpoints and rollbacks.
    const cpIds = new Set();
    state.checkpoints.forEach((c, i) => {
        if (cpIds.has(c.id))
            add(`checkpoints[${i}].id`, `checkpoint id ${c.id} is not unique`);
        cpIds.add(c.id);
        if (c.phase !== undefined && !known(c.phase)) {
            add(`checkpoints[${i}].phase`, `phase ${c.phase} is neither declared nor recorded`);
        }
        if (c.attempt > run)
            add(`checkpoints[${i}].attempt`, `attempt ${c.attempt} is after the run's attempt ${run}`);
    });
    const rbIds = new Set();
    state.rollbackHistory.forEach((e, i) => {
        if (rbIds.has(e.id))
            add(`rollbackHistory[${i}].id`, `rollback id ${e.id} is not unique`);
        rbIds.add(e.id);
        for (const id of e.rolledBack) {
            if (!known(id))
                add(`rollbackHistory[${i}].rolledBack`, `phase ${id} is neither declared nor recorded`);
        }
        if (e.attempt > run)
            add(`rollbackHistory[${i}].attempt`, `attempt ${e.attempt} is after the run's attempt ${run}`);
    });
    // Resume.
    const r = state.resume;
    if (r) {
        if (r.fromAttempt >= run) {
            add('resume.fromAttempt', `attempt ${r.fromAttempt} is not before the run's attempt ${run}`);
        }
        const redo = new Set(r.redo);
        for (const id of r.skipped) {
            const rec = Object.hasOwn(state.phases, id) ? state.phases[id] : undefined;
            if (rec === undefined)
                add('resume.skipped', `phase ${id} is skipped but not recorded`);
            else if (rec.status !== 'succeeded' && rec.status !== 'skipped') {
                add('resume.skipped', `phase ${id} is skipped but its record is ${rec.status}`);
            }
            if (redo.has(id))
                add('resume.redo', `phase ${id} is both skipped and redone`);
        }
    }
    return errors;
}
/**
 * Validates a raw document (any supported version, migrated first): every schema error, or, when
 * the schema holds, every invariant violation.
 */
function validateState(raw) {
    const result = (0,_migrate_js__WEBPACK_IMPORTED_MODULE_0__/* .checkStateDocument */ .xc)(raw);
    if (!result.ok)
        return { ok: false, errors: result.errors };
    const errors = checkInvariants(result.state);
    if (errors.length > 0)
        return { ok: false, errors };
    return { ok: true, state: result.state, errors: [] };
}


/***/ }),

/***/ 58451:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  builders: () => (/* binding */ builders)
});

// NAMESPACE OBJECT: ./node_modules/zod/v4/classic/iso.js
var iso_namespaceObject = {};
__webpack_require__.r(iso_namespaceObject);
__webpack_require__.d(iso_namespaceObject, {
  ZodISODate: () => (schemas/* ZodISODate */.Brp),
  ZodISODateTime: () => (schemas/* ZodISODateTime */.You),
  ZodISODuration: () => (schemas/* ZodISODuration */.$A2),
  ZodISOTime: () => (schemas/* ZodISOTime */.WV4),
  date: () => (date),
  datetime: () => (datetime),
  duration: () => (duration),
  time: () => (time)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(43759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(schemas/* ZodISODateTime */.You, params);
}
function date(params) {
    return api/* _isoDate */.db(schemas/* ZodISODate */.Brp, params);
}
function time(params) {
    return api/* _isoTime */.Kn(schemas/* ZodISOTime */.WV4, params);
}
function duration(params) {
    return api/* _isoDuration */.f2(schemas/* ZodISODuration */.$A2, params);
}

// EXTERNAL MODULE: ./.build/core/zod-slot.js
var zod_slot = __webpack_require__(41194);
;// CONCATENATED MODULE: ./.build/core/zod-builders.js
/**
 * Loads zod for the core's schemas (see zod.ts): importing this module is what makes them usable.
 * The builders are named one by one so that a bundle leaves out the rest of zod (its messages in
 * other languages are half of it); a schema that needs another builder adds it here.
 */


const builders = {
    array: schemas/* array */.YOg,
    boolean: schemas/* boolean */.zMY,
    discriminatedUnion: schemas/* discriminatedUnion */.gMt,
    enum: schemas/* enum */.k5n,
    iso: iso_namespaceObject,
    lazy: schemas/* lazy */.RZV,
    literal: schemas/* literal */.euz,
    null: schemas/* null */.chJ,
    number: schemas/* number */.aig,
    record: schemas/* record */.g1P,
    strictObject: schemas/* strictObject */.rej,
    string: schemas/* string */.YjP,
    union: schemas/* union */.KCZ,
    unknown: schemas/* unknown */.L5J,
};
(0,zod_slot/* useBuilders */.s)(builders);


/***/ })

};
