/**
 * What `ci-state run PHASE` (and `phase start`) does with a phase, decided from the state alone:
 * refuse it, fail it at once (blocked), skip it or run it. The CLI carries the decision out and
 * adds what needs the file system: restoring a kept phase's outputs, and cross-run reuse (which
 * hashes input files). The rules are `decidePhase`'s; see also README, "The rules of a resumed
 * attempt".
 */
import { CiStateError, listWords, quote } from './errors.js';
import { phaseOrder } from './plan.js';
import { resolveProfile } from './profiles.js';
import { allowsRerun, blockedBecause, effectDone } from './side-effects.js';
import { fileCheckpointOf } from './rollback.js';
import type { Checkpoint, PhaseRecord, RunState } from './schema.js';

export type PhaseDecision =
  | { action: 'run' }
  | { action: 'blocked'; reason: string }
  | {
      action: 'skip';
      /** Why, for the state and for people. */
      reason: string;
      /** Time not spent: the producing run's duration (0 when nothing was saved). */
      savedMs: number;
      /** Kept by the plan: its outputs are put back before the next phase runs. */
      restoreOutputs: boolean;
      /** Where those outputs are (a checkpoint with files), when it has any. */
      checkpoint?: Checkpoint;
      /** A side effect that is not executed again, even when its outputs cannot be restored. */
      keepEffect: boolean;
    };

export interface DecideOptions {
  /** `--rerun-side-effects` on this command. */
  rerunSideEffect?: boolean;
  /** `--requires` on this command (a phase not declared with its requirements). */
  requires?: readonly string[];
  /** `--always` on this command. */
  always?: boolean;
}

function recordOf(state: RunState, phase: string): PhaseRecord | undefined {
  return Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
}

/** Whether `phase` runs on every attempt: declared so, recorded so, or `--always` (`flag`). */
export function runsAlways(state: RunState, phase: string, flag?: boolean): boolean {
  return Boolean(
    flag ||
    recordOf(state, phase)?.always ||
    state.declared.some((d) => d.id === phase && d.always),
  );
}

/** Rule 1 of `decidePhase`: throws the one-line refusal for a phase that is not declared. */
export function checkDeclaredPhase(state: RunState, phase: string): void {
  if (state.declared.length === 0 || state.allowUndeclared) return;
  if (state.declared.some((d) => d.id === phase)) return;
  const ids = state.declared.map((d) => d.id);
  throw new CiStateError(
    'undeclared_phase',
    `phase ${quote(phase)} is not declared: expected ${listWords(ids.slice(0, 50))}${ids.length > 50 ? ', …' : ''} (allow other phases with init --allow-undeclared or the input allow-undeclared-phases)`,
  );
}

function requiresOf(state: RunState, phase: string): string[] {
  const decl = state.declared.find((d) => d.id === phase);
  return [...new Set([...(decl?.requires ?? []), ...(recordOf(state, phase)?.requires ?? [])])];
}

/** Every phase required by `start`, directly or through others. */
function allRequirements(state: RunState, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const r = stack.pop()!;
    if (seen.has(r)) continue;
    seen.add(r);
    stack.push(...requiresOf(state, r));
  }
  return seen;
}

/**
 * Rule 2 of `decidePhase`, for a phase that would run: why it cannot, if it requires (directly or
 * through others) a kept side effect whose outputs are lost for good.
 */
export function blockedReason(
  state: RunState,
  phase: string,
  extraRequires: readonly string[] = [],
): string | undefined {
  const planned = state.resume?.blocked?.[phase];
  if (planned !== undefined) return planned;
  const lost = state.resume?.lost ?? [];
  if (lost.length === 0) return undefined;
  const reqs = allRequirements(state, [...requiresOf(state, phase), ...extraRequires]);
  reqs.delete(phase);
  const need = lost.find((r) => reqs.has(r));
  return need === undefined ? undefined : blockedBecause(need);
}

/**
 * Decides what happens to `phase`: refused (not declared), blocked, skipped (kept by the plan, a
 * side effect already done, or a profile) or run. Throws for rule 1.
 *
 * Rules, in order:
 * 1. With declared phases, a name that is not declared is refused, unless the run allows
 *    undeclared phases (`init --allow-undeclared`, the Action's `allow-undeclared-phases`).
 * 2. A phase the plan blocked (it needs the outputs of a kept side effect that could not be
 *    restored), or that requires such a phase, fails at once without running its command.
 * 3. A phase that runs on every attempt (`always`) runs, unless rule 2 blocks it.
 * 4. A phase the plan skips, whose record is done, is skipped; its outputs are restored first,
 *    except a side effect that happened when this command passes `--rerun-side-effects`: it runs.
 * 5. A side-effect phase whose effect happened (`effectDone`) is not executed again unless allowed
 *    (`--rerun-side-effects` on the command, or the attempt's `rerun-side-effects`): it is skipped
 *    and the reason says so, also after a rollback, which never undoes an external effect.
 * 6. A phase the active profile skips is skipped.
 * 7. Otherwise it runs.
 */
export function decidePhase(
  state: RunState,
  phase: string,
  options: DecideOptions = {},
): PhaseDecision {
  checkDeclaredPhase(state, phase);
  const rec = recordOf(state, phase);
  const decl = state.declared.find((d) => d.id === phase);
  const sideEffect = Boolean(rec?.sideEffect || decl?.sideEffect);
  const allowed =
    options.rerunSideEffect === true || allowsRerun(state.resume?.rerunSideEffects, phase);

  const planned = state.resume?.blocked?.[phase];
  if (planned !== undefined) return { action: 'blocked', reason: planned };

  // Runs on every attempt: never skipped (a side effect is never one, see checkRunOptions).
  if (runsAlways(state, phase, options.always) && !sideEffect) {
    const blocked = blockedReason(state, phase, options.requires);
    return blocked === undefined ? { action: 'run' } : { action: 'blocked', reason: blocked };
  }

  // `run --rerun-side-effects` executes a side effect that happened, also one the plan keeps.
  const rerunNow = options.rerunSideEffect === true && effectDone(rec, sideEffect);
  if (
    !rerunNow &&
    state.resume?.skipped.includes(phase) &&
    rec &&
    (rec.status === 'succeeded' || rec.status === 'skipped')
  ) {
    const checkpoint = fileCheckpointOf(state, phase);
    return {
      action: 'skip',
      reason: state.resume.reasons[phase] ?? `completed in attempt ${rec.attempt}`,
      savedMs: rec.status === 'succeeded' ? (rec.durationMs ?? 0) : 0,
      restoreOutputs: true,
      ...(checkpoint ? { checkpoint } : {}),
      keepEffect: effectDone(rec, sideEffect) && !allowed,
    };
  }

  if (rec && effectDone(rec, sideEffect) && !allowed) {
    const when = rec.effectAttempt ?? rec.attempt;
    const rolledBack = rec.status === 'rolled_back';
    return {
      action: 'skip',
      reason: `has side effects and succeeded in attempt ${when}${rolledBack ? ' (a rollback does not undo its external effect)' : ''}: not run again (pass --rerun-side-effects to run it)`,
      savedMs: 0,
      restoreOutputs: false,
      keepEffect: true,
    };
  }

  const blocked = blockedReason(state, phase, options.requires);
  if (blocked !== undefined) return { action: 'blocked', reason: blocked };

  if (state.profile) {
    const { profile } = resolveProfile(state.profile, state.profiles);
    const tags = decl?.tags ?? [];
    if (profile.skip.includes(phase) || tags.some((t) => profile.skipTags.includes(t))) {
      return {
        action: 'skip',
        reason: `profile ${state.profile} skips it`,
        savedMs: 0,
        restoreOutputs: false,
        keepEffect: false,
      };
    }
  }
  return { action: 'run' };
}

/**
 * A kept phase's outputs could not be restored after all. A side effect stays kept and is listed
 * as lost (the phases that require it are then blocked); any other phase leaves the plan's skip
 * list and runs again.
 */
export function outputsNotRestored(
  state: RunState,
  phase: string,
  keepEffect: boolean,
  why: string,
): RunState {
  const resume = state.resume;
  if (!resume) return state;
  if (keepEffect) {
    const lost = [...new Set([...(resume.lost ?? []), phase])];
    const warning = `${phase} has side effects and its outputs could not be restored (${why}): it is not run again, and phases that require it cannot run (pass --rerun-side-effects ${phase} to run it again)`;
    const warnings = [...(resume.warnings ?? []), warning.slice(0, 1024)].slice(-1000);
    return { ...state, resume: { ...resume, lost, warnings } };
  }
  const saved = recordOf(state, phase)?.durationMs ?? 0;
  return {
    ...state,
    resume: {
      ...resume,
      skipped: resume.skipped.filter((p) => p !== phase),
      kept: resume.kept?.filter((p) => p !== phase),
      redo: [...resume.redo, phase],
      savedMs: Math.max(0, resume.savedMs - saved),
      reasons: { ...resume.reasons, [phase]: why },
    },
  };
}

/** What the Action's main step publishes about the attempt it planned. */
export interface AttemptOutputs {
  /** The attempt continues an earlier attempt's state and keeps at least one phase it completed. */
  resumed: boolean;
  /**
   * When resumed: the first known phase, in order, that this attempt executes, not counting phases
   * that run on every attempt unless only those do; else empty.
   */
  resumeFrom: string;
  /** The phases whose command this attempt does not execute, in order. */
  skipped: string[];
  /** Every known phase: `skipped`, `blocked` (fails at once) or `pending` (it executes). */
  phases: Record<string, 'skipped' | 'blocked' | 'pending'>;
}

/**
 * The attempt's plan in the terms of the main step's outputs (`resumed`, `resume-from`, `skipped`,
 * `phase-<id>`). Known phases are the declared ones and those an earlier attempt recorded.
 */
export function attemptOutputs(state: RunState): AttemptOutputs {
  const order = phaseOrder(state.declared, state.phases);
  const resume =
    state.resume && state.resume.fromAttempt < state.origin.runAttempt ? state.resume : undefined;
  const skipped = resume
    ? order.filter((id) => resume.skipped.includes(id))
    : order.filter((id) => recordOf(state, id)?.status === 'skipped');
  const blocked = resume?.blocked ?? {};
  const phases: AttemptOutputs['phases'] = {};
  for (const id of order) {
    phases[id] = skipped.includes(id)
      ? 'skipped'
      : Object.hasOwn(blocked, id)
        ? 'blocked'
        : 'pending';
  }
  const kept = resume
    ? (resume.kept ??
      skipped.filter((id) => !(recordOf(state, id)?.reason ?? '').startsWith('profile ')))
    : [];
  const resumed = kept.length > 0;
  // As the plan's: phases that run on every attempt count only when nothing else runs.
  const always = (id: string) => runsAlways(state, id);
  const pending = order.filter((id) => phases[id] === 'pending');
  const resumeFrom = resumed ? (pending.find((id) => !always(id)) ?? pending[0] ?? '') : '';
  return { resumed, resumeFrom, skipped, phases };
}

/**
 * What a rollback cannot undo: for each phase it rolls back that is a side effect that happened,
 * a sentence saying so (the rollback restores files, the state and external captures, never a
 * deploy or a publish; such a phase is not executed again without an allowance).
 */
export function effectsNotUndone(state: RunState, rolledBack: readonly string[]): string[] {
  return rolledBack
    .filter((id) => {
      const rec = recordOf(state, id);
      const decl = state.declared.find((d) => d.id === id);
      return effectDone(rec, Boolean(rec?.sideEffect || decl?.sideEffect));
    })
    .map(
      (id) =>
        `${id} has side effects: its external effect (attempt ${recordOf(state, id)?.effectAttempt ?? recordOf(state, id)?.attempt}) is not undone by the rollback, and it is not executed again without --rerun-side-effects`,
    );
}
