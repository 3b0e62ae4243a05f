export const id = 5324;
export const ids = [5324,2040];
export const modules = {

/***/ 42040:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkDeclared: () => (/* binding */ checkDeclared),
/* harmony export */   findCycle: () => (/* binding */ findCycle),
/* harmony export */   formatPhaseList: () => (/* binding */ formatPhaseList),
/* harmony export */   markAlways: () => (/* binding */ markAlways),
/* harmony export */   parsePhaseItems: () => (/* binding */ parsePhaseItems),
/* harmony export */   parsePhaseList: () => (/* binding */ parsePhaseList)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48584);


/**
 * Checks a declared phase list: ids unique, requirements known, no cycles. Throws one CiStateError
 * naming the input and listing every problem.
 */
function checkDeclared(declared, inputName) {
    const problems = [];
    const ids = new Set();
    for (const d of declared) {
        if (ids.has(d.id))
            problems.push(`phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(d.id)} is declared twice`);
        ids.add(d.id);
    }
    for (const d of declared) {
        if (d.always && d.sideEffect)
            problems.push(`phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(d.id)} is a side effect and cannot run on every attempt (always)`);
        for (const r of d.requires) {
            if (r === d.id)
                problems.push(`phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(d.id)} requires itself`);
            else if (!ids.has(r))
                problems.push(`phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(d.id)} requires ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(r)}, which is not declared`);
        }
    }
    if (problems.length === 0) {
        const cycle = findCycle(declared);
        if (cycle)
            problems.push(`requirements form a cycle: ${cycle.join(' -> ')}`);
    }
    if (problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phases (${inputName}): ${problems.join('; ')}`, {
            details: problems,
        });
    }
}
/** A requirement cycle as a path that starts and ends with the same phase, if there is one. */
function findCycle(declared) {
    const requires = new Map(declared.map((d) => [d.id, d.requires]));
    const state = new Map(); // 1 = on the path, 2 = done
    for (const start of requires.keys()) {
        if (state.has(start))
            continue;
        // Iterative DFS: each frame is a node and the index of its next requirement.
        const path = [];
        const stack = [{ id: start, next: 0 }];
        state.set(start, 1);
        path.push(start);
        while (stack.length > 0) {
            const top = stack[stack.length - 1];
            const reqs = requires.get(top.id) ?? [];
            if (top.next >= reqs.length) {
                state.set(top.id, 2);
                stack.pop();
                path.pop();
                continue;
            }
            const r = reqs[top.next++];
            if (!requires.has(r))
                continue;
            const s = state.get(r);
            if (s === 1)
                return [...path.slice(path.indexOf(r)), r];
            if (s === undefined) {
                state.set(r, 1);
                path.push(r);
                stack.push({ id: r, next: 0 });
            }
        }
    }
    return undefined;
}
const PHASE_LIST_HELP = 'expected phases separated by commas or new lines, each name[:req1+req2][!] (":" lists required phases, a trailing "!" marks a side effect), e.g. "build,test:build,deploy:test!"';
/**
 * Parses the phase list syntax (the `phases` input, `--phases`). Blank text gives no phases.
 *
 * Items separated by commas or new lines; each item is `name`, optionally `:req1+req2` naming the
 * phases it requires, optionally a trailing `!` marking a side effect:
 * `build, lint, test:build+lint, deploy:test!`. Blank lines and a comma ending a line are ignored;
 * an empty item between commas (`a,,b`) is refused; `#` starts a comment that runs to the end of
 * the line. A requirement must name a phase of the list; cycles are refused.
 */
function parsePhaseList(text, inputName = '--phases') {
    const declared = parsePhaseItems(text, inputName);
    checkDeclared(declared, inputName);
    return declared;
}
/** The items of a phase list, each checked on its own (not yet against each other). */
function parsePhaseItems(text, inputName) {
    if (typeof text !== 'string') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phase list (${inputName}): not text; ${PHASE_LIST_HELP}`);
    }
    const items = [];
    for (const line of text.split(/\r?\n/)) {
        const parts = line
            .replace(/(^|\s)#.*$/, '')
            .split(',')
            .map((s) => s.trim());
        // A blank line or a comma ending a line is fine; an empty item before a comma ("a,,b") is
        // most likely a phase left out, so it is refused rather than ignored.
        if (parts.slice(0, -1).some((s) => s === '')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phase list (${inputName}): ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(line.trim())} has an empty item between commas; ${PHASE_LIST_HELP}`);
        }
        items.push(...parts.filter((s) => s !== ''));
    }
    if (items.length > 1000) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phase list (${inputName}): ${items.length} phases is more than the 1000 accepted`);
    }
    const declared = [];
    for (const item of items) {
        const m = /^([^:!\s]+)\s*(!)?\s*(?::\s*([^!]*?))?\s*(!)?$/.exec(item);
        const bad = (why) => {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phase list (${inputName}): ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(item)} ${why}; ${PHASE_LIST_HELP}`);
        };
        if (!m)
            return bad('is not name[:req1+req2][!]');
        const [, id = '', bang1, reqText, bang2] = m;
        if (bang1 && bang2)
            bad('has "!" twice');
        if (!_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PHASE_ID_PATTERN */ .T5.test(id))
            bad(`: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(id)} is not a phase id (1-64 letters, digits, ".", "_" or "-")`);
        const requires = [];
        if (reqText !== undefined) {
            const reqs = reqText.split('+').map((r) => r.trim());
            if (reqs.some((r) => r === ''))
                bad('has an empty requirement');
            for (const r of reqs) {
                if (!_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PHASE_ID_PATTERN */ .T5.test(r))
                    bad(`: requirement ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(r)} is not a phase id`);
                if (!requires.includes(r))
                    requires.push(r);
            }
        }
        declared.push({ id, requires, sideEffect: Boolean(bang1 ?? bang2), reuse: false, tags: [] });
    }
    return declared;
}
/** The phase list text of declared phases (the inverse of parsePhaseList, tags and reuse aside). */
function formatPhaseList(declared) {
    return declared
        .map((d) => {
        const reqs = d.requires ?? [];
        return `${d.id}${reqs.length > 0 ? `:${reqs.join('+')}` : ''}${d.sideEffect ? '!' : ''}`;
    })
        .join(',');
}
/**
 * Marks the phases named in `text` (ids separated by commas or new lines: the `always` input,
 * `init --always`) as running on every attempt. Each must be declared. Throws naming the input.
 */
function markAlways(declared, text, inputName) {
    const ids = text
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter((s) => s !== '');
    const known = new Set(declared.map((d) => d.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid ${inputName}: ${unknown.map((u) => (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(u)).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not declared: expected declared phases separated by commas`);
    }
    const always = new Set(ids);
    const marked = declared.map((d) => (always.has(d.id) ? { ...d, always: true } : d));
    checkDeclared(marked, inputName);
    return marked;
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

/***/ 75324:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ startPhase),
/* harmony export */   DD: () => (/* binding */ skipPhase),
/* harmony export */   Iv: () => (/* binding */ failPhase),
/* harmony export */   LX: () => (/* binding */ completePhase),
/* harmony export */   ut: () => (/* binding */ createRun)
/* harmony export */ });
/* unused harmony export unmetRequirements */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _phase_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42040);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88952);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1332);
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5608);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48584);
/* harmony import */ var _transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(91753);








/**
 * A new run: status pending, one pending record per declared phase (in declared order), phases the
 * active profile skips recorded as skipped with reason `profile <name>`.
 */
function createRun(options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const origin = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .Origin */ .$e, options.origin, 'origin');
    const declared = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PhaseDecl */ .ak.array().max(1000), options.declared ?? [], 'declared phases');
    (0,_phase_list_js__WEBPACK_IMPORTED_MODULE_2__.checkDeclared)(declared, 'declared phases');
    const profiles = {};
    for (const [name, p] of Object.entries(options.profiles ?? {})) {
        profiles[(0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .SafeKey */ .Iq, name, 'profile name')] = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .Profile */ .WV, p, `profile ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name)}`);
    }
    let skipped = new Map();
    if (options.profile !== undefined) {
        const resolved = (0,_profiles_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveProfile */ .mC)(options.profile, profiles);
        skipped = (0,_profiles_js__WEBPACK_IMPORTED_MODULE_3__/* .profileSkips */ .ar)(resolved, declared);
    }
    const phases = {};
    for (const d of declared) {
        const reason = skipped.get(d.id);
        phases[d.id] = (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
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
    return (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .RunState */ .ll, (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
        schemaVersion: _schema_js__WEBPACK_IMPORTED_MODULE_4__/* .SCHEMA_VERSION */ .f$,
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
        metadata: (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
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
    (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .checkPhaseId */ .XQ)(phase);
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .checkOpen */ .hh)(state, `start phase ${phase}`);
    const prev = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .recordOf */ .zv)(state, phase);
    if (prev?.status === 'running') {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .illegal */ .Vk)(`cannot start phase ${phase}: it is already running (since ${prev.startedAt ?? '?'})`);
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
    const record = (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
        status: 'running',
        attempt: state.origin.runAttempt,
        attempts: (prev?.attempts ?? 0) + 1,
        startedAt: now,
        owner: options.owner ? (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({ ...options.owner }) : undefined,
        inputsHash: options.inputsHash,
        outputs,
        sideEffect: options.sideEffect ?? Boolean(prev?.sideEffect || decl?.sideEffect),
        effectAttempt: prev?.effectAttempt,
        checkpointId: prev?.effectAttempt !== undefined ? prev.checkpointId : undefined,
        conditional: options.conditional ?? prev?.conditional ?? false,
        always: (options.always ?? prev?.always ?? decl?.always) ? true : undefined,
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
    return (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
        ...state,
        status: 'running',
        phases: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .withPhase */ .Su)(state, phase, record),
        resume,
        updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .stamp */ .iE)(state, now),
    });
}
function runningRecord(state, phase, doing) {
    (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .checkPhaseId */ .XQ)(phase);
    const prev = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .recordOf */ .zv)(state, phase);
    if (prev?.status !== 'running') {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .illegal */ .Vk)(`cannot ${doing} phase ${phase}: it is ${(0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .describeStatus */ .Wn)(prev)}, not running`);
    }
    return prev;
}
/** A running phase succeeded (exit code 0 or none). */
function completePhase(state, phase, options) {
    const prev = runningRecord(state, phase, 'complete');
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    if (options.exitCode !== undefined && options.exitCode !== 0) {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .illegal */ .Vk)(`cannot complete phase ${phase} with exit code ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.exitCode)}: a phase that succeeded exits with 0; use failPhase`);
    }
    const record = (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
        ...prev,
        status: 'succeeded',
        ...(0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .finished */ .xl)(prev, now, options.durationMs),
        effectAttempt: prev.sideEffect ? state.origin.runAttempt : prev.effectAttempt,
        exitCode: options.exitCode,
        stdoutTail: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .tail */ .RT)(options.stdoutTail),
        stderrTail: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .tail */ .RT)(options.stderrTail),
    });
    return { ...state, phases: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .withPhase */ .Su)(state, phase, record), updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .stamp */ .iE)(state, now) };
}
/**
 * A running phase failed. The run stays running until `finishRun` (which makes it failed).
 *
 * Failures are kept (see README, "Failures are kept"): the failure is appended to the record's
 * `failures` and becomes the run's `lastFailure`; starting, completing or skipping the phase
 * later, or a new attempt, never erases them.
 */
function failPhase(state, phase, options) {
    const prev = runningRecord(state, phase, 'fail');
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    if (typeof options.error !== 'string' || options.error.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `failing phase ${phase} needs an error: expected a non-empty description, e.g. "exit code 3"`);
    }
    if (options.exitCode !== undefined && !Number.isInteger(options.exitCode)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `exit code ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.exitCode)} of phase ${phase} is not an integer`);
    }
    const end = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .finished */ .xl)(prev, now, options.durationMs);
    const { failures, lastFailure } = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .phaseFailure */ .Or)(phase, prev, end.endedAt ?? now, options.error, options);
    const record = (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
        ...prev,
        status: 'failed',
        ...end,
        exitCode: options.exitCode,
        signal: options.signal === undefined ? undefined : (0,_truncate_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .s)(options.signal, 32),
        cancelled: options.cancelled,
        stdoutTail: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .tail */ .RT)(options.stdoutTail),
        stderrTail: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .tail */ .RT)(options.stderrTail),
        error: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU)(options.error, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .ERROR_MAX */ .m0),
        failures,
    });
    return {
        ...state,
        phases: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .withPhase */ .Su)(state, phase, record),
        lastFailure,
        updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .stamp */ .iE)(state, now),
    };
}
/**
 * Skips a phase. A phase that already SUCCEEDED (in an earlier attempt) keeps status `succeeded`
 * and the attempt that produced it ("build from attempt 1"), with the reason and the time saved.
 * Any other phase that is not running becomes `skipped` in the current attempt.
 */
function skipPhase(state, phase, options) {
    (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .checkPhaseId */ .XQ)(phase);
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .checkOpen */ .hh)(state, `skip phase ${phase}`);
    if (typeof options.reason !== 'string' || options.reason.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `skipping phase ${phase} needs a reason: expected a non-empty description, e.g. "profile docs"`);
    }
    if (options.savedMs !== undefined &&
        (!Number.isInteger(options.savedMs) || options.savedMs < 0)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `saved time ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.savedMs)} is not valid: expected a whole number of milliseconds, 0 or more`);
    }
    const prev = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .recordOf */ .zv)(state, phase);
    if (prev?.status === 'running') {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .illegal */ .Vk)(`cannot skip phase ${phase}: it is running`);
    }
    const reason = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU)(options.reason, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .REASON_MAX */ .oD);
    let record;
    if (prev?.status === 'succeeded') {
        record = { ...prev, reason, savedMs: options.savedMs ?? prev.durationMs ?? 0 };
    }
    else {
        const decl = state.declared.find((d) => d.id === phase);
        record = (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
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
    return { ...state, phases: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .withPhase */ .Su)(state, phase, record), updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .stamp */ .iE)(state, now) };
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
