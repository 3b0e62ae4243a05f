/**
 * The history with `storage: s3`: the post step (and save/) puts the attempt's entries in the
 * bucket as one object (remote/history.ts) instead of uploading a history artifact, and the
 * `history/` sub-action reads them from there (history/remote-source.ts): the objects of the
 * run's ref and the repository's default branch, or of the `branch` input's.
 */
import type { HistoryEntry, RunState } from '../core/schema.js';
import type { HistoryQuery } from '../history/filter.js';
import type { HistorySource } from '../history/source.js';
import * as core from './runner.js';
import type { S3Settings } from './settings.js';
import { openS3 } from './s3-storage.js';

/** Puts the attempt's entries in the bucket; a failure is one warning, never the step's. */
export async function putBucketHistory(
  s3: S3Settings,
  scopeKey: string,
  state: Pick<RunState, 'scope'>,
  entries: readonly HistoryEntry[],
): Promise<void> {
  const { HISTORY_DEADLINE_MS, putHistory } = await import('../remote/history.js');
  let where = `s3://${s3.bucket}/${s3.prefix}`;
  try {
    const remote = await openS3(s3);
    where = remote.describe();
    const r = await putHistory({ remote, scopeKey, ref: state.scope.ref }, entries, {
      deadlineMs: HISTORY_DEADLINE_MS,
    });
    core.info(`ci-state: history saved to ${where} as ${r.key}`);
  } catch (e) {
    core.warning(`ci-state: history NOT saved to ${where}: ${(e as Error).message}`);
  }
}

/** The default branch the event payload names (`repository.default_branch`), if any. */
async function defaultBranch(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const { readEventPayload } = await import('../github/comment.js');
  const payload = (await readEventPayload(env.GITHUB_EVENT_PATH)) as {
    repository?: { default_branch?: unknown };
  } | null;
  const name = payload?.repository?.default_branch;
  return typeof name === 'string' && name ? name : undefined;
}

/** The history in the bucket, for the `history/` sub-action's query. */
export async function bucketHistorySource(
  s3: S3Settings,
  o: {
    query: HistoryQuery;
    repository: string;
    runId?: number;
    concurrency: number;
    env?: NodeJS.ProcessEnv;
  },
): Promise<HistorySource> {
  const env = o.env ?? process.env;
  const { historyRefs, remoteHistorySource } = await import('../history/remote-source.js');
  const main = await defaultBranch(env);
  return remoteHistorySource({
    remote: await openS3(s3),
    refs: historyRefs({
      ref: env.GITHUB_REF ?? '',
      ...(main ? { defaultBranch: main } : {}),
      ...(o.query.branch !== undefined ? { branch: o.query.branch } : {}),
    }),
    ...(o.repository ? { repo: o.repository } : {}),
    ...(o.runId !== undefined ? { runIds: [String(o.runId)] } : {}),
    ...(o.query.since !== undefined ? { since: o.query.since } : {}),
    concurrency: o.concurrency,
    progress: (l) => core.info(`ci-state history: ${l}`),
  });
}
