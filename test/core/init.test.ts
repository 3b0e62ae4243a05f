import { describe, expect, it } from 'vitest';
import {
  completePhase,
  failPhase,
  finishRun,
  HistoryEntry,
  initAttempt,
  startPhase,
  type InitOptions,
  type RunState,
} from '../../src/core/index.js';

const scope = { repo: 'o/r', workflow: 'ci', job: 'build', matrix: '', ref: 'refs/heads/main' };
const base = {
  repo: 'o/r',
  workflow: 'ci',
  job: 'build',
  sha: 'abc',
  ref: 'refs/heads/main',
  event: 'push',
  actor: 'me',
};

function opts(over: Partial<InitOptions> = {}): InitOptions {
  return {
    scope,
    origin: { ...base, runId: '100', runAttempt: 1 },
    onRunner: true,
    strategy: 'failed',
    toolVersion: '0.1.0',
    now: '2026-01-01T00:00:00.000Z',
    newRunId: () => 'local-new',
    stateId: (runId) => `${runId}-s`,
    ...over,
  };
}

function ran(
  state: RunState,
  phase: string,
  ok: boolean,
  t: number,
  extra: { inputsHash?: string } = {},
): RunState {
  const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();
  const s = startPhase(state, phase, { now: at(t), ...extra });
  return ok
    ? completePhase(s, phase, { now: at(t + 2) })
    : failPhase(s, phase, { now: at(t + 2), error: 'exit code 1', exitCode: 1 });
}

describe('initAttempt', () => {
  it('starts attempt 1 of a new run when nothing is stored', () => {
    const r = initAttempt(undefined, opts());
    expect(r.outcome).toBe('new');
    expect(r.state.origin).toMatchObject({ runId: '100', runAttempt: 1 });
  });

  it("on a runner, resumes the same run at GitHub's attempt number", () => {
    let s = initAttempt(undefined, opts()).state;
    s = ran(s, 'build', true, 0);
    s = ran(s, 'test', false, 5);
    s = finishRun(s, '2026-01-01T00:01:00.000Z');
    const r = initAttempt(s, opts({ origin: { ...base, runId: '100', runAttempt: 3 } }));
    expect(r.outcome).toBe('resumed');
    expect(r.state.origin.runAttempt).toBe(3);
    expect(r.plan?.skip).toEqual(['build']);
    expect(r.plan?.resumeFrom).toBe('test');
  });

  it('on a runner, a completed earlier attempt is re-run with every succeeded phase skipped', () => {
    let s = initAttempt(undefined, opts()).state;
    s = ran(s, 'build', true, 0);
    s = ran(s, 'test', true, 5);
    s = finishRun(s, '2026-01-01T00:01:00.000Z');
    expect(s.status).toBe('completed');
    const r = initAttempt(s, opts({ origin: { ...base, runId: '100', runAttempt: 2 } }));
    expect(r.outcome).toBe('resumed');
    expect(r.plan?.skip).toEqual(['build', 'test']);
    expect(r.plan?.warnings).toEqual([]);
  });

  it('on a runner, the same attempt is unchanged and another run starts fresh, carrying hashed records', () => {
    let s = initAttempt(undefined, opts()).state;
    expect(initAttempt(s, opts()).outcome).toBe('unchanged');
    const hash = 'a'.repeat(64);
    s = ran(s, 'gen', true, 0, { inputsHash: hash });
    s = ran(s, 'build', true, 3);
    s = finishRun(s, '2026-01-01T00:01:00.000Z');
    const r = initAttempt(s, opts({ origin: { ...base, runId: '200', runAttempt: 1 } }));
    expect(r.outcome).toBe('new');
    expect(r.state.origin.runId).toBe('200');
    expect(r.state.carried?.runId).toBe('100');
    expect(Object.keys(r.state.carried?.records ?? {})).toEqual(['gen']);
  });

  it('locally, a failed run gets the next attempt and a completed one a new run', () => {
    const local = opts({ onRunner: false, origin: { ...base } });
    let s = initAttempt(undefined, local).state;
    expect(s.origin).toMatchObject({ runId: 'local-new', runAttempt: 1 });
    s = ran(s, 'a', false, 0);
    s = finishRun(s, '2026-01-01T00:01:00.000Z');
    const next = initAttempt(s, local);
    expect(next.outcome).toBe('resumed');
    expect(next.state.origin.runAttempt).toBe(2);
    let done = ran(next.state, 'a', true, 10);
    done = finishRun(done, '2026-01-01T00:02:00.000Z');
    const fresh = initAttempt(done, { ...local, newRunId: () => 'local-second' });
    expect(fresh.outcome).toBe('new');
    expect(fresh.state.origin).toMatchObject({ runId: 'local-second', runAttempt: 1 });
  });

  it('locally, a phase left running by a dead process is closed as interrupted and redone', () => {
    const local = opts({ onRunner: false, origin: { ...base } });
    let s = initAttempt(undefined, local).state;
    s = ran(s, 'a', true, 0);
    s = startPhase(s, 'b', { now: '2026-01-01T00:00:10.000Z' });
    const r = initAttempt(s, local);
    expect(r.outcome).toBe('resumed');
    expect(r.plan?.skip).toEqual(['a']);
    expect(r.plan?.resumeFrom).toBe('b');
  });

  it('an attempt that never finished comes back as abandoned history entries', () => {
    const local = opts({ onRunner: false, origin: { ...base } });
    let s = initAttempt(undefined, local).state;
    s = ran(s, 'a', true, 0);
    s = startPhase(s, 'b', { now: '2026-01-01T00:00:10.000Z' });
    const r = initAttempt(s, { ...local, now: '2026-01-01T00:05:00.000Z' });
    const entries = (r.abandoned ?? []).map((e) => HistoryEntry.parse(e));
    expect(entries[0]).toMatchObject({
      kind: 'run',
      attempt: 1,
      status: 'abandoned',
      endedAt: '2026-01-01T00:00:10.000Z',
      error: 'abandoned: attempt 2 began before attempt 1 finished (b was running)',
    });
    expect(entries.slice(1).map((e) => e.kind === 'phase' && [e.phase, e.status])).toEqual([
      ['a', 'succeeded'],
      ['b', 'running'],
    ]);
    // A finished attempt is in the history already: nothing more.
    const done = finishRun(ran(r.state, 'b', false, 400), '2026-01-01T00:07:00.000Z');
    expect(initAttempt(done, local).abandoned).toBeUndefined();
  });

  it('a runner that died mid-phase leaves a kept, recoverable failure of that phase', () => {
    let s = initAttempt(undefined, opts()).state;
    s = ran(s, 'a', true, 0);
    s = startPhase(s, 'b', { now: '2026-01-01T00:00:10.000Z' });
    const r = initAttempt(
      s,
      opts({
        origin: { ...base, runId: '100', runAttempt: 2 },
        now: '2026-01-01T00:05:00.000Z',
      }),
    );
    const failure = {
      attempt: 1,
      at: '2026-01-01T00:05:00.000Z',
      message: 'interrupted: attempt 1 ended before the phase finished',
    };
    expect(r.state.phases['b']).toMatchObject({ status: 'pending', attempt: 2 });
    expect(r.state.phases['b']?.failures).toEqual([
      { ...failure, startedAt: '2026-01-01T00:00:10.000Z' },
    ]);
    expect(r.state.lastFailure).toEqual({ phase: 'b', ...failure, recoverable: true });
  });
});
