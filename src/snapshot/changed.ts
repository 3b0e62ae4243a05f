/**
 * What a phase created or changed in the workspace while it ran: the files, links and directories
 * whose status-change time (ctime) is at or after a mark taken just before the command started.
 * ctime is set by the kernel on every write, create, rename, chmod and link, and cannot be set back
 * by a program (unlike mtime, which `cp -p`, `tar` and `touch -d` choose), so a file the phase only
 * read is not taken, and one it restored with an old mtime is. The mark is a file created in the
 * store and read back with lstat, so it comes from the same clock as the files' times.
 *
 * The walk never enters the default excluded directories (`.git/`, the store, credential folders:
 * see rules.ts) nor the store, wherever it lives, and never follows links.
 */
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  rmSync,
  writeFileSync,
  type BigIntStats,
  type Dirent,
} from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { isExcludedDirName } from './rules.js';

/** A point in the file system's clock, from `markNow`. */
export interface ChangeMark {
  /** ctime of the mark file, in nanoseconds. */
  ctimeNs: bigint;
}

/** Takes a mark: creates a file under `dir`, reads its ctime, removes it. */
export function markNow(dir: string): ChangeMark {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `mark-${process.pid}-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, '');
  try {
    return { ctimeNs: lstatSync(file, { bigint: true }).ctimeNs };
  } finally {
    rmSync(file, { force: true });
  }
}

export interface ChangedFiles {
  /** Relative posix paths of the files and links changed since the mark, in walk order. */
  paths: string[];
  /** Their sizes added up (a link counts its own size). */
  bytes: number;
  /** Entries looked at (files, links and directories). */
  scanned: number;
  /** Each path's stamp at the walk (`stampOf`), in the order of `paths`. */
  stamps: string[];
}

/**
 * What a file's status says about its content: inode, size, mtime and ctime. Any write, rename
 * or replacement changes it (ctime cannot be set back), so content read while the stamp stayed
 * the same is the content the stamp was taken of. Undefined: the entry is gone.
 */
export function stampOf(abs: string): string | undefined {
  const st = lstatSync(abs, { bigint: true, throwIfNoEntry: false });
  return st && stampOfStats(st);
}

function stampOfStats(st: BigIntStats): string {
  return `${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
}

/**
 * Lists what changed under `root` since `mark` (see the module header). `skip`: absolute paths of
 * directories not to enter (the store). Entries that vanish during the walk are left out.
 */
export function changedSince(
  root: string,
  mark: ChangeMark,
  skip: readonly string[] = [],
): ChangedFiles {
  const base = resolve(root);
  const skipped = new Set(skip.map((p) => resolve(p)));
  const paths: string[] = [];
  const stamps: string[] = [];
  let bytes = 0;
  let scanned = 0;
  // Iterative, depth first; relative paths are built once per directory.
  const stack: { abs: string; rel: string }[] = [{ abs: base, rel: '' }];
  while (stack.length > 0) {
    const { abs, rel } = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      continue; // gone, or not readable: nothing of it can be kept
    }
    for (const e of entries) {
      const name = e.name;
      const childAbs = abs + sep + name;
      const childRel = rel === '' ? name : `${rel}/${name}`;
      if (e.isDirectory()) {
        if (isExcludedDirName(name) || skipped.has(childAbs)) continue;
        scanned++;
        stack.push({ abs: childAbs, rel: childRel });
        continue;
      }
      scanned++;
      const st = lstatSync(childAbs, { bigint: true, throwIfNoEntry: false });
      if (!st || st.ctimeNs < mark.ctimeNs) continue;
      paths.push(childRel);
      stamps.push(stampOfStats(st));
      bytes += Number(st.size);
    }
  }
  return { paths, bytes, scanned, stamps };
}

/** `dir` relative to `root` when it lies inside it (for the walk's skip list), else undefined. */
export function insideRoot(root: string, dir: string): string | undefined {
  const rel = relative(resolve(root), resolve(dir));
  return rel === '' || rel.startsWith('..') || resolve(rel) === rel ? undefined : resolve(dir);
}
