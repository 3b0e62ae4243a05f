export const id = 1900;
export const ids = [1900,4240];
export const modules = {

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

/***/ 69996:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ mapPool)
/* harmony export */ });
/**
 * Bounded concurrency for the adapters' I/O (hashing files, REST calls, artifact downloads): one
 * promise pool, pure, so every layer can use it.
 *
 *     mapPool(items, concurrency, fn): Promise<R[]>      at most `concurrency` calls of fn at once;
 *                                                        results in the order of `items`
 */
async function mapPool(items, concurrency, fn) {
    const results = new Array(items.length);
    let next = 0;
    // A concurrency below 1 (or not a number) still makes progress, one call at a time.
    const width = Math.max(1, Math.min(Math.floor(concurrency) || 1, items.length));
    const workers = Array.from({ length: width }, async () => {
        while (next < items.length) {
            const i = next++;
            results[i] = await fn(items[i], i);
        }
    });
    await Promise.all(workers);
    return results;
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

/***/ 70171:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   vX: () => (/* binding */ TailBuffer)
/* harmony export */ });
/* unused harmony export REDACTED */
/**
 * Secret redaction for output tails and error text (best effort over what looks like a
 * credential; `redactSecrets` lists the shapes), and a bounded tail buffer for streams.
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
/**
 * Replaces token-shaped strings in `text` with `***`: GitHub tokens (ghp_, gho_, ghu_, ghs_, ghr_,
 * github_pat_), AWS access key ids (AKIA/ASIA…), Slack tokens (xox?-…), JWTs (eyJ….….…), PEM
 * private key blocks (also cut-off ones at either end of a tail), credentials in URLs
 * (https://user:secret@host), `Bearer`/`Basic` authorization values and `password=`, `token:`,
 * `secret=`, `api_key=` style assignments.
 */
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


/***/ }),

/***/ 91753:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CU: () => (/* binding */ parseInput),
/* harmony export */   Or: () => (/* binding */ phaseFailure),
/* harmony export */   RT: () => (/* binding */ tail),
/* harmony export */   Su: () => (/* binding */ withPhase),
/* harmony export */   Vk: () => (/* binding */ illegal),
/* harmony export */   Wn: () => (/* binding */ describeStatus),
/* harmony export */   XQ: () => (/* binding */ checkPhaseId),
/* harmony export */   hh: () => (/* binding */ checkOpen),
/* harmony export */   iE: () => (/* binding */ stamp),
/* harmony export */   iU: () => (/* binding */ message),
/* harmony export */   m0: () => (/* binding */ ERROR_MAX),
/* harmony export */   oD: () => (/* binding */ REASON_MAX),
/* harmony export */   xl: () => (/* binding */ finished),
/* harmony export */   zv: () => (/* binding */ recordOf)
/* harmony export */ });
/* unused harmony export TAIL_MAX */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1332);
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5608);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70171);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48584);







const TAIL_MAX = 65_536;
const ERROR_MAX = 4096;
const REASON_MAX = 1024;
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
    if (typeof phase !== 'string' || !_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PHASE_ID_PATTERN */ .T5.test(phase)) {
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
    return text === undefined ? undefined : (0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepTail */ .G)((0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactSecrets */ .fp)(text).text, TAIL_MAX);
}
function message(text, max) {
    return (0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepHead */ .s)((0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactSecrets */ .fp)(text).text, max);
}
/**
 * A phase's failure: the record's `failures` with it appended (the last MAX_PHASE_FAILURES kept)
 * and the run's `lastFailure` (a failed phase is recoverable: a re-run runs it again).
 */
function phaseFailure(phase, prev, at, error, detail) {
    const d = (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
        exitCode: detail.exitCode,
        signal: detail.signal === undefined ? undefined : (0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepHead */ .s)(detail.signal, 32),
        cancelled: detail.cancelled,
    });
    const entry = {
        attempt: prev.attempt,
        ...(prev.startedAt !== undefined ? { startedAt: prev.startedAt } : {}),
        at,
        message: message(error, _schema_js__WEBPACK_IMPORTED_MODULE_4__/* .FAILURE_MESSAGE_MAX */ .m0),
        ...d,
    };
    return {
        failures: [...(prev.failures ?? []), entry].slice(-_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_PHASE_FAILURES */ .Fc),
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
    if (state.status === 'completed') {
        throw illegal(`cannot ${doing}: the run is completed; start a new run with \`ci-state init\``);
    }
    if (state.status === 'failed' || state.endedAt !== undefined) {
        throw illegal(`cannot ${doing}: the run ${state.status === 'failed' ? 'is failed' : `ended (${state.status})`}; start its next attempt with \`ci-state resume\` (or \`ci-state init\`), or a new run with \`ci-state reset\` then \`ci-state init\``);
    }
    if (state.status === 'paused') {
        throw illegal(`cannot ${doing}: the run is paused (${(0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepHead */ .s)(state.pause?.reason ?? 'no reason', 200)}); continue it with \`ci-state resume\``);
    }
}
function describeStatus(record) {
    return record === undefined ? 'not recorded' : record.status;
}
/** The run's updatedAt for a change at `now` (never before createdAt). */
function stamp(state, now) {
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, state.createdAt);
}
/** Fields a finished record keeps from its running record. */
function finished(prev, now, durationMs) {
    const endedAt = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, prev.startedAt);
    if (durationMs !== undefined && (!Number.isInteger(durationMs) || durationMs < 0)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `duration ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(durationMs)} is not valid: expected a whole number of milliseconds, 0 or more`);
    }
    return { endedAt, durationMs: durationMs ?? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .msBetween */ .z4)(prev.startedAt, endedAt) };
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


/***/ }),

/***/ 10134:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pb: () => (/* binding */ parseHistoryValue),
/* harmony export */   fB: () => (/* binding */ readHistoryBatches)
/* harmony export */ });
/* unused harmony export fastHistoryEntry */
/* harmony import */ var zod_v4_core__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(23908);
/* harmony import */ var _core_documents_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99466);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48584);
/* harmony import */ var _core_schema_constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64333);
/* harmony import */ var _store_jsonl_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39038);
/**
 * A fast streaming reader of history JSONL files, for queries over long histories. The lines are
 * read by store/jsonl.ts's reader; what this adds is a cheaper check per entry than the zod parse
 * for the canonical lines ci-state writes (see docs/history.md, "Reading fast").
 */





const TIMESTAMP = zod_v4_core__WEBPACK_IMPORTED_MODULE_4__/* .datetime */ .w$({ offset: true });
const SHA256_HEX = /^[0-9a-f]{64}$/;
const RUN_STATUS_SET = new Set(_core_schema_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_RUN_STATUSES */ .ch);
const PHASE_STATUS_SET = new Set(_core_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PHASE_STATUSES */ .BV);
const RUN_KEYS = new Set(Object.keys(_core_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .HistoryRunEntry */ .VC.shape));
const PHASE_KEYS = new Set(Object.keys(_core_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .HistoryPhaseEntry */ .kQ.shape));
const COUNT_KEYS = ['total', 'succeeded', 'failed', 'skipped', 'rolledBack'];
function str(v, max) {
    return typeof v === 'string' && v.length <= max;
}
function count(v) {
    return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}
function positive(v) {
    return typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
}
function time(v) {
    return typeof v === 'string' && TIMESTAMP.test(v);
}
function phaseId(v) {
    return typeof v === 'string' && _core_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PHASE_ID_PATTERN */ .T5.test(v);
}
function plain(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null;
}
/**
 * Every key is one the schema knows (inherited enumerable keys included, so a polluted prototype
 * only means the slow path). That every key with a default is present (the canonical form) follows
 * from the field checks: each of them requires its value.
 */
function keysOk(o, known) {
    for (const k in o)
        if (!known.has(k))
            return false;
    return true;
}
/**
 * The entry when `v` is a history entry in the canonical form ci-state writes, undefined when it
 * is not (or cannot be told quickly). A hand-written check of exactly the zod schema's keys and
 * constraints, with zod's own timestamp pattern; a property test checks that whatever it accepts,
 * the schema accepts identically.
 */
function fastHistoryEntry(v) {
    if (!plain(v))
        return undefined;
    if (v.schemaVersion !== _core_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .SCHEMA_VERSION */ .f$ ||
        !str(v.runId, 64) ||
        !positive(v.attempt) ||
        !str(v.repo, 256) ||
        !str(v.workflow, 256) ||
        !str(v.job, 256) ||
        !str(v.matrix, 1024) ||
        !str(v.ref, 512) ||
        !str(v.sha, 64) ||
        !str(v.stateId, 128) ||
        !count(v.durationMs) ||
        !count(v.savedMs) ||
        (v.error !== undefined && !str(v.error, 4096)))
        return undefined;
    if (v.kind === 'run') {
        if (!keysOk(v, RUN_KEYS) ||
            !RUN_STATUS_SET.has(v.status) ||
            !time(v.startedAt) ||
            !time(v.endedAt) ||
            typeof v.resumed !== 'boolean' ||
            (v.resumeFrom !== undefined && !phaseId(v.resumeFrom)))
            return undefined;
        const p = v.phases;
        if (!plain(p))
            return undefined;
        let n = 0;
        for (const k in p) {
            if (!COUNT_KEYS.includes(k) || !count(p[k]))
                return undefined;
            n++;
        }
        if (n !== COUNT_KEYS.length)
            return undefined;
        const skipped = v.skipped;
        if (!Array.isArray(skipped) || Object.getPrototypeOf(skipped) !== Array.prototype)
            return undefined;
        for (let i = 0; i < skipped.length; i++)
            if (!phaseId(skipped[i]))
                return undefined;
        return v;
    }
    if (v.kind === 'phase') {
        if (!keysOk(v, PHASE_KEYS) ||
            !PHASE_STATUS_SET.has(v.status) ||
            !phaseId(v.phase) ||
            !positive(v.producedBy) ||
            (v.startedAt !== undefined && !time(v.startedAt)) ||
            (v.endedAt !== undefined && !time(v.endedAt)) ||
            (v.exitCode !== undefined &&
                !(typeof v.exitCode === 'number' && Number.isSafeInteger(v.exitCode))) ||
            (v.inputsHash !== undefined &&
                !(typeof v.inputsHash === 'string' && SHA256_HEX.test(v.inputsHash))))
            return undefined;
        return v;
    }
    return undefined;
}
/**
 * `fastHistoryEntry`, else the full check (`parseHistoryEntry`: untrusted-JSON rules, schema
 * version, zod schema), which then only runs for lines that are not canonical; undefined when
 * invalid.
 */
function parseHistoryValue(value) {
    const fast = fastHistoryEntry(value);
    if (fast)
        return fast;
    try {
        return (0,_core_documents_js__WEBPACK_IMPORTED_MODULE_0__/* .parseHistoryEntry */ .EZ)(value, 'history');
    }
    catch {
        return undefined;
    }
}
/**
 * The entries of a history file, a read's worth at a time; `stats` is filled as it goes. The
 * lines come from store/jsonl.ts's reader: a torn last line dropped and counted, lines over
 * `maxLineBytes` skipped unread, invalid ones counted.
 */
function readHistoryBatches(path, stats, options = {}) {
    return (0,_store_jsonl_js__WEBPACK_IMPORTED_MODULE_3__/* .readJsonLineBatches */ .Jd)(path, parseHistoryValue, stats, options);
}


/***/ }),

/***/ 77261:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   historyRefs: () => (/* binding */ historyRefs),
/* harmony export */   remoteHistorySource: () => (/* binding */ remoteHistorySource)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _core_pool_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(69996);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(93265);
/* harmony import */ var _store_jsonl_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39038);
/* harmony import */ var _remote_history_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95161);
/* harmony import */ var _remote_sync_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65078);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10134);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(15556);
/**
 * History from a remote store (an S3 bucket through the storage port): the objects that
 * remote/history.ts writes, one per finished attempt, under the prefixes of the refs asked for.
 *
 *     remoteHistorySource({
 *       remote, refs,              the store; the refs whose history is read (historyRefs)
 *       runIds?, repo?, since?,    only these runs, this repository, stored at or after `since`
 *       concurrency?, progress?    objects read at once (default 4); a line when it is done
 *     }): HistorySource
 *
 * 1. Lists each ref's prefix (`ci-state/v1/<ref>/`). Failing to list the first ref (the job's
 *    own) throws; failing to list another is counted in `stats.failures` and said.
 * 2. Picks one object per attempt and status (pickHistoryObjects: a second write of an attempt
 *    is not counted twice, and an `abandoned` record gives way to the attempt's own).
 * 3. Reads them oldest first, `concurrency` at a time, each checked against its size and SHA-256
 *    (the port); one that fails is counted (`stats.objects.failed`, its reason in
 *    `stats.failures`) and the next object of its attempt and status, if any, read instead.
 * 4. Checks each line as any history line (JSON, schema, untrusted-JSON rules, 4 MiB); an entry
 *    must name the ref, run and attempt of its key, else it is skipped as `foreign`.
 *
 * Entries are yielded an object at a time; at most `concurrency` objects are held at once.
 */








const DAY_MS = 86_400_000;
const MAX_LINE_BYTES = 4 * 1024 * 1024;
/**
 * The refs whose history a query reads: with `branch` (an explicit ask), that branch (or tag, or
 * full ref) alone; otherwise the job's own ref and the repository's default branch when the CI
 * system says which it is. The same confinement as the states: a job reads its own ref's and
 * its default branch's, never another branch's unasked.
 */
function historyRefs(o) {
    if (o.branch !== undefined) {
        if (o.branch.startsWith('refs/'))
            return [o.branch];
        return [`refs/heads/${o.branch}`, `refs/tags/${o.branch}`];
    }
    const refs = [o.ref];
    if (o.defaultBranch) {
        const d = o.defaultBranch.startsWith('refs/')
            ? o.defaultBranch
            : `refs/heads/${o.defaultBranch}`;
        if ((0,_remote_sync_js__WEBPACK_IMPORTED_MODULE_3__/* .refSegment */ .jy)(d) !== (0,_remote_sync_js__WEBPACK_IMPORTED_MODULE_3__/* .refSegment */ .jy)(o.ref))
            refs.push(d);
    }
    return refs;
}
function reasonOf(e) {
    return (e?.message ?? String(e)).split('\n')[0].slice(0, 300);
}
function fail(stats, message) {
    stats.objects.failed++;
    if (stats.failures.length < 50)
        stats.failures.push(message);
}
/** The entries of one object's JSONL; counts what it drops in `s`. */
function parseLines(text, s) {
    const out = [];
    const lines = text.split('\n');
    const tail = lines.pop();
    if (tail !== '') {
        s.tornTail = true;
        s.skipped++;
    }
    for (const line of lines) {
        if (line.trim() === '')
            continue;
        if (Buffer.byteLength(line) > MAX_LINE_BYTES) {
            s.tooLong++;
            s.skipped++;
            continue;
        }
        let value;
        try {
            value = JSON.parse(line);
        }
        catch {
            s.invalidJson++;
            s.skipped++;
            continue;
        }
        const entry = (0,_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .parseHistoryValue */ .Pb)(value);
        if (!entry) {
            s.invalidEntries++;
            s.skipped++;
            continue;
        }
        s.entries++;
        out.push(entry);
    }
    return out;
}
/** An entry names the ref, run and attempt its object's key names. */
function belongs(e, k) {
    return e.runId === k.runId && e.attempt === k.attempt && (0,_remote_sync_js__WEBPACK_IMPORTED_MODULE_3__/* .refSegment */ .jy)(e.ref) === k.ref;
}
function remoteHistorySource(o) {
    const stats = (0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .emptySourceStats */ .kW)();
    stats.objects = { listed: 0, read: 0, failed: 0, superseded: 0 };
    const maxBytes = o.maxObjectBytes ?? 64 * 1024 * 1024;
    const where = o.remote.describe();
    async function listAll() {
        const seen = new Set();
        const all = [];
        for (const [i, ref] of o.refs.entries()) {
            const prefix = (0,_remote_history_js__WEBPACK_IMPORTED_MODULE_2__/* .refPrefix */ .sy)(ref);
            if (seen.has(prefix))
                continue;
            seen.add(prefix);
            try {
                all.push(...(await o.remote.list(prefix)));
            }
            catch (e) {
                if (i === 0)
                    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('history_source', `cannot list the history on ${where}: ${reasonOf(e)}`, { exitCode: 1, cause: e });
                fail(stats, `cannot list ${prefix} on ${where}: ${reasonOf(e)}`);
            }
        }
        return all;
    }
    /** The entries of the first object of the group that can be read (or none). */
    async function readGroup(group) {
        for (const [i, obj] of group.entries()) {
            const k = obj.parsed;
            let bytes;
            try {
                if (obj.size > maxBytes)
                    throw new Error(`${obj.size} bytes, over the ${maxBytes} read`);
                bytes = await o.remote.get(obj.key);
            }
            catch (e) {
                fail(stats, `${obj.key}: ${reasonOf(e)}`);
                continue;
            }
            stats.objects.read++;
            stats.objects.superseded += group.length - i - 1;
            const s = (0,_store_jsonl_js__WEBPACK_IMPORTED_MODULE_1__/* .emptyLineStats */ .jg)();
            const parsed = parseLines(bytes.toString('utf8'), s);
            const kept = parsed.filter((e) => belongs(e, k));
            (0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .addFileStats */ .Bu)(stats, s);
            const foreign = parsed.length - kept.length;
            stats.entries -= foreign;
            stats.skipped += foreign;
            stats.foreign += foreign;
            return o.repo === undefined ? kept : kept.filter((e) => e.repo === o.repo);
        }
        return [];
    }
    async function* batches() {
        const listed = await listAll();
        const runs = o.runIds ? new Set(o.runIds) : undefined;
        const from = o.since !== undefined ? o.since - DAY_MS : undefined;
        const picked = (0,_remote_history_js__WEBPACK_IMPORTED_MODULE_2__/* .pickHistoryObjects */ .qw)(listed.filter((x) => {
            if (from !== undefined && x.created.getTime() < from)
                return false;
            return !runs || runs.has((0,_remote_history_js__WEBPACK_IMPORTED_MODULE_2__/* .parseHistoryKey */ .Xy)(x.key)?.runId ?? '');
        }));
        const groups = picked.groups;
        stats.objects.listed = groups.reduce((n, g) => n + g.length, 0) + picked.superseded;
        stats.objects.superseded += picked.superseded;
        stats.runs = new Set(groups.map((g) => g[0].parsed.runId)).size;
        o.progress?.(`${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(groups.length, 'history record')} on ${where} (${[...new Set(o.refs.map((r) => (r ? (0,_remote_sync_js__WEBPACK_IMPORTED_MODULE_3__/* .refSegment */ .jy)(r) : 'no branch')))].join(', ')})`);
        const width = Math.max(1, o.concurrency ?? 4);
        for (let i = 0; i < groups.length; i += width) {
            const window = groups.slice(i, i + width);
            for (const entries of await (0,_core_pool_js__WEBPACK_IMPORTED_MODULE_7__/* .mapPool */ .P)(window, width, readGroup))
                if (entries.length)
                    yield entries;
        }
    }
    return { entries: (0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .flattenBatches */ .Pk)(batches()), stats };
}


/***/ }),

/***/ 15556:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A7: () => (/* binding */ describeSourceStats),
/* harmony export */   Bu: () => (/* binding */ addFileStats),
/* harmony export */   Pk: () => (/* binding */ flattenBatches),
/* harmony export */   d3: () => (/* binding */ historyFileBatches),
/* harmony export */   j1: () => (/* binding */ localSource),
/* harmony export */   kW: () => (/* binding */ emptySourceStats),
/* harmony export */   qx: () => (/* binding */ addFailure),
/* harmony export */   sQ: () => (/* binding */ isBatched),
/* harmony export */   zJ: () => (/* binding */ concatSources)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93265);
/* harmony import */ var _store_history_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63407);
/* harmony import */ var _store_jsonl_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39038);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10134);
/**
 * Where history entries come from. Every source streams: entries are read one file at a time and
 * never held all at once, and what could not be read is counted, never fatal.
 *
 *     localSource(paths: string | string[]): HistorySource
 *         history JSONL files, in order; a directory means its `history.jsonl`; missing files have
 *         no entries
 *     concatSources(sources: HistorySource[]): HistorySource
 *     historyFileBatches(paths, stats, accept?)  entries of files a chunk at a time (reader.ts)
 *     flattenBatches(batches, onEnd?)            one entry at a time from batches, cheaply
 *     emptySourceStats(): SourceStats
 *     describeSourceStats(stats): string[]      warning lines for what was skipped or failed
 *
 * The repository's runs (rest-source.ts) and a remote store (remote-source.ts) are sources too.
 *
 * A `HistorySource` is `{ entries: AsyncIterable<HistoryEntry>, stats: SourceStats }`; `stats`
 * is complete once `entries` has been iterated to its end, and `entries` can be consumed once.
 */






const MAX_FAILURES_KEPT = 50;
function emptySourceStats() {
    return {
        files: 0,
        entries: 0,
        skipped: 0,
        tornTails: 0,
        invalidJson: 0,
        invalidEntries: 0,
        tooLong: 0,
        foreign: 0,
        runs: 0,
        artifacts: { listed: 0, cached: 0, downloaded: 0, failed: 0, expired: 0 },
        failures: [],
    };
}
/** Adds one file's reading statistics. */
function addFileStats(into, s) {
    into.files++;
    into.entries += s.entries;
    into.skipped += s.skipped;
    if (s.tornTail)
        into.tornTails++;
    into.invalidJson += s.invalidJson;
    into.invalidEntries += s.invalidEntries;
    into.tooLong += s.tooLong;
}
function addFailure(into, message) {
    into.artifacts.failed++;
    if (into.failures.length < MAX_FAILURES_KEPT)
        into.failures.push(message);
}
function mergeStats(into, s) {
    into.files += s.files;
    into.entries += s.entries;
    into.skipped += s.skipped;
    into.tornTails += s.tornTails;
    into.invalidJson += s.invalidJson;
    into.invalidEntries += s.invalidEntries;
    into.tooLong += s.tooLong;
    into.foreign += s.foreign;
    into.runs += s.runs;
    for (const k of Object.keys(into.artifacts))
        into.artifacts[k] += s.artifacts[k];
    if (s.objects) {
        into.objects ??= { listed: 0, read: 0, failed: 0, superseded: 0 };
        for (const k of Object.keys(s.objects))
            into.objects[k] += s.objects[k];
    }
    for (const f of s.failures)
        if (into.failures.length < MAX_FAILURES_KEPT)
            into.failures.push(f);
}
function isBatched(it) {
    return typeof it.nextBatch === 'function';
}
/**
 * An async iterable over the items of `batches`, one at a time, cheaply: an item already read
 * costs a resolved promise, not an async generator's resumption. `onEnd` runs once, when the
 * batches are exhausted, fail, or the iteration is abandoned.
 */
function flattenBatches(batches, onEnd = () => undefined) {
    const it = batches[Symbol.asyncIterator]();
    let buf = [];
    let i = 0;
    let done = false;
    const finish = () => {
        if (!done) {
            done = true;
            onEnd();
        }
    };
    /** The next non-empty batch, or undefined once the batches are exhausted (or failed). */
    const pull = async () => {
        for (;;) {
            if (done)
                return undefined;
            let r;
            try {
                r = await it.next();
            }
            catch (e) {
                finish();
                throw e;
            }
            if (r.done) {
                finish();
                return undefined;
            }
            if (r.value.length)
                return r.value;
        }
    };
    const refill = async () => {
        const batch = await pull();
        if (!batch)
            return { value: undefined, done: true };
        buf = batch;
        i = 1;
        return { value: batch[0], done: false };
    };
    return {
        [Symbol.asyncIterator]() {
            return this;
        },
        next() {
            if (i < buf.length)
                return Promise.resolve({ value: buf[i++], done: false });
            return refill();
        },
        async nextBatch() {
            if (i < buf.length) {
                const rest = i === 0 ? buf : buf.slice(i);
                i = buf.length;
                return rest;
            }
            const batch = await pull();
            if (!batch)
                return undefined;
            buf = batch;
            i = batch.length;
            return batch;
        },
        async return() {
            if (!done) {
                buf = [];
                await it.return?.();
                finish();
            }
            return { value: undefined, done: true };
        },
    };
}
/**
 * The entries of history files, a chunk at a time, adding each file's statistics when it has been
 * read. `accept` may refuse valid entries (counted as `foreign`).
 */
async function* historyFileBatches(paths, stats, accept) {
    for await (const path of paths) {
        const fileStats = (0,_store_jsonl_js__WEBPACK_IMPORTED_MODULE_3__/* .emptyLineStats */ .jg)();
        let rejected = 0;
        try {
            for await (const batch of (0,_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .readHistoryBatches */ .fB)(path, fileStats)) {
                if (!accept) {
                    yield batch;
                    continue;
                }
                const kept = batch.filter((e) => accept(e, path));
                rejected += batch.length - kept.length;
                if (kept.length)
                    yield kept;
            }
        }
        finally {
            addFileStats(stats, fileStats);
            stats.entries -= rejected;
            stats.skipped += rejected;
            stats.foreign += rejected;
        }
    }
}
async function resolvePath(path) {
    try {
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).isDirectory())
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, _store_history_file_js__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_FILE */ .CX);
    }
    catch {
        // missing: no entries
    }
    return path;
}
async function* resolvePaths(list) {
    for (const p of list)
        yield await resolvePath(p);
}
function localSource(paths) {
    const list = typeof paths === 'string' ? [paths] : [...paths];
    const stats = emptySourceStats();
    return { entries: flattenBatches(historyFileBatches(resolvePaths(list), stats)), stats };
}
function concatSources(sources) {
    const stats = emptySourceStats();
    async function* generate() {
        for (const s of sources) {
            try {
                yield* s.entries;
            }
            finally {
                mergeStats(stats, s.stats);
            }
        }
    }
    return { entries: generate(), stats };
}
/** Lines that say what was skipped or failed (none when everything was read). */
function describeSourceStats(s) {
    const lines = [];
    if (s.skipped > 0) {
        const why = [];
        if (s.tornTails)
            why.push(`${s.tornTails} torn last line${s.tornTails === 1 ? '' : 's'}`);
        if (s.invalidJson)
            why.push(`${s.invalidJson} not JSON`);
        if (s.invalidEntries)
            why.push(`${s.invalidEntries} not a valid entry`);
        if (s.tooLong)
            why.push(`${s.tooLong} too long`);
        if (s.foreign)
            why.push(`${s.foreign} of another repository or run`);
        lines.push(`skipped ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(s.skipped, 'unreadable history line')} in ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(s.files, 'file')}` +
            (why.length ? ` (${why.join(', ')})` : ''));
    }
    const objects = s.objects?.failed ?? 0;
    if (objects > 0) {
        const first = s.failures[0] ? `; first: ${s.failures[0]}` : '';
        lines.push(`${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(objects, 'history object')} could not be read and ${objects === 1 ? 'was' : 'were'} left out${first}`);
    }
    if (s.artifacts.failed > 0) {
        const first = s.failures[0] ? `; first: ${s.failures[0]}` : '';
        lines.push(`${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(s.artifacts.failed, 'history artifact')} could not be read and ${s.artifacts.failed === 1 ? 'was' : 'were'} left out${first}`);
    }
    return lines;
}


/***/ }),

/***/ 63407:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Lu: () => (/* binding */ readHistory),
/* harmony export */   b8: () => (/* binding */ appendHistory),
/* harmony export */   hv: () => (/* binding */ HISTORY_LOCK)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48584);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8005);
/* harmony import */ var _core_documents_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(99466);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22720);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(27382);
/* harmony import */ var _jsonl_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(39038);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(78318);
/**
 * The local history file, `history.jsonl` (the history log of a local store, see src/history/):
 * one HistoryEntry per line, append-only. Appends are serialised by
 * `history.lock` next to the file and land in one write + fsync; reading streams the file, so a
 * long history never has to fit in memory, and a torn or invalid line is dropped and counted,
 * never fatal.
 */









const HISTORY_FILE = 'history.jsonl';
const HISTORY_LOCK = 'history.lock';
/**
 * Append entries to `<dir>/history.jsonl`. Every entry is validated first: if one is invalid,
 * nothing is written. A torn tail left by a killed writer is cut off first (and reported through
 * `onWarning`).
 */
async function appendHistory(dir, entries, options = {}) {
    const lines = entries.map((entry, i) => {
        const r = _core_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .HistoryEntry */ .XF.safeParse(entry);
        if (!r.success) {
            const issues = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .formatIssues */ .og)(r.error.issues);
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('invalid_input', `history entry ${i + 1} is invalid: ${issues.join('; ')}`, { details: issues });
        }
        return JSON.stringify(r.data);
    });
    if (lines.length === 0)
        return { appended: 0, repairedBytes: 0 };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true }).catch((err) => {
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_6__/* .fsError */ .yi)('create', dir, err);
    });
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, HISTORY_FILE);
    const { repairedBytes } = await (0,_lock_js__WEBPACK_IMPORTED_MODULE_8__/* .withLock */ .kK)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, HISTORY_LOCK), () => (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_7__/* .appendJsonLines */ .cc)(path, lines), options);
    if (repairedBytes > 0) {
        options.onWarning?.(`${path} ended with a torn line (${repairedBytes} bytes); removed it before appending`);
    }
    return { appended: lines.length, repairedBytes };
}
/**
 * Stream the entries of a history file. `stats` (skipped lines, torn tail, ...) is complete once
 * `entries` has been iterated to its end. A missing file has no entries.
 */
function readHistory(path) {
    return (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_7__/* .readJsonLines */ .sS)(path, (value) => {
        try {
            return (0,_core_documents_js__WEBPACK_IMPORTED_MODULE_4__/* .parseHistoryEntry */ .EZ)(value, path);
        }
        catch {
            return undefined;
        }
    });
}


/***/ })

};
