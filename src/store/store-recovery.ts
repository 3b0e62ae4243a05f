/**
 * Reading state documents and recovering from a corrupt one: from the newest valid backup, brought
 * up to the newest backup's version by the journal. Entries of versions that were never committed
 * are dropped wherever the journal is read.
 */
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { CiStateError } from '../core/errors.js';
import { JournalEntry, replayJournal } from '../core/journal.js';
import { parseStateDocument, parseStateJson } from '../core/documents.js';
import type { RunState } from '../core/schema.js';
import { ZodNotLoaded } from '../core/zod.js';
import { readJsonLines } from './jsonl.js';
import { BACKUP_PATTERN, ringOf, type StorePaths } from './store-paths.js';
import { ignoreMissing, oneLine } from './store-shared.js';

/**
 * Parse a state document: the state, or the refusal of a newer version (to be thrown as is), or
 * why it is corrupt (to recover from a backup).
 */
export function parseText(
  text: string,
  source: string,
): { state: RunState } | { newer: CiStateError } | { corrupt: string } {
  try {
    return { state: parseStateJson(text, source) };
  } catch (err) {
    if (err instanceof ZodNotLoaded) throw err; // not a verdict on the file (core/zod.ts)
    if (err instanceof CiStateError && err.code === 'newer_schema') return { newer: err };
    const message = err instanceof Error ? err.message : String(err);
    const reason = message.startsWith(`${source}: `) ? message.slice(source.length + 2) : message;
    return { corrupt: oneLine(reason, 200) };
  }
}

/**
 * The last committed version, when state.json is corrupt: the newest valid backup, brought up to
 * the newest backup's version by the journal. (The newest backup is state.json's own file, so
 * damage done to state.json in place is in it too; the journal holds the changes from the
 * backups before it.) A journal that cannot bring it there is not used.
 */
export async function recoverState(
  paths: StorePaths,
  key: string,
  path: string,
  corrupt: string,
  warn: (message: string) => void,
): Promise<RunState> {
  const names = await backupNames(paths, key);
  const newest = names.length > 0 ? Number(BACKUP_PATTERN.exec(names[0] as string)?.[1]) : 0;
  const base = await newestValidBackup(paths, names, key);
  const rebuilt =
    newest > (base?.seq ?? 0) ? await replayOnto(paths, key, base, newest, path) : undefined;
  const state = rebuilt?.state ?? base;
  if (!state) {
    throw new CiStateError(
      'state_corrupt',
      `${path} is corrupt (${corrupt}) and no valid backup was found in ${paths.backupsDir(key)}`,
    );
  }
  let how: string;
  if (!rebuilt) how = `from backup of ${state.updatedAt}`;
  else if (base) {
    const n = rebuilt.entries;
    how = `from backup of ${base.updatedAt} and ${n} journal ${n === 1 ? 'entry' : 'entries'} (the state of ${state.updatedAt})`;
  } else how = `from the journal (the state of ${state.updatedAt})`;
  warn(`${path} was corrupt (${corrupt}); recovered ${how}`);
  return state;
}

/**
 * `base` (or nothing) with the journal entries after it applied, up to version `target`: the
 * state they make, or undefined if the journal does not hold every one of those entries, they do
 * not apply, or what they make is not a valid state of version `target`.
 */
async function replayOnto(
  paths: StorePaths,
  key: string,
  base: RunState | undefined,
  target: number,
  source: string,
): Promise<{ state: RunState; entries: number } | undefined> {
  const from = base?.seq ?? 0;
  try {
    const { entries } = readJsonLines(paths.journalPath(key), (v) => {
      const r = JournalEntry.safeParse(v);
      return r.success ? r.data : undefined;
    });
    const wanted: JournalEntry[] = [];
    for await (const entry of entries) {
      // A later entry of the same version replaces one that was never committed.
      while (wanted.length > 0 && (wanted[wanted.length - 1] as JournalEntry).seq >= entry.seq) {
        wanted.pop();
      }
      if (entry.seq > from && entry.seq <= target) wanted.push(entry);
    }
    if (wanted.length !== target - from || wanted.some((e, i) => e.seq !== from + 1 + i)) {
      return undefined;
    }
    const state = parseStateDocument(replayJournal(wanted, base ?? {}), source);
    return state.seq === target ? { state, entries: wanted.length } : undefined;
  } catch (err) {
    if (err instanceof ZodNotLoaded) throw err;
    return undefined;
  }
}

async function backupNames(paths: StorePaths, key: string): Promise<string[]> {
  const names = (await fs.readdir(paths.backupsDir(key)).catch(ignoreMissing)) ?? [];
  return ringOf(names);
}

/**
 * The newest backup that parses. Unreadable or corrupt ones are skipped; one from a newer
 * version is refused (going back past it would silently undo what the newer ci-state wrote).
 */
async function newestValidBackup(
  paths: StorePaths,
  names: string[],
  key: string,
): Promise<RunState | undefined> {
  for (const name of names) {
    const path = join(paths.backupsDir(key), name);
    const text = await fs.readFile(path, 'utf8').catch(() => undefined);
    const parsed = text === undefined ? undefined : parseText(text, path);
    if (parsed && 'newer' in parsed) throw parsed.newer;
    if (parsed && 'state' in parsed) return parsed.state;
  }
  return undefined;
}

/**
 * The journal at `path` of committed writes up to version `seq`, oldest first. Torn or invalid
 * lines are skipped, and so are entries of versions that were never committed (see store-commit.ts).
 */
export async function committedJournal(path: string, seq: number): Promise<JournalEntry[]> {
  const { entries } = readJsonLines(path, (v) => {
    const r = JournalEntry.safeParse(v);
    return r.success ? r.data : undefined;
  });
  const out: JournalEntry[] = [];
  for await (const entry of entries) {
    while (out.length > 0 && (out[out.length - 1] as JournalEntry).seq >= entry.seq) out.pop();
    out.push(entry);
  }
  while (out.length > 0 && (out[out.length - 1] as JournalEntry).seq > seq) out.pop();
  return out;
}
