/**
 * The schemas of phases: a declared phase, a profile, a phase's record in a state, and the
 * failures kept of a phase and of the run (see schema.ts, which builds them on first use).
 */
import type { Builders } from './zod-builders.js';
import type { BaseSchemas } from './schema-base.js';
import { FAILURE_MESSAGE_MAX, MAX_PHASE_FAILURES } from './schema-constants.js';

/** Builds the phase schemas on the building blocks. */
export function phaseSchemas(z: Builders, base: BaseSchemas) {
  const { PhaseId, Timestamp, Count, Sha256Hex, PhaseStatus } = base;
  /** A declared phase: from `--phases a,b,c` or a phases file. */
  const PhaseDecl = z.strictObject({
    id: PhaseId,
    requires: z.array(PhaseId).default([]),
    sideEffect: z.boolean().default(false),
    /** Opt-in cross-run reuse: skip on a new run when a succeeded record has the same inputs hash. */
    reuse: z.boolean().default(false),
    /**
     * Runs on every attempt, never skipped and never making the phases that require it run again
     * (`npm ci`, set-up steps: re-running them is cheaper than keeping what they make).
     */
    always: z.boolean().optional(),
    /** Tags used by profiles (e.g. "test", "docs"). */
    tags: z.array(z.string().max(64)).default([]),
  });

  /** A profile (task type) skips a set of phases, by id or by tag. */
  const Profile = z.strictObject({
    skip: z.array(z.string().max(64)).default([]),
    skipTags: z.array(z.string().max(64)).default([]),
    description: z.string().max(512).optional(),
  });

  /**
   * One failure of a phase, kept after the phase succeeds later: which attempt, when it started and
   * ended, and why (the message is redacted and bounded like `error`).
   */
  const PhaseFailure = z.strictObject({
    attempt: z.number().int().positive(),
    /** When the failed try started (its bar on the timeline after a later try replaced it). */
    startedAt: Timestamp.optional(),
    at: Timestamp,
    message: z.string().max(FAILURE_MESSAGE_MAX),
    exitCode: z.number().int().optional(),
    signal: z.string().max(32).optional(),
    cancelled: z.boolean().optional(),
  });

  /**
   * The run's latest failure, kept when a later attempt succeeds (it is the last failure, not the
   * current status). `recoverable` says whether a re-run can be expected to help:
   * - true: a phase failed (its command exited non-zero, was cancelled or killed), a phase was still
   *   running when the run ended, the runner died mid-phase (found by the next attempt), or a
   *   declared phase was not run ("not run: test": the next attempt resumes from it);
   * - false: the caller failed the run with an error of its own (`finishRun` with `error`, e.g. the
   *   job failed outside any phase), which a re-run is not known to fix, unless the caller says so.
   * Bad input and refused states never reach the state: they are refused before anything changes.
   */
  const LastFailure = z.strictObject({
    /** The phase that failed; absent for a failure of the run itself. */
    phase: PhaseId.optional(),
    attempt: z.number().int().positive(),
    at: Timestamp,
    message: z.string().max(4096),
    exitCode: z.number().int().optional(),
    signal: z.string().max(32).optional(),
    cancelled: z.boolean().optional(),
    recoverable: z.boolean(),
  });

  const PhaseRecord = z.strictObject({
    status: PhaseStatus,
    /** The attempt (GITHUB_RUN_ATTEMPT or local attempt) that produced this record's status. */
    attempt: z.number().int().positive(),
    /** How many times the phase was started, across attempts. */
    attempts: Count.default(0),
    startedAt: Timestamp.optional(),
    /**
     * The process that began the phase and runs its command (`ci-state run`), so that a phase left
     * running by a process that is gone can be told from one still at work: its pid, the machine
     * (host name, and the kernel's boot id where there is one) and, where the system says, the
     * process's start time (clock ticks since boot: a pid reused later has another). Absent for a
     * phase begun by hand (`phase start`).
     */
    owner: z
      .strictObject({
        pid: z.number().int().positive(),
        host: z.string().max(256),
        bootId: z.string().max(64).optional(),
        startTime: Count.optional(),
      })
      .optional(),
    endedAt: Timestamp.optional(),
    durationMs: Count.optional(),
    exitCode: z.number().int().optional(),
    signal: z.string().max(32).optional(),
    cancelled: z.boolean().optional(),
    stdoutTail: z.string().max(65_536).optional(),
    stderrTail: z.string().max(65_536).optional(),
    error: z.string().max(4096).optional(),
    /** Every failure of the phase across attempts, oldest first, the last MAX_PHASE_FAILURES. */
    failures: z.array(PhaseFailure).max(MAX_PHASE_FAILURES).optional(),
    /** Why it was skipped (plan reason, profile, user request). */
    reason: z.string().max(1024).optional(),
    /** Time saved by not running it again: the duration of the run that produced it. */
    savedMs: Count.optional(),
    inputsHash: Sha256Hex.optional(),
    outputs: z.array(z.string().max(1024)).max(1000).default([]),
    checkpointId: z.string().max(128).optional(),
    /**
     * Why what the phase changed in the workspace was not kept (over the size cap, or files the
     * snapshot rules leave out): a later attempt cannot get it back, so the phase runs again.
     */
    outputsNotKept: z.string().max(1024).optional(),
    /**
     * The keeper process keeping what the phase changed, while it does (with `outputsNotKept`
     * saying so until it has): see src/cli/keeper.ts.
     */
    outputsPending: z.string().max(128).optional(),
    /** Runs on every attempt (see PhaseDecl.always). */
    always: z.boolean().optional(),
    sideEffect: z.boolean().default(false),
    /**
     * The attempt in which this side-effect phase last succeeded. Kept through skips, rollbacks and
     * new attempts: an external effect (a deploy, a publish) is never undone, so a phase with this
     * mark is not executed again without an explicit allowance.
     */
    effectAttempt: z.number().int().positive().optional(),
    /** Skipped by skip-failed after it failed: done for planning, but it never completed. */
    skipFailed: z.boolean().optional(),
    conditional: z.boolean().default(false),
    requires: z.array(PhaseId).default([]),
  });
  return { PhaseDecl, Profile, PhaseFailure, LastFailure, PhaseRecord };
}

export type PhaseSchemas = ReturnType<typeof phaseSchemas>;
