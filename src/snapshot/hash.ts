/**
 * Streaming sha256 of files (node:crypto), optionally scanning text for token-shaped strings in the
 * same pass, and a small concurrency helper.
 */
import { createHash } from 'node:crypto';
import { constants as C } from 'node:fs';
import * as fs from 'node:fs/promises';
import { countTokens, looksBinary } from './secrets.js';

/** Files up to this size are read in one piece (and scanned exactly); larger ones in chunks. */
const WHOLE_FILE = 16 * 1024 * 1024;
const CHUNK = 1024 * 1024;
/** Text carried from one chunk to the next so a token cut by a chunk boundary is still seen. */
const CARRY = 16 * 1024;

export interface FileDigest {
  sha256: string;
  size: number;
  /** Token-shaped strings found (only when scanning was asked for and the file is text). */
  tokens: number;
}

/** Flags for reading a file we found by lstat: never follow a link, never block on a FIFO. */
export const READ_FLAGS = C.O_RDONLY | (C.O_NOFOLLOW ?? 0) | (C.O_NONBLOCK ?? 0);

/**
 * sha256 and size of the regular file at `path`, read once. Throws if the path is not a regular
 * file when opened (a link or FIFO swapped in after the caller's lstat).
 */
export async function hashFile(path: string, scan = false): Promise<FileDigest> {
  const fh = await fs.open(path, READ_FLAGS);
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw new Error(`${path} is not a regular file`);
    const hash = createHash('sha256');
    if (st.size <= WHOLE_FILE) {
      const buf = Buffer.allocUnsafe(st.size);
      let got = 0;
      while (got < st.size) {
        const { bytesRead } = await fh.read(buf, got, st.size - got, got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
      // A file that grew since fstat: hash the rest too, as a stream would.
      let size = got;
      const rest = await readRest(fh, got, hash, buf.subarray(0, got));
      size += rest;
      const data = buf.subarray(0, got);
      const tokens =
        scan && !looksBinary(data) && rest === 0 ? countTokens(data.toString('latin1')) : 0;
      return { sha256: hash.digest('hex'), size, tokens };
    }
    const buf = Buffer.allocUnsafe(CHUNK);
    let size = 0;
    let tokens = 0;
    let text = scan;
    let carry = '';
    for (;;) {
      const { bytesRead } = await fh.read(buf, 0, CHUNK, size);
      if (bytesRead === 0) break;
      const chunk = buf.subarray(0, bytesRead);
      hash.update(chunk);
      if (size === 0 && text && looksBinary(chunk)) text = false;
      if (text) {
        const s = carry + chunk.toString('latin1');
        tokens += countTokens(s);
        carry = s.slice(-CARRY);
      }
      size += bytesRead;
    }
    return { sha256: hash.digest('hex'), size, tokens };
  } finally {
    await fh.close();
  }
}

/** Hashes `head` then anything past `offset` (a file that grew while being read). */
async function readRest(
  fh: fs.FileHandle,
  offset: number,
  hash: ReturnType<typeof createHash>,
  head: Buffer,
): Promise<number> {
  hash.update(head);
  const buf = Buffer.allocUnsafe(64 * 1024);
  let extra = 0;
  for (;;) {
    const { bytesRead } = await fh.read(buf, 0, buf.length, offset + extra);
    if (bytesRead === 0) return extra;
    hash.update(buf.subarray(0, bytesRead));
    extra += bytesRead;
  }
}

/** sha256 hex of bytes. */
export function sha256Of(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Runs `fn` over `items` with at most `limit` in flight; results in input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (;;) {
      const i = next++;
      if (i >= items.length) return;
      out[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
