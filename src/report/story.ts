/**
 * The one-sentence story of an attempt, shared by the job summary and the PR comment (examples in
 * docs/reports.md, "The story"), and the words for failures both use.
 */
import {
  formatDuration,
  phaseOrder,
  type LastFailure,
  type PhaseFailure,
  type PhaseRecord,
  type RunState,
} from '../core/index.js';
import { plural } from '../core/words.js';
import { codeSpan, escapeInline } from './escape.js';

const MAX_LISTED = 6;

/** "a", "a and b", "a, b and c", "a, b, … and 7 more" (items already escaped). */
export function listInProse(items: readonly string[], max = MAX_LISTED): string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0] ?? '';
  if (items.length > max) {
    return `${items.slice(0, max - 1).join(', ')} and ${items.length - (max - 1)} more`;
  }
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** Phase ids in run order: declared first, then recorded. */
export function orderedPhases(state: RunState): string[] {
  return phaseOrder(state.declared, state.phases).filter((id) => Object.hasOwn(state.phases, id));
}

interface Why {
  cancelled?: boolean | undefined;
  exitCode?: number | undefined;
  signal?: string | undefined;
}

function whyWords(why: Why, text: string | undefined): string {
  if (why.cancelled) return 'cancelled';
  if (why.exitCode !== undefined) return `exit code ${why.exitCode}`;
  if (why.signal) return `killed by ${escapeInline(why.signal, 32)}`;
  const first = (text ?? '')
    .split(/\r?\n/)
    .find((l) => l.trim() !== '')
    ?.trim();
  return first ? escapeInline(first, 120) : 'no error recorded';
}

/** Why a phase failed, short, escaped: "exit code 3", "cancelled", "killed by SIGKILL", or the error. */
export function failureWords(record: PhaseRecord): string {
  return whyWords(record, record.error);
}

/** The same words for a kept failure (a phase's `failures` entry or the run's `lastFailure`). */
export function keptFailureWords(failure: PhaseFailure | LastFailure): string {
  return whyWords(failure, failure.message);
}

/** "attempt 1", "attempts 1 and 2": the attempts in which `failures` happened. */
function attemptsWords(failures: readonly PhaseFailure[]): string {
  const attempts = [...new Set(failures.map((f) => f.attempt))].map(String);
  return `${attempts.length === 1 ? 'attempt' : 'attempts'} ${listInProse(attempts)}`;
}

/**
 * What a phase's kept failures add to its status, escaped, or '' when it never failed:
 * "succeeded in attempt 2 after failing in attempt 1 (exit code 3)" for a phase that succeeded,
 * "also failed in attempt 1" for one that failed again.
 */
export function failureHistoryWords(record: PhaseRecord): string {
  const failures = record.failures ?? [];
  const last = failures.at(-1);
  if (last === undefined) return '';
  if (record.status === 'succeeded') {
    const times = failures.length > 1 ? `, ${failures.length} failures` : '';
    return `succeeded in attempt ${record.attempt} after failing in ${attemptsWords(failures)} (${keptFailureWords(last)}${times})`;
  }
  // A failed record's own failure is the last one kept; what came before it is news.
  const earlier = record.status === 'failed' ? failures.slice(0, -1) : failures;
  if (earlier.length === 0) return '';
  return `${record.status === 'failed' ? 'also ' : ''}failed in ${attemptsWords(earlier)}`;
}

/**
 * The run's last failure in one line of markdown (escaped), or undefined when it never failed:
 * "`test` failed in attempt 1 (exit code 3); recoverable: a re-run can help".
 */
export function lastFailureWords(
  state: RunState,
  options: { table?: boolean } = {},
): string | undefined {
  const last = state.lastFailure;
  if (last === undefined) return undefined;
  const who =
    last.phase !== undefined
      ? `${codeSpan(last.phase, { table: options.table ?? false })} failed`
      : 'the run failed';
  const recoverable = last.recoverable
    ? 'recoverable: a re-run can help'
    : 'not recoverable: a re-run would fail the same way';
  return `${who} in attempt ${last.attempt} (${keptFailureWords(last)}); ${recoverable}`;
}

/**
 * For a run that completed after a failure, that failure as what it now is, a recovered one, in
 * markdown (escaped), or undefined: "attempt 1 failed in `test` (exit code 3); attempt 2
 * completed". A completed run's failure is no longer news a re-run could help with.
 */
export function recoveredWords(
  state: RunState,
  options: { table?: boolean } = {},
): string | undefined {
  const last = state.lastFailure;
  if (last === undefined || state.status !== 'completed') return undefined;
  const where =
    last.phase !== undefined
      ? ` in ${codeSpan(last.phase, { table: options.table ?? false })}`
      : '';
  const now = state.origin.runAttempt;
  const then =
    last.attempt === now ? `, then attempt ${now} completed` : `; attempt ${now} completed`;
  return `attempt ${last.attempt} failed${where} (${keptFailureWords(last)})${then}`;
}

/** The first failed phase in run order, if any. */
export function firstFailed(state: RunState): string | undefined {
  return orderedPhases(state).find((id) => state.phases[id]?.status === 'failed');
}

/** Whether this attempt picked up where an earlier one stopped. */
export function isResumed(state: RunState): boolean {
  return state.resume !== undefined && state.resume.fromAttempt < state.origin.runAttempt;
}

function outcome(state: RunState, resumed: boolean, table: boolean): string | undefined {
  const code = (text: string, max?: number): string =>
    codeSpan(text, { table, ...(max !== undefined ? { max } : {}) });
  const attempt = state.origin.runAttempt;
  switch (state.status) {
    case 'completed': {
      if (resumed) return 'completed';
      const ran = orderedPhases(state).filter((id) => {
        const r = state.phases[id];
        return r?.status === 'succeeded' && r.attempt === attempt;
      });
      const ms = ran.reduce((sum, id) => sum + (state.phases[id]?.durationMs ?? 0), 0);
      const skipped = orderedPhases(state).filter((id) => state.phases[id]?.status === 'skipped');
      const extra = skipped.length > 0 ? ` (${plural(skipped.length, 'phase')} skipped)` : '';
      return ran.length === 0
        ? `completed with no phase to run${extra}`
        : `completed ${plural(ran.length, 'phase')} in ${formatDuration(ms)}${extra}`;
    }
    case 'failed': {
      const id = firstFailed(state);
      const rec = id !== undefined ? state.phases[id] : undefined;
      if (id !== undefined && rec) return `failed in ${code(id)} (${failureWords(rec)})`;
      return state.error ? `failed: ${escapeInline(firstLine(state.error), 160)}` : 'failed';
    }
    case 'rolled_back': {
      const event = [...state.rollbackHistory].reverse().find((e) => e.attempt === attempt);
      if (!event) return 'rolled back';
      const from = event.from !== undefined ? ` from ${code(event.from)}` : '';
      const after = event.toPhase !== undefined ? ` (after ${code(event.toPhase)})` : '';
      const undone =
        event.rolledBack.length > 0
          ? `, undoing ${listInProse(event.rolledBack.map((p) => escapeInline(p)))}`
          : '';
      return `rolled back${from} to checkpoint ${code(event.checkpointId, 64)}${after}${undone}`;
    }
    case 'paused':
      return state.pause ? `paused: ${escapeInline(firstLine(state.pause.reason), 160)}` : 'paused';
    case 'running':
    case 'pending': {
      if (resumed) return undefined;
      const ids = orderedPhases(state);
      const done = ids.filter((id) => {
        const s = state.phases[id]?.status;
        return s === 'succeeded' || s === 'skipped';
      });
      const running = ids.find((id) => state.phases[id]?.status === 'running');
      return running !== undefined
        ? `is running ${code(running)} (${done.length} of ${plural(ids.length, 'phase')} done)`
        : ids.length === 0
          ? 'has recorded no phase yet'
          : `has ${done.length} of ${plural(ids.length, 'phase')} done`;
    }
  }
}

function firstLine(text: string): string {
  return (
    text
      .split(/\r?\n/)
      .find((l) => l.trim() !== '')
      ?.trim() ?? ''
  );
}

/**
 * The story of the state's current attempt in one sentence of markdown, ending with a full stop.
 * Every string from the state is escaped (ids in code spans, free text through `escapeInline`);
 * `table: true` when it goes in a table cell. At most `MAX_LISTED` phase ids are named in prose.
 */
export function storyOf(state: RunState, options: { table?: boolean } = {}): string {
  const table = options.table ?? false;
  const code = (text: string): string => codeSpan(text, { table, max: 64 });
  const attempt = state.origin.runAttempt;
  const resumed = isResumed(state);
  const head = `Attempt ${attempt}`;
  const end = outcome(state, resumed, table);
  if (!resumed || !state.resume) return `${head} ${end ?? 'started'}.`;

  const r = state.resume;
  let clause: string;
  if (r.strategy === 'restart') {
    clause = `restarted every phase (attempt ${r.fromAttempt} was not reused)`;
  } else if (r.skipped.length === 0) {
    clause = `resumed from attempt ${r.fromAttempt}${
      r.resumeFrom !== undefined ? ` at ${code(r.resumeFrom)}` : ''
    } with nothing to skip`;
  } else {
    const from = r.resumeFrom !== undefined ? ` from ${code(r.resumeFrom)}` : '';
    const via = r.checkpointId !== undefined ? ` (checkpoint ${code(r.checkpointId)})` : '';
    const saving = r.savedMs > 0 ? `, saving ${formatDuration(r.savedMs)}` : '';
    clause = `resumed${from}${via}: skipped ${listInProse(
      r.skipped.map((p) => escapeInline(p)),
    )}${saving}`;
  }
  if (end === undefined) return `${head} ${clause}.`;
  const joiner = state.status === 'completed' ? ', and ' : ', then ';
  return `${head} ${clause}${joiner}${end}.`;
}

/** An icon for the run's status. */
export function runIcon(state: RunState): string {
  switch (state.status) {
    case 'completed':
      return '✅';
    case 'failed':
      return '❌';
    case 'rolled_back':
      return '↩️';
    case 'paused':
      return '⏸️';
    default:
      return '🔵';
  }
}
