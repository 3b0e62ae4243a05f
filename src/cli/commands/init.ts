/** `ci-state init` and `ci-state resume`: start a run or its next attempt, and print the plan. */
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { keepingDir } from '../../store/keepers.js';
import { scopeKey } from '../../core/canonical.js';
import { CiStateError } from '../../core/errors.js';
import { initAttempt, type InitResult } from '../../core/init.js';
import {
  parseCheckpointInterval,
  parseMaxCheckpoints,
  type CheckpointPolicyInput,
} from '../../core/checkpoint-policy.js';
import { markAlways, parsePhaseList } from '../../core/phase-list.js';
import { parsePhasesFile } from '../../core/phases-file.js';
import { planResume } from '../../core/plan.js';
import { parseRerunSideEffects } from '../../core/side-effects.js';
import { parseStrategy } from '../../core/strategy.js';
import type { PhaseDecl, Profile, RunState, Strategy } from '../../core/schema.js';
import { beginAttempt } from '../../core/attempt.js';
import { unpauseRun } from '../../core/run-transitions.js';
import { attemptInput } from '../../ci/continuation.js';
import { detectEnvironment } from '../../ci/detect.js';
import type { RunEnvironment } from '../../ci/identity.js';
import { newRunId } from '../../ci/local.js';
import { historyEntriesFor } from '../../core/history-entries.js';
import { appendHistory } from '../../store/history-file.js';
import { LocalStore } from '../../store/local-store.js';
import { VERSION } from '../../version.js';
import { printPlan, summaryJson, type Printer } from '../output.js';
import { mutate, now, openSession, requireState, type Session } from '../session.js';

interface Declared {
  declared?: PhaseDecl[];
  profiles?: Record<string, Profile>;
}

async function loadDeclared(opts: { phases?: string; phasesFile?: string }): Promise<Declared> {
  if (opts.phases !== undefined && opts.phasesFile !== undefined)
    throw new CiStateError('invalid_input', 'use either --phases or --phases-file, not both');
  if (opts.phases !== undefined) return { declared: parsePhaseList(opts.phases, '--phases') };
  if (opts.phasesFile !== undefined) {
    let text: string;
    try {
      text = await readFile(opts.phasesFile, 'utf8');
    } catch (e) {
      throw new CiStateError(
        'invalid_input',
        `cannot read --phases-file ${opts.phasesFile}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
      );
    }
    const { parse: parseYaml } = await import('yaml');
    let raw: unknown;
    try {
      raw = parseYaml(text);
    } catch (e) {
      throw new CiStateError(
        'invalid_input',
        `--phases-file ${opts.phasesFile} is not valid YAML or JSON: ${(e as Error).message.split('\n')[0]}`,
      );
    }
    const parsed = parsePhasesFile(raw, `--phases-file ${opts.phasesFile}`);
    return { declared: parsed.declared, profiles: parsed.profiles };
  }
  return {};
}

export interface InitOptions {
  workflow?: string;
  job?: string;
  phases?: string;
  phasesFile?: string;
  resume?: string;
  profile?: string;
  rerunSideEffects?: string;
  allowUndeclared?: boolean;
  /** Declared phases that run on every attempt, separated by commas. */
  always?: string;
  checkpointInterval?: string;
  maxCheckpoints?: string;
  /** false with --no-error-checkpoints. */
  errorCheckpoints?: boolean;
  /** `s3://bucket/prefix` (or CI_STATE_REMOTE): see cli/remote.ts. */
  remote?: string;
  /** The build whose run this job continues (or CI_STATE_ATTEMPT_OF): see src/ci/continuation.ts. */
  attemptOf?: string;
  json?: boolean;
}

/**
 * The checkpoint policy settings the options give (the run keeps the others), or undefined when
 * they give none. Checked before anything is read.
 */
function policyOf(o: InitOptions): CheckpointPolicyInput | undefined {
  if (
    o.checkpointInterval === undefined &&
    o.maxCheckpoints === undefined &&
    o.errorCheckpoints !== false
  )
    return undefined;
  return {
    ...(o.checkpointInterval !== undefined
      ? { interval: parseCheckpointInterval(o.checkpointInterval, '--checkpoint-interval') }
      : {}),
    ...(o.maxCheckpoints !== undefined
      ? { max: parseMaxCheckpoints(o.maxCheckpoints, '--max-checkpoints') }
      : {}),
    ...(o.errorCheckpoints === false ? { onError: false } : {}),
  };
}

/**
 * Phases of a stored state whose checkpointed outputs are no longer in the store: planned as such
 * (see planResume). Only for a state that a new attempt resumes.
 */
async function lostOutputsOf(storeDir: string, state: RunState | undefined): Promise<string[]> {
  if (!state || state.checkpoints.length === 0) return [];
  const { phasesWithLostOutputs } = await import('../../snapshot/lost-outputs.js');
  return phasesWithLostOutputs(storeDir, state);
}

/**
 * With a remote store, a store without this scope's state (a fresh machine) starts from the
 * newest one there; `--remote` is kept in the store for the job's later commands. On another CI
 * system a store holding an earlier job's state (a kept workspace) takes the remote's when it is
 * newer, and a job that cannot be identified pulls nothing. Returns the state pulled and kept.
 */
async function pullIfMissing(
  s: Session,
  key: string,
  env: RunEnvironment,
  flag: string | undefined,
): Promise<RunState | undefined> {
  const { pullForInit, rememberRemote, remoteUrl, openRemote } = await import('../remote.js');
  const where = remoteUrl(s.dir, flag);
  if (!where) return;
  await openRemote(where.url, where.from); // a bad location is an error before anything is read
  if (flag) {
    await mkdir(s.dir, { recursive: true });
    rememberRemote(s.dir, flag);
  }
  const local = await s.store.read(key).catch(() => undefined);
  if (env.ci?.missing.length) return;
  if (local && (!env.ci || local.metadata.runner === env.ci.runner)) return;
  // A retry's own run first (an --attempt-of names a build, not always the run's id).
  const runId = env.ci && env.ci.attemptOf === undefined ? env.ci.runId : undefined;
  const pulled = await pullForInit(s.dir, key, env.scope, s.printer, flag, runId);
  if (!pulled || (local && pulled.updatedAt <= local.updatedAt)) return;
  await s.store.update(key, () => pulled);
  return pulled;
}

export async function cmdInit(printer: Printer, o: InitOptions): Promise<void> {
  const s = openSession(printer);
  const strategy: Strategy = parseStrategy(o.resume ?? 'failed');
  const rerun =
    o.rerunSideEffects !== undefined
      ? parseRerunSideEffects(o.rerunSideEffects, '--rerun-side-effects')
      : undefined;
  const checkpointPolicy = policyOf(o);
  const decl = await loadDeclared(o);
  const declared =
    o.always !== undefined ? markAlways(decl.declared ?? [], o.always, '--always') : decl.declared;
  const env = detectEnvironment({ workflow: o.workflow, job: o.job, attemptOf: o.attemptOf });
  for (const line of env.warnings ?? []) s.printer.warn(line);
  const key = scopeKey(env.scope);
  // The last attempt's outputs still being kept in the background: its records first.
  if (existsSync(keepingDir(s.dir))) await (await import('../keeper.js')).waitForKeepers(s);
  const pulled = await pullIfMissing(s, key, env, o.remote);
  const lostOutputs = await lostOutputsOf(s.dir, await s.store.read(key).catch(() => undefined));
  let result: InitResult | undefined;
  let note: string | undefined;
  const state = await s.store.update(key, (prev) => {
    // Another CI system: its run id, and the attempt the stored state and the job's ids give.
    const ci = attemptInput(prev, env, newRunId);
    note = ci.note;
    result = initAttempt(ci.prev, {
      scope: env.scope,
      origin: ci.origin,
      onRunner: ci.onRunner,
      strategy,
      declared,
      profiles: decl.profiles,
      profile: o.profile,
      toolVersion: VERSION,
      host: env.host,
      now: now(),
      newRunId,
      stateId: (runId: string) => `${runId}-${key.slice(0, 8)}`,
      ...(rerun ? { rerunSideEffects: rerun } : {}),
      ...(lostOutputs.length > 0 ? { lostOutputs } : {}),
      ...(o.allowUndeclared ? { allowUndeclared: true } : {}),
      ...(checkpointPolicy ? { checkpointPolicy } : {}),
    });
    return ci.mark(result.state);
  });
  if (note) s.printer.note(note);
  const outcome = result?.outcome ?? 'new';
  const plan = result?.plan;
  if (!state) throw new CiStateError('internal', 'init produced no state');
  // The pointer is written (durably) only when it changes: every attempt of a job after the first
  // finds it in place. A pointer that does not hold a key is replaced without a warning.
  const quiet = new LocalStore({ dir: s.dir });
  if ((await quiet.getCurrent()) !== key) await s.store.setCurrent(key);

  // The attempt this one resumes, finished on another machine: in this store's history too.
  if (pulled?.endedAt && outcome === 'resumed' && pulled.origin.runId === state.origin.runId)
    await appendHistory(s.dir, historyEntriesFor(pulled));
  // The attempt this one began over, when it never finished, goes to the history as abandoned.
  const abandoned = result?.abandoned;
  if (abandoned) {
    await appendHistory(s.dir, abandoned);
    const { putRemoteHistory } = await import('../remote-history.js');
    await putRemoteHistory(s.dir, key, state, abandoned, s.printer);
  }
  const gone = abandoned?.[0];
  if (o.json) {
    s.printer.json({
      outcome,
      state: summaryJson(state),
      plan: plan ?? null,
      ...(gone ? { abandoned: gone } : {}),
    });
    return;
  }
  if (gone)
    s.printer.out(
      `Attempt ${gone.attempt} never finished (no \`ci-state finish\`): recorded in the history as abandoned.`,
    );
  const label = `"${state.origin.workflow}"`;
  if (outcome === 'unchanged') {
    s.printer.out(
      `Run ${state.origin.runId} of ${label}, attempt ${state.origin.runAttempt}, is already started.`,
    );
  } else if (outcome === 'new') {
    s.printer.out(
      `Started run ${state.origin.runId} of ${label}, attempt ${state.origin.runAttempt}.`,
    );
    if (state.declared.length)
      s.printer.out(`Phases: ${state.declared.map((d) => d.id).join(', ')}`);
  } else {
    s.printer.out(`Attempt ${state.origin.runAttempt} of ${label} (run ${state.origin.runId}).`);
    if (plan) printPlan(s.printer, state, plan);
  }
  if (state.profile) s.printer.out(`Profile: ${state.profile}`);
}

/** The declared phases, in order, that the run has not done yet (neither succeeded nor skipped). */
function phasesLeft(state: RunState): string[] {
  return state.declared
    .map((d) => d.id)
    .filter((id) => {
      const st = Object.hasOwn(state.phases, id) ? state.phases[id]?.status : undefined;
      return st !== 'succeeded' && st !== 'skipped';
    });
}

export interface ResumeOptions {
  strategy?: string;
  rerunSideEffects?: string;
  dryRun?: boolean;
  json?: boolean;
}

export async function cmdResume(printer: Printer, o: ResumeOptions): Promise<void> {
  const s = openSession(printer);
  const strategy = parseStrategy(o.strategy ?? 'failed', '--strategy');
  const rerunSideEffects =
    o.rerunSideEffects !== undefined
      ? parseRerunSideEffects(o.rerunSideEffects, '--rerun-side-effects')
      : undefined;
  const { state } = await requireState(s);
  const lostOutputs = await lostOutputsOf(s.dir, state);
  if (state.status === 'paused') {
    // A paused run goes on in the same attempt: nothing is planned again.
    if (o.strategy !== undefined || o.rerunSideEffects !== undefined)
      printer.warn(
        'a paused run goes on in the same attempt: --strategy and --rerun-side-effects are for a failed run',
      );
    const was = state.pause?.reason ?? 'paused';
    const left = phasesLeft(state);
    const next = o.dryRun ? state : await mutate(s, (st) => unpauseRun(st, now()));
    if (o.json) {
      printer.json({
        dryRun: !!o.dryRun,
        action: 'continue',
        pause: state.pause ?? null,
        phasesLeft: left,
        state: summaryJson(next),
      });
      return;
    }
    const goesOn = `attempt ${state.origin.runAttempt} goes on where it stopped, nothing is planned again${left.length ? `; phases left: ${left.join(', ')}` : ''}`;
    printer.out(
      o.dryRun
        ? `Would resume the paused run (paused: ${was}): ${goesOn}.`
        : `Resumed the paused run (was: ${was}): ${goesOn}.`,
    );
    return;
  }
  if (o.dryRun) {
    const plan = planResume(state, { strategy, rerunSideEffects, lostOutputs });
    if (o.json) printer.json(plan);
    else printPlan(printer, state, plan);
    return;
  }
  let plan: ReturnType<typeof planResume> | undefined;
  const next = await mutate(s, (st) => {
    const r = beginAttempt(st, {
      origin: { ...st.origin, runAttempt: st.origin.runAttempt + 1 },
      now: now(),
      strategy,
      rerunSideEffects,
      lostOutputs,
    });
    plan = r.plan;
    return r.state;
  });
  if (o.json) printer.json({ state: summaryJson(next), plan });
  else {
    printer.out(`Attempt ${next.origin.runAttempt}, resuming with strategy ${strategy}:`);
    if (plan) printPlan(printer, next, plan);
  }
}
