/**
 * The emulator's single HTTP server: routes Twirp, REST and blob requests, applies faults,
 * proxies blob transfers to Azurite and keeps the request log.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { AZURITE_ACCOUNT } from './azurite.js';
import type { Ctx, Reply } from './context.js';
import type { FaultDecision, FaultKind, FaultRegistry, FaultSpec } from './faults.js';
import { handleRest, matchRest, restError, restFaultHeaders, restRouteNames } from './rest.js';
import { backendIdsOf, decodeJwt } from './jwt.js';
import { evictWhenDue, handleTwirp, twirpCodeFor, twirpError, twirpRoute } from './twirp.js';

export type Service = 'twirp' | 'rest' | 'blob';

export interface RequestLogEntry {
  /** Order of arrival, from 1. */
  seq: number;
  /** Milliseconds since the emulator started. */
  at: number;
  service: Service;
  method: string;
  /** Path and query; SAS signatures are redacted. */
  path: string;
  /** Twirp method (`CreateCacheEntry`), REST pattern (`/repos/{owner}/…`) or `blob`. */
  route: string;
  /** The status sent; undefined when the connection was closed before any status. */
  status?: number;
  /** The fault injected into this request, if any. */
  fault?: FaultKind;
  /** Until the response finished or the connection closed. */
  durationMs: number;
  /** Twirp: the parsed request body. */
  body?: unknown;
  /** Twirp: the job backend id of the caller's runtime token (which job made the call). */
  job?: string;
  /** The `retry-after` header sent, in seconds (a 429 of a limit or a fault). */
  retryAfter?: number;
  /** The first request on its TCP connection. */
  newConnection: boolean;
  /**
   * The network delay applied before handling (the `latencyMs` option: one round trip, two on a
   * new connection); 0 when off. Fault delays (`latencyMs` of a fault rule) are not included.
   */
  delayMs: number;
}

const MAX_BODY = 16 * 1024 * 1024;

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function redact(pathAndQuery: string): string {
  return pathAndQuery.replace(/([?&]sig=)[^&]*/g, '$1REDACTED');
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

function forwardHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v;
  }
  return out;
}

const AZURE_ERROR_CODES: Record<number, string> = {
  400: 'InvalidInput',
  403: 'AuthenticationFailed',
  404: 'BlobNotFound',
  409: 'BlobAlreadyExists',
  412: 'ConditionNotMet',
  429: 'ServerBusy',
  500: 'InternalError',
  503: 'ServerBusy',
};

const REST_MESSAGES: Record<number, string> = {
  403: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Validation Failed',
  429: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
  500: 'Server Error',
  502: 'Server Error',
  503: 'Service Unavailable',
};

function faultReply(
  ctx: Ctx,
  service: Service,
  spec: FaultSpec,
  method: string,
  restHeaders: () => Record<string, string>,
): Reply {
  const status = spec.status ?? 500;
  const retryAfter = spec.retryAfter ?? (status === 429 ? 60 : undefined);
  const extra: Record<string, string> =
    retryAfter !== undefined ? { 'retry-after': String(retryAfter) } : {};
  if (service === 'twirp') {
    return twirpError(
      twirpCodeFor(status),
      spec.message ?? `injected fault: HTTP ${status}`,
      extra,
    );
  }
  if (service === 'rest') {
    const reply = restError(status, spec.message ?? REST_MESSAGES[status] ?? 'Error');
    return { ...reply, headers: { ...restHeaders(), ...reply.headers, ...extra } };
  }
  const code = AZURE_ERROR_CODES[status] ?? 'InternalError';
  const message = spec.message ?? `Injected fault: HTTP ${status}`;
  const xml =
    `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code>` +
    `<Message>${message}\nRequestId:${ctx.state.uuid()}\nTime:${new Date().toISOString()}</Message></Error>`;
  return {
    status,
    headers: { 'content-type': 'application/xml', 'x-ms-error-code': code, ...extra },
    body: method === 'HEAD' ? undefined : Buffer.from(xml),
  };
}

/**
 * Ends the connection under a response with a FIN, so the client reads what was sent and then
 * sees the connection close early. (Destroying the socket can turn into a reset that makes the
 * client's kernel discard the bytes already received.)
 */
function closeGracefully(res: http.ServerResponse): void {
  const socket = res.socket;
  if (!socket) return;
  socket.end();
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/** A round trip in milliseconds: a finite number, 0 or more. */
export function checkLatency(ms: number): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
    throw new RangeError(`latencyMs must be a finite number >= 0, got ${String(ms)}`);
  }
  return ms;
}

export interface ServerOptions {
  /** Round trip added to every request, and once more to a connection's first request. */
  latencyMs?: number;
}

export interface EmulatorServer {
  origin: string;
  log: RequestLogEntry[];
  /** The round trip in use (ms). */
  latencyMs: number;
  /** TCP connections accepted since the start (or since the log was last cleared). */
  connections: number;
  /** Starts serving with this context (until then every request gets a 503). */
  attach(ctx: Ctx): void;
  close(): Promise<void>;
}

export async function startServer(
  faults: FaultRegistry,
  options: ServerOptions = {},
): Promise<EmulatorServer> {
  const started = performance.now();
  const log: RequestLogEntry[] = [];
  const stalled = new Set<http.ServerResponse>();
  const sockets = new Set<Socket>();
  /** Connections that have not carried a request yet (their first one pays the set-up). */
  const fresh = new WeakSet<Socket>();
  // Idle connections to Azurite are closed after 2 s, before Azurite closes them (its keep-alive
  // timeout is 5 s, fixed): reusing one just as Azurite closes it fails the request (a 502 here).
  const upstreamAgent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 2000 });
  let ctx: Ctx | undefined;
  let seq = 0;
  const self: EmulatorServer = {
    origin: '',
    log,
    latencyMs: checkLatency(options.latencyMs ?? 0),
    connections: 0,
    attach(c: Ctx) {
      ctx = c;
    },
    async close() {
      for (const res of stalled) res.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      upstreamAgent.destroy();
      await closed;
    },
  };

  const server = http.createServer({ keepAliveTimeout: 5_000 });
  server.on('connection', (socket: Socket) => {
    self.connections++;
    fresh.add(socket);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  function send(res: http.ServerResponse, reply: Reply, decision: FaultDecision | undefined): void {
    const body = reply.body ?? Buffer.alloc(0);
    const headers = { ...reply.headers, 'content-length': String(body.length) };
    if (decision?.kind === 'stall') {
      res.writeHead(reply.status, headers);
      res.flushHeaders();
      stalled.add(res);
      return;
    }
    if (decision?.kind === 'truncate') {
      const cut = Math.min(decision.spec.truncateAt ?? Math.floor(body.length / 2), body.length);
      res.writeHead(reply.status, headers);
      res.write(body.subarray(0, cut), () => closeGracefully(res));
      return;
    }
    res.writeHead(reply.status, headers);
    res.end(body);
  }

  function proxyBlob(
    c: Ctx,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    decision: FaultDecision | undefined,
  ): void {
    const upstream = http.request({
      host: c.azurite.host,
      port: c.azurite.port,
      method: req.method,
      path: req.url,
      headers: { ...forwardHeaders(req.headers), host: `${c.azurite.host}:${c.azurite.port}` },
      agent: upstreamAgent,
    });
    req.pipe(upstream);
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('blob store unavailable');
      } else {
        res.destroy();
      }
    });
    upstream.on('response', (up) => {
      const status = up.statusCode ?? 502;
      const headers = forwardHeaders(up.headers);
      if (decision?.kind === 'stall') {
        res.writeHead(status, headers);
        res.flushHeaders();
        stalled.add(res);
        up.destroy();
        return;
      }
      if (decision?.kind === 'truncate') {
        const total = Number(up.headers['content-length'] ?? 0);
        const limit = Math.min(decision.spec.truncateAt ?? Math.floor(total / 2), total);
        res.writeHead(status, headers);
        let sent = 0;
        const cut = (): void => {
          up.destroy();
          res.write(Buffer.alloc(0), () => closeGracefully(res));
        };
        if (limit === 0) return cut();
        up.on('data', (chunk: Buffer) => {
          if (sent >= limit) return;
          const part = chunk.subarray(0, limit - sent);
          sent += part.length;
          res.write(part);
          if (sent >= limit) cut();
        });
        up.on('end', () => closeGracefully(res));
        return;
      }
      res.writeHead(status, headers);
      up.pipe(res);
    });
  }

  async function onRequest(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const c = ctx;
    if (!c) {
      res.writeHead(503).end();
      return;
    }
    const t0 = performance.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', c.origin);
    const pathname = url.pathname;
    const twirp = twirpRoute(pathname);
    const isBlob = pathname.startsWith(`/${AZURITE_ACCOUNT}/`);
    const restMatch = twirp || isBlob ? undefined : matchRest(method, pathname);
    const service: Service = twirp ? 'twirp' : isBlob ? 'blob' : 'rest';
    const names = twirp
      ? [twirp.method, `${twirp.service}/${twirp.method}`, 'twirp']
      : isBlob
        ? ['blob', `blob:${method}`]
        : restRouteNames(restMatch, method, pathname);
    // A Twirp request's body is read first: a fault can be aimed at requests with a given body.
    let early: Buffer | undefined;
    if (twirp) {
      try {
        early = await readBody(req);
      } catch {
        if (!res.headersSent) res.writeHead(413).end();
        return;
      }
    }
    const decision = faults.decide(names, method, early?.toString('utf8'));
    // Network latency: one round trip per request (request out, answer back), and one more for the
    // TCP (+TLS) set-up of a new connection. Nothing is added when latency is off.
    const newConnection = fresh.has(req.socket);
    fresh.delete(req.socket);
    const delayMs = self.latencyMs > 0 ? self.latencyMs * (newConnection ? 2 : 1) : 0;
    const entry: RequestLogEntry = {
      seq: ++seq,
      at: Math.round(t0 - started),
      service,
      method,
      path: redact(`${pathname}${url.search}`),
      route: twirp ? twirp.method : isBlob ? 'blob' : (restMatch?.route.pattern ?? pathname),
      durationMs: 0,
      newConnection,
      delayMs,
      ...(decision ? { fault: decision.kind } : {}),
    };
    log.push(entry);
    // Record the status when it is sent, not only at close (a stalled response never closes).
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      const result = writeHead(...args);
      entry.status = res.statusCode;
      const sent = args.find((a): a is Record<string, unknown> => !!a && typeof a === 'object');
      const retryAfter = Number(sent?.['retry-after'] ?? res.getHeader('retry-after'));
      if (retryAfter > 0) entry.retryAfter = retryAfter;
      return result;
    }) as typeof res.writeHead;
    res.on('close', () => {
      entry.durationMs = Math.round(performance.now() - t0);
      if (res.headersSent) entry.status = res.statusCode;
      stalled.delete(res);
    });

    if (delayMs > 0) await sleep(delayMs);
    if (decision?.spec.latencyMs) await sleep(decision.spec.latencyMs);
    if (decision?.kind === 'reset') {
      // A TCP RST, as from a load balancer dropping the connection.
      req.socket.resetAndDestroy();
      return;
    }
    if (decision?.kind === 'status') {
      const reply = faultReply(c, service, decision.spec, method, () =>
        restFaultHeaders(c, {
          method,
          pathname,
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.alloc(0),
        }),
      );
      req.resume();
      send(res, reply, undefined);
      return;
    }
    if (isBlob) {
      proxyBlob(c, req, res, decision);
      return;
    }
    let raw: Buffer;
    try {
      raw = early ?? (await readBody(req));
    } catch {
      if (!res.headersSent) res.writeHead(413).end();
      return;
    }
    let reply: Reply;
    // GitHub's periodic cache eviction, when its time on the emulator's clock has come.
    await evictWhenDue(c);
    if (twirp) {
      try {
        entry.body = JSON.parse(raw.toString('utf8') || '{}') as unknown;
      } catch {
        entry.body = raw.toString('utf8');
      }
      const bearer = /^Bearer\s+(\S+)$/i.exec(String(req.headers['authorization'] ?? ''))?.[1];
      const claims = bearer ? decodeJwt(bearer) : undefined;
      const ids = claims ? backendIdsOf(claims) : undefined;
      if (ids) entry.job = ids.jobBackendId;
      reply = await handleTwirp(c, twirp, method, req.headers, raw);
    } else {
      reply = await handleRest(
        c,
        { method, pathname, query: url.searchParams, headers: req.headers, body: raw },
        restMatch,
      );
    }
    send(res, reply, decision);
  }

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    onRequest(req, res).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'internal', msg: `emulator error: ${message}` }));
      } else {
        res.destroy();
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  self.origin = `http://127.0.0.1:${port}`;
  return self;
}
