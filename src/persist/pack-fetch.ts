/**
 * Fetching the packs a restored state lists from the storage into the job's local blob store,
 * each checked against the size and id the state lists (see packs.ts for how they were shipped).
 */
import type { RunState } from '../core/index.js';
import { plural } from '../core/words.js';
import type { StateStorage } from '../remote/port.js';
import { BlobStore, unpackBlobs, writeBlobList } from '../snapshot/index.js';
import { formatSize, progressMinBytes, stopwatch } from '../transfer/progress.js';
import { packContents } from './packs.js';
import type { PersistContext } from './state.js';
import { stat } from 'node:fs/promises';

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
  ctx: Pick<PersistContext, 'log' | 'progress'>,
  storage: StateStorage,
): Promise<PackFetch> {
  const out: PackFetch = { fetched: 0, blobs: 0, bytes: 0, ms: 0, problems: [] };
  const elapsed = stopwatch();
  const store = BlobStore.forStore(storeDir);
  // Whether a blob is here, as of one look at the store (its packs read once, not a look per blob).
  let present: ((sha: string) => boolean) | undefined;
  for (const p of state.packs) {
    if (!storage.holds(p)) continue;
    const id = p.sha256.slice(0, 12);
    const known = await packContents(store, p.sha256);
    if (known.length && known.every((present ??= await store.presence()))) continue;
    // A large pack is announced: its progress lines come only once a few seconds have passed.
    if (ctx.progress && p.bytes >= progressMinBytes())
      ctx.progress(`fetching checkpoint pack ${id} (${formatSize(p.bytes)})`);
    const got = await storage.getPack(p, storeDir);
    out.problems.push(...got.problems);
    try {
      if (!got.file) continue;
      if ((await stat(got.file)).size !== p.bytes) {
        out.problems.push(`pack ${id} is not the size the state lists: ignored`);
        continue;
      }
      // Its index is checked against the id the state lists (a pack that fails is refused, the
      // catch below, and not recorded as fetched); each blob is verified whenever it is read. Not
      // fsynced: it is a copy of the shipped pack, and one a crash damaged is refused when it is
      // opened or read, and fetched again.
      ctx.log(`adding pack ${id} (${plural(p.bytes, 'byte')})`);
      const r = await unpackBlobs(got.file, store, {
        expectSha256: p.sha256,
        move: true,
        sync: false,
      });
      ctx.log(`added ${plural(r.count, 'blob')}, ${r.added.length} new`);
      await writeBlobList(store, 'packs', p.sha256, r.blobs);
      present = undefined; // the store has changed
      out.fetched++;
      out.blobs += r.count;
      out.bytes += p.bytes;
    } catch (e) {
      out.problems.push(`pack ${id}: ${(e as Error).message}`);
    } finally {
      await got.cleanup();
    }
  }
  out.ms = elapsed();
  return out;
}
