export const id = 5161;
export const ids = [5161];
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

/***/ 95161:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HISTORY_DEADLINE_MS: () => (/* binding */ HISTORY_DEADLINE_MS),
/* harmony export */   Xy: () => (/* binding */ parseHistoryKey),
/* harmony export */   deleteOlderHistory: () => (/* binding */ deleteOlderHistory),
/* harmony export */   putHistory: () => (/* binding */ putHistory),
/* harmony export */   qw: () => (/* binding */ pickHistoryObjects),
/* harmony export */   sy: () => (/* binding */ refPrefix)
/* harmony export */ });
/* unused harmony exports HISTORY_FOLDER, runSegment, decodeRunSegment, historyKey, historyText */
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
    const all = (await remote.list(_sync_js__WEBPACK_IMPORTED_MODULE_3__/* .REMOTE_ROOT */ .yo)).filter((o) => parseHistoryKey(o.key));
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
/* harmony export */   deleteOlder: () => (/* binding */ deleteOlder),
/* harmony export */   jy: () => (/* binding */ refSegment),
/* harmony export */   s3StateStorage: () => (/* binding */ s3StateStorage),
/* harmony export */   yo: () => (/* binding */ REMOTE_ROOT)
/* harmony export */ });
/* unused harmony exports statesToPrune, runStates */
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
            const { state } = (0,_store_bundle_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeBundle */ .VH)(await remote.get(o.key), {
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


/***/ })

};
