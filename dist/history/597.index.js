export const id = 597;
export const ids = [597];
export const modules = {

/***/ 17597:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readEventPayload: () => (/* binding */ readEventPayload)
/* harmony export */ });
/* unused harmony exports GITHUB_TOKEN_LOGIN, upsertStickyComment, pullRequestNumber, pullRequestOf, findPullRequestForCommit */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var _report_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26371);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47626);
/* harmony import */ var _transfer_retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67926);
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
    const wanted = mode === 'always' || o.state === undefined || shouldComment(mode, o.state);
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
        const result = await withRetry(async () => {
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
                if (asked !== undefined && asked > MAX_RATE_LIMIT_WAIT_S * 1000) {
                    error = new Stop(`PR comment NOT written: ${what} answered ${status ?? 'an error'} and asked to wait ${Math.round(asked / 1000)}s (more than ${MAX_RATE_LIMIT_WAIT_S}s)`, status);
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
    const isCurrent = (body) => typeof body === 'string' && capComment(o.render(body)) === body;
    let tries = 0;
    try {
        while (tries < maxTries) {
            tries++;
            const mine = await listMine();
            const target = mine[0];
            if (!target) {
                if (!wanted)
                    return { ok: true, action: 'skipped', tries };
                const body = capComment(o.render(undefined));
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
            const body = capComment(o.render(target.body ?? undefined));
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


/***/ })

};
