/**
 * A forward HTTP proxy on loopback, as a self-hosted runner's network has one: plain requests in
 * absolute form are forwarded, `CONNECT` opens a tunnel. It asks for credentials (407 without
 * them) and records every request it passes. Only names under `.proxy.test` (a reserved name that
 * never resolves) and loopback addresses are reached, all at 127.0.0.1: a client that bypasses
 * the proxy for such a name cannot connect at all, and nothing leaves the machine.
 *
 *   const proxy = await startForwardProxy({ user: 'ci', password: 'pw' });
 *   env.HTTP_PROXY = proxy.url;          // http://ci:pw@127.0.0.1:<port>
 *   proxy.seen()                         // [{ method, host, path }]
 */
import http from 'node:http';
import net from 'node:net';

export interface ProxiedRequest {
  /** GET, PUT… or CONNECT. */
  method: string;
  /** The host and port asked for. */
  host: string;
  /** The path (none for CONNECT). */
  path: string;
}

export interface ForwardProxy {
  /** The proxy's URL with its credentials. */
  url: string;
  seen(): ProxiedRequest[];
  /** Requests refused for want of credentials. */
  refused(): number;
  close(): Promise<void>;
}

/** Where a host asked for is reached: 127.0.0.1 for `*.proxy.test` and loopback, else nowhere. */
function reachable(host: string): boolean {
  return host.endsWith('.proxy.test') || host === '127.0.0.1' || host === 'localhost';
}

export async function startForwardProxy(auth: {
  user: string;
  password: string;
}): Promise<ForwardProxy> {
  const seen: ProxiedRequest[] = [];
  let refused = 0;
  const expected = `Basic ${Buffer.from(`${auth.user}:${auth.password}`).toString('base64')}`;
  const authorised = (req: http.IncomingMessage) => req.headers['proxy-authorization'] === expected;
  const sockets = new Set<net.Socket>();

  const server = http.createServer((req, res) => {
    if (!authorised(req)) {
      refused++;
      res.writeHead(407, { 'Proxy-Authenticate': 'Basic realm="proxy"' }).end();
      return;
    }
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end('absolute URL expected');
      return;
    }
    if (!reachable(target.hostname)) {
      res.writeHead(502).end(`${target.hostname} is not reachable from here`);
      return;
    }
    seen.push({ method: req.method ?? '', host: target.host, path: target.pathname });
    const headers = { ...req.headers };
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target.port || 80,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });

  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    if (!authorised(req)) {
      refused++;
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\n\r\n');
      return;
    }
    const [host = '', port = '443'] = (req.url ?? '').split(':');
    if (!reachable(host)) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    seen.push({ method: 'CONNECT', host: req.url ?? '', path: '' });
    const upstream = net.connect(Number(port), '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://${auth.user}:${auth.password}@127.0.0.1:${port}`,
    seen: () => [...seen],
    refused: () => refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
