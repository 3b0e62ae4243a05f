// One side of figure 6 in a process of its own, so that its peak memory is its own:
//
//   node bench/workers/history-stats.mjs streaming <history.jsonl>   ci-state's reader + stats
//   node bench/workers/history-stats.mjs naive <history.jsonl>       read all, split, JSON.parse
//
// The statistics are the history module's (src/history: localSource + HistoryStatsAccumulator)
// when it exists, else the store's reader and core's StatsAccumulator (what `ci-state history
// --stats` used before it). Every side feeds the same accumulator; only reading differs.
//
// Prints one JSON line: the time from opening the file to the finished statistics, the process's
// peak resident memory, and a digest of the statistics (all sides must agree).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSrc } from '../common/src.mjs';
import { ROOT } from '../../scripts/import-ts.mjs';

const [mode, path] = process.argv.slice(2);
if (!['streaming', 'naive'].includes(mode) || !path) {
  console.error('usage: history-stats.mjs streaming|naive FILE');
  process.exit(2);
}

// The end of the daily window, fixed so that every run computes the same statistics.
const NOW = Date.parse('2025-03-01T00:00:00.000Z');

// Every side loads the same modules, so the code they keep resident is the same.
const store = await importSrc('src/store/index.ts');
const core = await importSrc('src/core/history-entries.ts');
const history = existsSync(join(ROOT, 'src', 'history', 'index.ts'))
  ? await importSrc('src/history/index.ts')
  : undefined;
const impl = history?.localSource && history?.HistoryStatsAccumulator ? 'src/history' : 'core';
const newAccumulator = () =>
  impl === 'src/history'
    ? new history.HistoryStatsAccumulator({ now: NOW })
    : new core.StatsAccumulator();
const startRss = process.memoryUsage().rss;

const t = performance.now();
const acc = newAccumulator();
let skipped = 0;
let result;
if (mode === 'streaming') {
  const source = impl === 'src/history' ? history.localSource(path) : store.readHistory(path);
  // What `ci-state history --stats` does: computeStats over the source's entries.
  if (impl === 'src/history') result = await history.computeStats(source.entries, { now: NOW });
  else for await (const e of source.entries) acc.add(e);
  skipped = source.stats.skipped;
} else {
  const lines = readFileSync(path, 'utf8').split('\n');
  const all = [];
  for (const line of lines) {
    if (line === '') continue;
    try {
      all.push(JSON.parse(line));
    } catch {
      skipped++;
    }
  }
  for (const e of all) acc.add(e);
}
result ??= acc.result();
const ms = performance.now() - t;

const { generatedAt: _generatedAt, ...comparable } = result;
process.stdout.write(
  `${JSON.stringify({
    mode,
    impl,
    ms,
    maxRssKiB: process.resourceUsage().maxRSS,
    startRssKiB: Math.round(startRss / 1024),
    runs: result.runs,
    skipped,
    digest: createHash('sha256').update(JSON.stringify(comparable)).digest('hex'),
  })}\n`,
);
