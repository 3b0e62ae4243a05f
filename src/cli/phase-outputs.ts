/**
 * A phase's outputs, kept so that a later attempt can skip it: by default what the phase created
 * or changed in the workspace while it ran (snapshot/changed.ts), `--outputs <globs>` for the files
 * under those globs, `--outputs none` for none. What cannot be kept whole (over the size cap, or
 * files the snapshot rules leave out) is recorded on the phase, which then runs again on a re-run
 * instead of being skipped without its effects.
 */
import { join } from 'node:path';
import { CiStateError, quote } from '../core/errors.js';
import { plural } from '../core/words.js';
import type { RunState } from '../core/schema.js';
import {
  changedSince,
  markNow,
  stampOf,
  type ChangedFiles,
  type ChangeMark,
} from '../snapshot/changed.js';
import type { KeepJob } from '../store/keepers.js';
import type { SnapshotSummary } from './checkpoints.js';
import { glyphs } from './glyphs.js';
import { mutate, now, type Session } from './session.js';
import { newId } from '../core/canonical.js';
import { createCheckpoint } from '../core/rollback.js';
import { KEEPING, noteOutputs, PENDING } from '../core/outputs-note.js';

/** Above this, what a phase changed is not kept (`--outputs-max-size`, CI_STATE_OUTPUTS_MAX_SIZE). */
export const DEFAULT_OUTPUTS_MAX = 1024 ** 3;

export type OutputsMode =
  { kind: 'detect'; maxBytes: number } | { kind: 'globs'; globs: string[] } | { kind: 'none' };

const UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 };

/** A size such as `1GiB`, `500m`, `1048576` (units are powers of 1024); throws naming `name`. */
export function parseSize(text: string, name: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?\s*$/i.exec(text);
  const n = m ? Number(m[1]) * (UNITS[(m[2] ?? '').toLowerCase()] ?? NaN) : NaN;
  if (!Number.isFinite(n) || n < 0) {
    throw new CiStateError(
      'invalid_input',
      `invalid ${name} ${quote(text)}: expected a size such as 1GiB, 500MiB or a number of bytes`,
    );
  }
  return Math.floor(n);
}

/** How the phase's outputs are found, from `--outputs` and `--outputs-max-size` (checked). */
export function outputsMode(
  outputs: readonly string[] | undefined,
  maxSize: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): OutputsMode {
  if (outputs?.length === 1 && outputs[0] === 'none') return { kind: 'none' };
  if (outputs?.length) {
    if (outputs.includes('none'))
      throw new CiStateError(
        'invalid_input',
        'invalid --outputs: "none" stands alone (no outputs); otherwise give globs',
      );
    return { kind: 'globs', globs: [...outputs] };
  }
  const text = maxSize ?? env.CI_STATE_OUTPUTS_MAX_SIZE;
  const name = maxSize !== undefined ? '--outputs-max-size' : 'CI_STATE_OUTPUTS_MAX_SIZE';
  return {
    kind: 'detect',
    maxBytes: text === undefined || text === '' ? DEFAULT_OUTPUTS_MAX : parseSize(text, name),
  };
}

/** The mark a detecting phase takes just before its command starts. */
export function markBeforeCommand(s: Session, mode: OutputsMode): ChangeMark | undefined {
  return mode.kind === 'detect' ? markNow(join(s.dir, 'checkpoints')) : undefined;
}

/** Records on the phase why what it changed was not kept, and says so once. */
async function notKept(s: Session, phase: string, why: string): Promise<RunState> {
  s.printer.warn(`${phase}: ${why}; it runs again on a re-run`);
  return mutate(s, (x) => noteOutputs(x, phase, why));
}

/**
 * What a phase that succeeded is to keep, found before its success is recorded: what it changed
 * (`detect`), the id of the mark its record carries until they are kept, and whether a keeper
 * process keeps them. Undefined when there is nothing to keep (`--outputs none`, nothing changed).
 */
export interface Keeping {
  id: string;
  changed?: ChangedFiles;
  background: boolean;
}

export async function outputsToKeep(
  s: Session,
  phase: string,
  mode: OutputsMode,
  mark: ChangeMark | undefined,
): Promise<Keeping | undefined> {
  if (mode.kind === 'none' || (mode.kind === 'detect' && !mark)) return undefined;
  let changed: ChangedFiles | undefined;
  if (mode.kind === 'detect' && mark) {
    changed = changedSince(process.cwd(), mark, [s.dir]);
    if (changed.paths.length === 0) {
      s.printer.debug(
        `${phase}: changed nothing in the workspace (${changed.scanned} entries looked at)`,
      );
      return undefined;
    }
  }
  const { keepsInBackground } = await import('./keeper.js');
  const background = mode.kind === 'detect' && keepsInBackground();
  return { id: newId('keep', now()), background, ...(changed ? { changed } : {}) };
}

/**
 * The phase's success and the mark that its outputs are being kept, in one write: a state read
 * before they are kept (by the pusher, or left by a CLI that died) never shows the phase done
 * without them, so a later attempt runs it again. A side effect's outputs are kept inline.
 */
export function markKeeping(state: RunState, phase: string, k: Keeping | undefined): RunState {
  if (!k) return state;
  return noteOutputs(state, phase, inBackground(state, phase, k) ? PENDING : KEEPING, {
    pending: k.id,
  });
}

/** Whether a keeper process keeps `k`'s outputs: never a side effect's, kept before its end is. */
export function inBackground(state: RunState, phase: string, k: Keeping): boolean {
  return k.background && state.phases[phase]?.sideEffect !== true;
}

/**
 * After the phase succeeded, marked by markKeeping: keeps what it changed as a checkpoint of the
 * phase (reason phase_completed), or records why it could not; in the background when `k` says
 * (`inBackground` of the state that carries the mark).
 */
export async function keepChangedOutputs(
  s: Session,
  state: RunState,
  phase: string,
  k: { id: string; changed: ChangedFiles; background: boolean },
  maxBytes: number,
): Promise<RunState> {
  const changed = k.changed;
  const { formatSize } = await import('../transfer/progress.js');
  if (changed.bytes > maxBytes) {
    return notKept(
      s,
      phase,
      `what it changed (${plural(changed.paths.length, 'file')}, ${formatSize(changed.bytes)}) is over the outputs cap of ${formatSize(maxBytes)} (--outputs-max-size), so it is not kept`,
    );
  }
  if (k.background) {
    const { keepInBackground } = await import('./keeper.js');
    await keepInBackground(s, k.id, phase, changed, formatSize(changed.bytes));
    return state;
  }
  const snap = await snapshotOutputs(s, state, [], changed.paths);
  return recordOutputs(s, phase, [], snap, { changed: true, pending: k.id });
}

/**
 * The keeper's work (keeper.ts): snapshots the files of `job`, then records the checkpoint on its
 * phase if every file still has the stamp it had when the phase ended, or why it was not kept.
 * Hands the state to the job's persistence afterwards.
 */
export async function keepPending(s: Session, job: KeepJob): Promise<void> {
  const state = await s.store.read(job.key);
  if (state?.phases[job.phase]?.outputsPending !== job.id) {
    s.printer.note(`${job.phase}: nothing to keep (the phase was recorded again since)`);
    return;
  }
  const snap = await snapshotOutputs(s, state, [], job.paths);
  const moved = job.paths.filter((p, i) => stampOf(join(job.root, p)) !== job.stamps[i]);
  const shown = moved.slice(0, 3).join(', ') + (moved.length > 3 ? `, ${glyphs().ellipsis}` : '');
  const st = await recordOutputs(s, job.phase, [], snap, {
    changed: true,
    pending: job.id,
    ...(moved.length
      ? {
          changedAgain: `${plural(moved.length, 'file')} it changed (${shown}) changed again before they were kept`,
        }
      : {}),
  });
  const { persistAfterPhase } = await import('./handoff.js');
  await persistAfterPhase(s, st, job.phase);
}

/** The snapshot of a phase's outputs: the files under `globs`, or exactly `paths`. */
async function snapshotOutputs(
  s: Session,
  state: RunState,
  globs: string[],
  paths?: readonly string[],
): Promise<SnapshotSummary> {
  const { packShipFor, snapshotGlobs } = await import('./checkpoints.js');
  const ship = await packShipFor(s.dir, state, s.printer);
  return snapshotGlobs(s.dir, process.cwd(), globs, {
    ...(ship ? { ship } : {}),
    ...(paths ? { paths } : {}),
  });
}

/**
 * Records `snap` as the checkpoint of `phase` (reason phase_completed), and what it left out as
 * not kept. `pending`: only if the phase is still marked as kept by that keeper, whose mark goes.
 * `changedAgain`: the files changed after the phase ended (the checkpoint is not the phase's).
 */
async function recordOutputs(
  s: Session,
  phase: string,
  globs: string[],
  snap: SnapshotSummary,
  o: { changed?: boolean; pending?: string; changedAgain?: string },
): Promise<RunState> {
  const { describeSnapshot, skippedOf } = await import('./checkpoints.js');
  const left = [...snap.refused, ...snap.excluded].map((e) => e.path);
  const shown = left.slice(0, 3).join(', ') + (left.length > 3 ? `, ${glyphs().ellipsis}` : '');
  const why =
    o.changedAgain ??
    (left.length && o.changed
      ? `${plural(left.length, 'file')} it changed could not be kept (${shown}: see the checkpoint line above)`
      : undefined);
  let recorded = false;
  const st = await mutate(s, (x) => {
    const rec = x.phases[phase];
    if (o.pending !== undefined && rec?.outputsPending !== o.pending) return x;
    recorded = true;
    const next = o.changedAgain
      ? x
      : createCheckpoint(x, {
          id: newId('cp', now()),
          phase,
          reason: 'phase_completed',
          now: now(),
          globs,
          location: snap.location,
          skipped: skippedOf(snap),
        }).state;
    // A keeper's mark goes with what it found; otherwise only a reason is added.
    return o.pending !== undefined || why ? noteOutputs(next, phase, why) : next;
  });
  if (!recorded) return st;
  if (!o.changedAgain) {
    const id = st.phases[phase]?.checkpointId ?? '';
    const what = o.changed ? ' (what it changed)' : '';
    s.printer.note(`checkpoint ${id} of ${phase}${what}: ${describeSnapshot(snap).join('; ')}`);
  }
  if (why) s.printer.warn(`${phase}: ${why}; it runs again on a re-run`);
  return st;
}

/**
 * Snapshots a phase's outputs into a checkpoint of that phase (reason phase_completed): the files
 * under `globs`; with `pending`, only while the phase carries that mark (markKeeping), which goes.
 * Returns the state and the paths the snapshot left out.
 */
export async function checkpointOutputs(
  s: Session,
  state: RunState,
  phase: string,
  globs: string[],
  pending?: string,
): Promise<{ state: RunState; left: string[] }> {
  const snap = await snapshotOutputs(s, state, globs);
  const st = await recordOutputs(s, phase, globs, snap, pending ? { pending } : {});
  return { state: st, left: [...snap.refused, ...snap.excluded].map((e) => e.path) };
}

/**
 * Restores the outputs of a record an earlier run left for reuse (its checkpoint, verified);
 * whether the record can be reused. Outputs that cannot be restored mean the phase runs, said why.
 */
export async function reusedOutputs(
  s: Session,
  carried: NonNullable<RunState['carried']>,
  phase: string,
): Promise<boolean> {
  const id = carried.records[phase]?.checkpointId;
  if (id === undefined) return true; // it changed nothing that was kept: nothing to restore
  const cp = carried.checkpoints?.find((c) => c.id === id && c.location);
  let problem = `the checkpoint of its outputs (${id}) was not carried over`;
  if (cp) {
    const { restoreCheckpointFiles } = await import('./checkpoints.js');
    const restored = await restoreCheckpointFiles(s.dir, process.cwd(), cp);
    if (restored.ok) {
      s.printer.note(
        `${phase}: restored its outputs from run ${carried.runId}'s checkpoint ${cp.id} (${restored.written} written, ${restored.unchanged} unchanged)`,
      );
      return true;
    }
    problem = restored.problems.slice(0, 3).join('; ');
  }
  s.printer.note(
    `${phase}: not reused from run ${carried.runId} (same inputs), its outputs could not be restored: ${problem}; it runs`,
  );
  return false;
}
