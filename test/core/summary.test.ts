import { describe, expect, it } from 'vitest';
import {
  beginAttempt,
  completePhase,
  describePlan,
  failPhase,
  finishRun,
  formatDuration,
  parsePhaseList,
  planResume,
  startPhase,
} from '../../src/core/index.js';
import { at, newRun, origin } from './helpers.js';

describe('formatDuration', () => {
  it.each([
    [0, '0ms'],
    [350, '350ms'],
    [999, '999ms'],
    [999.6, '1.0s'],
    [1200, '1.2s'],
    [12_345, '12.3s'],
    [59_949, '59.9s'],
    [59_950, '1m00s'],
    [252_000, '4m12s'],
    [3_599_000, '59m59s'],
    [3_600_000, '1h00m'],
    [3_723_000, '1h02m'],
    [-5, '0ms'],
    [Number.NaN, '0ms'],
  ])('%s ms -> %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('describePlan', () => {
  it('says what is skipped, what runs again and why, then the warnings', () => {
    let s = newRun(parsePhaseList('build,test:build,deploy:test!'));
    s = completePhase(startPhase(s, 'build', { now: at(0) }), 'build', { now: at(121) });
    s = failPhase(startPhase(s, 'test', { now: at(122) }), 'test', {
      now: at(130),
      error: 'exit code 3\n\u001b[31mred\u001b[0m',
    });
    s = finishRun(s, at(131));
    const { state, plan } = beginAttempt(s, {
      origin: origin(2),
      now: at(200),
      strategy: 'failed',
    });
    expect(describePlan(plan, state)).toEqual([
      'Resuming from attempt 1 (strategy failed): 1 phase skipped, 2 run again from test; saves about 2m01s.',
      '  skip  build   succeeded in attempt 1 (2m01s)',
      '  run   test    failed in attempt 1: exit code 3',
      '  run   deploy  did not run',
    ]);
    const warned = planResume(s, { strategy: 'restart' });
    expect(describePlan(warned).slice(-1)).toEqual([
      '  run   deploy  did not run; restart runs it again',
    ]);
  });

  it('prints warnings and strips control characters', () => {
    const lines = describePlan({
      skip: ['a'],
      redo: [],
      kept: ['a'],
      lost: [],
      blocked: {},
      savedMs: 0,
      reasons: { a: 'ok\u001b[2J\nnext' },
      warnings: ['careful\r\nnow'],
      order: ['a'],
      strategy: 'restart',
      fromAttempt: 3,
    });
    expect(lines).toEqual([
      'Resuming from attempt 3 (strategy restart): 1 phase skipped, 0 run again.',
      '  skip  a  ok next',
      'warning: careful now',
    ]);
  });
});
