/**
 * A save to the cache service whose file is still being written: blocks go up while the writer
 * goes on, compressed when the first bytes say it pays (see cache-service.ts).
 */
import { startProgress, type TransferOptions } from '../transfer/progress.js';
import { putBlock, putBlockList } from './blob-rest.js';
import type { AttemptOutcome } from '../transfer/retry.js';
import { finalize, type DirectSave } from './cache-service.js';
import {
  blobError,
  DIRECT_VERSION,
  TWIRP_TIMEOUT_MS,
  field,
  modeRefusal,
  twirp,
  type CacheService,
} from './cache-twirp.js';
import { shrinks, zstd } from './cache-zstd.js';

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
  /**
   * The writer expects about `bytes` more: with a block's worth or more, the entry is reserved
   * now, a round trip before the first block is full.
   */
  expect(bytes: number): void;
  /** Blocks sent so far (none until the first one is full). */
  readonly blocks: number;
  /** Whether the entry is reserved (with the first full block, or by `expect`). */
  readonly reserved: boolean;
}

/**
 * Saves a file under `key` while it is being written (a checkpoint's pack): the entry is reserved
 * with the first full block (or earlier, see `expect`), and its blocks (8 MiB, four on their way
 * at once) go up as the bytes come, so the upload takes place during the writing instead of after
 * it. The first MiB decides compression, as slices of the file do for `saveFileDirect`. A writer
 * that outruns the upload waits for it (at most four blocks are held). Any failure stops the save, never the writer: the
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
  // The entry's signed upload URL, once reserved.
  let reserved: Promise<string> | undefined;
  const reserve = () =>
    (reserved ??= (async () => {
      const created = await twirp(svc, 'CreateCacheEntry', { key, version: DIRECT_VERSION });
      if (!created.ok) throw new Error(created.outcome!.reason!.replace(/^cache: /, ''));
      const url = field(created.body, 'signed_upload_url');
      if (field(created.body, 'ok') !== true || typeof url !== 'string')
        throw new Error(`entry ${key} not reserved`);
      return url;
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
      .then((url) =>
        putBlock(url, id, bytes, {
          signal: controller.signal,
          timeoutMs: STREAM_BLOCK_TIMEOUT_MS,
          sent: (n) => advance(id, n),
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
        await putBlockList(await reserve(), ids, TWIRP_TIMEOUT_MS);
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
    expect(bytes) {
      // Its failure is the first block's to report (reserve() is the same promise).
      if (bytes >= STREAM_BLOCK && failure === undefined && !finished)
        reserve().catch(() => undefined);
    },
    get blocks() {
      return ids.length;
    },
    get reserved() {
      return reserved !== undefined;
    },
  };
}
