import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  checkInvariants,
  completePhase,
  createCheckpoint,
  describeCheckpoints,
  digestOf,
  failPhase,
  findCheckpoint,
  latestPhase,
  parsePhaseList,
  rollbackTo,
  setContext,
  startPhase,
  type RunState,
} from '../../src/core/index.js';
import { at, newRun, thrown } from './helpers.js';

function built(): RunState {
  let s = newRun(parsePhaseList('build,test:build,deploy:test!'));
  s = startPhase(s, 'build', { now: at(1) });
  s = completePhase(s, 'build', { now: at(2) });
  s = setContext(s, 'version', '1.0.0');
  return s;
}

describe('createCheckpoint', () => {
  it('snapshots phases and context with their digest, and links the phase record', () => {
    const s0 = built();
    const { state, checkpoint } = createCheckpoint(s0, {
      id: 'cp-1',
      phase: 'build',
      reason: 'phase_completed',
      now: at(3),
    });
    expect(checkpoint).toMatchObject({
      id: 'cp-1',
      phase: 'build',
      reason: 'phase_completed',
      createdAt: at(3),
      attempt: 1,
    });
    expect(checkpoint.snapshot.context).toEqual({ version: '1.0.0' });
    expect(checkpoint.snapshot.phases['build']?.checkpointId).toBe('cp-1');
    expect(checkpoint.stateDigest).toBe(
      digestOf({ phases: checkpoint.snapshot.phases, context: checkpoint.snapshot.context }),
    );
    expect(checkpoint.stateDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(state.checkpoints).toEqual([checkpoint]);
    expect(state.phases['build']?.checkpointId).toBe('cp-1');
    expect(s0.checkpoints).toEqual([]);
    expect(checkInvariants(state)).toEqual([]);
    // The snapshot is a copy: changing the state later does not change it.
    const later = setContext(state, 'version', '2.0.0');
    expect(later.checkpoints[0]?.snapshot.context).toEqual({ version: '1.0.0' });
  });

  it('generates an id when none is given; refuses duplicates, unknown phases and reasons', () => {
    const { checkpoint } = createCheckpoint(built(), { reason: 'user_request', now: at(3) });
    expect(checkpoint.id).toMatch(/^cp-20240501T120003Z-[0-9a-f]{8}$/);
    const s = createCheckpoint(built(), { id: 'cp-1', reason: 'scheduled', now: at(3) }).state;
    expect(
      thrown(() => createCheckpoint(s, { id: 'cp-1', reason: 'scheduled', now: at(4) })).message,
    ).toBe('checkpoint "cp-1" already exists: checkpoints are immutable, expected a new id');
    expect(
      thrown(() =>
        createCheckpoint(s, { id: 'cp-2', phase: 'nope', reason: 'scheduled', now: at(4) }),
      ).message,
    ).toBe('checkpoint phase "nope" is not a recorded phase: expected one of build, test, deploy');
    expect(
      thrown(() =>
        createCheckpoint(s, { id: 'cp-2', reason: 'whenever' as 'scheduled', now: at(4) }),
      ).message,
    ).toBe(
      'checkpoint reason "whenever" is not valid: expected phase_completed, scheduled, user_request, before_rollback, error_recovery, before_restart',
    );
    expect(
      thrown(() => createCheckpoint(s, { id: 'a\nb', reason: 'scheduled', now: at(4) })).message,
    ).toMatch(/printable/);
  });
});

describe('rollbackTo', () => {
  function afterFailure(): RunState {
    let s = createCheckpoint(built(), {
      id: 'cp-build',
      phase: 'build',
      reason: 'phase_completed',
      now: at(3),
    }).state;
    s = startPhase(s, 'test', { now: at(4) });
    s = completePhase(s, 'test', { now: at(5) });
    s = setContext(s, 'version', '1.0.1');
    s = startPhase(s, 'deploy', { now: at(6) });
    s = failPhase(s, 'deploy', { now: at(7), error: 'deploy failed' });
    return s;
  }

  it('restores phases and context, marks later phases rolled_back and records the event', () => {
    const s0 = afterFailure();
    const { state, event } = rollbackTo(s0, 'cp-build', {
      now: at(8),
      id: 'rb-1',
      reason: 'deploy broke',
    });
    expect(event).toEqual({
      id: 'rb-1',
      at: at(8),
      attempt: 1,
      from: 'deploy',
      checkpointId: 'cp-build',
      toPhase: 'build',
      rolledBack: ['test', 'deploy'],
      reason: 'deploy broke',
    });
    expect(state.status).toBe('rolled_back');
    expect(state.context).toEqual({ version: '1.0.0' });
    expect(state.phases['build']?.status).toBe('succeeded');
    expect(state.phases['test']?.status).toBe('rolled_back');
    expect(state.phases['deploy']).toMatchObject({ status: 'rolled_back', error: 'deploy failed' });
    expect(Object.keys(state.phases)).toEqual(['build', 'test', 'deploy']);
    expect(state.rollbackHistory).toEqual([event]);
    expect(checkInvariants(state)).toEqual([]);
    // The run goes on from there.
    const again = startPhase(state, 'test', { now: at(9) });
    expect(again.status).toBe('running');
    expect(again.phases['test']).toMatchObject({ status: 'running', attempts: 2 });
  });

  it('resolves a phase to its newest checkpoint', () => {
    let s = afterFailure();
    s = createCheckpoint(s, {
      id: 'cp-build-2',
      phase: 'build',
      reason: 'user_request',
      now: at(7.5),
    }).state;
    expect(findCheckpoint(s, 'build')?.id).toBe('cp-build-2');
    expect(findCheckpoint(s, 'cp-build')?.id).toBe('cp-build');
    expect(findCheckpoint(s, 'test')).toBeUndefined();
    const { event } = rollbackTo(s, 'build', { now: at(8), id: 'rb' });
    expect(event.checkpointId).toBe('cp-build-2');
  });

  it('refuses an unknown target, listing the available checkpoints', () => {
    const s = afterFailure();
    const err = thrown(() => rollbackTo(s, 'test', { now: at(8) }));
    expect(err.code).toBe('unknown_checkpoint');
    expect(err.message).toBe(
      'unknown rollback target "test": expected a checkpoint id or a phase with a checkpoint; available: cp-build (build)',
    );
    expect(describeCheckpoints(newRun())).toBe('none (this state has no checkpoints)');
  });

  it('the loop guard refuses more than maxRollbacks between the same pair of phases', () => {
    let s = afterFailure();
    for (let i = 0; i < 3; i++) {
      s = rollbackTo(s, 'build', { now: at(10 + i * 10), id: `rb-${i}` }).state;
      s = startPhase(s, 'deploy', { now: at(11 + i * 10) });
      s = failPhase(s, 'deploy', { now: at(12 + i * 10), error: 'again' });
    }
    expect(latestPhase(s)).toBe('deploy');
    const err = thrown(() => rollbackTo(s, 'build', { now: at(50), id: 'rb-4' }));
    expect(err.code).toBe('rollback_loop');
    expect(err.exitCode).toBe(1);
    expect(err.message).toBe(
      'rollback from deploy to build refused: already rolled back 3 times between these phases (limit 3)',
    );
    expect(rollbackTo(s, 'build', { now: at(50), id: 'rb-4', maxRollbacks: 4 }).event.id).toBe(
      'rb-4',
    );
    expect(
      thrown(() => rollbackTo(s, 'build', { now: at(50), id: 'rb-0', maxRollbacks: 9 })).message,
    ).toMatch(/already exists/);
    expect(thrown(() => rollbackTo(s, 'build', { now: at(50), maxRollbacks: -1 })).message).toMatch(
      /non-negative/,
    );
  });

  it('never changes the state it is given', () => {
    const s = afterFailure();
    const before = canonicalJson(s);
    rollbackTo(s, 'build', { now: at(8), id: 'rb' });
    expect(canonicalJson(s)).toBe(before);
  });
});
