/**
 * The history log on a remote store (port.ts): each finished attempt's entries (a run entry and
 * one per phase, core/history-entries.ts) as one immutable JSONL object under its scope, beside
 * the scope's states and packs (sync.ts):
 *
 *   ci-state/v1/<ref>/<scopeKey>/history/<runId>/<attempt>-<status>-<digest>.jsonl
 *
 * `runId` %-escaped (runSegment), `status` the run entry's, `digest` the first 16 hex digits of
 * the content's SHA-256. A second write of the same entries (the save/ sub-action and then the
 * post step, a retried flush) is the same key with the same content, which the port counts as
 * stored: no second object. Reading (src/history/remote-source.ts) takes one object per attempt
 * and status (pickHistoryObjects); every object read is checked against its size and SHA-256.
 *
 *     historyText(entries) -> string                 the JSONL, every entry checked
 *     putHistory(target, entries, { deadlineMs? }) -> { key, bytes }   writes it (or throws)
 *     refPrefix(ref), parseHistoryKey(key), pickHistoryObjects(objects)
 *     deleteOlderHistory(remote, before, { dryRun })  retention
 */
import { createHash } from 'node:crypto';
import { historyJsonl } from '../core/history-jsonl.js';
import { HistoryEntry } from '../core/schema.js';
import type { RemoteObject, RemoteStore } from './port.js';
import { REMOTE_ROOT, refSegment, scopePrefix, type RemoteTarget } from './sync.js';

/** The folder of a scope's history objects, under its prefix. */
export const HISTORY_FOLDER = 'history/';

/** Everything of one ref, every scope: `ci-state/v1/<ref>/`. */
export function refPrefix(ref: string): string {
  return `${REMOTE_ROOT}${refSegment(ref)}/`;
}

const HEX = '0123456789ABCDEF';

/**
 * A run id as one key segment: letters, digits and "-" as they are, every other byte of its UTF-8
 * as %XX ('' is `_`, which no escaped id can be). `decodeRunSegment` undoes it.
 */
export function runSegment(runId: string): string {
  if (runId === '') return '_';
  let out = '';
  for (const byte of Buffer.from(runId, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9-]/.test(c) ? c : `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
  }
  return out;
}

/** The run id of a segment runSegment wrote, or undefined for any other text. */
export function decodeRunSegment(segment: string): string | undefined {
  if (segment === '_') return '';
  if (!/^(?:[A-Za-z0-9-]|%[0-9A-F]{2})+$/.test(segment)) return undefined;
  const bytes: number[] = [];
  for (let i = 0; i < segment.length; i++) {
    if (segment[i] === '%') {
      bytes.push(parseInt(segment.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(segment.charCodeAt(i));
  }
  const text = Buffer.from(bytes).toString('utf8');
  // Only the one spelling runSegment writes (no escaped letter, no broken UTF-8).
  return runSegment(text) === segment ? text : undefined;
}

/** What a history object's key says. */
export interface HistoryKey {
  /** The ref as its key segments (`heads/main`, `_` off a branch). */
  ref: string;
  scopeKey: string;
  runId: string;
  attempt: number;
  /** The run entry's status (`completed`, `failed`, `abandoned`, …). */
  status: string;
  /** 16 hex digits of the content's SHA-256. */
  digest: string;
}

const KEY =
  /^ci-state\/v1\/(.+)\/([0-9a-f]{8,64})\/history\/([^/]+)\/([1-9]\d{0,8})-([a-z_]{1,32})-([0-9a-f]{16})\.jsonl$/;

/** The parts of a history object's key, or undefined for any other key. */
export function parseHistoryKey(key: string): HistoryKey | undefined {
  const m = KEY.exec(key);
  if (!m) return undefined;
  const runId = decodeRunSegment(m[3]!);
  if (runId === undefined) return undefined;
  return {
    ref: m[1]!,
    scopeKey: m[2]!,
    runId,
    attempt: Number(m[4]),
    status: m[5]!,
    digest: m[6]!,
  };
}

/** The key of a history object (the inverse of parseHistoryKey). */
export function historyKey(k: HistoryKey): string {
  return `${REMOTE_ROOT}${k.ref}/${k.scopeKey}/${HISTORY_FOLDER}${runSegment(k.runId)}/${k.attempt}-${k.status}-${k.digest}.jsonl`;
}

/** The entries as JSONL (a run entry first); throws, naming the entry, when one is not valid. */
export function historyText(entries: readonly HistoryEntry[]): string {
  if (entries[0]?.kind !== 'run') throw new Error('history: the entries do not begin with a run');
  return historyJsonl(entries);
}

/** How long a face waits for a history put before it goes on without it (one warning line). */
export const HISTORY_DEADLINE_MS = 30_000;

/** Resolves with `p`, or rejects after `ms` (the operation goes on unwatched). */
function within<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer in ${Math.round(ms / 1000)} s`)),
      ms,
    );
    timer.unref();
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * Puts the attempt's entries as one object under the target's scope (the entries' own run and
 * attempt). The same entries again make the same key with the same content: stored once. With
 * `deadlineMs`, gives up waiting after that long (an error), so that a job is not held up.
 */
export async function putHistory(
  t: Pick<RemoteTarget, 'remote' | 'scopeKey' | 'ref'>,
  entries: readonly HistoryEntry[],
  opts: { deadlineMs?: number } = {},
): Promise<{ key: string; bytes: number }> {
  const put = storeHistory(t, entries);
  return opts.deadlineMs === undefined ? put : within(put, opts.deadlineMs);
}

async function storeHistory(
  t: Pick<RemoteTarget, 'remote' | 'scopeKey' | 'ref'>,
  entries: readonly HistoryEntry[],
): Promise<{ key: string; bytes: number }> {
  const text = historyText(entries);
  const run = entries[0]!;
  const bytes = Buffer.from(text, 'utf8');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const scope = scopePrefix({ remote: t.remote, scopeKey: t.scopeKey, ref: t.ref });
  const key = `${scope}${HISTORY_FOLDER}${runSegment(run.runId)}/${run.attempt}-${run.status}-${sha256.slice(0, 16)}.jsonl`;
  await t.remote.put(key, bytes, { sha256, size: bytes.length });
  return { key, bytes: bytes.length };
}

export interface HistoryObject extends RemoteObject {
  parsed: HistoryKey;
}

export interface PickedHistory {
  /**
   * One list per attempt and status, the object to read first and the others to read in its
   * place if it cannot be read; the lists ordered oldest first (by their newest object).
   */
  groups: HistoryObject[][];
  /** Abandoned records of an attempt that has another record too: not read. */
  superseded: number;
}

const newestFirst = (a: HistoryObject, b: HistoryObject) =>
  b.created.getTime() - a.created.getTime() || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0);

/**
 * The history objects to read among `objects` (other keys are ignored): per attempt (scope, run,
 * attempt), one per status, the newest first; an `abandoned` record (written by the `init` that
 * began the next attempt) is left out when the attempt also has another record, written by the
 * attempt itself. So an attempt written twice is counted once, and a paused attempt that later
 * completed keeps both records, as the local history does.
 */
export function pickHistoryObjects(objects: readonly RemoteObject[]): PickedHistory {
  const attempts = new Map<string, Map<string, HistoryObject[]>>();
  for (const o of objects) {
    const parsed = parseHistoryKey(o.key);
    if (!parsed) continue;
    const id = JSON.stringify([parsed.ref, parsed.scopeKey, parsed.runId, parsed.attempt]);
    let byStatus = attempts.get(id);
    if (!byStatus) attempts.set(id, (byStatus = new Map()));
    const list = byStatus.get(parsed.status) ?? [];
    list.push({ ...o, parsed });
    byStatus.set(parsed.status, list);
  }
  const groups: HistoryObject[][] = [];
  let superseded = 0;
  for (const byStatus of attempts.values()) {
    const abandoned = byStatus.get('abandoned');
    if (abandoned && byStatus.size > 1) {
      superseded += abandoned.length;
      byStatus.delete('abandoned');
    }
    for (const list of byStatus.values()) groups.push(list.sort(newestFirst));
  }
  groups.sort((a, b) => {
    const x = a[0]!;
    const y = b[0]!;
    return (
      x.created.getTime() - y.created.getTime() ||
      (x.parsed.runId < y.parsed.runId ? -1 : x.parsed.runId > y.parsed.runId ? 1 : 0) ||
      x.parsed.attempt - y.parsed.attempt ||
      (x.key < y.key ? -1 : x.key > y.key ? 1 : 0)
    );
  });
  return { groups, superseded };
}

/**
 * Deletes the history objects under ci-state's root stored before `before` (nothing else). How
 * many, their bytes, and how many history objects are kept.
 */
export async function deleteOlderHistory(
  remote: RemoteStore,
  before: Date,
  opts: { dryRun?: boolean } = {},
): Promise<{ deleted: number; bytes: number; kept: number }> {
  const all = (await remote.list(REMOTE_ROOT)).filter((o) => parseHistoryKey(o.key));
  const gone = all.filter((o) => o.created.getTime() < before.getTime());
  if (!opts.dryRun && gone.length) await remote.delete(gone.map((o) => o.key));
  return {
    deleted: gone.length,
    bytes: gone.reduce((n, o) => n + o.size, 0),
    kept: all.length - gone.length,
  };
}
