/**
 * The data model. These zod schemas are the single source of truth: every type ci-state uses for a
 * persisted document is inferred from them, and every document read from disk, a cache entry or an
 * artifact is parsed through them (strict objects: unknown keys are refused, not carried along).
 */
import type { z } from 'zod';
import { zod } from './zod.js';
import { deferred } from './deferred.js';
import { baseSchemas } from './schema-base.js';
import { checkpointSchemas } from './schema-checkpoint.js';
import { SCHEMA_VERSION } from './schema-constants.js';
import { historySchemas } from './schema-history.js';
import { phaseSchemas } from './schema-phase.js';

export {
  FAILURE_MESSAGE_MAX,
  FORBIDDEN_KEYS,
  MAX_PHASE_FAILURES,
  MAX_SKIPPED_LISTED,
  PHASE_ID_PATTERN,
  PHASE_STATUSES,
  RUN_STATUSES,
  SCHEMA_VERSION,
} from './schema-constants.js';

/**
 * Builds every schema: the building blocks (schema-base.ts), phases (schema-phase.ts),
 * checkpoints (schema-checkpoint.ts) and history entries (schema-history.ts), and here the state
 * itself. The exported schemas are stand-ins that call this on first use (see deferred.ts): a call
 * that validates a state with the generated code builds none of them.
 */
function build() {
  const z = zod();
  const base = baseSchemas(z);
  const phase = phaseSchemas(z, base);
  const checkpoint = checkpointSchemas(z, base, phase);
  const history = historySchemas(z, base, phase);
  const { PhaseId, Timestamp, Count, Sha256Hex, SafeKey, JsonValue, RunStatus, Strategy } = base;
  const { PhaseDecl, Profile, LastFailure, PhaseRecord } = phase;
  const { CheckpointPolicy, Checkpoint, RollbackEvent } = checkpoint;

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
     * carried into a new run so that a phase with unchanged inputs can be skipped once its outputs
     * are restored (the new run's `packs` carry the previous run's, which hold their content).
     */
    carried: z
      .strictObject({
        runId: z.string().max(64),
        records: z.record(PhaseId, PhaseRecord),
        /** The checkpoints of the records' outputs: restored when a record is reused. */
        checkpoints: z.array(Checkpoint).max(1000).optional(),
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

  return {
    PhaseId,
    SafeKey,
    JsonValue,
    RunStatus,
    PhaseStatus: base.PhaseStatus,
    Strategy,
    Scope,
    Origin,
    PhaseDecl,
    Profile,
    PhaseFailure: phase.PhaseFailure,
    LastFailure,
    PhaseRecord,
    CheckpointReason: checkpoint.CheckpointReason,
    CheckpointPolicy,
    FileEntry: checkpoint.FileEntry,
    ExternalCapture: checkpoint.ExternalCapture,
    Checkpoint,
    RollbackEvent,
    ResumeInfo,
    RunState,
    ...history,
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
