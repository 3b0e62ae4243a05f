export const id = 597;
export const ids = [597,626];
export const modules = {

/***/ 17597:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pullRequestOf: () => (/* binding */ pullRequestOf),
/* harmony export */   readEventPayload: () => (/* binding */ readEventPayload),
/* harmony export */   upsertStickyComment: () => (/* binding */ upsertStickyComment)
/* harmony export */ });
/* unused harmony exports GITHUB_TOKEN_LOGIN, pullRequestNumber, findPullRequestForCommit */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var _report_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20068);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47626);
/* harmony import */ var _transfer_retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73740);
/**
 * The sticky PR comment over the REST API: one comment per pull request and workflow, found by
 * its hidden marker AND its author, created once and then updated in place; and finding the pull
 * request a run is about. What users see (author rule, races, forks, rate limits) is in
 * docs/reports.md, "The sticky PR comment".
 */




/** Pages of 100 comments read at most (10,000 comments). */
const MAX_PAGES = 100;
/** The login of `GITHUB_TOKEN`'s identity, the default comment author. */
const GITHUB_TOKEN_LOGIN = 'github-actions[bot]';
const defaultSleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Thrown inside to stop the cycle with a notice. */
class Stop extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}
function statusOf(e) {
    const s = e?.status;
    return typeof s === 'number' ? s : undefined;
}
/** The error's first line, without Octokit's " - <documentation URL>" suffix. */
function messageOf(e) {
    const m = e?.message;
    const line = (typeof m === 'string' ? m : String(e)).split('\n')[0] ?? 'error';
    return line.replace(/ - https?:\/\/\S+$/, '').slice(0, 300);
}
function retryAfterMs(e) {
    const raw = e?.response?.headers?.['retry-after'];
    if (raw === undefined)
        return undefined;
    const seconds = Number(raw);
    if (Number.isFinite(seconds) && seconds >= 0)
        return seconds * 1000;
    const date = Date.parse(String(raw));
    return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined;
}
function sameLogin(a, b) {
    return a !== undefined && a.toLowerCase() === b.toLowerCase();
}
function noticeFor(e, issueNumber) {
    if (e instanceof Stop)
        return e;
    const status = statusOf(e);
    const message = messageOf(e);
    if (status === 403) {
        return new Stop(`no PR comment: the token may not write to #${issueNumber} (403 ${message}); a pull request from a fork gets a read-only GITHUB_TOKEN. The job summary has the report.`, status);
    }
    if (status === 404) {
        return new Stop(`no PR comment: #${issueNumber} was not found or the token cannot see it (404). The job summary has the report.`, status);
    }
    if (status === 401) {
        return new Stop(`no PR comment: the token was refused (401 ${message}).`, status);
    }
    return new Stop(`PR comment NOT written: ${status !== undefined ? `${status} ` : ''}${message}`, status);
}
/**
 * Creates or updates the sticky comment. Never throws for an API failure: `{ ok: false, notice }`
 * says what happened, in one line for a notice annotation. `rest` comes from `createRestClient`
 * (octokit.ts: retry and throttling plugins).
 *
 * The author rule: only a comment written by `author` is ever edited; a comment carrying the same
 * marker written by anybody else is ignored (never edited, never deleted). `author` is the login
 * of the token's identity; for `GITHUB_TOKEN` that is `github-actions[bot]`, the default. An
 * installation token cannot ask `GET /user` who it is, so a caller with another token (a PAT or a
 * GitHub App's) passes its login.
 *
 * Listing: every page of the issue's comments (`per_page=100`, following the `Link` header, up to
 * 10,000 comments), so a PR with hundreds of comments never gets a second sticky comment.
 *
 * Races (several jobs or matrix legs writing their sections at once): `render(existingBody)` must
 * merge (mergeComment), so writing is read, merge, write; then, after a short settle time, the
 * comment is read again and `render(fresh) === fresh` confirms that this job's section is there
 * and current. If another writer's stale write lost it, the cycle runs again (at most `maxTries`).
 * Two jobs that both found no comment may both create one: the later (higher id) is deleted by its
 * writer, who merges into the older one instead. GitHub has no conditional update for comments,
 * so this narrows the race rather than closing it; the report/ job, which writes once for the
 * whole run, has none.
 *
 * Errors: a read-only token (a pull request from a fork: 403 "Resource not accessible by
 * integration"), a missing issue (404) or bad credentials give `{ ok: false, notice }`: the job
 * summary still carries the report. Secondary rate limits (403 or 429 with `retry-after`) and
 * exhausted rate limits are waited out by the throttling plugin, up to `MAX_RATE_LIMIT_WAIT_S`.
 * Other 429 and 5xx answers and network errors are retried here, honouring `retry-after` up to
 * the same cap (the client's own retry is turned off for these calls so the two do not stack).
 * Bodies are capped with `capComment`, so a 422 for length never happens.
 */
async function upsertStickyComment(o) {
    const mode = o.mode ?? 'always';
    if (mode === 'off')
        return { ok: true, action: 'skipped', tries: 0 };
    const wanted = mode === 'always' || o.state === undefined || (0,_report_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .shouldComment */ .N9)(mode, o.state);
    const author = o.author ?? GITHUB_TOKEN_LOGIN;
    const log = o.log ?? (() => undefined);
    const sleep = o.sleep ?? defaultSleep;
    const random = o.random ?? Math.random;
    const maxTries = Math.max(1, o.maxTries ?? 4);
    const callAttempts = Math.max(1, o.callAttempts ?? 4);
    const settle = () => sleep(o.settleMs ?? 1000 + Math.round(random() * 1000));
    const { rest, owner, repo, issueNumber, marker } = o;
    const request = { retries: 0 };
    /**
     * One REST call, retried on 429, 5xx and network errors, honouring retry-after; a failure
     * throws the call's own error (or a Stop for a wait over the cap).
     */
    const call = async (what, fn) => {
        let error;
        const result = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .withRetry */ .bD)(async () => {
            try {
                return { ok: true, value: await fn() };
            }
            catch (e) {
                error = e;
                const status = statusOf(e);
                const transient = status === undefined || status === 429 || status >= 500;
                if (!transient)
                    return { ok: false, final: true, reason: messageOf(e) };
                const asked = retryAfterMs(e);
                if (asked !== undefined && asked > _octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RATE_LIMIT_WAIT_S */ .C * 1000) {
                    error = new Stop(`PR comment NOT written: ${what} answered ${status ?? 'an error'} and asked to wait ${Math.round(asked / 1000)}s (more than ${_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RATE_LIMIT_WAIT_S */ .C}s)`, status);
                    return { ok: false, final: true, reason: messageOf(e) };
                }
                return {
                    ok: false,
                    reason: String(status ?? messageOf(e)),
                    ...(asked !== undefined ? { retryAfterMs: asked } : {}),
                };
            }
        }, {
            attempts: callAttempts,
            baseDelayMs: 1000,
            maxDelayMs: Infinity,
            deadlineMs: Infinity,
            sleep,
            random,
            onRetry: (reason, wait) => log(`${what}: ${reason}; retrying in ${wait} ms`),
        });
        if (result.ok)
            return result.value;
        // No call was made (the step was told to stop): say why.
        throw error ?? new Stop(`PR comment NOT written: ${result.reasons.join('; ')}`);
    };
    const listMine = async () => {
        // Page by page rather than rest.paginate: paginate sends each page without per-request
        // options, and Octokit then keeps the retry plugin's count on the client's shared default
        // request object, so every later retry in the process waits longer (the wait grows with the
        // square of that count).
        const all = [];
        for (let page = 1; page <= MAX_PAGES; page++) {
            const res = await call(`listing comments (page ${page})`, () => rest.rest.issues.listComments({
                owner,
                repo,
                issue_number: issueNumber,
                per_page: 100,
                page,
                request,
            }));
            all.push(...res.data);
            // GitHub sends a Link header with rel="next" while there are more pages.
            const link = res.headers.link;
            const more = link ? /rel="next"/.test(link) : res.data.length === 100;
            if (!more)
                break;
        }
        return all
            .filter((c) => typeof c.body === 'string' && c.body.includes(marker))
            .filter((c) => sameLogin(c.user?.login ?? undefined, author))
            .sort((a, b) => a.id - b.id);
    };
    const isCurrent = (body) => typeof body === 'string' && (0,_report_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .capComment */ .W2)(o.render(body)) === body;
    let tries = 0;
    try {
        while (tries < maxTries) {
            tries++;
            const mine = await listMine();
            const target = mine[0];
            if (!target) {
                if (!wanted)
                    return { ok: true, action: 'skipped', tries };
                const body = (0,_report_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .capComment */ .W2)(o.render(undefined));
                const { data: created } = await call('creating the comment', () => rest.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body, request }));
                log(`created comment ${created.id} on #${issueNumber}`);
                await settle();
                const again = await listMine();
                const canonical = again[0];
                if (canonical && canonical.id !== created.id) {
                    log(`comment ${canonical.id} was there first: merging into it, deleting ${created.id}`);
                    await call('deleting a duplicate comment', () => rest.rest.issues.deleteComment({ owner, repo, comment_id: created.id, request })).catch((e) => {
                        if (statusOf(e) !== 404)
                            throw e;
                    });
                    continue;
                }
                if (canonical && isCurrent(canonical.body)) {
                    return {
                        ok: true,
                        action: 'created',
                        commentId: created.id,
                        url: created.html_url,
                        tries,
                    };
                }
                continue;
            }
            const body = (0,_report_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .capComment */ .W2)(o.render(target.body ?? undefined));
            if (body === target.body) {
                return {
                    ok: true,
                    action: 'unchanged',
                    commentId: target.id,
                    ...(target.html_url ? { url: target.html_url } : {}),
                    tries,
                };
            }
            await call('updating the comment', () => rest.rest.issues.updateComment({ owner, repo, comment_id: target.id, body, request }));
            log(`updated comment ${target.id} on #${issueNumber}`);
            await settle();
            let fresh;
            try {
                fresh = (await call('reading the comment back', () => rest.rest.issues.getComment({ owner, repo, comment_id: target.id, request }))).data;
            }
            catch (e) {
                if (statusOf(e) !== 404)
                    throw e;
                continue; // deleted meanwhile: start over
            }
            if (isCurrent(fresh.body)) {
                return {
                    ok: true,
                    action: 'updated',
                    commentId: target.id,
                    ...(target.html_url ? { url: target.html_url } : {}),
                    tries,
                };
            }
            log(`comment ${target.id} lost this job's section to a concurrent write; merging again`);
        }
        return {
            ok: false,
            notice: `PR comment NOT confirmed: other jobs kept overwriting it (${tries} tries); the job summary has the report`,
            tries,
        };
    }
    catch (e) {
        const stop = noticeFor(e, issueNumber);
        return {
            ok: false,
            notice: stop.message,
            ...(stop.status !== undefined ? { status: stop.status } : {}),
            tries,
        };
    }
}
function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function positiveInt(v) {
    return typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : undefined;
}
/**
 * The pull request an event is about: `pull_request`, `pull_request_target`,
 * `pull_request_review(_comment)` (payload.pull_request.number), `issue_comment` on a pull
 * request (payload.issue with a pull_request link) and `workflow_run` (its first pull request).
 * Undefined for anything else (a push: see findPullRequestForCommit).
 */
function pullRequestNumber(eventPayload) {
    if (!isRecord(eventPayload))
        return undefined;
    const pr = eventPayload['pull_request'];
    if (isRecord(pr)) {
        const n = positiveInt(pr['number']);
        if (n !== undefined)
            return n;
    }
    const issue = eventPayload['issue'];
    if (isRecord(issue) && isRecord(issue['pull_request'])) {
        const n = positiveInt(issue['number']);
        if (n !== undefined)
            return n;
    }
    const run = eventPayload['workflow_run'];
    if (isRecord(run) && Array.isArray(run['pull_requests'])) {
        const first = run['pull_requests'][0];
        if (isRecord(first))
            return positiveInt(first['number']);
    }
    return undefined;
}
/** The pull request an event is about (see pullRequestNumber), with its title when it has one. */
function pullRequestOf(eventPayload) {
    const number = pullRequestNumber(eventPayload);
    if (number === undefined)
        return undefined;
    const pr = isRecord(eventPayload) ? eventPayload['pull_request'] : undefined;
    const title = isRecord(pr) && typeof pr['title'] === 'string' ? pr['title'] : '';
    return title ? { number, title } : { number };
}
/** The event payload at `path` (GITHUB_EVENT_PATH), or undefined if it cannot be read. */
async function readEventPayload(path) {
    if (!path)
        return undefined;
    try {
        return JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8'));
    }
    catch {
        return undefined;
    }
}
/**
 * For a push: the open pull request whose head is `sha` (GET /repos/{o}/{r}/commits/{sha}/pulls),
 * preferring one whose head is exactly that commit. Undefined when there is none or on any error.
 */
async function findPullRequestForCommit(o) {
    if (!/^[0-9a-f]{7,64}$/i.test(o.sha))
        return undefined;
    try {
        const { data } = await o.rest.rest.repos.listPullRequestsAssociatedWithCommit({
            owner: o.owner,
            repo: o.repo,
            commit_sha: o.sha,
            per_page: 100,
        });
        const open = data.filter((p) => p.state === 'open');
        const exact = open.find((p) => p.head?.sha?.toLowerCase() === o.sha.toLowerCase());
        return (exact ?? open[0])?.number;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 47626:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ MAX_RATE_LIMIT_WAIT_S),
  createRestClient: () => (/* binding */ createRestClient)
});

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
/* harmony export */   zJ: () => (/* binding */ proxySet)
/* harmony export */ });
/* unused harmony exports proxyConfig, agentsHonourProxy, proxyWarning, describeProxy, fetchThrough */
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
