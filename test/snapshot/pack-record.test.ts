/**
 * Properties of the pack file's own digest (`PackIndex.fileSha256`): whatever blobs a pack is
 * written with, and however the writes are split, the digest the writer reports is the SHA-256 of
 * the file it wrote; the index record keeps it (a record read back is the index written), and a
 * record whose mark and length disagree is not used.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openPack } from '../../src/snapshot/pack-format.js';
import { packIndexFromRecord, packIndexRecord } from '../../src/snapshot/pack-index-record.js';
import { PackWriter } from '../../src/snapshot/pack-writer.js';
import { tempDir } from './helpers.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** Blob contents: empty, small, and over the writer's 1 MiB staging buffer. */
const blobs = fc.array(
  fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc.nat(3 * 1024 * 1024).map((n) => new Uint8Array(n).fill(n % 251)),
  ),
  { maxLength: 6 },
);

describe('pack file digest', () => {
  it('is the SHA-256 of the file written, and survives the index record', async () => {
    const dir = await tempDir();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(blobs, fc.boolean(), async (contents, hashed) => {
        const file = join(dir, `p${n++}.pack`);
        const w = await PackWriter.create(file, { sync: false });
        const seen = new Set<string>();
        for (const c of contents) {
          const sha = sha256(c);
          if (seen.has(sha)) continue;
          seen.add(sha);
          // Both ways in: hashed by the caller (one buffer), or chunks hashed by the writer.
          if (hashed) await w.appendHashed(c, sha);
          else await w.append([c.subarray(0, c.length >> 1), c.subarray(c.length >> 1)], sha);
        }
        const index = await w.finish();
        const bytes = await fs.readFile(file);
        expect(index.fileSha256).toBe(sha256(bytes));
        expect(index.fileBytes).toBe(bytes.length);
        // The pack's own check agrees with the writer, and knows no file digest of its own.
        const opened = await openPack(file);
        expect(opened.blobs).toEqual(index.blobs);
        expect(opened.fileSha256).toBeUndefined();
        // The record read back is the index, file digest included; another size is refused.
        const record = packIndexRecord(index)!;
        expect(packIndexFromRecord(record, file, index.id, index.fileBytes)).toEqual(index);
        expect(packIndexFromRecord(record, file, index.id, index.fileBytes + 1)).toBeUndefined();
        // A record without the digest reads back without it.
        const { fileSha256: _, ...plain } = index;
        const old = packIndexRecord(plain)!;
        expect(old.length).toBe(record.length - 32);
        expect(packIndexFromRecord(old, file, index.id, index.fileBytes)).toEqual(plain);
        // Marks swapped: the length no longer fits the mark, so neither record is used.
        const swap = (r: Buffer, mark: string) => Buffer.concat([Buffer.from(mark), r.subarray(8)]);
        expect(packIndexFromRecord(swap(record, 'CISPIDX2'), file, index.id, index.fileBytes)).toBe(
          undefined,
        );
        expect(packIndexFromRecord(swap(old, 'CISPIDX3'), file, index.id, index.fileBytes)).toBe(
          undefined,
        );
        await fs.rm(file);
      }),
      { numRuns: 60 },
    );
  });

  it('is not taken when not asked for, and the pack is the same otherwise', async () => {
    const dir = await tempDir();
    const contents = [new Uint8Array(3 * 1024 * 1024).fill(7), new Uint8Array([1, 2, 3])];
    const write = async (name: string, fileDigest?: boolean) => {
      const w = await PackWriter.create(join(dir, name), {
        sync: false,
        ...(fileDigest === undefined ? {} : { fileDigest }),
      });
      for (const c of contents) await w.appendHashed(c, sha256(c));
      return w.finish();
    };
    const plain = await write('plain.pack', false);
    const digested = await write('digested.pack');
    expect(plain.fileSha256).toBeUndefined();
    expect(digested.fileSha256).toBe(sha256(await fs.readFile(join(dir, 'digested.pack'))));
    expect(await fs.readFile(join(dir, 'plain.pack'))).toEqual(
      await fs.readFile(join(dir, 'digested.pack')),
    );
    const { fileSha256: _, ...rest } = digested;
    expect({ ...plain, file: rest.file }).toEqual(rest);
  });
});
