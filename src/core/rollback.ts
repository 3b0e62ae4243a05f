/**
 * Checkpoints and rollback: taking a checkpoint of the phases and context (the store adds the
 * files), finding one by id or phase, and rolling the state back to it. Pure functions of the
 * state; the cap on checkpoints is in checkpoint-policy.ts.
 */
import { canonicalJson, compareIso, digestOf, laterOf, newId, toIso } from './canonical.js';
import { CiStateError, quote } from './errors.js';
import {
  COMPLETED_REASONS,
  effectivePolicy,
  holdsCompletedPhase,
  linksPhaseRecord,
  pruneCheckpoints,
} from './checkpoint-policy.js';
import { compact } from './objects.js';
import { keepHead } from './truncate.js';
import { CheckpointReason, ExternalCapture, FileEntry } from './schema.js';
import type { Checkpoint, PhaseRecord, RollbackEvent, RunState } from './schema.js';

const LOCATION = /^snapshot:sha256:([0-9a-f]{64})$/;

/** The checkpoint `location` of a snapshot manifest stored as blob `sha`. */
export function manifestLocation(sha: string): string {
  return `snapshot:sha256:${sha}`;
}

/** The manifest digest in a checkpoint `location`, or undefined when it names none (state only). */
export function manifestShaOf(location: string | undefined): string | undefined {
  return location === undefined ? undefined : LOCATION.exec(location)?.[1];
}

/**
 * The checkpoint of a phase's record, when it holds files and what the phase completed (never the
 * outputs of a failed or cancelled try).
 */
export function fileCheckpointOf(state: RunState, phase: string): Checkpoint | undefined {
  const id = state.phases[phase]?.checkpointId;
  const cp = id ? state.checkpoints.find((c) => c.id === id) : undefined;
  return cp && manifestShaOf(cp.location) && holdsCompletedPhase(cp, phase) ? cp : undefined;
}

/**
 * The checkpoint with id `target`, else the newest checkpoint of phase `target` taken for a
 * phase_completed, user_request or scheduled reason (never an error_recovery, before_restart or
 * before_rollback one: those are reached by id). To resume from (`checkpoint:<phase>`), it
 * must also have been taken after the phase succeeded; a rollback also goes back to a checkpoint
 * a person took of the phase before it ran (`checkpoint --phase migrate`, then `run migrate`).
 */
export function findCheckpoint(
  state: RunState,
  target: string,
  purpose: 'resume' | 'rollback' = 'resume',
): Checkpoint | undefined {
  const byId = state.checkpoints.find((c) => c.id === target);
  if (byId) return byId;
  let newest: Checkpoint | undefined;
  for (const c of state.checkpoints) {
    const fits =
      purpose === 'rollback'
        ? c.phase === target && COMPLETED_REASONS.has(c.reason)
        : holdsCompletedPhase(c, target);
    if (!fits) continue;
    if (newest === undefined || compareIso(c.createdAt, newest.createdAt) >= 0) newest = c;
  }
  return newest;
}

/** "cp-1 (build), cp-2 (test)" for error messages; "none" when there are none. */
export function describeCheckpoints(state: RunState, max = 20): string {
  if (state.checkpoints.length === 0) return 'none (this state has no checkpoints)';
  const shown = state.checkpoints
    .slice(-max)
    .map((c) => `${c.id}${c.phase !== undefined ? ` (${c.phase})` : ''}`);
  const more = state.checkpoints.length > max ? ` and ${state.checkpoints.length - max} older` : '';
  return `${shown.join(', ')}${more}`;
}

/** sha256 of the canonical JSON of `{ phases, context }`: what a checkpoint's stateDigest holds. */
export function stateDigest(phases: RunState['phases'], context: RunState['context']): string {
  return digestOf({ phases, context });
}

export interface CreateCheckpointOptions {
  /** Default: a new id `cp-<time>-<random>`. */
  id?: string;
  /** The last phase this checkpoint keeps (must be a recorded phase). */
  phase?: string;
  reason: CheckpointReason;
  now: string | Date;
  files?: FileEntry[];
  globs?: string[];
  captures?: ExternalCapture[];
  location?: string;
  skipped?: Checkpoint['skipped'];
  /** Checkpoints the cap must not prune now although nothing refers to them yet (a rollback's target). */
  keep?: string[];
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function checkId(id: unknown, what: string): string {
  if (typeof id !== 'string' || id.length < 1 || id.length > 128 || CONTROL.test(id)) {
    throw new CiStateError(
      'invalid_input',
      `${what} id ${quote(id)} is not valid: expected 1-128 printable characters`,
    );
  }
  return id;
}

/**
 * Takes a checkpoint of the state's phases and context: a snapshot of them and their digest (the
 * store adds the files). A phase_completed or user_request checkpoint of a phase becomes that
 * phase record's checkpoint. A new checkpoint past the run's cap drops the oldest ones nothing
 * refers to (checkpoint-policy.ts). Returns the new state, the checkpoint and the ids of older
 * checkpoints the cap pruned.
 */
export function createCheckpoint(
  state: RunState,
  options: CreateCheckpointOptions,
): { state: RunState; checkpoint: Checkpoint; pruned: string[] } {
  const now = toIso(options.now);
  const id = checkId(options.id ?? newId('cp', now), 'checkpoint');
  if (state.checkpoints.some((c) => c.id === id)) {
    throw new CiStateError(
      'invalid_input',
      `checkpoint ${quote(id)} already exists: checkpoints are immutable, expected a new id`,
    );
  }
  const reason = CheckpointReason.safeParse(options.reason);
  if (!reason.success) {
    throw new CiStateError(
      'invalid_input',
      `checkpoint reason ${quote(options.reason)} is not valid: expected ${CheckpointReason.options.join(', ')}`,
    );
  }
  let phases = state.phases;
  if (options.phase !== undefined) {
    const phase = options.phase;
    const rec = Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
    if (rec === undefined) {
      throw new CiStateError(
        'invalid_input',
        `checkpoint phase ${quote(phase)} is not a recorded phase: expected one of ${Object.keys(state.phases).join(', ') || '(none yet)'}`,
      );
    }
    if (linksPhaseRecord(reason.data))
      phases = { ...state.phases, [phase]: { ...rec, checkpointId: id } };
  }
  const snapshot = structuredClone({ phases, context: state.context });
  const checkpoint: Checkpoint = compact({
    id,
    phase: options.phase,
    reason: reason.data,
    createdAt: now,
    attempt: state.origin.runAttempt,
    stateDigest: stateDigest(snapshot.phases, snapshot.context),
    snapshot,
    files: options.files ? options.files.map((f) => FileEntry.parse(f)) : [],
    globs: options.globs ? [...options.globs] : [],
    captures: options.captures ? options.captures.map((c) => ExternalCapture.parse(c)) : [],
    location: options.location,
    skipped: options.skipped,
  });
  const next: RunState = {
    ...state,
    phases,
    checkpoints: [...state.checkpoints, checkpoint],
    updatedAt: laterOf(now, state.createdAt),
  };
  const capped = pruneCheckpoints(next, effectivePolicy(next).max, [id, ...(options.keep ?? [])]);
  return { state: capped.state, checkpoint, pruned: capped.pruned };
}

export interface RollbackOptions {
  now: string | Date;
  /** The RollbackEvent id. Default: a new id `rb-<time>-<random>`. */
  id?: string;
  reason?: string;
  /** Refuse when this many rollbacks between the same pair of phases already happened (3). */
  maxRollbacks?: number;
}

/** The latest phase reached: the one started last (ties go to the later one in order). */
export function latestPhase(state: RunState): string | undefined {
  let best: string | undefined;
  let bestAt = '';
  for (const [id, rec] of Object.entries(state.phases)) {
    if (rec.startedAt === undefined) continue;
    if (best === undefined || compareIso(rec.startedAt, bestAt) >= 0) {
      best = id;
      bestAt = rec.startedAt;
    }
  }
  return best;
}

/**
 * Rolls back to a checkpoint (by id) or to the newest checkpoint of a phase (`findCheckpoint`).
 * It restores the phases that had succeeded (or been skipped) when the checkpoint was taken and the
 * context, marks every phase that moved on since then `rolled_back`, records a RollbackEvent and
 * sets the run `rolled_back` (it goes on from there: the next phase that starts makes it `running`
 * again). Returns the new state and the event it recorded.
 *
 * Loop guard: rolling back between the same pair of phases (the latest phase reached, the
 * checkpoint's phase) is refused once `maxRollbacks` (default 3) events between them exist.
 */
export function rollbackTo(
  state: RunState,
  target: string,
  options: RollbackOptions,
): { state: RunState; event: RollbackEvent } {
  const now = toIso(options.now);
  const id = checkId(options.id ?? newId('rb', now), 'rollback');
  const max = options.maxRollbacks ?? 3;
  if (!Number.isInteger(max) || max < 0) {
    throw new CiStateError(
      'invalid_input',
      `maxRollbacks ${quote(max)} is not valid: expected a non-negative integer`,
    );
  }
  const checkpoint =
    typeof target === 'string' ? findCheckpoint(state, target, 'rollback') : undefined;
  if (!checkpoint) {
    throw new CiStateError(
      'unknown_checkpoint',
      `unknown rollback target ${quote(target)}: expected a checkpoint id or a phase with a checkpoint; available: ${describeCheckpoints(state)}`,
    );
  }
  if (state.rollbackHistory.some((e) => e.id === id)) {
    throw new CiStateError(
      'invalid_input',
      `rollback ${quote(id)} already exists: expected a new id`,
    );
  }
  const from = latestPhase(state);
  const toPhase = checkpoint.phase;
  const earlier = state.rollbackHistory.filter(
    (e) => e.from === from && e.toPhase === toPhase,
  ).length;
  if (earlier >= max) {
    throw new CiStateError(
      'rollback_loop',
      `rollback from ${from ?? '(no phase)'} to ${toPhase ?? `checkpoint ${checkpoint.id}`} refused: already rolled back ${earlier} time${earlier === 1 ? '' : 's'} between these phases (limit ${max})`,
      { exitCode: 1 },
    );
  }

  const snap = checkpoint.snapshot.phases;
  const phases: Record<string, PhaseRecord> = {};
  const rolledBack: string[] = [];
  for (const [pid, cur] of Object.entries(state.phases)) {
    const old = Object.hasOwn(snap, pid) ? snap[pid] : undefined;
    if (old !== undefined && canonicalJson(old) === canonicalJson(cur)) phases[pid] = cur;
    else if (old !== undefined && (old.status === 'succeeded' || old.status === 'skipped')) {
      phases[pid] = structuredClone(old);
    } else if (cur.status === 'pending') phases[pid] = cur;
    else {
      const { checkpointId: _dropped, ...rest } = cur;
      phases[pid] = { ...rest, status: 'rolled_back' };
      rolledBack.push(pid);
    }
  }
  for (const [pid, old] of Object.entries(snap)) {
    if (!Object.hasOwn(phases, pid)) phases[pid] = structuredClone(old);
  }

  const event: RollbackEvent = compact({
    id,
    at: now,
    attempt: state.origin.runAttempt,
    from,
    checkpointId: checkpoint.id,
    toPhase,
    rolledBack,
    reason: options.reason === undefined ? undefined : keepHead(options.reason, 1024),
  });

  const { endedAt: _e, pause: _p, error: _r, ...rest } = state;
  let resume = state.resume;
  if (resume) {
    const stillKept = (pid: string): boolean => {
      const s = phases[pid]?.status;
      return s === 'succeeded' || s === 'skipped';
    };
    const lost = resume.skipped.filter((pid) => !stillKept(pid));
    if (lost.length > 0) {
      const lostMs = lost.reduce((sum, pid) => sum + (state.phases[pid]?.savedMs ?? 0), 0);
      resume = {
        ...resume,
        skipped: resume.skipped.filter(stillKept),
        redo: [...resume.redo, ...lost.filter((pid) => !resume?.redo.includes(pid))],
        savedMs: Math.max(0, resume.savedMs - lostMs),
      };
    }
  }
  const next: RunState = compact({
    ...rest,
    status: 'rolled_back' as const,
    phases,
    context: structuredClone(checkpoint.snapshot.context),
    rollbackHistory: [...state.rollbackHistory, event],
    resume,
    updatedAt: laterOf(now, state.createdAt),
  });
  return { state: next, event };
}
