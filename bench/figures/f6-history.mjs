// Figure 6: statistics over a history of 1,000,000 entries with ci-state's streaming reader and
// statistics (src/history: localSource + HistoryStatsAccumulator; see workers/history-stats.mjs),
// against reading the whole file, splitting it and JSON.parse-ing every line into an array, then
// the same statistics. Each side runs in a child process of its own: time is measured inside it,
// peak memory is its maxRSS.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseEnv, expectSuccess, interleave, timeSpawn } from '../common/proc.mjs';
import { writeHistoryFiles } from '../common/history-file.mjs';
import { compared } from '../common/rows.mjs';
import { summarize } from '../common/stats.mjs';
import { importSrc, strippedSrc } from '../common/src.mjs';

export const id = '6';
export const title = 'History statistics over 1,000,000 entries vs naive read-all';

const WORKER = fileURLToPath(new URL('../workers/history-stats.mjs', import.meta.url));

/** History files of the given sizes (entries), written once per bench run and shared. */
export async function historyFiles(ctx, sizes) {
  return ctx.memo(`history:${sizes.join(',')}`, async () => {
    const { SCHEMA_VERSION } = await importSrc('src/core/schema.ts');
    const files = sizes.map((entries) => ({
      entries,
      path: join(ctx.tmp, `history-${entries}.jsonl`),
    }));
    ctx.log(`writing history files of ${sizes.join(', ')} entries`);
    const bytes = await writeHistoryFiles(files, SCHEMA_VERSION);
    return Object.fromEntries(
      files.map((f) => [f.entries, { path: f.path, bytes: bytes[f.path] }]),
    );
  });
}

async function side(mode, path) {
  const r = expectSuccess(
    await timeSpawn(process.execPath, [WORKER, mode, path], {
      env: baseEnv({ CI_STATE_BENCH_SRC: strippedSrc() }),
    }),
    `history worker (${mode})`,
  );
  return JSON.parse(r.stdout.trim().split('\n').at(-1));
}

/** Both sides at one size: summaries of time and peak memory, checked to agree on the result. */
export async function measureHistory(ctx, file, entries, reps) {
  return ctx.memo(`history-measure:${entries}:${reps}`, async () => {
    const runs = { streaming: [], naive: [] };
    await interleave({
      reps,
      warmup: 0,
      ours: async () => {
        runs.streaming.push(await side('streaming', file.path));
        return 0;
      },
      baseline: async () => {
        runs.naive.push(await side('naive', file.path));
        return 0;
      },
    });
    const digests = new Set([...runs.streaming, ...runs.naive].map((r) => r.digest));
    if (digests.size !== 1)
      throw new Error(`the two sides computed different statistics at ${entries}`);
    const bad = [...runs.streaming, ...runs.naive].find((r) => r.skipped > 0);
    if (bad) throw new Error(`${bad.mode} skipped ${bad.skipped} lines of the generated history`);
    const mib = (r) => r.maxRssKiB / 1024;
    return {
      entries,
      fileBytes: file.bytes,
      time: {
        ours: summarize(runs.streaming.map((r) => r.ms)),
        baseline: summarize(runs.naive.map((r) => r.ms)),
      },
      memory: {
        ours: summarize(runs.streaming.map(mib)),
        baseline: summarize(runs.naive.map(mib)),
      },
      floorMiB: summarize([...runs.streaming, ...runs.naive].map((r) => r.startRssKiB / 1024))
        .median,
      runs: runs.streaming[0].runs,
      impl: runs.streaming[0].impl,
    };
  });
}

export function sizesFor(ctx) {
  return ctx.quick ? [5_000, 10_000, 20_000] : [100_000, 300_000, 1_000_000];
}

export async function run(ctx) {
  const sizes = sizesFor(ctx);
  const entries = sizes.at(-1);
  const files = await historyFiles(ctx, sizes);
  const reps = ctx.reps(5, 2);
  const m = await measureHistory(ctx, files[entries], entries, reps);
  const note = `${entries.toLocaleString('en')} entries (${m.runs.toLocaleString('en')} attempts), ${(m.fileBytes / 2 ** 20).toFixed(0)} MiB; ${reps} runs each, each in its own process; statistics (${m.impl}) checked equal`;
  return [
    compared({
      figure: '6',
      name: `history stats time, ${entries.toLocaleString('en')} entries`,
      unit: 'ms',
      ...m.time,
      target: { maxRatio: 1.0 },
      note,
    }),
    compared({
      figure: '6',
      name: `history stats peak memory (maxRSS), ${entries.toLocaleString('en')} entries`,
      unit: 'MiB',
      ...m.memory,
      target: { maxRatio: 0.2 },
      note: `${note}; a process's floor after loading the code is ~${m.floorMiB.toFixed(0)} MiB`,
    }),
  ];
}
