/**
 * Packs: one file that carries a set of blobs. A checkpoint writes the content it adds to the
 * local store as one pack (one file, written once, instead of a file per blob); the post step
 * ships that file as it is to the Actions cache (or an artifact); the next attempt keeps the
 * fetched file as it is in its own store, and blobs are read from it where they lie.
 *
 *   "CISPACK2"                       8 bytes, magic and format version
 *   blob bytes                       the blobs back to back, in index order
 *   index                            I bytes of JSON:
 *                                    {"format":"ci-state-pack","version":2,"count":N,"bytes":B,
 *                                     "blobs":[{"sha256":"…","size":n},…]}
 *   I                                uint32 big-endian
 *   "CISPEND2"                       8 bytes
 *
 * A pack's id is the sha256 of its index: the index names every blob by its digest, so the id
 * pins the whole pack. Opening a pack trusts nothing: the trailer, the index (strict schema, caps
 * on entries, bytes and index size, no blob listed twice) and the file's exact length are checked
 * before any blob is located, and the id against the one the pack is listed under. Blob bytes are
 * never trusted on the pack's word: every read verifies them against their sha256
 * (`BlobStore.get`, `readSmall`), so a pack with a bad blob yields an error for that blob, never
 * its bytes.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import { CiStateError } from '../core/errors.js';
import { formatIssues } from '../core/paths.js';
import type { BlobStore } from './blob-store.js';
import { digestBytes, digestsAt, readU64, writeU64 } from './bytes.js';
import { limitsOf, type SnapshotLimits } from './limits.js';

const MAGIC = Buffer.from('CISPACK2', 'ascii');
const END = Buffer.from('CISPEND2', 'ascii');
/** The index length and the end mark. */
const TRAILER = 4 + END.length;
const CHUNK = 1024 * 1024;
/** Bytes written between two early `datasync` calls of a pack that is synced (see PackWriter). */
const SYNC_AHEAD = 32 * 1024 * 1024;

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
}

export interface PackResult {
  count: number;
  /** Bytes of blob content in the pack. */
  bytes: number;
  /** Size of the pack file. */
  fileBytes: number;
  /** The pack's id: sha256 of its index. */
  sha256: string;
  /** Every blob in the pack, in pack order. */
  blobs: string[];
}

export interface PackOptions {
  /**
   * fsync the pack before the rename. Default true; a pack that is only a transfer file (shipped,
   * then removed, and checked wherever it is read) need not be.
   */
  sync?: boolean;
  /**
   * Also hands every byte written to the file, in order, to `tee` (a streamed upload of the pack,
   * see src/github/packs.ts), which must not throw. The bytes are the writer's own buffer: `tee`
   * copies what it keeps before its promise settles.
   */
  tee?: (bytes: Uint8Array) => Promise<void>;
}

/**
 * Writes a pack: blobs are appended (through a staging buffer: a pack of many small blobs is
 * otherwise a write per blob), then `finish` writes the index and trailer. The file is a temp
 * file until the caller moves it where it belongs; `abort` removes it.
 */
export class PackWriter {
  private readonly blobs: PackedBlob[] = [];
  private readonly names = new Set<string>();
  private readonly staging = Buffer.allocUnsafe(CHUNK);
  private held = 0;
  private pos = MAGIC.length;
  private done = false;
  /** Bytes written since the last early `datasync`, the one in flight, and its failure. */
  private unsynced = 0;
  private ahead: Promise<void> | undefined;
  private aheadError: unknown;

  private constructor(
    readonly file: string,
    private readonly fh: fs.FileHandle,
    private readonly sync: boolean,
    private readonly tee: PackOptions['tee'],
  ) {}

  /**
   * Creates `file` (which must not exist) and writes the magic. With `sync` (the default), every
   * SYNC_AHEAD bytes written start a `datasync` while the writing goes on (one at a time), so that
   * the disk writes as the pack is made instead of all at the final fsync.
   */
  static async create(file: string, options: PackOptions = {}): Promise<PackWriter> {
    const fh = await fs.open(file, 'wx', 0o444);
    const w = new PackWriter(file, fh, options.sync ?? true, options.tee);
    MAGIC.copy(w.staging, 0);
    w.held = MAGIC.length;
    return w;
  }

  /** Blobs appended so far. */
  get count(): number {
    return this.blobs.length;
  }

  /** Whether the blob is in this pack already. */
  holds(sha: string): boolean {
    return this.names.has(sha);
  }

  private async writeAll(buf: Uint8Array): Promise<void> {
    // The tee takes its copy while the file write is on its way.
    const teed = this.tee?.(buf);
    let off = 0;
    while (off < buf.length) {
      const { bytesWritten } = await this.fh.write(buf, off, buf.length - off);
      off += bytesWritten;
    }
    await teed;
    this.unsynced += buf.length;
    if (this.sync && this.unsynced >= SYNC_AHEAD) {
      this.unsynced = 0;
      await this.ahead; // one at a time: the writing waits for the disk
      // A failure is kept for finish: the final fsync may not report it again.
      this.ahead = this.fh.datasync().catch((err: unknown) => {
        this.aheadError ??= err;
      });
    }
  }

  private async drain(): Promise<void> {
    if (this.held > 0) await this.writeAll(this.staging.subarray(0, this.held));
    this.held = 0;
  }

  private async put(buf: Uint8Array): Promise<void> {
    if (this.held + buf.length > this.staging.length) await this.drain();
    if (buf.length >= this.staging.length) await this.writeAll(buf);
    else {
      this.staging.set(buf, this.held);
      this.held += buf.length;
    }
  }

  /**
   * Appends one blob from `chunks` (consumed before the next call), hashing it on the way. When
   * `expectSha256` is given and the bytes hash to something else, nothing is recorded and the call
   * fails (`blob_mismatch`): the pack must then be aborted, its bytes are out of step.
   */
  async append(
    chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
    expectSha256?: string,
  ): Promise<{ sha256: string; size: number }> {
    if (this.done) throw new Error('pack already finished');
    const hash = createHash('sha256');
    let size = 0;
    for await (const c of chunks) {
      hash.update(c);
      size += c.length;
      await this.put(c);
    }
    const sha256 = hash.digest('hex');
    if (expectSha256 !== undefined && sha256 !== expectSha256) {
      throw new CiStateError(
        'blob_mismatch',
        `content hashes to ${sha256.slice(0, 12)}…, expected ${expectSha256.slice(0, 12)}… (changed while it was read?)`,
        1,
      );
    }
    this.refuseTwice(sha256);
    this.record(sha256, size);
    return { sha256, size };
  }

  /**
   * Appends content the caller has just hashed in memory (`sha256` is the digest of exactly these
   * bytes, e.g. from `hashFile`): written without hashing it a second time. Readers verify every
   * blob against its digest all the same.
   */
  async appendHashed(data: Uint8Array, sha256: string): Promise<void> {
    if (this.done) throw new Error('pack already finished');
    this.refuseTwice(sha256); // before any byte is written: the pack stays in step
    await this.put(data);
    this.record(sha256, data.length);
  }

  private refuseTwice(sha256: string): void {
    if (this.names.has(sha256)) {
      throw new Error(`blob ${sha256.slice(0, 12)}… appended twice to one pack`);
    }
  }

  private record(sha256: string, size: number): void {
    this.names.add(sha256);
    this.blobs.push({ sha256, size, offset: this.pos });
    this.pos += size;
  }

  /** Writes the index and trailer, fsyncs (unless created with `sync: false`) and closes. */
  async finish(): Promise<PackIndex> {
    if (this.done) throw new Error('pack already finished');
    this.done = true;
    const bytes = this.pos - MAGIC.length;
    const index = Buffer.from(
      JSON.stringify({
        format: 'ci-state-pack',
        version: 2,
        count: this.blobs.length,
        bytes,
        blobs: this.blobs.map((b) => ({ sha256: b.sha256, size: b.size })),
      }),
      'utf8',
    );
    const trailer = Buffer.alloc(TRAILER);
    trailer.writeUInt32BE(index.length, 0);
    END.copy(trailer, 4);
    try {
      await this.put(index);
      await this.put(trailer);
      await this.drain();
      await this.ahead;
      if (this.aheadError) throw this.aheadError;
      if (this.sync) await this.fh.sync();
    } finally {
      await this.fh.close();
    }
    return {
      file: this.file,
      id: createHash('sha256').update(index).digest('hex'),
      bytes,
      fileBytes: this.pos + index.length + TRAILER,
      blobs: this.blobs,
    };
  }

  /** Closes and removes the file. */
  async abort(): Promise<void> {
    if (!this.done) {
      this.done = true;
      await this.fh.close().catch(() => undefined);
    }
    await fs.rm(this.file, { force: true });
  }
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

const INDEX_RECORD = Buffer.from('CISPIDX2', 'ascii');
/** The record's header: its mark, the pack file's size (u64 LE) and the blob count (u32 LE). */
const INDEX_RECORD_HEAD = INDEX_RECORD.length + 12;

/**
 * The index of an opened pack as a local record (see BlobStore), so that opening the pack again
 * reads 40 bytes a blob instead of parsing and checking its JSON index:
 *
 *   "CISPIDX2" | u64 LE pack file size | u32 LE N | N sha256s, raw | N sizes, u64 LE
 *
 * The digests lie together, so they are written and read as one hex string. Undefined when the
 * index names a blob by something other than a sha256.
 */
export function packIndexRecord(index: PackIndex): Buffer | undefined {
  const n = index.blobs.length;
  const digests = digestBytes(index.blobs.map((b) => b.sha256));
  if (!digests) return undefined;
  const out = Buffer.allocUnsafe(INDEX_RECORD_HEAD + n * 40);
  INDEX_RECORD.copy(out, 0);
  writeU64(out, index.fileBytes, INDEX_RECORD.length);
  out.writeUInt32LE(n, INDEX_RECORD.length + 8);
  digests.copy(out, INDEX_RECORD_HEAD);
  const sizes = INDEX_RECORD_HEAD + n * 32;
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
  if (!record.subarray(0, INDEX_RECORD.length).equals(INDEX_RECORD)) return undefined;
  if (readU64(record, INDEX_RECORD.length) !== fileBytes) return undefined;
  const count = record.readUInt32LE(INDEX_RECORD.length + 8);
  if (count > caps.maxEntries || record.length !== INDEX_RECORD_HEAD + count * 40) return undefined;
  const digests = digestsAt(record, INDEX_RECORD_HEAD, count);
  const sizes = INDEX_RECORD_HEAD + count * 32;
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
  return { file, id, bytes, fileBytes, blobs };
}

/**
 * Writes the blobs `shas` (deduplicated, sorted) from `store` into a new pack file `out` (through
 * a temp file and a rename). Each blob is verified as it is read; a missing or corrupt one fails
 * the call.
 */
export async function packBlobs(
  store: BlobStore,
  shas: Iterable<string>,
  out: string,
  options: PackOptions = {},
): Promise<PackResult> {
  const list = [...new Set(shas)].sort();
  const sizes: number[] = [];
  for (const sha256 of list) {
    const size = await store.sizeOf(sha256);
    if (size === undefined) {
      throw new CiStateError(
        'blob_missing',
        `cannot pack blob ${sha256.slice(0, 12)}…: it is missing`,
        1,
      );
    }
    sizes.push(size);
  }
  const temp = `${out}.${randomBytes(6).toString('hex')}.tmp`;
  const w = await PackWriter.create(temp, options);
  let index: PackIndex;
  try {
    for (const [i, sha] of list.entries()) {
      const size = sizes[i]!;
      const small = await store.readSmall(sha, size);
      await w.append(small ? [small] : store.get(sha, size), sha);
    }
    index = await w.finish();
  } catch (err) {
    await w.abort();
    throw err;
  }
  await fs.chmod(temp, 0o644);
  await fs.rename(temp, out);
  return resultOf(index);
}

function resultOf(index: PackIndex): PackResult {
  return {
    count: index.blobs.length,
    bytes: index.bytes,
    fileBytes: index.fileBytes,
    sha256: index.id,
    blobs: index.blobs.map((b) => b.sha256),
  };
}

export interface UnpackResult {
  /** Blobs in the pack. */
  count: number;
  /** Every blob the pack holds, in pack order. */
  blobs: string[];
  /** Blobs the store did not hold before. */
  added: string[];
  addedBytes: number;
  /** The pack's id (sha256 of its index). */
  sha256: string;
}

export interface UnpackOptions {
  limits?: Partial<SnapshotLimits>;
  /** The id the pack must have (the one it is listed under); a mismatch refuses it. */
  expectSha256?: string;
  /** Move the file into the store instead of copying it (it must not be used afterwards). */
  move?: boolean;
  /** fsync the added pack (default true; see `BlobStore.addPack`). */
  sync?: boolean;
}

/**
 * Checks a pack (see `openPack`) and adds it to `store` as it is: its blobs become readable, each
 * verified when it is read. Nothing is added when the check fails.
 */
export async function unpackBlobs(
  file: string,
  store: BlobStore,
  options: UnpackOptions = {},
): Promise<UnpackResult> {
  const index = await openPack(file, options);
  const added: string[] = [];
  let addedBytes = 0;
  for (const b of index.blobs) {
    if (!(await store.has(b.sha256))) {
      added.push(b.sha256);
      addedBytes += b.size;
    }
  }
  if (index.blobs.length > 0)
    await store.addPack(index, { move: options.move ?? false, sync: options.sync ?? true });
  return {
    count: index.blobs.length,
    blobs: index.blobs.map((b) => b.sha256),
    added,
    addedBytes,
    sha256: index.id,
  };
}
