/**
 * History as text: entries and statistics as a table, JSON, CSV (RFC 4180) or markdown; the HTML
 * report is in html.ts. Every string that comes from the data is made inert for where it lands:
 * control characters and ANSI escapes out of table cells, markdown escaped by report/escape.ts (no
 * links, mentions, HTML or workflow commands can come from a branch or phase name), CSV quoted.
 */
import { CiStateError } from '../core/errors.js';
import type { HistoryEntry } from '../core/schema.js';
import { formatDuration } from '../core/duration.js';
import { plural } from '../core/words.js';
import { codeSpan, escapeInline, sanitizeText } from '../report/escape.js';
import { dayRow, pct, phaseRow, successRateText } from './stat-rows.js';
import { describeSourceStats, type SourceStats } from './source.js';
import type { HistoryStatistics } from './stats-types.js';

export const HISTORY_FORMATS = ['table', 'json', 'jsonl', 'csv', 'markdown', 'html'] as const;
export type HistoryFormat = (typeof HISTORY_FORMATS)[number];

/** Reads a `format` option or input (`name` in the error): one of `HISTORY_FORMATS`. */
export function parseFormat(text: string, name = 'format'): HistoryFormat {
  const t = text.trim().toLowerCase();
  const alias: Record<string, HistoryFormat> = { md: 'markdown', text: 'table' };
  const f = (alias[t] ?? t) as HistoryFormat;
  if (!HISTORY_FORMATS.includes(f)) {
    throw new CiStateError(
      'invalid_input',
      `${name} "${text}" is not a format: use one of ${HISTORY_FORMATS.join(', ')}`,
    );
  }
  return f;
}

export const ENTRY_COLUMNS = [
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
] as const;
export type EntryColumn = (typeof ENTRY_COLUMNS)[number];
export type EntryRecord = Record<EntryColumn, string | number | boolean | null>;

/** One flat record per entry: the same columns for run and phase entries (null when absent). */
export function entryRecord(e: HistoryEntry): EntryRecord {
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
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One RFC 4180 record: fields quoted when needed, ended by CRLF. */
export function csvLine(values: (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** One line of untrusted text for a terminal: no controls or escapes, clipped. */
function cell(text: string, max = 80): string {
  const s = sanitizeText(text).replace(/\s+/g, ' ').trim();
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/** A plain-text table: columns padded to the widest cell. */
export function textTable(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return rows.map((row) =>
    row
      .map((c, i) => (i === row.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

function mdTable(head: string[], rows: string[][], align?: string[]): string {
  const sep = align ?? head.map(() => '---');
  return [head, sep, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

function entryTableRow(e: HistoryEntry): string[] {
  const ended = (e.endedAt ?? e.startedAt ?? '').slice(0, 19).replace('T', ' ');
  return [
    ended,
    cell(e.workflow, 40),
    cell(e.job, 30),
    cell(e.runId, 20),
    String(e.attempt),
    e.kind === 'phase' ? `${cell(e.phase, 40)} ${e.status}` : e.status,
    formatDuration(e.durationMs),
    e.savedMs ? formatDuration(e.savedMs) : '',
    cell(e.error ?? '', 60),
  ];
}

export interface FormatEntriesOptions {
  /** table and markdown: at most this many rows (default 1000); the rest are counted. */
  limit?: number;
}

/**
 * The entries in `format`, in chunks: csv, json (an array) and jsonl stream in constant memory;
 * table and markdown need column widths or a summary and hold the rows (at most `limit`).
 */
export async function* formatEntries(
  entries: AsyncIterable<HistoryEntry> | Iterable<HistoryEntry>,
  format: Exclude<HistoryFormat, 'html'>,
  options: FormatEntriesOptions = {},
): AsyncGenerator<string> {
  if (format === 'csv') {
    yield csvLine([...ENTRY_COLUMNS]);
    for await (const e of entries) {
      const r = entryRecord(e);
      yield csvLine(ENTRY_COLUMNS.map((c) => r[c]));
    }
    return;
  }
  if (format === 'jsonl') {
    for await (const e of entries) yield `${JSON.stringify(e)}\n`;
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
  const rows: HistoryEntry[] = [];
  let more = 0;
  for await (const e of entries) {
    if (rows.length < limit) rows.push(e);
    else more++;
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
  const md = mdTable(
    ['Ended', 'Workflow', 'Job', 'Run', 'Attempt', 'Status', 'Duration', 'Saved', 'Error'],
    rows.map((e) => [
      (e.endedAt ?? e.startedAt ?? '').slice(0, 19).replace('T', ' '),
      escapeInline(e.workflow, 60),
      escapeInline(e.job, 60),
      escapeInline(e.runId, 30),
      String(e.attempt),
      e.kind === 'phase' ? `${codeSpan(e.phase, { table: true, max: 60 })} ${e.status}` : e.status,
      formatDuration(e.durationMs),
      e.savedMs ? formatDuration(e.savedMs) : '',
      e.error ? escapeInline(e.error, 120) : '',
    ]),
  );
  yield `${md}\n${note ? `\n${escapeInline(note)}\n` : ''}`;
}

function headline(s: HistoryStatistics): string {
  const parts = [
    `${plural(s.runs, 'attempt')}: ${s.completed} completed, ${s.failed} failed` +
      (s.other ? `, ${s.other} other` : '') +
      ` (success ${successRateText(s)})`,
    `${s.resumed} resumed, saving ${formatDuration(s.savedMs)}`,
  ];
  if (s.runs) parts.push(`mean ${formatDuration(s.meanDurationMs)} per attempt`);
  return parts.join('; ');
}

/** The statistics as plain text: headline, phases, flaky, daily, then the source's warnings. */
export function formatStatsTable(s: HistoryStatistics, source?: SourceStats): string {
  const out: string[] = [headline(s)];
  if (s.mostUsedWorkflow !== null)
    out.push(
      `most used workflow: ${cell(s.mostUsedWorkflow)} (${plural(s.workflows[0]!.runs, 'run')})`,
    );
  if (s.phases.length) {
    out.push('');
    const rows = [['phase', 'runs', 'success', 'p50', 'p95', 'mean', 'reused', 'saved', 'flaky']];
    for (const p of s.phases) {
      rows.push(phaseRow(p, { name: cell(p.phase, 48), approx: '~', none: '-', mean: true }));
    }
    out.push(...textTable(rows));
    if (s.phases.some((p) => !p.exact))
      out.push(`~ within ${s.percentiles.relativeAccuracy * 100}% (sketch)`);
  }
  if (s.flaky.length) {
    out.push('', 'flaky phases (failed, then succeeded on a re-run of the same commit):');
    out.push(
      ...textTable([
        ['phase', 'commits', 'last sha', 'workflow', 'job'],
        ...s.flaky.map((f) => [
          cell(f.phase, 48),
          String(f.occurrences),
          cell(f.lastSha, 12),
          cell(f.workflow, 40),
          cell(f.job, 30),
        ]),
      ]),
    );
  }
  if (s.daily.length) {
    out.push('', `daily (UTC, last ${plural(s.window.days, 'day')}):`);
    out.push(
      ...textTable([
        ['day', 'runs', 'completed', 'failed', 'success', 'total', 'mean', 'saved'],
        ...s.daily.map((d) => [
          d.date,
          String(d.runs),
          String(d.completed),
          String(d.failed),
          d.completed + d.failed ? pct(d.successRate) : '-',
          formatDuration(d.totalDurationMs),
          formatDuration(d.meanDurationMs),
          d.savedMs ? formatDuration(d.savedMs) : '',
        ]),
      ]),
    );
  }
  if (source) for (const l of describeSourceStats(source)) out.push('', `warning: ${cell(l, 300)}`);
  return `${out.join('\n')}\n`;
}

/** The statistics object as JSON (with `source` when given). */
export function formatStatsJson(s: HistoryStatistics, source?: SourceStats): string {
  return `${JSON.stringify(source ? { ...s, source } : s, null, 2)}\n`;
}

export type StatsCsvSection = 'phases' | 'daily' | 'workflows' | 'flaky';

/** One section of the statistics as CSV: phases (default), daily, workflows or flaky. */
export function formatStatsCsv(s: HistoryStatistics, section: StatsCsvSection = 'phases'): string {
  const rows: (string | number | boolean | null)[][] = [];
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
  } else if (section === 'daily') {
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
  } else if (section === 'workflows') {
    rows.push(['workflow', 'runs', 'completed', 'failed', 'successRate']);
    for (const w of s.workflows)
      rows.push([w.workflow, w.runs, w.completed, w.failed, round4(w.successRate)]);
  } else {
    rows.push(['phase', 'occurrences', 'lastSha', 'lastRunId', 'workflow', 'job']);
    for (const f of s.flaky)
      rows.push([f.phase, f.occurrences, f.lastSha, f.lastRunId, f.workflow, f.job]);
  }
  return rows.map(csvLine).join('');
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

export interface StatsMarkdownOptions {
  title?: string;
  source?: SourceStats;
  /** Daily rows shown (the most recent days with runs). Default 14. */
  days?: number;
}

/** The statistics as a job summary section (GFM, escaped). */
export function formatStatsMarkdown(s: HistoryStatistics, o: StatsMarkdownOptions = {}): string {
  const out: string[] = [`### ${escapeInline(o.title ?? 'ci-state history')}`, ''];
  if (s.runs === 0 && s.phaseEntries === 0) {
    out.push('_No matching history entries._');
  } else {
    out.push(
      `**${s.runs}** attempt${s.runs === 1 ? '' : 's'}: ${s.completed} completed, ${s.failed} failed` +
        (s.other ? `, ${s.other} other` : '') +
        ` — success rate **${successRateText(s)}**. ` +
        `${s.resumed} resumed, saving **${formatDuration(s.savedMs)}**.` +
        (s.mostUsedWorkflow !== null
          ? ` Most used workflow: ${escapeInline(s.mostUsedWorkflow, 80)} (${plural(s.workflows[0]!.runs, 'run')}).`
          : ''),
    );
    if (s.phases.length) {
      out.push(
        '',
        mdTable(
          ['Phase', 'Runs', 'Success', 'p50', 'p95', 'Reused', 'Saved', 'Flaky'],
          s.phases.map((p) =>
            phaseRow(p, {
              name: codeSpan(p.phase, { table: true, max: 60 }),
              approx: ' ≈',
              none: '–',
              mean: false,
            }),
          ),
          ['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:'],
        ),
      );
    }
    if (s.flaky.length) {
      out.push(
        '',
        `**Flaky phases** (failed, then succeeded on a re-run of the same commit): ` +
          s.flaky
            .slice(0, 10)
            .map((f) => `${codeSpan(f.phase, { max: 60 })} ×${f.occurrences}`)
            .join(', ') +
          '.',
      );
    }
    const days = s.daily.slice(-(o.days ?? 14));
    if (days.length) {
      out.push(
        '',
        '<details><summary>Daily summary (UTC)</summary>',
        '',
        mdTable(
          ['Day', 'Runs', 'Completed', 'Failed', 'Success', 'Total', 'Mean', 'Saved'],
          days.map(dayRow),
          ['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:'],
        ),
        '',
        '</details>',
      );
    }
  }
  if (o.source) {
    const warnings = describeSourceStats(o.source);
    if (warnings.length) out.push('', ...warnings.map((w) => `> ⚠️ ${escapeInline(w, 400)}`));
  }
  return `${out.join('\n')}\n`;
}
