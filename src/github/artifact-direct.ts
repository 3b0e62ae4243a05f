/**
 * Small artifacts (a state bundle, a history file, a pack up to DIRECT_MAX_BYTES) straight to the
 * Actions artifact service with a zip as the toolkit writes it (artifact-zip.ts), without loading
 * `@actions/artifact`, which costs more CPU than such an upload (docs/adr/0006). Only where the
 * toolkit would upload too; otherwise, for larger files and with CI_STATE_ARTIFACT_DIRECT=0,
 * artifact-store.ts keeps the toolkit. Failures are `AttemptOutcome`s for the caller's withRetry.
 */
import { readFile, stat } from 'node:fs/promises';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import { VERSION } from '../version.js';
import { blobRequest } from './blob-rest.js';
import { zipOne, type Zip } from './artifact-zip.js';
import type { Progress } from '../transfer/progress.js';
import { RATE_LIMIT_WAIT_MS, type AttemptOutcome } from '../transfer/retry.js';
import { proxiedFetch } from '../transfer/proxy.js';

/** Files up to this size go up in one PUT; larger ones through the toolkit (staged blocks). */
export const DIRECT_MAX_BYTES = 64 * 2 ** 20;

export interface ArtifactService {
  /** ACTIONS_RESULTS_URL */
  url: string;
  token: string;
  /** From the token's `scp` claim `Actions.Results:<run>:<job>`. */
  runBackendId: string;
  jobBackendId: string;
}

/** The backend ids of a runtime token (decoded, not verified, as the toolkit does). */
export function backendIds(token: string): { run: string; job: string } | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const scp = (claims as { scp?: unknown } | null)?.scp;
  if (typeof scp !== 'string') return undefined;
  for (const scope of scp.split(' ')) {
    const parts = scope.split(':');
    if (parts[0] !== 'Actions.Results') continue;
    if (parts.length !== 3 || !parts[1] || !parts[2]) return undefined;
    return { run: parts[1], job: parts[2] };
  }
  return undefined;
}

/**
 * The artifact service, when `@actions/artifact` would reach it too (the same variables and host
 * rule as its config.js; on GHES it refuses to work at all).
 */
export function artifactServiceFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): ArtifactService | undefined {
  if (env.CI_STATE_ARTIFACT_DIRECT?.trim() === '0') return undefined;
  if (!env.ACTIONS_RESULTS_URL || !env.ACTIONS_RUNTIME_TOKEN) return undefined;
  let host: string;
  try {
    new URL(env.ACTIONS_RESULTS_URL);
    host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.trimEnd().toUpperCase();
  } catch {
    return undefined;
  }
  const ghes = host !== 'GITHUB.COM' && !host.endsWith('.GHE.COM') && !host.endsWith('.LOCALHOST');
  if (ghes) return undefined;
  const ids = backendIds(env.ACTIONS_RUNTIME_TOKEN);
  if (!ids) return undefined;
  return {
    url: env.ACTIONS_RESULTS_URL,
    token: env.ACTIONS_RUNTIME_TOKEN,
    runBackendId: ids.run,
    jobBackendId: ids.job,
  };
}

// ---------------------------------------------------------------------------------------------
// Twirp

const TWIRP_TIMEOUT_MS = 60_000;
/** A PUT may take this long at least, and 2 s more per MiB (as slow as 0.5 MB/s). */
const PUT_TIMEOUT_MS = 120_000;
const PUT_MS_PER_MIB = 2_000;

interface Twirp {
  ok: boolean;
  body: Record<string, unknown>;
  outcome?: AttemptOutcome<never>;
}

function fail(reason: string, extra: Partial<AttemptOutcome<never>> = {}): Twirp {
  return { ok: false, body: {}, outcome: { ok: false, reason, ...extra } };
}

/** How long a 429 asks to wait (retry-after in seconds, else GitHub's advice). */
function retryAfterMs(res: Response): number {
  const seconds = Number(res.headers.get('retry-after'));
  return seconds > 0 ? seconds * 1000 : RATE_LIMIT_WAIT_MS;
}

async function twirp(svc: ArtifactService, method: string, body: object): Promise<Twirp> {
  const url = new URL(`/twirp/github.actions.results.api.v1.ArtifactService/${method}`, svc.url);
  let res: Response;
  try {
    res = await proxiedFetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${svc.token}`,
        'User-Agent': `ci-state/${VERSION}`,
      },
      body: JSON.stringify({
        workflow_run_backend_id: svc.runBackendId,
        workflow_job_run_backend_id: svc.jobBackendId,
        ...body,
      }),
      signal: AbortSignal.timeout(TWIRP_TIMEOUT_MS),
    });
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code;
    return fail(`${method}: ${cause ?? (e as Error).message}`);
  }
  const text = await res.text().catch(() => '');
  let parsed: Record<string, unknown> = {};
  try {
    const v: unknown = JSON.parse(text);
    if (v && typeof v === 'object') parsed = v as Record<string, unknown>;
  } catch {
    // a proxy's HTML page, an empty body: the status says enough
  }
  if (res.ok) return { ok: true, body: parsed };
  const msg = typeof parsed.msg === 'string' ? parsed.msg.slice(0, 300) : res.statusText;
  return fail(`${method}: ${msg} (HTTP ${res.status})`, {
    // A refusal stays one (a bad name, a taken name, no permission); a 429 waits as asked.
    final: res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429,
    ...(res.status === 429 ? { retryAfterMs: retryAfterMs(res) } : {}),
  });
}

/** A field in snake_case or camelCase (the service answers either). */
function field(body: Record<string, unknown>, snake: string): unknown {
  const camel = snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return body[snake] ?? body[camel];
}

// ---------------------------------------------------------------------------------------------
// Upload

/** Characters the service refuses in a name (the toolkit checks the same before it calls). */
const INVALID_NAME_CHARS = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'];

/** Why the service would refuse `name`, if it would. */
export function invalidArtifactName(name: string): string | undefined {
  if (!name) return 'the name is empty';
  const bad = INVALID_NAME_CHARS.find((c) => name.includes(c));
  return bad === undefined ? undefined : `the name contains ${JSON.stringify(bad)}`;
}

/** The expiry for `days` of retention, capped as the toolkit caps it (GITHUB_RETENTION_DAYS). */
function expiresAt(days: number | undefined): string | undefined {
  if (!days) return undefined;
  const max = parseInt(process.env.GITHUB_RETENTION_DAYS ?? '', 10);
  const d = new Date();
  d.setDate(d.getDate() + (Number.isNaN(max) || max <= 0 || max >= days ? days : max));
  return d.toISOString();
}

export interface DirectUpload {
  /** The file's name inside the zip. */
  fileName: string;
  /** The file's bytes, or its path (read whole: callers keep to DIRECT_MAX_BYTES). */
  bytes?: Uint8Array;
  file?: string;
  /** 0: stored; else deflated at this level (the toolkit's `compressionLevel`). */
  compressionLevel: number;
  retentionDays?: number;
  /** Fed with the bytes of the zip sent so far. */
  progress?: Progress;
  /** What reasons start with ("artifact" by default). */
  what?: string;
}

export interface DirectArtifact {
  id: number;
  /** Bytes of the zip stored. */
  size: number;
  /** sha256 of the zip, hex (the service records `sha256:<hex>`). */
  digest: string;
}

/**
 * Uploads one file as the artifact `name`: CreateArtifact, one PUT of the zip to the signed URL,
 * FinalizeArtifact with its size and sha256. Never throws.
 */
export async function uploadArtifactDirect(
  svc: ArtifactService,
  name: string,
  o: DirectUpload,
): Promise<AttemptOutcome<DirectArtifact>> {
  const what = o.what ?? 'artifact';
  const failed = (
    detail: string,
    how: Pick<AttemptOutcome<never>, 'final' | 'retryAfterMs'> = {},
  ): AttemptOutcome<never> => ({
    ok: false,
    reason: `${what}: upload of ${name} failed: ${detail}`,
    ...(how.final ? { final: true } : {}),
    ...(how.retryAfterMs !== undefined ? { retryAfterMs: how.retryAfterMs } : {}),
  });
  const invalid = invalidArtifactName(name);
  if (invalid) return failed(`the artifact name is not valid: ${invalid}`, { final: true });

  let zip: Zip;
  try {
    let data = o.bytes;
    let mtime: Date | undefined;
    let mode: number | undefined;
    if (!data) {
      if (!o.file) throw new Error('nothing to upload');
      const s = await stat(o.file);
      if (s.size > DIRECT_MAX_BYTES) throw new Error(`${s.size} bytes is too large for one PUT`);
      data = await readFile(o.file);
      mtime = s.mtime;
      mode = s.mode;
    }
    zip = await zipOne({ name: o.fileName, data, level: o.compressionLevel, mtime, mode });
  } catch (e) {
    return failed((e as Error).message, { final: true });
  }

  const expires = expiresAt(o.retentionDays);
  const created = await twirp(svc, 'CreateArtifact', {
    name,
    version: 7,
    mime_type: 'application/zip',
    ...(expires ? { expires_at: expires } : {}),
  });
  if (!created.ok) return failed(created.outcome!.reason!, created.outcome);
  const url = field(created.body, 'signed_upload_url');
  if (field(created.body, 'ok') !== true || typeof url !== 'string' || !url)
    return failed('CreateArtifact: the service did not accept the artifact');

  const put = await putBlob(url, zip, o.progress);
  if (!put.ok) return failed(put.reason!, put);

  const done = await twirp(svc, 'FinalizeArtifact', {
    name,
    size: String(zip.size),
    hash: `sha256:${zip.sha256}`,
  });
  if (!done.ok) return failed(done.outcome!.reason!, done.outcome);
  const id = Number(field(done.body, 'artifact_id'));
  if (field(done.body, 'ok') !== true || !Number.isSafeInteger(id) || id <= 0)
    return failed('FinalizeArtifact: the service did not finalize the artifact');
  return { ok: true, value: { id, size: zip.size, digest: zip.sha256 } };
}

/**
 * Bytes (in pieces, sent in order) to a signed blob URL in one request (Put Blob, as a block blob
 * of `contentType`), counted as the connection takes them. Never throws; outcomes carry no
 * `final`: a new try gets a new URL. Nothing in it is specific to artifacts.
 */
export async function putBlob(
  url: string,
  zip: { parts: Uint8Array[]; size: number },
  progress?: Progress,
  contentType = 'application/zip',
): Promise<AttemptOutcome<void>> {
  let res: IncomingMessage;
  try {
    res = await blobRequest(
      'blob PUT',
      url,
      {
        method: 'PUT',
        headers: {
          'x-ms-blob-type': 'BlockBlob',
          'x-ms-blob-content-type': contentType,
        },
        body: zip.parts,
        timeoutMs: Math.max(PUT_TIMEOUT_MS, (zip.size / 2 ** 20) * PUT_MS_PER_MIB),
        ...(progress ? { sent: (n: number) => progress.update(n) } : {}),
        // One try: a new try gets a new URL (the caller's).
        tries: 1,
      },
      () => true,
    );
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  }
  const status = res.statusCode ?? 0;
  res.resume();
  if (status === 201 || status === 200) return { ok: true };
  const code = res.headers['x-ms-error-code'];
  const seconds = Number(res.headers['retry-after']);
  return {
    ok: false,
    reason: `blob PUT: ${typeof code === 'string' ? code : (STATUS_CODES[status] ?? 'refused')} (HTTP ${status})`,
    ...(status === 429 ? { retryAfterMs: seconds > 0 ? seconds * 1000 : RATE_LIMIT_WAIT_MS } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Listing and deleting (the bundles a new one replaces)

export interface ListedArtifact {
  id: number;
  name: string;
  size: number;
}

/** This job's attempt's artifacts (as the service lists them to a job: this attempt only). */
export async function listArtifactsDirect(
  svc: ArtifactService,
): Promise<AttemptOutcome<ListedArtifact[]>> {
  const r = await twirp(svc, 'ListArtifacts', {});
  if (!r.ok) return { ...r.outcome!, reason: `artifact: listing failed: ${r.outcome!.reason}` };
  const items = field(r.body, 'artifacts');
  if (items !== undefined && !Array.isArray(items))
    return { ok: false, reason: 'artifact: listing failed: the list came back unreadable' };
  const out: ListedArtifact[] = [];
  for (const a of (items ?? []) as Record<string, unknown>[]) {
    const name = field(a, 'name');
    if (typeof name !== 'string') continue;
    out.push({ id: Number(field(a, 'database_id')), name, size: Number(field(a, 'size')) });
  }
  return { ok: true, value: out };
}

/** Deletes this attempt's artifact `name`. */
export async function deleteArtifactDirect(
  svc: ArtifactService,
  name: string,
): Promise<AttemptOutcome<void>> {
  const r = await twirp(svc, 'DeleteArtifact', { name });
  if (!r.ok)
    return { ...r.outcome!, reason: `artifact: deleting ${name} failed: ${r.outcome!.reason}` };
  return field(r.body, 'ok') === true
    ? { ok: true }
    : { ok: false, reason: `artifact: deleting ${name} failed: not deleted` };
}
