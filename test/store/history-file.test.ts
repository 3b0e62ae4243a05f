import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, type HistoryEntry } from '../../src/core/schema.js';
import { appendHistory, readHistory, readJsonLines } from '../../src/store/index.js';
import { tempDir } from './helpers.js';

function entry(runId: string, attempt = 1): HistoryEntry {
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'run',
    runId,
    attempt,
    repo: 'octo/app',
    workflow: 'ci',
    job: 'build',
    matrix: '',
    ref: 'refs/heads/main',
    sha: 'abc',
    stateId: `s-${runId}`,
    status: 'completed',
    startedAt: '2025-01-01T00:00:00.000Z',
    endedAt: '2025-01-01T00:01:00.000Z',
    durationMs: 60_000,
    phases: { total: 2, succeeded: 2, failed: 0, skipped: 0, rolledBack: 0 },
    resumed: false,
    skipped: [],
    savedMs: 0,
  };
}

async function readAll(path: string) {
  const { entries, stats } = readHistory(path);
  const out: HistoryEntry[] = [];
  for await (const e of entries) out.push(e);
  return { out, stats };
}

describe('history', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let path: string;
  beforeEach(async () => {
    ({ dir, remove } = await tempDir());
    path = join(dir, 'history.jsonl');
  });
  afterEach(() => remove());

  it('appends lines and streams them back', async () => {
    expect(await appendHistory(dir, [entry('1'), entry('2')])).toEqual({
      appended: 2,
      repairedBytes: 0,
    });
    await appendHistory(dir, [entry('3')]);
    const { out, stats } = await readAll(path);
    expect(out.map((e) => e.runId)).toEqual(['1', '2', '3']);
    expect(stats).toMatchObject({ entries: 3, skipped: 0, tornTail: false });
    const text = await fs.readFile(path, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(4);
  });

  it('a missing file has no entries', async () => {
    const { out, stats } = await readAll(path);
    expect(out).toEqual([]);
    expect(stats.skipped).toBe(0);
  });

  it('drops and counts a torn last line, invalid JSON and invalid entries', async () => {
    const good = JSON.stringify(entry('1'));
    const invalid = JSON.stringify({ ...entry('2'), status: 'exploded' });
    const newer = JSON.stringify({ ...entry('3'), schemaVersion: SCHEMA_VERSION + 1 });
    const torn = good.slice(0, 40);
    await fs.writeFile(path, `${good}\n{not json\n${invalid}\n\n${newer}\n${good}\n${torn}`);
    const { out, stats } = await readAll(path);
    expect(out).toHaveLength(2);
    expect(stats).toEqual({
      entries: 2,
      skipped: 4,
      tornTail: true,
      invalidJson: 1,
      invalidEntries: 2,
      tooLong: 0,
    });
  });

  it('a complete JSON object without its final newline is still a torn line', async () => {
    await fs.writeFile(path, `${JSON.stringify(entry('1'))}\n${JSON.stringify(entry('2'))}`);
    const { out, stats } = await readAll(path);
    expect(out.map((e) => e.runId)).toEqual(['1']);
    expect(stats).toMatchObject({ skipped: 1, tornTail: true });
  });

  it('repairs a torn tail before appending, and counts it', async () => {
    const good = JSON.stringify(entry('1'));
    const torn = JSON.stringify(entry('2')).slice(0, 57);
    await fs.writeFile(path, `${good}\n${torn}`);
    const warnings: string[] = [];
    const r = await appendHistory(dir, [entry('3')], { onWarning: (m) => warnings.push(m) });
    expect(r).toEqual({ appended: 1, repairedBytes: 57 });
    expect(warnings).toEqual([
      `${path} ended with a torn line (57 bytes); removed it before appending`,
    ]);
    const { out, stats } = await readAll(path);
    expect(out.map((e) => e.runId)).toEqual(['1', '3']);
    expect(stats.skipped).toBe(0);
  });

  it('repairs a file that is only a torn line', async () => {
    await fs.writeFile(path, '{"kind":"ru');
    expect((await appendHistory(dir, [entry('1')])).repairedBytes).toBe(11);
    expect((await readAll(path)).out).toHaveLength(1);
  });

  it('refuses an invalid entry and writes nothing', async () => {
    await appendHistory(dir, [entry('1')]);
    const before = await fs.readFile(path, 'utf8');
    const bad = { ...entry('2'), attempt: 0 } as HistoryEntry;
    await expect(appendHistory(dir, [entry('3'), bad])).rejects.toThrow(
      /^history entry 2 is invalid: attempt: /,
    );
    expect(await fs.readFile(path, 'utf8')).toBe(before);
  });

  it('streams a large file in chunks, lines split across chunk boundaries', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 5000; i++) lines.push(JSON.stringify(entry(String(i), (i % 3) + 1)));
    await fs.writeFile(path, `${lines.join('\n')}\n`);
    const { out, stats } = await readAll(path);
    expect(out).toHaveLength(5000);
    expect(out[4999]?.runId).toBe('4999');
    expect(stats.skipped).toBe(0);
  });

  it('skips over-long lines without buffering them, also as a torn tail', async () => {
    const long = JSON.stringify({ pad: 'x'.repeat(200_000) });
    await fs.writeFile(path, `{"a":1}\n${long}\n{"a":2}\n${long}`);
    const { entries, stats } = readJsonLines(path, (v) => v, { maxLineBytes: 1000 });
    const out: unknown[] = [];
    for await (const e of entries) out.push(e);
    expect(out).toEqual([{ a: 1 }, { a: 2 }]);
    expect(stats).toMatchObject({ entries: 2, skipped: 2, tooLong: 2, tornTail: true });
  });

  it('concurrent appends from one process never interleave or lose lines', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => appendHistory(dir, [entry(`a${i}`), entry(`b${i}`)])),
    );
    const { out, stats } = await readAll(path);
    expect(out).toHaveLength(40);
    expect(stats.skipped).toBe(0);
  });
});
