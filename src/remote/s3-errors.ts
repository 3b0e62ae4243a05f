/**
 * The AWS SDK's failures as the port's `RemoteError`s: one kind, one line that says what to fix,
 * and never a secret (the SDK's own text is used only for failures no rule below knows, and then
 * with the environment's secret values taken out).
 */
import { RemoteError, type RemoteErrorKind } from './port.js';

/** What a message says about where and what, filled in by the adapter. */
export interface S3ErrorContext {
  /** `put`, `get`, `list`, `delete`, `check`. */
  op: string;
  /** The object's key as the caller gave it, when the operation concerns one. */
  key?: string;
  bucket: string;
  /** The store's `describe()`: `s3://bucket/prefix/ at host`. */
  where: string;
  /** The server, for messages: `http://127.0.0.1:7480` or `AWS S3 in us-east-1`. */
  server: string;
}

const CREDENTIAL_CODES = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'ExpiredToken',
  'InvalidToken',
  'TokenRefreshRequired',
  'InvalidClientTokenId',
]);
const DENIED_CODES = new Set(['AccessDenied', 'Forbidden', 'AllAccessDisabled']);
const THROTTLE_CODES = new Set([
  'SlowDown',
  'Throttling',
  'ThrottlingException',
  'TooManyRequests',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'ServiceUnavailable',
  'BandwidthLimitExceeded',
]);
const SKEW_CODES = new Set(['RequestTimeTooSkewed', 'RequestExpired', 'RequestInTheFuture']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EPIPE',
]);

/** Network errors of a connection that was made and then lost. */
const BROKEN_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE']);

interface Facts {
  /** The S3 error code (`NoSuchKey`) or the SDK error's name. */
  code: string;
  status: number | undefined;
  /** A Node network error code found on the error or its causes. */
  network: string | undefined;
  message: string;
}

function facts(error: unknown): Facts {
  const e = (error ?? {}) as {
    name?: unknown;
    Code?: unknown;
    code?: unknown;
    message?: unknown;
    $metadata?: { httpStatusCode?: unknown };
  };
  const code = typeof e.Code === 'string' ? e.Code : typeof e.name === 'string' ? e.name : 'Error';
  const status =
    typeof e.$metadata?.httpStatusCode === 'number' ? e.$metadata.httpStatusCode : undefined;
  return {
    code,
    status,
    network: networkCode(error),
    message: typeof e.message === 'string' ? e.message : String(error),
  };
}

/** The first Node network error code on the error, its `cause` chain or an AggregateError's parts. */
function networkCode(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 5) return undefined;
  const e = error as { code?: unknown; cause?: unknown; errors?: unknown; name?: unknown };
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return e.code;
  if (e.name === 'TimeoutError') return 'timeout';
  for (const inner of [e.cause, ...(Array.isArray(e.errors) ? e.errors : [])]) {
    const found = networkCode(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Secret values of the environment, in case a server or a library quotes them back. */
function scrub(text: string): string {
  let out = text;
  for (const name of ['AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN']) {
    const value = process.env[name];
    if (value && value.length >= 8) out = out.split(value).join('***');
  }
  return out.length > 300 ? `${out.slice(0, 300)}…` : out;
}

function kindOf(f: Facts): RemoteErrorKind {
  if (f.code === 'CredentialsProviderError') return 'credentials';
  if (SKEW_CODES.has(f.code)) return 'clock-skew';
  if (CREDENTIAL_CODES.has(f.code) || DENIED_CODES.has(f.code) || f.status === 403) {
    return 'credentials';
  }
  if (f.code === 'NoSuchBucket') return 'bucket-missing';
  if (THROTTLE_CODES.has(f.code) || f.status === 429 || f.status === 503) return 'throttled';
  if (f.code === 'NoSuchKey' || f.code === 'NotFound' || f.status === 404) return 'not-found';
  if (f.code === 'PreconditionFailed' || f.status === 412) return 'exists';
  if (f.network && f.status === undefined) return 'unreachable';
  return 'other';
}

function objectName(ctx: S3ErrorContext): string {
  return ctx.key === undefined ? ctx.where : `'${ctx.key}' in ${ctx.where}`;
}

function messageOf(kind: RemoteErrorKind, f: Facts, ctx: S3ErrorContext): string {
  const status = f.status === undefined ? '' : `, HTTP ${f.status}`;
  switch (kind) {
    case 'credentials':
      if (f.code === 'CredentialsProviderError') {
        return (
          `no AWS credentials for ${ctx.where}: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, ` +
          'or AWS_PROFILE, or AWS_ROLE_ARN with AWS_WEB_IDENTITY_TOKEN_FILE'
        );
      }
      if (CREDENTIAL_CODES.has(f.code)) {
        return (
          `S3 refused the credentials (${f.code}) at ${ctx.server}: check AWS_ACCESS_KEY_ID and ` +
          'AWS_SECRET_ACCESS_KEY (or AWS_SESSION_TOKEN, the profile or the role)'
        );
      }
      return (
        `S3 denied ${ctx.op} of ${objectName(ctx)} (${f.code}${status}): ` +
        'the credentials lack the permission for it'
      );
    case 'bucket-missing':
      return `S3 bucket '${ctx.bucket}' does not exist at ${ctx.server}`;
    case 'clock-skew':
      return (
        `S3 at ${ctx.server} says this machine's clock is off (${f.code}): ` +
        'signed requests must be within 15 minutes of the server time; set the clock'
      );
    case 'throttled':
      return `S3 kept asking to slow down (${f.code}${status}) on ${ctx.op} of ${objectName(ctx)}, after retries`;
    case 'not-found':
      return `no object '${ctx.key ?? ''}' in ${ctx.where}`;
    case 'exists':
      return `an object '${ctx.key ?? ''}' already exists in ${ctx.where}: objects are never overwritten`;
    case 'unreachable':
      if (f.network && BROKEN_CODES.has(f.network)) {
        return `the connection to S3 at ${ctx.server} broke off (${f.network}) during ${ctx.op} of ${objectName(ctx)}`;
      }
      return `cannot reach S3 at ${ctx.server} (${f.network ?? f.code}) for ${ctx.op} of ${objectName(ctx)}`;
    default:
      return `S3 ${ctx.op} of ${objectName(ctx)} failed (${f.code}${status}): ${scrub(f.message)}`;
  }
}

/** The `RemoteError` for an SDK or network failure (a `RemoteError` is returned as is). */
export function toRemoteError(error: unknown, ctx: S3ErrorContext): RemoteError {
  if (error instanceof RemoteError) return error;
  const f = facts(error);
  const kind = kindOf(f);
  return new RemoteError(kind, messageOf(kind, f, ctx), { key: ctx.key, cause: error });
}
