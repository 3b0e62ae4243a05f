/**
 * The checkpoints ci-state takes on its own when a phase ends (the run's checkpoint policy, see
 * core/checkpoint-policy.ts): the outputs of a failed (error_recovery) or cancelled
 * (before_restart) phase, and scheduled ones. Deciding is pure and cheap; the snapshot code is
 * loaded only when a checkpoint is due. Never changes the phase's result: a checkpoint that
 * cannot be taken is a warning.
 */
import { checkpointsAfterPhase, type PhaseOutcome } from '../core/checkpoint-policy.js';
import type { RunState } from '../core/schema.js';
import { now, type Session } from './session.js';

/** Takes the checkpoints due after `phase` ended with `outcome`; returns the state after them. */
export async function afterPhaseCheckpoints(
  s: Session,
  state: RunState,
  phase: string,
  outcome: PhaseOutcome,
  outputs: readonly string[] | undefined,
): Promise<RunState> {
  try {
    const planned = checkpointsAfterPhase(state, phase, outcome, outputs ?? [], now());
    if (planned.length === 0) return state;
    const { takePlannedCheckpoints } = await import('./checkpoints.js');
    return await takePlannedCheckpoints(s, state, planned);
  } catch (e) {
    s.printer.warn(`no checkpoint after ${phase}: ${(e as Error).message.split('\n')[0]}`);
    return state;
  }
}
