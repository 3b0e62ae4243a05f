/**
 * The pack file format (one file carrying a set of blobs, named by the sha256 of its index; see
 * docs/checkpoints.md, "Storage format"), and opening a pack. Opening trusts nothing: trailer,
 * index and length are checked before any blob is located, and every blob read is verified against
 * its digest. Writing one: pack-writer.ts; moving blobs between a store and packs: pack.ts.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import { CiStateError } from '../core/errors.js';
import { formatIssues } from '../core/paths.js';
import { limitsOf, type SnapshotLimits } from './limits.js';

/** The magic at the start of a pack and the end mark after its index. */
export const MAGIC = Buffer.from('CISPACK2', 'ascii');
export const END = Buffer.from('CISPEND2', 'ascii');
/** The index length and the end mark. */
export const TRAILER = 4 + END.length;

/**
 * The index's own fields; its blob entries are checked by `blobEntryProblem` (a schema per entry
 * costs a millisecond per thousand blobs, and a checkpoint opens its store's packs each time).
 */
const PackIndexDoc = z.strictObject({
  format: z.literal('ci-state-pack'),
  version: z.literal(2),
  count: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  blobs: z.array(z.unknown()),
});

const SHA256 = /^[0-9a-f]{64}$/;

/** What is wrong with a blob entry of an index (exactly `{"sha256", "size"}`), if anything. */
function blobEntryProblem(b: unknown): string | undefined {
  if (b === null || typeof b !== 'object' || Array.isArray(b)) return 'not an object';
  const keys = Object.keys(b);
  const extra = keys.find((k) => k !== 'sha256' && k !== 'size');
  if (extra !== undefined) return `unknown key ${JSON.stringify(extra.slice(0, 40))}`;
  const { sha256, size } = b as { sha256?: unknown; size?: unknown };
  if (typeof sha256 !== 'string' || !SHA256.test(sha256))
    return 'sha256: expected 64 lowercase hex digits';
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)
    return 'size: expected a whole number of bytes';
  return undefined;
}

function packError(file: string, why: string): CiStateError {
  return new CiStateError('pack_invalid', `refusing pack ${basename(file)}: ${why}`, 1);
}

/** Where one blob lies in a pack. */
export interface PackedBlob {
  sha256: string;
  size: number;
  /** Byte offset of the blob's first byte in the pack file. */
  offset: number;
}

/** An opened (checked) pack. */
export interface PackIndex {
  file: string;
  /** sha256 of the index: the pack's name. */
  id: string;
  /** Bytes of blob content. */
  bytes: number;
  /** Size of the pack file. */
  fileBytes: number;
  blobs: PackedBlob[];
  /**
   * SHA-256 of the whole pack file, when known without reading it again: taken by the writer as
   * it wrote the bytes, kept in the pack's index record. A storage that records an object's
   * digest (S3) ships the pack with it instead of hashing the file first.
   */
  fileSha256?: string;
}

export interface OpenPackOptions {
  limits?: Partial<SnapshotLimits>;
  /** The id the pack must have (the one it is listed under). */
  expectSha256?: string;
}

/** Reads and checks a pack's trailer and index (see the module comment); no blob is read. */
export async function openPack(file: string, options: OpenPackOptions = {}): Promise<PackIndex> {
  const caps = limitsOf(options.limits);
  const maxIndex = Math.min(64 * 1024 * 1024, 4096 + 100 * caps.maxEntries);
  const fh = await fs.open(file, 'r');
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw packError(file, 'not a regular file');
    const fileSize = st.size;
    const readAt = async (pos: number, n: number): Promise<Buffer> => {
      const buf = Buffer.alloc(n);
      let got = 0;
      while (got < n) {
        const { bytesRead } = await fh.read(buf, got, n - got, pos + got);
        if (bytesRead === 0) throw packError(file, 'it is shorter than it says');
        got += bytesRead;
      }
      return buf;
    };
    if (fileSize < MAGIC.length + TRAILER) throw packError(file, `it is only ${fileSize} bytes`);
    if (!(await readAt(0, MAGIC.length)).equals(MAGIC))
      throw packError(file, 'not a ci-state pack (bad magic)');
    const tail = await readAt(fileSize - TRAILER, TRAILER);
    if (!tail.subarray(4).equals(END)) throw packError(file, 'its trailer is missing (truncated?)');
    const ilen = tail.readUInt32BE(0);
    if (ilen > maxIndex)
      throw packError(file, `its index is ${ilen} bytes, over the cap of ${maxIndex}`);
    if (MAGIC.length + ilen + TRAILER > fileSize)
      throw packError(file, `its index is ${ilen} bytes, longer than the pack`);
    const ibuf = await readAt(fileSize - TRAILER - ilen, ilen);
    const id = createHash('sha256').update(ibuf).digest('hex');
    if (options.expectSha256 !== undefined && id !== options.expectSha256) {
      throw packError(
        file,
        `its index hashes to ${id.slice(0, 12)}…, not the ${options.expectSha256.slice(0, 12)}… it is listed under`,
      );
    }
    let raw: unknown;
    try {
      raw = JSON.parse(ibuf.toString('utf8'));
    } catch {
      throw packError(file, 'its index is not JSON');
    }
    const parsed = PackIndexDoc.safeParse(raw);
    if (!parsed.success) {
      throw packError(
        file,
        `its index is not valid: ${formatIssues(parsed.error.issues).slice(0, 3).join('; ')}`,
      );
    }
    const doc = parsed.data;
    for (let i = 0; i < doc.blobs.length; i++) {
      const problem = blobEntryProblem(doc.blobs[i]);
      if (problem) throw packError(file, `its index is not valid: blobs[${i}]: ${problem}`);
    }
    const entries = doc.blobs as { sha256: string; size: number }[];
    if (doc.count !== doc.blobs.length)
      throw packError(file, `its index says ${doc.count} blobs and lists ${doc.blobs.length}`);
    if (doc.count > caps.maxEntries)
      throw packError(file, `${doc.count} blobs, over the cap of ${caps.maxEntries}`);
    const blobs: PackedBlob[] = [];
    const seen = new Set<string>();
    let offset = MAGIC.length;
    for (const b of entries) {
      if (seen.has(b.sha256))
        throw packError(file, `blob ${b.sha256.slice(0, 12)}… is listed twice`);
      seen.add(b.sha256);
      blobs.push({ sha256: b.sha256, size: b.size, offset });
      offset += b.size;
    }
    const sum = offset - MAGIC.length;
    if (sum !== doc.bytes)
      throw packError(file, `its index says ${doc.bytes} bytes and lists ${sum}`);
    if (sum > caps.maxBytes)
      throw packError(file, `${sum} bytes of blobs, over the cap of ${caps.maxBytes}`);
    const expected = MAGIC.length + sum + ilen + TRAILER;
    if (expected !== fileSize) {
      throw packError(
        file,
        `it is ${fileSize} bytes long, its index implies ${expected} (truncated or padded)`,
      );
    }
    return { file, id, bytes: sum, fileBytes: fileSize, blobs };
  } finally {
    await fh.close();
  }
}
