export const id = 83;
export const ids = [83];
export const modules = {

/***/ 83083:
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
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./.build/github/keys.js
/**
 * Names ci-state uses on GitHub's services. Pure.
 *
 * Cache keys are write-once and never reused: `ci-state/v1/<scope>/<runId>/<attempt>/<seq>-<nonce>`.
 * Every untrusted part (branch, workflow and job names, matrix values) only reaches a key through the
 * scope hash, so keys stay short (well under 512 characters) and never contain a comma.
 * Restore tries the same run's newest entry by prefix, then, only when cross-run reuse is on, the
 * newest entry of any run of the scope.
 *
 * Artifact names are unique per run: `ci-state-<scope16>-a<attempt>-s<seq>` (state bundles) and
 * `ci-state-history-<scope16>-a<attempt>` (history lines). Scope covers the job and matrix leg.
 */
const KEY_PREFIX = 'ci-state/v1';
const ARTIFACT_PREFIX = 'ci-state-';
const HISTORY_ARTIFACT_PREFIX = 'ci-state-history-';
/** The bundle's path, relative to GITHUB_WORKSPACE (part of the cache version: keep it constant). */
const keys_BUNDLE_PATH = '.ci-state-transfer/bundle.cis';
const SAFE_RUN_ID = /^[0-9A-Za-z_-]{1,64}$/;
function runPart(runId) {
    if (!SAFE_RUN_ID.test(runId))
        throw new Error(`run id "${runId}" is not usable in a cache key`);
    return runId;
}
function cacheKey(scopeKey, runId, attempt, seq, nonce) {
    return `${KEY_PREFIX}/${scopeKey}/${runPart(runId)}/${attempt}/${seq}-${nonce}`;
}
/** Restore chain, most specific first: this run (newest attempt), then other runs when allowed. */
function keys_restoreKeys(scopeKey, runId, crossRun) {
    const keys = [`${KEY_PREFIX}/${scopeKey}/${runPart(runId)}/`];
    if (crossRun)
        keys.push(`${KEY_PREFIX}/${scopeKey}/`);
    return keys;
}
function parseCacheKey(key) {
    const m = /^ci-state\/v1\/([0-9a-f]+)\/([0-9A-Za-z_-]+)\/(\d+)\/(\d+)-[0-9a-z]+$/.exec(key);
    if (!m)
        return undefined;
    return { scopeKey: m[1], runId: m[2], attempt: Number(m[3]), seq: Number(m[4]) };
}
function stateArtifactName(scopeKey, attempt, seq) {
    return `${ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-a${attempt}-s${seq}`;
}
function historyArtifactName(scopeKey, attempt) {
    return `${HISTORY_ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-a${attempt}`;
}
function keys_parseStateArtifactName(name) {
    const m = /^ci-state-([0-9a-f]{16})-a(\d+)-s(\d+)$/.exec(name);
    if (!m)
        return undefined;
    return { scope16: m[1], attempt: Number(m[2]), seq: Number(m[3]) };
}

;// CONCATENATED MODULE: ./.build/github/retry.js
/**
 * Bounded retries for ci-state's own calls to the toolkit clients, and a capture of what those
 * clients print.
 *
 * Why a capture: `restoreCache` returns `undefined` both on a miss and on a service error, and
 * `saveCache` returns -1 on every failure; the only difference is what they log (`::error::` for a
 * 5xx, `::warning::` for anything else, `info` for a taken key). ci-state needs to know which it was
 * (to retry, and to say "NOT saved: <reason>" truthfully) and must not leave the client's error
 * annotations on a job whose result it does not change. So while a toolkit call runs, workflow
 * commands written to stdout are taken aside and returned to the caller instead of being printed.
 */
const DEFAULT_RETRY = {
    attempts: 4,
    baseDelayMs: 1000,
    maxDelayMs: 15_000,
    deadlineMs: 120_000,
};
const defaultSleep = (ms) => new Promise((r) => setTimeout(r, ms).unref?.());
/**
 * Operators can tune the retries with CI_STATE_RETRY_ATTEMPTS and CI_STATE_TIMEOUT_SECONDS (the
 * time one save or restore may take in all, retries included).
 */
function retryFromEnv(env = process.env) {
    const out = {};
    const attempts = Number(env.CI_STATE_RETRY_ATTEMPTS);
    if (Number.isInteger(attempts) && attempts >= 1 && attempts <= 20)
        out.attempts = attempts;
    const seconds = Number(env.CI_STATE_TIMEOUT_SECONDS);
    if (Number.isFinite(seconds) && seconds > 0 && seconds <= 3600)
        out.deadlineMs = seconds * 1000;
    return out;
}
/** Resolves with `onTimeout` when `promise` has not settled in `ms` (the work itself goes on). */
function raceDeadline(promise, ms, onTimeout) {
    if (!Number.isFinite(ms))
        return promise;
    let timer;
    const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve(onTimeout()), Math.max(0, ms));
        timer.unref?.();
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
async function retry_withRetry(fn, options = {}) {
    const o = { ...DEFAULT_RETRY, ...retryFromEnv(), ...options };
    const sleep = o.sleep ?? defaultSleep;
    const now = o.now ?? Date.now;
    const random = o.random ?? Math.random;
    const start = now();
    const reasons = [];
    for (let attempt = 1; attempt <= o.attempts; attempt++) {
        let outcome;
        const left = o.deadlineMs - (now() - start);
        try {
            outcome = await raceDeadline(fn(attempt), left, () => {
                releaseToolkitCapture();
                return {
                    ok: false,
                    final: true,
                    reason: `no answer within the time limit of ${Math.round(o.deadlineMs / 1000)}s`,
                };
            });
        }
        catch (e) {
            outcome = { ok: false, reason: e.message ?? String(e) };
        }
        if (outcome.ok)
            return { ok: true, value: outcome.value, attempts: attempt, reasons };
        reasons.push(outcome.reason ?? 'failed');
        if (outcome.final || attempt === o.attempts)
            break;
        const backoff = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (attempt - 1));
        const delay = Math.max(outcome.retryAfterMs ?? 0, Math.round(backoff * (0.5 + random() / 2)));
        if (now() - start + delay > o.deadlineMs) {
            reasons.push(`gave up after ${attempt} attempts (time limit ${Math.round(o.deadlineMs / 1000)}s)`);
            break;
        }
        await sleep(delay);
    }
    return { ok: false, attempts: reasons.length, reasons };
}
let capturing = false;
let release;
/** Gives stdout back now, e.g. when a call is abandoned at its deadline and may never return. */
function releaseToolkitCapture() {
    release?.();
}
/**
 * Runs fn while taking aside the workflow commands (`::error::`, `::warning::`) and plain lines it
 * writes to stdout. Only one capture at a time (calls are sequential in ci-state).
 */
async function retry_captureToolkitLog(fn, passThrough = () => undefined) {
    const log = { errors: [], warnings: [], infos: [] };
    if (capturing)
        return { value: await fn(), log };
    capturing = true;
    const original = process.stdout.write.bind(process.stdout);
    let pending = '';
    const take = (line) => {
        const m = /^::(error|warning)(?: [^:]*)?::(.*)$/.exec(line);
        if (m)
            (m[1] === 'error' ? log.errors : log.warnings).push(unescapeData(m[2]));
        else if (line.startsWith('::'))
            original(`${line}\n`);
        else {
            log.infos.push(line);
            passThrough(line);
        }
    };
    process.stdout.write = ((chunk, ...rest) => {
        pending += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        let i;
        while ((i = pending.indexOf('\n')) >= 0) {
            take(pending.slice(0, i).replace(/\r$/, ''));
            pending = pending.slice(i + 1);
        }
        const cb = rest.find((r) => typeof r === 'function');
        cb?.();
        return true;
    });
    let released = false;
    const giveBack = () => {
        if (released)
            return;
        released = true;
        if (pending)
            take(pending);
        pending = '';
        process.stdout.write = original;
        capturing = false;
        if (release === giveBack)
            release = undefined;
    };
    release = giveBack;
    try {
        const value = await fn();
        return { value, log };
    }
    finally {
        giveBack();
    }
}
function unescapeData(s) {
    return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
/** Reads "(429)" / "status code 503" style codes out of a client's message. */
function statusFromMessage(message) {
    const m = /\b(?:status(?: code)?:?\s*|\()([1-5]\d\d)\b/i.exec(message);
    return m ? Number(m[1]) : undefined;
}

;// CONCATENATED MODULE: ./.build/github/artifact-store.js
/**
 * The durable path: bundles as artifacts of the run, through `@actions/artifact` (lazily loaded).
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
    const status = statusFromMessage(message) ?? e.status;
    const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
    return { ok: false, reason: `artifact: ${what}: ${message}`, final };
}
async function uploadBundleArtifact(name, bytes, retentionDays) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(538), __webpack_require__.e(852)]).then(__webpack_require__.bind(__webpack_require__, 83852));
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempRoot(), 'ci-state-up-'));
    try {
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, FILE), bytes);
        const client = new DefaultArtifactClient();
        const { value } = await retry_captureToolkitLog(() => client.uploadArtifact(name, [(0,external_node_path_.join)(dir, FILE)], dir, {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 6,
        }));
        if (!value.id)
            return { ok: false, reason: `artifact: upload of ${name} returned no id` };
        return { ok: true, value: { id: value.id, size: value.size ?? bytes.length } };
    }
    catch (e) {
        return failure(e, `upload of ${name} failed`);
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/** Deletes this attempt's older bundles of the scope (best effort; the newest stays). */
async function pruneOlderBundles(scope16, attempt, keepSeq) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(538), __webpack_require__.e(852)]).then(__webpack_require__.bind(__webpack_require__, 83852));
    const client = new DefaultArtifactClient();
    let deleted = 0;
    try {
        const { value } = await retry_captureToolkitLog(() => client.listArtifacts());
        for (const a of value.artifacts) {
            const p = keys_parseStateArtifactName(a.name);
            if (p && p.scope16 === scope16 && p.attempt === attempt && p.seq < keepSeq) {
                await retry_captureToolkitLog(() => client.deleteArtifact(a.name));
                deleted++;
            }
        }
    }
    catch {
        // Pruning is housekeeping: a failure leaves an extra artifact, never a lost state.
    }
    return deleted;
}
/** Lists the run's state bundles of this scope from attempts before `beforeAttempt`, newest first. */
async function artifact_store_findEarlierBundles(rest, repo, runId, scope16, beforeAttempt) {
    try {
        const all = await rest.paginate(rest.rest.actions.listWorkflowRunArtifacts, {
            ...repo,
            run_id: runId,
            per_page: 100,
        });
        const found = [];
        for (const a of all) {
            const p = parseStateArtifactName(a.name);
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
async function artifact_store_downloadBundleArtifact(id, findBy, maxBytes) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(538), __webpack_require__.e(852)]).then(__webpack_require__.bind(__webpack_require__, 83852));
    const dir = await mkdtemp(join(tempRoot(), 'ci-state-down-'));
    try {
        const client = new DefaultArtifactClient();
        const { value } = await captureToolkitLog(() => client.downloadArtifact(id, { path: dir, findBy }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${id}: download digest mismatch` };
        const names = await readdir(dir);
        if (!names.includes(FILE))
            return { ok: false, reason: `artifact ${id} holds no bundle`, final: true };
        const bytes = await readFile(join(dir, FILE));
        if (bytes.length > maxBytes)
            return { ok: false, reason: `artifact ${id} is over the size cap`, final: true };
        return { ok: true, value: bytes };
    }
    catch (e) {
        return failure(e, `download of ${id} failed`);
    }
    finally {
        await rm(dir, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/core/index.js + 10 modules
var core = __webpack_require__(91783);
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

;// CONCATENATED MODULE: ./.build/github/cache-store.js
/**
 * The fast path: one bundle file per save in the Actions cache, through `@actions/cache` (loaded
 * lazily so that a step with nothing to do never pays for it).
 *
 * The cache client archives paths relative to GITHUB_WORKSPACE and the cache `version` hashes the
 * raw path strings, so the bundle always lives at the same relative path (BUNDLE_PATH) and calls
 * run with the workspace as the current directory.
 */




async function inWorkspace(workspace, fn) {
    const before = process.cwd();
    process.chdir(workspace);
    try {
        return await fn();
    }
    finally {
        process.chdir(before);
    }
}
function describe(log, fallback) {
    const line = log.errors[0] ??
        log.warnings[0] ??
        log.infos.find((l) => /^Failed to (save|restore)/.test(l)) ??
        fallback;
    return line.replace(/^Failed to (save|restore): /, '').slice(0, 500);
}
function retryAfter(reason) {
    return statusFromMessage(reason) === 429 ? 5000 : undefined;
}
/** Saves one bundle under a new key; succeeds only when the entry is then found by lookup. */
async function saveBundleToCache(workspace, key, bytes) {
    const cache = await Promise.all(/* import() */[__webpack_require__.e(538), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    const file = (0,external_node_path_.join)(workspace, keys_BUNDLE_PATH);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    await (0,promises_.writeFile)(file, bytes);
    try {
        const { value: id, log } = await retry_captureToolkitLog(() => inWorkspace(workspace, () => cache.saveCache([keys_BUNDLE_PATH], key)));
        if (typeof id !== 'number' || id <= 0) {
            const reason = describe(log, 'the cache service did not accept the entry');
            return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(reason) };
        }
        const { value: found, log: lookupLog } = await retry_captureToolkitLog(() => inWorkspace(workspace, () => cache.restoreCache([keys_BUNDLE_PATH], key, [], { lookupOnly: true })));
        if (found !== key)
            return {
                ok: false,
                reason: `cache: entry ${key} was not found right after saving (${describe(lookupLog, 'lookup missed')})`,
            };
        return { ok: true, value: { cacheId: id, key } };
    }
    finally {
        await (0,promises_.rm)((0,external_node_path_.dirname)(file), { recursive: true, force: true });
    }
}
/** Restores the newest bundle matching the keys; a service error is a failure, not a miss. */
async function cache_store_restoreBundleFromCache(workspace, keys) {
    const cache = await Promise.all(/* import() */[__webpack_require__.e(538), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    const file = join(workspace, BUNDLE_PATH);
    await rm(dirname(file), { recursive: true, force: true });
    try {
        const { value: matched, log } = await captureToolkitLog(() => inWorkspace(workspace, () => cache.restoreCache([BUNDLE_PATH], keys[0], keys.slice(1))));
        if (matched === undefined) {
            if (log.errors.length || log.warnings.length) {
                const reason = describe(log, 'restore failed');
                return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(reason) };
            }
            return { ok: true, value: { kind: 'miss' } };
        }
        let bytes;
        try {
            bytes = await readFile(file);
        }
        catch {
            return { ok: false, reason: `cache: entry ${matched} restored but held no bundle` };
        }
        return { ok: true, value: { kind: 'hit', key: matched, bytes } };
    }
    finally {
        await rm(dirname(file), { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(86856);
// EXTERNAL MODULE: ./node_modules/@octokit/rest/dist-src/index.js + 1 modules
var dist_src = __webpack_require__(11303);
;// CONCATENATED MODULE: ./.build/github/octokit.js
/**
 * The REST client: Octokit with the retry and throttling plugins, so 5xx, 429 and secondary rate
 * limits are retried honouring `retry-after`, with waits capped so ci-state's own time stays bounded.
 */



/** Longest wait ci-state accepts from a rate limit before giving up on the call. */
const MAX_RATE_LIMIT_WAIT_S = 60;
const Client = dist_src/* Octokit */.E.plugin(dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
function octokit_createRestClient(opts) {
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
        request: { retries },
        retry: { doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451] },
        throttle: {
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
        },
        log: { debug: () => undefined, info: () => undefined, warn: log, error: log },
    });
}

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
    // A key whose upload failed can stay reserved for a day: every try gets a fresh one.
    const cache = await retry_withRetry(async () => {
        const key = cacheKey(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, nonce());
        ctx.log(`saving state to cache key ${key} (${bytes.length} bytes)`);
        return saveBundleToCache(ctx.workspace, key, bytes);
    }, ctx.retry);
    report.cache = cache.ok
        ? { ok: true, key: cache.value.key }
        : { ok: false, reason: cache.reasons.at(-1) };
    if (opts.artifact) {
        const name = stateArtifactName(ctx.scopeKey, ctx.attempt, state.seq);
        const art = await retry_withRetry(async () => {
            ctx.log(`uploading state artifact ${name}`);
            return uploadBundleArtifact(name, bytes, ctx.retentionDays);
        }, ctx.retry);
        report.artifact = art.ok
            ? { ok: true, name, id: art.value.id }
            : { ok: false, name, reason: art.reasons.at(-1) };
        if (art.ok)
            await pruneOlderBundles(ctx.scopeKey.slice(0, 16), ctx.attempt, state.seq);
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
