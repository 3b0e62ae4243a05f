export const id = 541;
export const ids = [541];
export const modules = {

/***/ 93664:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lb: () => (/* reexport */ BlobStore),
  aO: () => (/* reexport */ packBlobs),
  sy: () => (/* reexport */ readBlobList),
  sW: () => (/* reexport */ referencedBlobs),
  jQ: () => (/* reexport */ shippedRecordFile),
  Tp: () => (/* reexport */ unpackBlobs),
  dZ: () => (/* reexport */ blob_lists_writeBlobList),
  rh: () => (/* reexport */ blob_lists_writeRecord)
});

// UNUSED EXPORTS: DEFAULT_LIMITS, HashCache, SnapshotManifest, captureExternal, checkManifest, collectFiles, defaultExclusion, loadManifest, noteManifestBlobs, parseManifest, pruneBlobLists, restoreExternal, restoreFiles, rollbackFiles, snapshotFiles, writeSnapshot

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/core/redact.js
var redact = __webpack_require__(70171);
;// CONCATENATED MODULE: ./.build/snapshot/secrets.js
/**
 * Finding token-shaped strings in files before they are snapshotted, with the core's
 * `redactSecrets` as the detector, fed only the text where a token can start (`countTokens`).
 */

/** Where a token shape can start. Kept in step with the whole-token rules of redactSecrets. */
const TRIGGER = /gh[pousr]_|github_pat_|A(?:KIA|SIA|GPA|IDA|ROA|NPA)|xox[a-z]-|eyJ|PRIVATE KEY|:\/\//g;
/** Words that make redactSecrets redact a neighbouring value (its context rules). */
const CONTEXT_WORDS = /password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credential|bearer|basic/gi;
/** Text kept before a trigger (a URL's scheme, "-----BEGIN RSA ", a lookbehind character). */
const BEFORE = 256;
/** Text kept after a trigger: the longest token shape (a JWT: 3 + 4096 + 1 + 8192 + 1 + 4096). */
const AFTER_JWT = 16_400;
const AFTER = 1024;
/** A JWT's first segment is at most 4096 characters: without a "." that close, `eyJ` starts none. */
const JWT_FIRST_DOT = 4100;
/** True when the bytes look binary (a NUL byte in the first 8000, as git decides). */
function secrets_looksBinary(head) {
    const n = Math.min(head.length, 8000);
    for (let i = 0; i < n; i++)
        if (head[i] === 0)
            return true;
    return false;
}
/**
 * How many token-shaped strings `text` holds (0 when none).
 *
 * A cheap scan finds the places where one of redactSecrets' token shapes can start (`ghp_`,
 * `github_pat_`, `AKIA`, `xoxb-`, `eyJ`, `PRIVATE KEY`, `://`), and only the text around them (the
 * line, cut to the longest token that can start there) is handed to `redactSecrets`. This keeps
 * the scan near the speed of a single regular expression on ordinary files and on long lines of
 * base64 alike.
 *
 * `redactSecrets` was written for log tails, where a false positive costs nothing; it also redacts
 * the value of any `password=`, `token:`, `secret=` assignment and any `Bearer`/`Basic` value.
 * Applied to files, those context rules flag ordinary code (`const token = req.headers.x`) and
 * every bundled JavaScript file, and a refused file is a missing output on resume. So here the
 * context words are masked (same length, so positions do not move) before the call, and only the
 * token shapes count (see docs/checkpoints.md, "What is left out").
 */
function secrets_countTokens(text) {
    TRIGGER.lastIndex = 0;
    const windows = [];
    let m;
    while ((m = TRIGGER.exec(text)) !== null) {
        const at = m.index;
        const jwt = m[0] === 'eyJ';
        const after = jwt ? AFTER_JWT : AFTER;
        // Every search is bounded: a file that is one long line must not make this quadratic.
        if (jwt && text.slice(at, at + JWT_FIRST_DOT).indexOf('.') < 0)
            continue;
        const from = Math.max(0, at - BEFORE);
        const nl = text.slice(from, at).lastIndexOf('\n');
        const start = nl < 0 ? from : from + nl + 1;
        const to = Math.min(text.length, at + after);
        const nr = text.slice(at, to).indexOf('\n');
        const end = nr < 0 ? to : at + nr;
        const last = windows[windows.length - 1];
        if (last && start <= last[1])
            last[1] = Math.max(last[1], end);
        else
            windows.push([start, end]);
    }
    if (windows.length === 0)
        return 0;
    const candidate = windows
        .map(([s, e]) => text.slice(s, e))
        .join('\n')
        .replace(CONTEXT_WORDS, (w) => 'x'.repeat(w.length));
    return redactSecrets(candidate).count;
}

;// CONCATENATED MODULE: ./.build/snapshot/hash.js
/**
 * Streaming sha256 of files (node:crypto), optionally scanning text for token-shaped strings in the
 * same pass.
 */




/** Files up to this size are read in one piece (and scanned exactly); larger ones in chunks. */
const WHOLE_FILE = (/* unused pure expression or super */ null && (16 * 1024 * 1024));
const CHUNK = (/* unused pure expression or super */ null && (1024 * 1024));
/** Text carried from one chunk to the next so a token cut by a chunk boundary is still seen. */
const CARRY = (/* unused pure expression or super */ null && (16 * 1024));
/** Flags for reading a file we found by lstat: never follow a link, never block on a FIFO. */
const hash_READ_FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0);
/** Blobs and files up to this size may be read with synchronous calls. */
const hash_SMALL = 256 * 1024;
let smallCalls = 0;
/**
 * sha256 and size of the regular file at `path`, read once. Throws if the path is not a regular
 * file when opened (a link or FIFO swapped in after the caller's lstat).
 *
 * `sizeHint` (the size lstat saw) lets a small file be read with synchronous calls: for small files
 * a promise-based call costs far more main-thread time than the system call itself, enough to make
 * hashing a tree of them much slower than `sha256sum` (docs/performance.md, "Numbers behind
 * choices in the code"). The event loop is given a turn every 64 such files. With `into` (of more
 * than SMALL bytes), a small file is read into it and a kept `data` is a view of it, valid until
 * the caller reuses it.
 */
async function hash_hashFile(path, scan = false, sizeHint, keep = false, into) {
    if (sizeHint !== undefined && sizeHint <= hash_SMALL) {
        if (++smallCalls % 64 === 0)
            await new Promise((r) => setImmediate(r));
        const small = hashSmallSync(path, scan, keep, into);
        if (small)
            return small;
    }
    const fh = await fs.open(path, hash_READ_FLAGS);
    try {
        const st = await fh.stat();
        if (!st.isFile())
            throw new Error(`${path} is not a regular file`);
        const hash = createHash('sha256');
        if (st.size <= WHOLE_FILE) {
            // One buffer one byte larger than the file: the read that returns 0 (end of file) needs no
            // buffer of its own, and a file that grew since fstat shows as a full buffer.
            const buf = Buffer.allocUnsafe(st.size + 1);
            let got = 0;
            for (;;) {
                const { bytesRead } = await fh.read(buf, got, buf.length - got, got);
                if (bytesRead === 0)
                    break;
                got += bytesRead;
                if (got === buf.length)
                    break;
            }
            const data = buf.subarray(0, got);
            if (got === buf.length) {
                // It grew: hash the rest as a stream would; the token scan covers what was read.
                hash.update(data);
                const extra = await readRest(fh, got, hash);
                const tokens = scan ? hash_tokensIn(data) : 0;
                return { sha256: hash.digest('hex'), size: got + extra, tokens };
            }
            hash.update(data);
            const tokens = scan ? hash_tokensIn(data) : 0;
            return { sha256: hash.digest('hex'), size: got, tokens, ...(keep ? { data } : {}) };
        }
        const buf = Buffer.allocUnsafe(CHUNK);
        let size = 0;
        const counter = scan ? new hash_TokenCounter() : undefined;
        for (;;) {
            const { bytesRead } = await fh.read(buf, 0, CHUNK, size);
            if (bytesRead === 0)
                break;
            const chunk = buf.subarray(0, bytesRead);
            hash.update(chunk);
            counter?.push(chunk);
            size += bytesRead;
        }
        return { sha256: hash.digest('hex'), size, tokens: counter?.tokens ?? 0 };
    }
    finally {
        await fh.close();
    }
}
/** Token-shaped strings in content held whole (none when it looks binary). */
function hash_tokensIn(data) {
    if (looksBinary(data))
        return 0;
    return countTokens(Buffer.from(data.buffer, data.byteOffset, data.length).toString('latin1'));
}
/**
 * Counts token-shaped strings in content that arrives in chunks, as `hashFile` does: none in binary
 * content (judged by the first chunk), and the end of each chunk carried into the next so that a
 * token cut by a boundary is still seen.
 */
class hash_TokenCounter {
    tokens = 0;
    text;
    carry = '';
    push(chunk) {
        if (this.text === undefined)
            this.text = !looksBinary(chunk);
        if (!this.text)
            return;
        const s = this.carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length).toString('latin1');
        this.tokens += countTokens(s);
        this.carry = s.slice(-CARRY);
    }
}
/**
 * The whole of a regular file of at most `SMALL` bytes (256 KiB), read with synchronous calls and
 * never through a final link; undefined when it is larger or grows while read (the caller then
 * streams it). `notFile` is thrown for anything but a regular file.
 */
function hash_readSmallSync(path, notFile, into) {
    const fd = openSync(path, hash_READ_FLAGS);
    try {
        const st = fstatSync(fd);
        if (!st.isFile())
            throw notFile();
        if (st.size > hash_SMALL)
            return undefined;
        const buf = into && into.length > st.size
            ? into.subarray(0, st.size + 1)
            : Buffer.allocUnsafe(st.size + 1);
        let got = 0;
        for (;;) {
            const n = readSync(fd, buf, got, buf.length - got, got);
            if (n === 0)
                break;
            got += n;
            if (got === buf.length)
                return undefined; // it grew: take the streaming path
        }
        return buf.subarray(0, got);
    }
    finally {
        closeSync(fd);
    }
}
/** The synchronous path for a small file; undefined when it turned out larger than SMALL. */
function hashSmallSync(path, scan, keep, into) {
    const data = hash_readSmallSync(path, () => new Error(`${path} is not a regular file`), into);
    if (data === undefined)
        return undefined;
    const tokens = scan ? hash_tokensIn(data) : 0;
    const sha256 = createHash('sha256').update(data).digest('hex');
    return { sha256, size: data.length, tokens, ...(keep ? { data } : {}) };
}
/** Hashes anything past `offset` (a file that grew while being read); returns its length. */
async function readRest(fh, offset, hash) {
    const buf = Buffer.allocUnsafe(CHUNK);
    let extra = 0;
    for (;;) {
        const { bytesRead } = await fh.read(buf, 0, buf.length, offset + extra);
        if (bytesRead === 0)
            return extra;
        hash.update(buf.subarray(0, bytesRead));
        extra += bytesRead;
    }
}
/** sha256 hex of bytes. */
function hash_sha256Of(data) {
    return createHash('sha256').update(data).digest('hex');
}

;// CONCATENATED MODULE: ./.build/snapshot/blob-files.js
/**
 * Reading and syncing the files of a blob store: a file's content in chunks (whole when small, read
 * with synchronous calls, which cost less than promise-based ones for many small files), a range of
 * an open descriptor, and fsync of a file or a directory.
 */




/** The largest read of a streamed blob or file. */
const blob_files_CHUNK = 1024 * 1024;

let smallReads = 0;
/** Gives the event loop a turn every 64 synchronous reads (of all callers together). */
async function breathe() {
    if (++smallReads % 64 === 0)
        await new Promise((r) => setImmediate(r));
}
/** fsyncs a directory, where the file system allows it. */
async function syncDir(dir) {
    let fh;
    try {
        fh = await promises_.open(dir, 'r');
        await fh.sync();
    }
    catch {
        // Directory fsync is not supported on every file system; the blob itself was synced.
    }
    finally {
        await fh?.close().catch(() => undefined);
    }
}
/** fsyncs a file. */
async function syncFile(path) {
    const fh = await promises_.open(path, 'r');
    try {
        await fh.sync();
    }
    finally {
        await fh.close();
    }
}
/**
 * The content of the regular file at `path` (never read through a final link), in chunks: whole
 * when small, else through one reused buffer (consume each chunk before asking for the next).
 */
async function* blob_files_fileChunks(path) {
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
    }
    finally {
        await fh.close();
    }
}
/**
 * Up to `n` bytes from `pos` (fewer at the end of the file), into `into` when it is large enough
 * (the result is then a view of it), else into a new buffer.
 */
function readAtSync(fd, pos, n, into) {
    const buf = into && into.length >= n ? into : Buffer.allocUnsafe(n);
    let got = 0;
    while (got < n) {
        const r = (0,external_node_fs_.readSync)(fd, buf, got, n - got, pos + got);
        if (r === 0)
            break;
        got += r;
    }
    return buf.subarray(0, got);
}
/**
 * The whole of a regular file of at most SMALL bytes, read with synchronous calls (never through a
 * final link); undefined when it is larger (or grows while read), for the streaming path. Throws
 * when the path is not a regular file.
 */
async function readSmallFile(path) {
    await breathe();
    return readSmallSync(path, () => new CiStateError('snapshot_io', `cannot store ${path}: not a regular file`, 1));
}
/** Reads an open file handle from the start in chunks (one buffer, reused: consume each first). */
async function* readHandle(fh, sizeHint) {
    const buf = Buffer.allocUnsafe(Math.max(1, Math.min(blob_files_CHUNK, sizeHint + 1)));
    let pos = 0;
    for (;;) {
        const { bytesRead } = await fh.read(buf, 0, buf.length, pos);
        if (bytesRead === 0)
            return;
        pos += bytesRead;
        yield buf.subarray(0, bytesRead);
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/core/paths.js
var paths = __webpack_require__(22720);
;// CONCATENATED MODULE: ./.build/snapshot/limits.js
/**
 * The caps a snapshot's manifest and packs are checked against. A module of its own because both
 * manifest.ts and the pack modules (pack-format.ts, pack-index-record.ts) apply them, and those are
 * below manifest.ts (the blob store uses them).
 */
const DEFAULT_LIMITS = {
    maxEntries: 500_000,
    maxBytes: 10 * 1024 ** 3,
};
function limits_limitsOf(partial) {
    return { ...DEFAULT_LIMITS, ...partial };
}

;// CONCATENATED MODULE: ./.build/snapshot/pack-format.js
/**
 * The pack file format (one file carrying a set of blobs, named by the sha256 of its index; see
 * docs/checkpoints.md, "Storage format"), and opening a pack. Opening trusts nothing: trailer,
 * index and length are checked before any blob is located, and every blob read is verified against
 * its digest. Writing one: pack-writer.ts; moving blobs between a store and packs: pack.ts.
 */







/** The magic at the start of a pack and the end mark after its index. */
const MAGIC = Buffer.from('CISPACK2', 'ascii');
const END = Buffer.from('CISPEND2', 'ascii');
/** The index length and the end mark. */
const TRAILER = 4 + END.length;
/**
 * The index's own fields; its blob entries are checked by `blobEntryProblem` (a schema per entry
 * costs a millisecond per thousand blobs, and a checkpoint opens its store's packs each time).
 */
const PackIndexDoc = schemas/* strictObject */.rej({
    format: schemas/* literal */.euz('ci-state-pack'),
    version: schemas/* literal */.euz(2),
    count: schemas/* number */.aig().int().nonnegative(),
    bytes: schemas/* number */.aig().int().nonnegative(),
    blobs: schemas/* array */.YOg(schemas/* unknown */.L5J()),
});
const SHA256 = /^[0-9a-f]{64}$/;
/** What is wrong with a blob entry of an index (exactly `{"sha256", "size"}`), if anything. */
function blobEntryProblem(b) {
    if (b === null || typeof b !== 'object' || Array.isArray(b))
        return 'not an object';
    const keys = Object.keys(b);
    const extra = keys.find((k) => k !== 'sha256' && k !== 'size');
    if (extra !== undefined)
        return `unknown key ${JSON.stringify(extra.slice(0, 40))}`;
    const { sha256, size } = b;
    if (typeof sha256 !== 'string' || !SHA256.test(sha256))
        return 'sha256: expected 64 lowercase hex digits';
    if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)
        return 'size: expected a whole number of bytes';
    return undefined;
}
function packError(file, why) {
    return new errors.CiStateError('pack_invalid', `refusing pack ${(0,external_node_path_.basename)(file)}: ${why}`, 1);
}
/** Reads and checks a pack's trailer and index (see the module comment); no blob is read. */
async function openPack(file, options = {}) {
    const caps = limits_limitsOf(options.limits);
    const maxIndex = Math.min(64 * 1024 * 1024, 4096 + 100 * caps.maxEntries);
    const fh = await promises_.open(file, 'r');
    try {
        const st = await fh.stat();
        if (!st.isFile())
            throw packError(file, 'not a regular file');
        const fileSize = st.size;
        const readAt = async (pos, n) => {
            const buf = Buffer.alloc(n);
            let got = 0;
            while (got < n) {
                const { bytesRead } = await fh.read(buf, got, n - got, pos + got);
                if (bytesRead === 0)
                    throw packError(file, 'it is shorter than it says');
                got += bytesRead;
            }
            return buf;
        };
        if (fileSize < MAGIC.length + TRAILER)
            throw packError(file, `it is only ${fileSize} bytes`);
        if (!(await readAt(0, MAGIC.length)).equals(MAGIC))
            throw packError(file, 'not a ci-state pack (bad magic)');
        const tail = await readAt(fileSize - TRAILER, TRAILER);
        if (!tail.subarray(4).equals(END))
            throw packError(file, 'its trailer is missing (truncated?)');
        const ilen = tail.readUInt32BE(0);
        if (ilen > maxIndex)
            throw packError(file, `its index is ${ilen} bytes, over the cap of ${maxIndex}`);
        if (MAGIC.length + ilen + TRAILER > fileSize)
            throw packError(file, `its index is ${ilen} bytes, longer than the pack`);
        const ibuf = await readAt(fileSize - TRAILER - ilen, ilen);
        const id = (0,external_node_crypto_.createHash)('sha256').update(ibuf).digest('hex');
        if (options.expectSha256 !== undefined && id !== options.expectSha256) {
            throw packError(file, `its index hashes to ${id.slice(0, 12)}…, not the ${options.expectSha256.slice(0, 12)}… it is listed under`);
        }
        let raw;
        try {
            raw = JSON.parse(ibuf.toString('utf8'));
        }
        catch {
            throw packError(file, 'its index is not JSON');
        }
        const parsed = PackIndexDoc.safeParse(raw);
        if (!parsed.success) {
            throw packError(file, `its index is not valid: ${(0,paths/* formatIssues */.og)(parsed.error.issues).slice(0, 3).join('; ')}`);
        }
        const doc = parsed.data;
        for (let i = 0; i < doc.blobs.length; i++) {
            const problem = blobEntryProblem(doc.blobs[i]);
            if (problem)
                throw packError(file, `its index is not valid: blobs[${i}]: ${problem}`);
        }
        const entries = doc.blobs;
        if (doc.count !== doc.blobs.length)
            throw packError(file, `its index says ${doc.count} blobs and lists ${doc.blobs.length}`);
        if (doc.count > caps.maxEntries)
            throw packError(file, `${doc.count} blobs, over the cap of ${caps.maxEntries}`);
        const blobs = [];
        const seen = new Set();
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
            throw packError(file, `it is ${fileSize} bytes long, its index implies ${expected} (truncated or padded)`);
        }
        return { file, id, bytes: sum, fileBytes: fileSize, blobs };
    }
    finally {
        await fh.close();
    }
}

;// CONCATENATED MODULE: ./.build/snapshot/bytes.js
/**
 * The pieces the binary records share (blob-lists.ts, the pack index record in
 * pack-index-record.ts, the digest cache in hash-cache.ts): digests as raw bytes, 32 each, and unsigned 64-bit sizes read and
 * written as two 32-bit little-endian words, without a BigInt.
 */
/** The digests (64 hex digits each) as raw bytes, 32 each; undefined when one is not a digest. */
function digestBytes(digests) {
    if (!digests.every((d) => d.length === 64))
        return undefined;
    const bytes = Buffer.from(digests.join(''), 'hex');
    return bytes.length === digests.length * 32 ? bytes : undefined;
}
/** The `count` raw digests from `at` in `buf`, as lowercase hex (one decode, then slices). */
function digestsAt(buf, at, count) {
    const hex = buf.toString('hex', at, at + count * 32);
    const out = new Array(count);
    for (let i = 0; i < count; i++)
        out[i] = hex.slice(i * 64, i * 64 + 64);
    return out;
}
/** Writes `n` (a safe, non-negative integer) as a u64 LE at `at`. */
function writeU64(out, n, at) {
    out.writeUInt32LE(n % 2 ** 32, at);
    out.writeUInt32LE(Math.floor(n / 2 ** 32), at + 4);
}
/** The u64 LE at `at` as a number: not exact past 2^53, which the caller checks. */
function bytes_readU64(buf, at) {
    return buf.readUInt32LE(at) + buf.readUInt32LE(at + 4) * 2 ** 32;
}

;// CONCATENATED MODULE: ./.build/snapshot/pack-index-record.js
/**
 * A pack's index as a local record (`<id>.idx` beside the pack in a blob store), so that opening
 * the pack again skips parsing and checking its JSON index. The record only saves work: a missing
 * or unsound one means the pack is opened and checked again (see BlobStore).
 */



const INDEX_RECORD = Buffer.from('CISPIDX2', 'ascii');
/** The same record with the pack file's SHA-256 (32 raw bytes) after the header. */
const INDEX_RECORD_FILE = Buffer.from('CISPIDX3', 'ascii');
/** The record's header: its mark, the pack file's size (u64 LE) and the blob count (u32 LE). */
const INDEX_RECORD_HEAD = INDEX_RECORD.length + 12;
/**
 * The index of an opened pack as a local record (see BlobStore), so that opening the pack again
 * reads 40 bytes a blob instead of parsing and checking its JSON index:
 *
 *   "CISPIDX2" | u64 LE pack file size | u32 LE N | N sha256s, raw | N sizes, u64 LE
 *   "CISPIDX3" | u64 LE pack file size | u32 LE N | file sha256, raw | N sha256s | N sizes
 *
 * The second when the pack file's own digest is known (`PackIndex.fileSha256`). The digests lie
 * together, so they are written and read as one hex string. Undefined when the index names a
 * blob by something other than a sha256.
 */
function packIndexRecord(index) {
    const n = index.blobs.length;
    const file = index.fileSha256 === undefined ? undefined : digestBytes([index.fileSha256]);
    const digests = digestBytes(index.blobs.map((b) => b.sha256));
    if (!digests || (index.fileSha256 !== undefined && !file))
        return undefined;
    const head = INDEX_RECORD_HEAD + (file ? 32 : 0);
    const out = Buffer.allocUnsafe(head + n * 40);
    (file ? INDEX_RECORD_FILE : INDEX_RECORD).copy(out, 0);
    writeU64(out, index.fileBytes, INDEX_RECORD.length);
    out.writeUInt32LE(n, INDEX_RECORD.length + 8);
    file?.copy(out, INDEX_RECORD_HEAD);
    digests.copy(out, head);
    const sizes = head + n * 32;
    for (let i = 0; i < n; i++)
        writeU64(out, index.blobs[i].size, sizes + i * 8);
    return out;
}
/**
 * The index of pack `id` at `file` (`fileBytes` long, as the caller found it) from its record;
 * undefined when the record is not whole, or describes another file size, or more than the caps
 * allow. The blob bytes stay unverified as ever: every read checks them against their digest.
 */
function packIndexFromRecord(record, file, id, fileBytes, limits) {
    const caps = limits_limitsOf(limits);
    if (record.length < INDEX_RECORD_HEAD)
        return undefined;
    const mark = record.subarray(0, INDEX_RECORD.length);
    const withFile = mark.equals(INDEX_RECORD_FILE);
    if (!withFile && !mark.equals(INDEX_RECORD))
        return undefined;
    if (bytes_readU64(record, INDEX_RECORD.length) !== fileBytes)
        return undefined;
    const count = record.readUInt32LE(INDEX_RECORD.length + 8);
    const head = INDEX_RECORD_HEAD + (withFile ? 32 : 0);
    if (count > caps.maxEntries || record.length !== head + count * 40)
        return undefined;
    const fileSha256 = withFile ? digestsAt(record, INDEX_RECORD_HEAD, 1)[0] : undefined;
    const digests = digestsAt(record, head, count);
    const sizes = head + count * 32;
    const blobs = new Array(count);
    let offset = MAGIC.length;
    for (let i = 0; i < count; i++) {
        const size = bytes_readU64(record, sizes + i * 8);
        if (!Number.isSafeInteger(size))
            return undefined;
        blobs[i] = { sha256: digests[i], size, offset };
        offset += size;
    }
    const bytes = offset - MAGIC.length;
    // The index itself and the trailer follow the blobs.
    if (bytes > caps.maxBytes || offset + TRAILER >= fileBytes)
        return undefined;
    return { file, id, bytes, fileBytes, blobs, ...(fileSha256 ? { fileSha256 } : {}) };
}

// EXTERNAL MODULE: ./.build/store/atomic.js
var atomic = __webpack_require__(33367);
;// CONCATENATED MODULE: ./.build/snapshot/blob-lists.js
/**
 * Local records beside a blob store (`<store>/checkpoints/`), never shipped: the blobs each pack
 * holds and each manifest names, where a pack was sent while written, and the digest cache's file.
 * They only save work: a missing or damaged record costs a recomputation, never a wrong answer.
 * A list is raw 32-byte digests, much cheaper to read and write than JSON of hex strings.
 */




const blob_lists_SHA256 = /^[0-9a-f]{64}$/;
function listDir(store, kind) {
    return (0,external_node_path_.join)((0,external_node_path_.dirname)(store.dir), kind);
}
/** A record's file name after the digest: `.bin` for the lists, `.json` for the others. */
function extensionOf(kind) {
    return kind === 'shipped' ? '.json' : '.bin';
}
/** The record of kind `kind` for pack or manifest `sha`: `<kind>/<sha>.bin` or `.json`. */
function recordFile(store, kind, sha) {
    return (0,external_node_path_.join)(listDir(store, kind), `${sha}${extensionOf(kind)}`);
}
/**
 * Where pack `id` went while it was written (src/github/pack-storage.ts, `startPackShip`):
 * `shipped/<id>.json`.
 */
function shippedRecordFile(store, id) {
    return recordFile(store, 'shipped', id);
}
/**
 * Replaces `file` with `data` through a temp file (the store's temp naming) and a rename, without
 * an fsync: for records that may be lost. Never throws; a failure leaves the old file or none.
 */
async function blob_lists_writeRecord(file, data, mode = 0o644) {
    const temp = (0,atomic/* tempPathFor */.FD)(file);
    try {
        await promises_.mkdir((0,external_node_path_.dirname)(file), { recursive: true });
        await promises_.writeFile(temp, data, { mode });
        await promises_.rename(temp, file);
    }
    catch {
        await promises_.rm(temp, { force: true }).catch(() => undefined);
    }
}
/** Records the blobs of pack or manifest `sha` (each once). */
function blob_lists_writeBlobList(store, kind, sha, blobs) {
    const bytes = digestBytes([...new Set(blobs)]);
    if (!bytes)
        return Promise.resolve(); // not digests: no record
    return blob_lists_writeRecord(recordFile(store, kind, sha), bytes);
}
/** Whether a list of the blobs of pack or manifest `sha` is recorded (not whether it is sound). */
function blob_lists_hasBlobList(store, kind, sha) {
    return fs.access(recordFile(store, kind, sha)).then(() => true, () => false);
}
/** The recorded blobs of pack or manifest `sha`; undefined when there is no sound record. */
async function readBlobList(store, kind, sha) {
    let bytes;
    try {
        bytes = await promises_.readFile(recordFile(store, kind, sha));
    }
    catch {
        return undefined; // none yet, or not readable
    }
    if (bytes.length % 32 !== 0)
        return undefined;
    return digestsAt(bytes, 0, bytes.length / 32);
}
/** Removes the records of the given kind whose pack or manifest is not in `keep`. */
async function pruneBlobLists(store, kind, keep, dryRun = false) {
    const dir = listDir(store, kind);
    let names;
    try {
        names = await fs.readdir(dir);
    }
    catch {
        return;
    }
    const ext = extensionOf(kind);
    for (const name of names) {
        const sha = name.endsWith(ext) ? name.slice(0, -ext.length) : '';
        if (blob_lists_SHA256.test(sha) && keep.has(sha))
            continue;
        if (!dryRun)
            await fs.rm(join(dir, name), { force: true });
    }
}

;// CONCATENATED MODULE: ./.build/snapshot/blob-locator.js
/**
 * Where each blob of a blob store lies (see blob-store.ts for the layout): its loose file
 * `<dir>/ab/cdef…`, or a range of a pack in `<dir>/packs/`. Keeps in memory the index of the packs
 * seen (opened from their `<id>.idx` record when it is sound, else checked in full), looks for new
 * packs when a blob is not found, and moves a corrupt blob (or the whole pack holding it) aside.
 * One per BlobStore; the store's reads, writes and pruning go through it.
 */








const PACK_NAME = /^([0-9a-f]{64})\.pack$/;
/** How long after a change the packs directory is listed again on every miss. */
const RACY_NS = 2000000000n;
const SHA = /^[0-9a-f]{64}$/;
function checkSha(sha) {
    if (!SHA.test(sha)) {
        throw new errors.CiStateError('invalid_input', `blob name ${JSON.stringify(sha).slice(0, 80)} is not a lowercase hex sha256`);
    }
    return sha;
}
function missing(sha, dir) {
    return new errors.CiStateError('blob_missing', `blob ${sha.slice(0, 12)}… is missing from ${dir}`, 1);
}
class BlobLocator {
    dir;
    /**
     * The packs registered so far (by id), where each of their blobs lies, the pack names already
     * looked at (those that did not open too), and when the packs directory was last listed.
     */
    packIndexes = new Map();
    packed = new Map();
    seenPacks = new Set();
    packsListedAt = -1n;
    scanning;
    /** Packs held open for synchronous reads until the event loop's next turn (`packFd`). */
    openPacks = new Map();
    constructor(dir) {
        this.dir = dir;
    }
    /** Where the loose blob lives (whether or not it exists). */
    pathOf(sha) {
        checkSha(sha);
        return (0,external_node_path_.join)(this.dir, sha.slice(0, 2), sha.slice(2));
    }
    /** The packs directory: `<dir>/packs`. */
    get packsDir() {
        return (0,external_node_path_.join)(this.dir, 'packs');
    }
    /** The blob's place in a pack already registered, without looking for new packs. */
    known(sha) {
        return this.packed.get(sha);
    }
    /** Every blob in a registered pack. */
    packedBlobs() {
        return this.packed.keys();
    }
    /** The blob's place in a pack, looking for packs added since the last look when unknown. */
    async findPacked(sha) {
        const known = this.packed.get(sha);
        if (known)
            return known;
        await this.scanPacks();
        return this.packed.get(sha);
    }
    /**
     * Reads the indexes of packs not seen yet (when the packs directory changed since the last
     * look). A pack that does not open (a stray or damaged file) is left out, as if absent.
     */
    scanPacks() {
        // One look at a time: concurrent readers wait for the same one.
        this.scanning ??= this.lookForPacks().finally(() => {
            this.scanning = undefined;
        });
        return this.scanning;
    }
    async lookForPacks() {
        const st = (0,external_node_fs_.statSync)(this.packsDir, { bigint: true, throwIfNoEntry: false });
        if (!st)
            return;
        const mtime = st.mtimeNs;
        // Listed again only when the directory changed since, or changed so recently that a pack
        // added within the same timestamp tick would not show in its time (git's "racily clean").
        const now = BigInt(Date.now()) * 1000000n;
        if (mtime === this.packsListedAt && now - mtime > RACY_NS)
            return;
        this.packsListedAt = mtime;
        let names;
        try {
            names = await promises_.readdir(this.packsDir);
        }
        catch {
            return;
        }
        for (const name of names.sort()) {
            const id = PACK_NAME.exec(name)?.[1];
            if (!id || this.seenPacks.has(id))
                continue;
            this.seenPacks.add(id);
            try {
                this.register(await this.openStored((0,external_node_path_.join)(this.packsDir, name), id));
            }
            catch {
                // Not a pack we can use: its blobs are absent.
            }
        }
    }
    /** Where the index of pack `id` is kept as a record (see `openStored`). */
    indexFileOf(id) {
        return (0,external_node_path_.join)(this.packsDir, `${id}.idx`);
    }
    /**
     * Opens pack `id` of this store: from its index record (`<id>.idx` beside it, see
     * `packIndexRecord`) when there is a sound one for a file of this size, else by checking the pack
     * itself (`openPack`), and then its record is written. The record only saves parsing the pack's
     * JSON index: blob bytes are verified on every read either way.
     */
    async openStored(file, id) {
        const record = await promises_.readFile(this.indexFileOf(id)).catch(() => undefined);
        if (record) {
            const st = (0,external_node_fs_.lstatSync)(file, { throwIfNoEntry: false });
            const index = st?.isFile() && packIndexFromRecord(record, file, id, st.size);
            if (index)
                return index;
        }
        const index = await openPack(file, { expectSha256: id });
        await this.recordIndex(index);
        return index;
    }
    /** Writes the index record of a pack this store holds (`writeRecord`: never throws). */
    async recordIndex(index) {
        const record = packIndexRecord(index);
        if (record)
            await blob_lists_writeRecord(this.indexFileOf(index.id), record);
    }
    /** Makes the blobs of a pack in the packs directory readable. */
    register(index) {
        this.seenPacks.add(index.id);
        this.packIndexes.set(index.id, index);
        const { file, id: pack } = index;
        for (const { sha256, size, offset } of index.blobs) {
            if (!this.packed.has(sha256))
                this.packed.set(sha256, { sha256, size, offset, file, pack });
        }
    }
    /**
     * A descriptor of the pack file at `path` for synchronous reads, opened with `flags` or reused:
     * thousands of small blobs read back to back from one pack cost an open and a close each
     * otherwise. Every descriptor is closed at the event loop's next turn, and at once when the pack
     * is forgotten or moved aside. A pack's name is its digest, so a descriptor still open on a pack
     * replaced meanwhile reads the same bytes, verified as always.
     */
    packFd(path, flags) {
        let fd = this.openPacks.get(path);
        if (fd === undefined) {
            fd = (0,external_node_fs_.openSync)(path, flags);
            if (this.openPacks.size === 0)
                setImmediate(() => this.closePacks());
            this.openPacks.set(path, fd);
        }
        return fd;
    }
    closePacks(path) {
        for (const [p, fd] of this.openPacks) {
            if (path !== undefined && p !== path)
                continue;
            this.openPacks.delete(p);
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    /** Drops a pack from the in-memory index (the pack is gone or not trusted). */
    forgetPack(id) {
        const index = this.packIndexes.get(id);
        if (index)
            this.closePacks(index.file);
        for (const b of index?.blobs ?? []) {
            if (this.packed.get(b.sha256)?.pack === id)
                this.packed.delete(b.sha256);
        }
        this.packIndexes.delete(id);
    }
    /** Every pack present. */
    async packs() {
        await this.scanPacks();
        return [...this.packIndexes.values()];
    }
    /**
     * Calls `open` on where the blob lies: the pack the index knows it in, else its loose file, else a
     * pack added since the last look. A pack file that is gone is forgotten; `blob_missing` when the
     * blob is nowhere.
     */
    async withSource(sha, open) {
        const path = this.pathOf(sha);
        const attempt = async (src) => {
            try {
                return await open(src);
            }
            catch (err) {
                if (err.code !== 'ENOENT')
                    throw err;
                if (src.pack)
                    this.forgetPack(src.pack);
                return undefined;
            }
        };
        const inPack = (loc) => ({
            path: loc.file,
            start: loc.offset,
            length: loc.size,
            pack: loc.pack,
        });
        const known = this.packed.get(sha);
        const opened = (known && (await attempt(inPack(known)))) ?? (await attempt({ path, start: 0 }));
        if (opened)
            return opened;
        const found = await this.findPacked(sha);
        const late = found && (await attempt(inPack(found)));
        if (late)
            return late;
        throw missing(sha, this.dir);
    }
    /**
     * Moves a corrupt blob aside so that it is written again by the next put of its content; a blob
     * in a pack takes the whole pack with it (a pack with one bad blob is not trusted for others).
     */
    async quarantine(sha, src) {
        const tmpDir = (0,external_node_path_.join)(this.dir, 'tmp');
        await promises_.mkdir(tmpDir, { recursive: true }).catch(() => undefined);
        const name = src.pack ?? sha;
        if (src.pack)
            this.forgetPack(src.pack);
        this.closePacks(src.path);
        await promises_.rename(src.path, (0,external_node_path_.join)(tmpDir, `corrupt-${name}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`))
            .catch(() => undefined);
        if (src.pack)
            await promises_.rm(this.indexFileOf(src.pack), { force: true }).catch(() => undefined);
    }
    /** The loose blobs present, by name. */
    async looseBlobs() {
        const out = [];
        let shards = [];
        try {
            shards = await promises_.readdir(this.dir);
        }
        catch {
            // no store yet
        }
        for (const shard of shards) {
            if (!/^[0-9a-f]{2}$/.test(shard))
                continue;
            for (const rest of await promises_.readdir((0,external_node_path_.join)(this.dir, shard))) {
                if (SHA.test(shard + rest))
                    out.push(shard + rest);
            }
        }
        return out;
    }
}

;// CONCATENATED MODULE: ./.build/snapshot/blob-read.js
/**
 * Verified reads of a blob store's blobs, wherever they lie (blob-locator.ts): every read hashes
 * the bytes and fails with `blob_corrupt` when they do not hash to the blob's name (moving the
 * blob, or its pack, aside) or differ from the size expected, and with `blob_missing` when the blob
 * is nowhere. Streamed (`readBlob`) or, for small blobs, whole with synchronous calls.
 */






function corrupt(sha, why) {
    return new errors.CiStateError('blob_corrupt', `blob ${sha.slice(0, 12)}… ${why}`, 1);
}
/**
 * The blob's bytes, verified: the iterator throws `blob_corrupt` at the end when they do not
 * hash to `sha` (or differ from `expectSize`), and `blob_missing` when there is no such blob.
 * Consumers must not publish what they read until the iteration completed.
 */
async function* readBlob(locator, sha, expectSize) {
    const { fh, src } = await locator.withSource(sha, async (src) => ({
        fh: await promises_.open(src.path, hash_READ_FLAGS),
        src,
    }));
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let size = 0;
    let cut = false;
    try {
        const known = src.length ?? expectSize ?? (await fh.stat()).size;
        for (;;) {
            // Sized to what is left (plus one byte for a loose blob, to see its end or an excess): no
            // large buffer for a small blob, and each chunk handed out is its own.
            const left = src.length === undefined ? known + 1 - size : src.length - size;
            if (left <= 0)
                break;
            const want = Math.max(1, Math.min(blob_files_CHUNK, left));
            const buf = Buffer.allocUnsafe(want);
            const { bytesRead } = await fh.read(buf, 0, want, src.start + size);
            if (bytesRead === 0)
                break;
            const chunk = buf.subarray(0, bytesRead);
            hash.update(chunk);
            size += bytesRead;
            if (expectSize !== undefined && size > expectSize) {
                cut = true;
                break;
            }
            yield chunk;
        }
    }
    finally {
        await fh.close();
    }
    if (!cut) {
        const got = hash.digest('hex');
        if (got !== sha) {
            await locator.quarantine(sha, src);
            throw corrupt(sha, `is corrupt: its content hashes to ${got.slice(0, 12)}…`);
        }
    }
    if (expectSize !== undefined && (cut || size !== expectSize)) {
        // The blob itself may be sound and the size expected of it wrong: leave it in place.
        throw corrupt(sha, `does not have the ${expectSize} bytes expected`);
    }
}
/**
 * A small blob's bytes, verified, read with synchronous calls: for thousands of small blobs (a
 * pack), each promise-based call costs more than the read itself (as in `hashFile`). The event
 * loop is given a turn every 64 reads. Fails as `readBlob` does (`blob_missing`, `blob_corrupt`,
 * the blob moved aside when its content is wrong); undefined when the blob is over `max` bytes.
 * With `into` (of at least `max` + 1 bytes), the bytes are read into it and the result is a view
 * of it: the caller reuses it once done with them.
 */
async function readSmallBlob(locator, sha, expectSize, max = hash_SMALL, into) {
    if (expectSize > max)
        return undefined;
    await breathe();
    // A pack's descriptor is the locator's, kept for the next reads; a loose blob's is closed here.
    const { fd, src } = await locator.withSource(sha, (src) => ({
        fd: src.pack ? locator.packFd(src.path, hash_READ_FLAGS) : (0,external_node_fs_.openSync)(src.path, hash_READ_FLAGS),
        src,
    }));
    let data;
    try {
        const size = src.length ?? (0,external_node_fs_.fstatSync)(fd).size;
        if (size > max)
            return undefined;
        // A loose blob is read one byte past what is expected, to see one larger than it should be.
        data = readAtSync(fd, src.start, src.length ?? Math.max(size, expectSize) + 1, into);
    }
    finally {
        if (!src.pack)
            (0,external_node_fs_.closeSync)(fd);
    }
    if (data.length > expectSize)
        throw corrupt(sha, `does not have the ${expectSize} bytes expected`);
    const got = (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex');
    if (got !== sha) {
        await locator.quarantine(sha, src);
        throw corrupt(sha, `is corrupt: its content hashes to ${got.slice(0, 12)}…`);
    }
    if (data.length !== expectSize)
        throw corrupt(sha, `does not have the ${expectSize} bytes expected`);
    return data;
}

;// CONCATENATED MODULE: ./.build/snapshot/blob-sweep.js
/**
 * Cleaning a blob store: `sweepTemp` removes what writers left in `<dir>/tmp` (temp files of
 * processes that are gone or old, corrupt blobs moved aside), `pruneBlobs` removes the packs and
 * loose blobs no checkpoint needs any more.
 */


/**
 * Removes leftovers in `<dir>/tmp`: temp files of writers that are gone or older than
 * `maxAgeMs` (default one hour), and corrupt blobs moved aside. Returns how many were removed.
 */
async function sweepTemp(dir, maxAgeMs = 60 * 60 * 1000, now = Date.now()) {
    const tmpDir = (0,external_node_path_.join)(dir, 'tmp');
    let names;
    try {
        names = await promises_.readdir(tmpDir);
    }
    catch {
        return 0;
    }
    let removed = 0;
    for (const name of names) {
        const path = (0,external_node_path_.join)(tmpDir, name);
        const pid = Number(/^(\d+)\./.exec(name)?.[1] ?? NaN);
        let gone = false;
        if (Number.isInteger(pid) && pid !== process.pid) {
            try {
                process.kill(pid, 0);
            }
            catch (err) {
                gone = err.code === 'ESRCH';
            }
        }
        try {
            const st = await promises_.lstat(path);
            if (name.startsWith('corrupt-') || gone || now - st.mtimeMs > maxAgeMs) {
                await promises_.rm(path, { force: true });
                removed++;
            }
        }
        catch {
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
async function pruneBlobs(locator, keep, options = {}) {
    const cutoff = (options.now ?? Date.now()) - (options.graceMs ?? 60 * 60 * 1000);
    const out = { packs: 0, loose: 0, bytes: 0 };
    const old = (path) => promises_.lstat(path).then((st) => (st.isFile() && st.mtimeMs < cutoff ? st.size : undefined), () => undefined);
    for (const pack of await locator.packs()) {
        if (pack.blobs.some((b) => keep.has(b.sha256)))
            continue;
        const size = await old(pack.file);
        if (size === undefined)
            continue;
        if (!options.dryRun) {
            await promises_.rm(pack.file, { force: true });
            await promises_.rm(locator.indexFileOf(pack.id), { force: true });
            locator.forgetPack(pack.id);
        }
        out.packs++;
        out.bytes += size;
    }
    for (const sha of await locator.looseBlobs()) {
        if (keep.has(sha))
            continue;
        const path = locator.pathOf(sha);
        const size = await old(path);
        if (size === undefined)
            continue;
        if (!options.dryRun)
            await promises_.rm(path, { force: true });
        out.loose++;
        out.bytes += size;
    }
    return out;
}

;// CONCATENATED MODULE: ./.build/snapshot/pack-writer.js
/**
 * Writing a pack (the format is in pack-format.ts): blobs are appended through a staging buffer,
 * then the index and trailer, with early `datasync` calls while the pack grows so that the final
 * fsync has little left to do.
 */




const pack_writer_CHUNK = 1024 * 1024;
/** Bytes written between two early `datasync` calls of a pack that is synced (see PackWriter). */
const SYNC_AHEAD = 32 * 1024 * 1024;
/**
 * Writes a pack: blobs are appended (through a staging buffer: a pack of many small blobs is
 * otherwise a write per blob), then `finish` writes the index and trailer. The file is a temp
 * file until the caller moves it where it belongs; `abort` removes it.
 */
class PackWriter {
    file;
    fh;
    sync;
    tee;
    blobs = [];
    names = new Set();
    staging = Buffer.allocUnsafe(pack_writer_CHUNK);
    /** The digest of every byte of the file, in order (`PackIndex.fileSha256`), when taken. */
    fileHash;
    held = 0;
    pos = MAGIC.length;
    done = false;
    /** Bytes written since the last early `datasync`, the one in flight, and its failure. */
    unsynced = 0;
    ahead;
    aheadError;
    constructor(file, fh, sync, tee, fileDigest) {
        this.file = file;
        this.fh = fh;
        this.sync = sync;
        this.tee = tee;
        this.fileHash = fileDigest ? (0,external_node_crypto_.createHash)('sha256') : undefined;
    }
    /**
     * Creates `file` (which must not exist) and writes the magic. With `sync` (the default), every
     * SYNC_AHEAD bytes written start a `datasync` while the writing goes on (one at a time), so that
     * the disk writes as the pack is made instead of all at the final fsync.
     */
    static async create(file, options = {}) {
        const fh = await promises_.open(file, 'wx', 0o444);
        const w = new PackWriter(file, fh, options.sync ?? true, options.tee, options.fileDigest ?? true);
        MAGIC.copy(w.staging, 0);
        w.held = MAGIC.length;
        return w;
    }
    /** Blobs appended so far. */
    get count() {
        return this.blobs.length;
    }
    /** Whether the blob is in this pack already. */
    holds(sha) {
        return this.names.has(sha);
    }
    async writeAll(buf) {
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
            this.ahead = this.fh.datasync().catch((err) => {
                this.aheadError ??= err;
            });
        }
    }
    async writeFully(buf) {
        let off = 0;
        while (off < buf.length) {
            const { bytesWritten } = await this.fh.write(buf, off, buf.length - off);
            off += bytesWritten;
        }
    }
    async drain() {
        if (this.held > 0)
            await this.writeAll(this.staging.subarray(0, this.held));
        this.held = 0;
    }
    async put(buf) {
        if (this.held + buf.length > this.staging.length)
            await this.drain();
        if (buf.length >= this.staging.length)
            await this.writeAll(buf);
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
    async append(chunks, expectSha256) {
        if (this.done)
            throw new Error('pack already finished');
        const hash = (0,external_node_crypto_.createHash)('sha256');
        let size = 0;
        for await (const c of chunks) {
            hash.update(c);
            size += c.length;
            await this.put(c);
        }
        const sha256 = hash.digest('hex');
        if (expectSha256 !== undefined && sha256 !== expectSha256) {
            throw new errors.CiStateError('blob_mismatch', `content hashes to ${sha256.slice(0, 12)}…, expected ${expectSha256.slice(0, 12)}… (changed while it was read?)`, 1);
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
    async appendHashed(data, sha256) {
        if (this.done)
            throw new Error('pack already finished');
        this.refuseTwice(sha256); // before any byte is written: the pack stays in step
        await this.put(data);
        this.record(sha256, data.length);
    }
    refuseTwice(sha256) {
        if (this.names.has(sha256)) {
            throw new Error(`blob ${sha256.slice(0, 12)}… appended twice to one pack`);
        }
    }
    record(sha256, size) {
        this.names.add(sha256);
        this.blobs.push({ sha256, size, offset: this.pos });
        this.pos += size;
    }
    /** Writes the index and trailer, fsyncs (unless created with `sync: false`) and closes. */
    async finish() {
        if (this.done)
            throw new Error('pack already finished');
        this.done = true;
        const bytes = this.pos - MAGIC.length;
        const index = Buffer.from(JSON.stringify({
            format: 'ci-state-pack',
            version: 2,
            count: this.blobs.length,
            bytes,
            blobs: this.blobs.map((b) => ({ sha256: b.sha256, size: b.size })),
        }), 'utf8');
        const trailer = Buffer.alloc(TRAILER);
        trailer.writeUInt32BE(index.length, 0);
        END.copy(trailer, 4);
        try {
            await this.put(index);
            await this.put(trailer);
            await this.drain();
            await this.ahead;
            if (this.aheadError)
                throw this.aheadError;
            if (this.sync)
                await this.fh.sync();
        }
        finally {
            await this.fh.close();
        }
        return {
            file: this.file,
            id: (0,external_node_crypto_.createHash)('sha256').update(index).digest('hex'),
            bytes,
            fileBytes: this.pos + index.length + TRAILER,
            blobs: this.blobs,
            ...(this.fileHash ? { fileSha256: this.fileHash.digest('hex') } : {}),
        };
    }
    /** Closes and removes the file. */
    async abort() {
        if (!this.done) {
            this.done = true;
            await this.fh.close().catch(() => undefined);
        }
        await promises_.rm(this.file, { force: true });
    }
}

;// CONCATENATED MODULE: ./.build/snapshot/blob-store.js
/**
 * A content-addressed, write-once blob store on a directory: loose blobs (`ab/cdef…`), packs
 * (`packs/<id>.pack` with their `.idx` records) and `tmp/`; layout and guarantees in
 * docs/checkpoints.md, "Storage format". Blobs and packs are published by link or rename after an
 * fsync, so they appear whole or not at all and are never replaced. This module writes; where
 * blobs lie is blob-locator.ts, verified reads blob-read.ts, cleaning blob-sweep.ts, and the file
 * I/O they share blob-files.ts.
 */










class BlobStore {
    dir;
    durable;
    madeShards = new Set();
    madeTmp = false;
    /** Where each blob lies: the loose files and the packs seen so far. */
    locator;
    constructor(dir, options = {}) {
        this.dir = dir;
        this.durable = options.durable ?? true;
        this.locator = new BlobLocator(dir);
    }
    /** The blob store of a local store directory: `<storeDir>/checkpoints/blobs`. */
    static forStore(storeDir, options = {}) {
        return new BlobStore((0,external_node_path_.join)(storeDir, 'checkpoints', 'blobs'), options);
    }
    /** Where the blob lives (whether or not it exists). */
    pathOf(sha) {
        return this.locator.pathOf(sha);
    }
    /** The packs directory: `<dir>/packs`. */
    get packsDir() {
        return this.locator.packsDir;
    }
    /** Whether the blob is present (not verified: reads verify). */
    async has(sha) {
        return (await this.sizeOf(sha)) !== undefined;
    }
    /**
     * Whether each blob is present, as of one look: the packs are read as `has` reads them and the
     * loose blobs listed, once. For the many questions of one checkpoint, where `has` would lstat
     * each new blob and look at the packs directory again for each. A pack another process adds
     * meanwhile is not seen, which only means a blob stored twice.
     */
    async presence() {
        await this.locator.scanPacks();
        const loose = new Set(await this.locator.looseBlobs());
        return (sha) => this.locator.known(sha) !== undefined ||
            (loose.has(sha) && !!(0,external_node_fs_.lstatSync)(this.pathOf(sha), { throwIfNoEntry: false })?.isFile());
    }
    /** Size of a present blob, or undefined. */
    async sizeOf(sha) {
        const inPack = this.locator.known(sha);
        if (inPack)
            return inPack.size;
        // A synchronous lstat: one cheap call, asked once per file of a checkpoint, where a trip
        // through the thread pool costs more than the call itself.
        const st = (0,external_node_fs_.lstatSync)(this.pathOf(sha), { throwIfNoEntry: false });
        if (st?.isFile())
            return st.size;
        return (await this.locator.findPacked(sha))?.size;
    }
    /** Every pack present (for shipping a checkpoint's pack as it is, and for pruning). */
    packs() {
        return this.locator.packs();
    }
    /**
     * Adds a checked pack (see `openPack`) to the store: copied (or moved, with `move`) into the
     * packs directory under its id, fsynced (unless `sync` is false: a copy of a pack kept elsewhere;
     * one a crash damaged is refused when opened or read, as any bad pack), then its blobs are
     * readable.
     */
    async addPack(index, options = {}) {
        const sync = this.durable && (options.sync ?? true);
        const dest = (0,external_node_path_.join)(this.packsDir, `${index.id}.pack`);
        await promises_.mkdir(this.packsDir, { recursive: true });
        const present = await promises_.lstat(dest)
            .then((st) => st.isFile() && st.size === index.fileBytes)
            .catch(() => false);
        if (!present) {
            const temp = await this.tempPath('pack');
            let moved = false;
            if (options.move) {
                moved = await promises_.rename(index.file, temp).then(() => true, () => false);
            }
            try {
                if (!moved)
                    await promises_.copyFile(index.file, temp, external_node_fs_.constants.COPYFILE_FICLONE);
                if (sync)
                    await syncFile(temp);
                await promises_.rename(temp, dest);
            }
            catch (err) {
                await promises_.rm(temp, { force: true });
                throw err;
            }
            if (sync)
                await syncDir(this.packsDir);
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
    async newPack(options = {}) {
        const temp = await this.tempPath('pack');
        const writer = await PackWriter.create(temp, { ...options, sync: this.durable });
        return {
            writer,
            commit: async () => {
                if (writer.count === 0) {
                    await writer.abort();
                    return undefined;
                }
                let index;
                try {
                    index = await writer.finish();
                    await promises_.mkdir(this.packsDir, { recursive: true });
                    const dest = (0,external_node_path_.join)(this.packsDir, `${index.id}.pack`);
                    await promises_.rename(temp, dest);
                    index = { ...index, file: dest };
                }
                catch (err) {
                    await writer.abort();
                    throw err;
                }
                if (this.durable)
                    await syncDir(this.packsDir);
                this.locator.register(index);
                await this.locator.recordIndex(index);
                return index;
            },
            abort: () => writer.abort(),
        };
    }
    /** Stores bytes as a loose blob; returns the sha256. */
    async putBytes(data) {
        const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
        const staged = await this.stage([buf]);
        await staged.commit();
        return staged.sha256;
    }
    /** A new temp file name in `<dir>/tmp` (made once), named after this process. */
    async tempPath(ext) {
        const tmpDir = (0,external_node_path_.join)(this.dir, 'tmp');
        if (!this.madeTmp) {
            await promises_.mkdir(tmpDir, { recursive: true });
            this.madeTmp = true;
        }
        return (0,external_node_path_.join)(tmpDir, `${process.pid}.${(0,external_node_crypto_.randomBytes)(8).toString('hex')}.${ext}`);
    }
    /**
     * Writes `source` to a temp file, hashing it. The caller decides whether to publish it (used
     * by external captures: a command that fails leaves nothing behind).
     */
    async stage(source) {
        const temp = await this.tempPath('tmp');
        // Created read-only: the descriptor that creates it may still write to it.
        const fh = await promises_.open(temp, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | (external_node_fs_.constants.O_NOFOLLOW ?? 0), 0o444);
        const hash = (0,external_node_crypto_.createHash)('sha256');
        let size = 0;
        let ok = false;
        try {
            for await (const chunk of source) {
                size += chunk.length;
                hash.update(chunk);
                let off = 0;
                while (off < chunk.length) {
                    const { bytesWritten } = await fh.write(chunk, off, chunk.length - off);
                    off += bytesWritten;
                }
            }
            if (this.durable)
                await fh.sync();
            ok = true;
        }
        finally {
            await fh.close().catch(() => undefined);
            if (!ok)
                await promises_.unlink(temp).catch(() => undefined);
        }
        const sha256 = hash.digest('hex');
        let done = false;
        return {
            sha256,
            size,
            commit: async () => {
                if (done)
                    throw new Error('staged blob already committed or discarded');
                done = true;
                try {
                    return await this.publish(temp, sha256);
                }
                finally {
                    await promises_.unlink(temp).catch(() => undefined);
                }
            },
            discard: async () => {
                done = true;
                await promises_.unlink(temp).catch(() => undefined);
            },
        };
    }
    async publish(temp, sha) {
        const shard = (0,external_node_path_.join)(this.dir, sha.slice(0, 2));
        if (!this.madeShards.has(shard)) {
            await promises_.mkdir(shard, { recursive: true });
            this.madeShards.add(shard);
        }
        try {
            await promises_.link(temp, (0,external_node_path_.join)(shard, sha.slice(2)));
        }
        catch (err) {
            if (err.code === 'EEXIST')
                return false;
            if (err.code === 'ENOENT') {
                // The shard was removed behind our back (cleanup): make it again once.
                this.madeShards.delete(shard);
                await promises_.mkdir(shard, { recursive: true });
                try {
                    await promises_.link(temp, (0,external_node_path_.join)(shard, sha.slice(2)));
                }
                catch (e) {
                    if (e.code === 'EEXIST')
                        return false;
                    throw e;
                }
            }
            else
                throw err;
        }
        if (this.durable)
            await syncDir(shard);
        return true;
    }
    /**
     * The blob's bytes, verified: the iterator throws `blob_corrupt` at the end when they do not
     * hash to `sha` (or differ from `expectSize`), and `blob_missing` when there is no such blob.
     * Consumers must not publish what they read until the iteration completed.
     */
    get(sha, expectSize) {
        return readBlob(this.locator, sha, expectSize);
    }
    /**
     * A small blob's bytes, verified, read with synchronous calls (see `readSmallBlob`, and `into`
     * there); undefined when the blob is over `max` bytes (use `get`).
     */
    readSmall(sha, expectSize, max, into) {
        return readSmallBlob(this.locator, sha, expectSize, max, into);
    }
    /** The whole blob, verified (for small blobs: manifests, link targets). */
    async read(sha, maxBytes = 64 * 1024 * 1024) {
        const size = await this.sizeOf(sha);
        if (size !== undefined && size > maxBytes) {
            throw new errors.CiStateError('blob_too_large', `blob ${sha.slice(0, 12)}… is over ${maxBytes} bytes`, 1);
        }
        const parts = [];
        for await (const chunk of this.get(sha, size))
            parts.push(chunk);
        return Buffer.concat(parts);
    }
    /** Checks a blob in place: its size, or a one-line reason it is missing or corrupt. */
    async verify(sha, expectSize) {
        try {
            let size = 0;
            for await (const chunk of this.get(sha, expectSize))
                size += chunk.length;
            return { ok: true, size };
        }
        catch (err) {
            return { ok: false, why: err instanceof Error ? err.message : String(err) };
        }
    }
    /** Removes leftovers in `<dir>/tmp` (see `sweepTemp`); returns how many were removed. */
    sweepTemp(maxAgeMs, now) {
        return sweepTemp(this.dir, maxAgeMs, now);
    }
    /** Removes checkpoint content not in `keep` (see `pruneBlobs`). */
    prune(keep, options = {}) {
        return pruneBlobs(this.locator, keep, options);
    }
    /** Every blob present, loose or in a pack (for tests and cleanup tools). */
    async list() {
        await this.locator.scanPacks();
        return [
            ...new Set([...this.locator.packedBlobs(), ...(await this.locator.looseBlobs())]),
        ].sort();
    }
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./.build/snapshot/hash-cache.js






const hash_cache_MAGIC = Buffer.from('CISHASH3', 'ascii');
const KEY_BYTES = 40;
const SHA_BYTES = 32;
/** A row's fixed part: its key, its sha256 and its token count. */
const RECORD = KEY_BYTES + SHA_BYTES + 4;
const hash_cache_RACY_NS = 2000000000n;
const MAX_ENTRIES = 1_000_000;
const I64_MIN = -(2n ** 63n);
const I64_MAX = 2n ** 63n - 1n;
const LITTLE_ENDIAN = (0,external_node_os_.endianness)() === 'LE';
/**
 * The key of the file `lstat` described as `st`, in one reused buffer (KEY_BYTES, valid until the
 * next call); undefined for a file whose times do not fit in 64 bits of nanoseconds (past the
 * year 2262), which is never cached. On a little-endian machine (`le`) it is written through
 * 64-bit typed arrays, which store a BigInt without the arithmetic of `writeBigUInt64LE`; the bytes
 * are the same.
 */
const lstatKey = (() => {
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
        }
        else {
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
async function fileSystemNow(file) {
    const temp = tempPathFor(file);
    try {
        await fs.mkdir(dirname(file), { recursive: true });
        const fh = await fs.open(temp, 'wx', 0o600);
        try {
            const st = await fh.stat({ bigint: true });
            return { dev: st.dev, ns: st.mtimeNs };
        }
        finally {
            await fh.close();
            await fs.rm(temp, { force: true });
        }
    }
    catch {
        return undefined;
    }
}
/**
 * The rows of a cache file; a file that is not one, or not whole, gives none. A row is checked
 * when it is looked up (`digestOf`).
 */
function parseRows(buf) {
    const rows = new Map();
    const head = hash_cache_MAGIC.length + 8;
    if (buf.length < head || !buf.subarray(0, hash_cache_MAGIC.length).equals(hash_cache_MAGIC))
        return rows;
    const count = buf.readUInt32LE(hash_cache_MAGIC.length);
    const pathBytes = buf.readUInt32LE(hash_cache_MAGIC.length + 4);
    const records = head + pathBytes;
    if (count === 0 || count > MAX_ENTRIES || records + count * RECORD !== buf.length)
        return rows;
    const paths = buf.toString('utf8', head, records).split('\0');
    if (paths.length !== count)
        return rows;
    for (let i = 0; i < count; i++) {
        const path = paths[i];
        if (path !== '')
            rows.set(path, { buf, off: records + i * RECORD });
    }
    return rows;
}
/** A row's digest and token count (null: hashed without a scan); undefined when it is damaged. */
function digestOf(e) {
    const { buf, off } = e;
    const size = readU64(buf, off + 16); // sizes past 2^53 are not cached
    const tokens = buf.readInt32LE(off + KEY_BYTES + SHA_BYTES);
    if (!Number.isSafeInteger(size) || tokens < -1)
        return undefined;
    const at = off + KEY_BYTES;
    return {
        sha256: buf.toString('hex', at, at + SHA_BYTES),
        size,
        tokens: tokens === -1 ? null : tokens,
    };
}
/** The file a cache's rows are written as (layout: docs/checkpoints.md, "Local records"). */
function rowsFile(rows) {
    const paths = [];
    const entries = [];
    for (const [path, e] of rows) {
        if (path === '' || path.includes('\0'))
            continue;
        paths.push(path);
        entries.push(e);
    }
    const joined = paths.join('\0');
    const pathBytes = Buffer.byteLength(joined, 'utf8');
    const head = hash_cache_MAGIC.length + 8;
    const out = Buffer.allocUnsafe(head + pathBytes + entries.length * RECORD);
    hash_cache_MAGIC.copy(out, 0);
    out.writeUInt32LE(entries.length, hash_cache_MAGIC.length);
    out.writeUInt32LE(pathBytes, hash_cache_MAGIC.length + 4);
    out.write(joined, head, 'utf8');
    // The records, copied a run at a time: rows loaded and kept in the same order lie back to back
    // in the file's buffer, so a cache of unchanged files is a handful of copies.
    let off = head + pathBytes;
    let buf;
    let from = 0;
    let to = 0;
    for (const e of entries) {
        if (e.buf === buf && e.off === to) {
            to += RECORD;
            continue;
        }
        if (buf)
            off += buf.copy(out, off, from, to);
        buf = e.buf;
        from = e.off;
        to = e.off + RECORD;
    }
    if (buf)
        buf.copy(out, off, from, to);
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
class hash_cache_HashCache {
    file;
    old;
    next = new Map();
    startedNs = BigInt(Date.now()) * 1000000n;
    clock;
    /** Files written by this process (`written`), with their newest time, until `save` settles them. */
    fresh = new Map();
    /** Lookups answered from the cache. */
    hits = 0;
    /** Where new rows are written (`entryOf`), and how much of it is used. */
    slab = Buffer.alloc(0);
    slabUsed = 0;
    constructor(file, old, clock) {
        this.file = file;
        this.old = old;
        this.clock = clock;
    }
    /** Loads the cache at `file` (empty when missing or not understood). */
    static async load(file) {
        const [clock, old] = await Promise.all([
            fileSystemNow(file),
            fs.readFile(file).then(parseRows, () => new Map()),
        ]);
        return new hash_cache_HashCache(file, old, clock);
    }
    /** The cached digest of `path` if `st` still describes the file it was taken from. */
    lookup(path, st, scan) {
        const e = this.old.get(path);
        if (!e)
            return undefined;
        const key = lstatKey(st);
        if (!key || key.compare(e.buf, e.off, e.off + KEY_BYTES) !== 0)
            return undefined;
        const d = digestOf(e);
        if (!d || (scan && d.tokens === null))
            return undefined;
        this.hits++;
        this.keep(path, e);
        return { sha256: d.sha256, size: d.size, tokens: d.tokens ?? 0 };
    }
    /** Whether `st` may describe a file changed too recently for its times to be trusted. */
    racy(st) {
        const c = this.clock;
        if (c && st.dev === c.dev)
            return st.mtimeNs >= c.ns || st.ctimeNs >= c.ns;
        return st.mtimeNs > this.startedNs - hash_cache_RACY_NS || st.ctimeNs > this.startedNs - hash_cache_RACY_NS;
    }
    /** Records a digest just taken from the file `st` describes. */
    record(path, st, digest, scanned) {
        if (this.racy(st))
            return;
        const e = this.entryOf(st, digest, scanned);
        if (e)
            this.keep(path, e);
    }
    /**
     * Records the digest of a file this process has just written with verified content, `st` being
     * its stats after the write; `save` keeps it once the clock has moved on (see the class comment).
     */
    written(path, st, digest, scanned) {
        const e = this.entryOf(st, digest, scanned);
        if (!e)
            return;
        const ns = st.mtimeNs > st.ctimeNs ? st.mtimeNs : st.ctimeNs;
        this.fresh.set(path, { e, dev: st.dev, ns });
    }
    /** Keeps the files `written` whose times the file system's clock has moved past. */
    async settle() {
        if (this.fresh.size === 0)
            return;
        let newest = 0n;
        for (const f of this.fresh.values())
            if (f.ns > newest)
                newest = f.ns;
        let now = await fileSystemNow(this.file);
        for (let i = 0; now && now.ns <= newest && i < 20; i++) {
            await new Promise((r) => setTimeout(r, 1));
            now = await fileSystemNow(this.file);
        }
        for (const [path, f] of this.fresh) {
            if (now && f.dev === now.dev && f.ns < now.ns)
                this.keep(path, f.e);
        }
    }
    /** The row of a digest taken of the file `st` describes; undefined when it cannot be cached. */
    entryOf(st, digest, scanned) {
        if (Number(st.size) !== digest.size || digest.sha256.length !== SHA_BYTES * 2)
            return undefined;
        const key = lstatKey(st);
        if (!key)
            return undefined;
        if (this.slabUsed + RECORD > this.slab.length) {
            this.slab = Buffer.allocUnsafe(RECORD * SLAB_RECORDS);
            this.slabUsed = 0;
        }
        const buf = this.slab;
        const off = this.slabUsed;
        if (buf.write(digest.sha256, off + KEY_BYTES, SHA_BYTES, 'hex') !== SHA_BYTES)
            return undefined;
        key.copy(buf, off);
        buf.writeInt32LE(scanned ? digest.tokens : -1, off + KEY_BYTES + SHA_BYTES);
        this.slabUsed += RECORD;
        return { buf, off };
    }
    keep(path, e) {
        if (this.next.size < MAX_ENTRIES)
            this.next.set(path, e);
    }
    /** The paths loaded that this process has neither looked up nor recorded. */
    unseen() {
        return [...this.old.keys()].filter((p) => !this.next.has(p) && !this.fresh.has(p));
    }
    /**
     * Writes what this process saw (temp file and rename; a failure only loses the cache), and the
     * entries loaded and not seen again that `keepUnseen` keeps: a collection keeps those outside
     * its globs (another checkpoint's files), a restore, which sees only what it writes, keeps all.
     */
    async save(keepUnseen = false) {
        await this.settle();
        if (keepUnseen) {
            for (const path of this.unseen()) {
                if (keepUnseen === true || keepUnseen(path))
                    this.keep(path, this.old.get(path));
            }
        }
        await writeRecord(this.file, rowsFile(this.next), 0o600);
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./.build/snapshot/git.js
/**
 * What git reports as changed under a directory: the real `git` binary, spawned without a shell.
 *
 * `git status --porcelain=v1 -z --untracked-files=all --no-renames` lists paths relative to the
 * top of the work tree; they are mapped to paths relative to `root` (which may be a subdirectory),
 * and anything outside `root` is dropped. A rename is reported as a deletion and an addition.
 * `core.fsmonitor` is turned off so that status never starts a configured helper, and
 * `GIT_OPTIONAL_LOCKS=0` keeps status from taking the index lock.
 */


function runGit(cwd, args) {
    return new Promise((resolve, reject) => {
        const child = spawn('git', ['-c', 'core.fsmonitor=false', '-c', 'core.quotepath=off', ...args], {
            cwd,
            env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' },
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        const out = [];
        let err = '';
        child.stdout.on('data', (d) => out.push(d));
        child.stderr.on('data', (d) => {
            if (err.length < 4096)
                err += d.toString('utf8');
        });
        child.on('error', (e) => reject(new CiStateError('git_failed', `cannot run git in ${cwd}: ${e.message}`, {
            exitCode: 1,
            cause: e,
        })));
        child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr: err.trim() }));
    });
}
async function gitLine(cwd, args) {
    const r = await runGit(cwd, args);
    return r.code === 0 ? r.stdout.toString('utf8').replace(/\n$/, '') : undefined;
}
/** Changes under `root` as git sees them. Throws a one-line error when root is not in a work tree. */
async function git_gitChanges(root) {
    const inside = await gitLine(root, ['rev-parse', '--is-inside-work-tree']);
    if (inside !== 'true') {
        throw new CiStateError('git_failed', `git-changed-only snapshot: ${root} is not inside a git work tree`, { exitCode: 1 });
    }
    const prefix = (await gitLine(root, ['rev-parse', '--show-prefix'])) ?? '';
    const commit = await gitLine(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
    const status = await runGit(root, [
        'status',
        '--porcelain=v1',
        '-z',
        '--untracked-files=all',
        '--no-renames',
        '--ignore-submodules=none',
    ]);
    if (status.code !== 0) {
        throw new CiStateError('git_failed', `git status failed in ${root}: ${status.stderr.split('\n')[0] || `exit code ${status.code}`}`, { exitCode: 1 });
    }
    const changed = new Set();
    const untracked = new Set();
    const deleted = new Set();
    const records = status.stdout.toString('utf8').split('\0');
    for (const rec of records) {
        if (rec.length < 4)
            continue;
        const xy = rec.slice(0, 2);
        let path = rec.slice(3);
        if (path.endsWith('/'))
            path = path.slice(0, -1); // a nested repository shown as a directory
        if (!path.startsWith(prefix))
            continue;
        path = path.slice(prefix.length);
        if (path === '')
            continue;
        if (xy.includes('D'))
            deleted.add(path);
        else {
            changed.add(path);
            if (xy === '??')
                untracked.add(path);
        }
    }
    // A path deleted from the index and present again as an untracked file is a change, not a deletion.
    for (const p of changed)
        deleted.delete(p);
    const out = { changed, untracked, deleted };
    if (commit !== undefined)
        out.commit = commit;
    return out;
}

;// CONCATENATED MODULE: ./.build/snapshot/glob.js




/** Refuses globs that could reach outside the root. Returns the patterns unchanged. */
function glob_checkGlobs(globs, what = 'glob') {
    for (const g of globs) {
        const body = g.startsWith('!') ? g.slice(1) : g;
        if (typeof g !== 'string' || body.trim() === '') {
            throw new CiStateError('invalid_input', `${what} ${quote(g)} is empty: expected a pattern`);
        }
        if (body.includes('\0')) {
            throw new CiStateError('invalid_input', `${what} ${quote(g)} contains a NUL byte`);
        }
        if (/^[/\\]/.test(body) || /^[A-Za-z]:/.test(body)) {
            throw new CiStateError('invalid_input', `${what} ${quote(g)} is absolute: expected a pattern relative to the workspace`);
        }
        if (body.split(/[/\\]/).some((s) => s === '..')) {
            throw new CiStateError('invalid_input', `${what} ${quote(g)} contains "..": expected a pattern inside the workspace`);
        }
    }
    return [...globs];
}
const yes = () => true;
const no = () => false;
/** A directory entry presented as a leaf: fdir lists it and never descends into it. */
function asLeaf(d) {
    return {
        name: d.name,
        parentPath: d.parentPath,
        isFile: yes,
        isDirectory: no,
        isSymbolicLink: no,
        isFIFO: no,
        isSocket: no,
        isBlockDevice: no,
        isCharacterDevice: no,
    };
}
/**
 * The directory listing the walk sees: every entry that is not a real directory is a leaf, and so
 * is a directory `closed` names (its absolute path is added to `closedSeen`).
 */
function leafFs(closed, closedSeen) {
    const present = (entries) => entries.map((d) => {
        // A regular file is a leaf as it is (most entries: no copy of them).
        if (d.isFile())
            return d;
        if (!d.isDirectory())
            return asLeaf(d);
        if (!closed?.(d.name))
            return d;
        closedSeen.add(join(d.parentPath, d.name));
        return asLeaf(d);
    });
    return {
        readdir(path, options, cb) {
            nodeFs.readdir(path, options, (err, entries) => cb(err, entries && present(entries)));
        },
        readdirSync(path, options) {
            return present(nodeFs.readdirSync(path, options));
        },
    };
}
/**
 * Entries under `root` matching `globs` (minus `ignore`), sorted, never following links.
 * Directories come without their trailing slash and with `dir: true`. A directory whose name
 * `closed` accepts is listed (when it matches) but not walked into, which costs nothing per file,
 * where an ignore pattern is tested against every path.
 *
 * Symbolic links are reported as entries and never followed, and FIFOs, sockets and devices are
 * reported too (so the caller can refuse them by name) instead of being silently dropped. This is
 * done through tinyglobby's documented `fs` option: the directory listing presents every entry
 * that is not a real directory as a leaf.
 */
async function glob_globTree(root, globs, ignore = [], closed) {
    glob_checkGlobs(globs);
    glob_checkGlobs(ignore, 'exclude pattern');
    if (globs.length === 0)
        return [];
    const closedSeen = new Set();
    const found = await glob([...globs], {
        cwd: root,
        dot: true,
        onlyFiles: false,
        followSymbolicLinks: false,
        ignore: [...ignore],
        fs: leafFs(closed, closedSeen),
    });
    const out = [];
    for (const p of found) {
        const slash = p.endsWith('/');
        const path = slash ? p.slice(0, -1) : p;
        // tinyglobby only lists what is under cwd for relative patterns; keep the guard anyway.
        if (path === '' || path === '.' || path.startsWith('../') || path.startsWith('/'))
            continue;
        out.push({ path, dir: slash || (closedSeen.size > 0 && closedSeen.has(join(root, path))) });
    }
    out.sort((a, b) => glob_compareUtf8(a.path, b.path));
    return out;
}
const VIRTUAL_ROOT = '/__ci_state_virtual__';
/**
 * Which of `paths` (posix, relative; a trailing `/` marks a directory) match `globs` minus
 * `ignore`. The file system is not touched: for paths that may not exist on disk (deleted files
 * reported by git, manifest entries), tinyglobby walks a virtual tree built from the paths. Using
 * the same engine as `globTree` keeps the semantics identical (dot files match `*`, a directory
 * name matches what is under it, braces, extglobs).
 */
async function glob_matchPaths(paths, globs, ignore = []) {
    glob_checkGlobs(globs);
    glob_checkGlobs(ignore, 'exclude pattern');
    if (globs.length === 0 || paths.length === 0)
        return new Set();
    const tree = new Map();
    const add = (dir, name, isDir) => {
        let m = tree.get(dir);
        if (!m)
            tree.set(dir, (m = new Map()));
        if (!m.has(name) || isDir)
            m.set(name, isDir);
    };
    const wanted = new Set();
    for (const p0 of paths) {
        const isDir = p0.endsWith('/');
        const p = isDir ? p0.slice(0, -1) : p0;
        if (p === '')
            continue;
        wanted.add(p);
        const segs = p.split('/');
        for (let i = 0; i < segs.length; i++) {
            add(segs.slice(0, i).join('/'), segs[i], i < segs.length - 1 || isDir);
        }
    }
    const rel = (p) => {
        const s = String(p).replace(/\/+$/, '');
        if (s === VIRTUAL_ROOT)
            return '';
        return s.startsWith(`${VIRTUAL_ROOT}/`) ? s.slice(VIRTUAL_ROOT.length + 1) : undefined;
    };
    const list = (p) => {
        const r = rel(p);
        const m = r === undefined ? undefined : tree.get(r);
        if (!m)
            return [];
        return [...m].map(([name, isDir]) => ({
            name,
            parentPath: p,
            isFile: () => !isDir,
            isDirectory: () => isDir,
            isSymbolicLink: () => false,
        }));
    };
    const virtualFs = {
        readdir: (p, _o, cb) => cb(null, list(p)),
        readdirSync: (p) => list(p),
        realpath: (p, cb) => cb(null, p),
        realpathSync: (p) => p,
        stat: (_p, cb) => cb(new Error('virtual tree')),
        statSync: () => {
            throw new Error('virtual tree');
        },
    };
    const found = await glob([...globs], {
        cwd: VIRTUAL_ROOT,
        dot: true,
        onlyFiles: false,
        followSymbolicLinks: false,
        ignore: [...ignore],
        fs: virtualFs,
    });
    const out = new Set();
    for (const f of found) {
        const p = f.endsWith('/') ? f.slice(0, -1) : f;
        if (wanted.has(p))
            out.add(p);
    }
    return out;
}
const SURROGATE = /[\ud800-\udfff]/;
/** Byte-wise (UTF-8) order, the same on every machine and locale. */
function glob_compareUtf8(a, b) {
    // UTF-16 order is UTF-8 order unless a surrogate pair meets a character from U+E000 up.
    if (!SURROGATE.test(a) && !SURROGATE.test(b))
        return a < b ? -1 : a > b ? 1 : 0;
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

;// CONCATENATED MODULE: ./.build/snapshot/rules.js
/**
 * The rules a snapshot path must follow (`pathProblem`), checked on every manifest before anything
 * is written, whoever wrote it; and the default exclusions.
 */
/** Directories never snapshotted (any path segment, compared case-insensitively). */
const EXCLUDED_DIRS = (/* unused pure expression or super */ null && ([
    '.git',
    '.ci-state',
    // Where the job's persistence process stages what it uploads (github/keys.ts), meanwhile.
    '.ci-state-transfer',
    '.ssh',
    '.aws',
    '.gnupg',
    '.azure',
    '.kube',
    '.docker',
]));
/** File names never snapshotted unless allowed, as [test, description]. */
const EXCLUDED_FILES = [
    [(n) => n.startsWith('.env'), 'environment file (.env*)'],
    [(n) => /\.(pem|key|p12|pfx|jks|keystore|kdbx)$/.test(n), 'private key or keystore'],
    [(n) => /^id_(rsa|dsa|ecdsa|ed25519)/.test(n), 'SSH private key'],
    [
        (n) => [
            '.npmrc',
            '.netrc',
            '_netrc',
            '.pypirc',
            '.pgpass',
            '.git-credentials',
            '.htpasswd',
            '.dockercfg',
            '.vault-token',
        ].includes(n),
        'credential file',
    ],
    [(n) => n.startsWith('credentials'), 'credential file (credentials*)'],
];
/** Whether a directory named `name` is one of EXCLUDED_DIRS: a walk never goes into it. */
function rules_isExcludedDirName(name) {
    return EXCLUDED_DIRS.includes(name.toLowerCase());
}
/** Ignore patterns for the paths inside EXCLUDED_DIRS, for matching paths that are not walked. */
function rules_excludedDirPatterns() {
    return EXCLUDED_DIRS.flatMap((d) => [`**/${d}/*`, `**/${d}/*/**`]);
}
/** Why a directory named `seg` (and all under it) is excluded by default, or undefined. */
function dirRule(seg) {
    return rules_isExcludedDirName(seg) ? `excluded by default: inside ${seg}/` : undefined;
}
/** Why a file or link named `name` is excluded by default, or undefined. */
function fileRule(name) {
    const lower = name.toLowerCase();
    for (const [test, what] of EXCLUDED_FILES) {
        if (test(lower))
            return `excluded by default: ${what}`;
    }
    return undefined;
}
/** The facts of directory `dir` ('' for the root: none). */
function dirFacts(dir) {
    const d = { rule: undefined, problem: undefined, git: false };
    if (dir === '')
        return d;
    for (const s of dir.split('/')) {
        d.rule ??= dirRule(s);
        d.problem ??= segmentProblem(s);
        d.git ||= isGitSegment(s);
    }
    return d;
}
/** Where `path` is split into its directory (none: '') and name. */
function splitPath(path) {
    const i = path.lastIndexOf('/');
    return i < 0 ? ['', path] : [path.slice(0, i), path.slice(i + 1)];
}
function isGitSegment(s) {
    return s.toLowerCase() === '.git';
}
const MAX_PATH = 4096;
const MAX_SEGMENT_BYTES = 255;
/** What is wrong with `path` as a whole (its length, characters, anchoring), or undefined. */
function wholePathProblem(path) {
    if (path === '')
        return 'the path is empty';
    if (path.length > MAX_PATH)
        return `the path is longer than ${MAX_PATH} characters`;
    if (path.includes('\0'))
        return 'the path contains a NUL byte';
    if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path)) {
        return 'the path is absolute';
    }
    if (path.includes('\\'))
        return 'the path contains a backslash';
    return undefined;
}
/** What is wrong with one segment of a path, or undefined. */
function segmentProblem(s) {
    if (s === '..')
        return 'the path contains a ".." segment';
    if (s === '' || s === '.')
        return 'the path has an empty or "." segment';
    if (s.length * 3 > MAX_SEGMENT_BYTES && Buffer.byteLength(s, 'utf8') > MAX_SEGMENT_BYTES) {
        return `a path segment is longer than ${MAX_SEGMENT_BYTES} bytes`;
    }
    return undefined;
}
const IN_GIT = 'the path is inside a .git directory';
/** The rules below, for a path split into the facts of its directory and its name. */
function exclusionIn(parent, name, dir) {
    return parent.rule ?? (dir ? dirRule(name) : fileRule(name));
}
function forbiddenIn(parent, name) {
    return parent.git || isGitSegment(name);
}
function problemIn(path, parent, name) {
    const bad = wholePathProblem(path) ?? parent.problem ?? segmentProblem(name);
    if (bad)
        return bad;
    return forbiddenIn(parent, name) ? IN_GIT : undefined;
}
/**
 * Why a path is excluded by default, or undefined. `dir` says whether the path is a directory
 * (file-name rules apply to files and symbolic links only).
 */
function rules_defaultExclusion(path, dir) {
    const [parent, name] = splitPath(path);
    return exclusionIn(dirFacts(parent), name, dir);
}
/** Directories that are excluded even when allowed (their content is never ours to restore). */
function isForbiddenDir(path) {
    const [parent, name] = splitPath(path);
    return forbiddenIn(dirFacts(parent), name);
}
/**
 * Why `path` is not an acceptable manifest path, or undefined when it is. A manifest path is a
 * posix path relative to the snapshot root: not empty, not absolute (no leading `/` or `\`, no
 * drive letter), no `.`, `..` or empty segments, no NUL byte, no backslash (a separator on
 * Windows), at most 4096 characters and 255 bytes per segment, and never inside a `.git`
 * directory (a restored hook would run code).
 */
function rules_pathProblem(path) {
    if (typeof path !== 'string')
        return 'the path is not a string';
    const [parent, name] = splitPath(path);
    return problemIn(path, dirFacts(parent), name);
}
/**
 * `defaultExclusion`, `isForbiddenDir` and `pathProblem` for the many paths of one walk, which
 * share few directories: the facts of each directory are worked out once.
 */
class rules_PathRules {
    dirs = new Map();
    facts(dir) {
        let d = this.dirs.get(dir);
        if (!d)
            this.dirs.set(dir, (d = dirFacts(dir)));
        return d;
    }
    /** `defaultExclusion(path, dir)`. */
    exclusion(path, dir) {
        const [parent, name] = splitPath(path);
        return exclusionIn(this.facts(parent), name, dir);
    }
    /** `isForbiddenDir(path)`. */
    forbidden(path) {
        const [parent, name] = splitPath(path);
        return forbiddenIn(this.facts(parent), name);
    }
    /** `pathProblem(path)`. */
    problem(path) {
        const [parent, name] = splitPath(path);
        return problemIn(path, this.facts(parent), name);
    }
}
/** The key under which two names collide on a case-insensitive, normalising file system. */
function rules_caseKey(path) {
    return path.normalize('NFC').toLowerCase();
}
/** `a/b/c` -> [`a`, `a/b`]. */
function rules_parentsOf(path) {
    const out = [];
    for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1))
        out.push(path.slice(0, i));
    return out;
}
/** Why a symbolic link at `path` with `target` is refused, or undefined (target stays inside). */
function rules_linkTargetProblem(path, target) {
    if (target === '')
        return 'the link target is empty';
    if (target.includes('\0'))
        return 'the link target contains a NUL byte';
    if (target.length > MAX_PATH)
        return `the link target is longer than ${MAX_PATH} characters`;
    if (target.startsWith('/') || target.startsWith('\\') || /^[A-Za-z]:/.test(target)) {
        return `the link points to an absolute path (${target})`;
    }
    if (target.includes('\\'))
        return 'the link target contains a backslash';
    // Resolve lexically from the link's directory; it must stay inside the root.
    const stack = path.split('/').slice(0, -1);
    for (const s of target.split('/')) {
        if (s === '' || s === '.')
            continue;
        if (s === '..') {
            if (stack.length === 0)
                return `the link points outside the root (${target})`;
            stack.pop();
        }
        else
            stack.push(s);
    }
    if (isForbiddenDir(stack.join('/')))
        return 'the link points into a .git directory';
    return undefined;
}

;// CONCATENATED MODULE: ./.build/snapshot/collect.js
/**
 * Collecting the files of a snapshot: expand the globs under a root, apply the default exclusions,
 * refuse files holding token-shaped strings, and describe each entry (path, type, mode, size,
 * sha256). Nothing is stored here; `writeSnapshot` stores what this returns.
 */











function kindOf(st) {
    if (st.isFIFO())
        return 'a FIFO';
    if (st.isSocket())
        return 'a socket';
    if (st.isBlockDevice() || st.isCharacterDevice())
        return 'a device';
    return 'not a regular file';
}
/**
 * Expands `globs` under `root` and describes every entry. Links are recorded as links (their
 * target is their content) and never followed; a link whose target leaves the root is refused.
 */
async function collect_collectFiles(root, globs, options = {}) {
    const absRoot = resolve(root);
    let realRoot;
    try {
        realRoot = await fs.realpath(absRoot);
        if (!(await fs.stat(realRoot)).isDirectory())
            throw new Error('not a directory');
    }
    catch (err) {
        throw new CiStateError('invalid_input', `snapshot root ${quote(root)} is not a directory: ${err.message}`);
    }
    checkGlobs(globs);
    const exclude = checkGlobs(options.exclude ?? [], 'exclude pattern');
    const allow = checkGlobs(options.allowSecrets ?? [], 'allowSecrets pattern');
    const limits = limitsOf(options.limits);
    let matches = options.paths
        ? [...options.paths].sort(compareUtf8).map((path) => ({ path, dir: false }))
        : await globTree(realRoot, globs, exclude, isExcludedDirName);
    let git;
    if (options.gitChangedOnly) {
        const changes = await gitChanges(realRoot);
        const present = new Set();
        matches = matches.filter((m) => {
            if (m.dir || !changes.changed.has(m.path))
                return false;
            present.add(m.path);
            return true;
        });
        const gone = [...changes.deleted].filter((p) => !present.has(p) && !changes.changed.has(p));
        const deleted = [...(await matchPaths(gone, globs, exclude))].sort(compareUtf8);
        git = changes.commit === undefined ? { deleted } : { commit: changes.commit, deleted };
    }
    const allowed = await matchPaths(matches.map((m) => (m.dir ? `${m.path}/` : m.path)), allow);
    const excluded = [];
    const refused = [];
    const excludedDirs = [];
    const candidates = [];
    const rules = new PathRules();
    for (const m of matches) {
        if (excludedDirs.length && excludedDirs.some((d) => m.path.startsWith(`${d}/`)))
            continue;
        const rule = rules.exclusion(m.path, m.dir);
        if (rule && (m.dir || rules.forbidden(m.path) || !allowed.has(m.path))) {
            excluded.push({ path: m.dir ? `${m.path}/` : m.path, why: rule });
            if (m.dir)
                excludedDirs.push(m.path);
            continue;
        }
        const bad = rules.problem(m.path);
        if (bad) {
            refused.push({ path: m.path, why: `${bad}; it could not be restored safely` });
            continue;
        }
        candidates.push(m);
    }
    if (candidates.length > limits.maxEntries) {
        throw new CiStateError('snapshot_too_large', `snapshot of ${candidates.length} entries is over the cap of ${limits.maxEntries}: narrow the globs`, 1);
    }
    const cache = options.hashCache ? await HashCache.load(options.hashCache) : undefined;
    const stats = { hashed: 0, hashedBytes: 0, fromCache: 0 };
    const described = new Array(candidates.length);
    const fromDigest = (path, mode, digest) => digest.tokens > 0
        ? {
            skip: 'refused',
            why: `holds ${digest.tokens} token-shaped string${digest.tokens === 1 ? '' : 's'}; allow it explicitly to snapshot it`,
        }
        : { entry: { path, type: 'file', mode, size: digest.size, sha256: digest.sha256 } };
    // First every entry's lstat, in one synchronous pass (a trip through the thread pool per file
    // costs more than the call): directories, and files the hash cache knows, are described at
    // once; links and the files to read are left for the second pass.
    const rest = [];
    const prefix = realRoot.endsWith(sep) ? realRoot : `${realRoot}${sep}`;
    for (let i = 0; i < candidates.length; i++) {
        const m = candidates[i];
        const abs = sep === '/' ? prefix + m.path : join(realRoot, m.path);
        let st;
        try {
            st = lstatSync(abs, { bigint: true, throwIfNoEntry: false });
        }
        catch {
            st = undefined;
        }
        if (!st)
            described[i] = null; // removed meanwhile
        else if (st.isDirectory()) {
            described[i] = {
                entry: { path: m.path, type: 'dir', mode: Number(st.mode & 511n), size: 0 },
            };
        }
        else {
            const digest = st.isFile() ? cache?.lookup(abs, st, !allowed.has(m.path)) : undefined;
            if (digest) {
                stats.fromCache++;
                described[i] = fromDigest(m.path, Number(st.mode & 511n), digest);
            }
            else
                rest.push({ i, abs, st });
        }
    }
    if (options.toRead) {
        let bytes = 0;
        for (const r of rest)
            if (r.st.isFile())
                bytes += Number(r.st.size);
        options.toRead(bytes);
    }
    // Small files are read into buffers reused from file to file (one per read in flight; see
    // restore.ts): a fresh one per file costs a page fault per 4 KiB it touches.
    const spare = [];
    await mapPool(rest, options.concurrency ?? 8, async (r) => {
        const into = spare.pop() ?? Buffer.allocUnsafeSlow(SMALL + 1);
        try {
            await describeRead(r, into);
        }
        finally {
            spare.push(into);
        }
    });
    async function describeRead({ i, abs, st }, into) {
        const m = candidates[i];
        const mode = Number(st.mode & 511n);
        if (st.isSymbolicLink()) {
            const target = await fs.readlink(abs);
            const problem = linkTargetProblem(m.path, target);
            described[i] = problem
                ? { skip: 'refused', why: `symbolic link refused: ${problem}` }
                : {
                    entry: {
                        path: m.path,
                        type: 'symlink',
                        mode,
                        size: Buffer.byteLength(target, 'utf8'),
                        sha256: sha256Of(target),
                    },
                };
            return;
        }
        if (!st.isFile()) {
            described[i] = { skip: 'excluded', why: `${kindOf(st)}, not a file, directory or link` };
            return;
        }
        const scan = !allowed.has(m.path);
        let digest;
        try {
            digest = await hashFile(abs, scan, Number(st.size), options.keep !== undefined, into);
        }
        catch (err) {
            if (err.code === 'ENOENT') {
                described[i] = null;
                return;
            }
            throw new CiStateError('snapshot_io', `cannot read ${m.path}: ${err.message}`, {
                exitCode: 1,
                cause: err,
            });
        }
        cache?.record(abs, st, digest, scan);
        stats.hashed++;
        stats.hashedBytes += digest.size;
        described[i] = fromDigest(m.path, mode, digest);
        if (digest.tokens === 0 && digest.data && options.keep)
            await options.keep(digest.sha256, digest.data);
    }
    const files = [];
    // Each accepted path and its parents by case-insensitive key; `chains` holds the directories
    // whose whole chain of parents is in `byKey` already.
    const byKey = new Map();
    const chains = new Set();
    let total = 0;
    for (let i = 0; i < candidates.length; i++) {
        const d = described[i];
        const m = candidates[i];
        if (!d)
            continue;
        if ('skip' in d) {
            (d.skip === 'excluded' ? excluded : refused).push({ path: m.path, why: d.why });
            continue;
        }
        const slash = m.path.lastIndexOf('/');
        const dir = slash < 0 ? '' : m.path.slice(0, slash);
        const names = dir === '' || chains.has(dir) ? [m.path] : [...parentsOf(m.path), m.path];
        const clash = names.find((p) => {
            const seen = byKey.get(caseKey(p));
            return seen !== undefined && seen !== p;
        });
        if (clash !== undefined) {
            refused.push({
                path: m.path,
                why: `collides with ${quote(byKey.get(caseKey(clash)))} on a case-insensitive file system`,
            });
            continue;
        }
        for (const p of names)
            byKey.set(caseKey(p), p);
        if (dir !== '')
            chains.add(dir);
        files.push(d.entry);
        total += d.entry.size;
    }
    if (total > limits.maxBytes) {
        throw new CiStateError('snapshot_too_large', `snapshot of ${total} bytes is over the cap of ${limits.maxBytes}: narrow the globs`, 1);
    }
    files.sort((a, b) => compareUtf8(a.path, b.path));
    if (cache && options.gitChangedOnly)
        await cache.save(true); // unchanged files were not looked at
    else if (cache) {
        // Entries of files under these globs that were not seen are gone (or now excluded); those of
        // other checkpoints' files are kept.
        const prefix = `${realRoot}${sep}`;
        const inside = new Map(); // relative (posix) -> the cache's absolute path
        for (const p of cache.unseen()) {
            if (p.startsWith(prefix))
                inside.set(p.slice(prefix.length).split(sep).join('/'), p);
        }
        const gone = new Set();
        for (const rel of await matchPaths([...inside.keys()], globs))
            gone.add(inside.get(rel));
        await cache.save((p) => !gone.has(p));
    }
    const result = {
        root: realRoot,
        globs: [...globs],
        exclude,
        files,
        excluded,
        refused,
        stats,
    };
    if (git)
        result.git = git;
    return result;
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./.build/core/schema.js + 4 modules
var schema = __webpack_require__(48584);
;// CONCATENATED MODULE: ./.build/snapshot/external.js
/**
 * External captures: state that does not live in files of the workspace (a database, a service),
 * saved by a capture command and put back by a restore command.
 *
 * `captureExternal` runs the capture command with a shell and streams its stdout into a blob; the
 * blob is published only when the command exits 0, so a failed capture leaves nothing behind.
 * `restoreExternal` copies the blob into a temp file while verifying its sha256 and only then runs
 * the restore command, with that file on stdin and its path in `$CI_STATE_CAPTURE_FILE` (for
 * tools such as `pg_restore` that want a seekable file). A capture's output is not scanned for
 * token-shaped strings: a database dump is data, and it stays in the blob store.
 */









const DEFAULT_TIMEOUT = (/* unused pure expression or super */ null && (30 * 60 * 1000));
function runShell(command, stdin, options, env, onStdout) {
    return new Promise((resolve, reject) => {
        const child = spawn(command, {
            shell: true,
            cwd: options.cwd,
            env,
            stdio: [stdin, onStdout ? 'pipe' : 'ignore', 'pipe'],
            detached: process.platform !== 'win32',
        });
        const tail = new TailBuffer(8192);
        let timedOut = false;
        const kill = () => {
            try {
                if (child.pid !== undefined && process.platform !== 'win32') {
                    process.kill(-child.pid, 'SIGKILL');
                }
                else
                    child.kill('SIGKILL');
            }
            catch {
                // already gone
            }
        };
        const timer = setTimeout(() => {
            timedOut = true;
            kill();
        }, options.timeoutMs ?? DEFAULT_TIMEOUT);
        child.stderr?.on('data', (d) => {
            tail.push(d);
            options.onStderr?.(d);
        });
        let consumed = Promise.resolve(undefined);
        if (onStdout && child.stdout) {
            // Read from the start: Node discards what nobody listens to once the child exits, and the
            // consumer may take a moment before it reads (it opens a file first). The PassThrough keeps
            // the pipe's back-pressure.
            const out = new PassThrough({ highWaterMark: 1024 * 1024 });
            child.stdout.pipe(out);
            consumed = onStdout(out);
            // If storing the output fails, nobody reads the pipe any more: stop the command.
            consumed.catch(kill);
        }
        child.on('error', (err) => {
            clearTimeout(timer);
            reject(err);
        });
        child.on('close', (code, signal) => {
            clearTimeout(timer);
            consumed.then((value) => resolve({ code, signal, timedOut, stderr: tail.toString(), consumed: value }), reject);
        });
    });
}
function lastLine(text) {
    const lines = text.trim().split('\n');
    return (lines[lines.length - 1] ?? '').slice(0, 300);
}
function failure(what, run, timeoutMs) {
    if (run.timedOut) {
        const secs = timeoutMs < 10_000 ? (timeoutMs / 1000).toFixed(1) : String(Math.round(timeoutMs / 1000));
        return `${what} did not finish within ${secs} s and was killed`;
    }
    const how = run.code !== null
        ? `exited with code ${run.code}`
        : `was killed by ${run.signal ?? 'a signal'}`;
    const detail = lastLine(run.stderr);
    return `${what} ${how}${detail ? `: ${detail}` : ''}`;
}
/** Runs the capture command and stores its stdout as a blob. */
async function captureExternal(spec, store, options = {}) {
    if (!spec.capture.trim()) {
        throw new CiStateError('invalid_input', `capture ${quote(spec.name)}: the capture command is empty`);
    }
    const env = { ...(options.env ?? process.env), CI_STATE_CAPTURE_NAME: spec.name };
    let staged;
    let run;
    try {
        run = await runShell(spec.capture, 'ignore', options, env, async (stdout) => {
            staged = await store.stage(stdout);
        });
    }
    catch (err) {
        await staged?.discard();
        throw new CiStateError('capture_failed', `capture ${quote(spec.name)} failed: ${err.message}`, { exitCode: 1, cause: err });
    }
    const blob = staged;
    if (run.code !== 0 || run.timedOut) {
        await blob.discard();
        throw new CiStateError('capture_failed', `capture ${quote(spec.name)} failed: ${failure('the capture command', run, options.timeoutMs ?? DEFAULT_TIMEOUT)}`, 1);
    }
    await blob.commit();
    return ExternalCapture.parse({
        name: spec.name,
        capture: spec.capture,
        restore: spec.restore,
        sha256: blob.sha256,
        size: blob.size,
    });
}
/** Verifies the capture's blob, then runs its restore command with the blob on stdin. */
async function restoreExternal(capture, store, options = {}) {
    if (!capture.restore.trim()) {
        throw new CiStateError('invalid_input', `capture ${quote(capture.name)} has no restore command`);
    }
    const dir = await fs.mkdtemp(join(tmpdir(), 'ci-state-capture-'));
    const file = join(dir, 'capture');
    try {
        const fh = await fs.open(file, C.O_WRONLY | C.O_CREAT | C.O_EXCL | (C.O_NOFOLLOW ?? 0), 0o600);
        try {
            for await (const chunk of store.get(capture.sha256, capture.size))
                await fh.write(chunk);
        }
        catch (err) {
            throw new CiStateError('restore_failed', `restore ${quote(capture.name)}: ${err.message}; nothing was run`, { exitCode: 1, cause: err });
        }
        finally {
            await fh.close();
        }
        const input = await fs.open(file, 'r');
        const started = Date.now();
        let run;
        try {
            run = await runShell(capture.restore, input.fd, options, {
                ...(options.env ?? process.env),
                CI_STATE_CAPTURE_FILE: file,
                CI_STATE_CAPTURE_NAME: capture.name,
                CI_STATE_CAPTURE_SHA256: capture.sha256,
            });
        }
        catch (err) {
            throw new CiStateError('restore_failed', `restore ${quote(capture.name)} failed: ${err.message}`, { exitCode: 1, cause: err });
        }
        finally {
            await input.close();
        }
        if (run.code !== 0 || run.timedOut) {
            throw new CiStateError('restore_failed', `restore ${quote(capture.name)} failed: ${failure('the restore command', run, options.timeoutMs ?? DEFAULT_TIMEOUT)}`, 1);
        }
        return { durationMs: Date.now() - started, stderrTail: run.stderr };
    }
    finally {
        await fs.rm(dir, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./.build/core/canonical.js
var canonical = __webpack_require__(13930);
// EXTERNAL MODULE: ./.build/core/rollback.js
var rollback = __webpack_require__(97922);
;// CONCATENATED MODULE: ./.build/snapshot/manifest.js
/**
 * Snapshot manifests: what a snapshot holds, how it is stored, and the checks every manifest
 * passes before anything is restored from it.
 *
 * A manifest is canonical JSON stored as a blob of its own, so a checkpoint refers to it by digest
 * (`location: "snapshot:sha256:<hex>"`) and reading it back verifies it. Its `files` are the
 * checkpoint's `files`; its `globs` the checkpoint's `globs`.
 */










const MANIFEST_FORMAT = 'ci-state-snapshot';
const SnapshotManifest = schemas/* strictObject */.rej({
    format: schemas/* literal */.euz(MANIFEST_FORMAT),
    version: schemas/* literal */.euz(1),
    /** The patterns the snapshot was taken with (relative to the root). */
    globs: schemas/* array */.YOg(schemas/* string */.YjP().max(1024)).max(1000),
    /** Exclusion patterns given by the user. */
    exclude: schemas/* array */.YOg(schemas/* string */.YjP().max(1024)).max(1000).default([]),
    /** Sorted by path (UTF-8 byte order). */
    files: schemas/* array */.YOg(schema/* FileEntry */.jL).max(1_000_000),
    /**
     * Paths under the globs that were excluded or refused: a rollback never removes them as
     * "added since".
     */
    skipped: schemas/* array */.YOg(schemas/* string */.YjP().max(4096)).max(1_000_000).default([]),
    /** Set for a git-changed-only snapshot: the commit the unlisted files are taken from. */
    git: schemas/* strictObject */.rej({
        commit: schemas/* string */.YjP()
            .regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'a full commit id')
            .optional(),
        /** Tracked paths deleted in the work tree when the snapshot was taken. */
        deleted: schemas/* array */.YOg(schemas/* string */.YjP().max(4096)).max(1_000_000).default([]),
    })
        .optional(),
});
/** Most bytes a symbolic link's target may have. */
const manifest_MAX_LINK_TARGET = 4096;
/** Parses an untrusted manifest document; throws one line listing the first problems. */
function parseManifest(raw) {
    const r = SnapshotManifest.safeParse(raw);
    if (!r.success) {
        const lines = (0,paths/* formatIssues */.og)(r.error.issues);
        throw new errors.CiStateError('invalid_manifest', `snapshot manifest is not valid: ${lines.slice(0, 3).join('; ')}${lines.length > 3 ? `; and ${lines.length - 3} more` : ''}`, { details: lines });
    }
    return r.data;
}
/** The bytes a manifest is stored as (canonical JSON): its blob. */
function manifest_manifestBytes(manifest) {
    return Buffer.from(manifestJson(manifest), 'utf8');
}
const FILES_SLOT = '"files":[]';
/**
 * `canonicalJson(manifest)`, the same text, with the file entries written out here: an entry has
 * five known keys, so its canonical text is a template (20,000 entries in about a third of the
 * time). A manifest with any other kind of entry goes through canonicalJson whole.
 */
function manifestJson(manifest) {
    const parts = new Array(manifest.files.length);
    for (let i = 0; i < parts.length; i++) {
        const text = entryJson(manifest.files[i]);
        if (text === undefined)
            return canonicalJson(manifest);
        parts[i] = text;
    }
    // The other members in canonical form, the files' place kept by an empty array. Only an object
    // key is followed by ':', and every '"' inside a string is escaped: the slot is found once.
    const rest = canonicalJson({ ...manifest, files: [] });
    const at = rest.indexOf(FILES_SLOT);
    if (at < 0 || rest.indexOf(FILES_SLOT, at + 1) >= 0)
        return canonicalJson(manifest);
    return `${rest.slice(0, at + 9)}${parts.join(',')}${rest.slice(at + 9)}`;
}
/** The canonical JSON of a plain file entry; undefined for anything else. */
function entryJson(f) {
    if (f === null || typeof f !== 'object' || Object.getPrototypeOf(f) !== Object.prototype) {
        return undefined;
    }
    let keys = 0;
    for (const k in f) {
        if (k !== 'path' && k !== 'type' && k !== 'mode' && k !== 'size' && k !== 'sha256') {
            return undefined;
        }
        keys++;
    }
    const { path, type, mode, size, sha256 } = f;
    if (typeof path !== 'string' ||
        typeof type !== 'string' ||
        typeof mode !== 'number' ||
        !Number.isFinite(mode) ||
        typeof size !== 'number' ||
        !Number.isFinite(size) ||
        (sha256 !== undefined && typeof sha256 !== 'string') ||
        keys !== (Object.hasOwn(f, 'sha256') ? 5 : 4)) {
        return undefined;
    }
    const sha = sha256 === undefined ? '' : `"sha256":${JSON.stringify(sha256)},`;
    return `{"mode":${JSON.stringify(mode)},"path":${JSON.stringify(path)},${sha}"size":${JSON.stringify(size)},"type":${JSON.stringify(type)}}`;
}
/** Reads and verifies a manifest blob (by digest or by checkpoint location). */
async function loadManifest(store, shaOrLocation) {
    const sha = (0,rollback/* manifestShaOf */.D6)(shaOrLocation) ?? shaOrLocation;
    if (!/^[0-9a-f]{64}$/.test(sha)) {
        throw new errors.CiStateError('invalid_input', `snapshot reference ${(0,errors/* quote */.hD)(shaOrLocation)} is not valid: expected a sha256 or "snapshot:sha256:<hex>"`);
    }
    const bytes = await store.read(sha, 512 * 1024 * 1024);
    let raw;
    try {
        raw = JSON.parse(bytes.toString('utf8'));
    }
    catch (err) {
        throw new errors.CiStateError('invalid_manifest', `snapshot manifest ${sha.slice(0, 12)}… is not JSON: ${err.message}`);
    }
    return parseManifest(raw);
}
/**
 * Every reason this manifest must not be restored, one line each (empty when it is sound): bad
 * paths, entries of the wrong shape, duplicates, names that collide case-insensitively (on macOS
 * and Windows they are the same file), entries below a file or link, and the entry and byte caps.
 */
function manifest_checkManifest(manifest, limits = {}) {
    const caps = limitsOf(limits);
    const problems = [];
    const seenMessages = new Set();
    const push = (path, message) => {
        if (seenMessages.has(message))
            return;
        seenMessages.add(message);
        problems.push({ path, message });
    };
    const files = manifest.files;
    if (files.length > caps.maxEntries) {
        return [
            {
                path: '',
                message: `refusing the snapshot: ${files.length} entries, over the cap of ${caps.maxEntries}`,
            },
        ];
    }
    let total = 0;
    for (const f of files)
        total += f.size;
    if (total > caps.maxBytes) {
        return [
            {
                path: '',
                message: `refusing the snapshot: ${total} bytes of files, over the cap of ${caps.maxBytes}`,
            },
        ];
    }
    const byPath = new Map();
    const byKey = new Map();
    const claim = (path) => {
        const key = caseKey(path);
        const seen = byKey.get(key);
        if (seen === undefined)
            byKey.set(key, path);
        else if (seen !== path) {
            push(path, `refusing ${quote(path)}: its name collides with ${quote(seen)} on a case-insensitive file system`);
        }
    };
    for (const f of files) {
        const bad = pathProblem(f.path);
        if (bad) {
            push(f.path, `refusing ${quote(f.path)}: ${bad}`);
            continue;
        }
        if (byPath.has(f.path)) {
            push(f.path, `refusing ${quote(f.path)}: it appears twice`);
            continue;
        }
        byPath.set(f.path, f);
        if (f.mode > 0o7777)
            push(f.path, `refusing ${quote(f.path)}: mode ${f.mode} is not a permission mode`);
        if (f.type !== 'dir' && f.sha256 === undefined) {
            push(f.path, `refusing ${quote(f.path)}: a ${f.type} entry without a sha256`);
        }
        if (f.type === 'dir' && f.size !== 0)
            push(f.path, `refusing ${quote(f.path)}: a directory with a size`);
        if (f.type === 'symlink' && f.size > manifest_MAX_LINK_TARGET) {
            push(f.path, `refusing ${quote(f.path)}: a link target over ${manifest_MAX_LINK_TARGET} bytes`);
        }
    }
    for (const f of byPath.values()) {
        for (const p of parentsOf(f.path)) {
            const parent = byPath.get(p);
            if (parent && parent.type !== 'dir') {
                push(f.path, `refusing ${quote(f.path)}: ${quote(p)} is a ${parent.type === 'symlink' ? 'symbolic link' : 'file'} in the same snapshot`);
                break;
            }
        }
        for (const p of parentsOf(f.path))
            claim(p);
        claim(f.path);
    }
    for (const [what, list] of [
        ['glob', manifest.globs],
        ['exclude pattern', manifest.exclude],
    ]) {
        for (const g of list) {
            try {
                checkGlobs([g], what);
            }
            catch (err) {
                push('', `refusing the snapshot: ${err.message}`);
            }
        }
    }
    for (const d of manifest.git?.deleted ?? []) {
        const bad = pathProblem(d);
        if (bad)
            push(d, `refusing deleted path ${quote(d)}: ${bad}`);
    }
    return problems;
}
function namedBlobs(manifest) {
    const named = [];
    for (const f of manifest.files)
        if (f.sha256)
            named.push(f.sha256);
    return named;
}
/**
 * Records the blobs a manifest just loaded names, unless they are recorded already: a restore
 * that read the manifest spares the save that follows (`referencedBlobs`) reading it again.
 */
async function noteManifestBlobs(store, sha, manifest) {
    if (!(await hasBlobList(store, 'manifests', sha)))
        await writeBlobList(store, 'manifests', sha, namedBlobs(manifest));
}
/**
 * Every blob the checkpoints need: their manifests, the files those list, external captures. A
 * manifest that cannot be loaded is reported through `unreadable` (its files' blobs are unknown).
 * The blobs a manifest names come from its recorded list when there is one (blob-lists.ts): parsing a
 * large manifest through its schema costs more than reading the list.
 */
async function referencedBlobs(store, checkpoints) {
    const blobs = new Set();
    const read = new Set();
    const unreadable = [];
    for (const cp of checkpoints) {
        for (const c of cp.captures)
            blobs.add(c.sha256);
        const sha = (0,rollback/* manifestShaOf */.D6)(cp.location);
        // A manifest shared by several checkpoints (or states) is read once.
        if (!sha || read.has(sha))
            continue;
        read.add(sha);
        blobs.add(sha);
        const listed = await readBlobList(store, 'manifests', sha);
        if (listed) {
            for (const b of listed)
                blobs.add(b);
            continue;
        }
        try {
            const manifest = await loadManifest(store, sha);
            const named = namedBlobs(manifest);
            for (const b of named)
                blobs.add(b);
            await blob_lists_writeBlobList(store, 'manifests', sha, named);
        }
        catch {
            unreadable.push(sha);
        }
    }
    return { blobs, unreadable };
}

;// CONCATENATED MODULE: ./.build/snapshot/pack.js
/**
 * Moving blobs between a blob store and pack files: `packBlobs` writes chosen blobs of a store into
 * a new pack, `unpackBlobs` checks a fetched pack and adds it to a store as it is (its blobs read
 * where they lie). The format: pack-format.ts.
 */





/**
 * Writes the blobs `shas` (deduplicated, sorted) from `store` into a new pack file `out` (through
 * a temp file and a rename). Each blob is verified as it is read; a missing or corrupt one fails
 * the call.
 */
async function packBlobs(store, shas, out, options = {}) {
    const list = [...new Set(shas)].sort();
    const sizes = [];
    for (const sha256 of list) {
        const size = await store.sizeOf(sha256);
        if (size === undefined) {
            throw new errors.CiStateError('blob_missing', `cannot pack blob ${sha256.slice(0, 12)}…: it is missing`, 1);
        }
        sizes.push(size);
    }
    const temp = `${out}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`;
    const w = await PackWriter.create(temp, options);
    let index;
    try {
        for (const [i, sha] of list.entries()) {
            const size = sizes[i];
            const small = await store.readSmall(sha, size);
            await w.append(small ? [small] : store.get(sha, size), sha);
        }
        index = await w.finish();
    }
    catch (err) {
        await w.abort();
        throw err;
    }
    await promises_.chmod(temp, 0o644);
    await promises_.rename(temp, out);
    return resultOf(index);
}
function resultOf(index) {
    return {
        count: index.blobs.length,
        bytes: index.bytes,
        fileBytes: index.fileBytes,
        sha256: index.id,
        blobs: index.blobs.map((b) => b.sha256),
        ...(index.fileSha256 ? { fileSha256: index.fileSha256 } : {}),
    };
}
/**
 * Checks a pack (see `openPack`) and adds it to `store` as it is: its blobs become readable, each
 * verified when it is read. Nothing is added when the check fails.
 */
async function unpackBlobs(file, store, options = {}) {
    const index = await openPack(file, options);
    const added = [];
    let addedBytes = 0;
    // One look at the store for all (a pack holds thousands of blobs; `has` looks at the disk each).
    const present = await store.presence();
    for (const b of index.blobs) {
        if (!present(b.sha256)) {
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

;// CONCATENATED MODULE: ./.build/snapshot/restore-git.js
/**
 * The git side of restoring a snapshot that lists only what differed from a commit: which files
 * were added since, and which tracked files come back from that commit (through `git restore`).
 */



/**
 * For a git-changed-only snapshot: untracked files under the globs that the snapshot does not
 * list are "added since"; tracked files changed or deleted since, and not listed, come back from
 * the snapshot's commit (only when HEAD is still that commit).
 */
async function restore_git_gitSideOfRestore(sr, manifest, removeGlobs, ignore, inManifest, spared) {
    const git = manifest.git;
    const now = await gitChanges(sr.real);
    if (git.commit === undefined || now.commit !== git.commit) {
        return {
            added: [],
            restoreFromCommit: [],
            problems: [
                `the snapshot lists only what differed from commit ${git.commit ?? '(none)'}, and the work tree is at ${now.commit ?? '(no commit)'}: files not in the snapshot were not restored`,
            ],
        };
    }
    const listedDeleted = new Set(git.deleted);
    const changed = [...now.changed].filter((p) => !inManifest.has(p));
    // Tracked files come back under the snapshot's globs; untracked ones are removed only under
    // the removal globs, as in a full snapshot.
    const underGlobs = await matchPaths([...changed, ...now.deleted], manifest.globs, ignore);
    const removable = removeGlobs.length > 0 ? await matchPaths(changed, removeGlobs, ignore) : new Set();
    const added = [];
    const restore = [];
    for (const p of changed) {
        if (listedDeleted.has(p) || spared(p, false))
            continue;
        if (now.untracked.has(p)) {
            if (removable.has(p))
                added.push(p);
        }
        else if (underGlobs.has(p))
            restore.push(p);
    }
    for (const p of now.deleted) {
        if (underGlobs.has(p) && !inManifest.has(p) && !listedDeleted.has(p))
            restore.push(p);
    }
    // Deleted when the snapshot was taken, present again (git may not even list it, when it came
    // back with the committed content).
    for (const p of listedDeleted) {
        if ((await sr.inspect(p)).kind === 'present')
            added.push(p);
    }
    return {
        added: added.sort(compareUtf8),
        restoreFromCommit: restore.sort(compareUtf8),
        problems: [],
    };
}
/**
 * `git restore --source=<commit> --worktree` for `paths` (literal pathspecs, given on stdin so
 * that any number fits): the work tree only, the index is left alone. A one-line problem or
 * undefined.
 */
function restore_git_checkoutFromCommit(root, commit, paths) {
    const what = `${paths.length} file${paths.length === 1 ? '' : 's'} from commit ${commit.slice(0, 12)}`;
    return new Promise((resolve) => {
        const child = spawn('git', [
            '-c',
            'core.fsmonitor=false',
            'restore',
            `--source=${commit}`,
            '--worktree',
            '--pathspec-from-file=-',
            '--pathspec-file-nul',
        ], {
            cwd: root,
            env: { ...process.env, GIT_LITERAL_PATHSPECS: '1' },
            stdio: ['pipe', 'ignore', 'pipe'],
        });
        let err = '';
        child.stderr.on('data', (d) => {
            if (err.length < 2048)
                err += d.toString('utf8');
        });
        child.on('error', (e) => resolve(`cannot run git to restore ${what}: ${e.message}`));
        child.on('close', (c) => resolve(c === 0 ? undefined : `git could not restore ${what}: ${err.trim().split('\n')[0] ?? ''}`));
        child.stdin.on('error', () => undefined);
        child.stdin.end(paths.map((p) => `${p}\0`).join(''));
    });
}

;// CONCATENATED MODULE: ./.build/snapshot/safe-fs.js
/**
 * Writing inside a root without ever leaving it (`SafeRoot`): every parent is checked from the
 * root down, files are created where nothing is or go through a temp file and a rename, links and
 * FIFOs are replaced and never written through. The rules and the threat model are in docs/checkpoints.md, "Safety rules of a
 * restore".
 */






/** A refusal or failure about one path: its message is one line naming the path. */
class safe_fs_PathRefused extends Error {
    name = 'PathRefused';
    path;
    constructor(path, message) {
        super(message);
        this.path = path;
    }
}
const NOFOLLOW = external_node_fs_.constants.O_NOFOLLOW ?? 0;
/**
 * Content already in memory is written with synchronous calls: a trip through the thread pool per
 * call (open, write, chmod, close) costs more than the overlap of the writes saves (restoring 400
 * files of 64–192 KiB took ~25% less so; docs/performance.md, figure 4). Content that streams in
 * (a large blob, verified as it is read) is written through the pool.
 */
let syncWrites = 0;
const NONBLOCK = external_node_fs_.constants.O_NONBLOCK ?? 0;
const DIRECTORY = external_node_fs_.constants.O_DIRECTORY ?? 0;
/**
 * The system's realpath(3) (Node's own makes an lstat and a Stats object per path component); Node's
 * on Windows.
 */
const realpathNow = process.platform === 'win32' ? external_node_fs_.realpathSync : external_node_fs_.realpathSync.native;
function code(err) {
    return err?.code;
}
/**
 * Writes `chunks` through `fd` (a file just created with `mode`) and closes it; `path` is removed if
 * any of it fails. The mode is set again only when the umask took bits off. Returns the file's
 * stats as written.
 */
function fillSync(fd, path, chunks, mode) {
    let ok = false;
    try {
        for (const chunk of chunks) {
            let off = 0;
            while (off < chunk.length)
                off += writeSync(fd, chunk, off, chunk.length - off);
        }
        let st = fstatSync(fd, { bigint: true });
        if (Number(st.mode & 511n) !== (mode & 0o777)) {
            fchmodSync(fd, mode & 0o777);
            st = fstatSync(fd, { bigint: true });
        }
        ok = true;
        return st;
    }
    finally {
        closeSync(fd);
        if (!ok)
            rmSync(path, { force: true });
    }
}
function describe(st) {
    if (st.isSymbolicLink())
        return 'a symbolic link (not followed)';
    if (st.isFile())
        return 'a file, not a directory';
    if (st.isFIFO())
        return 'a FIFO, not a directory';
    if (st.isSocket())
        return 'a socket, not a directory';
    if (st.isBlockDevice() || st.isCharacterDevice())
        return 'a device, not a directory';
    return 'not a directory';
}
/**
 * A root that writes never leave. Every path handed to it has passed `pathProblem` (relative, no
 * `..`, no NUL). On top of that, before anything is written below a directory, each parent is
 * looked at with `lstat` from the root down: it must be a real directory (a symbolic link, a file,
 * a FIFO or a device in its place is refused, never followed nor removed) and its real path must
 * be exactly where it is expected inside the real root. Missing parents are created one at a time,
 * and checked the same way. Content in memory (verified) is created at the entry's path with
 * `O_CREAT | O_EXCL | O_NOFOLLOW` where nothing is there; otherwise files are written to a temp
 * file opened that way in the target directory, and renamed over the entry: an existing link, hard
 * link or FIFO at the entry's path is replaced, never written through. Modes are set
 * through a handle opened with `O_NOFOLLOW`, and only the permission bits (0777) are ever applied.
 *
 * The threat is hostile data (a manifest, a pack, links planted in the workspace before a restore),
 * not a process racing the restore: the checks are repeated right before each rename, but Node has
 * no `openat`, so a concurrent attacker with write access to the workspace is out of scope.
 */
class safe_fs_SafeRoot {
    /** Relative directories known to be real directories inside the root. */
    verified = new Set(['']);
    /** Directories whose real path was checked again in this turn of the event loop. */
    rechecked = new Set();
    tempPrefix = randomBytes(8).toString('hex');
    temps = 0;
    /** The real path of the root (symbolic links in the path resolved once, at open). */
    real;
    constructor(real) {
        this.real = real;
    }
    /** Opens a root (created when missing and `create` is set). */
    static async open(root, create) {
        if (create)
            await fs.mkdir(root, { recursive: true });
        const real = await fs.realpath(root);
        const st = await fs.stat(real);
        if (!st.isDirectory())
            throw new Error(`${root} is not a directory`);
        return new safe_fs_SafeRoot(real);
    }
    abs(rel) {
        return rel === '' ? this.real : join(this.real, ...rel.split('/'));
    }
    /**
     * What is at `rel` now, without changing anything; `blocked` when a parent is not a directory.
     * Synchronous `lstat` calls: a restore inspects every entry, mostly under a directory that is not
     * there yet, and a trip through the thread pool (and a thrown ENOENT) per call cost far more than
     * the call itself.
     */
    async inspect(rel) {
        for (const p of parentsOf(rel)) {
            if (this.verified.has(p))
                continue;
            let st;
            try {
                st = lstatSync(this.abs(p), { throwIfNoEntry: false });
            }
            catch (err) {
                if (code(err) === 'ENOTDIR')
                    return { kind: 'blocked', why: `a parent of ${quote(p)} is not a directory` };
                throw err;
            }
            if (st === undefined)
                return { kind: 'missing' };
            if (!st.isDirectory())
                return { kind: 'blocked', why: `${quote(p)} is ${describe(st)}` };
            this.verified.add(p);
        }
        const st = lstatSync(this.abs(rel), { throwIfNoEntry: false });
        return st === undefined ? { kind: 'missing' } : { kind: 'present', stat: st };
    }
    /** Creates the missing parents of `rel` one by one; refuses any that is not a real directory. */
    async ensureParents(rel) {
        for (const p of parentsOf(rel)) {
            if (this.verified.has(p))
                continue;
            await this.ensureRealDir(rel, p);
        }
    }
    async ensureRealDir(rel, p, mode = 0o755) {
        const abs = this.abs(p);
        let st;
        try {
            st = await fs.lstat(abs);
        }
        catch (err) {
            if (code(err) !== 'ENOENT')
                throw err;
        }
        if (st === undefined) {
            try {
                await fs.mkdir(abs, mode);
            }
            catch (err) {
                if (code(err) !== 'EEXIST')
                    throw err;
            }
            st = await fs.lstat(abs);
        }
        if (!st.isDirectory()) {
            throw new safe_fs_PathRefused(rel, `refusing ${quote(rel)}: ${quote(p)} is ${describe(st)}`);
        }
        const real = await fs.realpath(abs);
        if (real !== abs) {
            throw new safe_fs_PathRefused(rel, `refusing ${quote(rel)}: ${quote(p)} resolves to ${quote(real)}, not inside the root as expected`);
        }
        this.verified.add(p);
    }
    /** Makes `rel` a real directory (replacing whatever else is at that path). */
    async ensureDir(rel) {
        await this.ensureParents(rel);
        const abs = this.abs(rel);
        try {
            const st = await fs.lstat(abs);
            if (!st.isDirectory())
                await fs.unlink(abs);
        }
        catch (err) {
            if (code(err) !== 'ENOENT')
                throw err;
        }
        await this.ensureRealDir(rel, rel);
    }
    /**
     * Moves the temp file or link `temp` to `rel`: the parent is checked again right before (it must
     * still be where it should be), then a rename, which replaces a file or link at `rel`; a
     * directory there is removed whole and the rename made again. The temp is removed when any of it
     * fails. Synchronous: a few cheap calls back to back.
     */
    place(rel, temp) {
        try {
            this.recheckParent(rel);
            try {
                renameSync(temp, this.abs(rel));
            }
            catch (err) {
                // A directory in the way (rename(2) refuses to replace one with a file or link).
                if (!lstatSync(this.abs(rel), { throwIfNoEntry: false })?.isDirectory())
                    throw err;
                rmSync(this.abs(rel), { recursive: true, force: true });
                this.forget(rel);
                renameSync(temp, this.abs(rel));
            }
        }
        catch (err) {
            rmSync(temp, { force: true });
            throw err;
        }
    }
    /**
     * Refuses `rel` when its directory is no longer where it should be (a link swapped in). Once per
     * directory in a turn of the event loop: the files of one directory written back to back share
     * the check (a `readlink` per path component each otherwise).
     */
    recheckParent(rel) {
        const parent = rel.slice(0, Math.max(0, rel.lastIndexOf('/')));
        if (this.rechecked.has(parent))
            return;
        const abs = this.abs(parent);
        if (realpathNow(abs) !== abs) {
            this.verified.delete(parent);
            throw new safe_fs_PathRefused(rel, `refusing ${quote(rel)}: its directory moved outside the root`);
        }
        if (this.rechecked.size === 0)
            setImmediate(() => this.rechecked.clear());
        this.rechecked.add(parent);
    }
    forget(rel) {
        this.rechecked.clear();
        for (const v of this.verified)
            if (v === rel || v.startsWith(`${rel}/`))
                this.verified.delete(v);
    }
    /**
     * A temp name in the directory of `rel`: a random part drawn once per root (not guessable, so it
     * cannot be planted in advance; a clash only fails the O_EXCL open) and a counter.
     */
    tempName(rel) {
        const parents = parentsOf(rel);
        return this.abs([
            ...(parents.length ? [parents[parents.length - 1]] : []),
            `.ci-state-${this.tempPrefix}-${(this.temps++).toString(36)}.tmp`,
        ].join('/'));
    }
    /**
     * Writes `chunks` to `rel` through a temp file and a rename. If the iteration throws (a blob
     * that fails verification), the temp file is removed and `rel` is left as it was. Returns the
     * file's stats when the file was created in place (they are final then), else undefined.
     */
    async writeFile(rel, chunks, mode) {
        await this.ensureParents(rel);
        if (Array.isArray(chunks)) {
            // In memory already: the same steps with synchronous calls, each of which costs less than a
            // trip through the thread pool. The event loop gets a turn every 64 files.
            if (++syncWrites % 64 === 0)
                await new Promise((r) => setImmediate(r));
            return this.writeNow(rel, chunks, mode);
        }
        const temp = this.tempName(rel);
        const fh = await fs.open(temp, C.O_WRONLY | C.O_CREAT | C.O_EXCL | NOFOLLOW, 0o600);
        let ok = false;
        try {
            for await (const chunk of chunks) {
                let off = 0;
                while (off < chunk.length) {
                    const { bytesWritten } = await fh.write(chunk, off, chunk.length - off);
                    off += bytesWritten;
                }
            }
            await fh.chmod(mode & 0o777);
            ok = true;
        }
        finally {
            await fh.close().catch(() => undefined);
            if (!ok)
                await fs.rm(temp, { force: true });
        }
        this.place(rel, temp);
        return undefined;
    }
    /**
     * `writeFile` for content in memory (verified already). Where nothing is at `rel` (a restore's
     * usual case), the file is created there directly, `O_CREAT | O_EXCL | O_NOFOLLOW` after the
     * parent's re-check, which can neither follow nor open anything that is there; a partial file is
     * removed when a write fails. Otherwise (`EEXIST`): temp file, mode, parent re-checked, rename.
     * The rename and its temp name cost a restore of many small files about a quarter of its time.
     */
    writeNow(rel, chunks, mode) {
        const created = this.createNow(rel, chunks, mode);
        if (created)
            return created;
        const temp = this.tempName(rel);
        fillSync(openSync(temp, C.O_WRONLY | C.O_CREAT | C.O_EXCL | NOFOLLOW, mode & 0o777), temp, chunks, mode);
        this.place(rel, temp);
        return undefined;
    }
    /** Writes `chunks` to a new file at `rel`: its stats, or undefined when something is there. */
    createNow(rel, chunks, mode) {
        this.recheckParent(rel);
        const abs = this.abs(rel);
        let fd;
        try {
            fd = openSync(abs, C.O_WRONLY | C.O_CREAT | C.O_EXCL | NOFOLLOW, mode & 0o777);
        }
        catch (err) {
            if (code(err) === 'EEXIST')
                return undefined;
            throw err;
        }
        return fillSync(fd, abs, chunks, mode);
    }
    /** Creates a symbolic link at `rel` (the target was checked by the caller), replacing the entry. */
    async writeSymlink(rel, target) {
        await this.ensureParents(rel);
        const temp = this.tempName(rel);
        await fs.symlink(target, temp);
        this.place(rel, temp);
    }
    /** Removes `rel` (a directory with what it holds); links are removed, never followed. */
    async remove(rel) {
        const state = await this.inspect(rel);
        if (state.kind === 'blocked')
            throw new safe_fs_PathRefused(rel, `not removing ${quote(rel)}: ${state.why}`);
        if (state.kind === 'missing')
            return false;
        if (state.stat.isDirectory()) {
            await fs.rm(this.abs(rel), { recursive: true, force: true });
            this.forget(rel);
        }
        else
            await fs.unlink(this.abs(rel));
        return true;
    }
    /** Removes the directory `rel` if it is empty; true when removed. */
    async removeEmptyDir(rel) {
        const state = await this.inspect(rel);
        if (state.kind !== 'present' || !state.stat.isDirectory())
            return false;
        try {
            await fs.rmdir(this.abs(rel));
            this.forget(rel);
            return true;
        }
        catch (err) {
            if (code(err) === 'ENOTEMPTY' || code(err) === 'EEXIST')
                return false;
            throw err;
        }
    }
    /** Sets the permission bits of a file or directory without following a link. */
    async chmod(rel, mode, dir) {
        const fh = await fs.open(this.abs(rel), C.O_RDONLY | NOFOLLOW | NONBLOCK | (dir ? DIRECTORY : 0));
        try {
            const st = await fh.stat();
            if (dir ? !st.isDirectory() : !st.isFile()) {
                throw new safe_fs_PathRefused(rel, `refusing to change the mode of ${quote(rel)}: it changed type`);
            }
            await fh.chmod(mode & 0o777);
        }
        finally {
            await fh.close();
        }
    }
}

;// CONCATENATED MODULE: ./.build/snapshot/restore.js
/**
 * Restoring a snapshot exactly (`restoreFiles`): missing entries re-created, modified ones
 * rewritten, every blob verified before it becomes visible. The git side of a git-changed-only
 * snapshot is in restore-git.ts; `rollbackFiles` in rollback-files.ts.
 */










/** The first line of an error's message, for a problem line. */
function restore_errText(err) {
    if (err instanceof Error)
        return err.message.split('\n')[0] ?? '';
    return String(err);
}
/**
 * Restores `manifest` under `root` from `store`: makes its entries what they were. Missing ones
 * are re-created, modified ones rewritten (content, type or mode), unchanged ones left alone; with
 * `removeAddedUnderGlobs`, what appeared under those globs since the snapshot is removed (never
 * what the default rules exclude, the user excluded, or the snapshot skipped). Every blob is
 * verified while it is written, before the rename that makes it visible. A missing or corrupt blob,
 * or a path that cannot be written safely, is a problem naming the file: the caller then runs the
 * phase again instead of skipping it. A manifest that fails `checkManifest` is refused whole,
 * before anything is touched.
 */
async function restore_restoreFiles(root, manifest, store, options = {}) {
    const result = {
        written: [],
        deleted: [],
        unchanged: 0,
        problems: [],
        diff: { added: [], modified: [], deleted: [] },
    };
    const refusals = checkManifest(manifest, options.limits);
    if (refusals.length > 0) {
        result.problems = refusals;
        return result;
    }
    const dry = options.dryRun === true;
    const sr = await SafeRoot.open(root, !dry).catch(async (err) => {
        if (dry && err.code === 'ENOENT')
            return undefined;
        throw err;
    });
    const problem = (path, message) => {
        result.problems.push({ path, message });
    };
    const concurrency = options.concurrency ?? 16;
    // 1. Compare every entry with the disk. Directories first: one that is re-created (in place of
    // a link, a file, nothing) makes what is below it missing, whatever the disk shows there now.
    const recreated = new Set();
    const compare = async (entry) => {
        let target;
        if (entry.type !== 'dir') {
            const sha = entry.sha256;
            const size = await store.sizeOf(sha);
            if (size === undefined) {
                problem(entry.path, `cannot restore ${quote(entry.path)}: blob ${sha.slice(0, 12)}… is missing`);
                return { op: 'problem' };
            }
            if (size !== entry.size) {
                problem(entry.path, `cannot restore ${quote(entry.path)}: blob ${sha.slice(0, 12)}… has ${size} bytes, the snapshot says ${entry.size} (corrupt)`);
                return { op: 'problem' };
            }
            if (entry.type === 'symlink') {
                try {
                    target = (await store.read(sha, MAX_LINK_TARGET)).toString('utf8');
                }
                catch (err) {
                    problem(entry.path, `cannot restore ${quote(entry.path)}: ${restore_errText(err)}`);
                    return { op: 'problem' };
                }
                const bad = linkTargetProblem(entry.path, target);
                if (bad) {
                    problem(entry.path, `refusing ${quote(entry.path)}: ${bad}`);
                    return { op: 'problem' };
                }
            }
        }
        if (!sr || parentsOf(entry.path).some((p) => recreated.has(p))) {
            return target === undefined
                ? { op: 'write', entry, change: 'deleted' }
                : { op: 'write', entry, change: 'deleted', target };
        }
        const state = await sr.inspect(entry.path);
        if (state.kind === 'blocked') {
            problem(entry.path, `refusing ${quote(entry.path)}: ${state.why}`);
            return { op: 'problem' };
        }
        const write = (change) => target === undefined
            ? { op: 'write', entry, change }
            : { op: 'write', entry, change, target };
        if (state.kind === 'missing')
            return write('deleted');
        const st = state.stat;
        const mode = entry.mode & 0o777;
        if (entry.type === 'dir') {
            if (!st.isDirectory())
                return write('modified');
            return (st.mode & 0o777) === mode ? { op: 'none' } : { op: 'mode', entry };
        }
        if (entry.type === 'symlink') {
            if (!st.isSymbolicLink())
                return write('modified');
            return (await fs.readlink(sr.abs(entry.path))) === target
                ? { op: 'none' }
                : write('modified');
        }
        if (!st.isFile() || st.size !== entry.size)
            return write('modified');
        try {
            const d = await hashFile(sr.abs(entry.path), false, st.size);
            if (d.sha256 !== entry.sha256)
                return write('modified');
        }
        catch {
            return write('modified');
        }
        return (st.mode & 0o777) === mode ? { op: 'none' } : { op: 'mode', entry };
    };
    const dirActions = new Map();
    for (const entry of manifest.files) {
        if (entry.type !== 'dir')
            continue;
        const a = await compare(entry);
        dirActions.set(entry.path, a);
        if (a.op === 'write')
            recreated.add(entry.path);
    }
    const actions = await mapPool(manifest.files, concurrency, async (entry) => entry.type === 'dir' ? dirActions.get(entry.path) : compare(entry));
    // 2. What was added since, under the removal globs.
    const inManifest = new Set(manifest.files.map((f) => f.path));
    const keepDirs = new Set();
    for (const f of manifest.files)
        for (const p of parentsOf(f.path))
            keepDirs.add(p);
    const skipped = new Set(manifest.skipped);
    const spared = (path, dir) => defaultExclusion(path, dir) !== undefined ||
        skipped.has(path) ||
        parentsOf(path).some((p) => skipped.has(p)) ||
        keepDirs.has(path);
    const removeGlobs = options.removeAddedUnderGlobs ?? [];
    let addedFiles = [];
    const addedDirs = [];
    let gitRestore = [];
    if (sr && (removeGlobs.length > 0 || manifest.git)) {
        if (manifest.git) {
            const ignore = [...manifest.exclude, ...excludedDirPatterns()];
            const r = await gitSideOfRestore(sr, manifest, removeGlobs, ignore, inManifest, spared);
            addedFiles = r.added;
            gitRestore = r.restoreFromCommit;
            for (const m of r.problems)
                problem('', m);
        }
        else {
            for (const m of await globTree(sr.real, removeGlobs, manifest.exclude, isExcludedDirName)) {
                if (inManifest.has(m.path) || spared(m.path, m.dir))
                    continue;
                if (m.dir)
                    addedDirs.push(m.path);
                else
                    addedFiles.push(m.path);
            }
        }
    }
    for (const a of actions) {
        if (a.op === 'none')
            result.unchanged++;
        else if (a.op === 'mode')
            result.diff.modified.push(a.entry.path);
        else if (a.op === 'write')
            result.diff[a.change].push(a.entry.path);
    }
    result.diff.added = [...addedFiles, ...addedDirs].sort(compareUtf8);
    result.diff.modified.push(...gitRestore);
    result.diff.modified.sort(compareUtf8);
    result.diff.deleted.sort(compareUtf8);
    if (dry || !sr)
        return restore_finish(result);
    // 3. Remove what was added (files, then directories left empty, deepest first).
    for (const path of addedFiles) {
        try {
            if (await sr.remove(path))
                result.deleted.push(path);
        }
        catch (err) {
            problem(path, err instanceof PathRefused ? err.message : `cannot remove ${quote(path)}: ${restore_errText(err)}`);
        }
    }
    for (const path of [...addedDirs].sort((a, b) => b.split('/').length - a.split('/').length)) {
        try {
            if (await sr.removeEmptyDir(path))
                result.deleted.push(path);
        }
        catch (err) {
            problem(path, `cannot remove ${quote(path)}: ${restore_errText(err)}`);
        }
    }
    // 4. Directories (shallow first), then files and links.
    const writes = actions.filter((a) => a.op === 'write');
    for (const a of writes.filter((w) => w.entry.type === 'dir')) {
        try {
            await sr.ensureDir(a.entry.path);
            result.written.push(a.entry.path);
        }
        catch (err) {
            problem(a.entry.path, err instanceof PathRefused
                ? err.message
                : `cannot create ${quote(a.entry.path)}: ${restore_errText(err)}`);
        }
    }
    // Small blobs are read into buffers reused from file to file (one per write in flight): a fresh
    // buffer per file costs a page fault per 4 KiB it touches, which on a virtual machine whose
    // freed memory goes back to the host is a trip to the host each.
    const spare = [];
    await mapPool(writes.filter((w) => w.entry.type !== 'dir'), concurrency, async (a) => {
        const e = a.entry;
        const into = spare.pop() ?? Buffer.allocUnsafeSlow(SMALL + 1);
        try {
            if (e.type === 'symlink')
                await sr.writeSymlink(e.path, a.target);
            else {
                // A small blob is read whole and verified first; a larger one verified as it streams.
                const sha = e.sha256;
                const small = await store.readSmall(sha, e.size, SMALL, into);
                const cache = options.hashCache;
                const counter = cache && !small ? new TokenCounter() : undefined;
                const chunks = small ? [small] : store.get(sha, e.size);
                const made = await sr.writeFile(e.path, counter ? counted(chunks, counter) : chunks, e.mode);
                const st = cache && (made ?? lstatSync(sr.abs(e.path), { bigint: true, throwIfNoEntry: false }));
                if (cache && st && st.isFile()) {
                    const tokens = small ? tokensIn(small) : counter.tokens;
                    cache.written(sr.abs(e.path), st, { sha256: sha, size: e.size, tokens }, true);
                }
            }
            result.written.push(e.path);
        }
        catch (err) {
            problem(e.path, err instanceof PathRefused
                ? err.message
                : `cannot restore ${quote(e.path)}: ${restore_errText(err)}`);
        }
        finally {
            spare.push(into);
        }
    });
    // 5. Modes: files, then directories deepest first (a read-only directory is set last).
    const modeFix = [
        ...actions.filter((a) => a.op === 'mode').map((a) => a.entry),
        ...writes.filter((w) => w.entry.type === 'dir').map((w) => w.entry),
    ].sort((a, b) => (a.type === 'dir' ? 1 : 0) - (b.type === 'dir' ? 1 : 0) ||
        b.path.split('/').length - a.path.split('/').length);
    const written = new Set(result.written);
    for (const e of modeFix) {
        try {
            await sr.chmod(e.path, e.mode, e.type === 'dir');
            if (!written.has(e.path))
                result.written.push(e.path);
        }
        catch (err) {
            problem(e.path, err instanceof PathRefused
                ? err.message
                : `cannot set the mode of ${quote(e.path)}: ${restore_errText(err)}`);
        }
    }
    // 6. Git-changed-only snapshots: files not listed come from the snapshot's commit.
    if (gitRestore.length > 0 && manifest.git?.commit) {
        const r = await checkoutFromCommit(sr.real, manifest.git.commit, gitRestore);
        if (r)
            problem('', r);
        else
            result.written.push(...gitRestore);
    }
    return restore_finish(result);
}
/** `chunks` as they pass, each shown to `counter`. */
async function* counted(chunks, counter) {
    for await (const chunk of chunks) {
        counter.push(chunk);
        yield chunk;
    }
}
/** The result with its lists sorted by path (UTF-8 byte order). */
function restore_finish(result) {
    result.written.sort(compareUtf8);
    result.deleted.sort(compareUtf8);
    result.problems.sort((a, b) => compareUtf8(a.path, b.path));
    return result;
}

;// CONCATENATED MODULE: ./.build/snapshot/rollback-files.js
/**
 * Rolling a file set back to a snapshot: a restore that also removes what was added under the
 * snapshots' globs, and what the phases being rolled back produced (see `rollbackFiles`).
 */







/**
 * Rolls the files under `root` back to snapshot `to`. `from` is the latest snapshot taken after
 * it (or undefined): the files it recorded that `to` does not hold were produced by the phases
 * being rolled back, and are removed as well when they still have the content it recorded (a file
 * changed since by someone else is left alone). Otherwise this is `restoreFiles` with removal of
 * what was added under the snapshots' globs.
 */
async function rollbackFiles(root, from, to, store, options = {}) {
    if (from) {
        const refusals = checkManifest(from, options.limits);
        if (refusals.length > 0) {
            return {
                written: [],
                deleted: [],
                unchanged: 0,
                problems: refusals.map((r) => ({ path: r.path, message: `later snapshot: ${r.message}` })),
                diff: { added: [], modified: [], deleted: [] },
            };
        }
    }
    const globs = options.removeAddedUnderGlobs ?? [
        ...new Set([...to.globs, ...(from?.globs ?? [])]),
    ];
    const result = await restoreFiles(root, to, store, { ...options, removeAddedUnderGlobs: globs });
    if (!from || checkManifest(to, options.limits).length > 0)
        return result;
    const inTo = new Set(to.files.map((f) => f.path));
    const already = new Set([...result.diff.added, ...result.deleted]);
    const sr = await SafeRoot.open(root, false).catch(() => undefined);
    if (!sr)
        return result;
    const extra = [];
    for (const f of from.files) {
        if (inTo.has(f.path) || already.has(f.path) || f.type === 'dir')
            continue;
        const state = await sr.inspect(f.path);
        if (state.kind !== 'present')
            continue;
        const st = state.stat;
        let same = false;
        if (f.type === 'symlink' && st.isSymbolicLink()) {
            same = sha256Of(await fs.readlink(sr.abs(f.path))) === f.sha256;
        }
        else if (f.type === 'file' && st.isFile() && st.size === f.size) {
            same =
                (await hashFile(sr.abs(f.path), false, st.size).catch(() => undefined))?.sha256 ===
                    f.sha256;
        }
        if (same)
            extra.push(f.path);
    }
    result.diff.added = [...new Set([...result.diff.added, ...extra])].sort(compareUtf8);
    if (!options.dryRun) {
        for (const path of extra) {
            try {
                if (await sr.remove(path))
                    result.deleted.push(path);
            }
            catch (err) {
                result.problems.push({
                    path,
                    message: err instanceof PathRefused
                        ? err.message
                        : `cannot remove ${quote(path)}: ${errText(err)}`,
                });
            }
        }
    }
    return finish(result);
}

;// CONCATENATED MODULE: ./.build/snapshot/snapshot.js
/**
 * Writing a snapshot: the blobs a collected file set needs that the store does not hold yet, then
 * the manifest, go into one new pack (one file written front to back, published whole by a
 * rename: the commit point). Dedupe is by content: a blob already present (from any earlier
 * checkpoint or run that shares the store) is neither read nor written again.
 */









/**
 * Collects `globs` under `root` and writes the snapshot, reading each file once: the content of a
 * file hashed in one piece goes into the new pack as it is hashed (when the store does not hold it
 * yet), and only the rest is read again by `writeSnapshot`.
 */
async function snapshotFiles(store, root, globs, options = {}) {
    const { tee, fileDigest, ...collectOptions } = options;
    const pack = await store.newPack({
        ...(tee ? { tee } : {}),
        ...(fileDigest === false ? { fileDigest } : {}),
    });
    let queue = Promise.resolve();
    try {
        const present = await store.presence();
        // Appends one at a time, in the order the hashing ends.
        const keep = (sha, data) => (queue = queue.then(async () => {
            // `data` is what hashFile just hashed to `sha`: no second pass over it.
            if (!pack.writer.holds(sha) && !present(sha))
                await pack.writer.appendHashed(data, sha);
        }));
        const collected = await collectFiles(root, globs, { ...collectOptions, keep });
        await queue;
        return {
            collected,
            written: await writeSnapshot(store, collected, root, { pack, present }),
        };
    }
    catch (err) {
        await pack.abort();
        throw err;
    }
}
/**
 * Stores the content of `input` (files read from `root`) and its manifest in `store`. A file whose
 * content changed since it was collected fails the call (its digest would not match the manifest).
 * `pack`: the new pack to write into (committed or aborted here), which may already hold some of
 * the blobs (`snapshotFiles`); `present`: the store's blobs as of the caller's look
 * (`BlobStore.presence`), taken here when not given.
 */
async function writeSnapshot(store, input, root, options = {}) {
    const src = Array.isArray(input) ? { files: input } : input;
    const files = [...src.files].sort((a, b) => compareUtf8(a.path, b.path));
    const base = resolve(root);
    // One representative entry per distinct blob.
    const wanted = new Map();
    for (const f of files) {
        if (f.type === 'dir')
            continue;
        if (f.sha256 === undefined) {
            throw new CiStateError('invalid_input', `snapshot entry ${f.path} has no sha256`);
        }
        if (!wanted.has(f.sha256))
            wanted.set(f.sha256, f);
    }
    const newBlobs = [];
    let newBytes = 0;
    let totalBytes = 0;
    const pack = options.pack ?? (await store.newPack());
    try {
        const present = options.present ?? (await store.presence());
        for (const f of wanted.values()) {
            const sha = f.sha256;
            totalBytes += f.size;
            if (pack.writer.holds(sha)) {
                newBlobs.push(sha);
                newBytes += f.size;
                continue;
            }
            if (present(sha))
                continue;
            const abs = join(base, f.path);
            try {
                if (f.type === 'symlink') {
                    const target = await fs.readlink(abs);
                    if (sha256Of(target) !== sha)
                        throw new Error('the link changed since it was collected');
                    await pack.writer.append([Buffer.from(target, 'utf8')], sha);
                }
                else {
                    await pack.writer.append(fileChunks(abs), sha);
                }
            }
            catch (err) {
                throw new CiStateError('snapshot_io', `cannot snapshot ${f.path}: ${err.message}`, { exitCode: 1, cause: err });
            }
            newBlobs.push(sha);
            newBytes += f.size;
        }
        const skipped = [...(src.excluded ?? []), ...(src.refused ?? [])]
            .map((s) => s.path.replace(/\/$/, ''))
            .sort(compareUtf8);
        const manifest = {
            format: 'ci-state-snapshot',
            version: 1,
            globs: [...(src.globs ?? [])],
            exclude: [...(src.exclude ?? [])],
            files,
            skipped,
        };
        if (src.git)
            manifest.git = { ...src.git, deleted: [...src.git.deleted] };
        // The manifest goes last, in the same pack: every blob it names is published with it.
        const bytes = manifestBytes(manifest);
        const manifestSha = sha256Of(bytes);
        if (!pack.writer.holds(manifestSha) && !present(manifestSha)) {
            await pack.writer.append([bytes], manifestSha);
            newBlobs.push(manifestSha);
            newBytes += bytes.length;
        }
        const index = await pack.commit();
        await writeBlobList(store, 'manifests', manifestSha, wanted.keys());
        newBlobs.sort();
        return {
            manifest,
            manifestSha,
            newBlobs,
            newBytes,
            blobs: [...wanted.keys(), manifestSha].sort(),
            totalBytes,
            ...(index ? { pack: index.id } : {}),
        };
    }
    catch (err) {
        await pack.abort();
        throw err;
    }
}

;// CONCATENATED MODULE: ./.build/snapshot/index.js
/**
 * File snapshots for checkpoints: content-addressed, deduplicated, restored safely.
 *
 *   collectFiles   expand globs under a root; exclusions, refusals, sha256 of every entry
 *   writeSnapshot  the blobs not yet present and the manifest, as one pack
 *   snapshotFiles  collectFiles and writeSnapshot, each file read once
 *   restoreFiles   make the workspace match a manifest (or `dryRun` for the diff only)
 *   rollbackFiles  restoreFiles, also removing what later phases added
 *   packBlobs / unpackBlobs       a pack of any blobs; add a fetched pack to a store (checked)
 *   captureExternal / restoreExternal   state outside the workspace (a database)
 *
 * See docs/checkpoints.md for the formats and the safety rules.
 */














/***/ }),

/***/ 334:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Me: () => (/* binding */ MAX_BUNDLE_BYTES),
/* harmony export */   VH: () => (/* binding */ decodeBundle),
/* harmony export */   n: () => (/* binding */ encodeBundle),
/* harmony export */   rJ: () => (/* binding */ BundleError)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92857);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55318);
/**
 * The bundle: the one opaque file ci-state stores in a cache entry or artifact.
 *
 *   CISTATE1\n
 *   <header JSON>\n          {"v":1,"sha256":<payload digest>,"size":N,"scopeKey":..,"createdAt":..,"hmac"?:..}
 *   <payload>                JSON: {"state": RunState}
 *
 * Reading checks, in order: magic, header shape, size cap, payload size, payload sha256, the HMAC
 * (required when an integrity key is configured), then the state through the strict schema. Nothing
 * is trusted before every check passed.
 */



const MAGIC = Buffer.from('CISTATE1\n');
/** Largest bundle accepted from a cache entry or artifact. */
const MAX_BUNDLE_BYTES = 64 * 1024 * 1024;
const Header = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    v: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    size: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    scopeKey: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{8,64}$/),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(40),
    hmac: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
});
class BundleError extends Error {
    constructor(message) {
        super(message);
        this.name = 'BundleError';
    }
}
function mac(key, h) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key)
        .update(`${h.v}\n${h.sha256}\n${h.size}\n${h.scopeKey}\n${h.createdAt}`)
        .digest('hex');
}
function encodeBundle(state, opts) {
    const payload = Buffer.from(JSON.stringify({ state }));
    const base = {
        v: 1,
        sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(payload).digest('hex'),
        size: payload.length,
        scopeKey: opts.scopeKey,
        createdAt: opts.now ?? new Date().toISOString(),
    };
    const header = opts.integrityKey ? { ...base, hmac: mac(opts.integrityKey, base) } : base;
    return Buffer.concat([MAGIC, Buffer.from(`${JSON.stringify(header)}\n`), payload]);
}
/**
 * `scopeKey`: the scope the caller expects. Without it (the report job reads every job's state),
 * the header's scope key must be the hash of the state's own scope.
 */
function decodeBundle(bytes, opts) {
    const fail = (why) => {
        throw new BundleError(`${opts.source}: ${why}`);
    };
    if (bytes.length > MAX_BUNDLE_BYTES)
        fail(`bundle is ${bytes.length} bytes, over the ${MAX_BUNDLE_BYTES} cap`);
    if (bytes.length < MAGIC.length || !bytes.subarray(0, MAGIC.length).equals(MAGIC))
        fail('not a ci-state bundle');
    const nl = bytes.indexOf(0x0a, MAGIC.length);
    if (nl < 0 || nl - MAGIC.length > 4096)
        fail('bundle header is missing or too long');
    let header;
    try {
        header = Header.parse(JSON.parse(bytes.subarray(MAGIC.length, nl).toString('utf8')));
    }
    catch {
        return fail('bundle header is malformed');
    }
    const payload = bytes.subarray(nl + 1);
    if (payload.length !== header.size)
        fail(`payload is ${payload.length} bytes, the header says ${header.size} (truncated?)`);
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(payload).digest('hex');
    if (digest !== header.sha256)
        fail('payload digest does not match the header (corrupt or tampered)');
    if (opts.scopeKey !== undefined && header.scopeKey !== opts.scopeKey)
        fail('bundle belongs to another scope');
    if (opts.integrityKey) {
        if (!header.hmac)
            fail('bundle is not signed, but an integrity key is configured');
        const { hmac, ...rest } = header;
        const want = Buffer.from(mac(opts.integrityKey, rest), 'hex');
        if (!(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(want, Buffer.from(hmac, 'hex')))
            fail('bundle signature does not match the integrity key');
    }
    let doc;
    try {
        doc = JSON.parse(payload.toString('utf8'));
    }
    catch {
        return fail('payload is not JSON');
    }
    if (!doc || typeof doc !== 'object' || !('state' in doc))
        fail('payload holds no state');
    const state = (0,_core_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseStateDocument */ .No)(doc.state, opts.source);
    if ((0,_core_index_js__WEBPACK_IMPORTED_MODULE_1__/* .scopeKey */ .OD)(state.scope) !== header.scopeKey)
        fail('the state does not belong to the scope its header names');
    return { state, sha256: digest, signed: !!header.hmac, createdAt: header.createdAt };
}


/***/ })

};
