/**
 * Saving and restoring a job's state on GitHub: the cache first (fast), artifacts as the durable
 * fallback. Every outcome is reported as it was verified: "saved" only when the service confirmed
 * the entry, "restored" only when a bundle passed every check (digest, signature, schema, origin).
 */
import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { RunState, Scope } from '../core/index.js';
import {
  downloadBundleArtifact,
  findEarlierBundles,
  deleteBundles,
  olderBundles,
  uploadBundleArtifact,
} from './artifact-store.js';
import { BundleError, decodeBundle, encodeBundle, MAX_BUNDLE_BYTES } from '../store/bundle.js';
import { restoreBundleFromCache, saveBundleToCache } from './cache-store.js';
import { cacheKey, restoreKeys, stateArtifactName } from './keys.js';
import { createRestClient } from './octokit.js';
import { withRetry, type RetryOptions } from '../transfer/retry.js';
import type { CheckpointStorage } from './keys.js';
import { stopwatch, type TransferOptions } from '../transfer/progress.js';

export interface PersistContext {
  workspace: string;
  scope: Scope;
  scopeKey: string;
  repository: string;
  runId: string;
  attempt: number;
  token?: string;
  apiUrl?: string;
  retentionDays?: number;
  integrityKey?: string;
  crossRun: boolean;
  /**
   * Where checkpoint content (packs) goes: the Actions cache (the default, the fast path), an
   * artifact as well (`both`: survives cache eviction, at the cost of a second upload), or only an
   * artifact. The state itself always goes to both.
   */
  checkpointStorage: CheckpointStorage;
  retry?: Partial<RetryOptions>;
  /** Debug lines (what was tried). */
  log: (line: string) => void;
  /** Progress lines of large transfers (progress.ts); none when absent. */
  progress?: (line: string) => void;
}

/** The progress options of one transfer of `ctx` (nothing printed without a sink). */
export function transfer(ctx: PersistContext, label: string): TransferOptions {
  return ctx.progress ? { progress: ctx.progress, label } : {};
}

export interface SaveReport {
  saved: boolean;
  cache: { ok: boolean; key?: string; reason?: string };
  artifact: { ok: boolean; name?: string; id?: number; reason?: string; skipped?: boolean };
  bytes: number;
}

export interface RestoreReport {
  state?: RunState;
  source: 'cache' | 'artifact' | 'none';
  /** The cache key or artifact name restored from. */
  from?: string;
  /** Problems met on the way (each would have been a restore): shown as warnings. */
  problems: string[];
  /** True when a service failed and nothing could be restored because of it. */
  failed: boolean;
  /** The size of the bundle restored, and how long the restore took (lookups included). */
  bytes?: number;
  ms?: number;
}

function repoRef(repository: string) {
  const [owner = '', repo = ''] = repository.split('/');
  return { owner, repo };
}

/**
 * How a save goes: `artifact: false` saves to the cache only (the artifact is the durable copy,
 * written less often); `pruneOlder: false` leaves this attempt's earlier state artifacts (deleted
 * once, by the last save of the job).
 */
export interface SaveOptions {
  artifact?: boolean;
  pruneOlder?: boolean;
}

export async function saveState(
  state: RunState,
  ctx: PersistContext,
  opts: SaveOptions = {},
): Promise<SaveReport> {
  const withArtifact = opts.artifact ?? true;
  const prune = withArtifact && (opts.pruneOlder ?? true);
  const bytes = encodeBundle(state, { scopeKey: ctx.scopeKey, integrityKey: ctx.integrityKey });
  const report: SaveReport = {
    saved: false,
    cache: { ok: false },
    artifact: { ok: false },
    bytes: bytes.length,
  };
  const nonce = () => randomBytes(4).toString('hex');

  // Both at once: neither waits for the other's round trips (each call's log is its own).
  // A key whose upload failed can stay reserved for a day: every try gets a fresh one.
  const toCache = withRetry(async () => {
    const key = cacheKey(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, nonce());
    ctx.log(`saving state to cache key ${key} (${bytes.length} bytes)`);
    return saveBundleToCache(ctx.workspace, key, bytes, transfer(ctx, 'state upload'));
  }, ctx.retry);
  const name = stateArtifactName(ctx.scopeKey, ctx.attempt, state.seq);
  // The bundles this one replaces, listed while it uploads (deleted only once it is saved).
  const older = prune ? olderBundles(ctx.scopeKey.slice(0, 16), ctx.attempt, state.seq) : undefined;
  const toArtifact = withArtifact
    ? withRetry(async () => {
        ctx.log(`uploading state artifact ${name}`);
        return uploadBundleArtifact(
          name,
          bytes,
          ctx.retentionDays,
          transfer(ctx, 'state artifact upload'),
        );
      }, ctx.retry)
    : undefined;
  const [cache, art] = await Promise.all([toCache, toArtifact]);
  report.cache = cache.ok
    ? { ok: true, key: cache.value!.key }
    : { ok: false, reason: cache.reasons.at(-1) };
  if (art) {
    report.artifact = art.ok
      ? { ok: true, name, id: art.value!.id }
      : { ok: false, name, reason: art.reasons.at(-1) };
    if (art.ok && older) await deleteBundles(await older);
  } else {
    report.artifact = { ok: false, skipped: true };
  }
  report.saved = report.cache.ok || report.artifact.ok;
  return report;
}

/** Checks that a decoded state belongs here: same repository, same scope, same run (unless cross-run). */
export function checkOrigin(
  state: RunState,
  ctx: Pick<PersistContext, 'scope' | 'repository' | 'runId' | 'crossRun' | 'attempt'>,
): string | undefined {
  if (state.origin.repo !== ctx.repository)
    return `it comes from repository "${state.origin.repo}"`;
  if (!isDeepStrictEqual(state.scope, ctx.scope))
    return 'it belongs to another workflow, job, matrix leg or ref';
  if (!ctx.crossRun && state.origin.runId !== ctx.runId)
    return `it comes from run ${state.origin.runId}, not this run`;
  if (state.origin.runId === ctx.runId && state.origin.runAttempt >= ctx.attempt)
    return `it claims attempt ${state.origin.runAttempt}, not an earlier one`;
  return undefined;
}

function accept(
  bytes: Buffer,
  ctx: PersistContext,
  source: string,
): { state?: RunState; problem?: string } {
  try {
    const { state } = decodeBundle(bytes, {
      scopeKey: ctx.scopeKey,
      integrityKey: ctx.integrityKey,
      source,
    });
    const bad = checkOrigin(state, ctx);
    if (bad) return { problem: `${source} ignored: ${bad}` };
    return { state };
  } catch (e) {
    const msg = (e as Error).message;
    return { problem: e instanceof BundleError ? `${msg}: ignored` : `${source} ignored: ${msg}` };
  }
}

export async function restoreState(ctx: PersistContext): Promise<RestoreReport> {
  const report: RestoreReport = { source: 'none', problems: [], failed: false };
  const elapsed = stopwatch();
  const keys = restoreKeys(ctx.scopeKey, ctx.runId, ctx.crossRun);
  ctx.log(`looking up cache keys ${keys.join(', ')}`);
  const cache = await withRetry(
    () => restoreBundleFromCache(ctx.workspace, keys, transfer(ctx, 'state download')),
    ctx.retry,
  );
  let serviceFailed = false;
  if (!cache.ok) {
    serviceFailed = true;
    report.problems.push(`cache restore failed: ${cache.reasons.at(-1)}`);
  } else if (cache.value!.kind === 'hit') {
    const hit = cache.value as { key: string; bytes: Buffer };
    const r = accept(hit.bytes, ctx, `cache entry ${hit.key}`);
    if (r.state)
      return {
        ...report,
        state: r.state,
        source: 'cache',
        from: hit.key,
        bytes: hit.bytes.length,
        ms: elapsed(),
      };
    report.problems.push(r.problem!);
  }

  // Fallback: an earlier attempt's artifact through the REST API (the cache entry may be evicted).
  if (ctx.attempt > 1 && ctx.token && /^\d+$/.test(ctx.runId)) {
    const rest = createRestClient({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
    const ref = repoRef(ctx.repository);
    const listed = await withRetry(
      () =>
        findEarlierBundles(rest, ref, Number(ctx.runId), ctx.scopeKey.slice(0, 16), ctx.attempt),
      ctx.retry,
    );
    if (!listed.ok) {
      serviceFailed = true;
      report.problems.push(`artifact lookup failed: ${listed.reasons.at(-1)}`);
    } else {
      for (const found of listed.value!.slice(0, 3)) {
        ctx.log(`downloading state artifact ${found.name}`);
        const got = await withRetry(
          () =>
            downloadBundleArtifact(
              found.id,
              {
                token: ctx.token!,
                workflowRunId: Number(ctx.runId),
                repositoryOwner: ref.owner,
                repositoryName: ref.repo,
              },
              MAX_BUNDLE_BYTES,
              transfer(ctx, 'state artifact download'),
            ),
          ctx.retry,
        );
        if (!got.ok) {
          serviceFailed = true;
          report.problems.push(`artifact ${found.name}: ${got.reasons.at(-1)}`);
          continue;
        }
        const r = accept(got.value!, ctx, `artifact ${found.name}`);
        if (r.state)
          return {
            ...report,
            state: r.state,
            source: 'artifact',
            from: found.name,
            bytes: got.value!.length,
            ms: elapsed(),
          };
        report.problems.push(r.problem!);
      }
    }
  }
  report.failed = serviceFailed;
  return report;
}
