/**
 * Sizes as GitHub's two limits count them: a job summary in bytes of UTF-8, a comment body in
 * Unicode code points (docs/reports.md, "Size"). Cuts never split a code point.
 */

/** GitHub drops a step's summary over 1 MiB of UTF-8 (checked with `utf8Bytes`). */
export const SUMMARY_LIMIT_BYTES = 1_048_576;
/**
 * Past this many code points GitHub answers 422 "Body is too long (maximum is 65536 characters)".
 */
export const COMMENT_LIMIT_CHARS = 65_536;

/** Bytes of `text` encoded as UTF-8 (lone surrogates count 3, as U+FFFD). */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/**
 * Unicode code points in `text` (a lone surrogate counts as one), as GitHub's Ruby `String#length`
 * counts a comment body. Counting UTF-16 units instead would be safe too, but would throw away up
 * to half of the room for emoji-heavy text.
 */
export function countCodePoints(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** The longest prefix of `text` with at most `max` code points. */
export function cutToCodePoints(text: string, max: number): string {
  if (max <= 0) return '';
  let count = 0;
  let i = 0;
  while (i < text.length && count < max) {
    const c = text.charCodeAt(i);
    const pair =
      c >= 0xd800 && c <= 0xdbff && i + 1 < text.length
        ? text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff
        : false;
    i += pair ? 2 : 1;
    count++;
  }
  return text.slice(0, i);
}

/** The longest prefix of `text` whose UTF-8 encoding has at most `max` bytes. */
export function cutToUtf8Bytes(text: string, max: number): string {
  if (max <= 0) return '';
  let bytes = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    let size: number;
    let width = 1;
    if (c < 0x80) size = 1;
    else if (c < 0x800) size = 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        size = 4;
        width = 2;
      } else size = 3;
    } else size = 3;
    if (bytes + size > max) break;
    bytes += size;
    i += width;
  }
  return text.slice(0, i);
}

/** `cut(text)`, shortened to its last line break when there is one (else cut mid-line). */
export function cutAtLine(text: string, cut: (t: string) => string): string {
  const head = cut(text);
  if (head.length === text.length) return text;
  const nl = head.lastIndexOf('\n');
  return nl > 0 ? head.slice(0, nl + 1) : head;
}
