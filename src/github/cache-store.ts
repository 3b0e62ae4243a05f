/**
 * The fast path: one file per save (a state bundle, a checkpoint pack) in the Actions cache.
 *
 * Where the runner offers the v2 cache service, the file goes to it as it is (cache-service.ts).
 * Otherwise (GHES, the v1 service) it goes through `@actions/cache` (loaded lazily so that a step
 * with nothing to do never pays for it), and so do restores of entries an earlier version of
 * ci-state saved that way. That client archives paths relative to GITHUB_WORKSPACE and its cache
 * `version` hashes the raw path strings, so each kind of file always lives at the same relative
 * path (BUNDLE_PATH, PACK_PATH) and calls run with the workspace as the current directory.
 */
import { mkdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  downloadDirect,
  findDirect,
  findToolkitEntry,
  keyRank,
  type DirectEntry,
} from './cache-restore.js';
import { saveFileDirect } from './cache-service.js';
import { cacheServiceFromEnv } from './cache-twirp.js';
import { BUNDLE_PATH } from './keys.js';
import { fromToolkitLines, startProgress, type TransferOptions } from '../transfer/progress.js';
import {
  captureToolkitLog,
  RATE_LIMIT_WAIT_MS,
  statusFromMessage,
  type AttemptOutcome,
  type CapturedLog,
} from '../transfer/retry.js';

let workspaceTurn: Promise<unknown> = Promise.resolve();

/**
 * Runs a toolkit call with the workspace as the current directory. One at a time: the directory
 * is the process's, and a call finishing would change it back under another still running.
 */
function inWorkspace<T>(workspace: string, fn: () => Promise<T>): Promise<T> {
  const run = async (): Promise<T> => {
    const before = process.cwd();
    process.chdir(workspace);
    try {
      return await fn();
    } finally {
      process.chdir(before);
    }
  };
  const turn = workspaceTurn.then(run, run);
  workspaceTurn = turn.catch(() => undefined);
  return turn;
}

/**
 * Removes a transfer file, and its folder once no other transfer file is in it (a pack and a
 * bundle can be on their way at once).
 */
async function removeTransferFile(file: string): Promise<void> {
  await rm(file, { force: true });
  await rmdir(dirname(file)).catch(() => undefined);
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
 * when the entry is then found by lookup. The file is left in place. With `options.progress`,
 * reports the upload's progress: the bytes of the file (direct path), or of the toolkit's archive
 * as the toolkit counts them (its Azure SDK upload; the v1 service's upload reports nothing, so
 * only the final line comes, with the file's size).
 */
export async function saveFileToCache(
  workspace: string,
  key: string,
  path: string,
  options: TransferOptions = {},
): Promise<AttemptOutcome<{ key: string }>> {
  const svc = cacheServiceFromEnv();
  if (svc) return saveFileDirect(svc, key, join(workspace, path), options);
  const cache = await import('@actions/cache');
  const progress = startProgress({
    label: options.label ?? `cache upload ${key}`,
    sink: options.progress,
    intervalMs: options.intervalMs,
    minBytes: options.minBytes,
  });
  let saved: { value: number; log: CapturedLog };
  try {
    saved = await captureToolkitLog(
      () => inWorkspace(workspace, () => cache.saveCache([path], key)),
      options.progress ? fromToolkitLines(progress) : undefined,
    );
    if (options.progress && typeof saved.value === 'number' && saved.value > 0) {
      // The archive's size, as the toolkit sent it; else the file's.
      const sent = saved.log.infos.flatMap((l) => /^Sent (\d+) of \d+ \(/.exec(l)?.[1] ?? []).pop();
      progress.done(
        sent !== undefined
          ? Number(sent)
          : await stat(join(workspace, path)).then(
              (s) => s.size,
              () => undefined,
            ),
      );
    }
  } finally {
    progress.fail(); // after done(), nothing
  }
  const { value: id, log } = saved;
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
  return { ok: true, value: { key } };
}

/**
 * Restores the newest entry matching `keys` to `path` (relative to the workspace); a service error
 * is a failure, not a miss. The caller reads the file and removes it. With `options.progress`,
 * reports the download's progress: the entry's bytes (direct path), or the toolkit's archive as
 * the toolkit counts them (its Azure SDK download; its plain HTTP download, used for blob hosts
 * other than Azure's, reports nothing until the archive is down).
 */
export async function restoreFileFromCache(
  workspace: string,
  keys: string[],
  path: string,
  options: TransferOptions = {},
): Promise<AttemptOutcome<{ kind: 'hit'; key: string } | { kind: 'miss' }>> {
  const file = join(workspace, path);
  await rm(file, { force: true });
  const svc = cacheServiceFromEnv();
  let ours: DirectEntry | undefined;
  if (svc) {
    // Ours, and at the same time entries an earlier version saved through the toolkit's archive:
    // the most specific key wins; on the same key, ours (the format this version writes).
    const [found, old] = await Promise.all([
      findDirect(svc, keys),
      findToolkitEntry(svc, keys, path),
    ]);
    if (!found.ok) return { ...found, value: undefined };
    ours = found.value;
    const mine = keyRank(keys, ours?.key);
    // Unknown whether an older entry is more specific than ours: a failure, to be retried.
    if (!old.ok && mine > 0) return { ...old, value: undefined };
    const theirs = old.ok ? keyRank(keys, old.value) : keys.length;
    if (theirs >= mine) {
      if (!ours) return { ok: true, value: { kind: 'miss' } };
      return downloadTo(ours, file, options);
    }
    keys = keys.slice(0, theirs + 1);
  }
  const cache = await import('@actions/cache');
  const progress = startProgress({
    label: options.label ?? `cache download ${keys[0]}`,
    sink: options.progress,
    intervalMs: options.intervalMs,
    minBytes: options.minBytes,
  });
  const { value: matched, log } = await captureToolkitLog(
    () => inWorkspace(workspace, () => cache.restoreCache([path], keys[0]!, keys.slice(1))),
    options.progress ? fromToolkitLines(progress) : undefined,
  ).catch((e: unknown) => {
    progress.fail();
    throw e;
  });
  if (matched === undefined) {
    progress.fail();
    if (log.errors.length || log.warnings.length) {
      const reason = describe(log, 'restore failed');
      return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(log, reason) };
    }
    // One of gzip the client cannot read here, say: ours, if there is one, after all.
    return ours ? downloadTo(ours, file, options) : { ok: true, value: { kind: 'miss' } };
  }
  progress.done();
  return { ok: true, value: { kind: 'hit', key: matched } };
}

async function downloadTo(
  entry: DirectEntry,
  file: string,
  options: TransferOptions = {},
): Promise<AttemptOutcome<{ kind: 'hit'; key: string }>> {
  await mkdir(dirname(file), { recursive: true });
  const got = await downloadDirect(entry, file, options);
  if (!got.ok) return { ...got, value: undefined };
  return { ok: true, value: { kind: 'hit', key: entry.key } };
}

/** Saves one bundle under a new key (see saveFileToCache). */
export async function saveBundleToCache(
  workspace: string,
  key: string,
  bytes: Buffer,
  options: TransferOptions = {},
): Promise<AttemptOutcome<{ key: string }>> {
  const file = join(workspace, BUNDLE_PATH);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  try {
    return await saveFileToCache(workspace, key, BUNDLE_PATH, options);
  } finally {
    await removeTransferFile(file);
  }
}

export type CacheRestore = { kind: 'hit'; key: string; bytes: Buffer } | { kind: 'miss' };

/** Restores the newest bundle matching the keys; a service error is a failure, not a miss. */
export async function restoreBundleFromCache(
  workspace: string,
  keys: string[],
  options: TransferOptions = {},
): Promise<AttemptOutcome<CacheRestore>> {
  const file = join(workspace, BUNDLE_PATH);
  try {
    const r = await restoreFileFromCache(workspace, keys, BUNDLE_PATH, options);
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
