export const id = 5324;
export const ids = [5324];
export const modules = {

/***/ 70171:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   vX: () => (/* binding */ TailBuffer)
/* harmony export */ });
/* unused harmony export REDACTED */
/**
 * Secret redaction for output tails and error text, and a bounded tail buffer for streams.
 *
 * Redaction is best effort over what looks like a credential: GitHub tokens (ghp_, gho_, ghu_,
 * ghs_, ghr_, github_pat_), AWS access key ids (AKIA/ASIA…), Slack tokens (xox?-…), JWTs
 * (eyJ….….…), PEM private key blocks (also cut-off ones at either end of a tail), credentials in
 * URLs (https://user:secret@host), `Bearer`/`Basic` authorization values and `password=`, `token:`,
 * `secret=`, `api_key=` style assignments. Each match becomes `***`.
 */
const REDACTED = '***';
const PEM_BEGIN = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/;
const PEM_END = /-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/;
const whole = () => REDACTED;
const SECRET_WORDS = '(?:password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)';
const VALUE = `(?<value>"[^"\\r\\n]{1,4096}"|'[^'\\r\\n]{1,4096}'|[^\\s"',;&]{1,4096})`;
/** Replaces the value of an assignment, unless it is already redacted or names a variable. */
function replaceValue(match, groups) {
    const value = groups['value'] ?? '';
    const bare = value.replace(/^["']|["']$/g, '');
    if (bare === REDACTED || bare === '' || /^\$\{?\{?[A-Za-z_][A-Za-z0-9_.]*\}?\}?$/.test(bare)) {
        return match;
    }
    const quoteChar = /^["']/.test(value) ? value[0] : '';
    return `${groups['keep'] ?? ''}${quoteChar}${REDACTED}${quoteChar}`;
}
const RULES = [
    // Complete PEM private key blocks.
    {
        re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/g,
        replace: whole,
    },
    // GitHub tokens: classic prefixes and fine-grained PATs.
    { re: /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{20,255}(?![A-Za-z0-9_])/g, replace: whole },
    { re: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{20,255}(?![A-Za-z0-9_])/g, replace: whole },
    // AWS access key ids.
    { re: /(?<![A-Z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}(?![A-Z0-9])/g, replace: whole },
    // Slack tokens.
    { re: /(?<![A-Za-z0-9])xox[a-z]-[A-Za-z0-9-]{10,250}/g, replace: whole },
    // JWTs (header.payload.signature, base64url).
    {
        re: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,4096}\.[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{0,4096}/g,
        replace: whole,
    },
    // Credentials in URLs: scheme://user:secret@host
    {
        re: /(?<keep>\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@]{1,256}:)[^\s@/]{1,512}(?=@)/gi,
        replace: (_m, g) => `${g['keep'] ?? ''}${REDACTED}`,
    },
    // Authorization values.
    {
        re: /(?<keep>\b(?:Bearer|Basic)\s+)(?!\*\*\*)[A-Za-z0-9._~+/=-]{8,4096}/g,
        replace: (_m, g) => `${g['keep'] ?? ''}${REDACTED}`,
    },
    // Assignments: password=..., "token": "...", API_KEY: ...
    {
        re: new RegExp(`(?<keep>(?<![A-Za-z0-9_.-])["']?[A-Za-z0-9_.-]{0,40}${SECRET_WORDS}[A-Za-z0-9_.-]{0,40}["']?\\s{0,5}[=:]\\s{0,5})${VALUE}`, 'gi'),
        replace: replaceValue,
    },
    // Command-line options: --password value, -token value
    {
        re: new RegExp(`(?<keep>(?<![A-Za-z0-9_.-])--?[A-Za-z0-9_-]{0,40}${SECRET_WORDS}[A-Za-z0-9_-]{0,40}\\s{1,5})(?!-)${VALUE}`, 'gi'),
        replace: replaceValue,
    },
];
/** Replaces token-shaped strings in `text` with `***`. */
function redactSecrets(text) {
    let count = 0;
    let out = text;
    // A tail can start inside a key block (END without BEGIN) or stop inside one (BEGIN without END).
    const end = PEM_END.exec(out);
    if (end && !PEM_BEGIN.test(out.slice(0, end.index))) {
        out = `${REDACTED}${out.slice(end.index + end[0].length)}`;
        count++;
    }
    for (const rule of RULES) {
        out = out.replace(rule.re, (...args) => {
            const match = args[0];
            const last = args[args.length - 1];
            const groups = (typeof last === 'object' && last !== null ? last : {});
            const replaced = rule.replace(match, groups);
            if (replaced !== match)
                count++;
            return replaced;
        });
    }
    const begin = PEM_BEGIN.exec(out);
    if (begin) {
        out = `${out.slice(0, begin.index)}${REDACTED}`;
        count++;
    }
    return { text: out, count };
}
/**
 * Keeps the last `maxBytes` bytes written to it. `toString()` decodes them as UTF-8, starting at a
 * line boundary (or at least a character boundary) when earlier bytes were dropped, redacts
 * secrets, and starts with a note saying how many bytes were dropped.
 */
class TailBuffer {
    maxBytes;
    chunks = [];
    held = 0;
    dropped = 0;
    total = 0;
    constructor(maxBytes) {
        if (!Number.isInteger(maxBytes) || maxBytes < 1) {
            throw new RangeError(`TailBuffer: maxBytes must be a positive integer, got ${maxBytes}`);
        }
        this.maxBytes = maxBytes;
    }
    /** Adds a chunk of the stream. */
    push(chunk) {
        let buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
        this.total += buf.length;
        if (buf.length > this.maxBytes) {
            this.dropped += buf.length - this.maxBytes;
            buf = buf.subarray(buf.length - this.maxBytes);
            this.dropped += this.held;
            this.chunks = [];
            this.held = 0;
        }
        this.chunks.push(Buffer.from(buf));
        this.held += buf.length;
        while (this.held > this.maxBytes) {
            const first = this.chunks[0];
            const excess = this.held - this.maxBytes;
            if (first.length <= excess) {
                this.chunks.shift();
                this.held -= first.length;
                this.dropped += first.length;
            }
            else {
                this.chunks[0] = first.subarray(excess);
                this.held -= excess;
                this.dropped += excess;
            }
        }
    }
    /** Bytes pushed in total. */
    get totalBytes() {
        return this.total;
    }
    /** Bytes no longer held (not counting those cut to reach a line boundary in toString). */
    get droppedBytes() {
        return this.dropped;
    }
    /** The held bytes, untouched. */
    bytes() {
        return Buffer.concat(this.chunks);
    }
    /** The kept tail as redacted text; a first line says how many bytes were dropped, if any. */
    toString() {
        let buf = this.bytes();
        let dropped = this.dropped;
        if (dropped > 0 && buf.length > 0) {
            // Start after the first line break when there is one in the first half, else at the first
            // byte that starts a UTF-8 character.
            const nl = buf.indexOf(0x0a);
            let start = 0;
            if (nl >= 0 && nl < buf.length / 2)
                start = nl + 1;
            else
                while (start < buf.length && start < 4 && (buf[start] & 0xc0) === 0x80)
                    start++;
            dropped += start;
            buf = buf.subarray(start);
        }
        const text = redactSecrets(new TextDecoder('utf-8').decode(buf)).text;
        return dropped > 0 ? `[${dropped} earlier bytes not kept]\n${text}` : text;
    }
}


/***/ }),

/***/ 75324:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ startPhase),
/* harmony export */   DD: () => (/* binding */ skipPhase),
/* harmony export */   Iv: () => (/* binding */ failPhase),
/* harmony export */   JH: () => (/* binding */ finishRun),
/* harmony export */   LX: () => (/* binding */ completePhase),
/* harmony export */   NQ: () => (/* binding */ declaredNotRun),
/* harmony export */   SD: () => (/* binding */ getContext),
/* harmony export */   aj: () => (/* binding */ pauseRun),
/* harmony export */   d0: () => (/* binding */ unpauseRun),
/* harmony export */   o: () => (/* binding */ setContext),
/* harmony export */   ut: () => (/* binding */ createRun),
/* harmony export */   xF: () => (/* binding */ beginAttempt)
/* harmony export */ });
/* unused harmony exports UNFINISHED_PHASE_ERROR, deriveRunStatus, unmetRequirements */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68057);
/* harmony import */ var _rollback_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97922);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(40850);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(70171);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(47141);








const TAIL_MAX = 65_536;
const ERROR_MAX = 4096;
const REASON_MAX = 1024;
// ---------------------------------------------------------------------------------------------
// Helpers
function illegal(message) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('illegal_transition', message);
}
function parseInput(schema, value, what) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is not valid: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues).join('; ')}`);
    }
    return parsed.data;
}
function checkPhaseId(phase) {
    if (typeof phase !== 'string' || !_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .PHASE_ID_PATTERN */ .T5.test(phase)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(phase)} is not a phase id: expected 1-64 characters, letters, digits, ".", "_" or "-", starting with a letter or digit`);
    }
    return phase;
}
function recordOf(state, phase) {
    return Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
}
function withPhase(state, phase, record) {
    return { ...state.phases, [phase]: record };
}
/** Redacts secrets and bounds the size of captured output. */
function tail(text) {
    return text === undefined ? undefined : (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepTail */ .G9)((0,_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redactSecrets */ .fp)(text).text, TAIL_MAX);
}
function message(text, max) {
    return (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .sc)((0,_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redactSecrets */ .fp)(text).text, max);
}
/**
 * A phase's failure: the record's `failures` with it appended (the last MAX_PHASE_FAILURES kept)
 * and the run's `lastFailure` (a failed phase is recoverable: a re-run runs it again).
 */
function phaseFailure(phase, prev, at, error, detail) {
    const d = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        exitCode: detail.exitCode,
        signal: detail.signal === undefined ? undefined : (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .sc)(detail.signal, 32),
        cancelled: detail.cancelled,
    });
    const entry = {
        attempt: prev.attempt,
        at,
        message: message(error, _schema_js__WEBPACK_IMPORTED_MODULE_6__/* .FAILURE_MESSAGE_MAX */ .m0),
        ...d,
    };
    return {
        failures: [...(prev.failures ?? []), entry].slice(-_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_PHASE_FAILURES */ .Fc),
        lastFailure: {
            phase,
            attempt: prev.attempt,
            at,
            message: message(error, ERROR_MAX),
            ...d,
            recoverable: true,
        },
    };
}
/** Refuses changes to a run that finished or is paused. */
function checkOpen(state, doing) {
    if (state.status === 'completed' || state.status === 'failed' || state.endedAt !== undefined) {
        throw illegal(`cannot ${doing}: the run ${state.status === 'completed' || state.status === 'failed' ? `is ${state.status}` : `ended (${state.status})`}; start a new attempt (beginAttempt) or a fresh run`);
    }
    if (state.status === 'paused') {
        throw illegal(`cannot ${doing}: the run is paused (${(0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .sc)(state.pause?.reason ?? 'no reason', 200)}); unpause it first`);
    }
}
function describeStatus(record) {
    return record === undefined ? 'not recorded' : record.status;
}
/** The run's updatedAt for a change at `now` (never before createdAt). */
function stamp(state, now) {
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, state.createdAt);
}
/**
 * A new run: status pending, one pending record per declared phase (in declared order), phases the
 * active profile skips recorded as skipped with reason `profile <name>`.
 */
function createRun(options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const origin = parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .Origin */ .$e, options.origin, 'origin');
    const declared = parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .PhaseDecl */ .ak.array().max(1000), options.declared ?? [], 'declared phases');
    (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__.checkDeclared)(declared, 'declared phases');
    const profiles = {};
    for (const [name, p] of Object.entries(options.profiles ?? {})) {
        profiles[parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .SafeKey */ .Iq, name, 'profile name')] = parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .Profile */ .WV, p, `profile ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name)}`);
    }
    let skipped = new Map();
    if (options.profile !== undefined) {
        const resolved = (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__.resolveProfile)(options.profile, profiles);
        skipped = (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__.profileSkips)(resolved, declared);
    }
    const phases = {};
    for (const d of declared) {
        const reason = skipped.get(d.id);
        phases[d.id] = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
            status: reason === undefined ? 'pending' : 'skipped',
            attempt: origin.runAttempt,
            attempts: 0,
            reason,
            outputs: [],
            sideEffect: d.sideEffect,
            conditional: false,
            requires: [...d.requires],
        });
    }
    return parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .RunState */ .ll, (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        schemaVersion: _schema_js__WEBPACK_IMPORTED_MODULE_6__/* .SCHEMA_VERSION */ .f$,
        id: options.id,
        scope: options.scope,
        origin,
        status: 'pending',
        phases,
        declared,
        profile: options.profile,
        profiles,
        allowUndeclared: options.allowUndeclared || undefined,
        context: {},
        checkpoints: [],
        checkpointPolicy: options.checkpointPolicy,
        rollbackHistory: [],
        createdAt: now,
        updatedAt: now,
        seq: 0,
        metadata: (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
            toolVersion: options.toolVersion,
            host: options.host,
            runner: options.runner,
        }),
    }), 'new run');
}
/**
 * Starts a phase (new or recorded, not running) in the current attempt: attempt = the run's
 * attempt, `attempts` + 1, the run becomes running. Starting a phase a resume plan skipped moves it
 * to the plan's redo list (the plan no longer counts its time as saved).
 */
function startPhase(state, phase, options) {
    checkPhaseId(phase);
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    checkOpen(state, `start phase ${phase}`);
    const prev = recordOf(state, phase);
    if (prev?.status === 'running') {
        throw illegal(`cannot start phase ${phase}: it is already running (since ${prev.startedAt ?? '?'})`);
    }
    const decl = state.declared.find((d) => d.id === phase);
    const requires = options.requires
        ? [...new Set(options.requires)]
        : (prev?.requires ?? decl?.requires ?? []);
    const unknown = requires.filter((r) => r === phase || !(Object.hasOwn(state.phases, r) || state.declared.some((d) => d.id === r)));
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `phase ${phase} cannot require ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .listWords */ .yh)(unknown.map((r) => (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(r)), 'and')}: expected phases that are declared or recorded, other than itself`);
    }
    if (options.inputsHash !== undefined && !/^[0-9a-f]{64}$/.test(options.inputsHash)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `inputs hash ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.inputsHash)} of phase ${phase} is not valid: expected a lowercase hex sha256`);
    }
    const outputs = options.outputs ? [...options.outputs] : (prev?.outputs ?? []);
    if (outputs.length > 1000 || outputs.some((o) => typeof o !== 'string' || o.length > 1024)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `outputs of phase ${phase} are not valid: expected at most 1000 globs of at most 1024 characters`);
    }
    const record = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        status: 'running',
        attempt: state.origin.runAttempt,
        attempts: (prev?.attempts ?? 0) + 1,
        startedAt: now,
        inputsHash: options.inputsHash,
        outputs,
        sideEffect: options.sideEffect ?? Boolean(prev?.sideEffect || decl?.sideEffect),
        effectAttempt: prev?.effectAttempt,
        checkpointId: prev?.effectAttempt !== undefined ? prev.checkpointId : undefined,
        conditional: options.conditional ?? prev?.conditional ?? false,
        requires: [...requires],
        failures: prev?.failures,
    });
    let resume = state.resume;
    if (resume?.skipped.includes(phase)) {
        const saved = prev?.savedMs ?? prev?.durationMs ?? 0;
        resume = {
            ...resume,
            skipped: resume.skipped.filter((p) => p !== phase),
            redo: [...resume.redo, phase],
            savedMs: Math.max(0, resume.savedMs - saved),
            reasons: { ...resume.reasons, [phase]: 'planned to be skipped, but started on request' },
        };
    }
    return (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        ...state,
        status: 'running',
        phases: withPhase(state, phase, record),
        resume,
        updatedAt: stamp(state, now),
    });
}
/** Fields a finished record keeps from its running record. */
function finished(prev, now, durationMs) {
    const endedAt = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, prev.startedAt);
    if (durationMs !== undefined && (!Number.isInteger(durationMs) || durationMs < 0)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `duration ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(durationMs)} is not valid: expected a whole number of milliseconds, 0 or more`);
    }
    return { endedAt, durationMs: durationMs ?? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .msBetween */ .z4)(prev.startedAt, endedAt) };
}
function runningRecord(state, phase, doing) {
    checkPhaseId(phase);
    const prev = recordOf(state, phase);
    if (prev?.status !== 'running') {
        throw illegal(`cannot ${doing} phase ${phase}: it is ${describeStatus(prev)}, not running`);
    }
    return prev;
}
/** A running phase succeeded (exit code 0 or none). */
function completePhase(state, phase, options) {
    const prev = runningRecord(state, phase, 'complete');
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    if (options.exitCode !== undefined && options.exitCode !== 0) {
        throw illegal(`cannot complete phase ${phase} with exit code ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.exitCode)}: a phase that succeeded exits with 0; use failPhase`);
    }
    const record = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        ...prev,
        status: 'succeeded',
        ...finished(prev, now, options.durationMs),
        effectAttempt: prev.sideEffect ? state.origin.runAttempt : prev.effectAttempt,
        exitCode: options.exitCode,
        stdoutTail: tail(options.stdoutTail),
        stderrTail: tail(options.stderrTail),
    });
    return { ...state, phases: withPhase(state, phase, record), updatedAt: stamp(state, now) };
}
/** A running phase failed. The run stays running until `finishRun` (which makes it failed). */
function failPhase(state, phase, options) {
    const prev = runningRecord(state, phase, 'fail');
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    if (typeof options.error !== 'string' || options.error.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `failing phase ${phase} needs an error: expected a non-empty description, e.g. "exit code 3"`);
    }
    if (options.exitCode !== undefined && !Number.isInteger(options.exitCode)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `exit code ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.exitCode)} of phase ${phase} is not an integer`);
    }
    const end = finished(prev, now, options.durationMs);
    const { failures, lastFailure } = phaseFailure(phase, prev, end.endedAt ?? now, options.error, options);
    const record = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        ...prev,
        status: 'failed',
        ...end,
        exitCode: options.exitCode,
        signal: options.signal === undefined ? undefined : (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .sc)(options.signal, 32),
        cancelled: options.cancelled,
        stdoutTail: tail(options.stdoutTail),
        stderrTail: tail(options.stderrTail),
        error: message(options.error, ERROR_MAX),
        failures,
    });
    return {
        ...state,
        phases: withPhase(state, phase, record),
        lastFailure,
        updatedAt: stamp(state, now),
    };
}
/**
 * Skips a phase. A phase that already SUCCEEDED (in an earlier attempt) keeps status `succeeded`
 * and the attempt that produced it ("build from attempt 1"), with the reason and the time saved.
 * Any other phase that is not running becomes `skipped` in the current attempt.
 */
function skipPhase(state, phase, options) {
    checkPhaseId(phase);
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    checkOpen(state, `skip phase ${phase}`);
    if (typeof options.reason !== 'string' || options.reason.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `skipping phase ${phase} needs a reason: expected a non-empty description, e.g. "profile docs"`);
    }
    if (options.savedMs !== undefined &&
        (!Number.isInteger(options.savedMs) || options.savedMs < 0)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `saved time ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.savedMs)} is not valid: expected a whole number of milliseconds, 0 or more`);
    }
    const prev = recordOf(state, phase);
    if (prev?.status === 'running') {
        throw illegal(`cannot skip phase ${phase}: it is running`);
    }
    const reason = message(options.reason, REASON_MAX);
    let record;
    if (prev?.status === 'succeeded') {
        record = { ...prev, reason, savedMs: options.savedMs ?? prev.durationMs ?? 0 };
    }
    else {
        const decl = state.declared.find((d) => d.id === phase);
        record = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
            status: 'skipped',
            attempt: state.origin.runAttempt,
            attempts: prev?.attempts ?? 0,
            reason,
            savedMs: options.savedMs,
            inputsHash: prev?.inputsHash,
            outputs: prev?.outputs ?? [],
            sideEffect: Boolean(prev?.sideEffect || decl?.sideEffect),
            effectAttempt: prev?.effectAttempt,
            checkpointId: prev?.effectAttempt !== undefined ? prev.checkpointId : undefined,
            skipFailed: prev?.status === 'skipped' ? prev.skipFailed : undefined,
            conditional: prev?.conditional ?? false,
            requires: prev?.requires ?? decl?.requires ?? [],
            failures: prev?.failures,
        });
    }
    return { ...state, phases: withPhase(state, phase, record), updatedAt: stamp(state, now) };
}
// ---------------------------------------------------------------------------------------------
// Run transitions
/** Pauses a run between phases (refused while a phase runs). */
function pauseRun(state, reason, now) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    checkOpen(state, 'pause the run');
    const running = Object.entries(state.phases).filter(([, r]) => r.status === 'running');
    if (running.length > 0) {
        throw illegal(`cannot pause the run: phase ${running.map(([id]) => id).join(', ')} is running`);
    }
    if (typeof reason !== 'string' || reason.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'pausing a run needs a reason: expected a non-empty description');
    }
    return {
        ...state,
        status: 'paused',
        pause: { reason: message(reason, REASON_MAX), at },
        updatedAt: stamp(state, at),
    };
}
/** Ends a pause; the run goes back to running (or pending when nothing ran in this attempt). */
function unpauseRun(state, now) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    if (state.status !== 'paused')
        throw illegal(`cannot unpause the run: it is ${state.status}, not paused`);
    const { pause: _pause, ...rest } = state;
    const next = { ...rest, status: 'running', updatedAt: stamp(state, at) };
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
        throw illegal(`cannot finish the run: it already ${what}`);
    }
    if (state.status === 'paused') {
        throw illegal('cannot finish the run: it is paused; unpause it first or leave it paused');
    }
    let phases = state.phases;
    let lastFailure = state.lastFailure;
    let interrupted = false;
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.status !== 'running')
            continue;
        const end = finished(rec, at, undefined);
        const failure = phaseFailure(id, rec, end.endedAt ?? at, UNFINISHED_PHASE_ERROR, {});
        lastFailure = failure.lastFailure;
        interrupted = true;
        phases = {
            ...phases,
            [id]: (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
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
        ? message(options.error, ERROR_MAX)
        : notRun.length > 0
            ? message(`not run: ${notRun.join(', ')}`, ERROR_MAX)
            : undefined;
    const status = anyFailed || error !== undefined
        ? 'failed'
        : state.status === 'rolled_back'
            ? 'rolled_back'
            : 'completed';
    const endedAt = stamp(state, at);
    if (error !== undefined) {
        lastFailure = {
            attempt: state.origin.runAttempt,
            at: endedAt,
            message: error,
            recoverable: options.recoverable ?? (interrupted || (options.error === undefined && notRun.length > 0)),
        };
    }
    return (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({ ...state, status, phases, error, lastFailure, endedAt, updatedAt: endedAt });
}
/**
 * Declared phases that neither ran nor were skipped in the run (pending or never recorded), leaving
 * out those the active profile skips.
 */
function declaredNotRun(state) {
    let byProfile = new Map();
    if (state.profile !== undefined) {
        byProfile = (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__.profileSkips)((0,_plan_js__WEBPACK_IMPORTED_MODULE_3__.resolveProfile)(state.profile, state.profiles), state.declared);
    }
    return state.declared
        .map((d) => d.id)
        .filter((id) => !byProfile.has(id))
        .filter((id) => {
        const rec = recordOf(state, id);
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
// ---------------------------------------------------------------------------------------------
// Context
function contextPath(key) {
    const parts = typeof key === 'string' ? key.split('.') : [];
    const ok = typeof key === 'string' &&
        key.length <= 1024 &&
        parts.every((p) => p !== '' && p.length <= 256 && !_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .FORBIDDEN_KEYS */ .p5.has(p));
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
        const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_6__/* .JsonValue */ .es.safeParse(value);
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
    return now === undefined ? next : { ...next, updatedAt: stamp(state, (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now)) };
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
/**
 * Starts the next attempt from a restored state that did not complete: applies `planResume`.
 * Phases to redo become pending in the new attempt; skipped phases that had succeeded keep their
 * record (and producing attempt) with the plan's reason and saved time; others become skipped. The
 * run is pending, its end time, pause and error cleared, and `resume` says what was planned. With a
 * checkpoint strategy the context comes back from the checkpoint.
 */
function beginAttempt(prev, options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const origin = parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .Origin */ .$e, options.origin, 'origin');
    const strategy = parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .Strategy */ .qY, options.strategy, 'resume strategy');
    if (origin.runAttempt <= prev.origin.runAttempt) {
        throw illegal(`cannot begin attempt ${origin.runAttempt}: the restored state is from attempt ${prev.origin.runAttempt}; expected a later attempt`);
    }
    if (prev.status === 'completed' && !options.allowCompleted) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('run_completed', `the restored run completed in attempt ${prev.origin.runAttempt}: there is nothing to resume; start a fresh run`);
    }
    const declared = options.declared
        ? parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .PhaseDecl */ .ak.array().max(1000), options.declared, 'declared phases')
        : prev.declared;
    if (options.declared)
        (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__.checkDeclared)(declared, 'declared phases');
    const profiles = { ...prev.profiles };
    for (const [name, p] of Object.entries(options.profiles ?? {})) {
        profiles[parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .SafeKey */ .Iq, name, 'profile name')] = parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .Profile */ .WV, p, `profile ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name)}`);
    }
    const profile = options.profile ?? prev.profile;
    const base = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({ ...prev, declared, profiles, profile });
    const plan = (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__.planResume)(base, (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        strategy,
        profile,
        rerunSideEffects: options.rerunSideEffects,
        lostOutputs: options.lostOutputs,
        allowCompleted: options.allowCompleted,
    }));
    const checkpoint = plan.checkpointId !== undefined ? (0,_rollback_js__WEBPACK_IMPORTED_MODULE_4__/* .findCheckpoint */ .G2)(prev, plan.checkpointId) : undefined;
    const skip = new Set(plan.skip);
    const declById = new Map(declared.map((d) => [d.id, d]));
    const attempt = origin.runAttempt;
    const phases = {};
    const ids = [
        ...Object.keys(prev.phases),
        ...plan.order.filter((id) => !Object.hasOwn(prev.phases, id)),
    ];
    for (const id of ids) {
        const cur = recordOf(prev, id);
        const decl = declById.get(id);
        const reason = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .sc)(plan.reasons[id] ?? '', REASON_MAX) || (skip.has(id) ? 'skipped' : 'runs again');
        const byProfile = profile !== undefined && reason === `profile ${profile}`;
        const shared = {
            attempts: cur?.attempts ?? 0,
            outputs: cur?.outputs ?? [],
            sideEffect: Boolean(cur?.sideEffect || decl?.sideEffect),
            effectAttempt: cur?.effectAttempt,
            // A side effect that happened keeps the checkpoint of its outputs: it is kept, not re-run.
            checkpointId: cur?.effectAttempt !== undefined ? cur.checkpointId : undefined,
            conditional: cur?.conditional ?? false,
            requires: decl?.requires ?? cur?.requires ?? [],
            failures: cur?.failures,
        };
        if (skip.has(id)) {
            const snap = checkpoint && Object.hasOwn(checkpoint.snapshot.phases, id)
                ? checkpoint.snapshot.phases[id]
                : undefined;
            const kept = cur?.status === 'succeeded' ? cur : snap?.status === 'succeeded' ? snap : undefined;
            if (kept !== undefined) {
                phases[id] = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
                    ...structuredClone(kept),
                    reason,
                    savedMs: byProfile ? undefined : (kept.durationMs ?? 0),
                });
            }
            else {
                // Neither kept nor a profile's: a failed phase skip-failed skips (it never completed).
                const skipFailed = !byProfile && !plan.kept.includes(id) ? true : undefined;
                phases[id] = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
                    status: 'skipped',
                    attempt,
                    reason,
                    ...shared,
                    skipFailed,
                });
            }
        }
        else {
            phases[id] = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({ status: 'pending', attempt, ...shared });
        }
    }
    const resume = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        strategy,
        fromAttempt: prev.origin.runAttempt,
        resumeFrom: plan.resumeFrom,
        skipped: [...plan.skip],
        redo: [...plan.redo],
        savedMs: plan.savedMs,
        reasons: Object.fromEntries(plan.order.map((id) => [id, (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .sc)(plan.reasons[id] ?? '', REASON_MAX)])),
        plannedAt: now,
        checkpointId: plan.checkpointId,
        warnings: plan.warnings.length > 0 ? plan.warnings.map((w) => (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .sc)(w, REASON_MAX)) : undefined,
        kept: [...plan.kept],
        lost: plan.lost.length > 0 ? [...plan.lost] : undefined,
        blocked: Object.keys(plan.blocked).length > 0 ? { ...plan.blocked } : undefined,
        rerunSideEffects: rerunList(options.rerunSideEffects),
    });
    const { endedAt: _e, pause: _p, error: _r, ...rest } = prev;
    const state = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        ...rest,
        origin,
        status: 'pending',
        phases,
        declared,
        profile,
        profiles,
        context: checkpoint ? structuredClone(checkpoint.snapshot.context) : prev.context,
        allowUndeclared: options.allowUndeclared ?? prev.allowUndeclared,
        resume,
        updatedAt: stamp(prev, now),
    });
    return { state, plan };
}
/** The allowance as stored in ResumeInfo: `all`, ids, or nothing. */
function rerunList(value) {
    if (value === true)
        return ['all'];
    if (!Array.isArray(value) || value.length === 0)
        return undefined;
    return [...value];
}
/** Required phases of `phase` that did not succeed or get skipped (for a "requires" check). */
function unmetRequirements(state, phase) {
    const rec = recordOf(state, phase);
    const decl = state.declared.find((d) => d.id === phase);
    const requires = [...new Set([...(decl?.requires ?? []), ...(rec?.requires ?? [])])];
    return requires.filter((r) => {
        const s = recordOf(state, r)?.status;
        return s !== 'succeeded' && s !== 'skipped';
    });
}


/***/ })

};
