/**
 * The schemas of checkpoints and rollbacks: why a checkpoint was taken, the automatic checkpoint
 * policy, the files and external captures a checkpoint holds, and a rollback event (see schema.ts,
 * which builds them on first use).
 */
import type { Builders } from './zod-builders.js';
import type { BaseSchemas } from './schema-base.js';
import { MAX_SKIPPED_LISTED } from './schema-constants.js';
import type { PhaseSchemas } from './schema-phase.js';

/** Builds the checkpoint schemas on the building blocks and the phase records. */
export function checkpointSchemas(z: Builders, base: BaseSchemas, phase: PhaseSchemas) {
  const { PhaseId, Timestamp, Count, Sha256Hex, SafeKey, JsonValue } = base;
  const { PhaseRecord } = phase;
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
  return {
    CheckpointReason,
    CheckpointPolicy,
    FileEntry,
    ExternalCapture,
    Checkpoint,
    RollbackEvent,
  };
}
