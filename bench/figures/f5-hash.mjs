// Figure 5: hashing throughput of the snapshot's file hasher (lstat + hashFile over every file, at
// the concurrency, with the token scan and the size hint that collectFiles uses) against
// `sha256sum` over the same files. Each side runs in a process of its own; ours is timed inside
// its process (module loading excluded), sha256sum from spawn to exit. Throughput is MiB / second;
// the ratio is ours / sha256sum (higher is better).
import { randomFillSync } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { baseEnv, expectSuccess, interleave, timeSpawn } from '../common/proc.mjs';
import { compared } from '../common/rows.mjs';
import { summarize } from '../common/stats.mjs';
import { strippedSrc } from '../common/src.mjs';

const WORKER = fileURLToPath(new URL('../workers/hash-files.mjs', import.meta.url));

export const id = '5';
export const title = 'Hashing throughput vs sha256sum';

/** Deterministic pseudo-random numbers (mulberry32). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` files of 1 KiB to ~2x the mean, `totalBytes` in all, random (binary) content. */
function makeFiles(dir, count, totalBytes) {
  const rand = prng(5);
  const weights = Array.from({ length: count }, () => 0.01 + rand() * 1.98);
  const sum = weights.reduce((a, b) => a + b, 0);
  const names = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    const size = Math.max(1024, Math.round((weights[i] / sum) * totalBytes));
    const name = join(`d${i % 20}`, `f${String(i).padStart(5, '0')}.bin`);
    mkdirSync(join(dir, `d${i % 20}`), { recursive: true });
    writeFileSync(join(dir, name), randomFillSync(Buffer.allocUnsafe(size)));
    names.push(name);
    total += size;
  }
  return { names, total };
}

export async function run(ctx) {
  const count = ctx.quick ? 200 : 2000;
  const totalBytes = (ctx.quick ? 20 : 200) * 1024 * 1024;
  const reps = ctx.reps(7, 2);
  const dir = join(ctx.tmp, 'f5-files');
  mkdirSync(dir, { recursive: true });
  ctx.log(`writing ${count} files, ${(totalBytes / 2 ** 20).toFixed(0)} MiB`);
  const { names, total } = makeFiles(dir, count, totalBytes);
  const list = join(ctx.tmp, 'f5-files.txt');
  writeFileSync(list, `${names.join('\n')}\n`);

  let ourDigests;
  const ours = async () => {
    const r = expectSuccess(
      await timeSpawn(process.execPath, [WORKER, dir, list], {
        env: baseEnv({ CI_STATE_BENCH_SRC: strippedSrc() }),
      }),
      'hash worker',
    );
    const { ms, digests } = JSON.parse(r.stdout.trim().split('\n').at(-1));
    ourDigests ??= digests;
    return total / 2 ** 20 / (ms / 1000);
  };
  let theirDigests;
  const baseline = async () => {
    const r = expectSuccess(
      await timeSpawn('sha256sum', ['--', ...names], { cwd: dir, env: baseEnv({ LC_ALL: 'C' }) }),
      'sha256sum',
    );
    theirDigests ??= r.stdout;
    return total / 2 ** 20 / (r.ms / 1000);
  };

  // The warm-up runs read every file once, so both sides hash from the page cache.
  const r = await interleave({ reps, warmup: 1, ours, baseline });
  const theirs = new Map(
    theirDigests
      .trim()
      .split('\n')
      .map((l) => [l.slice(66), l.slice(0, 64)]),
  );
  names.forEach((n, i) => {
    if (theirs.get(n) !== ourDigests[i]) throw new Error(`digests differ for ${n}`);
  });
  return [
    compared({
      figure: '5',
      name: `sha256 throughput, ${count} files / ${(total / 2 ** 20).toFixed(0)} MiB`,
      unit: 'MiB/s',
      ours: summarize(r.ours),
      baseline: summarize(r.baseline),
      target: { minRatio: 0.8 },
      note: `lstat + hashFile(path, scan, size) x ${count} at concurrency 8 (as collectFiles), vs one sha256sum process; page cache warm; ${reps} runs each; digests checked equal`,
    }),
  ];
}
