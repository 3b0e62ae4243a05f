/**
 * The reports as a person sees them: the job summary, the run summary and the sticky PR comment
 * rendered to HTML by a GFM renderer (micromark), with the real mermaid library drawing the
 * timelines, in Debian's chromium driven by playwright-core (never a downloaded browser), served
 * from a loopback HTTP server.
 *
 * Each page must load with no console error and no request elsewhere; every ```mermaid block must
 * become a gantt SVG (no mermaid error, no "Syntax error") with one drawn bar or milestone per
 * task mermaid's own parser reads from the source, failed phases in red; the phases tables must
 * be HTML tables with one row per phase; links go to the run only; and no markdown is left raw.
 *
 * The pages, their markdown and screenshots go to the test output folder ($CI_STATE_TEST_OUTPUT,
 * else <tmp>/ci-state-test-output)/report-browser. The README's screenshots come from a real run
 * instead: scripts/screenshots.mjs.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beginAttempt,
  completePhase,
  createCheckpoint,
  createRun,
  failPhase,
  finishRun,
  parsePhaseList,
  rollbackTo,
  startPhase,
  type RunState,
} from '../../src/core/index.js';
import {
  commentMarker,
  jobKeyOf,
  mergeComment,
  renderCommentSection,
  renderJobSummary,
  renderRunSummary,
  reportLinksFromEnv,
  runPointer,
  storyOf,
} from '../../src/report/index.js';
import { at, failedFirstAttempt, origin, scope } from './helpers.js';
import { renderGfm } from './markdown.js';
import { ganttTasks, type GanttTask } from './mermaid.js';
import { CHROMIUM, pageProblems, withChromium } from './chromium.js';
import { mermaidBundle, RENDER_SCRIPT, reportPage, serve, type Served } from './page.js';

const WIDTH = 1000;
const OUT = join(
  process.env.CI_STATE_TEST_OUTPUT || join(tmpdir(), 'ci-state-test-output'),
  'report-browser',
);
const ALLOWED_LINK = /^https:\/\/github\.com\/acme\/shop\//;
const PHASES_HEADER = [
  '',
  'Phase',
  'Status',
  'Attempt',
  'Duration',
  'Resume',
  'Checkpoint',
  'Note',
];

function env(attempt: number): Record<string, string> {
  return {
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: String(attempt),
  };
}

/**
 * The linux leg of the matrix. Attempt 1: build and lint succeed (each with a checkpoint),
 * migrate succeeds, test fails with exit code 3, and the job rolls back to lint's checkpoint
 * (undoing migrate and test). Attempt 2 ("Re-run failed jobs") resumes from migrate, skips build
 * and lint, and completes.
 */
function linuxLeg(): { first: RunState; second: RunState } {
  const legScope = { ...scope, matrix: 'os=linux' };
  let s = createRun({
    id: 'state-linux',
    scope: legScope,
    origin: origin(1),
    declared: parsePhaseList('build,lint,migrate,test,e2e'),
    toolVersion: '0.1.0',
    now: at(0),
  });
  s = completePhase(startPhase(s, 'build', { now: at(0) }), 'build', { now: at(121) });
  s = createCheckpoint(s, {
    phase: 'build',
    reason: 'phase_completed',
    now: at(121),
    id: 'cp-build',
  }).state;
  s = completePhase(startPhase(s, 'lint', { now: at(121) }), 'lint', { now: at(252) });
  s = createCheckpoint(s, {
    phase: 'lint',
    reason: 'phase_completed',
    now: at(252),
    id: 'cp-lint',
  }).state;
  s = completePhase(startPhase(s, 'migrate', { now: at(252) }), 'migrate', { now: at(270) });
  s = failPhase(startPhase(s, 'test', { now: at(270) }), 'test', {
    now: at(330),
    error: 'exit code 3',
    exitCode: 3,
    stderrTail: 'FAIL src/cart.test.ts\n  expected 2, got 3\n',
  });
  s = rollbackTo(s, 'cp-lint', {
    now: at(332),
    reason: 'test failed after migrate: database restored',
  }).state;
  const first = finishRun(s, at(333));

  let t = beginAttempt(first, { origin: origin(2), now: at(1000), strategy: 'failed' }).state;
  for (const [phase, from, to] of [
    ['migrate', 1000, 1018],
    ['test', 1018, 1080],
    ['e2e', 1080, 1140],
  ] as const) {
    t = completePhase(startPhase(t, phase, { now: at(from) }), phase, { now: at(to) });
  }
  return { first, second: finishRun(t, at(1141)) };
}

/** The macos leg: every phase succeeds in attempt 1 (so "Re-run failed jobs" leaves it). */
function macosLeg(): RunState {
  let s = createRun({
    id: 'state-macos',
    scope: { ...scope, matrix: 'os=macos' },
    origin: origin(1),
    declared: parsePhaseList('build,lint,migrate,test,e2e'),
    toolVersion: '0.1.0',
    now: at(0),
  });
  let now = 0;
  for (const [phase, seconds] of [
    ['build', 150],
    ['lint', 140],
    ['migrate', 20],
    ['test', 75],
    ['e2e', 70],
  ] as const) {
    s = completePhase(startPhase(s, phase, { now: at(now) }), phase, { now: at(now + seconds) });
    now += seconds;
  }
  return finishRun(s, at(now + 1));
}

interface Doc {
  name: string;
  title: string;
  header: string;
  markdown: string;
  /** Phase names of each table's rows, in order ([] for a table that is not a phases table). */
  tables: string[][];
  /** How many gantts, and how many red (failed) bars in all. */
  gantts: number;
  red: number;
  /** Text a person can read on the page (collapsed details included). */
  shows: string[];
  /** Text that must be gone (a section replaced in place). */
  hides?: string[];
  /** The stories a person must read (inline code shown as its text). */
  stories: string[];
}

interface DiagramSeen {
  role: string | null;
  width: number;
  rects: { cls: string; width: number; height: number }[];
  labels: string[];
}

interface PageSeen {
  status: string | null;
  error: string | null;
  diagrams: DiagramSeen[];
  errorElements: number;
  leftover: number;
  tables: { head: string[]; rows: string[][] }[];
  links: string[];
  images: number;
  text: string;
  allText: string;
  bottom: number;
}

/** Runs in the page once mermaid is done: what a person would see. */
const SEEN = `(() => {
  const diagrams = [...document.querySelectorAll('div.mermaid')].map((d) => {
    const svg = d.querySelector('svg');
    return {
      role: svg ? svg.getAttribute('aria-roledescription') : null,
      width: svg ? svg.getBoundingClientRect().width : 0,
      rects: svg ? [...svg.querySelectorAll('rect.task')].map((r) => {
        const b = r.getBoundingClientRect();
        return { cls: r.getAttribute('class'), width: b.width, height: b.height };
      }) : [],
      labels: svg ? [...svg.querySelectorAll('text[id$="-text"]')].map((t) => t.textContent.trim()) : [],
    };
  });
  const tables = [...document.querySelectorAll('.markdown-body table')].map((t) => ({
    head: [...t.querySelectorAll('thead th')].map((c) => c.textContent.trim()),
    rows: [...t.querySelectorAll('tbody tr')].map((r) => [...r.cells].map((c) => c.textContent.trim())),
  }));
  const frame = document.querySelector('.frame').getBoundingClientRect();
  return {
    status: document.body.dataset.mermaid ?? null,
    error: document.body.dataset.mermaidError ?? null,
    diagrams,
    errorElements: document.querySelectorAll('.error-icon, .error-text, [aria-roledescription="error"]').length,
    leftover: document.querySelectorAll('code.language-mermaid').length,
    tables,
    links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')),
    images: document.querySelectorAll('img').length,
    text: document.querySelector('.markdown-body').innerText,
    allText: document.querySelector('.markdown-body').textContent,
    bottom: Math.ceil(frame.bottom + window.scrollY),
  };
})()`;

function mermaidSources(markdown: string): string[] {
  return [...markdown.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((m) => m[1] ?? '');
}

/** The story as read on the page: code spans show their text. */
function readable(story: string): string {
  return story.replaceAll('`', '').replaceAll('\\', '');
}

let docs: Doc[];
let server: Served;

beforeAll(async () => {
  const { first, second } = linuxLeg();
  const macos = macosLeg();
  const failed = failedFirstAttempt({ scope: { matrix: 'os=linux' } });
  const links2 = {
    ...reportLinksFromEnv(env(2)),
    artifactName: 'ci-state-966d7fe1f832e9a9-a2-s27',
  };
  const links1 = reportLinksFromEnv(env(1));
  const phaseNames = ['build', 'lint', 'migrate', 'test', 'e2e'];

  // The comment as the post steps leave it: attempt 1 creates it (linux rolled back), macos adds
  // its section, then the re-run replaces linux's section in place.
  const marker = commentMarker({ workflow: 'CI' });
  let body: string | undefined;
  for (const [state, links] of [
    [first, links1],
    [macos, links1],
    [second, links2],
  ] as const) {
    body = mergeComment(body, {
      marker,
      jobKey: jobKeyOf(state),
      section: renderCommentSection(state, { links }),
      pointer: runPointer(links),
    });
  }

  docs = [
    {
      name: 'job-summary',
      title: 'Job summary of a resumed attempt',
      header: '<strong>build (os=linux)</strong> summary',
      markdown: renderJobSummary(second, {
        links: links2,
        persistence:
          'Saved to cache key `ci-state/v1/966d7fe1f832e9a9b352680de2f8fe94/4242/2/27-9f683dee` and artifact `ci-state-966d7fe1f832e9a9-a2-s27`',
        branch: 'feature/cart-totals',
        pullRequest: { number: 7, title: 'Cart totals include the discount' },
      }),
      tables: [phaseNames],
      gantts: 1,
      // Attempt 1's failed try of test stays on the timeline after attempt 2 ran it again.
      red: 1,
      stories: [storyOf(second)],
      shows: [
        'Saved to cache key',
        'Cart totals include the discount',
        'skipped: kept from attempt 1, saved 2m11s',
        'test failed after migrate: database restored',
        'ci-state-966d7fe1f832e9a9-a2-s27',
      ],
    },
    {
      name: 'pr-comment',
      title: 'Sticky pull request comment',
      header:
        '<span class="avatar">GA</span><strong>github-actions</strong> <span class="label">bot</span> commented',
      markdown: body ?? '',
      tables: [phaseNames, phaseNames],
      gantts: 0,
      red: 0,
      stories: [storyOf(second), storyOf(macos)],
      shows: ['build (os=linux)', 'build (os=macos)', 'one section per job'],
      hides: [readable(storyOf(first)), 'rolled back'],
    },
    {
      name: 'failed-summary',
      title: 'Job summary of a failed attempt',
      header: '<strong>build (os=linux)</strong> summary',
      markdown: renderJobSummary(failed, {
        links: links1,
        persistence: 'NOT saved: the cache service answered 503 and the artifact upload failed',
      }),
      tables: [['build', 'lint', 'test', 'e2e']],
      gantts: 1,
      red: 1,
      stories: [storyOf(failed)],
      shows: ['NOT saved', 'exit code 3', 'expected 2, got 3', 'running 12 tests'],
    },
    {
      name: 'run-summary',
      title: 'Run summary of the report job',
      header: '<strong>report</strong> summary',
      markdown: renderRunSummary([second, macos], { links: reportLinksFromEnv(env(2)) }),
      // The overview, then each job's phases.
      tables: [[], phaseNames, phaseNames],
      gantts: 2,
      red: 1,
      stories: [storyOf(second), storyOf(macos)],
      shows: ['2 jobs', 'build (os=macos)'],
    },
  ];

  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const files = new Map<string, string>([
    ['/mermaid.min.js', await mermaidBundle()],
    ['/render.js', RENDER_SCRIPT],
  ]);
  for (const d of docs) {
    const page = reportPage({ title: d.title, header: d.header, html: renderGfm(d.markdown) });
    files.set(`/${d.name}.html`, page);
    await writeFile(join(OUT, `${d.name}.md`), d.markdown);
    await writeFile(join(OUT, `${d.name}.html`), page);
  }
  server = await serve(files);
});

afterAll(async () => {
  await server?.close();
});

describe('the reports as rendered markdown', () => {
  it('have the mermaid blocks and tables the browser is asked to draw', async () => {
    for (const d of docs) {
      const sources = mermaidSources(d.markdown);
      expect(sources.length, d.name).toBe(d.gantts);
      for (const source of sources) expect((await ganttTasks(source)).length).toBeGreaterThan(0);
    }
  });
});

describe.skipIf(!existsSync(CHROMIUM) && !process.env.CI)('the reports in Chromium', () => {
  it('draw every gantt and table, with no error, no request elsewhere and no raw markdown', async () => {
    await withChromium(
      async (page) => {
        const problems = pageProblems(page);
        const requests: string[] = [];
        page.on('request', (r) => requests.push(r.url()));

        for (const d of docs) {
          problems.length = 0;
          requests.length = 0;
          const url = `${server.origin}/${d.name}.html`;
          await page.goto(url, { waitUntil: 'load' });
          await page.waitForSelector('body[data-mermaid]', { timeout: 15_000 });
          const seen = (await page.evaluate(SEEN)) as PageSeen;

          expect(seen.status, `${d.name}: ${seen.error}`).toBe('ready');
          expect(problems, d.name).toEqual([]);
          expect(requests, d.name).toEqual([
            url,
            `${server.origin}/mermaid.min.js`,
            `${server.origin}/render.js`,
          ]);

          // Each gantt: an SVG with a bar or milestone per task, as mermaid's parser reads them.
          const sources = mermaidSources(d.markdown);
          expect(seen.leftover, d.name).toBe(0);
          expect(seen.errorElements, d.name).toBe(0);
          expect(seen.text, d.name).not.toMatch(/Syntax error/i);
          expect(seen.diagrams, d.name).toHaveLength(d.gantts);
          expect(
            seen.diagrams.flatMap((g) => g.rects).filter((r) => /\b(?:done)?[cC]rit\d/.test(r.cls)),
            d.name,
          ).toHaveLength(d.red);
          for (const [i, source] of sources.entries()) {
            const tasks: GanttTask[] = await ganttTasks(source);
            const drawn = seen.diagrams[i]!;
            expect(drawn.role, d.name).toBe('gantt');
            expect(drawn.width, d.name).toBeGreaterThan(400);
            expect(drawn.rects, d.name).toHaveLength(tasks.length);
            const bars = drawn.rects.filter((r) => !/\bmilestone\b/.test(r.cls));
            const milestones = drawn.rects.filter((r) => /\bmilestone\b/.test(r.cls));
            expect(bars.length, d.name).toBe(tasks.filter((t) => !t.milestone).length);
            expect(milestones.length, d.name).toBe(tasks.filter((t) => t.milestone).length);
            for (const r of drawn.rects) {
              expect(r.width, `${d.name}: ${r.cls}`).toBeGreaterThan(0);
              expect(r.height, `${d.name}: ${r.cls}`).toBeGreaterThan(0);
            }
            expect(drawn.rects.filter((r) => /\b(?:done)?[cC]rit\d/.test(r.cls)).length).toBe(
              tasks.filter((t) => t.crit).length,
            );
            expect(drawn.labels, d.name).toEqual(tasks.map((t) => t.task));
          }

          // The phases tables: real tables, one row per phase.
          const phaseTables = seen.tables.filter(
            (t) => t.head.join('|') === PHASES_HEADER.join('|'),
          );
          expect(seen.tables.length, d.name).toBe(d.tables.length);
          expect(
            phaseTables.map((t) => t.rows.map((r) => r[1])),
            d.name,
          ).toEqual(d.tables.filter((t) => t.length > 0));
          for (const t of seen.tables) {
            for (const row of t.rows) expect(row, d.name).toHaveLength(t.head.length);
          }

          for (const story of d.stories) expect(seen.text, d.name).toContain(readable(story));
          for (const words of d.shows) expect(seen.allText, d.name).toContain(words);
          for (const words of d.hides ?? []) expect(seen.allText, d.name).not.toContain(words);
          expect(seen.images, d.name).toBe(0);
          expect(seen.links.length, d.name).toBeGreaterThan(0);
          for (const href of seen.links) expect(href, d.name).toMatch(ALLOWED_LINK);
          expect(seen.text, d.name).not.toMatch(/```|\| ?---|\*\*|<!--|\\[:_]/);

          const shot = join(OUT, `${d.name}.png`);
          await page.screenshot({
            path: shot,
            fullPage: true,
            clip: { x: 0, y: 0, width: WIDTH, height: seen.bottom + 24 },
          });
        }
      },
      { width: WIDTH, height: 800 },
    );
  }, 45_000);
});
