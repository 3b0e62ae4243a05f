/**
 * The 2026 regression during re-runs (docs/limits.md, "earlier attempts' artifacts"): the results
 * service's `ListArtifacts` lists the earlier attempts' artifacts, which `GetSignedArtifactURL`
 * then refuses (404 "workflow run not found"). The emulator plays it (`listEarlierAttempts`).
 * A re-run whose attempt 1 left its state and checkpoint packs only as artifacts (the cache
 * entries are gone) must still restore both, through the REST API scoped to the run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator/index.js';
import { ACTION, newRun } from '../action/helpers.js';
import type { Job } from '../harness/index.js';
import { SCALE } from './helpers.js';

const REPO = 'scale/relist';
const PHASES = 'p1,p2,p3';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ seed: 139, limits: { listEarlierAttempts: true } });
});
afterAll(async () => {
  await emu?.stop();
});

/** Attempt `attempt` of the job: p2 leaves a file; p3 needs it, and fails in attempt 1. */
async function attemptOf(job: Job, attempt: number) {
  const main = await job.uses(ACTION, {
    id: 'state',
    with: { phases: PHASES, 'checkpoint-storage': 'both' },
  });
  await job.run(`ci-state run p1 -- true`);
  await job.run(`ci-state run p2 -- sh -c 'mkdir -p out && echo kept > out/p2.txt'`);
  await job.run(
    `ci-state run p3 -- sh -c 'test "$(cat out/p2.txt)" = kept${attempt === 1 ? ' && exit 1' : ''}'`,
  );
  return { main, result: await job.complete() };
}

/** Runs `fn` with the runtime variables of `env` in this process's environment (the toolkit reads them). */
async function withEnv<T>(env: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const before = { ...process.env };
  Object.assign(process.env, env);
  try {
    return await fn();
  } finally {
    for (const k of Object.keys(env)) {
      if (before[k] === undefined) delete process.env[k];
      else process.env[k] = before[k];
    }
  }
}

/** Deletes every cache entry of the run through the REST API, as a cleanup workflow would. */
async function deleteRunCaches(runId: string): Promise<void> {
  const token = emu.runtimeEnv({ repo: REPO, runId, job: 'cleanup' }).GITHUB_TOKEN!;
  const keys = emu.inspect
    .caches()
    .map((c) => c.key)
    .filter((k) => k.includes(`/${runId}/`));
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) {
    const res = await fetch(
      `${emu.apiUrl}/repos/${REPO}/actions/caches?key=${encodeURIComponent(key)}`,
      {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json' },
      },
    );
    expect(res.status).toBe(200);
  }
}

describe('a re-run during the list-then-refuse regression of the artifact service', () => {
  it(
    'restores the state and the checkpoint packs of attempt 1 from its artifacts through the REST API',
    async () => {
      const run = newRun(emu, { repo: REPO });
      const first = await attemptOf(run.job('build'), 1);
      expect(first.result.status).toBe('failure');
      await deleteRunCaches(String(run.runId));

      const again = await attemptOf(run.rerun().job('build'), 2);
      // The regression is on: the runtime API lists attempt 1's artifacts to attempt 2 and refuses
      // to hand them out.
      const env = emu.runtimeEnv({ repo: REPO, runId: run.runId, job: 'probe', attempt: 2 });
      const names = await withEnv(env, async () => {
        const { DefaultArtifactClient } = await import('@actions/artifact');
        return (await new DefaultArtifactClient().listArtifacts()).artifacts.map((a) => a.name);
      });
      expect(names.some((n) => /-a1-s\d+$/.test(n))).toBe(true);

      expect(again.main.stdout).toMatch(/restored the state of attempt 1 from artifact ci-state-/);
      expect(again.result.status).toBe('success');
      expect(again.result.outputs('state')).toMatchObject({ resumed: 'true', 'resume-from': 'p3' });
    },
    300_000 * SCALE,
  );
});
