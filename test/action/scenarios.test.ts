import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import type { WorkflowRun } from '../harness/index.js';
import {
  ACTION,
  RESTORE_ACTION,
  emulator,
  finalState,
  markerFile,
  newRun,
  phaseStep,
  ranPhases,
} from './helpers.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  await emu?.stop();
});

describe('matrix legs', () => {
  it('keeps legs apart and resumes only the re-run leg', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    const legs = [{ os: 'a' }, { os: 'b' }, { os: 'c' }];
    const attempt = async (r: WorkflowRun, leg: Record<string, string>) => {
      const job = r.job('test', { matrix: leg });
      await job.uses(ACTION, {
        id: 'state',
        with: { phases: 'p1,p2', matrix: JSON.stringify(leg) },
      });
      await phaseStep(job, 'p1', marker, { extra: `echo ${leg.os} >> '${marker}.legs'` });
      // Leg b fails p2 on attempt 1.
      await phaseStep(job, 'p2', marker, { failOnAttempt: leg.os === 'b' ? [1] : [] });
      return job.complete();
    };
    const results = [];
    for (const leg of legs) results.push(await attempt(run, leg));
    expect(results.map((r) => r.status)).toEqual(['success', 'failure', 'success']);
    const paths = results.map((r) => r.outputs('state')['state-path']);
    expect(new Set(paths.map((p) => p?.split('/states/')[1])).size).toBe(3);

    // "Re-run failed jobs": only leg b runs again, and resumes at p2.
    const r2 = await attempt(run.rerun(), { os: 'b' });
    expect(r2.status).toBe('success');
    expect(r2.outputs('state')).toMatchObject({ resumed: 'true', 'resume-from': 'p2' });
    const s = finalState(r2) as {
      scope: { matrix: string };
      phases: Record<string, { attempt: number }>;
    };
    expect(s.scope.matrix).toBe('os=b');
    expect(s.phases.p1?.attempt).toBe(1);
    expect(s.phases.p2?.attempt).toBe(2);
  });
});

describe('resume strategies', () => {
  const phases = 'p1,p2,p3,p4';
  async function failAt3(run: WorkflowRun, marker: string) {
    const job = run.job('build');
    await job.uses(ACTION, { id: 'state', with: { phases } });
    for (const p of ['p1', 'p2']) await phaseStep(job, p, marker);
    await job.run('ci-state checkpoint --phase p2');
    for (const p of ['p3', 'p4'])
      await phaseStep(job, p, marker, { failOnAttempt: p === 'p3' ? [1] : [] });
    return job.complete();
  }
  async function rerunWith(run: WorkflowRun, marker: string, resume: string) {
    const job = run.rerun().job('build');
    await job.uses(ACTION, { id: 'state', with: { phases, resume } });
    for (const p of ['p1', 'p2', 'p3', 'p4']) await phaseStep(job, p, marker);
    return job.complete();
  }
  const cases: Array<[string, string[], string]> = [
    ['failed', ['p3@2', 'p4@2'], 'p3'],
    ['previous', ['p2@2', 'p3@2', 'p4@2'], 'p2'],
    ['skip-failed', ['p4@2'], 'p4'],
    // restart keeps nothing: the attempt is not resumed, so resume-from is empty.
    ['restart', ['p1@2', 'p2@2', 'p3@2', 'p4@2'], ''],
    ['checkpoint:p2', ['p3@2', 'p4@2'], 'p3'],
  ];
  for (const [strategy, ranAgain, from] of cases) {
    it(`${strategy}: runs ${ranAgain.join(', ')} again`, async () => {
      const marker = markerFile();
      const run = newRun(emu);
      await failAt3(run, marker);
      const r = await rerunWith(run, marker, strategy);
      expect(r.status).toBe('success');
      expect(ranPhases(marker).filter((x) => x.endsWith('@2'))).toEqual(ranAgain);
      expect(r.outputs('state')['resume-from']).toBe(from);
    });
  }
});

describe('cross-run reuse', () => {
  it('skips a phase on a new run when its inputs are unchanged, runs it when they changed', async () => {
    const marker = markerFile();
    const gen = (job: ReturnType<WorkflowRun['job']>, content: string) =>
      job.run(
        `printf '%s' '${content}' > schema.txt && ci-state run gen --inputs schema.txt -- sh -c 'echo "gen@$GITHUB_RUN_ID" >> ${marker}'`,
      );
    const runs: WorkflowRun[] = [newRun(emu), newRun(emu), newRun(emu)];
    const contents = ['v1', 'v1', 'v2'];
    const outputs = [];
    for (let i = 0; i < 3; i++) {
      const job = runs[i]!.job('build');
      await job.uses(ACTION, { id: 'state', with: { 'cross-run': 'true' } });
      const step = await gen(job, contents[i]!);
      outputs.push(step.stderr);
      const r = await job.complete();
      expect(r.status).toBe('success');
    }
    expect(outputs[1]).toMatch(
      new RegExp(`⏭ gen skipped: reused from run ${runs[0]!.runId} attempt 1: same inputs`),
    );
    expect(ranPhases(marker)).toEqual([`gen@${runs[0]!.runId}`, `gen@${runs[2]!.runId}`]);
  });
});

describe('cross-run reuse restores what it reuses', () => {
  it("a new run's reused phase gets its files back from the earlier run, and the next phase finds them", async () => {
    const marker = markerFile();
    const build = `ci-state run build --inputs src.txt -- sh -c 'echo "build@$GITHUB_RUN_ID" >> ${marker}; mkdir -p dist && cp src.txt dist/app.js'`;
    const runs: WorkflowRun[] = [newRun(emu), newRun(emu)];
    const logs: string[] = [];
    for (const run of runs) {
      const job = run.job('build');
      await job.uses(ACTION, { id: 'state', with: { 'cross-run': 'true' } });
      await job.run(`printf v1 > src.txt`);
      logs.push((await job.run(build)).stderr);
      const test = await job.run(`ci-state run test -- sh -c 'test "$(cat dist/app.js)" = v1'`);
      expect(test.outcome, test.stderr).toBe('success');
      expect((await job.complete()).status).toBe('success');
    }
    expect(logs[1]).toMatch(/build: restored its outputs from run \S+'s checkpoint/);
    expect(logs[1]).toMatch(/⏭ build skipped: reused from run/);
    expect(ranPhases(marker)).toEqual([`build@${runs[0]!.runId}`]);
  });
});

describe('several jobs', () => {
  it("a later job reads the first job's state and context through restore/", async () => {
    const run = newRun(emu);
    const build = run.job('build');
    await build.uses(ACTION, { id: 'state', with: { phases: 'compile' } });
    await build.run(`ci-state set artifact='"app-1.2.3.tgz"' && ci-state set size=42`);
    await build.run('ci-state run compile -- true');
    expect((await build.complete()).status).toBe('success');

    const deploy = run.job('deploy');
    await deploy.uses(RESTORE_ACTION, { id: 'build-state', with: { job: 'build' } });
    const check = await deploy.run('echo "$CTX" > ctx.json', {
      env: { CTX: '${{ steps.build-state.outputs.context }}' },
    });
    const r = await deploy.complete();
    expect(r.status).toBe('success');
    expect(JSON.parse(r.outputs('build-state').context!)).toEqual({
      artifact: 'app-1.2.3.tgz',
      size: 42,
    });
    expect(r.outputs('build-state').status).toBe('completed');
    expect(check.outcome).toBe('success');
  });
});
