/**
 * The real `@actions/cache` client (v2 service) against the emulator: matching, immutability,
 * lookup-only and ref scoping.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from './index.js';
import { captureStdout, readText, useEnv, workspace, writeFiles } from './helpers.js';

type CacheModule = typeof import('@actions/cache');

let emu: Emulator;
let cache: CacheModule;
let ws: Awaited<ReturnType<typeof workspace>>;
let dir: string;
let mainEnv: Record<string, string>;

const REPO = 'acme/widgets';

beforeAll(async () => {
  emu = await startEmulator({ seed: 11 });
  console.log(`emulator + Azurite started in ${emu.startupMs} ms`);
  ws = await workspace('cache');
  dir = path.join(process.env['GITHUB_WORKSPACE'] ?? '', 'deps');
  mainEnv = emu.runtimeEnv({ repo: REPO, runId: 100, job: 'build', ref: 'refs/heads/main' });
  useEnv(mainEnv);
  cache = await import('@actions/cache');
});

afterAll(async () => {
  await emu?.stop();
  await ws?.dispose();
});

async function save(paths: string[], key: string): Promise<number> {
  return (await captureStdout(() => cache.saveCache(paths, key))).value;
}

async function restore(
  paths: string[],
  key: string,
  restoreKeys: string[] = [],
  options?: { lookupOnly?: boolean },
): Promise<string | undefined> {
  return (await captureStdout(() => cache.restoreCache(paths, key, restoreKeys, options))).value;
}

describe('cache v2 with the real client', () => {
  it('selects the v2 service and reports the feature available', () => {
    expect(cache.isFeatureAvailable()).toBe(true);
  });

  it('saves and restores an exact key', async () => {
    await writeFiles(dir, { 'a.txt': 'alpha', 'sub/b.txt': 'beta' });
    const id = await save([dir], 'deps-linux-1');
    expect(id).toBeGreaterThan(0);
    await rm(dir, { recursive: true });

    expect(await restore([dir], 'deps-linux-1')).toBe('deps-linux-1');
    expect(await readText(path.join(dir, 'a.txt'))).toBe('alpha');
    expect(await readText(path.join(dir, 'sub/b.txt'))).toBe('beta');

    const entry = emu.inspect.caches().find((c) => c.key === 'deps-linux-1');
    expect(entry).toMatchObject({ id, scope: 'refs/heads/main', finalized: true });
    const calls = emu.inspect.requests({ service: 'twirp' }).map((r) => `${r.route} ${r.status}`);
    expect(calls).toEqual([
      'CreateCacheEntry 200',
      'FinalizeCacheEntryUpload 200',
      'GetCacheEntryDownloadURL 200',
    ]);
  });

  it('falls back to the newest entry matching a restore key prefix', async () => {
    await writeFiles(dir, { 'a.txt': 'older' });
    expect(await save([dir], 'build-linux-aaa')).toBeGreaterThan(0);
    await writeFiles(dir, { 'a.txt': 'newer' });
    expect(await save([dir], 'build-linux-bbb')).toBeGreaterThan(0);
    await rm(dir, { recursive: true });

    expect(await restore([dir], 'build-linux-zzz', ['build-linux-'])).toBe('build-linux-bbb');
    expect(await readText(path.join(dir, 'a.txt'))).toBe('newer');
    // The primary key is also a prefix.
    expect(await restore([dir], 'build-linux-a', ['nothing-'])).toBe('build-linux-aaa');
  });

  it('misses when the path list (and so the version) differs', async () => {
    const other = path.join(dir, '..', 'other');
    expect(await restore([other], 'deps-linux-1')).toBeUndefined();
    expect(await restore([dir, other], 'deps-linux-1', ['deps-'])).toBeUndefined();
    const last = emu.inspect.requests({ route: 'GetCacheEntryDownloadURL' }).at(-1);
    expect(last?.status).toBe(200);
  });

  it('keeps entries immutable: a second save of the key returns -1 after a 409', async () => {
    await writeFiles(dir, { 'a.txt': 'changed' });
    emu.inspect.clearRequests();
    expect(await save([dir], 'deps-linux-1')).toBe(-1);
    const create = emu.inspect.requests({ route: 'CreateCacheEntry' });
    expect(create.map((r) => r.status)).toEqual([409]);
    expect(emu.inspect.requests({ service: 'blob' })).toHaveLength(0);
    expect(emu.inspect.caches().filter((c) => c.key === 'deps-linux-1')).toHaveLength(1);
  });

  it('looks up without downloading when lookupOnly is set', async () => {
    await rm(dir, { recursive: true, force: true });
    emu.inspect.clearRequests();
    expect(await restore([dir], 'deps-linux-1', [], { lookupOnly: true })).toBe('deps-linux-1');
    expect(existsSync(dir)).toBe(false);
    expect(emu.inspect.requests({ service: 'blob' })).toHaveLength(0);
  });

  it('scopes entries by ref: a pull request reads its base, main cannot read the pull request', async () => {
    emu.seed.pullRequest({ repo: REPO, number: 7, headRef: 'feature-x', baseRef: 'main' });
    await writeFiles(dir, { 'a.txt': 'from main' });
    useEnv(mainEnv);
    expect(await save([dir], 'scoped-main')).toBeGreaterThan(0);

    const prEnv = emu.runtimeEnv({ repo: REPO, runId: 101, ref: 'refs/pull/7/merge' });
    useEnv(prEnv);
    await rm(dir, { recursive: true });
    expect(await restore([dir], 'scoped-main')).toBe('scoped-main');
    expect(await readText(path.join(dir, 'a.txt'))).toBe('from main');

    await writeFiles(dir, { 'a.txt': 'from the pull request' });
    expect(await save([dir], 'scoped-pr')).toBeGreaterThan(0);
    // Same key on main is a different entry (entries are immutable per scope, not globally).
    expect(await save([dir], 'scoped-main')).toBeGreaterThan(0);
    expect(await restore([dir], 'scoped-main')).toBe('scoped-main');
    expect(await readText(path.join(dir, 'a.txt'))).toBe('from the pull request');

    useEnv(mainEnv);
    expect(await restore([dir], 'scoped-pr')).toBeUndefined();
    const scopes = emu.inspect
      .caches()
      .filter((c) => c.key.startsWith('scoped-'))
      .map((c) => `${c.key}@${c.scope}`)
      .sort();
    expect(scopes).toEqual([
      'scoped-main@refs/heads/main',
      'scoped-main@refs/pull/7/merge',
      'scoped-pr@refs/pull/7/merge',
    ]);
  });

  it('lets a feature branch read the default branch, and not the other way round', async () => {
    useEnv(emu.runtimeEnv({ repo: REPO, runId: 102, ref: 'refs/heads/feature-y' }));
    await writeFiles(dir, { 'a.txt': 'feature' });
    expect(await save([dir], 'branch-feature')).toBeGreaterThan(0);
    expect(await restore([dir], 'deps-linux-1')).toBe('deps-linux-1');
    useEnv(mainEnv);
    expect(await restore([dir], 'branch-feature')).toBeUndefined();
  });

  it('reports a token without a writable scope as a denied write (saveCache returns -1)', async () => {
    useEnv(emu.runtimeEnv({ repo: REPO, runId: 103, cacheReadOnly: true }));
    await writeFiles(dir, { 'a.txt': 'x' });
    const { value, output } = await captureStdout(() => cache.saveCache([dir], 'denied-1'));
    expect(value).toBe(-1);
    expect(output).toContain('cache write denied');
    expect(emu.inspect.caches().some((c) => c.key === 'denied-1')).toBe(false);
    useEnv(mainEnv);
  });

  it('refuses an expired runtime token (401, not retried): restore reports a miss', async () => {
    useEnv(emu.runtimeEnv({ repo: REPO, runId: 104, tokenTtlSeconds: -60 }));
    emu.inspect.clearRequests();
    expect(await restore([dir], 'deps-linux-1')).toBeUndefined();
    expect(emu.inspect.requests().map((r) => `${r.route} ${r.status}`)).toEqual([
      'GetCacheEntryDownloadURL 401',
    ]);
    useEnv(mainEnv);
  });

  it('lists and deletes entries through the REST API', async () => {
    const headers = { authorization: `Bearer ${mainEnv['GITHUB_TOKEN']}` };
    const list = await fetch(`${emu.apiUrl}/repos/${REPO}/actions/caches?key=build-linux-`, {
      headers,
    });
    const body = (await list.json()) as { total_count: number; actions_caches: { key: string }[] };
    expect(body.total_count).toBe(2);
    expect(body.actions_caches.map((c) => c.key)).toEqual(['build-linux-aaa', 'build-linux-bbb']);

    const del = await fetch(`${emu.apiUrl}/repos/${REPO}/actions/caches?key=build-linux-aaa`, {
      method: 'DELETE',
      headers,
    });
    expect(del.status).toBe(200);
    expect(await restore([dir], 'build-linux-aaa')).toBeUndefined();
  });
});
