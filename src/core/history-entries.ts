/**
 * History entries (the lines of the history log, see src/history/): one for a finished attempt and
 * one per phase, derived from its final state.
 * A run entry carries the run's last failure (also after a later success) and a phase entry how
 * many failures its record keeps, so a phase that needed re-runs is visible in history.
 * Queries and statistics over them live in src/history.
 */
import {
  SCHEMA_VERSION,
  type HistoryEntry,
  type HistoryPhaseEntry,
  type HistoryRunEntry,
  type RunState,
} from './schema.js';

function ms(from?: string, to?: string): number {
  if (!from || !to) return 0;
  return Math.max(0, Date.parse(to) - Date.parse(from));
}

export function historyEntriesFor(state: RunState): HistoryEntry[] {
  const common = {
    schemaVersion: SCHEMA_VERSION,
    runId: state.origin.runId,
    attempt: state.origin.runAttempt,
    repo: state.origin.repo,
    workflow: state.origin.workflow,
    job: state.origin.job,
    matrix: state.scope.matrix,
    ref: state.origin.ref,
    sha: state.origin.sha,
    stateId: state.id,
  } as const;
  const phases = Object.entries(state.phases);
  const skipped = state.resume?.skipped ?? [];
  const attemptStart =
    state.resume?.plannedAt ??
    phases
      .map(([, r]) => r.startedAt)
      .filter((t): t is string => !!t)
      .sort()[0] ??
    state.createdAt;
  const endedAt = state.endedAt ?? state.updatedAt;
  const failed = phases.find(([, r]) => r.status === 'failed' && r.attempt === common.attempt);
  const run: HistoryRunEntry = {
    ...common,
    kind: 'run',
    status: state.status,
    startedAt: attemptStart,
    endedAt,
    durationMs: ms(attemptStart, endedAt),
    phases: {
      total: phases.length,
      succeeded: phases.filter(([, r]) => r.status === 'succeeded').length,
      failed: phases.filter(([, r]) => r.status === 'failed').length,
      skipped: phases.filter(([, r]) => r.status === 'skipped').length + skipped.length,
      rolledBack: phases.filter(([, r]) => r.status === 'rolled_back').length,
    },
    resumed: skipped.length > 0,
    skipped,
    savedMs: state.resume?.savedMs ?? 0,
  };
  if (state.resume?.resumeFrom) run.resumeFrom = state.resume.resumeFrom;
  if (failed) run.error = `${failed[0]}: ${failed[1].error ?? 'failed'}`.slice(0, 4096);
  else if (state.status === 'failed' && state.error) run.error = state.error;
  // Kept when this attempt completed after it: how a run that failed before was recovered.
  if (state.lastFailure) run.lastFailure = state.lastFailure;
  const lines: HistoryEntry[] = [run];
  for (const [id, rec] of phases) {
    const reused = skipped.includes(id) || rec.attempt !== common.attempt;
    const entry: HistoryPhaseEntry = {
      ...common,
      kind: 'phase',
      phase: id,
      status: reused && rec.status === 'succeeded' ? 'skipped' : rec.status,
      producedBy: rec.attempt,
      durationMs: reused ? 0 : (rec.durationMs ?? 0),
      savedMs: reused ? (rec.savedMs ?? rec.durationMs ?? 0) : 0,
    };
    if (!reused) {
      if (rec.startedAt) entry.startedAt = rec.startedAt;
      if (rec.endedAt) entry.endedAt = rec.endedAt;
      if (rec.exitCode !== undefined) entry.exitCode = rec.exitCode;
      if (rec.error) entry.error = rec.error;
    }
    if (rec.failures?.length) entry.failures = rec.failures.length;
    lines.push(entry);
  }
  return lines;
}

/**
 * The history of an attempt that never finished, because attempt `next` began over it (`ci-state
 * init` after a job that was killed or never ran `finish`): its entries as they stand, the run's
 * status `abandoned`, ended at its last recorded change. Phases it left running stay `running`.
 */
export function abandonedEntriesFor(state: RunState, next: number): HistoryEntry[] {
  const [first, ...rest] = historyEntriesFor(state);
  const run = first as HistoryRunEntry;
  const running = Object.entries(state.phases)
    .filter(([, r]) => r.status === 'running')
    .map(([id]) => id);
  const why = `abandoned: attempt ${next} began before attempt ${run.attempt} finished${
    running.length ? ` (${running.join(', ')} was running)` : ''
  }`;
  const error = (run.error ? `${why}; ${run.error}` : why).slice(0, 4096);
  return [{ ...run, status: 'abandoned', error }, ...rest];
}
