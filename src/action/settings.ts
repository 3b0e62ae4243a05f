/**
 * The Action's inputs, read once into a typed settings object. Nothing else calls core.getInput.
 * Empty strings become undefined; bad values throw with the input's name and what is accepted.
 */
import * as core from './runner.js';
import { CiStateError, parseStrategy, type Strategy } from '../core/index.js';
import { parseCommentMode, type CommentMode } from '../report/comment.js';
import { CHECKPOINT_STORAGES, type CheckpointStorage } from '../github/runner-config.js';
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
  resume: Strategy;
  profile?: string;
  /** phase: save when each phase ends (the CLI does it); job: save only in post. */
  persist: 'phase' | 'job';
  crossRun: boolean;
  retentionDays?: number;
  /** Where checkpoint content (packs) goes: the Actions cache, an artifact, or both. */
  checkpointStorage: CheckpointStorage;
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
    phases: text(Inputs.Phases),
    resume,
    profile: text(Inputs.Profile),
    persist,
    crossRun: bool(Inputs.CrossRun, false),
    retentionDays,
    checkpointStorage,
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
