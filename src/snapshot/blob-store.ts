/**
 * A content-addressed, write-once blob store on a directory: loose blobs (`ab/cdef…`), packs
 * (`packs/<id>.pack` with their `.idx` records) and `tmp/`; layout and guarantees in
 * docs/checkpoints.md, "Storage format". Blobs and packs are published by link or rename after an
 * fsync, so they appear whole or not at all and are never replaced. This module writes; where
 * blobs lie is blob-locator.ts, verified reads blob-read.ts, cleaning blob-sweep.ts, and the file
 * I/O they share blob-files.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { constants as C, lstatSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { CiStateError } from '../core/errors.js';
import { syncDir, syncFile } from './blob-files.js';
import { BlobLocator } from './blob-locator.js';
import { readBlob, readSmallBlob } from './blob-read.js';
import { pruneBlobs, sweepTemp, type PruneOptions } from './blob-sweep.js';
import type { PackIndex } from './pack-format.js';
import { PackWriter, type PackOptions } from './pack-writer.js';

/** A blob written to a temp file and not yet published. */
export interface StagedBlob {
  sha256: string;
  size: number;
  /** Publishes the blob (a no-op when it already exists). Returns whether it was new. */
  commit(): Promise<boolean>;
  /** Removes the temp file. */
  discard(): Promise<void>;
}

export interface BlobStoreOptions {
  /** fsync each blob and its directory before it is published. Default true. */
  durable?: boolean;
}

/** A pack being written into a store (see `BlobStore.newPack`). */
export interface StorePack {
  writer: PackWriter;
  /** Publishes the pack; undefined (and nothing published) when no blob was appended. */
  commit(): Promise<PackIndex | undefined>;
  abort(): Promise<void>;
}

export class BlobStore {
  readonly dir: string;
  private readonly durable: boolean;
  private readonly madeShards = new Set<string>();
  private madeTmp = false;
  /** Where each blob lies: the loose files and the packs seen so far. */
  private readonly locator: BlobLocator;

  constructor(dir: string, options: BlobStoreOptions = {}) {
    this.dir = dir;
    this.durable = options.durable ?? true;
    this.locator = new BlobLocator(dir);
  }

  /** The blob store of a local store directory: `<storeDir>/checkpoints/blobs`. */
  static forStore(storeDir: string, options: BlobStoreOptions = {}): BlobStore {
    return new BlobStore(join(storeDir, 'checkpoints', 'blobs'), options);
  }

  /** Where the blob lives (whether or not it exists). */
  pathOf(sha: string): string {
    return this.locator.pathOf(sha);
  }

  /** The packs directory: `<dir>/packs`. */
  get packsDir(): string {
    return this.locator.packsDir;
  }

  /** Whether the blob is present (not verified: reads verify). */
  async has(sha: string): Promise<boolean> {
    return (await this.sizeOf(sha)) !== undefined;
  }

  /**
   * Whether each blob is present, as of one look: the packs are read as `has` reads them and the
   * loose blobs listed, once. For the many questions of one checkpoint, where `has` would lstat
   * each new blob and look at the packs directory again for each. A pack another process adds
   * meanwhile is not seen, which only means a blob stored twice.
   */
  async presence(): Promise<(sha: string) => boolean> {
    await this.locator.scanPacks();
    const loose = new Set(await this.locator.looseBlobs());
    return (sha) =>
      this.locator.known(sha) !== undefined ||
      (loose.has(sha) && !!lstatSync(this.pathOf(sha), { throwIfNoEntry: false })?.isFile());
  }

  /** Size of a present blob, or undefined. */
  async sizeOf(sha: string): Promise<number | undefined> {
    const inPack = this.locator.known(sha);
    if (inPack) return inPack.size;
    // A synchronous lstat: one cheap call, asked once per file of a checkpoint, where a trip
    // through the thread pool costs more than the call itself.
    const st = lstatSync(this.pathOf(sha), { throwIfNoEntry: false });
    if (st?.isFile()) return st.size;
    return (await this.locator.findPacked(sha))?.size;
  }

  /** Every pack present (for shipping a checkpoint's pack as it is, and for pruning). */
  packs(): Promise<PackIndex[]> {
    return this.locator.packs();
  }

  /**
   * Adds a checked pack (see `openPack`) to the store: copied (or moved, with `move`) into the
   * packs directory under its id, fsynced (unless `sync` is false: a copy of a pack kept elsewhere;
   * one a crash damaged is refused when opened or read, as any bad pack), then its blobs are
   * readable.
   */
  async addPack(
    index: PackIndex,
    options: { move?: boolean; sync?: boolean } = {},
  ): Promise<PackIndex> {
    const sync = this.durable && (options.sync ?? true);
    const dest = join(this.packsDir, `${index.id}.pack`);
    await fs.mkdir(this.packsDir, { recursive: true });
    const present = await fs
      .lstat(dest)
      .then((st) => st.isFile() && st.size === index.fileBytes)
      .catch(() => false);
    if (!present) {
      const temp = await this.tempPath('pack');
      let moved = false;
      if (options.move) {
        moved = await fs.rename(index.file, temp).then(
          () => true,
          () => false,
        );
      }
      try {
        if (!moved) await fs.copyFile(index.file, temp, C.COPYFILE_FICLONE);
        if (sync) await syncFile(temp);
        await fs.rename(temp, dest);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
      if (sync) await syncDir(this.packsDir);
    }
    const placed = { ...index, file: dest };
    this.locator.register(placed);
    await this.locator.recordIndex(placed);
    return placed;
  }

  /**
   * A new pack in this store: append blobs, then `commit` (fsync, published under its id) or
   * `abort`. Blobs the store already holds are the caller's to skip.
   */
  async newPack(options: Pick<PackOptions, 'tee' | 'fileDigest'> = {}): Promise<StorePack> {
    const temp = await this.tempPath('pack');
    const writer = await PackWriter.create(temp, { ...options, sync: this.durable });
    return {
      writer,
      commit: async () => {
        if (writer.count === 0) {
          await writer.abort();
          return undefined;
        }
        let index: PackIndex;
        try {
          index = await writer.finish();
          await fs.mkdir(this.packsDir, { recursive: true });
          const dest = join(this.packsDir, `${index.id}.pack`);
          await fs.rename(temp, dest);
          index = { ...index, file: dest };
        } catch (err) {
          await writer.abort();
          throw err;
        }
        if (this.durable) await syncDir(this.packsDir);
        this.locator.register(index);
        await this.locator.recordIndex(index);
        return index;
      },
      abort: () => writer.abort(),
    };
  }

  /** Stores bytes as a loose blob; returns the sha256. */
  async putBytes(data: Uint8Array | string): Promise<string> {
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const staged = await this.stage([buf]);
    await staged.commit();
    return staged.sha256;
  }

  /** A new temp file name in `<dir>/tmp` (made once), named after this process. */
  private async tempPath(ext: string): Promise<string> {
    const tmpDir = join(this.dir, 'tmp');
    if (!this.madeTmp) {
      await fs.mkdir(tmpDir, { recursive: true });
      this.madeTmp = true;
    }
    return join(tmpDir, `${process.pid}.${randomBytes(8).toString('hex')}.${ext}`);
  }

  /**
   * Writes `source` to a temp file, hashing it. The caller decides whether to publish it (used
   * by external captures: a command that fails leaves nothing behind).
   */
  async stage(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<StagedBlob> {
    const temp = await this.tempPath('tmp');
    // Created read-only: the descriptor that creates it may still write to it.
    const fh = await fs.open(temp, C.O_WRONLY | C.O_CREAT | C.O_EXCL | (C.O_NOFOLLOW ?? 0), 0o444);
    const hash = createHash('sha256');
    let size = 0;
    let ok = false;
    try {
      for await (const chunk of source as AsyncIterable<Uint8Array>) {
        size += chunk.length;
        hash.update(chunk);
        let off = 0;
        while (off < chunk.length) {
          const { bytesWritten } = await fh.write(chunk, off, chunk.length - off);
          off += bytesWritten;
        }
      }
      if (this.durable) await fh.sync();
      ok = true;
    } finally {
      await fh.close().catch(() => undefined);
      if (!ok) await fs.unlink(temp).catch(() => undefined);
    }
    const sha256 = hash.digest('hex');
    let done = false;
    return {
      sha256,
      size,
      commit: async () => {
        if (done) throw new Error('staged blob already committed or discarded');
        done = true;
        try {
          return await this.publish(temp, sha256);
        } finally {
          await fs.unlink(temp).catch(() => undefined);
        }
      },
      discard: async () => {
        done = true;
        await fs.unlink(temp).catch(() => undefined);
      },
    };
  }

  private async publish(temp: string, sha: string): Promise<boolean> {
    const shard = join(this.dir, sha.slice(0, 2));
    if (!this.madeShards.has(shard)) {
      await fs.mkdir(shard, { recursive: true });
      this.madeShards.add(shard);
    }
    try {
      await fs.link(temp, join(shard, sha.slice(2)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        // The shard was removed behind our back (cleanup): make it again once.
        this.madeShards.delete(shard);
        await fs.mkdir(shard, { recursive: true });
        try {
          await fs.link(temp, join(shard, sha.slice(2)));
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
          throw e;
        }
      } else throw err;
    }
    if (this.durable) await syncDir(shard);
    return true;
  }

  /**
   * The blob's bytes, verified: the iterator throws `blob_corrupt` at the end when they do not
   * hash to `sha` (or differ from `expectSize`), and `blob_missing` when there is no such blob.
   * Consumers must not publish what they read until the iteration completed.
   */
  get(sha: string, expectSize?: number): AsyncGenerator<Buffer, void, undefined> {
    return readBlob(this.locator, sha, expectSize);
  }

  /**
   * A small blob's bytes, verified, read with synchronous calls (see `readSmallBlob`, and `into`
   * there); undefined when the blob is over `max` bytes (use `get`).
   */
  readSmall(
    sha: string,
    expectSize: number,
    max?: number,
    into?: Buffer,
  ): Promise<Buffer | undefined> {
    return readSmallBlob(this.locator, sha, expectSize, max, into);
  }

  /** The whole blob, verified (for small blobs: manifests, link targets). */
  async read(sha: string, maxBytes = 64 * 1024 * 1024): Promise<Buffer> {
    const size = await this.sizeOf(sha);
    if (size !== undefined && size > maxBytes) {
      throw new CiStateError(
        'blob_too_large',
        `blob ${sha.slice(0, 12)}… is over ${maxBytes} bytes`,
        1,
      );
    }
    const parts: Buffer[] = [];
    for await (const chunk of this.get(sha, size)) parts.push(chunk);
    return Buffer.concat(parts);
  }

  /** Checks a blob in place: its size, or a one-line reason it is missing or corrupt. */
  async verify(
    sha: string,
    expectSize?: number,
  ): Promise<{ ok: true; size: number } | { ok: false; why: string }> {
    try {
      let size = 0;
      for await (const chunk of this.get(sha, expectSize)) size += chunk.length;
      return { ok: true, size };
    } catch (err) {
      return { ok: false, why: err instanceof Error ? err.message : String(err) };
    }
  }

  /** Removes leftovers in `<dir>/tmp` (see `sweepTemp`); returns how many were removed. */
  sweepTemp(maxAgeMs?: number, now?: number): Promise<number> {
    return sweepTemp(this.dir, maxAgeMs, now);
  }

  /** Removes checkpoint content not in `keep` (see `pruneBlobs`). */
  prune(
    keep: ReadonlySet<string>,
    options: PruneOptions = {},
  ): Promise<{ packs: number; loose: number; bytes: number }> {
    return pruneBlobs(this.locator, keep, options);
  }

  /** Every blob present, loose or in a pack (for tests and cleanup tools). */
  async list(): Promise<string[]> {
    await this.locator.scanPacks();
    return [
      ...new Set([...this.locator.packedBlobs(), ...(await this.locator.looseBlobs())]),
    ].sort();
  }
}
