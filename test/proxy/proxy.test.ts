/**
 * Behind a proxy (HTTPS_PROXY / HTTP_PROXY / NO_PROXY, as a self-hosted runner's network sets
 * them): every request ci-state makes goes through it. The services here have names under
 * `.proxy.test`, which never resolve: only the proxy (test/proxy/forward-proxy.ts, on loopback)
 * reaches them, so a request that bypassed it would fail. The proxy asks for credentials, and
 * they never show in a step's output.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestClient } from '../../src/github/octokit.js';
import {
  agentProxyOptions,
  agentsHonourProxy,
  describeProxy,
  fetchThrough,
  proxyConfig,
  proxyWarning,
} from '../../src/transfer/proxy.js';
import { ACTION, markerFile, newRun } from '../action/helpers.js';
import { cliAsync, localEnv, tempDir } from '../cli/helpers.js';
import { startEmulator, type Emulator } from '../emulator/index.js';
import { useGateway } from '../s3/gateway.js';
import { gatewayEnv } from '../s3/rgw.js';
import { startForwardProxy, type ForwardProxy } from './forward-proxy.js';

const PASSWORD = 'proxy-secret-4711';
let proxy: ForwardProxy;
let emu: Emulator;
let target: http.Server;
beforeAll(async () => {
  proxy = await startForwardProxy({ user: 'runner', password: PASSWORD });
  emu = await startEmulator({ seed: 11, blobHost: 'blobs.proxy.test' });
  // `/go`: to another origin; `/again`: to `/echo` here (307 keeps the method and body); `/echo`:
  // what came; `/empty`: 204; anything else: hello.
  target = http.createServer((req, res) => {
    const port = (target.address() as AddressInfo).port;
    if (req.url === '/go')
      return void res.writeHead(302, { location: `http://other.proxy.test:${port}/echo` }).end();
    if (req.url === '/again') return void res.writeHead(307, { location: '/echo' }).end();
    if (req.url === '/empty') return void res.writeHead(204).end();
    if (req.url !== '/echo') return void res.end(`hello ${req.url}`);
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () =>
      res.end(
        JSON.stringify({
          host: req.headers.host,
          method: req.method,
          auth: req.headers.authorization ?? null,
          body,
        }),
      ),
    );
  });
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
}, 60_000);
afterAll(async () => {
  await emu?.stop();
  await proxy?.close();
  await new Promise((r) => target?.close(r));
});

/** The emulator's URL with its host name under `.proxy.test`. */
const named = (url: string, name: string) => url.replace('127.0.0.1', `${name}.proxy.test`);

/** A GET through an `http.Agent` made with `agentProxyOptions(env)`. */
function agentGet(url: string, env: NodeJS.ProcessEnv): Promise<string> {
  const agent = new http.Agent(agentProxyOptions(env));
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve(`${res.statusCode} ${body}`));
      })
      .on('error', reject);
  }).finally(() => agent.destroy()) as Promise<string>;
}

async function fetchGet(url: string, env: NodeJS.ProcessEnv): Promise<string> {
  const res = await fetchThrough(url, {}, env);
  return `${res.status} ${await res.text()}`;
}

describe('the proxy settings', () => {
  it('are read as the toolkit reads them, and a description of one never holds its credentials', () => {
    expect(
      proxyConfig({
        https_proxy: 'http://a:b@low:1',
        HTTPS_PROXY: 'http://up:2',
        HTTP_PROXY: ' ',
        no_proxy: 'x.test',
      }),
    ).toEqual({ https: 'http://a:b@low:1', noProxy: 'x.test' });
    expect(proxyConfig({})).toEqual({});
    expect(describeProxy('http://user:pw@proxy.corp:3128')).toBe('proxy.corp:3128');
    expect(describeProxy('proxy.corp:3128')).toBe('proxy.corp:3128');
    expect(describeProxy('http://[::1')).not.toContain('::1');
    expect(agentsHonourProxy('24.5.0')).toBe(true);
    expect(agentsHonourProxy('24.4.1')).toBe(false);
    expect(agentsHonourProxy('22.21.0')).toBe(true);
    expect(agentsHonourProxy('22.20.0')).toBe(false);
    expect(agentsHonourProxy('25.0.0')).toBe(true);
    expect(proxyWarning({ HTTPS_PROXY: 'http://u:secret@p:1' }, '24.4.0')).toMatch(
      /^a proxy is set \(HTTPS_PROXY\/HTTP_PROXY\) but Node\.js 24\.4\.0 connects around it: ci-state needs Node\.js 24\.5 or later/,
    );
    expect(proxyWarning({ HTTPS_PROXY: 'http://u:secret@p:1' }, '24.4.0')).not.toContain('secret');
    expect(proxyWarning({ HTTPS_PROXY: 'http://p:1' }, '24.21.0')).toBeUndefined();
    expect(proxyWarning({}, '24.4.0')).toBeUndefined();
  });

  it('send fetch and the agents through the proxy, with its credentials, but not to what NO_PROXY names', async () => {
    const port = (target.address() as AddressInfo).port;
    const env = { HTTP_PROXY: proxy.url };
    const before = proxy.seen().length;
    expect(await fetchGet(`http://target.proxy.test:${port}/f`, env)).toBe('200 hello /f');
    expect(await agentGet(`http://target.proxy.test:${port}/a`, env)).toBe('200 hello /a');
    expect(proxy.seen().slice(before)).toEqual([
      { method: 'GET', host: `target.proxy.test:${port}`, path: '/f' },
      { method: 'GET', host: `target.proxy.test:${port}`, path: '/a' },
    ]);
    // NO_PROXY: straight to the server (a loopback address, so that it connects without one).
    const direct = { HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1' };
    expect(await fetchGet(`http://127.0.0.1:${port}/n`, direct)).toBe('200 hello /n');
    expect(await agentGet(`http://127.0.0.1:${port}/m`, direct)).toBe('200 hello /m');
    // An HTTPS proxy only: plain HTTP goes direct too.
    const httpsOnly = { HTTPS_PROXY: proxy.url };
    expect(await fetchGet(`http://127.0.0.1:${port}/h`, httpsOnly)).toBe('200 hello /h');
    expect(await agentGet(`http://127.0.0.1:${port}/i`, httpsOnly)).toBe('200 hello /i');
    expect(proxy.seen().length).toBe(before + 2);
    // Without its credentials the proxy refuses: the clients sent them.
    const refused = proxy.refused();
    const anonymous = { HTTP_PROXY: proxy.url.replace(/\/\/[^@]+@/, '//') };
    expect(await fetchGet(`http://target.proxy.test:${port}/x`, anonymous)).toMatch(/^407 /);
    expect(await agentGet(`http://target.proxy.test:${port}/y`, anonymous)).toMatch(/^407 /);
    expect(proxy.refused()).toBe(refused + 2);
  });

  it('carry fetch requests as fetch does: bodies, redirects (no credentials to another origin), empty answers, aborts', async () => {
    const port = (target.address() as AddressInfo).port;
    const env = { HTTP_PROXY: proxy.url };
    const base = `http://target.proxy.test:${port}`;
    const auth = { authorization: 'Bearer t0ken' };
    const echo = async (path: string, init: RequestInit = {}) => {
      const res = await fetchThrough(`${base}${path}`, init, env);
      return { url: res.url, status: res.status, ...((await res.json()) as object) };
    };
    expect(await echo('/go', { headers: auth })).toEqual({
      url: `http://other.proxy.test:${port}/echo`,
      status: 200,
      host: `other.proxy.test:${port}`,
      method: 'GET',
      auth: null,
      body: '',
    });
    expect(
      await echo('/again', { method: 'POST', headers: auth, body: JSON.stringify({ a: 1 }) }),
    ).toMatchObject({ method: 'POST', auth: 'Bearer t0ken', body: '{"a":1}' });
    expect(await echo('/echo', { method: 'PUT', body: new Uint8Array([104, 105]) })).toMatchObject({
      method: 'PUT',
      body: 'hi',
    });
    const manual = await fetchThrough(`${base}/go`, { redirect: 'manual' }, env);
    expect(manual.status).toBe(302);
    const empty = await fetchThrough(`${base}/empty`, {}, env);
    expect([empty.status, await empty.text()]).toEqual([204, '']);
    const controller = new AbortController();
    controller.abort(new Error('stopped here'));
    await expect(fetchThrough(`${base}/x`, { signal: controller.signal }, env)).rejects.toThrow(
      'stopped here',
    );
  });

  it('reach the REST API through the proxy', async () => {
    const env = emu.runtimeEnv({ repo: 'octo/app', runId: 901, job: 'rest' });
    const saved = { ...process.env };
    process.env.HTTP_PROXY = proxy.url;
    try {
      const rest = createRestClient({
        token: env.GITHUB_TOKEN!,
        baseUrl: named(env.GITHUB_API_URL!, 'api'),
      });
      const run = await rest.actions.getWorkflowRun({ owner: 'octo', repo: 'app', run_id: 901 });
      expect(run.data.id).toBe(901);
    } finally {
      process.env = saved;
    }
    expect(proxy.seen()).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/repos/octo/app/actions/runs/901' }),
    );
  });
});

describe('behind a proxy', () => {
  it('the Action saves through it, and a re-run resumes through it: build skipped, its files back', async () => {
    const marker = markerFile();
    const before = proxy.seen().length;
    const run = newRun(emu, {
      runnerEnv: {
        HTTP_PROXY: proxy.url,
        ACTIONS_RESULTS_URL: named(emu.resultsUrl, 'results'),
        GITHUB_API_URL: named(emu.apiUrl, 'api'),
      },
    });
    const build = `ci-state run build -- sh -c 'echo build@$GITHUB_RUN_ATTEMPT >> ${marker}; mkdir -p dist && head -c 300000 /dev/urandom > dist/app.bin'`;
    const test = `ci-state run test -- sh -c 'echo test@$GITHUB_RUN_ATTEMPT >> ${marker}; test -s dist/app.bin && [ "$GITHUB_RUN_ATTEMPT" -gt 1 ]'`;
    const first = run.job('build');
    await first.uses(ACTION, { id: 'state', with: { phases: 'build,test' } });
    await first.run(build);
    await first.run(test);
    const r1 = await first.complete();
    expect(r1.status).toBe('failure');
    expect(r1.summary).toMatch(/Saved to cache key/);

    const again = run.rerun().job('build');
    const main2 = await again.uses(ACTION, { id: 'state', with: { phases: 'build,test' } });
    expect(main2.stdout).toMatch(/fetched 1 checkpoint pack \(\d+\.\d KB\) in .*, \d+ blobs?/);
    expect(main2.outputs.skipped).toBe('["build"]');
    await again.run(build);
    await again.run(test);
    const r2 = await again.complete();
    expect(r2.status).toBe('success');
    expect(readFileSync(marker, 'utf8').trim().split('\n')).toEqual([
      'build@1',
      'test@1',
      'test@2',
    ]);

    // Every service through the proxy (their names resolve nowhere else): the Twirp calls of the
    // cache and artifact services, and the blobs both ways.
    const seen = proxy.seen().slice(before);
    const paths = seen.map((s) => `${s.method} ${s.host.split(':')[0]} ${s.path}`);
    for (const call of [
      'CacheService/CreateCacheEntry',
      'CacheService/GetCacheEntryDownloadURL',
      'ArtifactService/CreateArtifact',
    ])
      expect(paths.some((p) => p.startsWith('POST results.proxy.test') && p.endsWith(call))).toBe(
        true,
      );
    expect(paths.some((p) => p.startsWith('PUT blobs.proxy.test'))).toBe(true);
    expect(paths.some((p) => p.startsWith('GET blobs.proxy.test'))).toBe(true);
    for (const step of [...r1.steps, ...r2.steps])
      expect(step.stdout + step.stderr).not.toContain(PASSWORD);
    expect(r1.summary + r2.summary).not.toContain(PASSWORD);
  });
});

describe('the CLI behind a proxy', () => {
  const gateway = useGateway();
  let bucket = '';
  beforeAll(async () => {
    bucket = await gateway.bucket('proxied');
  }, 60_000);

  it('persists to S3 through it and resumes on a fresh machine', async () => {
    const before = proxy.seen().length;
    const remote = `s3://${bucket}/ci`;
    const env = localEnv({
      ...gatewayEnv(gateway.info),
      AWS_ENDPOINT_URL_S3: named(gateway.info.endpoint, 's3'),
      HTTP_PROXY: proxy.url,
      CI_STATE_REMOTE: remote,
    });
    const machine = () => {
      const t = tempDir('ci-state-proxy-');
      const dir = join(t.dir, 'repo');
      mkdirSync(dir);
      return { dir, cleanup: t.cleanup };
    };
    // Not spawnSync: the proxy serves from this process.
    const cli = (cwd: string, args: string[], e: NodeJS.ProcessEnv) => cliAsync(cwd, args, e).done;
    const a = machine();
    const b = machine();
    try {
      expect(
        (await cli(a.dir, ['init', '--workflow', 'w', '--phases', 'build,test'], env)).code,
      ).toBe(0);
      const built = await cli(
        a.dir,
        ['run', 'build', '--', 'sh', '-c', 'mkdir -p dist && echo app > dist/app.js'],
        env,
      );
      expect(built.code, built.stderr).toBe(0);
      expect(built.stderr).toMatch(/state \d+ saved to s3:\/\/\S+ at \S+, with 1 new checkpoint/);
      expect((await cli(a.dir, ['run', 'test', '--', 'sh', '-c', 'exit 4'], env)).code).toBe(4);

      const init = await cli(b.dir, ['init', '--workflow', 'w', '--phases', 'build,test'], env);
      expect(init.code, init.stderr).toBe(0);
      expect(init.stderr).toMatch(/restored the state of attempt 1 .* with 1 checkpoint pack/);
      const skipped = await cli(b.dir, ['run', 'build', '--', 'sh', '-c', 'exit 9'], env);
      expect(skipped.code, skipped.stderr).toBe(0);
      expect(readFileSync(join(b.dir, 'dist/app.js'), 'utf8')).toBe('app\n');
      for (const r of [built, init, skipped]) expect(r.stdout + r.stderr).not.toContain(PASSWORD);
    } finally {
      a.cleanup();
      b.cleanup();
    }
    const seen = proxy.seen().slice(before);
    expect(seen.some((s) => s.method === 'PUT' && s.host.startsWith('s3.proxy.test'))).toBe(true);
    expect(seen.some((s) => s.method === 'GET' && s.host.startsWith('s3.proxy.test'))).toBe(true);
  });
});
