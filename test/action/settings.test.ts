import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CiStateError, type RunState } from '../../src/core/index.js';
import { CACHE_PACK_LIMIT, readSettings } from '../../src/action/settings.js';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSessionFile, type RunnerSettings } from '../../src/persist/session-file.js';
import { sessionFromEnv as openFrom, type SessionOptions } from '../../src/persist/session.js';
import { storageWiring } from '../../src/persist/wiring/storage.js';

const sessionFromEnv = (env: NodeJS.ProcessEnv, o: Omit<SessionOptions, 'wiring'>) =>
  openFrom(env, { ...o, wiring: storageWiring });

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

describe('the cache-pack-limit input', () => {
  const UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

  it('defaults to 64 MiB', () => {
    expect(readSettings().cachePackLimit).toBe(CACHE_PACK_LIMIT);
    expect(CACHE_PACK_LIMIT).toBe(64 * 1024 ** 2);
  });

  it('reads a size in bytes or with a unit of powers of 1024, in any case', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 100_000 }),
        fc.constantFrom('', 'k', 'K', 'm', 'M', 'g', 'G'),
        fc.constantFrom('', 'b', 'B', 'ib', 'iB', 'IB'),
        fc.constantFrom('', ' '),
        (n, unit, suffix, space) => {
          inputs({ 'cache-pack-limit': `${n}${space}${unit}${unit ? suffix : ''}` });
          expect(readSettings().cachePackLimit).toBe(n * UNITS[unit.toLowerCase()]!);
        },
      ),
    );
  });

  it('refuses anything else in one line naming the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom('-1', '1x', 'MiB', '1 TiB', 'lots', '1,5M', '0x10'),
          fc.string({ minLength: 1, maxLength: 8 }).filter((v) => /[^\d\s.kmgib]/i.test(v)),
        ),
        (value) => {
          inputs({ 'cache-pack-limit': value });
          const e = thrown(() => readSettings());
          expect(e).toBeInstanceOf(CiStateError);
          expect(e.message).toMatch(
            /^input cache-pack-limit is ".*": expected a size such as 64MiB/s,
          );
          expect(e.message.trim()).not.toContain('\n');
        },
      ),
    );
  });
});

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

describe('the runner session file (CI_STATE_SESSION)', () => {
  const state = {
    scope: { repo: 'octo/app', workflow: 'ci', job: 'build', matrix: '', ref: 'refs/heads/main' },
    origin: { repo: 'octo/app', runId: '42', runAttempt: 1 },
  } as unknown as RunState;
  const env = { GITHUB_WORKSPACE: '/w', GITHUB_RUN_ID: '42', GITHUB_RUN_ATTEMPT: '2' };
  const base: RunnerSettings = {
    persist: 'phase',
    crossRun: false,
    failOnError: false,
    checkpointStorage: 'cache',
  };
  const dir = mkdtempSync(join(tmpdir(), 'ci-state-session-'));
  const file = join(dir, 'session.json');
  const key = 'ab'.repeat(16);

  it('carries the settings from the main step to the persist context and the storage', async () => {
    const pack = { sha256: 'cd'.repeat(32), blobs: 1, bytes: 10 };
    for (const checkpointStorage of ['cache', 'both', 'artifact'] as const) {
      const settings: RunnerSettings = { ...base, retentionDays: 5, checkpointStorage };
      await writeSessionFile(file, { v: 1, storeDir: dir, scopeKey: key, settings });
      const session = sessionFromEnv({ ...env, CI_STATE_SESSION: file }, { log: () => undefined });
      expect(session!.settings).toEqual(settings);
      const ctx = session!.contextOf(state);
      expect(ctx.attempt).toBe(2);
      expect(ctx.runId).toBe('42');
      // Where a pack goes is the storage's reading of checkpoint-storage.
      const planned = (await session!.storage(ctx)).planPack(pack, state, false);
      expect(planned.key !== '').toBe(checkpointStorage !== 'artifact');
      expect(planned.artifact !== undefined).toBe(checkpointStorage !== 'cache');
    }
  });

  it('names the bucket with storage: s3, and the storage is the bucket', async () => {
    const s3 = {
      bucket: 'jobs',
      prefix: 'ci',
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
    };
    const settings: RunnerSettings = { ...base, s3 };
    await writeSessionFile(file, { v: 1, storeDir: dir, scopeKey: key, settings });
    const session = sessionFromEnv({ ...env, CI_STATE_SESSION: file }, { log: () => undefined });
    expect(session!.settings.s3).toEqual(s3);
    // Reachable from any step (a `run:` step has no runtime token): it saves to the bucket itself.
    expect(session!.savesHere).toBe(true);
    const storage = await session!.storage(session!.contextOf(state));
    expect(storage.describe()).toMatch(/^s3:\/\/jobs\/ci\/ at 127\.0\.0\.1:9/);
    expect(storage.packOrder).toBe('side-effects-before');
  });

  it('is written with mode 600 and holds no token', async () => {
    await writeSessionFile(file, { v: 1, storeDir: dir, scopeKey: key, settings: base });
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).not.toMatch(/token/i);
  });

  it('is refused in one line when it is not a session file', () => {
    writeFileSync(
      file,
      JSON.stringify({
        v: 1,
        storeDir: dir,
        scopeKey: key,
        settings: { ...base, checkpointStorage: 'disk' },
      }),
    );
    expect(() => sessionFromEnv({ CI_STATE_SESSION: file }, { log: () => undefined })).toThrow(
      /CI_STATE_SESSION .* is not a ci-state session file/,
    );
    expect(sessionFromEnv({}, { log: () => undefined })).toBeUndefined();
  });
});
