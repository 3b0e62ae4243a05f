/**
 * The job summary, built by pure functions from the state. Every string that came from outside
 * (phase ids, errors, branch names, output tails) goes through `escapeMarkdown`.
 */
import { formatDuration, type RunState } from '../core/index.js';

const ICON: Record<string, string> = {
  pending: '⚪',
  running: '🔵',
  succeeded: '✅',
  failed: '❌',
  skipped: '⏭️',
  rolled_back: '↩️',
};

/** Neutralises markdown, HTML, mentions, links and workflow commands in untrusted text. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/::/g, ':\u200b:')
    .replace(/[\r\n]+/g, ' ')
    .replace(/[&<>"'`\\*_{}[\]()#+!|~]/g, (c) => `&#${c.charCodeAt(0)};`)
    .replace(/@/g, '&#64;')
    .replace(/(https?|ftp|mailto|javascript|data):/gi, '$1&#58;');
}

export function renderJobSummary(
  state: RunState,
  opts: { story: string; persistence: string },
): string {
  const skipped = new Set(state.resume?.skipped ?? []);
  const lines = [
    `### ci-state: ${escapeMarkdown(state.origin.workflow)} / ${escapeMarkdown(state.origin.job)}`,
    '',
    opts.story,
    '',
    '| | phase | status | attempt | duration | note |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const [id, rec] of Object.entries(state.phases)) {
    const status = skipped.has(id) ? 'skipped (resumed)' : rec.status;
    const note = rec.status === 'failed' ? (rec.error ?? '') : (rec.reason ?? '');
    lines.push(
      `| ${ICON[skipped.has(id) ? 'skipped' : rec.status] ?? ''} | ${escapeMarkdown(id)} | ${status} | ${rec.attempt} | ${
        rec.durationMs !== undefined && !skipped.has(id) ? formatDuration(rec.durationMs) : ''
      } | ${escapeMarkdown(note.slice(0, 200))} |`,
    );
  }
  if (Object.keys(state.phases).length === 0) lines.push('| | _no phases recorded_ | | | | |');
  lines.push('', `**Persistence:** ${escapeMarkdown(opts.persistence).replace(/&#96;/g, '`')}`, '');
  return `${lines.join('\n')}\n`;
}
