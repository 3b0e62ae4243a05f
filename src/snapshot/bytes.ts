/**
 * The pieces the binary records share (blob-lists.ts, the pack index record in
 * pack-index-record.ts, the digest cache in hash-cache.ts): digests as raw bytes, 32 each, and unsigned 64-bit sizes read and
 * written as two 32-bit little-endian words, without a BigInt.
 */

/** The digests (64 hex digits each) as raw bytes, 32 each; undefined when one is not a digest. */
export function digestBytes(digests: readonly string[]): Buffer | undefined {
  if (!digests.every((d) => d.length === 64)) return undefined;
  const bytes = Buffer.from(digests.join(''), 'hex');
  return bytes.length === digests.length * 32 ? bytes : undefined;
}

/** The `count` raw digests from `at` in `buf`, as lowercase hex (one decode, then slices). */
export function digestsAt(buf: Buffer, at: number, count: number): string[] {
  const hex = buf.toString('hex', at, at + count * 32);
  const out = new Array<string>(count);
  for (let i = 0; i < count; i++) out[i] = hex.slice(i * 64, i * 64 + 64);
  return out;
}

/** Writes `n` (a safe, non-negative integer) as a u64 LE at `at`. */
export function writeU64(out: Buffer, n: number, at: number): void {
  out.writeUInt32LE(n % 2 ** 32, at);
  out.writeUInt32LE(Math.floor(n / 2 ** 32), at + 4);
}

/** The u64 LE at `at` as a number: not exact past 2^53, which the caller checks. */
export function readU64(buf: Buffer, at: number): number {
  return buf.readUInt32LE(at) + buf.readUInt32LE(at + 4) * 2 ** 32;
}
