/**
 * The bundle: the one opaque file ci-state stores in a cache entry or artifact.
 *
 *   CISTATE1\n
 *   <header JSON>\n          {"v":1,"sha256":<payload digest>,"size":N,"scopeKey":..,"createdAt":..,"hmac"?:..}
 *   <payload>                JSON: {"state": RunState}
 *
 * Reading checks, in order: magic, header shape, size cap, payload size, payload sha256, the HMAC
 * (required when an integrity key is configured), then the state through the strict schema. Nothing
 * is trusted before every check passed.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { parseStateDocument, scopeKey, type RunState } from '../core/index.js';

const MAGIC = Buffer.from('CISTATE1\n');
/** Largest bundle accepted from a cache entry or artifact. */
export const MAX_BUNDLE_BYTES = 64 * 1024 * 1024;

const Header = z.strictObject({
  v: z.literal(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
  scopeKey: z.string().regex(/^[0-9a-f]{8,64}$/),
  createdAt: z.string().max(40),
  hmac: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
type Header = z.infer<typeof Header>;

export class BundleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BundleError';
  }
}

function mac(key: string, h: Omit<Header, 'hmac'>): string {
  return createHmac('sha256', key)
    .update(`${h.v}\n${h.sha256}\n${h.size}\n${h.scopeKey}\n${h.createdAt}`)
    .digest('hex');
}

export function encodeBundle(
  state: RunState,
  opts: { scopeKey: string; integrityKey?: string; now?: string },
): Buffer {
  const payload = Buffer.from(JSON.stringify({ state }));
  const base = {
    v: 1 as const,
    sha256: createHash('sha256').update(payload).digest('hex'),
    size: payload.length,
    scopeKey: opts.scopeKey,
    createdAt: opts.now ?? new Date().toISOString(),
  };
  const header: Header = opts.integrityKey ? { ...base, hmac: mac(opts.integrityKey, base) } : base;
  return Buffer.concat([MAGIC, Buffer.from(`${JSON.stringify(header)}\n`), payload]);
}

export interface DecodedBundle {
  state: RunState;
  sha256: string;
  signed: boolean;
  createdAt: string;
}

/**
 * `scopeKey`: the scope the caller expects. Without it (the report job reads every job's state),
 * the header's scope key must be the hash of the state's own scope.
 */
export function decodeBundle(
  bytes: Buffer,
  opts: { scopeKey?: string; integrityKey?: string; source: string },
): DecodedBundle {
  const fail = (why: string): never => {
    throw new BundleError(`${opts.source}: ${why}`);
  };
  if (bytes.length > MAX_BUNDLE_BYTES)
    fail(`bundle is ${bytes.length} bytes, over the ${MAX_BUNDLE_BYTES} cap`);
  if (bytes.length < MAGIC.length || !bytes.subarray(0, MAGIC.length).equals(MAGIC))
    fail('not a ci-state bundle');
  const nl = bytes.indexOf(0x0a, MAGIC.length);
  if (nl < 0 || nl - MAGIC.length > 4096) fail('bundle header is missing or too long');
  let header: Header;
  try {
    header = Header.parse(JSON.parse(bytes.subarray(MAGIC.length, nl).toString('utf8')));
  } catch {
    return fail('bundle header is malformed');
  }
  const payload = bytes.subarray(nl + 1);
  if (payload.length !== header.size)
    fail(`payload is ${payload.length} bytes, the header says ${header.size} (truncated?)`);
  const digest = createHash('sha256').update(payload).digest('hex');
  if (digest !== header.sha256)
    fail('payload digest does not match the header (corrupt or tampered)');
  if (opts.scopeKey !== undefined && header.scopeKey !== opts.scopeKey)
    fail('bundle belongs to another scope');
  if (opts.integrityKey) {
    if (!header.hmac) fail('bundle is not signed, but an integrity key is configured');
    const { hmac, ...rest } = header;
    const want = Buffer.from(mac(opts.integrityKey, rest), 'hex');
    if (!timingSafeEqual(want, Buffer.from(hmac!, 'hex')))
      fail('bundle signature does not match the integrity key');
  }
  let doc: unknown;
  try {
    doc = JSON.parse(payload.toString('utf8'));
  } catch {
    return fail('payload is not JSON');
  }
  if (!doc || typeof doc !== 'object' || !('state' in doc)) fail('payload holds no state');
  const state = parseStateDocument((doc as { state: unknown }).state, opts.source);
  if (scopeKey(state.scope) !== header.scopeKey)
    fail('the state does not belong to the scope its header names');
  return { state, sha256: digest, signed: !!header.hmac, createdAt: header.createdAt };
}
