/**
 * The Actions cache service (v2) itself: when it is there, the runner's cache mode, and its Twirp
 * calls (with the entries' `version`, the answers' fields and the look-up of an entry by key), and
 * how a failed blob transfer is told.
 */
import { createHash } from 'node:crypto';
import { VERSION } from '../version.js';
import { proxiedFetch } from '../transfer/proxy.js';
import { RATE_LIMIT_WAIT_MS, type AttemptOutcome } from '../transfer/retry.js';

export interface CacheService {
  /** ACTIONS_RESULTS_URL */
  url: string;
  token: string;
  mode: string;
}

/** The v2 cache service, when `@actions/cache` would use it too (see config.js in the client). */
export function cacheServiceFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): CacheService | undefined {
  if (!env.ACTIONS_CACHE_SERVICE_V2 || !env.ACTIONS_RESULTS_URL || !env.ACTIONS_RUNTIME_TOKEN)
    return undefined;
  let host: string;
  try {
    host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.trimEnd().toUpperCase();
  } catch {
    return undefined;
  }
  const ghes = host !== 'GITHUB.COM' && !host.endsWith('.GHE.COM') && !host.endsWith('.LOCALHOST');
  if (ghes) return undefined;
  return {
    url: env.ACTIONS_RESULTS_URL,
    token: env.ACTIONS_RUNTIME_TOKEN,
    mode: (env.ACTIONS_CACHE_MODE || '').trim().toLowerCase(),
  };
}

const KNOWN_MODES = ['none', 'read', 'write', 'write-only'];

/** The refusal when the runner's cache mode does not permit `what` (as the client reads it). */
export function modeRefusal(
  svc: CacheService,
  what: 'reads' | 'writes',
): AttemptOutcome<never> | undefined {
  const allowed = what === 'reads' ? ['read', 'write'] : ['write', 'write-only'];
  if (!KNOWN_MODES.includes(svc.mode) || allowed.includes(svc.mode)) return undefined;
  return {
    ok: false,
    final: true,
    reason: `cache: the runner's cache mode '${svc.mode}' does not permit ${what}`,
  };
}

/** The entries' `version`: ours alone (a tar entry's hashes its paths and compression method). */
export const DIRECT_VERSION = createHash('sha256').update('ci-state|direct-file|1').digest('hex');

export const TWIRP_TIMEOUT_MS = 60_000;

export interface Twirp {
  ok: boolean;
  body: Record<string, unknown>;
  outcome?: AttemptOutcome<never>;
}

export async function twirp(svc: CacheService, method: string, body: object): Promise<Twirp> {
  // As the client does: an absolute path on the service's origin.
  const url = new URL(`/twirp/github.actions.results.api.v1.CacheService/${method}`, svc.url);
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
      body: JSON.stringify(body),
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
  const retryAfter = Number(res.headers.get('retry-after'));
  return fail(`${method}: ${msg} (HTTP ${res.status})`, {
    // A refusal stays one (bad request, no permission, a taken key); a 429 waits as asked.
    final: res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429,
    ...(res.status === 429
      ? { retryAfterMs: retryAfter > 0 ? retryAfter * 1000 : RATE_LIMIT_WAIT_MS }
      : {}),
  });
}

export function fail(reason: string, extra: Partial<AttemptOutcome<never>> = {}): Twirp {
  return { ok: false, body: {}, outcome: { ok: false, reason: `cache: ${reason}`, ...extra } };
}

/** A field in snake_case or camelCase (the service answers either). */
export function field(body: Record<string, unknown>, snake: string): unknown {
  const camel = snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return body[snake] ?? body[camel];
}

export async function lookup(
  svc: CacheService,
  keys: string[],
  version = DIRECT_VERSION,
): Promise<{ ok: boolean; key?: string; url?: string; outcome?: AttemptOutcome<never> }> {
  const r = await twirp(svc, 'GetCacheEntryDownloadURL', {
    key: keys[0],
    restore_keys: keys.slice(1),
    version,
  });
  if (!r.ok) return { ok: false, outcome: r.outcome! };
  const url = field(r.body, 'signed_download_url');
  const key = field(r.body, 'matched_key');
  if (field(r.body, 'ok') !== true || typeof url !== 'string' || typeof key !== 'string')
    return { ok: true };
  return { ok: true, key, url };
}

/** One line for the summary; a signed URL's signature, should the SDK quote one, never shows. */
export function blobError(e: unknown): string {
  const err = e as { statusCode?: number; code?: unknown; message?: string };
  const status = err.statusCode ? ` (HTTP ${err.statusCode})` : '';
  // A string code (the SDK's, a system error's) says it best; a DOMException's is a number.
  const said = typeof err.code === 'string' ? err.code : (err.message ?? String(e));
  const line = said.split('\n')[0]!.slice(0, 200);
  return `${line.replace(/([?&]sig=)[^&\s]+/gi, '$1***')}${status}`;
}
