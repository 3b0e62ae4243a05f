/**
 * The shape every CI system but GitHub Actions fills in (gitlab.ts, buildkite.ts, jenkins.ts,
 * circleci.ts), and how its facts become a RunEnvironment: the options and CI_STATE_* variables
 * on top, the one-line warning when the job cannot be identified.
 */
import { createHash } from 'node:crypto';
import { CiStateError } from '../core/errors.js';
import {
  unidentifiedLine,
  varsOf,
  type CiJob,
  type CiName,
  type DetectOptions,
  type RunEnvironment,
  type Vars,
} from './identity.js';
import { gitFacts, type GitFacts } from './local.js';
import { ciMatrixKey } from './matrix.js';

/** What a provider reads from its system's variables (git fills in what they do not say). */
export interface Facts {
  repo: string;
  /** The pipeline definition: `.gitlab-ci.yml`, a Buildkite pipeline's slug, `Jenkinsfile`. */
  workflow: string;
  job: string;
  /** Matrix parts: `parallel` (index/total), a matrix leg's `label`. Undefined parts are left out. */
  matrix: Record<string, string | undefined>;
  ref: string;
  sha: string;
  event: string;
  actor: string;
  runId: string;
  attempt?: number;
  /** Ids of this execution of the job, in order: `{ pipeline: '812', job: '4711' }`. */
  runner: Record<string, string | undefined>;
  /** The system's own word that this job re-runs an earlier build (a Buildkite rebuild). */
  attemptOf?: { value: string; from: string };
  missing: string[];
  defaultBranch?: string;
  pullRequest?: string;
  url?: string;
}

export interface Provider {
  name: CiName;
  title: string;
  /** Whether the job runs on this system. */
  detect(env: NodeJS.ProcessEnv): boolean;
  facts(vars: Vars, git: GitFacts): Facts;
}

/** At most `max` characters: a longer name keeps its start and gets a hash of the whole. */
export function fit(text: string, max = 256): string {
  if (text.length <= max) return text;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  return `${text.slice(0, max - 17)}~${hash}`;
}

/** `gitlab pipeline=812 job=4711`: this execution of a job, as kept in `metadata.runner`. */
export function runnerLabel(provider: CiName, ids: Record<string, string | undefined>): string {
  const parts = Object.entries(ids)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v!.replace(/\s+/g, '_')}`);
  return fit([provider, ...parts].join(' '));
}

const ATTEMPT_OF = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,63}$/;

/** `--attempt-of`, else CI_STATE_ATTEMPT_OF, checked; undefined when neither is given. */
export function attemptOfOption(
  opts: DetectOptions,
  vars: Vars,
): { value: string; from: string } | undefined {
  const given =
    opts.attemptOf !== undefined
      ? { value: opts.attemptOf.trim(), from: '--attempt-of' }
      : vars('CI_STATE_ATTEMPT_OF') !== undefined
        ? { value: vars('CI_STATE_ATTEMPT_OF')!, from: 'CI_STATE_ATTEMPT_OF' }
        : undefined;
  if (given && !ATTEMPT_OF.test(given.value))
    throw new CiStateError(
      'invalid_input',
      `${given.from} is ${JSON.stringify(given.value)}: expected the number or id of the build whose run this job continues (letters, digits, . _ : / -)`,
    );
  return given;
}

export function providerEnvironment(
  p: Provider,
  opts: DetectOptions,
  env: NodeJS.ProcessEnv,
  cwd: string,
  host: string,
): RunEnvironment {
  const vars = varsOf(env);
  const f = p.facts(vars, gitFacts(cwd));
  const repo = fit(f.repo);
  const workflow = fit(opts.workflow ?? vars('CI_STATE_WORKFLOW') ?? f.workflow);
  const baseJob = opts.job ?? vars('CI_STATE_JOB') ?? f.job;
  const job = fit(opts.scope ? `${baseJob}:${opts.scope}` : baseJob);
  const matrix = ciMatrixKey(f.matrix, opts.matrix ?? env.CI_STATE_MATRIX);
  const ref = f.ref.slice(0, 512);
  const attemptOf = attemptOfOption(opts, vars) ?? f.attemptOf;
  const ci: CiJob = {
    provider: p.name,
    title: p.title,
    runId: f.runId.slice(0, 64),
    runner: runnerLabel(p.name, f.runner),
    missing: f.missing,
    ...(f.attempt !== undefined ? { attempt: f.attempt } : {}),
    ...(attemptOf ? { attemptOf: attemptOf.value, attemptOfFrom: attemptOf.from } : {}),
    ...(f.defaultBranch !== undefined ? { defaultBranch: f.defaultBranch } : {}),
    ...(f.pullRequest !== undefined ? { pullRequest: f.pullRequest } : {}),
    ...(f.url !== undefined ? { url: f.url } : {}),
  };
  return {
    onRunner: false,
    host,
    scope: { repo, workflow, job, matrix, ref },
    origin: {
      repo,
      workflow,
      job,
      sha: f.sha.slice(0, 64),
      ref,
      event: f.event.slice(0, 64),
      actor: f.actor.slice(0, 256),
    },
    ci,
    ...(f.missing.length ? { warnings: [unidentifiedLine(ci)] } : {}),
  };
}
