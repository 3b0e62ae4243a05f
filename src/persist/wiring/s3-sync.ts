/**
 * The CLI's remote store (`--remote s3://…`, cli/remote.ts) through the same machinery as the
 * Action: a phase end pushes the state and the content it needs (persist/packs.ts with the S3
 * adapter), and `init` pulls the newest state that passes the bundle's checks and its packs. The
 * CLI off a runner knows no run to compare a state's origin with: the scope key and the signature
 * are checked, as by every restore.
 */
import type { RunState } from '../../core/schema.js';
import { s3StateStorage, type RemoteTarget, type S3Lookup } from '../../remote/sync.js';
import { fetchPacks } from '../pack-fetch.js';
import { saveStateAndContent } from '../packs.js';
import { restoreState } from '../state.js';

type PackEntry = RunState['packs'][number];

export interface PushReport {
  saved: boolean;
  /** The state's object key, when saved. */
  key?: string;
  /** The state as it is now (the new pack listed). */
  state: RunState;
  packs: number;
  packBytes: number;
  /** Why the state was NOT saved; or, when it was, why its new content was NOT. */
  problem?: string;
}

const quiet = () => undefined;

/**
 * Pushes the content the state's checkpoints need that no remote pack it lists holds, then the
 * state. `list` records a new pack in the local store and returns the updated state.
 */
export async function pushState(
  storeDir: string,
  state: RunState,
  t: RemoteTarget,
  list: (edit: (packs: PackEntry[]) => PackEntry[]) => Promise<RunState | undefined>,
): Promise<PushReport> {
  const ctx = {
    scope: state.scope,
    scopeKey: t.scopeKey,
    repository: state.origin.repo,
    runId: state.origin.runId,
    attempt: state.origin.runAttempt,
    crossRun: true,
    ...(t.integrityKey ? { integrityKey: t.integrityKey } : {}),
    log: quiet,
  };
  const r = await saveStateAndContent(storeDir, state, ctx, s3StateStorage(t), list);
  const copy = r.report.copies.find((c) => c.ok);
  // Not saved: the state's reason. Saved without its new content: that content's.
  const problem = r.report.saved
    ? r.problem
    : (r.report.copies.map((c) => c.reason).find(Boolean) ?? r.problem ?? 'not saved');
  return {
    saved: r.report.saved,
    ...(copy?.ref ? { key: copy.ref } : {}),
    state: r.state,
    packs: r.shipped.length,
    packBytes: r.shipped.reduce((n, p) => n + p.bytes, 0),
    ...(problem ? { problem } : {}),
  };
}

export interface PullReport {
  state?: RunState;
  key?: string;
  /** States that were there but refused (each with why), newest first. */
  problems: string[];
}

/**
 * The newest state of the scope that passes every check (at most `tries` looked at); with
 * `runId`, of that run only. A store that fails is thrown as an error.
 */
export async function pullState(t: RemoteTarget, opts: S3Lookup = {}): Promise<PullReport> {
  const ctx = {
    scopeKey: t.scopeKey,
    ...(t.integrityKey ? { integrityKey: t.integrityKey } : {}),
    origin: false as const,
  };
  const r = await restoreState(ctx, s3StateStorage(t, opts));
  if (r.state)
    return { state: r.state, ...(r.label ? { key: r.label } : {}), problems: r.problems };
  if (r.failed) {
    const last = r.problems.at(-1) ?? 'the store failed';
    const place = `${t.remote.describe()}: `;
    throw new Error(last.startsWith(place) ? last.slice(place.length) : last);
  }
  return { problems: r.problems };
}

export interface PackPull {
  fetched: number;
  bytes: number;
  problems: string[];
}

/** Adds the remote packs the state lists to the local blob store, each checked against its id. */
export async function pullPacks(
  storeDir: string,
  state: RunState,
  t: RemoteTarget,
): Promise<PackPull> {
  const r = await fetchPacks(storeDir, state, { log: quiet }, s3StateStorage(t));
  return { fetched: r.fetched, bytes: r.bytes, problems: r.problems };
}
