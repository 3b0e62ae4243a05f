/**
 * `ci-state result <phase>`: how a phase ended, as recorded: status, attempt, exit code (or signal),
 * duration, error, and the bounded, redacted tails of its stdout and stderr. For people, or as JSON
 * for a later step (`ci-state result test --json | jq .exitCode`).
 */
import { CiStateError, listWords, quote } from '../../core/errors.js';
import { formatDuration } from '../../core/duration.js';
import { phaseOrder } from '../../core/plan.js';
import type { PhaseRecord, RunState } from '../../core/schema.js';
import type { Printer } from '../output.js';
import { openSession, requireState } from '../session.js';

/** What `result --json` prints: the record's outcome fields, absent ones as null. */
export interface PhaseResult {
  phase: string;
  status: PhaseRecord['status'] | 'not_run';
  attempt: number | null;
  exitCode: number | null;
  signal: string | null;
  cancelled: boolean;
  durationMs: number | null;
  startedAt: string | null;
  endedAt: string | null;
  error: string | null;
  reason: string | null;
  stdoutTail: string | null;
  stderrTail: string | null;
}

function resultOf(state: RunState, phase: string): PhaseResult {
  const rec = Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
  const declared = state.declared.some((d) => d.id === phase);
  if (rec === undefined && !declared) {
    const known = phaseOrder(state.declared, state.phases);
    throw new CiStateError(
      'invalid_input',
      `result: no phase ${quote(phase)} in the run: expected ${known.length ? listWords(known.slice(0, 50)) : 'a phase that ran (none has yet)'}`,
    );
  }
  return {
    phase,
    status:
      rec === undefined || (rec.status === 'pending' && rec.attempts === 0)
        ? 'not_run'
        : rec.status,
    attempt: rec?.attempt ?? null,
    exitCode: rec?.exitCode ?? null,
    signal: rec?.signal ?? null,
    cancelled: rec?.cancelled ?? false,
    durationMs: rec?.durationMs ?? null,
    startedAt: rec?.startedAt ?? null,
    endedAt: rec?.endedAt ?? null,
    error: rec?.error ?? null,
    reason: rec?.reason ?? null,
    stdoutTail: rec?.stdoutTail ?? null,
    stderrTail: rec?.stderrTail ?? null,
  };
}

/** "test: failed in attempt 1 (exit code 3) after 1.2s". */
function headline(r: PhaseResult): string {
  if (r.status === 'not_run') return `${r.phase}: not run yet`;
  const how =
    r.exitCode !== null
      ? `exit code ${r.exitCode}`
      : r.signal !== null
        ? `killed by ${r.signal}`
        : r.cancelled
          ? 'cancelled'
          : undefined;
  const took = r.durationMs !== null ? ` after ${formatDuration(r.durationMs)}` : '';
  return `${r.phase}: ${r.status} in attempt ${r.attempt ?? '?'}${how ? ` (${how})` : ''}${took}`;
}

export async function cmdResult(
  printer: Printer,
  phase: string,
  o: { json?: boolean },
): Promise<void> {
  const { state } = await requireState(openSession(printer));
  const r = resultOf(state, phase);
  if (o.json) {
    printer.json(r);
    return;
  }
  printer.out(headline(r));
  if (r.error !== null && r.status === 'failed') printer.out(`error: ${r.error}`);
  if (r.reason !== null && r.status === 'skipped') printer.out(`reason: ${r.reason}`);
  for (const [name, tail] of [
    ['stdout', r.stdoutTail],
    ['stderr', r.stderrTail],
  ] as const) {
    if (tail === null || tail === '') continue;
    printer.out(`--- ${name} (last ${tail.length} characters kept) ---`);
    printer.out(tail.endsWith('\n') ? tail.slice(0, -1) : tail);
  }
}
