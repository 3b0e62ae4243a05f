/** Strings cut to a length, for the bounded text fields of records (output tails, messages). */

/** The end of a string, at most `max` characters (for output tails). */
export function keepTail(text: string, max: number): string {
  return text.length > max ? text.slice(text.length - max) : text;
}

/** The start of a string, at most `max` characters (an ellipsis marks the cut). */
export function keepHead(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}
