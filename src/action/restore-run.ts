/**
 * The Action's main step: restore the job's state from an earlier attempt (cache, then artifact),
 * plan the attempt, publish outputs, and put the `ci-state` CLI on PATH for the steps that follow.
 */
import * as core from './runner.js';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  attemptOutputs,
  CiStateError,
  formatDuration,
  initAttempt,
  scopeKey,
  type RunState,
} from '../core/index.js';
import { detectEnvironment } from '../github/context.js';
import { runtimeVariables } from '../github/runner-env.js';
import type { PackFetch } from '../persist/pack-fetch.js';
import type { PersistContext } from '../persist/state.js';
import { formatSummary, sizeAndTime } from '../transfer/progress.js';
import {
  lastEndedPhase,
  SESSION_ENV,
  writeSessionFile,
  type RunnerSettings,
} from '../persist/session-file.js';
import { openRunnerSession, RunnerSession } from '../persist/session.js';
import { storageWiring } from '../persist/wiring/storage.js';
import { LocalStore } from '../store/index.js';
import { Env, Outputs, SavedState, UNTRUSTED_EVENTS } from './constants.js';
import type { MainState, RestoreInfo } from './main-state.js';
import { readSettings, type Settings } from './settings.js';
import { cliShims } from './cli-shim.js';
import { exportToSteps, openS3, s3Url } from './s3-storage.js';
import { VERSION } from '../version.js';
import { describeProxy, proxyConfig, proxyWarning } from '../transfer/proxy.js';

function stateDirFor(settings: Settings): string {
  if (settings.stateDir) return resolve(settings.stateDir);
  return join(process.env.RUNNER_TEMP || process.cwd(), 'ci-state');
}

/** The `ci-state` command for later steps: shims that run our CLI bundle with the runner's Node. */
const CLI_BUNDLE = resolve(import.meta.dirname, '..', 'cli', 'index.js');

async function installCli(): Promise<string> {
  const binDir = join(process.env.RUNNER_TEMP || process.cwd(), 'ci-state-bin');
  await mkdir(binDir, { recursive: true });
  const shims = cliShims(process.execPath, CLI_BUNDLE);
  const shim = join(binDir, 'ci-state');
  await writeFile(shim, shims.sh);
  await chmod(shim, 0o755);
  await writeFile(join(binDir, 'ci-state.cmd'), shims.cmd);
  core.addPath(binDir);
  return shim;
}

/** The attempt's plan as outputs: exactly what the phases' steps will then do. */
export function publishOutputs(state: RunState, stateFile: string): void {
  const out = attemptOutputs(state);
  core.setOutput(Outputs.Resumed, String(out.resumed));
  core.setOutput(Outputs.ResumeFrom, out.resumeFrom);
  core.setOutput(Outputs.Attempt, String(state.origin.runAttempt));
  core.setOutput(Outputs.Skipped, JSON.stringify(out.skipped));
  core.setOutput(Outputs.Status, state.status);
  core.setOutput(Outputs.StatePath, stateFile);
  for (const [id, what] of Object.entries(out.phases))
    core.setOutput(`${Outputs.PhasePrefix}${id}`, what);
}

/** " (2.4 KB) in 0.3 s": the size of a restored state and how long its restore took. */
function sized(report: { bytes?: number; ms?: number }): string {
  return report.bytes === undefined ? '' : ` ${sizeAndTime(report.bytes, report.ms ?? 0)}`;
}

/** "fetched 1 checkpoint pack (300.0 MB) in 9.8 s, 2 blobs". */
function describePackFetch(got: PackFetch): string {
  const packs = `${got.fetched} checkpoint pack${got.fetched === 1 ? '' : 's'}`;
  return `${formatSummary(`fetched ${packs}`, got.bytes, got.ms)}, ${got.blobs} blob${got.blobs === 1 ? '' : 's'}`;
}

/**
 * Before planning a new attempt of the restored run: fetch the checkpoint packs it lists, then
 * find the phases whose outputs still cannot be restored, so that the plan runs them again (or
 * keeps a side effect and blocks what needs it) and the outputs say so.
 */
async function outputsBeforePlanning(
  session: RunnerSession,
  stateDir: string,
  prev: RunState,
  ctx: PersistContext,
  fetch: boolean,
): Promise<string[]> {
  if (fetch && prev.packs.length) {
    const got = await session.fetchPacks(stateDir, prev, ctx);
    for (const p of got.problems) core.warning(`ci-state: ${p}`);
    if (got.fetched) core.info(`ci-state: ${describePackFetch(got)}`);
  }
  if (prev.checkpoints.length === 0) return [];
  const { phasesWithLostOutputs } = await import('../snapshot/lost-outputs.js');
  return phasesWithLostOutputs(stateDir, prev);
}

/** How the job saves, from the Action's settings (the integrity key stays in its file). */
function runnerSettingsOf(settings: Settings, integrityKeyFile?: string): RunnerSettings {
  return {
    persist: settings.persist,
    crossRun: settings.crossRun,
    failOnError: settings.failOnError,
    checkpointStorage: settings.checkpointStorage,
    cachePackLimit: settings.cachePackLimit,
    ...(settings.retentionDays ? { retentionDays: settings.retentionDays } : {}),
    ...(integrityKeyFile ? { integrityKeyFile } : {}),
    ...(settings.s3 ? { s3: settings.s3 } : {}),
  };
}

function sessionOf(settings: Settings): RunnerSession {
  return openRunnerSession(runnerSettingsOf(settings), {
    wiring: storageWiring,
    ...(settings.token ? { token: settings.token } : {}),
    ...(settings.integrityKey ? { integrityKey: settings.integrityKey } : {}),
    log: (l) => core.debug(l),
    progress: (l) => core.info(`ci-state: ${l}`),
  });
}

/** restore/ with `job`: another job's state of this run, read-only; its context becomes an output. */
async function readOtherJob(settings: Settings, jobName: string): Promise<void> {
  const env = detectEnvironment({
    workflow: settings.workflow,
    job: jobName,
    matrix: settings.matrix,
  });
  const key = scopeKey(env.scope);
  const attempt = env.origin.runAttempt ?? 1;
  const session = sessionOf(settings);
  // The other job may have saved in this very attempt: accept states up to and including it.
  const report = await session.restore(
    session.context(env.scope, { runId: env.origin.runId ?? '', attempt: attempt + 1 }),
  );
  for (const p of report.problems) core.warning(`ci-state: ${p}`);
  if (!report.state) {
    const msg = `ci-state: NOT restored: no saved state of job ${jobName} in this run`;
    if (settings.failOnError) throw new CiStateError('restore_failed', msg);
    core.warning(msg);
    core.setOutput(Outputs.Context, '{}');
    return;
  }
  const store = new LocalStore({
    dir: stateDirFor(settings),
    onWarning: (m: string) => core.warning(m),
  });
  await store.update(key, () => report.state);
  core.info(
    `ci-state: read the state of job ${jobName} (attempt ${report.state.origin.runAttempt}) from ${report.source} ${report.from}${sized(report)}`,
  );
  core.setOutput(Outputs.Context, JSON.stringify(report.state.context));
  core.setOutput(Outputs.Status, report.state.status);
  core.setOutput(Outputs.StatePath, join(stateDirFor(settings), 'states', key, 'state.json'));
}

export async function run(): Promise<void> {
  const settings = readSettings();
  if (settings.job) return readOtherJob(settings, settings.job);
  const env = detectEnvironment({
    workflow: settings.workflow,
    scope: settings.scope,
    matrix: settings.matrix,
  });
  const key = scopeKey(env.scope);
  const stateDir = stateDirFor(settings);
  const store = new LocalStore({ dir: stateDir, onWarning: (m: string) => core.warning(m) });
  const attempt = env.origin.runAttempt ?? 1;
  const restoreInfo: RestoreInfo = { source: 'none', problems: [] };
  const session = sessionOf(settings);
  const ctx = session.context(env.scope, { runId: env.origin.runId ?? '', attempt });
  const proxyProblem = proxyWarning();
  if (proxyProblem) core.warning(`ci-state: ${proxyProblem}`);
  const proxy = proxyConfig();
  const via = proxy.https ?? proxy.http;
  if (via) core.debug(`requests go through the proxy at ${describeProxy(via)}`);

  const event = process.env.GITHUB_EVENT_NAME ?? '';
  const untrusted = UNTRUSTED_EVENTS.includes(event) && !settings.allowUntrustedEvents;
  const wantRestore = attempt > 1 || settings.crossRun;
  const local = await store.read(key).catch(() => undefined);
  if (local && local.origin.runId === env.origin.runId && local.origin.runAttempt >= attempt - 1) {
    restoreInfo.source = 'local';
  } else if (wantRestore && untrusted) {
    restoreInfo.skippedReason = `not restoring state on a ${event} event (allow-untrusted-events is false)`;
    core.notice(`ci-state: ${restoreInfo.skippedReason}`);
  } else if (wantRestore) {
    // A bucket the inputs cannot name fails here, naming the input.
    if (settings.s3) await openS3(settings.s3);
    const report = await session.restore(ctx);
    restoreInfo.problems = report.problems;
    for (const p of report.problems) core.warning(`ci-state: ${p}`);
    if (report.state) {
      restoreInfo.source = report.source;
      restoreInfo.from = report.from;
      await store.update(key, () => report.state);
      core.info(
        `ci-state: restored the state of attempt ${report.state.origin.runAttempt} from ${report.source} ${report.from}${sized(report)}`,
      );
      if (!report.state.endedAt && report.state.origin.runId === env.origin.runId) {
        // A runner that stopped mid-job left the last save whose upload had finished.
        const after = lastEndedPhase(report.state);
        restoreInfo.unfinishedAttempt = report.state.origin.runAttempt;
        if (after) restoreInfo.savedAfter = after;
        core.info(
          `ci-state: attempt ${report.state.origin.runAttempt} ended without its post step; resuming from its last verified save, ${after ? `after phase ${after}` : 'before any phase ended'}`,
        );
      }
    } else if (report.failed) {
      const msg = `ci-state: NOT restored: ${report.problems.at(-1) ?? 'the services failed'}; starting fresh`;
      if (settings.failOnError) throw new CiStateError('restore_failed', msg);
      core.warning(msg);
    } else if (attempt > 1) {
      core.info('ci-state: no earlier state found for this job; starting fresh');
    }
  }

  const restored = await store.read(key).catch(() => undefined);
  let lostOutputs: string[] = [];
  if (
    restored &&
    restored.origin.runId === env.origin.runId &&
    restored.origin.runAttempt < attempt
  ) {
    lostOutputs = await outputsBeforePlanning(
      session,
      stateDir,
      restored,
      ctx,
      restoreInfo.source !== 'local',
    );
  } else if (restored && settings.crossRun) {
    // Another run's state (cross-run reuse): the packs of what a reused phase made, fetched now so
    // that `ci-state run` can restore its files before skipping it.
    if (restored.packs.length && restoreInfo.source !== 'local') {
      const got = await session.fetchPacks(stateDir, restored, ctx);
      for (const p of got.problems) core.warning(`ci-state: ${p}`);
      if (got.fetched) core.info(`ci-state: ${describePackFetch(got)}`);
    }
  }

  let result: ReturnType<typeof initAttempt> | undefined;
  const state = await store.update(key, (prev) => {
    result = initAttempt(prev, {
      scope: env.scope,
      origin: env.origin,
      onRunner: true,
      strategy: settings.resume,
      declared: settings.declared,
      profile: settings.profile,
      ...(settings.rerunSideEffects ? { rerunSideEffects: settings.rerunSideEffects } : {}),
      ...(lostOutputs.length > 0 ? { lostOutputs } : {}),
      allowUndeclared: settings.allowUndeclaredPhases,
      checkpointPolicy: settings.checkpointPolicy,
      toolVersion: VERSION,
      host: env.host,
      now: new Date().toISOString(),
      newRunId: () => env.origin.runId || 'local',
      stateId: (runId: string) => `${runId}-${key.slice(0, 8)}`,
    });
    return result.state;
  });
  if (!state || !result) throw new CiStateError('internal', 'could not start the attempt');
  await store.setCurrent(key);
  const stateFile = join(stateDir, 'states', key, 'state.json');

  if (result.outcome === 'resumed' && result.plan) {
    const p = result.plan;
    core.info(
      `ci-state: attempt ${state.origin.runAttempt} resumes${p.resumeFrom ? ` from ${p.resumeFrom}` : ''} (strategy ${settings.resume}): skipping ${
        p.skip.length ? p.skip.join(', ') : 'nothing'
      }${p.savedMs ? `, saving ${formatDuration(p.savedMs)}` : ''}`,
    );
    for (const w of p.warnings) core.warning(`ci-state: ${w}`);
  } else {
    core.info(`ci-state: attempt ${state.origin.runAttempt} starts fresh`);
  }
  publishOutputs(state, stateFile);
  core.setOutput(Outputs.Context, JSON.stringify(state.context));

  // Later steps: the CLI on PATH, the store, the scope and how to save.
  await installCli();
  core.exportVariable(Env.Dir, stateDir);
  if (settings.workflow) core.exportVariable(Env.Workflow, settings.workflow);
  if (settings.scope) core.exportVariable(Env.Job, env.scope.job);
  if (settings.matrix) core.exportVariable(Env.Matrix, settings.matrix);
  const saved: MainState = {
    stateDir,
    scopeKey: key,
    ...(await startSession(settings, session, stateDir, key)),
    comment: settings.comment,
    ...(settings.commentHeader ? { commentHeader: settings.commentHeader } : {}),
    restore: restoreInfo,
  };
  core.saveState(SavedState.Settings, JSON.stringify(saved));
}

/**
 * The job's session for later steps: the session file (CI_STATE_SESSION) and, where the storage
 * is reachable (GitHub's services from this step, or the bucket), the job's persistence process
 * (with `persist: job`, it saves only the ends of side effects). The runtime token is never
 * exported: only that process and ci-state's own steps hold it.
 */
async function startSession(
  settings: Settings,
  session: RunnerSession,
  stateDir: string,
  key: string,
): Promise<{ runner: RunnerSettings; sessionFile: string }> {
  const temp = process.env.RUNNER_TEMP || stateDir;
  await mkdir(temp, { recursive: true });
  const id = randomBytes(6).toString('hex');
  let integrityKeyFile: string | undefined;
  if (settings.integrityKey) {
    integrityKeyFile = join(temp, `ci-state-${id}.key`);
    await writeFile(integrityKeyFile, settings.integrityKey, { mode: 0o600 });
  }
  const runner = runnerSettingsOf(settings, integrityKeyFile);
  if (settings.s3) exportToSteps(settings.s3, integrityKeyFile);
  // Without the storage here there is nothing to save per phase (the post step says so).
  if (!session.savesHere) runner.persist = 'job';
  const file = { v: 1 as const, storeDir: stateDir, scopeKey: key, settings: runner };
  let persister;
  // Also with `persist: job`: the end of a side effect is saved at once (see RunnerSession.handOff).
  if (session.savesHere) {
    const { startPersister } = await import('../persist/persister.js');
    const started = await startPersister({
      // GitHub's clients need the runtime variables, which the process's environment leaves out.
      ...(settings.s3 ? {} : { runtime: runtimeVariables() }),
      cli: CLI_BUNDLE,
      session: file,
      sessionDir: temp,
      logFile: join(temp, `ci-state-${id}.log`),
      ...(settings.integrityKey ? { integrityKey: settings.integrityKey } : {}),
    });
    if (started.problem)
      core.warning(
        `ci-state: per-phase persistence is off for this job: the persistence process did not start (${started.problem}); the post step saves the state`,
      );
    persister = started.address;
    if (persister) core.debug(`ci-state: persistence process ${persister.pid} listens`);
  }
  const path = join(temp, `ci-state-${id}.session.json`);
  const content = { ...file, ...(persister ? { persister } : {}) };
  await writeSessionFile(path, content);
  core.exportVariable(SESSION_ENV, path);
  const opened = new RunnerSession(
    runner,
    { wiring: storageWiring, log: core.debug },
    { path, content },
  );
  const bucket = settings.s3 ? `kept in ${s3Url(settings.s3)} and ` : '';
  core.info(`ci-state: the state is ${bucket}${opened.describe()}`);
  return { runner, sessionFile: path };
}
