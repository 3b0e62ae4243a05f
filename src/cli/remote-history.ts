/**
 * With a remote store (cli/remote.ts), an attempt's history entries go there too, as one object
 * (remote/history.ts), where `ci-state history --remote` reads them from any machine. The local
 * history.jsonl is appended as before. Never fails the command and never waits long: a failure
 * or a store that does not answer in time is one warning line.
 */
import type { HistoryEntry, RunState } from '../core/schema.js';
import type { Printer } from './output.js';
import { openRemote, remoteUrl } from './remote.js';

/**
 * Puts `entries` (one attempt's) on the remote store the job uses, under the scope `scopeKey` of
 * `state`'s ref; nothing without a remote store. Says where in one line, or warns.
 */
export async function putRemoteHistory(
  storeDir: string,
  scopeKey: string,
  state: Pick<RunState, 'scope'>,
  entries: readonly HistoryEntry[],
  printer: Printer,
): Promise<void> {
  const where = remoteUrl(storeDir);
  if (!where || entries.length === 0) return;
  const run = entries[0]!;
  const what = `the history of attempt ${run.attempt}`;
  let describe = where.url;
  try {
    const remote = await openRemote(where.url, where.from);
    describe = remote.describe();
    const { HISTORY_DEADLINE_MS, putHistory } = await import('../remote/history.js');
    await putHistory({ remote, scopeKey, ref: state.scope.ref }, entries, {
      deadlineMs: HISTORY_DEADLINE_MS,
    });
    printer.note(`${what} saved to ${describe}`);
  } catch (e) {
    printer.annotate(`${what} NOT saved to ${describe}: ${(e as Error).message}`);
  }
}
