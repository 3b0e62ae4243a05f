/**
 * Files (state bundles, checkpoint packs) straight to the Actions cache service (v2: Twirp calls
 * and a signed blob URL), without the tar archive `@actions/cache` wraps around every entry.
 *
 * Why not `saveCache`: it can only archive paths. A bundle or a pack is already one file that
 * carries its own checks, so the archive only costs time: tar and zstd write a second copy before
 * the upload, and a restore writes the download, then untars a third copy (the client also spawns
 * `zstd` and `tar` for every call). Here the file is the upload, and the download becomes the file.
 * Compression is kept where it pays: slices of the file are compressed first, and when they shrink
 * the file is streamed through zstd (Node's own) on the way up; the restore recognises zstd by its
 * magic number (a pack starts `CISPACK`, a bundle `CISTATE`). See docs/adr/0004.
 *
 * Only where `@actions/cache` itself would use the v2 service (ACTIONS_CACHE_SERVICE_V2, not GHES,
 * the same host rule); otherwise, and for entries saved the old way, the tar path stays
 * (cache-store.ts). The runner's cache mode (ACTIONS_CACHE_MODE) is honoured as the client does.
 * Entries carry their own `version`, so neither client ever matches the other's entries.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readFile, stat, writeFile } from 'node:fs/promises';
import { pipeline as pipe, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { VERSION } from '../version.js';
import { putBlob } from './artifact-direct.js';
import { startProgress, type Progress, type TransferOptions } from './progress.js';
import { RATE_LIMIT_WAIT_MS, type AttemptOutcome } from './retry.js';

export interface CacheService {
  /** ACTIONS_RESULTS_URL */
  url: string;
  token: string;
  mode: string;
}

/** The v2 cache service, when `@actions/cache` would use it too (see config.js in the client). */
export function cacheServiceFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): CacheService | undefined {
  if (!env.ACTIONS_CACHE_SERVICE_V2 || !env.ACTIONS_RESULTS_URL || !env.ACTIONS_RUNTIME_TOKEN)
    return undefined;
  let host: string;
  try {
    host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.trimEnd().toUpperCase();
  } catch {
    return undefined;
  }
  const ghes = host !== 'GITHUB.COM' && !host.endsWith('.GHE.COM') && !host.endsWith('.LOCALHOST');
  if (ghes) return undefined;
  return {
    url: env.ACTIONS_RESULTS_URL,
    token: env.ACTIONS_RUNTIME_TOKEN,
    mode: (env.ACTIONS_CACHE_MODE || '').trim().toLowerCase(),
  };
}

const KNOWN_MODES = ['none', 'read', 'write', 'write-only'];

/** The refusal when the runner's cache mode does not permit `what` (as the client reads it). */
function modeRefusal(
  svc: CacheService,
  what: 'reads' | 'writes',
): AttemptOutcome<never> | undefined {
  const allowed = what === 'reads' ? ['read', 'write'] : ['write', 'write-only'];
  if (!KNOWN_MODES.includes(svc.mode) || allowed.includes(svc.mode)) return undefined;
  return {
    ok: false,
    final: true,
    reason: `cache: the runner's cache mode '${svc.mode}' does not permit ${what}`,
  };
}

/** The entries' `version`: ours alone (a tar entry's hashes its paths and compression method). */
export const DIRECT_VERSION = createHash('sha256').update('ci-state|direct-file|1').digest('hex');

const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);
/**
 * Slices compressed to decide (half a MiB in all, a millisecond or two), spread evenly over the
 * file: a pack's small compressible parts (its manifest, its index) are no more of the sample than
 * of the file.
 */
const SLICES = 16;
const SLICE = 32 * 1024;
/** Compress when the samples shrink below this share of their size. */
const WORTH_IT = 0.9;
const TWIRP_TIMEOUT_MS = 60_000;

interface Twirp {
  ok: boolean;
  body: Record<string, unknown>;
  outcome?: AttemptOutcome<never>;
}

async function twirp(svc: CacheService, method: string, body: object): Promise<Twirp> {
  // As the client does: an absolute path on the service's origin.
  const url = new URL(`/twirp/github.actions.results.api.v1.CacheService/${method}`, svc.url);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${svc.token}`,
        'User-Agent': `ci-state/${VERSION}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TWIRP_TIMEOUT_MS),
    });
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code;
    return fail(`${method}: ${cause ?? (e as Error).message}`);
  }
  const text = await res.text().catch(() => '');
  let parsed: Record<string, unknown> = {};
  try {
    const v: unknown = JSON.parse(text);
    if (v && typeof v === 'object') parsed = v as Record<string, unknown>;
  } catch {
    // a proxy's HTML page, an empty body: the status says enough
  }
  if (res.ok) return { ok: true, body: parsed };
  const msg = typeof parsed.msg === 'string' ? parsed.msg.slice(0, 300) : res.statusText;
  const retryAfter = Number(res.headers.get('retry-after'));
  return fail(`${method}: ${msg} (HTTP ${res.status})`, {
    // A refusal stays one (bad request, no permission, a taken key); a 429 waits as asked.
    final: res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429,
    ...(res.status === 429
      ? { retryAfterMs: retryAfter > 0 ? retryAfter * 1000 : RATE_LIMIT_WAIT_MS }
      : {}),
  });
}

function fail(reason: string, extra: Partial<AttemptOutcome<never>> = {}): Twirp {
  return { ok: false, body: {}, outcome: { ok: false, reason: `cache: ${reason}`, ...extra } };
}

/** A field in snake_case or camelCase (the service answers either). */
function field(body: Record<string, unknown>, snake: string): unknown {
  const camel = snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return body[snake] ?? body[camel];
}

/**
 * Whether zstd shrinks `size` bytes: SLICES slices spread over them (`slice` gives the bytes at a
 * position), compressed at the level used for the upload.
 */
async function shrinks(
  size: number,
  slice: (pos: number, length: number) => Buffer | Promise<Buffer>,
): Promise<boolean> {
  if (size < 4096) return false;
  const { zlib, options } = await zstd();
  const step = Math.max(SLICE, (size - SLICE) / (SLICES - 1));
  let raw = 0;
  let packed = 0;
  for (let pos = 0; pos < size; pos = Math.floor(pos + step)) {
    const bytes = await slice(pos, Math.min(SLICE, size - pos));
    raw += bytes.length;
    packed += zlib.zstdCompressSync(bytes, options).length;
  }
  return packed < raw * WORTH_IT;
}

/** Whether zstd shrinks the file (see `shrinks`). */
async function compresses(file: string, size: number): Promise<boolean> {
  if (size < 4096) return false;
  const fh = await open(file, 'r');
  try {
    return await shrinks(size, async (pos, length) => {
      const buf = Buffer.allocUnsafe(length);
      const { bytesRead } = await fh.read(buf, 0, length, pos);
      return buf.subarray(0, bytesRead);
    });
  } finally {
    await fh.close();
  }
}

/**
 * node:zlib, loaded when a file is saved or a zstd entry restored (a job's first restore, a miss,
 * never needs it); with zstd's default level, and a checksum of the content, so that a damaged
 * entry fails to decompress.
 */
async function zstd() {
  const zlib = await import('node:zlib');
  const Z = zlib.constants;
  const options = { params: { [Z.ZSTD_c_compressionLevel]: 3, [Z.ZSTD_c_checksumFlag]: 1 } };
  return { zlib, options };
}

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
const STREAM_BLOCK = 8 * 2 ** 20;
const STREAM_BLOCKS_AT_ONCE = 4;
/** A streamed save decides on compression from the first bytes (sliced as `compresses` does). */
const STREAM_SAMPLE = 2 ** 20;
/** How long one block may take to upload before the streamed save gives up. */
const STREAM_BLOCK_TIMEOUT_MS = 120_000;

/**
 * A save whose file is still being written: bytes handed to `write` go to the entry as blocks
 * while the writer goes on, and `finish` commits them once the last byte is in. See
 * `streamFileDirect`.
 */
export interface StreamedSave {
  /**
   * Sends `chunk`, the next bytes of the file, which must stay unchanged until the call settles
   * (it resolves once they are copied and there is room for more). Never throws: once the save has
   * failed, bytes are dropped.
   */
  write(chunk: Uint8Array): Promise<void>;
  /** Sends what is left, commits and finalizes the entry, and looks it up by its key. */
  finish(): Promise<AttemptOutcome<DirectSave>>;
  /** Stops sending; the entry is never finalized (the service drops it). */
  abort(): void;
  /** Blocks sent so far (none until the first one is full: the entry is reserved with it). */
  readonly blocks: number;
}

/**
 * Saves a file under `key` while it is being written (a checkpoint's pack): the entry is reserved
 * with the first full block, and its blocks (8 MiB, four on their way at once) go up as the bytes come,
 * so the upload takes place during the writing instead of after it. The first MiB decides
 * compression, as slices of the file do for `saveFileDirect`. A writer that outruns the upload
 * waits for it (at most four blocks are held). Any failure stops the save, never the writer: the
 * file can still be saved whole afterwards. With `options.progress`, reports the bytes sent (of a
 * size not known in advance; compressed ones when it compresses) and, once finished, a final line.
 */
export function streamFileDirect(
  svc: CacheService,
  key: string,
  options: TransferOptions = {},
): StreamedSave {
  const controller = new AbortController();
  const progress = startProgress({
    label: options.label ?? `cache upload ${key}`,
    sink: options.progress,
    intervalMs: options.intervalMs,
    minBytes: options.minBytes,
  });
  // Bytes of the blocks on their way (a retried request starts its count again), and in all.
  const loaded = new Map<string, number>();
  let sent = 0;
  const advance = (id: string, n: number) => {
    sent += n - (loaded.get(id) ?? 0);
    loaded.set(id, n);
    progress.update(sent);
  };
  let failure = modeRefusal(svc, 'writes')?.reason?.replace(/^cache: /, '');
  let finished = false;
  const fail = (why: string) => {
    failure ??= why;
    controller.abort();
  };
  let reserved: Promise<InstanceType<typeof import('@azure/storage-blob').BlockBlobClient>>;
  const reserve = () =>
    (reserved ??= (async () => {
      const [created, { BlockBlobClient }] = await Promise.all([
        twirp(svc, 'CreateCacheEntry', { key, version: DIRECT_VERSION }),
        import('@azure/storage-blob'),
      ]);
      if (!created.ok) throw new Error(created.outcome!.reason!.replace(/^cache: /, ''));
      const url = field(created.body, 'signed_upload_url');
      if (field(created.body, 'ok') !== true || typeof url !== 'string')
        throw new Error(`entry ${key} not reserved`);
      return new BlockBlobClient(url);
    })());

  // Blocks: filled by `put`, each sent as soon as it is full.
  const ids: string[] = [];
  const inFlight = new Set<Promise<void>>();
  // Block buffers are reused once sent: fresh memory for every block costs more than the copy.
  const spare: Buffer[] = [];
  const newBlock = () => spare.pop() ?? Buffer.allocUnsafeSlow(STREAM_BLOCK);
  let block = newBlock();
  let held = 0;
  let stored = 0;
  const send = (bytes: Buffer): Promise<void> => {
    const id = Buffer.from(String(ids.length).padStart(8, '0')).toString('base64');
    ids.push(id);
    stored += bytes.length;
    const p = reserve()
      .then((client) =>
        client.stageBlock(id, bytes, bytes.length, {
          abortSignal: AbortSignal.any([
            controller.signal,
            AbortSignal.timeout(STREAM_BLOCK_TIMEOUT_MS),
          ]),
          onProgress: (e) => advance(id, Math.min(e.loadedBytes, bytes.length)),
        }),
      )
      .then(
        () => {
          advance(id, bytes.length);
          loaded.delete(id);
        },
        (e: unknown) => fail(`upload of ${key} failed: ${blobError(e)}`),
      )
      .finally(() => {
        inFlight.delete(p);
        if (bytes.length === STREAM_BLOCK) spare.push(bytes);
      });
    inFlight.add(p);
    return p;
  };
  const put = async (chunk: Uint8Array): Promise<void> => {
    let off = 0;
    while (off < chunk.length && failure === undefined) {
      const n = Math.min(chunk.length - off, STREAM_BLOCK - held);
      block.set(chunk.subarray(off, off + n), held);
      held += n;
      off += n;
      if (held === STREAM_BLOCK) {
        void send(block);
        block = newBlock();
        held = 0;
        while (inFlight.size >= STREAM_BLOCKS_AT_ONCE) await Promise.race(inFlight);
      }
    }
  };

  // Compression, decided on the first STREAM_SAMPLE bytes (kept until then).
  let sample: Buffer[] | undefined = [];
  let sampled = 0;
  let z: import('node:stream').Transform | undefined;
  let zDone: Promise<void> | undefined;
  const decide = async (): Promise<void> => {
    const head = Buffer.concat(sample!, sampled);
    sample = undefined;
    if (await shrinks(head.length, (pos, length) => head.subarray(pos, pos + length))) {
      const { zlib, options } = await zstd();
      const zs = zlib.createZstdCompress(options);
      z = zs;
      zDone = (async () => {
        for await (const out of zs as AsyncIterable<Buffer>) await put(out);
      })().catch((e: unknown) => {
        fail(`compression failed: ${(e as Error).message}`);
        zs.destroy();
      });
    }
    await feed(head);
  };
  const feed = async (chunk: Uint8Array): Promise<void> => {
    const zs = z;
    if (!zs) return put(chunk);
    if (zs.write(chunk) || zs.destroyed) return;
    // Room again, or the compressor gone (a failure): the writer never waits for nothing.
    await new Promise<void>((ok) => {
      const done = () => {
        zs.off('drain', done);
        zs.off('close', done);
        ok();
      };
      zs.on('drain', done);
      zs.on('close', done);
    });
  };

  return {
    async write(chunk) {
      if (failure !== undefined || finished) return;
      if (sample) {
        sample.push(Buffer.from(chunk));
        sampled += chunk.length;
        if (sampled >= STREAM_SAMPLE) await decide();
        return;
      }
      await feed(z ? Buffer.from(chunk) : chunk);
    },
    async finish() {
      finished = true;
      if (sample && failure === undefined) {
        if (sampled === 0) fail('nothing was written');
        else await decide();
      }
      if (z) {
        z.end();
        await zDone;
      }
      if (failure === undefined && held > 0) void send(block.subarray(0, held));
      while (inFlight.size) await Promise.race(inFlight);
      if (failure !== undefined) {
        progress.fail();
        return { ok: false, reason: `cache: ${failure}` };
      }
      try {
        const client = await reserve();
        await client.commitBlockList(ids, { abortSignal: AbortSignal.timeout(TWIRP_TIMEOUT_MS) });
      } catch (e) {
        progress.fail();
        return { ok: false, reason: `cache: upload of ${key} failed: ${blobError(e)}` };
      }
      const saved = await finalize(svc, key, stored, !!z);
      if (saved.ok) progress.done(stored);
      else progress.fail();
      return saved;
    },
    abort() {
      finished = true;
      fail('aborted');
      z?.destroy();
      progress.fail();
    },
    get blocks() {
      return ids.length;
    },
  };
}

/** The last steps of a save: the entry finalized at `bytes`, then found by its key. */
async function finalize(
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

async function lookup(
  svc: CacheService,
  keys: string[],
  version = DIRECT_VERSION,
): Promise<{ ok: boolean; key?: string; url?: string; outcome?: AttemptOutcome<never> }> {
  const r = await twirp(svc, 'GetCacheEntryDownloadURL', {
    key: keys[0],
    restore_keys: keys.slice(1),
    version,
  });
  if (!r.ok) return { ok: false, outcome: r.outcome! };
  const url = field(r.body, 'signed_download_url');
  const key = field(r.body, 'matched_key');
  if (field(r.body, 'ok') !== true || typeof url !== 'string' || typeof key !== 'string')
    return { ok: true };
  return { ok: true, key, url };
}

/**
 * The key of the entry `@actions/cache` would restore for `path` under `keys`, if any: its
 * `version` hashes the path with the compression method (zstd where the `zstd` program is found,
 * else gzip), so both are asked. Only a lookup; the caller restores it through the client.
 */
export async function findToolkitEntry(
  svc: CacheService,
  keys: string[],
  path: string,
): Promise<AttemptOutcome<string | undefined>> {
  const found = await Promise.all(
    ['zstd-without-long', 'gzip'].map((method) => {
      const parts = [
        path,
        method,
        ...(process.platform === 'win32' ? ['windows-only'] : []),
        '1.0',
      ];
      return lookup(svc, keys, createHash('sha256').update(parts.join('|')).digest('hex'));
    }),
  );
  const failed = found.find((f) => !f.ok);
  if (failed) return failed.outcome!;
  const matched = found.flatMap((f) => (f.key === undefined ? [] : [f.key]));
  matched.sort((a, b) => keyRank(keys, a) - keyRank(keys, b));
  return { ok: true, value: matched[0] };
}

/** Which of `keys` (each exact or a prefix) `matched` answers: 0 is the most specific. */
export function keyRank(keys: string[], matched: string | undefined): number {
  const i = matched === undefined ? -1 : keys.findIndex((k) => matched.startsWith(k));
  return i < 0 ? keys.length : i;
}

export interface DirectEntry {
  key: string;
  url: string;
}

/**
 * The newest entry of ours matching `keys` (each exact, then as a prefix, in order), if any. A
 * service error is a failure, not a miss.
 */
export async function findDirect(
  svc: CacheService,
  keys: string[],
): Promise<AttemptOutcome<DirectEntry | undefined>> {
  const refused = modeRefusal(svc, 'reads');
  if (refused) return refused;
  const found = await lookup(svc, keys);
  if (!found.ok) return found.outcome!;
  return { ok: true, value: found.key ? { key: found.key, url: found.url! } : undefined };
}

/** Bytes per ranged request of a download, and how many are in flight at once. */
const RANGE_BYTES = 16 * 2 ** 20;
const RANGES_AT_ONCE = 4;

/**
 * Downloads `entry` into `dest`, a new file, decompressed when it was stored compressed. The
 * first range says how long the entry is and whether it is zstd; the rest of an uncompressed entry
 * comes in ranges fetched at once and written where they belong (as the client downloads a large
 * archive), a compressed one as one stream through the decompressor. With `options.progress`,
 * reports the bytes of the entry received (as stored: compressed when it is) and a final line.
 */
export async function downloadDirect(
  entry: DirectEntry,
  dest: string,
  options: TransferOptions = {},
): Promise<AttemptOutcome<void>> {
  const progress = startProgress({
    label: options.label ?? `cache download ${entry.key}`,
    sink: options.progress,
    intervalMs: options.intervalMs,
    minBytes: options.minBytes,
  });
  try {
    const got = await download(entry, dest, progress);
    if (got.ok) progress.done();
    return got;
  } finally {
    progress.fail(); // after done(), nothing
  }
}

/**
 * The first range of an entry (RANGE_BYTES) in one plain GET, and its total length; an empty
 * entry has none. An entry that fits in it (a state bundle, a small pack) never loads the Azure
 * SDK; a larger one goes on from there in ranges.
 */
async function firstRange(
  entry: DirectEntry,
): Promise<{ head: Buffer; total: number } | { empty: true } | { failed: AttemptOutcome<void> }> {
  const res = await fetch(entry.url, {
    headers: { Range: `bytes=0-${RANGE_BYTES - 1}`, 'x-ms-version': '2023-11-03' },
    signal: AbortSignal.timeout(GET_TIMEOUT_MS),
  });
  if (res.status === 416) {
    await res.body?.cancel().catch(() => undefined);
    return { empty: true };
  }
  if (res.status !== 200 && res.status !== 206) {
    await res.body?.cancel().catch(() => undefined);
    return {
      failed: {
        ok: false,
        reason: `cache: download of ${entry.key} failed: HTTP ${res.status}`,
        ...(res.status === 429 ? { retryAfterMs: RATE_LIMIT_WAIT_MS } : {}),
      },
    };
  }
  // "bytes 0-N/TOTAL" (or no range at all, for an entry shorter than one range).
  const range = res.headers.get('content-range');
  const length = Number(res.headers.get('content-length'));
  const total = Number(range ? /\/(\d+)$/.exec(range)?.[1] : length);
  if (!Number.isSafeInteger(total) || !Number.isSafeInteger(length))
    throw new Error('the entry has no length');
  const head = Buffer.from(await res.arrayBuffer());
  if (head.length !== Math.min(total, RANGE_BYTES))
    throw new Error(`got ${head.length} of ${Math.min(total, RANGE_BYTES)} bytes`);
  return { head, total };
}

/** How long the first range of an entry may take. */
const GET_TIMEOUT_MS = 120_000;

async function download(
  entry: DirectEntry,
  dest: string,
  progress: Progress,
): Promise<AttemptOutcome<void>> {
  let first: Awaited<ReturnType<typeof firstRange>>;
  try {
    first = await firstRange(entry);
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code;
    return {
      ok: false,
      reason: `cache: download of ${entry.key} failed: ${cause ?? (e as Error).message}`,
    };
  }
  if ('failed' in first) return first.failed;
  if ('empty' in first) {
    await (await open(dest, 'wx')).close();
    return { ok: true };
  }
  const { head, total } = first;
  progress.total(total);
  progress.update(head.length);
  if (total <= head.length) {
    const zstdEntry = head.subarray(0, ZSTD_MAGIC.length).equals(ZSTD_MAGIC);
    try {
      const content = zstdEntry ? (await zstd()).zlib.zstdDecompressSync(head) : head;
      await writeFile(dest, content, { flag: 'wx' });
    } catch (e) {
      return { ok: false, reason: `cache: download of ${entry.key} failed: ${blobError(e)}` };
    }
    return { ok: true };
  }
  const { BlobClient } = await import('@azure/storage-blob');
  // The SDK counts each download's bytes from its start (resuming an interrupted body counts on).
  let received = head.length;
  const counter = () => {
    let last = 0;
    return ({ loadedBytes }: { loadedBytes: number }) => {
      received += loadedBytes - last;
      last = loadedBytes;
      progress.update(received);
    };
  };
  try {
    const client = new BlobClient(entry.url);
    if (head.subarray(0, ZSTD_MAGIC.length).equals(ZSTD_MAGIC)) {
      const { zlib } = await zstd();
      async function* compressed() {
        yield head;
        if (total <= head.length) return;
        const rest = await client.download(head.length, undefined, {
          maxRetryRequests: 5,
          onProgress: counter(),
        });
        let got = head.length;
        for await (const chunk of rest.readableStreamBody as AsyncIterable<Buffer>) {
          got += chunk.length;
          yield chunk;
        }
        if (got !== total) throw new Error(`got ${got} of ${total} bytes`);
      }
      await pipeline(
        Readable.from(compressed()),
        zlib.createZstdDecompress(),
        createWriteStream(dest, { flags: 'wx' }),
      );
      return { ok: true };
    }
    const fh = await open(dest, 'wx');
    try {
      await fh.write(head, 0, head.length, 0);
      const starts: number[] = [];
      for (let at = head.length; at < total; at += RANGE_BYTES) starts.push(at);
      let next = 0;
      let failure: unknown;
      // Each worker takes the next range until none is left or one failed; all have stopped
      // before the file is closed.
      const worker = async (): Promise<void> => {
        try {
          while (failure === undefined && next < starts.length) {
            const start = starts[next++]!;
            const count = Math.min(RANGE_BYTES, total - start);
            const part = await client.download(start, count, {
              maxRetryRequests: 5,
              onProgress: counter(),
            });
            let at = start;
            for await (const chunk of part.readableStreamBody as AsyncIterable<Buffer>) {
              if (at + chunk.length > start + count) throw new Error('a range ran long');
              await fh.write(chunk, 0, chunk.length, at);
              at += chunk.length;
            }
            if (at !== start + count)
              throw new Error(`got ${at - start} of ${count} bytes at ${start}`);
          }
        } catch (e) {
          failure ??= e;
        }
      };
      await Promise.all(Array.from({ length: Math.min(RANGES_AT_ONCE, starts.length) }, worker));
      if (failure !== undefined) throw failure;
    } finally {
      await fh.close();
    }
    return { ok: true };
  } catch (e) {
    return { ok: false, reason: `cache: download of ${entry.key} failed: ${blobError(e)}` };
  }
}

/** One line for the summary; a signed URL's signature, should the SDK quote one, never shows. */
function blobError(e: unknown): string {
  const err = e as { statusCode?: number; code?: string; message?: string };
  const status = err.statusCode ? ` (HTTP ${err.statusCode})` : '';
  const line = (err.code ?? err.message ?? String(e)).split('\n')[0]!.slice(0, 200);
  return `${line.replace(/([?&]sig=)[^&\s]+/gi, '$1***')}${status}`;
}
