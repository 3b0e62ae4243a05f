/**
 * Runner harness: runs a JavaScript action's built entry points (and `run:` scripts) the way the
 * GitHub Actions runner does, so end-to-end tests exercise `dist/` exactly as a workflow would.
 *
 * ```ts
 * const run = new WorkflowRun({ repo: 'o/r', runId: '100', event: 'push' });
 * const job = run.job('build');
 * await job.uses('.', { id: 'state', with: { phase: 'build' } });
 * await job.run('echo "$RESULT"', { env: { RESULT: '${{ steps.state.outputs.result }}' } });
 * const result = await job.complete(); // post steps, in reverse order
 * ```
 *
 * What is reproduced (from actions/runner's `StepsRunner`, `ActionManifestManager`,
 * `FileCommandManager`, `ActionCommand`, `ProcessInvoker`):
 * - each step is its own process: `node <action>/<runs.main>` (Node of the test process, or
 *   `nodePath`), or the script through its shell (`bash -e {0}` by default,
 *   `bash --noprofile --norc -eo pipefail {0}` for `shell: bash`), in `GITHUB_WORKSPACE`;
 * - inputs as `INPUT_<NAME>` (upper case, spaces to `_`, hyphens kept), declared defaults with
 *   `${{ }}` expressions (e.g. `${{ github.token }}`), warnings for unexpected inputs;
 * - fresh `GITHUB_OUTPUT`/`GITHUB_STATE`/`GITHUB_ENV`/`GITHUB_PATH`/`GITHUB_STEP_SUMMARY` files per
 *   step, parsed afterwards (`name=value` and heredoc) even when the step failed: outputs into the
 *   `steps` context, state as `STATE_<name>` for the same action's later stages only, env exported
 *   to later steps (never `NODE_OPTIONS`), path prepended for later steps, summaries (1 MiB cap);
 * - environment precedence: machine < job `env` < `GITHUB_ENV` < step `env` < inputs/state < the
 *   runner's `GITHUB_*`/`RUNNER_*` values; the Actions runtime variables (`ACTIONS_RUNTIME_TOKEN`,
 *   `ACTIONS_RESULTS_URL`, `ACTIONS_CACHE_URL`, …) reach JavaScript actions only, never `run:` steps;
 *   `GITHUB_TOKEN` is not an environment variable (it is `github.token` / `secrets.GITHUB_TOKEN`);
 * - workflow commands on stdout and stderr: `::error`/`::warning`/`::notice` annotations,
 *   `::add-mask` (masked in logs, annotations and summaries), `::group`, `::debug`,
 *   `::stop-commands`; `::set-output`/`::save-state` are ignored with the runner's deprecation
 *   warning; `::set-env`/`::add-path` are refused and fail the step;
 * - `if:` with the job status (`success()` implied unless a status function is used); action
 *   `pre-if`/`post-if` default to `always()` and are evaluated as written; `continue-on-error`;
 * - post steps registered when their main step starts, run by `complete()` in reverse order;
 * - cancellation: the running step's condition is re-evaluated (an `always()` step keeps running);
 *   otherwise SIGINT to the step's process, SIGTERM 7.5 s later, SIGKILL 2.5 s after that; later
 *   steps see `cancelled()`; the job ends `cancelled`;
 * - machine death (`die()`): the step's process group is SIGKILLed, nothing else runs, no post;
 * - re-runs: same run id, `GITHUB_RUN_ATTEMPT` + 1, new job backend ids;
 * - the `needs` context (given per job) and job `outputs:`, evaluated when the job ends;
 * - the job's processes end with it: each job has its own `RUNNER_TRACKING_ID` (`github_<job backend
 *   id>`) in every step's environment, and when the job ends (after its post steps) or its runner
 *   dies, every process that carries it is SIGKILLed, detached ones included (Linux: found through
 *   /proc/<pid>/environ, as the runner's "Cleaning up orphan processes" does; elsewhere only the
 *   steps' process groups); a process started without the variable is left alone, as on a runner.
 *
 * Not reproduced: composite and Docker actions, `hashFiles()`, the order of jobs, services,
 * containers, `timeout-minutes` of jobs, problem matchers, log upload. A `pre` step runs just before
 * its own main step (the runner runs all `pre` steps when the job starts).
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { parse as parseYaml } from 'yaml';

import { evaluateCondition, interpolate, type EvalContext, type JobStatus } from './expressions.js';
import {
  parseKeyValueFile,
  parsePathFile,
  parseWorkflowCommand,
  type WorkflowCommand,
} from './file-commands.js';
import { reapGroup, reapTracked, StepProcess, type SignalRecord } from './process.js';

export type { SignalRecord } from './process.js';
export type { JobStatus } from './expressions.js';

// ---------------------------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------------------------

export type EventName =
  | 'push'
  | 'pull_request'
  | 'pull_request_target'
  | 'workflow_dispatch'
  | 'schedule'
  | 'merge_group'
  | (string & {});

/** What the `env` callback of a run receives for each job (one call per job and attempt). */
export interface JobEnvContext {
  repo: string;
  runId: string;
  attempt: number;
  job: string;
  jobBackendId: string;
  ref: string;
  sha: string;
  event: string;
  workflow: string;
  matrix?: Record<string, unknown>;
}

export interface WorkflowRunOptions {
  /** `owner/name`. */
  repo: string;
  runId: string | number;
  runNumber?: string | number;
  /** Workflow name (`GITHUB_WORKFLOW`), default `ci`. */
  workflow?: string;
  /** Workflow file for `GITHUB_WORKFLOW_REF`, default `.github/workflows/<workflow>.yml`. */
  workflowFile?: string;
  /** Default `push`. */
  event?: EventName;
  /** Deep-merged over a minimal payload built for the event (repository, sender, PR, …). */
  eventPayload?: Record<string, unknown>;
  /** Pull request number for `pull_request`/`pull_request_target` (default 1). */
  pullRequest?: number;
  /** Default: `refs/heads/main`; `refs/pull/<n>/merge` for `pull_request`; the base branch for `pull_request_target`. */
  ref?: string;
  sha?: string;
  /** PR head branch (`GITHUB_HEAD_REF`), PR events only; default `feature`. */
  headRef?: string;
  /** PR base branch (`GITHUB_BASE_REF`), PR events only; default `main`. */
  baseRef?: string;
  actor?: string;
  /** First attempt number of this view (default 1). `rerun()` adds one. */
  attempt?: number;
  /** Directory for workspaces, temp dirs and event files; default a new temp dir. */
  rootDir?: string;
  /**
   * Extra environment per job and attempt, e.g. an emulator's `runtimeEnv(ctx)`.
   * `ACTIONS_*` variables go to JavaScript action steps only (as the runner's runtime variables);
   * `GITHUB_TOKEN` becomes `github.token`; `GITHUB_API_URL`/`GITHUB_GRAPHQL_URL`/`GITHUB_SERVER_URL`
   * become the `github` context values; anything else is machine environment for every step.
   */
  env?: (ctx: JobEnvContext) => Record<string, string> | Promise<Record<string, string>>;
  /** `secrets.*` (always has `GITHUB_TOKEN`). Values are masked. */
  secrets?: Record<string, string>;
  /** `vars.*`. */
  vars?: Record<string, string>;
  /**
   * Machine environment. Default: this process's environment without `GITHUB_*`, `ACTIONS_*`,
   * `RUNNER_*`, `INPUT_*`, `STATE_*`, `CI`, `NODE_OPTIONS` and test-runner variables, with the
   * directory of `nodePath` first on `PATH`.
   */
  baseEnv?: Record<string, string>;
  /** Node binary for JavaScript actions; default `process.execPath`. */
  nodePath?: string;
  /** Cancellation grace periods; default the runner's 7500 ms (SIGINT→SIGTERM) and 2500 ms (SIGTERM→SIGKILL). */
  cancelTimeouts?: { sigintGraceMs?: number; sigtermGraceMs?: number };
  /** Sets `RUNNER_DEBUG=1` and `runner.debug`. */
  runnerDebug?: boolean;
}

export interface JobOptions {
  /** Attempt for this job; default the run's attempt. */
  attempt?: number;
  matrix?: Record<string, unknown>;
  /** `strategy` context for matrix legs. */
  strategy?: { jobIndex: number; jobTotal: number; failFast?: boolean; maxParallel?: number };
  /** Job-level `env:` (values may use `${{ }}` with github, matrix, strategy, secrets, vars, inputs). */
  env?: Record<string, string>;
  /** Use this directory as `GITHUB_WORKSPACE` (default: a fresh empty directory per job). */
  workspace?: string;
  /** The `needs` context: the result and job outputs of each job this one needs. */
  needs?: Record<string, { result: string; outputs: Record<string, string> }>;
  /** Job `outputs:` (values use `${{ }}`), evaluated when the job ends: `JobResult.jobOutputs`. */
  outputs?: Record<string, string>;
}

export interface StepOptions {
  id?: string;
  name?: string;
  /** Step condition; `success()` is implied unless a status function is used. */
  if?: string;
  /** Step `env:`; values may use `${{ }}`. */
  env?: Record<string, string>;
  continueOnError?: boolean;
  /** Like `timeout-minutes`, in milliseconds: the step is cancelled and fails. */
  timeoutMs?: number;
}

export interface UsesOptions extends StepOptions {
  with?: Record<string, string | number | boolean>;
}

export interface RunOptions extends StepOptions {
  /** `bash`, `sh`, `python`, or a template such as `node {0}`; default `bash -e {0}`. */
  shell?: string;
  /** Relative to the workspace. */
  workingDirectory?: string;
}

/** Which step a cancellation or machine death is tied to, and when. */
export interface StepTrigger {
  /** When this step (id or 0-based index among `uses`/`run` calls) starts (or is skipped). */
  atStep?: string | number;
  /** Same as `atStep` with an index. */
  atStepIndex?: number;
  /** When this step (id or index) has finished, before the next one starts. */
  afterStep?: string | number;
  /** Delay after the trigger point (or after the call when no step is named). */
  afterMs?: number;
  /** Wait for a line of the step's stdout/stderr matching this (any step if none is named). */
  whenOutput?: string | RegExp;
}

export interface CancelOptions extends StepTrigger {
  sigintGraceMs?: number;
  sigtermGraceMs?: number;
}

export type StepKind = 'pre' | 'main' | 'post' | 'run';
export type StepOutcome = 'success' | 'failure' | 'cancelled' | 'skipped' | 'died';
export type JobResultStatus = 'success' | 'failure' | 'cancelled' | 'died';

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  message: string;
  properties: Record<string, string>;
  stepId?: string;
  kind?: StepKind;
}

export interface StepResult {
  /** Position in the job's timeline (pre, main, run and post steps). */
  index: number;
  /** 0-based index among the job's `uses`/`run` calls (undefined for post steps). */
  mainIndex?: number;
  id: string;
  kind: StepKind;
  name: string;
  /** Action directory for `pre`/`main`/`post`. */
  action?: string;
  /** Result before `continue-on-error`. */
  outcome: StepOutcome;
  /** Result after `continue-on-error`. */
  conclusion: StepOutcome;
  skipReason?: string;
  exitCode: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  /** Output lines as the job log shows them (masked). */
  log: string[];
  debug: string[];
  groups: string[];
  outputs: Record<string, string>;
  /** State saved by this step (`GITHUB_STATE`). */
  state: Record<string, string>;
  summary: string;
  annotations: Annotation[];
  /** Signals the harness sent to this step. */
  signals: SignalRecord[];
  /** The environment the step's process was started with. */
  env: Record<string, string>;
  startedAt: number;
  durationMs: number;
}

export interface JobResult {
  status: JobResultStatus;
  job: string;
  attempt: number;
  runId: string;
  jobBackendId: string;
  steps: StepResult[];
  /** Outputs of a main or run step by id (empty when unknown). */
  outputs(stepId: string): Record<string, string>;
  /** The job's `outputs:` (JobOptions.outputs), evaluated when it ended; for `needs.<job>.outputs`. */
  jobOutputs: Record<string, string>;
  /** The step with this id and kind (default: the main/run step). */
  step(id: string, kind?: StepKind): StepResult | undefined;
  /** Every step summary in order, each ending with a newline. */
  summary: string;
  summaries: Array<{ stepId: string; kind: StepKind; content: string }>;
  annotations: Annotation[];
  /** Variables exported through `GITHUB_ENV`. */
  env: Record<string, string>;
  /** Directories added through `GITHUB_PATH`, in `PATH` order (latest first). */
  path: string[];
  masks: string[];
  workspace: string;
  runnerTemp: string;
  eventPath: string;
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const RUNTIME_PREFIX = 'ACTIONS_';
const STRIPPED_PREFIXES = ['GITHUB_', 'ACTIONS_', 'RUNNER_', 'INPUT_', 'STATE_', 'VITEST', 'JEST_'];
const STRIPPED_NAMES = new Set(['CI', 'TEST', 'NODE_ENV', 'NODE_OPTIONS', 'HARNESS_DEBUG']);
const DEFAULT_SIGINT_GRACE_MS = 7500;
const DEFAULT_SIGTERM_GRACE_MS = 2500;
const SUMMARY_LIMIT = 1024 * 1024;
const STEP_ID = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const DEPRECATED_COMMAND =
  'The `{0}` command is deprecated and will be disabled soon. Please upgrade to using Environment Files. For more information see: https://github.blog/changelog/2022-10-11-github-actions-deprecating-save-state-and-set-output-commands/';
const DISABLED_COMMAND =
  'The `{0}` command is disabled. Please upgrade to using Environment Files or opt into unsecure command execution by setting the `ACTIONS_ALLOW_UNSECURE_COMMANDS` environment variable to `true`. For more information see: https://github.blog/changelog/2020-10-01-github-actions-deprecating-set-env-and-add-path-commands/';

const debugEnabled = (): boolean => process.env.HARNESS_DEBUG === '1';

/**
 * Temp roots the harness created and nobody disposed. They are removed after the test file that
 * loaded the harness (vitest ends its workers with SIGTERM, so an exit hook alone is not enough),
 * and on process exit otherwise. HARNESS_DEBUG=1 keeps them.
 */
const ownedRoots = new Set<string>();

function removeOwnedRoots(): void {
  if (debugEnabled()) return;
  for (const root of ownedRoots) rmSync(root, { recursive: true, force: true });
  ownedRoots.clear();
}

process.once('exit', removeOwnedRoots);
try {
  afterAll(removeOwnedRoots);
} catch {
  // loaded outside a vitest file's collection: the exit hook remains
}

function trackOwnedRoot(dir: string): void {
  ownedRoots.add(dir);
}

function fakeSha(...parts: string[]): string {
  return createHash('sha1').update(parts.join('\0')).digest('hex');
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function deepMerge(
  base: Record<string, unknown>,
  over: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isPlainObject(b) && isPlainObject(v) ? deepMerge(b, v) : v;
  }
  return out;
}

function inheritedEnv(nodePath: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined) continue;
    if (STRIPPED_NAMES.has(k) || STRIPPED_PREFIXES.some((p) => k.startsWith(p))) continue;
    env[k] = v;
  }
  // A hosted runner's locale (its job log is UTF-8), whatever this machine's is.
  delete env.LC_ALL;
  delete env.LC_CTYPE;
  delete env.NO_COLOR;
  if (env.TERM === 'dumb') delete env.TERM;
  env.LANG = 'C.UTF-8';
  const nodeDir = path.dirname(nodePath);
  const rest = (env.PATH ?? '/usr/local/bin:/usr/bin:/bin')
    .split(':')
    .filter((p) => p && p !== nodeDir);
  env.PATH = [nodeDir, ...rest].join(':');
  return env;
}

function serverUrlAllowed(url: string): boolean {
  try {
    const u = new URL(url);
    return (
      url.replace(/\/$/, '') === 'https://github.com' ||
      u.hostname.endsWith('.ghe.com') ||
      u.hostname.endsWith('.localhost')
    );
  } catch {
    return false;
  }
}

interface ActionInput {
  default?: string;
  deprecationMessage?: string;
}

interface LoadedAction {
  dir: string;
  file: string;
  name: string;
  using: string;
  main: string;
  pre?: string;
  preIf?: string;
  post?: string;
  postIf?: string;
  inputs: Record<string, ActionInput>;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** Reads an action's metadata (`action.yml`/`action.yaml`, or the file given). */
export function loadAction(ref: string, nodePath = process.execPath): LoadedAction {
  const target = path.resolve(ref);
  let file = target;
  if (statSync(target).isDirectory()) {
    const found = ['action.yml', 'action.yaml']
      .map((f) => path.join(target, f))
      .find((f) => existsSync(f));
    if (!found) throw new Error(`No action.yml or action.yaml in ${target}`);
    file = found;
  }
  // The runner reads metadata scalars as strings: the failsafe schema does the same.
  const doc: unknown = parseYaml(readFileSync(file, 'utf8'), { schema: 'failsafe' });
  if (!isPlainObject(doc) || !isPlainObject(doc.runs)) throw new Error(`${file}: no runs section`);
  const runs = doc.runs;
  const using = str(runs.using) ?? '';
  if (using !== 'node24' && using !== 'node20') {
    throw new Error(
      `${file}: runs.using '${using}' is not supported by the harness (JavaScript actions on node20 or node24 only)`,
    );
  }
  const main = str(runs.main);
  if (!main) throw new Error(`${file}: runs.main is missing`);
  if (using === 'node24' && nodePath === process.execPath) {
    const major = Number(process.versions.node.split('.')[0]);
    if (major < 24) {
      throw new Error(
        `${file} needs node24 but the tests run on Node ${process.versions.node}: run them with Node 24 or pass nodePath`,
      );
    }
  }
  const inputs: Record<string, ActionInput> = {};
  if (isPlainObject(doc.inputs)) {
    for (const [name, meta] of Object.entries(doc.inputs)) {
      const m = isPlainObject(meta) ? meta : {};
      const def = str(m.default);
      const dep = str(m.deprecationMessage);
      inputs[name] = {
        ...(def !== undefined ? { default: def } : {}),
        ...(dep !== undefined ? { deprecationMessage: dep } : {}),
      };
    }
  }
  const opt = (k: string) => str(runs[k]);
  const result: LoadedAction = {
    dir: path.dirname(file),
    file,
    name: str(doc.name) ?? path.basename(path.dirname(file)),
    using,
    main,
    inputs,
  };
  if (opt('pre')) result.pre = opt('pre') as string;
  if (opt('pre-if')) result.preIf = opt('pre-if') as string;
  if (opt('post')) result.post = opt('post') as string;
  if (opt('post-if')) result.postIf = opt('post-if') as string;
  return result;
}

// ---------------------------------------------------------------------------------------------
// WorkflowRun
// ---------------------------------------------------------------------------------------------

interface RunShared {
  rootDir: string;
  ownsRoot: boolean;
  jobDirs: Set<string>;
  runnerCount: number;
  /** RUNNER_TRACKING_ID of every job of the run's attempts (reaped by dispose()). */
  trackingIds: Set<string>;
}

/** One workflow run (one attempt of it). Create jobs with `job()`; `rerun()` gives the next attempt. */
export class WorkflowRun {
  readonly repo: string;
  readonly owner: string;
  readonly runId: string;
  readonly runNumber: string;
  readonly attempt: number;
  readonly workflow: string;
  readonly workflowFile: string;
  readonly event: string;
  readonly ref: string;
  readonly sha: string;
  readonly headRef: string;
  readonly baseRef: string;
  readonly actor: string;
  readonly pullRequest: number | undefined;
  readonly eventPayload: Record<string, unknown>;
  readonly rootDir: string;
  readonly nodePath: string;
  /** @internal */
  readonly options: WorkflowRunOptions;
  /** @internal */
  readonly shared: RunShared;
  /** @internal */
  readonly baseEnv: Record<string, string>;

  constructor(options: WorkflowRunOptions, shared?: RunShared) {
    if (!/^[^/\s]+\/[^/\s]+$/.test(options.repo))
      throw new Error(`repo must be owner/name: ${options.repo}`);
    this.options = options;
    this.repo = options.repo;
    this.owner = options.repo.split('/')[0] as string;
    this.runId = String(options.runId);
    this.runNumber = String(options.runNumber ?? 1);
    this.attempt = options.attempt ?? 1;
    this.workflow = options.workflow ?? 'ci';
    this.workflowFile = options.workflowFile ?? `.github/workflows/${this.workflow}.yml`;
    this.event = options.event ?? 'push';
    this.actor = options.actor ?? 'octocat';
    this.nodePath = options.nodePath ?? process.execPath;

    const isPr = this.event === 'pull_request' || this.event === 'pull_request_target';
    const payloadPr = isPlainObject(options.eventPayload?.pull_request)
      ? options.eventPayload.pull_request.number
      : undefined;
    this.pullRequest =
      options.pullRequest ?? (typeof payloadPr === 'number' ? payloadPr : isPr ? 1 : undefined);
    this.baseRef = isPr ? (options.baseRef ?? 'main') : '';
    this.headRef = isPr ? (options.headRef ?? 'feature') : '';
    this.ref =
      options.ref ??
      (this.event === 'pull_request'
        ? `refs/pull/${this.pullRequest}/merge`
        : this.event === 'pull_request_target'
          ? `refs/heads/${this.baseRef}`
          : 'refs/heads/main');
    this.sha = options.sha ?? fakeSha(this.repo, this.runId, this.ref);
    this.eventPayload = deepMerge(this.defaultPayload(), options.eventPayload ?? {});

    if (shared) {
      this.shared = shared;
    } else {
      const rootDir = options.rootDir ?? mkdtempSync(path.join(tmpdir(), 'ci-state-harness-'));
      mkdirSync(rootDir, { recursive: true });
      this.shared = {
        rootDir,
        ownsRoot: !options.rootDir,
        jobDirs: new Set(),
        runnerCount: 0,
        trackingIds: new Set(),
      };
      if (!options.rootDir) trackOwnedRoot(rootDir);
    }
    this.rootDir = this.shared.rootDir;
    this.baseEnv = options.baseEnv ? { ...options.baseEnv } : inheritedEnv(this.nodePath);
  }

  private defaultPayload(): Record<string, unknown> {
    const [owner, name] = this.repo.split('/') as [string, string];
    const repository = {
      id: 1,
      name,
      full_name: this.repo,
      owner: { login: owner, id: 1, type: 'Organization' },
      default_branch: 'main',
      private: false,
      fork: false,
      html_url: `https://github.com/${this.repo}`,
    };
    const sender = { login: this.actor, id: 1, type: 'User' };
    if (this.event === 'pull_request' || this.event === 'pull_request_target') {
      const n = this.pullRequest ?? 1;
      return {
        action: 'synchronize',
        number: n,
        pull_request: {
          number: n,
          state: 'open',
          draft: false,
          merged: false,
          title: `Pull request ${n}`,
          html_url: `https://github.com/${this.repo}/pull/${n}`,
          user: { login: this.actor, id: 1, type: 'User' },
          head: {
            ref: this.headRef,
            sha: fakeSha(this.repo, 'head', this.headRef, this.runId),
            repo: { ...repository },
          },
          base: {
            ref: this.baseRef,
            sha: fakeSha(this.repo, 'base', this.baseRef, this.runId),
            repo: { ...repository },
          },
        },
        repository,
        sender,
      };
    }
    if (this.event === 'push') {
      return {
        ref: this.ref,
        before: '0'.repeat(40),
        after: this.sha,
        head_commit: { id: this.sha, message: 'commit' },
        repository,
        sender,
      };
    }
    if (this.event === 'workflow_dispatch')
      return { inputs: {}, ref: this.ref, repository, sender };
    return { repository, sender };
  }

  /** A job of this run (each call is a new job on a fresh machine, with its own backend id). */
  job(name: string, options: JobOptions = {}): Job {
    return new Job(this, name, options);
  }

  /** One job per matrix leg, with `matrix` and `strategy` set. */
  matrix(name: string, legs: Array<Record<string, unknown>>, options: JobOptions = {}): Job[] {
    return legs.map((matrix, i) =>
      this.job(name, {
        ...options,
        matrix,
        strategy: { jobIndex: i, jobTotal: legs.length },
      }),
    );
  }

  /** The next attempt of the same run ("Re-run jobs"): same run id, attempt + 1. */
  rerun(): WorkflowRun {
    return new WorkflowRun({ ...this.options, attempt: this.attempt + 1 }, this.shared);
  }

  /**
   * Removes the temp directory the harness created (kept when HARNESS_DEBUG=1). Not calling it is
   * fine: undisposed temp roots are removed when the test process exits.
   */
  dispose(): void {
    // Processes a job left running (one not completed, say), as the runner would at its end.
    for (const id of this.shared.trackingIds) reapTracked(id);
    this.shared.trackingIds.clear();
    if (!this.shared.ownsRoot) return;
    if (debugEnabled()) {
      process.stderr.write(`[harness] kept ${this.rootDir}\n`);
      return;
    }
    rmSync(this.rootDir, { recursive: true, force: true });
    ownedRoots.delete(this.rootDir);
  }
}

// ---------------------------------------------------------------------------------------------
// Job
// ---------------------------------------------------------------------------------------------

interface Running {
  kind: StepKind;
  id: string;
  mainIndex?: number;
  proc: StepProcess;
  /** Re-evaluates the step's condition (on job cancellation). */
  recheck: () => boolean;
  cancelRequested: boolean;
  timedOut: boolean;
  died: boolean;
  timers: NodeJS.Timeout[];
  lineListeners: Array<(line: string) => void>;
}

interface PostEntry {
  action: LoadedAction;
  id: string;
  name: string;
  options: UsesOptions;
  state: Record<string, string>;
}

interface PendingTrigger {
  action: 'cancel' | 'die';
  spec: CancelOptions;
  resolve: () => void;
  done: boolean;
  armed: boolean;
}

interface ExecSpec {
  kind: StepKind;
  id: string;
  name: string;
  mainIndex?: number;
  action?: LoadedAction;
  file: string;
  args: string[];
  cwd: string;
  stepEnv: Record<string, string>;
  inputs?: Record<string, string>;
  /** Intra-action state: read as STATE_*, updated from GITHUB_STATE. */
  state?: Record<string, string>;
  recheck: () => boolean;
  continueOnError: boolean;
  timeoutMs?: number;
  preAnnotations: Annotation[];
}

/** One job on its own (fresh) machine. Steps run in call order; `complete()` runs post steps. */
export class Job {
  readonly name: string;
  readonly attempt: number;
  /** A new id per job and attempt (the `Actions.Results:<run>:<job>` scope of runtime tokens). */
  readonly jobBackendId: string = randomUUID();
  readonly matrix: Record<string, unknown> | undefined;
  readonly dir: string;
  readonly workspace: string;
  readonly runnerTemp: string;
  readonly toolCache: string;
  readonly eventPath: string;
  readonly runnerName: string;

  private readonly wr: WorkflowRun;
  private readonly options: JobOptions;
  private queue: Promise<unknown> = Promise.resolve();
  private setupDone?: Promise<void>;
  private completeCalled = false;
  private completion?: Promise<JobResult>;
  private mainCount = 0;
  private readonly usedIds = new Set<string>();
  private readonly autoIds = new Map<string, number>();

  private status: JobStatus = 'success';
  private cancelled = false;
  private died = false;
  private finished = false;
  private readonly timeline: StepResult[] = [];
  private readonly stepsContext: Record<
    string,
    { outputs: Record<string, string>; outcome: string; conclusion: string }
  > = {};
  private readonly exportedEnv: Record<string, string> = {};
  private readonly prependPath: string[] = [];
  private readonly posts: PostEntry[] = [];
  private readonly annotations: Annotation[] = [];
  private readonly summaries: Array<{ stepId: string; kind: StepKind; content: string }> = [];
  private readonly masks = new Set<string>();
  private running: Running | undefined;
  private readonly triggers: PendingTrigger[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly groups = new Set<number>();
  private readonly globalLineListeners: Array<(line: string) => void> = [];

  private jobEnv: Record<string, string> = {};
  private machineEnv: Record<string, string> = {};
  private runtimeEnv: Record<string, string> = {};
  private token = `ghs_${randomUUID().replace(/-/g, '')}`;
  private apiUrl = 'https://api.github.com';
  private graphqlUrl = 'https://api.github.com/graphql';
  private serverUrl = 'https://github.com';

  /** @internal use `WorkflowRun.job()` */
  constructor(run: WorkflowRun, name: string, options: JobOptions) {
    if (!STEP_ID.test(name)) throw new Error(`Invalid job id '${name}'`);
    this.wr = run;
    this.name = name;
    this.options = options;
    this.attempt = options.attempt ?? run.attempt;
    this.matrix = options.matrix;
    let n = 1;
    let dir: string;
    do {
      dir = path.join(run.rootDir, `${run.runId}-a${this.attempt}-${name}-${n++}`);
    } while (run.shared.jobDirs.has(dir) || existsSync(dir));
    run.shared.jobDirs.add(dir);
    run.shared.trackingIds.add(`github_${this.jobBackendId}`);
    this.dir = dir;
    const repoName = run.repo.split('/')[1] as string;
    this.workspace = options.workspace
      ? path.resolve(options.workspace)
      : path.join(dir, 'work', repoName, repoName);
    this.runnerTemp = path.join(dir, 'temp');
    this.toolCache = path.join(dir, 'tool_cache');
    this.eventPath = path.join(this.runnerTemp, '_github_workflow', 'event.json');
    this.runnerName = `GitHub Actions ${++run.shared.runnerCount}`;
  }

  /** Runs a JavaScript action (directory with action.yml, or the metadata file itself). */
  uses(action: string, options: UsesOptions = {}): Promise<StepResult> {
    const mainIndex = this.mainCount++;
    const id = this.assignId(options.id, '__self');
    return this.enqueue(() => this.runUses(mainIndex, id, action, options));
  }

  /** Runs a `run:` script. */
  run(script: string, options: RunOptions = {}): Promise<StepResult> {
    const mainIndex = this.mainCount++;
    const id = this.assignId(options.id, '__run');
    return this.enqueue(() => this.runScript(mainIndex, id, script, options));
  }

  /** Runs the post steps (reverse order), cleans up orphan processes and returns the result. */
  complete(): Promise<JobResult> {
    if (this.completion) return this.completion;
    this.completion = this.enqueue(() => this.finish());
    this.completeCalled = true;
    return this.completion;
  }

  /**
   * The runner machine dies: the running step's process group is SIGKILLed, no further step and
   * no post step runs, the job ends `died`. Without a trigger it happens now.
   */
  die(trigger: StepTrigger = {}): Promise<void> {
    return this.addTrigger('die', trigger);
  }

  /** Same as `die()`. */
  kill(trigger: StepTrigger = {}): Promise<void> {
    return this.die(trigger);
  }

  /**
   * Cancels the job (as "Cancel workflow"): SIGINT to the running step unless its condition still
   * holds, SIGTERM after `sigintGraceMs`, SIGKILL after `sigtermGraceMs`; later steps and post steps
   * run only if their condition holds with `cancelled()`. Without a trigger it happens now.
   */
  cancel(options: CancelOptions = {}): Promise<void> {
    return this.addTrigger('cancel', options);
  }

  /** Outputs of a finished main or run step. */
  outputs(stepId: string): Record<string, string> {
    return { ...(this.stepsContext[stepId]?.outputs ?? {}) };
  }

  // -------------------------------------------------------------------------------------------
  // Queue and setup
  // -------------------------------------------------------------------------------------------

  private assignId(explicit: string | undefined, prefix: string): string {
    if (this.completeCalled) throw new Error(`job ${this.name}: complete() was already called`);
    if (explicit !== undefined) {
      if (!STEP_ID.test(explicit) || explicit.startsWith('__')) {
        throw new Error(`Invalid step id '${explicit}'`);
      }
      if (this.usedIds.has(explicit))
        throw new Error(`The identifier '${explicit}' may not be used more than once`);
      this.usedIds.add(explicit);
      return explicit;
    }
    const n = (this.autoIds.get(prefix) ?? 0) + 1;
    this.autoIds.set(prefix, n);
    return n === 1 ? prefix : `${prefix}_${n}`;
  }

  private enqueue<T>(fn: () => Promise<T>): Promise<T> {
    if (this.completeCalled) {
      return Promise.reject(new Error(`job ${this.name}: complete() was already called`));
    }
    const p = this.queue.then(async () => {
      await this.setup();
      return fn();
    });
    this.queue = p.catch(() => undefined);
    return p;
  }

  private setup(): Promise<void> {
    this.setupDone ??= this.doSetup();
    return this.setupDone;
  }

  private async doSetup(): Promise<void> {
    for (const d of [
      this.workspace,
      this.runnerTemp,
      this.toolCache,
      path.dirname(this.eventPath),
    ]) {
      mkdirSync(d, { recursive: true });
    }
    mkdirSync(path.join(this.runnerTemp, '_runner_file_commands'), { recursive: true });
    writeFileSync(this.eventPath, JSON.stringify(this.wr.eventPayload, null, 2));

    const infra = this.wr.options.env
      ? await this.wr.options.env({
          repo: this.wr.repo,
          runId: this.wr.runId,
          attempt: this.attempt,
          job: this.name,
          jobBackendId: this.jobBackendId,
          ref: this.wr.ref,
          sha: this.wr.sha,
          event: this.wr.event,
          workflow: this.wr.workflow,
          ...(this.matrix ? { matrix: this.matrix } : {}),
        })
      : {};
    for (const [k, v] of Object.entries(infra)) {
      if (k === 'GITHUB_TOKEN') this.token = v;
      else if (k === 'GITHUB_API_URL') this.apiUrl = v;
      else if (k === 'GITHUB_GRAPHQL_URL') this.graphqlUrl = v;
      else if (k === 'GITHUB_SERVER_URL') {
        if (!serverUrlAllowed(v)) {
          throw new Error(
            `GITHUB_SERVER_URL=${v} would make the toolkit clients act as on GHES; use https://github.com`,
          );
        }
        this.serverUrl = v;
      } else if (k.startsWith(RUNTIME_PREFIX)) this.runtimeEnv[k] = v;
      else this.machineEnv[k] = v;
    }
    this.masks.add(this.token);
    for (const v of Object.values(this.wr.options.secrets ?? {})) if (v) this.masks.add(v);

    const ctx = this.evalContext({ env: {} });
    for (const [k, v] of Object.entries(this.options.env ?? {})) {
      this.jobEnv[k] = interpolate(String(v), ctx);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Contexts
  // -------------------------------------------------------------------------------------------

  private githubContext(action = '', actionPath = ''): Record<string, unknown> {
    const run = this.wr;
    const ref = run.ref;
    const refName = ref.replace(/^refs\/(heads|tags)\//, '').replace(/^refs\/pull\//, '');
    const ctx: Record<string, unknown> = {
      action,
      actor: run.actor,
      actor_id: '1',
      api_url: this.apiUrl,
      base_ref: run.baseRef,
      event: run.eventPayload,
      event_name: run.event,
      event_path: this.eventPath,
      graphql_url: this.graphqlUrl,
      head_ref: run.headRef,
      job: this.name,
      ref,
      ref_name: refName,
      ref_protected: 'false',
      ref_type: ref.startsWith('refs/tags/') ? 'tag' : 'branch',
      repository: run.repo,
      repository_id: '1',
      repository_owner: run.owner,
      repository_owner_id: '1',
      retention_days: '90',
      run_attempt: String(this.attempt),
      run_id: run.runId,
      run_number: run.runNumber,
      secret_source: 'Actions',
      server_url: this.serverUrl,
      sha: run.sha,
      token: this.token,
      triggering_actor: run.actor,
      workflow: run.workflow,
      workflow_ref: `${run.repo}/${run.workflowFile}@${ref}`,
      workflow_sha: run.sha,
      workspace: this.workspace,
    };
    if (actionPath) ctx.action_path = actionPath;
    return ctx;
  }

  private runnerContext(): Record<string, unknown> {
    return {
      name: this.runnerName,
      os: 'Linux',
      arch: process.arch === 'arm64' ? 'ARM64' : 'X64',
      environment: 'github-hosted',
      temp: this.runnerTemp,
      tool_cache: this.toolCache,
      ...(this.wr.options.runnerDebug ? { debug: '1' } : {}),
    };
  }

  private envContext(stepEnv: Record<string, string> = {}): Record<string, string> {
    return { ...this.jobEnv, ...this.exportedEnv, ...stepEnv };
  }

  private evalContext(
    scope: { env?: Record<string, string>; action?: string; actionPath?: string } = {},
  ): EvalContext {
    const strategy = this.options.strategy;
    const payload = this.wr.eventPayload;
    return {
      status: this.status,
      contexts: {
        github: this.githubContext(scope.action, scope.actionPath),
        env: scope.env ?? this.envContext(),
        steps: this.stepsContext,
        matrix: this.matrix ?? null,
        needs: this.options.needs ?? {},
        strategy: {
          'fail-fast': strategy?.failFast ?? true,
          'job-index': strategy?.jobIndex ?? 0,
          'job-total': strategy?.jobTotal ?? 1,
          'max-parallel': strategy?.maxParallel ?? strategy?.jobTotal ?? 1,
        },
        runner: this.runnerContext(),
        job: { status: this.status, container: { id: '', network: '' }, services: {} },
        secrets: { GITHUB_TOKEN: this.token, ...(this.wr.options.secrets ?? {}) },
        vars: { ...(this.wr.options.vars ?? {}) },
        inputs: isPlainObject(payload.inputs) ? payload.inputs : {},
      },
    };
  }

  /** The runner's `GITHUB_*` and `RUNNER_*` variables for a step. */
  private contextEnv(
    action: string,
    actionPath: string,
    files: Record<string, string>,
  ): Record<string, string> {
    const gh = this.githubContext(action, actionPath);
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(gh)) {
      if (k === 'event' || k === 'token' || k === 'secret_source') continue;
      env[`GITHUB_${k.toUpperCase()}`] = String(v);
    }
    Object.assign(env, files);
    for (const [k, v] of Object.entries(this.runnerContext())) {
      env[`RUNNER_${k.toUpperCase()}`] = String(v);
    }
    env.RUNNER_WORKSPACE = path.dirname(this.workspace);
    env.RUNNER_TRACKING_ID = `github_${this.jobBackendId}`;
    return env;
  }

  // -------------------------------------------------------------------------------------------
  // Steps
  // -------------------------------------------------------------------------------------------

  private blankResult(kind: StepKind, id: string, name: string, mainIndex?: number): StepResult {
    return {
      index: this.timeline.length,
      ...(mainIndex !== undefined ? { mainIndex } : {}),
      id,
      kind,
      name,
      outcome: 'skipped',
      conclusion: 'skipped',
      exitCode: null,
      signal: null,
      stdout: '',
      stderr: '',
      log: [],
      debug: [],
      groups: [],
      outputs: {},
      state: {},
      summary: '',
      annotations: [],
      signals: [],
      env: {},
      startedAt: Date.now(),
      durationMs: 0,
    };
  }

  private record(result: StepResult): StepResult {
    result.index = this.timeline.length;
    this.timeline.push(result);
    if (result.kind === 'main' || result.kind === 'run') {
      this.stepsContext[result.id] = {
        outputs: result.outputs,
        outcome: result.outcome,
        conclusion: result.conclusion,
      };
    }
    return result;
  }

  private skipped(
    kind: StepKind,
    id: string,
    name: string,
    reason: string,
    mainIndex?: number,
    action?: string,
  ): StepResult {
    const r = this.blankResult(kind, id, name, mainIndex);
    r.skipReason = reason;
    if (action) r.action = action;
    this.record(r);
    if (mainIndex !== undefined) {
      this.stepReached(mainIndex, id, undefined);
      this.stepFinished(mainIndex, id);
    }
    return r;
  }

  private annotate(a: Annotation, result?: StepResult): void {
    const masked = { ...a, message: this.mask(a.message) };
    this.annotations.push(masked);
    result?.annotations.push(masked);
  }

  /** Evaluates a condition; an evaluation error fails the step (as the runner does). */
  private checkCondition(
    condition: string | undefined,
    implicitSuccess: boolean,
    scope: { env?: Record<string, string>; action?: string; actionPath?: string },
  ): { run: boolean; error?: string } {
    try {
      return { run: evaluateCondition(condition, this.evalContext(scope), implicitSuccess) };
    } catch (err) {
      return { run: false, error: (err as Error).message };
    }
  }

  private failedBeforeStart(
    kind: StepKind,
    id: string,
    name: string,
    message: string,
    mainIndex?: number,
  ): StepResult {
    const r = this.blankResult(kind, id, name, mainIndex);
    r.outcome = 'failure';
    r.conclusion = 'failure';
    this.annotate({ level: 'error', message, properties: {}, stepId: id, kind }, r);
    if (this.status === 'success') this.status = 'failure';
    this.record(r);
    if (mainIndex !== undefined) {
      this.stepReached(mainIndex, id, undefined);
      this.stepFinished(mainIndex, id);
    }
    return r;
  }

  private evaluateStepEnv(
    env: Record<string, string> | undefined,
    scope: { action?: string; actionPath?: string },
  ): Record<string, string> {
    const ctx = this.evalContext({ ...scope, env: this.envContext() });
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(env ?? {})) out[k] = interpolate(String(v), ctx);
    return out;
  }

  private evaluateInputs(
    action: LoadedAction,
    given: Record<string, string | number | boolean> | undefined,
    ctx: EvalContext,
    id: string,
    kind: StepKind,
    warn: boolean,
  ): { inputs: Record<string, string>; annotations: Annotation[] } {
    const inputs: Record<string, string> = {};
    const annotations: Annotation[] = [];
    const declared = Object.keys(action.inputs);
    const declaredLower = new Map(declared.map((d) => [d.toLowerCase(), d]));
    const unexpected: string[] = [];
    for (const [k, v] of Object.entries(given ?? {})) {
      inputs[k] = interpolate(String(v), ctx);
      const decl = declaredLower.get(k.toLowerCase());
      if (decl === undefined) unexpected.push(k);
      else if (action.inputs[decl]?.deprecationMessage !== undefined && warn) {
        annotations.push({
          level: 'warning',
          message: `Input '${k}' has been deprecated with message: ${action.inputs[decl]?.deprecationMessage}`,
          properties: {},
          stepId: id,
          kind,
        });
      }
    }
    const givenLower = new Set(Object.keys(inputs).map((k) => k.toLowerCase()));
    for (const name of declared) {
      if (givenLower.has(name.toLowerCase())) continue;
      inputs[name] = interpolate(action.inputs[name]?.default ?? '', ctx);
    }
    if (unexpected.length > 0 && warn) {
      annotations.push({
        level: 'warning',
        message: `Unexpected input(s) '${unexpected.join("', '")}', valid inputs are ['${declared.join("', '")}']`,
        properties: {},
        stepId: id,
        kind,
      });
    }
    return { inputs, annotations };
  }

  private async runUses(
    mainIndex: number,
    id: string,
    ref: string,
    options: UsesOptions,
  ): Promise<StepResult> {
    const action = loadAction(ref, this.wr.nodePath);
    const name = options.name ?? `Run ${path.relative(process.cwd(), action.dir) || '.'}`;
    if (this.died) return this.skipped('main', id, name, 'the runner died', mainIndex, action.dir);
    const scope = { action: id, actionPath: action.dir };
    const state: Record<string, string> = {};

    if (action.pre) {
      const pre = this.checkCondition(action.preIf ?? 'always()', false, scope);
      if (pre.error) {
        this.failedBeforeStart('pre', id, `Pre ${name}`, pre.error);
      } else if (!pre.run) {
        this.skipped('pre', id, `Pre ${name}`, action.preIf ?? 'always()', undefined, action.dir);
      } else {
        await this.runActionStage(
          'pre',
          action,
          action.pre,
          id,
          `Pre ${name}`,
          options,
          state,
          () => this.evaluateCondition(action.preIf ?? 'always()', false, scope),
        );
      }
      if (this.died)
        return this.skipped('main', id, name, 'the runner died', mainIndex, action.dir);
    }

    let stepEnv: Record<string, string>;
    try {
      stepEnv = this.evaluateStepEnv(options.env, scope);
    } catch (err) {
      return this.failedBeforeStart('main', id, name, (err as Error).message, mainIndex);
    }
    const cond = this.checkCondition(options.if, true, { ...scope, env: this.envContext(stepEnv) });
    if (cond.error) return this.failedBeforeStart('main', id, name, cond.error, mainIndex);
    if (!cond.run)
      return this.skipped('main', id, name, options.if ?? 'success()', mainIndex, action.dir);

    if (action.post) this.posts.push({ action, id, name: `Post ${name}`, options, state });
    return this.runActionStage(
      'main',
      action,
      action.main,
      id,
      name,
      options,
      state,
      () => this.evaluateCondition(options.if, true, scope),
      mainIndex,
    );
  }

  private evaluateCondition(
    condition: string | undefined,
    implicitSuccess: boolean,
    scope: { action?: string; actionPath?: string },
  ): boolean {
    const r = this.checkCondition(condition, implicitSuccess, scope);
    return r.run && r.error === undefined;
  }

  private async runActionStage(
    kind: 'pre' | 'main' | 'post',
    action: LoadedAction,
    script: string,
    id: string,
    name: string,
    options: UsesOptions,
    state: Record<string, string>,
    recheck: () => boolean,
    mainIndex?: number,
  ): Promise<StepResult> {
    const scope = { action: id, actionPath: action.dir };
    let stepEnv: Record<string, string>;
    let inputs: Record<string, string>;
    let preAnnotations: Annotation[];
    try {
      stepEnv = this.evaluateStepEnv(options.env, scope);
      const ctx = this.evalContext({ ...scope, env: this.envContext(stepEnv) });
      ({ inputs, annotations: preAnnotations } = this.evaluateInputs(
        action,
        options.with,
        ctx,
        id,
        kind,
        kind !== 'post',
      ));
    } catch (err) {
      return this.failedBeforeStart(kind, id, name, (err as Error).message, mainIndex);
    }
    return this.execute({
      kind,
      id,
      name,
      ...(mainIndex !== undefined ? { mainIndex } : {}),
      action,
      file: this.wr.nodePath,
      args: [path.join(action.dir, script)],
      cwd: this.workspace,
      stepEnv,
      inputs,
      state,
      recheck,
      continueOnError: kind === 'main' && options.continueOnError === true,
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
      preAnnotations,
    });
  }

  private async runScript(
    mainIndex: number,
    id: string,
    script: string,
    options: RunOptions,
  ): Promise<StepResult> {
    const name = options.name ?? `Run ${script.split('\n')[0]?.slice(0, 60) ?? ''}`;
    if (this.died) return this.skipped('run', id, name, 'the runner died', mainIndex);
    let stepEnv: Record<string, string>;
    try {
      stepEnv = this.evaluateStepEnv(options.env, { action: id });
    } catch (err) {
      return this.failedBeforeStart('run', id, name, (err as Error).message, mainIndex);
    }
    const cond = this.checkCondition(options.if, true, {
      action: id,
      env: this.envContext(stepEnv),
    });
    if (cond.error) return this.failedBeforeStart('run', id, name, cond.error, mainIndex);
    if (!cond.run) return this.skipped('run', id, name, options.if ?? 'success()', mainIndex);

    // The runner expands ${{ }} in the script text before writing the script file.
    let text: string;
    try {
      text = interpolate(script, this.evalContext({ action: id, env: this.envContext(stepEnv) }));
    } catch (err) {
      return this.failedBeforeStart('run', id, name, (err as Error).message, mainIndex);
    }
    const { command, ext } = resolveShell(options.shell);
    const scriptPath = path.join(this.runnerTemp, `${randomUUID()}${ext}`);
    writeFileSync(scriptPath, text);
    const [file, ...args] = command.map((part) => part.replace('{0}', scriptPath)) as [
      string,
      ...string[],
    ];
    return this.execute({
      kind: 'run',
      id,
      name,
      mainIndex,
      file,
      args,
      cwd: options.workingDirectory
        ? path.resolve(this.workspace, options.workingDirectory)
        : this.workspace,
      stepEnv,
      recheck: () => this.evaluateCondition(options.if, true, { action: id }),
      continueOnError: options.continueOnError === true,
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
      preAnnotations: [],
    });
  }

  private processEnv(spec: ExecSpec, files: Record<string, string>): Record<string, string> {
    const env: Record<string, string> = { ...this.wr.baseEnv, ...this.machineEnv };
    env.CI = 'true';
    env.GITHUB_ACTIONS = 'true';
    Object.assign(env, this.jobEnv, this.exportedEnv, spec.stepEnv);
    const basePath =
      spec.stepEnv.PATH ??
      this.exportedEnv.PATH ??
      this.jobEnv.PATH ??
      this.machineEnv.PATH ??
      this.wr.baseEnv.PATH ??
      '';
    if (spec.action) {
      for (const [k, v] of Object.entries(spec.inputs ?? {})) {
        env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v;
      }
      for (const [k, v] of Object.entries(spec.state ?? {})) env[`STATE_${k}`] = v;
      Object.assign(env, this.runtimeEnv);
    }
    env.PATH = [...[...this.prependPath].reverse(), basePath].filter((p) => p !== '').join(':');
    Object.assign(env, this.contextEnv(spec.id, spec.action?.dir ?? '', files));
    return env;
  }

  private async execute(spec: ExecSpec): Promise<StepResult> {
    const result = this.blankResult(spec.kind, spec.id, spec.name, spec.mainIndex);
    if (spec.action) result.action = spec.action.dir;
    for (const a of spec.preAnnotations) this.annotate(a, result);

    const suffix = randomUUID();
    const dir = path.join(this.runnerTemp, '_runner_file_commands');
    const files = {
      GITHUB_ENV: path.join(dir, `set_env_${suffix}`),
      GITHUB_OUTPUT: path.join(dir, `set_output_${suffix}`),
      GITHUB_STATE: path.join(dir, `save_state_${suffix}`),
      GITHUB_PATH: path.join(dir, `add_path_${suffix}`),
      GITHUB_STEP_SUMMARY: path.join(dir, `step_summary_${suffix}`),
    };
    for (const f of Object.values(files)) writeFileSync(f, '');
    result.env = this.processEnv(spec, files);

    let commandFailed = false;
    let stopToken: string | undefined;
    const onLine = (stream: 'stdout' | 'stderr', line: string): void => {
      if (debugEnabled()) this.debugLine(`${spec.id}/${spec.kind} ${stream}`, this.mask(line));
      if (stopToken !== undefined) {
        if (line.trim() === `::${stopToken}::`) stopToken = undefined;
      } else {
        const cmd = parseWorkflowCommand(line);
        if (cmd) {
          const r = this.applyCommand(cmd, line, result, spec);
          if (r.stopToken !== undefined) stopToken = r.stopToken;
          if (r.failed) commandFailed = true;
        }
      }
      result.log.push(this.mask(line));
      for (const l of running.lineListeners) l(line);
      for (const l of this.globalLineListeners) l(line);
    };

    const proc = new StepProcess({
      file: spec.file,
      args: spec.args,
      cwd: spec.cwd,
      env: result.env,
      onLine,
    });
    result.startedAt = proc.startedAt;
    if (proc.pid !== undefined) this.groups.add(proc.pid);
    const running: Running = {
      kind: spec.kind,
      id: spec.id,
      ...(spec.mainIndex !== undefined ? { mainIndex: spec.mainIndex } : {}),
      proc,
      recheck: spec.recheck,
      cancelRequested: false,
      timedOut: false,
      died: false,
      timers: [],
      lineListeners: [],
    };
    this.running = running;
    if (spec.timeoutMs !== undefined) {
      running.timers.push(
        setTimeout(() => {
          if (!proc.isAlive || running.cancelRequested) return;
          running.timedOut = true;
          this.escalate(running, {});
        }, spec.timeoutMs),
      );
    }
    if (this.cancelled && !running.recheck()) this.escalate(running, {});
    if (spec.mainIndex !== undefined) this.stepReached(spec.mainIndex, spec.id, running);

    const exit = await proc.exited;
    for (const t of running.timers) clearTimeout(t);
    this.running = undefined;
    result.exitCode = exit.exitCode;
    result.signal = exit.signal;
    result.stdout = proc.stdout;
    result.stderr = proc.stderr;
    result.signals = proc.signals;
    result.durationMs = Date.now() - proc.startedAt;

    if (running.died || this.died) {
      result.outcome = 'died';
      result.conclusion = 'died';
      return this.record(result);
    }
    if (exit.spawnError) {
      commandFailed = true;
      this.annotate(
        {
          level: 'error',
          message: exit.spawnError,
          properties: {},
          stepId: spec.id,
          kind: spec.kind,
        },
        result,
      );
    }

    if (!this.processFiles(files, result, spec)) commandFailed = true;

    let outcome: StepOutcome;
    if (running.cancelRequested) {
      outcome = 'cancelled';
      this.annotate(
        {
          level: 'error',
          message: 'The operation was canceled.',
          properties: {},
          stepId: spec.id,
          kind: spec.kind,
        },
        result,
      );
    } else if (running.timedOut) {
      outcome = 'failure';
      this.annotate(
        {
          level: 'error',
          message: `The action '${spec.name}' has timed out after ${spec.timeoutMs} ms.`,
          properties: {},
          stepId: spec.id,
          kind: spec.kind,
        },
        result,
      );
    } else if (exit.exitCode !== 0 || commandFailed) {
      outcome = 'failure';
      if (spec.kind === 'run' && exit.exitCode !== 0 && !exit.spawnError) {
        this.annotate(
          {
            level: 'error',
            message: `Process completed with exit code ${exit.exitCode}.`,
            properties: {},
            stepId: spec.id,
            kind: spec.kind,
          },
          result,
        );
      }
    } else {
      outcome = 'success';
    }
    result.outcome = outcome;
    result.conclusion = outcome === 'failure' && spec.continueOnError ? 'success' : outcome;
    if (result.conclusion === 'failure' && this.status === 'success') this.status = 'failure';
    if (outcome === 'cancelled') this.status = 'cancelled';
    this.record(result);
    if (spec.mainIndex !== undefined) this.stepFinished(spec.mainIndex, spec.id);
    return result;
  }

  /** Applies the step's environment files; false when one could not be processed. */
  private processFiles(files: Record<string, string>, result: StepResult, spec: ExecSpec): boolean {
    let ok = true;
    const read = (f: string): string => (existsSync(f) ? readFileSync(f, 'utf8') : '');
    const fail = (command: string, err: unknown): void => {
      ok = false;
      for (const message of [
        `Unable to process file command '${command}' successfully.`,
        (err as Error).message,
      ]) {
        this.annotate(
          { level: 'error', message, properties: {}, stepId: spec.id, kind: spec.kind },
          result,
        );
      }
    };
    try {
      for (const [k, v] of parseKeyValueFile(read(files.GITHUB_STATE as string))) {
        result.state[k] = v;
        if (spec.state) spec.state[k] = v;
      }
    } catch (err) {
      fail('state', err);
    }
    try {
      for (const [k, v] of parseKeyValueFile(read(files.GITHUB_OUTPUT as string)))
        result.outputs[k] = v;
    } catch (err) {
      fail('output', err);
    }
    try {
      for (const [k, v] of parseKeyValueFile(read(files.GITHUB_ENV as string))) {
        if (k.toUpperCase() === 'NODE_OPTIONS') {
          this.annotate(
            {
              level: 'error',
              message: "Can't store NODE_OPTIONS output parameter using '$GITHUB_ENV' command.",
              properties: {},
              stepId: spec.id,
              kind: spec.kind,
            },
            result,
          );
          continue;
        }
        this.exportedEnv[k] = v;
      }
    } catch (err) {
      fail('env', err);
    }
    for (const line of parsePathFile(read(files.GITHUB_PATH as string))) {
      const existing = this.prependPath.indexOf(line);
      if (existing >= 0) this.prependPath.splice(existing, 1);
      this.prependPath.push(line);
    }
    const summaryFile = files.GITHUB_STEP_SUMMARY as string;
    const size = existsSync(summaryFile) ? statSync(summaryFile).size : 0;
    if (size > SUMMARY_LIMIT) {
      this.annotate(
        {
          level: 'error',
          message: `$GITHUB_STEP_SUMMARY upload aborted, supports content up to a size of ${SUMMARY_LIMIT / 1024}k, got ${Math.floor(size / 1024)}k.`,
          properties: {},
          stepId: spec.id,
          kind: spec.kind,
        },
        result,
      );
    } else if (size > 0) {
      const content = this.mask(read(summaryFile));
      result.summary = content;
      this.summaries.push({ stepId: spec.id, kind: spec.kind, content });
    }
    return ok;
  }

  private applyCommand(
    cmd: WorkflowCommand,
    line: string,
    result: StepResult,
    spec: ExecSpec,
  ): { stopToken?: string; failed?: boolean } {
    const base = { stepId: spec.id, kind: spec.kind };
    switch (cmd.name) {
      case 'error':
      case 'warning':
      case 'notice':
        this.annotate(
          { level: cmd.name, message: cmd.data, properties: cmd.properties, ...base },
          result,
        );
        return {};
      case 'add-mask':
        if (cmd.data.trim() === '') {
          this.annotate(
            {
              level: 'warning',
              message: "Can't add secret mask for empty string in ##[add-mask] command.",
              properties: {},
              ...base,
            },
            result,
          );
        } else {
          this.masks.add(cmd.data.trim());
        }
        return {};
      case 'debug':
        result.debug.push(cmd.data);
        return {};
      case 'group':
        result.groups.push(cmd.data);
        return {};
      case 'stop-commands':
        return cmd.data ? { stopToken: cmd.data } : {};
      case 'set-output':
      case 'save-state':
        this.annotate(
          {
            level: 'warning',
            message: DEPRECATED_COMMAND.replace('{0}', cmd.name),
            properties: {},
            ...base,
          },
          result,
        );
        return {};
      case 'set-env':
      case 'add-path':
        for (const message of [
          `Unable to process command '${line.trim()}' successfully.`,
          DISABLED_COMMAND.replace('{0}', cmd.name),
        ]) {
          this.annotate({ level: 'error', message, properties: {}, ...base }, result);
        }
        return { failed: true };
      default:
        return {};
    }
  }

  private mask(text: string): string {
    let out = text;
    const masks = [...this.masks].filter((m) => m.length > 0).sort((a, b) => b.length - a.length);
    for (const m of masks) out = out.split(m).join('***');
    return out;
  }

  private debugLine(prefix: string, line: string): void {
    const text = `[${this.name}#${this.attempt} ${prefix}] ${line}\n`;
    process.stderr.write(text);
    try {
      appendFileSync(path.join(this.wr.rootDir, 'harness-debug.log'), text);
    } catch {
      // the root directory may already be gone
    }
  }

  // -------------------------------------------------------------------------------------------
  // Completion
  // -------------------------------------------------------------------------------------------

  private async finish(): Promise<JobResult> {
    while (!this.died && this.posts.length > 0) {
      const post = this.posts.pop() as PostEntry;
      const scope = { action: post.id, actionPath: post.action.dir };
      const condition = post.action.postIf ?? 'always()';
      const cond = this.checkCondition(condition, false, scope);
      if (cond.error) {
        this.failedBeforeStart('post', post.id, post.name, cond.error);
        continue;
      }
      if (!cond.run) {
        this.skipped('post', post.id, post.name, condition, undefined, post.action.dir);
        continue;
      }
      await this.runActionStage(
        'post',
        post.action,
        post.action.post as string,
        post.id,
        post.name,
        post.options,
        post.state,
        () => this.evaluateCondition(condition, false, scope),
      );
    }
    // "Cleaning up orphan processes"
    for (const g of this.groups) reapGroup(g);
    this.groups.clear();
    reapTracked(`github_${this.jobBackendId}`);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.finished = true;
    for (const t of this.triggers) t.resolve();
    this.triggers.length = 0;

    // The runner evaluates the job's outputs once its steps are done; a failing expression fails it.
    const jobOutputs: Record<string, string> = {};
    for (const [k, v] of Object.entries(this.options.outputs ?? {})) {
      try {
        jobOutputs[k] = interpolate(String(v), this.evalContext());
      } catch (err) {
        this.annotations.push({
          level: 'error',
          message: `job output ${k}: ${(err as Error).message}`,
          properties: {},
        });
        if (this.status === 'success') this.status = 'failure';
      }
    }
    const steps = [...this.timeline];
    const stepsContext = this.stepsContext;
    const status: JobResultStatus = this.died
      ? 'died'
      : this.status === 'cancelled'
        ? 'cancelled'
        : this.status;
    return {
      status,
      job: this.name,
      attempt: this.attempt,
      runId: this.wr.runId,
      jobBackendId: this.jobBackendId,
      steps,
      outputs: (stepId: string) => ({ ...(stepsContext[stepId]?.outputs ?? {}) }),
      jobOutputs,
      step: (id: string, kind?: StepKind) =>
        steps.find(
          (s) => s.id === id && (kind ? s.kind === kind : s.kind === 'main' || s.kind === 'run'),
        ),
      summary: this.summaries
        .map((s) => (s.content.endsWith('\n') ? s.content : `${s.content}\n`))
        .join(''),
      summaries: [...this.summaries],
      annotations: [...this.annotations],
      env: { ...this.exportedEnv },
      path: [...this.prependPath].reverse(),
      masks: [...this.masks],
      workspace: this.workspace,
      runnerTemp: this.runnerTemp,
      eventPath: this.eventPath,
    };
  }

  // -------------------------------------------------------------------------------------------
  // Cancellation and machine death
  // -------------------------------------------------------------------------------------------

  private addTrigger(action: 'cancel' | 'die', spec: CancelOptions): Promise<void> {
    return new Promise<void>((resolve) => {
      if (this.finished) {
        resolve();
        return;
      }
      const t: PendingTrigger = { action, spec, resolve, done: false, armed: false };
      this.triggers.push(t);
      const at = spec.atStep ?? spec.atStepIndex;
      if (at !== undefined) {
        const r = this.running;
        if (r && matches(r.mainIndex, r.id, at)) this.arm(t, r);
        return;
      }
      if (spec.afterStep !== undefined) return;
      this.arm(t, undefined);
    });
  }

  /** Starts the trigger's last stage: waiting for output, a delay, or nothing. */
  private arm(t: PendingTrigger, running: Running | undefined): void {
    if (t.armed) return;
    t.armed = true;
    const fire = () => this.fire(t);
    const pattern = t.spec.whenOutput;
    if (pattern !== undefined) {
      const test = (line: string) =>
        typeof pattern === 'string' ? line.includes(pattern) : pattern.test(line);
      const listener = (line: string) => {
        if (t.done || !test(line)) return;
        if (t.spec.afterMs) this.later(fire, t.spec.afterMs);
        else fire();
      };
      if (running) running.lineListeners.push(listener);
      else if (t.spec.atStep === undefined && t.spec.atStepIndex === undefined) {
        this.globalLineListeners.push(listener);
      } else fire(); // the step was skipped: it prints nothing
      return;
    }
    if (t.spec.afterMs) this.later(fire, t.spec.afterMs);
    else fire();
  }

  private later(fn: () => void, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    this.timers.add(timer);
  }

  private stepReached(mainIndex: number, id: string, running: Running | undefined): void {
    for (const t of [...this.triggers]) {
      const at = t.spec.atStep ?? t.spec.atStepIndex;
      if (!t.armed && at !== undefined && matches(mainIndex, id, at)) this.arm(t, running);
    }
  }

  private stepFinished(mainIndex: number, id: string): void {
    for (const t of [...this.triggers]) {
      const after = t.spec.afterStep;
      if (t.armed || after === undefined || !matches(mainIndex, id, after)) continue;
      t.armed = true;
      if (t.spec.afterMs) this.later(() => this.fire(t), t.spec.afterMs);
      else this.fire(t);
    }
  }

  private fire(t: PendingTrigger): void {
    if (t.done) return;
    t.done = true;
    const i = this.triggers.indexOf(t);
    if (i >= 0) this.triggers.splice(i, 1);
    if (t.action === 'die') this.doDie();
    else this.doCancel(t.spec);
    t.resolve();
  }

  private doCancel(spec: CancelOptions): void {
    if (this.finished || this.died) return;
    this.cancelled = true;
    this.status = 'cancelled';
    const r = this.running;
    if (!r || r.cancelRequested) return;
    let keepRunning = false;
    try {
      keepRunning = r.recheck();
    } catch {
      keepRunning = false;
    }
    if (!keepRunning) this.escalate(r, spec);
  }

  /** SIGINT to the step's process; SIGTERM after the first grace period; SIGKILL after the second. */
  private escalate(r: Running, spec: CancelOptions): void {
    const timeouts = this.wr.options.cancelTimeouts ?? {};
    const sigintGrace = spec.sigintGraceMs ?? timeouts.sigintGraceMs ?? DEFAULT_SIGINT_GRACE_MS;
    const sigtermGrace = spec.sigtermGraceMs ?? timeouts.sigtermGraceMs ?? DEFAULT_SIGTERM_GRACE_MS;
    if (!r.timedOut) r.cancelRequested = true;
    r.proc.signal('SIGINT');
    r.timers.push(
      setTimeout(() => {
        if (!r.proc.isAlive) return;
        r.proc.signal('SIGTERM');
        r.timers.push(
          setTimeout(() => {
            if (r.proc.isAlive) r.proc.signalGroup('SIGKILL');
          }, sigtermGrace),
        );
      }, sigintGrace),
    );
    if (debugEnabled()) {
      this.debugLine(
        `${r.id}/${r.kind}`,
        `cancelling: SIGINT, SIGTERM after ${sigintGrace} ms, SIGKILL ${sigtermGrace} ms later`,
      );
    }
  }

  private doDie(): void {
    if (this.finished || this.died) return;
    this.died = true;
    const r = this.running;
    if (r) {
      r.died = true;
      r.proc.signalGroup('SIGKILL');
    }
    for (const g of this.groups) reapGroup(g);
    // The machine is gone: so is every process the job left, detached ones included.
    reapTracked(`github_${this.jobBackendId}`);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}

function matches(mainIndex: number | undefined, id: string, ref: string | number): boolean {
  return typeof ref === 'number' ? mainIndex === ref : id === ref;
}

/** The runner's shells on Linux. */
function resolveShell(shell: string | undefined): { command: string[]; ext: string } {
  switch (shell) {
    case undefined:
    case '':
      return { command: ['bash', '-e', '{0}'], ext: '.sh' };
    case 'bash':
      return { command: ['bash', '--noprofile', '--norc', '-eo', 'pipefail', '{0}'], ext: '.sh' };
    case 'sh':
      return { command: ['sh', '-e', '{0}'], ext: '.sh' };
    case 'python':
      return { command: ['python', '{0}'], ext: '.py' };
    default: {
      if (!shell.includes('{0}')) throw new Error(`Custom shell '${shell}' must contain {0}`);
      return { command: shell.trim().split(/\s+/), ext: '' };
    }
  }
}
