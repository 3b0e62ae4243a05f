/**
 * Full jobs through the runner harness (the built dist/ entry points, the CLI in `run:` steps):
 *
 * - one failing-then-re-run job per kind of service fault (the faults live during both attempts):
 *   each attempt ends with the job's own result, and what the summary and log say was saved or
 *   restored is checked against the emulator;
 * - 20 matrix legs saving at the same moment: every one lands (cache and artifact), none overwrites
 *   another, every leg's re-run restores its own state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator, FaultSpec } from '../emulator/index.js';
import type { JobResult, WorkflowRun } from '../harness/index.js';
import {
  ACTION,
  emulator,
  errors,
  markerFile,
  newRun,
  phaseStep,
  ranPhases,
  warnings,
} from '../action/helpers.js';
import { count, figure, seconds } from './helpers.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  await emu?.stop();
});

const PHASES = ['p1', 'p2', 'p3'];
/** Bounds ci-state's own time per save/restore (the toolkit clients' waits are real here). */
const JOB_ENV = { CI_STATE_TIMEOUT_SECONDS: '40' };

/** Every location the persistence line names must exist on the emulator. */
function checkSummaryClaims(r: JobResult, where: string): { saved: boolean; claims: number } {
  const line = /(Saved to [^\n]*|NOT saved: [^\n]*)/.exec(r.summary)?.[1];
  expect(line, `${where}: no persistence line in the summary`).toBeDefined();
  let claims = 0;
  for (const m of line!.matchAll(/cache key `([^`]+)`/g)) {
    claims++;
    const entry = emu.inspect.caches().find((c) => c.key === m[1]);
    expect(entry?.finalized, `${where}: the summary claims cache key ${m[1]}`).toBe(true);
  }
  for (const m of line!.matchAll(/artifact `([^`]+)`/g)) {
    claims++;
    const a = emu.inspect
      .artifacts()
      .find((x) => x.name === m[1] && x.runId === Number(r.runId) && x.attempt === r.attempt);
    expect(a?.finalized && !a.deleted, `${where}: the summary claims artifact ${m[1]}`).toBe(true);
  }
  return { saved: line!.startsWith('Saved to'), claims };
}

/** Each step's outcome and the end of its stderr, for a failure message. */
function stepsOf(r: JobResult): string {
  return r.steps
    .map((s) => `${s.id}/${s.kind}: ${s.outcome} ${s.stderr.slice(-400).replace(/\s+/g, ' ')}`)
    .join('; ');
}

async function deleteRunCaches(runId: string): Promise<void> {
  const token = emu.runtimeEnv({ repo: 'octo/app', runId, job: 'cleanup' }).GITHUB_TOKEN!;
  for (const c of emu.inspect.caches().filter((e) => e.key.includes(`/${runId}/`))) {
    await fetch(`${emu.apiUrl}/repos/octo/app/actions/caches?key=${encodeURIComponent(c.key)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

interface JobFault {
  name: string;
  first: FaultSpec[];
  second: FaultSpec[];
  between?: (run: WorkflowRun) => Promise<void>;
}

const FAULTS: JobFault[] = [
  {
    name: '5xx',
    first: [
      { route: 'twirp', status: 503, times: 1 },
      { route: 'blob', status: 500, times: 1 },
    ],
    second: [
      { route: 'GetCacheEntryDownloadURL', status: 502, times: 1 },
      { route: 'blob:GET', status: 503, times: 1 },
    ],
  },
  {
    name: '429 with retry-after',
    first: [{ route: 'CreateCacheEntry', status: 429, retryAfter: 2, times: 1 }],
    second: [{ route: 'GetCacheEntryDownloadURL', status: 429, retryAfter: 2, times: 1 }],
  },
  {
    name: 'connection resets',
    first: [{ route: 'twirp', reset: true, times: 2 }],
    second: [{ route: 'blob:GET', reset: true, times: 1 }],
  },
  { name: 'stalled download', first: [], second: [{ route: 'blob:GET', stall: true, times: 1 }] },
  {
    name: 'truncated archive',
    first: [],
    second: [{ route: 'blob:GET', truncate: true, times: 1 }],
  },
  {
    name: 'cache entry evicted between attempts',
    first: [],
    second: [],
    between: (run) => deleteRunCaches(String(run.runId)),
  },
];

async function attempt(run: WorkflowRun, marker: string): Promise<JobResult> {
  const job = run.job('build', { env: JOB_ENV });
  await job.uses(ACTION, { id: 'state', with: { phases: PHASES.join(',') } });
  for (const p of PHASES) await phaseStep(job, p, marker, { failOnAttempt: p === 'p2' ? [1] : [] });
  return job.complete();
}

describe('full jobs under service faults', () => {
  const perFault = count('jobs_per_fault', 1);
  for (const f of FAULTS) {
    it(`${f.name}: each attempt ends with its own result, and says truly what was saved and restored`, async () => {
      const started = Date.now();
      let fired = 0;
      const tally = {
        saved1: 0,
        claims1: 0,
        saved2: 0,
        claims2: 0,
        cache: 0,
        artifact: 0,
        fresh: 0,
      };
      for (let i = 0; i < perFault; i++) {
        const marker = markerFile();
        const run = newRun(emu);
        const where = `${f.name} job ${i} (run ${run.runId})`;
        emu.faults.clear();
        let ids = f.first.map((s) => emu.faults.add(s));
        const r1 = await attempt(run, marker);
        fired += ids.reduce((a, id) => a + (emu.faults.fired()[id] ?? 0), 0);
        emu.faults.clear();
        // The job's own result: p2 failed. ci-state adds no error of its own.
        expect(r1.status, `${where}: ${stepsOf(r1)}`).toBe('failure');
        expect(errors(r1), where).toEqual([]);
        expect(r1.step('state', 'post')?.outcome, where).toBe('success');
        const s1 = checkSummaryClaims(r1, `${where} attempt 1`);

        await f.between?.(run);
        const run2 = run.rerun();
        ids = f.second.map((s) => emu.faults.add(s));
        const r2 = await attempt(run2, marker);
        fired += ids.reduce((a, id) => a + (emu.faults.fired()[id] ?? 0), 0);
        emu.faults.clear();
        expect(r2.status, `${where}: ${stepsOf(r2)}`).toBe('success');
        expect(errors(r2), where).toEqual([]);
        const main = r2.step('state')!;
        const restored = /restored the state of attempt 1 from (cache|artifact) (\S+)/.exec(
          main.stdout,
        );
        if (restored) {
          // It restored what attempt 1 saved: it resumes at p2, p1 is not run again.
          expect(r2.outputs('state'), where).toMatchObject({
            resumed: 'true',
            'resume-from': 'p2',
          });
          expect(ranPhases(marker), where).toEqual(['p1@1', 'p2@1', 'p2@2', 'p3@2']);
          if (restored[1] === 'cache')
            expect(emu.inspect.caches().some((c) => c.key === restored[2])).toBe(true);
          else expect(emu.inspect.artifacts().some((a) => a.name === restored[2])).toBe(true);
        } else {
          // Nothing restored: it says so (NOT restored, with the reason), and starts fresh.
          expect(warnings(r2).some((w) => /NOT restored: /.test(w)) || !s1.saved, where).toBe(true);
          expect(ranPhases(marker), where).toEqual(['p1@1', 'p2@1', 'p1@2', 'p2@2', 'p3@2']);
        }
        const s2 = checkSummaryClaims(r2, `${where} attempt 2`);
        if (s1.saved) tally.saved1++;
        tally.claims1 += s1.claims;
        if (s2.saved) tally.saved2++;
        tally.claims2 += s2.claims;
        if (!restored) tally.fresh++;
        else if (restored[1] === 'cache') tally.cache++;
        else tally.artifact++;
        run.dispose();
      }
      figure(
        `jobs: ${f.name}`,
        `${perFault} job(s) x 2 attempts, ${fired} faults injected: attempt 1 ended failure (its own) ${perFault} times, ` +
          `said saved ${tally.saved1} times (${tally.claims1} locations verified); attempt 2 ended success ${perFault} times, ` +
          `restored from cache ${tally.cache}, from artifact ${tally.artifact}, said NOT restored ${tally.fresh}, ` +
          `said saved ${tally.saved2} times (${tally.claims2} verified); 0 false claims, 0 error annotations; ${seconds(Date.now() - started)}`,
      );
    });
  }
});

describe('matrix legs saving at once', () => {
  it('20 legs save at the same moment: every one lands, none overwrites another', async () => {
    const legs = count('matrix_legs', 20, false);
    const started = Date.now();
    const marker = markerFile();
    const run = newRun(emu);
    const matrix = Array.from({ length: legs }, (_, i) => ({ leg: `l${i}` }));
    const go = async (r: WorkflowRun, m: { leg: string }, failing: boolean) => {
      const job = r.job('test', { matrix: m, env: JOB_ENV });
      await job.uses(ACTION, {
        id: 'state',
        with: { phases: 'p1,p2', matrix: JSON.stringify(m) },
      });
      await phaseStep(job, 'p1', marker, { extra: `ci-state set leg='"${m.leg}"'` });
      await phaseStep(job, 'p2', marker, { failOnAttempt: failing ? [1] : [] });
      return job.complete();
    };
    // Every leg fails p2 on attempt 1, so that every one is re-run and must find its own state.
    const first = await Promise.all(matrix.map((m) => go(run, m, true)));
    expect(first.map((r) => r.status)).toEqual(matrix.map(() => 'failure'));
    let verified = 0;
    for (const [i, r] of first.entries()) {
      const s = checkSummaryClaims(r, `leg ${i}`);
      expect(s.saved, `leg ${i}`).toBe(true);
      expect(r.summary, `leg ${i}`).not.toMatch(/NOT saved/);
      verified += s.claims;
    }
    const names = emu.inspect
      .artifacts()
      .filter((a) => a.runId === Number(run.runId) && /^ci-state-[0-9a-f]{16}-a1-/.test(a.name));
    expect(new Set(names.map((a) => a.name.slice(0, 'ci-state-'.length + 16))).size).toBe(legs);

    const second = await Promise.all(matrix.map((m) => go(run.rerun(), m, true)));
    expect(second.map((r) => r.status)).toEqual(matrix.map(() => 'success'));
    for (const [i, r] of second.entries()) {
      expect(r.outputs('state'), `leg ${i}`).toMatchObject({
        resumed: 'true',
        'resume-from': 'p2',
      });
      expect(JSON.parse(r.outputs('state').context ?? '{}'), `leg ${i}`).toMatchObject({
        leg: `l${i}`,
      });
    }
    const ran = ranPhases(marker);
    expect(ran.filter((l) => l === 'p1@2')).toEqual([]); // no leg ran p1 again
    figure(
      'concurrency: matrix',
      `${legs} legs saving at once: ${legs} of ${legs} saved (${verified} cache entries and artifacts verified, ` +
        `${legs} distinct artifact names), ${legs} of ${legs} re-runs restored their own state; ${seconds(Date.now() - started)}`,
    );
    run.dispose();
  });
});
