/**
 * Cleaning a blob store: `sweepTemp` removes what writers left in `<dir>/tmp` (temp files of
 * processes that are gone or old, corrupt blobs moved aside), `pruneBlobs` removes the packs and
 * loose blobs no checkpoint needs any more.
 */
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobLocator } from './blob-locator.js';

/**
 * Removes leftovers in `<dir>/tmp`: temp files of writers that are gone or older than
 * `maxAgeMs` (default one hour), and corrupt blobs moved aside. Returns how many were removed.
 */
export async function sweepTemp(
  dir: string,
  maxAgeMs = 60 * 60 * 1000,
  now = Date.now(),
): Promise<number> {
  const tmpDir = join(dir, 'tmp');
  let names: string[];
  try {
    names = await fs.readdir(tmpDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(tmpDir, name);
    const pid = Number(/^(\d+)\./.exec(name)?.[1] ?? NaN);
    let gone = false;
    if (Number.isInteger(pid) && pid !== process.pid) {
      try {
        process.kill(pid, 0);
      } catch (err) {
        gone = (err as NodeJS.ErrnoException).code === 'ESRCH';
      }
    }
    try {
      const st = await fs.lstat(path);
      if (name.startsWith('corrupt-') || gone || now - st.mtimeMs > maxAgeMs) {
        await fs.rm(path, { force: true });
        removed++;
      }
    } catch {
      // removed meanwhile
    }
  }
  return removed;
}

/** What `pruneBlobs` may remove, and how old it must be. */
export interface PruneOptions {
  graceMs?: number;
  now?: number;
  dryRun?: boolean;
}

/**
 * Removes checkpoint content nothing needs any more: packs none of whose blobs is in `keep`, and
 * loose blobs not in `keep`, once older than `graceMs` (default one hour: a checkpoint publishes
 * its pack before the state that refers to it is written). A pack that still holds a needed blob
 * stays whole. With `dryRun`, only says what it would remove.
 */
export async function pruneBlobs(
  locator: BlobLocator,
  keep: ReadonlySet<string>,
  options: PruneOptions = {},
): Promise<{ packs: number; loose: number; bytes: number }> {
  const cutoff = (options.now ?? Date.now()) - (options.graceMs ?? 60 * 60 * 1000);
  const out = { packs: 0, loose: 0, bytes: 0 };
  const old = (path: string) =>
    fs.lstat(path).then(
      (st) => (st.isFile() && st.mtimeMs < cutoff ? st.size : undefined),
      () => undefined,
    );
  for (const pack of await locator.packs()) {
    if (pack.blobs.some((b) => keep.has(b.sha256))) continue;
    const size = await old(pack.file);
    if (size === undefined) continue;
    if (!options.dryRun) {
      await fs.rm(pack.file, { force: true });
      await fs.rm(locator.indexFileOf(pack.id), { force: true });
      locator.forgetPack(pack.id);
    }
    out.packs++;
    out.bytes += size;
  }
  for (const sha of await locator.looseBlobs()) {
    if (keep.has(sha)) continue;
    const path = locator.pathOf(sha);
    const size = await old(path);
    if (size === undefined) continue;
    if (!options.dryRun) await fs.rm(path, { force: true });
    out.loose++;
    out.bytes += size;
  }
  return out;
}
