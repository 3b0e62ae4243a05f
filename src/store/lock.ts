/**
 * An advisory lock file, so parallel ci-state processes on one machine never lose an update.
 *
 * Written here rather than taken from `proper-lockfile` because that package decides a lock is
 * stale by its mtime alone (and keeps touching it from a timer): a holder that is merely slow loses
 * its lock, and a holder that died is waited for until the mtime ages out. Here the lock records
 * who holds it, and a lock is stale only when its holder is provably gone:
 *
 *   - the lock file holds `{pid, host, startedAt, token}`; it is written aside and hard-linked into
 *     place (link fails if the lock exists), so it never exists empty; where hard links are not
 *     supported it is created with O_CREAT|O_EXCL, then written;
 *   - a lock held by a dead process on this host (`kill(pid, 0)` fails with ESRCH) is stolen, with
 *     a warning; a live holder, or a holder on another host, is waited for until the timeout;
 *   - an empty or unparsable lock file (its creator died between create and write) is stale once
 *     it is older than `corruptStaleMs`;
 *   - stealing happens under a second, short-lived `<lock>.steal` lock, and the stale file is
 *     re-read there before it is removed, so two waiters can never both steal, nor remove a fresh
 *     lock that a third process created meanwhile;
 *   - release removes the file only if it still holds our token.
 *
 * Taking and releasing a free lock are a handful of small metadata calls, made synchronously: on a
 * busy machine each trip through libuv's thread pool costs more than the call itself, and the
 * store takes a lock on every write. Waiting for a held lock stays asynchronous.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { hostname } from 'node:os';
import { CiStateError } from '../core/errors.js';
import { tempPathFor } from './atomic.js';
import { errnoCode, fsError, isProcessAlive } from './fs-util.js';

export interface LockOptions {
  /** How long to wait for a held lock. Default 10 s. */
  timeoutMs?: number;
  /** Told when a stale lock is removed or a release finds the lock taken over. */
  onWarning?: (message: string) => void;
  /** An empty or corrupt lock file older than this is stale. Default 5 s. */
  corruptStaleMs?: number;
}

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  token: string;
}

export interface LockHandle {
  readonly path: string;
  readonly token: string;
  release(): Promise<void>;
}

const MIN_DELAY_MS = 5;
const MAX_DELAY_MS = 100;

function parseHolder(text: string): LockHolder | undefined {
  try {
    const v = JSON.parse(text) as Partial<LockHolder> | null;
    if (
      v &&
      typeof v.pid === 'number' &&
      typeof v.host === 'string' &&
      typeof v.token === 'string' &&
      typeof v.startedAt === 'string'
    ) {
      return v as LockHolder;
    }
  } catch {
    // fall through: corrupt
  }
  return undefined;
}

function readLock(path: string): { text: string; mtimeMs: number } | undefined {
  try {
    const text = fs.readFileSync(path, 'utf8');
    const stat = fs.statSync(path);
    return { text, mtimeMs: stat.mtimeMs };
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return undefined;
    throw fsError('read the lock', path, err);
  }
}

/** Errors of a file system that cannot make hard links (the lock is then created in place). */
const NO_LINK = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

/** Create the lock file exclusively. Returns the holder record, or undefined if it exists. */
function tryCreate(path: string): LockHolder | undefined {
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  };
  // The holder is written to a temp file first and linked into place, so the lock file never
  // exists without its holder: a process killed between creating and writing it would otherwise
  // leave an empty lock that every other process has to wait `corruptStaleMs` for.
  const temp = tempPathFor(path);
  try {
    fs.writeFileSync(temp, JSON.stringify(holder), { flag: 'wx', mode: 0o644 });
  } catch (err) {
    removeQuietly(temp);
    throw fsError('create the lock', path, err);
  }
  let linked = false;
  try {
    fs.linkSync(temp, path);
    linked = true;
  } catch (err) {
    if (errnoCode(err) === 'EEXIST') return undefined;
    if (!NO_LINK.has(errnoCode(err) ?? '')) throw fsError('create the lock', path, err);
  } finally {
    removeQuietly(temp);
  }
  return linked ? holder : createInPlace(path, holder);
}

function removeQuietly(path: string): void {
  try {
    fs.unlinkSync(path);
  } catch {
    // already gone, or left for the sweep of dead writers' temp files
  }
}

/** Exclusive create, then write (where hard links are not available). */
function createInPlace(path: string, holder: LockHolder): LockHolder | undefined {
  let fd: number;
  try {
    fd = fs.openSync(path, 'wx', 0o644);
  } catch (err) {
    if (errnoCode(err) === 'EEXIST') return undefined;
    throw fsError('create the lock', path, err);
  }
  try {
    fs.writeFileSync(fd, JSON.stringify(holder));
  } catch (err) {
    try {
      fs.closeSync(fd);
    } catch {
      // the write failed already
    }
    removeQuietly(path);
    throw fsError('write the lock', path, err);
  }
  fs.closeSync(fd);
  return holder;
}

/** Why the lock at `path` (read as `seen`) is stale, or undefined if it is not. */
function staleReason(
  path: string,
  seen: { text: string; mtimeMs: number },
  corruptStaleMs: number,
): string | undefined {
  const holder = parseHolder(seen.text);
  if (holder) {
    if (holder.host === hostname() && !isProcessAlive(holder.pid)) {
      return `removed a stale lock at ${path} held by dead process ${holder.pid}`;
    }
    return undefined;
  }
  if (Date.now() - seen.mtimeMs > corruptStaleMs) {
    return `removed a stale lock at ${path} (empty or corrupt, ${Math.round((Date.now() - seen.mtimeMs) / 1000)} s old)`;
  }
  return undefined;
}

/**
 * Remove the stale lock seen as `seen`, under the `.steal` lock and only if it is still the same
 * file content. Returns whether it was removed.
 */
function steal(
  path: string,
  seen: { text: string; mtimeMs: number },
  corruptStaleMs: number,
): boolean {
  const stealPath = `${path}.steal`;
  const stealer = tryCreate(stealPath);
  if (!stealer) {
    // Another process is stealing. If it died doing so, its steal lock is stale too.
    const other = readLock(stealPath);
    if (other && staleReason(stealPath, other, corruptStaleMs)) removeQuietly(stealPath);
    return false;
  }
  try {
    const again = readLock(path);
    if (!again || again.text !== seen.text || again.mtimeMs !== seen.mtimeMs) return false;
    try {
      fs.unlinkSync(path);
    } catch (err) {
      if (errnoCode(err) !== 'ENOENT') throw fsError('remove the stale lock', path, err);
    }
    return true;
  } finally {
    releaseFile(stealPath, stealer.token);
  }
}

/** Remove the lock file if it still holds `token`. Returns false if it was not ours any more. */
function releaseFile(path: string, token: string): boolean {
  const seen = readLock(path);
  if (!seen || parseHolder(seen.text)?.token !== token) return false;
  try {
    fs.unlinkSync(path);
  } catch (err) {
    if (errnoCode(err) !== 'ENOENT') throw fsError('release the lock', path, err);
  }
  return true;
}

function handleFor(path: string, holder: LockHolder, options: LockOptions): LockHandle {
  let released = false;
  return {
    path,
    token: holder.token,
    async release() {
      if (released) return;
      released = true;
      if (!releaseFile(path, holder.token)) {
        options.onWarning?.(`the lock at ${path} was no longer ours when released`);
      }
    },
  };
}

/**
 * One attempt: take the lock if it is free or stale. Returns undefined when a live process holds
 * it, together with what was seen (for the timeout message).
 */
function attempt(path: string, options: LockOptions): { handle?: LockHandle; seen?: string } {
  const corruptStaleMs = options.corruptStaleMs ?? 5_000;
  for (let i = 0; i < 3; i++) {
    const holder = tryCreate(path);
    if (holder) return { handle: handleFor(path, holder, options) };
    const seen = readLock(path);
    if (!seen) continue; // released between our create and our read: try again at once
    const reason = staleReason(path, seen, corruptStaleMs);
    if (!reason) return { seen: seen.text };
    if (steal(path, seen, corruptStaleMs)) options.onWarning?.(reason);
  }
  return {};
}

/** Take the lock without waiting: undefined if a live process holds it. */
export async function tryAcquireLock(
  path: string,
  options: LockOptions = {},
): Promise<LockHandle | undefined> {
  return attempt(path, options).handle;
}

/** Take the lock, waiting with jittered backoff up to `timeoutMs`. */
export async function acquireLock(path: string, options: LockOptions = {}): Promise<LockHandle> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  let delay = MIN_DELAY_MS;
  for (;;) {
    const { handle, seen } = attempt(path, options);
    if (handle) return handle;
    if (Date.now() >= deadline) {
      const holder = seen === undefined ? undefined : parseHolder(seen);
      const who = holder
        ? `process ${holder.pid} on ${holder.host} since ${holder.startedAt}`
        : 'another process';
      throw new CiStateError(
        'lock_timeout',
        `timed out after ${timeoutMs} ms waiting for the lock ${path}, held by ${who}`,
        { exitCode: 1 },
      );
    }
    const jittered = delay / 2 + (Math.random() * delay) / 2;
    await new Promise((r) => setTimeout(r, Math.min(jittered, Math.max(0, deadline - Date.now()))));
    delay = Math.min(delay * 1.5, MAX_DELAY_MS);
  }
}

/**
 * Run `fn` holding the lock at `lockPath`; the lock is released however `fn` ends. A release that
 * fails is a warning: it neither hides `fn`'s own error nor turns what `fn` did into a failure (the
 * lock is then taken over once this process has ended).
 */
export async function withLock<T>(
  lockPath: string,
  fn: () => Promise<T> | T,
  options: LockOptions = {},
): Promise<T> {
  const handle = await acquireLock(lockPath, options);
  try {
    return await fn();
  } finally {
    await handle.release().catch((err: unknown) => {
      options.onWarning?.(
        `${err instanceof Error ? err.message : String(err)}; it will be taken over once process ${process.pid} has ended`,
      );
    });
  }
}

/** Read who holds the lock at `path`, if anyone (for diagnostics). */
export async function lockHolder(path: string): Promise<LockHolder | undefined> {
  const seen = readLock(path);
  return seen ? parseHolder(seen.text) : undefined;
}
