export const id = 1634;
export const ids = [1634];
export const modules = {

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

/***/ 21634:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mT: () => (/* reexport */ CLEANUP_INTERVAL_MS),
  sO: () => (/* binding */ DAY_MS),
  Vs: () => (/* binding */ LocalStore)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/core/canonical.js
var canonical = __webpack_require__(13930);
// EXTERNAL MODULE: ./.build/core/journal.js
var journal = __webpack_require__(7195);
// EXTERNAL MODULE: ./.build/store/atomic.js
var atomic = __webpack_require__(33367);
// EXTERNAL MODULE: ./.build/store/fd-io.js
var fd_io = __webpack_require__(54097);
// EXTERNAL MODULE: ./.build/store/fs-util.js
var fs_util = __webpack_require__(27382);
// EXTERNAL MODULE: ./.build/store/lock.js + 1 modules
var store_lock = __webpack_require__(78318);
// EXTERNAL MODULE: ./.build/core/state-validator.generated.js
var state_validator_generated = __webpack_require__(82437);
;// CONCATENATED MODULE: ./.build/store/revision.js

/** A deep copy of JSON data; members whose value is undefined are left out (as JSON.stringify does). */
function cloneJson(value) {
    return copy(value);
}
function copy(value) {
    if (typeof value !== 'object' || value === null)
        return value;
    if (Array.isArray(value)) {
        const n = value.length;
        const out = new Array(n);
        for (let i = 0; i < n; i++)
            out[i] = copy(value[i]);
        return out;
    }
    const out = {};
    const src = value;
    for (const key of Object.keys(src)) {
        const v = src[key];
        if (v !== undefined)
            out[key] = copy(v);
    }
    return out;
}
function isPlainObject(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
/**
 * Whether `next` is the same JSON data as `prev`, where `prev` is JSON data (a previous version as
 * read back: plain objects and arrays, no undefined members). Strict about `next`: only plain
 * objects without symbol keys and real arrays can be equal; a getter is read once.
 */
function sameJson(prev, next) {
    if (prev === next)
        return true;
    if (typeof prev !== 'object' || prev === null || typeof next !== 'object' || next === null) {
        return false;
    }
    if (Array.isArray(prev)) {
        if (!Array.isArray(next) || next.length !== prev.length)
            return false;
        for (let i = 0; i < prev.length; i++) {
            if (!sameJson(prev[i], next[i]))
                return false;
        }
        return true;
    }
    if (!isPlainObject(next))
        return false;
    const a = prev;
    let n = 0;
    for (const key in next) {
        if (!Object.hasOwn(next, key) || !Object.hasOwn(a, key) || !sameJson(a[key], next[key])) {
            return false;
        }
        n++;
    }
    let m = 0;
    for (const key in a)
        if (Object.hasOwn(a, key))
            m++;
    return n === m && Object.getOwnPropertySymbols(next).length === 0;
}
/** Keys the schema or the language treat specially: with one of them, validate the whole state. */
const SPECIAL_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** The state's fields, in the schema's order (the order of a parsed state's keys). */
const FIELDS = state_validator_generated/* RunStateKeys */.Dy;
const IS_FIELD = new Set(FIELDS);
/** Whether each context entry is validated on its own, so an unchanged one can stand in as null. */
const CONTEXT_ENTRIES_STAND_IN = (() => {
    const context = state_validator_generated/* RunStateFields */.GR['context'];
    return !!context && context({ context: {} }, {}) && context({ context: { a: null } }, {});
})();
/**
 * Validates `proposed` as a RunState knowing that `prev` is valid: the fields deep-equal to the
 * previous version's are valid as they are, the others go through their part of the schema (the
 * context entry by entry, an unchanged entry standing in as null), checked by the code generated
 * from it (state-validator.generated.ts, whose generator refuses a rule across fields). Returns the state
 * `RunState.safeParse(proposed)` would (its keys in the schema's order, sharing the unchanged
 * parts with `proposed`) and what did not change; undefined when `proposed` is invalid or unusual:
 * the caller then validates it the ordinary way (which also words the issues).
 */
function checkRevision(prev, proposed) {
    if (!isPlainObject(proposed) || Object.getOwnPropertySymbols(proposed).length > 0) {
        return undefined;
    }
    for (const key of Object.keys(proposed)) {
        if (!IS_FIELD.has(key) || SPECIAL_KEYS.has(key))
            return undefined; // unknown: refused there
    }
    const before = prev;
    const unchanged = { fields: new Set(), context: undefined };
    const changed = [];
    const probe = {};
    const contextBack = [];
    for (const key of FIELDS) {
        const present = Object.hasOwn(proposed, key);
        const value = present ? proposed[key] : undefined;
        const byEntry = key === 'context' &&
            CONTEXT_ENTRIES_STAND_IN &&
            isPlainObject(value) &&
            isPlainObject(before[key]) &&
            Object.getOwnPropertySymbols(value).length === 0;
        if (!byEntry &&
            present &&
            value !== undefined &&
            Object.hasOwn(before, key) &&
            sameJson(before[key], value)) {
            unchanged.fields.add(key);
            continue;
        }
        changed.push(key);
        if (!present)
            continue;
        if (byEntry) {
            // Compared entry by entry: a change to one entry leaves the others unwalked by the schema.
            const prevContext = before[key];
            const context = {};
            const same = new Set();
            for (const entry of Object.keys(value)) {
                if (SPECIAL_KEYS.has(entry))
                    return undefined;
                const v = value[entry];
                if (Object.hasOwn(prevContext, entry) && sameJson(prevContext[entry], v)) {
                    context[entry] = null;
                    same.add(entry);
                    contextBack.push([entry, v]);
                }
                else {
                    context[entry] = v;
                }
            }
            probe[key] = context;
            unchanged.context = same;
        }
        else {
            probe[key] = value;
        }
    }
    const part = {};
    if (changed.length > 0) {
        // Each changed field as the schema parses it (the generated validator, see state-validator.generated.ts).
        for (const key of changed) {
            if (!state_validator_generated/* RunStateFields */.GR[key](probe, part))
                return undefined;
        }
        if (contextBack.length > 0) {
            const context = part['context'];
            for (const [entry, value] of contextBack)
                context[entry] = value;
        }
    }
    const state = {};
    for (const key of FIELDS) {
        if (unchanged.fields.has(key))
            state[key] = proposed[key];
        else if (Object.hasOwn(part, key))
            state[key] = part[key];
    }
    return { state: state, unchanged };
}
function escapePointer(key) {
    return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
/** The JSON pointers of what did not change (`/phases`, `/context/<entry>`, ...). */
function unchangedPointers(unchanged) {
    const out = new Set();
    for (const key of unchanged.fields)
        out.add(`/${escapePointer(key)}`);
    for (const entry of unchanged.context ?? [])
        out.add(`/context/${escapePointer(entry)}`);
    return out;
}
/** A fragment longer than this is kept encoded, and written as its own chunk. */
const LONG = 4096;
/** Lines of the serialized document, gathered into as few chunks as the long fragments allow. */
class Chunks {
    list = [];
    size = 0;
    pending = '';
    add(piece) {
        if (typeof piece === 'string') {
            this.pending += piece;
            return;
        }
        this.flush();
        this.push(piece);
    }
    flush() {
        if (this.pending === '')
            return;
        this.push(Buffer.from(this.pending, 'utf8'));
        this.pending = '';
    }
    push(buf) {
        this.list.push(buf);
        this.size += buf.length;
    }
}
/** `"key": <value at this depth>` as a fragment, or undefined if JSON leaves the member out. */
function line(key, value, depth) {
    const json = JSON.stringify(value, null, 2);
    if (json === undefined)
        return undefined;
    const indent = '  '.repeat(depth);
    const text = `${indent}${JSON.stringify(key)}: ${json.includes('\n') ? json.replace(/\n/g, `\n${indent}`) : json}`;
    return text.length > LONG ? Buffer.from(text, 'utf8') : text;
}
/**
 * `serializeState(state)` (JSON.stringify with a 2-space indent and a final newline) as UTF-8
 * chunks, reusing from `prev` the fragments of the fields and context entries listed in
 * `unchanged`. Returns the chunks, their total size, and the fragments for the next revision.
 */
function serializeRevision(state, prev, unchanged) {
    const fragments = { fields: new Map(), context: new Map() };
    const doc = state;
    const out = new Chunks();
    let first = true;
    for (const key of Object.keys(doc)) {
        const value = doc[key];
        if (key === 'context' && isPlainObject(value) && typeof value['toJSON'] !== 'function') {
            out.add(first ? '{\n' : ',\n');
            first = false;
            out.add(`  ${JSON.stringify(key)}: {`);
            let empty = true;
            for (const entry of Object.keys(value)) {
                let piece = unchanged?.context?.has(entry) ? prev?.context.get(entry) : undefined;
                piece ??= line(entry, value[entry], 2);
                if (piece === undefined)
                    continue;
                fragments.context.set(entry, piece);
                out.add(empty ? '\n' : ',\n');
                out.add(piece);
                empty = false;
            }
            out.add(empty ? '}' : '\n  }');
            continue;
        }
        let piece = unchanged?.fields.has(key) ? prev?.fields.get(key) : undefined;
        piece ??= line(key, value, 1);
        if (piece === undefined)
            continue;
        fragments.fields.set(key, piece);
        out.add(first ? '{\n' : ',\n');
        out.add(piece);
        first = false;
    }
    out.add(first ? '{}\n' : '\n}\n');
    out.flush();
    return { chunks: out.list, size: out.size, fragments };
}

// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/core/paths.js
var paths = __webpack_require__(22720);
// EXTERNAL MODULE: ./.build/core/schema.js + 4 modules
var schema = __webpack_require__(48584);
;// CONCATENATED MODULE: ./.build/store/store-paths.js
/** Where the local store keeps what: key and backup names, and the paths of one store directory. */


/** Scope keys become directory names: no separators, no leading dot, bounded. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const BACKUP_PATTERN = /^(\d{12})\.json$/;
/**
 * Backup names (fixed-width digits) newest first. A plain comparison: `localeCompare` would load
 * the ICU collator on its first call, a noticeable part of every CLI call's start.
 */
function newestFirst(a, b) {
    return a < b ? 1 : a > b ? -1 : 0;
}
/** The backup names among a directory's entries, newest first. */
function ringOf(names) {
    return names.filter((n) => BACKUP_PATTERN.test(n)).sort(newestFirst);
}
/** The name of version `seq` in the backup ring. */
function backupName(seq) {
    return `${String(seq).padStart(12, '0')}.json`;
}
function assertKey(key) {
    if (!KEY_PATTERN.test(key)) {
        throw new errors/* CiStateError */.eS('invalid_input', `invalid state key ${JSON.stringify(key)}: expected 1-128 letters, digits, ".", "_" or "-", starting with a letter or digit`);
    }
}
/**
 * The paths of one store directory:
 *
 *   <dir>/
 *     current                      text: the scope key of the active state (`ci-state run` finds
 *                                  its state without flags)
 *     history.jsonl                one HistoryEntry per line (see history-file.ts), `history.lock`
 *     checkpoints/                 reserved for checkpoint manifests and content-addressed blobs
 *     locks/<key>.lock             per-scope advisory lock (see lock.ts); next to it, the
 *                                  `.<key>.lock.<pid>.<hex>.holder` file a process links as the
 *                                  lock, kept while the process lives
 *     locks/cleanup.lock           store-wide lock of the TTL / cap sweep; `locks/last-cleanup`
 *                                  holds the time of the last sweep
 *     states/<key>/                key = scopeKey(state.scope)
 *       state.json                 the current RunState (durable atomic write)
 *       backups/<seq>.json         the last N committed versions (N = `backups`, default 5),
 *                                  <seq> zero-padded to 12 digits: hard links to the files that
 *                                  were state.json (copies where there are no hard links), so the
 *                                  newest is state.json's own file
 *       journal.jsonl              one JournalEntry {seq, at, ops} per write: RFC 6902 operations
 *                                  from the previous version to this one
 *     states/.trash-*              a state being deleted (renamed first, so deletion is atomic)
 */
class StorePaths {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    get statesDir() {
        return (0,external_node_path_.join)(this.dir, 'states');
    }
    get locksDir() {
        return (0,external_node_path_.join)(this.dir, 'locks');
    }
    get currentPath() {
        return (0,external_node_path_.join)(this.dir, 'current');
    }
    /** The time of the last sweep. */
    get stampPath() {
        return (0,external_node_path_.join)(this.locksDir, 'last-cleanup');
    }
    stateDir(key) {
        return (0,external_node_path_.join)(this.statesDir, key);
    }
    statePath(key) {
        return (0,external_node_path_.join)(this.stateDir(key), 'state.json');
    }
    backupsDir(key) {
        return (0,external_node_path_.join)(this.stateDir(key), 'backups');
    }
    journalPath(key) {
        return (0,external_node_path_.join)(this.stateDir(key), 'journal.jsonl');
    }
    lockPath(key) {
        return (0,external_node_path_.join)(this.locksDir, `${key}.lock`);
    }
}

;// CONCATENATED MODULE: ./.build/store/store-shared.js
/**
 * What the local store's modules share: the version a store knows with the stamps of the files it
 * came from, one-line messages, and how a missing file is read.
 */


function stampOf(stat) {
    return stat ? `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}` : 'missing';
}
function statStamp(path) {
    return stampOf(external_node_fs_.statSync(path, { bigint: true, throwIfNoEntry: false }));
}
function oneLine(message, max = 300) {
    const line = message.replace(/\s+/g, ' ').trim();
    return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
/** A missing file or directory is nothing; any other error is one line naming the path. */
function ignoreMissing(err) {
    if ((0,fs_util/* errnoCode */.UK)(err) === 'ENOENT')
        return undefined;
    const path = err?.path;
    throw (0,fs_util/* fsError */.yi)('access', typeof path === 'string' ? path : 'the store', err);
}

;// CONCATENATED MODULE: ./.build/store/store-commit.js
/**
 * Committing a new version of a state: its checks, the durable write of state.json with its journal
 * entry, and the backup ring.
 */













/** Errors of a file system that cannot make hard links (backups are then copies). */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK']);
/**
 * The new state a write stores, checked: only what changed when the previous version is known
 * (see revision.ts), else the whole document; it must belong to `key`. Throws a CiStateError
 * (`invalid_state`, `scope_mismatch`) naming what is wrong: nothing is written then.
 */
function checkProposed(key, current, proposed) {
    const quick = current === undefined ? undefined : checkRevision(current, proposed);
    let data;
    const fast = quick ? undefined : (0,state_validator_generated/* validateRunState */.p2)(proposed);
    if (quick) {
        data = quick.state;
    }
    else if (fast !== state_validator_generated/* INVALID */.uY && fast !== undefined) {
        data = fast;
    }
    else {
        const checked = schema/* RunState */.ll.safeParse(proposed);
        if (!checked.success) {
            const issues = (0,paths/* formatIssues */.og)(checked.error.issues);
            throw new errors/* CiStateError */.eS('invalid_state', `not saved: the new state for ${key} is invalid: ${issues.join('; ')}`, { details: issues });
        }
        data = checked.data;
    }
    const owner = (0,canonical/* scopeKey */.OD)(data.scope);
    if (owner !== key) {
        throw new errors/* CiStateError */.eS('scope_mismatch', `not saved: the state's scope has key ${owner}, not ${key}`);
    }
    return { data, quick };
}
/** Rejects with `cannot <verb> <path>: ...` (for an asynchronous step of a write). */
function failWith(verb, path, err) {
    return Promise.reject((0,fs_util/* fsError */.yi)(verb, path, err));
}
/** Waits for every promise to settle, then throws the first rejection, if any. */
async function settled(promises) {
    for (const result of await Promise.allSettled(promises)) {
        if (result.status === 'rejected')
            throw result.reason;
    }
}
/**
 * Write the journal entry and state.json: the new state goes to a temp file and the entry is
 * appended to the journal, both fsynced (side by side), then the temp file is renamed over
 * state.json (the commit point) and the directory is fsynced (`durable`, awaited by the caller
 * once the lock is released); meanwhile the new file is linked into the backup ring, which is not
 * fsynced (after a crash it may lack its newest version). Before the rename, any failure removes
 * the temp file and takes the journal entry back. A crash before it may leave an entry for a
 * version never committed: reading the journal drops it (its seq is above the state's, or a later
 * entry reuses its seq). `copy` runs while the fsyncs do: the version to remember.
 */
async function commitVersion(target, seq, text, line, copy) {
    const { key } = target;
    const dir = target.paths.stateDir(key);
    const statePath = target.paths.statePath(key);
    const journal = target.paths.journalPath(key);
    // The ring before this write, newest first; after it: the new version and the N-1 versions
    // before it. Versions above the new one are from a line given up (a recovery went back past
    // them): they leave too.
    const ring = ringNames(target);
    const name = backupName(seq);
    const before = ring.filter((n) => n < name);
    const leaving = [...ring.filter((n) => n > name), ...before.slice(target.backups - 1)];
    let temp = '';
    let fd;
    let jfd;
    let tempExists = false;
    let entryAt = -1;
    let state;
    const syncing = [];
    try {
        try {
            temp = (0,atomic/* tempPathFor */.FD)(statePath);
            fd = external_node_fs_.openSync(temp, 'wx', 0o644);
            tempExists = true;
            (0,fd_io/* writeChunks */.a7)(fd, text);
            syncing.push((0,fd_io/* fsyncFd */.Yl)(fd).catch((err) => failWith('write', statePath, err)));
        }
        catch (err) {
            throw (0,fs_util/* fsError */.yi)('write', statePath, err);
        }
        let journalIsNew;
        try {
            journalIsNew = !external_node_fs_.existsSync(journal);
            jfd = external_node_fs_.openSync(journal, 'a+', 0o644);
            entryAt = (0,fd_io/* cutTornTail */.ek)(jfd, external_node_fs_.fstatSync(jfd).size);
            (0,fd_io/* writeAll */.f4)(jfd, line());
            syncing.push((0,fd_io/* fsyncFd */.Yl)(jfd).catch((err) => failWith('append to', journal, err)));
        }
        catch (err) {
            throw (0,fs_util/* fsError */.yi)('append to', journal, err);
        }
        state = copy();
        await settled(syncing);
        if (journalIsNew) {
            await (0,fd_io/* syncDirectoryFd */.D2)(dir).catch((err) => failWith('append to', journal, err));
        }
        try {
            const closing = fd;
            fd = undefined;
            external_node_fs_.closeSync(closing);
            await (0,fd_io/* renameRetrying */.bz)(temp, statePath);
            tempExists = false;
        }
        catch (err) {
            throw (0,fs_util/* fsError */.yi)('write', statePath, err);
        }
    }
    catch (err) {
        // An fsync still running on a descriptor must end before the descriptor is closed.
        await Promise.allSettled(syncing);
        (0,fd_io/* closeQuietly */.EO)(fd);
        if (tempExists)
            (0,fd_io/* unlinkQuietly */.ZQ)(temp);
        if (jfd !== undefined && entryAt >= 0) {
            try {
                external_node_fs_.ftruncateSync(jfd, entryAt);
            }
            catch {
                // journal() ignores an entry above the state's seq
            }
        }
        (0,fd_io/* closeQuietly */.EO)(jfd);
        throw err;
    }
    // Committed. The directory fsync runs while the rest is done.
    const synced = (0,fd_io/* syncDirectoryFd */.D2)(dir).catch((err) => {
        throw new errors/* CiStateError */.eS('store_io', `cannot write ${statePath}: ${(0,fs_util/* describeFsError */.TQ)(err)} while syncing its directory; ` +
            'the new content is in place but may not survive a crash', { exitCode: 1, cause: err });
    });
    synced.catch(() => undefined); // awaited by the caller, after the lock is released
    addToRing(target, name, text, leaving);
    let known;
    try {
        const journalStamp = stampOf(external_node_fs_.fstatSync(jfd, { bigint: true }));
        known = {
            key,
            state: state,
            stateStamp: statStamp(statePath),
            journalStamp,
        };
    }
    catch {
        // not kept: the next write reads the file again
    }
    (0,fd_io/* closeQuietly */.EO)(jfd); // the entry is fsynced: a close error loses nothing
    return { known, durable: synced };
}
/** The names in the backup ring, newest first (none if it cannot be read). */
function ringNames(target) {
    try {
        return ringOf(external_node_fs_.readdirSync(target.paths.backupsDir(target.key)));
    }
    catch {
        return [];
    }
}
/**
 * Add the committed version to the backup ring as `name`, a hard link to state.json's file (a
 * copy where the file system has no hard links), and remove `leaving` (the versions that leave
 * the ring). Nothing here is fsynced: the ring is for recovering from a damaged state.json, which
 * the durable write of state.json never leaves behind. (It runs while the directory fsync does.)
 * Failures are warnings.
 */
function addToRing(target, name, text, leaving) {
    const dir = target.paths.backupsDir(target.key);
    try {
        linkBackup(target.paths.statePath(target.key), (0,external_node_path_.join)(dir, name), text);
        for (const old of leaving) {
            try {
                external_node_fs_.unlinkSync((0,external_node_path_.join)(dir, old));
            }
            catch (err) {
                if ((0,fs_util/* errnoCode */.UK)(err) !== 'ENOENT')
                    throw (0,fs_util/* fsError */.yi)('remove', (0,external_node_path_.join)(dir, old), err);
            }
        }
    }
    catch (err) {
        target.warn(`state ${target.key} was saved, but its backup ring was not updated: ${oneLine(String(err instanceof Error ? err.message : err))}`);
    }
}
/** A hard link at `path` to the file at `from` (replacing `path`), or a copy of `text` there. */
function linkBackup(from, path, text) {
    try {
        try {
            external_node_fs_.linkSync(from, path);
        }
        catch (err) {
            if ((0,fs_util/* errnoCode */.UK)(err) !== 'ENOENT')
                throw err;
            external_node_fs_.mkdirSync((0,external_node_path_.dirname)(path), { recursive: true }); // backups/ was removed
            external_node_fs_.linkSync(from, path);
        }
        return;
    }
    catch (err) {
        const code = (0,fs_util/* errnoCode */.UK)(err) ?? '';
        if (code !== 'EEXIST' && !NO_HARD_LINKS.has(code))
            throw (0,fs_util/* fsError */.yi)('write', path, err);
        if (code === 'EEXIST') {
            // A backup of the same number from an earlier line of versions (a recovery went back):
            // replaced by a rename, so the name never goes missing.
            const temp = (0,atomic/* tempPathFor */.FD)(path);
            try {
                external_node_fs_.linkSync(from, temp);
                external_node_fs_.renameSync(temp, path);
                return;
            }
            catch (again) {
                (0,fd_io/* unlinkQuietly */.ZQ)(temp);
                if (!NO_HARD_LINKS.has((0,fs_util/* errnoCode */.UK)(again) ?? ''))
                    throw (0,fs_util/* fsError */.yi)('write', path, again);
            }
        }
    }
    const temp = (0,atomic/* tempPathFor */.FD)(path);
    let fd;
    try {
        fd = external_node_fs_.openSync(temp, 'wx', 0o644);
        (0,fd_io/* writeChunks */.a7)(fd, text);
        const closing = fd;
        fd = undefined;
        external_node_fs_.closeSync(closing);
        external_node_fs_.renameSync(temp, path);
    }
    catch (err) {
        (0,fd_io/* closeQuietly */.EO)(fd);
        (0,fd_io/* unlinkQuietly */.ZQ)(temp);
        throw (0,fs_util/* fsError */.yi)('write', path, err);
    }
}

// EXTERNAL MODULE: ./.build/core/documents.js
var documents = __webpack_require__(99466);
// EXTERNAL MODULE: ./.build/core/zod.js
var zod = __webpack_require__(49957);
// EXTERNAL MODULE: ./.build/store/jsonl.js
var jsonl = __webpack_require__(39038);
;// CONCATENATED MODULE: ./.build/store/store-recovery.js
/**
 * Reading state documents and recovering from a corrupt one: from the newest valid backup, brought
 * up to the newest backup's version by the journal. Entries of versions that were never committed
 * are dropped wherever the journal is read.
 */









/**
 * Parse a state document: the state, or the refusal of a newer version (to be thrown as is), or
 * why it is corrupt (to recover from a backup).
 */
function parseText(text, source) {
    try {
        return { state: (0,documents/* parseStateJson */.j2)(text, source) };
    }
    catch (err) {
        if (err instanceof zod/* ZodNotLoaded */.qX)
            throw err; // not a verdict on the file (core/zod.ts)
        if (err instanceof errors/* CiStateError */.eS && err.code === 'newer_schema')
            return { newer: err };
        const message = err instanceof Error ? err.message : String(err);
        const reason = message.startsWith(`${source}: `) ? message.slice(source.length + 2) : message;
        return { corrupt: oneLine(reason, 200) };
    }
}
/**
 * The last committed version, when state.json is corrupt: the newest valid backup, brought up to
 * the newest backup's version by the journal. (The newest backup is state.json's own file, so
 * damage done to state.json in place is in it too; the journal holds the changes from the
 * backups before it.) A journal that cannot bring it there is not used.
 */
async function recoverState(paths, key, path, corrupt, warn) {
    const names = await backupNames(paths, key);
    const newest = names.length > 0 ? Number(BACKUP_PATTERN.exec(names[0])?.[1]) : 0;
    const base = await newestValidBackup(paths, names, key);
    const rebuilt = newest > (base?.seq ?? 0) ? await replayOnto(paths, key, base, newest, path) : undefined;
    const state = rebuilt?.state ?? base;
    if (!state) {
        throw new errors/* CiStateError */.eS('state_corrupt', `${path} is corrupt (${corrupt}) and no valid backup was found in ${paths.backupsDir(key)}`);
    }
    let how;
    if (!rebuilt)
        how = `from backup of ${state.updatedAt}`;
    else if (base) {
        const n = rebuilt.entries;
        how = `from backup of ${base.updatedAt} and ${n} journal ${n === 1 ? 'entry' : 'entries'} (the state of ${state.updatedAt})`;
    }
    else
        how = `from the journal (the state of ${state.updatedAt})`;
    warn(`${path} was corrupt (${corrupt}); recovered ${how}`);
    return state;
}
/**
 * `base` (or nothing) with the journal entries after it applied, up to version `target`: the
 * state they make, or undefined if the journal does not hold every one of those entries, they do
 * not apply, or what they make is not a valid state of version `target`.
 */
async function replayOnto(paths, key, base, target, source) {
    const from = base?.seq ?? 0;
    try {
        const { entries } = (0,jsonl/* readJsonLines */.sS)(paths.journalPath(key), (v) => {
            const r = journal/* JournalEntry */.Wo.safeParse(v);
            return r.success ? r.data : undefined;
        });
        const wanted = [];
        for await (const entry of entries) {
            // A later entry of the same version replaces one that was never committed.
            while (wanted.length > 0 && wanted[wanted.length - 1].seq >= entry.seq) {
                wanted.pop();
            }
            if (entry.seq > from && entry.seq <= target)
                wanted.push(entry);
        }
        if (wanted.length !== target - from || wanted.some((e, i) => e.seq !== from + 1 + i)) {
            return undefined;
        }
        const state = (0,documents/* parseStateDocument */.eM)((0,journal/* replayJournal */.Nu)(wanted, base ?? {}), source);
        return state.seq === target ? { state, entries: wanted.length } : undefined;
    }
    catch (err) {
        if (err instanceof zod/* ZodNotLoaded */.qX)
            throw err;
        return undefined;
    }
}
async function backupNames(paths, key) {
    const names = (await promises_.readdir(paths.backupsDir(key)).catch(ignoreMissing)) ?? [];
    return ringOf(names);
}
/**
 * The newest backup that parses. Unreadable or corrupt ones are skipped; one from a newer
 * version is refused (going back past it would silently undo what the newer ci-state wrote).
 */
async function newestValidBackup(paths, names, key) {
    for (const name of names) {
        const path = (0,external_node_path_.join)(paths.backupsDir(key), name);
        const text = await promises_.readFile(path, 'utf8').catch(() => undefined);
        const parsed = text === undefined ? undefined : parseText(text, path);
        if (parsed && 'newer' in parsed)
            throw parsed.newer;
        if (parsed && 'state' in parsed)
            return parsed.state;
    }
    return undefined;
}
/**
 * The journal at `path` of committed writes up to version `seq`, oldest first. Torn or invalid
 * lines are skipped, and so are entries of versions that were never committed (see store-commit.ts).
 */
async function committedJournal(path, seq) {
    const { entries } = (0,jsonl/* readJsonLines */.sS)(path, (v) => {
        const r = journal/* JournalEntry */.Wo.safeParse(v);
        return r.success ? r.data : undefined;
    });
    const out = [];
    for await (const entry of entries) {
        while (out.length > 0 && out[out.length - 1].seq >= entry.seq)
            out.pop();
        out.push(entry);
    }
    while (out.length > 0 && out[out.length - 1].seq > seq)
        out.pop();
    return out;
}

;// CONCATENATED MODULE: ./.build/store/store-sweep.js
/**
 * The local store's TTL and cap: expired states, and past `maxStates` the least recently updated
 * ones (never the current one), swept after a write without blocking it (see sweepAfterWrite).
 */







/** A sweep not triggered by a new state runs at most this often. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** Sweeps one store: after a write when due, or on request (`cleanup`). */
class Sweeper {
    host;
    /** When the last sweep ran, as last read from or written to its stamp file. */
    lastSweep;
    constructor(host) {
        this.host = host;
    }
    async sweepDue() {
        // The stamp is read again only once the last sweep this store knows of is an interval old.
        if (this.lastSweep !== undefined && this.host.now() - this.lastSweep < CLEANUP_INTERVAL_MS) {
            return false;
        }
        const text = await promises_.readFile(this.host.paths.stampPath, 'utf8').catch((err) => {
            if ((0,fs_util/* errnoCode */.UK)(err) === 'ENOENT')
                return undefined;
            throw (0,fs_util/* fsError */.yi)('read', this.host.paths.stampPath, err);
        });
        const last = text === undefined ? NaN : Date.parse(text.trim());
        if (Number.isFinite(last))
            this.lastSweep = last;
        return !(this.host.now() - last < CLEANUP_INTERVAL_MS);
    }
    /**
     * Sweeps when this write created a state or the last sweep is over an hour old, and only if the
     * cleanup lock is free at once; a failure is a warning. `written` is spared: a state imported with
     * old timestamps is as fresh as its write.
     */
    async sweepAfterWrite(created, written) {
        try {
            if (!created && !(await this.sweepDue()))
                return;
            const lock = await (0,store_lock/* tryAcquireLock */.LD)((0,external_node_path_.join)(this.host.paths.locksDir, 'cleanup.lock'), {
                onWarning: this.host.warn,
            });
            if (!lock)
                return; // another process is sweeping
            try {
                await this.sweep(false, written);
            }
            finally {
                await lock.release();
            }
        }
        catch (err) {
            this.host.warn(`store cleanup skipped: ${oneLine(err instanceof Error ? err.message : String(err))}`);
        }
    }
    /**
     * Remove expired states and, past the cap, the least recently updated ones (never the current
     * one), plus leftovers (temp files of dead writers, half-deleted states). Returns what it
     * removed; with `dryRun`, the states it would remove, and removes nothing. Waits for a sweep
     * already running in another process.
     */
    async cleanup(options = {}) {
        await promises_.mkdir(this.host.paths.locksDir, { recursive: true }).catch((err) => {
            throw (0,fs_util/* fsError */.yi)('create', this.host.paths.locksDir, err);
        });
        return (0,store_lock/* withLock */.kK)((0,external_node_path_.join)(this.host.paths.locksDir, 'cleanup.lock'), () => this.sweep(options.dryRun ?? false), this.host.lockOptions());
    }
    /** When the state under `key` was last updated (ms), or undefined if it is gone. */
    async updatedAtOf(key) {
        try {
            const state = await this.host.read(key);
            return state ? Date.parse(state.updatedAt) : undefined;
        }
        catch {
            // unreadable (corrupt without backup, newer version): age it by its files
            const stat = await promises_.stat(this.host.paths.statePath(key)).catch(ignoreMissing);
            if (stat)
                return stat.mtimeMs;
            return (await promises_.stat(this.host.paths.stateDir(key)).catch(ignoreMissing))?.mtimeMs;
        }
    }
    async sweep(dryRun, spare) {
        const now = this.host.now();
        const current = await this.host.getCurrent().catch(() => undefined);
        const kept = (key) => key === current || key === spare;
        const states = [];
        for (const key of await this.host.keys()) {
            const at = await this.updatedAtOf(key);
            if (at !== undefined)
                states.push({ key, at });
        }
        states.sort((a, b) => b.at - a.at);
        const victims = [];
        const alive = states.filter((s) => {
            if (!kept(s.key) && now - s.at > this.host.ttlMs) {
                victims.push({ ...s, reason: 'expired' });
                return false;
            }
            return true;
        });
        let excess = alive.length - this.host.maxStates;
        for (let i = alive.length - 1; i >= 0 && excess > 0; i--) {
            const s = alive[i];
            if (kept(s.key))
                continue;
            victims.push({ ...s, reason: 'over-cap' });
            excess--;
        }
        const removed = [];
        for (const v of victims) {
            if (!dryRun && !(await this.evict(v.key, v.at)))
                continue;
            const updatedAt = new Date(v.at).toISOString();
            removed.push({
                reason: v.reason,
                key: v.key,
                path: this.host.paths.stateDir(v.key),
                updatedAt,
            });
        }
        if (!dryRun) {
            for (const path of await this.removeLeftovers())
                removed.push({ reason: 'leftover', path });
            await (0,atomic/* writeFileDurable */.Ld)(this.host.paths.stampPath, new Date(now).toISOString());
            this.lastSweep = now;
        }
        return removed;
    }
    /** Remove a state if nobody holds its lock and it was not updated since it was looked at. */
    async evict(key, seenAt) {
        const lock = await (0,store_lock/* tryAcquireLock */.LD)(this.host.paths.lockPath(key), { onWarning: this.host.warn });
        if (!lock)
            return false; // in use right now: not stale
        try {
            if ((await this.updatedAtOf(key)) !== seenAt)
                return false;
            return await this.host.removeStateDir(key);
        }
        finally {
            await lock.release();
        }
    }
    async removeLeftovers() {
        const out = await (0,atomic/* cleanupTempFiles */.ol)(this.host.paths.dir);
        out.push(...(await (0,atomic/* cleanupTempFiles */.ol)(this.host.paths.locksDir)));
        const entries = (await promises_.readdir(this.host.paths.statesDir, { withFileTypes: true }).catch(ignoreMissing)) ??
            [];
        for (const e of entries) {
            const path = (0,external_node_path_.join)(this.host.paths.statesDir, e.name);
            if (!e.isDirectory())
                continue;
            if (e.name.startsWith('.trash-')) {
                await promises_.rm(path, { recursive: true, force: true });
                out.push(path);
            }
            else if (KEY_PATTERN.test(e.name)) {
                out.push(...(await (0,atomic/* cleanupTempFiles */.ol)(path)));
                out.push(...(await (0,atomic/* cleanupTempFiles */.ol)((0,external_node_path_.join)(path, 'backups'))));
            }
        }
        return out;
    }
}

;// CONCATENATED MODULE: ./.build/store/local-store.js
/**
 * The local store: the embedded default when no GitHub is around, and the in-job working copy, at
 * `$CI_STATE_DIR` or `./.ci-state/`. This class ties together the layout (store-paths.ts), a write
 * (store-commit.ts), recovery (store-recovery.ts) and the sweep (store-sweep.ts) under the locks.
 */

















const DAY_MS = 24 * 60 * 60 * 1000;
class LocalStore {
    dir;
    ttlMs;
    maxStates;
    backups;
    lockTimeoutMs;
    warn;
    now;
    /** Keys whose leftover temp files this instance has already removed. */
    tidied = new Set();
    /**
     * The last version read or written (one key: the one being worked on), with the identity of the
     * files it came from: while they are unchanged, the next write skips reading, parsing and
     * validating it, and checks, serializes and diffs only what changed (see revision.ts).
     */
    known;
    paths;
    sweeper;
    constructor(options) {
        this.dir = (0,external_node_path_.resolve)(options.dir);
        this.ttlMs = options.ttlMs ?? 30 * DAY_MS;
        this.maxStates = options.maxStates ?? 50;
        this.backups = Math.max(1, options.backups ?? 5);
        this.lockTimeoutMs = options.lockTimeoutMs;
        this.warn = options.onWarning ?? (() => undefined);
        this.now = options.now ?? Date.now;
        this.paths = new StorePaths(this.dir);
        this.sweeper = new Sweeper({
            paths: this.paths,
            ttlMs: this.ttlMs,
            maxStates: this.maxStates,
            now: this.now,
            warn: this.warn,
            lockOptions: () => this.lockOptions(),
            read: (key) => this.current(key, false),
            getCurrent: () => this.getCurrent(),
            keys: () => this.keys(),
            removeStateDir: (key) => this.removeStateDir(key),
        });
    }
    /** `$CI_STATE_DIR` (relative to cwd) or `<cwd>/.ci-state`. */
    static resolveDir(env = process.env, cwd = process.cwd()) {
        const fromEnv = env.CI_STATE_DIR?.trim();
        return fromEnv ? (0,external_node_path_.resolve)(cwd, fromEnv) : (0,external_node_path_.join)(cwd, '.ci-state');
    }
    /** The key a state is stored under. */
    static keyOf(scope) {
        return (0,canonical/* scopeKey */.OD)(scope);
    }
    // ---- paths ---------------------------------------------------------------------------------
    stateDir(key) {
        return this.paths.stateDir(key);
    }
    statePath(key) {
        return this.paths.statePath(key);
    }
    lockOptions() {
        return { timeoutMs: this.lockTimeoutMs, onWarning: this.warn };
    }
    // ---- reading -------------------------------------------------------------------------------
    /**
     * The state stored under `key`, or undefined if there is none. A corrupt state.json is
     * recovered from the newest valid backup (with a warning); a state written by a newer ci-state
     * is refused with a CiStateError, never half-loaded nor replaced by an older backup.
     */
    async read(key) {
        assertKey(key);
        const state = await this.current(key, true);
        return state && cloneJson(state);
    }
    /**
     * The state under `key`: the known version if the files are still the ones it came from, else
     * read from disk (and, with `remember`, kept as the known version). Never to be modified.
     */
    async current(key, remember) {
        return this.knownState(key) ?? (await this.load(key, remember));
    }
    knownState(key) {
        const known = this.known;
        if (known?.key !== key)
            return undefined;
        try {
            if (statStamp(this.paths.statePath(key)) === known.stateStamp &&
                statStamp(this.paths.journalPath(key)) === known.journalStamp) {
                return known.state;
            }
        }
        catch {
            // cannot tell: read the file
        }
        this.known = undefined;
        return undefined;
    }
    async load(key, remember) {
        const path = this.paths.statePath(key);
        let text;
        let stateStamp;
        try {
            const fd = external_node_fs_.openSync(path, 'r');
            try {
                stateStamp = stampOf(external_node_fs_.fstatSync(fd, { bigint: true }));
                text = external_node_fs_.readFileSync(fd, 'utf8');
            }
            finally {
                (0,fd_io/* closeQuietly */.EO)(fd);
            }
        }
        catch (err) {
            if ((0,fs_util/* errnoCode */.UK)(err) === 'ENOENT')
                return undefined;
            throw (0,fs_util/* fsError */.yi)('read', path, err);
        }
        const parsed = parseText(text, path);
        if ('state' in parsed) {
            const state = cloneJson(parsed.state);
            if (remember) {
                try {
                    const journalStamp = statStamp(this.paths.journalPath(key));
                    this.known = { key, state, stateStamp, journalStamp };
                }
                catch {
                    // not kept: the next write reads the file again
                }
            }
            return state;
        }
        if ('newer' in parsed)
            throw parsed.newer;
        return recoverState(this.paths, key, path, parsed.corrupt, this.warn);
    }
    // ---- writing -------------------------------------------------------------------------------
    /**
     * Read-modify-write under the scope's lock. `fn` gets a copy of the current state (or
     * undefined) and returns the new state, or undefined to leave it unchanged. The new state must
     * pass the schema and belong to `key`; its `seq` is set to the current one plus one. Returns the
     * state as stored.
     */
    async update(key, fn) {
        assertKey(key);
        try {
            external_node_fs_.mkdirSync(this.paths.locksDir, { recursive: true });
        }
        catch (err) {
            throw (0,fs_util/* fsError */.yi)('create', this.paths.locksDir, err);
        }
        const { state, created, durable } = await (0,store_lock/* withLock */.kK)(this.paths.lockPath(key), () => this.updateLocked(key, fn), this.lockOptions());
        // The rename is the commit point; its directory fsync finishes outside the lock (a writer that
        // comes next sees the new state either way, and its own directory fsync covers this rename).
        await durable;
        if (state && created !== undefined)
            await this.sweeper.sweepAfterWrite(created, key);
        return state;
    }
    async updateLocked(key, fn) {
        const current = await this.current(key, true);
        const known = this.known;
        const fragments = known?.key === key && known.state === current ? known.fragments : undefined;
        const proposed = await fn(current === undefined ? undefined : cloneJson(current));
        if (proposed === undefined)
            return { state: current && cloneJson(current) };
        const { data, quick } = checkProposed(key, current, proposed);
        const state = { ...data, seq: (current ?? data).seq + 1 };
        const unchanged = quick?.unchanged;
        unchanged?.fields.delete('seq'); // set here, after the comparison
        const serialized = serializeRevision(state, fragments, unchanged);
        // The journal entry: computed while the new state.json is being fsynced.
        const journalLine = () => {
            const skip = unchanged && unchangedPointers(unchanged);
            const entry = {
                seq: state.seq,
                at: new Date(this.now()).toISOString(),
                ops: (0,journal/* diffJson */.gH)(current, state, skip && ((pointer) => skip.has(pointer))),
            };
            return Buffer.from(`${JSON.stringify(entry)}\n`, 'utf8');
        };
        const dir = this.paths.stateDir(key);
        if (fragments === undefined) {
            // (A version this store wrote is in a directory that has its backups/ already.)
            try {
                external_node_fs_.mkdirSync(this.paths.backupsDir(key), { recursive: true });
            }
            catch (err) {
                throw (0,fs_util/* fsError */.yi)('create', dir, err);
            }
        }
        if (!this.tidied.has(key)) {
            // A writer killed mid-write left its temp file behind: the first write of this process
            // removes those of dead writers (no live writer of this key can exist: we hold its lock).
            this.tidied.add(key);
            for (const d of [dir, this.paths.backupsDir(key), this.paths.locksDir]) {
                await (0,atomic/* cleanupTempFiles */.ol)(d).catch(() => []);
            }
        }
        const written = await commitVersion({ paths: this.paths, key, backups: this.backups, warn: this.warn }, state.seq, serialized.chunks, journalLine, () => cloneJson(state));
        this.known = written.known && { ...written.known, fragments: serialized.fragments };
        return { state, created: current === undefined, durable: written.durable };
    }
    /** Store `state` under its scope's key, replacing what is there. */
    async write(state) {
        const saved = await this.update((0,canonical/* scopeKey */.OD)(state.scope), () => state);
        return saved;
    }
    /** Remove the state under `key` (and the current pointer if it named it). */
    async delete(key) {
        assertKey(key);
        await promises_.mkdir(this.paths.locksDir, { recursive: true }).catch((err) => {
            throw (0,fs_util/* fsError */.yi)('create', this.paths.locksDir, err);
        });
        const existed = await (0,store_lock/* withLock */.kK)(this.paths.lockPath(key), () => this.removeStateDir(key), this.lockOptions());
        if ((await this.getCurrent()) === key) {
            await promises_.unlink(this.paths.currentPath).catch(ignoreMissing);
        }
        return existed;
    }
    /** Rename the state's directory away (atomic), then remove it. Caller holds the scope lock. */
    async removeStateDir(key) {
        if (this.known?.key === key)
            this.known = undefined;
        const trash = (0,external_node_path_.join)(this.paths.statesDir, `.trash-${key}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
        try {
            await promises_.rename(this.paths.stateDir(key), trash);
        }
        catch (err) {
            if ((0,fs_util/* errnoCode */.UK)(err) === 'ENOENT')
                return false;
            throw (0,fs_util/* fsError */.yi)('remove', this.paths.stateDir(key), err);
        }
        await promises_.rm(trash, { recursive: true, force: true }).catch((err) => {
            this.warn(`could not finish removing ${trash}: ${oneLine(String(err))}`);
        });
        return true;
    }
    // ---- listing, current pointer, journal -----------------------------------------------------
    async keys() {
        const entries = (await promises_.readdir(this.paths.statesDir, { withFileTypes: true }).catch(ignoreMissing)) ?? [];
        return entries.filter((e) => e.isDirectory() && KEY_PATTERN.test(e.name)).map((e) => e.name);
    }
    /** Every readable state, most recently updated first. Unreadable ones are skipped with a warning. */
    async list() {
        const out = [];
        for (const { key, state } of await this.readable()) {
            const { scope, status, updatedAt, origin } = state;
            out.push({ key, scope: cloneJson(scope), status, updatedAt, origin: cloneJson(origin) });
        }
        return out.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
    }
    /** Every readable state, whole (copies), with its key. Unreadable ones are skipped with a warning. */
    async states() {
        return (await this.readable()).map(({ key, state }) => ({
            key,
            state: cloneJson(state),
        }));
    }
    /** Every readable state as read (not to be modified). */
    async readable() {
        const out = [];
        for (const key of await this.keys()) {
            try {
                const state = await this.current(key, false);
                if (state)
                    out.push({ key, state });
            }
            catch (err) {
                this.warn(`skipped state ${key}: ${oneLine(err instanceof Error ? err.message : String(err))}`);
            }
        }
        return out;
    }
    /** The key of the active state, if one is set. */
    async getCurrent() {
        let text;
        try {
            text = await promises_.readFile(this.paths.currentPath, 'utf8');
        }
        catch (err) {
            if ((0,fs_util/* errnoCode */.UK)(err) === 'ENOENT')
                return undefined;
            throw (0,fs_util/* fsError */.yi)('read', this.paths.currentPath, err);
        }
        const key = text.trim();
        if (!KEY_PATTERN.test(key)) {
            this.warn(`ignored ${this.paths.currentPath}: it does not hold a state key`);
            return undefined;
        }
        return key;
    }
    async setCurrent(key) {
        assertKey(key);
        await promises_.mkdir(this.dir, { recursive: true }).catch((err) => {
            throw (0,fs_util/* fsError */.yi)('create', this.dir, err);
        });
        await (0,atomic/* writeFileDurable */.Ld)(this.paths.currentPath, `${key}\n`);
    }
    /**
     * The journal of committed writes, oldest first: entry n holds the RFC 6902 operations that turn
     * version n-1 into version n (the first from nothing). Torn or invalid lines are skipped, and so
     * are entries of versions that were never committed.
     */
    async journal(key) {
        assertKey(key);
        const current = await this.current(key, false);
        if (!current)
            return [];
        return committedJournal(this.paths.journalPath(key), current.seq);
    }
    // ---- TTL and cap ---------------------------------------------------------------------------
    /**
     * Remove expired states and, past the cap, the least recently updated ones (never the current
     * one), plus leftovers (temp files of dead writers, half-deleted states). Returns what it
     * removed; with `dryRun`, the states it would remove, and removes nothing. Waits for a sweep
     * already running in another process.
     */
    async cleanup(options = {}) {
        return this.sweeper.cleanup(options);
    }
}


/***/ })

};
