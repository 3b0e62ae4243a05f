export const id = 86;
export const ids = [86,626];
export const modules = {

/***/ 90610:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ ARTIFACT_PREFIX),
/* harmony export */   Ek: () => (/* binding */ PACK_PATH),
/* harmony export */   Ft: () => (/* binding */ HISTORY_ARTIFACT_PREFIX),
/* harmony export */   LK: () => (/* binding */ stateArtifactName),
/* harmony export */   YV: () => (/* binding */ parseStateArtifactName),
/* harmony export */   h8: () => (/* binding */ BUNDLE_PATH),
/* harmony export */   k$: () => (/* binding */ cacheKey),
/* harmony export */   lq: () => (/* binding */ packArtifactName),
/* harmony export */   p2: () => (/* binding */ packCacheKey)
/* harmony export */ });
/* unused harmony exports KEY_PREFIX, PACK_ARTIFACT_PREFIX, restoreKeys, parseCacheKey, historyArtifactName */
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

/***/ 47626:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createRestClient: () => (/* binding */ createRestClient)
});

// UNUSED EXPORTS: MAX_RATE_LIMIT_WAIT_S

// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(63251);
;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
// pkg/dist-src/index.js


// pkg/dist-src/version.js
var VERSION = "0.0.0-development";

// pkg/dist-src/wrap-request.js
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}

// pkg/dist-src/generated/triggers-notification-paths.js
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];

// pkg/dist-src/route-matcher.js
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}

// pkg/dist-src/index.js
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = light,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;


// EXTERNAL MODULE: ./node_modules/@octokit/core/dist-src/index.js + 12 modules
var dist_src = __webpack_require__(14730);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-request-log/dist-src/index.js + 1 modules
var plugin_request_log_dist_src = __webpack_require__(55077);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var plugin_paginate_rest_dist_bundle = __webpack_require__(93779);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js + 3 modules
var plugin_rest_endpoint_methods_dist_src = __webpack_require__(49210);
;// CONCATENATED MODULE: ./node_modules/@octokit/rest/dist-src/version.js
const version_VERSION = "22.0.1";


;// CONCATENATED MODULE: ./node_modules/@octokit/rest/dist-src/index.js





const Octokit = dist_src/* Octokit */.E.plugin(plugin_request_log_dist_src/* requestLog */.M, plugin_rest_endpoint_methods_dist_src/* legacyRestEndpointMethods */.T, plugin_paginate_rest_dist_bundle/* paginateRest */.ud).defaults(
  {
    userAgent: `octokit-rest.js/${version_VERSION}`
  }
);


;// CONCATENATED MODULE: ./.build/github/octokit.js
/**
 * The REST client: Octokit with the retry and throttling plugins, so 5xx, 429 and secondary rate
 * limits are retried honouring `retry-after`, with waits capped so ci-state's own time stays bounded.
 */



/** Longest wait ci-state accepts from a rate limit before giving up on the call. */
const MAX_RATE_LIMIT_WAIT_S = 60;
const Client = Octokit.plugin(dist_bundle/* retry */.L, throttling);
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
        // Retries go in the plugin's own options: a per-request `retries` would make it retry every
        // error, the do-not-retry statuses included.
        retry: { retries, doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451] },
        throttle: {
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
        },
        log: { debug: () => undefined, info: () => undefined, warn: log, error: log },
    });
}


/***/ }),

/***/ 74086:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  saveStateAndContent: () => (/* binding */ saveStateAndContent),
  startPackShip: () => (/* binding */ startPackShip)
});

// UNUSED EXPORTS: fetchPacks

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/snapshot/index.js + 15 modules
var snapshot = __webpack_require__(94552);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./.build/github/keys.js
var keys = __webpack_require__(90610);
// EXTERNAL MODULE: ./.build/github/retry.js
var retry = __webpack_require__(18294);
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
    const status = (0,retry/* statusFromMessage */.II)(message) ?? e.status;
    const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
    // The client does not retry a 429 and does not pass its retry-after on: wait as GitHub advises.
    const retryAfterMs = status === 429 ? retry/* RATE_LIMIT_WAIT_MS */.s : undefined;
    return { ok: false, reason: `artifact: ${what}: ${message}`, final, retryAfterMs };
}
async function uploadBundleArtifact(name, bytes, retentionDays) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempRoot(), 'ci-state-up-'));
    try {
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, FILE), bytes);
        const client = new DefaultArtifactClient();
        const { value } = await (0,retry/* captureToolkitLog */.z$)(() => client.uploadArtifact(name, [(0,external_node_path_.join)(dir, FILE)], dir, {
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
/**
 * The names of this attempt's bundles of the scope older than `keepSeq` (none when the listing
 * fails). Listed while the new bundle uploads; deleted (`deleteBundles`) only once it is saved.
 */
async function olderBundles(scope16, attempt, keepSeq) {
    try {
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
        const { value } = await (0,retry/* captureToolkitLog */.z$)(() => new DefaultArtifactClient().listArtifacts());
        return value.artifacts
            .map((a) => a.name)
            .filter((name) => {
            const p = (0,keys/* parseStateArtifactName */.YV)(name);
            return p && p.scope16 === scope16 && p.attempt === attempt && p.seq < keepSeq;
        });
    }
    catch {
        return []; // pruning is housekeeping: a failure leaves an extra artifact, never a lost state
    }
}
/** Deletes artifacts of this attempt by name (best effort). */
async function deleteBundles(names) {
    if (names.length === 0)
        return;
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const client = new DefaultArtifactClient();
    for (const name of names) {
        // As above: a failure leaves an extra artifact, never a lost state.
        await (0,retry/* captureToolkitLog */.z$)(() => client.deleteArtifact(name)).catch(() => undefined);
    }
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
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
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
/** Uploads one file as an artifact (e.g. a blob pack); the file keeps its name inside. */
async function uploadFileArtifact(name, file, retentionDays) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    try {
        const client = new DefaultArtifactClient();
        const { value } = await (0,retry/* captureToolkitLog */.z$)(() => client.uploadArtifact(name, [file], (0,external_node_path_.dirname)(file), {
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
async function artifact_store_downloadNamedArtifact(rest, repo, runId, name, token, dir) {
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
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
        const client = new DefaultArtifactClient();
        const { value } = await captureToolkitLog(() => client.downloadArtifact(found.id, {
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
        return { ok: true, value: (await readdir(dir)).map((f) => join(dir, f)) };
    }
    catch (e) {
        return failure(e, `download of ${name} failed`);
    }
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./.build/version.js
var version = __webpack_require__(15922);
;// CONCATENATED MODULE: ./.build/github/cache-service.js
/**
 * Files (state bundles, checkpoint packs) straight to the Actions cache service (v2: Twirp calls
 * and a signed blob URL), without the tar archive `@actions/cache` wraps around every entry.
 *
 * Why not `saveCache`: it can only archive paths. A bundle or a pack is already one file that
 * carries its own checks, so the archive only costs time: tar and zstd write a second copy before
 * the upload, and a restore writes the download, then untars a third copy (the client also spawns
 * `zstd` and `tar` for every call). Here the file is the upload, and the download becomes the file.
 * Compression is kept where it pays: slices of the file are compressed first, and when they shrink
 * the file is streamed through zstd (Node's own) on the way up; the restore recognises zstd by its
 * magic number (a pack starts `CISPACK`, a bundle `CISTATE`). See docs/adr/0004.
 *
 * Only where `@actions/cache` itself would use the v2 service (ACTIONS_CACHE_SERVICE_V2, not GHES,
 * the same host rule); otherwise, and for entries saved the old way, the tar path stays
 * (cache-store.ts). The runner's cache mode (ACTIONS_CACHE_MODE) is honoured as the client does.
 * Entries carry their own `version`, so neither client ever matches the other's entries.
 */







/** The v2 cache service, when `@actions/cache` would use it too (see config.js in the client). */
function cache_service_cacheServiceFromEnv(env = process.env) {
    if (!env.ACTIONS_CACHE_SERVICE_V2 || !env.ACTIONS_RESULTS_URL || !env.ACTIONS_RUNTIME_TOKEN)
        return undefined;
    let host;
    try {
        host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.trimEnd().toUpperCase();
    }
    catch {
        return undefined;
    }
    const ghes = host !== 'GITHUB.COM' && !host.endsWith('.GHE.COM') && !host.endsWith('.LOCALHOST');
    if (ghes)
        return undefined;
    return {
        url: env.ACTIONS_RESULTS_URL,
        token: env.ACTIONS_RUNTIME_TOKEN,
        mode: (env.ACTIONS_CACHE_MODE || '').trim().toLowerCase(),
    };
}
const KNOWN_MODES = ['none', 'read', 'write', 'write-only'];
/** The refusal when the runner's cache mode does not permit `what` (as the client reads it). */
function modeRefusal(svc, what) {
    const allowed = what === 'reads' ? ['read', 'write'] : ['write', 'write-only'];
    if (!KNOWN_MODES.includes(svc.mode) || allowed.includes(svc.mode))
        return undefined;
    return {
        ok: false,
        final: true,
        reason: `cache: the runner's cache mode '${svc.mode}' does not permit ${what}`,
    };
}
/** The entries' `version`: ours alone (a tar entry's hashes its paths and compression method). */
const DIRECT_VERSION = (0,external_node_crypto_.createHash)('sha256').update('ci-state|direct-file|1').digest('hex');
const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);
/**
 * Slices compressed to decide (half a MiB in all, a millisecond or two), spread evenly over the
 * file: a pack's small compressible parts (its manifest, its index) are no more of the sample than
 * of the file.
 */
const SLICES = 16;
const SLICE = 32 * 1024;
/** Compress when the samples shrink below this share of their size. */
const WORTH_IT = 0.9;
const TWIRP_TIMEOUT_MS = 60_000;
async function twirp(svc, method, body) {
    // As the client does: an absolute path on the service's origin.
    const url = new URL(`/twirp/github.actions.results.api.v1.CacheService/${method}`, svc.url);
    let res;
    try {
        res = await fetch(url, {
            method: 'POST',
            headers: {
                'Content-Type': 'application/json',
                Accept: 'application/json',
                Authorization: `Bearer ${svc.token}`,
                'User-Agent': `ci-state/${version/* VERSION */.x}`,
            },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(TWIRP_TIMEOUT_MS),
        });
    }
    catch (e) {
        const cause = e.cause?.code;
        return fail(`${method}: ${cause ?? e.message}`);
    }
    const text = await res.text().catch(() => '');
    let parsed = {};
    try {
        const v = JSON.parse(text);
        if (v && typeof v === 'object')
            parsed = v;
    }
    catch {
        // a proxy's HTML page, an empty body: the status says enough
    }
    if (res.ok)
        return { ok: true, body: parsed };
    const msg = typeof parsed.msg === 'string' ? parsed.msg.slice(0, 300) : res.statusText;
    const retryAfter = Number(res.headers.get('retry-after'));
    return fail(`${method}: ${msg} (HTTP ${res.status})`, {
        // A refusal stays one (bad request, no permission, a taken key); a 429 waits as asked.
        final: res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429,
        ...(res.status === 429
            ? { retryAfterMs: retryAfter > 0 ? retryAfter * 1000 : retry/* RATE_LIMIT_WAIT_MS */.s }
            : {}),
    });
}
function fail(reason, extra = {}) {
    return { ok: false, body: {}, outcome: { ok: false, reason: `cache: ${reason}`, ...extra } };
}
/** A field in snake_case or camelCase (the service answers either). */
function field(body, snake) {
    const camel = snake.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
    return body[snake] ?? body[camel];
}
/**
 * Whether zstd shrinks `size` bytes: SLICES slices spread over them (`slice` gives the bytes at a
 * position), compressed at the level used for the upload.
 */
async function shrinks(size, slice) {
    if (size < 4096)
        return false;
    const { zlib, options } = await zstd();
    const step = Math.max(SLICE, (size - SLICE) / (SLICES - 1));
    let raw = 0;
    let packed = 0;
    for (let pos = 0; pos < size; pos = Math.floor(pos + step)) {
        const bytes = await slice(pos, Math.min(SLICE, size - pos));
        raw += bytes.length;
        packed += zlib.zstdCompressSync(bytes, options).length;
    }
    return packed < raw * WORTH_IT;
}
/** Whether zstd shrinks the file (see `shrinks`). */
async function compresses(file, size) {
    if (size < 4096)
        return false;
    const fh = await (0,promises_.open)(file, 'r');
    try {
        return await shrinks(size, async (pos, length) => {
            const buf = Buffer.allocUnsafe(length);
            const { bytesRead } = await fh.read(buf, 0, length, pos);
            return buf.subarray(0, bytesRead);
        });
    }
    finally {
        await fh.close();
    }
}
/**
 * node:zlib, loaded when a file is saved or a zstd entry restored (a job's first restore, a miss,
 * never needs it); with zstd's default level, and a checksum of the content, so that a damaged
 * entry fails to decompress.
 */
async function zstd() {
    const zlib = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 38522, 19));
    const Z = zlib.constants;
    const options = { params: { [Z.ZSTD_c_compressionLevel]: 3, [Z.ZSTD_c_checksumFlag]: 1 } };
    return { zlib, options };
}
/**
 * Saves `file` under `key`; succeeds only when the service then finds the entry by its key. The
 * file is left in place.
 */
async function saveFileDirect(svc, key, file) {
    const refused = modeRefusal(svc, 'writes');
    if (refused)
        return refused;
    const size = (await (0,promises_.stat)(file)).size;
    const compressed = await compresses(file, size);
    const created = await twirp(svc, 'CreateCacheEntry', { key, version: DIRECT_VERSION });
    if (!created.ok)
        return created.outcome;
    const url = field(created.body, 'signed_upload_url');
    if (field(created.body, 'ok') !== true || typeof url !== 'string') {
        const msg = field(created.body, 'message');
        return {
            ok: false,
            final: true,
            reason: `cache: entry ${key} not reserved${typeof msg === 'string' && msg ? `: ${msg}` : ''}`,
        };
    }
    const { BlockBlobClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(244)]).then(__webpack_require__.bind(__webpack_require__, 42244));
    const blob = new BlockBlobClient(url);
    let bytes = size;
    try {
        if (compressed) {
            bytes = 0;
            const counted = new external_node_stream_.Transform({
                transform(chunk, _enc, done) {
                    bytes += chunk.length;
                    done(null, chunk);
                },
            });
            // stream.pipeline, not .pipe(): a read error destroys the last stream too, so the upload
            // fails instead of waiting for data that never comes.
            const { zlib, options } = await zstd();
            const body = (0,external_node_stream_.pipeline)((0,external_node_fs_.createReadStream)(file), zlib.createZstdCompress(options), counted, () => { });
            await blob.uploadStream(body, 8 * 2 ** 20, 4);
        }
        else {
            // The client's own settings for cache uploads.
            await blob.uploadFile(file, {
                blockSize: 64 * 2 ** 20,
                concurrency: 8,
                maxSingleShotSize: 128 * 2 ** 20,
            });
        }
    }
    catch (e) {
        return { ok: false, reason: `cache: upload of ${key} failed: ${blobError(e)}` };
    }
    return finalize(svc, key, bytes, compressed);
}
/** Bytes per block of a streamed save, and how many blocks are on their way at once. */
const STREAM_BLOCK = 8 * 2 ** 20;
const STREAM_BLOCKS_AT_ONCE = 4;
/** A streamed save decides on compression from the first bytes (sliced as `compresses` does). */
const STREAM_SAMPLE = 2 ** 20;
/** How long one block may take to upload before the streamed save gives up. */
const STREAM_BLOCK_TIMEOUT_MS = 120_000;
/**
 * Saves a file under `key` while it is being written (a checkpoint's pack): the entry is reserved
 * with the first full block, and its blocks (8 MiB, four on their way at once) go up as the bytes come,
 * so the upload takes place during the writing instead of after it. The first MiB decides
 * compression, as slices of the file do for `saveFileDirect`. A writer that outruns the upload
 * waits for it (at most four blocks are held). Any failure stops the save, never the writer: the
 * file can still be saved whole afterwards.
 */
function streamFileDirect(svc, key) {
    const controller = new AbortController();
    let failure = modeRefusal(svc, 'writes')?.reason?.replace(/^cache: /, '');
    let finished = false;
    const fail = (why) => {
        failure ??= why;
        controller.abort();
    };
    let reserved;
    const reserve = () => (reserved ??= (async () => {
        const [created, { BlockBlobClient }] = await Promise.all([
            twirp(svc, 'CreateCacheEntry', { key, version: DIRECT_VERSION }),
            Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(244)]).then(__webpack_require__.bind(__webpack_require__, 42244)),
        ]);
        if (!created.ok)
            throw new Error(created.outcome.reason.replace(/^cache: /, ''));
        const url = field(created.body, 'signed_upload_url');
        if (field(created.body, 'ok') !== true || typeof url !== 'string')
            throw new Error(`entry ${key} not reserved`);
        return new BlockBlobClient(url);
    })());
    // Blocks: filled by `put`, each sent as soon as it is full.
    const ids = [];
    const inFlight = new Set();
    // Block buffers are reused once sent: fresh memory for every block costs more than the copy.
    const spare = [];
    const newBlock = () => spare.pop() ?? Buffer.allocUnsafeSlow(STREAM_BLOCK);
    let block = newBlock();
    let held = 0;
    let stored = 0;
    const send = (bytes) => {
        const id = Buffer.from(String(ids.length).padStart(8, '0')).toString('base64');
        ids.push(id);
        stored += bytes.length;
        const p = reserve()
            .then((client) => client.stageBlock(id, bytes, bytes.length, {
            abortSignal: AbortSignal.any([
                controller.signal,
                AbortSignal.timeout(STREAM_BLOCK_TIMEOUT_MS),
            ]),
        }))
            .then(() => undefined, (e) => fail(`upload of ${key} failed: ${blobError(e)}`))
            .finally(() => {
            inFlight.delete(p);
            if (bytes.length === STREAM_BLOCK)
                spare.push(bytes);
        });
        inFlight.add(p);
        return p;
    };
    const put = async (chunk) => {
        let off = 0;
        while (off < chunk.length && failure === undefined) {
            const n = Math.min(chunk.length - off, STREAM_BLOCK - held);
            block.set(chunk.subarray(off, off + n), held);
            held += n;
            off += n;
            if (held === STREAM_BLOCK) {
                void send(block);
                block = newBlock();
                held = 0;
                while (inFlight.size >= STREAM_BLOCKS_AT_ONCE)
                    await Promise.race(inFlight);
            }
        }
    };
    // Compression, decided on the first STREAM_SAMPLE bytes (kept until then).
    let sample = [];
    let sampled = 0;
    let z;
    let zDone;
    const decide = async () => {
        const head = Buffer.concat(sample, sampled);
        sample = undefined;
        if (await shrinks(head.length, (pos, length) => head.subarray(pos, pos + length))) {
            const { zlib, options } = await zstd();
            const zs = zlib.createZstdCompress(options);
            z = zs;
            zDone = (async () => {
                for await (const out of zs)
                    await put(out);
            })().catch((e) => {
                fail(`compression failed: ${e.message}`);
                zs.destroy();
            });
        }
        await feed(head);
    };
    const feed = async (chunk) => {
        const zs = z;
        if (!zs)
            return put(chunk);
        if (zs.write(chunk) || zs.destroyed)
            return;
        // Room again, or the compressor gone (a failure): the writer never waits for nothing.
        await new Promise((ok) => {
            const done = () => {
                zs.off('drain', done);
                zs.off('close', done);
                ok();
            };
            zs.on('drain', done);
            zs.on('close', done);
        });
    };
    return {
        async write(chunk) {
            if (failure !== undefined || finished)
                return;
            if (sample) {
                sample.push(Buffer.from(chunk));
                sampled += chunk.length;
                if (sampled >= STREAM_SAMPLE)
                    await decide();
                return;
            }
            await feed(z ? Buffer.from(chunk) : chunk);
        },
        async finish() {
            finished = true;
            if (sample && failure === undefined) {
                if (sampled === 0)
                    fail('nothing was written');
                else
                    await decide();
            }
            if (z) {
                z.end();
                await zDone;
            }
            if (failure === undefined && held > 0)
                void send(block.subarray(0, held));
            while (inFlight.size)
                await Promise.race(inFlight);
            if (failure !== undefined)
                return { ok: false, reason: `cache: ${failure}` };
            try {
                const client = await reserve();
                await client.commitBlockList(ids, { abortSignal: AbortSignal.timeout(TWIRP_TIMEOUT_MS) });
            }
            catch (e) {
                return { ok: false, reason: `cache: upload of ${key} failed: ${blobError(e)}` };
            }
            return finalize(svc, key, stored, !!z);
        },
        abort() {
            finished = true;
            fail('aborted');
            z?.destroy();
        },
        get blocks() {
            return ids.length;
        },
    };
}
/** The last steps of a save: the entry finalized at `bytes`, then found by its key. */
async function finalize(svc, key, bytes, compressed) {
    const done = await twirp(svc, 'FinalizeCacheEntryUpload', {
        key,
        version: DIRECT_VERSION,
        size_bytes: String(bytes),
    });
    if (!done.ok)
        return done.outcome;
    if (field(done.body, 'ok') !== true)
        return { ok: false, final: true, reason: `cache: entry ${key} was not finalized` };
    const found = await lookup(svc, [key]);
    if (!found.ok)
        return found.outcome;
    if (found.key !== key)
        return { ok: false, reason: `cache: entry ${key} was not found right after saving` };
    return { ok: true, value: { key, bytes, compressed } };
}
async function lookup(svc, keys, version = DIRECT_VERSION) {
    const r = await twirp(svc, 'GetCacheEntryDownloadURL', {
        key: keys[0],
        restore_keys: keys.slice(1),
        version,
    });
    if (!r.ok)
        return { ok: false, outcome: r.outcome };
    const url = field(r.body, 'signed_download_url');
    const key = field(r.body, 'matched_key');
    if (field(r.body, 'ok') !== true || typeof url !== 'string' || typeof key !== 'string')
        return { ok: true };
    return { ok: true, key, url };
}
/**
 * The key of the entry `@actions/cache` would restore for `path` under `keys`, if any: its
 * `version` hashes the path with the compression method (zstd where the `zstd` program is found,
 * else gzip), so both are asked. Only a lookup; the caller restores it through the client.
 */
async function cache_service_findToolkitEntry(svc, keys, path) {
    const found = await Promise.all(['zstd-without-long', 'gzip'].map((method) => {
        const parts = [
            path,
            method,
            ...(process.platform === 'win32' ? ['windows-only'] : []),
            '1.0',
        ];
        return lookup(svc, keys, createHash('sha256').update(parts.join('|')).digest('hex'));
    }));
    const failed = found.find((f) => !f.ok);
    if (failed)
        return failed.outcome;
    const matched = found.flatMap((f) => (f.key === undefined ? [] : [f.key]));
    matched.sort((a, b) => cache_service_keyRank(keys, a) - cache_service_keyRank(keys, b));
    return { ok: true, value: matched[0] };
}
/** Which of `keys` (each exact or a prefix) `matched` answers: 0 is the most specific. */
function cache_service_keyRank(keys, matched) {
    const i = matched === undefined ? -1 : keys.findIndex((k) => matched.startsWith(k));
    return i < 0 ? keys.length : i;
}
/**
 * The newest entry of ours matching `keys` (each exact, then as a prefix, in order), if any. A
 * service error is a failure, not a miss.
 */
async function cache_service_findDirect(svc, keys) {
    const refused = modeRefusal(svc, 'reads');
    if (refused)
        return refused;
    const found = await lookup(svc, keys);
    if (!found.ok)
        return found.outcome;
    return { ok: true, value: found.key ? { key: found.key, url: found.url } : undefined };
}
/** Bytes per ranged request of a download, and how many are in flight at once. */
const RANGE_BYTES = (/* unused pure expression or super */ null && (16 * 2 ** 20));
const RANGES_AT_ONCE = 4;
/** The bytes of a response body, which must be `expected` long. */
async function bodyOf(body, expected) {
    if (!body)
        throw new Error('no body');
    const parts = [];
    let got = 0;
    for await (const chunk of body) {
        parts.push(chunk);
        got += chunk.length;
    }
    if (got !== expected)
        throw new Error(`got ${got} of ${expected} bytes`);
    return Buffer.concat(parts, got);
}
/**
 * Downloads `entry` into `dest`, a new file, decompressed when it was stored compressed. The
 * first range says how long the entry is and whether it is zstd; the rest of an uncompressed entry
 * comes in ranges fetched at once and written where they belong (as the client downloads a large
 * archive), a compressed one as one stream through the decompressor.
 */
async function cache_service_downloadDirect(entry, dest) {
    const { BlobClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(244)]).then(__webpack_require__.bind(__webpack_require__, 42244));
    try {
        const client = new BlobClient(entry.url);
        const first = await client
            .download(0, RANGE_BYTES, { maxRetryRequests: 5 })
            .catch((e) => {
            // A range of an empty entry is refused; the empty file is what it holds.
            if (e.statusCode === 416)
                return undefined;
            throw e;
        });
        if (!first) {
            await (await open(dest, 'wx')).close();
            return { ok: true };
        }
        // "bytes 0-N/TOTAL" (or no range at all, for an entry shorter than one range).
        const total = Number(/\/(\d+)$/.exec(first.contentRange ?? '')?.[1] ?? first.contentLength);
        if (!Number.isSafeInteger(total))
            throw new Error('the entry has no length');
        const head = await bodyOf(first.readableStreamBody, Math.min(total, RANGE_BYTES));
        if (head.subarray(0, ZSTD_MAGIC.length).equals(ZSTD_MAGIC)) {
            const { zlib } = await zstd();
            async function* compressed() {
                yield head;
                if (total <= head.length)
                    return;
                const rest = await client.download(head.length, undefined, { maxRetryRequests: 5 });
                let got = head.length;
                for await (const chunk of rest.readableStreamBody) {
                    got += chunk.length;
                    yield chunk;
                }
                if (got !== total)
                    throw new Error(`got ${got} of ${total} bytes`);
            }
            await pipeline(Readable.from(compressed()), zlib.createZstdDecompress(), createWriteStream(dest, { flags: 'wx' }));
            return { ok: true };
        }
        const fh = await open(dest, 'wx');
        try {
            await fh.write(head, 0, head.length, 0);
            const starts = [];
            for (let at = head.length; at < total; at += RANGE_BYTES)
                starts.push(at);
            let next = 0;
            let failure;
            // Each worker takes the next range until none is left or one failed; all have stopped
            // before the file is closed.
            const worker = async () => {
                try {
                    while (failure === undefined && next < starts.length) {
                        const start = starts[next++];
                        const count = Math.min(RANGE_BYTES, total - start);
                        const part = await client.download(start, count, { maxRetryRequests: 5 });
                        let at = start;
                        for await (const chunk of part.readableStreamBody) {
                            if (at + chunk.length > start + count)
                                throw new Error('a range ran long');
                            await fh.write(chunk, 0, chunk.length, at);
                            at += chunk.length;
                        }
                        if (at !== start + count)
                            throw new Error(`got ${at - start} of ${count} bytes at ${start}`);
                    }
                }
                catch (e) {
                    failure ??= e;
                }
            };
            await Promise.all(Array.from({ length: Math.min(RANGES_AT_ONCE, starts.length) }, worker));
            if (failure !== undefined)
                throw failure;
        }
        finally {
            await fh.close();
        }
        return { ok: true };
    }
    catch (e) {
        return { ok: false, reason: `cache: download of ${entry.key} failed: ${blobError(e)}` };
    }
}
/** One line for the summary; a signed URL's signature, should the SDK quote one, never shows. */
function blobError(e) {
    const err = e;
    const status = err.statusCode ? ` (HTTP ${err.statusCode})` : '';
    const line = (err.code ?? err.message ?? String(e)).split('\n')[0].slice(0, 200);
    return `${line.replace(/([?&]sig=)[^&\s]+/gi, '$1***')}${status}`;
}

;// CONCATENATED MODULE: ./.build/github/cache-store.js
/**
 * The fast path: one file per save (a state bundle, a checkpoint pack) in the Actions cache.
 *
 * Where the runner offers the v2 cache service, the file goes to it as it is (cache-service.ts).
 * Otherwise (GHES, the v1 service) it goes through `@actions/cache` (loaded lazily so that a step
 * with nothing to do never pays for it), and so do restores of entries an earlier version of
 * ci-state saved that way. That client archives paths relative to GITHUB_WORKSPACE and its cache
 * `version` hashes the raw path strings, so each kind of file always lives at the same relative
 * path (BUNDLE_PATH, PACK_PATH) and calls run with the workspace as the current directory.
 */





let workspaceTurn = Promise.resolve();
/**
 * Runs a toolkit call with the workspace as the current directory. One at a time: the directory
 * is the process's, and a call finishing would change it back under another still running.
 */
function inWorkspace(workspace, fn) {
    const run = async () => {
        const before = process.cwd();
        process.chdir(workspace);
        try {
            return await fn();
        }
        finally {
            process.chdir(before);
        }
    };
    const turn = workspaceTurn.then(run, run);
    workspaceTurn = turn.catch(() => undefined);
    return turn;
}
/**
 * Removes a transfer file, and its folder once no other transfer file is in it (a pack and a
 * bundle can be on their way at once).
 */
async function removeTransferFile(file) {
    await (0,promises_.rm)(file, { force: true });
    await (0,promises_.rmdir)((0,external_node_path_.dirname)(file)).catch(() => undefined);
}
function describe(log, fallback) {
    const line = log.errors[0] ??
        log.warnings[0] ??
        log.infos.find((l) => /^Failed to (save|restore)/.test(l)) ??
        fallback;
    return line.replace(/^Failed to (save|restore): /, '').slice(0, 500);
}
/**
 * How long the cache service asked to wait. The client does not retry a 429; it logs the
 * retry-after as "... your rate limit will reset in N seconds" (a warning before the failure).
 */
function retryAfter(log, reason) {
    for (const line of [...log.warnings, ...log.errors, ...log.infos]) {
        const m = /rate limit will reset in (\d+) seconds/.exec(line);
        if (m)
            return Number(m[1]) * 1000;
    }
    return (0,retry/* statusFromMessage */.II)(reason) === 429 || /rate limit/i.test(reason)
        ? retry/* RATE_LIMIT_WAIT_MS */.s
        : undefined;
}
/**
 * Saves the file at `path` (relative to the workspace, already written) under `key`; succeeds only
 * when the entry is then found by lookup. The file is left in place.
 */
async function saveFileToCache(workspace, key, path) {
    const svc = cache_service_cacheServiceFromEnv();
    if (svc)
        return saveFileDirect(svc, key, (0,external_node_path_.join)(workspace, path));
    const cache = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    const { value: id, log } = await (0,retry/* captureToolkitLog */.z$)(() => inWorkspace(workspace, () => cache.saveCache([path], key)));
    if (typeof id !== 'number' || id <= 0) {
        const reason = describe(log, 'the cache service did not accept the entry');
        return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(log, reason) };
    }
    const { value: found, log: lookupLog } = await (0,retry/* captureToolkitLog */.z$)(() => inWorkspace(workspace, () => cache.restoreCache([path], key, [], { lookupOnly: true })));
    if (found !== key) {
        const why = describe(lookupLog, 'lookup missed');
        return {
            ok: false,
            reason: `cache: entry ${key} was not found right after saving (${why})`,
            retryAfterMs: retryAfter(lookupLog, why),
        };
    }
    return { ok: true, value: { key } };
}
/**
 * Restores the newest entry matching `keys` to `path` (relative to the workspace); a service error
 * is a failure, not a miss. The caller reads the file and removes it.
 */
async function cache_store_restoreFileFromCache(workspace, keys, path) {
    const file = join(workspace, path);
    await rm(file, { force: true });
    const svc = cacheServiceFromEnv();
    let ours;
    if (svc) {
        // Ours, and at the same time entries an earlier version saved through the toolkit's archive:
        // the most specific key wins; on the same key, ours (the format this version writes).
        const [found, old] = await Promise.all([
            findDirect(svc, keys),
            findToolkitEntry(svc, keys, path),
        ]);
        if (!found.ok)
            return { ...found, value: undefined };
        ours = found.value;
        const mine = keyRank(keys, ours?.key);
        // Unknown whether an older entry is more specific than ours: a failure, to be retried.
        if (!old.ok && mine > 0)
            return { ...old, value: undefined };
        const theirs = old.ok ? keyRank(keys, old.value) : keys.length;
        if (theirs >= mine) {
            if (!ours)
                return { ok: true, value: { kind: 'miss' } };
            return downloadTo(ours, file);
        }
        keys = keys.slice(0, theirs + 1);
    }
    const cache = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    const { value: matched, log } = await captureToolkitLog(() => inWorkspace(workspace, () => cache.restoreCache([path], keys[0], keys.slice(1))));
    if (matched === undefined) {
        if (log.errors.length || log.warnings.length) {
            const reason = describe(log, 'restore failed');
            return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(log, reason) };
        }
        // One of gzip the client cannot read here, say: ours, if there is one, after all.
        return ours ? downloadTo(ours, file) : { ok: true, value: { kind: 'miss' } };
    }
    return { ok: true, value: { kind: 'hit', key: matched } };
}
async function downloadTo(entry, file) {
    await mkdir(dirname(file), { recursive: true });
    const got = await downloadDirect(entry, file);
    if (!got.ok)
        return { ...got, value: undefined };
    return { ok: true, value: { kind: 'hit', key: entry.key } };
}
/** Saves one bundle under a new key (see saveFileToCache). */
async function saveBundleToCache(workspace, key, bytes) {
    const file = (0,external_node_path_.join)(workspace, keys/* BUNDLE_PATH */.h8);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    await (0,promises_.writeFile)(file, bytes);
    try {
        return await saveFileToCache(workspace, key, keys/* BUNDLE_PATH */.h8);
    }
    finally {
        await removeTransferFile(file);
    }
}
/** Restores the newest bundle matching the keys; a service error is a failure, not a miss. */
async function cache_store_restoreBundleFromCache(workspace, keys) {
    const file = join(workspace, BUNDLE_PATH);
    try {
        const r = await cache_store_restoreFileFromCache(workspace, keys, BUNDLE_PATH);
        if (!r.ok || r.value.kind === 'miss')
            return r;
        const key = r.value.key;
        let bytes;
        try {
            bytes = await readFile(file);
        }
        catch {
            return { ok: false, reason: `cache: entry ${key} restored but held no bundle` };
        }
        return { ok: true, value: { kind: 'hit', key, bytes } };
    }
    finally {
        await rm(dirname(file), { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./.build/github/octokit.js + 3 modules
var octokit = __webpack_require__(47626);
// EXTERNAL MODULE: ./.build/core/index.js
var core = __webpack_require__(62724);
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
        return saveBundleToCache(ctx.workspace, key, bytes);
    }, ctx.retry);
    const name = (0,keys/* stateArtifactName */.LK)(ctx.scopeKey, ctx.attempt, state.seq);
    // The bundles this one replaces, listed while it uploads (deleted only once it is saved).
    const older = opts.artifact
        ? olderBundles(ctx.scopeKey.slice(0, 16), ctx.attempt, state.seq)
        : undefined;
    const toArtifact = opts.artifact
        ? (0,retry/* withRetry */.bD)(async () => {
            ctx.log(`uploading state artifact ${name}`);
            return uploadBundleArtifact(name, bytes, ctx.retentionDays);
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
            await deleteBundles(await older);
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

;// CONCATENATED MODULE: ./.build/github/packs.js
/**
 * Shipping checkpoint content between attempts on a runner. When the state is saved, the blobs
 * that its file checkpoints refer to and that no listed pack holds yet are shipped as one pack (the
 * format of src/snapshot/pack.ts) to the Actions cache, or as an artifact, or both
 * (`checkpoint-storage`), while the state, listing the pack, is saved (`saveStateAndContent`).
 * Usually the pending blobs are exactly the pack a checkpoint wrote, and that file is shipped as it
 * is; otherwise a pack of them is written. Where packs go to the cache only, a checkpoint sends its
 * pack there while it writes it (`startPackShip`), and the save lists that entry instead. When a later attempt restores the state, `fetchPacks`
 * checks each pack against the id the state lists and adds it as it is to the job's local blob
 * store (every blob is verified when it is read), so `ci-state run` can restore skipped phases'
 * outputs. A pack that cannot be shipped or fetched only means those phases run again.
 *
 * Which blobs each pack holds is kept next to the blob store (`checkpoints/packs/<sha>.bin`, see
 * src/snapshot/records.ts).
 */














/** The blobs pack `sha` holds, as recorded when it was shipped or fetched (none if unknown). */
async function packContents(store, sha) {
    return (await (0,snapshot/* readBlobList */.sy)(store, 'packs', sha)) ?? [];
}
/** Where a pack that went to the cache as it was written (`startPackShip`) is, recorded locally. */
const ShippedRecord = schemas/* strictObject */.rej({
    key: schemas/* string */.YjP().min(1).max(512),
    fileBytes: schemas/* number */.aig().int().nonnegative(),
    runId: schemas/* string */.YjP(),
    attempt: schemas/* number */.aig().int(),
});
/** This attempt's record of pack `id` in the cache, if there is a sound one. */
async function shippedRecord(storeDir, id, ctx) {
    try {
        const r = ShippedRecord.parse(JSON.parse(await (0,promises_.readFile)((0,snapshot/* shippedRecordFile */.jQ)(snapshot/* BlobStore */.lb.forStore(storeDir), id), 'utf8')));
        return r.runId === ctx.runId && r.attempt === ctx.attempt ? r : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Starts shipping the pack a checkpoint is about to write to the cache as it is written, where
 * checkpoint content goes to the cache only (`checkpoint-storage: cache`, the default) and the
 * runner has the v2 cache service: the upload then takes place during the checkpoint instead of
 * after it. Undefined where it cannot. A pack of less than one block (8 MiB) is left to the save,
 * and so is one whose upload failed.
 */
function startPackShip(storeDir, ctx, seq) {
    if ((ctx.checkpointStorage ?? 'cache') !== 'cache')
        return undefined;
    const svc = cache_service_cacheServiceFromEnv();
    if (!svc)
        return undefined;
    const key = (0,keys/* packCacheKey */.p2)(ctx.scopeKey, ctx.runId, ctx.attempt, seq, (0,external_node_crypto_.randomBytes)(4).toString('hex'));
    const save = streamFileDirect(svc, key);
    let fileBytes = 0;
    return {
        tee: (bytes) => {
            fileBytes += bytes.length;
            return save.write(bytes);
        },
        async finish(packId) {
            // A pack smaller than one block has sent nothing yet: the save sends it while it saves the
            // state, at once, which is sooner than finishing it here and saving the state after.
            if (packId === undefined || save.blocks === 0) {
                save.abort();
                return {};
            }
            const r = await save.finish();
            if (!r.ok)
                return { problem: r.reason ?? 'cache: the upload failed' };
            ctx.log(`pack ${packId.slice(0, 12)} saved to the cache as ${key} while it was written`);
            const record = { key, fileBytes, runId: ctx.runId, attempt: ctx.attempt };
            await (0,snapshot/* writeRecord */.rh)((0,snapshot/* shippedRecordFile */.jQ)(snapshot/* BlobStore */.lb.forStore(storeDir), packId), JSON.stringify(record));
            return { key };
        },
    };
}
/**
 * The blobs the state's checkpoints need and no listed pack holds, in a transfer file (the
 * caller removes its folder): the checkpoint's own pack when it holds exactly what is pending
 * (linked, or copied across file systems), else a pack written of the pending blobs. Undefined
 * when nothing is pending.
 */
async function preparePack(storeDir, state, ctx) {
    const store = snapshot/* BlobStore */.lb.forStore(storeDir);
    // Every blob the checkpoints need (a manifest not here cannot be shipped from here).
    const need = (await (0,snapshot/* referencedBlobs */.sW)(store, state.checkpoints)).blobs;
    if (need.size === 0)
        return { early: [] };
    for (const p of state.packs)
        for (const b of await packContents(store, p.sha256))
            need.delete(b);
    // Packs that went to the cache while they were written: listed as they are.
    const early = [];
    if ((ctx.checkpointStorage ?? 'cache') === 'cache' && need.size) {
        const listed = new Set(state.packs.map((p) => p.sha256));
        for (const p of await store.packs()) {
            if (listed.has(p.id) || !p.blobs.some((b) => need.has(b.sha256)))
                continue;
            const r = await shippedRecord(storeDir, p.id, ctx);
            if (!r || r.fileBytes !== p.fileBytes)
                continue;
            early.push({
                sha256: p.id,
                key: r.key,
                runId: ctx.runId,
                blobs: p.blobs.length,
                bytes: p.fileBytes,
            });
            for (const b of p.blobs)
                need.delete(b.sha256);
            await (0,snapshot/* writeBlobList */.dZ)(store, 'packs', p.id, p.blobs.map((b) => b.sha256));
        }
    }
    const pending = [];
    for (const b of need)
        if (await store.has(b))
            pending.push(b);
    if (pending.length === 0)
        return { early };
    const file = (0,external_node_path_.join)(ctx.workspace, keys/* PACK_PATH */.Ek);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    const wanted = new Set(pending);
    const own = (await store.packs()).find((p) => p.blobs.length === wanted.size && p.blobs.every((b) => wanted.has(b.sha256)));
    if (own) {
        await (0,promises_.rm)(file, { force: true });
        await (0,promises_.link)(own.file, file).catch(() => (0,promises_.copyFile)(own.file, file, external_node_fs_.constants.COPYFILE_FICLONE));
        return {
            early,
            pack: {
                file,
                sha: own.id,
                count: own.blobs.length,
                fileBytes: own.fileBytes,
                blobs: pending,
            },
        };
    }
    ctx.log(`packing ${pending.length} blobs`);
    const r = await (0,snapshot/* packBlobs */.aO)(store, pending, file, { sync: false });
    return {
        early,
        pack: { file, sha: r.sha256, count: r.count, fileBytes: r.fileBytes, blobs: pending },
    };
}
/** What shipping a prepared pack gave: the entry listing where it went, or why it went nowhere. */
async function shipPack(pack, listed, ctx) {
    try {
        const storage = ctx.checkpointStorage ?? 'cache';
        // A key whose upload failed can stay reserved: every try gets a fresh one (as the state's do),
        // all under the prefix the state lists.
        const newKey = () => `${listed.key}${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
        ctx.log(`shipping ${pack.count} blobs (${pack.fileBytes} bytes) as pack ${pack.sha.slice(0, 12)} to ${storage === 'both' ? 'the cache and an artifact' : `the ${storage}`}`);
        const skipped = { ok: false, attempts: 0, reasons: [] };
        // Both at once (with `both`): each reads the pack on its own, and neither waits for the
        // other's round trips.
        const [cache, art] = await Promise.all([
            listed.key
                ? (0,retry/* withRetry */.bD)(() => saveFileToCache(ctx.workspace, newKey(), keys/* PACK_PATH */.Ek), ctx.retry)
                : skipped,
            listed.artifact
                ? (0,retry/* withRetry */.bD)(() => uploadFileArtifact(listed.artifact, pack.file, ctx.retentionDays), ctx.retry)
                : skipped,
        ]);
        if (!cache.ok && !art.ok) {
            const why = [...cache.reasons.slice(-1), ...art.reasons.slice(-1)].join('; ');
            return { problem: `checkpoint content NOT saved: ${why}` };
        }
        const { artifact, ...entry } = listed;
        return {
            entry: { ...entry, key: cache.ok ? listed.key : '', ...(art.ok ? { artifact } : {}) },
        };
    }
    catch (e) {
        return { problem: `checkpoint content NOT saved: ${e.message}` };
    }
}
/**
 * Ships the content the state's checkpoints need and no listed pack holds, and saves the state,
 * both at once: the state saved lists the new pack where it is going (its cache key as the prefix
 * every try's key starts with, its artifact by name), and `list` records the same in the local
 * store (it returns the updated state, or undefined when the store has none). When the pack did
 * not get everywhere it was listed, the state is saved again listing only where it did (a restore
 * takes the newest save), so the state a restore finds lists a missing pack only when that second
 * save failed too, and then the phases the pack holds run again.
 */
async function saveStateAndContent(storeDir, state, ctx, list) {
    const relist = async (from, edit) => (await list(edit)) ?? { ...from, packs: edit(from.packs), seq: from.seq + 1 };
    const transfer = (0,external_node_path_.dirname)((0,external_node_path_.join)(ctx.workspace, keys/* PACK_PATH */.Ek));
    let listed = state;
    let early = [];
    try {
        const prepared = await preparePack(storeDir, state, ctx);
        early = prepared.early;
        const pack = prepared.pack;
        if (early.length)
            listed = await relist(state, (packs) => [...packs, ...early]);
        if (!pack)
            return { state: listed, shipped: early, report: await saveState(listed, ctx) };
        const storage = ctx.checkpointStorage ?? 'cache';
        const planned = {
            sha256: pack.sha,
            key: storage === 'artifact'
                ? ''
                : (0,keys/* packCacheKey */.p2)(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, ''),
            ...(storage === 'cache' ? {} : { artifact: (0,keys/* packArtifactName */.lq)(ctx.scopeKey, pack.sha) }),
            runId: ctx.runId,
            blobs: pack.count,
            bytes: pack.fileBytes,
        };
        listed = await relist(listed, (packs) => [...packs, planned]);
        const [shipped, report] = await Promise.all([
            shipPack(pack, planned, ctx),
            saveState(listed, ctx),
        ]);
        if (shipped.entry)
            await (0,snapshot/* writeBlobList */.dZ)(snapshot/* BlobStore */.lb.forStore(storeDir), 'packs', pack.sha, pack.blobs);
        if (shipped.entry && (0,external_node_util_.isDeepStrictEqual)(shipped.entry, planned))
            return { state: listed, shipped: [...early, planned], report };
        // Listed where it did not get: saved again, listing only where it did.
        const same = (p) => p.sha256 === planned.sha256 && p.key === planned.key && p.artifact === planned.artifact;
        const fixed = await relist(listed, (packs) => [
            ...packs.filter((p) => !same(p)),
            ...(shipped.entry ? [shipped.entry] : []),
        ]);
        const again = await saveState(fixed, ctx);
        return {
            state: fixed,
            shipped: [...early, ...(shipped.entry ? [shipped.entry] : [])],
            ...(shipped.problem ? { problem: shipped.problem } : {}),
            report: again.saved || !report.saved ? again : report,
        };
    }
    catch (e) {
        // Nothing was listed that this save's state does not hold: the state goes as it is.
        return {
            state: listed,
            shipped: early,
            problem: `checkpoint content NOT saved: ${e.message}`,
            report: await saveState(listed, ctx),
        };
    }
    finally {
        await (0,promises_.rm)(transfer, { recursive: true, force: true });
    }
}
/** Adds the state's packs to the local blob store, each checked against the id the state lists. */
async function fetchPacks(storeDir, state, ctx) {
    const out = { fetched: 0, blobs: 0, problems: [] };
    const store = BlobStore.forStore(storeDir);
    const [owner = '', repo = ''] = ctx.repository.split('/');
    for (const p of state.packs) {
        const known = await packContents(store, p.sha256);
        if (known.length && (await Promise.all(known.map((b) => store.has(b)))).every(Boolean))
            continue;
        const file = join(ctx.workspace, PACK_PATH);
        let got = false;
        if (p.key) {
            ctx.log(`fetching pack ${p.sha256.slice(0, 12)} from cache key ${p.key}`);
            const r = await withRetry(() => restoreFileFromCache(ctx.workspace, [p.key], PACK_PATH), ctx.retry);
            got = r.ok && r.value.kind === 'hit';
            if (!r.ok)
                out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${r.reasons.at(-1)}`);
        }
        let path = file;
        let tmp;
        if (!got && p.artifact && ctx.token && p.runId && /^\d+$/.test(p.runId)) {
            tmp = await mkdtemp(join(process.env.RUNNER_TEMP || ctx.workspace, 'ci-state-pack-'));
            const rest = createRestClient({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
            const r = await withRetry(() => downloadNamedArtifact(rest, { owner, repo }, Number(p.runId), p.artifact, ctx.token, tmp), ctx.retry);
            if (r.ok && r.value.length === 1) {
                path = r.value[0];
                got = true;
            }
            else if (!r.ok)
                out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${r.reasons.at(-1)}`);
        }
        try {
            if (!got) {
                out.problems.push(`pack ${p.sha256.slice(0, 12)} is in neither the cache nor the artifacts`);
                continue;
            }
            if ((await stat(path)).size !== p.bytes) {
                out.problems.push(`pack ${p.sha256.slice(0, 12)} does not match its digest: ignored`);
                continue;
            }
            // Its index is checked against the id the state lists (a pack that fails is refused, the
            // catch below, and not recorded as fetched); each blob is verified whenever it is read. Not
            // fsynced: it is a copy of the shipped pack, and one a crash damaged is refused when it is
            // opened or read, and fetched again.
            ctx.log(`adding pack ${p.sha256.slice(0, 12)} (${p.bytes} bytes)`);
            const r = await unpackBlobs(path, store, { expectSha256: p.sha256, move: true, sync: false });
            ctx.log(`added ${r.count} blobs, ${r.added.length} new`);
            await writeBlobList(store, 'packs', p.sha256, r.blobs);
            out.fetched++;
            out.blobs += r.count;
        }
        catch (e) {
            out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${e.message}`);
        }
        finally {
            await rm(dirname(file), { recursive: true, force: true });
            if (tmp)
                await rm(tmp, { recursive: true, force: true });
        }
    }
    return out;
}


/***/ }),

/***/ 15922:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** The ci-state version, recorded in every state's metadata (a test keeps it equal to package.json). */
const VERSION = '0.1.0';


/***/ })

};
