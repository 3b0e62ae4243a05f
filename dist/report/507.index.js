export const id = 507;
export const ids = [507];
export const modules = {

/***/ 84507:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeStickyComment: () => (/* binding */ writeStickyComment)
/* harmony export */ });
/* unused harmony export commentTarget */
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40303);

/** The pull request this run is for, from the event payload; undefined for other events. */
async function commentTarget(env = process.env) {
    const { pullRequestOf, readEventPayload } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(597)]).then(__webpack_require__.bind(__webpack_require__, 17597));
    const pr = pullRequestOf(await readEventPayload(env.GITHUB_EVENT_PATH));
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!pr || !owner || !repo)
        return undefined;
    return { owner, repo, issueNumber: pr.number, ...(pr.title ? { title: pr.title } : {}) };
}
/**
 * Writes (or merges) sections of the sticky comment; never throws, says what happened. `target`,
 * when the caller has already looked it up (commentTarget), saves reading the event again.
 */
async function writeStickyComment(opts) {
    if (opts.mode === 'off' || opts.states.length === 0)
        return;
    const target = 'target' in opts ? opts.target : await commentTarget();
    if (!target)
        return;
    if (!opts.token) {
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm('ci-state: no token to write the pull request comment; the job summary has the report');
        return;
    }
    const report = await __webpack_require__.e(/* import() */ 604).then(__webpack_require__.bind(__webpack_require__, 91604));
    const { upsertStickyComment } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(597)]).then(__webpack_require__.bind(__webpack_require__, 17597));
    const { createRestClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(626)]).then(__webpack_require__.bind(__webpack_require__, 47626));
    const links = report.reportLinksFromEnv(process.env);
    const workflow = opts.states[0].origin.workflow;
    const marker = report.commentMarker({
        workflow,
        ...(opts.header ? { header: opts.header } : {}),
    });
    const result = await upsertStickyComment({
        rest: createRestClient({ token: opts.token, log: (l) => _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(l) }),
        owner: target.owner,
        repo: target.repo,
        issueNumber: target.issueNumber,
        marker,
        mode: opts.mode,
        state: opts.states,
        log: (l) => _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(l),
        render: (existing) => {
            let body = existing;
            for (const state of opts.states) {
                const key = report.jobKeyOf(state);
                const persistence = opts.persistence?.[key];
                body = report.mergeComment(body, {
                    marker,
                    ...(opts.header ? { header: opts.header } : {}),
                    jobKey: key,
                    section: report.renderCommentSection(state, {
                        links,
                        ...(persistence ? { persistence } : {}),
                    }),
                    ...(report.runPointer(links) ? { pointer: report.runPointer(links) } : {}),
                });
            }
            return body ?? '';
        },
    });
    if (result.ok) {
        if (result.action !== 'skipped')
            _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`ci-state: pull request comment ${result.action}${result.url ? `: ${result.url}` : ''}`);
    }
    else {
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`ci-state: ${result.notice}`);
    }
}


/***/ })

};
