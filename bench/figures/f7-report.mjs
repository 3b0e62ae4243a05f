// Figure 7: the report job aggregating 100 jobs x 20 phases on the emulator: under 10 s, and REST
// calls growing linearly with the number of jobs (measured at 25, 50 and 100 jobs).
//
// Pending: there is no report job yet that gathers the states of a run's jobs. When it lands, the
// measurement is: seed the emulator with N jobs' saved states (20 phases each), run the report
// step's entry in a child process with the job's runner environment, time it, and count the REST
// requests in `emu.inspect.requests({ service: 'rest' })`.
import { pending } from '../common/rows.mjs';

export const id = '7';
export const title = 'Report job over 100 jobs x 20 phases';
export const PENDING_REASON = "the report job that aggregates a run's jobs does not exist yet";

export async function run() {
  return [
    pending({
      figure: '7',
      name: 'report job, 100 jobs x 20 phases',
      unit: 'ms',
      target: '< 10000 ms',
      reason: PENDING_REASON,
    }),
    pending({
      figure: '7',
      name: 'REST calls, 100 jobs vs 50 jobs',
      unit: 'calls',
      target: 'ratio ≤ 2.2 (linear)',
      reason: PENDING_REASON,
    }),
  ];
}
