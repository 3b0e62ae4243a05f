/**
 * Names ci-state uses on GitHub's services. Pure.
 *
 * Cache keys are write-once and never reused: `ci-state/v1/<scope>/<runId>/<attempt>/<seq>-<nonce>`.
 * Every untrusted part (branch, workflow and job names, matrix values) only reaches a key through the
 * scope hash, so keys stay short (well under 512 characters) and never contain a comma.
 * Restore tries the same run's newest entry by prefix, then, only when cross-run reuse is on, the
 * newest entry of any run of the scope.
 *
 * Artifact names are unique per run: `ci-state-<scope16>-a<attempt>-s<seq>` (state bundles) and
 * `ci-state-history-<scope16>-a<attempt>` (history lines). Scope covers the job and matrix leg.
 */
export const KEY_PREFIX = 'ci-state/v1';

/** Where checkpoint content may go (the `checkpoint-storage` input). */
export const CHECKPOINT_STORAGES = ['cache', 'artifact', 'both'] as const;
export type CheckpointStorage = (typeof CHECKPOINT_STORAGES)[number];
export const ARTIFACT_PREFIX = 'ci-state-';
export const HISTORY_ARTIFACT_PREFIX = 'ci-state-history-';
/** The bundle's path, relative to GITHUB_WORKSPACE (part of the cache version: keep it constant). */
export const BUNDLE_PATH = '.ci-state-transfer/bundle.cis';
/** A blob pack's path (another cache version, so packs never match a state lookup). */
export const PACK_PATH = '.ci-state-transfer/blobs.cip';
export const PACK_ARTIFACT_PREFIX = 'ci-state-pack-';

/** Blob packs: one per save that had new checkpoint content; the state lists their keys. */
export function packCacheKey(
  scopeKey: string,
  runId: string,
  attempt: number,
  seq: number,
  nonce: string,
): string {
  return `${KEY_PREFIX}/${scopeKey}/packs/${runPart(runId)}-${attempt}-${seq}-${nonce}`;
}

export function packArtifactName(scopeKey: string, packSha: string): string {
  return `${PACK_ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-${packSha.slice(0, 24)}`;
}

const SAFE_RUN_ID = /^[0-9A-Za-z_-]{1,64}$/;

function runPart(runId: string): string {
  if (!SAFE_RUN_ID.test(runId)) throw new Error(`run id "${runId}" is not usable in a cache key`);
  return runId;
}

export function cacheKey(
  scopeKey: string,
  runId: string,
  attempt: number,
  seq: number,
  nonce: string,
): string {
  return `${KEY_PREFIX}/${scopeKey}/${runPart(runId)}/${attempt}/${seq}-${nonce}`;
}

/** Restore chain, most specific first: this run (newest attempt), then other runs when allowed. */
export function restoreKeys(scopeKey: string, runId: string, crossRun: boolean): string[] {
  const keys = [`${KEY_PREFIX}/${scopeKey}/${runPart(runId)}/`];
  if (crossRun) keys.push(`${KEY_PREFIX}/${scopeKey}/`);
  return keys;
}

export interface ParsedKey {
  scopeKey: string;
  runId: string;
  attempt: number;
  seq: number;
}

export function parseCacheKey(key: string): ParsedKey | undefined {
  const m = /^ci-state\/v1\/([0-9a-f]+)\/([0-9A-Za-z_-]+)\/(\d+)\/(\d+)-[0-9a-z]+$/.exec(key);
  if (!m) return undefined;
  return { scopeKey: m[1]!, runId: m[2]!, attempt: Number(m[3]), seq: Number(m[4]) };
}

export function stateArtifactName(scopeKey: string, attempt: number, seq: number): string {
  return `${ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-a${attempt}-s${seq}`;
}

export function historyArtifactName(scopeKey: string, attempt: number): string {
  return `${HISTORY_ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-a${attempt}`;
}

export function parseStateArtifactName(
  name: string,
): { scope16: string; attempt: number; seq: number } | undefined {
  const m = /^ci-state-([0-9a-f]{16})-a(\d+)-s(\d+)$/.exec(name);
  if (!m) return undefined;
  return { scope16: m[1]!, attempt: Number(m[2]), seq: Number(m[3]) };
}
