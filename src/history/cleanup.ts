/**
 * Retention: old ci-state artifacts and cache entries on GitHub, and old lines of the local
 * history. Nothing that is not ci-state's is ever listed, so nothing else is ever deleted (see
 * docs/history.md, "Retention").
 */
import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ARTIFACT_PREFIX } from '../github/keys.js';
import type { RestClient } from '../github/octokit.js';
import { writeFileDurable } from '../store/atomic.js';
import { errnoCode } from '../store/fs-util.js';
import { HISTORY_LOCK } from '../store/history-file.js';
import { withLock, type LockOptions } from '../store/lock.js';
import { mapPool } from '../core/pool.js';
import { plural } from '../core/words.js';

export const CACHE_KEY_PREFIX = 'ci-state/';

export interface PlannedArtifact {
  id: number;
  name: string;
  createdAt: string;
  sizeBytes: number;
  runId: number | null;
}

export interface PlannedCache {
  id: number;
  key: string;
  ref: string;
  lastAccessedAt: string;
  sizeBytes: number;
}

export interface CleanupPlan {
  owner: string;
  repo: string;
  /** Items older than this (ISO) are deleted, unless kept by `keep`. */
  cutoff: string;
  keep: number;
  artifacts: PlannedArtifact[];
  caches: PlannedCache[];
  /** ci-state items seen and spared (young, or among the newest `keep`). */
  kept: { artifacts: number; caches: number };
  bytes: number;
  /** The client the plan was made with (not enumerable). */
  readonly rest: RestClient;
}

export interface PlanCleanupOptions {
  rest: RestClient;
  owner: string;
  repo: string;
  olderThanMs: number;
  keep?: number;
  now?: number;
}

interface RestArtifact {
  id: number;
  name: string;
  size_in_bytes?: number;
  created_at?: string | null;
  workflow_run?: { id?: number | null } | null;
}

interface RestCache {
  id?: number;
  key?: string;
  ref?: string;
  last_accessed_at?: string;
  created_at?: string;
  size_in_bytes?: number;
}

function artifactGroup(name: string): string {
  return name.replace(/-a\d+(?:-s\d+)?$/, '');
}

function cacheGroup(key: string): string {
  // ci-state/v1/<scope>/<runId>/<attempt>/<seq>-<nonce>: group by scope.
  const parts = key.split('/');
  return parts.length >= 3 ? parts.slice(0, 3).join('/') : key;
}

/** Newest `keep` of each group are spared; of the rest, those before the cutoff are taken. */
function select<T>(
  items: T[],
  group: (x: T) => string,
  time: (x: T) => number,
  cutoff: number,
  keep: number,
): { take: T[]; spared: number } {
  const groups = new Map<string, T[]>();
  for (const x of items) {
    const g = group(x);
    const list = groups.get(g);
    if (list) list.push(x);
    else groups.set(g, [x]);
  }
  const take: T[] = [];
  for (const list of groups.values()) {
    list.sort((a, b) => time(b) - time(a));
    // An item without a readable time is never old.
    for (const x of list.slice(keep)) if (time(x) < cutoff) take.push(x);
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
export async function planCleanup(o: PlanCleanupOptions): Promise<CleanupPlan> {
  if (!(o.olderThanMs >= 0)) throw new RangeError('olderThanMs must be a duration');
  const now = o.now ?? Date.now();
  const cutoff = now - o.olderThanMs;
  const keep = Math.max(0, Math.floor(o.keep ?? 0));
  const repoParams = { owner: o.owner, repo: o.repo, per_page: 100 };

  const artifacts: RestArtifact[] = [];
  for await (const page of o.rest.paginate.iterator(
    o.rest.rest.actions.listArtifactsForRepo,
    repoParams,
  )) {
    const items: unknown = page.data;
    if (!Array.isArray(items)) throw new Error('the artifact list came back unreadable');
    for (const a of items as RestArtifact[]) {
      if (typeof a?.id !== 'number' || typeof a.name !== 'string')
        throw new Error('the artifact list came back unreadable');
      if (a.name.startsWith(ARTIFACT_PREFIX)) artifacts.push(a);
    }
  }

  const caches: RestCache[] = [];
  for await (const page of o.rest.paginate.iterator(o.rest.rest.actions.getActionsCacheList, {
    ...repoParams,
    key: CACHE_KEY_PREFIX,
  })) {
    const items: unknown = page.data;
    if (!Array.isArray(items)) throw new Error('the cache list came back unreadable');
    for (const c of items as RestCache[]) {
      if (typeof c?.id !== 'number' || typeof c.key !== 'string')
        throw new Error('the cache list came back unreadable');
      if (c.key.startsWith(CACHE_KEY_PREFIX)) caches.push(c);
    }
  }

  const time = (s: string | null | undefined) => {
    const t = Date.parse(s ?? '');
    return Number.isFinite(t) ? t : Infinity;
  };
  const a = select(
    artifacts,
    (x) => artifactGroup(x.name),
    (x) => time(x.created_at),
    cutoff,
    keep,
  );
  const c = select(
    caches,
    (x) => cacheGroup(x.key!),
    (x) => time(x.last_accessed_at ?? x.created_at),
    cutoff,
    keep,
  );
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
      id: x.id!,
      key: x.key!,
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
    bytes:
      plannedArtifacts.reduce((s, x) => s + x.sizeBytes, 0) +
      plannedCaches.reduce((s, x) => s + x.sizeBytes, 0),
  } as CleanupPlan;
  Object.defineProperty(plan, 'rest', { value: o.rest, enumerable: false });
  return plan;
}

/** One line per item of the plan, for "what would be deleted". */
export function describeCleanupPlan(plan: CleanupPlan): string[] {
  return [
    ...plan.artifacts.map(
      (a) =>
        `artifact ${a.name} (id ${a.id}, created ${a.createdAt}, ${plural(a.sizeBytes, 'byte')})`,
    ),
    ...plan.caches.map(
      (c) =>
        `cache ${c.key} (id ${c.id}, ${c.ref}, last used ${c.lastAccessedAt}, ${plural(c.sizeBytes, 'byte')})`,
    ),
  ];
}

export interface CleanupFailure {
  kind: 'artifact' | 'cache';
  id: number;
  name: string;
  reason: string;
}

export interface CleanupResult {
  deleted: { artifacts: PlannedArtifact[]; caches: PlannedCache[] };
  /** Already gone when we came to delete them (404). */
  missing: { artifacts: PlannedArtifact[]; caches: PlannedCache[] };
  failed: CleanupFailure[];
  bytes: number;
}

function statusOf(e: unknown): number | undefined {
  const s = (e as { status?: unknown })?.status;
  return typeof s === 'number' ? s : undefined;
}

/**
 * Deletes exactly the plan's items (artifacts: `DELETE …/actions/artifacts/{id}`, 204; caches:
 * `DELETE …/actions/caches/{id}`), one failure never stopping the rest; an item already gone
 * (404) is reported as such.
 */
export async function applyCleanup(
  plan: CleanupPlan,
  options: { concurrency?: number; rest?: RestClient } = {},
): Promise<CleanupResult> {
  const rest = options.rest ?? plan.rest;
  const result: CleanupResult = {
    deleted: { artifacts: [], caches: [] },
    missing: { artifacts: [], caches: [] },
    failed: [],
    bytes: 0,
  };
  const base = { owner: plan.owner, repo: plan.repo };
  const concurrency = options.concurrency ?? 4;
  await mapPool(plan.artifacts, concurrency, async (a) => {
    try {
      const res = await rest.rest.actions.deleteArtifact({ ...base, artifact_id: a.id });
      if (res.status !== 204) throw Object.assign(new Error(`HTTP ${res.status}`), res);
      result.deleted.artifacts.push(a);
      result.bytes += a.sizeBytes;
    } catch (e) {
      if (statusOf(e) === 404) result.missing.artifacts.push(a);
      else
        result.failed.push({
          kind: 'artifact',
          id: a.id,
          name: a.name,
          reason: (e as Error).message.split('\n')[0]!.slice(0, 300),
        });
    }
  });
  await mapPool(plan.caches, concurrency, async (c) => {
    try {
      const res = await rest.rest.actions.deleteActionsCacheById({ ...base, cache_id: c.id });
      if (res.status !== 204) throw Object.assign(new Error(`HTTP ${res.status}`), res);
      result.deleted.caches.push(c);
      result.bytes += c.sizeBytes;
    } catch (e) {
      if (statusOf(e) === 404) result.missing.caches.push(c);
      else
        result.failed.push({
          kind: 'cache',
          id: c.id,
          name: c.key,
          reason: (e as Error).message.split('\n')[0]!.slice(0, 300),
        });
    }
  });
  const byId = <T extends { id: number }>(x: T, y: T) => x.id - y.id;
  result.deleted.artifacts.sort(byId);
  result.deleted.caches.sort(byId);
  return result;
}

export interface PruneOptions extends LockOptions {
  olderThanMs: number;
  now?: number;
  /** Count only; do not rewrite the file. */
  dryRun?: boolean;
}

export interface PruneResult {
  path: string;
  cutoff: string;
  /** Lines kept and removed (entries that ended before the cutoff). */
  kept: number;
  removed: number;
  /** Torn or non-JSON lines dropped. */
  dropped: number;
  bytesBefore: number;
  bytesAfter: number;
  rewritten: boolean;
}

function lineTime(value: unknown): number {
  if (!value || typeof value !== 'object') return NaN;
  const v = value as Record<string, unknown>;
  const text = typeof v.endedAt === 'string' ? v.endedAt : v.startedAt;
  return typeof text === 'string' ? Date.parse(text) : NaN;
}

function isRunLine(value: unknown): boolean {
  return (value as { kind?: unknown }).kind === 'run';
}

function attemptKey(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
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
export async function pruneLocalHistory(path: string, o: PruneOptions): Promise<PruneResult> {
  const now = o.now ?? Date.now();
  const cutoff = now - o.olderThanMs;
  const result: PruneResult = {
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
    let data: Buffer;
    try {
      data = await readFile(path);
    } catch (e) {
      if (errnoCode(e) === 'ENOENT') return result;
      throw e;
    }
    result.bytesBefore = data.length;
    const keep: Buffer[] = [];
    let lastRun: { key: string; old: boolean } | undefined;
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
      if (text === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        result.dropped++;
        continue;
      }
      // An attempt's lines are appended together, its run entry first: they go or stay as one
      // (phases reused on resume carry no time of their own).
      const key = attemptKey(value);
      let old: boolean;
      if (key !== undefined && isRunLine(value)) {
        old = lineTime(value) < cutoff;
        lastRun = { key, old };
      } else if (key !== undefined && lastRun?.key === key) {
        old = lastRun.old;
      } else {
        old = lineTime(value) < cutoff;
      }
      if (old) result.removed++;
      else {
        result.kept++;
        keep.push(line);
      }
    }
    const out = Buffer.concat(keep);
    result.bytesAfter = out.length;
    if (!o.dryRun && out.length !== data.length) {
      await writeFileDurable(path, out);
      result.rewritten = true;
    }
    return result;
  };
  if (o.dryRun) return work();
  try {
    await stat(path);
  } catch (e) {
    if (errnoCode(e) === 'ENOENT') return result; // nothing to prune (and no directory to lock)
    throw e;
  }
  return withLock(join(dirname(path), HISTORY_LOCK), work, o);
}
