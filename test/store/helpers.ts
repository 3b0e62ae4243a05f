import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RunState, SCHEMA_VERSION, type RunStateInput, type Scope } from '../../src/core/schema.js';

export const SCOPE: Scope = {
  repo: 'octo/app',
  workflow: 'ci',
  job: 'build',
  matrix: '',
  ref: 'refs/heads/main',
};

/** A valid state, optionally for another job (scope) and with fields overridden. */
export function makeState(overrides: Partial<RunStateInput> = {}, job = SCOPE.job): RunState {
  const at = '2025-01-01T00:00:00.000Z';
  return RunState.parse({
    schemaVersion: SCHEMA_VERSION,
    id: `run-${job}`,
    scope: { ...SCOPE, job },
    origin: {
      repo: SCOPE.repo,
      workflow: SCOPE.workflow,
      job,
      runId: '1',
      runAttempt: 1,
      sha: 'abc',
      ref: SCOPE.ref,
      event: 'push',
      actor: 'octocat',
    },
    status: 'running',
    phases: {},
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });
}

/** A fresh temp directory, and a function that removes it. */
export async function tempDir(prefix = 'ci-state-store-'): Promise<{
  dir: string;
  remove: () => Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
