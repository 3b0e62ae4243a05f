/**
 * The oracle of providers.test.ts: src/github/context.ts's detection as it was before src/ci/
 * (commit e793438), unchanged but for its import paths. GitHub Actions and a laptop must detect
 * exactly as it did.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { hostname, userInfo } from 'node:os';
import { basename } from 'node:path';
import { CiStateError } from '../../src/core/errors.js';
import type { Origin, Scope } from '../../src/core/index.js';

export interface RunEnvironment {
  onRunner: boolean;
  scope: Scope;
  /** Origin fields known before a run exists; runId/runAttempt are decided by init. */
  origin: Omit<Origin, 'runId' | 'runAttempt'> & { runId?: string; runAttempt?: number };
  host: string;
}

function git(args: string[], cwd: string): string {
  try {
    return execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

/** A stable key for a matrix leg: the canonical JSON of the matrix object, hashed when long. */
export function matrixKey(matrixJson: string | undefined): string {
  if (!matrixJson || matrixJson.trim() === '' || matrixJson.trim() === 'null') return '';
  let value: unknown;
  try {
    value = JSON.parse(matrixJson);
  } catch {
    return createHash('sha256').update(matrixJson).digest('hex').slice(0, 16);
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    const text = entries.map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
    const joined = text.join(',');
    return joined.length <= 200
      ? joined
      : createHash('sha256').update(joined).digest('hex').slice(0, 16);
  }
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
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

export function detectEnvironment(
  opts: { workflow?: string; job?: string; scope?: string; matrix?: string } = {},
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): RunEnvironment {
  const onRunner = env.GITHUB_ACTIONS === 'true';
  const host = hostname();
  if (onRunner) {
    const workflow = opts.workflow ?? env.CI_STATE_WORKFLOW ?? env.GITHUB_WORKFLOW ?? 'workflow';
    const baseJob = opts.job ?? env.CI_STATE_JOB ?? env.GITHUB_JOB ?? 'job';
    const job = opts.scope ? `${baseJob}:${opts.scope}` : baseJob;
    const repo = env.GITHUB_REPOSITORY ?? '';
    const ref = env.GITHUB_REF ?? '';
    const attempt = runAttemptOf(env);
    return {
      onRunner,
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
  const workflow = opts.workflow ?? env.CI_STATE_WORKFLOW ?? 'default';
  const job = opts.job ?? env.CI_STATE_JOB ?? 'local';
  const top = git(['rev-parse', '--show-toplevel'], cwd);
  const repo = top ? basename(top) : basename(cwd);
  const branch = git(['symbolic-ref', '-q', 'HEAD'], cwd);
  const sha = git(['rev-parse', '-q', '--verify', 'HEAD'], cwd);
  let actor = '';
  try {
    actor = userInfo().username;
  } catch {
    actor = env.USER ?? '';
  }
  return {
    onRunner,
    host,
    scope: { repo, workflow, job, matrix: matrixKey(env.CI_STATE_MATRIX), ref: branch },
    origin: { repo, workflow, job, sha, ref: branch, event: 'local', actor },
  };
}

export function newRunId(): string {
  return `local-${randomUUID().slice(0, 8)}`;
}
