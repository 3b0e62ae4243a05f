// The digest cache's key of a file: the bytes hash-cache.ts documents (five 64-bit little-endian
// numbers), whichever way they are written, and no key at all for times past 64-bit nanoseconds.
import fc from 'fast-check';
import type { BigIntStats } from 'node:fs';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lstatKey } from '../../src/snapshot/hash-cache.js';
import { tempDir } from './helpers.js';

const U64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });
const I64 = fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });

/** The key as the module comment describes it, written field by field. */
function documented(st: Pick<BigIntStats, 'dev' | 'ino' | 'size' | 'mtimeNs' | 'ctimeNs'>): Buffer {
  const b = Buffer.alloc(40);
  b.writeBigUInt64LE(st.dev, 0);
  b.writeBigUInt64LE(st.ino, 8);
  b.writeBigUInt64LE(st.size, 16);
  b.writeBigInt64LE(st.mtimeNs, 24);
  b.writeBigInt64LE(st.ctimeNs, 32);
  return b;
}

describe('lstatKey', () => {
  it('writes the documented bytes through typed arrays and field by field alike', () => {
    fc.assert(
      fc.property(
        fc.record({ dev: U64, ino: U64, size: U64, mtimeNs: I64, ctimeNs: I64 }),
        (st) => {
          const expected = documented(st);
          for (const le of [true, false]) {
            const key = lstatKey(st as BigIntStats, le);
            expect(key && Buffer.from(key)).toEqual(expected);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives no key for times outside 64-bit nanoseconds, either way', () => {
    const base = { dev: 1n, ino: 2n, size: 3n, mtimeNs: 4n, ctimeNs: 5n };
    for (const t of [2n ** 63n, -(2n ** 63n) - 1n, 2n ** 64n]) {
      for (const le of [true, false]) {
        expect(lstatKey({ ...base, mtimeNs: t } as BigIntStats, le)).toBeUndefined();
        expect(lstatKey({ ...base, ctimeNs: t } as BigIntStats, le)).toBeUndefined();
      }
    }
  });

  it('keys a real file by what lstat says of it', async () => {
    const dir = await tempDir();
    const file = join(dir, 'a.txt');
    await fs.writeFile(file, 'alpha\n');
    const st = await fs.lstat(file, { bigint: true });
    expect(Buffer.from(lstatKey(st)!)).toEqual(documented(st));
    expect(lstatKey(st)!.readBigUInt64LE(16)).toBe(6n);
  });
});
