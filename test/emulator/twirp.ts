/**
 * The results service: `github.actions.results.api.v1.CacheService` and `ArtifactService` over
 * Twirp with JSON bodies (proto field names, int64 as strings), as `@actions/cache` v2 and
 * `@actions/artifact` v2+ call them.
 */
import { RestError } from '@azure/storage-blob';
import {
  ARTIFACT_CONTAINER,
  CACHE_CONTAINER,
  blobPath,
  blobSas,
  type SasOptions,
} from './azurite.js';
import { iso, jsonReply, type Ctx, type Reply } from './context.js';
import { CACHE_READ, CACHE_WRITE, backendIdsOf, cacheScopesOf, decodeJwt } from './jwt.js';
import { INSUFFICIENT_USAGE, planEviction } from './limits.js';
import type { ArtifactRecord, CacheEntry, JobRecord } from './state.js';
import { repoKey } from './state.js';

export const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.';

/** Twirp error codes and the HTTP status each is sent with. */
const TWIRP_STATUS: Record<string, number> = {
  canceled: 408,
  unknown: 500,
  invalid_argument: 400,
  malformed: 400,
  deadline_exceeded: 408,
  not_found: 404,
  bad_route: 404,
  already_exists: 409,
  permission_denied: 403,
  unauthenticated: 401,
  resource_exhausted: 429,
  failed_precondition: 412,
  aborted: 409,
  out_of_range: 400,
  unimplemented: 501,
  internal: 500,
  unavailable: 503,
  dataloss: 500,
};

export function twirpError(code: string, msg: string, headers: Record<string, string> = {}): Reply {
  return jsonReply(TWIRP_STATUS[code] ?? 500, { code, msg }, headers);
}

/** The Twirp code that goes with an HTTP status (for injected faults). */
export function twirpCodeFor(status: number): string {
  switch (status) {
    case 400:
      return 'invalid_argument';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'permission_denied';
    case 404:
      return 'not_found';
    case 408:
      return 'deadline_exceeded';
    case 409:
      return 'already_exists';
    case 412:
      return 'failed_precondition';
    case 429:
      return 'resource_exhausted';
    case 501:
      return 'unimplemented';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'unknown';
  }
}

export const ARTIFACT_NAME_INVALID: ReadonlyArray<[string, string]> = [
  ['"', 'Double quote "'],
  [':', 'Colon :'],
  ['<', 'Less than <'],
  ['>', 'Greater than >'],
  ['|', 'Vertical bar |'],
  ['*', 'Asterisk *'],
  ['?', 'Question mark ?'],
  ['\r', 'Carriage return \\r'],
  ['\n', 'Line feed \\n'],
  ['\\', 'Backslash \\'],
  ['/', 'Forward slash /'],
];

const DAY_MS = 24 * 3600 * 1000;

type Body = Record<string, unknown>;

interface Caller {
  job: JobRecord;
  runBackendId: string;
  jobBackendId: string;
  readable: string[];
  writable: string | undefined;
}

function str(body: Body, field: string): string | undefined {
  const v = body[field];
  return typeof v === 'string' ? v : undefined;
}

/** A wrapper value (StringValue / Int64Value) as protobuf JSON sends it: the bare value. */
function wrapped(body: Body, field: string): string | undefined {
  const v = body[field];
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (v && typeof v === 'object' && 'value' in v) {
    const inner = (v as { value: unknown }).value;
    if (typeof inner === 'string' || typeof inner === 'number') return String(inner);
  }
  return undefined;
}

function authenticate(ctx: Ctx, authorization: string | undefined): Caller | Reply {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return twirpError('unauthenticated', 'missing bearer token');
  const claims = decodeJwt(match[1]);
  const ids = claims && backendIdsOf(claims);
  if (!claims || !ids)
    return twirpError('unauthenticated', 'invalid token: no Actions.Results scope');
  if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) {
    return twirpError('unauthenticated', 'token expired');
  }
  const job = ctx.state.jobs.get(ids.jobBackendId);
  if (!job || job.runBackendId !== ids.runBackendId) {
    return twirpError('unauthenticated', 'unknown workflow job run');
  }
  const scopes = cacheScopesOf(claims);
  return {
    job,
    ...ids,
    readable: scopes.filter((s) => (s.Permission & CACHE_READ) !== 0).map((s) => s.Scope),
    writable: scopes.find((s) => (s.Permission & CACHE_WRITE) !== 0)?.Scope,
  };
}

function signedUrl(ctx: Ctx, options: SasOptions): string {
  return `${ctx.blobOrigin}${blobPath(options.container, options.blob)}?${blobSas(ctx.azurite.credential, options)}`;
}

async function blobSize(ctx: Ctx, container: string, blob: string): Promise<number | undefined> {
  try {
    const props = await ctx.azurite.service
      .getContainerClient(container)
      .getBlobClient(blob)
      .getProperties();
    return props.contentLength ?? 0;
  } catch (error) {
    if (error instanceof RestError && error.statusCode === 404) return undefined;
    throw error;
  }
}

export async function deleteBlob(ctx: Ctx, container: string, blob: string): Promise<void> {
  await ctx.azurite.service.getContainerClient(container).getBlobClient(blob).deleteIfExists();
}

// ---------------------------------------------------------------------------------------------
// CacheService

async function createCacheEntry(ctx: Ctx, caller: Caller, body: Body): Promise<Reply> {
  const key = str(body, 'key');
  const version = str(body, 'version');
  if (!key) return twirpError('invalid_argument', 'key is required');
  if (!version) return twirpError('invalid_argument', 'version is required');
  if (key.length > 512) return twirpError('invalid_argument', 'key is longer than 512 characters');
  const scope = caller.writable;
  if (!scope) {
    return jsonReply(200, {
      ok: false,
      message: 'cache write denied: the token has no writable cache scope',
    });
  }
  const repo = caller.job.repo;
  const { limits, clock } = ctx.state;
  // The new-entry rate limit: 429 with Retry-After (in real seconds, see EmulatorClock).
  const rate = ctx.state.cacheRate(repo);
  const waitMs = rate.waitMs(clock.now(), limits.cacheEntriesPerMinute);
  if (waitMs > 0) {
    return twirpError(
      'resource_exhausted',
      `cache entry creation rate limit exceeded: at most ${limits.cacheEntriesPerMinute} new entries per minute per repository`,
      { 'retry-after': String(clock.retryAfterSeconds(waitMs)) },
    );
  }
  // A repository over its storage budget is read-only until eviction runs.
  if (cacheUsage(ctx, repo) > limits.cacheBudgetBytes) {
    return twirpError('permission_denied', INSUFFICIENT_USAGE);
  }
  const existing = ctx.state.caches.find(
    (c) =>
      repoKey(c.repo) === repoKey(repo) &&
      c.scope === scope &&
      c.key === key &&
      c.version === version,
  );
  if (existing) {
    return twirpError(
      'already_exists',
      'cache entry with the same key, version, and scope already exists',
    );
  }
  rate.add(clock.now());
  const { id, seq } = ctx.state.newCacheId();
  const now = clock.date();
  const entry: CacheEntry = {
    id,
    repo,
    scope,
    key,
    version,
    sizeBytes: null,
    finalized: false,
    createdAt: now,
    lastAccessedAt: now,
    seq,
    blob: `${ctx.state.repo(repo).id}/${id}`,
  };
  ctx.state.caches.push(entry);
  return jsonReply(200, {
    ok: true,
    signed_upload_url: signedUrl(ctx, {
      container: CACHE_CONTAINER,
      blob: entry.blob,
      permissions: 'cw',
      expiresInSeconds: 3600,
    }),
  });
}

/** Bytes of a repository's finalized cache entries. */
export function cacheUsage(ctx: Ctx, repo: string): number {
  return ctx.state.caches
    .filter((c) => c.finalized && repoKey(c.repo) === repoKey(repo))
    .reduce((sum, c) => sum + (c.sizeBytes ?? 0), 0);
}

export interface EvictionResult {
  /** Removed for being unused for `cacheUnusedMs`. */
  expired: CacheEntry[];
  /** Removed, least recently used first, to bring a repository within its budget. */
  evicted: CacheEntry[];
}

/** One run of eviction over every repository (or one), as GitHub's periodic job does. */
export async function runEviction(ctx: Ctx, repo?: string): Promise<EvictionResult> {
  const { limits, clock } = ctx.state;
  const now = clock.now();
  const out: EvictionResult = { expired: [], evicted: [] };
  const repos = new Set(
    ctx.state.caches.map((c) => repoKey(c.repo)).filter((r) => !repo || r === repoKey(repo)),
  );
  for (const r of repos) {
    const entries = ctx.state.caches.filter((c) => c.finalized && repoKey(c.repo) === r);
    const plan = planEviction(entries, now, limits.cacheBudgetBytes, limits.cacheUnusedMs);
    out.expired.push(...plan.expired);
    out.evicted.push(...plan.evicted);
  }
  for (const victim of [...out.expired, ...out.evicted]) {
    removeCacheEntry(ctx, victim);
    await deleteBlob(ctx, CACHE_CONTAINER, victim.blob);
  }
  return out;
}

/** Runs eviction when its period has come (checked before every request is handled). */
export async function evictWhenDue(ctx: Ctx): Promise<void> {
  const { limits, clock } = ctx.state;
  if (limits.cacheEvictionIntervalMs === 0 || clock.now() < ctx.state.nextEvictionAt) return;
  ctx.state.nextEvictionAt = clock.now() + limits.cacheEvictionIntervalMs;
  await runEviction(ctx);
}

export function removeCacheEntry(ctx: Ctx, entry: CacheEntry): void {
  const index = ctx.state.caches.indexOf(entry);
  if (index >= 0) ctx.state.caches.splice(index, 1);
}

async function finalizeCacheEntry(ctx: Ctx, caller: Caller, body: Body): Promise<Reply> {
  const key = str(body, 'key');
  const version = str(body, 'version');
  const sizeText = wrapped(body, 'size_bytes') ?? '0';
  const size = Number(sizeText);
  if (!key || !version) return twirpError('invalid_argument', 'key and version are required');
  if (!Number.isSafeInteger(size) || size < 0) {
    return twirpError('invalid_argument', 'size_bytes is not a valid size');
  }
  const scope = caller.writable;
  const entry = ctx.state.caches.find(
    (c) =>
      repoKey(c.repo) === repoKey(caller.job.repo) &&
      c.scope === scope &&
      c.key === key &&
      c.version === version,
  );
  if (!entry) return twirpError('not_found', 'cache entry not found');
  if (entry.finalized) {
    return jsonReply(200, { ok: false, message: 'cache entry is already finalized' });
  }
  const actual = await blobSize(ctx, CACHE_CONTAINER, entry.blob);
  if (actual === undefined) {
    return jsonReply(200, { ok: false, message: 'cache archive was not uploaded' });
  }
  if (actual !== size) {
    return jsonReply(200, {
      ok: false,
      message: `cache archive size mismatch: uploaded ${actual} bytes, size_bytes is ${size}`,
    });
  }
  entry.sizeBytes = size;
  entry.finalized = true;
  entry.lastAccessedAt = ctx.state.clock.date();
  if (ctx.state.limits.cacheEvictionIntervalMs === 0) await runEviction(ctx, caller.job.repo);
  return jsonReply(200, { ok: true, entry_id: String(entry.id) });
}

/**
 * Lookup order, per readable scope (the token's own ref first, then the others of `ac` in claim
 * order): the key exactly, the key as a prefix (newest first), then each restore key exactly and
 * as a prefix. Only finalized entries of the same version match.
 */
export function findCacheEntry(
  entries: readonly CacheEntry[],
  repo: string,
  scopes: readonly string[],
  keys: readonly string[],
  version: string,
): CacheEntry | undefined {
  const candidates = entries.filter(
    (c) => c.finalized && c.version === version && repoKey(c.repo) === repoKey(repo),
  );
  for (const scope of scopes) {
    const inScope = candidates
      .filter((c) => c.scope === scope)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.seq - a.seq);
    for (const key of keys) {
      const exact = inScope.find((c) => c.key === key);
      if (exact) return exact;
      const prefix = inScope.find((c) => c.key.startsWith(key));
      if (prefix) return prefix;
    }
  }
  return undefined;
}

async function getCacheEntryDownloadUrl(ctx: Ctx, caller: Caller, body: Body): Promise<Reply> {
  const key = str(body, 'key');
  const version = str(body, 'version');
  const restoreKeys = Array.isArray(body['restore_keys'])
    ? body['restore_keys'].filter((k): k is string => typeof k === 'string')
    : [];
  if (!key || !version) return twirpError('invalid_argument', 'key and version are required');
  if (caller.readable.length === 0) {
    return twirpError('permission_denied', 'cache read denied: the token has no readable scope');
  }
  const entry = findCacheEntry(
    ctx.state.caches,
    caller.job.repo,
    caller.readable,
    [key, ...restoreKeys],
    version,
  );
  if (!entry) return jsonReply(200, { ok: false });
  entry.lastAccessedAt = ctx.state.clock.date();
  return jsonReply(200, {
    ok: true,
    signed_download_url: signedUrl(ctx, {
      container: CACHE_CONTAINER,
      blob: entry.blob,
      permissions: 'r',
      expiresInSeconds: 600,
    }),
    matched_key: entry.key,
  });
}

// ---------------------------------------------------------------------------------------------
// ArtifactService

function checkRun(caller: Caller, body: Body): Reply | undefined {
  const run = str(body, 'workflow_run_backend_id');
  const job = str(body, 'workflow_job_run_backend_id');
  if (!run || !job) {
    return twirpError('invalid_argument', 'workflow run and job backend ids are required');
  }
  if (run !== caller.runBackendId) {
    return twirpError('permission_denied', 'the token does not grant access to this workflow run');
  }
  return undefined;
}

/** The run's artifacts the results service sees: this attempt's (earlier ones too: see below). */
function visibleArtifacts(ctx: Ctx, caller: Caller, earlierAttempts = false): ArtifactRecord[] {
  return ctx.state.artifacts.filter(
    (a) =>
      a.runBackendId === caller.runBackendId &&
      (a.attempt === caller.job.attempt || (earlierAttempts && a.attempt < caller.job.attempt)) &&
      a.finalized &&
      !a.deleted,
  );
}

export function contentDisposition(artifact: ArtifactRecord): string {
  const fileName = artifact.mimeType === 'application/zip' ? `${artifact.name}.zip` : artifact.name;
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function artifactDownloadUrl(ctx: Ctx, artifact: ArtifactRecord): string {
  return signedUrl(ctx, {
    container: ARTIFACT_CONTAINER,
    blob: artifact.blob,
    permissions: 'r',
    expiresInSeconds: 600,
    contentDisposition: contentDisposition(artifact),
    contentType: artifact.mimeType,
  });
}

async function createArtifact(ctx: Ctx, caller: Caller, body: Body): Promise<Reply> {
  const denied = checkRun(caller, body);
  if (denied) return denied;
  if (str(body, 'workflow_job_run_backend_id') !== caller.jobBackendId) {
    return twirpError('permission_denied', 'the token does not grant access to this job');
  }
  const name = str(body, 'name');
  if (!name) return twirpError('invalid_argument', 'name is required');
  for (const [char, label] of ARTIFACT_NAME_INVALID) {
    if (name.includes(char)) {
      return twirpError(
        'invalid_argument',
        `The artifact name is not valid: ${name}. Contains the following character: ${label}`,
      );
    }
  }
  const version = body['version'];
  if (typeof version !== 'number' || version < 4) {
    return twirpError('invalid_argument', 'unsupported artifact version');
  }
  const existing = ctx.state.artifacts.filter(
    (a) =>
      a.runBackendId === caller.runBackendId &&
      a.attempt === caller.job.attempt &&
      a.name === name &&
      !a.deleted,
  );
  if (existing.some((a) => a.finalized)) {
    return twirpError(
      'already_exists',
      'an artifact with this name already exists on the workflow run',
    );
  }
  const cap = ctx.state.limits.artifactsPerJob;
  const created = ctx.state.artifactsCreated.get(caller.jobBackendId) ?? 0;
  if (cap > 0 && created >= cap) {
    return twirpError(
      'failed_precondition',
      `artifact limit reached: a job may create at most ${cap} artifacts`,
    );
  }
  ctx.state.artifactsCreated.set(caller.jobBackendId, created + 1);
  // An unfinished upload of the same name is replaced by the new one.
  for (const stale of existing) stale.deleted = true;
  const now = new Date();
  let expiresAt = new Date(now.getTime() + 90 * DAY_MS);
  const requested = str(body, 'expires_at');
  if (requested) {
    const parsed = new Date(requested);
    if (Number.isNaN(parsed.getTime()) || parsed.getTime() <= now.getTime()) {
      return twirpError('invalid_argument', 'expires_at must be a time in the future');
    }
    expiresAt = parsed;
  }
  const id = ctx.state.newArtifactId();
  const artifact: ArtifactRecord = {
    id,
    repo: caller.job.repo,
    runId: caller.job.runId,
    runBackendId: caller.runBackendId,
    jobBackendId: caller.jobBackendId,
    attempt: caller.job.attempt,
    name,
    mimeType: wrapped(body, 'mime_type') || 'application/zip',
    sizeBytes: null,
    digest: null,
    finalized: false,
    deleted: false,
    createdAt: now,
    updatedAt: now,
    expiresAt,
    blob: `${caller.runBackendId}/workflow-job-run-${caller.jobBackendId}/artifacts/${id}`,
  };
  ctx.state.artifacts.push(artifact);
  return jsonReply(200, {
    ok: true,
    signed_upload_url: signedUrl(ctx, {
      container: ARTIFACT_CONTAINER,
      blob: artifact.blob,
      permissions: 'cw',
      expiresInSeconds: 3600,
    }),
  });
}

async function finalizeArtifact(ctx: Ctx, caller: Caller, body: Body): Promise<Reply> {
  const denied = checkRun(caller, body);
  if (denied) return denied;
  const name = str(body, 'name');
  const size = Number(wrapped(body, 'size') ?? '0');
  const hash = wrapped(body, 'hash');
  const artifact = ctx.state.artifacts.find(
    (a) =>
      a.runBackendId === caller.runBackendId &&
      a.jobBackendId === caller.jobBackendId &&
      a.attempt === caller.job.attempt &&
      a.name === name &&
      !a.finalized &&
      !a.deleted,
  );
  if (!artifact) return twirpError('not_found', 'artifact not found');
  if (!Number.isSafeInteger(size) || size < 0) {
    return twirpError('invalid_argument', 'size is not a valid size');
  }
  if (hash !== undefined && !/^sha256:[0-9a-f]{64}$/.test(hash)) {
    return twirpError('invalid_argument', 'hash must be "sha256:<hex>"');
  }
  const actual = await blobSize(ctx, ARTIFACT_CONTAINER, artifact.blob);
  if (actual === undefined) return twirpError('failed_precondition', 'artifact was not uploaded');
  if (actual !== size) {
    return twirpError(
      'invalid_argument',
      `artifact size mismatch: uploaded ${actual} bytes, size is ${size}`,
    );
  }
  artifact.sizeBytes = size;
  artifact.digest = hash ?? null;
  artifact.finalized = true;
  artifact.updatedAt = new Date();
  return jsonReply(200, { ok: true, artifact_id: String(artifact.id) });
}

function listArtifacts(ctx: Ctx, caller: Caller, body: Body): Reply {
  const denied = checkRun(caller, body);
  if (denied) return denied;
  const nameFilter = wrapped(body, 'name_filter');
  const idFilter = wrapped(body, 'id_filter');
  const { artifactListMax, listEarlierAttempts } = ctx.state.limits;
  const artifacts = visibleArtifacts(ctx, caller, listEarlierAttempts)
    .filter((a) => nameFilter === undefined || a.name === nameFilter)
    .filter((a) => idFilter === undefined || String(a.id) === idFilter)
    .sort((a, b) => a.id - b.id)
    .slice(0, artifactListMax > 0 ? artifactListMax : undefined)
    .map((a) => ({
      workflow_run_backend_id: a.runBackendId,
      workflow_job_run_backend_id: a.jobBackendId,
      database_id: String(a.id),
      name: a.name,
      size: String(a.sizeBytes ?? 0),
      created_at: iso(a.createdAt),
      ...(a.digest ? { digest: a.digest } : {}),
    }));
  return jsonReply(200, { artifacts });
}

function findByName(ctx: Ctx, caller: Caller, body: Body): ArtifactRecord | undefined {
  const name = str(body, 'name');
  const job = str(body, 'workflow_job_run_backend_id');
  const matches = visibleArtifacts(ctx, caller).filter((a) => a.name === name);
  return matches.find((a) => a.jobBackendId === job) ?? matches[0];
}

function getSignedArtifactUrl(ctx: Ctx, caller: Caller, body: Body): Reply {
  const denied = checkRun(caller, body);
  if (denied) return denied;
  const artifact = findByName(ctx, caller, body);
  if (!artifact) {
    // The regression: listed from an earlier attempt, refused here.
    const listedEarlier =
      ctx.state.limits.listEarlierAttempts &&
      visibleArtifacts(ctx, caller, true).some((a) => a.name === str(body, 'name'));
    return twirpError('not_found', listedEarlier ? 'workflow run not found' : 'artifact not found');
  }
  if (artifact.expiresAt.getTime() <= Date.now()) {
    return twirpError('not_found', 'artifact has expired');
  }
  return jsonReply(200, { signed_url: artifactDownloadUrl(ctx, artifact) });
}

async function deleteArtifact(ctx: Ctx, caller: Caller, body: Body): Promise<Reply> {
  const denied = checkRun(caller, body);
  if (denied) return denied;
  const artifact = findByName(ctx, caller, body);
  if (!artifact) return twirpError('not_found', 'artifact not found');
  artifact.deleted = true;
  artifact.updatedAt = new Date();
  await deleteBlob(ctx, ARTIFACT_CONTAINER, artifact.blob);
  return jsonReply(200, { ok: true, artifact_id: String(artifact.id) });
}

type Handler = (ctx: Ctx, caller: Caller, body: Body) => Reply | Promise<Reply>;

const HANDLERS: Record<string, Record<string, Handler>> = {
  CacheService: {
    CreateCacheEntry: createCacheEntry,
    FinalizeCacheEntryUpload: finalizeCacheEntry,
    GetCacheEntryDownloadURL: getCacheEntryDownloadUrl,
  },
  ArtifactService: {
    CreateArtifact: createArtifact,
    FinalizeArtifact: finalizeArtifact,
    ListArtifacts: listArtifacts,
    GetSignedArtifactURL: getSignedArtifactUrl,
    DeleteArtifact: deleteArtifact,
  },
};

/** Service and method of a Twirp path, or undefined if it is not one of ours. */
export function twirpRoute(pathname: string): { service: string; method: string } | undefined {
  if (!pathname.startsWith(TWIRP_PREFIX)) return undefined;
  const [service, method, ...rest] = pathname.slice(TWIRP_PREFIX.length).split('/');
  if (!service || !method || rest.length > 0) return undefined;
  return { service, method };
}

export async function handleTwirp(
  ctx: Ctx,
  route: { service: string; method: string },
  httpMethod: string,
  headers: Record<string, string | string[] | undefined>,
  raw: Buffer,
): Promise<Reply> {
  if (httpMethod !== 'POST') return twirpError('bad_route', `unsupported method ${httpMethod}`);
  const handler = HANDLERS[route.service]?.[route.method];
  if (!handler) return twirpError('bad_route', `no handler for ${route.service}/${route.method}`);
  const contentType = String(headers['content-type'] ?? '');
  if (!contentType.startsWith('application/json')) {
    return twirpError('bad_route', `unsupported Content-Type: ${contentType}`);
  }
  const authorization = headers['authorization'];
  const caller = authenticate(ctx, Array.isArray(authorization) ? authorization[0] : authorization);
  if ('status' in caller) return caller;
  let body: Body;
  try {
    const parsed = JSON.parse(raw.toString('utf8') || '{}') as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('object');
    body = parsed as Body;
  } catch {
    return twirpError('malformed', 'the request body is not a JSON object');
  }
  return handler(ctx, caller, body);
}
