// Figure 1: cold start of the Action's main step on attempt 1 with nothing to restore, against a
// bundle of the same bundler whose only work is one `@actions/cache` restoreCache miss.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { restoreMissBundle } from '../common/bundle.mjs';
import { baseEnv, expectSuccess, interleave, timeSpawn } from '../common/proc.mjs';
import { compared } from '../common/rows.mjs';
import { actionInputs, runnerFiles } from '../common/runner-env.mjs';
import { summarize } from '../common/stats.mjs';

export const id = '1';
/** The dist/ bundles this figure runs. */
export const usesDist = ['main'];
export const title = 'Action main: cold start, attempt 1, nothing to restore';

export async function run(ctx) {
  const emu = await ctx.emulator();
  const bundle = restoreMissBundle(ctx.log);
  const main = join(ctx.distDir, 'main', 'index.js');
  const reps = ctx.reps(20, 3);

  // A fresh job directory per start: the store, the command files and RUNNER_TEMP start empty.
  const jobEnv = (side) => {
    const dir = mkdtempSync(join(ctx.tmp, `f1-${side}-`));
    const services = emu.runtimeEnv({ repo: 'acme/widgets', runId: 4242, job: 'build' });
    return {
      dir,
      env: baseEnv({
        ...services,
        ...runnerFiles(dir),
        ...actionInputs(services.GITHUB_TOKEN),
        GITHUB_ACTION: 'ci-state',
        GITHUB_ACTIONS: 'true',
        CI: 'true',
      }),
    };
  };

  let checkedOurs = false;
  const ours = async () => {
    const { dir, env } = jobEnv('ours');
    const r = expectSuccess(await timeSpawn(process.execPath, [main], { env, cwd: dir }), 'main');
    if (!checkedOurs) {
      const outputs = readFileSync(env.GITHUB_OUTPUT, 'utf8');
      if (!/starts fresh/.test(r.stdout) || !/^attempt<</m.test(outputs)) {
        throw new Error(`main did not start attempt 1 as expected:\n${r.stdout}`);
      }
      checkedOurs = true;
    }
    rmSync(dir, { recursive: true, force: true });
    return r.ms;
  };

  let checkedBaseline = false;
  const baseline = async () => {
    const { dir, env } = jobEnv('baseline');
    const before = emu.inspect.requests({ route: 'GetCacheEntryDownloadURL' }).length;
    const r = expectSuccess(
      await timeSpawn(process.execPath, [bundle], { env, cwd: dir }),
      'restoreCache baseline',
    );
    if (!checkedBaseline) {
      const asked = emu.inspect.requests({ route: 'GetCacheEntryDownloadURL' }).length - before;
      if (r.stdout.trim().split('\n').at(-1) !== 'miss' || asked !== 1) {
        throw new Error(`the baseline did not look up the cache once (${asked}): ${r.stdout}`);
      }
      checkedBaseline = true;
    }
    rmSync(dir, { recursive: true, force: true });
    return r.ms;
  };

  const rows = [];
  // The bench's default round trip (CI_STATE_BENCH_LATENCY_MS, 0 unless set), then 40 ms, as
  // between a runner and GitHub's services: both sides wait on the same network.
  for (const latency of [emu.latencyMs, ...(emu.latencyMs === 40 ? [] : [40])]) {
    emu.setLatency(latency);
    emu.inspect.clearRequests();
    const samples = await interleave({ reps, warmup: 2, ours, baseline });
    emu.inspect.clearRequests();
    rows.push(
      compared({
        figure: '1',
        name: `main cold start vs restoreCache-miss bundle${latency ? `, ${latency} ms round trip` : ''}`,
        unit: 'ms',
        ours: summarize(samples.ours),
        baseline: summarize(samples.baseline),
        target: { maxRatio: 1.0 },
        note: `dist/main/index.js vs ncc bundle of restoreCache (miss on the emulator${latency ? `, ${latency} ms per request, twice on a new connection` : ''}); ${reps} runs each, wall time spawn to exit`,
      }),
    );
  }
  return rows;
}
