// Figure 7: the report job (report/ sub-action, dist/report/index.js) aggregating the states of a
// run's jobs on the emulator: 100 jobs x 20 phases in under 10 s, and REST calls growing linearly
// with the number of jobs (measured at 25, 50 and 100 jobs, one run each). The jobs' state
// bundles are uploaded first, with ci-state's own artifact upload, as real jobs leave them; then
// the report step runs in a child process with the report job's runner environment, on a pull
// request (so it also writes the sticky comment). Time is the step's wall time, spawn to exit;
// REST calls are counted in the emulator's request log.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseEnv, expectSuccess, timeSpawn } from '../common/proc.mjs';
import { compared } from '../common/rows.mjs';
import { actionInputs, runnerFiles } from '../common/runner-env.mjs';
import { importSrc, strippedSrc } from '../common/src.mjs';
import { round, summarize } from '../common/stats.mjs';
import { ROOT } from '../../scripts/import-ts.mjs';

export const id = '7';
export const title = 'Report job over 100 jobs x 20 phases';
/** The dist/ bundles this figure runs. */
export const usesDist = ['report'];

const SEED = fileURLToPath(new URL('../workers/seed-states.mjs', import.meta.url));
const REPO = 'acme/widgets';
const PHASES = 20;

/**
 * A finished job's state: 20 phases, each with its times and a short output tail. Only the fields
 * a state needs (the reader fills in defaults), so that it reads with the schema of the bundles
 * measured even when src/ has moved on since they were built.
 */
function stateOf({ SCHEMA_VERSION }, { runId, job, ref, sha, failed }) {
  const t0 = Date.parse('2025-06-01T10:00:00.000Z');
  const phases = {};
  let at = t0;
  for (let i = 0; i < PHASES; i++) {
    const durationMs = 1000 + ((i * 7919 + job.length * 31) % 60_000);
    const fail = failed && i === PHASES - 1;
    phases[`phase-${String(i + 1).padStart(2, '0')}`] = {
      status: fail ? 'failed' : 'succeeded',
      attempt: 1,
      attempts: 1,
      startedAt: new Date(at).toISOString(),
      endedAt: new Date(at + durationMs).toISOString(),
      durationMs,
      exitCode: fail ? 1 : 0,
      stdoutTail: `step ${i + 1} of ${job}: ok\n`,
      ...(fail ? { error: 'exit code 1', stderrTail: '1 test failed\n' } : {}),
    };
    at += durationMs;
  }
  const scope = { repo: REPO, workflow: 'ci', job, matrix: '', ref };
  return {
    schemaVersion: SCHEMA_VERSION,
    id: `${runId}-${job}`,
    scope,
    origin: {
      repo: REPO,
      workflow: 'ci',
      job,
      runId: String(runId),
      runAttempt: 1,
      sha,
      ref,
      event: 'pull_request',
      actor: 'octocat',
    },
    status: failed ? 'failed' : 'completed',
    phases,
    createdAt: new Date(t0).toISOString(),
    updatedAt: new Date(at).toISOString(),
    endedAt: new Date(at).toISOString(),
  };
}

/** Uploads the states of `jobs` jobs of a new run on a new pull request; returns the run. */
async function seedRun(ctx, emu, jobs) {
  const schema = await importSrc('src/core/schema.ts');
  const { scopeKey } = await importSrc('src/core/canonical.ts');
  const { encodeBundle } = await importSrc('src/store/bundle.ts');
  const { stateArtifactName } = await importSrc('src/github/keys.ts');
  const runId = 7000 + jobs;
  const pr = 700 + jobs;
  emu.seed.pullRequest({ repo: REPO, number: pr, title: `Benchmark run of ${jobs} jobs` });
  const ref = `refs/pull/${pr}/merge`;
  const dir = mkdtempSync(join(ctx.tmp, `f7-seed-${jobs}-`));
  const spec = { jobs: [] };
  for (let j = 1; j <= jobs; j++) {
    const job = `job-${String(j).padStart(3, '0')}`;
    const env = emu.runtimeEnv({ repo: REPO, runId, job, ref });
    const state = stateOf(schema, { runId, job, ref, sha: env.GITHUB_SHA, failed: j % 10 === 0 });
    const key = scopeKey(state.scope);
    const file = join(dir, `${job}.cis`);
    writeFileSync(file, encodeBundle(state, { scopeKey: key }));
    spec.jobs.push({
      env: { ...env, RUNNER_TEMP: dir, GITHUB_WORKSPACE: dir },
      name: stateArtifactName(key, 1, 1),
      file,
    });
  }
  writeFileSync(join(dir, 'spec.json'), JSON.stringify(spec));
  expectSuccess(
    await timeSpawn(process.execPath, [SEED, join(dir, 'spec.json')], {
      cwd: ROOT,
      env: baseEnv({ CI_STATE_BENCH_SRC: strippedSrc() }),
    }),
    'seeding the states',
  );
  return { runId, ref, pr, failed: Math.floor(jobs / 10) };
}

/** One report step; its wall time and the REST calls it made. */
async function reportOnce(ctx, emu, run, jobs) {
  const dir = mkdtempSync(join(ctx.tmp, 'f7-report-'));
  const services = emu.runtimeEnv({ repo: REPO, runId: run.runId, job: 'report', ref: run.ref });
  const env = baseEnv({
    ...services,
    ...runnerFiles(dir, { pull_request: { number: run.pr }, number: run.pr }),
    ...actionInputs(services.GITHUB_TOKEN, join(ROOT, 'report', 'action.yml')),
    GITHUB_ACTIONS: 'true',
    CI: 'true',
  });
  emu.inspect.clearRequests();
  const r = expectSuccess(
    await timeSpawn(process.execPath, [join(ctx.distDir, 'report', 'index.js')], { env, cwd: dir }),
    'report step',
  );
  const outputs = readFileSync(env.GITHUB_OUTPUT, 'utf8');
  const reported = /^jobs<<(\S+)\r?\n(\d+)\r?\n/m.exec(outputs)?.[2];
  if (reported !== String(jobs)) {
    throw new Error(`the report covered ${reported} jobs, not ${jobs}:\n${r.stdout.slice(-2000)}`);
  }
  const rest = emu.inspect.requests({ service: 'rest' }).length;
  const all = emu.inspect.requests().length;
  rmSync(dir, { recursive: true, force: true });
  return { ms: r.ms, rest, all };
}

export async function run(ctx) {
  const emu = await ctx.emulator();
  const sizes = ctx.quick ? [2, 4, 8] : [25, 50, 100];
  const reps = ctx.reps(5, 1);
  const at = {};
  for (const jobs of sizes) {
    const t = Date.now();
    const seeded = await seedRun(ctx, emu, jobs);
    ctx.log(`seeded ${jobs} jobs' states in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    const runs = [];
    for (let i = 0; i < reps; i++) runs.push(await reportOnce(ctx, emu, seeded, jobs));
    at[jobs] = {
      time: summarize(runs.map((r) => r.ms)),
      rest: summarize(runs.map((r) => r.rest)),
      requests: summarize(runs.map((r) => r.all)),
    };
  }
  const [small, mid, large] = sizes;
  const calls = sizes.map((n) => `${n} jobs: ${at[n].rest.median}`).join(', ');
  return [
    compared({
      figure: '7',
      name: `report job, ${large} jobs x ${PHASES} phases`,
      unit: 'ms',
      ours: at[large].time,
      baseline: undefined,
      target: { maxValue: 10_000 },
      note: `dist/report/index.js on a pull request (summary and sticky comment); ${reps} runs; at ${small} and ${mid} jobs: ${round(at[small].time.median, 0)} and ${round(at[mid].time.median, 0)} ms`,
    }),
    compared({
      figure: '7',
      name: `REST calls, ${large} jobs vs ${mid} jobs`,
      unit: 'calls',
      ours: at[large].rest,
      baseline: at[mid].rest,
      target: { maxRatio: 2.2, text: 'ratio ≤ 2.2 (linear)' },
      note: `REST calls per report: ${calls}; all requests (REST, Twirp, blob) at ${large} jobs: ${at[large].requests.median}`,
    }),
  ];
}
