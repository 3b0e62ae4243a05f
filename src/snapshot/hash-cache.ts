/**
 * A cache of file digests keyed by what `lstat` says about the file, so that the next snapshot of a
 * mostly unchanged tree does not read every file again (git's index does the same). It is a local
 * file trusted without reading the files it describes, so it is never shipped or restored. The
 * rules are on `HashCache`; the file's layout is in docs/checkpoints.md, "Local records".
 */
import type { BigIntStats } from 'node:fs';
import * as fs from 'node:fs/promises';
import { endianness } from 'node:os';
import { dirname } from 'node:path';
import { tempPathFor } from '../store/atomic.js';
import { readU64 } from './bytes.js';
import type { FileDigest } from './hash.js';
import { writeRecord } from './blob-lists.js';

/**
 * A row: at `off` in `buf`, RECORD bytes: what lstat said of the file (KEY_BYTES: device, inode,
 * size, mtimeNs, ctimeNs, see lstatKey), its sha256, raw, and its token count (-1: hashed without a
 * scan). A loaded row points into the file's buffer, so loading copies and parses nothing per row;
 * a new one has a buffer of its own.
 */
interface Entry {
  buf: Buffer;
  off: number;
}

const MAGIC = Buffer.from('CISHASH3', 'ascii');
const KEY_BYTES = 40;
const SHA_BYTES = 32;
/** A row's fixed part: its key, its sha256 and its token count. */
const RECORD = KEY_BYTES + SHA_BYTES + 4;
const RACY_NS = 2_000_000_000n;
const MAX_ENTRIES = 1_000_000;

const I64_MIN = -(2n ** 63n);
const I64_MAX = 2n ** 63n - 1n;

const LITTLE_ENDIAN = endianness() === 'LE';

/**
 * The key of the file `lstat` described as `st`, in one reused buffer (KEY_BYTES, valid until the
 * next call); undefined for a file whose times do not fit in 64 bits of nanoseconds (past the
 * year 2262), which is never cached. On a little-endian machine (`le`) it is written through
 * 64-bit typed arrays, which store a BigInt without the arithmetic of `writeBigUInt64LE`; the bytes
 * are the same.
 */
export const lstatKey: (st: BigIntStats, le?: boolean) => Buffer | undefined = (() => {
  const bytes = Buffer.alloc(KEY_BYTES);
  const u64 = new BigUint64Array(bytes.buffer, bytes.byteOffset, KEY_BYTES / 8);
  const i64 = new BigInt64Array(bytes.buffer, bytes.byteOffset, KEY_BYTES / 8);
  return (st, le = LITTLE_ENDIAN) => {
    const { mtimeNs, ctimeNs } = st;
    if (mtimeNs < I64_MIN || mtimeNs > I64_MAX || ctimeNs < I64_MIN || ctimeNs > I64_MAX) {
      return undefined;
    }
    if (le) {
      u64[0] = st.dev;
      u64[1] = st.ino;
      u64[2] = st.size;
      i64[3] = mtimeNs;
      i64[4] = ctimeNs;
    } else {
      bytes.writeBigUInt64LE(st.dev, 0);
      bytes.writeBigUInt64LE(st.ino, 8);
      bytes.writeBigUInt64LE(st.size, 16);
      bytes.writeBigInt64LE(mtimeNs, 24);
      bytes.writeBigInt64LE(ctimeNs, 32);
    }
    return bytes;
  };
})();

/** New rows are written into slabs of this many records (one allocation per slab). */
const SLAB_RECORDS = 1024;

/** The file system's clock, read from a file created for the purpose; undefined if none could be. */
async function fileSystemNow(file: string): Promise<{ dev: bigint; ns: bigint } | undefined> {
  const temp = tempPathFor(file);
  try {
    await fs.mkdir(dirname(file), { recursive: true });
    const fh = await fs.open(temp, 'wx', 0o600);
    try {
      const st = await fh.stat({ bigint: true });
      return { dev: st.dev, ns: st.mtimeNs };
    } finally {
      await fh.close();
      await fs.rm(temp, { force: true });
    }
  } catch {
    return undefined;
  }
}

/**
 * The rows of a cache file; a file that is not one, or not whole, gives none. A row is checked
 * when it is looked up (`digestOf`).
 */
function parseRows(buf: Buffer): Map<string, Entry> {
  const rows = new Map<string, Entry>();
  const head = MAGIC.length + 8;
  if (buf.length < head || !buf.subarray(0, MAGIC.length).equals(MAGIC)) return rows;
  const count = buf.readUInt32LE(MAGIC.length);
  const pathBytes = buf.readUInt32LE(MAGIC.length + 4);
  const records = head + pathBytes;
  if (count === 0 || count > MAX_ENTRIES || records + count * RECORD !== buf.length) return rows;
  const paths = buf.toString('utf8', head, records).split('\0');
  if (paths.length !== count) return rows;
  for (let i = 0; i < count; i++) {
    const path = paths[i] as string;
    if (path !== '') rows.set(path, { buf, off: records + i * RECORD });
  }
  return rows;
}

/** A row's digest and token count (null: hashed without a scan); undefined when it is damaged. */
function digestOf(e: Entry): { sha256: string; size: number; tokens: number | null } | undefined {
  const { buf, off } = e;
  const size = readU64(buf, off + 16); // sizes past 2^53 are not cached
  const tokens = buf.readInt32LE(off + KEY_BYTES + SHA_BYTES);
  if (!Number.isSafeInteger(size) || tokens < -1) return undefined;
  const at = off + KEY_BYTES;
  return {
    sha256: buf.toString('hex', at, at + SHA_BYTES),
    size,
    tokens: tokens === -1 ? null : tokens,
  };
}

/** The file a cache's rows are written as (layout: docs/checkpoints.md, "Local records"). */
function rowsFile(rows: Map<string, Entry>): Buffer {
  const paths: string[] = [];
  const entries: Entry[] = [];
  for (const [path, e] of rows) {
    if (path === '' || path.includes('\0')) continue;
    paths.push(path);
    entries.push(e);
  }
  const joined = paths.join('\0');
  const pathBytes = Buffer.byteLength(joined, 'utf8');
  const head = MAGIC.length + 8;
  const out = Buffer.allocUnsafe(head + pathBytes + entries.length * RECORD);
  MAGIC.copy(out, 0);
  out.writeUInt32LE(entries.length, MAGIC.length);
  out.writeUInt32LE(pathBytes, MAGIC.length + 4);
  out.write(joined, head, 'utf8');
  // The records, copied a run at a time: rows loaded and kept in the same order lie back to back
  // in the file's buffer, so a cache of unchanged files is a handful of copies.
  let off = head + pathBytes;
  let buf: Buffer | undefined;
  let from = 0;
  let to = 0;
  for (const e of entries) {
    if (e.buf === buf && e.off === to) {
      to += RECORD;
      continue;
    }
    if (buf) off += buf.copy(out, off, from, to);
    buf = e.buf;
    from = e.off;
    to = e.off + RECORD;
  }
  if (buf) buf.copy(out, off, from, to);
  return out;
}

/**
 * The digest cache of a store (by default `<store>/checkpoints/hash-cache.bin`). A missing,
 * unreadable or malformed cache is treated as empty.
 *
 * An entry is reused only when device, inode, size, and modification and change times (to the
 * nanosecond) are all the same. A digest is only recorded for a file last changed before the
 * collection started, by the file system's own clock: `load` creates (and removes) a file next to
 * the cache and takes its modification time. A file changed in that clock tick or later may change
 * again without its times moving (git's "racily clean" case), so it is hashed again next time. For
 * a file on another device than the cache (another clock granularity), "before" means more than two
 * seconds before, by the wall clock. The token scan's result is cached with the digest; a digest
 * taken without scanning is not reused for a file that must be scanned.
 *
 * A restore records the files it has just written (`written`): their content is what the restore
 * verified. `save` first waits (a few milliseconds at most) for the file system's clock to move
 * past their times, and drops any still in the current tick: a change made after the restore then
 * moves the times. A process writing the same files while the restore runs is outside what a restore
 * protects against (see safe-fs.ts).
 *
 * The file is binary (paths in one block, then fixed records), so it loads without parsing a row
 * and a lookup compares bytes rather than building a string of five numbers.
 */
export class HashCache {
  readonly file: string;
  private readonly old: Map<string, Entry>;
  private readonly next = new Map<string, Entry>();
  private readonly startedNs = BigInt(Date.now()) * 1_000_000n;
  private readonly clock: { dev: bigint; ns: bigint } | undefined;
  /** Files written by this process (`written`), with their newest time, until `save` settles them. */
  private readonly fresh = new Map<string, { e: Entry; dev: bigint; ns: bigint }>();
  /** Lookups answered from the cache. */
  hits = 0;
  /** Where new rows are written (`entryOf`), and how much of it is used. */
  private slab = Buffer.alloc(0);
  private slabUsed = 0;

  private constructor(
    file: string,
    old: Map<string, Entry>,
    clock: { dev: bigint; ns: bigint } | undefined,
  ) {
    this.file = file;
    this.old = old;
    this.clock = clock;
  }

  /** Loads the cache at `file` (empty when missing or not understood). */
  static async load(file: string): Promise<HashCache> {
    const [clock, old] = await Promise.all([
      fileSystemNow(file),
      fs.readFile(file).then(parseRows, () => new Map<string, Entry>()),
    ]);
    return new HashCache(file, old, clock);
  }

  /** The cached digest of `path` if `st` still describes the file it was taken from. */
  lookup(path: string, st: BigIntStats, scan: boolean): FileDigest | undefined {
    const e = this.old.get(path);
    if (!e) return undefined;
    const key = lstatKey(st);
    if (!key || key.compare(e.buf, e.off, e.off + KEY_BYTES) !== 0) return undefined;
    const d = digestOf(e);
    if (!d || (scan && d.tokens === null)) return undefined;
    this.hits++;
    this.keep(path, e);
    return { sha256: d.sha256, size: d.size, tokens: d.tokens ?? 0 };
  }

  /** Whether `st` may describe a file changed too recently for its times to be trusted. */
  private racy(st: BigIntStats): boolean {
    const c = this.clock;
    if (c && st.dev === c.dev) return st.mtimeNs >= c.ns || st.ctimeNs >= c.ns;
    return st.mtimeNs > this.startedNs - RACY_NS || st.ctimeNs > this.startedNs - RACY_NS;
  }

  /** Records a digest just taken from the file `st` describes. */
  record(path: string, st: BigIntStats, digest: FileDigest, scanned: boolean): void {
    if (this.racy(st)) return;
    const e = this.entryOf(st, digest, scanned);
    if (e) this.keep(path, e);
  }

  /**
   * Records the digest of a file this process has just written with verified content, `st` being
   * its stats after the write; `save` keeps it once the clock has moved on (see the class comment).
   */
  written(path: string, st: BigIntStats, digest: FileDigest, scanned: boolean): void {
    const e = this.entryOf(st, digest, scanned);
    if (!e) return;
    const ns = st.mtimeNs > st.ctimeNs ? st.mtimeNs : st.ctimeNs;
    this.fresh.set(path, { e, dev: st.dev, ns });
  }

  /** Keeps the files `written` whose times the file system's clock has moved past. */
  private async settle(): Promise<void> {
    if (this.fresh.size === 0) return;
    let newest = 0n;
    for (const f of this.fresh.values()) if (f.ns > newest) newest = f.ns;
    let now = await fileSystemNow(this.file);
    for (let i = 0; now && now.ns <= newest && i < 20; i++) {
      await new Promise((r) => setTimeout(r, 1));
      now = await fileSystemNow(this.file);
    }
    for (const [path, f] of this.fresh) {
      if (now && f.dev === now.dev && f.ns < now.ns) this.keep(path, f.e);
    }
  }

  /** The row of a digest taken of the file `st` describes; undefined when it cannot be cached. */
  private entryOf(st: BigIntStats, digest: FileDigest, scanned: boolean): Entry | undefined {
    if (Number(st.size) !== digest.size || digest.sha256.length !== SHA_BYTES * 2) return undefined;
    const key = lstatKey(st);
    if (!key) return undefined;
    if (this.slabUsed + RECORD > this.slab.length) {
      this.slab = Buffer.allocUnsafe(RECORD * SLAB_RECORDS);
      this.slabUsed = 0;
    }
    const buf = this.slab;
    const off = this.slabUsed;
    if (buf.write(digest.sha256, off + KEY_BYTES, SHA_BYTES, 'hex') !== SHA_BYTES) return undefined;
    key.copy(buf, off);
    buf.writeInt32LE(scanned ? digest.tokens : -1, off + KEY_BYTES + SHA_BYTES);
    this.slabUsed += RECORD;
    return { buf, off };
  }

  private keep(path: string, e: Entry): void {
    if (this.next.size < MAX_ENTRIES) this.next.set(path, e);
  }

  /** The paths loaded that this process has neither looked up nor recorded. */
  unseen(): string[] {
    return [...this.old.keys()].filter((p) => !this.next.has(p) && !this.fresh.has(p));
  }

  /**
   * Writes what this process saw (temp file and rename; a failure only loses the cache), and the
   * entries loaded and not seen again that `keepUnseen` keeps: a collection keeps those outside
   * its globs (another checkpoint's files), a restore, which sees only what it writes, keeps all.
   */
  async save(keepUnseen: boolean | ((path: string) => boolean) = false): Promise<void> {
    await this.settle();
    if (keepUnseen) {
      for (const path of this.unseen()) {
        if (keepUnseen === true || keepUnseen(path)) this.keep(path, this.old.get(path) as Entry);
      }
    }
    await writeRecord(this.file, rowsFile(this.next), 0o600);
  }
}
