/**
 * A journal of state changes as RFC 6902 JSON Patch (fast-json-patch). Each entry holds the
 * operations from one revision to the next; replaying every entry on `{}` rebuilds the document.
 * Entries are untrusted on read: they are schema-checked, paths into prototypes are refused and
 * fast-json-patch validates each operation against the document.
 */
import jsonpatch from 'fast-json-patch';
import type { Operation } from 'fast-json-patch';
import type { z } from 'zod';
import { CiStateError, quote } from './errors.js';
import { formatIssues } from './paths.js';
import { FORBIDDEN_KEYS } from './schema.js';
import { schema } from './zod.js';

const Pointer = schema((z) =>
  z
    .string()
    .max(4096)
    .refine((p) => p === '' || p.startsWith('/'), 'a JSON pointer is "" or starts with "/"')
    .refine(
      (p) =>
        !p
          .split('/')
          .slice(1)
          .some((seg) => FORBIDDEN_KEYS.has(seg.replace(/~1/g, '/').replace(/~0/g, '~'))),
      'a path into "__proto__", "constructor" or "prototype" is not allowed',
    ),
);

export const JsonPatchOp = schema((z) =>
  z.discriminatedUnion('op', [
    z.strictObject({ op: z.literal('add'), path: Pointer, value: z.unknown() }),
    z.strictObject({ op: z.literal('remove'), path: Pointer }),
    z.strictObject({ op: z.literal('replace'), path: Pointer, value: z.unknown() }),
    z.strictObject({ op: z.literal('move'), path: Pointer, from: Pointer }),
    z.strictObject({ op: z.literal('copy'), path: Pointer, from: Pointer }),
    z.strictObject({ op: z.literal('test'), path: Pointer, value: z.unknown() }),
  ]),
);

export const JournalEntry = schema((z) =>
  z.strictObject({
    seq: z.number().int().nonnegative(),
    at: z.iso.datetime({ offset: true }),
    ops: z.array(JsonPatchOp).max(1_000_000),
  }),
);
export type JournalEntry = z.infer<typeof JournalEntry>;
export type { Operation };

/** Plain JSON copy (drops undefined, as the persisted document would). */
function plain(value: unknown): unknown {
  return value === undefined ? {} : (JSON.parse(JSON.stringify(value)) as unknown);
}

/** The operations that turn `prev` (or `{}` when undefined) into `next`. */
export function diffStates(prev: unknown, next: unknown): Operation[] {
  return jsonpatch.compare(plain(prev) as object, plain(next) as object);
}

function isObjectLike(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function escapePointer(key: string): string {
  return key.includes('~') || key.includes('/')
    ? key.replace(/~/g, '~0').replace(/\//g, '~1')
    : key;
}

/**
 * The operations that turn the JSON document `prev` (or `{}` when undefined) into `next`, the same
 * operations `diffStates` computes (fast-json-patch's algorithm: removals and replacements walking
 * the old keys from the last, then additions in the new order), without first copying both
 * documents. Both must be JSON data (plain objects, arrays, strings, finite numbers, booleans,
 * null); a member whose value is undefined counts as absent, as it would once serialized.
 * `unchanged(pointer)` may name subtrees known to be equal on both sides: they are not walked.
 * Operation values are not copied: serialize the operations before changing `next`.
 */
export function diffJson(
  prev: unknown,
  next: unknown,
  unchanged?: (pointer: string) => boolean,
): JournalEntry['ops'] {
  const ops: JournalEntry['ops'] = [];
  const from = prev === undefined ? {} : prev;
  if (isObjectLike(from) && isObjectLike(next) && Array.isArray(from) === Array.isArray(next)) {
    generate(from, next, '', ops, unchanged);
  } else if (from !== next) {
    ops.push({ op: 'replace', path: '', value: next });
  }
  return ops;
}

function generate(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  path: string,
  ops: JournalEntry['ops'],
  unchanged: ((pointer: string) => boolean) | undefined,
): void {
  if (a === b) return;
  const oldKeys = Object.keys(a);
  for (let t = oldKeys.length - 1; t >= 0; t--) {
    const key = oldKeys[t] as string;
    const oldVal = a[key];
    if (oldVal === undefined) continue;
    const pointer = `${path}/${escapePointer(key)}`;
    const newVal = Object.hasOwn(b, key) ? b[key] : undefined;
    if (newVal === undefined) {
      ops.push({ op: 'remove', path: pointer });
    } else if (
      isObjectLike(oldVal) &&
      isObjectLike(newVal) &&
      Array.isArray(oldVal) === Array.isArray(newVal)
    ) {
      if (!unchanged?.(pointer)) generate(oldVal, newVal, pointer, ops, unchanged);
    } else if (oldVal !== newVal) {
      ops.push({ op: 'replace', path: pointer, value: newVal });
    }
  }
  for (const key of Object.keys(b)) {
    const value = b[key];
    if (value === undefined || (Object.hasOwn(a, key) && a[key] !== undefined)) continue;
    ops.push({ op: 'add', path: `${path}/${escapePointer(key)}`, value });
  }
}

/** A journal entry for one revision. */
export function journalEntry(prev: unknown, next: unknown, seq: number, at: string): JournalEntry {
  return JournalEntry.parse({ seq, at, ops: diffStates(prev, next) });
}

/**
 * Applies every entry, in order, to `{}` (or a copy of `base`) and returns the document. Entries
 * must have increasing `seq`. Throws a one-line CiStateError naming the entry and operation that
 * does not apply.
 */
export function replayJournal(entries: readonly unknown[], base: unknown = {}): unknown {
  let doc: unknown = structuredClone(base);
  let lastSeq = -1;
  entries.forEach((raw, index) => {
    const parsed = JournalEntry.safeParse(raw);
    if (!parsed.success) {
      throw new CiStateError(
        'invalid_journal',
        `journal entry ${index}: ${formatIssues(parsed.error.issues).slice(0, 20).join('; ')}`,
      );
    }
    const entry = parsed.data;
    if (entry.seq <= lastSeq) {
      throw new CiStateError(
        'invalid_journal',
        `journal entry ${index}: seq ${entry.seq} does not follow ${lastSeq}: expected increasing seq`,
      );
    }
    lastSeq = entry.seq;
    entry.ops.forEach((op, i) => {
      try {
        // A copy: the document is changed in place, and an added value must not stay shared
        // with the entry (a second replay of the same entries would start from a changed one).
        const own = structuredClone(op) as Operation;
        doc = jsonpatch.applyOperation(doc, own, true, true, true, i).newDocument;
      } catch (err) {
        const why =
          err instanceof Error ? (err.message.split('\n')[0] ?? err.message) : String(err);
        throw new CiStateError(
          'invalid_journal',
          `journal entry ${index} (seq ${entry.seq}): operation ${i} (${op.op} ${quote(op.path)}) does not apply: ${why}`,
          { cause: err },
        );
      }
    });
  });
  return doc;
}
