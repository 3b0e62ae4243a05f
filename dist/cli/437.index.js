export const id = 437;
export const ids = [437,6424];
export const modules = {

/***/ 82876:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fv: () => (/* binding */ gitHubEnvironment),
/* harmony export */   g0: () => (/* binding */ runAttemptOf),
/* harmony export */   xr: () => (/* binding */ onGitHub)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _matrix_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80298);
/**
 * GitHub Actions: the scope and origin from the runner's GITHUB_* variables; the run id
 * (GITHUB_RUN_ID) and the attempt (GITHUB_RUN_ATTEMPT) are GitHub's own, and "Re-run jobs"
 * keeps the run id and counts the attempt up.
 */


function onGitHub(env) {
    return env.GITHUB_ACTIONS === 'true';
}
/**
 * The attempt on a runner: `CI_STATE_RUN_ATTEMPT` when set, else `GITHUB_RUN_ATTEMPT` (a step
 * cannot change the runner's own variables). Setting it, with `CI_STATE_JOB`, lets a later job of
 * the same workflow run act as the next attempt of an earlier one: a re-run inside one run.
 * `fallback` when neither says (off a runner, or a state's own attempt).
 */
function runAttemptOf(env, fallback = 1) {
    const own = env.CI_STATE_RUN_ATTEMPT;
    if (own !== undefined && own !== '') {
        if (!/^[1-9]\d{0,5}$/.test(own.trim()))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `CI_STATE_RUN_ATTEMPT is ${JSON.stringify(own)}: expected a whole number from 1 (the attempt to act as)`);
        return Number(own.trim());
    }
    if (!env.GITHUB_RUN_ATTEMPT)
        return fallback;
    const attempt = Number.parseInt(env.GITHUB_RUN_ATTEMPT, 10);
    return Number.isFinite(attempt) && attempt > 0 ? attempt : 1;
}
function gitHubEnvironment(opts, env, host) {
    const workflow = opts.workflow ?? env.CI_STATE_WORKFLOW ?? env.GITHUB_WORKFLOW ?? 'workflow';
    const baseJob = opts.job ?? env.CI_STATE_JOB ?? env.GITHUB_JOB ?? 'job';
    const job = opts.scope ? `${baseJob}:${opts.scope}` : baseJob;
    const repo = env.GITHUB_REPOSITORY ?? '';
    const ref = env.GITHUB_REF ?? '';
    const attempt = runAttemptOf(env);
    return {
        onRunner: true,
        host,
        scope: { repo, workflow, job, matrix: (0,_matrix_js__WEBPACK_IMPORTED_MODULE_1__/* .matrixKey */ .z)(opts.matrix ?? env.CI_STATE_MATRIX), ref },
        origin: {
            repo,
            workflow,
            job,
            runId: env.GITHUB_RUN_ID ?? '',
            runAttempt: attempt,
            sha: env.GITHUB_SHA ?? '',
            ref,
            event: env.GITHUB_EVENT_NAME ?? '',
            actor: env.GITHUB_ACTOR ?? '',
        },
    };
}


/***/ }),

/***/ 80298:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ ciMatrixKey),
/* harmony export */   z: () => (/* binding */ matrixKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/** The matrix part of a scope: which leg of a matrix or which parallel copy of a job this is. */

/** A stable key for a matrix leg: the canonical JSON of the matrix object, hashed when long. */
function matrixKey(matrixJson) {
    if (!matrixJson || matrixJson.trim() === '' || matrixJson.trim() === 'null')
        return '';
    let value;
    try {
        value = JSON.parse(matrixJson);
    }
    catch {
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(matrixJson).digest('hex').slice(0, 16);
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
        const entries = Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
        const text = entries.map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
        const joined = text.join(',');
        return joined.length <= 200
            ? joined
            : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(joined).digest('hex').slice(0, 16);
    }
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}
/**
 * The matrix key of a job on another CI system: the system's own parts (`parallel`: index/total,
 * `label`: a matrix leg's label) with `CI_STATE_MATRIX` (JSON, an object's keys merged) on top.
 */
function ciMatrixKey(parts, own) {
    const value = {};
    for (const [k, v] of Object.entries(parts))
        if (v !== undefined)
            value[k] = v;
    if (own !== undefined && own.trim() !== '' && own.trim() !== 'null') {
        let parsed;
        try {
            parsed = JSON.parse(own);
        }
        catch {
            parsed = own;
        }
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
            Object.assign(value, parsed);
        else
            value.matrix = own;
    }
    return Object.keys(value).length === 0 ? '' : matrixKey(JSON.stringify(value));
}


/***/ }),

/***/ 76424:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KR: () => (/* binding */ PersisterStatus),
/* harmony export */   L4: () => (/* binding */ SESSION_ENV),
/* harmony export */   MK: () => (/* binding */ lastEndedPhase),
/* harmony export */   describeSave: () => (/* binding */ describeSave),
/* harmony export */   lo: () => (/* binding */ cacheBytesOf),
/* harmony export */   q2: () => (/* binding */ SaveOutcome),
/* harmony export */   xg: () => (/* binding */ SessionFile)
/* harmony export */ });
/* unused harmony exports S3Location, RunnerSettings, PersisterAddress, writeSessionFile, partlySaved */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92857);
/**
 * The job's session file (RUNNER_TEMP, mode 600; its path is exported as CI_STATE_SESSION): how
 * the job saves, where its store is, which storage (GitHub's services, or a bucket: never a
 * credential), and where the job's persistence process listens. Also the wording of a save's
 * outcome, the same for every storage.
 */



/** A bucket (`storage: s3`): no credentials, those come from the AWS SDK's default chain. */
const S3Location = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    bucket: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    prefix: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    region: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    endpoint: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    forcePathStyle: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
});
/** How the job saves: the Action's inputs that matter after the main step. */
const RunnerSettings = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    /** phase: after every phase end (in the background); job: only at the end. */
    persist: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['phase', 'job']),
    crossRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    retentionDays: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).max(400).optional(),
    /** Where checkpoint content goes on GitHub (the `checkpoint-storage` input, github/keys.ts). */
    checkpointStorage: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['cache', 'artifact', 'both']),
    /** Packs larger than this (bytes) go to an artifact instead of the cache (`cache-pack-limit`). */
    cachePackLimit: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().optional(),
    failOnError: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    /** A file (mode 600, in RUNNER_TEMP) holding the integrity key; never the key itself. */
    integrityKeyFile: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** `storage: s3`: the bucket; without it, GitHub's cache and artifacts. */
    s3: S3Location.optional(),
});
const Hex = (n) => zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(new RegExp(`^[0-9a-f]{${n}}$`));
/** Where the job's persistence process listens, and the secret its requests carry. */
const PersisterAddress = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    socket: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(300),
    secret: Hex(64),
    pid: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive(),
    /** Its log: one line per save, shown by the post step. */
    log: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
});
/** The job's session file (CI_STATE_SESSION). */
const SessionFile = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    v: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    storeDir: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    scopeKey: Hex(32),
    settings: RunnerSettings,
    persister: PersisterAddress.optional(),
});
const SESSION_ENV = 'CI_STATE_SESSION';
/** Writes the session file (mode 600), whole or not at all. */
async function writeSessionFile(path, file) {
    const tmp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, JSON.stringify(SessionFile.parse(file)), { mode: 0o600 });
    await rename(tmp, path);
}
/** One line saying where a save went, or why it went nowhere: the report's only wording. */
function describeSave(report, reason) {
    if (!report)
        return `NOT saved: ${reason ?? 'nothing was attempted'}`;
    if (report.saved) {
        const where = report.copies.filter((c) => c.ok).map((c) => c.where ?? c.place);
        const missing = report.copies
            .filter((c) => !c.ok && !c.skipped)
            .map((c) => `${c.place} NOT saved (${c.reason})`);
        return `Saved to ${where.join(' and ')}${missing.length ? `; ${missing.join('; ')}` : ''}.`;
    }
    const reasons = report.copies
        .map((c) => c.reason)
        .filter(Boolean)
        .join('; ');
    return `NOT saved: ${reasons || 'the services did not confirm the save'}`;
}
/** True when a copy the save made was not made (a partial save: said as a warning). */
function partlySaved(report) {
    return report.copies.some((c) => !c.ok && !c.skipped);
}
/** What one save at a phase end (or the process's saves so far) came to. */
const SaveOutcome = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    seq: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    saved: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    /** The phase whose end the saved state is the first to hold (undefined: none ended yet). */
    afterPhase: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    line: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    problem: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
});
/** What the persistence process did in the job. */
const PersisterStatus = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    requests: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    saves: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    failed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    /** Requests answered by a later save (intermediate states skipped). */
    coalesced: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    refused: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    /** Bytes of the cache entries its saves made (states and packs): its share of the repository's. */
    cacheBytes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative().optional(),
    /** The last save that was verified. */
    last: SaveOutcome.optional(),
    /** Why the last save that failed did, if it is more recent than the last verified one. */
    lastProblem: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
});
/** Bytes of the cache entries a save made: the state's and its packs' that got to the cache. */
function cacheBytesOf(done) {
    const state = done.report.copies.some((c) => c.place === 'cache' && c.ok) ? done.report.bytes : 0;
    return done.shipped.reduce((n, p) => n + (p.key ? p.bytes : 0), state);
}
/** The phase that ended last in `state` (the one a save of it is "after"). */
function lastEndedPhase(state) {
    let best;
    for (const [id, r] of Object.entries(state.phases)) {
        if (r.status === 'running' || r.status === 'skipped' || !r.endedAt)
            continue;
        if (!best || r.endedAt >= best.at)
            best = { id, at: r.endedAt };
    }
    return best?.id;
}


/***/ }),

/***/ 50437:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ RunnerSession),
/* harmony export */   sessionFromEnv: () => (/* binding */ sessionFromEnv)
/* harmony export */ });
/* unused harmony export openRunnerSession */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var _core_canonical_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13930);
/* harmony import */ var _ci_github_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82876);
/* harmony import */ var _transfer_channel_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96095);
/* harmony import */ var _session_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76424);
/**
 * The runner session: the only code that turns the runner's environment and the Action's settings
 * into persistence (a PersistContext and the job's storage) and offers it to the Action's steps
 * and to the CLI, whatever the storage.
 *
 * The main step opens it from its inputs and writes the job's session file (session-file.ts).
 * `ci-state` in a `run:` step opens the session from that file and hands each new state to the
 * job's persistence process (`handOff`, persister.ts); the post step drains the process and saves
 * the final state itself. Which adapter a session uses is the caller's choice (`StorageWiring`):
 * this module knows only the storage interface.
 */






/**
 * Whether `pid` is still the job's persistence process: alive, and on Linux not a zombie and
 * still running `ci-state __persist` (a pid can be reused on a long job).
 */
function alive(pid) {
    if (process.platform === 'linux') {
        try {
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
            if (/^\d+ \(.*\) Z/s.test(stat))
                return false;
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/cmdline`, 'utf8').includes('__persist');
        }
        catch {
            return false;
        }
    }
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (e) {
        return e.code === 'EPERM';
    }
}
class RunnerSession {
    settings;
    opts;
    file;
    env;
    integrityKey;
    constructor(settings, opts, 
    /** The session file, when the session was opened from one (later steps). */
    file, env = process.env) {
        this.settings = settings;
        this.opts = opts;
        this.file = file;
        this.env = env;
        this.integrityKey = opts.integrityKey;
        if (!this.integrityKey && settings.integrityKeyFile) {
            try {
                this.integrityKey = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(settings.integrityKeyFile, 'utf8').trim() || undefined;
            }
            catch {
                this.integrityKey = undefined;
            }
        }
    }
    /** True when this process itself can reach the job's storage (for GitHub: an Action step). */
    get savesHere() {
        return this.opts.wiring.reachable(this.settings, this.env);
    }
    /** The persistence context for `scope` in this run (another run or attempt when given). */
    context(scope, at = {}) {
        const env = this.env;
        return {
            scope,
            scopeKey: (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_2__/* .scopeKey */ .OD)(scope),
            repository: at.repository ?? env.GITHUB_REPOSITORY ?? '',
            runId: at.runId ?? env.GITHUB_RUN_ID ?? '',
            attempt: at.attempt ?? (0,_ci_github_js__WEBPACK_IMPORTED_MODULE_3__/* .runAttemptOf */ .g0)(env),
            ...(this.integrityKey ? { integrityKey: this.integrityKey } : {}),
            crossRun: this.settings.crossRun,
            log: this.opts.log,
            ...(this.opts.progress ? { progress: this.opts.progress } : {}),
        };
    }
    /** The context of the run a state belongs to. */
    contextOf(state) {
        return this.context(state.scope, {
            repository: this.env.GITHUB_REPOSITORY ?? state.origin.repo,
            runId: this.env.GITHUB_RUN_ID ?? state.origin.runId,
            attempt: (0,_ci_github_js__WEBPACK_IMPORTED_MODULE_3__/* .runAttemptOf */ .g0)(this.env, state.origin.runAttempt),
        });
    }
    /** The job's storage for `ctx`. */
    storage(ctx) {
        return this.opts.wiring.open({
            ctx,
            settings: this.settings,
            ...(this.opts.token ? { token: this.opts.token } : {}),
            env: this.env,
        });
    }
    async restore(ctx) {
        const { restoreState } = await Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(5047), __webpack_require__.e(7397), __webpack_require__.e(9746)]).then(__webpack_require__.bind(__webpack_require__, 53704));
        return restoreState(ctx, await this.storage(ctx));
    }
    async fetchPacks(storeDir, state, ctx) {
        const { fetchPacks } = await Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(5047), __webpack_require__.e(8638), __webpack_require__.e(5814), __webpack_require__.e(7397), __webpack_require__.e(4098), __webpack_require__.e(7133)]).then(__webpack_require__.bind(__webpack_require__, 65061));
        return fetchPacks(storeDir, state, ctx, await this.storage(ctx));
    }
    /** Saves the state and the checkpoint content it needs from this process (see packs.ts). */
    async save(storeDir, state, list, opts = {}) {
        const { saveStateAndContent } = await Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(5047), __webpack_require__.e(8638), __webpack_require__.e(5814), __webpack_require__.e(7397), __webpack_require__.e(4098), __webpack_require__.e(6705)]).then(__webpack_require__.bind(__webpack_require__, 92331));
        const ctx = this.contextOf(state);
        return saveStateAndContent(storeDir, state, ctx, await this.storage(ctx), list, opts);
    }
    /**
     * Ships a checkpoint's pack while it is written, where this process can and the storage takes
     * one that way (GitHub's cache: a bucket takes the pack with the state).
     */
    async shipPack(storeDir, state) {
        if (this.settings.s3 || !this.savesHere)
            return undefined;
        const storage = await this.storage(this.contextOf(state));
        return storage.shipWhileWritten?.(storeDir, state.seq);
    }
    /**
     * One request to the job's persistence process. One that comes before the process listens
     * (it was started a moment ago) waits for it while the process is alive, up to `startMs`.
     */
    async request(op, extra, timeoutMs, startMs = 20_000) {
        const f = this.file.content;
        const p = f.persister;
        const req = { v: 1, secret: p.secret, scopeKey: f.scopeKey, op, ...extra };
        const until = Date.now() + startMs;
        for (;;) {
            try {
                return await (0,_transfer_channel_js__WEBPACK_IMPORTED_MODULE_4__/* .sendRequest */ .w$)(p.socket, req, timeoutMs);
            }
            catch (e) {
                const early = e instanceof _transfer_channel_js__WEBPACK_IMPORTED_MODULE_4__/* .ChannelError */ .Q6 && (e.code === 'ENOENT' || e.code === 'ECONNREFUSED');
                if (!early || Date.now() > until || !alive(p.pid))
                    throw e;
                await new Promise((r) => setTimeout(r, 25));
            }
        }
    }
    /**
     * After a phase ended (`state` is in the store): with `persist: phase`, hands it to the job's
     * persistence process and returns at once (with `wait` or fail-on-error, once it is saved); with
     * `persist: job`, only with `wait` (a side effect ended), and then once it is saved. Where the
     * process is gone, saves from here if this process can reach the storage, else says once that
     * per-phase persistence is off for the rest of the job.
     */
    async handOff(storeDir, state, list, opts = {}) {
        // With `persist: job`, only what cannot wait for the post step is saved now: the end of a
        // side effect (`wait`), whose record alone keeps a re-run from executing it again.
        if (this.settings.persist !== 'phase' && opts.wait !== true)
            return { kind: 'none' };
        let gone = 'no persistence process was started for this job';
        if (this.file?.content.persister) {
            const wait = this.settings.failOnError || opts.wait === true;
            try {
                // Waiting for a save is bounded by the retry policy on the other side.
                const answer = await this.request('save', { seq: state.seq, wait }, wait ? 600_000 : 30_000);
                if (answer.ok !== true)
                    throw new _transfer_channel_js__WEBPACK_IMPORTED_MODULE_4__/* .ChannelError */ .Q6(String(answer.error ?? 'refused'));
                if (!wait)
                    return { kind: 'queued' };
                return { kind: 'saved', outcome: _session_file_js__WEBPACK_IMPORTED_MODULE_5__/* .SaveOutcome */ .q2.parse(answer.outcome) };
            }
            catch (e) {
                if (!(e instanceof _transfer_channel_js__WEBPACK_IMPORTED_MODULE_4__/* .ChannelError */ .Q6))
                    throw e;
                gone = `the job's persistence process is gone (${e.message})`;
            }
        }
        if (this.savesHere)
            return { kind: 'direct', save: await this.save(storeDir, state, list) };
        return { kind: 'off', ...(await this.sayOnce(gone)) };
    }
    /** The warning that per-phase persistence is off, the first time a step of the job meets it. */
    async sayOnce(why) {
        const marker = this.file ? `${this.file.path}.off` : undefined;
        if (marker) {
            try {
                await (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(marker, 'wx', 0o600)).close();
            }
            catch {
                return {};
            }
        }
        return {
            warning: `per-phase persistence is off for the rest of the job: ${why}; the state is kept in the job's store and saved by the post step`,
        };
    }
    /**
     * Stops the job's persistence process: it finishes the save in flight (within `timeoutMs`),
     * drops what is pending (the caller saves the final state) and says what it saved.
     */
    async drain(timeoutMs) {
        if (!this.file?.content.persister)
            return {};
        try {
            const answer = await this.request('drain', {}, timeoutMs);
            if (answer.ok !== true)
                return { problem: String(answer.error ?? 'refused') };
            return { status: _session_file_js__WEBPACK_IMPORTED_MODULE_5__/* .PersisterStatus */ .KR.parse(answer.status) };
        }
        catch (e) {
            // One that is there but does not answer in time is stopped (the post step saves).
            const pid = this.file.content.persister.pid;
            if (alive(pid)) {
                try {
                    process.kill(pid, 'SIGKILL');
                }
                catch {
                    // gone meanwhile
                }
            }
            return { problem: `the job's persistence process did not answer: ${e.message}` };
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(`${this.file.path}.off`, { force: true });
        }
    }
    /** One line on how this job saves. */
    describe() {
        if (this.settings.persist === 'job')
            return 'saved at the end of the job (post step)';
        if (this.file?.content.persister)
            return `saved after every phase in the background (process ${this.file.content.persister.pid})`;
        return 'saved after every phase from each step';
    }
}
/**
 * The session later steps of the job open: from the session file CI_STATE_SESSION names.
 * Undefined without one; a file that is not a session file is an error.
 */
function sessionFromEnv(env, opts) {
    const path = env[_session_file_js__WEBPACK_IMPORTED_MODULE_5__/* .SESSION_ENV */ .L4];
    if (!path)
        return undefined;
    let content;
    try {
        content = _session_file_js__WEBPACK_IMPORTED_MODULE_5__/* .SessionFile */ .xg.parse(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8')));
    }
    catch (e) {
        throw new Error(`${_session_file_js__WEBPACK_IMPORTED_MODULE_5__/* .SESSION_ENV */ .L4} (${path}) is not a ci-state session file: ${e.message}`);
    }
    return new RunnerSession(content.settings, opts, { path, content }, env);
}
/** The session of an Action step, from its settings. */
function openRunnerSession(settings, opts, env = process.env) {
    return new RunnerSession(RunnerSettings.parse(settings), opts, undefined, env);
}


/***/ }),

/***/ 96095:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H_: () => (/* binding */ serveChannel),
/* harmony export */   Q6: () => (/* binding */ ChannelError),
/* harmony export */   w$: () => (/* binding */ sendRequest)
/* harmony export */ });
/* unused harmony exports MAX_REQUEST_BYTES, ChannelRequest, socketPathFor */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77030);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(92857);
/**
 * The local channel between a job's `ci-state` commands and its persistence process: one request
 * per connection, one JSON line each way, over a Unix socket (a named pipe on Windows) created
 * with mode 600. A request must carry the session's secret and scope; anything else is refused.
 * Requests name no cache key and carry no content: the process only ever saves its own store's
 * state of its own scope, so the most a request can do is ask it to save sooner.
 */





/** The longest request line accepted; real ones are about 200 bytes. */
const MAX_REQUEST_BYTES = 4096;
/** The longest answer a client reads. */
const MAX_ANSWER_BYTES = 64 * 1024;
const Hex = (n) => zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(new RegExp(`^[0-9a-f]{${n}}$`));
const ChannelRequest = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    v: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(1),
    secret: Hex(64),
    scopeKey: Hex(32),
    /** save: the store's state changed (to `seq`); status: what was saved; drain: finish and stop. */
    op: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['save', 'status', 'drain']),
    seq: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().nonnegative().optional(),
    /** save: answer only once a save of `seq` or later is over (fail-on-error). */
    wait: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
});
/**
 * Where the socket of session `id` lives: in `dir` (RUNNER_TEMP) when the path fits the
 * system's limit on socket paths (about 104 bytes), else in the system's temp folder.
 */
function socketPathFor(dir, id) {
    if (process.platform === 'win32')
        return `\\\\.\\pipe\\ci-state-${id}`;
    const name = `ci-state-${id}.sock`;
    for (const base of [dir, tmpdir(), '/tmp']) {
        const path = join(base, name);
        if (Buffer.byteLength(path) <= 100)
            return path;
    }
    return join('/tmp', name);
}
function sameSecret(a, b) {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(x, y);
}
/**
 * Serves the channel at `path`: `handle` answers every request that carries `secret` and
 * `scopeKey`; the others get `{ok: false}` with why, and `refused` hears of them.
 */
async function serveChannel(path, auth, handle, refused) {
    const server = (0,node_net__WEBPACK_IMPORTED_MODULE_1__.createServer)((socket) => {
        let buf = '';
        let done = false;
        const answer = (body) => {
            done = true;
            socket.end(`${JSON.stringify(body)}\n`);
        };
        const refuse = (why) => {
            refused(why);
            answer({ ok: false, error: why });
        };
        socket.setEncoding('utf8');
        socket.on('error', () => socket.destroy());
        socket.on('data', (chunk) => {
            if (done)
                return;
            buf += chunk;
            const nl = buf.indexOf('\n');
            // The limit holds for a line that came whole in one chunk too.
            if (Buffer.byteLength(nl < 0 ? buf : buf.slice(0, nl)) > MAX_REQUEST_BYTES)
                return refuse('request too long');
            if (nl < 0)
                return;
            let json;
            try {
                json = JSON.parse(buf.slice(0, nl));
            }
            catch {
                return refuse('request is not JSON');
            }
            const req = ChannelRequest.safeParse(json);
            if (!req.success)
                return refuse('malformed request');
            if (!sameSecret(req.data.secret, auth.secret) || req.data.scopeKey !== auth.scopeKey)
                return refuse("not this job's session");
            done = true;
            handle(req.data).then((body) => socket.end(`${JSON.stringify({ ok: true, ...body })}\n`), (e) => socket.end(`${JSON.stringify({ ok: false, error: e.message })}\n`));
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(path, () => {
            server.off('error', reject);
            resolve();
        });
    });
    return {
        server,
        close: () => new Promise((resolve) => server.close(() => resolve())),
    };
}
/** The error of a request that got no answer: the process is not there (or not answering). */
class ChannelError extends Error {
    code;
    constructor(message, 
    /** The socket error's code (ENOENT, ECONNREFUSED: nobody listens there yet, or any more). */
    code) {
        super(message);
        this.code = code;
    }
}
/** Sends one request and reads its answer (a JSON object), within `timeoutMs`. */
function sendRequest(path, req, timeoutMs) {
    return new Promise((resolve, reject) => {
        const socket = (0,node_net__WEBPACK_IMPORTED_MODULE_1__.createConnection)(path);
        let buf = '';
        const fail = (why, code) => {
            socket.destroy();
            reject(new ChannelError(why, code));
        };
        const timer = setTimeout(() => fail(`no answer within ${timeoutMs} ms`), timeoutMs);
        socket.setEncoding('utf8');
        socket.on('connect', () => socket.write(`${JSON.stringify(req)}\n`));
        socket.on('data', (chunk) => {
            buf += chunk;
            if (buf.length > MAX_ANSWER_BYTES)
                fail('answer too long');
        });
        socket.on('error', (e) => {
            clearTimeout(timer);
            fail(e.code ?? e.message, e.code);
        });
        socket.on('end', () => {
            clearTimeout(timer);
            try {
                const body = JSON.parse(buf);
                if (typeof body !== 'object' || body === null || Array.isArray(body))
                    throw new Error('not an object');
                resolve(body);
            }
            catch {
                reject(new ChannelError('the answer is not JSON'));
            }
        });
    });
}


/***/ })

};
