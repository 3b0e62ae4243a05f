export const id = 153;
export const ids = [153];
export const modules = {

/***/ 48084:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   js: () => (/* binding */ downloadBundleArtifact),
/* harmony export */   pd: () => (/* binding */ findEarlierBundles),
/* harmony export */   wd: () => (/* binding */ downloadNamedArtifact)
/* harmony export */ });
/* unused harmony exports uploadBundleArtifact, pruneOlderBundles, uploadFileArtifact */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90610);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18294);
/**
 * The durable path: bundles as artifacts of the run, through `@actions/artifact` (lazily loaded).
 *
 * The artifact client's internal API only sees the current attempt's artifacts, so finding an
 * earlier attempt's bundle goes through the REST API (list the run's artifacts, download with
 * `findBy`), which sees every attempt.
 */





const FILE = 'bundle.cis';
function tempRoot() {
    return process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
}
function failure(e, what) {
    const message = (e?.message ?? String(e)).split('\n')[0].slice(0, 500);
    const status = (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .statusFromMessage */ .II)(message) ?? e.status;
    const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
    return { ok: false, reason: `artifact: ${what}: ${message}`, final };
}
async function uploadBundleArtifact(name, bytes, retentionDays) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(538), __webpack_require__.e(852)]).then(__webpack_require__.bind(__webpack_require__, 83852));
    const dir = await mkdtemp(join(tempRoot(), 'ci-state-up-'));
    try {
        await writeFile(join(dir, FILE), bytes);
        const client = new DefaultArtifactClient();
        const { value } = await captureToolkitLog(() => client.uploadArtifact(name, [join(dir, FILE)], dir, {
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
        await rm(dir, { recursive: true, force: true });
    }
}
/** Deletes this attempt's older bundles of the scope (best effort; the newest stays). */
async function pruneOlderBundles(scope16, attempt, keepSeq) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(538), __webpack_require__.e(852)]).then(__webpack_require__.bind(__webpack_require__, 83852));
    const client = new DefaultArtifactClient();
    let deleted = 0;
    try {
        const { value } = await captureToolkitLog(() => client.listArtifacts());
        for (const a of value.artifacts) {
            const p = parseStateArtifactName(a.name);
            if (p && p.scope16 === scope16 && p.attempt === attempt && p.seq < keepSeq) {
                await captureToolkitLog(() => client.deleteArtifact(a.name));
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
async function findEarlierBundles(rest, repo, runId, scope16, beforeAttempt) {
    try {
        const all = await rest.paginate(rest.rest.actions.listWorkflowRunArtifacts, {
            ...repo,
            run_id: runId,
            per_page: 100,
        });
        const found = [];
        for (const a of all) {
            const p = (0,_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .parseStateArtifactName */ .YV)(a.name);
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
async function downloadBundleArtifact(id, findBy, maxBytes) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(538), __webpack_require__.e(852)]).then(__webpack_require__.bind(__webpack_require__, 83852));
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tempRoot(), 'ci-state-down-'));
    try {
        const client = new DefaultArtifactClient();
        const { value } = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .captureToolkitLog */ .z$)(() => client.downloadArtifact(id, { path: dir, findBy }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${id}: download digest mismatch` };
        const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir);
        if (!names.includes(FILE))
            return { ok: false, reason: `artifact ${id} holds no bundle`, final: true };
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, FILE));
        if (bytes.length > maxBytes)
            return { ok: false, reason: `artifact ${id} is over the size cap`, final: true };
        return { ok: true, value: bytes };
    }
    catch (e) {
        return failure(e, `download of ${id} failed`);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
}
/** Uploads one file as an artifact (e.g. a blob pack); the file keeps its name inside. */
async function uploadFileArtifact(name, file, retentionDays) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(538), __webpack_require__.e(852)]).then(__webpack_require__.bind(__webpack_require__, 83852));
    try {
        const client = new DefaultArtifactClient();
        const { value } = await captureToolkitLog(() => client.uploadArtifact(name, [file], dirname(file), {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 0,
        }));
        if (!value.id)
            return { ok: false, reason: `artifact: upload of ${name} returned no id` };
        return { ok: true, value: { id: value.id, size: value.size ?? 0 } };
    }
    catch (e) {
        return failure(e, `upload of ${name} failed`);
    }
}
/** Finds an artifact by exact name in a run (any attempt) and downloads it into `dir`. */
async function downloadNamedArtifact(rest, repo, runId, name, token, dir) {
    try {
        const { data } = await rest.rest.actions.listWorkflowRunArtifacts({
            ...repo,
            run_id: runId,
            name,
            per_page: 100,
        });
        const found = (Array.isArray(data?.artifacts) ? data.artifacts : []).find((a) => a.name === name && !a.expired);
        if (!found)
            return { ok: false, reason: `artifact ${name} not found in run ${runId}`, final: true };
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(538), __webpack_require__.e(852)]).then(__webpack_require__.bind(__webpack_require__, 83852));
        const client = new DefaultArtifactClient();
        const { value } = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .captureToolkitLog */ .z$)(() => client.downloadArtifact(found.id, {
            path: dir,
            findBy: {
                token,
                workflowRunId: runId,
                repositoryOwner: repo.owner,
                repositoryName: repo.repo,
            },
        }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${name}: download digest mismatch` };
        return { ok: true, value: (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir)).map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, f)) };
    }
    catch (e) {
        return failure(e, `download of ${name} failed`);
    }
}


/***/ }),

/***/ 90454:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B0: () => (/* binding */ restoreBundleFromCache),
/* harmony export */   HQ: () => (/* binding */ restoreFileFromCache)
/* harmony export */ });
/* unused harmony exports saveFileToCache, saveBundleToCache */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90610);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18294);
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
    return (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .statusFromMessage */ .II)(reason) === 429 ? 5000 : undefined;
}
/**
 * Saves the file at `path` (relative to the workspace, already written) under `key`; succeeds only
 * when the entry is then found by lookup. The file is left in place.
 */
async function saveFileToCache(workspace, key, path) {
    const cache = await Promise.all(/* import() */[__webpack_require__.e(538), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    const { value: id, log } = await captureToolkitLog(() => inWorkspace(workspace, () => cache.saveCache([path], key)));
    if (typeof id !== 'number' || id <= 0) {
        const reason = describe(log, 'the cache service did not accept the entry');
        return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(reason) };
    }
    const { value: found, log: lookupLog } = await captureToolkitLog(() => inWorkspace(workspace, () => cache.restoreCache([path], key, [], { lookupOnly: true })));
    if (found !== key)
        return {
            ok: false,
            reason: `cache: entry ${key} was not found right after saving (${describe(lookupLog, 'lookup missed')})`,
        };
    return { ok: true, value: { cacheId: id, key } };
}
/**
 * Restores the newest entry matching `keys` to `path` (relative to the workspace); a service error
 * is a failure, not a miss. The caller reads the file and removes it.
 */
async function restoreFileFromCache(workspace, keys, path) {
    const cache = await Promise.all(/* import() */[__webpack_require__.e(538), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, path), { force: true });
    const { value: matched, log } = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .captureToolkitLog */ .z$)(() => inWorkspace(workspace, () => cache.restoreCache([path], keys[0], keys.slice(1))));
    if (matched === undefined) {
        if (log.errors.length || log.warnings.length) {
            const reason = describe(log, 'restore failed');
            return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(reason) };
        }
        return { ok: true, value: { kind: 'miss' } };
    }
    return { ok: true, value: { kind: 'hit', key: matched } };
}
/** Saves one bundle under a new key (see saveFileToCache). */
async function saveBundleToCache(workspace, key, bytes) {
    const file = join(workspace, BUNDLE_PATH);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    try {
        return await saveFileToCache(workspace, key, BUNDLE_PATH);
    }
    finally {
        await rm(dirname(file), { recursive: true, force: true });
    }
}
/** Restores the newest bundle matching the keys; a service error is a failure, not a miss. */
async function restoreBundleFromCache(workspace, keys) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, _keys_js__WEBPACK_IMPORTED_MODULE_3__/* .BUNDLE_PATH */ .h8);
    try {
        const r = await restoreFileFromCache(workspace, keys, _keys_js__WEBPACK_IMPORTED_MODULE_3__/* .BUNDLE_PATH */ .h8);
        if (!r.ok || r.value.kind === 'miss')
            return r;
        const key = r.value.key;
        let bytes;
        try {
            bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file);
        }
        catch {
            return { ok: false, reason: `cache: entry ${key} restored but held no bundle` };
        }
        return { ok: true, value: { kind: 'hit', key, bytes } };
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true, force: true });
    }
}


/***/ }),

/***/ 90610:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ek: () => (/* binding */ PACK_PATH),
/* harmony export */   PF: () => (/* binding */ restoreKeys),
/* harmony export */   YV: () => (/* binding */ parseStateArtifactName),
/* harmony export */   h8: () => (/* binding */ BUNDLE_PATH)
/* harmony export */ });
/* unused harmony exports KEY_PREFIX, ARTIFACT_PREFIX, HISTORY_ARTIFACT_PREFIX, PACK_ARTIFACT_PREFIX, packCacheKey, packArtifactName, cacheKey, parseCacheKey, stateArtifactName, historyArtifactName */
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
const BUNDLE_PATH = '.ci-state-transfer/bundle.cis';
/** A blob pack's path (another cache version, so packs never match a state lookup). */
const PACK_PATH = '.ci-state-transfer/blobs.cip';
const PACK_ARTIFACT_PREFIX = 'ci-state-pack-';
/** Blob packs: one per save that had new checkpoint content; the state lists their keys. */
function packCacheKey(scopeKey, runId, attempt, seq, nonce) {
    return `${KEY_PREFIX}/${scopeKey}/packs/${runPart(runId)}-${attempt}-${seq}-${nonce}`;
}
function packArtifactName(scopeKey, packSha) {
    return `${PACK_ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-${packSha.slice(0, 24)}`;
}
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
function restoreKeys(scopeKey, runId, crossRun) {
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
function parseStateArtifactName(name) {
    const m = /^ci-state-([0-9a-f]{16})-a(\d+)-s(\d+)$/.exec(name);
    if (!m)
        return undefined;
    return { scope16: m[1], attempt: Number(m[2]), seq: Number(m[3]) };
}


/***/ }),

/***/ 13349:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ createRestClient)
/* harmony export */ });
/* unused harmony export MAX_RATE_LIMIT_WAIT_S */
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86856);
/* harmony import */ var _octokit_rest__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11303);
/**
 * The REST client: Octokit with the retry and throttling plugins, so 5xx, 429 and secondary rate
 * limits are retried honouring `retry-after`, with waits capped so ci-state's own time stays bounded.
 */



/** Longest wait ci-state accepts from a rate limit before giving up on the call. */
const MAX_RATE_LIMIT_WAIT_S = 60;
const Client = _octokit_rest__WEBPACK_IMPORTED_MODULE_0__/* .Octokit */ .E.plugin(_octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__/* .throttling */ .A);
function createRestClient(opts) {
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


/***/ }),

/***/ 18294:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   II: () => (/* binding */ statusFromMessage),
/* harmony export */   bD: () => (/* binding */ withRetry),
/* harmony export */   z$: () => (/* binding */ captureToolkitLog)
/* harmony export */ });
/* unused harmony exports DEFAULT_RETRY, retryFromEnv, releaseToolkitCapture */
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
async function withRetry(fn, options = {}) {
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
async function captureToolkitLog(fn, passThrough = () => undefined) {
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


/***/ })

};
