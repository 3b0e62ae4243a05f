/**
 * `storage: s3`: the Action keeps the job's state and checkpoint content in a bucket on a real
 * Ceph RADOS Gateway instead of the Actions cache (the runner and its services from the harness
 * and the emulator). Attempt 1 fails in test; "Re-run failed jobs" restores from the bucket, skips
 * build with its files back and passes. The phases' steps hand their states to the job's
 * persistence process, which saves them to the bucket in the background, as it does to the cache
 * (src/persist/persister.ts); the post step drains it. Nothing of the state goes to the cache, and
 * the credentials appear in no step's output.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { PersisterStatus, SessionFile } from '../../src/persist/session-file.js';
import { sendRequest } from '../../src/transfer/channel.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import { useGateway } from '../s3/gateway.js';
import { gatewayEnv } from '../s3/rgw.js';
import { ACTION, emulator, markerFile, newRun, RESTORE_ACTION, SAVE_ACTION } from './helpers.js';

const gateway = useGateway();
let emu: Emulator;
let bucket = '';
beforeAll(async () => {
  emu = await emulator();
  bucket = await gateway.bucket('action');
}, 120_000);
afterAll(async () => {
  await emu?.stop();
});

/** Deadlines for events, generous for a loaded 2-core machine. */
const DEADLINE_MS = 150_000 * Number(process.env.CI_STATE_TIME_SCALE ?? 1);

/** Polls `probe` until it returns something other than undefined/false. */
async function until<T>(what: string, probe: () => Promise<T | undefined | false>): Promise<T> {
  const end = Date.now() + DEADLINE_MS;
  for (;;) {
    const got = await probe();
    if (got !== undefined && got !== false) return got;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The job's persistence process's status, asked over its channel with the session's secret. */
async function statusOf(file: SessionFile): Promise<PersisterStatus> {
  const p = file.persister!;
  const answer = await sendRequest(
    p.socket,
    { v: 1, secret: p.secret, scopeKey: file.scopeKey, op: 'status' },
    30_000,
  );
  expect(answer.ok).toBe(true);
  return PersisterStatus.parse(answer.status);
}

/** True when the process is gone (a zombie waiting for init to reap it is gone too). */
function gone(pid: number): boolean {
  try {
    return /^\d+ \(.*\) [ZX] /s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

async function keys(prefix: string): Promise<string[]> {
  const r = await gateway.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (r.Contents ?? []).map((o) => o.Key!);
}

describe('storage: s3', () => {
  it('a re-run resumes from the bucket exactly as from the cache: build skipped, its files back', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    const s3 = {
      storage: 's3',
      's3-bucket': bucket,
      's3-prefix': 'ci',
      's3-endpoint': gateway.info.endpoint,
    };
    const env = { env: gatewayEnv(gateway.info) };
    const first = run.job('build', env);
    const main = await first.uses(ACTION, { id: 'state', with: { phases: 'build,test', ...s3 } });
    expect(main.stdout).toMatch(
      new RegExp(
        `the state is kept in s3://${bucket}/ci and saved after every phase in the background \\(process \\d+\\)`,
      ),
    );
    const build = await first.run(
      `ci-state run build -- sh -c 'echo build@$GITHUB_RUN_ATTEMPT >> ${marker}; mkdir -p dist && head -c 300000 /dev/urandom > dist/app.bin'`,
    );
    expect(build.stderr).toMatch(/build: keeping what it changed \(1 file, .*\) in the background/);
    const test = await first.run(
      `ci-state run test -- sh -c 'echo test@$GITHUB_RUN_ATTEMPT >> ${marker}; test -s dist/app.bin && [ "$GITHUB_RUN_ATTEMPT" -gt 1 ]'`,
    );
    const r1 = await first.complete();
    expect(r1.status).toBe('failure');
    const post = r1.steps.find((x) => x.kind === 'post')!;
    // What build's keeper said: in the next step's log once it has finished, else the post step's.
    expect(`${test.stderr}\n${post.stdout}`).toMatch(
      /background: checkpoint \S+ of build \(what it changed\)/,
    );
    expect(post.stdout).toMatch(
      new RegExp(`Saved to s3://${bucket}/ci/ at \\S+ as \`ci-state/v1/heads/main/`),
    );
    const stored = await keys('ci/ci-state/v1/');
    expect(stored.some((k) => k.includes('/packs/'))).toBe(true);
    expect(stored.some((k) => k.includes(`/states/${run.runId}/1/`))).toBe(true);
    // Nothing of this run went to the Actions cache.
    expect(emu.inspect.caches().filter((c) => c.key.includes(`/${run.runId}`))).toEqual([]);

    const again = run.rerun().job('build', env);
    const main2 = await again.uses(ACTION, { id: 'state', with: { phases: 'build,test', ...s3 } });
    expect(main2.stdout).toMatch(
      new RegExp(
        `restored the state of attempt 1 from s3 s3://${bucket}/ci/ at \\S+ ci-state/v1/heads/main/`,
      ),
    );
    expect(main2.stdout).toMatch(/fetched 1 checkpoint pack \(\d+\.\d KB\) in .*, \d+ blobs?/);
    expect(main2.outputs.skipped).toBe('["build"]');
    await again.run(
      `ci-state run build -- sh -c 'echo build@$GITHUB_RUN_ATTEMPT >> ${marker}; exit 1'`,
    );
    await again.run(
      `ci-state run test -- sh -c 'echo test@$GITHUB_RUN_ATTEMPT >> ${marker}; test -s dist/app.bin && [ "$GITHUB_RUN_ATTEMPT" -gt 1 ]'`,
    );
    const r2 = await again.complete();
    expect(r2.status).toBe('success');
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(marker, 'utf8').trim().split('\n')).toEqual([
      'build@1',
      'test@1',
      'test@2',
    ]);
    for (const step of [...r1.steps, ...r2.steps])
      expect(step.stdout + step.stderr).not.toContain(gateway.info.secretAccessKey);

    // report/ reads the run's states from the bucket.
    const report = run.rerun().job('report', env);
    const r = await report.uses(join(ACTION, 'report'), { id: 'report', with: s3 });
    expect(r.outputs).toMatchObject({ jobs: '1', failed: '0', status: 'completed' });
    await report.complete();
  });

  it("the job's persistence process saves each phase end to the bucket in the background; the post step drains it", async () => {
    const run = newRun(emu);
    const s3 = {
      storage: 's3',
      's3-bucket': bucket,
      's3-prefix': 'bg',
      's3-endpoint': gateway.info.endpoint,
    };
    const env = { env: gatewayEnv(gateway.info) };
    const job = run.job('build', env);
    const main = await job.uses(ACTION, { id: 'state', with: { phases: 'one,two', ...s3 } });
    const pid = Number(/in the background \(process (\d+)\)/.exec(main.stdout)?.[1]);
    expect(pid).toBeGreaterThan(0);

    const one = await job.run(`ci-state run one -- sh -c 'echo one > one.txt'`);
    expect(one.outcome).toBe('success');
    // Handed over, not saved by the step itself.
    expect(one.stdout + one.stderr).not.toMatch(/saved to s3:/);
    const file = SessionFile.parse(JSON.parse(readFileSync(one.env.CI_STATE_SESSION!, 'utf8')));
    expect(file.settings.s3).toMatchObject({ bucket, prefix: 'bg' });
    expect(file.persister?.pid).toBe(pid);
    // The job's `ci-state` commands know the bucket (history, reads), and a phase end still goes
    // to the process: the session comes first.
    expect(one.env.CI_STATE_REMOTE).toBe(`s3://${bucket}/bg`);
    expect(readFileSync(one.env.CI_STATE_SESSION!, 'utf8')).not.toContain(
      gateway.info.secretAccessKey,
    );
    // The process saves it while the job goes on: a state of this attempt is in the bucket
    // before the next step, let alone the post step, runs.
    const status = await until('a save by the persistence process', async () => {
      const st = await statusOf(file);
      return st.saves >= 1 && st;
    });
    expect(status.last?.afterPhase).toBe('one');
    expect(status.last?.line).toMatch(new RegExp(`^Saved to s3://${bucket}/bg/ at \\S+ as \``));
    const states = await keys(`bg/ci-state/v1/heads/main/${file.scopeKey}/states/${run.runId}/1/`);
    expect(states.length).toBeGreaterThanOrEqual(1);

    // `flush` waits for the verified save of the newest state.
    await job.run(`ci-state run two -- sh -c 'echo two > two.txt'`);
    const flushed = await job.run('ci-state flush');
    expect(flushed.stdout + flushed.stderr).toMatch(
      new RegExp(`state saved to s3://${bucket}/bg/ at \\S+ as \``),
    );
    const r = await job.complete();
    expect(r.status).toBe('success');
    const post = r.steps.find((x) => x.kind === 'post')!;
    expect(post.stdout).toMatch(/the job's persistence process made \d+ save\(s\): \d+ verified/);
    expect(post.stdout).toMatch(
      new RegExp(`background: .* saved state \\d+ \\(after one\\): Saved to s3://${bucket}/bg/`),
    );
    expect(post.stdout).toMatch(new RegExp(`Saved to s3://${bucket}/bg/ at \\S+ as \``));
    await until('the persistence process to end', async () => gone(pid));
    // Nothing went to the Actions cache.
    expect(emu.inspect.caches().filter((c) => c.key.includes(`/${run.runId}`))).toEqual([]);
  });

  it('restore/ and save/ keep the state in the bucket too', async () => {
    const run = newRun(emu);
    const s3 = {
      storage: 's3',
      's3-bucket': bucket,
      's3-prefix': 'split',
      's3-endpoint': gateway.info.endpoint,
    };
    const env = { env: gatewayEnv(gateway.info) };
    const first = run.job('build', env);
    await first.uses(RESTORE_ACTION, { id: 'state', with: { phases: 'build,test', ...s3 } });
    await first.run(`ci-state run build -- sh -c 'echo one > made.txt'`);
    await first.run(`ci-state run test -- sh -c '[ "$GITHUB_RUN_ATTEMPT" -gt 1 ]'`);
    const save = await first.uses(SAVE_ACTION, { id: 'save', if: 'always()' });
    expect(save.stdout).toMatch(new RegExp(`Saved to s3://${bucket}/split/ at \\S+ as \``));
    expect(save.outputs.saved).toBe('true');
    await first.complete();

    const again = run.rerun().job('build', env);
    const main = await again.uses(RESTORE_ACTION, {
      id: 'state',
      with: { phases: 'build,test', ...s3 },
    });
    expect(main.outputs.skipped).toBe('["build"]');
    await again.run(`ci-state run build -- false`);
    const test = await again.run(`ci-state run test -- sh -c 'grep -q one made.txt'`);
    expect(test.outcome).toBe('success');
    await again.uses(SAVE_ACTION, { id: 'save', if: 'always()' });
    expect((await again.complete()).status).toBe('success');
  });

  it('storage: s3 without s3-bucket fails the step with one line naming the input', async () => {
    const job = newRun(emu).job('build');
    const main = await job.uses(ACTION, { id: 'state', with: { storage: 's3' } });
    expect(main.outcome).toBe('failure');
    expect(main.stdout + main.stderr).toContain(
      'input s3-bucket is required with storage: s3 (the bucket that keeps the state)',
    );
    await job.complete();
  });
});
