/**
 * The phases table of the job summary: one row per phase (status icon, phase, status, the attempt
 * that produced it, duration, skipped or resumed, checkpoint, note), and the summary's title.
 */
import { formatDuration, type PhaseRecord, type RunState } from '../core/index.js';
import { codeSpan, escapeInline } from './escape.js';
import { failureHistoryWords, failureWords, isResumed, orderedPhases } from './story.js';

export const PHASE_ICON: Record<PhaseRecord['status'], string> = {
  pending: '⚪',
  running: '🔵',
  succeeded: '✅',
  failed: '❌',
  skipped: '⏭️',
  rolled_back: '↩️',
};
const KEPT_ICON = '♻️';
export const MAX_LIST = 20;

/** The name of a job for people: job, then the matrix key in parentheses. */
export function jobTitle(state: RunState): string {
  const job = state.scope.job || state.origin.job || 'job';
  return state.scope.matrix ? `${job} (${state.scope.matrix})` : job;
}

/** Whether a record was kept from an earlier attempt by this attempt's resume plan. */
function keptFromEarlier(state: RunState, id: string, rec: PhaseRecord): boolean {
  return (
    isResumed(state) &&
    (state.resume?.skipped.includes(id) ?? false) &&
    rec.status === 'succeeded' &&
    rec.attempt < state.origin.runAttempt
  );
}

function resumeWords(state: RunState, id: string, rec: PhaseRecord): string {
  const current = state.origin.runAttempt;
  if (keptFromEarlier(state, id, rec)) {
    return `skipped: kept from attempt ${rec.attempt}${
      rec.savedMs ? `, saved ${formatDuration(rec.savedMs)}` : ''
    }`;
  }
  if (rec.status === 'skipped') return 'skipped';
  if (!isResumed(state)) return '';
  if (state.resume?.resumeFrom === id && rec.attempt === current) return 'resumed here';
  if (
    state.resume?.redo.includes(id) &&
    rec.attempt === current &&
    rec.status !== 'pending' &&
    rec.attempts > 1
  ) {
    return 'ran again';
  }
  return '';
}

function noteOf(state: RunState, id: string, rec: PhaseRecord): string {
  const note =
    rec.status === 'failed'
      ? failureWords(rec)
      : rec.reason && !keptFromEarlier(state, id, rec)
        ? escapeInline(rec.reason, 160)
        : '';
  // Failures are kept: a phase that succeeded after failing says so.
  const history = failureHistoryWords(rec);
  // What it changed could not be kept: a re-run runs it again (said once, here and in the log).
  const notKept =
    rec.outputsNotKept !== undefined
      ? `not kept for a re-run: ${escapeInline(rec.outputsNotKept, 200)}`
      : '';
  return [note, history, notKept].filter(Boolean).join('; ');
}

function attemptWords(rec: PhaseRecord): string {
  return rec.attempts > 1 ? `${rec.attempt} (started ${rec.attempts}×)` : String(rec.attempt);
}

/** The phases table header and one row per phase (all escaped). */
export function phaseRows(state: RunState): { header: string[]; rows: string[] } {
  const header = [
    '| | Phase | Status | Attempt | Duration | Resume | Checkpoint | Note |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const rows: string[] = [];
  for (const id of orderedPhases(state)) {
    const rec = state.phases[id];
    if (!rec) continue;
    const kept = keptFromEarlier(state, id, rec);
    const cells = [
      kept ? KEPT_ICON : PHASE_ICON[rec.status],
      codeSpan(id, { table: true }),
      rec.status.replace('_', ' '),
      attemptWords(rec),
      rec.durationMs !== undefined ? formatDuration(rec.durationMs) : '',
      resumeWords(state, id, rec),
      rec.checkpointId ? codeSpan(rec.checkpointId, { table: true, max: 64 }) : '',
      noteOf(state, id, rec),
    ];
    rows.push(`| ${cells.join(' | ')} |`);
  }
  return { header, rows };
}
