/**
 * What happened to a phase in a restored state, in words: the reasons resume planning gives.
 */
import { keepHead } from './truncate.js';
import type { PhaseRecord } from './schema.js';
import { formatDuration } from './duration.js';

/** A short, one-line account of why a phase failed. */
export function failureSummary(record: PhaseRecord): string {
  const first = (record.error ?? '')
    .split(/\r?\n/)
    .find((l) => l.trim() !== '')
    ?.trim();
  if (first) return keepHead(first, 200);
  if (record.cancelled) return 'cancelled';
  if (record.signal) return `killed by ${record.signal}`;
  if (record.exitCode !== undefined) return `exit code ${record.exitCode}`;
  return 'failed';
}

function took(record: PhaseRecord): string {
  return record.durationMs !== undefined ? ` (${formatDuration(record.durationMs)})` : '';
}

/** What happened to a phase in the restored state, in words. */
export function describeRecord(record: PhaseRecord | undefined): string {
  if (record === undefined) return 'did not run';
  switch (record.status) {
    case 'succeeded':
      return `succeeded in attempt ${record.attempt}${took(record)}`;
    case 'failed':
      return `failed in attempt ${record.attempt}: ${failureSummary(record)}`;
    case 'running':
      return `did not finish in attempt ${record.attempt}`;
    case 'skipped':
      return `skipped in attempt ${record.attempt}${record.reason ? ` (${keepHead(record.reason, 200)})` : ''}`;
    case 'rolled_back':
      return `rolled back in attempt ${record.attempt}`;
    case 'pending':
      return record.attempts > 0 ? `did not run again in attempt ${record.attempt}` : 'did not run';
  }
}
