/**
 * Streaming sha256 of files (node:crypto), optionally scanning text for token-shaped strings in the
 * same pass.
 */
import { createHash } from 'node:crypto';
import { closeSync, constants as C, fstatSync, openSync, readSync } from 'node:fs';
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
  /** The content, when asked for (`keep`) and the file was read in one piece. */
  data?: Buffer;
}

/** Flags for reading a file we found by lstat: never follow a link, never block on a FIFO. */
export const READ_FLAGS = C.O_RDONLY | (C.O_NOFOLLOW ?? 0) | (C.O_NONBLOCK ?? 0);

/** Blobs and files up to this size may be read with synchronous calls. */
export const SMALL = 256 * 1024;
let smallCalls = 0;

/**
 * sha256 and size of the regular file at `path`, read once. Throws if the path is not a regular
 * file when opened (a link or FIFO swapped in after the caller's lstat).
 *
 * `sizeHint` (the size lstat saw) lets a small file be read with synchronous calls: for small files
 * a promise-based call costs far more main-thread time than the system call itself, enough to make
 * hashing a tree of them much slower than `sha256sum` (docs/performance.md, "Numbers behind
 * choices in the code"). The event loop is given a turn every 64 such files. With `into` (of more
 * than SMALL bytes), a small file is read into it and a kept `data` is a view of it, valid until
 * the caller reuses it.
 */
export async function hashFile(
  path: string,
  scan = false,
  sizeHint?: number,
  keep = false,
  into?: Buffer,
): Promise<FileDigest> {
  if (sizeHint !== undefined && sizeHint <= SMALL) {
    if (++smallCalls % 64 === 0) await new Promise((r) => setImmediate(r));
    const small = hashSmallSync(path, scan, keep, into);
    if (small) return small;
  }
  const fh = await fs.open(path, READ_FLAGS);
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw new Error(`${path} is not a regular file`);
    const hash = createHash('sha256');
    if (st.size <= WHOLE_FILE) {
      // One buffer one byte larger than the file: the read that returns 0 (end of file) needs no
      // buffer of its own, and a file that grew since fstat shows as a full buffer.
      const buf = Buffer.allocUnsafe(st.size + 1);
      let got = 0;
      for (;;) {
        const { bytesRead } = await fh.read(buf, got, buf.length - got, got);
        if (bytesRead === 0) break;
        got += bytesRead;
        if (got === buf.length) break;
      }
      const data = buf.subarray(0, got);
      if (got === buf.length) {
        // It grew: hash the rest as a stream would; the token scan covers what was read.
        hash.update(data);
        const extra = await readRest(fh, got, hash);
        const tokens = scan ? tokensIn(data) : 0;
        return { sha256: hash.digest('hex'), size: got + extra, tokens };
      }
      hash.update(data);
      const tokens = scan ? tokensIn(data) : 0;
      return { sha256: hash.digest('hex'), size: got, tokens, ...(keep ? { data } : {}) };
    }
    const buf = Buffer.allocUnsafe(CHUNK);
    let size = 0;
    const counter = scan ? new TokenCounter() : undefined;
    for (;;) {
      const { bytesRead } = await fh.read(buf, 0, CHUNK, size);
      if (bytesRead === 0) break;
      const chunk = buf.subarray(0, bytesRead);
      hash.update(chunk);
      counter?.push(chunk);
      size += bytesRead;
    }
    return { sha256: hash.digest('hex'), size, tokens: counter?.tokens ?? 0 };
  } finally {
    await fh.close();
  }
}

/** Token-shaped strings in content held whole (none when it looks binary). */
export function tokensIn(data: Uint8Array): number {
  if (looksBinary(data)) return 0;
  return countTokens(Buffer.from(data.buffer, data.byteOffset, data.length).toString('latin1'));
}

/**
 * Counts token-shaped strings in content that arrives in chunks, as `hashFile` does: none in binary
 * content (judged by the first chunk), and the end of each chunk carried into the next so that a
 * token cut by a boundary is still seen.
 */
export class TokenCounter {
  tokens = 0;
  private text: boolean | undefined;
  private carry = '';

  push(chunk: Uint8Array): void {
    if (this.text === undefined) this.text = !looksBinary(chunk);
    if (!this.text) return;
    const s =
      this.carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length).toString('latin1');
    this.tokens += countTokens(s);
    this.carry = s.slice(-CARRY);
  }
}

/**
 * The whole of a regular file of at most `SMALL` bytes (256 KiB), read with synchronous calls and
 * never through a final link; undefined when it is larger or grows while read (the caller then
 * streams it). `notFile` is thrown for anything but a regular file.
 */
export function readSmallSync(
  path: string,
  notFile: () => Error,
  into?: Buffer,
): Buffer | undefined {
  const fd = openSync(path, READ_FLAGS);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw notFile();
    if (st.size > SMALL) return undefined;
    const buf =
      into && into.length > st.size
        ? into.subarray(0, st.size + 1)
        : Buffer.allocUnsafe(st.size + 1);
    let got = 0;
    for (;;) {
      const n = readSync(fd, buf, got, buf.length - got, got);
      if (n === 0) break;
      got += n;
      if (got === buf.length) return undefined; // it grew: take the streaming path
    }
    return buf.subarray(0, got);
  } finally {
    closeSync(fd);
  }
}

/** The synchronous path for a small file; undefined when it turned out larger than SMALL. */
function hashSmallSync(
  path: string,
  scan: boolean,
  keep: boolean,
  into?: Buffer,
): FileDigest | undefined {
  const data = readSmallSync(path, () => new Error(`${path} is not a regular file`), into);
  if (data === undefined) return undefined;
  const tokens = scan ? tokensIn(data) : 0;
  const sha256 = createHash('sha256').update(data).digest('hex');
  return { sha256, size: data.length, tokens, ...(keep ? { data } : {}) };
}

/** Hashes anything past `offset` (a file that grew while being read); returns its length. */
async function readRest(
  fh: fs.FileHandle,
  offset: number,
  hash: ReturnType<typeof createHash>,
): Promise<number> {
  const buf = Buffer.allocUnsafe(CHUNK);
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
