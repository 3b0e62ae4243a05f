/**
 * `ci-state run` and `ci-state phase …`: record a phase around a command (or by hand). The common
 * case (a phase that is neither skipped nor reused) costs two state writes, begin and end: the
 * begin write is kept so that a crash mid-phase leaves the phase shown as running. What only some
 * phases need (input hashing, output checkpoints, saving on a runner) is loaded when they need it.
 */
import { CiStateError } from '../../core/errors.js';
import { computeInputsHash, findReusable, reuseReason } from '../../core/inputs.js';
import {
  checkDeclaredPhase,
  decidePhase,
  outputsNotRestored,
  runsAlways,
} from '../../core/decide.js';
import type { PhaseDecl, RunState } from '../../core/schema.js';
import { formatDuration } from '../../core/duration.js';
import {
  completePhase,
  failPhase,
  skipPhase,
  startPhase,
  type StartPhaseOptions,
} from '../../core/transitions.js';
import type { PlainRun } from '../argv.js';
import { checkRunOptions } from '../validate.js';
import { createPrinter, reportError, type Printer } from '../output.js';
import { afterPhaseCheckpoints } from '../phase-checkpoints.js';
import { glyphs } from '../glyphs.js';
import { skipNote } from '../skip-note.js';
import { mutate, now, openSession, update, type Session } from '../session.js';
import { persistAfterPhase } from '../handoff.js';
import { takeOverIfGone, thisProcess } from '../owner.js';
import {
  checkpointOutputs,
  keepChangedOutputs,
  markBeforeCommand,
  inBackground,
  markKeeping,
  outputsToKeep,
  outputsMode,
  reusedOutputs,
} from '../phase-outputs.js';
import { loadZod, withZod } from '../../core/zod.js';
import { existsSync } from 'node:fs';
import { keepingDir } from '../../store/keepers.js';

export interface RunOptions {
  inputs?: string[];
  env?: string[];
  sideEffect?: boolean;
  requires?: string[];
  outputs?: string[];
  tail?: string;
  /** Allow this phase to execute again although it has side effects that already happened. */
  rerunSideEffects?: boolean;
  /** Run it on every attempt, never skipped. */
  always?: boolean;
  /** Most bytes of changed files kept as the phase's outputs (`--outputs-max-size`). */
  outputsMaxSize?: string;
}

/** Whether the phase's inputs are hashed (to reuse a result of an earlier run, or to record them). */
function hashesInputs(o: RunOptions, decl: PhaseDecl | undefined): boolean {
  return !!(o.inputs?.length || o.env?.length || decl?.reuse);
}

function startOptions(
  o: RunOptions,
  decl: PhaseDecl | undefined,
  inputsHash: string | undefined,
): StartPhaseOptions {
  return {
    now: now(),
    requires: o.requires ?? decl?.requires,
    sideEffect: o.sideEffect ?? decl?.sideEffect,
    outputs: o.outputs?.length === 1 && o.outputs[0] === 'none' ? [] : o.outputs,
    ...(o.always ? { always: true } : {}),
    ...(inputsHash ? { inputsHash } : {}),
    owner: thisProcess(),
  };
}

/**
 * The state before the phase, and whether the phase was begun, or skipped, from it in the same
 * write (a skip that has no outputs to restore first).
 */
async function begin(
  s: Session,
  phase: string,
  o: RunOptions,
): Promise<{ state: RunState; begun: boolean; skipped?: string }> {
  let state: RunState | undefined;
  let begun = false;
  let skipped: string | undefined;
  let interrupted: string | undefined;
  // One locked read: when nothing reuses the phase or restores its outputs, it begins or is
  // skipped in the same write (a phase left running by a process that is gone is failed first).
  await update(s, (found) => {
    const { state: current, note } = takeOverIfGone(found, phase, now());
    [state, interrupted] = [current, note];
    const decision = decidePhase(current, phase, {
      rerunSideEffect: o.rerunSideEffects,
      requires: o.requires,
      always: o.always,
    });
    if (decision.action === 'skip' && !decision.checkpoint) {
      skipped = skipNote(current, phase, decision);
      // A skip sends nothing by itself: the next phase end's save carries it.
      const { reason, savedMs } = decision;
      return skipPhase(current, phase, { now: now(), reason, savedMs });
    }
    if (decision.action !== 'run') return interrupted ? current : undefined;
    const decl = current.declared.find((d) => d.id === phase);
    if (hashesInputs(o, decl)) return interrupted ? current : undefined;
    begun = true;
    return startPhase(current, phase, startOptions(o, decl, undefined));
  });
  if (interrupted) s.printer.note(interrupted);
  return { state: state!, begun, ...(skipped ? { skipped } : {}) };
}

export async function cmdRun(
  printer: Printer,
  phase: string,
  command: string[],
  o: RunOptions,
): Promise<number> {
  if (command.length === 0 || command[0] === '')
    throw new CiStateError(
      'invalid_input',
      `run ${phase}: no command given: put it after --, e.g. ci-state run ${phase} -- npm test`,
    );
  // Every option is checked before the state is read (both command-line paths come through here).
  const { tailBytes } = await checkRunOptions(phase, o);
  const s = openSession(printer);
  // Outputs still being kept in the background on this machine, of this phase (the decision
  // reads whether they were kept) or of a phase it requires: waited for (keeper.ts).
  if (existsSync(keepingDir(s.dir)))
    await (await import('../keeper.js')).waitBeforePhase(s, phase, o.requires);
  // A skip is decided and recorded without zod (see core/zod.ts); what else follows needs it.
  const { state, begun, skipped } = await withZod(() => begin(s, phase, o));
  if (skipped) {
    s.printer.note(skipped);
    return 0;
  }
  // Loaded while the command runs: recording how it ended may parse documents.
  const zodReady = loadZod();
  zodReady.catch(() => undefined); // awaited below
  if (!begun) {
    await zodReady;
    const code = await beforeRun(s, state, phase, command, o);
    if (code !== undefined) return code;
  }
  try {
    // A phase that runs on every attempt is never skipped: what it changed is never put back.
    const always = runsAlways(state, phase, o.always);
    return await runBegun(
      s,
      phase,
      command,
      always ? { ...o, always: true } : o,
      tailBytes,
      zodReady,
    );
  } catch (e) {
    await failAfterError(s, phase, e);
    throw e;
  }
}

/**
 * An exception after the phase began would leave it running (the next `run` of it refused as
 * "already running"): the phase is recorded as failed with the error, if it is still running.
 * A failure to record that is not reported over the error itself.
 */
async function failAfterError(s: Session, phase: string, e: unknown): Promise<void> {
  const message = e instanceof Error ? e.message : String(e);
  const error =
    e instanceof CiStateError
      ? `ci-state error: ${message}`
      : `ci-state internal error: ${message}`;
  try {
    await withZod(() =>
      update(s, (st) =>
        st.phases[phase]?.status === 'running'
          ? failPhase(st, phase, { now: now(), error: error.slice(0, 4000) })
          : undefined,
      ),
    );
  } catch {
    // the error being thrown says what went wrong
  }
}

/** Runs the command of a phase that has begun and records how it ended; the exit code. */
async function runBegun(
  s: Session,
  phase: string,
  command: string[],
  o: RunOptions,
  tailBytes: number,
  zodReady: Promise<unknown>,
): Promise<number> {
  const { execPhase, exitCodeForSignal } = await import('../exec.js');
  const mode =
    o.always && !o.outputs?.length
      ? ({ kind: 'none' } as const)
      : outputsMode(o.outputs, o.outputsMaxSize);
  const mark = markBeforeCommand(s, mode);
  const [res] = await Promise.all([execPhase(command, { tailBytes }), zodReady]);
  const tails = {
    stdoutTail: res.stdoutTail,
    stderrTail: res.stderrTail,
    durationMs: res.durationMs,
  };
  if (res.exitCode === 0 && !res.cancelledBy) {
    const keeping = await outputsToKeep(s, phase, mode, mark);
    let st = await mutate(s, (x) =>
      markKeeping(completePhase(x, phase, { now: now(), exitCode: 0, ...tails }), phase, keeping),
    );
    s.printer.note(`${glyphs().succeeded} ${phase} succeeded in ${formatDuration(res.durationMs)}`);
    if (keeping && mode.kind === 'globs')
      st = (await checkpointOutputs(s, st, phase, mode.globs, keeping.id)).state;
    else if (keeping?.changed && mode.kind === 'detect')
      st = await keepChangedOutputs(
        s,
        st,
        phase,
        {
          id: keeping.id,
          changed: keeping.changed,
          background: inBackground(st, phase, keeping),
        },
        mode.maxBytes,
      );
    const globs = mode.kind === 'globs' ? mode.globs : undefined;
    st = await afterPhaseCheckpoints(s, st, phase, 'succeeded', globs);
    return persistAfterPhase(s, st, phase);
  }
  const error = res.spawnError
    ? res.spawnError
    : res.cancelledBy
      ? `cancelled by ${res.cancelledBy}`
      : res.signal
        ? `killed by ${res.signal}`
        : `exit code ${res.exitCode}`;
  const failed = await mutate(s, (st) =>
    failPhase(st, phase, {
      now: now(),
      error,
      exitCode: res.exitCode,
      ...(res.signal ? { signal: res.signal } : {}),
      ...(res.cancelledBy ? { cancelled: true } : {}),
      ...tails,
    }),
  );
  s.printer.note(
    `${glyphs().failed} ${phase} failed in ${formatDuration(res.durationMs)} (${error})`,
  );
  const after = res.cancelledBy ? 'cancelled' : 'failed';
  const globs = mode.kind === 'globs' ? mode.globs : undefined;
  await persistAfterPhase(s, await afterPhaseCheckpoints(s, failed, phase, after, globs));
  return res.cancelledBy ? exitCodeForSignal(res.cancelledBy) : res.exitCode;
}

/** `ci-state run <phase> -- <command...>` read without commander (see argv.ts); the exit code. */
export async function runPlain(plain: PlainRun): Promise<number> {
  try {
    return await cmdRun(createPrinter(), plain.phase, plain.command, plain.options);
  } catch (e) {
    return reportError(e);
  }
}

/**
 * A phase the plan skips, a profile skips or whose inputs may match an earlier run: skips it
 * (returns the exit code) or begins it (returns undefined, the command runs).
 */
async function beforeRun(
  s: Session,
  state: RunState,
  phase: string,
  command: string[],
  o: RunOptions,
): Promise<number | undefined> {
  const decision = decidePhase(state, phase, {
    rerunSideEffect: o.rerunSideEffects,
    requires: o.requires,
    always: o.always,
  });
  if (decision.action === 'blocked') {
    // It cannot do its work without outputs that are gone: fail at once, command not run.
    const error = `not run: ${decision.reason}`;
    const st = await mutate(s, (x) =>
      failPhase(startPhase(x, phase, startOptions(o, undefined, undefined)), phase, {
        now: now(),
        error,
      }),
    );
    s.printer.note(`${glyphs().failed} ${phase} failed: ${error}`);
    await persistAfterPhase(s, st);
    return 1;
  }
  if (decision.action === 'skip' && decision.checkpoint) {
    const checkpoints = await import('../checkpoints.js');
    const cp = decision.checkpoint;
    // Skipping is only worth it when the outputs are back: restore them, verified, or run again.
    const restored = await checkpoints.restoreCheckpointFiles(s.dir, process.cwd(), cp);
    if (restored.ok) {
      s.printer.note(
        `${phase}: restored its outputs from checkpoint ${cp.id} (${restored.written} written, ${restored.unchanged} unchanged)`,
      );
    } else {
      const problems = restored.problems.slice(0, 3).join('; ');
      const why = `outputs not restorable: ${restored.problems[0] ?? 'unknown'}`;
      await mutate(s, (x) => outputsNotRestored(x, phase, decision.keepEffect, why));
      if (!decision.keepEffect) {
        s.printer.warn(
          `${phase} runs again: its outputs could not be restored from checkpoint ${cp.id}: ${problems}`,
        );
        return beginAfterAll(s, state, phase, command, o);
      }
      s.printer.warn(
        `${phase} is not run again although its outputs could not be restored from checkpoint ${cp.id} (it has side effects; phases that require it cannot run; pass --rerun-side-effects to run it): ${problems}`,
      );
    }
  }
  if (decision.action === 'skip') {
    const { reason, savedMs } = decision;
    // A skip sends nothing by itself: the next phase end's save carries it.
    await mutate(s, (x) => skipPhase(x, phase, { now: now(), reason, savedMs }));
    s.printer.note(skipNote(state, phase, decision));
    return 0;
  }
  return beginAfterAll(s, state, phase, command, o);
}

/** A phase that runs: begun here, unless an earlier run with the same inputs can be reused. */
async function beginAfterAll(
  s: Session,
  state: RunState,
  phase: string,
  command: string[],
  o: RunOptions,
): Promise<number | undefined> {
  const decl = state.declared.find((d) => d.id === phase);
  let inputsHash: string | undefined;
  if (hashesInputs(o, decl)) {
    const { hashInputFiles } = await import('../inputs.js');
    const env: Record<string, string | undefined> = {};
    for (const name of o.env ?? []) env[name] = process.env[name];
    inputsHash = computeInputsHash({ files: await hashInputFiles(o.inputs ?? []), command, env });
    // A phase that runs on every attempt is never reused (it keeps nothing to restore).
    const carried = runsAlways(state, phase, o.always) ? undefined : state.carried;
    const found = carried
      ? findReusable(
          Object.entries(carried.records).map(([id, r]) => ({
            phase: id,
            status: r.status,
            ...(r.inputsHash ? { inputsHash: r.inputsHash } : {}),
            ...(r.endedAt ? { endedAt: r.endedAt } : {}),
            ...(r.durationMs !== undefined ? { durationMs: r.durationMs } : {}),
            runId: carried.runId,
            attempt: r.attempt,
          })),
          phase,
          inputsHash,
        )
      : undefined;
    const restored = found && (await reusedOutputs(s, carried!, phase));
    if (found && restored) {
      const why = reuseReason(found);
      const saved = found.durationMs ?? 0;
      await mutate(s, (x) => skipPhase(x, phase, { now: now(), reason: why, savedMs: saved }));
      s.printer.note(
        `${glyphs().skipped} ${phase} skipped: ${why}${saved ? `, saves ${formatDuration(saved)}` : ''} (command not run)`,
      );
      return 0;
    }
  }
  await mutate(s, (st) => startPhase(st, phase, startOptions(o, decl, inputsHash)));
  return undefined;
}

// ---------------------------------------------------------------- phase start|done|fail|skip

export async function cmdPhaseStart(
  printer: Printer,
  id: string,
  o: { requires?: string[]; sideEffect?: boolean },
): Promise<void> {
  let interrupted: string | undefined;
  await mutate(openSession(printer), (found) => {
    checkDeclaredPhase(found, id);
    const { state: st, note } = takeOverIfGone(found, id, now());
    interrupted = note;
    return startPhase(st, id, { now: now(), requires: o.requires, sideEffect: o.sideEffect });
  });
  if (interrupted) printer.note(interrupted);
  printer.note(`${id} started`);
}

export async function cmdPhaseDone(printer: Printer, id: string): Promise<number> {
  const sess = openSession(printer);
  const st = await mutate(sess, (s) => completePhase(s, id, { now: now() }));
  printer.note(
    `${glyphs().succeeded} ${id} succeeded in ${formatDuration(st.phases[id]?.durationMs ?? 0)}`,
  );
  return persistAfterPhase(sess, st, id);
}

export async function cmdPhaseFail(
  printer: Printer,
  id: string,
  o: { reason?: string },
): Promise<void> {
  const sess = openSession(printer);
  const st = await mutate(sess, (s) =>
    failPhase(s, id, { now: now(), error: o.reason ?? 'marked failed' }),
  );
  printer.note(`${glyphs().failed} ${id} failed${o.reason ? `: ${o.reason}` : ''}`);
  // The phase failed by hand is the news here: a failed save does not change the exit code.
  await persistAfterPhase(sess, st);
}

export async function cmdPhaseSkip(
  printer: Printer,
  id: string,
  o: { reason?: string },
): Promise<void> {
  await mutate(openSession(printer), (s) => {
    checkDeclaredPhase(s, id);
    return skipPhase(s, id, { now: now(), reason: o.reason ?? 'skipped by request' });
  });
  printer.note(`${glyphs().skipped} ${id} skipped${o.reason ? `: ${o.reason}` : ''}`);
}
