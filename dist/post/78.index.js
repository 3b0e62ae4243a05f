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
