/**
 * `s3://bucket/prefix` locations: parsed, checked and written back.
 *
 *     parseS3Url('s3://ci/state/main')  -> { bucket: 'ci', prefix: 'state/main/' }
 *     parseS3Url('s3://ci')             -> { bucket: 'ci', prefix: '' }
 *     formatS3Url({ bucket, prefix })   -> 's3://ci/state/main/'
 *
 * The bucket follows S3's naming rules (3 to 63 lowercase letters, digits, dots and hyphens,
 * starting and ending with a letter or digit, no '..', not an IPv4 address), so a typo fails here
 * rather than as a signature or DNS error at the first request. The prefix is a run of non-empty
 * path segments (no '.', '..' or control characters); it is kept with one trailing '/' so keys
 * under it read `prefix + key`.
 */
import { CiStateError, quote } from '../core/errors.js';

export interface S3Location {
  bucket: string;
  /** '' or segments ending with '/', e.g. 'state/main/'. */
  prefix: string;
}

/** S3 keys are at most 1024 bytes: leave the keys under the prefix at least half. */
export const MAX_PREFIX_BYTES = 512;

const BUCKET_RULE =
  '3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit';
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Why `bucket` is not a valid bucket name, or undefined if it is. */
export function bucketNameProblem(bucket: string): string | undefined {
  if (!BUCKET.test(bucket)) return `${quote(bucket)} is not a bucket name (${BUCKET_RULE})`;
  if (bucket.includes('..')) return `${quote(bucket)} is not a bucket name (no '..')`;
  if (IPV4.test(bucket)) return `${quote(bucket)} is not a bucket name (not an IP address)`;
  return undefined;
}

/** Why `prefix` (without its trailing '/') is not a valid prefix, or undefined if it is. */
function prefixProblem(prefix: string): string | undefined {
  if (CONTROL.test(prefix)) return `the prefix ${quote(prefix)} has control characters`;
  if (prefix.includes('\\')) return `the prefix ${quote(prefix)} has a backslash (use '/')`;
  const bad = prefix
    .split('/')
    .find((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad !== undefined) {
    const what = bad === '' ? 'an empty segment (//)' : `a ${quote(bad)} segment`;
    return `the prefix ${quote(prefix)} has ${what}`;
  }
  if (Buffer.byteLength(prefix) + 1 > MAX_PREFIX_BYTES) {
    return `the prefix is longer than ${MAX_PREFIX_BYTES} bytes`;
  }
  return undefined;
}

/**
 * Parses `s3://bucket[/prefix[/]]`. `what` names the setting in the error message (a
 * `CiStateError` with code `invalid_input`).
 */
export function parseS3Url(text: string, what = 'the S3 location'): S3Location {
  const fail = (why: string): never => {
    throw new CiStateError(
      'invalid_input',
      `${what} ${quote(text)} is not an s3://bucket/prefix location: ${why}`,
    );
  };
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/s.exec(text);
  if (!match) return fail("it does not start with 's3://'");
  const bucket = match[1] ?? '';
  if (bucket === '') return fail('the bucket is missing');
  const bucketProblem = bucketNameProblem(bucket);
  if (bucketProblem) return fail(bucketProblem);
  const rest = (match[2] ?? '').replace(/\/$/, '');
  if (rest === '') return { bucket, prefix: '' };
  const problem = prefixProblem(rest);
  if (problem) return fail(problem);
  return { bucket, prefix: `${rest}/` };
}

/** The `s3://` form of a location (what `parseS3Url` reads back to the same location). */
export function formatS3Url(location: S3Location): string {
  return `s3://${location.bucket}/${location.prefix}`;
}
