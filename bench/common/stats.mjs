// Summaries of repeated measurements: median and spread, never a single sample.

/** Linear-interpolated quantile (q in [0, 1]) of an ascending array. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** n, median, p10, p90, p99, min, max and mean of the samples. */
export function summarize(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return {
    n: s.length,
    median: quantile(s, 0.5),
    p10: quantile(s, 0.1),
    p90: quantile(s, 0.9),
    p99: quantile(s, 0.99),
    min: s[0] ?? NaN,
    max: s.at(-1) ?? NaN,
    mean,
    samples: samples.map((x) => round(x, 3)),
  };
}

export function round(x, digits = 2) {
  if (!Number.isFinite(x)) return x;
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/**
 * Slope of log(cost) against log(size): 1 is linear growth, 0 flat, 2 quadratic. Least squares
 * over the points, so three sizes give one number.
 */
export function growthExponent(points) {
  const xs = points.map((p) => Math.log(p.size));
  const ys = points.map((p) => Math.log(p.cost));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return den === 0 ? NaN : num / den;
}
