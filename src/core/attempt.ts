/**
 * The next attempt of a run that did not complete: `beginAttempt` applies the resume plan to the
 * restored state (which phases are kept, skipped or pending again, and where the context comes from).
 */
import type { z } from 'zod';
import { toIso } from './canonical.js';
import { CiStateError, quote } from './errors.js';
import { checkDeclared } from './phase-list.js';
import type { PhaseDeclInput } from './phase-list.js';
import { planResume } from './plan.js';
import type { ResumePlan } from './plan.js';
import { findCheckpoint } from './rollback.js';
import { compact } from './objects.js';
import { keepHead } from './truncate.js';
import { Origin, PhaseDecl, Profile, RunState, SafeKey, Strategy } from './schema.js';
import type { PhaseRecord, ResumeInfo } from './schema.js';
import { illegal, parseInput, REASON_MAX, recordOf, stamp } from './transition-helpers.js';
import type { Time } from './transition-helpers.js';

export interface BeginAttemptOptions {
  /** The new attempt's origin (runAttempt greater than the restored state's). */
  origin: Origin;
  now: Time;
  strategy: Strategy;
  profile?: string;
  declared?: readonly PhaseDeclInput[];
  profiles?: Readonly<Record<string, z.input<typeof Profile>>>;
  /** Side-effect phases allowed to run again: true for all, or ids (`all` for every one). */
  rerunSideEffects?: boolean | readonly string[];
  /** Phases whose checkpointed outputs cannot be restored (see planResume). */
  lostOutputs?: readonly string[];
  /** Phases that are not declared may run (see RunState.allowUndeclared). */
  allowUndeclared?: boolean;
  /**
   * Re-running a job whose phases all succeeded (a later, non-phase step failed): plan it anyway, so
   * that every succeeded phase is skipped. Used on a runner for a re-run of the same run.
   */
  allowCompleted?: boolean;
}

/**
 * Starts the next attempt from a restored state that did not complete: applies `planResume`.
 * Phases to redo become pending in the new attempt; skipped phases that had succeeded keep their
 * record (and producing attempt) with the plan's reason and saved time; others become skipped. The
 * run is pending, its end time, pause and error cleared, and `resume` says what was planned. With a
 * checkpoint strategy the context comes back from the checkpoint.
 */
export function beginAttempt(
  prev: RunState,
  options: BeginAttemptOptions,
): { state: RunState; plan: ResumePlan } {
  const now = toIso(options.now);
  const origin = parseInput(Origin, options.origin, 'origin');
  const strategy = parseInput(Strategy, options.strategy, 'resume strategy');
  if (origin.runAttempt <= prev.origin.runAttempt) {
    throw illegal(
      `cannot begin attempt ${origin.runAttempt}: the restored state is from attempt ${prev.origin.runAttempt}; expected a later attempt`,
    );
  }
  if (prev.status === 'completed' && !options.allowCompleted) {
    throw new CiStateError(
      'run_completed',
      `the restored run completed in attempt ${prev.origin.runAttempt}: there is nothing to resume; start a fresh run`,
    );
  }
  const declared = options.declared
    ? parseInput(PhaseDecl.array().max(1000), options.declared, 'declared phases')
    : prev.declared;
  if (options.declared) checkDeclared(declared, 'declared phases');
  const profiles: Record<string, Profile> = { ...prev.profiles };
  for (const [name, p] of Object.entries(options.profiles ?? {})) {
    profiles[parseInput(SafeKey, name, 'profile name')] = parseInput(
      Profile,
      p,
      `profile ${quote(name)}`,
    );
  }
  const profile = options.profile ?? prev.profile;
  const base: RunState = compact({ ...prev, declared, profiles, profile });
  const plan = planResume(
    base,
    compact({
      strategy,
      profile,
      rerunSideEffects: options.rerunSideEffects,
      lostOutputs: options.lostOutputs,
      allowCompleted: options.allowCompleted,
    }),
  );
  const checkpoint =
    plan.checkpointId !== undefined ? findCheckpoint(prev, plan.checkpointId) : undefined;
  const skip = new Set(plan.skip);
  const declById = new Map(declared.map((d) => [d.id, d] as const));
  const attempt = origin.runAttempt;

  const phases: Record<string, PhaseRecord> = {};
  const ids = [
    ...Object.keys(prev.phases),
    ...plan.order.filter((id) => !Object.hasOwn(prev.phases, id)),
  ];
  for (const id of ids) {
    const cur = recordOf(prev, id);
    const decl = declById.get(id);
    const reason =
      keepHead(plan.reasons[id] ?? '', REASON_MAX) || (skip.has(id) ? 'skipped' : 'runs again');
    const byProfile = profile !== undefined && reason === `profile ${profile}`;
    const shared = {
      attempts: cur?.attempts ?? 0,
      outputs: cur?.outputs ?? [],
      sideEffect: Boolean(cur?.sideEffect || decl?.sideEffect),
      effectAttempt: cur?.effectAttempt,
      // A side effect that happened keeps the checkpoint of its outputs: it is kept, not re-run.
      checkpointId: cur?.effectAttempt !== undefined ? cur.checkpointId : undefined,
      conditional: cur?.conditional ?? false,
      requires: decl?.requires ?? cur?.requires ?? [],
      failures: cur?.failures,
    };
    if (skip.has(id)) {
      const snap =
        checkpoint && Object.hasOwn(checkpoint.snapshot.phases, id)
          ? checkpoint.snapshot.phases[id]
          : undefined;
      const kept =
        cur?.status === 'succeeded' ? cur : snap?.status === 'succeeded' ? snap : undefined;
      if (kept !== undefined) {
        phases[id] = compact({
          ...structuredClone(kept),
          reason,
          savedMs: byProfile ? undefined : (kept.durationMs ?? 0),
        });
      } else {
        // Neither kept nor a profile's: a failed phase skip-failed skips (it never completed).
        const skipFailed = !byProfile && !plan.kept.includes(id) ? true : undefined;
        phases[id] = compact({
          status: 'skipped' as const,
          attempt,
          reason,
          ...shared,
          skipFailed,
        });
      }
    } else {
      phases[id] = compact({ status: 'pending' as const, attempt, ...shared });
    }
  }

  const resume: ResumeInfo = compact({
    strategy,
    fromAttempt: prev.origin.runAttempt,
    resumeFrom: plan.resumeFrom,
    skipped: [...plan.skip],
    redo: [...plan.redo],
    savedMs: plan.savedMs,
    reasons: Object.fromEntries(
      plan.order.map((id) => [id, keepHead(plan.reasons[id] ?? '', REASON_MAX)]),
    ),
    plannedAt: now,
    checkpointId: plan.checkpointId,
    warnings:
      plan.warnings.length > 0 ? plan.warnings.map((w) => keepHead(w, REASON_MAX)) : undefined,
    kept: [...plan.kept],
    lost: plan.lost.length > 0 ? [...plan.lost] : undefined,
    blocked: Object.keys(plan.blocked).length > 0 ? { ...plan.blocked } : undefined,
    rerunSideEffects: rerunList(options.rerunSideEffects),
  });
  const { endedAt: _e, pause: _p, error: _r, ...rest } = prev;
  const state: RunState = compact({
    ...rest,
    origin,
    status: 'pending' as const,
    phases,
    declared,
    profile,
    profiles,
    context: checkpoint ? structuredClone(checkpoint.snapshot.context) : prev.context,
    allowUndeclared: options.allowUndeclared ?? prev.allowUndeclared,
    resume,
    updatedAt: stamp(prev, now),
  });
  return { state, plan };
}

/** The allowance as stored in ResumeInfo: `all`, ids, or nothing. */
function rerunList(value: boolean | readonly string[] | undefined): string[] | undefined {
  if (value === true) return ['all'];
  if (!Array.isArray(value) || value.length === 0) return undefined;
  return [...value];
}
