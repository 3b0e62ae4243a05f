import { describe, expect, it } from 'vitest';
import {
  canReuse,
  candidatesFromHistory,
  candidatesFromState,
  completePhase,
  computeInputsHash,
  findReusable,
  reuseReason,
  startPhase,
  type HistoryPhaseEntry,
  type ReuseCandidate,
} from '../../src/core/index.js';
import { at, newRun, thrown } from './helpers.js';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

describe('computeInputsHash', () => {
  const base = {
    files: [
      { path: 'src/a.ts', sha256: A },
      { path: 'src/b.ts', sha256: B },
    ],
    command: ['npm', 'run', 'build'],
    env: { NODE_ENV: 'production', CI: undefined },
  };

  it('is a sha256, independent of file and env order and of path spelling', () => {
    const h = computeInputsHash(base);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(
      computeInputsHash({
        files: [
          { path: './src/b.ts', sha256: B.toUpperCase() },
          { path: 'src\\a.ts', sha256: A },
        ],
        command: ['npm', 'run', 'build'],
        env: { CI: undefined, NODE_ENV: 'production' },
      }),
    ).toBe(h);
  });

  it('changes with content, command, env, and tells unset from empty', () => {
    const h = computeInputsHash(base);
    expect(
      computeInputsHash({ ...base, files: [{ path: 'src/a.ts', sha256: B }, base.files[1]!] }),
    ).not.toBe(h);
    expect(computeInputsHash({ ...base, command: ['npm', 'run', 'build', '--prod'] })).not.toBe(h);
    expect(computeInputsHash({ ...base, command: ['npm', 'run build'] })).not.toBe(
      computeInputsHash({ ...base, command: ['npm run', 'build'] }),
    );
    expect(computeInputsHash({ ...base, env: { NODE_ENV: 'production', CI: '' } })).not.toBe(h);
    expect(computeInputsHash({ ...base, env: { NODE_ENV: 'production' } })).not.toBe(h);
  });

  it('refuses bad digests and conflicting entries for one path', () => {
    expect(
      thrown(() => computeInputsHash({ ...base, files: [{ path: 'x', sha256: 'nope' }] })).message,
    ).toBe('input file "x" has digest "nope": expected a hex sha256');
    expect(
      thrown(() =>
        computeInputsHash({
          ...base,
          files: [
            { path: 'x', sha256: A },
            { path: './x', sha256: B },
          ],
        }),
      ).message,
    ).toBe('input file "x" is listed twice with different digests: expected one digest per path');
    expect(computeInputsHash({ ...base, files: [...base.files, base.files[0]!] })).toBe(
      computeInputsHash(base),
    );
  });
});

describe('reuse', () => {
  const c = (over: Partial<ReuseCandidate>): ReuseCandidate => ({
    phase: 'build',
    status: 'succeeded',
    inputsHash: A,
    ...over,
  });

  it('canReuse only a succeeded record with the same hash', () => {
    expect(canReuse(c({}), A)).toBe(true);
    expect(canReuse(c({ inputsHash: B }), A)).toBe(false);
    expect(canReuse(c({ status: 'failed' }), A)).toBe(false);
    expect(canReuse(c({ status: 'skipped' }), A)).toBe(false);
    expect(canReuse(c({ inputsHash: undefined }), A)).toBe(false);
    expect(canReuse(undefined, A)).toBe(false);
    expect(canReuse(c({ inputsHash: 'x' }), 'x')).toBe(false);
  });

  it('findReusable picks the newest match for the phase', () => {
    const list = [
      c({ runId: '1', endedAt: at(10) }),
      c({ runId: '2', endedAt: at(30) }),
      c({ runId: '3', endedAt: at(20) }),
      c({ runId: '4', endedAt: at(40), status: 'failed' }),
      c({ runId: '5', endedAt: at(50), phase: 'test' }),
      c({ runId: '6', endedAt: at(60), inputsHash: B }),
    ];
    expect(findReusable(list, 'build', A)?.runId).toBe('2');
    expect(findReusable(list, 'build', B)?.runId).toBe('6');
    expect(findReusable(list, 'deploy', A)).toBeUndefined();
    expect(reuseReason(c({ runId: '2', attempt: 1 }))).toBe(
      'reused from run 2 attempt 1: same inputs',
    );
    expect(reuseReason(c({}))).toBe('reused from an earlier run: same inputs');
  });

  it('reads candidates from a state and from history lines', () => {
    let s = startPhase(newRun(['build']), 'build', {
      now: at(1),
      inputsHash: A,
      outputs: ['dist/**'],
    });
    s = completePhase(s, 'build', { now: at(2) });
    const fromState = candidatesFromState(s);
    expect(fromState).toEqual([
      {
        phase: 'build',
        status: 'succeeded',
        inputsHash: A,
        endedAt: at(2),
        durationMs: 1000,
        runId: '1001',
        attempt: 1,
        outputs: ['dist/**'],
      },
    ]);
    expect(findReusable(fromState, 'build', A)?.outputs).toEqual(['dist/**']);
    const line: HistoryPhaseEntry = {
      schemaVersion: 2,
      kind: 'phase',
      runId: '77',
      attempt: 2,
      repo: 'r',
      workflow: 'w',
      job: 'j',
      matrix: '',
      ref: 'main',
      sha: 's',
      stateId: 'x',
      phase: 'build',
      status: 'succeeded',
      producedBy: 1,
      durationMs: 5,
      savedMs: 0,
      inputsHash: A,
    };
    expect(findReusable(candidatesFromHistory([line]), 'build', A)).toMatchObject({
      runId: '77',
      attempt: 1,
    });
  });
});
