/**
 * A journal of state changes as RFC 6902 JSON Patch (fast-json-patch). Each entry holds the
 * operations from one revision to the next; replaying every entry on `{}` rebuilds the document.
 * Entries are untrusted on read: they are schema-checked, paths into prototypes are refused and
 * fast-json-patch validates each operation against the document.
 */
import jsonpatch from 'fast-json-patch';
import type { Operation } from 'fast-json-patch';
import { z } from 'zod';
import { CiStateError, quote } from './errors.js';
import { formatIssues } from './paths.js';
import { FORBIDDEN_KEYS } from './schema.js';

const Pointer = z
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
  );

export const JsonPatchOp = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('add'), path: Pointer, value: z.unknown() }),
  z.strictObject({ op: z.literal('remove'), path: Pointer }),
  z.strictObject({ op: z.literal('replace'), path: Pointer, value: z.unknown() }),
  z.strictObject({ op: z.literal('move'), path: Pointer, from: Pointer }),
  z.strictObject({ op: z.literal('copy'), path: Pointer, from: Pointer }),
  z.strictObject({ op: z.literal('test'), path: Pointer, value: z.unknown() }),
]);

export const JournalEntry = z.strictObject({
  seq: z.number().int().nonnegative(),
  at: z.iso.datetime({ offset: true }),
  ops: z.array(JsonPatchOp).max(1_000_000),
});
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
        doc = jsonpatch.applyOperation(doc, op as Operation, true, true, true, i).newDocument;
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
