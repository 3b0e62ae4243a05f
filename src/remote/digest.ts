/**
 * SHA-256 and byte counts of content on its way to or from a store, and the check of both against
 * what was recorded when the object was written: shared by the adapters of src/remote/.
 */
import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { RemoteError, type ObjectFacts } from './port.js';

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Whether `facts` are usable: 64 lowercase hex digits and a non-negative whole size. */
export function validFacts(facts: { sha256?: unknown; size?: unknown }): facts is ObjectFacts {
  return (
    typeof facts.sha256 === 'string' &&
    SHA256_HEX.test(facts.sha256) &&
    typeof facts.size === 'number' &&
    Number.isSafeInteger(facts.size) &&
    facts.size >= 0
  );
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A pass-through stream that hashes and counts what flows through it. */
export class DigestStream extends Transform {
  private readonly hash: Hash = createHash('sha256');
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    done(null, chunk);
  }

  /** What flowed through (call once, after the end). */
  facts(): ObjectFacts {
    return { sha256: this.hash.digest('hex'), size: this.bytes };
  }
}

/**
 * Throws an `integrity` error unless `actual` matches `expected`. `what` names the object and the
 * store, e.g. `'a/b' in s3://bucket/`.
 */
export function checkFacts(
  actual: ObjectFacts,
  expected: ObjectFacts,
  what: string,
  key: string,
): void {
  if (actual.size !== expected.size) {
    throw new RemoteError(
      'integrity',
      `${what} has ${actual.size} bytes where ${expected.size} were recorded: the stored object is damaged or was replaced`,
      { key },
    );
  }
  if (actual.sha256 !== expected.sha256) {
    throw new RemoteError(
      'integrity',
      `${what} has SHA-256 ${actual.sha256.slice(0, 12)}… where ${expected.sha256.slice(0, 12)}… was recorded: the stored object is damaged or was replaced`,
      { key },
    );
  }
}
