/**
 * The four CI systems as the tests model them: a job's first execution as the variables the
 * system documents, what the system changes when it retries the job (docs/other-ci.md, "What a
 * retry really creates"), and which variables a provider needs. providers.test.ts draws jobs from
 * these with fast-check; recipes.test.ts plays one fixed job of each.
 */
import fc from 'fast-check';

export type SystemName = 'gitlab' | 'buildkite' | 'jenkins' | 'circleci';

/** One execution of a job, in the terms of its system. */
export type Job = Record<string, string | undefined>;

export interface System {
  name: SystemName;
  /** A job's first execution. */
  job: fc.Arbitrary<Job>;
  /** A job that differs from `j` in one thing the system can vary (a field of the model). */
  variant(j: Job): fc.Arbitrary<Job>;
  /** The system's retry of `j`: what it changes, and only that. */
  retry(j: Job, n: number): Job;
  /** The variables the system sets for `j`. */
  env(j: Job): Record<string, string>;
  /** What makes the scope: equal for two jobs means the same job. */
  scope(j: Job): unknown[];
  /** Whether `b` is an execution of `a`'s run (a retry of it, as the system or --attempt-of says). */
  sameRun(a: Job, b: Job): boolean;
  /** The variables without which a job cannot be identified. */
  required: readonly string[];
}

const id = fc.integer({ min: 1, max: 2_000_000_000 }).map(String);
const uuid = fc.uuid();
/** A name as people write them: trimmed, not empty, spaces and punctuation allowed. */
const name = fc
  .string({ minLength: 1, maxLength: 24, unit: 'grapheme-ascii' })
  .map((s) => s.trim())
  .filter((s) => s !== '');
const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,15}$/);
const branch = fc.stringMatching(/^[a-z0-9][a-z0-9._/-]{0,15}$/).filter((b) => !b.includes('//'));
const sha = fc.stringMatching(/^[0-9a-f]{40}$/);

/** Another uuid: `n` added to its first 8 hex digits (a chain of retries never repeats one). */
const bump = (uuid: string, n: number) =>
  `${((Number.parseInt(uuid.slice(0, 8), 16) + n) >>> 0).toString(16).padStart(8, '0')}${uuid.slice(8)}`;

function env(pairs: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(pairs)) if (v !== undefined) out[k] = v;
  return out;
}

/** Copies of `j` with one field replaced by a value from its arbitrary (maybe the same value). */
function oneChanged(j: Job, fields: Record<string, fc.Arbitrary<string | undefined>>) {
  return fc
    .constantFrom(...Object.keys(fields))
    .chain((k) => fields[k]!.map((v) => ({ ...j, [k]: v })));
}

const gitlabFields = {
  project: fc.tuple(slug, slug).map(([g, p]) => `${g}/${p}`),
  pipeline: id,
  jobName: name,
  jobId: id,
  node: fc.option(fc.integer({ min: 1, max: 5 }).map(String), { nil: undefined }),
  branch,
  mr: fc.option(fc.integer({ min: 1, max: 9999 }).map(String), { nil: undefined }),
  sha,
};

const gitlab: System = {
  name: 'gitlab',
  job: fc.record(gitlabFields),
  variant: (j) => oneChanged(j, gitlabFields),
  retry: (j, n) => ({ ...j, jobId: String(Number(j.jobId) + n) }),
  env: (j) =>
    env({
      CI: 'true',
      GITLAB_CI: 'true',
      CI_PROJECT_PATH: j.project,
      CI_PIPELINE_ID: j.pipeline,
      CI_JOB_NAME: j.node ? `${j.jobName} ${j.node}/5` : j.jobName,
      CI_JOB_ID: j.jobId,
      CI_NODE_INDEX: j.node,
      CI_NODE_TOTAL: j.node ? '5' : '1',
      CI_COMMIT_REF_NAME: j.branch,
      CI_MERGE_REQUEST_IID: j.mr,
      CI_DEFAULT_BRANCH: 'main',
      CI_COMMIT_SHA: j.sha,
      CI_PIPELINE_SOURCE: j.mr ? 'merge_request_event' : 'push',
      CI_JOB_URL: `https://gitlab.example.com/${j.project}/-/jobs/${j.jobId}`,
    }),
  // A merge request pipeline's ref is the merge request's, whatever the branch.
  scope: (j) => [j.project, j.jobName, j.node, j.mr ?? `branch ${j.branch}`],
  sameRun: (a, b) => a.pipeline === b.pipeline,
  required: ['CI_PROJECT_PATH', 'CI_PIPELINE_ID', 'CI_JOB_NAME', 'CI_JOB_ID'],
};

const buildkiteFields = {
  org: slug,
  pipeline: slug,
  build: uuid,
  job: uuid,
  key: fc.option(slug, { nil: undefined }),
  label: name,
  parallel: fc.option(fc.integer({ min: 0, max: 4 }).map(String), { nil: undefined }),
  branch,
  sha,
};

const buildkite: System = {
  name: 'buildkite',
  job: fc.record({ ...buildkiteFields, retries: fc.constant('0') }),
  variant: (j) => oneChanged(j, buildkiteFields),
  retry: (j, n) => {
    const retries = Number(j.retries) + n;
    return { ...j, job: bump(j.job!, n), retries: String(retries) };
  },
  env: (j) =>
    env({
      CI: 'true',
      BUILDKITE: 'true',
      BUILDKITE_ORGANIZATION_SLUG: j.org,
      BUILDKITE_PIPELINE_SLUG: j.pipeline,
      BUILDKITE_BUILD_ID: j.build,
      BUILDKITE_BUILD_NUMBER: '57',
      BUILDKITE_JOB_ID: j.job,
      BUILDKITE_STEP_KEY: j.key,
      BUILDKITE_LABEL: j.label,
      BUILDKITE_PARALLEL_JOB: j.parallel,
      BUILDKITE_PARALLEL_JOB_COUNT: j.parallel ? '5' : undefined,
      BUILDKITE_RETRY_COUNT: j.retries,
      BUILDKITE_BRANCH: j.branch,
      BUILDKITE_TAG: '',
      BUILDKITE_PULL_REQUEST: 'false',
      BUILDKITE_PIPELINE_DEFAULT_BRANCH: 'main',
      BUILDKITE_COMMIT: j.sha,
      BUILDKITE_REBUILT_FROM_BUILD_ID: '',
      BUILDKITE_BUILD_URL: `https://buildkite.com/${j.org}/${j.pipeline}/builds/57`,
    }),
  // A matrix step's jobs share its key: the label is in the scope when there is a key.
  scope: (j) => [j.org, j.pipeline, j.key ?? j.label, j.key ? j.label : '', j.parallel, j.branch],
  sameRun: (a, b) => a.build === b.build,
  required: ['BUILDKITE_PIPELINE_SLUG', 'BUILDKITE_BUILD_ID', 'BUILDKITE_JOB_ID'],
};

const jenkinsFields = {
  host: fc.constantFrom('ci.example.com', 'jenkins.example.org:8443'),
  jobName: fc.tuple(slug, branch).map(([p, b]) => `${p}/${b}`),
  build: id,
  stage: name,
  branch,
  sha,
};

const jenkins: System = {
  name: 'jenkins',
  job: fc.record({ ...jenkinsFields, attemptOf: fc.constant(undefined) }),
  variant: (j) => oneChanged(j, jenkinsFields),
  // "Restart from Stage": a new build number; the Jenkinsfile names the build it restarts.
  retry: (j, n) => ({ ...j, build: String(Number(j.build) + n), attemptOf: j.build }),
  env: (j) =>
    env({
      JENKINS_URL: `https://${j.host}/`,
      JOB_NAME: j.jobName,
      BUILD_NUMBER: j.build,
      BUILD_TAG: `jenkins-${j.jobName}-${j.build}`,
      BUILD_URL: `https://${j.host}/job/${j.jobName}/${j.build}/`,
      STAGE_NAME: j.stage,
      BRANCH_NAME: j.branch,
      GIT_COMMIT: j.sha,
      CI_STATE_ATTEMPT_OF: j.attemptOf,
    }),
  scope: (j) => [j.host, j.jobName, j.stage, j.branch],
  sameRun: (a, b) => b.build === a.build || b.attemptOf === a.build,
  required: ['JOB_NAME', 'BUILD_NUMBER'],
};

const circleFields = {
  user: slug,
  repo: slug,
  workspace: uuid,
  workflow: uuid,
  jobName: name,
  buildNum: id,
  node: fc.option(fc.integer({ min: 0, max: 3 }).map(String), { nil: undefined }),
  branch,
  sha,
};

const circleci: System = {
  name: 'circleci',
  job: fc.record(circleFields),
  variant: (j) => oneChanged(j, circleFields),
  // "Rerun workflow from failed": a new workflow (and job number) in the same workspace.
  retry: (j, n) => {
    const buildNum = Number(j.buildNum) + n;
    return {
      ...j,
      workflow: bump(j.workflow!, n),
      buildNum: String(buildNum),
    };
  },
  env: (j) =>
    env({
      CI: 'true',
      CIRCLECI: 'true',
      CIRCLE_PROJECT_USERNAME: j.user,
      CIRCLE_PROJECT_REPONAME: j.repo,
      CIRCLE_WORKFLOW_WORKSPACE_ID: j.workspace,
      CIRCLE_WORKFLOW_ID: j.workflow,
      CIRCLE_JOB: j.jobName,
      CIRCLE_BUILD_NUM: j.buildNum,
      CIRCLE_NODE_INDEX: j.node ?? '0',
      CIRCLE_NODE_TOTAL: j.node ? '4' : '1',
      CIRCLE_BRANCH: j.branch,
      CIRCLE_SHA1: j.sha,
      CIRCLE_BUILD_URL: `https://circleci.com/gh/${j.user}/${j.repo}/${j.buildNum}`,
    }),
  scope: (j) => [j.user, j.repo, j.jobName, j.node, j.branch],
  sameRun: (a, b) => a.workspace === b.workspace,
  required: ['CIRCLE_WORKFLOW_WORKSPACE_ID', 'CIRCLE_WORKFLOW_ID', 'CIRCLE_JOB'],
};

export const SYSTEMS: readonly System[] = [gitlab, buildkite, jenkins, circleci];

export function systemNamed(n: SystemName): System {
  return SYSTEMS.find((s) => s.name === n)!;
}

/** Whether two jobs of one system are the same job (everything of the scope equal). */
export function sameJob(s: System, a: Job, b: Job): boolean {
  return JSON.stringify(s.scope(a)) === JSON.stringify(s.scope(b));
}

/** The variables of CI systems, to strip from a test machine's environment. */
export const CI_VARIABLE =
  /^(CI|GITLAB_.*|CI_.*|BUILDKITE.*|CIRCLE.*|JENKINS_.*|JOB_.*|BUILD_.*|STAGE_NAME|BRANCH_NAME|CHANGE_.*|TAG_NAME|GIT_COMMIT|GIT_BRANCH|GITHUB_.*|RUNNER_.*|ACTIONS_.*)$/;
