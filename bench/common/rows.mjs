// Table rows: one comparison of ours against its baseline, with its target and verdict.
import { round } from './stats.mjs';

/** 1 -> "1.0", 0.02 -> "0.02". */
const num = (x) => (Number.isInteger(x) ? x.toFixed(1) : String(x));

/**
 * A compared row. `better` says which way is good ('lower' for time and memory, 'higher' for
 * throughput); the ratio is always ours / baseline at `stat`. `target` is one of
 * `{ maxRatio }`, `{ minRatio }`, `{ maxDiff }` (ours - baseline, in `unit`) or `{ maxValue }`
 * (ours alone, e.g. "under 10 s").
 */
export function compared({ figure, name, unit, ours, baseline, stat = 'median', target, note }) {
  const o = ours?.[stat];
  const b = baseline?.[stat];
  const ratio = o !== undefined && b !== undefined && b !== 0 ? o / b : null;
  const diff = o !== undefined && b !== undefined ? o - b : null;
  let pass;
  let text;
  if (target.maxRatio !== undefined) {
    pass = ratio !== null && ratio <= target.maxRatio;
    text = `ratio ≤ ${num(target.maxRatio)}`;
  } else if (target.minRatio !== undefined) {
    pass = ratio !== null && ratio >= target.minRatio;
    text = `ratio ≥ ${num(target.minRatio)}`;
  } else if (target.maxDiff !== undefined) {
    pass = diff !== null && diff <= target.maxDiff;
    text = `≤ +${target.maxDiff} ${unit}`;
  } else if (target.maxValue !== undefined) {
    pass = o !== undefined && o <= target.maxValue;
    text = `< ${target.maxValue} ${unit}`;
  } else {
    pass = undefined;
    text = target.text ?? '—';
  }
  if (target.text) text = target.text;
  return {
    figure,
    name,
    unit,
    stat,
    ours: ours ?? null,
    baseline: baseline ?? null,
    ratio: ratio === null ? null : round(ratio, 3),
    diff: diff === null ? null : round(diff, 2),
    target: text,
    status: pass === undefined ? 'info' : pass ? 'pass' : 'fail',
    ...(note ? { note } : {}),
  };
}

/** A figure (or one of its rows) that cannot be measured yet, and why. */
export function pending({ figure, name, target, reason, baseline = null, unit }) {
  return {
    figure,
    name,
    unit: unit ?? null,
    stat: 'median',
    ours: null,
    baseline,
    ratio: null,
    diff: null,
    target,
    status: 'pending',
    note: reason,
  };
}

/** A figure that failed to run. */
export function errored({ figure, name, target, error }) {
  return {
    figure,
    name,
    unit: null,
    stat: 'median',
    ours: null,
    baseline: null,
    ratio: null,
    diff: null,
    target,
    status: 'error',
    note: String(error?.stack ?? error)
      .split('\n')
      .slice(0, 6)
      .join(' | '),
  };
}
