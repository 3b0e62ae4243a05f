/**
 * Verified reads of a blob store's blobs, wherever they lie (blob-locator.ts): every read hashes
 * the bytes and fails with `blob_corrupt` when they do not hash to the blob's name (moving the
 * blob, or its pack, aside) or differ from the size expected, and with `blob_missing` when the blob
 * is nowhere. Streamed (`readBlob`) or, for small blobs, whole with synchronous calls.
 */
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { CiStateError } from '../core/errors.js';
import { breathe, CHUNK, readAtSync, SMALL } from './blob-files.js';
import type { BlobLocator } from './blob-locator.js';
import { READ_FLAGS } from './hash.js';

function corrupt(sha: string, why: string): CiStateError {
  return new CiStateError('blob_corrupt', `blob ${sha.slice(0, 12)}… ${why}`, 1);
}

/**
 * The blob's bytes, verified: the iterator throws `blob_corrupt` at the end when they do not
 * hash to `sha` (or differ from `expectSize`), and `blob_missing` when there is no such blob.
 * Consumers must not publish what they read until the iteration completed.
 */
export async function* readBlob(
  locator: BlobLocator,
  sha: string,
  expectSize?: number,
): AsyncGenerator<Buffer, void, undefined> {
  const { fh, src } = await locator.withSource(sha, async (src) => ({
    fh: await fs.open(src.path, READ_FLAGS),
    src,
  }));
  const hash = createHash('sha256');
  let size = 0;
  let cut = false;
  try {
    const known = src.length ?? expectSize ?? (await fh.stat()).size;
    for (;;) {
      // Sized to what is left (plus one byte for a loose blob, to see its end or an excess): no
      // large buffer for a small blob, and each chunk handed out is its own.
      const left = src.length === undefined ? known + 1 - size : src.length - size;
      if (left <= 0) break;
      const want = Math.max(1, Math.min(CHUNK, left));
      const buf = Buffer.allocUnsafe(want);
      const { bytesRead } = await fh.read(buf, 0, want, src.start + size);
      if (bytesRead === 0) break;
      const chunk = buf.subarray(0, bytesRead);
      hash.update(chunk);
      size += bytesRead;
      if (expectSize !== undefined && size > expectSize) {
        cut = true;
        break;
      }
      yield chunk;
    }
  } finally {
    await fh.close();
  }
  if (!cut) {
    const got = hash.digest('hex');
    if (got !== sha) {
      await locator.quarantine(sha, src);
      throw corrupt(sha, `is corrupt: its content hashes to ${got.slice(0, 12)}…`);
    }
  }
  if (expectSize !== undefined && (cut || size !== expectSize)) {
    // The blob itself may be sound and the size expected of it wrong: leave it in place.
    throw corrupt(sha, `does not have the ${expectSize} bytes expected`);
  }
}

/**
 * A small blob's bytes, verified, read with synchronous calls: for thousands of small blobs (a
 * pack), each promise-based call costs more than the read itself (as in `hashFile`). The event
 * loop is given a turn every 64 reads. Fails as `readBlob` does (`blob_missing`, `blob_corrupt`,
 * the blob moved aside when its content is wrong); undefined when the blob is over `max` bytes.
 * With `into` (of at least `max` + 1 bytes), the bytes are read into it and the result is a view
 * of it: the caller reuses it once done with them.
 */
export async function readSmallBlob(
  locator: BlobLocator,
  sha: string,
  expectSize: number,
  max = SMALL,
  into?: Buffer,
): Promise<Buffer | undefined> {
  if (expectSize > max) return undefined;
  await breathe();
  // A pack's descriptor is the locator's, kept for the next reads; a loose blob's is closed here.
  const { fd, src } = await locator.withSource(sha, (src) => ({
    fd: src.pack ? locator.packFd(src.path, READ_FLAGS) : openSync(src.path, READ_FLAGS),
    src,
  }));
  let data: Buffer;
  try {
    const size = src.length ?? fstatSync(fd).size;
    if (size > max) return undefined;
    // A loose blob is read one byte past what is expected, to see one larger than it should be.
    data = readAtSync(fd, src.start, src.length ?? Math.max(size, expectSize) + 1, into);
  } finally {
    if (!src.pack) closeSync(fd);
  }
  if (data.length > expectSize)
    throw corrupt(sha, `does not have the ${expectSize} bytes expected`);
  const got = createHash('sha256').update(data).digest('hex');
  if (got !== sha) {
    await locator.quarantine(sha, src);
    throw corrupt(sha, `is corrupt: its content hashes to ${got.slice(0, 12)}…`);
  }
  if (data.length !== expectSize)
    throw corrupt(sha, `does not have the ${expectSize} bytes expected`);
  return data;
}
