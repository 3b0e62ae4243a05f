import {
  createRun,
  type Origin,
  type PhaseDeclInput,
  type RunState,
  type Scope,
} from '../../src/core/index.js';

export const scope: Scope = {
  repo: 'acme/shop',
  workflow: 'ci.yml',
  job: 'build',
  matrix: '',
  ref: 'refs/heads/main',
};

export function origin(runAttempt = 1, runId = '1001'): Origin {
  return {
    repo: 'acme/shop',
    workflow: 'ci.yml',
    job: 'build',
    runId,
    runAttempt,
    sha: 'a'.repeat(40),
    ref: 'refs/heads/main',
    event: 'push',
    actor: 'octocat',
  };
}

const BASE = Date.parse('2024-05-01T12:00:00.000Z');

/** A time `s` seconds after the base time. */
export function at(s: number): string {
  return new Date(BASE + s * 1000).toISOString();
}

export function newRun(
  declared: PhaseDeclInput[] | string[] = [],
  extra: { profile?: string; runAttempt?: number } = {},
): RunState {
  return createRun({
    id: 'state-1',
    scope,
    origin: origin(extra.runAttempt ?? 1),
    declared: declared.map((d) => (typeof d === 'string' ? { id: d } : d)),
    ...(extra.profile !== undefined ? { profile: extra.profile } : {}),
    toolVersion: '0.1.0',
    now: at(0),
  });
}

/** Catches a thrown error and returns it (fails when nothing is thrown). */
export function thrown(fn: () => unknown): Error & { code?: string; exitCode?: number } {
  try {
    fn();
  } catch (err) {
    return err as Error & { code?: string };
  }
  throw new Error('expected an error, nothing was thrown');
}
