import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CiStateError,
  MAX_PHASE_FAILURES,
  RunState,
  UNFINISHED_PHASE_ERROR,
  beginAttempt,
  checkInvariants,
  completePhase,
  createRun,
  deriveRunStatus,
  failPhase,
  finishRun,
  getContext,
  parsePhaseList,
  pauseRun,
  setContext,
  skipPhase,
  startPhase,
  unmetRequirements,
  unpauseRun,
} from '../../src/core/index.js';
import { at, newRun, origin, scope, thrown } from './helpers.js';

function valid(state: RunState): RunState {
  expect(checkInvariants(state)).toEqual([]);
  expect(RunState.safeParse(state).success).toBe(true);
  return state;
}

/** build ok, test fails (exit 3), run finished: attempt 1 of a typical failed run. */
function failedRun(): RunState {
  let s = newRun(parsePhaseList('build,lint,test:build+lint,deploy:test!'));
  s = startPhase(s, 'build', { now: at(1) });
  s = completePhase(s, 'build', { now: at(13.3) });
  s = startPhase(s, 'lint', { now: at(14) });
  s = completePhase(s, 'lint', { now: at(15) });
  s = startPhase(s, 'test', { now: at(16) });
  s = failPhase(s, 'test', { now: at(20), error: 'exit code 3', exitCode: 3 });
  return finishRun(s, at(21));
}

describe('createRun', () => {
  it('creates a pending run with one pending record per declared phase, in order', () => {
    const s = valid(newRun(parsePhaseList('build,test:build,deploy:test!')));
    expect(s).toMatchObject({
      schemaVersion: 2,
      id: 'state-1',
      status: 'pending',
      seq: 0,
      createdAt: at(0),
      updatedAt: at(0),
    });
    expect(Object.keys(s.phases)).toEqual(['build', 'test', 'deploy']);
    expect(s.phases['deploy']).toEqual({
      status: 'pending',
      attempt: 1,
      attempts: 0,
      outputs: [],
      sideEffect: true,
      conditional: false,
      requires: ['test'],
    });
    expect(s.metadata).toEqual({ toolVersion: '0.1.0' });
  });

  it('records phases the profile skips as skipped, with reason "profile <name>"', () => {
    const s = valid(newRun(['build', 'lint', 'test', 'docs'], { profile: 'docs' }));
    expect(s.phases['lint']).toMatchObject({ status: 'skipped', reason: 'profile docs' });
    expect(s.phases['test']).toMatchObject({ status: 'skipped', reason: 'profile docs' });
    expect(s.phases['build']?.status).toBe('pending');
    expect(s.profile).toBe('docs');
  });

  it('refuses bad input with one-line errors', () => {
    const base = { id: 'x', scope, origin: origin(), toolVersion: '1', now: at(0) };
    expect(thrown(() => createRun({ ...base, profile: 'nope' })).message).toBe(
      'unknown profile "nope" (--profile): expected docs or full',
    );
    expect(thrown(() => createRun({ ...base, declared: [{ id: 'a' }, { id: 'a' }] })).message).toBe(
      'invalid phases (declared phases): phase "a" is declared twice',
    );
    expect(
      thrown(() => createRun({ ...base, origin: { ...origin(), runAttempt: 0 } })).message,
    ).toMatch(/^origin is not valid: runAttempt: /);
    expect(thrown(() => createRun({ ...base, now: 'soon' })).code).toBe('invalid_time');
    expect(thrown(() => createRun({ ...base, id: '' })).message).toMatch(
      /^new run is not valid: id: /,
    );
  });
});

describe('phase transitions', () => {
  it('start -> complete records times, attempt and attempts; the run is running', () => {
    const s0 = newRun(['build']);
    const s1 = valid(startPhase(s0, 'build', { now: at(1), outputs: ['dist/**'] }));
    expect(s1.status).toBe('running');
    expect(s1.phases['build']).toMatchObject({
      status: 'running',
      attempt: 1,
      attempts: 1,
      startedAt: at(1),
      outputs: ['dist/**'],
    });
    const s2 = valid(completePhase(s1, 'build', { now: at(3.5), exitCode: 0, stdoutTail: 'ok\n' }));
    expect(s2.phases['build']).toMatchObject({
      status: 'succeeded',
      endedAt: at(3.5),
      durationMs: 2500,
      exitCode: 0,
      stdoutTail: 'ok\n',
    });
    expect(s2.updatedAt).toBe(at(3.5));
    // Immutability: the inputs did not change.
    expect(s0.phases['build']?.status).toBe('pending');
    expect(s1.phases['build']?.status).toBe('running');
  });

  it('a phase not declared is appended in the order it starts', () => {
    let s = newRun(['build']);
    s = startPhase(s, 'extra', { now: at(1) });
    expect(Object.keys(s.phases)).toEqual(['build', 'extra']);
  });

  it('uses a measured duration when given and never ends before it started', () => {
    let s = startPhase(newRun(['a']), 'a', { now: at(10) });
    expect(completePhase(s, 'a', { now: at(11), durationMs: 777 }).phases['a']?.durationMs).toBe(
      777,
    );
    // A clock that went back (another machine): the end is clamped to the start.
    s = valid(completePhase(s, 'a', { now: at(5) }));
    expect(s.phases['a']).toMatchObject({ endedAt: at(10), durationMs: 0 });
  });

  it('fail records the error, exit code, signal, cancellation; tails are redacted', () => {
    let s = startPhase(newRun(['test']), 'test', { now: at(1) });
    s = valid(
      failPhase(s, 'test', {
        now: at(2),
        error: 'exit code 143 with token=abc123secret',
        exitCode: 143,
        signal: 'SIGTERM',
        cancelled: true,
        stderrTail: `auth ghp_${'x'.repeat(36)} failed`,
      }),
    );
    expect(s.phases['test']).toMatchObject({
      status: 'failed',
      exitCode: 143,
      signal: 'SIGTERM',
      cancelled: true,
      error: 'exit code 143 with token=***',
      stderrTail: 'auth *** failed',
    });
  });

  it('refuses illegal transitions with one-line messages and changes nothing', () => {
    const s = newRun(['build']);
    const e1 = thrown(() => completePhase(s, 'build', { now: at(1) }));
    expect(e1).toBeInstanceOf(CiStateError);
    expect(e1.code).toBe('illegal_transition');
    expect(e1.message).toBe('cannot complete phase build: it is pending, not running');
    expect(thrown(() => failPhase(s, 'nope', { now: at(1), error: 'x' })).message).toBe(
      'cannot fail phase nope: it is not recorded, not running',
    );
    const running = startPhase(s, 'build', { now: at(1) });
    expect(thrown(() => startPhase(running, 'build', { now: at(2) })).message).toBe(
      `cannot start phase build: it is already running (since ${at(1)})`,
    );
    expect(thrown(() => completePhase(running, 'build', { now: at(2), exitCode: 1 })).message).toBe(
      'cannot complete phase build with exit code "1": a phase that succeeded exits with 0; use failPhase',
    );
    expect(thrown(() => failPhase(running, 'build', { now: at(2), error: '  ' })).message).toBe(
      'failing phase build needs an error: expected a non-empty description, e.g. "exit code 3"',
    );
    expect(thrown(() => skipPhase(running, 'build', { now: at(2), reason: 'x' })).message).toBe(
      'cannot skip phase build: it is running',
    );
    expect(thrown(() => startPhase(s, 'bad id', { now: at(1) })).message).toMatch(
      /^phase "bad id" is not a phase id: /,
    );
    expect(thrown(() => startPhase(s, 'x', { now: at(1), requires: ['ghost'] })).message).toBe(
      'phase x cannot require "ghost": expected phases that are declared or recorded, other than itself',
    );
    expect(thrown(() => startPhase(s, 'x', { now: at(1), inputsHash: 'abc' })).message).toMatch(
      /expected a lowercase hex sha256/,
    );
    expect(s.phases['build']?.status).toBe('pending');
  });

  it('a phase can run again after it finished: attempts counts every start', () => {
    let s = startPhase(newRun(['a']), 'a', { now: at(1) });
    s = failPhase(s, 'a', { now: at(2), error: 'flaky' });
    s = startPhase(s, 'a', { now: at(3) });
    expect(s.phases['a']).toMatchObject({ status: 'running', attempts: 2 });
    expect(s.phases['a']?.error).toBeUndefined();
    s = valid(completePhase(s, 'a', { now: at(4) }));
    expect(s.phases['a']?.status).toBe('succeeded');
  });

  it('skip: a phase that never ran becomes skipped; a succeeded one keeps status and attempt', () => {
    let s = newRun(['lint', 'build']);
    s = valid(skipPhase(s, 'lint', { now: at(1), reason: 'profile docs' }));
    expect(s.phases['lint']).toMatchObject({
      status: 'skipped',
      attempt: 1,
      reason: 'profile docs',
    });
    s = startPhase(s, 'build', { now: at(1) });
    s = completePhase(s, 'build', { now: at(11) });
    s = finishRun(s, at(12));
    // Pretend a new attempt restored it: skip keeps "build from attempt 1".
    const next = beginAttempt(failPhaseRun(), {
      origin: origin(2),
      now: at(50),
      strategy: 'failed',
    }).state;
    const skipped = valid(
      skipPhase(next, 'build', { now: at(51), reason: 'succeeded in attempt 1' }),
    );
    expect(skipped.phases['build']).toMatchObject({
      status: 'succeeded',
      attempt: 1,
      reason: 'succeeded in attempt 1',
      savedMs: 12_300,
    });
    expect(thrown(() => skipPhase(next, 'build', { now: at(51), reason: '' })).message).toMatch(
      /needs a reason/,
    );
    // Cross-run reuse: a phase that never ran, skipped with the time it saves.
    const reused = valid(
      skipPhase(newRun(['build']), 'build', {
        now: at(1),
        reason: 'reused from run 7',
        savedMs: 4000,
      }),
    );
    expect(reused.phases['build']).toMatchObject({ status: 'skipped', savedMs: 4000 });
  });
});

function failPhaseRun(): RunState {
  return failedRun();
}

describe('run transitions', () => {
  it('finishRun: completed when no phase failed, failed otherwise', () => {
    let s = startPhase(newRun(['a']), 'a', { now: at(1) });
    s = completePhase(s, 'a', { now: at(2) });
    const done = valid(finishRun(s, at(3)));
    expect(done).toMatchObject({ status: 'completed', endedAt: at(3), updatedAt: at(3) });
    const failed = valid(failedRun());
    expect(failed.status).toBe('failed');
    expect(thrown(() => finishRun(done, at(4))).message).toBe(
      'cannot finish the run: it already completed',
    );
    expect(thrown(() => startPhase(done, 'a', { now: at(4) })).message).toBe(
      'cannot start phase a: the run is completed; start a new run with `ci-state init`',
    );
    // The way on names commands that exist, never an internal function.
    expect(thrown(() => startPhase(failed, 'a', { now: at(4) })).message).toBe(
      'cannot start phase a: the run is failed; start its next attempt with `ci-state resume` (or `ci-state init`), or a new run with `ci-state reset` then `ci-state init`',
    );
  });

  it('finishRun fails phases still running, and takes a run error', () => {
    const s = startPhase(newRun(['a']), 'a', { now: at(1) });
    const done = valid(finishRun(s, at(5)));
    expect(done.status).toBe('failed');
    expect(done.phases['a']).toMatchObject({
      status: 'failed',
      error: UNFINISHED_PHASE_ERROR,
      endedAt: at(5),
      durationMs: 4000,
    });
    const withError = valid(
      finishRun(newRun(['a']), at(5), { error: 'the job failed after the last phase' }),
    );
    expect(withError).toMatchObject({
      status: 'failed',
      error: 'the job failed after the last phase',
    });
  });

  it('pause and unpause', () => {
    let s = startPhase(newRun(['a', 'b']), 'a', { now: at(1) });
    expect(thrown(() => pauseRun(s, 'wait', at(2))).message).toBe(
      'cannot pause the run: phase a is running',
    );
    s = completePhase(s, 'a', { now: at(2) });
    const paused = valid(pauseRun(s, 'waiting for approval', at(3)));
    expect(paused).toMatchObject({
      status: 'paused',
      pause: { reason: 'waiting for approval', at: at(3) },
    });
    expect(thrown(() => startPhase(paused, 'b', { now: at(4) })).message).toBe(
      'cannot start phase b: the run is paused (waiting for approval); continue it with `ci-state resume`',
    );
    expect(thrown(() => finishRun(paused, at(4))).message).toBe(
      'cannot finish the run: it is paused; continue it with `ci-state resume` first, or leave it paused',
    );
    const back = valid(unpauseRun(paused, at(5)));
    expect(back.status).toBe('running');
    expect(back.pause).toBeUndefined();
    expect(thrown(() => unpauseRun(back, at(6))).message).toBe(
      'cannot unpause the run: it is running, not paused',
    );
    expect(valid(unpauseRun(pauseRun(newRun(['a']), 'later', at(1)), at(2))).status).toBe(
      'pending',
    );
  });

  it('deriveRunStatus follows the phases', () => {
    const s = newRun(['a']);
    expect(deriveRunStatus(s)).toBe('pending');
    const r = startPhase(s, 'a', { now: at(1) });
    expect(deriveRunStatus(r)).toBe('running');
    const f = failPhase(r, 'a', { now: at(2), error: 'x' });
    expect(deriveRunStatus(f)).toBe('running');
    expect(deriveRunStatus({ ...f, endedAt: at(3) })).toBe('failed');
    expect(deriveRunStatus(completePhase(r, 'a', { now: at(2) }))).toBe('running');
    expect(deriveRunStatus({ ...completePhase(r, 'a', { now: at(2) }), endedAt: at(3) })).toBe(
      'completed',
    );
    expect(deriveRunStatus(pauseRun(s, 'x', at(1)))).toBe('paused');
  });

  it('unmetRequirements lists required phases that did not succeed or get skipped', () => {
    let s = newRun(parsePhaseList('a,b,c:a+b'));
    expect(unmetRequirements(s, 'c')).toEqual(['a', 'b']);
    s = skipPhase(s, 'b', { now: at(1), reason: 'user' });
    s = completePhase(startPhase(s, 'a', { now: at(1) }), 'a', { now: at(2) });
    expect(unmetRequirements(s, 'c')).toEqual([]);
  });
});

describe('context', () => {
  it('sets nested values by dotted key, immutably, and reads them back', () => {
    const s0 = newRun();
    const s1 = setContext(s0, 'build.version', '1.2.3');
    const s2 = setContext(s1, 'build.files', ['a.js'], at(5));
    expect(s2.context).toEqual({ build: { version: '1.2.3', files: ['a.js'] } });
    expect(s2.updatedAt).toBe(at(5));
    expect(s0.context).toEqual({});
    expect(s1.context).toEqual({ build: { version: '1.2.3' } });
    expect(getContext(s2, 'build.version')).toBe('1.2.3');
    expect(getContext(s2, 'build')).toEqual({ version: '1.2.3', files: ['a.js'] });
    expect(getContext(s2, 'build.version.length')).toBeUndefined();
    expect(getContext(s2, 'nope.x')).toBeUndefined();
    const s3 = setContext(s2, 'build.version', undefined);
    expect(s3.context).toEqual({ build: { files: ['a.js'] } });
    expect(setContext(s0, 'a.b', undefined).context).toEqual({});
    valid(s2);
  });

  it('refuses forbidden keys, bad paths, non-JSON values and walking through a non-object', () => {
    const s = setContext(newRun(), 'a', 'text');
    for (const key of ['__proto__', 'a.constructor', 'x.prototype.y', '', 'a..b']) {
      const err = thrown(() => setContext(s, key, 1));
      expect(err.code).toBe('invalid_input');
      expect(err.message).toMatch(/^context key ".*" is not valid: expected dot-separated names/);
    }
    expect(thrown(() => getContext(s, '__proto__')).code).toBe('invalid_input');
    expect(thrown(() => setContext(s, 'a.b', 1)).message).toBe(
      'context key "a.b" cannot be set: "a" holds a string, not an object',
    );
    expect(thrown(() => setContext(s, 'v', JSON.parse('{"__proto__":{"x":1}}'))).message).toMatch(
      /prototype keys at __proto__/,
    );
    expect(thrown(() => setContext(s, 'v', { f: () => 1 })).message).toMatch(
      /^context value for "v" is not JSON data: /,
    );
    expect(thrown(() => setContext(s, 'v', new Map())).message).toMatch(/is not JSON data/);
  });
});

describe('beginAttempt', () => {
  it('starts the next attempt: succeeded phases kept from attempt 1, failed and later ones pending', () => {
    const prev = failedRun();
    const { state, plan } = beginAttempt(prev, {
      origin: origin(2),
      now: at(100),
      strategy: 'failed',
    });
    valid(state);
    expect(plan.skip).toEqual(['build', 'lint']);
    expect(plan.redo).toEqual(['test', 'deploy']);
    expect(state).toMatchObject({ status: 'pending', origin: { runAttempt: 2 } });
    expect(state.endedAt).toBeUndefined();
    expect(state.phases['build']).toMatchObject({
      status: 'succeeded',
      attempt: 1,
      savedMs: 12_300,
      reason: 'succeeded in attempt 1 (12.3s)',
    });
    expect(state.phases['test']).toEqual({
      status: 'pending',
      attempt: 2,
      attempts: 1,
      outputs: [],
      sideEffect: false,
      conditional: false,
      requires: ['build', 'lint'],
      failures: [
        { attempt: 1, startedAt: at(16), at: at(20), message: 'exit code 3', exitCode: 3 },
      ],
    });
    expect(state.resume).toMatchObject({
      strategy: 'failed',
      fromAttempt: 1,
      resumeFrom: 'test',
      skipped: ['build', 'lint'],
      redo: ['test', 'deploy'],
      savedMs: 13_300,
      plannedAt: at(100),
    });
    // The restored state was not changed.
    expect(prev.status).toBe('failed');
    // Then the attempt goes on and completes.
    let s = startPhase(state, 'test', { now: at(101) });
    s = completePhase(s, 'test', { now: at(102) });
    s = startPhase(s, 'deploy', { now: at(103) });
    s = completePhase(s, 'deploy', { now: at(104) });
    s = valid(finishRun(s, at(105)));
    expect(s.status).toBe('completed');
  });

  it('skip-failed makes the failed phase skipped in the new attempt', () => {
    const { state } = beginAttempt(failedRun(), {
      origin: origin(2),
      now: at(100),
      strategy: 'skip-failed',
    });
    valid(state);
    expect(state.phases['test']).toMatchObject({ status: 'skipped', attempt: 2 });
    expect(state.phases['test']?.error).toBeUndefined();
    expect(state.phases['deploy']?.status).toBe('pending');
  });

  it('starting a phase the plan skipped moves it to redo', () => {
    const { state } = beginAttempt(failedRun(), {
      origin: origin(2),
      now: at(100),
      strategy: 'failed',
    });
    const s = valid(startPhase(state, 'build', { now: at(101) }));
    expect(s.resume?.skipped).toEqual(['lint']);
    expect(s.resume?.redo).toEqual(['test', 'deploy', 'build']);
    expect(s.resume?.savedMs).toBe(1000);
  });

  it('refuses a completed run, an attempt that is not later, a bad strategy', () => {
    let done = startPhase(newRun(['a']), 'a', { now: at(1) });
    done = finishRun(completePhase(done, 'a', { now: at(2) }), at(3));
    const e = thrown(() =>
      beginAttempt(done, { origin: origin(2), now: at(9), strategy: 'failed' }),
    );
    expect(e.code).toBe('run_completed');
    expect(e.message).toBe(
      'the restored run completed in attempt 1: there is nothing to resume; start a fresh run',
    );
    expect(
      thrown(() => beginAttempt(failedRun(), { origin: origin(1), now: at(9), strategy: 'failed' }))
        .message,
    ).toBe(
      'cannot begin attempt 1: the restored state is from attempt 1; expected a later attempt',
    );
    expect(
      thrown(() =>
        beginAttempt(failedRun(), { origin: origin(2), now: at(9), strategy: 'nope' as 'failed' }),
      ).code,
    ).toBe('invalid_input');
  });

  it('takes new declared phases and a profile for the new attempt', () => {
    const { state, plan } = beginAttempt(failedRun(), {
      origin: origin(2),
      now: at(100),
      strategy: 'failed',
      declared: parsePhaseList('build,lint,test:build+lint,e2e:test,deploy:test!'),
      profile: 'docs',
    });
    valid(state);
    expect(plan.skip).toEqual(['build', 'lint', 'test', 'e2e']);
    expect(plan.redo).toEqual(['deploy']);
    expect(state.phases['e2e']).toMatchObject({
      status: 'skipped',
      reason: 'profile docs',
      attempt: 2,
    });
    expect(state.phases['lint']).toMatchObject({
      status: 'succeeded',
      reason: 'profile docs',
      attempt: 1,
    });
    expect(state.phases['lint']?.savedMs).toBeUndefined();
    expect(Object.keys(state.phases)).toEqual(['build', 'lint', 'test', 'deploy', 'e2e']);
  });
});

describe('failures are kept', () => {
  it('a success in a later attempt keeps the failures of earlier attempts and lastFailure', () => {
    const prev = failedRun();
    const failure = { attempt: 1, at: at(20), message: 'exit code 3', exitCode: 3 };
    // The kept failure also says when that try started, for the timeline.
    expect(prev.phases['test']?.failures).toEqual([{ ...failure, startedAt: at(16) }]);
    expect(prev.lastFailure).toEqual({ phase: 'test', ...failure, recoverable: true });
    let s = beginAttempt(prev, { origin: origin(2), now: at(100), strategy: 'failed' }).state;
    s = startPhase(s, 'test', { now: at(101) });
    s = completePhase(s, 'test', { now: at(102) });
    s = startPhase(s, 'deploy', { now: at(103) });
    s = completePhase(s, 'deploy', { now: at(104) });
    s = valid(finishRun(s, at(105)));
    expect(s.status).toBe('completed');
    expect(s.phases['test']).toMatchObject({ status: 'succeeded', attempt: 2 });
    expect(s.phases['test']?.error).toBeUndefined();
    expect(s.phases['test']?.failures).toEqual([{ ...failure, startedAt: at(16) }]);
    expect(s.lastFailure).toEqual({ phase: 'test', ...failure, recoverable: true });
  });

  it('skipping a failed phase keeps its failures; failure messages are redacted and bounded', () => {
    let s = startPhase(newRun(['a', 'b']), 'a', { now: at(1) });
    s = failPhase(s, 'a', {
      now: at(2),
      error: `token=abc123secret ${'x'.repeat(5000)}`,
      signal: 'SIGKILL',
    });
    const kept = s.phases['a']?.failures?.[0];
    expect(kept?.message.startsWith('token=*** ')).toBe(true);
    expect(kept?.message.length).toBe(1024);
    expect(kept?.signal).toBe('SIGKILL');
    expect(s.lastFailure?.message.length).toBe(4096);
    s = valid(skipPhase(s, 'a', { now: at(3), reason: 'on request' }));
    expect(s.phases['a']).toMatchObject({ status: 'skipped' });
    expect(s.phases['a']?.failures).toHaveLength(1);
  });

  it('keeps the last MAX_PHASE_FAILURES failures of a phase', () => {
    let s = newRun(['a']);
    for (let i = 0; i < MAX_PHASE_FAILURES + 5; i++) {
      s = startPhase(s, 'a', { now: at(i * 2) });
      s = failPhase(s, 'a', { now: at(i * 2 + 1), error: `exit code ${i}`, exitCode: i });
    }
    s = valid(s);
    const failures = s.phases['a']?.failures ?? [];
    expect(failures).toHaveLength(MAX_PHASE_FAILURES);
    expect(failures[0]?.exitCode).toBe(5);
    expect(failures.at(-1)?.exitCode).toBe(MAX_PHASE_FAILURES + 4);
  });

  it('finishRun records phases still running as failures, and a run error as not recoverable', () => {
    const s = startPhase(newRun(['a']), 'a', { now: at(1) });
    const done = valid(finishRun(s, at(5)));
    expect(done.phases['a']?.failures).toEqual([
      { attempt: 1, startedAt: at(1), at: at(5), message: UNFINISHED_PHASE_ERROR },
    ]);
    expect(done.lastFailure).toEqual({
      phase: 'a',
      attempt: 1,
      at: at(5),
      message: UNFINISHED_PHASE_ERROR,
      recoverable: true,
    });
    const error = 'the job failed outside any phase';
    const withError = valid(finishRun(newRun(['a', 'b']), at(5), { error }));
    expect(withError.lastFailure).toEqual({
      attempt: 1,
      at: at(5),
      message: error,
      recoverable: false,
    });
    // With a phase interrupted at the same time, a re-run can be expected to help.
    expect(finishRun(s, at(5), { error }).lastFailure).toMatchObject({
      message: error,
      recoverable: true,
    });
    expect(
      finishRun(newRun(['a']), at(5), { error, recoverable: true }).lastFailure?.recoverable,
    ).toBe(true);
    // A declared phase left unrun: the next attempt resumes from it.
    expect(finishRun(newRun(['a', 'b']), at(5)).lastFailure).toEqual({
      attempt: 1,
      at: at(5),
      message: 'not run: a, b',
      recoverable: true,
    });
    // A run that completes after a failure keeps it as its last failure.
    let again = startPhase(newRun(['a']), 'a', { now: at(1) });
    again = failPhase(again, 'a', { now: at(2), error: 'exit code 1', exitCode: 1 });
    again = startPhase(again, 'a', { now: at(3) });
    again = completePhase(again, 'a', { now: at(4) });
    again = valid(finishRun(again, at(5)));
    expect(again.status).toBe('completed');
    expect(again.lastFailure).toMatchObject({ phase: 'a', attempt: 1, at: at(2), exitCode: 1 });
  });

  it('property: every failPhase adds exactly one kept failure (up to the cap) and sets lastFailure', () => {
    type Op =
      | { kind: 'start' | 'complete' | 'skip'; phase: string }
      | { kind: 'fail'; phase: string; code: number }
      | { kind: 'attempt' };
    const phase = fc.constantFrom('a', 'b', 'c');
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constantFrom('start', 'complete', 'skip'), phase }),
      fc.record({ kind: fc.constant('fail'), phase, code: fc.integer({ min: 1, max: 255 }) }),
      fc.constant({ kind: 'attempt' } as const),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        let s = newRun(['a', 'b', 'c']);
        let t = 1;
        let attempt = 1;
        for (const o of ops) {
          t++;
          const before = s;
          try {
            if (o.kind === 'start') s = startPhase(s, o.phase, { now: at(t) });
            else if (o.kind === 'complete') s = completePhase(s, o.phase, { now: at(t) });
            else if (o.kind === 'skip') s = skipPhase(s, o.phase, { now: at(t), reason: 'r' });
            else if (o.kind === 'fail') {
              s = failPhase(s, o.phase, { now: at(t), error: `exit ${o.code}`, exitCode: o.code });
            } else {
              const done = s.endedAt === undefined ? finishRun(s, at(t)) : s;
              if (done.status === 'completed') continue;
              attempt++;
              s = beginAttempt(done, {
                origin: origin(attempt),
                now: at(t),
                strategy: 'failed',
              }).state;
            }
          } catch (e) {
            // Illegal for this state: nothing changed.
            expect(e).toBeInstanceOf(CiStateError);
            expect(s).toBe(before);
            continue;
          }
          for (const id of ['a', 'b', 'c']) {
            const was = before.phases[id]?.failures ?? [];
            const now = s.phases[id]?.failures ?? [];
            if (o.kind === 'fail' && o.phase === id) {
              expect(now).toHaveLength(Math.min(was.length + 1, MAX_PHASE_FAILURES));
              expect(now.slice(0, -1)).toEqual(was.slice(was.length + 1 - now.length));
              const { startedAt, ...last } = now.at(-1)!;
              expect(startedAt).toBe(before.phases[id]?.startedAt);
              expect(last).toEqual({
                attempt: s.origin.runAttempt,
                at: at(t),
                message: `exit ${o.code}`,
                exitCode: o.code,
              });
              expect(s.lastFailure).toEqual({ phase: id, ...last, recoverable: true });
            } else if (o.kind !== 'attempt') {
              // Only failPhase adds failures; nothing removes them.
              expect(now).toEqual(was);
            } else {
              // A new attempt fails a phase left running ("did not finish"), nothing else.
              const cut = before.phases[id]?.status === 'running' ? 1 : 0;
              expect(now.length).toBe(Math.min(was.length + cut, MAX_PHASE_FAILURES));
              expect(now.slice(0, now.length - cut)).toEqual(
                was.slice(was.length + cut - now.length),
              );
              if (cut) expect(now.at(-1)?.message).toBe(UNFINISHED_PHASE_ERROR);
            }
          }
          if (o.kind !== 'fail' && o.kind !== 'attempt')
            expect(s.lastFailure).toBe(before.lastFailure);
          valid(s);
        }
      }),
      { numRuns: 200 },
    );
  });
});
