/**
 * History from a remote store (an S3 bucket through the storage port): the objects that
 * remote/history.ts writes, one per finished attempt, under the prefixes of the refs asked for.
 *
 *     remoteHistorySource({
 *       remote, refs,              the store; the refs whose history is read (historyRefs)
 *       runIds?, repo?, since?,    only these runs, this repository, stored at or after `since`
 *       concurrency?, progress?    objects read at once (default 4); a line when it is done
 *     }): HistorySource
 *
 * 1. Lists each ref's prefix (`ci-state/v1/<ref>/`). Failing to list the first ref (the job's
 *    own) throws; failing to list another is counted in `stats.failures` and said.
 * 2. Picks one object per attempt and status (pickHistoryObjects: a second write of an attempt
 *    is not counted twice, and an `abandoned` record gives way to the attempt's own).
 * 3. Reads them oldest first, `concurrency` at a time, each checked against its size and SHA-256
 *    (the port); one that fails is counted (`stats.objects.failed`, its reason in
 *    `stats.failures`) and the next object of its attempt and status, if any, read instead.
 * 4. Checks each line as any history line (JSON, schema, untrusted-JSON rules, 4 MiB); an entry
 *    must name the ref, run and attempt of its key, else it is skipped as `foreign`.
 *
 * Entries are yielded an object at a time; at most `concurrency` objects are held at once.
 */
import { CiStateError } from '../core/errors.js';
import type { HistoryEntry } from '../core/schema.js';
import { mapPool } from '../core/pool.js';
import { plural } from '../core/words.js';
import { emptyLineStats, type JsonLinesStats } from '../store/jsonl.js';
import type { RemoteObject, RemoteStore } from '../remote/port.js';
import {
  parseHistoryKey,
  pickHistoryObjects,
  refPrefix,
  type HistoryKey,
  type HistoryObject,
} from '../remote/history.js';
import { refSegment } from '../remote/sync.js';
import { parseHistoryValue } from './reader.js';
import {
  addFileStats,
  emptySourceStats,
  flattenBatches,
  type HistorySource,
  type SourceStats,
} from './source.js';

export interface RemoteHistorySourceOptions {
  remote: RemoteStore;
  /** Full refs (`refs/heads/main`, '' off a branch), the job's own first. */
  refs: readonly string[];
  /** Only these runs. */
  runIds?: readonly string[];
  /** Only entries of this repository (`owner/name`); others are left out, uncounted. */
  repo?: string;
  /** Objects stored a day or more before this time (ms) are not read: they end before it. */
  since?: number;
  concurrency?: number;
  /** One line when the objects have been listed. */
  progress?: (line: string) => void;
  /** An object larger than this is not read (counted as a failure). Default 64 MiB. */
  maxObjectBytes?: number;
}

const DAY_MS = 86_400_000;
const MAX_LINE_BYTES = 4 * 1024 * 1024;

/**
 * The refs whose history a query reads: with `branch` (an explicit ask), that branch (or tag, or
 * full ref) alone; otherwise the job's own ref and the repository's default branch when the CI
 * system says which it is. The same confinement as the states: a job reads its own ref's and
 * its default branch's, never another branch's unasked.
 */
export function historyRefs(o: { ref: string; defaultBranch?: string; branch?: string }): string[] {
  if (o.branch !== undefined) {
    if (o.branch.startsWith('refs/')) return [o.branch];
    return [`refs/heads/${o.branch}`, `refs/tags/${o.branch}`];
  }
  const refs = [o.ref];
  if (o.defaultBranch) {
    const d = o.defaultBranch.startsWith('refs/')
      ? o.defaultBranch
      : `refs/heads/${o.defaultBranch}`;
    if (refSegment(d) !== refSegment(o.ref)) refs.push(d);
  }
  return refs;
}

function reasonOf(e: unknown): string {
  return ((e as Error)?.message ?? String(e)).split('\n')[0]!.slice(0, 300);
}

function fail(stats: SourceStats, message: string): void {
  stats.objects!.failed++;
  if (stats.failures.length < 50) stats.failures.push(message);
}

/** The entries of one object's JSONL; counts what it drops in `s`. */
function parseLines(text: string, s: JsonLinesStats): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  const lines = text.split('\n');
  const tail = lines.pop()!;
  if (tail !== '') {
    s.tornTail = true;
    s.skipped++;
  }
  for (const line of lines) {
    if (line.trim() === '') continue;
    if (Buffer.byteLength(line) > MAX_LINE_BYTES) {
      s.tooLong++;
      s.skipped++;
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      s.invalidJson++;
      s.skipped++;
      continue;
    }
    const entry = parseHistoryValue(value);
    if (!entry) {
      s.invalidEntries++;
      s.skipped++;
      continue;
    }
    s.entries++;
    out.push(entry);
  }
  return out;
}

/** An entry names the ref, run and attempt its object's key names. */
function belongs(e: HistoryEntry, k: HistoryKey): boolean {
  return e.runId === k.runId && e.attempt === k.attempt && refSegment(e.ref) === k.ref;
}

export function remoteHistorySource(o: RemoteHistorySourceOptions): HistorySource {
  const stats = emptySourceStats();
  stats.objects = { listed: 0, read: 0, failed: 0, superseded: 0 };
  const maxBytes = o.maxObjectBytes ?? 64 * 1024 * 1024;
  const where = o.remote.describe();

  async function listAll(): Promise<RemoteObject[]> {
    const seen = new Set<string>();
    const all: RemoteObject[] = [];
    for (const [i, ref] of o.refs.entries()) {
      const prefix = refPrefix(ref);
      if (seen.has(prefix)) continue;
      seen.add(prefix);
      try {
        all.push(...(await o.remote.list(prefix)));
      } catch (e) {
        if (i === 0)
          throw new CiStateError(
            'history_source',
            `cannot list the history on ${where}: ${reasonOf(e)}`,
            { exitCode: 1, cause: e },
          );
        fail(stats, `cannot list ${prefix} on ${where}: ${reasonOf(e)}`);
      }
    }
    return all;
  }

  /** The entries of the first object of the group that can be read (or none). */
  async function readGroup(group: HistoryObject[]): Promise<HistoryEntry[]> {
    for (const [i, obj] of group.entries()) {
      const k = obj.parsed;
      let bytes: Buffer;
      try {
        if (obj.size > maxBytes) throw new Error(`${obj.size} bytes, over the ${maxBytes} read`);
        bytes = await o.remote.get(obj.key);
      } catch (e) {
        fail(stats, `${obj.key}: ${reasonOf(e)}`);
        continue;
      }
      stats.objects!.read++;
      stats.objects!.superseded += group.length - i - 1;
      const s = emptyLineStats();
      const parsed = parseLines(bytes.toString('utf8'), s);
      const kept = parsed.filter((e) => belongs(e, k));
      addFileStats(stats, s);
      const foreign = parsed.length - kept.length;
      stats.entries -= foreign;
      stats.skipped += foreign;
      stats.foreign += foreign;
      return o.repo === undefined ? kept : kept.filter((e) => e.repo === o.repo);
    }
    return [];
  }

  async function* batches(): AsyncGenerator<HistoryEntry[]> {
    const listed = await listAll();
    const runs = o.runIds ? new Set(o.runIds) : undefined;
    const from = o.since !== undefined ? o.since - DAY_MS : undefined;
    const picked = pickHistoryObjects(
      listed.filter((x) => {
        if (from !== undefined && x.created.getTime() < from) return false;
        return !runs || runs.has(parseHistoryKey(x.key)?.runId ?? '');
      }),
    );
    const groups = picked.groups;
    stats.objects!.listed = groups.reduce((n, g) => n + g.length, 0) + picked.superseded;
    stats.objects!.superseded += picked.superseded;
    stats.runs = new Set(groups.map((g) => g[0]!.parsed.runId)).size;
    o.progress?.(
      `${plural(groups.length, 'history record')} on ${where} (${[...new Set(o.refs.map((r) => (r ? refSegment(r) : 'no branch')))].join(', ')})`,
    );
    const width = Math.max(1, o.concurrency ?? 4);
    for (let i = 0; i < groups.length; i += width) {
      const window = groups.slice(i, i + width);
      for (const entries of await mapPool(window, width, readGroup))
        if (entries.length) yield entries;
    }
  }

  return { entries: flattenBatches(batches()), stats };
}
