import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import { ACTION, emulator, markerFile, newRun, phaseStep } from './helpers.js';

const REPORT_ACTION = join(ACTION, 'report');

let emu: Emulator;
let pr = 10;
beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  await emu?.stop();
});

function newPr(): number {
  const number = pr++;
  emu.seed.pullRequest({
    repo: 'octo/app',
    number,
    title: `Change #${number} <b>bold</b> @someone`,
  });
  return number;
}

const commentsOn = (n: number) => emu.inspect.comments().filter((c) => c.issueNumber === n);

describe('the sticky pull request comment', () => {
  it('a failing PR run gets a comment; the re-run updates the same comment with the resume story', async () => {
    const number = newPr();
    const marker = markerFile();
    const run = newRun(emu, { event: 'pull_request', pullRequest: number });
    const attempt = async (r: typeof run) => {
      const job = r.job('build');
      await job.uses(ACTION, { id: 'state', with: { phases: 'compile,test' } });
      await phaseStep(job, 'compile', marker);
      await phaseStep(job, 'test', marker, { failOnAttempt: [1] });
      return job.complete();
    };
    const r1 = await attempt(run);
    expect(r1.status).toBe('failure');
    // The job summary says which pull request the run is for, with its title.
    expect(r1.summary).toMatch(
      new RegExp(
        `pull request \\[#${number}\\]\\(https?://[^)]+/pull/${number}\\): Pull request ${number}`,
      ),
    );
    const first = commentsOn(number);
    expect(first).toHaveLength(1);
    expect(first[0]!.user).toBe('github-actions[bot]');
    expect(first[0]!.body).toMatch(/<!-- ci-state:comment workflow=[0-9a-f]{16} -->/);
    expect(first[0]!.body).toMatch(/failed/i);

    const r2 = await attempt(run.rerun());
    expect(r2.status).toBe('success');
    const second = commentsOn(number);
    expect(second).toHaveLength(1);
    expect(second[0]!.id).toBe(first[0]!.id);
    expect(second[0]!.body).toMatch(/Attempt 2 resumed from/);
    expect(second[0]!.body).not.toMatch(/<b>|@someone/);
  });

  it('three matrix legs give one comment with three sections', async () => {
    const number = newPr();
    const run = newRun(emu, { event: 'pull_request', pullRequest: number });
    for (const leg of [{ os: 'linux' }, { os: 'mac' }, { os: 'win' }]) {
      const job = run.job('test', { matrix: leg });
      await job.uses(ACTION, {
        id: 'state',
        with: { matrix: JSON.stringify(leg), comment: 'always' },
      });
      await job.run('ci-state run unit -- true');
      expect((await job.complete()).status).toBe('success');
    }
    const comments = commentsOn(number);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    for (const os of ['linux', 'mac', 'win']) expect(body).toMatch(new RegExp(`os\\\\?=${os}`));
    expect(body.match(/<!-- ci-state:section job=/g)).toHaveLength(3);
  });

  it('the report job writes one summary and one comment for every job of the run', async () => {
    const number = newPr();
    const run = newRun(emu, { event: 'pull_request', pullRequest: number });
    for (const name of ['lint', 'unit', 'e2e']) {
      const job = run.job(name);
      await job.uses(ACTION, { id: 'state', with: { comment: 'off' } });
      await job.run(`ci-state run ${name} -- ${name === 'e2e' ? 'false' : 'true'}`);
      await job.complete();
    }
    expect(commentsOn(number)).toHaveLength(0);
    const report = run.job('report');
    await report.uses(REPORT_ACTION, { id: 'report' });
    const r = await report.complete();
    expect(r.status).toBe('success');
    expect(r.outputs('report')).toMatchObject({ jobs: '3', failed: '1', status: 'failed' });
    for (const name of ['lint', 'unit', 'e2e']) expect(r.summary).toContain(name);
    const comments = commentsOn(number);
    expect(comments).toHaveLength(1);
    for (const name of ['lint', 'unit', 'e2e']) expect(comments[0]!.body).toContain(name);
  });

  it('a fork PR (read-only token) stays green with a notice', async () => {
    const number = newPr();
    const run = newRun(emu, { event: 'pull_request', pullRequest: number, readOnly: true });
    const job = run.job('build');
    await job.uses(ACTION, { id: 'state', with: { comment: 'always' } });
    await job.run('ci-state run x -- false');
    const r = await job.complete();
    expect(r.status).toBe('failure'); // the phase failed; ci-state's own steps did not
    expect(r.step('state', 'post')?.outcome).toBe('success');
    expect(
      r.annotations.some(
        (a) => a.level === 'notice' && /Resource not accessible|read-only|fork/i.test(a.message),
      ),
    ).toBe(true);
    expect(commentsOn(number)).toHaveLength(0);
    expect(r.summary).toMatch(/x/);
  });
});
