// Figure 4: save + restore of a state with 50 MB of checkpointed files, against `@actions/cache`
// saveCache + restoreCache of the same files on the emulator; then, after changing 1% of the
// files, the time (at most 0.2x) and the bytes uploaded (at most 2%).
//
// Pending: checkpointed files (src/snapshot) do not travel with the saved state yet
// (src/github/persist.ts ships the state bundle only). The baseline is implemented and runs with
// --pending-baselines; `ours` is the one function to fill in once a checkpoint's files are saved
// and restored with the state.
import { randomFillSync } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prng } from './f5-hash.mjs';
import { baseEnv, expectSuccess, timeSpawn } from '../common/proc.mjs';
import { pending } from '../common/rows.mjs';
import { summarize } from '../common/stats.mjs';
import { ROOT } from '../common/ts.mjs';

export const id = '4';
export const title = 'Checkpoint save+restore of 50 MB vs actions/cache';

const WORKER = fileURLToPath(new URL('../workers/cache-roundtrip.mjs', import.meta.url));
export const PENDING_REASON =
  'checkpoint files are not saved with the state yet (src/github/persist.ts ships the state bundle only)';

/** A workspace of `files` files, `mib` MiB in all, random content. */
export function makeWorkspace(dir, files, mib) {
  const rand = prng(4);
  const each = Math.round((mib * 2 ** 20) / files);
  for (let i = 0; i < files; i++) {
    const sub = join(dir, `pkg${i % 25}`);
    mkdirSync(sub, { recursive: true });
    const size = Math.max(1, Math.round(each * (0.5 + rand())));
    writeFileSync(join(sub, `file${i}.bin`), randomFillSync(Buffer.allocUnsafe(size)));
  }
}

/** saveCache + restoreCache of `dir` on the emulator, in a child process. */
export async function cacheRoundTrip(ctx, dir, key) {
  const emu = await ctx.emulator();
  const services = emu.runtimeEnv({ repo: 'acme/widgets', runId: 4343, job: 'checkpoint' });
  const runnerTemp = join(ctx.tmp, 'f4-runner-temp');
  mkdirSync(runnerTemp, { recursive: true });
  const r = expectSuccess(
    await timeSpawn(process.execPath, [WORKER, dir, key], {
      cwd: ROOT,
      env: baseEnv({ ...services, GITHUB_WORKSPACE: ctx.tmp, RUNNER_TEMP: runnerTemp }),
    }),
    'cache round trip',
  );
  return JSON.parse(r.stdout.trim().split('\n').at(-1));
}

/** Baseline times at one size (MiB), or undefined unless --pending-baselines. */
export async function baselineAt(ctx, mib, reps) {
  if (!ctx.pendingBaselines) return undefined;
  return ctx.memo(`cache-roundtrip:${mib}:${reps}`, async () => {
    const times = [];
    for (let i = 0; i < reps; i++) {
      const dir = join(ctx.tmp, `f4-ws-${mib}-${i}`);
      makeWorkspace(dir, Math.max(10, mib * 8), mib);
      times.push((await cacheRoundTrip(ctx, dir, `bench-f4-${mib}-${i}-${Date.now()}`)).totalMs);
      rmSync(dir, { recursive: true, force: true });
    }
    return summarize(times);
  });
}

export async function run(ctx) {
  const mib = ctx.quick ? 5 : 50;
  const baseline = await baselineAt(ctx, mib, ctx.reps(3, 1));
  return [
    pending({
      figure: '4',
      name: `checkpoint save+restore, ${mib} MiB`,
      unit: 'ms',
      target: 'ratio ≤ 1.1',
      reason: PENDING_REASON,
      baseline,
    }),
    pending({
      figure: '4',
      name: 'after a 1% change: time',
      unit: 'ms',
      target: 'ratio ≤ 0.2',
      reason: PENDING_REASON,
    }),
    pending({
      figure: '4',
      name: 'after a 1% change: bytes uploaded',
      unit: 'bytes',
      target: 'ratio ≤ 0.02',
      reason: PENDING_REASON,
    }),
  ];
}
