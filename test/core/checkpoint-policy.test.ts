import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completePhase,
  createCheckpoint,
  failPhase,
  findCheckpoint,
  initAttempt,
  parsePhaseList,
  planResume,
  rollbackTo,
  startPhase,
  type Checkpoint,
  type RunState,
} from '../../src/core/index.js';
import {
  checkpointsAfterPhase,
  DEFAULT_MAX_CHECKPOINTS,
  effectivePolicy,
  parseCheckpointInterval,
  parseMaxCheckpoints,
  prunableCheckpoints,
  pruneCheckpoints,
  referencedCheckpoints,
  scheduledDue,
  succeededOutputs,
  withCheckpointPolicy,
} from '../../src/core/checkpoint-policy.js';
import { at, newRun, origin, scope, thrown } from './helpers.js';

function ran(s: RunState, phase: string, t: number, ok = true, outputs: string[] = []): RunState {
  const started = startPhase(s, phase, { now: at(t), outputs });
  return ok
    ? completePhase(started, phase, { now: at(t + 1) })
    : failPhase(started, phase, { now: at(t + 1), error: 'exit code 1' });
}

describe('parsing the policy options', () => {
  it('reads phase ends, minutes, hours and both', () => {
    expect(parseCheckpointInterval('3', 'x')).toEqual({ phases: 3 });
    expect(parseCheckpointInterval('30m', 'x')).toEqual({ minutes: 30 });
    expect(parseCheckpointInterval('2h', 'x')).toEqual({ minutes: 120 });
    expect(parseCheckpointInterval('2, 45m', 'x')).toEqual({ phases: 2, minutes: 45 });
    expect(parseMaxCheckpoints('20', 'x')).toBe(20);
  });

  it('refuses anything else in one line naming the option and what it accepts', () => {
    for (const bad of ['0', '-1', 'ten', '5s', '2,3', '1m,2h', '', '3,']) {
      const e = thrown(() => parseCheckpointInterval(bad, '--checkpoint-interval'));
      expect(e.message).toBe(
        `--checkpoint-interval is "${bad}": expected N (every N phase ends), Nm or Nh (every N minutes or hours), or both as "N,Nm"`,
      );
    }
    for (const bad of ['0', '10001', '1.5', 'many', '']) {
      const e = thrown(() => parseMaxCheckpoints(bad, 'input max-checkpoints'));
      expect(e.message).toBe(
        `input max-checkpoints is "${bad}": expected a whole number of checkpoints from 1 to 10000`,
      );
    }
  });

  it('has defaults: errors checkpointed, no schedule, a cap of 50', () => {
    expect(effectivePolicy(newRun())).toEqual({ max: DEFAULT_MAX_CHECKPOINTS, onError: true });
    expect(DEFAULT_MAX_CHECKPOINTS).toBe(50);
  });

  it('is carried by initAttempt into a new run and kept (or changed) by the next attempt', () => {
    const base = {
      scope,
      origin: origin(1),
      onRunner: false,
      strategy: 'failed' as const,
      toolVersion: '0.1.0',
      now: at(0),
      newRunId: () => 'r1',
      stateId: (id: string) => `${id}-s`,
    };
    const first = initAttempt(undefined, {
      ...base,
      checkpointPolicy: { interval: { phases: 2 }, onError: false },
    }).state;
    expect(first.checkpointPolicy).toEqual({ interval: { phases: 2 }, onError: false });
    const failed = ran(first, 'a', 1, false);
    const next = initAttempt(failed, { ...base, now: at(9), checkpointPolicy: { max: 5 } }).state;
    expect(next.checkpointPolicy).toEqual({ interval: { phases: 2 }, max: 5, onError: false });
    expect(thrown(() => withCheckpointPolicy(first, { max: 0 })).message).toMatch(
      /^checkpoint policy is not valid: max: /,
    );
  });
});

describe('which checkpoint to take when a phase ends', () => {
  it('snapshots the outputs of a failed phase (error_recovery) or a cancelled one (before_restart)', () => {
    const s = ran(newRun(), 'build', 1, false, ['dist/**']);
    expect(checkpointsAfterPhase(s, 'build', 'failed', ['dist/**'], at(3))).toEqual([
      { reason: 'error_recovery', phase: 'build', globs: ['dist/**'] },
    ]);
    expect(checkpointsAfterPhase(s, 'build', 'cancelled', ['dist/**'], at(3))).toEqual([
      { reason: 'before_restart', phase: 'build', globs: ['dist/**'] },
    ]);
    // Nothing to snapshot without outputs, nor when the policy turns it off.
    expect(checkpointsAfterPhase(s, 'build', 'failed', [], at(3))).toEqual([]);
    const off = withCheckpointPolicy(s, { onError: false });
    expect(checkpointsAfterPhase(off, 'build', 'failed', ['dist/**'], at(3))).toEqual([]);
    expect(checkpointsAfterPhase(s, 'build', 'succeeded', ['dist/**'], at(3))).toEqual([]);
  });

  it('schedules one every N phase ends of the attempt, with the outputs of the succeeded phases', () => {
    let s = withCheckpointPolicy(newRun(), { interval: { phases: 2 } });
    s = ran(s, 'a', 1, true, ['a/**']);
    expect(scheduledDue(s, at(3))).toBe(false);
    s = ran(s, 'b', 3, true, ['b/**', 'a/**']);
    expect(checkpointsAfterPhase(s, 'b', 'succeeded', ['b/**'], at(5))).toEqual([
      { reason: 'scheduled', phase: 'b', globs: ['a/**', 'b/**'] },
    ]);
    s = createCheckpoint(s, { id: 'sc-1', reason: 'scheduled', phase: 'b', now: at(5) }).state;
    // The scheduled checkpoint does not become b's checkpoint.
    expect(s.phases.b?.checkpointId).toBeUndefined();
    s = ran(s, 'c', 6, false, ['c/**']);
    expect(scheduledDue(s, at(8))).toBe(false);
    s = ran(s, 'd', 8);
    expect(scheduledDue(s, at(10))).toBe(true);
    expect(succeededOutputs(s)).toEqual(['a/**', 'b/**']);
    // After a failure the scheduled checkpoint is of no phase.
    expect(checkpointsAfterPhase(s, 'd', 'failed', [], at(10))).toEqual([
      { reason: 'scheduled', globs: ['a/**', 'b/**'] },
    ]);
  });

  it('schedules one every M minutes, counted from the last one or the start of the attempt', () => {
    let s = withCheckpointPolicy(newRun(), { interval: { minutes: 10 } });
    s = ran(s, 'a', 1);
    expect(scheduledDue(s, at(599))).toBe(false);
    expect(scheduledDue(s, at(600))).toBe(true);
    s = createCheckpoint(s, { id: 'sc-1', reason: 'scheduled', now: at(600) }).state;
    expect(scheduledDue(s, at(1000))).toBe(false);
    expect(scheduledDue(s, at(1200))).toBe(true);
  });
});

describe('what holds a phase’s completed outputs', () => {
  it('never an error_recovery, before_restart or before_rollback checkpoint', () => {
    let s = newRun(parsePhaseList('build,test'));
    s = ran(s, 'build', 1, true, ['dist/**']);
    s = createCheckpoint(s, {
      id: 'cp-ok',
      phase: 'build',
      reason: 'phase_completed',
      now: at(3),
    }).state;
    s = ran(s, 'test', 4, false, ['out/**']);
    s = createCheckpoint(s, {
      id: 'cp-err',
      phase: 'test',
      reason: 'error_recovery',
      now: at(6),
    }).state;
    s = createCheckpoint(s, { id: 'cp-br', reason: 'before_rollback', now: at(7) }).state;
    // Found by id, never by the phase's name; the failed phase's record is not linked to it.
    expect(findCheckpoint(s, 'cp-err')?.id).toBe('cp-err');
    expect(findCheckpoint(s, 'test')).toBeUndefined();
    expect(findCheckpoint(s, 'build')?.id).toBe('cp-ok');
    expect(s.phases.test?.checkpointId).toBeUndefined();
    expect(thrown(() => rollbackTo(s, 'test', { now: at(8) })).message).toMatch(
      /^unknown rollback target "test"/,
    );
    // The phase is known, so the strategy keeps what was done up to it, as recorded.
    const byName = planResume(s, { strategy: 'checkpoint:test' });
    expect(byName.checkpointId).toBeUndefined();
    expect(byName.redo).toEqual(['test']);
    expect(byName.warnings[0]).toMatch(/^no checkpoint of phase test/);
    expect(planResume(s, { strategy: 'checkpoint:build' }).checkpointId).toBe('cp-ok');
  });

  it('a rollback by name also finds a checkpoint taken of a phase before it ran', () => {
    let s = newRun(parsePhaseList('build,migrate'));
    s = ran(s, 'build', 1);
    s = createCheckpoint(s, {
      id: 'pre',
      phase: 'migrate',
      reason: 'user_request',
      now: at(3),
    }).state;
    s = ran(s, 'migrate', 4, false);
    expect(rollbackTo(s, 'migrate', { now: at(6) }).event.checkpointId).toBe('pre');
    // Not to resume from: it does not hold what migrate completed.
    expect(findCheckpoint(s, 'migrate')).toBeUndefined();
    expect(findCheckpoint(s, 'migrate', 'rollback')?.id).toBe('pre');
  });
});

describe('the cap', () => {
  function many(n: number, max?: number): RunState {
    let s = newRun(parsePhaseList('build'));
    if (max !== undefined) s = withCheckpointPolicy(s, { max });
    for (let i = 0; i < n; i++)
      s = createCheckpoint(s, { id: `u-${i}`, reason: 'user_request', now: at(i) }).state;
    return s;
  }

  it('prunes the oldest unreferenced checkpoints when a new one would pass it', () => {
    let s = many(3, 3);
    s = ran(s, 'build', 10, true, ['dist/**']);
    const r = createCheckpoint(s, {
      id: 'pc',
      phase: 'build',
      reason: 'phase_completed',
      now: at(12),
    });
    expect(r.pruned).toEqual(['u-0']);
    expect(r.state.checkpoints.map((c) => c.id)).toEqual(['u-1', 'u-2', 'pc']);
    // A rollback event refers to u-1: the next one prunes u-2.
    const rolled = rollbackTo(r.state, 'u-1', { now: at(13), id: 'rb-1' }).state;
    const r2 = createCheckpoint(rolled, { id: 'n', reason: 'user_request', now: at(14) });
    expect(r2.pruned).toEqual(['u-2']);
    // The rollback made build rolled_back: pc is no longer referenced, unless kept (a rollback's
    // target is kept that way); with everything referenced or kept, the cap is passed.
    const r3 = createCheckpoint(r2.state, {
      id: 'k',
      reason: 'before_rollback',
      now: at(15),
      keep: ['n', 'pc'],
    });
    expect(r3.pruned).toEqual([]);
    expect(r3.state.checkpoints).toHaveLength(4);
  });

  it('defaults to 50', () => {
    const s = many(DEFAULT_MAX_CHECKPOINTS + 1);
    expect(s.checkpoints).toHaveLength(DEFAULT_MAX_CHECKPOINTS);
    expect(s.checkpoints[0]?.id).toBe('u-1');
  });
});

describe('pruning (property)', () => {
  const cpArb = fc.record({
    phase: fc.constantFrom<string | undefined>(undefined, 'a', 'b', 'c'),
    reason: fc.constantFrom(
      'phase_completed',
      'user_request',
      'scheduled',
      'error_recovery',
      'before_rollback',
      'before_restart',
    ) as fc.Arbitrary<Checkpoint['reason']>,
    t: fc.integer({ min: 0, max: 50 }),
  });
  const stateArb = fc
    .record({
      cps: fc.array(cpArb, { maxLength: 30 }),
      statuses: fc.array(fc.constantFrom('succeeded', 'failed', 'pending' as const), {
        minLength: 3,
        maxLength: 3,
      }),
      links: fc.array(fc.nat(40), { maxLength: 3 }),
      rollbacks: fc.array(fc.nat(40), { maxLength: 3 }),
      resume: fc.option(fc.nat(40), { nil: undefined }),
      max: fc.integer({ min: 1, max: 20 }),
      keep: fc.array(fc.nat(40), { maxLength: 2 }),
    })
    .map((g) => {
      const base = newRun(parsePhaseList('a,b,c'));
      const ids = g.cps.map((_, i) => `cp-${i}`);
      const phases = { ...base.phases };
      (['a', 'b', 'c'] as const).forEach((p, i) => {
        const status = g.statuses[i]!;
        const link = g.links[i] !== undefined ? ids[g.links[i]!] : undefined;
        phases[p] = {
          ...phases[p]!,
          status,
          ...(link ? { checkpointId: link } : {}),
          ...(status !== 'pending' ? { startedAt: at(0), endedAt: at(1) } : {}),
        };
      });
      const checkpoints: Checkpoint[] = g.cps.map((c, i) => ({
        id: ids[i]!,
        ...(c.phase ? { phase: c.phase } : {}),
        reason: c.reason,
        createdAt: at(c.t),
        attempt: 1,
        stateDigest: '0'.repeat(64),
        snapshot: { phases, context: {} },
        files: [],
        globs: [],
        captures: [],
      }));
      const state: RunState = {
        ...base,
        phases,
        checkpoints,
        rollbackHistory: g.rollbacks
          .filter((n) => ids[n] !== undefined)
          .map((n, i) => ({
            id: `rb-${i}`,
            at: at(60),
            attempt: 1,
            checkpointId: ids[n]!,
            rolledBack: [],
          })),
      };
      if (g.resume !== undefined && ids[g.resume] !== undefined)
        state.resume = {
          strategy: 'failed',
          fromAttempt: 1,
          skipped: [],
          redo: [],
          savedMs: 0,
          reasons: {},
          plannedAt: at(0),
          checkpointId: ids[g.resume]!,
        };
      const keep = g.keep.flatMap((n) => (ids[n] !== undefined ? [ids[n]!] : []));
      return { state, max: g.max, keep };
    });

  it('never prunes a referenced or kept checkpoint, and never exceeds the cap unless all are', () => {
    fc.assert(
      fc.property(stateArb, ({ state, max, keep }) => {
        const held = referencedCheckpoints(state);
        for (const id of keep) held.add(id);
        const pruned = prunableCheckpoints(state, max, keep);
        for (const id of pruned) expect(held.has(id)).toBe(false);
        expect(new Set(pruned).size).toBe(pruned.length);
        const after = pruneCheckpoints(state, max, keep).state;
        expect(after.checkpoints.length).toBe(state.checkpoints.length - pruned.length);
        if (after.checkpoints.length > max)
          for (const c of after.checkpoints) expect(held.has(c.id)).toBe(true);
        else expect(pruned.length).toBe(Math.max(0, state.checkpoints.length - max));
        // Oldest first: every kept unreferenced checkpoint is no older than every pruned one.
        const t = (id: string) => state.checkpoints.find((c) => c.id === id)!.createdAt;
        const keptFree = after.checkpoints.filter((c) => !held.has(c.id));
        for (const p of pruned) for (const k of keptFree) expect(k.createdAt >= t(p)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
