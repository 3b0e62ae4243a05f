// A network round trip in front of a server that is not the emulator (figure 9's S3 gateway), on
// the emulator's model (test/emulator, `latencyMs`): every request waits one round trip before it
// is passed on, and the first request on a new connection one more (its set-up); bandwidth is not
// limited. Requests and answers pass through unchanged, headers included (the Host header too, so
// signed requests still verify). CI_STATE_BENCH_TRACE=1: one line per request on stderr (the clock's
// seconds, method, path; `+conn` on a new connection), to see a run's round trips.
//
//   const proxy = await startLatencyProxy('http://127.0.0.1:7480', 40);
//   proxy.endpoint, proxy.requests, await proxy.stop();
import http from 'node:http';

// Per connection, not passed on (the proxy answers `Expect: 100-continue` itself).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect']);
const passed = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => !HOP_BY_HOP.has(k)));

export async function startLatencyProxy(target, latencyMs) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const fresh = new WeakSet();
  let requests = 0;
  const trace = process.env.CI_STATE_BENCH_TRACE === '1';
  const server = http.createServer((req, res) => {
    requests++;
    const first = fresh.has(req.socket);
    fresh.delete(req.socket);
    if (trace) {
      const at = new Date().toISOString().slice(17, 23);
      process.stderr.write(`[${at} proxy] ${req.method} ${req.url}${first ? ' +conn' : ''}\n`);
    }
    req.pause();
    setTimeout(
      () => {
        const up = http.request({
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: passed(req.headers),
          agent,
        });
        up.on('response', (answer) => {
          res.writeHead(answer.statusCode ?? 502, passed(answer.headers));
          answer.pipe(res);
        });
        up.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
        res.on('close', () => {
          if (!res.writableFinished) up.destroy();
        });
        req.pipe(up);
        req.resume();
      },
      latencyMs * (first ? 2 : 1),
    );
  });
  server.on('connection', (socket) => fresh.add(socket));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    endpoint: `http://127.0.0.1:${server.address().port}`,
    get requests() {
      return requests;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}
