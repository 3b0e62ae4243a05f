/**
 * Local records beside a blob store (`<store>/checkpoints/`), never shipped: data derived from the
 * blobs that only saves work, so a missing or damaged record costs a recomputation, never a wrong
 * answer. The lists of blobs each pack holds (`packs/<id>.json`, kept by src/github/packs.ts) and
 * each manifest names (`manifests/<sha>.json`, see `referencedBlobs`), where a pack was sent while
 * it was written (`shipped/<id>.json`, src/github/packs.ts), and the digest cache's file
 * (hash-cache.ts) are written here.
 */
import * as fs from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { tempPathFor } from '../store/atomic.js';
import type { BlobStore } from './blob-store.js';

const SHA256 = /^[0-9a-f]{64}$/;

/** The lists kept beside the store: of the blobs in a pack, and of the blobs a manifest names. */
export type BlobListKind = 'packs' | 'manifests';

/** Every kind of record kept by name (`<kind>/<sha>.json`): the lists, and where packs were sent. */
export type RecordKind = BlobListKind | 'shipped';

function listDir(store: BlobStore, kind: RecordKind): string {
  return join(dirname(store.dir), kind);
}

/** The record of kind `kind` for pack or manifest `sha`: `<kind>/<sha>.json`. */
function recordFile(store: BlobStore, kind: RecordKind, sha: string): string {
  return join(listDir(store, kind), `${sha}.json`);
}

/**
 * Where pack `id` went while it was written (src/github/packs.ts, `startPackShip`):
 * `shipped/<id>.json`.
 */
export function shippedRecordFile(store: BlobStore, id: string): string {
  return recordFile(store, 'shipped', id);
}

/**
 * Replaces `file` with `data` through a temp file (the store's temp naming) and a rename, without
 * an fsync: for records that may be lost. Never throws; a failure leaves the old file or none.
 */
export async function writeRecord(file: string, data: string, mode = 0o644): Promise<void> {
  const temp = tempPathFor(file);
  try {
    await fs.mkdir(dirname(file), { recursive: true });
    await fs.writeFile(temp, data, { mode });
    await fs.rename(temp, file);
  } catch {
    await fs.rm(temp, { force: true }).catch(() => undefined);
  }
}

/** Records the blobs of pack or manifest `sha` (sorted, each once). */
export function writeBlobList(
  store: BlobStore,
  kind: BlobListKind,
  sha: string,
  blobs: Iterable<string>,
): Promise<void> {
  const file = recordFile(store, kind, sha);
  return writeRecord(file, JSON.stringify([...new Set(blobs)].sort()));
}

/** Whether a list of the blobs of pack or manifest `sha` is recorded (not whether it is sound). */
export function hasBlobList(store: BlobStore, kind: BlobListKind, sha: string): Promise<boolean> {
  return fs.access(recordFile(store, kind, sha)).then(
    () => true,
    () => false,
  );
}

/** The recorded blobs of pack or manifest `sha`; undefined when there is no sound record. */
export async function readBlobList(
  store: BlobStore,
  kind: BlobListKind,
  sha: string,
): Promise<string[] | undefined> {
  try {
    const file = recordFile(store, kind, sha);
    const list = JSON.parse(await fs.readFile(file, 'utf8')) as unknown;
    if (Array.isArray(list) && list.every((b) => typeof b === 'string' && SHA256.test(b))) {
      return list as string[];
    }
  } catch {
    // none yet, or not readable
  }
  return undefined;
}

/** Removes the records of the given kind whose pack or manifest is not in `keep`. */
export async function pruneBlobLists(
  store: BlobStore,
  kind: RecordKind,
  keep: ReadonlySet<string>,
  dryRun = false,
): Promise<void> {
  const dir = listDir(store, kind);
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const sha = name.endsWith('.json') ? name.slice(0, -5) : '';
    if (SHA256.test(sha) && keep.has(sha)) continue;
    if (!dryRun) await fs.rm(join(dir, name), { force: true });
  }
}
