/**
 * Escaping of untrusted text for every place a report puts it: GitHub-flavoured markdown (inline
 * text, table cells, code spans, fenced code blocks), HTML, mermaid labels, and the runner's
 * workflow-command parser. `sanitizeText` and `wellFormed` (core/text.ts) are re-exported; the
 * rules as a reader sees them are in docs/reports.md, "Safety".
 */

import { sanitizeText } from '../core/text.js';
import { countCodePoints, cutToCodePoints } from './size.js';

/** U+200B ZERO WIDTH SPACE: invisible, not whitespace to the runner's `TrimStart`, not a word char. */
export const ZWSP = '\u200b';

export { sanitizeText, wellFormed } from '../core/text.js';

/**
 * Breaks the two forms the runner reads as workflow commands on a line of stdout: `::name::`
 * (after leading whitespace) and `##[name]` (anywhere in the line). A zero-width space goes
 * between the two colons and the two hashes; nothing visible changes.
 */
export function breakWorkflowCommands(text: string): string {
  return text.replace(/:(?=:)/g, `:${ZWSP}`).replace(/#(?=#\[)/g, `#${ZWSP}`);
}

/** The first `max` code points of `text` (surrogate pairs are never split), with "…" if cut. */
export function clip(text: string, max: number): string {
  if (!Number.isFinite(max) || text.length <= max) return text;
  if (countCodePoints(text) <= max) return text;
  return `${cutToCodePoints(text, Math.max(0, max - 1))}…`;
}

const ASCII_PUNCT = /[!-/:-@[-`{-~]/g;

/**
 * One line of untrusted text made inert for GitHub-flavoured markdown. Safe in a paragraph, a
 * heading, a list item, link text and a table cell. `max` clips the text (in code points, before
 * escaping).
 *
 * How it is made inert (and why it holds for both micromark and GitHub's cmark-gfm):
 * - Every ASCII punctuation character gets a backslash, which CommonMark defines as "this
 *   character is literal". So no emphasis, code, link, image, HTML tag, entity, autolink `<…>`,
 *   table pipe, heading, list or block quote can start from untrusted text, and no `::` or `##[`
 *   remains in the raw markdown (the runner only ever sees raw text).
 * - GitHub-flavoured autolink literals (`www.`, `http://`, `user@host`) are recognised in the raw
 *   text; the backslashes break them (`http\:\/\/`, `www\.`, `user\@`).
 * - GitHub turns some *rendered* text into links after markdown: `@mentions`, `#123` / `GH-123`
 *   references and `:emoji:` shortcodes. Backslashes do not survive rendering, so a zero-width
 *   space (U+200B) is put where it breaks the pattern: after every `@`, after `#` and `GH-` before
 *   a digit, after a `:` before a word character or `/` (`:smile:`, also `://`), and before the
 *   `.` of `www.`, in case a renderer links bare URLs after the fact.
 * - Line breaks and tabs become spaces (a table row or a sentence stays one line).
 */
export function escapeInline(text: string, max = Infinity): string {
  const s = clip(sanitizeText(text).replace(/[\n\t]/g, ' '), max);
  return s.replace(ASCII_PUNCT, (c: string, offset: number) => {
    const next = s.charAt(offset + 1);
    switch (c) {
      case '@':
        return `\\@${ZWSP}`;
      case '#':
        return /[0-9]/.test(next) ? `\\#${ZWSP}` : '\\#';
      case ':':
        // `:word` may become an :emoji: with a colon that follows (even one of ours), `://` a URL.
        return /[a-z0-9_+/-]/i.test(next) ? `\\:${ZWSP}` : '\\:';
      case '-':
        return /gh$/i.test(s.slice(Math.max(0, offset - 2), offset)) && /[0-9]/.test(next)
          ? `\\-${ZWSP}`
          : '\\-';
      case '.':
        return /(?:^|[^a-z0-9])www$/i.test(s.slice(Math.max(0, offset - 4), offset))
          ? `${ZWSP}\\.`
          : '\\.';
      default:
        return `\\${c}`;
    }
  });
}

/** The longest run of `char` in `text`. */
function longestRun(text: string, char: string): number {
  let best = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/**
 * Inline code: the text literally, on one line, between backtick fences longer than any backtick
 * run inside (padded with a space when it starts or ends with a backtick or a space, which
 * CommonMark strips again). In a table cell (`table: true`) pipes are escaped, as GFM splits
 * cells before it looks at code spans. Empty text gives an empty string. Code spans and code
 * blocks are literal by definition (no markdown, HTML, links or GitHub references inside), so
 * there only the fence length and workflow commands need care.
 */
export function codeSpan(text: string, options: { table?: boolean; max?: number } = {}): string {
  let s = breakWorkflowCommands(
    clip(sanitizeText(text).replace(/[\n\t]/g, ' '), options.max ?? Infinity),
  );
  if (s === '') return '';
  // GFM splits a table row at every pipe not taken by a backslash pair (`\\x`), code spans
  // included, then unescapes `\|`: a zero-width space keeps a backslash off the pipe after it.
  if (options.table) s = s.replace(/\\(?=\|)/g, `\\${ZWSP}`).replace(/\|/g, '\\|');
  const fence = '`'.repeat(longestRun(s, '`') + 1);
  // CommonMark strips one space from each end when both ends are spaces (unless all are).
  const pad = /^`|`$/.test(s) || (/^ /.test(s) && / $/.test(s) && /[^ ]/.test(s)) ? ' ' : '';
  return `${fence}${pad}${s}${pad}${fence}`;
}

/**
 * A fenced code block holding `text` literally (output tails): the fence is longer than any
 * backtick run in the text, so no line can close it early; workflow commands are broken; the
 * info string is ours (`text` by default, letters only).
 */
export function codeBlock(text: string, info = 'text'): string {
  const body = breakWorkflowCommands(sanitizeText(text)).replace(/\n+$/, '');
  const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
  const lang = /^[a-z]*$/i.test(info) ? info : 'text';
  return `${fence}${lang}\n${body}\n${fence}`;
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  ':': '&#58;',
  '[': '&#91;',
  ']': '&#93;',
  '`': '&#96;',
  '|': '&#124;',
};

/**
 * Text for inside an HTML element that we write ourselves (e.g. `<summary>`): one line, entities
 * for `& < > " '` and the markdown-significant characters, and the same zero-width breaks as
 * `escapeInline` for mentions and references (GitHub links them in rendered HTML text too).
 */
export function escapeHtml(text: string, max = Infinity): string {
  const s = clip(sanitizeText(text).replace(/[\n\t]/g, ' '), max);
  // Zero-width breaks first: the entities put in next contain `#` and digits.
  return s
    .replace(/@/g, `@${ZWSP}`)
    .replace(/#(?=[0-9])/g, `#${ZWSP}`)
    .replace(/(gh-)(?=[0-9])/gi, `$1${ZWSP}`)
    .replace(/(www)(?=\.)/gi, `$1${ZWSP}`)
    .replace(/[&<>"':[\]`|]/g, (c) => HTML_ENTITIES[c] ?? c);
}

/** Words mermaid's gantt grammar reads as statements at the start of a line. */
const MERMAID_KEYWORDS =
  /^(?:gantt|dateformat|axisformat|tickinterval|includes|excludes|todaymarker|title|section|click|call|href|inclusiveenddates|topaxis|weekday|weekend|displaymode|acc\w*)\b/i;

/**
 * A mermaid gantt label: letters, digits, spaces and `_ . - / ( ) + =` only (no `:` `;` `#` `%`
 * or quotes, which are syntax), at most `max` code points, never empty, and never starting with
 * a word mermaid reads as a statement (`click`, `section`, …).
 */
export function mermaidLabel(text: string, max = 48): string {
  const s = sanitizeText(text)
    .replace(/[^\p{L}\p{N} _.\-/()+=]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const clipped = clip(s, max).replace(/…$/, '').trim();
  if (clipped === '') return '-';
  return MERMAID_KEYWORDS.test(clipped) ? `phase ${clipped}` : clipped;
}

/**
 * Markdown written by ci-state that embeds code spans (`like this`): text outside backticks is
 * escaped with `escapeInline`, text between a pair of backticks becomes a `codeSpan`. Used for
 * messages built from untrusted parts (e.g. "Saved to cache key `…`").
 */
export function escapeWithCode(
  text: string,
  options: { table?: boolean; max?: number } = {},
): string {
  const s = clip(sanitizeText(text).replace(/[\n\t]/g, ' '), options.max ?? Infinity);
  const parts = s.split('`');
  // An odd number of backticks: the last one is literal text.
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const inCode = i % 2 === 1 && i < parts.length - (parts.length % 2 === 0 ? 1 : 0);
    if (inCode) out.push(codeSpan(part, { table: options.table ?? false }));
    else out.push(escapeInline(i > 0 && i % 2 === 1 ? `\`${part}` : part));
  }
  return out.join('');
}

/** One workflow command line (`::warning file=a::message`), escaped as @actions/core does. */
export function workflowCommand(
  command: string,
  message = '',
  properties: Record<string, string> = {},
): string {
  const data = (v: string) => v.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const props = Object.entries(properties)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${data(v).replace(/:/g, '%3A').replace(/,/g, '%2C')}`)
    .join(',');
  return `::${command}${props ? ` ${props}` : ''}::${data(message)}`;
}
