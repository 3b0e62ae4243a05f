/**
 * Injected faults as the real clients experience them on GitHub: what is retried, what is not,
 * and what a broken download leaves behind.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FaultRegistry } from './faults.js';
import { startEmulator, type Emulator } from './index.js';
import { captureStdout, readText, useEnv, workspace, writeFiles } from './helpers.js';

const REPO = 'acme/flaky';
const [OWNER, NAME] = REPO.split('/') as [string, string];

let emu: Emulator;
let ws: Awaited<ReturnType<typeof workspace>>;
let env: Record<string, string>;
let dir: string;
let cache: typeof import('@actions/cache');
let artifact: typeof import('@actions/artifact');

beforeAll(async () => {
  emu = await startEmulator({ seed: 55 });
  ws = await workspace('faults');
  env = emu.runtimeEnv({ repo: REPO, runId: 500 });
  useEnv(env);
  dir = path.join(process.env['GITHUB_WORKSPACE'] ?? '', 'data');
  cache = await import('@actions/cache');
  artifact = await import('@actions/artifact');
  // 64 KiB: large enough that a truncated download is visibly partial.
  await writeFiles(dir, { 'payload.txt': 'p'.repeat(64 * 1024) });
  const saved = await captureStdout(() => cache.saveCache([dir], 'stable-1'));
  expect(saved.value).toBeGreaterThan(0);
});

afterAll(async () => {
  await emu?.stop();
  await ws?.dispose();
});

beforeEach(async () => {
  emu.faults.clear();
  emu.inspect.clearRequests();
  useEnv(env);
  await rm(dir, { recursive: true, force: true });
});

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; output: string }> {
  const t0 = performance.now();
  const { value, output } = await captureStdout(fn);
  return { value, output, ms: performance.now() - t0 };
}

const statuses = (route: string): Array<number | undefined> =>
  emu.inspect.requests({ route }).map((r) => r.status);

describe('results service (Twirp)', () => {
  it('500 is retried after the client’s 3 s backoff, then succeeds', async () => {
    emu.faults.add({ route: 'GetCacheEntryDownloadURL', status: 500, times: 1 });
    const r = await timed(() => cache.restoreCache([dir], 'stable-1'));
    expect(r.value).toBe('stable-1');
    expect(statuses('GetCacheEntryDownloadURL')).toEqual([500, 200]);
    expect(r.ms).toBeGreaterThanOrEqual(2_900);
    expect(await readText(path.join(dir, 'payload.txt'))).toHaveLength(64 * 1024);
  });

  it('429 is not retried: restoreCache reports a miss and warns about the rate limit', async () => {
    emu.faults.add({ route: 'GetCacheEntryDownloadURL', status: 429, retryAfter: 30 });
    const r = await timed(() => cache.restoreCache([dir], 'stable-1'));
    expect(r.value).toBeUndefined();
    expect(statuses('GetCacheEntryDownloadURL')).toEqual([429]);
    expect(r.output).toContain('rate limit will reset in 30 seconds');
  });

  it('a connection reset is not retried: saveCache gives up on the reservation', async () => {
    emu.faults.add({ route: 'CreateCacheEntry', reset: true });
    await writeFiles(dir, { 'x.txt': 'x' });
    const r = await timed(() => cache.saveCache([dir], 'reset-1'));
    expect(r.value).toBe(-1);
    const calls = emu.inspect.requests({ route: 'CreateCacheEntry' });
    expect(calls.map((c) => [c.fault, c.status])).toEqual([['reset', undefined]]);
    expect(emu.inspect.caches().some((c) => c.key === 'reset-1')).toBe(false);
  });

  it('409 on reservation reads as “another job may be creating this cache”', async () => {
    emu.faults.add({ route: 'CreateCacheEntry', status: 409 });
    await writeFiles(dir, { 'x.txt': 'x' });
    const r = await timed(() => cache.saveCache([dir], 'conflict-1'));
    expect(r.value).toBe(-1);
    expect(r.output).toContain('another job may be creating this cache');
    expect(emu.inspect.requests({ service: 'blob' })).toHaveLength(0);
  });

  it('a fault aimed by body hits only the requests whose body matches', async () => {
    emu.faults.add({ route: 'CreateCacheEntry', body: /"key":"aimed-/, status: 409 });
    await writeFiles(dir, { 'x.txt': 'x' });
    expect((await timed(() => cache.saveCache([dir], 'spared-1'))).value).toBeGreaterThan(0);
    expect((await timed(() => cache.saveCache([dir], 'aimed-1'))).value).toBe(-1);
    expect(statuses('CreateCacheEntry')).toEqual([200, 409]);
    expect(emu.inspect.caches().map((c) => c.key)).toContain('spared-1');
    expect(emu.inspect.caches().map((c) => c.key)).not.toContain('aimed-1');
  });

  it('a reset on FinalizeArtifact fails the upload with the client’s network error', async () => {
    emu.faults.add({ route: 'FinalizeArtifact', reset: true });
    await writeFiles(dir, { 'x.txt': 'x' });
    const client = new artifact.DefaultArtifactClient();
    const upload = captureStdout(() =>
      client.uploadArtifact('lost', [path.join(dir, 'x.txt')], dir),
    );
    await expect(upload).rejects.toThrow(/ECONNRESET/);
    expect(statuses('FinalizeArtifact')).toEqual([undefined]);
  });

  it('a truncated or stalled answer leaves the cache client waiting with no timeout', async () => {
    // @actions/http-client has no default timeout, and its readBody() waits for an 'end' that an
    // aborted response never emits: the call never settles. Callers need their own deadline.
    const pending = Symbol('pending');
    const settle = (p: Promise<unknown>): Promise<unknown> =>
      Promise.race([p, new Promise((r) => setTimeout(() => r(pending), 1_500))]);
    emu.faults.add({ route: 'GetCacheEntryDownloadURL', truncate: true });
    const truncated = captureStdout(() => cache.restoreCache([dir], 'stable-1'));
    expect(await settle(truncated)).toBe(pending);
    emu.faults.add({ route: 'GetCacheEntryDownloadURL', stall: true });
    const stalled = captureStdout(() => cache.restoreCache([dir], 'stable-1'));
    expect(await settle(stalled)).toBe(pending);
    expect(emu.inspect.requests({ route: 'GetCacheEntryDownloadURL' })).toMatchObject([
      { status: 200, fault: 'truncate' },
      { status: 200, fault: 'stall' },
    ]);
  });

  it('latency delays the answer without failing it', async () => {
    emu.faults.add({ route: 'ListArtifacts', latencyMs: 400 });
    const client = new artifact.DefaultArtifactClient();
    const r = await timed(() => client.listArtifacts());
    expect(r.ms).toBeGreaterThanOrEqual(390);
    expect(emu.inspect.requests({ route: 'ListArtifacts' })).toMatchObject([
      { status: 200, fault: 'latency' },
    ]);
  });
});

describe('blob transfers (Azurite behind the proxy)', () => {
  it('a reset download is retried by the cache client after 5 s and succeeds', async () => {
    emu.faults.add({ route: 'blob:GET', reset: true });
    const r = await timed(() => cache.restoreCache([dir], 'stable-1'));
    expect(r.value).toBe('stable-1');
    expect(emu.inspect.requests({ service: 'blob' }).map((x) => x.status)).toEqual([
      undefined,
      200,
    ]);
    expect(r.ms).toBeGreaterThanOrEqual(4_900);
  });

  it('a truncated download is a failed restore that extracts nothing', async () => {
    emu.faults.add({ route: 'blob:GET', truncate: true });
    const r = await timed(() => cache.restoreCache([dir], 'stable-1'));
    expect(r.value).toBeUndefined();
    // Node's HTTP parser sees the connection close before Content-Length bytes arrived, so the
    // client's own size check ("Incomplete download") is never reached.
    expect(r.output).toContain('Failed to restore: aborted');
    expect(existsSync(dir)).toBe(false);
    expect(emu.inspect.requests({ service: 'blob' })).toMatchObject([
      { status: 200, fault: 'truncate' },
    ]);
  });

  it('a stalled body is abandoned by the client’s 5 s socket timeout', async () => {
    emu.faults.add({ route: 'blob:GET', stall: true });
    const r = await timed(() => cache.restoreCache([dir], 'stable-1'));
    expect(r.value).toBeUndefined();
    expect(r.ms).toBeGreaterThanOrEqual(4_900);
    expect(r.ms).toBeLessThan(15_000);
    expect(existsSync(dir)).toBe(false);
  });

  it('a 503 on a block upload is retried at once by the Azure SDK', async () => {
    emu.faults.add({ route: 'blob:PUT', status: 503 });
    await writeFiles(dir, { 'y.txt': 'y' });
    const r = await timed(() => cache.saveCache([dir], 'retried-upload-1'));
    expect(r.value).toBeGreaterThan(0);
    expect(emu.inspect.requests({ service: 'blob' }).map((x) => x.status)).toEqual([503, 201]);
  });

  async function uploadForDownload(name: string): Promise<number> {
    await writeFiles(dir, { 'z.txt': 'z'.repeat(10_000) });
    const client = new artifact.DefaultArtifactClient();
    const up = await captureStdout(() =>
      client.uploadArtifact(name, [path.join(dir, 'z.txt')], dir),
    );
    emu.inspect.clearRequests();
    return up.value.id ?? 0;
  }

  it('a reset artifact download is retried by the artifact client after 5 s', async () => {
    const id = await uploadForDownload('flaky-download');
    emu.faults.add({ route: 'blob:GET', reset: true });
    const dest = path.join(ws.root, 'flaky-download');
    const client = new artifact.DefaultArtifactClient();
    const r = await timed(() => client.downloadArtifact(id, { path: dest }));
    expect(r.ms).toBeGreaterThanOrEqual(4_900);
    expect(await readText(path.join(dest, 'z.txt'))).toHaveLength(10_000);
    expect(emu.inspect.requests({ service: 'blob' }).map((x) => x.fault ?? x.status)).toEqual([
      'reset',
      200,
    ]);
  });

  // The artifact client pipes the response without forwarding its errors, so a body cut short
  // is only noticed by its 30 s inactivity timer; then it retries after 5 s. About 35 s.
  it.runIf(process.env['CI_STATE_SLOW_TESTS'])(
    'a truncated artifact download stalls the artifact client for 30 s, then is retried',
    { timeout: 60_000 },
    async () => {
      const id = await uploadForDownload('truncated-download');
      emu.faults.add({ route: 'blob:GET', truncate: true });
      const dest = path.join(ws.root, 'truncated-download');
      const client = new artifact.DefaultArtifactClient();
      const r = await timed(() => client.downloadArtifact(id, { path: dest }));
      expect(r.ms).toBeGreaterThanOrEqual(34_000);
      expect(await readText(path.join(dest, 'z.txt'))).toHaveLength(10_000);
      console.log(`truncated artifact download recovered after ${Math.round(r.ms)} ms`);
    },
  );
});

describe('REST API', () => {
  const silent = (): void => undefined;
  const octokit = (): Octokit =>
    new Octokit({
      baseUrl: emu.apiUrl,
      auth: env['GITHUB_TOKEN'],
      log: { debug: silent, info: silent, warn: silent, error: silent },
    });

  it('429 carries retry-after and the rate limit headers; Octokit surfaces it', async () => {
    emu.seed.issue({ repo: REPO, number: 1 });
    emu.faults.add({
      route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
      status: 429,
      retryAfter: 7,
    });
    const error = await octokit()
      .rest.issues.createComment({ owner: OWNER, repo: NAME, issue_number: 1, body: 'hi' })
      .then(
        () => undefined,
        (e: unknown) => e as { status: number; response: { headers: Record<string, string> } },
      );
    expect(error?.status).toBe(429);
    expect(error?.response.headers['retry-after']).toBe('7');
    expect(error?.response.headers['x-ratelimit-limit']).toBe('1000');
    expect(emu.inspect.comments()).toHaveLength(0);
  });

  it('a truncated REST body resolves in Octokit as status 200 with data "" (not an error)', async () => {
    // @octokit/request reads JSON with response.text() and, if that or JSON.parse throws,
    // returns the text read so far (here nothing). Callers must check the shape of `data`.
    emu.seed.comment({ repo: REPO, issueNumber: 2, body: 'b'.repeat(5_000) });
    emu.faults.add({
      route: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
      truncate: true,
    });
    const response = await octokit().rest.issues.listComments({
      owner: OWNER,
      repo: NAME,
      issue_number: 2,
    });
    expect(response.status).toBe(200);
    expect(response.data as unknown).toBe('');
  });

  it('a 502 on the run artifact list is retried by the artifact client’s Octokit', async () => {
    emu.faults.add({
      route: /^GET \/repos\/\{owner\}\/\{repo\}\/actions\/runs\/\{run_id\}\/artifacts$/,
      status: 502,
    });
    const client = new artifact.DefaultArtifactClient();
    const listed = await captureStdout(() =>
      client.listArtifacts({
        findBy: {
          token: env['GITHUB_TOKEN'] ?? '',
          repositoryOwner: OWNER,
          repositoryName: NAME,
          workflowRunId: 500,
        },
      }),
    );
    expect(listed.value.artifacts.map((a) => a.name)).toContain('flaky-download');
    expect(statuses('/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts')).toEqual([502, 200]);
  });
});

describe('fault decisions', () => {
  function pattern(seed: number): string {
    const registry = new FaultRegistry(seed);
    registry.add({ route: 'blob', status: 503, rate: 0.5 });
    return Array.from({ length: 32 }, () => (registry.decide(['blob'], 'GET') ? 'x' : '.')).join(
      '',
    );
  }

  it('are deterministic for a seed and differ between seeds', () => {
    expect(pattern(1)).toBe(pattern(1));
    expect(pattern(1)).not.toBe(pattern(2));
    expect(pattern(1)).toMatch(/x/);
    expect(pattern(1)).toMatch(/\./);
  });

  it('honour times and after', () => {
    const registry = new FaultRegistry(1);
    registry.add({ route: 'CreateCacheEntry', status: 500, times: 2, after: 1 });
    const seen = Array.from({ length: 5 }, () =>
      registry.decide(['CreateCacheEntry'], 'POST') ? 'x' : '.',
    ).join('');
    expect(seen).toBe('.xx..');
  });
});
