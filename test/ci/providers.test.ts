/**
 * The CI providers' rules (src/ci/), over jobs drawn by fast-check from the systems' models
 * (systems.ts): a job and its retries have one scope and one run, and each retry is the next
 * attempt; two different jobs never share a scope, and an execution of another run never
 * continues a stored one; a missing variable gives one line and no resume; GitHub Actions and a
 * laptop detect exactly as before src/ci/ existed (legacy-context.ts). A failure prints a seed
 * that replays it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { attemptInput, continueRun, runnerIds } from '../../src/ci/continuation.js';
import { detectEnvironment, providerOf } from '../../src/ci/detect.js';
import type { RunEnvironment } from '../../src/ci/identity.js';
import { ciMatrixKey } from '../../src/ci/matrix.js';
import { fit, runnerLabel } from '../../src/ci/provider.js';
import { scopeKey } from '../../src/core/canonical.js';
import { initAttempt, type InitResult } from '../../src/core/init.js';
import { parsePhaseList } from '../../src/core/phase-list.js';
import { completePhase, failPhase, startPhase } from '../../src/core/transitions.js';
import type { RunState } from '../../src/core/schema.js';
import * as legacy from './legacy-context.js';
import { SYSTEMS, sameJob, type Job, type System } from './systems.js';

// Outside any git checkout, so that git's fallbacks answer the same every time.
const nowhere = mkdtempSync(join(tmpdir(), 'ci-state-providers-'));
afterAll(() => rmSync(nowhere, { recursive: true, force: true }));

const detect = (env: Record<string, string>): RunEnvironment => detectEnvironment({}, env, nowhere);

let runIds = 0;
const newRunId = () => `local-${(++runIds).toString(16).padStart(8, '0')}`;

/** `init` as the CLI does it: the provider's input to core's initAttempt, then the mark. */
function init(prev: RunState | undefined, env: RunEnvironment): InitResult {
  const ci = attemptInput(prev, env, newRunId);
  const r = initAttempt(ci.prev, {
    scope: env.scope,
    origin: ci.origin,
    onRunner: ci.onRunner,
    strategy: 'failed',
    declared: parsePhaseList('deps,build,test', '--phases'),
    toolVersion: '0.0.0-test',
    now: '2026-01-01T00:00:00.000Z',
    newRunId,
    stateId: (runId) => `${runId}-state`,
  });
  return { ...r, state: ci.mark(r.state) };
}

/** The attempt ran deps and failed in test (what the next attempt resumes). */
function failedInTest(s: RunState): RunState {
  let t = startPhase(s, 'deps', { now: '2026-01-01T00:00:01.000Z' });
  t = completePhase(t, 'deps', { now: '2026-01-01T00:00:01.500Z' });
  t = startPhase(t, 'test', { now: '2026-01-01T00:00:02.000Z' });
  return failPhase(t, 'test', { now: '2026-01-01T00:00:03.000Z', error: 'exit code 3' });
}

const RUNS = { numRuns: 150 };
// Hundreds of detections each, some asking git: generous, for a loaded 2-core machine.
vi.setConfig({ testTimeout: 300_000 });

describe.each(SYSTEMS.map((s) => [s.name, s] as const))('%s', (_name, sys: System) => {
  it('is detected as itself, and its retries keep the scope and the run, one attempt each', () => {
    fc.assert(
      fc.property(sys.job, fc.integer({ min: 1, max: 4 }), (job, retries) => {
        const first = detect(sys.env(job));
        expect(providerOf(sys.env(job))).toBe(sys.name);
        expect(first.warnings ?? []).toEqual([]);
        let r = init(undefined, first);
        expect(r.outcome).toBe('new');
        expect(r.state.origin.runAttempt).toBe(1);
        const run = r.state.origin.runId;
        // A second init in the same job is the same attempt, not a retry.
        expect(init(r.state, first).outcome).toBe('unchanged');
        let prevJob: Job = job;
        for (let n = 1; n <= retries; n++) {
          const again = sys.retry(prevJob, 1);
          const env = detect(sys.env(again));
          expect(scopeKey(env.scope)).toBe(scopeKey(first.scope));
          expect(env.ci!.runner).not.toBe(r.state.metadata.runner);
          r = init(failedInTest(r.state), env);
          expect(r.outcome).toBe('resumed');
          expect(r.state.origin.runId).toBe(run);
          expect(r.state.origin.runAttempt).toBe(n + 1);
          expect(r.plan?.skip).toContain('deps');
          prevJob = again;
        }
      }),
      RUNS,
    );
  });

  it('never shares a scope between two jobs, nor continues another run', () => {
    fc.assert(
      fc.property(
        sys.job.chain((a) => fc.tuple(fc.constant(a), fc.oneof(sys.variant(a), sys.job))),
        ([a, b]) => {
          const ea = detect(sys.env(a));
          const eb = detect(sys.env(b));
          if (!sameJob(sys, a, b)) {
            expect(scopeKey(eb.scope)).not.toBe(scopeKey(ea.scope));
            return;
          }
          const stored = failedInTest(init(undefined, ea).state);
          const r = init(stored, eb);
          if (sys.sameRun(a, b)) expect(r.state.origin.runId).toBe(stored.origin.runId);
          else {
            expect(r.outcome).toBe('new');
            expect(r.state.origin.runId).not.toBe(stored.origin.runId);
            expect(r.state.origin.runAttempt).toBe(1);
          }
        },
      ),
      RUNS,
    );
  });

  it('without a variable it needs: one line naming it, and a new run that resumes nothing', () => {
    fc.assert(
      fc.property(
        sys.job,
        fc.subarray([...sys.required], { minLength: 1 }),
        fc.boolean(),
        (job, gone, empty) => {
          const stored = failedInTest(init(undefined, detect(sys.env(job))).state);
          // The retry, with the variables missing.
          const env = sys.env(sys.retry(job, 1));
          for (const k of gone) {
            if (empty) env[k] = '';
            else delete env[k];
          }
          const e = detect(env);
          expect(e.warnings).toHaveLength(1);
          const line = e.warnings![0]!;
          expect(line).not.toContain('\n');
          for (const k of gone) expect(line).toContain(k);
          expect(line).toMatch(/cannot be identified, so it starts a new run/);
          const r = init(stored, e);
          expect(r.outcome).toBe('new');
          expect(r.state.origin.runId).not.toBe(stored.origin.runId);
          expect(r.state.origin.runId).toMatch(/^local-/);
          expect(r.state.origin.runAttempt).toBe(1);
          expect(r.state.carried).toBeUndefined();
        },
      ),
      RUNS,
    );
  });
});

describe('--attempt-of', () => {
  const jenkins = SYSTEMS.find((s) => s.name === 'jenkins')!;

  it('continues the run of the build it names, through re-runs of re-runs, and no other', () => {
    fc.assert(
      fc.property(jenkins.job, fc.integer({ min: 1, max: 5 }), (job, depth) => {
        let r = init(undefined, detect(jenkins.env(job)));
        const run = r.state.origin.runId;
        let last = job;
        for (let n = 1; n <= depth; n++) {
          const next = jenkins.retry(last, 1);
          r = init(failedInTest(r.state), detect(jenkins.env(next)));
          expect(r.state.origin).toMatchObject({ runId: run, runAttempt: n + 1 });
          last = next;
        }
        // Naming a build of another run, or one this job never had: a new run, said in a line.
        const stray: Job = { ...jenkins.retry(last, 7), attemptOf: `${Number(last.build) + 3}` };
        const c = continueRun(r.state, detect(jenkins.env(stray)).ci!, newRunId);
        expect(c.runId).toBe(stray.build);
        expect(c.runAttempt).toBe(1);
        expect(c.note).toMatch(
          /^CI_STATE_ATTEMPT_OF \d+, but the newest state of this job is of run \S+ \(jenkins build=\d+\): starting a new run$/,
        );
      }),
      RUNS,
    );
  });

  it('is checked: an id of letters, digits and . _ : / -, in one line naming where it came from', () => {
    const env = { JENKINS_URL: 'https://ci/', JOB_NAME: 'app', BUILD_NUMBER: '3' };
    for (const bad of ['', ' ', '../x', 'a b', '#41', 'x'.repeat(65)])
      expect(() => detectEnvironment({ attemptOf: bad }, env, nowhere)).toThrow(
        `--attempt-of is ${JSON.stringify(bad.trim())}: expected the number or id of the build whose run this job continues`,
      );
    expect(() => detect({ ...env, CI_STATE_ATTEMPT_OF: 'a;b' })).toThrow(
      /^CI_STATE_ATTEMPT_OF is "a;b": /,
    );
    expect(detectEnvironment({ attemptOf: '41' }, env, nowhere).ci?.attemptOf).toBe('41');
  });

  it('is not used on GitHub Actions or off CI, said in one line', () => {
    const gh = detectEnvironment({ attemptOf: '41' }, { GITHUB_ACTIONS: 'true' }, nowhere);
    expect(gh.warnings).toEqual([
      '--attempt-of is for CI systems whose re-run is a new build (Jenkins): not used on GitHub Actions',
    ]);
    expect(detectEnvironment({ attemptOf: '41' }, {}, nowhere).warnings?.[0]).toMatch(
      /not used off CI$/,
    );
  });

  it('is taken from a Buildkite rebuild, which continues the original build’s run', () => {
    const bk = SYSTEMS.find((s) => s.name === 'buildkite')!;
    fc.assert(
      fc.property(bk.job, fc.uuid(), fc.uuid(), (job, build2, job2) => {
        const first = init(undefined, detect(bk.env(job))).state;
        const rebuild = {
          ...bk.env({ ...job, build: build2, job: job2 }),
          BUILDKITE_REBUILT_FROM_BUILD_ID: job.build!,
        };
        const r = init(failedInTest(first), detect(rebuild));
        expect(r.state.origin).toMatchObject({ runId: job.build, runAttempt: 2 });
      }),
      RUNS,
    );
  });
});

describe('GitHub Actions and a laptop', () => {
  const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
  const ghEnv = fc.record(
    {
      GITHUB_ACTIONS: fc.constantFrom('true', 'true', 'false', ''),
      GITHUB_WORKFLOW: fc.string(),
      GITHUB_JOB: fc.string(),
      GITHUB_REPOSITORY: fc.string(),
      GITHUB_REF: fc.string(),
      GITHUB_RUN_ID: fc.string(),
      GITHUB_RUN_ATTEMPT: fc.oneof(fc.integer({ min: -2, max: 9 }).map(String), fc.string()),
      GITHUB_SHA: fc.string(),
      GITHUB_EVENT_NAME: fc.string(),
      GITHUB_ACTOR: fc.string(),
      CI_STATE_WORKFLOW: fc.string(),
      CI_STATE_JOB: fc.string(),
      CI_STATE_MATRIX: fc.oneof(fc.json(), fc.string()),
      CI_STATE_RUN_ATTEMPT: fc.integer({ min: 1, max: 9 }).map(String),
    },
    { requiredKeys: ['GITHUB_ACTIONS'] },
  );
  const opts = fc.record(
    {
      workflow: opt(fc.string()),
      job: opt(fc.string()),
      scope: opt(fc.string()),
      matrix: opt(fc.oneof(fc.json(), fc.string())),
    },
    { requiredKeys: [] },
  );

  it('detect exactly as before src/ci/', () => {
    fc.assert(
      fc.property(ghEnv, opts, (env, o) => {
        const e: NodeJS.ProcessEnv = { ...env };
        expect(detectEnvironment(o, e, nowhere)).toEqual(legacy.detectEnvironment(o, e, nowhere));
      }),
      { numRuns: 120 },
    );
  });
});

describe('the pieces', () => {
  it('a runner label keeps its ids in order, and they are read back', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[\w.:/-]{1,20}$/)),
          {
            maxLength: 3,
          },
        ),
        (pairs) => {
          const label = runnerLabel('gitlab', Object.fromEntries(pairs));
          const keys = new Set<string>();
          const want = pairs.filter(([k]) => !keys.has(k) && keys.add(k));
          expect(runnerIds(label)).toEqual(want.map(([k]) => Object.fromEntries(pairs)[k]));
        },
      ),
    );
  });

  it('a long name is cut to fit with a hash of the whole, so two never collide', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 257, maxLength: 600 }), fc.string(), (a, b) => {
        expect(fit(a)).toHaveLength(256);
        if (a !== b) expect(fit(a)).not.toBe(fit(b));
      }),
    );
  });

  it('CI_STATE_MATRIX adds to the system’s matrix parts', () => {
    expect(ciMatrixKey({ parallel: '1/3' }, undefined)).toBe('parallel=1/3');
    expect(ciMatrixKey({ parallel: '1/3' }, '{"os":"linux"}')).toBe('os=linux,parallel=1/3');
    expect(ciMatrixKey({}, 'plain')).toBe('matrix=plain');
    expect(ciMatrixKey({ label: undefined }, '')).toBe('');
  });
});
