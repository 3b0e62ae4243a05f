#!/usr/bin/env node
// `npm run bench`: ci-state's speed targets, each measured against its baseline in the same run on
// the same machine (several repetitions, interleaved; median and spread). Prints a table and
// writes the same as JSON to bench/results/latest.json. See docs/performance.md.
//
//   node bench/run.mjs                 every figure, full sizes (several minutes)
//   node bench/run.mjs --quick         small sizes, 1-3 repetitions: a smoke test (1-2 minutes)
//   node bench/run.mjs --only 1,3      some figures
//   CI_STATE_BENCH_LATENCY_MS=N        the emulator's network round trip (default 0) for figures
//                                      that do not set their own (figure 0 and 1's rows do)
//   options: --reps N (every figure), --out FILE (also write there), --fresh-dist (build dist/
//            into a temp folder first and measure that), --pending-baselines (measure the
//            baselines of figures not yet measurable), --strict (exit 1 when a target is missed),
//            --keep (keep the temp folder)
//
// Exit code: 0 when every figure ran (targets missed or not), 1 when one failed to run (or, with
// --strict, missed its target), 2 on bad usage.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { errored } from './common/rows.mjs';
import { formatTable } from './common/table.mjs';
import { importTs, ROOT } from '../scripts/import-ts.mjs';
import * as f0 from './figures/f0-user-job.mjs';
import * as f1 from './figures/f1-cold-start.mjs';
import * as f2 from './figures/f2-cli-run.mjs';
import * as f3 from './figures/f3-durable-write.mjs';
import * as f4 from './figures/f4-checkpoint.mjs';
import * as f5 from './figures/f5-hash.mjs';
import * as f6 from './figures/f6-history.mjs';
import * as f7 from './figures/f7-report.mjs';
import * as f8 from './figures/f8-growth.mjs';
import * as f9 from './figures/f9-s3.mjs';

const FIGURES = [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9];

function usage(message) {
  if (message) console.error(message);
  console.error(
    'usage: node bench/run.mjs [--quick] [--only 1,2,...] [--reps N] [--out FILE] [--fresh-dist] [--pending-baselines] [--strict] [--keep]',
  );
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      reps: { type: 'string' },
      out: { type: 'string' },
      'fresh-dist': { type: 'boolean', default: false },
      'pending-baselines': { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
} catch (e) {
  usage(e.message);
}
if (args.help) usage();
const only = args.only
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
for (const id of only ?? []) {
  if (!FIGURES.some((f) => f.id === id))
    usage(`unknown figure ${id} (figures: ${FIGURES.map((f) => f.id).join(', ')})`);
}
const repsOverride = args.reps === undefined ? undefined : Number(args.reps);
if (repsOverride !== undefined && !(Number.isInteger(repsOverride) && repsOverride > 0))
  usage('--reps takes a whole number');

const started = Date.now();
const loadAtStart = loadavg().map((x) => Math.round(x * 100) / 100);
const log = (m) =>
  process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}\n`);
const tmp = mkdtempSync(join(tmpdir(), 'ci-state-bench-'));

/** The shared emulators, by blob host ('' for 127.0.0.1), each started once when first asked for. */
const emulators = new Map();
const memos = new Map();
// CI_STATE_BENCH_LATENCY_MS=N: the emulator's round trip for figures that do not choose their own
// (every Twirp, REST and blob request waits N ms, a new connection 2N; loopback has none, so
// without it the emulator favours code that waits on one request after another).
const DEFAULT_LATENCY_MS = Number(process.env.CI_STATE_BENCH_LATENCY_MS || 0);
if (!(Number.isFinite(DEFAULT_LATENCY_MS) && DEFAULT_LATENCY_MS >= 0))
  usage('CI_STATE_BENCH_LATENCY_MS takes a number of milliseconds (0 or more)');
const ctx = {
  quick: args.quick,
  tmp,
  distDir: join(ROOT, 'dist'),
  pendingBaselines: args['pending-baselines'],
  log,
  reps: (full, quick) => repsOverride ?? (args.quick ? quick : full),
  memo(key, fn) {
    if (!memos.has(key)) memos.set(key, fn());
    return memos.get(key);
  },
  /**
   * The shared emulator (started once). Its network round trip is set on every call: `latencyMs`
   * when given, else CI_STATE_BENCH_LATENCY_MS (default 0); a figure may also call
   * `emu.setLatency(ms)` per measurement. With `blobHost`, another emulator (started once too)
   * whose signed blob URLs carry that host name instead of 127.0.0.1: the figure's processes must
   * resolve it (figure 4: common/azure-blob-host.mjs).
   */
  async emulator({ latencyMs, blobHost = '' } = {}) {
    if (!emulators.has(blobHost)) {
      emulators.set(
        blobHost,
        (async () => {
          const { startEmulator } = await importTs('test/emulator/index.ts');
          // The repository's cache budget (10 GiB, as GitHub's) would fill up over a full run
          // (figure 4 alone saves a few dozen 500 MiB entries and nothing evicts them between
          // measurements): the bench measures transfers, not the budget (test/scale/ does).
          const emu = await startEmulator({
            seed: 1,
            limits: { cacheBudgetBytes: 1024 ** 4 },
            ...(blobHost ? { blobHost } : {}),
          });
          log(`emulator${blobHost ? ` (blob host ${blobHost})` : ''} up in ${emu.startupMs} ms`);
          // CI_STATE_BENCH_TWIRP_LATENCY_MS=N (older knob, Twirp only): every Twirp call also
          // waits N ms first, on top of the round trip.
          const twirp = Number(process.env.CI_STATE_BENCH_TWIRP_LATENCY_MS || 0);
          if (twirp > 0) {
            emu.faults.add({ route: 'twirp', latencyMs: twirp, rate: 1 });
            log(`every Twirp call waits ${twirp} ms more`);
          }
          return emu;
        })(),
      );
    }
    const emu = await emulators.get(blobHost);
    emu.setLatency(latencyMs ?? DEFAULT_LATENCY_MS);
    return emu;
  },
};

function git(...a) {
  try {
    return execFileSync('git', a, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

const rows = [];
let failedToRun = false;
try {
  if (args['fresh-dist']) {
    ctx.distDir = join(tmp, 'dist');
    log('building dist/ into a temp folder (scripts/build.mjs)');
    execFileSync(process.execPath, ['scripts/build.mjs'], {
      cwd: ROOT,
      env: { ...process.env, DIST_DIR: ctx.distDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } else {
    const entries = FIGURES.filter((f) => !only || only.includes(f.id)).flatMap(
      (f) => f.usesDist ?? [],
    );
    if (entries.length) {
      // A copy, so that a rebuild of dist/ while the bench runs cannot change what is measured.
      ctx.distDir = join(tmp, 'dist');
      cpSync(join(ROOT, 'dist'), ctx.distDir, { recursive: true });
      for (const entry of new Set(entries)) {
        if (!existsSync(join(ctx.distDir, entry, 'index.js'))) {
          throw new Error(
            `dist/${entry}/index.js is missing: run \`npm run build\` or pass --fresh-dist`,
          );
        }
      }
    }
  }
  for (const figure of FIGURES) {
    if (only && !only.includes(figure.id)) continue;
    log(`figure ${figure.id}: ${figure.title}`);
    const t = Date.now();
    try {
      rows.push(...(await figure.run(ctx)));
    } catch (error) {
      failedToRun = true;
      log(`figure ${figure.id} failed: ${error?.stack ?? error}`);
      rows.push(errored({ figure: figure.id, name: figure.title, target: '—', error }));
    }
    log(`figure ${figure.id} done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
} finally {
  for (const emulator of emulators.values()) await (await emulator.catch(() => undefined))?.stop();
  if (!args.keep) rmSync(tmp, { recursive: true, force: true });
  else log(`kept ${tmp}`);
}

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const result = {
  tool: 'ci-state bench',
  version: pkg.version,
  date: new Date(started).toISOString(),
  durationS: Math.round((Date.now() - started) / 100) / 10,
  mode: args.quick ? 'quick' : 'full',
  only: only ?? null,
  commit: git('rev-parse', 'HEAD') ?? process.env.CI_STATE_BENCH_COMMIT ?? null,
  dirty: (git('status', '--porcelain', '--', 'src', 'dist', 'test/emulator') ?? '') !== '',
  dist: args['fresh-dist'] ? 'fresh build of src/' : 'copy of dist/ as it was at the start',
  // The emulator's default round trip (figures 0 and 1 also set their own per row).
  latencyMs: DEFAULT_LATENCY_MS,
  machine: {
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverage: { start: loadAtStart, end: loadavg().map((x) => Math.round(x * 100) / 100) },
  },
  figures: rows,
};

process.stdout.write(`\n${formatTable(rows)}\n`);
if (args.quick) {
  process.stdout.write(
    '\nquick mode: small sizes and few repetitions; a smoke test, not a measurement of the targets.\n',
  );
}
const results = join(ROOT, 'bench', 'results');
mkdirSync(results, { recursive: true });
const json = `${JSON.stringify(result, null, 2)}\n`;
for (const file of [join(results, 'latest.json'), ...(args.out ? [args.out] : [])]) {
  const part = `${file}.${process.pid}.tmp`;
  writeFileSync(part, json);
  renameSync(part, file);
}
log(`wrote bench/results/latest.json${args.out ? ` and ${args.out}` : ''}`);
const missed = rows.some((r) => r.status === 'fail');
process.exit(failedToRun || (args.strict && missed) ? 1 : 0);
