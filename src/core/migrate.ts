/**
 * Reading persisted state documents: the prototype-key scan, the version gate, the migration chain
 * and the strict schema parse. Everything read from disk, a cache entry or an artifact goes through
 * `parseStateDocument` (or `parseStateJson`), which either returns a schema-valid current RunState or
 * throws one CiStateError that lists every problem. A document is never half-loaded.
 *
 * ## schemaVersion 1 (the earlier on-disk shape)
 *
 * ```jsonc
 * {
 *   "schemaVersion": 1,
 *   "id": "run-…",
 *   "scope": { "repo", "workflow", "job", "matrix"?, "ref" },
 *   "origin": { "repo", "workflow", "job", "runId", "sha", "ref", "event", "actor" }, // no runAttempt
 *   "runAttempt": 2,                        // moved into origin in v2
 *   "status": "pending" | "running" | "paused" | "failed" | "completed",   // no rolled_back
 *   "phases": [                             // an ARRAY in run order (a record keyed by id in v2)
 *     { "name": "build", "status": "pending" | "running" | "succeeded" | "failed" | "skipped",
 *       "attempt"?: 1, "attempts"?: 1, "startedAt"?, "finishedAt"?,  // finishedAt -> endedAt
 *       "exitCode"?, "error"?, "output"?,    // one combined output tail -> stdoutTail
 *       "skipReason"?,                       // -> reason
 *       "sideEffect"?, "requires"?, "inputsHash"?, "outputs"? }
 *   ],
 *   "context"?: { … },
 *   "pausedReason"?, "pausedAt"?,           // -> pause { reason, at }
 *   "createdAt", "updatedAt", "finishedAt"?, // finishedAt -> endedAt
 *   "toolVersion"?                           // -> metadata.toolVersion
 * }
 * ```
 *
 * v1 had no declared phases, profiles, checkpoints, rollbacks, resume info or revision counter
 * (`seq`); the migration fills their empty defaults. A phase's `attempt` defaults to the run's
 * attempt, `attempts` to 1 for a phase that started (running, succeeded, failed) and 0 otherwise,
 * `durationMs` is computed from the start and end times, and a skipped phase without a reason gets
 * "skipped". Duplicate phase names cannot become record keys and are refused.
 *
 * Note: phase order is the key order of the `phases` record. JavaScript orders integer-like keys
 * ("1", "20") first, so phases named by bare integers lose their run order unless declared.
 */
import type { z } from 'zod';
import { CiStateError } from './errors.js';
import { formatIssues, isPlainObject, scanForbiddenKeys, MAX_DEPTH } from './paths.js';
import type { IssueLike } from './paths.js';
import { HistoryEntry, JsonValue, RunState, SafeKey, SCHEMA_VERSION } from './schema.js';
import type { RunStateInput } from './schema.js';
import { msBetween } from './canonical.js';
import { INVALID, validateRunState } from './state-validator.generated.js';
import { schema } from './zod.js';

/** The oldest schemaVersion this code can migrate from. */
export const OLDEST_SCHEMA_VERSION = 1;

/** Default cap on the size of a state document's JSON text (characters). */
export const MAX_STATE_CHARS = 128 * 1024 * 1024;

/** How many issues a thrown message lists before "and N more" (CiStateError.details has all). */
const MAX_LISTED = 200;

const Timestamp = schema((z) => z.iso.datetime({ offset: true }));

const PhaseV1 = schema((z) =>
  z.strictObject({
    name: z.string().max(64),
    status: z.enum(['pending', 'running', 'succeeded', 'failed', 'skipped']),
    attempt: z.number().int().positive().optional(),
    attempts: z.number().int().nonnegative().optional(),
    startedAt: Timestamp.optional(),
    finishedAt: Timestamp.optional(),
    exitCode: z.number().int().optional(),
    error: z.string().max(4096).optional(),
    output: z.string().max(65_536).optional(),
    skipReason: z.string().max(1024).optional(),
    sideEffect: z.boolean().optional(),
    requires: z.array(z.string().max(64)).optional(),
    inputsHash: z.string().optional(),
    outputs: z.array(z.string().max(1024)).max(1000).optional(),
  }),
);

/** The schemaVersion 1 document (see the comment at the top of this file). */
export const StateV1 = schema((z) =>
  z.strictObject({
    schemaVersion: z.literal(1),
    id: z.string().min(1).max(128),
    scope: z.strictObject({
      repo: z.string().max(256),
      workflow: z.string().min(1).max(256),
      job: z.string().max(256),
      matrix: z.string().max(1024).optional(),
      ref: z.string().max(512),
    }),
    origin: z.strictObject({
      repo: z.string().max(256),
      workflow: z.string().max(256),
      job: z.string().max(256),
      runId: z.string().max(64),
      sha: z.string().max(64),
      ref: z.string().max(512),
      event: z.string().max(64),
      actor: z.string().max(256),
    }),
    runAttempt: z.number().int().positive(),
    status: z.enum(['pending', 'running', 'paused', 'failed', 'completed']),
    phases: z.array(PhaseV1).max(10_000),
    context: z.record(SafeKey, JsonValue).optional(),
    pausedReason: z.string().max(1024).optional(),
    pausedAt: Timestamp.optional(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    finishedAt: Timestamp.optional(),
    toolVersion: z.string().max(64).optional(),
  }),
);
export type StateV1 = z.infer<typeof StateV1>;

/** Phase names used twice (checked on the raw document so it is reported with the other issues). */
function duplicateNamesV1(raw: unknown): IssueLike[] {
  const phases = isPlainObject(raw) ? raw['phases'] : undefined;
  if (!Array.isArray(phases)) return [];
  const first = new Map<string, number>();
  const issues: IssueLike[] = [];
  phases.forEach((phase: unknown, i) => {
    const name = isPlainObject(phase) ? phase['name'] : undefined;
    if (typeof name !== 'string') return;
    const prev = first.get(name);
    if (prev === undefined) first.set(name, i);
    else {
      issues.push({
        path: ['phases', i, 'name'],
        message: `duplicate phase name ${JSON.stringify(name)} (also phases[${prev}])`,
      });
    }
  });
  return issues;
}

/** Sets only the defined values, so migrated documents carry no `undefined` keys. */
function defined<T extends Record<string, unknown>>(obj: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined) out[k] = v;
  return out as T;
}

/** The pure forward migration 1 -> 2. */
export function migrateV1toV2(doc: StateV1): RunStateInput {
  const phases: Record<string, unknown> = {};
  for (const p of doc.phases) {
    const started = p.status === 'running' || p.status === 'succeeded' || p.status === 'failed';
    const ended = p.status === 'succeeded' || p.status === 'failed';
    phases[p.name] = defined({
      status: p.status,
      attempt: p.attempt ?? doc.runAttempt,
      attempts: p.attempts ?? (started ? 1 : 0),
      startedAt: p.startedAt,
      endedAt: p.finishedAt,
      durationMs:
        ended && p.startedAt !== undefined && p.finishedAt !== undefined
          ? msBetween(p.startedAt, p.finishedAt)
          : undefined,
      exitCode: p.exitCode,
      stdoutTail: p.output,
      error: p.error,
      reason: p.skipReason ?? (p.status === 'skipped' ? 'skipped' : undefined),
      inputsHash: p.inputsHash,
      outputs: p.outputs ?? [],
      sideEffect: p.sideEffect ?? false,
      conditional: false,
      requires: p.requires ?? [],
    });
  }
  return defined({
    schemaVersion: 2 as const,
    id: doc.id,
    scope: { ...doc.scope, matrix: doc.scope.matrix ?? '' },
    origin: { ...doc.origin, runAttempt: doc.runAttempt },
    status: doc.status,
    phases: phases as RunStateInput['phases'],
    declared: [],
    profiles: {},
    context: doc.context ?? {},
    checkpoints: [],
    rollbackHistory: [],
    pause:
      doc.pausedReason !== undefined
        ? { reason: doc.pausedReason, at: doc.pausedAt ?? doc.updatedAt }
        : undefined,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    endedAt: doc.finishedAt,
    seq: 0,
    metadata: { toolVersion: doc.toolVersion ?? '0.0.0' },
  }) as RunStateInput;
}

interface Step {
  /** Validates a document of this version (so problems are reported in its own terms). */
  schema: z.ZodType;
  /** Checks the schema cannot express, run on the raw document. */
  check?: (raw: unknown) => IssueLike[];
  /** Turns it into a document of the next version. */
  up: (doc: never) => unknown;
}

/** MIGRATIONS.get(n) migrates version n to n + 1. */
const MIGRATIONS: ReadonlyMap<number, Step> = new Map<number, Step>([
  [1, { schema: StateV1, check: duplicateNamesV1, up: migrateV1toV2 as (doc: never) => unknown }],
]);

/** The outcome of reading a document, before any message gets its source prefix. */
export type DocumentCheck =
  | { ok: true; state: RunState; fromVersion: number }
  | { ok: false; code: string; errors: string[]; summary: string };

function fail(code: string, summary: string, errors: string[] = [summary]): DocumentCheck {
  return { ok: false, code, errors, summary };
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/** Refuses documents carrying prototype keys or nesting deeper than MAX_DEPTH. */
export function checkUntrustedJson(raw: unknown, what: string): DocumentCheck | undefined {
  const scan = scanForbiddenKeys(raw, MAX_DEPTH);
  if (scan.forbidden.length > 0) {
    const listed = scan.forbidden.slice(0, 20).join(', ');
    const more = scan.forbidden.length > 20 ? ` and ${scan.forbidden.length - 20} more` : '';
    return fail(
      'forbidden_key',
      `refused: keys "__proto__", "constructor" and "prototype" are not allowed in ${what}; found at ${listed}${more}`,
      scan.forbidden.map((p) => `${p}: key not allowed`),
    );
  }
  if (scan.tooDeep !== undefined) {
    return fail(
      'invalid_state',
      `refused: ${what} nests deeper than ${MAX_DEPTH} levels (at ${scan.tooDeep})`,
    );
  }
  return undefined;
}

/** Issues as one summary line: every issue up to MAX_LISTED, then a count of the rest. */
function joinIssues(issues: string[]): string {
  const listed = issues.slice(0, MAX_LISTED).join('; ');
  return issues.length > MAX_LISTED ? `${listed}; and ${issues.length - MAX_LISTED} more` : listed;
}

/**
 * Scans, version-checks, migrates and parses a raw document. Never throws for bad data: returns the
 * state or the list of problems.
 */
export function checkStateDocument(raw: unknown): DocumentCheck {
  if (!isPlainObject(raw)) {
    return fail(
      'invalid_state',
      `not a ci-state state document: expected a JSON object with a schemaVersion, got ${describeType(raw)}`,
    );
  }
  const refused = checkUntrustedJson(raw, 'a state document');
  if (refused) return refused;

  const accepted = `expected an integer from ${OLDEST_SCHEMA_VERSION} to ${SCHEMA_VERSION}`;
  const version = raw['schemaVersion'];
  if (version === undefined) return fail('invalid_state', `schemaVersion is missing: ${accepted}`);
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return fail(
      'invalid_state',
      `schemaVersion ${JSON.stringify(version)?.slice(0, 40) ?? String(version)} is not an integer: ${accepted}`,
    );
  }
  if (version > SCHEMA_VERSION) {
    return fail(
      'newer_schema',
      `schemaVersion ${version} is newer than this ci-state supports (${SCHEMA_VERSION}); upgrade ci-state to read it`,
    );
  }
  if (version < OLDEST_SCHEMA_VERSION) {
    return fail('invalid_state', `schemaVersion ${version} is not known: ${accepted}`);
  }

  let doc: unknown = raw;
  for (let v = version; v < SCHEMA_VERSION; v++) {
    const step = MIGRATIONS.get(v);
    if (!step) return fail('invalid_state', `no migration from schemaVersion ${v}`);
    const parsed = step.schema.safeParse(doc);
    const extra = step.check ? step.check(doc) : [];
    if (!parsed.success || extra.length > 0) {
      const issues = formatIssues([...(parsed.error?.issues ?? []), ...extra]);
      return fail(
        'invalid_state',
        `not a valid ci-state state document (schemaVersion ${v}): ${joinIssues(issues)}`,
        issues,
      );
    }
    doc = step.up(parsed.data as never);
  }

  // The generated validator accepts exactly what the schema does (and parses it the same way)
  // without building the schemas; what it refuses, zod checks again and words issue by issue.
  const fast = validateRunState(doc);
  if (fast !== INVALID) return { ok: true, state: fast as RunState, fromVersion: version };
  const parsed = RunState.safeParse(doc);
  if (!parsed.success) {
    const issues = formatIssues(parsed.error.issues);
    const migrated = version < SCHEMA_VERSION ? `, migrated from ${version}` : '';
    return fail(
      'invalid_state',
      `not a valid ci-state state document (schemaVersion ${SCHEMA_VERSION}${migrated}): ${joinIssues(issues)}`,
      issues,
    );
  }
  return { ok: true, state: parsed.data, fromVersion: version };
}

/**
 * Parses a raw (JSON-parsed, untrusted) state document of any supported version into the current
 * RunState. Throws a one-line CiStateError prefixed with `source` (a file name, a cache key) that
 * lists every problem; `details` carries each one.
 */
export function parseStateDocument(raw: unknown, source: string): RunState {
  const result = checkStateDocument(raw);
  if (result.ok) return result.state;
  throw new CiStateError(result.code, `${source}: ${result.summary}`, { details: result.errors });
}

export interface ParseJsonOptions {
  /** Refuse longer texts (default MAX_STATE_CHARS). */
  maxChars?: number;
}

/** JSON.parse with a one-line CiStateError naming the source on a syntax error or oversize text. */
export function parseJsonText(
  text: string,
  source: string,
  options: ParseJsonOptions = {},
): unknown {
  const max = options.maxChars ?? MAX_STATE_CHARS;
  if (typeof text !== 'string') {
    throw new CiStateError(
      'invalid_json',
      `${source}: expected JSON text, got ${describeType(text)}`,
    );
  }
  if (text.length > max) {
    throw new CiStateError(
      'invalid_json',
      `${source}: refused: ${text.length} characters is more than the ${max} accepted`,
    );
  }
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new CiStateError(
      'invalid_json',
      `${source}: not valid JSON: ${why.length > 200 ? `${why.slice(0, 200)}…` : why}`,
      { cause: err },
    );
  }
}

/** Parses the JSON text of a state document (see parseStateDocument). */
export function parseStateJson(
  text: string,
  source: string,
  options: ParseJsonOptions = {},
): RunState {
  return parseStateDocument(parseJsonText(text, source, options), source);
}

/** The JSON text ci-state writes for a state (2-space indent, trailing newline, key order kept). */
export function serializeState(state: RunState): string {
  return `${JSON.stringify(state, null, 2)}\n`;
}

/**
 * Parses one history line (already JSON-parsed): prototype-key scan, version gate, strict schema.
 * History entries have only ever had the current version.
 */
export function parseHistoryEntry(raw: unknown, source: string): HistoryEntry {
  if (!isPlainObject(raw)) {
    throw new CiStateError(
      'invalid_state',
      `${source}: not a ci-state history entry: expected a JSON object, got ${describeType(raw)}`,
    );
  }
  const refused = checkUntrustedJson(raw, 'a history entry');
  if (refused && !refused.ok) {
    throw new CiStateError(refused.code, `${source}: ${refused.summary}`, {
      details: refused.errors,
    });
  }
  const version = raw['schemaVersion'];
  if (typeof version === 'number' && Number.isInteger(version) && version > SCHEMA_VERSION) {
    throw new CiStateError(
      'newer_schema',
      `${source}: schemaVersion ${version} is newer than this ci-state supports (${SCHEMA_VERSION}); upgrade ci-state to read it`,
    );
  }
  const parsed = HistoryEntry.safeParse(raw);
  if (!parsed.success) {
    const issues = formatIssues(parsed.error.issues);
    throw new CiStateError(
      'invalid_state',
      `${source}: not a valid ci-state history entry: ${joinIssues(issues)}`,
      { details: issues },
    );
  }
  return parsed.data;
}
