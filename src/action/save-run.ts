/**
 * The Action's post step (post-if: always()): finish the attempt, save the state (the cache and
 * an artifact, or the bucket), append the history line, and say in the job summary what happened
 * — including, plainly, when something was NOT saved.
 */
import { keeperSaid, keepingDir, keepWaitMs, waitForKeeps } from '../store/keepers.js';
import { breakWorkflowCommands } from '../report/escape.js';
import { existsSync, readFileSync } from 'node:fs';
import * as core from './runner.js';
import { finishRun, type RunState } from '../core/index.js';
import { historyEntriesFor } from '../core/index.js';
import { servicesAvailable } from '../github/runner-env.js';
import type { SaveReport } from '../remote/port.js';
import {
  cacheBytesOf,
  describeSave,
  partlySaved,
  type PersisterStatus,
} from '../persist/session-file.js';
import { formatSize } from '../transfer/progress.js';
import { openRunnerSession, sessionFromEnv, type RunnerSession } from '../persist/session.js';
import { storageWiring } from '../persist/wiring/storage.js';
import { appendHistory, LocalStore } from '../store/index.js';
import type { CommentMode } from '../report/comment.js';
import { SavedState } from './constants.js';
import { parseMainState, restoreSentence } from './main-state.js';
import { readSaveSettings, readToken, type S3Settings } from './settings.js';

function closeAttempt(state: RunState, now: string): RunState {
  if (state.status === 'paused' || state.endedAt) return state;
  return finishRun(state, now);
}

/** How long the post step waits for the job's persistence process to finish its save. */
function drainTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const s = Number(env.CI_STATE_DRAIN_SECONDS);
  return Number.isFinite(s) && s > 0 ? s * 1000 : 60_000;
}

interface Located {
  stateDir: string;
  scopeKey: string;
  session: RunnerSession;
  comment: CommentMode;
  commentHeader?: string;
  /** What the main step's restore found worth saying in the summary. */
  restored: string;
}

/** From the main step's saved state (post), or from what it exported (the save/ sub-action). */
async function locate(): Promise<Located | undefined> {
  const token = readToken();
  const opts = {
    wiring: storageWiring,
    ...(token ? { token } : {}),
    log: (l: string) => core.debug(l),
    progress: (l: string) => core.info(`ci-state: ${l}`),
  };
  const main = parseMainState(core.getState(SavedState.Settings));
  if (main) {
    const env = main.sessionFile ? { ...process.env, CI_STATE_SESSION: main.sessionFile } : {};
    return {
      stateDir: main.stateDir,
      scopeKey: main.scopeKey,
      session:
        (main.sessionFile ? sessionFromEnv(env, opts) : undefined) ??
        openRunnerSession(main.runner, opts),
      comment: main.comment,
      ...(main.commentHeader ? { commentHeader: main.commentHeader } : {}),
      restored: restoreSentence(main.restore),
    };
  }
  const inputs = readSaveSettings();
  const dir = inputs.stateDir ?? process.env.CI_STATE_DIR;
  if (!dir) return undefined;
  const key = await new LocalStore({ dir }).getCurrent();
  if (!key) return undefined;
  const failOnError = inputs.failOnError;
  const fromEnv = sessionFromEnv(process.env, opts);
  const session =
    fromEnv && fromEnv.file?.content.scopeKey === key
      ? fromEnv
      : openRunnerSession(
          { persist: 'job', crossRun: false, failOnError, checkpointStorage: 'cache' },
          opts,
        );
  const header = inputs.commentHeader;
  return {
    stateDir: dir,
    scopeKey: key,
    session,
    comment: inputs.comment,
    ...(header ? { commentHeader: header } : {}),
    restored: '',
  };
}

/**
 * Appends the attempt's history lines to the store and puts them in the bucket (`storage: s3`) or
 * uploads them as the attempt's artifact.
 */
async function recordHistory(
  stateDir: string,
  scopeKey: string,
  state: RunState,
  session: RunnerSession,
  s3: S3Settings | undefined,
): Promise<void> {
  const entries = historyEntriesFor(state);
  try {
    await appendHistory(stateDir, entries);
  } catch (e) {
    core.warning(`ci-state: history NOT recorded: ${(e as Error).message}`);
  }
  if (s3) {
    // Where the history/ sub-action reads it with storage: s3; no artifact.
    const { putBucketHistory } = await import('./s3-history.js');
    await putBucketHistory(s3, scopeKey, state, entries);
    return;
  }
  if (!servicesAvailable()) return;
  // One history artifact per attempt, found across runs by its name.
  const { writeHistoryArtifact } = await import('../history/record.js');
  const { historyArtifactName } = await import('../github/keys.js');
  const uploaded = await writeHistoryArtifact(entries, {
    name: historyArtifactName(scopeKey, state.origin.runAttempt),
    ...(session.settings.retentionDays ? { retentionDays: session.settings.retentionDays } : {}),
  });
  if (!uploaded.ok) core.warning(`ci-state: history NOT uploaded: ${uploaded.reason}`);
}

/** The persistence process's log, in this step's log (its debug lines as debug lines). */
function showLog(file: string | undefined): void {
  if (!file) return;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return;
  }
  const lines = text.split('\n').filter(Boolean);
  for (const l of lines.slice(-500)) {
    if (/^\S+ debug: /.test(l)) core.debug(`ci-state: background: ${l}`);
    else core.info(`ci-state: background: ${l}`);
  }
}

/**
 * Phases' outputs still being kept in the background (src/cli/keeper.ts): waited for, so that the
 * final save records their checkpoints; what the keepers said is shown. A keeper that does not end
 * in time leaves its phase "not kept" (it runs again on a re-run).
 */
async function waitForKeepers(stateDir: string): Promise<void> {
  if (!existsSync(keepingDir(stateDir))) return;
  const w = await waitForKeeps(stateDir, {
    timeoutMs: keepWaitMs(),
    onLog: (l) => core.info(breakWorkflowCommands(`ci-state: ${keeperSaid(l)}`)),
  });
  if (w.left.length)
    core.warning(
      `ci-state: ${w.left.length} keeper(s) of phase outputs did not finish in time (CI_STATE_KEEP_WAIT_SECONDS): their phases run again on a re-run`,
    );
}

/** What the job's persistence process did, in one line (empty when there was none). */
function backgroundLine(status: PersisterStatus | undefined, problem: string | undefined): string {
  if (problem) return `Per-phase saves: ${problem}.`;
  if (!status || status.requests === 0) return '';
  const parts = [`${status.saves} verified`];
  if (status.last) parts[0] += `, the last after phase \`${status.last.afterPhase ?? '(none)'}\``;
  if (status.failed) parts.push(`${status.failed} NOT saved`);
  if (status.coalesced) parts.push(`${status.coalesced} skipped for a newer state`);
  return `Per-phase saves in the background: ${parts.join(', ')}.`;
}

export async function run(): Promise<void> {
  const main = await locate();
  if (!main) {
    core.info('ci-state: no run was started in this job; nothing to save');
    return;
  }
  const session = main.session;
  const store = new LocalStore({ dir: main.stateDir, onWarning: (m: string) => core.warning(m) });
  await waitForKeepers(main.stateDir);
  const now = new Date().toISOString();
  let state = await store.update(main.scopeKey, (s) => (s ? closeAttempt(s, now) : s));
  // The attempt's history lines (the same whatever the save lists) go while the state is saved.
  const history = state
    ? recordHistory(main.stateDir, main.scopeKey, state, session, session.settings.s3)
    : undefined;
  // The job's persistence process: its save in flight finishes, then the final save is ours
  // (after it, so that the newest save is the final one).
  const drained = await session.drain(drainTimeoutMs());
  if (drained.status) {
    const s = drained.status;
    core.info(
      `ci-state: the job's persistence process made ${s.saves + s.failed} save(s): ${s.saves} verified${s.failed ? `, ${s.failed} NOT saved` : ''}${s.last ? `; the last verified after phase ${s.last.afterPhase ?? '(none)'}` : ''}`,
    );
    if (s.refused)
      core.warning(
        `ci-state: the job's persistence process refused ${s.refused} request(s) that were not ci-state's own`,
      );
  }
  if (drained.problem) core.warning(`ci-state: ${drained.problem}`);
  showLog(session.file?.content.persister?.log);
  if (!state) {
    core.warning('ci-state: NOT saved: the state of this job is missing from the store');
    return;
  }
  // Saves of the process may have listed packs meanwhile: the state as it is now.
  state = (await store.read(main.scopeKey)) ?? state;
  let report: SaveReport | undefined;
  let notSavedReason: string | undefined;
  let cacheBytes = drained.status?.cacheBytes ?? 0;
  if (!session.savesHere) {
    notSavedReason = 'the Actions cache and artifact services are not available to this step';
  } else {
    const saved = await session.save(main.stateDir, state, (edit) =>
      store.update(main.scopeKey, (s) => (s ? { ...s, packs: edit(s.packs) } : s)),
    );
    if (saved.problem) core.warning(`ci-state: ${saved.problem}`);
    state = saved.state;
    report = saved.report;
    cacheBytes += cacheBytesOf(saved);
  }
  await history;

  const line = describeSave(report, notSavedReason);
  // Its share of the repository's cache budget (GitHub: 10 GB shared with the user's caches).
  const share =
    cacheBytes > 0 && !session.settings.s3
      ? `ci-state's cache entries of this job: ${formatSize(cacheBytes)} of the repository's cache.`
      : '';
  const said = [line, main.restored, backgroundLine(drained.status, drained.problem), share]
    .filter(Boolean)
    .join(' ');
  const saved = report?.saved ?? false;
  const partial = !!report && partlySaved(report);
  if (saved && !partial) core.info(`ci-state: ${line}`);
  else core.warning(`ci-state: ${line}`);

  const { commentTarget, writeStickyComment } = await import('./reporting.js');
  const target = await commentTarget();
  if (process.env.GITHUB_STEP_SUMMARY) {
    const { renderJobSummary, reportLinksFromEnv } = await import('../report/index.js');
    const branch = process.env.GITHUB_HEAD_REF || undefined;
    core.appendSummary(
      renderJobSummary(state, {
        persistence: said,
        links: reportLinksFromEnv(process.env),
        ...(branch ? { branch } : {}),
        ...(target ? { pullRequest: { number: target.issueNumber, title: target.title } } : {}),
      }),
    );
  }
  const { jobKeyOf } = await import('../report/index.js');
  await writeStickyComment({
    states: [state],
    mode: main.comment,
    ...(main.commentHeader ? { header: main.commentHeader } : {}),
    token: readToken(),
    persistence: { [jobKeyOf(state)]: said },
    target,
  });
  core.setOutput('saved', String(saved));
  core.setOutput('status', state.status);
  if (!saved && session.settings.failOnError) core.setFailed(`ci-state: ${line}`);
}
