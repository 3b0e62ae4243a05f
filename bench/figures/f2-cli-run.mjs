// Figure 2: `ci-state run p -- true` in an initialised store against running `true` directly.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { baseEnv, expectSuccess, interleave, timeSpawn } from '../common/proc.mjs';
import { compared } from '../common/rows.mjs';
import { summarize } from '../common/stats.mjs';

export const id = '2';
/** The dist/ bundles this figure runs. */
export const usesDist = ['cli'];
export const title = '`ci-state run p -- true` vs `true`';

export async function run(ctx) {
  const cli = join(ctx.distDir, 'cli', 'index.js');
  const reps = ctx.reps(25, 5);
  // The CLI enables V8's compile cache; point it at a directory of our own. The main row runs
  // with it warm (every `ci-state` call of a job after the first); the info row with it empty.
  const warmCache = join(ctx.tmp, 'f2-compile-cache');
  mkdirSync(warmCache, { recursive: true });

  const template = mkdtempSync(join(ctx.tmp, 'f2-template-'));
  const envFor = (dir, cache) =>
    baseEnv({ CI_STATE_DIR: join(dir, '.ci-state'), NODE_COMPILE_CACHE: cache });
  expectSuccess(
    await timeSpawn(process.execPath, [cli, 'init', '--workflow', 'bench'], {
      cwd: template,
      env: envFor(template, warmCache),
    }),
    'ci-state init',
  );

  let n = 0;
  let checked = false;
  const ours = (cache) => async () => {
    const dir = join(ctx.tmp, `f2-store-${n++}`);
    cpSync(template, dir, { recursive: true });
    const cacheDir = cache ?? mkdtempSync(join(ctx.tmp, 'f2-cold-cache-'));
    const r = expectSuccess(
      await timeSpawn(process.execPath, [cli, 'run', 'p', '--', 'true'], {
        cwd: dir,
        env: envFor(dir, cacheDir),
      }),
      'ci-state run p -- true',
    );
    if (!checked) {
      const states = join(dir, '.ci-state', 'states');
      const [key] = readdirSync(states);
      const state = JSON.parse(readFileSync(join(states, key, 'state.json'), 'utf8'));
      if (state.phases?.p?.status !== 'succeeded') {
        throw new Error(`phase p was not recorded as succeeded:\n${r.stdout}${r.stderr}`);
      }
      checked = true;
    }
    rmSync(dir, { recursive: true, force: true });
    if (!cache) rmSync(cacheDir, { recursive: true, force: true });
    return r.ms;
  };
  const baseline = async () => {
    const r = expectSuccess(await timeSpawn('true', [], { cwd: template, env: baseEnv() }), 'true');
    return r.ms;
  };

  const warm = await interleave({ reps, warmup: 2, ours: ours(warmCache), baseline });
  const coldReps = ctx.reps(8, 2);
  const cold = await interleave({ reps: coldReps, warmup: 0, ours: ours(undefined), baseline });
  // For scale, each against `true`: Node's own start (an empty script); the CLI's start
  // (`--version`: the command-line parser only, since each command's code loads when it runs);
  // and `status`, which loads the schemas and the store as `run` does (and the parser, which
  // `run <phase> -- <command>` skips) and reads the state once, but writes nothing and runs no
  // command.
  const nodeOnly = await interleave({
    reps: coldReps,
    warmup: 1,
    ours: async () =>
      expectSuccess(
        await timeSpawn(process.execPath, ['-e', ''], { cwd: template, env: baseEnv() }),
        'node -e ""',
      ).ms,
    baseline,
  });
  const loadOnly = await interleave({
    reps: coldReps,
    warmup: 1,
    ours: async () =>
      expectSuccess(
        await timeSpawn(process.execPath, [cli, '--version'], {
          cwd: template,
          env: envFor(template, warmCache),
        }),
        'ci-state --version',
      ).ms,
    baseline,
  });
  const statusOnly = await interleave({
    reps: coldReps,
    warmup: 1,
    ours: async () =>
      expectSuccess(
        await timeSpawn(process.execPath, [cli, 'status'], {
          cwd: template,
          env: envFor(template, warmCache),
        }),
        'ci-state status',
      ).ms,
    baseline,
  });
  const note = 'wall time spawn to exit; fresh copy of an initialised store per run';
  return [
    compared({
      figure: '2',
      name: 'ci-state run p -- true (compile cache warm)',
      unit: 'ms',
      ours: summarize(warm.ours),
      baseline: summarize(warm.baseline),
      target: { maxDiff: 60 },
      note: `${note}; ${reps} runs each`,
    }),
    compared({
      figure: '2',
      name: 'same, compile cache empty (first call of a job)',
      unit: 'ms',
      ours: summarize(cold.ours),
      baseline: summarize(cold.baseline),
      target: { text: 'info' },
      note: `${note}; ${coldReps} runs each; not a target, shown for context`,
    }),
    compared({
      figure: '2',
      name: 'node with an empty script (for scale)',
      unit: 'ms',
      ours: summarize(nodeOnly.ours),
      baseline: summarize(nodeOnly.baseline),
      target: { text: 'info' },
      note: `node -e "" vs true; ${coldReps} runs each: Node's start alone, before any ci-state code`,
    }),
    compared({
      figure: '2',
      name: 'ci-state --version (the CLI starting, for scale)',
      unit: 'ms',
      ours: summarize(loadOnly.ours),
      baseline: summarize(loadOnly.baseline),
      target: { text: 'info' },
      note: `dist/cli/index.js --version vs true, compile cache warm; ${coldReps} runs each: start and the command-line parser, no command code, no store access`,
    }),
    compared({
      figure: '2',
      name: 'ci-state status (schemas and store loaded, one read, for scale)',
      unit: 'ms',
      ours: summarize(statusOnly.ours),
      baseline: summarize(statusOnly.baseline),
      target: { text: 'info' },
      note: `dist/cli/index.js status vs true in the initialised store, compile cache warm; ${coldReps} runs each: the parser, the schemas and the store, one read of the state; no write, no command`,
    }),
  ];
}
