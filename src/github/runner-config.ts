/**
 * What the Action's main step hands to later steps (the CLI in `run:` steps and the post step) so
 * that they save the same way: one JSON variable, CI_STATE_CONFIG, plus the runtime variables the
 * toolkit clients need, which the runner gives to actions but not to `run:` steps.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RunState } from '../core/index.js';
import { scopeKey } from '../core/index.js';
import type { PersistContext } from './persist.js';

/** Where checkpoint content may go (the `checkpoint-storage` input). */
export const CHECKPOINT_STORAGES = ['cache', 'artifact', 'both'] as const;
export type CheckpointStorage = (typeof CHECKPOINT_STORAGES)[number];

export const RunnerConfig = z.strictObject({
  persist: z.enum(['phase', 'job']),
  crossRun: z.boolean(),
  retentionDays: z.number().int().positive().optional(),
  /** Where checkpoint content goes; absent means the cache only. */
  checkpointStorage: z.enum(CHECKPOINT_STORAGES).optional(),
  failOnError: z.boolean(),
  /** A file (mode 600, in RUNNER_TEMP) holding the integrity key; never the key itself. */
  integrityKeyFile: z.string().optional(),
});
export type RunnerConfig = z.infer<typeof RunnerConfig>;

export function readRunnerConfig(env: NodeJS.ProcessEnv = process.env): RunnerConfig | undefined {
  const text = env.CI_STATE_CONFIG;
  if (!text) return undefined;
  try {
    return RunnerConfig.parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** True when this process can reach the Actions cache and artifact services. */
export function servicesAvailable(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true' && !!env.ACTIONS_RUNTIME_TOKEN && !!env.ACTIONS_RESULTS_URL;
}

export function persistContext(
  state: RunState,
  config: RunnerConfig,
  opts: { token?: string; log: (line: string) => void; integrityKey?: string },
  env: NodeJS.ProcessEnv = process.env,
): PersistContext {
  let integrityKey = opts.integrityKey;
  if (!integrityKey && config.integrityKeyFile) {
    try {
      integrityKey = readFileSync(config.integrityKeyFile, 'utf8').trim() || undefined;
    } catch {
      integrityKey = undefined;
    }
  }
  return {
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    scope: state.scope,
    scopeKey: scopeKey(state.scope),
    repository: env.GITHUB_REPOSITORY ?? state.origin.repo,
    runId: env.GITHUB_RUN_ID ?? state.origin.runId,
    attempt: Number(env.GITHUB_RUN_ATTEMPT ?? state.origin.runAttempt) || 1,
    token: opts.token ?? env.GITHUB_TOKEN,
    apiUrl: env.GITHUB_API_URL,
    retentionDays: config.retentionDays,
    checkpointStorage: config.checkpointStorage ?? 'cache',
    integrityKey,
    crossRun: config.crossRun,
    log: opts.log,
  };
}
