/**
 * The cache service's rate limit on new entries (429 with Retry-After, docs/limits.md): a save
 * refused for it longer than its retry policy lasts waits as told and saves, the post step's
 * final state included, so that a re-run finds the newest state in the cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import { ACTION, emulator, markerFile, newRun, phaseStep } from './helpers.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  await emu?.stop();
});

describe('the rate limit on new cache entries', () => {
  it('the final save waits out 429s beyond its retry policy and lands in the cache', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    // Only the post step saves, with one attempt per round of its retry policy: every 429 past
    // the first is a wait of the rate limit's own (1 s each, as the fault tells).
    const job = run.job('build', { env: { CI_STATE_RETRY_ATTEMPTS: '1' } });
    await job.uses(ACTION, { id: 'state', with: { phases: 'p1,p2', persist: 'job' } });
    for (const p of ['p1', 'p2']) await phaseStep(job, p, marker);
    const fault = emu.faults.add({
      route: 'CreateCacheEntry',
      status: 429,
      retryAfter: 1,
      times: 3,
    });
    const r = await job.complete();
    expect(r.status).toBe('success');
    expect(emu.faults.fired()[fault]).toBe(3);
    const post = r.steps.find((s) => s.kind === 'post')!;
    const log = post.log.join('\n');
    expect(log).toMatch(/Saved to cache key `ci-state\/v1\//);
    expect(log).not.toMatch(/NOT saved/);
    const created = emu.inspect.requests({ route: 'CreateCacheEntry' });
    expect(created.filter((q) => q.status === 429)).toHaveLength(3);

    const again = run.rerun().job('build');
    const main = await again.uses(ACTION, { id: 'state', with: { phases: 'p1,p2' } });
    expect(main.stdout).toMatch(/restored the state of attempt 1 from cache/);
    await again.complete();
  });
});
