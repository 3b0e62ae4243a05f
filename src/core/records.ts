/** Small shared helpers for building records and states without `undefined` keys. */

/** A copy of `obj` without the keys whose value is undefined (so documents stay plain JSON). */
export function compact<T extends object>(obj: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj as Record<string, unknown>))
    if (v !== undefined) out[k] = v;
  return out as unknown as T;
}

/** A copy of `obj` without the given keys. */
export function omit<T extends object, K extends keyof T>(obj: T, ...keys: K[]): Omit<T, K> {
  const out: Record<string, unknown> = { ...(obj as Record<string, unknown>) };
  for (const k of keys) delete out[k as string];
  return out as unknown as Omit<T, K>;
}

/** The end of a string, at most `max` characters (for output tails). */
export function keepTail(text: string, max: number): string {
  return text.length > max ? text.slice(text.length - max) : text;
}

/** The start of a string, at most `max` characters (an ellipsis marks the cut). */
export function keepHead(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}
