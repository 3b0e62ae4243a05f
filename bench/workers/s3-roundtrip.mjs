// Ours in figure 9, in a process of its own: checkpoint content through an S3 bucket with
// ci-state's remote path (src/persist/ over the S3 adapter, src/remote/sync.ts and s3.ts), as the
// Action's `storage: s3` and the CLI's `--remote` do it.
//
//   before      (not timed) the phase `build` checkpoints the folder into local store A (its
//               content is then in A's pack, as after any phase end).
//   save        pushState from store A: the blobs no remote pack holds, packed into one pack and
//               put (a multipart upload above 8 MiB), then the state.
//   restore     on "another machine": a fresh S3 client and the empty store B, pullState (the
//               newest state of the run) and pullPacks (every pack verified against its id).
//               Not timed: the checkpoint's files are restored from store B into a second
//               workspace and compared byte for byte with the originals.
//   change      (not timed) 1% of the files (by count) get new content of the same size; the
//               next phase checkpoints the same globs into store A.
//   save, restore again: only the new pack moves (store B already holds the first one). Not
//               timed: every blob of the new checkpoint is then in store B.
//
// The save and the restore each open their own S3Store (a new client, new connections), as two
// steps of a job, or two machines, do. Prints one JSON line with the times and sizes.
//
//   node bench/workers/s3-roundtrip.mjs <config JSON>
//   config: { root, out, storeA, storeB, restoreRoot, runId, changeFraction, bucket, endpoint }
//   credentials: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION (the SDK's default chain)
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { importSrc } from '../common/src.mjs';
import { changeFiles, listFiles } from '../common/workspace.mjs';

const config = JSON.parse(process.argv[2]);
const { root, out, storeA, storeB, restoreRoot, runId } = config;
const globs = [`${out}/**`];

const core = await importSrc('src/core/index.ts');
const { LocalStore } = await importSrc('src/store/index.ts');
const { VERSION } = await importSrc('src/version.ts');
const { snapshotGlobs, restoreCheckpointFiles } = await importSrc('src/cli/checkpoints.ts');
const { S3Store } = await importSrc('src/remote/s3.ts');
const { pushState, pullState, pullPacks } = await importSrc('src/persist/wiring/s3-sync.ts');
const { BlobStore, referencedBlobs } = await importSrc('src/snapshot/index.ts');
// Loaded before the clock starts, as the baseline loads its SDK before its own.
await import('@aws-sdk/client-s3');
await import('@aws-sdk/lib-storage');

const scope = {
  repo: 'acme/widgets',
  workflow: 'ci',
  job: 'checkpoint',
  matrix: '',
  ref: 'refs/heads/main',
};
const key = core.scopeKey(scope);
const now = () => new Date().toISOString();
const fail = (what) => {
  console.error(`s3 round trip: ${what}`);
  process.exit(1);
};
/** The bucket as `storage: s3` opens it (openS3 in src/action/s3-storage.ts). */
const openRemote = () =>
  new S3Store({ bucket: config.bucket, endpoint: config.endpoint, forcePathStyle: true });
const target = (remote) => ({ remote, scopeKey: key, ref: scope.ref });

function begin(store) {
  return store.update(key, (s) => {
    const r = core.initAttempt(s, {
      scope,
      origin: {
        repo: scope.repo,
        workflow: scope.workflow,
        job: scope.job,
        runId: String(runId),
        runAttempt: 1,
        sha: 'a'.repeat(40),
        ref: scope.ref,
        event: 'push',
        actor: 'octocat',
      },
      onRunner: true,
      strategy: 'failed',
      toolVersion: VERSION,
      now: now(),
      newRunId: () => String(runId),
      stateId: (id) => `${id}-${key.slice(0, 8)}`,
    });
    return r.state;
  });
}

/** A phase that checkpoints the folder (`ci-state run <phase> --outputs <out>/**`'s bookkeeping). */
async function phaseWithOutputs(store, storeDir, phase) {
  await store.update(key, (s) => core.startPhase(s, phase, { now: now(), outputs: globs }));
  const snap = await snapshotGlobs(storeDir, root, globs, {});
  const state = await store.update(
    key,
    (s) =>
      core.createCheckpoint(core.completePhase(s, phase, { now: now(), exitCode: 0 }), {
        id: core.newId('cp', now()),
        phase,
        reason: 'phase_completed',
        now: now(),
        globs,
        location: snap.location,
      }).state,
  );
  return { state, snap };
}

/** The save: pushState (src/persist/wiring/s3-sync.ts), the machinery every S3 save takes. */
async function save(store, storeDir, state) {
  const remote = openRemote();
  try {
    const r = await pushState(storeDir, state, target(remote), (edit) =>
      store.update(key, (x) => (x ? { ...x, packs: edit(x.packs) } : x)),
    );
    if (!r.saved) fail(`state not saved: ${r.problem}`);
    return r;
  } finally {
    remote.destroy();
  }
}

/** The restore: pullState and pullPacks (src/persist/wiring/s3-sync.ts). */
async function restore(store, storeDir) {
  const remote = openRemote();
  try {
    const t = target(remote);
    const pulled = await pullState(t, { runId: String(runId) });
    if (!pulled.state) fail(`no state restored: ${pulled.problems.join('; ')}`);
    const state = pulled.state;
    mark('state pulled');
    await store.update(key, () => state);
    mark('state stored');
    const packs = await pullPacks(storeDir, state, t);
    if (packs.problems.length) fail(`packs not fetched: ${packs.problems.join('; ')}`);
    return { state, packs };
  } finally {
    remote.destroy();
  }
}

// CI_STATE_BENCH_TRACE=1: the start and end of each timed part on stderr, on the clock the latency
// proxy's request lines use (bench/common/latency-proxy.mjs).
const mark = (what) => {
  if (process.env.CI_STATE_BENCH_TRACE === '1')
    process.stderr.write(`[${new Date().toISOString().slice(17, 23)} ours] ${what}\n`);
};
const lap = () => {
  const t = performance.now();
  return () => performance.now() - t;
};

const outDir = join(root, out);
const files = listFiles(outDir);
const totalBytes = files.reduce((n, f) => n + statSync(join(outDir, f)).size, 0);

// ---- before (not timed): the first checkpoint, into store A
const a = new LocalStore({ dir: storeA });
await begin(a);
const first = await phaseWithOutputs(a, storeA, 'build');
if (first.snap.files !== files.length) fail(`checkpointed ${first.snap.files} of ${files.length}`);

// ---- save, then restore into the empty store B
let t = lap();
mark('save');
const saved1 = await save(a, storeA, first.state);
const save1Ms = t();
const b = new LocalStore({ dir: storeB });
mark('restore');
t = lap();
const restored1 = await restore(b, storeB);
const restore1Ms = t();
mark('restored');
if (saved1.packs !== 1 || restored1.packs.fetched !== 1)
  fail(`${saved1.packs} pack(s) saved, ${restored1.packs.fetched} fetched: 1 and 1 expected`);

// Not timed: the checkpoint's files from store B, byte for byte the originals.
const cp1 = core.fileCheckpointOf(restored1.state, 'build');
if (!cp1) fail('no checkpoint of build in the restored state');
const back = await restoreCheckpointFiles(storeB, restoreRoot, cp1);
if (!back.ok) fail(`files not restored: ${back.problems.slice(0, 3).join('; ')}`);
const backDir = join(restoreRoot, out);
if (JSON.stringify(listFiles(backDir)) !== JSON.stringify(files))
  fail('the restored tree lists other files');
for (const f of files) {
  if (!readFileSync(join(backDir, f)).equals(readFileSync(join(outDir, f))))
    fail(`${f} differs from the original`);
}
rmSync(restoreRoot, { recursive: true, force: true });

// ---- change 1% (not timed: the change and the next checkpoint, into store A)
const changed = changeFiles(outDir, config.changeFraction, files);
const second = await phaseWithOutputs(a, storeA, 'package');
t = lap();
mark('save after the change');
const saved2 = await save(a, storeA, second.state);
const save2Ms = t();
mark('restore after the change');
t = lap();
const restored2 = await restore(b, storeB);
const restore2Ms = t();
mark('restored');
// Only the new pack moved: the changed files' blobs and the new manifest.
if (saved2.packs !== 1 || restored2.packs.fetched !== 1)
  fail(`${saved2.packs} pack(s) saved, ${restored2.packs.fetched} fetched after the change`);
const cp2 = core.fileCheckpointOf(restored2.state, 'package');
if (!cp2) fail('no checkpoint of package in the restored state');
const storeBBlobs = BlobStore.forStore(storeB);
const need = (await referencedBlobs(storeBBlobs, [cp2])).blobs;
for (const blob of need) if (!(await storeBBlobs.has(blob))) fail(`blob ${blob} not in store B`);
if (second.snap.newBlobs.length !== changed.length + 1)
  fail(`${second.snap.newBlobs.length} new blobs, ${changed.length + 1} expected`);

process.stdout.write(
  `${JSON.stringify({
    files: files.length,
    totalBytes,
    save1Ms,
    restore1Ms,
    totalMs: save1Ms + restore1Ms,
    save2Ms,
    restore2Ms,
    changeMs: save2Ms + restore2Ms,
    changedFiles: changed.length,
    pack1Bytes: saved1.packBytes,
    pack2Bytes: saved2.packBytes,
    fetched2Bytes: restored2.packs.bytes,
  })}\n`,
);
process.exit(0);
