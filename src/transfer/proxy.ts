/**
 * Requests through the proxy a runner hands its steps: `HTTPS_PROXY`, `HTTP_PROXY` and `NO_PROXY`
 * (either case, the lowercase name first, as the Actions toolkit reads them). Self-hosted runners
 * behind a corporate proxy reach the cache, the artifacts, the REST API and an S3 store only
 * through it.
 *
 * Every request goes through a `node:http(s)` agent made with the agent's own `proxyEnv` option
 * (Node.js 24.5 or later, 22.21 or later in 22.x: plain HTTP in absolute form, HTTPS through a
 * `CONNECT` tunnel, `NO_PROXY` honoured): the blob transfers and the S3 client take such agents,
 * and the clients written on `fetch` (the Twirp services, the REST API, GitLab's API) take
 * `proxiedFetch`, which sends through the same agents when a proxy is set. One implementation of
 * the variables for all, and nothing bundled for it: undici's own proxy agent would add 1.3 MB to
 * every entry point for what Node.js does already.
 *
 * A proxy URL may carry credentials: nothing here logs it, and `describeProxy` leaves them out.
 */
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';

/** The proxy settings, read as the Actions toolkit reads them. */
export interface ProxyConfig {
  http?: string;
  https?: string;
  noProxy?: string;
}

export function proxyConfig(env: NodeJS.ProcessEnv = process.env): ProxyConfig {
  const read = (name: string) => {
    const v = (env[name.toLowerCase()] || env[name] || '').trim();
    return v === '' ? undefined : v;
  };
  const httpProxy = read('HTTP_PROXY');
  const httpsProxy = read('HTTPS_PROXY');
  const noProxy = read('NO_PROXY');
  return {
    ...(httpProxy ? { http: httpProxy } : {}),
    ...(httpsProxy ? { https: httpsProxy } : {}),
    ...(noProxy ? { noProxy } : {}),
  };
}

/** Whether the environment sets a proxy for HTTP or HTTPS requests. */
export function proxySet(env: NodeJS.ProcessEnv = process.env): boolean {
  const c = proxyConfig(env);
  return c.http !== undefined || c.https !== undefined;
}

/**
 * The options of an `http.Agent` or `https.Agent` that sends its requests through the proxy of
 * their protocol (none when it has none), the hosts `NO_PROXY` names excepted.
 */
export function agentProxyOptions(env: NodeJS.ProcessEnv = process.env): {
  proxyEnv?: NodeJS.ProcessEnv;
} {
  const c = proxyConfig(env);
  if (c.http === undefined && c.https === undefined) return {};
  return {
    proxyEnv: {
      ...(c.http ? { HTTP_PROXY: c.http } : {}),
      ...(c.https ? { HTTPS_PROXY: c.https } : {}),
      ...(c.noProxy ? { NO_PROXY: c.noProxy } : {}),
    },
  };
}

/**
 * Whether this Node.js sends an agent's requests through `proxyEnv` (24.5 and later, 22.21 and
 * later in 22.x); an older one ignores the option and connects directly.
 */
export function agentsHonourProxy(version: string = process.versions.node): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 24 || (major === 24 && minor >= 5) || (major === 22 && minor >= 21);
}

/** The warning for a proxy this Node.js cannot send requests through, or undefined. */
export function proxyWarning(
  env: NodeJS.ProcessEnv = process.env,
  version: string = process.versions.node,
): string | undefined {
  if (!proxySet(env) || agentsHonourProxy(version)) return undefined;
  return `a proxy is set (HTTPS_PROXY/HTTP_PROXY) but Node.js ${version} connects around it: ci-state needs Node.js 24.5 or later (22.21 or later in 22.x) to use it`;
}

/** "proxy.example:3128" for a proxy URL: its host and port, never its credentials. */
export function describeProxy(url: string): string {
  try {
    const u = new URL(url.includes('://') ? url : `http://${url}`);
    return u.port ? `${u.hostname}:${u.port}` : u.hostname;
  } catch {
    return 'an unreadable proxy URL';
  }
}

/**
 * The keep-alive agent of a protocol, through the proxy when the environment sets one: shared by
 * the blob transfers and `proxiedFetch` (one per protocol and setting; a process has one setting).
 */
const agents = new Map<string, http.Agent>();

export function keepAliveAgent(
  protocol: 'http:' | 'https:',
  env: NodeJS.ProcessEnv = process.env,
): http.Agent {
  const options = agentProxyOptions(env);
  const key = `${protocol}${JSON.stringify(options)}`;
  let agent = agents.get(key);
  if (!agent) {
    const make = protocol === 'https:' ? https.Agent : http.Agent;
    agent = new make({ keepAlive: true, ...options });
    agents.set(key, agent);
  }
  return agent;
}

/** `fetch`, through the proxy when the environment sets one (see `fetchThrough`). */
export const proxiedFetch: typeof fetch = (input, init) =>
  proxySet() ? fetchThrough(input, init, process.env) : fetch(input, init);

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 204, 205, 304]);
const MAX_REDIRECTS = 20;

/**
 * `fetch` over `node:http(s)` through the proxy agents of `env`: as much of fetch as ci-state's
 * clients use (a method, headers, a string or byte body, a signal, redirects followed as fetch
 * follows them, the Authorization header dropped on the way to another origin); the answer is a
 * standard `Response` streaming the body.
 */
export async function fetchThrough(
  input: string | URL | Request,
  init: RequestInit = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<Response> {
  const request = input instanceof Request ? input : undefined;
  let url = new URL(request ? request.url : input.toString());
  let method = (init.method ?? request?.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers ?? request?.headers);
  let body = bodyBytes(init.body ?? null);
  const signal = init.signal ?? request?.signal ?? undefined;
  for (let hop = 0; ; hop++) {
    const res = await send(url, method, headers, body, signal, env);
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (REDIRECTS.has(status) && location && init.redirect !== 'manual') {
      res.resume();
      if (init.redirect === 'error' || hop >= MAX_REDIRECTS)
        throw new TypeError(`fetch failed: redirect from ${url.origin}`);
      const next = new URL(location, url);
      if (next.origin !== url.origin) headers.delete('authorization');
      if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
        if (method !== 'HEAD') method = 'GET';
        body = undefined;
        headers.delete('content-type');
      }
      url = next;
      continue;
    }
    const answer = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) for (const v of value) answer.append(name, v);
      else if (value !== undefined) answer.set(name, value);
    }
    const stream = NO_BODY.has(status) || method === 'HEAD' ? null : Readable.toWeb(res);
    if (!stream) res.resume();
    const response = new Response(stream as ReadableStream<Uint8Array> | null, {
      status,
      statusText: res.statusMessage ?? '',
      headers: answer,
    });
    Object.defineProperty(response, 'url', { value: url.href });
    return response;
  }
}

function bodyBytes(body: RequestInit['body']): Uint8Array | undefined {
  if (body === undefined) return undefined;
  if (body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body))
    return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError('fetch through a proxy: the body must be a string or bytes');
}

function send(
  url: URL,
  method: string,
  headers: Headers,
  body: Uint8Array | undefined,
  signal: AbortSignal | undefined,
  env: NodeJS.ProcessEnv,
): Promise<http.IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(new TypeError(`fetch failed: ${url.protocol} is not HTTP`));
  const out: Record<string, string> = {};
  headers.forEach((value, name) => (out[name] = value));
  if (body) out['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? https : http).request(url, {
      method,
      headers: out,
      agent: keepAliveAgent(url.protocol as 'http:' | 'https:', env),
      ...(signal ? { signal } : {}),
    });
    req.on('response', resolve);
    // As fetch: an abort rejects with the signal's reason, anything else as "fetch failed".
    req.on('error', (e) =>
      reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: e })),
    );
    req.end(body);
  });
}
