/**
 * The self-test's jobs run on the harness as they would on GitHub: .github/workflows/self-test.yml
 * is read and its jobs' steps run in order against the emulator (attempt-2 after attempt-1, in
 * the same run, sharing its cache and artifacts), and each job must end as it would there. The
 * same checks run on broken copies of the workflow, which they must catch.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import type { JobResult, WorkflowRun } from '../harness/index.js';
import { ACTION, emulator, finalState, newRun } from './helpers.js';
import { loadWorkflow, matrixLegs, runJob, runsOn, type Workflow } from './workflow.js';

const FILE = resolve(import.meta.dirname, '../../.github/workflows/self-test.yml');

let emu: Emulator;
const runs: WorkflowRun[] = [];
beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  for (const r of runs) r.dispose();
  await emu?.stop();
});

function run(): WorkflowRun {
  const r = newRun(emu, { workflow: 'self-test' });
  runs.push(r);
  return r;
}

/** attempt-1, then attempt-2 when GitHub would run it (attempt-1 succeeded). */
async function resumeJobs(wf: Workflow): Promise<{ first: JobResult; second?: JobResult }> {
  const r = run();
  const first = await runJob(r, wf, 'attempt-1', { action: ACTION });
  if (first.status !== 'success') return { first };
  const second = await runJob(r, wf, 'attempt-2', {
    action: ACTION,
    needs: { 'attempt-1': first },
  });
  return { first, second };
}

const failedSteps = (r: JobResult) =>
  r.steps.filter((s) => s.outcome === 'failure').map((s) => s.name);
const errorsOf = (r: JobResult) =>
  r.annotations.filter((a) => a.level === 'error').map((a) => a.message);

/**
 * What the self-test claims, checked from outside the workflow's own checks: attempt-1 green with
 * test failed; attempt-2 green, build's command not run again, its output restored as attempt 1
 * wrote it, test run in attempt 2, and the proof in the job summary.
 */
function expectProvenResume(first: JobResult, second: JobResult | undefined): void {
  expect(first.status).toBe('success');
  expect(first.step('test')).toMatchObject({ outcome: 'failure', conclusion: 'success' });
  expect(existsSync(join(first.runnerTemp, 'build-ran'))).toBe(true);
  expect(first.jobOutputs['build-sha256']).toMatch(/^[0-9a-f]{64}$/);

  expect(second?.status).toBe('success');
  if (!second) return;
  expect(existsSync(join(second.runnerTemp, 'build-ran'))).toBe(false);
  const build = second.steps.find((s) => s.name === 'Build (skipped, its output restored)');
  expect(build?.stderr).toMatch(/build skipped: completed in attempt 1, .*\(command not run\)/);
  const built = (r: JobResult) => readFileSync(join(r.workspace, 'out', 'build.txt'), 'utf8');
  expect(built(second)).toBe(built(first));
  expect(built(second)).toMatch(/^built by attempt-1, run \d+\n$/);
  expect(second.outputs('state')).toMatchObject({
    resumed: 'true',
    'resume-from': 'test',
    attempt: '2',
    skipped: '["build"]',
  });
  const state = finalState(second) as {
    status: string;
    phases: Record<string, { status: string; attempt: number }>;
  };
  expect(state.status).toBe('completed');
  expect(state.phases.build).toMatchObject({ status: 'succeeded', attempt: 1 });
  expect(state.phases.test).toMatchObject({ status: 'succeeded', attempt: 2 });
  expect(second.summary).toContain('### Resume proven');
  expect(second.summary).toContain('- the build command did not run again;');
}

/** A copy of the workflow to break. */
const copy = (wf: Workflow): Workflow => structuredClone(wf);

/** The step named `name` of job `job`, which must exist (a sabotage must change something). */
function step(wf: Workflow, job: string, name: string) {
  const s = wf.jobs[job]?.steps.find((x) => x.name === name);
  if (!s) throw new Error(`no step "${name}" in ${job}`);
  return s;
}

describe('the self-test workflow, on the harness', () => {
  const wf = loadWorkflow(FILE);

  it('attempt-1 is green with its injected failure; attempt-2 resumes it and proves so', async () => {
    const { first, second } = await resumeJobs(wf);
    expectProvenResume(first, second);
    expect(first.summary).toContain(
      'Attempt 1: build succeeded, test failed (the injected failure).',
    );
    expect(first.step('state', 'post')?.outcome).toBe('success');
    expect(first.summary).toMatch(/Saved to cache key/);
    expect(errorsOf(second as JobResult).filter((m) => m.startsWith('ci-state'))).toEqual([]);
  });

  it('a re-run that does not resume fails attempt-2 at its check', async () => {
    const broken = copy(wf);
    const env = broken.jobs['attempt-2']?.env ?? {};
    expect(env.CI_STATE_RUN_ATTEMPT).toBe('2');
    delete env.CI_STATE_RUN_ATTEMPT; // attempt-2 is then attempt 1 again: nothing to resume
    const { first, second } = await resumeJobs(broken);
    expect(first.status).toBe('success');
    expect(second?.status).toBe('failure');
    expect(failedSteps(second as JobResult)).toEqual(['Check the resume']);
    expect(errorsOf(second as JobResult)).toContain('not resumed (resumed=false)');
    expect(() => expectProvenResume(first, second)).toThrow();
  });

  it('with its check made blind, the same broken re-run is caught by this test', async () => {
    const broken = copy(wf);
    delete broken.jobs['attempt-2']?.env?.CI_STATE_RUN_ATTEMPT;
    step(broken, 'attempt-2', 'Check the resume').run =
      'echo "### Resume proven" >> "$GITHUB_STEP_SUMMARY"';
    const { first, second } = await resumeJobs(broken);
    expect(second?.status).toBe('success'); // GitHub would show it green...
    expect(() => expectProvenResume(first, second)).toThrow(); // ...and the test does not
  });

  it('a build whose output is not kept (--outputs none) fails attempt-2: nothing to restore', async () => {
    const broken = copy(wf);
    for (const job of ['attempt-1', 'attempt-2']) {
      const build = broken.jobs[job]?.steps.find((s) => s.run?.includes('ci-state run build'));
      expect(build?.run).toContain("--outputs 'out/**'");
      if (build?.run) build.run = build.run.replace(" --outputs 'out/**'", ' --outputs none');
    }
    const { first, second } = await resumeJobs(broken);
    expect(first.status).toBe('success');
    expect(second?.status).toBe('failure');
    expect(errorsOf(second as JobResult)).toContain(
      'the build output out/build.txt was not restored',
    );
  });

  it('without the injected failure attempt-1 fails, and attempt-2 does not run', async () => {
    const broken = copy(wf);
    const test = step(broken, 'attempt-1', 'Test (the injected failure)');
    test.run = "ci-state run test -- bash -c 'echo no failure'";
    const { first, second } = await resumeJobs(broken);
    expect(first.status).toBe('failure');
    expect(errorsOf(first)).toContain('the test step did not fail (success)');
    expect(second).toBeUndefined();
  });

  it('install: the Linux leg puts ci-state on PATH and records its phases, npm among the commands', async () => {
    const job = wf.jobs.install;
    if (!job) throw new Error('no install job');
    const legs = matrixLegs(job);
    expect(legs.map((m) => runsOn(job, m))).toEqual([
      'ubuntu-latest',
      'macos-latest',
      'windows-latest',
    ]);
    // The harness is a Linux runner: the leg it can run is Linux's.
    const linux = legs.find((m) => runsOn(job, m).startsWith('ubuntu'));
    const r = await runJob(run(), wf, 'install', {
      action: ACTION,
      ...(linux ? { matrix: linux } : {}),
    });
    expect(r.status).toBe('success');
    const cmd = r.steps.find((s) => s.name === 'ci-state.cmd from cmd');
    expect(cmd?.outcome).toBe('skipped');
    const state = finalState(r) as { phases: Record<string, { status: string }> };
    expect(state.phases.prepare?.status).toBe('succeeded');
    expect(state.phases.check?.status).toBe('succeeded');
    expect(state.phases.build?.status).toBe('succeeded');
    expect(r.summary).toContain(
      'Linux: the ci-state command ran the phases (prepare:succeeded check:succeeded build:succeeded).',
    );
  });
});
