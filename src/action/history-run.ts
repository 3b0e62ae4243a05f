/**
 * The `history/` sub-action: query the history across runs (or a local file), write a report,
 * a job summary and outputs, and optionally clean up old ci-state artifacts and caches.
 *
 *     run(): Promise<void>        its inputs are read by readHistorySettings (settings.ts)
 *
 * Bad input fails the step with a one-line message naming the input. History that cannot be
 * read (a failed download, torn lines) is a warning, never a failure; a cleanup item that could
 * not be deleted is a warning too.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { formatDuration } from '../core/duration.js';
import { plural } from '../core/words.js';
import * as runner from './runner.js';
import { readHistorySettings, type HistorySettings, type S3Settings } from './settings.js';
import { createRestClient } from '../github/octokit.js';
import { escapeInline } from '../report/escape.js';
import {
  applyCleanup,
  describeCleanupPlan,
  planCleanup,
  pruneLocalHistory,
} from '../history/cleanup.js';
import { filterEntries } from '../history/filter.js';
import {
  formatEntries,
  formatStatsCsv,
  formatStatsJson,
  formatStatsMarkdown,
  formatStatsTable,
  type HistoryFormat,
} from '../history/format.js';
import { renderHtmlReport } from '../history/html.js';
import { runArtifactsSource } from '../history/rest-source.js';
import { describeSourceStats, localSource, type HistorySource } from '../history/source.js';
import { computeStats } from '../history/stats.js';

async function sourceFor(i: HistorySettings): Promise<HistorySource> {
  if (i.source === 'local') return localSource(i.path);
  if (i.s3) {
    const { bucketHistorySource } = await import('./s3-history.js');
    return bucketHistorySource(i.s3, {
      query: i.query,
      repository: `${i.owner}/${i.repo}`,
      ...(i.runId !== undefined ? { runId: i.runId } : {}),
      concurrency: i.concurrency,
    });
  }
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
    progress: (l) => runner.info(`ci-state history: ${l}`),
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

async function cleanup(i: HistorySettings, olderThanMs: number): Promise<string[]> {
  const lines: string[] = [];
  if (i.source === 'local') {
    const r = await pruneLocalHistory(i.path, { olderThanMs, dryRun: i.dryRun });
    const verb = i.dryRun ? 'would remove' : 'removed';
    lines.push(
      `local history ${i.path}: ${verb} ${plural(r.removed, 'line')} older than ${r.cutoff}, kept ${r.kept}` +
        (r.dropped ? `, dropped ${r.dropped} unreadable` : ''),
    );
    runner.setOutput('deleted', i.dryRun ? 0 : r.removed);
    return lines;
  }
  if (i.s3) return bucketCleanup(i.s3, olderThanMs, i.dryRun);
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

/** `storage: s3`: ci-state's objects in the bucket older than the age (cleanup --remote's). */
async function bucketCleanup(s3: S3Settings, olderThanMs: number, dryRun: boolean) {
  const { openS3 } = await import('./s3-storage.js');
  const { deleteOlder } = await import('../remote/sync.js');
  const { deleteOlderHistory } = await import('../remote/history.js');
  const remote = await openS3(s3);
  const before = new Date(Date.now() - olderThanMs);
  const states = await deleteOlder(remote, before, { dryRun });
  const history = await deleteOlderHistory(remote, before, { dryRun });
  runner.setOutput('deleted', dryRun ? 0 : states.deleted + history.deleted);
  const verb = dryRun ? 'would delete' : 'deleted';
  return [
    `${verb} ${plural(states.deleted, 'state or pack object')} and ${plural(history.deleted, 'history object')} older than ${before.toISOString()} on ${remote.describe()}; ${states.kept + history.kept} kept`,
  ];
}

export async function run(): Promise<void> {
  try {
    const i = readHistorySettings();
    const source = await sourceFor(i);
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
          : `ci-state history of ${i.owner}/${i.repo}${i.source === 'run' ? `, run ${i.runId}` : ''}${i.s3 ? ' (S3)' : ''}`;
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
        `ci-state history: ${plural(stats.runs, 'attempt')}, success ${successRate ? `${successRate}%` : 'n/a'}, ${stats.resumed} resumed saving ${formatDuration(stats.savedMs)}`,
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
