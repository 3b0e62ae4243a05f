/**
 * A GFM parser (micromark + its GFM extension, the reference implementation of the spec GitHub's
 * renderer follows) and checks that rendered reports contain nothing but what ci-state meant.
 */
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { ZWSP } from '../../src/report/index.js';

export function parseGfm(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** HTML as a GFM renderer gives it (raw HTML kept, as GitHub keeps its allowed tags). */
export function renderGfm(markdown: string): string {
  return micromark(markdown, {
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
    allowDangerousHtml: true,
  });
}

/** Every node, depth first, with its ancestors. */
export function* walk(node: Nodes, parents: Nodes[] = []): Generator<[Nodes, Nodes[]]> {
  yield [node, parents];
  if ('children' in node) {
    for (const child of node.children) yield* walk(child as Nodes, [...parents, node]);
  }
}

/** The text a person sees in a node (text and inline code values), zero-width spaces removed. */
export function visibleText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
    return node.value.replaceAll(ZWSP, '');
  }
  if ('children' in node) return node.children.map((c) => visibleText(c as Nodes)).join('');
  return '';
}

/** Node types a report may contain; anything else (image, definition, footnote, …) is a leak. */
export const ALLOWED_TYPES = new Set([
  'root',
  'heading',
  'paragraph',
  'text',
  'inlineCode',
  'code',
  'table',
  'tableRow',
  'tableCell',
  'list',
  'listItem',
  'strong',
  'emphasis',
  'thematicBreak',
  'blockquote',
  'link',
  'html',
]);

/** The raw HTML ci-state writes: its hidden markers and the details/summary wrappers. */
export const ALLOWED_HTML = [
  /^<!-- ci-state:(?:comment workflow=[0-9a-f]{16}|section job=[A-Za-z0-9_-]*|section-end job=[A-Za-z0-9_-]*|job status=[a-z_]+|details|details-end) -->$/,
  /^<details><summary>(?:❌|🔵) <code>[A-Za-z0-9._-]+<\/code>: std(?:err|out) \((?:tail|last \d+ lines)\)<\/summary>$/,
  /^<details><summary>Context: \d+ values?<\/summary>$/,
  /^<details><summary>Checkpoint(?: of <code>[A-Za-z0-9._-]+<\/code>)?: (?:🚫 \d+ refused)?(?:, )?(?:\d+ excluded)?<\/summary>$/,
  /^<\/details>$/,
  /^<\/?sub>$/,
  /^<sub>ci-state: one section per job, updated in place on every attempt\.<\/sub>$/,
];

/** What GitHub would turn into a mention, a reference, an emoji, or a link after rendering. */
export const AFTER_RENDER_PATTERNS: Array<[string, RegExp]> = [
  ['mention', /(?:^|[^A-Za-z0-9`])@[A-Za-z0-9]/],
  ['issue reference', /#[0-9]/],
  ['GH- reference', /\bGH-[0-9]/i],
  ['emoji shortcode', /:[a-z0-9_+-]+:/i],
  ['bare URL', /[a-z][a-z0-9+.-]*:\/\//i],
  ['www link', /\bwww\./i],
  ['email', /[A-Za-z0-9._%+-]@[A-Za-z0-9-]+\.[A-Za-z]/],
];

/** .NET's Char.IsWhiteSpace set, which the runner's TrimStart removes before looking for `::`. */
const DOTNET_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;

/** Lines the runner would read as workflow commands if this text reached stdout. */
export function workflowCommandLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.replace(DOTNET_SPACE, '').startsWith('::') || line.includes('##['));
}

/** The emphasis ci-state writes itself. */
const OUR_EMPHASIS = [
  /^Persistence:$/,
  /^No phases recorded\.$/,
  /^… \d+ more phases?/,
  /^First \d+ of \d+ items\.$/,
  /^Details cut to fit/,
  /^… \d+ more values? in the state\.$/,
  /^… \d+ more checkpoints? left files out\.$/,
  /^… \d+ more \(the checkpoint's output lists them all\)\.$/,
  /^No job recorded a state in this run\.$/,
];

export interface Leak {
  what: string;
  detail: string;
}

/**
 * Everything in `markdown` that untrusted text could have produced: node types other than the
 * allowed ones, links other than `allowedLink`, raw HTML other than ci-state's, text GitHub would
 * link after rendering (outside links and code), and workflow command lines.
 */
export function leaks(markdown: string, allowedLink: RegExp): Leak[] {
  const found: Leak[] = [];
  const tree = parseGfm(markdown);
  for (const [node, parents] of walk(tree)) {
    if (!ALLOWED_TYPES.has(node.type)) {
      found.push({ what: `node ${node.type}`, detail: JSON.stringify(node).slice(0, 200) });
      continue;
    }
    if (node.type === 'link' && !allowedLink.test(node.url)) {
      found.push({ what: 'link', detail: node.url });
    }
    if (node.type === 'html') {
      for (const line of node.value.split('\n')) {
        if (!ALLOWED_HTML.some((re) => re.test(line))) found.push({ what: 'html', detail: line });
      }
    }
    if (node.type === 'text' && !parents.some((p) => p.type === 'link')) {
      const value = node.value.replaceAll(ZWSP, '\u0000');
      for (const [what, re] of AFTER_RENDER_PATTERNS) {
        // A zero-width space (here NUL) inside the match breaks GitHub's pattern: only whole
        // matches count.
        if (re.test(value)) found.push({ what, detail: node.value.slice(0, 200) });
      }
    }
    if (
      (node.type === 'emphasis' || node.type === 'strong') &&
      !OUR_EMPHASIS.some((re) => re.test(visibleText(node)))
    ) {
      found.push({ what: node.type, detail: visibleText(node).slice(0, 200) });
    }
    if (node.type === 'blockquote' && !visibleText(node).startsWith('✂️')) {
      found.push({ what: 'blockquote', detail: visibleText(node).slice(0, 200) });
    }
  }
  for (const line of workflowCommandLines(markdown)) {
    found.push({ what: 'workflow command', detail: line.slice(0, 200) });
  }
  return found;
}
