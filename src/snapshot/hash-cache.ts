/**
 * A cache of file digests keyed by what `lstat` says about the file, so that the next snapshot of a
 * mostly unchanged tree does not read every file again (git's index does the same).
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
 * verified. `save` first waits (a few milliseconds at most) for the file system's clock to move past
 * their times, and drops any still in the current tick: a change made after the restore then moves
 * the times. A process writing the same files while the restore runs is outside what a restore
 * protects against (see safe-fs.ts).
 *
 * The cache is a local file (by default `<store>/checkpoints/hash-cache.json`) and must never be
 * shipped or restored from a cache or an artifact: a digest in it is trusted without reading the
 * file. A missing, unreadable or malformed cache is treated as empty.
 */
import type { BigIntStats } from 'node:fs';
import * as fs from 'node:fs/promises';
import { dirname } from 'node:path';
import { tempPathFor } from '../store/atomic.js';
import type { FileDigest } from './hash.js';
import { writeRecord } from './records.js';

interface Entry {
  k: string;
  sha256: string;
  size: number;
  /** null when the file was hashed without a token scan. */
  tokens: number | null;
}

const RACY_NS = 2_000_000_000n;
const MAX_ENTRIES = 1_000_000;

function keyOf(st: BigIntStats): string {
  return `${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
}

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
    const clock = await fileSystemNow(file);
    const old = new Map<string, Entry>();
    try {
      // {"version":2,"rows":[[path, key, sha256, size, tokens or null], ...]}: rows of arrays
      // parse and print at about twice the speed of an object keyed by path.
      const raw = JSON.parse(await fs.readFile(file, 'utf8')) as unknown;
      if (raw && typeof raw === 'object' && (raw as { version?: unknown }).version === 2) {
        const rows = (raw as { rows?: unknown }).rows;
        if (Array.isArray(rows)) {
          for (const row of rows as unknown[]) {
            const e = entryOfRow(row);
            if (e) old.set((row as string[])[0] as string, e);
          }
        }
      }
    } catch {
      // no cache yet, or not readable: start empty
    }
    return new HashCache(file, old, clock);
  }

  /** The cached digest of `path` if `st` still describes the file it was taken from. */
  lookup(path: string, st: BigIntStats, scan: boolean): FileDigest | undefined {
    const e = this.old.get(path);
    if (!e || e.k !== keyOf(st) || (scan && e.tokens === null)) return undefined;
    this.hits++;
    this.keep(path, e);
    return { sha256: e.sha256, size: e.size, tokens: e.tokens ?? 0 };
  }

  /** Whether `st` may describe a file changed too recently for its times to be trusted. */
  private racy(st: BigIntStats): boolean {
    const c = this.clock;
    if (c && st.dev === c.dev) return st.mtimeNs >= c.ns || st.ctimeNs >= c.ns;
    return st.mtimeNs > this.startedNs - RACY_NS || st.ctimeNs > this.startedNs - RACY_NS;
  }

  /** Records a digest just taken from the file `st` describes. */
  record(path: string, st: BigIntStats, digest: FileDigest, scanned: boolean): void {
    if (this.racy(st) || BigInt(digest.size) !== st.size) return;
    this.keep(path, entryOf(st, digest, scanned));
  }

  /**
   * Records the digest of a file this process has just written with verified content, `st` being
   * its lstat after the write; `save` keeps it once the clock has moved on (see the module comment).
   */
  written(path: string, st: BigIntStats, digest: FileDigest, scanned: boolean): void {
    if (BigInt(digest.size) !== st.size) return;
    const ns = st.mtimeNs > st.ctimeNs ? st.mtimeNs : st.ctimeNs;
    this.fresh.set(path, { e: entryOf(st, digest, scanned), dev: st.dev, ns });
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
    const rows: unknown[] = [];
    for (const [path, e] of this.next) rows.push([path, e.k, e.sha256, e.size, e.tokens]);
    await writeRecord(this.file, JSON.stringify({ version: 2, rows }), 0o600);
  }
}

function entryOf(st: BigIntStats, digest: FileDigest, scanned: boolean): Entry {
  return {
    k: keyOf(st),
    sha256: digest.sha256,
    size: digest.size,
    tokens: scanned ? digest.tokens : null,
  };
}

/** The entry a row of the file describes, or undefined when the row is not one. */
function entryOfRow(row: unknown): Entry | undefined {
  if (!Array.isArray(row) || row.length !== 5) return undefined;
  const [path, k, sha256, size, tokens] = row as unknown[];
  if (
    typeof path === 'string' &&
    typeof k === 'string' &&
    typeof sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(sha256) &&
    typeof size === 'number' &&
    Number.isSafeInteger(size) &&
    (tokens === null || (typeof tokens === 'number' && Number.isInteger(tokens)))
  ) {
    return { k, sha256, size, tokens };
  }
  return undefined;
}
