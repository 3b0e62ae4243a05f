/**
 * Writing inside a root without ever leaving it (`SafeRoot`): every parent is checked from the
 * root down, files are created where nothing is or go through a temp file and a rename, links and
 * FIFOs are replaced and never written through. The rules and the threat model are in docs/checkpoints.md, "Safety rules of a
 * restore".
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants as C,
  fchmodSync,
  fstatSync,
  lstatSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  writeSync,
  type BigIntStats,
  type Stats,
} from 'node:fs';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { quote } from '../core/errors.js';
import { parentsOf } from './rules.js';

/** A refusal or failure about one path: its message is one line naming the path. */
export class PathRefused extends Error {
  override readonly name = 'PathRefused';
  readonly path: string;
  constructor(path: string, message: string) {
    super(message);
    this.path = path;
  }
}

export type Inspection =
  { kind: 'missing' } | { kind: 'present'; stat: Stats } | { kind: 'blocked'; why: string };

const NOFOLLOW = C.O_NOFOLLOW ?? 0;
/**
 * Content already in memory is written with synchronous calls: a trip through the thread pool per
 * call (open, write, chmod, close) costs more than the overlap of the writes saves (restoring 400
 * files of 64–192 KiB took ~25% less so; docs/performance.md, figure 4). Content that streams in
 * (a large blob, verified as it is read) is written through the pool.
 */
let syncWrites = 0;
const NONBLOCK = C.O_NONBLOCK ?? 0;
const DIRECTORY = C.O_DIRECTORY ?? 0;
/**
 * The system's realpath(3) (Node's own makes an lstat and a Stats object per path component); Node's
 * on Windows.
 */
const realpathNow = process.platform === 'win32' ? realpathSync : realpathSync.native;

function code(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}

/**
 * Writes `chunks` through `fd` (a file just created with `mode`) and closes it; `path` is removed if
 * any of it fails. The mode is set again only when the umask took bits off. Returns the file's
 * stats as written.
 */
function fillSync(fd: number, path: string, chunks: Uint8Array[], mode: number): BigIntStats {
  let ok = false;
  try {
    for (const chunk of chunks) {
      let off = 0;
      while (off < chunk.length) off += writeSync(fd, chunk, off, chunk.length - off);
    }
    let st = fstatSync(fd, { bigint: true });
    if (Number(st.mode & 0o777n) !== (mode & 0o777)) {
      fchmodSync(fd, mode & 0o777);
      st = fstatSync(fd, { bigint: true });
    }
    ok = true;
    return st;
  } finally {
    closeSync(fd);
    if (!ok) rmSync(path, { force: true });
  }
}

function describe(st: Stats): string {
  if (st.isSymbolicLink()) return 'a symbolic link (not followed)';
  if (st.isFile()) return 'a file, not a directory';
  if (st.isFIFO()) return 'a FIFO, not a directory';
  if (st.isSocket()) return 'a socket, not a directory';
  if (st.isBlockDevice() || st.isCharacterDevice()) return 'a device, not a directory';
  return 'not a directory';
}

/**
 * A root that writes never leave. Every path handed to it has passed `pathProblem` (relative, no
 * `..`, no NUL). On top of that, before anything is written below a directory, each parent is
 * looked at with `lstat` from the root down: it must be a real directory (a symbolic link, a file,
 * a FIFO or a device in its place is refused, never followed nor removed) and its real path must
 * be exactly where it is expected inside the real root. Missing parents are created one at a time,
 * and checked the same way. Content in memory (verified) is created at the entry's path with
 * `O_CREAT | O_EXCL | O_NOFOLLOW` where nothing is there; otherwise files are written to a temp
 * file opened that way in the target directory, and renamed over the entry: an existing link, hard
 * link or FIFO at the entry's path is replaced, never written through. Modes are set
 * through a handle opened with `O_NOFOLLOW`, and only the permission bits (0777) are ever applied.
 *
 * The threat is hostile data (a manifest, a pack, links planted in the workspace before a restore),
 * not a process racing the restore: the checks are repeated right before each rename, but Node has
 * no `openat`, so a concurrent attacker with write access to the workspace is out of scope.
 */
export class SafeRoot {
  /** Relative directories known to be real directories inside the root. */
  private readonly verified = new Set<string>(['']);
  /** Directories whose real path was checked again in this turn of the event loop. */
  private readonly rechecked = new Set<string>();
  private readonly tempPrefix = randomBytes(8).toString('hex');
  private temps = 0;

  /** The real path of the root (symbolic links in the path resolved once, at open). */
  readonly real: string;

  private constructor(real: string) {
    this.real = real;
  }

  /** Opens a root (created when missing and `create` is set). */
  static async open(root: string, create: boolean): Promise<SafeRoot> {
    if (create) await fs.mkdir(root, { recursive: true });
    const real = await fs.realpath(root);
    const st = await fs.stat(real);
    if (!st.isDirectory()) throw new Error(`${root} is not a directory`);
    return new SafeRoot(real);
  }

  abs(rel: string): string {
    return rel === '' ? this.real : join(this.real, ...rel.split('/'));
  }

  /**
   * What is at `rel` now, without changing anything; `blocked` when a parent is not a directory.
   * Synchronous `lstat` calls: a restore inspects every entry, mostly under a directory that is not
   * there yet, and a trip through the thread pool (and a thrown ENOENT) per call cost far more than
   * the call itself.
   */
  async inspect(rel: string): Promise<Inspection> {
    for (const p of parentsOf(rel)) {
      if (this.verified.has(p)) continue;
      let st: Stats | undefined;
      try {
        st = lstatSync(this.abs(p), { throwIfNoEntry: false });
      } catch (err) {
        if (code(err) === 'ENOTDIR')
          return { kind: 'blocked', why: `a parent of ${quote(p)} is not a directory` };
        throw err;
      }
      if (st === undefined) return { kind: 'missing' };
      if (!st.isDirectory()) return { kind: 'blocked', why: `${quote(p)} is ${describe(st)}` };
      this.verified.add(p);
    }
    const st = lstatSync(this.abs(rel), { throwIfNoEntry: false });
    return st === undefined ? { kind: 'missing' } : { kind: 'present', stat: st };
  }

  /** Creates the missing parents of `rel` one by one; refuses any that is not a real directory. */
  async ensureParents(rel: string): Promise<void> {
    for (const p of parentsOf(rel)) {
      if (this.verified.has(p)) continue;
      await this.ensureRealDir(rel, p);
    }
  }

  private async ensureRealDir(rel: string, p: string, mode = 0o755): Promise<void> {
    const abs = this.abs(p);
    let st: Stats | undefined;
    try {
      st = await fs.lstat(abs);
    } catch (err) {
      if (code(err) !== 'ENOENT') throw err;
    }
    if (st === undefined) {
      try {
        await fs.mkdir(abs, mode);
      } catch (err) {
        if (code(err) !== 'EEXIST') throw err;
      }
      st = await fs.lstat(abs);
    }
    if (!st.isDirectory()) {
      throw new PathRefused(rel, `refusing ${quote(rel)}: ${quote(p)} is ${describe(st)}`);
    }
    const real = await fs.realpath(abs);
    if (real !== abs) {
      throw new PathRefused(
        rel,
        `refusing ${quote(rel)}: ${quote(p)} resolves to ${quote(real)}, not inside the root as expected`,
      );
    }
    this.verified.add(p);
  }

  /** Makes `rel` a real directory (replacing whatever else is at that path). */
  async ensureDir(rel: string): Promise<void> {
    await this.ensureParents(rel);
    const abs = this.abs(rel);
    try {
      const st = await fs.lstat(abs);
      if (!st.isDirectory()) await fs.unlink(abs);
    } catch (err) {
      if (code(err) !== 'ENOENT') throw err;
    }
    await this.ensureRealDir(rel, rel);
  }

  /**
   * Moves the temp file or link `temp` to `rel`: the parent is checked again right before (it must
   * still be where it should be), then a rename, which replaces a file or link at `rel`; a
   * directory there is removed whole and the rename made again. The temp is removed when any of it
   * fails. Synchronous: a few cheap calls back to back.
   */
  private place(rel: string, temp: string): void {
    try {
      this.recheckParent(rel);
      try {
        renameSync(temp, this.abs(rel));
      } catch (err) {
        // A directory in the way (rename(2) refuses to replace one with a file or link).
        if (!lstatSync(this.abs(rel), { throwIfNoEntry: false })?.isDirectory()) throw err;
        rmSync(this.abs(rel), { recursive: true, force: true });
        this.forget(rel);
        renameSync(temp, this.abs(rel));
      }
    } catch (err) {
      rmSync(temp, { force: true });
      throw err;
    }
  }

  /**
   * Refuses `rel` when its directory is no longer where it should be (a link swapped in). Once per
   * directory in a turn of the event loop: the files of one directory written back to back share
   * the check (a `readlink` per path component each otherwise).
   */
  private recheckParent(rel: string): void {
    const parent = rel.slice(0, Math.max(0, rel.lastIndexOf('/')));
    if (this.rechecked.has(parent)) return;
    const abs = this.abs(parent);
    if (realpathNow(abs) !== abs) {
      this.verified.delete(parent);
      throw new PathRefused(rel, `refusing ${quote(rel)}: its directory moved outside the root`);
    }
    if (this.rechecked.size === 0) setImmediate(() => this.rechecked.clear());
    this.rechecked.add(parent);
  }

  private forget(rel: string): void {
    this.rechecked.clear();
    for (const v of this.verified)
      if (v === rel || v.startsWith(`${rel}/`)) this.verified.delete(v);
  }

  /**
   * A temp name in the directory of `rel`: a random part drawn once per root (not guessable, so it
   * cannot be planted in advance; a clash only fails the O_EXCL open) and a counter.
   */
  private tempName(rel: string): string {
    const parents = parentsOf(rel);
    return this.abs(
      [
        ...(parents.length ? [parents[parents.length - 1] as string] : []),
        `.ci-state-${this.tempPrefix}-${(this.temps++).toString(36)}.tmp`,
      ].join('/'),
    );
  }

  /**
   * Writes `chunks` to `rel` through a temp file and a rename. If the iteration throws (a blob
   * that fails verification), the temp file is removed and `rel` is left as it was. Returns the
   * file's stats when the file was created in place (they are final then), else undefined.
   */
  async writeFile(
    rel: string,
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    mode: number,
  ): Promise<BigIntStats | undefined> {
    await this.ensureParents(rel);
    if (Array.isArray(chunks)) {
      // In memory already: the same steps with synchronous calls, each of which costs less than a
      // trip through the thread pool. The event loop gets a turn every 64 files.
      if (++syncWrites % 64 === 0) await new Promise((r) => setImmediate(r));
      return this.writeNow(rel, chunks as Uint8Array[], mode);
    }
    const temp = this.tempName(rel);
    const fh = await fs.open(temp, C.O_WRONLY | C.O_CREAT | C.O_EXCL | NOFOLLOW, 0o600);
    let ok = false;
    try {
      for await (const chunk of chunks) {
        let off = 0;
        while (off < chunk.length) {
          const { bytesWritten } = await fh.write(chunk, off, chunk.length - off);
          off += bytesWritten;
        }
      }
      await fh.chmod(mode & 0o777);
      ok = true;
    } finally {
      await fh.close().catch(() => undefined);
      if (!ok) await fs.rm(temp, { force: true });
    }
    this.place(rel, temp);
    return undefined;
  }

  /**
   * `writeFile` for content in memory (verified already). Where nothing is at `rel` (a restore's
   * usual case), the file is created there directly, `O_CREAT | O_EXCL | O_NOFOLLOW` after the
   * parent's re-check, which can neither follow nor open anything that is there; a partial file is
   * removed when a write fails. Otherwise (`EEXIST`): temp file, mode, parent re-checked, rename.
   * The rename and its temp name cost a restore of many small files about a quarter of its time.
   */
  private writeNow(rel: string, chunks: Uint8Array[], mode: number): BigIntStats | undefined {
    const created = this.createNow(rel, chunks, mode);
    if (created) return created;
    const temp = this.tempName(rel);
    fillSync(
      openSync(temp, C.O_WRONLY | C.O_CREAT | C.O_EXCL | NOFOLLOW, mode & 0o777),
      temp,
      chunks,
      mode,
    );
    this.place(rel, temp);
    return undefined;
  }

  /** Writes `chunks` to a new file at `rel`: its stats, or undefined when something is there. */
  private createNow(rel: string, chunks: Uint8Array[], mode: number): BigIntStats | undefined {
    this.recheckParent(rel);
    const abs = this.abs(rel);
    let fd: number;
    try {
      fd = openSync(abs, C.O_WRONLY | C.O_CREAT | C.O_EXCL | NOFOLLOW, mode & 0o777);
    } catch (err) {
      if (code(err) === 'EEXIST') return undefined;
      throw err;
    }
    return fillSync(fd, abs, chunks, mode);
  }

  /** Creates a symbolic link at `rel` (the target was checked by the caller), replacing the entry. */
  async writeSymlink(rel: string, target: string): Promise<void> {
    await this.ensureParents(rel);
    const temp = this.tempName(rel);
    await fs.symlink(target, temp);
    this.place(rel, temp);
  }

  /** Removes `rel` (a directory with what it holds); links are removed, never followed. */
  async remove(rel: string): Promise<boolean> {
    const state = await this.inspect(rel);
    if (state.kind === 'blocked')
      throw new PathRefused(rel, `not removing ${quote(rel)}: ${state.why}`);
    if (state.kind === 'missing') return false;
    if (state.stat.isDirectory()) {
      await fs.rm(this.abs(rel), { recursive: true, force: true });
      this.forget(rel);
    } else await fs.unlink(this.abs(rel));
    return true;
  }

  /** Removes the directory `rel` if it is empty; true when removed. */
  async removeEmptyDir(rel: string): Promise<boolean> {
    const state = await this.inspect(rel);
    if (state.kind !== 'present' || !state.stat.isDirectory()) return false;
    try {
      await fs.rmdir(this.abs(rel));
      this.forget(rel);
      return true;
    } catch (err) {
      if (code(err) === 'ENOTEMPTY' || code(err) === 'EEXIST') return false;
      throw err;
    }
  }

  /** Sets the permission bits of a file or directory without following a link. */
  async chmod(rel: string, mode: number, dir: boolean): Promise<void> {
    const fh = await fs.open(
      this.abs(rel),
      C.O_RDONLY | NOFOLLOW | NONBLOCK | (dir ? DIRECTORY : 0),
    );
    try {
      const st = await fh.stat();
      if (dir ? !st.isDirectory() : !st.isFile()) {
        throw new PathRefused(rel, `refusing to change the mode of ${quote(rel)}: it changed type`);
      }
      await fh.chmod(mode & 0o777);
    } finally {
      await fh.close();
    }
  }
}
