/**
 * GitHub's adapter of the storage interface (`StateStorage`, remote/port.ts; ADR 8): a state goes
 * to the Actions cache (fast) and, when durable, as an artifact (the fallback when the cache entry
 * is evicted); a restore looks up the newest cache entry by key prefix (this run, then any run with
 * cross-run), then earlier attempts' artifacts through the REST API. Checkpoint packs: pack-storage.ts.
 * The same keys, names and requests as ever: what is checked and decided is src/persist/'s.
 */
import { randomBytes } from 'node:crypto';
import type { RunState } from '../core/index.js';
import type { SaveCopy, SaveReport, StateCandidate, StateStorage } from '../remote/port.js';
import { MAX_BUNDLE_BYTES } from '../store/bundle.js';
import { withRetry } from '../transfer/retry.js';
import {
  deleteBundles,
  downloadBundleArtifact,
  findEarlierBundles,
  olderBundles,
  uploadBundleArtifact,
} from './artifact-store.js';
import { restoreBundleFromCache, saveBundleToCache } from './cache-store.js';
import { cacheKey, restoreKeys, stateArtifactName } from './keys.js';
import { createRestClient } from './octokit.js';
import { packStorage } from './pack-storage.js';
import { withRateLimit } from './rate-limit.js';
import { repoRef, transfer, type GithubContext } from './storage-context.js';

export type { GithubContext } from './storage-context.js';

/** The job's states and packs on GitHub's services. */
export function githubStorage(ctx: GithubContext): StateStorage {
  return {
    describe: () => 'the Actions cache and artifacts',
    packOrder: 'together',
    evicts: true,
    seqNamesCopies: true,
    putState: (bundle, state, opts) => putState(ctx, bundle, state, opts),
    states: () => states(ctx),
    ...packStorage(ctx),
  };
}

async function putState(
  ctx: GithubContext,
  bytes: Buffer,
  state: RunState,
  opts: { durable: boolean; pruneOlder: boolean },
): Promise<SaveReport> {
  const nonce = () => randomBytes(4).toString('hex');
  // Both at once: neither waits for the other's round trips (each call's log is its own).
  // A key whose upload failed can stay reserved for a day: every try gets a fresh one.
  const toCache = withRateLimit(
    async () => {
      const key = cacheKey(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, nonce());
      ctx.log(`saving state to cache key ${key} (${bytes.length} bytes)`);
      return saveBundleToCache(ctx.workspace, key, bytes, transfer(ctx, 'state upload'));
    },
    ctx.retry,
    { log: ctx.log },
  );
  const name = stateArtifactName(ctx.scopeKey, ctx.attempt, state.seq);
  // The bundles this one replaces, listed while it uploads (deleted only once it is saved).
  const older =
    opts.durable && opts.pruneOlder
      ? olderBundles(ctx.scopeKey.slice(0, 16), ctx.attempt, state.seq)
      : undefined;
  const toArtifact = opts.durable
    ? withRateLimit(
        async () => {
          ctx.log(`uploading state artifact ${name}`);
          return uploadBundleArtifact(
            name,
            bytes,
            ctx.retentionDays,
            transfer(ctx, 'state artifact upload'),
          );
        },
        ctx.retry,
        { log: ctx.log },
      )
    : undefined;
  const [cache, art] = await Promise.all([toCache, toArtifact]);
  const key = cache.value?.key;
  const copies: SaveCopy[] = [
    cache.ok
      ? { place: 'cache', ok: true, ref: key!, where: `cache key \`${key}\`` }
      : { place: 'cache', ok: false, reason: cache.reasons.at(-1) ?? 'the upload failed' },
  ];
  if (art) {
    copies.push(
      art.ok
        ? {
            place: 'artifact',
            ok: true,
            durable: true,
            ref: name,
            id: art.value!.id,
            where: `artifact \`${name}\``,
          }
        : { place: 'artifact', ok: false, ref: name, reason: art.reasons.at(-1) },
    );
    if (art.ok && older) await deleteBundles(await older);
  } else {
    copies.push({ place: 'artifact', ok: false, skipped: true });
  }
  return { saved: copies.some((c) => c.ok), bytes: bytes.length, copies };
}

/** The cache's newest entry by the restore keys, then earlier attempts' artifacts (up to 3). */
async function* states(ctx: GithubContext): AsyncGenerator<StateCandidate> {
  const keys = restoreKeys(ctx.scopeKey, ctx.runId, ctx.crossRun);
  ctx.log(`looking up cache keys ${keys.join(', ')}`);
  const cache = await withRetry(
    () => restoreBundleFromCache(ctx.workspace, keys, transfer(ctx, 'state download')),
    ctx.retry,
  );
  if (!cache.ok)
    yield {
      kind: 'problem',
      problem: `cache restore failed: ${cache.reasons.at(-1)}`,
      failed: true,
    };
  else if (cache.value!.kind === 'hit') {
    const hit = cache.value as { key: string; bytes: Buffer };
    yield {
      kind: 'found',
      source: 'cache',
      from: hit.key,
      label: `cache entry ${hit.key}`,
      bytes: hit.bytes,
    };
  }

  // Fallback: an earlier attempt's artifact through the REST API (the cache entry may be evicted).
  if (!(ctx.attempt > 1 && ctx.token && /^\d+$/.test(ctx.runId))) return;
  const rest = createRestClient({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
  const ref = repoRef(ctx.repository);
  const listed = await withRetry(
    () => findEarlierBundles(rest, ref, Number(ctx.runId), ctx.scopeKey.slice(0, 16), ctx.attempt),
    ctx.retry,
  );
  if (!listed.ok) {
    yield {
      kind: 'problem',
      problem: `artifact lookup failed: ${listed.reasons.at(-1)}`,
      failed: true,
    };
    return;
  }
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
    if (got.ok)
      yield {
        kind: 'found',
        source: 'artifact',
        from: found.name,
        label: `artifact ${found.name}`,
        bytes: got.value!,
      };
    else
      yield {
        kind: 'problem',
        problem: `artifact ${found.name}: ${got.reasons.at(-1)}`,
        failed: true,
      };
  }
}
