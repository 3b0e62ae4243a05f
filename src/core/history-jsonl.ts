/** History entries as the JSONL that every store of the history keeps (artifact, bucket, file). */
import { formatIssues } from './paths.js';
import { HistoryEntry } from './schema.js';

/** The entries as JSONL; throws (naming the entry) if one is not a valid history entry. */
export function historyJsonl(entries: readonly HistoryEntry[]): string {
  return entries
    .map((entry, i) => {
      const r = HistoryEntry.safeParse(entry);
      if (!r.success)
        throw new Error(
          `history entry ${i + 1} is invalid: ${formatIssues(r.error.issues).join('; ')}`,
        );
      return `${JSON.stringify(r.data)}\n`;
    })
    .join('');
}
