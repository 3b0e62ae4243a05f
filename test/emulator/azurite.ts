/**
 * Azurite (Microsoft's Azure Storage emulator) as a child process: the blob store behind the
 * emulated cache and artifact services.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BlobSASPermissions,
  BlobServiceClient,
  SASProtocol,
  StorageSharedKeyCredential,
  generateBlobSASQueryParameters,
} from '@azure/storage-blob';

/** Azurite's documented development account. */
export const AZURITE_ACCOUNT = 'devstoreaccount1';
/** Azurite's documented, well-known key for the development account (not a secret). */
export const AZURITE_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export const CACHE_CONTAINER = 'actions-cache';
export const ARTIFACT_CONTAINER = 'actions-results';

export interface Azurite {
  host: string;
  port: number;
  /** `http://127.0.0.1:PORT/devstoreaccount1`: Azurite's own blob endpoint (no faults). */
  endpoint: string;
  credential: StorageSharedKeyCredential;
  service: BlobServiceClient;
  stop(): Promise<void>;
}

function azuriteBlobMain(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('azurite/package.json');
  return path.join(path.dirname(pkg), 'dist', 'src', 'blob', 'main.js');
}

/** A port that was free a moment ago (bind to 0, read it, release it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const liveChildren = new Set<ChildProcess>();
let exitHookInstalled = false;
function killChildrenOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of liveChildren) child.kill('SIGKILL');
  });
}

function waitForListening(child: ChildProcess, port: number, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => finish(new Error(`Azurite did not start within ${timeoutMs} ms: ${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('successfully listens')) finish();
    };
    const onExit = (code: number | null): void =>
      finish(new Error(`Azurite exited (code ${code}) before listening on ${port}: ${output}`));
    function finish(error?: Error): void {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

async function startOnce(port: number, workdir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      azuriteBlobMain(),
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      String(port),
      '--inMemoryPersistence',
      '--skipApiVersionCheck',
      '--disableTelemetry',
      '--silent',
    ],
    { cwd: workdir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  try {
    // Generous: on a loaded 2-core machine Azurite has taken more than 15 s to listen.
    const scale = Number(process.env['CI_STATE_TIME_SCALE']) || 1;
    await waitForListening(child, port, 45_000 * scale);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  // Keep draining output so the child never blocks on a full pipe.
  child.stdout?.resume();
  child.stderr?.resume();
  return child;
}

export async function startAzurite(): Promise<Azurite> {
  killChildrenOnExit();
  const workdir = await mkdtemp(path.join(tmpdir(), 'ci-state-azurite-'));
  let child: ChildProcess | undefined;
  let port = 0;
  let lastError: unknown;
  // The port is chosen before Azurite binds it, so another process may take it in between.
  for (let attempt = 0; attempt < 3 && !child; attempt++) {
    port = await freePort();
    try {
      child = await startOnce(port, workdir);
    } catch (error) {
      lastError = error;
    }
  }
  if (!child) {
    await rm(workdir, { recursive: true, force: true });
    throw lastError instanceof Error ? lastError : new Error(String(lastError));
  }
  const running = child;
  const endpoint = `http://127.0.0.1:${port}/${AZURITE_ACCOUNT}`;
  const credential = new StorageSharedKeyCredential(AZURITE_ACCOUNT, AZURITE_KEY);
  const service = new BlobServiceClient(endpoint, credential);
  await Promise.all([
    service.getContainerClient(CACHE_CONTAINER).createIfNotExists(),
    service.getContainerClient(ARTIFACT_CONTAINER).createIfNotExists(),
  ]);
  return {
    host: '127.0.0.1',
    port,
    endpoint,
    credential,
    service,
    async stop() {
      if (running.exitCode === null && running.signalCode === null) {
        const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
        running.kill('SIGTERM');
        const timer = setTimeout(() => running.kill('SIGKILL'), 3_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(workdir, { recursive: true, force: true });
    },
  };
}

export interface SasOptions {
  container: string;
  blob: string;
  /** Azure SAS permission letters: `r` to read, `cw` to create and write. */
  permissions: string;
  expiresInSeconds: number;
  contentDisposition?: string;
  contentType?: string;
}

/** The query string (without `?`) of a service SAS for one blob. */
export function blobSas(credential: StorageSharedKeyCredential, options: SasOptions): string {
  return generateBlobSASQueryParameters(
    {
      containerName: options.container,
      blobName: options.blob,
      permissions: BlobSASPermissions.parse(options.permissions),
      protocol: SASProtocol.HttpsAndHttp,
      startsOn: new Date(Date.now() - 60_000),
      expiresOn: new Date(Date.now() + options.expiresInSeconds * 1000),
      contentDisposition: options.contentDisposition,
      contentType: options.contentType,
    },
    credential,
  ).toString();
}

/** The path of a blob under the account, each segment URL-encoded. */
export function blobPath(container: string, blob: string): string {
  return `/${AZURITE_ACCOUNT}/${container}/${blob.split('/').map(encodeURIComponent).join('/')}`;
}
