/**
 * The cells of the rows of the history statistics tables (text, markdown and HTML), built once
 * here so the reports show the same columns the same way; each report renders the phase name for
 * where it lands and marks percentiles that come from the sketch.
 */
import { formatDuration } from '../core/duration.js';
import type { DaySummary, PhaseSummary } from './stats-types.js';

export interface PhaseRowStyle {
  /** The phase name, made safe for the report. */
  name: string;
  /** Appended to a percentile that is within the sketch's accuracy rather than exact. */
  approx: string;
  /** The success cell of a phase that never ran in its own attempt. */
  none: string;
  /** Include the mean duration column. */
  mean: boolean;
}

/** A ratio as a percentage: 0.5 -> "50.0%". */
export function pct(r: number): string {
  return `${(r * 100).toFixed(1)}%`;
}

/**
 * The success rate of the attempts that finished (completed or failed), or "n/a" when none did:
 * no rate is not a rate of 0%.
 */
export function successRateText(s: {
  completed: number;
  failed: number;
  successRate: number;
}): string {
  return s.completed + s.failed > 0 ? pct(s.successRate) : 'n/a';
}

/** A phase's cells: phase, runs, success, p50, p95, [mean,] reused, saved, flaky. */
export function phaseRow(p: PhaseSummary, style: PhaseRowStyle): string[] {
  const mark = p.exact ? '' : style.approx;
  return [
    style.name,
    String(p.runs),
    p.runs ? pct(p.successRate) : style.none,
    formatDuration(p.p50Ms) + mark,
    formatDuration(p.p95Ms) + mark,
    ...(style.mean ? [formatDuration(p.meanMs)] : []),
    String(p.reused),
    p.savedMs ? formatDuration(p.savedMs) : '',
    p.flaky ? String(p.flaky) : '',
  ];
}

/** A day's cells: day, runs, completed, failed, success, total, mean, saved. */
export function dayRow(d: DaySummary): string[] {
  return [
    d.date,
    String(d.runs),
    String(d.completed),
    String(d.failed),
    d.completed + d.failed ? pct(d.successRate) : '–',
    formatDuration(d.totalDurationMs),
    formatDuration(d.meanDurationMs),
    d.savedMs ? formatDuration(d.savedMs) : '',
  ];
}
