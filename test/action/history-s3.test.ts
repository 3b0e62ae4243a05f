/**
 * The history with `storage: s3`, through the Action (the runner and its services from the
 * harness and the emulator, the bucket on a real Ceph RADOS Gateway): every attempt's post step
 * puts its history in the bucket and uploads no history artifact, and the `history/` sub-action
 * with the same storage inputs reads it back: the statistics by hand, this run only with
 * `source: run`, and the confinement to the run's ref and the default branch.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import type { WorkflowRun } from '../harness/index.js';
import { useGateway } from '../s3/gateway.js';
import { gatewayEnv } from '../s3/rgw.js';
import { ACTION, emulator, newRun } from './helpers.js';

const HISTORY_ACTION = join(ACTION, 'history');
const gateway = useGateway();
let emu: Emulator;
let bucket = '';
let work = '';
beforeAll(async () => {
  emu = await emulator();
  bucket = await gateway.bucket('history');
  work = mkdtempSync(join(tmpdir(), 'ci-state-history-s3-'));
}, 120_000);
afterAll(async () => {
  await emu?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function keys(prefix: string): Promise<string[]> {
  const r = await gateway.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (r.Contents ?? []).map((o) => o.Key!);
}

function storage() {
  return {
    storage: 's3',
    's3-bucket': bucket,
    's3-prefix': 'hist',
    's3-endpoint': gateway.info.endpoint,
  };
}
const env = () => ({ env: gatewayEnv(gateway.info) });

/** One attempt of phases a and b; b fails when `failB`. */
async function attempt(run: WorkflowRun, failB: boolean) {
  const job = run.job('build', env());
  await job.uses(ACTION, { id: 'state', with: { phases: 'a,b', ...storage() } });
  await job.run('ci-state run a -- true');
  await job.run(`ci-state run b -- ${failB ? 'false' : 'true'}`);
  return job.complete();
}

/** The history/ sub-action in a job of `run`; its outputs and the report it wrote. */
async function query(run: WorkflowRun, inputs: Record<string, string> = {}) {
  const output = join(work, `report-${Math.random().toString(36).slice(2)}.json`);
  const job = run.job('query', env());
  const step = await job.uses(HISTORY_ACTION, {
    id: 'history',
    with: { ...storage(), format: 'json', output, ...inputs },
  });
  await job.complete();
  expect(step.outcome, step.stdout + step.stderr).toBe('success');
  return { step, report: JSON.parse(readFileSync(output, 'utf8')) as unknown };
}

describe('history with storage: s3', () => {
  it('the post step puts it in the bucket, history/ reads it back', async () => {
    // Run 1: attempt 1 fails in b, attempt 2 resumes and completes; run 2 completes at once.
    const run1 = newRun(emu);
    const r1 = await attempt(run1, true);
    expect(r1.status).toBe('failure');
    const post = r1.steps.find((x) => x.kind === 'post')!;
    expect(post.stdout).toMatch(
      new RegExp(
        `history saved to s3://${bucket}/hist/ at \\S+ as ci-state/v1/heads/main/[0-9a-f]{32}/history/${run1.runId}/1-failed-[0-9a-f]{16}\\.jsonl`,
      ),
    );
    expect((await attempt(run1.rerun(), false)).status).toBe('success');
    const run2 = newRun(emu);
    expect((await attempt(run2, false)).status).toBe('success');

    const stored = (await keys('hist/ci-state/v1/heads/main/')).filter((k) =>
      k.includes('/history/'),
    );
    expect(stored).toHaveLength(3);
    const runs = new Set([String(run1.runId), String(run2.runId)]);
    expect(
      emu.inspect
        .artifacts()
        .filter((a) => a.name.startsWith('ci-state-history-') && runs.has(String(a.runId))),
    ).toEqual([]);

    // By hand: 3 attempts, 2 completed and 1 failed; 1 resumed (a skipped in run 1's attempt 2).
    const all = await query(newRun(emu));
    expect(all.step.outputs).toMatchObject({ runs: '3', 'success-rate': '66.7' });
    expect(all.report).toMatchObject({ runs: 3, completed: 2, failed: 1, resumed: 1 });
    expect(all.step.stdout).toMatch(/ci-state history: 3 history records on s3:\/\/\S+ at \S+/);

    // This run only: its two attempts, as entries (a run entry and one per phase each).
    const own = await query(run1.rerun(), { source: 'run', stats: 'false' });
    expect(own.step.outputs.runs).toBe('2');
    const entries = own.report as { kind: string; runId: string; attempt: number }[];
    const attempts = entries.filter((e) => e.kind === 'run');
    expect(attempts.map((e) => [e.runId, e.attempt])).toEqual([
      [String(run1.runId), 1],
      [String(run1.runId), 2],
    ]);

    // A feature branch's attempt: its own ref and the default branch's are read on the feature
    // branch; on main, only main's.
    const feature = newRun(emu, { ref: 'refs/heads/feature' });
    expect((await attempt(feature, false)).status).toBe('success');
    const onFeature = await query(newRun(emu, { ref: 'refs/heads/feature' }));
    expect(onFeature.step.outputs.runs).toBe('4');
    const onMain = await query(newRun(emu));
    expect(onMain.step.outputs.runs).toBe('3');
    // Asked for by name, another branch is read alone.
    const asked = await query(newRun(emu), { branch: 'feature' });
    expect(asked.step.outputs.runs).toBe('1');
  });
});
