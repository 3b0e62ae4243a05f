/**
 * The local channel between a job's `ci-state` commands and its persistence process: one request
 * per connection, one JSON line each way, over a Unix socket (a named pipe on Windows) created
 * with mode 600. A request must carry the session's secret and scope; anything else is refused.
 * Requests name no cache key and carry no content: the process only ever saves its own store's
 * state of its own scope, so the most a request can do is ask it to save sooner.
 */
import { timingSafeEqual } from 'node:crypto';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

/** The longest request line accepted; real ones are about 200 bytes. */
export const MAX_REQUEST_BYTES = 4096;
/** The longest answer a client reads. */
const MAX_ANSWER_BYTES = 64 * 1024;

const Hex = (n: number) => z.string().regex(new RegExp(`^[0-9a-f]{${n}}$`));

export const ChannelRequest = z.strictObject({
  v: z.literal(1),
  secret: Hex(64),
  scopeKey: Hex(32),
  /** save: the store's state changed (to `seq`); status: what was saved; drain: finish and stop. */
  op: z.enum(['save', 'status', 'drain']),
  seq: z.number().int().nonnegative().optional(),
  /** save: answer only once a save of `seq` or later is over (fail-on-error). */
  wait: z.boolean().optional(),
});
export type ChannelRequest = z.infer<typeof ChannelRequest>;

/**
 * Where the socket of session `id` lives: in `dir` (RUNNER_TEMP) when the path fits the
 * system's limit on socket paths (about 104 bytes), else in the system's temp folder.
 */
export function socketPathFor(dir: string, id: string): string {
  if (process.platform === 'win32') return `\\\\.\\pipe\\ci-state-${id}`;
  const name = `ci-state-${id}.sock`;
  for (const base of [dir, tmpdir(), '/tmp']) {
    const path = join(base, name);
    if (Buffer.byteLength(path) <= 100) return path;
  }
  return join('/tmp', name);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface ChannelServer {
  server: Server;
  close(): Promise<void>;
}

/**
 * Serves the channel at `path`: `handle` answers every request that carries `secret` and
 * `scopeKey`; the others get `{ok: false}` with why, and `refused` hears of them.
 */
export async function serveChannel(
  path: string,
  auth: { secret: string; scopeKey: string },
  handle: (req: ChannelRequest) => Promise<Record<string, unknown>>,
  refused: (why: string) => void,
): Promise<ChannelServer> {
  const server = createServer((socket) => {
    let buf = '';
    let done = false;
    const answer = (body: Record<string, unknown>) => {
      done = true;
      socket.end(`${JSON.stringify(body)}\n`);
    };
    const refuse = (why: string) => {
      refused(why);
      answer({ ok: false, error: why });
    };
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      if (done) return;
      buf += chunk;
      const nl = buf.indexOf('\n');
      // The limit holds for a line that came whole in one chunk too.
      if (Buffer.byteLength(nl < 0 ? buf : buf.slice(0, nl)) > MAX_REQUEST_BYTES)
        return refuse('request too long');
      if (nl < 0) return;
      let json: unknown;
      try {
        json = JSON.parse(buf.slice(0, nl));
      } catch {
        return refuse('request is not JSON');
      }
      const req = ChannelRequest.safeParse(json);
      if (!req.success) return refuse('malformed request');
      if (!sameSecret(req.data.secret, auth.secret) || req.data.scopeKey !== auth.scopeKey)
        return refuse("not this job's session");
      done = true;
      handle(req.data).then(
        (body) => socket.end(`${JSON.stringify({ ok: true, ...body })}\n`),
        (e: unknown) =>
          socket.end(`${JSON.stringify({ ok: false, error: (e as Error).message })}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The error of a request that got no answer: the process is not there (or not answering). */
export class ChannelError extends Error {
  constructor(
    message: string,
    /** The socket error's code (ENOENT, ECONNREFUSED: nobody listens there yet, or any more). */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Sends one request and reads its answer (a JSON object), within `timeoutMs`. */
export function sendRequest(
  path: string,
  req: ChannelRequest,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let buf = '';
    const fail = (why: string, code?: string) => {
      socket.destroy();
      reject(new ChannelError(why, code));
    };
    const timer = setTimeout(() => fail(`no answer within ${timeoutMs} ms`), timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(req)}\n`));
    socket.on('data', (chunk: string) => {
      buf += chunk;
      if (buf.length > MAX_ANSWER_BYTES) fail('answer too long');
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      fail(e.code ?? e.message, e.code);
    });
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        const body: unknown = JSON.parse(buf);
        if (typeof body !== 'object' || body === null || Array.isArray(body))
          throw new Error('not an object');
        resolve(body as Record<string, unknown>);
      } catch {
        reject(new ChannelError('the answer is not JSON'));
      }
    });
  });
}
