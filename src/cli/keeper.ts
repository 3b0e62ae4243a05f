/**
 * Keeping what a phase changed off the phase's path. On a runner (a job with a persistence
 * process, `CI_STATE_SESSION`), on another CI system ci-state knows, or with
 * `CI_STATE_KEEP=background` (`inline` opts out), `ci-state run` lists the
 * changed files and their stamps, marks the phase "not kept yet" and starts a keeper process that
 * snapshots them while the job goes on (store/keepers.ts has the job files). The keeper records
 * the checkpoint only when every file still has the stamp it had when the phase ended: content a
 * later step changed meanwhile is not the phase's, so the phase then stays "not kept" and runs
 * again on a re-run. A side effect's outputs are never kept in the background (they must be kept
 * before its end is acknowledged).
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { providerOf } from '../ci/detect.js';
import { plural } from '../core/words.js';
import {
  keeperSaid,
  keepLogFile,
  keepWaitMs,
  pendingKeeps,
  showFinishedKeeps,
  waitForKeeps,
  writeKeepJob,
  type KeepJob,
} from '../store/keepers.js';
import type { ChangedFiles } from '../snapshot/changed.js';
import { currentKey, now, type Session } from './session.js';

/**
 * Whether a phase's outputs are kept by a keeper process (see the module header), and the remote
 * store saved by the pusher (remote-pusher.ts): `CI_STATE_KEEP=background` or `inline`, else in
 * the background in a job with a persistence process and on another CI system ci-state knows
 * (GitLab CI, Buildkite, Jenkins, CircleCI), inline elsewhere.
 */
export function keepsInBackground(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = env.CI_STATE_KEEP;
  if (v === 'background') return true;
  if (v === 'inline') return false;
  if (env.CI_STATE_SESSION) return true;
  const provider = providerOf(env);
  return provider !== 'github' && provider !== 'local';
}

/**
 * Starts keeper `id` for what `phase` changed. The phase's record carries the keeper's mark
 * already (phase-outputs.ts marks it with the phase's success): the keeper records the
 * checkpoint only while the mark is there.
 */
export async function keepInBackground(
  s: Session,
  id: string,
  phase: string,
  changed: ChangedFiles,
  size: string,
): Promise<void> {
  const key = await currentKey(s);
  const job: KeepJob = {
    v: 1,
    id,
    key: key ?? '',
    phase,
    root: process.cwd(),
    paths: changed.paths,
    stamps: changed.stamps,
    startedAt: now(),
  };
  const file = writeKeepJob(s.dir, job);
  const log = openSync(keepLogFile(s.dir, id), 'a');
  try {
    const child = spawn(process.execPath, [process.argv[1] ?? '', '__keep', file], {
      detached: true,
      stdio: ['ignore', log, log],
      windowsHide: true,
    });
    child.on('error', () => undefined); // a keeper that cannot start leaves the job stale
    child.unref();
    // The keeper writes its own pid into the job as it starts. Not here: on a loaded machine it
    // may have finished and removed the job already, which this write would bring back as the
    // job of a dead keeper.
  } finally {
    closeSync(log);
  }
  s.printer.note(
    `${phase}: keeping what it changed (${plural(changed.paths.length, 'file')}, ${size}) in the background`,
  );
}

/**
 * Before `run` of `phase`: waits for the keepers of that phase (its record decides a skip) and of
 * the phases it requires (the ones whose files it is likeliest to change, such as a log several
 * phases append to: changed before they are kept, they would not be kept). Keepers of other
 * phases go on while it runs.
 */
export async function waitBeforePhase(
  s: Session,
  phase: string,
  requires: readonly string[] = [],
): Promise<void> {
  const pending = pendingKeeps(s.dir);
  if (pending.length) {
    const state = await s.store.read((await currentKey(s)) ?? '').catch(() => undefined);
    const needed = new Set([
      phase,
      ...requires,
      ...(state?.declared.find((d) => d.id === phase)?.requires ?? []),
      ...(state?.phases[phase]?.requires ?? []),
    ]);
    const ids = pending.filter((p) => p.job && needed.has(p.job.phase)).map((p) => p.id);
    if (ids.length) await waitForKeepers(s, ids);
  }
  // What the keepers that finished meanwhile said goes to this step's log (not only to flush's):
  // a job that dies before its end still shows which outputs were kept.
  showFinishedKeeps(s.dir, (line) => s.printer.note(keeperSaid(line)));
}

/** Waits for the keepers `only` (all without it), showing what they said. */
export async function waitForKeepers(s: Session, only?: readonly string[]): Promise<void> {
  const pending = pendingKeeps(s.dir).filter((p) => only === undefined || only.includes(p.id));
  if (pending.length === 0 && only !== undefined) return;
  const w = await waitForKeeps(s.dir, {
    timeoutMs: keepWaitMs(),
    ...(only ? { only: pending.map((p) => p.id) } : {}),
    onLog: (line) => s.printer.note(keeperSaid(line)),
  });
  if (w.left.length)
    s.printer.warn(
      `gave up waiting for ${plural(w.left.length, 'keeper')} of phase outputs (CI_STATE_KEEP_WAIT_SECONDS): their phases run again on a re-run`,
    );
}
