/**
 * The job's processes end with the job, as on a runner: every process that carries the job's
 * RUNNER_TRACKING_ID in its environment, detached ones included, is killed when the job ends
 * (after its post steps) or when its runner dies. The runner finds them the same way (its "Cleaning
 * up orphan processes"); a process started without the variable is left alone, there as here.
 * Linux only: the harness reads /proc.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { WorkflowRun } from './index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const WATCH = path.join(here, 'fixtures', 'watch-action');
const linux = process.platform === 'linux';

const runs: WorkflowRun[] = [];
const dirs: string[] = [];
const strays: number[] = [];
afterAll(() => {
  for (const run of runs) run.dispose();
  for (const pid of strays) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function scratch(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'harness-job-end-'));
  dirs.push(d);
  return d;
}

/** True when the process is gone (a zombie no one has reaped yet is gone too). */
function gone(pid: number): boolean {
  try {
    return /^\d+ \(.*\) [ZX] /s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

async function goneWithin(pid: number, ms = 5_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (gone(pid)) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return gone(pid);
}

/**
 * A script that starts `sleep 300` in a new session (out of the step's process group, as a
 * daemon does), optionally without RUNNER_TRACKING_ID, and waits for its pid in `file`.
 */
function detached(file: string, o: { untracked?: boolean } = {}): string {
  const env = o.untracked ? 'env -u RUNNER_TRACKING_ID ' : '';
  return [
    `${env}setsid sh -c 'echo $$ > "${file}"; exec sleep 300' </dev/null >/dev/null 2>&1 &`,
    `while [ ! -s "${file}" ]; do sleep 0.05; done`,
  ].join('\n');
}

const pidIn = (file: string) => Number(readFileSync(file, 'utf8').trim());

describe.runIf(linux)("the job's processes end with the job", () => {
  it('each job (and each attempt of it) has its own RUNNER_TRACKING_ID, in every step', async () => {
    const run = new WorkflowRun({ repo: 'o/r', runId: '300' });
    runs.push(run);
    const a = run.job('build');
    const b = run.job('lint');
    const ids = [
      (await a.run('true')).env.RUNNER_TRACKING_ID,
      (await a.uses(WATCH, { with: { 'pid-file': '/dev/null' } })).env.RUNNER_TRACKING_ID,
      (await b.run('true')).env.RUNNER_TRACKING_ID,
    ];
    await Promise.all([a.complete(), b.complete()]);
    const again = run.rerun().job('build');
    ids.push((await again.run('true')).env.RUNNER_TRACKING_ID);
    await again.complete();
    expect(ids[0]).toMatch(/^github_[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(new Set([ids[0], ids[2], ids[3]]).size).toBe(3);
  });

  it('when the job ends, after its post steps: its own, detached ones too; not those of another job, nor one started without the variable', async () => {
    const d = scratch();
    const run = new WorkflowRun({ repo: 'o/r', runId: '301' });
    runs.push(run);
    const job = run.job('build');
    const other = run.job('lint');
    const [tracked, untracked, others] = ['tracked', 'untracked', 'other'].map((n) =>
      path.join(d, `${n}.pid`),
    ) as [string, string, string];
    await job.uses(WATCH, { id: 'watch', with: { 'pid-file': tracked } });
    const started = await job.run(
      `${detached(tracked)}\n${detached(untracked, { untracked: true })}`,
    );
    expect(started.outcome).toBe('success');
    await other.run(detached(others));
    strays.push(pidIn(untracked), pidIn(others));
    expect(gone(pidIn(tracked))).toBe(false);

    const result = await job.complete();
    // The post step still saw it: the processes end once the post steps are done.
    expect(result.step('watch', 'post')?.stdout).toContain(`post sees ${pidIn(tracked)} alive`);
    expect(await goneWithin(pidIn(tracked))).toBe(true);
    expect(gone(pidIn(untracked))).toBe(false);
    expect(gone(pidIn(others))).toBe(false);

    await other.complete();
    expect(await goneWithin(pidIn(others))).toBe(true);
    expect(gone(pidIn(untracked))).toBe(false);
  });

  it('when the runner dies: the step being run and what the job started in the background', async () => {
    const d = scratch();
    const run = new WorkflowRun({ repo: 'o/r', runId: '302' });
    runs.push(run);
    const job = run.job('build');
    const file = path.join(d, 'tracked.pid');
    await job.uses(WATCH, { id: 'watch', with: { 'pid-file': file } });
    await job.run(detached(file));
    const pid = pidIn(file);
    const long = job.run('echo started; sleep 300', { id: 'long' });
    void job.die({ atStep: 'long', whenOutput: 'started' });
    const result = await job.complete();
    expect((await long).outcome).toBe('died');
    expect(result.status).toBe('died');
    // No post step runs on a dead machine, and nothing of the job is left running.
    expect(result.steps.filter((s) => s.kind === 'post')).toEqual([]);
    expect(await goneWithin(pid)).toBe(true);
  });
});
