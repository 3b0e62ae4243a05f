/**
 * The zip of one file, as the toolkit writes it (archiver's zip: a local header with a data
 * descriptor, the entry deflated or stored, the descriptor, one central directory record, no
 * zip64), so every download path, the toolkit's `downloadArtifact` (unzip-stream) and the web UI,
 * reads it unchanged. Built in memory with its size and sha256 (see artifact-direct.ts).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';

export interface ZipEntry {
  /** The file's name inside the archive. */
  name: string;
  data: Uint8Array;
  /** 0 stores the bytes as they are (as archiver does for level 0), else deflate at this level. */
  level: number;
  /** The entry's time (archiver: the file's mtime), in the archive's UTC DOS form. */
  mtime?: Date;
  /** Permission bits (archiver: the file's mode & 0o7777); 0o644 by default. */
  mode?: number;
}

export interface Zip {
  /** The archive, in pieces (the entry's bytes are not copied). */
  parts: Buffer[];
  size: number;
  /** sha256 of the archive, hex. */
  sha256: string;
}

const deflate = promisify(deflateRaw);

/** archiver's (zip-stream's) date: UTC, clamped to the DOS range. */
function dosTime(d: Date): number {
  const year = d.getUTCFullYear();
  if (year < 1980) return 2162688; // 1980-01-01 00:00:00
  if (year >= 2044) return 2141175677; // 2043-12-31 23:59:58
  return (
    (((year - 1980) << 25) |
      ((d.getUTCMonth() + 1) << 21) |
      (d.getUTCDate() << 16) |
      (d.getUTCHours() << 11) |
      (d.getUTCMinutes() << 5) |
      (d.getUTCSeconds() / 2)) >>>
    0
  );
}

/**
 * A zip holding one file, laid out as archiver (the toolkit's zip writer) lays it out: version 2.0
 * to extract, general purpose bit 3 (sizes in a data descriptor after the data, zeros in the local
 * header), bit 11 for a non-ASCII name, "made by" Unix 4.5 with the mode in the external
 * attributes, no extra fields, no comment. Up to 4 GiB (no zip64; callers stay far below).
 */
export async function zipOne(entry: ZipEntry): Promise<Zip> {
  const name = Buffer.from(entry.name, 'utf8');
  if (name.length === 0 || name.length > 0xffff) throw new Error('invalid entry name');
  const crc = crc32(entry.data) >>> 0;
  const data = entry.level > 0 ? await deflate(entry.data, { level: entry.level }) : entry.data;
  const body = Buffer.isBuffer(data)
    ? data
    : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const size = entry.data.byteLength;
  if (size > 0xfffffffe || body.length > 0xfffffffe) throw new Error('too large for a plain zip');
  const flags = 0x0008 | (name.length !== entry.name.length ? 0x0800 : 0);
  const method = entry.level > 0 ? 8 : 0;
  const time = dosTime(entry.mtime ?? new Date());
  const mode = ((entry.mode ?? 0o644) & 0o7777) | 0o100000;

  const local = Buffer.alloc(30 + name.length);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed: 2.0 (data descriptor)
  local.writeUInt16LE(flags, 6);
  local.writeUInt16LE(method, 8);
  local.writeUInt32LE(time, 10);
  // crc and sizes (14..25) stay zero: they follow the data
  local.writeUInt16LE(name.length, 26);
  local.writeUInt16LE(0, 28); // extra
  name.copy(local, 30);

  const tail = Buffer.alloc(16 + 46 + name.length + 22);
  let at = 0;
  at = tail.writeUInt32LE(0x08074b50, at); // data descriptor
  at = tail.writeUInt32LE(crc, at);
  at = tail.writeUInt32LE(body.length, at);
  at = tail.writeUInt32LE(size, at);
  const central = local.length + body.length + 16;
  at = tail.writeUInt32LE(0x02014b50, at); // central directory record
  at = tail.writeUInt16LE((3 << 8) | 45, at); // made by: Unix, 4.5
  at = tail.writeUInt16LE(20, at);
  at = tail.writeUInt16LE(flags, at);
  at = tail.writeUInt16LE(method, at);
  at = tail.writeUInt32LE(time, at);
  at = tail.writeUInt32LE(crc, at);
  at = tail.writeUInt32LE(body.length, at);
  at = tail.writeUInt32LE(size, at);
  at = tail.writeUInt16LE(name.length, at);
  at = tail.writeUInt16LE(0, at); // extra
  at = tail.writeUInt16LE(0, at); // comment
  at = tail.writeUInt16LE(0, at); // disk
  at = tail.writeUInt16LE(0, at); // internal attributes
  at = tail.writeUInt32LE(((mode << 16) | 0x20) >>> 0, at); // the mode; DOS "archive"
  at = tail.writeUInt32LE(0, at); // the local header's offset
  at += name.copy(tail, at);
  const centralSize = 46 + name.length;
  at = tail.writeUInt32LE(0x06054b50, at); // end of central directory
  at = tail.writeUInt16LE(0, at);
  at = tail.writeUInt16LE(0, at);
  at = tail.writeUInt16LE(1, at);
  at = tail.writeUInt16LE(1, at);
  at = tail.writeUInt32LE(centralSize, at);
  at = tail.writeUInt32LE(central, at);
  tail.writeUInt16LE(0, at); // comment

  const parts = [local, body, tail];
  const hash = createHash('sha256');
  for (const p of parts) hash.update(p);
  return {
    parts,
    size: local.length + body.length + tail.length,
    sha256: hash.digest('hex'),
  };
}
