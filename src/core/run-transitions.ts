/**
 * Run transitions: pausing, unpausing and finishing a run, and the run status its phases imply.
 * Pure like the phase transitions: a NEW RunState, or a CiStateError and no change.
 *
 * Run status: `createRun` -> pending; starting a phase -> running; `pauseRun` -> paused;
 * `finishRun` -> completed (no phase failed) or failed; `rollbackTo` -> rolled_back;
 * `beginAttempt` starts the next attempt of a run that did not complete -> pending.
 */
import { toIso } from './canonical.js';
import { CiStateError } from './errors.js';
import { profileSkips, resolveProfile } from './profiles.js';
import { compact } from './objects.js';
import { RunState } from './schema.js';
import type { PhaseStatus, RunStatus } from './schema.js';
import {
  checkOpen,
  ERROR_MAX,
  finished,
  illegal,
  message,
  phaseFailure,
  REASON_MAX,
  recordOf,
  stamp,
} from './transition-helpers.js';
import type { Time } from './transition-helpers.js';

/** Pauses a run between phases (refused while a phase runs). */
export function pauseRun(state: RunState, reason: string, now: Time): RunState {
  const at = toIso(now);
  checkOpen(state, 'pause the run');
  const running = Object.entries(state.phases).filter(([, r]) => r.status === 'running');
  if (running.length > 0) {
    throw illegal(`cannot pause the run: phase ${running.map(([id]) => id).join(', ')} is running`);
  }
  if (typeof reason !== 'string' || reason.trim() === '') {
    throw new CiStateError(
      'invalid_input',
      'pausing a run needs a reason: expected a non-empty description',
    );
  }
  return {
    ...state,
    status: 'paused',
    pause: { reason: message(reason, REASON_MAX), at },
    updatedAt: stamp(state, at),
  };
}

/** Ends a pause; the run goes back to running (or pending when nothing ran in this attempt). */
export function unpauseRun(state: RunState, now: Time): RunState {
  const at = toIso(now);
  if (state.status !== 'paused')
    throw illegal(`cannot unpause the run: it is ${state.status}, not paused`);
  const { pause: _pause, ...rest } = state;
  const next: RunState = { ...rest, status: 'running', updatedAt: stamp(state, at) };
  return { ...next, status: deriveRunStatus(next) };
}

export interface FinishRunOptions {
  /** Makes the run failed even when no phase failed (e.g. the job failed outside any phase). */
  error?: string;
  /**
   * Whether a re-run can be expected to help with `error` (the run's `lastFailure.recoverable`).
   * Default: true when a phase was still running (it did not finish), else false.
   */
  recoverable?: boolean;
}

/** The error given to phases still running when the run finishes. */
export const UNFINISHED_PHASE_ERROR = 'did not finish: the run ended while it was running';

/**
 * Finishes the run: `failed` when a phase failed (or `error` is given), or when a declared phase
 * neither ran nor was skipped (error "not run: test"; the next attempt resumes it), else
 * `completed`; a run that was rolled back and did not go on stays `rolled_back`. Phases still
 * running are failed first (they did not finish). Refused for a run already finished or paused.
 */
export function finishRun(state: RunState, now: Time, options: FinishRunOptions = {}): RunState {
  const at = toIso(now);
  if (state.status === 'completed' || state.status === 'failed' || state.endedAt !== undefined) {
    const what =
      state.status === 'completed' || state.status === 'failed'
        ? state.status
        : `ended (${state.status})`;
    throw illegal(`cannot finish the run: it already ${what}`);
  }
  if (state.status === 'paused') {
    throw illegal(
      'cannot finish the run: it is paused; continue it with `ci-state resume` first, or leave it paused',
    );
  }
  let phases = state.phases;
  let lastFailure = state.lastFailure;
  let interrupted = false;
  for (const [id, rec] of Object.entries(state.phases)) {
    if (rec.status !== 'running') continue;
    const end = finished(rec, at, undefined);
    const failure = phaseFailure(id, rec, end.endedAt ?? at, UNFINISHED_PHASE_ERROR, {});
    lastFailure = failure.lastFailure;
    interrupted = true;
    phases = {
      ...phases,
      [id]: compact({
        ...rec,
        status: 'failed' as const,
        ...end,
        error: UNFINISHED_PHASE_ERROR,
        failures: failure.failures,
      }),
    };
  }
  const anyFailed = Object.values(phases).some((r) => r.status === 'failed');
  // Declared phases are a contract: a run that left one unrun is not completed.
  const notRun = anyFailed || state.status === 'rolled_back' ? [] : declaredNotRun(state);
  const error =
    options.error !== undefined && options.error.trim() !== ''
      ? message(options.error, ERROR_MAX)
      : notRun.length > 0
        ? message(`not run: ${notRun.join(', ')}`, ERROR_MAX)
        : undefined;
  const status: RunStatus =
    anyFailed || error !== undefined
      ? 'failed'
      : state.status === 'rolled_back'
        ? 'rolled_back'
        : 'completed';
  const endedAt = stamp(state, at);
  if (error !== undefined) {
    lastFailure = {
      attempt: state.origin.runAttempt,
      at: endedAt,
      message: error,
      recoverable:
        options.recoverable ?? (interrupted || (options.error === undefined && notRun.length > 0)),
    };
  }
  return compact({ ...state, status, phases, error, lastFailure, endedAt, updatedAt: endedAt });
}

/**
 * Declared phases that neither ran nor were skipped in the run (pending or never recorded), leaving
 * out those the active profile skips.
 */
export function declaredNotRun(state: RunState): string[] {
  let byProfile = new Map<string, string>();
  if (state.profile !== undefined) {
    byProfile = profileSkips(resolveProfile(state.profile, state.profiles), state.declared);
  }
  return state.declared
    .map((d) => d.id)
    .filter((id) => !byProfile.has(id))
    .filter((id) => {
      const rec = recordOf(state, id);
      return rec === undefined || rec.status === 'pending';
    });
}

/**
 * The status a run's phases and markers imply: paused when paused; once ended, failed if a phase
 * failed (or the run has an error), else completed (or rolled_back if it ended rolled back);
 * running when a phase runs or one ran in this attempt; otherwise pending (or rolled_back).
 */
export function deriveRunStatus(state: RunState): RunStatus {
  const records = Object.values(state.phases);
  if (state.pause !== undefined) return 'paused';
  const anyFailed = records.some((r) => r.status === 'failed');
  if (state.endedAt !== undefined) {
    if (anyFailed || state.error !== undefined) return 'failed';
    return state.status === 'rolled_back' ? 'rolled_back' : 'completed';
  }
  if (records.some((r) => r.status === 'running')) return 'running';
  if (state.status === 'rolled_back') return 'rolled_back';
  const ranNow = (s: PhaseStatus): boolean => s === 'succeeded' || s === 'failed';
  if (
    records.some((r) => ranNow(r.status) && r.attempt === state.origin.runAttempt && r.attempts > 0)
  ) {
    return 'running';
  }
  return 'pending';
}
