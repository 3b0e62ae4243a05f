import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CiStateError } from '../../src/core/errors.js';
import { acquireLock, lockHolder, tryAcquireLock, withLock } from '../../src/store/index.js';
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
