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
import { mkdir, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { CiStateError } from '../core/errors.js';
import type { HistoryEntry } from '../core/schema.js';
import { HISTORY_ARTIFACT_PREFIX } from '../github/keys.js';
import type { RestClient } from '../github/octokit.js';
import { writeFileDurable } from '../store/atomic.js';
import { mapPool } from '../core/pool.js';
import { plural } from '../core/words.js';
import { formatSize, formatSummary, startProgress, stopwatch } from '../transfer/progress.js';
import { pastQuiet, withQuietStdout } from '../transfer/stdout.js';
import {
  addFailure,
  emptySourceStats,
  flattenBatches,
  historyFileBatches,
  type HistorySource,
  type SourceStats,
} from './source.js';

export interface HistoryArtifactRef {
  id: number;
  name: string;
  runId: number;
  sizeBytes: number;
  /** ISO time ('' when unknown). */
  expiresAt: string;
  expired: boolean;
}

export interface RunArtifactsSourceOptions {
  rest: RestClient;
  /** Token the artifact client downloads with (`findBy.token`). */
  token: string;
  owner: string;
  repo: string;
  /** The workflow's name, or its file (`ci.yml` or `.github/workflows/ci.yml`). */
  workflow?: string;
  /** Head branch of the runs. */
  branch?: string;
  /** Only runs created at or after this time (ms since the epoch). */
  since?: number;
  /** Newest matching runs to look at. */
  maxRuns: number;
  /**
   * These runs only (e.g. the current run, GITHUB_RUN_ID), instead of listing the repository's:
   * `workflow`, `branch`, `since` and `maxRuns` then do not apply.
   */
  runIds?: number[];
  /** Calls in flight at once (listings, then downloads). */
  concurrency: number;
  /** Cache of downloaded entries (`<artifactId>.jsonl`) and of completed runs' artifact lists. */
  cacheDir: string;
  /** An artifact larger than this is not downloaded (counted as a failure). Default 64 MiB. */
  maxArtifactBytes?: number;
  /**
   * Downloads an artifact's files into `dir` (tests, other transports). Default: the
   * `@actions/artifact` client with `findBy`, an optional peer dependency of the package: install
   * it, or pass `download`.
   */
  download?: (artifact: HistoryArtifactRef, dir: string) => Promise<void>;
  /** Told what is done (debug) and the artifact client's own output. */
  log?: (line: string) => void;
  /** Progress lines of the downloads, for people (the step log, stderr). */
  progress?: (line: string) => void;
}

interface RunRef {
  id: number;
  attempt: number;
  completed: boolean;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

function reasonOf(e: unknown): string {
  const message = ((e as Error)?.message ?? String(e)).split('\n')[0]!.slice(0, 300);
  const status = (e as { status?: number }).status;
  return status && !message.includes(String(status)) ? `${message} (HTTP ${status})` : message;
}

function matchesWorkflow(run: { name?: string | null; path?: string }, workflow: string): boolean {
  if (run.name === workflow) return true;
  const path = run.path ?? '';
  // `path` may carry a ref: ".github/workflows/ci.yml@refs/heads/main".
  const file = path.split('@')[0]!;
  return file === workflow || basename(file) === workflow;
}

async function listRuns(o: RunArtifactsSourceOptions, stats: SourceStats): Promise<RunRef[]> {
  if (o.runIds) {
    // Not known to be finished: their artifact lists are not cached.
    stats.runs = o.runIds.length;
    return o.runIds.map((id) => ({ id, attempt: 0, completed: false }));
  }
  const runs: RunRef[] = [];
  const params = {
    owner: o.owner,
    repo: o.repo,
    per_page: 100,
    ...(o.branch ? { branch: o.branch } : {}),
  };
  try {
    pages: for await (const page of o.rest.paginate.iterator(
      o.rest.rest.actions.listWorkflowRunsForRepo,
      params,
    )) {
      const items: unknown = page.data;
      if (!Array.isArray(items)) throw new Error('the runs list came back unreadable');
      for (const run of items as {
        id?: unknown;
        run_attempt?: unknown;
        name?: string | null;
        path?: string;
        status?: string | null;
        created_at?: string;
      }[]) {
        if (typeof run?.id !== 'number') throw new Error('the runs list came back unreadable');
        const created = Date.parse(run.created_at ?? '');
        if (o.since !== undefined && created < o.since) break pages; // newest first
        if (o.workflow && !matchesWorkflow(run, o.workflow)) continue;
        runs.push({
          id: run.id,
          attempt: typeof run.run_attempt === 'number' ? run.run_attempt : 1,
          completed: run.status === 'completed',
        });
        if (runs.length >= o.maxRuns) break pages;
      }
    }
  } catch (e) {
    throw new CiStateError(
      'history_source',
      `cannot list the workflow runs of ${o.owner}/${o.repo}: ${reasonOf(e)}`,
      { exitCode: 1, cause: e },
    );
  }
  stats.runs = runs.length;
  return runs;
}

function parseArtifacts(items: unknown, runId: number, now: number): HistoryArtifactRef[] {
  if (!Array.isArray(items)) throw new Error('the artifact list came back unreadable');
  const out: HistoryArtifactRef[] = [];
  for (const a of items as {
    id?: unknown;
    name?: unknown;
    size_in_bytes?: unknown;
    expired?: unknown;
    expires_at?: unknown;
  }[]) {
    if (typeof a?.id !== 'number' || typeof a.name !== 'string')
      throw new Error('the artifact list came back unreadable');
    if (!a.name.startsWith(HISTORY_ARTIFACT_PREFIX)) continue;
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

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** A cached list is ours, but a damaged one is simply listed again. */
function isRefList(v: unknown, runId: number): v is HistoryArtifactRef[] {
  return (
    Array.isArray(v) &&
    v.every(
      (a: Partial<HistoryArtifactRef> | null) =>
        typeof a?.id === 'number' &&
        typeof a.name === 'string' &&
        a.name.startsWith(HISTORY_ARTIFACT_PREFIX) &&
        a.runId === runId &&
        typeof a.sizeBytes === 'number' &&
        typeof a.expiresAt === 'string' &&
        typeof a.expired === 'boolean',
    )
  );
}

async function listRunArtifacts(
  o: RunArtifactsSourceOptions,
  run: RunRef,
): Promise<HistoryArtifactRef[]> {
  const cached = join(o.cacheDir, 'runs', `${run.id}-a${run.attempt}.json`);
  if (run.completed) {
    const list = await readJson(cached);
    if (isRefList(list, run.id)) {
      // Expiry moves on with time even when the list does not.
      const now = Date.now();
      return (list as HistoryArtifactRef[]).map((a) => ({
        ...a,
        expired: a.expired || Date.parse(a.expiresAt) <= now,
      }));
    }
  }
  const now = Date.now();
  const all: HistoryArtifactRef[] = [];
  for await (const page of o.rest.paginate.iterator(o.rest.rest.actions.listWorkflowRunArtifacts, {
    owner: o.owner,
    repo: o.repo,
    run_id: run.id,
    per_page: 100,
  })) {
    all.push(...parseArtifacts(page.data, run.id, now));
  }
  if (run.completed) {
    await mkdir(join(o.cacheDir, 'runs'), { recursive: true });
    await writeFileDurable(cached, `${JSON.stringify(all)}\n`).catch(() => undefined);
  }
  return all;
}

async function defaultDownload(
  o: RunArtifactsSourceOptions,
  a: HistoryArtifactRef,
  dir: string,
): Promise<void> {
  const { DefaultArtifactClient } = await import('@actions/artifact').catch((e: unknown) => {
    if ((e as { code?: string })?.code !== 'ERR_MODULE_NOT_FOUND') throw e;
    throw new Error(
      'downloading needs @actions/artifact (npm install @actions/artifact), or a `download` option',
    );
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
  if (res.digestMismatch) throw new Error('digest mismatch');
}

/** Every `*.jsonl` file under `dir`, in name order. */
async function jsonlFiles(dir: string): Promise<string[]> {
  const names = (await readdir(dir, { recursive: true })) as string[];
  return names
    .filter((n) => n.endsWith('.jsonl'))
    .sort()
    .map((n) => join(dir, n));
}

export function cachePathFor(cacheDir: string, artifactId: number): string {
  return join(cacheDir, `${artifactId}.jsonl`);
}

/** Downloads one artifact into the cache; returns its cache path, or throws with the reason. */
async function fetchIntoCache(o: RunArtifactsSourceOptions, a: HistoryArtifactRef): Promise<void> {
  const max = o.maxArtifactBytes ?? DEFAULT_MAX_BYTES;
  if (a.sizeBytes > max) throw new Error(`${a.sizeBytes} bytes is over the ${max}-byte cap`);
  const dir = await mkdtemp(join(o.cacheDir, '.download-'));
  try {
    await (o.download ? o.download(a, dir) : defaultDownload(o, a, dir));
    const files = await jsonlFiles(dir);
    if (files.length === 0) throw new Error('it holds no .jsonl file');
    let total = 0;
    for (const f of files) total += (await stat(f)).size;
    if (total > max) throw new Error(`its lines are over the ${max}-byte cap`);
    const parts: Buffer[] = [];
    for (const [i, f] of files.entries()) {
      const bytes = await readFile(f);
      parts.push(bytes);
      // A file without a final newline must not glue its last line onto the next file's first.
      if (i < files.length - 1 && bytes.length && bytes[bytes.length - 1] !== 0x0a)
        parts.push(Buffer.from('\n'));
    }
    await writeFileDurable(cachePathFor(o.cacheDir, a.id), Buffer.concat(parts));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** "1 history artifact", "37 history artifacts". */
function artifacts(n: number): string {
  return `${n} history artifact${n === 1 ? '' : 's'}`;
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export function runArtifactsSource(o: RunArtifactsSourceOptions): HistorySource {
  const stats = emptySourceStats();
  const log = o.log ?? (() => undefined);
  const sink = o.progress;
  const tell = sink && ((line: string) => pastQuiet(() => sink(line)));
  const repoName = `${o.owner}/${o.repo}`.toLowerCase();

  async function gather(): Promise<HistoryArtifactRef[]> {
    await mkdir(o.cacheDir, { recursive: true });
    const runs = await listRuns(o, stats);
    log(`history: ${plural(runs.length, 'run')} of ${o.owner}/${o.repo} to look at`);
    const lists = await mapPool(runs, o.concurrency, async (run) => {
      try {
        return await listRunArtifacts(o, run);
      } catch (e) {
        addFailure(stats, `run ${run.id}: listing its artifacts failed: ${reasonOf(e)}`);
        return [];
      }
    });
    const ready: HistoryArtifactRef[] = [];
    const missing: HistoryArtifactRef[] = [];
    for (const a of lists.flat()) {
      stats.artifacts.listed++;
      if (await exists(cachePathFor(o.cacheDir, a.id))) {
        stats.artifacts.cached++;
        ready.push(a);
      } else if (a.expired) {
        stats.artifacts.expired++;
      } else {
        missing.push(a);
      }
    }
    log(
      `history: ${plural(stats.artifacts.listed, 'artifact')}, ${ready.length} cached, ${missing.length} to download`,
    );
    const size = missing.reduce((n, a) => n + a.sizeBytes, 0);
    if (tell && missing.length)
      tell(`downloading ${artifacts(missing.length)} (${formatSize(size)})`);
    const elapsed = stopwatch();
    // Lines past the quiet stretch below, which takes the artifact client's output aside.
    const progress = startProgress({
      label: 'history artifacts download',
      sink: tell,
      total: size,
      minBytes: Infinity,
    });
    const fetched = await withQuietStdout(
      () =>
        mapPool(missing, o.concurrency, async (a) => {
          try {
            await fetchIntoCache(o, a);
            stats.artifacts.downloaded++;
            progress.add(a.sizeBytes);
            return a;
          } catch (e) {
            addFailure(stats, `artifact ${a.name} (${a.id}) of run ${a.runId}: ${reasonOf(e)}`);
            return undefined;
          }
        }),
      log,
    );
    progress.end();
    for (const a of fetched) if (a) ready.push(a);
    if (tell && missing.length) {
      const got = fetched.filter((a) => a !== undefined);
      const failed = missing.length - got.length;
      tell(
        formatSummary(
          `downloaded ${artifacts(got.length)}`,
          got.reduce((n, a) => n + a.sizeBytes, 0),
          elapsed(),
        ) + (failed ? `; ${failed} failed` : ''),
      );
    }
    return ready.sort((x, y) => x.runId - y.runId || x.id - y.id);
  }

  const runIds = new Map<string, string>();
  async function* paths(): AsyncGenerator<string> {
    for (const a of await gather()) {
      const path = cachePathFor(o.cacheDir, a.id);
      // The reader takes a missing file for an empty one: here it is an artifact left out.
      if (!(await exists(path))) {
        addFailure(
          stats,
          `artifact ${a.name} (${a.id}) of run ${a.runId}: its cached lines are gone`,
        );
        continue;
      }
      runIds.set(path, String(a.runId));
      yield path;
    }
  }
  // An entry must belong to the artifact's repository and run.
  const accept = (e: HistoryEntry, path: string) =>
    e.repo.toLowerCase() === repoName && e.runId === runIds.get(path);

  return { entries: flattenBatches(historyFileBatches(paths(), stats, accept)), stats };
}
