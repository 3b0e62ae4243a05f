/**
 * Collecting the files of a snapshot: expand the globs under a root, apply the default exclusions,
 * refuse files holding token-shaped strings, and describe each entry (path, type, mode, size,
 * sha256). Nothing is stored here; `writeSnapshot` stores what this returns.
 */
import { lstatSync, type BigIntStats } from 'node:fs';
import * as fs from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { CiStateError, quote } from '../core/errors.js';
import type { FileEntry } from '../core/schema.js';
import { gitChanges } from './git.js';
import { checkGlobs, compareUtf8, globTree, matchPaths, type TreeMatch } from './glob.js';
import { hashFile, sha256Of, SMALL, type FileDigest } from './hash.js';
import { HashCache } from './hash-cache.js';
import { limitsOf, type SnapshotLimits } from './limits.js';
import { caseKey, isExcludedDirName, linkTargetProblem, parentsOf, PathRules } from './rules.js';
import { mapPool } from '../core/pool.js';

export interface CollectOptions {
  /** Globs (relative to the root) left out, silently. */
  exclude?: string[];
  /**
   * Globs of files to take although a default rule excludes them (`*.pem`, `.env*`, ...) or they
   * hold token-shaped strings. Directories such as `.git/` stay excluded.
   */
  allowSecrets?: string[];
  /**
   * Only what `git status` reports as changed or untracked under the globs (plus the HEAD commit
   * and the deleted paths), for a root inside a git work tree.
   */
  gitChangedOnly?: boolean;
  /**
   * Exactly these paths (relative, posix; files and links) instead of expanding the globs: what a
   * phase was found to change (changed.ts). Their parent directories are added as usual.
   */
  paths?: readonly string[];
  /**
   * A local file caching digests by lstat data (see hash-cache.ts), so that unchanged files are
   * not read again by the next snapshot. `<store>/checkpoints/hash-cache.bin` for the local store.
   */
  hashCache?: string;
  /** Files hashed at once. Default 8. */
  concurrency?: number;
  limits?: Partial<SnapshotLimits>;
  /**
   * Given the content of each file taken that was read in one piece while hashing (files up to
   * 16 MiB, not those whose digest came from the hash cache), so that the caller can store it
   * without reading the file again (`snapshotFiles`). Never given the content of a file refused
   * for holding tokens (one refused afterwards for a name collision may have been given).
   * `data` may be a view of a buffer reused for the next file once the returned promise settles:
   * copy what must outlive it.
   */
  keep?: (sha256: string, data: Buffer) => Promise<void>;
  /**
   * Told, before any file is read, how many bytes the files to read hold (those whose digest the
   * hash cache does not give): what a new pack may get, so that its upload can start early.
   */
  toRead?: (bytes: number) => void;
}

/** A path left out of the snapshot, and why (one line). */
export interface SkippedPath {
  path: string;
  why: string;
}

export interface CollectResult {
  /** The root the paths are relative to (resolved). */
  root: string;
  globs: string[];
  exclude: string[];
  /** Sorted by path (UTF-8 byte order). */
  files: FileEntry[];
  /** Excluded by a default rule, or not a file, directory or link. */
  excluded: SkippedPath[];
  /** Refused: token-shaped strings, a link pointing outside, an unusable name. */
  refused: SkippedPath[];
  /** For a git-changed-only snapshot. */
  git?: { commit?: string; deleted: string[] };
  /** Files read and hashed, and files whose digest came from the hash cache. */
  stats: { hashed: number; hashedBytes: number; fromCache: number };
}

function kindOf(st: import('node:fs').BigIntStats): string {
  if (st.isFIFO()) return 'a FIFO';
  if (st.isSocket()) return 'a socket';
  if (st.isBlockDevice() || st.isCharacterDevice()) return 'a device';
  return 'not a regular file';
}

/**
 * Expands `globs` under `root` and describes every entry. Links are recorded as links (their
 * target is their content) and never followed; a link whose target leaves the root is refused.
 */
export async function collectFiles(
  root: string,
  globs: string[],
  options: CollectOptions = {},
): Promise<CollectResult> {
  const absRoot = resolve(root);
  let realRoot: string;
  try {
    realRoot = await fs.realpath(absRoot);
    if (!(await fs.stat(realRoot)).isDirectory()) throw new Error('not a directory');
  } catch (err) {
    throw new CiStateError(
      'invalid_input',
      `snapshot root ${quote(root)} is not a directory: ${(err as Error).message}`,
    );
  }
  checkGlobs(globs);
  const exclude = checkGlobs(options.exclude ?? [], 'exclude pattern');
  const allow = checkGlobs(options.allowSecrets ?? [], 'allowSecrets pattern');
  const limits = limitsOf(options.limits);

  let matches: TreeMatch[] = options.paths
    ? [...options.paths].sort(compareUtf8).map((path) => ({ path, dir: false }))
    : await globTree(realRoot, globs, exclude, isExcludedDirName);
  let git: CollectResult['git'];
  if (options.gitChangedOnly) {
    const changes = await gitChanges(realRoot);
    const present = new Set<string>();
    matches = matches.filter((m) => {
      if (m.dir || !changes.changed.has(m.path)) return false;
      present.add(m.path);
      return true;
    });
    const gone = [...changes.deleted].filter((p) => !present.has(p) && !changes.changed.has(p));
    const deleted = [...(await matchPaths(gone, globs, exclude))].sort(compareUtf8);
    git = changes.commit === undefined ? { deleted } : { commit: changes.commit, deleted };
  }

  const allowed = await matchPaths(
    matches.map((m) => (m.dir ? `${m.path}/` : m.path)),
    allow,
  );
  const excluded: SkippedPath[] = [];
  const refused: SkippedPath[] = [];
  const excludedDirs: string[] = [];
  const candidates: TreeMatch[] = [];
  const rules = new PathRules();
  for (const m of matches) {
    if (excludedDirs.length && excludedDirs.some((d) => m.path.startsWith(`${d}/`))) continue;
    const rule = rules.exclusion(m.path, m.dir);
    if (rule && (m.dir || rules.forbidden(m.path) || !allowed.has(m.path))) {
      excluded.push({ path: m.dir ? `${m.path}/` : m.path, why: rule });
      if (m.dir) excludedDirs.push(m.path);
      continue;
    }
    const bad = rules.problem(m.path);
    if (bad) {
      refused.push({ path: m.path, why: `${bad}; it could not be restored safely` });
      continue;
    }
    candidates.push(m);
  }
  if (candidates.length > limits.maxEntries) {
    throw new CiStateError(
      'snapshot_too_large',
      `snapshot of ${candidates.length} entries is over the cap of ${limits.maxEntries}: narrow the globs`,
      1,
    );
  }

  const cache = options.hashCache ? await HashCache.load(options.hashCache) : undefined;
  const stats = { hashed: 0, hashedBytes: 0, fromCache: 0 };
  type Described = { entry: FileEntry } | { skip: 'excluded' | 'refused'; why: string } | null;
  const described = new Array<Described>(candidates.length);
  const fromDigest = (path: string, mode: number, digest: FileDigest): Described =>
    digest.tokens > 0
      ? {
          skip: 'refused',
          why: `holds ${digest.tokens} token-shaped string${digest.tokens === 1 ? '' : 's'}; allow it explicitly to snapshot it`,
        }
      : { entry: { path, type: 'file', mode, size: digest.size, sha256: digest.sha256 } };
  // First every entry's lstat, in one synchronous pass (a trip through the thread pool per file
  // costs more than the call): directories, and files the hash cache knows, are described at
  // once; links and the files to read are left for the second pass.
  const rest: { i: number; abs: string; st: BigIntStats }[] = [];
  const prefix = realRoot.endsWith(sep) ? realRoot : `${realRoot}${sep}`;
  for (let i = 0; i < candidates.length; i++) {
    const m = candidates[i] as TreeMatch;
    const abs = sep === '/' ? prefix + m.path : join(realRoot, m.path);
    let st;
    try {
      st = lstatSync(abs, { bigint: true, throwIfNoEntry: false });
    } catch {
      st = undefined;
    }
    if (!st)
      described[i] = null; // removed meanwhile
    else if (st.isDirectory()) {
      described[i] = {
        entry: { path: m.path, type: 'dir', mode: Number(st.mode & 0o777n), size: 0 },
      };
    } else {
      const digest = st.isFile() ? cache?.lookup(abs, st, !allowed.has(m.path)) : undefined;
      if (digest) {
        stats.fromCache++;
        described[i] = fromDigest(m.path, Number(st.mode & 0o777n), digest);
      } else rest.push({ i, abs, st });
    }
  }
  if (options.toRead) {
    let bytes = 0;
    for (const r of rest) if (r.st.isFile()) bytes += Number(r.st.size);
    options.toRead(bytes);
  }
  // Small files are read into buffers reused from file to file (one per read in flight; see
  // restore.ts): a fresh one per file costs a page fault per 4 KiB it touches.
  const spare: Buffer[] = [];
  await mapPool(rest, options.concurrency ?? 8, async (r) => {
    const into = spare.pop() ?? Buffer.allocUnsafeSlow(SMALL + 1);
    try {
      await describeRead(r, into);
    } finally {
      spare.push(into);
    }
  });
  async function describeRead({ i, abs, st }: (typeof rest)[number], into: Buffer): Promise<void> {
    const m = candidates[i] as TreeMatch;
    const mode = Number(st.mode & 0o777n);
    if (st.isSymbolicLink()) {
      const target = await fs.readlink(abs);
      const problem = linkTargetProblem(m.path, target);
      described[i] = problem
        ? { skip: 'refused', why: `symbolic link refused: ${problem}` }
        : {
            entry: {
              path: m.path,
              type: 'symlink',
              mode,
              size: Buffer.byteLength(target, 'utf8'),
              sha256: sha256Of(target),
            },
          };
      return;
    }
    if (!st.isFile()) {
      described[i] = { skip: 'excluded', why: `${kindOf(st)}, not a file, directory or link` };
      return;
    }
    const scan = !allowed.has(m.path);
    let digest;
    try {
      digest = await hashFile(abs, scan, Number(st.size), options.keep !== undefined, into);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        described[i] = null;
        return;
      }
      throw new CiStateError('snapshot_io', `cannot read ${m.path}: ${(err as Error).message}`, {
        exitCode: 1,
        cause: err,
      });
    }
    cache?.record(abs, st, digest, scan);
    stats.hashed++;
    stats.hashedBytes += digest.size;
    described[i] = fromDigest(m.path, mode, digest);
    if (digest.tokens === 0 && digest.data && options.keep)
      await options.keep(digest.sha256, digest.data);
  }

  const files: FileEntry[] = [];
  // Each accepted path and its parents by case-insensitive key; `chains` holds the directories
  // whose whole chain of parents is in `byKey` already.
  const byKey = new Map<string, string>();
  const chains = new Set<string>();
  let total = 0;
  for (let i = 0; i < candidates.length; i++) {
    const d = described[i];
    const m = candidates[i] as TreeMatch;
    if (!d) continue;
    if ('skip' in d) {
      (d.skip === 'excluded' ? excluded : refused).push({ path: m.path, why: d.why });
      continue;
    }
    const slash = m.path.lastIndexOf('/');
    const dir = slash < 0 ? '' : m.path.slice(0, slash);
    const names = dir === '' || chains.has(dir) ? [m.path] : [...parentsOf(m.path), m.path];
    const clash = names.find((p) => {
      const seen = byKey.get(caseKey(p));
      return seen !== undefined && seen !== p;
    });
    if (clash !== undefined) {
      refused.push({
        path: m.path,
        why: `collides with ${quote(byKey.get(caseKey(clash)))} on a case-insensitive file system`,
      });
      continue;
    }
    for (const p of names) byKey.set(caseKey(p), p);
    if (dir !== '') chains.add(dir);
    files.push(d.entry);
    total += d.entry.size;
  }
  if (total > limits.maxBytes) {
    throw new CiStateError(
      'snapshot_too_large',
      `snapshot of ${total} bytes is over the cap of ${limits.maxBytes}: narrow the globs`,
      1,
    );
  }
  files.sort((a, b) => compareUtf8(a.path, b.path));
  if (cache && options.gitChangedOnly)
    await cache.save(true); // unchanged files were not looked at
  else if (cache) {
    // Entries of files under these globs that were not seen are gone (or now excluded); those of
    // other checkpoints' files are kept.
    const prefix = `${realRoot}${sep}`;
    const inside = new Map<string, string>(); // relative (posix) -> the cache's absolute path
    for (const p of cache.unseen()) {
      if (p.startsWith(prefix)) inside.set(p.slice(prefix.length).split(sep).join('/'), p);
    }
    const gone = new Set<string>();
    for (const rel of await matchPaths([...inside.keys()], globs)) gone.add(inside.get(rel)!);
    await cache.save((p) => !gone.has(p));
  }
  const result: CollectResult = {
    root: realRoot,
    globs: [...globs],
    exclude,
    files,
    excluded,
    refused,
    stats,
  };
  if (git) result.git = git;
  return result;
}
