/**
 * Which checkpoints ci-state takes on its own (error_recovery, before_restart, scheduled), and
 * which ones it may forget past the run's cap. Pure functions of the state: no clock, no I/O. The
 * rules are in docs/checkpoints.md, "Why a checkpoint was taken".
 */
import type { z } from 'zod';
import { compareIso } from './canonical.js';
import { CiStateError, quote } from './errors.js';
import {
  CheckpointPolicy,
  type Checkpoint,
  type CheckpointReason,
  type RunState,
} from './schema.js';

/** How many checkpoints a run keeps when its policy says nothing. */
export const DEFAULT_MAX_CHECKPOINTS = 50;

/** The reasons whose checkpoints hold what a phase completed (a resume may restore them). */
export const COMPLETED_REASONS: ReadonlySet<CheckpointReason> = new Set<CheckpointReason>([
  'phase_completed',
  'user_request',
  'scheduled',
]);

/** The reasons whose checkpoint becomes the checkpoint of its phase's record (`checkpointId`). */
const LINKED_REASONS: ReadonlySet<CheckpointReason> = new Set<CheckpointReason>([
  'phase_completed',
  'user_request',
]);

export function linksPhaseRecord(reason: CheckpointReason): boolean {
  return LINKED_REASONS.has(reason);
}

/**
 * Whether `cp` holds what `phase` completed: a checkpoint of that phase, taken for a completed
 * reason, after the phase succeeded (or was skipped as done). Never an error_recovery,
 * before_restart or before_rollback checkpoint.
 */
export function holdsCompletedPhase(cp: Checkpoint, phase: string): boolean {
  if (cp.phase !== phase || !COMPLETED_REASONS.has(cp.reason)) return false;
  const rec = Object.hasOwn(cp.snapshot.phases, phase) ? cp.snapshot.phases[phase] : undefined;
  return rec?.status === 'succeeded' || rec?.status === 'skipped';
}

export type CheckpointPolicyInput = z.input<typeof CheckpointPolicy>;

/** The state with `policy` as its checkpoint policy (checked: a one-line error when not valid). */
export function withCheckpointPolicy(state: RunState, policy: CheckpointPolicyInput): RunState {
  const parsed = CheckpointPolicy.safeParse(policy);
  if (!parsed.success)
    throw new CiStateError(
      'invalid_input',
      `checkpoint policy is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(policy)'}: ${i.message}`).join('; ')}`,
    );
  return { ...state, checkpointPolicy: parsed.data };
}

/** The policy in force: the run's, with the defaults filled in. */
export function effectivePolicy(state: Pick<RunState, 'checkpointPolicy'>): {
  interval?: { phases?: number; minutes?: number };
  max: number;
  onError: boolean;
} {
  const p = state.checkpointPolicy;
  return {
    ...(p?.interval ? { interval: p.interval } : {}),
    max: p?.max ?? DEFAULT_MAX_CHECKPOINTS,
    onError: p?.onError ?? true,
  };
}

const INTERVAL_ACCEPTS =
  'expected N (every N phase ends), Nm or Nh (every N minutes or hours), or both as "N,Nm"';

/**
 * `--checkpoint-interval` / `checkpoint-interval`: "3" (phase ends), "30m", "2h", or "3,30m".
 * `what` names the option or input in the error.
 */
export function parseCheckpointInterval(
  text: string,
  what: string,
): { phases?: number; minutes?: number } {
  const parts = text.split(',').map((p) => p.trim());
  const out: { phases?: number; minutes?: number } = {};
  for (const part of parts) {
    const m = /^(\d{1,6})([mh]?)$/.exec(part);
    const n = m ? Number(m[1]) : NaN;
    if (!m || n < 1)
      throw new CiStateError('invalid_input', `${what} is ${quote(text)}: ${INTERVAL_ACCEPTS}`);
    if (m[2] === '') {
      if (out.phases !== undefined)
        throw new CiStateError('invalid_input', `${what} is ${quote(text)}: ${INTERVAL_ACCEPTS}`);
      out.phases = n;
    } else {
      if (out.minutes !== undefined)
        throw new CiStateError('invalid_input', `${what} is ${quote(text)}: ${INTERVAL_ACCEPTS}`);
      out.minutes = m[2] === 'h' ? n * 60 : n;
    }
  }
  const checked = CheckpointPolicy.shape.interval.unwrap().safeParse(out);
  if (!checked.success)
    throw new CiStateError(
      'invalid_input',
      `${what} is ${quote(text)}: at most 10000 phase ends and 8760h (525600m)`,
    );
  return out;
}

/** `--max-checkpoints` / `max-checkpoints`: a whole number from 1 to 10000. */
export function parseMaxCheckpoints(text: string, what: string): number {
  const n = /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 10_000)
    throw new CiStateError(
      'invalid_input',
      `${what} is ${quote(text)}: expected a whole number of checkpoints from 1 to 10000`,
    );
  return n;
}

/** The newest checkpoint for which `keep` holds (array order is creation order). */
function newest(state: RunState, keep: (c: Checkpoint) => boolean): Checkpoint | undefined {
  let best: Checkpoint | undefined;
  for (const c of state.checkpoints) {
    if (!keep(c)) continue;
    if (best === undefined || compareIso(c.createdAt, best.createdAt) >= 0) best = c;
  }
  return best;
}

/**
 * The checkpoints the state refers to, which are never pruned: a phase record's checkpoint, the
 * resume plan's, a rollback event's, and the newest checkpoint of each succeeded phase's outputs.
 */
export function referencedCheckpoints(state: RunState): Set<string> {
  const ids = new Set<string>();
  for (const [pid, rec] of Object.entries(state.phases)) {
    if (rec.checkpointId !== undefined) ids.add(rec.checkpointId);
    if (rec.status === 'succeeded') {
      const cp = newest(state, (c) => holdsCompletedPhase(c, pid));
      if (cp) ids.add(cp.id);
    }
  }
  if (state.resume?.checkpointId !== undefined) ids.add(state.resume.checkpointId);
  for (const e of state.rollbackHistory) ids.add(e.checkpointId);
  return ids;
}

/**
 * The ids to drop so that at most `max` checkpoints remain: the oldest ones that are neither
 * referenced nor in `keep`. Fewer (down to none) when everything else is referenced.
 */
export function prunableCheckpoints(
  state: RunState,
  max: number,
  keep: Iterable<string> = [],
): string[] {
  const excess = state.checkpoints.length - max;
  if (excess <= 0) return [];
  const held = referencedCheckpoints(state);
  for (const id of keep) held.add(id);
  const order = state.checkpoints
    .map((c, i) => ({ c, i }))
    .sort((a, b) => compareIso(a.c.createdAt, b.c.createdAt) || a.i - b.i);
  const out: string[] = [];
  for (const { c } of order) {
    if (out.length >= excess) break;
    if (!held.has(c.id)) out.push(c.id);
  }
  return out;
}

/** Drops the checkpoints `prunableCheckpoints` names. */
export function pruneCheckpoints(
  state: RunState,
  max: number,
  keep: Iterable<string> = [],
): { state: RunState; pruned: string[] } {
  const pruned = prunableCheckpoints(state, max, keep);
  if (pruned.length === 0) return { state, pruned };
  const gone = new Set(pruned);
  return {
    state: { ...state, checkpoints: state.checkpoints.filter((c) => !gone.has(c.id)) },
    pruned,
  };
}

/** Union of the outputs globs of the phases that succeeded, in phase order, without repeats. */
export function succeededOutputs(state: RunState): string[] {
  const globs = new Set<string>();
  for (const rec of Object.values(state.phases)) {
    if (rec.status === 'succeeded') for (const g of rec.outputs) globs.add(g);
  }
  return [...globs];
}

/** When the current attempt began: its plan's time, else the run's creation. */
function attemptStart(state: RunState): string {
  return state.resume?.plannedAt ?? state.createdAt;
}

/**
 * Whether a scheduled checkpoint is due after a phase end: `interval.phases` phases of this
 * attempt ended (succeeded or failed) since the last scheduled checkpoint, or `interval.minutes`
 * passed since it (or since the attempt began).
 */
export function scheduledDue(state: RunState, now: string): boolean {
  const interval = effectivePolicy(state).interval;
  if (!interval) return false;
  const attempt = state.origin.runAttempt;
  const last = newest(state, (c) => c.reason === 'scheduled' && c.attempt === attempt);
  if (interval.phases !== undefined) {
    let ended = 0;
    for (const [pid, rec] of Object.entries(state.phases)) {
      if (rec.attempt !== attempt || rec.endedAt === undefined || rec.startedAt === undefined)
        continue;
      if (rec.status !== 'succeeded' && rec.status !== 'failed') continue;
      const before =
        last && Object.hasOwn(last.snapshot.phases, pid) ? last.snapshot.phases[pid] : undefined;
      if (before?.endedAt === rec.endedAt) continue;
      ended++;
    }
    if (ended >= interval.phases) return true;
  }
  if (interval.minutes !== undefined) {
    const start = attemptStart(state);
    const since = last && compareIso(last.createdAt, start) > 0 ? last.createdAt : start;
    if (Date.parse(now) - Date.parse(since) >= interval.minutes * 60_000) return true;
  }
  return false;
}

export type PhaseOutcome = 'succeeded' | 'failed' | 'cancelled';

/** A checkpoint to take: its reason, the phase it is of (if any) and the globs to snapshot. */
export interface PlannedCheckpoint {
  reason: CheckpointReason;
  phase?: string;
  globs: string[];
}

/**
 * The checkpoints to take when `phase` ended with `outcome` (the state already records the end):
 * the outputs of a failed or cancelled phase (when `onError`), then a scheduled one if due.
 */
export function checkpointsAfterPhase(
  state: RunState,
  phase: string,
  outcome: PhaseOutcome,
  outputs: readonly string[],
  now: string,
): PlannedCheckpoint[] {
  const policy = effectivePolicy(state);
  const out: PlannedCheckpoint[] = [];
  if (outcome !== 'succeeded' && policy.onError && outputs.length > 0) {
    out.push({
      reason: outcome === 'cancelled' ? 'before_restart' : 'error_recovery',
      phase,
      globs: [...outputs],
    });
  }
  if (scheduledDue(state, now)) {
    out.push({
      reason: 'scheduled',
      ...(outcome === 'succeeded' ? { phase } : {}),
      globs: succeededOutputs(state),
    });
  }
  return out;
}
