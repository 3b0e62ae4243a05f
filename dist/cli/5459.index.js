export const id = 5459;
export const ids = [5459];
export const modules = {

/***/ 62589:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ parseHistoryEntry),
/* harmony export */   L9: () => (/* binding */ checkUntrustedJson),
/* harmony export */   eM: () => (/* binding */ parseStateDocument),
/* harmony export */   j2: () => (/* binding */ parseStateJson),
/* harmony export */   xc: () => (/* binding */ checkStateDocument)
/* harmony export */ });
/* unused harmony exports OLDEST_SCHEMA_VERSION, MAX_STATE_CHARS, StateV1, migrateV1toV2, parseJsonText, serializeState */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47141);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13930);
/* harmony import */ var _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82437);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49957);






/** The oldest schemaVersion this code can migrate from. */
const OLDEST_SCHEMA_VERSION = 1;
/** Default cap on the size of a state document's JSON text (characters). */
const MAX_STATE_CHARS = 128 * 1024 * 1024;
/** How many issues a thrown message lists before "and N more" (CiStateError.details has all). */
const MAX_LISTED = 200;
const Timestamp = (0,_zod_js__WEBPACK_IMPORTED_MODULE_5__/* .schema */ .wQ)((z) => z.iso.datetime({ offset: true }));
const PhaseV1 = (0,_zod_js__WEBPACK_IMPORTED_MODULE_5__/* .schema */ .wQ)((z) => z.strictObject({
    name: z.string().max(64),
    status: z.enum(['pending', 'running', 'succeeded', 'failed', 'skipped']),
    attempt: z.number().int().positive().optional(),
    attempts: z.number().int().nonnegative().optional(),
    startedAt: Timestamp.optional(),
    finishedAt: Timestamp.optional(),
    exitCode: z.number().int().optional(),
    error: z.string().max(4096).optional(),
    output: z.string().max(65_536).optional(),
    skipReason: z.string().max(1024).optional(),
    sideEffect: z.boolean().optional(),
    requires: z.array(z.string().max(64)).optional(),
    inputsHash: z.string().optional(),
    outputs: z.array(z.string().max(1024)).max(1000).optional(),
}));
/** The schemaVersion 1 document (see the comment at the top of this file). */
const StateV1 = (0,_zod_js__WEBPACK_IMPORTED_MODULE_5__/* .schema */ .wQ)((z) => z.strictObject({
    schemaVersion: z.literal(1),
    id: z.string().min(1).max(128),
    scope: z.strictObject({
        repo: z.string().max(256),
        workflow: z.string().min(1).max(256),
        job: z.string().max(256),
        matrix: z.string().max(1024).optional(),
        ref: z.string().max(512),
    }),
    origin: z.strictObject({
        repo: z.string().max(256),
        workflow: z.string().max(256),
        job: z.string().max(256),
        runId: z.string().max(64),
        sha: z.string().max(64),
        ref: z.string().max(512),
        event: z.string().max(64),
        actor: z.string().max(256),
    }),
    runAttempt: z.number().int().positive(),
    status: z.enum(['pending', 'running', 'paused', 'failed', 'completed']),
    phases: z.array(PhaseV1).max(10_000),
    context: z.record(_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SafeKey */ .Iq, _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonValue */ .es).optional(),
    pausedReason: z.string().max(1024).optional(),
    pausedAt: Timestamp.optional(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    finishedAt: Timestamp.optional(),
    toolVersion: z.string().max(64).optional(),
}));
/** Phase names used twice (checked on the raw document so it is reported with the other issues). */
function duplicateNamesV1(raw) {
    const phases = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Qd)(raw) ? raw['phases'] : undefined;
    if (!Array.isArray(phases))
        return [];
    const first = new Map();
    const issues = [];
    phases.forEach((phase, i) => {
        const name = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Qd)(phase) ? phase['name'] : undefined;
        if (typeof name !== 'string')
            return;
        const prev = first.get(name);
        if (prev === undefined)
            first.set(name, i);
        else {
            issues.push({
                path: ['phases', i, 'name'],
                message: `duplicate phase name ${JSON.stringify(name)} (also phases[${prev}])`,
            });
        }
    });
    return issues;
}
/** Sets only the defined values, so migrated documents carry no `undefined` keys. */
function defined(obj) {
    const out = {};
    for (const [k, v] of Object.entries(obj))
        if (v !== undefined)
            out[k] = v;
    return out;
}
/** The pure forward migration 1 -> 2. */
function migrateV1toV2(doc) {
    const phases = {};
    for (const p of doc.phases) {
        const started = p.status === 'running' || p.status === 'succeeded' || p.status === 'failed';
        const ended = p.status === 'succeeded' || p.status === 'failed';
        phases[p.name] = defined({
            status: p.status,
            attempt: p.attempt ?? doc.runAttempt,
            attempts: p.attempts ?? (started ? 1 : 0),
            startedAt: p.startedAt,
            endedAt: p.finishedAt,
            durationMs: ended && p.startedAt !== undefined && p.finishedAt !== undefined
                ? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_3__/* .msBetween */ .z4)(p.startedAt, p.finishedAt)
                : undefined,
            exitCode: p.exitCode,
            stdoutTail: p.output,
            error: p.error,
            reason: p.skipReason ?? (p.status === 'skipped' ? 'skipped' : undefined),
            inputsHash: p.inputsHash,
            outputs: p.outputs ?? [],
            sideEffect: p.sideEffect ?? false,
            conditional: false,
            requires: p.requires ?? [],
        });
    }
    return defined({
        schemaVersion: 2,
        id: doc.id,
        scope: { ...doc.scope, matrix: doc.scope.matrix ?? '' },
        origin: { ...doc.origin, runAttempt: doc.runAttempt },
        status: doc.status,
        phases: phases,
        declared: [],
        profiles: {},
        context: doc.context ?? {},
        checkpoints: [],
        rollbackHistory: [],
        pause: doc.pausedReason !== undefined
            ? { reason: doc.pausedReason, at: doc.pausedAt ?? doc.updatedAt }
            : undefined,
        createdAt: doc.createdAt,
        updatedAt: doc.updatedAt,
        endedAt: doc.finishedAt,
        seq: 0,
        metadata: { toolVersion: doc.toolVersion ?? '0.0.0' },
    });
}
/** MIGRATIONS.get(n) migrates version n to n + 1. */
const MIGRATIONS = new Map([
    [1, { schema: StateV1, check: duplicateNamesV1, up: migrateV1toV2 }],
]);
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
 * Scans, version-checks, migrates and parses a raw document. Never throws for bad data: returns the
 * state or the list of problems.
 */
function checkStateDocument(raw) {
    if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Qd)(raw)) {
        return fail('invalid_state', `not a ci-state state document: expected a JSON object with a schemaVersion, got ${describeType(raw)}`);
    }
    const refused = checkUntrustedJson(raw, 'a state document');
    if (refused)
        return refused;
    const accepted = `expected an integer from ${OLDEST_SCHEMA_VERSION} to ${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}`;
    const version = raw['schemaVersion'];
    if (version === undefined)
        return fail('invalid_state', `schemaVersion is missing: ${accepted}`);
    if (typeof version !== 'number' || !Number.isInteger(version)) {
        return fail('invalid_state', `schemaVersion ${JSON.stringify(version)?.slice(0, 40) ?? String(version)} is not an integer: ${accepted}`);
    }
    if (version > _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$) {
        return fail('newer_schema', `schemaVersion ${version} is newer than this ci-state supports (${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}); upgrade ci-state to read it`);
    }
    if (version < OLDEST_SCHEMA_VERSION) {
        return fail('invalid_state', `schemaVersion ${version} is not known: ${accepted}`);
    }
    let doc = raw;
    for (let v = version; v < _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$; v++) {
        const step = MIGRATIONS.get(v);
        if (!step)
            return fail('invalid_state', `no migration from schemaVersion ${v}`);
        const parsed = step.schema.safeParse(doc);
        const extra = step.check ? step.check(doc) : [];
        if (!parsed.success || extra.length > 0) {
            const issues = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .og)([...(parsed.error?.issues ?? []), ...extra]);
            return fail('invalid_state', `not a valid ci-state state document (schemaVersion ${v}): ${joinIssues(issues)}`, issues);
        }
        doc = step.up(parsed.data);
    }
    // The generated validator accepts exactly what the schema does (and parses it the same way)
    // without building the schemas; what it refuses, zod checks again and words issue by issue.
    const fast = (0,_state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__/* .validateRunState */ .p2)(doc);
    if (fast !== _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__/* .INVALID */ .uY)
        return { ok: true, state: fast, fromVersion: version };
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .RunState */ .ll.safeParse(doc);
    if (!parsed.success) {
        const issues = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .og)(parsed.error.issues);
        const migrated = version < _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$ ? `, migrated from ${version}` : '';
        return fail('invalid_state', `not a valid ci-state state document (schemaVersion ${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}${migrated}): ${joinIssues(issues)}`, issues);
    }
    return { ok: true, state: parsed.data, fromVersion: version };
}
/**
 * Parses a raw (JSON-parsed, untrusted) state document of any supported version into the current
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
 * Parses one history line (already JSON-parsed): prototype-key scan, version gate, strict schema.
 * History entries have only ever had the current version.
 */
function parseHistoryEntry(raw, source) {
    if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Qd)(raw)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_state', `${source}: not a ci-state history entry: expected a JSON object, got ${describeType(raw)}`);
    }
    const refused = checkUntrustedJson(raw, 'a history entry');
    if (refused && !refused.ok) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS(refused.code, `${source}: ${refused.summary}`, {
            details: refused.errors,
        });
    }
    const version = raw['schemaVersion'];
    if (typeof version === 'number' && Number.isInteger(version) && version > _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('newer_schema', `${source}: schemaVersion ${version} is newer than this ci-state supports (${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}); upgrade ci-state to read it`);
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
 * Durable file replacement: after `writeFileDurable` resolves, the file holds the new content and
 * survives a crash or power loss; if it rejects before the rename, the old file is untouched.
 *
 * Written here rather than taken from `write-file-atomic` because that package does not fsync the
 * directory after the rename, so the rename itself can be lost on power failure (ext4, xfs), and it
 * offers no seam to test each failing step. The sequence is the classic one:
 *
 *   1. open `.<name>.<pid>.<random>.tmp` in the same directory (O_CREAT|O_EXCL, same file system),
 *   2. write everything, 3. fsync the temp file, 4. close, 5. rename over the target,
 *   6. fsync the directory so the rename is on disk.
 *
 * Any failure in 1-5 removes the temp file and leaves the target as it was. A failure in 6 happens
 * after the rename: the new content is visible but its durability is not confirmed, and the error
 * says so. The pid in the temp name lets `cleanupTempFiles` tell a dead writer's leftovers from a
 * write in progress.
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
 * Replace `path` with `data` atomically and durably. Throws a CiStateError with one line such as
 * `cannot write /x/state.json: no space left on device (ENOSPC)`.
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
 * The file calls of the store's write path, on file descriptors and mostly synchronous. A state
 * write is a dozen small metadata calls around two fsyncs; through `fs.promises` each call is a
 * round trip through libuv's thread pool, which on a busy machine costs more than the call itself.
 * Here only the waits that take time (fsync of a file, of a directory) go to the thread pool, and
 * they run side by side.
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


/***/ })

};
