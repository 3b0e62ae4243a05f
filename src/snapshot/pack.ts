/**
 * Packs: one file that carries a set of blobs (typically the `newBlobs` of a snapshot) to the
 * Actions cache or an artifact, and back into a blob store.
 *
 *   "CISPACK1"                       8 bytes, magic and format version
 *   H                                uint32 big-endian, length of the header
 *   header                           H bytes of JSON:
 *                                    {"format":"ci-state-pack","version":1,"count":N,"bytes":B,
 *                                     "blobs":[{"sha256":"…","size":n},…]}
 *   N frames, in header order:       32 bytes raw sha256, uint64 big-endian length, the bytes
 *   "CISPEND1"                       8 bytes
 *   digest                           32 bytes: sha256 of everything before "CISPEND1"
 *
 * Unpacking trusts nothing: the header is parsed strictly and checked against the caps (entries,
 * bytes) and against the file's actual length before a single blob is written; each frame must
 * match its header line; each blob is hashed as it streams into the store and only published when
 * its sha256 matches; the trailer digest must match the whole pack. Blobs are named by their
 * content, so a blob that verified is sound even if a later part of the pack is bad.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { z } from 'zod';
import { CiStateError } from '../core/errors.js';
import { formatIssues } from '../core/paths.js';
import type { BlobStore } from './blob-store.js';
import { limitsOf, type SnapshotLimits } from './manifest.js';

const MAGIC = Buffer.from('CISPACK1', 'ascii');
const END = Buffer.from('CISPEND1', 'ascii');
const FRAME = 40;
const CHUNK = 1024 * 1024;
/** Blobs written to the store at once while a pack is unpacked. */
const WRITERS = 4;

const PackHeader = z.strictObject({
  format: z.literal('ci-state-pack'),
  version: z.literal(1),
  count: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  blobs: z.array(
    z.strictObject({
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      size: z.number().int().nonnegative(),
    }),
  ),
});
type PackHeader = z.infer<typeof PackHeader>;

function packError(file: string, why: string): CiStateError {
  return new CiStateError('pack_invalid', `refusing pack ${file}: ${why}`, 1);
}

export interface PackResult {
  count: number;
  /** Bytes of blob content in the pack. */
  bytes: number;
  /** Size of the pack file. */
  fileBytes: number;
  /** sha256 of the whole pack file, taken as it was written. */
  sha256: string;
}

export interface PackOptions {
  /**
   * fsync the pack before the rename. Default true; a pack that is only a transfer file (shipped,
   * then removed, and checked against its digest wherever it is read) need not be.
   */
  sync?: boolean;
}

/**
 * Writes the blobs `shas` (deduplicated) from `store` into the pack file `out` (through a temp
 * file and a rename). Each blob is verified as it is read; a missing or corrupt one fails the call.
 */
export async function packBlobs(
  store: BlobStore,
  shas: Iterable<string>,
  out: string,
  options: PackOptions = {},
): Promise<PackResult> {
  const list = [...new Set(shas)].sort();
  const blobs: PackHeader['blobs'] = [];
  let bytes = 0;
  for (const sha256 of list) {
    const size = await store.sizeOf(sha256);
    if (size === undefined) {
      throw new CiStateError(
        'blob_missing',
        `cannot pack blob ${sha256.slice(0, 12)}…: it is missing`,
        1,
      );
    }
    blobs.push({ sha256, size });
    bytes += size;
  }
  const header = Buffer.from(
    JSON.stringify({ format: 'ci-state-pack', version: 1, count: blobs.length, bytes, blobs }),
    'utf8',
  );
  const temp = `${out}.${randomBytes(6).toString('hex')}.tmp`;
  const fh = await fs.open(temp, 'wx', 0o644);
  const digest = createHash('sha256');
  const whole = createHash('sha256');
  let fileBytes = 0;
  // Writes go through one buffer: a pack of many small blobs is otherwise two writes per blob.
  const staging = Buffer.allocUnsafe(CHUNK);
  let held = 0;
  const writeAll = async (buf: Uint8Array): Promise<void> => {
    let off = 0;
    while (off < buf.length) {
      const { bytesWritten } = await fh.write(buf, off, buf.length - off);
      off += bytesWritten;
    }
  };
  const drain = async (): Promise<void> => {
    if (held > 0) await writeAll(staging.subarray(0, held));
    held = 0;
  };
  const put = async (buf: Uint8Array): Promise<void> => {
    whole.update(buf);
    fileBytes += buf.length;
    if (held + buf.length > staging.length) await drain();
    if (buf.length >= staging.length) await writeAll(buf);
    else {
      staging.set(buf, held);
      held += buf.length;
    }
  };
  const write = (buf: Uint8Array): Promise<void> => {
    digest.update(buf);
    return put(buf);
  };
  let ok = false;
  try {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(header.length);
    await write(MAGIC);
    await write(len);
    await write(header);
    const frame = Buffer.alloc(FRAME);
    for (const b of blobs) {
      Buffer.from(b.sha256, 'hex').copy(frame, 0);
      frame.writeBigUInt64BE(BigInt(b.size), 32);
      await write(frame);
      const small = await store.readSmall(b.sha256, b.size);
      if (small) await write(small);
      else for await (const chunk of store.get(b.sha256, b.size)) await write(chunk);
    }
    await put(Buffer.concat([END, digest.digest()]));
    await drain();
    if (options.sync ?? true) await fh.sync();
    ok = true;
  } finally {
    await fh.close().catch(() => undefined);
    if (!ok) await fs.rm(temp, { force: true });
  }
  await fs.rename(temp, out);
  return { count: blobs.length, bytes, fileBytes, sha256: whole.digest('hex') };
}

export interface UnpackResult {
  /** Blobs in the pack. */
  count: number;
  /** Every blob the pack holds, in pack order. */
  blobs: string[];
  /** Blobs the store did not hold before. */
  added: string[];
  addedBytes: number;
  /** sha256 of the whole pack file, taken in the same pass. */
  sha256: string;
}

export interface UnpackOptions {
  limits?: Partial<SnapshotLimits>;
  /**
   * The sha256 the whole pack file must have (the digest it was listed under). Checked in the same
   * pass as everything else: a mismatch fails the call at the end, and the blobs added meanwhile,
   * each verified against its own sha256, stay.
   */
  expectSha256?: string;
}

/** Reads a pack into `store`, verifying everything (see the module comment). */
export async function unpackBlobs(
  file: string,
  store: BlobStore,
  options: UnpackOptions = {},
): Promise<UnpackResult> {
  const caps = limitsOf(options.limits);
  const maxHeader = Math.min(64 * 1024 * 1024, 4096 + 100 * caps.maxEntries);
  const fh = await fs.open(file, 'r');
  const added: string[] = [];
  let closed = false;
  /** Blob writes under way (see the loop below). */
  const inflight = new Set<Promise<void>>();
  try {
    const fileSize = (await fh.stat()).size;
    let pos = 0;
    const digest = createHash('sha256');
    const whole = createHash('sha256');
    const readExact = async (n: number, what: string): Promise<Buffer> => {
      const buf = Buffer.alloc(n);
      let got = 0;
      while (got < n) {
        const { bytesRead } = await fh.read(buf, got, n - got, pos + got);
        if (bytesRead === 0) throw packError(file, `it ends inside ${what}`);
        got += bytesRead;
      }
      pos += n;
      whole.update(buf);
      return buf;
    };
    const head = await readExact(12, 'the header');
    digest.update(head);
    if (!head.subarray(0, 8).equals(MAGIC))
      throw packError(file, 'not a ci-state pack (bad magic)');
    const hlen = head.readUInt32BE(8);
    if (hlen > maxHeader)
      throw packError(file, `its header is ${hlen} bytes, over the cap of ${maxHeader}`);
    const hbuf = await readExact(hlen, 'the header');
    digest.update(hbuf);
    let raw: unknown;
    try {
      raw = JSON.parse(hbuf.toString('utf8'));
    } catch {
      throw packError(file, 'its header is not JSON');
    }
    const parsed = PackHeader.safeParse(raw);
    if (!parsed.success) {
      throw packError(
        file,
        `its header is not valid: ${formatIssues(parsed.error.issues).slice(0, 3).join('; ')}`,
      );
    }
    const header = parsed.data;
    if (header.count !== header.blobs.length) {
      throw packError(
        file,
        `its header says ${header.count} blobs and lists ${header.blobs.length}`,
      );
    }
    if (header.count > caps.maxEntries) {
      throw packError(file, `${header.count} blobs, over the cap of ${caps.maxEntries}`);
    }
    let sum = 0;
    const seen = new Set<string>();
    for (const b of header.blobs) {
      if (seen.has(b.sha256))
        throw packError(file, `blob ${b.sha256.slice(0, 12)}… is listed twice`);
      seen.add(b.sha256);
      sum += b.size;
    }
    if (sum !== header.bytes)
      throw packError(file, `its header says ${header.bytes} bytes and lists ${sum}`);
    if (sum > caps.maxBytes)
      throw packError(file, `${sum} bytes of blobs, over the cap of ${caps.maxBytes}`);
    const expected = 12 + hlen + header.count * FRAME + sum + END.length + 32;
    if (expected !== fileSize) {
      throw packError(
        file,
        `it is ${fileSize} bytes long, its header implies ${expected} (truncated or padded)`,
      );
    }

    let addedBytes = 0;
    // The pack is read in order (the digests need it), and the blobs are written to the store by a
    // few writers at once, each from a buffer of a small pool: creating, linking and syncing blob
    // files is most of the cost, and it overlaps. No buffer per blob (the garbage collector would
    // become the main cost of a big pack); a blob larger than a buffer is streamed on its own.
    const largest = header.blobs.reduce((m, b) => Math.max(m, b.size), 0);
    const bufSize = Math.max(1, Math.min(CHUNK, largest));
    const pool: Buffer[] = [];
    let made = 0;
    let failure: { sha: string; err: unknown } | undefined;
    const take = async (): Promise<Buffer> => {
      for (;;) {
        const free = pool.pop();
        if (free) return free;
        if (made < WRITERS) {
          made++;
          return Buffer.allocUnsafe(bufSize);
        }
        await Promise.race(inflight);
      }
    };
    const fail = (sha: string, err: unknown): never => {
      if (err instanceof CiStateError && err.code === 'blob_mismatch')
        throw packError(file, `blob ${sha.slice(0, 12)}… does not match its sha256`);
      throw err;
    };
    const settle = async (): Promise<void> => {
      await Promise.all(inflight);
      if (failure) fail(failure.sha, failure.err);
    };
    const put = async (
      b: PackHeader['blobs'][number],
      source: Iterable<Buffer> | AsyncIterable<Buffer>,
    ) => {
      // One batch of fsyncs at the end (flush) rather than two per blob.
      const r = await store.putStream(source, {
        expectSha256: b.sha256,
        maxBytes: b.size,
        deferSync: true,
      });
      if (r.added) {
        added.push(b.sha256);
        addedBytes += b.size;
      }
    };
    for (const b of header.blobs) {
      if (failure) break;
      const frame = await readExact(FRAME, 'a frame');
      digest.update(frame);
      const sha = frame.subarray(0, 32).toString('hex');
      const len = frame.readBigUInt64BE(32);
      if (sha !== b.sha256 || len !== BigInt(b.size)) {
        throw packError(
          file,
          `frame for ${sha.slice(0, 12)}… does not match its header line ${b.sha256.slice(0, 12)}…`,
        );
      }
      const start = pos;
      const buf = await take();
      const chunks = async function* (): AsyncGenerator<Buffer, void, undefined> {
        let done = 0;
        while (done < b.size) {
          const { bytesRead } = await fh.read(
            buf,
            0,
            Math.min(buf.length, b.size - done),
            start + done,
          );
          if (bytesRead === 0) throw packError(file, 'it ends inside a blob');
          const chunk = buf.subarray(0, bytesRead);
          digest.update(chunk);
          whole.update(chunk);
          done += bytesRead;
          yield chunk;
        }
      };
      try {
        if (await store.has(b.sha256)) {
          // Present already: still read it, so the pack digest covers every byte.
          const h = createHash('sha256');
          for await (const c of chunks()) h.update(c);
          if (h.digest('hex') !== b.sha256)
            throw packError(file, `blob ${b.sha256.slice(0, 12)}… does not match its sha256`);
        } else if (b.size <= buf.length) {
          // Read whole (in pack order) into the buffer, written by a writer of its own.
          let got = 0;
          while (got < b.size) {
            const { bytesRead } = await fh.read(buf, got, b.size - got, start + got);
            if (bytesRead === 0) throw packError(file, 'it ends inside a blob');
            got += bytesRead;
          }
          const data = buf.subarray(0, b.size);
          digest.update(data);
          whole.update(data);
          const job: Promise<void> = put(b, [data])
            .catch((err: unknown) => {
              failure ??= { sha: b.sha256, err };
            })
            .finally(() => {
              inflight.delete(job);
              pool.push(buf);
            });
          inflight.add(job);
          pos = start + b.size;
          continue;
        } else {
          await settle();
          try {
            await put(b, chunks());
          } catch (err) {
            fail(b.sha256, err);
          }
        }
      } catch (err) {
        pool.push(buf);
        await Promise.allSettled(inflight);
        throw err;
      }
      pool.push(buf);
      pos = start + b.size;
    }
    await settle();
    const tail = await readExact(END.length + 32, 'the trailer');
    if (!tail.subarray(0, END.length).equals(END)) throw packError(file, 'its trailer is missing');
    if (!tail.subarray(END.length).equals(digest.digest())) {
      throw packError(file, 'its digest does not match its content');
    }
    const sha256 = whole.digest('hex');
    if (options.expectSha256 !== undefined && sha256 !== options.expectSha256) {
      throw packError(
        file,
        `it hashes to ${sha256.slice(0, 12)}…, not the ${options.expectSha256.slice(0, 12)}… it is listed under`,
      );
    }
    await fh.close();
    closed = true;
    await store.flush(added);
    return {
      count: header.count,
      blobs: header.blobs.map((b) => b.sha256),
      added,
      addedBytes,
      sha256,
    };
  } finally {
    if (!closed) {
      // Nothing is left writing when the call fails: the writers hold their own bytes, so they
      // finish (or fail) on their own.
      await Promise.allSettled(inflight);
      await fh.close().catch(() => undefined);
      // Blobs published without their fsync (deferSync) are verified: make them durable too.
      await store.flush(added).catch(() => undefined);
    }
  }
}
