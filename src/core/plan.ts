/**
 * Resume planning: which phases a new attempt skips and which it runs again. It applies the
 * README's "rules of a resumed attempt"; strategies, profiles, side-effect rules and the phase
 * list live in their own modules, and `planResume` (documented below) combines them.
 */
import { listWords } from './errors.js';
import { profileSkips, resolveProfile } from './profiles.js';
import { describeRecord } from './record-text.js';
import { keepHead } from './truncate.js';
import { applyStrategy } from './resume-strategy.js';
import { PhaseDecl } from './schema.js';
import type { PhaseRecord, Profile, RunState, Strategy } from './schema.js';
import { allowsRerun, blockedBecause, effectDone } from './side-effects.js';
import type { PhaseDeclInput } from './phase-list.js';

export interface ResumePlan {
  /** Phases that do not run in the new attempt (kept, or skipped by profile or strategy). */
  skip: string[];
  /** Phases that run (or may run) again. */
  redo: string[];
  /** The first phase, in order, that runs again. */
  resumeFrom?: string;
  /** Sum of the durations of the skipped phases that had succeeded. */
  savedMs: number;
  /** One sentence per phase, for people. */
  reasons: Record<string, string>;
  warnings: string[];
  /** Every known phase in run order. */
  order: string[];
  strategy: Strategy;
  /** The attempt of the state the plan was made from. */
  fromAttempt: number;
  /** The checkpoint of a `checkpoint:` strategy, when one was found. */
  checkpointId?: string;
  /** Skipped phases an earlier attempt completed (see `planResume`). */
  kept: string[];
  /** Side-effect phases kept although their outputs could not be restored. */
  lost: string[];
  /** Phases that run but need the outputs of a `lost` phase, each with the reason. */
  blocked: Record<string, string>;
}

export interface PlanOptions {
  strategy: Strategy;
  /** Declared phases for the new attempt (default: the state's). */
  declared?: readonly PhaseDeclInput[];
  /** The active profile (default: the state's). */
  profile?: string;
  /** Extra profiles (added to the state's and the built-in ones). */
  profiles?: Readonly<Record<string, Profile>>;
  /**
   * Allow succeeded side-effect phases to run again (never implied by a strategy): true for all, or
   * the ids of those allowed (`all` for every one).
   */
  rerunSideEffects?: boolean | readonly string[];
  /** Phases whose checkpointed outputs cannot be restored (content missing or unreadable). */
  lostOutputs?: readonly string[];
  /** Planning a re-run of a completed run on purpose (no warning that there is nothing to resume). */
  allowCompleted?: boolean;
}

/** Declared order first, then phases only recorded, in record order. */
export function phaseOrder(
  declared: readonly { id: string }[],
  phases: Readonly<Record<string, unknown>>,
): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  for (const d of declared) {
    if (!seen.has(d.id)) {
      seen.add(d.id);
      order.push(d.id);
    }
  }
  for (const id of Object.keys(phases)) {
    if (!seen.has(id)) {
      seen.add(id);
      order.push(id);
    }
  }
  return order;
}

/**
 * Computes which phases a new attempt skips and which it runs again.
 *
 * From a restored state and a strategy, every known phase (declared or recorded) lands in exactly
 * one of `skip` (it does not run in the new attempt) or `redo` (it runs, or may run, again).
 * Phase order is the declared order, then phases only recorded, in record order.
 *
 * Planning is for a run that did not complete (failed, cancelled, paused, rolled back or cut off
 * while running). A run that completed is not resumed: `init` starts a fresh run (attempt 1 of a new
 * state) instead; `beginAttempt` refuses a completed state, and `planResume` on one skips every
 * phase and says so in a warning.
 *
 * The resume point is the first phase (in order, not skipped by the profile) that failed, was still
 * running when the state was saved (treated as failed: it did not finish) or was rolled back; when
 * there is none, the first phase that did not run. Strategies:
 * - `failed` (default): phases before the resume point that succeeded (or were skipped) are skipped;
 *   the resume point and everything after it are redone. A phase before it that never ran is redone.
 * - `previous`: as `failed`, but from the last succeeded phase before the resume point.
 * - `skip-failed`: the leading phases that are done or failed (or cut off) are skipped, the failed
 *   ones marked `skipFailed` (done for planning, but never completed); the run goes on from the
 *   first phase that is neither.
 * - `checkpoint:<id>`: phases up to and including the checkpoint's phase that had succeeded (or
 *   were skipped) when it was taken are skipped, and everything after is redone.
 *   `checkpoint:<phase>`: the phases done now up to and including that phase are skipped, and
 *   everything after is redone; the context comes back from the phase's newest checkpoint (a
 *   phase without one is accepted with a warning). Anything else is an error listing the
 *   available checkpoints.
 * - A run that completed (planned only on a runner, for "Re-run all jobs"): every phase is kept,
 *   whatever the strategy; `restart` alone runs them again.
 * - `restart`: everything is redone.
 *
 * Then, in this order of precedence:
 * 1. Phases the active profile skips are skipped (reason `profile <name>`), whatever happened before.
 * 2. A side-effect phase that succeeded (in any earlier attempt: `effectAttempt`) is never run
 *    again silently: if the strategy or a redone requirement would redo it, it is skipped and a
 *    warning says so. Only `rerunSideEffects` (the CLI's `--rerun-side-effects`, the Action's
 *    `rerun-side-effects`: `true`, `all` or the phase's id) lets it run again, in that attempt;
 *    `restart` alone does not. A side-effect phase that never succeeded and failed or was cut off
 *    is redone, with a warning that it may have partly run.
 * 3. Outputs that cannot be restored (`lostOutputs`, found by the caller before planning): a phase
 *    the strategy would skip is redone instead, since the phases after it need what it made;
 *    except a side-effect phase kept by rule 2, which stays skipped and is listed in `lost`.
 * 4. A phase whose required phase is redone is redone ("requires build, which runs again"),
 *    transitively. The only phases that can be skipped while a requirement is redone are those of
 *    rule 1 (they do not run at all) and rule 2 (kept on purpose, with a warning).
 * 5. A phase that runs and requires a phase of `lost` (or a blocked phase) is `blocked`: it cannot
 *    run without those outputs, and its `ci-state run` fails at once naming them and the allowance.
 *
 * `kept` lists the skipped phases an earlier attempt completed (not those a profile skips, nor the
 * failed phases skip-failed skips): an attempt "resumed" when it keeps at least one.
 */
export function planResume(state: RunState, options: PlanOptions): ResumePlan {
  const strategy = options.strategy;
  const declared = options.declared
    ? options.declared.map((d) => PhaseDecl.parse(d))
    : state.declared;
  const declById = new Map(declared.map((d) => [d.id, d] as const));
  const order = phaseOrder(declared, state.phases);
  const known = new Set(order);
  const record = (id: string): PhaseRecord | undefined =>
    Object.hasOwn(state.phases, id) ? state.phases[id] : undefined;
  const requiresOf = (id: string): string[] => {
    const reqs = new Set([...(declById.get(id)?.requires ?? []), ...(record(id)?.requires ?? [])]);
    return [...reqs].filter((r) => known.has(r) && r !== id);
  };
  const sideEffectOf = (id: string): boolean =>
    Boolean(declById.get(id)?.sideEffect || record(id)?.sideEffect);
  const alwaysOf = (id: string): boolean => Boolean(declById.get(id)?.always || record(id)?.always);
  /** Every phase `id` requires, directly or through others (what its work may read). */
  const closures = new Map<string, string[]>();
  const allRequirementsOf = (id: string): string[] => {
    let all = closures.get(id);
    if (all) return all;
    const seen = new Set<string>();
    const stack = [...requiresOf(id)];
    while (stack.length > 0) {
      const r = stack.pop()!;
      if (r === id || seen.has(r)) continue;
      seen.add(r);
      stack.push(...requiresOf(r));
    }
    all = order.filter((x) => seen.has(x));
    closures.set(id, all);
    return all;
  };

  const warnings: string[] = [];
  const reasons: Record<string, string> = {};
  const skip = new Set<string>();
  const redo = new Set<string>();

  // 1. The profile.
  const profileName = options.profile ?? state.profile;
  let profileSkipped = new Map<string, string>();
  if (profileName !== undefined) {
    const resolved = resolveProfile(profileName, {
      ...state.profiles,
      ...(options.profiles ?? {}),
    });
    profileSkipped = profileSkips(
      resolved,
      order.map((id) => ({ id, tags: declById.get(id)?.tags ?? [] })),
    );
  }
  const candidates = order.filter((id) => !profileSkipped.has(id));
  // 2. The strategy.
  const { base, baseReason, skippedFailed, checkpoint } = applyStrategy({
    state,
    strategy,
    order,
    candidates,
    profileSkipped,
    allowCompleted: options.allowCompleted,
    record,
    warnings,
  });

  for (const [id, reason] of profileSkipped) {
    skip.add(id);
    reasons[id] = reason;
  }

  // 3. Side-effect phases that succeeded are kept (unless rerunSideEffects allows them).
  const protectedIds = new Set<string>();
  for (const id of candidates) {
    const r = record(id);
    const decision = base.get(id) ?? 'redo';
    if (r !== undefined && effectDone(r, sideEffectOf(id))) {
      const when = r.effectAttempt ?? r.attempt;
      if (allowsRerun(options.rerunSideEffects, id)) {
        if (decision === 'redo') {
          warnings.push(
            `${id} has side effects and succeeded in attempt ${when}: it runs again (rerun side effects)`,
          );
        }
      } else {
        protectedIds.add(id);
        skippedFailed.delete(id);
        if (decision === 'redo') {
          warnings.push(
            `${id} has side effects and succeeded in attempt ${when}: not run again (pass --rerun-side-effects ${id} to run it)`,
          );
        }
        base.set(id, 'skip');
        baseReason.set(
          id,
          `${r.status === 'succeeded' ? describeRecord(r) : `succeeded in attempt ${when}`}; has side effects, so it is not run again`,
        );
      }
    }
  }

  // Outputs that cannot be restored: the phase runs again, unless it is a kept side effect.
  const lost: string[] = [];
  const notKept = order.filter((id) => record(id)?.outputsNotKept !== undefined);
  for (const id of new Set([...(options.lostOutputs ?? []), ...notKept])) {
    if (!candidates.includes(id) || base.get(id) !== 'skip' || skippedFailed.has(id)) continue;
    if (protectedIds.has(id)) {
      lost.push(id);
      warnings.push(
        `${id} has side effects and its outputs could not be restored: it is not run again, and phases that require it cannot run (pass --rerun-side-effects ${id} to run it again)`,
      );
    } else {
      const why = record(id)?.outputsNotKept ?? 'its outputs could not be restored';
      base.set(id, 'redo');
      baseReason.set(id, `${describeRecord(record(id))}; ${why}`);
      warnings.push(`${id}: ${why}, so it will run again`);
    }
  }
  // Phases that run on every attempt (`--always`, the Action's `always`).
  for (const id of candidates) {
    if (!alwaysOf(id) || protectedIds.has(id)) continue;
    base.set(id, 'redo');
    skippedFailed.delete(id);
    baseReason.set(id, 'runs on every attempt (always)');
  }
  for (const id of candidates) {
    if (base.get(id) === 'skip') skip.add(id);
    else redo.add(id);
    reasons[id] = baseReason.get(id) ?? describeRecord(record(id));
  }

  // 4. Requirements: a phase that requires, directly or through others, a phase that runs again
  // runs again (to a fixed point), also through a kept side effect: what it read may change.
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of candidates) {
      if (!skip.has(id) || protectedIds.has(id)) continue;
      // An always phase runs again on every attempt by design: it redoes nothing after it.
      const redone = allRequirementsOf(id).find((r) => redo.has(r) && !alwaysOf(r));
      if (redone !== undefined) {
        skip.delete(id);
        redo.add(id);
        const through = requiresOf(id).includes(redone) ? '' : ' (through its requirements)';
        reasons[id] = `requires ${redone}${through}, which runs again`;
        changed = true;
      }
    }
  }
  for (const id of protectedIds) {
    const redone = requiresOf(id).filter((r) => redo.has(r));
    if (redone.length > 0) {
      warnings.push(
        `${id} has side effects and succeeded: not run again although ${listWords(redone, 'and')} ${redone.length === 1 ? 'runs' : 'run'} again`,
      );
    }
  }

  // 5. Phases that run but need (directly or through others) the outputs of a kept side effect
  // that could not be restored.
  const blocked: Record<string, string> = {};
  const lostSet = new Set(lost);
  for (const id of candidates) {
    if (!redo.has(id) || lostSet.size === 0) continue;
    const need = allRequirementsOf(id).find((r) => lostSet.has(r));
    if (need !== undefined) blocked[id] = blockedBecause(need);
  }

  // Warnings for side-effect phases that run again after failing or being cut off, and for phases
  // that go on without a requirement skip-failed skipped.
  for (const id of candidates) {
    if (!redo.has(id)) continue;
    const r = record(id);
    if (sideEffectOf(id) && (r?.status === 'failed' || r?.status === 'running')) {
      warnings.push(
        `${id} has side effects and ${r.status === 'failed' ? 'failed' : 'did not finish'} in attempt ${r.attempt}: it runs again; it may have partly run, make sure repeating it is safe`,
      );
    }
    if (strategy === 'skip-failed') {
      for (const req of requiresOf(id)) {
        const rr = record(req);
        if (skip.has(req) && (rr?.status === 'failed' || rr?.status === 'running')) {
          warnings.push(
            `${id} requires ${req}, which ${rr.status === 'failed' ? 'failed' : 'did not finish'} and is skipped`,
          );
        }
      }
    }
  }
  if (state.status === 'completed' && !options.allowCompleted) {
    warnings.push(
      `the run completed in attempt ${state.origin.runAttempt}: there is nothing to resume; start a fresh run instead`,
    );
  }

  let savedMs = 0;
  for (const id of order) {
    if (!skip.has(id) || profileSkipped.has(id)) continue;
    const r = record(id);
    const kept = r?.status === 'succeeded' ? r : checkpoint?.snapshot.phases[id];
    if (kept?.status === 'succeeded') savedMs += kept.durationMs ?? 0;
  }
  for (const id of order) reasons[id] = keepHead(reasons[id] ?? '', 1024);

  const plan: ResumePlan = {
    skip: order.filter((id) => skip.has(id)),
    redo: order.filter((id) => redo.has(id)),
    kept: order.filter(
      (id) =>
        skip.has(id) &&
        !profileSkipped.has(id) &&
        !skippedFailed.has(id) &&
        !(record(id)?.skipFailed && !protectedIds.has(id)),
    ),
    lost,
    blocked,
    savedMs,
    reasons,
    warnings: warnings.map((w) => keepHead(w, 1024)),
    order,
    strategy,
    fromAttempt: state.origin.runAttempt,
  };
  const runs = plan.redo.filter((id) => !Object.hasOwn(blocked, id));
  const resumeFrom = runs.find((id) => !alwaysOf(id)) ?? runs[0];
  if (resumeFrom !== undefined) plan.resumeFrom = resumeFrom;
  if (checkpoint) plan.checkpointId = checkpoint.id;
  return plan;
}
