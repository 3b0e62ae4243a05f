/**
 * The fast path: one bundle file per save in the Actions cache, through `@actions/cache` (loaded
 * lazily so that a step with nothing to do never pays for it).
 *
 * The cache client archives paths relative to GITHUB_WORKSPACE and the cache `version` hashes the
 * raw path strings, so the bundle always lives at the same relative path (BUNDLE_PATH) and calls
 * run with the workspace as the current directory.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { BUNDLE_PATH } from './keys.js';
import {
  captureToolkitLog,
  RATE_LIMIT_WAIT_MS,
  statusFromMessage,
  type AttemptOutcome,
  type CapturedLog,
} from './retry.js';

async function inWorkspace<T>(workspace: string, fn: () => Promise<T>): Promise<T> {
  const before = process.cwd();
  process.chdir(workspace);
  try {
    return await fn();
  } finally {
    process.chdir(before);
  }
}

function describe(
  log: { errors: string[]; warnings: string[]; infos: string[] },
  fallback: string,
): string {
  const line =
    log.errors[0] ??
    log.warnings[0] ??
    log.infos.find((l) => /^Failed to (save|restore)/.test(l)) ??
    fallback;
  return line.replace(/^Failed to (save|restore): /, '').slice(0, 500);
}

/**
 * How long the cache service asked to wait. The client does not retry a 429; it logs the
 * retry-after as "... your rate limit will reset in N seconds" (a warning before the failure).
 */
function retryAfter(log: CapturedLog, reason: string): number | undefined {
  for (const line of [...log.warnings, ...log.errors, ...log.infos]) {
    const m = /rate limit will reset in (\d+) seconds/.exec(line);
    if (m) return Number(m[1]) * 1000;
  }
  return statusFromMessage(reason) === 429 || /rate limit/i.test(reason)
    ? RATE_LIMIT_WAIT_MS
    : undefined;
}

/**
 * Saves the file at `path` (relative to the workspace, already written) under `key`; succeeds only
 * when the entry is then found by lookup. The file is left in place.
 */
export async function saveFileToCache(
  workspace: string,
  key: string,
  path: string,
): Promise<AttemptOutcome<{ cacheId: number; key: string }>> {
  const cache = await import('@actions/cache');
  const { value: id, log } = await captureToolkitLog(() =>
    inWorkspace(workspace, () => cache.saveCache([path], key)),
  );
  if (typeof id !== 'number' || id <= 0) {
    const reason = describe(log, 'the cache service did not accept the entry');
    return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(log, reason) };
  }
  const { value: found, log: lookupLog } = await captureToolkitLog(() =>
    inWorkspace(workspace, () => cache.restoreCache([path], key, [], { lookupOnly: true })),
  );
  if (found !== key) {
    const why = describe(lookupLog, 'lookup missed');
    return {
      ok: false,
      reason: `cache: entry ${key} was not found right after saving (${why})`,
      retryAfterMs: retryAfter(lookupLog, why),
    };
  }
  return { ok: true, value: { cacheId: id, key } };
}

/**
 * Restores the newest entry matching `keys` to `path` (relative to the workspace); a service error
 * is a failure, not a miss. The caller reads the file and removes it.
 */
export async function restoreFileFromCache(
  workspace: string,
  keys: string[],
  path: string,
): Promise<AttemptOutcome<{ kind: 'hit'; key: string } | { kind: 'miss' }>> {
  const cache = await import('@actions/cache');
  await rm(join(workspace, path), { force: true });
  const { value: matched, log } = await captureToolkitLog(() =>
    inWorkspace(workspace, () => cache.restoreCache([path], keys[0]!, keys.slice(1))),
  );
  if (matched === undefined) {
    if (log.errors.length || log.warnings.length) {
      const reason = describe(log, 'restore failed');
      return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(log, reason) };
    }
    return { ok: true, value: { kind: 'miss' } };
  }
  return { ok: true, value: { kind: 'hit', key: matched } };
}

/** Saves one bundle under a new key (see saveFileToCache). */
export async function saveBundleToCache(
  workspace: string,
  key: string,
  bytes: Buffer,
): Promise<AttemptOutcome<{ cacheId: number; key: string }>> {
  const file = join(workspace, BUNDLE_PATH);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  try {
    return await saveFileToCache(workspace, key, BUNDLE_PATH);
  } finally {
    await rm(dirname(file), { recursive: true, force: true });
  }
}

export type CacheRestore = { kind: 'hit'; key: string; bytes: Buffer } | { kind: 'miss' };

/** Restores the newest bundle matching the keys; a service error is a failure, not a miss. */
export async function restoreBundleFromCache(
  workspace: string,
  keys: string[],
): Promise<AttemptOutcome<CacheRestore>> {
  const file = join(workspace, BUNDLE_PATH);
  try {
    const r = await restoreFileFromCache(workspace, keys, BUNDLE_PATH);
    if (!r.ok || r.value!.kind === 'miss') return r as AttemptOutcome<CacheRestore>;
    const key = (r.value as { key: string }).key;
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      return { ok: false, reason: `cache: entry ${key} restored but held no bundle` };
    }
    return { ok: true, value: { kind: 'hit', key, bytes } };
  } finally {
    await rm(dirname(file), { recursive: true, force: true });
  }
}
