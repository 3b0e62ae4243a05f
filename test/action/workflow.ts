/**
 * Runs the jobs of a workflow file on the runner harness, step by step as the runner would: job
 * `env`, `outputs` and the `needs` context, the steps' `if`, `env`, `with`, `shell`,
 * `continue-on-error`, `timeout-minutes` and `${{ }}` expressions (the harness evaluates them).
 * `actions/checkout` is emulated by putting the Action under test in the workspace; `uses: ./`
 * then runs it through the harness. Anything else the file uses is refused, so that a workflow
 * growing a feature this does not run cannot pass unnoticed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { interpolate } from '../harness/expressions.js';
import type { JobResult, WorkflowRun } from '../harness/index.js';

export interface WorkflowStep {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
  if?: string;
  shell?: string;
  'continue-on-error'?: boolean;
  'timeout-minutes'?: number;
  'working-directory'?: string;
}

export interface WorkflowJob {
  name?: string;
  'runs-on': string;
  needs?: string | string[];
  env?: Record<string, string>;
  outputs?: Record<string, string>;
  strategy?: { 'fail-fast'?: boolean; matrix: Record<string, unknown[]> };
  'timeout-minutes'?: number;
  steps: WorkflowStep[];
}

export interface Workflow {
  name: string;
  env?: Record<string, string>;
  jobs: Record<string, WorkflowJob>;
}

const WORKFLOW_KEYS = new Set(['name', 'on', 'permissions', 'env', 'jobs']);
const JOB_KEYS = new Set([
  'name',
  'runs-on',
  'needs',
  'env',
  'outputs',
  'strategy',
  'timeout-minutes',
  'steps',
]);
const STEP_KEYS = new Set([
  'id',
  'name',
  'uses',
  'run',
  'with',
  'env',
  'if',
  'shell',
  'continue-on-error',
  'timeout-minutes',
  'working-directory',
]);

const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function onlyKeys(what: string, value: object, allowed: Set<string>): void {
  for (const k of Object.keys(value))
    if (!allowed.has(k)) throw new Error(`${what}: "${k}" is not something this runs`);
}

/** The workflow file, checked to use only what `runJob` runs. */
export function loadWorkflow(file: string): Workflow {
  const wf = parse(readFileSync(file, 'utf8')) as Workflow;
  onlyKeys(file, wf, WORKFLOW_KEYS);
  for (const [id, job] of Object.entries(wf.jobs)) {
    onlyKeys(`job ${id}`, job, JOB_KEYS);
    if (job.strategy)
      onlyKeys(`job ${id} strategy`, job.strategy, new Set(['fail-fast', 'matrix']));
    for (const [i, step] of job.steps.entries()) {
      onlyKeys(`job ${id} step ${i + 1}`, step, STEP_KEYS);
      if ((step.uses === undefined) === (step.run === undefined))
        throw new Error(`job ${id} step ${i + 1}: needs exactly one of uses and run`);
    }
  }
  return wf;
}

/** The legs of a job's matrix (every combination of its lists), or one leg without a matrix. */
export function matrixLegs(job: WorkflowJob): Array<Record<string, unknown> | undefined> {
  const matrix = job.strategy?.matrix;
  if (!matrix) return [undefined];
  let legs: Array<Record<string, unknown>> = [{}];
  for (const [k, values] of Object.entries(matrix)) {
    if (!Array.isArray(values)) throw new Error(`matrix ${k}: only lists are run here`);
    legs = legs.flatMap((leg) => values.map((v) => ({ ...leg, [k]: v })));
  }
  return legs;
}

/** `runs-on` of a leg, with `${{ matrix.* }}` resolved. */
export function runsOn(job: WorkflowJob, matrix?: Record<string, unknown>): string {
  return interpolate(job['runs-on'], { contexts: { matrix: matrix ?? null }, status: 'success' });
}

export interface RunJobOptions {
  /** Directory with the Action under test (action.yml and dist/): what the checkout brings. */
  action: string;
  /** Results of the jobs this one needs (`needs:`), by job id. */
  needs?: Record<string, JobResult>;
  matrix?: Record<string, unknown>;
}

/**
 * Runs job `id` of `wf` as one job of `run`: on GitHub a job whose `needs` did not all succeed is
 * skipped, so that is refused here. Returns the job's result once its post steps ran.
 */
export async function runJob(
  run: WorkflowRun,
  wf: Workflow,
  id: string,
  o: RunJobOptions,
): Promise<JobResult> {
  const spec = wf.jobs[id];
  if (!spec) throw new Error(`no job ${id}`);
  const needed = spec.needs === undefined ? [] : [spec.needs].flat();
  const needs: Record<string, { result: string; outputs: Record<string, string> }> = {};
  for (const n of needed) {
    const r = o.needs?.[n];
    if (!r) throw new Error(`job ${id} needs ${n}: run it first`);
    if (r.status !== 'success') throw new Error(`job ${id} would be skipped: ${n} is ${r.status}`);
    needs[n] = { result: r.status, outputs: r.jobOutputs };
  }
  const job = run.job(id, {
    env: { ...wf.env, ...spec.env },
    needs,
    ...(spec.outputs ? { outputs: spec.outputs } : {}),
    ...(o.matrix ? { matrix: o.matrix } : {}),
  });
  for (const step of spec.steps) {
    const common = {
      ...(step.id ? { id: step.id } : {}),
      ...(step.name ? { name: step.name } : {}),
      ...(step.if ? { if: step.if } : {}),
      ...(step.env ? { env: step.env } : {}),
      ...(step['continue-on-error'] ? { continueOnError: true } : {}),
      ...(step['timeout-minutes'] ? { timeoutMs: step['timeout-minutes'] * 60_000 } : {}),
    };
    if (step.run !== undefined) {
      await job.run(step.run, {
        ...common,
        ...(step.shell ? { shell: step.shell } : {}),
        ...(step['working-directory'] ? { workingDirectory: step['working-directory'] } : {}),
      });
    } else if (step.uses === './') {
      await job.uses(job.workspace, { ...common, ...(step.with ? { with: step.with } : {}) });
    } else if (/^actions\/checkout@[0-9a-f]{40}$/.test(step.uses ?? '')) {
      // The checkout: the Action's metadata and its built bundles, as the repository holds them.
      await job.run(
        `cp ${sh(join(o.action, 'action.yml'))} . && ln -s ${sh(join(o.action, 'dist'))} dist`,
        { ...common, name: step.name ?? 'checkout (the Action under test)' },
      );
    } else {
      throw new Error(`job ${id}: step uses ${step.uses}, which is not run here`);
    }
  }
  return job.complete();
}
