/**
 * A pack's index as a local record (`<id>.idx` beside the pack in a blob store), so that opening
 * the pack again skips parsing and checking its JSON index. The record only saves work: a missing
 * or unsound one means the pack is opened and checked again (see BlobStore).
 */
import { digestBytes, digestsAt, readU64, writeU64 } from './bytes.js';
import { limitsOf, type SnapshotLimits } from './limits.js';
import { MAGIC, TRAILER, type PackedBlob, type PackIndex } from './pack-format.js';

const INDEX_RECORD = Buffer.from('CISPIDX2', 'ascii');
/** The same record with the pack file's SHA-256 (32 raw bytes) after the header. */
const INDEX_RECORD_FILE = Buffer.from('CISPIDX3', 'ascii');
/** The record's header: its mark, the pack file's size (u64 LE) and the blob count (u32 LE). */
const INDEX_RECORD_HEAD = INDEX_RECORD.length + 12;

/**
 * The index of an opened pack as a local record (see BlobStore), so that opening the pack again
 * reads 40 bytes a blob instead of parsing and checking its JSON index:
 *
 *   "CISPIDX2" | u64 LE pack file size | u32 LE N | N sha256s, raw | N sizes, u64 LE
 *   "CISPIDX3" | u64 LE pack file size | u32 LE N | file sha256, raw | N sha256s | N sizes
 *
 * The second when the pack file's own digest is known (`PackIndex.fileSha256`). The digests lie
 * together, so they are written and read as one hex string. Undefined when the index names a
 * blob by something other than a sha256.
 */
export function packIndexRecord(index: PackIndex): Buffer | undefined {
  const n = index.blobs.length;
  const file = index.fileSha256 === undefined ? undefined : digestBytes([index.fileSha256]);
  const digests = digestBytes(index.blobs.map((b) => b.sha256));
  if (!digests || (index.fileSha256 !== undefined && !file)) return undefined;
  const head = INDEX_RECORD_HEAD + (file ? 32 : 0);
  const out = Buffer.allocUnsafe(head + n * 40);
  (file ? INDEX_RECORD_FILE : INDEX_RECORD).copy(out, 0);
  writeU64(out, index.fileBytes, INDEX_RECORD.length);
  out.writeUInt32LE(n, INDEX_RECORD.length + 8);
  file?.copy(out, INDEX_RECORD_HEAD);
  digests.copy(out, head);
  const sizes = head + n * 32;
  for (let i = 0; i < n; i++) writeU64(out, (index.blobs[i] as PackedBlob).size, sizes + i * 8);
  return out;
}

/**
 * The index of pack `id` at `file` (`fileBytes` long, as the caller found it) from its record;
 * undefined when the record is not whole, or describes another file size, or more than the caps
 * allow. The blob bytes stay unverified as ever: every read checks them against their digest.
 */
export function packIndexFromRecord(
  record: Buffer,
  file: string,
  id: string,
  fileBytes: number,
  limits?: Partial<SnapshotLimits>,
): PackIndex | undefined {
  const caps = limitsOf(limits);
  if (record.length < INDEX_RECORD_HEAD) return undefined;
  const mark = record.subarray(0, INDEX_RECORD.length);
  const withFile = mark.equals(INDEX_RECORD_FILE);
  if (!withFile && !mark.equals(INDEX_RECORD)) return undefined;
  if (readU64(record, INDEX_RECORD.length) !== fileBytes) return undefined;
  const count = record.readUInt32LE(INDEX_RECORD.length + 8);
  const head = INDEX_RECORD_HEAD + (withFile ? 32 : 0);
  if (count > caps.maxEntries || record.length !== head + count * 40) return undefined;
  const fileSha256 = withFile ? digestsAt(record, INDEX_RECORD_HEAD, 1)[0] : undefined;
  const digests = digestsAt(record, head, count);
  const sizes = head + count * 32;
  const blobs = new Array<PackedBlob>(count);
  let offset = MAGIC.length;
  for (let i = 0; i < count; i++) {
    const size = readU64(record, sizes + i * 8);
    if (!Number.isSafeInteger(size)) return undefined;
    blobs[i] = { sha256: digests[i] as string, size, offset };
    offset += size;
  }
  const bytes = offset - MAGIC.length;
  // The index itself and the trailer follow the blobs.
  if (bytes > caps.maxBytes || offset + TRAILER >= fileBytes) return undefined;
  return { file, id, bytes, fileBytes, blobs, ...(fileSha256 ? { fileSha256 } : {}) };
}
