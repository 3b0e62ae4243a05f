import { describe, expect, it } from 'vitest';
import {
  breakWorkflowCommands,
  codeBlock,
  codeSpan,
  escapeHtml,
  escapeWithCode,
  mermaidLabel,
  sanitizeText,
  ZWSP,
} from '../../src/report/index.js';
import { parseGfm, renderGfm, visibleText, walk, workflowCommandLines } from './markdown.js';
import { HOSTILE } from './corpus.js';

describe('sanitizeText', () => {
  it('removes ANSI escapes, controls and invisible characters, flags bidi controls, normalises line ends', () => {
    expect(sanitizeText('\u001b[1;31mred\u001b[0m')).toBe('red');
    expect(sanitizeText('a\r\nb\rc\u2028d')).toBe('a\nb\nc\nd');
    expect(sanitizeText('a\u0000b\u0007c\u009bd')).toBe('abcd');
    expect(sanitizeText('x\u202ey\u2066z')).toBe('x\ufffdy\ufffdz');
    expect(sanitizeText('a\u200bb\ufeffc\u00add')).toBe('abcd');
    expect(sanitizeText('👨‍👩‍👧 é 日本')).toBe('👨‍👩‍👧 é 日本');
    expect(sanitizeText('\ud800')).toBe('\ufffd');
  });
});

describe('workflow commands', () => {
  it('breaks :: and ##[ invisibly', () => {
    expect(breakWorkflowCommands('::add-mask::x')).toBe(`:${ZWSP}:add-mask:${ZWSP}:x`);
    expect(breakWorkflowCommands('a ##[error]b ###[c')).toBe(`a #${ZWSP}#[error]b ##${ZWSP}#[c`);
    for (const h of HOSTILE) {
      for (const text of [codeBlock(h), codeSpan(h), escapeHtml(h), escapeWithCode(h)]) {
        expect(workflowCommandLines(text)).toEqual([]);
      }
    }
  });
});

describe('codeSpan', () => {
  it('uses a fence longer than any backtick run and shows the text literally', () => {
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(codeSpan('`x`')).toBe('`` `x` ``');
    expect(codeSpan('')).toBe('');
    for (const h of HOSTILE) {
      const md = `x ${codeSpan(h)} y`;
      const tree = parseGfm(md);
      const types = [...walk(tree)].map(([n]) => n.type);
      const shown = sanitizeText(h).replace(/[\n\t]/g, ' ');
      if (shown === '') continue;
      expect(types.filter((t) => t === 'inlineCode')).toHaveLength(1);
      expect(types.every((t) => ['root', 'paragraph', 'text', 'inlineCode'].includes(t))).toBe(
        true,
      );
      const code = [...walk(tree)].find(([n]) => n.type === 'inlineCode')?.[0];
      // CommonMark strips one space from each end when both are spaces.
      const expected = /^ .*[^ ].* $/.test(shown) ? shown.slice(1, -1) : shown;
      expect(visibleText(code ?? tree)).toBe(expected);
    }
  });

  it('in a table cell, pipes and backslashes before them stay in the cell', () => {
    for (const text of ['a|b', 'a\\|b', 'a\\\\|b', '|', '\\', 'x \\| y | z']) {
      const md = `| a | b |\n| --- | --- |\n| ${codeSpan(text, { table: true })} | end |`;
      const row = [...walk(parseGfm(md))].filter(([n]) => n.type === 'tableRow')[1]?.[0];
      expect(row && 'children' in row ? row.children.length : 0).toBe(2);
      expect(
        visibleText(row && 'children' in row ? (row.children[0] as never) : parseGfm('')),
      ).toBe(text);
    }
  });
});

describe('codeBlock', () => {
  it('cannot be closed from inside, whatever the content', () => {
    for (const h of HOSTILE) {
      const md = `${codeBlock(h)}\n\nafter`;
      const tree = parseGfm(md);
      expect(tree.children.map((c) => c.type)).toEqual(['code', 'paragraph']);
      expect(visibleText(tree.children[0] as never)).toBe(sanitizeText(h).replace(/\n+$/, ''));
    }
  });
});

describe('escapeHtml', () => {
  it('gives text only inside an element', () => {
    for (const h of HOSTILE) {
      const html = renderGfm(`<details><summary>${escapeHtml(h)}</summary>\n\n</details>`);
      expect(html).not.toMatch(/<(?!\/?(?:details|summary)>)[a-z!/]/i);
    }
    expect(escapeHtml('<b>&"\'@x #1')).toBe(`&lt;b&gt;&amp;&quot;&#39;@${ZWSP}x #${ZWSP}1`);
  });
});

describe('mermaidLabel', () => {
  it('keeps letters, digits and a few signs; never a statement keyword first; never empty', () => {
    expect(mermaidLabel('build:linux; #1 %% "x"')).toBe('build linux 1 x');
    expect(mermaidLabel('click me')).toBe('phase click me');
    expect(mermaidLabel('Section 2')).toBe('phase Section 2');
    expect(mermaidLabel(':::')).toBe('-');
    expect(mermaidLabel('日本語 é (x) a/b +c =d')).toBe('日本語 é (x) a/b +c =d');
    expect(mermaidLabel('x'.repeat(100)).length).toBeLessThanOrEqual(48);
  });
});

describe('escapeWithCode', () => {
  it('keeps backtick spans as code and escapes the rest', () => {
    expect(escapeWithCode('Saved to `a|b` and *c*')).toBe('Saved to `a|b` and \\*c\\*');
    expect(escapeWithCode('odd ` tick')).toBe('odd \\` tick');
  });
});
