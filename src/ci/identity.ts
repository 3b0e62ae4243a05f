/**
 * Who a job is, as ci-state needs it: the scope its states live under, the origin recorded in
 * them and, on a CI system other than GitHub Actions, how the system tells a retry of the job
 * from a new run (docs/other-ci.md). Each provider (github.ts, gitlab.ts, buildkite.ts,
 * jenkins.ts, circleci.ts, local.ts) reads its system's documented variables into these shapes;
 * detect.ts picks the provider, continuation.ts decides which run and attempt `init` starts.
 */
import type { Origin, Scope } from '../core/schema.js';

/** The CI systems ci-state knows besides GitHub Actions. */
export type CiName = 'gitlab' | 'buildkite' | 'jenkins' | 'circleci';

/** Origin fields known before a run exists; runId/runAttempt are decided by init. */
export type OriginSoFar = Omit<Origin, 'runId' | 'runAttempt'> & {
  runId?: string;
  runAttempt?: number;
};

export interface RunEnvironment {
  /** On a GitHub Actions runner: the run id and attempt are GitHub's. */
  onRunner: boolean;
  scope: Scope;
  origin: OriginSoFar;
  host: string;
  /** On another CI system: the job as that system names it (continuation.ts uses it). */
  ci?: CiJob;
  /** Lines for the log, one each (a job that cannot be identified, an option not used here). */
  warnings?: string[];
}

/** A job on a CI system other than GitHub Actions, from the system's predefined variables. */
export interface CiJob {
  provider: CiName;
  /** The system's name for people: `GitLab CI`. */
  title: string;
  /** What stays the same when the system retries the job (GitLab: the pipeline id). */
  runId: string;
  /** The system's own attempt number, when it has one (Buildkite: retry count + 1). */
  attempt?: number;
  /**
   * This execution of the job, as the system names it, e.g. `gitlab pipeline=812 job=4711`: it
   * changes on every retry. Kept in the state's `metadata.runner`, so that a second `init` in
   * the same job is not taken for a retry, and `--attempt-of` can name a build.
   */
  runner: string;
  /** The build (run, pipeline, job) whose run this job continues: `--attempt-of` and the like. */
  attemptOf?: string;
  /** Where attemptOf came from, for messages: `--attempt-of`, `CI_STATE_ATTEMPT_OF`, … */
  attemptOfFrom?: string;
  /** Variables the system should have set and did not: the job cannot be identified. */
  missing: string[];
  /** The repository's default branch, when the system says. */
  defaultBranch?: string;
  /** The pull or merge request the job builds (its number), when it builds one. */
  pullRequest?: string;
  /** The job's page, for reports. */
  url?: string;
}

/** Options of `init` (and of the Action's restore step) that take part in the identity. */
export interface DetectOptions {
  workflow?: string;
  job?: string;
  scope?: string;
  matrix?: string;
  /** `--attempt-of`: the build whose run this job continues (CI_STATE_ATTEMPT_OF otherwise). */
  attemptOf?: string;
}

/** A variable's value, trimmed; undefined when it is not set or empty. */
export type Vars = (name: string) => string | undefined;

export function varsOf(env: NodeJS.ProcessEnv): Vars {
  return (name) => {
    const v = env[name];
    if (v === undefined) return undefined;
    const t = v.trim();
    return t === '' ? undefined : t;
  };
}

/** The names of `names` that have no value. */
export function unset(vars: Vars, names: readonly string[]): string[] {
  return names.filter((n) => vars(n) === undefined);
}

/** A list for a sentence: `A`, `A and B`, `A, B and C`. */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The one line for a job whose provider is detected but a variable it needs is missing. */
export function unidentifiedLine(job: Pick<CiJob, 'title' | 'missing'>): string {
  const n = job.missing.length;
  return `${job.title} detected, but ${listed(job.missing)} ${n === 1 ? 'is' : 'are'} not set: this job cannot be identified, so it starts a new run and a retry of it will not resume`;
}

/** `refs/heads/<branch>`, `refs/tags/<tag>`, or the ref itself when it already is one. */
export function headsRef(branch: string): string {
  return branch.startsWith('refs/') ? branch : `refs/heads/${branch}`;
}

/** The pull request number in a URL or text (`…/pull/123`, `PR-123`, `123`), when there is one. */
export function prNumber(text: string | undefined): string | undefined {
  if (!text || text === 'false') return undefined;
  return /(\d+)\/?$/.exec(text)?.[1];
}

/** A whole number from 0 (a retry count, an index), or undefined. */
export function count(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return undefined;
  return Number(text);
}
