/**
 * Which run and attempt `init` starts on a CI system other than GitHub Actions, from the stored
 * (or pulled) state and the job's identity (identity.ts). GitHub Actions and a laptop keep their
 * own rules (core/init.ts).
 *
 * - A state this very job started (its `metadata.runner` is the job's): the same attempt again.
 * - `--attempt-of X` (or the system's own word, a Buildkite rebuild): the state continues when it
 *   belongs to X's run (its run id is X, or X is one of the ids of the job that wrote it); then
 *   the next attempt of that run. Otherwise a new run, said in one line.
 * - A state of the same run id (a retry: GitLab's pipeline, Buildkite's build, CircleCI's
 *   workspace): the system's attempt number, else the state's attempt + 1.
 * - Anything else: a new run, attempt 1 (or the system's number).
 * - A job that cannot be identified: a new run of its own that no stored state takes part in.
 */
import type { RunState } from '../core/schema.js';
import type { CiJob, OriginSoFar, RunEnvironment } from './identity.js';

export interface Continuation {
  runId: string;
  runAttempt: number;
  /** The stored state must not take part: a new run whatever is stored. */
  fresh?: boolean;
  /** One line for the log. */
  note?: string;
}

/** The ids in a `metadata.runner` label (`gitlab pipeline=812 job=4711` → 812, 4711). */
export function runnerIds(runner: string | undefined): string[] {
  return [...(runner ?? '').matchAll(/(?:^|\s)[a-z]+=(\S+)/g)].map((m) => m[1]!);
}

export function continueRun(
  prev: RunState | undefined,
  job: CiJob,
  newRunId: () => string,
): Continuation {
  if (job.missing.length) return { runId: newRunId(), runAttempt: 1, fresh: true };
  if (prev && prev.metadata.runner === job.runner)
    return { runId: prev.origin.runId, runAttempt: prev.origin.runAttempt };
  if (job.attemptOf !== undefined) {
    const of = job.attemptOf;
    if (prev && (prev.origin.runId === of || runnerIds(prev.metadata.runner).includes(of)))
      return {
        runId: prev.origin.runId,
        runAttempt: prev.origin.runAttempt + 1,
        note: `${job.attemptOfFrom ?? '--attempt-of'} ${of}: continuing run ${prev.origin.runId} (attempt ${prev.origin.runAttempt} was its last)`,
      };
    const found = prev
      ? `the newest state of this job is of run ${prev.origin.runId}${prev.metadata.runner ? ` (${prev.metadata.runner})` : ''}`
      : 'no state of this job was found';
    return {
      runId: job.runId,
      runAttempt: job.attempt ?? 1,
      note: `${job.attemptOfFrom ?? '--attempt-of'} ${of}, but ${found}: starting a new run`,
    };
  }
  if (prev && prev.origin.runId === job.runId)
    return { runId: job.runId, runAttempt: job.attempt ?? prev.origin.runAttempt + 1 };
  return { runId: job.runId, runAttempt: job.attempt ?? 1 };
}

/** What `init` hands to core's initAttempt, and what it records in the state it gets back. */
export interface AttemptInput {
  /** The state the attempt starts from (undefined: a new run, whatever is stored). */
  prev: RunState | undefined;
  origin: OriginSoFar;
  /** The run id and attempt are given (initAttempt's rule for a CI run), not counted locally. */
  onRunner: boolean;
  note?: string;
  /** The state with this job's runner label in its metadata. */
  mark(state: RunState): RunState;
}

export function attemptInput(
  prev: RunState | undefined,
  env: RunEnvironment,
  newRunId: () => string,
): AttemptInput {
  const job = env.ci;
  if (!job) return { prev, origin: env.origin, onRunner: env.onRunner, mark: (s) => s };
  const c = continueRun(prev, job, newRunId);
  return {
    prev: c.fresh ? undefined : prev,
    origin: { ...env.origin, runId: c.runId, runAttempt: c.runAttempt },
    onRunner: true,
    ...(c.note ? { note: c.note } : {}),
    mark: (s) =>
      s.metadata.runner === job.runner
        ? s
        : { ...s, metadata: { ...s.metadata, runner: job.runner } },
  };
}
