/**
 * Append-only JSON Lines files (history, journals): appends that never leave a torn line behind
 * them, and a streaming reader that drops what it cannot trust and counts it.
 *
 * A line is complete only when its "\n" is on disk. A process killed mid-append can leave a last
 * line without one: readers drop it (and count it), and the next append cuts it off first, so new
 * lines never get glued onto a torn one.
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
  const maxLineBytes = options.maxLineBytes ?? 4 * 1024 * 1024;
  const stats: JsonLinesStats = {
    entries: 0,
    skipped: 0,
    tornTail: false,
    invalidJson: 0,
    invalidEntries: 0,
    tooLong: 0,
  };

  function take(line: Buffer): T | undefined {
    const text = line.toString('utf8');
    if (text.trim() === '') return undefined;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      stats.invalidJson++;
      stats.skipped++;
      return undefined;
    }
    const entry = parse(value);
    if (entry === undefined) {
      stats.invalidEntries++;
      stats.skipped++;
      return undefined;
    }
    stats.entries++;
    return entry;
  }

  async function* generate(): AsyncGenerator<T> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(path, 'r');
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return;
      throw fsError('read', path, err);
    }
    const stream = handle.createReadStream({ highWaterMark: CHUNK, autoClose: false });
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let discarding = false; // inside an over-long line: drop bytes until its "\n"
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        let start = 0;
        for (;;) {
          const nl = chunk.indexOf(NEWLINE, start);
          if (nl < 0) break;
          const piece = chunk.subarray(start, nl);
          start = nl + 1;
          if (discarding) {
            discarding = false;
            continue;
          }
          const line = pendingBytes ? Buffer.concat([...pending, piece]) : piece;
          pending = [];
          pendingBytes = 0;
          if (line.length > maxLineBytes) {
            stats.tooLong++;
            stats.skipped++;
            continue;
          }
          const entry = take(line);
          if (entry !== undefined) yield entry;
        }
        if (start < chunk.length && !discarding) {
          pending.push(chunk.subarray(start));
          pendingBytes += chunk.length - start;
          if (pendingBytes > maxLineBytes) {
            pending = [];
            pendingBytes = 0;
            discarding = true;
            stats.tooLong++;
            stats.skipped++;
          }
        }
      }
    } catch (err) {
      throw fsError('read', path, err);
    } finally {
      stream.destroy();
      await handle.close().catch(() => undefined);
    }
    if (discarding || pendingBytes > 0) {
      // No final "\n": a torn append. (An over-long tail was already counted once.)
      stats.tornTail = true;
      if (!discarding) stats.skipped++;
    }
  }

  return { entries: generate(), stats };
}
