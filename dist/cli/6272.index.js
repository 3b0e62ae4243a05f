export const id = 6272;
export const ids = [6272,1349,6705];
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

/***/ 93265:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
/** Counts in words, one rule for every message: "1 file", "2 files", "1 cache entry". */
/** `n` and the word for it: `one` when n is 1, else `many` (default: `one` + "s"). */
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}


/***/ }),

/***/ 47626:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createRestClient: () => (/* binding */ createRestClient)
});

// UNUSED EXPORTS: MAX_RATE_LIMIT_WAIT_S

// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(63251);
;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
// pkg/dist-src/index.js


// pkg/dist-src/version.js
var VERSION = "0.0.0-development";

// pkg/dist-src/wrap-request.js
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}

// pkg/dist-src/generated/triggers-notification-paths.js
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];

// pkg/dist-src/route-matcher.js
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}

// pkg/dist-src/index.js
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = light,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;


// EXTERNAL MODULE: ./node_modules/@octokit/core/dist-src/index.js + 12 modules
var dist_src = __webpack_require__(14730);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-request-log/dist-src/index.js + 1 modules
var plugin_request_log_dist_src = __webpack_require__(55077);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var plugin_paginate_rest_dist_bundle = __webpack_require__(93779);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js + 3 modules
var plugin_rest_endpoint_methods_dist_src = __webpack_require__(49210);
;// CONCATENATED MODULE: ./node_modules/@octokit/rest/dist-src/version.js
const version_VERSION = "22.0.1";


;// CONCATENATED MODULE: ./node_modules/@octokit/rest/dist-src/index.js





const Octokit = dist_src/* Octokit */.E.plugin(plugin_request_log_dist_src/* requestLog */.M, plugin_rest_endpoint_methods_dist_src/* legacyRestEndpointMethods */.T, plugin_paginate_rest_dist_bundle/* paginateRest */.ud).defaults(
  {
    userAgent: `octokit-rest.js/${version_VERSION}`
  }
);


// EXTERNAL MODULE: ./.build/transfer/proxy.js
var proxy = __webpack_require__(61236);
;// CONCATENATED MODULE: ./.build/github/octokit.js
/**
 * The REST client: Octokit with the retry and throttling plugins, so 5xx, 429 and secondary rate
 * limits are retried honouring `retry-after`, with waits capped so ci-state's own time stays bounded.
 */




/** Longest wait ci-state accepts from a rate limit before giving up on the call. */
const MAX_RATE_LIMIT_WAIT_S = 60;
const Client = Octokit.plugin(dist_bundle/* retry */.L, throttling);
function createRestClient(opts) {
    const log = opts.log ?? (() => undefined);
    const retries = opts.retries ?? 3;
    const onLimit = (kind) => (retryAfter, options, _o, retryCount) => {
        if (retryCount < retries && retryAfter <= MAX_RATE_LIMIT_WAIT_S) {
            log(`${kind} on ${options.method ?? ''} ${options.url ?? ''}: retrying after ${retryAfter}s`);
            return true;
        }
        log(`${kind} on ${options.method ?? ''} ${options.url ?? ''}: not retrying (wait ${retryAfter}s)`);
        return false;
    };
    return new Client({
        auth: opts.token,
        baseUrl: opts.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com',
        userAgent: 'ci-state',
        // Retries go in the plugin's own options: a per-request `retries` would make it retry every
        // error, the do-not-retry statuses included.
        retry: { retries, doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451] },
        throttle: {
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
        },
        log: { debug: () => undefined, info: () => undefined, warn: log, error: log },
        // Through HTTPS_PROXY when set (NO_PROXY honoured), as the toolkit's own clients go.
        ...((0,proxy/* proxySet */.zJ)() ? { request: { fetch: proxy/* proxiedFetch */.iR } } : {}),
    });
}


/***/ }),

/***/ 8786:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  githubStorage: () => (/* binding */ githubStorage)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./.build/store/bundle.js
var bundle = __webpack_require__(334);
// EXTERNAL MODULE: ./.build/transfer/retry.js
var transfer_retry = __webpack_require__(67926);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/github/artifact-direct.js + 1 modules
var artifact_direct = __webpack_require__(33677);
// EXTERNAL MODULE: ./.build/github/keys.js
var github_keys = __webpack_require__(90610);
// EXTERNAL MODULE: ./.build/transfer/progress.js
var transfer_progress = __webpack_require__(61349);
;// CONCATENATED MODULE: ./.build/github/artifact-store.js
/**
 * The durable path: bundles as artifacts of the run. Uploads of up to DIRECT_MAX_BYTES, and the
 * listing and deleting of this attempt's bundles, talk to the artifact service directly
 * (artifact-direct.ts) where the runtime variables are there; larger uploads, and every download,
 * go through `@actions/artifact` (lazily loaded).
 *
 * The artifact client's internal API only sees the current attempt's artifacts, so finding an
 * earlier attempt's bundle goes through the REST API (list the run's artifacts, download with
 * `findBy`), which sees every attempt.
 */







const FILE = 'bundle.cis';
function tempRoot() {
    return process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)();
}
function failure(e, what) {
    const message = (e?.message ?? String(e)).split('\n')[0].slice(0, 500);
    const status = (0,transfer_retry/* statusFromMessage */.II)(message) ?? e.status;
    const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
    // The client does not retry a 429 and does not pass its retry-after on: wait as GitHub advises.
    const retryAfterMs = status === 429 ? transfer_retry/* RATE_LIMIT_WAIT_MS */.s : undefined;
    return { ok: false, reason: `artifact: ${what}: ${message}`, final, retryAfterMs };
}
/** A reporter for one transfer (nothing without `options.progress`). */
function reporter(options, label, total, dir) {
    return (0,transfer_progress.startProgress)({
        label: options.label ?? label,
        sink: options.progress,
        total,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
        // The client reports nothing while it downloads: what it has written so far.
        ...(dir ? { poll: () => (0,transfer_progress.bytesUnder)(dir) } : {}),
    });
}
/**
 * Uploads a bundle as the artifact `name` (a zip holding `bundle.cis`, deflated). With
 * `options.progress`, reports the bytes of the zip sent (as the connection takes them, or as the
 * client counts them: a block at a time; the zip's size is not known in advance).
 */
async function uploadBundleArtifact(name, bytes, retentionDays, options = {}) {
    const svc = bytes.length <= artifact_direct/* DIRECT_MAX_BYTES */.X5 ? (0,artifact_direct/* artifactServiceFromEnv */.pW)() : undefined;
    if (svc) {
        const progress = reporter(options, `artifact upload ${name}`);
        try {
            const up = await (0,artifact_direct/* uploadArtifactDirect */.NP)(svc, name, {
                fileName: FILE,
                bytes,
                compressionLevel: 6,
                retentionDays,
                progress,
            });
            if (!up.ok)
                return { ...up, value: undefined };
            progress.done(up.value.size);
            return { ok: true, value: { id: up.value.id, size: up.value.size } };
        }
        finally {
            progress.fail(); // after done(), nothing
        }
    }
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(2244), __webpack_require__.e(1334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempRoot(), 'ci-state-up-'));
    const progress = reporter(options, `artifact upload ${name}`);
    try {
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, FILE), bytes);
        const client = new DefaultArtifactClient();
        const { value } = await (0,transfer_retry/* captureToolkitLog */.z$)(() => client.uploadArtifact(name, [(0,external_node_path_.join)(dir, FILE)], dir, {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 6,
        }), options.progress ? (0,transfer_progress.fromToolkitLines)(progress) : undefined);
        if (!value.id)
            return { ok: false, reason: `artifact: upload of ${name} returned no id` };
        progress.done(value.size ?? bytes.length);
        return { ok: true, value: { id: value.id, size: value.size ?? bytes.length } };
    }
    catch (e) {
        return failure(e, `upload of ${name} failed`);
    }
    finally {
        progress.fail(); // after done(), nothing
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * The names of this attempt's bundles of the scope older than `keepSeq` (none when the listing
 * fails). Listed while the new bundle uploads; deleted (`deleteBundles`) only once it is saved.
 */
async function olderBundles(scope16, attempt, keepSeq) {
    try {
        const svc = (0,artifact_direct/* artifactServiceFromEnv */.pW)();
        let names;
        if (svc) {
            const listed = await (0,artifact_direct/* listArtifactsDirect */.pO)(svc);
            if (!listed.ok)
                return [];
            names = listed.value.map((a) => a.name);
        }
        else {
            const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(2244), __webpack_require__.e(1334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
            const { value } = await (0,transfer_retry/* captureToolkitLog */.z$)(() => new DefaultArtifactClient().listArtifacts());
            names = value.artifacts.map((a) => a.name);
        }
        return names.filter((name) => {
            const p = (0,github_keys/* parseStateArtifactName */.YV)(name);
            return p && p.scope16 === scope16 && p.attempt === attempt && p.seq < keepSeq;
        });
    }
    catch {
        return []; // pruning is housekeeping: a failure leaves an extra artifact, never a lost state
    }
}
/** Deletes artifacts of this attempt by name (best effort). */
async function deleteBundles(names) {
    if (names.length === 0)
        return;
    const svc = (0,artifact_direct/* artifactServiceFromEnv */.pW)();
    if (svc) {
        // As below: a failure leaves an extra artifact, never a lost state.
        for (const name of names)
            await (0,artifact_direct/* deleteArtifactDirect */.PF)(svc, name);
        return;
    }
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(2244), __webpack_require__.e(1334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const client = new DefaultArtifactClient();
    for (const name of names) {
        // As above: a failure leaves an extra artifact, never a lost state.
        await (0,transfer_retry/* captureToolkitLog */.z$)(() => client.deleteArtifact(name)).catch(() => undefined);
    }
}
/** Lists the run's state bundles of this scope from attempts before `beforeAttempt`, newest first. */
async function findEarlierBundles(rest, repo, runId, scope16, beforeAttempt) {
    try {
        const all = await rest.paginate(rest.rest.actions.listWorkflowRunArtifacts, {
            ...repo,
            run_id: runId,
            per_page: 100,
        });
        const found = [];
        for (const a of all) {
            const p = (0,github_keys/* parseStateArtifactName */.YV)(a.name);
            if (!p || p.scope16 !== scope16 || p.attempt >= beforeAttempt || a.expired)
                continue;
            found.push({ id: a.id, name: a.name, attempt: p.attempt, seq: p.seq, size: a.size_in_bytes });
        }
        found.sort((a, b) => b.attempt - a.attempt || b.seq - a.seq);
        return { ok: true, value: found };
    }
    catch (e) {
        return failure(e, 'listing the run artifacts failed');
    }
}
/**
 * Downloads the bundle of artifact `id`. With `options.progress`, reports the bytes unzipped so
 * far (the client reports nothing; the zip's size is not asked for).
 */
async function downloadBundleArtifact(id, findBy, maxBytes, options = {}) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(2244), __webpack_require__.e(1334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempRoot(), 'ci-state-down-'));
    const progress = reporter(options, `artifact download ${id}`, undefined, dir);
    try {
        const client = new DefaultArtifactClient();
        const { value } = await (0,transfer_retry/* captureToolkitLog */.z$)(() => client.downloadArtifact(id, { path: dir, findBy }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${id}: download digest mismatch` };
        const names = await (0,promises_.readdir)(dir);
        if (!names.includes(FILE))
            return { ok: false, reason: `artifact ${id} holds no bundle`, final: true };
        const bytes = await (0,promises_.readFile)((0,external_node_path_.join)(dir, FILE));
        if (bytes.length > maxBytes)
            return { ok: false, reason: `artifact ${id} is over the size cap`, final: true };
        progress.done(bytes.length);
        return { ok: true, value: bytes };
    }
    catch (e) {
        return failure(e, `download of ${id} failed`);
    }
    finally {
        progress.fail(); // after done(), nothing
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * Uploads one file as an artifact (e.g. a blob pack); the file keeps its name inside, stored as
 * it is. With `options.progress`, reports the bytes sent (as the connection takes them, or, for a
 * file over DIRECT_MAX_BYTES, as the client counts them: a block of 8 MiB at a time), of the
 * file's size (the zip has a few headers more).
 */
async function uploadFileArtifact(name, file, retentionDays, options = {}) {
    const size = await (0,promises_.stat)(file).then((s) => s.size, () => undefined);
    const svc = size !== undefined && size <= artifact_direct/* DIRECT_MAX_BYTES */.X5 ? (0,artifact_direct/* artifactServiceFromEnv */.pW)() : undefined;
    const progress = reporter(options, `artifact upload ${name}`, size);
    if (svc) {
        try {
            const up = await (0,artifact_direct/* uploadArtifactDirect */.NP)(svc, name, {
                fileName: (0,external_node_path_.basename)(file),
                file,
                compressionLevel: 0,
                retentionDays,
                progress,
            });
            if (!up.ok)
                return { ...up, value: undefined };
            progress.done(up.value.size);
            return { ok: true, value: { id: up.value.id, size: up.value.size } };
        }
        finally {
            progress.fail(); // after done(), nothing
        }
    }
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(2244), __webpack_require__.e(1334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    try {
        const client = new DefaultArtifactClient();
        const { value } = await (0,transfer_retry/* captureToolkitLog */.z$)(() => client.uploadArtifact(name, [file], (0,external_node_path_.dirname)(file), {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 0,
        }), options.progress ? (0,transfer_progress.fromToolkitLines)(progress) : undefined);
        if (!value.id)
            return { ok: false, reason: `artifact: upload of ${name} returned no id` };
        progress.done(value.size);
        return { ok: true, value: { id: value.id, size: value.size ?? 0 } };
    }
    catch (e) {
        return failure(e, `upload of ${name} failed`);
    }
    finally {
        progress.fail(); // after done(), nothing
    }
}
/**
 * Finds an artifact by exact name in a run (any attempt) and downloads it into `dir`. With
 * `options.progress`, reports the bytes written to `dir` so far (the client reports nothing), of
 * the artifact's size.
 */
async function downloadNamedArtifact(rest, repo, runId, name, token, dir, options = {}) {
    let progress;
    try {
        const { data } = await rest.rest.actions.listWorkflowRunArtifacts({
            ...repo,
            run_id: runId,
            name,
            per_page: 100,
        });
        const found = (Array.isArray(data?.artifacts) ? data.artifacts : []).find((a) => a.name === name && !a.expired);
        if (!found)
            return { ok: false, reason: `artifact ${name} not found in run ${runId}`, final: true };
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(2244), __webpack_require__.e(1334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
        const client = new DefaultArtifactClient();
        // Bytes already in `dir` are not the download's.
        const before = options.progress ? await (0,transfer_progress.bytesUnder)(dir).catch(() => 0) : 0;
        progress = (0,transfer_progress.startProgress)({
            label: options.label ?? `artifact download ${name}`,
            sink: options.progress,
            total: typeof found.size_in_bytes === 'number' ? found.size_in_bytes : undefined,
            intervalMs: options.intervalMs,
            minBytes: options.minBytes,
            poll: async () => Math.max(0, (await (0,transfer_progress.bytesUnder)(dir)) - before),
        });
        const { value } = await (0,transfer_retry/* captureToolkitLog */.z$)(() => client.downloadArtifact(found.id, {
            path: dir,
            findBy: {
                token,
                workflowRunId: runId,
                repositoryOwner: repo.owner,
                repositoryName: repo.repo,
            },
        }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${name}: download digest mismatch` };
        if (options.progress)
            progress.done(Math.max(0, (await (0,transfer_progress.bytesUnder)(dir)) - before));
        return { ok: true, value: (await (0,promises_.readdir)(dir)).map((f) => (0,external_node_path_.join)(dir, f)) };
    }
    catch (e) {
        return failure(e, `download of ${name} failed`);
    }
    finally {
        progress?.fail(); // after done(), nothing
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./.build/transfer/write-at.js
var write_at = __webpack_require__(98853);
// EXTERNAL MODULE: ./.build/github/blob-rest.js
var blob_rest = __webpack_require__(35800);
// EXTERNAL MODULE: ./.build/version.js
var version = __webpack_require__(15922);
// EXTERNAL MODULE: ./.build/transfer/proxy.js
var proxy = __webpack_require__(61236);
;// CONCATENATED MODULE: ./.build/github/cache-twirp.js
/**
 * The Actions cache service (v2) itself: when it is there, the runner's cache mode, and its Twirp
 * calls (with the entries' `version`, the answers' fields and the look-up of an entry by key), and
 * how a failed blob transfer is told.
 */




/** The v2 cache service, when `@actions/cache` would use it too (see config.js in the client). */
function cacheServiceFromEnv(env = process.env) {
    if (!env.ACTIONS_CACHE_SERVICE_V2 || !env.ACTIONS_RESULTS_URL || !env.ACTIONS_RUNTIME_TOKEN)
        return undefined;
    let host;
    try {
        host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.trimEnd().toUpperCase();
    }
    catch {
        return undefined;
    }
    const ghes = host !== 'GITHUB.COM' && !host.endsWith('.GHE.COM') && !host.endsWith('.LOCALHOST');
    if (ghes)
        return undefined;
    return {
        url: env.ACTIONS_RESULTS_URL,
        token: env.ACTIONS_RUNTIME_TOKEN,
        mode: (env.ACTIONS_CACHE_MODE || '').trim().toLowerCase(),
    };
}
const KNOWN_MODES = ['none', 'read', 'write', 'write-only'];
/** The refusal when the runner's cache mode does not permit `what` (as the client reads it). */
function modeRefusal(svc, what) {
    const allowed = what === 'reads' ? ['read', 'write'] : ['write', 'write-only'];
    if (!KNOWN_MODES.includes(svc.mode) || allowed.includes(svc.mode))
        return undefined;
    return {
        ok: false,
        final: true,
        reason: `cache: the runner's cache mode '${svc.mode}' does not permit ${what}`,
    };
}
/** The entries' `version`: ours alone (a tar entry's hashes its paths and compression method). */
const DIRECT_VERSION = (0,external_node_crypto_.createHash)('sha256').update('ci-state|direct-file|1').digest('hex');
const TWIRP_TIMEOUT_MS = 60_000;
async function twirp(svc, method, body) {
    // As the client does: an absolute path on the service's origin.
    const url = new URL(`/twirp/github.actions.results.api.v1.CacheService/${method}`, svc.url);
    let res;
    try {
        res = await (0,proxy/* proxiedFetch */.iR)(url, {
            method: 'POST',
            headers: {
                'Content-Type': 'application/json',
                Accept: 'application/json',
                Authorization: `Bearer ${svc.token}`,
                'User-Agent': `ci-state/${version/* VERSION */.x}`,
            },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(TWIRP_TIMEOUT_MS),
        });
    }
    catch (e) {
        const cause = e.cause?.code;
        return fail(`${method}: ${cause ?? e.message}`);
    }
    const text = await res.text().catch(() => '');
    let parsed = {};
    try {
        const v = JSON.parse(text);
        if (v && typeof v === 'object')
            parsed = v;
    }
    catch {
        // a proxy's HTML page, an empty body: the status says enough
    }
    if (res.ok)
        return { ok: true, body: parsed };
    const msg = typeof parsed.msg === 'string' ? parsed.msg.slice(0, 300) : res.statusText;
    const retryAfter = Number(res.headers.get('retry-after'));
    return fail(`${method}: ${msg} (HTTP ${res.status})`, {
        // A refusal stays one (bad request, no permission, a taken key); a 429 waits as asked.
        final: res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429,
        ...(res.status === 429
            ? { retryAfterMs: retryAfter > 0 ? retryAfter * 1000 : transfer_retry/* RATE_LIMIT_WAIT_MS */.s }
            : {}),
    });
}
function fail(reason, extra = {}) {
    return { ok: false, body: {}, outcome: { ok: false, reason: `cache: ${reason}`, ...extra } };
}
/** A field in snake_case or camelCase (the service answers either). */
function field(body, snake) {
    const camel = snake.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
    return body[snake] ?? body[camel];
}
async function lookup(svc, keys, version = DIRECT_VERSION) {
    const r = await twirp(svc, 'GetCacheEntryDownloadURL', {
        key: keys[0],
        restore_keys: keys.slice(1),
        version,
    });
    if (!r.ok)
        return { ok: false, outcome: r.outcome };
    const url = field(r.body, 'signed_download_url');
    const key = field(r.body, 'matched_key');
    if (field(r.body, 'ok') !== true || typeof url !== 'string' || typeof key !== 'string')
        return { ok: true };
    return { ok: true, key, url };
}
/** One line for the summary; a signed URL's signature, should the SDK quote one, never shows. */
function blobError(e) {
    const err = e;
    const status = err.statusCode ? ` (HTTP ${err.statusCode})` : '';
    // A string code (the SDK's, a system error's) says it best; a DOMException's is a number.
    const said = typeof err.code === 'string' ? err.code : (err.message ?? String(e));
    const line = said.split('\n')[0].slice(0, 200);
    return `${line.replace(/([?&]sig=)[^&\s]+/gi, '$1***')}${status}`;
}

;// CONCATENATED MODULE: ./.build/github/cache-zstd.js
/**
 * Compression of cache entries: whether zstd pays for a file (from slices of it), and Node's zstd
 * with the options used for every entry.
 */

/** The first bytes of a zstd frame. */
const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);
/**
 * Slices compressed to decide (half a MiB in all, a millisecond or two), spread evenly over the
 * file: a pack's small compressible parts (its manifest, its index) are no more of the sample than
 * of the file.
 */
const SLICES = 16;
const SLICE = 32 * 1024;
/** Compress when the samples shrink below this share of their size. */
const WORTH_IT = 0.9;
/**
 * Whether zstd shrinks `size` bytes: SLICES slices spread over them (`slice` gives the bytes at a
 * position), compressed at the level used for the upload.
 */
async function shrinks(size, slice) {
    if (size < 4096)
        return false;
    const { zlib, options } = await zstd();
    const step = Math.max(SLICE, (size - SLICE) / (SLICES - 1));
    let raw = 0;
    let packed = 0;
    for (let pos = 0; pos < size; pos = Math.floor(pos + step)) {
        const bytes = await slice(pos, Math.min(SLICE, size - pos));
        raw += bytes.length;
        packed += zlib.zstdCompressSync(bytes, options).length;
    }
    return packed < raw * WORTH_IT;
}
/** Whether zstd shrinks the file (see `shrinks`). */
async function compresses(file, size) {
    if (size < 4096)
        return false;
    const fh = await (0,promises_.open)(file, 'r');
    try {
        return await shrinks(size, async (pos, length) => {
            const buf = Buffer.allocUnsafe(length);
            const { bytesRead } = await fh.read(buf, 0, length, pos);
            return buf.subarray(0, bytesRead);
        });
    }
    finally {
        await fh.close();
    }
}
/**
 * node:zlib, loaded when a file is saved or a zstd entry restored (a job's first restore, a miss,
 * never needs it); with zstd's default level, and a checksum of the content, so that a damaged
 * entry fails to decompress.
 */
async function zstd() {
    const zlib = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 38522, 19));
    const Z = zlib.constants;
    const options = { params: { [Z.ZSTD_c_compressionLevel]: 3, [Z.ZSTD_c_checksumFlag]: 1 } };
    return { zlib, options };
}

;// CONCATENATED MODULE: ./.build/github/cache-restore.js
/**
 * Finding and downloading cache entries saved as plain files (see cache-service.ts), and finding
 * the entries `@actions/cache` saved, for the client to restore.
 */











/**
 * The key of the entry `@actions/cache` would restore for `path` under `keys`, if any: its
 * `version` hashes the path with the compression method (zstd where the `zstd` program is found,
 * else gzip), so both are asked. Only a lookup; the caller restores it through the client.
 */
async function findToolkitEntry(svc, keys, path) {
    const found = await Promise.all(['zstd-without-long', 'gzip'].map((method) => {
        const parts = [
            path,
            method,
            ...(process.platform === 'win32' ? ['windows-only'] : []),
            '1.0',
        ];
        return lookup(svc, keys, (0,external_node_crypto_.createHash)('sha256').update(parts.join('|')).digest('hex'));
    }));
    const failed = found.find((f) => !f.ok);
    if (failed)
        return failed.outcome;
    const matched = found.flatMap((f) => (f.key === undefined ? [] : [f.key]));
    matched.sort((a, b) => keyRank(keys, a) - keyRank(keys, b));
    return { ok: true, value: matched[0] };
}
/** Which of `keys` (each exact or a prefix) `matched` answers: 0 is the most specific. */
function keyRank(keys, matched) {
    const i = matched === undefined ? -1 : keys.findIndex((k) => matched.startsWith(k));
    return i < 0 ? keys.length : i;
}
/**
 * The newest entry of ours matching `keys` (each exact, then as a prefix, in order), if any. A
 * service error is a failure, not a miss.
 */
async function findDirect(svc, keys) {
    const refused = modeRefusal(svc, 'reads');
    if (refused)
        return refused;
    const found = await lookup(svc, keys);
    if (!found.ok)
        return found.outcome;
    return { ok: true, value: found.key ? { key: found.key, url: found.url } : undefined };
}
/** Bytes per ranged request of a download, and how many are in flight at once. */
const RANGE_BYTES = 16 * 2 ** 20;
const RANGES_AT_ONCE = 4;
/**
 * Downloads `entry` into `dest`, a new file, decompressed when it was stored compressed. The
 * first range says how long the entry is and whether it is zstd; the rest of an uncompressed entry
 * comes in ranges fetched at once and written where they belong (as the client downloads a large
 * archive), a compressed one as one stream through the decompressor. With `options.progress`,
 * reports the bytes of the entry received (as stored: compressed when it is) and a final line.
 */
async function downloadDirect(entry, dest, options = {}) {
    const progress = (0,transfer_progress.startProgress)({
        label: options.label ?? `cache download ${entry.key}`,
        sink: options.progress,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
    });
    try {
        const got = await download(entry, dest, progress);
        if (got.ok)
            progress.done();
        return got;
    }
    finally {
        progress.fail(); // after done(), nothing
    }
}
/**
 * The answer to a plain GET of the first range of an entry (RANGE_BYTES), with the entry's total
 * length; an empty entry has none. Its body is left to the caller: a larger entry has its other
 * ranges asked for as soon as this answer's first bytes tell whether it is compressed, while the
 * rest of this range is still arriving.
 */
async function firstRange(entry) {
    // One try: a failure here is the download's, which its caller tries again.
    const res = await (0,blob_rest/* blobRequest */.NL)('first range', entry.url, {
        method: 'GET',
        headers: { Range: `bytes=0-${RANGE_BYTES - 1}` },
        timeoutMs: GET_TIMEOUT_MS,
        tries: 1,
    }, () => true);
    const status = res.statusCode ?? 0;
    if (status === 416) {
        res.resume();
        return { empty: true };
    }
    if (status !== 200 && status !== 206) {
        res.resume();
        return {
            failed: {
                ok: false,
                reason: `cache: download of ${entry.key} failed: HTTP ${status}`,
                ...(status === 429 ? { retryAfterMs: transfer_retry/* RATE_LIMIT_WAIT_MS */.s } : {}),
            },
        };
    }
    // "bytes 0-N/TOTAL" (or no range at all, for an entry shorter than one range).
    const range = res.headers['content-range'];
    const declared = res.headers['content-length'];
    const total = Number(range ? /\/(\d+)$/.exec(range)?.[1] : declared);
    if (!Number.isSafeInteger(total) || total < 0) {
        res.destroy();
        throw new Error('the entry has no length');
    }
    // The bytes this answer must carry (counted as they come; a declared length is checked first).
    const length = Math.min(total, RANGE_BYTES);
    if (declared !== undefined && Number(declared) !== length) {
        res.destroy();
        throw new Error(`the first range has ${declared} bytes, ${length} expected`);
    }
    return { body: readerOf(res), length, total };
}
function readerOf(res) {
    const chunks = res[Symbol.asyncIterator]();
    return {
        async read() {
            const r = await chunks.next();
            return r.done ? { done: true } : { done: false, value: r.value };
        },
        async cancel() {
            res.destroy();
        },
    };
}
/**
 * Reads `body` until it holds at least `min` bytes (all of it when `min` is Infinity); throws when
 * it holds more than `max`.
 */
async function readAtLeast(body, min, max) {
    const parts = [];
    let n = 0;
    while (n < min) {
        const { done, value } = await body.read();
        if (done)
            break;
        parts.push(value);
        n += value.length;
        if (n > max)
            throw new Error('a range ran long');
    }
    return Buffer.concat(parts, n);
}
/**
 * Writes the chunks of one range where they belong, gathered into batches of WRITE_BATCH bytes
 * with one batch's write in flight while the next one arrives: a write per network chunk (64 KiB
 * or less) would be a trip through the thread pool each, with the socket paused during each one.
 * A failed write is thrown by the next `push` or by `end`.
 */
class RangeWriter {
    fh;
    at;
    parts = [];
    bytes = 0;
    writing = Promise.resolve();
    failure;
    constructor(fh, at) {
        this.fh = fh;
        this.at = at;
    }
    async push(chunk) {
        if (this.failure)
            throw this.failure.error;
        this.parts.push(chunk);
        this.bytes += chunk.length;
        if (this.bytes >= write_at/* WRITE_BATCH */.$)
            await this.flush();
    }
    /** Waits for the write in flight, if any, whatever its outcome (before the file is closed). */
    settle() {
        return this.writing;
    }
    /** Writes what is gathered and waits for every write. */
    async end() {
        await this.flush();
        await this.writing;
        if (this.failure)
            throw this.failure.error;
    }
    async flush() {
        await this.writing;
        if (this.bytes === 0)
            return;
        const parts = this.parts;
        const at = this.at;
        this.at += this.bytes;
        this.parts = [];
        this.bytes = 0;
        this.writing = (0,write_at/* writeAllAt */.E)(this.fh, parts, at).catch((error) => {
            this.failure ??= { error };
        });
    }
}
/** How long the first range of an entry may take. */
const GET_TIMEOUT_MS = 120_000;
async function download(entry, dest, progress) {
    let first;
    let start;
    try {
        first = await firstRange(entry);
        // Its first bytes (the zstd magic, or not); the whole range when the entry is no longer.
        start =
            'body' in first
                ? await readAtLeast(first.body, first.total <= RANGE_BYTES ? Infinity : ZSTD_MAGIC.length, first.length)
                : Buffer.alloc(0);
    }
    catch (e) {
        const cause = e.cause?.code;
        return {
            ok: false,
            reason: `cache: download of ${entry.key} failed: ${cause ?? e.message}`,
        };
    }
    if ('failed' in first)
        return first.failed;
    if ('empty' in first) {
        await (await (0,promises_.open)(dest, 'wx')).close();
        return { ok: true };
    }
    const { total, body } = first;
    progress.total(total);
    progress.update(start.length);
    const zstdEntry = start.subarray(0, ZSTD_MAGIC.length).equals(ZSTD_MAGIC);
    if (total <= RANGE_BYTES) {
        try {
            if (start.length !== total)
                throw new Error(`got ${start.length} of ${total} bytes`);
            const content = zstdEntry ? (await zstd()).zlib.zstdDecompressSync(start) : start;
            await (0,promises_.writeFile)(dest, content, { flag: 'wx' });
        }
        catch (e) {
            return { ok: false, reason: `cache: download of ${entry.key} failed: ${blobError(e)}` };
        }
        return { ok: true };
    }
    let received = start.length;
    const count = (n) => progress.update((received += n));
    let bodyDone = false;
    try {
        if (zstdEntry) {
            // Compressed: one stream through the decompressor, the first range whole, then the rest.
            const rest = await readAtLeast(body, Infinity, RANGE_BYTES - start.length);
            bodyDone = true;
            const head = Buffer.concat([start, rest]);
            if (head.length !== RANGE_BYTES)
                throw new Error(`got ${head.length} of ${RANGE_BYTES} bytes`);
            progress.update((received = head.length));
            const { zlib } = await zstd();
            async function* compressed() {
                yield head;
                let got = head.length;
                if (got < total) {
                    for await (const chunk of await (0,blob_rest/* getRange */.eO)(entry.url, got, total - got, GET_TIMEOUT_MS)) {
                        got += chunk.length;
                        count(chunk.length);
                        yield chunk;
                    }
                }
                if (got !== total)
                    throw new Error(`got ${got} of ${total} bytes`);
            }
            await (0,external_node_stream_promises_.pipeline)(external_node_stream_.Readable.from(compressed()), zlib.createZstdDecompress(), (0,external_node_fs_.createWriteStream)(dest, { flags: 'wx' }));
            return { ok: true };
        }
        const fh = await (0,promises_.open)(dest, 'wx');
        try {
            const starts = [];
            for (let at = RANGE_BYTES; at < total; at += RANGE_BYTES)
                starts.push(at);
            let next = 0;
            let failure;
            // The first range goes on arriving while the others are asked for: its bytes are written
            // where they belong, then it takes further ranges as the other workers do.
            const firstPart = async () => {
                const out = new RangeWriter(fh, 0);
                try {
                    let at = 0;
                    for (let chunk = start; chunk;) {
                        if (at + chunk.length > RANGE_BYTES)
                            throw new Error('a range ran long');
                        await out.push(chunk);
                        at += chunk.length;
                        if (at > start.length)
                            count(chunk.length);
                        if (failure !== undefined)
                            return await out.settle();
                        const r = await body.read();
                        chunk = r.done ? undefined : r.value;
                    }
                    bodyDone = true;
                    await out.end();
                    if (at !== RANGE_BYTES)
                        throw new Error(`got ${at} of ${RANGE_BYTES} bytes at 0`);
                }
                catch (e) {
                    failure ??= e;
                    await out.settle();
                    return;
                }
                await worker();
            };
            // Each worker takes the next range until none is left or one failed; all have stopped
            // before the file is closed.
            const worker = async () => {
                let out;
                try {
                    while (failure === undefined && next < starts.length) {
                        const from = starts[next++];
                        const length = Math.min(RANGE_BYTES, total - from);
                        const part = await (0,blob_rest/* getRange */.eO)(entry.url, from, length, GET_TIMEOUT_MS);
                        out = new RangeWriter(fh, from);
                        let at = from;
                        for await (const chunk of part) {
                            if (at + chunk.length > from + length)
                                throw new Error('a range ran long');
                            await out.push(chunk);
                            at += chunk.length;
                            count(chunk.length);
                        }
                        await out.end();
                        if (at !== from + length)
                            throw new Error(`got ${at - from} of ${length} bytes at ${from}`);
                    }
                }
                catch (e) {
                    failure ??= e;
                    await out?.settle();
                }
            };
            const others = Math.min(RANGES_AT_ONCE - 1, starts.length);
            await Promise.all([firstPart(), ...Array.from({ length: others }, worker)]);
            if (failure !== undefined)
                throw failure;
        }
        finally {
            await fh.close();
        }
        return { ok: true };
    }
    catch (e) {
        return { ok: false, reason: `cache: download of ${entry.key} failed: ${blobError(e)}` };
    }
    finally {
        if (!bodyDone)
            await body.cancel().catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./.build/github/cache-service.js
/**
 * Complete files (state bundles, checkpoint packs) straight to the Actions cache service (v2),
 * without the tar archive `@actions/cache` wraps around every entry: such a file carries its own
 * checks, so the archive only costs copies and process spawns (docs/adr/0004). Only where the
 * toolkit would use the v2 service, else cache-store.ts keeps the tar path. A file still being
 * written: cache-stream.ts; restores: cache-restore.ts; the service calls: cache-twirp.ts.
 */







/**
 * Saves `file` under `key`; succeeds only when the service then finds the entry by its key. The
 * file is left in place. With `options.progress`, reports the bytes of the file sent (for a
 * compressed save: read into the compressor, which the upload holds back) and a final line.
 */
async function saveFileDirect(svc, key, file, options = {}) {
    const refused = modeRefusal(svc, 'writes');
    if (refused)
        return refused;
    const size = (await (0,promises_.stat)(file)).size;
    const progress = (0,transfer_progress.startProgress)({
        label: options.label ?? `cache upload ${key}`,
        sink: options.progress,
        total: size,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
    });
    try {
        const saved = await saveWhole(svc, key, file, size, progress);
        if (saved.ok)
            progress.done(size);
        return saved;
    }
    finally {
        progress.fail(); // after done(), nothing
    }
}
async function saveWhole(svc, key, file, size, progress) {
    const compressed = await compresses(file, size);
    const created = await twirp(svc, 'CreateCacheEntry', { key, version: DIRECT_VERSION });
    if (!created.ok)
        return created.outcome;
    const url = field(created.body, 'signed_upload_url');
    if (field(created.body, 'ok') !== true || typeof url !== 'string') {
        const msg = field(created.body, 'message');
        return {
            ok: false,
            final: true,
            reason: `cache: entry ${key} not reserved${typeof msg === 'string' && msg ? `: ${msg}` : ''}`,
        };
    }
    if (size <= SMALL_FILE)
        return saveSmall(svc, key, file, url, compressed, progress);
    const { BlockBlobClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(2244)]).then(__webpack_require__.bind(__webpack_require__, 42244));
    const blob = new BlockBlobClient(url);
    let bytes = size;
    try {
        if (compressed) {
            bytes = 0;
            let read = 0;
            const reading = new external_node_stream_.Transform({
                transform(chunk, _enc, done) {
                    read += chunk.length;
                    progress.update(read);
                    done(null, chunk);
                },
            });
            const counted = new external_node_stream_.Transform({
                transform(chunk, _enc, done) {
                    bytes += chunk.length;
                    done(null, chunk);
                },
            });
            // stream.pipeline, not .pipe(): a read error destroys the last stream too, so the upload
            // fails instead of waiting for data that never comes.
            const { zlib, options } = await zstd();
            const body = (0,external_node_stream_.pipeline)((0,external_node_fs_.createReadStream)(file), reading, zlib.createZstdCompress(options), counted, () => { });
            await blob.uploadStream(body, 8 * 2 ** 20, 4);
        }
        else {
            await uploadFile(blob, file, size, progress);
        }
    }
    catch (e) {
        return { ok: false, reason: `cache: upload of ${key} failed: ${blobError(e)}` };
    }
    return finalize(svc, key, bytes, compressed);
}
/**
 * Files up to this size (a state bundle, a small pack) are read whole and go up in one plain
 * PUT, and come down in one GET: the Azure SDK is not loaded for them (its load is most of a
 * small save's time).
 */
const SMALL_FILE = 8 * 2 ** 20;
async function saveSmall(svc, key, file, url, compressed, progress) {
    let body = await (0,promises_.readFile)(file);
    if (compressed) {
        const { zlib, options } = await zstd();
        body = zlib.zstdCompressSync(body, options);
    }
    const put = await (0,artifact_direct/* putBlob */.HT)(url, { parts: [body], size: body.length }, progress, 'application/octet-stream');
    if (!put.ok)
        return {
            ok: false,
            reason: `cache: upload of ${key} failed: ${put.reason}`,
            ...(put.retryAfterMs !== undefined ? { retryAfterMs: put.retryAfterMs } : {}),
        };
    return finalize(svc, key, body.length, compressed);
}
/** The client's own settings for cache uploads. */
const FILE_BLOCK = 64 * 2 ** 20;
const FILE_BLOCKS_AT_ONCE = 8;
const SINGLE_SHOT = 128 * 2 ** 20;
/**
 * Uploads `file` as it is: in one request up to SINGLE_SHOT (as `uploadFile` does), else in
 * blocks staged here rather than by `uploadFile`, whose progress only counts a block once it is
 * all up (a 300 MB file's five blocks go up together: no news until the end); `stageBlock`
 * reports the bytes of each request as they go.
 */
async function uploadFile(blob, file, size, progress) {
    if (size <= SINGLE_SHOT) {
        await blob.uploadFile(file, {
            blockSize: FILE_BLOCK,
            concurrency: FILE_BLOCKS_AT_ONCE,
            maxSingleShotSize: SINGLE_SHOT,
            onProgress: (e) => progress.update(e.loadedBytes),
        });
        return;
    }
    const count = Math.ceil(size / FILE_BLOCK);
    const ids = Array.from({ length: count }, (_, i) => Buffer.from(String(i).padStart(8, '0')).toString('base64'));
    // Bytes of each block up so far (a retried request starts its count again).
    const loaded = new Array(count).fill(0);
    let sent = 0;
    const advance = (i, n) => {
        sent += n - loaded[i];
        loaded[i] = n;
        progress.update(sent);
    };
    let next = 0;
    let failure;
    // As uploadFile's batch: once a block failed, no other one starts; all have stopped before the
    // failure is thrown.
    const worker = async () => {
        try {
            while (failure === undefined && next < count) {
                const i = next++;
                const start = i * FILE_BLOCK;
                const length = Math.min(FILE_BLOCK, size - start);
                await blob.stageBlock(ids[i], () => (0,external_node_fs_.createReadStream)(file, { start, end: start + length - 1 }), length, { onProgress: (e) => advance(i, Math.min(e.loadedBytes, length)) });
                advance(i, length);
            }
        }
        catch (e) {
            failure ??= e;
        }
    };
    await Promise.all(Array.from({ length: Math.min(FILE_BLOCKS_AT_ONCE, count) }, worker));
    if (failure !== undefined)
        throw failure;
    await blob.commitBlockList(ids);
}
/** Bytes per block of a streamed save, and how many blocks are on their way at once. */
/** The last steps of a save: the entry finalized at `bytes`, then found by its key. */
async function finalize(svc, key, bytes, compressed) {
    const done = await twirp(svc, 'FinalizeCacheEntryUpload', {
        key,
        version: DIRECT_VERSION,
        size_bytes: String(bytes),
    });
    if (!done.ok)
        return done.outcome;
    if (field(done.body, 'ok') !== true)
        return { ok: false, final: true, reason: `cache: entry ${key} was not finalized` };
    // The service finalizes an entry only once the uploaded size is the size given, and then
    // names it: that is the confirmation. Without an entry id, a look-up by key confirms it.
    const id = field(done.body, 'entry_id') ?? field(done.body, 'entryId');
    if ((typeof id === 'string' || typeof id === 'number') && Number(id) > 0)
        return { ok: true, value: { key, bytes, compressed } };
    const found = await lookup(svc, [key]);
    if (!found.ok)
        return found.outcome;
    if (found.key !== key)
        return { ok: false, reason: `cache: entry ${key} was not found right after saving` };
    return { ok: true, value: { key, bytes, compressed } };
}

;// CONCATENATED MODULE: ./.build/github/cache-store.js
/**
 * The fast path: one file per save (a state bundle, a checkpoint pack) in the Actions cache.
 *
 * Where the runner offers the v2 cache service, the file goes to it as it is (cache-service.ts).
 * Otherwise (GHES, the v1 service) it goes through `@actions/cache` (loaded lazily so that a step
 * with nothing to do never pays for it), and so do restores of entries an earlier version of
 * ci-state saved that way. That client archives paths relative to GITHUB_WORKSPACE and its cache
 * `version` hashes the raw path strings, so each kind of file always lives at the same relative
 * path (BUNDLE_PATH, PACK_PATH) and calls run with the workspace as the current directory.
 */








let workspaceTurn = Promise.resolve();
/**
 * Runs a toolkit call with the workspace as the current directory. One at a time: the directory
 * is the process's, and a call finishing would change it back under another still running.
 */
function inWorkspace(workspace, fn) {
    const run = async () => {
        const before = process.cwd();
        process.chdir(workspace);
        try {
            return await fn();
        }
        finally {
            process.chdir(before);
        }
    };
    const turn = workspaceTurn.then(run, run);
    workspaceTurn = turn.catch(() => undefined);
    return turn;
}
/**
 * Removes a transfer file, and its folder once no other transfer file is in it (a pack and a
 * bundle can be on their way at once).
 */
async function removeTransferFile(file) {
    await (0,promises_.rm)(file, { force: true });
    await (0,promises_.rmdir)((0,external_node_path_.dirname)(file)).catch(() => undefined);
}
function describe(log, fallback) {
    const line = log.errors[0] ??
        log.warnings[0] ??
        log.infos.find((l) => /^Failed to (save|restore)/.test(l)) ??
        fallback;
    return line.replace(/^Failed to (save|restore): /, '').slice(0, 500);
}
/**
 * How long the cache service asked to wait. The client does not retry a 429; it logs the
 * retry-after as "... your rate limit will reset in N seconds" (a warning before the failure).
 */
function retryAfter(log, reason) {
    for (const line of [...log.warnings, ...log.errors, ...log.infos]) {
        const m = /rate limit will reset in (\d+) seconds/.exec(line);
        if (m)
            return Number(m[1]) * 1000;
    }
    return (0,transfer_retry/* statusFromMessage */.II)(reason) === 429 || /rate limit/i.test(reason)
        ? transfer_retry/* RATE_LIMIT_WAIT_MS */.s
        : undefined;
}
/**
 * Saves the file at `path` (relative to the workspace, already written) under `key`; succeeds only
 * when the entry is then found by lookup. The file is left in place. With `options.progress`,
 * reports the upload's progress: the bytes of the file (direct path), or of the toolkit's archive
 * as the toolkit counts them (its Azure SDK upload; the v1 service's upload reports nothing, so
 * only the final line comes, with the file's size).
 */
async function saveFileToCache(workspace, key, path, options = {}) {
    const svc = cacheServiceFromEnv();
    if (svc)
        return saveFileDirect(svc, key, (0,external_node_path_.join)(workspace, path), options);
    const cache = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(8091)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    const progress = (0,transfer_progress.startProgress)({
        label: options.label ?? `cache upload ${key}`,
        sink: options.progress,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
    });
    let saved;
    try {
        saved = await (0,transfer_retry/* captureToolkitLog */.z$)(() => inWorkspace(workspace, () => cache.saveCache([path], key)), options.progress ? (0,transfer_progress.fromToolkitLines)(progress) : undefined);
        if (options.progress && typeof saved.value === 'number' && saved.value > 0) {
            // The archive's size, as the toolkit sent it; else the file's.
            const sent = saved.log.infos.flatMap((l) => /^Sent (\d+) of \d+ \(/.exec(l)?.[1] ?? []).pop();
            progress.done(sent !== undefined
                ? Number(sent)
                : await (0,promises_.stat)((0,external_node_path_.join)(workspace, path)).then((s) => s.size, () => undefined));
        }
    }
    finally {
        progress.fail(); // after done(), nothing
    }
    const { value: id, log } = saved;
    if (typeof id !== 'number' || id <= 0) {
        const reason = describe(log, 'the cache service did not accept the entry');
        return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(log, reason) };
    }
    const { value: found, log: lookupLog } = await (0,transfer_retry/* captureToolkitLog */.z$)(() => inWorkspace(workspace, () => cache.restoreCache([path], key, [], { lookupOnly: true })));
    if (found !== key) {
        const why = describe(lookupLog, 'lookup missed');
        return {
            ok: false,
            reason: `cache: entry ${key} was not found right after saving (${why})`,
            retryAfterMs: retryAfter(lookupLog, why),
        };
    }
    return { ok: true, value: { key } };
}
/**
 * Restores the newest entry matching `keys` to `path` (relative to the workspace); a service error
 * is a failure, not a miss. The caller reads the file and removes it. With `options.progress`,
 * reports the download's progress: the entry's bytes (direct path), or the toolkit's archive as
 * the toolkit counts them (its Azure SDK download; its plain HTTP download, used for blob hosts
 * other than Azure's, reports nothing until the archive is down).
 */
async function restoreFileFromCache(workspace, keys, path, options = {}) {
    const file = (0,external_node_path_.join)(workspace, path);
    await (0,promises_.rm)(file, { force: true });
    const svc = cacheServiceFromEnv();
    let ours;
    if (svc) {
        // Ours, and at the same time entries an earlier version saved through the toolkit's archive:
        // the most specific key wins; on the same key, ours (the format this version writes).
        const [found, old] = await Promise.all([
            findDirect(svc, keys),
            findToolkitEntry(svc, keys, path),
        ]);
        if (!found.ok)
            return { ...found, value: undefined };
        ours = found.value;
        const mine = keyRank(keys, ours?.key);
        // Unknown whether an older entry is more specific than ours: a failure, to be retried.
        if (!old.ok && mine > 0)
            return { ...old, value: undefined };
        const theirs = old.ok ? keyRank(keys, old.value) : keys.length;
        if (theirs >= mine) {
            if (!ours)
                return { ok: true, value: { kind: 'miss' } };
            return downloadTo(ours, file, options);
        }
        keys = keys.slice(0, theirs + 1);
    }
    const cache = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(8091)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    const progress = (0,transfer_progress.startProgress)({
        label: options.label ?? `cache download ${keys[0]}`,
        sink: options.progress,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
    });
    const { value: matched, log } = await (0,transfer_retry/* captureToolkitLog */.z$)(() => inWorkspace(workspace, () => cache.restoreCache([path], keys[0], keys.slice(1))), options.progress ? (0,transfer_progress.fromToolkitLines)(progress) : undefined).catch((e) => {
        progress.fail();
        throw e;
    });
    if (matched === undefined) {
        progress.fail();
        if (log.errors.length || log.warnings.length) {
            const reason = describe(log, 'restore failed');
            return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(log, reason) };
        }
        // One of gzip the client cannot read here, say: ours, if there is one, after all.
        return ours ? downloadTo(ours, file, options) : { ok: true, value: { kind: 'miss' } };
    }
    progress.done();
    return { ok: true, value: { kind: 'hit', key: matched } };
}
async function downloadTo(entry, file, options = {}) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    const got = await downloadDirect(entry, file, options);
    if (!got.ok)
        return { ...got, value: undefined };
    return { ok: true, value: { kind: 'hit', key: entry.key } };
}
/** Saves one bundle under a new key (see saveFileToCache). */
async function saveBundleToCache(workspace, key, bytes, options = {}) {
    const file = (0,external_node_path_.join)(workspace, github_keys/* BUNDLE_PATH */.h8);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    await (0,promises_.writeFile)(file, bytes);
    try {
        return await saveFileToCache(workspace, key, github_keys/* BUNDLE_PATH */.h8, options);
    }
    finally {
        await removeTransferFile(file);
    }
}
/** Restores the newest bundle matching the keys; a service error is a failure, not a miss. */
async function restoreBundleFromCache(workspace, keys, options = {}) {
    const file = (0,external_node_path_.join)(workspace, github_keys/* BUNDLE_PATH */.h8);
    try {
        const r = await restoreFileFromCache(workspace, keys, github_keys/* BUNDLE_PATH */.h8, options);
        if (!r.ok || r.value.kind === 'miss')
            return r;
        const key = r.value.key;
        let bytes;
        try {
            bytes = await (0,promises_.readFile)(file);
        }
        catch {
            return { ok: false, reason: `cache: entry ${key} restored but held no bundle` };
        }
        return { ok: true, value: { kind: 'hit', key, bytes } };
    }
    finally {
        await (0,promises_.rm)((0,external_node_path_.dirname)(file), { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./.build/github/octokit.js + 3 modules
var octokit = __webpack_require__(47626);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/core/words.js
var words = __webpack_require__(93265);
// EXTERNAL MODULE: ./.build/snapshot/index.js + 10 modules
var snapshot = __webpack_require__(4671);
;// CONCATENATED MODULE: ./.build/github/rate-limit.js
/**
 * Saves that wait out GitHub's rate limits: the cache service allows 200 new entries a minute per
 * repository and answers 429 with `Retry-After` past it (docs/limits.md). A 429 is not a failure of
 * the save but a turn to wait: the retry policy's attempts and deadline bound the other failures,
 * and a save refused for the rate limit after them is tried again once the wait it was told has
 * passed, for up to the rate-limit budget in all (`CI_STATE_RATE_LIMIT_SECONDS`, default 600 s).
 * See docs/adr/0009-pacing-and-budgets.md.
 */

/** How long, in all, a save may wait on 429s by default. */
const RATE_LIMIT_BUDGET_MS = 600_000;
/** The rate-limit budget from the environment (0 to 3600 s; 0: no wait of its own), else the default. */
function rateLimitBudgetMs(env = process.env) {
    const text = env.CI_STATE_RATE_LIMIT_SECONDS?.trim();
    const s = text ? Number(text) : NaN;
    return Number.isFinite(s) && s >= 0 && s <= 3600 ? s * 1000 : RATE_LIMIT_BUDGET_MS;
}
/**
 * `withRetry`, and while its last failure was a 429 and the budget allows, a wait of the
 * `Retry-After` it named (with up to a quarter more, so the legs of a matrix told the same wait do
 * not all come back at once) and another round.
 */
async function withRateLimit(fn, retry, opts = {}) {
    const budget = opts.budgetMs ?? rateLimitBudgetMs();
    const start = Date.now();
    const reasons = [];
    let attempts = 0;
    let limited = 0;
    let waitedMs = 0;
    for (;;) {
        let asked;
        const r = await (0,transfer_retry/* withRetry */.bD)(async (attempt) => {
            const o = await fn(attempt);
            asked = o.ok ? undefined : o.retryAfterMs;
            if (asked !== undefined)
                limited++;
            return o;
        }, retry);
        attempts += r.attempts;
        reasons.push(...r.reasons);
        if (r.ok)
            return { ok: true, value: r.value, attempts, reasons, limited, waitedMs };
        if (asked === undefined || (0,transfer_retry/* cancelRequested */.NK)())
            return { ok: false, attempts, reasons, limited, waitedMs };
        const wait = Math.round(asked * (1 + Math.random() / 4));
        if (Date.now() - start + wait > budget) {
            reasons.push(`rate limited: gave up after waiting ${Math.round(waitedMs / 1000)}s (budget ${Math.round(budget / 1000)}s, CI_STATE_RATE_LIMIT_SECONDS)`);
            return { ok: false, attempts, reasons, limited, waitedMs };
        }
        opts.log?.(`rate limited (HTTP 429): trying again in ${Math.ceil(wait / 1000)}s`);
        await new Promise((resolve) => setTimeout(resolve, wait));
        waitedMs += wait;
    }
}

;// CONCATENATED MODULE: ./.build/github/cache-stream.js
/**
 * A save to the cache service whose file is still being written: blocks go up while the writer
 * goes on, compressed when the first bytes say it pays (see cache-service.ts).
 */





const STREAM_BLOCK = 8 * 2 ** 20;
const STREAM_BLOCKS_AT_ONCE = 4;
/** A streamed save decides on compression from the first bytes (sliced as `compresses` does). */
const STREAM_SAMPLE = 2 ** 20;
/** How long one block may take to upload before the streamed save gives up. */
const STREAM_BLOCK_TIMEOUT_MS = 120_000;
/**
 * Saves a file under `key` while it is being written (a checkpoint's pack): the entry is reserved
 * with the first full block (or earlier, see `expect`), and its blocks (8 MiB, four on their way
 * at once) go up as the bytes come, so the upload takes place during the writing instead of after
 * it. The first MiB decides compression, as slices of the file do for `saveFileDirect`. A writer
 * that outruns the upload waits for it (at most four blocks are held). Any failure stops the save, never the writer: the
 * file can still be saved whole afterwards. With `options.progress`, reports the bytes sent (of a
 * size not known in advance; compressed ones when it compresses) and, once finished, a final line.
 */
function streamFileDirect(svc, key, options = {}) {
    const controller = new AbortController();
    const progress = (0,transfer_progress.startProgress)({
        label: options.label ?? `cache upload ${key}`,
        sink: options.progress,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
    });
    // Bytes of the blocks on their way (a retried request starts its count again), and in all.
    const loaded = new Map();
    let sent = 0;
    const advance = (id, n) => {
        sent += n - (loaded.get(id) ?? 0);
        loaded.set(id, n);
        progress.update(sent);
    };
    let failure = modeRefusal(svc, 'writes')?.reason?.replace(/^cache: /, '');
    let finished = false;
    const fail = (why) => {
        failure ??= why;
        controller.abort();
    };
    // The entry's signed upload URL, once reserved.
    let reserved;
    const reserve = () => (reserved ??= (async () => {
        const created = await twirp(svc, 'CreateCacheEntry', { key, version: DIRECT_VERSION });
        if (!created.ok)
            throw new Error(created.outcome.reason.replace(/^cache: /, ''));
        const url = field(created.body, 'signed_upload_url');
        if (field(created.body, 'ok') !== true || typeof url !== 'string')
            throw new Error(`entry ${key} not reserved`);
        return url;
    })());
    // Blocks: filled by `put`, each sent as soon as it is full.
    const ids = [];
    const inFlight = new Set();
    // Block buffers are reused once sent: fresh memory for every block costs more than the copy.
    const spare = [];
    const newBlock = () => spare.pop() ?? Buffer.allocUnsafeSlow(STREAM_BLOCK);
    let block = newBlock();
    let held = 0;
    let stored = 0;
    const send = (bytes) => {
        const id = Buffer.from(String(ids.length).padStart(8, '0')).toString('base64');
        ids.push(id);
        stored += bytes.length;
        const p = reserve()
            .then((url) => (0,blob_rest/* putBlock */.no)(url, id, bytes, {
            signal: controller.signal,
            timeoutMs: STREAM_BLOCK_TIMEOUT_MS,
            sent: (n) => advance(id, n),
        }))
            .then(() => {
            advance(id, bytes.length);
            loaded.delete(id);
        }, (e) => fail(`upload of ${key} failed: ${blobError(e)}`))
            .finally(() => {
            inFlight.delete(p);
            if (bytes.length === STREAM_BLOCK)
                spare.push(bytes);
        });
        inFlight.add(p);
        return p;
    };
    const put = async (chunk) => {
        let off = 0;
        while (off < chunk.length && failure === undefined) {
            const n = Math.min(chunk.length - off, STREAM_BLOCK - held);
            block.set(chunk.subarray(off, off + n), held);
            held += n;
            off += n;
            if (held === STREAM_BLOCK) {
                void send(block);
                block = newBlock();
                held = 0;
                while (inFlight.size >= STREAM_BLOCKS_AT_ONCE)
                    await Promise.race(inFlight);
            }
        }
    };
    // Compression, decided on the first STREAM_SAMPLE bytes (kept until then).
    let sample = [];
    let sampled = 0;
    let z;
    let zDone;
    const decide = async () => {
        const head = Buffer.concat(sample, sampled);
        sample = undefined;
        if (await shrinks(head.length, (pos, length) => head.subarray(pos, pos + length))) {
            const { zlib, options } = await zstd();
            const zs = zlib.createZstdCompress(options);
            z = zs;
            zDone = (async () => {
                for await (const out of zs)
                    await put(out);
            })().catch((e) => {
                fail(`compression failed: ${e.message}`);
                zs.destroy();
            });
        }
        await feed(head);
    };
    const feed = async (chunk) => {
        const zs = z;
        if (!zs)
            return put(chunk);
        if (zs.write(chunk) || zs.destroyed)
            return;
        // Room again, or the compressor gone (a failure): the writer never waits for nothing.
        await new Promise((ok) => {
            const done = () => {
                zs.off('drain', done);
                zs.off('close', done);
                ok();
            };
            zs.on('drain', done);
            zs.on('close', done);
        });
    };
    return {
        async write(chunk) {
            if (failure !== undefined || finished)
                return;
            if (sample) {
                sample.push(Buffer.from(chunk));
                sampled += chunk.length;
                if (sampled >= STREAM_SAMPLE)
                    await decide();
                return;
            }
            await feed(z ? Buffer.from(chunk) : chunk);
        },
        async finish() {
            finished = true;
            if (sample && failure === undefined) {
                if (sampled === 0)
                    fail('nothing was written');
                else
                    await decide();
            }
            if (z) {
                z.end();
                await zDone;
            }
            if (failure === undefined && held > 0)
                void send(block.subarray(0, held));
            while (inFlight.size)
                await Promise.race(inFlight);
            if (failure !== undefined) {
                progress.fail();
                return { ok: false, reason: `cache: ${failure}` };
            }
            try {
                await (0,blob_rest/* putBlockList */.nY)(await reserve(), ids, TWIRP_TIMEOUT_MS);
            }
            catch (e) {
                progress.fail();
                return { ok: false, reason: `cache: upload of ${key} failed: ${blobError(e)}` };
            }
            const saved = await finalize(svc, key, stored, !!z);
            if (saved.ok)
                progress.done(stored);
            else
                progress.fail();
            return saved;
        },
        abort() {
            finished = true;
            fail('aborted');
            z?.destroy();
            progress.fail();
        },
        expect(bytes) {
            // Its failure is the first block's to report (reserve() is the same promise).
            if (bytes >= STREAM_BLOCK && failure === undefined && !finished)
                reserve().catch(() => undefined);
        },
        get blocks() {
            return ids.length;
        },
        get reserved() {
            return reserved !== undefined;
        },
    };
}

;// CONCATENATED MODULE: ./.build/github/storage-context.js
/** The progress options of one transfer of `ctx` (nothing printed without a sink). */
function transfer(ctx, label) {
    return ctx.progress ? { progress: ctx.progress, label } : {};
}
function repoRef(repository) {
    const [owner = '', repo = ''] = repository.split('/');
    return { owner, repo };
}

;// CONCATENATED MODULE: ./.build/github/pack-storage.js
/**
 * Checkpoint packs on GitHub's services (the pack side of githubStorage, state-storage.ts): a pack
 * goes to the Actions cache, an artifact or both (`checkpoint-storage`; a side effect's content
 * always as an artifact too), under a cache key prefix every try extends and an artifact name the
 * state lists; it can also go to the cache while a checkpoint writes it (`startPackShip`). Which
 * content needs a pack, and the checks of what comes back, are src/persist/'s.
 */















/** Where a pack that went to the cache as it was written (`startPackShip`) is, recorded locally. */
const ShippedRecord = schemas/* strictObject */.rej({
    key: schemas/* string */.YjP().min(1).max(512),
    fileBytes: schemas/* number */.aig().int().nonnegative(),
    runId: schemas/* string */.YjP(),
    attempt: schemas/* number */.aig().int(),
});
function packStorage(ctx) {
    return {
        // A cache-only pack can be evicted; one with an artifact stays (for the artifacts' retention).
        holds: (p) => (p.key.startsWith('remote:') ? undefined : p.artifact ? 'durable' : 'evictable'),
        async stagePack() {
            // The cache's version depends on the path: always the same one, in the workspace.
            const file = (0,external_node_path_.join)(ctx.workspace, github_keys/* PACK_PATH */.Ek);
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
            return { file, cleanup: () => (0,promises_.rm)((0,external_node_path_.dirname)(file), { recursive: true, force: true }) };
        },
        planPack(pack, state, durable) {
            const large = ctx.cachePackLimit !== undefined && pack.bytes > ctx.cachePackLimit;
            const storage = large
                ? 'artifact'
                : durable && ctx.checkpointStorage === 'cache'
                    ? 'both'
                    : ctx.checkpointStorage;
            return {
                sha256: pack.sha256,
                // The prefix of every try's key (each try gets a fresh one).
                key: storage === 'artifact'
                    ? ''
                    : (0,github_keys/* packCacheKey */.p2)(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, ''),
                ...(storage === 'cache' ? {} : { artifact: (0,github_keys/* packArtifactName */.lq)(ctx.scopeKey, pack.sha256) }),
                runId: ctx.runId,
                blobs: pack.blobs,
                bytes: pack.bytes,
            };
        },
        placeOf: (p) => p.key && p.artifact ? 'the cache and an artifact' : p.key ? 'the cache' : 'the artifact',
        putPack: (file, planned) => putPack(ctx, file, planned),
        getPack: (entry) => getPack(ctx, entry),
        shippedEarly: (storeDir, pack) => shippedEarly(ctx, storeDir, pack),
        shipWhileWritten: (storeDir, seq) => startPackShip(storeDir, ctx, seq),
    };
}
/** This attempt's record of pack `id` in the cache, as it is to be listed, if there is a sound one. */
async function shippedEarly(ctx, storeDir, pack) {
    if (ctx.checkpointStorage !== 'cache')
        return undefined;
    let r;
    try {
        r = ShippedRecord.parse(JSON.parse(await (0,promises_.readFile)((0,snapshot/* shippedRecordFile */.jQ)(snapshot/* BlobStore */.lb.forStore(storeDir), pack.id), 'utf8')));
    }
    catch {
        return undefined;
    }
    if (r.runId !== ctx.runId || r.attempt !== ctx.attempt || r.fileBytes !== pack.fileBytes)
        return undefined;
    return { sha256: pack.id, key: r.key, runId: ctx.runId, blobs: 0, bytes: pack.fileBytes };
}
/**
 * Starts shipping the pack a checkpoint is about to write to the cache as it is written, where
 * checkpoint content goes to the cache only (`checkpoint-storage: cache`, the default) and the
 * runner has the v2 cache service: the upload then takes place during the checkpoint instead of
 * after it. Undefined where it cannot. The entry is reserved as soon as the checkpoint expects to
 * read a block's worth (8 MiB) or more. A pack of less than one block whose entry is not reserved
 * is left to the save, and so is one whose upload failed.
 */
function startPackShip(storeDir, ctx, seq) {
    if (ctx.checkpointStorage !== 'cache')
        return undefined;
    const svc = cacheServiceFromEnv();
    if (!svc)
        return undefined;
    const key = (0,github_keys/* packCacheKey */.p2)(ctx.scopeKey, ctx.runId, ctx.attempt, seq, (0,external_node_crypto_.randomBytes)(4).toString('hex'));
    const save = streamFileDirect(svc, key, transfer(ctx, 'checkpoint pack upload'));
    let fileBytes = 0;
    return {
        tee: (bytes) => {
            fileBytes += bytes.length;
            return save.write(bytes);
        },
        expect: (bytes) => save.expect(bytes),
        async finish(packId) {
            // A pack smaller than one block has sent nothing yet: the save sends it while it saves the
            // state, at once, which is sooner than finishing it here and saving the state after. One
            // whose entry was reserved already (expected larger) is finished here, not left reserved.
            if (packId === undefined || (save.blocks === 0 && !save.reserved)) {
                save.abort();
                return {};
            }
            const r = await save.finish();
            if (!r.ok)
                return { problem: r.reason ?? 'cache: the upload failed' };
            ctx.log(`pack ${packId.slice(0, 12)} saved to the cache as ${key} while it was written`);
            const record = { key, fileBytes, runId: ctx.runId, attempt: ctx.attempt };
            await (0,snapshot/* writeRecord */.rh)((0,snapshot/* shippedRecordFile */.jQ)(snapshot/* BlobStore */.lb.forStore(storeDir), packId), JSON.stringify(record));
            return { key };
        },
    };
}
/** Ships the staged pack to the cache, an artifact or both, as `listed` plans. */
async function putPack(ctx, file, listed) {
    try {
        // A key whose upload failed can stay reserved: every try gets a fresh one (as the state's do),
        // all under the prefix the state lists.
        const newKey = () => `${listed.key}${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
        ctx.log(`shipping ${(0,words/* plural */.L)(listed.blobs, 'blob')} (${(0,words/* plural */.L)(listed.bytes, 'byte')}) as pack ${listed.sha256.slice(0, 12)} to ${packStorage(ctx).placeOf(listed)}`);
        const skipped = { ok: false, attempts: 0, reasons: [] };
        // Both at once (with `both`): each reads the pack on its own, and neither waits for the
        // other's round trips.
        const [cache, art] = await Promise.all([
            listed.key
                ? withRateLimit(() => saveFileToCache(ctx.workspace, newKey(), github_keys/* PACK_PATH */.Ek, transfer(ctx, 'checkpoint pack upload')), ctx.retry, { log: ctx.log })
                : skipped,
            listed.artifact
                ? withRateLimit(() => uploadFileArtifact(listed.artifact, file, ctx.retentionDays, transfer(ctx, 'checkpoint pack artifact upload')), ctx.retry, { log: ctx.log })
                : skipped,
        ]);
        if (!cache.ok && !art.ok) {
            const why = [...cache.reasons.slice(-1), ...art.reasons.slice(-1)].join('; ');
            return { problem: `checkpoint content NOT saved: ${why}` };
        }
        const { artifact, ...entry } = listed;
        return {
            entry: { ...entry, key: cache.ok ? listed.key : '', ...(art.ok ? { artifact } : {}) },
        };
    }
    catch (e) {
        return { problem: `checkpoint content NOT saved: ${e.message}` };
    }
}
/** Reads a listed pack from the cache, else from its artifact (through the REST API). */
async function getPack(ctx, p) {
    const id = p.sha256.slice(0, 12);
    const file = (0,external_node_path_.join)(ctx.workspace, github_keys/* PACK_PATH */.Ek);
    const problems = [];
    let got;
    let tmp;
    const cleanup = async () => {
        await (0,promises_.rm)((0,external_node_path_.dirname)(file), { recursive: true, force: true });
        if (tmp)
            await (0,promises_.rm)(tmp, { recursive: true, force: true });
    };
    if (p.key) {
        ctx.log(`fetching pack ${id} from cache key ${p.key}`);
        const r = await (0,transfer_retry/* withRetry */.bD)(() => restoreFileFromCache(ctx.workspace, [p.key], github_keys/* PACK_PATH */.Ek, transfer(ctx, 'checkpoint pack download')), ctx.retry);
        if (r.ok && r.value.kind === 'hit')
            got = file;
        if (!r.ok)
            problems.push(`pack ${id}: ${r.reasons.at(-1)}`);
    }
    if (!got && p.artifact && ctx.token && p.runId && /^\d+$/.test(p.runId)) {
        tmp = await (0,promises_.mkdtemp)((0,external_node_path_.join)(process.env.RUNNER_TEMP || ctx.workspace, 'ci-state-pack-'));
        const rest = (0,octokit.createRestClient)({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
        const r = await (0,transfer_retry/* withRetry */.bD)(() => downloadNamedArtifact(rest, repoRef(ctx.repository), Number(p.runId), p.artifact, ctx.token, tmp, transfer(ctx, 'checkpoint pack artifact download')), ctx.retry);
        if (r.ok && r.value.length === 1)
            got = r.value[0];
        else if (!r.ok)
            problems.push(`pack ${id}: ${r.reasons.at(-1)}`);
    }
    if (!got)
        problems.push(`pack ${id} is in neither the cache nor the artifacts`);
    return { ...(got ? { file: got } : {}), problems, cleanup };
}

;// CONCATENATED MODULE: ./.build/github/state-storage.js
/**
 * GitHub's adapter of the storage interface (`StateStorage`, remote/port.ts; ADR 8): a state goes
 * to the Actions cache (fast) and, when durable, as an artifact (the fallback when the cache entry
 * is evicted); a restore looks up the newest cache entry by key prefix (this run, then any run with
 * cross-run), then earlier attempts' artifacts through the REST API. Checkpoint packs: pack-storage.ts.
 * The same keys, names and requests as ever: what is checked and decided is src/persist/'s.
 */










/** The job's states and packs on GitHub's services. */
function githubStorage(ctx) {
    return {
        describe: () => 'the Actions cache and artifacts',
        packOrder: 'together',
        evicts: true,
        seqNamesCopies: true,
        putState: (bundle, state, opts) => putState(ctx, bundle, state, opts),
        states: () => states(ctx),
        ...packStorage(ctx),
    };
}
async function putState(ctx, bytes, state, opts) {
    const nonce = () => (0,external_node_crypto_.randomBytes)(4).toString('hex');
    // Both at once: neither waits for the other's round trips (each call's log is its own).
    // A key whose upload failed can stay reserved for a day: every try gets a fresh one.
    const toCache = withRateLimit(async () => {
        const key = (0,github_keys/* cacheKey */.k$)(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, nonce());
        ctx.log(`saving state to cache key ${key} (${bytes.length} bytes)`);
        return saveBundleToCache(ctx.workspace, key, bytes, transfer(ctx, 'state upload'));
    }, ctx.retry, { log: ctx.log });
    const name = (0,github_keys/* stateArtifactName */.LK)(ctx.scopeKey, ctx.attempt, state.seq);
    // The bundles this one replaces, listed while it uploads (deleted only once it is saved).
    const older = opts.durable && opts.pruneOlder
        ? olderBundles(ctx.scopeKey.slice(0, 16), ctx.attempt, state.seq)
        : undefined;
    const toArtifact = opts.durable
        ? withRateLimit(async () => {
            ctx.log(`uploading state artifact ${name}`);
            return uploadBundleArtifact(name, bytes, ctx.retentionDays, transfer(ctx, 'state artifact upload'));
        }, ctx.retry, { log: ctx.log })
        : undefined;
    const [cache, art] = await Promise.all([toCache, toArtifact]);
    const key = cache.value?.key;
    const copies = [
        cache.ok
            ? { place: 'cache', ok: true, ref: key, where: `cache key \`${key}\`` }
            : { place: 'cache', ok: false, reason: cache.reasons.at(-1) ?? 'the upload failed' },
    ];
    if (art) {
        copies.push(art.ok
            ? {
                place: 'artifact',
                ok: true,
                durable: true,
                ref: name,
                id: art.value.id,
                where: `artifact \`${name}\``,
            }
            : { place: 'artifact', ok: false, ref: name, reason: art.reasons.at(-1) });
        if (art.ok && older)
            await deleteBundles(await older);
    }
    else {
        copies.push({ place: 'artifact', ok: false, skipped: true });
    }
    return { saved: copies.some((c) => c.ok), bytes: bytes.length, copies };
}
/** The cache's newest entry by the restore keys, then earlier attempts' artifacts (up to 3). */
async function* states(ctx) {
    const keys = (0,github_keys/* restoreKeys */.PF)(ctx.scopeKey, ctx.runId, ctx.crossRun);
    ctx.log(`looking up cache keys ${keys.join(', ')}`);
    const cache = await (0,transfer_retry/* withRetry */.bD)(() => restoreBundleFromCache(ctx.workspace, keys, transfer(ctx, 'state download')), ctx.retry);
    if (!cache.ok)
        yield {
            kind: 'problem',
            problem: `cache restore failed: ${cache.reasons.at(-1)}`,
            failed: true,
        };
    else if (cache.value.kind === 'hit') {
        const hit = cache.value;
        yield {
            kind: 'found',
            source: 'cache',
            from: hit.key,
            label: `cache entry ${hit.key}`,
            bytes: hit.bytes,
        };
    }
    // Fallback: an earlier attempt's artifact through the REST API (the cache entry may be evicted).
    if (!(ctx.attempt > 1 && ctx.token && /^\d+$/.test(ctx.runId)))
        return;
    const rest = (0,octokit.createRestClient)({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
    const ref = repoRef(ctx.repository);
    const listed = await (0,transfer_retry/* withRetry */.bD)(() => findEarlierBundles(rest, ref, Number(ctx.runId), ctx.scopeKey.slice(0, 16), ctx.attempt), ctx.retry);
    if (!listed.ok) {
        yield {
            kind: 'problem',
            problem: `artifact lookup failed: ${listed.reasons.at(-1)}`,
            failed: true,
        };
        return;
    }
    for (const found of listed.value.slice(0, 3)) {
        ctx.log(`downloading state artifact ${found.name}`);
        const got = await (0,transfer_retry/* withRetry */.bD)(() => downloadBundleArtifact(found.id, {
            token: ctx.token,
            workflowRunId: Number(ctx.runId),
            repositoryOwner: ref.owner,
            repositoryName: ref.repo,
        }, bundle/* MAX_BUNDLE_BYTES */.Me, transfer(ctx, 'state artifact download')), ctx.retry);
        if (got.ok)
            yield {
                kind: 'found',
                source: 'artifact',
                from: found.name,
                label: `artifact ${found.name}`,
                bytes: got.value,
            };
        else
            yield {
                kind: 'problem',
                problem: `artifact ${found.name}: ${got.reasons.at(-1)}`,
                failed: true,
            };
    }
}


/***/ }),

/***/ 20164:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ linkTargetProblem),
/* harmony export */   LF: () => (/* binding */ isExcludedDirName),
/* harmony export */   fY: () => (/* binding */ parentsOf),
/* harmony export */   py: () => (/* binding */ excludedDirPatterns),
/* harmony export */   sK: () => (/* binding */ defaultExclusion),
/* harmony export */   u2: () => (/* binding */ caseKey),
/* harmony export */   z9: () => (/* binding */ pathProblem),
/* harmony export */   zl: () => (/* binding */ PathRules)
/* harmony export */ });
/* unused harmony exports EXCLUDED_DIRS, isForbiddenDir */
/**
 * The rules a snapshot path must follow (`pathProblem`), checked on every manifest before anything
 * is written, whoever wrote it; and the default exclusions.
 */
/** Directories never snapshotted (any path segment, compared case-insensitively). */
const EXCLUDED_DIRS = [
    '.git',
    '.ci-state',
    // Where the job's persistence process stages what it uploads (github/keys.ts), meanwhile.
    '.ci-state-transfer',
    '.ssh',
    '.aws',
    '.gnupg',
    '.azure',
    '.kube',
    '.docker',
];
/** File names never snapshotted unless allowed, as [test, description]. */
const EXCLUDED_FILES = [
    [(n) => n.startsWith('.env'), 'environment file (.env*)'],
    [(n) => /\.(pem|key|p12|pfx|jks|keystore|kdbx)$/.test(n), 'private key or keystore'],
    [(n) => /^id_(rsa|dsa|ecdsa|ed25519)/.test(n), 'SSH private key'],
    [
        (n) => [
            '.npmrc',
            '.netrc',
            '_netrc',
            '.pypirc',
            '.pgpass',
            '.git-credentials',
            '.htpasswd',
            '.dockercfg',
            '.vault-token',
        ].includes(n),
        'credential file',
    ],
    [(n) => n.startsWith('credentials'), 'credential file (credentials*)'],
];
/** Whether a directory named `name` is one of EXCLUDED_DIRS: a walk never goes into it. */
function isExcludedDirName(name) {
    return EXCLUDED_DIRS.includes(name.toLowerCase());
}
/** Ignore patterns for the paths inside EXCLUDED_DIRS, for matching paths that are not walked. */
function excludedDirPatterns() {
    return EXCLUDED_DIRS.flatMap((d) => [`**/${d}/*`, `**/${d}/*/**`]);
}
/** Why a directory named `seg` (and all under it) is excluded by default, or undefined. */
function dirRule(seg) {
    return isExcludedDirName(seg) ? `excluded by default: inside ${seg}/` : undefined;
}
/** Why a file or link named `name` is excluded by default, or undefined. */
function fileRule(name) {
    const lower = name.toLowerCase();
    for (const [test, what] of EXCLUDED_FILES) {
        if (test(lower))
            return `excluded by default: ${what}`;
    }
    return undefined;
}
/** The facts of directory `dir` ('' for the root: none). */
function dirFacts(dir) {
    const d = { rule: undefined, problem: undefined, git: false };
    if (dir === '')
        return d;
    for (const s of dir.split('/')) {
        d.rule ??= dirRule(s);
        d.problem ??= segmentProblem(s);
        d.git ||= isGitSegment(s);
    }
    return d;
}
/** Where `path` is split into its directory (none: '') and name. */
function splitPath(path) {
    const i = path.lastIndexOf('/');
    return i < 0 ? ['', path] : [path.slice(0, i), path.slice(i + 1)];
}
function isGitSegment(s) {
    return s.toLowerCase() === '.git';
}
const MAX_PATH = 4096;
const MAX_SEGMENT_BYTES = 255;
/** What is wrong with `path` as a whole (its length, characters, anchoring), or undefined. */
function wholePathProblem(path) {
    if (path === '')
        return 'the path is empty';
    if (path.length > MAX_PATH)
        return `the path is longer than ${MAX_PATH} characters`;
    if (path.includes('\0'))
        return 'the path contains a NUL byte';
    if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path)) {
        return 'the path is absolute';
    }
    if (path.includes('\\'))
        return 'the path contains a backslash';
    return undefined;
}
/** What is wrong with one segment of a path, or undefined. */
function segmentProblem(s) {
    if (s === '..')
        return 'the path contains a ".." segment';
    if (s === '' || s === '.')
        return 'the path has an empty or "." segment';
    if (s.length * 3 > MAX_SEGMENT_BYTES && Buffer.byteLength(s, 'utf8') > MAX_SEGMENT_BYTES) {
        return `a path segment is longer than ${MAX_SEGMENT_BYTES} bytes`;
    }
    return undefined;
}
const IN_GIT = 'the path is inside a .git directory';
/** The rules below, for a path split into the facts of its directory and its name. */
function exclusionIn(parent, name, dir) {
    return parent.rule ?? (dir ? dirRule(name) : fileRule(name));
}
function forbiddenIn(parent, name) {
    return parent.git || isGitSegment(name);
}
function problemIn(path, parent, name) {
    const bad = wholePathProblem(path) ?? parent.problem ?? segmentProblem(name);
    if (bad)
        return bad;
    return forbiddenIn(parent, name) ? IN_GIT : undefined;
}
/**
 * Why a path is excluded by default, or undefined. `dir` says whether the path is a directory
 * (file-name rules apply to files and symbolic links only).
 */
function defaultExclusion(path, dir) {
    const [parent, name] = splitPath(path);
    return exclusionIn(dirFacts(parent), name, dir);
}
/** Directories that are excluded even when allowed (their content is never ours to restore). */
function isForbiddenDir(path) {
    const [parent, name] = splitPath(path);
    return forbiddenIn(dirFacts(parent), name);
}
/**
 * Why `path` is not an acceptable manifest path, or undefined when it is. A manifest path is a
 * posix path relative to the snapshot root: not empty, not absolute (no leading `/` or `\`, no
 * drive letter), no `.`, `..` or empty segments, no NUL byte, no backslash (a separator on
 * Windows), at most 4096 characters and 255 bytes per segment, and never inside a `.git`
 * directory (a restored hook would run code).
 */
function pathProblem(path) {
    if (typeof path !== 'string')
        return 'the path is not a string';
    const [parent, name] = splitPath(path);
    return problemIn(path, dirFacts(parent), name);
}
/**
 * `defaultExclusion`, `isForbiddenDir` and `pathProblem` for the many paths of one walk, which
 * share few directories: the facts of each directory are worked out once.
 */
class PathRules {
    dirs = new Map();
    facts(dir) {
        let d = this.dirs.get(dir);
        if (!d)
            this.dirs.set(dir, (d = dirFacts(dir)));
        return d;
    }
    /** `defaultExclusion(path, dir)`. */
    exclusion(path, dir) {
        const [parent, name] = splitPath(path);
        return exclusionIn(this.facts(parent), name, dir);
    }
    /** `isForbiddenDir(path)`. */
    forbidden(path) {
        const [parent, name] = splitPath(path);
        return forbiddenIn(this.facts(parent), name);
    }
    /** `pathProblem(path)`. */
    problem(path) {
        const [parent, name] = splitPath(path);
        return problemIn(path, this.facts(parent), name);
    }
}
/** The key under which two names collide on a case-insensitive, normalising file system. */
function caseKey(path) {
    return path.normalize('NFC').toLowerCase();
}
/** `a/b/c` -> [`a`, `a/b`]. */
function parentsOf(path) {
    const out = [];
    for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1))
        out.push(path.slice(0, i));
    return out;
}
/** Why a symbolic link at `path` with `target` is refused, or undefined (target stays inside). */
function linkTargetProblem(path, target) {
    if (target === '')
        return 'the link target is empty';
    if (target.includes('\0'))
        return 'the link target contains a NUL byte';
    if (target.length > MAX_PATH)
        return `the link target is longer than ${MAX_PATH} characters`;
    if (target.startsWith('/') || target.startsWith('\\') || /^[A-Za-z]:/.test(target)) {
        return `the link points to an absolute path (${target})`;
    }
    if (target.includes('\\'))
        return 'the link target contains a backslash';
    // Resolve lexically from the link's directory; it must stay inside the root.
    const stack = path.split('/').slice(0, -1);
    for (const s of target.split('/')) {
        if (s === '' || s === '.')
            continue;
        if (s === '..') {
            if (stack.length === 0)
                return `the link points outside the root (${target})`;
            stack.pop();
        }
        else
            stack.push(s);
    }
    if (isForbiddenDir(stack.join('/')))
        return 'the link points into a .git directory';
    return undefined;
}


/***/ }),

/***/ 33367:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache;
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FD: () => (/* binding */ tempPathFor),
/* harmony export */   Ld: () => (/* binding */ writeFileDurable),
/* harmony export */   ol: () => (/* binding */ cleanupTempFiles),
/* harmony export */   zR: () => (/* binding */ syncDirectory)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8005);
/* harmony import */ var _fd_io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54097);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(27382);
/**
 * Durable file replacement (`writeFileDurable`) and the cleanup of temp files dead writers left.
 * Not `write-file-atomic`: it does not fsync the directory after the rename (the rename can be lost
 * on power failure) and has no seam to test each failing step.
 */






/** Temp files look like `.<name>.<pid>.<random hex>.tmp`. */
const TEMP_PATTERN = /^\.(.+)\.(\d+)\.([0-9a-f]+)\.tmp$/;
/** A process's holder files (see lock.ts) look like `.<lock name>.<pid>.<random hex>.holder`. */
const HOLDER_PATTERN = /^\.(.+)\.(\d+)\.([0-9a-f]+)\.holder$/;
function tempPathFor(path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
}
/**
 * On Windows a rename over a file that another process (a virus scanner, an indexer, a reader)
 * has open fails with EPERM, EACCES or EBUSY for a moment; retry briefly there, as graceful-fs does.
 */
async function renameWithRetry(fs, from, to, platform) {
    for (let attempt = 1;; attempt++) {
        try {
            return await fs.rename(from, to);
        }
        catch (err) {
            const transient = ['EPERM', 'EACCES', 'EBUSY'].includes((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) ?? '');
            if (platform !== 'win32' || !transient || attempt >= 8)
                throw err;
            await new Promise((r) => setTimeout(r, 10 * attempt));
        }
    }
}
/** fsync a directory so that a rename or a new entry in it is on disk. */
async function syncDirectory(dir, fs = /*#__PURE__*/ (node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache || (node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache = __webpack_require__.t(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__, 2)))) {
    let handle;
    try {
        handle = await fs.open(dir, 'r');
        await handle.sync();
    }
    catch (err) {
        if (!_fd_io_js__WEBPACK_IMPORTED_MODULE_4__/* .DIR_SYNC_UNSUPPORTED */ .Y6.has((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) ?? ''))
            throw err;
    }
    finally {
        await handle?.close().catch(() => undefined);
    }
}
/**
 * Replace `path` with `data` atomically and durably: open `.<name>.<pid>.<random>.tmp` next to it
 * (O_CREAT|O_EXCL), write, fsync, close, rename over `path`, fsync the directory. A failure before
 * the rename removes the temp file and leaves `path` as it was; a failure of the directory fsync
 * says the new content is in place but its durability is not confirmed. Throws a CiStateError with
 * one line such as `cannot write /x/state.json: no space left on device (ENOSPC)`.
 */
async function writeFileDurable(path, data, options = {}) {
    const fs = options.fs ?? /*#__PURE__*/ (node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache || (node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache = __webpack_require__.t(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__, 2)));
    const temp = tempPathFor(path);
    let handle;
    let created = false;
    try {
        handle = await fs.open(temp, 'wx', options.mode ?? 0o644);
        created = true;
        await handle.writeFile(data);
        await handle.sync();
        const h = handle;
        handle = undefined;
        await h.close();
        await renameWithRetry(fs, temp, path, options.platform ?? process.platform);
        created = false;
    }
    catch (err) {
        await handle?.close().catch(() => undefined);
        if (created)
            await fs.unlink(temp).catch(() => undefined);
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('write', path, err);
    }
    try {
        await syncDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), fs);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('store_io', `cannot write ${path}: ${(0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .describeFsError */ .TQ)(err)} while syncing its directory; ` +
            'the new content is in place but may not survive a crash', { exitCode: 1, cause: err });
    }
}
/**
 * Remove leftover temp files in `dir` (not recursive): those whose writer process is dead, and any
 * `*.tmp` older than `maxAgeMs` (a durable write takes milliseconds, not minutes); and the holder
 * files of dead processes (lock.ts; a live process keeps its own as long as it runs). Returns the
 * removed paths. A missing directory has nothing to clean.
 */
async function cleanupTempFiles(dir, options = {}) {
    const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    const now = options.now ?? Date.now;
    let names;
    try {
        names = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir(dir);
    }
    catch (err) {
        if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) === 'ENOENT' || (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) === 'ENOTDIR')
            return [];
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('read', dir, err);
    }
    const removed = [];
    for (const name of names) {
        const holder = HOLDER_PATTERN.exec(name);
        if (!holder && !name.endsWith('.tmp'))
            continue;
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name);
        let stat;
        try {
            stat = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat(path);
        }
        catch {
            continue; // renamed or removed meanwhile
        }
        if (!stat.isFile())
            continue;
        const pid = Number((holder ?? TEMP_PATTERN.exec(name))?.[2] ?? NaN);
        const writerGone = Number.isInteger(pid) && pid !== process.pid && !(0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .isProcessAlive */ .jW)(pid);
        const old = !holder && now() - stat.mtimeMs > maxAgeMs;
        if (!writerGone && !old)
            continue;
        try {
            await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink(path);
            removed.push(path);
        }
        catch (err) {
            if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) !== 'ENOENT')
                throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('remove', path, err);
        }
    }
    return removed;
}


/***/ }),

/***/ 54097:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ syncDirectoryFd),
/* harmony export */   EO: () => (/* binding */ closeQuietly),
/* harmony export */   Y6: () => (/* binding */ DIR_SYNC_UNSUPPORTED),
/* harmony export */   Yl: () => (/* binding */ fsyncFd),
/* harmony export */   ZQ: () => (/* binding */ unlinkQuietly),
/* harmony export */   a7: () => (/* binding */ writeChunks),
/* harmony export */   bz: () => (/* binding */ renameRetrying),
/* harmony export */   ek: () => (/* binding */ cutTornTail),
/* harmony export */   f4: () => (/* binding */ writeAll)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27382);
/**
 * The file calls of the store's write path, on file descriptors and mostly synchronous: only the
 * waits that take time (fsync of a file, of a directory) go to libuv's thread pool, side by side.
 */


/** Directory fsync is not supported everywhere (some network and Windows file systems). */
const DIR_SYNC_UNSUPPORTED = new Set([
    'EINVAL',
    'ENOTSUP',
    'EOPNOTSUPP',
    'EISDIR',
    'EPERM',
]);
/** Write all of `data` at the file's position (or its end, for a file opened to append). */
function writeAll(fd, data) {
    let offset = 0;
    while (offset < data.length) {
        offset += node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync(fd, data, offset, data.length - offset);
    }
}
/** Write the chunks one after another, with as few system calls as the kernel allows. */
function writeChunks(fd, chunks) {
    let rest = chunks;
    while (rest.length > 0) {
        let written = node_fs__WEBPACK_IMPORTED_MODULE_0__.writevSync(fd, rest);
        let i = 0;
        while (i < rest.length && written >= rest[i].length) {
            written -= rest[i].length;
            i++;
        }
        if (i === rest.length)
            return;
        // A short write: carry on from where it stopped.
        rest = [rest[i].subarray(written), ...rest.slice(i + 1)];
    }
}
/** fsync in the thread pool. */
function fsyncFd(fd) {
    return new Promise((resolve, reject) => {
        node_fs__WEBPACK_IMPORTED_MODULE_0__.fsync(fd, (err) => (err ? reject(err) : resolve()));
    });
}
/** Close, ignoring an error (for descriptors whose data is already on disk, or given up on). */
function closeQuietly(fd) {
    if (fd === undefined)
        return;
    try {
        node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync(fd);
    }
    catch {
        // nothing left to do with it
    }
}
/** Remove, ignoring an error (a temp file left behind is removed by the next writer). */
function unlinkQuietly(path) {
    try {
        node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync(path);
    }
    catch {
        // already gone, or left for the next writer
    }
}
/** fsync a directory so that a rename or a new entry in it is on disk (where supported). */
async function syncDirectoryFd(dir) {
    let fd;
    try {
        fd = node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync(dir, 'r');
    }
    catch (err) {
        if (DIR_SYNC_UNSUPPORTED.has((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_1__/* .errnoCode */ .UK)(err) ?? ''))
            return;
        throw err;
    }
    try {
        await fsyncFd(fd);
    }
    catch (err) {
        if (!DIR_SYNC_UNSUPPORTED.has((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_1__/* .errnoCode */ .UK)(err) ?? ''))
            throw err;
    }
    finally {
        closeQuietly(fd);
    }
}
/**
 * rename(2). On Windows a rename over a file that another process (a virus scanner, an indexer, a
 * reader) has open fails with EPERM, EACCES or EBUSY for a moment: retried briefly there.
 */
async function renameRetrying(from, to) {
    for (let attempt = 1;; attempt++) {
        try {
            node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync(from, to);
            return;
        }
        catch (err) {
            const transient = ['EPERM', 'EACCES', 'EBUSY'].includes((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_1__/* .errnoCode */ .UK)(err) ?? '');
            if (process.platform !== 'win32' || !transient || attempt >= 8)
                throw err;
            await new Promise((r) => setTimeout(r, 10 * attempt));
        }
    }
}
const NEWLINE = 0x0a;
const CHUNK = 64 * 1024;
/**
 * Prepare a JSON Lines file opened to append (`a+`) of `size` bytes for a new line: if its last
 * line is torn (no final "\n", a writer killed mid-append), cut it off. Returns the offset where
 * the new line will begin (truncating there takes it back).
 */
function cutTornTail(fd, size) {
    if (size === 0)
        return 0;
    const buf = Buffer.alloc(CHUNK);
    if (node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync(fd, buf, 0, 1, size - 1) === 1 && buf[0] === NEWLINE)
        return size;
    let end = size;
    while (end > 0) {
        const start = Math.max(0, end - CHUNK);
        const n = node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync(fd, buf, 0, end - start, start);
        const i = buf.subarray(0, n).lastIndexOf(NEWLINE);
        if (i >= 0) {
            end = start + i + 1;
            break;
        }
        end = start;
    }
    node_fs__WEBPACK_IMPORTED_MODULE_0__.ftruncateSync(fd, end);
    return end;
}


/***/ }),

/***/ 27382:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TQ: () => (/* binding */ describeFsError),
/* harmony export */   UK: () => (/* binding */ errnoCode),
/* harmony export */   jW: () => (/* binding */ isProcessAlive),
/* harmony export */   yi: () => (/* binding */ fsError)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/**
 * Small helpers shared by the store modules: turning file-system errors into one readable line,
 * and asking whether a process on this machine is still alive.
 */

/** The `code` of a Node system error (`ENOENT`, `ENOSPC`, ...), if it has one. */
function errnoCode(err) {
    if (err && typeof err === 'object' && 'code' in err) {
        const code = err.code;
        if (typeof code === 'string')
            return code;
    }
    return undefined;
}
const DESCRIPTIONS = {
    ENOSPC: 'no space left on device',
    EDQUOT: 'disk quota exceeded',
    EACCES: 'read-only or not writable',
    EPERM: 'read-only or not writable',
    EROFS: 'read-only or not writable',
    EIO: 'input/output error',
    ENOTDIR: 'a parent path is not a directory',
    ENOENT: 'the directory does not exist',
    EISDIR: 'it is a directory',
    EMFILE: 'too many open files',
    ENFILE: 'too many open files',
    ENAMETOOLONG: 'the name is too long',
};
/** What went wrong, in words, ending with the error code: `no space left on device (ENOSPC)`. */
function describeFsError(err) {
    const code = errnoCode(err);
    const known = code ? DESCRIPTIONS[code] : undefined;
    if (known)
        return `${known} (${code})`;
    const message = err instanceof Error ? err.message : String(err);
    const firstLine = message.split('\n', 1)[0] ?? '';
    return code && !firstLine.includes(code) ? `${firstLine} (${code})` : firstLine;
}
/** `cannot <verb> <path>: <reason> (<CODE>)` as a CiStateError; CiStateErrors pass through. */
function fsError(verb, path, err) {
    if (err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS)
        return err;
    const code = errnoCode(err);
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS(code === 'ENOSPC' || code === 'EDQUOT' ? 'store_full' : 'store_io', `cannot ${verb} ${path}: ${describeFsError(err)}`, { exitCode: 1, cause: err });
}
/**
 * Whether a process with this pid exists on this machine. `kill(pid, 0)` sends nothing: it fails
 * with ESRCH when there is no such process and with EPERM when it exists but belongs to someone else.
 */
function isProcessAlive(pid) {
    if (!Number.isInteger(pid) || pid <= 0)
        return false;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return errnoCode(err) !== 'ESRCH';
    }
}


/***/ }),

/***/ 61349:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_INTERVAL_MS: () => (/* binding */ DEFAULT_INTERVAL_MS),
/* harmony export */   DEFAULT_MIN_BYTES: () => (/* binding */ DEFAULT_MIN_BYTES),
/* harmony export */   bytesUnder: () => (/* binding */ bytesUnder),
/* harmony export */   formatAmount: () => (/* binding */ formatAmount),
/* harmony export */   formatDone: () => (/* binding */ formatDone),
/* harmony export */   formatProgress: () => (/* binding */ formatProgress),
/* harmony export */   formatSize: () => (/* binding */ formatSize),
/* harmony export */   formatSummary: () => (/* binding */ formatSummary),
/* harmony export */   fromToolkitLines: () => (/* binding */ fromToolkitLines),
/* harmony export */   mb: () => (/* binding */ mb),
/* harmony export */   progressMinBytes: () => (/* binding */ progressMinBytes),
/* harmony export */   seconds: () => (/* binding */ seconds),
/* harmony export */   sizeAndTime: () => (/* binding */ sizeAndTime),
/* harmony export */   startProgress: () => (/* binding */ startProgress),
/* harmony export */   stopwatch: () => (/* binding */ stopwatch)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/**
 * Progress of one long transfer (a checkpoint pack, a bundle) to or from the Actions cache or
 * artifacts, as lines for a log:
 *
 *     checkpoint pack upload: 120.0 of 312.4 MB (38%), 22.0 MB/s
 *     checkpoint pack upload: 312.4 MB in 14.2 s (22.0 MB/s)
 *
 * A progress line at most every `intervalMs` (5 s; CI_STATE_PROGRESS_INTERVAL_MS, where 0 means
 * at every update), the first one only once the transfer has run that long, so short transfers
 * print none; a final line with the size and the duration when the transfer moved at least
 * `minBytes` (8 MiB; CI_STATE_PROGRESS_MIN_BYTES) or already printed progress. MB are 2^20 bytes,
 * as the toolkit counts them. The rate is the average since the start.
 *
 * A step that moves several things (the packs of a restore, the history artifacts) also says
 * what moved in one line, whatever its size: `formatSummary` ("fetched 1 checkpoint pack
 * (300.0 MB) in 9.8 s"), timed by a `stopwatch`.
 *
 * The byte counts come from the clients where they give them (the bytes our blob requests hand to
 * the connection, the Azure SDK's `onProgress`, the toolkit's own "Sent …"/"Uploaded bytes …"
 * lines), else from a `poll` (the size of what a download wrote so far). Lines are written in the
 * async context the reporter was started in, so that a capture of the toolkit's output around the
 * transfer (captureToolkitLog) does not take them.
 */



const DEFAULT_INTERVAL_MS = 5_000;
const DEFAULT_MIN_BYTES = 8 * 2 ** 20;
/** How often a `poll` runs when lines go out at every update (interval 0). */
const EAGER_POLL_MS = 100;
/** A timer may fire a little before its interval has passed by the clock used here. */
const SLACK_MS = 50;
const noop = {
    update: () => undefined,
    add: () => undefined,
    total: () => undefined,
    done: () => undefined,
    fail: () => undefined,
    end: () => undefined,
    tick: () => Promise.resolve(),
};
function envNumber(name, fallback) {
    const raw = process.env[name]?.trim();
    if (!raw)
        return fallback;
    const n = Number(raw);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
}
function mb(bytes) {
    return (bytes / 2 ** 20).toFixed(1);
}
function rate(bytes, ms) {
    return mb((bytes * 1000) / Math.max(ms, 1));
}
/** Milliseconds as seconds with one decimal: "9.8 s". */
function seconds(ms) {
    return `${(Math.max(ms, 0) / 1000).toFixed(1)} s`;
}
/** What a progress line says of the amount: "X of Y MB (Z%)", or "X MB" when Y is not known. */
function formatAmount(bytes, total) {
    if (total === undefined)
        return `${mb(bytes)} MB`;
    const of = Math.max(total, bytes);
    const pct = of === 0 ? 100 : Math.floor((100 * bytes) / of);
    return `${mb(bytes)} of ${mb(of)} MB (${pct}%)`;
}
/** A progress line, `elapsedMs` after the start: "X of Y MB (Z%), N MB/s" or "X MB, N MB/s". */
function formatProgress(bytes, total, elapsedMs) {
    return `${formatAmount(bytes, total)}, ${rate(bytes, elapsedMs)} MB/s`;
}
/** The final line of one transfer: "X MB in T s (N MB/s)". */
function formatDone(bytes, ms) {
    return `${mb(bytes)} MB in ${seconds(ms)} (${rate(bytes, ms)} MB/s)`;
}
/** A size for a summary: "300.0 MB", "2.4 KB" under 1 MB, "12 B" under 1 KB. */
function formatSize(bytes) {
    if (bytes < 2 ** 10)
        return `${bytes} B`;
    return bytes >= 2 ** 20 ? `${mb(bytes)} MB` : `${(bytes / 2 ** 10).toFixed(1)} KB`;
}
/**
 * A line that sums up a transfer or several (`what` says what moved), whatever its size:
 * "fetched 1 checkpoint pack (300.0 MB) in 9.8 s".
 */
function formatSummary(what, bytes, ms) {
    return `${what} ${sizeAndTime(bytes, ms)}`;
}
/** "(300.0 MB) in 9.8 s". */
function sizeAndTime(bytes, ms) {
    return `(${formatSize(bytes)}) in ${seconds(ms)}`;
}
/** A stopwatch: the milliseconds since it was started, by `now` (`performance.now` by default). */
function stopwatch(now = () => performance.now()) {
    const start = now();
    return () => now() - start;
}
/** The size from which a transfer is worth lines of its own (CI_STATE_PROGRESS_MIN_BYTES). */
function progressMinBytes() {
    return envNumber('CI_STATE_PROGRESS_MIN_BYTES', DEFAULT_MIN_BYTES);
}
/** A reporter for one transfer; one that does nothing without a sink. */
function startProgress(o) {
    const sink = o.sink;
    if (!sink)
        return noop;
    const interval = o.intervalMs ?? envNumber('CI_STATE_PROGRESS_INTERVAL_MS', DEFAULT_INTERVAL_MS);
    const minBytes = o.minBytes ?? progressMinBytes();
    const now = o.now ?? (() => performance.now());
    const inOrigin = node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage.snapshot();
    const emit = (line) => {
        try {
            inOrigin(() => sink(`${o.label}: ${line}`));
        }
        catch {
            // a broken sink never breaks the transfer
        }
    };
    const start = now();
    let total = o.total;
    let bytes = 0;
    /** Whether any count came in (a transfer that reports nothing prints no "0.0 MB" lines). */
    let counted = false;
    let lastLine = start;
    let lastShown;
    let printed = false;
    let closed = false;
    const maybePrint = (force = false) => {
        if (closed || !counted)
            return;
        const t = now();
        if (!force && t - lastLine + SLACK_MS < interval)
            return;
        const shown = formatAmount(bytes, total);
        if (shown === lastShown)
            return; // nothing new since the last line
        lastShown = shown;
        lastLine = t;
        printed = true;
        emit(formatProgress(bytes, total, t - start));
    };
    const update = (n) => {
        if (closed || !Number.isFinite(n))
            return;
        counted = true;
        if (n > bytes)
            bytes = n;
        if (interval === 0)
            maybePrint(true);
        else
            maybePrint();
    };
    let polling = false;
    const tick = async () => {
        if (closed)
            return;
        if (o.poll && !polling) {
            polling = true;
            try {
                const n = await o.poll();
                if (n !== undefined) {
                    counted = true;
                    if (n > bytes)
                        bytes = n;
                }
            }
            catch {
                // a failed poll is a tick without news
            }
            finally {
                polling = false;
            }
        }
        maybePrint(interval === 0);
    };
    let timer;
    if (o.timer !== false && (interval > 0 || o.poll)) {
        timer = setInterval(() => void tick(), interval > 0 ? interval : EAGER_POLL_MS);
        timer.unref();
    }
    const close = () => {
        closed = true;
        if (timer)
            clearInterval(timer);
    };
    return {
        update,
        add: (delta) => update(bytes + delta),
        total(n) {
            if (n !== undefined && Number.isFinite(n) && n >= 0)
                total = n;
        },
        done(final) {
            if (closed)
                return;
            if (final !== undefined && Number.isFinite(final)) {
                counted = true;
                bytes = final;
                // Done is all of it (a size announced in advance may have been the zip's, say).
                if (total !== undefined)
                    total = final;
            }
            // At every update, the last progress line is the complete one.
            if (interval === 0 && total !== undefined)
                maybePrint(true);
            close();
            if (bytes < minBytes && !printed)
                return;
            emit(formatDone(bytes, now() - start));
        },
        fail() {
            if (closed)
                return;
            close();
            if (!printed)
                return;
            emit(`stopped after ${mb(bytes)} MB in ${seconds(now() - start)}`);
        },
        end() {
            if (closed)
                return;
            if (interval === 0 && total !== undefined)
                maybePrint(true);
            close();
        },
        tick,
    };
}
/** The bytes of the files under `dir` (a download's destination), for a `poll`. */
async function bytesUnder(dir) {
    let sum = 0;
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { recursive: true, withFileTypes: true });
    await Promise.all(entries
        .filter((e) => e.isFile())
        .map(async (e) => {
        sum += await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(e.parentPath, e.name)).then((s) => s.size, () => 0);
    }));
    return sum;
}
/**
 * Feeds `p` from the toolkit's own progress lines (a `passThrough` of captureToolkitLog):
 * `@actions/cache`'s "Sent N of M (…%)" (its Azure SDK upload) and "Received N of M (…%)" (its
 * Azure SDK download), its "Cache Size: ~N MB (B B)" once an archive is down, and
 * `@actions/artifact`'s "Uploaded bytes N".
 */
function fromToolkitLines(p) {
    return (line) => {
        let m = /^(?:Sent|Received) (\d+) of (\d+) \(/.exec(line);
        if (m) {
            p.total(Number(m[2]));
            p.update(Number(m[1]));
            return;
        }
        m = /^Cache Size: ~\d+ MB \((\d+) B\)/.exec(line);
        if (m) {
            p.total(Number(m[1]));
            p.update(Number(m[1]));
            return;
        }
        m = /^Uploaded bytes (\d+)$/.exec(line);
        if (m)
            p.update(Number(m[1]));
    };
}


/***/ }),

/***/ 98853:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ WRITE_BATCH),
/* harmony export */   E: () => (/* binding */ writeAllAt)
/* harmony export */ });
/** Bytes of a range gathered before they are written. */
const WRITE_BATCH = 1024 * 1024;
/** `parts` written one after the other from `at` (a short write goes on with what is left). */
async function writeAllAt(fh, parts, at) {
    const total = parts.reduce((n, p) => n + p.length, 0);
    let done = (await fh.writev(parts, at)).bytesWritten;
    if (done === total)
        return;
    const rest = Buffer.concat(parts, total);
    while (done < total)
        done += (await fh.write(rest, done, total - done, at + done)).bytesWritten;
}


/***/ }),

/***/ 15922:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** The ci-state version, recorded in every state's metadata (a test keeps it equal to package.json). */
const VERSION = '0.1.0';


/***/ })

};
