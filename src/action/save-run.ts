/**
 * The Action's post step (post-if: always()): finish the attempt, save the state (cache and
 * artifact), append the history line, and say in the job summary what happened — including, plainly,
 * when something was NOT saved.
 */
import * as core from './runner.js';
import { finishRun, type RunState } from '../core/index.js';
import { historyEntriesFor } from '../core/index.js';
import type { SaveReport } from '../github/persist.js';
import {
  persistContext,
  readRunnerConfig,
  servicesAvailable,
  type RunnerConfig,
} from '../github/runner-config.js';
import { appendHistory, LocalStore } from '../store/index.js';
import { parseCommentMode } from '../report/comment.js';
import { SavedState } from './constants.js';
import type { MainState } from './restore-run.js';

function closeAttempt(state: RunState, now: string): RunState {
  if (state.status === 'paused' || state.endedAt) return state;
  return finishRun(state, now);
}

export function persistenceLine(report: SaveReport | undefined, reason?: string): string {
  if (!report) return `NOT saved: ${reason ?? 'nothing was attempted'}`;
  if (report.saved) {
    const where = [
      report.cache.ok ? `cache key \`${report.cache.key}\`` : undefined,
      report.artifact.ok ? `artifact \`${report.artifact.name}\`` : undefined,
    ].filter(Boolean);
    const missing = [
      !report.cache.ok ? `cache NOT saved (${report.cache.reason})` : undefined,
      !report.artifact.ok && !report.artifact.skipped
        ? `artifact NOT saved (${report.artifact.reason})`
        : undefined,
    ].filter(Boolean);
    return `Saved to ${where.join(' and ')}${missing.length ? `; ${missing.join('; ')}` : ''}.`;
  }
  const reasons = [report.cache.reason, report.artifact.reason].filter(Boolean).join('; ');
  return `NOT saved: ${reasons || 'the services did not confirm the save'}`;
}

/** From the main step's saved state (post), or from what it exported (the save/ sub-action). */
async function locate(): Promise<
  Pick<MainState, 'stateDir' | 'scopeKey' | 'settings'> | undefined
> {
  const raw = core.getState(SavedState.Settings);
  if (raw) return JSON.parse(raw) as MainState;
  const dir = core.getInput('state-dir') || process.env.CI_STATE_DIR;
  if (!dir) return undefined;
  const key = await new LocalStore({ dir }).getCurrent();
  if (!key) return undefined;
  const config = readRunnerConfig() ?? { persist: 'job', crossRun: false, failOnError: false };
  return {
    stateDir: dir,
    scopeKey: key,
    settings: {
      resume: 'failed',
      persist: config.persist,
      crossRun: config.crossRun,
      failOnError: config.failOnError || /^true$/i.test(core.getInput('fail-on-error')),
      allowUntrustedEvents: false,
      allowUndeclaredPhases: false,
      stateDir: dir,
      comment: parseCommentMode(core.getInput('comment') || undefined, 'input comment'),
      ...(core.getInput('comment-header')
        ? { commentHeader: core.getInput('comment-header') }
        : {}),
      ...(config.retentionDays ? { retentionDays: config.retentionDays } : {}),
      checkpointStorage: config.checkpointStorage ?? 'cache',
    },
  };
}

export async function run(): Promise<void> {
  const main = await locate();
  if (!main) {
    core.info('ci-state: no run was started in this job; nothing to save');
    return;
  }
  const store = new LocalStore({ dir: main.stateDir, onWarning: (m: string) => core.warning(m) });
  const now = new Date().toISOString();
  let state = await store.update(main.scopeKey, (s) => (s ? closeAttempt(s, now) : s));
  if (!state) {
    core.warning('ci-state: NOT saved: the state of this job is missing from the store');
    return;
  }
  const config: RunnerConfig = {
    persist: main.settings.persist,
    crossRun: main.settings.crossRun,
    failOnError: main.settings.failOnError,
    ...(main.settings.retentionDays ? { retentionDays: main.settings.retentionDays } : {}),
    checkpointStorage: main.settings.checkpointStorage ?? 'cache',
  };
  const envConfig = process.env.CI_STATE_CONFIG;
  let integrityKeyFile: string | undefined;
  if (envConfig) {
    try {
      integrityKeyFile = (JSON.parse(envConfig) as RunnerConfig).integrityKeyFile;
    } catch {
      integrityKeyFile = undefined;
    }
  }

  let report: SaveReport | undefined;
  let notSavedReason: string | undefined;
  if (!servicesAvailable()) {
    notSavedReason = 'the Actions cache and artifact services are not available to this step';
  } else {
    const { saveStateAndContent } = await import('../github/packs.js');
    const ctx = persistContext(
      state,
      { ...config, ...(integrityKeyFile ? { integrityKeyFile } : {}) },
      { token: core.getInput('token') || undefined, log: (l) => core.debug(l) },
    );
    const saved = await saveStateAndContent(main.stateDir, state, ctx, (edit) =>
      store.update(main.scopeKey, (s) => (s ? { ...s, packs: edit(s.packs) } : s)),
    );
    if (saved.problem) core.warning(`ci-state: ${saved.problem}`);
    state = saved.state;
    report = saved.report;
  }
  const entries = historyEntriesFor(state);
  try {
    await appendHistory(main.stateDir, entries);
  } catch (e) {
    core.warning(`ci-state: history NOT recorded: ${(e as Error).message}`);
  }
  if (servicesAvailable()) {
    // One history artifact per attempt, found across runs by its name.
    const { writeHistoryArtifact } = await import('../history/record.js');
    const { historyArtifactName } = await import('../github/keys.js');
    const uploaded = await writeHistoryArtifact(entries, {
      name: historyArtifactName(main.scopeKey, state.origin.runAttempt),
      ...(main.settings.retentionDays ? { retentionDays: main.settings.retentionDays } : {}),
    });
    if (!uploaded.ok) core.warning(`ci-state: history NOT uploaded: ${uploaded.reason}`);
  }

  const line = persistenceLine(report, notSavedReason);
  const saved = report?.saved ?? false;
  const partial =
    !!report && (!report.cache.ok || (!report.artifact.ok && !report.artifact.skipped));
  if (saved && !partial) core.info(`ci-state: ${line}`);
  else core.warning(`ci-state: ${line}`);

  if (process.env.GITHUB_STEP_SUMMARY) {
    const { renderJobSummary, reportLinksFromEnv } = await import('../report/index.js');
    const branch = process.env.GITHUB_HEAD_REF || undefined;
    core.appendSummary(
      renderJobSummary(state, {
        persistence: line,
        links: reportLinksFromEnv(process.env),
        ...(branch ? { branch } : {}),
      }),
    );
  }
  const { jobKeyOf } = await import('../report/index.js');
  const { writeStickyComment } = await import('./reporting.js');
  await writeStickyComment({
    states: [state],
    mode: main.settings.comment ?? 'on-resume',
    ...(main.settings.commentHeader ? { header: main.settings.commentHeader } : {}),
    token: core.getInput('token') || undefined,
    persistence: { [jobKeyOf(state)]: line },
  });
  core.setOutput('saved', String(saved));
  core.setOutput('status', state.status);
  if (!saved && main.settings.failOnError) core.setFailed(`ci-state: ${line}`);
}
