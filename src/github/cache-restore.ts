/**
 * Finding and downloading cache entries saved as plain files (see cache-service.ts), and finding
 * the entries `@actions/cache` saved, for the client to restore.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, writeFile, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { startProgress, type Progress, type TransferOptions } from '../transfer/progress.js';
import { WRITE_BATCH, writeAllAt } from '../transfer/write-at.js';
import { RATE_LIMIT_WAIT_MS, type AttemptOutcome } from '../transfer/retry.js';
import type { IncomingMessage } from 'node:http';
import { blobRequest, getRange } from './blob-rest.js';
import { blobError, lookup, modeRefusal, type CacheService } from './cache-twirp.js';
import { ZSTD_MAGIC, zstd } from './cache-zstd.js';

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
 * The answer to a plain GET of the first range of an entry (RANGE_BYTES), with the entry's total
 * length; an empty entry has none. Its body is left to the caller: a larger entry has its other
 * ranges asked for as soon as this answer's first bytes tell whether it is compressed, while the
 * rest of this range is still arriving.
 */
async function firstRange(
  entry: DirectEntry,
): Promise<
  | { body: BodyReader; length: number; total: number }
  | { empty: true }
  | { failed: AttemptOutcome<void> }
> {
  // One try: a failure here is the download's, which its caller tries again.
  const res = await blobRequest(
    'first range',
    entry.url,
    {
      method: 'GET',
      headers: { Range: `bytes=0-${RANGE_BYTES - 1}` },
      timeoutMs: GET_TIMEOUT_MS,
      tries: 1,
    },
    () => true,
  );
  const status = res.statusCode ?? 0;
  if (status === 416) {
    res.resume();
    return { empty: true };
  }
  if (status !== 200 && status !== 206) {
    res.resume();
    return {
      failed: {
        ok: false,
        reason: `cache: download of ${entry.key} failed: HTTP ${status}`,
        ...(status === 429 ? { retryAfterMs: RATE_LIMIT_WAIT_MS } : {}),
      },
    };
  }
  // "bytes 0-N/TOTAL" (or no range at all, for an entry shorter than one range).
  const range = res.headers['content-range'];
  const declared = res.headers['content-length'];
  const total = Number(range ? /\/(\d+)$/.exec(range)?.[1] : declared);
  if (!Number.isSafeInteger(total) || total < 0) {
    res.destroy();
    throw new Error('the entry has no length');
  }
  // The bytes this answer must carry (counted as they come; a declared length is checked first).
  const length = Math.min(total, RANGE_BYTES);
  if (declared !== undefined && Number(declared) !== length) {
    res.destroy();
    throw new Error(`the first range has ${declared} bytes, ${length} expected`);
  }
  return { body: readerOf(res), length, total };
}

/** An answer's body, read a chunk at a time. */
interface BodyReader {
  read(): Promise<{ done: true; value?: undefined } | { done: false; value: Buffer }>;
  cancel(): Promise<void>;
}

function readerOf(res: IncomingMessage): BodyReader {
  const chunks = res[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return {
    async read() {
      const r = await chunks.next();
      return r.done ? { done: true } : { done: false, value: r.value };
    },
    async cancel() {
      res.destroy();
    },
  };
}

/**
 * Reads `body` until it holds at least `min` bytes (all of it when `min` is Infinity); throws when
 * it holds more than `max`.
 */
async function readAtLeast(body: BodyReader, min: number, max: number): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  let n = 0;
  while (n < min) {
    const { done, value } = await body.read();
    if (done) break;
    parts.push(value);
    n += value.length;
    if (n > max) throw new Error('a range ran long');
  }
  return Buffer.concat(parts, n);
}

/**
 * Writes the chunks of one range where they belong, gathered into batches of WRITE_BATCH bytes
 * with one batch's write in flight while the next one arrives: a write per network chunk (64 KiB
 * or less) would be a trip through the thread pool each, with the socket paused during each one.
 * A failed write is thrown by the next `push` or by `end`.
 */
class RangeWriter {
  private parts: Uint8Array[] = [];
  private bytes = 0;
  private writing: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | undefined;

  constructor(
    private readonly fh: FileHandle,
    private at: number,
  ) {}

  async push(chunk: Uint8Array): Promise<void> {
    if (this.failure) throw this.failure.error;
    this.parts.push(chunk);
    this.bytes += chunk.length;
    if (this.bytes >= WRITE_BATCH) await this.flush();
  }

  /** Waits for the write in flight, if any, whatever its outcome (before the file is closed). */
  settle(): Promise<void> {
    return this.writing;
  }

  /** Writes what is gathered and waits for every write. */
  async end(): Promise<void> {
    await this.flush();
    await this.writing;
    if (this.failure) throw this.failure.error;
  }

  private async flush(): Promise<void> {
    await this.writing;
    if (this.bytes === 0) return;
    const parts = this.parts;
    const at = this.at;
    this.at += this.bytes;
    this.parts = [];
    this.bytes = 0;
    this.writing = writeAllAt(this.fh, parts, at).catch((error: unknown) => {
      this.failure ??= { error };
    });
  }
}

/** How long the first range of an entry may take. */
const GET_TIMEOUT_MS = 120_000;

async function download(
  entry: DirectEntry,
  dest: string,
  progress: Progress,
): Promise<AttemptOutcome<void>> {
  let first: Awaited<ReturnType<typeof firstRange>>;
  let start: Buffer;
  try {
    first = await firstRange(entry);
    // Its first bytes (the zstd magic, or not); the whole range when the entry is no longer.
    start =
      'body' in first
        ? await readAtLeast(
            first.body,
            first.total <= RANGE_BYTES ? Infinity : ZSTD_MAGIC.length,
            first.length,
          )
        : Buffer.alloc(0);
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
  const { total, body } = first;
  progress.total(total);
  progress.update(start.length);
  const zstdEntry = start.subarray(0, ZSTD_MAGIC.length).equals(ZSTD_MAGIC);
  if (total <= RANGE_BYTES) {
    try {
      if (start.length !== total) throw new Error(`got ${start.length} of ${total} bytes`);
      const content = zstdEntry ? (await zstd()).zlib.zstdDecompressSync(start) : start;
      await writeFile(dest, content, { flag: 'wx' });
    } catch (e) {
      return { ok: false, reason: `cache: download of ${entry.key} failed: ${blobError(e)}` };
    }
    return { ok: true };
  }
  let received = start.length;
  const count = (n: number) => progress.update((received += n));
  let bodyDone = false;
  try {
    if (zstdEntry) {
      // Compressed: one stream through the decompressor, the first range whole, then the rest.
      const rest = await readAtLeast(body, Infinity, RANGE_BYTES - start.length);
      bodyDone = true;
      const head = Buffer.concat([start, rest]);
      if (head.length !== RANGE_BYTES)
        throw new Error(`got ${head.length} of ${RANGE_BYTES} bytes`);
      progress.update((received = head.length));
      const { zlib } = await zstd();
      async function* compressed() {
        yield head;
        let got = head.length;
        if (got < total) {
          for await (const chunk of await getRange(entry.url, got, total - got, GET_TIMEOUT_MS)) {
            got += chunk.length;
            count(chunk.length);
            yield chunk;
          }
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
      const starts: number[] = [];
      for (let at = RANGE_BYTES; at < total; at += RANGE_BYTES) starts.push(at);
      let next = 0;
      let failure: unknown;
      // The first range goes on arriving while the others are asked for: its bytes are written
      // where they belong, then it takes further ranges as the other workers do.
      const firstPart = async (): Promise<void> => {
        const out = new RangeWriter(fh, 0);
        try {
          let at = 0;
          for (let chunk: Uint8Array | undefined = start; chunk;) {
            if (at + chunk.length > RANGE_BYTES) throw new Error('a range ran long');
            await out.push(chunk);
            at += chunk.length;
            if (at > start.length) count(chunk.length);
            if (failure !== undefined) return await out.settle();
            const r = await body.read();
            chunk = r.done ? undefined : r.value;
          }
          bodyDone = true;
          await out.end();
          if (at !== RANGE_BYTES) throw new Error(`got ${at} of ${RANGE_BYTES} bytes at 0`);
        } catch (e) {
          failure ??= e;
          await out.settle();
          return;
        }
        await worker();
      };
      // Each worker takes the next range until none is left or one failed; all have stopped
      // before the file is closed.
      const worker = async (): Promise<void> => {
        let out: RangeWriter | undefined;
        try {
          while (failure === undefined && next < starts.length) {
            const from = starts[next++]!;
            const length = Math.min(RANGE_BYTES, total - from);
            const part = await getRange(entry.url, from, length, GET_TIMEOUT_MS);
            out = new RangeWriter(fh, from);
            let at = from;
            for await (const chunk of part) {
              if (at + chunk.length > from + length) throw new Error('a range ran long');
              await out.push(chunk);
              at += chunk.length;
              count(chunk.length);
            }
            await out.end();
            if (at !== from + length)
              throw new Error(`got ${at - from} of ${length} bytes at ${from}`);
          }
        } catch (e) {
          failure ??= e;
          await out?.settle();
        }
      };
      const others = Math.min(RANGES_AT_ONCE - 1, starts.length);
      await Promise.all([firstPart(), ...Array.from({ length: others }, worker)]);
      if (failure !== undefined) throw failure;
    } finally {
      await fh.close();
    }
    return { ok: true };
  } catch (e) {
    return { ok: false, reason: `cache: download of ${entry.key} failed: ${blobError(e)}` };
  } finally {
    if (!bodyDone) await body.cancel().catch(() => undefined);
  }
}
