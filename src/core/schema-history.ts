/**
 * The schemas of history entries: one line of the history log per finished attempt (`run`) and per
 * phase of it (`phase`), derived from the final state (history-entries.ts). See schema.ts, which
 * builds them on first use.
 */
import type { Builders } from './zod-builders.js';
import type { BaseSchemas } from './schema-base.js';
import { HISTORY_RUN_STATUSES, SCHEMA_VERSION } from './schema-constants.js';
import type { PhaseSchemas } from './schema-phase.js';

/** Builds the history entry schemas on the building blocks and the phase schemas. */
export function historySchemas(z: Builders, base: BaseSchemas, phase: PhaseSchemas) {
  const { PhaseId, Timestamp, Count, Sha256Hex, PhaseStatus } = base;
  const { LastFailure } = phase;
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
    /** The run's status when the attempt finished, or `abandoned` when it never did. */
    status: z.enum(HISTORY_RUN_STATUSES),
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
  return { HistoryRunEntry, HistoryPhaseEntry, HistoryEntry };
}
