/**
 * Buildkite (https://buildkite.com/docs/pipelines/configure/environment-variables). Retrying a
 * job creates a new job (a new BUILDKITE_JOB_ID) in the same build, with BUILDKITE_RETRY_COUNT
 * counted up: the run id is BUILDKITE_BUILD_ID and the attempt the retry count + 1. A rebuild is
 * a new build whose BUILDKITE_REBUILT_FROM_BUILD_ID names the original: it continues that run.
 */
import { count, headsRef, prNumber, unset } from './identity.js';
import type { Facts, Provider } from './provider.js';

export const buildkite: Provider = {
  name: 'buildkite',
  title: 'Buildkite',
  detect: (env) => env.BUILDKITE === 'true',
  facts(v, git): Facts {
    const key = v('BUILDKITE_STEP_KEY');
    const label = v('BUILDKITE_LABEL');
    const org = v('BUILDKITE_ORGANIZATION_SLUG');
    const pipeline = v('BUILDKITE_PIPELINE_SLUG');
    const tag = v('BUILDKITE_TAG');
    const pr = prNumber(v('BUILDKITE_PULL_REQUEST'));
    const branch = v('BUILDKITE_BRANCH');
    const index = v('BUILDKITE_PARALLEL_JOB');
    const retries = count(v('BUILDKITE_RETRY_COUNT'));
    const commit = v('BUILDKITE_COMMIT');
    const rebuiltFrom = v('BUILDKITE_REBUILT_FROM_BUILD_ID');
    const build = v('BUILDKITE_BUILD_ID');
    const job = v('BUILDKITE_JOB_ID');
    const buildUrl = v('BUILDKITE_BUILD_URL');
    return {
      repo: pipeline ? (org ? `${org}/${pipeline}` : pipeline) : git.repo(),
      workflow: pipeline ?? 'pipeline',
      job: key ?? label ?? 'step',
      // A matrix step's jobs share its key; their labels tell them apart.
      matrix: {
        parallel: index ? `${index}/${v('BUILDKITE_PARALLEL_JOB_COUNT') ?? ''}` : undefined,
        label: key && label ? label : undefined,
      },
      ref: tag
        ? `refs/tags/${tag}`
        : pr
          ? `refs/pull/${pr}/head`
          : branch
            ? headsRef(branch)
            : git.ref(),
      sha: commit && commit !== 'HEAD' ? commit : git.sha(),
      event: v('BUILDKITE_SOURCE') ?? 'buildkite',
      actor: v('BUILDKITE_BUILD_CREATOR') ?? '',
      runId: build ?? '',
      ...(retries !== undefined ? { attempt: retries + 1 } : {}),
      runner: { build, job },
      ...(rebuiltFrom
        ? { attemptOf: { value: rebuiltFrom, from: 'BUILDKITE_REBUILT_FROM_BUILD_ID' } }
        : {}),
      missing: [
        ...unset(v, ['BUILDKITE_PIPELINE_SLUG', 'BUILDKITE_BUILD_ID', 'BUILDKITE_JOB_ID']),
        ...(key || label ? [] : ['BUILDKITE_STEP_KEY (or BUILDKITE_LABEL)']),
      ],
      defaultBranch: v('BUILDKITE_PIPELINE_DEFAULT_BRANCH'),
      pullRequest: pr,
      url: buildUrl && job ? `${buildUrl}#${job}` : buildUrl,
    };
  },
};
