/**
 * The reference model of ci-state's promise, written from the rules alone (no code of src/): for
 * a new attempt, given the last state that was saved, which phases execute, which are skipped or
 * blocked, and what the main step says about it; then the state that attempt leaves behind.
 *
 * Rules (phases in declared order, no profiles):
 * 1. Resume point: the first phase that failed, was left running or was rolled back; else the first
 *    one not done (done = succeeded or skipped). `failed` skips the done phases before it;
 *    `previous` starts at the last succeeded phase before it; `skip-failed` skips the leading
 *    phases that are done, failed or left running, and runs the rest; `checkpoint:<p>` skips the done
 *    phases up to and including p; `restart` skips nothing.
 * 2. A phase whose requirement (direct or transitive) runs, runs.
 * 3. A side effect that succeeded (in any saved attempt, even if a later allowed run of it failed)
 *    never executes again unless `rerun-side-effects` names it.
 * 4. A skipped phase whose outputs cannot be restored runs again (then rule 2 follows).
 * 5. An attempt whose state was never saved is as if it never happened (except its effects). The
 *    first state an attempt saves holds its plan: a phase it runs again is pending from then on.
 *    The local store saves at once; a runner at the first phase end (`persist: phase`) or in post.
 *    On a runner, the state a new attempt restores is the newest one that reached the services:
 *    which one that is (how far an attempt's saves got before its runner died) is read from them.
 * 6. A protected side effect whose outputs cannot be restored stays skipped; the phases that
 *    would run and require it (transitively) are blocked: they fail without running their command.
 * 8. After a completed attempt every phase is skipped, except with `restart`.
 * The main step says: `phase-<id>` skipped, blocked or pending (it executes); `skipped` the skipped
 * ones; `resumed` true when it skips a phase an earlier attempt completed (then `resume-from` is
 * the first phase it executes, else "").
 */

/**
 * What a phase writes: files of each kind under out/<id>/, or (`append`) a line appended to
 * out/shared.log, a file every appending phase changes in turn.
 */
export type OutputKind = 'text' | 'binary' | 'empty' | 'exec' | 'symlink' | 'nested' | 'append';

export interface PhaseDef {
  id: string;
  /** Direct requirements (earlier phases). */
  requires: string[];
  sideEffect: boolean;
  /** The kinds of files the phase writes under out/<id>/ (none: the phase has no outputs). */
  outputs: OutputKind[];
}

export type Status = 'pending' | 'succeeded' | 'failed' | 'running' | 'skipped';

export interface SavedPhase {
  status: Status;
  /** It succeeded in some saved attempt (a side effect is then protected: rule 3). */
  everSucceeded: boolean;
  /** Its outputs' content is gone from every storage (evicted packs, lost blobs). */
  contentLost: boolean;
}

/** The state a new attempt restores: the last one saved. */
export interface Saved {
  phases: Record<string, SavedPhase>;
  /** The attempt that saved it ended with the run completed. */
  completed: boolean;
  /** The attempt that saved it. */
  attempt: number;
}

export type PhaseOutput = 'skipped' | 'blocked' | 'pending';

export interface Plan {
  /** Phases this attempt executes, in order (blocked ones excluded). */
  run: string[];
  /** Phases the plan blocks (rule 6), in order. */
  blocked: string[];
  /** Protected side effects whose outputs cannot be restored (rule 6). */
  lostProtected: string[];
  /** What the main step says: `skipped`, `resumed`, `resume-from`, `phase-<id>`. */
  skipped: string[];
  resumed: boolean;
  resumeFrom: string;
  outputs: Record<string, PhaseOutput>;
  /** Phases this attempt does not execute (skipped and blocked), in order. */
  notExecuted: string[];
}

export interface PlanOptions {
  strategy: string;
  /** `rerun-side-effects`: phase ids or `all`. */
  allowed: string[];
  /**
   * Whether the planner can know a phase's requirements before it runs: false when they are
   * given only by `--requires` and the phase never ran in a saved attempt.
   */
  requirementsKnown: (id: string) => boolean;
}

const isDone = (s: Status): boolean => s === 'succeeded' || s === 'skipped';
const isBroken = (s: Status): boolean => s === 'failed' || s === 'running';

/** Every phase a phase requires, directly or through others. */
export function transitiveRequirements(phases: PhaseDef[]): Map<string, Set<string>> {
  const byId = new Map(phases.map((p) => [p.id, p]));
  const out = new Map<string, Set<string>>();
  for (const p of phases) {
    const all = new Set<string>();
    for (const r of p.requires) {
      all.add(r);
      for (const t of out.get(r) ?? []) all.add(t);
    }
    if (!p.requires.every((r) => byId.has(r))) throw new Error(`unknown requirement in ${p.id}`);
    out.set(p.id, all);
  }
  return out;
}

/** The base skip set of rule 1 (and rule 8). */
function baseSkip(phases: PhaseDef[], saved: Saved, strategy: string): Set<string> {
  const ids = phases.map((p) => p.id);
  const st = (id: string): Status => saved.phases[id]?.status ?? 'pending';
  if (saved.completed) return new Set(strategy === 'restart' ? [] : ids);
  const doneBefore = (end: number) => new Set(ids.slice(0, end).filter((id) => isDone(st(id))));
  let r = ids.findIndex((id) => isBroken(st(id)));
  if (r < 0) r = ids.findIndex((id) => !isDone(st(id)));
  if (r < 0) r = ids.length;
  if (strategy === 'restart') return new Set();
  if (strategy === 'failed') return doneBefore(r);
  if (strategy === 'previous') {
    if (r === ids.length) return doneBefore(r);
    let q = -1;
    for (let i = 0; i < r; i++) if (st(ids[i]!) === 'succeeded') q = i;
    return doneBefore(q < 0 ? r : q);
  }
  if (strategy === 'skip-failed') {
    const skip = new Set<string>();
    for (const id of ids) {
      if (isDone(st(id)) || isBroken(st(id))) skip.add(id);
      else break;
    }
    return skip;
  }
  if (strategy.startsWith('checkpoint:')) {
    const x = ids.indexOf(strategy.slice('checkpoint:'.length));
    if (x < 0) throw new Error(`checkpoint of an unknown phase: ${strategy}`);
    return doneBefore(x + 1);
  }
  throw new Error(`unknown strategy ${strategy}`);
}

/**
 * Rule 6: the phases that would run and require (transitively) a lost protected side effect. A
 * phase that is skipped anyway does not need its requirements' outputs, and a protected side
 * effect stays skipped.
 */
function blockedBy(
  willRun: Set<string>,
  lostProtected: Set<string>,
  reqs: (id: string) => Set<string>,
  ids: string[],
): string[] {
  return ids.filter((id) => willRun.has(id) && [...reqs(id)].some((r) => lostProtected.has(r)));
}

/** The plan of a new attempt; `saved` undefined when no earlier attempt saved a state. */
export function planAttempt(phases: PhaseDef[], saved: Saved | undefined, o: PlanOptions): Plan {
  const ids = phases.map((p) => p.id);
  const trans = transitiveRequirements(phases);
  const st = (id: string): Status => saved?.phases[id]?.status ?? 'pending';
  const allowed = (id: string) => o.allowed.includes('all') || o.allowed.includes(id);
  const skip = saved ? baseSkip(phases, saved, o.strategy) : new Set<string>();

  const willRun = new Set<string>();
  const lostProtected = new Set<string>();
  for (const p of phases) {
    const lost = p.outputs.length > 0 && (saved?.phases[p.id]?.contentLost ?? false);
    if (p.sideEffect && saved?.phases[p.id]?.everSucceeded && !allowed(p.id)) {
      if (lost) lostProtected.add(p.id); // rule 6
      continue; // rule 3
    }
    let runs = !skip.has(p.id);
    if (!runs && lost) runs = true; // rule 4
    if (!runs && [...trans.get(p.id)!].some((r) => willRun.has(r))) runs = true; // rule 2
    if (runs) willRun.add(p.id);
  }
  const blocked = blockedBy(willRun, lostProtected, (id) => trans.get(id)!, ids);
  // What the planner can know at the start: requirements given only at `run` time of a phase
  // that never ran are not known yet, so such a phase shows as pending and is blocked later.
  const knownReqs = (id: string) => {
    const known = new Set<string>();
    const visit = (x: string) => {
      if (!o.requirementsKnown(x)) return;
      for (const r of phases.find((p) => p.id === x)!.requires) {
        known.add(r);
        visit(r);
      }
    };
    visit(id);
    return known;
  };
  const knownBlocked = new Set(blockedBy(willRun, lostProtected, knownReqs, ids));

  const run = ids.filter((id) => willRun.has(id) && !blocked.includes(id));
  const notExecuted = ids.filter((id) => !run.includes(id));
  const outputs: Record<string, PhaseOutput> = {};
  for (const id of ids) {
    outputs[id] = knownBlocked.has(id) ? 'blocked' : willRun.has(id) ? 'pending' : 'skipped';
  }
  // `skipped` lists the phases shown as skipped (a blocked phase is shown as blocked); the
  // attempt resumes from the first phase it executes (a blocked one does not execute).
  const skipped = ids.filter((id) => outputs[id] === 'skipped');
  // Completed by an earlier attempt: its record says succeeded, or it is a side effect that
  // succeeded once (kept whatever became of a later allowed run).
  const completedBefore = (p: PhaseDef) =>
    st(p.id) === 'succeeded' || (p.sideEffect && saved?.phases[p.id]?.everSucceeded === true);
  const resumed =
    saved !== undefined && phases.some((p) => skipped.includes(p.id) && completedBefore(p));
  return {
    run,
    blocked,
    lostProtected: [...lostProtected],
    skipped,
    resumed,
    // What the main step can know: the first phase it shows as pending.
    resumeFrom: resumed ? (ids.find((id) => outputs[id] === 'pending') ?? '') : '',
    outputs,
    notExecuted,
  };
}

/** How an attempt ended, as the scenario drives it. */
export interface AttemptEvents {
  /** The phase whose command fails (exit non-zero) in this attempt, if it executes. */
  failAt?: string;
  /** The phase during which the process (CLI) or the runner (Action) is killed. */
  killAt?: string;
  /** The attempt ends without its final step (`finish`, the post step). */
  noEnd?: boolean;
}

export interface AttemptOutcome {
  /** Phases whose command started, in order. */
  executed: string[];
  /** Side-effect phases whose command succeeded. */
  effects: string[];
  /** The attempt's last step ran (`finish`, the post step). */
  reachedEnd: boolean;
  /** It reached its end and every phase was done. */
  success: boolean;
  /** The phase whose `run` was refused as blocked (the attempt stops there). */
  blockedAt?: string;
  killedAt?: string;
  failedAt?: string;
}

/** What executes in an attempt that follows `plan`, stopping at a failure, a kill or a block. */
export function executeAttempt(phases: PhaseDef[], plan: Plan, ev: AttemptEvents): AttemptOutcome {
  const executed: string[] = [];
  const effects: string[] = [];
  const reachedEnd = !ev.noEnd;
  for (const p of phases) {
    if (plan.blocked.includes(p.id))
      return { executed, effects, reachedEnd, success: false, blockedAt: p.id };
    if (!plan.run.includes(p.id)) continue;
    executed.push(p.id);
    if (ev.killAt === p.id)
      return { executed, effects, reachedEnd: false, success: false, killedAt: p.id };
    if (ev.failAt === p.id)
      return { executed, effects, reachedEnd, success: false, failedAt: p.id };
    if (p.sideEffect) effects.push(p.id);
  }
  return { executed, effects, reachedEnd, success: reachedEnd };
}

export interface SaveRules {
  /** The local store records a phase as running when it starts; a runner saves at phase ends. */
  recordsRunning: boolean;
  /** The state is saved at each phase end (`persist: phase`, or the local store). */
  savesAtPhaseEnd: boolean;
  /**
   * A failed phase's outputs are stored (declared outputs: its error_recovery checkpoint holds
   * them); with detected outputs only a phase that succeeded keeps what it changed.
   */
  failedKeepsOutputs: boolean;
}

/** The state saved after an attempt (undefined: nothing was ever saved). */
export function stateAfter(
  phases: PhaseDef[],
  saved: Saved | undefined,
  plan: Plan,
  out: AttemptOutcome,
  attempt: number,
  strategy: string,
  rules: SaveRules,
): Saved | undefined {
  // Saved only at the end (`persist: job`): an attempt that never got there left nothing.
  if (!rules.savesAtPhaseEnd && !out.reachedEnd) return saved;
  const next: Saved = {
    phases: Object.fromEntries(
      phases.map((p) => [
        p.id,
        {
          ...(saved?.phases[p.id] ?? {
            status: 'pending' as Status,
            everSucceeded: false,
            contentLost: false,
          }),
        },
      ]),
    ),
    completed: false,
    attempt,
  };
  const prevStatus = (id: string) => saved?.phases[id]?.status ?? 'pending';
  // The plan is part of the first state the attempt saves (the local store writes it at once, a
  // runner with the first phase end): a phase it runs again is no longer done, until it ends.
  const killedFirst = out.killedAt !== undefined && phases[0]?.id === out.killedAt;
  const planSaved = rules.recordsRunning || out.reachedEnd || !killedFirst;
  if (planSaved) {
    for (const id of [...plan.run, ...plan.blocked])
      if (!out.executed.includes(id) && id !== out.blockedAt) next.phases[id]!.status = 'pending';
    if (out.killedAt !== undefined && !rules.recordsRunning)
      next.phases[out.killedAt]!.status = 'pending';
    // A protected side effect the plan keeps is recorded as skipped (done) when its record was
    // not a success: an earlier attempt that was let run it again, but stopped before it, had
    // made it pending.
    for (const p of phases) {
      const rec = next.phases[p.id]!;
      if (p.sideEffect && rec.everSucceeded && plan.skipped.includes(p.id) && !isDone(rec.status))
        rec.status = 'skipped';
    }
  }
  if (strategy === 'skip-failed' && saved && !saved.completed) {
    for (const id of plan.notExecuted) {
      if (isBroken(prevStatus(id))) next.phases[id]!.status = 'skipped';
    }
  }
  for (const id of out.executed) {
    const rec = next.phases[id]!;
    if (id === out.killedAt) {
      // A runner saves at phase ends only: the killed phase keeps its earlier record.
      if (rules.recordsRunning) rec.status = 'running';
    } else if (id === out.failedAt) {
      rec.status = 'failed';
      // Its outputs were written before it failed: the error_recovery checkpoint stores them, and
      // content is stored by digest, so what was lost of the same content is back.
      if (rules.failedKeepsOutputs && phases.find((p) => p.id === id)!.outputs.length > 0)
        rec.contentLost = false;
    } else {
      rec.status = 'succeeded';
      rec.everSucceeded = true;
      rec.contentLost = false;
    }
  }
  // A blocked phase's `run` fails: it is recorded as failed.
  if (out.blockedAt) next.phases[out.blockedAt]!.status = 'failed';
  next.completed = out.success;
  return next;
}

/**
 * How far an attempt's saves got, as read back from the services (a runner that died takes the
 * saves in flight with it): the state a later attempt restores is the attempt's state then.
 */
export interface SaveCut {
  /** The first `ended` phases the attempt executed had ended (succeeded or failed). */
  ended: number;
  /** The next one it executed was recorded as running (begun, not ended). */
  running: boolean;
  /** The refused run of the phase it blocked was recorded (as failed). */
  blocked: boolean;
  /** The state is the one its last step (post) saved: the whole attempt. */
  final: boolean;
}

/** The state an attempt saved at `cut` (a runner's face: `savesAtPhaseEnd` does not apply). */
export function stateSavedAt(
  phases: PhaseDef[],
  saved: Saved | undefined,
  plan: Plan,
  out: AttemptOutcome,
  attempt: number,
  strategy: string,
  cut: SaveCut,
  failedKeepsOutputs: boolean,
): Saved | undefined {
  const rules = { savesAtPhaseEnd: true, failedKeepsOutputs };
  if (cut.final)
    return stateAfter(phases, saved, plan, out, attempt, strategy, {
      ...rules,
      recordsRunning: false,
    });
  const executed = out.executed.slice(0, cut.ended + (cut.running ? 1 : 0));
  const failedAt =
    out.failedAt !== undefined && executed.slice(0, cut.ended).includes(out.failedAt);
  const partial: AttemptOutcome = {
    executed,
    effects: out.effects.filter((id) => executed.slice(0, cut.ended).includes(id)),
    reachedEnd: false,
    success: false,
    ...(cut.running ? { killedAt: executed.at(-1)! } : {}),
    ...(failedAt ? { failedAt: out.failedAt! } : {}),
    ...(cut.blocked && out.blockedAt ? { blockedAt: out.blockedAt } : {}),
  };
  // Saved with a phase begun: the state says it is running, as the local store's does.
  return stateAfter(phases, saved, plan, partial, attempt, strategy, {
    ...rules,
    recordsRunning: cut.running,
  });
}

/**
 * Content lost from every storage (evicted cache packs, removed blobs), except that of the phases
 * `survives` names (a side effect's content also goes to an artifact, out of the cache's reach).
 */
export function loseContent(
  saved: Saved | undefined,
  survives: (id: string, p: SavedPhase) => boolean = () => false,
): Saved | undefined {
  if (!saved) return saved;
  return {
    ...saved,
    phases: Object.fromEntries(
      Object.entries(saved.phases).map(([id, p]) => [
        id,
        survives(id, p) ? p : { ...p, contentLost: true },
      ]),
    ),
  };
}
