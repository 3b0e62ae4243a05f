/**
 * The report/ sub-action: a final job (`needs:` the others) that gathers the newest state of every
 * job of this run from their artifacts, and writes one job summary and one PR comment for the run.
 * No race between jobs: it is the only writer.
 */
import { decodeBundle, MAX_BUNDLE_BYTES } from '../store/bundle.js';
import { parseStateArtifactName } from '../github/keys.js';
import type { RunState } from '../core/index.js';
import { mapPool } from '../core/pool.js';
import { plural } from '../core/words.js';
import * as core from './runner.js';
import { readReportSettings, storageOf, type S3Settings } from './settings.js';

export async function run(): Promise<void> {
  const { token, comment: mode, commentHeader: header, integrityKey } = readReportSettings();
  const repository = process.env.GITHUB_REPOSITORY ?? '';
  const runId = process.env.GITHUB_RUN_ID ?? '';
  const [owner = '', repo = ''] = repository.split('/');
  if (!token || !owner || !/^\d+$/.test(runId)) {
    core.warning('ci-state: the report needs a token, GITHUB_REPOSITORY and GITHUB_RUN_ID');
    return;
  }
  const where = storageOf();
  const found = where.s3
    ? await fromBucket(where.s3, runId, integrityKey)
    : await fromArtifacts(token, owner, repo, runId, integrityKey);
  const problems = found.problems;
  const states = found.states.filter((state) => {
    if (state.origin.repo === repository && state.origin.runId === runId) return true;
    problems.push(
      `a state of ${state.origin.repo} run ${state.origin.runId}: not of this run; ignored`,
    );
    return false;
  });
  for (const p of problems) core.warning(`ci-state: ${p}`);
  await write(states, mode, header, token);
}

/** With `storage: s3`: the newest state of each job of the run, from the bucket. */
async function fromBucket(
  s3: S3Settings,
  runId: string,
  integrityKey: string | undefined,
): Promise<{ states: RunState[]; problems: string[] }> {
  const { openS3 } = await import('./s3-storage.js');
  const { runStates } = await import('../remote/sync.js');
  const remote = await openS3(s3);
  try {
    return await runStates(remote, runId, integrityKey);
  } catch (e) {
    return { states: [], problems: [`${remote.describe()}: ${(e as Error).message}`] };
  }
}

/** The newest state of each job of the run, from its state artifacts. */
async function fromArtifacts(
  token: string,
  owner: string,
  repo: string,
  runId: string,
  integrityKey: string | undefined,
): Promise<{ states: RunState[]; problems: string[] }> {
  const { createRestClient } = await import('../github/octokit.js');
  const { downloadBundleArtifact } = await import('../github/artifact-store.js');
  const rest = createRestClient({ token, log: (l) => core.debug(l) });

  // The newest bundle of each job (scope): highest attempt, then highest save sequence.
  const newest = new Map<string, { id: number; name: string; attempt: number; seq: number }>();
  for (let page = 1; ; page++) {
    const { data } = await rest.rest.actions.listWorkflowRunArtifacts({
      owner,
      repo,
      run_id: Number(runId),
      per_page: 100,
      page,
    });
    const list = Array.isArray(data?.artifacts) ? data.artifacts : [];
    for (const a of list) {
      const p = parseStateArtifactName(a.name);
      if (!p || a.expired) continue;
      const seen = newest.get(p.scope16);
      if (!seen || p.attempt > seen.attempt || (p.attempt === seen.attempt && p.seq > seen.seq))
        newest.set(p.scope16, { id: a.id, name: a.name, attempt: p.attempt, seq: p.seq });
    }
    if (list.length < 100) break;
  }

  const problems: string[] = [];
  const states = (
    await mapPool([...newest.values()], 4, async (found): Promise<RunState | undefined> => {
      const got = await downloadBundleArtifact(
        found.id,
        { token, workflowRunId: Number(runId), repositoryOwner: owner, repositoryName: repo },
        MAX_BUNDLE_BYTES,
      );
      if (!got.ok) {
        problems.push(`${found.name}: ${got.reason}`);
        return undefined;
      }
      try {
        const { state } = decodeBundle(got.value!, {
          source: `artifact ${found.name}`,
          ...(integrityKey ? { integrityKey } : {}),
        });
        return state;
      } catch (e) {
        problems.push((e as Error).message);
        return undefined;
      }
    })
  ).filter((s): s is RunState => s !== undefined);
  return { states, problems };
}

async function write(
  states: RunState[],
  mode: ReturnType<typeof readReportSettings>['comment'],
  header: string | undefined,
  token: string,
): Promise<void> {
  const report = await import('../report/index.js');
  const links = report.reportLinksFromEnv(process.env);
  states.sort((a, b) => report.jobKeyOf(a).localeCompare(report.jobKeyOf(b)));
  core.appendSummary(report.renderRunSummary(states, { links }));
  const failed = states.filter((s) => s.status !== 'completed').length;
  core.setOutput('jobs', String(states.length));
  core.setOutput('failed', String(failed));
  core.setOutput('status', failed ? 'failed' : 'completed');
  core.info(`ci-state: report of ${plural(states.length, 'job')}, ${failed} not completed`);

  const { writeStickyComment } = await import('./reporting.js');
  await writeStickyComment({ states, mode, ...(header ? { header } : {}), token });
}
