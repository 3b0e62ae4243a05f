/**
 * Scale (a): a 100-leg matrix of 10 phases whose legs end their phases within the same minutes,
 * against the cache service's limit on new entries (GitHub: 200 a minute per repository). Half
 * the legs fail in attempt 1 and are re-run. Every leg's newest state must be saved somewhere it
 * can be restored from, and every re-run must resume exactly where its attempt 1 failed.
 *
 * Time is compressed ten times (the emulator's `timeScale`): the legs run as fast as the harness
 * can run them, a few at a time, so their phases end within real seconds of each other, and the
 * limit is given as 20 entries per minute of the emulator's clock, one tenth of GitHub's 200 per
 * minute of real time, which is the same pressure per real second (Retry-After, in real seconds,
 * is a tenth of GitHub's too, so ci-state's waits are a tenth as long).
 *
 * Printed: requests made, 429s met, time added by waiting on them (on the emulator's clock, as it
 * would be on GitHub), states lost, the run time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator/index.js';
import { ACTION, newRun } from '../action/helpers.js';
import { SAVE_INTERVAL_MS } from '../../src/persist/persister.js';
import type { Job, JobResult } from '../harness/index.js';
import {
  backgroundNotSaved,
  expectTarget,
  figure,
  finalStateOf,
  pool,
  savedCopies,
  QUICK_RUN,
  SCALE,
  wouldRestore,
} from './helpers.js';

const LEGS = 100;
const PHASES = Array.from({ length: 10 }, (_, i) => `p${i + 1}`);
const TIME_SCALE = 10;
/** GitHub's 200 a minute, at the time scale (see above). */
const ENTRIES_PER_MINUTE = 200 / TIME_SCALE;
const REPO = 'scale/matrix';
/** Jobs at once: as many runners as a 2-core machine can play without starving the others. */
const CONCURRENCY = 10;

/**
 * False: ci-state keeps every leg's newest state under the rate limit (its background saves are
 * paced, and a save refused with 429 waits as told and saves). Before, a state whose cache save
 * met a 429 after its retries was left to an older entry, or to no copy at all.
 */
const FAILS_TODAY: RegExp | false = false;

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({
    seed: 131,
    timeScale: TIME_SCALE,
    limits: { cacheEntriesPerMinute: ENTRIES_PER_MINUTE },
  });
});
afterAll(async () => {
  await emu?.stop();
});

/** The phase leg `i` fails at in attempt 1 (half of them), spread over the phases. */
const failsAt = (i: number): number | undefined => (i % 2 === 0 ? 2 + (i % 9) : undefined);

async function playLeg(job: Job, failAt: number | undefined, attempt: number): Promise<JobResult> {
  await job.uses(ACTION, {
    id: 'state',
    with: { phases: PHASES.join(','), matrix: JSON.stringify(job.matrix) },
  });
  for (const [i, p] of PHASES.entries()) {
    const fail = attempt === 1 && failAt === i + 1 ? '; exit 1' : '';
    // Each phase leaves a file in the workspace: a checkpoint whose pack is a cache entry too.
    await job.run(
      `ci-state run ${p} -- sh -c 'mkdir -p out && echo "${p} of leg ${String(job.matrix?.['leg'])}" > out/${p}.txt${fail}'`,
    );
  }
  return job.complete();
}

describe.skipIf(QUICK_RUN)(
  `a ${LEGS}-leg matrix of ${PHASES.length} phases under the new-entry rate limit`,
  () => {
    it(
      'keeps every leg’s newest state restorable and resumes every re-run where it failed',
      async () => {
        const t0 = Date.now();
        // The persistence process's artifact copy every 60 s and its pacing of background saves,
        // compressed as the clock is.
        const run = newRun(emu, {
          repo: REPO,
          runnerEnv: {
            CI_STATE_ARTIFACT_INTERVAL_MS: String(60_000 / TIME_SCALE),
            CI_STATE_SAVE_INTERVAL_MS: String(SAVE_INTERVAL_MS / TIME_SCALE),
          },
        });
        const legs = Array.from({ length: LEGS }, (_, i) => ({ leg: i }));
        const jobs = run.matrix('test', legs);
        const first = await pool(jobs, CONCURRENCY, (job, i) => playLeg(job, failsAt(i), 1));
        const failing = legs.map((_, i) => i).filter((i) => failsAt(i) !== undefined);
        expect(first.filter((r) => r.status === 'failure').length).toBe(failing.length);

        const again = run.rerun();
        const reruns = await pool(failing, CONCURRENCY, (i) =>
          playLeg(again.job('test', { matrix: legs[i]! }), failsAt(i), 2),
        );
        const ms = Date.now() - t0;

        // What the limit did.
        const requests = emu.inspect.requests();
        const refused = requests.filter((r) => r.status === 429);
        // Time added: from each 429 to the same job's next CreateCacheEntry, on the emulator's clock.
        let waitedMs = 0;
        for (const r of refused) {
          const next = requests.find(
            (n) => n.seq > r.seq && n.job === r.job && n.route === 'CreateCacheEntry',
          );
          if (next) waitedMs += (next.at - r.at) * TIME_SCALE;
        }
        // States lost. A background save that ended NOT saved: a runner that died then would
        // resume from an older state. A job's newest state that a re-run would not restore (the
        // newest cache entry of its run is an older state, or there is no copy at all). A re-run
        // that resumed elsewhere than where its attempt 1 failed.
        const notSaved: string[] = [];
        const stale: string[] = [];
        const wrongResume: string[] = [];
        const lastOf = new Map<number, { result: JobResult; attempt: number }>();
        for (const [i, r] of first.entries()) {
          lastOf.set(i, { result: r, attempt: 1 });
          for (const line of backgroundNotSaved(r)) notSaved.push(`leg ${i} attempt 1: ${line}`);
        }
        for (const [k, r] of reruns.entries()) {
          const i = failing[k]!;
          lastOf.set(i, { result: r, attempt: 2 });
          for (const line of backgroundNotSaved(r)) notSaved.push(`leg ${i} attempt 2: ${line}`);
          const expected = `p${failsAt(i)!}`;
          const from = r.outputs('state')['resume-from'];
          if (from !== expected)
            wrongResume.push(
              `leg ${i}: attempt 2 resumed from ${from ?? 'nothing'}, not ${expected}`,
            );
        }
        for (const [i, { result, attempt }] of lastOf) {
          const state = await finalStateOf(result);
          if (!state) throw new Error(`leg ${i}: no final state to check`);
          const found = wouldRestore(emu, state, run.runId);
          if (found && (found.attempt !== attempt || found.seq !== state.seq))
            stale.push(
              `leg ${i}: a re-run would restore state ${found.seq} of attempt ${found.attempt}, not ${state.seq} of attempt ${attempt}`,
            );
          else if (!found && savedCopies(emu, state, run.runId, attempt).length === 0)
            stale.push(`leg ${i}: state ${state.seq} of attempt ${attempt} has no saved copy`);
        }
        const lost = [...wrongResume, ...stale, ...notSaved];
        figure(
          'scale matrix',
          `${LEGS} legs x ${PHASES.length} phases, ${failing.length} re-run, ${CONCURRENCY} jobs at a time, in ${(ms / 1000).toFixed(0)} s: ` +
            `${requests.length} requests (${requests.filter((r) => r.route === 'CreateCacheEntry').length} CreateCacheEntry), ` +
            `${refused.length} answered 429, ${(waitedMs / 1000).toFixed(0)} s added by waiting (emulator clock), ` +
            `states lost: ${lost.length} (${wrongResume.length} re-runs resumed elsewhere, ` +
            `${stale.length} newest states a re-run would not restore, ${notSaved.length} phase-end saves NOT saved)`,
        );
        for (const line of lost.slice(0, 10)) figure('scale matrix', `lost: ${line}`);

        // The limit was met: the scenario is the one it claims to be.
        expect(refused.length).toBeGreaterThan(0);
        expect(reruns.every((r) => r.status === 'success')).toBe(true);
        expectTarget(FAILS_TODAY, () => {
          expect(lost, `states lost: ${lost.length}`).toEqual([]);
        });
      },
      900_000 * SCALE,
    );
  },
);
