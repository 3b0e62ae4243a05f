/**
 * A real S3 server for the tests: a throwaway one-node Ceph cluster with the RADOS Gateway, started
 * by `rgw/start-rgw.sh` in a fresh temporary directory on ports the OS says are free, and stopped
 * by `rgw/stop-rgw.sh`, which signals exactly the daemons that directory's pid files name.
 *
 *     const gateway = await startGateway();      // ~2 s
 *     gateway.endpoint                           // http://127.0.0.1:PORT (path-style buckets)
 *     gateway.env()                              // AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, ...
 *     await gateway.stop();                      // < 1 s
 *
 * Each gateway gets its own random S3 keys, so a test can check that no message shows the secret.
 * Tests usually share one gateway per run: see `gateway.ts` (`useGateway()`).
 */
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const START = path.join(here, 'rgw', 'start-rgw.sh');
const STOP = path.join(here, 'rgw', 'stop-rgw.sh');

/** What a client needs to reach a gateway (plain data: it crosses process boundaries). */
export interface GatewayInfo {
  /** `http://127.0.0.1:PORT`. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface Gateway extends GatewayInfo {
  /** The cluster's directory (config, logs, pid files); removed by `stop()`. */
  dir: string;
  /** How long the start took, in ms. */
  startMs: number;
  /** Stops the daemons this gateway started and removes its directory. Safe to call twice. */
  stop(): Promise<void>;
}

export interface GatewayOptions {
  /** The OSD's capacity (it keeps every object in RAM). Default 4 GiB, of which only what is
   *  stored is used; a full store makes PUTs hang, so size it for what the tests write. */
  memstoreBytes?: number;
}

/** A port that was free a moment ago (bind to 0, read it, release it). */
function freePort(): Promise<number> {
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

/** A free port outside 6800-7300, where Ceph's OSD picks its own four. */
async function portOutsideOsdRange(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port < 6800 || port > 7300) return port;
  }
}

function run(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      [script, ...args],
      { env, timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 4 << 20 },
      (error, stdout, stderr) => resolve({ ok: !error, output: `${stdout}${stderr}`.trim() }),
    );
  });
}

/** Clusters of this process still running: stopped synchronously if the process exits first. */
const running = new Set<string>();
let exitHookInstalled = false;
function stopOnExit(dir: string): void {
  running.add(dir);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const d of running) spawnSync('bash', [STOP, d], { stdio: 'ignore', timeout: 30_000 });
  });
}

async function logTail(dir: string): Promise<string> {
  const text = await readFile(path.join(dir, 'log', 'client.rgw.log'), 'utf8').catch(() => '');
  return text.split('\n').slice(-15).join('\n');
}

async function startOnce(options: GatewayOptions): Promise<Gateway> {
  const parent = await mkdtemp(path.join(tmpdir(), 'ci-state-rgw-'));
  const dir = path.join(parent, 'cluster');
  const [rgwPort, monPort] = [await portOutsideOsdRange(), await portOutsideOsdRange()];
  const info: GatewayInfo = {
    endpoint: `http://127.0.0.1:${rgwPort}`,
    region: 'us-east-1',
    accessKeyId: `AK${randomBytes(9).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(24).toString('base64url'),
  };
  const env = {
    ...process.env,
    RGW_PORT: String(rgwPort),
    MON_PORT: String(monPort),
    S3_ACCESS_KEY: info.accessKeyId,
    S3_SECRET_KEY: info.secretAccessKey,
    MEMSTORE_BYTES: String(options.memstoreBytes ?? 4 * 1024 ** 3),
  };
  stopOnExit(dir);
  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopped ??= (async () => {
      const result = await run(STOP, [dir], process.env, 60_000);
      running.delete(dir);
      await rm(parent, { recursive: true, force: true });
      if (!result.ok) throw new Error(`stop-rgw.sh ${dir} failed: ${result.output}`);
    })());
  const began = performance.now();
  // Generous: ~2 s on an idle machine, much more on a loaded 2-core runner.
  const started = await run(START, [dir], env, 180_000);
  if (!started.ok) {
    const tail = await logTail(dir);
    await stop().catch(() => undefined);
    throw new Error(`start-rgw.sh failed:\n${started.output}\nradosgw log (end):\n${tail}`);
  }
  return { ...info, dir, startMs: performance.now() - began, stop };
}

/**
 * Starts a gateway; a second attempt on other ports if the first fails (a port chosen free may
 * be taken by another process before the daemon binds it).
 */
export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  try {
    return await startOnce(options);
  } catch (first) {
    try {
      return await startOnce(options);
    } catch {
      throw first;
    }
  }
}

/** The environment the AWS SDK's default credential chain reads, for this gateway. */
export function gatewayEnv(info: GatewayInfo): Record<string, string> {
  return {
    AWS_ACCESS_KEY_ID: info.accessKeyId,
    AWS_SECRET_ACCESS_KEY: info.secretAccessKey,
    AWS_REGION: info.region,
  };
}
