/**
 * The fast reader agrees with the store's reader: the same entries and the same counts, whatever
 * the chunk size (lines and UTF-8 sequences cut across reads, over-long lines, torn tails); and the
 * fast entry check never accepts what the schema refuses, nor differs from it on what it accepts.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHistoryEntry } from '../../src/core/documents.js';
import type { HistoryEntry } from '../../src/core/schema.js';
import {
  fastHistoryEntry,
  parseHistoryValue,
  readHistoryBatches,
} from '../../src/history/reader.js';
import { readHistory } from '../../src/store/history-file.js';
import { emptyLineStats } from '../../src/store/jsonl.js';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'three-runs.jsonl');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ci-state-history-reader-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fast(path: string, chunkBytes?: number, maxLineBytes?: number) {
  const stats = emptyLineStats();
  const entries: HistoryEntry[] = [];
  const options = {
    ...(chunkBytes ? { chunkBytes } : {}),
    ...(maxLineBytes ? { maxLineBytes } : {}),
  };
  for await (const b of readHistoryBatches(path, stats, options)) entries.push(...b);
  return { entries, stats };
}

async function store(path: string) {
  const { entries, stats } = readHistory(path);
  const out: HistoryEntry[] = [];
  for await (const e of entries) out.push(e);
  return { entries: out, stats };
}

describe('the fast reader', () => {
  it('reads what the store reads, with the same counts, whatever the chunk size', async () => {
    const lines = (await readFile(FIXTURE, 'utf8')).trimEnd().split('\n');
    const first = JSON.parse(lines[0]!) as Record<string, unknown>;
    const path = join(dir, 'mixed.jsonl');
    const content = [
      lines[0],
      '',
      '   ',
      '{"not json',
      JSON.stringify({ ...first, workflow: 'ünïcødé — 工作流 😀'.repeat(20) }),
      JSON.stringify({ ...first, schemaVersion: 99 }),
      JSON.stringify({ ...first, extra: 1 }),
      // Valid, though not canonical: `matrix` and `skipped` left to their defaults.
      JSON.stringify({ ...first, matrix: undefined, skipped: undefined }),
      `{"__proto__": {"polluted": true}, ${lines[1]!.slice(1)}`,
      'x'.repeat(300_000), // over the 200,000-byte limit used below
      ...lines.slice(1),
      lines[2]!.slice(0, 50), // torn
    ].join('\n');
    await writeFile(path, content);
    const want = await store(path);
    expect(want.stats.tornTail).toBe(true);
    for (const chunk of [16 * 1024, 17 * 1024 + 3, 64 * 1024, 1024 * 1024]) {
      const got = await fast(path, chunk, 200_000);
      const ref = await (async () => {
        // The store's reader with the same line limit.
        const { readJsonLines } = await import('../../src/store/jsonl.js');
        const r = readJsonLines(
          path,
          (v) => {
            try {
              return parseHistoryEntry(v, path);
            } catch {
              return undefined;
            }
          },
          { maxLineBytes: 200_000 },
        );
        const out: HistoryEntry[] = [];
        for await (const e of r.entries) out.push(e);
        return { entries: out, stats: r.stats };
      })();
      expect(got.stats, `chunk ${chunk}`).toEqual(ref.stats);
      expect(got.entries).toEqual(ref.entries);
    }
    const defaults = (await fast(path)).entries.find(
      (e) => e.kind === 'run' && e.runId === '100' && e.skipped.length === 0 && e.matrix === '',
    );
    expect(defaults).toBeDefined();
  });

  it('counts a line longer than the limit across many reads once, without buffering it', async () => {
    const path = join(dir, 'long.jsonl');
    const line = (await readFile(FIXTURE, 'utf8')).split('\n')[0]!;
    await writeFile(path, `${line}\n${'y'.repeat(100_000)}\n${line}\n${'z'.repeat(70_000)}`);
    const got = await fast(path, 16 * 1024, 50_000);
    expect(got.entries).toHaveLength(2);
    expect(got.stats).toEqual({
      entries: 2,
      skipped: 2,
      tornTail: true,
      invalidJson: 0,
      invalidEntries: 0,
      tooLong: 2,
    });
  });

  it('has no entries for a missing file', async () => {
    expect(await fast(join(dir, 'missing.jsonl'))).toEqual({
      entries: [],
      stats: emptyLineStats(),
    });
  });
});

describe('the fast entry check', () => {
  it('accepts every canonical entry and agrees with the schema on it', async () => {
    const lines = (await readFile(FIXTURE, 'utf8')).trimEnd().split('\n');
    for (const l of lines) {
      const v = JSON.parse(l) as unknown;
      expect(fastHistoryEntry(v)).toEqual(parseHistoryEntry(v, 'x'));
    }
  });

  it('never accepts what the schema refuses (mutated entries)', async () => {
    const lines = (await readFile(FIXTURE, 'utf8')).trimEnd().split('\n');
    const samples = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const odd = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.boolean(),
      fc.integer({ min: -3, max: 3 }),
      fc.double(),
      fc.constantFrom(2 ** 53, 1.5, -0, 70_000, 1e21),
      fc.string({ maxLength: 5 }),
      fc.constantFrom(
        '2026-02-30T00:00:00Z',
        '2026-03-01T24:00:00Z',
        '2026-03-01T10:00:00',
        '2026-03-01T10:00:00.5+01:00',
        '2024-02-29T00:00:00Z',
        'x'.repeat(65),
        'a'.repeat(64),
        'A'.repeat(64),
        'bad phase',
        'pending',
        'completed',
        'skipped',
        'run',
        'phase',
      ),
      fc.array(fc.constantFrom('setup', 'bad phase', 7), { maxLength: 3 }),
      fc.record({ total: fc.integer({ min: -1, max: 2 }) }),
    );
    const keys = [
      ...new Set(samples.flatMap((s) => Object.keys(s))),
      'inputsHash',
      'exitCode',
      'resumeFrom',
      'constructor',
      '__proto__',
      'other',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: samples.length - 1 }),
        fc.array(fc.tuple(fc.constantFrom(...keys), odd), { minLength: 1, maxLength: 3 }),
        (index, edits) => {
          const v: Record<string, unknown> = JSON.parse(JSON.stringify(samples[index]));
          for (const [k, x] of edits) {
            if (x === undefined) delete v[k];
            else
              Object.defineProperty(v, k, {
                value: x,
                enumerable: true,
                writable: true,
                configurable: true,
              });
          }
          const round = JSON.parse(JSON.stringify(v)) as unknown; // as it would come from a file
          const quick = fastHistoryEntry(round);
          let full: HistoryEntry | undefined;
          try {
            full = parseHistoryEntry(round, 'x');
          } catch {
            full = undefined;
          }
          if (quick !== undefined) expect(quick).toEqual(full);
          expect(parseHistoryValue(round)).toEqual(full);
        },
      ),
      { numRuns: 3000, seed: 7 },
    );
  });
});
