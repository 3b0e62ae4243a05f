/**
 * Untrusted text made harmless before it is shown: one cleaner for reports, terminal lines and
 * error messages, so each place removes the same dangerous characters.
 */

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-Z\\-_])/g;
// C0 controls but tab and line feed, DEL and C1 controls (NEL included).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// Any run of controls, tab and line feed included (one line: each run is one space).
// eslint-disable-next-line no-control-regex
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f]+/g;
/** Line breaks of any kind, with the white space around them. */
const LINE_BREAKS = /\s*[\r\n\u2028\u2029]+\s*/g;
/** Bidirectional embeddings, overrides, isolates and marks: they reorder what a reader sees. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Invisible characters with no legitimate use in a report (ZWJ and ZWNJ are kept: scripts, emoji). */
const INVISIBLE = /[\u00ad\u180e\u200b\u2060-\u2064\ufeff]|\udb40[\udc00-\udc7f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` with lone surrogates replaced by U+FFFD (what a UTF-8 round trip gives). */
export function wellFormed(text: string): string {
  return String(text).replace(LONE_SURROGATE, '\ufffd');
}

export interface SanitizeOptions {
  /** Keep the text on one line: line breaks and other controls become a space. */
  oneLine?: boolean;
}

/**
 * Normalises untrusted text before any escaping: ANSI escape sequences and control characters
 * are removed, line endings become `\n` (also `\r`, U+2028, U+2029), bidi controls become U+FFFD
 * (so the reader sees that something was there), invisible characters (zero-width space, word
 * joiner, BOM, soft hyphen, tag characters) are removed, and lone surrogates become U+FFFD.
 * With `oneLine`, line breaks with the white space around them, and each run of other controls
 * (tabs included), become one space instead, so words on either side stay apart.
 */
export function sanitizeText(text: string, options: SanitizeOptions = {}): string {
  const s = wellFormed(text).replace(ANSI, '');
  const flat = options.oneLine
    ? s.replace(LINE_BREAKS, ' ').replace(CONTROL_RUNS, ' ')
    : s.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(CONTROLS, '');
  return flat.replace(BIDI, '\ufffd').replace(INVISIBLE, '');
}

/** `sanitizeText(text, { oneLine: true })`: a message or terminal line that stays one line. */
export function oneLine(text: string): string {
  return sanitizeText(text, { oneLine: true });
}
