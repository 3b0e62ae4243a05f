// Figure 8: growth. Figures 4 and 6 at three sizes each, and the growth exponent of each side: the
// slope of log(cost) over log(size) (1 = linear, 0 = flat).
import {
  figureReps,
  measureCheckpoint,
  SHIPPED_TO,
  sizesFor as checkpointSizes,
} from './f4-checkpoint.mjs';
import { historyFiles, measureHistory, sizesFor } from './f6-history.mjs';
import { compared } from '../common/rows.mjs';
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

  // Figure 4 at three sizes; the largest is figure 4's own measurement when both run.
  const mibs = checkpointSizes(ctx);
  const checkpoints = [];
  for (const mib of mibs) {
    // The largest size is figure 4's own measurement (the same runs when both figures run).
    const reps = mib === mibs.at(-1) ? figureReps(ctx) : ctx.reps(3, 1);
    const m = await measureCheckpoint(ctx, mib, reps);
    checkpoints.push(m);
    rows.push(
      compared({
        figure: '8',
        name: `4 @ ${mib} MiB (${m.files} files): save+restore`,
        unit: 'ms',
        ...m.roundTrip,
        target: { text: 'info' },
      }),
      compared({
        figure: '8',
        name: `4 @ ${mib} MiB: after a 1% change, vs saveCache`,
        unit: 'ms',
        ...m.change,
        target: { text: 'info' },
      }),
    );
  }
  const slope4 = (pick) =>
    round(growthExponent(checkpoints.map((m) => ({ size: m.totalBytes, cost: pick(m) }))), 2);
  const growth4 = {
    sizes: mibs,
    roundTrip: {
      ours: slope4((m) => m.roundTrip.ours.median),
      baseline: slope4((m) => m.roundTrip.baseline.median),
    },
    change: {
      ours: slope4((m) => m.change.ours.median),
      baseline: slope4((m) => m.change.baseline.median),
    },
  };
  rows.push({
    figure: '8',
    name: 'growth exponents of 4 (1 = linear, 0 = flat)',
    unit: null,
    stat: 'median',
    ours: null,
    baseline: null,
    ratio: null,
    diff: null,
    target: 'info',
    status: 'info',
    growth: growth4,
    note: `save+restore: ours (${SHIPPED_TO}) ${growth4.roundTrip.ours}, actions/cache ${growth4.roundTrip.baseline}; after a 1% change: ours ${growth4.change.ours}, saveCache ${growth4.change.baseline}`,
  });
  return rows;
}
