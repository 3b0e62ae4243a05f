// Figure 0: what a user feels. Whole jobs through the runner harness (test/harness), against the
// emulator with a network round trip (test/emulator's latencyMs): a job of phases with ci-state
// (the Action's main step, `ci-state run` steps, the post step) against the same job of plain
// steps; a skipped phase's step against `ci-state --version`; and a re-run of a job whose last
// phase failed against a plain re-run of every step; and what keeping a phase's outputs (detected
// by default) adds to a job: a build writing 50 MiB, an `npm ci`-like phase writing node_modules/.
// See docs/performance.md.
import { randomFillSync } from 'node:crypto';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { baseEnv, interleave } from '../common/proc.mjs';
import { compared } from '../common/rows.mjs';
import { summarize } from '../common/stats.mjs';
import { makeTree, textLike } from '../common/workspace.mjs';
import { importTs, ROOT } from '../../scripts/import-ts.mjs';

export const id = '0';
/** The dist/ bundles this figure runs. */
export const usesDist = ['main', 'post', 'cli'];
export const title = 'What a user feels: jobs with ci-state vs the same jobs without';

const REPO = 'acme/feel';
/** The round trip the targets are set at. */
const TARGET_LATENCY = 40;

/** action.yml with dist/ next to it (a link to the bench's copy), as a workflow checks it out. */
function actionCopy(ctx) {
  const dir = join(ctx.tmp, 'f0-action');
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(ROOT, 'action.yml'), join(dir, 'action.yml'));
  try {
    symlinkSync(ctx.distDir, join(dir, 'dist'), 'dir');
  } catch {
    cpSync(ctx.distDir, join(dir, 'dist'), { recursive: true });
  }
  return dir;
}

const sec = (s) => `${s} s`;
const sh = (script) => `sh -c '${script.replace(/'/g, `'\\''`)}'`;

export async function run(ctx) {
  const { WorkflowRun } = await importTs('test/harness/index.ts');
  const emu = await ctx.emulator({ latencyMs: TARGET_LATENCY });
  const action = actionCopy(ctx);
  const machineEnv = baseEnv({
    PATH: [dirname(process.execPath), process.env.PATH ?? '/usr/bin:/bin'].join(':'),
  });
  let nextRunId = 7000;

  const newRun = () =>
    new WorkflowRun({
      repo: REPO,
      runId: nextRunId++,
      workflow: 'feel',
      baseEnv: machineEnv,
      env: (c) =>
        emu.runtimeEnv({
          repo: c.repo,
          runId: c.runId,
          attempt: c.attempt,
          job: c.job,
          ref: c.ref,
          sha: c.sha,
          event: c.event,
          jobBackendId: c.jobBackendId,
        }),
    });

  /** Job wall time: from its first step to the end of its post steps. */
  const timeJob = async (job, steps, expected, what) => {
    const t0 = performance.now();
    for (const step of steps) await step(job);
    const result = await job.complete();
    const ms = performance.now() - t0;
    if (result.status !== expected) {
      const tail = result.steps
        .map((s) => `${s.kind} ${s.name}: ${s.outcome}\n${s.stdout}${s.stderr}`.trim())
        .join('\n')
        .split('\n')
        .slice(-25)
        .join('\n');
      throw new Error(`${what}: job ended ${result.status}, expected ${expected}:\n${tail}`);
    }
    return { ms, result };
  };

  const phaseNames = (n) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
  /** A phase's command: sleeps, then fails in attempt 1 when `failFirst`. */
  const command = (seconds, failFirst) =>
    failFirst ? sh(`sleep ${seconds}; [ "$GITHUB_RUN_ATTEMPT" != 1 ]`) : `sleep ${seconds}`;
  const oursSteps = (names, seconds, failLast) => [
    (job) => job.uses(action, { id: 'state', with: { phases: names.join(',') } }),
    ...names.map(
      (p, i) => (job) =>
        job.run(`ci-state run ${p} -- ${command(seconds, failLast && i === names.length - 1)}`),
    ),
  ];
  const plainSteps = (names, seconds, failLast) =>
    names.map((_, i) => (job) => job.run(command(seconds, failLast && i === names.length - 1)));

  /** The requests ci-state's job made (the log is cleared before each of our jobs). */
  const counts = [];
  const countRequests = (label) => {
    const log = emu.inspect.requests();
    const by = (service) => log.filter((e) => e.service === service).length;
    counts.push({
      label,
      total: log.length,
      twirp: by('twirp'),
      rest: by('rest'),
      blob: by('blob'),
      connections: emu.inspect.connections(),
    });
  };
  const countText = (label) => {
    const mine = counts.filter((c) => c.label === label);
    if (!mine.length) return '';
    const range = (k) => {
      const xs = mine.map((c) => c[k]);
      const lo = Math.min(...xs);
      const hi = Math.max(...xs);
      return lo === hi ? String(lo) : `${lo}-${hi}`;
    };
    return `${range('total')} requests (Twirp ${range('twirp')}, REST ${range('rest')}, blob ${range('blob')}) on ${range('connections')} connections`;
  };
  const countNote = (label) =>
    counts.some((c) => c.label === label)
      ? `ci-state's job: ${countText(label)}; plain steps: 0`
      : '';
  const plainMadeNone = (what) => {
    const n = emu.inspect.requests().length;
    if (n !== 0) throw new Error(`${what}: plain steps made ${n} service requests`);
  };

  const rows = [];
  const reps = ctx.reps(5, 1);
  const warmup = ctx.quick ? 0 : 1;

  // 1. A job of 8 phases of 1 s, attempt 1, at 0, 40 and 100 ms (quick: 3 phases of 0.1 s, at
  //    40 ms only).
  const jobPhase = ctx.quick ? 0.1 : 1;
  const names8 = phaseNames(ctx.quick ? 3 : 8);
  const n8 = names8.length;
  const latencies = ctx.quick ? [TARGET_LATENCY] : [0, TARGET_LATENCY, 100];
  for (const [i, latency] of latencies.entries()) {
    emu.setLatency(latency);
    ctx.log(`figure 0: jobs of ${names8.length} phases at ${latency} ms`);
    const label = `job8@${latency}`;
    const samples = await interleave({
      reps,
      warmup: i === 0 ? warmup : 0,
      ours: async (rep) => {
        const run = newRun();
        try {
          emu.inspect.clearRequests();
          const { ms } = await timeJob(
            run.job('build'),
            oursSteps(names8, jobPhase, false),
            'success',
            'ci-state job',
          );
          if (rep >= 0) countRequests(label);
          return ms;
        } finally {
          run.dispose();
        }
      },
      baseline: async () => {
        const run = newRun();
        try {
          emu.inspect.clearRequests();
          const { ms } = await timeJob(
            run.job('build'),
            plainSteps(names8, jobPhase, false),
            'success',
            'plain job',
          );
          plainMadeNone('job of plain steps');
          return ms;
        } finally {
          run.dispose();
        }
      },
    });
    rows.push(
      compared({
        figure: '0',
        name: `job of ${n8} × ${sec(jobPhase)} phases, attempt 1, ${latency} ms round trip: ci-state vs plain steps`,
        unit: 'ms',
        ours: summarize(samples.ours),
        baseline: summarize(samples.baseline),
        target: latency === TARGET_LATENCY ? { maxDiff: 1500 } : { text: `info (target at 40 ms)` },
        note: `whole job wall time (main + ${n8} steps + post vs ${n8} steps), runner harness, ${reps} jobs each; ${countNote(label)}`,
      }),
    );
  }

  // 2. A skipped phase's step against `ci-state --version`, in attempt 2 (each sample the first
  //    call of its job), at 40 ms.
  emu.setLatency(TARGET_LATENCY);
  {
    const skipReps = ctx.reps(10, 1);
    ctx.log(`figure 0: skipped phase's step vs --version, ${skipReps} attempt-2 jobs`);
    const skipped = [];
    const version = [];
    const timeStep = async (job, script) => {
      const t0 = performance.now();
      const r = await job.run(script);
      const ms = performance.now() - t0;
      if (r.outcome !== 'success')
        throw new Error(`${script}: ${r.outcome}\n${r.stdout}${r.stderr}`);
      return { ms, r };
    };
    for (let rep = -warmup; rep < skipReps; rep++) {
      const run = newRun();
      try {
        const names = phaseNames(2);
        await timeJob(
          run.job('build'),
          [
            (job) => job.uses(action, { id: 'state', with: { phases: names.join(',') } }),
            (job) => job.run('ci-state run p1 -- true'),
            (job) => job.run('ci-state run p2 -- false'),
          ],
          'failure',
          'skipped-step setup, attempt 1',
        );
        const job = run.rerun().job('build');
        let a;
        let b;
        await timeJob(
          job,
          [
            (j) => j.uses(action, { id: 'state', with: { phases: names.join(',') } }),
            async (j) => {
              // Alternate which of the two comes first.
              if (rep % 2 === 0) {
                a = await timeStep(j, 'ci-state run p1 -- sleep 1');
                b = await timeStep(j, 'ci-state --version');
              } else {
                b = await timeStep(j, 'ci-state --version');
                a = await timeStep(j, 'ci-state run p1 -- sleep 1');
              }
            },
            (j) => j.run('ci-state run p2 -- true'),
          ],
          'success',
          'skipped-step job, attempt 2',
        );
        if (a.ms >= 1000 || !/skip/i.test(`${a.r.stdout}${a.r.stderr}`)) {
          throw new Error(`p1 was not skipped in attempt 2:\n${a.r.stdout}${a.r.stderr}`);
        }
        if (rep >= 0) {
          skipped.push(a.ms);
          version.push(b.ms);
        }
      } finally {
        run.dispose();
      }
    }
    rows.push(
      compared({
        figure: '0',
        name: `skipped phase's step (attempt 2) vs \`ci-state --version\` step, ${TARGET_LATENCY} ms`,
        unit: 'ms',
        ours: summarize(skipped),
        baseline: summarize(version),
        target: { maxDiff: 30 },
        note: `\`ci-state run p1 -- sleep 1\` with p1 skipped vs \`ci-state --version\`, step wall time in the harness, the first call of each of ${skipReps} attempt-2 jobs`,
      }),
    );
  }

  // 3. Re-run of 5 phases whose last failed in attempt 1: ci-state's attempt 2 vs a plain re-run
  //    of all 5 steps, at 40 ms; phases of 1 s and of 30 s (quick: 3 phases of 0.05 s, info).
  const names5 = phaseNames(ctx.quick ? 3 : 5);
  const n5 = names5.length;
  const rerunCases = ctx.quick
    ? [{ seconds: 0.05, target: null, reps: 1 }]
    : [
        { seconds: 1, target: 0.45, reps: ctx.reps(5, 1) },
        { seconds: 30, target: 0.25, reps: ctx.reps(3, 1) },
      ];
  for (const c of rerunCases) {
    const label = `rerun@${c.seconds}`;
    ctx.log(`figure 0: re-runs of ${names5.length} phases of ${c.seconds} s, ${c.reps} each`);
    let checked = false;
    const samples = await interleave({
      reps: c.reps,
      warmup: c.seconds >= 10 ? 0 : warmup,
      ours: async (rep) => {
        const run = newRun();
        try {
          await timeJob(
            run.job('build'),
            oursSteps(names5, c.seconds, true),
            'failure',
            'ci-state re-run, attempt 1',
          );
          emu.inspect.clearRequests();
          const { ms, result } = await timeJob(
            run.rerun().job('build'),
            oursSteps(names5, c.seconds, true),
            'success',
            'ci-state re-run, attempt 2',
          );
          if (rep >= 0) countRequests(label);
          if (!checked) {
            const skippedOut = result.outputs('state').skipped;
            if (skippedOut !== JSON.stringify(names5.slice(0, -1))) {
              throw new Error(`attempt 2 did not skip p1-p${n5 - 1} (skipped: ${skippedOut})`);
            }
            checked = true;
          }
          return ms;
        } finally {
          run.dispose();
        }
      },
      baseline: async () => {
        const run = newRun();
        try {
          emu.inspect.clearRequests();
          // Attempt 1 of plain steps changes nothing for attempt 2, which runs every step again.
          const { ms } = await timeJob(
            run.rerun().job('build'),
            plainSteps(names5, c.seconds, true),
            'success',
            'plain re-run, attempt 2',
          );
          plainMadeNone('plain re-run');
          return ms;
        } finally {
          run.dispose();
        }
      },
    });
    const quickText = ctx.quick ? ' (quick: stands for the 1 s and 30 s rows)' : '';
    rows.push(
      compared({
        figure: '0',
        name: `re-run of ${n5} × ${sec(c.seconds)} phases, last failed: ci-state attempt 2 vs plain re-run, ${TARGET_LATENCY} ms${quickText}`,
        unit: 'ms',
        ours: summarize(samples.ours),
        baseline: summarize(samples.baseline),
        target: c.target === null ? { text: 'info (quick)' } : { maxRatio: c.target },
        note: `attempt-2 job wall time (main + ${n5} steps, ${n5 - 1} skipped, + post vs ${n5} steps), ${c.reps} re-runs each; ${countNote(label)}`,
      }),
    );
  }
  rows.push(
    ...(await keptOutputs(ctx, { emu, action, newRun, timeJob, countRequests, countText })),
  );
  emu.inspect.clearRequests();
  return rows;
}

/**
 * What keeping a phase's outputs adds to a job, at 40 ms: a job of two phases, the first writing
 * files (copied from a tree made once, so both sides write the same bytes), the second a sleep.
 * A build writing 50 MiB with detection (the default) against `--outputs none` on that phase; an
 * `npm ci`-like phase writing 5,000 small files under node_modules/, by default (kept) against
 * `--always` (which keeps nothing) (quick: 5 MiB and 200 files, 0.1 s).
 */
async function keptOutputs(ctx, { emu, action, newRun, timeJob, countRequests, countText }) {
  emu.setLatency(TARGET_LATENCY);
  const reps = ctx.reps(5, 1);
  const warmup = ctx.quick ? 0 : 1;
  const pause = ctx.quick ? 0.1 : 1;
  const src = mkdtempSync(join(ctx.tmp, 'f0-outputs-'));
  const rows = [];
  try {
    // Build outputs: 50 MiB in 500 files (~100 KiB) of random content (incompressible, as in figure 4).
    const buildFiles = ctx.quick ? 50 : 500;
    const fileBytes = Math.round(((ctx.quick ? 5 : 50) * 2 ** 20) / buildFiles);
    const buildDir = join(src, 'out');
    const buildBytes = makeTree(buildDir, buildFiles, {
      perDir: 50,
      fanout: 10,
      ext: '.o',
      content: () => randomFillSync(Buffer.allocUnsafe(fileBytes)),
    });
    // node_modules/: 0.5-8 KiB files of text that compresses like source code.
    const depFiles = ctx.quick ? 200 : 5_000;
    const depDir = join(src, 'node_modules');
    const depBytes = makeTree(depDir, depFiles, {
      perDir: 20,
      fanout: 25,
      ext: '.js',
      content: (i) => textLike(512 + (((i * 2654435761) >>> 0) % 7680), i),
    });
    const mib = (b) => `${(b / 2 ** 20).toFixed(1)} MiB`;

    /** One job of ci-state: main, `ci-state run <first><options> -- <script>`, a sleep, post. */
    const job = (label, first, options, script, kept) => async (rep) => {
      const run = newRun();
      try {
        emu.inspect.clearRequests();
        const { ms, result } = await timeJob(
          run.job('build'),
          [
            (j) => j.uses(action, { id: 'state', with: { phases: `${first},test` } }),
            (j) => j.run(`ci-state run ${first}${options} -- ${script}`, { id: first }),
            (j) => j.run(`ci-state run test -- sleep ${pause}`),
          ],
          'success',
          label,
        );
        // The checkpoint's line comes from the phase's step, or, when what it changed is kept in
        // the background, from the step that waited for it (the next phase's or the post step).
        const out = result.steps.map((st) => `${st.stdout ?? ''}${st.stderr ?? ''}`).join('');
        const line = new RegExp(
          `checkpoint \\S+ of ${first} \\(what it changed\\): ([^\\n]*)`,
        ).exec(out);
        if (kept && !line) throw new Error(`${label}: ${first}'s outputs were not kept:\n${out}`);
        if (!kept && line) throw new Error(`${label}: ${first}'s outputs were kept:\n${out}`);
        if (line) keptLines.set(label, line[1]);
        if (rep >= 0) countRequests(label);
        return ms;
      } finally {
        run.dispose();
      }
    };
    const keptLines = new Map();
    const keptNote = (label) =>
      keptLines.has(label) ? `; the phase's line: ${keptLines.get(label)}` : '';

    ctx.log(`figure 0: a build phase writing ${mib(buildBytes)}, kept or not, ${reps} jobs each`);
    const copyBuild = `cp -R ${buildDir} out`;
    const build = await interleave({
      reps,
      warmup,
      ours: job('build:detect', 'build', '', copyBuild, true),
      baseline: job('build:none', 'build', ' --outputs none', copyBuild, false),
    });
    rows.push(
      compared({
        figure: '0',
        name: `job whose build phase writes ${mib(buildBytes)} (${buildFiles} files), then a ${sec(pause)} phase, ${TARGET_LATENCY} ms: detection (default) vs --outputs none on build`,
        unit: 'ms',
        ours: summarize(build.ours),
        baseline: summarize(build.baseline),
        target: { text: 'info' },
        note: `job wall time (main, \`ci-state run build -- cp -R <tree> out\`, \`ci-state run test -- sleep ${pause}\`, post), the baseline with \`--outputs none\` on build; ${reps} jobs each; ours: ${countText('build:detect')}, baseline: ${countText('build:none')}${keptNote('build:detect')}`,
      }),
    );

    ctx.log(`figure 0: an npm ci-like phase writing ${depFiles} files, ${reps} jobs each`);
    const copyDeps = `cp -R ${depDir} node_modules`;
    const deps = await interleave({
      reps,
      warmup,
      ours: job('deps:detect', 'deps', '', copyDeps, true),
      baseline: job('deps:always', 'deps', ' --always', copyDeps, false),
    });
    rows.push(
      compared({
        figure: '0',
        name: `job whose deps phase writes ${depFiles.toLocaleString('en-US')} files under node_modules/, then a ${sec(pause)} phase, ${TARGET_LATENCY} ms: default (keeps them) vs --always (keeps nothing)`,
        unit: 'ms',
        ours: summarize(deps.ours),
        baseline: summarize(deps.baseline),
        target: { text: 'info' },
        note: `job wall time (main, \`ci-state run deps -- cp -R <tree> node_modules\`, \`ci-state run test -- sleep ${pause}\`, post), the baseline with \`--always\` on deps (checked: it keeps nothing); ${depFiles} files of 0.5-8 KiB (${mib(depBytes)}, text that compresses like source); ${reps} jobs each; ours: ${countText('deps:detect')}, baseline: ${countText('deps:always')}${keptNote('deps:detect')}`,
      }),
    );
  } finally {
    rmSync(src, { recursive: true, force: true });
  }
  return rows;
}
