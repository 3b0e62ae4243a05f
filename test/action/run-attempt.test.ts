/**
 * CI_STATE_RUN_ATTEMPT (with CI_STATE_JOB) makes a job act as another attempt of a job: the rule
 * that reads it, and a bad value refused by the main step in one line.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { detectEnvironment, runAttemptOf } from '../../src/github/context.js';
import { WorkflowRun } from '../harness/index.js';
import { ACTION } from './helpers.js';

const runner = (env: Record<string, string>) => ({
  GITHUB_ACTIONS: 'true',
  GITHUB_RUN_ATTEMPT: '3',
  GITHUB_JOB: 'build',
  ...env,
});

describe('the attempt a job acts as', () => {
  it('is CI_STATE_RUN_ATTEMPT when set, else GITHUB_RUN_ATTEMPT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.boolean(), (n, spaced) => {
        const own = spaced ? ` ${n} ` : String(n);
        expect(runAttemptOf(runner({ CI_STATE_RUN_ATTEMPT: own }))).toBe(n);
        const env = detectEnvironment({}, runner({ CI_STATE_RUN_ATTEMPT: own, CI_STATE_JOB: 'j' }));
        expect(env.origin.runAttempt).toBe(n);
        expect(env.scope.job).toBe('j');
      }),
    );
    expect(runAttemptOf(runner({}))).toBe(3);
    expect(runAttemptOf(runner({ CI_STATE_RUN_ATTEMPT: '' }))).toBe(3);
    expect(runAttemptOf({})).toBe(1);
  });

  it('refuses anything but a whole number from 1, in one line naming the variable', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom('0', '-1', '1.5', 'two', '1e3', '01', '1000000', '+2'),
          fc.string().filter((s) => s.trim() !== '' && !/^\s*[1-9]\d{0,5}\s*$/.test(s)),
        ),
        (bad) => {
          expect(() => runAttemptOf(runner({ CI_STATE_RUN_ATTEMPT: bad }))).toThrow(
            `CI_STATE_RUN_ATTEMPT is ${JSON.stringify(bad)}: expected a whole number from 1 (the attempt to act as)`,
          );
        },
      ),
    );
  });
});

describe('a bad CI_STATE_RUN_ATTEMPT in a workflow', () => {
  const run = new WorkflowRun({ repo: 'octo/app', runId: 77 });
  afterAll(() => run.dispose());

  it('fails the main step in one line', async () => {
    const job = run.job('build', { env: { CI_STATE_RUN_ATTEMPT: 'second' } });
    const main = await job.uses(ACTION, { id: 'state', with: { phases: 'build' } });
    expect(main.outcome).toBe('failure');
    expect(main.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual([
      'ci-state: CI_STATE_RUN_ATTEMPT is "second": expected a whole number from 1 (the attempt to act as)',
    ]);
    await job.complete();
  });
});
