/** Where the local store keeps what: key and backup names, and the paths of one store directory. */
import { join } from 'node:path';
import { CiStateError } from '../core/errors.js';

/** Scope keys become directory names: no separators, no leading dot, bounded. */
export const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
export const BACKUP_PATTERN = /^(\d{12})\.json$/;

/**
 * Backup names (fixed-width digits) newest first. A plain comparison: `localeCompare` would load
 * the ICU collator on its first call, a noticeable part of every CLI call's start.
 */
function newestFirst(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

/** The backup names among a directory's entries, newest first. */
export function ringOf(names: string[]): string[] {
  return names.filter((n) => BACKUP_PATTERN.test(n)).sort(newestFirst);
}

/** The name of version `seq` in the backup ring. */
export function backupName(seq: number): string {
  return `${String(seq).padStart(12, '0')}.json`;
}

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) {
    throw new CiStateError(
      'invalid_input',
      `invalid state key ${JSON.stringify(key)}: expected 1-128 letters, digits, ".", "_" or "-", starting with a letter or digit`,
    );
  }
}

/**
 * The paths of one store directory:
 *
 *   <dir>/
 *     current                      text: the scope key of the active state (`ci-state run` finds
 *                                  its state without flags)
 *     history.jsonl                one HistoryEntry per line (see history-file.ts), `history.lock`
 *     checkpoints/                 reserved for checkpoint manifests and content-addressed blobs
 *     locks/<key>.lock             per-scope advisory lock (see lock.ts); next to it, the
 *                                  `.<key>.lock.<pid>.<hex>.holder` file a process links as the
 *                                  lock, kept while the process lives
 *     locks/cleanup.lock           store-wide lock of the TTL / cap sweep; `locks/last-cleanup`
 *                                  holds the time of the last sweep
 *     states/<key>/                key = scopeKey(state.scope)
 *       state.json                 the current RunState (durable atomic write)
 *       backups/<seq>.json         the last N committed versions (N = `backups`, default 5),
 *                                  <seq> zero-padded to 12 digits: hard links to the files that
 *                                  were state.json (copies where there are no hard links), so the
 *                                  newest is state.json's own file
 *       journal.jsonl              one JournalEntry {seq, at, ops} per write: RFC 6902 operations
 *                                  from the previous version to this one
 *     states/.trash-*              a state being deleted (renamed first, so deletion is atomic)
 */
export class StorePaths {
  constructor(readonly dir: string) {}

  get statesDir(): string {
    return join(this.dir, 'states');
  }
  get locksDir(): string {
    return join(this.dir, 'locks');
  }
  get currentPath(): string {
    return join(this.dir, 'current');
  }
  /** The time of the last sweep. */
  get stampPath(): string {
    return join(this.locksDir, 'last-cleanup');
  }
  stateDir(key: string): string {
    return join(this.statesDir, key);
  }
  statePath(key: string): string {
    return join(this.stateDir(key), 'state.json');
  }
  backupsDir(key: string): string {
    return join(this.stateDir(key), 'backups');
  }
  journalPath(key: string): string {
    return join(this.stateDir(key), 'journal.jsonl');
  }
  lockPath(key: string): string {
    return join(this.locksDir, `${key}.lock`);
  }
}
