import { describe, expect, it } from 'vitest';
import {
  checkInvariants,
  completePhase,
  createCheckpoint,
  failPhase,
  finishRun,
  parsePhaseList,
  serializeState,
  startPhase,
  validateState,
  type RunState,
} from '../../src/core/index.js';
import { at, newRun } from './helpers.js';

function good(): RunState {
  let s = newRun(parsePhaseList('build,test:build'));
  s = completePhase(startPhase(s, 'build', { now: at(1) }), 'build', { now: at(2) });
  s = failPhase(startPhase(s, 'test', { now: at(3) }), 'test', {
    now: at(4),
    error: 'exit code 1',
  });
  return finishRun(s, at(5));
}

const doc = (s: RunState): Record<string, unknown> =>
  JSON.parse(serializeState(s)) as Record<string, unknown>;

describe('validateState', () => {
  it('accepts a valid state and returns it', () => {
    const r = validateState(doc(good()));
    expect(r.ok).toBe(true);
    expect(r.errors).toEqual([]);
    if (r.ok) expect(r.state.status).toBe('failed');
  });

  it('returns every schema error', () => {
    const d = doc(good());
    d['status'] = 'weird';
    d['seq'] = -1;
    (d['phases'] as Record<string, Record<string, unknown>>)['build']!['status'] = 'ok';
    const r = validateState(d);
    expect(r.ok).toBe(false);
    expect(r.errors).toHaveLength(3);
    expect(r.errors.map((e) => e.split(':')[0])).toEqual(
      expect.arrayContaining(['status', 'seq', 'phases.build.status']),
    );
  });

  it('returns every invariant violation', () => {
    const s = good();
    const bad: RunState = {
      ...s,
      status: 'completed',
      endedAt: undefined,
      phases: {
        build: {
          ...s.phases['build']!,
          error: 'oops',
          exitCode: 2,
          attempt: 5,
          requires: ['ghost'],
        },
        test: { ...s.phases['test']!, error: undefined, endedAt: undefined },
        lint: {
          status: 'skipped',
          attempt: 1,
          attempts: 0,
          outputs: [],
          sideEffect: false,
          conditional: false,
          requires: [],
        },
        run: {
          status: 'running',
          attempt: 1,
          attempts: 0,
          endedAt: at(1),
          outputs: [],
          sideEffect: false,
          conditional: false,
          requires: [],
        },
      },
      pause: { reason: 'x', at: at(1) },
      createdAt: at(10),
      checkpoints: [],
      resume: {
        strategy: 'failed',
        fromAttempt: 1,
        skipped: ['test', 'nope'],
        redo: ['test'],
        savedMs: 0,
        reasons: {},
        plannedAt: at(1),
      },
    };
    delete (bad as Partial<RunState>).endedAt;
    const errors = checkInvariants(bad);
    expect(errors).toEqual([
      "phases.build.attempt: attempt 5 is after the run's attempt 1",
      'phases.build.error: a succeeded phase has no error',
      'phases.build.exitCode: a succeeded phase exits with 0, not 2',
      'phases.build.requires: requires ghost, which is neither declared nor recorded',
      'phases.test.error: a failed phase needs an error',
      'phases.test.endedAt: a failed phase needs an end time',
      'phases.lint.reason: a skipped phase needs a reason',
      'phases.run.startedAt: a running phase needs a start time',
      'phases.run.endedAt: a running phase has no end time',
      'phases.run.attempts: a running phase was started at least once',
      'endedAt: a completed run needs an end time',
      'status: a run with a failed phase cannot be completed',
      'status: no phase runs while the run is completed',
      'pause: a completed run is not paused',
      'updatedAt: is before createdAt',
      "resume.fromAttempt: attempt 1 is not before the run's attempt 1",
      'resume.skipped: phase test is skipped but its record is failed',
      'resume.redo: phase test is both skipped and redone',
      'resume.skipped: phase nope is skipped but not recorded',
    ]);
    const r = validateState(JSON.parse(JSON.stringify(bad)));
    expect(r).toEqual({ ok: false, errors });
  });

  it('checks run status against phases, checkpoints and rollbacks', () => {
    const s = good();
    expect(
      checkInvariants({ ...s, status: 'failed', phases: { build: s.phases['build']! } }),
    ).toEqual(['status: a failed run needs a failed phase or an error']);
    expect(checkInvariants({ ...s, status: 'running' })).toEqual([
      'endedAt: a running run has no end time',
    ]);
    expect(checkInvariants({ ...s, status: 'paused', endedAt: undefined } as RunState)).toContain(
      'pause: a paused run needs a pause reason',
    );
    expect(checkInvariants({ ...s, status: 'rolled_back' })).toEqual([
      'rollbackHistory: a rolled_back run needs a rollback event',
    ]);
    const cp = createCheckpoint(s, {
      id: 'c',
      phase: 'build',
      reason: 'scheduled',
      now: at(6),
    }).state;
    expect(checkInvariants(cp)).toEqual([]);
    const dup = { ...cp, checkpoints: [cp.checkpoints[0]!, { ...cp.checkpoints[0]!, attempt: 4 }] };
    expect(checkInvariants(dup)).toEqual([
      'checkpoints[1].id: checkpoint id c is not unique',
      "checkpoints[1].attempt: attempt 4 is after the run's attempt 1",
    ]);
    expect(
      checkInvariants({
        ...s,
        declared: [
          { id: 'a', requires: ['a', 'z'], sideEffect: false, reuse: false, tags: [] },
          { id: 'a', requires: [], sideEffect: false, reuse: false, tags: [] },
        ],
      }),
    ).toEqual([
      'declared[1].id: phase a is declared twice',
      'declared[0].requires: phase a requires itself',
      'declared[0].requires: requires z, which is not declared',
    ]);
  });

  it('reports forbidden keys and newer versions as errors too', () => {
    expect(validateState(JSON.parse('{"schemaVersion":2,"__proto__":{}}'))).toEqual({
      ok: false,
      errors: ['__proto__: key not allowed'],
    });
    expect(validateState({ schemaVersion: 7 })).toEqual({
      ok: false,
      errors: [
        'schemaVersion 7 is newer than this ci-state supports (2); upgrade ci-state to read it',
      ],
    });
  });
});
