/**
 * Property: whatever bytes a pack file holds (a sound pack with bytes flipped, cut, inserted, its
 * index rewritten), adding it to a store either fails with a one-line `pack_invalid` refusal and
 * adds nothing, or succeeds; and after a success, every blob the store hands out hashes to its
 * name. No other kind of error, no wrong bytes.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CiStateError } from '../../src/core/errors.js';
import { BlobStore, packBlobs, unpackBlobs } from '../../src/snapshot/index.js';
import { tempDir } from './helpers.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

type Mutation =
  | { kind: 'flip'; at: number; bit: number }
  | { kind: 'cut'; at: number }
  | { kind: 'insert'; at: number; bytes: Uint8Array }
  | { kind: 'index'; text: string };

function mutate(pack: Buffer, m: Mutation): Buffer {
  const at = (n: number) => n % (pack.length + 1);
  switch (m.kind) {
    case 'flip': {
      const out = Buffer.from(pack);
      const i = m.at % pack.length;
      out[i] = out[i]! ^ (1 << m.bit);
      return out;
    }
    case 'cut':
      return pack.subarray(0, at(m.at));
    case 'insert':
      return Buffer.concat([pack.subarray(0, at(m.at)), m.bytes, pack.subarray(at(m.at))]);
    case 'index': {
      // A new index with a consistent trailer: only the index's content lies.
      // (After an earlier mutation the old trailer may be gone: keep what precedes it, if any.)
      const ilen = pack.length >= 12 ? pack.readUInt32BE(pack.length - 12) : 0;
      const body = pack.subarray(0, Math.max(0, pack.length - 12 - ilen));
      const index = Buffer.from(m.text);
      const len = Buffer.alloc(4);
      len.writeUInt32BE(index.length);
      return Buffer.concat([body, index, len, Buffer.from('CISPEND2')]);
    }
  }
}

const lyingIndex = fc.oneof(
  fc.string(),
  fc.json(),
  fc
    .record({
      format: fc.constantFrom('ci-state-pack', 'other'),
      version: fc.constantFrom(2, 1, 3),
      count: fc.nat(5),
      bytes: fc.nat(200),
      blobs: fc.array(
        fc.record({
          sha256: fc.oneof(
            fc.constant(sha256(Buffer.from('alpha'))),
            fc.stringMatching(/^[0-9a-f]{64}$/),
          ),
          size: fc.nat(120),
        }),
        { maxLength: 5 },
      ),
    })
    .map((o) => JSON.stringify(o)),
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), bit: fc.nat(7) }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }),
  }),
  fc.record({ kind: fc.constant('index' as const), text: lyingIndex }),
);

describe('hostile packs, generated', () => {
  it('are refused as pack_invalid, or every blob read from them hashes to its name', async () => {
    const base = await tempDir('ci-state-pack-fuzz-');
    const src = new BlobStore(join(base, 'src'), { durable: false });
    const contents = ['alpha', 'beta', 'gamma', 'x'.repeat(100), ''].map((t) => Buffer.from(t));
    const shas = [];
    for (const c of contents) shas.push(await src.putBytes(c));
    const good = join(base, 'good.pack');
    await packBlobs(src, shas, good);
    const pack = await fs.readFile(good);
    let n = 0;
    let refused = 0;
    let served = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { maxLength: 3 }), async (ms) => {
        const dir = join(base, `case-${n++}`);
        await fs.mkdir(dir, { recursive: true });
        const file = join(dir, 'p.pack');
        await fs.writeFile(file, ms.reduce(mutate, pack));
        const store = new BlobStore(join(dir, 'store'), { durable: false });
        let listed: string[];
        try {
          listed = (await unpackBlobs(file, store, { limits: { maxEntries: 100 } })).blobs;
        } catch (err) {
          expect(err).toBeInstanceOf(CiStateError);
          expect((err as CiStateError).code).toBe('pack_invalid');
          expect((err as Error).message).not.toContain('\n');
          expect(await store.list()).toEqual([]);
          refused++;
          return;
        }
        for (const sha of listed) {
          try {
            expect(sha256(await store.read(sha))).toBe(sha);
            served++;
          } catch (err) {
            expect(err).toBeInstanceOf(CiStateError);
            expect(['blob_corrupt', 'blob_missing']).toContain((err as CiStateError).code);
          }
        }
        await fs.rm(dir, { recursive: true, force: true });
      }),
      // The sound pack and a cut one first, so that both outcomes are always exercised.
      { numRuns: 300, examples: [[[]], [[{ kind: 'cut', at: 3 }]]] },
    );
    // Both outcomes were exercised.
    expect(refused).toBeGreaterThan(0);
    expect(served).toBeGreaterThan(0);
  });
});
