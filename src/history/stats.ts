/**
 * Statistics over a stream of history entries, in memory bounded by the number of distinct phases,
 * workflows and days, never by the number of entries. What each number counts, and the memory
 * bounds: docs/history.md, "Statistics".
 */
import type { HistoryEntry } from '../core/schema.js';
import { matchesQuery } from './filter.js';
import { isBatched } from './source.js';
import { FlakyTracker, commitHash, pairHash } from './flaky.js';
import { QuantileSketch } from './quantile.js';
import type {
  DaySummary,
  FlakyPhase,
  HistoryStatistics,
  HistoryStatsOptions,
  PhaseSummary,
  PhaseTrend,
  WorkflowUsage,
} from './stats-types.js';

export const OTHER_KEY = '(other)';
const DAY_MS = 86_400_000;

interface PhaseAcc {
  ok: number;
  failed: number;
  sketch: QuantileSketch;
  reused: number;
  savedMs: number;
  flaky: number;
  /** day index -> [executions, total ms] */
  days: Map<number, [number, number]>;
}

interface DayAcc {
  runs: number;
  completed: number;
  failed: number;
  durationMs: number;
  resumed: number;
  savedMs: number;
}

interface WorkflowAcc {
  runs: number;
  completed: number;
  failed: number;
}

function rate(ok: number, failed: number): number {
  return ok + failed ? ok / (ok + failed) : 0;
}

function dayString(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Statistics built one entry at a time: `add(entry)` for each entry, in any order, then
 * `result()`. Every entry counts (`options.query` is applied by `computeStats`).
 */
export class HistoryStatsAccumulator {
  private readonly now: number;
  private readonly days: number;
  private readonly exactLimit: number;
  private readonly relativeAccuracy: number;
  private readonly maxKeys: number;
  private readonly trendPhases: number;
  private readonly today: number;

  private runs = 0;
  private completed = 0;
  private failed = 0;
  private other = 0;
  private resumed = 0;
  private savedMs = 0;
  private durationMs = 0;
  private phaseEntries = 0;
  private first = Infinity;
  private last = -Infinity;
  private pooledPhases = false;
  private pooledWorkflows = false;
  private readonly phases = new Map<string, PhaseAcc>();
  private readonly workflows = new Map<string, WorkflowAcc>();
  private readonly daily = new Map<number, DayAcc>();
  private readonly flakyByPhase = new Map<string, FlakyPhase>();
  private readonly flakyTracker: FlakyTracker;
  /** The commit hash of the last phase entry's attempt (an attempt's phases come together). */
  private lastCommit:
    | {
        hash: [number, number];
        repo: string;
        workflow: string;
        job: string;
        matrix: string;
        sha: string;
      }
    | undefined;

  constructor(options: HistoryStatsOptions = {}) {
    this.now = options.now ?? Date.now();
    this.days = Math.max(1, Math.floor(options.days ?? 90));
    this.exactLimit = options.exactLimit ?? 2048;
    this.relativeAccuracy = options.relativeAccuracy ?? 0.01;
    this.flakyTracker = new FlakyTracker(options.flakyWindow ?? 131_072);
    this.maxKeys = Math.max(1, options.maxKeys ?? 10_000);
    this.trendPhases = Math.max(0, options.trendPhases ?? 8);
    this.today = Math.floor(this.now / DAY_MS);
  }

  private inWindow(t: number): number | undefined {
    if (!Number.isFinite(t)) return undefined;
    const d = Math.floor(t / DAY_MS);
    return d > this.today - this.days && d <= this.today ? d : undefined;
  }

  private phase(name: string): PhaseAcc {
    let p = this.phases.get(name);
    if (p) return p;
    if (this.phases.size >= this.maxKeys) {
      this.pooledPhases = true;
      name = OTHER_KEY;
      p = this.phases.get(name);
      if (p) return p;
    }
    p = {
      ok: 0,
      failed: 0,
      sketch: new QuantileSketch({
        exactLimit: this.exactLimit,
        relativeAccuracy: this.relativeAccuracy,
      }),
      reused: 0,
      savedMs: 0,
      flaky: 0,
      days: new Map(),
    };
    this.phases.set(name, p);
    return p;
  }

  private workflow(name: string): WorkflowAcc {
    let w = this.workflows.get(name);
    if (w) return w;
    if (this.workflows.size >= this.maxKeys) {
      this.pooledWorkflows = true;
      name = OTHER_KEY;
      w = this.workflows.get(name);
      if (w) return w;
    }
    w = { runs: 0, completed: 0, failed: 0 };
    this.workflows.set(name, w);
    return w;
  }

  add(e: HistoryEntry): void {
    if (e.kind === 'run') this.addRun(e);
    else this.addPhase(e);
  }

  private addRun(e: Extract<HistoryEntry, { kind: 'run' }>): void {
    this.runs++;
    const w = this.workflow(e.workflow);
    w.runs++;
    if (e.status === 'completed') {
      this.completed++;
      w.completed++;
    } else if (e.status === 'failed') {
      this.failed++;
      w.failed++;
    } else this.other++;
    if (e.resumed) this.resumed++;
    this.savedMs += e.savedMs;
    this.durationMs += e.durationMs;
    const t = Date.parse(e.endedAt);
    if (t < this.first) this.first = t;
    if (t > this.last) this.last = t;
    const d = this.inWindow(t);
    if (d === undefined) return;
    let day = this.daily.get(d);
    if (!day) {
      day = { runs: 0, completed: 0, failed: 0, durationMs: 0, resumed: 0, savedMs: 0 };
      this.daily.set(d, day);
    }
    day.runs++;
    if (e.status === 'completed') day.completed++;
    else if (e.status === 'failed') day.failed++;
    day.durationMs += e.durationMs;
    if (e.resumed) day.resumed++;
    day.savedMs += e.savedMs;
  }

  private addPhase(e: Extract<HistoryEntry, { kind: 'phase' }>): void {
    this.phaseEntries++;
    const p = this.phase(e.phase);
    if (e.producedBy !== e.attempt) {
      p.reused++;
      p.savedMs += e.savedMs;
      return;
    }
    if (e.status !== 'succeeded' && e.status !== 'failed') return;
    if (e.status === 'succeeded') p.ok++;
    else p.failed++;
    p.sketch.add(e.durationMs);
    const t = Date.parse(e.endedAt ?? e.startedAt ?? '');
    const d = this.inWindow(t);
    if (d !== undefined) {
      const cell = p.days.get(d);
      if (cell) {
        cell[0]++;
        cell[1] += e.durationMs;
      } else p.days.set(d, [1, e.durationMs]);
    }
    this.trackFlaky(e, p, t);
  }

  private trackFlaky(e: Extract<HistoryEntry, { kind: 'phase' }>, p: PhaseAcc, t: number): void {
    if (!e.sha || !Number.isFinite(t)) return;
    let last = this.lastCommit;
    if (
      !last ||
      last.sha !== e.sha ||
      last.job !== e.job ||
      last.workflow !== e.workflow ||
      last.matrix !== e.matrix ||
      last.repo !== e.repo
    ) {
      last = {
        hash: commitHash(e.repo, e.workflow, e.job, e.matrix, e.sha),
        repo: e.repo,
        workflow: e.workflow,
        job: e.job,
        matrix: e.matrix,
        sha: e.sha,
      };
      this.lastCommit = last;
    }
    const [h1, h2] = pairHash(last.hash, e.phase);
    if (!this.flakyTracker.record(h1, h2, e.status === 'failed', t)) return;
    p.flaky++;
    const name = this.phases.has(e.phase) ? e.phase : OTHER_KEY;
    const f = this.flakyByPhase.get(name);
    if (f) {
      f.occurrences++;
      f.lastSha = e.sha;
      f.lastRunId = e.runId;
      f.workflow = e.workflow;
      f.job = e.job;
    } else {
      this.flakyByPhase.set(name, {
        phase: name,
        occurrences: 1,
        lastSha: e.sha,
        lastRunId: e.runId,
        workflow: e.workflow,
        job: e.job,
      });
    }
  }

  result(): HistoryStatistics {
    const phases: PhaseSummary[] = [...this.phases]
      .map(([phase, p]) => ({
        phase,
        runs: p.ok + p.failed,
        succeeded: p.ok,
        failed: p.failed,
        successRate: rate(p.ok, p.failed),
        p50Ms: p.sketch.quantile(50),
        p95Ms: p.sketch.quantile(95),
        meanMs: Math.round(p.sketch.mean),
        maxMs: Math.round(p.sketch.max),
        exact: p.sketch.exact,
        reused: p.reused,
        savedMs: p.savedMs,
        flaky: p.flaky,
      }))
      .sort((a, b) => b.runs - a.runs || b.reused - a.reused || cmp(a.phase, b.phase));
    const workflows: WorkflowUsage[] = [...this.workflows]
      .map(([workflow, w]) => ({
        workflow,
        runs: w.runs,
        completed: w.completed,
        failed: w.failed,
        successRate: rate(w.completed, w.failed),
      }))
      .sort((a, b) => b.runs - a.runs || cmp(a.workflow, b.workflow));
    const daily: DaySummary[] = [...this.daily]
      .sort(([a], [b]) => a - b)
      .map(([d, x]) => ({
        date: dayString(d),
        runs: x.runs,
        completed: x.completed,
        failed: x.failed,
        totalDurationMs: x.durationMs,
        meanDurationMs: x.runs ? Math.round(x.durationMs / x.runs) : 0,
        successRate: rate(x.completed, x.failed),
        resumed: x.resumed,
        savedMs: x.savedMs,
      }));
    const drawn = phases
      .filter((p) => (this.phases.get(p.phase)?.days.size ?? 0) > 0)
      .slice(0, this.trendPhases);
    const dayIndexes = new Set<number>();
    for (const p of drawn) for (const d of this.phases.get(p.phase)!.days.keys()) dayIndexes.add(d);
    const sortedDays = [...dayIndexes].sort((a, b) => a - b);
    const trend: PhaseTrend = {
      days: sortedDays.map(dayString),
      series: drawn.map((p) => {
        const cells = this.phases.get(p.phase)!.days;
        return {
          phase: p.phase,
          meanMs: sortedDays.map((d) => {
            const c = cells.get(d);
            return c ? Math.round(c[1] / c[0]) : null;
          }),
          count: sortedDays.map((d) => cells.get(d)?.[0] ?? 0),
        };
      }),
    };
    const finished = this.completed + this.failed;
    return {
      generatedAt: new Date(this.now).toISOString(),
      window: {
        days: this.days,
        from: dayString(this.today - this.days + 1),
        to: dayString(this.today),
      },
      firstAt: Number.isFinite(this.first) ? new Date(this.first).toISOString() : null,
      lastAt: Number.isFinite(this.last) ? new Date(this.last).toISOString() : null,
      runs: this.runs,
      completed: this.completed,
      failed: this.failed,
      other: this.other,
      successRate: finished ? this.completed / finished : 0,
      resumed: this.resumed,
      savedMs: this.savedMs,
      totalDurationMs: this.durationMs,
      meanDurationMs: this.runs ? Math.round(this.durationMs / this.runs) : 0,
      phaseEntries: this.phaseEntries,
      mostUsedWorkflow: workflows[0]?.workflow ?? null,
      workflows,
      phases,
      flaky: [...this.flakyByPhase.values()].sort(
        (a, b) => b.occurrences - a.occurrences || cmp(a.phase, b.phase),
      ),
      daily,
      trend,
      percentiles: {
        method:
          `nearest rank; exact up to ${this.exactLimit} executions of a phase, ` +
          `then a logarithmic sketch within ${this.relativeAccuracy * 100}% relative error`,
        exactLimit: this.exactLimit,
        relativeAccuracy: this.relativeAccuracy,
      },
      flakyEvictions: this.flakyTracker.forgotten,
      pooled: { phases: this.pooledPhases, workflows: this.pooledWorkflows },
    };
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The statistics of a stream of entries: those that match `options.query`, all when none. */
export async function computeStats(
  entries: AsyncIterable<HistoryEntry>,
  options: HistoryStatsOptions = {},
): Promise<HistoryStatistics> {
  const acc = new HistoryStatsAccumulator(options);
  const q = options.query && Object.keys(options.query).length ? options.query : undefined;
  const add = q
    ? (e: HistoryEntry) => {
        if (matchesQuery(e, q)) acc.add(e);
      }
    : (e: HistoryEntry) => acc.add(e);
  if (!isBatched(entries)) {
    for await (const e of entries) add(e);
    return acc.result();
  }
  // A chunk at a time: no await per entry.
  try {
    for (let batch = await entries.nextBatch(); batch; batch = await entries.nextBatch()) {
      for (const e of batch) add(e);
    }
  } catch (err) {
    await entries.return?.();
    throw err;
  }
  return acc.result();
}
