/**
 * An advisory lock file, so parallel ci-state processes on one machine never lose an update. Not
 * `proper-lockfile`: it calls a lock stale by its mtime alone, so a slow holder loses its lock and
 * a dead one is waited for. Here a lock is stale only when its holder is provably gone.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { hostname } from 'node:os';
import { CiStateError } from '../core/errors.js';
import { tempPathFor } from './atomic.js';
import { errnoCode, fsError, isProcessAlive } from './fs-util.js';
import {
  NO_LINK,
  removeQuietly,
  retire,
  viaHolderFile,
  type HolderFile,
} from './lock-holder-files.js';

export interface LockOptions {
  /**
   * How long one holder may keep the lock while this process waits for it; the wait as a whole is
   * unbounded while the lock keeps changing hands. Default: CI_STATE_LOCK_TIMEOUT, else 5 min.
   */
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

/** How long one holder may keep a lock that others wait for, when nothing else is said. */
export const DEFAULT_LOCK_TIMEOUT_MS = 5 * 60_000;

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * CI_STATE_LOCK_TIMEOUT in ms: seconds (`300`) or a number and a unit (`500ms`, `90s`, `10m`,
 * `1h`). Undefined when unset or empty; anything else that is not a positive duration is a
 * one-line error.
 */
export function lockTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const text = env.CI_STATE_LOCK_TIMEOUT?.trim();
  if (!text) return undefined;
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/i.exec(text);
  const ms = m ? Math.round(Number(m[1]) * DURATION_UNITS[(m[2] ?? 's').toLowerCase()]!) : 0;
  if (!(ms > 0)) {
    throw new CiStateError(
      'invalid_input',
      `CI_STATE_LOCK_TIMEOUT "${text}" is not a duration: use seconds (300) or a number and a unit (500ms, 90s, 10m, 1h)`,
    );
  }
  return ms;
}

function formatMs(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

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

function newHolder(): LockHolder {
  return {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  };
}

/** A lock taken: its holder record, and the holder file linked as the lock, if one was. */
interface Taken {
  holder: LockHolder;
  file?: HolderFile;
}

/**
 * Create the lock file exclusively. Returns what was taken, or undefined if the lock exists.
 * With `reuse`, through this process's holder file for the lock (see the header).
 */
function tryCreate(path: string, reuse = false): Taken | undefined {
  const holder = newHolder();
  const text = JSON.stringify(holder);
  if (reuse) {
    const via = viaHolderFile(path, text);
    if (via === 'held') return undefined;
    if (via) return { holder, file: via };
  }
  // The holder is written to a temp file first and linked into place, so the lock file never
  // exists without its holder: a process killed between creating and writing it would otherwise
  // leave an empty lock that every other process has to wait `corruptStaleMs` for.
  const temp = tempPathFor(path);
  try {
    fs.writeFileSync(temp, text, { flag: 'wx', mode: 0o644 });
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
  if (linked) return { holder };
  return createInPlace(path, holder) ? { holder } : undefined;
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
  const stealer = tryCreate(stealPath)?.holder;
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

/**
 * Remove the lock file if it still holds `token`. Returns false if it was not ours any more. The
 * holder file it was taken through is free again, or given up if anything was off.
 */
function releaseFile(path: string, token: string, file?: HolderFile): boolean {
  let text: string;
  try {
    text = fs.readFileSync(path, 'utf8');
  } catch (err) {
    if (file) retire(file);
    if (errnoCode(err) === 'ENOENT') return false;
    throw fsError('read the lock', path, err);
  }
  if (parseHolder(text)?.token !== token) {
    if (file) retire(file);
    return false;
  }
  try {
    fs.unlinkSync(path);
  } catch (err) {
    if (errnoCode(err) !== 'ENOENT') {
      if (file) retire(file);
      throw fsError('release the lock', path, err);
    }
  }
  if (file) file.busy = false;
  return true;
}

function handleFor(path: string, taken: Taken, options: LockOptions): LockHandle {
  const { holder, file } = taken;
  let released = false;
  return {
    path,
    token: holder.token,
    async release() {
      if (released) return;
      released = true;
      if (!releaseFile(path, holder.token, file)) {
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
    const taken = tryCreate(path, true);
    if (taken) return { handle: handleFor(path, taken, options) };
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

/**
 * Take the lock, waiting with jittered backoff. Gives up only when the lock has been held by the
 * same holder (the same file content) for `timeoutMs` while waiting: a lock that changes hands, or
 * is found free and taken by someone else first, starts the count again.
 *
 * The lock file holds `{pid, host, startedAt, token}`, written aside and hard-linked into place
 * (through this process's holder file, lock-holder-files.ts), so it never exists empty; where hard
 * links are not supported it is created with O_EXCL, then written. A lock whose holder on this host
 * is dead is stolen, with a warning; an empty or unparsable one once older than `corruptStaleMs`.
 * Stealing happens under a short-lived `<lock>.steal` lock, after reading the stale file again, so
 * two waiters never both steal nor remove a fresh lock. Release removes the file only if it still
 * holds our token. Taking and releasing a free lock are synchronous calls; waiting is not.
 */
export async function acquireLock(path: string, options: LockOptions = {}): Promise<LockHandle> {
  const timeoutMs = options.timeoutMs ?? lockTimeoutFromEnv() ?? DEFAULT_LOCK_TIMEOUT_MS;
  let delay = MIN_DELAY_MS;
  let last: string | undefined; // the lock's content when last seen held
  let since = Date.now(); // when it was first seen with that content
  for (;;) {
    const { handle, seen } = attempt(path, options);
    if (handle) return handle;
    const now = Date.now();
    if (seen === undefined || seen !== last) {
      last = seen;
      since = now;
    } else if (now - since >= timeoutMs) {
      const holder = parseHolder(seen);
      const who = holder
        ? `process ${holder.pid} on ${holder.host} since ${holder.startedAt}`
        : 'another process';
      const knob = options.timeoutMs === undefined ? ' (CI_STATE_LOCK_TIMEOUT sets how long)' : '';
      throw new CiStateError(
        'lock_timeout',
        `timed out waiting for the lock ${path}, held by ${who}: not released for ${formatMs(timeoutMs)}${knob}`,
        { exitCode: 1 },
      );
    }
    const jittered = delay / 2 + (Math.random() * delay) / 2;
    await new Promise((r) =>
      setTimeout(r, Math.min(jittered, Math.max(0, since + timeoutMs - now))),
    );
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
