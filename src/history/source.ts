/**
 * Where history entries come from. Every source streams: entries are read one file at a time and
 * never held all at once, and what could not be read is counted, never fatal.
 *
 *     localSource(paths: string | string[]): HistorySource
 *         history JSONL files, in order; a directory means its `history.jsonl`; missing files have
 *         no entries
 *     concatSources(sources: HistorySource[]): HistorySource
 *     historyFileBatches(paths, stats, accept?)  entries of files a chunk at a time (reader.ts)
 *     flattenBatches(batches, onEnd?)            one entry at a time from batches, cheaply
 *     emptySourceStats(): SourceStats
 *     describeSourceStats(stats): string[]      warning lines for what was skipped or failed
 *
 * The repository's runs (rest-source.ts) and a remote store (remote-source.ts) are sources too.
 *
 * A `HistorySource` is `{ entries: AsyncIterable<HistoryEntry>, stats: SourceStats }`; `stats`
 * is complete once `entries` has been iterated to its end, and `entries` can be consumed once.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { HistoryEntry } from '../core/schema.js';
import { plural } from '../core/words.js';
import { HISTORY_FILE } from '../store/history-file.js';
import { emptyLineStats, type JsonLinesStats } from '../store/jsonl.js';
import { readHistoryBatches } from './reader.js';

export interface ArtifactStats {
  /** ci-state history artifacts found in the runs listed. */
  listed: number;
  /** Read from the local cache (no download). */
  cached: number;
  downloaded: number;
  /** Downloads (or run listings) that failed: counted and reported, never fatal. */
  failed: number;
  /** Expired artifacts, which cannot be downloaded any more (not counted as failures). */
  expired: number;
}

/** Objects of a remote store's history (remote-source.ts). */
export interface ObjectStats {
  /** History objects found under the refs read. */
  listed: number;
  read: number;
  /** Objects that could not be read (size or SHA-256 not as stored, gone, over the cap), or
   *  prefixes that could not be listed: counted and reported, never fatal. */
  failed: number;
  /** Another record of an attempt already read, or an `abandoned` one of an attempt that has its own. */
  superseded: number;
}

export interface SourceStats {
  /** Files read (local files, cached or downloaded artifacts). */
  files: number;
  /** Entries yielded. */
  entries: number;
  /** Lines dropped, for any of the reasons below. */
  skipped: number;
  /** Files whose last line was torn (no final newline): that line is dropped. */
  tornTails: number;
  invalidJson: number;
  /** JSON lines that are not valid history entries (or of a newer schema version). */
  invalidEntries: number;
  tooLong: number;
  /** Valid entries of another repository or run than the artifact they came in (REST source). */
  foreign: number;
  /** Workflow runs listed (REST source). */
  runs: number;
  artifacts: ArtifactStats;
  /** Remote store source only. */
  objects?: ObjectStats;
  /** The first failures, in words (at most 50 kept; `artifacts.failed` has the count). */
  failures: string[];
}

export interface HistorySource {
  entries: AsyncIterable<HistoryEntry>;
  stats: SourceStats;
}

const MAX_FAILURES_KEPT = 50;

export function emptySourceStats(): SourceStats {
  return {
    files: 0,
    entries: 0,
    skipped: 0,
    tornTails: 0,
    invalidJson: 0,
    invalidEntries: 0,
    tooLong: 0,
    foreign: 0,
    runs: 0,
    artifacts: { listed: 0, cached: 0, downloaded: 0, failed: 0, expired: 0 },
    failures: [],
  };
}

/** Adds one file's reading statistics. */
export function addFileStats(into: SourceStats, s: JsonLinesStats): void {
  into.files++;
  into.entries += s.entries;
  into.skipped += s.skipped;
  if (s.tornTail) into.tornTails++;
  into.invalidJson += s.invalidJson;
  into.invalidEntries += s.invalidEntries;
  into.tooLong += s.tooLong;
}

export function addFailure(into: SourceStats, message: string): void {
  into.artifacts.failed++;
  if (into.failures.length < MAX_FAILURES_KEPT) into.failures.push(message);
}

function mergeStats(into: SourceStats, s: SourceStats): void {
  into.files += s.files;
  into.entries += s.entries;
  into.skipped += s.skipped;
  into.tornTails += s.tornTails;
  into.invalidJson += s.invalidJson;
  into.invalidEntries += s.invalidEntries;
  into.tooLong += s.tooLong;
  into.foreign += s.foreign;
  into.runs += s.runs;
  for (const k of Object.keys(into.artifacts) as (keyof ArtifactStats)[])
    into.artifacts[k] += s.artifacts[k];
  if (s.objects) {
    into.objects ??= { listed: 0, read: 0, failed: 0, superseded: 0 };
    for (const k of Object.keys(s.objects) as (keyof ObjectStats)[])
      into.objects[k] += s.objects[k];
  }
  for (const f of s.failures) if (into.failures.length < MAX_FAILURES_KEPT) into.failures.push(f);
}

/**
 * An iterator from `flattenBatches`: besides one item at a time, `nextBatch()` hands over the rest
 * of the current batch or the next one (undefined at the end), for consumers that loop over many
 * entries (statistics) and would otherwise pay an await per entry. The two can be mixed.
 */
export interface BatchedIterator<T> extends AsyncIterableIterator<T> {
  nextBatch(): Promise<T[] | undefined>;
}

export function isBatched<T>(it: AsyncIterable<T>): it is BatchedIterator<T> {
  return typeof (it as Partial<BatchedIterator<T>>).nextBatch === 'function';
}

/**
 * An async iterable over the items of `batches`, one at a time, cheaply: an item already read
 * costs a resolved promise, not an async generator's resumption. `onEnd` runs once, when the
 * batches are exhausted, fail, or the iteration is abandoned.
 */
export function flattenBatches<T>(
  batches: AsyncIterable<T[]>,
  onEnd: () => void = () => undefined,
): BatchedIterator<T> {
  const it = batches[Symbol.asyncIterator]();
  let buf: T[] = [];
  let i = 0;
  let done = false;
  const finish = () => {
    if (!done) {
      done = true;
      onEnd();
    }
  };
  /** The next non-empty batch, or undefined once the batches are exhausted (or failed). */
  const pull = async (): Promise<T[] | undefined> => {
    for (;;) {
      if (done) return undefined;
      let r: IteratorResult<T[]>;
      try {
        r = await it.next();
      } catch (e) {
        finish();
        throw e;
      }
      if (r.done) {
        finish();
        return undefined;
      }
      if (r.value.length) return r.value;
    }
  };
  const refill = async (): Promise<IteratorResult<T>> => {
    const batch = await pull();
    if (!batch) return { value: undefined, done: true };
    buf = batch;
    i = 1;
    return { value: batch[0]!, done: false };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    next(): Promise<IteratorResult<T>> {
      if (i < buf.length) return Promise.resolve({ value: buf[i++]!, done: false });
      return refill();
    },
    async nextBatch(): Promise<T[] | undefined> {
      if (i < buf.length) {
        const rest = i === 0 ? buf : buf.slice(i);
        i = buf.length;
        return rest;
      }
      const batch = await pull();
      if (!batch) return undefined;
      buf = batch;
      i = batch.length;
      return batch;
    },
    async return(): Promise<IteratorResult<T>> {
      if (!done) {
        buf = [];
        await it.return?.();
        finish();
      }
      return { value: undefined, done: true };
    },
  };
}

/**
 * The entries of history files, a chunk at a time, adding each file's statistics when it has been
 * read. `accept` may refuse valid entries (counted as `foreign`).
 */
export async function* historyFileBatches(
  paths: Iterable<string> | AsyncIterable<string>,
  stats: SourceStats,
  accept?: (e: HistoryEntry, path: string) => boolean,
): AsyncGenerator<HistoryEntry[]> {
  for await (const path of paths) {
    const fileStats = emptyLineStats();
    let rejected = 0;
    try {
      for await (const batch of readHistoryBatches(path, fileStats)) {
        if (!accept) {
          yield batch;
          continue;
        }
        const kept = batch.filter((e) => accept(e, path));
        rejected += batch.length - kept.length;
        if (kept.length) yield kept;
      }
    } finally {
      addFileStats(stats, fileStats);
      stats.entries -= rejected;
      stats.skipped += rejected;
      stats.foreign += rejected;
    }
  }
}

async function resolvePath(path: string): Promise<string> {
  try {
    if ((await stat(path)).isDirectory()) return join(path, HISTORY_FILE);
  } catch {
    // missing: no entries
  }
  return path;
}

async function* resolvePaths(list: string[]): AsyncGenerator<string> {
  for (const p of list) yield await resolvePath(p);
}

export function localSource(paths: string | string[]): HistorySource {
  const list = typeof paths === 'string' ? [paths] : [...paths];
  const stats = emptySourceStats();
  return { entries: flattenBatches(historyFileBatches(resolvePaths(list), stats)), stats };
}

export function concatSources(sources: HistorySource[]): HistorySource {
  const stats = emptySourceStats();
  async function* generate(): AsyncGenerator<HistoryEntry> {
    for (const s of sources) {
      try {
        yield* s.entries;
      } finally {
        mergeStats(stats, s.stats);
      }
    }
  }
  return { entries: generate(), stats };
}

/** Lines that say what was skipped or failed (none when everything was read). */
export function describeSourceStats(s: SourceStats): string[] {
  const lines: string[] = [];
  if (s.skipped > 0) {
    const why: string[] = [];
    if (s.tornTails) why.push(`${s.tornTails} torn last line${s.tornTails === 1 ? '' : 's'}`);
    if (s.invalidJson) why.push(`${s.invalidJson} not JSON`);
    if (s.invalidEntries) why.push(`${s.invalidEntries} not a valid entry`);
    if (s.tooLong) why.push(`${s.tooLong} too long`);
    if (s.foreign) why.push(`${s.foreign} of another repository or run`);
    lines.push(
      `skipped ${plural(s.skipped, 'unreadable history line')} in ${plural(s.files, 'file')}` +
        (why.length ? ` (${why.join(', ')})` : ''),
    );
  }
  const objects = s.objects?.failed ?? 0;
  if (objects > 0) {
    const first = s.failures[0] ? `; first: ${s.failures[0]}` : '';
    lines.push(
      `${plural(objects, 'history object')} could not be read and ${objects === 1 ? 'was' : 'were'} left out${first}`,
    );
  }
  if (s.artifacts.failed > 0) {
    const first = s.failures[0] ? `; first: ${s.failures[0]}` : '';
    lines.push(
      `${plural(s.artifacts.failed, 'history artifact')} could not be read and ${s.artifacts.failed === 1 ? 'was' : 'were'} left out${first}`,
    );
  }
  return lines;
}
