/**
 * The storage port on S3 (AWS, or any S3-compatible server such as Ceph's RADOS Gateway or MinIO),
 * through the AWS SDK v3 (`@aws-sdk/client-s3`, and `@aws-sdk/lib-storage` for multipart uploads).
 *
 *     const store = new S3Store({ bucket: 'ci', prefix: 'state/', endpoint: 'http://127.0.0.1:7480',
 *                                 forcePathStyle: true });
 *     await store.put('packs/p1', '/tmp/p1.pack', { sha256, size });
 *
 * Credentials come only from the SDK's default chain (AWS_ACCESS_KEY_ID and friends, a web
 * identity token, a profile, the instance role): they are never a setting, never logged, never
 * in a message. The SDK is imported on the first operation, so code that never touches S3 does
 * not load it.
 *
 * Settings that matter for S3-compatible servers: checksums are computed and validated only where
 * S3 requires them (Ceph Pacific rejects the SDK's default aws-chunked uploads with checksum
 * trailers); `forcePathStyle` for servers without virtual-host buckets; with an `endpoint` and no
 * region, `us-east-1`. Every request is retried by the SDK's standard strategy (`maxAttempts`,
 * exponential backoff with jitter, throttling such as 503 SlowDown included).
 *
 * Transfers: s3-put.ts and s3-get.ts. Errors: s3-errors.ts.
 */
import type * as S3 from '@aws-sdk/client-s3';
import { CiStateError, quote } from '../core/errors.js';
import { agentProxyOptions, proxySet } from '../transfer/proxy.js';
import {
  RemoteError,
  type ObjectFacts,
  type ObjectSource,
  type RemoteObject,
  type RemoteStore,
} from './port.js';
import { DEFAULT_S3_TUNING, type S3Access, type S3Tuning } from './s3-access.js';
import { toRemoteError } from './s3-errors.js';
import { s3GetBuffer, s3GetFile } from './s3-get.js';
import { s3Put } from './s3-put.js';
import { MAX_PREFIX_BYTES, bucketNameProblem, formatS3Url } from './s3-url.js';

export type { S3Tuning } from './s3-access.js';
export { DEFAULT_S3_TUNING } from './s3-access.js';

export interface S3Settings {
  bucket: string;
  /** Keys are stored under this prefix: '' or segments, a trailing '/' is added (`state/main/`). */
  prefix?: string;
  /** Default: the SDK's (AWS_REGION, the profile); `us-east-1` when an `endpoint` is given. */
  region?: string;
  /** An S3-compatible server's URL, e.g. `http://127.0.0.1:7480`. Default: AWS. */
  endpoint?: string;
  /** Bucket in the path (`host/bucket/key`) rather than the host name: Ceph, MinIO. */
  forcePathStyle?: boolean;
  tuning?: Partial<S3Tuning>;
}

/** S3 keys are at most 1024 bytes (UTF-8). */
const MAX_KEY_BYTES = 1024;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function invalid(message: string): never {
  throw new CiStateError('invalid_input', message);
}

/** The endpoint without credentials, query or fragment; a URL with user info is refused. */
function checkEndpoint(endpoint: string): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return invalid(`the S3 endpoint ${quote(endpoint)} is not a URL (e.g. https://s3.example.com)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return invalid(`the S3 endpoint must be an http:// or https:// URL, not ${url.protocol}//…`);
  }
  if (url.username || url.password) {
    return invalid(
      'the S3 endpoint must not hold credentials (user:password@): use AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
  }
  if (url.search || url.hash) return invalid('the S3 endpoint must not have a query or fragment');
  return url;
}

function normalPrefix(prefix: string): string {
  const bare = prefix.replace(/^\/+|\/+$/g, '');
  if (bare === '') return '';
  if (CONTROL.test(bare)) return invalid(`the S3 prefix ${quote(prefix)} has control characters`);
  if (Buffer.byteLength(bare) + 1 > MAX_PREFIX_BYTES) {
    return invalid(`the S3 prefix is longer than ${MAX_PREFIX_BYTES} bytes`);
  }
  return `${bare}/`;
}

export class S3Store implements RemoteStore {
  readonly bucket: string;
  readonly prefix: string;
  private readonly region: string | undefined;
  private readonly endpoint: URL | undefined;
  private readonly forcePathStyle: boolean;
  private readonly tuning: S3Tuning;
  private readonly location: string;
  private readonly server: string;
  private loading: Promise<S3Access> | undefined;
  private loaded: S3Access | undefined;

  constructor(settings: S3Settings) {
    const problem = bucketNameProblem(settings.bucket);
    if (problem) invalid(`the S3 bucket: ${problem}`);
    this.bucket = settings.bucket;
    this.prefix = normalPrefix(settings.prefix ?? '');
    this.endpoint = settings.endpoint === undefined ? undefined : checkEndpoint(settings.endpoint);
    this.region = settings.region ?? (this.endpoint ? 'us-east-1' : undefined);
    this.forcePathStyle = settings.forcePathStyle ?? false;
    this.tuning = { ...DEFAULT_S3_TUNING, ...settings.tuning };
    const url = formatS3Url({ bucket: this.bucket, prefix: this.prefix });
    if (this.endpoint) {
      const path = this.endpoint.pathname === '/' ? '' : this.endpoint.pathname;
      this.server = `${this.endpoint.origin}${path}`;
      this.location = `${url} at ${this.endpoint.host}`;
    } else {
      this.server = this.region ? `AWS S3 in ${this.region}` : 'AWS S3';
      this.location = this.region ? `${url} (AWS ${this.region})` : url;
    }
  }

  describe(): string {
    return this.location;
  }

  async put(key: string, source: ObjectSource, facts: ObjectFacts): Promise<void> {
    const access = await this.access('put', key);
    await s3Put(access, key, source, facts);
  }

  get(key: string): Promise<Buffer>;
  get(key: string, dest: string): Promise<ObjectFacts>;
  async get(key: string, dest?: string): Promise<Buffer | ObjectFacts> {
    const access = await this.access('get', key);
    return dest === undefined ? s3GetBuffer(access, key) : s3GetFile(access, key, dest);
  }

  async list(prefix: string): Promise<RemoteObject[]> {
    if (CONTROL.test(prefix)) this.badKey(prefix, 'has control characters');
    const access = await this.access('list');
    const objects: RemoteObject[] = [];
    try {
      const pages = access.sdk.paginateListObjectsV2(
        { client: access.client, pageSize: 1000 },
        { Bucket: this.bucket, Prefix: this.prefix + prefix },
      );
      for await (const page of pages) {
        for (const entry of page.Contents ?? []) {
          if (!entry.Key?.startsWith(this.prefix)) continue;
          objects.push({
            key: entry.Key.slice(this.prefix.length),
            size: entry.Size ?? 0,
            created: entry.LastModified ?? new Date(0),
          });
        }
      }
    } catch (error) {
      throw access.fail(error, 'list', prefix === '' ? undefined : prefix);
    }
    // Newest first; objects of the same time in reverse key order (later names first).
    return objects.sort(
      (a, b) =>
        b.created.getTime() - a.created.getTime() || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0),
    );
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const access = await this.access('delete', keys[0]);
    for (const key of keys) this.objectKey(key);
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      let result: S3.DeleteObjectsCommandOutput;
      try {
        result = await access.client.send(
          new access.sdk.DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: batch.map((key) => ({ Key: this.objectKey(key) })), Quiet: true },
          }),
        );
      } catch (error) {
        throw access.fail(error, 'delete', batch.length === 1 ? batch[0] : undefined);
      }
      const failed = (result.Errors ?? []).find((e) => e.Code !== 'NoSuchKey');
      if (failed) {
        const key = failed.Key?.slice(this.prefix.length);
        const cause = Object.assign(new Error(failed.Message ?? failed.Code ?? 'failed'), {
          name: failed.Code ?? 'Error',
        });
        throw access.fail(cause, 'delete', key);
      }
    }
  }

  /** Closes the client's connections (the store stays usable: a later call opens new ones). */
  destroy(): void {
    this.loaded?.client.destroy();
  }

  private badKey(key: string, why: string): never {
    throw new RemoteError('other', `the key ${quote(key)} for ${this.location} ${why}`, { key });
  }

  private objectKey(key: string): string {
    if (typeof key !== 'string' || key === '') this.badKey(String(key), 'is empty');
    if (key.startsWith('/')) this.badKey(key, "starts with '/'");
    if (CONTROL.test(key)) this.badKey(key, 'has control characters');
    const full = this.prefix + key;
    if (Buffer.byteLength(full) > MAX_KEY_BYTES) {
      this.badKey(key, `is longer than S3's ${MAX_KEY_BYTES} bytes with the prefix`);
    }
    return full;
  }

  /** The SDK and client, loaded on first use; the key is checked first. */
  private async access(op: string, key?: string): Promise<S3Access> {
    if (key !== undefined && op !== 'list') this.objectKey(key);
    this.loading ??= this.load().then((access) => (this.loaded = access));
    try {
      return await this.loading;
    } catch (error) {
      this.loading = undefined;
      throw error;
    }
  }

  private async load(): Promise<S3Access> {
    let sdk: typeof S3;
    try {
      sdk = await import('@aws-sdk/client-s3');
    } catch (error) {
      throw new RemoteError(
        'other',
        'S3 storage needs the package @aws-sdk/client-s3 (and @aws-sdk/lib-storage): install them next to ci-state',
        { cause: error },
      );
    }
    const client = new sdk.S3Client({
      region: this.region,
      endpoint: this.endpoint ? this.server : undefined,
      forcePathStyle: this.forcePathStyle,
      followRegionRedirects: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: this.tuning.maxAttempts,
      retryMode: 'standard',
      // No `Expect: 100-continue` (the SDK's default from 2 MiB): the SDK sends such a request on
      // a new connection that is not kept alive and holds the body for the server's 100, two
      // round trips (and a TLS handshake) more for every pack and every part of an upload.
      expectContinueHeader: false,
      // Through HTTPS_PROXY / HTTP_PROXY when set, as the AWS CLI goes (NO_PROXY honoured).
      requestHandler: {
        connectionTimeout: 10_000,
        requestTimeout: 120_000,
        ...(proxySet() ? { httpAgent: agentProxyOptions(), httpsAgent: agentProxyOptions() } : {}),
      },
    });
    const context = { bucket: this.bucket, where: this.location, server: this.server };
    return {
      sdk,
      client,
      bucket: this.bucket,
      tuning: this.tuning,
      objectKey: (key) => this.objectKey(key),
      name: (key) => `'${key}' in ${this.location}`,
      fail: (error, op, key) => toRemoteError(error, { ...context, op, key }),
    };
  }
}
