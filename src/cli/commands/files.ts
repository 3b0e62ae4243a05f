/** `ci-state checkpoint` and `ci-state rollback`: checkpoints of the state, its files and external state. */
import '../jitless.js';
import { newId } from '../../core/canonical.js';
import { CiStateError } from '../../core/errors.js';
import { createCheckpoint, rollbackTo } from '../../core/rollback.js';
import { CheckpointReason } from '../../core/schema.js';
import { captureExternal, manifestShaOf, restoreExternal } from '../../snapshot/index.js';
import {
  blobStoreOf,
  describeSnapshot,
  packShipFor,
  rollbackCheckpointFiles,
  skippedOf,
  snapshotGlobs,
  type SnapshotSummary,
} from '../checkpoints.js';
import { debugLines, type Printer } from '../output.js';
import { mutate, now, openSession, requireState } from '../session.js';

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
    const ship = await packShipFor(sess.dir, state, debugLines(printer));
    snap = await snapshotGlobs(sess.dir, process.cwd(), o.files, {
      ...(o.gitChanged ? { gitChangedOnly: true } : {}),
      ...(o.allowSecrets ? { allowSecrets: o.allowSecrets } : {}),
      ...(ship ? { ship } : {}),
    });
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
  await mutate(sess, (s) => {
    const r = createCheckpoint(s, {
      id: newId('cp', now()),
      reason: reason.data,
      phase: o.phase,
      now: now(),
      ...(snap ? { globs: o.files, location: snap.location, skipped: skippedOf(snap) } : {}),
      ...(captures.length ? { captures } : {}),
    });
    id = r.checkpoint.id;
    return r.state;
  });
  if (o.json) printer.json({ id, files: snap ?? null, captures });
  else {
    printer.out(`Checkpoint ${id} recorded.`);
    if (snap) for (const l of describeSnapshot(snap)) printer.out(`  ${l}`);
    for (const c of captures) printer.out(`  captured ${c.name}: ${c.size} bytes`);
  }
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
  const files = withFiles
    ? await rollbackCheckpointFiles(s.dir, process.cwd(), state, target, !!o.dryRun)
    : undefined;
  const where = `${planned.event.checkpointId}${planned.event.toPhase ? ` (after ${planned.event.toPhase})` : ''}`;
  const phases = planned.event.rolledBack.length
    ? planned.event.rolledBack.join(', ')
    : 'no phases';
  if (o.dryRun) {
    if (o.json)
      printer.json({
        dryRun: true,
        event: planned.event,
        files: files?.diff ?? null,
        captures: target.captures.map((c) => c.name),
      });
    else {
      printer.out(`Would roll back to ${where}: ${phases} would be marked rolled_back.`);
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
    return;
  }
  if (files?.problems.length)
    throw new CiStateError(
      'rollback_files',
      `rollback to ${where} could not restore every file (${files.problems.slice(0, 3).join('; ')}); the state was not changed`,
      { exitCode: 1 },
    );
  for (const c of target.captures) {
    try {
      await restoreExternal(c, blobStoreOf(s.dir));
    } catch (e) {
      throw new CiStateError(
        'rollback_external',
        `rollback to ${where}: restoring ${c.name} failed (${(e as Error).message}); the state was not changed`,
        { exitCode: 1 },
      );
    }
  }
  let event: ReturnType<typeof rollbackTo>['event'] | undefined;
  await mutate(s, (st) => {
    const r = rollbackTo(st, o.to, { now: now(), id: planned.event.id, reason: o.reason });
    event = r.event;
    return r.state;
  });
  if (o.json) printer.json({ event, files: files?.diff ?? null });
  else if (event) {
    printer.out(`Rolled back to ${where}: ${phases} marked rolled_back.`);
    if (files) {
      const d = files.diff;
      printer.out(
        `  files: ${d.modified.length} restored, ${d.deleted.length} re-created, ${d.added.length} removed`,
      );
    }
    for (const c of target.captures) printer.out(`  ${c.name}: restored`);
  }
}
