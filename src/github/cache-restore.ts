/**
 * Finding and downloading cache entries saved as plain files (see cache-service.ts), and finding
 * the entries `@actions/cache` saved, for the client to restore.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { startProgress, type Progress, type TransferOptions } from '../transfer/progress.js';
import { RATE_LIMIT_WAIT_MS, type AttemptOutcome } from '../transfer/retry.js';
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
