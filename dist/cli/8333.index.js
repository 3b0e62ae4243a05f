export const id = 8333;
export const ids = [8333];
export const modules = {

/***/ 39038:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jd: () => (/* binding */ readJsonLineBatches),
/* harmony export */   cc: () => (/* binding */ appendJsonLines),
/* harmony export */   jg: () => (/* binding */ emptyLineStats),
/* harmony export */   sS: () => (/* binding */ readJsonLines)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33367);
/* harmony import */ var _fd_io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54097);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27382);
/**
 * Append-only JSON Lines files (history, journals): appends that never leave a torn line behind
 * them, and the one streaming reader (entry by entry, or a read's worth at a time) that drops
 * what it cannot trust and counts it.
 *
 * A line is complete only when its "\n" is on disk. A process killed mid-append can leave a last
 * line without one: readers drop it (and count it), and the next append cuts it off first, so new
 * lines never get glued onto a torn one.
 */





const NEWLINE = 0x0a;
const CHUNK = 64 * 1024;
/**
 * Append `lines` (each without "\n") to the file in one write, then fsync. The caller holds the
 * file's lock. If the file does not end with "\n", its torn tail is truncated away first. If the
 * append fails, the file is cut back to where it was, so no partial line is left.
 */
async function appendJsonLines(path, lines) {
    if (lines.length === 0)
        return { repairedBytes: 0, start: -1 };
    for (const line of lines) {
        if (line.includes('\n'))
            throw new Error('a JSON line must not contain a newline');
    }
    const data = Buffer.from(lines.map((l) => `${l}\n`).join(''), 'utf8');
    let existed = true;
    let handle;
    try {
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat(path).catch((err) => {
            if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .errnoCode */ .UK)(err) !== 'ENOENT')
                throw err;
            existed = false;
        });
        handle = await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open(path, 'a+', 0o644);
    }
    catch (err) {
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .fsError */ .yi)('append to', path, err);
    }
    let size = 0;
    let repairedBytes = 0;
    try {
        const whole = (await handle.stat()).size;
        size = (0,_fd_io_js__WEBPACK_IMPORTED_MODULE_3__/* .cutTornTail */ .ek)(handle.fd, whole);
        repairedBytes = whole - size;
        let offset = 0;
        while (offset < data.length) {
            // O_APPEND: every write lands at the current end of the file.
            const { bytesWritten } = await handle.write(data, offset, data.length - offset);
            offset += bytesWritten;
        }
        await handle.sync();
    }
    catch (err) {
        await handle.truncate(size).catch(() => undefined);
        await handle.close().catch(() => undefined);
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .fsError */ .yi)('append to', path, err);
    }
    // The lines are written and fsynced: a close that reports an error loses nothing, so it does not
    // turn an append that happened into a failure (nor escape as a raw error).
    await handle.close().catch(() => undefined);
    if (!existed) {
        await (0,_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .syncDirectory */ .zR)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path)).catch((err) => {
            throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .fsError */ .yi)('append to', path, err);
        });
    }
    return { repairedBytes, start: size };
}
/** Counts of a read that has not started. */
function emptyLineStats() {
    return { entries: 0, skipped: 0, tornTail: false, invalidJson: 0, invalidEntries: 0, tooLong: 0 };
}
/**
 * Stream a JSON Lines file: `entries` yields each line that `parse` accepts (parse returns
 * undefined to reject), `stats` counts what was dropped and is complete once iteration ends.
 * A missing file has no entries. The iterable can be consumed once.
 */
function readJsonLines(path, parse, options = {}) {
    const stats = emptyLineStats();
    const batches = readJsonLineBatches(path, parse, stats, {
        chunkBytes: CHUNK,
        ...options,
    });
    async function* generate() {
        for await (const batch of batches)
            yield* batch;
    }
    return { entries: generate(), stats };
}
/**
 * The same, a read's worth of entries at a time (for queries over long files): reads of
 * `chunkBytes` (default 256 KiB; the next one in flight while one is parsed), each decoded once up
 * to its last newline. `stats` is filled as it goes.
 */
async function* readJsonLineBatches(path, parse, stats, options = {}) {
    const maxLineBytes = options.maxLineBytes ?? 4 * 1024 * 1024;
    const size = Math.max(16 * 1024, options.chunkBytes ?? 256 * 1024);
    let handle;
    try {
        handle = await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open(path, 'r');
    }
    catch (err) {
        if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .errnoCode */ .UK)(err) === 'ENOENT')
            return;
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .fsError */ .yi)('read', path, err);
    }
    // Two buffers: the next read runs while the current chunk is parsed.
    const buffers = [Buffer.allocUnsafe(size), Buffer.allocUnsafe(size)];
    let turn = 0;
    const readInto = (b) => {
        const p = handle.read(b, 0, size, null).then((r) => r.bytesRead, (err) => {
            throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .fsError */ .yi)('read', path, err);
        });
        p.catch(() => undefined); // awaited later; never an unhandled rejection if abandoned
        return p;
    };
    let next = readInto(buffers[0]);
    /** Bytes of a line begun in an earlier read (no newline yet). */
    let carry = [];
    let carryBytes = 0;
    let discarding = false; // inside an over-long line: drop bytes until its "\n"
    const tooLong = () => {
        stats.tooLong++;
        stats.skipped++;
    };
    const take = (line, out) => {
        if (line.length > maxLineBytes / 3 && Buffer.byteLength(line) > maxLineBytes) {
            tooLong();
            return;
        }
        let value;
        try {
            value = JSON.parse(line);
        }
        catch {
            if (line.trim() === '')
                return;
            stats.invalidJson++;
            stats.skipped++;
            return;
        }
        const entry = parse(value);
        if (entry === undefined) {
            stats.invalidEntries++;
            stats.skipped++;
            return;
        }
        stats.entries++;
        out.push(entry);
    };
    /** Keeps the bytes of the line in progress, or drops them once it is over-long. */
    const keep = (bytes) => {
        carry.push(Buffer.from(bytes));
        carryBytes += bytes.length;
        if (carryBytes > maxLineBytes) {
            carry = [];
            carryBytes = 0;
            discarding = true;
            tooLong();
        }
    };
    try {
        for (;;) {
            const bytesRead = await next;
            const buf = buffers[turn];
            turn ^= 1;
            next = bytesRead === 0 ? undefined : readInto(buffers[turn]);
            if (bytesRead === 0)
                break;
            const view = buf.subarray(0, bytesRead);
            const out = [];
            const first = view.indexOf(NEWLINE);
            if (first < 0) {
                // No line ends in this read: it all belongs to the line in progress.
                if (!discarding)
                    keep(view);
                continue;
            }
            // The line in progress ends at `first`.
            if (discarding)
                discarding = false;
            else if (carryBytes > 0) {
                const whole = Buffer.concat([...carry, view.subarray(0, first)]);
                if (whole.length > maxLineBytes)
                    tooLong();
                else
                    take(whole.toString('utf8'), out);
            }
            else if (first > 0)
                take(view.toString('utf8', 0, first), out);
            carry = [];
            carryBytes = 0;
            const start = first + 1;
            // Whole lines: decode once up to the last newline ("\n" never occurs inside a UTF-8
            // sequence), then split.
            const last = view.lastIndexOf(NEWLINE);
            if (last > start) {
                const text = view.toString('utf8', start, last);
                let s = 0;
                for (;;) {
                    const i = text.indexOf('\n', s);
                    const line = i < 0 ? text.slice(s) : text.slice(s, i);
                    if (line.length > 0)
                        take(line, out);
                    if (i < 0)
                        break;
                    s = i + 1;
                }
            }
            if (last + 1 < view.length)
                keep(view.subarray(last + 1));
            if (out.length)
                yield out;
        }
    }
    finally {
        await next?.catch(() => undefined);
        await handle.close().catch(() => undefined);
    }
    if (discarding || carryBytes > 0) {
        // No final "\n": a torn append. (An over-long tail was already counted once.)
        stats.tornTail = true;
        if (!discarding)
            stats.skipped++;
    }
}


/***/ }),

/***/ 78318:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L$: () => (/* binding */ DEFAULT_LOCK_TIMEOUT_MS),
  IZ: () => (/* binding */ acquireLock),
  ms: () => (/* binding */ lockHolder),
  wb: () => (/* binding */ lockTimeoutFromEnv),
  LD: () => (/* binding */ tryAcquireLock),
  kK: () => (/* binding */ withLock)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/store/atomic.js
var atomic = __webpack_require__(33367);
// EXTERNAL MODULE: ./.build/store/fs-util.js
var fs_util = __webpack_require__(27382);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./.build/store/lock-holder-files.js
/**
 * The holder files of the advisory lock (see lock.ts).
 *
 * The file written aside is kept by this process for the next time it takes the same lock (a
 * "holder file", `.<lock name>.<pid>.<hex>.holder` next to the lock): taking the lock again is
 * rewriting the holder in place (same length: a fresh `startedAt` and token) and linking it, with
 * no file to create or remove. It is never rewritten while linked as the lock (a second taker in
 * this process goes the ordinary way, with a temp file), it is given up when anything about it is
 * off (the lock found changed on release, a call failing), and it is removed when the process exits;
 * a dead process's holder files are removed by the store's cleanup of dead writers' files.
 */




/** Errors of a file system that cannot make hard links (the lock is then created in place). */
const NO_LINK = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);
/** This process's holder files, by lock path, the least recently used first. */
const holderFiles = new Map();
const MAX_HOLDER_FILES = 16;
let removeAtExit = false;
/**
 * Link this process's holder file for `path`, rewritten with `text`, as the lock. Returns the file
 * when the lock is taken, 'held' when it exists, undefined when the ordinary way must be taken (the
 * holder file is in use by this process, or could not be reused).
 */
function viaHolderFile(path, text) {
    let file = holderFiles.get(path);
    if (file?.busy)
        return undefined;
    const data = Buffer.from(text, 'utf8');
    if (file) {
        holderFiles.delete(path);
        holderFiles.set(path, file);
        try {
            if (file.size !== data.length)
                external_node_fs_.ftruncateSync(file.fd, 0);
            writeAt(file.fd, data);
            file.size = data.length;
        }
        catch {
            retire(file);
            file = undefined;
        }
    }
    file ??= createHolderFile(path, data);
    if (!file)
        return undefined;
    try {
        external_node_fs_.linkSync(file.path, path);
        file.busy = true;
        return file;
    }
    catch (err) {
        const code = (0,fs_util/* errnoCode */.UK)(err) ?? '';
        if (code === 'EEXIST')
            return 'held';
        retire(file);
        if (NO_LINK.has(code) || code === 'ENOENT')
            return undefined;
        throw (0,fs_util/* fsError */.yi)('create the lock', path, err);
    }
}
function writeAt(fd, data) {
    let offset = 0;
    while (offset < data.length) {
        offset += external_node_fs_.writeSync(fd, data, offset, data.length - offset, offset);
    }
}
function createHolderFile(lock, data) {
    if (holderFiles.size >= MAX_HOLDER_FILES) {
        const idle = [...holderFiles.values()].find((f) => !f.busy);
        if (!idle)
            return undefined;
        retire(idle);
    }
    const path = (0,external_node_path_.join)((0,external_node_path_.dirname)(lock), `.${(0,external_node_path_.basename)(lock)}.${process.pid}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.holder`);
    let fd;
    try {
        fd = external_node_fs_.openSync(path, 'wx', 0o644);
        writeAt(fd, data);
    }
    catch (err) {
        if (fd !== undefined)
            closeQuietly(fd);
        removeQuietly(path);
        throw (0,fs_util/* fsError */.yi)('create the lock', lock, err);
    }
    const file = { lock, path, fd, size: data.length, busy: false };
    holderFiles.set(lock, file);
    if (!removeAtExit) {
        removeAtExit = true;
        process.once('exit', () => {
            for (const f of [...holderFiles.values()])
                retire(f);
        });
    }
    return file;
}
/** Stop using a holder file: close it and remove its name (a lock linked to it stays). */
function retire(file) {
    if (holderFiles.get(file.lock) === file)
        holderFiles.delete(file.lock);
    closeQuietly(file.fd);
    removeQuietly(file.path);
}
function closeQuietly(fd) {
    try {
        external_node_fs_.closeSync(fd);
    }
    catch {
        // nothing left to do with it
    }
}
function removeQuietly(path) {
    try {
        external_node_fs_.unlinkSync(path);
    }
    catch {
        // already gone, or left for the sweep of dead writers' temp files
    }
}

;// CONCATENATED MODULE: ./.build/store/lock.js
/**
 * An advisory lock file, so parallel ci-state processes on one machine never lose an update.
 *
 * Written here rather than taken from `proper-lockfile` because that package decides a lock is
 * stale by its mtime alone (and keeps touching it from a timer): a holder that is merely slow loses
 * its lock, and a holder that died is waited for until the mtime ages out. Here the lock records
 * who holds it, and a lock is stale only when its holder is provably gone:
 *
 *   - the lock file holds `{pid, host, startedAt, token}`; it is written aside and hard-linked into
 *     place (link fails if the lock exists), so it never exists empty; where hard links are not
 *     supported it is created with O_CREAT|O_EXCL, then written;
 *   - a lock held by a dead process on this host (`kill(pid, 0)` fails with ESRCH) is stolen, with
 *     a warning; a live holder, or a holder on another host, is waited for;
 *   - a waiter gives up (`lock_timeout`) only when one and the same holder (same token) has kept
 *     the lock for `timeoutMs` while it waited: each time the lock changes hands the count starts
 *     again, so a long queue of short holders on a loaded machine never fails anyone. The default
 *     is CI_STATE_LOCK_TIMEOUT (see lockTimeoutFromEnv), else 5 minutes;
 *   - an empty or unparsable lock file (its creator died between create and write) is stale once
 *     it is older than `corruptStaleMs`;
 *   - stealing happens under a second, short-lived `<lock>.steal` lock, and the stale file is
 *     re-read there before it is removed, so two waiters can never both steal, nor remove a fresh
 *     lock that a third process created meanwhile;
 *   - release removes the file only if it still holds our token.
 *
 * The file written aside is kept by this process for the next time it takes the same lock: a
 * "holder file" (lock-holder-files.ts).
 *
 * Taking and releasing a free lock are a handful of small metadata calls, made synchronously: on a
 * busy machine each trip through libuv's thread pool costs more than the call itself, and the
 * store takes a lock on every write. Waiting for a held lock stays asynchronous.
 */







const MIN_DELAY_MS = 5;
const MAX_DELAY_MS = 100;
/** How long one holder may keep a lock that others wait for, when nothing else is said. */
const DEFAULT_LOCK_TIMEOUT_MS = 5 * 60_000;
const DURATION_UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/**
 * CI_STATE_LOCK_TIMEOUT in ms: seconds (`300`) or a number and a unit (`500ms`, `90s`, `10m`,
 * `1h`). Undefined when unset or empty; anything else that is not a positive duration is a
 * one-line error.
 */
function lockTimeoutFromEnv(env = process.env) {
    const text = env.CI_STATE_LOCK_TIMEOUT?.trim();
    if (!text)
        return undefined;
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/i.exec(text);
    const ms = m ? Math.round(Number(m[1]) * DURATION_UNITS[(m[2] ?? 's').toLowerCase()]) : 0;
    if (!(ms > 0)) {
        throw new errors/* CiStateError */.eS('invalid_input', `CI_STATE_LOCK_TIMEOUT "${text}" is not a duration: use seconds (300) or a number and a unit (500ms, 90s, 10m, 1h)`);
    }
    return ms;
}
function formatMs(ms) {
    return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
function parseHolder(text) {
    try {
        const v = JSON.parse(text);
        if (v &&
            typeof v.pid === 'number' &&
            typeof v.host === 'string' &&
            typeof v.token === 'string' &&
            typeof v.startedAt === 'string') {
            return v;
        }
    }
    catch {
        // fall through: corrupt
    }
    return undefined;
}
function readLock(path) {
    try {
        const text = external_node_fs_.readFileSync(path, 'utf8');
        const stat = external_node_fs_.statSync(path);
        return { text, mtimeMs: stat.mtimeMs };
    }
    catch (err) {
        if ((0,fs_util/* errnoCode */.UK)(err) === 'ENOENT')
            return undefined;
        throw (0,fs_util/* fsError */.yi)('read the lock', path, err);
    }
}
function newHolder() {
    return {
        pid: process.pid,
        host: (0,external_node_os_.hostname)(),
        startedAt: new Date().toISOString(),
        token: (0,external_node_crypto_.randomBytes)(12).toString('hex'),
    };
}
/**
 * Create the lock file exclusively. Returns what was taken, or undefined if the lock exists.
 * With `reuse`, through this process's holder file for the lock (see the header).
 */
function tryCreate(path, reuse = false) {
    const holder = newHolder();
    const text = JSON.stringify(holder);
    if (reuse) {
        const via = viaHolderFile(path, text);
        if (via === 'held')
            return undefined;
        if (via)
            return { holder, file: via };
    }
    // The holder is written to a temp file first and linked into place, so the lock file never
    // exists without its holder: a process killed between creating and writing it would otherwise
    // leave an empty lock that every other process has to wait `corruptStaleMs` for.
    const temp = (0,atomic/* tempPathFor */.FD)(path);
    try {
        external_node_fs_.writeFileSync(temp, text, { flag: 'wx', mode: 0o644 });
    }
    catch (err) {
        removeQuietly(temp);
        throw (0,fs_util/* fsError */.yi)('create the lock', path, err);
    }
    let linked = false;
    try {
        external_node_fs_.linkSync(temp, path);
        linked = true;
    }
    catch (err) {
        if ((0,fs_util/* errnoCode */.UK)(err) === 'EEXIST')
            return undefined;
        if (!NO_LINK.has((0,fs_util/* errnoCode */.UK)(err) ?? ''))
            throw (0,fs_util/* fsError */.yi)('create the lock', path, err);
    }
    finally {
        removeQuietly(temp);
    }
    if (linked)
        return { holder };
    return createInPlace(path, holder) ? { holder } : undefined;
}
/** Exclusive create, then write (where hard links are not available). */
function createInPlace(path, holder) {
    let fd;
    try {
        fd = external_node_fs_.openSync(path, 'wx', 0o644);
    }
    catch (err) {
        if ((0,fs_util/* errnoCode */.UK)(err) === 'EEXIST')
            return undefined;
        throw (0,fs_util/* fsError */.yi)('create the lock', path, err);
    }
    try {
        external_node_fs_.writeFileSync(fd, JSON.stringify(holder));
    }
    catch (err) {
        try {
            external_node_fs_.closeSync(fd);
        }
        catch {
            // the write failed already
        }
        removeQuietly(path);
        throw (0,fs_util/* fsError */.yi)('write the lock', path, err);
    }
    external_node_fs_.closeSync(fd);
    return holder;
}
/** Why the lock at `path` (read as `seen`) is stale, or undefined if it is not. */
function staleReason(path, seen, corruptStaleMs) {
    const holder = parseHolder(seen.text);
    if (holder) {
        if (holder.host === (0,external_node_os_.hostname)() && !(0,fs_util/* isProcessAlive */.jW)(holder.pid)) {
            return `removed a stale lock at ${path} held by dead process ${holder.pid}`;
        }
        return undefined;
    }
    if (Date.now() - seen.mtimeMs > corruptStaleMs) {
        return `removed a stale lock at ${path} (empty or corrupt, ${Math.round((Date.now() - seen.mtimeMs) / 1000)} s old)`;
    }
    return undefined;
}
/**
 * Remove the stale lock seen as `seen`, under the `.steal` lock and only if it is still the same
 * file content. Returns whether it was removed.
 */
function steal(path, seen, corruptStaleMs) {
    const stealPath = `${path}.steal`;
    const stealer = tryCreate(stealPath)?.holder;
    if (!stealer) {
        // Another process is stealing. If it died doing so, its steal lock is stale too.
        const other = readLock(stealPath);
        if (other && staleReason(stealPath, other, corruptStaleMs))
            removeQuietly(stealPath);
        return false;
    }
    try {
        const again = readLock(path);
        if (!again || again.text !== seen.text || again.mtimeMs !== seen.mtimeMs)
            return false;
        try {
            external_node_fs_.unlinkSync(path);
        }
        catch (err) {
            if ((0,fs_util/* errnoCode */.UK)(err) !== 'ENOENT')
                throw (0,fs_util/* fsError */.yi)('remove the stale lock', path, err);
        }
        return true;
    }
    finally {
        releaseFile(stealPath, stealer.token);
    }
}
/**
 * Remove the lock file if it still holds `token`. Returns false if it was not ours any more. The
 * holder file it was taken through is free again, or given up if anything was off.
 */
function releaseFile(path, token, file) {
    let text;
    try {
        text = external_node_fs_.readFileSync(path, 'utf8');
    }
    catch (err) {
        if (file)
            retire(file);
        if ((0,fs_util/* errnoCode */.UK)(err) === 'ENOENT')
            return false;
        throw (0,fs_util/* fsError */.yi)('read the lock', path, err);
    }
    if (parseHolder(text)?.token !== token) {
        if (file)
            retire(file);
        return false;
    }
    try {
        external_node_fs_.unlinkSync(path);
    }
    catch (err) {
        if ((0,fs_util/* errnoCode */.UK)(err) !== 'ENOENT') {
            if (file)
                retire(file);
            throw (0,fs_util/* fsError */.yi)('release the lock', path, err);
        }
    }
    if (file)
        file.busy = false;
    return true;
}
function handleFor(path, taken, options) {
    const { holder, file } = taken;
    let released = false;
    return {
        path,
        token: holder.token,
        async release() {
            if (released)
                return;
            released = true;
            if (!releaseFile(path, holder.token, file)) {
                options.onWarning?.(`the lock at ${path} was no longer ours when released`);
            }
        },
    };
}
/**
 * One attempt: take the lock if it is free or stale. Returns undefined when a live process holds
 * it, together with what was seen (for the timeout message).
 */
function attempt(path, options) {
    const corruptStaleMs = options.corruptStaleMs ?? 5_000;
    for (let i = 0; i < 3; i++) {
        const taken = tryCreate(path, true);
        if (taken)
            return { handle: handleFor(path, taken, options) };
        const seen = readLock(path);
        if (!seen)
            continue; // released between our create and our read: try again at once
        const reason = staleReason(path, seen, corruptStaleMs);
        if (!reason)
            return { seen: seen.text };
        if (steal(path, seen, corruptStaleMs))
            options.onWarning?.(reason);
    }
    return {};
}
/** Take the lock without waiting: undefined if a live process holds it. */
async function tryAcquireLock(path, options = {}) {
    return attempt(path, options).handle;
}
/**
 * Take the lock, waiting with jittered backoff. Gives up only when the lock has been held by the
 * same holder (the same file content) for `timeoutMs` while waiting: a lock that changes hands, or
 * is found free and taken by someone else first, starts the count again.
 */
async function acquireLock(path, options = {}) {
    const timeoutMs = options.timeoutMs ?? lockTimeoutFromEnv() ?? DEFAULT_LOCK_TIMEOUT_MS;
    let delay = MIN_DELAY_MS;
    let last; // the lock's content when last seen held
    let since = Date.now(); // when it was first seen with that content
    for (;;) {
        const { handle, seen } = attempt(path, options);
        if (handle)
            return handle;
        const now = Date.now();
        if (seen === undefined || seen !== last) {
            last = seen;
            since = now;
        }
        else if (now - since >= timeoutMs) {
            const holder = parseHolder(seen);
            const who = holder
                ? `process ${holder.pid} on ${holder.host} since ${holder.startedAt}`
                : 'another process';
            const knob = options.timeoutMs === undefined ? ' (CI_STATE_LOCK_TIMEOUT sets how long)' : '';
            throw new errors/* CiStateError */.eS('lock_timeout', `timed out waiting for the lock ${path}, held by ${who}: not released for ${formatMs(timeoutMs)}${knob}`, { exitCode: 1 });
        }
        const jittered = delay / 2 + (Math.random() * delay) / 2;
        await new Promise((r) => setTimeout(r, Math.min(jittered, Math.max(0, since + timeoutMs - now))));
        delay = Math.min(delay * 1.5, MAX_DELAY_MS);
    }
}
/**
 * Run `fn` holding the lock at `lockPath`; the lock is released however `fn` ends. A release that
 * fails is a warning: it neither hides `fn`'s own error nor turns what `fn` did into a failure (the
 * lock is then taken over once this process has ended).
 */
async function withLock(lockPath, fn, options = {}) {
    const handle = await acquireLock(lockPath, options);
    try {
        return await fn();
    }
    finally {
        await handle.release().catch((err) => {
            options.onWarning?.(`${err instanceof Error ? err.message : String(err)}; it will be taken over once process ${process.pid} has ended`);
        });
    }
}
/** Read who holds the lock at `path`, if anyone (for diagnostics). */
async function lockHolder(path) {
    const seen = readLock(path);
    return seen ? parseHolder(seen.text) : undefined;
}


/***/ })

};
