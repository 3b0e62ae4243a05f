/**
 * Restoring a snapshot exactly (`restoreFiles`): missing entries re-created, modified ones
 * rewritten, every blob verified before it becomes visible. The git side of a git-changed-only
 * snapshot is in restore-git.ts; `rollbackFiles` in rollback-files.ts.
 */
import { lstatSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { quote } from '../core/errors.js';
import type { FileEntry } from '../core/schema.js';
import type { BlobStore } from './blob-store.js';
import { compareUtf8, globTree } from './glob.js';
import type { HashCache } from './hash-cache.js';
import { hashFile, SMALL, TokenCounter, tokensIn } from './hash.js';
import type { SnapshotLimits } from './limits.js';
import { checkManifest, MAX_LINK_TARGET, type SnapshotManifest } from './manifest.js';
import {
  defaultExclusion,
  excludedDirPatterns,
  isExcludedDirName,
  linkTargetProblem,
  parentsOf,
} from './rules.js';
import { checkoutFromCommit, gitSideOfRestore } from './restore-git.js';
import { PathRefused, SafeRoot } from './safe-fs.js';
import { mapPool } from '../core/pool.js';

export interface RestoreOptions {
  /** Compute the diff and the problems; touch nothing. */
  dryRun?: boolean;
  /** Remove what was added under these globs since the snapshot. Default: nothing is removed. */
  removeAddedUnderGlobs?: string[];
  limits?: Partial<SnapshotLimits>;
  /** Files written at once. Default 16. */
  concurrency?: number;
  /**
   * Where to record the digest of each file written (with its token scan, done as it is written),
   * so that the next snapshot does not read it again. The caller saves it.
   */
  hashCache?: HashCache;
}

/** The workspace compared with the snapshot, as changes made since the snapshot. */
export interface SnapshotDiff {
  /** Present now, not in the snapshot, under the removal globs: removed by a restore. */
  added: string[];
  /** Different content, type or mode: rewritten. */
  modified: string[];
  /** In the snapshot, missing now: re-created. */
  deleted: string[];
}

/** Something that kept one path from being restored, as one line naming it. */
export interface RestoreProblem {
  path: string;
  message: string;
}

export interface RestoreResult {
  /** Paths written (files, links, directories created or changed), sorted. */
  written: string[];
  /** Paths removed, sorted. */
  deleted: string[];
  /** Entries that already matched the snapshot. */
  unchanged: number;
  /** Empty when the restore is complete and verified. */
  problems: RestoreProblem[];
  diff: SnapshotDiff;
}

type Action =
  | { op: 'none' }
  | { op: 'problem' }
  | { op: 'mode'; entry: FileEntry }
  | { op: 'write'; entry: FileEntry; target?: string; change: 'modified' | 'deleted' };

/** The first line of an error's message, for a problem line. */
export function errText(err: unknown): string {
  if (err instanceof Error) return err.message.split('\n')[0] ?? '';
  return String(err);
}

/**
 * Restores `manifest` under `root` from `store`: makes its entries what they were. Missing ones
 * are re-created, modified ones rewritten (content, type or mode), unchanged ones left alone; with
 * `removeAddedUnderGlobs`, what appeared under those globs since the snapshot is removed (never
 * what the default rules exclude, the user excluded, or the snapshot skipped). Every blob is
 * verified while it is written, before the rename that makes it visible. A missing or corrupt blob,
 * or a path that cannot be written safely, is a problem naming the file: the caller then runs the
 * phase again instead of skipping it. A manifest that fails `checkManifest` is refused whole,
 * before anything is touched.
 */
export async function restoreFiles(
  root: string,
  manifest: SnapshotManifest,
  store: BlobStore,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const result: RestoreResult = {
    written: [],
    deleted: [],
    unchanged: 0,
    problems: [],
    diff: { added: [], modified: [], deleted: [] },
  };
  const refusals = checkManifest(manifest, options.limits);
  if (refusals.length > 0) {
    result.problems = refusals;
    return result;
  }
  const dry = options.dryRun === true;
  const sr = await SafeRoot.open(root, !dry).catch(async (err: unknown) => {
    if (dry && (err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  });
  const problem = (path: string, message: string): void => {
    result.problems.push({ path, message });
  };
  const concurrency = options.concurrency ?? 16;

  // 1. Compare every entry with the disk. Directories first: one that is re-created (in place of
  // a link, a file, nothing) makes what is below it missing, whatever the disk shows there now.
  const recreated = new Set<string>();
  const compare = async (entry: FileEntry): Promise<Action> => {
    let target: string | undefined;
    if (entry.type !== 'dir') {
      const sha = entry.sha256 as string;
      const size = await store.sizeOf(sha);
      if (size === undefined) {
        problem(
          entry.path,
          `cannot restore ${quote(entry.path)}: blob ${sha.slice(0, 12)}… is missing`,
        );
        return { op: 'problem' };
      }
      if (size !== entry.size) {
        problem(
          entry.path,
          `cannot restore ${quote(entry.path)}: blob ${sha.slice(0, 12)}… has ${size} bytes, the snapshot says ${entry.size} (corrupt)`,
        );
        return { op: 'problem' };
      }
      if (entry.type === 'symlink') {
        try {
          target = (await store.read(sha, MAX_LINK_TARGET)).toString('utf8');
        } catch (err) {
          problem(entry.path, `cannot restore ${quote(entry.path)}: ${errText(err)}`);
          return { op: 'problem' };
        }
        const bad = linkTargetProblem(entry.path, target);
        if (bad) {
          problem(entry.path, `refusing ${quote(entry.path)}: ${bad}`);
          return { op: 'problem' };
        }
      }
    }
    if (!sr || parentsOf(entry.path).some((p) => recreated.has(p))) {
      return target === undefined
        ? { op: 'write', entry, change: 'deleted' }
        : { op: 'write', entry, change: 'deleted', target };
    }
    const state = await sr.inspect(entry.path);
    if (state.kind === 'blocked') {
      problem(entry.path, `refusing ${quote(entry.path)}: ${state.why}`);
      return { op: 'problem' };
    }
    const write = (change: 'modified' | 'deleted'): Action =>
      target === undefined
        ? { op: 'write', entry, change }
        : { op: 'write', entry, change, target };
    if (state.kind === 'missing') return write('deleted');
    const st = state.stat;
    const mode = entry.mode & 0o777;
    if (entry.type === 'dir') {
      if (!st.isDirectory()) return write('modified');
      return (st.mode & 0o777) === mode ? { op: 'none' } : { op: 'mode', entry };
    }
    if (entry.type === 'symlink') {
      if (!st.isSymbolicLink()) return write('modified');
      return (await fs.readlink(sr.abs(entry.path))) === target
        ? { op: 'none' }
        : write('modified');
    }
    if (!st.isFile() || st.size !== entry.size) return write('modified');
    try {
      const d = await hashFile(sr.abs(entry.path), false, st.size);
      if (d.sha256 !== entry.sha256) return write('modified');
    } catch {
      return write('modified');
    }
    return (st.mode & 0o777) === mode ? { op: 'none' } : { op: 'mode', entry };
  };
  const dirActions = new Map<string, Action>();
  for (const entry of manifest.files) {
    if (entry.type !== 'dir') continue;
    const a = await compare(entry);
    dirActions.set(entry.path, a);
    if (a.op === 'write') recreated.add(entry.path);
  }
  const actions = await mapPool(manifest.files, concurrency, async (entry) =>
    entry.type === 'dir' ? (dirActions.get(entry.path) as Action) : compare(entry),
  );

  // 2. What was added since, under the removal globs.
  const inManifest = new Set(manifest.files.map((f) => f.path));
  const keepDirs = new Set<string>();
  for (const f of manifest.files) for (const p of parentsOf(f.path)) keepDirs.add(p);
  const skipped = new Set(manifest.skipped);
  const spared = (path: string, dir: boolean): boolean =>
    defaultExclusion(path, dir) !== undefined ||
    skipped.has(path) ||
    parentsOf(path).some((p) => skipped.has(p)) ||
    keepDirs.has(path);
  const removeGlobs = options.removeAddedUnderGlobs ?? [];
  let addedFiles: string[] = [];
  const addedDirs: string[] = [];
  let gitRestore: string[] = [];
  if (sr && (removeGlobs.length > 0 || manifest.git)) {
    if (manifest.git) {
      const ignore = [...manifest.exclude, ...excludedDirPatterns()];
      const r = await gitSideOfRestore(sr, manifest, removeGlobs, ignore, inManifest, spared);
      addedFiles = r.added;
      gitRestore = r.restoreFromCommit;
      for (const m of r.problems) problem('', m);
    } else {
      for (const m of await globTree(sr.real, removeGlobs, manifest.exclude, isExcludedDirName)) {
        if (inManifest.has(m.path) || spared(m.path, m.dir)) continue;
        if (m.dir) addedDirs.push(m.path);
        else addedFiles.push(m.path);
      }
    }
  }

  for (const a of actions) {
    if (a.op === 'none') result.unchanged++;
    else if (a.op === 'mode') result.diff.modified.push(a.entry.path);
    else if (a.op === 'write') result.diff[a.change].push(a.entry.path);
  }
  result.diff.added = [...addedFiles, ...addedDirs].sort(compareUtf8);
  result.diff.modified.push(...gitRestore);
  result.diff.modified.sort(compareUtf8);
  result.diff.deleted.sort(compareUtf8);
  if (dry || !sr) return finish(result);

  // 3. Remove what was added (files, then directories left empty, deepest first).
  for (const path of addedFiles) {
    try {
      if (await sr.remove(path)) result.deleted.push(path);
    } catch (err) {
      problem(
        path,
        err instanceof PathRefused ? err.message : `cannot remove ${quote(path)}: ${errText(err)}`,
      );
    }
  }
  for (const path of [...addedDirs].sort((a, b) => b.split('/').length - a.split('/').length)) {
    try {
      if (await sr.removeEmptyDir(path)) result.deleted.push(path);
    } catch (err) {
      problem(path, `cannot remove ${quote(path)}: ${errText(err)}`);
    }
  }

  // 4. Directories (shallow first), then files and links.
  const writes = actions.filter((a): a is Extract<Action, { op: 'write' }> => a.op === 'write');
  for (const a of writes.filter((w) => w.entry.type === 'dir')) {
    try {
      await sr.ensureDir(a.entry.path);
      result.written.push(a.entry.path);
    } catch (err) {
      problem(
        a.entry.path,
        err instanceof PathRefused
          ? err.message
          : `cannot create ${quote(a.entry.path)}: ${errText(err)}`,
      );
    }
  }
  // Small blobs are read into buffers reused from file to file (one per write in flight): a fresh
  // buffer per file costs a page fault per 4 KiB it touches, which on a virtual machine whose
  // freed memory goes back to the host is a trip to the host each.
  const spare: Buffer[] = [];
  await mapPool(
    writes.filter((w) => w.entry.type !== 'dir'),
    concurrency,
    async (a) => {
      const e = a.entry;
      const into = spare.pop() ?? Buffer.allocUnsafeSlow(SMALL + 1);
      try {
        if (e.type === 'symlink') await sr.writeSymlink(e.path, a.target as string);
        else {
          // A small blob is read whole and verified first; a larger one verified as it streams.
          const sha = e.sha256 as string;
          const small = await store.readSmall(sha, e.size, SMALL, into);
          const cache = options.hashCache;
          const counter = cache && !small ? new TokenCounter() : undefined;
          const chunks = small ? [small] : store.get(sha, e.size);
          const made = await sr.writeFile(
            e.path,
            counter ? counted(chunks, counter) : chunks,
            e.mode,
          );
          const st =
            cache && (made ?? lstatSync(sr.abs(e.path), { bigint: true, throwIfNoEntry: false }));
          if (cache && st && st.isFile()) {
            const tokens = small ? tokensIn(small) : (counter as TokenCounter).tokens;
            cache.written(sr.abs(e.path), st, { sha256: sha, size: e.size, tokens }, true);
          }
        }
        result.written.push(e.path);
      } catch (err) {
        problem(
          e.path,
          err instanceof PathRefused
            ? err.message
            : `cannot restore ${quote(e.path)}: ${errText(err)}`,
        );
      } finally {
        spare.push(into);
      }
    },
  );

  // 5. Modes: files, then directories deepest first (a read-only directory is set last).
  const modeFix = [
    ...actions.filter((a) => a.op === 'mode').map((a) => (a as { entry: FileEntry }).entry),
    ...writes.filter((w) => w.entry.type === 'dir').map((w) => w.entry),
  ].sort(
    (a, b) =>
      (a.type === 'dir' ? 1 : 0) - (b.type === 'dir' ? 1 : 0) ||
      b.path.split('/').length - a.path.split('/').length,
  );
  const written = new Set(result.written);
  for (const e of modeFix) {
    try {
      await sr.chmod(e.path, e.mode, e.type === 'dir');
      if (!written.has(e.path)) result.written.push(e.path);
    } catch (err) {
      problem(
        e.path,
        err instanceof PathRefused
          ? err.message
          : `cannot set the mode of ${quote(e.path)}: ${errText(err)}`,
      );
    }
  }

  // 6. Git-changed-only snapshots: files not listed come from the snapshot's commit.
  if (gitRestore.length > 0 && manifest.git?.commit) {
    const r = await checkoutFromCommit(sr.real, manifest.git.commit, gitRestore);
    if (r) problem('', r);
    else result.written.push(...gitRestore);
  }
  return finish(result);
}

/** `chunks` as they pass, each shown to `counter`. */
async function* counted(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  counter: TokenCounter,
): AsyncGenerator<Uint8Array, void, undefined> {
  for await (const chunk of chunks) {
    counter.push(chunk);
    yield chunk;
  }
}

/** The result with its lists sorted by path (UTF-8 byte order). */
export function finish(result: RestoreResult): RestoreResult {
  result.written.sort(compareUtf8);
  result.deleted.sort(compareUtf8);
  result.problems.sort((a, b) => compareUtf8(a.path, b.path));
  return result;
}
