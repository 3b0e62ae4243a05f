/**
 * The local history file, `history.jsonl` (the history log of a local store, see src/history/):
 * one HistoryEntry per line, append-only. Appends are serialised by
 * `history.lock` next to the file and land in one write + fsync; reading streams the file, so a
 * long history never has to fit in memory, and a torn or invalid line is dropped and counted,
 * never fatal.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { HistoryEntry } from '../core/schema.js';
import { CiStateError } from '../core/errors.js';
import { parseHistoryEntry } from '../core/documents.js';
import { formatIssues } from '../core/paths.js';
import { fsError } from './fs-util.js';
import { appendJsonLines, readJsonLines, type JsonLinesStats } from './jsonl.js';
import { withLock, type LockOptions } from './lock.js';

export const HISTORY_FILE = 'history.jsonl';
export const HISTORY_LOCK = 'history.lock';

export interface AppendHistoryResult {
  appended: number;
  /** Bytes of a torn last line removed before appending (0 if the file was whole). */
  repairedBytes: number;
}

/**
 * Append entries to `<dir>/history.jsonl`. Every entry is validated first: if one is invalid,
 * nothing is written. A torn tail left by a killed writer is cut off first (and reported through
 * `onWarning`).
 */
export async function appendHistory(
  dir: string,
  entries: HistoryEntry[],
  options: LockOptions = {},
): Promise<AppendHistoryResult> {
  const lines = entries.map((entry, i) => {
    const r = HistoryEntry.safeParse(entry);
    if (!r.success) {
      const issues = formatIssues(r.error.issues);
      throw new CiStateError(
        'invalid_input',
        `history entry ${i + 1} is invalid: ${issues.join('; ')}`,
        { details: issues },
      );
    }
    return JSON.stringify(r.data);
  });
  if (lines.length === 0) return { appended: 0, repairedBytes: 0 };
  await mkdir(dir, { recursive: true }).catch((err: unknown) => {
    throw fsError('create', dir, err);
  });
  const path = join(dir, HISTORY_FILE);
  const { repairedBytes } = await withLock(
    join(dir, HISTORY_LOCK),
    () => appendJsonLines(path, lines),
    options,
  );
  if (repairedBytes > 0) {
    options.onWarning?.(
      `${path} ended with a torn line (${repairedBytes} bytes); removed it before appending`,
    );
  }
  return { appended: lines.length, repairedBytes };
}

export type HistoryReadStats = JsonLinesStats;

/**
 * Stream the entries of a history file. `stats` (skipped lines, torn tail, ...) is complete once
 * `entries` has been iterated to its end. A missing file has no entries.
 */
export function readHistory(path: string): {
  entries: AsyncIterable<HistoryEntry>;
  stats: HistoryReadStats;
} {
  return readJsonLines(path, (value) => {
    try {
      return parseHistoryEntry(value, path);
    } catch {
      return undefined;
    }
  });
}
