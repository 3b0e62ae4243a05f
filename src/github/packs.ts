/**
 * Shipping checkpoint content between attempts on a runner: the blobs the state's file checkpoints
 * refer to and no listed pack holds go as one pack to the Actions cache, an artifact or both
 * (`checkpoint-storage`) while the state, listing the pack, is saved (`saveStateAndContent`); a
 * pack can also go to the cache while a checkpoint writes it (`startPackShip`). A later attempt
 * fetches them with pack-fetch.ts. A pack that cannot be shipped or fetched only means those
 * phases run again. See docs/checkpoints.md, "Where packs go".
 */
import { randomBytes } from 'node:crypto';
import { constants as C } from 'node:fs';
import { copyFile, link, mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { plural } from '../core/words.js';
import type { RunState } from '../core/index.js';
import {
  BlobStore,
  packBlobs,
  readBlobList,
  referencedBlobs,
  shippedRecordFile,
  writeBlobList,
  writeRecord,
} from '../snapshot/index.js';
import { uploadFileArtifact } from './artifact-store.js';
import { streamFileDirect } from './cache-stream.js';
import { cacheServiceFromEnv } from './cache-twirp.js';
import { saveFileToCache } from './cache-store.js';
import { PACK_PATH, packArtifactName, packCacheKey } from './keys.js';
import {
  saveState,
  transfer,
  type PersistContext,
  type SaveOptions,
  type SaveReport,
} from './persist.js';
import { formatSize, progressMinBytes } from '../transfer/progress.js';
import { withRetry, type RetryResult } from '../transfer/retry.js';

type PackEntry = RunState['packs'][number];

/**
 * The blobs pack `sha` holds, as recorded next to the blob store when it was shipped or fetched
 * (`checkpoints/packs/<sha>.bin`, see snapshot/records.ts); none if unknown.
 */
export async function packContents(store: BlobStore, sha: string): Promise<string[]> {
  return (await readBlobList(store, 'packs', sha)) ?? [];
}

/** Where a pack that went to the cache as it was written (`startPackShip`) is, recorded locally. */
const ShippedRecord = z.strictObject({
  key: z.string().min(1).max(512),
  fileBytes: z.number().int().nonnegative(),
  runId: z.string(),
  attempt: z.number().int(),
});
type ShippedRecord = z.infer<typeof ShippedRecord>;

/** This attempt's record of pack `id` in the cache, if there is a sound one. */
async function shippedRecord(
  storeDir: string,
  id: string,
  ctx: PersistContext,
): Promise<ShippedRecord | undefined> {
  try {
    const r = ShippedRecord.parse(
      JSON.parse(await readFile(shippedRecordFile(BlobStore.forStore(storeDir), id), 'utf8')),
    );
    return r.runId === ctx.runId && r.attempt === ctx.attempt ? r : undefined;
  } catch {
    return undefined;
  }
}

/** A checkpoint's pack on its way to the cache while it is written (`startPackShip`). */
export interface PackShip {
  /** For the pack writer (`PackOptions.tee`). */
  tee: (bytes: Uint8Array) => Promise<void>;
  /**
   * Once the pack is published as `packId` (undefined: the checkpoint wrote none, or failed):
   * completes the upload and records where the pack is, so that the save lists it without
   * uploading it again. Gives the entry's key, or why the pack is left for the save to ship.
   */
  finish(packId: string | undefined): Promise<{ key?: string; problem?: string }>;
}

/**
 * Starts shipping the pack a checkpoint is about to write to the cache as it is written, where
 * checkpoint content goes to the cache only (`checkpoint-storage: cache`, the default) and the
 * runner has the v2 cache service: the upload then takes place during the checkpoint instead of
 * after it. Undefined where it cannot. A pack of less than one block (8 MiB) is left to the save,
 * and so is one whose upload failed.
 */
export function startPackShip(
  storeDir: string,
  ctx: PersistContext,
  seq: number,
): PackShip | undefined {
  if (ctx.checkpointStorage !== 'cache') return undefined;
  const svc = cacheServiceFromEnv();
  if (!svc) return undefined;
  const key = packCacheKey(
    ctx.scopeKey,
    ctx.runId,
    ctx.attempt,
    seq,
    randomBytes(4).toString('hex'),
  );
  const save = streamFileDirect(svc, key, transfer(ctx, 'checkpoint pack upload'));
  let fileBytes = 0;
  return {
    tee: (bytes) => {
      fileBytes += bytes.length;
      return save.write(bytes);
    },
    async finish(packId) {
      // A pack smaller than one block has sent nothing yet: the save sends it while it saves the
      // state, at once, which is sooner than finishing it here and saving the state after.
      if (packId === undefined || save.blocks === 0) {
        save.abort();
        return {};
      }
      const r = await save.finish();
      if (!r.ok) return { problem: r.reason ?? 'cache: the upload failed' };
      ctx.log(`pack ${packId.slice(0, 12)} saved to the cache as ${key} while it was written`);
      const record: ShippedRecord = { key, fileBytes, runId: ctx.runId, attempt: ctx.attempt };
      await writeRecord(
        shippedRecordFile(BlobStore.forStore(storeDir), packId),
        JSON.stringify(record),
      );
      return { key };
    },
  };
}

/** The pending content in a transfer file, ready to ship. */
interface PreparedPack {
  file: string;
  sha: string;
  count: number;
  fileBytes: number;
  /** The blobs it holds. */
  blobs: string[];
  /** It holds content of a side effect's checkpoint: it goes to an artifact whatever the storage. */
  durable: boolean;
}

/** The checkpoints of side-effect phases that succeeded: what an eviction must not take. */
function sideEffectCheckpoints(state: RunState): RunState['checkpoints'] {
  const ids = new Set(
    Object.values(state.phases)
      .filter((r) => r.sideEffect && r.effectAttempt !== undefined && r.checkpointId)
      .map((r) => r.checkpointId!),
  );
  return state.checkpoints.filter((c) => ids.has(c.id));
}

/**
 * The blobs the state's checkpoints need and no listed pack holds, in a transfer file (the
 * caller removes its folder): the checkpoint's own pack when it holds exactly what is pending
 * (linked, or copied across file systems), else a pack written of the pending blobs. Undefined
 * when nothing is pending.
 */
async function preparePack(
  storeDir: string,
  state: RunState,
  ctx: PersistContext,
): Promise<{ early: PackEntry[]; pack?: PreparedPack; deferred?: boolean }> {
  const store = BlobStore.forStore(storeDir);
  // Every blob the checkpoints need (a manifest not here cannot be shipped from here).
  const carried = state.carried?.checkpoints ?? [];
  const need = (await referencedBlobs(store, [...state.checkpoints, ...carried])).blobs;
  if (need.size === 0) return { early: [] };
  // What cannot be recreated stays out of the cache's reach: the content of a side effect's
  // checkpoint counts as shipped only where an artifact holds it.
  const durable = (await referencedBlobs(store, sideEffectCheckpoints(state))).blobs;
  for (const p of state.packs) {
    for (const b of await packContents(store, p.sha256))
      if (p.artifact || !durable.has(b)) need.delete(b);
  }
  // Packs that went to the cache while they were written: listed as they are.
  const early: PackEntry[] = [];
  if (ctx.checkpointStorage === 'cache' && need.size) {
    const listed = new Set(state.packs.map((p) => p.sha256));
    for (const p of await store.packs()) {
      if (listed.has(p.id) || !p.blobs.some((b) => need.has(b.sha256))) continue;
      if (p.blobs.some((b) => durable.has(b.sha256))) continue;
      const r = await shippedRecord(storeDir, p.id, ctx);
      if (!r || r.fileBytes !== p.fileBytes) continue;
      early.push({
        sha256: p.id,
        key: r.key,
        runId: ctx.runId,
        blobs: p.blobs.length,
        bytes: p.fileBytes,
      });
      for (const b of p.blobs) need.delete(b.sha256);
      await writeBlobList(
        store,
        'packs',
        p.id,
        p.blobs.map((b) => b.sha256),
      );
    }
  }
  let pending: string[] = [];
  for (const b of need) if (await store.has(b)) pending.push(b);
  if (pending.length === 0) return { early };
  const durablePack = pending.some((b) => durable.has(b));
  // A side effect's content goes in a pack of its own (to an artifact too), the rest in the next
  // save's, so what outlives the cache does not depend on how phase ends were grouped into saves.
  const deferred = durablePack && pending.some((b) => !durable.has(b));
  if (deferred) pending = pending.filter((b) => durable.has(b));

  const file = join(ctx.workspace, PACK_PATH);
  await mkdir(dirname(file), { recursive: true });
  const wanted = new Set(pending);
  const own = (await store.packs()).find(
    (p) => p.blobs.length === wanted.size && p.blobs.every((b) => wanted.has(b.sha256)),
  );
  if (own) {
    await rm(file, { force: true });
    await link(own.file, file).catch(() => copyFile(own.file, file, C.COPYFILE_FICLONE));
    return {
      early,
      pack: {
        file,
        sha: own.id,
        count: own.blobs.length,
        fileBytes: own.fileBytes,
        blobs: pending,
        durable: durablePack,
      },
      ...(deferred ? { deferred } : {}),
    };
  }
  ctx.log(`packing ${plural(pending.length, 'blob')}`);
  const r = await packBlobs(store, pending, file, { sync: false });
  return {
    early,
    pack: {
      file,
      sha: r.sha256,
      count: r.count,
      fileBytes: r.fileBytes,
      blobs: pending,
      durable: durablePack,
    },
    ...(deferred ? { deferred } : {}),
  };
}

/** What shipping a prepared pack gave: the entry listing where it went, or why it went nowhere. */
async function shipPack(
  pack: PreparedPack,
  listed: PackEntry,
  ctx: PersistContext,
): Promise<{ entry?: PackEntry; problem?: string }> {
  try {
    // A key whose upload failed can stay reserved: every try gets a fresh one (as the state's do),
    // all under the prefix the state lists.
    const newKey = () => `${listed.key}${randomBytes(4).toString('hex')}`;
    const where =
      listed.key && listed.artifact
        ? 'the cache and an artifact'
        : listed.key
          ? 'the cache'
          : 'the artifact';
    ctx.log(
      `shipping ${plural(pack.count, 'blob')} (${plural(pack.fileBytes, 'byte')}) as pack ${pack.sha.slice(0, 12)} to ${where}`,
    );
    // A large pack is announced: its progress lines come only once a few seconds have passed.
    if (ctx.progress && pack.fileBytes >= progressMinBytes())
      ctx.progress(
        `saving checkpoint pack ${pack.sha.slice(0, 12)} (${formatSize(pack.fileBytes)}) to ${where}`,
      );
    const skipped: RetryResult<never> = { ok: false, attempts: 0, reasons: [] };
    // Both at once (with `both`): each reads the pack on its own, and neither waits for the
    // other's round trips.
    const [cache, art] = await Promise.all([
      listed.key
        ? withRetry(
            () =>
              saveFileToCache(
                ctx.workspace,
                newKey(),
                PACK_PATH,
                transfer(ctx, 'checkpoint pack upload'),
              ),
            ctx.retry,
          )
        : skipped,
      listed.artifact
        ? withRetry(
            () =>
              uploadFileArtifact(
                listed.artifact!,
                pack.file,
                ctx.retentionDays,
                transfer(ctx, 'checkpoint pack artifact upload'),
              ),
            ctx.retry,
          )
        : skipped,
    ]);
    if (!cache.ok && !art.ok) {
      const why = [...cache.reasons.slice(-1), ...art.reasons.slice(-1)].join('; ');
      return { problem: `checkpoint content NOT saved: ${why}` };
    }
    const { artifact, ...entry } = listed;
    return {
      entry: { ...entry, key: cache.ok ? listed.key : '', ...(art.ok ? { artifact } : {}) },
    };
  } catch (e) {
    return { problem: `checkpoint content NOT saved: ${(e as Error).message}` };
  }
}

export interface ContentSave {
  /** The state as saved last: the new pack listed where it was shipped to. */
  state: RunState;
  /**
   * The packs this save listed, as listed: those that went to the cache while they were written,
   * and the one it shipped (none when nothing was pending or it went nowhere).
   */
  shipped: PackEntry[];
  /** Why checkpoint content was NOT saved, when it was not. */
  problem?: string;
  report: SaveReport;
}

/**
 * Ships the content the state's checkpoints need and no listed pack holds, and saves the state,
 * both at once: the state saved lists the new pack where it is going (its cache key as the prefix
 * every try's key starts with, its artifact by name), and `list` records the same in the local
 * store (it returns the updated state, or undefined when the store has none). When the pack did
 * not get everywhere it was listed, the state is saved again listing only where it did (a restore
 * takes the newest save), so the state a restore finds lists a missing pack only when that second
 * save failed too, and then the phases the pack holds run again.
 */
export async function saveStateAndContent(
  storeDir: string,
  state: RunState,
  ctx: PersistContext,
  list: (edit: (packs: PackEntry[]) => PackEntry[]) => Promise<RunState | undefined>,
  opts: SaveOptions = {},
): Promise<ContentSave> {
  const first = await saveOnce(storeDir, state, ctx, list, opts);
  if (!first.deferred) return first.save;
  // The side effect's pack went first; the rest of the pending content goes with a second save.
  const second = await saveOnce(storeDir, first.save.state, ctx, list, opts);
  const problem = first.save.problem ?? second.save.problem;
  return {
    ...second.save,
    shipped: [...first.save.shipped, ...second.save.shipped],
    ...(problem ? { problem } : {}),
  };
}

/** One save: the pending content's pack (see preparePack) and the state listing it. */
async function saveOnce(
  storeDir: string,
  state: RunState,
  ctx: PersistContext,
  list: (edit: (packs: PackEntry[]) => PackEntry[]) => Promise<RunState | undefined>,
  opts: SaveOptions,
): Promise<{ save: ContentSave; deferred?: boolean }> {
  const relist = async (from: RunState, edit: (packs: PackEntry[]) => PackEntry[]) =>
    (await list(edit)) ?? { ...from, packs: edit(from.packs), seq: from.seq + 1 };
  const transfer = dirname(join(ctx.workspace, PACK_PATH));
  let listed = state;
  let early: PackEntry[] = [];
  let deferred: boolean | undefined;
  const done = (save: ContentSave) => ({ save, ...(deferred ? { deferred } : {}) });
  try {
    const prepared = await preparePack(storeDir, state, ctx);
    deferred = prepared.deferred;
    early = prepared.early;
    const pack = prepared.pack;
    if (early.length) listed = await relist(state, (packs) => [...packs, ...early]);
    if (!pack)
      return done({ state: listed, shipped: early, report: await saveState(listed, ctx, opts) });
    const storage =
      pack.durable && ctx.checkpointStorage === 'cache' ? 'both' : ctx.checkpointStorage;
    const planned: PackEntry = {
      sha256: pack.sha,
      key:
        storage === 'artifact'
          ? ''
          : packCacheKey(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, ''),
      ...(storage === 'cache' ? {} : { artifact: packArtifactName(ctx.scopeKey, pack.sha) }),
      runId: ctx.runId,
      blobs: pack.count,
      bytes: pack.fileBytes,
    };
    listed = await relist(listed, (packs) => [...packs, planned]);
    const [shipped, report] = await Promise.all([
      shipPack(pack, planned, ctx),
      saveState(listed, ctx, opts),
    ]);
    if (shipped.entry)
      await writeBlobList(BlobStore.forStore(storeDir), 'packs', pack.sha, pack.blobs);
    if (shipped.entry && isDeepStrictEqual(shipped.entry, planned))
      return done({ state: listed, shipped: [...early, planned], report });
    // Listed where it did not get: saved again, listing only where it did.
    const same = (p: PackEntry) =>
      p.sha256 === planned.sha256 && p.key === planned.key && p.artifact === planned.artifact;
    const fixed = await relist(listed, (packs) => [
      ...packs.filter((p) => !same(p)),
      ...(shipped.entry ? [shipped.entry] : []),
    ]);
    const again = await saveState(fixed, ctx, opts);
    return done({
      state: fixed,
      shipped: [...early, ...(shipped.entry ? [shipped.entry] : [])],
      ...(shipped.problem ? { problem: shipped.problem } : {}),
      report: again.saved || !report.saved ? again : report,
    });
  } catch (e) {
    // Nothing was listed that this save's state does not hold: the state goes as it is.
    return {
      save: {
        state: listed,
        shipped: early,
        problem: `checkpoint content NOT saved: ${(e as Error).message}`,
        report: await saveState(listed, ctx, opts),
      },
    };
  } finally {
    await rm(transfer, { recursive: true, force: true });
  }
}
