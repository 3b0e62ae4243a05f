/** Counts in words, one rule for every message: "1 file", "2 files", "1 cache entry". */

/** `n` and the word for it: `one` when n is 1, else `many` (default: `one` + "s"). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
