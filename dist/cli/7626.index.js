export const id = 7626;
export const ids = [7626];
export const modules = {

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


// EXTERNAL MODULE: ./.build/transfer/proxy.js
var proxy = __webpack_require__(61236);
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
        // Through HTTPS_PROXY when set (NO_PROXY honoured), as the toolkit's own clients go.
        ...((0,proxy/* proxySet */.zJ)() ? { request: { fetch: proxy/* proxiedFetch */.iR } } : {}),
    });
}


/***/ }),

/***/ 61236:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GU: () => (/* binding */ agentProxyOptions),
/* harmony export */   U8: () => (/* binding */ keepAliveAgent),
/* harmony export */   iR: () => (/* binding */ proxiedFetch),
/* harmony export */   tg: () => (/* binding */ proxyWarning),
/* harmony export */   zJ: () => (/* binding */ proxySet)
/* harmony export */ });
/* unused harmony exports proxyConfig, agentsHonourProxy, describeProxy, fetchThrough */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44708);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/**
 * Requests through the proxy a runner hands its steps: `HTTPS_PROXY`, `HTTP_PROXY` and `NO_PROXY`
 * (either case, the lowercase name first, as the Actions toolkit reads them). Self-hosted runners
 * behind a corporate proxy reach the cache, the artifacts, the REST API and an S3 store only
 * through it.
 *
 * Every request goes through a `node:http(s)` agent made with the agent's own `proxyEnv` option
 * (Node.js 24.5 or later, 22.21 or later in 22.x: plain HTTP in absolute form, HTTPS through a
 * `CONNECT` tunnel, `NO_PROXY` honoured): the blob transfers and the S3 client take such agents,
 * and the clients written on `fetch` (the Twirp services, the REST API, GitLab's API) take
 * `proxiedFetch`, which sends through the same agents when a proxy is set. One implementation of
 * the variables for all, and nothing bundled for it: undici's own proxy agent would add 1.3 MB to
 * every entry point for what Node.js does already.
 *
 * A proxy URL may carry credentials: nothing here logs it, and `describeProxy` leaves them out.
 */



function proxyConfig(env = process.env) {
    const read = (name) => {
        const v = (env[name.toLowerCase()] || env[name] || '').trim();
        return v === '' ? undefined : v;
    };
    const httpProxy = read('HTTP_PROXY');
    const httpsProxy = read('HTTPS_PROXY');
    const noProxy = read('NO_PROXY');
    return {
        ...(httpProxy ? { http: httpProxy } : {}),
        ...(httpsProxy ? { https: httpsProxy } : {}),
        ...(noProxy ? { noProxy } : {}),
    };
}
/** Whether the environment sets a proxy for HTTP or HTTPS requests. */
function proxySet(env = process.env) {
    const c = proxyConfig(env);
    return c.http !== undefined || c.https !== undefined;
}
/**
 * The options of an `http.Agent` or `https.Agent` that sends its requests through the proxy of
 * their protocol (none when it has none), the hosts `NO_PROXY` names excepted.
 */
function agentProxyOptions(env = process.env) {
    const c = proxyConfig(env);
    if (c.http === undefined && c.https === undefined)
        return {};
    return {
        proxyEnv: {
            ...(c.http ? { HTTP_PROXY: c.http } : {}),
            ...(c.https ? { HTTPS_PROXY: c.https } : {}),
            ...(c.noProxy ? { NO_PROXY: c.noProxy } : {}),
        },
    };
}
/**
 * Whether this Node.js sends an agent's requests through `proxyEnv` (24.5 and later, 22.21 and
 * later in 22.x); an older one ignores the option and connects directly.
 */
function agentsHonourProxy(version = process.versions.node) {
    const [major = 0, minor = 0] = version.split('.').map(Number);
    return major > 24 || (major === 24 && minor >= 5) || (major === 22 && minor >= 21);
}
/** The warning for a proxy this Node.js cannot send requests through, or undefined. */
function proxyWarning(env = process.env, version = process.versions.node) {
    if (!proxySet(env) || agentsHonourProxy(version))
        return undefined;
    return `a proxy is set (HTTPS_PROXY/HTTP_PROXY) but Node.js ${version} connects around it: ci-state needs Node.js 24.5 or later (22.21 or later in 22.x) to use it`;
}
/** "proxy.example:3128" for a proxy URL: its host and port, never its credentials. */
function describeProxy(url) {
    try {
        const u = new URL(url.includes('://') ? url : `http://${url}`);
        return u.port ? `${u.hostname}:${u.port}` : u.hostname;
    }
    catch {
        return 'an unreadable proxy URL';
    }
}
/**
 * The keep-alive agent of a protocol, through the proxy when the environment sets one: shared by
 * the blob transfers and `proxiedFetch` (one per protocol and setting; a process has one setting).
 */
const agents = new Map();
function keepAliveAgent(protocol, env = process.env) {
    const options = agentProxyOptions(env);
    const key = `${protocol}${JSON.stringify(options)}`;
    let agent = agents.get(key);
    if (!agent) {
        const make = protocol === 'https:' ? node_https__WEBPACK_IMPORTED_MODULE_1__.Agent : node_http__WEBPACK_IMPORTED_MODULE_0__.Agent;
        agent = new make({ keepAlive: true, ...options });
        agents.set(key, agent);
    }
    return agent;
}
/** `fetch`, through the proxy when the environment sets one (see `fetchThrough`). */
const proxiedFetch = (input, init) => proxySet() ? fetchThrough(input, init, process.env) : fetch(input, init);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 204, 205, 304]);
const MAX_REDIRECTS = 20;
/**
 * `fetch` over `node:http(s)` through the proxy agents of `env`: as much of fetch as ci-state's
 * clients use (a method, headers, a string or byte body, a signal, redirects followed as fetch
 * follows them, the Authorization header dropped on the way to another origin); the answer is a
 * standard `Response` streaming the body.
 */
async function fetchThrough(input, init = {}, env = process.env) {
    const request = input instanceof Request ? input : undefined;
    let url = new URL(request ? request.url : input.toString());
    let method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers ?? request?.headers);
    let body = bodyBytes(init.body ?? null);
    const signal = init.signal ?? request?.signal ?? undefined;
    for (let hop = 0;; hop++) {
        const res = await send(url, method, headers, body, signal, env);
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (REDIRECTS.has(status) && location && init.redirect !== 'manual') {
            res.resume();
            if (init.redirect === 'error' || hop >= MAX_REDIRECTS)
                throw new TypeError(`fetch failed: redirect from ${url.origin}`);
            const next = new URL(location, url);
            if (next.origin !== url.origin)
                headers.delete('authorization');
            if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
                if (method !== 'HEAD')
                    method = 'GET';
                body = undefined;
                headers.delete('content-type');
            }
            url = next;
            continue;
        }
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
            if (Array.isArray(value))
                for (const v of value)
                    answer.append(name, v);
            else if (value !== undefined)
                answer.set(name, value);
        }
        const stream = NO_BODY.has(status) || method === 'HEAD' ? null : node_stream__WEBPACK_IMPORTED_MODULE_2__.Readable.toWeb(res);
        if (!stream)
            res.resume();
        const response = new Response(stream, {
            status,
            statusText: res.statusMessage ?? '',
            headers: answer,
        });
        Object.defineProperty(response, 'url', { value: url.href });
        return response;
    }
}
function bodyBytes(body) {
    if (body === undefined)
        return undefined;
    if (body === null)
        return undefined;
    if (typeof body === 'string')
        return Buffer.from(body);
    if (body instanceof ArrayBuffer)
        return new Uint8Array(body);
    if (ArrayBuffer.isView(body))
        return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
    throw new TypeError('fetch through a proxy: the body must be a string or bytes');
}
function send(url, method, headers, body, signal, env) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return Promise.reject(new TypeError(`fetch failed: ${url.protocol} is not HTTP`));
    const out = {};
    headers.forEach((value, name) => (out[name] = value));
    if (body)
        out['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
        const req = (url.protocol === 'https:' ? node_https__WEBPACK_IMPORTED_MODULE_1__ : node_http__WEBPACK_IMPORTED_MODULE_0__).request(url, {
            method,
            headers: out,
            agent: keepAliveAgent(url.protocol, env),
            ...(signal ? { signal } : {}),
        });
        req.on('response', resolve);
        // As fetch: an abort rejects with the signal's reason, anything else as "fetch failed".
        req.on('error', (e) => reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: e })));
        req.end(body);
    });
}


/***/ })

};
