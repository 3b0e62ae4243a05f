/**
 * The S3 adapter's rules that need no server: how SDK and network failures become RemoteError
 * kinds and messages (src/remote/s3-errors.ts), and the settings S3Store accepts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CiStateError } from '../../src/core/errors.js';
import { REMOTE_ERROR_KINDS, RemoteError, isRemoteError } from '../../src/remote/port.js';
import { toRemoteError, type S3ErrorContext } from '../../src/remote/s3-errors.js';
import { S3Store } from '../../src/remote/s3.js';

const ctx: S3ErrorContext = {
  op: 'get',
  key: 'packs/p1',
  bucket: 'ci',
  where: 's3://ci/state/ at 127.0.0.1:7480',
  server: 'http://127.0.0.1:7480',
};

/** An error shaped like the SDK's service exceptions. */
function sdkError(name: string, status?: number, message = 'UnknownError') {
  return Object.assign(new Error(message), {
    name,
    $metadata: status === undefined ? {} : { httpStatusCode: status },
  });
}

function networkError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:7480`), { code, $metadata: {} });
}

describe('toRemoteError', () => {
  const cases: Array<[string, unknown, string, RegExp]> = [
    [
      'a wrong secret',
      sdkError('SignatureDoesNotMatch', 403),
      'credentials',
      /^S3 refused the credentials \(SignatureDoesNotMatch\) at http:\/\/127\.0\.0\.1:7480: check AWS_ACCESS_KEY_ID/,
    ],
    ['an unknown key id', sdkError('InvalidAccessKeyId', 403), 'credentials', /InvalidAccessKeyId/],
    [
      'a denied request',
      sdkError('AccessDenied', 403),
      'credentials',
      /^S3 denied get of 'packs\/p1' in s3:\/\/ci\/state\/ at 127\.0\.0\.1:7480 \(AccessDenied, HTTP 403\)/,
    ],
    ['a 403 HEAD (no body)', sdkError('Unknown', 403), 'credentials', /HTTP 403/],
    [
      'no credentials anywhere',
      sdkError('CredentialsProviderError'),
      'credentials',
      /^no AWS credentials for s3:\/\/ci\/state\/ at 127\.0\.0\.1:7480: set AWS_ACCESS_KEY_ID/,
    ],
    [
      'a missing bucket',
      sdkError('NoSuchBucket', 404),
      'bucket-missing',
      /^S3 bucket 'ci' does not exist at http:\/\/127\.0\.0\.1:7480$/,
    ],
    ['a missing key', sdkError('NoSuchKey', 404), 'not-found', /^no object 'packs\/p1' in s3:/],
    ['a HEAD 404', sdkError('NotFound', 404), 'not-found', /packs\/p1/],
    ['SlowDown', sdkError('SlowDown', 503), 'throttled', /slow down \(SlowDown, HTTP 503\)/],
    ['a 429', sdkError('TooManyRequests', 429), 'throttled', /TooManyRequests/],
    ['a skewed clock', sdkError('RequestTimeTooSkewed', 403), 'clock-skew', /clock is off/],
    ['412 on a conditional put', sdkError('PreconditionFailed', 412), 'exists', /already exists/],
    [
      'a refused connection',
      networkError('ECONNREFUSED'),
      'unreachable',
      /^cannot reach S3 at http:\/\/127\.0\.0\.1:7480 \(ECONNREFUSED\)/,
    ],
    [
      'an unknown host (inside an AggregateError)',
      Object.assign(new AggregateError([networkError('ENOTFOUND')], 'x'), { $metadata: {} }),
      'unreachable',
      /ENOTFOUND/,
    ],
    ['a connection lost mid-way', networkError('ECONNRESET'), 'unreachable', /broke off/],
    ['a timeout', sdkError('TimeoutError'), 'unreachable', /\(timeout\)/],
    [
      'anything else',
      sdkError('InternalError', 500, 'We encountered an internal error.'),
      'other',
      /^S3 get of 'packs\/p1' in .* failed \(InternalError, HTTP 500\): We encountered an internal error\.$/,
    ],
  ];
  for (const [what, error, kind, message] of cases) {
    it(`maps ${what} to ${kind}`, () => {
      const mapped = toRemoteError(error, ctx);
      expect(mapped).toBeInstanceOf(RemoteError);
      expect(mapped.kind).toBe(kind);
      expect(mapped.message).toMatch(message);
      expect(mapped.message).not.toMatch(/[\r\n]/);
      expect(mapped.key).toBe('packs/p1');
      expect(mapped.cause).toBe(error);
    });
  }

  it('covers every kind but integrity (the adapter checks content itself)', () => {
    const kinds = new Set(cases.map((c) => toRemoteError(c[1], ctx).kind));
    expect(REMOTE_ERROR_KINDS.filter((k) => !kinds.has(k))).toEqual(['integrity']);
  });

  it('passes a RemoteError through as it is', () => {
    const error = new RemoteError('integrity', 'bytes differ', { key: 'k' });
    expect(toRemoteError(error, ctx)).toBe(error);
    expect(isRemoteError(error, 'integrity')).toBe(true);
    expect(isRemoteError(error, 'other')).toBe(false);
  });

  describe('with secrets in the environment', () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
    });
    it('keeps them out of messages that quote the server or a library', () => {
      process.env.AWS_SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
      process.env.AWS_SESSION_TOKEN = 'FwoGZXIvYXdzEXAMPLETOKEN';
      const error = sdkError(
        'WeirdError',
        400,
        'echo wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY and FwoGZXIvYXdzEXAMPLETOKEN\nsecond line',
      );
      const message = toRemoteError(error, ctx).message;
      expect(message).not.toContain('wJalrXUtnFEMI');
      expect(message).not.toContain('FwoGZXIvYXdz');
      expect(message).toContain('echo *** and *** second line');
    });
  });
});

describe('S3Store settings', () => {
  it('describes where it stores, without credentials', () => {
    const store = new S3Store({
      bucket: 'ci-state',
      prefix: '/state/main',
      endpoint: 'http://127.0.0.1:7480',
      forcePathStyle: true,
    });
    expect(store.describe()).toBe('s3://ci-state/state/main/ at 127.0.0.1:7480');
    expect(store.prefix).toBe('state/main/');
    expect(new S3Store({ bucket: 'ci-state', region: 'eu-west-1' }).describe()).toBe(
      's3://ci-state/ (AWS eu-west-1)',
    );
  });

  it('refuses an endpoint with credentials in it, without repeating them', () => {
    let error: unknown;
    try {
      new S3Store({ bucket: 'ci-state', endpoint: 'http://AKID:s3cr3tvalue@127.0.0.1:7480' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CiStateError);
    expect((error as Error).message).toMatch(/must not hold credentials/);
    expect((error as Error).message).not.toContain('s3cr3tvalue');
  });

  it('refuses a bad bucket, endpoint or prefix at once (no request made)', () => {
    expect(() => new S3Store({ bucket: 'Bad_Bucket' })).toThrow(/not a bucket name/);
    expect(() => new S3Store({ bucket: 'ci-state', endpoint: 'ftp://host' })).toThrow(/http:\/\//);
    expect(() => new S3Store({ bucket: 'ci-state', endpoint: 'not a url' })).toThrow(/not a URL/);
    expect(() => new S3Store({ bucket: 'ci-state', prefix: 'a\u0000b' })).toThrow(/control/);
  });

  it('refuses keys S3 cannot hold, as RemoteErrors naming the key', async () => {
    const store = new S3Store({ bucket: 'ci-state', endpoint: 'http://127.0.0.1:9' });
    const facts = { sha256: '0'.repeat(64), size: 0 };
    for (const key of ['', '/abs', 'a\nb', 'x'.repeat(1025)]) {
      const error = await store.put(key, Buffer.alloc(0), facts).catch((e: unknown) => e);
      expect(isRemoteError(error, 'other'), JSON.stringify(key)).toBe(true);
    }
    const error = await store
      .put('k', Buffer.alloc(0), { sha256: 'nothex', size: 0 })
      .catch((e: unknown) => e);
    expect(isRemoteError(error, 'other')).toBe(true);
    expect((error as Error).message).toMatch(/64 lowercase hex digits/);
  });
});
