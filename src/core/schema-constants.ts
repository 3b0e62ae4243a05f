/**
 * The constants of the data model: the schema version, the phase id pattern, the statuses and the
 * caps the schemas are built from. A module of its own so that code needing only these (and the
 * generated validators) does not load the schemas.
 */

/** The version this code writes and the only one it reads; any other is refused (documents.ts). */
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

/**
 * The statuses of a history run entry: a run's, and `abandoned` for an attempt that never finished
 * (a later attempt began over it, e.g. `ci-state init` after a killed job).
 */
export const HISTORY_RUN_STATUSES = [...RUN_STATUSES, 'abandoned'] as const;

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
