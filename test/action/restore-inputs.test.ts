/**
 * The restore/ sub-action takes the main action's inputs about what an attempt may run:
 * `rerun-side-effects`, `allow-undeclared-phases` and `always`, with the same meaning (it runs the same
 * main step, without the post step; save/ saves).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import type { WorkflowRun } from '../harness/index.js';
import {
  emulator,
  markerFile,
  newRun,
  ranPhases,
  RESTORE_ACTION,
  SAVE_ACTION,
  warnings,
} from './helpers.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  await emu?.stop();
});

describe('restore/', () => {
  it('takes always like the main action: the phase runs on every attempt', async () => {
    const marker = markerFile();
    const attempt = async (r: WorkflowRun) => {
      const job = r.job('setup');
      const restore = await job.uses(RESTORE_ACTION, {
        id: 'state',
        with: { phases: 'install,build,test', always: 'install' },
      });
      for (const phase of ['install', 'build', 'test'])
        await job.run(
          `ci-state run ${phase} -- sh -c 'echo ${phase}@$GITHUB_RUN_ATTEMPT >> "${marker}"; [ ${phase} != test ] || [ "$GITHUB_RUN_ATTEMPT" -gt 1 ]'`,
        );
      await job.uses(SAVE_ACTION, { id: 'save', if: 'always()' });
      return { restore, result: await job.complete() };
    };
    const run = newRun(emu);
    expect((await attempt(run)).result.status).toBe('failure');
    const two = await attempt(run.rerun());
    expect(two.result.status).toBe('success');
    expect(warnings(two.result).filter((w) => /Unexpected input/.test(w))).toEqual([]);
    expect(two.restore.outputs).toMatchObject({
      'phase-install': 'pending',
      'phase-build': 'skipped',
      'resume-from': 'test',
    });
    expect(ranPhases(marker)).toEqual(['install@1', 'build@1', 'test@1', 'install@2', 'test@2']);
  });

  it('takes rerun-side-effects and allow-undeclared-phases like the main action', async () => {
    const marker = markerFile();
    const attempt = async (r: WorkflowRun, extra: Record<string, string>) => {
      const job = r.job('release');
      const restore = await job.uses(RESTORE_ACTION, {
        id: 'state',
        with: { phases: 'build,deploy:build!,verify:deploy', persist: 'job', ...extra },
      });
      const step = (phase: string, body = 'true') =>
        job.run(
          `ci-state run ${phase} -- sh -c 'echo ${phase}@$GITHUB_RUN_ATTEMPT >> "${marker}"; ${body}'`,
          { id: phase },
        );
      await step('build');
      await step('deploy');
      // Not declared: refused unless allowed.
      await step('notify');
      await step('verify', '[ "$GITHUB_RUN_ATTEMPT" -gt 1 ]');
      await job.uses(SAVE_ACTION, { id: 'save', if: 'always()' });
      return { restore, result: await job.complete() };
    };

    const run = newRun(emu);
    const one = await attempt(run, { 'allow-undeclared-phases': 'true' });
    expect(one.result.status).toBe('failure');
    expect(warnings(one.result).filter((w) => /Unexpected input/.test(w))).toEqual([]);
    expect(one.result.step('notify')?.outcome).toBe('success');

    // restart runs every phase again, but a side effect that happened only with the allowance.
    const two = await attempt(run.rerun(), {
      'allow-undeclared-phases': 'true',
      'rerun-side-effects': 'deploy',
      resume: 'restart',
    });
    expect(two.result.status, warnings(two.result).join('\n')).toBe('success');
    expect(warnings(two.result).filter((w) => /Unexpected input/.test(w))).toEqual([]);
    expect(two.restore.outputs['phase-deploy']).toBe('pending');
    expect(ranPhases(marker)).toEqual([
      'build@1',
      'deploy@1',
      'notify@1',
      'verify@1',
      'build@2',
      'deploy@2',
      'notify@2',
      'verify@2',
    ]);
  });
});
