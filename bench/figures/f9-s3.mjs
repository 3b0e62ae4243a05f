// Figure 9: checkpoint content through an S3 bucket. Save + restore of 256 MiB of checkpointed
// files (16 MiB with --quick) through ci-state's remote path (src/persist/wiring/s3-sync.ts: pushState, then
// pullState and pullPacks into a fresh store, over the S3 adapter) against the raw AWS SDK moving
// the same bytes through the same gateway (lib-storage `Upload`, then `GetObject` into a file);
// then, after changing 1% of the files, ours' save + restore against that full transfer. Without a
// round trip (the gateway is on loopback) and, in full mode, at 40 ms, through a proxy that adds
// it (common/latency-proxy.mjs, the emulator's model).
//
// The gateway is a real Ceph RADOS Gateway (test/s3/rgw.ts: a one-node cluster that keeps its
// objects in RAM), started for this figure and stopped after it. Ours (workers/s3-roundtrip.mjs)
// and the baseline (workers/s3-raw.mjs) each run in a process of their own, alternately, each on
// a workspace of its own made before it starts (the baseline's is the same files concatenated
// into one). Without the gateway (no Ceph packages), --quick says so in the row and goes on;
// the full run fails the figure.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesFor, makeWorkspace, runSrc } from './f4-checkpoint.mjs';
import { startLatencyProxy } from '../common/latency-proxy.mjs';
import { baseEnv, expectSuccess, interleave, timeSpawn } from '../common/proc.mjs';
import { compared, pending } from '../common/rows.mjs';
import { summarize } from '../common/stats.mjs';
import { listFiles } from '../common/workspace.mjs';
import { importTs, ROOT } from '../../scripts/import-ts.mjs';

export const id = '9';
export const title = 'Checkpoint content through S3 vs the raw SDK';

const OURS = fileURLToPath(new URL('../workers/s3-roundtrip.mjs', import.meta.url));
const BASELINE = fileURLToPath(new URL('../workers/s3-raw.mjs', import.meta.url));
const CHANGE = 0.01;
const MiB = 2 ** 20;
/** The round trip of the second measurement (as figures 0, 1 and 4's). */
const LATENCY_MS = 40;

const lastJson = (stdout) => JSON.parse(stdout.trim().split('\n').at(-1));
const median = (xs) => summarize(xs).median;

async function gatewayClient(gateway) {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    endpoint: gateway.endpoint,
    region: gateway.region,
    forcePathStyle: true,
    credentials: { accessKeyId: gateway.accessKeyId, secretAccessKey: gateway.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Deletes every object under `prefix` (the runs' leftovers: the gateway frees them ~30 s later). */
async function emptyPrefix(client, bucket, prefix) {
  const { paginateListObjectsV2, DeleteObjectsCommand } = await import('@aws-sdk/client-s3');
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
    const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key }));
    if (keys.length)
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys } }));
  }
}

let nextRunId = 9900;

export async function run(ctx) {
  const mib = ctx.quick ? 16 : 256;
  // Five runs of each side without a round trip, three with one (about 15 s a pair at 256 MiB).
  const repsAt = (latencyMs) => (latencyMs ? ctx.reps(3, 1) : ctx.reps(5, 1));
  const warmup = ctx.quick ? 0 : 1;
  const files = filesFor(mib);
  const { startGateway, gatewayEnv } = await importTs('test/s3/rgw.ts');
  let gateway;
  try {
    // Each run stores its content once on each side; deleted objects are freed ~30 s later.
    gateway = await startGateway({ memstoreBytes: 8 * 2 ** 30 });
  } catch (error) {
    if (!ctx.quick) throw error;
    const why = String(error?.message ?? error)
      .split('\n')
      .slice(0, 2)
      .join(' ');
    ctx.log(`figure 9 skipped in quick mode: no S3 gateway (${why})`);
    return [
      pending({
        figure: '9',
        name: `checkpoint content via S3, ${mib} MiB: save + restore vs raw SDK`,
        target: 'ratio ≤ 1.15',
        reason: `skipped in quick mode: the S3 gateway did not start (test/s3/rgw.ts; ${why})`,
      }),
    ];
  }
  ctx.log(`S3 gateway (Ceph RGW) up in ${Math.round(gateway.startMs)} ms at ${gateway.endpoint}`);
  const client = await gatewayClient(gateway);
  const rows = [];
  try {
    const { CreateBucketCommand } = await import('@aws-sdk/client-s3');
    const bucket = `bench-f9-${process.pid}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    const env = baseEnv({
      ...gatewayEnv(gateway),
      AWS_EC2_METADATA_DISABLED: 'true',
      CI_STATE_BENCH_SRC: runSrc(ctx),
      ...(process.env.CI_STATE_BENCH_TRACE ? { CI_STATE_BENCH_TRACE: '1' } : {}),
    });
    // --quick: without a round trip only (a smoke test).
    for (const latencyMs of ctx.quick ? [0] : [0, LATENCY_MS]) {
      const proxy = latencyMs ? await startLatencyProxy(gateway.endpoint, latencyMs) : undefined;
      const endpoint = proxy?.endpoint ?? gateway.endpoint;
      const reps = repsAt(latencyMs);
      try {
        ctx.log(`figure 9 at ${mib} MiB, ${latencyMs} ms round trip: ${reps} run(s) of each side`);
        const ours = [];
        const base = [];
        await interleave({
          reps,
          warmup,
          ours: async (i) => {
            const dir = join(ctx.tmp, `f9-ours-${latencyMs}-${i}`);
            makeWorkspace(join(dir, 'ws', 'out'), files, mib);
            try {
              const config = {
                root: join(dir, 'ws'),
                out: 'out',
                storeA: join(dir, 'store-a'),
                storeB: join(dir, 'store-b'),
                restoreRoot: join(dir, 'restored'),
                runId: nextRunId++,
                changeFraction: CHANGE,
                bucket,
                endpoint,
              };
              const run = expectSuccess(
                await timeSpawn(process.execPath, [OURS, JSON.stringify(config)], {
                  cwd: ROOT,
                  env,
                }),
                'S3 round trip (ci-state)',
              );
              // CI_STATE_BENCH_TRACE=1: the worker's marks, beside the latency proxy's requests.
              if (process.env.CI_STATE_BENCH_TRACE) process.stderr.write(run.stderr);
              const r = lastJson(run.stdout);
              if (i >= 0) ours.push(r);
              return r.totalMs;
            } finally {
              rmSync(dir, { recursive: true, force: true });
              await emptyPrefix(client, bucket, 'ci-state/');
            }
          },
          baseline: async (i) => {
            const dir = join(ctx.tmp, `f9-raw-${latencyMs}-${i}`);
            makeWorkspace(join(dir, 'ws'), files, mib);
            try {
              // The same files as one file: the bytes the raw SDK moves.
              const file = join(dir, 'content.bin');
              const fd = openSync(file, 'w');
              try {
                for (const f of listFiles(join(dir, 'ws')))
                  writeSync(fd, readFileSync(join(dir, 'ws', f)));
              } finally {
                closeSync(fd);
              }
              rmSync(join(dir, 'ws'), { recursive: true, force: true });
              mkdirSync(join(dir, 'down'));
              const args = [file, bucket, `raw/${i}`, endpoint, join(dir, 'down', 'content.bin')];
              const r = lastJson(
                expectSuccess(
                  await timeSpawn(process.execPath, [BASELINE, ...args], { cwd: ROOT, env }),
                  'S3 round trip (raw SDK)',
                ).stdout,
              );
              if (i >= 0) base.push(r);
              return r.totalMs;
            } finally {
              rmSync(dir, { recursive: true, force: true });
            }
          },
        });
        rows.push(...rowsOf({ mib, files, reps, latencyMs, ours, base }));
      } finally {
        await proxy?.stop();
      }
    }
  } finally {
    client.destroy();
    await gateway.stop();
  }
  return rows;
}

function rowsOf({ mib, reps, latencyMs, ours, base }) {
  const m = (pick) => Math.round(median(ours.map(pick)));
  const b = (pick) => Math.round(median(base.map(pick)));
  const o0 = ours[0];
  const size = `${o0.files} files, ${(o0.totalBytes / MiB).toFixed(1)} MiB of random content`;
  const common = `${size}; ${reps} run(s) of each side, interleaved, each in its own process, against a Ceph RGW on this machine, ${latencyMs} ms round trip${latencyMs ? ' (a proxy in front of it)' : ''}`;
  const baseline = summarize(base.map((r) => r.totalMs));
  return [
    compared({
      figure: '9',
      name: `checkpoint content via S3, ${mib} MiB, ${latencyMs} ms round trip: save + restore vs raw SDK Upload + GetObject`,
      unit: 'ms',
      ours: summarize(ours.map((r) => r.totalMs)),
      baseline,
      target: { maxRatio: 1.15 },
      note: `${common}. Ours: save (pushState: pack ${(o0.pack1Bytes / MiB).toFixed(1)} MiB, put, state) ${m((r) => r.save1Ms)} ms, restore into a fresh store (pullState + pullPacks, verified) ${m((r) => r.restore1Ms)} ms; raw SDK: Upload ${b((r) => r.saveMs)} ms, GetObject ${b((r) => r.restoreMs)} ms. Files restored from the fetched pack checked byte-equal (not timed).`,
    }),
    compared({
      figure: '9',
      name: `${mib} MiB via S3, ${latencyMs} ms round trip, after a 1% change: save + restore vs the raw full transfer`,
      unit: 'ms',
      ours: summarize(ours.map((r) => r.changeMs)),
      baseline,
      target: { maxRatio: 0.1 },
      note: `${o0.changedFiles} of ${o0.files} files changed (same sizes); the next checkpoint (not timed), then ours' save ${m((r) => r.save2Ms)} ms (a pack of ${(median(ours.map((r) => r.pack2Bytes)) / MiB).toFixed(2)} MiB) and restore ${m((r) => r.restore2Ms)} ms (only that pack fetched: the store holds the first); baseline: the raw SDK's full Upload + GetObject above (it has no increments).`,
    }),
  ];
}
