/**
 * Paths into documents, for error messages (`phases.build.status`, `checkpoints[0].id`,
 * `phases["a.b"].error`), and the scan for prototype keys that untrusted JSON must not carry.
 */
import { FORBIDDEN_KEYS } from './schema.js';

/** Formats a document path for a person: dots between identifiers, brackets otherwise. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (typeof seg === 'symbol') out += `[${String(seg)}]`;
    else if (/^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg.length > 80 ? `${seg.slice(0, 80)}…` : seg)}]`;
  }
  return out === '' ? '(root)' : out;
}

/** The minimal shape of a zod issue this module reads. */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** One `path: message` line per issue, in zod's order. */
export function formatIssues(issues: readonly IssueLike[]): string[] {
  return issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}

export interface KeyScan {
  /** Paths of every `__proto__`, `constructor` or `prototype` key. */
  forbidden: string[];
  /** Set when the document nests deeper than allowed (the path where the limit was hit). */
  tooDeep?: string;
}

/** Default depth limit for untrusted documents (far beyond any real state document). */
export const MAX_DEPTH = 64;

/**
 * Walks a JSON-like value (iteratively, so a deep or cyclic value cannot overflow the stack) and
 * collects the paths of prototype keys. Stops descending at `maxDepth`.
 */
export function scanForbiddenKeys(raw: unknown, maxDepth = MAX_DEPTH): KeyScan {
  const forbidden: string[] = [];
  let tooDeep: string | undefined;
  const stack: Array<{ value: unknown; path: PropertyKey[] }> = [{ value: raw, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: PropertyKey[] };
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= maxDepth) {
      tooDeep ??= formatPath(path);
      continue;
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], path: [...path, i] });
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      if (FORBIDDEN_KEYS.has(key)) forbidden.push(formatPath([...path, key]));
      else stack.push({ value: (value as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  forbidden.sort();
  return tooDeep === undefined ? { forbidden } : { forbidden, tooDeep };
}

/** True for a plain JSON object (not an array, not null, not a class instance). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
