/**
 * The Action's inputs, read once into a typed settings object: the main Action's (readSettings)
 * and its sub-actions' (save/, report/, rollback/, history/). Nothing else reads an input. Empty
 * strings become undefined; bad values throw with the input's name and what is accepted. Yes/no
 * inputs all go through core.booleanInput (true/yes/on/1, false/no/off/0, any case).
 */
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as core from './runner.js';
import {
  CiStateError,
  markAlways,
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
import {
  checkQuery,
  parseDurationSpec,
  parseTimeSpec,
  type HistoryQuery,
} from '../history/filter.js';
import { parseFormat, type HistoryFormat } from '../history/format.js';

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
  /** Packs larger than this (bytes) go to an artifact instead of the cache (`cache-pack-limit`). */
  cachePackLimit: number;
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
  /** Where the state and checkpoint content live: the Actions cache and artifacts, or S3. */
  storage: 'github' | 's3';
  /** With `storage: s3`. */
  s3?: S3Settings;
}

/** The S3 inputs (storage: s3); the credentials come from the AWS SDK's default chain only. */
export interface S3Settings {
  bucket: string;
  prefix: string;
  region?: string;
  endpoint?: string;
  forcePathStyle: boolean;
}

const text = core.optionalInput;

/** The default `cache-pack-limit` (docs/limits.md: why 64 MiB). */
export const CACHE_PACK_LIMIT = 64 * 1024 ** 2;

const SIZE_UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** `cache-pack-limit`: a size such as `64MiB`, `512k` or a number of bytes (powers of 1024). */
export function parseCachePackLimit(value: string | undefined): number {
  if (value === undefined) return CACHE_PACK_LIMIT;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([kmg]?)(?:i?b)?\s*$/i.exec(value);
  const n = m ? Number(m[1]) * (SIZE_UNITS[(m[2] ?? '').toLowerCase()] ?? NaN) : NaN;
  if (!Number.isFinite(n))
    throw new CiStateError(
      'invalid_input',
      `input ${Inputs.CachePackLimit} is "${value}": expected a size such as 64MiB, 512KiB or a number of bytes`,
    );
  return Math.floor(n);
}
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
  const parsed =
    phases !== undefined ? asInputError(() => parsePhaseList(phases, 'input phases')) : undefined;
  const always = text(Inputs.Always);
  const declared =
    always !== undefined
      ? asInputError(() => markAlways(parsed ?? [], always, `input ${Inputs.Always}`))
      : parsed;
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
  const where = storageOf();
  return {
    ...where,
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
    cachePackLimit: parseCachePackLimit(text(Inputs.CachePackLimit)),
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

/** `storage` and, with `s3`, its inputs (checked: a one-line error naming the input). */
export function storageOf(): { storage: 'github' | 's3'; s3?: S3Settings } {
  const storage = text(Inputs.Storage) ?? 'github';
  const s3Inputs = [Inputs.S3Bucket, Inputs.S3Prefix, Inputs.S3Region, Inputs.S3Endpoint];
  if (storage === 'github') {
    const set = s3Inputs.filter((i) => text(i) !== undefined);
    if (set.length)
      core.warning(
        `ci-state: input ${set.join(', ')} is ignored: storage is github (set storage: s3 to use S3)`,
      );
    return { storage };
  }
  if (storage !== 's3')
    throw new CiStateError('invalid_input', `input storage is "${storage}": expected github or s3`);
  const bucket = text(Inputs.S3Bucket);
  if (bucket === undefined)
    throw new CiStateError(
      'invalid_input',
      'input s3-bucket is required with storage: s3 (the bucket that keeps the state)',
    );
  const endpoint = text(Inputs.S3Endpoint);
  const region = text(Inputs.S3Region);
  const s3: S3Settings = {
    bucket,
    prefix: text(Inputs.S3Prefix) ?? '',
    ...(region ? { region } : {}),
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: bool(Inputs.S3ForcePathStyle, endpoint !== undefined),
  };
  return { storage, s3 };
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

function intInput(name: string, fallback: number, min: number, max: number): number {
  const v = text(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new CiStateError(
      'invalid_input',
      `input ${name} is "${v}": expected a whole number from ${min} to ${max}`,
    );
  return n;
}

const EXTENSIONS: Record<HistoryFormat, string> = {
  table: 'txt',
  json: 'json',
  jsonl: 'jsonl',
  csv: 'csv',
  markdown: 'md',
  html: 'html',
};

export interface HistorySettings {
  source: 'repo' | 'run' | 'local';
  runId?: number;
  path: string;
  query: HistoryQuery;
  format: HistoryFormat;
  output: string;
  stats: boolean;
  summary: boolean;
  maxRuns: number;
  concurrency: number;
  cacheDir: string;
  cleanupOlderThanMs?: number;
  keep: number;
  dryRun: boolean;
  token: string;
  owner: string;
  repo: string;
  /** `storage: s3`: the repo and run sources read the bucket instead of the artifacts. */
  s3?: S3Settings;
}

/** The history/ sub-action's inputs, checked; throws a CiStateError naming the first bad one. */
export function readHistorySettings(env: NodeJS.ProcessEnv = process.env): HistorySettings {
  const source = text('source') ?? 'repo';
  if (source !== 'repo' && source !== 'run' && source !== 'local')
    throw new CiStateError(
      'invalid_input',
      `input source is "${source}": expected repo, run or local`,
    );
  const runId = Number(env.GITHUB_RUN_ID);
  if (source === 'run' && !(Number.isSafeInteger(runId) && runId > 0))
    throw new CiStateError('invalid_input', 'input source is "run" but GITHUB_RUN_ID is not set');
  const now = Date.now();
  const query: HistoryQuery = {};
  for (const k of ['workflow', 'job', 'branch', 'status', 'phase', 'text'] as const) {
    const v = text(k);
    if (v !== undefined) query[k] = v;
  }
  const since = text('since');
  if (since !== undefined) query.since = parseTimeSpec(since, 'input since', now);
  const until = text('until');
  if (until !== undefined) query.until = parseTimeSpec(until, 'input until', now);
  checkQuery(query);
  const stats = bool('stats', true);
  const format = parseFormat(text('format') ?? (stats ? 'html' : 'csv'), 'input format');
  if (format === 'html' && !stats)
    throw new CiStateError('invalid_input', 'input format html needs stats: true');
  const temp = env.RUNNER_TEMP || tmpdir();
  const stateDir = env.CI_STATE_DIR || '.ci-state';
  const repository = text('repository') ?? env.GITHUB_REPOSITORY ?? '';
  const [owner = '', repo = ''] = repository.split('/');
  if (source !== 'local' && (!owner || !repo))
    throw new CiStateError(
      'invalid_input',
      `input repository is "${repository}": expected owner/name (GITHUB_REPOSITORY is not set)`,
    );
  const olderThan = text('cleanup-older-than');
  const inputs: HistorySettings = {
    source,
    ...(source === 'run' ? { runId } : {}),
    path: resolve(text('path') ?? join(stateDir, 'history.jsonl')),
    query,
    format,
    output: resolve(text('output') ?? join(temp, `ci-state-history.${EXTENSIONS[format]}`)),
    stats,
    summary: bool('summary', true),
    maxRuns: intInput('max-runs', 100, 1, 1000),
    concurrency: intInput('concurrency', 4, 1, 16),
    cacheDir: resolve(text('cache-dir') ?? join(temp, 'ci-state-history-cache')),
    keep: intInput('keep', 0, 0, 10_000),
    dryRun: bool('dry-run', false),
    token: text('token') ?? env.GITHUB_TOKEN ?? '',
    owner,
    repo,
  };
  if (olderThan !== undefined)
    inputs.cleanupOlderThanMs = parseDurationSpec(olderThan, 'input cleanup-older-than');
  const where = storageOf();
  if (where.s3) inputs.s3 = where.s3;
  if (!inputs.token && source !== 'local' && !inputs.s3)
    throw new CiStateError('invalid_input', `input token is empty: the ${source} source needs one`);
  return inputs;
}
