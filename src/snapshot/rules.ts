/**
 * The rules a snapshot path must follow (`pathProblem`), checked on every manifest before anything
 * is written, whoever wrote it; and the default exclusions.
 */

/** Directories never snapshotted (any path segment, compared case-insensitively). */
export const EXCLUDED_DIRS: readonly string[] = [
  '.git',
  '.ci-state',
  // Where the job's persistence process stages what it uploads (github/keys.ts), meanwhile.
  '.ci-state-transfer',
  '.ssh',
  '.aws',
  '.gnupg',
  '.azure',
  '.kube',
  '.docker',
];

/** File names never snapshotted unless allowed, as [test, description]. */
const EXCLUDED_FILES: ReadonlyArray<[(name: string) => boolean, string]> = [
  [(n) => n.startsWith('.env'), 'environment file (.env*)'],
  [(n) => /\.(pem|key|p12|pfx|jks|keystore|kdbx)$/.test(n), 'private key or keystore'],
  [(n) => /^id_(rsa|dsa|ecdsa|ed25519)/.test(n), 'SSH private key'],
  [
    (n) =>
      [
        '.npmrc',
        '.netrc',
        '_netrc',
        '.pypirc',
        '.pgpass',
        '.git-credentials',
        '.htpasswd',
        '.dockercfg',
        '.vault-token',
      ].includes(n),
    'credential file',
  ],
  [(n) => n.startsWith('credentials'), 'credential file (credentials*)'],
];

/** Whether a directory named `name` is one of EXCLUDED_DIRS: a walk never goes into it. */
export function isExcludedDirName(name: string): boolean {
  return EXCLUDED_DIRS.includes(name.toLowerCase());
}

/** Ignore patterns for the paths inside EXCLUDED_DIRS, for matching paths that are not walked. */
export function excludedDirPatterns(): string[] {
  return EXCLUDED_DIRS.flatMap((d) => [`**/${d}/*`, `**/${d}/*/**`]);
}

/** Why a directory named `seg` (and all under it) is excluded by default, or undefined. */
function dirRule(seg: string): string | undefined {
  return isExcludedDirName(seg) ? `excluded by default: inside ${seg}/` : undefined;
}

/** Why a file or link named `name` is excluded by default, or undefined. */
function fileRule(name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [test, what] of EXCLUDED_FILES) {
    if (test(lower)) return `excluded by default: ${what}`;
  }
  return undefined;
}

/** What a path's directory says of everything under it, worked out from its segments. */
interface DirFacts {
  /** Why it is excluded by default (an excluded directory among its segments). */
  rule: string | undefined;
  /** What is wrong with one of its segments. */
  problem: string | undefined;
  /** Whether one of its segments is `.git`. */
  git: boolean;
}

/** The facts of directory `dir` ('' for the root: none). */
function dirFacts(dir: string): DirFacts {
  const d: DirFacts = { rule: undefined, problem: undefined, git: false };
  if (dir === '') return d;
  for (const s of dir.split('/')) {
    d.rule ??= dirRule(s);
    d.problem ??= segmentProblem(s);
    d.git ||= isGitSegment(s);
  }
  return d;
}

/** Where `path` is split into its directory (none: '') and name. */
function splitPath(path: string): [string, string] {
  const i = path.lastIndexOf('/');
  return i < 0 ? ['', path] : [path.slice(0, i), path.slice(i + 1)];
}

function isGitSegment(s: string): boolean {
  return s.toLowerCase() === '.git';
}

const MAX_PATH = 4096;
const MAX_SEGMENT_BYTES = 255;

/** What is wrong with `path` as a whole (its length, characters, anchoring), or undefined. */
function wholePathProblem(path: string): string | undefined {
  if (path === '') return 'the path is empty';
  if (path.length > MAX_PATH) return `the path is longer than ${MAX_PATH} characters`;
  if (path.includes('\0')) return 'the path contains a NUL byte';
  if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path)) {
    return 'the path is absolute';
  }
  if (path.includes('\\')) return 'the path contains a backslash';
  return undefined;
}

/** What is wrong with one segment of a path, or undefined. */
function segmentProblem(s: string): string | undefined {
  if (s === '..') return 'the path contains a ".." segment';
  if (s === '' || s === '.') return 'the path has an empty or "." segment';
  if (s.length * 3 > MAX_SEGMENT_BYTES && Buffer.byteLength(s, 'utf8') > MAX_SEGMENT_BYTES) {
    return `a path segment is longer than ${MAX_SEGMENT_BYTES} bytes`;
  }
  return undefined;
}

const IN_GIT = 'the path is inside a .git directory';

/** The rules below, for a path split into the facts of its directory and its name. */
function exclusionIn(parent: DirFacts, name: string, dir: boolean): string | undefined {
  return parent.rule ?? (dir ? dirRule(name) : fileRule(name));
}

function forbiddenIn(parent: DirFacts, name: string): boolean {
  return parent.git || isGitSegment(name);
}

function problemIn(path: string, parent: DirFacts, name: string): string | undefined {
  const bad = wholePathProblem(path) ?? parent.problem ?? segmentProblem(name);
  if (bad) return bad;
  return forbiddenIn(parent, name) ? IN_GIT : undefined;
}

/**
 * Why a path is excluded by default, or undefined. `dir` says whether the path is a directory
 * (file-name rules apply to files and symbolic links only).
 */
export function defaultExclusion(path: string, dir: boolean): string | undefined {
  const [parent, name] = splitPath(path);
  return exclusionIn(dirFacts(parent), name, dir);
}

/** Directories that are excluded even when allowed (their content is never ours to restore). */
export function isForbiddenDir(path: string): boolean {
  const [parent, name] = splitPath(path);
  return forbiddenIn(dirFacts(parent), name);
}

/**
 * Why `path` is not an acceptable manifest path, or undefined when it is. A manifest path is a
 * posix path relative to the snapshot root: not empty, not absolute (no leading `/` or `\`, no
 * drive letter), no `.`, `..` or empty segments, no NUL byte, no backslash (a separator on
 * Windows), at most 4096 characters and 255 bytes per segment, and never inside a `.git`
 * directory (a restored hook would run code).
 */
export function pathProblem(path: unknown): string | undefined {
  if (typeof path !== 'string') return 'the path is not a string';
  const [parent, name] = splitPath(path);
  return problemIn(path, dirFacts(parent), name);
}

/**
 * `defaultExclusion`, `isForbiddenDir` and `pathProblem` for the many paths of one walk, which
 * share few directories: the facts of each directory are worked out once.
 */
export class PathRules {
  private readonly dirs = new Map<string, DirFacts>();

  private facts(dir: string): DirFacts {
    let d = this.dirs.get(dir);
    if (!d) this.dirs.set(dir, (d = dirFacts(dir)));
    return d;
  }

  /** `defaultExclusion(path, dir)`. */
  exclusion(path: string, dir: boolean): string | undefined {
    const [parent, name] = splitPath(path);
    return exclusionIn(this.facts(parent), name, dir);
  }

  /** `isForbiddenDir(path)`. */
  forbidden(path: string): boolean {
    const [parent, name] = splitPath(path);
    return forbiddenIn(this.facts(parent), name);
  }

  /** `pathProblem(path)`. */
  problem(path: string): string | undefined {
    const [parent, name] = splitPath(path);
    return problemIn(path, this.facts(parent), name);
  }
}

/** The key under which two names collide on a case-insensitive, normalising file system. */
export function caseKey(path: string): string {
  return path.normalize('NFC').toLowerCase();
}

/** `a/b/c` -> [`a`, `a/b`]. */
export function parentsOf(path: string): string[] {
  const out: string[] = [];
  for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1))
    out.push(path.slice(0, i));
  return out;
}

/** Why a symbolic link at `path` with `target` is refused, or undefined (target stays inside). */
export function linkTargetProblem(path: string, target: string): string | undefined {
  if (target === '') return 'the link target is empty';
  if (target.includes('\0')) return 'the link target contains a NUL byte';
  if (target.length > MAX_PATH) return `the link target is longer than ${MAX_PATH} characters`;
  if (target.startsWith('/') || target.startsWith('\\') || /^[A-Za-z]:/.test(target)) {
    return `the link points to an absolute path (${target})`;
  }
  if (target.includes('\\')) return 'the link target contains a backslash';
  // Resolve lexically from the link's directory; it must stay inside the root.
  const stack = path.split('/').slice(0, -1);
  for (const s of target.split('/')) {
    if (s === '' || s === '.') continue;
    if (s === '..') {
      if (stack.length === 0) return `the link points outside the root (${target})`;
      stack.pop();
    } else stack.push(s);
  }
  if (isForbiddenDir(stack.join('/'))) return 'the link points into a .git directory';
  return undefined;
}
