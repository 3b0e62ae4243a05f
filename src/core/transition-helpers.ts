/**
 * What the transitions share: input parsing (a one-line error naming the input), the checks that
 * refuse an illegal transition, and the pieces of a phase record (tails, failures, end times).
 */
import type { z } from 'zod';
import { laterOf, msBetween } from './canonical.js';
import { CiStateError, quote } from './errors.js';
import { formatIssues } from './paths.js';
import { compact } from './objects.js';
import { keepHead, keepTail } from './truncate.js';
import { redactSecrets } from './redact.js';
import { FAILURE_MESSAGE_MAX, MAX_PHASE_FAILURES, PHASE_ID_PATTERN, RunState } from './schema.js';
import type { LastFailure, PhaseFailure, PhaseRecord } from './schema.js';

export const TAIL_MAX = 65_536;
export const ERROR_MAX = 4096;
export const REASON_MAX = 1024;

/** A time: an ISO 8601 string or a Date. */
export type Time = string | Date;

export function illegal(message: string): CiStateError {
  return new CiStateError('illegal_transition', message);
}

export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new CiStateError(
      'invalid_input',
      `${what} is not valid: ${formatIssues(parsed.error.issues).join('; ')}`,
    );
  }
  return parsed.data as z.output<S>;
}

export function checkPhaseId(phase: unknown): string {
  if (typeof phase !== 'string' || !PHASE_ID_PATTERN.test(phase)) {
    throw new CiStateError(
      'invalid_input',
      `phase ${quote(phase)} is not a phase id: expected 1-64 characters, letters, digits, ".", "_" or "-", starting with a letter or digit`,
    );
  }
  return phase;
}

export function recordOf(state: RunState, phase: string): PhaseRecord | undefined {
  return Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
}

export function withPhase(state: RunState, phase: string, record: PhaseRecord): RunState['phases'] {
  return { ...state.phases, [phase]: record };
}

/** Redacts secrets and bounds the size of captured output. */
export function tail(text: string | undefined): string | undefined {
  return text === undefined ? undefined : keepTail(redactSecrets(text).text, TAIL_MAX);
}

export function message(text: string, max: number): string {
  return keepHead(redactSecrets(text).text, max);
}

export interface FailureDetail {
  exitCode?: number | undefined;
  signal?: string | undefined;
  cancelled?: boolean | undefined;
}

/**
 * A phase's failure: the record's `failures` with it appended (the last MAX_PHASE_FAILURES kept)
 * and the run's `lastFailure` (a failed phase is recoverable: a re-run runs it again).
 */
export function phaseFailure(
  phase: string,
  prev: PhaseRecord,
  at: string,
  error: string,
  detail: FailureDetail,
): { failures: PhaseFailure[]; lastFailure: LastFailure } {
  const d = compact({
    exitCode: detail.exitCode,
    signal: detail.signal === undefined ? undefined : keepHead(detail.signal, 32),
    cancelled: detail.cancelled,
  });
  const entry: PhaseFailure = {
    attempt: prev.attempt,
    ...(prev.startedAt !== undefined ? { startedAt: prev.startedAt } : {}),
    at,
    message: message(error, FAILURE_MESSAGE_MAX),
    ...d,
  };
  return {
    failures: [...(prev.failures ?? []), entry].slice(-MAX_PHASE_FAILURES),
    lastFailure: {
      phase,
      attempt: prev.attempt,
      at,
      message: message(error, ERROR_MAX),
      ...d,
      recoverable: true,
    },
  };
}

/** Refuses changes to a run that finished or is paused. */
export function checkOpen(state: RunState, doing: string): void {
  if (state.status === 'completed') {
    throw illegal(`cannot ${doing}: the run is completed; start a new run with \`ci-state init\``);
  }
  if (state.status === 'failed' || state.endedAt !== undefined) {
    throw illegal(
      `cannot ${doing}: the run ${state.status === 'failed' ? 'is failed' : `ended (${state.status})`}; start its next attempt with \`ci-state resume\` (or \`ci-state init\`), or a new run with \`ci-state reset\` then \`ci-state init\``,
    );
  }
  if (state.status === 'paused') {
    throw illegal(
      `cannot ${doing}: the run is paused (${keepHead(state.pause?.reason ?? 'no reason', 200)}); continue it with \`ci-state resume\``,
    );
  }
}

export function describeStatus(record: PhaseRecord | undefined): string {
  return record === undefined ? 'not recorded' : record.status;
}

/** The run's updatedAt for a change at `now` (never before createdAt). */
export function stamp(state: RunState, now: string): string {
  return laterOf(now, state.createdAt);
}

/** Fields a finished record keeps from its running record. */
export function finished(
  prev: PhaseRecord,
  now: string,
  durationMs: number | undefined,
): Pick<PhaseRecord, 'endedAt' | 'durationMs'> {
  const endedAt = laterOf(now, prev.startedAt);
  if (durationMs !== undefined && (!Number.isInteger(durationMs) || durationMs < 0)) {
    throw new CiStateError(
      'invalid_input',
      `duration ${quote(durationMs)} is not valid: expected a whole number of milliseconds, 0 or more`,
    );
  }
  return { endedAt, durationMs: durationMs ?? msBetween(prev.startedAt, endedAt) };
}
