/**
 * Compression of cache entries: whether zstd pays for a file (from slices of it), and Node's zstd
 * with the options used for every entry.
 */
import { open } from 'node:fs/promises';

/** The first bytes of a zstd frame. */
export const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);
/**
 * Slices compressed to decide (half a MiB in all, a millisecond or two), spread evenly over the
 * file: a pack's small compressible parts (its manifest, its index) are no more of the sample than
 * of the file.
 */
const SLICES = 16;
const SLICE = 32 * 1024;
/** Compress when the samples shrink below this share of their size. */
const WORTH_IT = 0.9;

/**
 * Whether zstd shrinks `size` bytes: SLICES slices spread over them (`slice` gives the bytes at a
 * position), compressed at the level used for the upload.
 */
export async function shrinks(
  size: number,
  slice: (pos: number, length: number) => Buffer | Promise<Buffer>,
): Promise<boolean> {
  if (size < 4096) return false;
  const { zlib, options } = await zstd();
  const step = Math.max(SLICE, (size - SLICE) / (SLICES - 1));
  let raw = 0;
  let packed = 0;
  for (let pos = 0; pos < size; pos = Math.floor(pos + step)) {
    const bytes = await slice(pos, Math.min(SLICE, size - pos));
    raw += bytes.length;
    packed += zlib.zstdCompressSync(bytes, options).length;
  }
  return packed < raw * WORTH_IT;
}

/** Whether zstd shrinks the file (see `shrinks`). */
export async function compresses(file: string, size: number): Promise<boolean> {
  if (size < 4096) return false;
  const fh = await open(file, 'r');
  try {
    return await shrinks(size, async (pos, length) => {
      const buf = Buffer.allocUnsafe(length);
      const { bytesRead } = await fh.read(buf, 0, length, pos);
      return buf.subarray(0, bytesRead);
    });
  } finally {
    await fh.close();
  }
}

/**
 * node:zlib, loaded when a file is saved or a zstd entry restored (a job's first restore, a miss,
 * never needs it); with zstd's default level, and a checksum of the content, so that a damaged
 * entry fails to decompress.
 */
export async function zstd() {
  const zlib = await import('node:zlib');
  const Z = zlib.constants;
  const options = { params: { [Z.ZSTD_c_compressionLevel]: 3, [Z.ZSTD_c_checksumFlag]: 1 } };
  return { zlib, options };
}
