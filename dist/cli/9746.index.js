export const id = 9746;
export const ids = [9746];
export const modules = {

/***/ 99466:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ parseHistoryEntry),
/* harmony export */   L9: () => (/* binding */ checkUntrustedJson),
/* harmony export */   eM: () => (/* binding */ parseStateDocument),
/* harmony export */   j2: () => (/* binding */ parseStateJson),
/* harmony export */   xc: () => (/* binding */ checkStateDocument)
/* harmony export */ });
/* unused harmony exports MAX_STATE_CHARS, parseJsonText, serializeState */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48584);
/* harmony import */ var _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82437);
/**
 * Reading persisted documents: the prototype-key scan, the version gate (only the current
 * schemaVersion is read; any other is refused in one line) and the strict schema parse. Everything
 * read from disk, a cache entry or an artifact goes through `parseStateDocument` or
 * `parseStateJson`, history lines through `parseHistoryEntry`: a document is never half-loaded.
 */




/** Default cap on the size of a state document's JSON text (characters). */
const MAX_STATE_CHARS = 128 * 1024 * 1024;
/** How many issues a thrown message lists before "and N more" (CiStateError.details has all). */
const MAX_LISTED = 200;
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
 * What is wrong with a document's schemaVersion, if anything: missing, not an integer, newer than
 * this code (`newer_schema`) or any other version than the current one.
 */
function checkVersion(version) {
    const reads = `this ci-state reads schemaVersion ${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}`;
    if (version === undefined)
        return fail('invalid_state', `schemaVersion is missing: ${reads}`);
    if (typeof version !== 'number' || !Number.isInteger(version)) {
        return fail('invalid_state', `schemaVersion ${JSON.stringify(version)?.slice(0, 40) ?? String(version)} is not an integer: ${reads}`);
    }
    if (version > _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$) {
        return fail('newer_schema', `schemaVersion ${version} is newer than this ci-state supports (${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}); upgrade ci-state to read it`);
    }
    if (version !== _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$) {
        return fail('invalid_state', `schemaVersion ${version} is not supported: ${reads}`);
    }
    return undefined;
}
/**
 * Scans, version-checks and parses a raw document. Never throws for bad data: returns the state or
 * the list of problems.
 */
function checkStateDocument(raw) {
    if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Qd)(raw)) {
        return fail('invalid_state', `not a ci-state state document: expected a JSON object with a schemaVersion, got ${describeType(raw)}`);
    }
    const refused = checkUntrustedJson(raw, 'a state document') ?? checkVersion(raw['schemaVersion']);
    if (refused)
        return refused;
    // The generated validator accepts exactly what the schema does (and parses it the same way)
    // without building the schemas; what it refuses, zod checks again and words issue by issue.
    const fast = (0,_state_validator_generated_js__WEBPACK_IMPORTED_MODULE_3__/* .validateRunState */ .p2)(raw);
    if (fast !== _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_3__/* .INVALID */ .uY)
        return { ok: true, state: fast };
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .RunState */ .ll.safeParse(raw);
    if (!parsed.success) {
        const issues = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .og)(parsed.error.issues);
        return fail('invalid_state', `not a valid ci-state state document (schemaVersion ${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}): ${joinIssues(issues)}`, issues);
    }
    return { ok: true, state: parsed.data };
}
/**
 * Parses a raw (JSON-parsed, untrusted) state document of the current schemaVersion into a
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
 * Parses one history line (already JSON-parsed): prototype-key scan, version gate (as for a
 * state: only the current schemaVersion), strict schema.
 */
function parseHistoryEntry(raw, source) {
    if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Qd)(raw)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_state', `${source}: not a ci-state history entry: expected a JSON object, got ${describeType(raw)}`);
    }
    const refused = checkUntrustedJson(raw, 'a history entry') ?? checkVersion(raw['schemaVersion']);
    if (refused && !refused.ok) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS(refused.code, `${source}: ${refused.summary}`, {
            details: refused.errors,
        });
    }
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .HistoryEntry */ .XF.safeParse(raw);
    if (!parsed.success) {
        const issues = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .og)(parsed.error.issues);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_state', `${source}: not a valid ci-state history entry: ${joinIssues(issues)}`, { details: issues });
    }
    return parsed.data;
}


/***/ }),

/***/ 41634:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ formatDuration)
/* harmony export */ });
/** How a duration reads in the CLI, the reports and the history: one short string. */
/** "350ms", "1.2s", "12.3s", "4m12s", "1h02m". Negative or non-finite values read as "0ms". */
function formatDuration(ms) {
    if (!Number.isFinite(ms) || ms < 0)
        return '0ms';
    if (ms < 999.5)
        return `${Math.round(ms)}ms`;
    if (ms < 59_950)
        return `${(ms / 1000).toFixed(1)}s`;
    const totalSeconds = Math.round(ms / 1000);
    if (totalSeconds < 3600) {
        return `${Math.floor(totalSeconds / 60)}m${String(totalSeconds % 60).padStart(2, '0')}s`;
    }
    const totalMinutes = Math.round(ms / 60_000);
    return `${Math.floor(totalMinutes / 60)}h${String(totalMinutes % 60).padStart(2, '0')}m`;
}


/***/ }),

/***/ 59813:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ abandonedEntriesFor),
/* harmony export */   g: () => (/* binding */ historyEntriesFor)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48584);
/**
 * History entries (the lines of the history log, see src/history/): one for a finished attempt and
 * one per phase, derived from its final state.
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
/**
 * The history of an attempt that never finished, because attempt `next` began over it (`ci-state
 * init` after a job that was killed or never ran `finish`): its entries as they stand, the run's
 * status `abandoned`, ended at its last recorded change. Phases it left running stay `running`.
 */
function abandonedEntriesFor(state, next) {
    const [first, ...rest] = historyEntriesFor(state);
    const run = first;
    const running = Object.entries(state.phases)
        .filter(([, r]) => r.status === 'running')
        .map(([id]) => id);
    const why = `abandoned: attempt ${next} began before attempt ${run.attempt} finished${running.length ? ` (${running.join(', ')} was running)` : ''}`;
    const error = (run.error ? `${why}; ${run.error}` : why).slice(0, 4096);
    return [{ ...run, status: 'abandoned', error }, ...rest];
}


/***/ }),

/***/ 7195:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nu: () => (/* binding */ replayJournal),
/* harmony export */   Wo: () => (/* binding */ JournalEntry),
/* harmony export */   gH: () => (/* binding */ diffJson)
/* harmony export */ });
/* unused harmony exports JsonPatchOp, diffStates, journalEntry */
/* harmony import */ var fast_json_patch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25952);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49957);
/**
 * A journal of state changes as RFC 6902 JSON Patch (fast-json-patch). Each entry holds the
 * operations from one revision to the next; replaying every entry on `{}` rebuilds the document.
 * Entries are untrusted on read: they are schema-checked, paths into prototypes are refused and
 * fast-json-patch validates each operation against the document.
 */





const Pointer = (0,_zod_js__WEBPACK_IMPORTED_MODULE_4__/* .schema */ .wQ)((z) => z
    .string()
    .max(4096)
    .refine((p) => p === '' || p.startsWith('/'), 'a JSON pointer is "" or starts with "/"')
    .refine((p) => !p
    .split('/')
    .slice(1)
    .some((seg) => _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .FORBIDDEN_KEYS */ .p5.has(seg.replace(/~1/g, '/').replace(/~0/g, '~'))), 'a path into "__proto__", "constructor" or "prototype" is not allowed'));
const JsonPatchOp = (0,_zod_js__WEBPACK_IMPORTED_MODULE_4__/* .schema */ .wQ)((z) => z.discriminatedUnion('op', [
    z.strictObject({ op: z.literal('add'), path: Pointer, value: z.unknown() }),
    z.strictObject({ op: z.literal('remove'), path: Pointer }),
    z.strictObject({ op: z.literal('replace'), path: Pointer, value: z.unknown() }),
    z.strictObject({ op: z.literal('move'), path: Pointer, from: Pointer }),
    z.strictObject({ op: z.literal('copy'), path: Pointer, from: Pointer }),
    z.strictObject({ op: z.literal('test'), path: Pointer, value: z.unknown() }),
]));
const JournalEntry = (0,_zod_js__WEBPACK_IMPORTED_MODULE_4__/* .schema */ .wQ)((z) => z.strictObject({
    seq: z.number().int().nonnegative(),
    at: z.iso.datetime({ offset: true }),
    ops: z.array(JsonPatchOp).max(1_000_000),
}));
/** Plain JSON copy (drops undefined, as the persisted document would). */
function plain(value) {
    return value === undefined ? {} : JSON.parse(JSON.stringify(value));
}
/** The operations that turn `prev` (or `{}` when undefined) into `next`. */
function diffStates(prev, next) {
    return jsonpatch.compare(plain(prev), plain(next));
}
function isObjectLike(value) {
    return typeof value === 'object' && value !== null;
}
function escapePointer(key) {
    return key.includes('~') || key.includes('/')
        ? key.replace(/~/g, '~0').replace(/\//g, '~1')
        : key;
}
/**
 * The operations that turn the JSON document `prev` (or `{}` when undefined) into `next`, the same
 * operations `diffStates` computes (fast-json-patch's algorithm: removals and replacements walking
 * the old keys from the last, then additions in the new order), without first copying both
 * documents. Both must be JSON data (plain objects, arrays, strings, finite numbers, booleans,
 * null); a member whose value is undefined counts as absent, as it would once serialized.
 * `unchanged(pointer)` may name subtrees known to be equal on both sides: they are not walked.
 * Operation values are not copied: serialize the operations before changing `next`.
 */
function diffJson(prev, next, unchanged) {
    const ops = [];
    const from = prev === undefined ? {} : prev;
    if (isObjectLike(from) && isObjectLike(next) && Array.isArray(from) === Array.isArray(next)) {
        generate(from, next, '', ops, unchanged);
    }
    else if (from !== next) {
        ops.push({ op: 'replace', path: '', value: next });
    }
    return ops;
}
function generate(a, b, path, ops, unchanged) {
    if (a === b)
        return;
    const oldKeys = Object.keys(a);
    for (let t = oldKeys.length - 1; t >= 0; t--) {
        const key = oldKeys[t];
        const oldVal = a[key];
        if (oldVal === undefined)
            continue;
        const pointer = `${path}/${escapePointer(key)}`;
        const newVal = Object.hasOwn(b, key) ? b[key] : undefined;
        if (newVal === undefined) {
            ops.push({ op: 'remove', path: pointer });
        }
        else if (isObjectLike(oldVal) &&
            isObjectLike(newVal) &&
            Array.isArray(oldVal) === Array.isArray(newVal)) {
            if (!unchanged?.(pointer))
                generate(oldVal, newVal, pointer, ops, unchanged);
        }
        else if (oldVal !== newVal) {
            ops.push({ op: 'replace', path: pointer, value: newVal });
        }
    }
    for (const key of Object.keys(b)) {
        const value = b[key];
        if (value === undefined || (Object.hasOwn(a, key) && a[key] !== undefined))
            continue;
        ops.push({ op: 'add', path: `${path}/${escapePointer(key)}`, value });
    }
}
/** A journal entry for one revision. */
function journalEntry(prev, next, seq, at) {
    return JournalEntry.parse({ seq, at, ops: diffStates(prev, next) });
}
/**
 * Applies every entry, in order, to `{}` (or a copy of `base`) and returns the document. Entries
 * must have increasing `seq`. Throws a one-line CiStateError naming the entry and operation that
 * does not apply.
 */
function replayJournal(entries, base = {}) {
    let doc = structuredClone(base);
    let lastSeq = -1;
    entries.forEach((raw, index) => {
        const parsed = JournalEntry.safeParse(raw);
        if (!parsed.success) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_journal', `journal entry ${index}: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues).slice(0, 20).join('; ')}`);
        }
        const entry = parsed.data;
        if (entry.seq <= lastSeq) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_journal', `journal entry ${index}: seq ${entry.seq} does not follow ${lastSeq}: expected increasing seq`);
        }
        lastSeq = entry.seq;
        entry.ops.forEach((op, i) => {
            try {
                // A copy: the document is changed in place, and an added value must not stay shared
                // with the entry (a second replay of the same entries would start from a changed one).
                const own = structuredClone(op);
                doc = fast_json_patch__WEBPACK_IMPORTED_MODULE_0__.applyOperation(doc, own, true, true, true, i).newDocument;
            }
            catch (err) {
                const why = err instanceof Error ? (err.message.split('\n')[0] ?? err.message) : String(err);
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_journal', `journal entry ${index} (seq ${entry.seq}): operation ${i} (${op.op} ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(op.path)}) does not apply: ${why}`, { cause: err });
            }
        });
    });
    return doc;
}


/***/ }),

/***/ 24540:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JH: () => (/* binding */ finishRun),
/* harmony export */   NQ: () => (/* binding */ declaredNotRun),
/* harmony export */   aj: () => (/* binding */ pauseRun),
/* harmony export */   d0: () => (/* binding */ unpauseRun)
/* harmony export */ });
/* unused harmony exports UNFINISHED_PHASE_ERROR, deriveRunStatus */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88952);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1332);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91753);
/**
 * Run transitions: pausing, unpausing and finishing a run, and the run status its phases imply.
 * Pure like the phase transitions: a NEW RunState, or a CiStateError and no change.
 *
 * Run status: `createRun` -> pending; starting a phase -> running; `pauseRun` -> paused;
 * `finishRun` -> completed (no phase failed) or failed; `rollbackTo` -> rolled_back;
 * `beginAttempt` starts the next attempt of a run that did not complete -> pending.
 */






/** Pauses a run between phases (refused while a phase runs). */
function pauseRun(state, reason, now) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .checkOpen */ .hh)(state, 'pause the run');
    const running = Object.entries(state.phases).filter(([, r]) => r.status === 'running');
    if (running.length > 0) {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)(`cannot pause the run: phase ${running.map(([id]) => id).join(', ')} is running`);
    }
    if (typeof reason !== 'string' || reason.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'pausing a run needs a reason: expected a non-empty description');
    }
    return {
        ...state,
        status: 'paused',
        pause: { reason: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .message */ .iU)(reason, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .REASON_MAX */ .oD), at },
        updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)(state, at),
    };
}
/** Ends a pause; the run goes back to running (or pending when nothing ran in this attempt). */
function unpauseRun(state, now) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    if (state.status !== 'paused')
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)(`cannot unpause the run: it is ${state.status}, not paused`);
    const { pause: _pause, ...rest } = state;
    const next = { ...rest, status: 'running', updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)(state, at) };
    return { ...next, status: deriveRunStatus(next) };
}
/** The error given to phases still running when the run finishes. */
const UNFINISHED_PHASE_ERROR = 'did not finish: the run ended while it was running';
/**
 * Finishes the run: `failed` when a phase failed (or `error` is given), or when a declared phase
 * neither ran nor was skipped (error "not run: test"; the next attempt resumes it), else
 * `completed`; a run that was rolled back and did not go on stays `rolled_back`. Phases still
 * running are failed first (they did not finish). Refused for a run already finished or paused.
 */
function finishRun(state, now, options = {}) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    if (state.status === 'completed' || state.status === 'failed' || state.endedAt !== undefined) {
        const what = state.status === 'completed' || state.status === 'failed'
            ? state.status
            : `ended (${state.status})`;
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)(`cannot finish the run: it already ${what}`);
    }
    if (state.status === 'paused') {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)('cannot finish the run: it is paused; continue it with `ci-state resume` first, or leave it paused');
    }
    let phases = state.phases;
    let lastFailure = state.lastFailure;
    let interrupted = false;
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.status !== 'running')
            continue;
        const end = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .finished */ .xl)(rec, at, undefined);
        const failure = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .phaseFailure */ .Or)(id, rec, end.endedAt ?? at, UNFINISHED_PHASE_ERROR, {});
        lastFailure = failure.lastFailure;
        interrupted = true;
        phases = {
            ...phases,
            [id]: (0,_objects_js__WEBPACK_IMPORTED_MODULE_5__/* .compact */ .o)({
                ...rec,
                status: 'failed',
                ...end,
                error: UNFINISHED_PHASE_ERROR,
                failures: failure.failures,
            }),
        };
    }
    const anyFailed = Object.values(phases).some((r) => r.status === 'failed');
    // Declared phases are a contract: a run that left one unrun is not completed.
    const notRun = anyFailed || state.status === 'rolled_back' ? [] : declaredNotRun(state);
    const error = options.error !== undefined && options.error.trim() !== ''
        ? (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .message */ .iU)(options.error, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .ERROR_MAX */ .m0)
        : notRun.length > 0
            ? (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .message */ .iU)(`not run: ${notRun.join(', ')}`, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .ERROR_MAX */ .m0)
            : undefined;
    const status = anyFailed || error !== undefined
        ? 'failed'
        : state.status === 'rolled_back'
            ? 'rolled_back'
            : 'completed';
    const endedAt = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)(state, at);
    if (error !== undefined) {
        lastFailure = {
            attempt: state.origin.runAttempt,
            at: endedAt,
            message: error,
            recoverable: options.recoverable ?? (interrupted || (options.error === undefined && notRun.length > 0)),
        };
    }
    return (0,_objects_js__WEBPACK_IMPORTED_MODULE_5__/* .compact */ .o)({ ...state, status, phases, error, lastFailure, endedAt, updatedAt: endedAt });
}
/**
 * Declared phases that neither ran nor were skipped in the run (pending or never recorded), leaving
 * out those the active profile skips.
 */
function declaredNotRun(state) {
    let byProfile = new Map();
    if (state.profile !== undefined) {
        byProfile = (0,_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .profileSkips */ .ar)((0,_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveProfile */ .mC)(state.profile, state.profiles), state.declared);
    }
    return state.declared
        .map((d) => d.id)
        .filter((id) => !byProfile.has(id))
        .filter((id) => {
        const rec = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOf */ .zv)(state, id);
        return rec === undefined || rec.status === 'pending';
    });
}
/**
 * The status a run's phases and markers imply: paused when paused; once ended, failed if a phase
 * failed (or the run has an error), else completed (or rolled_back if it ended rolled back);
 * running when a phase runs or one ran in this attempt; otherwise pending (or rolled_back).
 */
function deriveRunStatus(state) {
    const records = Object.values(state.phases);
    if (state.pause !== undefined)
        return 'paused';
    const anyFailed = records.some((r) => r.status === 'failed');
    if (state.endedAt !== undefined) {
        if (anyFailed || state.error !== undefined)
            return 'failed';
        return state.status === 'rolled_back' ? 'rolled_back' : 'completed';
    }
    if (records.some((r) => r.status === 'running'))
        return 'running';
    if (state.status === 'rolled_back')
        return 'rolled_back';
    const ranNow = (s) => s === 'succeeded' || s === 'failed';
    if (records.some((r) => ranNow(r.status) && r.attempt === state.origin.runAttempt && r.attempts > 0)) {
        return 'running';
    }
    return 'pending';
}


/***/ })

};
