/**
 * Committing a new version of a state: its checks, the durable write of state.json with its journal
 * entry, and the backup ring.
 */
import * as nodeFs from 'node:fs';
import { dirname, join } from 'node:path';
import { scopeKey } from '../core/canonical.js';
import { CiStateError } from '../core/errors.js';
import { formatIssues } from '../core/paths.js';
import { RunState } from '../core/schema.js';
import { INVALID, validateRunState } from '../core/state-validator.generated.js';
import { tempPathFor } from './atomic.js';
import {
  closeQuietly,
  cutTornTail,
  fsyncFd,
  renameRetrying,
  syncDirectoryFd,
  unlinkQuietly,
  writeAll,
  writeChunks,
} from './fd-io.js';
import { describeFsError, errnoCode, fsError } from './fs-util.js';
import { checkRevision } from './revision.js';
import { backupName, ringOf, type StorePaths } from './store-paths.js';
import { oneLine, stampOf, statStamp, type Known } from './store-shared.js';

/** Errors of a file system that cannot make hard links (backups are then copies). */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK']);

/**
 * The new state a write stores, checked: only what changed when the previous version is known
 * (see revision.ts), else the whole document; it must belong to `key`. Throws a CiStateError
 * (`invalid_state`, `scope_mismatch`) naming what is wrong: nothing is written then.
 */
export function checkProposed(
  key: string,
  current: RunState | undefined,
  proposed: RunState,
): { data: RunState; quick: ReturnType<typeof checkRevision> } {
  const quick = current === undefined ? undefined : checkRevision(current, proposed);
  let data: RunState;
  const fast = quick ? undefined : validateRunState(proposed);
  if (quick) {
    data = quick.state;
  } else if (fast !== INVALID && fast !== undefined) {
    data = fast as RunState;
  } else {
    const checked = RunState.safeParse(proposed);
    if (!checked.success) {
      const issues = formatIssues(checked.error.issues);
      throw new CiStateError(
        'invalid_state',
        `not saved: the new state for ${key} is invalid: ${issues.join('; ')}`,
        { details: issues },
      );
    }
    data = checked.data;
  }
  const owner = scopeKey(data.scope);
  if (owner !== key) {
    throw new CiStateError(
      'scope_mismatch',
      `not saved: the state's scope has key ${owner}, not ${key}`,
    );
  }
  return { data, quick };
}

/** The state a commit writes to, and how. */
export interface CommitTarget {
  paths: StorePaths;
  key: string;
  /** Size of the backup ring. */
  backups: number;
  warn: (message: string) => void;
}

/** Rejects with `cannot <verb> <path>: ...` (for an asynchronous step of a write). */
function failWith(verb: string, path: string, err: unknown): Promise<never> {
  return Promise.reject(fsError(verb, path, err));
}

/** Waits for every promise to settle, then throws the first rejection, if any. */
async function settled(promises: Promise<unknown>[]): Promise<void> {
  for (const result of await Promise.allSettled(promises)) {
    if (result.status === 'rejected') throw result.reason;
  }
}

/**
 * Write the journal entry and state.json: the new state goes to a temp file and the entry is
 * appended to the journal, both fsynced (side by side), then the temp file is renamed over
 * state.json (the commit point) and the directory is fsynced (`durable`, awaited by the caller
 * once the lock is released); meanwhile the new file is linked into the backup ring, which is not
 * fsynced (after a crash it may lack its newest version). Before the rename, any failure removes
 * the temp file and takes the journal entry back. A crash before it may leave an entry for a
 * version never committed: reading the journal drops it (its seq is above the state's, or a later
 * entry reuses its seq). `copy` runs while the fsyncs do: the version to remember.
 */
export async function commitVersion(
  target: CommitTarget,
  seq: number,
  text: readonly Buffer[],
  line: () => Buffer,
  copy: () => RunState,
): Promise<{ known?: Omit<Known, 'fragments'>; durable: Promise<void> }> {
  const { key } = target;
  const dir = target.paths.stateDir(key);
  const statePath = target.paths.statePath(key);
  const journal = target.paths.journalPath(key);
  // The ring before this write, newest first; after it: the new version and the N-1 versions
  // before it. Versions above the new one are from a line given up (a recovery went back past
  // them): they leave too.
  const ring = ringNames(target);
  const name = backupName(seq);
  const before = ring.filter((n) => n < name);
  const leaving = [...ring.filter((n) => n > name), ...before.slice(target.backups - 1)];
  let temp = '';
  let fd: number | undefined;
  let jfd: number | undefined;
  let tempExists = false;
  let entryAt = -1;
  let state: RunState | undefined;
  const syncing: Promise<void>[] = [];
  try {
    try {
      temp = tempPathFor(statePath);
      fd = nodeFs.openSync(temp, 'wx', 0o644);
      tempExists = true;
      writeChunks(fd, text);
      syncing.push(fsyncFd(fd).catch((err: unknown) => failWith('write', statePath, err)));
    } catch (err) {
      throw fsError('write', statePath, err);
    }
    let journalIsNew: boolean;
    try {
      journalIsNew = !nodeFs.existsSync(journal);
      jfd = nodeFs.openSync(journal, 'a+', 0o644);
      entryAt = cutTornTail(jfd, nodeFs.fstatSync(jfd).size);
      writeAll(jfd, line());
      syncing.push(fsyncFd(jfd).catch((err: unknown) => failWith('append to', journal, err)));
    } catch (err) {
      throw fsError('append to', journal, err);
    }
    state = copy();
    await settled(syncing);
    if (journalIsNew) {
      await syncDirectoryFd(dir).catch((err: unknown) => failWith('append to', journal, err));
    }
    try {
      const closing = fd;
      fd = undefined;
      nodeFs.closeSync(closing);
      await renameRetrying(temp, statePath);
      tempExists = false;
    } catch (err) {
      throw fsError('write', statePath, err);
    }
  } catch (err) {
    // An fsync still running on a descriptor must end before the descriptor is closed.
    await Promise.allSettled(syncing);
    closeQuietly(fd);
    if (tempExists) unlinkQuietly(temp);
    if (jfd !== undefined && entryAt >= 0) {
      try {
        nodeFs.ftruncateSync(jfd, entryAt);
      } catch {
        // journal() ignores an entry above the state's seq
      }
    }
    closeQuietly(jfd);
    throw err;
  }
  // Committed. The directory fsync runs while the rest is done.
  const synced = syncDirectoryFd(dir).catch((err: unknown) => {
    throw new CiStateError(
      'store_io',
      `cannot write ${statePath}: ${describeFsError(err)} while syncing its directory; ` +
        'the new content is in place but may not survive a crash',
      { exitCode: 1, cause: err },
    );
  });
  synced.catch(() => undefined); // awaited by the caller, after the lock is released
  addToRing(target, name, text, leaving);
  let known: Omit<Known, 'fragments'> | undefined;
  try {
    const journalStamp = stampOf(nodeFs.fstatSync(jfd as number, { bigint: true }));
    known = {
      key,
      state: state as RunState,
      stateStamp: statStamp(statePath),
      journalStamp,
    };
  } catch {
    // not kept: the next write reads the file again
  }
  closeQuietly(jfd); // the entry is fsynced: a close error loses nothing
  return { known, durable: synced };
}

/** The names in the backup ring, newest first (none if it cannot be read). */
function ringNames(target: CommitTarget): string[] {
  try {
    return ringOf(nodeFs.readdirSync(target.paths.backupsDir(target.key)));
  } catch {
    return [];
  }
}

/**
 * Add the committed version to the backup ring as `name`, a hard link to state.json's file (a
 * copy where the file system has no hard links), and remove `leaving` (the versions that leave
 * the ring). Nothing here is fsynced: the ring is for recovering from a damaged state.json, which
 * the durable write of state.json never leaves behind. (It runs while the directory fsync does.)
 * Failures are warnings.
 */
function addToRing(
  target: CommitTarget,
  name: string,
  text: readonly Buffer[],
  leaving: string[],
): void {
  const dir = target.paths.backupsDir(target.key);
  try {
    linkBackup(target.paths.statePath(target.key), join(dir, name), text);
    for (const old of leaving) {
      try {
        nodeFs.unlinkSync(join(dir, old));
      } catch (err) {
        if (errnoCode(err) !== 'ENOENT') throw fsError('remove', join(dir, old), err);
      }
    }
  } catch (err) {
    target.warn(
      `state ${target.key} was saved, but its backup ring was not updated: ${oneLine(String(err instanceof Error ? err.message : err))}`,
    );
  }
}

/** A hard link at `path` to the file at `from` (replacing `path`), or a copy of `text` there. */
function linkBackup(from: string, path: string, text: readonly Buffer[]): void {
  try {
    try {
      nodeFs.linkSync(from, path);
    } catch (err) {
      if (errnoCode(err) !== 'ENOENT') throw err;
      nodeFs.mkdirSync(dirname(path), { recursive: true }); // backups/ was removed
      nodeFs.linkSync(from, path);
    }
    return;
  } catch (err) {
    const code = errnoCode(err) ?? '';
    if (code !== 'EEXIST' && !NO_HARD_LINKS.has(code)) throw fsError('write', path, err);
    if (code === 'EEXIST') {
      // A backup of the same number from an earlier line of versions (a recovery went back):
      // replaced by a rename, so the name never goes missing.
      const temp = tempPathFor(path);
      try {
        nodeFs.linkSync(from, temp);
        nodeFs.renameSync(temp, path);
        return;
      } catch (again) {
        unlinkQuietly(temp);
        if (!NO_HARD_LINKS.has(errnoCode(again) ?? '')) throw fsError('write', path, again);
      }
    }
  }
  const temp = tempPathFor(path);
  let fd: number | undefined;
  try {
    fd = nodeFs.openSync(temp, 'wx', 0o644);
    writeChunks(fd, text);
    const closing = fd;
    fd = undefined;
    nodeFs.closeSync(closing);
    nodeFs.renameSync(temp, path);
  } catch (err) {
    closeQuietly(fd);
    unlinkQuietly(temp);
    throw fsError('write', path, err);
  }
}
