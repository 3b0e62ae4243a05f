export const id = 444;
export const ids = [444,78,161];
export const modules = {

/***/ 26943:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ historyJsonl)
/* harmony export */ });
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48584);
/** History entries as the JSONL that every store of the history keeps (artifact, bucket, file). */


/** The entries as JSONL; throws (naming the entry) if one is not a valid history entry. */
function historyJsonl(entries) {
    return entries
        .map((entry, i) => {
        const r = _schema_js__WEBPACK_IMPORTED_MODULE_1__/* .HistoryEntry */ .XF.safeParse(entry);
        if (!r.success)
            throw new Error(`history entry ${i + 1} is invalid: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .formatIssues */ .og)(r.error.issues).join('; ')}`);
        return `${JSON.stringify(r.data)}\n`;
    })
        .join('');
}


/***/ }),

/***/ 29444:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  historyRefs: () => (/* binding */ historyRefs),
  remoteHistorySource: () => (/* binding */ remoteHistorySource)
});

// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
;// CONCATENATED MODULE: ./.build/core/pool.js
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

// EXTERNAL MODULE: ./.build/core/words.js
var words = __webpack_require__(93265);
// EXTERNAL MODULE: ./.build/store/jsonl.js
var jsonl = __webpack_require__(39038);
// EXTERNAL MODULE: ./.build/remote/history.js
var remote_history = __webpack_require__(95161);
// EXTERNAL MODULE: ./.build/remote/sync.js
var sync = __webpack_require__(65078);
// EXTERNAL MODULE: ./.build/history/reader.js
var reader = __webpack_require__(10134);
// EXTERNAL MODULE: ./.build/history/source.js
var source = __webpack_require__(15556);
;// CONCATENATED MODULE: ./.build/history/remote-source.js
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
        if ((0,sync/* refSegment */.jy)(d) !== (0,sync/* refSegment */.jy)(o.ref))
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
        const entry = (0,reader/* parseHistoryValue */.Pb)(value);
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
    return e.runId === k.runId && e.attempt === k.attempt && (0,sync/* refSegment */.jy)(e.ref) === k.ref;
}
function remoteHistorySource(o) {
    const stats = (0,source/* emptySourceStats */.kW)();
    stats.objects = { listed: 0, read: 0, failed: 0, superseded: 0 };
    const maxBytes = o.maxObjectBytes ?? 64 * 1024 * 1024;
    const where = o.remote.describe();
    async function listAll() {
        const seen = new Set();
        const all = [];
        for (const [i, ref] of o.refs.entries()) {
            const prefix = (0,remote_history/* refPrefix */.sy)(ref);
            if (seen.has(prefix))
                continue;
            seen.add(prefix);
            try {
                all.push(...(await o.remote.list(prefix)));
            }
            catch (e) {
                if (i === 0)
                    throw new errors.CiStateError('history_source', `cannot list the history on ${where}: ${reasonOf(e)}`, { exitCode: 1, cause: e });
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
            const s = (0,jsonl/* emptyLineStats */.jg)();
            const parsed = parseLines(bytes.toString('utf8'), s);
            const kept = parsed.filter((e) => belongs(e, k));
            (0,source/* addFileStats */.Bu)(stats, s);
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
        const picked = (0,remote_history/* pickHistoryObjects */.qw)(listed.filter((x) => {
            if (from !== undefined && x.created.getTime() < from)
                return false;
            return !runs || runs.has((0,remote_history/* parseHistoryKey */.Xy)(x.key)?.runId ?? '');
        }));
        const groups = picked.groups;
        stats.objects.listed = groups.reduce((n, g) => n + g.length, 0) + picked.superseded;
        stats.objects.superseded += picked.superseded;
        stats.runs = new Set(groups.map((g) => g[0].parsed.runId)).size;
        o.progress?.(`${(0,words/* plural */.L)(groups.length, 'history record')} on ${where} (${[...new Set(o.refs.map((r) => (r ? (0,sync/* refSegment */.jy)(r) : 'no branch')))].join(', ')})`);
        const width = Math.max(1, o.concurrency ?? 4);
        for (let i = 0; i < groups.length; i += width) {
            const window = groups.slice(i, i + width);
            for (const entries of await mapPool(window, width, readGroup))
                if (entries.length)
                    yield entries;
        }
    }
    return { entries: (0,source/* flattenBatches */.Pk)(batches()), stats };
}


/***/ }),

/***/ 95161:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HISTORY_DEADLINE_MS: () => (/* binding */ HISTORY_DEADLINE_MS),
/* harmony export */   Xy: () => (/* binding */ parseHistoryKey),
/* harmony export */   putHistory: () => (/* binding */ putHistory),
/* harmony export */   qw: () => (/* binding */ pickHistoryObjects),
/* harmony export */   sy: () => (/* binding */ refPrefix)
/* harmony export */ });
/* unused harmony exports HISTORY_FOLDER, runSegment, decodeRunSegment, historyKey, historyText, deleteOlderHistory */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _core_history_jsonl_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26943);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48584);
/* harmony import */ var _sync_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65078);
/**
 * The history log on a remote store (port.ts): each finished attempt's entries (a run entry and
 * one per phase, core/history-entries.ts) as one immutable JSONL object under its scope, beside
 * the scope's states and packs (sync.ts):
 *
 *   ci-state/v1/<ref>/<scopeKey>/history/<runId>/<attempt>-<status>-<digest>.jsonl
 *
 * `runId` %-escaped (runSegment), `status` the run entry's, `digest` the first 16 hex digits of
 * the content's SHA-256. A second write of the same entries (the save/ sub-action and then the
 * post step, a retried flush) is the same key with the same content, which the port counts as
 * stored: no second object. Reading (src/history/remote-source.ts) takes one object per attempt
 * and status (pickHistoryObjects); every object read is checked against its size and SHA-256.
 *
 *     historyText(entries) -> string                 the JSONL, every entry checked
 *     putHistory(target, entries, { deadlineMs? }) -> { key, bytes }   writes it (or throws)
 *     refPrefix(ref), parseHistoryKey(key), pickHistoryObjects(objects)
 *     deleteOlderHistory(remote, before, { dryRun })  retention
 */




/** The folder of a scope's history objects, under its prefix. */
const HISTORY_FOLDER = 'history/';
/** Everything of one ref, every scope: `ci-state/v1/<ref>/`. */
function refPrefix(ref) {
    return `${_sync_js__WEBPACK_IMPORTED_MODULE_3__/* .REMOTE_ROOT */ .yo}${(0,_sync_js__WEBPACK_IMPORTED_MODULE_3__/* .refSegment */ .jy)(ref)}/`;
}
const HEX = '0123456789ABCDEF';
/**
 * A run id as one key segment: letters, digits and "-" as they are, every other byte of its UTF-8
 * as %XX ('' is `_`, which no escaped id can be). `decodeRunSegment` undoes it.
 */
function runSegment(runId) {
    if (runId === '')
        return '_';
    let out = '';
    for (const byte of Buffer.from(runId, 'utf8')) {
        const c = String.fromCharCode(byte);
        out += /[A-Za-z0-9-]/.test(c) ? c : `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
    }
    return out;
}
/** The run id of a segment runSegment wrote, or undefined for any other text. */
function decodeRunSegment(segment) {
    if (segment === '_')
        return '';
    if (!/^(?:[A-Za-z0-9-]|%[0-9A-F]{2})+$/.test(segment))
        return undefined;
    const bytes = [];
    for (let i = 0; i < segment.length; i++) {
        if (segment[i] === '%') {
            bytes.push(parseInt(segment.slice(i + 1, i + 3), 16));
            i += 2;
        }
        else
            bytes.push(segment.charCodeAt(i));
    }
    const text = Buffer.from(bytes).toString('utf8');
    // Only the one spelling runSegment writes (no escaped letter, no broken UTF-8).
    return runSegment(text) === segment ? text : undefined;
}
const KEY = /^ci-state\/v1\/(.+)\/([0-9a-f]{8,64})\/history\/([^/]+)\/([1-9]\d{0,8})-([a-z_]{1,32})-([0-9a-f]{16})\.jsonl$/;
/** The parts of a history object's key, or undefined for any other key. */
function parseHistoryKey(key) {
    const m = KEY.exec(key);
    if (!m)
        return undefined;
    const runId = decodeRunSegment(m[3]);
    if (runId === undefined)
        return undefined;
    return {
        ref: m[1],
        scopeKey: m[2],
        runId,
        attempt: Number(m[4]),
        status: m[5],
        digest: m[6],
    };
}
/** The key of a history object (the inverse of parseHistoryKey). */
function historyKey(k) {
    return `${REMOTE_ROOT}${k.ref}/${k.scopeKey}/${HISTORY_FOLDER}${runSegment(k.runId)}/${k.attempt}-${k.status}-${k.digest}.jsonl`;
}
/** The entries as JSONL (a run entry first); throws, naming the entry, when one is not valid. */
function historyText(entries) {
    if (entries[0]?.kind !== 'run')
        throw new Error('history: the entries do not begin with a run');
    return (0,_core_history_jsonl_js__WEBPACK_IMPORTED_MODULE_1__/* .historyJsonl */ .T)(entries);
}
/** How long a face waits for a history put before it goes on without it (one warning line). */
const HISTORY_DEADLINE_MS = 30_000;
/** Resolves with `p`, or rejects after `ms` (the operation goes on unwatched). */
function within(p, ms) {
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no answer in ${Math.round(ms / 1000)} s`)), ms);
        timer.unref();
        p.then((v) => {
            clearTimeout(timer);
            resolve(v);
        }, (e) => {
            clearTimeout(timer);
            reject(e instanceof Error ? e : new Error(String(e)));
        });
    });
}
/**
 * Puts the attempt's entries as one object under the target's scope (the entries' own run and
 * attempt). The same entries again make the same key with the same content: stored once. With
 * `deadlineMs`, gives up waiting after that long (an error), so that a job is not held up.
 */
async function putHistory(t, entries, opts = {}) {
    const put = storeHistory(t, entries);
    return opts.deadlineMs === undefined ? put : within(put, opts.deadlineMs);
}
async function storeHistory(t, entries) {
    const text = historyText(entries);
    const run = entries[0];
    const bytes = Buffer.from(text, 'utf8');
    const sha256 = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
    const scope = (0,_sync_js__WEBPACK_IMPORTED_MODULE_3__/* .scopePrefix */ .Po)({ remote: t.remote, scopeKey: t.scopeKey, ref: t.ref });
    const key = `${scope}${HISTORY_FOLDER}${runSegment(run.runId)}/${run.attempt}-${run.status}-${sha256.slice(0, 16)}.jsonl`;
    await t.remote.put(key, bytes, { sha256, size: bytes.length });
    return { key, bytes: bytes.length };
}
const newestFirst = (a, b) => b.created.getTime() - a.created.getTime() || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0);
/**
 * The history objects to read among `objects` (other keys are ignored): per attempt (scope, run,
 * attempt), one per status, the newest first; an `abandoned` record (written by the `init` that
 * began the next attempt) is left out when the attempt also has another record, written by the
 * attempt itself. So an attempt written twice is counted once, and a paused attempt that later
 * completed keeps both records, as the local history does.
 */
function pickHistoryObjects(objects) {
    const attempts = new Map();
    for (const o of objects) {
        const parsed = parseHistoryKey(o.key);
        if (!parsed)
            continue;
        const id = JSON.stringify([parsed.ref, parsed.scopeKey, parsed.runId, parsed.attempt]);
        let byStatus = attempts.get(id);
        if (!byStatus)
            attempts.set(id, (byStatus = new Map()));
        const list = byStatus.get(parsed.status) ?? [];
        list.push({ ...o, parsed });
        byStatus.set(parsed.status, list);
    }
    const groups = [];
    let superseded = 0;
    for (const byStatus of attempts.values()) {
        const abandoned = byStatus.get('abandoned');
        if (abandoned && byStatus.size > 1) {
            superseded += abandoned.length;
            byStatus.delete('abandoned');
        }
        for (const list of byStatus.values())
            groups.push(list.sort(newestFirst));
    }
    groups.sort((a, b) => {
        const x = a[0];
        const y = b[0];
        return (x.created.getTime() - y.created.getTime() ||
            (x.parsed.runId < y.parsed.runId ? -1 : x.parsed.runId > y.parsed.runId ? 1 : 0) ||
            x.parsed.attempt - y.parsed.attempt ||
            (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
    });
    return { groups, superseded };
}
/**
 * Deletes the history objects under ci-state's root stored before `before` (nothing else). How
 * many, their bytes, and how many history objects are kept.
 */
async function deleteOlderHistory(remote, before, opts = {}) {
    const all = (await remote.list(REMOTE_ROOT)).filter((o) => parseHistoryKey(o.key));
    const gone = all.filter((o) => o.created.getTime() < before.getTime());
    if (!opts.dryRun && gone.length)
        await remote.delete(gone.map((o) => o.key));
    return {
        deleted: gone.length,
        bytes: gone.reduce((n, o) => n + o.size, 0),
        kept: all.length - gone.length,
    };
}


/***/ }),

/***/ 9442:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hi: () => (/* binding */ RemoteError),
/* harmony export */   lX: () => (/* binding */ isRemoteError)
/* harmony export */ });
/* unused harmony export REMOTE_ERROR_KINDS */
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15677);

const REMOTE_ERROR_KINDS = (/* unused pure expression or super */ null && ([
    'credentials',
    'bucket-missing',
    'unreachable',
    'throttled',
    'clock-skew',
    'not-found',
    'integrity',
    'exists',
    'other',
]));
/**
 * The one error of the port. The message is one line that names the input or the cause and never
 * holds a secret; `kind` says what went wrong, `key` which object, `cause` the underlying error.
 */
class RemoteError extends Error {
    name = 'RemoteError';
    kind;
    key;
    constructor(kind, message, options = {}) {
        super((0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(message), options.cause === undefined ? undefined : { cause: options.cause });
        this.kind = kind;
        this.key = options.key;
    }
}
function isRemoteError(error, kind) {
    return error instanceof RemoteError && (kind === undefined || error.kind === kind);
}


/***/ }),

/***/ 65078:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Po: () => (/* binding */ scopePrefix),
/* harmony export */   jy: () => (/* binding */ refSegment),
/* harmony export */   s3StateStorage: () => (/* binding */ s3StateStorage),
/* harmony export */   yo: () => (/* binding */ REMOTE_ROOT)
/* harmony export */ });
/* unused harmony exports statesToPrune, deleteOlder, runStates */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var _store_bundle_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(334);
/* harmony import */ var _port_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9442);
/**
 * The S3 adapter of the storage interface (`StateStorage`, port.ts; ADR 8) on a remote object
 * store (`RemoteStore`): a state is one object, a checkpoint pack one object named by its id; a
 * restore lists the scope's states and reads them newest first. What is checked and decided (the
 * bundle's checks, which content needs a pack) is src/persist/'s. Also the bucket-wide reads of
 * `cleanup --remote` and the report (`deleteOlder`, `runStates`).
 *
 * Keys, under the remote's prefix (`ref`: the scope's ref without `refs/`, so a bucket policy can
 * confine a branch's credentials to `ci-state/v1/heads/<branch>/*`):
 *
 *   ci-state/v1/<ref>/<scopeKey>/states/<runId>/<attempt>/<seq>-<random>.cis
 *   ci-state/v1/<ref>/<scopeKey>/packs/<pack id>.cip
 *
 * A state lists its remote packs with the key `remote:<object key>`.
 */






const REMOTE_ROOT = 'ci-state/v1/';
/** How a state lists a pack kept on a remote store. */
const LISTED = 'remote:';
/** The ref as key segments: `refs/heads/a/b` → `heads/a/b`; anything unusual %-escaped. */
function refSegment(ref) {
    const bare = ref.replace(/^refs\//, '');
    const parts = bare
        .split('/')
        .filter((p) => p !== '' && p !== '.' && p !== '..')
        .map((p) => p.replace(/[^A-Za-z0-9._-]/g, (c) => `%${c.charCodeAt(0).toString(16)}`));
    return parts.length ? parts.join('/') : '_';
}
/** Everything of one scope: `ci-state/v1/<ref>/<scopeKey>/`. */
function scopePrefix(t) {
    return `${REMOTE_ROOT}${refSegment(t.ref)}/${t.scopeKey}/`;
}
function packKey(t, id) {
    return `${scopePrefix(t)}packs/${id}.cip`;
}
async function fileDigest(file) {
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file, { highWaterMark: 1024 * 1024 }))
        h.update(chunk);
    return h.digest('hex');
}
function why(e) {
    return (0,_port_js__WEBPACK_IMPORTED_MODULE_5__/* .isRemoteError */ .lX)(e) || e instanceof _store_bundle_js__WEBPACK_IMPORTED_MODULE_4__/* .BundleError */ .rJ || e instanceof Error ? e.message : String(e);
}
/** The run, attempt and seq a state's key names, or undefined for another key. */
function stateKeyOf(key) {
    const m = /\/states\/([^/]+)\/(\d+)\/(\d+)-[0-9a-f]+\.cis$/.exec(key);
    return m ? { run: m[1], attempt: Number(m[2]), seq: Number(m[3]) } : undefined;
}
/**
 * State objects in the order a pull tries them: the run with the newest object first, and in a
 * run the highest attempt, then the highest seq (not the last written: two saves of an attempt
 * can land out of order).
 */
function newestFirst(objects) {
    const parsed = objects.flatMap((o) => {
        const k = stateKeyOf(o.key);
        return k ? [{ o, ...k }] : [];
    });
    const runAt = new Map();
    for (const p of parsed)
        runAt.set(p.run, Math.max(runAt.get(p.run) ?? 0, p.o.created.getTime()));
    parsed.sort((a, b) => runAt.get(b.run) - runAt.get(a.run) ||
        // Not localeCompare: its first call loads the collation tables (~10 ms of a restore).
        (a.run < b.run ? -1 : a.run > b.run ? 1 : 0) ||
        b.attempt - a.attempt ||
        b.seq - a.seq);
    return parsed.map((p) => p.o);
}
/** The job's states and packs on the remote store of `t`. */
function s3StateStorage(t, lookup = {}) {
    const describe = () => t.remote.describe();
    // The listing a save's cleanup needs, started with its pack (planPack) and taken by putState:
    // it then costs no round trip of its own and leaves the state's put a free connection.
    let listing;
    const startListing = (state) => {
        const dir = attemptDirOf(t, state);
        listing = { dir, objects: t.remote.list(dir).catch(() => []) };
    };
    const takeListing = (state) => {
        const dir = attemptDirOf(t, state);
        const taken = listing?.dir === dir ? listing.objects : undefined;
        listing = undefined;
        return taken ?? t.remote.list(dir).catch(() => []);
    };
    return {
        describe,
        // A pack and the state listing it go at once (one round trip less per save), except a side
        // effect's content, which is in the bucket before any state lists it.
        packOrder: 'side-effects-before',
        evicts: false,
        seqNamesCopies: false,
        putState: (bundle, state) => putState(t, bundle, state, takeListing(state)),
        states: () => states(t, lookup),
        holds: (p) => (p.key.startsWith(LISTED) ? 'durable' : undefined),
        async stagePack(storeDir) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(storeDir, 'checkpoints'), { recursive: true });
            const tmp = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(storeDir, 'checkpoints', 'remote-'));
            return {
                file: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(tmp, 'pack.cip'),
                cleanup: () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(tmp, { recursive: true, force: true }),
            };
        },
        planPack: (pack, state) => {
            startListing(state);
            return {
                sha256: pack.sha256,
                key: `${LISTED}${packKey(t, pack.sha256)}`,
                blobs: pack.blobs,
                bytes: pack.bytes,
            };
        },
        placeOf: describe,
        async putPack(file, planned, fileSha256) {
            const key = planned.key.slice(LISTED.length);
            const put = async (sha256) => t.remote.put(key, file, { sha256, size: planned.bytes });
            try {
                if (fileSha256 === undefined)
                    await put(await fileDigest(file));
                else {
                    // The digest recorded when the pack was written; a record that does not match the file
                    // (the put checks what it sends, and keeps nothing that differs) gives way to a new one.
                    await put(fileSha256).catch(async (e) => {
                        if (!(0,_port_js__WEBPACK_IMPORTED_MODULE_5__/* .isRemoteError */ .lX)(e, 'integrity'))
                            throw e;
                        await put(await fileDigest(file));
                    });
                }
            }
            catch (e) {
                // Named by its id: an object already there is this pack (checked when it is read).
                if (!(0,_port_js__WEBPACK_IMPORTED_MODULE_5__/* .isRemoteError */ .lX)(e, 'exists'))
                    return { problem: `checkpoint content NOT saved: ${why(e)}` };
            }
            return { entry: planned };
        },
        async getPack(p, storeDir) {
            const key = p.key.slice(LISTED.length);
            const id = p.sha256.slice(0, 12);
            if (!key.startsWith(REMOTE_ROOT))
                return {
                    problems: [`pack ${id}: its key ${key} is not one of ci-state's`],
                    cleanup: async () => { },
                };
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(storeDir, 'checkpoints'), { recursive: true });
            const tmp = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(storeDir, 'checkpoints', 'remote-'));
            const cleanup = () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(tmp, { recursive: true, force: true });
            const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(tmp, 'pack.cip');
            try {
                await t.remote.get(key, file);
                return { file, problems: [], cleanup };
            }
            catch (e) {
                return { problems: [`pack ${id}: ${why(e)}`], cleanup };
            }
        },
    };
}
/** Where the states of a state's attempt are stored. */
function attemptDirOf(t, s) {
    return `${scopePrefix(t)}states/${s.origin.runId}/${s.origin.runAttempt}/`;
}
/**
 * The states a save of `seq` under `key` deletes, of an attempt's `listed` states: those below the
 * newest other state listed and below `seq`. The listing may have been answered after this save's
 * own put: its object is not "the newest listed", or the state before it would go too.
 */
function statesToPrune(listed, key, seq) {
    const others = listed.flatMap((o) => {
        const q = o.key === key ? undefined : stateKeyOf(o.key)?.seq;
        return q === undefined ? [] : [{ key: o.key, seq: q }];
    });
    if (others.length === 0)
        return [];
    const below = Math.min(seq, Math.max(...others.map((o) => o.seq)));
    return others.filter((o) => o.seq < below).map((o) => o.key);
}
/**
 * One object per save. The attempt's states in `listed` (its listing, taken while the save went
 * on) below the newest other one listed and below this one are deleted while this one is put
 * (`statesToPrune`): the newest state of the attempt is never among them (a save deletes only
 * what a state it saw outranks), so a restore, which takes the highest seq, always has one; the
 * state before this one stays until the next save, a fallback should this one be unreadable. A
 * failed listing or deletion leaves them for cleanup --remote.
 */
async function putState(t, bundle, s, listed) {
    const place = t.remote.describe();
    const key = `${attemptDirOf(t, s)}${String(s.seq).padStart(10, '0')}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.cis`;
    const pruned = listed
        .then(async (objects) => {
        const older = statesToPrune(objects, key, s.seq);
        if (older.length)
            await t.remote.delete(older);
    })
        .catch(() => undefined);
    try {
        await t.remote.put(key, bundle, {
            sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bundle).digest('hex'),
            size: bundle.length,
        });
    }
    catch (e) {
        await pruned;
        return { saved: false, bytes: bundle.length, copies: [{ place, ok: false, reason: why(e) }] };
    }
    await pruned;
    return {
        saved: true,
        bytes: bundle.length,
        copies: [{ place, ok: true, durable: true, ref: key, where: `${place} as \`${key}\`` }],
    };
}
/** The scope's states (of one run with `runId`), newest first, each read when asked for. */
async function* states(t, lookup) {
    const place = t.remote.describe();
    const under = `${scopePrefix(t)}states/${lookup.runId !== undefined ? `${lookup.runId}/` : ''}`;
    let found;
    try {
        found = newestFirst(await t.remote.list(under));
    }
    catch (e) {
        yield { kind: 'problem', problem: `${place}: ${why(e)}`, failed: true };
        return;
    }
    for (const o of found.slice(0, lookup.tries ?? 10)) {
        let bytes;
        try {
            bytes = await t.remote.get(o.key);
        }
        catch (e) {
            const failed = !(0,_port_js__WEBPACK_IMPORTED_MODULE_5__/* .isRemoteError */ .lX)(e, 'integrity') && !(0,_port_js__WEBPACK_IMPORTED_MODULE_5__/* .isRemoteError */ .lX)(e, 'not-found');
            yield { kind: 'problem', problem: failed ? `${place}: ${why(e)}` : why(e), failed };
            if (failed)
                return;
            continue;
        }
        yield { kind: 'found', source: 's3', from: `${place} ${o.key}`, label: o.key, bytes };
    }
}
/** The scope prefix of a key under the root (up to `states/` or `packs/`), or undefined. */
function scopeOf(key) {
    const m = /^(ci-state\/v1\/.+?\/[0-9a-f]{8,64}\/)(states|packs)\//.exec(key);
    return m ? { scope: m[1], kind: m[2] } : undefined;
}
/**
 * Deletes what is older than `before` under ci-state's root: states, and packs that no state kept
 * lists (a scope with a kept state that cannot be read keeps all its packs). How many, their bytes.
 */
async function deleteOlder(remote, before, opts = {}) {
    const all = await remote.list(REMOTE_ROOT);
    const old = (o) => o.created.getTime() < before.getTime();
    const listed = new Set();
    const unreadable = new Set();
    for (const o of all) {
        const at = scopeOf(o.key);
        if (at?.kind !== 'states' || old(o))
            continue;
        try {
            const { state } = decodeBundle(await remote.get(o.key), {
                ...(opts.integrityKey ? { integrityKey: opts.integrityKey } : {}),
                source: o.key,
            });
            for (const p of state.packs)
                if (p.key.startsWith(LISTED))
                    listed.add(p.key.slice(LISTED.length));
        }
        catch {
            unreadable.add(at.scope);
        }
    }
    const gone = all.filter((o) => {
        const at = scopeOf(o.key);
        if (!at || !old(o))
            return false;
        return at.kind === 'states' || (!listed.has(o.key) && !unreadable.has(at.scope));
    });
    if (!opts.dryRun && gone.length)
        await remote.delete(gone.map((o) => o.key));
    return {
        deleted: gone.length,
        bytes: gone.reduce((n, o) => n + o.size, 0),
        kept: all.length - gone.length,
    };
}
/**
 * The newest state of every scope saved by run `runId` (the highest attempt, then the highest
 * save), checked as any state read (without a scope to expect: each must match its own), for
 * a report of the whole run. Problems are said, not thrown.
 */
async function runStates(remote, runId, integrityKey) {
    const newest = new Map();
    const pattern = /^(ci-state\/v1\/.+?\/[0-9a-f]{8,64}\/)states\/([^/]+)\/(\d+)\/(\d+)-[0-9a-f]+\.cis$/;
    for (const o of await remote.list(REMOTE_ROOT)) {
        const m = pattern.exec(o.key);
        if (!m || m[2] !== runId)
            continue;
        const [attempt, seq] = [Number(m[3]), Number(m[4])];
        const seen = newest.get(m[1]);
        if (!seen || attempt > seen.attempt || (attempt === seen.attempt && seq > seen.seq))
            newest.set(m[1], { key: o.key, attempt, seq });
    }
    const states = [];
    const problems = [];
    for (const found of newest.values()) {
        try {
            const { state } = decodeBundle(await remote.get(found.key), {
                source: found.key,
                ...(integrityKey ? { integrityKey } : {}),
            });
            states.push(state);
        }
        catch (e) {
            problems.push(why(e));
        }
    }
    return { states, problems };
}


/***/ }),

/***/ 334:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Me: () => (/* binding */ MAX_BUNDLE_BYTES),
/* harmony export */   VH: () => (/* binding */ decodeBundle),
/* harmony export */   n: () => (/* binding */ encodeBundle),
/* harmony export */   rJ: () => (/* binding */ BundleError)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92857);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55318);
/**
 * The bundle: the one opaque file ci-state stores in a cache entry or artifact.
 *
 *   CISTATE1\n
 *   <header JSON>\n          {"v":1,"sha256":<payload digest>,"size":N,"scopeKey":..,"createdAt":..,"hmac"?:..}
 *   <payload>                JSON: {"state": RunState}
 *
 * Reading checks, in order: magic, header shape, size cap, payload size, payload sha256, the HMAC
 * (required when an integrity key is configured), then the state through the strict schema. Nothing
 * is trusted before every check passed.
 */



const MAGIC = Buffer.from('CISTATE1\n');
/** Largest bundle accepted from a cache entry or artifact. */
const MAX_BUNDLE_BYTES = 64 * 1024 * 1024;
const Header = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    v: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    size: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    scopeKey: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{8,64}$/),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(40),
    hmac: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
});
class BundleError extends Error {
    constructor(message) {
        super(message);
        this.name = 'BundleError';
    }
}
function mac(key, h) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key)
        .update(`${h.v}\n${h.sha256}\n${h.size}\n${h.scopeKey}\n${h.createdAt}`)
        .digest('hex');
}
function encodeBundle(state, opts) {
    const payload = Buffer.from(JSON.stringify({ state }));
    const base = {
        v: 1,
        sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(payload).digest('hex'),
        size: payload.length,
        scopeKey: opts.scopeKey,
        createdAt: opts.now ?? new Date().toISOString(),
    };
    const header = opts.integrityKey ? { ...base, hmac: mac(opts.integrityKey, base) } : base;
    return Buffer.concat([MAGIC, Buffer.from(`${JSON.stringify(header)}\n`), payload]);
}
/**
 * `scopeKey`: the scope the caller expects. Without it (the report job reads every job's state),
 * the header's scope key must be the hash of the state's own scope.
 */
function decodeBundle(bytes, opts) {
    const fail = (why) => {
        throw new BundleError(`${opts.source}: ${why}`);
    };
    if (bytes.length > MAX_BUNDLE_BYTES)
        fail(`bundle is ${bytes.length} bytes, over the ${MAX_BUNDLE_BYTES} cap`);
    if (bytes.length < MAGIC.length || !bytes.subarray(0, MAGIC.length).equals(MAGIC))
        fail('not a ci-state bundle');
    const nl = bytes.indexOf(0x0a, MAGIC.length);
    if (nl < 0 || nl - MAGIC.length > 4096)
        fail('bundle header is missing or too long');
    let header;
    try {
        header = Header.parse(JSON.parse(bytes.subarray(MAGIC.length, nl).toString('utf8')));
    }
    catch {
        return fail('bundle header is malformed');
    }
    const payload = bytes.subarray(nl + 1);
    if (payload.length !== header.size)
        fail(`payload is ${payload.length} bytes, the header says ${header.size} (truncated?)`);
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(payload).digest('hex');
    if (digest !== header.sha256)
        fail('payload digest does not match the header (corrupt or tampered)');
    if (opts.scopeKey !== undefined && header.scopeKey !== opts.scopeKey)
        fail('bundle belongs to another scope');
    if (opts.integrityKey) {
        if (!header.hmac)
            fail('bundle is not signed, but an integrity key is configured');
        const { hmac, ...rest } = header;
        const want = Buffer.from(mac(opts.integrityKey, rest), 'hex');
        if (!(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(want, Buffer.from(hmac, 'hex')))
            fail('bundle signature does not match the integrity key');
    }
    let doc;
    try {
        doc = JSON.parse(payload.toString('utf8'));
    }
    catch {
        return fail('payload is not JSON');
    }
    if (!doc || typeof doc !== 'object' || !('state' in doc))
        fail('payload holds no state');
    const state = (0,_core_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseStateDocument */ .No)(doc.state, opts.source);
    if ((0,_core_index_js__WEBPACK_IMPORTED_MODULE_1__/* .scopeKey */ .OD)(state.scope) !== header.scopeKey)
        fail('the state does not belong to the scope its header names');
    return { state, sha256: digest, signed: !!header.hmac, createdAt: header.createdAt };
}


/***/ })

};
