/**
 * CircleCI (https://circleci.com/docs/reference/variables/). Every rerun of a workflow ("Rerun
 * workflow from failed", "from start", a job with SSH) creates a new workflow, with a new
 * CIRCLE_WORKFLOW_ID, that inherits the original's workspace: CIRCLE_WORKFLOW_WORKSPACE_ID stays
 * the same, and is the run id. A retry is told by its new workflow id; the attempt is counted.
 */
import { count, headsRef, prNumber, unset } from './identity.js';
import type { Facts, Provider } from './provider.js';

export const circleci: Provider = {
  name: 'circleci',
  title: 'CircleCI',
  detect: (env) => env.CIRCLECI === 'true',
  facts(v, git): Facts {
    const user = v('CIRCLE_PROJECT_USERNAME');
    const name = v('CIRCLE_PROJECT_REPONAME');
    const project = name ? (user ? `${user}/${name}` : name) : v('CIRCLE_PROJECT_ID');
    const total = count(v('CIRCLE_NODE_TOTAL'));
    const tag = v('CIRCLE_TAG');
    const branch = v('CIRCLE_BRANCH');
    const forked = branch ? /^pull\/(\d+)$/.exec(branch)?.[1] : undefined;
    return {
      repo: project ?? git.repo(),
      workflow: '.circleci/config.yml',
      job: v('CIRCLE_JOB') ?? 'job',
      matrix: {
        parallel: total && total > 1 ? `${v('CIRCLE_NODE_INDEX') ?? ''}/${total}` : undefined,
      },
      ref: tag
        ? `refs/tags/${tag}`
        : forked
          ? `refs/pull/${forked}/head`
          : branch
            ? headsRef(branch)
            : git.ref(),
      sha: v('CIRCLE_SHA1') ?? git.sha(),
      event: 'circleci',
      actor: v('CIRCLE_USERNAME') ?? '',
      runId: v('CIRCLE_WORKFLOW_WORKSPACE_ID') ?? '',
      runner: {
        workspace: v('CIRCLE_WORKFLOW_WORKSPACE_ID'),
        workflow: v('CIRCLE_WORKFLOW_ID'),
        job: v('CIRCLE_BUILD_NUM'),
      },
      missing: [
        ...(project ? [] : ['CIRCLE_PROJECT_REPONAME (or CIRCLE_PROJECT_ID)']),
        ...unset(v, ['CIRCLE_WORKFLOW_WORKSPACE_ID', 'CIRCLE_WORKFLOW_ID', 'CIRCLE_JOB']),
      ],
      pullRequest: prNumber(v('CIRCLE_PULL_REQUEST')) ?? v('CIRCLE_PR_NUMBER') ?? forked,
      url: v('CIRCLE_BUILD_URL'),
    };
  },
};
