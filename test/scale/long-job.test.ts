/**
 * Scale (b): a 6-hour job against GitHub's 500 artifacts per job. The job uploads 400 artifacts
 * of its own (reports of its test shards) and runs 60 phases of 6 minutes, each leaving a file,
 * with `checkpoint-storage: both` (checkpoint content as artifacts too, so that it survives cache
 * eviction). Every save then makes a state artifact, and a phase end makes two saves (the phase's
 * end, then its kept outputs) and a pack artifact: unbounded, that is over 100 in 60 phases. The
 * background saves' artifacts are bounded (CI_STATE_ARTIFACT_BUDGET), so the job's newest state
 * still ends up durable: an artifact (a cache entry can be evicted before the re-run).
 *
 * Time is compressed 120 times: the emulator's clock (`timeScale`), and the job's persistence
 * process's artifact interval and its pacing of background saves (`CI_STATE_ARTIFACT_INTERVAL_MS`,
 * `CI_STATE_SAVE_INTERVAL_MS`, which the main step passes to it: GitHub's 60 s becomes 0.5 s). Each phase waits for the background save of its end, as
 * 6-minute phases would, so that saves are not skipped by coalescing.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunState } from '../../src/core/schema.js';
import { scopeKey } from '../../src/core/canonical.js';
import { startEmulator, type Emulator } from '../emulator/index.js';
import { ACTION, newRun } from '../action/helpers.js';
import { ARTIFACT_BUDGET, SAVE_INTERVAL_MS } from '../../src/persist/persister.js';
import { expectTarget, figure, savedCopies, SCALE } from './helpers.js';

const PHASES = Array.from({ length: 60 }, (_, i) => `p${i + 1}`);
const USER_ARTIFACTS = 400;
const TIME_SCALE = 120;
const REPO = 'scale/long';
const USER_ARTIFACTS_ACTION = fileURLToPath(new URL('./fixtures/user-artifacts', import.meta.url));

/**
 * False: ci-state keeps its newest state durable under the artifact cap (its background saves
 * stay within their budget of artifacts, so the post step's state artifact finds room). Before,
 * its saves used up what was left of the job's 500 and the post step's state artifact was refused.
 */
const FAILS_TODAY: RegExp | false = false;

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ seed: 137, timeScale: TIME_SCALE });
});
afterAll(async () => {
  await emu?.stop();
});

/** Polls until `probe` is true, within a generous deadline. */
async function until(what: string, probe: () => boolean | Promise<boolean>): Promise<void> {
  const end = Date.now() + 120_000 * SCALE;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe(`a 6-hour job of ${PHASES.length} phases against the 500 artifacts a job may create`, () => {
  it(
    'keeps its newest state durable',
    async () => {
      const t0 = Date.now();
      const run = newRun(emu, { repo: REPO });
      const job = run.job('build', {
        env: {
          CI_STATE_ARTIFACT_INTERVAL_MS: String(Math.round(60_000 / TIME_SCALE)),
          CI_STATE_SAVE_INTERVAL_MS: String(Math.round(SAVE_INTERVAL_MS / TIME_SCALE)),
        },
      });
      const main = await job.uses(ACTION, {
        id: 'state',
        with: { phases: PHASES.join(','), 'checkpoint-storage': 'both' },
      });
      const own = await job.uses(USER_ARTIFACTS_ACTION, {
        id: 'reports',
        with: { count: String(USER_ARTIFACTS) },
      });
      expect(own.outputs['uploaded']).toBe(String(USER_ARTIFACTS));
      const statePath = main.outputs['state-path']!;
      const readState = async () => JSON.parse(await readFile(statePath, 'utf8')) as RunState;
      for (const p of PHASES) {
        await job.run(`ci-state run ${p} -- sh -c 'mkdir -p out && echo ${p} > out/${p}.txt'`);
        const state = await readState();
        // This state or a newer one (its kept outputs may come first) is in the cache.
        const prefix = `ci-state/v1/${scopeKey(state.scope)}/${run.runId}/1/`;
        await until(`a background save of state ${state.seq} or later (after ${p})`, () =>
          emu.inspect
            .caches()
            .some(
              (c) =>
                c.finalized &&
                c.key.startsWith(prefix) &&
                Number(c.key.slice(prefix.length).split('-')[0]) >= state.seq,
            ),
        );
      }
      const result = await job.complete();
      expect(result.status).toBe('success');
      const final = await readState();

      const created = emu.inspect.requests({ route: 'CreateArtifact' });
      const refused = created.filter((r) => r.status === 412);
      const copies = savedCopies(emu, final, run.runId, 1);
      figure(
        'scale long job',
        `${PHASES.length} phases (6 h at ${TIME_SCALE}x) and ${USER_ARTIFACTS} artifacts of the job's own, ` +
          `in ${((Date.now() - t0) / 1000).toFixed(0)} s: ${created.length} artifacts asked for, ` +
          `${created.length - refused.length} created (${created.length - refused.length - USER_ARTIFACTS} by ci-state), ` +
          `${refused.length} refused at the cap; newest state ${final.seq}: ${copies.join(', ') || 'no copy'}`,
      );
      // ci-state's share is bounded whatever the job's length: its background budget, and the
      // post step's final state, packs and history; nothing was refused at the cap.
      expect(created.length - refused.length - USER_ARTIFACTS).toBeLessThanOrEqual(
        ARTIFACT_BUDGET + 10,
      );
      expect(refused).toEqual([]);
      // Its newest state is saved (the cache holds it).
      expect(copies.some((c) => c.startsWith('cache '))).toBe(true);
      expectTarget(FAILS_TODAY, () => {
        expect(
          copies.filter((c) => c.startsWith('artifact ')),
          'the newest state has no artifact copy',
        ).not.toEqual([]);
      });
    },
    900_000 * SCALE,
  );
});
