/**
 * The job summary's smaller parts, each from the state: the line of where the run came from,
 * output tails, the persistence result, rollback events, links, context values and the files
 * checkpoints left out. Also the summary's options, which they read.
 */
import type { RunState } from '../core/index.js';
import { plural } from '../core/words.js';
import {
  codeBlock,
  codeSpan,
  escapeHtml,
  escapeInline,
  escapeWithCode,
  sanitizeText,
} from './escape.js';
import { runLinks, type ReportLinks } from './links.js';
import { orderedPhases } from './story.js';
import { MAX_LIST, PHASE_ICON } from './summary-table.js';

export interface JobSummaryOptions {
  /**
   * The persistence result line: "Saved to …" or "NOT saved: <reason>". Untrusted text: its
   * backtick spans become code spans, the rest is escaped.
   */
  persistence?: string;
  /** Where the run lives (see links.ts); no links without it. */
  links?: ReportLinks;
  /**
   * Replaces the computed one-sentence story: ci-state's own markdown, only stripped of control
   * characters and workflow commands.
   */
  story?: string;
  /** Size cap in bytes of UTF-8 (default 1 MiB). */
  maxBytes?: number;
  /** Lines kept from the end of each output tail (default 200). */
  tailLines?: number;
  /** Heading level of the title (default 3: `###`). */
  headingLevel?: number;
  /** The pull request the run is for (its title is untrusted text). */
  pullRequest?: { number: number; title?: string };
  /** The branch to show instead of the state's ref (e.g. `GITHUB_HEAD_REF`). */
  branch?: string;
}

function lastLines(text: string, lines: number): { text: string; cut: number } {
  const all = text.replace(/\n+$/, '').split('\n');
  if (all.length <= lines) return { text: all.join('\n'), cut: 0 };
  return { text: all.slice(all.length - lines).join('\n'), cut: all.length - lines };
}

/** The tails of failed (and interrupted) phases, most important first. */
export function tailBlocks(state: RunState, tailLines: number): string[] {
  const blocks: string[] = [];
  for (const id of orderedPhases(state)) {
    const rec = state.phases[id];
    if (!rec || (rec.status !== 'failed' && rec.status !== 'running')) continue;
    for (const [name, raw] of [
      ['stderr', rec.stderrTail],
      ['stdout', rec.stdoutTail],
    ] as const) {
      if (!raw || sanitizeText(raw).trim() === '') continue;
      const { text, cut } = lastLines(raw, tailLines);
      const what = cut > 0 ? `last ${plural(tailLines, 'line')}` : 'tail';
      blocks.push(
        [
          `<details><summary>${PHASE_ICON[rec.status]} <code>${escapeHtml(id)}</code>: ${name} (${what})</summary>`,
          '',
          codeBlock(text),
          '',
          '</details>',
        ].join('\n'),
      );
    }
  }
  return blocks;
}

export function persistenceBlock(persistence: string | undefined): string | undefined {
  if (persistence === undefined || persistence.trim() === '') return undefined;
  const saved = /^\s*saved\b/i.test(persistence) && !/NOT saved/.test(persistence);
  return `**Persistence:** ${saved ? '💾' : '⚠️'} ${escapeWithCode(persistence, { max: 2000 })}`;
}

export function rollbackLines(state: RunState): string[] {
  const events = state.rollbackHistory.slice(-MAX_LIST);
  const lines = events.map((e) => {
    const from = e.from !== undefined ? ` from ${codeSpan(e.from)}` : '';
    const to = `checkpoint ${codeSpan(e.checkpointId, { max: 64 })}${
      e.toPhase !== undefined ? ` (after ${codeSpan(e.toPhase)})` : ''
    }`;
    const undone =
      e.rolledBack.length > 0
        ? `, undoing ${e.rolledBack
            .slice(0, 10)
            .map((p) => codeSpan(p))
            .join(', ')}${e.rolledBack.length > 10 ? ` and ${e.rolledBack.length - 10} more` : ''}`
        : '';
    const why = e.reason ? `: ${escapeInline(e.reason, 300)}` : '';
    return `- Attempt ${e.attempt} rolled back${from} to ${to}${undone}${why}`;
  });
  if (state.rollbackHistory.length > events.length) {
    lines.unshift(`- … ${state.rollbackHistory.length - events.length} earlier rollbacks`);
  }
  return lines;
}

/** The links of the state's own attempt (the state knows which attempt it was). */
export function stateLinks(
  state: RunState,
  links: ReportLinks | undefined,
): ReportLinks | undefined {
  if (!links) return undefined;
  return links.runId !== undefined && String(links.runId) === state.origin.runId
    ? { ...links, runAttempt: state.origin.runAttempt }
    : links;
}

export function linksLine(state: RunState, links: ReportLinks | undefined): string | undefined {
  const urls = runLinks(stateLinks(state, links));
  const parts: string[] = [];
  if (urls.run) parts.push(`[Workflow run](${urls.run})`);
  if (urls.attempt && urls.attempt !== urls.run) {
    parts.push(`[Attempt ${state.origin.runAttempt}](${urls.attempt})`);
  }
  if (urls.artifacts) parts.push(`[Artifacts](${urls.artifacts})`);
  if (links?.artifactName)
    parts.push(`state artifact ${codeSpan(links.artifactName, { max: 256 })}`);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** "On `main` at `abc1234` (push by octocat) · pull request [#7](…): title" */
export function metaLine(state: RunState, opts: JobSummaryOptions): string {
  const o = state.origin;
  const ref = opts.branch ?? o.ref.replace(/^refs\/heads\//, '');
  const parts: string[] = [];
  const where = [
    ref ? `On ${codeSpan(ref, { max: 200 })}` : '',
    o.sha ? `at ${codeSpan(o.sha.slice(0, 7))}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const who = [
    o.event ? escapeInline(o.event, 64) : '',
    o.actor ? `by ${escapeInline(o.actor, 64)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (where || who) parts.push(`${where}${where && who ? ' ' : ''}${who ? `(${who})` : ''}`);
  const pr = opts.pullRequest;
  if (pr && Number.isSafeInteger(pr.number) && pr.number > 0) {
    const urls = runLinks(opts.links);
    const base = urls.run?.replace(/\/actions\/runs\/[0-9]+$/, '');
    const label = base ? `[#${pr.number}](${base}/pull/${pr.number})` : `${pr.number}`;
    parts.push(`pull request ${label}${pr.title ? `: ${escapeInline(pr.title, 256)}` : ''}`);
  }
  return parts.join(' · ');
}

const MAX_CONTEXT_KEYS = 30;

/** The user's context values in a collapsed table (keys as code, values escaped). */
export function contextBlock(state: RunState): string | undefined {
  const entries = Object.entries(state.context);
  if (entries.length === 0) return undefined;
  const rows = entries.slice(0, MAX_CONTEXT_KEYS).map(([k, v]) => {
    const value =
      typeof v === 'string'
        ? escapeInline(v, 300)
        : codeSpan(JSON.stringify(v) ?? String(v), { table: true, max: 300 });
    return `| ${codeSpan(k, { table: true, max: 100 })} | ${value} |`;
  });
  const more =
    entries.length > MAX_CONTEXT_KEYS
      ? `\n\n_… ${plural(entries.length - MAX_CONTEXT_KEYS, 'more value', 'more values')} in the state._`
      : '';
  return [
    `<details><summary>Context: ${entries.length} value${entries.length === 1 ? '' : 's'}</summary>`,
    '',
    ['| Key | Value |', '| --- | --- |', ...rows].join('\n') + more,
    '',
    '</details>',
  ].join('\n');
}

const MAX_SKIPPED_CHECKPOINTS = 10;

/**
 * What this attempt's file checkpoints left out: one collapsed list per checkpoint, refused paths
 * (token-shaped content, unsafe links) marked, each with the rule or reason.
 */
export function skippedBlock(state: RunState): string | undefined {
  const cps = state.checkpoints.filter((c) => c.skipped && c.attempt === state.origin.runAttempt);
  if (cps.length === 0) return undefined;
  const parts = cps.slice(0, MAX_SKIPPED_CHECKPOINTS).map((c) => {
    const sk = c.skipped!;
    const counts = [
      sk.refused ? `🚫 ${sk.refused} refused` : '',
      sk.excluded ? `${sk.excluded} excluded` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const of = c.phase ? ` of <code>${escapeHtml(c.phase, 100)}</code>` : '';
    const rows = sk.paths.map(
      (p) =>
        `| ${p.refused ? '🚫 ' : ''}${codeSpan(p.path, { table: true, max: 300 })} | ${escapeInline(p.why, 300)} |`,
    );
    const listed = sk.excluded + sk.refused;
    const more =
      listed > sk.paths.length
        ? `\n\n_… ${listed - sk.paths.length} more (the checkpoint's output lists them all)._`
        : '';
    return [
      `<details><summary>Checkpoint${of}: ${counts}</summary>`,
      '',
      `Checkpoint ${codeSpan(c.id, { max: 128 })}${
        c.globs.length
          ? ` of ${c.globs
              .slice(0, 5)
              .map((g) => codeSpan(g, { max: 200 }))
              .join(', ')}`
          : ''
      }:`,
      '',
      ['| Path | Why |', '| --- | --- |', ...rows].join('\n') + more,
      '',
      '</details>',
    ].join('\n');
  });
  if (cps.length > MAX_SKIPPED_CHECKPOINTS) {
    parts.push(
      `_… ${plural(cps.length - MAX_SKIPPED_CHECKPOINTS, 'more checkpoint', 'more checkpoints')} left files out._`,
    );
  }
  return parts.join('\n\n');
}
