/** Shared setup of the Action's end-to-end tests: the emulator, runs wired to it, phase steps. */
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll } from 'vitest';
import { join, resolve } from 'node:path';
import { startEmulator, type Emulator } from '../emulator/index.js';
import { WorkflowRun, type EventName, type Job, type JobResult } from '../harness/index.js';

/** The Action under test (action.yml and dist/); CI_STATE_TEST_ACTION points at another build. */
export const ACTION = process.env.CI_STATE_TEST_ACTION ?? resolve(import.meta.dirname, '../..');
export const RESTORE_ACTION = join(ACTION, 'restore');
export const SAVE_ACTION = join(ACTION, 'save');

let nextRunId = 5000;

export async function emulator(): Promise<Emulator> {
  return startEmulator({ seed: 7 });
}

export interface RunSetup {
  /** `owner/name`, default octo/app (the emulator creates a repository on first use). */
  repo?: string;
  event?: EventName;
  workflow?: string;
  ref?: string;
  readOnly?: boolean;
  runId?: number;
  /** For pull_request events: the PR number (its ref is refs/pull/<n>/merge). */
  pullRequest?: number;
  /** More of the runner's variables (e.g. ACTIONS_CACHE_MODE). */
  runnerEnv?: Record<string, string>;
}

export function newRun(emu: Emulator, o: RunSetup = {}): WorkflowRun {
  const runId = o.runId ?? nextRunId++;
  return new WorkflowRun({
    repo: o.repo ?? 'octo/app',
    runId,
    workflow: o.workflow ?? 'ci',
    event: o.event ?? 'push',
    ...(o.ref ? { ref: o.ref } : {}),
    ...(o.pullRequest !== undefined ? { pullRequest: o.pullRequest } : {}),
    env: (ctx) => ({
      ...emu.runtimeEnv({
        repo: ctx.repo,
        runId: ctx.runId,
        attempt: ctx.attempt,
        job: ctx.job,
        ref: ctx.ref,
        sha: ctx.sha,
        event: ctx.event,
        jobBackendId: ctx.jobBackendId,
        ...(o.readOnly ? { readOnly: true } : {}),
      }),
      ...o.runnerEnv,
    }),
  });
}

/** A file outside every job where phase commands record that they ran. */
export function markerFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ci-state-e2e-'));
  markerDirs.push(dir);
  return join(dir, 'ran.txt');
}

const markerDirs: string[] = [];
// Removed when the test file that imports these helpers is done.
afterAll(() => {
  for (const d of markerDirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

export function ranPhases(marker: string): string[] {
  return existsSync(marker) ? readFileSync(marker, 'utf8').trim().split('\n').filter(Boolean) : [];
}

/**
 * A phase step: records "<phase>@<attempt>" in the marker file and fails when `failOn(attempt)`.
 */
export function phaseStep(
  job: Job,
  phase: string,
  marker: string,
  opts: { failOnAttempt?: number[]; extra?: string; id?: string; if?: string } = {},
) {
  const fail = (opts.failOnAttempt ?? [])
    .map((a) => `[ "$GITHUB_RUN_ATTEMPT" != ${a} ]`)
    .join(' && ');
  const body = `echo "${phase}@$GITHUB_RUN_ATTEMPT" >> '${marker}'${opts.extra ? `; ${opts.extra}` : ''}${fail ? `; ${fail}` : ''}`;
  return job.run(`ci-state run ${phase} ${''}-- sh -c '${body.replace(/'/g, `'\\''`)}'`, {
    ...(opts.id ? { id: opts.id } : {}),
    ...(opts.if ? { if: opts.if } : {}),
  });
}

export function finalState(
  result: JobResult,
  stepId = 'state',
): Record<string, unknown> | undefined {
  const path = result.outputs(stepId)['state-path'];
  if (!path || !existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Annotations written by ci-state (its own steps, and `ci-state` lines in run steps). */
function ours(result: JobResult, level: 'warning' | 'error'): string[] {
  return result.annotations
    .filter((a) => a.level === level)
    .filter((a) => a.kind !== 'run' || a.message.startsWith('ci-state'))
    .map((a) => a.message);
}

export function warnings(result: JobResult): string[] {
  return ours(result, 'warning');
}

export function errors(result: JobResult): string[] {
  return ours(result, 'error');
}
