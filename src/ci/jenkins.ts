/**
 * Jenkins (https://www.jenkins.io/doc/book/pipeline/jenkinsfile/#using-environment-variables).
 * Jenkins has no retry of a build in place: "Rebuild", "Replay" and "Restart from Stage" each
 * start a new build with a new BUILD_NUMBER, and nothing in the new build's environment names the
 * old one. So a build is a run of its own, and a re-run continues an earlier build's run only when
 * told which: `--attempt-of <build>` or CI_STATE_ATTEMPT_OF (docs/other-ci.md shows a Jenkinsfile
 * that sets it from the "Restart from Stage" cause).
 */
import { headsRef, unset } from './identity.js';
import type { Facts, Provider } from './provider.js';

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

export const jenkins: Provider = {
  name: 'jenkins',
  title: 'Jenkins',
  detect: (env) =>
    !!env.JENKINS_URL || (!!env.BUILD_NUMBER && (env.BUILD_TAG ?? '').startsWith('jenkins-')),
  facts(v, git): Facts {
    const name = v('JOB_NAME');
    const host = hostOf(v('JENKINS_URL'));
    const tag = v('TAG_NAME');
    const change = v('CHANGE_ID');
    const branch = v('BRANCH_NAME') ?? v('GIT_BRANCH')?.replace(/^(refs\/remotes\/)?origin\//, '');
    const build = v('BUILD_NUMBER');
    return {
      // JOB_NAME is unique on one Jenkins: its host tells two Jenkins apart.
      repo: name ? (host ? `${host}/${name}` : name) : git.repo(),
      workflow: 'Jenkinsfile',
      job: v('STAGE_NAME') ?? 'build',
      matrix: {},
      ref: tag
        ? `refs/tags/${tag}`
        : change
          ? `refs/pull/${change}/head`
          : branch
            ? headsRef(branch)
            : git.ref(),
      sha: v('GIT_COMMIT') ?? git.sha(),
      event: 'jenkins',
      actor: v('BUILD_USER_ID') ?? '',
      runId: build ?? '',
      runner: { build },
      missing: unset(v, ['JOB_NAME', 'BUILD_NUMBER']),
      pullRequest: change,
      url: v('BUILD_URL'),
    };
  },
};
