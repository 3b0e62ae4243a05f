/**
 * The S3 adapter against a real S3 server, Ceph's RADOS Gateway (test/s3/): the port's contract,
 * then the failures a user meets (wrong credentials, a missing bucket, an unreachable endpoint,
 * throttling, a skewed clock), each as its kind with a one-line message that shows no secret.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Store, type S3Settings } from '../../src/remote/s3.js';
import { useGateway } from '../s3/gateway.js';
import { startFaultProxy, type FaultProxy } from '../s3/fault-proxy.js';
import { gatewayEnv } from '../s3/rgw.js';
import { describeRemoteContract, factsOf, remoteFailure } from './contract.js';

const gateway = useGateway();
let bucket: string;
const wrongSecret = randomBytes(24).toString('base64url');

beforeAll(async () => {
  // The adapter takes credentials only from the SDK's default chain: here, the environment.
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
  Object.assign(process.env, gatewayEnv(gateway.info), { AWS_EC2_METADATA_DISABLED: 'true' });
  bucket = await gateway.bucket('contract');
});

const secrets = () => [gateway.info.secretAccessKey, wrongSecret];

function store(settings: Partial<S3Settings> = {}): S3Store {
  return new S3Store({
    bucket,
    prefix: `t-${randomBytes(4).toString('hex')}`,
    endpoint: gateway.info.endpoint,
    forcePathStyle: true,
    ...settings,
  });
}

/** Runs `fn` with these environment variables, restored afterwards. */
async function withEnv<T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describeRemoteContract('S3 on Ceph RGW', async () => {
  const s = store();
  return {
    store: s,
    secrets: secrets(),
    async tamper(key, bytes) {
      const Key = s.prefix + key;
      const head = await gateway.client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      await gateway.client.send(
        new PutObjectCommand({ Bucket: bucket, Key, Body: bytes, Metadata: head.Metadata }),
      );
    },
    dispose: () => s.destroy(),
  };
});

describe('S3 failures', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ci-state-s3-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const fail = (promise: Promise<unknown>, kind: Parameters<typeof remoteFailure>[1]) =>
    remoteFailure(promise, kind, secrets());

  it('names a wrong secret key as a credentials problem, without showing it', async () => {
    await withEnv({ AWS_SECRET_ACCESS_KEY: wrongSecret }, async () => {
      const s = store();
      const error = await fail(s.list(''), 'credentials');
      expect(error.message).toContain('SignatureDoesNotMatch');
      expect(error.message).toContain('AWS_SECRET_ACCESS_KEY');
      expect(error.message).toContain(gateway.info.endpoint);
      const bytes = Buffer.from('x');
      await fail(s.put('k', bytes, factsOf(bytes)), 'credentials');
    });
  });

  it('names an unknown access key id as a credentials problem', async () => {
    const bytes = Buffer.from('x');
    await withEnv({ AWS_ACCESS_KEY_ID: 'AKUNKNOWNUNKNOWN0000' }, async () => {
      const s = store();
      const error = await fail(s.put('k', bytes, factsOf(bytes)), 'credentials');
      expect(error.message).toContain('InvalidAccessKeyId');
      await fail(s.get('k', path.join(dir, 'k.out')), 'credentials');
    });
  });

  it('says which bucket does not exist, and where, for every operation', async () => {
    const s = store({ bucket: `no-such-bucket-${randomBytes(4).toString('hex')}` });
    const bytes = Buffer.from('x');
    const expected = `S3 bucket '${s.bucket}' does not exist at ${gateway.info.endpoint}`;
    const large = randomBytes(9 * 1024 * 1024); // above the single PutObject size: multipart
    const largeFile = path.join(dir, 'large.bin');
    await writeFile(largeFile, large);
    for (const attempt of [
      () => s.list(''),
      () => s.put('k', bytes, factsOf(bytes)),
      () => s.put('k', largeFile, factsOf(large)),
      () => s.get('k'),
      () => s.get('k', path.join(dir, 'missing.out')),
      () => s.delete(['k']),
    ]) {
      const error = await fail(attempt(), 'bucket-missing');
      expect(error.message).toBe(expected);
    }
    expect(existsSync(path.join(dir, 'missing.out'))).toBe(false);
    await rm(largeFile);
  });

  it('reports a closed port as unreachable, naming the endpoint', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const endpoint = `http://127.0.0.1:${closed}`;
    const s = store({ endpoint, tuning: { maxAttempts: 2 } });
    const error = await fail(s.list(''), 'unreachable');
    expect(error.message).toContain(endpoint);
    expect(error.message).toContain('ECONNREFUSED');
    const bytes = Buffer.from('x');
    await fail(s.put('k', bytes, factsOf(bytes)), 'unreachable');
  });

  describe('behind a proxy that injects faults', () => {
    let proxy: FaultProxy;
    beforeAll(async () => {
      proxy = await startFaultProxy(gateway.info.endpoint);
    });
    afterAll(() => proxy.stop());

    it('retries 503 SlowDown with backoff, then reports throttled once the attempts are spent', async () => {
      const s = store({ endpoint: proxy.endpoint, tuning: { maxAttempts: 3 } });
      const bytes = Buffer.from('throttled once or twice');
      proxy.fail(2, { status: 503, code: 'SlowDown' });
      const before = proxy.requests;
      await s.put('k', bytes, factsOf(bytes));
      expect(proxy.requests - before).toBe(3);

      // Always throttled: the attempts are the bound (two here, to keep the backoff short).
      const impatient = store({
        prefix: s.prefix,
        endpoint: proxy.endpoint,
        tuning: { maxAttempts: 2 },
      });
      proxy.fail(Infinity, { status: 503, code: 'SlowDown' });
      const start = proxy.requests;
      const error = await fail(impatient.get('k'), 'throttled');
      expect(error.message).toContain('SlowDown');
      expect(proxy.requests - start).toBe(2);
      proxy.fail(0, { status: 503, code: 'SlowDown' });
      expect(await s.get('k')).toEqual(bytes);
    });

    it('reads again when an answer breaks off, and leaves no partial file when it keeps breaking', async () => {
      const s = store({ endpoint: proxy.endpoint, tuning: { maxAttempts: 2 } });
      // 1 MiB ranges: the 3 MiB object is read in three ranges.
      const ranged = store({
        prefix: s.prefix,
        endpoint: proxy.endpoint,
        tuning: { maxAttempts: 2, rangeSize: 1024 * 1024 },
      });
      const bytes = randomBytes(3 * 1024 * 1024);
      await s.put('cut', bytes, factsOf(bytes));
      const dest = path.join(dir, 'cut.out');
      const cut = { cutAfter: 64 * 1024, method: 'GET' };
      try {
        for (const [name, read] of [
          ['one GET into a file', () => s.get('cut', dest)],
          ['ranged GETs into a file', () => ranged.get('cut', dest)],
          ['one GET into memory', () => s.get('cut')],
        ] as const) {
          proxy.fail(1, cut);
          const result = await read();
          const got = Buffer.isBuffer(result) ? result : await readFile(dest);
          expect(factsOf(got), name).toEqual(factsOf(bytes));
          await rm(dest, { force: true });

          await writeFile(dest, 'before');
          proxy.fail(Infinity, cut);
          const error = await remoteFailure(read(), 'unreachable', secrets());
          expect(error.message, name).toContain('broke off (ECONNRESET)');
          expect(error.key).toBe('cut');
          proxy.fail(0, cut);
          expect(await readFile(dest, 'utf8')).toBe('before');
          expect(await readdir(dir)).toEqual(['cut.out']);
          await rm(dest);
        }
      } finally {
        proxy.fail(0, cut);
      }
    });

    it('reads a broken range again from the first byte it had not written, and the file is whole', async () => {
      const s = store({ endpoint: proxy.endpoint });
      const ranged = store({
        prefix: s.prefix,
        endpoint: proxy.endpoint,
        tuning: { rangeSize: 4 * 1024 * 1024, rangeConcurrency: 2 },
      });
      const bytes = randomBytes(9 * 1024 * 1024);
      await s.put('resume', bytes, factsOf(bytes));
      const dest = path.join(dir, 'resume.out');
      // Cut after more than one written batch (1 MiB), in the middle of a range or between.
      for (const cutAfter of [2.5 * 1024 * 1024, 3 * 1024 * 1024 + 7]) {
        const before = proxy.requests;
        proxy.fail(1, { cutAfter, method: 'GET' });
        try {
          expect(await ranged.get('resume', dest)).toEqual(factsOf(bytes));
        } finally {
          proxy.fail(0, { cutAfter, method: 'GET' });
        }
        expect(factsOf(await readFile(dest))).toEqual(factsOf(bytes));
        // Three ranges (the first GET is the first range, no HEAD) and one read again.
        expect(proxy.requests - before).toBe(4);
        await rm(dest);
      }
    });

    it("reports the server's complaint about this machine's clock as clock-skew", async () => {
      const s = store({ endpoint: proxy.endpoint, tuning: { maxAttempts: 2 } });
      proxy.fail(Infinity, { status: 403, code: 'RequestTimeTooSkewed' });
      try {
        const error = await fail(s.list(''), 'clock-skew');
        expect(error.message).toContain('clock');
      } finally {
        proxy.fail(0, { status: 503, code: 'SlowDown' });
      }
    });
  });
});
