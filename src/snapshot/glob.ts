/**
 * Glob expansion with tinyglobby, in two flavours that share one set of matching rules: `globTree`
 * walks a real directory, `matchPaths` matches paths that may not exist on disk. Patterns are
 * relative to the root: absolute patterns and `..` segments are refused, so nothing outside the
 * root is ever listed.
 */
import type { Dirent } from 'node:fs';
import * as nodeFs from 'node:fs';
import { join } from 'node:path';
import { glob } from 'tinyglobby';
import { CiStateError, quote } from '../core/errors.js';

/** Refuses globs that could reach outside the root. Returns the patterns unchanged. */
export function checkGlobs(globs: readonly string[], what = 'glob'): string[] {
  for (const g of globs) {
    const body = g.startsWith('!') ? g.slice(1) : g;
    if (typeof g !== 'string' || body.trim() === '') {
      throw new CiStateError('invalid_input', `${what} ${quote(g)} is empty: expected a pattern`);
    }
    if (body.includes('\0')) {
      throw new CiStateError('invalid_input', `${what} ${quote(g)} contains a NUL byte`);
    }
    if (/^[/\\]/.test(body) || /^[A-Za-z]:/.test(body)) {
      throw new CiStateError(
        'invalid_input',
        `${what} ${quote(g)} is absolute: expected a pattern relative to the workspace`,
      );
    }
    if (body.split(/[/\\]/).some((s) => s === '..')) {
      throw new CiStateError(
        'invalid_input',
        `${what} ${quote(g)} contains "..": expected a pattern inside the workspace`,
      );
    }
  }
  return [...globs];
}

const yes = (): boolean => true;
const no = (): boolean => false;

/** A directory entry presented as a leaf: fdir lists it and never descends into it. */
function asLeaf(d: Dirent): Dirent {
  return {
    name: d.name,
    parentPath: d.parentPath,
    isFile: yes,
    isDirectory: no,
    isSymbolicLink: no,
    isFIFO: no,
    isSocket: no,
    isBlockDevice: no,
    isCharacterDevice: no,
  } as unknown as Dirent;
}

type ReaddirCallback = (err: NodeJS.ErrnoException | null, entries?: Dirent[]) => void;

/**
 * The directory listing the walk sees: every entry that is not a real directory is a leaf, and so
 * is a directory `closed` names (its absolute path is added to `closedSeen`).
 */
function leafFs(closed: ((name: string) => boolean) | undefined, closedSeen: Set<string>) {
  const present = (entries: Dirent[]): Dirent[] =>
    entries.map((d) => {
      // A regular file is a leaf as it is (most entries: no copy of them).
      if (d.isFile()) return d;
      if (!d.isDirectory()) return asLeaf(d);
      if (!closed?.(d.name)) return d;
      closedSeen.add(join(d.parentPath, d.name));
      return asLeaf(d);
    });
  return {
    readdir(path: string, options: { withFileTypes: true }, cb: ReaddirCallback): void {
      nodeFs.readdir(path, options, (err, entries) => cb(err, entries && present(entries)));
    },
    readdirSync(path: string, options: { withFileTypes: true }): Dirent[] {
      return present(nodeFs.readdirSync(path, options));
    },
  };
}

/** One match of `globTree`: a posix path relative to the root, and whether it was a directory. */
export interface TreeMatch {
  path: string;
  dir: boolean;
}

/**
 * Entries under `root` matching `globs` (minus `ignore`), sorted, never following links.
 * Directories come without their trailing slash and with `dir: true`. A directory whose name
 * `closed` accepts is listed (when it matches) but not walked into, which costs nothing per file,
 * where an ignore pattern is tested against every path.
 *
 * Symbolic links are reported as entries and never followed, and FIFOs, sockets and devices are
 * reported too (so the caller can refuse them by name) instead of being silently dropped. This is
 * done through tinyglobby's documented `fs` option: the directory listing presents every entry
 * that is not a real directory as a leaf.
 */
export async function globTree(
  root: string,
  globs: readonly string[],
  ignore: readonly string[] = [],
  closed?: (name: string) => boolean,
): Promise<TreeMatch[]> {
  checkGlobs(globs);
  checkGlobs(ignore, 'exclude pattern');
  if (globs.length === 0) return [];
  const closedSeen = new Set<string>();
  const found = await glob([...globs], {
    cwd: root,
    dot: true,
    onlyFiles: false,
    followSymbolicLinks: false,
    ignore: [...ignore],
    fs: leafFs(closed, closedSeen) as never,
  });
  const out: TreeMatch[] = [];
  for (const p of found) {
    const slash = p.endsWith('/');
    const path = slash ? p.slice(0, -1) : p;
    // tinyglobby only lists what is under cwd for relative patterns; keep the guard anyway.
    if (path === '' || path === '.' || path.startsWith('../') || path.startsWith('/')) continue;
    out.push({ path, dir: slash || (closedSeen.size > 0 && closedSeen.has(join(root, path))) });
  }
  out.sort((a, b) => compareUtf8(a.path, b.path));
  return out;
}

const VIRTUAL_ROOT = '/__ci_state_virtual__';

/**
 * Which of `paths` (posix, relative; a trailing `/` marks a directory) match `globs` minus
 * `ignore`. The file system is not touched: for paths that may not exist on disk (deleted files
 * reported by git, manifest entries), tinyglobby walks a virtual tree built from the paths. Using
 * the same engine as `globTree` keeps the semantics identical (dot files match `*`, a directory
 * name matches what is under it, braces, extglobs).
 */
export async function matchPaths(
  paths: readonly string[],
  globs: readonly string[],
  ignore: readonly string[] = [],
): Promise<Set<string>> {
  checkGlobs(globs);
  checkGlobs(ignore, 'exclude pattern');
  if (globs.length === 0 || paths.length === 0) return new Set();
  const tree = new Map<string, Map<string, boolean>>();
  const add = (dir: string, name: string, isDir: boolean): void => {
    let m = tree.get(dir);
    if (!m) tree.set(dir, (m = new Map()));
    if (!m.has(name) || isDir) m.set(name, isDir);
  };
  const wanted = new Set<string>();
  for (const p0 of paths) {
    const isDir = p0.endsWith('/');
    const p = isDir ? p0.slice(0, -1) : p0;
    if (p === '') continue;
    wanted.add(p);
    const segs = p.split('/');
    for (let i = 0; i < segs.length; i++) {
      add(segs.slice(0, i).join('/'), segs[i] as string, i < segs.length - 1 || isDir);
    }
  }
  const rel = (p: string): string | undefined => {
    const s = String(p).replace(/\/+$/, '');
    if (s === VIRTUAL_ROOT) return '';
    return s.startsWith(`${VIRTUAL_ROOT}/`) ? s.slice(VIRTUAL_ROOT.length + 1) : undefined;
  };
  const list = (p: string): Dirent[] => {
    const r = rel(p);
    const m = r === undefined ? undefined : tree.get(r);
    if (!m) return [];
    return [...m].map(
      ([name, isDir]) =>
        ({
          name,
          parentPath: p,
          isFile: () => !isDir,
          isDirectory: () => isDir,
          isSymbolicLink: () => false,
        }) as unknown as Dirent,
    );
  };
  const virtualFs = {
    readdir: (p: string, _o: unknown, cb: ReaddirCallback) => cb(null, list(p)),
    readdirSync: (p: string) => list(p),
    realpath: (p: string, cb: (e: Error | null, r?: string) => void) => cb(null, p),
    realpathSync: (p: string) => p,
    stat: (_p: string, cb: (e: Error) => void) => cb(new Error('virtual tree')),
    statSync: () => {
      throw new Error('virtual tree');
    },
  };
  const found = await glob([...globs], {
    cwd: VIRTUAL_ROOT,
    dot: true,
    onlyFiles: false,
    followSymbolicLinks: false,
    ignore: [...ignore],
    fs: virtualFs as never,
  });
  const out = new Set<string>();
  for (const f of found) {
    const p = f.endsWith('/') ? f.slice(0, -1) : f;
    if (wanted.has(p)) out.add(p);
  }
  return out;
}

const SURROGATE = /[\ud800-\udfff]/;

/** Byte-wise (UTF-8) order, the same on every machine and locale. */
export function compareUtf8(a: string, b: string): number {
  // UTF-16 order is UTF-8 order unless a surrogate pair meets a character from U+E000 up.
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
