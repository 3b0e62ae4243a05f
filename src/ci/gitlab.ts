/**
 * GitLab CI (https://docs.gitlab.com/ci/variables/predefined_variables/). Retrying a job, or the
 * pipeline's failed jobs, creates new jobs (a new CI_JOB_ID) in the same pipeline: the run id is
 * the pipeline's CI_PIPELINE_ID and a retry is told by its new job id. The attempt is counted
 * from the state, or CI_JOB_RETRY_COUNT + 1 where GitLab sets that variable.
 */
import { count, headsRef, unset } from './identity.js';
import type { Provider } from './provider.js';

export const gitlab: Provider = {
  name: 'gitlab',
  title: 'GitLab CI',
  detect: (env) => env.GITLAB_CI === 'true',
  facts(v, git) {
    const mr = v('CI_MERGE_REQUEST_IID');
    const tag = v('CI_COMMIT_TAG');
    const branch = v('CI_COMMIT_REF_NAME');
    const retries = count(v('CI_JOB_RETRY_COUNT'));
    const index = v('CI_NODE_INDEX');
    return {
      repo: v('CI_PROJECT_PATH') ?? git.repo(),
      workflow: v('CI_CONFIG_PATH') ?? '.gitlab-ci.yml',
      job: v('CI_JOB_NAME') ?? 'job',
      matrix: { parallel: index ? `${index}/${v('CI_NODE_TOTAL') ?? ''}` : undefined },
      ref: mr
        ? `refs/merge-requests/${mr}/head`
        : tag
          ? `refs/tags/${tag}`
          : branch
            ? headsRef(branch)
            : git.ref(),
      sha: v('CI_COMMIT_SHA') ?? git.sha(),
      event: v('CI_PIPELINE_SOURCE') ?? 'gitlab',
      actor: v('GITLAB_USER_LOGIN') ?? '',
      runId: v('CI_PIPELINE_ID') ?? '',
      ...(retries !== undefined ? { attempt: retries + 1 } : {}),
      runner: { pipeline: v('CI_PIPELINE_ID'), job: v('CI_JOB_ID') },
      missing: unset(v, ['CI_PROJECT_PATH', 'CI_PIPELINE_ID', 'CI_JOB_NAME', 'CI_JOB_ID']),
      defaultBranch: v('CI_DEFAULT_BRANCH'),
      pullRequest: mr,
      url: v('CI_JOB_URL'),
    };
  },
};
