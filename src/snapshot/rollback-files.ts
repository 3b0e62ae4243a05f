/**
 * Rolling a file set back to a snapshot: a restore that also removes what was added under the
 * snapshots' globs, and what the phases being rolled back produced (see `rollbackFiles`).
 */
import * as fs from 'node:fs/promises';
import { quote } from '../core/errors.js';
import type { BlobStore } from './blob-store.js';
import { compareUtf8 } from './glob.js';
import { hashFile, sha256Of } from './hash.js';
import { checkManifest, type SnapshotManifest } from './manifest.js';
import { PathRefused, SafeRoot } from './safe-fs.js';

import {
  errText,
  finish,
  restoreFiles,
  type RestoreOptions,
  type RestoreResult,
} from './restore.js';

export interface RollbackFilesOptions extends RestoreOptions {
  /**
   * Globs under which files added since `to` are removed. Default: the globs of `to` and, when
   * given, of `from`.
   */
  removeAddedUnderGlobs?: string[];
}

/**
 * Rolls the files under `root` back to snapshot `to`. `from` is the latest snapshot taken after
 * it (or undefined): the files it recorded that `to` does not hold were produced by the phases
 * being rolled back, and are removed as well when they still have the content it recorded (a file
 * changed since by someone else is left alone). Otherwise this is `restoreFiles` with removal of
 * what was added under the snapshots' globs.
 */
export async function rollbackFiles(
  root: string,
  from: SnapshotManifest | undefined,
  to: SnapshotManifest,
  store: BlobStore,
  options: RollbackFilesOptions = {},
): Promise<RestoreResult> {
  if (from) {
    const refusals = checkManifest(from, options.limits);
    if (refusals.length > 0) {
      return {
        written: [],
        deleted: [],
        unchanged: 0,
        problems: refusals.map((r) => ({ path: r.path, message: `later snapshot: ${r.message}` })),
        diff: { added: [], modified: [], deleted: [] },
      };
    }
  }
  const globs = options.removeAddedUnderGlobs ?? [
    ...new Set([...to.globs, ...(from?.globs ?? [])]),
  ];
  const result = await restoreFiles(root, to, store, { ...options, removeAddedUnderGlobs: globs });
  if (!from || checkManifest(to, options.limits).length > 0) return result;
  const inTo = new Set(to.files.map((f) => f.path));
  const already = new Set([...result.diff.added, ...result.deleted]);
  const sr = await SafeRoot.open(root, false).catch(() => undefined);
  if (!sr) return result;
  const extra: string[] = [];
  for (const f of from.files) {
    if (inTo.has(f.path) || already.has(f.path) || f.type === 'dir') continue;
    const state = await sr.inspect(f.path);
    if (state.kind !== 'present') continue;
    const st = state.stat;
    let same = false;
    if (f.type === 'symlink' && st.isSymbolicLink()) {
      same = sha256Of(await fs.readlink(sr.abs(f.path))) === f.sha256;
    } else if (f.type === 'file' && st.isFile() && st.size === f.size) {
      same =
        (await hashFile(sr.abs(f.path), false, st.size).catch(() => undefined))?.sha256 ===
        f.sha256;
    }
    if (same) extra.push(f.path);
  }
  result.diff.added = [...new Set([...result.diff.added, ...extra])].sort(compareUtf8);
  if (!options.dryRun) {
    for (const path of extra) {
      try {
        if (await sr.remove(path)) result.deleted.push(path);
      } catch (err) {
        result.problems.push({
          path,
          message:
            err instanceof PathRefused
              ? err.message
              : `cannot remove ${quote(path)}: ${errText(err)}`,
        });
      }
    }
  }
  return finish(result);
}
