/**
 * The `history/` sub-action: query the history across runs (or a local file), write a report,
 * a job summary and outputs, and optionally clean up old ci-state artifacts and caches.
 *
 *     run(): Promise<void>        reads the inputs of history/action.yml through runner.ts
 *
 * Bad input fails the step with a one-line message naming the input. History that cannot be
 * read (a failed download, torn lines) is a warning, never a failure; a cleanup item that could
 * not be deleted is a warning too.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { CiStateError } from '../core/errors.js';
import { formatDuration } from '../core/duration.js';
import * as runner from './runner.js';
import { createRestClient } from '../github/octokit.js';
import { escapeInline } from '../report/escape.js';
import {
  applyCleanup,
  describeCleanupPlan,
  planCleanup,
  pruneLocalHistory,
} from '../history/cleanup.js';
import {
  checkQuery,
  filterEntries,
  parseDurationSpec,
  parseTimeSpec,
  type HistoryQuery,
} from '../history/filter.js';
import {
  formatEntries,
  formatStatsCsv,
  formatStatsJson,
  formatStatsMarkdown,
  formatStatsTable,
  parseFormat,
  type HistoryFormat,
} from '../history/format.js';
import { renderHtmlReport } from '../history/html.js';
import { runArtifactsSource } from '../history/rest-source.js';
import { describeSourceStats, localSource, type HistorySource } from '../history/source.js';
import { computeStats } from '../history/stats.js';

const text = runner.optionalInput;
const bool = runner.booleanInput;

function int(name: string, fallback: number, min: number, max: number): number {
  const v = text(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new CiStateError(
      'invalid_input',
      `input ${name} is "${v}": expected a whole number from ${min} to ${max}`,
    );
  return n;
}

const EXTENSIONS: Record<HistoryFormat, string> = {
  table: 'txt',
  json: 'json',
  jsonl: 'jsonl',
  csv: 'csv',
  markdown: 'md',
  html: 'html',
};

export interface HistoryActionInputs {
  source: 'repo' | 'run' | 'local';
  runId?: number;
  path: string;
  query: HistoryQuery;
  format: HistoryFormat;
  output: string;
  stats: boolean;
  summary: boolean;
  maxRuns: number;
  concurrency: number;
  cacheDir: string;
  cleanupOlderThanMs?: number;
  keep: number;
  dryRun: boolean;
  token: string;
  owner: string;
  repo: string;
}

/** The inputs, checked; throws a CiStateError naming the first bad one. */
export function readInputs(env: NodeJS.ProcessEnv = process.env): HistoryActionInputs {
  const source = text('source') ?? 'repo';
  if (source !== 'repo' && source !== 'run' && source !== 'local')
    throw new CiStateError(
      'invalid_input',
      `input source is "${source}": expected repo, run or local`,
    );
  const runId = Number(env.GITHUB_RUN_ID);
  if (source === 'run' && !(Number.isSafeInteger(runId) && runId > 0))
    throw new CiStateError('invalid_input', 'input source is "run" but GITHUB_RUN_ID is not set');
  const now = Date.now();
  const query: HistoryQuery = {};
  for (const k of ['workflow', 'job', 'branch', 'status', 'phase', 'text'] as const) {
    const v = text(k);
    if (v !== undefined) query[k] = v;
  }
  const since = text('since');
  if (since !== undefined) query.since = parseTimeSpec(since, 'input since', now);
  const until = text('until');
  if (until !== undefined) query.until = parseTimeSpec(until, 'input until', now);
  checkQuery(query);
  const stats = bool('stats', true);
  const format = parseFormat(text('format') ?? (stats ? 'html' : 'csv'), 'input format');
  if (format === 'html' && !stats)
    throw new CiStateError('invalid_input', 'input format html needs stats: true');
  const temp = env.RUNNER_TEMP || tmpdir();
  const stateDir = env.CI_STATE_DIR || '.ci-state';
  const repository = text('repository') ?? env.GITHUB_REPOSITORY ?? '';
  const [owner = '', repo = ''] = repository.split('/');
  if (source !== 'local' && (!owner || !repo))
    throw new CiStateError(
      'invalid_input',
      `input repository is "${repository}": expected owner/name (GITHUB_REPOSITORY is not set)`,
    );
  const olderThan = text('cleanup-older-than');
  const inputs: HistoryActionInputs = {
    source,
    ...(source === 'run' ? { runId } : {}),
    path: resolve(text('path') ?? join(stateDir, 'history.jsonl')),
    query,
    format,
    output: resolve(text('output') ?? join(temp, `ci-state-history.${EXTENSIONS[format]}`)),
    stats,
    summary: bool('summary', true),
    maxRuns: int('max-runs', 100, 1, 1000),
    concurrency: int('concurrency', 4, 1, 16),
    cacheDir: resolve(text('cache-dir') ?? join(temp, 'ci-state-history-cache')),
    keep: int('keep', 0, 0, 10_000),
    dryRun: bool('dry-run', false),
    token: text('token') ?? env.GITHUB_TOKEN ?? '',
    owner,
    repo,
  };
  if (olderThan !== undefined)
    inputs.cleanupOlderThanMs = parseDurationSpec(olderThan, 'input cleanup-older-than');
  if (!inputs.token && source !== 'local')
    throw new CiStateError('invalid_input', `input token is empty: the ${source} source needs one`);
  return inputs;
}

function sourceFor(i: HistoryActionInputs): HistorySource {
  if (i.source === 'local') return localSource(i.path);
  return runArtifactsSource({
    rest: createRestClient({ token: i.token, log: (l) => runner.debug(l) }),
    token: i.token,
    owner: i.owner,
    repo: i.repo,
    ...(i.query.workflow ? { workflow: i.query.workflow } : {}),
    ...(i.query.branch ? { branch: i.query.branch } : {}),
    ...(i.query.since !== undefined ? { since: i.query.since } : {}),
    maxRuns: i.maxRuns,
    ...(i.runId !== undefined ? { runIds: [i.runId] } : {}),
    concurrency: i.concurrency,
    cacheDir: i.cacheDir,
    log: (l) => runner.debug(l),
  });
}

async function writeReport(path: string, chunks: AsyncIterable<string> | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  if (typeof chunks === 'string') {
    await writeFile(path, chunks);
    return;
  }
  const { createWriteStream } = await import('node:fs');
  const out = createWriteStream(path);
  try {
    for await (const c of chunks)
      if (!out.write(c)) await new Promise<void>((r) => out.once('drain', () => r()));
  } finally {
    await new Promise<void>((res, rej) => out.end((e?: Error | null) => (e ? rej(e) : res())));
  }
}

async function cleanup(i: HistoryActionInputs, olderThanMs: number): Promise<string[]> {
  const lines: string[] = [];
  if (i.source === 'local') {
    const r = await pruneLocalHistory(i.path, { olderThanMs, dryRun: i.dryRun });
    const verb = i.dryRun ? 'would remove' : 'removed';
    lines.push(
      `local history ${i.path}: ${verb} ${r.removed} line(s) older than ${r.cutoff}, kept ${r.kept}` +
        (r.dropped ? `, dropped ${r.dropped} unreadable` : ''),
    );
    runner.setOutput('deleted', i.dryRun ? 0 : r.removed);
    return lines;
  }
  const rest = createRestClient({ token: i.token, log: (l) => runner.debug(l) });
  const plan = await planCleanup({
    rest,
    owner: i.owner,
    repo: i.repo,
    olderThanMs,
    keep: i.keep,
  });
  const items = describeCleanupPlan(plan);
  lines.push(
    `${i.dryRun ? 'would delete' : 'deleting'} ${plan.artifacts.length} artifact(s) and ${plan.caches.length} cache entr${plan.caches.length === 1 ? 'y' : 'ies'} of ci-state older than ${plan.cutoff}` +
      (plan.keep ? ` (keeping the newest ${plan.keep} of each scope)` : ''),
  );
  for (const item of items) runner.info(`  ${item}`);
  if (i.dryRun) {
    runner.setOutput('deleted', 0);
    return lines;
  }
  const r = await applyCleanup(plan);
  lines.push(
    `deleted ${r.deleted.artifacts.length} artifact(s) and ${r.deleted.caches.length} cache entr${r.deleted.caches.length === 1 ? 'y' : 'ies'}` +
      (r.missing.artifacts.length + r.missing.caches.length
        ? `; ${r.missing.artifacts.length + r.missing.caches.length} already gone`
        : ''),
  );
  for (const f of r.failed)
    runner.warning(`ci-state history: could not delete ${f.kind} ${f.name}: ${f.reason}`);
  runner.setOutput('deleted', r.deleted.artifacts.length + r.deleted.caches.length);
  return lines;
}

export async function run(): Promise<void> {
  try {
    const i = readInputs();
    const source = sourceFor(i);
    let runs = 0;
    let successRate = '';
    let markdown = '';
    if (i.stats) {
      const stats = await computeStats(source.entries, { query: i.query });
      runs = stats.runs;
      successRate = stats.completed + stats.failed ? (stats.successRate * 100).toFixed(1) : '';
      const title =
        i.source === 'local'
          ? 'ci-state history'
          : `ci-state history of ${i.owner}/${i.repo}${i.source === 'run' ? `, run ${i.runId}` : ''}`;
      const report =
        i.format === 'html'
          ? await renderHtmlReport(stats, { title, source: source.stats })
          : i.format === 'markdown'
            ? formatStatsMarkdown(stats, { title, source: source.stats })
            : i.format === 'csv'
              ? formatStatsCsv(stats)
              : i.format === 'table'
                ? formatStatsTable(stats, source.stats)
                : formatStatsJson(stats, source.stats);
      await writeReport(i.output, report);
      markdown = formatStatsMarkdown(stats, { title, source: source.stats });
      runner.info(
        `ci-state history: ${stats.runs} attempt(s), success ${successRate || '–'}%, ${stats.resumed} resumed saving ${formatDuration(stats.savedMs)}`,
      );
    } else {
      async function* counted() {
        for await (const e of filterEntries(source.entries, i.query)) {
          if (e.kind === 'run') runs++;
          yield e;
        }
      }
      await writeReport(
        i.output,
        formatEntries(counted(), i.format as Exclude<HistoryFormat, 'html'>),
      );
    }
    for (const w of describeSourceStats(source.stats)) runner.warning(`ci-state history: ${w}`);
    runner.setOutput('report-path', i.output);
    runner.setOutput('runs', runs);
    runner.setOutput('success-rate', successRate);
    runner.info(`ci-state history: report written to ${i.output}`);

    if (i.cleanupOlderThanMs !== undefined) {
      const lines = await cleanup(i, i.cleanupOlderThanMs);
      for (const l of lines) runner.info(`ci-state cleanup: ${l}`);
      if (markdown) markdown += `\n${lines.map((l) => `- ${escapeInline(l)}`).join('\n')}\n`;
    }
    if (i.summary && markdown) runner.appendSummary(markdown);
  } catch (e) {
    const message = (e as Error)?.message ?? String(e);
    runner.setFailed(`ci-state history: ${message}`);
  }
}
