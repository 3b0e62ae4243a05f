/**
 * History entries: one line for a finished attempt and one per phase, derived from its final state.
 * And the statistics the CLI prints over them. Pure: callers stream the entries in.
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
    lines.push(entry);
  }
  return lines;
}

export interface HistoryFilter {
  status?: string;
  since?: number;
  until?: number;
  workflow?: string;
  job?: string;
  phase?: string;
}

export function matchesFilter(e: HistoryEntry, f: HistoryFilter): boolean {
  if (f.workflow !== undefined && e.workflow !== f.workflow) return false;
  if (f.job !== undefined && e.job !== f.job) return false;
  if (f.status !== undefined && e.status !== f.status) return false;
  if (f.phase !== undefined && (e.kind !== 'phase' || e.phase !== f.phase)) return false;
  const t = Date.parse(e.kind === 'run' ? e.endedAt : (e.endedAt ?? e.startedAt ?? ''));
  if (f.since !== undefined && !(t >= f.since)) return false;
  if (f.until !== undefined && !(t <= f.until)) return false;
  return true;
}

/** Nearest-rank percentile of a sorted array. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface PhaseStats {
  phase: string;
  runs: number;
  succeeded: number;
  failed: number;
  successRate: number;
  p50Ms: number;
  p95Ms: number;
}

export interface HistoryStats {
  runs: number;
  completed: number;
  failed: number;
  successRate: number;
  resumed: number;
  savedMs: number;
  phases: PhaseStats[];
}

/** Incremental statistics: feed entries one at a time, read the result at the end. */
export class StatsAccumulator {
  private runs = 0;
  private completed = 0;
  private failed = 0;
  private resumed = 0;
  private savedMs = 0;
  private readonly phases = new Map<string, { ok: number; failed: number; durations: number[] }>();

  add(e: HistoryEntry): void {
    if (e.kind === 'run') {
      this.runs++;
      if (e.status === 'completed') this.completed++;
      if (e.status === 'failed') this.failed++;
      if (e.resumed) this.resumed++;
      this.savedMs += e.savedMs;
      return;
    }
    if (e.producedBy !== e.attempt) return; // reused, not run in this attempt
    let p = this.phases.get(e.phase);
    if (!p) this.phases.set(e.phase, (p = { ok: 0, failed: 0, durations: [] }));
    if (e.status === 'succeeded') p.ok++;
    else if (e.status === 'failed') p.failed++;
    else return;
    p.durations.push(e.durationMs);
  }

  result(): HistoryStats {
    const finished = this.completed + this.failed;
    return {
      runs: this.runs,
      completed: this.completed,
      failed: this.failed,
      successRate: finished ? this.completed / finished : 0,
      resumed: this.resumed,
      savedMs: this.savedMs,
      phases: [...this.phases].map(([phase, p]) => {
        const sorted = [...p.durations].sort((a, b) => a - b);
        const runs = p.ok + p.failed;
        return {
          phase,
          runs,
          succeeded: p.ok,
          failed: p.failed,
          successRate: runs ? p.ok / runs : 0,
          p50Ms: percentile(sorted, 50),
          p95Ms: percentile(sorted, 95),
        };
      }),
    };
  }
}
