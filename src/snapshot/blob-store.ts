/**
 * A content-addressed, write-once blob store on a directory:
 *
 *   <dir>/ab/cdef0123…      the blob whose sha256 is `abcdef0123…` (mode 0444): a loose blob
 *   <dir>/packs/<id>.pack   blobs written together (a checkpoint's content, a fetched pack; see
 *                           pack-format.ts), read where they lie
 *   <dir>/packs/<id>.idx    the pack's index as the store last checked it (`packIndexRecord`):
 *                           opened in its stead, as long as the pack keeps the size it had
 *   <dir>/tmp/              blobs and packs being written (removed on failure; stale ones swept)
 *
 * For the local store, `<dir>` is `<store>/checkpoints/blobs` (see `BlobStore.forStore`).
 *
 * A loose blob (`putBytes`, `stage`) is written to a temp file while its sha256 is computed,
 * fsynced, then published with `link(temp, final)`: the link fails if the blob already exists, so
 * a published blob is never replaced, and two writers racing on the same content both succeed. The
 * shard directory is fsynced after the link. Reads are verified: `get` yields the bytes and fails at the end if
 * they do not hash to the name, `verify` checks a blob in place. A corrupt blob found by a read is
 * moved aside (`<dir>/tmp/corrupt-*`) so that the next write of that content stores it again; for
 * a blob in a pack, the whole pack is moved aside.
 *
 * A pack is written to a temp file, fsynced, then renamed to its id (the sha256 of its index) and
 * the packs directory fsynced: it appears whole or not at all. Each store object keeps the index
 * of the packs it has seen in memory and looks for new ones when a blob is not found.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  constants as C,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  statSync,
} from 'node:fs';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { CiStateError } from '../core/errors.js';
import { READ_FLAGS } from './hash.js';
import { openPack, type PackedBlob, type PackIndex } from './pack-format.js';
import { packIndexFromRecord, packIndexRecord } from './pack-index-record.js';
import { PackWriter, type PackOptions } from './pack-writer.js';
import { writeRecord } from './records.js';

const PACK_NAME = /^([0-9a-f]{64})\.pack$/;
/** How long after a change the packs directory is listed again on every miss. */
const RACY_NS = 2_000_000_000n;

/** A blob in a pack. */
interface PackedLocation extends PackedBlob {
  file: string;
  pack: string;
}

/** Where a blob's bytes are: a loose file, or a range of a pack. */
interface BlobSource {
  path: string;
  /** Offset of the first byte (0 for a loose blob). */
  start: number;
  /** Length of the range, for a blob in a pack; a loose blob is read to its end. */
  length?: number;
  pack?: string;
}

const SHA = /^[0-9a-f]{64}$/;
const CHUNK = 1024 * 1024;
/** Blobs up to this size may be read with synchronous calls (`readSmall`). */
const SMALL = 256 * 1024;
let smallReads = 0;

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

function checkSha(sha: string): string {
  if (!SHA.test(sha)) {
    throw new CiStateError(
      'invalid_input',
      `blob name ${JSON.stringify(sha).slice(0, 80)} is not a lowercase hex sha256`,
    );
  }
  return sha;
}

async function syncDir(dir: string): Promise<void> {
  let fh: fs.FileHandle | undefined;
  try {
    fh = await fs.open(dir, 'r');
    await fh.sync();
  } catch {
    // Directory fsync is not supported on every file system; the blob itself was synced.
  } finally {
    await fh?.close().catch(() => undefined);
  }
}

async function syncFile(path: string): Promise<void> {
  const fh = await fs.open(path, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

function missing(sha: string, dir: string): CiStateError {
  return new CiStateError('blob_missing', `blob ${sha.slice(0, 12)}… is missing from ${dir}`, 1);
}

function corrupt(sha: string, why: string): CiStateError {
  return new CiStateError('blob_corrupt', `blob ${sha.slice(0, 12)}… ${why}`, 1);
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
  /**
   * The packs registered so far (by id), where each of their blobs lies, the pack names already
   * looked at (those that did not open too), and when the packs directory was last listed.
   */
  private readonly packIndexes = new Map<string, PackIndex>();
  private readonly packed = new Map<string, PackedLocation>();
  private readonly seenPacks = new Set<string>();
  private packsListedAt = -1n;
  private scanning: Promise<void> | undefined;

  constructor(dir: string, options: BlobStoreOptions = {}) {
    this.dir = dir;
    this.durable = options.durable ?? true;
  }

  /** The blob store of a local store directory: `<storeDir>/checkpoints/blobs`. */
  static forStore(storeDir: string, options: BlobStoreOptions = {}): BlobStore {
    return new BlobStore(join(storeDir, 'checkpoints', 'blobs'), options);
  }

  /** Where the blob lives (whether or not it exists). */
  pathOf(sha: string): string {
    checkSha(sha);
    return join(this.dir, sha.slice(0, 2), sha.slice(2));
  }

  /** The packs directory: `<dir>/packs`. */
  get packsDir(): string {
    return join(this.dir, 'packs');
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
    await this.scanPacks();
    const loose = new Set(await this.looseBlobs());
    return (sha) =>
      this.packed.has(sha) ||
      (loose.has(sha) && !!lstatSync(this.pathOf(sha), { throwIfNoEntry: false })?.isFile());
  }

  /** Size of a present blob, or undefined. */
  async sizeOf(sha: string): Promise<number | undefined> {
    const inPack = this.packed.get(sha);
    if (inPack) return inPack.size;
    // A synchronous lstat: one cheap call, asked once per file of a checkpoint, where a trip
    // through the thread pool costs more than the call itself.
    const st = lstatSync(this.pathOf(sha), { throwIfNoEntry: false });
    if (st?.isFile()) return st.size;
    return (await this.findPacked(sha))?.size;
  }

  /** The blob's place in a pack, looking for packs added since the last look when unknown. */
  private async findPacked(sha: string): Promise<PackedLocation | undefined> {
    const known = this.packed.get(sha);
    if (known) return known;
    await this.scanPacks();
    return this.packed.get(sha);
  }

  /**
   * Reads the indexes of packs not seen yet (when the packs directory changed since the last
   * look). A pack that does not open (a stray or damaged file) is left out, as if absent.
   */
  private scanPacks(): Promise<void> {
    // One look at a time: concurrent readers wait for the same one.
    this.scanning ??= this.lookForPacks().finally(() => {
      this.scanning = undefined;
    });
    return this.scanning;
  }

  private async lookForPacks(): Promise<void> {
    const st = statSync(this.packsDir, { bigint: true, throwIfNoEntry: false });
    if (!st) return;
    const mtime = st.mtimeNs;
    // Listed again only when the directory changed since, or changed so recently that a pack
    // added within the same timestamp tick would not show in its time (git's "racily clean").
    const now = BigInt(Date.now()) * 1_000_000n;
    if (mtime === this.packsListedAt && now - mtime > RACY_NS) return;
    this.packsListedAt = mtime;
    let names: string[];
    try {
      names = await fs.readdir(this.packsDir);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      const id = PACK_NAME.exec(name)?.[1];
      if (!id || this.seenPacks.has(id)) continue;
      this.seenPacks.add(id);
      try {
        this.register(await this.openStored(join(this.packsDir, name), id));
      } catch {
        // Not a pack we can use: its blobs are absent.
      }
    }
  }

  /** Where the index of pack `id` is kept as a record (see `openStored`). */
  private indexFileOf(id: string): string {
    return join(this.packsDir, `${id}.idx`);
  }

  /**
   * Opens pack `id` of this store: from its index record (`<id>.idx` beside it, see
   * `packIndexRecord`) when there is a sound one for a file of this size, else by checking the pack
   * itself (`openPack`), and then its record is written. The record only saves parsing the pack's
   * JSON index: blob bytes are verified on every read either way.
   */
  private async openStored(file: string, id: string): Promise<PackIndex> {
    const record = await fs.readFile(this.indexFileOf(id)).catch(() => undefined);
    if (record) {
      const st = lstatSync(file, { throwIfNoEntry: false });
      const index = st?.isFile() && packIndexFromRecord(record, file, id, st.size);
      if (index) return index;
    }
    const index = await openPack(file, { expectSha256: id });
    await this.recordIndex(index);
    return index;
  }

  /** Writes the index record of a pack this store holds (`writeRecord`: never throws). */
  private async recordIndex(index: PackIndex): Promise<void> {
    const record = packIndexRecord(index);
    if (record) await writeRecord(this.indexFileOf(index.id), record);
  }

  private register(index: PackIndex): void {
    this.seenPacks.add(index.id);
    this.packIndexes.set(index.id, index);
    const { file, id: pack } = index;
    for (const { sha256, size, offset } of index.blobs) {
      if (!this.packed.has(sha256)) this.packed.set(sha256, { sha256, size, offset, file, pack });
    }
  }

  /** Drops a pack from the in-memory index (the pack is gone or not trusted). */
  private forgetPack(id: string): void {
    for (const b of this.packIndexes.get(id)?.blobs ?? []) {
      if (this.packed.get(b.sha256)?.pack === id) this.packed.delete(b.sha256);
    }
    this.packIndexes.delete(id);
  }

  /** Every pack present (for shipping a checkpoint's pack as it is, and for pruning). */
  async packs(): Promise<PackIndex[]> {
    await this.scanPacks();
    return [...this.packIndexes.values()];
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
    this.register(placed);
    await this.recordIndex(placed);
    return placed;
  }

  /**
   * A new pack in this store: append blobs, then `commit` (fsync, published under its id) or
   * `abort`. Blobs the store already holds are the caller's to skip.
   */
  async newPack(options: Pick<PackOptions, 'tee'> = {}): Promise<StorePack> {
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
        this.register(index);
        await this.recordIndex(index);
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
  async *get(sha: string, expectSize?: number): AsyncGenerator<Buffer, void, undefined> {
    const { fh, src } = await this.openBlob(sha);
    const hash = createHash('sha256');
    let size = 0;
    let cut = false;
    try {
      const known = src.length ?? expectSize ?? (await fh.stat()).size;
      for (;;) {
        // Sized to what is left (plus one byte for a loose blob, to see its end or an excess): no
        // large buffer for a small blob, and each chunk handed out is its own.
        const left = src.length === undefined ? known + 1 - size : src.length - size;
        if (left <= 0) break;
        const want = Math.max(1, Math.min(CHUNK, left));
        const buf = Buffer.allocUnsafe(want);
        const { bytesRead } = await fh.read(buf, 0, want, src.start + size);
        if (bytesRead === 0) break;
        const chunk = buf.subarray(0, bytesRead);
        hash.update(chunk);
        size += bytesRead;
        if (expectSize !== undefined && size > expectSize) {
          cut = true;
          break;
        }
        yield chunk;
      }
    } finally {
      await fh.close();
    }
    if (!cut) {
      const got = hash.digest('hex');
      if (got !== sha) {
        await this.quarantine(sha, src);
        throw corrupt(sha, `is corrupt: its content hashes to ${got.slice(0, 12)}…`);
      }
    }
    if (expectSize !== undefined && (cut || size !== expectSize)) {
      // The blob itself may be sound and the size expected of it wrong: leave it in place.
      throw corrupt(sha, `does not have the ${expectSize} bytes expected`);
    }
  }

  /** Opens the file holding the blob: the pack it is in, or its loose file. */
  private openBlob(sha: string): Promise<{ fh: fs.FileHandle; src: BlobSource }> {
    return this.withSource(sha, async (src) => ({ fh: await fs.open(src.path, READ_FLAGS), src }));
  }

  /** Like openBlob, with a synchronous open (readSmall). */
  private openBlobSync(sha: string): Promise<{ fd: number; src: BlobSource }> {
    return this.withSource(sha, (src) => ({ fd: openSync(src.path, READ_FLAGS), src }));
  }

  /**
   * Calls `open` on where the blob lies: the pack the index knows it in, else its loose file, else a
   * pack added since the last look. A pack file that is gone is forgotten; `blob_missing` when the
   * blob is nowhere.
   */
  private async withSource<T extends object>(
    sha: string,
    open: (src: BlobSource) => T | Promise<T>,
  ): Promise<T> {
    const path = this.pathOf(sha);
    const attempt = async (src: BlobSource): Promise<T | undefined> => {
      try {
        return await open(src);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        if (src.pack) this.forgetPack(src.pack);
        return undefined;
      }
    };
    const inPack = (loc: PackedLocation): BlobSource => ({
      path: loc.file,
      start: loc.offset,
      length: loc.size,
      pack: loc.pack,
    });
    const known = this.packed.get(sha);
    const opened = (known && (await attempt(inPack(known)))) ?? (await attempt({ path, start: 0 }));
    if (opened) return opened;
    const found = await this.findPacked(sha);
    const late = found && (await attempt(inPack(found)));
    if (late) return late;
    throw missing(sha, this.dir);
  }

  /**
   * A small blob's bytes, verified, read with synchronous calls: for thousands of small blobs (a
   * pack), each promise-based call costs more than the read itself (as in `hashFile`). The event
   * loop is given a turn every 64 reads. Fails as `get` does (`blob_missing`, `blob_corrupt`, the
   * blob moved aside when its content is wrong); undefined when the blob is over `max` bytes (use
   * `get`).
   */
  async readSmall(sha: string, expectSize: number, max = SMALL): Promise<Buffer | undefined> {
    if (expectSize > max) return undefined;
    if (++smallReads % 64 === 0) await new Promise((r) => setImmediate(r));
    const { fd, src } = await this.openBlobSync(sha);
    let data: Buffer;
    try {
      const size = src.length ?? fstatSync(fd).size;
      if (size > max) return undefined;
      // A loose blob is read one byte past what is expected, to see one larger than it should be.
      data = readAtSync(fd, src.start, src.length ?? Math.max(size, expectSize) + 1);
    } finally {
      closeSync(fd);
    }
    if (data.length > expectSize)
      throw corrupt(sha, `does not have the ${expectSize} bytes expected`);
    const got = createHash('sha256').update(data).digest('hex');
    if (got !== sha) {
      await this.quarantine(sha, src);
      throw corrupt(sha, `is corrupt: its content hashes to ${got.slice(0, 12)}…`);
    }
    if (data.length !== expectSize)
      throw corrupt(sha, `does not have the ${expectSize} bytes expected`);
    return data;
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

  /**
   * Moves a corrupt blob aside so that it is written again by the next put of its content; a blob
   * in a pack takes the whole pack with it (a pack with one bad blob is not trusted for others).
   */
  private async quarantine(sha: string, src: BlobSource): Promise<void> {
    const tmpDir = join(this.dir, 'tmp');
    await fs.mkdir(tmpDir, { recursive: true }).catch(() => undefined);
    const name = src.pack ?? sha;
    if (src.pack) this.forgetPack(src.pack);
    await fs
      .rename(src.path, join(tmpDir, `corrupt-${name}-${randomBytes(4).toString('hex')}`))
      .catch(() => undefined);
    if (src.pack) await fs.rm(this.indexFileOf(src.pack), { force: true }).catch(() => undefined);
  }

  /**
   * Removes leftovers in `<dir>/tmp`: temp files of writers that are gone or older than
   * `maxAgeMs` (default one hour), and corrupt blobs moved aside. Returns how many were removed.
   */
  async sweepTemp(maxAgeMs = 60 * 60 * 1000, now = Date.now()): Promise<number> {
    const tmpDir = join(this.dir, 'tmp');
    let names: string[];
    try {
      names = await fs.readdir(tmpDir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const path = join(tmpDir, name);
      const pid = Number(/^(\d+)\./.exec(name)?.[1] ?? NaN);
      let gone = false;
      if (Number.isInteger(pid) && pid !== process.pid) {
        try {
          process.kill(pid, 0);
        } catch (err) {
          gone = (err as NodeJS.ErrnoException).code === 'ESRCH';
        }
      }
      try {
        const st = await fs.lstat(path);
        if (name.startsWith('corrupt-') || gone || now - st.mtimeMs > maxAgeMs) {
          await fs.rm(path, { force: true });
          removed++;
        }
      } catch {
        // removed meanwhile
      }
    }
    return removed;
  }

  /**
   * Removes checkpoint content nothing needs any more: packs none of whose blobs is in `keep`, and
   * loose blobs not in `keep`, once older than `graceMs` (default one hour: a checkpoint publishes
   * its pack before the state that refers to it is written). A pack that still holds a needed blob
   * stays whole. With `dryRun`, only says what it would remove.
   */
  async prune(
    keep: ReadonlySet<string>,
    options: { graceMs?: number; now?: number; dryRun?: boolean } = {},
  ): Promise<{ packs: number; loose: number; bytes: number }> {
    const cutoff = (options.now ?? Date.now()) - (options.graceMs ?? 60 * 60 * 1000);
    const out = { packs: 0, loose: 0, bytes: 0 };
    const old = (path: string) =>
      fs.lstat(path).then(
        (st) => (st.isFile() && st.mtimeMs < cutoff ? st.size : undefined),
        () => undefined,
      );
    for (const pack of await this.packs()) {
      if (pack.blobs.some((b) => keep.has(b.sha256))) continue;
      const size = await old(pack.file);
      if (size === undefined) continue;
      if (!options.dryRun) {
        await fs.rm(pack.file, { force: true });
        await fs.rm(this.indexFileOf(pack.id), { force: true });
        this.forgetPack(pack.id);
      }
      out.packs++;
      out.bytes += size;
    }
    for (const sha of await this.looseBlobs()) {
      if (keep.has(sha)) continue;
      const path = this.pathOf(sha);
      const size = await old(path);
      if (size === undefined) continue;
      if (!options.dryRun) await fs.rm(path, { force: true });
      out.loose++;
      out.bytes += size;
    }
    return out;
  }

  /** Every blob present, loose or in a pack (for tests and cleanup tools). */
  async list(): Promise<string[]> {
    await this.scanPacks();
    return [...new Set([...this.packed.keys(), ...(await this.looseBlobs())])].sort();
  }

  /** The loose blobs present, by name. */
  private async looseBlobs(): Promise<string[]> {
    const out: string[] = [];
    let shards: string[] = [];
    try {
      shards = await fs.readdir(this.dir);
    } catch {
      // no store yet
    }
    for (const shard of shards) {
      if (!/^[0-9a-f]{2}$/.test(shard)) continue;
      for (const rest of await fs.readdir(join(this.dir, shard))) {
        if (SHA.test(shard + rest)) out.push(shard + rest);
      }
    }
    return out;
  }
}

/**
 * The content of the regular file at `path` (never read through a final link), in chunks: whole
 * when small, else through one reused buffer (consume each chunk before asking for the next).
 */
export async function* fileChunks(path: string): AsyncGenerator<Buffer, void, undefined> {
  const small = await readSmallFile(path);
  if (small) {
    yield small;
    return;
  }
  const fh = await fs.open(path, READ_FLAGS);
  try {
    const st = await fh.stat();
    if (!st.isFile()) {
      throw new CiStateError('snapshot_io', `cannot store ${path}: not a regular file`, 1);
    }
    yield* readHandle(fh, st.size);
  } finally {
    await fh.close();
  }
}

/** Up to `n` bytes from `pos` (fewer at the end of the file). */
function readAtSync(fd: number, pos: number, n: number): Buffer {
  const buf = Buffer.allocUnsafe(n);
  let got = 0;
  while (got < n) {
    const r = readSync(fd, buf, got, n - got, pos + got);
    if (r === 0) break;
    got += r;
  }
  return buf.subarray(0, got);
}

/**
 * The whole of a regular file of at most SMALL bytes, read with synchronous calls (never through a
 * final link); undefined when it is larger (or grows while read), for the streaming path. Throws
 * when the path is not a regular file.
 */
async function readSmallFile(path: string): Promise<Buffer | undefined> {
  if (++smallReads % 64 === 0) await new Promise((r) => setImmediate(r));
  const fd = openSync(path, READ_FLAGS);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) {
      throw new CiStateError('snapshot_io', `cannot store ${path}: not a regular file`, 1);
    }
    if (st.size > SMALL) return undefined;
    const buf = Buffer.allocUnsafe(st.size + 1);
    let got = 0;
    for (;;) {
      const n = readSync(fd, buf, got, buf.length - got, got);
      if (n === 0) break;
      got += n;
      if (got === buf.length) return undefined; // it grew: take the streaming path
    }
    return buf.subarray(0, got);
  } finally {
    closeSync(fd);
  }
}

/** Reads an open file handle from the start in chunks (one buffer, reused: consume each first). */
async function* readHandle(
  fh: fs.FileHandle,
  sizeHint: number,
): AsyncGenerator<Buffer, void, undefined> {
  const buf = Buffer.allocUnsafe(Math.max(1, Math.min(CHUNK, sizeHint + 1)));
  let pos = 0;
  for (;;) {
    const { bytesRead } = await fh.read(buf, 0, buf.length, pos);
    if (bytesRead === 0) return;
    pos += bytesRead;
    yield buf.subarray(0, bytesRead);
  }
}
