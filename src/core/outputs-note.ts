/**
 * What a phase's record says of its outputs being kept (see src/cli/phase-outputs.ts and
 * src/cli/keeper.ts): `outputsNotKept`, why a later attempt cannot get them back (so it runs the
 * phase again), and `outputsPending`, the keeper still keeping them.
 */
import type { RunState } from './schema.js';

/** The note of a phase whose outputs a keeper process keeps (and if it never ends). */
export const PENDING =
  'what it changed was still being kept in the background when this state was saved';

/** The note of a phase whose outputs its own `run` is keeping (and if that `run` dies first). */
export const KEEPING = 'what it changed was still being kept when this state was saved';

/**
 * The state with `phase`'s record saying `why` its outputs are not kept (undefined: they are) and
 * kept by keeper `pending` (undefined: by none). With `ifPending`, only while that keeper's mark
 * is on the record (otherwise the state unchanged). A record that is not there: unchanged.
 */
export function noteOutputs(
  state: RunState,
  phase: string,
  why: string | undefined,
  opts: { pending?: string; ifPending?: string } = {},
): RunState {
  const rec = state.phases[phase];
  if (!rec) return state;
  if (opts.ifPending !== undefined && rec.outputsPending !== opts.ifPending) return state;
  const { outputsPending: _, outputsNotKept: __, ...rest } = rec;
  const next = {
    ...rest,
    ...(why !== undefined ? { outputsNotKept: why.slice(0, 1024) } : {}),
    ...(opts.pending !== undefined ? { outputsPending: opts.pending } : {}),
  };
  return { ...state, phases: { ...state.phases, [phase]: next } };
}
