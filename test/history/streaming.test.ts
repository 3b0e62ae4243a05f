/**
 * Statistics stream: over a generated 200,000-line history file, the heap grows by a few MiB at
 * most while the whole file is read (it would take hundreds of MiB to hold the entries), and the
 * result matches an exact computation. The figures are printed.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/core/schema.js';
import {
  computeStats,
  flattenBatches,
  HistoryStatsAccumulator,
  isBatched,
  localSource,
} from '../../src/history/index.js';
import { writeSyntheticHistory } from './generate.js';

const LINES = 200_000;
const NOW = Date.parse('2026-03-10T12:00:00Z');
const MiB = 1024 * 1024;

let dir: string;
let path: string;
let bytes = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ci-state-history-stream-'));
  path = join(dir, 'history.jsonl');
  bytes = await writeSyntheticHistory(path, LINES, NOW);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('streaming statistics', () => {
  it('read 200,000 lines in bounded memory', async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const base = process.memoryUsage().heapUsed;
    let peak = base;
    const source = localSource(path);
    const acc = new HistoryStatsAccumulator({ now: NOW });
    const t0 = performance.now();
    let n = 0;
    for await (const e of source.entries) {
      acc.add(e);
      if (++n % 2000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    const stats = acc.result();
    const ms = performance.now() - t0;
    const growth = (peak - base) / MiB;
    console.log(
      `streamed ${LINES} lines (${(bytes / MiB).toFixed(1)} MiB) in ${Math.round(ms)} ms; ` +
        `peak heap growth ${growth.toFixed(1)} MiB (sampled every 2,000 entries)`,
    );
    expect(source.stats).toMatchObject({ entries: LINES, skipped: 0 });
    // Holding the entries would take several hundred MiB; garbage between collections is the
    // bulk of what is measured here.
    expect(growth).toBeLessThan(32);

    // The same numbers as an exact computation over the whole file held in memory.
    const all = (await readFile(path, 'utf8'))
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as HistoryEntry);
    const runs = all.filter((e) => e.kind === 'run');
    expect(stats.runs).toBe(runs.length);
    expect(stats.completed).toBe(runs.filter((e) => e.status === 'completed').length);
    expect(stats.savedMs).toBe(runs.reduce((s, e) => s + e.savedMs, 0));
    const build = all
      .filter((e) => e.kind === 'phase' && e.phase === 'build' && e.producedBy === e.attempt)
      .filter((e) => e.status === 'succeeded' || e.status === 'failed')
      .map((e) => e.durationMs)
      .sort((a, b) => a - b);
    const exact = (p: number) => build[Math.ceil((p / 100) * build.length) - 1]!;
    const phase = stats.phases.find((p) => p.phase === 'build')!;
    expect(phase.exact).toBe(false);
    expect(phase.runs).toBe(build.length);
    for (const [got, p] of [
      [phase.p50Ms, 50],
      [phase.p95Ms, 95],
    ] as const)
      expect(Math.abs(got - exact(p))).toBeLessThanOrEqual(exact(p) * 0.01 + 0.5);
  }, 60_000);

  it('computeStats takes a chunk at a time and gives what one entry at a time gives', async () => {
    const one = async (query?: { job?: string; status?: string }) => {
      const acc = new HistoryStatsAccumulator({ now: NOW });
      const { matchesQuery } = await import('../../src/history/filter.js');
      for await (const e of localSource(path).entries)
        if (!query || matchesQuery(e, query)) acc.add(e);
      return acc.result();
    };
    const strip = ({ generatedAt: _g, ...rest }: { generatedAt: string }) => rest;
    const source = localSource(path);
    expect(isBatched(source.entries)).toBe(true);
    expect(strip(await computeStats(source.entries, { now: NOW }))).toEqual(strip(await one()));
    expect(source.stats).toMatchObject({ entries: LINES, skipped: 0 });
    const query = { status: 'failed' };
    expect(strip(await computeStats(localSource(path).entries, { now: NOW, query }))).toEqual(
      strip(await one(query)),
    );
  }, 60_000);
});

describe('flattenBatches', () => {
  async function* batches() {
    yield [1, 2, 3];
    yield [];
    yield [4];
    yield [5, 6];
  }

  it('mixes one at a time and the rest of a batch, and ends once', async () => {
    let ended = 0;
    const it = flattenBatches(batches(), () => ended++);
    expect((await it.next()).value).toBe(1);
    expect(await it.nextBatch()).toEqual([2, 3]);
    expect(await it.nextBatch()).toEqual([4]);
    expect((await it.next()).value).toBe(5);
    expect(await it.nextBatch()).toEqual([6]);
    expect(await it.nextBatch()).toBeUndefined();
    expect((await it.next()).done).toBe(true);
    expect(ended).toBe(1);
  });

  it('a failing source ends it and the error reaches the consumer', async () => {
    let ended = 0;
    async function* failing() {
      yield [1];
      throw new Error('disk gone');
    }
    const it = flattenBatches(failing(), () => ended++);
    expect(await it.nextBatch()).toEqual([1]);
    await expect(it.nextBatch()).rejects.toThrow('disk gone');
    expect(ended).toBe(1);
  });
});
