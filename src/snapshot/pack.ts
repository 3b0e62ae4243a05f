/**
 * Moving blobs between a blob store and pack files: `packBlobs` writes chosen blobs of a store into
 * a new pack, `unpackBlobs` checks a fetched pack and adds it to a store as it is (its blobs read
 * where they lie). The format: pack-format.ts.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { CiStateError } from '../core/errors.js';
import type { BlobStore } from './blob-store.js';
import type { SnapshotLimits } from './limits.js';
import { openPack, type PackIndex } from './pack-format.js';
import { PackWriter, type PackOptions } from './pack-writer.js';

export interface PackResult {
  count: number;
  /** Bytes of blob content in the pack. */
  bytes: number;
  /** Size of the pack file. */
  fileBytes: number;
  /** The pack's id: sha256 of its index. */
  sha256: string;
  /** Every blob in the pack, in pack order. */
  blobs: string[];
  /** SHA-256 of the pack file (taken as it was written). */
  fileSha256?: string;
}

/**
 * Writes the blobs `shas` (deduplicated, sorted) from `store` into a new pack file `out` (through
 * a temp file and a rename). Each blob is verified as it is read; a missing or corrupt one fails
 * the call.
 */
export async function packBlobs(
  store: BlobStore,
  shas: Iterable<string>,
  out: string,
  options: PackOptions = {},
): Promise<PackResult> {
  const list = [...new Set(shas)].sort();
  const sizes: number[] = [];
  for (const sha256 of list) {
    const size = await store.sizeOf(sha256);
    if (size === undefined) {
      throw new CiStateError(
        'blob_missing',
        `cannot pack blob ${sha256.slice(0, 12)}…: it is missing`,
        1,
      );
    }
    sizes.push(size);
  }
  const temp = `${out}.${randomBytes(6).toString('hex')}.tmp`;
  const w = await PackWriter.create(temp, options);
  let index: PackIndex;
  try {
    for (const [i, sha] of list.entries()) {
      const size = sizes[i]!;
      const small = await store.readSmall(sha, size);
      await w.append(small ? [small] : store.get(sha, size), sha);
    }
    index = await w.finish();
  } catch (err) {
    await w.abort();
    throw err;
  }
  await fs.chmod(temp, 0o644);
  await fs.rename(temp, out);
  return resultOf(index);
}

function resultOf(index: PackIndex): PackResult {
  return {
    count: index.blobs.length,
    bytes: index.bytes,
    fileBytes: index.fileBytes,
    sha256: index.id,
    blobs: index.blobs.map((b) => b.sha256),
    ...(index.fileSha256 ? { fileSha256: index.fileSha256 } : {}),
  };
}

export interface UnpackResult {
  /** Blobs in the pack. */
  count: number;
  /** Every blob the pack holds, in pack order. */
  blobs: string[];
  /** Blobs the store did not hold before. */
  added: string[];
  addedBytes: number;
  /** The pack's id (sha256 of its index). */
  sha256: string;
}

export interface UnpackOptions {
  limits?: Partial<SnapshotLimits>;
  /** The id the pack must have (the one it is listed under); a mismatch refuses it. */
  expectSha256?: string;
  /** Move the file into the store instead of copying it (it must not be used afterwards). */
  move?: boolean;
  /** fsync the added pack (default true; see `BlobStore.addPack`). */
  sync?: boolean;
}

/**
 * Checks a pack (see `openPack`) and adds it to `store` as it is: its blobs become readable, each
 * verified when it is read. Nothing is added when the check fails.
 */
export async function unpackBlobs(
  file: string,
  store: BlobStore,
  options: UnpackOptions = {},
): Promise<UnpackResult> {
  const index = await openPack(file, options);
  const added: string[] = [];
  let addedBytes = 0;
  // One look at the store for all (a pack holds thousands of blobs; `has` looks at the disk each).
  const present = await store.presence();
  for (const b of index.blobs) {
    if (!present(b.sha256)) {
      added.push(b.sha256);
      addedBytes += b.size;
    }
  }
  if (index.blobs.length > 0)
    await store.addPack(index, { move: options.move ?? false, sync: options.sync ?? true });
  return {
    count: index.blobs.length,
    blobs: index.blobs.map((b) => b.sha256),
    added,
    addedBytes,
    sha256: index.id,
  };
}
