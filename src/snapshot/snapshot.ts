/**
 * Writing a snapshot: the blobs a collected file set needs that the store does not hold yet, then
 * the manifest, go into one new pack (one file written front to back, published whole by a
 * rename: the commit point). Dedupe is by content: a blob already present (from any earlier
 * checkpoint or run that shares the store) is neither read nor written again.
 */
import * as fs from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { CiStateError } from '../core/errors.js';
import type { FileEntry } from '../core/schema.js';
import { fileChunks } from './blob-files.js';
import type { BlobStore, StorePack } from './blob-store.js';
import { collectFiles, type CollectOptions, type CollectResult } from './collect.js';
import { compareUtf8 } from './glob.js';
import { sha256Of } from './hash.js';
import { manifestBytes, type SnapshotManifest } from './manifest.js';
import type { PackOptions } from './pack-writer.js';
import { writeBlobList } from './blob-lists.js';

/** What writeSnapshot needs: a CollectResult fits, as does a bare file list. */
export type SnapshotInput =
  | FileEntry[]
  | (Pick<CollectResult, 'files'> &
      Partial<Pick<CollectResult, 'globs' | 'exclude' | 'excluded' | 'refused' | 'git'>>);

export interface WriteSnapshotResult {
  manifest: SnapshotManifest;
  /** Digest of the stored manifest; `manifestLocation(manifestSha)` is the checkpoint location. */
  manifestSha: string;
  /** Blobs this call added to the store (the manifest included when new): what to ship. */
  newBlobs: string[];
  /** Bytes of those blobs. */
  newBytes: number;
  /** Every blob the snapshot refers to (the manifest included). */
  blobs: string[];
  /** The pack holding `newBlobs` (undefined when nothing was new). */
  pack?: string;
  /** Bytes of all file content in the snapshot (each distinct blob counted once). */
  totalBytes: number;
}

/**
 * Collects `globs` under `root` and writes the snapshot, reading each file once: the content of a
 * file hashed in one piece goes into the new pack as it is hashed (when the store does not hold it
 * yet), and only the rest is read again by `writeSnapshot`.
 */
export async function snapshotFiles(
  store: BlobStore,
  root: string,
  globs: string[],
  options: Omit<CollectOptions, 'keep'> & Pick<PackOptions, 'tee' | 'fileDigest'> = {},
): Promise<{ collected: CollectResult; written: WriteSnapshotResult }> {
  const { tee, fileDigest, ...collectOptions } = options;
  const pack = await store.newPack({
    ...(tee ? { tee } : {}),
    ...(fileDigest === false ? { fileDigest } : {}),
  });
  let queue: Promise<void> = Promise.resolve();
  try {
    const present = await store.presence();
    // Appends one at a time, in the order the hashing ends.
    const keep = (sha: string, data: Buffer): Promise<void> =>
      (queue = queue.then(async () => {
        // `data` is what hashFile just hashed to `sha`: no second pass over it.
        if (!pack.writer.holds(sha) && !present(sha)) await pack.writer.appendHashed(data, sha);
      }));
    const collected = await collectFiles(root, globs, { ...collectOptions, keep });
    await queue;
    return {
      collected,
      written: await writeSnapshot(store, collected, root, { pack, present }),
    };
  } catch (err) {
    await pack.abort();
    throw err;
  }
}

/**
 * Stores the content of `input` (files read from `root`) and its manifest in `store`. A file whose
 * content changed since it was collected fails the call (its digest would not match the manifest).
 * `pack`: the new pack to write into (committed or aborted here), which may already hold some of
 * the blobs (`snapshotFiles`); `present`: the store's blobs as of the caller's look
 * (`BlobStore.presence`), taken here when not given.
 */
export async function writeSnapshot(
  store: BlobStore,
  input: SnapshotInput,
  root: string,
  options: { pack?: StorePack; present?: (sha: string) => boolean } = {},
): Promise<WriteSnapshotResult> {
  const src = Array.isArray(input) ? { files: input } : input;
  const files = [...src.files].sort((a, b) => compareUtf8(a.path, b.path));
  const base = resolve(root);
  // One representative entry per distinct blob.
  const wanted = new Map<string, FileEntry>();
  for (const f of files) {
    if (f.type === 'dir') continue;
    if (f.sha256 === undefined) {
      throw new CiStateError('invalid_input', `snapshot entry ${f.path} has no sha256`);
    }
    if (!wanted.has(f.sha256)) wanted.set(f.sha256, f);
  }
  const newBlobs: string[] = [];
  let newBytes = 0;
  let totalBytes = 0;
  const pack = options.pack ?? (await store.newPack());
  try {
    const present = options.present ?? (await store.presence());
    for (const f of wanted.values()) {
      const sha = f.sha256 as string;
      totalBytes += f.size;
      if (pack.writer.holds(sha)) {
        newBlobs.push(sha);
        newBytes += f.size;
        continue;
      }
      if (present(sha)) continue;
      const abs = join(base, f.path);
      try {
        if (f.type === 'symlink') {
          const target = await fs.readlink(abs);
          if (sha256Of(target) !== sha) throw new Error('the link changed since it was collected');
          await pack.writer.append([Buffer.from(target, 'utf8')], sha);
        } else {
          await pack.writer.append(fileChunks(abs), sha);
        }
      } catch (err) {
        throw new CiStateError(
          'snapshot_io',
          `cannot snapshot ${f.path}: ${(err as Error).message}`,
          { exitCode: 1, cause: err },
        );
      }
      newBlobs.push(sha);
      newBytes += f.size;
    }
    const skipped = [...(src.excluded ?? []), ...(src.refused ?? [])]
      .map((s) => s.path.replace(/\/$/, ''))
      .sort(compareUtf8);
    const manifest: SnapshotManifest = {
      format: 'ci-state-snapshot',
      version: 1,
      globs: [...(src.globs ?? [])],
      exclude: [...(src.exclude ?? [])],
      files,
      skipped,
    };
    if (src.git) manifest.git = { ...src.git, deleted: [...src.git.deleted] };
    // The manifest goes last, in the same pack: every blob it names is published with it.
    const bytes = manifestBytes(manifest);
    const manifestSha = sha256Of(bytes);
    if (!pack.writer.holds(manifestSha) && !present(manifestSha)) {
      await pack.writer.append([bytes], manifestSha);
      newBlobs.push(manifestSha);
      newBytes += bytes.length;
    }
    const index = await pack.commit();
    await writeBlobList(store, 'manifests', manifestSha, wanted.keys());
    newBlobs.sort();
    return {
      manifest,
      manifestSha,
      newBlobs,
      newBytes,
      blobs: [...wanted.keys(), manifestSha].sort(),
      totalBytes,
      ...(index ? { pack: index.id } : {}),
    };
  } catch (err) {
    await pack.abort();
    throw err;
  }
}
