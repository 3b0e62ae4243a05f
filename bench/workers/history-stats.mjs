// One side of figure 6 in a process of its own, so that its peak memory is its own:
//
//   node bench/workers/history-stats.mjs streaming <history.jsonl>   ci-state's reader + stats
//   node bench/workers/history-stats.mjs naive <history.jsonl>       read all, split, JSON.parse
//
// Prints one JSON line: the time from opening the file to the finished statistics, the process's
// peak resident memory, and a digest of the statistics (both sides must agree).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { importSrc } from '../lib/src.mjs';

const [mode, path] = process.argv.slice(2);
if (!['streaming', 'naive'].includes(mode) || !path) {
  console.error('usage: history-stats.mjs streaming|naive FILE');
  process.exit(2);
}

// Both sides load the same modules, so the code they keep resident is the same.
const { readHistory } = await importSrc('src/store/index.ts');
const { StatsAccumulator, matchesFilter } = await importSrc('src/core/history.ts');
const startRss = process.memoryUsage().rss;

const t = performance.now();
let result;
let skipped = 0;
if (mode === 'streaming') {
  // What `ci-state history --stats` does (src/cli/program.ts, cmdHistory).
  const { entries, stats } = readHistory(path);
  const acc = new StatsAccumulator();
  for await (const e of entries) if (matchesFilter(e, {})) acc.add(e);
  result = acc.result();
  skipped = stats.skipped;
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
  const acc = new StatsAccumulator();
  for (const e of all) acc.add(e);
  result = acc.result();
}
const ms = performance.now() - t;

process.stdout.write(
  `${JSON.stringify({
    mode,
    ms,
    maxRssKiB: process.resourceUsage().maxRSS,
    startRssKiB: Math.round(startRss / 1024),
    runs: result.runs,
    phases: result.phases.length,
    skipped,
    digest: createHash('sha256').update(JSON.stringify(result)).digest('hex'),
  })}\n`,
);
