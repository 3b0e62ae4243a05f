/**
 * Finding token-shaped strings in files before they are snapshotted.
 *
 * The detector is the core's `redactSecrets`, applied to what could be a token: a cheap scan finds
 * the places where one of its token shapes can start (`ghp_`, `github_pat_`, `AKIA`, `xoxb-`,
 * `eyJ`, `PRIVATE KEY`, `://`), and only the lines around them are handed to `redactSecrets`.
 *
 * `redactSecrets` was written for log tails, where a false positive costs nothing; it also redacts
 * the value of any `password=`, `token:`, `secret=` assignment and any `Bearer`/`Basic` value.
 * Applied to files, those context rules flag ordinary code (`const token = req.headers.x`) and
 * every bundled JavaScript file: measured on this repository's `src/`, `dist/` and part of
 * `node_modules`, 41 of 281 files, all the bundles among them. A refused file is a missing output
 * on resume, so here the context words are masked (same length, so positions do not move) before
 * the call, and only the token shapes count: 99 of 25,839 files in `node_modules` (URLs with a
 * password, sample tokens in READMEs, which is what the rule is for).
 */
import { redactSecrets } from '../core/redact.js';

/** Where a token shape can start. Kept in step with the whole-token rules of redactSecrets. */
const TRIGGER =
  /gh[pousr]_|github_pat_|A(?:KIA|SIA|GPA|IDA|ROA|NPA)|xox[a-z]-|eyJ|PRIVATE KEY|:\/\//g;

/** Words that make redactSecrets redact a neighbouring value (its context rules). */
const CONTEXT_WORDS =
  /password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credential|bearer|basic/gi;

/** A window around a trigger never extends further than this on either side. */
const WINDOW = 8192;

/** True when the bytes look binary (a NUL byte in the first 8000, as git decides). */
export function looksBinary(head: Uint8Array): boolean {
  const n = Math.min(head.length, 8000);
  for (let i = 0; i < n; i++) if (head[i] === 0) return true;
  return false;
}

/** How many token-shaped strings `text` holds (0 when none). */
export function countTokens(text: string): number {
  TRIGGER.lastIndex = 0;
  const windows: Array<[number, number]> = [];
  let m: RegExpExecArray | null;
  while ((m = TRIGGER.exec(text)) !== null) {
    const at = m.index;
    let start = text.lastIndexOf('\n', at) + 1;
    if (at - start > WINDOW) start = at - WINDOW;
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    if (end - at > WINDOW) end = at + WINDOW;
    const last = windows[windows.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else windows.push([start, end]);
    TRIGGER.lastIndex = Math.max(end, at + 1);
  }
  if (windows.length === 0) return 0;
  const candidate = windows
    .map(([s, e]) => text.slice(s, e))
    .join('\n')
    .replace(CONTEXT_WORDS, (w) => 'x'.repeat(w.length));
  return redactSecrets(candidate).count;
}
