export const id = 597;
export const ids = [597,349];
export const modules = {

/***/ 17597:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pullRequestNumber: () => (/* binding */ pullRequestNumber),
/* harmony export */   readEventPayload: () => (/* binding */ readEventPayload),
/* harmony export */   upsertStickyComment: () => (/* binding */ upsertStickyComment)
/* harmony export */ });
/* unused harmony exports GITHUB_TOKEN_LOGIN, findPullRequestForCommit */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var _report_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20068);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13349);
/**
 * The sticky PR comment over the REST API: one comment per pull request and workflow, found by
 * its hidden marker AND its author, created once and then updated in place.
 *
 *     upsertStickyComment({ rest, owner, repo, issueNumber, marker, render, author?, mode?, state? })
 *       -> { ok: true, action: 'created' | 'updated' | 'unchanged' | 'skipped', commentId?, url? }
 *        | { ok: false, notice }                   never throws
 *     pullRequestNumber(eventPayload)              pull_request, pull_request_target, … events
 *     readEventPayload(path)                       GITHUB_EVENT_PATH's JSON, or undefined
 *     findPullRequestForCommit({ rest, owner, repo, sha })   a push's open PR, or undefined
 *
 * `rest` comes from `createRestClient` (octokit.ts: retry and throttling plugins).
 *
 * The author rule: only a comment written by `author` is ever edited; a comment carrying the same
 * marker written by anybody else is ignored (never edited, never deleted). `author` is the login
 * of the token's identity; for `GITHUB_TOKEN` that is `github-actions[bot]`, the default. An
 * installation token cannot ask `GET /user` who it is, so a caller with another token (a PAT or a
 * GitHub App's) passes its login.
 *
 * Listing: every page of the issue's comments (`per_page=100`, following the `Link` header, up to
 * 10,000 comments), so a PR with hundreds of comments never gets a second sticky comment. Pages
 * are read one call at a time rather than with `rest.paginate`, which drops per-request options
 * (see listMine).
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
 * integration"), a missing issue (404) or bad credentials give `{ ok: false, notice }`, never an
 * exception: the job summary still carries the report. Secondary rate limits (403 or 429 with
 * `retry-after`) and exhausted rate limits are waited out by the throttling plugin, up to
 * `MAX_RATE_LIMIT_WAIT_S`. Other 429 and 5xx answers and network errors are retried here,
 * honouring `retry-after` up to the same cap (the client's own retry is turned off for these
 * calls so the two do not stack). Bodies are capped with `capComment`, so a 422 for length never
 * happens.
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
 * Creates or updates the sticky comment (see the top of this file). Never throws for an API
 * failure: `{ ok: false, notice }` says what happened, in one line for a notice annotation.
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
    /** One REST call, retried on 429, 5xx and network errors, honouring retry-after. */
    const call = async (what, fn) => {
        for (let attempt = 1;; attempt++) {
            try {
                return await fn();
            }
            catch (e) {
                const status = statusOf(e);
                const transient = status === undefined || status === 429 || status >= 500;
                if (!transient || attempt >= callAttempts)
                    throw e;
                const asked = retryAfterMs(e);
                if (asked !== undefined && asked > _octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RATE_LIMIT_WAIT_S */ .C * 1000) {
                    throw new Stop(`PR comment NOT written: ${what} answered ${status ?? 'an error'} and asked to wait ${Math.round(asked / 1000)}s (more than ${_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RATE_LIMIT_WAIT_S */ .C}s)`, status);
                }
                const wait = asked ?? Math.round(1000 * 2 ** (attempt - 1) * (0.5 + random() / 2));
                log(`${what}: ${status ?? messageOf(e)}; retrying in ${wait} ms`);
                await sleep(wait);
            }
        }
    };
    const listMine = async () => {
        // Page by page rather than rest.paginate: paginate sends each page without per-request
        // options, and Octokit then keeps the retry plugin's count on the client's shared default
        // request object, so every later retry in the process waits longer (1 s, 4 s, 9 s, 16 s, …).
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

/***/ 13349:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ MAX_RATE_LIMIT_WAIT_S),
/* harmony export */   createRestClient: () => (/* binding */ createRestClient)
/* harmony export */ });
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


/***/ })

};
