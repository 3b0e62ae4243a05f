/**
 * One S3 gateway per test run, started only if a test asks for it (vitest `globalSetup`).
 *
 * A run of test files that never touch S3 must not pay for a Ceph cluster, and `globalSetup`
 * cannot know which files will ask. So it starts only a small loopback HTTP server, the broker,
 * and provides its URL (`inject('s3GatewayBroker')`). The first request to the broker starts the
 * gateway (`rgw.ts`); every request, from any worker, gets the same connection details; the
 * teardown stops the gateway if it was started. Tests call `useGateway()` (`gateway.ts`).
 */
import http from 'node:http';
import type { TestProject } from 'vitest/node';
import { startGateway, type Gateway } from './rgw.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://127.0.0.1:PORT/`: POST to it for the run's gateway (JSON `GatewayInfo`). */
    s3GatewayBroker: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let gateway: Promise<Gateway> | undefined;
  const server = http.createServer((request, response) => {
    request.resume();
    gateway ??= startGateway();
    gateway.then(
      ({ endpoint, region, accessKeyId, secretAccessKey }) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ endpoint, region, accessKeyId, secretAccessKey }));
      },
      (error: unknown) => {
        response.statusCode = 500;
        response.end(error instanceof Error ? error.message : String(error));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('broker: no address');
  project.provide('s3GatewayBroker', `http://127.0.0.1:${address.port}/`);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    const started = await gateway?.catch(() => undefined);
    await started?.stop();
  };
}
