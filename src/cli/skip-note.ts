/** The one line `ci-state run` prints when it skips a phase, saying why in the run's own terms. */
import type { PhaseDecision } from '../core/decide.js';
import { formatDuration } from '../core/duration.js';
import type { PhaseRecord, RunState } from '../core/schema.js';
import { glyphs } from './glyphs.js';

/** Why skip-failed skips a phase: it failed (never completed), and the run goes on without it. */
function skipFailedWords(rec: PhaseRecord, fromAttempt: number | undefined): string {
  const last = rec.failures?.at(-1);
  const attempt = last?.attempt ?? fromAttempt;
  const why = last ? ` (${last.message.split(/\r?\n/)[0]?.trim() || 'failed'})` : '';
  return `failed in attempt ${attempt ?? '?'}${why}; skip-failed goes on without it`;
}

/**
 * "⏭ build skipped: completed in attempt 1, saves 2m (command not run)": a kept phase says the
 * attempt that completed it, a failed one that skip-failed skips says where it failed, and any
 * other skip gives the decision's reason.
 */
export function skipNote(
  state: RunState,
  phase: string,
  decision: Extract<PhaseDecision, { action: 'skip' }>,
): string {
  const kept = Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
  const said =
    !decision.restoreOutputs || decision.keepEffect || !kept
      ? decision.reason
      : kept.skipFailed
        ? skipFailedWords(kept, state.resume?.fromAttempt)
        : kept.status === 'succeeded'
          ? `completed in attempt ${kept.attempt}`
          : decision.reason;
  const saves = decision.savedMs ? `, saves ${formatDuration(decision.savedMs)}` : '';
  return `${glyphs().skipped} ${phase} skipped: ${said}${saves} (command not run)`;
}
