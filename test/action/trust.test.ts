import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRun, scopeKey, type RunState } from '../../src/core/index.js';
import { encodeBundle } from '../../src/store/bundle.js';
import { saveBundleToCache } from '../../src/github/cache-store.js';
import { cacheKey } from '../../src/github/keys.js';
import type { Emulator } from '../emulator/index.js';
import { ACTION, emulator, markerFile, newRun, phaseStep, ranPhases, warnings } from './helpers.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  await emu?.stop();
});

const scopeOf = (runJob = 'build') => ({
  repo: 'octo/app',
  workflow: 'ci',
  job: runJob,
  matrix: '',
  ref: 'refs/heads/main',
});

/**
 * Saves a bundle into the emulator's cache the way ci-state stores one (straight to the cache
 * service), as a hostile writer could.
 */
async function plantCacheEntry(runId: string, bytes: Buffer, key: string): Promise<void> {
  const ws = mkdtempSync(join(tmpdir(), 'ci-state-plant-'));
  const saved = { ...process.env };
  try {
    Object.assign(process.env, emu.runtimeEnv({ repo: 'octo/app', runId, job: 'evil' }), {
      GITHUB_WORKSPACE: ws,
      RUNNER_TEMP: ws,
    });
    expect(await saveBundleToCache(ws, key, bytes)).toMatchObject({ ok: true });
  } finally {
    process.env = saved;
    rmSync(ws, { recursive: true, force: true });
  }
}

async function deleteArtifactsOfRun(runId: string) {
  const token = emu.runtimeEnv({ repo: 'octo/app', runId, job: 'cleanup' }).GITHUB_TOKEN!;
  for (const a of emu.inspect.artifacts().filter((x) => x.name.startsWith('ci-state-'))) {
    await fetch(`${emu.apiUrl}/repos/octo/app/actions/artifacts/${a.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

function forged(runId: string, over: Partial<RunState['origin']> = {}): RunState {
  const scope = scopeOf();
  let s = createRun({
    id: 'forged',
    scope,
    origin: {
      repo: 'octo/app',
      workflow: 'ci',
      job: 'build',
      runId,
      runAttempt: 1,
      sha: 'x',
      ref: scope.ref,
      event: 'push',
      actor: 'x',
      ...over,
    },
    toolVersion: '0.1.0',
    now: new Date().toISOString(),
  });
  s = { ...s, status: 'failed' };
  return s;
}

describe('trust boundaries of restore', () => {
  it('ignores a tampered bundle (digest mismatch) with a warning and starts fresh', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    const runId = String(run.runId);
    const job = run.job('build');
    await job.uses(ACTION, { id: 'state', with: { phases: 'p1,p2' } });
    await phaseStep(job, 'p1', marker);
    await phaseStep(job, 'p2', marker, { failOnAttempt: [1] });
    await job.complete();
    await deleteArtifactsOfRun(runId);

    // A newer entry under the same prefix whose payload was altered after the digest was taken.
    const key = scopeKey(scopeOf());
    const good = encodeBundle(forged(runId), { scopeKey: key });
    const tampered = Buffer.from(good);
    tampered[tampered.length - 5] = tampered[tampered.length - 5]! ^ 0x20;
    await plantCacheEntry(runId, tampered, cacheKey(key, runId, 1, 999, 'ffff'));

    const job2 = run.rerun().job('build');
    await job2.uses(ACTION, { id: 'state', with: { phases: 'p1,p2' } });
    await phaseStep(job2, 'p1', marker);
    await phaseStep(job2, 'p2', marker);
    const r2 = await job2.complete();
    expect(r2.status).toBe('success');
    expect(r2.outputs('state').resumed).toBe('false');
    expect(warnings(r2).some((w) => /digest does not match.*ignored/.test(w))).toBe(true);
    expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1', 'p1@2', 'p2@2']);
  });

  it('ignores a valid bundle from another repository', async () => {
    const run = newRun(emu);
    const runId = String(run.runId);
    const key = scopeKey(scopeOf());
    const foreign = encodeBundle(forged(runId, { repo: 'evil/app' }), { scopeKey: key });
    await plantCacheEntry(runId, foreign, cacheKey(key, runId, 1, 1, 'aaaa'));
    const job = run.rerun().job('build');
    await job.uses(ACTION, { id: 'state', with: { phases: 'p1' } });
    const r = await job.complete();
    expect(r.outputs('state').resumed).toBe('false');
    expect(warnings(r).some((w) => /comes from repository "evil\/app"/.test(w))).toBe(true);
  });

  it('with an integrity key, refuses unsigned state and accepts its own signed state', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    const runId = String(run.runId);
    const key = scopeKey(scopeOf());
    // An unsigned (but otherwise valid) entry, newer than anything the job saves.
    const unsigned = encodeBundle(forged(runId), { scopeKey: key });

    const withKey = { phases: 'p1,p2', 'integrity-key': 's3cret-key-value' };
    const job = run.job('build');
    await job.uses(ACTION, { id: 'state', with: withKey });
    await phaseStep(job, 'p1', marker);
    await phaseStep(job, 'p2', marker, { failOnAttempt: [1] });
    await job.complete();
    await plantCacheEntry(runId, unsigned, cacheKey(key, runId, 1, 999, 'bbbb'));

    const job2 = run.rerun().job('build');
    await job2.uses(ACTION, { id: 'state', with: withKey });
    await phaseStep(job2, 'p1', marker);
    await phaseStep(job2, 'p2', marker);
    const r2 = await job2.complete();
    expect(warnings(r2).some((w) => /not signed, but an integrity key is configured/.test(w))).toBe(
      true,
    );
    // The signed artifact of attempt 1 is used instead: p1 is skipped.
    expect(r2.outputs('state')).toMatchObject({ resumed: 'true', 'resume-from': 'p2' });
    expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1', 'p2@2']);
    // The key is masked, and appears in no raw output line other than the mask command itself.
    expect(r2.steps.flatMap((s) => s.log).join('\n')).not.toContain('s3cret-key-value');
    const raw = r2.steps.flatMap((s) => `${s.stdout}\n${s.stderr}`.split('\n'));
    expect(raw.filter((l) => l.includes('s3cret-key-value'))).toEqual([
      '::add-mask::s3cret-key-value',
    ]);
  });

  it('restores nothing on pull_request_target unless allowed', async () => {
    for (const allowed of [false, true]) {
      const marker = markerFile();
      const run = newRun(emu, { event: 'pull_request_target' });
      const inputs = { phases: 'p1,p2', 'allow-untrusted-events': String(allowed) };
      const job = run.job('build');
      await job.uses(ACTION, { id: 'state', with: inputs });
      await phaseStep(job, 'p1', marker);
      await phaseStep(job, 'p2', marker, { failOnAttempt: [1] });
      await job.complete();

      const job2 = run.rerun().job('build');
      const main = await job2.uses(ACTION, { id: 'state', with: inputs });
      await phaseStep(job2, 'p1', marker);
      await phaseStep(job2, 'p2', marker);
      const r2 = await job2.complete();
      if (allowed) {
        expect(r2.outputs('state').resumed).toBe('true');
        expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1', 'p2@2']);
      } else {
        expect(r2.outputs('state').resumed).toBe('false');
        expect(
          main.annotations.some(
            (a) => a.level === 'notice' && /pull_request_target/.test(a.message),
          ),
        ).toBe(true);
        expect(ranPhases(marker)).toEqual(['p1@1', 'p2@1', 'p1@2', 'p2@2']);
      }
    }
  });
});
