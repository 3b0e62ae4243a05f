/**
 * Canonical JSON, digests, scope keys and ids. Canonical JSON has sorted object keys and no
 * whitespace, so equal data always gives the same text and the same sha256 whatever the key order.
 */
import { createHash, randomUUID } from 'node:crypto';
import { CiStateError } from './errors.js';
import { formatIssues } from './paths.js';
import type { z } from 'zod';
import { Scope } from './schema.js';
import { RunStateFields } from './state-validator.generated.js';

/**
 * JSON text with object keys sorted (by UTF-16 code units), arrays in order. Follows JSON.stringify
 * for everything else: `toJSON` is honoured, undefined/functions/symbols in objects are dropped (and
 * become null in arrays), non-finite numbers become null. Cycles and bigints are refused.
 *
 * The engine's own serializer does the work, each object handed to it as a copy with its keys
 * sorted: about twice as fast as a walk in JavaScript on a large manifest (docs/performance.md,
 * "Numbers behind choices in the code"). An object with a key that looks like an array index
 * cannot be copied in sorted order (the engine lists such keys first, in numeric order), nor can
 * a key "__proto__", and cycles and bigints must be refused with our own error: those go through
 * `walkCanonical`, which gives the same text.
 */
export function canonicalJson(value: unknown): string {
  try {
    const text = JSON.stringify(value, withSortedKeys);
    if (text !== undefined) return text;
  } catch {
    // an index-like key, a cycle, a bigint: the walk says what is wrong, if anything
  }
  return walkCanonical(value);
}

const INDEX_LIKE = /^(?:0|[1-9][0-9]*)$/;
const UNSORTABLE = new Error('a key the engine does not keep in order');

function withSortedKeys(_key: string, v: unknown): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  const record = v as Record<string, unknown>;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(record).sort()) {
    // "__proto__" (JSON.parse makes such keys) would set the copy's prototype, not a key.
    if (key === '__proto__' || INDEX_LIKE.test(key)) throw UNSORTABLE;
    sorted[key] = record[key];
  }
  return sorted;
}

/** `canonicalJson` by a walk in JavaScript: the reference, and the way for what the fast one refuses. */
export function walkCanonical(value: unknown): string {
  const seen = new Set<object>();
  const walk = (v: unknown, inArray: boolean): string | undefined => {
    if (
      v !== null &&
      typeof v === 'object' &&
      typeof (v as { toJSON?: unknown }).toJSON === 'function'
    ) {
      v = (v as { toJSON: () => unknown }).toJSON();
    }
    if (v === null) return 'null';
    switch (typeof v) {
      case 'string':
        return JSON.stringify(v);
      case 'number':
        return Number.isFinite(v) ? JSON.stringify(v) : 'null';
      case 'boolean':
        return v ? 'true' : 'false';
      case 'bigint':
        throw new CiStateError('invalid_input', 'canonical JSON: a bigint is not JSON data');
      case 'undefined':
      case 'function':
      case 'symbol':
        return inArray ? 'null' : undefined;
      default:
        break;
    }
    const obj = v as object;
    if (seen.has(obj)) {
      throw new CiStateError('invalid_input', 'canonical JSON: the value has a cycle');
    }
    seen.add(obj);
    let out: string;
    if (Array.isArray(obj)) {
      out = `[${obj.map((item) => walk(item, true) as string).join(',')}]`;
    } else {
      const record = obj as Record<string, unknown>;
      const parts: string[] = [];
      for (const key of Object.keys(record).sort()) {
        const text = walk(record[key], false);
        if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
      }
      out = `{${parts.join(',')}}`;
    }
    seen.delete(obj);
    return out;
  };
  return walk(value, false) ?? 'null';
}

/** Lowercase hex sha256 of a string (UTF-8) or bytes. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** sha256 of the canonical JSON of a value. */
export function digestOf(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

/**
 * The key of a scope in store file names and cache keys: the first 32 hex characters of the sha256
 * of its canonical JSON. The scope is normalised first (a missing matrix is the same as "").
 */
export function scopeKey(scope: z.input<typeof Scope>): string {
  // The scope field of the generated RunState validator parses it as Scope does, without building
  // the schemas; what it refuses, zod checks again to say why.
  const out: { scope?: unknown } = {};
  if (RunStateFields['scope']?.({ scope }, out)) return digestOf(out.scope).slice(0, 32);
  const parsed = Scope.safeParse(scope);
  if (!parsed.success) {
    throw new CiStateError(
      'invalid_input',
      `scope is not valid: ${formatIssues(parsed.error.issues).join('; ')}`,
    );
  }
  return digestOf(parsed.data).slice(0, 32);
}

/**
 * A new id: `<prefix>-<yyyymmddThhmmssZ>-<8 hex>`. Sortable by time; the random part comes from
 * `randomHex` when given (tests, replays) or from node:crypto.
 */
export function newId(prefix: string, now: string | Date, randomHex?: string): string {
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(prefix)) {
    throw new CiStateError(
      'invalid_input',
      `id prefix ${JSON.stringify(prefix)} is not valid: expected 1-32 lowercase letters, digits or "-", starting with a letter`,
    );
  }
  const iso = toIso(now, 'id time');
  const stamp = iso.replace(/[-:]/g, '').replace(/\.\d+/, '');
  const random = (randomHex ?? randomUUID().replace(/-/g, '')).toLowerCase();
  if (!/^[0-9a-f]{8,}$/.test(random)) {
    throw new CiStateError(
      'invalid_input',
      `id randomness ${JSON.stringify(random.slice(0, 40))} is not valid: expected at least 8 hex digits`,
    );
  }
  return `${prefix}-${stamp}-${random.slice(0, 8)}`;
}

/**
 * A time given to the core (the core has no clock): a Date or an ISO 8601 string with a time zone.
 * Returns the normalised UTC form (`2024-05-01T12:00:00.000Z`).
 */
export function toIso(now: string | Date, what = 'now'): string {
  let date: Date;
  if (now instanceof Date) date = now;
  else if (
    typeof now === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(now)
  ) {
    date = new Date(now);
  } else {
    throw new CiStateError(
      'invalid_time',
      `${what} ${JSON.stringify(String(now).slice(0, 60))} is not a time: expected an ISO 8601 date-time with a time zone, e.g. 2024-05-01T12:00:00Z`,
    );
  }
  const ms = date.getTime();
  if (!Number.isFinite(ms) || ms < 0 || ms > 253402300799999) {
    throw new CiStateError(
      'invalid_time',
      `${what} ${JSON.stringify(String(now).slice(0, 60))} is not a time: expected an ISO 8601 date-time between years 1970 and 9999`,
    );
  }
  return date.toISOString();
}

/** Milliseconds from `a` to `b` (ISO strings); 0 when either is missing or b is before a. */
export function msBetween(a: string | undefined, b: string | undefined): number {
  if (a === undefined || b === undefined) return 0;
  const d = Date.parse(b) - Date.parse(a);
  return Number.isFinite(d) && d > 0 ? d : 0;
}

/** The later of two ISO times (the first when they are equal or the second is missing). */
export function laterOf(a: string, b: string | undefined): string {
  if (b === undefined) return a;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

/** Compares ISO times: negative when a is before b. */
export function compareIso(a: string, b: string): number {
  return Date.parse(a) - Date.parse(b);
}
