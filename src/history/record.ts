/**
 * Recording: the post step's history artifact, one file `history.jsonl` (the run entry and one
 * entry per phase, as the local store appends them), named so that the REST source finds it by
 * its prefix (docs/history.md, "Recording").
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HistoryEntry } from '../core/schema.js';
import { historyJsonl } from '../core/history-jsonl.js';
import {
  artifactServiceFromEnv,
  DIRECT_MAX_BYTES,
  uploadArtifactDirect,
} from '../github/artifact-direct.js';
import {
  captureToolkitLog,
  statusFromMessage,
  withRetry,
  type AttemptOutcome,
} from '../transfer/retry.js';

export const HISTORY_ARTIFACT_FILE = 'history.jsonl';

/** The entries as JSONL; throws (naming the entry) if one is not a valid history entry. */
export const historyLines = historyJsonl;

export interface WriteHistoryArtifactOptions {
  /** Artifact name, normally `historyArtifactName(scopeKey, attempt)`. */
  name: string;
  /** Days GitHub keeps it (1–90, or the repository's maximum); default: the repository's. */
  retentionDays?: number;
}

/** Tries of a direct upload: about what the toolkit's own retries of its calls take at most. */
const DIRECT_RETRY = { deadlineMs: 60_000 };

/**
 * Uploads the entries as the artifact `options.name` (`historyArtifactName(scopeKey, attempt)`).
 * Straight to the artifact service where the runtime variables are there (a zip as the toolkit
 * writes it: artifact-direct.ts; retried here, as the toolkit retries its calls), else through
 * `@actions/artifact`, imported only then. Never throws: a failure comes back as
 * `{ ok: false, reason }` for the step to report ("history NOT uploaded: …").
 */
export async function writeHistoryArtifact(
  entries: readonly HistoryEntry[],
  options: WriteHistoryArtifactOptions,
): Promise<AttemptOutcome<{ id: number; size: number }>> {
  let text: string;
  try {
    text = historyLines(entries);
  } catch (e) {
    return { ok: false, reason: `history: ${(e as Error).message}`, final: true };
  }
  if (!text) return { ok: false, reason: 'history: no entries to upload', final: true };
  const bytes = Buffer.from(text);
  const svc = bytes.length <= DIRECT_MAX_BYTES ? artifactServiceFromEnv() : undefined;
  if (svc) {
    const up = await withRetry(
      () =>
        uploadArtifactDirect(svc, options.name, {
          fileName: HISTORY_ARTIFACT_FILE,
          bytes,
          compressionLevel: 6,
          retentionDays: options.retentionDays,
          what: 'history',
        }),
      DIRECT_RETRY,
    );
    if (!up.ok) return { ok: false, reason: up.reasons.at(-1) ?? 'history: upload failed' };
    return { ok: true, value: { id: up.value!.id, size: up.value!.size } };
  }
  const dir = await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'ci-state-history-'));
  try {
    const file = join(dir, HISTORY_ARTIFACT_FILE);
    await writeFile(file, text);
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const client = new DefaultArtifactClient();
    const { value } = await captureToolkitLog(() =>
      client.uploadArtifact(options.name, [file], dir, {
        ...(options.retentionDays ? { retentionDays: options.retentionDays } : {}),
        compressionLevel: 6,
      }),
    );
    if (!value.id)
      return { ok: false, reason: `history: upload of ${options.name} returned no id` };
    return { ok: true, value: { id: value.id, size: value.size ?? Buffer.byteLength(text) } };
  } catch (e) {
    const message = ((e as Error)?.message ?? String(e)).split('\n')[0]!.slice(0, 500);
    const status = statusFromMessage(message) ?? (e as { status?: number }).status;
    const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
    return { ok: false, reason: `history: upload of ${options.name} failed: ${message}`, final };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
