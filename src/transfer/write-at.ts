/**
 * Positional writes of downloaded ranges, shared by the storages' downloads (the cache's ranged
 * GETs, S3's): a range's chunks are gathered into batches and each batch goes down in one
 * `writev`, whose chunks are not copied.
 */
import type { FileHandle } from 'node:fs/promises';

/** Bytes of a range gathered before they are written. */
export const WRITE_BATCH = 1024 * 1024;

/** `parts` written one after the other from `at` (a short write goes on with what is left). */
export async function writeAllAt(fh: FileHandle, parts: Uint8Array[], at: number): Promise<void> {
  const total = parts.reduce((n, p) => n + p.length, 0);
  let done = (await fh.writev(parts, at)).bytesWritten;
  if (done === total) return;
  const rest = Buffer.concat(parts, total);
  while (done < total) done += (await fh.write(rest, done, total - done, at + done)).bytesWritten;
}
