import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import {
  ACTION,
  emulator,
  finalState,
  markerFile,
  newRun,
  phaseStep,
  ranPhases,
  warnings,
} from './helpers.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  await emu?.stop();
});

const PHASES = ['p1', 'p2', 'p3'];

async function failingAttempt(
  run: ReturnType<typeof newRun>,
  marker: string,
  withInputs: Record<string, string> = {},
) {
  const job = run.job('build');
  await job.uses(ACTION, { id: 'state', with: { phases: PHASES.join(','), ...withInputs } });
  for (const p of PHASES) await phaseStep(job, p, marker, { failOnAttempt: p === 'p3' ? [1] : [] });
  return job.complete();
}

async function deleteRunCaches(runId: string) {
  const token = emu.runtimeEnv({ repo: 'octo/app', runId, job: 'cleanup' }).GITHUB_TOKEN!;
  const keys = emu.inspect
    .caches()
    .map((c) => c.key)
    .filter((k) => k.includes(`/${runId}/`));
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) {
    const res = await fetch(
      `${emu.apiUrl}/repos/octo/app/actions/caches?key=${encodeURIComponent(key)}`,
      {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json' },
      },
    );
    expect(res.status).toBe(200);
  }
  expect(emu.inspect.caches().filter((c) => c.key.includes(`/${runId}/`))).toEqual([]);
}

describe('persistence through the cache and artifacts', () => {
  it('restores from the artifact when the cache entry is gone', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    const r1 = await failingAttempt(run, marker);
    expect(r1.status).toBe('failure');
    const names = emu.inspect.artifacts().map((a) => a.name);
    expect(names.some((n) => /^ci-state-[0-9a-f]{16}-a1-s\d+$/.test(n))).toBe(true);
    await deleteRunCaches(String(run.runId));

    const job = run.rerun().job('build');
    const main = await job.uses(ACTION, { id: 'state', with: { phases: PHASES.join(',') } });
    expect(main.stdout).toMatch(/restored the state of attempt 1 from artifact ci-state-/);
    for (const p of PHASES)
      await phaseStep(job, p, marker, { failOnAttempt: p === 'p3' ? [1] : [] });
    const r2 = await job.complete();
    expect(r2.status).toBe('success');
    expect(r2.outputs('state')).toMatchObject({ resumed: 'true', 'resume-from': 'p3' });
    expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1', 'p3@1', 'p3@2']);
  });

  it('keeps one state artifact per attempt, the newest, as each save replaces the last', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    // Every background save also makes an artifact (by default at most one a minute).
    const job = run.job('build', { env: { CI_STATE_ARTIFACT_INTERVAL_MS: '0' } });
    await job.uses(ACTION, { id: 'state', with: { phases: 'p1,p2,p3' } });
    for (const p of ['p1', 'p2', 'p3']) await phaseStep(job, p, marker);
    const r = await job.complete();
    expect(r.status).toBe('success');
    const bundles = emu.inspect
      .artifacts()
      .filter(
        (a) =>
          !a.deleted &&
          a.runId === Number(run.runId) &&
          /^ci-state-[0-9a-f]{16}-a1-s\d+$/.test(a.name),
      );
    // The background saves and the post step's saved artifacts; only the last one is left.
    expect(bundles).toHaveLength(1);
    const seq = (name: string) => Number(/-s(\d+)$/.exec(name)![1]);
    const post = r.steps.find((s) => s.kind === 'post')!;
    const background = post.log
      .filter((l) => l.includes('background:'))
      .flatMap((l) => /artifact `(ci-state-[0-9a-f]{16}-a1-s\d+)`/.exec(l)?.[1] ?? []);
    expect(background.length).toBeGreaterThanOrEqual(1);
    const written = emu.inspect
      .artifacts()
      .filter(
        (a) => a.runId === Number(run.runId) && /^ci-state-[0-9a-f]{16}-a1-s\d+$/.test(a.name),
      );
    expect(written.length).toBeGreaterThan(1);
    expect(seq(bundles[0]!.name)).toBeGreaterThan(Math.max(...background.map(seq)));
  });

  it('honours the runner cache mode in its own steps and in the background saves', async () => {
    const marker = markerFile();
    const run = newRun(emu, { runnerEnv: { ACTIONS_CACHE_MODE: 'read' } });
    const before = emu.inspect.caches().length;
    const job = run.job('build', { env: { CI_STATE_ARTIFACT_INTERVAL_MS: '0' } });
    await job.uses(ACTION, { id: 'state', with: { phases: 'p1,p2' } });
    await phaseStep(job, 'p1', marker);
    await phaseStep(job, 'p2', marker);
    const r = await job.complete();
    expect(r.status).toBe('success');
    // Saved in the background after the phases and in the post step: to artifacts only, not
    // one cache entry.
    expect(emu.inspect.caches().length).toBe(before);
    const post = r.steps.find((s) => s.kind === 'post')!;
    expect(post.log.some((l) => /background: .*saved state \d+ .*Saved to artifact/.test(l))).toBe(
      true,
    );
    const refused = r.steps
      .flatMap((s) => s.log)
      .filter((l) => l.includes("cache mode 'read' does not permit writes"));
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(emu.inspect.artifacts().some((a) => a.name.includes('-a1-s'))).toBe(true);
  });

  it('keeps the job green and says NOT saved when every cache call fails', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    const fault = emu.faults.add({ route: /CacheService/, status: 500, times: 1000 });
    try {
      const job = run.job('build', {
        env: { CI_STATE_TIMEOUT_SECONDS: '6', CI_STATE_RETRY_ATTEMPTS: '2' },
      });
      await job.uses(ACTION, { id: 'state', with: { phases: 'p1', persist: 'job' } });
      await phaseStep(job, 'p1', marker);
      const r = await job.complete();
      expect(r.status).toBe('success');
      const w = warnings(r);
      expect(w.some((m) => /ci-state: Saved to artifact .*cache NOT saved/.test(m))).toBe(true);
      expect(r.summary).toMatch(/cache NOT saved/);
      // The cache client's own error annotations do not reach the job.
      expect(r.annotations.filter((a) => a.level === 'error')).toEqual([]);
    } finally {
      emu.faults.remove(fault);
    }
  });

  it('says NOT saved (and stays green) when neither cache nor artifacts work', async () => {
    const run = newRun(emu);
    const faults = [
      emu.faults.add({ route: /CacheService/, status: 503, times: 1000 }),
      emu.faults.add({ route: /ArtifactService/, status: 503, times: 1000 }),
    ];
    try {
      const job = run.job('build', {
        env: { CI_STATE_TIMEOUT_SECONDS: '5', CI_STATE_RETRY_ATTEMPTS: '2' },
      });
      await job.uses(ACTION, { id: 'state', with: { phases: 'p1', persist: 'job' } });
      await job.run('ci-state run p1 -- true');
      const r = await job.complete();
      expect(r.status).toBe('success');
      expect(warnings(r).some((m) => m.startsWith('ci-state: NOT saved:'))).toBe(true);
      expect(r.summary).toMatch(/NOT saved/);
      expect(r.summary).not.toMatch(/Saved to/);
    } finally {
      for (const f of faults) emu.faults.remove(f);
    }
  }, 120_000);

  it('fails the job on a failed save only with fail-on-error', async () => {
    const run = newRun(emu);
    const faults = [
      emu.faults.add({ route: /CacheService/, status: 503, times: 1000 }),
      emu.faults.add({ route: /ArtifactService/, status: 503, times: 1000 }),
    ];
    try {
      const job = run.job('build', {
        env: { CI_STATE_TIMEOUT_SECONDS: '5', CI_STATE_RETRY_ATTEMPTS: '1' },
      });
      await job.uses(ACTION, {
        id: 'state',
        with: { phases: 'p1', persist: 'job', 'fail-on-error': 'true' },
      });
      await job.run('ci-state run p1 -- true');
      const r = await job.complete();
      expect(r.status).toBe('failure');
      expect(r.step('state', 'post')?.outcome).toBe('failure');
    } finally {
      for (const f of faults) emu.faults.remove(f);
    }
  }, 120_000);

  it('resumes at phase 3 after the runner died following phase 2 (no post step)', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    const job = run.job('build');
    // Saves are made in the background: the runner dies once the save after p2 is verified.
    job.die({ afterStep: 'flush' });
    await job.uses(ACTION, { id: 'state', with: { phases: PHASES.join(',') } });
    for (const p of PHASES) {
      await phaseStep(job, p, marker, { id: p });
      if (p === 'p2') await job.run('ci-state flush', { id: 'flush' });
    }
    const r1 = await job.complete();
    expect(r1.status).toBe('died');
    expect(r1.steps.some((s) => s.kind === 'post')).toBe(false);
    expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1']);

    const job2 = run.rerun().job('build');
    const main = await job2.uses(ACTION, { id: 'state', with: { phases: PHASES.join(',') } });
    expect(main.stdout).toMatch(
      /attempt 1 ended without its post step; resuming from its last verified save, after phase p2/,
    );
    for (const p of PHASES) await phaseStep(job2, p, marker);
    const r2 = await job2.complete();
    expect(r2.status).toBe('success');
    expect(r2.outputs('state')).toMatchObject({ resumed: 'true', 'resume-from': 'p3' });
    expect(r2.summary).toMatch(/attempt 1 saved after phase `p2`/);
    expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1', 'p3@2']);
    expect((finalState(r2) as { status: string }).status).toBe('completed');
  });
});
