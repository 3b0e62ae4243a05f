/**
 * A cache of file digests keyed by what `lstat` says about the file, so that the next snapshot of a
 * mostly unchanged tree does not read every file again (git's index does the same).
 *
 * An entry is reused only when device, inode, size, and modification and change times (to the
 * nanosecond) are all the same, and it is only recorded for files last modified more than two
 * seconds before the collection started: a file changed again within the file system's timestamp
 * granularity after it was read (git's "racily clean" case) is hashed again next time. The token
 * scan's result is cached with the digest; a digest taken without scanning is not reused for a file
 * that must be scanned.
 *
 * The cache is a local file (by default `<store>/checkpoints/hash-cache.json`) and must never be
 * shipped or restored from a cache or an artifact: a digest in it is trusted without reading the
 * file. A missing, unreadable or malformed cache is treated as empty.
 */
import { randomBytes } from 'node:crypto';
import type { BigIntStats } from 'node:fs';
import * as fs from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FileDigest } from './hash.js';

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

export class HashCache {
  readonly file: string;
  private readonly old: Map<string, Entry>;
  private readonly next = new Map<string, Entry>();
  private readonly startedNs = BigInt(Date.now()) * 1_000_000n;
  /** Lookups answered from the cache. */
  hits = 0;

  private constructor(file: string, old: Map<string, Entry>) {
    this.file = file;
    this.old = old;
  }

  /** Loads the cache at `file` (empty when missing or not understood). */
  static async load(file: string): Promise<HashCache> {
    const old = new Map<string, Entry>();
    try {
      const raw = JSON.parse(await fs.readFile(file, 'utf8')) as unknown;
      if (raw && typeof raw === 'object' && (raw as { version?: unknown }).version === 1) {
        const entries = (raw as { entries?: unknown }).entries;
        if (entries && typeof entries === 'object' && !Array.isArray(entries)) {
          for (const [path, e] of Object.entries(entries as Record<string, unknown>)) {
            if (isEntry(e)) old.set(path, e);
          }
        }
      }
    } catch {
      // no cache yet, or not readable: start empty
    }
    return new HashCache(file, old);
  }

  /** The cached digest of `path` if `st` still describes the file it was taken from. */
  lookup(path: string, st: BigIntStats, scan: boolean): FileDigest | undefined {
    const e = this.old.get(path);
    if (!e || e.k !== keyOf(st) || (scan && e.tokens === null)) return undefined;
    this.hits++;
    this.keep(path, e);
    return { sha256: e.sha256, size: e.size, tokens: e.tokens ?? 0 };
  }

  /** Records a digest just taken from the file `st` describes. */
  record(path: string, st: BigIntStats, digest: FileDigest, scanned: boolean): void {
    if (st.mtimeNs > this.startedNs - RACY_NS || st.ctimeNs > this.startedNs - RACY_NS) return;
    if (BigInt(digest.size) !== st.size) return;
    this.keep(path, {
      k: keyOf(st),
      sha256: digest.sha256,
      size: digest.size,
      tokens: scanned ? digest.tokens : null,
    });
  }

  private keep(path: string, e: Entry): void {
    if (this.next.size < MAX_ENTRIES) this.next.set(path, e);
  }

  /** Writes what this collection saw (temp file and rename; a failure only loses the cache). */
  async save(): Promise<void> {
    const body = JSON.stringify({ version: 1, entries: Object.fromEntries(this.next) });
    const temp = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await fs.mkdir(dirname(this.file), { recursive: true });
      await fs.writeFile(temp, body, { mode: 0o600 });
      await fs.rename(temp, this.file);
    } catch {
      await fs.rm(temp, { force: true }).catch(() => undefined);
    }
  }
}

function isEntry(e: unknown): e is Entry {
  if (!e || typeof e !== 'object') return false;
  const x = e as Record<string, unknown>;
  return (
    typeof x['k'] === 'string' &&
    typeof x['sha256'] === 'string' &&
    /^[0-9a-f]{64}$/.test(x['sha256']) &&
    typeof x['size'] === 'number' &&
    Number.isSafeInteger(x['size']) &&
    (x['tokens'] === null || (typeof x['tokens'] === 'number' && Number.isInteger(x['tokens'])))
  );
}
