/**
 * The file calls of the store's write path, on file descriptors and mostly synchronous: only the
 * waits that take time (fsync of a file, of a directory) go to libuv's thread pool, side by side.
 */
import * as fs from 'node:fs';
import { errnoCode } from './fs-util.js';

/** Directory fsync is not supported everywhere (some network and Windows file systems). */
export const DIR_SYNC_UNSUPPORTED: ReadonlySet<string> = new Set([
  'EINVAL',
  'ENOTSUP',
  'EOPNOTSUPP',
  'EISDIR',
  'EPERM',
]);

/** Write all of `data` at the file's position (or its end, for a file opened to append). */
export function writeAll(fd: number, data: Uint8Array): void {
  let offset = 0;
  while (offset < data.length) {
    offset += fs.writeSync(fd, data, offset, data.length - offset);
  }
}

/** Write the chunks one after another, with as few system calls as the kernel allows. */
export function writeChunks(fd: number, chunks: readonly Buffer[]): void {
  let rest = chunks;
  while (rest.length > 0) {
    let written = fs.writevSync(fd, rest);
    let i = 0;
    while (i < rest.length && written >= (rest[i] as Buffer).length) {
      written -= (rest[i] as Buffer).length;
      i++;
    }
    if (i === rest.length) return;
    // A short write: carry on from where it stopped.
    rest = [(rest[i] as Buffer).subarray(written), ...rest.slice(i + 1)];
  }
}

/** fsync in the thread pool. */
export function fsyncFd(fd: number): Promise<void> {
  return new Promise((resolve, reject) => {
    fs.fsync(fd, (err) => (err ? reject(err) : resolve()));
  });
}

/** Close, ignoring an error (for descriptors whose data is already on disk, or given up on). */
export function closeQuietly(fd: number | undefined): void {
  if (fd === undefined) return;
  try {
    fs.closeSync(fd);
  } catch {
    // nothing left to do with it
  }
}

/** Remove, ignoring an error (a temp file left behind is removed by the next writer). */
export function unlinkQuietly(path: string): void {
  try {
    fs.unlinkSync(path);
  } catch {
    // already gone, or left for the next writer
  }
}

/** fsync a directory so that a rename or a new entry in it is on disk (where supported). */
export async function syncDirectoryFd(dir: string): Promise<void> {
  let fd: number;
  try {
    fd = fs.openSync(dir, 'r');
  } catch (err) {
    if (DIR_SYNC_UNSUPPORTED.has(errnoCode(err) ?? '')) return;
    throw err;
  }
  try {
    await fsyncFd(fd);
  } catch (err) {
    if (!DIR_SYNC_UNSUPPORTED.has(errnoCode(err) ?? '')) throw err;
  } finally {
    closeQuietly(fd);
  }
}

/**
 * rename(2). On Windows a rename over a file that another process (a virus scanner, an indexer, a
 * reader) has open fails with EPERM, EACCES or EBUSY for a moment: retried briefly there.
 */
export async function renameRetrying(from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      fs.renameSync(from, to);
      return;
    } catch (err) {
      const transient = ['EPERM', 'EACCES', 'EBUSY'].includes(errnoCode(err) ?? '');
      if (process.platform !== 'win32' || !transient || attempt >= 8) throw err;
      await new Promise((r) => setTimeout(r, 10 * attempt));
    }
  }
}

const NEWLINE = 0x0a;
const CHUNK = 64 * 1024;

/**
 * Prepare a JSON Lines file opened to append (`a+`) of `size` bytes for a new line: if its last
 * line is torn (no final "\n", a writer killed mid-append), cut it off. Returns the offset where
 * the new line will begin (truncating there takes it back).
 */
export function cutTornTail(fd: number, size: number): number {
  if (size === 0) return 0;
  const buf = Buffer.alloc(CHUNK);
  if (fs.readSync(fd, buf, 0, 1, size - 1) === 1 && buf[0] === NEWLINE) return size;
  let end = size;
  while (end > 0) {
    const start = Math.max(0, end - CHUNK);
    const n = fs.readSync(fd, buf, 0, end - start, start);
    const i = buf.subarray(0, n).lastIndexOf(NEWLINE);
    if (i >= 0) {
      end = start + i + 1;
      break;
    }
    end = start;
  }
  fs.ftruncateSync(fd, end);
  return end;
}
