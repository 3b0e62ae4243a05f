/**
 * `ci-state checkpoint` and `ci-state rollback`: checkpoints of the state, its files and external
 * state. A rollback first takes a `before_rollback` checkpoint of what it is about to overwrite
 * (the state, the files under the globs it writes, the target's external captures taken again),
 * so that `rollback --to <that checkpoint>` undoes it.
 */
import { newId } from '../../core/canonical.js';
import { CiStateError } from '../../core/errors.js';
import { effectsNotUndone } from '../../core/decide.js';
import { createCheckpoint, manifestShaOf, rollbackTo } from '../../core/rollback.js';
import { CheckpointReason } from '../../core/schema.js';
import type { Checkpoint, ExternalCapture, RunState } from '../../core/schema.js';
import { captureExternal, restoreExternal } from '../../snapshot/index.js';
import {
  blobStoreOf,
  describePruned,
  describeSnapshot,
  packShipFor,
  rollbackCheckpointFiles,
  rollbackGlobsOf,
  skippedOf,
  snapshotGlobs,
  type FilesRollback,
  type SnapshotSummary,
} from '../checkpoints.js';
import type { Printer } from '../output.js';
import { plural } from '../../core/words.js';
import { mutate, now, openSession, requireState, type Session } from '../session.js';

export interface CheckpointOptions {
  reason?: string;
  phase?: string;
  files?: string[];
  gitChanged?: boolean;
  allowSecrets?: string[];
  capture?: string;
  restore?: string;
  name: string;
  json?: boolean;
}

export async function cmdCheckpoint(printer: Printer, o: CheckpointOptions): Promise<void> {
  const sess = openSession(printer);
  const reason = CheckpointReason.safeParse(o.reason ?? 'user_request');
  if (!reason.success)
    throw new CiStateError(
      'invalid_input',
      `--reason "${o.reason}" is not a checkpoint reason: expected ${CheckpointReason.options.join(', ')}`,
    );
  if ((o.capture === undefined) !== (o.restore === undefined))
    throw new CiStateError(
      'invalid_input',
      '--capture and --restore go together: give both commands',
    );
  let snap: SnapshotSummary | undefined;
  if (o.files?.length) {
    // No run, no checkpoint: said before any file is read.
    const { state } = await requireState(sess);
    const ship = await packShipFor(sess.dir, state, printer);
    snap = await snapshotGlobs(sess.dir, process.cwd(), o.files, {
      ...(o.gitChanged ? { gitChangedOnly: true } : {}),
      ...(o.allowSecrets ? { allowSecrets: o.allowSecrets } : {}),
      ...(ship ? { ship } : {}),
    });
    if (snap.files === 0) snap = noFilesMatched(printer, o, snap);
  }
  const captures = o.capture
    ? [
        await captureExternal(
          { name: o.name, capture: o.capture, restore: o.restore! },
          blobStoreOf(sess.dir),
        ),
      ]
    : [];
  let id = '';
  let pruned: string[] = [];
  const after = await mutate(sess, (s) => {
    const r = createCheckpoint(s, {
      id: newId('cp', now()),
      reason: reason.data,
      phase: o.phase,
      now: now(),
      ...(snap ? { globs: o.files, location: snap.location, skipped: skippedOf(snap) } : {}),
      ...(captures.length ? { captures } : {}),
    });
    id = r.checkpoint.id;
    pruned = r.pruned;
    return r.state;
  });
  if (o.json) printer.json({ id, files: snap ?? null, captures, pruned });
  else {
    printer.out(`Checkpoint ${id} recorded.`);
    if (snap) for (const l of describeSnapshot(snap)) printer.out(`  ${l}`);
    for (const c of captures) printer.out(`  captured ${c.name}: ${plural(c.size, 'byte')}`);
    if (pruned.length) printer.out(`  ${describePruned(pruned, after)}`);
  }
}

/**
 * `--files` that took no file: refused, with the globs and what was left out, so that a typo is not
 * recorded as an empty checkpoint. With `--git-changed`, nothing changed is news, not an error: a
 * warning, and the checkpoint holds the state (and any capture) without files.
 */
function noFilesMatched(
  printer: Printer,
  o: CheckpointOptions,
  snap: SnapshotSummary,
): SnapshotSummary | undefined {
  const globs = (o.files ?? []).join(' ');
  if (o.gitChanged) {
    printer.warn(
      `--files ${globs}: git reports no change under them, so the checkpoint has no files`,
    );
    return undefined;
  }
  const left = [...snap.refused, ...snap.excluded];
  const first = left[0];
  const why = first
    ? `: ${plural(left.length, 'match was', 'matches were')} left out (${first.path}: ${first.why}${left.length > 1 ? '; …' : ''})`
    : '';
  throw new CiStateError(
    'invalid_input',
    `checkpoint --files ${globs} matches no file${why}; no checkpoint recorded`,
  );
}

export interface RollbackOptions {
  to: string;
  reason?: string;
  dryRun?: boolean;
  json?: boolean;
}

export async function cmdRollback(printer: Printer, o: RollbackOptions): Promise<void> {
  const s = openSession(printer);
  const { state } = await requireState(s);
  // Checks the target and the loop guard before anything on disk changes.
  const planned = rollbackTo(state, o.to, {
    now: now(),
    id: newId('rb', now()),
    reason: o.reason,
  });
  const target = state.checkpoints.find((c) => c.id === planned.event.checkpointId)!;
  const withFiles = !!manifestShaOf(target.location);
  const undoGlobs = rollbackGlobsOf(state, target);
  if (o.dryRun) {
    const files = withFiles
      ? await rollbackCheckpointFiles(s.dir, process.cwd(), state, target, true)
      : undefined;
    printDryRun(printer, o, target, planned.event, files, undoGlobs);
    if (!o.json) for (const w of effectsNotUndone(state, planned.event.rolledBack)) printer.warn(w);
    return;
  }
  const undo = await takeBeforeRollback(s, state, target, undoGlobs);
  const files = withFiles
    ? await rollbackCheckpointFiles(s.dir, process.cwd(), undo.state, target, false)
    : undefined;
  const where = `${planned.event.checkpointId}${planned.event.toPhase ? ` (after ${planned.event.toPhase})` : ''}`;
  const phases = planned.event.rolledBack.length
    ? planned.event.rolledBack.join(', ')
    : 'no phases';
  const undoHint = `the state and files as they were before are in checkpoint ${undo.id} (ci-state rollback --to ${undo.id})`;
  if (files?.problems.length)
    throw new CiStateError(
      'rollback_files',
      `rollback to ${where} could not restore every file (${files.problems.slice(0, 3).join('; ')}); the state was not rolled back; ${undoHint}`,
      { exitCode: 1 },
    );
  for (const c of target.captures) {
    try {
      await restoreExternal(c, blobStoreOf(s.dir));
    } catch (e) {
      throw new CiStateError(
        'rollback_external',
        `rollback to ${where}: restoring ${c.name} failed (${(e as Error).message}); the state was not rolled back; ${undoHint}`,
        { exitCode: 1 },
      );
    }
  }
  let event: ReturnType<typeof rollbackTo>['event'] | undefined;
  await mutate(s, (st) => {
    const r = rollbackTo(st, target.id, { now: now(), id: planned.event.id, reason: o.reason });
    event = r.event;
    return r.state;
  });
  if (o.json)
    printer.json({
      event,
      files: files?.diff ?? null,
      undoCheckpoint: undo.id,
      pruned: undo.pruned,
    });
  else if (event) {
    printer.out(`Rolled back to ${where}: ${phases} marked rolled_back.`);
    printer.out(
      `  before_rollback checkpoint ${undo.id} holds what was overwritten: undo with ci-state rollback --to ${undo.id}`,
    );
    if (undo.pruned.length) printer.out(`  ${describePruned(undo.pruned, undo.state)}`);
    if (files) {
      const d = files.diff;
      printer.out(
        `  files: ${d.modified.length} restored, ${d.deleted.length} re-created, ${d.added.length} removed`,
      );
    }
    for (const c of target.captures) printer.out(`  ${c.name}: restored`);
  }
  if (event && !o.json) for (const w of effectsNotUndone(state, event.rolledBack)) printer.warn(w);
}

type PlannedEvent = ReturnType<typeof rollbackTo>['event'];

function printDryRun(
  printer: Printer,
  o: RollbackOptions,
  target: Checkpoint,
  event: PlannedEvent,
  files: FilesRollback | undefined,
  undoGlobs: string[],
): void {
  const where = `${event.checkpointId}${event.toPhase ? ` (after ${event.toPhase})` : ''}`;
  const phases = event.rolledBack.length ? event.rolledBack.join(', ') : 'no phases';
  const beforeRollback = {
    reason: 'before_rollback' as const,
    globs: undoGlobs,
    captures: target.captures.map((c) => c.name),
  };
  if (o.json) {
    printer.json({
      dryRun: true,
      event,
      files: files?.diff ?? null,
      captures: target.captures.map((c) => c.name),
      beforeRollback,
    });
    return;
  }
  printer.out(`Would roll back to ${where}: ${phases} would be marked rolled_back.`);
  printer.out(
    `  would first take a before_rollback checkpoint of the state${undoGlobs.length ? ` and of the files under ${undoGlobs.join(' ')}` : ''}${target.captures.length ? `, capturing ${target.captures.map((c) => c.name).join(', ')} again` : ''} (a rollback to it undoes this one)`,
  );
  if (files) {
    const d = files.diff;
    for (const p of d.modified) printer.out(`  restore  ${p}`);
    for (const p of d.deleted) printer.out(`  create   ${p}`);
    for (const p of d.added) printer.out(`  remove   ${p}`);
    if (!d.modified.length && !d.deleted.length && !d.added.length)
      printer.out('  files: no change');
  }
  for (const c of target.captures) printer.out(`  run the restore command of ${c.name}`);
}

/**
 * The before_rollback checkpoint: the state as it is, the files under `globs` and the target's
 * external captures taken again. Recorded before anything is overwritten; a snapshot of the files
 * that fails refuses the rollback (nothing changed), a capture that fails is a warning.
 */
async function takeBeforeRollback(
  s: Session,
  state: RunState,
  target: Checkpoint,
  globs: string[],
): Promise<{ id: string; state: RunState; pruned: string[] }> {
  let snap: SnapshotSummary | undefined;
  if (globs.length) {
    try {
      const ship = await packShipFor(s.dir, state, s.printer);
      snap = await snapshotGlobs(s.dir, process.cwd(), globs, ship ? { ship } : {});
    } catch (e) {
      throw new CiStateError(
        'rollback_checkpoint',
        `rollback to ${target.id} refused: the before_rollback checkpoint of ${globs.join(' ')} could not be taken (${(e as Error).message.split('\n')[0]}); nothing was changed`,
        { exitCode: 1 },
      );
    }
  }
  const captures: ExternalCapture[] = [];
  for (const c of target.captures) {
    try {
      captures.push(
        await captureExternal(
          { name: c.name, capture: c.capture, restore: c.restore },
          blobStoreOf(s.dir),
        ),
      );
    } catch (e) {
      s.printer.warn(
        `${c.name} was not captured before the rollback, so a rollback to the before_rollback checkpoint cannot put it back: ${(e as Error).message.split('\n')[0]}`,
      );
    }
  }
  const id = newId('cp', now());
  let pruned: string[] = [];
  const st = await mutate(s, (x) => {
    const r = createCheckpoint(x, {
      id,
      reason: 'before_rollback',
      now: now(),
      keep: [target.id],
      ...(snap ? { globs, location: snap.location, skipped: skippedOf(snap) } : {}),
      ...(captures.length ? { captures } : {}),
    });
    pruned = r.pruned;
    return r.state;
  });
  if (snap)
    s.printer.note(`before_rollback checkpoint ${id}: ${describeSnapshot(snap).join('; ')}`);
  return { id, state: st, pruned };
}
