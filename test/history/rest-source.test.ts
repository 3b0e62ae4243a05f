/**
 * The repository source against the emulator: history artifacts uploaded by the real artifact
 * client for several runs and attempts (as each attempt's post step does), found through the REST
 * API, downloaded with bounded concurrency, cached by artifact id so that a second query downloads
 * nothing, and a failed download counted, never fatal.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/core/schema.js';
import { historyArtifactName, stateArtifactName } from '../../src/github/keys.js';
import { createRestClient } from '../../src/github/octokit.js';
import {
  computeStats,
  describeSourceStats,
  runArtifactsSource,
  writeHistoryArtifact,
  type RunArtifactsSourceOptions,
} from '../../src/history/index.js';
import { startEmulator, type Emulator } from '../emulator/index.js';
import { captureStdout, useEnv, workspace, writeFiles } from '../emulator/helpers.js';
import { syntheticHistory } from './generate.js';

const REPO = 'acme/widgets';
const [OWNER, NAME] = REPO.split('/') as [string, string];
const SCOPE = '0123456789abcdef'.repeat(4);
const NOW = Date.now();

let emu: Emulator;
let ws: Awaited<ReturnType<typeof workspace>>;
let cacheDir: string;
let token = '';

/** One attempt's entries, as historyEntriesFor writes them, for run `runId`. */
function attemptEntries(runId: number, workflow: string, attempt = 1): HistoryEntry[] {
  const all = [
    ...syntheticHistory({
      runs: 1,
      days: 1,
      now: NOW,
      seed: runId,
      firstRunId: runId,
      workflows: [workflow, workflow],
      repo: REPO,
    }),
  ];
  const mine = all.filter((e) => e.attempt === attempt);
  // A run that did not fail has no second attempt in the generator: make one.
  return mine.length ? mine : all.map((e) => ({ ...e, attempt }));
}

const expected = { runs: 0, entries: 0, artifacts: 0 };

async function uploadAttempt(
  runId: number,
  attempt: number,
  workflow: string,
  extra?: () => Promise<void>,
) {
  useEnv(emu.runtimeEnv({ repo: REPO, runId, attempt, job: 'build' }));
  const entries = attemptEntries(runId, workflow, attempt);
  const up = await writeHistoryArtifact(entries, {
    name: historyArtifactName(SCOPE, attempt),
    retentionDays: 30,
  });
  expect(up.ok, up.reason).toBe(true);
  expected.runs += entries.filter((e) => e.kind === 'run').length;
  expected.entries += entries.length;
  expected.artifacts++;
  await extra?.();
}

function options(extra: Partial<RunArtifactsSourceOptions> = {}): RunArtifactsSourceOptions {
  return {
    rest: createRestClient({ token, baseUrl: emu.apiUrl }),
    token,
    owner: OWNER,
    repo: NAME,
    maxRuns: 50,
    concurrency: 3,
    cacheDir,
    ...extra,
  };
}

const zipRequests = () => emu.inspect.requests({ route: /\{archive_format\}/ }).length;

beforeAll(async () => {
  emu = await startEmulator({ seed: 31 });
  ws = await workspace('history-rest');
  cacheDir = await mkdtemp(join(tmpdir(), 'ci-state-history-cache-'));
  const first = emu.runtimeEnv({ repo: REPO, runId: 500, job: 'build' });
  useEnv(first);
  token = first['GITHUB_TOKEN']!;
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  const other = join(process.env['GITHUB_WORKSPACE']!, 'other');
  await writeFiles(other, { 'coverage.txt': 'not history', 'bundle.cis': 'state' });

  await captureStdout(async () => {
    // Six runs of CI, two of them re-run (a second attempt, its own artifact), one of Nightly.
    for (const runId of [500, 501, 502, 503, 504, 505]) {
      await uploadAttempt(runId, 1, 'CI', async () => {
        if (runId === 500) {
          // Artifacts of other kinds in the same run are never downloaded.
          await client.uploadArtifact('coverage', [join(other, 'coverage.txt')], other);
          await client.uploadArtifact(
            stateArtifactName(SCOPE, 1, 1),
            [join(other, 'bundle.cis')],
            other,
          );
        }
      });
      if (runId === 501 || runId === 504) await uploadAttempt(runId, 2, 'CI');
      emu.seed.run({ repo: REPO, runId, name: 'CI', status: 'completed' });
    }
    await uploadAttempt(506, 1, 'Nightly');
    emu.seed.run({ repo: REPO, runId: 506, name: 'Nightly', status: 'completed' });
  });
}, 120_000);

afterAll(async () => {
  await emu?.stop();
  await ws?.dispose();
  await rm(cacheDir, { recursive: true, force: true });
});

describe('the repository source', () => {
  it('downloads every history artifact once, and only those', async () => {
    emu.inspect.clearRequests();
    const source = runArtifactsSource(options());
    const stats = await computeStats(source.entries);
    expect(source.stats.runs).toBe(7);
    expect(source.stats.artifacts).toEqual({
      listed: expected.artifacts,
      cached: 0,
      downloaded: expected.artifacts,
      failed: 0,
      expired: 0,
    });
    expect(source.stats).toMatchObject({ entries: expected.entries, skipped: 0, foreign: 0 });
    expect(stats.runs).toBe(expected.runs);
    expect(stats.workflows.map((w) => w.workflow)).toEqual(['CI', 'Nightly']);
    expect(zipRequests()).toBe(expected.artifacts);
  });

  it('downloads nothing new on a second query, and gives the same numbers', async () => {
    const before = await computeStats(runArtifactsSource(options()).entries, { now: NOW });
    emu.inspect.clearRequests();
    const source = runArtifactsSource(options());
    const again = await computeStats(source.entries, { now: NOW });
    expect(zipRequests()).toBe(0);
    expect(emu.inspect.requests({ service: 'blob' })).toEqual([]);
    expect(source.stats.artifacts).toMatchObject({ cached: expected.artifacts, downloaded: 0 });
    // Completed runs' artifact lists are cached too: only the runs list is asked for.
    expect(emu.inspect.requests({ service: 'rest' }).map((r) => `${r.method} ${r.route}`)).toEqual([
      'GET /repos/{owner}/{repo}/actions/runs',
    ]);
    expect(again).toEqual(before);
  });

  it('narrows the runs by workflow name or file, by maxRuns, or to given runs', async () => {
    const nightly = runArtifactsSource(options({ workflow: 'Nightly' }));
    const n = await computeStats(nightly.entries);
    expect(nightly.stats.runs).toBe(1);
    expect(n.workflows.map((w) => w.workflow)).toEqual(['Nightly']);
    const byFile = runArtifactsSource(options({ workflow: 'ci.yml' }));
    for await (const _ of byFile.entries) void _;
    expect(byFile.stats.runs).toBe(7); // every seeded run has .github/workflows/ci.yml as its path
    const current = runArtifactsSource(options({ runIds: [501] }));
    const c = await computeStats(current.entries);
    expect(current.stats.runs).toBe(1);
    expect(current.stats.artifacts).toMatchObject({ listed: 2, cached: 2, downloaded: 0 });
    expect(c.runs).toBe(2);
    const newest = runArtifactsSource(options({ maxRuns: 2 }));
    for await (const _ of newest.entries) void _;
    expect(newest.stats.runs).toBe(2);
  });

  it('counts a failed download and goes on', async () => {
    await captureStdout(async () => {
      await uploadAttempt(507, 1, 'CI');
      await uploadAttempt(508, 1, 'CI');
    });
    emu.seed.run({ repo: REPO, runId: 507, name: 'CI', status: 'completed' });
    emu.seed.run({ repo: REPO, runId: 508, name: 'CI', status: 'completed' });
    const fault = emu.faults.add({
      route: 'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}',
      status: 403,
      times: 1,
    });
    const source = runArtifactsSource(options());
    const stats = await computeStats(source.entries);
    expect(emu.faults.fired()[fault]).toBe(1);
    expect(source.stats.artifacts).toMatchObject({ downloaded: 1, failed: 1 });
    expect(source.stats.failures[0]).toMatch(
      /^artifact ci-state-history-0123456789abcdef-a1 \(\d+\) of run 50[78]: /,
    );
    expect(stats.runs).toBe(expected.runs - 1);
    expect(describeSourceStats(source.stats)).toEqual([
      expect.stringMatching(/^1 history artifact could not be read and was left out; first: /),
    ]);
    // The failed one is fetched on the next query.
    const next = runArtifactsSource(options());
    expect((await computeStats(next.entries)).runs).toBe(expected.runs);
    expect(next.stats.artifacts).toMatchObject({ downloaded: 1, failed: 0 });
  });

  it('skips entries of another repository or run, and torn lines in an artifact', async () => {
    await captureStdout(async () => {
      useEnv(emu.runtimeEnv({ repo: REPO, runId: 509, attempt: 1, job: 'build' }));
      const mine = attemptEntries(509, 'CI');
      const foreign = attemptEntries(42, 'CI').map((e) => ({ ...e, repo: 'mallory/other' }));
      const otherRun = attemptEntries(510, 'CI');
      const up = await writeHistoryArtifact([...mine, ...foreign, ...otherRun], {
        name: historyArtifactName(SCOPE, 1),
      });
      expect(up.ok).toBe(true);
      expected.runs += 1;
      expected.entries += mine.length;
      expected.artifacts++;
      emu.seed.run({ repo: REPO, runId: 509, name: 'CI', status: 'completed' });
    });
    const source = runArtifactsSource(options());
    const stats = await computeStats(source.entries);
    expect(stats.runs).toBe(expected.runs);
    expect(source.stats.foreign).toBeGreaterThan(0);
    expect(source.stats.skipped).toBe(source.stats.foreign);
    expect(source.stats.entries).toBe(expected.entries);
  });

  it('fails plainly when the runs cannot be listed', async () => {
    const source = runArtifactsSource(
      options({
        token: 'ghp_bad',
        rest: createRestClient({ token: 'ghp_bad', baseUrl: emu.apiUrl }),
      }),
    );
    await expect(computeStats(source.entries)).rejects.toThrow(
      /^cannot list the workflow runs of acme\/widgets: Bad credentials/,
    );
  });
});

describe('scale', () => {
  it('gathers 200 runs with bounded concurrency well under a minute', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ci-state-history-cache-200-'));
    try {
      await captureStdout(async () => {
        for (let runId = 1000; runId < 1200; runId++) {
          useEnv(emu.runtimeEnv({ repo: REPO, runId, attempt: 1, job: 'build' }));
          const up = await writeHistoryArtifact(attemptEntries(runId, 'Scale'), {
            name: historyArtifactName(SCOPE, 1),
          });
          expect(up.ok).toBe(true);
          emu.seed.run({ repo: REPO, runId, name: 'Scale', status: 'completed' });
        }
      });
      let inFlight = 0;
      let peak = 0;
      const t0 = performance.now();
      const source = runArtifactsSource(
        options({
          workflow: 'Scale',
          maxRuns: 200,
          concurrency: 8,
          cacheDir: dir,
          download: async (a, into) => {
            inFlight++;
            peak = Math.max(peak, inFlight);
            try {
              const { DefaultArtifactClient } = await import('@actions/artifact');
              await new DefaultArtifactClient().downloadArtifact(a.id, {
                path: into,
                findBy: {
                  token,
                  workflowRunId: a.runId,
                  repositoryOwner: OWNER,
                  repositoryName: NAME,
                },
              });
            } finally {
              inFlight--;
            }
          },
        }),
      );
      const stats = await computeStats(source.entries);
      const ms = performance.now() - t0;
      console.log(
        `200 runs' history artifacts gathered in ${Math.round(ms)} ms (peak ${peak} downloads in flight)`,
      );
      expect(source.stats.artifacts).toMatchObject({ listed: 200, downloaded: 200, failed: 0 });
      expect(stats.runs).toBeGreaterThanOrEqual(200);
      expect(peak).toBeLessThanOrEqual(8);
      expect(peak).toBeGreaterThan(1);
      expect(ms).toBeLessThan(30_000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
