/**
 * The promise through the built Action, the runner harness and the emulator: a side effect whose
 * checkpoint was evicted is not executed again, the main step's outputs are exactly what the
 * steps then do, declared phases are a contract, and bad inputs fail the main step in one line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import type { WorkflowRun } from '../harness/index.js';
import { ACTION, emulator, errors, finalState, markerFile, newRun, ranPhases } from './helpers.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  await emu?.stop();
});

/** Deletes every cache entry of the repository (what eviction does), through the REST API. */
async function evictCaches(run: WorkflowRun): Promise<void> {
  const token = emu.runtimeEnv({
    repo: 'octo/app',
    runId: String(run.runId),
    job: 'x',
  }).GITHUB_TOKEN!;
  for (const c of emu.inspect.caches()) {
    await fetch(`${emu.apiUrl}/repos/octo/app/actions/caches?key=${encodeURIComponent(c.key)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Deletes the artifacts holding checkpoint packs (content lost for good), through the REST API. */
async function deletePackArtifacts(run: WorkflowRun): Promise<void> {
  const token = emu.runtimeEnv({
    repo: 'octo/app',
    runId: String(run.runId),
    job: 'x',
  }).GITHUB_TOKEN!;
  for (const a of emu.inspect.artifacts()) {
    if (a.deleted || !/pack/.test(a.name)) continue;
    await fetch(`${emu.apiUrl}/repos/octo/app/actions/artifacts/${a.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

describe('a side effect whose checkpoint was evicted', () => {
  it('is not executed again; what needs its outputs fails at once, until allowed by name', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    const attempt = async (r: WorkflowRun, extra: Record<string, string> = {}) => {
      const job = r.job('deploy');
      const main = await job.uses(ACTION, {
        id: 'state',
        with: { phases: 'p1,p2:p1!,p3:p2', ...extra },
      });
      const step = (phase: string, body: string, outputs?: string) =>
        job.run(
          `ci-state run ${phase}${outputs ? ` --outputs '${outputs}'` : ''} -- sh -c ${sh(
            `echo ${phase}@$GITHUB_RUN_ATTEMPT >> '${marker}'; ${body}`,
          )}`,
          { id: phase },
        );
      await step('p1', 'mkdir -p out && echo one > out/p1', 'out/p1');
      await step('p2', 'mkdir -p rel && cat out/p1 > rel/p2', 'rel/**');
      await step('p3', 'grep -q one rel/p2 && [ "$GITHUB_RUN_ATTEMPT" -gt 1 ]');
      return { main, result: await job.complete() };
    };

    const a1 = await attempt(run);
    expect(a1.result.status).toBe('failure');
    // A side effect's checkpoint content is kept in an artifact too, out of the cache's reach:
    // an eviction alone cannot take it; here it is lost for good.
    expect(emu.inspect.artifacts().some((a) => /pack/.test(a.name))).toBe(true);
    await evictCaches(run);
    await deletePackArtifacts(run);

    const run2 = run.rerun();
    const a2 = await attempt(run2);
    expect(a2.main.outputs).toMatchObject({
      resumed: 'true',
      'resume-from': 'p1',
      skipped: JSON.stringify(['p2']),
      'phase-p1': 'pending',
      'phase-p2': 'skipped',
      'phase-p3': 'blocked',
    });
    expect(a2.result.status).toBe('failure');
    expect(a2.result.step('p3')?.stderr).toContain('--rerun-side-effects p2');
    // p2 (the deploy) did not run again, nor did p3's command.
    expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1', 'p3@1', 'p1@2']);

    const a3 = await attempt(run2.rerun(), { 'rerun-side-effects': 'p2' });
    expect(a3.main.outputs).toMatchObject({ 'phase-p2': 'pending', 'phase-p3': 'pending' });
    expect(a3.result.status).toBe('success');
    expect(ranPhases(marker).slice(4)).toEqual(['p2@3', 'p3@3']);
  });
});

describe("a side effect's record and content are kept where nothing can take them", () => {
  for (const persist of ['phase', 'job']) {
    it(`persist: ${persist}: after an eviction, and after a runner that died right after it`, async () => {
      const marker = markerFile();
      const run = newRun(emu);
      const attempt = async (r: WorkflowRun, die: boolean) => {
        const job = r.job('release');
        const main = await job.uses(ACTION, {
          id: 'state',
          with: { phases: 'build,deploy:build!,verify:deploy', persist },
        });
        const step = (phase: string, body: string) =>
          job.run(
            `ci-state run ${phase} -- sh -c ${sh(`echo ${phase}@$GITHUB_RUN_ATTEMPT >> '${marker}'; ${body}`)}`,
            { id: phase },
          );
        await step('build', 'mkdir -p out && echo app > out/app');
        await step('deploy', 'mkdir -p rel && cp out/app rel/receipt');
        if (die) {
          await job.die();
          return { main, result: undefined };
        }
        await step('verify', 'grep -q app rel/receipt');
        return { main, result: await job.complete() };
      };
      await attempt(run, true);
      await evictCaches(run);
      const a2 = await attempt(run.rerun(), false);
      expect(a2.result?.status).toBe('success');
      expect(a2.main.outputs['phase-deploy']).toBe('skipped');
      // The deploy ran once; its receipt came back from the artifact for verify to read. build's
      // content went to the cache alone (in a pack of its own, also when one save carried both)
      // and was evicted, so build runs again.
      expect(ranPhases(marker)).toEqual(['build@1', 'deploy@1', 'build@2', 'verify@2']);
    });
  }
});

describe('the main step outputs say what then happens', () => {
  const phases = 'a,b,c';
  async function attempt(r: WorkflowRun, marker: string, resume: string, failAt?: string) {
    const job = r.job('build');
    const main = await job.uses(ACTION, { id: 'state', with: { phases, resume } });
    for (const p of phases.split(',')) {
      const fail = p === failAt ? ' && false' : '';
      await job.run(
        `ci-state run ${p} -- sh -c ${sh(`echo ${p}@$GITHUB_RUN_ATTEMPT >> '${marker}'${fail}`)}`,
      );
    }
    return { main: main.outputs, result: await job.complete() };
  }

  it('restart: not resumed, resume-from empty, nothing skipped', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    await attempt(run, marker, 'restart', 'b');
    const a2 = await attempt(run.rerun(), marker, 'restart');
    expect(a2.main).toMatchObject({ resumed: 'false', 'resume-from': '', skipped: '[]' });
    expect(ranPhases(marker).filter((x) => x.endsWith('@2'))).toEqual(['a@2', 'b@2', 'c@2']);
  });

  it('skip-failed skipping only the failed phase is not a resume', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    await attempt(run, marker, 'skip-failed', 'a');
    const a2 = await attempt(run.rerun(), marker, 'skip-failed');
    expect(a2.main).toMatchObject({
      resumed: 'false',
      'resume-from': '',
      skipped: JSON.stringify(['a']),
      'phase-a': 'skipped',
      'phase-b': 'pending',
    });
    expect(ranPhases(marker).filter((x) => x.endsWith('@2'))).toEqual(['b@2', 'c@2']);
  });

  it('Re-run all jobs after a completed attempt: every phase is skipped', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    expect((await attempt(run, marker, 'failed')).result.status).toBe('success');
    const a2 = await attempt(run.rerun(), marker, 'failed');
    expect(a2.main).toMatchObject({ resumed: 'true', skipped: JSON.stringify(['a', 'b', 'c']) });
    expect(ranPhases(marker).filter((x) => x.endsWith('@2'))).toEqual([]);
    const a3 = await attempt(run.rerun().rerun(), marker, 'restart');
    expect(a3.main).toMatchObject({ resumed: 'false', skipped: '[]' });
    expect(ranPhases(marker).filter((x) => x.endsWith('@3'))).toEqual(['a@3', 'b@3', 'c@3']);
  });
});

describe('declared phases and inputs', () => {
  it('refuses an undeclared phase; a declared phase left unrun fails the run', async () => {
    const run = newRun(emu);
    const job = run.job('build');
    await job.uses(ACTION, { id: 'state', with: { phases: 'build,test' } });
    await job.run('ci-state run build -- true');
    const typo = await job.run('ci-state run tset -- true', { id: 'typo', continueOnError: true });
    expect(typo.outcome).toBe('failure');
    expect(typo.stderr.trim()).toMatch(
      /^ci-state: phase "tset" is not declared: expected build or test/,
    );
    const result = await job.complete();
    const state = finalState(result) as { status: string; error?: string };
    expect(state).toMatchObject({ status: 'failed', error: 'not run: test' });
  });

  it.each([
    ['phases', 'a,b:zz', /^ci-state: invalid phases \(input phases\): phase "b" requires "zz"/],
    ['resume', 'sometimes', /^ci-state: unknown resume strategy "sometimes" \(input resume\)/],
    ['profile', 'nope', /^ci-state: unknown profile "nope" \(input profile\)/],
    ['rerun-side-effects', 'a;b', /^ci-state: input rerun-side-effects "a;b" is not valid/],
  ])('an invalid %s input fails the main step in one line', async (input, value, message) => {
    const run = newRun(emu);
    const job = run.job('build');
    const main = await job.uses(ACTION, { id: 'state', with: { [input]: value } });
    expect(main.outcome).toBe('failure');
    const errs = errors(await job.complete());
    expect(errs).toHaveLength(1);
    expect(errs[0]).toMatch(message);
  });
});
