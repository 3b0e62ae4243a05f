/** Failures are kept: a phase that fails in attempt 1 and succeeds in attempt 2 still shows the failure. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli, tempDir } from './helpers.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

describe('failures are kept', () => {
  it('status, status --json and history keep attempt 1 failure after attempt 2 succeeds', () => {
    expect(cli(dir, ['init', '--workflow', 'demo']).code).toBe(0);
    expect(cli(dir, ['run', 'build', '--', 'true']).code).toBe(0);
    expect(cli(dir, ['run', 'test', '--', 'sh', '-c', 'exit 3']).code).toBe(3);
    expect(cli(dir, ['finish']).code).toBe(1);

    let r = cli(dir, ['status']);
    expect(r.stdout).toContain('  test failed in attempt 1: exit code 3');
    expect(r.stdout).toContain('  last failure: test in attempt 1: exit code 3 (recoverable: yes)');

    expect(cli(dir, ['init', '--workflow', 'demo']).code).toBe(0);
    expect(cli(dir, ['run', 'build', '--', 'true']).code).toBe(0);
    expect(cli(dir, ['run', 'test', '--', 'true']).code).toBe(0);
    expect(cli(dir, ['finish']).code).toBe(0);

    r = cli(dir, ['status', '--json']);
    expect(r.code).toBe(0);
    const state = JSON.parse(r.stdout);
    expect(state.status).toBe('completed');
    expect(state.phases.test).toMatchObject({ status: 'succeeded', attempt: 2 });
    const failure = { attempt: 1, message: 'exit code 3', exitCode: 3 };
    expect(state.phases.test.failures).toEqual([
      { ...failure, startedAt: expect.any(String), at: expect.any(String) },
    ]);
    expect(state.phases.build.failures).toBeUndefined();
    expect(state.lastFailure).toEqual({
      phase: 'test',
      ...failure,
      at: state.phases.test.failures[0].at,
      recoverable: true,
    });

    r = cli(dir, ['status']);
    expect(r.stdout).toContain('  test failed in attempt 1: exit code 3');
    // Attempt 2 completed: the failure is recovered, not something a re-run could help with.
    expect(r.stdout).toContain(
      '  recovered: test failed in attempt 1 (exit code 3); attempt 2 completed',
    );
    expect(r.stdout).not.toContain('recoverable');

    // The history line of attempt 2 carries the last failure and the phase's failure count.
    const lines = readFileSync(join(dir, '.ci-state', 'history.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const run2 = lines.find((e) => e.kind === 'run' && e.attempt === 2);
    expect(run2).toMatchObject({ status: 'completed', lastFailure: { phase: 'test', attempt: 1 } });
    const test2 = lines.find((e) => e.kind === 'phase' && e.attempt === 2 && e.phase === 'test');
    expect(test2).toMatchObject({ status: 'succeeded', failures: 1 });
  });
});
