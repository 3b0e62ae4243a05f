/**
 * Finding token-shaped strings in files before they are snapshotted, with the core's
 * `redactSecrets` as the detector, fed only the text where a token can start (`countTokens`).
 */
import { redactSecrets } from '../core/redact.js';

/** Where a token shape can start. Kept in step with the whole-token rules of redactSecrets. */
const TRIGGER =
  /gh[pousr]_|github_pat_|A(?:KIA|SIA|GPA|IDA|ROA|NPA)|xox[a-z]-|eyJ|PRIVATE KEY|:\/\//g;

/** Words that make redactSecrets redact a neighbouring value (its context rules). */
const CONTEXT_WORDS =
  /password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credential|bearer|basic/gi;

/** Text kept before a trigger (a URL's scheme, "-----BEGIN RSA ", a lookbehind character). */
const BEFORE = 256;
/** Text kept after a trigger: the longest token shape (a JWT: 3 + 4096 + 1 + 8192 + 1 + 4096). */
const AFTER_JWT = 16_400;
const AFTER = 1024;
/** A JWT's first segment is at most 4096 characters: without a "." that close, `eyJ` starts none. */
const JWT_FIRST_DOT = 4100;

/** True when the bytes look binary (a NUL byte in the first 8000, as git decides). */
export function looksBinary(head: Uint8Array): boolean {
  const n = Math.min(head.length, 8000);
  for (let i = 0; i < n; i++) if (head[i] === 0) return true;
  return false;
}

/**
 * How many token-shaped strings `text` holds (0 when none).
 *
 * A cheap scan finds the places where one of redactSecrets' token shapes can start (`ghp_`,
 * `github_pat_`, `AKIA`, `xoxb-`, `eyJ`, `PRIVATE KEY`, `://`), and only the text around them (the
 * line, cut to the longest token that can start there) is handed to `redactSecrets`. This keeps
 * the scan near the speed of a single regular expression on ordinary files and on long lines of
 * base64 alike.
 *
 * `redactSecrets` was written for log tails, where a false positive costs nothing; it also redacts
 * the value of any `password=`, `token:`, `secret=` assignment and any `Bearer`/`Basic` value.
 * Applied to files, those context rules flag ordinary code (`const token = req.headers.x`) and
 * every bundled JavaScript file, and a refused file is a missing output on resume. So here the
 * context words are masked (same length, so positions do not move) before the call, and only the
 * token shapes count (see docs/checkpoints.md, "What is left out").
 */
export function countTokens(text: string): number {
  TRIGGER.lastIndex = 0;
  const windows: Array<[number, number]> = [];
  let m: RegExpExecArray | null;
  while ((m = TRIGGER.exec(text)) !== null) {
    const at = m.index;
    const jwt = m[0] === 'eyJ';
    const after = jwt ? AFTER_JWT : AFTER;
    // Every search is bounded: a file that is one long line must not make this quadratic.
    if (jwt && text.slice(at, at + JWT_FIRST_DOT).indexOf('.') < 0) continue;
    const from = Math.max(0, at - BEFORE);
    const nl = text.slice(from, at).lastIndexOf('\n');
    const start = nl < 0 ? from : from + nl + 1;
    const to = Math.min(text.length, at + after);
    const nr = text.slice(at, to).indexOf('\n');
    const end = nr < 0 ? to : at + nr;
    const last = windows[windows.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else windows.push([start, end]);
  }
  if (windows.length === 0) return 0;
  const candidate = windows
    .map(([s, e]) => text.slice(s, e))
    .join('\n')
    .replace(CONTEXT_WORDS, (w) => 'x'.repeat(w.length));
  return redactSecrets(candidate).count;
}
