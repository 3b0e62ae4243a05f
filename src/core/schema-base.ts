/**
 * The data model's building blocks: phase ids, timestamps, counts, digests, prototype-safe keys
 * and JSON, the statuses and the resume strategy. Built by `baseSchemas` with zod's builders when
 * the schemas are first used (see schema.ts); every other schema module builds on these.
 */
import type { z } from 'zod';
import type { Builders } from './zod-builders.js';
import {
  FORBIDDEN_KEYS,
  PHASE_ID_PATTERN,
  PHASE_STATUSES,
  RUN_STATUSES,
} from './schema-constants.js';

/** Builds the building blocks. */
export function baseSchemas(z: Builders) {
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
  return {
    PhaseId,
    Timestamp,
    Count,
    Sha256Hex,
    SafeKey,
    JsonValue,
    RunStatus,
    PhaseStatus,
    Strategy,
  };
}

export type BaseSchemas = ReturnType<typeof baseSchemas>;
