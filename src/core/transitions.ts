/**
 * Creating a run and the phase transitions (start, complete, fail, skip). Every function is pure:
 * it returns a NEW RunState, takes the time as `now`, and an illegal transition throws a
 * CiStateError (code `illegal_transition`) and changes nothing. Run transitions are in
 * run-transitions.ts, the next attempt in attempt.ts.
 */
import type { z } from 'zod';
import { toIso } from './canonical.js';
import { CiStateError, listWords, quote } from './errors.js';
import { checkDeclared } from './phase-list.js';
import type { PhaseDeclInput } from './phase-list.js';
import { profileSkips, resolveProfile } from './profiles.js';
import { compact } from './objects.js';
import { keepHead } from './truncate.js';
import {
  CheckpointPolicy,
  Origin,
  PhaseDecl,
  Profile,
  RunState,
  SafeKey,
  SCHEMA_VERSION,
} from './schema.js';
import type { PhaseRecord, Scope } from './schema.js';
import {
  checkOpen,
  checkPhaseId,
  describeStatus,
  ERROR_MAX,
  finished,
  illegal,
  message,
  parseInput,
  phaseFailure,
  REASON_MAX,
  recordOf,
  stamp,
  tail,
  withPhase,
} from './transition-helpers.js';
import type { Time } from './transition-helpers.js';

// ---------------------------------------------------------------------------------------------
// Creating a run

export interface CreateRunOptions {
  id: string;
  scope: z.input<typeof Scope>;
  origin: Origin;
  declared?: readonly PhaseDeclInput[];
  profile?: string;
  profiles?: Readonly<Record<string, z.input<typeof Profile>>>;
  toolVersion: string;
  now: Time;
  host?: string;
  runner?: string;
  /** Phases that are not declared may run (see RunState.allowUndeclared). */
  allowUndeclared?: boolean;
  /** When checkpoints are taken on their own and how many are kept (checkpoint-policy.ts). */
  checkpointPolicy?: z.input<typeof CheckpointPolicy>;
}

/**
 * A new run: status pending, one pending record per declared phase (in declared order), phases the
 * active profile skips recorded as skipped with reason `profile <name>`.
 */
export function createRun(options: CreateRunOptions): RunState {
  const now = toIso(options.now);
  const origin = parseInput(Origin, options.origin, 'origin');
  const declared = parseInput(
    PhaseDecl.array().max(1000),
    options.declared ?? [],
    'declared phases',
  );
  checkDeclared(declared, 'declared phases');
  const profiles: Record<string, Profile> = {};
  for (const [name, p] of Object.entries(options.profiles ?? {})) {
    profiles[parseInput(SafeKey, name, 'profile name')] = parseInput(
      Profile,
      p,
      `profile ${quote(name)}`,
    );
  }
  let skipped = new Map<string, string>();
  if (options.profile !== undefined) {
    const resolved = resolveProfile(options.profile, profiles);
    skipped = profileSkips(resolved, declared);
  }
  const phases: Record<string, PhaseRecord> = {};
  for (const d of declared) {
    const reason = skipped.get(d.id);
    phases[d.id] = compact({
      status: reason === undefined ? ('pending' as const) : ('skipped' as const),
      attempt: origin.runAttempt,
      attempts: 0,
      reason,
      outputs: [],
      sideEffect: d.sideEffect,
      conditional: false,
      requires: [...d.requires],
    });
  }
  return parseInput(
    RunState,
    compact({
      schemaVersion: SCHEMA_VERSION,
      id: options.id,
      scope: options.scope,
      origin,
      status: 'pending',
      phases,
      declared,
      profile: options.profile,
      profiles,
      allowUndeclared: options.allowUndeclared || undefined,
      context: {},
      checkpoints: [],
      checkpointPolicy: options.checkpointPolicy,
      rollbackHistory: [],
      createdAt: now,
      updatedAt: now,
      seq: 0,
      metadata: compact({
        toolVersion: options.toolVersion,
        host: options.host,
        runner: options.runner,
      }),
    }),
    'new run',
  );
}

// ---------------------------------------------------------------------------------------------
// Phase transitions

export interface StartPhaseOptions {
  now: Time;
  requires?: readonly string[];
  sideEffect?: boolean;
  inputsHash?: string;
  outputs?: readonly string[];
  conditional?: boolean;
  /** Runs on every attempt (`run --always`). */
  always?: boolean;
  /**
   * The process that runs the phase's command (see PhaseRecord.owner): given by the caller, which
   * alone can tell, later, whether that process is gone.
   */
  owner?: PhaseOwner;
}

/** The process that runs a phase (PhaseRecord.owner). */
export type PhaseOwner = NonNullable<PhaseRecord['owner']>;

/**
 * Starts a phase (new or recorded, not running) in the current attempt: attempt = the run's
 * attempt, `attempts` + 1, the run becomes running. Starting a phase a resume plan skipped moves it
 * to the plan's redo list (the plan no longer counts its time as saved).
 */
export function startPhase(state: RunState, phase: string, options: StartPhaseOptions): RunState {
  checkPhaseId(phase);
  const now = toIso(options.now);
  checkOpen(state, `start phase ${phase}`);
  const prev = recordOf(state, phase);
  if (prev?.status === 'running') {
    throw illegal(
      `cannot start phase ${phase}: it is already running (since ${prev.startedAt ?? '?'})`,
    );
  }
  const decl = state.declared.find((d) => d.id === phase);
  const requires = options.requires
    ? [...new Set(options.requires)]
    : (prev?.requires ?? decl?.requires ?? []);
  const unknown = requires.filter(
    (r) =>
      r === phase || !(Object.hasOwn(state.phases, r) || state.declared.some((d) => d.id === r)),
  );
  if (unknown.length > 0) {
    throw new CiStateError(
      'invalid_input',
      `phase ${phase} cannot require ${listWords(
        unknown.map((r) => quote(r)),
        'and',
      )}: expected phases that are declared or recorded, other than itself`,
    );
  }
  if (options.inputsHash !== undefined && !/^[0-9a-f]{64}$/.test(options.inputsHash)) {
    throw new CiStateError(
      'invalid_input',
      `inputs hash ${quote(options.inputsHash)} of phase ${phase} is not valid: expected a lowercase hex sha256`,
    );
  }
  const outputs = options.outputs ? [...options.outputs] : (prev?.outputs ?? []);
  if (outputs.length > 1000 || outputs.some((o) => typeof o !== 'string' || o.length > 1024)) {
    throw new CiStateError(
      'invalid_input',
      `outputs of phase ${phase} are not valid: expected at most 1000 globs of at most 1024 characters`,
    );
  }
  const record: PhaseRecord = compact({
    status: 'running' as const,
    attempt: state.origin.runAttempt,
    attempts: (prev?.attempts ?? 0) + 1,
    startedAt: now,
    owner: options.owner ? compact({ ...options.owner }) : undefined,
    inputsHash: options.inputsHash,
    outputs,
    sideEffect: options.sideEffect ?? Boolean(prev?.sideEffect || decl?.sideEffect),
    effectAttempt: prev?.effectAttempt,
    checkpointId: prev?.effectAttempt !== undefined ? prev.checkpointId : undefined,
    conditional: options.conditional ?? prev?.conditional ?? false,
    always: (options.always ?? prev?.always ?? decl?.always) ? true : undefined,
    requires: [...requires],
    failures: prev?.failures,
  });
  let resume = state.resume;
  if (resume?.skipped.includes(phase)) {
    const saved = prev?.savedMs ?? prev?.durationMs ?? 0;
    resume = {
      ...resume,
      skipped: resume.skipped.filter((p) => p !== phase),
      redo: [...resume.redo, phase],
      savedMs: Math.max(0, resume.savedMs - saved),
      reasons: { ...resume.reasons, [phase]: 'planned to be skipped, but started on request' },
    };
  }
  return compact({
    ...state,
    status: 'running' as const,
    phases: withPhase(state, phase, record),
    resume,
    updatedAt: stamp(state, now),
  });
}

function runningRecord(state: RunState, phase: string, doing: string): PhaseRecord {
  checkPhaseId(phase);
  const prev = recordOf(state, phase);
  if (prev?.status !== 'running') {
    throw illegal(`cannot ${doing} phase ${phase}: it is ${describeStatus(prev)}, not running`);
  }
  return prev;
}

export interface CompletePhaseOptions {
  now: Time;
  exitCode?: number;
  stdoutTail?: string;
  stderrTail?: string;
  durationMs?: number;
}

/** A running phase succeeded (exit code 0 or none). */
export function completePhase(
  state: RunState,
  phase: string,
  options: CompletePhaseOptions,
): RunState {
  const prev = runningRecord(state, phase, 'complete');
  const now = toIso(options.now);
  if (options.exitCode !== undefined && options.exitCode !== 0) {
    throw illegal(
      `cannot complete phase ${phase} with exit code ${quote(options.exitCode)}: a phase that succeeded exits with 0; use failPhase`,
    );
  }
  const record: PhaseRecord = compact({
    ...prev,
    status: 'succeeded' as const,
    ...finished(prev, now, options.durationMs),
    effectAttempt: prev.sideEffect ? state.origin.runAttempt : prev.effectAttempt,
    exitCode: options.exitCode,
    stdoutTail: tail(options.stdoutTail),
    stderrTail: tail(options.stderrTail),
  });
  return { ...state, phases: withPhase(state, phase, record), updatedAt: stamp(state, now) };
}

export interface FailPhaseOptions {
  now: Time;
  /** What went wrong, for people (required, e.g. "exit code 3"). */
  error: string;
  exitCode?: number;
  signal?: string;
  cancelled?: boolean;
  stdoutTail?: string;
  stderrTail?: string;
  durationMs?: number;
}

/**
 * A running phase failed. The run stays running until `finishRun` (which makes it failed).
 *
 * Failures are kept (see README, "Failures are kept"): the failure is appended to the record's
 * `failures` and becomes the run's `lastFailure`; starting, completing or skipping the phase
 * later, or a new attempt, never erases them.
 */
export function failPhase(state: RunState, phase: string, options: FailPhaseOptions): RunState {
  const prev = runningRecord(state, phase, 'fail');
  const now = toIso(options.now);
  if (typeof options.error !== 'string' || options.error.trim() === '') {
    throw new CiStateError(
      'invalid_input',
      `failing phase ${phase} needs an error: expected a non-empty description, e.g. "exit code 3"`,
    );
  }
  if (options.exitCode !== undefined && !Number.isInteger(options.exitCode)) {
    throw new CiStateError(
      'invalid_input',
      `exit code ${quote(options.exitCode)} of phase ${phase} is not an integer`,
    );
  }
  const end = finished(prev, now, options.durationMs);
  const { failures, lastFailure } = phaseFailure(
    phase,
    prev,
    end.endedAt ?? now,
    options.error,
    options,
  );
  const record: PhaseRecord = compact({
    ...prev,
    status: 'failed' as const,
    ...end,
    exitCode: options.exitCode,
    signal: options.signal === undefined ? undefined : keepHead(options.signal, 32),
    cancelled: options.cancelled,
    stdoutTail: tail(options.stdoutTail),
    stderrTail: tail(options.stderrTail),
    error: message(options.error, ERROR_MAX),
    failures,
  });
  return {
    ...state,
    phases: withPhase(state, phase, record),
    lastFailure,
    updatedAt: stamp(state, now),
  };
}

export interface SkipPhaseOptions {
  now: Time;
  /** Why (plan reason, profile, user request, reuse), for people. */
  reason: string;
  /** Time saved; defaults to the duration of the succeeded record being kept. */
  savedMs?: number;
}

/**
 * Skips a phase. A phase that already SUCCEEDED (in an earlier attempt) keeps status `succeeded`
 * and the attempt that produced it ("build from attempt 1"), with the reason and the time saved.
 * Any other phase that is not running becomes `skipped` in the current attempt.
 */
export function skipPhase(state: RunState, phase: string, options: SkipPhaseOptions): RunState {
  checkPhaseId(phase);
  const now = toIso(options.now);
  checkOpen(state, `skip phase ${phase}`);
  if (typeof options.reason !== 'string' || options.reason.trim() === '') {
    throw new CiStateError(
      'invalid_input',
      `skipping phase ${phase} needs a reason: expected a non-empty description, e.g. "profile docs"`,
    );
  }
  if (
    options.savedMs !== undefined &&
    (!Number.isInteger(options.savedMs) || options.savedMs < 0)
  ) {
    throw new CiStateError(
      'invalid_input',
      `saved time ${quote(options.savedMs)} is not valid: expected a whole number of milliseconds, 0 or more`,
    );
  }
  const prev = recordOf(state, phase);
  if (prev?.status === 'running') {
    throw illegal(`cannot skip phase ${phase}: it is running`);
  }
  const reason = message(options.reason, REASON_MAX);
  let record: PhaseRecord;
  if (prev?.status === 'succeeded') {
    record = { ...prev, reason, savedMs: options.savedMs ?? prev.durationMs ?? 0 };
  } else {
    const decl = state.declared.find((d) => d.id === phase);
    record = compact({
      status: 'skipped' as const,
      attempt: state.origin.runAttempt,
      attempts: prev?.attempts ?? 0,
      reason,
      savedMs: options.savedMs,
      inputsHash: prev?.inputsHash,
      outputs: prev?.outputs ?? [],
      sideEffect: Boolean(prev?.sideEffect || decl?.sideEffect),
      effectAttempt: prev?.effectAttempt,
      checkpointId: prev?.effectAttempt !== undefined ? prev.checkpointId : undefined,
      skipFailed: prev?.status === 'skipped' ? prev.skipFailed : undefined,
      conditional: prev?.conditional ?? false,
      requires: prev?.requires ?? decl?.requires ?? [],
      failures: prev?.failures,
    });
  }
  return { ...state, phases: withPhase(state, phase, record), updatedAt: stamp(state, now) };
}

/** Required phases of `phase` that did not succeed or get skipped (for a "requires" check). */
export function unmetRequirements(state: RunState, phase: string): string[] {
  const rec = recordOf(state, phase);
  const decl = state.declared.find((d) => d.id === phase);
  const requires = [...new Set([...(decl?.requires ?? []), ...(rec?.requires ?? [])])];
  return requires.filter((r) => {
    const s = recordOf(state, r)?.status;
    return s !== 'succeeded' && s !== 'skipped';
  });
}
