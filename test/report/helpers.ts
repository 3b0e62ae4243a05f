/**
 * States for the report tests, made with the core's own transitions (so they are states ci-state
 * really produces), plus `withRecord` to put arbitrary (hostile) text where free text is allowed.
 */
import {
  beginAttempt,
  completePhase,
  createCheckpoint,
  createRun,
  failPhase,
  finishRun,
  parsePhaseList,
  RunState,
  rollbackTo,
  startPhase,
  type Origin,
  type PhaseRecord,
  type Scope,
} from '../../src/core/index.js';

export const scope: Scope = {
  repo: 'acme/shop',
  workflow: 'CI',
  job: 'build',
  matrix: '',
  ref: 'refs/pull/7/merge',
};

export function origin(runAttempt = 1, extra: Partial<Origin> = {}): Origin {
  return {
    repo: 'acme/shop',
    workflow: 'CI',
    job: 'build',
    runId: '4242',
    runAttempt,
    sha: 'a'.repeat(40),
    ref: 'refs/pull/7/merge',
    event: 'pull_request',
    actor: 'octocat',
    ...extra,
  };
}

const BASE = Date.parse('2024-05-01T12:00:00.000Z');
/** A time `s` seconds after the base time. */
export function at(s: number): string {
  return new Date(BASE + s * 1000).toISOString();
}

export const LINKS = {
  serverUrl: 'https://github.com',
  repository: 'acme/shop',
  runId: '4242',
  runAttempt: 2,
};

/** Attempt 1: build (121 s) and lint (131 s) succeed, test fails with exit code 3. */
export function failedFirstAttempt(extra: { scope?: Partial<Scope> } = {}): RunState {
  let s = createRun({
    id: 'state-1',
    scope: { ...scope, ...extra.scope },
    origin: origin(1),
    declared: parsePhaseList('build,lint,test,e2e'),
    toolVersion: '0.1.0',
    now: at(0),
  });
  s = completePhase(startPhase(s, 'build', { now: at(0) }), 'build', { now: at(121) });
  s = createCheckpoint(s, {
    phase: 'build',
    reason: 'phase_completed',
    now: at(121),
    id: 'cp-build',
  }).state;
  s = completePhase(startPhase(s, 'lint', { now: at(121) }), 'lint', { now: at(252) });
  s = failPhase(startPhase(s, 'test', { now: at(252) }), 'test', {
    now: at(300),
    error: 'exit code 3',
    exitCode: 3,
    stderrTail: 'FAIL src/cart.test.ts\n  expected 2, got 3\n',
    stdoutTail: 'running 12 tests\n',
  });
  return finishRun(s, at(301));
}

/** Attempt 2 of the same run: resumes from test, skips build and lint, and completes. */
export function resumedSecondAttempt(complete = true): RunState {
  let s = beginAttempt(failedFirstAttempt(), {
    origin: origin(2),
    now: at(1000),
    strategy: 'failed',
  }).state;
  if (!complete) return s;
  s = completePhase(startPhase(s, 'test', { now: at(1000) }), 'test', { now: at(1060) });
  s = completePhase(startPhase(s, 'e2e', { now: at(1060) }), 'e2e', { now: at(1100) });
  return finishRun(s, at(1101));
}

/** Attempt 1 that rolled back from deploy to the checkpoint of build. */
export function rolledBack(): RunState {
  return rollbackTo(beforeRollback(), 'cp-1', { now: at(31), reason: 'deploy health check failed' })
    .state;
}

/** Attempt 1 before that rollback: build, its checkpoint, migrate, and deploy failed. */
export function beforeRollback(): RunState {
  let s = createRun({
    id: 'state-rb',
    scope,
    origin: origin(1),
    declared: parsePhaseList('build,migrate,deploy'),
    toolVersion: '0.1.0',
    now: at(0),
  });
  s = completePhase(startPhase(s, 'build', { now: at(0) }), 'build', { now: at(10) });
  s = createCheckpoint(s, {
    phase: 'build',
    reason: 'phase_completed',
    now: at(10),
    id: 'cp-1',
  }).state;
  s = completePhase(startPhase(s, 'migrate', { now: at(10) }), 'migrate', { now: at(20) });
  return failPhase(startPhase(s, 'deploy', { now: at(20) }), 'deploy', {
    now: at(30),
    error: 'health check failed',
    exitCode: 1,
  });
}

/** A copy of `state` with `patch` merged into phase `id`'s record, checked by the schema. */
export function withRecord(state: RunState, id: string, patch: Partial<PhaseRecord>): RunState {
  const rec = state.phases[id];
  if (!rec) throw new Error(`no phase ${id}`);
  return RunState.parse({ ...state, phases: { ...state.phases, [id]: { ...rec, ...patch } } });
}

/** A state with `n` succeeded phases p0001… of 1 s each, run one after the other. */
export function manyPhases(n: number): RunState {
  const phases: Record<string, PhaseRecord> = {};
  for (let i = 0; i < n; i++) {
    const id = `p${String(i).padStart(4, '0')}`;
    phases[id] = {
      status: 'succeeded',
      attempt: 1,
      attempts: 1,
      startedAt: at(i),
      endedAt: at(i + 1),
      durationMs: 1000,
      outputs: [],
      sideEffect: false,
      conditional: false,
      requires: [],
    };
  }
  const base = createRun({
    id: 'state-many',
    scope,
    origin: origin(1),
    toolVersion: '0.1.0',
    now: at(0),
  });
  return RunState.parse({
    ...base,
    status: 'completed',
    phases,
    endedAt: at(n + 1),
    updatedAt: at(n + 1),
  });
}
