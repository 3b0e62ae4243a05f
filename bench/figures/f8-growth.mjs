// Figure 8: growth. Figure 6 (and, once measurable, figure 4) at three sizes, and the growth
// exponent of each side: the slope of log(cost) over log(size) (1 = linear, 0 = flat).
import { baselineAt, PENDING_REASON as CHECKPOINT_PENDING } from './f4-checkpoint.mjs';
import { historyFiles, measureHistory, sizesFor } from './f6-history.mjs';
import { compared, pending } from '../common/rows.mjs';
import { growthExponent, round } from '../common/stats.mjs';

export const id = '8';
export const title = 'Growth: figures 4 and 6 at three sizes';

export async function run(ctx) {
  const rows = [];
  const sizes = sizesFor(ctx);
  const files = await historyFiles(ctx, sizes);
  const measured = [];
  for (const n of sizes) {
    // The largest size is figure 6's own measurement when both run (same key, measured once).
    const m = await measureHistory(ctx, files[n], n, ctx.reps(5, 2));
    measured.push(m);
    const label = n.toLocaleString('en');
    rows.push(
      compared({
        figure: '8',
        name: `6 @ ${label} entries: time`,
        unit: 'ms',
        ...m.time,
        target: { text: 'info' },
      }),
      compared({
        figure: '8',
        name: `6 @ ${label} entries: peak memory`,
        unit: 'MiB',
        ...m.memory,
        target: { text: 'info' },
      }),
    );
  }
  const slope = (pick) =>
    round(growthExponent(measured.map((m) => ({ size: m.entries, cost: pick(m) }))), 2);
  const exponents = {
    figure: '8',
    name: 'growth exponents of 6 (1 = linear, 0 = flat)',
    unit: null,
    stat: 'median',
    ours: null,
    baseline: null,
    ratio: null,
    diff: null,
    target: 'info',
    status: 'info',
    growth: {
      sizes,
      time: {
        ours: slope((m) => m.time.ours.median),
        baseline: slope((m) => m.time.baseline.median),
      },
      memory: {
        ours: slope((m) => m.memory.ours.median),
        baseline: slope((m) => m.memory.baseline.median),
      },
    },
  };
  exponents.note = `time: ours ${exponents.growth.time.ours}, naive ${exponents.growth.time.baseline}; peak memory: ours ${exponents.growth.memory.ours}, naive ${exponents.growth.memory.baseline}`;
  rows.push(exponents);

  const mibs = ctx.quick ? [1, 2, 5] : [10, 25, 50];
  for (const mib of mibs) {
    rows.push(
      pending({
        figure: '8',
        name: `4 @ ${mib} MiB: save+restore`,
        unit: 'ms',
        target: 'info',
        reason: CHECKPOINT_PENDING,
        baseline: await baselineAt(ctx, mib, ctx.reps(3, 1)),
      }),
    );
  }
  return rows;
}
