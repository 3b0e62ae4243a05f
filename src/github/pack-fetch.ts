/**
 * Fetching the packs a restored state lists, from the Actions cache or the artifacts, into the
 * job's local blob store (see packs.ts for how they were shipped).
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { RunState } from '../core/index.js';
import { plural } from '../core/words.js';
import { BlobStore, unpackBlobs, writeBlobList } from '../snapshot/index.js';
import { downloadNamedArtifact } from './artifact-store.js';
import { restoreFileFromCache } from './cache-store.js';
import { PACK_PATH } from './keys.js';
import { createRestClient } from './octokit.js';
import { transfer, type PersistContext } from './persist.js';
import { formatSize, progressMinBytes, stopwatch } from '../transfer/progress.js';
import { withRetry } from '../transfer/retry.js';
import { packContents } from './packs.js';

export interface PackFetch {
  fetched: number;
  blobs: number;
  /** The bytes of the packs fetched. */
  bytes: number;
  /** How long the fetch took, from the first lookup to the last pack added. */
  ms: number;
  problems: string[];
}

/** Adds the state's packs to the local blob store, each checked against the id the state lists. */
export async function fetchPacks(
  storeDir: string,
  state: RunState,
  ctx: PersistContext,
): Promise<PackFetch> {
  const out: PackFetch = { fetched: 0, blobs: 0, bytes: 0, ms: 0, problems: [] };
  const elapsed = stopwatch();
  const store = BlobStore.forStore(storeDir);
  const [owner = '', repo = ''] = ctx.repository.split('/');
  for (const p of state.packs) {
    const known = await packContents(store, p.sha256);
    if (known.length && (await Promise.all(known.map((b) => store.has(b)))).every(Boolean))
      continue;
    const file = join(ctx.workspace, PACK_PATH);
    let got = false;
    // A large pack is announced: its progress lines come only once a few seconds have passed.
    if (ctx.progress && p.bytes >= progressMinBytes())
      ctx.progress(`fetching checkpoint pack ${p.sha256.slice(0, 12)} (${formatSize(p.bytes)})`);
    if (p.key) {
      ctx.log(`fetching pack ${p.sha256.slice(0, 12)} from cache key ${p.key}`);
      const r = await withRetry(
        () =>
          restoreFileFromCache(
            ctx.workspace,
            [p.key],
            PACK_PATH,
            transfer(ctx, 'checkpoint pack download'),
          ),
        ctx.retry,
      );
      got = r.ok && r.value!.kind === 'hit';
      if (!r.ok) out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${r.reasons.at(-1)}`);
    }
    let path = file;
    let tmp: string | undefined;
    if (!got && p.artifact && ctx.token && p.runId && /^\d+$/.test(p.runId)) {
      tmp = await mkdtemp(join(process.env.RUNNER_TEMP || ctx.workspace, 'ci-state-pack-'));
      const rest = createRestClient({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
      const r = await withRetry(
        () =>
          downloadNamedArtifact(
            rest,
            { owner, repo },
            Number(p.runId),
            p.artifact!,
            ctx.token!,
            tmp!,
            transfer(ctx, 'checkpoint pack artifact download'),
          ),
        ctx.retry,
      );
      if (r.ok && r.value!.length === 1) {
        path = r.value![0]!;
        got = true;
      } else if (!r.ok) out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${r.reasons.at(-1)}`);
    }
    try {
      if (!got) {
        out.problems.push(
          `pack ${p.sha256.slice(0, 12)} is in neither the cache nor the artifacts`,
        );
        continue;
      }
      if ((await stat(path)).size !== p.bytes) {
        out.problems.push(`pack ${p.sha256.slice(0, 12)} does not match its digest: ignored`);
        continue;
      }
      // Its index is checked against the id the state lists (a pack that fails is refused, the
      // catch below, and not recorded as fetched); each blob is verified whenever it is read. Not
      // fsynced: it is a copy of the shipped pack, and one a crash damaged is refused when it is
      // opened or read, and fetched again.
      ctx.log(`adding pack ${p.sha256.slice(0, 12)} (${plural(p.bytes, 'byte')})`);
      const r = await unpackBlobs(path, store, { expectSha256: p.sha256, move: true, sync: false });
      ctx.log(`added ${plural(r.count, 'blob')}, ${r.added.length} new`);
      await writeBlobList(store, 'packs', p.sha256, r.blobs);
      out.fetched++;
      out.blobs += r.count;
      out.bytes += p.bytes;
    } catch (e) {
      out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${(e as Error).message}`);
    } finally {
      await rm(dirname(file), { recursive: true, force: true });
      if (tmp) await rm(tmp, { recursive: true, force: true });
    }
  }
  out.ms = elapsed();
  return out;
}
