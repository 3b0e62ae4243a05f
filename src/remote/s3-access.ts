/**
 * What the S3 adapter's transfer modules (s3-put.ts, s3-get.ts) share: the loaded SDK, the
 * client, the bucket and prefix, the sizes of parts and ranges, and the error mapping.
 */
import type * as S3 from '@aws-sdk/client-s3';
import { RemoteError, type ObjectFacts } from './port.js';
import { validFacts } from './digest.js';

/** Sizes and parallelism of transfers (the defaults suit runners and S3 alike). */
export interface S3Tuning {
  /** Content above this size is uploaded in parts (lib-storage `Upload`); at most this much is
   *  read into memory for a single PutObject, which the SDK can send again on a retry. */
  multipartThreshold: number;
  /** Bytes per part of a multipart upload (S3's minimum is 5 MiB). */
  partSize: number;
  /** Parts in flight at once. */
  partConcurrency: number;
  /** Bytes per ranged GET; an object read into a file that is larger is read in ranges. */
  rangeSize: number;
  /** Ranged GETs in flight at once. */
  rangeConcurrency: number;
  /** Attempts per request, the first included: the SDK's standard retry strategy (exponential
   *  backoff with jitter; throttling such as 503 SlowDown and network errors are retried). */
  maxAttempts: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_S3_TUNING: S3Tuning = {
  multipartThreshold: 8 * MiB,
  partSize: 8 * MiB,
  partConcurrency: 4,
  // 16 MiB: at a 40 ms round trip each range's first byte waits a round trip, which 8 MiB ranges
  // paid twice as often (docs/performance.md, "Numbers behind choices in the code").
  rangeSize: 16 * MiB,
  rangeConcurrency: 4,
  maxAttempts: 5,
};

/** Metadata names (sent as `x-amz-meta-sha256` and `x-amz-meta-size`). */
export const META_SHA256 = 'sha256';
export const META_SIZE = 'size';

export interface S3Access {
  sdk: typeof S3;
  client: S3.S3Client;
  bucket: string;
  tuning: S3Tuning;
  /** The object's key in the bucket: the store's prefix + `key`. */
  objectKey(key: string): string;
  /** `'key' in s3://bucket/prefix/ at host`, for messages. */
  name(key: string): string;
  /** The `RemoteError` for a failure of `op` (a `RemoteError` is returned as is). */
  fail(error: unknown, op: string, key?: string): RemoteError;
}

/** The metadata to store with content of these facts. */
export function metadataOf(facts: ObjectFacts): Record<string, string> {
  return { [META_SHA256]: facts.sha256, [META_SIZE]: String(facts.size) };
}

/**
 * The size and SHA-256 recorded in an object's metadata; an `integrity` error when they are
 * missing or malformed (an object not written through the port, or damaged metadata).
 */
export function recordedFacts(
  access: S3Access,
  key: string,
  metadata: Record<string, string> | undefined,
): ObjectFacts {
  const sha256 = metadata?.[META_SHA256];
  const sizeText = metadata?.[META_SIZE];
  const facts = { sha256, size: sizeText && /^\d+$/.test(sizeText) ? Number(sizeText) : undefined };
  if (!validFacts(facts)) {
    throw new RemoteError(
      'integrity',
      `${access.name(key)} has no recorded size and SHA-256 (x-amz-meta-${META_SIZE}, x-amz-meta-${META_SHA256}): it was not stored by ci-state, or its metadata was changed`,
      { key },
    );
  }
  return facts;
}

/**
 * The recorded facts of the object under `key`, or undefined if there is none (HeadObject).
 * An object without valid facts counts as present with facts that match nothing.
 */
export async function headFacts(
  access: S3Access,
  key: string,
  op: string,
): Promise<ObjectFacts | undefined> {
  try {
    const head = await access.client.send(
      new access.sdk.HeadObjectCommand({ Bucket: access.bucket, Key: access.objectKey(key) }),
    );
    try {
      return recordedFacts(access, key, head.Metadata);
    } catch {
      return { sha256: '', size: -1 };
    }
  } catch (error) {
    const failure = access.fail(error, op, key);
    if (failure.kind === 'not-found') return undefined;
    throw failure;
  }
}
