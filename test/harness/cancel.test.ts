import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { WorkflowRun, type WorkflowRunOptions } from './index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => path.join(here, 'fixtures', name);
const TINY = fixture('tiny-action');

const runs: WorkflowRun[] = [];
function newRun(options: Partial<WorkflowRunOptions> = {}): WorkflowRun {
  const run = new WorkflowRun({ repo: 'o/r', runId: '200', ...options });
  runs.push(run);
  return run;
}
afterAll(() => {
  for (const run of runs) run.dispose();
});

/** A Node step that logs the signals it gets (with times) and never exits on its own. */
const STUBBORN = `
const fs = process.getBuiltinModule('node:fs');
const log = (what) => fs.appendFileSync(process.env.SIGNAL_LOG, what + ' ' + Date.now() + '\\n');
process.on('SIGINT', () => log('SIGINT'));
process.on('SIGTERM', () => log('SIGTERM'));
console.log('ready');
setInterval(() => {}, 1000);
`;

describe('cancellation', () => {
  it('SIGINT reaches a trapping step; then only cancelled()/always() steps and posts run', async () => {
    const run = newRun();
    const job = run.job('build');
    await job.uses(TINY, { id: 'tiny' }); // post-if: always()
    await job.uses(fixture('post-if-success'), { id: 'needs-success' });
    await job.uses(fixture('post-if-cancelled'), { id: 'on-cancel' });
    const marker = path.join(run.rootDir, 'sigint.marker');
    const trapped = job.run(
      [
        `trap 'echo got-sigint > "${marker}"; exit 130' INT`,
        'echo ready',
        'sleep 30 &',
        'wait $!',
      ].join('\n'),
      { id: 'trapped' },
    );
    const cancelled = job.cancel({ atStep: 'trapped', whenOutput: 'ready' });
    const next = job.run('echo nope', { id: 'next' });
    const cleanup = job.run('echo cleaning up', { id: 'cleanup', if: 'cancelled()' });
    const failureOnly = job.run('echo no', { id: 'failure-only', if: 'failure()' });
    const result = await job.complete();
    await cancelled;

    const t = await trapped;
    expect(t).toMatchObject({ outcome: 'cancelled', exitCode: 130 });
    expect(t.signals.map((s) => s.signal)).toEqual(['SIGINT']);
    expect(t.durationMs).toBeLessThan(5_000);
    expect(readFileSync(marker, 'utf8').trim()).toBe('got-sigint');
    expect((await next).outcome).toBe('skipped');
    expect((await cleanup).outcome).toBe('success');
    expect((await failureOnly).outcome).toBe('skipped');
    expect(result.status).toBe('cancelled');
    expect(
      result.steps.filter((s) => s.kind === 'post').map((s) => `${s.id}/${s.outcome}`),
    ).toEqual(['on-cancel/success', 'needs-success/skipped', 'tiny/success']);
    expect(result.annotations).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'The operation was canceled.',
        stepId: 'trapped',
      }),
    );
  });

  it("the runner's real timings: SIGINT, SIGTERM 7.5 s later, SIGKILL 2.5 s after that", async () => {
    const run = newRun();
    const job = run.job('build');
    const log = path.join(run.rootDir, 'signals.log');
    const stubborn = job.run(STUBBORN, {
      id: 'stubborn',
      shell: 'node {0}',
      env: { SIGNAL_LOG: log },
    });
    void job.cancel({ atStep: 'stubborn', whenOutput: 'ready' });
    const result = await job.complete();

    const step = await stubborn;
    expect(step).toMatchObject({ outcome: 'cancelled', signal: 'SIGKILL', exitCode: 137 });
    expect(step.signals.map((s) => `${s.signal}/${s.target}`)).toEqual([
      'SIGINT/process',
      'SIGTERM/process',
      'SIGKILL/group',
    ]);
    const [int, term, kill] = step.signals.map((s) => s.at) as [number, number, number];
    // A Node timer counts from the event loop's cached time, which can be a few ms before the
    // moment the signal was recorded (in whole ms of Date.now()): allow that much early.
    expect(term - int).toBeGreaterThanOrEqual(7_480);
    expect(term - int).toBeLessThan(8_500);
    expect(kill - term).toBeGreaterThanOrEqual(2_480);
    expect(kill - term).toBeLessThan(3_500);
    // what the process itself observed
    const seen = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' ') as [string, string]);
    expect(seen.map(([name]) => name)).toEqual(['SIGINT', 'SIGTERM']);
    const gap = Number(seen[1]?.[1]) - Number(seen[0]?.[1]);
    expect(gap).toBeGreaterThan(7_000);
    expect(gap).toBeLessThan(8_500);
    expect(result.status).toBe('cancelled');
  }, 30_000);

  it('shortened grace periods for tests: SIGTERM is handled, or the group is killed', async () => {
    const run = newRun({ cancelTimeouts: { sigintGraceMs: 300, sigtermGraceMs: 300 } });
    const termJob = run.job('term');
    const handlesTerm = termJob.run(
      [
        "trap '' INT",
        "trap 'echo got-term; exit 143' TERM",
        'echo ready',
        'sleep 30 &',
        'wait $!',
      ].join('\n'),
      { id: 'handles-term' },
    );
    void termJob.cancel({ atStep: 'handles-term', whenOutput: 'ready' });

    const killJob = run.job('kill');
    const ignoresAll = killJob.run(
      ["trap '' INT TERM", 'echo ready', 'while true; do sleep 0.1; done'].join('\n'),
      { id: 'ignores-all' },
    );
    void killJob.cancel({ atStep: 'ignores-all', whenOutput: 'ready', sigtermGraceMs: 200 });

    const [term, kill] = await Promise.all([handlesTerm, ignoresAll]);
    await Promise.all([termJob.complete(), killJob.complete()]);
    expect(term).toMatchObject({ outcome: 'cancelled', exitCode: 143 });
    expect(term.stdout).toContain('got-term');
    expect(term.signals.map((s) => s.signal)).toEqual(['SIGINT', 'SIGTERM']);
    expect(kill).toMatchObject({ outcome: 'cancelled', exitCode: 137, signal: 'SIGKILL' });
    expect(kill.signals.map((s) => s.signal)).toEqual(['SIGINT', 'SIGTERM', 'SIGKILL']);
    expect(kill.durationMs).toBeLessThan(3_000);
  });

  it('a running always() step is not interrupted; a timed-out step fails', async () => {
    const job = newRun().job('build');
    const keep = job.run('echo ready\nsleep 0.5\necho finished', { id: 'keep', if: 'always()' });
    void job.cancel({ atStep: 'keep', whenOutput: 'ready' });
    const result = await job.complete();
    expect(await keep).toMatchObject({ outcome: 'success', signals: [] });
    expect((await keep).stdout).toContain('finished');
    expect(result.status).toBe('cancelled');

    const other = newRun({ cancelTimeouts: { sigintGraceMs: 200 } }).job('slow');
    const slow = await other.run('sleep 10', {
      id: 'slow',
      timeoutMs: 300,
      continueOnError: false,
    });
    expect(slow.outcome).toBe('failure');
    expect(slow.signals.map((s) => s.signal)[0]).toBe('SIGINT');
    expect(slow.annotations.map((a) => a.message)).toContain(
      "The action 'Run sleep 10' has timed out after 300 ms.",
    );
    expect((await other.complete()).status).toBe('failure');
  });
});
