/**
 * The promise's rules in the core: side effects kept whatever storage lost, outputs that cannot be
 * restored, blocked phases, declared phases as a contract, and the main step's outputs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptOutputs,
  beginAttempt,
  completePhase,
  createCheckpoint,
  decidePhase,
  failPhase,
  finishRun,
  initAttempt,
  planResume,
  rollbackTo,
  skipPhase,
  startPhase,
  type PhaseDeclInput,
  type RunState,
  type Strategy,
} from '../../src/core/index.js';
import { at, newRun, origin, scope, thrown } from './helpers.js';

/** Runs phases in order; `fail` fails that phase and stops. Returns the finished state. */
function attempt(state: RunState, phases: string[], fail?: string, t = 1): RunState {
  let s = state;
  for (const id of phases) {
    const d = decidePhase(s, id);
    if (d.action === 'skip') {
      s = skipPhase(s, id, { now: at(t), reason: d.reason, savedMs: d.savedMs });
      continue;
    }
    s = startPhase(s, id, { now: at(t) });
    if (id === fail) {
      s = failPhase(s, id, { now: at(t + 1), error: 'exit code 1', exitCode: 1 });
      break;
    }
    s = completePhase(s, id, { now: at(t + 1), durationMs: 1000 });
    t += 2;
  }
  return finishRun(s, at(t + 10));
}

function next(state: RunState, strategy: Strategy = 'failed', extra = {}): RunState {
  return beginAttempt(state, {
    origin: origin(state.origin.runAttempt + 1),
    now: at(100 * (state.origin.runAttempt + 1)),
    strategy,
    ...extra,
  }).state;
}

const DEPLOY: PhaseDeclInput[] = [
  { id: 'build' },
  { id: 'deploy', requires: ['build'], sideEffect: true },
  { id: 'notify', requires: ['deploy'] },
  { id: 'verify', requires: ['notify'] },
];

describe('outputs that cannot be restored', () => {
  it('a kept phase whose outputs are lost runs again, and so do the phases requiring it', () => {
    const s1 = attempt(
      newRun([{ id: 'a' }, { id: 'b', requires: ['a'] }, { id: 'c' }]),
      ['a', 'b', 'c'],
      'c',
    );
    const plan = planResume(s1, { strategy: 'failed', lostOutputs: ['a'] });
    expect(plan.redo).toEqual(['a', 'b', 'c']);
    expect(plan.reasons.a).toContain('its outputs could not be restored');
    expect(plan.kept).toEqual([]);
  });

  it('a side effect whose outputs are lost is kept, and the phases needing them are blocked', () => {
    const s1 = attempt(newRun(DEPLOY), ['build', 'deploy', 'notify'], 'notify');
    const plan = planResume(s1, { strategy: 'failed', lostOutputs: ['deploy'] });
    expect(plan.skip).toEqual(['build', 'deploy']);
    expect(plan.lost).toEqual(['deploy']);
    expect(Object.keys(plan.blocked)).toEqual(['notify', 'verify']);
    expect(plan.blocked.notify).toContain('--rerun-side-effects deploy');

    const s2 = next(s1, 'failed', { lostOutputs: ['deploy'] });
    expect(decidePhase(s2, 'deploy')).toMatchObject({ action: 'skip', keepEffect: true });
    expect(decidePhase(s2, 'notify').action).toBe('blocked');
    expect(attemptOutputs(s2).phases).toEqual({
      build: 'skipped',
      deploy: 'skipped',
      notify: 'blocked',
      verify: 'blocked',
    });

    // Allowed by name: deploy runs again (its outputs are gone), then the rest.
    const allowed = planResume(s1, {
      strategy: 'failed',
      lostOutputs: ['deploy'],
      rerunSideEffects: ['deploy'],
    });
    expect(allowed.redo).toEqual(['deploy', 'notify', 'verify']);
    expect(allowed.blocked).toEqual({});
  });

  it('a phase needing a lost side effect through a kept phase is blocked (it may read them)', () => {
    const declared: PhaseDeclInput[] = [
      { id: 'deploy', sideEffect: true },
      { id: 'q', requires: ['deploy'] },
      { id: 'p', requires: ['q'] },
    ];
    const s1 = attempt(newRun(declared), ['deploy', 'q', 'p'], 'p');
    const plan = planResume(s1, { strategy: 'failed', lostOutputs: ['deploy'] });
    expect(plan.skip).toEqual(['deploy', 'q']);
    expect(Object.keys(plan.blocked)).toEqual(['p']);
  });
});

describe('a side effect that happened is never executed again without an allowance', () => {
  it('restart keeps it, in every later attempt', () => {
    const s1 = attempt(newRun(DEPLOY), ['build', 'deploy', 'notify'], 'notify');
    const s2 = attempt(next(s1, 'restart'), ['build', 'deploy', 'notify'], 'notify', 200);
    expect(s2.phases.deploy).toMatchObject({ effectAttempt: 1 });
    const plan = planResume(s2, { strategy: 'restart' });
    expect(plan.skip).toContain('deploy');
    expect(plan.redo).toEqual(['build', 'notify', 'verify']);
  });

  it('after a rollback past it, the next run of it is skipped and says the effect stays', () => {
    let s = attempt(newRun(DEPLOY), ['build'], undefined);
    s = { ...s, status: 'running', endedAt: undefined } as RunState;
    s = createCheckpoint(s, {
      id: 'cp-build',
      phase: 'build',
      reason: 'user_request',
      now: at(20),
    }).state;
    s = startPhase(s, 'deploy', { now: at(21) });
    s = completePhase(s, 'deploy', { now: at(22) });
    s = rollbackTo(s, 'cp-build', { now: at(23) }).state;
    expect(s.phases.deploy?.status).toBe('rolled_back');
    const d = decidePhase(s, 'deploy');
    expect(d).toMatchObject({ action: 'skip', keepEffect: true });
    expect(d.action === 'skip' && d.reason).toContain('rollback does not undo');
    expect(decidePhase(s, 'deploy', { rerunSideEffect: true }).action).toBe('run');
    // And in the next attempt, whatever the strategy.
    const after = finishRun(s, at(30));
    expect(planResume(after, { strategy: 'restart' }).skip).toContain('deploy');
  });

  it('run --rerun-side-effects executes one the plan keeps, and it leaves the skipped list', () => {
    const s1 = attempt(newRun(DEPLOY), ['build', 'deploy', 'notify'], 'notify');
    const s2 = next(s1);
    expect(s2.resume?.skipped).toEqual(['build', 'deploy']);
    expect(decidePhase(s2, 'deploy')).toMatchObject({ action: 'skip', keepEffect: true });
    expect(decidePhase(s2, 'deploy', { rerunSideEffect: true })).toEqual({ action: 'run' });
    // A phase without side effects stays kept: the allowance is about side effects.
    expect(decidePhase(s2, 'build', { rerunSideEffect: true }).action).toBe('skip');
    const ran = startPhase(s2, 'deploy', { now: at(201) });
    expect(ran.resume?.skipped).toEqual(['build']);
    expect(attemptOutputs(ran).phases.deploy).toBe('pending');
  });

  it('the same attempt does not execute it twice', () => {
    let s = newRun(DEPLOY);
    s = startPhase(s, 'build', { now: at(1) });
    s = completePhase(s, 'build', { now: at(2) });
    s = startPhase(s, 'deploy', { now: at(3) });
    s = completePhase(s, 'deploy', { now: at(4) });
    expect(decidePhase(s, 'deploy').action).toBe('skip');
    expect(decidePhase(s, 'build').action).toBe('run');
  });
});

describe('declared phases are a contract', () => {
  it('refuses an undeclared phase in one line listing the declared ones', () => {
    const s = newRun(['build', 'test']);
    const e = thrown(() => decidePhase(s, 'tset'));
    expect(e.code).toBe('undeclared_phase');
    expect(e.message).toMatch(/phase "tset" is not declared: expected build or test/);
    expect(e.message).not.toContain('\n');
    expect(decidePhase({ ...s, allowUndeclared: true }, 'tset').action).toBe('run');
    expect(decidePhase(newRun([]), 'anything').action).toBe('run');
  });

  it('finish with a declared phase not run fails the run, and the next attempt runs it', () => {
    let s = newRun(['build', 'test']);
    s = startPhase(s, 'build', { now: at(1) });
    s = completePhase(s, 'build', { now: at(2) });
    s = finishRun(s, at(3));
    expect(s.status).toBe('failed');
    expect(s.error).toBe('not run: test');
    const plan = planResume(s, { strategy: 'failed' });
    expect(plan.skip).toEqual(['build']);
    expect(plan.redo).toEqual(['test']);
  });

  it('a phase the profile skips is not missing', () => {
    let s = newRun([{ id: 'build' }, { id: 'test', tags: ['test'] }], { profile: 'docs' });
    s = startPhase(s, 'build', { now: at(1) });
    s = completePhase(s, 'build', { now: at(2) });
    expect(finishRun(s, at(3)).status).toBe('completed');
  });
});

describe('the main step outputs', () => {
  it('restart without side effects: not resumed, no resume-from', () => {
    const s1 = attempt(newRun(['a', 'b']), ['a', 'b'], 'b');
    const out = attemptOutputs(next(s1, 'restart'));
    expect(out).toEqual({
      resumed: false,
      resumeFrom: '',
      skipped: [],
      phases: { a: 'pending', b: 'pending' },
    });
  });

  it('skip-failed skipping only the failed phase is not a resume', () => {
    const s1 = attempt(newRun(['a', 'b']), ['a'], 'a');
    const out = attemptOutputs(next(s1, 'skip-failed'));
    expect(out).toMatchObject({ resumed: false, resumeFrom: '', skipped: ['a'] });
    expect(out.phases).toEqual({ a: 'skipped', b: 'pending' });
  });

  it('failed: resumed from the first phase that executes', () => {
    const s1 = attempt(newRun(['a', 'b', 'c']), ['a', 'b'], 'b');
    expect(attemptOutputs(next(s1))).toEqual({
      resumed: true,
      resumeFrom: 'b',
      skipped: ['a'],
      phases: { a: 'skipped', b: 'pending', c: 'pending' },
    });
  });

  it('a re-run of a completed attempt skips everything, or with restart runs it all again', () => {
    const s1 = attempt(newRun(['a', 'b']), ['a', 'b']);
    expect(s1.status).toBe('completed');
    const init = (strategy: Strategy) =>
      initAttempt(s1, {
        scope,
        origin: origin(2),
        onRunner: true,
        strategy,
        toolVersion: '0.1.0',
        now: at(500),
        newRunId: () => '1001',
        stateId: () => 'state-1',
      }).state;
    expect(attemptOutputs(init('failed'))).toMatchObject({ resumed: true, skipped: ['a', 'b'] });
    expect(attemptOutputs(init('restart'))).toMatchObject({ resumed: false, skipped: [] });
  });

  it('no declared phases: only recorded phases are known', () => {
    const s1 = attempt(newRun([]), ['a', 'b'], 'b');
    const out = attemptOutputs(next(s1, 'skip-failed'));
    expect(out).toEqual({
      resumed: true,
      resumeFrom: '',
      skipped: ['a', 'b'],
      phases: { a: 'skipped', b: 'skipped' },
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Generated: the plan's invariants over random DAGs, histories, losses and strategies.

interface Gen {
  n: number;
  requires: number[][];
  side: boolean[];
  fail: number;
  lost: boolean[];
  strategy: Strategy;
  rerun: boolean;
}

const genArb: fc.Arbitrary<Gen> = fc.integer({ min: 2, max: 8 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    requires: fc.array(fc.array(fc.nat(n - 1), { maxLength: 2 }), { minLength: n, maxLength: n }),
    side: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    fail: fc.integer({ min: 0, max: n }),
    lost: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    strategy: fc.constantFrom<Strategy>('failed', 'previous', 'skip-failed', 'restart'),
    rerun: fc.boolean(),
  }),
);

describe('generated plans', () => {
  it('hold the rules for every strategy, loss and allowance', () => {
    fc.assert(
      fc.property(genArb, (g) => {
        const ids = Array.from({ length: g.n }, (_, i) => `p${i}`);
        // Requirements only point backwards, so the graph has no cycle.
        const declared = ids.map((id, i) => ({
          id,
          requires: [...new Set(g.requires[i]!.filter((r) => r < i).map((r) => ids[r]!))],
          sideEffect: g.side[i]!,
        }));
        const fail = g.fail < g.n ? ids[g.fail] : undefined;
        const s1 = attempt(newRun(declared), ids, fail);
        const lostOutputs = ids.filter((_, i) => g.lost[i]);
        const plan = planResume(s1, {
          strategy: g.strategy,
          lostOutputs,
          ...(g.rerun ? { rerunSideEffects: ['all'] } : {}),
        });
        const skip = new Set(plan.skip);
        const redo = new Set(plan.redo);
        const closure = (id: string): Set<string> => {
          const all = new Set<string>();
          const stack = [...declared.find((d) => d.id === id)!.requires];
          while (stack.length) {
            const r = stack.pop()!;
            if (all.has(r)) continue;
            all.add(r);
            stack.push(...declared.find((d) => d.id === r)!.requires);
          }
          return all;
        };
        for (const id of ids) expect(skip.has(id) !== redo.has(id)).toBe(true);
        const done = (id: string) => s1.phases[id]?.status === 'succeeded';
        const sideDone = (id: string) => declared.find((d) => d.id === id)!.sideEffect && done(id);
        for (const id of ids) {
          // A side effect that happened never runs again unless allowed.
          if (sideDone(id) && !g.rerun) expect(skip.has(id)).toBe(true);
          // A kept phase whose outputs are lost is a side effect kept on purpose.
          if (skip.has(id) && lostOutputs.includes(id) && done(id))
            expect(sideDone(id) && !g.rerun).toBe(true);
          // A skipped phase (not a kept side effect) requires, even through others, nothing redone.
          if (skip.has(id) && done(id) && !(sideDone(id) && !g.rerun))
            expect([...closure(id)].filter((r) => redo.has(r))).toEqual([]);
          // A phase runs and needs a lost side effect, even through others, exactly when blocked.
          const needsLost = [...closure(id)].some((r) => plan.lost.includes(r));
          expect(Object.hasOwn(plan.blocked, id)).toBe(redo.has(id) && needsLost);
        }
        // Time saved is at most what the skipped phases took.
        const took = plan.skip.reduce((sum, id) => sum + (s1.phases[id]?.durationMs ?? 0), 0);
        expect(plan.savedMs).toBeLessThanOrEqual(took);
        // Resumed means something an earlier attempt completed is kept.
        for (const id of plan.kept) expect(done(id)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
