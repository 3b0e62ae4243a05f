/**
 * The HTML history report: one self-contained file, charts included (uPlot, inlined from
 * vendor/uplot.ts). Nothing is fetched and every string from the data is escaped where it lands;
 * see docs/history.md, "Formats".
 */
import { formatDuration } from '../core/duration.js';
import { sanitizeText } from '../report/escape.js';
import { dayRow, phaseRow, successRateText } from './stat-rows.js';
import { describeSourceStats, type SourceStats } from './source.js';
import type { HistoryStatistics } from './stats-types.js';

export interface HtmlReportOptions {
  title?: string;
  /** A line under the title, e.g. the repository and the query. */
  subtitle?: string;
  source?: SourceStats;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML: `& < > " '` as entities, control characters removed. */
export function escapeHtmlText(text: string): string {
  return sanitizeText(String(text)).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/**
 * JSON that cannot end its `<script type="application/json">` element: `<`, `>`, `&`, U+2028 and
 * U+2029 escaped; the page reads it back with JSON.parse.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function table(head: string[], rows: string[][], numeric: boolean[]): string {
  const th = head.map((h, i) => `<th${numeric[i] ? ' class="n"' : ''}>${h}</th>`).join('');
  const body = rows
    .map(
      (r) =>
        `<tr>${r.map((c, i) => `<td${numeric[i] ? ' class="n"' : ''}>${c}</td>`).join('')}</tr>`,
    )
    .join('\n');
  return `<table><thead><tr>${th}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

const STYLE = `
:root { color-scheme: light; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg: #ffffff; --card: #f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0; padding: 24px; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 1040px; margin: 0 auto; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 28px 0 8px; }
.sub { color: var(--muted); margin: 0 0 16px; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 10px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
.card b { display: block; font-size: 20px; }
.card span { color: var(--muted); font-size: 12px; }
.chart { min-height: 120px; border: 1px solid var(--line); border-radius: 8px; padding: 8px; overflow: hidden; }
.empty { color: var(--muted); padding: 24px; text-align: center; }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { border-bottom: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: var(--card); }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
.warn { border-left: 4px solid #bf8700; background: #fff8c5; padding: 8px 12px; margin: 8px 0; }
footer { color: var(--muted); margin-top: 32px; font-size: 12px; }
`;

/** Runs in the page: draws the three charts from the JSON data element. */
const CHART_SCRIPT = `
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('ci-state-data').textContent);
  var palette = ['#0969da', '#1a7f37', '#cf222e', '#8250df', '#bf8700', '#1b7c83', '#bc4c00', '#6e7781'];
  function day(s) { var p = s.split('-'); return Date.UTC(+p[0], +p[1] - 1, +p[2]) / 1000; }
  function width(el) { return Math.max(320, Math.min(1020, el.clientWidth - 16)); }
  function empty(el, text) { var d = document.createElement('div'); d.className = 'empty'; d.textContent = text; el.appendChild(d); }
  // The days with data and half a day on each side (uPlot stretches a single day over years).
  function days(xs) { return [Math.min.apply(null, xs) - 43200, Math.max.apply(null, xs) + 43200]; }
  // The x series in the legend: the day under the cursor, nothing when there is none.
  function minutes(u, v) { return v == null ? '' : v.toFixed(1) + ' min'; }
  var x = { label: 'Day', value: function (u, v) { return v == null ? '' : new Date(v * 1000).toISOString().slice(0, 10); } };
  function plot(id, series, xs, ys, axes, extra) {
    var el = document.getElementById(id);
    if (!xs.length) { empty(el, 'No data in the window.'); return; }
    var opts = {
      width: width(el), height: 260, series: [x].concat(series),
      scales: { x: { time: true, auto: false, range: days(xs) } }, axes: axes, legend: { live: true },
      hooks: { ready: [function (u) {
        el.setAttribute('data-x-range', u.scales.x.min + ',' + u.scales.x.max);
        el.setAttribute('data-x-first', Math.min.apply(null, xs));
        el.setAttribute('data-x-last', Math.max.apply(null, xs));
      }] }
    };
    for (var k in extra || {}) opts[k] = extra[k];
    if (extra && extra.scales) opts.scales.x = { time: true, auto: false, range: days(xs) };
    new uPlot(opts, [xs].concat(ys), el);
    el.setAttribute('data-drawn', 'true');
  }
  var t = data.trend;
  plot('chart-trend',
    t.series.map(function (s, i) { return { label: s.phase, stroke: palette[i % palette.length], width: 2, spanGaps: true, points: { show: true, size: 5 }, value: function (u, v) { return v == null ? '' : v.toFixed(1) + ' s'; } }; }),
    t.days.map(day),
    t.series.map(function (s) { return s.meanMs.map(function (v) { return v == null ? null : v / 1000; }); }),
    [{}, { label: 'mean duration (s)', size: 60 }]);
  var d = data.daily;
  var rated = d.filter(function (x) { return x.completed + x.failed > 0; });
  plot('chart-success',
    [{ label: 'success rate', stroke: '#1a7f37', fill: 'rgba(26,127,55,0.12)', width: 2, points: { show: true, size: 5 }, value: function (u, v) { return v == null ? '' : v.toFixed(1) + ' %'; } }],
    rated.map(function (x) { return day(x.date); }),
    [rated.map(function (x) { return x.successRate * 100; })],
    [{}, { label: '%', size: 50 }],
    { scales: { y: { range: [0, 100] } } });
  var total = 0;
  var saved = d.filter(function (x) { return x.savedMs > 0; });
  var bars = uPlot.paths && uPlot.paths.bars ? uPlot.paths.bars({ size: [0.6, 40] }) : undefined;
  plot('chart-saved',
    [
      { label: 'saved that day (min)', stroke: '#8250df', fill: 'rgba(130,80,223,0.35)', width: 1, paths: bars, points: { show: false }, value: minutes },
      { label: 'running total (min)', stroke: '#0969da', width: 2, points: { show: true, size: 5 }, value: minutes }
    ],
    saved.map(function (x) { return day(x.date); }),
    [saved.map(function (x) { return x.savedMs / 60000; }),
     saved.map(function (x) { total += x.savedMs; return total / 60000; })],
    [{}, { label: 'minutes', size: 60 }]);
  document.body.setAttribute('data-charts', 'ready');
})();
`;

function chartData(s: HistoryStatistics) {
  const label = (t: string) => sanitizeText(t).slice(0, 80);
  return {
    trend: {
      days: s.trend.days,
      series: s.trend.series.map((x) => ({ phase: label(x.phase), meanMs: x.meanMs })),
    },
    daily: s.daily.map((d) => ({
      date: d.date,
      completed: d.completed,
      failed: d.failed,
      successRate: d.successRate,
      savedMs: d.savedMs,
    })),
  };
}

/**
 * The report as one HTML page. Charts (uPlot, loaded only when a report is rendered): the mean
 * duration per phase per day, the success rate per day, and the time saved by resume per day
 * (with its running total). The summary, phase, flaky and daily tables are plain HTML, so the
 * report reads without JavaScript too. Nothing is fetched: no external script, style, font or
 * image, and a Content-Security-Policy of `default-src 'none'` (inline script and style only)
 * makes sure of it. Every string from the data is escaped: as HTML text in the tables, as JSON in
 * a script element (`jsonForScript`); uPlot puts series names in with textContent and on canvas.
 */
export async function renderHtmlReport(
  s: HistoryStatistics,
  options: HtmlReportOptions = {},
): Promise<string> {
  const { UPLOT_CSS, UPLOT_JS, UPLOT_LICENSE, UPLOT_VERSION } = await import('./vendor/uplot.js');
  const title = escapeHtmlText(options.title ?? 'ci-state history');
  const cards = [
    [String(s.runs), 'attempts'],
    [successRateText(s), 'success rate'],
    [`${s.resumed}`, 'resumed'],
    [formatDuration(s.savedMs), 'saved by resume'],
    [formatDuration(s.meanDurationMs), 'mean attempt'],
    [s.mostUsedWorkflow === null ? '–' : escapeHtmlText(s.mostUsedWorkflow), 'most used workflow'],
  ]
    .map(([v, l]) => `<div class="card"><b>${v}</b><span>${l}</span></div>`)
    .join('');
  const phases = s.phases.length
    ? table(
        ['Phase', 'Runs', 'Success', 'p50', 'p95', 'Mean', 'Reused', 'Saved', 'Flaky'],
        s.phases.map((p) =>
          phaseRow(p, { name: escapeHtmlText(p.phase), approx: ' ≈', none: '–', mean: true }),
        ),
        [false, true, true, true, true, true, true, true, true],
      )
    : '<p class="empty">No phase entries.</p>';
  const flaky = s.flaky.length
    ? table(
        ['Phase', 'Commits', 'Last sha', 'Workflow', 'Job'],
        s.flaky.map((f) => [
          escapeHtmlText(f.phase),
          String(f.occurrences),
          `<code>${escapeHtmlText(f.lastSha.slice(0, 12))}</code>`,
          escapeHtmlText(f.workflow),
          escapeHtmlText(f.job),
        ]),
        [false, true, false, false, false],
      )
    : '<p class="empty">No phase failed and then succeeded on a re-run of the same commit.</p>';
  const daily = s.daily.length
    ? table(
        ['Day (UTC)', 'Runs', 'Completed', 'Failed', 'Success', 'Total', 'Mean', 'Saved'],
        [...s.daily].reverse().map(dayRow),
        [false, true, true, true, true, true, true, true],
      )
    : '<p class="empty">No runs in the window.</p>';
  const warnings = options.source
    ? describeSourceStats(options.source)
        .map((w) => `<p class="warn">${escapeHtmlText(w)}</p>`)
        .join('\n')
    : '';
  const sub = [
    options.subtitle ? escapeHtmlText(options.subtitle) : '',
    `generated ${escapeHtmlText(s.generatedAt.slice(0, 16).replace('T', ' '))} UTC`,
    `daily window ${s.window.from} to ${s.window.to}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const license = UPLOT_LICENSE.replace(/\*\//g, '* /');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${UPLOT_CSS}</style>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p class="sub">${sub}</p>
${warnings}
<section class="cards">${cards}</section>
<h2>Duration per phase (daily mean)</h2>
<div class="chart" id="chart-trend"></div>
<h2>Success rate per day</h2>
<div class="chart" id="chart-success"></div>
<h2>Time saved by resume</h2>
<div class="chart" id="chart-saved"></div>
<h2>Phases</h2>
${phases}
<p class="sub">Percentiles: ${escapeHtmlText(s.percentiles.method)}.</p>
<h2>Flaky phases</h2>
${flaky}
<h2>Daily summary</h2>
${daily}
<footer>ci-state history report. Charts drawn with uPlot ${escapeHtmlText(UPLOT_VERSION)} (MIT licence, included in this file).</footer>
</main>
<script type="application/json" id="ci-state-data">${jsonForScript(chartData(s))}</script>
<script>
/*! uPlot ${UPLOT_VERSION}
${license}
*/
${UPLOT_JS}
</script>
<script>${CHART_SCRIPT}</script>
</body>
</html>
`;
}
