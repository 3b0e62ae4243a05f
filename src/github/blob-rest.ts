/**
 * The few Azure Blob requests the cache's entries need, made with fetch on their signed URLs: a
 * ranged read, a block staged, the block list committed. Through fetch they share one connection
 * pool with the service calls and cost far less CPU than the Azure SDK's request pipeline in a
 * fresh process (docs/adr/0004). A request that fails before its answer's body (a 5xx, 429 or 408,
 * or no answer) is tried again with a growing pause, as the SDK's retry policy would; a body cut
 * short is the caller's failure.
 */
import { VERSION } from '../version.js';

/** The Blob service version asked for (one every Azure Storage endpoint knows). */
export const BLOB_VERSION = '2023-11-03';

const TRIES = 5;
const RETRY_MS = 250;
/** Bytes handed to the connection at a time (what upload progress counts by). */
const SEND_CHUNK = 2 ** 20;

/**
 * One request, tried up to TRIES times while it fails before an answer that `accept` takes. The
 * body is made again for each try. An answer refused for good (another 4xx) throws at once.
 */
async function request(
  what: string,
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: () => ReadableStream<Uint8Array> | Uint8Array;
    timeoutMs: number;
    signal?: AbortSignal;
  },
  accept: (res: Response) => boolean,
): Promise<Response> {
  for (let tried = 1; ; tried++) {
    let failure: Error;
    try {
      const body = init.body?.();
      const res = await fetch(url, {
        method: init.method,
        headers: {
          'x-ms-version': BLOB_VERSION,
          'User-Agent': `ci-state/${VERSION}`,
          ...init.headers,
        },
        ...(body ? { body, duplex: 'half' } : {}),
        signal: init.signal
          ? AbortSignal.any([init.signal, AbortSignal.timeout(init.timeoutMs)])
          : AbortSignal.timeout(init.timeoutMs),
      } as RequestInit);
      if (accept(res)) return res;
      await res.body?.cancel().catch(() => undefined);
      const code = res.headers.get('x-ms-error-code');
      failure = new Error(`${what}: ${code ? `${code} ` : ''}(HTTP ${res.status})`);
      if (res.status < 500 && res.status !== 429 && res.status !== 408) throw failure;
    } catch (e) {
      // fetch's own failures (no answer) are TypeErrors; an abort or a refusal is final.
      if (!(e instanceof TypeError)) throw e;
      const cause = (e as { cause?: { code?: string } }).cause?.code;
      failure = new Error(`${what}: ${cause ?? e.message}`);
    }
    if (tried >= TRIES || init.signal?.aborted) throw failure;
    await new Promise((r) => setTimeout(r, RETRY_MS * 2 ** (tried - 1)));
  }
}

/** The body of bytes [from, from + count) of the blob; throws when it is not that range. */
export async function getRange(
  url: string,
  from: number,
  count: number,
  timeoutMs: number,
): Promise<ReadableStream<Uint8Array>> {
  const res = await request(
    `GET of the range at ${from}`,
    url,
    { method: 'GET', headers: { Range: `bytes=${from}-${from + count - 1}` }, timeoutMs },
    (r) => r.status === 206,
  );
  const declared = res.headers.get('content-length');
  if (!res.body || (declared !== null && Number(declared) !== count)) {
    await res.body?.cancel().catch(() => undefined);
    throw new Error(`the range at ${from} has ${declared} bytes, ${count} expected`);
  }
  return res.body;
}

/** `bytes` sent in chunks, with `sent(n)` told the bytes handed over so far. */
function chunked(bytes: Uint8Array, sent?: (n: number) => void): ReadableStream<Uint8Array> {
  let at = 0;
  sent?.(0);
  // Not a byte stream: that would transfer (detach) the caller's buffer.
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      const chunk = bytes.subarray(at, Math.min(bytes.length, at + SEND_CHUNK));
      at += chunk.length;
      controller.enqueue(chunk);
      sent?.(at);
    },
  });
}

/** Stages `bytes` as block `id` of the blob (Put Block); `sent` counts the bytes sent. */
export async function putBlock(
  url: string,
  id: string,
  bytes: Uint8Array,
  options: { signal: AbortSignal; timeoutMs: number; sent?: (n: number) => void },
): Promise<void> {
  const res = await request(
    'block upload',
    `${url}&comp=block&blockid=${encodeURIComponent(id)}`,
    {
      method: 'PUT',
      headers: { 'Content-Length': String(bytes.length) },
      body: () => chunked(bytes, options.sent),
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    },
    (r) => r.status === 201,
  );
  await res.arrayBuffer().catch(() => undefined);
}

/** Commits the blocks `ids`, in order, as the blob's content (Put Block List). */
export async function putBlockList(url: string, ids: string[], timeoutMs: number): Promise<void> {
  const xml = Buffer.from(
    `<?xml version="1.0" encoding="utf-8"?><BlockList>${ids.map((id) => `<Latest>${id}</Latest>`).join('')}</BlockList>`,
  );
  const res = await request(
    'block list commit',
    `${url}&comp=blocklist`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/xml', 'Content-Length': String(xml.length) },
      body: () => xml,
      timeoutMs,
    },
    (r) => r.status === 201,
  );
  await res.arrayBuffer().catch(() => undefined);
}
