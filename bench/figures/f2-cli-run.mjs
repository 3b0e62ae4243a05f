// Figure 2: `ci-state run p -- true` in an initialised store against Node running an empty script;
// and what detecting a phase's outputs (the default) costs in workspaces of 10,000 and 100,000
// files, against the same call with `--outputs none`.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { baseEnv, expectSuccess, interleave, timeSpawn } from '../common/proc.mjs';
import { compared } from '../common/rows.mjs';
import { summarize } from '../common/stats.mjs';
import { makeTree } from '../common/workspace.mjs';

export const id = '2';
/** The dist/ bundles this figure runs. */
export const usesDist = ['cli'];
export const title = '`ci-state run p -- true` vs `node empty.mjs`';

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
  // The baseline: the same Node starting an empty script, with the same environment (the same
  // warm compile cache), so the difference is what ci-state itself costs.
  const empty = join(ctx.tmp, 'f2-empty.mjs');
  writeFileSync(empty, '');
  const emptyNode = (cache) => async () =>
    expectSuccess(
      await timeSpawn(process.execPath, [empty], { cwd: template, env: envFor(template, cache) }),
      'node empty.mjs',
    ).ms;
  const baseline = emptyNode(warmCache);
  const trueOnly = async () =>
    expectSuccess(await timeSpawn('true', [], { cwd: template, env: baseEnv() }), 'true').ms;

  // A phase that is skipped: attempt 1 of a run declaring p and q ran p (succeeded) and q
  // (failed) and finished; attempt 2 (`init` again) plans p as skipped, so `run p -- true` records
  // it as skipped and runs nothing (a re-run job's common case).
  const resumed = mkdtempSync(join(ctx.tmp, 'f2-resumed-'));
  const inResumed = (args) =>
    timeSpawn(process.execPath, [cli, ...args], { cwd: resumed, env: envFor(resumed, warmCache) });
  expectSuccess(await inResumed(['init', '--workflow', 'bench', '--phases', 'p,q']), 'init');
  expectSuccess(await inResumed(['run', 'p', '--', 'true']), 'run p');
  await inResumed(['run', 'q', '--', 'false']); // fails, on purpose
  await inResumed(['finish']); // exit 1: the attempt failed
  expectSuccess(await inResumed(['init', '--workflow', 'bench']), 'init (attempt 2)');
  let skipChecked = false;
  const skipped = async () => {
    const dir = join(ctx.tmp, `f2-store-${n++}`);
    cpSync(resumed, dir, { recursive: true });
    const r = expectSuccess(
      await timeSpawn(process.execPath, [cli, 'run', 'p', '--', 'true'], {
        cwd: dir,
        env: envFor(dir, warmCache),
      }),
      'ci-state run p -- true (skipped)',
    );
    if (!skipChecked) {
      if (!/skipped/.test(r.stderr + r.stdout)) {
        throw new Error(`phase p was not skipped:\n${r.stdout}${r.stderr}`);
      }
      skipChecked = true;
    }
    rmSync(dir, { recursive: true, force: true });
    return r.ms;
  };
  const version = async () =>
    expectSuccess(
      await timeSpawn(process.execPath, [cli, '--version'], {
        cwd: template,
        env: envFor(template, warmCache),
      }),
      'ci-state --version',
    ).ms;

  const warm = await interleave({ reps, warmup: 2, ours: ours(warmCache), baseline });
  const coldReps = ctx.reps(8, 2);
  const cold = await interleave({
    reps: coldReps,
    warmup: 0,
    ours: ours(undefined),
    baseline: emptyNode(undefined),
  });
  const skip = await interleave({ reps: coldReps, warmup: 1, ours: skipped, baseline: version });
  // For scale: Node's own start against `true`; against the empty script, the CLI's start
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
    baseline: trueOnly,
  });
  const loadOnly = await interleave({ reps: coldReps, warmup: 1, ours: version, baseline });
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
  // Detection in the first row's workspace (the store only) against `--outputs none`, both
  // through the option parser (`--tail 4096` is the default tail): what detection adds there.
  const smallRun = (args) => async () => {
    const dir = join(ctx.tmp, `f2-store-${n++}`);
    cpSync(template, dir, { recursive: true });
    const r = expectSuccess(
      await timeSpawn(process.execPath, [cli, ...args], {
        cwd: dir,
        env: envFor(dir, warmCache),
      }),
      `ci-state ${args.join(' ')}`,
    );
    rmSync(dir, { recursive: true, force: true });
    return r.ms;
  };
  const smallNone = await interleave({
    reps,
    warmup: 1,
    ours: smallRun(['run', 'p', '--tail', '4096', '--', 'true']),
    baseline: smallRun(['run', 'p', '--outputs', 'none', '--', 'true']),
  });

  // Detection in larger workspaces: a tree of small files created once (so every file's ctime is
  // before the phase's mark), the store inside it as `.ci-state/` (a fresh copy of the initialised
  // store per run, removed after), the command changing nothing, so the walk looks at every entry
  // and keeps none. Both sides name an option (`--tail 4096`, the default, on ours) so that both
  // go through the option parser and differ only in detection.
  const treeSizes = ctx.quick ? [500] : [10_000, 100_000];
  const treeReps = ctx.reps(15, 2);
  const treeRows = [];
  for (const files of treeSizes) {
    const ws = mkdtempSync(join(ctx.tmp, `f2-tree-${files}-`));
    const t0 = performance.now();
    makeTree(ws, files, { content: (i) => `file ${i}\n`.repeat(1 + (i % 8)) });
    ctx.log(
      `figure 2: workspace of ${files} files made in ${Math.round(performance.now() - t0)} ms`,
    );
    const store = join(ws, '.ci-state');
    const inTree = (args, check) => async (rep) => {
      cpSync(join(template, '.ci-state'), store, { recursive: true });
      // The first (unrecorded) run of each side says what the walk did (RUNNER_DEBUG's line).
      const debug = rep === -1 ? { RUNNER_DEBUG: '1' } : {};
      const r = expectSuccess(
        await timeSpawn(process.execPath, [cli, ...args], {
          cwd: ws,
          env: { ...envFor(ws, warmCache), ...debug },
        }),
        `ci-state ${args.join(' ')} (${files} files)`,
      );
      if (rep === -1) check(`${r.stdout}${r.stderr}`);
      rmSync(store, { recursive: true, force: true });
      return r.ms;
    };
    const detect = inTree(['run', 'p', '--tail', '4096', '--', 'true'], (out) => {
      const m = /changed nothing in the workspace \((\d+) entries looked at\)/.exec(out);
      if (!m || Number(m[1]) < files) {
        throw new Error(`detection did not walk the ${files} files:\n${out}`);
      }
    });
    const none = inTree(['run', 'p', '--outputs', 'none', '--', 'true'], (out) => {
      if (/entries looked at|checkpoint/.test(out)) {
        throw new Error(`--outputs none detected or kept outputs:\n${out}`);
      }
    });
    const tree = await interleave({ reps: treeReps, warmup: 1, ours: detect, baseline: none });
    rmSync(ws, { recursive: true, force: true });
    treeRows.push(
      compared({
        figure: '2',
        name: `ci-state run p -- true, workspace of ${files.toLocaleString('en-US')} files: detection (default) vs --outputs none`,
        unit: 'ms',
        ours: summarize(tree.ours),
        baseline: summarize(tree.baseline),
        target: { text: 'info' },
        note: `\`run p --tail 4096 -- true\` (detection on, the default tail named so that both sides go through the option parser) vs \`run p --outputs none -- true\`; ${files} files of under 100 bytes, 50 to a directory, two levels deep, created before the runs (page cache warm); the command changes nothing, so the walk reads every directory, lstats every file and keeps none (checked); ${treeReps} runs each, compile cache warm`,
      }),
    );
  }

  const note = 'wall time spawn to exit; fresh copy of an initialised store per run';
  return [
    compared({
      figure: '2',
      name: 'ci-state run p -- true (compile cache warm)',
      unit: 'ms',
      ours: summarize(warm.ours),
      baseline: summarize(warm.baseline),
      target: { maxDiff: 60 },
      note: `${note}; detection of the phase's outputs on (the default): the workspace holds only the store, so the walk reads one directory; baseline: the same node running an empty .mjs file, same environment and warm compile cache; ${reps} runs each`,
    }),
    compared({
      figure: '2',
      name: 'same, compile cache empty (first call of a job)',
      unit: 'ms',
      ours: summarize(cold.ours),
      baseline: summarize(cold.baseline),
      target: { text: 'info' },
      note: `${note}; ${coldReps} runs each, the empty script with an empty compile cache too; not a target, shown for context`,
    }),
    compared({
      figure: '2',
      name: 'ci-state run p -- true, p skipped (a resumed run) vs ci-state --version',
      unit: 'ms',
      ours: summarize(skip.ours),
      baseline: summarize(skip.baseline),
      target: { text: 'info' },
      note: `the phase succeeded in the attempt this one resumed from: one locked read and write, no command; against the CLI starting; ${coldReps} runs each`,
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
      note: `dist/cli/index.js --version vs node empty.mjs, compile cache warm; ${coldReps} runs each: start and the command-line parser, no command code, no store access`,
    }),
    compared({
      figure: '2',
      name: 'ci-state status (schemas and store loaded, one read, for scale)',
      unit: 'ms',
      ours: summarize(statusOnly.ours),
      baseline: summarize(statusOnly.baseline),
      target: { text: 'info' },
      note: `dist/cli/index.js status vs node empty.mjs in the initialised store, compile cache warm; ${coldReps} runs each: the parser, the schemas and the store, one read of the state; no write, no command`,
    }),
    compared({
      figure: '2',
      name: "ci-state run p -- true, the first row's workspace: detection (default) vs --outputs none",
      unit: 'ms',
      ours: summarize(smallNone.ours),
      baseline: summarize(smallNone.baseline),
      target: { text: 'info' },
      note: `\`run p --tail 4096 -- true\` vs \`run p --outputs none -- true\` (both through the option parser) in the first row's workspace (the store only, so the walk reads one directory), compile cache warm; ${reps} runs each`,
    }),
    ...treeRows,
  ];
}
