/**
 * Durable file replacement (`writeFileDurable`) and the cleanup of temp files dead writers left.
 * Not `write-file-atomic`: it does not fsync the directory after the rename (the rename can be lost
 * on power failure) and has no seam to test each failing step.
 */
import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { CiStateError } from '../core/errors.js';
import { DIR_SYNC_UNSUPPORTED } from './fd-io.js';
import { describeFsError, errnoCode, fsError, isProcessAlive } from './fs-util.js';

/** The part of a `FileHandle` the durable write uses. */
export interface DurableFileHandle {
  writeFile(data: string | Uint8Array): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The file-system calls the durable write makes. `node:fs/promises` is the default; tests pass a
 * wrapper that fails a chosen step, since they run as root and cannot provoke EACCES or ENOSPC.
 */
export interface DurableFs {
  open(path: string, flags: string, mode?: number): Promise<DurableFileHandle>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
}

export interface WriteDurableOptions {
  /** File mode for a new file (before umask). Default 0o644. */
  mode?: number;
  /** File-system seam (tests). Default `node:fs/promises`. */
  fs?: DurableFs;
  /** Platform whose rename quirks apply (tests). Default `process.platform`. */
  platform?: NodeJS.Platform;
}

/** Temp files look like `.<name>.<pid>.<random hex>.tmp`. */
const TEMP_PATTERN = /^\.(.+)\.(\d+)\.([0-9a-f]+)\.tmp$/;
/** A process's holder files (see lock.ts) look like `.<lock name>.<pid>.<random hex>.holder`. */
const HOLDER_PATTERN = /^\.(.+)\.(\d+)\.([0-9a-f]+)\.holder$/;

export function tempPathFor(path: string): string {
  return join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  );
}

/**
 * On Windows a rename over a file that another process (a virus scanner, an indexer, a reader)
 * has open fails with EPERM, EACCES or EBUSY for a moment; retry briefly there, as graceful-fs does.
 */
async function renameWithRetry(
  fs: DurableFs,
  from: string,
  to: string,
  platform: NodeJS.Platform,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fs.rename(from, to);
    } catch (err) {
      const transient = ['EPERM', 'EACCES', 'EBUSY'].includes(errnoCode(err) ?? '');
      if (platform !== 'win32' || !transient || attempt >= 8) throw err;
      await new Promise((r) => setTimeout(r, 10 * attempt));
    }
  }
}

/** fsync a directory so that a rename or a new entry in it is on disk. */
export async function syncDirectory(dir: string, fs: DurableFs = nodeFs): Promise<void> {
  let handle: DurableFileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch (err) {
    if (!DIR_SYNC_UNSUPPORTED.has(errnoCode(err) ?? '')) throw err;
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/**
 * Replace `path` with `data` atomically and durably: open `.<name>.<pid>.<random>.tmp` next to it
 * (O_CREAT|O_EXCL), write, fsync, close, rename over `path`, fsync the directory. A failure before
 * the rename removes the temp file and leaves `path` as it was; a failure of the directory fsync
 * says the new content is in place but its durability is not confirmed. Throws a CiStateError with
 * one line such as `cannot write /x/state.json: no space left on device (ENOSPC)`.
 */
export async function writeFileDurable(
  path: string,
  data: string | Uint8Array,
  options: WriteDurableOptions = {},
): Promise<void> {
  const fs = options.fs ?? nodeFs;
  const temp = tempPathFor(path);
  let handle: DurableFileHandle | undefined;
  let created = false;
  try {
    handle = await fs.open(temp, 'wx', options.mode ?? 0o644);
    created = true;
    await handle.writeFile(data);
    await handle.sync();
    const h = handle;
    handle = undefined;
    await h.close();
    await renameWithRetry(fs, temp, path, options.platform ?? process.platform);
    created = false;
  } catch (err) {
    await handle?.close().catch(() => undefined);
    if (created) await fs.unlink(temp).catch(() => undefined);
    throw fsError('write', path, err);
  }
  try {
    await syncDirectory(dirname(path), fs);
  } catch (err) {
    throw new CiStateError(
      'store_io',
      `cannot write ${path}: ${describeFsError(err)} while syncing its directory; ` +
        'the new content is in place but may not survive a crash',
      { exitCode: 1, cause: err },
    );
  }
}

export interface CleanupTempOptions {
  /** Temp files older than this are removed whoever wrote them. Default 5 minutes. */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * Remove leftover temp files in `dir` (not recursive): those whose writer process is dead, and any
 * `*.tmp` older than `maxAgeMs` (a durable write takes milliseconds, not minutes); and the holder
 * files of dead processes (lock.ts; a live process keeps its own as long as it runs). Returns the
 * removed paths. A missing directory has nothing to clean.
 */
export async function cleanupTempFiles(
  dir: string,
  options: CleanupTempOptions = {},
): Promise<string[]> {
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  let names: string[];
  try {
    names = await nodeFs.readdir(dir);
  } catch (err) {
    if (errnoCode(err) === 'ENOENT' || errnoCode(err) === 'ENOTDIR') return [];
    throw fsError('read', dir, err);
  }
  const removed: string[] = [];
  for (const name of names) {
    const holder = HOLDER_PATTERN.exec(name);
    if (!holder && !name.endsWith('.tmp')) continue;
    const path = join(dir, name);
    let stat;
    try {
      stat = await nodeFs.lstat(path);
    } catch {
      continue; // renamed or removed meanwhile
    }
    if (!stat.isFile()) continue;
    const pid = Number((holder ?? TEMP_PATTERN.exec(name))?.[2] ?? NaN);
    const writerGone = Number.isInteger(pid) && pid !== process.pid && !isProcessAlive(pid);
    const old = !holder && now() - stat.mtimeMs > maxAgeMs;
    if (!writerGone && !old) continue;
    try {
      await nodeFs.unlink(path);
      removed.push(path);
    } catch (err) {
      if (errnoCode(err) !== 'ENOENT') throw fsError('remove', path, err);
    }
  }
  return removed;
}
