/**
 * Starting an attempt: from the stored (or restored) state, decide whether this is a new run, the
 * next attempt of the same run (planned with the resume strategy), or an attempt already started.
 */
import type {
  HistoryEntry,
  PhaseDecl,
  Profile,
  RunState,
  Scope,
  Origin,
  Strategy,
} from './schema.js';
import { withCheckpointPolicy, type CheckpointPolicyInput } from './checkpoint-policy.js';
import type { ResumePlan } from './plan.js';
import { resolveProfile } from './profiles.js';
import { beginAttempt } from './attempt.js';
import { createRun, failPhase } from './transitions.js';
import { abandonedEntriesFor } from './history-entries.js';

export interface InitOptions {
  scope: Scope;
  origin: Omit<Origin, 'runId' | 'runAttempt'> & { runId?: string; runAttempt?: number };
  onRunner: boolean;
  strategy: Strategy;
  declared?: PhaseDecl[];
  profiles?: Record<string, Profile>;
  profile?: string;
  toolVersion: string;
  host?: string;
  now: string;
  newRunId: () => string;
  stateId: (runId: string) => string;
  /** Side-effect phases the new attempt may execute again (`all` or ids). */
  rerunSideEffects?: readonly string[];
  /** Phases whose checkpointed outputs cannot be restored (checked by the caller). */
  lostOutputs?: readonly string[];
  /** Phases that are not declared may run (otherwise refused when phases are declared). */
  allowUndeclared?: boolean;
  /** Settings of the run's checkpoint policy (checkpoint-policy.ts); those not given are kept. */
  checkpointPolicy?: CheckpointPolicyInput;
}

export type InitOutcome = 'new' | 'resumed' | 'unchanged';

export interface InitResult {
  state: RunState;
  outcome: InitOutcome;
  plan?: ResumePlan;
  /**
   * The history entries of the attempt this one began over when it never finished (status
   * `abandoned`, see abandonedEntriesFor): for the caller to append to the history.
   */
  abandoned?: HistoryEntry[];
}

const RESUMABLE = new Set(['failed', 'paused', 'rolled_back', 'running', 'pending']);

/**
 * Phases left running by an attempt that ended without recording them (the runner died) become
 * failed: kept in their `failures` and as the run's `lastFailure`, recoverable (a re-run helps).
 */
function closeInterrupted(state: RunState, now: string): RunState {
  let s = state;
  for (const [id, rec] of Object.entries(state.phases)) {
    if (rec.status === 'running')
      s = failPhase(s, id, {
        now,
        error: `interrupted: attempt ${rec.attempt} ended before the phase finished`,
      });
  }
  return s;
}

/**
 * The records of a run that a later run may reuse: succeeded, with an inputs hash, whatever they
 * changed kept (not `outputsNotKept`), not run on every attempt (`always`); with the checkpoints
 * of their outputs.
 */
export function carryForReuse(prev: RunState): RunState['carried'] {
  const records: RunState['phases'] = {};
  let own = 0;
  for (const [id, rec] of Object.entries(prev.phases)) {
    // A phase that runs on every attempt keeps nothing to restore: never reused either.
    if (
      rec.status === 'succeeded' &&
      rec.inputsHash &&
      rec.outputsNotKept === undefined &&
      !rec.always
    ) {
      records[id] = rec;
      own++;
    }
  }
  // Records the previous run carried itself (and reused) stay reusable unless that phase failed.
  for (const [id, rec] of Object.entries(prev.carried?.records ?? {})) {
    if (!(id in records) && prev.phases[id]?.status !== 'failed') records[id] = rec;
  }
  if (Object.keys(records).length === 0) return undefined;
  const runId = own === 0 && prev.carried ? prev.carried.runId : prev.origin.runId;
  const wanted = new Set(Object.values(records).flatMap((r) => r.checkpointId ?? []));
  const seen = new Set<string>();
  const checkpoints = [...prev.checkpoints, ...(prev.carried?.checkpoints ?? [])].filter(
    (c) => wanted.has(c.id) && !seen.has(c.id) && seen.add(c.id),
  );
  return { runId, records, ...(checkpoints.length ? { checkpoints } : {}) };
}

/**
 * Starts an attempt from `prev` (the stored or restored state, if any), with the options' policy.
 *
 * On a runner the run id and attempt number are GitHub's: a state from an earlier attempt of the
 * same run is always resumed (even a completed one: its phases are simply all skipped). Locally a
 * failed, paused, rolled back or interrupted run is resumed with the next attempt number, and a
 * completed run is followed by a new run.
 */
export function initAttempt(prev: RunState | undefined, o: InitOptions): InitResult {
  const r = startAttempt(prev, o);
  if (o.checkpointPolicy === undefined) return r;
  const policy = { ...r.state.checkpointPolicy, ...o.checkpointPolicy };
  return { ...r, state: withCheckpointPolicy(r.state, policy) };
}

function startAttempt(prev: RunState | undefined, o: InitOptions): InitResult {
  const profiles = { ...(prev?.profiles ?? {}), ...(o.profiles ?? {}) };
  if (o.profile !== undefined) resolveProfile(o.profile, profiles);
  const declared = o.declared ?? prev?.declared;
  const fresh = (): InitResult => {
    const runId = o.origin.runId ?? o.newRunId();
    const created = createRun({
      id: o.stateId(runId),
      scope: o.scope,
      origin: { ...o.origin, runId, runAttempt: o.origin.runAttempt ?? 1 },
      // On a runner a new run declares what its own workflow says (the Action's input), never
      // what an earlier run of the scope declared.
      declared: o.onRunner ? o.declared : declared,
      profile: o.profile,
      profiles,
      toolVersion: o.toolVersion,
      host: o.host,
      now: o.now,
      allowUndeclared: o.allowUndeclared,
    });
    const carried = prev ? carryForReuse(prev) : undefined;
    // The packs holding the carried checkpoints' content come along, so a re-run can fetch them.
    const packs = carried?.checkpoints ? prev!.packs : created.packs;
    return { outcome: 'new', state: carried ? { ...created, carried, packs } : created };
  };
  if (!prev) return fresh();

  let attempt: number;
  if (o.onRunner) {
    if (prev.origin.runId !== o.origin.runId) return fresh();
    const current = o.origin.runAttempt ?? 1;
    if (prev.origin.runAttempt === current) return { state: prev, outcome: 'unchanged' };
    if (prev.origin.runAttempt > current) return fresh();
    attempt = current;
  } else {
    if (prev.status === 'pending' && Object.keys(prev.phases).length === 0) {
      return {
        outcome: 'unchanged',
        state: {
          ...prev,
          declared: declared ?? [],
          profiles,
          profile: o.profile ?? prev.profile,
          ...(o.allowUndeclared ? { allowUndeclared: true } : {}),
        },
      };
    }
    if (!RESUMABLE.has(prev.status)) return fresh();
    attempt = prev.origin.runAttempt + 1;
  }
  const closed = closeInterrupted(prev, o.now);
  const r = beginAttempt(closed, {
    origin: { ...o.origin, runId: prev.origin.runId, runAttempt: attempt },
    now: o.now,
    strategy: o.strategy,
    profile: o.profile ?? prev.profile,
    declared,
    profiles,
    allowCompleted: o.onRunner,
    ...(o.rerunSideEffects ? { rerunSideEffects: o.rerunSideEffects } : {}),
    ...(o.lostOutputs ? { lostOutputs: o.lostOutputs } : {}),
    ...(o.allowUndeclared !== undefined ? { allowUndeclared: o.allowUndeclared } : {}),
  });
  // An attempt that never finished (killed, or no `finish`) is in the history all the same.
  const abandoned = prev.endedAt === undefined ? abandonedEntriesFor(prev, attempt) : undefined;
  return { state: r.state, outcome: 'resumed', plan: r.plan, ...(abandoned ? { abandoned } : {}) };
}
