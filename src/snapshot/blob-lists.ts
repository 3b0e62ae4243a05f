/**
 * Local records beside a blob store (`<store>/checkpoints/`), never shipped: the blobs each pack
 * holds and each manifest names, where a pack was sent while written, and the digest cache's file.
 * They only save work: a missing or damaged record costs a recomputation, never a wrong answer.
 * A list is raw 32-byte digests, much cheaper to read and write than JSON of hex strings.
 */
import * as fs from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { tempPathFor } from '../store/atomic.js';
import type { BlobStore } from './blob-store.js';
import { digestBytes, digestsAt } from './bytes.js';

const SHA256 = /^[0-9a-f]{64}$/;

/** The lists kept beside the store: of the blobs in a pack, and of the blobs a manifest names. */
export type BlobListKind = 'packs' | 'manifests';

/** Every kind of record kept by name (`<kind>/<sha>.bin` or `.json`): the lists, and where packs were sent. */
export type RecordKind = BlobListKind | 'shipped';

function listDir(store: BlobStore, kind: RecordKind): string {
  return join(dirname(store.dir), kind);
}

/** A record's file name after the digest: `.bin` for the lists, `.json` for the others. */
function extensionOf(kind: RecordKind): string {
  return kind === 'shipped' ? '.json' : '.bin';
}

/** The record of kind `kind` for pack or manifest `sha`: `<kind>/<sha>.bin` or `.json`. */
function recordFile(store: BlobStore, kind: RecordKind, sha: string): string {
  return join(listDir(store, kind), `${sha}${extensionOf(kind)}`);
}

/**
 * Where pack `id` went while it was written (src/github/pack-storage.ts, `startPackShip`):
 * `shipped/<id>.json`.
 */
export function shippedRecordFile(store: BlobStore, id: string): string {
  return recordFile(store, 'shipped', id);
}

/**
 * Replaces `file` with `data` through a temp file (the store's temp naming) and a rename, without
 * an fsync: for records that may be lost. Never throws; a failure leaves the old file or none.
 */
export async function writeRecord(
  file: string,
  data: string | Uint8Array,
  mode = 0o644,
): Promise<void> {
  const temp = tempPathFor(file);
  try {
    await fs.mkdir(dirname(file), { recursive: true });
    await fs.writeFile(temp, data, { mode });
    await fs.rename(temp, file);
  } catch {
    await fs.rm(temp, { force: true }).catch(() => undefined);
  }
}

/** Records the blobs of pack or manifest `sha` (each once). */
export function writeBlobList(
  store: BlobStore,
  kind: BlobListKind,
  sha: string,
  blobs: Iterable<string>,
): Promise<void> {
  const bytes = digestBytes([...new Set(blobs)]);
  if (!bytes) return Promise.resolve(); // not digests: no record
  return writeRecord(recordFile(store, kind, sha), bytes);
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
  let bytes;
  try {
    bytes = await fs.readFile(recordFile(store, kind, sha));
  } catch {
    return undefined; // none yet, or not readable
  }
  if (bytes.length % 32 !== 0) return undefined;
  return digestsAt(bytes, 0, bytes.length / 32);
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
  const ext = extensionOf(kind);
  for (const name of names) {
    const sha = name.endsWith(ext) ? name.slice(0, -ext.length) : '';
    if (SHA256.test(sha) && keep.has(sha)) continue;
    if (!dryRun) await fs.rm(join(dir, name), { force: true });
  }
}
