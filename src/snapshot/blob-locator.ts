/**
 * Where each blob of a blob store lies (see blob-store.ts for the layout): its loose file
 * `<dir>/ab/cdef…`, or a range of a pack in `<dir>/packs/`. Keeps in memory the index of the packs
 * seen (opened from their `<id>.idx` record when it is sound, else checked in full), looks for new
 * packs when a blob is not found, and moves a corrupt blob (or the whole pack holding it) aside.
 * One per BlobStore; the store's reads, writes and pruning go through it.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, lstatSync, openSync, statSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { CiStateError } from '../core/errors.js';
import { openPack, type PackedBlob, type PackIndex } from './pack-format.js';
import { packIndexFromRecord, packIndexRecord } from './pack-index-record.js';
import { writeRecord } from './blob-lists.js';

const PACK_NAME = /^([0-9a-f]{64})\.pack$/;
/** How long after a change the packs directory is listed again on every miss. */
const RACY_NS = 2_000_000_000n;
const SHA = /^[0-9a-f]{64}$/;

/** A blob in a pack. */
export interface PackedLocation extends PackedBlob {
  file: string;
  pack: string;
}

/** Where a blob's bytes are: a loose file, or a range of a pack. */
export interface BlobSource {
  path: string;
  /** Offset of the first byte (0 for a loose blob). */
  start: number;
  /** Length of the range, for a blob in a pack; a loose blob is read to its end. */
  length?: number;
  pack?: string;
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

function missing(sha: string, dir: string): CiStateError {
  return new CiStateError('blob_missing', `blob ${sha.slice(0, 12)}… is missing from ${dir}`, 1);
}

export class BlobLocator {
  /**
   * The packs registered so far (by id), where each of their blobs lies, the pack names already
   * looked at (those that did not open too), and when the packs directory was last listed.
   */
  private readonly packIndexes = new Map<string, PackIndex>();
  private readonly packed = new Map<string, PackedLocation>();
  private readonly seenPacks = new Set<string>();
  private packsListedAt = -1n;
  private scanning: Promise<void> | undefined;
  /** Packs held open for synchronous reads until the event loop's next turn (`packFd`). */
  private readonly openPacks = new Map<string, number>();

  constructor(readonly dir: string) {}

  /** Where the loose blob lives (whether or not it exists). */
  pathOf(sha: string): string {
    checkSha(sha);
    return join(this.dir, sha.slice(0, 2), sha.slice(2));
  }

  /** The packs directory: `<dir>/packs`. */
  get packsDir(): string {
    return join(this.dir, 'packs');
  }

  /** The blob's place in a pack already registered, without looking for new packs. */
  known(sha: string): PackedLocation | undefined {
    return this.packed.get(sha);
  }

  /** Every blob in a registered pack. */
  packedBlobs(): Iterable<string> {
    return this.packed.keys();
  }

  /** The blob's place in a pack, looking for packs added since the last look when unknown. */
  async findPacked(sha: string): Promise<PackedLocation | undefined> {
    const known = this.packed.get(sha);
    if (known) return known;
    await this.scanPacks();
    return this.packed.get(sha);
  }

  /**
   * Reads the indexes of packs not seen yet (when the packs directory changed since the last
   * look). A pack that does not open (a stray or damaged file) is left out, as if absent.
   */
  scanPacks(): Promise<void> {
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
  indexFileOf(id: string): string {
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
  async recordIndex(index: PackIndex): Promise<void> {
    const record = packIndexRecord(index);
    if (record) await writeRecord(this.indexFileOf(index.id), record);
  }

  /** Makes the blobs of a pack in the packs directory readable. */
  register(index: PackIndex): void {
    this.seenPacks.add(index.id);
    this.packIndexes.set(index.id, index);
    const { file, id: pack } = index;
    for (const { sha256, size, offset } of index.blobs) {
      if (!this.packed.has(sha256)) this.packed.set(sha256, { sha256, size, offset, file, pack });
    }
  }

  /**
   * A descriptor of the pack file at `path` for synchronous reads, opened with `flags` or reused:
   * thousands of small blobs read back to back from one pack cost an open and a close each
   * otherwise. Every descriptor is closed at the event loop's next turn, and at once when the pack
   * is forgotten or moved aside. A pack's name is its digest, so a descriptor still open on a pack
   * replaced meanwhile reads the same bytes, verified as always.
   */
  packFd(path: string, flags: number): number {
    let fd = this.openPacks.get(path);
    if (fd === undefined) {
      fd = openSync(path, flags);
      if (this.openPacks.size === 0) setImmediate(() => this.closePacks());
      this.openPacks.set(path, fd);
    }
    return fd;
  }

  private closePacks(path?: string): void {
    for (const [p, fd] of this.openPacks) {
      if (path !== undefined && p !== path) continue;
      this.openPacks.delete(p);
      closeSync(fd);
    }
  }

  /** Drops a pack from the in-memory index (the pack is gone or not trusted). */
  forgetPack(id: string): void {
    const index = this.packIndexes.get(id);
    if (index) this.closePacks(index.file);
    for (const b of index?.blobs ?? []) {
      if (this.packed.get(b.sha256)?.pack === id) this.packed.delete(b.sha256);
    }
    this.packIndexes.delete(id);
  }

  /** Every pack present. */
  async packs(): Promise<PackIndex[]> {
    await this.scanPacks();
    return [...this.packIndexes.values()];
  }

  /**
   * Calls `open` on where the blob lies: the pack the index knows it in, else its loose file, else a
   * pack added since the last look. A pack file that is gone is forgotten; `blob_missing` when the
   * blob is nowhere.
   */
  async withSource<T extends object>(
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
   * Moves a corrupt blob aside so that it is written again by the next put of its content; a blob
   * in a pack takes the whole pack with it (a pack with one bad blob is not trusted for others).
   */
  async quarantine(sha: string, src: BlobSource): Promise<void> {
    const tmpDir = join(this.dir, 'tmp');
    await fs.mkdir(tmpDir, { recursive: true }).catch(() => undefined);
    const name = src.pack ?? sha;
    if (src.pack) this.forgetPack(src.pack);
    this.closePacks(src.path);
    await fs
      .rename(src.path, join(tmpDir, `corrupt-${name}-${randomBytes(4).toString('hex')}`))
      .catch(() => undefined);
    if (src.pack) await fs.rm(this.indexFileOf(src.pack), { force: true }).catch(() => undefined);
  }

  /** The loose blobs present, by name. */
  async looseBlobs(): Promise<string[]> {
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
