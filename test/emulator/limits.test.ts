/**
 * GitHub's limits on the Actions services as the emulator enforces them (limits.ts), met by the
 * real `@actions/cache` and `@actions/artifact` clients: the new-entry rate, the cache budget
 * with its periodic eviction, the 7-day removal, the artifacts a job may create, the size of a
 * listing, and the list-then-refuse regression of re-runs. Time moves with the emulator's clock
 * (`clock.advance`), never with sleeps; the rules with many cases are checked against models with
 * fast-check (the seed is printed on failure).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  backendIdsOf,
  decodeJwt,
  GITHUB_LIMITS,
  planEviction,
  RateWindow,
  startEmulator,
  type Emulator,
} from './index.js';
import { EmulatorClock, RATE_WINDOW_MS } from './limits.js';
import { captureStdout, pseudoRandomBytes, useEnv, workspace, writeFiles } from './helpers.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const VERSION = 'a'.repeat(64);

let emu: Emulator;
let ws: Awaited<ReturnType<typeof workspace>>;
let root: string;
let cache: typeof import('@actions/cache');
let artifact: typeof import('@actions/artifact');
let nextRun = 700;

beforeAll(async () => {
  emu = await startEmulator({ seed: 91 });
  ws = await workspace('limits');
  root = process.env['GITHUB_WORKSPACE'] ?? '';
  useEnv(emu.runtimeEnv({ repo: 'limits/first', runId: nextRun++ }));
  cache = await import('@actions/cache');
  artifact = await import('@actions/artifact');
});

afterAll(async () => {
  await emu?.stop();
  await ws?.dispose();
});

beforeEach(() => {
  emu.setLimits({ ...GITHUB_LIMITS });
});

/** A fresh repository and run, its job's environment in `process.env`. */
function newJob(repo: string, o: { runId?: number; attempt?: number; job?: string } = {}) {
  const env = emu.runtimeEnv({
    repo,
    runId: o.runId ?? nextRun++,
    attempt: o.attempt ?? 1,
    job: o.job ?? 'build',
  });
  useEnv(env);
  return env;
}

async function twirp(
  env: Record<string, string>,
  service: 'CacheService' | 'ArtifactService',
  method: string,
  body: object,
): Promise<{ status: number; retryAfter: string | null; body: Record<string, unknown> }> {
  const res = await fetch(
    `${env['ACTIONS_RESULTS_URL']}twirp/github.actions.results.api.v1.${service}/${method}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${env['ACTIONS_RUNTIME_TOKEN']}`,
      },
      body: JSON.stringify(body),
    },
  );
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as Record<string, unknown>,
  };
}

async function putBlob(url: string, bytes: Buffer): Promise<void> {
  const res = await fetch(url, {
    method: 'PUT',
    headers: { 'x-ms-blob-type': 'BlockBlob', 'x-ms-version': '2021-08-06' },
    body: bytes,
  });
  expect(res.status).toBe(201);
}

/** A cache entry saved with plain Twirp calls (reserve, upload, finalize); its status. */
async function rawSave(env: Record<string, string>, key: string, size = 0): Promise<number> {
  const created = await twirp(env, 'CacheService', 'CreateCacheEntry', { key, version: VERSION });
  if (created.status !== 200) return created.status;
  await putBlob(String(created.body['signed_upload_url']), pseudoRandomBytes(size, key.length));
  const done = await twirp(env, 'CacheService', 'FinalizeCacheEntryUpload', {
    key,
    version: VERSION,
    size_bytes: String(size),
  });
  expect(done.body['ok']).toBe(true);
  return 200;
}

/** Looks a key up as the client does (which marks the entry used); true on a hit. */
async function rawRestore(env: Record<string, string>, key: string): Promise<boolean> {
  const r = await twirp(env, 'CacheService', 'GetCacheEntryDownloadURL', {
    key,
    restore_keys: [],
    version: VERSION,
  });
  return r.body['ok'] === true;
}

function ids(env: Record<string, string>) {
  const claims = decodeJwt(env['ACTIONS_RUNTIME_TOKEN'] ?? '');
  const found = claims && backendIdsOf(claims);
  if (!found) throw new Error('no backend ids in the runtime token');
  return {
    workflow_run_backend_id: found.runBackendId,
    workflow_job_run_backend_id: found.jobBackendId,
  };
}

/** An artifact created with plain Twirp calls; `finalize` uploads and finalizes it too. */
async function rawArtifact(
  env: Record<string, string>,
  name: string,
  finalize = false,
): Promise<number> {
  const created = await twirp(env, 'ArtifactService', 'CreateArtifact', {
    ...ids(env),
    name,
    version: 7,
  });
  if (created.status !== 200 || !finalize) return created.status;
  const bytes = Buffer.from(name);
  await putBlob(String(created.body['signed_upload_url']), bytes);
  const done = await twirp(env, 'ArtifactService', 'FinalizeArtifact', {
    ...ids(env),
    name,
    size: String(bytes.length),
  });
  return done.status;
}

const quiet = <T>(fn: () => Promise<T>) => captureStdout(fn);

describe('new cache entries: 200 a minute per repository', () => {
  it('the 201st in a minute gets 429 with Retry-After; saveCache returns -1 and warns; after the window it saves', async () => {
    expect(emu.limits.cacheEntriesPerMinute).toBe(200);
    const env = newJob('limits/rate');
    for (let i = 0; i < 200; i++) expect(await rawSave(env, `fill-${i}`)).toBe(200);
    const dir = path.join(root, 'rate');
    await writeFiles(dir, { 'a.txt': 'a' });

    const refused = await quiet(() => cache.saveCache([dir], 'rate-201'));
    expect(refused.value).toBe(-1);
    const calls = emu.inspect.requests({ route: 'CreateCacheEntry' });
    const last = calls.at(-1)!;
    expect(last.status).toBe(429);
    expect(last.retryAfter).toBeGreaterThanOrEqual(1);
    expect(last.retryAfter).toBeLessThanOrEqual(60);
    // What the user sees: the client's warning with the wait, then the reservation's failure.
    expect(refused.output).toMatch(
      new RegExp(
        `::warning::You've hit a rate limit, your rate limit will reset in ${last.retryAfter} seconds`,
      ),
    );
    expect(refused.output).toContain('Failed to save: Unable to reserve cache with key rate-201');
    expect(emu.inspect.caches().some((c) => c.key === 'rate-201')).toBe(false);
    // Only the 200 of the window count: another repository is not limited.
    newJob('limits/rate-other');
    expect((await quiet(() => cache.saveCache([dir], 'other-1'))).value).toBeGreaterThan(0);

    useEnv(env);
    emu.clock.advance(MINUTE);
    expect((await quiet(() => cache.saveCache([dir], 'rate-201'))).value).toBeGreaterThan(0);
  });

  it('refusals, duplicates and other repositories do not use the window; 0 turns the limit off', async () => {
    emu.setLimits({ cacheEntriesPerMinute: 2 });
    const env = newJob('limits/rate-small');
    expect(await rawSave(env, 'k1')).toBe(200);
    expect(await rawSave(env, 'k1')).toBe(409);
    expect(await rawSave(env, 'k2')).toBe(200);
    expect(await rawSave(env, 'k3')).toBe(429);
    expect(await rawSave(env, 'k3')).toBe(429);
    emu.clock.advance(MINUTE);
    expect(await rawSave(env, 'k3')).toBe(200);
    emu.setLimits({ cacheEntriesPerMinute: 0 });
    for (let i = 0; i < 5; i++) expect(await rawSave(env, `free-${i}`)).toBe(200);
  });

  it('RateWindow against a model: allowed iff fewer than the limit in the last minute, and the wait is exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40_000 }), fc.boolean()), {
          minLength: 1,
          maxLength: 80,
        }),
        (limit, steps) => {
          const window = new RateWindow();
          const accepted: number[] = [];
          let now = 0;
          for (const [dt, create] of steps) {
            now += dt;
            const inWindow = accepted.filter((t) => t > now - RATE_WINDOW_MS);
            const wait = window.waitMs(now, limit);
            if (inWindow.length < limit) {
              expect(wait).toBe(0);
              if (create) {
                window.add(now);
                accepted.push(now);
              }
            } else {
              // The earliest time at which fewer than `limit` remain in the window.
              const until = inWindow[inWindow.length - limit]! + RATE_WINDOW_MS;
              expect(wait).toBe(until - now);
              expect(window.waitMs(until, limit)).toBe(0);
              expect(window.waitMs(until - 1, limit)).toBeGreaterThan(0);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the service against the same model, through CreateCacheEntry and the emulator clock', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        // Steps of 7 s: no two creations are ever within real-time drift of a 60 s boundary.
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 14 }),
        async (limit, gaps) => {
          emu.setLimits({ cacheEntriesPerMinute: limit });
          const env = newJob(`limits/rate-prop-${run++}`);
          const accepted: number[] = [];
          let t = 0;
          for (const [i, gap] of gaps.entries()) {
            emu.clock.advance(gap * 7000);
            t += gap * 7000;
            const allowed = accepted.filter((a) => a > t - RATE_WINDOW_MS).length < limit;
            const status = await rawSave(env, `p-${i}`);
            expect(status).toBe(allowed ? 200 : 429);
            if (allowed) accepted.push(t);
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('Retry-After is in real seconds: the wait on the clock divided by its time scale, at least 1', () => {
    expect(new EmulatorClock(1).retryAfterSeconds(59_001)).toBe(60);
    expect(new EmulatorClock(60).retryAfterSeconds(59_001)).toBe(1);
    expect(new EmulatorClock(10).retryAfterSeconds(30_000)).toBe(3);
    expect(new EmulatorClock(1).retryAfterSeconds(1)).toBe(1);
    expect(() => new EmulatorClock(0)).toThrow('timeScale must be a finite number > 0, got 0');
  });
});

describe('cache budget: least recently used evicted periodically, read-only until then', () => {
  const SIZE = 20_000;

  it('over budget, a new entry is refused as "insufficient usage" until eviction, which keeps the most recently used', async () => {
    emu.setLimits({ cacheBudgetBytes: Math.round(3.5 * SIZE) });
    newJob('limits/budget');
    const dir = path.join(root, 'budget');
    const save = async (key: string) => {
      await writeFiles(dir, {
        'data.bin': pseudoRandomBytes(SIZE, key.length * 7 + key.charCodeAt(0)),
      });
      return quiet(() => cache.saveCache([dir], key));
    };
    const restore = (key: string) => quiet(() => cache.restoreCache([dir], key));
    for (const key of ['a', 'b', 'c']) expect((await save(key)).value).toBeGreaterThan(0);
    emu.clock.advance(1000);
    expect((await restore('a')).value).toBe('a'); // a is now used more recently than b and c
    emu.clock.advance(1000);
    expect((await save('d')).value).toBeGreaterThan(0); // within budget when reserved
    expect(emu.cache.usage('limits/budget')).toBeGreaterThan(emu.limits.cacheBudgetBytes);

    const refused = await save('e');
    expect(refused.value).toBe(-1);
    const create = emu.inspect.requests({ route: 'CreateCacheEntry' }).at(-1)!;
    expect(create.status).toBe(403);
    // The client turns the service's "insufficient usage" into its UsageError.
    expect(refused.output).toContain('Cache storage quota has been hit');
    expect(refused.output).toContain('Failed to save: Unable to reserve cache with key e');

    const run = await emu.cache.evict('limits/budget');
    expect(run.expired).toEqual([]);
    expect(run.evicted.map((c) => c.key)).toEqual(['b']);
    expect(
      emu.inspect
        .caches()
        .filter((c) => c.repo === 'limits/budget')
        .map((c) => c.key)
        .sort(),
    ).toEqual(['a', 'c', 'd']);
    expect((await save('e')).value).toBeGreaterThan(0);
  });

  it('eviction runs by itself once its period has passed on the clock (hourly by default)', async () => {
    emu.setLimits({ cacheBudgetBytes: SIZE, cacheEvictionIntervalMs: 60 * MINUTE });
    const env = newJob('limits/hourly');
    expect(await rawSave(env, 'old', SIZE)).toBe(200);
    emu.clock.advance(1000);
    expect(await rawSave(env, 'new', SIZE)).toBe(200);
    expect(await rawSave(env, 'more', SIZE)).toBe(403); // read-only: over budget
    emu.clock.advance(59 * MINUTE);
    expect(await rawSave(env, 'more', SIZE)).toBe(403); // not an hour yet
    emu.clock.advance(MINUTE);
    expect(await rawRestore(env, 'old')).toBe(false); // evicted before this request was handled
    expect(await rawRestore(env, 'new')).toBe(true);
    expect(await rawSave(env, 'more', 0)).toBe(200);
  });

  it('entries unused for 7 days are removed when eviction runs; a restore counts as a use', async () => {
    const env = newJob('limits/unused');
    expect(await rawSave(env, 'kept', 10)).toBe(200);
    expect(await rawSave(env, 'idle', 10)).toBe(200);
    emu.clock.advance(6 * DAY);
    expect(await rawRestore(env, 'kept')).toBe(true);
    emu.clock.advance(DAY + 60 * MINUTE); // idle: 7 days and an hour unused; the hourly run is due
    const dir = path.join(root, 'unused');
    await writeFiles(dir, { 'x.txt': 'x' });
    expect((await quiet(() => cache.restoreCache([dir], 'idle'))).value).toBeUndefined();
    const keys = emu.inspect
      .caches()
      .filter((c) => c.repo === 'limits/unused')
      .map((c) => c.key);
    expect(keys).toEqual(['kept']);
  });

  it('planEviction against a model: unused ones go, then the least recently used until it fits', () => {
    const entry = fc.record({
      sizeBytes: fc.integer({ min: 0, max: 100 }),
      used: fc.integer({ min: 0, max: 20 * DAY }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 25 }),
        fc.integer({ min: 0, max: 1000 }),
        (raw, budget) => {
          const now = 20 * DAY;
          const entries = raw.map((e, seq) => ({
            sizeBytes: e.sizeBytes,
            lastAccessedAt: new Date(e.used),
            seq,
          }));
          const { expired, evicted } = planEviction(entries, now, budget, 7 * DAY);
          // Model: sort by last use (then creation), keep the longest most-recent run that fits.
          const fresh = entries.filter((e) => now - e.lastAccessedAt.getTime() < 7 * DAY);
          const byUse = [...fresh].sort(
            (a, b) => b.lastAccessedAt.getTime() - a.lastAccessedAt.getTime() || b.seq - a.seq,
          );
          const kept: typeof entries = [];
          let total = 0;
          for (const e of byUse) {
            if (total + e.sizeBytes > budget && kept.length < byUse.length) {
              // The rest (this and everything used before it) must go.
              break;
            }
            total += e.sizeBytes;
            kept.push(e);
          }
          const expectedKept = new Set(
            fresh.reduce((sum, e) => sum + e.sizeBytes, 0) <= budget ? fresh : kept,
          );
          expect(new Set(expired)).toEqual(new Set(entries.filter((e) => !fresh.includes(e))));
          expect(new Set(fresh.filter((e) => !evicted.includes(e)))).toEqual(expectedKept);
          const left = fresh.filter((e) => !evicted.includes(e));
          expect(left.reduce((sum, e) => sum + e.sizeBytes, 0)).toBeLessThanOrEqual(budget);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('the service against the same model: saves and restores on the clock, then one eviction', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            save: fc.boolean(),
            key: fc.integer({ min: 0, max: 5 }),
            size: fc.integer({ min: 1, max: 9 }),
          }),
          { minLength: 1, maxLength: 14 },
        ),
        fc.integer({ min: 5, max: 30 }),
        async (ops, budget) => {
          // No read-only refusal in this property: the budget is enforced only by the run below.
          emu.setLimits({ cacheBudgetBytes: 10_000 });
          const env = newJob(`limits/lru-prop-${run++}`);
          const model = new Map<string, { size: number; used: number }>();
          let t = 0;
          for (const op of ops) {
            emu.clock.advance(1000);
            t += 1000;
            const key = `k${op.key}`;
            if (op.save) {
              const status = await rawSave(env, key, op.size);
              expect(status).toBe(model.has(key) ? 409 : 200);
              if (!model.has(key)) model.set(key, { size: op.size, used: t });
            } else {
              expect(await rawRestore(env, key)).toBe(model.has(key));
              const m = model.get(key);
              if (m) m.used = t;
            }
          }
          emu.setLimits({ cacheBudgetBytes: budget });
          await emu.cache.evict(`limits/lru-prop-${run - 1}`);
          const byUse = [...model].sort((a, b) => b[1].used - a[1].used);
          const kept: string[] = [];
          let total = 0;
          for (const [key, m] of byUse) {
            if (total + m.size > budget) break;
            total += m.size;
            kept.push(key);
          }
          const left = emu.inspect
            .caches()
            .filter((c) => c.repo === `limits/lru-prop-${run - 1}`)
            .map((c) => c.key);
          expect(left.sort()).toEqual(kept.sort());
        },
      ),
      { numRuns: 10 },
    );
  });
});

describe('artifacts: 500 created per job, names unique, lists of at most 1,000', () => {
  it('the 501st artifact of a job is refused; the next job may create its own 500', async () => {
    expect(emu.limits.artifactsPerJob).toBe(500);
    const runId = nextRun++;
    const env = newJob('limits/artifacts', { runId });
    for (let i = 0; i < 500; i++) expect(await rawArtifact(env, `a-${i}`)).toBe(200);
    const dir = path.join(root, 'art');
    await writeFiles(dir, { 'r.txt': 'r' });
    const client = new artifact.DefaultArtifactClient();
    const upload = quiet(() => client.uploadArtifact('a-500', [path.join(dir, 'r.txt')], dir));
    await expect(upload).rejects.toThrow(
      /Received non-retryable error: Failed request: \(412\) .*artifact limit reached: a job may create at most 500 artifacts/,
    );
    // Deleting does not give a slot back: the limit counts creations.
    expect(emu.inspect.requests({ route: 'CreateArtifact' }).at(-1)!.status).toBe(412);
    newJob('limits/artifacts', { runId, job: 'test' });
    const other = await quiet(() => client.uploadArtifact('a-500', [path.join(dir, 'r.txt')], dir));
    expect(other.value.id).toBeGreaterThan(0);
  });

  it('a second artifact of the same name in an attempt is refused with 409', async () => {
    newJob('limits/dup');
    const dir = path.join(root, 'dup');
    await writeFiles(dir, { 'r.txt': 'r' });
    const client = new artifact.DefaultArtifactClient();
    await quiet(() => client.uploadArtifact('same', [path.join(dir, 'r.txt')], dir));
    await expect(
      quiet(() => client.uploadArtifact('same', [path.join(dir, 'r.txt')], dir)),
    ).rejects.toThrow(
      /\(409\) Conflict: an artifact with this name already exists on the workflow run/,
    );
  });

  it('ListArtifacts answers at most 1,000', async () => {
    const runId = nextRun++;
    for (const job of ['j1', 'j2', 'j3']) {
      const env = newJob('limits/many', { runId, job });
      const count = job === 'j3' ? 1 : 500;
      // 25 at a time: 3,003 requests in all.
      for (let i = 0; i < count; i += 25) {
        const batch = Array.from({ length: Math.min(25, count - i) }, (_, k) => `${job}-${i + k}`);
        const statuses = await Promise.all(batch.map((name) => rawArtifact(env, name, true)));
        expect(statuses.every((s) => s === 200)).toBe(true);
      }
    }
    const client = new artifact.DefaultArtifactClient();
    const listed = await quiet(() => client.listArtifacts());
    expect(listed.value.artifacts).toHaveLength(1000);
    expect(listed.value.artifacts.some((a) => a.name === 'j3-0')).toBe(false);
  }, 180_000);
});

describe('the list-then-refuse regression of re-runs', () => {
  it('lists an earlier attempt’s artifact that the service then refuses; REST scoped to the run still serves it', async () => {
    const runId = nextRun++;
    const dir = path.join(root, 'regress');
    await writeFiles(dir, { 'state.txt': 'attempt 1' });
    newJob('limits/regress', { runId, attempt: 1 });
    const client = new artifact.DefaultArtifactClient();
    const up = await quiet(() =>
      client.uploadArtifact('state-a1', [path.join(dir, 'state.txt')], dir),
    );

    const env2 = newJob('limits/regress', { runId, attempt: 2 });
    expect((await quiet(() => client.listArtifacts())).value.artifacts).toEqual([]);

    emu.setLimits({ listEarlierAttempts: true });
    const listed = (await quiet(() => client.listArtifacts())).value.artifacts;
    expect(listed.map((a) => [a.name, a.id])).toEqual([['state-a1', up.value.id]]);
    await expect(
      quiet(() => client.downloadArtifact(up.value.id!, { path: path.join(root, 'regress-out') })),
    ).rejects.toThrow(/\(404\) Not Found: workflow run not found/);

    const findBy = {
      token: env2['GITHUB_TOKEN']!,
      workflowRunId: runId,
      repositoryOwner: 'limits',
      repositoryName: 'regress',
    };
    const out = path.join(root, 'regress-rest');
    await quiet(() => client.downloadArtifact(up.value.id!, { path: out, findBy }));
    expect(
      await import('node:fs/promises').then((f) => f.readFile(path.join(out, 'state.txt'), 'utf8')),
    ).toBe('attempt 1');
  });
});

describe('options', () => {
  it('bad limits are one-line errors naming them', async () => {
    expect(() => emu.setLimits({ cacheEntriesPerMinute: -1 })).toThrow(
      'limits.cacheEntriesPerMinute must be a whole number >= 0, got -1',
    );
    expect(() => emu.setLimits({ nope: 1 } as never)).toThrow(/^limits\.nope is not a limit/);
    const cli = fileURLToPath(new URL('./cli.mjs', import.meta.url));
    const run = promisify(execFile)(process.execPath, [cli, '--artifacts-per-job', 'many']);
    await expect(run).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        '--artifacts-per-job must be a whole number >= 0, not "many"',
      ),
    });
  });
});
