/**
 * Percentiles of a stream of durations in bounded memory: exact up to a limit, then a logarithmic
 * histogram with a bounded relative error (`QuantileSketch`).
 */

export interface QuantileSketchOptions {
  /** Values kept exactly before switching to the histogram. Default 2048. */
  exactLimit?: number;
  /** Relative accuracy α of the histogram. Default 0.01. */
  relativeAccuracy?: number;
}

/**
 * Nearest-rank percentiles of a stream of values (durations in ms), with `count`, `sum`, `min`,
 * `max` and `mean`.
 *
 * Up to `exactLimit` values (default 2048, 16 KiB) are kept as they are and percentiles are exact
 * (nearest rank: the smallest value with at least p% of the values at or below it). Past that
 * the values move into a logarithmic histogram (the DDSketch construction): bucket i holds the
 * values in (γ^(i-1), γ^i] with γ = (1+α)/(1-α), and a quantile is answered with the bucket's
 * midpoint 2γ^i/(γ+1), which is within a relative error α of the true nearest-rank value (α = 1% by
 * default; integer milliseconds add at most 0.5 ms of rounding). The rank itself is exact: only
 * the value is approximated. Memory is the number of non-empty buckets: durations from 1 ms to
 * 100 days need at most ln(8.64e9)/ln(γ) ≈ 1,140 buckets at α = 1%, whatever the count.
 * Zeros have their own counter.
 */
export class QuantileSketch {
  private readonly exactLimit: number;
  private readonly gamma: number;
  private readonly logGamma: number;
  private values: number[] | undefined = [];
  private buckets: Map<number, number> | undefined;
  private zeros = 0;
  count = 0;
  sum = 0;
  min = Infinity;
  max = 0;

  constructor(options: QuantileSketchOptions = {}) {
    this.exactLimit = Math.max(1, Math.floor(options.exactLimit ?? 2048));
    const alpha = options.relativeAccuracy ?? 0.01;
    if (!(alpha > 0 && alpha < 1)) throw new RangeError('relativeAccuracy must be in (0, 1)');
    this.gamma = (1 + alpha) / (1 - alpha);
    this.logGamma = Math.log(this.gamma);
  }

  /** True while every value is kept (percentiles are exact). */
  get exact(): boolean {
    return this.values !== undefined;
  }

  /** The mean of the values (0 for none). */
  get mean(): number {
    return this.count ? this.sum / this.count : 0;
  }

  /** Non-empty histogram buckets (0 while exact): the sketch's memory, in entries. */
  get bucketCount(): number {
    return this.buckets?.size ?? 0;
  }

  /** Adds one value; negative or non-finite values count as 0. */
  add(value: number): void {
    const v = Number.isFinite(value) && value > 0 ? value : 0;
    this.count++;
    this.sum += v;
    if (v < this.min) this.min = v;
    if (v > this.max) this.max = v;
    if (this.values) {
      this.values.push(v);
      if (this.values.length > this.exactLimit) {
        const all = this.values;
        this.values = undefined;
        this.buckets = new Map();
        for (const x of all) this.bucket(x);
      }
      return;
    }
    this.bucket(v);
  }

  private bucket(v: number): void {
    if (v <= 0) {
      this.zeros++;
      return;
    }
    const i = Math.ceil(Math.log(v) / this.logGamma);
    const buckets = this.buckets!;
    buckets.set(i, (buckets.get(i) ?? 0) + 1);
  }

  /** Nearest-rank percentile (0 for no values), rounded to an integer. */
  quantile(p: number): number {
    if (this.count === 0) return 0;
    const rank = Math.min(this.count, Math.max(1, Math.ceil((p / 100) * this.count)));
    if (this.values) {
      const sorted = [...this.values].sort((a, b) => a - b);
      return Math.round(sorted[rank - 1]!);
    }
    if (rank <= this.zeros) return 0;
    let seen = this.zeros;
    const keys = [...this.buckets!.keys()].sort((a, b) => a - b);
    for (const k of keys) {
      seen += this.buckets!.get(k)!;
      if (seen >= rank) {
        const estimate = (2 * Math.pow(this.gamma, k)) / (this.gamma + 1);
        // The extremes are known exactly; never answer outside them.
        return Math.round(Math.min(this.max, Math.max(this.min, estimate)));
      }
    }
    return Math.round(this.max);
  }
}
