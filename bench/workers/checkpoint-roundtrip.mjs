// Ours in figure 4, in a process of its own (as the baseline's saveCache + restoreCache is), against
// the emulator whose environment this process was given. What a job does, through ci-state's own
// code (src/, types stripped):
//
//   attempt 1   (its main step, starting the attempt, is not timed: it runs with or without files)
//               the phase `build` checkpoints its outputs (`ci-state run build --outputs …`:
//               collect + hash, blobs into the local store, manifest), then the post step ships the
//               blobs no earlier pack holds (one pack, to the cache and as an artifact: the default
//               configuration) and saves the state (cache and artifact).
//   attempt 2   on the same workspace with the outputs gone and a fresh local store: the main step
//               restores the state and fetches its packs (every blob verified), then the skipped
//               phase's outputs are restored from the checkpoint (restoreFiles, verified).
//   change      1% of the files (by count) get new content of the same size; the next phase
//               checkpoints the same globs, then its content is shipped and the state saved.
//
// The restored files are compared byte for byte with the originals (kept aside, untimed), and each
// upload's pack must hold exactly the blobs expected, so the figure cannot pass by doing nothing.
// Prints one JSON line: the times of each part, and the cache keys and artifact names each upload
// created (the parent measures their sizes in the emulator's blob store).
//
//   [CI_STATE_BENCH_TRACE=1] node bench/workers/checkpoint-roundtrip.mjs <config JSON>
//   config: { root, out, storeA, storeB, runId, changeFraction }
//   root: the workspace (GITHUB_WORKSPACE); out: the checkpointed folder under it (glob `<out>/**`)
import { readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { importSrc } from '../common/src.mjs';
import { changeFiles, listFiles } from '../common/workspace.mjs';

const config = JSON.parse(process.argv[2]);
const { root, out, storeA, storeB, runId } = config;
const globs = [`${out}/**`];

const core = await importSrc('src/core/index.ts');
const { LocalStore } = await importSrc('src/store/index.ts');
const { VERSION } = await importSrc('src/version.ts');
const { snapshotGlobs, restoreCheckpointFiles } = await importSrc('src/cli/checkpoints.ts');
const { saveStateAndContent } = await importSrc('src/persist/packs.ts');
const { fetchPacks } = await importSrc('src/persist/pack-fetch.ts');
const { restoreState } = await importSrc('src/persist/state.ts');
const { startPackShip } = await importSrc('src/github/pack-storage.ts');
const { githubStorage } = await importSrc('src/github/state-storage.ts');
// Loaded before the clock starts, as the baseline loads @actions/cache before its own.
await import('@actions/cache');
await import('@actions/artifact');

const env = process.env;
// CI_STATE_BENCH_TRACE=1: the debug lines of the persist and pack code on stderr, with their time.
const t0 = performance.now();
function trace(line) {
  if (env.CI_STATE_BENCH_TRACE === '1')
    process.stderr.write(`[${(performance.now() - t0).toFixed(0).padStart(6)} ms] ${line}\n`);
}
const scope = {
  repo: env.GITHUB_REPOSITORY,
  workflow: 'ci',
  job: 'checkpoint',
  matrix: '',
  ref: env.GITHUB_REF ?? 'refs/heads/main',
};
const key = core.scopeKey(scope);
const origin = (attempt) => ({
  repo: scope.repo,
  workflow: scope.workflow,
  job: scope.job,
  runId: String(runId),
  runAttempt: attempt,
  sha: env.GITHUB_SHA ?? 'a'.repeat(40),
  ref: scope.ref,
  event: 'push',
  actor: 'octocat',
});
const ctxFor = (attempt) => ({
  workspace: root,
  scope,
  scopeKey: key,
  repository: scope.repo,
  runId: String(runId),
  attempt,
  token: env.GITHUB_TOKEN,
  apiUrl: env.GITHUB_API_URL,
  crossRun: false,
  checkpointStorage: 'cache',
  log: trace,
});
const now = () => new Date().toISOString();
const fail = (what) => {
  console.error(`checkpoint round trip: ${what}`);
  process.exit(1);
};

function begin(store, attempt, prev) {
  return store.update(key, (s) => {
    const r = core.initAttempt(s ?? prev, {
      scope,
      origin: origin(attempt),
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

/** `ci-state run <phase> --outputs <out>/**`'s bookkeeping around a command that already ran. */
async function phaseWithOutputs(store, storeDir, phase, attempt) {
  const started = await store.update(key, (s) =>
    core.startPhase(s, phase, { now: now(), outputs: globs }),
  );
  // As `packShipFor` does on a runner: the new pack goes to the cache while it is written.
  const ship = startPackShip(storeDir, ctxFor(attempt), started.seq);
  const snap = await snapshotGlobs(storeDir, root, globs, ship ? { ship } : {});
  // A pack of less than one block is left to the save; a larger one must have got there.
  if (snap.shipped?.problem) fail(`pack not saved while written: ${snap.shipped.problem}`);
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

/** The post step: ship pending checkpoint content and save the state, at once (save-run.ts). */
async function post(store, storeDir, attempt) {
  const state = await store.update(key, (s) => (s.endedAt ? s : core.finishRun(s, now())));
  const ctx = ctxFor(attempt);
  const done = await saveStateAndContent(storeDir, state, ctx, githubStorage(ctx), (edit) =>
    store.update(key, (s) => ({ ...s, packs: edit(s.packs) })),
  );
  if (done.problem) fail(done.problem);
  if (done.shipped.length !== 1) fail(`${done.shipped.length} packs listed, 1 expected`);
  const pack = done.shipped[0];
  const [cache, artifact] = ['cache', 'artifact'].map((p) =>
    done.report.copies.find((c) => c.place === p),
  );
  if (!cache?.ok || !artifact?.ok)
    fail(`state not saved: ${cache?.reason ?? ''} ${artifact?.reason ?? ''}`);
  return {
    pack,
    caches: [cache.ref, pack.key],
    artifacts: [pack.artifact, artifact.ref].filter(Boolean),
  };
}

const outDir = join(root, out);
const files = listFiles(outDir);
const totalBytes = files.reduce((n, f) => n + statSync(join(outDir, f)).size, 0);
const lap = () => {
  const t = performance.now();
  return () => performance.now() - t;
};

// ---- attempt 1: checkpoint, ship, save
// The main step of attempt 1 starts the attempt (not timed: it does so with or without files).
const storeA1 = new LocalStore({ dir: storeA });
await begin(storeA1, 1);
trace('attempt 1');
let t = lap();
const total1 = lap();
const first = await phaseWithOutputs(storeA1, storeA, 'build', 1);
const checkpointMs = t();
t = lap();
trace('checkpointed');
const up1 = await post(storeA1, storeA, 1);
trace('saved');
const shipSaveMs = t();
const attempt1Ms = total1();
if (first.snap.files !== files.length) fail(`checkpointed ${first.snap.files} of ${files.length}`);
if (up1.pack.blobs !== first.snap.newBlobs.length)
  fail(`pack holds ${up1.pack.blobs} blobs, ${first.snap.newBlobs.length} expected`);

// Untimed: the outputs go away (kept aside to compare with), as the baseline removes its folder.
const kept = join(root, `${out}.orig`);
renameSync(outDir, kept);

// ---- attempt 2: restore the state, fetch the packs, restore the skipped phase's files
const storeB2 = new LocalStore({ dir: storeB });
const total2 = lap();
t = lap();
trace('attempt 2');
const restored = await restoreState(ctxFor(2), githubStorage(ctxFor(2)));
if (!restored.state) fail(`state not restored: ${restored.problems.join('; ')}`);
await storeB2.update(key, () => restored.state);
const state2 = await begin(storeB2, 2);
const restoreStateMs = t();
t = lap();
trace('fetching packs');
const fetched = await fetchPacks(storeB, state2, ctxFor(2), githubStorage(ctxFor(2)));
trace('restoring files');
if (fetched.problems.length || fetched.fetched !== state2.packs.length)
  fail(`packs not fetched: ${fetched.problems.join('; ')}`);
const fetchMs = t();
t = lap();
const cp = core.fileCheckpointOf(state2, 'build');
if (!cp) fail('no checkpoint of build in the restored state');
const files2 = await restoreCheckpointFiles(storeB, root, cp);
if (!files2.ok) fail(`files not restored: ${files2.problems.slice(0, 3).join('; ')}`);
const restoreFilesMs = t();
const attempt2Ms = total2();
trace('restored');

// Untimed: every file back, byte for byte, and nothing else.
const back = listFiles(outDir);
if (JSON.stringify(back) !== JSON.stringify(files)) fail('the restored tree lists other files');
for (const f of files) {
  if (!readFileSync(join(outDir, f)).equals(readFileSync(join(kept, f))))
    fail(`${f} differs from the original`);
}
rmSync(kept, { recursive: true, force: true });

// ---- change 1% of the files (same sizes), checkpoint, ship, save
const changed = changeFiles(outDir, config.changeFraction, files);
trace('1% changed');
const total3 = lap();
const second = await phaseWithOutputs(storeB2, storeB, 'package', 2);
const checkpoint3Ms = total3();
trace('checkpointed');
const up2 = await post(storeB2, storeB, 2);
trace('saved');
const changeMs = total3();
// The changed files' blobs and the new manifest, nothing else.
if (up2.pack.blobs !== changed.length + 1)
  fail(`the second pack holds ${up2.pack.blobs} blobs, ${changed.length + 1} expected`);

process.stdout.write(
  `${JSON.stringify({
    files: files.length,
    totalBytes,
    attempt1Ms,
    attempt2Ms,
    totalMs: attempt1Ms + attempt2Ms,
    parts: {
      checkpointMs,
      shipSaveMs,
      restoreStateMs,
      fetchMs,
      restoreFilesMs,
      checkpoint3Ms,
      shipSave3Ms: changeMs - checkpoint3Ms,
    },
    changeMs,
    changedFiles: changed.length,
    first: { ...up1, newBytes: first.snap.newBytes },
    second: { ...up2, newBytes: second.snap.newBytes },
  })}\n`,
);
process.exit(0);
