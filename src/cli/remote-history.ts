/**
 * With a remote store (cli/remote.ts), an attempt's history entries go there too, as one object
 * (remote/history.ts), where `ci-state history --remote` reads them from any machine. The local
 * history.jsonl is appended as before. Never fails the command and never waits long: a failure
 * or a store that does not answer in time is one warning line.
 */
import type { HistoryEntry, RunState } from '../core/schema.js';
import type { Printer } from './output.js';
import { openRemote, remoteUrl } from './remote.js';

/** How long the put may take before the command goes on without it. */
const DEADLINE_MS = 30_000;

/** Resolves with `p`, or rejects after `ms` (the operation goes on unwatched). */
function within<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer in ${Math.round(ms / 1000)} s`)),
      ms,
    );
    timer.unref();
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

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
    const { putHistory } = await import('../remote/history.js');
    await within(putHistory({ remote, scopeKey, ref: state.scope.ref }, entries), DEADLINE_MS);
    printer.note(`${what} saved to ${describe}`);
  } catch (e) {
    printer.annotate(`${what} NOT saved to ${describe}: ${(e as Error).message}`);
  }
}
