/**
 * What the main step hands its post step (through the runner's step state): where the job's
 * store is, how it saves, and what the restore found. Parsed, never cast: the post step reads it
 * from the environment like any other input.
 */
import { z } from 'zod';
import { COMMENT_MODES } from '../report/comment.js';
import { RunnerSettings } from '../persist/session-file.js';

export const RestoreInfo = z.strictObject({
  source: z.string(),
  from: z.string().optional(),
  problems: z.array(z.string()),
  skippedReason: z.string().optional(),
  /** The restored state's attempt, when it ended without its post step (its runner stopped). */
  unfinishedAttempt: z.number().int().positive().optional(),
  /** The phase after whose end that state was saved. */
  savedAfter: z.string().optional(),
});
export type RestoreInfo = z.infer<typeof RestoreInfo>;

export const MainState = z.strictObject({
  stateDir: z.string().min(1),
  scopeKey: z.string().regex(/^[0-9a-f]{32}$/),
  runner: RunnerSettings,
  /** The job's session file this step wrote (another use of the Action may write another). */
  sessionFile: z.string().optional(),
  comment: z.enum(COMMENT_MODES),
  commentHeader: z.string().optional(),
  restore: RestoreInfo,
});
export type MainState = z.infer<typeof MainState>;

/** The main step's state, or undefined when there is none (or it is not one). */
export function parseMainState(raw: string): MainState | undefined {
  if (!raw) return undefined;
  try {
    return MainState.parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** A sentence on what the restore found, for the job summary (empty when there is nothing to say). */
export function restoreSentence(info: RestoreInfo): string {
  if (info.unfinishedAttempt === undefined) return '';
  const after = info.savedAfter ? ` after phase \`${info.savedAfter}\`` : ' before any phase ended';
  return `Resumed from the state attempt ${info.unfinishedAttempt} saved${after}, its last verified save (that attempt ended without its post step).`;
}
