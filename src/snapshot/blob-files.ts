/**
 * Reading and syncing the files of a blob store: a file's content in chunks (whole when small, read
 * with synchronous calls, which cost less than promise-based ones for many small files), a range of
 * an open descriptor, and fsync of a file or a directory.
 */
import { readSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { CiStateError } from '../core/errors.js';
import { READ_FLAGS, readSmallSync, SMALL } from './hash.js';

/** The largest read of a streamed blob or file. */
export const CHUNK = 1024 * 1024;
export { SMALL };
let smallReads = 0;

/** Gives the event loop a turn every 64 synchronous reads (of all callers together). */
export async function breathe(): Promise<void> {
  if (++smallReads % 64 === 0) await new Promise((r) => setImmediate(r));
}

/** fsyncs a directory, where the file system allows it. */
export async function syncDir(dir: string): Promise<void> {
  let fh: fs.FileHandle | undefined;
  try {
    fh = await fs.open(dir, 'r');
    await fh.sync();
  } catch {
    // Directory fsync is not supported on every file system; the blob itself was synced.
  } finally {
    await fh?.close().catch(() => undefined);
  }
}

/** fsyncs a file. */
export async function syncFile(path: string): Promise<void> {
  const fh = await fs.open(path, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/**
 * The content of the regular file at `path` (never read through a final link), in chunks: whole
 * when small, else through one reused buffer (consume each chunk before asking for the next).
 */
export async function* fileChunks(path: string): AsyncGenerator<Buffer, void, undefined> {
  const small = await readSmallFile(path);
  if (small) {
    yield small;
    return;
  }
  const fh = await fs.open(path, READ_FLAGS);
  try {
    const st = await fh.stat();
    if (!st.isFile()) {
      throw new CiStateError('snapshot_io', `cannot store ${path}: not a regular file`, 1);
    }
    yield* readHandle(fh, st.size);
  } finally {
    await fh.close();
  }
}

/**
 * Up to `n` bytes from `pos` (fewer at the end of the file), into `into` when it is large enough
 * (the result is then a view of it), else into a new buffer.
 */
export function readAtSync(fd: number, pos: number, n: number, into?: Buffer): Buffer {
  const buf = into && into.length >= n ? into : Buffer.allocUnsafe(n);
  let got = 0;
  while (got < n) {
    const r = readSync(fd, buf, got, n - got, pos + got);
    if (r === 0) break;
    got += r;
  }
  return buf.subarray(0, got);
}

/**
 * The whole of a regular file of at most SMALL bytes, read with synchronous calls (never through a
 * final link); undefined when it is larger (or grows while read), for the streaming path. Throws
 * when the path is not a regular file.
 */
async function readSmallFile(path: string): Promise<Buffer | undefined> {
  await breathe();
  return readSmallSync(
    path,
    () => new CiStateError('snapshot_io', `cannot store ${path}: not a regular file`, 1),
  );
}

/** Reads an open file handle from the start in chunks (one buffer, reused: consume each first). */
async function* readHandle(
  fh: fs.FileHandle,
  sizeHint: number,
): AsyncGenerator<Buffer, void, undefined> {
  const buf = Buffer.allocUnsafe(Math.max(1, Math.min(CHUNK, sizeHint + 1)));
  let pos = 0;
  for (;;) {
    const { bytesRead } = await fh.read(buf, 0, buf.length, pos);
    if (bytesRead === 0) return;
    pos += bytesRead;
    yield buf.subarray(0, bytesRead);
  }
}
