export const id = 634;
export const ids = [634];
export const modules = {

/***/ 99466:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ parseHistoryEntry),
/* harmony export */   L9: () => (/* binding */ checkUntrustedJson),
/* harmony export */   eM: () => (/* binding */ parseStateDocument),
/* harmony export */   j2: () => (/* binding */ parseStateJson),
/* harmony export */   xc: () => (/* binding */ checkStateDocument)
/* harmony export */ });
/* unused harmony exports MAX_STATE_CHARS, parseJsonText, serializeState */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48584);
/* harmony import */ var _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82437);
/**
 * Reading persisted documents: the prototype-key scan, the version gate (only the current
 * schemaVersion is read; any other is refused in one line) and the strict schema parse. Everything
 * read from disk, a cache entry or an artifact goes through `parseStateDocument` or
 * `parseStateJson`, history lines through `parseHistoryEntry`: a document is never half-loaded.
 */




/** Default cap on the size of a state document's JSON text (characters). */
const MAX_STATE_CHARS = 128 * 1024 * 1024;
/** How many issues a thrown message lists before "and N more" (CiStateError.details has all). */
const MAX_LISTED = 200;
function fail(code, summary, errors = [summary]) {
    return { ok: false, code, errors, summary };
}
function describeType(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    return `a ${typeof value}`;
}
/** Refuses documents carrying prototype keys or nesting deeper than MAX_DEPTH. */
function checkUntrustedJson(raw, what) {
    const scan = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .scanForbiddenKeys */ .Ph)(raw, _paths_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DEPTH */ .lr);
    if (scan.forbidden.length > 0) {
        const listed = scan.forbidden.slice(0, 20).join(', ');
        const more = scan.forbidden.length > 20 ? ` and ${scan.forbidden.length - 20} more` : '';
        return fail('forbidden_key', `refused: keys "__proto__", "constructor" and "prototype" are not allowed in ${what}; found at ${listed}${more}`, scan.forbidden.map((p) => `${p}: key not allowed`));
    }
    if (scan.tooDeep !== undefined) {
        return fail('invalid_state', `refused: ${what} nests deeper than ${_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DEPTH */ .lr} levels (at ${scan.tooDeep})`);
    }
    return undefined;
}
/** Issues as one summary line: every issue up to MAX_LISTED, then a count of the rest. */
function joinIssues(issues) {
    const listed = issues.slice(0, MAX_LISTED).join('; ');
    return issues.length > MAX_LISTED ? `${listed}; and ${issues.length - MAX_LISTED} more` : listed;
}
/**
 * What is wrong with a document's schemaVersion, if anything: missing, not an integer, newer than
 * this code (`newer_schema`) or any other version than the current one.
 */
function checkVersion(version) {
    const reads = `this ci-state reads schemaVersion ${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}`;
    if (version === undefined)
        return fail('invalid_state', `schemaVersion is missing: ${reads}`);
    if (typeof version !== 'number' || !Number.isInteger(version)) {
        return fail('invalid_state', `schemaVersion ${JSON.stringify(version)?.slice(0, 40) ?? String(version)} is not an integer: ${reads}`);
    }
    if (version > _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$) {
        return fail('newer_schema', `schemaVersion ${version} is newer than this ci-state supports (${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}); upgrade ci-state to read it`);
    }
    if (version !== _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$) {
        return fail('invalid_state', `schemaVersion ${version} is not supported: ${reads}`);
    }
    return undefined;
}
/**
 * Scans, version-checks and parses a raw document. Never throws for bad data: returns the state or
 * the list of problems.
 */
function checkStateDocument(raw) {
    if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Qd)(raw)) {
        return fail('invalid_state', `not a ci-state state document: expected a JSON object with a schemaVersion, got ${describeType(raw)}`);
    }
    const refused = checkUntrustedJson(raw, 'a state document') ?? checkVersion(raw['schemaVersion']);
    if (refused)
        return refused;
    // The generated validator accepts exactly what the schema does (and parses it the same way)
    // without building the schemas; what it refuses, zod checks again and words issue by issue.
    const fast = (0,_state_validator_generated_js__WEBPACK_IMPORTED_MODULE_3__/* .validateRunState */ .p2)(raw);
    if (fast !== _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_3__/* .INVALID */ .uY)
        return { ok: true, state: fast };
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .RunState */ .ll.safeParse(raw);
    if (!parsed.success) {
        const issues = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .og)(parsed.error.issues);
        return fail('invalid_state', `not a valid ci-state state document (schemaVersion ${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}): ${joinIssues(issues)}`, issues);
    }
    return { ok: true, state: parsed.data };
}
/**
 * Parses a raw (JSON-parsed, untrusted) state document of the current schemaVersion into a
 * RunState. Throws a one-line CiStateError prefixed with `source` (a file name, a cache key) that
 * lists every problem; `details` carries each one.
 */
function parseStateDocument(raw, source) {
    const result = checkStateDocument(raw);
    if (result.ok)
        return result.state;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS(result.code, `${source}: ${result.summary}`, { details: result.errors });
}
/** JSON.parse with a one-line CiStateError naming the source on a syntax error or oversize text. */
function parseJsonText(text, source, options = {}) {
    const max = options.maxChars ?? MAX_STATE_CHARS;
    if (typeof text !== 'string') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_json', `${source}: expected JSON text, got ${describeType(text)}`);
    }
    if (text.length > max) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_json', `${source}: refused: ${text.length} characters is more than the ${max} accepted`);
    }
    try {
        return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_json', `${source}: not valid JSON: ${why.length > 200 ? `${why.slice(0, 200)}…` : why}`, { cause: err });
    }
}
/** Parses the JSON text of a state document (see parseStateDocument). */
function parseStateJson(text, source, options = {}) {
    return parseStateDocument(parseJsonText(text, source, options), source);
}
/** The JSON text ci-state writes for a state (2-space indent, trailing newline, key order kept). */
function serializeState(state) {
    return `${JSON.stringify(state, null, 2)}\n`;
}
/**
 * Parses one history line (already JSON-parsed): prototype-key scan, version gate (as for a
 * state: only the current schemaVersion), strict schema.
 */
function parseHistoryEntry(raw, source) {
    if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Qd)(raw)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_state', `${source}: not a ci-state history entry: expected a JSON object, got ${describeType(raw)}`);
    }
    const refused = checkUntrustedJson(raw, 'a history entry') ?? checkVersion(raw['schemaVersion']);
    if (refused && !refused.ok) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS(refused.code, `${source}: ${refused.summary}`, {
            details: refused.errors,
        });
    }
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .HistoryEntry */ .XF.safeParse(raw);
    if (!parsed.success) {
        const issues = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .og)(parsed.error.issues);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_state', `${source}: not a valid ci-state history entry: ${joinIssues(issues)}`, { details: issues });
    }
    return parsed.data;
}


/***/ }),

/***/ 33367:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache;
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FD: () => (/* binding */ tempPathFor),
/* harmony export */   Ld: () => (/* binding */ writeFileDurable),
/* harmony export */   ol: () => (/* binding */ cleanupTempFiles),
/* harmony export */   zR: () => (/* binding */ syncDirectory)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8005);
/* harmony import */ var _fd_io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54097);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(27382);
/**
 * Durable file replacement (`writeFileDurable`) and the cleanup of temp files dead writers left.
 * Not `write-file-atomic`: it does not fsync the directory after the rename (the rename can be lost
 * on power failure) and has no seam to test each failing step.
 */






/** Temp files look like `.<name>.<pid>.<random hex>.tmp`. */
const TEMP_PATTERN = /^\.(.+)\.(\d+)\.([0-9a-f]+)\.tmp$/;
/** A process's holder files (see lock.ts) look like `.<lock name>.<pid>.<random hex>.holder`. */
const HOLDER_PATTERN = /^\.(.+)\.(\d+)\.([0-9a-f]+)\.holder$/;
function tempPathFor(path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
}
/**
 * On Windows a rename over a file that another process (a virus scanner, an indexer, a reader)
 * has open fails with EPERM, EACCES or EBUSY for a moment; retry briefly there, as graceful-fs does.
 */
async function renameWithRetry(fs, from, to, platform) {
    for (let attempt = 1;; attempt++) {
        try {
            return await fs.rename(from, to);
        }
        catch (err) {
            const transient = ['EPERM', 'EACCES', 'EBUSY'].includes((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) ?? '');
            if (platform !== 'win32' || !transient || attempt >= 8)
                throw err;
            await new Promise((r) => setTimeout(r, 10 * attempt));
        }
    }
}
/** fsync a directory so that a rename or a new entry in it is on disk. */
async function syncDirectory(dir, fs = /*#__PURE__*/ (node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache || (node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache = __webpack_require__.t(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__, 2)))) {
    let handle;
    try {
        handle = await fs.open(dir, 'r');
        await handle.sync();
    }
    catch (err) {
        if (!_fd_io_js__WEBPACK_IMPORTED_MODULE_4__/* .DIR_SYNC_UNSUPPORTED */ .Y6.has((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) ?? ''))
            throw err;
    }
    finally {
        await handle?.close().catch(() => undefined);
    }
}
/**
 * Replace `path` with `data` atomically and durably: open `.<name>.<pid>.<random>.tmp` next to it
 * (O_CREAT|O_EXCL), write, fsync, close, rename over `path`, fsync the directory. A failure before
 * the rename removes the temp file and leaves `path` as it was; a failure of the directory fsync
 * says the new content is in place but its durability is not confirmed. Throws a CiStateError with
 * one line such as `cannot write /x/state.json: no space left on device (ENOSPC)`.
 */
async function writeFileDurable(path, data, options = {}) {
    const fs = options.fs ?? /*#__PURE__*/ (node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache || (node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache = __webpack_require__.t(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__, 2)));
    const temp = tempPathFor(path);
    let handle;
    let created = false;
    try {
        handle = await fs.open(temp, 'wx', options.mode ?? 0o644);
        created = true;
        await handle.writeFile(data);
        await handle.sync();
        const h = handle;
        handle = undefined;
        await h.close();
        await renameWithRetry(fs, temp, path, options.platform ?? process.platform);
        created = false;
    }
    catch (err) {
        await handle?.close().catch(() => undefined);
        if (created)
            await fs.unlink(temp).catch(() => undefined);
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('write', path, err);
    }
    try {
        await syncDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), fs);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('store_io', `cannot write ${path}: ${(0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .describeFsError */ .TQ)(err)} while syncing its directory; ` +
            'the new content is in place but may not survive a crash', { exitCode: 1, cause: err });
    }
}
/**
 * Remove leftover temp files in `dir` (not recursive): those whose writer process is dead, and any
 * `*.tmp` older than `maxAgeMs` (a durable write takes milliseconds, not minutes); and the holder
 * files of dead processes (lock.ts; a live process keeps its own as long as it runs). Returns the
 * removed paths. A missing directory has nothing to clean.
 */
async function cleanupTempFiles(dir, options = {}) {
    const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    const now = options.now ?? Date.now;
    let names;
    try {
        names = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir(dir);
    }
    catch (err) {
        if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) === 'ENOENT' || (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) === 'ENOTDIR')
            return [];
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('read', dir, err);
    }
    const removed = [];
    for (const name of names) {
        const holder = HOLDER_PATTERN.exec(name);
        if (!holder && !name.endsWith('.tmp'))
            continue;
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name);
        let stat;
        try {
            stat = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat(path);
        }
        catch {
            continue; // renamed or removed meanwhile
        }
        if (!stat.isFile())
            continue;
        const pid = Number((holder ?? TEMP_PATTERN.exec(name))?.[2] ?? NaN);
        const writerGone = Number.isInteger(pid) && pid !== process.pid && !(0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .isProcessAlive */ .jW)(pid);
        const old = !holder && now() - stat.mtimeMs > maxAgeMs;
        if (!writerGone && !old)
            continue;
        try {
            await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink(path);
            removed.push(path);
        }
        catch (err) {
            if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) !== 'ENOENT')
                throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('remove', path, err);
        }
    }
    return removed;
}


/***/ }),

/***/ 54097:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ syncDirectoryFd),
/* harmony export */   EO: () => (/* binding */ closeQuietly),
/* harmony export */   Y6: () => (/* binding */ DIR_SYNC_UNSUPPORTED),
/* harmony export */   Yl: () => (/* binding */ fsyncFd),
/* harmony export */   ZQ: () => (/* binding */ unlinkQuietly),
/* harmony export */   a7: () => (/* binding */ writeChunks),
/* harmony export */   bz: () => (/* binding */ renameRetrying),
/* harmony export */   ek: () => (/* binding */ cutTornTail),
/* harmony export */   f4: () => (/* binding */ writeAll)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27382);
/**
 * The file calls of the store's write path, on file descriptors and mostly synchronous: only the
 * waits that take time (fsync of a file, of a directory) go to libuv's thread pool, side by side.
 */


/** Directory fsync is not supported everywhere (some network and Windows file systems). */
const DIR_SYNC_UNSUPPORTED = new Set([
    'EINVAL',
    'ENOTSUP',
    'EOPNOTSUPP',
    'EISDIR',
    'EPERM',
]);
/** Write all of `data` at the file's position (or its end, for a file opened to append). */
function writeAll(fd, data) {
    let offset = 0;
    while (offset < data.length) {
        offset += node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync(fd, data, offset, data.length - offset);
    }
}
/** Write the chunks one after another, with as few system calls as the kernel allows. */
function writeChunks(fd, chunks) {
    let rest = chunks;
    while (rest.length > 0) {
        let written = node_fs__WEBPACK_IMPORTED_MODULE_0__.writevSync(fd, rest);
        let i = 0;
        while (i < rest.length && written >= rest[i].length) {
            written -= rest[i].length;
            i++;
        }
        if (i === rest.length)
            return;
        // A short write: carry on from where it stopped.
        rest = [rest[i].subarray(written), ...rest.slice(i + 1)];
    }
}
/** fsync in the thread pool. */
function fsyncFd(fd) {
    return new Promise((resolve, reject) => {
        node_fs__WEBPACK_IMPORTED_MODULE_0__.fsync(fd, (err) => (err ? reject(err) : resolve()));
    });
}
/** Close, ignoring an error (for descriptors whose data is already on disk, or given up on). */
function closeQuietly(fd) {
    if (fd === undefined)
        return;
    try {
        node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync(fd);
    }
    catch {
        // nothing left to do with it
    }
}
/** Remove, ignoring an error (a temp file left behind is removed by the next writer). */
function unlinkQuietly(path) {
    try {
        node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync(path);
    }
    catch {
        // already gone, or left for the next writer
    }
}
/** fsync a directory so that a rename or a new entry in it is on disk (where supported). */
async function syncDirectoryFd(dir) {
    let fd;
    try {
        fd = node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync(dir, 'r');
    }
    catch (err) {
        if (DIR_SYNC_UNSUPPORTED.has((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_1__/* .errnoCode */ .UK)(err) ?? ''))
            return;
        throw err;
    }
    try {
        await fsyncFd(fd);
    }
    catch (err) {
        if (!DIR_SYNC_UNSUPPORTED.has((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_1__/* .errnoCode */ .UK)(err) ?? ''))
            throw err;
    }
    finally {
        closeQuietly(fd);
    }
}
/**
 * rename(2). On Windows a rename over a file that another process (a virus scanner, an indexer, a
 * reader) has open fails with EPERM, EACCES or EBUSY for a moment: retried briefly there.
 */
async function renameRetrying(from, to) {
    for (let attempt = 1;; attempt++) {
        try {
            node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync(from, to);
            return;
        }
        catch (err) {
            const transient = ['EPERM', 'EACCES', 'EBUSY'].includes((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_1__/* .errnoCode */ .UK)(err) ?? '');
            if (process.platform !== 'win32' || !transient || attempt >= 8)
                throw err;
            await new Promise((r) => setTimeout(r, 10 * attempt));
        }
    }
}
const NEWLINE = 0x0a;
const CHUNK = 64 * 1024;
/**
 * Prepare a JSON Lines file opened to append (`a+`) of `size` bytes for a new line: if its last
 * line is torn (no final "\n", a writer killed mid-append), cut it off. Returns the offset where
 * the new line will begin (truncating there takes it back).
 */
function cutTornTail(fd, size) {
    if (size === 0)
        return 0;
    const buf = Buffer.alloc(CHUNK);
    if (node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync(fd, buf, 0, 1, size - 1) === 1 && buf[0] === NEWLINE)
        return size;
    let end = size;
    while (end > 0) {
        const start = Math.max(0, end - CHUNK);
        const n = node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync(fd, buf, 0, end - start, start);
        const i = buf.subarray(0, n).lastIndexOf(NEWLINE);
        if (i >= 0) {
            end = start + i + 1;
            break;
        }
        end = start;
    }
    node_fs__WEBPACK_IMPORTED_MODULE_0__.ftruncateSync(fd, end);
    return end;
}


/***/ }),

/***/ 27382:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TQ: () => (/* binding */ describeFsError),
/* harmony export */   UK: () => (/* binding */ errnoCode),
/* harmony export */   jW: () => (/* binding */ isProcessAlive),
/* harmony export */   yi: () => (/* binding */ fsError)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/**
 * Small helpers shared by the store modules: turning file-system errors into one readable line,
 * and asking whether a process on this machine is still alive.
 */

/** The `code` of a Node system error (`ENOENT`, `ENOSPC`, ...), if it has one. */
function errnoCode(err) {
    if (err && typeof err === 'object' && 'code' in err) {
        const code = err.code;
        if (typeof code === 'string')
            return code;
    }
    return undefined;
}
const DESCRIPTIONS = {
    ENOSPC: 'no space left on device',
    EDQUOT: 'disk quota exceeded',
    EACCES: 'read-only or not writable',
    EPERM: 'read-only or not writable',
    EROFS: 'read-only or not writable',
    EIO: 'input/output error',
    ENOTDIR: 'a parent path is not a directory',
    ENOENT: 'the directory does not exist',
    EISDIR: 'it is a directory',
    EMFILE: 'too many open files',
    ENFILE: 'too many open files',
    ENAMETOOLONG: 'the name is too long',
};
/** What went wrong, in words, ending with the error code: `no space left on device (ENOSPC)`. */
function describeFsError(err) {
    const code = errnoCode(err);
    const known = code ? DESCRIPTIONS[code] : undefined;
    if (known)
        return `${known} (${code})`;
    const message = err instanceof Error ? err.message : String(err);
    const firstLine = message.split('\n', 1)[0] ?? '';
    return code && !firstLine.includes(code) ? `${firstLine} (${code})` : firstLine;
}
/** `cannot <verb> <path>: <reason> (<CODE>)` as a CiStateError; CiStateErrors pass through. */
function fsError(verb, path, err) {
    if (err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS)
        return err;
    const code = errnoCode(err);
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS(code === 'ENOSPC' || code === 'EDQUOT' ? 'store_full' : 'store_io', `cannot ${verb} ${path}: ${describeFsError(err)}`, { exitCode: 1, cause: err });
}
/**
 * Whether a process with this pid exists on this machine. `kill(pid, 0)` sends nothing: it fails
 * with ESRCH when there is no such process and with EPERM when it exists but belongs to someone else.
 */
function isProcessAlive(pid) {
    if (!Number.isInteger(pid) || pid <= 0)
        return false;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return errnoCode(err) !== 'ESRCH';
    }
}


/***/ }),

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
 * them (a last line without its "\n" is dropped by readers and cut off by the next append), and the
 * one streaming reader, which drops what it cannot trust and counts it.
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
 * The holder files of the advisory lock (see lock.ts): the file a process links as the lock, kept
 * for the next time it takes the same lock, so that taking it again creates and removes no file.
 */




/** Errors of a file system that cannot make hard links (the lock is then created in place). */
const NO_LINK = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);
/** This process's holder files, by lock path, the least recently used first. */
const holderFiles = new Map();
const MAX_HOLDER_FILES = 16;
let removeAtExit = false;
/**
 * Link this process's holder file for `path` (`.<lock name>.<pid>.<hex>.holder` next to it),
 * rewritten in place with `text`, as the lock. It is never rewritten while linked as the lock (a
 * second taker in this process goes the ordinary way), it is given up when anything about it is
 * off, and it is removed when the process exits (a dead process's by the store's cleanup). Returns the file
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
 * An advisory lock file, so parallel ci-state processes on one machine never lose an update. Not
 * `proper-lockfile`: it calls a lock stale by its mtime alone, so a slow holder loses its lock and
 * a dead one is waited for. Here a lock is stale only when its holder is provably gone.
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
 *
 * The lock file holds `{pid, host, startedAt, token}`, written aside and hard-linked into place
 * (through this process's holder file, lock-holder-files.ts), so it never exists empty; where hard
 * links are not supported it is created with O_EXCL, then written. A lock whose holder on this host
 * is dead is stolen, with a warning; an empty or unparsable one once older than `corruptStaleMs`.
 * Stealing happens under a short-lived `<lock>.steal` lock, after reading the stale file again, so
 * two waiters never both steal nor remove a fresh lock. Release removes the file only if it still
 * holds our token. Taking and releasing a free lock are synchronous calls; waiting is not.
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
