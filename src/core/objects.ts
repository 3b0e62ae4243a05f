/** Plain-object helpers for building records and states: no `undefined` keys, keys left out. */

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
