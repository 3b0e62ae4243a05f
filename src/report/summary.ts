/**
 * The job summary, built by pure functions from the state (no `@actions/*`, no environment): this
 * module assembles the parts (summary-table.ts, summary-blocks.ts, story.ts, gantt.ts) and cuts the
 * result to size. What it holds and what goes first when it is too long: docs/reports.md, "The job
 * summary" and "Size". Every string from the state goes through escape.ts.
 */
import type { RunState } from '../core/index.js';
import { plural } from '../core/words.js';
import { breakWorkflowCommands, escapeInline, sanitizeText } from './escape.js';
import { ganttOf } from './gantt.js';
import { runLinks, type ReportLinks } from './links.js';
import { cutAtLine, cutToUtf8Bytes, SUMMARY_LIMIT_BYTES, utf8Bytes } from './size.js';
import { lastFailureWords, recoveredWords, runIcon, storyOf } from './story.js';
import {
  contextBlock,
  linksLine,
  metaLine,
  persistenceBlock,
  rollbackLines,
  skippedBlock,
  tailBlocks,
  type JobSummaryOptions,
} from './summary-blocks.js';
import { jobTitle, MAX_LIST, phaseRows } from './summary-table.js';

export type { JobSummaryOptions } from './summary-blocks.js';

interface Cut {
  skipped: boolean;
  context: boolean;
  tails: number;
  gantt: boolean;
  rows: number;
}

function cutNotice(
  total: Cut,
  cut: Cut,
  limitBytes: number,
  links: ReportLinks | undefined,
  hard: boolean,
): string | undefined {
  const what: string[] = [];
  if (total.skipped && !cut.skipped) what.push('the files left out of checkpoints');
  if (total.context && !cut.context) what.push('the context values');
  if (cut.tails < total.tails) {
    what.push(
      cut.tails === 0
        ? 'the output tails'
        : `${total.tails - cut.tails} of ${total.tails} output tails`,
    );
  }
  if (total.gantt && !cut.gantt) what.push('the timeline');
  if (cut.rows < total.rows) what.push(`${total.rows - cut.rows} of ${total.rows} phase rows`);
  if (hard) what.push('the end of the summary');
  if (what.length === 0) return undefined;
  const list =
    what.length === 1 ? what[0] : `${what.slice(0, -1).join(', ')} and ${what[what.length - 1]}`;
  const urls = runLinks(links);
  const where = urls.artifacts
    ? `the [run's artifacts](${urls.artifacts})`
    : "the run's artifacts and the state file";
  const size = limitBytes === SUMMARY_LIMIT_BYTES ? '1 MiB' : `${limitBytes}-byte`;
  return `> ✂️ Cut to fit GitHub's ${size} job summary limit: ${list}. The full state is in ${where}.`;
}

/**
 * The job summary of one job's state, as markdown, at most `maxBytes` bytes of UTF-8 (default
 * `SUMMARY_LIMIT_BYTES`). When it would be larger the least important parts go first: the context
 * values and the files left out of checkpoints, then output tails (stdout of the last failed phase
 * first, stderr of the first failed phase last), then the gantt, then table rows from the end
 * ("… N more phases"); a notice says what was cut and points to the run's artifacts, where the
 * full state is.
 */
export function renderJobSummary(state: RunState, opts: JobSummaryOptions = {}): string {
  const limit = opts.maxBytes ?? SUMMARY_LIMIT_BYTES;
  const level = Math.min(6, Math.max(1, opts.headingLevel ?? 3));
  const h = '#'.repeat(level);
  const sub = '#'.repeat(Math.min(6, level + 1));

  const title = `${h} ${runIcon(state)} ci-state · ${escapeInline(state.origin.workflow || state.scope.workflow, 120)} / ${escapeInline(jobTitle(state), 200)}`;
  const story =
    opts.story !== undefined
      ? breakWorkflowCommands(sanitizeText(opts.story).replace(/[\n\t]/g, ' '))
      : storyOf(state);
  const meta = metaLine(state, opts);
  const recovered = recoveredWords(state);
  const lastFailure = recovered === undefined ? lastFailureWords(state) : undefined;
  const persistence = persistenceBlock(opts.persistence);
  const context = contextBlock(state);
  const skipped = skippedBlock(state);
  const warnings = (state.resume?.warnings ?? [])
    .slice(0, MAX_LIST)
    .map((w) => `- ⚠️ ${escapeInline(w, 300)}`);
  const { header, rows } = phaseRows(state);
  const rollbacks = rollbackLines(state);
  const gantt = ganttOf(state);
  const tails = tailBlocks(state, opts.tailLines ?? 200);
  const links = linksLine(state, opts.links);

  const total: Cut = {
    skipped: skipped !== undefined,
    context: context !== undefined,
    tails: tails.length,
    gantt: gantt !== undefined,
    rows: rows.length,
  };

  const compose = (cut: Cut, hard = false): string => {
    const blocks: string[] = [title];
    if (meta) blocks.push(meta);
    blocks.push(story);
    if (recovered) blocks.push(`Recovered: ${recovered}.`);
    if (lastFailure) blocks.push(`Last failure: ${lastFailure}.`);
    if (persistence) blocks.push(persistence);
    if (warnings.length > 0) blocks.push(warnings.join('\n'));
    blocks.push(`${sub} Phases`);
    if (rows.length === 0) blocks.push('_No phases recorded._');
    else {
      blocks.push([...header, ...rows.slice(0, cut.rows)].join('\n'));
      if (cut.rows < rows.length) {
        blocks.push(
          `_… ${plural(rows.length - cut.rows, 'more phase', 'more phases')} (cut to fit the summary limit)._`,
        );
      }
    }
    if (rollbacks.length > 0) blocks.push(`${sub} Rollbacks`, rollbacks.join('\n'));
    if (skipped && cut.skipped) blocks.push(`${sub} Left out of checkpoints`, skipped);
    if (gantt && cut.gantt) {
      const more =
        gantt.shown < gantt.items ? `\n\n_First ${gantt.shown} of ${gantt.items} items._` : '';
      blocks.push(`${sub} Timeline`, `\`\`\`mermaid\n${gantt.text}\n\`\`\`${more}`);
    }
    if (context && cut.context) blocks.push(context);
    if (cut.tails > 0) blocks.push(`${sub} Output of failed phases`, ...tails.slice(0, cut.tails));
    const notice = cutNotice(total, cut, limit, opts.links, hard);
    if (notice) blocks.push(notice);
    if (links) blocks.push('---', links);
    return `${blocks.join('\n\n')}\n`;
  };
  const fits = (text: string): boolean => utf8Bytes(text) <= limit;

  const whole = compose(total);
  if (fits(whole)) return whole;
  // 0. The context values.
  const full: Cut = { ...total, skipped: false, context: false };
  if (fits(compose(full))) return compose(full);

  // 1. Output tails, least important (last) first: the most kept that still fits.
  const best = (lo: number, hi: number, make: (n: number) => Cut): number => {
    // Largest n in [lo, hi] with compose(make(n)) fitting, or lo - 1 if none.
    let ok = lo - 1;
    while (lo <= hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (fits(compose(make(mid)))) {
        ok = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return ok;
  };
  const keptTails = best(0, tails.length, (n) => ({ ...full, tails: n }));
  if (keptTails >= 0) return compose({ ...full, tails: keptTails });

  // 2. The gantt.
  const noGantt: Cut = {
    skipped: false,
    context: false,
    tails: 0,
    gantt: false,
    rows: rows.length,
  };
  if (fits(compose(noGantt))) return compose(noGantt);

  // 3. Table rows from the end.
  const keptRows = best(0, rows.length, (n) => ({ ...noGantt, rows: n }));
  if (keptRows >= 0) return compose({ ...noGantt, rows: keptRows });

  // 4. Still too big (huge title or warnings): cut at a line, keep the notice and the links.
  const bare = compose({ skipped: false, context: false, tails: 0, gantt: false, rows: 0 }, true);
  const tailStart = bare.lastIndexOf('\n\n> ✂️');
  const ending = tailStart >= 0 ? bare.slice(tailStart) : '';
  const room = limit - utf8Bytes(ending);
  const head = cutAtLine(bare.slice(0, tailStart >= 0 ? tailStart : bare.length), (t) =>
    cutToUtf8Bytes(t, Math.max(0, room)),
  );
  const out = `${head.replace(/\n+$/, '')}${ending}`;
  return fits(out) ? out : cutToUtf8Bytes(out, limit);
}

export interface RunSummaryOptions {
  /** Persistence lines by job key (see `jobKeyOf`), shown in each job's part. */
  persistence?: Readonly<Record<string, string>>;
  links?: ReportLinks;
  maxBytes?: number;
  /** A title for the whole run (default: the workflow's name). */
  title?: string;
}

/** The key of a job's section: its job id and matrix key. */
export function jobKeyOf(state: RunState): string {
  return jobTitle(state);
}

/**
 * One summary for every job of a run (the report/ job): an overview table with each job's story,
 * then each job's summary, each given an equal share of the size limit.
 */
export function renderRunSummary(
  states: readonly RunState[],
  opts: RunSummaryOptions = {},
): string {
  const limit = opts.maxBytes ?? SUMMARY_LIMIT_BYTES;
  const sorted = [...states].sort((a, b) =>
    jobKeyOf(a) < jobKeyOf(b) ? -1 : jobKeyOf(a) > jobKeyOf(b) ? 1 : 0,
  );
  const workflow = opts.title ?? sorted[0]?.origin.workflow ?? 'workflow';
  const lines = [
    `## ci-state · ${escapeInline(workflow, 120)}: ${sorted.length} job${sorted.length === 1 ? '' : 's'}`,
    '',
  ];
  if (sorted.length === 0) lines.push('_No job recorded a state in this run._');
  else {
    lines.push('| | Job | Story |', '| --- | --- | --- |');
    for (const s of sorted) {
      lines.push(
        `| ${runIcon(s)} | ${escapeInline(jobKeyOf(s), 200)} | ${storyOf(s, { table: true })} |`,
      );
    }
  }
  let overview = `${lines.join('\n')}\n`;
  if (utf8Bytes(overview) > limit / 2) {
    overview = `${cutAtLine(overview, (t) => cutToUtf8Bytes(t, Math.floor(limit / 2)))}\n`;
  }
  const share = Math.floor((limit - utf8Bytes(overview)) / Math.max(1, sorted.length)) - 2;
  const parts = [overview];
  for (const s of sorted) {
    if (share < 512) break;
    parts.push(
      renderJobSummary(s, {
        ...(opts.persistence?.[jobKeyOf(s)] !== undefined
          ? { persistence: opts.persistence[jobKeyOf(s)] }
          : {}),
        ...(opts.links ? { links: opts.links } : {}),
        maxBytes: share,
        headingLevel: 3,
      }),
    );
  }
  const out = parts.join('\n');
  return utf8Bytes(out) <= limit ? out : cutToUtf8Bytes(out, limit);
}
