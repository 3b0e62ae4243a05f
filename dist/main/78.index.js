export const id = 78;
export const ids = [78];
export const modules = {

/***/ 9442:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hi: () => (/* binding */ RemoteError),
/* harmony export */   lX: () => (/* binding */ isRemoteError)
/* harmony export */ });
/* unused harmony export REMOTE_ERROR_KINDS */
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15677);
/**
 * The storage port: the few operations persistence needs from a remote object store, whatever
 * the store is (GitHub's cache and artifacts, an S3 bucket). An adapter implements `RemoteStore`
 * and reports every failure as a `RemoteError` of one of a few kinds, so persistence decides
 * (retry later, give up, tell the user what to fix) without knowing the store.
 *
 * Objects are immutable: a key is written once (`put` refuses an existing key) and every read is
 * checked against the size and SHA-256 given when it was written.
 *
 *     put(key, source, { sha256, size })    store a file (streamed) or bytes under a new key
 *     get(key)          -> Buffer           read into memory (for small objects)
 *     get(key, file)    -> { sha256, size } read into a file (all or nothing)
 *     list(prefix)      -> RemoteObject[]   newest first
 *     delete(keys)                          absent keys are no error
 *     describe()        -> string           where the store is, for messages (never a secret)
 */

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
/* harmony export */   pullPacks: () => (/* binding */ pullPacks),
/* harmony export */   pullState: () => (/* binding */ pullState),
/* harmony export */   pushState: () => (/* binding */ pushState)
/* harmony export */ });
/* unused harmony exports REMOTE_ROOT, refSegment, scopePrefix, deleteOlder, runStates */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var _snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4671);
/* harmony import */ var _store_bundle_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(334);
/* harmony import */ var _port_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9442);
/**
 * The local store's state and checkpoint content on a remote store (port.ts), whatever the
 * storage: a phase end pushes the content the state's checkpoints need that no listed pack holds
 * (one pack), then the state; the start of the next attempt, on any machine, pulls the newest
 * state of the scope and the packs it lists. Everything read is verified: a pack against the id
 * the state lists, a state through the bundle's checks (digest, scope, HMAC with an integrity key,
 * the strict schema).
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
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file))
        h.update(chunk);
    return h.digest('hex');
}
function why(e) {
    return (0,_port_js__WEBPACK_IMPORTED_MODULE_6__/* .isRemoteError */ .lX)(e) || e instanceof _store_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .BundleError */ .rJ || e instanceof Error ? e.message : String(e);
}
/**
 * Pushes the content the state's checkpoints need that no remote pack it lists holds, then the
 * state. `list` records a new pack in the local store and returns the updated state.
 */
async function pushState(storeDir, state, t, list) {
    const out = { saved: false, state, packs: 0, packBytes: 0 };
    const store = _snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .BlobStore */ .lb.forStore(storeDir);
    let tmp;
    try {
        const carried = state.carried?.checkpoints ?? [];
        const need = (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .referencedBlobs */ .sW)(store, [...state.checkpoints, ...carried])).blobs;
        for (const p of state.packs)
            if (p.key.startsWith(LISTED))
                for (const b of (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readBlobList */ .sy)(store, 'packs', p.sha256)) ?? [])
                    need.delete(b);
        const pending = [];
        for (const b of need)
            if (await store.has(b))
                pending.push(b);
        if (pending.length) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(storeDir, 'checkpoints'), { recursive: true });
            tmp = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(storeDir, 'checkpoints', 'remote-'));
            const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(tmp, 'pack.cip');
            const pack = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .packBlobs */ .aO)(store, pending, file, { sync: false });
            const key = packKey(t, pack.sha256);
            await t.remote.put(key, file, { sha256: await fileDigest(file), size: pack.fileBytes });
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .writeBlobList */ .dZ)(store, 'packs', pack.sha256, pack.blobs);
            const entry = {
                sha256: pack.sha256,
                key: `${LISTED}${key}`,
                blobs: pack.count,
                bytes: pack.fileBytes,
            };
            const edit = (packs) => [
                ...packs.filter((p) => p.sha256 !== pack.sha256),
                entry,
            ];
            out.state = (await list(edit)) ?? { ...state, packs: edit(state.packs) };
            out.packs = 1;
            out.packBytes = pack.fileBytes;
        }
        const bundle = (0,_store_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .encodeBundle */ .n)(out.state, {
            scopeKey: t.scopeKey,
            ...(t.integrityKey ? { integrityKey: t.integrityKey } : {}),
        });
        const s = out.state;
        const key = `${scopePrefix(t)}states/${s.origin.runId}/${s.origin.runAttempt}/${String(s.seq).padStart(10, '0')}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.cis`;
        await t.remote.put(key, bundle, {
            sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bundle).digest('hex'),
            size: bundle.length,
        });
        out.saved = true;
        out.key = key;
        // The attempt's states of a lower seq are superseded by this one (a pull takes the highest
        // seq). Only those: another save of the attempt may have landed a newer one meanwhile.
        const attemptDir = key.slice(0, key.lastIndexOf('/') + 1);
        try {
            const older = (await t.remote.list(attemptDir)).filter((o) => o.key !== key && (stateKeyOf(o.key)?.seq ?? Infinity) < s.seq);
            if (older.length)
                await t.remote.delete(older.map((o) => o.key));
        }
        catch {
            // left for cleanup --remote: a pull reads the newest first
        }
    }
    catch (e) {
        out.problem = why(e);
    }
    finally {
        if (tmp)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(tmp, { recursive: true, force: true });
    }
    return out;
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
        a.run.localeCompare(b.run) ||
        b.attempt - a.attempt ||
        b.seq - a.seq);
    return parsed.map((p) => p.o);
}
/**
 * The newest state of the scope that passes every check (at most `tries` looked at); with
 * `runId`, of that run only.
 */
async function pullState(t, opts = {}) {
    const out = { problems: [] };
    const under = `${scopePrefix(t)}states/${opts.runId !== undefined ? `${opts.runId}/` : ''}`;
    const found = newestFirst(await t.remote.list(under));
    const tries = opts.tries ?? 10;
    for (const o of found.slice(0, tries)) {
        try {
            const bytes = await t.remote.get(o.key);
            const decoded = (0,_store_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeBundle */ .VH)(bytes, {
                scopeKey: t.scopeKey,
                ...(t.integrityKey ? { integrityKey: t.integrityKey } : {}),
                source: o.key,
            });
            return { ...out, state: decoded.state, key: o.key };
        }
        catch (e) {
            if ((0,_port_js__WEBPACK_IMPORTED_MODULE_6__/* .isRemoteError */ .lX)(e) && e.kind !== 'integrity' && e.kind !== 'not-found')
                throw e;
            out.problems.push(why(e));
        }
    }
    return out;
}
/** Adds the remote packs the state lists to the local blob store, each checked against its id. */
async function pullPacks(storeDir, state, t) {
    const out = { fetched: 0, bytes: 0, problems: [] };
    const store = _snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .BlobStore */ .lb.forStore(storeDir);
    for (const p of state.packs) {
        if (!p.key.startsWith(LISTED))
            continue;
        const key = p.key.slice(LISTED.length);
        const id = p.sha256.slice(0, 12);
        if (!key.startsWith(REMOTE_ROOT)) {
            out.problems.push(`pack ${id}: its key ${key} is not one of ci-state's`);
            continue;
        }
        const known = (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readBlobList */ .sy)(store, 'packs', p.sha256)) ?? [];
        if (known.length && (await Promise.all(known.map((b) => store.has(b)))).every(Boolean))
            continue;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(storeDir, 'checkpoints'), { recursive: true });
        const tmp = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(storeDir, 'checkpoints', 'remote-'));
        try {
            const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(tmp, 'pack.cip');
            await t.remote.get(key, file);
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(file)).size !== p.bytes) {
                out.problems.push(`pack ${id} is not the size the state lists: ignored`);
                continue;
            }
            const r = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .unpackBlobs */ .Tp)(file, store, { expectSha256: p.sha256, move: true, sync: false });
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .writeBlobList */ .dZ)(store, 'packs', p.sha256, r.blobs);
            out.fetched++;
            out.bytes += p.bytes;
        }
        catch (e) {
            out.problems.push(`pack ${id}: ${why(e)}`);
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(tmp, { recursive: true, force: true });
        }
    }
    return out;
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


/***/ })

};
