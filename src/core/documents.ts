/**
 * Reading persisted documents: the prototype-key scan, the version gate (only the current
 * schemaVersion is read; any other is refused in one line) and the strict schema parse. Everything
 * read from disk, a cache entry or an artifact goes through `parseStateDocument` or
 * `parseStateJson`, history lines through `parseHistoryEntry`: a document is never half-loaded.
 */
import { CiStateError } from './errors.js';
import { formatIssues, isPlainObject, scanForbiddenKeys, MAX_DEPTH } from './paths.js';
import { HistoryEntry, RunState, SCHEMA_VERSION } from './schema.js';
import { INVALID, validateRunState } from './state-validator.generated.js';

/** Default cap on the size of a state document's JSON text (characters). */
export const MAX_STATE_CHARS = 128 * 1024 * 1024;

/** How many issues a thrown message lists before "and N more" (CiStateError.details has all). */
const MAX_LISTED = 200;

/** The outcome of reading a document, before any message gets its source prefix. */
export type DocumentCheck =
  { ok: true; state: RunState } | { ok: false; code: string; errors: string[]; summary: string };

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
 * What is wrong with a document's schemaVersion, if anything: missing, not an integer, newer than
 * this code (`newer_schema`) or any other version than the current one.
 */
function checkVersion(version: unknown): DocumentCheck | undefined {
  const reads = `this ci-state reads schemaVersion ${SCHEMA_VERSION}`;
  if (version === undefined) return fail('invalid_state', `schemaVersion is missing: ${reads}`);
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return fail(
      'invalid_state',
      `schemaVersion ${JSON.stringify(version)?.slice(0, 40) ?? String(version)} is not an integer: ${reads}`,
    );
  }
  if (version > SCHEMA_VERSION) {
    return fail(
      'newer_schema',
      `schemaVersion ${version} is newer than this ci-state supports (${SCHEMA_VERSION}); upgrade ci-state to read it`,
    );
  }
  if (version !== SCHEMA_VERSION) {
    return fail('invalid_state', `schemaVersion ${version} is not supported: ${reads}`);
  }
  return undefined;
}

/**
 * Scans, version-checks and parses a raw document. Never throws for bad data: returns the state or
 * the list of problems.
 */
export function checkStateDocument(raw: unknown): DocumentCheck {
  if (!isPlainObject(raw)) {
    return fail(
      'invalid_state',
      `not a ci-state state document: expected a JSON object with a schemaVersion, got ${describeType(raw)}`,
    );
  }
  const refused = checkUntrustedJson(raw, 'a state document') ?? checkVersion(raw['schemaVersion']);
  if (refused) return refused;

  // The generated validator accepts exactly what the schema does (and parses it the same way)
  // without building the schemas; what it refuses, zod checks again and words issue by issue.
  const fast = validateRunState(raw);
  if (fast !== INVALID) return { ok: true, state: fast as RunState };
  const parsed = RunState.safeParse(raw);
  if (!parsed.success) {
    const issues = formatIssues(parsed.error.issues);
    return fail(
      'invalid_state',
      `not a valid ci-state state document (schemaVersion ${SCHEMA_VERSION}): ${joinIssues(issues)}`,
      issues,
    );
  }
  return { ok: true, state: parsed.data };
}

/**
 * Parses a raw (JSON-parsed, untrusted) state document of the current schemaVersion into a
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
 * Parses one history line (already JSON-parsed): prototype-key scan, version gate (as for a
 * state: only the current schemaVersion), strict schema.
 */
export function parseHistoryEntry(raw: unknown, source: string): HistoryEntry {
  if (!isPlainObject(raw)) {
    throw new CiStateError(
      'invalid_state',
      `${source}: not a ci-state history entry: expected a JSON object, got ${describeType(raw)}`,
    );
  }
  const refused = checkUntrustedJson(raw, 'a history entry') ?? checkVersion(raw['schemaVersion']);
  if (refused && !refused.ok) {
    throw new CiStateError(refused.code, `${source}: ${refused.summary}`, {
      details: refused.errors,
    });
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
