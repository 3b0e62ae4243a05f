import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CiStateError, type RunState } from '../../src/core/index.js';
import { readSettings } from '../../src/action/settings.js';
import { persistContext, readRunnerConfig, RunnerConfig } from '../../src/github/runner-config.js';

const saved = { ...process.env };
beforeEach(() => {
  for (const k of Object.keys(process.env)) if (k.startsWith('INPUT_')) delete process.env[k];
});
afterEach(() => {
  process.env = { ...saved };
});

function inputs(values: Record<string, string>): void {
  for (const [k, v] of Object.entries(values)) process.env[`INPUT_${k.toUpperCase()}`] = v;
}

function thrown(fn: () => unknown): CiStateError {
  try {
    fn();
  } catch (e) {
    return e as CiStateError;
  }
  throw new Error('expected a throw');
}

describe('the checkpoint-storage input', () => {
  it('defaults to the cache', () => {
    expect(readSettings().checkpointStorage).toBe('cache');
    inputs({ 'checkpoint-storage': '  ' });
    expect(readSettings().checkpointStorage).toBe('cache');
  });

  it('accepts cache, both and artifact', () => {
    for (const value of ['cache', 'both', 'artifact'] as const) {
      inputs({ 'checkpoint-storage': ` ${value} ` });
      expect(readSettings().checkpointStorage).toBe(value);
    }
  });

  it('refuses anything else in one line naming the input and the values', () => {
    for (const value of ['Cache', 'artifacts', 'none']) {
      inputs({ 'checkpoint-storage': value });
      const err = thrown(readSettings);
      expect(err).toBeInstanceOf(CiStateError);
      expect(err.code).toBe('invalid_input');
      expect(err.message).toBe(
        `input checkpoint-storage is "${value}": expected cache, both or artifact`,
      );
    }
  });
});

describe('the checkpoint policy inputs', () => {
  it('default to checkpoints of failed phases, no schedule and the default cap', () => {
    expect(readSettings().checkpointPolicy).toEqual({ onError: true });
  });

  it('read checkpoint-interval, max-checkpoints and error-checkpoints', () => {
    inputs({ 'checkpoint-interval': '3', 'max-checkpoints': '20', 'error-checkpoints': 'false' });
    expect(readSettings().checkpointPolicy).toEqual({
      interval: { phases: 3 },
      max: 20,
      onError: false,
    });
    inputs({ 'checkpoint-interval': '2,1h', 'error-checkpoints': 'true' });
    expect(readSettings().checkpointPolicy).toMatchObject({
      interval: { phases: 2, minutes: 60 },
      onError: true,
    });
  });

  it('refuse bad values in one line naming the input and what it accepts', () => {
    const cases: [string, string, string][] = [
      [
        'checkpoint-interval',
        '10s',
        'input checkpoint-interval is "10s": expected N (every N phase ends), Nm or Nh (every N minutes or hours), or both as "N,Nm"',
      ],
      [
        'max-checkpoints',
        '0',
        'input max-checkpoints is "0": expected a whole number of checkpoints from 1 to 10000',
      ],
      ['error-checkpoints', 'maybe', 'input error-checkpoints is "maybe": expected true or false'],
    ];
    for (const [name, value, message] of cases) {
      for (const k of Object.keys(process.env)) if (k.startsWith('INPUT_')) delete process.env[k];
      inputs({ [name]: value });
      const err = thrown(readSettings);
      expect(err).toBeInstanceOf(CiStateError);
      expect(err.code).toBe('invalid_input');
      expect(err.message).toBe(message);
    }
  });
});

describe('the runner configuration (CI_STATE_CONFIG)', () => {
  const state = {
    scope: { repo: 'octo/app', workflow: 'ci', job: 'build', matrix: '', ref: 'refs/heads/main' },
    origin: { repo: 'octo/app', runId: '42', runAttempt: 1 },
  } as unknown as RunState;
  const env = { GITHUB_WORKSPACE: '/w', GITHUB_RUN_ID: '42', GITHUB_RUN_ATTEMPT: '2' };
  const base: RunnerConfig = { persist: 'phase', crossRun: false, failOnError: false };

  it('carries checkpointStorage from the main step to the persist context', () => {
    for (const checkpointStorage of ['cache', 'both', 'artifact'] as const) {
      const config: RunnerConfig = { ...base, retentionDays: 5, checkpointStorage };
      const read = readRunnerConfig({ CI_STATE_CONFIG: JSON.stringify(config) });
      expect(read).toEqual(config);
      const ctx = persistContext(state, read!, { log: () => undefined }, env);
      expect(ctx.checkpointStorage).toBe(checkpointStorage);
      expect(ctx.retentionDays).toBe(5);
    }
  });

  it('means the cache only when the field is absent', () => {
    const read = readRunnerConfig({ CI_STATE_CONFIG: JSON.stringify(base) });
    expect(read).toEqual(base);
    expect(persistContext(state, read!, { log: () => undefined }, env).checkpointStorage).toBe(
      'cache',
    );
  });

  it('is ignored as a whole when the value is unknown', () => {
    const text = JSON.stringify({ ...base, checkpointStorage: 'disk' });
    expect(readRunnerConfig({ CI_STATE_CONFIG: text })).toBeUndefined();
  });
});
