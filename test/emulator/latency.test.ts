/**
 * The `latencyMs` option: every request (Twirp, REST, blob) waits one round trip, and a new TCP
 * connection's first request one more. Checked by what the emulator recorded (counts, never
 * timings: these tests run on loaded machines), with plain HTTP and with the real clients.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type RequestLogEntry } from './index.js';
import { captureStdout, pseudoRandomBytes, useEnv, workspace, writeFiles } from './helpers.js';

const REPO = 'acme/far-away';
const [OWNER, NAME] = REPO.split('/') as [string, string];
const LATENCY = 20;

let emu: Emulator;
let ws: Awaited<ReturnType<typeof workspace>>;
let env: Record<string, string>;
let root: string;
let cache: typeof import('@actions/cache');
let artifact: typeof import('@actions/artifact');

beforeAll(async () => {
  emu = await startEmulator({ seed: 31, latencyMs: LATENCY });
  ws = await workspace('latency');
  root = process.env['GITHUB_WORKSPACE'] ?? '';
  env = emu.runtimeEnv({ repo: REPO, runId: 310, job: 'build' });
  useEnv(env);
  cache = await import('@actions/cache');
  artifact = await import('@actions/artifact');
});

afterAll(async () => {
  await emu?.stop();
  await ws?.dispose();
});

beforeEach(() => {
  emu.setLatency(LATENCY);
  emu.inspect.clearRequests();
  useEnv(env);
});

function quiet<T>(fn: () => Promise<T>): Promise<T> {
  return captureStdout(fn).then((r) => r.value);
}

/** One GET through `agent`; resolves with the status once the body is read. */
function get(
  url: string,
  agent: http.Agent,
  headers: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Every request waited one round trip, two when it opened its connection. */
function expectDelayed(log: RequestLogEntry[], latency: number): void {
  for (const e of log) {
    expect(e.delayMs, `${e.method} ${e.path}`).toBe(e.newConnection ? 2 * latency : latency);
  }
}

describe('latencyMs with plain HTTP', () => {
  it('delays each request once and a new connection once more', async () => {
    expect(emu.latencyMs).toBe(LATENCY);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const rest = `${emu.apiUrl}/repos/${OWNER}/${NAME}/actions/runs/310`;
    const auth = { authorization: `token ${env['GITHUB_TOKEN']}` };
    try {
      for (let i = 0; i < 3; i++) expect(await get(rest, agent, auth)).toBe(200);
    } finally {
      agent.destroy();
    }
    // A fresh agent without keep-alive: one connection per request.
    const once = new http.Agent({ keepAlive: false });
    expect(await get(rest, once, auth)).toBe(200);
    expect(await get(rest, once, auth)).toBe(200);

    const log = emu.inspect.requests();
    expect(log.map((e) => [e.service, e.newConnection, e.delayMs])).toEqual([
      ['rest', true, 2 * LATENCY],
      ['rest', false, LATENCY],
      ['rest', false, LATENCY],
      ['rest', true, 2 * LATENCY],
      ['rest', true, 2 * LATENCY],
    ]);
    expect(emu.inspect.connections()).toBe(3);
  });

  it('setLatency changes the delay of later requests; 0 turns it off', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      emu.setLatency(0);
      expect(await get(`${emu.origin}/rate_limit`, agent)).toBe(401);
      emu.setLatency(55);
      expect(await get(`${emu.origin}/rate_limit`, agent)).toBe(401);
    } finally {
      agent.destroy();
    }
    expect(emu.inspect.requests().map((e) => [e.newConnection, e.delayMs])).toEqual([
      [true, 0],
      [false, 55],
    ]);
    expect(() => emu.setLatency(-1)).toThrow(RangeError);
    expect(() => emu.setLatency(Number.NaN)).toThrow(RangeError);
    expect(emu.latencyMs).toBe(55);
  });

  it('is off by default', async () => {
    const plain = await startEmulator({ seed: 32 });
    try {
      expect(plain.latencyMs).toBe(0);
      const agent = new http.Agent({ keepAlive: false });
      expect(await get(`${plain.origin}/rate_limit`, agent)).toBe(401);
      expect(plain.inspect.requests().map((e) => [e.newConnection, e.delayMs])).toEqual([
        [true, 0],
      ]);
      expect(plain.inspect.connections()).toBe(1);
    } finally {
      await plain.stop();
    }
  });
});

describe('latencyMs with the real clients', () => {
  it('cache: a multi-megabyte save and restore, every Twirp and blob request delayed', async () => {
    const dir = path.join(root, 'cache-data');
    const payload = pseudoRandomBytes(12 * 1024 * 1024, 31);
    await writeFiles(dir, { 'payload.bin': payload, 'small.txt': 'hello' });
    const id = await quiet(() => cache.saveCache([dir], 'latency-cache-1'));
    expect(id).toBeGreaterThan(0);
    await rm(dir, { recursive: true, force: true });
    const hit = await quiet(() => cache.restoreCache([dir], 'latency-cache-1'));
    expect(hit).toBe('latency-cache-1');
    const restored = await readFile(path.join(dir, 'payload.bin'));
    const digest = (b: Buffer): string => createHash('sha256').update(b).digest('hex');
    expect(digest(restored)).toBe(digest(payload));

    const log = emu.inspect.requests();
    expect(log.filter((e) => e.service === 'twirp').map((e) => e.route)).toEqual([
      'CreateCacheEntry',
      'FinalizeCacheEntryUpload',
      'GetCacheEntryDownloadURL',
    ]);
    const blobs = log.filter((e) => e.service === 'blob');
    expect(blobs.filter((e) => e.method === 'PUT').length).toBeGreaterThanOrEqual(1);
    expect(blobs.filter((e) => e.method === 'GET')).toHaveLength(1);
    expect(log.every((e) => e.status !== undefined && e.status < 300)).toBe(true);
    expectDelayed(log, LATENCY);
    // Every connection carried at least one request, and each paid its set-up once.
    const opened = log.filter((e) => e.newConnection).length;
    expect(opened).toBe(emu.inspect.connections());
    expect(opened).toBeGreaterThanOrEqual(2); // the Twirp client and the blob clients
  });

  it('artifacts: upload (staged blocks + block list), REST lookup, 302 and download', async () => {
    const client = new artifact.DefaultArtifactClient();
    const out = path.join(root, 'artifact-out');
    const big = pseudoRandomBytes(3 * 1024 * 1024, 32);
    await writeFiles(out, { 'big.bin': big, 'note.txt': 'far away' });
    const up = await quiet(() =>
      client.uploadArtifact('far', [path.join(out, 'big.bin'), path.join(out, 'note.txt')], out, {
        compressionLevel: 0,
      }),
    );
    expect(up.id).toBeGreaterThan(0);

    // Another run finds it through REST; the zip route redirects to a signed blob URL.
    const dest = path.join(root, 'artifact-in');
    const other = emu.runtimeEnv({ repo: REPO, runId: 311, job: 'deploy' });
    useEnv(other);
    const got = await quiet(() =>
      client.downloadArtifact(up.id ?? 0, {
        path: dest,
        findBy: {
          token: other['GITHUB_TOKEN'] ?? '',
          repositoryOwner: OWNER,
          repositoryName: NAME,
          workflowRunId: 310,
        },
      }),
    );
    expect(got.downloadPath).toBe(dest);
    expect(Buffer.compare(await readFile(path.join(dest, 'big.bin')), big)).toBe(0);

    const log = emu.inspect.requests();
    const services = new Set(log.map((e) => e.service));
    expect([...services].sort()).toEqual(['blob', 'rest', 'twirp']);
    expect(log.some((e) => e.service === 'rest' && e.status === 302)).toBe(true);
    expect(log.filter((e) => e.service === 'blob' && e.method === 'PUT').length).toBeGreaterThan(1);
    expectDelayed(log, LATENCY);
    expect(log.filter((e) => e.newConnection).length).toBe(emu.inspect.connections());
  });
});
