/**
 * Phase and run transitions. Every function is pure: it returns a NEW RunState and never changes
 * the one it is given; an illegal transition throws a CiStateError (code `illegal_transition`) and
 * changes nothing. Times are passed in (`now`), never read from a clock.
 *
 * Run status: `createRun` -> pending; starting a phase -> running; `pauseRun` -> paused;
 * `finishRun` -> completed (no phase failed) or failed; `rollbackTo` -> rolled_back;
 * `beginAttempt` starts the next attempt of a run that did not complete -> pending.
 *
 * Failures are kept: every failure of a phase is appended to its record's `failures` and becomes
 * the run's `lastFailure`; starting, completing or skipping the phase later, or a new attempt,
 * never erases them.
 */
import type { z } from 'zod';
import { laterOf, msBetween, toIso } from './canonical.js';
import { CiStateError, listWords, quote } from './errors.js';
import { formatIssues, isPlainObject, scanForbiddenKeys } from './paths.js';
import { checkDeclared } from './phase-list.js';
import type { PhaseDeclInput } from './phase-list.js';
import { planResume } from './plan.js';
import type { ResumePlan } from './plan.js';
import { profileSkips, resolveProfile } from './profiles.js';
import { findCheckpoint } from './rollback.js';
import { compact, keepHead, keepTail } from './records.js';
import { redactSecrets } from './redact.js';
import {
  CheckpointPolicy,
  FAILURE_MESSAGE_MAX,
  FORBIDDEN_KEYS,
  JsonValue,
  MAX_PHASE_FAILURES,
  Origin,
  PHASE_ID_PATTERN,
  PhaseDecl,
  Profile,
  RunState,
  SafeKey,
  SCHEMA_VERSION,
  Strategy,
} from './schema.js';
import type {
  LastFailure,
  PhaseFailure,
  PhaseRecord,
  PhaseStatus,
  ResumeInfo,
  RunStatus,
  Scope,
} from './schema.js';

const TAIL_MAX = 65_536;
const ERROR_MAX = 4096;
const REASON_MAX = 1024;

type Time = string | Date;

// ---------------------------------------------------------------------------------------------
// Helpers

function illegal(message: string): CiStateError {
  return new CiStateError('illegal_transition', message);
}

function parseInput<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new CiStateError(
      'invalid_input',
      `${what} is not valid: ${formatIssues(parsed.error.issues).join('; ')}`,
    );
  }
  return parsed.data as z.output<S>;
}

function checkPhaseId(phase: unknown): string {
  if (typeof phase !== 'string' || !PHASE_ID_PATTERN.test(phase)) {
    throw new CiStateError(
      'invalid_input',
      `phase ${quote(phase)} is not a phase id: expected 1-64 characters, letters, digits, ".", "_" or "-", starting with a letter or digit`,
    );
  }
  return phase;
}

function recordOf(state: RunState, phase: string): PhaseRecord | undefined {
  return Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
}

function withPhase(state: RunState, phase: string, record: PhaseRecord): RunState['phases'] {
  return { ...state.phases, [phase]: record };
}

/** Redacts secrets and bounds the size of captured output. */
function tail(text: string | undefined): string | undefined {
  return text === undefined ? undefined : keepTail(redactSecrets(text).text, TAIL_MAX);
}

function message(text: string, max: number): string {
  return keepHead(redactSecrets(text).text, max);
}

interface FailureDetail {
  exitCode?: number | undefined;
  signal?: string | undefined;
  cancelled?: boolean | undefined;
}

/**
 * A phase's failure: the record's `failures` with it appended (the last MAX_PHASE_FAILURES kept)
 * and the run's `lastFailure` (a failed phase is recoverable: a re-run runs it again).
 */
function phaseFailure(
  phase: string,
  prev: PhaseRecord,
  at: string,
  error: string,
  detail: FailureDetail,
): { failures: PhaseFailure[]; lastFailure: LastFailure } {
  const d = compact({
    exitCode: detail.exitCode,
    signal: detail.signal === undefined ? undefined : keepHead(detail.signal, 32),
    cancelled: detail.cancelled,
  });
  const entry: PhaseFailure = {
    attempt: prev.attempt,
    at,
    message: message(error, FAILURE_MESSAGE_MAX),
    ...d,
  };
  return {
    failures: [...(prev.failures ?? []), entry].slice(-MAX_PHASE_FAILURES),
    lastFailure: {
      phase,
      attempt: prev.attempt,
      at,
      message: message(error, ERROR_MAX),
      ...d,
      recoverable: true,
    },
  };
}

/** Refuses changes to a run that finished or is paused. */
function checkOpen(state: RunState, doing: string): void {
  if (state.status === 'completed' || state.status === 'failed' || state.endedAt !== undefined) {
    throw illegal(
      `cannot ${doing}: the run ${state.status === 'completed' || state.status === 'failed' ? `is ${state.status}` : `ended (${state.status})`}; start a new attempt (beginAttempt) or a fresh run`,
    );
  }
  if (state.status === 'paused') {
    throw illegal(
      `cannot ${doing}: the run is paused (${keepHead(state.pause?.reason ?? 'no reason', 200)}); unpause it first`,
    );
  }
}

function describeStatus(record: PhaseRecord | undefined): string {
  return record === undefined ? 'not recorded' : record.status;
}

/** The run's updatedAt for a change at `now` (never before createdAt). */
function stamp(state: RunState, now: string): string {
  return laterOf(now, state.createdAt);
}

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
}

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
    inputsHash: options.inputsHash,
    outputs,
    sideEffect: options.sideEffect ?? Boolean(prev?.sideEffect || decl?.sideEffect),
    effectAttempt: prev?.effectAttempt,
    checkpointId: prev?.effectAttempt !== undefined ? prev.checkpointId : undefined,
    conditional: options.conditional ?? prev?.conditional ?? false,
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

/** Fields a finished record keeps from its running record. */
function finished(
  prev: PhaseRecord,
  now: string,
  durationMs: number | undefined,
): Pick<PhaseRecord, 'endedAt' | 'durationMs'> {
  const endedAt = laterOf(now, prev.startedAt);
  if (durationMs !== undefined && (!Number.isInteger(durationMs) || durationMs < 0)) {
    throw new CiStateError(
      'invalid_input',
      `duration ${quote(durationMs)} is not valid: expected a whole number of milliseconds, 0 or more`,
    );
  }
  return { endedAt, durationMs: durationMs ?? msBetween(prev.startedAt, endedAt) };
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

/** A running phase failed. The run stays running until `finishRun` (which makes it failed). */
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

// ---------------------------------------------------------------------------------------------
// Run transitions

/** Pauses a run between phases (refused while a phase runs). */
export function pauseRun(state: RunState, reason: string, now: Time): RunState {
  const at = toIso(now);
  checkOpen(state, 'pause the run');
  const running = Object.entries(state.phases).filter(([, r]) => r.status === 'running');
  if (running.length > 0) {
    throw illegal(`cannot pause the run: phase ${running.map(([id]) => id).join(', ')} is running`);
  }
  if (typeof reason !== 'string' || reason.trim() === '') {
    throw new CiStateError(
      'invalid_input',
      'pausing a run needs a reason: expected a non-empty description',
    );
  }
  return {
    ...state,
    status: 'paused',
    pause: { reason: message(reason, REASON_MAX), at },
    updatedAt: stamp(state, at),
  };
}

/** Ends a pause; the run goes back to running (or pending when nothing ran in this attempt). */
export function unpauseRun(state: RunState, now: Time): RunState {
  const at = toIso(now);
  if (state.status !== 'paused')
    throw illegal(`cannot unpause the run: it is ${state.status}, not paused`);
  const { pause: _pause, ...rest } = state;
  const next: RunState = { ...rest, status: 'running', updatedAt: stamp(state, at) };
  return { ...next, status: deriveRunStatus(next) };
}

export interface FinishRunOptions {
  /** Makes the run failed even when no phase failed (e.g. the job failed outside any phase). */
  error?: string;
  /**
   * Whether a re-run can be expected to help with `error` (the run's `lastFailure.recoverable`).
   * Default: true when a phase was still running (it did not finish), else false.
   */
  recoverable?: boolean;
}

/** The error given to phases still running when the run finishes. */
export const UNFINISHED_PHASE_ERROR = 'did not finish: the run ended while it was running';

/**
 * Finishes the run: `failed` when a phase failed (or `error` is given), or when a declared phase
 * neither ran nor was skipped (error "not run: test"; the next attempt resumes it), else
 * `completed`; a run that was rolled back and did not go on stays `rolled_back`. Phases still
 * running are failed first (they did not finish). Refused for a run already finished or paused.
 */
export function finishRun(state: RunState, now: Time, options: FinishRunOptions = {}): RunState {
  const at = toIso(now);
  if (state.status === 'completed' || state.status === 'failed' || state.endedAt !== undefined) {
    const what =
      state.status === 'completed' || state.status === 'failed'
        ? state.status
        : `ended (${state.status})`;
    throw illegal(`cannot finish the run: it already ${what}`);
  }
  if (state.status === 'paused') {
    throw illegal('cannot finish the run: it is paused; unpause it first or leave it paused');
  }
  let phases = state.phases;
  let lastFailure = state.lastFailure;
  let interrupted = false;
  for (const [id, rec] of Object.entries(state.phases)) {
    if (rec.status !== 'running') continue;
    const end = finished(rec, at, undefined);
    const failure = phaseFailure(id, rec, end.endedAt ?? at, UNFINISHED_PHASE_ERROR, {});
    lastFailure = failure.lastFailure;
    interrupted = true;
    phases = {
      ...phases,
      [id]: compact({
        ...rec,
        status: 'failed' as const,
        ...end,
        error: UNFINISHED_PHASE_ERROR,
        failures: failure.failures,
      }),
    };
  }
  const anyFailed = Object.values(phases).some((r) => r.status === 'failed');
  // Declared phases are a contract: a run that left one unrun is not completed.
  const notRun = anyFailed || state.status === 'rolled_back' ? [] : declaredNotRun(state);
  const error =
    options.error !== undefined && options.error.trim() !== ''
      ? message(options.error, ERROR_MAX)
      : notRun.length > 0
        ? message(`not run: ${notRun.join(', ')}`, ERROR_MAX)
        : undefined;
  const status: RunStatus =
    anyFailed || error !== undefined
      ? 'failed'
      : state.status === 'rolled_back'
        ? 'rolled_back'
        : 'completed';
  const endedAt = stamp(state, at);
  if (error !== undefined) {
    lastFailure = {
      attempt: state.origin.runAttempt,
      at: endedAt,
      message: error,
      recoverable:
        options.recoverable ?? (interrupted || (options.error === undefined && notRun.length > 0)),
    };
  }
  return compact({ ...state, status, phases, error, lastFailure, endedAt, updatedAt: endedAt });
}

/**
 * Declared phases that neither ran nor were skipped in the run (pending or never recorded), leaving
 * out those the active profile skips.
 */
export function declaredNotRun(state: RunState): string[] {
  let byProfile = new Map<string, string>();
  if (state.profile !== undefined) {
    byProfile = profileSkips(resolveProfile(state.profile, state.profiles), state.declared);
  }
  return state.declared
    .map((d) => d.id)
    .filter((id) => !byProfile.has(id))
    .filter((id) => {
      const rec = recordOf(state, id);
      return rec === undefined || rec.status === 'pending';
    });
}

/**
 * The status a run's phases and markers imply: paused when paused; once ended, failed if a phase
 * failed (or the run has an error), else completed (or rolled_back if it ended rolled back);
 * running when a phase runs or one ran in this attempt; otherwise pending (or rolled_back).
 */
export function deriveRunStatus(state: RunState): RunStatus {
  const records = Object.values(state.phases);
  if (state.pause !== undefined) return 'paused';
  const anyFailed = records.some((r) => r.status === 'failed');
  if (state.endedAt !== undefined) {
    if (anyFailed || state.error !== undefined) return 'failed';
    return state.status === 'rolled_back' ? 'rolled_back' : 'completed';
  }
  if (records.some((r) => r.status === 'running')) return 'running';
  if (state.status === 'rolled_back') return 'rolled_back';
  const ranNow = (s: PhaseStatus): boolean => s === 'succeeded' || s === 'failed';
  if (
    records.some((r) => ranNow(r.status) && r.attempt === state.origin.runAttempt && r.attempts > 0)
  ) {
    return 'running';
  }
  return 'pending';
}

// ---------------------------------------------------------------------------------------------
// Context

function contextPath(key: string): string[] {
  const parts = typeof key === 'string' ? key.split('.') : [];
  const ok =
    typeof key === 'string' &&
    key.length <= 1024 &&
    parts.every((p) => p !== '' && p.length <= 256 && !FORBIDDEN_KEYS.has(p));
  if (!ok) {
    throw new CiStateError(
      'invalid_input',
      `context key ${quote(key)} is not valid: expected dot-separated names (not "__proto__", "constructor" or "prototype"), e.g. build.version`,
    );
  }
  return parts;
}

/**
 * Sets a value in the run's context at a dotted key path (`a.b.c`), creating objects on the way.
 * `undefined` removes the key. The value must be JSON data without prototype keys.
 */
export function setContext(state: RunState, key: string, value: unknown, now?: Time): RunState {
  const parts = contextPath(key);
  if (value !== undefined) {
    const scan = scanForbiddenKeys(value);
    if (scan.forbidden.length > 0 || scan.tooDeep !== undefined) {
      throw new CiStateError(
        'invalid_input',
        `context value for ${quote(key)} is not allowed: ${scan.forbidden.length > 0 ? `it has prototype keys at ${scan.forbidden.join(', ')}` : 'it nests too deep'}`,
      );
    }
    const parsed = JsonValue.safeParse(value);
    if (!parsed.success) {
      throw new CiStateError(
        'invalid_input',
        `context value for ${quote(key)} is not JSON data: ${formatIssues(parsed.error.issues).join('; ')}`,
      );
    }
    value = structuredClone(parsed.data);
  }
  const set = (obj: Record<string, unknown>, i: number): Record<string, unknown> => {
    const k = parts[i] as string;
    const out: Record<string, unknown> = { ...obj };
    if (i === parts.length - 1) {
      if (value === undefined) delete out[k];
      else out[k] = value;
      return out;
    }
    const child = Object.hasOwn(obj, k) ? obj[k] : undefined;
    if (child !== undefined && !isPlainObject(child)) {
      throw new CiStateError(
        'invalid_input',
        `context key ${quote(key)} cannot be set: ${quote(parts.slice(0, i + 1).join('.'))} holds ${Array.isArray(child) ? 'an array' : child === null ? 'null' : `a ${typeof child}`}, not an object`,
      );
    }
    if (child === undefined && value === undefined) return out;
    out[k] = set((child as Record<string, unknown> | undefined) ?? {}, i + 1);
    return out;
  };
  const context = set(state.context, 0);
  const next: RunState = { ...state, context };
  return now === undefined ? next : { ...next, updatedAt: stamp(state, toIso(now)) };
}

/** The value at a dotted key path of the run's context (undefined when absent). */
export function getContext(state: RunState, key: string): unknown {
  const parts = contextPath(key);
  let cur: unknown = state.context;
  for (const p of parts) {
    if (!isPlainObject(cur) || !Object.hasOwn(cur, p)) return undefined;
    cur = cur[p];
  }
  return cur;
}

// ---------------------------------------------------------------------------------------------
// The next attempt

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
