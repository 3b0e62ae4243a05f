/**
 * The S3 gateway a test file uses, and fresh buckets on it.
 *
 *     const gateway = useGateway();               // at the top of a test file (or a describe)
 *     beforeAll(async () => { bucket = await gateway.bucket('packs'); });
 *     gateway.info.endpoint, gateway.client       // inside tests and hooks
 *
 * Under vitest.config.ts every file shares the run's gateway (global-setup.ts starts it on the
 * first request); under a config without that global setup the file starts its own and stops it
 * after its tests. Each test keeps to its own bucket (or prefix), so files can share a gateway.
 */
import { randomBytes } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, inject } from 'vitest';
import { startGateway, type Gateway, type GatewayInfo } from './rgw.js';

export interface GatewayHandle {
  /** The connection details (available from `beforeAll` on). */
  readonly info: GatewayInfo;
  /** A raw SDK client on the gateway with its keys, for a test's own setup and tampering. */
  readonly client: S3Client;
  /** Creates a bucket with a fresh name (`name-<random>`) and returns the name. */
  bucket(name?: string): Promise<string>;
}

async function fromBroker(url: string): Promise<GatewayInfo> {
  const response = await fetch(url, { method: 'POST' });
  const text = await response.text();
  if (!response.ok) throw new Error(`the run's S3 gateway did not start: ${text}`);
  return JSON.parse(text) as GatewayInfo;
}

/** A client of the raw SDK with the gateway's keys, path-style, and Ceph Pacific's checksums. */
export async function rawClient(info: GatewayInfo): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    endpoint: info.endpoint,
    region: info.region,
    forcePathStyle: true,
    credentials: { accessKeyId: info.accessKeyId, secretAccessKey: info.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Registers the hooks that get (or start) a gateway for the calling file or describe block. */
export function useGateway(): GatewayHandle {
  let info: GatewayInfo | undefined;
  let client: S3Client | undefined;
  let own: Gateway | undefined;
  beforeAll(async () => {
    const broker = inject('s3GatewayBroker');
    if (broker) info = await fromBroker(broker);
    else info = own = await startGateway();
    client = await rawClient(info);
  }, 240_000);
  afterAll(async () => {
    client?.destroy();
    await own?.stop();
  }, 60_000);
  const handle: GatewayHandle = {
    get info() {
      if (!info) throw new Error('useGateway(): the gateway is there from beforeAll on');
      return info;
    },
    get client() {
      if (!client) throw new Error('useGateway(): the gateway is there from beforeAll on');
      return client;
    },
    async bucket(name = 'test') {
      const { CreateBucketCommand } = await import('@aws-sdk/client-s3');
      const bucket = `${name}-${randomBytes(5).toString('hex')}`;
      await handle.client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
  };
  return handle;
}
