/**
 * A fast streaming reader of history JSONL files, for queries over long histories. The lines are
 * read by store/jsonl.ts's reader; what this adds is a cheaper check per entry than the zod parse
 * for the canonical lines ci-state writes (see docs/history.md, "Reading fast").
 */
import { regexes } from 'zod/v4/core';
import { parseHistoryEntry } from '../core/documents.js';
import {
  HistoryPhaseEntry,
  HistoryRunEntry,
  PHASE_ID_PATTERN,
  PHASE_STATUSES,
  SCHEMA_VERSION,
  type HistoryEntry,
} from '../core/schema.js';
import { HISTORY_RUN_STATUSES } from '../core/schema-constants.js';
import {
  readJsonLineBatches,
  type JsonLinesStats,
  type ReadJsonLinesOptions,
} from '../store/jsonl.js';

const TIMESTAMP = regexes.datetime({ offset: true });
const SHA256_HEX = /^[0-9a-f]{64}$/;
const RUN_STATUS_SET = new Set<unknown>(HISTORY_RUN_STATUSES);
const PHASE_STATUS_SET = new Set<unknown>(PHASE_STATUSES);
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

/**
 * The entry when `v` is a history entry in the canonical form ci-state writes, undefined when it
 * is not (or cannot be told quickly). A hand-written check of exactly the zod schema's keys and
 * constraints, with zod's own timestamp pattern; a property test checks that whatever it accepts,
 * the schema accepts identically.
 */
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
      !RUN_STATUS_SET.has(v.status) ||
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
      !PHASE_STATUS_SET.has(v.status) ||
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

/**
 * `fastHistoryEntry`, else the full check (`parseHistoryEntry`: untrusted-JSON rules, schema
 * version, zod schema), which then only runs for lines that are not canonical; undefined when
 * invalid.
 */
export function parseHistoryValue(value: unknown): HistoryEntry | undefined {
  const fast = fastHistoryEntry(value);
  if (fast) return fast;
  try {
    return parseHistoryEntry(value, 'history');
  } catch {
    return undefined;
  }
}

/**
 * The entries of a history file, a read's worth at a time; `stats` is filled as it goes. The
 * lines come from store/jsonl.ts's reader: a torn last line dropped and counted, lines over
 * `maxLineBytes` skipped unread, invalid ones counted.
 */
export function readHistoryBatches(
  path: string,
  stats: JsonLinesStats,
  options: ReadJsonLinesOptions = {},
): AsyncGenerator<HistoryEntry[]> {
  return readJsonLineBatches(path, parseHistoryValue, stats, options);
}
