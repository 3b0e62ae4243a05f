/**
 * Append-only JSON Lines files (history, journals): appends that never leave a torn line behind
 * them (a last line without its "\n" is dropped by readers and cut off by the next append), and the
 * one streaming reader, which drops what it cannot trust and counts it.
 */
import * as fs from 'node:fs/promises';
import { dirname } from 'node:path';
import { syncDirectory } from './atomic.js';
import { cutTornTail } from './fd-io.js';
import { errnoCode, fsError } from './fs-util.js';

const NEWLINE = 0x0a;
const CHUNK = 64 * 1024;

export interface AppendResult {
  /** Bytes of a torn last line that were cut off before appending (0 if the file was whole). */
  repairedBytes: number;
  /** Offset where the appended lines begin (truncating there undoes the append); -1 if none. */
  start: number;
}

/**
 * Append `lines` (each without "\n") to the file in one write, then fsync. The caller holds the
 * file's lock. If the file does not end with "\n", its torn tail is truncated away first. If the
 * append fails, the file is cut back to where it was, so no partial line is left.
 */
export async function appendJsonLines(path: string, lines: string[]): Promise<AppendResult> {
  if (lines.length === 0) return { repairedBytes: 0, start: -1 };
  for (const line of lines) {
    if (line.includes('\n')) throw new Error('a JSON line must not contain a newline');
  }
  const data = Buffer.from(lines.map((l) => `${l}\n`).join(''), 'utf8');
  let existed = true;
  let handle: fs.FileHandle;
  try {
    await fs.lstat(path).catch((err: unknown) => {
      if (errnoCode(err) !== 'ENOENT') throw err;
      existed = false;
    });
    handle = await fs.open(path, 'a+', 0o644);
  } catch (err) {
    throw fsError('append to', path, err);
  }
  let size = 0;
  let repairedBytes = 0;
  try {
    const whole = (await handle.stat()).size;
    size = cutTornTail(handle.fd, whole);
    repairedBytes = whole - size;
    let offset = 0;
    while (offset < data.length) {
      // O_APPEND: every write lands at the current end of the file.
      const { bytesWritten } = await handle.write(data, offset, data.length - offset);
      offset += bytesWritten;
    }
    await handle.sync();
  } catch (err) {
    await handle.truncate(size).catch(() => undefined);
    await handle.close().catch(() => undefined);
    throw fsError('append to', path, err);
  }
  // The lines are written and fsynced: a close that reports an error loses nothing, so it does not
  // turn an append that happened into a failure (nor escape as a raw error).
  await handle.close().catch(() => undefined);
  if (!existed) {
    await syncDirectory(dirname(path)).catch((err: unknown) => {
      throw fsError('append to', path, err);
    });
  }
  return { repairedBytes, start: size };
}

export interface JsonLinesStats {
  /** Entries yielded. */
  entries: number;
  /** Lines dropped, for any of the reasons below. */
  skipped: number;
  /** The last line had no "\n" (a torn append): dropped. */
  tornTail: boolean;
  /** Lines that were not JSON. */
  invalidJson: number;
  /** Lines that were JSON but not a valid entry. */
  invalidEntries: number;
  /** Lines longer than `maxLineBytes`: dropped unread. */
  tooLong: number;
}

export interface ReadJsonLinesOptions {
  /** Longer lines are skipped without being buffered. Default 4 MiB. */
  maxLineBytes?: number;
  /** Bytes read at a time (two reads in flight at most; at least 16 KiB). */
  chunkBytes?: number;
}

/** Counts of a read that has not started. */
export function emptyLineStats(): JsonLinesStats {
  return { entries: 0, skipped: 0, tornTail: false, invalidJson: 0, invalidEntries: 0, tooLong: 0 };
}

/**
 * Stream a JSON Lines file: `entries` yields each line that `parse` accepts (parse returns
 * undefined to reject), `stats` counts what was dropped and is complete once iteration ends.
 * A missing file has no entries. The iterable can be consumed once.
 */
export function readJsonLines<T>(
  path: string,
  parse: (value: unknown) => T | undefined,
  options: ReadJsonLinesOptions = {},
): { entries: AsyncIterable<T>; stats: JsonLinesStats } {
  const stats = emptyLineStats();
  const batches = readJsonLineBatches(path, parse, stats, {
    chunkBytes: CHUNK,
    ...options,
  });
  async function* generate(): AsyncGenerator<T> {
    for await (const batch of batches) yield* batch;
  }
  return { entries: generate(), stats };
}

/**
 * The same, a read's worth of entries at a time (for queries over long files): reads of
 * `chunkBytes` (default 256 KiB; the next one in flight while one is parsed), each decoded once up
 * to its last newline. `stats` is filled as it goes.
 */
export async function* readJsonLineBatches<T>(
  path: string,
  parse: (value: unknown) => T | undefined,
  stats: JsonLinesStats,
  options: ReadJsonLinesOptions = {},
): AsyncGenerator<T[]> {
  const maxLineBytes = options.maxLineBytes ?? 4 * 1024 * 1024;
  const size = Math.max(16 * 1024, options.chunkBytes ?? 256 * 1024);
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(path, 'r');
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return;
    throw fsError('read', path, err);
  }
  // Two buffers: the next read runs while the current chunk is parsed.
  const buffers = [Buffer.allocUnsafe(size), Buffer.allocUnsafe(size)];
  let turn = 0;
  const readInto = (b: Buffer): Promise<number> => {
    const p = handle.read(b, 0, size, null).then(
      (r) => r.bytesRead,
      (err: unknown) => {
        throw fsError('read', path, err);
      },
    );
    p.catch(() => undefined); // awaited later; never an unhandled rejection if abandoned
    return p;
  };
  let next: Promise<number> | undefined = readInto(buffers[0]!);
  /** Bytes of a line begun in an earlier read (no newline yet). */
  let carry: Buffer[] = [];
  let carryBytes = 0;
  let discarding = false; // inside an over-long line: drop bytes until its "\n"

  const tooLong = () => {
    stats.tooLong++;
    stats.skipped++;
  };
  const take = (line: string, out: T[]) => {
    if (line.length > maxLineBytes / 3 && Buffer.byteLength(line) > maxLineBytes) {
      tooLong();
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      if (line.trim() === '') return;
      stats.invalidJson++;
      stats.skipped++;
      return;
    }
    const entry = parse(value);
    if (entry === undefined) {
      stats.invalidEntries++;
      stats.skipped++;
      return;
    }
    stats.entries++;
    out.push(entry);
  };
  /** Keeps the bytes of the line in progress, or drops them once it is over-long. */
  const keep = (bytes: Buffer) => {
    carry.push(Buffer.from(bytes));
    carryBytes += bytes.length;
    if (carryBytes > maxLineBytes) {
      carry = [];
      carryBytes = 0;
      discarding = true;
      tooLong();
    }
  };

  try {
    for (;;) {
      const bytesRead: number = await next!;
      const buf = buffers[turn]!;
      turn ^= 1;
      next = bytesRead === 0 ? undefined : readInto(buffers[turn]!);
      if (bytesRead === 0) break;
      const view = buf.subarray(0, bytesRead);
      const out: T[] = [];
      const first = view.indexOf(NEWLINE);
      if (first < 0) {
        // No line ends in this read: it all belongs to the line in progress.
        if (!discarding) keep(view);
        continue;
      }
      // The line in progress ends at `first`.
      if (discarding) discarding = false;
      else if (carryBytes > 0) {
        const whole = Buffer.concat([...carry, view.subarray(0, first)]);
        if (whole.length > maxLineBytes) tooLong();
        else take(whole.toString('utf8'), out);
      } else if (first > 0) take(view.toString('utf8', 0, first), out);
      carry = [];
      carryBytes = 0;
      const start = first + 1;
      // Whole lines: decode once up to the last newline ("\n" never occurs inside a UTF-8
      // sequence), then split.
      const last = view.lastIndexOf(NEWLINE);
      if (last > start) {
        const text = view.toString('utf8', start, last);
        let s = 0;
        for (;;) {
          const i = text.indexOf('\n', s);
          const line = i < 0 ? text.slice(s) : text.slice(s, i);
          if (line.length > 0) take(line, out);
          if (i < 0) break;
          s = i + 1;
        }
      }
      if (last + 1 < view.length) keep(view.subarray(last + 1));
      if (out.length) yield out;
    }
  } finally {
    await next?.catch(() => undefined);
    await handle.close().catch(() => undefined);
  }
  if (discarding || carryBytes > 0) {
    // No final "\n": a torn append. (An over-long tail was already counted once.)
    stats.tornTail = true;
    if (!discarding) stats.skipped++;
  }
}
