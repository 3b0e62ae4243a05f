export const id = 8651;
export const ids = [8651,1349,6093,5844,3463];
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
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(93265);
/* harmony import */ var _transfer_progress_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61349);
/* harmony import */ var _store_atomic_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33367);
/* harmony import */ var _glyphs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75568);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3647);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(66093);
/**
 * The commands over the history log: `ci-state history` (finished attempts and their statistics)
 * and `ci-state cleanup` (pruning old entries, artifacts and caches).
 */








/**
 * The history on a remote store (--remote, else CI_STATE_REMOTE or init --remote's): the objects
 * under this job's ref and the default branch's, or under --branch's when it is given.
 */
async function remoteSource(s, o, query) {
    const { openRemote, remoteUrl } = await __webpack_require__.e(/* import() */ 6829).then(__webpack_require__.bind(__webpack_require__, 6829));
    const where = o.remote !== undefined ? { url: o.remote, from: '--remote' } : remoteUrl(s.dir);
    if (!where)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', '--source remote needs a remote store: --remote s3://bucket/prefix, CI_STATE_REMOTE, or init --remote');
    const remote = await openRemote(where.url, where.from);
    const { detectEnvironment } = await __webpack_require__.e(/* import() */ 6650).then(__webpack_require__.bind(__webpack_require__, 26650));
    const job = detectEnvironment();
    const r = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(5047), __webpack_require__.e(5161), __webpack_require__.e(1900)]).then(__webpack_require__.bind(__webpack_require__, 77261));
    return r.remoteHistorySource({
        remote,
        refs: r.historyRefs({
            ref: job.scope.ref,
            ...(job.ci?.defaultBranch ? { defaultBranch: job.ci.defaultBranch } : {}),
            ...(query.branch !== undefined ? { branch: query.branch } : {}),
        }),
        ...(o.repo !== undefined ? { repo: o.repo } : {}),
        ...(query.since !== undefined ? { since: query.since } : {}),
        concurrency: o.concurrency !== undefined ? (0,_validate_js__WEBPACK_IMPORTED_MODULE_6__.wholeNumber)(o.concurrency, '--concurrency', 1, 16) : 4,
        progress: (l) => s.printer.note(l),
    });
}
/**
 * Where the history comes from: local files, a remote store, or the repository's runs (or this
 * run) through REST.
 */
async function historySource(s, o, query) {
    const h = await Promise.all(/* import() */[__webpack_require__.e(118), __webpack_require__.e(8154), __webpack_require__.e(4582)]).then(__webpack_require__.bind(__webpack_require__, 24582));
    const source = o.source ?? (o.remote !== undefined || process.env.CI_STATE_REMOTE ? 'remote' : 'local');
    if (source === 'local')
        return h.localSource(o.file?.length ? o.file : [(0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(s.dir, 'history.jsonl')]);
    if (source === 'remote')
        return remoteSource(s, o, query);
    if (source !== 'repo' && source !== 'run')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `--source "${source}" is not valid: expected local, repo, run or remote`);
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
    const { createRestClient } = await Promise.all(/* import() */[__webpack_require__.e(4101), __webpack_require__.e(7626)]).then(__webpack_require__.bind(__webpack_require__, 47626));
    return h.runArtifactsSource({
        rest: createRestClient({ token }),
        token,
        owner,
        repo,
        ...(query.workflow ? { workflow: query.workflow } : {}),
        ...(query.branch ? { branch: query.branch } : {}),
        ...(query.since !== undefined ? { since: query.since } : {}),
        ...(source === 'run' ? { runIds: [runId] } : {}),
        maxRuns: o.maxRuns !== undefined ? (0,_validate_js__WEBPACK_IMPORTED_MODULE_6__.wholeNumber)(o.maxRuns, '--max-runs', 1, 1000) : 100,
        concurrency: o.concurrency !== undefined ? (0,_validate_js__WEBPACK_IMPORTED_MODULE_6__.wholeNumber)(o.concurrency, '--concurrency', 1, 16) : 4,
        cacheDir: o.cacheDir ?? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(s.dir, 'history-cache'),
        // On stderr: stdout holds the report.
        progress: (l) => s.printer.note(l),
    });
}
async function cmdHistory(printer, o) {
    const s = (0,_session_js__WEBPACK_IMPORTED_MODULE_5__.openSession)(printer);
    const h = await Promise.all(/* import() */[__webpack_require__.e(118), __webpack_require__.e(8154), __webpack_require__.e(4582)]).then(__webpack_require__.bind(__webpack_require__, 24582));
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
        await (0,_store_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileDurable */ .Ld)(o.output, text);
        s.printer.note(`wrote ${o.output}`);
    }
    else {
        // The plain-text table is for people; the other formats are data and stay as they are.
        const shown = format === 'table' ? (0,_glyphs_js__WEBPACK_IMPORTED_MODULE_4__/* .terminalText */ .eR)(text) : text;
        process.stdout.write(shown.endsWith('\n') || shown === '' ? shown : `${shown}\n`);
    }
    for (const line of h.describeSourceStats(src.stats))
        s.printer.warn(line);
}
/** A state or leftover the store's sweep removed, in words. */
function describeRemoved(r) {
    if (r.reason === 'leftover')
        return `leftover ${r.path} (a temp file of a writer that died, or a half-deleted state)`;
    const why = r.reason === 'expired'
        ? `expired: not updated since ${r.updatedAt}`
        : `over the cap on stored states; updated ${r.updatedAt}`;
    return `state ${r.key} (${why})`;
}
/** `cleanup --older-than`'s pruning of the local history, in one line. */
function describeHistoryPrune(p, dryRun) {
    const kept = (0,_core_words_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .L)(p.kept, 'entry', 'entries');
    if (p.removed === 0 && p.dropped === 0)
        return `local history: nothing ended before ${p.cutoff} (${kept} kept)`;
    const torn = p.dropped
        ? `; ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .L)(p.dropped, 'torn line')} ${dryRun ? 'would be ' : ''}dropped`
        : '';
    const size = p.rewritten ? `; ${(0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_2__.formatSize)(p.bytesBefore)} → ${(0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_2__.formatSize)(p.bytesAfter)}` : '';
    return `local history: ${dryRun ? 'would remove' : 'removed'} ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .L)(p.removed, 'entry', 'entries')} of attempts that ended before ${p.cutoff}, ${kept} kept${torn}${size}`;
}
/** What `cleanup --repo` deleted, in lines: the counts, then each failure. */
function describeRemoteCleanup(r) {
    const deleted = `deleted ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .L)(r.deleted.artifacts.length, 'artifact')} and ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .L)(r.deleted.caches.length, 'cache entry', 'cache entries')} (${(0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_2__.formatSize)(r.bytes)})`;
    const gone = r.missing.artifacts.length + r.missing.caches.length;
    const lines = [
        `${deleted}${gone ? `; ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .L)(gone, 'item was', 'items were')} already gone` : ''}`,
    ];
    for (const f of r.failed)
        lines.push(`could not delete ${f.kind} ${f.name} (id ${f.id}): ${f.reason}`);
    return lines;
}
async function cmdCleanup(printer, o) {
    const s = (0,_session_js__WEBPACK_IMPORTED_MODULE_5__.openSession)(printer);
    const dryRun = !!o.dryRun;
    const h = await Promise.all(/* import() */[__webpack_require__.e(118), __webpack_require__.e(8154), __webpack_require__.e(4582)]).then(__webpack_require__.bind(__webpack_require__, 24582));
    const olderThanMs = o.olderThan !== undefined ? h.parseDurationSpec(o.olderThan, '--older-than') : undefined;
    if (o.remote !== undefined && olderThanMs === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', '--remote needs --older-than: say how old is old (e.g. 30d)');
    const store = o.remote !== undefined
        ? await (await __webpack_require__.e(/* import() */ 6829).then(__webpack_require__.bind(__webpack_require__, 6829))).openRemote(o.remote, '--remote')
        : undefined;
    if (o.repo && olderThanMs === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', '--repo needs --older-than: say how old is old (e.g. 30d)');
    // Everything --repo needs is checked before anything local is removed.
    const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN || '';
    const [owner = '', repo = ''] = o.repo?.split('/') ?? [];
    if (o.repo !== undefined && !token)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', '--repo needs a token in GITHUB_TOKEN or GH_TOKEN');
    if (o.repo !== undefined && (!owner || !repo))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `--repo "${o.repo}" is not valid: expected owner/name`);
    const keep = o.keep !== undefined ? (0,_validate_js__WEBPACK_IMPORTED_MODULE_6__.wholeNumber)(o.keep, '--keep', 0, 100_000) : 0;
    const removed = await s.store.cleanup({ dryRun });
    const lines = removed.map((r) => `${dryRun ? 'would remove' : 'removed'} ${describeRemoved(r)}`);
    // Checkpoint content of the states that remain (on a dry run, of those that would remain).
    const { pruneCheckpointContent, describePrune } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(8638), __webpack_require__.e(5814), __webpack_require__.e(3904)]).then(__webpack_require__.bind(__webpack_require__, 19600));
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
        lines.push(describeHistoryPrune(p, dryRun));
    }
    let remote = null;
    if (o.repo !== undefined) {
        const { createRestClient } = await Promise.all(/* import() */[__webpack_require__.e(4101), __webpack_require__.e(7626)]).then(__webpack_require__.bind(__webpack_require__, 47626));
        const plan = await h.planCleanup({
            rest: createRestClient({ token }),
            owner,
            repo,
            olderThanMs: olderThanMs,
            keep,
        });
        for (const l of h.describeCleanupPlan(plan))
            lines.push(`${dryRun ? 'would delete' : 'delete'} ${l}`);
        remote = dryRun
            ? { planned: plan.artifacts.length + plan.caches.length }
            : await h.applyCleanup(plan);
        if (!dryRun)
            lines.push(...describeRemoteCleanup(remote));
    }
    let objects = null;
    let historyObjects = null;
    if (store) {
        const { deleteOlder } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(5047), __webpack_require__.e(1139)]).then(__webpack_require__.bind(__webpack_require__, 65078));
        const key = process.env.CI_STATE_INTEGRITY_KEY;
        const r = await deleteOlder(store, new Date(Date.now() - olderThanMs), {
            dryRun,
            ...(key ? { integrityKey: key } : {}),
        });
        objects = r;
        const { formatSize } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 61349));
        lines.push(`${dryRun ? 'would delete' : 'deleted'} ${r.deleted} object(s) (${formatSize(r.bytes)}) on ${store.describe()}, ${r.kept} kept`);
        // The history objects of the attempts (remote/history.ts): by age alone.
        const { deleteOlderHistory } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(5047), __webpack_require__.e(5161), __webpack_require__.e(4240)]).then(__webpack_require__.bind(__webpack_require__, 95161));
        const hist = await deleteOlderHistory(store, new Date(Date.now() - olderThanMs), { dryRun });
        historyObjects = hist;
        lines.push(`${dryRun ? 'would delete' : 'deleted'} ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .L)(hist.deleted, 'history object')} (${formatSize(hist.bytes)}) on ${store.describe()}, ${hist.kept} kept`);
    }
    if (o.json)
        printer.json({ dryRun, removed, content, pruned, remote, objects, historyObjects });
    else if (lines.length === 0)
        printer.out('Nothing to clean up.');
    else
        for (const l of lines)
            printer.out(l);
}


/***/ }),

/***/ 3647:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fo: () => (/* binding */ currentKey),
/* harmony export */   JS: () => (/* binding */ requireState),
/* harmony export */   Tk: () => (/* binding */ mutate),
/* harmony export */   openSession: () => (/* binding */ openSession),
/* harmony export */   tB: () => (/* binding */ now),
/* harmony export */   yo: () => (/* binding */ update)
/* harmony export */ });
/* unused harmony export NO_RUN */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _store_local_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21634);
/* harmony import */ var _store_lock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78318);
/**
 * The CLI's view of the local store: which state is current, and read-modify-write of it under the
 * store's lock. Every command goes through here so that "no run started" and friends read the same.
 * The `current` pointer is read once per process; a write reads the state only under the lock.
 */



const now = () => new Date().toISOString();
function openSession(printer, env = process.env) {
    const dir = _store_local_store_js__WEBPACK_IMPORTED_MODULE_1__/* .LocalStore */ .Vs.resolveDir(env, process.cwd());
    // Read here so that a bad CI_STATE_LOCK_TIMEOUT is a one-line error for every command.
    const store = new _store_local_store_js__WEBPACK_IMPORTED_MODULE_1__/* .LocalStore */ .Vs({
        dir,
        lockTimeoutMs: (0,_store_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .lockTimeoutFromEnv */ .wb)(env),
        onWarning: (m) => printer.warn(m),
    });
    return { store, dir, printer };
}
/** The key of the current state. Read once: one command does not move the pointer under itself. */
function currentKey(session) {
    session.current ??= session.store.getCurrent().then((key) => key ?? undefined);
    return session.current;
}
const NO_RUN = 'no run started in this store: start one with `ci-state init --workflow NAME`';
function noRun() {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('no_run', NO_RUN, { exitCode: 1 });
}
/** The current state, or a one-line error telling how to start one. */
async function requireState(session) {
    const key = await currentKey(session);
    const state = key ? await session.store.read(key) : undefined;
    if (!key || !state)
        throw noRun();
    return { key, state };
}
/**
 * Applies a transition to the current state atomically; the function sees the freshest state (read
 * under the lock, so nothing is read before it). Returning undefined leaves the state unchanged.
 */
async function update(session, fn) {
    const key = await currentKey(session);
    if (!key)
        throw noRun();
    const next = await session.store.update(key, (current) => {
        if (!current)
            throw noRun();
        return fn(current);
    });
    if (!next)
        throw noRun();
    return next;
}
/** Applies a transition to the current state atomically; the function sees the freshest state. */
function mutate(session, fn) {
    return update(session, fn);
}


/***/ }),

/***/ 66093:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_TAIL: () => (/* binding */ MAX_TAIL),
/* harmony export */   checkCommand: () => (/* binding */ checkCommand),
/* harmony export */   checkRunOptions: () => (/* binding */ checkRunOptions),
/* harmony export */   duration: () => (/* binding */ duration),
/* harmony export */   envNames: () => (/* binding */ envNames),
/* harmony export */   existingFile: () => (/* binding */ existingFile),
/* harmony export */   globProblem: () => (/* binding */ globProblem),
/* harmony export */   globs: () => (/* binding */ globs),
/* harmony export */   oneOf: () => (/* binding */ oneOf),
/* harmony export */   phaseId: () => (/* binding */ phaseId),
/* harmony export */   phaseIds: () => (/* binding */ phaseIds),
/* harmony export */   repoName: () => (/* binding */ repoName),
/* harmony export */   someText: () => (/* binding */ someText),
/* harmony export */   strategy: () => (/* binding */ strategy),
/* harmony export */   tailBytes: () => (/* binding */ tailBytes),
/* harmony export */   timeSpec: () => (/* binding */ timeSpec),
/* harmony export */   wholeNumber: () => (/* binding */ wholeNumber),
/* harmony export */   writableFile: () => (/* binding */ writableFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8005);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _core_schema_constants_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64333);
/* harmony import */ var _argv_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77077);
/**
 * Checks of the values a command line gives: one small function per kind of value (a count, a
 * number of bytes, a duration, a glob, a phase id, a file), and the table of which checks apply to
 * which options of which command. A command's options are all checked before it reads or changes
 * any state, so a bad value is refused with one line that names the option and says what it
 * accepts (exit code 2), and nothing is half done. `run` is checked by cmdRun itself
 * (checkRunOptions), since its common form is read without commander (see argv.ts).
 */






/** The most bytes of a command's stdout or stderr kept in the state (the schema's bound). */
const MAX_TAIL = 65_536;
function refuse(message) {
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', message);
}
function invalid(name, value, expected) {
    return refuse(`${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(value)} is not valid: expected ${expected}`);
}
/** A whole number written in decimal digits, from `min` to `max`. */
function wholeNumber(text, name, min, max, unit = '') {
    const n = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max)
        invalid(name, text, `a whole number${unit} from ${min} to ${max}`);
    return n;
}
/** `--tail`: bytes of stdout/stderr kept in the state. */
function tailBytes(text, name = '--tail') {
    return wholeNumber(text, name, 1, MAX_TAIL, ' of bytes');
}
const PHASE_ID_HELP = '1-64 letters, digits, ".", "_" or "-", starting with a letter or digit (e.g. build)';
function phaseId(text, name) {
    if (!_core_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .PHASE_ID_PATTERN */ .T5.test(text))
        invalid(name, text, `a phase id: ${PHASE_ID_HELP}`);
    return text;
}
function phaseIds(list, name) {
    for (const id of list ?? [])
        phaseId(id, name);
}
function envNames(list, name) {
    for (const env of list ?? [])
        if (!/^[A-Za-z_][A-Za-z0-9_]{0,255}$/.test(env))
            invalid(name, env, 'environment variable names: letters, digits and "_", not first a digit');
}
/** Text a person writes (a reason, a name): not blank, at most `max` characters. */
function someText(text, name, max) {
    if (text === undefined)
        return;
    if (text.trim() === '')
        refuse(`${name} is empty: expected some text`);
    if (text.length > max)
        refuse(`${name} is ${text.length} characters long: expected at most ${max}`);
}
function oneOf(text, name, choices) {
    if (text !== undefined && !choices.includes(text))
        invalid(name, text, choices.join(', '));
}
function repoName(text, name) {
    if (text !== undefined && !/^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/.test(text))
        invalid(name, text, 'owner/name, e.g. octo-org/app');
}
/** A file that must exist now (it is read later). */
function existingFile(path, name) {
    if (path === undefined)
        return;
    if (path === '')
        refuse(`${name} is empty: expected a file`);
    let isDir;
    try {
        isDir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch (e) {
        const code = e.code;
        return refuse(code === 'ENOENT' || code === 'ENOTDIR'
            ? `${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(path)}: the file does not exist`
            : `${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(path)}: cannot read it (${code ?? e.message})`);
    }
    if (isDir)
        refuse(`${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(path)} is a directory: expected a file`);
}
/** A file to be written: its directory must exist. */
function writableFile(path, name) {
    if (path === undefined)
        return;
    if (path === '')
        refuse(`${name} is empty: expected a file`);
    let dirOk = false;
    try {
        dirOk = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path)).isDirectory();
    }
    catch {
        // said below
    }
    if (!dirOk)
        refuse(`${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(path)}: its directory does not exist`);
}
/**
 * What is wrong with the syntax of a glob, if anything: a `[`, `{` or `(` that is not closed, or a
 * `}` or `)` that closes nothing. Glob libraries take such a pattern as literal text, which then
 * quietly matches nothing. A character meant literally is written in a class (`[[]`) or escaped.
 */
function globProblem(glob) {
    const open = [];
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '\\') {
            i++;
        }
        else if (c === '[') {
            // A class runs to the next "]"; one right after "[", "[!" or "[^" belongs to it.
            let j = i + 1;
            if (glob[j] === '!' || glob[j] === '^')
                j++;
            if (glob[j] === ']')
                j++;
            while (j < glob.length && glob[j] !== ']')
                j += glob[j] === '\\' ? 2 : 1;
            if (j >= glob.length)
                return 'a "[" is not closed (a literal one is written [[])';
            i = j;
        }
        else if (c === '{' || c === '(') {
            open.push(c);
        }
        else if (c === '}' || c === ')') {
            if (open.pop() !== (c === '}' ? '{' : '('))
                return `a "${c}" closes nothing (a literal one is written [${c}])`;
        }
    }
    const last = open.pop();
    return last === undefined
        ? undefined
        : `a "${last}" is not closed (a literal one is written [${last}])`;
}
/**
 * File globs of an option. `inWorkspace`: the snapshot's rules too (relative, no `..`), for globs
 * whose files are stored in a checkpoint.
 */
async function globs(list, name, inWorkspace) {
    if (!list?.length)
        return;
    for (const g of list) {
        if (g.trim() === '')
            refuse(`${name} has an empty pattern: expected a file glob`);
        if (g.length > 1024)
            refuse(`${name} has a pattern of ${g.length} characters: at most 1024`);
        const problem = globProblem(g);
        if (problem)
            refuse(`${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(g)} is not a valid glob: ${problem}`);
    }
    if (inWorkspace)
        (await Promise.all(/* import() */[__webpack_require__.e(3382), __webpack_require__.e(7941)]).then(__webpack_require__.bind(__webpack_require__, 17941))).checkGlobs(list, name);
}
/** `--older-than`: an age such as 30d. */
async function duration(text, name) {
    if (text !== undefined)
        (await __webpack_require__.e(/* import() */ 4691).then(__webpack_require__.bind(__webpack_require__, 54691))).parseDurationSpec(text, name);
}
/** `--since`, `--until`: an ISO date or an age. */
async function timeSpec(text, name) {
    if (text !== undefined)
        (await __webpack_require__.e(/* import() */ 4691).then(__webpack_require__.bind(__webpack_require__, 54691))).parseTimeSpec(text, name);
}
async function strategy(text, name) {
    if (text !== undefined)
        (await __webpack_require__.e(/* import() */ 3023).then(__webpack_require__.bind(__webpack_require__, 93023))).parseStrategy(text, name);
}
/** `--rerun-side-effects <phases>`: `all` or phase ids. */
async function rerunList(text) {
    if (text !== undefined)
        (await __webpack_require__.e(/* import() */ 710).then(__webpack_require__.bind(__webpack_require__, 40710))).parseRerunSideEffects(text, '--rerun-side-effects');
}
// ---------------------------------------------------------------- per command
/** The options of `run` (and its phase): the tail size to keep, checked. */
async function checkRunOptions(phase, o) {
    phaseId(phase, 'phase');
    if (o.always && o.sideEffect)
        refuse(`run ${phase}: --always and --side-effect do not go together: a side effect is never run again silently`);
    (await Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(1634), __webpack_require__.e(1225), __webpack_require__.e(2426)]).then(__webpack_require__.bind(__webpack_require__, 41225))).outputsMode(o.outputs, o.outputsMaxSize);
    const tail = tailBytes(o.tail ?? _argv_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_TAIL */ .p);
    phaseIds(o.requires, '--requires');
    envNames(o.env, '--env');
    await globs(o.inputs, '--inputs', false);
    if (!(o.outputs?.length === 1 && o.outputs[0] === 'none'))
        await globs(o.outputs, '--outputs', true);
    return { tailBytes: tail };
}
const str = (v) => (typeof v === 'string' ? v : undefined);
const list = (v) => (Array.isArray(v) ? v : undefined);
/** What `--reason` may hold, by where it is kept in the state. */
const REASON_MAX = 1024;
const ERROR_MAX = 4096;
const CHECKS = {
    init: async (o) => {
        someText(str(o.workflow), '--workflow', 256);
        someText(str(o.job), '--job', 256);
        const phases = str(o.phases);
        if (phases !== undefined)
            (await __webpack_require__.e(/* import() */ 2040).then(__webpack_require__.bind(__webpack_require__, 42040))).parsePhaseList(phases, '--phases');
        existingFile(str(o.phasesFile), '--phases-file');
        await strategy(str(o.resume), '--resume');
        const profile = str(o.profile);
        if (profile !== undefined && !_core_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .PHASE_ID_PATTERN */ .T5.test(profile))
            invalid('--profile', profile, `a profile name: ${PHASE_ID_HELP}`);
        await rerunList(str(o.rerunSideEffects));
        const policy = () => Promise.all(/* import() */[__webpack_require__.e(2402), __webpack_require__.e(5595)]).then(__webpack_require__.bind(__webpack_require__, 5595));
        const interval = str(o.checkpointInterval);
        if (interval !== undefined)
            (await policy()).parseCheckpointInterval(interval, '--checkpoint-interval');
        const max = str(o.maxCheckpoints);
        if (max !== undefined)
            (await policy()).parseMaxCheckpoints(max, '--max-checkpoints');
    },
    'phase start': (o, [id = '']) => {
        phaseId(id, 'phase');
        phaseIds(list(o.requires), '--requires');
    },
    'phase done': (_o, [id = '']) => void phaseId(id, 'phase'),
    'phase fail': (o, [id = '']) => {
        phaseId(id, 'phase');
        someText(str(o.reason), '--reason', ERROR_MAX);
    },
    'phase skip': (o, [id = '']) => {
        phaseId(id, 'phase');
        someText(str(o.reason), '--reason', REASON_MAX);
    },
    pause: (o) => someText(str(o.reason), '--reason', REASON_MAX),
    result: (_o, [id = '']) => void phaseId(id, 'result'),
    checkpoint: async (o) => {
        const phase = str(o.phase);
        if (phase !== undefined)
            phaseId(phase, '--phase');
        const files = list(o.files);
        await globs(files, '--files', true);
        await globs(list(o.allowSecrets), '--allow-secrets', true);
        if (!files?.length && o.gitChanged)
            refuse('--git-changed goes with --files: add the globs');
        if (!files?.length && o.allowSecrets)
            refuse('--allow-secrets goes with --files: add the globs');
        someText(str(o.capture), '--capture', 4096);
        someText(str(o.restore), '--restore', 4096);
        someText(str(o.name), '--name', 128);
    },
    resume: async (o) => {
        await strategy(str(o.strategy), '--strategy');
        await rerunList(str(o.rerunSideEffects));
    },
    rollback: (o) => {
        const to = str(o.to) ?? '';
        if (to.trim() === '' || to.length > 128 || /\s/.test(to))
            invalid('--to', to, 'a checkpoint id or a phase (see ci-state status)');
        someText(str(o.reason), '--reason', REASON_MAX);
    },
    history: async (o) => {
        oneOf(str(o.source), '--source', ['local', 'repo', 'run', 'remote']);
        if (o.remote !== undefined && o.source !== undefined && o.source !== 'remote')
            refuse(`--remote goes with --source remote (or no --source), not --source ${str(o.source)}`);
        for (const f of list(o.file) ?? [])
            existingFile(f, '--file');
        repoName(str(o.repo), '--repo');
        oneOf(str(o.status), '--status', [
            ...new Set([..._core_schema_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_RUN_STATUSES */ .ch, ..._core_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .PhaseStatus */ .ko.options]),
        ]);
        await timeSpec(str(o.since), '--since');
        await timeSpec(str(o.until), '--until');
        const phase = str(o.phase);
        if (phase !== undefined)
            phaseId(phase, '--phase');
        const format = str(o.format);
        if (format !== undefined)
            (await Promise.all(/* import() */[__webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(8154)]).then(__webpack_require__.bind(__webpack_require__, 18154))).parseFormat(format, '--format');
        writableFile(str(o.output), '--output');
        const maxRuns = str(o.maxRuns);
        if (maxRuns !== undefined)
            wholeNumber(maxRuns, '--max-runs', 1, 1000);
        const concurrency = str(o.concurrency);
        if (concurrency !== undefined)
            wholeNumber(concurrency, '--concurrency', 1, 16);
        someText(str(o.cacheDir), '--cache-dir', 4096);
    },
    validate: (_o, [file = '']) => existingFile(file, 'validate'),
    cleanup: async (o) => {
        await duration(str(o.olderThan), '--older-than');
        const keep = str(o.keep);
        if (keep !== undefined)
            wholeNumber(keep, '--keep', 0, 100_000);
        repoName(str(o.repo), '--repo');
        if (keep !== undefined && o.repo === undefined)
            refuse('--keep goes with --repo: it keeps artifacts and caches of the repository');
        if (o.repo !== undefined && o.olderThan === undefined)
            refuse('--repo needs --older-than: say how old is old (e.g. 30d)');
    },
};
/** "phase start" for the `start` subcommand of `phase`. */
function commandPath(command) {
    const names = [];
    for (let c = command; c?.parent; c = c.parent)
        names.unshift(c.name());
    return names.join(' ');
}
/** Checks the options and arguments of the command about to run (a commander preAction hook). */
async function checkCommand(command) {
    const check = CHECKS[commandPath(command)];
    if (check)
        await check(command.opts(), command.processedArgs);
}


/***/ }),

/***/ 13930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OD: () => (/* binding */ scopeKey),
/* harmony export */   Si: () => (/* binding */ newId),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   eG: () => (/* binding */ laterOf),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   lO: () => (/* binding */ compareIso),
/* harmony export */   ol: () => (/* binding */ digestOf),
/* harmony export */   tK: () => (/* binding */ toIso),
/* harmony export */   z4: () => (/* binding */ msBetween)
/* harmony export */ });
/* unused harmony export walkCanonical */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82437);
/**
 * Canonical JSON, digests, scope keys and ids. Canonical JSON has sorted object keys and no
 * whitespace, so equal data always gives the same text and the same sha256 whatever the key order.
 */





/**
 * JSON text with object keys sorted (by UTF-16 code units), arrays in order. Follows JSON.stringify
 * for everything else: `toJSON` is honoured, undefined/functions/symbols in objects are dropped (and
 * become null in arrays), non-finite numbers become null. Cycles and bigints are refused.
 *
 * The engine's own serializer does the work, each object handed to it as a copy with its keys
 * sorted: about twice as fast as a walk in JavaScript on a large manifest (docs/performance.md,
 * "Numbers behind choices in the code"). An object with a key that looks like an array index
 * cannot be copied in sorted order (the engine lists such keys first, in numeric order), nor can
 * a key "__proto__", and cycles and bigints must be refused with our own error: those go through
 * `walkCanonical`, which gives the same text.
 */
function canonicalJson(value) {
    try {
        const text = JSON.stringify(value, withSortedKeys);
        if (text !== undefined)
            return text;
    }
    catch {
        // an index-like key, a cycle, a bigint: the walk says what is wrong, if anything
    }
    return walkCanonical(value);
}
const INDEX_LIKE = /^(?:0|[1-9][0-9]*)$/;
const UNSORTABLE = new Error('a key the engine does not keep in order');
function withSortedKeys(_key, v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return v;
    const record = v;
    const sorted = {};
    for (const key of Object.keys(record).sort()) {
        // "__proto__" (JSON.parse makes such keys) would set the copy's prototype, not a key.
        if (key === '__proto__' || INDEX_LIKE.test(key))
            throw UNSORTABLE;
        sorted[key] = record[key];
    }
    return sorted;
}
/** `canonicalJson` by a walk in JavaScript: the reference, and the way for what the fast one refuses. */
function walkCanonical(value) {
    const seen = new Set();
    const walk = (v, inArray) => {
        if (v !== null &&
            typeof v === 'object' &&
            typeof v.toJSON === 'function') {
            v = v.toJSON();
        }
        if (v === null)
            return 'null';
        switch (typeof v) {
            case 'string':
                return JSON.stringify(v);
            case 'number':
                return Number.isFinite(v) ? JSON.stringify(v) : 'null';
            case 'boolean':
                return v ? 'true' : 'false';
            case 'bigint':
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'canonical JSON: a bigint is not JSON data');
            case 'undefined':
            case 'function':
            case 'symbol':
                return inArray ? 'null' : undefined;
            default:
                break;
        }
        const obj = v;
        if (seen.has(obj)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'canonical JSON: the value has a cycle');
        }
        seen.add(obj);
        let out;
        if (Array.isArray(obj)) {
            out = `[${obj.map((item) => walk(item, true)).join(',')}]`;
        }
        else {
            const record = obj;
            const parts = [];
            for (const key of Object.keys(record).sort()) {
                const text = walk(record[key], false);
                if (text !== undefined)
                    parts.push(`${JSON.stringify(key)}:${text}`);
            }
            out = `{${parts.join(',')}}`;
        }
        seen.delete(obj);
        return out;
    };
    return walk(value, false) ?? 'null';
}
/** Lowercase hex sha256 of a string (UTF-8) or bytes. */
function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
/** sha256 of the canonical JSON of a value. */
function digestOf(value) {
    return sha256Hex(canonicalJson(value));
}
/**
 * The key of a scope in store file names and cache keys: the first 32 hex characters of the sha256
 * of its canonical JSON. The scope is normalised first (a missing matrix is the same as "").
 */
function scopeKey(scope) {
    // The scope field of the generated RunState validator parses it as Scope does, without building
    // the schemas; what it refuses, zod checks again to say why.
    const out = {};
    if (_state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__/* .RunStateFields */ .GR['scope']?.({ scope }, out))
        return digestOf(out.scope).slice(0, 32);
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .Scope */ .HG.safeParse(scope);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `scope is not valid: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues).join('; ')}`);
    }
    return digestOf(parsed.data).slice(0, 32);
}
/**
 * A new id: `<prefix>-<yyyymmddThhmmssZ>-<8 hex>`. Sortable by time; the random part comes from
 * `randomHex` when given (tests, replays) or from node:crypto.
 */
function newId(prefix, now, randomHex) {
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(prefix)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `id prefix ${JSON.stringify(prefix)} is not valid: expected 1-32 lowercase letters, digits or "-", starting with a letter`);
    }
    const iso = toIso(now, 'id time');
    const stamp = iso.replace(/[-:]/g, '').replace(/\.\d+/, '');
    const random = (randomHex ?? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)().replace(/-/g, '')).toLowerCase();
    if (!/^[0-9a-f]{8,}$/.test(random)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `id randomness ${JSON.stringify(random.slice(0, 40))} is not valid: expected at least 8 hex digits`);
    }
    return `${prefix}-${stamp}-${random.slice(0, 8)}`;
}
/**
 * A time given to the core (the core has no clock): a Date or an ISO 8601 string with a time zone.
 * Returns the normalised UTC form (`2024-05-01T12:00:00.000Z`).
 */
function toIso(now, what = 'now') {
    let date;
    if (now instanceof Date)
        date = now;
    else if (typeof now === 'string' &&
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(now)) {
        date = new Date(now);
    }
    else {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_time', `${what} ${JSON.stringify(String(now).slice(0, 60))} is not a time: expected an ISO 8601 date-time with a time zone, e.g. 2024-05-01T12:00:00Z`);
    }
    const ms = date.getTime();
    if (!Number.isFinite(ms) || ms < 0 || ms > 253402300799999) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_time', `${what} ${JSON.stringify(String(now).slice(0, 60))} is not a time: expected an ISO 8601 date-time between years 1970 and 9999`);
    }
    return date.toISOString();
}
/** Milliseconds from `a` to `b` (ISO strings); 0 when either is missing or b is before a. */
function msBetween(a, b) {
    if (a === undefined || b === undefined)
        return 0;
    const d = Date.parse(b) - Date.parse(a);
    return Number.isFinite(d) && d > 0 ? d : 0;
}
/** The later of two ISO times (the first when they are equal or the second is missing). */
function laterOf(a, b) {
    if (b === undefined)
        return a;
    return Date.parse(b) > Date.parse(a) ? b : a;
}
/** Compares ISO times: negative when a is before b. */
function compareIso(a, b) {
    return Date.parse(a) - Date.parse(b);
}


/***/ }),

/***/ 61349:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_INTERVAL_MS: () => (/* binding */ DEFAULT_INTERVAL_MS),
/* harmony export */   DEFAULT_MIN_BYTES: () => (/* binding */ DEFAULT_MIN_BYTES),
/* harmony export */   bytesUnder: () => (/* binding */ bytesUnder),
/* harmony export */   formatAmount: () => (/* binding */ formatAmount),
/* harmony export */   formatDone: () => (/* binding */ formatDone),
/* harmony export */   formatProgress: () => (/* binding */ formatProgress),
/* harmony export */   formatSize: () => (/* binding */ formatSize),
/* harmony export */   formatSummary: () => (/* binding */ formatSummary),
/* harmony export */   fromToolkitLines: () => (/* binding */ fromToolkitLines),
/* harmony export */   mb: () => (/* binding */ mb),
/* harmony export */   progressMinBytes: () => (/* binding */ progressMinBytes),
/* harmony export */   seconds: () => (/* binding */ seconds),
/* harmony export */   sizeAndTime: () => (/* binding */ sizeAndTime),
/* harmony export */   startProgress: () => (/* binding */ startProgress),
/* harmony export */   stopwatch: () => (/* binding */ stopwatch)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/**
 * Progress of one long transfer (a checkpoint pack, a bundle) to or from the Actions cache or
 * artifacts, as lines for a log:
 *
 *     checkpoint pack upload: 120.0 of 312.4 MB (38%), 22.0 MB/s
 *     checkpoint pack upload: 312.4 MB in 14.2 s (22.0 MB/s)
 *
 * A progress line at most every `intervalMs` (5 s; CI_STATE_PROGRESS_INTERVAL_MS, where 0 means
 * at every update), the first one only once the transfer has run that long, so short transfers
 * print none; a final line with the size and the duration when the transfer moved at least
 * `minBytes` (8 MiB; CI_STATE_PROGRESS_MIN_BYTES) or already printed progress. MB are 2^20 bytes,
 * as the toolkit counts them. The rate is the average since the start.
 *
 * A step that moves several things (the packs of a restore, the history artifacts) also says
 * what moved in one line, whatever its size: `formatSummary` ("fetched 1 checkpoint pack
 * (300.0 MB) in 9.8 s"), timed by a `stopwatch`.
 *
 * The byte counts come from the clients where they give them (the bytes our blob requests hand to
 * the connection, the Azure SDK's `onProgress`, the toolkit's own "Sent …"/"Uploaded bytes …"
 * lines), else from a `poll` (the size of what a download wrote so far). Lines are written in the
 * async context the reporter was started in, so that a capture of the toolkit's output around the
 * transfer (captureToolkitLog) does not take them.
 */



const DEFAULT_INTERVAL_MS = 5_000;
const DEFAULT_MIN_BYTES = 8 * 2 ** 20;
/** How often a `poll` runs when lines go out at every update (interval 0). */
const EAGER_POLL_MS = 100;
/** A timer may fire a little before its interval has passed by the clock used here. */
const SLACK_MS = 50;
const noop = {
    update: () => undefined,
    add: () => undefined,
    total: () => undefined,
    done: () => undefined,
    fail: () => undefined,
    end: () => undefined,
    tick: () => Promise.resolve(),
};
function envNumber(name, fallback) {
    const raw = process.env[name]?.trim();
    if (!raw)
        return fallback;
    const n = Number(raw);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
}
function mb(bytes) {
    return (bytes / 2 ** 20).toFixed(1);
}
function rate(bytes, ms) {
    return mb((bytes * 1000) / Math.max(ms, 1));
}
/** Milliseconds as seconds with one decimal: "9.8 s". */
function seconds(ms) {
    return `${(Math.max(ms, 0) / 1000).toFixed(1)} s`;
}
/** What a progress line says of the amount: "X of Y MB (Z%)", or "X MB" when Y is not known. */
function formatAmount(bytes, total) {
    if (total === undefined)
        return `${mb(bytes)} MB`;
    const of = Math.max(total, bytes);
    const pct = of === 0 ? 100 : Math.floor((100 * bytes) / of);
    return `${mb(bytes)} of ${mb(of)} MB (${pct}%)`;
}
/** A progress line, `elapsedMs` after the start: "X of Y MB (Z%), N MB/s" or "X MB, N MB/s". */
function formatProgress(bytes, total, elapsedMs) {
    return `${formatAmount(bytes, total)}, ${rate(bytes, elapsedMs)} MB/s`;
}
/** The final line of one transfer: "X MB in T s (N MB/s)". */
function formatDone(bytes, ms) {
    return `${mb(bytes)} MB in ${seconds(ms)} (${rate(bytes, ms)} MB/s)`;
}
/** A size for a summary: "300.0 MB", "2.4 KB" under 1 MB, "12 B" under 1 KB. */
function formatSize(bytes) {
    if (bytes < 2 ** 10)
        return `${bytes} B`;
    return bytes >= 2 ** 20 ? `${mb(bytes)} MB` : `${(bytes / 2 ** 10).toFixed(1)} KB`;
}
/**
 * A line that sums up a transfer or several (`what` says what moved), whatever its size:
 * "fetched 1 checkpoint pack (300.0 MB) in 9.8 s".
 */
function formatSummary(what, bytes, ms) {
    return `${what} ${sizeAndTime(bytes, ms)}`;
}
/** "(300.0 MB) in 9.8 s". */
function sizeAndTime(bytes, ms) {
    return `(${formatSize(bytes)}) in ${seconds(ms)}`;
}
/** A stopwatch: the milliseconds since it was started, by `now` (`performance.now` by default). */
function stopwatch(now = () => performance.now()) {
    const start = now();
    return () => now() - start;
}
/** The size from which a transfer is worth lines of its own (CI_STATE_PROGRESS_MIN_BYTES). */
function progressMinBytes() {
    return envNumber('CI_STATE_PROGRESS_MIN_BYTES', DEFAULT_MIN_BYTES);
}
/** A reporter for one transfer; one that does nothing without a sink. */
function startProgress(o) {
    const sink = o.sink;
    if (!sink)
        return noop;
    const interval = o.intervalMs ?? envNumber('CI_STATE_PROGRESS_INTERVAL_MS', DEFAULT_INTERVAL_MS);
    const minBytes = o.minBytes ?? progressMinBytes();
    const now = o.now ?? (() => performance.now());
    const inOrigin = node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage.snapshot();
    const emit = (line) => {
        try {
            inOrigin(() => sink(`${o.label}: ${line}`));
        }
        catch {
            // a broken sink never breaks the transfer
        }
    };
    const start = now();
    let total = o.total;
    let bytes = 0;
    /** Whether any count came in (a transfer that reports nothing prints no "0.0 MB" lines). */
    let counted = false;
    let lastLine = start;
    let lastShown;
    let printed = false;
    let closed = false;
    const maybePrint = (force = false) => {
        if (closed || !counted)
            return;
        const t = now();
        if (!force && t - lastLine + SLACK_MS < interval)
            return;
        const shown = formatAmount(bytes, total);
        if (shown === lastShown)
            return; // nothing new since the last line
        lastShown = shown;
        lastLine = t;
        printed = true;
        emit(formatProgress(bytes, total, t - start));
    };
    const update = (n) => {
        if (closed || !Number.isFinite(n))
            return;
        counted = true;
        if (n > bytes)
            bytes = n;
        if (interval === 0)
            maybePrint(true);
        else
            maybePrint();
    };
    let polling = false;
    const tick = async () => {
        if (closed)
            return;
        if (o.poll && !polling) {
            polling = true;
            try {
                const n = await o.poll();
                if (n !== undefined) {
                    counted = true;
                    if (n > bytes)
                        bytes = n;
                }
            }
            catch {
                // a failed poll is a tick without news
            }
            finally {
                polling = false;
            }
        }
        maybePrint(interval === 0);
    };
    let timer;
    if (o.timer !== false && (interval > 0 || o.poll)) {
        timer = setInterval(() => void tick(), interval > 0 ? interval : EAGER_POLL_MS);
        timer.unref();
    }
    const close = () => {
        closed = true;
        if (timer)
            clearInterval(timer);
    };
    return {
        update,
        add: (delta) => update(bytes + delta),
        total(n) {
            if (n !== undefined && Number.isFinite(n) && n >= 0)
                total = n;
        },
        done(final) {
            if (closed)
                return;
            if (final !== undefined && Number.isFinite(final)) {
                counted = true;
                bytes = final;
                // Done is all of it (a size announced in advance may have been the zip's, say).
                if (total !== undefined)
                    total = final;
            }
            // At every update, the last progress line is the complete one.
            if (interval === 0 && total !== undefined)
                maybePrint(true);
            close();
            if (bytes < minBytes && !printed)
                return;
            emit(formatDone(bytes, now() - start));
        },
        fail() {
            if (closed)
                return;
            close();
            if (!printed)
                return;
            emit(`stopped after ${mb(bytes)} MB in ${seconds(now() - start)}`);
        },
        end() {
            if (closed)
                return;
            if (interval === 0 && total !== undefined)
                maybePrint(true);
            close();
        },
        tick,
    };
}
/** The bytes of the files under `dir` (a download's destination), for a `poll`. */
async function bytesUnder(dir) {
    let sum = 0;
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { recursive: true, withFileTypes: true });
    await Promise.all(entries
        .filter((e) => e.isFile())
        .map(async (e) => {
        sum += await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(e.parentPath, e.name)).then((s) => s.size, () => 0);
    }));
    return sum;
}
/**
 * Feeds `p` from the toolkit's own progress lines (a `passThrough` of captureToolkitLog):
 * `@actions/cache`'s "Sent N of M (…%)" (its Azure SDK upload) and "Received N of M (…%)" (its
 * Azure SDK download), its "Cache Size: ~N MB (B B)" once an archive is down, and
 * `@actions/artifact`'s "Uploaded bytes N".
 */
function fromToolkitLines(p) {
    return (line) => {
        let m = /^(?:Sent|Received) (\d+) of (\d+) \(/.exec(line);
        if (m) {
            p.total(Number(m[2]));
            p.update(Number(m[1]));
            return;
        }
        m = /^Cache Size: ~\d+ MB \((\d+) B\)/.exec(line);
        if (m) {
            p.total(Number(m[1]));
            p.update(Number(m[1]));
            return;
        }
        m = /^Uploaded bytes (\d+)$/.exec(line);
        if (m)
            p.update(Number(m[1]));
    };
}


/***/ })

};
