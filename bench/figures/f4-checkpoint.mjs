// Figure 4: save + restore of a state with 50 MiB of checkpointed files, and of 500 MiB (20,000
// files; full mode only), against `@actions/cache` saveCache + restoreCache of the same files on
// the emulator; then, after changing 1% of the files, the time (at most 0.2x) and the bytes
// uploaded (at most 2%). Each size at the bench's default round trip and at 40 ms (--quick: 5 MiB
// at the default round trip only).
//
// Ours (workers/checkpoint-roundtrip.mjs) is what a job does with ci-state's own code: attempt 1
// checkpoints the files (hash, blobs into the local store, manifest), ships the blobs no earlier
// pack holds (one pack, to the cache and as an artifact, as the default configuration does) and
// saves the state; attempt 2, on the same workspace without the files and with a fresh local store,
// restores the state, fetches the pack and restores the files, verified. Both halves are timed
// together, as the baseline (workers/cache-roundtrip.mjs) times saveCache + restoreCache. Then 1%
// of the files (by count, same sizes) change: ours takes the next checkpoint, ships and saves; the
// baseline saves the whole folder again (it has no increments). The bytes are those the uploads
// left in the emulator's blob store (Azurite), read back entry by entry; every cache entry and
// artifact the worker created is accounted for. Each side runs in a child process of its own, so
// the emulator in this process is never blocked by the measured code.
//
// The baseline as users get it: on GitHub the cache's signed URLs are on `*.blob.core.windows.net`,
// and only for such a host does `@actions/cache` download in parallel ranges (the Azure SDK: 4 MiB,
// 8 at a time, in 128 MiB segments; any other host gets one stream). So this figure's emulator signs blob URLs for
// AZURE_BLOB_HOST (its `blobHost` option) and both sides' processes resolve that name to 127.0.0.1
// (common/azure-blob-host.mjs, preloaded with `node --import`). Every baseline run is checked to
// have restored through ranged GETs (a HEAD, then one GET per 4 MiB of the archive).
//
// CI_STATE_BENCH_F4_SMALL=1: the 50 MiB size only (the 500 MiB one takes a few minutes), to
// measure a change to the 50 MiB rows quickly; CI_STATE_BENCH_F4_LARGE=1: the 500 MiB size only.
import { execFileSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prng } from './f5-hash.mjs';
import { baseEnv, expectSuccess, interleave, timeSpawn } from '../common/proc.mjs';
import { compared } from '../common/rows.mjs';
import { strippedSrc } from '../common/src.mjs';
import { summarize } from '../common/stats.mjs';
import { importTs, ROOT } from '../../scripts/import-ts.mjs';

export const id = '4';
export const title = 'Checkpoint save+restore vs actions/cache';

const OURS = fileURLToPath(new URL('../workers/checkpoint-roundtrip.mjs', import.meta.url));
const BASELINE = fileURLToPath(new URL('../workers/cache-roundtrip.mjs', import.meta.url));
/** Preloaded into both sides' processes: `*.blob.core.windows.net` resolves to 127.0.0.1. */
const PRELOAD = new URL('../common/azure-blob-host.mjs', import.meta.url).href;
/** The host of the emulator's signed blob URLs here: the Azurite account's, on Azure's domain. */
export const AZURE_BLOB_HOST = 'devstoreaccount1.blob.core.windows.net';
/** `@actions/cache`'s range size on that path (downloadCacheStorageSDK: the Azure SDK's). */
const TOOLKIT_RANGE = 4 * 2 ** 20;
/** The round trip of each size's second measurement (as figures 0 and 1's). */
export const LATENCY_MS = 40;
const REPO = 'acme/widgets';
const CHANGE = 0.01;
/** What ours ships, for the row names. */
export const SHIPPED_TO = 'packs to the cache, the default';

/** A workspace of `files` files, `mib` MiB in all, random content. */
export function makeWorkspace(dir, files, mib) {
  const rand = prng(4);
  const each = Math.round((mib * 2 ** 20) / files);
  for (let i = 0; i < files; i++) {
    const sub = join(dir, `pkg${i % 25}`);
    mkdirSync(sub, { recursive: true });
    const size = Math.max(1, Math.round(each * (0.5 + rand())));
    writeFileSync(join(sub, `file${i}.bin`), randomFillSync(Buffer.allocUnsafe(size)));
  }
}

/** Files in a workspace of `mib` MiB: 128 KiB each on average (20,000 for the large one). */
export function filesFor(mib) {
  return mib === LARGE_MIB ? 20_000 : Math.max(10, mib * 8);
}
const LARGE_MIB = 500;

/** The emulator of this figure (blob URLs on AZURE_BLOB_HOST), at a round trip of `latencyMs`. */
function emulator(ctx, latencyMs) {
  return ctx.emulator({ latencyMs, blobHost: AZURE_BLOB_HOST });
}

/** Blob requests in the emulator's log on one blob, by method (the log is cleared per run). */
function blobRequests(emu, container, blob) {
  const path = `${container}/${blob}`;
  const counts = {};
  for (const e of emu.inspect.requests({ service: 'blob' })) {
    if (!decodeURIComponent(e.path.split('?')[0]).endsWith(`/${path}`)) continue;
    counts[e.method] = (counts[e.method] ?? 0) + 1;
  }
  return counts;
}

let nextRunId = 4400;

/**
 * A copy of src/ as JavaScript for this run's workers, in the run's temp folder (with a link to the
 * project's node_modules, so that its imports resolve). The shared copy under node_modules/.cache
 * is replaced as soon as anyone changes src/ and runs a benchmark, which would pull it from under a
 * long run; this one stays what the run started with.
 */
export function runSrc(ctx) {
  return ctx.memo('f4-src', () => {
    const out = join(ctx.tmp, 'src-js');
    try {
      cpSync(strippedSrc(), out, { recursive: true });
    } catch {
      // Replaced already (by a change to src/): use the shared copy, as the other figures do.
      return strippedSrc();
    }
    const modules = join(ctx.tmp, 'node_modules');
    if (!existsSync(modules)) symlinkSync(join(ROOT, 'node_modules'), modules, 'dir');
    return out;
  });
}

/** The blob-store side of the emulator: sizes of what was uploaded, and freeing it afterwards. */
async function blobStore(emu) {
  const { CACHE_CONTAINER, ARTIFACT_CONTAINER } = await importTs('test/emulator/azurite.ts');
  const client = (container, blob) =>
    emu.azurite.service.getContainerClient(container).getBlobClient(blob);
  return {
    seen: () => ({
      caches: new Set(emu.inspect.caches().map((c) => c.id)),
      artifacts: new Set(emu.inspect.artifacts().map((a) => a.id)),
    }),
    /** Cache entries (by key) and artifacts (by name) created since `before`, with their sizes. */
    async createdSince(before) {
      const caches = new Map();
      const artifacts = new Map();
      for (const c of emu.inspect.caches().filter((c) => !before.caches.has(c.id))) {
        const props = await client(CACHE_CONTAINER, c.blob).getProperties();
        caches.set(c.key, { bytes: props.contentLength ?? 0, container: CACHE_CONTAINER, ...c });
      }
      for (const a of emu.inspect.artifacts().filter((a) => !before.artifacts.has(a.id))) {
        const props = await client(ARTIFACT_CONTAINER, a.blob).getProperties();
        artifacts.set(a.name, {
          bytes: props.contentLength ?? 0,
          container: ARTIFACT_CONTAINER,
          ...a,
        });
      }
      return { caches, artifacts };
    },
    /** Deletes the blobs (the emulator keeps them in memory). */
    async free(created) {
      for (const e of [...created.caches.values(), ...created.artifacts.values()])
        await client(e.container, e.blob).deleteIfExists();
    },
  };
}

/** Sum of the sizes of the named uploads; each must exist. */
function bytesOf(created, names, what) {
  let sum = 0;
  for (const key of names.caches) {
    // A pack is listed by the prefix of its key (the try that stored it added the rest).
    const e =
      created.caches.get(key) ?? [...created.caches.values()].find((c) => c.key.startsWith(key));
    if (!e) throw new Error(`${what}: cache entry ${key} is not in the emulator`);
    sum += e.bytes;
  }
  for (const name of names.artifacts) {
    const e = created.artifacts.get(name);
    if (!e) throw new Error(`${what}: artifact ${name} is not in the emulator`);
    sum += e.bytes;
  }
  return sum;
}

function lastJson(stdout) {
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

/** Ours once: the worker, then the bytes of its uploads read from the blob store. */
async function oursOnce(ctx, mib, tag, latencyMs) {
  const emu = await emulator(ctx, latencyMs);
  emu.inspect.clearRequests();
  const store = await blobStore(emu);
  const runId = nextRunId++;
  const services = emu.runtimeEnv({ repo: REPO, runId, job: 'checkpoint' });
  const base = join(runsDir(ctx), `f4-ours-${mib}-${tag}`);
  const root = join(base, 'ws');
  const runnerTemp = join(base, 'runner-temp');
  mkdirSync(runnerTemp, { recursive: true });
  makeWorkspace(join(root, 'out'), filesFor(mib), mib);
  settleDisk();
  const config = {
    root,
    out: 'out',
    storeA: join(base, 'store-attempt-1'),
    storeB: join(base, 'store-attempt-2'),
    runId,
    changeFraction: CHANGE,
  };
  const before = store.seen();
  const r = expectSuccess(
    await timeSpawn(process.execPath, ['--import', PRELOAD, OURS, JSON.stringify(config)], {
      cwd: ROOT,
      env: baseEnv({
        ...services,
        GITHUB_WORKSPACE: root,
        RUNNER_TEMP: runnerTemp,
        CI_STATE_BENCH_SRC: runSrc(ctx),
        ...(process.env.CI_STATE_BENCH_TRACE ? { CI_STATE_BENCH_TRACE: '1' } : {}),
        // CI_STATE_BENCH_CPU_PROF=DIR: a V8 CPU profile of each worker run, written into DIR.
        ...(process.env.CI_STATE_BENCH_CPU_PROF
          ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.CI_STATE_BENCH_CPU_PROF}` }
          : {}),
      }),
    }),
    'checkpoint round trip',
  );
  // CI_STATE_BENCH_TRACE=1: the worker's timed trace of each run, on this process's stderr, then
  // the emulator's requests (ms from the first; `+conn`: the first on a new connection).
  if (process.env.CI_STATE_BENCH_TRACE) {
    process.stderr.write(r.stderr);
    const log = emu.inspect.requests();
    const first = log[0]?.at ?? 0;
    for (const e of log) {
      const what = e.route === 'blob' ? `${e.method} blob ${e.path.split('?')[1] ?? ''}` : e.route;
      process.stderr.write(
        `  [emu ${String(Math.round(e.at - first)).padStart(6)} ms +${Math.round(e.durationMs)} ms] ${what.slice(0, 70)}${e.newConnection ? ' +conn' : ''}\n`,
      );
    }
  }
  const out = lastJson(r.stdout);
  const created = await store.createdSince(before);
  try {
    const firstBytes = bytesOf(created, out.first, 'first upload');
    const secondBytes = bytesOf(created, out.second, 'upload after the change');
    const reported = out.first.caches.length + out.second.caches.length;
    const reportedArtifacts = out.first.artifacts.length + out.second.artifacts.length;
    if (created.caches.size !== reported || created.artifacts.size !== reportedArtifacts) {
      throw new Error(
        `the worker created ${created.caches.size} cache entries and ${created.artifacts.size} artifacts, and reported ${reported} and ${reportedArtifacts}`,
      );
    }
    // The first pack's download (attempt 2): its ranged GETs.
    const pack = [...created.caches.values()].find((c) => c.key.startsWith(out.first.caches[1]));
    const packGets = pack ? (blobRequests(emu, pack.container, pack.blob).GET ?? 0) : 0;
    return { ...out, firstBytes, secondBytes, packGets };
  } finally {
    await store.free(created);
    rmSync(base, { recursive: true, force: true });
  }
}

/** The baseline once: saveCache + restoreCache, then saveCache of the changed folder. */
async function baselineOnce(ctx, mib, tag, latencyMs) {
  const emu = await emulator(ctx, latencyMs);
  emu.inspect.clearRequests();
  const store = await blobStore(emu);
  const services = emu.runtimeEnv({ repo: REPO, runId: 4343, job: 'checkpoint' });
  const runnerTemp = join(ctx.tmp, 'f4-runner-temp');
  mkdirSync(runnerTemp, { recursive: true });
  const dir = join(runsDir(ctx), `f4-base-${mib}-${tag}`);
  makeWorkspace(dir, filesFor(mib), mib);
  settleDisk();
  const key = `bench-f4-${mib}-${tag}-${Date.now()}`;
  const before = store.seen();
  const r = expectSuccess(
    await timeSpawn(process.execPath, ['--import', PRELOAD, BASELINE, dir, key, String(CHANGE)], {
      cwd: ROOT,
      env: baseEnv({ ...services, GITHUB_WORKSPACE: ctx.tmp, RUNNER_TEMP: runnerTemp }),
    }),
    'cache round trip',
  );
  const out = lastJson(r.stdout);
  const created = await store.createdSince(before);
  try {
    const archiveBytes = bytesOf(created, { caches: [key], artifacts: [] }, 'saveCache');
    // restoreCache as on GitHub: a HEAD for the size, then a GET per 4 MiB range.
    const entry = created.caches.get(key);
    const seen = blobRequests(emu, entry.container, entry.blob);
    const ranges = Math.ceil(archiveBytes / TOOLKIT_RANGE);
    if (!(seen.HEAD >= 1 && seen.GET >= ranges)) {
      throw new Error(
        `restoreCache did not take @actions/cache's parallel download (a HEAD, then ${ranges} ranged GETs): ${JSON.stringify(seen)} on the archive's blob`,
      );
    }
    return {
      ...out,
      archiveBytes,
      rearchiveBytes: bytesOf(created, { caches: [out.resaveKey], artifacts: [] }, 'saveCache'),
      restoreGets: seen.GET,
    };
  } finally {
    await store.free(created);
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.saved`, { recursive: true, force: true });
  }
}

/**
 * The folder each run's own folder is made in, with ext4's "top of a directory hierarchy"
 * attribute (`chattr +T`, where the file system has it): the kernel then places each run's folder,
 * and the files made in it, in a block group of its own. On ext4 without a journal, creating a file
 * skips every free inode of its group freed within the last minute (`recently_deleted`), so a run
 * made in the group where the previous run was just removed paid for that removal (up to ~1 ms per
 * file, more as a measurement went on). Elsewhere `chattr` fails and nothing changes.
 */
function runsDir(ctx) {
  return ctx.memo('f4-runs', () => {
    const dir = join(ctx.tmp, 'f4-runs');
    mkdirSync(dir, { recursive: true });
    try {
      execFileSync('chattr', ['+T', dir], { stdio: 'ignore' });
    } catch {
      // Not ext4 (or no chattr): the runs share their groups, as before.
    }
    return dir;
  });
}

/**
 * Writes back what is pending on the disk (the workspace just made, the previous run's removed
 * folders) before a side's timed process starts, so that neither side pays for the other's
 * writes: on a small virtual disk that write-back stalls file creation for hundreds of ms.
 */
function settleDisk() {
  if (process.env.CI_STATE_BENCH_NO_SETTLE !== '1') execFileSync('sync');
}

const median = (xs) => summarize(xs).median;
const MiB = 2 ** 20;

/**
 * Both sides at one size (MiB), interleaved, at a round trip of `latencyMs` (default: the bench's);
 * memoized so that figure 8 reuses figure 4's.
 */
export async function measureCheckpoint(
  ctx,
  mib,
  reps,
  { warmup = ctx.quick ? 0 : 1, latencyMs } = {},
) {
  return ctx.memo(`checkpoint:${mib}:${reps}:${latencyMs ?? 'default'}`, async () => {
    const emu = await emulator(ctx, latencyMs);
    ctx.log(`figure 4 at ${mib} MiB, ${emu.latencyMs} ms round trip: ${reps} run(s) of each side`);
    const ours = [];
    const base = [];
    await interleave({
      reps,
      warmup,
      ours: async (i) => {
        const r = await oursOnce(ctx, mib, i < 0 ? `w${-i}` : i, latencyMs);
        if (i >= 0) ours.push(r);
        return r.totalMs;
      },
      baseline: async (i) => {
        const r = await baselineOnce(ctx, mib, i < 0 ? `w${-i}` : i, latencyMs);
        if (i >= 0) base.push(r);
        return r.totalMs;
      },
    });
    const parts = Object.fromEntries(
      Object.keys(ours[0].parts).map((k) => [k, Math.round(median(ours.map((r) => r.parts[k])))]),
    );
    return {
      mib,
      latencyMs: emu.latencyMs,
      files: ours[0].files,
      totalBytes: ours[0].totalBytes,
      changedFiles: ours[0].changedFiles,
      roundTrip: {
        ours: summarize(ours.map((r) => r.totalMs)),
        baseline: summarize(base.map((r) => r.totalMs)),
      },
      change: {
        ours: summarize(ours.map((r) => r.changeMs)),
        baseline: summarize(base.map((r) => r.resaveMs)),
      },
      bytes: {
        ours: summarize(ours.map((r) => r.secondBytes / MiB)),
        baseline: summarize(ours.map((r) => r.firstBytes / MiB)),
      },
      parts,
      attempts: {
        first: Math.round(median(ours.map((r) => r.attempt1Ms))),
        second: Math.round(median(ours.map((r) => r.attempt2Ms))),
      },
      baselineParts: {
        save: Math.round(median(base.map((r) => r.saveMs))),
        restore: Math.round(median(base.map((r) => r.restoreMs))),
      },
      archiveMiB: median(base.map((r) => r.archiveBytes / MiB)),
      restoreGets: Math.round(median(base.map((r) => r.restoreGets))),
      packGets: Math.round(median(ours.map((r) => r.packGets))),
      rearchiveMiB: median(base.map((r) => r.rearchiveBytes / MiB)),
    };
  });
}

/** Sizes (MiB) of figure 4 itself and of its growth rows in figure 8. */
export function sizesFor(ctx) {
  return ctx.quick ? [1, 2, 5] : [5, 20, 50];
}

/** The three rows of figure 4 for one measurement. */
function rowsOf(m, reps, tag = '') {
  const p = m.parts;
  const size = `${m.files} files, ${(m.totalBytes / MiB).toFixed(1)} MiB of random content`;
  const common = `${size}; ${reps} run(s) of each side, interleaved, each in its own process, on the emulator (blob URLs on ${AZURE_BLOB_HOST}, ${m.latencyMs} ms round trip)`;
  const f = (x) => x.toFixed(2);
  const at = `, ${m.latencyMs} ms round trip`;
  return [
    compared({
      figure: '4',
      name: `checkpoint save+restore, ${tag}${m.mib} MiB${at} (${SHIPPED_TO})`,
      unit: 'ms',
      ...m.roundTrip,
      target: { maxRatio: 1.0 },
      note: `${common}. Ours: attempt 1 ${m.attempts.first} ms (checkpoint ${p.checkpointMs}, ship + save ${p.shipSaveMs}), attempt 2 ${m.attempts.second} ms (restore state ${p.restoreStateMs}, fetch pack ${p.fetchMs} in ${m.packGets} GETs, restore files ${p.restoreFilesMs}); baseline saveCache ${m.baselineParts.save} ms, restoreCache ${m.baselineParts.restore} ms (a HEAD and ${m.restoreGets} ranged GETs, checked: its download path on Azure). Restored files checked byte-equal.`,
    }),
    compared({
      figure: '4',
      name: `${tag}${m.mib} MiB${at}, after a 1% change: next checkpoint + ship + save, vs saveCache`,
      unit: 'ms',
      ...m.change,
      target: { maxRatio: 0.2 },
      note: `${m.changedFiles} of ${m.files} files changed (same sizes). Ours: checkpoint ${p.checkpoint3Ms} ms, ship + save ${p.shipSave3Ms} ms; baseline: saveCache of the changed folder (no increments).`,
    }),
    compared({
      figure: '4',
      name: `${tag}${m.mib} MiB${at}, after a 1% change: bytes uploaded, vs the first checkpoint's`,
      unit: 'MiB',
      ...m.bytes,
      target: { maxRatio: 0.02 },
      note: `bytes in the emulator's blob store: each upload's pack (a cache entry, checkpoint-storage's default) and state bundle (cache entry and artifact). @actions/cache uploads ${f(m.archiveMiB)} MiB, then ${f(m.rearchiveMiB)} MiB again after the change.`,
    }),
  ];
}

/** Runs of each side at figure 4's own size (five: medians of three moved by ±25% between runs). */
export function figureReps(ctx) {
  return ctx.reps(5, 1);
}

export async function run(ctx) {
  const rows = [];
  const sizes = [
    { mib: sizesFor(ctx).at(-1), reps: figureReps(ctx), warmup: ctx.quick ? 0 : 1 },
    // Full mode only: about a minute per run of each side.
    ...(ctx.quick || process.env.CI_STATE_BENCH_F4_SMALL === '1'
      ? []
      : [{ mib: LARGE_MIB, reps: ctx.reps(3, 1), warmup: 0 }]),
  ].filter((s) => process.env.CI_STATE_BENCH_F4_LARGE !== '1' || s.mib === LARGE_MIB);
  for (const { mib, reps, warmup } of sizes) {
    // --quick: the default round trip only (a smoke test).
    for (const latencyMs of ctx.quick ? [undefined] : [undefined, LATENCY_MS]) {
      const m = await measureCheckpoint(ctx, mib, reps, { warmup, latencyMs });
      rows.push(
        ...rowsOf(m, reps, mib === LARGE_MIB ? `${m.files.toLocaleString('en')} files / ` : ''),
      );
    }
  }
  return rows;
}
