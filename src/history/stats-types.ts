/**
 * The shapes of history statistics: the options of `computeStats` and what it returns (what each
 * number counts: docs/history.md, "Statistics").
 */
import type { HistoryQuery } from './filter.js';

export interface HistoryStatsOptions {
  /** Only the entries that match (see filter.ts). */
  query?: HistoryQuery;
  /** The end of the daily window, in ms since the epoch (default `Date.now()`). */
  now?: number;
  /** Days in the daily window (default 90). */
  days?: number;
  /** Executions of a phase whose percentiles are exact (default 2048; see quantile.ts). */
  exactLimit?: number;
  /** Relative error of the percentiles past `exactLimit` (default 0.01). */
  relativeAccuracy?: number;
  /**
   * (commit, phase) pairs remembered for flakiness: at least this many (default 131,072; see
   * flaky.ts). A failure and its successful re-run further apart in the stream may not be linked
   * (`flakyEvictions` counts the pairs forgotten).
   */
  flakyWindow?: number;
  /** Distinct phases or workflows tracked (default 10,000); the rest are pooled under "(other)". */
  maxKeys?: number;
  /** Phases drawn in the duration trend, the most run (default 8). */
  trendPhases?: number;
}

export interface PhaseSummary {
  phase: string;
  /** Executions in their own attempt that ended succeeded or failed. */
  runs: number;
  succeeded: number;
  failed: number;
  successRate: number;
  p50Ms: number;
  p95Ms: number;
  meanMs: number;
  maxMs: number;
  /** False once the percentiles come from the sketch (within `relativeAccuracy`). */
  exact: boolean;
  /** Times taken over from an earlier attempt on resume. */
  reused: number;
  savedMs: number;
  /** Commits on which it failed, then succeeded on a re-run. */
  flaky: number;
}

export interface FlakyPhase {
  phase: string;
  /** Commits (per workflow, job and matrix leg) on which it failed, then succeeded. */
  occurrences: number;
  /** The commit, and a run of it, where this was last seen. */
  lastSha: string;
  lastRunId: string;
  workflow: string;
  job: string;
}

export interface WorkflowUsage {
  workflow: string;
  runs: number;
  completed: number;
  failed: number;
  successRate: number;
}

export interface DaySummary {
  /** UTC day, YYYY-MM-DD. */
  date: string;
  runs: number;
  completed: number;
  failed: number;
  totalDurationMs: number;
  meanDurationMs: number;
  successRate: number;
  resumed: number;
  savedMs: number;
}

export interface PhaseTrend {
  /** Days with at least one execution of a drawn phase, ascending. */
  days: string[];
  series: { phase: string; meanMs: (number | null)[]; count: number[] }[];
}

export interface HistoryStatistics {
  generatedAt: string;
  window: { days: number; from: string; to: string };
  /** End time of the earliest and latest run entry seen. */
  firstAt: string | null;
  lastAt: string | null;
  runs: number;
  completed: number;
  failed: number;
  /** Runs neither completed nor failed (paused, rolled back, unfinished). */
  other: number;
  successRate: number;
  resumed: number;
  savedMs: number;
  totalDurationMs: number;
  meanDurationMs: number;
  phaseEntries: number;
  mostUsedWorkflow: string | null;
  workflows: WorkflowUsage[];
  phases: PhaseSummary[];
  flaky: FlakyPhase[];
  daily: DaySummary[];
  trend: PhaseTrend;
  percentiles: { method: string; exactLimit: number; relativeAccuracy: number };
  /** (commit, phase) pairs forgotten by the flaky-detection window. */
  flakyEvictions: number;
  /** Phases or workflows pooled under "(other)" past `maxKeys`. */
  pooled: { phases: boolean; workflows: boolean };
}
