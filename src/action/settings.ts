/**
 * The Action's inputs, read once into a typed settings object: the main Action's (readSettings)
 * and its sub-actions' (save/, report/, rollback/; the history/ sub-action's are read in
 * history/action.ts through the same runner helpers). Nothing else calls core.getInput. Empty
 * strings become undefined; bad values throw with the input's name and what is accepted. Yes/no
 * inputs all go through core.booleanInput (true/yes/on/1, false/no/off/0, any case).
 */
import * as core from './runner.js';
import {
  CiStateError,
  parsePhaseList,
  parseRerunSideEffects,
  parseStrategy,
  resolveProfile,
  type PhaseDecl,
  type Strategy,
} from '../core/index.js';
import {
  parseCheckpointInterval,
  parseMaxCheckpoints,
  type CheckpointPolicyInput,
} from '../core/checkpoint-policy.js';
import { parseCommentMode, type CommentMode } from '../report/comment.js';
import { CHECKPOINT_STORAGES, type CheckpointStorage } from '../github/keys.js';
import { Inputs } from './constants.js';

export interface Settings {
  /** Overrides GITHUB_WORKFLOW in the scope. */
  workflow?: string;
  /** Extra scope text, to keep several states apart in one job. */
  scope?: string;
  /** The matrix leg (toJSON(matrix)). */
  matrix?: string;
  /** Declared phases, as the CLI's --phases text. */
  phases?: string;
  /** The declared phases, parsed (checked when the settings are read). */
  declared?: PhaseDecl[];
  resume: Strategy;
  /** Side-effect phases this attempt may execute again (`all` or ids). */
  rerunSideEffects?: string[];
  /** With declared phases, accept phases that are not declared. */
  allowUndeclaredPhases: boolean;
  profile?: string;
  /** phase: save when each phase ends (the CLI does it); job: save only in post. */
  persist: 'phase' | 'job';
  crossRun: boolean;
  retentionDays?: number;
  /** Where checkpoint content (packs) goes: the Actions cache, an artifact, or both. */
  checkpointStorage: CheckpointStorage;
  /** When checkpoints are taken on their own and how many a run keeps (checkpoint-policy.ts). */
  checkpointPolicy?: CheckpointPolicyInput;
  token?: string;
  failOnError: boolean;
  integrityKey?: string;
  allowUntrustedEvents: boolean;
  stateDir: string;
  /** restore/ only: read this other job's state of the run instead of this job's. */
  job?: string;
  /** The sticky PR comment: off, always, on-failure or on-resume. */
  comment: CommentMode;
  /** Header of the sticky comment, to keep several workflows' comments apart on one PR. */
  commentHeader?: string;
}

const text = core.optionalInput;
const bool = core.booleanInput;

/** Errors of an input's value are input errors: they fail the step (see runEntry). */
function asInputError<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof CiStateError) throw new CiStateError('invalid_input', e.message);
    throw e;
  }
}

export function readSettings(): Settings {
  const persist = text(Inputs.Persist) ?? 'phase';
  if (persist !== 'phase' && persist !== 'job')
    throw new CiStateError('invalid_input', `input persist is "${persist}": expected phase or job`);
  const storage = text(Inputs.CheckpointStorage) ?? 'cache';
  if (!(CHECKPOINT_STORAGES as readonly string[]).includes(storage))
    throw new CiStateError(
      'invalid_input',
      `input checkpoint-storage is "${storage}": expected cache, both or artifact`,
    );
  const checkpointStorage = storage as CheckpointStorage;
  const interval = text(Inputs.CheckpointInterval);
  const maxCheckpoints = text(Inputs.MaxCheckpoints);
  const checkpointPolicy: CheckpointPolicyInput = {
    ...(interval !== undefined
      ? { interval: parseCheckpointInterval(interval, `input ${Inputs.CheckpointInterval}`) }
      : {}),
    ...(maxCheckpoints !== undefined
      ? { max: parseMaxCheckpoints(maxCheckpoints, `input ${Inputs.MaxCheckpoints}`) }
      : {}),
    onError: bool(Inputs.ErrorCheckpoints, true),
  };
  const days = text(Inputs.RetentionDays);
  let retentionDays: number | undefined;
  if (days !== undefined) {
    retentionDays = Number(days);
    if (!Number.isInteger(retentionDays) || retentionDays < 1 || retentionDays > 400)
      throw new CiStateError(
        'invalid_input',
        `input retention-days is "${days}": expected a whole number of days from 1 to 400`,
      );
  }
  const resume: Strategy = parseStrategy(text(Inputs.Resume) ?? 'failed', 'input resume');
  const phases = text(Inputs.Phases);
  const declared =
    phases !== undefined ? asInputError(() => parsePhaseList(phases, 'input phases')) : undefined;
  const profile = text(Inputs.Profile);
  if (profile !== undefined) asInputError(() => resolveProfile(profile, {}, 'input profile'));
  const rerun = text(Inputs.RerunSideEffects);
  const rerunSideEffects =
    rerun !== undefined ? parseRerunSideEffects(rerun, 'input rerun-side-effects') : undefined;
  const integrityKey = text(Inputs.IntegrityKey);
  if (integrityKey) core.setSecret(integrityKey);
  const matrix = text(Inputs.Matrix);
  if (matrix !== undefined && matrix !== 'null') {
    try {
      JSON.parse(matrix);
    } catch {
      throw new CiStateError(
        'invalid_input',
        'input matrix is not JSON: pass ${{ toJSON(matrix) }}',
      );
    }
  }
  return {
    workflow: text(Inputs.Workflow),
    scope: text(Inputs.Scope),
    matrix: matrix === 'null' ? undefined : matrix,
    phases,
    declared,
    resume,
    rerunSideEffects,
    allowUndeclaredPhases: bool(Inputs.AllowUndeclaredPhases, false),
    profile,
    persist,
    crossRun: bool(Inputs.CrossRun, false),
    retentionDays,
    checkpointStorage,
    checkpointPolicy,
    token: text(Inputs.Token),
    failOnError: bool(Inputs.FailOnError, false),
    integrityKey,
    allowUntrustedEvents: bool(Inputs.AllowUntrustedEvents, false),
    stateDir: text(Inputs.StateDir) ?? '',
    job: text(Inputs.Job),
    comment: parseCommentMode(text(Inputs.Comment), 'input comment'),
    commentHeader: text(Inputs.CommentHeader),
  };
}

/** The token input alone: the post step reads it before it knows whether the main step ran. */
export function readToken(): string | undefined {
  return text(Inputs.Token);
}

/**
 * fail-on-error for the error boundary (runEntry): false when unset, and also when its value is
 * not a yes/no (that error is the one being handled, or reported by readSettings).
 */
export function readFailOnError(): boolean {
  try {
    return bool(Inputs.FailOnError, false);
  } catch {
    return false;
  }
}

/** What the save/ sub-action reads (the post step takes these from the main step instead). */
export interface SaveSettings {
  stateDir?: string;
  failOnError: boolean;
  comment: CommentMode;
  commentHeader?: string;
}

export function readSaveSettings(): SaveSettings {
  return {
    stateDir: text(Inputs.StateDir),
    failOnError: bool(Inputs.FailOnError, false),
    comment: parseCommentMode(text(Inputs.Comment), 'input comment'),
    commentHeader: text(Inputs.CommentHeader),
  };
}

/** The report/ sub-action's inputs. */
export interface ReportSettings {
  token?: string;
  /** Default always: the report job exists to write the comment. */
  comment: CommentMode;
  commentHeader?: string;
  integrityKey?: string;
}

export function readReportSettings(): ReportSettings {
  const integrityKey = text(Inputs.IntegrityKey);
  if (integrityKey) core.setSecret(integrityKey);
  return {
    token: text(Inputs.Token),
    comment: parseCommentMode(text(Inputs.Comment) ?? 'always', 'input comment'),
    commentHeader: text(Inputs.CommentHeader),
    integrityKey,
  };
}

/** The rollback/ sub-action's inputs. */
export interface RollbackSettings {
  /** A checkpoint id or a phase. */
  to: string;
  dryRun: boolean;
  reason?: string;
  stateDir?: string;
}

export function readRollbackSettings(): RollbackSettings {
  const to = text(Inputs.To);
  if (to === undefined)
    throw new CiStateError('invalid_input', 'input to is empty: give a checkpoint id or a phase');
  return {
    to,
    dryRun: bool(Inputs.DryRun, false),
    reason: text(Inputs.Reason),
    stateDir: text(Inputs.StateDir),
  };
}
