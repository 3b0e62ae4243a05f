/**
 * A loopback HTTP proxy in front of the real gateway that answers chosen requests with an S3 error
 * itself (throttling, a skewed clock) and passes the others through unchanged, headers included,
 * so the client's signatures still hold.
 *
 *     const proxy = await startFaultProxy(gateway.endpoint);
 *     proxy.fail(2, { status: 503, code: 'SlowDown' });   // the next two requests
 *     proxy.fail(1, { cutAfter: 4096, method: 'GET' });   // the next GET's answer breaks off
 *     proxy.endpoint, proxy.requests                      // its URL; requests seen so far
 */
import http from 'node:http';

/** An S3 error answered by the proxy, or an answer of the gateway cut off after some bytes. */
export type Fault = (
  | {
      status: number;
      /** The S3 error code in the XML body, e.g. `SlowDown`. */
      code: string;
    }
  | { cutAfter: number }
) & {
  /** Only requests of this method (default: any). */
  method?: string;
};

export interface FaultProxy {
  endpoint: string;
  /** Requests received (faulted or passed). */
  readonly requests: number;
  /** The next `count` requests (Infinity: all) get `fault`. */
  fail(count: number, fault: Fault): void;
  stop(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let remaining = 0;
  let fault: Fault | undefined;
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests++;
    const applies = fault && remaining > 0 && (!fault.method || fault.method === request.method);
    if (fault && applies && 'cutAfter' in fault) {
      remaining--;
      pass(request, response, fault.cutAfter);
      return;
    }
    if (fault && applies && 'status' in fault) {
      remaining--;
      request.resume();
      const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${fault.code}</Code><Message>injected by the test proxy</Message><RequestId>proxy</RequestId></Error>`;
      response.writeHead(fault.status, {
        'content-type': 'application/xml',
        'content-length': Buffer.byteLength(body),
        date: new Date().toUTCString(),
      });
      response.end(body);
      return;
    }
    pass(request, response, Infinity);
  });
  /** Forwards the request; the answer's body is cut (the socket destroyed) after `cut` bytes. */
  function pass(request: http.IncomingMessage, response: http.ServerResponse, cut: number): void {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        if (cut === Infinity) {
          answer.pipe(response);
          return;
        }
        let sent = 0;
        answer.on('data', (chunk: Buffer) => {
          if (sent >= cut) return;
          const part = chunk.subarray(0, cut - sent);
          sent += part.length;
          response.write(part, () => {
            if (sent >= cut) {
              answer.destroy();
              response.destroy();
            }
          });
        });
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('fault proxy: no address');
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    get requests() {
      return requests;
    },
    fail(count, next) {
      remaining = count;
      fault = next;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
