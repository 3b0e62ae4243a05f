/**
 * Plays a documented workflow on the runner harness against the emulator: attempt 1 with a phase
 * made to fail, then "Re-run failed jobs" (attempt 2: the failed jobs and legs, and the jobs that
 * did not run because they needed them). Each step of the YAML is one harness step:
 * `actions/checkout` copies the fake project (project.ts) into the workspace,
 * `ci-state/ci-state@v0` and `ci-state/ci-state/<sub>@v0` run the Action under test and its
 * sub-actions, `run:` runs as written. Anything else a block uses is refused, so that an example
 * growing something this cannot play fails instead of passing untested.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Emulator } from '../emulator/index.js';
import { WorkflowRun, type JobResult, type StepResult } from '../harness/index.js';
import { ACTION } from '../action/helpers.js';
import type { WorkflowJob, WorkflowStep } from '../action/workflow.js';
import { blockName, type Block } from './blocks.js';
import { commandKey } from './project.js';

/** A step of an example: the same fields as a workflow file's step. */
export type ExampleStep = WorkflowStep;

/** A job of an example: a workflow file's job, whose matrix may also hold include/exclude. */
export interface ExampleJob extends Omit<WorkflowJob, 'strategy' | 'timeout-minutes'> {
  strategy?: { 'fail-fast'?: boolean; matrix: Record<string, unknown> };
}

/** A `ci-state run <phase> -- <command>` step. */
export interface PhaseStep {
  /** Index of the step in its job. */
  index: number;
  phase: string;
  command: string;
  /** The fake project's name for the command (project.ts). */
  key: string;
  /** Runs on every attempt, never skipped (`--always`, or the Action's `always` input). */
  always: boolean;
}

type Leg = Record<string, unknown> | undefined;

export interface Example {
  block: Block;
  env: Record<string, string>;
  jobs: Record<string, ExampleJob>;
  /** Job ids, each after the jobs it needs. */
  order: string[];
  /** Per job: its phase steps, in order. */
  phases: Record<string, PhaseStep[]>;
  /** Per job: the fake project's commands its steps run, in order (FAKE_CHAIN). */
  chain: Record<string, string[]>;
  legs: Record<string, Leg[]>;
  /** Per job and step index: the action directory of a `uses:` step ('checkout' for checkout). */
  actions: Record<string, Record<number, string>>;
}

const WORKFLOW_KEYS = new Set(['name', 'on', 'permissions', 'env', 'jobs', 'concurrency']);
const JOB_KEYS = new Set([
  'name',
  'runs-on',
  'needs',
  'env',
  'outputs',
  'strategy',
  'steps',
  'permissions',
  'timeout-minutes',
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

function onlyKeys(what: string, value: object, allowed: Set<string>): void {
  for (const k of Object.keys(value))
    if (!allowed.has(k)) throw new Error(`${what}: "${k}" is not something this plays`);
}

/** The action directory a `uses:` stands for, or 'checkout'. */
function actionFor(uses: string): string {
  if (/^actions\/checkout@/.test(uses)) return 'checkout';
  const m = /^ci-state\/ci-state(?:\/([a-z][a-z0-9-]*))?@v\d+$/.exec(uses);
  if (!m) throw new Error(`uses ${uses}: not something this plays`);
  const dir = m[1] ? join(ACTION, m[1]) : ACTION;
  if (!existsSync(join(dir, 'action.yml'))) throw new Error(`uses ${uses}: no ${dir}/action.yml`);
  return dir;
}

/** The legs of a job's matrix (every combination of its lists), or one leg without a matrix. */
function matrixLegs(id: string, job: ExampleJob): Leg[] {
  const matrix = job.strategy?.matrix;
  if (!matrix) return [undefined];
  let legs: Array<Record<string, unknown>> = [{}];
  for (const [k, values] of Object.entries(matrix)) {
    if (!Array.isArray(values)) throw new Error(`job ${id}: matrix ${k}: only lists are played`);
    legs = legs.flatMap((leg) => values.map((v) => ({ ...leg, [k]: v })));
  }
  return legs;
}

const PHASE_STEP = /^ci-state run\s+(\S+)((?:\s+.*?)?)\s+--\s+(.+)$/;

/** The block as an example to play; throws, saying why, when it cannot be played. */
export function parseExample(block: Block): Example {
  const doc = parse(block.text) as Record<string, unknown> | null;
  if (!doc || typeof doc !== 'object' || !doc.jobs) throw new Error('not a workflow (no jobs:)');
  onlyKeys('workflow', doc, WORKFLOW_KEYS);
  const jobs = doc.jobs as Record<string, ExampleJob>;
  const ex: Example = {
    block,
    env: (doc.env as Record<string, string>) ?? {},
    jobs,
    order: [],
    phases: {},
    chain: {},
    legs: {},
    actions: {},
  };
  for (const [id, job] of Object.entries(jobs)) {
    onlyKeys(`job ${id}`, job, JOB_KEYS);
    if (job.strategy)
      onlyKeys(`job ${id} strategy`, job.strategy, new Set(['fail-fast', 'matrix']));
    if (!/^ubuntu-/.test(String(job['runs-on'])))
      throw new Error(`job ${id}: runs-on ${job['runs-on']}: the harness is a Linux runner`);
    ex.legs[id] = matrixLegs(id, job);
    ex.phases[id] = [];
    ex.chain[id] = [];
    ex.actions[id] = {};
    for (const [i, step] of job.steps.entries()) {
      onlyKeys(`job ${id} step ${i + 1}`, step, STEP_KEYS);
      if ((step.uses === undefined) === (step.run === undefined))
        throw new Error(`job ${id} step ${i + 1}: needs exactly one of uses and run`);
      if (step.uses !== undefined) {
        ex.actions[id][i] = actionFor(step.uses);
        continue;
      }
      const script = String(step.run).trim();
      const m = PHASE_STEP.exec(script);
      if (!m && /ci-state run\b/.test(script))
        throw new Error(`job ${id} step ${i + 1}: a \`ci-state run\` this cannot attribute`);
      const command = m ? (m[3] as string) : script;
      const key = script.includes('\n') ? undefined : commandKey(command);
      if (m && !key)
        throw new Error(
          `job ${id}: phase ${m[1]} runs \`${command}\`, which the fake project has no stand-in for`,
        );
      if (key) {
        if (ex.chain[id].includes(key)) throw new Error(`job ${id}: runs ${key} twice`);
        ex.chain[id].push(key);
      }
      if (m && key) {
        const always = /(^|\s)--always(\s|$)/.test(m[2] as string);
        ex.phases[id].push({ index: i, phase: m[1] as string, command, key, always });
      }
    }
    // The Action's `always` input: declared phases that run on every attempt.
    for (const [i, step] of job.steps.entries()) {
      if (ex.actions[id][i] !== ACTION) continue;
      const listed = String(step.with?.always ?? '')
        .split(/[\s,]+/)
        .filter(Boolean);
      for (const p of ex.phases[id]) if (listed.includes(p.phase)) p.always = true;
    }
  }
  // Jobs in an order where each comes after what it needs.
  const visiting = new Set<string>();
  const visit = (id: string) => {
    if (ex.order.includes(id)) return;
    if (visiting.has(id)) throw new Error(`job ${id}: needs: goes round in a circle`);
    visiting.add(id);
    for (const n of needsOf(jobs[id] as ExampleJob)) {
      if (!jobs[n]) throw new Error(`job ${id} needs ${n}, which the block does not have`);
      visit(n);
    }
    ex.order.push(id);
  };
  for (const id of Object.keys(jobs)) visit(id);
  if (Object.values(ex.phases).every((p) => p.length === 0))
    throw new Error('no `ci-state run` phase to make fail');
  return ex;
}

const needsOf = (job: ExampleJob): string[] =>
  job.needs === undefined ? [] : [job.needs].flat().map(String);

/** Which phase attempt 1 fails in, in which job and leg. */
export interface Scenario {
  job: string;
  leg: Leg;
  phase: PhaseStep;
  /** Position of the phase in its job (the phases before it are to be skipped). */
  position: number;
}

export const where = (job: string, leg: Leg): string =>
  leg
    ? `${job}[${Object.entries(leg)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(',')}]`
    : job;

/**
 * One job without a matrix: attempt 1 fails in each phase in turn. Otherwise: in the next-to-last
 * phase (the only one, if it is alone) of the job with the most phases, in its second leg.
 */
export function scenarios(ex: Example): Scenario[] {
  const ids = ex.order;
  const only = ids.length === 1 ? (ids[0] as string) : undefined;
  if (only && ex.legs[only]?.length === 1) {
    return (ex.phases[only] ?? []).map((phase, position) => ({
      job: only,
      leg: undefined,
      phase,
      position,
    }));
  }
  let job = ids[0] as string;
  for (const id of ids) if ((ex.phases[id]?.length ?? 0) > (ex.phases[job]?.length ?? 0)) job = id;
  const phases = ex.phases[job] as PhaseStep[];
  const legs = ex.legs[job] as Leg[];
  const position = Math.max(0, phases.length - 2);
  return [
    {
      job,
      leg: legs[Math.min(1, legs.length - 1)],
      phase: phases[position] as PhaseStep,
      position,
    },
  ];
}

export interface PlayedStep {
  index: number;
  spec: ExampleStep;
  /** The action directory of a `uses:` step, or 'checkout'. */
  action?: string;
  phase?: PhaseStep;
  result: StepResult;
}

export interface PlayedJob {
  job: string;
  leg: Leg;
  where: string;
  attempt: number;
  result: JobResult;
  steps: PlayedStep[];
}

export interface Played {
  attempts: PlayedJob[][];
  /** Jobs that did not run in an attempt because a job they need did not succeed. */
  notRun: string[][];
  /** The fake commands that ran, "<where> <command>@<attempt>", in order. */
  log: string[];
  /** Removes the jobs' directories (keep them until the checks are done). */
  dispose: () => void;
}

export interface PlayContext {
  emu: Emulator;
  /** The fake project (a directory to copy into the workspace). */
  project: string;
  /** The fake commands' log, outside every workspace. */
  logFile: string;
  /** npm's cache, outside every workspace. */
  npmCache: string;
  runId: number;
}

const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

const sameLeg = (a: Leg, b: Leg) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Attempt 1 with the scenario's failure, then "Re-run failed jobs". */
export async function play(ex: Example, sc: Scenario, c: PlayContext): Promise<Played> {
  const run = new WorkflowRun({
    repo: 'octo/app',
    runId: c.runId,
    workflow: 'ci',
    event: 'push',
    env: (ctx) => ({
      ...c.emu.runtimeEnv({
        repo: ctx.repo,
        runId: ctx.runId,
        attempt: ctx.attempt,
        job: ctx.job,
        ref: ctx.ref,
        sha: ctx.sha,
        event: ctx.event,
        jobBackendId: ctx.jobBackendId,
      }),
      FAKE_LOG: c.logFile,
      FAKE_WHERE: where(ctx.job, ctx.matrix),
      FAKE_CHAIN: (ex.chain[ctx.job] ?? []).join(','),
      npm_config_cache: c.npmCache,
      ...(ctx.attempt === 1 && ctx.job === sc.job && sameLeg(ctx.matrix, sc.leg)
        ? { FAKE_FAIL: sc.phase.key }
        : {}),
    }),
  });
  const played: Played = { attempts: [], notRun: [], log: [], dispose: () => run.dispose() };
  const latest = new Map<string, PlayedJob>(); // by where
  try {
    for (const [n, wr] of [run, run.rerun()].entries()) {
      const jobs: PlayedJob[] = [];
      const notRun: string[] = [];
      for (const id of ex.order) {
        const legs = ex.legs[id] as Leg[];
        const needs: Record<string, { result: string; outputs: Record<string, string> }> = {};
        let blocked = false;
        for (const need of needsOf(ex.jobs[id] as ExampleJob)) {
          const results = (ex.legs[need] as Leg[]).map((l) => latest.get(where(need, l)));
          const ok = results.every((r) => r?.result.status === 'success');
          if (!ok) blocked = true;
          needs[need] = {
            result: ok ? 'success' : 'failure',
            outputs: Object.assign({}, ...results.map((r) => r?.result.jobOutputs ?? {})),
          };
        }
        if (blocked) {
          notRun.push(id);
          continue;
        }
        for (const [i, leg] of legs.entries()) {
          // Attempt 2 runs what did not succeed in attempt 1 (failed, or not run at all).
          if (n > 0 && latest.get(where(id, leg))?.result.status === 'success') continue;
          const pj = await playJob(wr, ex, id, leg, i, legs.length, needs, c.project);
          latest.set(pj.where, pj);
          jobs.push(pj);
        }
      }
      played.attempts.push(jobs);
      played.notRun.push(notRun);
    }
  } catch (e) {
    run.dispose();
    throw e;
  }
  played.log = existsSync(c.logFile)
    ? readFileSync(c.logFile, 'utf8').split('\n').filter(Boolean)
    : [];
  return played;
}

async function playJob(
  wr: WorkflowRun,
  ex: Example,
  id: string,
  leg: Leg,
  legIndex: number,
  legCount: number,
  needs: Record<string, { result: string; outputs: Record<string, string> }>,
  project: string,
): Promise<PlayedJob> {
  const spec = ex.jobs[id] as ExampleJob;
  const job = wr.job(id, {
    env: { ...ex.env, ...spec.env },
    needs,
    ...(spec.outputs ? { outputs: spec.outputs } : {}),
    ...(leg ? { matrix: leg, strategy: { jobIndex: legIndex, jobTotal: legCount } } : {}),
  });
  const steps: PlayedStep[] = [];
  for (const [index, step] of spec.steps.entries()) {
    const common = {
      ...(step.id ? { id: step.id } : {}),
      ...(step.name ? { name: step.name } : {}),
      ...(step.if ? { if: step.if } : {}),
      ...(step.env ? { env: step.env } : {}),
      ...(step['continue-on-error'] ? { continueOnError: true } : {}),
      ...(step['timeout-minutes'] ? { timeoutMs: step['timeout-minutes'] * 60_000 } : {}),
    };
    const action = ex.actions[id]?.[index];
    let result: StepResult;
    if (step.run !== undefined) {
      result = await job.run(step.run, {
        ...common,
        ...(step.shell ? { shell: step.shell } : {}),
        ...(step['working-directory'] ? { workingDirectory: step['working-directory'] } : {}),
      });
    } else if (action === 'checkout') {
      result = await job.run(`cp -a ${sh(project)}/. .`, {
        ...common,
        name: step.name ?? 'checkout (the fake project)',
      });
    } else {
      result = await job.uses(action as string, {
        ...common,
        ...(step.with ? { with: step.with } : {}),
      });
    }
    const phase = ex.phases[id]?.find((p) => p.index === index);
    steps.push({
      index,
      spec: step,
      ...(action ? { action } : {}),
      ...(phase ? { phase } : {}),
      result,
    });
  }
  const result = await job.complete();
  return { job: id, leg, where: where(id, leg), attempt: job.attempt, result, steps };
}

/** The step whose outputs describe this job's own state: the main action, or restore without `job`. */
export function stateStep(pj: PlayedJob): PlayedStep | undefined {
  return pj.steps.find(
    (s) =>
      s.action === ACTION ||
      (s.action === join(ACTION, 'restore') && s.spec.with?.job === undefined),
  );
}

export const describeBlock = (ex: Example): string =>
  `${blockName(ex.block)} (jobs ${ex.order.join(', ')})`;
