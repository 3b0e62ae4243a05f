/**
 * A loopback proxy in front of the S3 gateway that takes the gateway away, or parts of it, on
 * demand, and keeps a ledger of what reached the gateway, so that a test can tell what a client
 * really stored from what it says it stored.
 *
 *     const proxy = await startOutageProxy(gateway.info.endpoint, bucket);
 *     proxy.endpoint                    // AWS_ENDPOINT_URL_S3 for the clients
 *     await proxy.set('refused');       // the gateway is gone: connections refused
 *     await proxy.set('pass');          // back (same port)
 *     await proxy.set('lost', { count: 1, match: (m, key) => m === 'PUT' && key.endsWith('.cis') })
 *                                       // only the next state PUT's answer is lost
 *     const h = proxy.hold(match);      // the next matching request waits for h.release()
 *     await proxy.idle();               // every request forwarded has had its answer
 *     proxy.ledger                      // requests the gateway answered, with the tag then set
 *
 * Modes (each request that arrives while it is set):
 * - `pass`: forwarded unchanged (headers included, so signatures hold);
 * - `refused`: the proxy stops listening (a stopped gateway): connections are refused, open ones
 *   are closed (a request already forwarded still completes on the gateway);
 * - `slowdown`: 503 SlowDown from the proxy, the request never forwarded;
 * - `skew`: 403 RequestTimeTooSkewed from the proxy;
 * - `reset`: the connection is closed at once, the request never forwarded;
 * - `lost`: forwarded, and once the gateway has answered the connection is closed without that
 *   answer (what was written is written; the client cannot know);
 * - `cut`: forwarded, the answer's status line and headers passed, then the connection closed:
 *   half of its body, if it has one, else nothing more (a GET's data or a list cut off);
 * - `flaky`: in turn, one request of three gets 503 SlowDown, one `lost`, one passes.
 *
 * The ledger records every request the gateway answered: method, key (path-style URL, without
 * the bucket), query, status, and for the state objects the tests care about (`*.cis`) the bytes
 * PUT, and for a DeleteObjects the keys it named.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type OutageMode =
  'pass' | 'refused' | 'slowdown' | 'skew' | 'reset' | 'lost' | 'cut' | 'flaky';

export interface LedgerEntry {
  /** The proxy's `tag` when the request arrived (a test sets it to the attempt it plays). */
  tag: number;
  method: string;
  /** The object key (URL-decoded, without the bucket), '' for a bucket-level request. */
  key: string;
  query: string;
  /** The gateway's status (answered to the client or not). */
  status: number;
  /** Whether the client got the answer (false in `lost` and `cut` modes). */
  delivered: boolean;
  /** The body of a PUT of a `*.cis` object. */
  body?: Buffer;
  /** The keys a DeleteObjects named. */
  deleted?: string[];
}

export interface OutageScope {
  count: number;
  match: (method: string, key: string) => boolean;
}

export interface OutageProxy {
  readonly endpoint: string;
  /** Stamped on each ledger entry (the attempt being played). */
  tag: number;
  readonly mode: OutageMode;
  /** Requests the proxy answered itself or cut (faults injected). */
  readonly faulted: number;
  readonly ledger: readonly LedgerEntry[];
  /**
   * Sets the mode; with `only`, a request-level mode applies to the next `count` requests that
   * `match` (method, key) (default: any), the others passing, and `pass` follows.
   */
  set(mode: OutageMode, only?: Partial<OutageScope>): Promise<void>;
  /**
   * Holds the first request that `match`es (method, key) before it reaches the gateway, until
   * `release()`; `reached` resolves when it arrives.
   */
  hold(match: (method: string, key: string) => boolean): {
    reached: Promise<void>;
    release(): void;
    /** Forgets the hold if no request matched it yet. */
    cancel(): void;
  };
  /** Resolves once no forwarded request waits for the gateway's answer. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

function errorBody(code: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>injected by the outage proxy</Message><RequestId>outage</RequestId></Error>`;
}

export async function startOutageProxy(target: string, bucket: string): Promise<OutageProxy> {
  const upstream = new URL(target);
  let mode: OutageMode = 'pass';
  let scope: OutageScope | undefined;
  let tag = 0;
  let faulted = 0;
  let turn = 0;
  let inFlight = 0;
  let waiters: Array<() => void> = [];
  const ledger: LedgerEntry[] = [];
  const holds: Array<{
    match: (method: string, key: string) => boolean;
    arrived: () => void;
    released: Promise<void>;
  }> = [];

  const settle = () => {
    if (inFlight > 0) return;
    const w = waiters;
    waiters = [];
    for (const r of w) r();
  };

  function keyOf(url: string): { key: string; query: string } {
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const query = q < 0 ? '' : url.slice(q + 1);
    const parts = path.split('/').slice(1);
    if (parts[0] !== bucket) return { key: path, query };
    return { key: decodeURIComponent(parts.slice(1).join('/')), query };
  }

  function answer(response: http.ServerResponse, status: number, code: string): void {
    faulted++;
    const body = errorBody(code);
    response.writeHead(status, {
      'content-type': 'application/xml',
      'content-length': Buffer.byteLength(body),
      date: new Date().toUTCString(),
    });
    response.end(body);
  }

  const handler = (request: http.IncomingMessage, response: http.ServerResponse) => {
    let how: OutageMode = mode;
    if (scope && how !== 'refused') {
      if (scope.count > 0 && scope.match(request.method ?? 'GET', keyOf(request.url ?? '/').key))
        scope.count--;
      else how = 'pass';
    }
    if (how === 'flaky') how = (['slowdown', 'lost', 'pass'] as const)[turn++ % 3]!;
    if (how === 'slowdown' || how === 'skew' || how === 'refused') {
      request.resume();
      if (how === 'skew') answer(response, 403, 'RequestTimeTooSkewed');
      else answer(response, 503, 'SlowDown');
      return;
    }
    if (how === 'reset') {
      faulted++;
      request.socket.destroy();
      return;
    }
    const { key } = keyOf(request.url ?? '/');
    const held = holds.findIndex((h) => h.match(request.method ?? 'GET', key));
    if (held >= 0) {
      // Held once it has arrived whole (its body kept here), then sent on as it arrived.
      const h = holds.splice(held, 1)[0]!;
      const body: Buffer[] = [];
      inFlight++;
      request.on('data', (c: Buffer) => body.push(c));
      request.on('end', () => {
        h.arrived();
        void h.released.then(() => {
          inFlight--;
          forward(request, response, how as 'pass' | 'lost' | 'cut', Buffer.concat(body));
        });
      });
      request.on('close', () => {
        if (request.complete) return;
        inFlight--; // broken off before it arrived: nothing to send on
        settle();
      });
      return;
    }
    forward(request, response, how as 'pass' | 'lost' | 'cut');
  };

  function forward(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    how: 'pass' | 'lost' | 'cut',
    /** The request's body when it was read already (a held request). */
    arrived?: Buffer,
  ): void {
    const { key, query } = keyOf(request.url ?? '/');
    const entry: LedgerEntry = {
      tag,
      method: request.method ?? 'GET',
      key,
      query,
      status: 0,
      delivered: how === 'pass',
    };
    const keepBody =
      (entry.method === 'PUT' && key.endsWith('.cis')) ||
      (entry.method === 'POST' && /(^|&)delete(=|&|$)/.test(query));
    const chunks: Buffer[] = arrived ? [arrived] : [];
    if (keepBody && !arrived) request.on('data', (c: Buffer) => chunks.push(c));
    inFlight++;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight--;
      settle();
    };
    const out = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (reply) => {
        entry.status = reply.statusCode ?? 0;
        if (keepBody && entry.method === 'PUT') entry.body = Buffer.concat(chunks);
        if (keepBody && entry.method === 'POST') {
          const xml = Buffer.concat(chunks).toString('utf8');
          entry.deleted = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
            m[1]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
          );
        }
        ledger.push(entry);
        if (how === 'pass') {
          reply.on('end', finish);
          reply.on('error', finish);
          reply.on('close', finish);
          // The client's connection closed meanwhile (the proxy stopped, a held request sent on
          // after): the answer is read and dropped.
          if (response.destroyed) {
            reply.resume();
            return;
          }
          response.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(response);
          response.on('close', () => reply.resume());
          return;
        }
        faulted++;
        const length = Number(reply.headers['content-length'] ?? 0);
        if (how === 'cut' && length > 1) {
          response.writeHead(reply.statusCode ?? 502, reply.headers);
          let sent = 0;
          const half = Math.floor(length / 2);
          reply.on('data', (chunk: Buffer) => {
            if (sent >= half) return;
            const part = chunk.subarray(0, half - sent);
            sent += part.length;
            response.write(part);
            if (sent >= half) response.socket?.destroy();
          });
        } else {
          reply.resume();
          reply.on('end', () => response.socket?.destroy());
        }
        reply.on('end', finish);
        reply.on('error', finish);
        reply.on('close', finish);
      },
    );
    out.on('error', () => {
      response.socket?.destroy();
      finish();
    });
    if (arrived) {
      out.end(arrived);
      return;
    }
    // A client gone before its whole request arrived (its connection closed as the proxy
    // stopped): the gateway sees the request broken off and drops it, as it would the client.
    request.on('close', () => {
      if (!request.complete) out.destroy();
    });
    request.pipe(out);
  }

  let server: http.Server | undefined;
  let port = 0;
  async function listen(): Promise<void> {
    const s = http.createServer(handler);
    s.keepAliveTimeout = 1_000;
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    port = (s.address() as AddressInfo).port;
    server = s;
  }
  async function close(): Promise<void> {
    const s = server;
    server = undefined;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
  await listen();

  return {
    endpoint: `http://127.0.0.1:${port}`,
    get tag() {
      return tag;
    },
    set tag(t: number) {
      tag = t;
    },
    get mode() {
      return mode;
    },
    get faulted() {
      return faulted;
    },
    ledger,
    async set(next: OutageMode, only?: Partial<OutageScope>) {
      scope =
        only && next !== 'refused'
          ? { count: only.count ?? Infinity, match: only.match ?? (() => true) }
          : undefined;
      if (next === mode) return;
      const wasDown = mode === 'refused';
      mode = next;
      if (next === 'refused') {
        await close();
        return;
      }
      if (wasDown) {
        // The same port again: it was ours a moment ago, another process taking it meanwhile
        // is unlikely; a few tries before giving up.
        for (let i = 0; ; i++) {
          try {
            await listen();
            break;
          } catch (e) {
            if (i >= 20) throw e;
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      }
    },
    hold(match) {
      let arrived!: () => void;
      let release!: () => void;
      const reached = new Promise<void>((r) => (arrived = r));
      const released = new Promise<void>((r) => (release = r));
      const h = { match, arrived, released };
      holds.push(h);
      return {
        reached,
        release,
        cancel: () => {
          const i = holds.indexOf(h);
          if (i >= 0) holds.splice(i, 1);
        },
      };
    },
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      }),
    async stop() {
      mode = 'refused';
      await close();
    },
  };
}
