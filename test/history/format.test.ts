/**
 * Shapes of the text formats: CSV (RFC 4180, read back by a strict parser), JSON and JSON lines,
 * the plain table, and markdown (parsed as GFM: hostile names stay text), plus the vendored
 * charting library matching the installed package.
 */
import { join } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/core/schema.js';
import {
  ENTRY_COLUMNS,
  HistoryStatsAccumulator,
  computeStats,
  csvField,
  formatEntries,
  formatStatsCsv,
  formatStatsJson,
  formatStatsMarkdown,
  formatStatsTable,
  localSource,
  parseFormat,
  renderHtmlReport,
  type HistoryStatistics,
} from '../../src/history/index.js';
import * as vendor from '../../src/history/vendor/uplot.js';
// @ts-expect-error: a plain .mjs helper without types
import { uplotSources } from './update-vendor.mjs';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'three-runs.jsonl');
const NOW = Date.parse('2026-03-10T12:00:00Z');

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const c of chunks) out += c;
  return out;
}

/** A strict RFC 4180 reader: CRLF records, quoted fields with doubled quotes. */
function parseCsv(input: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < input.length) {
    let field = '';
    if (input[i] === '"') {
      i++;
      for (;;) {
        if (i >= input.length) throw new Error('unterminated quoted field');
        if (input[i] === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
          } else {
            i++;
            break;
          }
        } else field += input[i++];
      }
    } else {
      while (i < input.length && input[i] !== ',' && input[i] !== '\r') {
        if (input[i] === '"' || input[i] === '\n') throw new Error(`bare ${input[i]} at ${i}`);
        field += input[i++];
      }
    }
    row.push(field);
    if (input[i] === ',') i++;
    else if (input.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else throw new Error(`unexpected ${JSON.stringify(input[i])} at ${i}`);
  }
  if (row.length) throw new Error('last record without CRLF');
  return rows;
}

const HOSTILE = 'x,"y"\r\nz <b>@octocat</b> [a](http://evil.example) | `tick` ::error::boom #12';

function hostileEntry(): HistoryEntry {
  return {
    schemaVersion: 2,
    kind: 'phase',
    runId: '9',
    attempt: 1,
    repo: 'o/r',
    workflow: HOSTILE,
    job: 'j',
    matrix: '',
    ref: 'refs/heads/main',
    sha: 'f'.repeat(40),
    stateId: 's',
    phase: 'p-1',
    status: 'failed',
    producedBy: 1,
    durationMs: 5,
    savedMs: 0,
    error: HOSTILE,
  };
}

async function fixtureStats(): Promise<HistoryStatistics> {
  return computeStats(localSource(FIXTURE).entries, { now: NOW });
}

describe('entries', () => {
  it('CSV: a header and one RFC 4180 record per entry, fields quoted when needed', async () => {
    const csv = await text(formatEntries(localSource(FIXTURE).entries, 'csv'));
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...ENTRY_COLUMNS]);
    expect(rows).toHaveLength(28);
    expect(rows.every((r) => r.length === ENTRY_COLUMNS.length)).toBe(true);
    const first = Object.fromEntries(ENTRY_COLUMNS.map((c, i) => [c, rows[1]![i]]));
    expect(first).toMatchObject({
      kind: 'run',
      runId: '100',
      status: 'failed',
      durationMs: '100000',
      resumed: 'false',
      phase: '',
      error: 'test: exit code 1',
    });

    const hostile = parseCsv(await text(formatEntries([hostileEntry()], 'csv')));
    expect(hostile[1]![ENTRY_COLUMNS.indexOf('workflow')]).toBe(HOSTILE);
    expect(hostile[1]![ENTRY_COLUMNS.indexOf('error')]).toBe(HOSTILE);
    expect(csvField('a"b')).toBe('"a""b"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
  });

  it('JSON: an array of the entries as stored; JSON lines: one a line', async () => {
    const json = JSON.parse(await text(formatEntries(localSource(FIXTURE).entries, 'json')));
    expect(json).toHaveLength(27);
    expect(json[0]).toMatchObject({ kind: 'run', runId: '100', attempt: 1 });
    expect(JSON.parse(await text(formatEntries([], 'json')))).toEqual([]);
    const lines = (await text(formatEntries(localSource(FIXTURE).entries, 'jsonl')))
      .trimEnd()
      .split('\n');
    expect(lines.map((l) => JSON.parse(l).kind).filter((k) => k === 'run')).toHaveLength(6);
  });

  it('table and markdown: capped, hostile text inert', async () => {
    const table = await text(formatEntries(localSource(FIXTURE).entries, 'table', { limit: 3 }));
    const lines = table.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ended\s+workflow\s+job\s+run\s+attempt\s+status/);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('… and 24 more (narrow the query or use csv/json)');
    const hostileTable = await text(formatEntries([hostileEntry()], 'table'));
    expect(hostileTable).not.toMatch(/\r/);
    expect(hostileTable.trimEnd().split('\n')).toHaveLength(2);

    const md = await text(formatEntries([hostileEntry()], 'markdown'));
    assertInert(md);
  });

  it('parses format names', () => {
    expect(parseFormat('MD')).toBe('markdown');
    expect(parseFormat('csv')).toBe('csv');
    expect(() => parseFormat('pdf', '--format')).toThrow(/--format "pdf" is not a format/);
  });
});

/** Parsed as GFM: no link, HTML or image node, and the hostile text survives as text. */
function assertInert(md: string): void {
  const tree = fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const kinds = new Set<string>();
  const ours = new Set(['<details><summary>Daily summary (UTC)</summary>', '</details>']);
  const visit = (n: { type: string; value?: string; children?: unknown[] }) => {
    // The daily table's own <details> wrapper is the only HTML allowed.
    if (!(n.type === 'html' && ours.has(n.value ?? ''))) kinds.add(n.type);
    for (const c of (n.children ?? []) as { type: string }[]) visit(c);
  };
  visit(tree as never);
  for (const bad of ['link', 'html', 'image', 'linkReference', 'footnoteReference'])
    expect(kinds.has(bad), `${bad} in ${md}`).toBe(false);
  expect(md).not.toMatch(/^::/m);
  expect(md).not.toContain('::error::');
}

describe('statistics', () => {
  it('JSON: the statistics object, with the source counts when given', async () => {
    const s = await fixtureStats();
    const source = localSource(FIXTURE);
    for await (const _ of source.entries) void _;
    const parsed = JSON.parse(formatStatsJson(s, source.stats));
    expect(parsed).toMatchObject({ runs: 6, successRate: 0.5, mostUsedWorkflow: 'CI' });
    expect(parsed.source).toMatchObject({ files: 1, entries: 27, skipped: 0 });
    expect(Object.keys(parsed)).toEqual(expect.arrayContaining(['phases', 'daily', 'flaky']));
  });

  it('CSV: per-phase, daily, workflow and flaky tables', async () => {
    const s = await fixtureStats();
    const phases = parseCsv(formatStatsCsv(s));
    expect(phases[0]).toEqual([
      'phase',
      'runs',
      'succeeded',
      'failed',
      'successRate',
      'p50Ms',
      'p95Ms',
      'meanMs',
      'maxMs',
      'exact',
      'reused',
      'savedMs',
      'flaky',
    ]);
    expect(phases[1]).toEqual(
      ['build', 4, 2, 2, 0.5, 60000, 90000, 70000, 90000, true, 1, 60000, 0].map(String),
    );
    expect(phases.find((r) => r[0] === 'test')?.[4]).toBe('0.6667');
    const daily = parseCsv(formatStatsCsv(s, 'daily'));
    expect(daily.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['2026-03-01', '2', '1', '1'],
      ['2026-03-02', '2', '0', '2'],
      ['2026-03-03', '2', '2', '0'],
    ]);
    expect(parseCsv(formatStatsCsv(s, 'workflows'))[1]).toEqual(['CI', '5', '2', '3', '0.4']);
    expect(parseCsv(formatStatsCsv(s, 'flaky'))[1]).toEqual([
      'test',
      '1',
      'a'.repeat(40),
      '100',
      'CI',
      'build',
    ]);
  });

  it('table: headline, phases, flaky and daily sections', async () => {
    const t = formatStatsTable(await fixtureStats());
    expect(t.split('\n')[0]).toBe(
      '6 attempts: 3 completed, 3 failed (success 50.0%); 2 resumed, saving 1m22s; mean 2m07s per attempt',
    );
    expect(t).toContain('most used workflow: CI (5 runs)');
    expect(t).toMatch(/^build\s+4\s+50\.0%\s+1m00s\s+1m30s\s+1m10s\s+1\s+1m00s$/m);
    expect(t).toMatch(/^test\s+3\s+66\.7%\s+35\.0s\s+40\.0s\s+35\.0s\s+0\s+1$/m);
    expect(t).toContain('flaky phases (failed, then succeeded on a re-run of the same commit):');
    expect(t).toMatch(/^2026-03-02\s+2\s+0\s+2\s+0\.0%\s+3m02s\s+1m31s\s+12\.0s$/m);
  });

  it('no finished attempt has no success rate, not 0.0%', async () => {
    const none = await computeStats((async function* () {})(), { now: NOW });
    expect(formatStatsTable(none).split('\n')[0]).toBe(
      '0 attempts: 0 completed, 0 failed (success n/a); 0 resumed, saving 0ms',
    );
    expect(await renderHtmlReport(none)).toContain('<b>n/a</b><span>success rate</span>');
    expect(formatStatsTable(await fixtureStats()).split('\n')[0]).toContain('(success 50.0%)');
  });

  it('markdown: a summary section that parses as GFM tables, hostile names inert', async () => {
    const s = await fixtureStats();
    const md = formatStatsMarkdown(s, { title: 'History' });
    expect(md).toContain('**6** attempts: 3 completed, 3 failed — success rate **50.0%**.');
    expect(md).toContain('| `build` | 4 | 50.0% | 1m00s | 1m30s | 1 | 1m00s |  |');
    expect(md).toContain(
      '**Flaky phases** (failed, then succeeded on a re-run of the same commit): `test` ×1.',
    );
    const tree = fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
    const tables = (tree.children as { type: string }[]).filter((c) => c.type === 'table');
    expect(tables).toHaveLength(2);

    const h = new HistoryStatsAccumulator({ now: NOW });
    h.add({
      schemaVersion: 2,
      kind: 'run',
      runId: '1',
      attempt: 1,
      repo: 'o/r',
      workflow: HOSTILE,
      job: 'j',
      matrix: '',
      ref: 'refs/heads/main',
      sha: 'f',
      stateId: 's',
      status: 'failed',
      startedAt: '2026-03-09T00:00:00Z',
      endedAt: '2026-03-09T00:01:00Z',
      durationMs: 60_000,
      phases: { total: 1, succeeded: 0, failed: 1, skipped: 0, rolledBack: 0 },
      resumed: false,
      skipped: [],
      savedMs: 0,
    });
    h.add(hostileEntry());
    assertInert(formatStatsMarkdown(h.result(), { title: HOSTILE }));
  });

  it('markdown: says when nothing matched, and what could not be read', async () => {
    const empty = await computeStats((async function* () {})(), { now: NOW });
    const source = localSource(FIXTURE);
    source.stats.skipped = 2;
    source.stats.invalidJson = 2;
    source.stats.files = 1;
    const md = formatStatsMarkdown(empty, { source: source.stats });
    expect(md).toContain('_No matching history entries._');
    expect(md).toContain('> ⚠️ skipped 2 unreadable history lines in 1 file \\(2 not JSON\\)');
  });
});

describe('the inlined charting library', () => {
  it('matches the installed uplot package and cannot end its script element', () => {
    const installed = uplotSources() as {
      version: string;
      js: string;
      css: string;
      license: string;
    };
    expect(vendor.UPLOT_VERSION).toBe(installed.version);
    expect(vendor.UPLOT_JS).toBe(installed.js);
    expect(vendor.UPLOT_CSS).toBe(installed.css);
    expect(vendor.UPLOT_LICENSE).toBe(installed.license);
    expect(vendor.UPLOT_JS).not.toMatch(/<\/script/i);
    expect(vendor.UPLOT_CSS).not.toMatch(/<\/style/i);
    expect(vendor.UPLOT_JS).not.toMatch(/https?:\/\//);
  });
});
