/**
 * Statistics against values computed by hand from fixtures/three-runs.jsonl:
 *
 *   run 100 (sha a…): attempt 1 setup 10 s ok, build 60 s ok, test 30 s FAILED (run 100 s, failed)
 *                     attempt 2 resumes at test: setup + build reused (70 s saved), test 40 s ok,
 *                     deploy 20 s ok (run 60 s, completed)            -> test is flaky on a…
 *   run 101 (sha b…): attempt 1 setup 12 s ok, build 90 s FAILED (run 102 s, failed)
 *                     attempt 2 setup reused (12 s saved), build 80 s FAILED (run 80 s, failed)
 *   run 102 (sha c…): setup 8 s, build 50 s, test 35 s, deploy 25 s (run 118 s, completed)
 *   run 200 Nightly:  e2e 300 s (run 300 s, completed)
 *
 *   attempts 6: completed 3, failed 3 -> 50 %; resumed 2, saved 82 s; total 760 s, mean 126,667 ms
 *   setup  [8, 10, 12] s          p50 10 s  p95 12 s  mean 10 s   reused 2 (22 s)
 *   build  [50, 60, 80, 90] s     p50 60 s  p95 90 s  mean 70 s   2/4 ok, reused 1 (60 s)
 *   test   [30, 35, 40] s         p50 35 s  p95 40 s  mean 35 s   2/3 ok, flaky 1
 *   deploy [20, 25] s             p50 20 s  p95 25 s  mean 22.5 s
 *   e2e    [300] s
 */
import { appendFile, copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HistoryStatsAccumulator,
  QuantileSketch,
  computeStats,
  concatSources,
  describeSourceStats,
  filterEntries,
  localSource,
  matchesQuery,
  parseDurationSpec,
  parseTimeSpec,
  checkQuery,
  pruneLocalHistory,
} from '../../src/history/index.js';
import type { HistoryEntry } from '../../src/core/schema.js';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'three-runs.jsonl');
const NOW = Date.parse('2026-03-10T12:00:00Z');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ci-state-history-stats-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function all(src: AsyncIterable<HistoryEntry>): Promise<HistoryEntry[]> {
  const out: HistoryEntry[] = [];
  for await (const e of src) out.push(e);
  return out;
}

describe('statistics of the three-run fixture', () => {
  it('matches the hand-computed values', async () => {
    const source = localSource(FIXTURE);
    const s = await computeStats(source.entries, { now: NOW });
    expect(source.stats).toMatchObject({ files: 1, entries: 27, skipped: 0, tornTails: 0 });

    expect(s).toMatchObject({
      runs: 6,
      completed: 3,
      failed: 3,
      other: 0,
      successRate: 0.5,
      resumed: 2,
      savedMs: 82_000,
      totalDurationMs: 760_000,
      meanDurationMs: 126_667,
      phaseEntries: 21,
      mostUsedWorkflow: 'CI',
      firstAt: '2026-03-01T10:01:40.000Z',
      lastAt: '2026-03-03T08:01:58.000Z',
    });
    expect(s.workflows).toEqual([
      { workflow: 'CI', runs: 5, completed: 2, failed: 3, successRate: 0.4 },
      { workflow: 'Nightly', runs: 1, completed: 1, failed: 0, successRate: 1 },
    ]);
    const common = { exact: true, flaky: 0, reused: 0, savedMs: 0 };
    expect(s.phases).toEqual([
      {
        ...common,
        phase: 'build',
        runs: 4,
        succeeded: 2,
        failed: 2,
        successRate: 0.5,
        p50Ms: 60_000,
        p95Ms: 90_000,
        meanMs: 70_000,
        maxMs: 90_000,
        reused: 1,
        savedMs: 60_000,
      },
      {
        ...common,
        phase: 'setup',
        runs: 3,
        succeeded: 3,
        failed: 0,
        successRate: 1,
        p50Ms: 10_000,
        p95Ms: 12_000,
        meanMs: 10_000,
        maxMs: 12_000,
        reused: 2,
        savedMs: 22_000,
      },
      {
        ...common,
        phase: 'test',
        runs: 3,
        succeeded: 2,
        failed: 1,
        successRate: 2 / 3,
        p50Ms: 35_000,
        p95Ms: 40_000,
        meanMs: 35_000,
        maxMs: 40_000,
        flaky: 1,
      },
      {
        ...common,
        phase: 'deploy',
        runs: 2,
        succeeded: 2,
        failed: 0,
        successRate: 1,
        p50Ms: 20_000,
        p95Ms: 25_000,
        meanMs: 22_500,
        maxMs: 25_000,
      },
      {
        ...common,
        phase: 'e2e',
        runs: 1,
        succeeded: 1,
        failed: 0,
        successRate: 1,
        p50Ms: 300_000,
        p95Ms: 300_000,
        meanMs: 300_000,
        maxMs: 300_000,
      },
    ]);
    expect(s.flaky).toEqual([
      {
        phase: 'test',
        occurrences: 1,
        lastSha: 'a'.repeat(40),
        lastRunId: '100',
        workflow: 'CI',
        job: 'build',
      },
    ]);
    expect(s.daily).toEqual([
      {
        date: '2026-03-01',
        runs: 2,
        completed: 1,
        failed: 1,
        totalDurationMs: 160_000,
        meanDurationMs: 80_000,
        successRate: 0.5,
        resumed: 1,
        savedMs: 70_000,
      },
      {
        date: '2026-03-02',
        runs: 2,
        completed: 0,
        failed: 2,
        totalDurationMs: 182_000,
        meanDurationMs: 91_000,
        successRate: 0,
        resumed: 1,
        savedMs: 12_000,
      },
      {
        date: '2026-03-03',
        runs: 2,
        completed: 2,
        failed: 0,
        totalDurationMs: 418_000,
        meanDurationMs: 209_000,
        successRate: 1,
        resumed: 0,
        savedMs: 0,
      },
    ]);
    expect(s.window).toEqual({ days: 90, from: '2025-12-11', to: '2026-03-10' });
    expect(s.trend.days).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(s.trend.series.find((x) => x.phase === 'build')).toEqual({
      phase: 'build',
      meanMs: [60_000, 85_000, 50_000],
      count: [1, 2, 1],
    });
    expect(s.trend.series.find((x) => x.phase === 'e2e')?.meanMs).toEqual([null, null, 300_000]);
  });

  it('keeps the daily summary to its window', async () => {
    const s = await computeStats(localSource(FIXTURE).entries, {
      now: Date.parse('2026-03-03T23:00:00Z'),
      days: 2,
    });
    expect(s.daily.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03']);
    expect(s.runs).toBe(6); // the totals are not windowed
  });

  it('gives the same numbers whatever the order of the entries', async () => {
    const entries = await all(localSource(FIXTURE).entries);
    const reversed = await computeStats(
      (async function* () {
        yield* [...entries].reverse();
      })(),
      { now: NOW },
    );
    const forward = await computeStats(localSource(FIXTURE).entries, { now: NOW });
    expect(reversed.flaky).toEqual(forward.flaky);
    expect(reversed.phases.map((p) => [p.phase, p.p50Ms, p.p95Ms, p.flaky])).toEqual(
      forward.phases.map((p) => [p.phase, p.p50Ms, p.p95Ms, p.flaky]),
    );
  });

  it('links a failure and its successful re-run across runs of the same commit', () => {
    const acc = new HistoryStatsAccumulator({ now: NOW });
    const base = {
      schemaVersion: 2 as const,
      repo: 'o/r',
      workflow: 'W',
      job: 'j',
      matrix: '',
      ref: 'refs/heads/main',
      sha: 'd'.repeat(40),
      stateId: 's',
      kind: 'phase' as const,
      phase: 'lint',
      attempt: 1,
      producedBy: 1,
      durationMs: 1000,
      savedMs: 0,
    };
    acc.add({ ...base, runId: '7', status: 'failed', endedAt: '2026-03-01T00:00:00Z' });
    acc.add({ ...base, runId: '8', status: 'succeeded', endedAt: '2026-03-01T01:00:00Z' });
    // A success before the failure, on another commit, is not flaky.
    acc.add({
      ...base,
      sha: 'e'.repeat(40),
      runId: '9',
      status: 'succeeded',
      endedAt: '2026-03-01T00:00:00Z',
    });
    acc.add({
      ...base,
      sha: 'e'.repeat(40),
      runId: '10',
      status: 'failed',
      endedAt: '2026-03-01T01:00:00Z',
    });
    expect(acc.result().flaky).toMatchObject([{ phase: 'lint', occurrences: 1, lastRunId: '8' }]);
  });

  it('forgets the oldest pairs past the flaky window, and says so', () => {
    // A window of 2 (commit, phase) pairs: two generations of at most 2 are remembered.
    const acc = new HistoryStatsAccumulator({ now: NOW, flakyWindow: 2 });
    const base = {
      schemaVersion: 2 as const,
      repo: 'o/r',
      workflow: 'W',
      job: 'j',
      matrix: '',
      ref: 'refs/heads/main',
      stateId: 's',
      kind: 'phase' as const,
      phase: 'lint',
      producedBy: 1,
      attempt: 1,
      durationMs: 1,
      savedMs: 0,
    };
    const at = (minute: number) => new Date(NOW - 86_400_000 + minute * 60_000).toISOString();
    for (const n of [1, 2, 3, 4, 5, 6])
      acc.add({ ...base, sha: String(n), runId: String(n), status: 'failed', endedAt: at(n) });
    const rerun = { attempt: 2, producedBy: 2, status: 'succeeded' as const, endedAt: at(60) };
    // Commit 1 was forgotten.
    acc.add({ ...base, ...rerun, sha: '1', runId: '1' });
    expect(acc.result().flaky).toEqual([]);
    // Commit 6 is remembered.
    acc.add({ ...base, ...rerun, sha: '6', runId: '6' });
    const r = acc.result();
    expect(r.flaky).toMatchObject([{ phase: 'lint', occurrences: 1, lastSha: '6' }]);
    expect(r.flakyEvictions).toBe(4);
  });

  it('remembers every pair within the window, in any order', () => {
    const base = {
      schemaVersion: 2 as const,
      repo: 'o/r',
      workflow: 'W',
      job: 'j',
      matrix: '',
      ref: 'refs/heads/main',
      stateId: 's',
      kind: 'phase' as const,
      producedBy: 1,
      attempt: 1,
      durationMs: 1,
      savedMs: 0,
    };
    const entries: HistoryEntry[] = [];
    for (let c = 0; c < 3000; c++)
      for (const phase of ['a', 'b', 'c']) {
        const sha = `sha${c}`;
        const runId = String(c);
        entries.push({
          ...base,
          phase,
          sha,
          runId,
          status: 'failed',
          endedAt: '2026-03-01T00:00:00Z',
        });
        if (c % 3 === 0)
          entries.push({
            ...base,
            phase,
            sha,
            runId,
            attempt: 2,
            producedBy: 2,
            status: 'succeeded',
            endedAt: '2026-03-01T01:00:00Z',
          });
      }
    for (const order of [entries, [...entries].reverse()]) {
      const acc = new HistoryStatsAccumulator({ now: NOW, flakyWindow: 10_000 });
      for (const e of order) acc.add(e);
      const r = acc.result();
      expect(r.flaky.map((f) => [f.phase, f.occurrences])).toEqual([
        ['a', 1000],
        ['b', 1000],
        ['c', 1000],
      ]);
      expect(r.flakyEvictions).toBe(0);
    }
  });
});

describe('filters', () => {
  it('select by workflow, job, branch, status, time, phase and text', async () => {
    const entries = await all(localSource(FIXTURE).entries);
    const count = (q: Parameters<typeof matchesQuery>[1]) =>
      entries.filter((e) => matchesQuery(e, q)).length;
    expect(count({ workflow: 'Nightly' })).toBe(2);
    expect(count({ job: 'build' })).toBe(25);
    expect(count({ branch: 'main' })).toBe(27);
    expect(count({ branch: 'refs/heads/main' })).toBe(27);
    expect(count({ branch: 'dev' })).toBe(0);
    expect(count({ status: 'failed' })).toBe(6); // 3 runs + 3 phases
    expect(count({ phase: 'test' })).toBe(5);
    expect(count({ since: Date.parse('2026-03-03T00:00:00Z') })).toBe(7);
    expect(count({ until: Date.parse('2026-03-01T23:59:59Z') })).toBe(7);
    expect(count({ text: 'EXIT CODE 2' })).toBe(4);
    expect(count({ text: 'nightly' })).toBe(2);
    expect(count({ text: 'deploy' })).toBe(5);
    const failedBuild = await all(
      filterEntries(localSource(FIXTURE).entries, { phase: 'build', status: 'failed' }),
    );
    expect(failedBuild.map((e) => `${e.runId}/${e.attempt}`)).toEqual(['101/1', '101/2']);
  });

  it('parse times and durations, and refuse bad input in one line', () => {
    expect(parseDurationSpec('30d', 'x')).toBe(30 * 86_400_000);
    expect(parseDurationSpec('12h', 'x')).toBe(12 * 3_600_000);
    expect(parseTimeSpec('7d', 'x', NOW)).toBe(NOW - 7 * 86_400_000);
    expect(parseTimeSpec('2026-01-31', 'x')).toBe(Date.parse('2026-01-31'));
    expect(() => parseDurationSpec('soon', '--older-than')).toThrow(/--older-than "soon"/);
    expect(() => parseTimeSpec('yesterday', '--since')).toThrow(/--since "yesterday"/);
    expect(() => checkQuery({ status: 'green' })).toThrow(/status "green" is not a status/);
    expect(() => checkQuery({ since: 2, until: 1 })).toThrow(/since is after until/);
  });
});

describe('torn and corrupt lines', () => {
  it('are skipped, counted and reported, never fatal', async () => {
    const path = join(dir, 'damaged.jsonl');
    const good = await readFile(FIXTURE, 'utf8');
    const lines = good.trimEnd().split('\n');
    await writeFile(
      path,
      [
        lines[0],
        '{"this is": not json',
        JSON.stringify({ schemaVersion: 2, kind: 'run' }), // JSON, not an entry
        JSON.stringify({ ...JSON.parse(lines[1]!), schemaVersion: 99 }), // newer schema
        JSON.stringify({ ...JSON.parse(lines[1]!), __proto__: null, constructor: {} }),
        ...lines.slice(1),
        '',
      ].join('\n') + lines[0]!.slice(0, 40), // a torn last line
    );
    const second = join(dir, 'second.jsonl');
    await copyFile(FIXTURE, second);
    await appendFile(second, '\u0000\u0001garbage\n');
    const source = concatSources([localSource(path), localSource([second, join(dir, 'none')])]);
    const s = await computeStats(source.entries, { now: NOW });
    expect(s.runs).toBe(12);
    expect(source.stats).toMatchObject({
      files: 3,
      entries: 54,
      skipped: 6,
      tornTails: 1,
      invalidJson: 2,
      invalidEntries: 3,
    });
    const [line] = describeSourceStats(source.stats);
    expect(line).toBe(
      'skipped 6 unreadable history lines in 3 files (1 torn last line, 2 not JSON, 3 not a valid entry)',
    );
  });
});

describe('quantile sketch', () => {
  it('is exact up to its limit, then within its relative accuracy', () => {
    const exact = new QuantileSketch({ exactLimit: 10 });
    for (const v of [5, 1, 4, 2, 3]) exact.add(v);
    expect([exact.quantile(50), exact.quantile(95), exact.quantile(0)]).toEqual([3, 5, 1]);
    expect(exact.exact).toBe(true);

    const sketch = new QuantileSketch({ exactLimit: 100, relativeAccuracy: 0.01 });
    const values: number[] = [];
    let x = 12345;
    for (let i = 0; i < 50_000; i++) {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      const v = Math.round(Math.exp((x / 2 ** 31) * 14)); // 1 ms .. 20 min, log-uniform
      values.push(v);
      sketch.add(v);
    }
    values.sort((a, b) => a - b);
    expect(sketch.exact).toBe(false);
    expect(sketch.bucketCount).toBeLessThan(800);
    for (const p of [1, 25, 50, 75, 90, 95, 99, 100]) {
      const truth = values[Math.ceil((p / 100) * values.length) - 1]!;
      expect(Math.abs(sketch.quantile(p) - truth)).toBeLessThanOrEqual(truth * 0.01 + 0.5);
    }
    sketch.add(0);
    expect(sketch.quantile(0)).toBe(0);
  });
});

describe('local pruning', () => {
  it('removes the attempts that ended before the cutoff, durably, keeping undatable lines', async () => {
    const path = join(dir, 'prune', 'history.jsonl');
    await rm(join(dir, 'prune'), { recursive: true, force: true });
    const { mkdir } = await import('node:fs/promises');
    await mkdir(join(dir, 'prune'));
    const future = JSON.stringify({
      schemaVersion: 9,
      kind: 'new-kind',
      note: 'from a newer ci-state',
    });
    await writeFile(path, (await readFile(FIXTURE, 'utf8')) + `${future}\nnot json\n{"torn`);
    const cutoffNow = Date.parse('2026-03-03T00:00:00Z');
    const dry = await pruneLocalHistory(path, { olderThanMs: 0, now: cutoffNow, dryRun: true });
    expect(dry).toMatchObject({ removed: 20, kept: 8, dropped: 2, rewritten: false });
    const before = await readFile(path, 'utf8');
    expect(before).toContain('{"torn');

    const r = await pruneLocalHistory(path, { olderThanMs: 0, now: cutoffNow });
    expect(r).toMatchObject({ removed: 20, kept: 8, dropped: 2, rewritten: true });
    const after = (await readFile(path, 'utf8')).trimEnd().split('\n');
    expect(after).toHaveLength(8);
    expect(after).toContain(future);
    // Whole attempts went, reused phases (no time of their own) with their run.
    const s = await computeStats(localSource(path).entries, { now: NOW });
    expect(s.runs).toBe(2);
    expect(s.firstAt).toBe('2026-03-03T02:05:00.000Z');
    // Nothing left to prune: the file is not rewritten.
    const again = await pruneLocalHistory(path, { olderThanMs: 0, now: cutoffNow });
    expect(again.rewritten).toBe(false);
    expect(await pruneLocalHistory(join(dir, 'missing.jsonl'), { olderThanMs: 1 })).toMatchObject({
      kept: 0,
      removed: 0,
    });
  });
});
