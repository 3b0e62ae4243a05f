/**
 * GitHub Actions: the scope and origin from the runner's GITHUB_* variables; the run id
 * (GITHUB_RUN_ID) and the attempt (GITHUB_RUN_ATTEMPT) are GitHub's own, and "Re-run jobs"
 * keeps the run id and counts the attempt up.
 */
import { CiStateError } from '../core/errors.js';
import type { DetectOptions, RunEnvironment } from './identity.js';
import { matrixKey } from './matrix.js';

export function onGitHub(env: NodeJS.ProcessEnv): boolean {
  return env.GITHUB_ACTIONS === 'true';
}

/**
 * The attempt on a runner: `CI_STATE_RUN_ATTEMPT` when set, else `GITHUB_RUN_ATTEMPT` (a step
 * cannot change the runner's own variables). Setting it, with `CI_STATE_JOB`, lets a later job of
 * the same workflow run act as the next attempt of an earlier one: a re-run inside one run.
 * `fallback` when neither says (off a runner, or a state's own attempt).
 */
export function runAttemptOf(env: NodeJS.ProcessEnv, fallback = 1): number {
  const own = env.CI_STATE_RUN_ATTEMPT;
  if (own !== undefined && own !== '') {
    if (!/^[1-9]\d{0,5}$/.test(own.trim()))
      throw new CiStateError(
        'invalid_input',
        `CI_STATE_RUN_ATTEMPT is ${JSON.stringify(own)}: expected a whole number from 1 (the attempt to act as)`,
      );
    return Number(own.trim());
  }
  if (!env.GITHUB_RUN_ATTEMPT) return fallback;
  const attempt = Number.parseInt(env.GITHUB_RUN_ATTEMPT, 10);
  return Number.isFinite(attempt) && attempt > 0 ? attempt : 1;
}

export function gitHubEnvironment(
  opts: DetectOptions,
  env: NodeJS.ProcessEnv,
  host: string,
): RunEnvironment {
  const workflow = opts.workflow ?? env.CI_STATE_WORKFLOW ?? env.GITHUB_WORKFLOW ?? 'workflow';
  const baseJob = opts.job ?? env.CI_STATE_JOB ?? env.GITHUB_JOB ?? 'job';
  const job = opts.scope ? `${baseJob}:${opts.scope}` : baseJob;
  const repo = env.GITHUB_REPOSITORY ?? '';
  const ref = env.GITHUB_REF ?? '';
  const attempt = runAttemptOf(env);
  return {
    onRunner: true,
    host,
    scope: { repo, workflow, job, matrix: matrixKey(opts.matrix ?? env.CI_STATE_MATRIX), ref },
    origin: {
      repo,
      workflow,
      job,
      runId: env.GITHUB_RUN_ID ?? '',
      runAttempt: attempt,
      sha: env.GITHUB_SHA ?? '',
      ref,
      event: env.GITHUB_EVENT_NAME ?? '',
      actor: env.GITHUB_ACTOR ?? '',
    },
  };
}
