/**
 * TEMPORARY stand-ins for the core journal module (journal.ts), not in the tree yet. Same
 * names and signatures as the core ones; removed once src/core provides them.
 */
import { compare, type Operation } from 'fast-json-patch';
import { z } from 'zod';
import type { RunState } from '../core/schema.js';

export function diffStates(prev: RunState | undefined, next: RunState): Operation[] {
  if (!prev) return [{ op: 'replace', path: '', value: next }];
  return compare(prev, next);
}

export const JournalEntry = z.strictObject({
  seq: z.number().int().nonnegative(),
  at: z.string(),
  ops: z.array(z.any()),
});
export type JournalEntry = z.infer<typeof JournalEntry>;
