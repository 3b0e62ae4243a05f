/**
 * A corpus of hostile strings put everywhere free text can reach a report (errors, output tails,
 * reasons, branch, actor, workflow and job names, matrix key, PR title, comment header, context
 * keys and values, checkpoint ids, warnings, rollback reasons, the persistence line), rendered into
 * the job summary, the run summary and the PR comment, then parsed as GFM: nothing but text may
 * come out of it (no link, image, HTML, mention, reference, extra table cell or row), what a
 * person reads is what was written, and no line is a workflow command.
 */
import type { Nodes, Table } from 'mdast';
import { describe, expect, it } from 'vitest';
import { RunState } from '../../src/core/index.js';
import {
  clip,
  commentMarker,
  escapeInline,
  mergeComment,
  parseComment,
  renderCommentSection,
  renderJobSummary,
  renderRunSummary,
  sanitizeText,
  wellFormed,
} from '../../src/report/index.js';
import { at, failedFirstAttempt, LINKS } from './helpers.js';
import { HOSTILE } from './corpus.js';
import { leaks, parseGfm, renderGfm, visibleText, walk } from './markdown.js';

const ALLOWED_LINK =
  /^https:\/\/github\.com\/acme\/shop\/(?:actions\/runs\/4242(?:\/attempts\/[0-9]+|#artifacts)?|pull\/7)$/;

function fit(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** A failed attempt with `h` in every free-text field the schema allows it in. */
function hostileState(h: string): RunState {
  const s = failedFirstAttempt();
  const test = s.phases['test'];
  const e2e = s.phases['e2e'];
  const build = s.phases['build'];
  if (!test || !e2e || !build) throw new Error('fixture changed');
  const word = h.trim() === '' ? 'empty' : h;
  const { exitCode: _dropped, ...testRest } = test;
  return RunState.parse({
    ...s,
    scope: { ...s.scope, job: fit(word, 256), matrix: fit(h, 1024) },
    origin: {
      ...s.origin,
      workflow: fit(word, 256),
      actor: fit(h, 256),
      ref: fit(h, 512),
      event: fit(h, 64),
    },
    phases: {
      build: { ...build, checkpointId: fit(word, 128) },
      lint: { ...s.phases['lint'], reason: fit(word, 1024) },
      test: {
        ...testRest,
        error: fit(word, 4096),
        stderrTail: fit(h, 65_536),
        stdoutTail: fit(`${h}\n${h}`, 65_536),
      },
      e2e: { ...e2e, status: 'skipped', reason: fit(word, 1024) },
    },
    checkpoints: s.checkpoints.map((c) => ({
      ...c,
      id: fit(word, 128),
      globs: [fit(h, 1024)],
      skipped: {
        excluded: 3,
        refused: 1,
        paths: [
          { path: fit(h, 1024), why: fit(word, 512), refused: true },
          { path: fit(word, 1024), why: fit(h, 512), refused: false },
        ],
      },
    })),
    context: { [fit(word, 256)]: h, nested: { list: [h, 1, null], h }, n: 3 },
    resume: {
      strategy: 'failed',
      fromAttempt: 1,
      skipped: [],
      redo: ['test'],
      savedMs: 0,
      reasons: {},
      plannedAt: at(0),
      warnings: [fit(word, 1024)],
    },
    rollbackHistory: [
      {
        id: 'rb-1',
        at: at(400),
        attempt: 1,
        from: 'test',
        checkpointId: fit(word, 128),
        toPhase: 'build',
        rolledBack: ['lint'],
        reason: fit(word, 1024),
      },
    ],
    error: fit(word, 4096),
  });
}

function tables(markdown: string): Table[] {
  const out: Table[] = [];
  for (const [node] of walk(parseGfm(markdown))) if (node.type === 'table') out.push(node);
  return out;
}

/** Each row of each table has exactly as many cells as its header (no pipe split a cell). */
function expectWellFormedTables(markdown: string): void {
  for (const table of tables(markdown)) {
    const width = table.children[0]?.children.length ?? 0;
    for (const row of table.children) expect(row.children.length).toBe(width);
  }
}

/** The first non-blank line, as the story and the table show a failure. */
function firstLine(text: string): string {
  return (
    text
      .split(/\r?\n/)
      .find((l) => l.trim() !== '')
      ?.trim() ?? ''
  );
}

/** What a person should read for `text` shown in one line, clipped to `max`. */
function shown(text: string, max: number): string {
  return clip(sanitizeText(text).replace(/[\n\t]/g, ' '), max).trim();
}

function phaseRow(markdown: string, id: string): Nodes[] {
  const table = tables(markdown).find((t) => visibleText(t.children[0] as Nodes).includes('Phase'));
  const row = table?.children.find((r) => visibleText(r.children[1] as Nodes) === id);
  if (!row) throw new Error(`no row for ${id}`);
  return row.children;
}

describe.each(HOSTILE.map((h, i) => [i, JSON.stringify(h).slice(0, 60), h] as const))(
  'hostile string %i %s',
  (_i, _label, h) => {
    const state = hostileState(h);
    const word = h.trim() === '' ? 'empty' : h;

    it('the job summary holds nothing but text from it', () => {
      const md = renderJobSummary(state, {
        persistence: `NOT saved: ${h}`,
        links: LINKS,
        pullRequest: { number: 7, title: h },
      });
      expect(leaks(md, ALLOWED_LINK)).toEqual([]);
      expectWellFormedTables(md);
      // One row per phase, and the cells read as written.
      const phases = tables(md).find((t) => visibleText(t.children[0] as Nodes).includes('Phase'));
      expect(phases?.children.length).toBe(1 + Object.keys(state.phases).length);
      const note = visibleText(phaseRow(md, 'test')[7] as Nodes).trim();
      expect(note).toBe(shown(firstLine(fit(word, 4096)), 120));
      const reason = visibleText(phaseRow(md, 'e2e')[7] as Nodes).trim();
      expect(reason).toBe(shown(fit(word, 1024), 160));
      // The rendered HTML has only ci-state's links and no image or script.
      const html = renderGfm(md);
      for (const m of html.matchAll(/<a href="([^"]*)"/g)) expect(m[1]).toMatch(ALLOWED_LINK);
      expect(html).not.toMatch(/<(?:img|script|iframe|input|svg)\b/i);
    });

    it('the output tails are shown literally in code blocks', () => {
      const md = renderJobSummary(state, { links: LINKS });
      const code = [...walk(parseGfm(md))]
        .map(([n]) => n)
        .filter(
          (n): n is Extract<Nodes, { type: 'code' }> => n.type === 'code' && n.lang === 'text',
        );
      const tail = fit(h, 65_536);
      if (sanitizeText(tail).trim() === '') expect(code).toHaveLength(0);
      else {
        expect(code.length).toBeGreaterThanOrEqual(1);
        // What is shown is the tail, cleaned of control characters (and its trailing newlines).
        expect(visibleText(code[0] as Nodes)).toBe(sanitizeText(tail).replace(/\n+$/, ''));
      }
    });

    it('the PR comment holds nothing but text from it, and keeps the job key', () => {
      const marker = commentMarker({ workflow: h, header: h });
      const section = renderCommentSection(state, { links: LINKS, persistence: `NOT saved: ${h}` });
      const first = mergeComment(undefined, { marker, header: h, jobKey: h, section });
      const body = mergeComment(first, { marker, header: h, jobKey: `${h}-2`, section });
      expect(leaks(body, ALLOWED_LINK)).toEqual([]);
      expectWellFormedTables(body);
      expect(parseComment(body).sections.map((s) => s.key)).toEqual([
        wellFormed(h),
        wellFormed(`${h}-2`),
      ]);
      const heading = [...walk(parseGfm(body))].find(
        ([n]) => n.type === 'heading' && n.depth === 3,
      );
      expect(visibleText(heading?.[0] as Nodes)).toBe(
        h.trim() === '' ? 'ci-state' : `ci-state · ${shown(h, 200)}`,
      );
    });

    it('the run summary holds nothing but text from it', () => {
      const md = renderRunSummary([state, hostileState(`${h}x`)], {
        links: LINKS,
        title: h,
        persistence: { [h]: `NOT saved: ${h}` },
      });
      expect(leaks(md, ALLOWED_LINK)).toEqual([]);
      expectWellFormedTables(md);
    });
  },
);

describe('escapeInline', () => {
  it('keeps ordinary text readable and the same once rendered', () => {
    const text = 'Fix cart: total (incl. VAT) is 2 * 3 = 6 - not 5! [WIP] {draft} <3';
    const md = escapeInline(text);
    expect(visibleText(parseGfm(md))).toBe(text);
  });

  it('turns every hostile string into a single paragraph of plain text', () => {
    for (const h of HOSTILE) {
      const md = `Before ${escapeInline(h)} after`;
      const tree = parseGfm(md);
      expect(tree.children.map((c) => c.type)).toEqual(['paragraph']);
      const types = new Set([...walk(tree)].map(([n]) => n.type));
      expect([...types].sort()).toEqual(['paragraph', 'root', 'text']);
      const plain = sanitizeText(h).replace(/[\n\t]/g, ' ');
      expect(visibleText(tree)).toBe(`Before ${plain} after`);
    }
  });
});
