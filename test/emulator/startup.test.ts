/** Starting and stopping the emulator: fast, on Node 24, and leaving nothing behind. */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { decodeJwt, startEmulator } from './index.js';

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

it('starts the HTTP server and Azurite in under 3 s and stops them both', async () => {
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  const emu = await startEmulator();
  console.log(`emulator + Azurite started in ${emu.startupMs} ms`);
  try {
    expect(emu.startupMs).toBeLessThan(3_000);
    const port = Number(new URL(emu.origin).port);
    expect(await connects(port)).toBe(true);
    expect(await connects(emu.azurite.port)).toBe(true);
    expect(emu.resultsUrl).toBe(`${emu.origin}/`);

    const env = emu.runtimeEnv({ repo: 'o/r', runId: '100', attempt: 1, job: 'build' });
    expect(env).toMatchObject({
      ACTIONS_RESULTS_URL: emu.resultsUrl,
      ACTIONS_CACHE_SERVICE_V2: 'true',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_API_URL: emu.apiUrl,
      GITHUB_RUN_ID: '100',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_SERVER_URL: 'https://github.com',
    });
    const claims = decodeJwt(env['ACTIONS_RUNTIME_TOKEN'] ?? '');
    expect(claims?.scp).toMatch(/(^| )Actions\.Results:[0-9a-f-]{36}:[0-9a-f-]{36}( |$)/);
    expect(JSON.parse(String(claims?.ac))).toEqual([{ Scope: 'refs/heads/main', Permission: 3 }]);
    const pr = emu.runtimeEnv({ repo: 'o/r', runId: 101, ref: 'refs/pull/4/merge' });
    expect(JSON.parse(String(decodeJwt(pr['ACTIONS_RUNTIME_TOKEN'] ?? '')?.ac))).toEqual([
      { Scope: 'refs/pull/4/merge', Permission: 3 },
      { Scope: 'refs/heads/main', Permission: 1 },
    ]);
  } finally {
    await emu.stop();
  }
  expect(await connects(Number(new URL(emu.origin).port))).toBe(false);
  expect(await connects(emu.azurite.port)).toBe(false);
  await emu.stop();
});

it('derives the same ids from the same seed', async () => {
  const ids = async (seed: number): Promise<string> => {
    const emu = await startEmulator({ seed });
    try {
      const env = emu.runtimeEnv({ repo: 'o/r', runId: 1 });
      return String(decodeJwt(env['ACTIONS_RUNTIME_TOKEN'] ?? '')?.scp);
    } finally {
      await emu.stop();
    }
  };
  const [a, b, c] = await Promise.all([ids(5), ids(5), ids(6)]);
  expect(a).toBe(b);
  expect(a).not.toBe(c);
});

it('starts by hand with cli.mjs (plain Node 24, no build step) and stops on SIGINT', async () => {
  const cli = fileURLToPath(new URL('./cli.mjs', import.meta.url));
  const child = spawn(process.execPath, [cli, '--json', '--repo', 'o/r', '--run-id', '9'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const info = await new Promise<{ apiUrl: string; env: Record<string, string> }>(
    (resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        try {
          resolve(JSON.parse(out) as { apiUrl: string; env: Record<string, string> });
        } catch {
          // Not all of it yet.
        }
      });
      child.once('exit', (code) => reject(new Error(`cli.mjs exited with ${code}: ${out}`)));
    },
  );
  const res = await fetch(`${info.apiUrl}/repos/o/r/actions/runs/9`, {
    headers: { authorization: `token ${info.env['GITHUB_TOKEN']}` },
  });
  expect(res.status).toBe(200);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  expect(await exited).toBe(0);
});
