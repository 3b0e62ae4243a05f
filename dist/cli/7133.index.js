export const id = 7133;
export const ids = [7133,6705];
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

/***/ 65061:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fetchPacks: () => (/* binding */ fetchPacks)
/* harmony export */ });
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93265);
/* harmony import */ var _snapshot_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4671);
/* harmony import */ var _transfer_progress_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61349);
/* harmony import */ var _packs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92331);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51455);





/** Adds the state's packs to the local blob store, each checked against the id the state lists. */
async function fetchPacks(storeDir, state, ctx, storage) {
    const out = { fetched: 0, blobs: 0, bytes: 0, ms: 0, problems: [] };
    const elapsed = (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_1__.stopwatch)();
    const store = _snapshot_index_js__WEBPACK_IMPORTED_MODULE_0__/* .BlobStore */ .lb.forStore(storeDir);
    // Whether a blob is here, as of one look at the store (its packs read once, not a look per blob).
    let present;
    for (const p of state.packs) {
        if (!storage.holds(p))
            continue;
        const id = p.sha256.slice(0, 12);
        const known = await (0,_packs_js__WEBPACK_IMPORTED_MODULE_2__/* .packContents */ .s)(store, p.sha256);
        if (known.length && known.every((present ??= await store.presence())))
            continue;
        // A large pack is announced: its progress lines come only once a few seconds have passed.
        if (ctx.progress && p.bytes >= (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_1__.progressMinBytes)())
            ctx.progress(`fetching checkpoint pack ${id} (${(0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_1__.formatSize)(p.bytes)})`);
        const got = await storage.getPack(p, storeDir);
        out.problems.push(...got.problems);
        try {
            if (!got.file)
                continue;
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.stat)(got.file)).size !== p.bytes) {
                out.problems.push(`pack ${id} is not the size the state lists: ignored`);
                continue;
            }
            // Its index is checked against the id the state lists (a pack that fails is refused, the
            // catch below, and not recorded as fetched); each blob is verified whenever it is read. Not
            // fsynced: it is a copy of the shipped pack, and one a crash damaged is refused when it is
            // opened or read, and fetched again.
            ctx.log(`adding pack ${id} (${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(p.bytes, 'byte')})`);
            const r = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_0__/* .unpackBlobs */ .Tp)(got.file, store, {
                expectSha256: p.sha256,
                move: true,
                sync: false,
            });
            ctx.log(`added ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(r.count, 'blob')}, ${r.added.length} new`);
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_0__/* .writeBlobList */ .dZ)(store, 'packs', p.sha256, r.blobs);
            present = undefined; // the store has changed
            out.fetched++;
            out.blobs += r.count;
            out.bytes += p.bytes;
        }
        catch (e) {
            out.problems.push(`pack ${id}: ${e.message}`);
        }
        finally {
            await got.cleanup();
        }
    }
    out.ms = elapsed();
    return out;
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


/***/ })

};
