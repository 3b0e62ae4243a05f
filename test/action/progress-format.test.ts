/**
 * The wording of progress lines and summaries (src/transfer/progress.ts), over generated sizes,
 * totals and durations, and the reporter's throttling over generated sequences of updates with
 * an injected clock (no timer, no real time).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDone,
  formatProgress,
  formatSize,
  formatSummary,
  seconds,
  startProgress,
  stopwatch,
} from '../../src/transfer/progress.js';

const MiB = 2 ** 20;
const bytes = fc.integer({ min: 0, max: 2 ** 40 });
const ms = fc.integer({ min: 0, max: 10 * 3_600_000 });
/** A number printed with one decimal stands for the value within half a unit of that decimal. */
const near = (printed: string, value: number) =>
  expect(Math.abs(Number(printed) - value)).toBeLessThanOrEqual(0.05 + value * 1e-12);

describe('progress lines', () => {
  it('with a size: "X of Y MB (Z%), N MB/s", Z the whole percent done, 100 only when all is', () => {
    fc.assert(
      fc.property(bytes, bytes, ms, (done, total, elapsed) => {
        const line = formatProgress(done, total, elapsed);
        const m = /^(\d+\.\d) of (\d+\.\d) MB \((\d+)%\), (\d+\.\d) MB\/s$/.exec(line);
        expect(m, line).not.toBeNull();
        const of = Math.max(done, total);
        near(m![1]!, done / MiB);
        near(m![2]!, of / MiB);
        const pct = Number(m![3]);
        expect(pct).toBeGreaterThanOrEqual(0);
        expect(pct).toBeLessThanOrEqual(100);
        expect(pct === 100).toBe(of === 0 || done >= total);
        if (of > 0) {
          expect(pct).toBeLessThanOrEqual((100 * done) / of);
          expect(pct + 1).toBeGreaterThan((100 * done) / of);
        }
        near(m![4]!, done / MiB / (Math.max(elapsed, 1) / 1000));
      }),
    );
  });

  it('without a size: "X MB, N MB/s"', () => {
    fc.assert(
      fc.property(bytes, ms, (done, elapsed) => {
        const line = formatProgress(done, undefined, elapsed);
        const m = /^(\d+\.\d) MB, (\d+\.\d) MB\/s$/.exec(line);
        expect(m, line).not.toBeNull();
        near(m![1]!, done / MiB);
        near(m![2]!, done / MiB / (Math.max(elapsed, 1) / 1000));
      }),
    );
  });

  it('the final line of a transfer: "X MB in T s (N MB/s)"', () => {
    fc.assert(
      fc.property(bytes, ms, (done, elapsed) => {
        const m = /^(\d+\.\d) MB in (\d+\.\d) s \((\d+\.\d) MB\/s\)$/.exec(
          formatDone(done, elapsed),
        );
        expect(m).not.toBeNull();
        near(m![1]!, done / MiB);
        near(m![2]!, elapsed / 1000);
        near(m![3]!, done / MiB / (Math.max(elapsed, 1) / 1000));
      }),
    );
    expect(formatDone(300 * MiB, 9_800)).toBe('300.0 MB in 9.8 s (30.6 MB/s)');
  });

  it('a summary: what moved, its size (B under 1 KB, KB under 1 MB) and how long it took', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), bytes, ms, (what, size, elapsed) => {
        const line = formatSummary(what, size, elapsed);
        expect(line.startsWith(`${what} (`)).toBe(true);
        const m = /\((\d+(?:\.\d)?) (B|KB|MB)\) in (\d+\.\d) s$/.exec(line);
        expect(m, line).not.toBeNull();
        expect(m![2]).toBe(size >= MiB ? 'MB' : size >= 1024 ? 'KB' : 'B');
        if (size < 1024) expect(m![1]).toBe(String(size));
        else near(m![1]!, size / (size >= MiB ? MiB : 1024));
        near(m![3]!, elapsed / 1000);
        expect(formatSize(size)).toBe(`${m![1]} ${m![2]}`);
      }),
    );
    expect(formatSummary('fetched 1 checkpoint pack', 300 * MiB, 9_800)).toBe(
      'fetched 1 checkpoint pack (300.0 MB) in 9.8 s',
    );
    expect(formatSize(2458)).toBe('2.4 KB');
    expect(formatSize(6)).toBe('6 B');
    expect(seconds(-5)).toBe('0.0 s');
  });

  it('a stopwatch reads the clock it is given', () => {
    let t = 500;
    const elapsed = stopwatch(() => t);
    t += 1_234;
    expect(elapsed()).toBe(1_234);
  });
});

/** Updates of a transfer: how long after the previous one, and how many bytes it adds. */
const updates = fc.array(
  fc.record({
    after: fc.integer({ min: 0, max: 3_000 }),
    add: fc.integer({ min: 0, max: 4 * MiB }),
  }),
  { maxLength: 60 },
);

describe('throttling, by an injected clock', () => {
  it('lines at most once an interval has passed (50 ms of slack), each with a new amount', () => {
    fc.assert(
      fc.property(
        updates,
        fc.integer({ min: 100, max: 10_000 }),
        fc.boolean(),
        (steps, interval, sized) => {
          let t = 0;
          const at: number[] = [];
          const lines: string[] = [];
          const total = steps.reduce((n, s) => n + s.add, 0);
          const p = startProgress({
            label: 'x',
            sink: (l) => {
              at.push(t);
              lines.push(l);
            },
            ...(sized ? { total } : {}),
            intervalMs: interval,
            minBytes: Infinity,
            now: () => t,
            timer: false,
          });
          for (const s of steps) {
            t += s.after;
            p.add(s.add);
          }
          p.end();
          // The first line once an interval has passed since the start; then one an interval apart.
          let last = 0;
          for (const time of at) {
            expect(time - last).toBeGreaterThanOrEqual(interval - 50);
            last = time;
          }
          const amounts = lines.map((l) => l.replace(/, \d+\.\d MB\/s$/, ''));
          expect(new Set(amounts).size).toBe(amounts.length);
          // Nothing more once ended.
          p.add(MiB);
          p.done();
          expect(lines).toHaveLength(at.length);
        },
      ),
    );
  });

  it('at interval 0, a line for every update that changes the amount shown, in order', () => {
    fc.assert(
      fc.property(updates, (steps) => {
        let t = 0;
        const lines: string[] = [];
        const p = startProgress({
          label: 'x',
          sink: (l) => lines.push(l),
          intervalMs: 0,
          minBytes: Infinity,
          now: () => t,
          timer: false,
        });
        let sum = 0;
        const expected: string[] = [];
        for (const s of steps) {
          t += s.after;
          sum += s.add;
          p.add(s.add);
          const shown = `x: ${(sum / MiB).toFixed(1)} MB`;
          if (expected.at(-1) !== shown) expected.push(shown);
        }
        p.end();
        expect(lines.map((l) => l.replace(/, \d+\.\d MB\/s$/, ''))).toEqual(expected);
      }),
    );
  });

  it('a slow transfer that ends with end() gets no final line; done() gives one', () => {
    let t = 0;
    const lines: string[] = [];
    const ended = startProgress({
      label: 'e',
      sink: (l) => lines.push(l),
      total: 10 * MiB,
      intervalMs: 1_000,
      now: () => t,
      timer: false,
    });
    t = 2_000;
    ended.update(5 * MiB);
    ended.end();
    expect(lines).toEqual(['e: 5.0 of 10.0 MB (50%), 2.5 MB/s']);
    const finished = startProgress({
      label: 'd',
      sink: (l) => lines.push(l),
      intervalMs: 1_000,
      now: () => t,
      timer: false,
    });
    t = 4_000;
    finished.done(10 * MiB);
    expect(lines.slice(1)).toEqual(['d: 10.0 MB in 2.0 s (5.0 MB/s)']);
  });
});
