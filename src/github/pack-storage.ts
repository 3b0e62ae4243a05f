/**
 * Checkpoint packs on GitHub's services (the pack side of githubStorage, state-storage.ts): a pack
 * goes to the Actions cache, an artifact or both (`checkpoint-storage`; a side effect's content
 * always as an artifact too), under a cache key prefix every try extends and an artifact name the
 * state lists; it can also go to the cache while a checkpoint writes it (`startPackShip`). Which
 * content needs a pack, and the checks of what comes back, are src/persist/'s.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { plural } from '../core/words.js';
import type { PackEntry, PackShip, StateStorage } from '../remote/port.js';
import { BlobStore, shippedRecordFile, writeRecord } from '../snapshot/index.js';
import { withRetry, type RetryResult } from '../transfer/retry.js';
import { downloadNamedArtifact, uploadFileArtifact } from './artifact-store.js';
import { withRateLimit } from './rate-limit.js';
import { restoreFileFromCache, saveFileToCache } from './cache-store.js';
import { streamFileDirect } from './cache-stream.js';
import { cacheServiceFromEnv } from './cache-twirp.js';
import { PACK_PATH, packArtifactName, packCacheKey } from './keys.js';
import { createRestClient } from './octokit.js';
import { repoRef, transfer, type GithubContext } from './storage-context.js';

/** Where a pack that went to the cache as it was written (`startPackShip`) is, recorded locally. */
const ShippedRecord = z.strictObject({
  key: z.string().min(1).max(512),
  fileBytes: z.number().int().nonnegative(),
  runId: z.string(),
  attempt: z.number().int(),
});
type ShippedRecord = z.infer<typeof ShippedRecord>;

type PackSide = Pick<
  StateStorage,
  | 'holds'
  | 'stagePack'
  | 'planPack'
  | 'placeOf'
  | 'putPack'
  | 'getPack'
  | 'shippedEarly'
  | 'shipWhileWritten'
>;

export function packStorage(ctx: GithubContext): PackSide {
  return {
    // A cache-only pack can be evicted; one with an artifact stays (for the artifacts' retention).
    holds: (p) => (p.key.startsWith('remote:') ? undefined : p.artifact ? 'durable' : 'evictable'),
    async stagePack() {
      // The cache's version depends on the path: always the same one, in the workspace.
      const file = join(ctx.workspace, PACK_PATH);
      await mkdir(dirname(file), { recursive: true });
      return { file, cleanup: () => rm(dirname(file), { recursive: true, force: true }) };
    },
    planPack(pack, state, durable) {
      const large = ctx.cachePackLimit !== undefined && pack.bytes > ctx.cachePackLimit;
      const storage = large
        ? 'artifact'
        : durable && ctx.checkpointStorage === 'cache'
          ? 'both'
          : ctx.checkpointStorage;
      return {
        sha256: pack.sha256,
        // The prefix of every try's key (each try gets a fresh one).
        key:
          storage === 'artifact'
            ? ''
            : packCacheKey(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, ''),
        ...(storage === 'cache' ? {} : { artifact: packArtifactName(ctx.scopeKey, pack.sha256) }),
        runId: ctx.runId,
        blobs: pack.blobs,
        bytes: pack.bytes,
      };
    },
    placeOf: (p) =>
      p.key && p.artifact ? 'the cache and an artifact' : p.key ? 'the cache' : 'the artifact',
    putPack: (file, planned) => putPack(ctx, file, planned),
    getPack: (entry) => getPack(ctx, entry),
    shippedEarly: (storeDir, pack) => shippedEarly(ctx, storeDir, pack),
    shipWhileWritten: (storeDir, seq) => startPackShip(storeDir, ctx, seq),
  };
}

/** This attempt's record of pack `id` in the cache, as it is to be listed, if there is a sound one. */
async function shippedEarly(
  ctx: GithubContext,
  storeDir: string,
  pack: { id: string; fileBytes: number },
): Promise<PackEntry | undefined> {
  if (ctx.checkpointStorage !== 'cache') return undefined;
  let r: ShippedRecord;
  try {
    r = ShippedRecord.parse(
      JSON.parse(await readFile(shippedRecordFile(BlobStore.forStore(storeDir), pack.id), 'utf8')),
    );
  } catch {
    return undefined;
  }
  if (r.runId !== ctx.runId || r.attempt !== ctx.attempt || r.fileBytes !== pack.fileBytes)
    return undefined;
  return { sha256: pack.id, key: r.key, runId: ctx.runId, blobs: 0, bytes: pack.fileBytes };
}

/**
 * Starts shipping the pack a checkpoint is about to write to the cache as it is written, where
 * checkpoint content goes to the cache only (`checkpoint-storage: cache`, the default) and the
 * runner has the v2 cache service: the upload then takes place during the checkpoint instead of
 * after it. Undefined where it cannot. The entry is reserved as soon as the checkpoint expects to
 * read a block's worth (8 MiB) or more. A pack of less than one block whose entry is not reserved
 * is left to the save, and so is one whose upload failed.
 */
export function startPackShip(
  storeDir: string,
  ctx: GithubContext,
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
    expect: (bytes) => save.expect(bytes),
    async finish(packId) {
      // A pack smaller than one block has sent nothing yet: the save sends it while it saves the
      // state, at once, which is sooner than finishing it here and saving the state after. One
      // whose entry was reserved already (expected larger) is finished here, not left reserved.
      if (packId === undefined || (save.blocks === 0 && !save.reserved)) {
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

/** Ships the staged pack to the cache, an artifact or both, as `listed` plans. */
async function putPack(
  ctx: GithubContext,
  file: string,
  listed: PackEntry,
): Promise<{ entry?: PackEntry; problem?: string }> {
  try {
    // A key whose upload failed can stay reserved: every try gets a fresh one (as the state's do),
    // all under the prefix the state lists.
    const newKey = () => `${listed.key}${randomBytes(4).toString('hex')}`;
    ctx.log(
      `shipping ${plural(listed.blobs, 'blob')} (${plural(listed.bytes, 'byte')}) as pack ${listed.sha256.slice(0, 12)} to ${packStorage(ctx).placeOf(listed)}`,
    );
    const skipped: RetryResult<never> = { ok: false, attempts: 0, reasons: [] };
    // Both at once (with `both`): each reads the pack on its own, and neither waits for the
    // other's round trips.
    const [cache, art] = await Promise.all([
      listed.key
        ? withRateLimit(
            () =>
              saveFileToCache(
                ctx.workspace,
                newKey(),
                PACK_PATH,
                transfer(ctx, 'checkpoint pack upload'),
              ),
            ctx.retry,
            { log: ctx.log },
          )
        : skipped,
      listed.artifact
        ? withRateLimit(
            () =>
              uploadFileArtifact(
                listed.artifact!,
                file,
                ctx.retentionDays,
                transfer(ctx, 'checkpoint pack artifact upload'),
              ),
            ctx.retry,
            { log: ctx.log },
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

/** Reads a listed pack from the cache, else from its artifact (through the REST API). */
async function getPack(ctx: GithubContext, p: PackEntry) {
  const id = p.sha256.slice(0, 12);
  const file = join(ctx.workspace, PACK_PATH);
  const problems: string[] = [];
  let got: string | undefined;
  let tmp: string | undefined;
  const cleanup = async () => {
    await rm(dirname(file), { recursive: true, force: true });
    if (tmp) await rm(tmp, { recursive: true, force: true });
  };
  if (p.key) {
    ctx.log(`fetching pack ${id} from cache key ${p.key}`);
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
    if (r.ok && r.value!.kind === 'hit') got = file;
    if (!r.ok) problems.push(`pack ${id}: ${r.reasons.at(-1)}`);
  }
  if (!got && p.artifact && ctx.token && p.runId && /^\d+$/.test(p.runId)) {
    tmp = await mkdtemp(join(process.env.RUNNER_TEMP || ctx.workspace, 'ci-state-pack-'));
    const rest = createRestClient({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
    const r = await withRetry(
      () =>
        downloadNamedArtifact(
          rest,
          repoRef(ctx.repository),
          Number(p.runId),
          p.artifact!,
          ctx.token!,
          tmp!,
          transfer(ctx, 'checkpoint pack artifact download'),
        ),
      ctx.retry,
    );
    if (r.ok && r.value!.length === 1) got = r.value![0]!;
    else if (!r.ok) problems.push(`pack ${id}: ${r.reasons.at(-1)}`);
  }
  if (!got) problems.push(`pack ${id} is in neither the cache nor the artifacts`);
  return { ...(got ? { file: got } : {}), problems, cleanup };
}
