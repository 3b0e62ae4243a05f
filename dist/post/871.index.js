export const id = 871;
export const ids = [871];
export const modules = {

/***/ 10871:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  saveState: () => (/* binding */ saveState)
});

// UNUSED EXPORTS: checkOrigin, restoreState

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./.build/github/artifact-store.js
var artifact_store = __webpack_require__(48084);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/core/index.js + 9 modules
var core = __webpack_require__(72520);
;// CONCATENATED MODULE: ./.build/github/bundle.js
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
const bundle_MAX_BUNDLE_BYTES = (/* unused pure expression or super */ null && (64 * 1024 * 1024));
const Header = schemas/* strictObject */.rej({
    v: schemas/* literal */.euz(1),
    sha256: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/),
    size: schemas/* number */.aig().int().nonnegative(),
    scopeKey: schemas/* string */.YjP().regex(/^[0-9a-f]{8,64}$/),
    createdAt: schemas/* string */.YjP().max(40),
    hmac: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
});
class bundle_BundleError extends Error {
    constructor(message) {
        super(message);
        this.name = 'BundleError';
    }
}
function mac(key, h) {
    return (0,external_node_crypto_.createHmac)('sha256', key)
        .update(`${h.v}\n${h.sha256}\n${h.size}\n${h.scopeKey}\n${h.createdAt}`)
        .digest('hex');
}
function encodeBundle(state, opts) {
    const payload = Buffer.from(JSON.stringify({ state }));
    const base = {
        v: 1,
        sha256: (0,external_node_crypto_.createHash)('sha256').update(payload).digest('hex'),
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
function bundle_decodeBundle(bytes, opts) {
    const fail = (why) => {
        throw new bundle_BundleError(`${opts.source}: ${why}`);
    };
    if (bytes.length > bundle_MAX_BUNDLE_BYTES)
        fail(`bundle is ${bytes.length} bytes, over the ${bundle_MAX_BUNDLE_BYTES} cap`);
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
    const digest = createHash('sha256').update(payload).digest('hex');
    if (digest !== header.sha256)
        fail('payload digest does not match the header (corrupt or tampered)');
    if (opts.scopeKey !== undefined && header.scopeKey !== opts.scopeKey)
        fail('bundle belongs to another scope');
    if (opts.integrityKey) {
        if (!header.hmac)
            fail('bundle is not signed, but an integrity key is configured');
        const { hmac, ...rest } = header;
        const want = Buffer.from(mac(opts.integrityKey, rest), 'hex');
        if (!timingSafeEqual(want, Buffer.from(hmac, 'hex')))
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
    const state = parseStateDocument(doc.state, opts.source);
    if (scopeKey(state.scope) !== header.scopeKey)
        fail('the state does not belong to the scope its header names');
    return { state, sha256: digest, signed: !!header.hmac, createdAt: header.createdAt };
}

// EXTERNAL MODULE: ./.build/github/cache-store.js + 2 modules
var cache_store = __webpack_require__(29081);
// EXTERNAL MODULE: ./.build/github/keys.js
var keys = __webpack_require__(90610);
// EXTERNAL MODULE: ./.build/github/octokit.js + 3 modules
var octokit = __webpack_require__(47626);
// EXTERNAL MODULE: ./.build/github/retry.js
var retry = __webpack_require__(18294);
;// CONCATENATED MODULE: ./.build/github/persist.js
/**
 * Saving and restoring a job's state on GitHub: the cache first (fast), artifacts as the durable
 * fallback. Every outcome is reported as it was verified: "saved" only when the service confirmed
 * the entry, "restored" only when a bundle passed every check (digest, signature, schema, origin).
 */








function repoRef(repository) {
    const [owner = '', repo = ''] = repository.split('/');
    return { owner, repo };
}
async function saveState(state, ctx, opts = { artifact: true }) {
    const bytes = encodeBundle(state, { scopeKey: ctx.scopeKey, integrityKey: ctx.integrityKey });
    const report = {
        saved: false,
        cache: { ok: false },
        artifact: { ok: false },
        bytes: bytes.length,
    };
    const nonce = () => (0,external_node_crypto_.randomBytes)(4).toString('hex');
    // Both at once: neither waits for the other's round trips (each call's log is its own).
    // A key whose upload failed can stay reserved for a day: every try gets a fresh one.
    const toCache = (0,retry/* withRetry */.bD)(async () => {
        const key = (0,keys/* cacheKey */.k$)(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, nonce());
        ctx.log(`saving state to cache key ${key} (${bytes.length} bytes)`);
        return (0,cache_store/* saveBundleToCache */.nD)(ctx.workspace, key, bytes);
    }, ctx.retry);
    const name = (0,keys/* stateArtifactName */.LK)(ctx.scopeKey, ctx.attempt, state.seq);
    // The bundles this one replaces, listed while it uploads (deleted only once it is saved).
    const older = opts.artifact
        ? (0,artifact_store/* olderBundles */.se)(ctx.scopeKey.slice(0, 16), ctx.attempt, state.seq)
        : undefined;
    const toArtifact = opts.artifact
        ? (0,retry/* withRetry */.bD)(async () => {
            ctx.log(`uploading state artifact ${name}`);
            return (0,artifact_store/* uploadBundleArtifact */.Uo)(name, bytes, ctx.retentionDays);
        }, ctx.retry)
        : undefined;
    const [cache, art] = await Promise.all([toCache, toArtifact]);
    report.cache = cache.ok
        ? { ok: true, key: cache.value.key }
        : { ok: false, reason: cache.reasons.at(-1) };
    if (art) {
        report.artifact = art.ok
            ? { ok: true, name, id: art.value.id }
            : { ok: false, name, reason: art.reasons.at(-1) };
        if (art.ok)
            await (0,artifact_store/* deleteBundles */.V3)(await older);
    }
    else {
        report.artifact = { ok: false, skipped: true };
    }
    report.saved = report.cache.ok || report.artifact.ok;
    return report;
}
/** Checks that a decoded state belongs here: same repository, same scope, same run (unless cross-run). */
function checkOrigin(state, ctx) {
    if (state.origin.repo !== ctx.repository)
        return `it comes from repository "${state.origin.repo}"`;
    if (!isDeepStrictEqual(state.scope, ctx.scope))
        return 'it belongs to another workflow, job, matrix leg or ref';
    if (!ctx.crossRun && state.origin.runId !== ctx.runId)
        return `it comes from run ${state.origin.runId}, not this run`;
    if (state.origin.runId === ctx.runId && state.origin.runAttempt >= ctx.attempt)
        return `it claims attempt ${state.origin.runAttempt}, not an earlier one`;
    return undefined;
}
function accept(bytes, ctx, source) {
    try {
        const { state } = decodeBundle(bytes, {
            scopeKey: ctx.scopeKey,
            integrityKey: ctx.integrityKey,
            source,
        });
        const bad = checkOrigin(state, ctx);
        if (bad)
            return { problem: `${source} ignored: ${bad}` };
        return { state };
    }
    catch (e) {
        const msg = e.message;
        return { problem: e instanceof BundleError ? `${msg}: ignored` : `${source} ignored: ${msg}` };
    }
}
async function restoreState(ctx) {
    const report = { source: 'none', problems: [], failed: false };
    const keys = restoreKeys(ctx.scopeKey, ctx.runId, ctx.crossRun);
    ctx.log(`looking up cache keys ${keys.join(', ')}`);
    const cache = await withRetry(() => restoreBundleFromCache(ctx.workspace, keys), ctx.retry);
    let serviceFailed = false;
    if (!cache.ok) {
        serviceFailed = true;
        report.problems.push(`cache restore failed: ${cache.reasons.at(-1)}`);
    }
    else if (cache.value.kind === 'hit') {
        const hit = cache.value;
        const r = accept(hit.bytes, ctx, `cache entry ${hit.key}`);
        if (r.state)
            return { ...report, state: r.state, source: 'cache', from: hit.key };
        report.problems.push(r.problem);
    }
    // Fallback: an earlier attempt's artifact through the REST API (the cache entry may be evicted).
    if (ctx.attempt > 1 && ctx.token && /^\d+$/.test(ctx.runId)) {
        const rest = createRestClient({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
        const ref = repoRef(ctx.repository);
        const listed = await withRetry(() => findEarlierBundles(rest, ref, Number(ctx.runId), ctx.scopeKey.slice(0, 16), ctx.attempt), ctx.retry);
        if (!listed.ok) {
            serviceFailed = true;
            report.problems.push(`artifact lookup failed: ${listed.reasons.at(-1)}`);
        }
        else {
            for (const found of listed.value.slice(0, 3)) {
                ctx.log(`downloading state artifact ${found.name}`);
                const got = await withRetry(() => downloadBundleArtifact(found.id, {
                    token: ctx.token,
                    workflowRunId: Number(ctx.runId),
                    repositoryOwner: ref.owner,
                    repositoryName: ref.repo,
                }, MAX_BUNDLE_BYTES), ctx.retry);
                if (!got.ok) {
                    serviceFailed = true;
                    report.problems.push(`artifact ${found.name}: ${got.reasons.at(-1)}`);
                    continue;
                }
                const r = accept(got.value, ctx, `artifact ${found.name}`);
                if (r.state)
                    return { ...report, state: r.state, source: 'artifact', from: found.name };
                report.problems.push(r.problem);
            }
        }
    }
    report.failed = serviceFailed;
    return report;
}


/***/ })

};
