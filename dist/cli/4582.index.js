export const id = 4582;
export const ids = [4582,4691];
export const modules = {

/***/ 26943:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ historyJsonl)
/* harmony export */ });
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48584);
/** History entries as the JSONL that every store of the history keeps (artifact, bucket, file). */


/** The entries as JSONL; throws (naming the entry) if one is not a valid history entry. */
function historyJsonl(entries) {
    return entries
        .map((entry, i) => {
        const r = _schema_js__WEBPACK_IMPORTED_MODULE_1__/* .HistoryEntry */ .XF.safeParse(entry);
        if (!r.success)
            throw new Error(`history entry ${i + 1} is invalid: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .formatIssues */ .og)(r.error.issues).join('; ')}`);
        return `${JSON.stringify(r.data)}\n`;
    })
        .join('');
}


/***/ }),

/***/ 69996:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ mapPool)
/* harmony export */ });
/**
 * Bounded concurrency for the adapters' I/O (hashing files, REST calls, artifact downloads): one
 * promise pool, pure, so every layer can use it.
 *
 *     mapPool(items, concurrency, fn): Promise<R[]>      at most `concurrency` calls of fn at once;
 *                                                        results in the order of `items`
 */
async function mapPool(items, concurrency, fn) {
    const results = new Array(items.length);
    let next = 0;
    // A concurrency below 1 (or not a number) still makes progress, one call at a time.
    const width = Math.max(1, Math.min(Math.floor(concurrency) || 1, items.length));
    const workers = Array.from({ length: width }, async () => {
        while (next < items.length) {
            const i = next++;
            results[i] = await fn(items[i], i);
        }
    });
    await Promise.all(workers);
    return results;
}


/***/ }),

/***/ 54691:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkQuery: () => (/* binding */ checkQuery),
/* harmony export */   entryTime: () => (/* binding */ entryTime),
/* harmony export */   filterEntries: () => (/* binding */ filterEntries),
/* harmony export */   matchesQuery: () => (/* binding */ matchesQuery),
/* harmony export */   parseDurationSpec: () => (/* binding */ parseDurationSpec),
/* harmony export */   parseTimeSpec: () => (/* binding */ parseTimeSpec)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48584);
/* harmony import */ var _core_schema_constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64333);
/**
 * Which history entries a query keeps, and the parsing of the time and duration specs queries are
 * written with. The conditions are listed on `matchesQuery` and in docs/history.md, "Filters".
 */



/** An entry's time in ms since the epoch: a run's end, a phase's end (else start); NaN if none. */
function entryTime(e) {
    const text = e.kind === 'run' ? e.endedAt : (e.endedAt ?? e.startedAt);
    return text ? Date.parse(text) : NaN;
}
function refMatches(ref, branch) {
    return ref === branch || ref === `refs/heads/${branch}` || ref === `refs/tags/${branch}`;
}
/** `query.text` lower-cased once per query, not once per entry. */
const lowered = new WeakMap();
/**
 * Whether `e` matches `q`. All conditions must hold. `workflow`, `job` and `phase` are exact names;
 * `branch` matches the entry's ref exactly or as `refs/heads/<branch>` / `refs/tags/<branch>`;
 * `status` is a run status for run entries and a phase status for phase entries; `since`/`until`
 * (inclusive) apply to `entryTime` and drop entries without a time (phases reused on resume carry
 * none); `phase` keeps only that phase's entries; `text` is a case-insensitive substring of the
 * workflow, job or phase name (the task) or of the error.
 */
function matchesQuery(e, q) {
    if (q.workflow !== undefined && e.workflow !== q.workflow)
        return false;
    if (q.job !== undefined && e.job !== q.job)
        return false;
    if (q.branch !== undefined && !refMatches(e.ref, q.branch))
        return false;
    if (q.status !== undefined && e.status !== q.status)
        return false;
    if (q.phase !== undefined && (e.kind !== 'phase' || e.phase !== q.phase))
        return false;
    if (q.since !== undefined || q.until !== undefined) {
        const t = entryTime(e);
        if (q.since !== undefined && !(t >= q.since))
            return false;
        if (q.until !== undefined && !(t <= q.until))
            return false;
    }
    if (q.text !== undefined && q.text !== '') {
        let needle = lowered.get(q);
        if (needle === undefined)
            lowered.set(q, (needle = q.text.toLowerCase()));
        const hay = [e.workflow, e.job, e.kind === 'phase' ? e.phase : '', e.error ?? ''];
        if (!hay.some((h) => h.toLowerCase().includes(needle)))
            return false;
    }
    return true;
}
/** The entries that match `query`, streamed. */
async function* filterEntries(entries, query) {
    for await (const e of entries)
        if (matchesQuery(e, query))
            yield e;
}
const UNITS = {
    s: 1000,
    m: 60_000,
    h: 3_600_000,
    d: 86_400_000,
    w: 7 * 86_400_000,
};
/** "30d" -> 2,592,000,000. Accepts s, m, h, d, w; whole or decimal numbers. */
function parseDurationSpec(text, name) {
    const m = /^\s*(\d+(?:\.\d+)?)\s*([smhdw])\s*$/i.exec(text);
    if (!m) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `${name} "${text}" is not a duration: use a number and a unit, like 90m, 12h, 30d or 2w`);
    }
    return Math.round(Number(m[1]) * UNITS[m[2].toLowerCase()]);
}
/** An ISO date or time, or an age before `now` ("7d": seven days ago). */
function parseTimeSpec(text, name, now = Date.now()) {
    if (/^\s*\d+(?:\.\d+)?\s*[smhdw]\s*$/i.test(text))
        return now - parseDurationSpec(text, name);
    const t = /^\d{4}-\d{2}-\d{2}/.test(text.trim()) ? Date.parse(text.trim()) : NaN;
    if (Number.isNaN(t)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `${name} "${text}" is not a time: use an ISO date (2026-01-31, 2026-01-31T12:00Z) or an age like 30m, 12h, 7d, 2w`);
    }
    return t;
}
/** Checks a query's values; throws a one-line error that names the field and what it accepts. */
function checkQuery(q) {
    if (q.status !== undefined) {
        const known = new Set([..._core_schema_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_RUN_STATUSES */ .ch, ..._core_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PHASE_STATUSES */ .BV]);
        if (!known.has(q.status)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `status "${q.status}" is not a status: use one of ${[...known].join(', ')}`);
        }
    }
    for (const k of ['since', 'until']) {
        const v = q[k];
        if (v !== undefined && !Number.isFinite(v))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `${k} is not a time`);
    }
    if (q.since !== undefined && q.until !== undefined && q.since > q.until) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', 'since is after until: no entry can match');
    }
    return q;
}


/***/ }),

/***/ 24582:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CACHE_KEY_PREFIX: () => (/* reexport */ CACHE_KEY_PREFIX),
  ENTRY_COLUMNS: () => (/* reexport */ format.ENTRY_COLUMNS),
  HISTORY_ARTIFACT_FILE: () => (/* reexport */ HISTORY_ARTIFACT_FILE),
  HISTORY_FORMATS: () => (/* reexport */ format.HISTORY_FORMATS),
  HistoryStatsAccumulator: () => (/* reexport */ HistoryStatsAccumulator),
  OTHER_KEY: () => (/* reexport */ OTHER_KEY),
  QuantileSketch: () => (/* reexport */ QuantileSketch),
  addFailure: () => (/* reexport */ source/* addFailure */.qx),
  addFileStats: () => (/* reexport */ source/* addFileStats */.Bu),
  applyCleanup: () => (/* reexport */ applyCleanup),
  cachePathFor: () => (/* reexport */ cachePathFor),
  checkQuery: () => (/* reexport */ filter.checkQuery),
  computeStats: () => (/* reexport */ computeStats),
  concatSources: () => (/* reexport */ source/* concatSources */.zJ),
  csvField: () => (/* reexport */ format.csvField),
  csvLine: () => (/* reexport */ format.csvLine),
  describeCleanupPlan: () => (/* reexport */ describeCleanupPlan),
  describeSourceStats: () => (/* reexport */ source/* describeSourceStats */.A7),
  emptySourceStats: () => (/* reexport */ source/* emptySourceStats */.kW),
  entryRecord: () => (/* reexport */ format.entryRecord),
  entryTime: () => (/* reexport */ filter.entryTime),
  escapeHtmlText: () => (/* reexport */ escapeHtmlText),
  filterEntries: () => (/* reexport */ filter.filterEntries),
  flattenBatches: () => (/* reexport */ source/* flattenBatches */.Pk),
  formatEntries: () => (/* reexport */ format.formatEntries),
  formatStatsCsv: () => (/* reexport */ format.formatStatsCsv),
  formatStatsJson: () => (/* reexport */ format.formatStatsJson),
  formatStatsMarkdown: () => (/* reexport */ format.formatStatsMarkdown),
  formatStatsTable: () => (/* reexport */ format.formatStatsTable),
  historyFileBatches: () => (/* reexport */ source/* historyFileBatches */.d3),
  historyLines: () => (/* reexport */ historyLines),
  isBatched: () => (/* reexport */ source/* isBatched */.sQ),
  jsonForScript: () => (/* reexport */ jsonForScript),
  localSource: () => (/* reexport */ source/* localSource */.j1),
  mapPool: () => (/* reexport */ pool/* mapPool */.P),
  matchesQuery: () => (/* reexport */ filter.matchesQuery),
  parseDurationSpec: () => (/* reexport */ filter.parseDurationSpec),
  parseFormat: () => (/* reexport */ format.parseFormat),
  parseTimeSpec: () => (/* reexport */ filter.parseTimeSpec),
  planCleanup: () => (/* reexport */ planCleanup),
  pruneLocalHistory: () => (/* reexport */ pruneLocalHistory),
  renderHtmlReport: () => (/* reexport */ renderHtmlReport),
  runArtifactsSource: () => (/* reexport */ runArtifactsSource),
  textTable: () => (/* reexport */ format.textTable),
  writeHistoryArtifact: () => (/* reexport */ writeHistoryArtifact)
});

// EXTERNAL MODULE: ./.build/history/source.js
var source = __webpack_require__(15556);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/github/keys.js
var keys = __webpack_require__(90610);
// EXTERNAL MODULE: ./.build/store/atomic.js
var atomic = __webpack_require__(33367);
// EXTERNAL MODULE: ./.build/core/pool.js
var pool = __webpack_require__(69996);
// EXTERNAL MODULE: ./.build/core/words.js
var words = __webpack_require__(93265);
// EXTERNAL MODULE: ./.build/transfer/progress.js
var transfer_progress = __webpack_require__(61349);
// EXTERNAL MODULE: ./.build/transfer/stdout.js
var stdout = __webpack_require__(84997);
;// CONCATENATED MODULE: ./.build/history/rest-source.js
/**
 * History across the repository's recent workflow runs, through the REST API.
 *
 *     runArtifactsSource({
 *       rest, token, owner, repo,           REST client; token for the artifact downloads (findBy)
 *       workflow?, branch?, since?,         which runs: workflow name or file (e.g. ci.yml),
 *                                           head branch, created at or after `since` (ms)
 *       maxRuns, concurrency, cacheDir,     newest runs to look at; parallel calls; local cache
 *       runIds?,                            or just these runs (the current run)
 *       maxArtifactBytes?, download?, log?,
 *       progress?                           progress lines of the downloads (progress.ts)
 *     }): HistorySource
 *
 * 1. Lists the runs, newest first (`GET /repos/{o}/{r}/actions/runs`, 100 a page), stopping at
 *    `maxRuns` matching runs or at the first run created before `since`.
 * 2. Lists each run's artifacts whose names start with `ci-state-history-` (every attempt's),
 *    `concurrency` runs at a time. A completed run's list is cached as
 *    `cacheDir/runs/<runId>-a<attempt>.json`: it cannot change until the run is re-run, which
 *    makes a new attempt number.
 * 3. Downloads the artifacts not in the cache with the artifact client
 *    (`downloadArtifact(id, { path, findBy })`), `concurrency` at a time, and keeps their lines as
 *    `cacheDir/<artifactId>.jsonl` (an artifact id never gets new content), so a second query
 *    downloads nothing it already has. A failed listing or download is counted in
 *    `stats.artifacts.failed` with its reason in `stats.failures`, never fatal; expired
 *    artifacts are counted apart. Only failing to list the runs themselves throws.
 * 4. Streams the cached files one at a time. Lines are validated as any history line (schema,
 *    untrusted JSON rules, size cap) and an entry must belong to the artifact's repository and
 *    run, else it is counted as `foreign` and skipped.
 *
 * Downloads all happen before the first entry is yielded (the artifact client writes progress
 * to stdout, which is taken aside meanwhile and handed to `log`); entries are never held in
 * memory, only on disk in the cache. With `progress`, the downloads are told as one transfer: a
 * line before, progress lines (the listed sizes of the artifacts done so far, of all of them)
 * and a line with the size and the duration after.
 */










const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
function reasonOf(e) {
    const message = (e?.message ?? String(e)).split('\n')[0].slice(0, 300);
    const status = e.status;
    return status && !message.includes(String(status)) ? `${message} (HTTP ${status})` : message;
}
function matchesWorkflow(run, workflow) {
    if (run.name === workflow)
        return true;
    const path = run.path ?? '';
    // `path` may carry a ref: ".github/workflows/ci.yml@refs/heads/main".
    const file = path.split('@')[0];
    return file === workflow || (0,external_node_path_.basename)(file) === workflow;
}
async function listRuns(o, stats) {
    if (o.runIds) {
        // Not known to be finished: their artifact lists are not cached.
        stats.runs = o.runIds.length;
        return o.runIds.map((id) => ({ id, attempt: 0, completed: false }));
    }
    const runs = [];
    const params = {
        owner: o.owner,
        repo: o.repo,
        per_page: 100,
        ...(o.branch ? { branch: o.branch } : {}),
    };
    try {
        pages: for await (const page of o.rest.paginate.iterator(o.rest.rest.actions.listWorkflowRunsForRepo, params)) {
            const items = page.data;
            if (!Array.isArray(items))
                throw new Error('the runs list came back unreadable');
            for (const run of items) {
                if (typeof run?.id !== 'number')
                    throw new Error('the runs list came back unreadable');
                const created = Date.parse(run.created_at ?? '');
                if (o.since !== undefined && created < o.since)
                    break pages; // newest first
                if (o.workflow && !matchesWorkflow(run, o.workflow))
                    continue;
                runs.push({
                    id: run.id,
                    attempt: typeof run.run_attempt === 'number' ? run.run_attempt : 1,
                    completed: run.status === 'completed',
                });
                if (runs.length >= o.maxRuns)
                    break pages;
            }
        }
    }
    catch (e) {
        throw new errors/* CiStateError */.eS('history_source', `cannot list the workflow runs of ${o.owner}/${o.repo}: ${reasonOf(e)}`, { exitCode: 1, cause: e });
    }
    stats.runs = runs.length;
    return runs;
}
function parseArtifacts(items, runId, now) {
    if (!Array.isArray(items))
        throw new Error('the artifact list came back unreadable');
    const out = [];
    for (const a of items) {
        if (typeof a?.id !== 'number' || typeof a.name !== 'string')
            throw new Error('the artifact list came back unreadable');
        if (!a.name.startsWith(keys/* HISTORY_ARTIFACT_PREFIX */.Ft))
            continue;
        const expiresAt = typeof a.expires_at === 'string' ? Date.parse(a.expires_at) : NaN;
        out.push({
            id: a.id,
            name: a.name,
            runId,
            sizeBytes: typeof a.size_in_bytes === 'number' ? a.size_in_bytes : 0,
            expiresAt: typeof a.expires_at === 'string' ? a.expires_at : '',
            expired: a.expired === true || expiresAt <= now,
        });
    }
    return out;
}
async function readJson(path) {
    try {
        return JSON.parse(await (0,promises_.readFile)(path, 'utf8'));
    }
    catch {
        return undefined;
    }
}
/** A cached list is ours, but a damaged one is simply listed again. */
function isRefList(v, runId) {
    return (Array.isArray(v) &&
        v.every((a) => typeof a?.id === 'number' &&
            typeof a.name === 'string' &&
            a.name.startsWith(keys/* HISTORY_ARTIFACT_PREFIX */.Ft) &&
            a.runId === runId &&
            typeof a.sizeBytes === 'number' &&
            typeof a.expiresAt === 'string' &&
            typeof a.expired === 'boolean'));
}
async function listRunArtifacts(o, run) {
    const cached = (0,external_node_path_.join)(o.cacheDir, 'runs', `${run.id}-a${run.attempt}.json`);
    if (run.completed) {
        const list = await readJson(cached);
        if (isRefList(list, run.id)) {
            // Expiry moves on with time even when the list does not.
            const now = Date.now();
            return list.map((a) => ({
                ...a,
                expired: a.expired || Date.parse(a.expiresAt) <= now,
            }));
        }
    }
    const now = Date.now();
    const all = [];
    for await (const page of o.rest.paginate.iterator(o.rest.rest.actions.listWorkflowRunArtifacts, {
        owner: o.owner,
        repo: o.repo,
        run_id: run.id,
        per_page: 100,
    })) {
        all.push(...parseArtifacts(page.data, run.id, now));
    }
    if (run.completed) {
        await (0,promises_.mkdir)((0,external_node_path_.join)(o.cacheDir, 'runs'), { recursive: true });
        await (0,atomic/* writeFileDurable */.Ld)(cached, `${JSON.stringify(all)}\n`).catch(() => undefined);
    }
    return all;
}
async function defaultDownload(o, a, dir) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(2244), __webpack_require__.e(4101), __webpack_require__.e(1334)]).then(__webpack_require__.bind(__webpack_require__, 21334)).catch((e) => {
        if (e?.code !== 'ERR_MODULE_NOT_FOUND')
            throw e;
        throw new Error('downloading needs @actions/artifact (npm install @actions/artifact), or a `download` option');
    });
    const client = new DefaultArtifactClient();
    const res = await client.downloadArtifact(a.id, {
        path: dir,
        findBy: {
            token: o.token,
            workflowRunId: a.runId,
            repositoryOwner: o.owner,
            repositoryName: o.repo,
        },
    });
    if (res.digestMismatch)
        throw new Error('digest mismatch');
}
/** Every `*.jsonl` file under `dir`, in name order. */
async function jsonlFiles(dir) {
    const names = (await (0,promises_.readdir)(dir, { recursive: true }));
    return names
        .filter((n) => n.endsWith('.jsonl'))
        .sort()
        .map((n) => (0,external_node_path_.join)(dir, n));
}
function cachePathFor(cacheDir, artifactId) {
    return (0,external_node_path_.join)(cacheDir, `${artifactId}.jsonl`);
}
/** Downloads one artifact into the cache; returns its cache path, or throws with the reason. */
async function fetchIntoCache(o, a) {
    const max = o.maxArtifactBytes ?? DEFAULT_MAX_BYTES;
    if (a.sizeBytes > max)
        throw new Error(`${a.sizeBytes} bytes is over the ${max}-byte cap`);
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(o.cacheDir, '.download-'));
    try {
        await (o.download ? o.download(a, dir) : defaultDownload(o, a, dir));
        const files = await jsonlFiles(dir);
        if (files.length === 0)
            throw new Error('it holds no .jsonl file');
        let total = 0;
        for (const f of files)
            total += (await (0,promises_.stat)(f)).size;
        if (total > max)
            throw new Error(`its lines are over the ${max}-byte cap`);
        const parts = [];
        for (const [i, f] of files.entries()) {
            const bytes = await (0,promises_.readFile)(f);
            parts.push(bytes);
            // A file without a final newline must not glue its last line onto the next file's first.
            if (i < files.length - 1 && bytes.length && bytes[bytes.length - 1] !== 0x0a)
                parts.push(Buffer.from('\n'));
        }
        await (0,atomic/* writeFileDurable */.Ld)(cachePathFor(o.cacheDir, a.id), Buffer.concat(parts));
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/** "1 history artifact", "37 history artifacts". */
function artifacts(n) {
    return `${n} history artifact${n === 1 ? '' : 's'}`;
}
async function exists(path) {
    try {
        return (await (0,promises_.stat)(path)).isFile();
    }
    catch {
        return false;
    }
}
function runArtifactsSource(o) {
    const stats = (0,source/* emptySourceStats */.kW)();
    const log = o.log ?? (() => undefined);
    const sink = o.progress;
    const tell = sink && ((line) => (0,stdout/* pastQuiet */.N5)(() => sink(line)));
    const repoName = `${o.owner}/${o.repo}`.toLowerCase();
    async function gather() {
        await (0,promises_.mkdir)(o.cacheDir, { recursive: true });
        const runs = await listRuns(o, stats);
        log(`history: ${(0,words/* plural */.L)(runs.length, 'run')} of ${o.owner}/${o.repo} to look at`);
        const lists = await (0,pool/* mapPool */.P)(runs, o.concurrency, async (run) => {
            try {
                return await listRunArtifacts(o, run);
            }
            catch (e) {
                (0,source/* addFailure */.qx)(stats, `run ${run.id}: listing its artifacts failed: ${reasonOf(e)}`);
                return [];
            }
        });
        const ready = [];
        const missing = [];
        for (const a of lists.flat()) {
            stats.artifacts.listed++;
            if (await exists(cachePathFor(o.cacheDir, a.id))) {
                stats.artifacts.cached++;
                ready.push(a);
            }
            else if (a.expired) {
                stats.artifacts.expired++;
            }
            else {
                missing.push(a);
            }
        }
        log(`history: ${(0,words/* plural */.L)(stats.artifacts.listed, 'artifact')}, ${ready.length} cached, ${missing.length} to download`);
        const size = missing.reduce((n, a) => n + a.sizeBytes, 0);
        if (tell && missing.length)
            tell(`downloading ${artifacts(missing.length)} (${(0,transfer_progress.formatSize)(size)})`);
        const elapsed = (0,transfer_progress.stopwatch)();
        // Lines past the quiet stretch below, which takes the artifact client's output aside.
        const progress = (0,transfer_progress.startProgress)({
            label: 'history artifacts download',
            sink: tell,
            total: size,
            minBytes: Infinity,
        });
        const fetched = await (0,stdout/* withQuietStdout */.QJ)(() => (0,pool/* mapPool */.P)(missing, o.concurrency, async (a) => {
            try {
                await fetchIntoCache(o, a);
                stats.artifacts.downloaded++;
                progress.add(a.sizeBytes);
                return a;
            }
            catch (e) {
                (0,source/* addFailure */.qx)(stats, `artifact ${a.name} (${a.id}) of run ${a.runId}: ${reasonOf(e)}`);
                return undefined;
            }
        }), log);
        progress.end();
        for (const a of fetched)
            if (a)
                ready.push(a);
        if (tell && missing.length) {
            const got = fetched.filter((a) => a !== undefined);
            const failed = missing.length - got.length;
            tell((0,transfer_progress.formatSummary)(`downloaded ${artifacts(got.length)}`, got.reduce((n, a) => n + a.sizeBytes, 0), elapsed()) + (failed ? `; ${failed} failed` : ''));
        }
        return ready.sort((x, y) => x.runId - y.runId || x.id - y.id);
    }
    const runIds = new Map();
    async function* paths() {
        for (const a of await gather()) {
            const path = cachePathFor(o.cacheDir, a.id);
            // The reader takes a missing file for an empty one: here it is an artifact left out.
            if (!(await exists(path))) {
                (0,source/* addFailure */.qx)(stats, `artifact ${a.name} (${a.id}) of run ${a.runId}: its cached lines are gone`);
                continue;
            }
            runIds.set(path, String(a.runId));
            yield path;
        }
    }
    // An entry must belong to the artifact's repository and run.
    const accept = (e, path) => e.repo.toLowerCase() === repoName && e.runId === runIds.get(path);
    return { entries: (0,source/* flattenBatches */.Pk)((0,source/* historyFileBatches */.d3)(paths(), stats, accept)), stats };
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./.build/core/schema.js + 4 modules
var schema = __webpack_require__(48584);
// EXTERNAL MODULE: ./.build/core/history-jsonl.js
var history_jsonl = __webpack_require__(26943);
// EXTERNAL MODULE: ./.build/github/artifact-direct.js + 1 modules
var artifact_direct = __webpack_require__(33677);
// EXTERNAL MODULE: ./.build/transfer/retry.js
var retry = __webpack_require__(67926);
;// CONCATENATED MODULE: ./.build/history/record.js
/**
 * Recording: the post step's history artifact, one file `history.jsonl` (the run entry and one
 * entry per phase, as the local store appends them), named so that the REST source finds it by
 * its prefix (docs/history.md, "Recording").
 */







const HISTORY_ARTIFACT_FILE = 'history.jsonl';
/** The entries as JSONL; throws (naming the entry) if one is not a valid history entry. */
const historyLines = history_jsonl/* historyJsonl */.T;
/** Tries of a direct upload: about what the toolkit's own retries of its calls take at most. */
const DIRECT_RETRY = { deadlineMs: 60_000 };
/**
 * Uploads the entries as the artifact `options.name` (`historyArtifactName(scopeKey, attempt)`).
 * Straight to the artifact service where the runtime variables are there (a zip as the toolkit
 * writes it: artifact-direct.ts; retried here, as the toolkit retries its calls), else through
 * `@actions/artifact`, imported only then. Never throws: a failure comes back as
 * `{ ok: false, reason }` for the step to report ("history NOT uploaded: …").
 */
async function writeHistoryArtifact(entries, options) {
    let text;
    try {
        text = historyLines(entries);
    }
    catch (e) {
        return { ok: false, reason: `history: ${e.message}`, final: true };
    }
    if (!text)
        return { ok: false, reason: 'history: no entries to upload', final: true };
    const bytes = Buffer.from(text);
    const svc = bytes.length <= artifact_direct/* DIRECT_MAX_BYTES */.X5 ? (0,artifact_direct/* artifactServiceFromEnv */.pW)() : undefined;
    if (svc) {
        const up = await (0,retry/* withRetry */.bD)(() => (0,artifact_direct/* uploadArtifactDirect */.NP)(svc, options.name, {
            fileName: HISTORY_ARTIFACT_FILE,
            bytes,
            compressionLevel: 6,
            retentionDays: options.retentionDays,
            what: 'history',
        }), DIRECT_RETRY);
        if (!up.ok)
            return { ok: false, reason: up.reasons.at(-1) ?? 'history: upload failed' };
        return { ok: true, value: { id: up.value.id, size: up.value.size } };
    }
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'ci-state-history-'));
    try {
        const file = (0,external_node_path_.join)(dir, HISTORY_ARTIFACT_FILE);
        await (0,promises_.writeFile)(file, text);
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(2244), __webpack_require__.e(4101), __webpack_require__.e(1334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
        const client = new DefaultArtifactClient();
        const { value } = await (0,retry/* captureToolkitLog */.z$)(() => client.uploadArtifact(options.name, [file], dir, {
            ...(options.retentionDays ? { retentionDays: options.retentionDays } : {}),
            compressionLevel: 6,
        }));
        if (!value.id)
            return { ok: false, reason: `history: upload of ${options.name} returned no id` };
        return { ok: true, value: { id: value.id, size: value.size ?? Buffer.byteLength(text) } };
    }
    catch (e) {
        const message = (e?.message ?? String(e)).split('\n')[0].slice(0, 500);
        const status = (0,retry/* statusFromMessage */.II)(message) ?? e.status;
        const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
        return { ok: false, reason: `history: upload of ${options.name} failed: ${message}`, final };
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./.build/history/filter.js
var filter = __webpack_require__(54691);
;// CONCATENATED MODULE: ./.build/history/quantile.js
/**
 * Percentiles of a stream of durations in bounded memory: exact up to a limit, then a logarithmic
 * histogram with a bounded relative error (`QuantileSketch`).
 */
/**
 * Nearest-rank percentiles of a stream of values (durations in ms), with `count`, `sum`, `min`,
 * `max` and `mean`.
 *
 * Up to `exactLimit` values (default 2048, 16 KiB) are kept as they are and percentiles are exact
 * (nearest rank: the smallest value with at least p% of the values at or below it). Past that
 * the values move into a logarithmic histogram (the DDSketch construction): bucket i holds the
 * values in (γ^(i-1), γ^i] with γ = (1+α)/(1-α), and a quantile is answered with the bucket's
 * midpoint 2γ^i/(γ+1), which is within a relative error α of the true nearest-rank value (α = 1% by
 * default; integer milliseconds add at most 0.5 ms of rounding). The rank itself is exact: only
 * the value is approximated. Memory is the number of non-empty buckets: durations from 1 ms to
 * 100 days need at most ln(8.64e9)/ln(γ) ≈ 1,140 buckets at α = 1%, whatever the count.
 * Zeros have their own counter.
 */
class QuantileSketch {
    exactLimit;
    gamma;
    logGamma;
    values = [];
    buckets;
    zeros = 0;
    count = 0;
    sum = 0;
    min = Infinity;
    max = 0;
    constructor(options = {}) {
        this.exactLimit = Math.max(1, Math.floor(options.exactLimit ?? 2048));
        const alpha = options.relativeAccuracy ?? 0.01;
        if (!(alpha > 0 && alpha < 1))
            throw new RangeError('relativeAccuracy must be in (0, 1)');
        this.gamma = (1 + alpha) / (1 - alpha);
        this.logGamma = Math.log(this.gamma);
    }
    /** True while every value is kept (percentiles are exact). */
    get exact() {
        return this.values !== undefined;
    }
    /** The mean of the values (0 for none). */
    get mean() {
        return this.count ? this.sum / this.count : 0;
    }
    /** Non-empty histogram buckets (0 while exact): the sketch's memory, in entries. */
    get bucketCount() {
        return this.buckets?.size ?? 0;
    }
    /** Adds one value; negative or non-finite values count as 0. */
    add(value) {
        const v = Number.isFinite(value) && value > 0 ? value : 0;
        this.count++;
        this.sum += v;
        if (v < this.min)
            this.min = v;
        if (v > this.max)
            this.max = v;
        if (this.values) {
            this.values.push(v);
            if (this.values.length > this.exactLimit) {
                const all = this.values;
                this.values = undefined;
                this.buckets = new Map();
                for (const x of all)
                    this.bucket(x);
            }
            return;
        }
        this.bucket(v);
    }
    bucket(v) {
        if (v <= 0) {
            this.zeros++;
            return;
        }
        const i = Math.ceil(Math.log(v) / this.logGamma);
        const buckets = this.buckets;
        buckets.set(i, (buckets.get(i) ?? 0) + 1);
    }
    /** Nearest-rank percentile (0 for no values), rounded to an integer. */
    quantile(p) {
        if (this.count === 0)
            return 0;
        const rank = Math.min(this.count, Math.max(1, Math.ceil((p / 100) * this.count)));
        if (this.values) {
            const sorted = [...this.values].sort((a, b) => a - b);
            return Math.round(sorted[rank - 1]);
        }
        if (rank <= this.zeros)
            return 0;
        let seen = this.zeros;
        const keys = [...this.buckets.keys()].sort((a, b) => a - b);
        for (const k of keys) {
            seen += this.buckets.get(k);
            if (seen >= rank) {
                const estimate = (2 * Math.pow(this.gamma, k)) / (this.gamma + 1);
                // The extremes are known exactly; never answer outside them.
                return Math.round(Math.min(this.max, Math.max(this.min, estimate)));
            }
        }
        return Math.round(this.max);
    }
}

;// CONCATENATED MODULE: ./.build/history/flaky.js
/**
 * Flaky-phase detection in fixed memory, with no garbage per entry: a (commit, phase) pair is
 * flaky when its earliest failure ended before its latest success, whatever order the executions
 * are read in (`FlakyTracker`).
 */
const SEP = 0;
function mix(h1, h2, s) {
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        h1 = Math.imul(h1 ^ c, 16777619);
        h2 = Math.imul(h2 ^ c, 0x5bd1e995);
        h2 ^= h2 >>> 15;
    }
    h1 = Math.imul(h1 ^ SEP, 16777619);
    h2 = Math.imul(h2 ^ SEP, 0x5bd1e995);
    h2 ^= h2 >>> 13;
    return [h1 >>> 0, h2 >>> 0];
}
/** A 64-bit hash (two 32-bit lanes) of a commit: repo, workflow, job, matrix leg and sha. */
function commitHash(repo, workflow, job, matrix, sha) {
    let h = [2166136261, 0x9747b28c];
    for (const s of [repo, workflow, job, matrix, sha])
        h = mix(h[0], h[1], s);
    return h;
}
/** The 64-bit key of a (commit, phase) pair, from `commitHash` and the phase id. */
function pairHash(commit, phase) {
    return mix(commit[0], commit[1], phase);
}
const FLAG_USED = 1;
const FLAG_COUNTED = 2;
const FLAG_MOVED = 4;
class Table {
    capacity;
    mask;
    k1;
    k2;
    fail;
    ok;
    flags;
    size = 0;
    constructor(capacity) {
        this.capacity = capacity;
        this.mask = capacity - 1;
        this.k1 = new Uint32Array(capacity);
        this.k2 = new Uint32Array(capacity);
        this.fail = new Float64Array(capacity);
        this.ok = new Float64Array(capacity);
        this.flags = new Uint8Array(capacity);
    }
    /** The slot holding the key, or the empty slot where it would go (as ~slot, negative). */
    find(h1, h2) {
        let i = h1 & this.mask;
        for (;;) {
            if (!(this.flags[i] & FLAG_USED))
                return ~i;
            if (this.k1[i] === h1 && this.k2[i] === h2)
                return i;
            i = (i + 1) & this.mask;
        }
    }
    put(at, h1, h2, fail, ok, flags) {
        this.k1[at] = h1;
        this.k2[at] = h2;
        this.fail[at] = fail;
        this.ok[at] = ok;
        this.flags[at] = flags | FLAG_USED;
        this.size++;
    }
}
/**
 * The (commit, phase) pairs seen, each with two times and a flag in typed arrays (open addressing,
 * linear probing, keyed by a 64-bit hash of the commit and phase: two 32-bit FNV-1a/murmur-style
 * lanes, so two pairs are confused with a probability of about n²/2⁶⁵, under 10⁻⁹ for 100,000
 * pairs). Memory is bounded by two generations: pairs go into the current one; when it holds
 * `windowPairs`, it becomes the previous one and the one before is dropped; a pair found in the
 * previous generation moves to the current one. So at least the `windowPairs` most recently seen
 * pairs are remembered, at most twice that, in at most 2 × 2·windowPairs × 25 bytes (13 MiB for
 * the default 131,072); tables start small and grow.
 */
class FlakyTracker {
    maxCapacity;
    limit;
    current;
    previous;
    /** Pairs dropped from the window (with their older generation). */
    forgotten = 0;
    constructor(windowPairs = 131_072) {
        this.limit = Math.max(1, Math.floor(windowPairs));
        let cap = 16;
        while (cap < this.limit * 2)
            cap *= 2;
        this.maxCapacity = cap;
        this.current = new Table(Math.min(1024, cap));
    }
    grow() {
        const old = this.current;
        const next = new Table(old.capacity * 2);
        for (let i = 0; i < old.capacity; i++) {
            if (!(old.flags[i] & FLAG_USED))
                continue;
            const at = ~next.find(old.k1[i], old.k2[i]);
            next.put(at, old.k1[i], old.k2[i], old.fail[i], old.ok[i], old.flags[i]);
        }
        this.current = next;
    }
    rotate() {
        const dropped = this.previous;
        if (dropped) {
            for (let i = 0; i < dropped.capacity; i++) {
                const f = dropped.flags[i];
                if (f & FLAG_USED && !(f & FLAG_MOVED))
                    this.forgotten++;
            }
        }
        this.previous = this.current;
        this.current = new Table(this.maxCapacity);
    }
    /** Records an execution of pair (h1, h2) at `t`; true the first time the pair turns flaky. */
    record(h1, h2, failed, t) {
        let at = this.current.find(h1, h2);
        if (at < 0) {
            let fail = Infinity;
            let ok = -Infinity;
            let flags = 0;
            const prev = this.previous;
            if (prev) {
                const p = prev.find(h1, h2);
                if (p >= 0) {
                    fail = prev.fail[p];
                    ok = prev.ok[p];
                    flags = prev.flags[p] & FLAG_COUNTED;
                    prev.flags[p] = prev.flags[p] | FLAG_MOVED;
                }
            }
            if (this.current.size + 1 > this.limit)
                this.rotate();
            else if ((this.current.size + 1) * 2 > this.current.capacity)
                this.grow();
            at = ~this.current.find(h1, h2);
            this.current.put(at, h1, h2, fail, ok, flags);
        }
        const c = this.current;
        if (failed) {
            if (t < c.fail[at])
                c.fail[at] = t;
        }
        else if (t > c.ok[at])
            c.ok[at] = t;
        if (!(c.flags[at] & FLAG_COUNTED) && c.fail[at] < c.ok[at]) {
            c.flags[at] = c.flags[at] | FLAG_COUNTED;
            return true;
        }
        return false;
    }
}

;// CONCATENATED MODULE: ./.build/history/stats.js




const OTHER_KEY = '(other)';
const DAY_MS = 86_400_000;
function rate(ok, failed) {
    return ok + failed ? ok / (ok + failed) : 0;
}
function dayString(index) {
    return new Date(index * DAY_MS).toISOString().slice(0, 10);
}
/**
 * Statistics built one entry at a time: `add(entry)` for each entry, in any order, then
 * `result()`. Every entry counts (`options.query` is applied by `computeStats`).
 */
class HistoryStatsAccumulator {
    now;
    days;
    exactLimit;
    relativeAccuracy;
    maxKeys;
    trendPhases;
    today;
    runs = 0;
    completed = 0;
    failed = 0;
    other = 0;
    resumed = 0;
    savedMs = 0;
    durationMs = 0;
    phaseEntries = 0;
    first = Infinity;
    last = -Infinity;
    pooledPhases = false;
    pooledWorkflows = false;
    phases = new Map();
    workflows = new Map();
    daily = new Map();
    flakyByPhase = new Map();
    flakyTracker;
    /** The commit hash of the last phase entry's attempt (an attempt's phases come together). */
    lastCommit;
    constructor(options = {}) {
        this.now = options.now ?? Date.now();
        this.days = Math.max(1, Math.floor(options.days ?? 90));
        this.exactLimit = options.exactLimit ?? 2048;
        this.relativeAccuracy = options.relativeAccuracy ?? 0.01;
        this.flakyTracker = new FlakyTracker(options.flakyWindow ?? 131_072);
        this.maxKeys = Math.max(1, options.maxKeys ?? 10_000);
        this.trendPhases = Math.max(0, options.trendPhases ?? 8);
        this.today = Math.floor(this.now / DAY_MS);
    }
    inWindow(t) {
        if (!Number.isFinite(t))
            return undefined;
        const d = Math.floor(t / DAY_MS);
        return d > this.today - this.days && d <= this.today ? d : undefined;
    }
    phase(name) {
        let p = this.phases.get(name);
        if (p)
            return p;
        if (this.phases.size >= this.maxKeys) {
            this.pooledPhases = true;
            name = OTHER_KEY;
            p = this.phases.get(name);
            if (p)
                return p;
        }
        p = {
            ok: 0,
            failed: 0,
            sketch: new QuantileSketch({
                exactLimit: this.exactLimit,
                relativeAccuracy: this.relativeAccuracy,
            }),
            reused: 0,
            savedMs: 0,
            flaky: 0,
            days: new Map(),
        };
        this.phases.set(name, p);
        return p;
    }
    workflow(name) {
        let w = this.workflows.get(name);
        if (w)
            return w;
        if (this.workflows.size >= this.maxKeys) {
            this.pooledWorkflows = true;
            name = OTHER_KEY;
            w = this.workflows.get(name);
            if (w)
                return w;
        }
        w = { runs: 0, completed: 0, failed: 0 };
        this.workflows.set(name, w);
        return w;
    }
    add(e) {
        if (e.kind === 'run')
            this.addRun(e);
        else
            this.addPhase(e);
    }
    addRun(e) {
        this.runs++;
        const w = this.workflow(e.workflow);
        w.runs++;
        if (e.status === 'completed') {
            this.completed++;
            w.completed++;
        }
        else if (e.status === 'failed') {
            this.failed++;
            w.failed++;
        }
        else
            this.other++;
        if (e.resumed)
            this.resumed++;
        this.savedMs += e.savedMs;
        this.durationMs += e.durationMs;
        const t = Date.parse(e.endedAt);
        if (t < this.first)
            this.first = t;
        if (t > this.last)
            this.last = t;
        const d = this.inWindow(t);
        if (d === undefined)
            return;
        let day = this.daily.get(d);
        if (!day) {
            day = { runs: 0, completed: 0, failed: 0, durationMs: 0, resumed: 0, savedMs: 0 };
            this.daily.set(d, day);
        }
        day.runs++;
        if (e.status === 'completed')
            day.completed++;
        else if (e.status === 'failed')
            day.failed++;
        day.durationMs += e.durationMs;
        if (e.resumed)
            day.resumed++;
        day.savedMs += e.savedMs;
    }
    addPhase(e) {
        this.phaseEntries++;
        const p = this.phase(e.phase);
        if (e.producedBy !== e.attempt) {
            p.reused++;
            p.savedMs += e.savedMs;
            return;
        }
        if (e.status !== 'succeeded' && e.status !== 'failed')
            return;
        if (e.status === 'succeeded')
            p.ok++;
        else
            p.failed++;
        p.sketch.add(e.durationMs);
        const t = Date.parse(e.endedAt ?? e.startedAt ?? '');
        const d = this.inWindow(t);
        if (d !== undefined) {
            const cell = p.days.get(d);
            if (cell) {
                cell[0]++;
                cell[1] += e.durationMs;
            }
            else
                p.days.set(d, [1, e.durationMs]);
        }
        this.trackFlaky(e, p, t);
    }
    trackFlaky(e, p, t) {
        if (!e.sha || !Number.isFinite(t))
            return;
        let last = this.lastCommit;
        if (!last ||
            last.sha !== e.sha ||
            last.job !== e.job ||
            last.workflow !== e.workflow ||
            last.matrix !== e.matrix ||
            last.repo !== e.repo) {
            last = {
                hash: commitHash(e.repo, e.workflow, e.job, e.matrix, e.sha),
                repo: e.repo,
                workflow: e.workflow,
                job: e.job,
                matrix: e.matrix,
                sha: e.sha,
            };
            this.lastCommit = last;
        }
        const [h1, h2] = pairHash(last.hash, e.phase);
        if (!this.flakyTracker.record(h1, h2, e.status === 'failed', t))
            return;
        p.flaky++;
        const name = this.phases.has(e.phase) ? e.phase : OTHER_KEY;
        const f = this.flakyByPhase.get(name);
        if (f) {
            f.occurrences++;
            f.lastSha = e.sha;
            f.lastRunId = e.runId;
            f.workflow = e.workflow;
            f.job = e.job;
        }
        else {
            this.flakyByPhase.set(name, {
                phase: name,
                occurrences: 1,
                lastSha: e.sha,
                lastRunId: e.runId,
                workflow: e.workflow,
                job: e.job,
            });
        }
    }
    result() {
        const phases = [...this.phases]
            .map(([phase, p]) => ({
            phase,
            runs: p.ok + p.failed,
            succeeded: p.ok,
            failed: p.failed,
            successRate: rate(p.ok, p.failed),
            p50Ms: p.sketch.quantile(50),
            p95Ms: p.sketch.quantile(95),
            meanMs: Math.round(p.sketch.mean),
            maxMs: Math.round(p.sketch.max),
            exact: p.sketch.exact,
            reused: p.reused,
            savedMs: p.savedMs,
            flaky: p.flaky,
        }))
            .sort((a, b) => b.runs - a.runs || b.reused - a.reused || cmp(a.phase, b.phase));
        const workflows = [...this.workflows]
            .map(([workflow, w]) => ({
            workflow,
            runs: w.runs,
            completed: w.completed,
            failed: w.failed,
            successRate: rate(w.completed, w.failed),
        }))
            .sort((a, b) => b.runs - a.runs || cmp(a.workflow, b.workflow));
        const daily = [...this.daily]
            .sort(([a], [b]) => a - b)
            .map(([d, x]) => ({
            date: dayString(d),
            runs: x.runs,
            completed: x.completed,
            failed: x.failed,
            totalDurationMs: x.durationMs,
            meanDurationMs: x.runs ? Math.round(x.durationMs / x.runs) : 0,
            successRate: rate(x.completed, x.failed),
            resumed: x.resumed,
            savedMs: x.savedMs,
        }));
        const drawn = phases
            .filter((p) => (this.phases.get(p.phase)?.days.size ?? 0) > 0)
            .slice(0, this.trendPhases);
        const dayIndexes = new Set();
        for (const p of drawn)
            for (const d of this.phases.get(p.phase).days.keys())
                dayIndexes.add(d);
        const sortedDays = [...dayIndexes].sort((a, b) => a - b);
        const trend = {
            days: sortedDays.map(dayString),
            series: drawn.map((p) => {
                const cells = this.phases.get(p.phase).days;
                return {
                    phase: p.phase,
                    meanMs: sortedDays.map((d) => {
                        const c = cells.get(d);
                        return c ? Math.round(c[1] / c[0]) : null;
                    }),
                    count: sortedDays.map((d) => cells.get(d)?.[0] ?? 0),
                };
            }),
        };
        const finished = this.completed + this.failed;
        return {
            generatedAt: new Date(this.now).toISOString(),
            window: {
                days: this.days,
                from: dayString(this.today - this.days + 1),
                to: dayString(this.today),
            },
            firstAt: Number.isFinite(this.first) ? new Date(this.first).toISOString() : null,
            lastAt: Number.isFinite(this.last) ? new Date(this.last).toISOString() : null,
            runs: this.runs,
            completed: this.completed,
            failed: this.failed,
            other: this.other,
            successRate: finished ? this.completed / finished : 0,
            resumed: this.resumed,
            savedMs: this.savedMs,
            totalDurationMs: this.durationMs,
            meanDurationMs: this.runs ? Math.round(this.durationMs / this.runs) : 0,
            phaseEntries: this.phaseEntries,
            mostUsedWorkflow: workflows[0]?.workflow ?? null,
            workflows,
            phases,
            flaky: [...this.flakyByPhase.values()].sort((a, b) => b.occurrences - a.occurrences || cmp(a.phase, b.phase)),
            daily,
            trend,
            percentiles: {
                method: `nearest rank; exact up to ${this.exactLimit} executions of a phase, ` +
                    `then a logarithmic sketch within ${this.relativeAccuracy * 100}% relative error`,
                exactLimit: this.exactLimit,
                relativeAccuracy: this.relativeAccuracy,
            },
            flakyEvictions: this.flakyTracker.forgotten,
            pooled: { phases: this.pooledPhases, workflows: this.pooledWorkflows },
        };
    }
}
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** The statistics of a stream of entries: those that match `options.query`, all when none. */
async function computeStats(entries, options = {}) {
    const acc = new HistoryStatsAccumulator(options);
    const q = options.query && Object.keys(options.query).length ? options.query : undefined;
    const add = q
        ? (e) => {
            if ((0,filter.matchesQuery)(e, q))
                acc.add(e);
        }
        : (e) => acc.add(e);
    if (!(0,source/* isBatched */.sQ)(entries)) {
        for await (const e of entries)
            add(e);
        return acc.result();
    }
    // A chunk at a time: no await per entry.
    try {
        for (let batch = await entries.nextBatch(); batch; batch = await entries.nextBatch()) {
            for (const e of batch)
                add(e);
        }
    }
    catch (err) {
        await entries.return?.();
        throw err;
    }
    return acc.result();
}

// EXTERNAL MODULE: ./.build/history/format.js
var format = __webpack_require__(18154);
// EXTERNAL MODULE: ./.build/core/duration.js
var duration = __webpack_require__(41634);
// EXTERNAL MODULE: ./.build/report/escape.js
var report_escape = __webpack_require__(43046);
// EXTERNAL MODULE: ./.build/history/stat-rows.js
var stat_rows = __webpack_require__(14173);
;// CONCATENATED MODULE: ./.build/history/html.js
/**
 * The HTML history report: one self-contained file, charts included (uPlot, inlined from
 * vendor/uplot.ts). Nothing is fetched and every string from the data is escaped where it lands;
 * see docs/history.md, "Formats".
 */




const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
/** Text for HTML: `& < > " '` as entities, control characters removed. */
function escapeHtmlText(text) {
    return (0,report_escape/* sanitizeText */.jZ)(String(text)).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
/**
 * JSON that cannot end its `<script type="application/json">` element: `<`, `>`, `&`, U+2028 and
 * U+2029 escaped; the page reads it back with JSON.parse.
 */
function jsonForScript(value) {
    return JSON.stringify(value)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/&/g, '\\u0026')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
}
function table(head, rows, numeric) {
    const th = head.map((h, i) => `<th${numeric[i] ? ' class="n"' : ''}>${h}</th>`).join('');
    const body = rows
        .map((r) => `<tr>${r.map((c, i) => `<td${numeric[i] ? ' class="n"' : ''}>${c}</td>`).join('')}</tr>`)
        .join('\n');
    return `<table><thead><tr>${th}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}
const STYLE = `
:root { color-scheme: light; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg: #ffffff; --card: #f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0; padding: 24px; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 1040px; margin: 0 auto; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 28px 0 8px; }
.sub { color: var(--muted); margin: 0 0 16px; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 10px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
.card b { display: block; font-size: 20px; }
.card span { color: var(--muted); font-size: 12px; }
.chart { min-height: 120px; border: 1px solid var(--line); border-radius: 8px; padding: 8px; overflow: hidden; }
.empty { color: var(--muted); padding: 24px; text-align: center; }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { border-bottom: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: var(--card); }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
.warn { border-left: 4px solid #bf8700; background: #fff8c5; padding: 8px 12px; margin: 8px 0; }
footer { color: var(--muted); margin-top: 32px; font-size: 12px; }
`;
/** Runs in the page: draws the three charts from the JSON data element. */
const CHART_SCRIPT = `
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('ci-state-data').textContent);
  var palette = ['#0969da', '#1a7f37', '#cf222e', '#8250df', '#bf8700', '#1b7c83', '#bc4c00', '#6e7781'];
  function day(s) { var p = s.split('-'); return Date.UTC(+p[0], +p[1] - 1, +p[2]) / 1000; }
  function width(el) { return Math.max(320, Math.min(1020, el.clientWidth - 16)); }
  function empty(el, text) { var d = document.createElement('div'); d.className = 'empty'; d.textContent = text; el.appendChild(d); }
  // The days with data and half a day on each side (uPlot stretches a single day over years).
  function days(xs) { return [Math.min.apply(null, xs) - 43200, Math.max.apply(null, xs) + 43200]; }
  // The x series in the legend: the day under the cursor, nothing when there is none.
  function minutes(u, v) { return v == null ? '' : v.toFixed(1) + ' min'; }
  var x = { label: 'Day', value: function (u, v) { return v == null ? '' : new Date(v * 1000).toISOString().slice(0, 10); } };
  function plot(id, series, xs, ys, axes, extra) {
    var el = document.getElementById(id);
    if (!xs.length) { empty(el, 'No data in the window.'); return; }
    var opts = {
      width: width(el), height: 260, series: [x].concat(series),
      scales: { x: { time: true, auto: false, range: days(xs) } }, axes: axes, legend: { live: true },
      hooks: { ready: [function (u) {
        el.setAttribute('data-x-range', u.scales.x.min + ',' + u.scales.x.max);
        el.setAttribute('data-x-first', Math.min.apply(null, xs));
        el.setAttribute('data-x-last', Math.max.apply(null, xs));
      }] }
    };
    for (var k in extra || {}) opts[k] = extra[k];
    if (extra && extra.scales) opts.scales.x = { time: true, auto: false, range: days(xs) };
    new uPlot(opts, [xs].concat(ys), el);
    el.setAttribute('data-drawn', 'true');
  }
  var t = data.trend;
  plot('chart-trend',
    t.series.map(function (s, i) { return { label: s.phase, stroke: palette[i % palette.length], width: 2, spanGaps: true, points: { show: true, size: 5 }, value: function (u, v) { return v == null ? '' : v.toFixed(1) + ' s'; } }; }),
    t.days.map(day),
    t.series.map(function (s) { return s.meanMs.map(function (v) { return v == null ? null : v / 1000; }); }),
    [{}, { label: 'mean duration (s)', size: 60 }]);
  var d = data.daily;
  var rated = d.filter(function (x) { return x.completed + x.failed > 0; });
  plot('chart-success',
    [{ label: 'success rate', stroke: '#1a7f37', fill: 'rgba(26,127,55,0.12)', width: 2, points: { show: true, size: 5 }, value: function (u, v) { return v == null ? '' : v.toFixed(1) + ' %'; } }],
    rated.map(function (x) { return day(x.date); }),
    [rated.map(function (x) { return x.successRate * 100; })],
    [{}, { label: '%', size: 50 }],
    { scales: { y: { range: [0, 100] } } });
  var total = 0;
  var saved = d.filter(function (x) { return x.savedMs > 0; });
  var bars = uPlot.paths && uPlot.paths.bars ? uPlot.paths.bars({ size: [0.6, 40] }) : undefined;
  plot('chart-saved',
    [
      { label: 'saved that day (min)', stroke: '#8250df', fill: 'rgba(130,80,223,0.35)', width: 1, paths: bars, points: { show: false }, value: minutes },
      { label: 'running total (min)', stroke: '#0969da', width: 2, points: { show: true, size: 5 }, value: minutes }
    ],
    saved.map(function (x) { return day(x.date); }),
    [saved.map(function (x) { return x.savedMs / 60000; }),
     saved.map(function (x) { total += x.savedMs; return total / 60000; })],
    [{}, { label: 'minutes', size: 60 }]);
  document.body.setAttribute('data-charts', 'ready');
})();
`;
function chartData(s) {
    const label = (t) => (0,report_escape/* sanitizeText */.jZ)(t).slice(0, 80);
    return {
        trend: {
            days: s.trend.days,
            series: s.trend.series.map((x) => ({ phase: label(x.phase), meanMs: x.meanMs })),
        },
        daily: s.daily.map((d) => ({
            date: d.date,
            completed: d.completed,
            failed: d.failed,
            successRate: d.successRate,
            savedMs: d.savedMs,
        })),
    };
}
/**
 * The report as one HTML page. Charts (uPlot, loaded only when a report is rendered): the mean
 * duration per phase per day, the success rate per day, and the time saved by resume per day
 * (with its running total). The summary, phase, flaky and daily tables are plain HTML, so the
 * report reads without JavaScript too. Nothing is fetched: no external script, style, font or
 * image, and a Content-Security-Policy of `default-src 'none'` (inline script and style only)
 * makes sure of it. Every string from the data is escaped: as HTML text in the tables, as JSON in
 * a script element (`jsonForScript`); uPlot puts series names in with textContent and on canvas.
 */
async function renderHtmlReport(s, options = {}) {
    const { UPLOT_CSS, UPLOT_JS, UPLOT_LICENSE, UPLOT_VERSION } = await __webpack_require__.e(/* import() */ 5180).then(__webpack_require__.bind(__webpack_require__, 35180));
    const title = escapeHtmlText(options.title ?? 'ci-state history');
    const cards = [
        [String(s.runs), 'attempts'],
        [(0,stat_rows/* successRateText */.Bi)(s), 'success rate'],
        [`${s.resumed}`, 'resumed'],
        [(0,duration/* formatDuration */.a)(s.savedMs), 'saved by resume'],
        [(0,duration/* formatDuration */.a)(s.meanDurationMs), 'mean attempt'],
        [s.mostUsedWorkflow === null ? '–' : escapeHtmlText(s.mostUsedWorkflow), 'most used workflow'],
    ]
        .map(([v, l]) => `<div class="card"><b>${v}</b><span>${l}</span></div>`)
        .join('');
    const phases = s.phases.length
        ? table(['Phase', 'Runs', 'Success', 'p50', 'p95', 'Mean', 'Reused', 'Saved', 'Flaky'], s.phases.map((p) => (0,stat_rows/* phaseRow */.Y7)(p, { name: escapeHtmlText(p.phase), approx: ' ≈', none: '–', mean: true })), [false, true, true, true, true, true, true, true, true])
        : '<p class="empty">No phase entries.</p>';
    const flaky = s.flaky.length
        ? table(['Phase', 'Commits', 'Last sha', 'Workflow', 'Job'], s.flaky.map((f) => [
            escapeHtmlText(f.phase),
            String(f.occurrences),
            `<code>${escapeHtmlText(f.lastSha.slice(0, 12))}</code>`,
            escapeHtmlText(f.workflow),
            escapeHtmlText(f.job),
        ]), [false, true, false, false, false])
        : '<p class="empty">No phase failed and then succeeded on a re-run of the same commit.</p>';
    const daily = s.daily.length
        ? table(['Day (UTC)', 'Runs', 'Completed', 'Failed', 'Success', 'Total', 'Mean', 'Saved'], [...s.daily].reverse().map(stat_rows/* dayRow */.He), [false, true, true, true, true, true, true, true])
        : '<p class="empty">No runs in the window.</p>';
    const warnings = options.source
        ? (0,source/* describeSourceStats */.A7)(options.source)
            .map((w) => `<p class="warn">${escapeHtmlText(w)}</p>`)
            .join('\n')
        : '';
    const sub = [
        options.subtitle ? escapeHtmlText(options.subtitle) : '',
        `generated ${escapeHtmlText(s.generatedAt.slice(0, 16).replace('T', ' '))} UTC`,
        `daily window ${s.window.from} to ${s.window.to}`,
    ]
        .filter(Boolean)
        .join(' · ');
    const license = UPLOT_LICENSE.replace(/\*\//g, '* /');
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${UPLOT_CSS}</style>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p class="sub">${sub}</p>
${warnings}
<section class="cards">${cards}</section>
<h2>Duration per phase (daily mean)</h2>
<div class="chart" id="chart-trend"></div>
<h2>Success rate per day</h2>
<div class="chart" id="chart-success"></div>
<h2>Time saved by resume</h2>
<div class="chart" id="chart-saved"></div>
<h2>Phases</h2>
${phases}
<p class="sub">Percentiles: ${escapeHtmlText(s.percentiles.method)}.</p>
<h2>Flaky phases</h2>
${flaky}
<h2>Daily summary</h2>
${daily}
<footer>ci-state history report. Charts drawn with uPlot ${escapeHtmlText(UPLOT_VERSION)} (MIT licence, included in this file).</footer>
</main>
<script type="application/json" id="ci-state-data">${jsonForScript(chartData(s))}</script>
<script>
/*! uPlot ${UPLOT_VERSION}
${license}
*/
${UPLOT_JS}
</script>
<script>${CHART_SCRIPT}</script>
</body>
</html>
`;
}

// EXTERNAL MODULE: ./.build/store/fs-util.js
var fs_util = __webpack_require__(27382);
// EXTERNAL MODULE: ./.build/store/history-file.js
var history_file = __webpack_require__(63407);
// EXTERNAL MODULE: ./.build/store/lock.js + 1 modules
var lock = __webpack_require__(78318);
;// CONCATENATED MODULE: ./.build/history/cleanup.js
/**
 * Retention: old ci-state artifacts and cache entries on GitHub, and old lines of the local
 * history. Nothing that is not ci-state's is ever listed, so nothing else is ever deleted (see
 * docs/history.md, "Retention").
 */









const CACHE_KEY_PREFIX = 'ci-state/';
function artifactGroup(name) {
    return name.replace(/-a\d+(?:-s\d+)?$/, '');
}
function cacheGroup(key) {
    // ci-state/v1/<scope>/<runId>/<attempt>/<seq>-<nonce>: group by scope.
    const parts = key.split('/');
    return parts.length >= 3 ? parts.slice(0, 3).join('/') : key;
}
/** Newest `keep` of each group are spared; of the rest, those before the cutoff are taken. */
function cleanup_select(items, group, time, cutoff, keep) {
    const groups = new Map();
    for (const x of items) {
        const g = group(x);
        const list = groups.get(g);
        if (list)
            list.push(x);
        else
            groups.set(g, [x]);
    }
    const take = [];
    for (const list of groups.values()) {
        list.sort((a, b) => time(b) - time(a));
        // An item without a readable time is never old.
        for (const x of list.slice(keep))
            if (time(x) < cutoff)
                take.push(x);
    }
    return { take, spared: items.length - take.length };
}
/**
 * What a cleanup would delete. What is ci-state's: artifacts whose names start with `ci-state-`
 * (state bundles `ci-state-<scope16>-a<attempt>-s<seq>` and history
 * `ci-state-history-<scope16>-a<attempt>`), and cache entries whose keys start with `ci-state/`.
 * Both lists are read in full through the REST API (100 a page), and the prefix is checked on our
 * side too.
 *
 * What is old: an artifact created, or a cache entry last used, before `now - olderThanMs`.
 * `keep` (default 0) spares the newest N of each group whatever their age: artifacts are grouped
 * by kind and scope (the name without its `-a<attempt>…` suffix), cache entries by scope (the key
 * up to its run id). The plan holds its REST client (not enumerable, so the plan prints as plain
 * JSON).
 */
async function planCleanup(o) {
    if (!(o.olderThanMs >= 0))
        throw new RangeError('olderThanMs must be a duration');
    const now = o.now ?? Date.now();
    const cutoff = now - o.olderThanMs;
    const keep = Math.max(0, Math.floor(o.keep ?? 0));
    const repoParams = { owner: o.owner, repo: o.repo, per_page: 100 };
    const artifacts = [];
    for await (const page of o.rest.paginate.iterator(o.rest.rest.actions.listArtifactsForRepo, repoParams)) {
        const items = page.data;
        if (!Array.isArray(items))
            throw new Error('the artifact list came back unreadable');
        for (const a of items) {
            if (typeof a?.id !== 'number' || typeof a.name !== 'string')
                throw new Error('the artifact list came back unreadable');
            if (a.name.startsWith(keys/* ARTIFACT_PREFIX */.Cw))
                artifacts.push(a);
        }
    }
    const caches = [];
    for await (const page of o.rest.paginate.iterator(o.rest.rest.actions.getActionsCacheList, {
        ...repoParams,
        key: CACHE_KEY_PREFIX,
    })) {
        const items = page.data;
        if (!Array.isArray(items))
            throw new Error('the cache list came back unreadable');
        for (const c of items) {
            if (typeof c?.id !== 'number' || typeof c.key !== 'string')
                throw new Error('the cache list came back unreadable');
            if (c.key.startsWith(CACHE_KEY_PREFIX))
                caches.push(c);
        }
    }
    const time = (s) => {
        const t = Date.parse(s ?? '');
        return Number.isFinite(t) ? t : Infinity;
    };
    const a = cleanup_select(artifacts, (x) => artifactGroup(x.name), (x) => time(x.created_at), cutoff, keep);
    const c = cleanup_select(caches, (x) => cacheGroup(x.key), (x) => time(x.last_accessed_at ?? x.created_at), cutoff, keep);
    const plannedArtifacts = a.take
        .map((x) => ({
        id: x.id,
        name: x.name,
        createdAt: x.created_at ?? '',
        sizeBytes: x.size_in_bytes ?? 0,
        runId: x.workflow_run?.id ?? null,
    }))
        .sort((x, y) => x.createdAt.localeCompare(y.createdAt) || x.id - y.id);
    const plannedCaches = c.take
        .map((x) => ({
        id: x.id,
        key: x.key,
        ref: x.ref ?? '',
        lastAccessedAt: x.last_accessed_at ?? x.created_at ?? '',
        sizeBytes: x.size_in_bytes ?? 0,
    }))
        .sort((x, y) => x.lastAccessedAt.localeCompare(y.lastAccessedAt) || x.id - y.id);
    const plan = {
        owner: o.owner,
        repo: o.repo,
        cutoff: new Date(cutoff).toISOString(),
        keep,
        artifacts: plannedArtifacts,
        caches: plannedCaches,
        kept: { artifacts: a.spared, caches: c.spared },
        bytes: plannedArtifacts.reduce((s, x) => s + x.sizeBytes, 0) +
            plannedCaches.reduce((s, x) => s + x.sizeBytes, 0),
    };
    Object.defineProperty(plan, 'rest', { value: o.rest, enumerable: false });
    return plan;
}
/** One line per item of the plan, for "what would be deleted". */
function describeCleanupPlan(plan) {
    return [
        ...plan.artifacts.map((a) => `artifact ${a.name} (id ${a.id}, created ${a.createdAt}, ${(0,words/* plural */.L)(a.sizeBytes, 'byte')})`),
        ...plan.caches.map((c) => `cache ${c.key} (id ${c.id}, ${c.ref}, last used ${c.lastAccessedAt}, ${(0,words/* plural */.L)(c.sizeBytes, 'byte')})`),
    ];
}
function statusOf(e) {
    const s = e?.status;
    return typeof s === 'number' ? s : undefined;
}
/**
 * Deletes exactly the plan's items (artifacts: `DELETE …/actions/artifacts/{id}`, 204; caches:
 * `DELETE …/actions/caches/{id}`), one failure never stopping the rest; an item already gone
 * (404) is reported as such.
 */
async function applyCleanup(plan, options = {}) {
    const rest = options.rest ?? plan.rest;
    const result = {
        deleted: { artifacts: [], caches: [] },
        missing: { artifacts: [], caches: [] },
        failed: [],
        bytes: 0,
    };
    const base = { owner: plan.owner, repo: plan.repo };
    const concurrency = options.concurrency ?? 4;
    await (0,pool/* mapPool */.P)(plan.artifacts, concurrency, async (a) => {
        try {
            const res = await rest.rest.actions.deleteArtifact({ ...base, artifact_id: a.id });
            if (res.status !== 204)
                throw Object.assign(new Error(`HTTP ${res.status}`), res);
            result.deleted.artifacts.push(a);
            result.bytes += a.sizeBytes;
        }
        catch (e) {
            if (statusOf(e) === 404)
                result.missing.artifacts.push(a);
            else
                result.failed.push({
                    kind: 'artifact',
                    id: a.id,
                    name: a.name,
                    reason: e.message.split('\n')[0].slice(0, 300),
                });
        }
    });
    await (0,pool/* mapPool */.P)(plan.caches, concurrency, async (c) => {
        try {
            const res = await rest.rest.actions.deleteActionsCacheById({ ...base, cache_id: c.id });
            if (res.status !== 204)
                throw Object.assign(new Error(`HTTP ${res.status}`), res);
            result.deleted.caches.push(c);
            result.bytes += c.sizeBytes;
        }
        catch (e) {
            if (statusOf(e) === 404)
                result.missing.caches.push(c);
            else
                result.failed.push({
                    kind: 'cache',
                    id: c.id,
                    name: c.key,
                    reason: e.message.split('\n')[0].slice(0, 300),
                });
        }
    });
    const byId = (x, y) => x.id - y.id;
    result.deleted.artifacts.sort(byId);
    result.deleted.caches.sort(byId);
    return result;
}
function lineTime(value) {
    if (!value || typeof value !== 'object')
        return NaN;
    const v = value;
    const text = typeof v.endedAt === 'string' ? v.endedAt : v.startedAt;
    return typeof text === 'string' ? Date.parse(text) : NaN;
}
function isRunLine(value) {
    return value.kind === 'run';
}
function attemptKey(value) {
    if (!value || typeof value !== 'object')
        return undefined;
    const v = value;
    const parts = [v.repo, v.runId, v.attempt, v.workflow, v.job, v.matrix, v.stateId];
    return parts.every((x) => typeof x === 'string' || typeof x === 'number')
        ? JSON.stringify(parts)
        : undefined;
}
/**
 * Rewrites `history.jsonl` without the attempts that ended before the cutoff (a run entry and the
 * phase entries that follow it go together), under the history lock and with `writeFileDurable`
 * (temp file, fsync, rename, fsync dir). Lines it cannot date are kept (a newer ci-state's lines
 * among them), except torn or non-JSON lines, which are dropped and counted. The file is read
 * whole: history files are rewritten rarely and stay small next to what a runner has in memory.
 */
async function pruneLocalHistory(path, o) {
    const now = o.now ?? Date.now();
    const cutoff = now - o.olderThanMs;
    const result = {
        path,
        cutoff: new Date(cutoff).toISOString(),
        kept: 0,
        removed: 0,
        dropped: 0,
        bytesBefore: 0,
        bytesAfter: 0,
        rewritten: false,
    };
    const work = async () => {
        let data;
        try {
            data = await (0,promises_.readFile)(path);
        }
        catch (e) {
            if ((0,fs_util/* errnoCode */.UK)(e) === 'ENOENT')
                return result;
            throw e;
        }
        result.bytesBefore = data.length;
        const keep = [];
        let lastRun;
        let start = 0;
        while (start < data.length) {
            const nl = data.indexOf(0x0a, start);
            if (nl < 0) {
                result.dropped++; // torn last line
                break;
            }
            const line = data.subarray(start, nl + 1);
            start = nl + 1;
            const text = line.toString('utf8').trim();
            if (text === '')
                continue;
            let value;
            try {
                value = JSON.parse(text);
            }
            catch {
                result.dropped++;
                continue;
            }
            // An attempt's lines are appended together, its run entry first: they go or stay as one
            // (phases reused on resume carry no time of their own).
            const key = attemptKey(value);
            let old;
            if (key !== undefined && isRunLine(value)) {
                old = lineTime(value) < cutoff;
                lastRun = { key, old };
            }
            else if (key !== undefined && lastRun?.key === key) {
                old = lastRun.old;
            }
            else {
                old = lineTime(value) < cutoff;
            }
            if (old)
                result.removed++;
            else {
                result.kept++;
                keep.push(line);
            }
        }
        const out = Buffer.concat(keep);
        result.bytesAfter = out.length;
        if (!o.dryRun && out.length !== data.length) {
            await (0,atomic/* writeFileDurable */.Ld)(path, out);
            result.rewritten = true;
        }
        return result;
    };
    if (o.dryRun)
        return work();
    try {
        await (0,promises_.stat)(path);
    }
    catch (e) {
        if ((0,fs_util/* errnoCode */.UK)(e) === 'ENOENT')
            return result; // nothing to prune (and no directory to lock)
        throw e;
    }
    return (0,lock/* withLock */.kK)((0,external_node_path_.join)((0,external_node_path_.dirname)(path), history_file/* HISTORY_LOCK */.hv), work, o);
}

;// CONCATENATED MODULE: ./.build/history/index.js
/**
 * The history log (one run entry per finished attempt and one entry per phase of it), read,
 * queried and reported across runs: sources, filters, statistics, formats, the HTML report,
 * recording and retention (docs/history.md). Entries are derived by core/history-entries.ts and
 * appended locally by store/history-file.ts; the `history/` sub-action's face is
 * action/history-run.ts and the CLI's is cli/commands/history.ts.
 */













/***/ })

};
