/**
 * A fast streaming reader of history JSONL files, for queries over long histories.
 *
 *     readHistoryBatches(path, stats, options?): AsyncGenerator<HistoryEntry[]>
 *         the entries, a chunk's worth at a time; `stats` (JsonLinesStats) is filled as it goes
 *     fastHistoryEntry(value): HistoryEntry | undefined
 *         the entry when `value` is a history entry in the canonical form ci-state writes,
 *         undefined when it is not (or cannot be told quickly)
 *     parseHistoryValue(value): HistoryEntry | undefined
 *         fastHistoryEntry, else the full check (parseHistoryEntry: untrusted-JSON rules,
 *         schema version, zod schema); undefined when invalid
 *
 * Same rules as `readJsonLines` in store/jsonl.ts (and the same counts): a line is complete only
 * with its "\n"; a last line without one is torn and dropped; blank lines are ignored; lines over
 * `maxLineBytes` (default 4 MiB) are dropped without being buffered; lines that are not JSON or
 * not a valid entry are dropped and counted. What differs is the cost per line: 256 KiB reads
 * (the next one in flight while one is parsed) decoded once up to their last newline, and a hand-written check of the canonical entry shape
 * (exactly the zod schema's keys and constraints, with zod's own timestamp pattern) before the
 * full zod parse, which then only runs for lines that are not canonical. A property test checks
 * that whatever the fast check accepts, the schema accepts identically.
 */
import * as fs from 'node:fs/promises';
import { regexes } from 'zod/v4/core';
import { parseHistoryEntry } from '../core/migrate.js';
import {
  HistoryPhaseEntry,
  HistoryRunEntry,
  PHASE_ID_PATTERN,
  PhaseStatus,
  RunStatus,
  SCHEMA_VERSION,
  type HistoryEntry,
} from '../core/schema.js';
import { fsError, errnoCode } from '../store/fs-util.js';
import type { JsonLinesStats } from '../store/jsonl.js';

const TIMESTAMP = regexes.datetime({ offset: true });
const SHA256_HEX = /^[0-9a-f]{64}$/;
const RUN_STATUSES = new Set<unknown>(RunStatus.options);
const PHASE_STATUSES = new Set<unknown>(PhaseStatus.options);
const RUN_KEYS = new Set(Object.keys(HistoryRunEntry.shape));
const PHASE_KEYS = new Set(Object.keys(HistoryPhaseEntry.shape));
const COUNT_KEYS = ['total', 'succeeded', 'failed', 'skipped', 'rolledBack'];

function str(v: unknown, max: number): boolean {
  return typeof v === 'string' && v.length <= max;
}
function count(v: unknown): boolean {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}
function positive(v: unknown): boolean {
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
}
function time(v: unknown): boolean {
  return typeof v === 'string' && TIMESTAMP.test(v);
}
function phaseId(v: unknown): boolean {
  return typeof v === 'string' && PHASE_ID_PATTERN.test(v);
}
function plain(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}
/**
 * Every key is one the schema knows (inherited enumerable keys included, so a polluted prototype
 * only means the slow path). That every key with a default is present (the canonical form) follows
 * from the field checks: each of them requires its value.
 */
function keysOk(o: Record<string, unknown>, known: Set<string>): boolean {
  for (const k in o) if (!known.has(k)) return false;
  return true;
}

export function fastHistoryEntry(v: unknown): HistoryEntry | undefined {
  if (!plain(v)) return undefined;
  if (
    v.schemaVersion !== SCHEMA_VERSION ||
    !str(v.runId, 64) ||
    !positive(v.attempt) ||
    !str(v.repo, 256) ||
    !str(v.workflow, 256) ||
    !str(v.job, 256) ||
    !str(v.matrix, 1024) ||
    !str(v.ref, 512) ||
    !str(v.sha, 64) ||
    !str(v.stateId, 128) ||
    !count(v.durationMs) ||
    !count(v.savedMs) ||
    (v.error !== undefined && !str(v.error, 4096))
  )
    return undefined;
  if (v.kind === 'run') {
    if (
      !keysOk(v, RUN_KEYS) ||
      !RUN_STATUSES.has(v.status) ||
      !time(v.startedAt) ||
      !time(v.endedAt) ||
      typeof v.resumed !== 'boolean' ||
      (v.resumeFrom !== undefined && !phaseId(v.resumeFrom))
    )
      return undefined;
    const p = v.phases;
    if (!plain(p)) return undefined;
    let n = 0;
    for (const k in p) {
      if (!COUNT_KEYS.includes(k) || !count(p[k])) return undefined;
      n++;
    }
    if (n !== COUNT_KEYS.length) return undefined;
    const skipped = v.skipped;
    if (!Array.isArray(skipped) || Object.getPrototypeOf(skipped) !== Array.prototype)
      return undefined;
    for (let i = 0; i < skipped.length; i++) if (!phaseId(skipped[i])) return undefined;
    return v as unknown as HistoryEntry;
  }
  if (v.kind === 'phase') {
    if (
      !keysOk(v, PHASE_KEYS) ||
      !PHASE_STATUSES.has(v.status) ||
      !phaseId(v.phase) ||
      !positive(v.producedBy) ||
      (v.startedAt !== undefined && !time(v.startedAt)) ||
      (v.endedAt !== undefined && !time(v.endedAt)) ||
      (v.exitCode !== undefined &&
        !(typeof v.exitCode === 'number' && Number.isSafeInteger(v.exitCode))) ||
      (v.inputsHash !== undefined &&
        !(typeof v.inputsHash === 'string' && SHA256_HEX.test(v.inputsHash)))
    )
      return undefined;
    return v as unknown as HistoryEntry;
  }
  return undefined;
}

export function parseHistoryValue(value: unknown): HistoryEntry | undefined {
  const fast = fastHistoryEntry(value);
  if (fast) return fast;
  try {
    return parseHistoryEntry(value, 'history');
  } catch {
    return undefined;
  }
}

export interface ReadBatchesOptions {
  /** Longer lines are skipped without being buffered. Default 4 MiB. */
  maxLineBytes?: number;
  /** Bytes read at a time (two reads in flight at most). Default 256 KiB. */
  chunkBytes?: number;
}

export function emptyLineStats(): JsonLinesStats {
  return { entries: 0, skipped: 0, tornTail: false, invalidJson: 0, invalidEntries: 0, tooLong: 0 };
}

const NEWLINE = 0x0a;

export async function* readHistoryBatches(
  path: string,
  stats: JsonLinesStats,
  options: ReadBatchesOptions = {},
): AsyncGenerator<HistoryEntry[]> {
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

  const take = (line: string, out: HistoryEntry[]) => {
    if (line.length > maxLineBytes / 3 && Buffer.byteLength(line) > maxLineBytes) {
      stats.tooLong++;
      stats.skipped++;
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
    const entry = parseHistoryValue(value);
    if (entry === undefined) {
      stats.invalidEntries++;
      stats.skipped++;
      return;
    }
    stats.entries++;
    out.push(entry);
  };

  try {
    for (;;) {
      const bytesRead: number = await next!;
      const buf = buffers[turn]!;
      turn ^= 1;
      next = bytesRead === 0 ? undefined : readInto(buffers[turn]!);
      if (bytesRead === 0) break;
      const view = buf.subarray(0, bytesRead);
      const out: HistoryEntry[] = [];
      let start = 0;
      const first = view.indexOf(NEWLINE);
      if (first < 0) {
        // No line ends in this read: it all belongs to the line in progress.
        if (!discarding) {
          carry.push(Buffer.from(view));
          carryBytes += view.length;
          if (carryBytes > maxLineBytes) {
            carry = [];
            carryBytes = 0;
            discarding = true;
            stats.tooLong++;
            stats.skipped++;
          }
        }
        continue;
      }
      // The line in progress ends at `first`.
      if (discarding) discarding = false;
      else if (carryBytes > 0) {
        const whole = Buffer.concat([...carry, view.subarray(0, first)]);
        if (whole.length > maxLineBytes) {
          stats.tooLong++;
          stats.skipped++;
        } else take(whole.toString('utf8'), out);
      } else if (first > 0) take(view.toString('utf8', 0, first), out);
      carry = [];
      carryBytes = 0;
      start = first + 1;
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
      start = last + 1;
      if (start < view.length) {
        carry.push(Buffer.from(view.subarray(start)));
        carryBytes += view.length - start;
        if (carryBytes > maxLineBytes) {
          carry = [];
          carryBytes = 0;
          discarding = true;
          stats.tooLong++;
          stats.skipped++;
        }
      }
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
