/**
 * The data model. These zod schemas are the single source of truth: every type ci-state uses for a
 * persisted document is inferred from them, and every document read from disk, a cache entry or an
 * artifact is parsed through them (strict objects: unknown keys are refused, not carried along).
 */
import type { z } from 'zod';
import { zod } from './zod.js';
import { deferred } from './deferred.js';

/** The version this code writes. Older versions migrate forward (see migrate.ts); newer are refused. */
export const SCHEMA_VERSION = 2;

/** Phase ids: what a person types on a command line and what becomes a step output name. */
export const PHASE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Keys that would reach an object's prototype when a document is merged or spread. */
export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A run's statuses, in the order of its life; the RunStatus schema is built from this list. */
export const RUN_STATUSES = [
  'pending',
  'running',
  'paused',
  'failed',
  'completed',
  'rolled_back',
] as const;

/** A phase's statuses; the PhaseStatus schema is built from this list. */
export const PHASE_STATUSES = [
  'pending',
  'running',
  'succeeded',
  'failed',
  'skipped',
  'rolled_back',
] as const;

/** How many failures a phase record keeps (the oldest go first). */
export const MAX_PHASE_FAILURES = 20;

/** The longest message a kept failure holds (redacted and cut like `error`). */
export const FAILURE_MESSAGE_MAX = 1024;

/** How many skipped paths a checkpoint lists by name (the counts are always exact). */
export const MAX_SKIPPED_LISTED = 50;

/**
 * Builds every schema. The exported schemas are stand-ins that call this on first use (see
 * deferred.ts): a call that validates a state with the generated code builds none of them.
 */
function build() {
  const z = zod();
  const PhaseId = z
    .string()
    .regex(
      PHASE_ID_PATTERN,
      'a phase id is 1-64 characters: letters, digits, ".", "_" or "-", starting with a letter or digit',
    );

  const Timestamp = z.iso.datetime({ offset: true });
  const Count = z.number().int().nonnegative();
  const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'a lowercase hex sha256');

  /** A record key that can never reach a prototype. */
  const SafeKey = z
    .string()
    .max(256)
    .refine((k) => !FORBIDDEN_KEYS.has(k), {
      message: 'keys "__proto__", "constructor" and "prototype" are not allowed',
    });

  /** Bounded, prototype-safe JSON for user data (`context`). */
  const JsonValue: z.ZodType<unknown> = z.lazy(() =>
    z.union([
      z.string().max(1_000_000),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(JsonValue).max(10_000),
      z.record(SafeKey, JsonValue),
    ]),
  );

  const RunStatus = z.enum(RUN_STATUSES);

  const PhaseStatus = z.enum(PHASE_STATUSES);

  const Strategy = z.union([
    z.enum(['failed', 'previous', 'skip-failed', 'restart']),
    z
      .string()
      .regex(/^checkpoint:.+$/, 'checkpoint:<id|phase>') as z.ZodType<`checkpoint:${string}`>,
  ]);

  /** Whose state this is. Hashed into store file names and cache keys (see scopeKey). */
  const Scope = z.strictObject({
    repo: z.string().max(256),
    workflow: z.string().min(1).max(256),
    job: z.string().max(256),
    /** A stable key for the matrix leg ("" when not a matrix job). */
    matrix: z.string().max(1024).default(''),
    ref: z.string().max(512),
  });

  /** Where this state was produced. On the local store, runId is generated and runAttempt counts up. */
  const Origin = z.strictObject({
    repo: z.string().max(256),
    workflow: z.string().max(256),
    job: z.string().max(256),
    runId: z.string().max(64),
    runAttempt: z.number().int().positive(),
    sha: z.string().max(64),
    ref: z.string().max(512),
    event: z.string().max(64),
    actor: z.string().max(256),
  });

  /** A declared phase: from `--phases a,b,c` or a phases file. */
  const PhaseDecl = z.strictObject({
    id: PhaseId,
    requires: z.array(PhaseId).default([]),
    sideEffect: z.boolean().default(false),
    /** Opt-in cross-run reuse: skip on a new run when a succeeded record has the same inputs hash. */
    reuse: z.boolean().default(false),
    /** Tags used by profiles (e.g. "test", "docs"). */
    tags: z.array(z.string().max(64)).default([]),
  });

  /** A profile (task type) skips a set of phases, by id or by tag. */
  const Profile = z.strictObject({
    skip: z.array(z.string().max(64)).default([]),
    skipTags: z.array(z.string().max(64)).default([]),
    description: z.string().max(512).optional(),
  });

  /**
   * One failure of a phase, kept after the phase succeeds later: which attempt, when, and why
   * (the message is redacted and bounded like `error`).
   */
  const PhaseFailure = z.strictObject({
    attempt: z.number().int().positive(),
    at: Timestamp,
    message: z.string().max(FAILURE_MESSAGE_MAX),
    exitCode: z.number().int().optional(),
    signal: z.string().max(32).optional(),
    cancelled: z.boolean().optional(),
  });

  /**
   * The run's latest failure, kept when a later attempt succeeds (it is the last failure, not the
   * current status). `recoverable` says whether a re-run can be expected to help:
   * - true: a phase failed (its command exited non-zero, was cancelled or killed), a phase was still
   *   running when the run ended, the runner died mid-phase (found by the next attempt), or a
   *   declared phase was not run ("not run: test": the next attempt resumes from it);
   * - false: the caller failed the run with an error of its own (`finishRun` with `error`, e.g. the
   *   job failed outside any phase), which a re-run is not known to fix, unless the caller says so.
   * Bad input and refused states never reach the state: they are refused before anything changes.
   */
  const LastFailure = z.strictObject({
    /** The phase that failed; absent for a failure of the run itself. */
    phase: PhaseId.optional(),
    attempt: z.number().int().positive(),
    at: Timestamp,
    message: z.string().max(4096),
    exitCode: z.number().int().optional(),
    signal: z.string().max(32).optional(),
    cancelled: z.boolean().optional(),
    recoverable: z.boolean(),
  });

  const PhaseRecord = z.strictObject({
    status: PhaseStatus,
    /** The attempt (GITHUB_RUN_ATTEMPT or local attempt) that produced this record's status. */
    attempt: z.number().int().positive(),
    /** How many times the phase was started, across attempts. */
    attempts: Count.default(0),
    startedAt: Timestamp.optional(),
    endedAt: Timestamp.optional(),
    durationMs: Count.optional(),
    exitCode: z.number().int().optional(),
    signal: z.string().max(32).optional(),
    cancelled: z.boolean().optional(),
    stdoutTail: z.string().max(65_536).optional(),
    stderrTail: z.string().max(65_536).optional(),
    error: z.string().max(4096).optional(),
    /** Every failure of the phase across attempts, oldest first, the last MAX_PHASE_FAILURES. */
    failures: z.array(PhaseFailure).max(MAX_PHASE_FAILURES).optional(),
    /** Why it was skipped (plan reason, profile, user request). */
    reason: z.string().max(1024).optional(),
    /** Time saved by not running it again: the duration of the run that produced it. */
    savedMs: Count.optional(),
    inputsHash: Sha256Hex.optional(),
    outputs: z.array(z.string().max(1024)).max(1000).default([]),
    checkpointId: z.string().max(128).optional(),
    sideEffect: z.boolean().default(false),
    /**
     * The attempt in which this side-effect phase last succeeded. Kept through skips, rollbacks and
     * new attempts: an external effect (a deploy, a publish) is never undone, so a phase with this
     * mark is not executed again without an explicit allowance.
     */
    effectAttempt: z.number().int().positive().optional(),
    /** Skipped by skip-failed after it failed: done for planning, but it never completed. */
    skipFailed: z.boolean().optional(),
    conditional: z.boolean().default(false),
    requires: z.array(PhaseId).default([]),
  });

  const CheckpointReason = z.enum([
    'phase_completed',
    'scheduled',
    'user_request',
    'before_rollback',
    'error_recovery',
    /** The outputs of a phase cancelled while it ran (a forwarded SIGINT or SIGTERM). */
    'before_restart',
  ]);

  /**
   * When ci-state takes checkpoints on its own (see checkpoint-policy.ts): `interval` schedules one
   * every `phases` phase ends or `minutes` minutes (checked when a phase ends), `max` caps the
   * checkpoints of a run (the oldest ones nothing refers to are pruned), `onError` snapshots the
   * outputs of a failed or cancelled phase.
   */
  const CheckpointPolicy = z.strictObject({
    interval: z
      .strictObject({
        phases: z.number().int().min(1).max(10_000).optional(),
        minutes: z.number().int().min(1).max(525_600).optional(),
      })
      .optional(),
    max: z.number().int().min(1).max(10_000).optional(),
    onError: z.boolean().default(true),
  });

  const FileEntry = z.strictObject({
    path: z.string().max(4096),
    type: z.enum(['file', 'dir', 'symlink']),
    mode: z.number().int().nonnegative(),
    size: Count,
    sha256: Sha256Hex.optional(),
  });

  const ExternalCapture = z.strictObject({
    name: z.string().max(128),
    capture: z.string().max(4096),
    restore: z.string().max(4096),
    sha256: Sha256Hex,
    size: Count,
  });

  /** Immutable once written. Files and external captures are filled by the checkpoint layer. */
  const Checkpoint = z.strictObject({
    id: z.string().min(1).max(128),
    phase: PhaseId.optional(),
    reason: CheckpointReason,
    createdAt: Timestamp,
    attempt: z.number().int().positive(),
    /** sha256 of the canonical JSON of the state's phases and context at checkpoint time. */
    stateDigest: Sha256Hex,
    /** The phases and context as they were, so a rollback can restore them. */
    snapshot: z.strictObject({
      phases: z.record(PhaseId, PhaseRecord),
      context: z.record(SafeKey, JsonValue),
    }),
    files: z.array(FileEntry).max(1_000_000).default([]),
    globs: z.array(z.string().max(1024)).default([]),
    captures: z.array(ExternalCapture).default([]),
    /** Where content lives (store-specific locator), if any. */
    location: z.string().max(1024).optional(),
    /**
     * What the file snapshot left out under its globs: excluded by a rule (default exclusions such
     * as `.git/` or `.env*`, or the user's) or refused (token-shaped content, unsafe links). Counts
     * are exact; `paths` lists the first ones, for the job summary.
     */
    skipped: z
      .strictObject({
        excluded: Count,
        refused: Count,
        paths: z
          .array(
            z.strictObject({
              path: z.string().max(1024),
              why: z.string().max(512),
              refused: z.boolean(),
            }),
          )
          .max(MAX_SKIPPED_LISTED),
      })
      .optional(),
  });

  const RollbackEvent = z.strictObject({
    id: z.string().min(1).max(128),
    at: Timestamp,
    attempt: z.number().int().positive(),
    /** The latest phase reached when the rollback was asked for. */
    from: PhaseId.optional(),
    /** The checkpoint rolled back to. */
    checkpointId: z.string().max(128),
    /** The phase of that checkpoint (the last phase kept). */
    toPhase: PhaseId.optional(),
    rolledBack: z.array(PhaseId),
    reason: z.string().max(1024).optional(),
  });

  const ResumeInfo = z.strictObject({
    strategy: Strategy,
    /** The attempt whose state was restored. */
    fromAttempt: z.number().int().positive(),
    /** The first phase that runs again. */
    resumeFrom: PhaseId.optional(),
    skipped: z.array(PhaseId),
    redo: z.array(PhaseId),
    /** Sum of the durations of the skipped phases' producing runs. */
    savedMs: Count,
    /** Human-readable reasons, one per phase in the plan. */
    reasons: z.record(PhaseId, z.string().max(1024)).default({}),
    plannedAt: Timestamp,
    /** The checkpoint the plan resumed from (strategy `checkpoint:<id|phase>`). */
    checkpointId: z.string().max(128).optional(),
    /** What the plan did that a person should know (side-effect phases kept or re-run, ...). */
    warnings: z.array(z.string().max(1024)).max(1000).optional(),
    /** Skipped phases an earlier attempt completed (the plan's other skips: profile, skip-failed). */
    kept: z.array(PhaseId).optional(),
    /**
     * Side-effect phases kept although their outputs could not be restored (they are not executed
     * again), and the phases that cannot run without those outputs, each with the reason.
     */
    lost: z.array(PhaseId).optional(),
    blocked: z.record(PhaseId, z.string().max(1024)).optional(),
    /** Side-effect phases this attempt may execute again (`all`, or phase ids). */
    rerunSideEffects: z.array(PhaseId).max(1000).optional(),
  });

  const RunState = z.strictObject({
    schemaVersion: z.literal(SCHEMA_VERSION),
    id: z.string().min(1).max(128),
    scope: Scope,
    origin: Origin,
    status: RunStatus,
    /** Ordered by run order: JSON object key order is insertion order for non-integer keys. */
    phases: z.record(PhaseId, PhaseRecord),
    declared: z.array(PhaseDecl).default([]),
    profile: z.string().max(64).optional(),
    /** Phases that are not declared may run (otherwise, with declared phases, they are refused). */
    allowUndeclared: z.boolean().optional(),
    profiles: z.record(SafeKey, Profile).default({}),
    context: z.record(SafeKey, JsonValue).default({}),
    checkpoints: z.array(Checkpoint).default([]),
    /** When checkpoints are taken without being asked for, and how many are kept. */
    checkpointPolicy: CheckpointPolicy.optional(),
    rollbackHistory: z.array(RollbackEvent).default([]),
    resume: ResumeInfo.optional(),
    pause: z.strictObject({ reason: z.string().max(1024), at: Timestamp }).optional(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    endedAt: Timestamp.optional(),
    /** Why the run failed when no phase records it (e.g. the job failed outside any phase). */
    error: z.string().max(4096).optional(),
    /** The run's latest failure, of a phase or of the run itself, kept across later attempts. */
    lastFailure: LastFailure.optional(),
    /** Monotonic counter of saved revisions; used for write-once keys and the journal. */
    seq: Count.default(0),
    /**
     * Blob packs holding the content of this state's file checkpoints, as shipped to the Actions
     * cache (key) and artifacts (name). A new attempt fetches them to restore skipped phases' outputs.
     */
    packs: z
      .array(
        z.strictObject({
          sha256: Sha256Hex,
          key: z.string().max(512),
          artifact: z.string().max(256).optional(),
          /** The run whose artifacts hold it. */
          runId: z.string().max(64).optional(),
          blobs: Count,
          bytes: Count,
        }),
      )
      .max(10_000)
      .default([]),
    /**
     * Cross-run reuse: the succeeded, input-hashed phase records of the previous run of this scope,
     * carried into a new run so that a phase with unchanged inputs can be skipped.
     */
    carried: z
      .strictObject({
        runId: z.string().max(64),
        records: z.record(PhaseId, PhaseRecord),
      })
      .optional(),
    metadata: z
      .strictObject({
        toolVersion: z.string().max(64),
        host: z.string().max(256).optional(),
        runner: z.string().max(256).optional(),
      })
      .default({ toolVersion: '0.0.0' }),
  });

  const HistoryCommon = {
    schemaVersion: z.literal(SCHEMA_VERSION),
    runId: z.string().max(64),
    attempt: z.number().int().positive(),
    repo: z.string().max(256),
    workflow: z.string().max(256),
    job: z.string().max(256),
    matrix: z.string().max(1024).default(''),
    ref: z.string().max(512),
    sha: z.string().max(64),
    stateId: z.string().max(128),
  };

  const HistoryRunEntry = z.strictObject({
    ...HistoryCommon,
    kind: z.literal('run'),
    status: RunStatus,
    startedAt: Timestamp,
    endedAt: Timestamp,
    durationMs: Count,
    phases: z.strictObject({
      total: Count,
      succeeded: Count,
      failed: Count,
      skipped: Count,
      rolledBack: Count,
    }),
    resumed: z.boolean(),
    resumeFrom: PhaseId.optional(),
    skipped: z.array(PhaseId).default([]),
    savedMs: Count.default(0),
    error: z.string().max(4096).optional(),
    /** The run's last failure, also when this attempt completed after it (see RunState). */
    lastFailure: LastFailure.optional(),
  });

  const HistoryPhaseEntry = z.strictObject({
    ...HistoryCommon,
    kind: z.literal('phase'),
    phase: PhaseId,
    status: PhaseStatus,
    /** The attempt that produced the record (differs from `attempt` when it was skipped on resume). */
    producedBy: z.number().int().positive(),
    startedAt: Timestamp.optional(),
    endedAt: Timestamp.optional(),
    durationMs: Count.default(0),
    exitCode: z.number().int().optional(),
    savedMs: Count.default(0),
    error: z.string().max(4096).optional(),
    /** How many failures the phase record keeps, across attempts (absent when none). */
    failures: Count.optional(),
    /** The phase's inputs hash, so a later run can reuse a succeeded phase (see inputs.ts). */
    inputsHash: Sha256Hex.optional(),
  });

  const HistoryEntry = z.discriminatedUnion('kind', [HistoryRunEntry, HistoryPhaseEntry]);
  return {
    PhaseId,
    SafeKey,
    JsonValue,
    RunStatus,
    PhaseStatus,
    Strategy,
    Scope,
    Origin,
    PhaseDecl,
    Profile,
    PhaseFailure,
    LastFailure,
    PhaseRecord,
    CheckpointReason,
    CheckpointPolicy,
    FileEntry,
    ExternalCapture,
    Checkpoint,
    RollbackEvent,
    ResumeInfo,
    RunState,
    HistoryRunEntry,
    HistoryPhaseEntry,
    HistoryEntry,
  };
}

let all: ReturnType<typeof build> | undefined;
/** The built schemas (built now if they were not). */
export function schemas(): ReturnType<typeof build> {
  return (all ??= build());
}

export const PhaseId = deferred(() => schemas().PhaseId);
export type PhaseId = z.infer<typeof PhaseId>;
export const SafeKey = deferred(() => schemas().SafeKey);
export const JsonValue = deferred(() => schemas().JsonValue);
export const RunStatus = deferred(() => schemas().RunStatus);
export type RunStatus = z.infer<typeof RunStatus>;
export const PhaseStatus = deferred(() => schemas().PhaseStatus);
export type PhaseStatus = z.infer<typeof PhaseStatus>;
export const Strategy = deferred(() => schemas().Strategy);
export type Strategy = z.infer<typeof Strategy>;
export const Scope = deferred(() => schemas().Scope);
export type Scope = z.infer<typeof Scope>;
export const Origin = deferred(() => schemas().Origin);
export type Origin = z.infer<typeof Origin>;
export const PhaseDecl = deferred(() => schemas().PhaseDecl);
export type PhaseDecl = z.infer<typeof PhaseDecl>;
export const Profile = deferred(() => schemas().Profile);
export type Profile = z.infer<typeof Profile>;
export const PhaseFailure = deferred(() => schemas().PhaseFailure);
export type PhaseFailure = z.infer<typeof PhaseFailure>;
export const LastFailure = deferred(() => schemas().LastFailure);
export type LastFailure = z.infer<typeof LastFailure>;
export const PhaseRecord = deferred(() => schemas().PhaseRecord);
export type PhaseRecord = z.infer<typeof PhaseRecord>;
export const CheckpointReason = deferred(() => schemas().CheckpointReason);
export type CheckpointReason = z.infer<typeof CheckpointReason>;
export const CheckpointPolicy = deferred(() => schemas().CheckpointPolicy);
export type CheckpointPolicy = z.infer<typeof CheckpointPolicy>;
export const FileEntry = deferred(() => schemas().FileEntry);
export type FileEntry = z.infer<typeof FileEntry>;
export const ExternalCapture = deferred(() => schemas().ExternalCapture);
export type ExternalCapture = z.infer<typeof ExternalCapture>;
export const Checkpoint = deferred(() => schemas().Checkpoint);
export type Checkpoint = z.infer<typeof Checkpoint>;
export const RollbackEvent = deferred(() => schemas().RollbackEvent);
export type RollbackEvent = z.infer<typeof RollbackEvent>;
export const ResumeInfo = deferred(() => schemas().ResumeInfo);
export type ResumeInfo = z.infer<typeof ResumeInfo>;
export const RunState = deferred(() => schemas().RunState);
export type RunState = z.infer<typeof RunState>;
export const HistoryRunEntry = deferred(() => schemas().HistoryRunEntry);
export type HistoryRunEntry = z.infer<typeof HistoryRunEntry>;
export const HistoryPhaseEntry = deferred(() => schemas().HistoryPhaseEntry);
export type HistoryPhaseEntry = z.infer<typeof HistoryPhaseEntry>;
export const HistoryEntry = deferred(() => schemas().HistoryEntry);
export type HistoryEntry = z.infer<typeof HistoryEntry>;
export type RunStateInput = z.input<typeof RunState>;
