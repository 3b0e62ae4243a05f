/**
 * Service faults on the emulator: for each kind of fault, many runs of a job's persistence (save
 * at attempt 1, restore at attempt 2) through the real `@actions/cache`, `@actions/artifact` and
 * Octokit clients, in this process (`saveState`/`restoreState` of src/persist/state.ts with GitHub's adapter), with the
 * faults live during both. After every run, every claim is checked against the emulator with the
 * faults off: a "saved" location really holds the state, a restored state is the saved one, and
 * when nothing was restored though something was saved, the report says a service failed (so the
 * job says "NOT restored", not "nothing to restore"). The job's own result is never touched here
 * (persist never throws); the harness jobs in service-jobs.reliability.ts show it end to end.
 *
 * Time: the toolkit clients' own fixed retry sleeps (Twirp 3 s x1.5, 5 s between download tries,
 * Octokit's and Bottleneck's waits) are shortened by COMPRESS through a setTimeout wrapper that
 * only touches timers set from their modules; ci-state's own retry sleeps go through the `sleep`
 * option (recorded, then shortened the same way). The number and order of retries are unchanged.
 * Socket timeouts (the cache download's 5 s) are real.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRun, scopeKey, setContext, type RunState } from '../../src/core/index.js';
import { describeSave as persistenceLine } from './github-persist.js';
import { downloadBundleArtifact } from '../../src/github/artifact-store.js';
import { decodeBundle } from '../../src/store/bundle.js';
import { restoreBundleFromCache } from '../../src/github/cache-store.js';
import {
  restoreState,
  saveState,
  type PersistContext,
  type RestoreReport,
  type SaveReport,
} from './github-persist.js';
import { startEmulator, type Emulator, type FaultSpec } from '../emulator/index.js';
import { compressToolkitTimers, count, figure, seconds } from './helpers.js';

/** The outcome of the last try of ci-state's own retries (why it is about to wait). */
const probe = vi.hoisted(() => ({ last: undefined as { reason?: string } | undefined }));
vi.mock('../../src/transfer/retry.js', async (importOriginal) => {
  const m = await importOriginal<typeof import('../../src/transfer/retry.js')>();
  return {
    ...m,
    withRetry: <T>(
      fn: Parameters<typeof m.withRetry<T>>[0],
      options?: Parameters<typeof m.withRetry<T>>[1],
    ) =>
      m.withRetry<T>(async (attempt) => {
        const outcome = await fn(attempt);
        probe.last = outcome;
        return outcome;
      }, options),
  };
});

const COMPRESS = 50;
/**
 * Each kind of fault runs in a repository of its own: the emulator enforces GitHub's 1,000 REST
 * requests an hour per repository for the job token, and 200 restores through artifacts use most
 * of that. The test's own checks (reading back, deleting caches) use a token of their own.
 */
let REPO = 'octo/app';
let SCOPE = { repo: REPO, workflow: 'ci', job: 'build', matrix: '', ref: 'refs/heads/main' };
let KEY = scopeKey(SCOPE);
let checker = '';

function useRepo(name: string): void {
  REPO = name;
  SCOPE = { ...SCOPE, repo: REPO };
  KEY = scopeKey(SCOPE);
  checker = emu.mintToken({ login: 'checker', rateLimit: 1_000_000_000 });
}

let emu: Emulator;
let ws: string;
let restoreTimers: () => void;
let nextRun = 30_000;
/** What ci-state's own retries waited (ms) and why, for the retry-after checks. */
let waits: { ms: number; reason: string }[] = [];
const quiet = process.stdout.write.bind(process.stdout);

beforeAll(async () => {
  emu = await startEmulator({ seed: 11 });
  ws = mkdtempSync(join(tmpdir(), 'ci-state-rel-svc-'));
  process.env.GITHUB_WORKSPACE = ws;
  process.env.RUNNER_TEMP = ws;
  Object.assign(process.env, emu.runtimeEnv({ repo: REPO, runId: nextRun++ }));
  restoreTimers = compressToolkitTimers(COMPRESS);
  // The toolkit's debug lines (passed through while ci-state captures its log) are noise here.
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (/^::(debug|add-mask)::/.test(text)) {
      (rest.find((r) => typeof r === 'function') as (() => void) | undefined)?.();
      return true;
    }
    return quiet(chunk as string, ...(rest as []));
  }) as typeof process.stdout.write;
});
afterAll(async () => {
  process.stdout.write = quiet;
  restoreTimers?.();
  await emu?.stop();
  rmSync(ws, { recursive: true, force: true });
});

function stateFor(runId: string, n: number): RunState {
  const s = createRun({
    id: `r${runId}`,
    scope: SCOPE,
    origin: {
      repo: REPO,
      workflow: 'ci',
      job: 'build',
      runId,
      runAttempt: 1,
      sha: 'a'.repeat(40),
      ref: SCOPE.ref,
      event: 'push',
      actor: 'octocat',
    },
    toolVersion: '1.0.0',
    now: new Date().toISOString(),
  });
  return setContext(s, 'n', n);
}

function contextFor(runId: string, attempt: number, token: string): PersistContext {
  return {
    workspace: ws,
    scope: SCOPE,
    scopeKey: KEY,
    repository: REPO,
    runId,
    attempt,
    token,
    apiUrl: emu.apiUrl,
    crossRun: false,
    checkpointStorage: 'cache',
    log: () => undefined,
    retry: {
      attempts: 4,
      baseDelayMs: 1000,
      maxDelayMs: 15_000,
      deadlineMs: 120_000,
      sleep: (ms) => {
        waits.push({ ms, reason: probe.last?.reason ?? '' });
        return new Promise((r) => setTimeout(r, ms / COMPRESS));
      },
    },
  };
}

interface Tally {
  runs: number;
  faultsFired: number;
  savedBoth: number;
  savedCacheOnly: number;
  savedArtifactOnly: number;
  notSaved: number;
  falseSaved: number;
  restoredCache: number;
  restoredArtifact: number;
  notRestoredSaidSo: number;
  notRestoredNothingSaved: number;
  silentMiss: number;
  wrongState: number;
  retryAfterHonoured: number;
  retryAfterIgnored: number;
  otherRetries: number;
  ms: number;
}

const newTally = (): Tally => ({
  runs: 0,
  faultsFired: 0,
  savedBoth: 0,
  savedCacheOnly: 0,
  savedArtifactOnly: 0,
  notSaved: 0,
  falseSaved: 0,
  restoredCache: 0,
  restoredArtifact: 0,
  notRestoredSaidSo: 0,
  notRestoredNothingSaved: 0,
  silentMiss: 0,
  wrongState: 0,
  retryAfterHonoured: 0,
  retryAfterIgnored: 0,
  otherRetries: 0,
  ms: 0,
});

/** Is `state` really at the location the save report names? Checked with the faults off. */
async function verifySave(report: SaveReport, state: RunState, runId: string) {
  const found = { cache: false, artifact: false, why: [] as string[] };
  if (report.cache.ok) {
    const got = await restoreBundleFromCache(ws, [report.cache.key!]);
    if (got.ok && got.value?.kind === 'hit') {
      const { state: s } = decodeBundle(got.value.bytes, { scopeKey: KEY, source: 'check' });
      found.cache = JSON.stringify(s) === JSON.stringify(state);
      if (!found.cache) found.why.push('the cache entry holds another state');
    } else found.why.push(`cache: ${got.ok ? got.value?.kind : got.reason}`);
  }
  if (report.artifact.ok) {
    const got = await downloadBundleArtifact(
      report.artifact.id!,
      {
        token: checker,
        workflowRunId: Number(runId),
        repositoryOwner: REPO.split('/')[0]!,
        repositoryName: REPO.split('/')[1]!,
      },
      64 * 1024 * 1024,
    );
    if (got.ok) {
      const { state: s } = decodeBundle(got.value!, { scopeKey: KEY, source: 'check' });
      found.artifact = JSON.stringify(s) === JSON.stringify(state);
      if (!found.artifact) found.why.push('the artifact holds another state');
    } else found.why.push(`artifact: ${got.reason}`);
  }
  return found;
}

/** The persistence line the job summary would show must name exactly the verified locations. */
function expectTruthfulLine(report: SaveReport): void {
  const line = persistenceLine(report);
  if (!report.saved) expect(line).toMatch(/^NOT saved: /);
  else {
    expect(line.startsWith('Saved to ')).toBe(true);
    expect(line.includes(`cache key \`${report.cache.key}\``)).toBe(report.cache.ok);
    expect(line.includes(`artifact \`${report.artifact.name}\``)).toBe(report.artifact.ok);
    if (!report.cache.ok) expect(line).toContain('cache NOT saved (');
    if (!report.artifact.ok) expect(line).toContain('artifact NOT saved (');
  }
}

async function deleteCachesOfRun(runId: string): Promise<void> {
  for (const c of emu.inspect.caches().filter((e) => e.key.includes(`/${runId}/`))) {
    const res = await fetch(
      `${emu.apiUrl}/repos/${REPO}/actions/caches?key=${encodeURIComponent(c.key)}`,
      { method: 'DELETE', headers: { authorization: `Bearer ${checker}` } },
    );
    expect(res.status).toBe(200);
  }
}

interface Kind {
  name: string;
  runs: number;
  /** Faults live during the save. */
  save: FaultSpec[];
  /** Faults live during the restore. */
  restore: FaultSpec[];
  /** Between the attempts, with the faults off (run index i). */
  between?: (runId: string, i: number) => Promise<void>;
  /** The retry-after (s) the faults announce, to check that retries waited for it. */
  retryAfter?: number;
  /** Expected restore source when something was saved (e.g. artifact after an eviction). */
  expectSource?: 'artifact';
}

async function oneRun(kind: Kind, t: Tally, i: number): Promise<void> {
  const runId = String(nextRun++);
  const env1 = emu.runtimeEnv({ repo: REPO, runId, attempt: 1 });
  Object.assign(process.env, env1);
  const state = { ...stateFor(runId, i), seq: 1 };
  const where = `${kind.name} run ${i} (run id ${runId})`;

  emu.faults.clear();
  const ids = kind.save.map((f) => emu.faults.add(f));
  waits = [];
  const saved = await saveState(state, contextFor(runId, 1, env1.GITHUB_TOKEN!));
  t.faultsFired += ids.reduce((a, id) => a + (emu.faults.fired()[id] ?? 0), 0);
  const saveWaits = waits;
  emu.faults.clear();
  expectTruthfulLine(saved);

  const found = await verifySave(saved, state, runId);
  const falseClaims =
    (saved.cache.ok && !found.cache ? 1 : 0) + (saved.artifact.ok && !found.artifact ? 1 : 0);
  t.falseSaved += falseClaims;
  expect(
    falseClaims,
    `${where}: claimed ${persistenceLine(saved)}; read back: ${found.why.join('; ')}`,
  ).toBe(0);
  if (saved.cache.ok && saved.artifact.ok) t.savedBoth++;
  else if (saved.cache.ok) t.savedCacheOnly++;
  else if (saved.artifact.ok) t.savedArtifactOnly++;
  else t.notSaved++;

  const env2 = emu.runtimeEnv({ repo: REPO, runId, attempt: 2 });
  Object.assign(process.env, env2);
  await kind.between?.(runId, i);
  const rids = kind.restore.map((f) => emu.faults.add(f));
  waits = [];
  const restored: RestoreReport = await restoreState(contextFor(runId, 2, env2.GITHUB_TOKEN!));
  t.faultsFired += rids.reduce((a, id) => a + (emu.faults.fired()[id] ?? 0), 0);
  const restoreWaits = waits;
  emu.faults.clear();

  if (kind.retryAfter !== undefined) {
    // Each wait after a rate-limited try lasts at least what the service asked for.
    for (const w of [...saveWaits, ...restoreWaits]) {
      if (!/rate limit|\b429\b/i.test(w.reason)) t.otherRetries++;
      else if (w.ms >= kind.retryAfter * 1000) t.retryAfterHonoured++;
      else {
        t.retryAfterIgnored++;
        expect
          .soft(w.ms, `${where}: waited ${w.ms} ms after "${w.reason}"`)
          .toBeGreaterThanOrEqual(kind.retryAfter * 1000);
      }
    }
  }

  if (restored.state) {
    if (JSON.stringify(restored.state) !== JSON.stringify(state)) t.wrongState++;
    expect(restored.state, where).toEqual(state);
    if (restored.source === 'cache') t.restoredCache++;
    else t.restoredArtifact++;
    if (kind.expectSource) expect(restored.source, where).toBe(kind.expectSource);
  } else if (found.cache || found.artifact) {
    // Something was saved and nothing came back: the report must say a service failed.
    if (!restored.failed) t.silentMiss++;
    expect(restored.failed, `${where}: ${JSON.stringify(restored.problems)}`).toBe(true);
    expect(restored.problems.length, where).toBeGreaterThan(0);
    t.notRestoredSaidSo++;
  } else {
    t.notRestoredNothingSaved++;
  }
  t.runs++;
}

function describeTally(kind: Kind, t: Tally): string {
  const retry =
    kind.retryAfter !== undefined
      ? `, retries after a 429 with a ${kind.retryAfter} s retry-after: ${t.retryAfterHonoured} waited for it, ${t.retryAfterIgnored} did not (${t.otherRetries} retries for other reasons)`
      : '';
  return (
    `${t.runs} runs, ${t.faultsFired} faults injected; saved: ${t.savedBoth} cache+artifact, ` +
    `${t.savedCacheOnly} cache only, ${t.savedArtifactOnly} artifact only, ${t.notSaved} NOT saved (said so); ` +
    `restored: ${t.restoredCache} from cache, ${t.restoredArtifact} from artifact, ` +
    `${t.notRestoredSaidSo} NOT restored with the failure named, ${t.notRestoredNothingSaved} with nothing saved; ` +
    `${t.falseSaved} false "saved", ${t.wrongState} wrong states, ${t.silentMiss} silent misses${retry}; ${seconds(t.ms)}`
  );
}

const RUNS = count('service_runs', 20);
const STALL_RUNS = count('stall_runs', 6);

const KINDS: Kind[] = [
  {
    name: '30% 5xx',
    runs: RUNS,
    save: [
      { route: 'twirp', status: 500, rate: 0.3 },
      { route: 'blob', status: 503, rate: 0.3 },
      { route: 'rest', status: 502, rate: 0.3 },
    ],
    restore: [
      { route: 'twirp', status: 502, rate: 0.3 },
      { route: 'blob', status: 500, rate: 0.3 },
      { route: 'rest', status: 503, rate: 0.3 },
    ],
  },
  {
    name: '429 with retry-after',
    runs: RUNS,
    retryAfter: 3,
    save: [{ route: 'twirp', status: 429, retryAfter: 3, rate: 0.3 }],
    restore: [
      { route: 'twirp', status: 429, retryAfter: 3, rate: 0.3 },
      { route: 'rest', status: 429, retryAfter: 3, rate: 0.3 },
    ],
  },
  {
    name: 'connection resets',
    runs: RUNS,
    save: [
      { route: 'twirp', reset: true, rate: 0.2 },
      { route: 'blob', reset: true, rate: 0.2 },
    ],
    restore: [
      { route: 'twirp', reset: true, rate: 0.2 },
      { route: 'blob', reset: true, rate: 0.2 },
      { route: 'rest', reset: true, rate: 0.2 },
    ],
  },
  {
    // Even runs: the cache archive's download stalls. Odd runs: the cache entry is gone and the
    // artifact's download stalls.
    name: 'stalled download',
    runs: STALL_RUNS,
    save: [],
    restore: [{ route: 'blob:GET', stall: true, times: 1 }],
    between: (runId, i) => (i % 2 ? deleteCachesOfRun(runId) : Promise.resolve()),
  },
  {
    // The same two paths with the archive cut short.
    name: 'truncated archive',
    runs: RUNS,
    save: [],
    restore: [{ route: 'blob:GET', truncate: true, times: 1 }],
    between: (runId, i) => (i % 2 ? deleteCachesOfRun(runId) : Promise.resolve()),
  },
  {
    name: 'cache entry evicted between attempts',
    runs: RUNS,
    save: [],
    restore: [],
    between: (runId) => deleteCachesOfRun(runId),
    expectSource: 'artifact',
  },
];

describe('service faults on the emulator (persistence in-process)', () => {
  for (const [k, kind] of KINDS.entries()) {
    it(`${kind.name}: every claim verified, never a false "saved"`, async () => {
      useRepo(`octo/app${k}`);
      const t = newTally();
      const started = Date.now();
      for (let i = 0; i < kind.runs; i++) await oneRun(kind, t, i);
      t.ms = Date.now() - started;
      figure(`service-faults: ${kind.name}`, describeTally(kind, t));
      expect(t.falseSaved + t.wrongState + t.silentMiss).toBe(0);
      if (kind.retryAfter !== undefined) expect(t.retryAfterIgnored).toBe(0);
    });
  }
});
