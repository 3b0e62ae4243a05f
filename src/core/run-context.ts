/**
 * The run's context: user JSON data read and written at dotted key paths, without prototype keys.
 */
import { toIso } from './canonical.js';
import { CiStateError, quote } from './errors.js';
import { formatIssues, isPlainObject, scanForbiddenKeys } from './paths.js';
import { FORBIDDEN_KEYS, JsonValue, RunState } from './schema.js';
import { stamp } from './transition-helpers.js';
import type { Time } from './transition-helpers.js';

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
