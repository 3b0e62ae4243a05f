/**
 * The HTML report in a real browser: Debian's chromium driven by playwright-core (never a
 * downloaded browser). It must load with no console error and no request but its own file, the
 * three charts must have drawn (non-empty canvases), and hostile names must stay text.
 *
 * The screenshot in docs/history-report.png (linked from the README) is written when it is
 * missing or when CI_STATE_UPDATE_SCREENSHOT=1; otherwise it goes to a temporary folder.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, pageProblems, withChromium } from '../report/chromium.js';
import type { HistoryEntry } from '../../src/core/schema.js';
import {
  HistoryStatsAccumulator,
  escapeHtmlText,
  jsonForScript,
  renderHtmlReport,
} from '../../src/history/index.js';
import { syntheticHistory } from './generate.js';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const HOSTILE_WORKFLOW = '</script><img src=x onerror="window.__pwned=1">"\'&<b>bold</b>';
const SCREENSHOT = join(import.meta.dirname, '..', '..', 'docs', 'history-report.png');

/** Runs in the page (as text: this project's TypeScript has no DOM types): per chart, the
 * canvas pixels drawn, their distinct colours, and the legend's series. */
const DRAWN_PIXELS = `['chart-trend', 'chart-success', 'chart-saved'].map((id) => {
  const el = document.getElementById(id);
  const canvas = el.querySelector('canvas');
  if (!canvas) return { id, drawn: 0, colours: 0, series: 0 };
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  let drawn = 0;
  const colours = new Set();
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] > 0) {
      drawn++;
      colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    }
  }
  return { id, drawn, colours: colours.size, series: el.querySelectorAll('.u-legend .u-series').length };
})`;

const SPANS = { hour: 1 / 24, day: 1, week: 7 };

let dir: string;
let html: string;
let clean: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ci-state-history-html-'));
  const acc = new HistoryStatsAccumulator({ now: NOW });
  for (const e of syntheticHistory({ runs: 240, days: 45, now: NOW })) acc.add(e);
  // The README's screenshot: the same history without the hostile workflow.
  clean = await renderHtmlReport(acc.result(), {
    title: 'ci-state history of acme/widgets',
    subtitle: 'last 240 runs of CI and Nightly',
  });
  await writeFile(join(dir, 'clean.html'), clean);
  // A third workflow with a hostile name (workflow and job names are free text).
  for (const e of syntheticHistory({
    runs: 3,
    days: 3,
    now: NOW,
    seed: 3,
    firstRunId: 9000,
    workflows: [HOSTILE_WORKFLOW, HOSTILE_WORKFLOW],
  }) as Iterable<HistoryEntry>)
    acc.add(e);
  const stats = acc.result();
  expect(stats.resumed).toBeGreaterThan(0);
  expect(stats.flaky.length).toBeGreaterThan(0);
  html = await renderHtmlReport(stats, {
    title: 'ci-state history of acme/widgets',
    subtitle: `workflow ${HOSTILE_WORKFLOW}`,
  });
  await writeFile(join(dir, 'report.html'), html);
  // Eight attempts of one day.
  const oneDay = new HistoryStatsAccumulator({ now: NOW });
  for (const e of syntheticHistory({ runs: 8, days: 1, now: NOW, seed: 5 })) oneDay.add(e);
  await writeFile(join(dir, 'one-day.html'), await renderHtmlReport(oneDay.result()));
  // An hour, a day and a week of history, for the charts' x range.
  for (const [name, days] of Object.entries(SPANS)) {
    const acc = new HistoryStatsAccumulator({ now: NOW });
    for (const e of syntheticHistory({ runs: 12, days, now: NOW, seed: 11 })) acc.add(e);
    await writeFile(join(dir, `span-${name}.html`), await renderHtmlReport(acc.result()));
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the HTML report file', () => {
  it('is self-contained: no address, no external script, style, font or image', () => {
    expect(html).not.toMatch(/https?:\/\//i);
    expect(html).not.toMatch(/<(?:link|iframe|object|embed)\b/i);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html).not.toMatch(/<img\b/i);
    expect(html).not.toMatch(/url\(/i);
    expect(html).toContain("default-src 'none'");
    // Three script elements: the data, uPlot, the charts.
    expect(html.match(/<script\b/g)).toHaveLength(3);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(Buffer.byteLength(html)).toBeLessThan(120 * 1024);
  });

  it('escapes the data for HTML text and for the JSON script element', () => {
    expect(escapeHtmlText(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const json = jsonForScript({ s: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ s: '</script><!-- & \u2028' });
    expect(html).toContain(escapeHtmlText(HOSTILE_WORKFLOW));
  });
});

describe.skipIf(!existsSync(CHROMIUM) && !process.env.CI)('the HTML report in Chromium', () => {
  it('loads without console errors or requests, and the charts draw', async () => {
    await withChromium(async (page) => {
      const problems = pageProblems(page);
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      const url = pathToFileURL(join(dir, 'report.html')).href;
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForSelector('body[data-charts="ready"]', { timeout: 10_000 });

      expect(problems).toEqual([]);
      expect(requests).toEqual([url]);
      expect(await page.evaluate('window.__pwned')).toBeUndefined();
      expect(await page.locator('img').count()).toBe(0);
      expect(await page.locator('b', { hasText: 'bold' }).count()).toBe(0);
      expect(await page.locator('.sub').first().textContent()).toContain(HOSTILE_WORKFLOW);

      const charts = (await page.evaluate(DRAWN_PIXELS)) as {
        id: string;
        drawn: number;
        colours: number;
        series: number;
      }[];
      for (const c of charts) {
        expect(c.drawn, c.id).toBeGreaterThan(2000);
        expect(c.colours, c.id).toBeGreaterThan(3);
      }
      // x + 4 phases, x + success rate, x + per day + running total.
      expect(charts.map((c) => c.series)).toEqual([5, 2, 3]);

      // The x axis spans the days with data (one day is not stretched over years), and the
      // legend names the day under the cursor instead of "Time: --".
      await page.goto(pathToFileURL(join(dir, 'one-day.html')).href, { waitUntil: 'load' });
      await page.waitForSelector('body[data-charts="ready"]', { timeout: 10_000 });
      expect(problems).toEqual([]);
      const ranges = (await page.evaluate(
        `[...document.querySelectorAll('.chart[data-x-range]')].map((el) => el.getAttribute('data-x-range').split(',').map(Number))`,
      )) as number[][];
      expect(ranges.length).toBeGreaterThan(0);
      for (const [min, max] of ranges)
        expect((max ?? 0) - (min ?? 0)).toBeLessThanOrEqual(3 * 86_400);
      const legends = (await page.evaluate(
        `[...document.querySelectorAll('.u-legend .u-series:first-child')].map((el) => el.textContent)`,
      )) as string[];
      expect(legends.length).toBe(ranges.length);
      for (const l of legends) expect(l).toMatch(/^\s*Day\s*$/);

      // The screenshot: the clean report, from the top down to the daily table.
      const cleanUrl = pathToFileURL(join(dir, 'clean.html')).href;
      await page.goto(cleanUrl, { waitUntil: 'load' });
      await page.waitForSelector('body[data-charts="ready"]', { timeout: 10_000 });
      expect(problems).toEqual([]);
      const bottom = (await page.evaluate(
        `Math.ceil([...document.querySelectorAll('h2')].find((x) => x.textContent === 'Daily summary').getBoundingClientRect().top + window.scrollY)`,
      )) as number;
      const target =
        !existsSync(SCREENSHOT) || process.env.CI_STATE_UPDATE_SCREENSHOT === '1'
          ? SCREENSHOT
          : join(dir, 'history-report.png');
      await page.screenshot({
        path: target,
        fullPage: true,
        clip: { x: 0, y: 0, width: 1100, height: bottom },
      });
      expect(existsSync(target)).toBe(true);
    });
  }, 45_000);

  it('spans each chart over its data, an hour, a day or a week, with the ends inside the plot', async () => {
    await withChromium(async (page) => {
      for (const name of Object.keys(SPANS)) {
        await page.goto(pathToFileURL(join(dir, `span-${name}.html`)).href, { waitUntil: 'load' });
        await page.waitForSelector('body[data-charts="ready"]', { timeout: 30_000 });
        // Each drawn chart: its x scale, and the first and last x of its data as uPlot placed them.
        const charts = (await page.evaluate(
          `[...document.querySelectorAll('.chart[data-x-range]')].map((el) => {
            const [min, max] = el.getAttribute('data-x-range').split(',').map(Number);
            return { id: el.id, min, max, first: Number(el.getAttribute('data-x-first')), last: Number(el.getAttribute('data-x-last')) };
          })`,
        )) as { id: string; min: number; max: number; first: number; last: number }[];
        expect(charts.length, name).toBeGreaterThan(0);
        for (const c of charts) {
          const margin = (c.max - c.min) * 0.05;
          expect(c.first - c.min, `${name} ${c.id}: first point`).toBeGreaterThan(margin);
          expect(c.max - c.last, `${name} ${c.id}: last point`).toBeGreaterThan(margin);
          // Never stretched far beyond the data: at most a day on either side of it.
          expect(c.max - c.min, `${name} ${c.id}`).toBeLessThanOrEqual(
            c.last - c.first + 2 * 86_400,
          );
        }
        // Hovering the trend chart's first point shows its day and values in the legend.
        const over = page.locator('#chart-trend .u-over');
        const box = await over.boundingBox();
        const trend = charts.find((c) => c.id === 'chart-trend');
        if (!box || !trend) throw new Error(`${name}: no trend chart`);
        const x = ((trend.first - trend.min) / (trend.max - trend.min)) * box.width;
        await page.mouse.move(box.x + x, box.y + box.height / 2);
        const legend = await page.locator('#chart-trend .u-legend .u-series').allTextContents();
        expect(legend[0], name).toMatch(/Day\s*\d{4}-\d{2}-\d{2}/);
        expect(legend.slice(1).join(' '), name).toMatch(/\d+\.\d s/);
      }
    });
  }, 90_000);
});
