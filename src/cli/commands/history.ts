/**
 * The commands over the history log: `ci-state history` (finished attempts and their statistics)
 * and `ci-state cleanup` (pruning old entries, artifacts and caches).
 */
import { join } from 'node:path';
import { CiStateError } from '../../core/errors.js';
import type { CleanupResult, HistoryQuery, PruneResult } from '../../history/index.js';
import { plural } from '../../core/words.js';
import { formatSize } from '../../transfer/progress.js';
import type { CleanupItem } from '../../store/local-store.js';
import { writeFileDurable } from '../../store/atomic.js';
import { terminalText } from '../glyphs.js';
import type { Printer } from '../output.js';
import { openSession, type Session } from '../session.js';
import { wholeNumber } from '../validate.js';

export interface HistoryOptions {
  source?: string;
  /** `s3://bucket/prefix`: the history on a remote store (implies --source remote). */
  remote?: string;
  file?: string[];
  repo?: string;
  workflow?: string;
  job?: string;
  branch?: string;
  status?: string;
  since?: string;
  until?: string;
  phase?: string;
  text?: string;
  stats?: boolean;
  format?: string;
  output?: string;
  maxRuns?: string;
  concurrency?: string;
  cacheDir?: string;
  json?: boolean;
}

/**
 * The history on a remote store (--remote, else CI_STATE_REMOTE or init --remote's): the objects
 * under this job's ref and the default branch's, or under --branch's when it is given.
 */
async function remoteSource(s: Session, o: HistoryOptions, query: HistoryQuery) {
  const { openRemote, remoteUrl } = await import('../remote.js');
  const where = o.remote !== undefined ? { url: o.remote, from: '--remote' } : remoteUrl(s.dir);
  if (!where)
    throw new CiStateError(
      'invalid_input',
      '--source remote needs a remote store: --remote s3://bucket/prefix, CI_STATE_REMOTE, or init --remote',
    );
  const remote = await openRemote(where.url, where.from);
  const { detectEnvironment } = await import('../../ci/detect.js');
  const job = detectEnvironment();
  const r = await import('../../history/remote-source.js');
  return r.remoteHistorySource({
    remote,
    refs: r.historyRefs({
      ref: job.scope.ref,
      ...(job.ci?.defaultBranch ? { defaultBranch: job.ci.defaultBranch } : {}),
      ...(query.branch !== undefined ? { branch: query.branch } : {}),
    }),
    ...(o.repo !== undefined ? { repo: o.repo } : {}),
    ...(query.since !== undefined ? { since: query.since } : {}),
    concurrency:
      o.concurrency !== undefined ? wholeNumber(o.concurrency, '--concurrency', 1, 16) : 4,
    progress: (l) => s.printer.note(l),
  });
}

/**
 * Where the history comes from: local files, a remote store, or the repository's runs (or this
 * run) through REST.
 */
async function historySource(s: Session, o: HistoryOptions, query: HistoryQuery) {
  const h = await import('../../history/index.js');
  const source =
    o.source ?? (o.remote !== undefined || process.env.CI_STATE_REMOTE ? 'remote' : 'local');
  if (source === 'local')
    return h.localSource(o.file?.length ? o.file : [join(s.dir, 'history.jsonl')]);
  if (source === 'remote') return remoteSource(s, o, query);
  if (source !== 'repo' && source !== 'run')
    throw new CiStateError(
      'invalid_input',
      `--source "${source}" is not valid: expected local, repo, run or remote`,
    );
  const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN || '';
  if (!token)
    throw new CiStateError(
      'invalid_input',
      `--source ${source} needs a token in GITHUB_TOKEN or GH_TOKEN`,
    );
  const repository = o.repo ?? process.env.GITHUB_REPOSITORY ?? '';
  const [owner = '', repo = ''] = repository.split('/');
  if (!owner || !repo)
    throw new CiStateError(
      'invalid_input',
      `--repo "${repository}" is not valid: expected owner/name`,
    );
  const runId = Number(process.env.GITHUB_RUN_ID);
  if (source === 'run' && !(Number.isSafeInteger(runId) && runId > 0))
    throw new CiStateError('invalid_input', '--source run needs GITHUB_RUN_ID');
  const { createRestClient } = await import('../../github/octokit.js');
  return h.runArtifactsSource({
    rest: createRestClient({ token }),
    token,
    owner,
    repo,
    ...(query.workflow ? { workflow: query.workflow } : {}),
    ...(query.branch ? { branch: query.branch } : {}),
    ...(query.since !== undefined ? { since: query.since } : {}),
    ...(source === 'run' ? { runIds: [runId] } : {}),
    maxRuns: o.maxRuns !== undefined ? wholeNumber(o.maxRuns, '--max-runs', 1, 1000) : 100,
    concurrency:
      o.concurrency !== undefined ? wholeNumber(o.concurrency, '--concurrency', 1, 16) : 4,
    cacheDir: o.cacheDir ?? join(s.dir, 'history-cache'),
    // On stderr: stdout holds the report.
    progress: (l) => s.printer.note(l),
  });
}

export async function cmdHistory(printer: Printer, o: HistoryOptions): Promise<void> {
  const s = openSession(printer);
  const h = await import('../../history/index.js');
  const query: HistoryQuery = {};
  for (const k of ['workflow', 'job', 'branch', 'status', 'phase', 'text'] as const) {
    const v = o[k];
    if (v !== undefined) query[k] = v;
  }
  if (o.since !== undefined) query.since = h.parseTimeSpec(o.since, '--since');
  if (o.until !== undefined) query.until = h.parseTimeSpec(o.until, '--until');
  h.checkQuery(query);
  const format = h.parseFormat(o.json ? 'json' : (o.format ?? 'table'), '--format');
  if (format === 'html' && !o.stats)
    throw new CiStateError('invalid_input', '--format html is the statistics report: add --stats');
  const src = await historySource(s, o, query);
  const chunks: string[] = [];
  if (o.stats) {
    const stats = await h.computeStats(src.entries, { query });
    chunks.push(
      format === 'json'
        ? h.formatStatsJson(stats, src.stats)
        : format === 'csv'
          ? h.formatStatsCsv(stats)
          : format === 'markdown'
            ? h.formatStatsMarkdown(stats)
            : format === 'html'
              ? await h.renderHtmlReport(stats, { source: src.stats })
              : h.formatStatsTable(stats, src.stats),
    );
  } else {
    // Without --phase, one line per attempt; with it, that phase's lines.
    const wanted = async function* () {
      for await (const e of h.filterEntries(src.entries, query))
        if (query.phase !== undefined || e.kind === 'run') yield e;
    };
    for await (const chunk of h.formatEntries(wanted(), format as Exclude<typeof format, 'html'>))
      chunks.push(chunk);
  }
  const text = chunks.join('');
  if (o.output) {
    await writeFileDurable(o.output, text);
    s.printer.note(`wrote ${o.output}`);
  } else {
    // The plain-text table is for people; the other formats are data and stay as they are.
    const shown = format === 'table' ? terminalText(text) : text;
    process.stdout.write(shown.endsWith('\n') || shown === '' ? shown : `${shown}\n`);
  }
  for (const line of h.describeSourceStats(src.stats)) s.printer.warn(line);
}

/** A state or leftover the store's sweep removed, in words. */
function describeRemoved(r: CleanupItem): string {
  if (r.reason === 'leftover')
    return `leftover ${r.path} (a temp file of a writer that died, or a half-deleted state)`;
  const why =
    r.reason === 'expired'
      ? `expired: not updated since ${r.updatedAt}`
      : `over the cap on stored states; updated ${r.updatedAt}`;
  return `state ${r.key} (${why})`;
}

/** `cleanup --older-than`'s pruning of the local history, in one line. */
function describeHistoryPrune(p: PruneResult, dryRun: boolean): string {
  const kept = plural(p.kept, 'entry', 'entries');
  if (p.removed === 0 && p.dropped === 0)
    return `local history: nothing ended before ${p.cutoff} (${kept} kept)`;
  const torn = p.dropped
    ? `; ${plural(p.dropped, 'torn line')} ${dryRun ? 'would be ' : ''}dropped`
    : '';
  const size = p.rewritten ? `; ${formatSize(p.bytesBefore)} → ${formatSize(p.bytesAfter)}` : '';
  return `local history: ${dryRun ? 'would remove' : 'removed'} ${plural(p.removed, 'entry', 'entries')} of attempts that ended before ${p.cutoff}, ${kept} kept${torn}${size}`;
}

/** What `cleanup --repo` deleted, in lines: the counts, then each failure. */
function describeRemoteCleanup(r: CleanupResult): string[] {
  const deleted = `deleted ${plural(r.deleted.artifacts.length, 'artifact')} and ${plural(r.deleted.caches.length, 'cache entry', 'cache entries')} (${formatSize(r.bytes)})`;
  const gone = r.missing.artifacts.length + r.missing.caches.length;
  const lines = [
    `${deleted}${gone ? `; ${plural(gone, 'item was', 'items were')} already gone` : ''}`,
  ];
  for (const f of r.failed)
    lines.push(`could not delete ${f.kind} ${f.name} (id ${f.id}): ${f.reason}`);
  return lines;
}

export interface CleanupOptions {
  olderThan?: string;
  /** `s3://bucket/prefix`: also delete ci-state's objects there older than --older-than. */
  remote?: string;
  keep?: string;
  repo?: string;
  dryRun?: boolean;
  json?: boolean;
}

export async function cmdCleanup(printer: Printer, o: CleanupOptions): Promise<void> {
  const s = openSession(printer);
  const dryRun = !!o.dryRun;
  const h = await import('../../history/index.js');
  const olderThanMs =
    o.olderThan !== undefined ? h.parseDurationSpec(o.olderThan, '--older-than') : undefined;
  if (o.remote !== undefined && olderThanMs === undefined)
    throw new CiStateError(
      'invalid_input',
      '--remote needs --older-than: say how old is old (e.g. 30d)',
    );
  const store =
    o.remote !== undefined
      ? await (await import('../remote.js')).openRemote(o.remote, '--remote')
      : undefined;
  if (o.repo && olderThanMs === undefined)
    throw new CiStateError(
      'invalid_input',
      '--repo needs --older-than: say how old is old (e.g. 30d)',
    );
  // Everything --repo needs is checked before anything local is removed.
  const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN || '';
  const [owner = '', repo = ''] = o.repo?.split('/') ?? [];
  if (o.repo !== undefined && !token)
    throw new CiStateError('invalid_input', '--repo needs a token in GITHUB_TOKEN or GH_TOKEN');
  if (o.repo !== undefined && (!owner || !repo))
    throw new CiStateError('invalid_input', `--repo "${o.repo}" is not valid: expected owner/name`);
  const keep = o.keep !== undefined ? wholeNumber(o.keep, '--keep', 0, 100_000) : 0;
  const removed = await s.store.cleanup({ dryRun });
  const lines = removed.map((r) => `${dryRun ? 'would remove' : 'removed'} ${describeRemoved(r)}`);
  // Checkpoint content of the states that remain (on a dry run, of those that would remain).
  const { pruneCheckpointContent, describePrune } = await import('../checkpoints.js');
  const gone = new Set(removed.map((r) => ('key' in r ? r.key : undefined)));
  const kept = (await s.store.states()).filter((e) => !gone.has(e.key)).map((e) => e.state);
  const content = await pruneCheckpointContent(s.dir, kept, { dryRun });
  const contentLine = describePrune(content, dryRun);
  if (contentLine) lines.push(...contentLine.split('\n'));
  let pruned: unknown = null;
  if (olderThanMs !== undefined) {
    const p = await h.pruneLocalHistory(join(s.dir, 'history.jsonl'), {
      olderThanMs,
      dryRun,
    });
    pruned = p;
    lines.push(describeHistoryPrune(p, dryRun));
  }
  let remote: unknown = null;
  if (o.repo !== undefined) {
    const { createRestClient } = await import('../../github/octokit.js');
    const plan = await h.planCleanup({
      rest: createRestClient({ token }),
      owner,
      repo,
      olderThanMs: olderThanMs!,
      keep,
    });
    for (const l of h.describeCleanupPlan(plan))
      lines.push(`${dryRun ? 'would delete' : 'delete'} ${l}`);
    remote = dryRun
      ? { planned: plan.artifacts.length + plan.caches.length }
      : await h.applyCleanup(plan);
    if (!dryRun) lines.push(...describeRemoteCleanup(remote as CleanupResult));
  }
  let objects: unknown = null;
  let historyObjects: unknown = null;
  if (store) {
    const { deleteOlder } = await import('../../remote/sync.js');
    const key = process.env.CI_STATE_INTEGRITY_KEY;
    const r = await deleteOlder(store, new Date(Date.now() - olderThanMs!), {
      dryRun,
      ...(key ? { integrityKey: key } : {}),
    });
    objects = r;
    const { formatSize } = await import('../../transfer/progress.js');
    lines.push(
      `${dryRun ? 'would delete' : 'deleted'} ${r.deleted} object(s) (${formatSize(r.bytes)}) on ${store.describe()}, ${r.kept} kept`,
    );
    // The history objects of the attempts (remote/history.ts): by age alone.
    const { deleteOlderHistory } = await import('../../remote/history.js');
    const hist = await deleteOlderHistory(store, new Date(Date.now() - olderThanMs!), { dryRun });
    historyObjects = hist;
    lines.push(
      `${dryRun ? 'would delete' : 'deleted'} ${plural(hist.deleted, 'history object')} (${formatSize(hist.bytes)}) on ${store.describe()}, ${hist.kept} kept`,
    );
  }
  if (o.json) printer.json({ dryRun, removed, content, pruned, remote, objects, historyObjects });
  else if (lines.length === 0) printer.out('Nothing to clean up.');
  else for (const l of lines) printer.out(l);
}
