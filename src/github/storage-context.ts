/**
 * Where on GitHub a job's states and packs go (state-storage.ts, pack-storage.ts): its run, its
 * services, its settings.
 */
import type { TransferOptions } from '../transfer/progress.js';
import type { RetryOptions } from '../transfer/retry.js';
import type { CheckpointStorage } from './keys.js';

/** Where on GitHub a job's states go: its run, its services, its settings. */
export interface GithubContext {
  /** GITHUB_WORKSPACE: the cache's paths are relative to it. */
  workspace: string;
  scopeKey: string;
  /** owner/name */
  repository: string;
  runId: string;
  attempt: number;
  /** The REST token (the Action's `token` input), for artifacts of earlier attempts. */
  token?: string;
  apiUrl?: string;
  retentionDays?: number;
  /** A restore also looks at other runs' states. */
  crossRun: boolean;
  /**
   * Where checkpoint content (packs) goes: the Actions cache (the default, the fast path), an
   * artifact as well (`both`: survives cache eviction, at the cost of a second upload), or only an
   * artifact. The state itself always goes to the cache, and as an artifact when durable.
   */
  checkpointStorage: CheckpointStorage;
  /**
   * Packs larger than this (bytes) go to an artifact instead of the cache, so that large content
   * does not take the repository's shared cache budget (`cache-pack-limit`; none: no limit).
   */
  cachePackLimit?: number;
  retry?: Partial<RetryOptions>;
  /** Debug lines (what was tried). */
  log: (line: string) => void;
  /** Progress lines of large transfers (progress.ts); none when absent. */
  progress?: (line: string) => void;
}

/** The progress options of one transfer of `ctx` (nothing printed without a sink). */
export function transfer(ctx: GithubContext, label: string): TransferOptions {
  return ctx.progress ? { progress: ctx.progress, label } : {};
}

export function repoRef(repository: string) {
  const [owner = '', repo = ''] = repository.split('/');
  return { owner, repo };
}
