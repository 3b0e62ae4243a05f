export const id = 2592;
export const ids = [2592,6705];
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

/***/ 92331:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ packContents),
/* harmony export */   saveStateAndContent: () => (/* binding */ saveStateAndContent)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57975);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(93265);
/* harmony import */ var _snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4671);
/* harmony import */ var _transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61349);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53704);
/**
 * Shipping checkpoint content with the state, whatever the storage: the blobs the state's file
 * checkpoints refer to and no pack the storage holds has go as one pack while (or before, as the
 * storage orders it) the state listing it is saved (`saveStateAndContent`). A later attempt
 * fetches them (pack-fetch.ts). A pack that cannot be shipped or fetched only means those phases
 * run again. See docs/checkpoints.md, "Where packs go".
 */







/**
 * The blobs pack `sha` holds, as recorded next to the blob store when it was shipped or fetched
 * (`checkpoints/packs/<sha>.bin`, see snapshot/records.ts); none if unknown.
 */
async function packContents(store, sha) {
    return (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readBlobList */ .sy)(store, 'packs', sha)) ?? [];
}
/** The checkpoints of side-effect phases that succeeded: what an eviction must not take. */
function sideEffectCheckpoints(state) {
    const ids = new Set(Object.values(state.phases)
        .filter((r) => r.sideEffect && r.effectAttempt !== undefined && r.checkpointId)
        .map((r) => r.checkpointId));
    return state.checkpoints.filter((c) => ids.has(c.id));
}
/**
 * The blobs the state's checkpoints need and no pack the storage holds has, in the staged file:
 * the checkpoint's own pack when it holds exactly what is pending (linked, or copied across file
 * systems), else a pack written of the pending blobs. No pack when nothing is pending.
 */
async function preparePack(storeDir, state, ctx, storage, file) {
    const store = _snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .BlobStore */ .lb.forStore(storeDir);
    // Every blob the checkpoints need (a manifest not here cannot be shipped from here).
    const carried = state.carried?.checkpoints ?? [];
    const need = (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .referencedBlobs */ .sW)(store, [...state.checkpoints, ...carried])).blobs;
    if (need.size === 0)
        return { early: [] };
    // What cannot be recreated stays out of an eviction's reach: the content of a side effect's
    // checkpoint counts as shipped only where a durable copy holds it.
    const durable = storage.evicts
        ? (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .referencedBlobs */ .sW)(store, sideEffectCheckpoints(state))).blobs
        : new Set();
    for (const p of state.packs) {
        const held = storage.holds(p);
        if (!held)
            continue;
        for (const b of await packContents(store, p.sha256))
            if (held === 'durable' || !durable.has(b))
                need.delete(b);
    }
    // Packs that went to the storage while they were written: listed as they are.
    const early = [];
    if (storage.shippedEarly && need.size) {
        const listed = new Set(state.packs.map((p) => p.sha256));
        for (const p of await store.packs()) {
            if (listed.has(p.id) || !p.blobs.some((b) => need.has(b.sha256)))
                continue;
            if (p.blobs.some((b) => durable.has(b.sha256)))
                continue;
            const entry = await storage.shippedEarly(storeDir, { id: p.id, fileBytes: p.fileBytes });
            if (!entry)
                continue;
            early.push({ ...entry, blobs: p.blobs.length });
            for (const b of p.blobs)
                need.delete(b.sha256);
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .writeBlobList */ .dZ)(store, 'packs', p.id, p.blobs.map((b) => b.sha256));
        }
    }
    let pending = [];
    for (const b of need)
        if (await store.has(b))
            pending.push(b);
    if (pending.length === 0)
        return { early };
    const durablePack = pending.some((b) => durable.has(b));
    // A side effect's content goes in a pack of its own (durable), the rest in the next save's, so
    // what outlives an eviction does not depend on how phase ends were grouped into saves.
    const deferred = durablePack && pending.some((b) => !durable.has(b));
    if (deferred)
        pending = pending.filter((b) => durable.has(b));
    const wanted = new Set(pending);
    const own = (await store.packs()).find((p) => p.blobs.length === wanted.size && p.blobs.every((b) => wanted.has(b.sha256)));
    const more = deferred ? { deferred } : {};
    if (own) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(file, { force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(own.file, file).catch(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(own.file, file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.COPYFILE_FICLONE));
        const pack = { file, sha: own.id, count: own.blobs.length, fileBytes: own.fileBytes };
        return { early, pack: { ...pack, blobs: pending, durable: durablePack }, ...more };
    }
    ctx.log(`packing ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(pending.length, 'blob')}`);
    const r = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .packBlobs */ .aO)(store, pending, file, { sync: false });
    const pack = { file, sha: r.sha256, count: r.count, fileBytes: r.fileBytes };
    return { early, pack: { ...pack, blobs: pending, durable: durablePack }, ...more };
}
/**
 * Ships the content the state's checkpoints need and no held pack has, and saves the state. With
 * a storage that takes both at once, the state saved lists the new pack where it is going and
 * `list` records the same in the local store (it returns the updated state, or undefined when the
 * store has none); when the pack did not get everywhere it was listed, the state is saved again
 * listing only where it did (a restore takes the newest save), so the state a restore finds lists
 * a missing pack only when that second save failed too, and then the phases the pack holds run
 * again. With one that takes the pack first, the state lists only what got there.
 */
async function saveStateAndContent(storeDir, state, ctx, storage, list, opts = {}) {
    const first = await saveOnce(storeDir, state, ctx, storage, list, opts);
    if (!first.deferred)
        return first.save;
    // The side effect's pack went first; the rest of the pending content goes with a second save.
    const second = await saveOnce(storeDir, first.save.state, ctx, storage, list, opts);
    const problem = first.save.problem ?? second.save.problem;
    return {
        ...second.save,
        shipped: [...first.save.shipped, ...second.save.shipped],
        ...(problem ? { problem } : {}),
    };
}
/** One save: the pending content's pack (see preparePack) and the state listing it. */
async function saveOnce(storeDir, state, ctx, storage, list, opts) {
    const relist = async (from, edit) => (await list(edit)) ?? {
        ...from,
        packs: edit(from.packs),
        ...(storage.seqNamesCopies ? { seq: from.seq + 1 } : {}),
    };
    const save = (s) => (0,_state_js__WEBPACK_IMPORTED_MODULE_5__/* .saveState */ .L)(s, ctx, storage, opts);
    let staged;
    let listed = state;
    let early = [];
    let deferred;
    const done = (save) => ({ save, ...(deferred ? { deferred } : {}) });
    try {
        staged = await storage.stagePack(storeDir);
        const prepared = await preparePack(storeDir, state, ctx, storage, staged.file);
        deferred = prepared.deferred;
        early = prepared.early;
        const pack = prepared.pack;
        if (early.length)
            listed = await relist(state, (packs) => [...packs, ...early]);
        if (!pack)
            return done({ state: listed, shipped: early, report: await save(listed) });
        const planned = storage.planPack({ sha256: pack.sha, blobs: pack.count, bytes: pack.fileBytes }, state, pack.durable);
        const where = storage.placeOf(planned);
        // A large pack is announced: its progress lines come only once a few seconds have passed.
        if (ctx.progress && pack.fileBytes >= (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__.progressMinBytes)())
            ctx.progress(`saving checkpoint pack ${pack.sha.slice(0, 12)} (${(0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__.formatSize)(pack.fileBytes)}) to ${where}`);
        const recordShipped = async (entry) => {
            if (entry)
                await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .writeBlobList */ .dZ)(_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .BlobStore */ .lb.forStore(storeDir), 'packs', pack.sha, pack.blobs);
        };
        if (storage.packOrder === 'before') {
            // The pack first; without it the state is not saved either (a restore keeps the last one
            // whose content is there, and the next save tries again).
            const shipped = await storage.putPack(pack.file, planned);
            if (!shipped.entry) {
                const reason = shipped.problem ?? 'checkpoint content NOT saved';
                return done({
                    state: listed,
                    shipped: early,
                    problem: reason,
                    report: { saved: false, bytes: 0, copies: [{ place: where, ok: false, reason }] },
                });
            }
            await recordShipped(shipped.entry);
            // Listed once: a concurrent save may have listed the same pack already.
            const entry = shipped.entry;
            listed = await relist(listed, (packs) => [
                ...packs.filter((p) => p.sha256 !== entry.sha256),
                entry,
            ]);
            return done({
                state: listed,
                shipped: [...early, shipped.entry],
                report: await save(listed),
            });
        }
        listed = await relist(listed, (packs) => [...packs, planned]);
        const [shipped, report] = await Promise.all([
            storage.putPack(pack.file, planned),
            save(listed),
        ]);
        await recordShipped(shipped.entry);
        if (shipped.entry && (0,node_util__WEBPACK_IMPORTED_MODULE_2__.isDeepStrictEqual)(shipped.entry, planned))
            return done({ state: listed, shipped: [...early, planned], report });
        // Listed where it did not get: saved again, listing only where it did.
        const same = (p) => p.sha256 === planned.sha256 && p.key === planned.key && p.artifact === planned.artifact;
        const fixed = await relist(listed, (packs) => [
            ...packs.filter((p) => !same(p)),
            ...(shipped.entry ? [shipped.entry] : []),
        ]);
        const again = await save(fixed);
        return done({
            state: fixed,
            shipped: [...early, ...(shipped.entry ? [shipped.entry] : [])],
            ...(shipped.problem ? { problem: shipped.problem } : {}),
            report: again.saved || !report.saved ? again : report,
        });
    }
    catch (e) {
        // Nothing was listed that this save's state does not hold: the state goes as it is.
        return {
            save: {
                state: listed,
                shipped: early,
                problem: `checkpoint content NOT saved: ${e.message}`,
                report: await save(listed),
            },
        };
    }
    finally {
        await staged?.cleanup();
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
    const segs = path.split('/');
    const out = [];
    for (let i = 1; i < segs.length; i++)
        out.push(segs.slice(0, i).join('/'));
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


/***/ })

};
