export const id = 74;
export const ids = [74];
export const modules = {

/***/ 42074:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cmdCleanup: () => (/* binding */ cmdCleanup),
/* harmony export */   cmdHistory: () => (/* binding */ cmdHistory)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _store_atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33367);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3647);
/** `ci-state history` and `ci-state cleanup`: finished attempts, statistics, and pruning old ones. */




function wholeNumber(text, name, fallback, max) {
    if (text === undefined)
        return fallback;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1 || n > max)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${name} "${text}" is not valid: expected a whole number from 1 to ${max}`);
    return n;
}
/** Where the history comes from: local files, or the repository's runs (or this run) through REST. */
async function historySource(s, o, query) {
    const h = await __webpack_require__.e(/* import() */ 456).then(__webpack_require__.bind(__webpack_require__, 96456));
    const source = o.source ?? 'local';
    if (source === 'local')
        return h.localSource(o.file?.length ? o.file : [(0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(s.dir, 'history.jsonl')]);
    if (source !== 'repo' && source !== 'run')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `--source "${source}" is not valid: expected local, repo or run`);
    const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN || '';
    if (!token)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `--source ${source} needs a token in GITHUB_TOKEN or GH_TOKEN`);
    const repository = o.repo ?? process.env.GITHUB_REPOSITORY ?? '';
    const [owner = '', repo = ''] = repository.split('/');
    if (!owner || !repo)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `--repo "${repository}" is not valid: expected owner/name`);
    const runId = Number(process.env.GITHUB_RUN_ID);
    if (source === 'run' && !(Number.isSafeInteger(runId) && runId > 0))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', '--source run needs GITHUB_RUN_ID');
    const { createRestClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(626)]).then(__webpack_require__.bind(__webpack_require__, 47626));
    return h.runArtifactsSource({
        rest: createRestClient({ token }),
        token,
        owner,
        repo,
        ...(query.workflow ? { workflow: query.workflow } : {}),
        ...(query.branch ? { branch: query.branch } : {}),
        ...(query.since !== undefined ? { since: query.since } : {}),
        ...(source === 'run' ? { runIds: [runId] } : {}),
        maxRuns: wholeNumber(o.maxRuns, '--max-runs', 100, 1000),
        concurrency: wholeNumber(o.concurrency, '--concurrency', 4, 16),
        cacheDir: o.cacheDir ?? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(s.dir, 'history-cache'),
    });
}
async function cmdHistory(printer, o) {
    const s = (0,_session_js__WEBPACK_IMPORTED_MODULE_3__/* .openSession */ .fA)(printer);
    const h = await __webpack_require__.e(/* import() */ 456).then(__webpack_require__.bind(__webpack_require__, 96456));
    const query = {};
    for (const k of ['workflow', 'job', 'branch', 'status', 'phase', 'text']) {
        const v = o[k];
        if (v !== undefined)
            query[k] = v;
    }
    if (o.since !== undefined)
        query.since = h.parseTimeSpec(o.since, '--since');
    if (o.until !== undefined)
        query.until = h.parseTimeSpec(o.until, '--until');
    h.checkQuery(query);
    const format = h.parseFormat(o.json ? 'json' : (o.format ?? 'table'), '--format');
    if (format === 'html' && !o.stats)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', '--format html is the statistics report: add --stats');
    const src = await historySource(s, o, query);
    const chunks = [];
    if (o.stats) {
        const stats = await h.computeStats(src.entries, { query });
        chunks.push(format === 'json'
            ? h.formatStatsJson(stats, src.stats)
            : format === 'csv'
                ? h.formatStatsCsv(stats)
                : format === 'markdown'
                    ? h.formatStatsMarkdown(stats)
                    : format === 'html'
                        ? await h.renderHtmlReport(stats, { source: src.stats })
                        : h.formatStatsTable(stats, src.stats));
    }
    else {
        // Without --phase, one line per attempt; with it, that phase's lines.
        const wanted = async function* () {
            for await (const e of h.filterEntries(src.entries, query))
                if (query.phase !== undefined || e.kind === 'run')
                    yield e;
        };
        for await (const chunk of h.formatEntries(wanted(), format))
            chunks.push(chunk);
    }
    const text = chunks.join('');
    if (o.output) {
        await (0,_store_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileDurable */ .Ld)(o.output, text);
        s.printer.note(`wrote ${o.output}`);
    }
    else
        process.stdout.write(text.endsWith('\n') || text === '' ? text : `${text}\n`);
    for (const line of h.describeSourceStats(src.stats))
        s.printer.warn(line);
}
async function cmdCleanup(printer, o) {
    const s = (0,_session_js__WEBPACK_IMPORTED_MODULE_3__/* .openSession */ .fA)(printer);
    const dryRun = !!o.dryRun;
    const h = await __webpack_require__.e(/* import() */ 456).then(__webpack_require__.bind(__webpack_require__, 96456));
    const olderThanMs = o.olderThan !== undefined ? h.parseDurationSpec(o.olderThan, '--older-than') : undefined;
    if (o.repo && olderThanMs === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', '--repo needs --older-than: say how old is old (e.g. 30d)');
    const removed = await s.store.cleanup({ dryRun });
    const lines = removed.map((r) => `${dryRun ? 'would remove' : 'removed'} ${r.path ?? JSON.stringify(r)} (${r.reason})`);
    // Checkpoint content of the states that remain (on a dry run, of those that would remain).
    const { pruneCheckpointContent, describePrune } = await Promise.all(/* import() */[__webpack_require__.e(382), __webpack_require__.e(324), __webpack_require__.e(195), __webpack_require__.e(806)]).then(__webpack_require__.bind(__webpack_require__, 19600));
    const gone = new Set(removed.map((r) => ('key' in r ? r.key : undefined)));
    const kept = (await s.store.states()).filter((e) => !gone.has(e.key)).map((e) => e.state);
    const content = await pruneCheckpointContent(s.dir, kept, { dryRun });
    const contentLine = describePrune(content, dryRun);
    if (contentLine)
        lines.push(...contentLine.split('\n'));
    let pruned = null;
    if (olderThanMs !== undefined) {
        const p = await h.pruneLocalHistory((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(s.dir, 'history.jsonl'), {
            olderThanMs,
            dryRun,
        });
        pruned = p;
        lines.push(`${dryRun ? 'would prune' : 'pruned'} local history: ${JSON.stringify(p)}`);
    }
    let remote = null;
    if (o.repo) {
        const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN || '';
        if (!token)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', '--repo needs a token in GITHUB_TOKEN or GH_TOKEN');
        const [owner = '', repo = ''] = o.repo.split('/');
        if (!owner || !repo)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `--repo "${o.repo}" is not valid: expected owner/name`);
        const { createRestClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(626)]).then(__webpack_require__.bind(__webpack_require__, 47626));
        const plan = await h.planCleanup({
            rest: createRestClient({ token }),
            owner,
            repo,
            olderThanMs: olderThanMs,
            keep: o.keep !== undefined ? wholeNumber(o.keep, '--keep', 1, 100_000) : 0,
        });
        for (const l of h.describeCleanupPlan(plan))
            lines.push(`${dryRun ? 'would delete' : 'delete'} ${l}`);
        remote = dryRun
            ? { planned: plan.artifacts.length + plan.caches.length }
            : await h.applyCleanup(plan);
        if (!dryRun)
            lines.push(`deleted: ${JSON.stringify(remote)}`);
    }
    if (o.json)
        printer.json({ dryRun, removed, content, pruned, remote });
    else if (lines.length === 0)
        printer.out('Nothing to clean up.');
    else
        for (const l of lines)
            printer.out(l);
}


/***/ })

};
