export const id = 8154;
export const ids = [8154];
export const modules = {

/***/ 18154:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ENTRY_COLUMNS: () => (/* binding */ ENTRY_COLUMNS),
/* harmony export */   HISTORY_FORMATS: () => (/* binding */ HISTORY_FORMATS),
/* harmony export */   csvField: () => (/* binding */ csvField),
/* harmony export */   csvLine: () => (/* binding */ csvLine),
/* harmony export */   entryRecord: () => (/* binding */ entryRecord),
/* harmony export */   formatEntries: () => (/* binding */ formatEntries),
/* harmony export */   formatStatsCsv: () => (/* binding */ formatStatsCsv),
/* harmony export */   formatStatsJson: () => (/* binding */ formatStatsJson),
/* harmony export */   formatStatsMarkdown: () => (/* binding */ formatStatsMarkdown),
/* harmony export */   formatStatsTable: () => (/* binding */ formatStatsTable),
/* harmony export */   parseFormat: () => (/* binding */ parseFormat),
/* harmony export */   textTable: () => (/* binding */ textTable)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _core_duration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41634);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93265);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43046);
/* harmony import */ var _stat_rows_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14173);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15556);
/**
 * History as text: entries and statistics as a table, JSON, CSV (RFC 4180) or markdown; the HTML
 * report is in html.ts. Every string that comes from the data is made inert for where it lands:
 * control characters and ANSI escapes out of table cells, markdown escaped by report/escape.ts (no
 * links, mentions, HTML or workflow commands can come from a branch or phase name), CSV quoted.
 */






const HISTORY_FORMATS = ['table', 'json', 'jsonl', 'csv', 'markdown', 'html'];
/** Reads a `format` option or input (`name` in the error): one of `HISTORY_FORMATS`. */
function parseFormat(text, name = 'format') {
    const t = text.trim().toLowerCase();
    const alias = { md: 'markdown', text: 'table' };
    const f = (alias[t] ?? t);
    if (!HISTORY_FORMATS.includes(f)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `${name} "${text}" is not a format: use one of ${HISTORY_FORMATS.join(', ')}`);
    }
    return f;
}
const ENTRY_COLUMNS = [
    'kind',
    'runId',
    'attempt',
    'repo',
    'workflow',
    'job',
    'matrix',
    'ref',
    'sha',
    'phase',
    'status',
    'startedAt',
    'endedAt',
    'durationMs',
    'savedMs',
    'resumed',
    'producedBy',
    'exitCode',
    'error',
];
/** One flat record per entry: the same columns for run and phase entries (null when absent). */
function entryRecord(e) {
    return {
        kind: e.kind,
        runId: e.runId,
        attempt: e.attempt,
        repo: e.repo,
        workflow: e.workflow,
        job: e.job,
        matrix: e.matrix,
        ref: e.ref,
        sha: e.sha,
        phase: e.kind === 'phase' ? e.phase : null,
        status: e.status,
        startedAt: e.startedAt ?? null,
        endedAt: e.endedAt ?? null,
        durationMs: e.durationMs,
        savedMs: e.savedMs,
        resumed: e.kind === 'run' ? e.resumed : null,
        producedBy: e.kind === 'phase' ? e.producedBy : null,
        exitCode: e.kind === 'phase' ? (e.exitCode ?? null) : null,
        error: e.error ?? null,
    };
}
/** RFC 4180: a field with a comma, a double quote, CR or LF is quoted, quotes doubled. */
function csvField(value) {
    if (value === null || value === undefined)
        return '';
    const s = String(value);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
/** One RFC 4180 record: fields quoted when needed, ended by CRLF. */
function csvLine(values) {
    return `${values.map(csvField).join(',')}\r\n`;
}
/** One line of untrusted text for a terminal: no controls or escapes, clipped. */
function cell(text, max = 80) {
    const s = (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .sanitizeText */ .jZ)(text).replace(/\s+/g, ' ').trim();
    return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
/** A plain-text table: columns padded to the widest cell. */
function textTable(rows) {
    const widths = [];
    for (const row of rows)
        row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
    return rows.map((row) => row
        .map((c, i) => (i === row.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd());
}
function mdTable(head, rows, align) {
    const sep = align ?? head.map(() => '---');
    return [head, sep, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}
function entryTableRow(e) {
    const ended = (e.endedAt ?? e.startedAt ?? '').slice(0, 19).replace('T', ' ');
    return [
        ended,
        cell(e.workflow, 40),
        cell(e.job, 30),
        cell(e.runId, 20),
        String(e.attempt),
        e.kind === 'phase' ? `${cell(e.phase, 40)} ${e.status}` : e.status,
        (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(e.durationMs),
        e.savedMs ? (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(e.savedMs) : '',
        cell(e.error ?? '', 60),
    ];
}
/**
 * The entries in `format`, in chunks: csv, json (an array) and jsonl stream in constant memory;
 * table and markdown need column widths or a summary and hold the rows (at most `limit`).
 */
async function* formatEntries(entries, format, options = {}) {
    if (format === 'csv') {
        yield csvLine([...ENTRY_COLUMNS]);
        for await (const e of entries) {
            const r = entryRecord(e);
            yield csvLine(ENTRY_COLUMNS.map((c) => r[c]));
        }
        return;
    }
    if (format === 'jsonl') {
        for await (const e of entries)
            yield `${JSON.stringify(e)}\n`;
        return;
    }
    if (format === 'json') {
        let first = true;
        for await (const e of entries) {
            yield `${first ? '[\n' : ',\n'}${JSON.stringify(e)}`;
            first = false;
        }
        yield first ? '[]\n' : '\n]\n';
        return;
    }
    const limit = options.limit ?? 1000;
    const rows = [];
    let more = 0;
    for await (const e of entries) {
        if (rows.length < limit)
            rows.push(e);
        else
            more++;
    }
    const note = more ? `… and ${more} more (narrow the query or use csv/json)` : '';
    if (format === 'table') {
        if (rows.length === 0) {
            yield 'no matching history entries\n';
            return;
        }
        const head = ['ended', 'workflow', 'job', 'run', 'attempt', 'status', 'duration', 'saved'];
        const lines = textTable([[...head, 'error'], ...rows.map(entryTableRow)]);
        yield `${lines.join('\n')}\n${note ? `${note}\n` : ''}`;
        return;
    }
    // markdown
    if (rows.length === 0) {
        yield '_No matching history entries._\n';
        return;
    }
    const md = mdTable(['Ended', 'Workflow', 'Job', 'Run', 'Attempt', 'Status', 'Duration', 'Saved', 'Error'], rows.map((e) => [
        (e.endedAt ?? e.startedAt ?? '').slice(0, 19).replace('T', ' '),
        (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(e.workflow, 60),
        (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(e.job, 60),
        (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(e.runId, 30),
        String(e.attempt),
        e.kind === 'phase' ? `${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(e.phase, { table: true, max: 60 })} ${e.status}` : e.status,
        (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(e.durationMs),
        e.savedMs ? (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(e.savedMs) : '',
        e.error ? (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(e.error, 120) : '',
    ]));
    yield `${md}\n${note ? `\n${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(note)}\n` : ''}`;
}
function headline(s) {
    const parts = [
        `${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(s.runs, 'attempt')}: ${s.completed} completed, ${s.failed} failed` +
            (s.other ? `, ${s.other} other` : '') +
            ` (success ${(0,_stat_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .successRateText */ .Bi)(s)})`,
        `${s.resumed} resumed, saving ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(s.savedMs)}`,
    ];
    if (s.runs)
        parts.push(`mean ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(s.meanDurationMs)} per attempt`);
    return parts.join('; ');
}
/** The statistics as plain text: headline, phases, flaky, daily, then the source's warnings. */
function formatStatsTable(s, source) {
    const out = [headline(s)];
    if (s.mostUsedWorkflow !== null)
        out.push(`most used workflow: ${cell(s.mostUsedWorkflow)} (${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(s.workflows[0].runs, 'run')})`);
    if (s.phases.length) {
        out.push('');
        const rows = [['phase', 'runs', 'success', 'p50', 'p95', 'mean', 'reused', 'saved', 'flaky']];
        for (const p of s.phases) {
            rows.push((0,_stat_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .phaseRow */ .Y7)(p, { name: cell(p.phase, 48), approx: '~', none: '-', mean: true }));
        }
        out.push(...textTable(rows));
        if (s.phases.some((p) => !p.exact))
            out.push(`~ within ${s.percentiles.relativeAccuracy * 100}% (sketch)`);
    }
    if (s.flaky.length) {
        out.push('', 'flaky phases (failed, then succeeded on a re-run of the same commit):');
        out.push(...textTable([
            ['phase', 'commits', 'last sha', 'workflow', 'job'],
            ...s.flaky.map((f) => [
                cell(f.phase, 48),
                String(f.occurrences),
                cell(f.lastSha, 12),
                cell(f.workflow, 40),
                cell(f.job, 30),
            ]),
        ]));
    }
    if (s.daily.length) {
        out.push('', `daily (UTC, last ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(s.window.days, 'day')}):`);
        out.push(...textTable([
            ['day', 'runs', 'completed', 'failed', 'success', 'total', 'mean', 'saved'],
            ...s.daily.map((d) => [
                d.date,
                String(d.runs),
                String(d.completed),
                String(d.failed),
                d.completed + d.failed ? (0,_stat_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .pct */ .Oe)(d.successRate) : '-',
                (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(d.totalDurationMs),
                (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(d.meanDurationMs),
                d.savedMs ? (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(d.savedMs) : '',
            ]),
        ]));
    }
    if (source)
        for (const l of (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .describeSourceStats */ .A7)(source))
            out.push('', `warning: ${cell(l, 300)}`);
    return `${out.join('\n')}\n`;
}
/** The statistics object as JSON (with `source` when given). */
function formatStatsJson(s, source) {
    return `${JSON.stringify(source ? { ...s, source } : s, null, 2)}\n`;
}
/** One section of the statistics as CSV: phases (default), daily, workflows or flaky. */
function formatStatsCsv(s, section = 'phases') {
    const rows = [];
    if (section === 'phases') {
        rows.push([
            'phase',
            'runs',
            'succeeded',
            'failed',
            'successRate',
            'p50Ms',
            'p95Ms',
            'meanMs',
            'maxMs',
            'exact',
            'reused',
            'savedMs',
            'flaky',
        ]);
        for (const p of s.phases)
            rows.push([
                p.phase,
                p.runs,
                p.succeeded,
                p.failed,
                round4(p.successRate),
                p.p50Ms,
                p.p95Ms,
                p.meanMs,
                p.maxMs,
                p.exact,
                p.reused,
                p.savedMs,
                p.flaky,
            ]);
    }
    else if (section === 'daily') {
        rows.push([
            'date',
            'runs',
            'completed',
            'failed',
            'totalDurationMs',
            'meanDurationMs',
            'successRate',
            'resumed',
            'savedMs',
        ]);
        for (const d of s.daily)
            rows.push([
                d.date,
                d.runs,
                d.completed,
                d.failed,
                d.totalDurationMs,
                d.meanDurationMs,
                round4(d.successRate),
                d.resumed,
                d.savedMs,
            ]);
    }
    else if (section === 'workflows') {
        rows.push(['workflow', 'runs', 'completed', 'failed', 'successRate']);
        for (const w of s.workflows)
            rows.push([w.workflow, w.runs, w.completed, w.failed, round4(w.successRate)]);
    }
    else {
        rows.push(['phase', 'occurrences', 'lastSha', 'lastRunId', 'workflow', 'job']);
        for (const f of s.flaky)
            rows.push([f.phase, f.occurrences, f.lastSha, f.lastRunId, f.workflow, f.job]);
    }
    return rows.map(csvLine).join('');
}
function round4(x) {
    return Math.round(x * 10_000) / 10_000;
}
/** The statistics as a job summary section (GFM, escaped). */
function formatStatsMarkdown(s, o = {}) {
    const out = [`### ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(o.title ?? 'ci-state history')}`, ''];
    if (s.runs === 0 && s.phaseEntries === 0) {
        out.push('_No matching history entries._');
    }
    else {
        out.push(`**${s.runs}** attempt${s.runs === 1 ? '' : 's'}: ${s.completed} completed, ${s.failed} failed` +
            (s.other ? `, ${s.other} other` : '') +
            ` — success rate **${(0,_stat_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .successRateText */ .Bi)(s)}**. ` +
            `${s.resumed} resumed, saving **${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(s.savedMs)}**.` +
            (s.mostUsedWorkflow !== null
                ? ` Most used workflow: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(s.mostUsedWorkflow, 80)} (${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(s.workflows[0].runs, 'run')}).`
                : ''));
        if (s.phases.length) {
            out.push('', mdTable(['Phase', 'Runs', 'Success', 'p50', 'p95', 'Reused', 'Saved', 'Flaky'], s.phases.map((p) => (0,_stat_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .phaseRow */ .Y7)(p, {
                name: (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(p.phase, { table: true, max: 60 }),
                approx: ' ≈',
                none: '–',
                mean: false,
            })), ['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
        }
        if (s.flaky.length) {
            out.push('', `**Flaky phases** (failed, then succeeded on a re-run of the same commit): ` +
                s.flaky
                    .slice(0, 10)
                    .map((f) => `${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(f.phase, { max: 60 })} ×${f.occurrences}`)
                    .join(', ') +
                '.');
        }
        const days = s.daily.slice(-(o.days ?? 14));
        if (days.length) {
            out.push('', '<details><summary>Daily summary (UTC)</summary>', '', mdTable(['Day', 'Runs', 'Completed', 'Failed', 'Success', 'Total', 'Mean', 'Saved'], days.map(_stat_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .dayRow */ .He), ['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']), '', '</details>');
        }
    }
    if (o.source) {
        const warnings = (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .describeSourceStats */ .A7)(o.source);
        if (warnings.length)
            out.push('', ...warnings.map((w) => `> ⚠️ ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(w, 400)}`));
    }
    return `${out.join('\n')}\n`;
}


/***/ }),

/***/ 10134:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pb: () => (/* binding */ parseHistoryValue),
/* harmony export */   fB: () => (/* binding */ readHistoryBatches)
/* harmony export */ });
/* unused harmony export fastHistoryEntry */
/* harmony import */ var zod_v4_core__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(23908);
/* harmony import */ var _core_documents_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99466);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48584);
/* harmony import */ var _core_schema_constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64333);
/* harmony import */ var _store_jsonl_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39038);
/**
 * A fast streaming reader of history JSONL files, for queries over long histories. The lines are
 * read by store/jsonl.ts's reader; what this adds is a cheaper check per entry than the zod parse
 * for the canonical lines ci-state writes (see docs/history.md, "Reading fast").
 */





const TIMESTAMP = zod_v4_core__WEBPACK_IMPORTED_MODULE_4__/* .datetime */ .w$({ offset: true });
const SHA256_HEX = /^[0-9a-f]{64}$/;
const RUN_STATUS_SET = new Set(_core_schema_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_RUN_STATUSES */ .ch);
const PHASE_STATUS_SET = new Set(_core_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PHASE_STATUSES */ .BV);
const RUN_KEYS = new Set(Object.keys(_core_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .HistoryRunEntry */ .VC.shape));
const PHASE_KEYS = new Set(Object.keys(_core_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .HistoryPhaseEntry */ .kQ.shape));
const COUNT_KEYS = ['total', 'succeeded', 'failed', 'skipped', 'rolledBack'];
function str(v, max) {
    return typeof v === 'string' && v.length <= max;
}
function count(v) {
    return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}
function positive(v) {
    return typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
}
function time(v) {
    return typeof v === 'string' && TIMESTAMP.test(v);
}
function phaseId(v) {
    return typeof v === 'string' && _core_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PHASE_ID_PATTERN */ .T5.test(v);
}
function plain(v) {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return false;
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null;
}
/**
 * Every key is one the schema knows (inherited enumerable keys included, so a polluted prototype
 * only means the slow path). That every key with a default is present (the canonical form) follows
 * from the field checks: each of them requires its value.
 */
function keysOk(o, known) {
    for (const k in o)
        if (!known.has(k))
            return false;
    return true;
}
/**
 * The entry when `v` is a history entry in the canonical form ci-state writes, undefined when it
 * is not (or cannot be told quickly). A hand-written check of exactly the zod schema's keys and
 * constraints, with zod's own timestamp pattern; a property test checks that whatever it accepts,
 * the schema accepts identically.
 */
function fastHistoryEntry(v) {
    if (!plain(v))
        return undefined;
    if (v.schemaVersion !== _core_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .SCHEMA_VERSION */ .f$ ||
        !str(v.runId, 64) ||
        !positive(v.attempt) ||
        !str(v.repo, 256) ||
        !str(v.workflow, 256) ||
        !str(v.job, 256) ||
        !str(v.matrix, 1024) ||
        !str(v.ref, 512) ||
        !str(v.sha, 64) ||
        !str(v.stateId, 128) ||
        !count(v.durationMs) ||
        !count(v.savedMs) ||
        (v.error !== undefined && !str(v.error, 4096)))
        return undefined;
    if (v.kind === 'run') {
        if (!keysOk(v, RUN_KEYS) ||
            !RUN_STATUS_SET.has(v.status) ||
            !time(v.startedAt) ||
            !time(v.endedAt) ||
            typeof v.resumed !== 'boolean' ||
            (v.resumeFrom !== undefined && !phaseId(v.resumeFrom)))
            return undefined;
        const p = v.phases;
        if (!plain(p))
            return undefined;
        let n = 0;
        for (const k in p) {
            if (!COUNT_KEYS.includes(k) || !count(p[k]))
                return undefined;
            n++;
        }
        if (n !== COUNT_KEYS.length)
            return undefined;
        const skipped = v.skipped;
        if (!Array.isArray(skipped) || Object.getPrototypeOf(skipped) !== Array.prototype)
            return undefined;
        for (let i = 0; i < skipped.length; i++)
            if (!phaseId(skipped[i]))
                return undefined;
        return v;
    }
    if (v.kind === 'phase') {
        if (!keysOk(v, PHASE_KEYS) ||
            !PHASE_STATUS_SET.has(v.status) ||
            !phaseId(v.phase) ||
            !positive(v.producedBy) ||
            (v.startedAt !== undefined && !time(v.startedAt)) ||
            (v.endedAt !== undefined && !time(v.endedAt)) ||
            (v.exitCode !== undefined &&
                !(typeof v.exitCode === 'number' && Number.isSafeInteger(v.exitCode))) ||
            (v.inputsHash !== undefined &&
                !(typeof v.inputsHash === 'string' && SHA256_HEX.test(v.inputsHash))))
            return undefined;
        return v;
    }
    return undefined;
}
/**
 * `fastHistoryEntry`, else the full check (`parseHistoryEntry`: untrusted-JSON rules, schema
 * version, zod schema), which then only runs for lines that are not canonical; undefined when
 * invalid.
 */
function parseHistoryValue(value) {
    const fast = fastHistoryEntry(value);
    if (fast)
        return fast;
    try {
        return (0,_core_documents_js__WEBPACK_IMPORTED_MODULE_0__/* .parseHistoryEntry */ .EZ)(value, 'history');
    }
    catch {
        return undefined;
    }
}
/**
 * The entries of a history file, a read's worth at a time; `stats` is filled as it goes. The
 * lines come from store/jsonl.ts's reader: a torn last line dropped and counted, lines over
 * `maxLineBytes` skipped unread, invalid ones counted.
 */
function readHistoryBatches(path, stats, options = {}) {
    return (0,_store_jsonl_js__WEBPACK_IMPORTED_MODULE_3__/* .readJsonLineBatches */ .Jd)(path, parseHistoryValue, stats, options);
}


/***/ }),

/***/ 15556:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A7: () => (/* binding */ describeSourceStats),
/* harmony export */   Bu: () => (/* binding */ addFileStats),
/* harmony export */   Pk: () => (/* binding */ flattenBatches),
/* harmony export */   d3: () => (/* binding */ historyFileBatches),
/* harmony export */   j1: () => (/* binding */ localSource),
/* harmony export */   kW: () => (/* binding */ emptySourceStats),
/* harmony export */   qx: () => (/* binding */ addFailure),
/* harmony export */   sQ: () => (/* binding */ isBatched),
/* harmony export */   zJ: () => (/* binding */ concatSources)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(93265);
/* harmony import */ var _store_history_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63407);
/* harmony import */ var _store_jsonl_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39038);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10134);
/**
 * Where history entries come from. Every source streams: entries are read one file at a time and
 * never held all at once, and what could not be read is counted, never fatal.
 *
 *     localSource(paths: string | string[]): HistorySource
 *         history JSONL files, in order; a directory means its `history.jsonl`; missing files have
 *         no entries
 *     concatSources(sources: HistorySource[]): HistorySource
 *     historyFileBatches(paths, stats, accept?)  entries of files a chunk at a time (reader.ts)
 *     flattenBatches(batches, onEnd?)            one entry at a time from batches, cheaply
 *     emptySourceStats(): SourceStats
 *     describeSourceStats(stats): string[]      warning lines for what was skipped or failed
 *
 * The repository's runs (rest-source.ts) and a remote store (remote-source.ts) are sources too.
 *
 * A `HistorySource` is `{ entries: AsyncIterable<HistoryEntry>, stats: SourceStats }`; `stats`
 * is complete once `entries` has been iterated to its end, and `entries` can be consumed once.
 */






const MAX_FAILURES_KEPT = 50;
function emptySourceStats() {
    return {
        files: 0,
        entries: 0,
        skipped: 0,
        tornTails: 0,
        invalidJson: 0,
        invalidEntries: 0,
        tooLong: 0,
        foreign: 0,
        runs: 0,
        artifacts: { listed: 0, cached: 0, downloaded: 0, failed: 0, expired: 0 },
        failures: [],
    };
}
/** Adds one file's reading statistics. */
function addFileStats(into, s) {
    into.files++;
    into.entries += s.entries;
    into.skipped += s.skipped;
    if (s.tornTail)
        into.tornTails++;
    into.invalidJson += s.invalidJson;
    into.invalidEntries += s.invalidEntries;
    into.tooLong += s.tooLong;
}
function addFailure(into, message) {
    into.artifacts.failed++;
    if (into.failures.length < MAX_FAILURES_KEPT)
        into.failures.push(message);
}
function mergeStats(into, s) {
    into.files += s.files;
    into.entries += s.entries;
    into.skipped += s.skipped;
    into.tornTails += s.tornTails;
    into.invalidJson += s.invalidJson;
    into.invalidEntries += s.invalidEntries;
    into.tooLong += s.tooLong;
    into.foreign += s.foreign;
    into.runs += s.runs;
    for (const k of Object.keys(into.artifacts))
        into.artifacts[k] += s.artifacts[k];
    if (s.objects) {
        into.objects ??= { listed: 0, read: 0, failed: 0, superseded: 0 };
        for (const k of Object.keys(s.objects))
            into.objects[k] += s.objects[k];
    }
    for (const f of s.failures)
        if (into.failures.length < MAX_FAILURES_KEPT)
            into.failures.push(f);
}
function isBatched(it) {
    return typeof it.nextBatch === 'function';
}
/**
 * An async iterable over the items of `batches`, one at a time, cheaply: an item already read
 * costs a resolved promise, not an async generator's resumption. `onEnd` runs once, when the
 * batches are exhausted, fail, or the iteration is abandoned.
 */
function flattenBatches(batches, onEnd = () => undefined) {
    const it = batches[Symbol.asyncIterator]();
    let buf = [];
    let i = 0;
    let done = false;
    const finish = () => {
        if (!done) {
            done = true;
            onEnd();
        }
    };
    /** The next non-empty batch, or undefined once the batches are exhausted (or failed). */
    const pull = async () => {
        for (;;) {
            if (done)
                return undefined;
            let r;
            try {
                r = await it.next();
            }
            catch (e) {
                finish();
                throw e;
            }
            if (r.done) {
                finish();
                return undefined;
            }
            if (r.value.length)
                return r.value;
        }
    };
    const refill = async () => {
        const batch = await pull();
        if (!batch)
            return { value: undefined, done: true };
        buf = batch;
        i = 1;
        return { value: batch[0], done: false };
    };
    return {
        [Symbol.asyncIterator]() {
            return this;
        },
        next() {
            if (i < buf.length)
                return Promise.resolve({ value: buf[i++], done: false });
            return refill();
        },
        async nextBatch() {
            if (i < buf.length) {
                const rest = i === 0 ? buf : buf.slice(i);
                i = buf.length;
                return rest;
            }
            const batch = await pull();
            if (!batch)
                return undefined;
            buf = batch;
            i = batch.length;
            return batch;
        },
        async return() {
            if (!done) {
                buf = [];
                await it.return?.();
                finish();
            }
            return { value: undefined, done: true };
        },
    };
}
/**
 * The entries of history files, a chunk at a time, adding each file's statistics when it has been
 * read. `accept` may refuse valid entries (counted as `foreign`).
 */
async function* historyFileBatches(paths, stats, accept) {
    for await (const path of paths) {
        const fileStats = (0,_store_jsonl_js__WEBPACK_IMPORTED_MODULE_3__/* .emptyLineStats */ .jg)();
        let rejected = 0;
        try {
            for await (const batch of (0,_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .readHistoryBatches */ .fB)(path, fileStats)) {
                if (!accept) {
                    yield batch;
                    continue;
                }
                const kept = batch.filter((e) => accept(e, path));
                rejected += batch.length - kept.length;
                if (kept.length)
                    yield kept;
            }
        }
        finally {
            addFileStats(stats, fileStats);
            stats.entries -= rejected;
            stats.skipped += rejected;
            stats.foreign += rejected;
        }
    }
}
async function resolvePath(path) {
    try {
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).isDirectory())
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, _store_history_file_js__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_FILE */ .CX);
    }
    catch {
        // missing: no entries
    }
    return path;
}
async function* resolvePaths(list) {
    for (const p of list)
        yield await resolvePath(p);
}
function localSource(paths) {
    const list = typeof paths === 'string' ? [paths] : [...paths];
    const stats = emptySourceStats();
    return { entries: flattenBatches(historyFileBatches(resolvePaths(list), stats)), stats };
}
function concatSources(sources) {
    const stats = emptySourceStats();
    async function* generate() {
        for (const s of sources) {
            try {
                yield* s.entries;
            }
            finally {
                mergeStats(stats, s.stats);
            }
        }
    }
    return { entries: generate(), stats };
}
/** Lines that say what was skipped or failed (none when everything was read). */
function describeSourceStats(s) {
    const lines = [];
    if (s.skipped > 0) {
        const why = [];
        if (s.tornTails)
            why.push(`${s.tornTails} torn last line${s.tornTails === 1 ? '' : 's'}`);
        if (s.invalidJson)
            why.push(`${s.invalidJson} not JSON`);
        if (s.invalidEntries)
            why.push(`${s.invalidEntries} not a valid entry`);
        if (s.tooLong)
            why.push(`${s.tooLong} too long`);
        if (s.foreign)
            why.push(`${s.foreign} of another repository or run`);
        lines.push(`skipped ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(s.skipped, 'unreadable history line')} in ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(s.files, 'file')}` +
            (why.length ? ` (${why.join(', ')})` : ''));
    }
    const objects = s.objects?.failed ?? 0;
    if (objects > 0) {
        const first = s.failures[0] ? `; first: ${s.failures[0]}` : '';
        lines.push(`${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(objects, 'history object')} could not be read and ${objects === 1 ? 'was' : 'were'} left out${first}`);
    }
    if (s.artifacts.failed > 0) {
        const first = s.failures[0] ? `; first: ${s.failures[0]}` : '';
        lines.push(`${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(s.artifacts.failed, 'history artifact')} could not be read and ${s.artifacts.failed === 1 ? 'was' : 'were'} left out${first}`);
    }
    return lines;
}


/***/ }),

/***/ 14173:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bi: () => (/* binding */ successRateText),
/* harmony export */   He: () => (/* binding */ dayRow),
/* harmony export */   Oe: () => (/* binding */ pct),
/* harmony export */   Y7: () => (/* binding */ phaseRow)
/* harmony export */ });
/* harmony import */ var _core_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41634);
/**
 * The cells of the rows of the history statistics tables (text, markdown and HTML), built once
 * here so the reports show the same columns the same way; each report renders the phase name for
 * where it lands and marks percentiles that come from the sketch.
 */

/** A ratio as a percentage: 0.5 -> "50.0%". */
function pct(r) {
    return `${(r * 100).toFixed(1)}%`;
}
/**
 * The success rate of the attempts that finished (completed or failed), or "n/a" when none did:
 * no rate is not a rate of 0%.
 */
function successRateText(s) {
    return s.completed + s.failed > 0 ? pct(s.successRate) : 'n/a';
}
/** A phase's cells: phase, runs, success, p50, p95, [mean,] reused, saved, flaky. */
function phaseRow(p, style) {
    const mark = p.exact ? '' : style.approx;
    return [
        style.name,
        String(p.runs),
        p.runs ? pct(p.successRate) : style.none,
        (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(p.p50Ms) + mark,
        (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(p.p95Ms) + mark,
        ...(style.mean ? [(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(p.meanMs)] : []),
        String(p.reused),
        p.savedMs ? (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(p.savedMs) : '',
        p.flaky ? String(p.flaky) : '',
    ];
}
/** A day's cells: day, runs, completed, failed, success, total, mean, saved. */
function dayRow(d) {
    return [
        d.date,
        String(d.runs),
        String(d.completed),
        String(d.failed),
        d.completed + d.failed ? pct(d.successRate) : '–',
        (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(d.totalDurationMs),
        (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(d.meanDurationMs),
        d.savedMs ? (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(d.savedMs) : '',
    ];
}


/***/ }),

/***/ 63407:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Lu: () => (/* binding */ readHistory),
/* harmony export */   b8: () => (/* binding */ appendHistory),
/* harmony export */   hv: () => (/* binding */ HISTORY_LOCK)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48584);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8005);
/* harmony import */ var _core_documents_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(99466);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22720);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(27382);
/* harmony import */ var _jsonl_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(39038);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(78318);
/**
 * The local history file, `history.jsonl` (the history log of a local store, see src/history/):
 * one HistoryEntry per line, append-only. Appends are serialised by
 * `history.lock` next to the file and land in one write + fsync; reading streams the file, so a
 * long history never has to fit in memory, and a torn or invalid line is dropped and counted,
 * never fatal.
 */









const HISTORY_FILE = 'history.jsonl';
const HISTORY_LOCK = 'history.lock';
/**
 * Append entries to `<dir>/history.jsonl`. Every entry is validated first: if one is invalid,
 * nothing is written. A torn tail left by a killed writer is cut off first (and reported through
 * `onWarning`).
 */
async function appendHistory(dir, entries, options = {}) {
    const lines = entries.map((entry, i) => {
        const r = _core_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .HistoryEntry */ .XF.safeParse(entry);
        if (!r.success) {
            const issues = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .formatIssues */ .og)(r.error.issues);
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('invalid_input', `history entry ${i + 1} is invalid: ${issues.join('; ')}`, { details: issues });
        }
        return JSON.stringify(r.data);
    });
    if (lines.length === 0)
        return { appended: 0, repairedBytes: 0 };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true }).catch((err) => {
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_6__/* .fsError */ .yi)('create', dir, err);
    });
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, HISTORY_FILE);
    const { repairedBytes } = await (0,_lock_js__WEBPACK_IMPORTED_MODULE_8__/* .withLock */ .kK)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, HISTORY_LOCK), () => (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_7__/* .appendJsonLines */ .cc)(path, lines), options);
    if (repairedBytes > 0) {
        options.onWarning?.(`${path} ended with a torn line (${repairedBytes} bytes); removed it before appending`);
    }
    return { appended: lines.length, repairedBytes };
}
/**
 * Stream the entries of a history file. `stats` (skipped lines, torn tail, ...) is complete once
 * `entries` has been iterated to its end. A missing file has no entries.
 */
function readHistory(path) {
    return (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_7__/* .readJsonLines */ .sS)(path, (value) => {
        try {
            return (0,_core_documents_js__WEBPACK_IMPORTED_MODULE_4__/* .parseHistoryEntry */ .EZ)(value, path);
        }
        catch {
            return undefined;
        }
    });
}


/***/ }),

/***/ 23908:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AC: () => (/* binding */ lowercase),
/* harmony export */   Ak: () => (/* binding */ nanoid),
/* harmony export */   D2: () => (/* binding */ nanoidOfLength),
/* harmony export */   F: () => (/* binding */ httpProtocol),
/* harmony export */   Gl: () => (/* binding */ cuid2),
/* harmony export */   K3: () => (/* binding */ base64),
/* harmony export */   Os: () => (/* binding */ guid),
/* harmony export */   Rp: () => (/* binding */ email),
/* harmony export */   Z0: () => (/* binding */ ulid),
/* harmony export */   Zg: () => (/* binding */ emoji),
/* harmony export */   Zv: () => (/* binding */ uppercase),
/* harmony export */   ai: () => (/* binding */ number),
/* harmony export */   ch: () => (/* binding */ _null),
/* harmony export */   fO: () => (/* binding */ ksuid),
/* harmony export */   gF: () => (/* binding */ cuid),
/* harmony export */   gp: () => (/* binding */ anyString),
/* harmony export */   hQ: () => (/* binding */ e164),
/* harmony export */   kB: () => (/* binding */ time),
/* harmony export */   kM: () => (/* binding */ xid),
/* harmony export */   l7: () => (/* binding */ cidrv6),
/* harmony export */   nd: () => (/* binding */ integer),
/* harmony export */   o: () => (/* binding */ bigint),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   p6: () => (/* binding */ date),
/* harmony export */   r0: () => (/* binding */ base64url),
/* harmony export */   uR: () => (/* binding */ uuid),
/* harmony export */   uX: () => (/* binding */ ipv4),
/* harmony export */   ug: () => (/* binding */ ipv6),
/* harmony export */   w$: () => (/* binding */ datetime),
/* harmony export */   zM: () => (/* binding */ boolean),
/* harmony export */   zr: () => (/* binding */ cidrv4)
/* harmony export */ });
/* unused harmony exports extendedDuration, uuid4, uuid6, uuid7, html5Email, rfc5322Email, unicodeEmail, idnEmail, browserEmail, mac, hostname, domain, creditCard, currencyCode, iban, string, undefined, hex, md5_hex, md5_base64, md5_base64url, sha1_hex, sha1_base64, sha1_base64url, sha256_hex, sha256_base64, sha256_base64url, sha384_hex, sha384_base64, sha384_base64url, sha512_hex, sha512_base64, sha512_base64url */

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(4)));
const uuid6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(6)));
const uuid7 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(7)));
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = (/* unused pure expression or super */ null && (unicodeEmail));
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor — a pictograph, a regional indicator, or the enclosing keycap — because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = util.escapeRegex(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12–19 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ anchor(dateSource);
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(22, "==")));
const md5_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(22)));
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(27, "=")));
const sha1_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(27)));
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(43, "=")));
const sha256_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(43)));
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(64, "")));
const sha384_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(64)));
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(86, "==")));
const sha512_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(86)));


/***/ })

};
