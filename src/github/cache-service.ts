/**
 * Complete files (state bundles, checkpoint packs) straight to the Actions cache service (v2),
 * without the tar archive `@actions/cache` wraps around every entry: such a file carries its own
 * checks, so the archive only costs copies and process spawns (docs/adr/0004). Only where the
 * toolkit would use the v2 service, else cache-store.ts keeps the tar path. A file still being
 * written: cache-stream.ts; restores: cache-restore.ts; the service calls: cache-twirp.ts.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { pipeline as pipe, Transform } from 'node:stream';
import { putBlob } from './artifact-direct.js';
import { startProgress, type Progress, type TransferOptions } from '../transfer/progress.js';
import type { AttemptOutcome } from '../transfer/retry.js';
import {
  blobError,
  DIRECT_VERSION,
  field,
  lookup,
  modeRefusal,
  twirp,
  type CacheService,
} from './cache-twirp.js';
import { compresses, zstd } from './cache-zstd.js';

export interface DirectSave {
  key: string;
  /** Bytes stored in the cache (compressed when it paid). */
  bytes: number;
  compressed: boolean;
}

/**
 * Saves `file` under `key`; succeeds only when the service then finds the entry by its key. The
 * file is left in place. With `options.progress`, reports the bytes of the file sent (for a
 * compressed save: read into the compressor, which the upload holds back) and a final line.
 */
export async function saveFileDirect(
  svc: CacheService,
  key: string,
  file: string,
  options: TransferOptions = {},
): Promise<AttemptOutcome<DirectSave>> {
  const refused = modeRefusal(svc, 'writes');
  if (refused) return refused;
  const size = (await stat(file)).size;
  const progress = startProgress({
    label: options.label ?? `cache upload ${key}`,
    sink: options.progress,
    total: size,
    intervalMs: options.intervalMs,
    minBytes: options.minBytes,
  });
  try {
    const saved = await saveWhole(svc, key, file, size, progress);
    if (saved.ok) progress.done(size);
    return saved;
  } finally {
    progress.fail(); // after done(), nothing
  }
}

async function saveWhole(
  svc: CacheService,
  key: string,
  file: string,
  size: number,
  progress: Progress,
): Promise<AttemptOutcome<DirectSave>> {
  const compressed = await compresses(file, size);
  const created = await twirp(svc, 'CreateCacheEntry', { key, version: DIRECT_VERSION });
  if (!created.ok) return created.outcome!;
  const url = field(created.body, 'signed_upload_url');
  if (field(created.body, 'ok') !== true || typeof url !== 'string') {
    const msg = field(created.body, 'message');
    return {
      ok: false,
      final: true,
      reason: `cache: entry ${key} not reserved${typeof msg === 'string' && msg ? `: ${msg}` : ''}`,
    };
  }
  if (size <= SMALL_FILE) return saveSmall(svc, key, file, url, compressed, progress);
  const { BlockBlobClient } = await import('@azure/storage-blob');
  const blob = new BlockBlobClient(url);
  let bytes = size;
  try {
    if (compressed) {
      bytes = 0;
      let read = 0;
      const reading = new Transform({
        transform(chunk: Buffer, _enc, done) {
          read += chunk.length;
          progress.update(read);
          done(null, chunk);
        },
      });
      const counted = new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      // stream.pipeline, not .pipe(): a read error destroys the last stream too, so the upload
      // fails instead of waiting for data that never comes.
      const { zlib, options } = await zstd();
      const body = pipe(
        createReadStream(file),
        reading,
        zlib.createZstdCompress(options),
        counted,
        () => {},
      );
      await blob.uploadStream(body, 8 * 2 ** 20, 4);
    } else {
      await uploadFile(blob, file, size, progress);
    }
  } catch (e) {
    return { ok: false, reason: `cache: upload of ${key} failed: ${blobError(e)}` };
  }
  return finalize(svc, key, bytes, compressed);
}

/**
 * Files up to this size (a state bundle, a small pack) are read whole and go up in one plain
 * PUT, and come down in one GET: the Azure SDK is not loaded for them (its load is most of a
 * small save's time).
 */
const SMALL_FILE = 8 * 2 ** 20;

async function saveSmall(
  svc: CacheService,
  key: string,
  file: string,
  url: string,
  compressed: boolean,
  progress: Progress,
): Promise<AttemptOutcome<DirectSave>> {
  let body: Buffer = await readFile(file);
  if (compressed) {
    const { zlib, options } = await zstd();
    body = zlib.zstdCompressSync(body, options);
  }
  const put = await putBlob(
    url,
    { parts: [body], size: body.length },
    progress,
    'application/octet-stream',
  );
  if (!put.ok)
    return {
      ok: false,
      reason: `cache: upload of ${key} failed: ${put.reason}`,
      ...(put.retryAfterMs !== undefined ? { retryAfterMs: put.retryAfterMs } : {}),
    };
  return finalize(svc, key, body.length, compressed);
}

/** The client's own settings for cache uploads. */
const FILE_BLOCK = 64 * 2 ** 20;
const FILE_BLOCKS_AT_ONCE = 8;
const SINGLE_SHOT = 128 * 2 ** 20;

/**
 * Uploads `file` as it is: in one request up to SINGLE_SHOT (as `uploadFile` does), else in
 * blocks staged here rather than by `uploadFile`, whose progress only counts a block once it is
 * all up (a 300 MB file's five blocks go up together: no news until the end); `stageBlock`
 * reports the bytes of each request as they go.
 */
async function uploadFile(
  blob: InstanceType<typeof import('@azure/storage-blob').BlockBlobClient>,
  file: string,
  size: number,
  progress: Progress,
): Promise<void> {
  if (size <= SINGLE_SHOT) {
    await blob.uploadFile(file, {
      blockSize: FILE_BLOCK,
      concurrency: FILE_BLOCKS_AT_ONCE,
      maxSingleShotSize: SINGLE_SHOT,
      onProgress: (e) => progress.update(e.loadedBytes),
    });
    return;
  }
  const count = Math.ceil(size / FILE_BLOCK);
  const ids = Array.from({ length: count }, (_, i) =>
    Buffer.from(String(i).padStart(8, '0')).toString('base64'),
  );
  // Bytes of each block up so far (a retried request starts its count again).
  const loaded = new Array<number>(count).fill(0);
  let sent = 0;
  const advance = (i: number, n: number) => {
    sent += n - loaded[i]!;
    loaded[i] = n;
    progress.update(sent);
  };
  let next = 0;
  let failure: unknown;
  // As uploadFile's batch: once a block failed, no other one starts; all have stopped before the
  // failure is thrown.
  const worker = async (): Promise<void> => {
    try {
      while (failure === undefined && next < count) {
        const i = next++;
        const start = i * FILE_BLOCK;
        const length = Math.min(FILE_BLOCK, size - start);
        await blob.stageBlock(
          ids[i]!,
          () => createReadStream(file, { start, end: start + length - 1 }),
          length,
          { onProgress: (e) => advance(i, Math.min(e.loadedBytes, length)) },
        );
        advance(i, length);
      }
    } catch (e) {
      failure ??= e;
    }
  };
  await Promise.all(Array.from({ length: Math.min(FILE_BLOCKS_AT_ONCE, count) }, worker));
  if (failure !== undefined) throw failure;
  await blob.commitBlockList(ids);
}

/** Bytes per block of a streamed save, and how many blocks are on their way at once. */

/** The last steps of a save: the entry finalized at `bytes`, then found by its key. */
export async function finalize(
  svc: CacheService,
  key: string,
  bytes: number,
  compressed: boolean,
): Promise<AttemptOutcome<DirectSave>> {
  const done = await twirp(svc, 'FinalizeCacheEntryUpload', {
    key,
    version: DIRECT_VERSION,
    size_bytes: String(bytes),
  });
  if (!done.ok) return done.outcome!;
  if (field(done.body, 'ok') !== true)
    return { ok: false, final: true, reason: `cache: entry ${key} was not finalized` };
  // The service finalizes an entry only once the uploaded size is the size given, and then
  // names it: that is the confirmation. Without an entry id, a look-up by key confirms it.
  const id = field(done.body, 'entry_id') ?? field(done.body, 'entryId');
  if ((typeof id === 'string' || typeof id === 'number') && Number(id) > 0)
    return { ok: true, value: { key, bytes, compressed } };
  const found = await lookup(svc, [key]);
  if (!found.ok) return found.outcome!;
  if (found.key !== key)
    return { ok: false, reason: `cache: entry ${key} was not found right after saving` };
  return { ok: true, value: { key, bytes, compressed } };
}
