/**
 * The durable path: bundles as artifacts of the run. Uploads of up to DIRECT_MAX_BYTES, and the
 * listing and deleting of this attempt's bundles, talk to the artifact service directly
 * (artifact-direct.ts) where the runtime variables are there; larger uploads, and every download,
 * go through `@actions/artifact` (lazily loaded).
 *
 * The artifact client's internal API only sees the current attempt's artifacts, so finding an
 * earlier attempt's bundle goes through the REST API (list the run's artifacts, download with
 * `findBy`), which sees every attempt.
 */
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import {
  artifactServiceFromEnv,
  deleteArtifactDirect,
  DIRECT_MAX_BYTES,
  listArtifactsDirect,
  uploadArtifactDirect,
} from './artifact-direct.js';
import { parseStateArtifactName } from './keys.js';
import type { RestClient } from './octokit.js';
import {
  bytesUnder,
  fromToolkitLines,
  startProgress,
  type Progress,
  type TransferOptions,
} from '../transfer/progress.js';
import {
  captureToolkitLog,
  RATE_LIMIT_WAIT_MS,
  statusFromMessage,
  type AttemptOutcome,
} from '../transfer/retry.js';

const FILE = 'bundle.cis';

export interface RepoRef {
  owner: string;
  repo: string;
}

function tempRoot(): string {
  return process.env.RUNNER_TEMP || tmpdir();
}

function failure(e: unknown, what: string): AttemptOutcome<never> {
  const message = ((e as Error)?.message ?? String(e)).split('\n')[0]!.slice(0, 500);
  const status = statusFromMessage(message) ?? (e as { status?: number }).status;
  const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
  // The client does not retry a 429 and does not pass its retry-after on: wait as GitHub advises.
  const retryAfterMs = status === 429 ? RATE_LIMIT_WAIT_MS : undefined;
  return { ok: false, reason: `artifact: ${what}: ${message}`, final, retryAfterMs };
}

/** A reporter for one transfer (nothing without `options.progress`). */
function reporter(options: TransferOptions, label: string, total?: number, dir?: string): Progress {
  return startProgress({
    label: options.label ?? label,
    sink: options.progress,
    total,
    intervalMs: options.intervalMs,
    minBytes: options.minBytes,
    // The client reports nothing while it downloads: what it has written so far.
    ...(dir ? { poll: () => bytesUnder(dir) } : {}),
  });
}

/**
 * Uploads a bundle as the artifact `name` (a zip holding `bundle.cis`, deflated). With
 * `options.progress`, reports the bytes of the zip sent (as the connection takes them, or as the
 * client counts them: a block at a time; the zip's size is not known in advance).
 */
export async function uploadBundleArtifact(
  name: string,
  bytes: Buffer,
  retentionDays?: number,
  options: TransferOptions = {},
): Promise<AttemptOutcome<{ id: number; size: number }>> {
  const svc = bytes.length <= DIRECT_MAX_BYTES ? artifactServiceFromEnv() : undefined;
  if (svc) {
    const progress = reporter(options, `artifact upload ${name}`);
    try {
      const up = await uploadArtifactDirect(svc, name, {
        fileName: FILE,
        bytes,
        compressionLevel: 6,
        retentionDays,
        progress,
      });
      if (!up.ok) return { ...up, value: undefined };
      progress.done(up.value!.size);
      return { ok: true, value: { id: up.value!.id, size: up.value!.size } };
    } finally {
      progress.fail(); // after done(), nothing
    }
  }
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const dir = await mkdtemp(join(tempRoot(), 'ci-state-up-'));
  const progress = reporter(options, `artifact upload ${name}`);
  try {
    await writeFile(join(dir, FILE), bytes);
    const client = new DefaultArtifactClient();
    const { value } = await captureToolkitLog(
      () =>
        client.uploadArtifact(name, [join(dir, FILE)], dir, {
          ...(retentionDays ? { retentionDays } : {}),
          compressionLevel: 6,
        }),
      options.progress ? fromToolkitLines(progress) : undefined,
    );
    if (!value.id) return { ok: false, reason: `artifact: upload of ${name} returned no id` };
    progress.done(value.size ?? bytes.length);
    return { ok: true, value: { id: value.id, size: value.size ?? bytes.length } };
  } catch (e) {
    return failure(e, `upload of ${name} failed`);
  } finally {
    progress.fail(); // after done(), nothing
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The names of this attempt's bundles of the scope older than `keepSeq` (none when the listing
 * fails). Listed while the new bundle uploads; deleted (`deleteBundles`) only once it is saved.
 */
export async function olderBundles(
  scope16: string,
  attempt: number,
  keepSeq: number,
): Promise<string[]> {
  try {
    const svc = artifactServiceFromEnv();
    let names: string[];
    if (svc) {
      const listed = await listArtifactsDirect(svc);
      if (!listed.ok) return [];
      names = listed.value!.map((a) => a.name);
    } else {
      const { DefaultArtifactClient } = await import('@actions/artifact');
      const { value } = await captureToolkitLog(() => new DefaultArtifactClient().listArtifacts());
      names = value.artifacts.map((a) => a.name);
    }
    return names.filter((name) => {
      const p = parseStateArtifactName(name);
      return p && p.scope16 === scope16 && p.attempt === attempt && p.seq < keepSeq;
    });
  } catch {
    return []; // pruning is housekeeping: a failure leaves an extra artifact, never a lost state
  }
}

/** Deletes artifacts of this attempt by name (best effort). */
export async function deleteBundles(names: string[]): Promise<void> {
  if (names.length === 0) return;
  const svc = artifactServiceFromEnv();
  if (svc) {
    // As below: a failure leaves an extra artifact, never a lost state.
    for (const name of names) await deleteArtifactDirect(svc, name);
    return;
  }
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  for (const name of names) {
    // As above: a failure leaves an extra artifact, never a lost state.
    await captureToolkitLog(() => client.deleteArtifact(name)).catch(() => undefined);
  }
}

export interface FoundArtifact {
  id: number;
  name: string;
  attempt: number;
  seq: number;
  size: number;
}

/** Lists the run's state bundles of this scope from attempts before `beforeAttempt`, newest first. */
export async function findEarlierBundles(
  rest: RestClient,
  repo: RepoRef,
  runId: number,
  scope16: string,
  beforeAttempt: number,
): Promise<AttemptOutcome<FoundArtifact[]>> {
  try {
    const all = await rest.paginate(rest.rest.actions.listWorkflowRunArtifacts, {
      ...repo,
      run_id: runId,
      per_page: 100,
    });
    const found: FoundArtifact[] = [];
    for (const a of all) {
      const p = parseStateArtifactName(a.name);
      if (!p || p.scope16 !== scope16 || p.attempt >= beforeAttempt || a.expired) continue;
      found.push({ id: a.id, name: a.name, attempt: p.attempt, seq: p.seq, size: a.size_in_bytes });
    }
    found.sort((a, b) => b.attempt - a.attempt || b.seq - a.seq);
    return { ok: true, value: found };
  } catch (e) {
    return failure(e, 'listing the run artifacts failed');
  }
}

/**
 * Downloads the bundle of artifact `id`. With `options.progress`, reports the bytes unzipped so
 * far (the client reports nothing; the zip's size is not asked for).
 */
export async function downloadBundleArtifact(
  id: number,
  findBy: { token: string; workflowRunId: number; repositoryOwner: string; repositoryName: string },
  maxBytes: number,
  options: TransferOptions = {},
): Promise<AttemptOutcome<Buffer>> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const dir = await mkdtemp(join(tempRoot(), 'ci-state-down-'));
  const progress = reporter(options, `artifact download ${id}`, undefined, dir);
  try {
    const client = new DefaultArtifactClient();
    const { value } = await captureToolkitLog(() =>
      client.downloadArtifact(id, { path: dir, findBy }),
    );
    if (value.digestMismatch)
      return { ok: false, reason: `artifact ${id}: download digest mismatch` };
    const names = await readdir(dir);
    if (!names.includes(FILE))
      return { ok: false, reason: `artifact ${id} holds no bundle`, final: true };
    const bytes = await readFile(join(dir, FILE));
    if (bytes.length > maxBytes)
      return { ok: false, reason: `artifact ${id} is over the size cap`, final: true };
    progress.done(bytes.length);
    return { ok: true, value: bytes };
  } catch (e) {
    return failure(e, `download of ${id} failed`);
  } finally {
    progress.fail(); // after done(), nothing
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Uploads one file as an artifact (e.g. a blob pack); the file keeps its name inside, stored as
 * it is. With `options.progress`, reports the bytes sent (as the connection takes them, or, for a
 * file over DIRECT_MAX_BYTES, as the client counts them: a block of 8 MiB at a time), of the
 * file's size (the zip has a few headers more).
 */
export async function uploadFileArtifact(
  name: string,
  file: string,
  retentionDays?: number,
  options: TransferOptions = {},
): Promise<AttemptOutcome<{ id: number; size: number }>> {
  const size = await stat(file).then(
    (s) => s.size,
    () => undefined,
  );
  const svc = size !== undefined && size <= DIRECT_MAX_BYTES ? artifactServiceFromEnv() : undefined;
  const progress = reporter(options, `artifact upload ${name}`, size);
  if (svc) {
    try {
      const up = await uploadArtifactDirect(svc, name, {
        fileName: basename(file),
        file,
        compressionLevel: 0,
        retentionDays,
        progress,
      });
      if (!up.ok) return { ...up, value: undefined };
      progress.done(up.value!.size);
      return { ok: true, value: { id: up.value!.id, size: up.value!.size } };
    } finally {
      progress.fail(); // after done(), nothing
    }
  }
  const { DefaultArtifactClient } = await import('@actions/artifact');
  try {
    const client = new DefaultArtifactClient();
    const { value } = await captureToolkitLog(
      () =>
        client.uploadArtifact(name, [file], dirname(file), {
          ...(retentionDays ? { retentionDays } : {}),
          compressionLevel: 0,
        }),
      options.progress ? fromToolkitLines(progress) : undefined,
    );
    if (!value.id) return { ok: false, reason: `artifact: upload of ${name} returned no id` };
    progress.done(value.size);
    return { ok: true, value: { id: value.id, size: value.size ?? 0 } };
  } catch (e) {
    return failure(e, `upload of ${name} failed`);
  } finally {
    progress.fail(); // after done(), nothing
  }
}

/**
 * Finds an artifact by exact name in a run (any attempt) and downloads it into `dir`. With
 * `options.progress`, reports the bytes written to `dir` so far (the client reports nothing), of
 * the artifact's size.
 */
export async function downloadNamedArtifact(
  rest: RestClient,
  repo: RepoRef,
  runId: number,
  name: string,
  token: string,
  dir: string,
  options: TransferOptions = {},
): Promise<AttemptOutcome<string[]>> {
  let progress: Progress | undefined;
  try {
    const { data } = await rest.rest.actions.listWorkflowRunArtifacts({
      ...repo,
      run_id: runId,
      name,
      per_page: 100,
    });
    const found = (Array.isArray(data?.artifacts) ? data.artifacts : []).find(
      (a) => a.name === name && !a.expired,
    );
    if (!found)
      return { ok: false, reason: `artifact ${name} not found in run ${runId}`, final: true };
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const client = new DefaultArtifactClient();
    // Bytes already in `dir` are not the download's.
    const before = options.progress ? await bytesUnder(dir).catch(() => 0) : 0;
    progress = startProgress({
      label: options.label ?? `artifact download ${name}`,
      sink: options.progress,
      total: typeof found.size_in_bytes === 'number' ? found.size_in_bytes : undefined,
      intervalMs: options.intervalMs,
      minBytes: options.minBytes,
      poll: async () => Math.max(0, (await bytesUnder(dir)) - before),
    });
    const { value } = await captureToolkitLog(() =>
      client.downloadArtifact(found.id, {
        path: dir,
        findBy: {
          token,
          workflowRunId: runId,
          repositoryOwner: repo.owner,
          repositoryName: repo.repo,
        },
      }),
    );
    if (value.digestMismatch)
      return { ok: false, reason: `artifact ${name}: download digest mismatch` };
    if (options.progress) progress.done(Math.max(0, (await bytesUnder(dir)) - before));
    return { ok: true, value: (await readdir(dir)).map((f) => join(dir, f)) };
  } catch (e) {
    return failure(e, `download of ${name} failed`);
  } finally {
    progress?.fail(); // after done(), nothing
  }
}
