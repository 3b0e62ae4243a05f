export const id = 6110;
export const ids = [6110];
export const modules = {

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

/***/ 86110:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pullPacks: () => (/* binding */ pullPacks),
/* harmony export */   pullState: () => (/* binding */ pullState),
/* harmony export */   pushState: () => (/* binding */ pushState)
/* harmony export */ });
/* harmony import */ var _remote_sync_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65078);
/* harmony import */ var _pack_fetch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65061);
/* harmony import */ var _packs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92331);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53704);




const quiet = () => undefined;
/**
 * Pushes the content the state's checkpoints need that no remote pack it lists holds, then the
 * state. `list` records a new pack in the local store and returns the updated state.
 */
async function pushState(storeDir, state, t, list) {
    const ctx = {
        scope: state.scope,
        scopeKey: t.scopeKey,
        repository: state.origin.repo,
        runId: state.origin.runId,
        attempt: state.origin.runAttempt,
        crossRun: true,
        ...(t.integrityKey ? { integrityKey: t.integrityKey } : {}),
        log: quiet,
    };
    const r = await (0,_packs_js__WEBPACK_IMPORTED_MODULE_2__.saveStateAndContent)(storeDir, state, ctx, (0,_remote_sync_js__WEBPACK_IMPORTED_MODULE_0__.s3StateStorage)(t), list);
    const copy = r.report.copies.find((c) => c.ok);
    // Not saved: the state's reason. Saved without its new content: that content's.
    const problem = r.report.saved
        ? r.problem
        : (r.report.copies.map((c) => c.reason).find(Boolean) ?? r.problem ?? 'not saved');
    return {
        saved: r.report.saved,
        ...(copy?.ref ? { key: copy.ref } : {}),
        state: r.state,
        packs: r.shipped.length,
        packBytes: r.shipped.reduce((n, p) => n + p.bytes, 0),
        ...(problem ? { problem } : {}),
    };
}
/**
 * The newest state of the scope that passes every check (at most `tries` looked at); with
 * `runId`, of that run only. A store that fails is thrown as an error.
 */
async function pullState(t, opts = {}) {
    const ctx = {
        scopeKey: t.scopeKey,
        ...(t.integrityKey ? { integrityKey: t.integrityKey } : {}),
        origin: false,
    };
    const r = await (0,_state_js__WEBPACK_IMPORTED_MODULE_3__.restoreState)(ctx, (0,_remote_sync_js__WEBPACK_IMPORTED_MODULE_0__.s3StateStorage)(t, opts));
    if (r.state)
        return { state: r.state, ...(r.label ? { key: r.label } : {}), problems: r.problems };
    if (r.failed) {
        const last = r.problems.at(-1) ?? 'the store failed';
        const place = `${t.remote.describe()}: `;
        throw new Error(last.startsWith(place) ? last.slice(place.length) : last);
    }
    return { problems: r.problems };
}
/** Adds the remote packs the state lists to the local blob store, each checked against its id. */
async function pullPacks(storeDir, state, t) {
    const r = await (0,_pack_fetch_js__WEBPACK_IMPORTED_MODULE_1__.fetchPacks)(storeDir, state, { log: quiet }, (0,_remote_sync_js__WEBPACK_IMPORTED_MODULE_0__.s3StateStorage)(t));
    return { fetched: r.fetched, bytes: r.bytes, problems: r.problems };
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
