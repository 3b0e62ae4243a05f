export const id = 828;
export const ids = [828];
export const modules = {

/***/ 4671:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lb: () => (/* reexport */ blob_store/* BlobStore */.l),
  aO: () => (/* reexport */ packBlobs),
  sy: () => (/* reexport */ blob_lists/* readBlobList */.sy),
  sW: () => (/* reexport */ manifest/* referencedBlobs */.sW),
  jQ: () => (/* reexport */ blob_lists/* shippedRecordFile */.jQ),
  Tp: () => (/* reexport */ unpackBlobs),
  dZ: () => (/* reexport */ blob_lists/* writeBlobList */.dZ),
  rh: () => (/* reexport */ blob_lists/* writeRecord */.rh)
});

// UNUSED EXPORTS: DEFAULT_LIMITS, HashCache, SnapshotManifest, captureExternal, checkManifest, collectFiles, defaultExclusion, loadManifest, noteManifestBlobs, parseManifest, pruneBlobLists, restoreExternal, restoreFiles, rollbackFiles, snapshotFiles, writeSnapshot

// EXTERNAL MODULE: ./.build/snapshot/blob-store.js + 4 modules
var blob_store = __webpack_require__(47409);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/store/atomic.js
var atomic = __webpack_require__(33367);
// EXTERNAL MODULE: ./.build/snapshot/blob-lists.js
var blob_lists = __webpack_require__(29748);
;// CONCATENATED MODULE: ./.build/snapshot/hash-cache.js






const MAGIC = Buffer.from('CISHASH3', 'ascii');
const KEY_BYTES = 40;
const SHA_BYTES = 32;
/** A row's fixed part: its key, its sha256 and its token count. */
const RECORD = KEY_BYTES + SHA_BYTES + 4;
const RACY_NS = 2000000000n;
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
    const head = MAGIC.length + 8;
    if (buf.length < head || !buf.subarray(0, MAGIC.length).equals(MAGIC))
        return rows;
    const count = buf.readUInt32LE(MAGIC.length);
    const pathBytes = buf.readUInt32LE(MAGIC.length + 4);
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
    const head = MAGIC.length + 8;
    const out = Buffer.allocUnsafe(head + pathBytes + entries.length * RECORD);
    MAGIC.copy(out, 0);
    out.writeUInt32LE(entries.length, MAGIC.length);
    out.writeUInt32LE(pathBytes, MAGIC.length + 4);
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
        return st.mtimeNs > this.startedNs - RACY_NS || st.ctimeNs > this.startedNs - RACY_NS;
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
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

// EXTERNAL MODULE: ./.build/snapshot/glob.js
var glob = __webpack_require__(17941);
// EXTERNAL MODULE: ./.build/snapshot/hash.js + 1 modules
var hash = __webpack_require__(44461);
// EXTERNAL MODULE: ./.build/snapshot/limits.js
var limits = __webpack_require__(57239);
// EXTERNAL MODULE: ./.build/snapshot/rules.js
var rules = __webpack_require__(20164);
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
// EXTERNAL MODULE: ./.build/core/redact.js
var redact = __webpack_require__(70171);
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

// EXTERNAL MODULE: ./.build/snapshot/manifest.js
var manifest = __webpack_require__(31470);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./.build/snapshot/pack-format.js
var pack_format = __webpack_require__(41604);
// EXTERNAL MODULE: ./.build/snapshot/pack-writer.js
var pack_writer = __webpack_require__(95984);
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
    const w = await pack_writer/* PackWriter */.l.create(temp, options);
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
    const index = await (0,pack_format/* openPack */.g5)(file, options);
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

// EXTERNAL MODULE: ./.build/snapshot/blob-files.js
var blob_files = __webpack_require__(66702);
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
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33047);
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
