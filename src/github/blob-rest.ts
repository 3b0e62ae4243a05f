/**
 * The few Azure Blob requests ci-state makes on signed URLs (the cache's entries, the artifacts'
 * blobs): a ranged read, one PUT of a whole blob, a block staged, the block list committed. They go
 * through `node:http(s)` with one keep-alive agent per protocol, so that every blob transfer of a
 * process shares its connections, at a fraction of the CPU of the Azure SDK's request pipeline or
 * of fetch's web streams (docs/adr/0004). A request that fails before its answer's body (a 5xx,
 * 429 or 408, or no answer) is tried again with a growing pause, as the SDK's retry policy would,
 * where the caller asks for tries; a body cut short is the caller's failure.
 */
import http from 'node:http';
import https from 'node:https';
import { keepAliveAgent } from '../transfer/proxy.js';
import { VERSION } from '../version.js';

/** The Blob service version asked for (one every Azure Storage endpoint knows). */
export const BLOB_VERSION = '2023-11-03';

/** Tries of a request that fails before its answer, and the first pause between two. */
const TRIES = 5;
const RETRY_MS = 250;
/**
 * A connection silent this long, while a request is sent or its answer read, is given up (and the
 * request tried again, or the body's reader fails): a stalled transfer costs this, not the whole
 * deadline. Four times the 5 s `@actions/cache` gives its downloads' sockets.
 */
export const IDLE_MS = 20_000;
/** Bytes handed to the connection at a time (what upload progress counts by). */
const SEND_CHUNK = 2 ** 20;

export interface BlobRequest {
  method: 'GET' | 'PUT';
  headers?: Record<string, string>;
  /** The body, in parts sent one after the other (sent again whole on a retry). */
  body?: readonly Uint8Array[];
  /** The whole request's deadline, answer's body included. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Told the bytes of the body handed to the connection so far (from 0 again on a retry). */
  sent?: (n: number) => void;
  /** Tries while it fails before an answer `accept` takes (default TRIES). */
  tries?: number;
}

/** A system error's code, or a status, or the message: what a one-line reason shows. */
function describe(e: unknown): string {
  const err = e as { code?: unknown; message?: string };
  return typeof err.code === 'string' ? err.code : (err.message ?? String(e));
}

function isAbort(e: unknown): boolean {
  const name = (e as { name?: string }).name;
  return name === 'AbortError' || name === 'TimeoutError';
}

/** One try: the answer once its status and headers are in (its body still to read). */
function send(url: URL, r: BlobRequest, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const size = (r.body ?? []).reduce((n, p) => n + p.length, 0);
    const req = (url.protocol === 'https:' ? https : http).request(url, {
      method: r.method,
      agent: keepAliveAgent(url.protocol === 'https:' ? 'https:' : 'http:'),
      headers: {
        'x-ms-version': BLOB_VERSION,
        'User-Agent': `ci-state/${VERSION}`,
        ...(r.body ? { 'Content-Length': String(size) } : {}),
        ...r.headers,
      },
      signal,
    });
    let answer: http.IncomingMessage | undefined;
    req.setTimeout(IDLE_MS, () => {
      const idle = new Error(`the connection was silent for ${IDLE_MS / 1000} s`);
      answer?.destroy(idle);
      req.destroy(idle);
    });
    req.on('response', (res) => resolve((answer = res)));
    req.on('error', reject);
    if (!r.body) {
      req.end();
      return;
    }
    // The parts in chunks, each written once the connection has room for it.
    const parts = r.body;
    let part = 0;
    let at = 0;
    let handed = 0;
    r.sent?.(0);
    const more = (): void => {
      while (part < parts.length) {
        const p = parts[part]!;
        if (at >= p.length) {
          part++;
          at = 0;
          continue;
        }
        const chunk = p.subarray(at, Math.min(p.length, at + SEND_CHUNK));
        at += chunk.length;
        handed += chunk.length;
        const room = req.write(chunk);
        r.sent?.(handed);
        if (!room) return void req.once('drain', more);
      }
      req.end();
    };
    more();
  });
}

/**
 * `r` sent to `url` until an answer `accept` takes (its body left to the caller), tried again
 * while it fails before one: no answer, or a 5xx, 429 or 408. Another answer throws at once.
 */
export async function blobRequest(
  what: string,
  url: string,
  r: BlobRequest,
  accept: (status: number) => boolean,
): Promise<http.IncomingMessage> {
  const target = new URL(url);
  const tries = r.tries ?? TRIES;
  for (let tried = 1; ; tried++) {
    const deadline = AbortSignal.timeout(r.timeoutMs);
    const signal = r.signal ? AbortSignal.any([r.signal, deadline]) : deadline;
    let failure: Error & { statusCode?: number; retryAfterMs?: number };
    try {
      const res = await send(target, r, signal);
      const status = res.statusCode ?? 0;
      if (accept(status)) return res;
      res.resume(); // the error's body: read and dropped, so the connection can serve again
      const code = res.headers['x-ms-error-code'];
      failure = Object.assign(
        new Error(`${what}: ${typeof code === 'string' ? `${code} ` : ''}(HTTP ${status})`),
        { statusCode: status },
      );
      const seconds = Number(res.headers['retry-after']);
      if (status === 429 && seconds > 0) failure.retryAfterMs = seconds * 1000;
      if (status < 500 && status !== 429 && status !== 408) throw failure;
    } catch (e) {
      if ((e as { statusCode?: number }).statusCode !== undefined) throw e;
      // An abort or the deadline is final, named as the request (its name kept).
      if (isAbort(e))
        throw Object.assign(new Error(`${what}: ${describe(e)}`), { name: (e as Error).name });
      failure = new Error(`${what}: ${describe(e)}`);
    }
    if (tried >= tries || r.signal?.aborted) throw failure;
    await new Promise((done) => setTimeout(done, RETRY_MS * 2 ** (tried - 1)));
  }
}

/** The body of bytes [from, from + count) of the blob; throws when it is not that range. */
export async function getRange(
  url: string,
  from: number,
  count: number,
  timeoutMs: number,
): Promise<http.IncomingMessage> {
  const res = await blobRequest(
    `GET of the range at ${from}`,
    url,
    { method: 'GET', headers: { Range: `bytes=${from}-${from + count - 1}` }, timeoutMs },
    (status) => status === 206,
  );
  const declared = res.headers['content-length'];
  if (declared !== undefined && Number(declared) !== count) {
    res.destroy();
    throw new Error(`the range at ${from} has ${declared} bytes, ${count} expected`);
  }
  return res;
}

/** Reads and drops an answer's body (so that its connection serves the next request). */
async function drain(res: http.IncomingMessage): Promise<void> {
  for await (const _ of res) {
    // nothing to keep
  }
}

/** Stages `bytes` as block `id` of the blob (Put Block). */
export async function putBlock(
  url: string,
  id: string,
  bytes: Uint8Array,
  options: { signal: AbortSignal; timeoutMs: number; sent?: (n: number) => void },
): Promise<void> {
  const res = await blobRequest(
    'block upload',
    `${url}&comp=block&blockid=${encodeURIComponent(id)}`,
    { method: 'PUT', body: [bytes], ...options },
    (status) => status === 201,
  );
  await drain(res);
}

/** Commits the blocks `ids`, in order, as the blob's content (Put Block List). */
export async function putBlockList(url: string, ids: string[], timeoutMs: number): Promise<void> {
  const xml = Buffer.from(
    `<?xml version="1.0" encoding="utf-8"?><BlockList>${ids.map((id) => `<Latest>${id}</Latest>`).join('')}</BlockList>`,
  );
  const res = await blobRequest(
    'block list commit',
    `${url}&comp=blocklist`,
    { method: 'PUT', headers: { 'Content-Type': 'application/xml' }, body: [xml], timeoutMs },
    (status) => status === 201,
  );
  await drain(res);
}
