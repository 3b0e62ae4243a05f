export const id = 606;
export const ids = [606];
export const modules = {

/***/ 83606:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// UNUSED EXPORTS: buildProgram

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/commander/index.js + 6 modules
var commander = __webpack_require__(67375);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./.build/core/index.js + 8 modules
var core = __webpack_require__(79978);
// EXTERNAL MODULE: ./.build/store/atomic.js
var atomic = __webpack_require__(33367);
// EXTERNAL MODULE: ./.build/store/history.js
var store_history = __webpack_require__(52724);
// EXTERNAL MODULE: ./.build/store/jsonl.js
var jsonl = __webpack_require__(39038);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/core/canonical.js
var canonical = __webpack_require__(13930);
// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/core/journal.js
var core_journal = __webpack_require__(7195);
// EXTERNAL MODULE: ./.build/core/migrate.js
var migrate = __webpack_require__(62589);
// EXTERNAL MODULE: ./.build/core/paths.js
var paths = __webpack_require__(22720);
// EXTERNAL MODULE: ./.build/core/schema.js
var schema = __webpack_require__(47141);
// EXTERNAL MODULE: ./.build/store/fs-util.js
var fs_util = __webpack_require__(27382);
// EXTERNAL MODULE: ./.build/store/lock.js
var store_lock = __webpack_require__(93173);
;// CONCATENATED MODULE: ./.build/store/local-store.js
/**
 * The local store: the embedded default when no GitHub is around, and the in-job working copy.
 * It lives at `$CI_STATE_DIR`, or `./.ci-state/`:
 *
 *   <dir>/
 *     current                      text: the scope key of the active state (`ci-state run` finds
 *                                  its state without flags)
 *     history.jsonl                one HistoryEntry per line (see history.ts), `history.lock`
 *     checkpoints/                 reserved for checkpoint manifests and content-addressed blobs
 *     locks/<key>.lock             per-scope advisory lock (see lock.ts)
 *     locks/cleanup.lock           store-wide lock of the TTL / cap sweep; `locks/last-cleanup`
 *                                  holds the time of the last sweep
 *     states/<key>/                key = scopeKey(state.scope)
 *       state.json                 the current RunState (durable atomic write, see atomic.ts)
 *       backups/<seq>.json         the last N valid versions (N = `backups`, default 5),
 *                                  <seq> zero-padded to 12 digits; the newest equals state.json
 *       journal.jsonl              one JournalEntry {seq, at, ops} per write: RFC 6902 operations
 *                                  from the previous version to this one
 *     states/.trash-*              a state being deleted (renamed first, so deletion is atomic)
 *
 * A write, under the scope's lock: validate (nothing is written for an invalid state), append the
 * journal entry, replace state.json, copy it into the backup ring, prune the ring. state.json is the
 * commit point. If a crash lands between the journal append and the state.json rename, the journal
 * ends with an entry for a version that was never committed: `journal()` drops it (its seq is above
 * the state's, or a later entry reuses its seq, since seq always grows by exactly one from the
 * committed version).
 *
 * After a write the store sweeps expired states (updatedAt older than `ttlMs`) and, past
 * `maxStates`, the least recently updated ones, never the current one. The sweep runs when this write
 * created a new state or the last sweep is over an hour old, only if it can take the cleanup lock at
 * once, and a failure in it is a warning: callers never wait for it nor fail because of it.
 */













const DAY_MS = 24 * 60 * 60 * 1000;
/** A sweep not triggered by a new state runs at most this often. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** Scope keys become directory names: no separators, no leading dot, bounded. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const BACKUP_PATTERN = /^(\d{12})\.json$/;
function assertKey(key) {
    if (!KEY_PATTERN.test(key)) {
        throw new errors/* CiStateError */.eS('invalid_input', `invalid state key ${JSON.stringify(key)}: expected 1-128 letters, digits, ".", "_" or "-", starting with a letter or digit`);
    }
}
function oneLine(message, max = 300) {
    const line = message.replace(/\s+/g, ' ').trim();
    return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
/**
 * Parse a state document: the state, or the refusal of a newer version (to be thrown as is), or
 * why it is corrupt (to recover from a backup).
 */
function parseText(text, source) {
    try {
        return { state: (0,migrate/* parseStateJson */.j2)(text, source) };
    }
    catch (err) {
        if (err instanceof errors/* CiStateError */.eS && err.code === 'newer_schema')
            return { newer: err };
        const message = err instanceof Error ? err.message : String(err);
        const reason = message.startsWith(`${source}: `) ? message.slice(source.length + 2) : message;
        return { corrupt: oneLine(reason, 200) };
    }
}
/** A missing file or directory is nothing; any other error is one line naming the path. */
function ignoreMissing(err) {
    if ((0,fs_util/* errnoCode */.UK)(err) === 'ENOENT')
        return undefined;
    const path = err?.path;
    throw (0,fs_util/* fsError */.yi)('access', typeof path === 'string' ? path : 'the store', err);
}
class LocalStore {
    dir;
    ttlMs;
    maxStates;
    backups;
    lockTimeoutMs;
    warn;
    now;
    /** Keys whose leftover temp files this instance has already removed. */
    tidied = new Set();
    constructor(options) {
        this.dir = (0,external_node_path_.resolve)(options.dir);
        this.ttlMs = options.ttlMs ?? 30 * DAY_MS;
        this.maxStates = options.maxStates ?? 50;
        this.backups = Math.max(1, options.backups ?? 5);
        this.lockTimeoutMs = options.lockTimeoutMs ?? 10_000;
        this.warn = options.onWarning ?? (() => undefined);
        this.now = options.now ?? Date.now;
    }
    /** `$CI_STATE_DIR` (relative to cwd) or `<cwd>/.ci-state`. */
    static resolveDir(env = process.env, cwd = process.cwd()) {
        const fromEnv = env.CI_STATE_DIR?.trim();
        return fromEnv ? (0,external_node_path_.resolve)(cwd, fromEnv) : (0,external_node_path_.join)(cwd, '.ci-state');
    }
    /** The key a state is stored under. */
    static keyOf(scope) {
        return (0,canonical/* scopeKey */.OD)(scope);
    }
    // ---- paths ---------------------------------------------------------------------------------
    get statesDir() {
        return (0,external_node_path_.join)(this.dir, 'states');
    }
    get locksDir() {
        return (0,external_node_path_.join)(this.dir, 'locks');
    }
    get currentPath() {
        return (0,external_node_path_.join)(this.dir, 'current');
    }
    stateDir(key) {
        return (0,external_node_path_.join)(this.statesDir, key);
    }
    statePath(key) {
        return (0,external_node_path_.join)(this.stateDir(key), 'state.json');
    }
    backupsDir(key) {
        return (0,external_node_path_.join)(this.stateDir(key), 'backups');
    }
    journalPath(key) {
        return (0,external_node_path_.join)(this.stateDir(key), 'journal.jsonl');
    }
    lockPath(key) {
        return (0,external_node_path_.join)(this.locksDir, `${key}.lock`);
    }
    lockOptions() {
        return { timeoutMs: this.lockTimeoutMs, onWarning: this.warn };
    }
    // ---- reading -------------------------------------------------------------------------------
    /**
     * The state stored under `key`, or undefined if there is none. A corrupt state.json is
     * recovered from the newest valid backup (with a warning); a state written by a newer ci-state
     * is refused with a CiStateError, never half-loaded nor replaced by an older backup.
     */
    async read(key) {
        assertKey(key);
        return this.load(key);
    }
    async load(key) {
        const path = this.statePath(key);
        let text;
        try {
            text = await promises_.readFile(path, 'utf8');
        }
        catch (err) {
            if ((0,fs_util/* errnoCode */.UK)(err) === 'ENOENT')
                return undefined;
            throw (0,fs_util/* fsError */.yi)('read', path, err);
        }
        const parsed = parseText(text, path);
        if ('state' in parsed)
            return parsed.state;
        if ('newer' in parsed)
            throw parsed.newer;
        const backup = await this.newestValidBackup(key);
        if (!backup) {
            throw new errors/* CiStateError */.eS('state_corrupt', `${path} is corrupt (${parsed.corrupt}) and no valid backup was found in ${this.backupsDir(key)}`);
        }
        this.warn(`${path} was corrupt (${parsed.corrupt}); recovered from backup of ${backup.updatedAt}`);
        return backup;
    }
    async backupNames(key) {
        const names = (await promises_.readdir(this.backupsDir(key)).catch(ignoreMissing)) ?? [];
        return names.filter((n) => BACKUP_PATTERN.test(n)).sort((a, b) => b.localeCompare(a));
    }
    /**
     * The newest backup that parses. Unreadable or corrupt ones are skipped; one from a newer
     * version is refused (going back past it would silently undo what the newer ci-state wrote).
     */
    async newestValidBackup(key) {
        for (const name of await this.backupNames(key)) {
            const path = (0,external_node_path_.join)(this.backupsDir(key), name);
            const text = await promises_.readFile(path, 'utf8').catch(() => undefined);
            const parsed = text === undefined ? undefined : parseText(text, path);
            if (parsed && 'newer' in parsed)
                throw parsed.newer;
            if (parsed && 'state' in parsed)
                return parsed.state;
        }
        return undefined;
    }
    // ---- writing -------------------------------------------------------------------------------
    /**
     * Read-modify-write under the scope's lock. `fn` gets a copy of the current state (or
     * undefined) and returns the new state, or undefined to leave it unchanged. The new state must
     * pass the schema and belong to `key`; its `seq` is set to the current one plus one. Returns the
     * state as stored.
     */
    async update(key, fn) {
        assertKey(key);
        await promises_.mkdir(this.locksDir, { recursive: true }).catch((err) => {
            throw (0,fs_util/* fsError */.yi)('create', this.locksDir, err);
        });
        const { state, created } = await (0,store_lock/* withLock */.kK)(this.lockPath(key), () => this.updateLocked(key, fn), this.lockOptions());
        if (state && created !== undefined)
            await this.sweepAfterWrite(created, key);
        return state;
    }
    async updateLocked(key, fn) {
        const current = await this.load(key);
        const proposed = await fn(current === undefined ? undefined : structuredClone(current));
        if (proposed === undefined)
            return { state: current };
        const checked = schema/* RunState */.ll.safeParse(proposed);
        if (!checked.success) {
            const issues = (0,paths/* formatIssues */.og)(checked.error.issues);
            throw new errors/* CiStateError */.eS('invalid_state', `not saved: the new state for ${key} is invalid: ${issues.join('; ')}`, { details: issues });
        }
        const owner = (0,canonical/* scopeKey */.OD)(checked.data.scope);
        if (owner !== key) {
            throw new errors/* CiStateError */.eS('scope_mismatch', `not saved: the state's scope has key ${owner}, not ${key}`);
        }
        const state = { ...checked.data, seq: (current ?? checked.data).seq + 1 };
        const text = (0,migrate/* serializeState */.sU)(state);
        const entry = (0,core_journal/* journalEntry */.Ur)(current, state, state.seq, new Date(this.now()).toISOString());
        const dir = this.stateDir(key);
        await promises_.mkdir(this.backupsDir(key), { recursive: true }).catch((err) => {
            throw (0,fs_util/* fsError */.yi)('create', dir, err);
        });
        if (!this.tidied.has(key)) {
            // A writer killed mid-write left its temp file behind: the first write of this process
            // removes those of dead writers (no live writer of this key can exist: we hold its lock).
            this.tidied.add(key);
            for (const d of [dir, this.backupsDir(key)])
                await (0,atomic/* cleanupTempFiles */.ol)(d).catch(() => []);
        }
        const journal = this.journalPath(key);
        const { start } = await (0,jsonl/* appendJsonLines */.c)(journal, [JSON.stringify(entry)]);
        try {
            await (0,atomic/* writeFileDurable */.Ld)(this.statePath(key), text);
        }
        catch (err) {
            // Not committed: take the journal entry back (if that fails, journal() still ignores it).
            // A failure after the rename (directory fsync) leaves the new state in place: keep its entry.
            const onDisk = await promises_.readFile(this.statePath(key), 'utf8').catch(() => undefined);
            if (onDisk !== text)
                await promises_.truncate(journal, start).catch(() => undefined);
            throw err;
        }
        await this.rotateBackups(key, state, text);
        return { state, created: current === undefined };
    }
    /** Copy the committed version into the ring and prune it. Failures here are warnings. */
    async rotateBackups(key, state, text) {
        const dir = this.backupsDir(key);
        try {
            await (0,atomic/* writeFileDurable */.Ld)((0,external_node_path_.join)(dir, `${String(state.seq).padStart(12, '0')}.json`), text);
            const names = await this.backupNames(key);
            for (const name of names.slice(this.backups)) {
                await promises_.unlink((0,external_node_path_.join)(dir, name)).catch(ignoreMissing);
            }
        }
        catch (err) {
            this.warn(`state ${key} was saved, but its backup ring was not updated: ${oneLine(String(err instanceof Error ? err.message : err))}`);
        }
    }
    /** Store `state` under its scope's key, replacing what is there. */
    async write(state) {
        const saved = await this.update((0,canonical/* scopeKey */.OD)(state.scope), () => state);
        return saved;
    }
    /** Remove the state under `key` (and the current pointer if it named it). */
    async delete(key) {
        assertKey(key);
        await promises_.mkdir(this.locksDir, { recursive: true }).catch((err) => {
            throw (0,fs_util/* fsError */.yi)('create', this.locksDir, err);
        });
        const existed = await (0,store_lock/* withLock */.kK)(this.lockPath(key), () => this.removeStateDir(key), this.lockOptions());
        if ((await this.getCurrent()) === key) {
            await promises_.unlink(this.currentPath).catch(ignoreMissing);
        }
        return existed;
    }
    /** Rename the state's directory away (atomic), then remove it. Caller holds the scope lock. */
    async removeStateDir(key) {
        const trash = (0,external_node_path_.join)(this.statesDir, `.trash-${key}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
        try {
            await promises_.rename(this.stateDir(key), trash);
        }
        catch (err) {
            if ((0,fs_util/* errnoCode */.UK)(err) === 'ENOENT')
                return false;
            throw (0,fs_util/* fsError */.yi)('remove', this.stateDir(key), err);
        }
        await promises_.rm(trash, { recursive: true, force: true }).catch((err) => {
            this.warn(`could not finish removing ${trash}: ${oneLine(String(err))}`);
        });
        return true;
    }
    // ---- listing, current pointer, journal -----------------------------------------------------
    async keys() {
        const entries = (await promises_.readdir(this.statesDir, { withFileTypes: true }).catch(ignoreMissing)) ?? [];
        return entries.filter((e) => e.isDirectory() && KEY_PATTERN.test(e.name)).map((e) => e.name);
    }
    /** Every readable state, most recently updated first. Unreadable ones are skipped with a warning. */
    async list() {
        const out = [];
        for (const key of await this.keys()) {
            try {
                const state = await this.load(key);
                if (!state)
                    continue;
                const { scope, status, updatedAt, origin } = state;
                out.push({ key, scope, status, updatedAt, origin });
            }
            catch (err) {
                this.warn(`skipped state ${key}: ${oneLine(err instanceof Error ? err.message : String(err))}`);
            }
        }
        return out.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
    }
    /** The key of the active state, if one is set. */
    async getCurrent() {
        let text;
        try {
            text = await promises_.readFile(this.currentPath, 'utf8');
        }
        catch (err) {
            if ((0,fs_util/* errnoCode */.UK)(err) === 'ENOENT')
                return undefined;
            throw (0,fs_util/* fsError */.yi)('read', this.currentPath, err);
        }
        const key = text.trim();
        if (!KEY_PATTERN.test(key)) {
            this.warn(`ignored ${this.currentPath}: it does not hold a state key`);
            return undefined;
        }
        return key;
    }
    async setCurrent(key) {
        assertKey(key);
        await promises_.mkdir(this.dir, { recursive: true }).catch((err) => {
            throw (0,fs_util/* fsError */.yi)('create', this.dir, err);
        });
        await (0,atomic/* writeFileDurable */.Ld)(this.currentPath, `${key}\n`);
    }
    /**
     * The journal of committed writes, oldest first: entry n holds the RFC 6902 operations that turn
     * version n-1 into version n (the first from nothing). Torn or invalid lines are skipped, and so
     * are entries of versions that were never committed (see the layout notes above).
     */
    async journal(key) {
        assertKey(key);
        const current = await this.load(key);
        if (!current)
            return [];
        const { entries } = (0,jsonl/* readJsonLines */.s)(this.journalPath(key), (v) => {
            const r = core_journal/* JournalEntry */.Wo.safeParse(v);
            return r.success ? r.data : undefined;
        });
        const out = [];
        for await (const entry of entries) {
            while (out.length > 0 && out[out.length - 1].seq >= entry.seq)
                out.pop();
            out.push(entry);
        }
        while (out.length > 0 && out[out.length - 1].seq > current.seq)
            out.pop();
        return out;
    }
    // ---- TTL and cap ---------------------------------------------------------------------------
    get stampPath() {
        return (0,external_node_path_.join)(this.locksDir, 'last-cleanup');
    }
    async sweepDue() {
        const text = await promises_.readFile(this.stampPath, 'utf8').catch((err) => {
            if ((0,fs_util/* errnoCode */.UK)(err) === 'ENOENT')
                return undefined;
            throw (0,fs_util/* fsError */.yi)('read', this.stampPath, err);
        });
        const last = text === undefined ? NaN : Date.parse(text.trim());
        return !(this.now() - last < CLEANUP_INTERVAL_MS);
    }
    /** `written` is spared: a state imported with old timestamps is as fresh as its write. */
    async sweepAfterWrite(created, written) {
        try {
            if (!created && !(await this.sweepDue()))
                return;
            const lock = await (0,store_lock/* tryAcquireLock */.LD)((0,external_node_path_.join)(this.locksDir, 'cleanup.lock'), {
                onWarning: this.warn,
            });
            if (!lock)
                return; // another process is sweeping
            try {
                await this.sweep(false, written);
            }
            finally {
                await lock.release();
            }
        }
        catch (err) {
            this.warn(`store cleanup skipped: ${oneLine(err instanceof Error ? err.message : String(err))}`);
        }
    }
    /**
     * Remove expired states and, past the cap, the least recently updated ones (never the current
     * one), plus leftovers (temp files of dead writers, half-deleted states). Returns what it
     * removed; with `dryRun`, the states it would remove, and removes nothing. Waits for a sweep
     * already running in another process.
     */
    async cleanup(options = {}) {
        await promises_.mkdir(this.locksDir, { recursive: true }).catch((err) => {
            throw (0,fs_util/* fsError */.yi)('create', this.locksDir, err);
        });
        return (0,store_lock/* withLock */.kK)((0,external_node_path_.join)(this.locksDir, 'cleanup.lock'), () => this.sweep(options.dryRun ?? false), this.lockOptions());
    }
    /** When the state under `key` was last updated (ms), or undefined if it is gone. */
    async updatedAtOf(key) {
        try {
            const state = await this.load(key);
            return state ? Date.parse(state.updatedAt) : undefined;
        }
        catch {
            // unreadable (corrupt without backup, newer version): age it by its files
            const stat = await promises_.stat(this.statePath(key)).catch(ignoreMissing);
            if (stat)
                return stat.mtimeMs;
            return (await promises_.stat(this.stateDir(key)).catch(ignoreMissing))?.mtimeMs;
        }
    }
    async sweep(dryRun, spare) {
        const now = this.now();
        const current = await this.getCurrent().catch(() => undefined);
        const kept = (key) => key === current || key === spare;
        const states = [];
        for (const key of await this.keys()) {
            const at = await this.updatedAtOf(key);
            if (at !== undefined)
                states.push({ key, at });
        }
        states.sort((a, b) => b.at - a.at);
        const victims = [];
        const alive = states.filter((s) => {
            if (!kept(s.key) && now - s.at > this.ttlMs) {
                victims.push({ ...s, reason: 'expired' });
                return false;
            }
            return true;
        });
        let excess = alive.length - this.maxStates;
        for (let i = alive.length - 1; i >= 0 && excess > 0; i--) {
            const s = alive[i];
            if (kept(s.key))
                continue;
            victims.push({ ...s, reason: 'over-cap' });
            excess--;
        }
        const removed = [];
        for (const v of victims) {
            if (!dryRun && !(await this.evict(v.key, v.at)))
                continue;
            const updatedAt = new Date(v.at).toISOString();
            removed.push({ reason: v.reason, key: v.key, path: this.stateDir(v.key), updatedAt });
        }
        if (!dryRun) {
            for (const path of await this.removeLeftovers())
                removed.push({ reason: 'leftover', path });
            await (0,atomic/* writeFileDurable */.Ld)(this.stampPath, new Date(now).toISOString());
        }
        return removed;
    }
    /** Remove a state if nobody holds its lock and it was not updated since it was looked at. */
    async evict(key, seenAt) {
        const lock = await (0,store_lock/* tryAcquireLock */.LD)(this.lockPath(key), { onWarning: this.warn });
        if (!lock)
            return false; // in use right now: not stale
        try {
            if ((await this.updatedAtOf(key)) !== seenAt)
                return false;
            return await this.removeStateDir(key);
        }
        finally {
            await lock.release();
        }
    }
    async removeLeftovers() {
        const out = await (0,atomic/* cleanupTempFiles */.ol)(this.dir);
        out.push(...(await (0,atomic/* cleanupTempFiles */.ol)(this.locksDir)));
        const entries = (await promises_.readdir(this.statesDir, { withFileTypes: true }).catch(ignoreMissing)) ?? [];
        for (const e of entries) {
            const path = (0,external_node_path_.join)(this.statesDir, e.name);
            if (!e.isDirectory())
                continue;
            if (e.name.startsWith('.trash-')) {
                await promises_.rm(path, { recursive: true, force: true });
                out.push(path);
            }
            else if (KEY_PATTERN.test(e.name)) {
                out.push(...(await (0,atomic/* cleanupTempFiles */.ol)(path)));
                out.push(...(await (0,atomic/* cleanupTempFiles */.ol)((0,external_node_path_.join)(path, 'backups'))));
            }
        }
        return out;
    }
}

;// CONCATENATED MODULE: ./.build/store/index.js







// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./.build/github/context.js
/**
 * Where the CLI is running and whose state it works on. On a GitHub runner the scope and origin come
 * from the runner's GITHUB_* variables; anywhere else they come from the command line, git and the
 * machine, and the run id is generated by the local store's first attempt.
 */




function git(args, cwd) {
    try {
        return (0,external_node_child_process_.execFileSync)('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 })
            .toString()
            .trim();
    }
    catch {
        return '';
    }
}
/** A stable key for a matrix leg: the canonical JSON of the matrix object, hashed when long. */
function matrixKey(matrixJson) {
    if (!matrixJson || matrixJson.trim() === '' || matrixJson.trim() === 'null')
        return '';
    let value;
    try {
        value = JSON.parse(matrixJson);
    }
    catch {
        return (0,external_node_crypto_.createHash)('sha256').update(matrixJson).digest('hex').slice(0, 16);
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
        const entries = Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
        const text = entries.map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
        const joined = text.join(',');
        return joined.length <= 200
            ? joined
            : (0,external_node_crypto_.createHash)('sha256').update(joined).digest('hex').slice(0, 16);
    }
    return (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}
function detectEnvironment(opts = {}, env = process.env, cwd = process.cwd()) {
    const onRunner = env.GITHUB_ACTIONS === 'true';
    const host = (0,external_node_os_.hostname)();
    if (onRunner) {
        const workflow = opts.workflow ?? env.CI_STATE_WORKFLOW ?? env.GITHUB_WORKFLOW ?? 'workflow';
        const baseJob = opts.job ?? env.CI_STATE_JOB ?? env.GITHUB_JOB ?? 'job';
        const job = opts.scope ? `${baseJob}:${opts.scope}` : baseJob;
        const repo = env.GITHUB_REPOSITORY ?? '';
        const ref = env.GITHUB_REF ?? '';
        const attempt = Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? '1', 10);
        return {
            onRunner,
            host,
            scope: { repo, workflow, job, matrix: matrixKey(opts.matrix ?? env.CI_STATE_MATRIX), ref },
            origin: {
                repo,
                workflow,
                job,
                runId: env.GITHUB_RUN_ID ?? '',
                runAttempt: Number.isFinite(attempt) && attempt > 0 ? attempt : 1,
                sha: env.GITHUB_SHA ?? '',
                ref,
                event: env.GITHUB_EVENT_NAME ?? '',
                actor: env.GITHUB_ACTOR ?? '',
            },
        };
    }
    const workflow = opts.workflow ?? env.CI_STATE_WORKFLOW ?? 'default';
    const job = opts.job ?? env.CI_STATE_JOB ?? 'local';
    const top = git(['rev-parse', '--show-toplevel'], cwd);
    const repo = top ? (0,external_node_path_.basename)(top) : (0,external_node_path_.basename)(cwd);
    const branch = git(['symbolic-ref', '-q', 'HEAD'], cwd);
    const sha = git(['rev-parse', '-q', '--verify', 'HEAD'], cwd);
    let actor = '';
    try {
        actor = (0,external_node_os_.userInfo)().username;
    }
    catch {
        actor = env.USER ?? '';
    }
    return {
        onRunner,
        host,
        scope: { repo, workflow, job, matrix: matrixKey(env.CI_STATE_MATRIX), ref: branch },
        origin: { repo, workflow, job, sha, ref: branch, event: 'local', actor },
    };
}
function newRunId() {
    return `local-${(0,external_node_crypto_.randomUUID)().slice(0, 8)}`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
;// CONCATENATED MODULE: ./.build/github/runner-config.js
/**
 * What the Action's main step hands to later steps (the CLI in `run:` steps and the post step) so
 * that they save the same way: one JSON variable, CI_STATE_CONFIG, plus the runtime variables the
 * toolkit clients need, which the runner gives to actions but not to `run:` steps.
 */



const RunnerConfig = schemas/* strictObject */.rej({
    persist: schemas/* enum */.k5n(['phase', 'job']),
    crossRun: schemas/* boolean */.zMY(),
    retentionDays: schemas/* number */.aig().int().positive().optional(),
    failOnError: schemas/* boolean */.zMY(),
    /** A file (mode 600, in RUNNER_TEMP) holding the integrity key; never the key itself. */
    integrityKeyFile: schemas/* string */.YjP().optional(),
});
function readRunnerConfig(env = process.env) {
    const text = env.CI_STATE_CONFIG;
    if (!text)
        return undefined;
    try {
        return RunnerConfig.parse(JSON.parse(text));
    }
    catch {
        return undefined;
    }
}
/** True when this process can reach the Actions cache and artifact services. */
function servicesAvailable(env = process.env) {
    return env.GITHUB_ACTIONS === 'true' && !!env.ACTIONS_RUNTIME_TOKEN && !!env.ACTIONS_RESULTS_URL;
}
function persistContext(state, config, opts, env = process.env) {
    let integrityKey = opts.integrityKey;
    if (!integrityKey && config.integrityKeyFile) {
        try {
            integrityKey = (0,external_node_fs_.readFileSync)(config.integrityKeyFile, 'utf8').trim() || undefined;
        }
        catch {
            integrityKey = undefined;
        }
    }
    return {
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        scope: state.scope,
        scopeKey: (0,core/* scopeKey */.OD)(state.scope),
        repository: env.GITHUB_REPOSITORY ?? state.origin.repo,
        runId: env.GITHUB_RUN_ID ?? state.origin.runId,
        attempt: Number(env.GITHUB_RUN_ATTEMPT ?? state.origin.runAttempt) || 1,
        token: opts.token ?? env.GITHUB_TOKEN,
        apiUrl: env.GITHUB_API_URL,
        retentionDays: config.retentionDays,
        integrityKey,
        crossRun: config.crossRun,
        log: opts.log,
    };
}

// EXTERNAL MODULE: ./.build/github/retry.js
var retry = __webpack_require__(18294);
;// CONCATENATED MODULE: ./.build/cli/exec.js
/**
 * Runs a phase's command the way a shell would: the child's output goes straight to ours (teed so
 * that a bounded, redacted tail is kept for the state), stdin is inherited, and SIGINT/SIGTERM/SIGHUP
 * sent to ci-state are forwarded to the child so that cancellation reaches the real work.
 */



const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const SIGNAL_EXIT = {
    SIGHUP: 129,
    SIGINT: 130,
    SIGKILL: 137,
    SIGTERM: 143,
};
function exitCodeForSignal(signal) {
    return SIGNAL_EXIT[signal] ?? 128;
}
async function execPhase(command, opts = {}) {
    const [file, ...args] = command;
    if (!file)
        throw new Error('no command given');
    const tailBytes = opts.tailBytes ?? 4096;
    const out = new core/* TailBuffer */.vX(tailBytes);
    const err = new core/* TailBuffer */.vX(tailBytes);
    const started = performance.now();
    return new Promise((resolve) => {
        let cancelledBy;
        let spawnError;
        const child = (0,external_node_child_process_.spawn)(file, args, {
            stdio: ['inherit', 'pipe', 'pipe'],
            env: opts.env ?? process.env,
            cwd: opts.cwd,
        });
        const forward = (sig) => {
            cancelledBy ??= sig;
            // The save after the phase gets a bounded time to finish and report (see withRetry).
            (0,retry/* requestCancel */.AX)(sig);
            if (child.exitCode === null && child.signalCode === null)
                child.kill(sig);
        };
        for (const sig of FORWARDED)
            process.on(sig, forward);
        child.stdout.on('data', (chunk) => {
            out.push(chunk);
            process.stdout.write(chunk);
        });
        child.stderr.on('data', (chunk) => {
            err.push(chunk);
            process.stderr.write(chunk);
        });
        child.on('error', (e) => {
            spawnError =
                e.code === 'ENOENT'
                    ? `command not found: ${file}`
                    : e.code === 'EACCES'
                        ? `command is not executable: ${file}`
                        : `cannot start ${file}: ${e.message}`;
        });
        child.on('close', (code, signal) => {
            for (const sig of FORWARDED)
                process.off(sig, forward);
            // From here to the end of the save, a signal must not end the process mid-write and
            // unreported: it asks the save to finish within its grace time (a second one ends it).
            (0,retry/* handleCancelSignals */.gg)();
            const durationMs = Math.round(performance.now() - started);
            const result = {
                exitCode: spawnError
                    ? 127
                    : code !== null
                        ? code
                        : exitCodeForSignal(signal ?? cancelledBy ?? 'SIGKILL'),
                durationMs,
                stdoutTail: out.toString(),
                stderrTail: err.toString(),
            };
            if (signal)
                result.signal = signal;
            if (cancelledBy)
                result.cancelledBy = cancelledBy;
            if (spawnError)
                result.spawnError = spawnError;
            resolve(result);
        });
    });
}

// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var tinyglobby_dist = __webpack_require__(73382);
;// CONCATENATED MODULE: ./.build/cli/inputs.js
/**
 * Input files of a phase for cross-run reuse: expanded from globs (tinyglobby) relative to the
 * working directory and hashed by streaming their content.
 */



async function sha256File(path) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for await (const chunk of (0,external_node_fs_.createReadStream)(path))
        hash.update(chunk);
    return hash.digest('hex');
}
async function hashInputFiles(patterns, cwd = process.cwd()) {
    if (patterns.length === 0)
        return [];
    const paths = await (0,tinyglobby_dist/* glob */.TI)(patterns, {
        cwd,
        onlyFiles: true,
        ignore: ['**/.git/**'],
        expandDirectories: true,
    });
    paths.sort();
    const out = [];
    for (const path of paths)
        out.push({ path, sha256: await sha256File(`${cwd}/${path}`) });
    return out;
}

// EXTERNAL MODULE: ./.build/snapshot/index.js + 14 modules
var snapshot = __webpack_require__(19127);
;// CONCATENATED MODULE: ./.build/cli/checkpoints.js
/**
 * Checkpoints with files, for the CLI: snapshot a phase's outputs (or any globs) into the store's
 * content-addressed blob store, restore them when a phase is skipped on resume, and roll a file
 * set back. The snapshot rules (exclusions, refused secrets, safe extraction) live in src/snapshot;
 * the state only records where the manifest is (`checkpoint.location`) and the globs.
 */



function blobStoreOf(storeDir) {
    return snapshot/* BlobStore */.lb.forStore(storeDir);
}
async function snapshotGlobs(storeDir, root, globs, opts = {}) {
    const t0 = performance.now();
    const collected = await (0,snapshot/* collectFiles */.C0)(root, globs, {
        // A local cache of file digests (never shipped): unchanged files are not hashed again.
        hashCache: (0,external_node_path_.join)(storeDir, 'checkpoints', 'hash-cache.json'),
        ...(opts.gitChangedOnly ? { gitChangedOnly: true } : {}),
        ...(opts.allowSecrets?.length ? { allowSecrets: opts.allowSecrets } : {}),
        ...(opts.exclude?.length ? { exclude: opts.exclude } : {}),
    });
    const written = await (0,snapshot/* writeSnapshot */.oF)(blobStoreOf(storeDir), collected, root);
    return {
        location: (0,snapshot/* manifestLocation */.zW)(written.manifestSha),
        manifestSha: written.manifestSha,
        files: written.manifest.files.filter((f) => f.type !== 'dir').length,
        totalBytes: written.totalBytes,
        newBlobs: written.newBlobs,
        newBytes: written.newBytes,
        excluded: collected.excluded,
        refused: collected.refused,
        ms: Math.round(performance.now() - t0),
    };
}
function mb(bytes) {
    return bytes >= 1024 * 1024
        ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
        : `${(bytes / 1024).toFixed(1)} KB`;
}
function describeSnapshot(s) {
    const lines = [
        `${s.files} files, ${mb(s.totalBytes)}; ${s.newBlobs.length} new blobs (${mb(s.newBytes)}) stored in ${(0,core/* formatDuration */.a3)(s.ms)}`,
    ];
    if (s.excluded.length)
        lines.push(`excluded ${s.excluded.length}: ${s.excluded
            .slice(0, 5)
            .map((e) => `${e.path} (${e.why})`)
            .join(', ')}${s.excluded.length > 5 ? ', …' : ''}`);
    if (s.refused.length)
        lines.push(`REFUSED ${s.refused.length}: ${s.refused
            .slice(0, 5)
            .map((e) => `${e.path} (${e.why})`)
            .join(', ')}${s.refused.length > 5 ? ', …' : ''}`);
    return lines;
}
/** The checkpoint of a phase's record, when it holds files. */
function fileCheckpointOf(state, phase) {
    const id = state.phases[phase]?.checkpointId;
    const cp = id ? state.checkpoints.find((c) => c.id === id) : undefined;
    return cp && (0,snapshot/* manifestShaOf */.D6)(cp.location) ? cp : undefined;
}
/** Restores a checkpoint's files, every blob verified first; any problem means "run it again". */
async function restoreCheckpointFiles(storeDir, root, cp) {
    const store = blobStoreOf(storeDir);
    let manifest;
    try {
        manifest = await (0,snapshot/* loadManifest */.eY)(store, cp.location);
    }
    catch (e) {
        return {
            ok: false,
            written: 0,
            unchanged: 0,
            problems: [`manifest of checkpoint ${cp.id}: ${e.message}`],
        };
    }
    const r = await (0,snapshot/* restoreFiles */.Ce)(root, manifest, store);
    return {
        ok: r.problems.length === 0,
        written: r.written.length,
        unchanged: r.unchanged,
        problems: r.problems.map((p) => `${p.path}: ${p.message}`),
    };
}
/** The newest checkpoint with files over the same globs before `target` (what the tree is now). */
function currentFileCheckpoint(state, target) {
    const same = (c) => JSON.stringify(c.globs) === JSON.stringify(target.globs);
    return [...state.checkpoints]
        .reverse()
        .find((c) => c.id !== target.id && same(c) && (0,snapshot/* manifestShaOf */.D6)(c.location));
}
/** Puts the files of `target` back (modified restored, deleted re-created, added removed). */
async function rollbackCheckpointFiles(storeDir, root, state, target, dryRun) {
    const store = blobStoreOf(storeDir);
    const to = await (0,snapshot/* loadManifest */.eY)(store, target.location);
    const fromCp = currentFileCheckpoint(state, target);
    const from = fromCp ? await (0,snapshot/* loadManifest */.eY)(store, fromCp.location) : undefined;
    const r = await (0,snapshot/* rollbackFiles */.cH)(root, from, to, store, { dryRun });
    return { diff: r.diff, problems: r.problems.map((p) => `${p.path}: ${p.message}`), captures: [] };
}

// EXTERNAL MODULE: ./.build/report/escape.js + 1 modules
var report_escape = __webpack_require__(91701);
;// CONCATENATED MODULE: ./.build/cli/output.js


/**
 * Text from a state (phase reasons and errors, context keys, the workflow's name) can hold line
 * breaks and `::name::`: printed as it is, a line of it would be read by the runner as a workflow
 * command (`::add-mask::`, `::error::`, `::stop-commands::`). Every printed line that would be one
 * (the runner breaks lines at CR, LF and CRLF) is broken invisibly, a zero-width space between
 * the colons; every other line is printed exactly as it is.
 */
function inertLines(text) {
    return text
        .split(/(\r\n|\r|\n)/)
        .map((part) => (/^\s*::|##\[/.test(part) ? (0,report_escape/* breakWorkflowCommands */.$U)(part) : part))
        .join('');
}
function createPrinter(stdout = process.stdout, stderr = process.stderr) {
    return {
        note: (line) => void stderr.write(`${inertLines(`ci-state: ${line}`)}\n`),
        out: (line) => void stdout.write(`${inertLines(line)}\n`),
        json: (value) => void stdout.write(`${JSON.stringify(value, null, 2)}\n`),
        warn: (line) => void stderr.write(`${inertLines(`ci-state: warning: ${line}`)}\n`),
    };
}
const ICON = {
    pending: '·',
    running: '…',
    succeeded: '✓',
    failed: '✗',
    skipped: '⏭',
    rolled_back: '↩',
};
function phaseIcon(status) {
    return ICON[status];
}
function pad(text, width) {
    return text.length >= width ? text : text + ' '.repeat(width - text.length);
}
/** A plain-text table: columns padded to the widest cell. */
function table(rows) {
    const widths = [];
    for (const row of rows)
        row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
    return rows.map((row) => row
        .map((c, i) => (i === row.length - 1 ? c : pad(c, widths[i] ?? 0)))
        .join('  ')
        .trimEnd());
}
function describeRecord(id, rec, currentAttempt) {
    const duration = rec.durationMs !== undefined ? (0,core/* formatDuration */.a3)(rec.durationMs) : '';
    const notes = [];
    if (rec.reason)
        notes.push(rec.reason);
    else if (rec.attempt !== currentAttempt &&
        (rec.status === 'succeeded' || rec.status === 'failed'))
        notes.push(`from attempt ${rec.attempt}`);
    if (rec.status === 'failed' && rec.error)
        notes.push(rec.error);
    if (rec.sideEffect)
        notes.push('side effect');
    return [
        phaseIcon(rec.status),
        id,
        rec.status,
        `attempt ${rec.attempt}`,
        duration,
        notes.join('; '),
    ];
}
function statusLines(state) {
    const lines = [
        `${state.origin.workflow} · run ${state.origin.runId} · attempt ${state.origin.runAttempt} · ${state.status}${state.pause ? ` (paused: ${state.pause.reason})` : ''}`,
    ];
    const ids = Object.keys(state.phases);
    if (ids.length === 0) {
        lines.push('  no phases recorded yet');
    }
    else {
        const rows = ids.map((id) => describeRecord(id, state.phases[id], state.origin.runAttempt));
        for (const l of table(rows))
            lines.push(`  ${l}`);
    }
    const declaredOnly = state.declared.filter((d) => !(d.id in state.phases)).map((d) => d.id);
    if (declaredOnly.length)
        lines.push(`  not started: ${declaredOnly.join(', ')}`);
    if (state.resume && state.resume.skipped.length) {
        lines.push(`  resumed from attempt ${state.resume.fromAttempt} (${state.resume.strategy}): skipped ${state.resume.skipped.join(', ')}, saving ${(0,core/* formatDuration */.a3)(state.resume.savedMs)}`);
    }
    const ctx = Object.keys(state.context);
    if (ctx.length)
        lines.push(`  context: ${ctx.join(', ')}`);
    if (state.checkpoints.length)
        lines.push(`  checkpoints: ${state.checkpoints.map((c) => c.id).join(', ')}`);
    return lines;
}

;// CONCATENATED MODULE: ./.build/cli/session.js
/**
 * The CLI's view of the local store: which state is current, and read-modify-write of it under the
 * store's lock. Every command goes through here so that "no run started" and friends read the same.
 */


function openSession(printer, env = process.env) {
    const dir = LocalStore.resolveDir(env, process.cwd());
    const store = new LocalStore({ dir, onWarning: (m) => printer.warn(m) });
    return { store, dir, printer };
}
async function currentKey(session) {
    return (await session.store.getCurrent()) ?? undefined;
}
const NO_RUN = 'no run started in this store: start one with `ci-state init --workflow NAME`';
/** The current state, or a one-line error telling how to start one. */
async function requireState(session) {
    const key = await currentKey(session);
    const state = key ? await session.store.read(key) : undefined;
    if (!key || !state)
        throw new core/* CiStateError */.eS('no_run', NO_RUN, { exitCode: 1 });
    return { key, state };
}
/** Applies a transition to the current state atomically; the function sees the freshest state. */
async function mutate(session, fn) {
    const { key } = await requireState(session);
    const next = await session.store.update(key, (current) => {
        if (!current)
            throw new core/* CiStateError */.eS('no_run', NO_RUN, { exitCode: 1 });
        return fn(current);
    });
    if (!next)
        throw new core/* CiStateError */.eS('no_run', NO_RUN, { exitCode: 1 });
    return next;
}

;// CONCATENATED MODULE: ./.build/version.js
/** The ci-state version, recorded in every state's metadata (a test keeps it equal to package.json). */
const VERSION = '0.1.0';

;// CONCATENATED MODULE: ./.build/cli/program.js
/**
 * The `ci-state` command line. Each command is a thin layer: parse and check its input, apply a core
 * transition through the store, print what happened in words a person reads (or JSON with --json).
 */

















const COMMANDS = [
    'init',
    'run',
    'phase',
    'pause',
    'status',
    'get',
    'set',
    'checkpoint',
    'resume',
    'rollback',
    'finish',
    'history',
    'journal',
    'validate',
    'reset',
    'cleanup',
];
const now = () => new Date().toISOString();
async function loadDeclared(opts) {
    if (opts.phases !== undefined && opts.phasesFile !== undefined)
        throw new core/* CiStateError */.eS('invalid_input', 'use either --phases or --phases-file, not both');
    if (opts.phases !== undefined)
        return { declared: (0,core/* parsePhaseList */.zS)(opts.phases, '--phases') };
    if (opts.phasesFile !== undefined) {
        let text;
        try {
            text = await (0,promises_.readFile)(opts.phasesFile, 'utf8');
        }
        catch (e) {
            throw new core/* CiStateError */.eS('invalid_input', `cannot read --phases-file ${opts.phasesFile}: ${e.code ?? e.message}`);
        }
        let raw;
        try {
            raw = (0,dist/* parse */.qg)(text);
        }
        catch (e) {
            throw new core/* CiStateError */.eS('invalid_input', `--phases-file ${opts.phasesFile} is not valid YAML or JSON: ${e.message.split('\n')[0]}`);
        }
        const parsed = (0,core/* parsePhasesFile */.WB)(raw, `--phases-file ${opts.phasesFile}`);
        return { declared: parsed.declared, profiles: parsed.profiles };
    }
    return {};
}
function printPlan(p, state, plan) {
    for (const line of (0,core/* describePlan */.df)(plan, state))
        p.out(line);
}
async function cmdInit(s, o) {
    const strategy = (0,core/* parseStrategy */.pw)(o.resume ?? 'failed');
    const decl = await loadDeclared(o);
    const env = detectEnvironment({ workflow: o.workflow, job: o.job });
    const key = (0,core/* scopeKey */.OD)(env.scope);
    let result;
    const state = await s.store.update(key, (prev) => {
        result = (0,core/* initAttempt */.kj)(prev, {
            scope: env.scope,
            origin: env.origin,
            onRunner: env.onRunner,
            strategy,
            declared: decl.declared,
            profiles: decl.profiles,
            profile: o.profile,
            toolVersion: VERSION,
            host: env.host,
            now: now(),
            newRunId: newRunId,
            stateId: (runId) => `${runId}-${key.slice(0, 8)}`,
        });
        return result.state;
    });
    const outcome = result?.outcome ?? 'new';
    const plan = result?.plan;
    if (!state)
        throw new core/* CiStateError */.eS('internal', 'init produced no state');
    await s.store.setCurrent(key);
    if (o.json) {
        s.printer.json({ outcome, state: summaryJson(state), plan: plan ?? null });
        return;
    }
    const label = `"${state.origin.workflow}"`;
    if (outcome === 'unchanged') {
        s.printer.out(`Run ${state.origin.runId} of ${label}, attempt ${state.origin.runAttempt}, is already started.`);
    }
    else if (outcome === 'new') {
        s.printer.out(`Started run ${state.origin.runId} of ${label}, attempt ${state.origin.runAttempt}.`);
        if (state.declared.length)
            s.printer.out(`Phases: ${state.declared.map((d) => d.id).join(', ')}`);
    }
    else {
        s.printer.out(`Attempt ${state.origin.runAttempt} of ${label} (run ${state.origin.runId}).`);
        if (plan)
            printPlan(s.printer, state, plan);
    }
    if (state.profile)
        s.printer.out(`Profile: ${state.profile}`);
}
function summaryJson(state) {
    return {
        id: state.id,
        workflow: state.origin.workflow,
        runId: state.origin.runId,
        attempt: state.origin.runAttempt,
        status: state.status,
        profile: state.profile ?? null,
    };
}
/**
 * On a runner with `persist: phase`, save after every phase end so that a runner that dies (no post
 * step) still leaves the state of every finished phase. Returns a non-zero code only when the save
 * failed and fail-on-error asks for it.
 */
async function persistAfterPhase(s, saved) {
    let state = saved;
    const config = readRunnerConfig();
    if (!config || config.persist !== 'phase' || !servicesAvailable())
        return 0;
    const { saveState } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(734), __webpack_require__.e(871)]).then(__webpack_require__.bind(__webpack_require__, 10871));
    const { shipPendingBlobs } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(734), __webpack_require__.e(54)]).then(__webpack_require__.bind(__webpack_require__, 90054));
    const debug = process.env.RUNNER_DEBUG === '1' ? (l) => s.printer.note(l) : () => undefined;
    const ctx = persistContext(state, config, { log: debug });
    // Checkpoint content first, so that a saved state never lists a pack that is not there.
    const shipment = await shipPendingBlobs(s.dir, state, ctx);
    if (shipment.problem)
        process.stdout.write(`::warning::ci-state: ${shipment.problem.replace(/\r?\n/g, ' ')}\n`);
    if (shipment.shipped) {
        const pack = shipment.shipped;
        state = await mutate(s, (x) => ({ ...x, packs: [...x.packs, pack] }));
    }
    const report = await saveState(state, ctx);
    if (report.saved) {
        s.printer.note(`state saved${report.cache.ok ? ' to the cache' : ''}${report.artifact.ok ? `${report.cache.ok ? ' and' : ''} as artifact ${report.artifact.name}` : ''}`);
        return 0;
    }
    const why = [report.cache.reason, report.artifact.reason].filter(Boolean).join('; ');
    process.stdout.write(`::warning::ci-state: NOT saved after this phase: ${why.replace(/\r?\n/g, ' ')}\n`);
    return config.failOnError ? 1 : 0;
}
/** A phase planned to be skipped that must run after all: out of the plan's skip list. */
function unplanSkip(state, phase, why) {
    if (!state.resume)
        return state;
    const saved = state.phases[phase]?.durationMs ?? 0;
    return {
        ...state,
        resume: {
            ...state.resume,
            skipped: state.resume.skipped.filter((p) => p !== phase),
            redo: [...state.resume.redo, phase],
            savedMs: Math.max(0, state.resume.savedMs - saved),
            reasons: { ...state.resume.reasons, [phase]: why },
        },
    };
}
/** Snapshots a phase's outputs into a checkpoint of that phase (reason phase_completed). */
async function checkpointOutputs(s, phase, globs) {
    const snap = await snapshotGlobs(s.dir, process.cwd(), globs);
    const st = await mutate(s, (x) => (0,core/* createCheckpoint */.vq)(x, {
        id: (0,core/* newId */.Si)('cp', now()),
        phase,
        reason: 'phase_completed',
        now: now(),
        globs,
        location: snap.location,
    }).state);
    const id = st.phases[phase]?.checkpointId ?? '';
    s.printer.note(`checkpoint ${id} of ${phase}: ${describeSnapshot(snap).join('; ')}`);
    return st;
}
function skipReason(state, phase) {
    const rec = state.phases[phase];
    if (state.resume?.skipped.includes(phase) &&
        rec &&
        (rec.status === 'succeeded' || rec.status === 'skipped')) {
        return state.resume.reasons[phase] ?? `completed in attempt ${rec.attempt}`;
    }
    return undefined;
}
async function cmdRun(s, phase, command, o) {
    if (command.length === 0)
        throw new core/* CiStateError */.eS('invalid_input', `run ${phase}: no command given: put it after --, e.g. ci-state run ${phase} -- npm test`);
    const { state } = await requireState(s);
    let reason = skipReason(state, phase);
    const cp = reason !== undefined ? fileCheckpointOf(state, phase) : undefined;
    if (reason !== undefined && cp) {
        // Skipping is only worth it when the outputs are back: restore them, verified, or run again.
        const restored = await restoreCheckpointFiles(s.dir, process.cwd(), cp);
        if (restored.ok) {
            s.printer.note(`${phase}: restored its outputs from checkpoint ${cp.id} (${restored.written} written, ${restored.unchanged} unchanged)`);
        }
        else {
            s.printer.warn(`${phase} runs again: its outputs could not be restored from checkpoint ${cp.id}: ${restored.problems.slice(0, 3).join('; ')}`);
            await mutate(s, (x) => unplanSkip(x, phase, `outputs not restorable: ${restored.problems[0] ?? 'unknown'}`));
            reason = undefined;
        }
    }
    if (reason !== undefined) {
        const rec = state.phases[phase];
        const saved = rec.durationMs ?? 0;
        const st = await mutate(s, (x) => (0,core/* skipPhase */.DD)(x, phase, { now: now(), reason, savedMs: saved }));
        await persistAfterPhase(s, st);
        s.printer.note(`⏭ ${phase} skipped: completed in attempt ${rec.attempt}${saved ? `, saves ${(0,core/* formatDuration */.a3)(saved)}` : ''} (command not run)`);
        return 0;
    }
    const profileSkip = profileSkips(state, phase);
    if (profileSkip) {
        await mutate(s, (st) => (0,core/* skipPhase */.DD)(st, phase, { now: now(), reason: profileSkip }));
        s.printer.note(`⏭ ${phase} skipped: ${profileSkip} (command not run)`);
        return 0;
    }
    const decl = state.declared.find((d) => d.id === phase);
    let inputsHash;
    if (o.inputs?.length || o.env?.length || decl?.reuse) {
        const env = {};
        for (const name of o.env ?? [])
            env[name] = process.env[name];
        inputsHash = (0,core/* computeInputsHash */.L)({ files: await hashInputFiles(o.inputs ?? []), command, env });
        const carried = state.carried;
        const found = carried
            ? (0,core/* findReusable */.vY)(Object.entries(carried.records).map(([id, r]) => ({
                phase: id,
                status: r.status,
                ...(r.inputsHash ? { inputsHash: r.inputsHash } : {}),
                ...(r.endedAt ? { endedAt: r.endedAt } : {}),
                ...(r.durationMs !== undefined ? { durationMs: r.durationMs } : {}),
                runId: carried.runId,
                attempt: r.attempt,
            })), phase, inputsHash)
            : undefined;
        if (found) {
            const why = (0,core/* reuseReason */.jA)(found);
            const saved = found.durationMs ?? 0;
            const st = await mutate(s, (x) => (0,core/* skipPhase */.DD)(x, phase, { now: now(), reason: why, savedMs: saved }));
            await persistAfterPhase(s, st);
            s.printer.note(`⏭ ${phase} skipped: ${why}${saved ? `, saves ${(0,core/* formatDuration */.a3)(saved)}` : ''} (command not run)`);
            return 0;
        }
    }
    await mutate(s, (st) => (0,core/* startPhase */.CJ)(st, phase, {
        now: now(),
        requires: o.requires ?? decl?.requires,
        sideEffect: o.sideEffect ?? decl?.sideEffect,
        outputs: o.outputs,
        ...(inputsHash ? { inputsHash } : {}),
    }));
    const tailBytes = o.tail !== undefined ? Number.parseInt(o.tail, 10) : 4096;
    const res = await execPhase(command, {
        tailBytes: Number.isFinite(tailBytes) ? tailBytes : 4096,
    });
    const tails = {
        stdoutTail: res.stdoutTail,
        stderrTail: res.stderrTail,
        durationMs: res.durationMs,
    };
    if (res.exitCode === 0 && !res.cancelledBy) {
        let st = await mutate(s, (x) => (0,core/* completePhase */.LX)(x, phase, { now: now(), exitCode: 0, ...tails }));
        s.printer.note(`✓ ${phase} succeeded in ${(0,core/* formatDuration */.a3)(res.durationMs)}`);
        if (o.outputs?.length)
            st = await checkpointOutputs(s, phase, o.outputs);
        return persistAfterPhase(s, st);
    }
    const error = res.spawnError
        ? res.spawnError
        : res.cancelledBy
            ? `cancelled by ${res.cancelledBy}`
            : res.signal
                ? `killed by ${res.signal}`
                : `exit code ${res.exitCode}`;
    const failed = await mutate(s, (st) => (0,core/* failPhase */.Iv)(st, phase, {
        now: now(),
        error,
        exitCode: res.exitCode,
        ...(res.signal ? { signal: res.signal } : {}),
        ...(res.cancelledBy ? { cancelled: true } : {}),
        ...tails,
    }));
    s.printer.note(`✗ ${phase} failed in ${(0,core/* formatDuration */.a3)(res.durationMs)} (${error})`);
    await persistAfterPhase(s, failed);
    return res.cancelledBy ? exitCodeForSignal(res.cancelledBy) : res.exitCode;
}
function profileSkips(state, phase) {
    if (!state.profile)
        return undefined;
    const { profile } = (0,core/* resolveProfile */.mC)(state.profile, state.profiles);
    const tags = state.declared.find((d) => d.id === phase)?.tags ?? [];
    if (profile.skip.includes(phase) || tags.some((t) => profile.skipTags.includes(t)))
        return `profile ${state.profile} skips it`;
    return undefined;
}
// ---------------------------------------------------------------- finish / history
async function cmdFinish(s, o) {
    const state = await mutate(s, (st) => (0,core/* finishRun */.JH)(st, now()));
    const entries = (0,core/* historyEntriesFor */.g3)(state);
    await (0,store_history/* appendHistory */.b8)(s.dir, entries);
    if (o.json) {
        s.printer.json({ state: summaryJson(state), history: entries[0] });
    }
    else if (state.status === 'completed') {
        const saved = state.resume?.savedMs ?? 0;
        s.printer.out(`Run ${state.origin.runId} of "${state.origin.workflow}" completed in attempt ${state.origin.runAttempt}${saved ? ` (resume saved ${(0,core/* formatDuration */.a3)(saved)})` : ''}.`);
    }
    else {
        const failed = Object.entries(state.phases).filter(([, r]) => r.status === 'failed');
        const what = failed.map(([id, r]) => `${id} (${r.error ?? 'failed'})`).join(', ');
        s.printer.out(`Run ${state.origin.runId} of "${state.origin.workflow}" ${state.status} in attempt ${state.origin.runAttempt}${what ? `: ${what}` : ''}.`);
        if (failed.length)
            s.printer.out(`Run \`ci-state init --workflow ${state.origin.workflow}\` again to resume from ${failed[0][0]}.`);
    }
    return state.status === 'completed' ? 0 : 1;
}
function wholeNumber(text, name, fallback, max) {
    if (text === undefined)
        return fallback;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1 || n > max)
        throw new core/* CiStateError */.eS('invalid_input', `${name} "${text}" is not valid: expected a whole number from 1 to ${max}`);
    return n;
}
/** Where the history comes from: local files, or the repository's runs (or this run) through REST. */
async function historySource(s, o, query) {
    const h = await __webpack_require__.e(/* import() */ 456).then(__webpack_require__.bind(__webpack_require__, 96456));
    const source = o.source ?? 'local';
    if (source === 'local')
        return h.localSource(o.file?.length ? o.file : [(0,external_node_path_.join)(s.dir, 'history.jsonl')]);
    if (source !== 'repo' && source !== 'run')
        throw new core/* CiStateError */.eS('invalid_input', `--source "${source}" is not valid: expected local, repo or run`);
    const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN || '';
    if (!token)
        throw new core/* CiStateError */.eS('invalid_input', `--source ${source} needs a token in GITHUB_TOKEN or GH_TOKEN`);
    const repository = o.repo ?? process.env.GITHUB_REPOSITORY ?? '';
    const [owner = '', repo = ''] = repository.split('/');
    if (!owner || !repo)
        throw new core/* CiStateError */.eS('invalid_input', `--repo "${repository}" is not valid: expected owner/name`);
    const runId = Number(process.env.GITHUB_RUN_ID);
    if (source === 'run' && !(Number.isSafeInteger(runId) && runId > 0))
        throw new core/* CiStateError */.eS('invalid_input', '--source run needs GITHUB_RUN_ID');
    const { createRestClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(626)]).then(__webpack_require__.bind(__webpack_require__, 47626));
    return h.runArtifactsSource({
        rest: createRestClient({ token }),
        token,
        owner,
        repo,
        ...(query.workflow ? { workflow: query.workflow } : {}),
        ...(query.branch ? { branch: query.branch } : {}),
        ...(query.since !== undefined ? { since: query.since } : {}),
        ...(source === 'run' ? { runIds: [runId] } : {}),
        maxRuns: wholeNumber(o.maxRuns, '--max-runs', 100, 1000),
        concurrency: wholeNumber(o.concurrency, '--concurrency', 4, 16),
        cacheDir: o.cacheDir ?? (0,external_node_path_.join)(s.dir, 'history-cache'),
    });
}
async function cmdHistory(s, o) {
    const h = await __webpack_require__.e(/* import() */ 456).then(__webpack_require__.bind(__webpack_require__, 96456));
    const query = {};
    for (const k of ['workflow', 'job', 'branch', 'status', 'phase', 'text']) {
        const v = o[k];
        if (v !== undefined)
            query[k] = v;
    }
    if (o.since !== undefined)
        query.since = h.parseTimeSpec(o.since, '--since');
    if (o.until !== undefined)
        query.until = h.parseTimeSpec(o.until, '--until');
    h.checkQuery(query);
    const format = h.parseFormat(o.json ? 'json' : (o.format ?? 'table'), '--format');
    if (format === 'html' && !o.stats)
        throw new core/* CiStateError */.eS('invalid_input', '--format html is the statistics report: add --stats');
    const src = await historySource(s, o, query);
    const chunks = [];
    if (o.stats) {
        const stats = await h.computeStats(src.entries, { query });
        chunks.push(format === 'json'
            ? h.formatStatsJson(stats, src.stats)
            : format === 'csv'
                ? h.formatStatsCsv(stats)
                : format === 'markdown'
                    ? h.formatStatsMarkdown(stats)
                    : format === 'html'
                        ? await h.renderHtmlReport(stats, { source: src.stats })
                        : h.formatStatsTable(stats, src.stats));
    }
    else {
        // Without --phase, one line per attempt; with it, that phase's lines.
        const wanted = async function* () {
            for await (const e of h.filterEntries(src.entries, query))
                if (query.phase !== undefined || e.kind === 'run')
                    yield e;
        };
        for await (const chunk of h.formatEntries(wanted(), format))
            chunks.push(chunk);
    }
    const text = chunks.join('');
    if (o.output) {
        await (0,atomic/* writeFileDurable */.Ld)(o.output, text);
        s.printer.note(`wrote ${o.output}`);
    }
    else
        process.stdout.write(text.endsWith('\n') || text === '' ? text : `${text}\n`);
    for (const line of h.describeSourceStats(src.stats))
        s.printer.warn(line);
}
// ---------------------------------------------------------------- program
function buildProgram(printer, result) {
    const session = () => openSession(printer);
    const program = new commander/* Command */.uB('ci-state')
        .description('Resumable, accountable CI: record phases, resume re-runs, keep history.')
        .version(VERSION, '-V, --version')
        .showSuggestionAfterError(false)
        .exitOverride()
        .configureOutput({
        writeOut: (t) => process.stdout.write(t),
        writeErr: (t) => process.stderr.write(t),
        outputError: () => undefined,
    });
    program
        .command('init')
        .description('start attempt 1 of a run, or the next attempt of a failed or paused one (prints the plan)')
        .option('--workflow <name>', 'workflow name (default: $GITHUB_WORKFLOW on a runner, "default" elsewhere)')
        .option('--job <name>', 'job name (default: $GITHUB_JOB on a runner, "local" elsewhere)')
        .option('--phases <list>', 'declared phases in order: a,b,c; "name:req1+req2" adds requirements; a trailing ! marks a side effect')
        .option('--phases-file <file>', 'YAML or JSON file declaring phases and profiles')
        .option('--resume <strategy>', 'failed (default), previous, skip-failed, restart or checkpoint:<id|phase>')
        .option('--profile <name>', 'task profile that skips a set of phases (e.g. docs)')
        .option('--json', 'print JSON')
        .action(async (o) => cmdInit(session(), o));
    program
        .command('run')
        .description('run a phase (or skip it when the plan says it is done) and record the result')
        .argument('<phase>', 'phase id')
        .argument('[command...]', 'the command, after --')
        .option('--inputs <globs...>', 'files whose content makes up the phase inputs (cross-run reuse)')
        .option('--env <names...>', 'environment variables that make up the phase inputs')
        .option('--outputs <globs...>', 'files the phase produces')
        .option('--side-effect', 'the phase has effects outside the workspace: never re-run it silently')
        .option('--requires <phases...>', 'phases this one needs; redoing one of them redoes this one')
        .addOption(new commander/* Option */.c$('--tail <bytes>', 'bytes of stdout/stderr kept in the state').default('4096'))
        .action(async (phase, command, o) => {
        result.code = await cmdRun(session(), phase, command, o);
    });
    const phase = program
        .command('phase')
        .description('record a phase by hand: start, done, fail or skip');
    phase
        .command('start <phase>')
        .option('--requires <phases...>', 'phases this one needs')
        .option('--side-effect', 'the phase has effects outside the workspace')
        .action(async (id, o) => {
        await mutate(session(), (st) => (0,core/* startPhase */.CJ)(st, id, { now: now(), requires: o.requires, sideEffect: o.sideEffect }));
        printer.note(`${id} started`);
    });
    phase.command('done <phase>').action(async (id) => {
        const sess = session();
        const st = await mutate(sess, (s) => (0,core/* completePhase */.LX)(s, id, { now: now() }));
        printer.note(`✓ ${id} succeeded in ${(0,core/* formatDuration */.a3)(st.phases[id]?.durationMs ?? 0)}`);
        result.code = await persistAfterPhase(sess, st);
    });
    phase
        .command('fail <phase>')
        .option('--reason <text>', 'what went wrong')
        .action(async (id, o) => {
        const sess = session();
        const st = await mutate(sess, (s) => (0,core/* failPhase */.Iv)(s, id, { now: now(), error: o.reason ?? 'marked failed' }));
        printer.note(`✗ ${id} failed${o.reason ? `: ${o.reason}` : ''}`);
        await persistAfterPhase(sess, st);
    });
    phase
        .command('skip <phase>')
        .option('--reason <text>', 'why it is skipped')
        .action(async (id, o) => {
        await mutate(session(), (s) => (0,core/* skipPhase */.DD)(s, id, { now: now(), reason: o.reason ?? 'skipped by request' }));
        printer.note(`⏭ ${id} skipped${o.reason ? `: ${o.reason}` : ''}`);
    });
    program
        .command('pause')
        .description('pause the run with a reason (e.g. awaiting approval); `resume` continues it')
        .requiredOption('--reason <text>', 'why the run is paused')
        .action(async (o) => {
        await mutate(session(), (s) => (0,core/* pauseRun */.aj)(s, o.reason, now()));
        printer.note(`paused: ${o.reason}`);
    });
    program
        .command('status')
        .description('show the current run')
        .option('--json', 'print the whole state as JSON')
        .action(async (o) => {
        const { state } = await requireState(session());
        if (o.json)
            printer.json(state);
        else
            for (const l of statusLines(state))
                printer.out(l);
    });
    program
        .command('get <key>')
        .description('print a context value (JSON) by dotted key')
        .action(async (key) => {
        const { state } = await requireState(session());
        const value = (0,core/* getContext */.SD)(state, key);
        if (value === undefined) {
            printer.warn(`no context value "${key}"`);
            result.code = 1;
            return;
        }
        printer.out(JSON.stringify(value));
    });
    program
        .command('set <assignment>')
        .description('set a context value: KEY=JSON (strings need quotes: name=\'"text"\')')
        .action(async (assignment) => {
        const eq = assignment.indexOf('=');
        if (eq <= 0)
            throw new core/* CiStateError */.eS('invalid_input', `set: expected KEY=VALUE with a JSON value, got "${assignment}"`);
        const key = assignment.slice(0, eq);
        const text = assignment.slice(eq + 1);
        let value;
        try {
            value = JSON.parse(text);
        }
        catch {
            throw new core/* CiStateError */.eS('invalid_input', `set ${key}: "${text}" is not valid JSON: use a number, true/false, null, an object, an array or a quoted string (${key}='"${text}"')`);
        }
        await mutate(session(), (s) => (0,core/* setContext */.o)(s, key, value));
        printer.note(`set ${key}`);
    });
    program
        .command('checkpoint')
        .description('record a checkpoint of the state')
        .option('--reason <reason>', 'user_request (default), scheduled, error_recovery, phase_completed, before_rollback')
        .option('--phase <phase>', 'the phase the checkpoint belongs to (default: the last succeeded)')
        .option('--files <globs...>', 'snapshot these files (content-addressed; only new content is stored)')
        .option('--git-changed', 'with --files in a git checkout: only what git reports changed or untracked')
        .option('--allow-secrets <globs...>', 'snapshot these files even though they contain token-shaped text')
        .option('--capture <command>', 'external state: a command whose output is stored (e.g. pg_dump)')
        .option('--restore <command>', 'with --capture: the command that puts it back from stdin on rollback')
        .option('--name <name>', 'with --capture: a short name for the external state', 'external')
        .option('--json', 'print JSON')
        .action(async (o) => {
        const sess = session();
        const reason = core/* CheckpointReason */.H.safeParse(o.reason ?? 'user_request');
        if (!reason.success)
            throw new core/* CiStateError */.eS('invalid_input', `--reason "${o.reason}" is not a checkpoint reason: expected ${core/* CheckpointReason */.H.options.join(', ')}`);
        if ((o.capture === undefined) !== (o.restore === undefined))
            throw new core/* CiStateError */.eS('invalid_input', '--capture and --restore go together: give both commands');
        const snap = o.files?.length
            ? await snapshotGlobs(sess.dir, process.cwd(), o.files, {
                ...(o.gitChanged ? { gitChangedOnly: true } : {}),
                ...(o.allowSecrets ? { allowSecrets: o.allowSecrets } : {}),
            })
            : undefined;
        const captures = o.capture
            ? [
                await (0,snapshot/* captureExternal */.q$)({ name: o.name, capture: o.capture, restore: o.restore }, blobStoreOf(sess.dir)),
            ]
            : [];
        let id = '';
        await mutate(sess, (s) => {
            const r = (0,core/* createCheckpoint */.vq)(s, {
                id: (0,core/* newId */.Si)('cp', now()),
                reason: reason.data,
                phase: o.phase,
                now: now(),
                ...(snap ? { globs: o.files, location: snap.location } : {}),
                ...(captures.length ? { captures } : {}),
            });
            id = r.checkpoint.id;
            return r.state;
        });
        if (o.json)
            printer.json({ id, files: snap ?? null, captures });
        else {
            printer.out(`Checkpoint ${id} recorded.`);
            if (snap)
                for (const l of describeSnapshot(snap))
                    printer.out(`  ${l}`);
            for (const c of captures)
                printer.out(`  captured ${c.name}: ${c.size} bytes`);
        }
    });
    program
        .command('resume')
        .description('plan the next attempt of a failed run, or continue a paused one')
        .option('--strategy <strategy>', 'failed (default), previous, skip-failed, restart or checkpoint:<id|phase>')
        .option('--dry-run', 'print the plan without changing anything')
        .option('--json', 'print JSON')
        .action(async (o) => {
        const s = session();
        const strategy = (0,core/* parseStrategy */.pw)(o.strategy ?? 'failed');
        const { state } = await requireState(s);
        if (state.status === 'paused' && !o.dryRun) {
            await mutate(s, (st) => (0,core/* unpauseRun */.d0)(st, now()));
            printer.out(`Resumed the paused run (was: ${state.pause?.reason ?? 'paused'}).`);
            return;
        }
        if (o.dryRun) {
            const plan = (0,core/* planResume */.$J)(state, { strategy });
            if (o.json)
                printer.json(plan);
            else
                printPlan(printer, state, plan);
            return;
        }
        let plan;
        const next = await mutate(s, (st) => {
            const r = (0,core/* beginAttempt */.xF)(st, {
                origin: { ...st.origin, runAttempt: st.origin.runAttempt + 1 },
                now: now(),
                strategy,
            });
            plan = r.plan;
            return r.state;
        });
        if (o.json)
            printer.json({ state: summaryJson(next), plan });
        else {
            printer.out(`Attempt ${next.origin.runAttempt}, resuming with strategy ${strategy}:`);
            if (plan)
                printPlan(printer, next, plan);
        }
    });
    program
        .command('rollback')
        .description('roll the state back to a checkpoint or phase; later phases are marked rolled_back')
        .requiredOption('--to <target>', 'checkpoint id or phase')
        .option('--reason <text>', 'why')
        .option('--dry-run', 'print what would change without changing anything')
        .option('--json', 'print JSON')
        .action(async (o) => {
        const s = session();
        const { state } = await requireState(s);
        // Checks the target and the loop guard before anything on disk changes.
        const planned = (0,core/* rollbackTo */.S8)(state, o.to, {
            now: now(),
            id: (0,core/* newId */.Si)('rb', now()),
            reason: o.reason,
        });
        const target = state.checkpoints.find((c) => c.id === planned.event.checkpointId);
        const withFiles = !!(0,snapshot/* manifestShaOf */.D6)(target.location);
        const files = withFiles
            ? await rollbackCheckpointFiles(s.dir, process.cwd(), state, target, !!o.dryRun)
            : undefined;
        const where = `${planned.event.checkpointId}${planned.event.toPhase ? ` (after ${planned.event.toPhase})` : ''}`;
        const phases = planned.event.rolledBack.length
            ? planned.event.rolledBack.join(', ')
            : 'no phases';
        if (o.dryRun) {
            if (o.json)
                printer.json({
                    dryRun: true,
                    event: planned.event,
                    files: files?.diff ?? null,
                    captures: target.captures.map((c) => c.name),
                });
            else {
                printer.out(`Would roll back to ${where}: ${phases} would be marked rolled_back.`);
                if (files) {
                    const d = files.diff;
                    for (const p of d.modified)
                        printer.out(`  restore  ${p}`);
                    for (const p of d.deleted)
                        printer.out(`  create   ${p}`);
                    for (const p of d.added)
                        printer.out(`  remove   ${p}`);
                    if (!d.modified.length && !d.deleted.length && !d.added.length)
                        printer.out('  files: no change');
                }
                for (const c of target.captures)
                    printer.out(`  run the restore command of ${c.name}`);
            }
            return;
        }
        if (files?.problems.length)
            throw new core/* CiStateError */.eS('rollback_files', `rollback to ${where} could not restore every file (${files.problems.slice(0, 3).join('; ')}); the state was not changed`, { exitCode: 1 });
        for (const c of target.captures) {
            try {
                await (0,snapshot/* restoreExternal */.wU)(c, blobStoreOf(s.dir));
            }
            catch (e) {
                throw new core/* CiStateError */.eS('rollback_external', `rollback to ${where}: restoring ${c.name} failed (${e.message}); the state was not changed`, { exitCode: 1 });
            }
        }
        let event;
        await mutate(s, (st) => {
            const r = (0,core/* rollbackTo */.S8)(st, o.to, { now: now(), id: planned.event.id, reason: o.reason });
            event = r.event;
            return r.state;
        });
        if (o.json)
            printer.json({ event, files: files?.diff ?? null });
        else if (event) {
            printer.out(`Rolled back to ${where}: ${phases} marked rolled_back.`);
            if (files) {
                const d = files.diff;
                printer.out(`  files: ${d.modified.length} restored, ${d.deleted.length} re-created, ${d.added.length} removed`);
            }
            for (const c of target.captures)
                printer.out(`  ${c.name}: restored`);
        }
    });
    program
        .command('finish')
        .description('end the attempt: completed if no phase failed, else failed; appends history')
        .option('--json', 'print JSON')
        .action(async (o) => {
        result.code = await cmdFinish(session(), o);
    });
    program
        .command('history')
        .description("finished attempts from the history (local, or the repository's runs), or statistics")
        .option('--source <source>', "local (default: the store's history.jsonl), repo (recent runs' artifacts) or run (this run)")
        .option('--file <paths...>', 'history JSONL files (local source)')
        .option('--repo <owner/name>', 'repository for the repo and run sources (default $GITHUB_REPOSITORY; token in GITHUB_TOKEN)')
        .option('--workflow <name>', 'only this workflow')
        .option('--job <name>', 'only this job')
        .option('--branch <name>', 'only this branch')
        .option('--status <status>', 'completed, failed, paused, rolled_back (or a phase status with --phase)')
        .option('--since <time>', 'ISO date or age (7d, 12h)')
        .option('--until <time>', 'ISO date or age')
        .option('--phase <phase>', 'the lines of this phase')
        .option('--text <text>', 'text in the workflow or job name or in an error')
        .option('--stats', 'success rate, p50/p95 per phase, flaky phases, time saved, daily summary')
        .option('--format <format>', 'table (default), json, jsonl, csv, markdown, or html (with --stats)')
        .option('--output <file>', 'write to a file instead of standard output')
        .option('--max-runs <n>', 'repo source: newest runs to look at (default 100)')
        .option('--concurrency <n>', 'repo source: downloads at once (default 4)')
        .option('--cache-dir <dir>', 'repo source: cache of downloaded entries (default <store>/history-cache)')
        .option('--json', 'same as --format json')
        .action(async (o) => cmdHistory(session(), o));
    program
        .command('journal')
        .description("the current run's state changes (RFC 6902 patches), and a replay check")
        .option('--json', 'print the entries as JSON')
        .action(async (o) => {
        const s = session();
        const { key, state } = await requireState(s);
        const entries = await s.store.journal(key);
        const replayed = (0,core/* replayJournal */.Nu)(entries);
        const matches = (0,external_node_util_.isDeepStrictEqual)(replayed, JSON.parse(JSON.stringify(state)));
        if (o.json) {
            printer.json({ entries, replayMatchesState: matches });
        }
        else {
            const rows = [['seq', 'at', 'changes']];
            for (const e of entries) {
                const paths = [...new Set(e.ops.map((op) => op.path.split('/').slice(1, 3).join('/')))];
                rows.push([
                    String(e.seq),
                    e.at.slice(0, 19).replace('T', ' '),
                    paths.slice(0, 4).join(', ') + (paths.length > 4 ? ', …' : ''),
                ]);
            }
            for (const l of table(rows))
                printer.out(l);
            printer.out(matches
                ? `Replaying ${entries.length} entries gives the current state.`
                : `Replaying ${entries.length} entries does NOT give the current state.`);
        }
        if (!matches)
            result.code = 1;
    });
    program
        .command('validate <file>')
        .description('check a state file: schema, version and invariants; lists every error')
        .option('--json', 'print JSON')
        .action(async (file, o) => {
        let text;
        try {
            text = await (0,promises_.readFile)(file, 'utf8');
        }
        catch (e) {
            throw new core/* CiStateError */.eS('invalid_input', `cannot read ${file}: ${e.code ?? e.message}`);
        }
        let raw;
        try {
            raw = JSON.parse(text);
        }
        catch (e) {
            throw new core/* CiStateError */.eS('invalid_state', `${file} is not JSON: ${e.message}`);
        }
        let errors;
        try {
            (0,core/* parseStateJson */.j2)(text, file);
            const v = (0,core/* validateState */.oj)(raw);
            errors = v.ok ? [] : v.errors;
        }
        catch (e) {
            if (!(e instanceof core/* CiStateError */.eS))
                throw e;
            const v = (0,core/* validateState */.oj)(raw);
            errors = v.ok ? [e.message] : v.errors.length ? v.errors : [e.message];
        }
        if (o.json)
            printer.json({ file, valid: errors.length === 0, errors });
        else if (errors.length === 0)
            printer.out(`${file}: valid`);
        else {
            printer.out(`${file}: ${errors.length} error(s)`);
            for (const e of errors)
                printer.out(`  - ${e}`);
        }
        result.code = errors.length ? 1 : 0;
    });
    program
        .command('reset')
        .description('forget the current run (its history lines stay)')
        .action(async () => {
        const s = session();
        const key = await s.store.getCurrent();
        if (!key) {
            printer.out('Nothing to reset: no run started.');
            return;
        }
        await s.store.delete(key);
        printer.out('The current run was removed from the store.');
    });
    program
        .command('cleanup')
        .description('remove expired states and old history; with --repo, old ci-state artifacts and caches too')
        .option('--older-than <age>', 'history older than this (e.g. 30d) is pruned; with --repo, artifacts and caches too')
        .option('--keep <n>', 'with --repo: always keep the newest N of each kind and scope')
        .option('--repo <owner/name>', "also clean the repository's ci-state artifacts and cache entries (token in GITHUB_TOKEN)")
        .option('--dry-run', 'list what would be removed, remove nothing')
        .option('--json', 'print JSON')
        .action(async (o) => {
        const s = session();
        const dryRun = !!o.dryRun;
        const h = await __webpack_require__.e(/* import() */ 456).then(__webpack_require__.bind(__webpack_require__, 96456));
        const olderThanMs = o.olderThan !== undefined ? h.parseDurationSpec(o.olderThan, '--older-than') : undefined;
        if (o.repo && olderThanMs === undefined)
            throw new core/* CiStateError */.eS('invalid_input', '--repo needs --older-than: say how old is old (e.g. 30d)');
        const removed = await s.store.cleanup({ dryRun });
        const lines = removed.map((r) => `${dryRun ? 'would remove' : 'removed'} ${r.path ?? JSON.stringify(r)} (${r.reason})`);
        let pruned = null;
        if (olderThanMs !== undefined) {
            const p = await h.pruneLocalHistory((0,external_node_path_.join)(s.dir, 'history.jsonl'), {
                olderThanMs,
                dryRun,
            });
            pruned = p;
            lines.push(`${dryRun ? 'would prune' : 'pruned'} local history: ${JSON.stringify(p)}`);
        }
        let remote = null;
        if (o.repo) {
            const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN || '';
            if (!token)
                throw new core/* CiStateError */.eS('invalid_input', '--repo needs a token in GITHUB_TOKEN or GH_TOKEN');
            const [owner = '', repo = ''] = o.repo.split('/');
            if (!owner || !repo)
                throw new core/* CiStateError */.eS('invalid_input', `--repo "${o.repo}" is not valid: expected owner/name`);
            const { createRestClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(626)]).then(__webpack_require__.bind(__webpack_require__, 47626));
            const plan = await h.planCleanup({
                rest: createRestClient({ token }),
                owner,
                repo,
                olderThanMs: olderThanMs,
                keep: o.keep !== undefined ? wholeNumber(o.keep, '--keep', 1, 100_000) : 0,
            });
            for (const l of h.describeCleanupPlan(plan))
                lines.push(`${dryRun ? 'would delete' : 'delete'} ${l}`);
            remote = dryRun
                ? { planned: plan.artifacts.length + plan.caches.length }
                : await h.applyCleanup(plan);
            if (!dryRun)
                lines.push(`deleted: ${JSON.stringify(remote)}`);
        }
        if (o.json)
            printer.json({ dryRun, removed, pruned, remote });
        else if (lines.length === 0)
            printer.out('Nothing to clean up.');
        else
            for (const l of lines)
                printer.out(l);
    });
    return program;
}
/** Runs the CLI; returns the process exit code. Errors become one line on stderr. */
async function main(argv = process.argv) {
    const printer = createPrinter();
    const result = { code: 0 };
    const program = buildProgram(printer, result);
    try {
        await program.parseAsync(argv);
        return result.code;
    }
    catch (e) {
        if (e instanceof commander/* CommanderError */.b7) {
            if (e.code === 'commander.helpDisplayed' ||
                e.code === 'commander.version' ||
                e.exitCode === 0)
                return 0;
            process.stderr.write(`ci-state: ${commanderMessage(e, argv)}\n`);
            return 2;
        }
        if (e instanceof core/* CiStateError */.eS) {
            process.stderr.write(`ci-state: ${e.message}\n`);
            return e.exitCode;
        }
        const err = e;
        process.stderr.write(`ci-state: internal error: ${err?.message ?? String(e)}\n`);
        if (process.env.CI_STATE_DEBUG)
            process.stderr.write(`${err?.stack ?? ''}\n`);
        return 70;
    }
}
function commanderMessage(e, argv) {
    if (e.code === 'commander.unknownCommand' || e.code === 'commander.excessArguments') {
        const name = argv[2] ?? '';
        if (!COMMANDS.includes(name))
            return `unknown command "${name}": expected one of ${COMMANDS.join(', ')} (see ci-state --help)`;
    }
    if (e.code === 'commander.missingArgument' ||
        e.code === 'commander.missingMandatoryOptionValue' ||
        e.code === 'commander.optionMissingArgument' ||
        e.code === 'commander.unknownOption') {
        return `${e.message.replace(/^error: /, '')} (see ci-state ${argv[2] ?? ''} --help)`.replace(/\s+\(see ci-state\s+--help\)$/, ' (see ci-state --help)');
    }
    return e.message.replace(/^error: /, '');
}


/***/ }),

/***/ 13930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OD: () => (/* binding */ scopeKey),
/* harmony export */   Si: () => (/* binding */ newId),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   eG: () => (/* binding */ laterOf),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   lO: () => (/* binding */ compareIso),
/* harmony export */   ol: () => (/* binding */ digestOf),
/* harmony export */   tK: () => (/* binding */ toIso),
/* harmony export */   z4: () => (/* binding */ msBetween)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47141);
/**
 * Canonical JSON, digests, scope keys and ids. Canonical JSON has sorted object keys and no
 * whitespace, so equal data always gives the same text and the same sha256 whatever the key order.
 */




/**
 * JSON text with object keys sorted (by UTF-16 code units), arrays in order. Follows JSON.stringify
 * for everything else: `toJSON` is honoured, undefined/functions/symbols in objects are dropped (and
 * become null in arrays), non-finite numbers become null. Cycles and bigints are refused.
 */
function canonicalJson(value) {
    const seen = new Set();
    const walk = (v, inArray) => {
        if (v !== null &&
            typeof v === 'object' &&
            typeof v.toJSON === 'function') {
            v = v.toJSON();
        }
        if (v === null)
            return 'null';
        switch (typeof v) {
            case 'string':
                return JSON.stringify(v);
            case 'number':
                return Number.isFinite(v) ? JSON.stringify(v) : 'null';
            case 'boolean':
                return v ? 'true' : 'false';
            case 'bigint':
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'canonical JSON: a bigint is not JSON data');
            case 'undefined':
            case 'function':
            case 'symbol':
                return inArray ? 'null' : undefined;
            default:
                break;
        }
        const obj = v;
        if (seen.has(obj)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'canonical JSON: the value has a cycle');
        }
        seen.add(obj);
        let out;
        if (Array.isArray(obj)) {
            out = `[${obj.map((item) => walk(item, true)).join(',')}]`;
        }
        else {
            const record = obj;
            const parts = [];
            for (const key of Object.keys(record).sort()) {
                const text = walk(record[key], false);
                if (text !== undefined)
                    parts.push(`${JSON.stringify(key)}:${text}`);
            }
            out = `{${parts.join(',')}}`;
        }
        seen.delete(obj);
        return out;
    };
    return walk(value, false) ?? 'null';
}
/** Lowercase hex sha256 of a string (UTF-8) or bytes. */
function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
/** sha256 of the canonical JSON of a value. */
function digestOf(value) {
    return sha256Hex(canonicalJson(value));
}
/**
 * The key of a scope in store file names and cache keys: the first 32 hex characters of the sha256
 * of its canonical JSON. The scope is normalised first (a missing matrix is the same as "").
 */
function scopeKey(scope) {
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .Scope */ .HG.safeParse(scope);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `scope is not valid: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues).join('; ')}`);
    }
    return digestOf(parsed.data).slice(0, 32);
}
/**
 * A new id: `<prefix>-<yyyymmddThhmmssZ>-<8 hex>`. Sortable by time; the random part comes from
 * `randomHex` when given (tests, replays) or from node:crypto.
 */
function newId(prefix, now, randomHex) {
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(prefix)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `id prefix ${JSON.stringify(prefix)} is not valid: expected 1-32 lowercase letters, digits or "-", starting with a letter`);
    }
    const iso = toIso(now, 'id time');
    const stamp = iso.replace(/[-:]/g, '').replace(/\.\d+/, '');
    const random = (randomHex ?? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)().replace(/-/g, '')).toLowerCase();
    if (!/^[0-9a-f]{8,}$/.test(random)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `id randomness ${JSON.stringify(random.slice(0, 40))} is not valid: expected at least 8 hex digits`);
    }
    return `${prefix}-${stamp}-${random.slice(0, 8)}`;
}
/**
 * A time given to the core (the core has no clock): a Date or an ISO 8601 string with a time zone.
 * Returns the normalised UTC form (`2024-05-01T12:00:00.000Z`).
 */
function toIso(now, what = 'now') {
    let date;
    if (now instanceof Date)
        date = now;
    else if (typeof now === 'string' &&
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(now)) {
        date = new Date(now);
    }
    else {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_time', `${what} ${JSON.stringify(String(now).slice(0, 60))} is not a time: expected an ISO 8601 date-time with a time zone, e.g. 2024-05-01T12:00:00Z`);
    }
    const ms = date.getTime();
    if (!Number.isFinite(ms) || ms < 0 || ms > 253402300799999) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_time', `${what} ${JSON.stringify(String(now).slice(0, 60))} is not a time: expected an ISO 8601 date-time between years 1970 and 9999`);
    }
    return date.toISOString();
}
/** Milliseconds from `a` to `b` (ISO strings); 0 when either is missing or b is before a. */
function msBetween(a, b) {
    if (a === undefined || b === undefined)
        return 0;
    const d = Date.parse(b) - Date.parse(a);
    return Number.isFinite(d) && d > 0 ? d : 0;
}
/** The later of two ISO times (the first when they are equal or the second is missing). */
function laterOf(a, b) {
    if (b === undefined)
        return a;
    return Date.parse(b) > Date.parse(a) ? b : a;
}
/** Compares ISO times: negative when a is before b. */
function compareIso(a, b) {
    return Date.parse(a) - Date.parse(b);
}


/***/ }),

/***/ 8005:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eS: () => (/* binding */ CiStateError),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   yh: () => (/* binding */ listWords)
/* harmony export */ });
/* unused harmony exports isCiStateError, oneLine */
/**
 * The one error type the core throws. Every message is a single line that names the input and says
 * what is accepted, so the CLI and the Action can print it as is (an annotation, a log line).
 */
const CODE_PATTERN = /^[a-z][a-z0-9_]*$/;
class CiStateError extends Error {
    name = 'CiStateError';
    code;
    exitCode;
    /** Every individual problem (the message may list only the first ones when there are many). */
    details;
    /**
     * `new CiStateError(code, message, options?)`. The third argument may be just the exit code.
     * For callers written against the other order, `(message, code)` is recognised (a code is one
     * snake_case word; a message has spaces) and taken as meant.
     */
    constructor(code, message, options = {}) {
        if (!CODE_PATTERN.test(code) && CODE_PATTERN.test(message))
            [code, message] = [message, code];
        const opts = typeof options === 'number' ? { exitCode: options } : options;
        super(oneLine(message), opts.cause === undefined ? undefined : { cause: opts.cause });
        this.code = code;
        this.exitCode = opts.exitCode ?? 2;
        this.details = opts.details ?? [];
    }
}
function isCiStateError(err) {
    return err instanceof CiStateError;
}
/** Collapses any line breaks (and other control characters) so a message stays on one line. */
function oneLine(text) {
    // eslint-disable-next-line no-control-regex
    return text.replace(/\s*[\r\n]+\s*/g, ' ').replace(/[\u0000-\u001f\u007f]/g, ' ');
}
/**
 * Quotes an untrusted value for an error message: JSON string syntax (so it is one line and its
 * bounds are visible), cut to `max` characters.
 */
function quote(value, max = 80) {
    let text;
    if (typeof value === 'string')
        text = value;
    else {
        try {
            text = JSON.stringify(value) ?? String(value);
        }
        catch {
            text = String(value);
        }
    }
    if (text.length > max)
        text = `${text.slice(0, max)}…`;
    return JSON.stringify(text);
}
/** "a, b, c or d" */
function listWords(items, conjunction = 'or') {
    if (items.length === 0)
        return '(none)';
    if (items.length === 1)
        return items[0];
    return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}


/***/ }),

/***/ 79978:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H: () => (/* reexport */ schema/* CheckpointReason */.H),
  eS: () => (/* reexport */ errors/* CiStateError */.eS),
  vX: () => (/* reexport */ redact/* TailBuffer */.vX),
  xF: () => (/* reexport */ beginAttempt),
  LX: () => (/* reexport */ completePhase),
  L: () => (/* reexport */ computeInputsHash),
  vq: () => (/* reexport */ createCheckpoint),
  df: () => (/* reexport */ summary/* describePlan */.d),
  Iv: () => (/* reexport */ failPhase),
  vY: () => (/* reexport */ findReusable),
  JH: () => (/* reexport */ finishRun),
  a3: () => (/* reexport */ summary/* formatDuration */.a),
  SD: () => (/* reexport */ getContext),
  g3: () => (/* reexport */ historyEntriesFor),
  kj: () => (/* reexport */ initAttempt),
  Si: () => (/* reexport */ canonical/* newId */.Si),
  zS: () => (/* reexport */ parsePhaseList),
  WB: () => (/* reexport */ parsePhasesFile),
  j2: () => (/* reexport */ migrate/* parseStateJson */.j2),
  pw: () => (/* reexport */ parseStrategy),
  aj: () => (/* reexport */ pauseRun),
  $J: () => (/* reexport */ planResume),
  Nu: () => (/* reexport */ journal/* replayJournal */.Nu),
  mC: () => (/* reexport */ resolveProfile),
  jA: () => (/* reexport */ reuseReason),
  S8: () => (/* reexport */ rollbackTo),
  OD: () => (/* reexport */ canonical/* scopeKey */.OD),
  o: () => (/* reexport */ setContext),
  DD: () => (/* reexport */ skipPhase),
  CJ: () => (/* reexport */ startPhase),
  d0: () => (/* reexport */ unpauseRun),
  oj: () => (/* reexport */ validateState)
});

// UNUSED EXPORTS: BUILTIN_PROFILES, Checkpoint, ExternalCapture, FORBIDDEN_KEYS, FileEntry, HistoryEntry, HistoryPhaseEntry, HistoryRunEntry, JournalEntry, JsonPatchOp, JsonValue, MAX_DEPTH, MAX_STATE_CHARS, OLDEST_SCHEMA_VERSION, Origin, PHASE_ID_PATTERN, PhaseDecl, PhaseId, PhaseRecord, PhaseStatus, PhasesFile, Profile, REDACTED, ResumeInfo, RollbackEvent, RunState, RunStatus, SCHEMA_VERSION, STRATEGY_HELP, SafeKey, Scope, StateV1, Strategy, UNFINISHED_PHASE_ERROR, canReuse, candidatesFromHistory, candidatesFromState, canonicalJson, carryForReuse, checkDeclared, checkInvariants, checkStateDocument, checkUntrustedJson, compact, compareIso, createRun, deriveRunStatus, describeCheckpoints, describeRecord, diffStates, digestOf, failureSummary, findCheckpoint, findCycle, formatIssues, formatPath, formatPhaseList, isCiStateError, isPlainObject, journalEntry, keepHead, keepTail, laterOf, latestPhase, listWords, migrateV1toV2, msBetween, oneLine, parseHistoryEntry, parseJsonText, parseStateDocument, phaseOrder, profileSkips, quote, redactSecrets, scanForbiddenKeys, serializeState, sha256Hex, stateDigest, toIso, unmetRequirements

// EXTERNAL MODULE: ./.build/core/schema.js
var schema = __webpack_require__(47141);
// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/core/canonical.js
var canonical = __webpack_require__(13930);
// EXTERNAL MODULE: ./.build/core/paths.js
var paths = __webpack_require__(22720);
// EXTERNAL MODULE: ./.build/core/migrate.js
var migrate = __webpack_require__(62589);
;// CONCATENATED MODULE: ./.build/core/validate.js
/**
 * Validation of any state document: every schema error and every invariant violation, listed.
 *
 * Invariants (beyond the schema):
 * - a phase has one status; a `succeeded` phase has no error and exit code 0 (or none);
 * - a `failed` phase has an error; `succeeded` and `failed` phases have an end time; a `running`
 *   phase has a start time and no end time; a start time is never after the end time;
 *   `running`, `succeeded` and `failed` phases were started at least once; `skipped` has a reason;
 * - a record's attempt is not after the run's attempt (origin.runAttempt);
 * - requirements name phases that are declared or recorded (and not the phase itself); declared
 *   ids are unique;
 * - the run status follows from the phases: `completed` needs an end time and no failed or running
 *   phase; `failed` needs an end time and a failed phase or a run error; `pending`, `running` and
 *   `paused` have no end time; no phase runs while the run is paused, completed or failed; `paused`
 *   goes with `pause` (and only it); `rolled_back` needs a rollback event;
 * - createdAt <= updatedAt, createdAt <= endedAt;
 * - checkpoint ids are unique, their phase is known, their attempt not after the run's;
 * - rollback event ids are unique, rolled-back phases are known;
 * - resume: skipped phases are succeeded or skipped records, skipped and redo do not overlap, and
 *   the restored attempt is before the current one.
 */

const t = (iso) => Date.parse(iso);
/** Every invariant violation of a schema-valid state, as `path: message` lines. */
function checkInvariants(state) {
    const errors = [];
    const add = (path, msg) => {
        errors.push(`${path}: ${msg}`);
    };
    const run = state.origin.runAttempt;
    const declaredIds = new Set();
    state.declared.forEach((d, i) => {
        if (declaredIds.has(d.id))
            add(`declared[${i}].id`, `phase ${d.id} is declared twice`);
        declaredIds.add(d.id);
    });
    const known = (id) => declaredIds.has(id) || Object.hasOwn(state.phases, id);
    state.declared.forEach((d, i) => {
        for (const r of d.requires) {
            if (r === d.id)
                add(`declared[${i}].requires`, `phase ${d.id} requires itself`);
            else if (!declaredIds.has(r))
                add(`declared[${i}].requires`, `requires ${r}, which is not declared`);
        }
    });
    let anyFailed = false;
    let anyRunning = false;
    for (const [id, p] of Object.entries(state.phases)) {
        const at = `phases.${id}`;
        if (p.status === 'failed')
            anyFailed = true;
        if (p.status === 'running')
            anyRunning = true;
        if (p.attempt > run)
            add(`${at}.attempt`, `attempt ${p.attempt} is after the run's attempt ${run}`);
        if (p.status === 'succeeded') {
            if (p.error !== undefined)
                add(`${at}.error`, 'a succeeded phase has no error');
            if (p.exitCode !== undefined && p.exitCode !== 0) {
                add(`${at}.exitCode`, `a succeeded phase exits with 0, not ${p.exitCode}`);
            }
        }
        if (p.status === 'failed' && (p.error === undefined || p.error.trim() === '')) {
            add(`${at}.error`, 'a failed phase needs an error');
        }
        if ((p.status === 'succeeded' || p.status === 'failed') && p.endedAt === undefined) {
            add(`${at}.endedAt`, `a ${p.status} phase needs an end time`);
        }
        if (p.status === 'running') {
            if (p.startedAt === undefined)
                add(`${at}.startedAt`, 'a running phase needs a start time');
            if (p.endedAt !== undefined)
                add(`${at}.endedAt`, 'a running phase has no end time');
        }
        if ((p.status === 'running' || p.status === 'succeeded' || p.status === 'failed') &&
            p.attempts < 1) {
            add(`${at}.attempts`, `a ${p.status} phase was started at least once`);
        }
        if (p.status === 'skipped' && (p.reason === undefined || p.reason.trim() === '')) {
            add(`${at}.reason`, 'a skipped phase needs a reason');
        }
        if (p.startedAt !== undefined && p.endedAt !== undefined && t(p.startedAt) > t(p.endedAt)) {
            add(`${at}.endedAt`, `ends (${p.endedAt}) before it starts (${p.startedAt})`);
        }
        for (const r of p.requires) {
            if (r === id)
                add(`${at}.requires`, `phase ${id} requires itself`);
            else if (!known(r))
                add(`${at}.requires`, `requires ${r}, which is neither declared nor recorded`);
        }
    }
    // Run status.
    const s = state.status;
    if (s === 'completed') {
        if (state.endedAt === undefined)
            add('endedAt', 'a completed run needs an end time');
        if (anyFailed)
            add('status', 'a run with a failed phase cannot be completed');
        if (state.error !== undefined)
            add('status', 'a run with an error cannot be completed');
    }
    if (s === 'failed') {
        if (state.endedAt === undefined)
            add('endedAt', 'a failed run needs an end time');
        if (!anyFailed && state.error === undefined)
            add('status', 'a failed run needs a failed phase or an error');
    }
    if ((s === 'pending' || s === 'running' || s === 'paused') && state.endedAt !== undefined) {
        add('endedAt', `a ${s} run has no end time`);
    }
    if (anyRunning && (s === 'completed' || s === 'failed' || s === 'paused' || s === 'pending')) {
        add('status', `no phase runs while the run is ${s}`);
    }
    if (s === 'paused' && state.pause === undefined)
        add('pause', 'a paused run needs a pause reason');
    if (s !== 'paused' && state.pause !== undefined)
        add('pause', `a ${s} run is not paused`);
    if (s === 'rolled_back' && state.rollbackHistory.length === 0) {
        add('rollbackHistory', 'a rolled_back run needs a rollback event');
    }
    if (t(state.createdAt) > t(state.updatedAt))
        add('updatedAt', 'is before createdAt');
    if (state.endedAt !== undefined && t(state.createdAt) > t(state.endedAt)) {
        add('endedAt', 'is before createdAt');
    }
    // Checkpoints and rollbacks.
    const cpIds = new Set();
    state.checkpoints.forEach((c, i) => {
        if (cpIds.has(c.id))
            add(`checkpoints[${i}].id`, `checkpoint id ${c.id} is not unique`);
        cpIds.add(c.id);
        if (c.phase !== undefined && !known(c.phase)) {
            add(`checkpoints[${i}].phase`, `phase ${c.phase} is neither declared nor recorded`);
        }
        if (c.attempt > run)
            add(`checkpoints[${i}].attempt`, `attempt ${c.attempt} is after the run's attempt ${run}`);
    });
    const rbIds = new Set();
    state.rollbackHistory.forEach((e, i) => {
        if (rbIds.has(e.id))
            add(`rollbackHistory[${i}].id`, `rollback id ${e.id} is not unique`);
        rbIds.add(e.id);
        for (const id of e.rolledBack) {
            if (!known(id))
                add(`rollbackHistory[${i}].rolledBack`, `phase ${id} is neither declared nor recorded`);
        }
        if (e.attempt > run)
            add(`rollbackHistory[${i}].attempt`, `attempt ${e.attempt} is after the run's attempt ${run}`);
    });
    // Resume.
    const r = state.resume;
    if (r) {
        if (r.fromAttempt >= run) {
            add('resume.fromAttempt', `attempt ${r.fromAttempt} is not before the run's attempt ${run}`);
        }
        const redo = new Set(r.redo);
        for (const id of r.skipped) {
            const rec = Object.hasOwn(state.phases, id) ? state.phases[id] : undefined;
            if (rec === undefined)
                add('resume.skipped', `phase ${id} is skipped but not recorded`);
            else if (rec.status !== 'succeeded' && rec.status !== 'skipped') {
                add('resume.skipped', `phase ${id} is skipped but its record is ${rec.status}`);
            }
            if (redo.has(id))
                add('resume.redo', `phase ${id} is both skipped and redone`);
        }
    }
    return errors;
}
/**
 * Validates a raw document (any supported version, migrated first): every schema error, or, when
 * the schema holds, every invariant violation.
 */
function validateState(raw) {
    const result = (0,migrate/* checkStateDocument */.xc)(raw);
    if (!result.ok)
        return { ok: false, errors: result.errors };
    const errors = checkInvariants(result.state);
    if (errors.length > 0)
        return { ok: false, errors };
    return { ok: true, state: result.state, errors: [] };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
;// CONCATENATED MODULE: ./.build/core/records.js
/** Small shared helpers for building records and states without `undefined` keys. */
/** A copy of `obj` without the keys whose value is undefined (so documents stay plain JSON). */
function compact(obj) {
    const out = {};
    for (const [k, v] of Object.entries(obj))
        if (v !== undefined)
            out[k] = v;
    return out;
}
/** A copy of `obj` without the given keys. */
function omit(obj, ...keys) {
    const out = { ...obj };
    for (const k of keys)
        delete out[k];
    return out;
}
/** The end of a string, at most `max` characters (for output tails). */
function keepTail(text, max) {
    return text.length > max ? text.slice(text.length - max) : text;
}
/** The start of a string, at most `max` characters (an ellipsis marks the cut). */
function keepHead(text, max) {
    return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}

;// CONCATENATED MODULE: ./.build/core/rollback.js
/**
 * Checkpoints and rollback.
 *
 * A checkpoint records the phases and context as they are (a snapshot) and their digest; the store
 * adds the files. Rolling back to a checkpoint restores the phases that had succeeded (or been
 * skipped) when it was taken and the context, marks every phase that moved on since then
 * `rolled_back`, records a RollbackEvent and sets the run `rolled_back` (it goes on from there: the
 * next phase that starts makes it `running` again).
 *
 * Loop guard: rolling back between the same pair of phases (the latest phase reached, the
 * checkpoint's phase) is refused once `maxRollbacks` (default 3) events between them exist.
 */




/** The checkpoint with id `target`, else the newest checkpoint of phase `target`. */
function findCheckpoint(state, target) {
    const byId = state.checkpoints.find((c) => c.id === target);
    if (byId)
        return byId;
    let newest;
    for (const c of state.checkpoints) {
        if (c.phase !== target)
            continue;
        if (newest === undefined || (0,canonical/* compareIso */.lO)(c.createdAt, newest.createdAt) >= 0)
            newest = c;
    }
    return newest;
}
/** "cp-1 (build), cp-2 (test)" for error messages; "none" when there are none. */
function describeCheckpoints(state, max = 20) {
    if (state.checkpoints.length === 0)
        return 'none (this state has no checkpoints)';
    const shown = state.checkpoints
        .slice(-max)
        .map((c) => `${c.id}${c.phase !== undefined ? ` (${c.phase})` : ''}`);
    const more = state.checkpoints.length > max ? ` and ${state.checkpoints.length - max} older` : '';
    return `${shown.join(', ')}${more}`;
}
/** sha256 of the canonical JSON of `{ phases, context }`: what a checkpoint's stateDigest holds. */
function stateDigest(phases, context) {
    return (0,canonical/* digestOf */.ol)({ phases, context });
}
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
function checkId(id, what) {
    if (typeof id !== 'string' || id.length < 1 || id.length > 128 || CONTROL.test(id)) {
        throw new errors/* CiStateError */.eS('invalid_input', `${what} id ${(0,errors/* quote */.hD)(id)} is not valid: expected 1-128 printable characters`);
    }
    return id;
}
/** Takes a checkpoint of the state's phases and context. Returns the new state and checkpoint. */
function createCheckpoint(state, options) {
    const now = (0,canonical/* toIso */.tK)(options.now);
    const id = checkId(options.id ?? (0,canonical/* newId */.Si)('cp', now), 'checkpoint');
    if (state.checkpoints.some((c) => c.id === id)) {
        throw new errors/* CiStateError */.eS('invalid_input', `checkpoint ${(0,errors/* quote */.hD)(id)} already exists: checkpoints are immutable, expected a new id`);
    }
    const reason = schema/* CheckpointReason */.H.safeParse(options.reason);
    if (!reason.success) {
        throw new errors/* CiStateError */.eS('invalid_input', `checkpoint reason ${(0,errors/* quote */.hD)(options.reason)} is not valid: expected ${schema/* CheckpointReason */.H.options.join(', ')}`);
    }
    let phases = state.phases;
    if (options.phase !== undefined) {
        const phase = options.phase;
        const rec = Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
        if (rec === undefined) {
            throw new errors/* CiStateError */.eS('invalid_input', `checkpoint phase ${(0,errors/* quote */.hD)(phase)} is not a recorded phase: expected one of ${Object.keys(state.phases).join(', ') || '(none yet)'}`);
        }
        phases = { ...state.phases, [phase]: { ...rec, checkpointId: id } };
    }
    const snapshot = structuredClone({ phases, context: state.context });
    const checkpoint = compact({
        id,
        phase: options.phase,
        reason: reason.data,
        createdAt: now,
        attempt: state.origin.runAttempt,
        stateDigest: stateDigest(snapshot.phases, snapshot.context),
        snapshot,
        files: options.files ? options.files.map((f) => schema/* FileEntry */.jL.parse(f)) : [],
        globs: options.globs ? [...options.globs] : [],
        captures: options.captures ? options.captures.map((c) => schema/* ExternalCapture */.gd.parse(c)) : [],
        location: options.location,
    });
    const next = {
        ...state,
        phases,
        checkpoints: [...state.checkpoints, checkpoint],
        updatedAt: (0,canonical/* laterOf */.eG)(now, state.createdAt),
    };
    return { state: next, checkpoint };
}
/** The latest phase reached: the one started last (ties go to the later one in order). */
function latestPhase(state) {
    let best;
    let bestAt = '';
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.startedAt === undefined)
            continue;
        if (best === undefined || (0,canonical/* compareIso */.lO)(rec.startedAt, bestAt) >= 0) {
            best = id;
            bestAt = rec.startedAt;
        }
    }
    return best;
}
/**
 * Rolls back to a checkpoint (by id) or to the newest checkpoint of a phase. Returns the new state
 * and the event it recorded.
 */
function rollbackTo(state, target, options) {
    const now = (0,canonical/* toIso */.tK)(options.now);
    const id = checkId(options.id ?? (0,canonical/* newId */.Si)('rb', now), 'rollback');
    const max = options.maxRollbacks ?? 3;
    if (!Number.isInteger(max) || max < 0) {
        throw new errors/* CiStateError */.eS('invalid_input', `maxRollbacks ${(0,errors/* quote */.hD)(max)} is not valid: expected a non-negative integer`);
    }
    const checkpoint = typeof target === 'string' ? findCheckpoint(state, target) : undefined;
    if (!checkpoint) {
        throw new errors/* CiStateError */.eS('unknown_checkpoint', `unknown rollback target ${(0,errors/* quote */.hD)(target)}: expected a checkpoint id or a phase with a checkpoint; available: ${describeCheckpoints(state)}`);
    }
    if (state.rollbackHistory.some((e) => e.id === id)) {
        throw new errors/* CiStateError */.eS('invalid_input', `rollback ${(0,errors/* quote */.hD)(id)} already exists: expected a new id`);
    }
    const from = latestPhase(state);
    const toPhase = checkpoint.phase;
    const earlier = state.rollbackHistory.filter((e) => e.from === from && e.toPhase === toPhase).length;
    if (earlier >= max) {
        throw new errors/* CiStateError */.eS('rollback_loop', `rollback from ${from ?? '(no phase)'} to ${toPhase ?? `checkpoint ${checkpoint.id}`} refused: already rolled back ${earlier} time${earlier === 1 ? '' : 's'} between these phases (limit ${max})`, { exitCode: 1 });
    }
    const snap = checkpoint.snapshot.phases;
    const phases = {};
    const rolledBack = [];
    for (const [pid, cur] of Object.entries(state.phases)) {
        const old = Object.hasOwn(snap, pid) ? snap[pid] : undefined;
        if (old !== undefined && (0,canonical/* canonicalJson */.dj)(old) === (0,canonical/* canonicalJson */.dj)(cur))
            phases[pid] = cur;
        else if (old !== undefined && (old.status === 'succeeded' || old.status === 'skipped')) {
            phases[pid] = structuredClone(old);
        }
        else if (cur.status === 'pending')
            phases[pid] = cur;
        else {
            const { checkpointId: _dropped, ...rest } = cur;
            phases[pid] = { ...rest, status: 'rolled_back' };
            rolledBack.push(pid);
        }
    }
    for (const [pid, old] of Object.entries(snap)) {
        if (!Object.hasOwn(phases, pid))
            phases[pid] = structuredClone(old);
    }
    const event = compact({
        id,
        at: now,
        attempt: state.origin.runAttempt,
        from,
        checkpointId: checkpoint.id,
        toPhase,
        rolledBack,
        reason: options.reason === undefined ? undefined : keepHead(options.reason, 1024),
    });
    const { endedAt: _e, pause: _p, error: _r, ...rest } = state;
    let resume = state.resume;
    if (resume) {
        const stillKept = (pid) => {
            const s = phases[pid]?.status;
            return s === 'succeeded' || s === 'skipped';
        };
        const lost = resume.skipped.filter((pid) => !stillKept(pid));
        if (lost.length > 0) {
            const lostMs = lost.reduce((sum, pid) => sum + (state.phases[pid]?.savedMs ?? 0), 0);
            resume = {
                ...resume,
                skipped: resume.skipped.filter(stillKept),
                redo: [...resume.redo, ...lost.filter((pid) => !resume?.redo.includes(pid))],
                savedMs: Math.max(0, resume.savedMs - lostMs),
            };
        }
    }
    const next = compact({
        ...rest,
        status: 'rolled_back',
        phases,
        context: structuredClone(checkpoint.snapshot.context),
        rollbackHistory: [...state.rollbackHistory, event],
        resume,
        updatedAt: (0,canonical/* laterOf */.eG)(now, state.createdAt),
    });
    return { state: next, event };
}

// EXTERNAL MODULE: ./.build/core/summary.js
var summary = __webpack_require__(36268);
;// CONCATENATED MODULE: ./.build/core/plan.js
/**
 * Resume planning, phase lists and profiles.
 *
 * ## Resume planning (`planResume`)
 * From a restored state and a strategy, every known phase (declared or recorded) lands in exactly
 * one of `skip` (it does not run in the new attempt) or `redo` (it runs, or may run, again).
 * Phase order is the declared order, then phases only recorded, in record order.
 *
 * Planning is for a run that did not complete (failed, cancelled, paused, rolled back or cut off
 * while running). A run that completed is not resumed: `init` starts a fresh run (attempt 1 of a new
 * state) instead; `beginAttempt` refuses a completed state, and `planResume` on one skips every
 * phase and says so in a warning.
 *
 * The resume point is the first phase (in order, not skipped by the profile) that failed, was still
 * running when the state was saved (treated as failed: it did not finish) or was rolled back; when
 * there is none, the first phase that did not run. Strategies:
 * - `failed` (default): phases before the resume point that succeeded (or were skipped) are skipped;
 *   the resume point and everything after it are redone. A phase before it that never ran is redone.
 * - `previous`: as `failed`, but from the last succeeded phase before the resume point.
 * - `skip-failed`: every failed (or cut off) phase is skipped, and the run goes on after it.
 * - `checkpoint:<id|phase>`: the checkpoint with that id, else the newest checkpoint of that phase;
 *   phases up to and including its phase that had succeeded (or were skipped) when it was taken are
 *   skipped, and everything after is redone. A phase with no checkpoint that succeeded is accepted
 *   with a warning (its recorded state is kept instead). Anything else is an error listing the
 *   available checkpoints.
 * - `restart`: everything is redone.
 *
 * Then, in this order of precedence:
 * 1. Phases the active profile skips are skipped (reason `profile <name>`), whatever happened before.
 * 2. A side-effect phase that succeeded is never run again silently: if the strategy or a redone
 *    requirement would redo it, it is skipped and a warning says so. Only `rerunSideEffects: true`
 *    (the CLI's `--rerun-side-effects`) lets it run again; `restart` alone does not. A side-effect
 *    phase that failed or was cut off is redone, with a warning that it may have partly run.
 * 3. A phase whose required phase is redone is redone ("requires build, which runs again"),
 *    transitively. The only phases that can be skipped while a requirement is redone are those of
 *    rule 1 (they do not run at all) and rule 2 (kept on purpose, with a warning).
 *
 * ## Phase list syntax (`parsePhaseList`, the `phases` input)
 * Items separated by commas or new lines; each item is `name`, optionally `:req1+req2` naming the
 * phases it requires, optionally a trailing `!` marking a side effect:
 * `build, lint, test:build+lint, deploy:test!`. Blank items are ignored; `#` starts a comment that
 * runs to the end of the line. A requirement must name a phase of the list; cycles are refused.
 */








// ---------------------------------------------------------------------------------------------
// Strategies
const STRATEGY_HELP = 'failed, previous, skip-failed, restart or checkpoint:<id|phase>';
/**
 * Parses a resume strategy. Blank text means the default, `failed`. Case and surrounding space of
 * the keyword are forgiven; a checkpoint target is kept as written.
 */
function parseStrategy(text, inputName = '--resume') {
    const raw = typeof text === 'string' ? text.trim() : '';
    if (typeof text === 'string' && raw === '')
        return 'failed';
    const lower = raw.toLowerCase();
    if (lower === 'failed' ||
        lower === 'previous' ||
        lower === 'skip-failed' ||
        lower === 'restart') {
        return lower;
    }
    if (lower.startsWith('checkpoint:')) {
        const target = raw.slice('checkpoint:'.length).trim();
        if (target === '' || target.length > 128 || /\s/.test(target)) {
            throw new errors/* CiStateError */.eS('unknown_strategy', `resume strategy ${(0,errors/* quote */.hD)(raw)} (${inputName}) names no valid checkpoint: expected checkpoint:<id|phase>, e.g. checkpoint:build`);
        }
        return `checkpoint:${target}`;
    }
    throw new errors/* CiStateError */.eS('unknown_strategy', `unknown resume strategy ${(0,errors/* quote */.hD)(text)} (${inputName}): expected ${STRATEGY_HELP}`);
}
// ---------------------------------------------------------------------------------------------
// Profiles
/** Profiles every run knows. A phases file may define more, or override these by name. */
const BUILTIN_PROFILES = Object.freeze({
    docs: {
        skip: ['test', 'tests', 'e2e', 'integration', 'lint'],
        skipTags: ['test'],
        description: 'documentation-only change: skips tests and lint',
    },
    full: { skip: [], skipTags: [], description: 'runs every phase' },
});
/** Finds a profile by name among the built-in ones and `profiles` (which win on a name clash). */
function resolveProfile(name, profiles = {}, inputName = '--profile') {
    const all = { ...BUILTIN_PROFILES };
    for (const [k, v] of Object.entries(profiles))
        all[k] = v;
    const key = typeof name === 'string' ? name.trim() : '';
    if (key !== '' && Object.hasOwn(all, key))
        return { name: key, profile: all[key] };
    throw new errors/* CiStateError */.eS('unknown_profile', `unknown profile ${(0,errors/* quote */.hD)(name)} (${inputName}): expected ${(0,errors/* listWords */.yh)(Object.keys(all).sort())}`);
}
/** The phases a profile skips, by id or tag, each with the reason `profile <name>`. */
function profileSkips(resolved, phases) {
    const ids = new Set(resolved.profile.skip);
    const tags = new Set(resolved.profile.skipTags);
    const out = new Map();
    for (const phase of phases) {
        if (ids.has(phase.id) || (phase.tags ?? []).some((t) => tags.has(t))) {
            out.set(phase.id, `profile ${resolved.name}`);
        }
    }
    return out;
}
/**
 * Checks a declared phase list: ids unique, requirements known, no cycles. Throws one CiStateError
 * naming the input and listing every problem.
 */
function checkDeclared(declared, inputName) {
    const problems = [];
    const ids = new Set();
    for (const d of declared) {
        if (ids.has(d.id))
            problems.push(`phase ${(0,errors/* quote */.hD)(d.id)} is declared twice`);
        ids.add(d.id);
    }
    for (const d of declared) {
        for (const r of d.requires) {
            if (r === d.id)
                problems.push(`phase ${(0,errors/* quote */.hD)(d.id)} requires itself`);
            else if (!ids.has(r))
                problems.push(`phase ${(0,errors/* quote */.hD)(d.id)} requires ${(0,errors/* quote */.hD)(r)}, which is not declared`);
        }
    }
    if (problems.length === 0) {
        const cycle = findCycle(declared);
        if (cycle)
            problems.push(`requirements form a cycle: ${cycle.join(' -> ')}`);
    }
    if (problems.length > 0) {
        throw new errors/* CiStateError */.eS('invalid_phase_list', `invalid phases (${inputName}): ${problems.join('; ')}`, {
            details: problems,
        });
    }
}
/** A requirement cycle as a path that starts and ends with the same phase, if there is one. */
function findCycle(declared) {
    const requires = new Map(declared.map((d) => [d.id, d.requires]));
    const state = new Map(); // 1 = on the path, 2 = done
    for (const start of requires.keys()) {
        if (state.has(start))
            continue;
        // Iterative DFS: each frame is a node and the index of its next requirement.
        const path = [];
        const stack = [{ id: start, next: 0 }];
        state.set(start, 1);
        path.push(start);
        while (stack.length > 0) {
            const top = stack[stack.length - 1];
            const reqs = requires.get(top.id) ?? [];
            if (top.next >= reqs.length) {
                state.set(top.id, 2);
                stack.pop();
                path.pop();
                continue;
            }
            const r = reqs[top.next++];
            if (!requires.has(r))
                continue;
            const s = state.get(r);
            if (s === 1)
                return [...path.slice(path.indexOf(r)), r];
            if (s === undefined) {
                state.set(r, 1);
                path.push(r);
                stack.push({ id: r, next: 0 });
            }
        }
    }
    return undefined;
}
const PHASE_LIST_HELP = 'expected phases separated by commas or new lines, each name[:req1+req2][!] (":" lists required phases, a trailing "!" marks a side effect), e.g. "build,test:build,deploy:test!"';
/** Parses the `phases` input syntax (see the top of this file). Blank text gives no phases. */
function parsePhaseList(text, inputName = '--phases') {
    const declared = parsePhaseItems(text, inputName);
    checkDeclared(declared, inputName);
    return declared;
}
/** The items of a phase list, each checked on its own (not yet against each other). */
function parsePhaseItems(text, inputName) {
    if (typeof text !== 'string') {
        throw new errors/* CiStateError */.eS('invalid_phase_list', `invalid phase list (${inputName}): not text; ${PHASE_LIST_HELP}`);
    }
    const items = text
        .split(/\r?\n/)
        .map((line) => line.replace(/(^|\s)#.*$/, ''))
        .join(',')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
    if (items.length > 1000) {
        throw new errors/* CiStateError */.eS('invalid_phase_list', `invalid phase list (${inputName}): ${items.length} phases is more than the 1000 accepted`);
    }
    const declared = [];
    for (const item of items) {
        const m = /^([^:!\s]+)\s*(!)?\s*(?::\s*([^!]*?))?\s*(!)?$/.exec(item);
        const bad = (why) => {
            throw new errors/* CiStateError */.eS('invalid_phase_list', `invalid phase list (${inputName}): ${(0,errors/* quote */.hD)(item)} ${why}; ${PHASE_LIST_HELP}`);
        };
        if (!m)
            return bad('is not name[:req1+req2][!]');
        const [, id = '', bang1, reqText, bang2] = m;
        if (bang1 && bang2)
            bad('has "!" twice');
        if (!schema/* PHASE_ID_PATTERN */.T5.test(id))
            bad(`: ${(0,errors/* quote */.hD)(id)} is not a phase id (1-64 letters, digits, ".", "_" or "-")`);
        const requires = [];
        if (reqText !== undefined) {
            const reqs = reqText.split('+').map((r) => r.trim());
            if (reqs.some((r) => r === ''))
                bad('has an empty requirement');
            for (const r of reqs) {
                if (!schema/* PHASE_ID_PATTERN */.T5.test(r))
                    bad(`: requirement ${(0,errors/* quote */.hD)(r)} is not a phase id`);
                if (!requires.includes(r))
                    requires.push(r);
            }
        }
        declared.push({ id, requires, sideEffect: Boolean(bang1 ?? bang2), reuse: false, tags: [] });
    }
    return declared;
}
/** The phase list text of declared phases (the inverse of parsePhaseList, tags and reuse aside). */
function formatPhaseList(declared) {
    return declared
        .map((d) => {
        const reqs = d.requires ?? [];
        return `${d.id}${reqs.length > 0 ? `:${reqs.join('+')}` : ''}${d.sideEffect ? '!' : ''}`;
    })
        .join(',');
}
const ProfileName = schemas/* string */.YjP()
    .regex(schema/* PHASE_ID_PATTERN */.T5, 'a profile name is 1-64 letters, digits, ".", "_" or "-"')
    .pipe(schema/* SafeKey */.Iq);
const FilePhase = schemas/* union */.KCZ([
    schemas/* string */.YjP().max(200),
    schemas/* strictObject */.rej({
        id: schema/* PhaseId */.vh,
        requires: schemas/* union */.KCZ([schema/* PhaseId */.vh, schemas/* array */.YOg(schema/* PhaseId */.vh).max(1000)]).optional(),
        sideEffect: schemas/* boolean */.zMY().optional(),
        reuse: schemas/* boolean */.zMY().optional(),
        tags: schemas/* array */.YOg(schemas/* string */.YjP().min(1).max(64)).max(100).optional(),
    }),
]);
/** The phases file (YAML or JSON, parsed by the caller). */
const PhasesFile = schemas/* strictObject */.rej({
    phases: schemas/* array */.YOg(FilePhase).max(1000),
    profiles: schemas/* record */.g1P(ProfileName, schema/* Profile */.WV).optional(),
});
/**
 * Validates a parsed phases file: `{ phases: [{ id, requires, sideEffect, reuse, tags }] or
 * "name:req!" strings, profiles: { name: { skip, skipTags, description } } }`. `requires` may be one
 * id or a list. Profiles must name declared phases and tags some phase carries.
 */
function parsePhasesFile(obj, inputName = 'phases file') {
    const refused = (0,migrate/* checkUntrustedJson */.L9)(obj, inputName);
    if (refused && !refused.ok) {
        throw new errors/* CiStateError */.eS('invalid_phase_list', `invalid ${inputName}: ${refused.summary}`);
    }
    const parsed = PhasesFile.safeParse(obj);
    if (!parsed.success) {
        const issues = (0,paths/* formatIssues */.og)(parsed.error.issues);
        throw new errors/* CiStateError */.eS('invalid_phase_list', `invalid ${inputName}: ${issues.join('; ')}`, {
            details: issues,
        });
    }
    const declared = [];
    for (const [i, item] of parsed.data.phases.entries()) {
        if (typeof item === 'string') {
            const one = parsePhaseItems(item, `${inputName} phases[${i}]`);
            if (one.length !== 1) {
                throw new errors/* CiStateError */.eS('invalid_phase_list', `invalid ${inputName}: phases[${i}] ${(0,errors/* quote */.hD)(item)} must describe exactly one phase`);
            }
            // Requirements are checked against the whole list below.
            declared.push(one[0]);
        }
        else {
            const requires = item.requires === undefined
                ? []
                : typeof item.requires === 'string'
                    ? [item.requires]
                    : item.requires;
            declared.push({
                id: item.id,
                requires: [...new Set(requires)],
                sideEffect: item.sideEffect ?? false,
                reuse: item.reuse ?? false,
                tags: [...new Set(item.tags ?? [])],
            });
        }
    }
    checkDeclared(declared, inputName);
    const profiles = {};
    const ids = new Set(declared.map((d) => d.id));
    const tags = new Set(declared.flatMap((d) => d.tags));
    const problems = [];
    for (const [name, profile] of Object.entries(parsed.data.profiles ?? {})) {
        for (const id of profile.skip) {
            if (!ids.has(id))
                problems.push(`profile ${(0,errors/* quote */.hD)(name)} skips ${(0,errors/* quote */.hD)(id)}, which is not a declared phase`);
        }
        for (const tag of profile.skipTags) {
            if (!tags.has(tag))
                problems.push(`profile ${(0,errors/* quote */.hD)(name)} skips tag ${(0,errors/* quote */.hD)(tag)}, which no phase has`);
        }
        profiles[name] = profile;
    }
    if (problems.length > 0) {
        throw new errors/* CiStateError */.eS('invalid_phase_list', `invalid ${inputName}: ${problems.join('; ')}`, {
            details: problems,
        });
    }
    return { declared, profiles };
}
/** Declared order first, then phases only recorded, in record order. */
function phaseOrder(declared, phases) {
    const order = [];
    const seen = new Set();
    for (const d of declared) {
        if (!seen.has(d.id)) {
            seen.add(d.id);
            order.push(d.id);
        }
    }
    for (const id of Object.keys(phases)) {
        if (!seen.has(id)) {
            seen.add(id);
            order.push(id);
        }
    }
    return order;
}
/** A short, one-line account of why a phase failed. */
function failureSummary(record) {
    const first = (record.error ?? '')
        .split(/\r?\n/)
        .find((l) => l.trim() !== '')
        ?.trim();
    if (first)
        return keepHead(first, 200);
    if (record.cancelled)
        return 'cancelled';
    if (record.signal)
        return `killed by ${record.signal}`;
    if (record.exitCode !== undefined)
        return `exit code ${record.exitCode}`;
    return 'failed';
}
function took(record) {
    return record.durationMs !== undefined ? ` (${(0,summary/* formatDuration */.a)(record.durationMs)})` : '';
}
/** What happened to a phase in the restored state, in words. */
function describeRecord(record) {
    if (record === undefined)
        return 'did not run';
    switch (record.status) {
        case 'succeeded':
            return `succeeded in attempt ${record.attempt}${took(record)}`;
        case 'failed':
            return `failed in attempt ${record.attempt}: ${failureSummary(record)}`;
        case 'running':
            return `did not finish in attempt ${record.attempt}`;
        case 'skipped':
            return `skipped in attempt ${record.attempt}${record.reason ? ` (${keepHead(record.reason, 200)})` : ''}`;
        case 'rolled_back':
            return `rolled back in attempt ${record.attempt}`;
        case 'pending':
            return record.attempts > 0 ? `did not run again in attempt ${record.attempt}` : 'did not run';
    }
}
const DONE = new Set(['succeeded', 'skipped']);
const BROKEN = new Set(['failed', 'running', 'rolled_back']);
/** Computes which phases a new attempt skips and which it runs again (see the top of this file). */
function planResume(state, options) {
    const strategy = options.strategy;
    const declared = options.declared
        ? options.declared.map((d) => schema/* PhaseDecl */.ak.parse(d))
        : state.declared;
    const declById = new Map(declared.map((d) => [d.id, d]));
    const order = phaseOrder(declared, state.phases);
    const known = new Set(order);
    const record = (id) => Object.hasOwn(state.phases, id) ? state.phases[id] : undefined;
    const requiresOf = (id) => {
        const reqs = new Set([...(declById.get(id)?.requires ?? []), ...(record(id)?.requires ?? [])]);
        return [...reqs].filter((r) => known.has(r) && r !== id);
    };
    const sideEffectOf = (id) => Boolean(declById.get(id)?.sideEffect || record(id)?.sideEffect);
    const warnings = [];
    const reasons = {};
    const skip = new Set();
    const redo = new Set();
    // 1. The profile.
    const profileName = options.profile ?? state.profile;
    let profileSkipped = new Map();
    if (profileName !== undefined) {
        const resolved = resolveProfile(profileName, {
            ...state.profiles,
            ...(options.profiles ?? {}),
        });
        profileSkipped = profileSkips(resolved, order.map((id) => ({ id, tags: declById.get(id)?.tags ?? [] })));
    }
    const candidates = order.filter((id) => !profileSkipped.has(id));
    /** Done: succeeded, or skipped for a reason other than a profile that is no longer active. */
    const isDone = (rec) => rec !== undefined &&
        DONE.has(rec.status) &&
        !(rec.status === 'skipped' && rec.reason?.startsWith('profile '));
    // 2. The strategy.
    const base = new Map();
    const baseReason = new Map();
    const fromRecords = (boundary, rec, after) => {
        candidates.forEach((id, i) => {
            const r = rec(id);
            if (i < boundary && isDone(r)) {
                base.set(id, 'skip');
                baseReason.set(id, describeRecord(r));
            }
            else {
                base.set(id, 'redo');
                baseReason.set(id, i < boundary ? describeRecord(r) : after(id));
            }
        });
    };
    const firstBroken = candidates.findIndex((id) => {
        const r = record(id);
        return r !== undefined && BROKEN.has(r.status);
    });
    const firstNotDone = candidates.findIndex((id) => !isDone(record(id)));
    const resumeIndex = firstBroken >= 0 ? firstBroken : firstNotDone;
    const point = resumeIndex >= 0 ? candidates[resumeIndex] : undefined;
    const afterPoint = (id) => {
        const r = record(id);
        if (id === point || r === undefined || !DONE.has(r.status))
            return describeRecord(r);
        return `${describeRecord(r)}; runs again after ${point}`;
    };
    let checkpoint;
    if (strategy === 'restart') {
        for (const id of candidates) {
            base.set(id, 'redo');
            baseReason.set(id, `${describeRecord(record(id))}; restart runs it again`);
        }
    }
    else if (strategy === 'failed' || strategy === 'previous') {
        let boundary = resumeIndex >= 0 ? resumeIndex : candidates.length;
        if (strategy === 'previous' && resumeIndex >= 0) {
            let j = resumeIndex - 1;
            while (j >= 0 && record(candidates[j])?.status !== 'succeeded')
                j--;
            if (j >= 0)
                boundary = j;
            else
                warnings.push(`no succeeded phase before ${point} to run again (--resume previous)`);
        }
        else if (strategy === 'previous') {
            warnings.push('no phase failed or is left to run: previous has nothing to run again');
        }
        const previousOne = strategy === 'previous' ? candidates[boundary] : undefined;
        fromRecords(boundary, record, (id) => id === previousOne && id !== point
            ? `${describeRecord(record(id))}; runs again because it comes just before ${point} (previous)`
            : afterPoint(id));
    }
    else if (strategy === 'skip-failed') {
        const boundary = firstBroken >= 0 ? firstBroken : candidates.length;
        fromRecords(boundary, record, afterPoint);
        for (const [i, id] of candidates.entries()) {
            const r = record(id);
            if (i >= boundary && r !== undefined && (r.status === 'failed' || r.status === 'running')) {
                base.set(id, 'skip');
                baseReason.set(id, `${describeRecord(r)}; skipped (skip-failed)`);
            }
        }
        if (firstBroken < 0)
            warnings.push('no phase failed: skip-failed skips nothing');
    }
    else {
        const target = strategy.slice('checkpoint:'.length);
        checkpoint = findCheckpoint(state, target);
        if (checkpoint) {
            const snap = checkpoint.snapshot.phases;
            const snapRecord = (id) => Object.hasOwn(snap, id) ? snap[id] : undefined;
            let boundary;
            if (checkpoint.phase !== undefined && candidates.includes(checkpoint.phase)) {
                boundary = candidates.indexOf(checkpoint.phase) + 1;
            }
            else if (checkpoint.phase !== undefined && profileSkipped.has(checkpoint.phase)) {
                boundary = order
                    .slice(0, order.indexOf(checkpoint.phase) + 1)
                    .filter((id) => !profileSkipped.has(id)).length;
            }
            else {
                boundary = candidates.findIndex((id) => !isDone(snapRecord(id)));
                if (boundary < 0)
                    boundary = candidates.length;
            }
            const label = `checkpoint ${checkpoint.id}${checkpoint.phase ? ` (${checkpoint.phase})` : ''}`;
            fromRecords(boundary, snapRecord, (id) => `${describeRecord(record(id))}; after ${label}, runs again`);
            for (const id of candidates) {
                if (base.get(id) === 'skip')
                    baseReason.set(id, `kept by ${label}: ${baseReason.get(id) ?? ''}`);
            }
        }
        else if (known.has(target) && record(target)?.status === 'succeeded') {
            warnings.push(`no checkpoint of phase ${target}: keeping phases up to ${target} as recorded in attempt ${state.origin.runAttempt}`);
            fromRecords(candidates.indexOf(target) + 1, record, (id) => `${describeRecord(record(id))}; after ${target}, runs again`);
        }
        else {
            throw new errors/* CiStateError */.eS('unknown_checkpoint', `unknown checkpoint ${(0,errors/* quote */.hD)(target)} (--resume ${strategy.slice(0, 140)}): expected a checkpoint id or a phase with a checkpoint; available: ${describeCheckpoints(state)}`);
        }
    }
    for (const [id, reason] of profileSkipped) {
        skip.add(id);
        reasons[id] = reason;
    }
    // 3. Side-effect phases that succeeded are kept (unless rerunSideEffects).
    const protectedIds = new Set();
    for (const id of candidates) {
        const r = record(id);
        const decision = base.get(id) ?? 'redo';
        if (sideEffectOf(id) && r?.status === 'succeeded') {
            if (options.rerunSideEffects) {
                if (decision === 'redo') {
                    warnings.push(`${id} has side effects and succeeded in attempt ${r.attempt}: it runs again (rerun side effects)`);
                }
            }
            else {
                protectedIds.add(id);
                if (decision === 'redo') {
                    warnings.push(`${id} has side effects and succeeded in attempt ${r.attempt}: not run again (pass --rerun-side-effects to run it)`);
                }
                base.set(id, 'skip');
                baseReason.set(id, `${describeRecord(r)}; has side effects, so it is not run again`);
            }
        }
    }
    for (const id of candidates) {
        if (base.get(id) === 'skip')
            skip.add(id);
        else
            redo.add(id);
        reasons[id] = baseReason.get(id) ?? describeRecord(record(id));
    }
    // 4. Requirements: a phase whose required phase runs again runs again (to a fixed point).
    let changed = true;
    while (changed) {
        changed = false;
        for (const id of candidates) {
            if (!skip.has(id) || protectedIds.has(id))
                continue;
            const redone = requiresOf(id).find((r) => redo.has(r));
            if (redone !== undefined) {
                skip.delete(id);
                redo.add(id);
                reasons[id] = `requires ${redone}, which runs again`;
                changed = true;
            }
        }
    }
    for (const id of protectedIds) {
        const redone = requiresOf(id).filter((r) => redo.has(r));
        if (redone.length > 0) {
            warnings.push(`${id} has side effects and succeeded: not run again although ${(0,errors/* listWords */.yh)(redone, 'and')} ${redone.length === 1 ? 'runs' : 'run'} again`);
        }
    }
    // Warnings for side-effect phases that run again after failing or being cut off, and for phases
    // that go on without a requirement skip-failed skipped.
    for (const id of candidates) {
        if (!redo.has(id))
            continue;
        const r = record(id);
        if (sideEffectOf(id) && (r?.status === 'failed' || r?.status === 'running')) {
            warnings.push(`${id} has side effects and ${r.status === 'failed' ? 'failed' : 'did not finish'} in attempt ${r.attempt}: it runs again; it may have partly run, make sure repeating it is safe`);
        }
        if (strategy === 'skip-failed') {
            for (const req of requiresOf(id)) {
                const rr = record(req);
                if (skip.has(req) && (rr?.status === 'failed' || rr?.status === 'running')) {
                    warnings.push(`${id} requires ${req}, which ${rr.status === 'failed' ? 'failed' : 'did not finish'} and is skipped`);
                }
            }
        }
    }
    if (state.status === 'completed' && !options.allowCompleted) {
        warnings.push(`the run completed in attempt ${state.origin.runAttempt}: there is nothing to resume; start a fresh run instead`);
    }
    let savedMs = 0;
    for (const id of order) {
        if (!skip.has(id) || profileSkipped.has(id))
            continue;
        const r = record(id);
        const kept = r?.status === 'succeeded' ? r : checkpoint?.snapshot.phases[id];
        if (kept?.status === 'succeeded')
            savedMs += kept.durationMs ?? 0;
    }
    for (const id of order)
        reasons[id] = keepHead(reasons[id] ?? '', 1024);
    const plan = {
        skip: order.filter((id) => skip.has(id)),
        redo: order.filter((id) => redo.has(id)),
        savedMs,
        reasons,
        warnings: warnings.map((w) => keepHead(w, 1024)),
        order,
        strategy,
        fromAttempt: state.origin.runAttempt,
    };
    const resumeFrom = plan.redo[0];
    if (resumeFrom !== undefined)
        plan.resumeFrom = resumeFrom;
    if (checkpoint)
        plan.checkpointId = checkpoint.id;
    return plan;
}

// EXTERNAL MODULE: ./.build/core/redact.js
var redact = __webpack_require__(70171);
;// CONCATENATED MODULE: ./.build/core/transitions.js








const TAIL_MAX = 65_536;
const ERROR_MAX = 4096;
const REASON_MAX = 1024;
// ---------------------------------------------------------------------------------------------
// Helpers
function illegal(message) {
    return new errors/* CiStateError */.eS('illegal_transition', message);
}
function parseInput(schema, value, what) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
        throw new errors/* CiStateError */.eS('invalid_input', `${what} is not valid: ${(0,paths/* formatIssues */.og)(parsed.error.issues).join('; ')}`);
    }
    return parsed.data;
}
function checkPhaseId(phase) {
    if (typeof phase !== 'string' || !schema/* PHASE_ID_PATTERN */.T5.test(phase)) {
        throw new errors/* CiStateError */.eS('invalid_input', `phase ${(0,errors/* quote */.hD)(phase)} is not a phase id: expected 1-64 characters, letters, digits, ".", "_" or "-", starting with a letter or digit`);
    }
    return phase;
}
function recordOf(state, phase) {
    return Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
}
function withPhase(state, phase, record) {
    return { ...state.phases, [phase]: record };
}
/** Redacts secrets and bounds the size of captured output. */
function tail(text) {
    return text === undefined ? undefined : keepTail((0,redact/* redactSecrets */.fp)(text).text, TAIL_MAX);
}
function message(text, max) {
    return keepHead((0,redact/* redactSecrets */.fp)(text).text, max);
}
/** Refuses changes to a run that finished or is paused. */
function checkOpen(state, doing) {
    if (state.status === 'completed' || state.status === 'failed' || state.endedAt !== undefined) {
        throw illegal(`cannot ${doing}: the run ${state.status === 'completed' || state.status === 'failed' ? `is ${state.status}` : `ended (${state.status})`}; start a new attempt (beginAttempt) or a fresh run`);
    }
    if (state.status === 'paused') {
        throw illegal(`cannot ${doing}: the run is paused (${keepHead(state.pause?.reason ?? 'no reason', 200)}); unpause it first`);
    }
}
function describeStatus(record) {
    return record === undefined ? 'not recorded' : record.status;
}
/** The run's updatedAt for a change at `now` (never before createdAt). */
function stamp(state, now) {
    return (0,canonical/* laterOf */.eG)(now, state.createdAt);
}
/**
 * A new run: status pending, one pending record per declared phase (in declared order), phases the
 * active profile skips recorded as skipped with reason `profile <name>`.
 */
function createRun(options) {
    const now = (0,canonical/* toIso */.tK)(options.now);
    const origin = parseInput(schema/* Origin */.$e, options.origin, 'origin');
    const declared = parseInput(schema/* PhaseDecl */.ak.array().max(1000), options.declared ?? [], 'declared phases');
    checkDeclared(declared, 'declared phases');
    const profiles = {};
    for (const [name, p] of Object.entries(options.profiles ?? {})) {
        profiles[parseInput(schema/* SafeKey */.Iq, name, 'profile name')] = parseInput(schema/* Profile */.WV, p, `profile ${(0,errors/* quote */.hD)(name)}`);
    }
    let skipped = new Map();
    if (options.profile !== undefined) {
        const resolved = resolveProfile(options.profile, profiles);
        skipped = profileSkips(resolved, declared);
    }
    const phases = {};
    for (const d of declared) {
        const reason = skipped.get(d.id);
        phases[d.id] = compact({
            status: reason === undefined ? 'pending' : 'skipped',
            attempt: origin.runAttempt,
            attempts: 0,
            reason,
            outputs: [],
            sideEffect: d.sideEffect,
            conditional: false,
            requires: [...d.requires],
        });
    }
    return parseInput(schema/* RunState */.ll, compact({
        schemaVersion: schema/* SCHEMA_VERSION */.f$,
        id: options.id,
        scope: options.scope,
        origin,
        status: 'pending',
        phases,
        declared,
        profile: options.profile,
        profiles,
        context: {},
        checkpoints: [],
        rollbackHistory: [],
        createdAt: now,
        updatedAt: now,
        seq: 0,
        metadata: compact({
            toolVersion: options.toolVersion,
            host: options.host,
            runner: options.runner,
        }),
    }), 'new run');
}
/**
 * Starts a phase (new or recorded, not running) in the current attempt: attempt = the run's
 * attempt, `attempts` + 1, the run becomes running. Starting a phase a resume plan skipped moves it
 * to the plan's redo list (the plan no longer counts its time as saved).
 */
function startPhase(state, phase, options) {
    checkPhaseId(phase);
    const now = (0,canonical/* toIso */.tK)(options.now);
    checkOpen(state, `start phase ${phase}`);
    const prev = recordOf(state, phase);
    if (prev?.status === 'running') {
        throw illegal(`cannot start phase ${phase}: it is already running (since ${prev.startedAt ?? '?'})`);
    }
    const decl = state.declared.find((d) => d.id === phase);
    const requires = options.requires
        ? [...new Set(options.requires)]
        : (prev?.requires ?? decl?.requires ?? []);
    const unknown = requires.filter((r) => r === phase || !(Object.hasOwn(state.phases, r) || state.declared.some((d) => d.id === r)));
    if (unknown.length > 0) {
        throw new errors/* CiStateError */.eS('invalid_input', `phase ${phase} cannot require ${(0,errors/* listWords */.yh)(unknown.map((r) => (0,errors/* quote */.hD)(r)), 'and')}: expected phases that are declared or recorded, other than itself`);
    }
    if (options.inputsHash !== undefined && !/^[0-9a-f]{64}$/.test(options.inputsHash)) {
        throw new errors/* CiStateError */.eS('invalid_input', `inputs hash ${(0,errors/* quote */.hD)(options.inputsHash)} of phase ${phase} is not valid: expected a lowercase hex sha256`);
    }
    const outputs = options.outputs ? [...options.outputs] : (prev?.outputs ?? []);
    if (outputs.length > 1000 || outputs.some((o) => typeof o !== 'string' || o.length > 1024)) {
        throw new errors/* CiStateError */.eS('invalid_input', `outputs of phase ${phase} are not valid: expected at most 1000 globs of at most 1024 characters`);
    }
    const record = compact({
        status: 'running',
        attempt: state.origin.runAttempt,
        attempts: (prev?.attempts ?? 0) + 1,
        startedAt: now,
        inputsHash: options.inputsHash,
        outputs,
        sideEffect: options.sideEffect ?? Boolean(prev?.sideEffect || decl?.sideEffect),
        conditional: options.conditional ?? prev?.conditional ?? false,
        requires: [...requires],
    });
    let resume = state.resume;
    if (resume?.skipped.includes(phase)) {
        const saved = prev?.savedMs ?? prev?.durationMs ?? 0;
        resume = {
            ...resume,
            skipped: resume.skipped.filter((p) => p !== phase),
            redo: [...resume.redo, phase],
            savedMs: Math.max(0, resume.savedMs - saved),
            reasons: { ...resume.reasons, [phase]: 'planned to be skipped, but started on request' },
        };
    }
    return compact({
        ...state,
        status: 'running',
        phases: withPhase(state, phase, record),
        resume,
        updatedAt: stamp(state, now),
    });
}
/** Fields a finished record keeps from its running record. */
function finished(prev, now, durationMs) {
    const endedAt = (0,canonical/* laterOf */.eG)(now, prev.startedAt);
    if (durationMs !== undefined && (!Number.isInteger(durationMs) || durationMs < 0)) {
        throw new errors/* CiStateError */.eS('invalid_input', `duration ${(0,errors/* quote */.hD)(durationMs)} is not valid: expected a whole number of milliseconds, 0 or more`);
    }
    return { endedAt, durationMs: durationMs ?? (0,canonical/* msBetween */.z4)(prev.startedAt, endedAt) };
}
function runningRecord(state, phase, doing) {
    checkPhaseId(phase);
    const prev = recordOf(state, phase);
    if (prev?.status !== 'running') {
        throw illegal(`cannot ${doing} phase ${phase}: it is ${describeStatus(prev)}, not running`);
    }
    return prev;
}
/** A running phase succeeded (exit code 0 or none). */
function completePhase(state, phase, options) {
    const prev = runningRecord(state, phase, 'complete');
    const now = (0,canonical/* toIso */.tK)(options.now);
    if (options.exitCode !== undefined && options.exitCode !== 0) {
        throw illegal(`cannot complete phase ${phase} with exit code ${(0,errors/* quote */.hD)(options.exitCode)}: a phase that succeeded exits with 0; use failPhase`);
    }
    const record = compact({
        ...prev,
        status: 'succeeded',
        ...finished(prev, now, options.durationMs),
        exitCode: options.exitCode,
        stdoutTail: tail(options.stdoutTail),
        stderrTail: tail(options.stderrTail),
    });
    return { ...state, phases: withPhase(state, phase, record), updatedAt: stamp(state, now) };
}
/** A running phase failed. The run stays running until `finishRun` (which makes it failed). */
function failPhase(state, phase, options) {
    const prev = runningRecord(state, phase, 'fail');
    const now = (0,canonical/* toIso */.tK)(options.now);
    if (typeof options.error !== 'string' || options.error.trim() === '') {
        throw new errors/* CiStateError */.eS('invalid_input', `failing phase ${phase} needs an error: expected a non-empty description, e.g. "exit code 3"`);
    }
    if (options.exitCode !== undefined && !Number.isInteger(options.exitCode)) {
        throw new errors/* CiStateError */.eS('invalid_input', `exit code ${(0,errors/* quote */.hD)(options.exitCode)} of phase ${phase} is not an integer`);
    }
    const record = compact({
        ...prev,
        status: 'failed',
        ...finished(prev, now, options.durationMs),
        exitCode: options.exitCode,
        signal: options.signal === undefined ? undefined : keepHead(options.signal, 32),
        cancelled: options.cancelled,
        stdoutTail: tail(options.stdoutTail),
        stderrTail: tail(options.stderrTail),
        error: message(options.error, ERROR_MAX),
    });
    return { ...state, phases: withPhase(state, phase, record), updatedAt: stamp(state, now) };
}
/**
 * Skips a phase. A phase that already SUCCEEDED (in an earlier attempt) keeps status `succeeded`
 * and the attempt that produced it ("build from attempt 1"), with the reason and the time saved.
 * Any other phase that is not running becomes `skipped` in the current attempt.
 */
function skipPhase(state, phase, options) {
    checkPhaseId(phase);
    const now = (0,canonical/* toIso */.tK)(options.now);
    checkOpen(state, `skip phase ${phase}`);
    if (typeof options.reason !== 'string' || options.reason.trim() === '') {
        throw new errors/* CiStateError */.eS('invalid_input', `skipping phase ${phase} needs a reason: expected a non-empty description, e.g. "profile docs"`);
    }
    if (options.savedMs !== undefined &&
        (!Number.isInteger(options.savedMs) || options.savedMs < 0)) {
        throw new errors/* CiStateError */.eS('invalid_input', `saved time ${(0,errors/* quote */.hD)(options.savedMs)} is not valid: expected a whole number of milliseconds, 0 or more`);
    }
    const prev = recordOf(state, phase);
    if (prev?.status === 'running') {
        throw illegal(`cannot skip phase ${phase}: it is running`);
    }
    const reason = message(options.reason, REASON_MAX);
    let record;
    if (prev?.status === 'succeeded') {
        record = { ...prev, reason, savedMs: options.savedMs ?? prev.durationMs ?? 0 };
    }
    else {
        const decl = state.declared.find((d) => d.id === phase);
        record = compact({
            status: 'skipped',
            attempt: state.origin.runAttempt,
            attempts: prev?.attempts ?? 0,
            reason,
            savedMs: options.savedMs,
            inputsHash: prev?.inputsHash,
            outputs: prev?.outputs ?? [],
            sideEffect: Boolean(prev?.sideEffect || decl?.sideEffect),
            conditional: prev?.conditional ?? false,
            requires: prev?.requires ?? decl?.requires ?? [],
        });
    }
    return { ...state, phases: withPhase(state, phase, record), updatedAt: stamp(state, now) };
}
// ---------------------------------------------------------------------------------------------
// Run transitions
/** Pauses a run between phases (refused while a phase runs). */
function pauseRun(state, reason, now) {
    const at = (0,canonical/* toIso */.tK)(now);
    checkOpen(state, 'pause the run');
    const running = Object.entries(state.phases).filter(([, r]) => r.status === 'running');
    if (running.length > 0) {
        throw illegal(`cannot pause the run: phase ${running.map(([id]) => id).join(', ')} is running`);
    }
    if (typeof reason !== 'string' || reason.trim() === '') {
        throw new errors/* CiStateError */.eS('invalid_input', 'pausing a run needs a reason: expected a non-empty description');
    }
    return {
        ...state,
        status: 'paused',
        pause: { reason: message(reason, REASON_MAX), at },
        updatedAt: stamp(state, at),
    };
}
/** Ends a pause; the run goes back to running (or pending when nothing ran in this attempt). */
function unpauseRun(state, now) {
    const at = (0,canonical/* toIso */.tK)(now);
    if (state.status !== 'paused')
        throw illegal(`cannot unpause the run: it is ${state.status}, not paused`);
    const { pause: _pause, ...rest } = state;
    const next = { ...rest, status: 'running', updatedAt: stamp(state, at) };
    return { ...next, status: deriveRunStatus(next) };
}
/** The error given to phases still running when the run finishes. */
const UNFINISHED_PHASE_ERROR = 'did not finish: the run ended while it was running';
/**
 * Finishes the run: `failed` when a phase failed (or `error` is given), else `completed`; a run
 * that was rolled back and did not go on stays `rolled_back`. Phases still running are failed
 * first (they did not finish). Refused for a run already finished or paused.
 */
function finishRun(state, now, options = {}) {
    const at = (0,canonical/* toIso */.tK)(now);
    if (state.status === 'completed' || state.status === 'failed' || state.endedAt !== undefined) {
        const what = state.status === 'completed' || state.status === 'failed'
            ? state.status
            : `ended (${state.status})`;
        throw illegal(`cannot finish the run: it already ${what}`);
    }
    if (state.status === 'paused') {
        throw illegal('cannot finish the run: it is paused; unpause it first or leave it paused');
    }
    let phases = state.phases;
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.status !== 'running')
            continue;
        phases = {
            ...phases,
            [id]: compact({
                ...rec,
                status: 'failed',
                ...finished(rec, at, undefined),
                error: UNFINISHED_PHASE_ERROR,
            }),
        };
    }
    const error = options.error !== undefined && options.error.trim() !== ''
        ? message(options.error, ERROR_MAX)
        : undefined;
    const anyFailed = Object.values(phases).some((r) => r.status === 'failed');
    const status = anyFailed || error !== undefined
        ? 'failed'
        : state.status === 'rolled_back'
            ? 'rolled_back'
            : 'completed';
    const endedAt = stamp(state, at);
    return compact({ ...state, status, phases, error, endedAt, updatedAt: endedAt });
}
/**
 * The status a run's phases and markers imply: paused when paused; once ended, failed if a phase
 * failed (or the run has an error), else completed (or rolled_back if it ended rolled back);
 * running when a phase runs or one ran in this attempt; otherwise pending (or rolled_back).
 */
function deriveRunStatus(state) {
    const records = Object.values(state.phases);
    if (state.pause !== undefined)
        return 'paused';
    const anyFailed = records.some((r) => r.status === 'failed');
    if (state.endedAt !== undefined) {
        if (anyFailed || state.error !== undefined)
            return 'failed';
        return state.status === 'rolled_back' ? 'rolled_back' : 'completed';
    }
    if (records.some((r) => r.status === 'running'))
        return 'running';
    if (state.status === 'rolled_back')
        return 'rolled_back';
    const ranNow = (s) => s === 'succeeded' || s === 'failed';
    if (records.some((r) => ranNow(r.status) && r.attempt === state.origin.runAttempt && r.attempts > 0)) {
        return 'running';
    }
    return 'pending';
}
// ---------------------------------------------------------------------------------------------
// Context
function contextPath(key) {
    const parts = typeof key === 'string' ? key.split('.') : [];
    const ok = typeof key === 'string' &&
        key.length <= 1024 &&
        parts.every((p) => p !== '' && p.length <= 256 && !schema/* FORBIDDEN_KEYS */.p5.has(p));
    if (!ok) {
        throw new errors/* CiStateError */.eS('invalid_input', `context key ${(0,errors/* quote */.hD)(key)} is not valid: expected dot-separated names (not "__proto__", "constructor" or "prototype"), e.g. build.version`);
    }
    return parts;
}
/**
 * Sets a value in the run's context at a dotted key path (`a.b.c`), creating objects on the way.
 * `undefined` removes the key. The value must be JSON data without prototype keys.
 */
function setContext(state, key, value, now) {
    const parts = contextPath(key);
    if (value !== undefined) {
        const scan = (0,paths/* scanForbiddenKeys */.Ph)(value);
        if (scan.forbidden.length > 0 || scan.tooDeep !== undefined) {
            throw new errors/* CiStateError */.eS('invalid_input', `context value for ${(0,errors/* quote */.hD)(key)} is not allowed: ${scan.forbidden.length > 0 ? `it has prototype keys at ${scan.forbidden.join(', ')}` : 'it nests too deep'}`);
        }
        const parsed = schema/* JsonValue */.es.safeParse(value);
        if (!parsed.success) {
            throw new errors/* CiStateError */.eS('invalid_input', `context value for ${(0,errors/* quote */.hD)(key)} is not JSON data: ${(0,paths/* formatIssues */.og)(parsed.error.issues).join('; ')}`);
        }
        value = structuredClone(parsed.data);
    }
    const set = (obj, i) => {
        const k = parts[i];
        const out = { ...obj };
        if (i === parts.length - 1) {
            if (value === undefined)
                delete out[k];
            else
                out[k] = value;
            return out;
        }
        const child = Object.hasOwn(obj, k) ? obj[k] : undefined;
        if (child !== undefined && !(0,paths/* isPlainObject */.Qd)(child)) {
            throw new errors/* CiStateError */.eS('invalid_input', `context key ${(0,errors/* quote */.hD)(key)} cannot be set: ${(0,errors/* quote */.hD)(parts.slice(0, i + 1).join('.'))} holds ${Array.isArray(child) ? 'an array' : child === null ? 'null' : `a ${typeof child}`}, not an object`);
        }
        if (child === undefined && value === undefined)
            return out;
        out[k] = set(child ?? {}, i + 1);
        return out;
    };
    const context = set(state.context, 0);
    const next = { ...state, context };
    return now === undefined ? next : { ...next, updatedAt: stamp(state, (0,canonical/* toIso */.tK)(now)) };
}
/** The value at a dotted key path of the run's context (undefined when absent). */
function getContext(state, key) {
    const parts = contextPath(key);
    let cur = state.context;
    for (const p of parts) {
        if (!(0,paths/* isPlainObject */.Qd)(cur) || !Object.hasOwn(cur, p))
            return undefined;
        cur = cur[p];
    }
    return cur;
}
/**
 * Starts the next attempt from a restored state that did not complete: applies `planResume`.
 * Phases to redo become pending in the new attempt; skipped phases that had succeeded keep their
 * record (and producing attempt) with the plan's reason and saved time; others become skipped. The
 * run is pending, its end time, pause and error cleared, and `resume` says what was planned. With a
 * checkpoint strategy the context comes back from the checkpoint.
 */
function beginAttempt(prev, options) {
    const now = (0,canonical/* toIso */.tK)(options.now);
    const origin = parseInput(schema/* Origin */.$e, options.origin, 'origin');
    const strategy = parseInput(schema/* Strategy */.qY, options.strategy, 'resume strategy');
    if (origin.runAttempt <= prev.origin.runAttempt) {
        throw illegal(`cannot begin attempt ${origin.runAttempt}: the restored state is from attempt ${prev.origin.runAttempt}; expected a later attempt`);
    }
    if (prev.status === 'completed' && !options.allowCompleted) {
        throw new errors/* CiStateError */.eS('run_completed', `the restored run completed in attempt ${prev.origin.runAttempt}: there is nothing to resume; start a fresh run`);
    }
    const declared = options.declared
        ? parseInput(schema/* PhaseDecl */.ak.array().max(1000), options.declared, 'declared phases')
        : prev.declared;
    if (options.declared)
        checkDeclared(declared, 'declared phases');
    const profiles = { ...prev.profiles };
    for (const [name, p] of Object.entries(options.profiles ?? {})) {
        profiles[parseInput(schema/* SafeKey */.Iq, name, 'profile name')] = parseInput(schema/* Profile */.WV, p, `profile ${(0,errors/* quote */.hD)(name)}`);
    }
    const profile = options.profile ?? prev.profile;
    const base = compact({ ...prev, declared, profiles, profile });
    const plan = planResume(base, compact({
        strategy,
        profile,
        rerunSideEffects: options.rerunSideEffects,
        allowCompleted: options.allowCompleted,
    }));
    const checkpoint = plan.checkpointId !== undefined ? findCheckpoint(prev, plan.checkpointId) : undefined;
    const skip = new Set(plan.skip);
    const declById = new Map(declared.map((d) => [d.id, d]));
    const attempt = origin.runAttempt;
    const phases = {};
    const ids = [
        ...Object.keys(prev.phases),
        ...plan.order.filter((id) => !Object.hasOwn(prev.phases, id)),
    ];
    for (const id of ids) {
        const cur = recordOf(prev, id);
        const decl = declById.get(id);
        const reason = keepHead(plan.reasons[id] ?? '', REASON_MAX) || (skip.has(id) ? 'skipped' : 'runs again');
        const byProfile = profile !== undefined && reason === `profile ${profile}`;
        const shared = {
            attempts: cur?.attempts ?? 0,
            outputs: cur?.outputs ?? [],
            sideEffect: Boolean(cur?.sideEffect || decl?.sideEffect),
            conditional: cur?.conditional ?? false,
            requires: decl?.requires ?? cur?.requires ?? [],
        };
        if (skip.has(id)) {
            const snap = checkpoint && Object.hasOwn(checkpoint.snapshot.phases, id)
                ? checkpoint.snapshot.phases[id]
                : undefined;
            const kept = cur?.status === 'succeeded' ? cur : snap?.status === 'succeeded' ? snap : undefined;
            if (kept !== undefined) {
                phases[id] = compact({
                    ...structuredClone(kept),
                    reason,
                    savedMs: byProfile ? undefined : (kept.durationMs ?? 0),
                });
            }
            else {
                phases[id] = compact({ status: 'skipped', attempt, reason, ...shared });
            }
        }
        else {
            phases[id] = compact({ status: 'pending', attempt, ...shared });
        }
    }
    const resume = compact({
        strategy,
        fromAttempt: prev.origin.runAttempt,
        resumeFrom: plan.resumeFrom,
        skipped: [...plan.skip],
        redo: [...plan.redo],
        savedMs: plan.savedMs,
        reasons: Object.fromEntries(plan.order.map((id) => [id, keepHead(plan.reasons[id] ?? '', REASON_MAX)])),
        plannedAt: now,
        checkpointId: plan.checkpointId,
        warnings: plan.warnings.length > 0 ? plan.warnings.map((w) => keepHead(w, REASON_MAX)) : undefined,
    });
    const { endedAt: _e, pause: _p, error: _r, ...rest } = prev;
    const state = compact({
        ...rest,
        origin,
        status: 'pending',
        phases,
        declared,
        profile,
        profiles,
        context: checkpoint ? structuredClone(checkpoint.snapshot.context) : prev.context,
        resume,
        updatedAt: stamp(prev, now),
    });
    return { state, plan };
}
/** Required phases of `phase` that did not succeed or get skipped (for a "requires" check). */
function unmetRequirements(state, phase) {
    const rec = recordOf(state, phase);
    const decl = state.declared.find((d) => d.id === phase);
    const requires = [...new Set([...(decl?.requires ?? []), ...(rec?.requires ?? [])])];
    return requires.filter((r) => {
        const s = recordOf(state, r)?.status;
        return s !== 'succeeded' && s !== 'skipped';
    });
}

;// CONCATENATED MODULE: ./.build/core/inputs.js
/**
 * Cross-run reuse (opt-in per phase). A phase's inputs hash covers its input files (path and
 * content digest), its command and the environment variables it names. A new run may skip the
 * phase only when a SUCCEEDED record (in a state or the history) has the same hash; restoring the
 * outputs is the caller's part (if that fails, the phase runs).
 */


/** Version of the hashed layout: bump it when the layout changes so old hashes never match. */
const INPUTS_LAYOUT = 1;
function normalisePath(path) {
    return path
        .replace(/\\/g, '/')
        .replace(/^(\.\/)+/, '')
        .replace(/\/{2,}/g, '/');
}
/** The inputs hash (lowercase hex sha256). Files are sorted by path; env keys are sorted. */
function computeInputsHash(inputs) {
    const files = new Map();
    for (const f of inputs.files) {
        if (typeof f.path !== 'string' || f.path === '') {
            throw new errors/* CiStateError */.eS('invalid_input', `input file path ${(0,errors/* quote */.hD)(f.path)} is not valid: expected a non-empty path`);
        }
        const sha = typeof f.sha256 === 'string' ? f.sha256.toLowerCase() : '';
        if (!/^[0-9a-f]{64}$/.test(sha)) {
            throw new errors/* CiStateError */.eS('invalid_input', `input file ${(0,errors/* quote */.hD)(f.path)} has digest ${(0,errors/* quote */.hD)(f.sha256)}: expected a hex sha256`);
        }
        const path = normalisePath(f.path);
        const seen = files.get(path);
        if (seen !== undefined && seen !== sha) {
            throw new errors/* CiStateError */.eS('invalid_input', `input file ${(0,errors/* quote */.hD)(path)} is listed twice with different digests: expected one digest per path`);
        }
        files.set(path, sha);
    }
    if (!Array.isArray(inputs.command) || inputs.command.some((a) => typeof a !== 'string')) {
        throw new errors/* CiStateError */.eS('invalid_input', 'inputs command is not valid: expected a list of strings (argv)');
    }
    const env = {};
    for (const [k, v] of Object.entries(inputs.env))
        env[k] = v ?? null;
    const doc = {
        v: INPUTS_LAYOUT,
        files: [...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        command: [...inputs.command],
        env,
    };
    return (0,canonical/* sha256Hex */.fg)((0,canonical/* canonicalJson */.dj)(doc));
}
/** True when `prev` succeeded with the same (valid) inputs hash. */
function canReuse(prev, inputsHash) {
    return (prev !== undefined &&
        prev.status === 'succeeded' &&
        /^[0-9a-f]{64}$/.test(inputsHash) &&
        prev.inputsHash === inputsHash);
}
/** Reuse candidates from a state's phase records. */
function candidatesFromState(state) {
    return Object.entries(state.phases).map(([phase, r]) => ({
        phase,
        status: r.status,
        ...(r.inputsHash !== undefined ? { inputsHash: r.inputsHash } : {}),
        ...(r.endedAt !== undefined ? { endedAt: r.endedAt } : {}),
        ...(r.durationMs !== undefined ? { durationMs: r.durationMs } : {}),
        runId: state.origin.runId,
        attempt: r.attempt,
        outputs: r.outputs,
        ...(r.checkpointId !== undefined ? { checkpointId: r.checkpointId } : {}),
    }));
}
/** Reuse candidates from history phase lines. */
function candidatesFromHistory(entries) {
    return entries.map((e) => ({
        phase: e.phase,
        status: e.status,
        ...(e.inputsHash !== undefined ? { inputsHash: e.inputsHash } : {}),
        ...(e.endedAt !== undefined ? { endedAt: e.endedAt } : {}),
        durationMs: e.durationMs,
        runId: e.runId,
        attempt: e.producedBy,
    }));
}
/**
 * The newest candidate for `phase` that can be reused with `inputsHash` (succeeded, same hash), or
 * undefined. Candidates without an end time count as oldest; on equal times the later one wins.
 */
function findReusable(candidates, phase, inputsHash) {
    let best;
    let bestAt = -Infinity;
    for (const c of candidates) {
        if (c.phase !== phase || !canReuse(c, inputsHash))
            continue;
        const at = c.endedAt !== undefined ? Date.parse(c.endedAt) : -Infinity;
        const when = Number.isFinite(at) ? at : -Infinity;
        if (best === undefined || when >= bestAt) {
            best = c;
            bestAt = when;
        }
    }
    return best;
}
/** The skip reason for a reused phase, e.g. "reused from run 123 attempt 1: same inputs". */
function reuseReason(c) {
    const where = c.runId !== undefined
        ? `run ${c.runId}${c.attempt !== undefined ? ` attempt ${c.attempt}` : ''}`
        : 'an earlier run';
    return `reused from ${where}: same inputs`;
}

// EXTERNAL MODULE: ./.build/core/journal.js
var journal = __webpack_require__(7195);
;// CONCATENATED MODULE: ./.build/core/init.js


const RESUMABLE = new Set(['failed', 'paused', 'rolled_back', 'running', 'pending']);
/** Phases left running by an attempt that ended without recording them become failed. */
function closeInterrupted(state, now) {
    let s = state;
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.status === 'running')
            s = failPhase(s, id, {
                now,
                error: `interrupted: attempt ${rec.attempt} ended before the phase finished`,
            });
    }
    return s;
}
/** The records of a run that a later run may reuse: succeeded, with an inputs hash. */
function carryForReuse(prev) {
    const records = {};
    let own = 0;
    for (const [id, rec] of Object.entries(prev.phases)) {
        if (rec.status === 'succeeded' && rec.inputsHash) {
            records[id] = rec;
            own++;
        }
    }
    // Records the previous run carried itself (and reused) stay reusable unless that phase failed.
    for (const [id, rec] of Object.entries(prev.carried?.records ?? {})) {
        if (!(id in records) && prev.phases[id]?.status !== 'failed')
            records[id] = rec;
    }
    if (Object.keys(records).length === 0)
        return undefined;
    const runId = own === 0 && prev.carried ? prev.carried.runId : prev.origin.runId;
    return { runId, records };
}
function initAttempt(prev, o) {
    const profiles = { ...(prev?.profiles ?? {}), ...(o.profiles ?? {}) };
    if (o.profile !== undefined)
        resolveProfile(o.profile, profiles);
    const declared = o.declared ?? prev?.declared;
    const fresh = () => {
        const runId = o.origin.runId ?? o.newRunId();
        const created = createRun({
            id: o.stateId(runId),
            scope: o.scope,
            origin: { ...o.origin, runId, runAttempt: o.origin.runAttempt ?? 1 },
            declared,
            profile: o.profile,
            profiles,
            toolVersion: o.toolVersion,
            host: o.host,
            now: o.now,
        });
        const carried = prev ? carryForReuse(prev) : undefined;
        return { outcome: 'new', state: carried ? { ...created, carried } : created };
    };
    if (!prev)
        return fresh();
    let attempt;
    if (o.onRunner) {
        if (prev.origin.runId !== o.origin.runId)
            return fresh();
        const current = o.origin.runAttempt ?? 1;
        if (prev.origin.runAttempt === current)
            return { state: prev, outcome: 'unchanged' };
        if (prev.origin.runAttempt > current)
            return fresh();
        attempt = current;
    }
    else {
        if (prev.status === 'pending' && Object.keys(prev.phases).length === 0) {
            return {
                outcome: 'unchanged',
                state: { ...prev, declared: declared ?? [], profiles, profile: o.profile ?? prev.profile },
            };
        }
        if (!RESUMABLE.has(prev.status))
            return fresh();
        attempt = prev.origin.runAttempt + 1;
    }
    const closed = closeInterrupted(prev, o.now);
    const r = beginAttempt(closed, {
        origin: { ...o.origin, runId: prev.origin.runId, runAttempt: attempt },
        now: o.now,
        strategy: o.strategy,
        profile: o.profile ?? prev.profile,
        declared,
        profiles,
        allowCompleted: o.onRunner,
    });
    return { state: r.state, outcome: 'resumed', plan: r.plan };
}

;// CONCATENATED MODULE: ./.build/core/history.js
/**
 * History entries: one line for a finished attempt and one per phase, derived from its final state.
 * Queries and statistics over them live in src/history.
 */

function ms(from, to) {
    if (!from || !to)
        return 0;
    return Math.max(0, Date.parse(to) - Date.parse(from));
}
function historyEntriesFor(state) {
    const common = {
        schemaVersion: schema/* SCHEMA_VERSION */.f$,
        runId: state.origin.runId,
        attempt: state.origin.runAttempt,
        repo: state.origin.repo,
        workflow: state.origin.workflow,
        job: state.origin.job,
        matrix: state.scope.matrix,
        ref: state.origin.ref,
        sha: state.origin.sha,
        stateId: state.id,
    };
    const phases = Object.entries(state.phases);
    const skipped = state.resume?.skipped ?? [];
    const attemptStart = state.resume?.plannedAt ??
        phases
            .map(([, r]) => r.startedAt)
            .filter((t) => !!t)
            .sort()[0] ??
        state.createdAt;
    const endedAt = state.endedAt ?? state.updatedAt;
    const failed = phases.find(([, r]) => r.status === 'failed' && r.attempt === common.attempt);
    const run = {
        ...common,
        kind: 'run',
        status: state.status,
        startedAt: attemptStart,
        endedAt,
        durationMs: ms(attemptStart, endedAt),
        phases: {
            total: phases.length,
            succeeded: phases.filter(([, r]) => r.status === 'succeeded').length,
            failed: phases.filter(([, r]) => r.status === 'failed').length,
            skipped: phases.filter(([, r]) => r.status === 'skipped').length + skipped.length,
            rolledBack: phases.filter(([, r]) => r.status === 'rolled_back').length,
        },
        resumed: skipped.length > 0,
        skipped,
        savedMs: state.resume?.savedMs ?? 0,
    };
    if (state.resume?.resumeFrom)
        run.resumeFrom = state.resume.resumeFrom;
    if (failed)
        run.error = `${failed[0]}: ${failed[1].error ?? 'failed'}`.slice(0, 4096);
    const lines = [run];
    for (const [id, rec] of phases) {
        const reused = skipped.includes(id) || rec.attempt !== common.attempt;
        const entry = {
            ...common,
            kind: 'phase',
            phase: id,
            status: reused && rec.status === 'succeeded' ? 'skipped' : rec.status,
            producedBy: rec.attempt,
            durationMs: reused ? 0 : (rec.durationMs ?? 0),
            savedMs: reused ? (rec.savedMs ?? rec.durationMs ?? 0) : 0,
        };
        if (!reused) {
            if (rec.startedAt)
                entry.startedAt = rec.startedAt;
            if (rec.endedAt)
                entry.endedAt = rec.endedAt;
            if (rec.exitCode !== undefined)
                entry.exitCode = rec.exitCode;
            if (rec.error)
                entry.error = rec.error;
        }
        lines.push(entry);
    }
    return lines;
}

;// CONCATENATED MODULE: ./.build/core/index.js
/** The pure core of ci-state: data model, rules and helpers. No I/O, no clock. */


















/***/ }),

/***/ 7195:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nu: () => (/* binding */ replayJournal),
/* harmony export */   Ur: () => (/* binding */ journalEntry),
/* harmony export */   Wo: () => (/* binding */ JournalEntry)
/* harmony export */ });
/* unused harmony exports JsonPatchOp, diffStates */
/* harmony import */ var fast_json_patch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25952);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(92857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64377);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47141);
/**
 * A journal of state changes as RFC 6902 JSON Patch (fast-json-patch). Each entry holds the
 * operations from one revision to the next; replaying every entry on `{}` rebuilds the document.
 * Entries are untrusted on read: they are schema-checked, paths into prototypes are refused and
 * fast-json-patch validates each operation against the document.
 */





const Pointer = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
    .max(4096)
    .refine((p) => p === '' || p.startsWith('/'), 'a JSON pointer is "" or starts with "/"')
    .refine((p) => !p
    .split('/')
    .slice(1)
    .some((seg) => _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .FORBIDDEN_KEYS */ .p5.has(seg.replace(/~1/g, '/').replace(/~0/g, '~'))), 'a path into "__proto__", "constructor" or "prototype" is not allowed');
const JsonPatchOp = zod__WEBPACK_IMPORTED_MODULE_4__/* .discriminatedUnion */ .gMt('op', [
    zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ op: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('add'), path: Pointer, value: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J() }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ op: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('remove'), path: Pointer }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ op: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('replace'), path: Pointer, value: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J() }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ op: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('move'), path: Pointer, from: Pointer }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ op: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('copy'), path: Pointer, from: Pointer }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ op: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('test'), path: Pointer, value: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J() }),
]);
const JournalEntry = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    seq: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().nonnegative(),
    at: zod__WEBPACK_IMPORTED_MODULE_5__/* .datetime */ .w$({ offset: true }),
    ops: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(JsonPatchOp).max(1_000_000),
});
/** Plain JSON copy (drops undefined, as the persisted document would). */
function plain(value) {
    return value === undefined ? {} : JSON.parse(JSON.stringify(value));
}
/** The operations that turn `prev` (or `{}` when undefined) into `next`. */
function diffStates(prev, next) {
    return fast_json_patch__WEBPACK_IMPORTED_MODULE_0__.compare(plain(prev), plain(next));
}
/** A journal entry for one revision. */
function journalEntry(prev, next, seq, at) {
    return JournalEntry.parse({ seq, at, ops: diffStates(prev, next) });
}
/**
 * Applies every entry, in order, to `{}` (or a copy of `base`) and returns the document. Entries
 * must have increasing `seq`. Throws a one-line CiStateError naming the entry and operation that
 * does not apply.
 */
function replayJournal(entries, base = {}) {
    let doc = structuredClone(base);
    let lastSeq = -1;
    entries.forEach((raw, index) => {
        const parsed = JournalEntry.safeParse(raw);
        if (!parsed.success) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_journal', `journal entry ${index}: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues).slice(0, 20).join('; ')}`);
        }
        const entry = parsed.data;
        if (entry.seq <= lastSeq) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_journal', `journal entry ${index}: seq ${entry.seq} does not follow ${lastSeq}: expected increasing seq`);
        }
        lastSeq = entry.seq;
        entry.ops.forEach((op, i) => {
            try {
                doc = fast_json_patch__WEBPACK_IMPORTED_MODULE_0__.applyOperation(doc, op, true, true, true, i).newDocument;
            }
            catch (err) {
                const why = err instanceof Error ? (err.message.split('\n')[0] ?? err.message) : String(err);
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_journal', `journal entry ${index} (seq ${entry.seq}): operation ${i} (${op.op} ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(op.path)}) does not apply: ${why}`, { cause: err });
            }
        });
    });
    return doc;
}


/***/ }),

/***/ 62589:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ parseHistoryEntry),
/* harmony export */   L9: () => (/* binding */ checkUntrustedJson),
/* harmony export */   j2: () => (/* binding */ parseStateJson),
/* harmony export */   sU: () => (/* binding */ serializeState),
/* harmony export */   xc: () => (/* binding */ checkStateDocument)
/* harmony export */ });
/* unused harmony exports OLDEST_SCHEMA_VERSION, MAX_STATE_CHARS, StateV1, migrateV1toV2, parseStateDocument, parseJsonText */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64377);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(92857);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47141);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13930);
/**
 * Reading persisted state documents: the prototype-key scan, the version gate, the migration chain
 * and the strict schema parse. Everything read from disk, a cache entry or an artifact goes through
 * `parseStateDocument` (or `parseStateJson`), which either returns a schema-valid current RunState or
 * throws one CiStateError that lists every problem. A document is never half-loaded.
 *
 * ## schemaVersion 1 (the earlier on-disk shape)
 *
 * ```jsonc
 * {
 *   "schemaVersion": 1,
 *   "id": "run-…",
 *   "scope": { "repo", "workflow", "job", "matrix"?, "ref" },
 *   "origin": { "repo", "workflow", "job", "runId", "sha", "ref", "event", "actor" }, // no runAttempt
 *   "runAttempt": 2,                        // moved into origin in v2
 *   "status": "pending" | "running" | "paused" | "failed" | "completed",   // no rolled_back
 *   "phases": [                             // an ARRAY in run order (a record keyed by id in v2)
 *     { "name": "build", "status": "pending" | "running" | "succeeded" | "failed" | "skipped",
 *       "attempt"?: 1, "attempts"?: 1, "startedAt"?, "finishedAt"?,  // finishedAt -> endedAt
 *       "exitCode"?, "error"?, "output"?,    // one combined output tail -> stdoutTail
 *       "skipReason"?,                       // -> reason
 *       "sideEffect"?, "requires"?, "inputsHash"?, "outputs"? }
 *   ],
 *   "context"?: { … },
 *   "pausedReason"?, "pausedAt"?,           // -> pause { reason, at }
 *   "createdAt", "updatedAt", "finishedAt"?, // finishedAt -> endedAt
 *   "toolVersion"?                           // -> metadata.toolVersion
 * }
 * ```
 *
 * v1 had no declared phases, profiles, checkpoints, rollbacks, resume info or revision counter
 * (`seq`); the migration fills their empty defaults. A phase's `attempt` defaults to the run's
 * attempt, `attempts` to 1 for a phase that started (running, succeeded, failed) and 0 otherwise,
 * `durationMs` is computed from the start and end times, and a skipped phase without a reason gets
 * "skipped". Duplicate phase names cannot become record keys and are refused.
 *
 * Note: phase order is the key order of the `phases` record. JavaScript orders integer-like keys
 * ("1", "20") first, so phases named by bare integers lose their run order unless declared.
 */





/** The oldest schemaVersion this code can migrate from. */
const OLDEST_SCHEMA_VERSION = 1;
/** Default cap on the size of a state document's JSON text (characters). */
const MAX_STATE_CHARS = 128 * 1024 * 1024;
/** How many issues a thrown message lists before "and N more" (CiStateError.details has all). */
const MAX_LISTED = 200;
const Timestamp = zod__WEBPACK_IMPORTED_MODULE_4__/* .datetime */ .w$({ offset: true });
const PhaseV1 = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(64),
    status: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['pending', 'running', 'succeeded', 'failed', 'skipped']),
    attempt: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive().optional(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nonnegative().optional(),
    startedAt: Timestamp.optional(),
    finishedAt: Timestamp.optional(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(4096).optional(),
    output: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(65_536).optional(),
    skipReason: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(1024).optional(),
    sideEffect: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().optional(),
    requires: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(64)).optional(),
    inputsHash: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    outputs: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(1024)).max(1000).optional(),
});
/** The schemaVersion 1 document (see the comment at the top of this file). */
const StateV1 = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(1),
    id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1).max(128),
    scope: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        repo: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(256),
        workflow: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1).max(256),
        job: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(256),
        matrix: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(1024).optional(),
        ref: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(512),
    }),
    origin: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        repo: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(256),
        workflow: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(256),
        job: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(256),
        runId: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(64),
        sha: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(64),
        ref: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(512),
        event: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(64),
        actor: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(256),
    }),
    runAttempt: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive(),
    status: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['pending', 'running', 'paused', 'failed', 'completed']),
    phases: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(PhaseV1).max(10_000),
    context: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SafeKey */ .Iq, _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonValue */ .es).optional(),
    pausedReason: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(1024).optional(),
    pausedAt: Timestamp.optional(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    finishedAt: Timestamp.optional(),
    toolVersion: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(64).optional(),
});
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

/***/ 22720:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ph: () => (/* binding */ scanForbiddenKeys),
/* harmony export */   Qd: () => (/* binding */ isPlainObject),
/* harmony export */   lr: () => (/* binding */ MAX_DEPTH),
/* harmony export */   og: () => (/* binding */ formatIssues)
/* harmony export */ });
/* unused harmony export formatPath */
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47141);
/**
 * Paths into documents, for error messages (`phases.build.status`, `checkpoints[0].id`,
 * `phases["a.b"].error`), and the scan for prototype keys that untrusted JSON must not carry.
 */

/** Formats a document path for a person: dots between identifiers, brackets otherwise. */
function formatPath(path) {
    let out = '';
    for (const seg of path) {
        if (typeof seg === 'number')
            out += `[${seg}]`;
        else if (typeof seg === 'symbol')
            out += `[${String(seg)}]`;
        else if (/^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(seg))
            out += out === '' ? seg : `.${seg}`;
        else
            out += `[${JSON.stringify(seg.length > 80 ? `${seg.slice(0, 80)}…` : seg)}]`;
    }
    return out === '' ? '(root)' : out;
}
/** One `path: message` line per issue, in zod's order. */
function formatIssues(issues) {
    return issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}
/** Default depth limit for untrusted documents (far beyond any real state document). */
const MAX_DEPTH = 64;
/**
 * Walks a JSON-like value (iteratively, so a deep or cyclic value cannot overflow the stack) and
 * collects the paths of prototype keys. Stops descending at `maxDepth`.
 */
function scanForbiddenKeys(raw, maxDepth = MAX_DEPTH) {
    const forbidden = [];
    let tooDeep;
    const stack = [{ value: raw, path: [] }];
    while (stack.length > 0) {
        const { value, path } = stack.pop();
        if (value === null || typeof value !== 'object')
            continue;
        if (path.length >= maxDepth) {
            tooDeep ??= formatPath(path);
            continue;
        }
        if (Array.isArray(value)) {
            for (let i = value.length - 1; i >= 0; i--)
                stack.push({ value: value[i], path: [...path, i] });
            continue;
        }
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
            const key = keys[i];
            if (_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_KEYS */ .p5.has(key))
                forbidden.push(formatPath([...path, key]));
            else
                stack.push({ value: value[key], path: [...path, key] });
        }
    }
    forbidden.sort();
    return tooDeep === undefined ? { forbidden } : { forbidden, tooDeep };
}
/** True for a plain JSON object (not an array, not null, not a class instance). */
function isPlainObject(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}


/***/ }),

/***/ 70171:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   vX: () => (/* binding */ TailBuffer)
/* harmony export */ });
/* unused harmony export REDACTED */
/**
 * Secret redaction for output tails and error text, and a bounded tail buffer for streams.
 *
 * Redaction is best effort over what looks like a credential: GitHub tokens (ghp_, gho_, ghu_,
 * ghs_, ghr_, github_pat_), AWS access key ids (AKIA/ASIA…), Slack tokens (xox?-…), JWTs
 * (eyJ….….…), PEM private key blocks (also cut-off ones at either end of a tail), credentials in
 * URLs (https://user:secret@host), `Bearer`/`Basic` authorization values and `password=`, `token:`,
 * `secret=`, `api_key=` style assignments. Each match becomes `***`.
 */
const REDACTED = '***';
const PEM_BEGIN = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/;
const PEM_END = /-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/;
const whole = () => REDACTED;
const SECRET_WORDS = '(?:password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)';
const VALUE = `(?<value>"[^"\\r\\n]{1,4096}"|'[^'\\r\\n]{1,4096}'|[^\\s"',;&]{1,4096})`;
/** Replaces the value of an assignment, unless it is already redacted or names a variable. */
function replaceValue(match, groups) {
    const value = groups['value'] ?? '';
    const bare = value.replace(/^["']|["']$/g, '');
    if (bare === REDACTED || bare === '' || /^\$\{?\{?[A-Za-z_][A-Za-z0-9_.]*\}?\}?$/.test(bare)) {
        return match;
    }
    const quoteChar = /^["']/.test(value) ? value[0] : '';
    return `${groups['keep'] ?? ''}${quoteChar}${REDACTED}${quoteChar}`;
}
const RULES = [
    // Complete PEM private key blocks.
    {
        re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/g,
        replace: whole,
    },
    // GitHub tokens: classic prefixes and fine-grained PATs.
    { re: /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{20,255}(?![A-Za-z0-9_])/g, replace: whole },
    { re: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{20,255}(?![A-Za-z0-9_])/g, replace: whole },
    // AWS access key ids.
    { re: /(?<![A-Z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}(?![A-Z0-9])/g, replace: whole },
    // Slack tokens.
    { re: /(?<![A-Za-z0-9])xox[a-z]-[A-Za-z0-9-]{10,250}/g, replace: whole },
    // JWTs (header.payload.signature, base64url).
    {
        re: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,4096}\.[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{0,4096}/g,
        replace: whole,
    },
    // Credentials in URLs: scheme://user:secret@host
    {
        re: /(?<keep>\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@]{1,256}:)[^\s@/]{1,512}(?=@)/gi,
        replace: (_m, g) => `${g['keep'] ?? ''}${REDACTED}`,
    },
    // Authorization values.
    {
        re: /(?<keep>\b(?:Bearer|Basic)\s+)(?!\*\*\*)[A-Za-z0-9._~+/=-]{8,4096}/g,
        replace: (_m, g) => `${g['keep'] ?? ''}${REDACTED}`,
    },
    // Assignments: password=..., "token": "...", API_KEY: ...
    {
        re: new RegExp(`(?<keep>(?<![A-Za-z0-9_.-])["']?[A-Za-z0-9_.-]{0,40}${SECRET_WORDS}[A-Za-z0-9_.-]{0,40}["']?\\s{0,5}[=:]\\s{0,5})${VALUE}`, 'gi'),
        replace: replaceValue,
    },
    // Command-line options: --password value, -token value
    {
        re: new RegExp(`(?<keep>(?<![A-Za-z0-9_.-])--?[A-Za-z0-9_-]{0,40}${SECRET_WORDS}[A-Za-z0-9_-]{0,40}\\s{1,5})(?!-)${VALUE}`, 'gi'),
        replace: replaceValue,
    },
];
/** Replaces token-shaped strings in `text` with `***`. */
function redactSecrets(text) {
    let count = 0;
    let out = text;
    // A tail can start inside a key block (END without BEGIN) or stop inside one (BEGIN without END).
    const end = PEM_END.exec(out);
    if (end && !PEM_BEGIN.test(out.slice(0, end.index))) {
        out = `${REDACTED}${out.slice(end.index + end[0].length)}`;
        count++;
    }
    for (const rule of RULES) {
        out = out.replace(rule.re, (...args) => {
            const match = args[0];
            const last = args[args.length - 1];
            const groups = (typeof last === 'object' && last !== null ? last : {});
            const replaced = rule.replace(match, groups);
            if (replaced !== match)
                count++;
            return replaced;
        });
    }
    const begin = PEM_BEGIN.exec(out);
    if (begin) {
        out = `${out.slice(0, begin.index)}${REDACTED}`;
        count++;
    }
    return { text: out, count };
}
/**
 * Keeps the last `maxBytes` bytes written to it. `toString()` decodes them as UTF-8, starting at a
 * line boundary (or at least a character boundary) when earlier bytes were dropped, redacts
 * secrets, and starts with a note saying how many bytes were dropped.
 */
class TailBuffer {
    maxBytes;
    chunks = [];
    held = 0;
    dropped = 0;
    total = 0;
    constructor(maxBytes) {
        if (!Number.isInteger(maxBytes) || maxBytes < 1) {
            throw new RangeError(`TailBuffer: maxBytes must be a positive integer, got ${maxBytes}`);
        }
        this.maxBytes = maxBytes;
    }
    /** Adds a chunk of the stream. */
    push(chunk) {
        let buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
        this.total += buf.length;
        if (buf.length > this.maxBytes) {
            this.dropped += buf.length - this.maxBytes;
            buf = buf.subarray(buf.length - this.maxBytes);
            this.dropped += this.held;
            this.chunks = [];
            this.held = 0;
        }
        this.chunks.push(Buffer.from(buf));
        this.held += buf.length;
        while (this.held > this.maxBytes) {
            const first = this.chunks[0];
            const excess = this.held - this.maxBytes;
            if (first.length <= excess) {
                this.chunks.shift();
                this.held -= first.length;
                this.dropped += first.length;
            }
            else {
                this.chunks[0] = first.subarray(excess);
                this.held -= excess;
                this.dropped += excess;
            }
        }
    }
    /** Bytes pushed in total. */
    get totalBytes() {
        return this.total;
    }
    /** Bytes no longer held (not counting those cut to reach a line boundary in toString). */
    get droppedBytes() {
        return this.dropped;
    }
    /** The held bytes, untouched. */
    bytes() {
        return Buffer.concat(this.chunks);
    }
    /** The kept tail as redacted text; a first line says how many bytes were dropped, if any. */
    toString() {
        let buf = this.bytes();
        let dropped = this.dropped;
        if (dropped > 0 && buf.length > 0) {
            // Start after the first line break when there is one in the first half, else at the first
            // byte that starts a UTF-8 character.
            const nl = buf.indexOf(0x0a);
            let start = 0;
            if (nl >= 0 && nl < buf.length / 2)
                start = nl + 1;
            else
                while (start < buf.length && start < 4 && (buf[start] & 0xc0) === 0x80)
                    start++;
            dropped += start;
            buf = buf.subarray(start);
        }
        const text = redactSecrets(new TextDecoder('utf-8').decode(buf)).text;
        return dropped > 0 ? `[${dropped} earlier bytes not kept]\n${text}` : text;
    }
}


/***/ }),

/***/ 47141:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ Origin),
/* harmony export */   H: () => (/* binding */ CheckpointReason),
/* harmony export */   HG: () => (/* binding */ Scope),
/* harmony export */   Iq: () => (/* binding */ SafeKey),
/* harmony export */   T5: () => (/* binding */ PHASE_ID_PATTERN),
/* harmony export */   WV: () => (/* binding */ Profile),
/* harmony export */   XF: () => (/* binding */ HistoryEntry),
/* harmony export */   ak: () => (/* binding */ PhaseDecl),
/* harmony export */   es: () => (/* binding */ JsonValue),
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION),
/* harmony export */   gd: () => (/* binding */ ExternalCapture),
/* harmony export */   i2: () => (/* binding */ RunStatus),
/* harmony export */   jL: () => (/* binding */ FileEntry),
/* harmony export */   kQ: () => (/* binding */ HistoryPhaseEntry),
/* harmony export */   ko: () => (/* binding */ PhaseStatus),
/* harmony export */   ll: () => (/* binding */ RunState),
/* harmony export */   m0: () => (/* binding */ HistoryRunEntry),
/* harmony export */   p5: () => (/* binding */ FORBIDDEN_KEYS),
/* harmony export */   qY: () => (/* binding */ Strategy),
/* harmony export */   vh: () => (/* binding */ PhaseId)
/* harmony export */ });
/* unused harmony exports PhaseRecord, Checkpoint, RollbackEvent, ResumeInfo */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64377);
/**
 * The data model. These zod schemas are the single source of truth: every type ci-state uses for a
 * persisted document is inferred from them, and every document read from disk, a cache entry or an
 * artifact is parsed through them (strict objects: unknown keys are refused, not carried along).
 */

/** The version this code writes. Older versions migrate forward (see migrate.ts); newer are refused. */
const SCHEMA_VERSION = 2;
/** Phase ids: what a person types on a command line and what becomes a step output name. */
const PHASE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const PhaseId = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .regex(PHASE_ID_PATTERN, 'a phase id is 1-64 characters: letters, digits, ".", "_" or "-", starting with a letter or digit');
const Timestamp = zod__WEBPACK_IMPORTED_MODULE_1__/* .datetime */ .w$({ offset: true });
const Count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
const Sha256Hex = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, 'a lowercase hex sha256');
/** Keys that would reach an object's prototype when a document is merged or spread. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** A record key that can never reach a prototype. */
const SafeKey = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .max(256)
    .refine((k) => !FORBIDDEN_KEYS.has(k), {
    message: 'keys "__proto__", "constructor" and "prototype" are not allowed',
});
/** Bounded, prototype-safe JSON for user data (`context`). */
const JsonValue = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1_000_000),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* ["null"] */ .chJ(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(JsonValue).max(10_000),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(SafeKey, JsonValue),
]));
const RunStatus = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    'pending',
    'running',
    'paused',
    'failed',
    'completed',
    'rolled_back',
]);
const PhaseStatus = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    'pending',
    'running',
    'succeeded',
    'failed',
    'skipped',
    'rolled_back',
]);
const Strategy = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['failed', 'previous', 'skip-failed', 'restart']),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^checkpoint:.+$/, 'checkpoint:<id|phase>'),
]);
/** Whose state this is. Hashed into store file names and cache keys (see scopeKey). */
const Scope = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    repo: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    workflow: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(256),
    job: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    /** A stable key for the matrix leg ("" when not a matrix job). */
    matrix: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024).default(''),
    ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(512),
});
/** Where this state was produced. On the local store, runId is generated and runAttempt counts up. */
const Origin = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    repo: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    workflow: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    job: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64),
    runAttempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64),
    ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(512),
    event: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64),
    actor: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
});
/** A declared phase: from `--phases a,b,c` or a phases file. */
const PhaseDecl = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    id: PhaseId,
    requires: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId).default([]),
    sideEffect: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
    /** Opt-in cross-run reuse: skip on a new run when a succeeded record has the same inputs hash. */
    reuse: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
    /** Tags used by profiles (e.g. "test", "docs"). */
    tags: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64)).default([]),
});
/** A profile (task type) skips a set of phases, by id or by tag. */
const Profile = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    skip: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64)).default([]),
    skipTags: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64)).default([]),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(512).optional(),
});
const PhaseRecord = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    status: PhaseStatus,
    /** The attempt (GITHUB_RUN_ATTEMPT or local attempt) that produced this record's status. */
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** How many times the phase was started, across attempts. */
    attempts: Count.default(0),
    startedAt: Timestamp.optional(),
    endedAt: Timestamp.optional(),
    durationMs: Count.optional(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    signal: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(32).optional(),
    cancelled: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    stdoutTail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(65_536).optional(),
    stderrTail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(65_536).optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096).optional(),
    /** Why it was skipped (plan reason, profile, user request). */
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024).optional(),
    /** Time saved by not running it again: the duration of the run that produced it. */
    savedMs: Count.optional(),
    inputsHash: Sha256Hex.optional(),
    outputs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024)).max(1000).default([]),
    checkpointId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(128).optional(),
    sideEffect: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
    conditional: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
    requires: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId).default([]),
});
const CheckpointReason = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    'phase_completed',
    'scheduled',
    'user_request',
    'before_rollback',
    'error_recovery',
]);
const FileEntry = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096),
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['file', 'dir', 'symlink']),
    mode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    size: Count,
    sha256: Sha256Hex.optional(),
});
const ExternalCapture = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(128),
    capture: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096),
    restore: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096),
    sha256: Sha256Hex,
    size: Count,
});
/** Immutable once written. Files and external captures are filled by the checkpoint layer. */
const Checkpoint = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(128),
    phase: PhaseId.optional(),
    reason: CheckpointReason,
    createdAt: Timestamp,
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** sha256 of the canonical JSON of the state's phases and context at checkpoint time. */
    stateDigest: Sha256Hex,
    /** The phases and context as they were, so a rollback can restore them. */
    snapshot: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        phases: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(PhaseId, PhaseRecord),
        context: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(SafeKey, JsonValue),
    }),
    files: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FileEntry).max(1_000_000).default([]),
    globs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024)).default([]),
    captures: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ExternalCapture).default([]),
    /** Where content lives (store-specific locator), if any. */
    location: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024).optional(),
});
const RollbackEvent = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(128),
    at: Timestamp,
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** The latest phase reached when the rollback was asked for. */
    from: PhaseId.optional(),
    /** The checkpoint rolled back to. */
    checkpointId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(128),
    /** The phase of that checkpoint (the last phase kept). */
    toPhase: PhaseId.optional(),
    rolledBack: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024).optional(),
});
const ResumeInfo = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    strategy: Strategy,
    /** The attempt whose state was restored. */
    fromAttempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** The first phase that runs again. */
    resumeFrom: PhaseId.optional(),
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId),
    redo: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId),
    /** Sum of the durations of the skipped phases' producing runs. */
    savedMs: Count,
    /** Human-readable reasons, one per phase in the plan. */
    reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(PhaseId, zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024)).default({}),
    plannedAt: Timestamp,
    /** The checkpoint the plan resumed from (strategy `checkpoint:<id|phase>`). */
    checkpointId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(128).optional(),
    /** What the plan did that a person should know (side-effect phases kept or re-run, ...). */
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024)).max(1000).optional(),
});
const RunState = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(SCHEMA_VERSION),
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(128),
    scope: Scope,
    origin: Origin,
    status: RunStatus,
    /** Ordered by run order: JSON object key order is insertion order for non-integer keys. */
    phases: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(PhaseId, PhaseRecord),
    declared: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseDecl).default([]),
    profile: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64).optional(),
    profiles: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(SafeKey, Profile).default({}),
    context: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(SafeKey, JsonValue).default({}),
    checkpoints: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Checkpoint).default([]),
    rollbackHistory: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RollbackEvent).default([]),
    resume: ResumeInfo.optional(),
    pause: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024), at: Timestamp }).optional(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    endedAt: Timestamp.optional(),
    /** Why the run failed when no phase records it (e.g. the job failed outside any phase). */
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096).optional(),
    /** Monotonic counter of saved revisions; used for write-once keys and the journal. */
    seq: Count.default(0),
    /**
     * Blob packs holding the content of this state's file checkpoints, as shipped to the Actions
     * cache (key) and artifacts (name). A new attempt fetches them to restore skipped phases' outputs.
     */
    packs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        sha256: Sha256Hex,
        key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(512),
        artifact: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256).optional(),
        /** The run whose artifacts hold it. */
        runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64).optional(),
        blobs: Count,
        bytes: Count,
    }))
        .max(10_000)
        .default([]),
    /**
     * Cross-run reuse: the succeeded, input-hashed phase records of the previous run of this scope,
     * carried into a new run so that a phase with unchanged inputs can be skipped.
     */
    carried: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64),
        records: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(PhaseId, PhaseRecord),
    })
        .optional(),
    metadata: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        toolVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64),
        host: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256).optional(),
        runner: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256).optional(),
    })
        .default({ toolVersion: '0.0.0' }),
});
const HistoryCommon = {
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(SCHEMA_VERSION),
    runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64),
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    repo: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    workflow: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    job: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    matrix: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024).default(''),
    ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(512),
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64),
    stateId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(128),
};
const HistoryRunEntry = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    ...HistoryCommon,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('run'),
    status: RunStatus,
    startedAt: Timestamp,
    endedAt: Timestamp,
    durationMs: Count,
    phases: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        total: Count,
        succeeded: Count,
        failed: Count,
        skipped: Count,
        rolledBack: Count,
    }),
    resumed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    resumeFrom: PhaseId.optional(),
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId).default([]),
    savedMs: Count.default(0),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096).optional(),
});
const HistoryPhaseEntry = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    ...HistoryCommon,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('phase'),
    phase: PhaseId,
    status: PhaseStatus,
    /** The attempt that produced the record (differs from `attempt` when it was skipped on resume). */
    producedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    startedAt: Timestamp.optional(),
    endedAt: Timestamp.optional(),
    durationMs: Count.default(0),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    savedMs: Count.default(0),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096).optional(),
    /** The phase's inputs hash, so a later run can reuse a succeeded phase (see inputs.ts). */
    inputsHash: Sha256Hex.optional(),
});
const HistoryEntry = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('kind', [HistoryRunEntry, HistoryPhaseEntry]);


/***/ }),

/***/ 36268:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ formatDuration),
/* harmony export */   d: () => (/* binding */ describePlan)
/* harmony export */ });
/** "350ms", "1.2s", "12.3s", "4m12s", "1h02m". Negative or non-finite values read as "0ms". */
function formatDuration(ms) {
    if (!Number.isFinite(ms) || ms < 0)
        return '0ms';
    if (ms < 999.5)
        return `${Math.round(ms)}ms`;
    if (ms < 59_950)
        return `${(ms / 1000).toFixed(1)}s`;
    const totalSeconds = Math.round(ms / 1000);
    if (totalSeconds < 3600) {
        return `${Math.floor(totalSeconds / 60)}m${String(totalSeconds % 60).padStart(2, '0')}s`;
    }
    const totalMinutes = Math.round(ms / 60_000);
    return `${Math.floor(totalMinutes / 60)}h${String(totalMinutes % 60).padStart(2, '0')}m`;
}
/** Removes control characters (ANSI escapes, line breaks) from text that reaches a terminal line. */
function clean(text) {
    // eslint-disable-next-line no-control-regex
    return text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/[\u0000-\u001f\u007f]+/g, ' ');
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/**
 * The plan in lines a person reads: one headline, one line per phase in run order, then warnings.
 *
 *     Resuming from attempt 1 (strategy failed): 3 phases skipped, 2 run again from test; saves about 4m12s.
 *       skip  build   succeeded in attempt 1 (2m01s)
 *       run   test    failed in attempt 1: exit code 3
 *     warning: deploy has side effects and succeeded in attempt 1: not run again
 */
function describePlan(plan, state) {
    const fromAttempt = plan.fromAttempt ?? state?.origin.runAttempt;
    const parts = [
        `${plural(plan.skip.length, 'phase')} skipped`,
        `${plan.redo.length} run again${plan.resumeFrom !== undefined ? ` from ${plan.resumeFrom}` : ''}`,
    ];
    const saved = plan.savedMs > 0 ? `; saves about ${formatDuration(plan.savedMs)}` : '';
    const from = fromAttempt !== undefined ? ` from attempt ${fromAttempt}` : '';
    const lines = [
        `Resuming${from} (strategy ${clean(plan.strategy)}): ${parts.join(', ')}${saved}.`,
    ];
    const skip = new Set(plan.skip);
    const width = Math.min(32, Math.max(0, ...plan.order.map((id) => id.length)));
    for (const id of plan.order) {
        const action = skip.has(id) ? 'skip' : 'run ';
        const reason = plan.reasons[id];
        lines.push(`  ${action}  ${id.padEnd(width)}${reason ? `  ${clean(reason)}` : ''}`.trimEnd());
    }
    for (const warning of plan.warnings)
        lines.push(`warning: ${clean(warning)}`);
    return lines;
}


/***/ }),

/***/ 18294:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ requestCancel),
/* harmony export */   II: () => (/* binding */ statusFromMessage),
/* harmony export */   bD: () => (/* binding */ withRetry),
/* harmony export */   gg: () => (/* binding */ handleCancelSignals),
/* harmony export */   s: () => (/* binding */ RATE_LIMIT_WAIT_MS),
/* harmony export */   z$: () => (/* binding */ captureToolkitLog)
/* harmony export */ });
/* unused harmony exports DEFAULT_RETRY, retryFromEnv, CANCEL_GRACE_MS, cancelRequested, releaseToolkitCapture */
/**
 * Bounded retries for ci-state's own calls to the toolkit clients, and a capture of what those
 * clients print.
 *
 * Why a capture: `restoreCache` returns `undefined` both on a miss and on a service error, and
 * `saveCache` returns -1 on every failure; the only difference is what they log (`::error::` for a
 * 5xx, `::warning::` for anything else, `info` for a taken key). ci-state needs to know which it was
 * (to retry, and to say "NOT saved: <reason>" truthfully) and must not leave the client's error
 * annotations on a job whose result it does not change. So while a toolkit call runs, workflow
 * commands written to stdout are taken aside and returned to the caller instead of being printed.
 */
/** GitHub's advice for a 429 that does not say how long to wait: at least a minute. */
const RATE_LIMIT_WAIT_MS = 60_000;
const DEFAULT_RETRY = {
    attempts: 4,
    baseDelayMs: 1000,
    maxDelayMs: 15_000,
    deadlineMs: 120_000,
};
// A ref'd timer: during a wait between tries nothing else may keep the process alive (an unref'd
// one let Node exit mid-restore with "unsettled top-level await", failing the step).
const defaultSleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
 * Operators can tune the retries with CI_STATE_RETRY_ATTEMPTS and CI_STATE_TIMEOUT_SECONDS (the
 * time one save or restore may take in all, retries included).
 */
function retryFromEnv(env = process.env) {
    const out = {};
    const attempts = Number(env.CI_STATE_RETRY_ATTEMPTS);
    if (Number.isInteger(attempts) && attempts >= 1 && attempts <= 20)
        out.attempts = attempts;
    const seconds = Number(env.CI_STATE_TIMEOUT_SECONDS);
    if (Number.isFinite(seconds) && seconds > 0 && seconds <= 3600)
        out.deadlineMs = seconds * 1000;
    return out;
}
/**
 * Time a save or restore still gets, in all, once the step has been told to stop: the runner sends
 * SIGINT, then SIGTERM 7.5 s later, then kills the process 2.5 s after that.
 */
const CANCEL_GRACE_MS = 5000;
let cancel;
const cancelListeners = new Set();
/**
 * The step has been told to stop (SIGINT/SIGTERM): the try in progress may go on for
 * CANCEL_GRACE_MS from now, a new one may start within that time, and none is retried; then
 * withRetry gives up with "cancelled by <signal>" (see handleCancelSignals).
 */
function requestCancel(signal) {
    if (cancel)
        return;
    cancel = { signal, at: Date.now() };
    for (const f of [...cancelListeners])
        f();
}
/** The cancellation requested in this process, if any. */
function cancelRequested() {
    return cancel;
}
let signalsHandled = false;
const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
/**
 * From now on SIGINT, SIGTERM and SIGHUP request cancellation instead of ending the process at
 * once, so that a save in progress finishes (or gives up) within CANCEL_GRACE_MS and its outcome
 * is reported. A second signal ends the process at once (128 + the signal's number).
 */
function handleCancelSignals() {
    if (signalsHandled)
        return;
    signalsHandled = true;
    for (const sig of Object.keys(SIGNAL_NUMBERS)) {
        process.on(sig, () => {
            if (cancel)
                process.exit(128 + (SIGNAL_NUMBERS[sig] ?? 0));
            requestCancel(sig);
        });
    }
}
function cancelReason() {
    return `cancelled by ${cancel?.signal ?? 'a signal'} before it was done`;
}
/** Resolves CANCEL_GRACE_MS after a cancellation (already requested or still to come). */
function afterCancelGrace() {
    let timer;
    let listener;
    const promise = new Promise((resolve) => {
        const arm = () => {
            const left = CANCEL_GRACE_MS - (Date.now() - (cancel?.at ?? Date.now()));
            timer = setTimeout(resolve, Math.max(0, left));
            timer.unref?.();
        };
        if (cancel)
            arm();
        else {
            listener = arm;
            cancelListeners.add(listener);
        }
    });
    return {
        promise,
        dispose: () => {
            if (listener)
                cancelListeners.delete(listener);
            clearTimeout(timer);
        },
    };
}
/** Resolves with `onTimeout` when `promise` has not settled in `ms` (the work itself goes on). */
function raceDeadline(promise, ms, onTimeout) {
    if (!Number.isFinite(ms))
        return promise;
    let timer;
    const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve(onTimeout()), Math.max(0, ms));
        timer.unref?.();
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
async function withRetry(fn, options = {}) {
    const o = { ...DEFAULT_RETRY, ...retryFromEnv(), ...options };
    const sleep = o.sleep ?? defaultSleep;
    const now = o.now ?? Date.now;
    const random = o.random ?? Math.random;
    const start = now();
    const reasons = [];
    for (let attempt = 1; attempt <= o.attempts; attempt++) {
        if (cancel && Date.now() - cancel.at >= CANCEL_GRACE_MS) {
            reasons.push(cancelReason());
            break;
        }
        let outcome;
        const left = o.deadlineMs - (now() - start);
        const grace = afterCancelGrace();
        try {
            outcome = await Promise.race([
                raceDeadline(fn(attempt), left, () => {
                    releaseToolkitCapture();
                    return {
                        ok: false,
                        final: true,
                        reason: `no answer within the time limit of ${Math.round(o.deadlineMs / 1000)}s`,
                    };
                }),
                grace.promise.then(() => {
                    releaseToolkitCapture();
                    return { ok: false, final: true, reason: cancelReason() };
                }),
            ]);
        }
        catch (e) {
            outcome = { ok: false, reason: e.message ?? String(e) };
        }
        finally {
            grace.dispose();
        }
        if (outcome.ok)
            return { ok: true, value: outcome.value, attempts: attempt, reasons };
        reasons.push(outcome.reason ?? 'failed');
        if (outcome.final || attempt === o.attempts)
            break;
        if (cancel) {
            reasons.push(cancelReason()); // no retry once the step was told to stop
            break;
        }
        const backoff = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (attempt - 1));
        const delay = Math.max(outcome.retryAfterMs ?? 0, Math.round(backoff * (0.5 + random() / 2)));
        if (now() - start + delay > o.deadlineMs) {
            reasons.push(`gave up after ${attempt} attempts (time limit ${Math.round(o.deadlineMs / 1000)}s)`);
            break;
        }
        // A cancellation during the wait ends it: no retry once the step was told to stop.
        let wake = () => undefined;
        const woken = new Promise((r) => (wake = r));
        cancelListeners.add(wake);
        await Promise.race([sleep(delay), woken]);
        cancelListeners.delete(wake);
        if (cancel) {
            reasons.push(cancelReason());
            break;
        }
    }
    return { ok: false, attempts: reasons.length, reasons };
}
let capturing = false;
let release;
/** Gives stdout back now, e.g. when a call is abandoned at its deadline and may never return. */
function releaseToolkitCapture() {
    release?.();
}
/**
 * Runs fn while taking aside the workflow commands (`::error::`, `::warning::`) and plain lines it
 * writes to stdout. Only one capture at a time (calls are sequential in ci-state).
 */
async function captureToolkitLog(fn, passThrough = () => undefined) {
    const log = { errors: [], warnings: [], infos: [] };
    if (capturing)
        return { value: await fn(), log };
    capturing = true;
    const original = process.stdout.write.bind(process.stdout);
    let pending = '';
    const take = (line) => {
        const m = /^::(error|warning)(?: [^:]*)?::(.*)$/.exec(line);
        if (m)
            (m[1] === 'error' ? log.errors : log.warnings).push(unescapeData(m[2]));
        else if (line.startsWith('::'))
            original(`${line}\n`);
        else {
            log.infos.push(line);
            passThrough(line);
        }
    };
    process.stdout.write = ((chunk, ...rest) => {
        pending += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        let i;
        while ((i = pending.indexOf('\n')) >= 0) {
            take(pending.slice(0, i).replace(/\r$/, ''));
            pending = pending.slice(i + 1);
        }
        const cb = rest.find((r) => typeof r === 'function');
        cb?.();
        return true;
    });
    let released = false;
    const giveBack = () => {
        if (released)
            return;
        released = true;
        if (pending)
            take(pending);
        pending = '';
        process.stdout.write = original;
        capturing = false;
        if (release === giveBack)
            release = undefined;
    };
    release = giveBack;
    try {
        const value = await fn();
        return { value, log };
    }
    finally {
        giveBack();
    }
}
function unescapeData(s) {
    return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
/** Reads "(429)" / "status code 503" style codes out of a client's message. */
function statusFromMessage(message) {
    // No \b before "(": there is no word boundary between a space and "(" (so " (429)" never matched).
    const m = /(?:\bstatus(?: code)?:?\s*|\()([1-5]\d\d)\b/i.exec(message);
    return m ? Number(m[1]) : undefined;
}


/***/ }),

/***/ 91701:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $U: () => (/* binding */ breakWorkflowCommands),
  SS: () => (/* binding */ codeSpan),
  VV: () => (/* binding */ escapeInline),
  jZ: () => (/* binding */ sanitizeText)
});

// UNUSED EXPORTS: ZWSP, clip, codeBlock, escapeHtml, escapeWithCode, mermaidLabel, wellFormed

;// CONCATENATED MODULE: ./.build/report/size.js
/**
 * Sizes as the two limits count them.
 *
 * - Job summary: GitHub drops a step's summary over 1 MiB, counted in bytes of the UTF-8 file
 *   (`SUMMARY_LIMIT_BYTES`, checked with `utf8Bytes`).
 * - Comment body: GitHub answers 422 "Body is too long (maximum is 65536 characters)" over
 *   65,536 characters (`COMMENT_LIMIT_CHARS`). GitHub validates with Ruby's `String#length` on a
 *   UTF-8 string, which counts Unicode code points: "é" is 1, "😀" is 1 (JavaScript's `.length`
 *   says 2, it counts UTF-16 code units), a family emoji joined by ZWJ is as many as its code
 *   points (7 for 👨‍👩‍👧‍👦). ci-state counts code points (`countCodePoints`) and cuts only at
 *   code point boundaries, never inside a surrogate pair. Counting UTF-16 units instead would be
 *   safe too, but would throw away up to half of the room for emoji-heavy text.
 */
const SUMMARY_LIMIT_BYTES = 1_048_576;
const COMMENT_LIMIT_CHARS = 65_536;
/** Bytes of `text` encoded as UTF-8 (lone surrogates count 3, as U+FFFD). */
function utf8Bytes(text) {
    return Buffer.byteLength(text, 'utf8');
}
/** Unicode code points in `text` (a lone surrogate counts as one). */
function countCodePoints(text) {
    let n = text.length;
    for (let i = 0; i < text.length - 1; i++) {
        const c = text.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff) {
            const d = text.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff) {
                n--;
                i++;
            }
        }
    }
    return n;
}
/** The longest prefix of `text` with at most `max` code points. */
function cutToCodePoints(text, max) {
    if (max <= 0)
        return '';
    let count = 0;
    let i = 0;
    while (i < text.length && count < max) {
        const c = text.charCodeAt(i);
        const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < text.length
            ? text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff
            : false;
        i += pair ? 2 : 1;
        count++;
    }
    return text.slice(0, i);
}
/** The longest prefix of `text` whose UTF-8 encoding has at most `max` bytes. */
function cutToUtf8Bytes(text, max) {
    if (max <= 0)
        return '';
    let bytes = 0;
    let i = 0;
    while (i < text.length) {
        const c = text.charCodeAt(i);
        let size;
        let width = 1;
        if (c < 0x80)
            size = 1;
        else if (c < 0x800)
            size = 2;
        else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
            const d = text.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff) {
                size = 4;
                width = 2;
            }
            else
                size = 3;
        }
        else
            size = 3;
        if (bytes + size > max)
            break;
        bytes += size;
        i += width;
    }
    return text.slice(0, i);
}
/** `cut(text)`, shortened to its last line break when there is one (else cut mid-line). */
function cutAtLine(text, cut) {
    const head = cut(text);
    if (head.length === text.length)
        return text;
    const nl = head.lastIndexOf('\n');
    return nl > 0 ? head.slice(0, nl + 1) : head;
}

;// CONCATENATED MODULE: ./.build/report/escape.js
/**
 * Escaping of untrusted text for every place a report puts it: GitHub-flavoured markdown (inline
 * text, table cells, code spans, fenced code blocks), HTML, mermaid labels, and the runner's
 * workflow-command parser.
 *
 *     sanitizeText(text)          controls, ANSI escapes, bidi overrides and invisible characters out
 *     escapeInline(text, max?)    one line of plain text in a paragraph, heading or table cell
 *     codeSpan(text, { table? })  inline code (a fence longer than any backtick run inside)
 *     codeBlock(text, info?)      a fenced code block (the same rule, for output tails)
 *     escapeHtml(text)            text inside an HTML element we write (e.g. <summary>)
 *     mermaidLabel(text, max?)    a mermaid gantt task or section name
 *     breakWorkflowCommands(text) `::cmd::` and `##[cmd]` can never be read as commands
 *
 * How inline text is made inert (and why it holds for both micromark and GitHub's cmark-gfm):
 * - Every ASCII punctuation character gets a backslash, which CommonMark defines as "this
 *   character is literal". So no emphasis, code, link, image, HTML tag, entity, autolink `<…>`,
 *   table pipe, heading, list or block quote can start from untrusted text, and no `::` or `##[`
 *   remains in the raw markdown (the runner only ever sees raw text).
 * - GitHub-flavoured autolink literals (`www.`, `http://`, `user@host`) are recognised in the raw
 *   text; the backslashes break them (`http\:\/\/`, `www\.`, `user\@`).
 * - GitHub turns some *rendered* text into links after markdown: `@mentions`, `#123` / `GH-123`
 *   references and `:emoji:` shortcodes. Backslashes do not survive rendering, so a zero-width
 *   space (U+200B) is put where it breaks the pattern: after every `@`, after `#` and `GH-` before
 *   a digit, after a `:` before a word character or `/` (`:smile:`, also `://`), and before the
 *   `.` of `www.`, in case a renderer links bare URLs after the fact.
 * - Line breaks and tabs become spaces (a table row or a sentence stays one line).
 * Code spans and code blocks are literal by definition (no markdown, HTML, links or GitHub
 * references inside), so there only the fence length and workflow commands need care.
 */

/** U+200B ZERO WIDTH SPACE: invisible, not whitespace to the runner's `TrimStart`, not a word char. */
const ZWSP = '\u200b';
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-Z\\-_])/g;
// C0 controls but tab and line feed, DEL and C1 controls (NEL included).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** Bidirectional embeddings, overrides, isolates and marks: they reorder what a reader sees. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Invisible characters with no legitimate use in a report (ZWJ and ZWNJ are kept: scripts, emoji). */
const INVISIBLE = /[\u00ad\u180e\u200b\u2060-\u2064\ufeff]|\udb40[\udc00-\udc7f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** `text` with lone surrogates replaced by U+FFFD (what a UTF-8 round trip gives). */
function wellFormed(text) {
    return String(text).replace(LONE_SURROGATE, '\ufffd');
}
/**
 * Normalises untrusted text before any escaping: ANSI escape sequences and control characters
 * are removed, line endings become `\n` (also `\r`, U+2028, U+2029), bidi controls become U+FFFD
 * (so the reader sees that something was there), invisible characters (zero-width space, word
 * joiner, BOM, soft hyphen, tag characters) are removed, and lone surrogates become U+FFFD.
 */
function sanitizeText(text) {
    return String(text)
        .replace(LONE_SURROGATE, '\ufffd')
        .replace(ANSI, '')
        .replace(/\r\n?|[\u2028\u2029]/g, '\n')
        .replace(CONTROLS, '')
        .replace(BIDI, '\ufffd')
        .replace(INVISIBLE, '');
}
/**
 * Breaks the two forms the runner reads as workflow commands on a line of stdout: `::name::`
 * (after leading whitespace) and `##[name]` (anywhere in the line). A zero-width space goes
 * between the two colons and the two hashes; nothing visible changes.
 */
function breakWorkflowCommands(text) {
    return text.replace(/:(?=:)/g, `:${ZWSP}`).replace(/#(?=#\[)/g, `#${ZWSP}`);
}
/** The first `max` code points of `text` (surrogate pairs are never split), with "…" if cut. */
function clip(text, max) {
    if (!Number.isFinite(max) || text.length <= max)
        return text;
    if (countCodePoints(text) <= max)
        return text;
    return `${cutToCodePoints(text, Math.max(0, max - 1))}…`;
}
const ASCII_PUNCT = /[!-/:-@[-`{-~]/g;
/**
 * One line of untrusted text made inert for GitHub-flavoured markdown (see the top of this file).
 * Safe in a paragraph, a heading, a list item, link text and a table cell. `max` clips the text
 * (in code points, before escaping).
 */
function escapeInline(text, max = Infinity) {
    const s = clip(sanitizeText(text).replace(/[\n\t]/g, ' '), max);
    return s.replace(ASCII_PUNCT, (c, offset) => {
        const next = s.charAt(offset + 1);
        switch (c) {
            case '@':
                return `\\@${ZWSP}`;
            case '#':
                return /[0-9]/.test(next) ? `\\#${ZWSP}` : '\\#';
            case ':':
                // `:word` may become an :emoji: with a colon that follows (even one of ours), `://` a URL.
                return /[a-z0-9_+/-]/i.test(next) ? `\\:${ZWSP}` : '\\:';
            case '-':
                return /gh$/i.test(s.slice(Math.max(0, offset - 2), offset)) && /[0-9]/.test(next)
                    ? `\\-${ZWSP}`
                    : '\\-';
            case '.':
                return /(?:^|[^a-z0-9])www$/i.test(s.slice(Math.max(0, offset - 4), offset))
                    ? `${ZWSP}\\.`
                    : '\\.';
            default:
                return `\\${c}`;
        }
    });
}
/** The longest run of `char` in `text`. */
function longestRun(text, char) {
    let best = 0;
    let run = 0;
    for (const c of text) {
        run = c === char ? run + 1 : 0;
        if (run > best)
            best = run;
    }
    return best;
}
/**
 * Inline code: the text literally, on one line, between backtick fences longer than any backtick
 * run inside (padded with a space when it starts or ends with a backtick or a space, which
 * CommonMark strips again). In a table cell (`table: true`) pipes are escaped, as GFM splits
 * cells before it looks at code spans. Empty text gives an empty string.
 */
function codeSpan(text, options = {}) {
    let s = breakWorkflowCommands(clip(sanitizeText(text).replace(/[\n\t]/g, ' '), options.max ?? Infinity));
    if (s === '')
        return '';
    // GFM splits a table row at every pipe not taken by a backslash pair (`\\x`), code spans
    // included, then unescapes `\|`: a zero-width space keeps a backslash off the pipe after it.
    if (options.table)
        s = s.replace(/\\(?=\|)/g, `\\${ZWSP}`).replace(/\|/g, '\\|');
    const fence = '`'.repeat(longestRun(s, '`') + 1);
    // CommonMark strips one space from each end when both ends are spaces (unless all are).
    const pad = /^`|`$/.test(s) || (/^ /.test(s) && / $/.test(s) && /[^ ]/.test(s)) ? ' ' : '';
    return `${fence}${pad}${s}${pad}${fence}`;
}
/**
 * A fenced code block holding `text` literally (output tails): the fence is longer than any
 * backtick run in the text, so no line can close it early; workflow commands are broken; the
 * info string is ours (`text` by default, letters only).
 */
function codeBlock(text, info = 'text') {
    const body = breakWorkflowCommands(sanitizeText(text)).replace(/\n+$/, '');
    const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
    const lang = /^[a-z]*$/i.test(info) ? info : 'text';
    return `${fence}${lang}\n${body}\n${fence}`;
}
const HTML_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    ':': '&#58;',
    '[': '&#91;',
    ']': '&#93;',
    '`': '&#96;',
    '|': '&#124;',
};
/**
 * Text for inside an HTML element that we write ourselves (e.g. `<summary>`): one line, entities
 * for `& < > " '` and the markdown-significant characters, and the same zero-width breaks as
 * `escapeInline` for mentions and references (GitHub links them in rendered HTML text too).
 */
function escapeHtml(text, max = Infinity) {
    const s = clip(sanitizeText(text).replace(/[\n\t]/g, ' '), max);
    // Zero-width breaks first: the entities put in next contain `#` and digits.
    return s
        .replace(/@/g, `@${ZWSP}`)
        .replace(/#(?=[0-9])/g, `#${ZWSP}`)
        .replace(/(gh-)(?=[0-9])/gi, `$1${ZWSP}`)
        .replace(/(www)(?=\.)/gi, `$1${ZWSP}`)
        .replace(/[&<>"':[\]`|]/g, (c) => HTML_ENTITIES[c] ?? c);
}
/** Words mermaid's gantt grammar reads as statements at the start of a line. */
const MERMAID_KEYWORDS = /^(?:gantt|dateformat|axisformat|tickinterval|includes|excludes|todaymarker|title|section|click|call|href|inclusiveenddates|topaxis|weekday|weekend|displaymode|acc\w*)\b/i;
/**
 * A mermaid gantt label: letters, digits, spaces and `_ . - / ( ) + =` only (no `:` `;` `#` `%`
 * or quotes, which are syntax), at most `max` code points, never empty, and never starting with
 * a word mermaid reads as a statement (`click`, `section`, …).
 */
function mermaidLabel(text, max = 48) {
    const s = sanitizeText(text)
        .replace(/[^\p{L}\p{N} _.\-/()+=]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const clipped = clip(s, max).replace(/…$/, '').trim();
    if (clipped === '')
        return '-';
    return MERMAID_KEYWORDS.test(clipped) ? `phase ${clipped}` : clipped;
}
/**
 * Markdown written by ci-state that embeds code spans (`like this`): text outside backticks is
 * escaped with `escapeInline`, text between a pair of backticks becomes a `codeSpan`. Used for
 * messages built from untrusted parts (e.g. "Saved to cache key `…`").
 */
function escapeWithCode(text, options = {}) {
    const s = clip(sanitizeText(text).replace(/[\n\t]/g, ' '), options.max ?? Infinity);
    const parts = s.split('`');
    // An odd number of backticks: the last one is literal text.
    const out = [];
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i] ?? '';
        const inCode = i % 2 === 1 && i < parts.length - (parts.length % 2 === 0 ? 1 : 0);
        if (inCode)
            out.push(codeSpan(part, { table: options.table ?? false }));
        else
            out.push(escapeInline(i > 0 && i % 2 === 1 ? `\`${part}` : part));
    }
    return out.join('');
}


/***/ }),

/***/ 19127:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lb: () => (/* reexport */ BlobStore),
  q$: () => (/* reexport */ captureExternal),
  C0: () => (/* reexport */ collectFiles),
  eY: () => (/* reexport */ loadManifest),
  zW: () => (/* reexport */ manifestLocation),
  D6: () => (/* reexport */ manifestShaOf),
  aO: () => (/* reexport */ packBlobs),
  wU: () => (/* reexport */ restoreExternal),
  Ce: () => (/* reexport */ restoreFiles),
  cH: () => (/* reexport */ rollbackFiles),
  oF: () => (/* reexport */ writeSnapshot)
});

// UNUSED EXPORTS: DEFAULT_LIMITS, SnapshotManifest, checkManifest, defaultExclusion, parseManifest, unpackBlobs

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
 * Finding token-shaped strings in files before they are snapshotted.
 *
 * The detector is the core's `redactSecrets`, applied to what could be a token: a cheap scan finds
 * the places where one of its token shapes can start (`ghp_`, `github_pat_`, `AKIA`, `xoxb-`,
 * `eyJ`, `PRIVATE KEY`, `://`), and only the text around them (the line, cut to the longest
 * token that can start there) is handed to `redactSecrets`. This keeps the scan near the speed of
 * a single regular expression on ordinary files and on long lines of base64 alike.
 *
 * `redactSecrets` was written for log tails, where a false positive costs nothing; it also redacts
 * the value of any `password=`, `token:`, `secret=` assignment and any `Bearer`/`Basic` value.
 * Applied to files, those context rules flag ordinary code (`const token = req.headers.x`) and
 * every bundled JavaScript file: measured on this repository's `src/`, `dist/` and part of
 * `node_modules`, 41 of 281 files, all the bundles among them. A refused file is a missing output
 * on resume, so here the context words are masked (same length, so positions do not move) before
 * the call, and only the token shapes count: 99 of 25,839 files in `node_modules` (URLs with a
 * password, sample tokens in READMEs, which is what the rule is for).
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
/** How many token-shaped strings `text` holds (0 when none). */
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
 * same pass, and a small concurrency helper.
 */




/** Files up to this size are read in one piece (and scanned exactly); larger ones in chunks. */
const WHOLE_FILE = 16 * 1024 * 1024;
const CHUNK = 1024 * 1024;
/** Text carried from one chunk to the next so a token cut by a chunk boundary is still seen. */
const CARRY = 16 * 1024;
/** Flags for reading a file we found by lstat: never follow a link, never block on a FIFO. */
const READ_FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0);
/** Files the caller knows to be at most this large are read with synchronous calls. */
const SMALL = 256 * 1024;
let smallCalls = 0;
/**
 * sha256 and size of the regular file at `path`, read once. Throws if the path is not a regular
 * file when opened (a link or FIFO swapped in after the caller's lstat).
 *
 * `sizeHint` (the size lstat saw) lets a small file be read with synchronous calls: for a tree of
 * 20,000 files of ~30 KB, each promise-based call costs ~20 µs of main-thread time against ~3 µs
 * for the system call itself, which made hashing 2x slower than `sha256sum`. The event loop is
 * given a turn every 64 such files.
 */
async function hashFile(path, scan = false, sizeHint) {
    if (sizeHint !== undefined && sizeHint <= SMALL) {
        if (++smallCalls % 64 === 0)
            await new Promise((r) => setImmediate(r));
        const small = hashSmallSync(path, scan);
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
                const tokens = scan && !looksBinary(data) ? countTokens(data.toString('latin1')) : 0;
                return { sha256: hash.digest('hex'), size: got + extra, tokens };
            }
            hash.update(data);
            const tokens = scan && !looksBinary(data) ? countTokens(data.toString('latin1')) : 0;
            return { sha256: hash.digest('hex'), size: got, tokens };
        }
        const buf = Buffer.allocUnsafe(CHUNK);
        let size = 0;
        let tokens = 0;
        let text = scan;
        let carry = '';
        for (;;) {
            const { bytesRead } = await fh.read(buf, 0, CHUNK, size);
            if (bytesRead === 0)
                break;
            const chunk = buf.subarray(0, bytesRead);
            hash.update(chunk);
            if (size === 0 && text && looksBinary(chunk))
                text = false;
            if (text) {
                const s = carry + chunk.toString('latin1');
                tokens += countTokens(s);
                carry = s.slice(-CARRY);
            }
            size += bytesRead;
        }
        return { sha256: hash.digest('hex'), size, tokens };
    }
    finally {
        await fh.close();
    }
}
/** The synchronous path for a small file; undefined when it turned out larger than SMALL. */
function hashSmallSync(path, scan) {
    const fd = (0,external_node_fs_.openSync)(path, READ_FLAGS);
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile())
            throw new Error(`${path} is not a regular file`);
        if (st.size > SMALL)
            return undefined;
        const buf = Buffer.allocUnsafe(st.size + 1);
        let got = 0;
        for (;;) {
            const n = (0,external_node_fs_.readSync)(fd, buf, got, buf.length - got, got);
            if (n === 0)
                break;
            got += n;
            if (got === buf.length)
                return undefined; // it grew: take the streaming path
        }
        const data = buf.subarray(0, got);
        const tokens = scan && !looksBinary(data) ? countTokens(data.toString('latin1')) : 0;
        return { sha256: (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex'), size: got, tokens };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
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
/** Runs `fn` over `items` with at most `limit` in flight; results in input order. */
async function mapLimit(items, limit, fn) {
    const out = new Array(items.length);
    let next = 0;
    const worker = async () => {
        for (;;) {
            const i = next++;
            if (i >= items.length)
                return;
            out[i] = await fn(items[i], i);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return out;
}

;// CONCATENATED MODULE: ./.build/snapshot/blob-store.js
/**
 * A content-addressed, write-once blob store on a directory:
 *
 *   <dir>/ab/cdef0123…      the blob whose sha256 is `abcdef0123…` (mode 0444)
 *   <dir>/tmp/              blobs being written (removed on failure; stale ones are swept)
 *
 * For the local store, `<dir>` is `<store>/checkpoints/blobs` (see `BlobStore.forStore`).
 *
 * A blob is written to a temp file while its sha256 is computed, fsynced, then published with
 * `link(temp, final)`: the link fails if the blob already exists, so a published blob is never
 * replaced, and two writers racing on the same content both succeed. The shard directory is
 * fsynced after the link. Reads are verified: `get` yields the bytes and fails at the end if
 * they do not hash to the name, `verify` checks a blob in place. A corrupt blob found by a read is
 * moved aside (`<dir>/tmp/corrupt-*`) so that the next `put` of that content writes it again.
 */






const SHA = /^[0-9a-f]{64}$/;
const blob_store_CHUNK = 1024 * 1024;
function checkSha(sha) {
    if (!SHA.test(sha)) {
        throw new errors/* CiStateError */.eS('invalid_input', `blob name ${JSON.stringify(sha).slice(0, 80)} is not a lowercase hex sha256`);
    }
    return sha;
}
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
class BlobStore {
    dir;
    durable;
    madeShards = new Set();
    madeTmp = false;
    constructor(dir, options = {}) {
        this.dir = dir;
        this.durable = options.durable ?? true;
    }
    /** The blob store of a local store directory: `<storeDir>/checkpoints/blobs`. */
    static forStore(storeDir, options = {}) {
        return new BlobStore((0,external_node_path_.join)(storeDir, 'checkpoints', 'blobs'), options);
    }
    /** Where the blob lives (whether or not it exists). */
    pathOf(sha) {
        checkSha(sha);
        return (0,external_node_path_.join)(this.dir, sha.slice(0, 2), sha.slice(2));
    }
    /** Whether the blob is present (not verified: reads verify). */
    async has(sha) {
        try {
            const st = await promises_.lstat(this.pathOf(sha));
            return st.isFile();
        }
        catch {
            return false;
        }
    }
    /** Size of a present blob, or undefined. */
    async sizeOf(sha) {
        try {
            const st = await promises_.lstat(this.pathOf(sha));
            return st.isFile() ? st.size : undefined;
        }
        catch {
            return undefined;
        }
    }
    /** Stores the regular file at `path` (never read through a final link); returns its sha256. */
    async put(path, options = {}) {
        return (await this.putFile(path, options)).sha256;
    }
    /** Like `put`, also saying the size and whether the blob was new. */
    async putFile(path, options = {}) {
        const fh = await promises_.open(path, READ_FLAGS);
        try {
            const st = await fh.stat();
            if (!st.isFile()) {
                throw new errors/* CiStateError */.eS('snapshot_io', `cannot store ${path}: not a regular file`, 1);
            }
            const staged = await this.stage(readHandle(fh, st.size), options);
            const added = await staged.commit();
            return { sha256: staged.sha256, size: staged.size, added };
        }
        finally {
            await fh.close();
        }
    }
    /** Stores bytes; returns the sha256. */
    async putBytes(data, options = {}) {
        const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
        const staged = await this.stage([buf], options);
        await staged.commit();
        return staged.sha256;
    }
    /** Stores a stream; returns sha256 and size. */
    async putStream(source, options = {}) {
        const staged = await this.stage(source, options);
        const added = await staged.commit();
        return { sha256: staged.sha256, size: staged.size, added };
    }
    /**
     * Writes `source` to a temp file, hashing it. The caller decides whether to publish it (used
     * by external captures: a command that fails leaves nothing behind).
     */
    async stage(source, options = {}) {
        const tmpDir = (0,external_node_path_.join)(this.dir, 'tmp');
        if (!this.madeTmp) {
            await promises_.mkdir(tmpDir, { recursive: true });
            this.madeTmp = true;
        }
        const temp = (0,external_node_path_.join)(tmpDir, `${process.pid}.${(0,external_node_crypto_.randomBytes)(8).toString('hex')}.tmp`);
        // Created read-only: the descriptor that creates it may still write to it.
        const fh = await promises_.open(temp, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | (external_node_fs_.constants.O_NOFOLLOW ?? 0), 0o444);
        const hash = (0,external_node_crypto_.createHash)('sha256');
        let size = 0;
        let ok = false;
        try {
            for await (const chunk of source) {
                size += chunk.length;
                if (options.maxBytes !== undefined && size > options.maxBytes) {
                    throw new errors/* CiStateError */.eS('blob_too_large', `blob is larger than the ${options.maxBytes} bytes allowed`, 1);
                }
                hash.update(chunk);
                let off = 0;
                while (off < chunk.length) {
                    const { bytesWritten } = await fh.write(chunk, off, chunk.length - off);
                    off += bytesWritten;
                }
            }
            if (this.durable && !options.deferSync)
                await fh.sync();
            ok = true;
        }
        finally {
            await fh.close().catch(() => undefined);
            if (!ok)
                await promises_.unlink(temp).catch(() => undefined);
        }
        const sha256 = hash.digest('hex');
        if (options.expectSha256 !== undefined && options.expectSha256 !== sha256) {
            await promises_.unlink(temp).catch(() => undefined);
            throw new errors/* CiStateError */.eS('blob_mismatch', `content hashes to ${sha256.slice(0, 12)}…, expected ${options.expectSha256.slice(0, 12)}… (changed while it was read?)`, 1);
        }
        let done = false;
        return {
            sha256,
            size,
            commit: async () => {
                if (done)
                    throw new Error('staged blob already committed or discarded');
                done = true;
                try {
                    return await this.publish(temp, sha256, this.durable && !options.deferSync);
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
    async publish(temp, sha, sync) {
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
        if (sync)
            await syncDir(shard);
        return true;
    }
    /**
     * Makes blobs written with `deferSync` durable: fsyncs each blob, then each shard directory
     * (a no-op for a store that is not durable).
     */
    async flush(shas, concurrency = 16) {
        if (!this.durable)
            return;
        const list = [...new Set(shas)];
        const shards = [...new Set(list.map((s) => (0,external_node_path_.join)(this.dir, s.slice(0, 2))))];
        const syncFile = async (path) => {
            const fh = await promises_.open(path, 'r');
            try {
                await fh.sync();
            }
            finally {
                await fh.close();
            }
        };
        await mapLimit(list, concurrency, (sha) => syncFile(this.pathOf(sha)));
        await mapLimit(shards, concurrency, (dir) => syncDir(dir));
    }
    /**
     * The blob's bytes, verified: the iterator throws `blob_corrupt` at the end when they do not
     * hash to `sha` (or differ from `expectSize`), and `blob_missing` when there is no such blob.
     * Consumers must not publish what they read until the iteration completed.
     */
    async *get(sha, expectSize) {
        const path = this.pathOf(sha);
        let fh;
        try {
            fh = await promises_.open(path, READ_FLAGS);
        }
        catch (err) {
            if (err.code === 'ENOENT') {
                throw new errors/* CiStateError */.eS('blob_missing', `blob ${sha.slice(0, 12)}… is missing from ${this.dir}`, 1);
            }
            throw err;
        }
        const hash = (0,external_node_crypto_.createHash)('sha256');
        let size = 0;
        let cut = false;
        try {
            const known = expectSize ?? (await fh.stat()).size;
            for (;;) {
                // Sized to what is left (plus one byte, to see the end or an excess): no large buffer
                // for a small blob, and each chunk handed out is its own.
                const want = Math.max(1, Math.min(blob_store_CHUNK, known + 1 - size));
                const buf = Buffer.allocUnsafe(want);
                const { bytesRead } = await fh.read(buf, 0, want, size);
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
                await this.quarantine(sha);
                throw new errors/* CiStateError */.eS('blob_corrupt', `blob ${sha.slice(0, 12)}… is corrupt: its content hashes to ${got.slice(0, 12)}…`, 1);
            }
        }
        if (expectSize !== undefined && (cut || size !== expectSize)) {
            // The blob itself may be sound and the size expected of it wrong: leave it in place.
            throw new errors/* CiStateError */.eS('blob_corrupt', `blob ${sha.slice(0, 12)}… does not have the ${expectSize} bytes expected`, 1);
        }
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
    /** Moves a corrupt blob aside so that it is written again by the next put of its content. */
    async quarantine(sha) {
        const path = this.pathOf(sha);
        const tmpDir = (0,external_node_path_.join)(this.dir, 'tmp');
        await promises_.mkdir(tmpDir, { recursive: true }).catch(() => undefined);
        await promises_.rename(path, (0,external_node_path_.join)(tmpDir, `corrupt-${sha}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`))
            .catch(() => undefined);
    }
    /**
     * Removes leftovers in `<dir>/tmp`: temp files of writers that are gone or older than
     * `maxAgeMs` (default one hour), and corrupt blobs moved aside. Returns how many were removed.
     */
    async sweepTemp(maxAgeMs = 60 * 60 * 1000, now = Date.now()) {
        const tmpDir = (0,external_node_path_.join)(this.dir, 'tmp');
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
    /** Every blob present (for tests and cleanup tools). */
    async list() {
        const out = [];
        let shards;
        try {
            shards = await promises_.readdir(this.dir);
        }
        catch {
            return out;
        }
        for (const shard of shards.sort()) {
            if (!/^[0-9a-f]{2}$/.test(shard))
                continue;
            for (const rest of (await promises_.readdir((0,external_node_path_.join)(this.dir, shard))).sort()) {
                if (SHA.test(shard + rest))
                    out.push(shard + rest);
            }
        }
        return out;
    }
}
/** Reads an open file handle from the start in chunks (one buffer, reused: consume each first). */
async function* readHandle(fh, sizeHint) {
    const buf = Buffer.allocUnsafe(Math.max(1, Math.min(blob_store_CHUNK, sizeHint + 1)));
    let pos = 0;
    for (;;) {
        const { bytesRead } = await fh.read(buf, 0, buf.length, pos);
        if (bytesRead === 0)
            return;
        pos += bytesRead;
        yield buf.subarray(0, bytesRead);
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
        const child = (0,external_node_child_process_.spawn)('git', ['-c', 'core.fsmonitor=false', '-c', 'core.quotepath=off', ...args], {
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
        child.on('error', (e) => reject(new errors/* CiStateError */.eS('git_failed', `cannot run git in ${cwd}: ${e.message}`, {
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
async function gitChanges(root) {
    const inside = await gitLine(root, ['rev-parse', '--is-inside-work-tree']);
    if (inside !== 'true') {
        throw new errors/* CiStateError */.eS('git_failed', `git-changed-only snapshot: ${root} is not inside a git work tree`, { exitCode: 1 });
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
        throw new errors/* CiStateError */.eS('git_failed', `git status failed in ${root}: ${status.stderr.split('\n')[0] || `exit code ${status.code}`}`, { exitCode: 1 });
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

// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(73382);
;// CONCATENATED MODULE: ./.build/snapshot/glob.js



/** Refuses globs that could reach outside the root. Returns the patterns unchanged. */
function checkGlobs(globs, what = 'glob') {
    for (const g of globs) {
        const body = g.startsWith('!') ? g.slice(1) : g;
        if (typeof g !== 'string' || body.trim() === '') {
            throw new errors/* CiStateError */.eS('invalid_input', `${what} ${(0,errors/* quote */.hD)(g)} is empty: expected a pattern`);
        }
        if (body.includes('\0')) {
            throw new errors/* CiStateError */.eS('invalid_input', `${what} ${(0,errors/* quote */.hD)(g)} contains a NUL byte`);
        }
        if (/^[/\\]/.test(body) || /^[A-Za-z]:/.test(body)) {
            throw new errors/* CiStateError */.eS('invalid_input', `${what} ${(0,errors/* quote */.hD)(g)} is absolute: expected a pattern relative to the workspace`);
        }
        if (body.split(/[/\\]/).some((s) => s === '..')) {
            throw new errors/* CiStateError */.eS('invalid_input', `${what} ${(0,errors/* quote */.hD)(g)} contains "..": expected a pattern inside the workspace`);
        }
    }
    return [...globs];
}
/** A directory entry presented as a leaf: fdir lists it and never descends into it. */
function asLeaf(d) {
    if (d.isDirectory())
        return d;
    return {
        name: d.name,
        parentPath: d.parentPath,
        isFile: () => true,
        isDirectory: () => false,
        isSymbolicLink: () => false,
        isFIFO: () => false,
        isSocket: () => false,
        isBlockDevice: () => false,
        isCharacterDevice: () => false,
    };
}
const leafFs = {
    readdir(path, options, cb) {
        external_node_fs_.readdir(path, options, (err, entries) => cb(err, entries?.map(asLeaf)));
    },
    readdirSync(path, options) {
        return external_node_fs_.readdirSync(path, options).map(asLeaf);
    },
};
/**
 * Entries under `root` matching `globs` (minus `ignore`), sorted, never following links.
 * Directories come without their trailing slash and with `dir: true`.
 */
async function globTree(root, globs, ignore = []) {
    checkGlobs(globs);
    checkGlobs(ignore, 'exclude pattern');
    if (globs.length === 0)
        return [];
    const found = await (0,dist/* glob */.TI)([...globs], {
        cwd: root,
        dot: true,
        onlyFiles: false,
        followSymbolicLinks: false,
        ignore: [...ignore],
        fs: leafFs,
    });
    const out = [];
    for (const p of found) {
        const dir = p.endsWith('/');
        const path = dir ? p.slice(0, -1) : p;
        // tinyglobby only lists what is under cwd for relative patterns; keep the guard anyway.
        if (path === '' || path === '.' || path.startsWith('../') || path.startsWith('/'))
            continue;
        out.push({ path, dir });
    }
    out.sort((a, b) => compareUtf8(a.path, b.path));
    return out;
}
const VIRTUAL_ROOT = '/__ci_state_virtual__';
/**
 * Which of `paths` (posix, relative; a trailing `/` marks a directory) match `globs` minus
 * `ignore`. The file system is not touched.
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
    const found = await (0,dist/* glob */.TI)([...globs], {
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

;// CONCATENATED MODULE: ./.build/snapshot/hash-cache.js
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



const RACY_NS = 2000000000n;
const MAX_ENTRIES = 1_000_000;
function keyOf(st) {
    return `${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
}
class HashCache {
    file;
    old;
    next = new Map();
    startedNs = BigInt(Date.now()) * 1000000n;
    /** Lookups answered from the cache. */
    hits = 0;
    constructor(file, old) {
        this.file = file;
        this.old = old;
    }
    /** Loads the cache at `file` (empty when missing or not understood). */
    static async load(file) {
        const old = new Map();
        try {
            const raw = JSON.parse(await promises_.readFile(file, 'utf8'));
            if (raw && typeof raw === 'object' && raw.version === 1) {
                const entries = raw.entries;
                if (entries && typeof entries === 'object' && !Array.isArray(entries)) {
                    for (const [path, e] of Object.entries(entries)) {
                        if (isEntry(e))
                            old.set(path, e);
                    }
                }
            }
        }
        catch {
            // no cache yet, or not readable: start empty
        }
        return new HashCache(file, old);
    }
    /** The cached digest of `path` if `st` still describes the file it was taken from. */
    lookup(path, st, scan) {
        const e = this.old.get(path);
        if (!e || e.k !== keyOf(st) || (scan && e.tokens === null))
            return undefined;
        this.hits++;
        this.keep(path, e);
        return { sha256: e.sha256, size: e.size, tokens: e.tokens ?? 0 };
    }
    /** Records a digest just taken from the file `st` describes. */
    record(path, st, digest, scanned) {
        if (st.mtimeNs > this.startedNs - RACY_NS || st.ctimeNs > this.startedNs - RACY_NS)
            return;
        if (BigInt(digest.size) !== st.size)
            return;
        this.keep(path, {
            k: keyOf(st),
            sha256: digest.sha256,
            size: digest.size,
            tokens: scanned ? digest.tokens : null,
        });
    }
    keep(path, e) {
        if (this.next.size < MAX_ENTRIES)
            this.next.set(path, e);
    }
    /** Writes what this collection saw (temp file and rename; a failure only loses the cache). */
    async save() {
        const body = JSON.stringify({ version: 1, entries: Object.fromEntries(this.next) });
        const temp = `${this.file}.${process.pid}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`;
        try {
            await promises_.mkdir((0,external_node_path_.dirname)(this.file), { recursive: true });
            await promises_.writeFile(temp, body, { mode: 0o600 });
            await promises_.rename(temp, this.file);
        }
        catch {
            await promises_.rm(temp, { force: true }).catch(() => undefined);
        }
    }
}
function isEntry(e) {
    if (!e || typeof e !== 'object')
        return false;
    const x = e;
    return (typeof x['k'] === 'string' &&
        typeof x['sha256'] === 'string' &&
        /^[0-9a-f]{64}$/.test(x['sha256']) &&
        typeof x['size'] === 'number' &&
        Number.isSafeInteger(x['size']) &&
        (x['tokens'] === null || (typeof x['tokens'] === 'number' && Number.isInteger(x['tokens']))));
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/core/canonical.js
var canonical = __webpack_require__(13930);
// EXTERNAL MODULE: ./.build/core/paths.js
var paths = __webpack_require__(22720);
// EXTERNAL MODULE: ./.build/core/schema.js
var schema = __webpack_require__(47141);
;// CONCATENATED MODULE: ./.build/snapshot/rules.js
/**
 * The rules a snapshot path must follow, and the default exclusions.
 *
 * A manifest path is a posix path relative to the snapshot root: not empty, not absolute (no
 * leading `/` or `\`, no drive letter), no `.`, `..` or empty segments, no NUL byte, no backslash
 * (a separator on Windows), at most 4096 characters and 255 bytes per segment, and never inside a
 * `.git` directory (a restored hook would run code). These rules are checked on every manifest
 * before anything is written, whoever wrote it.
 */
/** Directories never snapshotted (any path segment, compared case-insensitively). */
const EXCLUDED_DIRS = [
    '.git',
    '.ci-state',
    '.ssh',
    '.aws',
    '.gnupg',
    '.azure',
    '.kube',
    '.docker',
];
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
/**
 * Why a path is excluded by default, or undefined. `dir` says whether the path is a directory
 * (file-name rules apply to files and symbolic links only).
 */
function defaultExclusion(path, dir) {
    const segs = path.split('/');
    for (let i = 0; i < segs.length; i++) {
        const s = segs[i].toLowerCase();
        if (EXCLUDED_DIRS.includes(s) && (i < segs.length - 1 || dir)) {
            return `excluded by default: inside ${segs[i]}/`;
        }
    }
    if (dir)
        return undefined;
    const name = segs[segs.length - 1].toLowerCase();
    for (const [test, what] of EXCLUDED_FILES) {
        if (test(name))
            return `excluded by default: ${what}`;
    }
    return undefined;
}
/** Directories that are excluded even when allowed (their content is never ours to restore). */
function isForbiddenDir(path) {
    return path.split('/').some((s) => s.toLowerCase() === '.git');
}
const MAX_PATH = 4096;
const MAX_SEGMENT_BYTES = 255;
/** Why `path` is not an acceptable manifest path, or undefined when it is. */
function pathProblem(path) {
    if (typeof path !== 'string')
        return 'the path is not a string';
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
    const segs = path.split('/');
    for (const s of segs) {
        if (s === '..')
            return 'the path contains a ".." segment';
        if (s === '' || s === '.')
            return 'the path has an empty or "." segment';
        if (Buffer.byteLength(s, 'utf8') > MAX_SEGMENT_BYTES) {
            return `a path segment is longer than ${MAX_SEGMENT_BYTES} bytes`;
        }
    }
    if (isForbiddenDir(path))
        return 'the path is inside a .git directory';
    return undefined;
}
/** The key under which two names collide on a case-insensitive, normalising file system. */
function caseKey(path) {
    return path.normalize('NFC').toLowerCase();
}
/** `a/b/c` -> [`a`, `a/b`]. */
function parentsOf(path) {
    const segs = path.split('/');
    const out = [];
    for (let i = 1; i < segs.length; i++)
        out.push(segs.slice(0, i).join('/'));
    return out;
}
/** Why a symbolic link at `path` with `target` is refused, or undefined (target stays inside). */
function linkTargetProblem(path, target) {
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
const DEFAULT_LIMITS = {
    maxEntries: 500_000,
    maxBytes: 10 * 1024 ** 3,
};
function manifest_limitsOf(partial) {
    return { ...DEFAULT_LIMITS, ...partial };
}
/** Most bytes a symbolic link's target may have. */
const MAX_LINK_TARGET = 4096;
const LOCATION = /^snapshot:sha256:([0-9a-f]{64})$/;
/** The checkpoint `location` of a manifest stored as blob `sha`. */
function manifestLocation(sha) {
    return `snapshot:sha256:${sha}`;
}
/** The manifest digest in a checkpoint `location`, or undefined when it names none. */
function manifestShaOf(location) {
    return location === undefined ? undefined : LOCATION.exec(location)?.[1];
}
/** Parses an untrusted manifest document; throws one line listing the first problems. */
function parseManifest(raw) {
    const r = SnapshotManifest.safeParse(raw);
    if (!r.success) {
        const lines = (0,paths/* formatIssues */.og)(r.error.issues);
        throw new errors/* CiStateError */.eS('invalid_manifest', `snapshot manifest is not valid: ${lines.slice(0, 3).join('; ')}${lines.length > 3 ? `; and ${lines.length - 3} more` : ''}`, { details: lines });
    }
    return r.data;
}
/** Stores the manifest as a blob (canonical JSON); returns its sha256 and whether it was new. */
async function storeManifest(store, manifest) {
    const r = await store.putStream([Buffer.from((0,canonical/* canonicalJson */.dj)(manifest), 'utf8')]);
    return { sha256: r.sha256, added: r.added, size: r.size };
}
/** Reads and verifies a manifest blob (by digest or by checkpoint location). */
async function loadManifest(store, shaOrLocation) {
    const sha = manifestShaOf(shaOrLocation) ?? shaOrLocation;
    if (!/^[0-9a-f]{64}$/.test(sha)) {
        throw new errors/* CiStateError */.eS('invalid_input', `snapshot reference ${(0,errors/* quote */.hD)(shaOrLocation)} is not valid: expected a sha256 or "snapshot:sha256:<hex>"`);
    }
    const bytes = await store.read(sha, 512 * 1024 * 1024);
    let raw;
    try {
        raw = JSON.parse(bytes.toString('utf8'));
    }
    catch (err) {
        throw new errors/* CiStateError */.eS('invalid_manifest', `snapshot manifest ${sha.slice(0, 12)}… is not JSON: ${err.message}`);
    }
    return parseManifest(raw);
}
/**
 * Every reason this manifest must not be restored, one line each (empty when it is sound): bad
 * paths, entries of the wrong shape, duplicates, names that collide case-insensitively (on macOS
 * and Windows they are the same file), entries below a file or link, and the entry and byte caps.
 */
function checkManifest(manifest, limits = {}) {
    const caps = manifest_limitsOf(limits);
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
            push(path, `refusing ${(0,errors/* quote */.hD)(path)}: its name collides with ${(0,errors/* quote */.hD)(seen)} on a case-insensitive file system`);
        }
    };
    for (const f of files) {
        const bad = pathProblem(f.path);
        if (bad) {
            push(f.path, `refusing ${(0,errors/* quote */.hD)(f.path)}: ${bad}`);
            continue;
        }
        if (byPath.has(f.path)) {
            push(f.path, `refusing ${(0,errors/* quote */.hD)(f.path)}: it appears twice`);
            continue;
        }
        byPath.set(f.path, f);
        if (f.mode > 0o7777)
            push(f.path, `refusing ${(0,errors/* quote */.hD)(f.path)}: mode ${f.mode} is not a permission mode`);
        if (f.type !== 'dir' && f.sha256 === undefined) {
            push(f.path, `refusing ${(0,errors/* quote */.hD)(f.path)}: a ${f.type} entry without a sha256`);
        }
        if (f.type === 'dir' && f.size !== 0)
            push(f.path, `refusing ${(0,errors/* quote */.hD)(f.path)}: a directory with a size`);
        if (f.type === 'symlink' && f.size > MAX_LINK_TARGET) {
            push(f.path, `refusing ${(0,errors/* quote */.hD)(f.path)}: a link target over ${MAX_LINK_TARGET} bytes`);
        }
    }
    for (const f of byPath.values()) {
        for (const p of parentsOf(f.path)) {
            const parent = byPath.get(p);
            if (parent && parent.type !== 'dir') {
                push(f.path, `refusing ${(0,errors/* quote */.hD)(f.path)}: ${(0,errors/* quote */.hD)(p)} is a ${parent.type === 'symlink' ? 'symbolic link' : 'file'} in the same snapshot`);
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
            push(d, `refusing deleted path ${(0,errors/* quote */.hD)(d)}: ${bad}`);
    }
    return problems;
}

;// CONCATENATED MODULE: ./.build/snapshot/collect.js
/**
 * Collecting the files of a snapshot: expand the globs under a root, apply the default exclusions,
 * refuse files holding token-shaped strings, and describe each entry (path, type, mode, size,
 * sha256). Nothing is stored here; `writeSnapshot` stores what this returns.
 */









/** Ignore patterns that keep the walk out of the always-excluded directories. */
function dirIgnores() {
    return EXCLUDED_DIRS.flatMap((d) => [`**/${d}/*`, `**/${d}/*/**`]);
}
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
async function collectFiles(root, globs, options = {}) {
    const absRoot = (0,external_node_path_.resolve)(root);
    let realRoot;
    try {
        realRoot = await promises_.realpath(absRoot);
        if (!(await promises_.stat(realRoot)).isDirectory())
            throw new Error('not a directory');
    }
    catch (err) {
        throw new errors/* CiStateError */.eS('invalid_input', `snapshot root ${(0,errors/* quote */.hD)(root)} is not a directory: ${err.message}`);
    }
    checkGlobs(globs);
    const exclude = checkGlobs(options.exclude ?? [], 'exclude pattern');
    const allow = checkGlobs(options.allowSecrets ?? [], 'allowSecrets pattern');
    const limits = manifest_limitsOf(options.limits);
    let matches = await globTree(realRoot, globs, [...exclude, ...dirIgnores()]);
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
    for (const m of matches) {
        if (excludedDirs.some((d) => m.path.startsWith(`${d}/`)))
            continue;
        const rule = defaultExclusion(m.path, m.dir);
        if (rule && (isForbiddenDir(m.path) || m.dir || !allowed.has(m.path))) {
            excluded.push({ path: m.dir ? `${m.path}/` : m.path, why: rule });
            if (m.dir)
                excludedDirs.push(m.path);
            continue;
        }
        const bad = pathProblem(m.path);
        if (bad) {
            refused.push({ path: m.path, why: `${bad}; it could not be restored safely` });
            continue;
        }
        candidates.push(m);
    }
    if (candidates.length > limits.maxEntries) {
        throw new errors/* CiStateError */.eS('snapshot_too_large', `snapshot of ${candidates.length} entries is over the cap of ${limits.maxEntries}: narrow the globs`, 1);
    }
    const cache = options.hashCache ? await HashCache.load(options.hashCache) : undefined;
    const stats = { hashed: 0, hashedBytes: 0, fromCache: 0 };
    const described = await mapLimit(candidates, options.concurrency ?? 8, async (m) => {
        const abs = (0,external_node_path_.join)(realRoot, m.path);
        let st;
        try {
            st = await promises_.lstat(abs, { bigint: true });
        }
        catch {
            return null; // removed meanwhile
        }
        const mode = Number(st.mode & 511n);
        if (st.isDirectory())
            return { entry: { path: m.path, type: 'dir', mode, size: 0 } };
        if (st.isSymbolicLink()) {
            const target = await promises_.readlink(abs);
            const problem = linkTargetProblem(m.path, target);
            if (problem)
                return { skip: 'refused', why: `symbolic link refused: ${problem}` };
            return {
                entry: {
                    path: m.path,
                    type: 'symlink',
                    mode,
                    size: Buffer.byteLength(target, 'utf8'),
                    sha256: sha256Of(target),
                },
            };
        }
        if (!st.isFile())
            return { skip: 'excluded', why: `${kindOf(st)}, not a file, directory or link` };
        const scan = !allowed.has(m.path);
        let digest = cache?.lookup(abs, st, scan);
        try {
            if (digest)
                stats.fromCache++;
            else {
                digest = await hashFile(abs, scan, Number(st.size));
                cache?.record(abs, st, digest, scan);
                stats.hashed++;
                stats.hashedBytes += digest.size;
            }
        }
        catch (err) {
            if (err.code === 'ENOENT')
                return null;
            throw new errors/* CiStateError */.eS('snapshot_io', `cannot read ${m.path}: ${err.message}`, {
                exitCode: 1,
                cause: err,
            });
        }
        if (digest.tokens > 0) {
            return {
                skip: 'refused',
                why: `holds ${digest.tokens} token-shaped string${digest.tokens === 1 ? '' : 's'}; allow it explicitly to snapshot it`,
            };
        }
        return {
            entry: { path: m.path, type: 'file', mode, size: digest.size, sha256: digest.sha256 },
        };
    });
    const files = [];
    const byKey = new Map();
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
        const clash = [...parentsOf(m.path), m.path].find((p) => {
            const seen = byKey.get(caseKey(p));
            return seen !== undefined && seen !== p;
        });
        if (clash !== undefined) {
            refused.push({
                path: m.path,
                why: `collides with ${(0,errors/* quote */.hD)(byKey.get(caseKey(clash)))} on a case-insensitive file system`,
            });
            continue;
        }
        for (const p of [...parentsOf(m.path), m.path])
            byKey.set(caseKey(p), p);
        files.push(d.entry);
        total += d.entry.size;
    }
    if (total > limits.maxBytes) {
        throw new errors/* CiStateError */.eS('snapshot_too_large', `snapshot of ${total} bytes is over the cap of ${limits.maxBytes}: narrow the globs`, 1);
    }
    files.sort((a, b) => compareUtf8(a.path, b.path));
    await cache?.save();
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

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
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









const DEFAULT_TIMEOUT = 30 * 60 * 1000;
function runShell(command, stdin, options, env, onStdout) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)(command, {
            shell: true,
            cwd: options.cwd,
            env,
            stdio: [stdin, onStdout ? 'pipe' : 'ignore', 'pipe'],
            detached: process.platform !== 'win32',
        });
        const tail = new redact/* TailBuffer */.vX(8192);
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
            const out = new external_node_stream_.PassThrough({ highWaterMark: 1024 * 1024 });
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
        throw new errors/* CiStateError */.eS('invalid_input', `capture ${(0,errors/* quote */.hD)(spec.name)}: the capture command is empty`);
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
        throw new errors/* CiStateError */.eS('capture_failed', `capture ${(0,errors/* quote */.hD)(spec.name)} failed: ${err.message}`, { exitCode: 1, cause: err });
    }
    const blob = staged;
    if (run.code !== 0 || run.timedOut) {
        await blob.discard();
        throw new errors/* CiStateError */.eS('capture_failed', `capture ${(0,errors/* quote */.hD)(spec.name)} failed: ${failure('the capture command', run, options.timeoutMs ?? DEFAULT_TIMEOUT)}`, 1);
    }
    await blob.commit();
    return schema/* ExternalCapture */.gd.parse({
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
        throw new errors/* CiStateError */.eS('invalid_input', `capture ${(0,errors/* quote */.hD)(capture.name)} has no restore command`);
    }
    const dir = await promises_.mkdtemp((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ci-state-capture-'));
    const file = (0,external_node_path_.join)(dir, 'capture');
    try {
        const fh = await promises_.open(file, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | (external_node_fs_.constants.O_NOFOLLOW ?? 0), 0o600);
        try {
            for await (const chunk of store.get(capture.sha256, capture.size))
                await fh.write(chunk);
        }
        catch (err) {
            throw new errors/* CiStateError */.eS('restore_failed', `restore ${(0,errors/* quote */.hD)(capture.name)}: ${err.message}; nothing was run`, { exitCode: 1, cause: err });
        }
        finally {
            await fh.close();
        }
        const input = await promises_.open(file, 'r');
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
            throw new errors/* CiStateError */.eS('restore_failed', `restore ${(0,errors/* quote */.hD)(capture.name)} failed: ${err.message}`, { exitCode: 1, cause: err });
        }
        finally {
            await input.close();
        }
        if (run.code !== 0 || run.timedOut) {
            throw new errors/* CiStateError */.eS('restore_failed', `restore ${(0,errors/* quote */.hD)(capture.name)} failed: ${failure('the restore command', run, options.timeoutMs ?? DEFAULT_TIMEOUT)}`, 1);
        }
        return { durationMs: Date.now() - started, stderrTail: run.stderr };
    }
    finally {
        await promises_.rm(dir, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./.build/snapshot/pack.js
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






const MAGIC = Buffer.from('CISPACK1', 'ascii');
const END = Buffer.from('CISPEND1', 'ascii');
const FRAME = 40;
const pack_CHUNK = (/* unused pure expression or super */ null && (1024 * 1024));
const PackHeader = schemas/* strictObject */.rej({
    format: schemas/* literal */.euz('ci-state-pack'),
    version: schemas/* literal */.euz(1),
    count: schemas/* number */.aig().int().nonnegative(),
    bytes: schemas/* number */.aig().int().nonnegative(),
    blobs: schemas/* array */.YOg(schemas/* strictObject */.rej({
        sha256: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/),
        size: schemas/* number */.aig().int().nonnegative(),
    })),
});
function packError(file, why) {
    return new CiStateError('pack_invalid', `refusing pack ${file}: ${why}`, 1);
}
/**
 * Writes the blobs `shas` (deduplicated) from `store` into the pack file `out` (through a temp
 * file and a rename). Each blob is verified as it is read; a missing or corrupt one fails the call.
 */
async function packBlobs(store, shas, out) {
    const list = [...new Set(shas)].sort();
    const blobs = [];
    let bytes = 0;
    for (const sha256 of list) {
        const size = await store.sizeOf(sha256);
        if (size === undefined) {
            throw new errors/* CiStateError */.eS('blob_missing', `cannot pack blob ${sha256.slice(0, 12)}…: it is missing`, 1);
        }
        blobs.push({ sha256, size });
        bytes += size;
    }
    const header = Buffer.from(JSON.stringify({ format: 'ci-state-pack', version: 1, count: blobs.length, bytes, blobs }), 'utf8');
    const temp = `${out}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`;
    const fh = await promises_.open(temp, 'wx', 0o644);
    const digest = (0,external_node_crypto_.createHash)('sha256');
    let fileBytes = 0;
    const write = async (buf) => {
        digest.update(buf);
        let off = 0;
        while (off < buf.length) {
            const { bytesWritten } = await fh.write(buf, off, buf.length - off);
            off += bytesWritten;
        }
        fileBytes += buf.length;
    };
    let ok = false;
    try {
        const len = Buffer.alloc(4);
        len.writeUInt32BE(header.length);
        await write(MAGIC);
        await write(len);
        await write(header);
        for (const b of blobs) {
            const frame = Buffer.alloc(FRAME);
            Buffer.from(b.sha256, 'hex').copy(frame, 0);
            frame.writeBigUInt64BE(BigInt(b.size), 32);
            await write(frame);
            for await (const chunk of store.get(b.sha256, b.size))
                await write(chunk);
        }
        const d = digest.digest();
        await fh.write(END);
        await fh.write(d);
        fileBytes += END.length + d.length;
        await fh.sync();
        ok = true;
    }
    finally {
        await fh.close().catch(() => undefined);
        if (!ok)
            await promises_.rm(temp, { force: true });
    }
    await promises_.rename(temp, out);
    return { count: blobs.length, bytes, fileBytes };
}
/** Reads a pack into `store`, verifying everything (see the module comment). */
async function unpackBlobs(file, store, options = {}) {
    const caps = limitsOf(options.limits);
    const maxHeader = Math.min(64 * 1024 * 1024, 4096 + 100 * caps.maxEntries);
    const fh = await fs.open(file, 'r');
    try {
        const fileSize = (await fh.stat()).size;
        let pos = 0;
        const digest = createHash('sha256');
        const readExact = async (n, what) => {
            const buf = Buffer.alloc(n);
            let got = 0;
            while (got < n) {
                const { bytesRead } = await fh.read(buf, got, n - got, pos + got);
                if (bytesRead === 0)
                    throw packError(file, `it ends inside ${what}`);
                got += bytesRead;
            }
            pos += n;
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
        let raw;
        try {
            raw = JSON.parse(hbuf.toString('utf8'));
        }
        catch {
            throw packError(file, 'its header is not JSON');
        }
        const parsed = PackHeader.safeParse(raw);
        if (!parsed.success) {
            throw packError(file, `its header is not valid: ${formatIssues(parsed.error.issues).slice(0, 3).join('; ')}`);
        }
        const header = parsed.data;
        if (header.count !== header.blobs.length) {
            throw packError(file, `its header says ${header.count} blobs and lists ${header.blobs.length}`);
        }
        if (header.count > caps.maxEntries) {
            throw packError(file, `${header.count} blobs, over the cap of ${caps.maxEntries}`);
        }
        let sum = 0;
        const seen = new Set();
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
            throw packError(file, `it is ${fileSize} bytes long, its header implies ${expected} (truncated or padded)`);
        }
        const added = [];
        let addedBytes = 0;
        for (const b of header.blobs) {
            const frame = await readExact(FRAME, 'a frame');
            digest.update(frame);
            const sha = frame.subarray(0, 32).toString('hex');
            const len = frame.readBigUInt64BE(32);
            if (sha !== b.sha256 || len !== BigInt(b.size)) {
                throw packError(file, `frame for ${sha.slice(0, 12)}… does not match its header line ${b.sha256.slice(0, 12)}…`);
            }
            const start = pos;
            const chunks = async function* () {
                const buf = Buffer.allocUnsafe(pack_CHUNK);
                let done = 0;
                while (done < b.size) {
                    const { bytesRead } = await fh.read(buf, 0, Math.min(pack_CHUNK, b.size - done), start + done);
                    if (bytesRead === 0)
                        throw packError(file, 'it ends inside a blob');
                    const chunk = buf.subarray(0, bytesRead);
                    digest.update(chunk);
                    done += bytesRead;
                    yield chunk;
                }
            };
            if (await store.has(b.sha256)) {
                // Present already: still read it, so the pack digest covers every byte.
                const h = createHash('sha256');
                for await (const c of chunks())
                    h.update(c);
                if (h.digest('hex') !== b.sha256)
                    throw packError(file, `blob ${b.sha256.slice(0, 12)}… does not match its sha256`);
            }
            else {
                try {
                    const r = await store.putStream(chunks(), { expectSha256: b.sha256, maxBytes: b.size });
                    if (r.added) {
                        added.push(b.sha256);
                        addedBytes += b.size;
                    }
                }
                catch (err) {
                    if (err instanceof CiStateError && err.code === 'blob_mismatch') {
                        throw packError(file, `blob ${b.sha256.slice(0, 12)}… does not match its sha256`);
                    }
                    throw err;
                }
            }
            pos = start + b.size;
        }
        const tail = await readExact(END.length + 32, 'the trailer');
        if (!tail.subarray(0, END.length).equals(END))
            throw packError(file, 'its trailer is missing');
        if (!tail.subarray(END.length).equals(digest.digest())) {
            throw packError(file, 'its digest does not match its content');
        }
        return { count: header.count, added, addedBytes };
    }
    finally {
        await fh.close();
    }
}

;// CONCATENATED MODULE: ./.build/snapshot/safe-fs.js
/**
 * Writing inside a root without ever leaving it.
 *
 * Every path handed to `SafeRoot` has passed `pathProblem` (relative, no `..`, no NUL). On top of
 * that, before anything is written below a directory, each parent is looked at with `lstat` from
 * the root down: it must be a real directory (a symbolic link, a file, a FIFO or a device in its
 * place is refused, never followed nor removed) and its real path must be exactly where it is
 * expected inside the real root. Missing parents are created one at a time, and checked the same
 * way. Files are written to a temp file opened with `O_CREAT | O_EXCL | O_NOFOLLOW` in the target
 * directory, and renamed over the entry: an existing link, hard link or FIFO at the entry's path is
 * replaced, never written through. Modes are set through a handle opened with `O_NOFOLLOW`, and
 * only the permission bits (0777) are ever applied.
 *
 * The threat is hostile data (a manifest, a pack, links planted in the workspace before a restore),
 * not a process racing the restore: the checks are repeated right before each rename, but Node has
 * no `openat`, so a concurrent attacker with write access to the workspace is out of scope.
 */






/** A refusal or failure about one path: its message is one line naming the path. */
class PathRefused extends Error {
    name = 'PathRefused';
    path;
    constructor(path, message) {
        super(message);
        this.path = path;
    }
}
const NOFOLLOW = external_node_fs_.constants.O_NOFOLLOW ?? 0;
const NONBLOCK = external_node_fs_.constants.O_NONBLOCK ?? 0;
const DIRECTORY = external_node_fs_.constants.O_DIRECTORY ?? 0;
function code(err) {
    return err?.code;
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
class SafeRoot {
    /** Relative directories known to be real directories inside the root. */
    verified = new Set(['']);
    /** The real path of the root (symbolic links in the path resolved once, at open). */
    real;
    constructor(real) {
        this.real = real;
    }
    /** Opens a root (created when missing and `create` is set). */
    static async open(root, create) {
        if (create)
            await promises_.mkdir(root, { recursive: true });
        const real = await promises_.realpath(root);
        const st = await promises_.stat(real);
        if (!st.isDirectory())
            throw new Error(`${root} is not a directory`);
        return new SafeRoot(real);
    }
    abs(rel) {
        return rel === '' ? this.real : (0,external_node_path_.join)(this.real, ...rel.split('/'));
    }
    /** What is at `rel` now, without changing anything; `blocked` when a parent is not a directory. */
    async inspect(rel) {
        for (const p of parentsOf(rel)) {
            if (this.verified.has(p))
                continue;
            let st;
            try {
                st = await promises_.lstat(this.abs(p));
            }
            catch (err) {
                if (code(err) === 'ENOENT')
                    return { kind: 'missing' };
                if (code(err) === 'ENOTDIR')
                    return { kind: 'blocked', why: `a parent of ${(0,errors/* quote */.hD)(p)} is not a directory` };
                throw err;
            }
            if (!st.isDirectory())
                return { kind: 'blocked', why: `${(0,errors/* quote */.hD)(p)} is ${describe(st)}` };
            this.verified.add(p);
        }
        try {
            return { kind: 'present', stat: await promises_.lstat(this.abs(rel)) };
        }
        catch (err) {
            if (code(err) === 'ENOENT')
                return { kind: 'missing' };
            throw err;
        }
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
            st = await promises_.lstat(abs);
        }
        catch (err) {
            if (code(err) !== 'ENOENT')
                throw err;
        }
        if (st === undefined) {
            try {
                await promises_.mkdir(abs, mode);
            }
            catch (err) {
                if (code(err) !== 'EEXIST')
                    throw err;
            }
            st = await promises_.lstat(abs);
        }
        if (!st.isDirectory()) {
            throw new PathRefused(rel, `refusing ${(0,errors/* quote */.hD)(rel)}: ${(0,errors/* quote */.hD)(p)} is ${describe(st)}`);
        }
        const real = await promises_.realpath(abs);
        if (real !== abs) {
            throw new PathRefused(rel, `refusing ${(0,errors/* quote */.hD)(rel)}: ${(0,errors/* quote */.hD)(p)} resolves to ${(0,errors/* quote */.hD)(real)}, not inside the root as expected`);
        }
        this.verified.add(p);
    }
    /** Checks again, right before a rename, that the parent is still where it should be. */
    async recheckParent(rel) {
        const parents = parentsOf(rel);
        const parent = parents[parents.length - 1] ?? '';
        const abs = this.abs(parent);
        const real = await promises_.realpath(abs);
        if (real !== abs) {
            this.verified.delete(parent);
            throw new PathRefused(rel, `refusing ${(0,errors/* quote */.hD)(rel)}: its directory moved outside the root`);
        }
    }
    /** Makes `rel` a real directory (replacing whatever else is at that path). */
    async ensureDir(rel) {
        await this.ensureParents(rel);
        const abs = this.abs(rel);
        try {
            const st = await promises_.lstat(abs);
            if (!st.isDirectory())
                await promises_.unlink(abs);
        }
        catch (err) {
            if (code(err) !== 'ENOENT')
                throw err;
        }
        await this.ensureRealDir(rel, rel);
    }
    /** Removes whatever is at `rel` so that a rename can take its place (a directory goes whole). */
    async clear(rel) {
        const abs = this.abs(rel);
        let st;
        try {
            st = await promises_.lstat(abs);
        }
        catch (err) {
            if (code(err) === 'ENOENT')
                return;
            throw err;
        }
        if (st.isDirectory()) {
            await promises_.rm(abs, { recursive: true, force: true });
            this.forget(rel);
        }
    }
    forget(rel) {
        for (const v of this.verified)
            if (v === rel || v.startsWith(`${rel}/`))
                this.verified.delete(v);
    }
    tempName(rel) {
        const parents = parentsOf(rel);
        return this.abs([
            ...(parents.length ? [parents[parents.length - 1]] : []),
            `.ci-state-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}.tmp`,
        ].join('/'));
    }
    /**
     * Writes `chunks` to `rel` through a temp file and a rename. If the iteration throws (a blob
     * that fails verification), the temp file is removed and `rel` is left as it was.
     */
    async writeFile(rel, chunks, mode) {
        await this.ensureParents(rel);
        const temp = this.tempName(rel);
        const fh = await promises_.open(temp, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | NOFOLLOW, 0o600);
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
                await promises_.rm(temp, { force: true });
        }
        try {
            await this.recheckParent(rel);
            await this.clear(rel);
            await promises_.rename(temp, this.abs(rel));
        }
        catch (err) {
            await promises_.rm(temp, { force: true });
            throw err;
        }
    }
    /** Creates a symbolic link at `rel` (the target was checked by the caller), replacing the entry. */
    async writeSymlink(rel, target) {
        await this.ensureParents(rel);
        const temp = this.tempName(rel);
        await promises_.symlink(target, temp);
        try {
            await this.recheckParent(rel);
            await this.clear(rel);
            await promises_.rename(temp, this.abs(rel));
        }
        catch (err) {
            await promises_.rm(temp, { force: true });
            throw err;
        }
    }
    /** Removes `rel` (a directory with what it holds); links are removed, never followed. */
    async remove(rel) {
        const state = await this.inspect(rel);
        if (state.kind === 'blocked')
            throw new PathRefused(rel, `not removing ${(0,errors/* quote */.hD)(rel)}: ${state.why}`);
        if (state.kind === 'missing')
            return false;
        if (state.stat.isDirectory()) {
            await promises_.rm(this.abs(rel), { recursive: true, force: true });
            this.forget(rel);
        }
        else
            await promises_.unlink(this.abs(rel));
        return true;
    }
    /** Removes the directory `rel` if it is empty; true when removed. */
    async removeEmptyDir(rel) {
        const state = await this.inspect(rel);
        if (state.kind !== 'present' || !state.stat.isDirectory())
            return false;
        try {
            await promises_.rmdir(this.abs(rel));
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
        const fh = await promises_.open(this.abs(rel), external_node_fs_.constants.O_RDONLY | NOFOLLOW | NONBLOCK | (dir ? DIRECTORY : 0));
        try {
            const st = await fh.stat();
            if (dir ? !st.isDirectory() : !st.isFile()) {
                throw new PathRefused(rel, `refusing to change the mode of ${(0,errors/* quote */.hD)(rel)}: it changed type`);
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
 * Restoring a snapshot exactly, and rolling a file set back.
 *
 * `restoreFiles` makes the entries of a manifest what they were: missing ones are re-created,
 * modified ones rewritten (content, type or mode), unchanged ones left alone; with
 * `removeAddedUnderGlobs`, what appeared under those globs since the snapshot is removed (never
 * what the default rules exclude, the user excluded, or the snapshot skipped). Every blob is
 * verified while it is written, before the rename that makes it visible. A missing or corrupt blob,
 * or a path that cannot be written safely, is a problem naming the file: the caller then runs the
 * phase again instead of skipping it. A manifest that fails `checkManifest` is refused whole,
 * before anything is touched.
 */









function errText(err) {
    if (err instanceof Error)
        return err.message.split('\n')[0] ?? '';
    return String(err);
}
/** Restores `manifest` under `root` from `store`. See the module comment. */
async function restoreFiles(root, manifest, store, options = {}) {
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
    const concurrency = options.concurrency ?? 8;
    // 1. Compare every entry with the disk. Directories first: one that is re-created (in place of
    // a link, a file, nothing) makes what is below it missing, whatever the disk shows there now.
    const recreated = new Set();
    const compare = async (entry) => {
        let target;
        if (entry.type !== 'dir') {
            const sha = entry.sha256;
            const size = await store.sizeOf(sha);
            if (size === undefined) {
                problem(entry.path, `cannot restore ${(0,errors/* quote */.hD)(entry.path)}: blob ${sha.slice(0, 12)}… is missing`);
                return { op: 'problem' };
            }
            if (size !== entry.size) {
                problem(entry.path, `cannot restore ${(0,errors/* quote */.hD)(entry.path)}: blob ${sha.slice(0, 12)}… has ${size} bytes, the snapshot says ${entry.size} (corrupt)`);
                return { op: 'problem' };
            }
            if (entry.type === 'symlink') {
                try {
                    target = (await store.read(sha, MAX_LINK_TARGET)).toString('utf8');
                }
                catch (err) {
                    problem(entry.path, `cannot restore ${(0,errors/* quote */.hD)(entry.path)}: ${errText(err)}`);
                    return { op: 'problem' };
                }
                const bad = linkTargetProblem(entry.path, target);
                if (bad) {
                    problem(entry.path, `refusing ${(0,errors/* quote */.hD)(entry.path)}: ${bad}`);
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
            problem(entry.path, `refusing ${(0,errors/* quote */.hD)(entry.path)}: ${state.why}`);
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
            return (await promises_.readlink(sr.abs(entry.path))) === target
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
    const actions = await mapLimit(manifest.files, concurrency, async (entry) => entry.type === 'dir' ? dirActions.get(entry.path) : compare(entry));
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
        const ignore = [
            ...manifest.exclude,
            ...EXCLUDED_DIRS.flatMap((d) => [`**/${d}/*`, `**/${d}/*/**`]),
        ];
        if (manifest.git) {
            const r = await gitSideOfRestore(sr, manifest, removeGlobs, ignore, inManifest, spared);
            addedFiles = r.added;
            gitRestore = r.restoreFromCommit;
            for (const m of r.problems)
                problem('', m);
        }
        else {
            for (const m of await globTree(sr.real, removeGlobs, ignore)) {
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
        return finish(result);
    // 3. Remove what was added (files, then directories left empty, deepest first).
    for (const path of addedFiles) {
        try {
            if (await sr.remove(path))
                result.deleted.push(path);
        }
        catch (err) {
            problem(path, err instanceof PathRefused ? err.message : `cannot remove ${(0,errors/* quote */.hD)(path)}: ${errText(err)}`);
        }
    }
    for (const path of [...addedDirs].sort((a, b) => b.split('/').length - a.split('/').length)) {
        try {
            if (await sr.removeEmptyDir(path))
                result.deleted.push(path);
        }
        catch (err) {
            problem(path, `cannot remove ${(0,errors/* quote */.hD)(path)}: ${errText(err)}`);
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
                : `cannot create ${(0,errors/* quote */.hD)(a.entry.path)}: ${errText(err)}`);
        }
    }
    await mapLimit(writes.filter((w) => w.entry.type !== 'dir'), concurrency, async (a) => {
        const e = a.entry;
        try {
            if (e.type === 'symlink')
                await sr.writeSymlink(e.path, a.target);
            else
                await sr.writeFile(e.path, store.get(e.sha256, e.size), e.mode);
            result.written.push(e.path);
        }
        catch (err) {
            problem(e.path, err instanceof PathRefused
                ? err.message
                : `cannot restore ${(0,errors/* quote */.hD)(e.path)}: ${errText(err)}`);
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
                : `cannot set the mode of ${(0,errors/* quote */.hD)(e.path)}: ${errText(err)}`);
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
    return finish(result);
}
function finish(result) {
    result.written.sort(compareUtf8);
    result.deleted.sort(compareUtf8);
    result.problems.sort((a, b) => compareUtf8(a.path, b.path));
    return result;
}
/**
 * For a git-changed-only snapshot: untracked files under the globs that the snapshot does not
 * list are "added since"; tracked files changed or deleted since, and not listed, come back from
 * the snapshot's commit (only when HEAD is still that commit).
 */
async function gitSideOfRestore(sr, manifest, removeGlobs, ignore, inManifest, spared) {
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
function checkoutFromCommit(root, commit, paths) {
    const what = `${paths.length} file${paths.length === 1 ? '' : 's'} from commit ${commit.slice(0, 12)}`;
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)('git', [
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
            same = sha256Of(await promises_.readlink(sr.abs(f.path))) === f.sha256;
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
                        : `cannot remove ${(0,errors/* quote */.hD)(path)}: ${errText(err)}`,
                });
            }
        }
    }
    return finish(result);
}

;// CONCATENATED MODULE: ./.build/snapshot/snapshot.js
/**
 * Writing a snapshot: store the blobs a collected file set needs that the store does not hold
 * yet, then the manifest. Dedupe is by content: a blob already present (from any earlier
 * checkpoint or run that shares the store) is neither read nor written again.
 */






/**
 * Stores the content of `input` (files read from `root`) and its manifest in `store`. A file whose
 * content changed since it was collected fails the call (its digest would not match the manifest).
 */
async function writeSnapshot(store, input, root, options = {}) {
    const src = Array.isArray(input) ? { files: input } : input;
    const files = [...src.files].sort((a, b) => compareUtf8(a.path, b.path));
    const base = (0,external_node_path_.resolve)(root);
    // One representative entry per distinct blob.
    const wanted = new Map();
    for (const f of files) {
        if (f.type === 'dir')
            continue;
        if (f.sha256 === undefined) {
            throw new errors/* CiStateError */.eS('invalid_input', `snapshot entry ${f.path} has no sha256`);
        }
        if (!wanted.has(f.sha256))
            wanted.set(f.sha256, f);
    }
    const newBlobs = [];
    let newBytes = 0;
    let totalBytes = 0;
    await mapLimit([...wanted.values()], options.concurrency ?? 8, async (f) => {
        const sha = f.sha256;
        totalBytes += f.size;
        if (await store.has(sha))
            return;
        const abs = (0,external_node_path_.join)(base, f.path);
        let added;
        try {
            if (f.type === 'symlink') {
                const target = await promises_.readlink(abs);
                if (sha256Of(target) !== sha)
                    throw new Error('the link changed since it was collected');
                added = (await store.putStream([Buffer.from(target, 'utf8')], { deferSync: true })).added;
            }
            else {
                added = (await store.putFile(abs, { expectSha256: sha, deferSync: true })).added;
            }
        }
        catch (err) {
            throw new errors/* CiStateError */.eS('snapshot_io', `cannot snapshot ${f.path}: ${err.message}`, { exitCode: 1, cause: err });
        }
        if (added) {
            newBlobs.push(sha);
            newBytes += f.size;
        }
    });
    // The manifest is the commit point: every blob it names is on disk before it is written.
    await store.flush(newBlobs);
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
    const m = await storeManifest(store, manifest);
    if (m.added) {
        newBlobs.push(m.sha256);
        newBytes += m.size;
    }
    newBlobs.sort();
    return {
        manifest,
        manifestSha: m.sha256,
        newBlobs,
        newBytes,
        blobs: [...wanted.keys(), m.sha256].sort(),
        totalBytes,
    };
}

;// CONCATENATED MODULE: ./.build/snapshot/index.js
/**
 * File snapshots for checkpoints: content-addressed, deduplicated, restored safely.
 *
 *   collectFiles   expand globs under a root; exclusions, refusals, sha256 of every entry
 *   writeSnapshot  store the blobs not yet present, then the manifest (itself a blob)
 *   restoreFiles   make the workspace match a manifest (or `dryRun` for the diff only)
 *   rollbackFiles  restoreFiles, also removing what later phases added
 *   packBlobs / unpackBlobs       ship blobs to and from the Actions cache or artifacts
 *   captureExternal / restoreExternal   state outside the workspace (a database)
 *
 * See docs/checkpoints.md for the formats and the safety rules.
 */










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
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27382);
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
            const transient = ['EPERM', 'EACCES', 'EBUSY'].includes((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .errnoCode */ .UK)(err) ?? '');
            if (platform !== 'win32' || !transient || attempt >= 8)
                throw err;
            await new Promise((r) => setTimeout(r, 10 * attempt));
        }
    }
}
/** Directory fsync is not supported everywhere (some network and Windows file systems). */
const DIR_SYNC_UNSUPPORTED = new Set(['EINVAL', 'ENOTSUP', 'EOPNOTSUPP', 'EISDIR', 'EPERM']);
/** fsync a directory so that a rename or a new entry in it is on disk. */
async function syncDirectory(dir, fs = /*#__PURE__*/ (node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache || (node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache = __webpack_require__.t(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__, 2)))) {
    let handle;
    try {
        handle = await fs.open(dir, 'r');
        await handle.sync();
    }
    catch (err) {
        if (!DIR_SYNC_UNSUPPORTED.has((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .errnoCode */ .UK)(err) ?? ''))
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
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .fsError */ .yi)('write', path, err);
    }
    try {
        await syncDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), fs);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('store_io', `cannot write ${path}: ${(0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(err)} while syncing its directory; ` +
            'the new content is in place but may not survive a crash', { exitCode: 1, cause: err });
    }
}
/**
 * Remove leftover temp files in `dir` (not recursive): those whose writer process is dead, and any
 * `*.tmp` older than `maxAgeMs` (a durable write takes milliseconds, not minutes). Returns the
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
        if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .errnoCode */ .UK)(err) === 'ENOENT' || (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .errnoCode */ .UK)(err) === 'ENOTDIR')
            return [];
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .fsError */ .yi)('read', dir, err);
    }
    const removed = [];
    for (const name of names) {
        if (!name.endsWith('.tmp'))
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
        const pid = Number(TEMP_PATTERN.exec(name)?.[2] ?? NaN);
        const writerGone = Number.isInteger(pid) && pid !== process.pid && !(0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .isProcessAlive */ .jW)(pid);
        const old = now() - stat.mtimeMs > maxAgeMs;
        if (!writerGone && !old)
            continue;
        try {
            await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink(path);
            removed.push(path);
        }
        catch (err) {
            if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .errnoCode */ .UK)(err) !== 'ENOENT')
                throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_4__/* .fsError */ .yi)('remove', path, err);
        }
    }
    return removed;
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

/***/ 52724:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   b8: () => (/* binding */ appendHistory),
/* harmony export */   hv: () => (/* binding */ HISTORY_LOCK)
/* harmony export */ });
/* unused harmony export readHistory */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47141);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8005);
/* harmony import */ var _core_migrate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(62589);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22720);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(27382);
/* harmony import */ var _jsonl_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(39038);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(93173);
/**
 * `history.jsonl`: one HistoryEntry per line, append-only. Appends are serialised by
 * `history.lock` next to the file and land in one write + fsync; reading streams the file, so a
 * long history never has to fit in memory, and a torn or invalid line is dropped and counted,
 * never fatal.
 */









const HISTORY_FILE = 'history.jsonl';
const HISTORY_LOCK = 'history.lock';
/**
 * Append entries to `<dir>/history.jsonl`. Every entry is validated first: if one is invalid,
 * nothing is written. A torn tail left by a killed writer is cut off first (and reported through
 * `onWarning`).
 */
async function appendHistory(dir, entries, options = {}) {
    const lines = entries.map((entry, i) => {
        const r = _core_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .HistoryEntry */ .XF.safeParse(entry);
        if (!r.success) {
            const issues = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .formatIssues */ .og)(r.error.issues);
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('invalid_input', `history entry ${i + 1} is invalid: ${issues.join('; ')}`, { details: issues });
        }
        return JSON.stringify(r.data);
    });
    if (lines.length === 0)
        return { appended: 0, repairedBytes: 0 };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true }).catch((err) => {
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_6__/* .fsError */ .yi)('create', dir, err);
    });
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, HISTORY_FILE);
    const { repairedBytes } = await (0,_lock_js__WEBPACK_IMPORTED_MODULE_8__/* .withLock */ .kK)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, HISTORY_LOCK), () => (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_7__/* .appendJsonLines */ .c)(path, lines), options);
    if (repairedBytes > 0) {
        options.onWarning?.(`${path} ended with a torn line (${repairedBytes} bytes); removed it before appending`);
    }
    return { appended: lines.length, repairedBytes };
}
/**
 * Stream the entries of a history file. `stats` (skipped lines, torn tail, ...) is complete once
 * `entries` has been iterated to its end. A missing file has no entries.
 */
function readHistory(path) {
    return readJsonLines(path, (value) => {
        try {
            return parseHistoryEntry(value, path);
        }
        catch {
            return undefined;
        }
    });
}


/***/ }),

/***/ 39038:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ appendJsonLines),
/* harmony export */   s: () => (/* binding */ readJsonLines)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33367);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27382);
/**
 * Append-only JSON Lines files (history, journals): appends that never leave a torn line behind
 * them, and a streaming reader that drops what it cannot trust and counts it.
 *
 * A line is complete only when its "\n" is on disk. A process killed mid-append can leave a last
 * line without one: readers drop it (and count it), and the next append cuts it off first, so new
 * lines never get glued onto a torn one.
 */




const NEWLINE = 0x0a;
const CHUNK = 64 * 1024;
/** Offset just past the last "\n" in the first `size` bytes of the file (0 if there is none). */
async function endOfLastLine(handle, size) {
    const buf = Buffer.alloc(CHUNK);
    let end = size;
    while (end > 0) {
        const start = Math.max(0, end - CHUNK);
        const { bytesRead } = await handle.read(buf, 0, end - start, start);
        const i = buf.subarray(0, bytesRead).lastIndexOf(NEWLINE);
        if (i >= 0)
            return start + i + 1;
        end = start;
    }
    return 0;
}
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
            if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_3__/* .errnoCode */ .UK)(err) !== 'ENOENT')
                throw err;
            existed = false;
        });
        handle = await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open(path, 'a+', 0o644);
    }
    catch (err) {
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_3__/* .fsError */ .yi)('append to', path, err);
    }
    let size = 0;
    let repairedBytes = 0;
    try {
        size = (await handle.stat()).size;
        if (size > 0) {
            const last = Buffer.alloc(1);
            await handle.read(last, 0, 1, size - 1);
            if (last[0] !== NEWLINE) {
                const keep = await endOfLastLine(handle, size);
                await handle.truncate(keep);
                repairedBytes = size - keep;
                size = keep;
            }
        }
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
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_3__/* .fsError */ .yi)('append to', path, err);
    }
    // The lines are written and fsynced: a close that reports an error loses nothing, so it does not
    // turn an append that happened into a failure (nor escape as a raw error).
    await handle.close().catch(() => undefined);
    if (!existed) {
        await (0,_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .syncDirectory */ .zR)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path)).catch((err) => {
            throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_3__/* .fsError */ .yi)('append to', path, err);
        });
    }
    return { repairedBytes, start: size };
}
/**
 * Stream a JSON Lines file: `entries` yields each line that `parse` accepts (parse returns
 * undefined to reject), `stats` counts what was dropped and is complete once iteration ends.
 * A missing file has no entries. The iterable can be consumed once.
 */
function readJsonLines(path, parse, options = {}) {
    const maxLineBytes = options.maxLineBytes ?? 4 * 1024 * 1024;
    const stats = {
        entries: 0,
        skipped: 0,
        tornTail: false,
        invalidJson: 0,
        invalidEntries: 0,
        tooLong: 0,
    };
    function take(line) {
        const text = line.toString('utf8');
        if (text.trim() === '')
            return undefined;
        let value;
        try {
            value = JSON.parse(text);
        }
        catch {
            stats.invalidJson++;
            stats.skipped++;
            return undefined;
        }
        const entry = parse(value);
        if (entry === undefined) {
            stats.invalidEntries++;
            stats.skipped++;
            return undefined;
        }
        stats.entries++;
        return entry;
    }
    async function* generate() {
        let handle;
        try {
            handle = await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open(path, 'r');
        }
        catch (err) {
            if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_3__/* .errnoCode */ .UK)(err) === 'ENOENT')
                return;
            throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_3__/* .fsError */ .yi)('read', path, err);
        }
        const stream = handle.createReadStream({ highWaterMark: CHUNK, autoClose: false });
        let pending = [];
        let pendingBytes = 0;
        let discarding = false; // inside an over-long line: drop bytes until its "\n"
        try {
            for await (const chunk of stream) {
                let start = 0;
                for (;;) {
                    const nl = chunk.indexOf(NEWLINE, start);
                    if (nl < 0)
                        break;
                    const piece = chunk.subarray(start, nl);
                    start = nl + 1;
                    if (discarding) {
                        discarding = false;
                        continue;
                    }
                    const line = pendingBytes ? Buffer.concat([...pending, piece]) : piece;
                    pending = [];
                    pendingBytes = 0;
                    if (line.length > maxLineBytes) {
                        stats.tooLong++;
                        stats.skipped++;
                        continue;
                    }
                    const entry = take(line);
                    if (entry !== undefined)
                        yield entry;
                }
                if (start < chunk.length && !discarding) {
                    pending.push(chunk.subarray(start));
                    pendingBytes += chunk.length - start;
                    if (pendingBytes > maxLineBytes) {
                        pending = [];
                        pendingBytes = 0;
                        discarding = true;
                        stats.tooLong++;
                        stats.skipped++;
                    }
                }
            }
        }
        catch (err) {
            throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_3__/* .fsError */ .yi)('read', path, err);
        }
        finally {
            stream.destroy();
            await handle.close().catch(() => undefined);
        }
        if (discarding || pendingBytes > 0) {
            // No final "\n": a torn append. (An over-long tail was already counted once.)
            stats.tornTail = true;
            if (!discarding)
                stats.skipped++;
        }
    }
    return { entries: generate(), stats };
}


/***/ }),

/***/ 93173:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LD: () => (/* binding */ tryAcquireLock),
/* harmony export */   kK: () => (/* binding */ withLock)
/* harmony export */ });
/* unused harmony exports acquireLock, lockHolder */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8005);
/* harmony import */ var _atomic_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33367);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(27382);
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
 *     a warning; a live holder, or a holder on another host, is waited for until the timeout;
 *   - an empty or unparsable lock file (its creator died between create and write) is stale once
 *     it is older than `corruptStaleMs`;
 *   - stealing happens under a second, short-lived `<lock>.steal` lock, and the stale file is
 *     re-read there before it is removed, so two waiters can never both steal, nor remove a fresh
 *     lock that a third process created meanwhile;
 *   - release removes the file only if it still holds our token.
 */






const MIN_DELAY_MS = 5;
const MAX_DELAY_MS = 100;
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
async function readLock(path) {
    try {
        const [text, stat] = await Promise.all([node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile(path, 'utf8'), node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat(path)]);
        return { text, mtimeMs: stat.mtimeMs };
    }
    catch (err) {
        if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) === 'ENOENT')
            return undefined;
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('read the lock', path, err);
    }
}
/** Errors of a file system that cannot make hard links (the lock is then created in place). */
const NO_LINK = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);
/** Create the lock file exclusively. Returns the holder record, or undefined if it exists. */
async function tryCreate(path) {
    const holder = {
        pid: process.pid,
        host: (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)(),
        startedAt: new Date().toISOString(),
        token: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(12).toString('hex'),
    };
    // The holder is written to a temp file first and linked into place, so the lock file never
    // exists without its holder: a process killed between creating and writing it would otherwise
    // leave an empty lock that every other process has to wait `corruptStaleMs` for.
    const temp = (0,_atomic_js__WEBPACK_IMPORTED_MODULE_4__/* .tempPathFor */ .FD)(path);
    try {
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile(temp, JSON.stringify(holder), { flag: 'wx', mode: 0o644 });
    }
    catch (err) {
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('create the lock', path, err);
    }
    let linked = false;
    try {
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link(temp, path);
        linked = true;
    }
    catch (err) {
        if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) === 'EEXIST')
            return undefined;
        if (!NO_LINK.has((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) ?? ''))
            throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('create the lock', path, err);
    }
    finally {
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink(temp).catch(() => undefined);
    }
    return linked ? holder : createInPlace(path, holder);
}
/** Exclusive create, then write (where hard links are not available). */
async function createInPlace(path, holder) {
    let handle;
    try {
        handle = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open(path, 'wx', 0o644);
    }
    catch (err) {
        if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) === 'EEXIST')
            return undefined;
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('create the lock', path, err);
    }
    try {
        await handle.writeFile(JSON.stringify(holder));
    }
    catch (err) {
        await handle.close().catch(() => undefined);
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink(path).catch(() => undefined);
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('write the lock', path, err);
    }
    await handle.close();
    return holder;
}
/** Why the lock at `path` (read as `seen`) is stale, or undefined if it is not. */
function staleReason(path, seen, corruptStaleMs) {
    const holder = parseHolder(seen.text);
    if (holder) {
        if (holder.host === (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)() && !(0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .isProcessAlive */ .jW)(holder.pid)) {
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
async function steal(path, seen, corruptStaleMs) {
    const stealPath = `${path}.steal`;
    const stealer = await tryCreate(stealPath);
    if (!stealer) {
        // Another process is stealing. If it died doing so, its steal lock is stale too.
        const other = await readLock(stealPath);
        if (other && staleReason(stealPath, other, corruptStaleMs)) {
            await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink(stealPath).catch(() => undefined);
        }
        return false;
    }
    try {
        const again = await readLock(path);
        if (!again || again.text !== seen.text || again.mtimeMs !== seen.mtimeMs)
            return false;
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink(path).catch((err) => {
            if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) !== 'ENOENT')
                throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('remove the stale lock', path, err);
        });
        return true;
    }
    finally {
        await releaseFile(stealPath, stealer.token);
    }
}
/** Remove the lock file if it still holds `token`. Returns false if it was not ours any more. */
async function releaseFile(path, token) {
    const seen = await readLock(path);
    if (!seen || parseHolder(seen.text)?.token !== token)
        return false;
    try {
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink(path);
    }
    catch (err) {
        if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) !== 'ENOENT')
            throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('release the lock', path, err);
    }
    return true;
}
function handleFor(path, holder, options) {
    let released = false;
    return {
        path,
        token: holder.token,
        async release() {
            if (released)
                return;
            released = true;
            if (!(await releaseFile(path, holder.token))) {
                options.onWarning?.(`the lock at ${path} was no longer ours when released`);
            }
        },
    };
}
/**
 * One attempt: take the lock if it is free or stale. Returns undefined when a live process holds
 * it, together with what was seen (for the timeout message).
 */
async function attempt(path, options) {
    const corruptStaleMs = options.corruptStaleMs ?? 5_000;
    for (let i = 0; i < 3; i++) {
        const holder = await tryCreate(path);
        if (holder)
            return { handle: handleFor(path, holder, options) };
        const seen = await readLock(path);
        if (!seen)
            continue; // released between our create and our read: try again at once
        const reason = staleReason(path, seen, corruptStaleMs);
        if (!reason)
            return { seen: seen.text };
        if (await steal(path, seen, corruptStaleMs))
            options.onWarning?.(reason);
    }
    return {};
}
/** Take the lock without waiting: undefined if a live process holds it. */
async function tryAcquireLock(path, options = {}) {
    return (await attempt(path, options)).handle;
}
/** Take the lock, waiting with jittered backoff up to `timeoutMs`. */
async function acquireLock(path, options = {}) {
    const timeoutMs = options.timeoutMs ?? 10_000;
    const deadline = Date.now() + timeoutMs;
    let delay = MIN_DELAY_MS;
    for (;;) {
        const { handle, seen } = await attempt(path, options);
        if (handle)
            return handle;
        if (Date.now() >= deadline) {
            const holder = seen === undefined ? undefined : parseHolder(seen);
            const who = holder
                ? `process ${holder.pid} on ${holder.host} since ${holder.startedAt}`
                : 'another process';
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('lock_timeout', `timed out after ${timeoutMs} ms waiting for the lock ${path}, held by ${who}`, { exitCode: 1 });
        }
        const jittered = delay / 2 + (Math.random() * delay) / 2;
        await new Promise((r) => setTimeout(r, Math.min(jittered, Math.max(0, deadline - Date.now()))));
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
    const seen = await readLock(path);
    return seen ? parseHolder(seen.text) : undefined;
}


/***/ })

};
