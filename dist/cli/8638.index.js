export const id = 8638;
export const ids = [8638,7941];
export const modules = {

/***/ 66702:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ readAtSync),
/* harmony export */   T9: () => (/* binding */ fileChunks),
/* harmony export */   gD: () => (/* binding */ syncFile),
/* harmony export */   m$: () => (/* binding */ CHUNK),
/* harmony export */   o5: () => (/* reexport safe */ _hash_js__WEBPACK_IMPORTED_MODULE_3__.o5),
/* harmony export */   q7: () => (/* binding */ breathe),
/* harmony export */   ty: () => (/* binding */ syncDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8005);
/* harmony import */ var _hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44461);
/**
 * Reading and syncing the files of a blob store: a file's content in chunks (whole when small, read
 * with synchronous calls, which cost less than promise-based ones for many small files), a range of
 * an open descriptor, and fsync of a file or a directory.
 */




/** The largest read of a streamed blob or file. */
const CHUNK = 1024 * 1024;

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
        fh = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open(dir, 'r');
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
    const fh = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open(path, 'r');
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
async function* fileChunks(path) {
    const small = await readSmallFile(path);
    if (small) {
        yield small;
        return;
    }
    const fh = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open(path, _hash_js__WEBPACK_IMPORTED_MODULE_3__/* .READ_FLAGS */ .tC);
    try {
        const st = await fh.stat();
        if (!st.isFile()) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('snapshot_io', `cannot store ${path}: not a regular file`, 1);
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
        const r = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, got, n - got, pos + got);
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
    return (0,_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .readSmallSync */ .Tq)(path, () => new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('snapshot_io', `cannot store ${path}: not a regular file`, 1));
}
/** Reads an open file handle from the start in chunks (one buffer, reused: consume each first). */
async function* readHandle(fh, sizeHint) {
    const buf = Buffer.allocUnsafe(Math.max(1, Math.min(CHUNK, sizeHint + 1)));
    let pos = 0;
    for (;;) {
        const { bytesRead } = await fh.read(buf, 0, buf.length, pos);
        if (bytesRead === 0)
            return;
        pos += bytesRead;
        yield buf.subarray(0, bytesRead);
    }
}


/***/ }),

/***/ 29748:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GI: () => (/* binding */ hasBlobList),
/* harmony export */   dZ: () => (/* binding */ writeBlobList),
/* harmony export */   jQ: () => (/* binding */ shippedRecordFile),
/* harmony export */   lK: () => (/* binding */ pruneBlobLists),
/* harmony export */   rh: () => (/* binding */ writeRecord),
/* harmony export */   sy: () => (/* binding */ readBlobList)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _store_atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33367);
/* harmony import */ var _bytes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17736);
/**
 * Local records beside a blob store (`<store>/checkpoints/`), never shipped: the blobs each pack
 * holds and each manifest names, where a pack was sent while written, and the digest cache's file.
 * They only save work: a missing or damaged record costs a recomputation, never a wrong answer.
 * A list is raw 32-byte digests, much cheaper to read and write than JSON of hex strings.
 */




const SHA256 = /^[0-9a-f]{64}$/;
function listDir(store, kind) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(store.dir), kind);
}
/** A record's file name after the digest: `.bin` for the lists, `.json` for the others. */
function extensionOf(kind) {
    return kind === 'shipped' ? '.json' : '.bin';
}
/** The record of kind `kind` for pack or manifest `sha`: `<kind>/<sha>.bin` or `.json`. */
function recordFile(store, kind, sha) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(listDir(store, kind), `${sha}${extensionOf(kind)}`);
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
async function writeRecord(file, data, mode = 0o644) {
    const temp = (0,_store_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .tempPathFor */ .FD)(file);
    try {
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true });
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile(temp, data, { mode });
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename(temp, file);
    }
    catch {
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm(temp, { force: true }).catch(() => undefined);
    }
}
/** Records the blobs of pack or manifest `sha` (each once). */
function writeBlobList(store, kind, sha, blobs) {
    const bytes = (0,_bytes_js__WEBPACK_IMPORTED_MODULE_3__/* .digestBytes */ .QN)([...new Set(blobs)]);
    if (!bytes)
        return Promise.resolve(); // not digests: no record
    return writeRecord(recordFile(store, kind, sha), bytes);
}
/** Whether a list of the blobs of pack or manifest `sha` is recorded (not whether it is sound). */
function hasBlobList(store, kind, sha) {
    return node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access(recordFile(store, kind, sha)).then(() => true, () => false);
}
/** The recorded blobs of pack or manifest `sha`; undefined when there is no sound record. */
async function readBlobList(store, kind, sha) {
    let bytes;
    try {
        bytes = await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile(recordFile(store, kind, sha));
    }
    catch {
        return undefined; // none yet, or not readable
    }
    if (bytes.length % 32 !== 0)
        return undefined;
    return (0,_bytes_js__WEBPACK_IMPORTED_MODULE_3__/* .digestsAt */ .Dq)(bytes, 0, bytes.length / 32);
}
/** Removes the records of the given kind whose pack or manifest is not in `keep`. */
async function pruneBlobLists(store, kind, keep, dryRun = false) {
    const dir = listDir(store, kind);
    let names;
    try {
        names = await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir(dir);
    }
    catch {
        return;
    }
    const ext = extensionOf(kind);
    for (const name of names) {
        const sha = name.endsWith(ext) ? name.slice(0, -ext.length) : '';
        if (SHA256.test(sha) && keep.has(sha))
            continue;
        if (!dryRun)
            await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name), { force: true });
    }
}


/***/ }),

/***/ 47409:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ BlobStore)
});

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
// EXTERNAL MODULE: ./.build/snapshot/blob-files.js
var blob_files = __webpack_require__(66702);
// EXTERNAL MODULE: ./.build/snapshot/pack-format.js
var pack_format = __webpack_require__(41604);
// EXTERNAL MODULE: ./.build/snapshot/bytes.js
var snapshot_bytes = __webpack_require__(17736);
// EXTERNAL MODULE: ./.build/snapshot/limits.js
var snapshot_limits = __webpack_require__(57239);
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
    const file = index.fileSha256 === undefined ? undefined : (0,snapshot_bytes/* digestBytes */.QN)([index.fileSha256]);
    const digests = (0,snapshot_bytes/* digestBytes */.QN)(index.blobs.map((b) => b.sha256));
    if (!digests || (index.fileSha256 !== undefined && !file))
        return undefined;
    const head = INDEX_RECORD_HEAD + (file ? 32 : 0);
    const out = Buffer.allocUnsafe(head + n * 40);
    (file ? INDEX_RECORD_FILE : INDEX_RECORD).copy(out, 0);
    (0,snapshot_bytes/* writeU64 */.$j)(out, index.fileBytes, INDEX_RECORD.length);
    out.writeUInt32LE(n, INDEX_RECORD.length + 8);
    file?.copy(out, INDEX_RECORD_HEAD);
    digests.copy(out, head);
    const sizes = head + n * 32;
    for (let i = 0; i < n; i++)
        (0,snapshot_bytes/* writeU64 */.$j)(out, index.blobs[i].size, sizes + i * 8);
    return out;
}
/**
 * The index of pack `id` at `file` (`fileBytes` long, as the caller found it) from its record;
 * undefined when the record is not whole, or describes another file size, or more than the caps
 * allow. The blob bytes stay unverified as ever: every read checks them against their digest.
 */
function packIndexFromRecord(record, file, id, fileBytes, limits) {
    const caps = (0,snapshot_limits/* limitsOf */.A)(limits);
    if (record.length < INDEX_RECORD_HEAD)
        return undefined;
    const mark = record.subarray(0, INDEX_RECORD.length);
    const withFile = mark.equals(INDEX_RECORD_FILE);
    if (!withFile && !mark.equals(INDEX_RECORD))
        return undefined;
    if ((0,snapshot_bytes/* readU64 */.IM)(record, INDEX_RECORD.length) !== fileBytes)
        return undefined;
    const count = record.readUInt32LE(INDEX_RECORD.length + 8);
    const head = INDEX_RECORD_HEAD + (withFile ? 32 : 0);
    if (count > caps.maxEntries || record.length !== head + count * 40)
        return undefined;
    const fileSha256 = withFile ? (0,snapshot_bytes/* digestsAt */.Dq)(record, INDEX_RECORD_HEAD, 1)[0] : undefined;
    const digests = (0,snapshot_bytes/* digestsAt */.Dq)(record, head, count);
    const sizes = head + count * 32;
    const blobs = new Array(count);
    let offset = pack_format/* MAGIC */.mS.length;
    for (let i = 0; i < count; i++) {
        const size = (0,snapshot_bytes/* readU64 */.IM)(record, sizes + i * 8);
        if (!Number.isSafeInteger(size))
            return undefined;
        blobs[i] = { sha256: digests[i], size, offset };
        offset += size;
    }
    const bytes = offset - pack_format/* MAGIC */.mS.length;
    // The index itself and the trailer follow the blobs.
    if (bytes > caps.maxBytes || offset + pack_format/* TRAILER */.AH >= fileBytes)
        return undefined;
    return { file, id, bytes, fileBytes, blobs, ...(fileSha256 ? { fileSha256 } : {}) };
}

// EXTERNAL MODULE: ./.build/snapshot/blob-lists.js
var blob_lists = __webpack_require__(29748);
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
        throw new errors/* CiStateError */.eS('invalid_input', `blob name ${JSON.stringify(sha).slice(0, 80)} is not a lowercase hex sha256`);
    }
    return sha;
}
function missing(sha, dir) {
    return new errors/* CiStateError */.eS('blob_missing', `blob ${sha.slice(0, 12)}… is missing from ${dir}`, 1);
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
        const index = await (0,pack_format/* openPack */.g5)(file, { expectSha256: id });
        await this.recordIndex(index);
        return index;
    }
    /** Writes the index record of a pack this store holds (`writeRecord`: never throws). */
    async recordIndex(index) {
        const record = packIndexRecord(index);
        if (record)
            await (0,blob_lists/* writeRecord */.rh)(this.indexFileOf(index.id), record);
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

// EXTERNAL MODULE: ./.build/snapshot/hash.js + 1 modules
var snapshot_hash = __webpack_require__(44461);
;// CONCATENATED MODULE: ./.build/snapshot/blob-read.js
/**
 * Verified reads of a blob store's blobs, wherever they lie (blob-locator.ts): every read hashes
 * the bytes and fails with `blob_corrupt` when they do not hash to the blob's name (moving the
 * blob, or its pack, aside) or differ from the size expected, and with `blob_missing` when the blob
 * is nowhere. Streamed (`readBlob`) or, for small blobs, whole with synchronous calls.
 */






function corrupt(sha, why) {
    return new errors/* CiStateError */.eS('blob_corrupt', `blob ${sha.slice(0, 12)}… ${why}`, 1);
}
/**
 * The blob's bytes, verified: the iterator throws `blob_corrupt` at the end when they do not
 * hash to `sha` (or differ from `expectSize`), and `blob_missing` when there is no such blob.
 * Consumers must not publish what they read until the iteration completed.
 */
async function* readBlob(locator, sha, expectSize) {
    const { fh, src } = await locator.withSource(sha, async (src) => ({
        fh: await promises_.open(src.path, snapshot_hash/* READ_FLAGS */.tC),
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
            const want = Math.max(1, Math.min(blob_files/* CHUNK */.m$, left));
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
async function readSmallBlob(locator, sha, expectSize, max = blob_files/* SMALL */.o5, into) {
    if (expectSize > max)
        return undefined;
    await (0,blob_files/* breathe */.q7)();
    // A pack's descriptor is the locator's, kept for the next reads; a loose blob's is closed here.
    const { fd, src } = await locator.withSource(sha, (src) => ({
        fd: src.pack ? locator.packFd(src.path, snapshot_hash/* READ_FLAGS */.tC) : (0,external_node_fs_.openSync)(src.path, snapshot_hash/* READ_FLAGS */.tC),
        src,
    }));
    let data;
    try {
        const size = src.length ?? (0,external_node_fs_.fstatSync)(fd).size;
        if (size > max)
            return undefined;
        // A loose blob is read one byte past what is expected, to see one larger than it should be.
        data = (0,blob_files/* readAtSync */.$o)(fd, src.start, src.length ?? Math.max(size, expectSize) + 1, into);
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

// EXTERNAL MODULE: ./.build/snapshot/pack-writer.js
var pack_writer = __webpack_require__(95984);
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
                    await (0,blob_files/* syncFile */.gD)(temp);
                await promises_.rename(temp, dest);
            }
            catch (err) {
                await promises_.rm(temp, { force: true });
                throw err;
            }
            if (sync)
                await (0,blob_files/* syncDir */.ty)(this.packsDir);
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
        const writer = await pack_writer/* PackWriter */.l.create(temp, { ...options, sync: this.durable });
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
                    await (0,blob_files/* syncDir */.ty)(this.packsDir);
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
            await (0,blob_files/* syncDir */.ty)(shard);
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
            throw new errors/* CiStateError */.eS('blob_too_large', `blob ${sha.slice(0, 12)}… is over ${maxBytes} bytes`, 1);
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


/***/ }),

/***/ 17736:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $j: () => (/* binding */ writeU64),
/* harmony export */   Dq: () => (/* binding */ digestsAt),
/* harmony export */   IM: () => (/* binding */ readU64),
/* harmony export */   QN: () => (/* binding */ digestBytes)
/* harmony export */ });
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
function readU64(buf, at) {
    return buf.readUInt32LE(at) + buf.readUInt32LE(at + 4) * 2 ** 32;
}


/***/ }),

/***/ 17941:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkGlobs: () => (/* binding */ checkGlobs),
/* harmony export */   compareUtf8: () => (/* binding */ compareUtf8),
/* harmony export */   globTree: () => (/* binding */ globTree),
/* harmony export */   matchPaths: () => (/* binding */ matchPaths)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73382);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8005);




/** Refuses globs that could reach outside the root. Returns the patterns unchanged. */
function checkGlobs(globs, what = 'glob') {
    for (const g of globs) {
        const body = g.startsWith('!') ? g.slice(1) : g;
        if (typeof g !== 'string' || body.trim() === '') {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', `${what} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(g)} is empty: expected a pattern`);
        }
        if (body.includes('\0')) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', `${what} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(g)} contains a NUL byte`);
        }
        if (/^[/\\]/.test(body) || /^[A-Za-z]:/.test(body)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', `${what} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(g)} is absolute: expected a pattern relative to the workspace`);
        }
        if (body.split(/[/\\]/).some((s) => s === '..')) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', `${what} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(g)} contains "..": expected a pattern inside the workspace`);
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
        closedSeen.add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(d.parentPath, d.name));
        return asLeaf(d);
    });
    return {
        readdir(path, options, cb) {
            node_fs__WEBPACK_IMPORTED_MODULE_0__.readdir(path, options, (err, entries) => cb(err, entries && present(entries)));
        },
        readdirSync(path, options) {
            return present(node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync(path, options));
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
async function globTree(root, globs, ignore = [], closed) {
    checkGlobs(globs);
    checkGlobs(ignore, 'exclude pattern');
    if (globs.length === 0)
        return [];
    const closedSeen = new Set();
    const found = await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_3__/* .glob */ .TI)([...globs], {
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
        out.push({ path, dir: slash || (closedSeen.size > 0 && closedSeen.has((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path))) });
    }
    out.sort((a, b) => compareUtf8(a.path, b.path));
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
async function matchPaths(paths, globs, ignore = []) {
    checkGlobs(globs);
    checkGlobs(ignore, 'exclude pattern');
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
    const found = await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_3__/* .glob */ .TI)([...globs], {
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
function compareUtf8(a, b) {
    // UTF-16 order is UTF-8 order unless a surrogate pair meets a character from U+E000 up.
    if (!SURROGATE.test(a) && !SURROGATE.test(b))
        return a < b ? -1 : a > b ? 1 : 0;
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}


/***/ }),

/***/ 44461:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tC: () => (/* binding */ READ_FLAGS),
  o5: () => (/* binding */ SMALL),
  WX: () => (/* binding */ TokenCounter),
  DC: () => (/* binding */ hashFile),
  Tq: () => (/* binding */ readSmallSync),
  Bj: () => (/* binding */ sha256Of),
  gF: () => (/* binding */ tokensIn)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
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
function looksBinary(head) {
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
function countTokens(text) {
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
    return (0,redact/* redactSecrets */.fp)(candidate).count;
}

;// CONCATENATED MODULE: ./.build/snapshot/hash.js
/**
 * Streaming sha256 of files (node:crypto), optionally scanning text for token-shaped strings in the
 * same pass.
 */




/** Files up to this size are read in one piece (and scanned exactly); larger ones in chunks. */
const WHOLE_FILE = 16 * 1024 * 1024;
const CHUNK = 1024 * 1024;
/** Text carried from one chunk to the next so a token cut by a chunk boundary is still seen. */
const CARRY = 16 * 1024;
/** Flags for reading a file we found by lstat: never follow a link, never block on a FIFO. */
const READ_FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0);
/** Blobs and files up to this size may be read with synchronous calls. */
const SMALL = 256 * 1024;
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
async function hashFile(path, scan = false, sizeHint, keep = false, into) {
    if (sizeHint !== undefined && sizeHint <= SMALL) {
        if (++smallCalls % 64 === 0)
            await new Promise((r) => setImmediate(r));
        const small = hashSmallSync(path, scan, keep, into);
        if (small)
            return small;
    }
    const fh = await promises_.open(path, READ_FLAGS);
    try {
        const st = await fh.stat();
        if (!st.isFile())
            throw new Error(`${path} is not a regular file`);
        const hash = (0,external_node_crypto_.createHash)('sha256');
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
                const tokens = scan ? tokensIn(data) : 0;
                return { sha256: hash.digest('hex'), size: got + extra, tokens };
            }
            hash.update(data);
            const tokens = scan ? tokensIn(data) : 0;
            return { sha256: hash.digest('hex'), size: got, tokens, ...(keep ? { data } : {}) };
        }
        const buf = Buffer.allocUnsafe(CHUNK);
        let size = 0;
        const counter = scan ? new TokenCounter() : undefined;
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
function tokensIn(data) {
    if (looksBinary(data))
        return 0;
    return countTokens(Buffer.from(data.buffer, data.byteOffset, data.length).toString('latin1'));
}
/**
 * Counts token-shaped strings in content that arrives in chunks, as `hashFile` does: none in binary
 * content (judged by the first chunk), and the end of each chunk carried into the next so that a
 * token cut by a boundary is still seen.
 */
class TokenCounter {
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
function readSmallSync(path, notFile, into) {
    const fd = (0,external_node_fs_.openSync)(path, READ_FLAGS);
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile())
            throw notFile();
        if (st.size > SMALL)
            return undefined;
        const buf = into && into.length > st.size
            ? into.subarray(0, st.size + 1)
            : Buffer.allocUnsafe(st.size + 1);
        let got = 0;
        for (;;) {
            const n = (0,external_node_fs_.readSync)(fd, buf, got, buf.length - got, got);
            if (n === 0)
                break;
            got += n;
            if (got === buf.length)
                return undefined; // it grew: take the streaming path
        }
        return buf.subarray(0, got);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** The synchronous path for a small file; undefined when it turned out larger than SMALL. */
function hashSmallSync(path, scan, keep, into) {
    const data = readSmallSync(path, () => new Error(`${path} is not a regular file`), into);
    if (data === undefined)
        return undefined;
    const tokens = scan ? tokensIn(data) : 0;
    const sha256 = (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex');
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
function sha256Of(data) {
    return (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex');
}


/***/ }),

/***/ 57239:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ limitsOf)
/* harmony export */ });
/* unused harmony export DEFAULT_LIMITS */
/**
 * The caps a snapshot's manifest and packs are checked against. A module of its own because both
 * manifest.ts and the pack modules (pack-format.ts, pack-index-record.ts) apply them, and those are
 * below manifest.ts (the blob store uses them).
 */
const DEFAULT_LIMITS = {
    maxEntries: 500_000,
    maxBytes: 10 * 1024 ** 3,
};
function limitsOf(partial) {
    return { ...DEFAULT_LIMITS, ...partial };
}


/***/ }),

/***/ 31470:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K7: () => (/* binding */ checkManifest),
/* harmony export */   T8: () => (/* binding */ manifestBytes),
/* harmony export */   eY: () => (/* binding */ loadManifest),
/* harmony export */   eZ: () => (/* binding */ MAX_LINK_TARGET),
/* harmony export */   sW: () => (/* binding */ referencedBlobs),
/* harmony export */   yw: () => (/* binding */ noteManifestBlobs)
/* harmony export */ });
/* unused harmony exports MANIFEST_FORMAT, SnapshotManifest, parseManifest */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(92857);
/* harmony import */ var _core_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _core_rollback_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97922);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48584);
/* harmony import */ var _glob_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(17941);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(57239);
/* harmony import */ var _blob_lists_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(29748);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(20164);
/**
 * Snapshot manifests: what a snapshot holds, how it is stored, and the checks every manifest
 * passes before anything is restored from it.
 *
 * A manifest is canonical JSON stored as a blob of its own, so a checkpoint refers to it by digest
 * (`location: "snapshot:sha256:<hex>"`) and reading it back verifies it. Its `files` are the
 * checkpoint's `files`; its `globs` the checkpoint's `globs`.
 */










const MANIFEST_FORMAT = 'ci-state-snapshot';
const SnapshotManifest = zod__WEBPACK_IMPORTED_MODULE_9__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_9__/* .literal */ .euz(MANIFEST_FORMAT),
    version: zod__WEBPACK_IMPORTED_MODULE_9__/* .literal */ .euz(1),
    /** The patterns the snapshot was taken with (relative to the root). */
    globs: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP().max(1024)).max(1000),
    /** Exclusion patterns given by the user. */
    exclude: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP().max(1024)).max(1000).default([]),
    /** Sorted by path (UTF-8 byte order). */
    files: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(_core_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .FileEntry */ .jL).max(1_000_000),
    /**
     * Paths under the globs that were excluded or refused: a rollback never removes them as
     * "added since".
     */
    skipped: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP().max(4096)).max(1_000_000).default([]),
    /** Set for a git-changed-only snapshot: the commit the unlisted files are taken from. */
    git: zod__WEBPACK_IMPORTED_MODULE_9__/* .strictObject */ .rej({
        commit: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP()
            .regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'a full commit id')
            .optional(),
        /** Tracked paths deleted in the work tree when the snapshot was taken. */
        deleted: zod__WEBPACK_IMPORTED_MODULE_9__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP().max(4096)).max(1_000_000).default([]),
    })
        .optional(),
});
/** Most bytes a symbolic link's target may have. */
const MAX_LINK_TARGET = 4096;
/** Parses an untrusted manifest document; throws one line listing the first problems. */
function parseManifest(raw) {
    const r = SnapshotManifest.safeParse(raw);
    if (!r.success) {
        const lines = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(r.error.issues);
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_manifest', `snapshot manifest is not valid: ${lines.slice(0, 3).join('; ')}${lines.length > 3 ? `; and ${lines.length - 3} more` : ''}`, { details: lines });
    }
    return r.data;
}
/** The bytes a manifest is stored as (canonical JSON): its blob. */
function manifestBytes(manifest) {
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
            return (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(manifest);
        parts[i] = text;
    }
    // The other members in canonical form, the files' place kept by an empty array. Only an object
    // key is followed by ':', and every '"' inside a string is escaped: the slot is found once.
    const rest = (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)({ ...manifest, files: [] });
    const at = rest.indexOf(FILES_SLOT);
    if (at < 0 || rest.indexOf(FILES_SLOT, at + 1) >= 0)
        return (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(manifest);
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
    const sha = (0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_3__/* .manifestShaOf */ .D6)(shaOrLocation) ?? shaOrLocation;
    if (!/^[0-9a-f]{64}$/.test(sha)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `snapshot reference ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(shaOrLocation)} is not valid: expected a sha256 or "snapshot:sha256:<hex>"`);
    }
    const bytes = await store.read(sha, 512 * 1024 * 1024);
    let raw;
    try {
        raw = JSON.parse(bytes.toString('utf8'));
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_manifest', `snapshot manifest ${sha.slice(0, 12)}… is not JSON: ${err.message}`);
    }
    return parseManifest(raw);
}
/**
 * Every reason this manifest must not be restored, one line each (empty when it is sound): bad
 * paths, entries of the wrong shape, duplicates, names that collide case-insensitively (on macOS
 * and Windows they are the same file), entries below a file or link, and the entry and byte caps.
 */
function checkManifest(manifest, limits = {}) {
    const caps = (0,_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .limitsOf */ .A)(limits);
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
        const key = (0,_rules_js__WEBPACK_IMPORTED_MODULE_8__/* .caseKey */ .u2)(path);
        const seen = byKey.get(key);
        if (seen === undefined)
            byKey.set(key, path);
        else if (seen !== path) {
            push(path, `refusing ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(path)}: its name collides with ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(seen)} on a case-insensitive file system`);
        }
    };
    for (const f of files) {
        const bad = (0,_rules_js__WEBPACK_IMPORTED_MODULE_8__/* .pathProblem */ .z9)(f.path);
        if (bad) {
            push(f.path, `refusing ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(f.path)}: ${bad}`);
            continue;
        }
        if (byPath.has(f.path)) {
            push(f.path, `refusing ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(f.path)}: it appears twice`);
            continue;
        }
        byPath.set(f.path, f);
        if (f.mode > 0o7777)
            push(f.path, `refusing ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(f.path)}: mode ${f.mode} is not a permission mode`);
        if (f.type !== 'dir' && f.sha256 === undefined) {
            push(f.path, `refusing ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(f.path)}: a ${f.type} entry without a sha256`);
        }
        if (f.type === 'dir' && f.size !== 0)
            push(f.path, `refusing ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(f.path)}: a directory with a size`);
        if (f.type === 'symlink' && f.size > MAX_LINK_TARGET) {
            push(f.path, `refusing ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(f.path)}: a link target over ${MAX_LINK_TARGET} bytes`);
        }
    }
    for (const f of byPath.values()) {
        for (const p of (0,_rules_js__WEBPACK_IMPORTED_MODULE_8__/* .parentsOf */ .fY)(f.path)) {
            const parent = byPath.get(p);
            if (parent && parent.type !== 'dir') {
                push(f.path, `refusing ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(f.path)}: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(p)} is a ${parent.type === 'symlink' ? 'symbolic link' : 'file'} in the same snapshot`);
                break;
            }
        }
        for (const p of (0,_rules_js__WEBPACK_IMPORTED_MODULE_8__/* .parentsOf */ .fY)(f.path))
            claim(p);
        claim(f.path);
    }
    for (const [what, list] of [
        ['glob', manifest.globs],
        ['exclude pattern', manifest.exclude],
    ]) {
        for (const g of list) {
            try {
                (0,_glob_js__WEBPACK_IMPORTED_MODULE_5__.checkGlobs)([g], what);
            }
            catch (err) {
                push('', `refusing the snapshot: ${err.message}`);
            }
        }
    }
    for (const d of manifest.git?.deleted ?? []) {
        const bad = (0,_rules_js__WEBPACK_IMPORTED_MODULE_8__/* .pathProblem */ .z9)(d);
        if (bad)
            push(d, `refusing deleted path ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(d)}: ${bad}`);
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
    if (!(await (0,_blob_lists_js__WEBPACK_IMPORTED_MODULE_7__/* .hasBlobList */ .GI)(store, 'manifests', sha)))
        await (0,_blob_lists_js__WEBPACK_IMPORTED_MODULE_7__/* .writeBlobList */ .dZ)(store, 'manifests', sha, namedBlobs(manifest));
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
        const sha = (0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_3__/* .manifestShaOf */ .D6)(cp.location);
        // A manifest shared by several checkpoints (or states) is read once.
        if (!sha || read.has(sha))
            continue;
        read.add(sha);
        blobs.add(sha);
        const listed = await (0,_blob_lists_js__WEBPACK_IMPORTED_MODULE_7__/* .readBlobList */ .sy)(store, 'manifests', sha);
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
            await (0,_blob_lists_js__WEBPACK_IMPORTED_MODULE_7__/* .writeBlobList */ .dZ)(store, 'manifests', sha, named);
        }
        catch {
            unreadable.push(sha);
        }
    }
    return { blobs, unreadable };
}


/***/ }),

/***/ 41604:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AH: () => (/* binding */ TRAILER),
/* harmony export */   Kp: () => (/* binding */ END),
/* harmony export */   g5: () => (/* binding */ openPack),
/* harmony export */   mS: () => (/* binding */ MAGIC)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(92857);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8005);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22720);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57239);
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
const PackIndexDoc = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz('ci-state-pack'),
    version: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(2),
    count: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nonnegative(),
    bytes: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nonnegative(),
    blobs: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J()),
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
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('pack_invalid', `refusing pack ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(file)}: ${why}`, 1);
}
/** Reads and checks a pack's trailer and index (see the module comment); no blob is read. */
async function openPack(file, options = {}) {
    const caps = (0,_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .limitsOf */ .A)(options.limits);
    const maxIndex = Math.min(64 * 1024 * 1024, 4096 + 100 * caps.maxEntries);
    const fh = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open(file, 'r');
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
        const id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(ibuf).digest('hex');
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
            throw packError(file, `its index is not valid: ${(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .formatIssues */ .og)(parsed.error.issues).slice(0, 3).join('; ')}`);
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


/***/ }),

/***/ 95984:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ PackWriter)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8005);
/* harmony import */ var _pack_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41604);
/**
 * Writing a pack (the format is in pack-format.ts): blobs are appended through a staging buffer,
 * then the index and trailer, with early `datasync` calls while the pack grows so that the final
 * fsync has little left to do.
 */




const CHUNK = 1024 * 1024;
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
    staging = Buffer.allocUnsafe(CHUNK);
    /** The digest of every byte of the file, in order (`PackIndex.fileSha256`), when taken. */
    fileHash;
    held = 0;
    pos = _pack_format_js__WEBPACK_IMPORTED_MODULE_3__/* .MAGIC */ .mS.length;
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
        this.fileHash = fileDigest ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256') : undefined;
    }
    /**
     * Creates `file` (which must not exist) and writes the magic. With `sync` (the default), every
     * SYNC_AHEAD bytes written start a `datasync` while the writing goes on (one at a time), so that
     * the disk writes as the pack is made instead of all at the final fsync.
     */
    static async create(file, options = {}) {
        const fh = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open(file, 'wx', 0o444);
        const w = new PackWriter(file, fh, options.sync ?? true, options.tee, options.fileDigest ?? true);
        _pack_format_js__WEBPACK_IMPORTED_MODULE_3__/* .MAGIC */ .mS.copy(w.staging, 0);
        w.held = _pack_format_js__WEBPACK_IMPORTED_MODULE_3__/* .MAGIC */ .mS.length;
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
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        let size = 0;
        for await (const c of chunks) {
            hash.update(c);
            size += c.length;
            await this.put(c);
        }
        const sha256 = hash.digest('hex');
        if (expectSha256 !== undefined && sha256 !== expectSha256) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('blob_mismatch', `content hashes to ${sha256.slice(0, 12)}…, expected ${expectSha256.slice(0, 12)}… (changed while it was read?)`, 1);
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
        const bytes = this.pos - _pack_format_js__WEBPACK_IMPORTED_MODULE_3__/* .MAGIC */ .mS.length;
        const index = Buffer.from(JSON.stringify({
            format: 'ci-state-pack',
            version: 2,
            count: this.blobs.length,
            bytes,
            blobs: this.blobs.map((b) => ({ sha256: b.sha256, size: b.size })),
        }), 'utf8');
        const trailer = Buffer.alloc(_pack_format_js__WEBPACK_IMPORTED_MODULE_3__/* .TRAILER */ .AH);
        trailer.writeUInt32BE(index.length, 0);
        _pack_format_js__WEBPACK_IMPORTED_MODULE_3__/* .END */ .Kp.copy(trailer, 4);
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
            id: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(index).digest('hex'),
            bytes,
            fileBytes: this.pos + index.length + _pack_format_js__WEBPACK_IMPORTED_MODULE_3__/* .TRAILER */ .AH,
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
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm(this.file, { force: true });
    }
}


/***/ })

};
