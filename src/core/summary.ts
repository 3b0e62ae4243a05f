/** Human-readable lines for the CLI and reports: plans (durations read as duration.ts says). */
import { formatDuration } from './duration.js';
import type { ResumePlan } from './plan.js';
import type { RunState } from './schema.js';
import { oneLine } from './text.js';
import { plural } from './words.js';

/**
 * The plan in lines a person reads: one headline, one line per phase in run order, then warnings.
 *
 *     Resuming from attempt 1 (strategy failed): 3 phases skipped, 2 run again from test; saves about 4m12s.
 *       skip  build   succeeded in attempt 1 (2m01s)
 *       run   test    failed in attempt 1: exit code 3
 *     warning: deploy has side effects and succeeded in attempt 1: not run again
 */
export function describePlan(plan: ResumePlan, state?: RunState): string[] {
  const fromAttempt = plan.fromAttempt ?? state?.origin.runAttempt;
  const parts = [
    `${plural(plan.skip.length, 'phase')} skipped`,
    `${plan.redo.length} run again${plan.resumeFrom !== undefined ? ` from ${plan.resumeFrom}` : ''}`,
  ];
  const saved = plan.savedMs > 0 ? `; saves about ${formatDuration(plan.savedMs)}` : '';
  const from = fromAttempt !== undefined ? ` from attempt ${fromAttempt}` : '';
  const lines = [
    `Resuming${from} (strategy ${oneLine(plan.strategy)}): ${parts.join(', ')}${saved}.`,
  ];
  const skip = new Set(plan.skip);
  const width = Math.min(32, Math.max(0, ...plan.order.map((id) => id.length)));
  const blocked = plan.blocked ?? {};
  for (const id of plan.order) {
    const isBlocked = !skip.has(id) && Object.hasOwn(blocked, id);
    const action = skip.has(id) ? 'skip' : isBlocked ? 'fail' : 'run ';
    const reason = isBlocked ? blocked[id] : plan.reasons[id];
    lines.push(`  ${action}  ${id.padEnd(width)}${reason ? `  ${oneLine(reason)}` : ''}`.trimEnd());
  }
  for (const warning of plan.warnings) lines.push(`warning: ${oneLine(warning)}`);
  return lines;
}
