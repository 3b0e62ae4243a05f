/**
 * TEMPORARY stand-ins for core modules that are not in the tree yet (migrate.ts, journal.ts). Same
 * names and signatures as the core ones; removed once src/core provides them.
 */
import { compare, type Operation } from 'fast-json-patch';
import { z } from 'zod';
import { CiStateError } from '../core/errors.js';
import { formatIssues } from '../core/paths.js';
import { RunState, SCHEMA_VERSION } from '../core/schema.js';

export function parseStateDocument(raw: unknown, source: string): RunState {
  if (raw && typeof raw === 'object' && 'schemaVersion' in raw) {
    const v = (raw as { schemaVersion: unknown }).schemaVersion;
    if (typeof v === 'number' && v > SCHEMA_VERSION) {
      throw new CiStateError(
        'newer_schema',
        `${source}: schemaVersion ${v} is newer than this ci-state knows (${SCHEMA_VERSION})`,
      );
    }
  }
  const r = RunState.safeParse(raw);
  if (!r.success) {
    throw new CiStateError(
      'invalid_state',
      `${source}: invalid state: ${formatIssues(r.error.issues).join('; ')}`,
    );
  }
  return r.data;
}

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
