/**
 * Writing a pack (the format is in pack-format.ts): blobs are appended through a staging buffer,
 * then the index and trailer, with early `datasync` calls while the pack grows so that the final
 * fsync has little left to do.
 */
import { createHash, type Hash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { CiStateError } from '../core/errors.js';
import { END, MAGIC, TRAILER, type PackedBlob, type PackIndex } from './pack-format.js';

const CHUNK = 1024 * 1024;
/** Bytes written between two early `datasync` calls of a pack that is synced (see PackWriter). */
const SYNC_AHEAD = 32 * 1024 * 1024;

export interface PackOptions {
  /**
   * fsync the pack before the rename. Default true; a pack that is only a transfer file (shipped,
   * then removed, and checked wherever it is read) need not be.
   */
  sync?: boolean;
  /**
   * Also hands every byte written to the file, in order, to `tee` (a streamed upload of the pack,
   * see src/github/pack-storage.ts), which must not throw. The bytes are the writer's own buffer: `tee`
   * copies what it keeps before its promise settles.
   */
  tee?: (bytes: Uint8Array) => Promise<void>;
  /**
   * Take the digest of the whole file as it is written (`PackIndex.fileSha256`). Default true;
   * only a storage that checks it on upload (S3) uses it, and takes it from the file when missing.
   */
  fileDigest?: boolean;
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
  /** The digest of every byte of the file, in order (`PackIndex.fileSha256`), when taken. */
  private readonly fileHash: Hash | undefined;
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
    fileDigest: boolean,
  ) {
    this.fileHash = fileDigest ? createHash('sha256') : undefined;
  }

  /**
   * Creates `file` (which must not exist) and writes the magic. With `sync` (the default), every
   * SYNC_AHEAD bytes written start a `datasync` while the writing goes on (one at a time), so that
   * the disk writes as the pack is made instead of all at the final fsync.
   */
  static async create(file: string, options: PackOptions = {}): Promise<PackWriter> {
    const fh = await fs.open(file, 'wx', 0o444);
    const w = new PackWriter(
      file,
      fh,
      options.sync ?? true,
      options.tee,
      options.fileDigest ?? true,
    );
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
    // The tee takes its copy, and the file's digest its bytes, while the file write is on its way
    // (the write runs in the thread pool; `buf` does not change until this call returns).
    const teed = this.tee?.(buf);
    const written = this.writeFully(buf);
    this.fileHash?.update(buf);
    await written;
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

  private async writeFully(buf: Uint8Array): Promise<void> {
    let off = 0;
    while (off < buf.length) {
      const { bytesWritten } = await this.fh.write(buf, off, buf.length - off);
      off += bytesWritten;
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
      ...(this.fileHash ? { fileSha256: this.fileHash.digest('hex') } : {}),
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
