/**
 * The runner's `ACTIONS_RUNTIME_TOKEN`: a JWT whose claims the toolkit clients read (`scp`) and the
 * results service enforces (`scp`, `ac`). Real tokens are RS256-signed; these carry no signature
 * (`alg: none`), since neither the clients nor this emulator verify one.
 */

/** Cache scope permissions as in the `ac` claim: None 0 | Read 1 | Write 2 | All 3. */
export const CACHE_READ = 1;
export const CACHE_WRITE = 2;

export interface CacheScope {
  Scope: string;
  Permission: number;
}

export interface RuntimeClaims {
  scp: string;
  ac?: string;
  exp?: number;
  [claim: string]: unknown;
}

function base64url(value: string): string {
  return Buffer.from(value).toString('base64url');
}

export function encodeJwt(claims: RuntimeClaims): string {
  const header = { typ: 'JWT', alg: 'none' };
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}.`;
}

/** Decodes the claims of a JWT without verifying it; undefined if it is not a JWT. */
export function decodeJwt(token: string): RuntimeClaims | undefined {
  const parts = token.split('.');
  if (parts.length < 2 || !parts[1]) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as unknown;
    if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return undefined;
    const scp = (claims as Record<string, unknown>)['scp'];
    if (typeof scp !== 'string') return undefined;
    return claims as RuntimeClaims;
  } catch {
    return undefined;
  }
}

/** The run and job backend ids from the `Actions.Results:<run>:<job>` entry of `scp`. */
export function backendIdsOf(
  claims: RuntimeClaims,
): { runBackendId: string; jobBackendId: string } | undefined {
  for (const entry of claims.scp.split(' ')) {
    const parts = entry.split(':');
    if (parts[0] === 'Actions.Results' && parts.length === 3 && parts[1] && parts[2]) {
      return { runBackendId: parts[1], jobBackendId: parts[2] };
    }
  }
  return undefined;
}

/** The cache scopes of the `ac` claim (a JSON string), in claim order. */
export function cacheScopesOf(claims: RuntimeClaims): CacheScope[] {
  if (typeof claims.ac !== 'string') return [];
  try {
    const parsed = JSON.parse(claims.ac) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (s): s is CacheScope =>
        !!s &&
        typeof (s as CacheScope).Scope === 'string' &&
        typeof (s as CacheScope).Permission === 'number',
    );
  } catch {
    return [];
  }
}
