import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CiStateError } from '../../src/core/errors.js';
import { acquireLock, lockHolder, tryAcquireLock, withLock } from '../../src/store/index.js';
import { lockTimeoutFromEnv } from '../../src/store/lock.js';
import { tempDir } from './helpers.js';

describe('withLock', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let lockPath: string;
  beforeEach(async () => {
    ({ dir, remove } = await tempDir());
    lockPath = join(dir, 'lock');
  });
  afterEach(() => remove());

  it('records the holder while held and removes the file afterwards', async () => {
    const seen = await withLock(lockPath, () => lockHolder(lockPath));
    expect(seen).toMatchObject({ pid: process.pid, host: hostname() });
    expect(seen?.token).toMatch(/^[0-9a-f]{24}$/);
    await expect(fs.stat(lockPath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('releases when fn throws', async () => {
    await expect(withLock(lockPath, () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await lockHolder(lockPath)).toBeUndefined();
  });

  it('serialises callers in one process', async () => {
    let inside = 0;
    let max = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        withLock(lockPath, async () => {
          max = Math.max(max, ++inside);
          await new Promise((r) => setTimeout(r, 2));
          inside--;
        }),
      ),
    );
    expect(max).toBe(1);
  });

  it('times out on a live holder, naming the lock and the holder pid', async () => {
    const held = await acquireLock(lockPath);
    const started = Date.now();
    const err = await withLock(lockPath, () => 1, { timeoutMs: 150 }).catch((e: unknown) => e);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(err).toBeInstanceOf(CiStateError);
    expect((err as CiStateError).code).toBe('lock_timeout');
    expect((err as Error).message).toContain(lockPath);
    expect((err as Error).message).toContain(`process ${process.pid} on ${hostname()}`);
    expect(await tryAcquireLock(lockPath)).toBeUndefined();
    await held.release();
    expect(await tryAcquireLock(lockPath)).toBeDefined();
  });

  it('waits without failing while the lock keeps changing hands, however long that takes', async () => {
    // A taker re-takes the lock at once after each release, 5 ms per hold, for three times the
    // waiter's timeout: the waiter never finds it free meanwhile, but sees its holder change.
    const timeoutMs = 500;
    const events: string[] = [];
    let takes = 0;
    const churn = (async () => {
      const until = Date.now() + 3 * timeoutMs;
      while (Date.now() < until) {
        const held = await acquireLock(lockPath);
        takes++;
        await new Promise((r) => setTimeout(r, 5));
        await held.release();
      }
      events.push('churn over');
    })();
    expect(await lockHolder(lockPath)).toBeDefined(); // taken in the churn's first, synchronous step
    const waited = withLock(lockPath, () => events.push('waiter in'), { timeoutMs });
    const [outcome] = await Promise.allSettled([waited, churn]);
    expect(outcome.status === 'rejected' ? String(outcome.reason) : 'got the lock').toBe(
      'got the lock',
    );
    expect(events).toEqual(['churn over', 'waiter in']);
    expect(takes).toBeGreaterThan(1);
  });

  it('steals a lock whose holder on this host is dead, with a warning', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await fs.writeFile(
      lockPath,
      JSON.stringify({
        pid: dead,
        host: hostname(),
        startedAt: '2025-01-01T00:00:00Z',
        token: 't',
      }),
    );
    const warnings: string[] = [];
    expect(await withLock(lockPath, () => 'ok', { onWarning: (m) => warnings.push(m) })).toBe('ok');
    expect(warnings).toEqual([`removed a stale lock at ${lockPath} held by dead process ${dead}`]);
  });

  it('does not steal from a dead pid on another host (it cannot check it)', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await fs.writeFile(
      lockPath,
      JSON.stringify({
        pid: dead,
        host: 'elsewhere',
        startedAt: '2025-01-01T00:00:00Z',
        token: 't',
      }),
    );
    await expect(withLock(lockPath, () => 1, { timeoutMs: 50 })).rejects.toThrow(
      `held by process ${dead} on elsewhere`,
    );
  });

  it('an empty or corrupt lock file is waited for while fresh and stolen once old', async () => {
    await fs.writeFile(lockPath, '');
    await expect(withLock(lockPath, () => 1, { timeoutMs: 50 })).rejects.toThrow(
      'held by another process',
    );
    const old = new Date(Date.now() - 6_000);
    await fs.utimes(lockPath, old, old);
    const warnings: string[] = [];
    expect(await withLock(lockPath, () => 2, { onWarning: (m) => warnings.push(m) })).toBe(2);
    expect(warnings[0]).toMatch(/^removed a stale lock at .* \(empty or corrupt, 6 s old\)$/);
  });

  it('release leaves a lock that is no longer ours', async () => {
    const warnings: string[] = [];
    const held = await acquireLock(lockPath, { onWarning: (m) => warnings.push(m) });
    const foreign = JSON.stringify({ pid: 1, host: 'x', startedAt: 'y', token: 'other' });
    await fs.writeFile(lockPath, foreign);
    await held.release();
    expect(await fs.readFile(lockPath, 'utf8')).toBe(foreign);
    expect(warnings).toEqual([`the lock at ${lockPath} was no longer ours when released`]);
  });
});

describe('CI_STATE_LOCK_TIMEOUT', () => {
  it('is seconds, or a number and a unit; unset or empty leaves the default', () => {
    const read = (v?: string) =>
      lockTimeoutFromEnv(v === undefined ? {} : { CI_STATE_LOCK_TIMEOUT: v });
    expect(read()).toBeUndefined();
    expect(read(' ')).toBeUndefined();
    expect(read('300')).toBe(300_000);
    expect(read('2.5')).toBe(2_500);
    expect(read('500ms')).toBe(500);
    expect(read('90s')).toBe(90_000);
    expect(read(' 10 M ')).toBe(600_000);
    expect(read('1h')).toBe(3_600_000);
  });

  it('a value that is not a positive duration is a one-line error naming the variable', () => {
    for (const v of ['abc', '0', '-5', '1e3', '10 minutes', '0.0001']) {
      const err = (() => {
        try {
          lockTimeoutFromEnv({ CI_STATE_LOCK_TIMEOUT: v });
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(CiStateError);
      expect((err as CiStateError).code).toBe('invalid_input');
      expect((err as Error).message).toContain(`CI_STATE_LOCK_TIMEOUT "${v}" is not a duration`);
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('is how long one holder may keep the lock when the caller sets no timeout', async () => {
    const { dir, remove } = await tempDir();
    const lockPath = join(dir, 'lock');
    const before = process.env.CI_STATE_LOCK_TIMEOUT;
    process.env.CI_STATE_LOCK_TIMEOUT = '100ms';
    try {
      const held = await acquireLock(lockPath);
      await expect(withLock(lockPath, () => 1)).rejects.toThrow(
        `held by process ${process.pid} on ${hostname()} since `,
      );
      await expect(acquireLock(lockPath)).rejects.toThrow(
        /: not released for 100 ms \(CI_STATE_LOCK_TIMEOUT sets how long\)$/,
      );
      await held.release();
      process.env.CI_STATE_LOCK_TIMEOUT = 'soon';
      await expect(acquireLock(lockPath)).rejects.toThrow('CI_STATE_LOCK_TIMEOUT "soon"');
    } finally {
      if (before === undefined) delete process.env.CI_STATE_LOCK_TIMEOUT;
      else process.env.CI_STATE_LOCK_TIMEOUT = before;
      await remove();
    }
  });
});
