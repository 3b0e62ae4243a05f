export const id = 3160;
export const ids = [3160];
export const modules = {

/***/ 90610:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ ARTIFACT_PREFIX),
/* harmony export */   Ek: () => (/* binding */ PACK_PATH),
/* harmony export */   Ft: () => (/* binding */ HISTORY_ARTIFACT_PREFIX),
/* harmony export */   LK: () => (/* binding */ stateArtifactName),
/* harmony export */   PF: () => (/* binding */ restoreKeys),
/* harmony export */   YV: () => (/* binding */ parseStateArtifactName),
/* harmony export */   h8: () => (/* binding */ BUNDLE_PATH),
/* harmony export */   k$: () => (/* binding */ cacheKey),
/* harmony export */   lq: () => (/* binding */ packArtifactName),
/* harmony export */   p2: () => (/* binding */ packCacheKey),
/* harmony export */   uD: () => (/* binding */ CHECKPOINT_STORAGES)
/* harmony export */ });
/* unused harmony exports KEY_PREFIX, PACK_ARTIFACT_PREFIX, parseCacheKey, historyArtifactName */
/**
 * Names ci-state uses on GitHub's services. Pure.
 *
 * Cache keys are write-once and never reused: `ci-state/v1/<scope>/<runId>/<attempt>/<seq>-<nonce>`.
 * Every untrusted part (branch, workflow and job names, matrix values) only reaches a key through the
 * scope hash, so keys stay short (well under 512 characters) and never contain a comma.
 * Restore tries the same run's newest entry by prefix, then, only when cross-run reuse is on, the
 * newest entry of any run of the scope.
 *
 * Artifact names are unique per run: `ci-state-<scope16>-a<attempt>-s<seq>` (state bundles) and
 * `ci-state-history-<scope16>-a<attempt>` (history lines). Scope covers the job and matrix leg.
 */
const KEY_PREFIX = 'ci-state/v1';
/** Where checkpoint content may go (the `checkpoint-storage` input). */
const CHECKPOINT_STORAGES = ['cache', 'artifact', 'both'];
const ARTIFACT_PREFIX = 'ci-state-';
const HISTORY_ARTIFACT_PREFIX = 'ci-state-history-';
/** The bundle's path, relative to GITHUB_WORKSPACE (part of the cache version: keep it constant). */
const BUNDLE_PATH = '.ci-state-transfer/bundle.cis';
/** A blob pack's path (another cache version, so packs never match a state lookup). */
const PACK_PATH = '.ci-state-transfer/blobs.cip';
const PACK_ARTIFACT_PREFIX = 'ci-state-pack-';
/** Blob packs: one per save that had new checkpoint content; the state lists their keys. */
function packCacheKey(scopeKey, runId, attempt, seq, nonce) {
    return `${KEY_PREFIX}/${scopeKey}/packs/${runPart(runId)}-${attempt}-${seq}-${nonce}`;
}
function packArtifactName(scopeKey, packSha) {
    return `${PACK_ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-${packSha.slice(0, 24)}`;
}
const SAFE_RUN_ID = /^[0-9A-Za-z_-]{1,64}$/;
function runPart(runId) {
    if (!SAFE_RUN_ID.test(runId))
        throw new Error(`run id "${runId}" is not usable in a cache key`);
    return runId;
}
function cacheKey(scopeKey, runId, attempt, seq, nonce) {
    return `${KEY_PREFIX}/${scopeKey}/${runPart(runId)}/${attempt}/${seq}-${nonce}`;
}
/** Restore chain, most specific first: this run (newest attempt), then other runs when allowed. */
function restoreKeys(scopeKey, runId, crossRun) {
    const keys = [`${KEY_PREFIX}/${scopeKey}/${runPart(runId)}/`];
    if (crossRun)
        keys.push(`${KEY_PREFIX}/${scopeKey}/`);
    return keys;
}
function parseCacheKey(key) {
    const m = /^ci-state\/v1\/([0-9a-f]+)\/([0-9A-Za-z_-]+)\/(\d+)\/(\d+)-[0-9a-z]+$/.exec(key);
    if (!m)
        return undefined;
    return { scopeKey: m[1], runId: m[2], attempt: Number(m[3]), seq: Number(m[4]) };
}
function stateArtifactName(scopeKey, attempt, seq) {
    return `${ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-a${attempt}-s${seq}`;
}
function historyArtifactName(scopeKey, attempt) {
    return `${HISTORY_ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-a${attempt}`;
}
function parseStateArtifactName(name) {
    const m = /^ci-state-([0-9a-f]{16})-a(\d+)-s(\d+)$/.exec(name);
    if (!m)
        return undefined;
    return { scope16: m[1], attempt: Number(m[2]), seq: Number(m[3]) };
}


/***/ }),

/***/ 3160:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b1: () => (/* binding */ RUNTIME_VARIABLES),
  pG: () => (/* binding */ RunnerSession),
  xg: () => (/* binding */ SessionFile),
  describeSave: () => (/* binding */ describeSave),
  MK: () => (/* binding */ lastEndedPhase),
  sessionFromEnv: () => (/* binding */ sessionFromEnv)
});

// UNUSED EXPORTS: PersisterAddress, PersisterStatus, RunnerSettings, SESSION_ENV, SaveOutcome, openRunnerSession, servicesAvailable, writeSessionFile

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/core/canonical.js
var canonical = __webpack_require__(13930);
// EXTERNAL MODULE: ./.build/transfer/channel.js
var channel = __webpack_require__(96095);
// EXTERNAL MODULE: ./.build/ci/detect.js + 6 modules
var detect = __webpack_require__(26650);
// EXTERNAL MODULE: ./.build/ci/github.js
var github = __webpack_require__(82876);
// EXTERNAL MODULE: ./.build/ci/local.js
var local = __webpack_require__(99288);
// EXTERNAL MODULE: ./.build/ci/matrix.js
var matrix = __webpack_require__(80298);
;// CONCATENATED MODULE: ./.build/github/context.js
/**
 * Where the CLI is running and whose state it works on: the detection lives in src/ci/ (one
 * provider per CI system, GitHub Actions among them); these are its names as the Action and the
 * GitHub adapters import them.
 */





// EXTERNAL MODULE: ./.build/github/keys.js
var keys = __webpack_require__(90610);
;// CONCATENATED MODULE: ./.build/github/session.js
/**
 * The runner session: the only code that turns the runner's environment and the Action's settings
 * into persistence (a PersistContext) and offers it to the Action's steps and to the CLI.
 *
 * The main step opens it from its inputs and writes the job's session file (RUNNER_TEMP, mode
 * 600; its path is exported as CI_STATE_SESSION): the settings, the store and scope, and where
 * the job's persistence process listens (persister.ts). The runtime token is never in it: only
 * that process and the Action's own steps hold the token. `ci-state` in a `run:` step opens the
 * session from that file and hands each new state to the process (`handOff`); the post step
 * drains the process and saves the final state itself.
 */








/** The variables the toolkit clients need, which the runner gives to actions only. */
const RUNTIME_VARIABLES = [
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_RESULTS_URL',
    'ACTIONS_CACHE_SERVICE_V2',
    'ACTIONS_CACHE_MODE',
];
/** True when this process can reach the Actions cache and artifact services. */
function servicesAvailable(env = process.env) {
    return env.GITHUB_ACTIONS === 'true' && !!env.ACTIONS_RUNTIME_TOKEN && !!env.ACTIONS_RESULTS_URL;
}
/** How the job saves: the Action's inputs that matter after the main step. */
const RunnerSettings = schemas/* strictObject */.rej({
    /** phase: after every phase end (in the background); job: only at the end. */
    persist: schemas/* enum */.k5n(['phase', 'job']),
    crossRun: schemas/* boolean */.zMY(),
    retentionDays: schemas/* number */.aig().int().min(1).max(400).optional(),
    checkpointStorage: schemas/* enum */.k5n(keys/* CHECKPOINT_STORAGES */.uD),
    failOnError: schemas/* boolean */.zMY(),
    /** A file (mode 600, in RUNNER_TEMP) holding the integrity key; never the key itself. */
    integrityKeyFile: schemas/* string */.YjP().optional(),
});
const Hex = (n) => schemas/* string */.YjP().regex(new RegExp(`^[0-9a-f]{${n}}$`));
/** Where the job's persistence process listens, and the secret its requests carry. */
const PersisterAddress = schemas/* strictObject */.rej({
    socket: schemas/* string */.YjP().min(1).max(300),
    secret: Hex(64),
    pid: schemas/* number */.aig().int().positive(),
    /** Its log: one line per save, shown by the post step. */
    log: schemas/* string */.YjP().optional(),
});
/** The job's session file (CI_STATE_SESSION). */
const SessionFile = schemas/* strictObject */.rej({
    v: schemas/* literal */.euz(1),
    storeDir: schemas/* string */.YjP().min(1),
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
        const where = [
            report.cache.ok ? `cache key \`${report.cache.key}\`` : undefined,
            report.artifact.ok ? `artifact \`${report.artifact.name}\`` : undefined,
        ].filter(Boolean);
        const missing = [
            !report.cache.ok ? `cache NOT saved (${report.cache.reason})` : undefined,
            !report.artifact.ok && !report.artifact.skipped
                ? `artifact NOT saved (${report.artifact.reason})`
                : undefined,
        ].filter(Boolean);
        return `Saved to ${where.join(' and ')}${missing.length ? `; ${missing.join('; ')}` : ''}.`;
    }
    const reasons = [report.cache.reason, report.artifact.reason].filter(Boolean).join('; ');
    return `NOT saved: ${reasons || 'the services did not confirm the save'}`;
}
/** What one save at a phase end (or the process's saves so far) came to. */
const SaveOutcome = schemas/* strictObject */.rej({
    seq: schemas/* number */.aig().int().nonnegative(),
    saved: schemas/* boolean */.zMY(),
    /** The phase whose end the saved state is the first to hold (undefined: none ended yet). */
    afterPhase: schemas/* string */.YjP().optional(),
    line: schemas/* string */.YjP(),
    problem: schemas/* string */.YjP().optional(),
});
/** What the persistence process did in the job. */
const PersisterStatus = schemas/* strictObject */.rej({
    requests: schemas/* number */.aig().int().nonnegative(),
    saves: schemas/* number */.aig().int().nonnegative(),
    failed: schemas/* number */.aig().int().nonnegative(),
    /** Requests answered by a later save (intermediate states skipped). */
    coalesced: schemas/* number */.aig().int().nonnegative(),
    refused: schemas/* number */.aig().int().nonnegative(),
    /** The last save that was verified. */
    last: SaveOutcome.optional(),
    /** Why the last save that failed did, if it is more recent than the last verified one. */
    lastProblem: schemas/* string */.YjP().optional(),
});
/**
 * Whether `pid` is still the job's persistence process: alive, and on Linux not a zombie and
 * still running `ci-state __persist` (a pid can be reused on a long job).
 */
function alive(pid) {
    if (process.platform === 'linux') {
        try {
            const stat = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8');
            if (/^\d+ \(.*\) Z/s.test(stat))
                return false;
            return (0,external_node_fs_.readFileSync)(`/proc/${pid}/cmdline`, 'utf8').includes('__persist');
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
                this.integrityKey = (0,external_node_fs_.readFileSync)(settings.integrityKeyFile, 'utf8').trim() || undefined;
            }
            catch {
                this.integrityKey = undefined;
            }
        }
    }
    /** True when this process itself can reach the services (an Action step, not a `run:` step). */
    get servicesHere() {
        return servicesAvailable(this.env);
    }
    /** The persistence context for `scope` in this run (another run or attempt when given). */
    context(scope, at = {}) {
        const env = this.env;
        return {
            workspace: env.GITHUB_WORKSPACE || process.cwd(),
            scope,
            scopeKey: (0,canonical/* scopeKey */.OD)(scope),
            repository: at.repository ?? env.GITHUB_REPOSITORY ?? '',
            runId: at.runId ?? env.GITHUB_RUN_ID ?? '',
            attempt: at.attempt ?? (0,github/* runAttemptOf */.g0)(env),
            token: this.opts.token,
            apiUrl: env.GITHUB_API_URL,
            retentionDays: this.settings.retentionDays,
            checkpointStorage: this.settings.checkpointStorage,
            integrityKey: this.integrityKey,
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
            attempt: (0,github/* runAttemptOf */.g0)(this.env, state.origin.runAttempt),
        });
    }
    async restore(ctx) {
        const { restoreState } = await Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(4101), __webpack_require__.e(7922), __webpack_require__.e(3136), __webpack_require__.e(5324), __webpack_require__.e(1551), __webpack_require__.e(3677), __webpack_require__.e(1651), __webpack_require__.e(2724)]).then(__webpack_require__.bind(__webpack_require__, 98716));
        return restoreState(ctx);
    }
    async fetchPacks(storeDir, state, ctx) {
        const { fetchPacks } = await Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(3382), __webpack_require__.e(4101), __webpack_require__.e(7922), __webpack_require__.e(3136), __webpack_require__.e(5324), __webpack_require__.e(1551), __webpack_require__.e(8638), __webpack_require__.e(2890), __webpack_require__.e(3677), __webpack_require__.e(1651), __webpack_require__.e(4395)]).then(__webpack_require__.bind(__webpack_require__, 36894));
        return fetchPacks(storeDir, state, ctx);
    }
    /** Saves the state and the checkpoint content it needs from this process (see packs.ts). */
    async save(storeDir, state, list, opts = {}) {
        const { saveStateAndContent } = await Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(3382), __webpack_require__.e(4101), __webpack_require__.e(7922), __webpack_require__.e(3136), __webpack_require__.e(5324), __webpack_require__.e(1551), __webpack_require__.e(8638), __webpack_require__.e(2890), __webpack_require__.e(3677), __webpack_require__.e(1651), __webpack_require__.e(6119)]).then(__webpack_require__.bind(__webpack_require__, 9130));
        return saveStateAndContent(storeDir, state, this.contextOf(state), list, opts);
    }
    /** Ships a checkpoint's pack while it is written, where this process can reach the cache. */
    async shipPack(storeDir, state) {
        if (!this.servicesHere)
            return undefined;
        const { startPackShip } = await Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(3382), __webpack_require__.e(4101), __webpack_require__.e(7922), __webpack_require__.e(3136), __webpack_require__.e(5324), __webpack_require__.e(1551), __webpack_require__.e(8638), __webpack_require__.e(2890), __webpack_require__.e(3677), __webpack_require__.e(1651), __webpack_require__.e(6119)]).then(__webpack_require__.bind(__webpack_require__, 9130));
        return startPackShip(storeDir, this.contextOf(state), state.seq);
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
                return await (0,channel/* sendRequest */.w$)(p.socket, req, timeoutMs);
            }
            catch (e) {
                const early = e instanceof channel/* ChannelError */.Q6 && (e.code === 'ENOENT' || e.code === 'ECONNREFUSED');
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
     * process is gone, saves from here if this process can reach the services, else says once that
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
                    throw new channel/* ChannelError */.Q6(String(answer.error ?? 'refused'));
                if (!wait)
                    return { kind: 'queued' };
                return { kind: 'saved', outcome: SaveOutcome.parse(answer.outcome) };
            }
            catch (e) {
                if (!(e instanceof channel/* ChannelError */.Q6))
                    throw e;
                gone = `the job's persistence process is gone (${e.message})`;
            }
        }
        if (this.servicesHere)
            return { kind: 'direct', save: await this.save(storeDir, state, list) };
        return { kind: 'off', ...(await this.sayOnce(gone)) };
    }
    /** The warning that per-phase persistence is off, the first time a step of the job meets it. */
    async sayOnce(why) {
        const marker = this.file ? `${this.file.path}.off` : undefined;
        if (marker) {
            try {
                await (await (0,promises_.open)(marker, 'wx', 0o600)).close();
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
            return { status: PersisterStatus.parse(answer.status) };
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
            await (0,promises_.rm)(`${this.file.path}.off`, { force: true });
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
    const path = env[SESSION_ENV];
    if (!path)
        return undefined;
    let content;
    try {
        content = SessionFile.parse(JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8')));
    }
    catch (e) {
        throw new Error(`${SESSION_ENV} (${path}) is not a ci-state session file: ${e.message}`);
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
/* harmony export */   OR: () => (/* binding */ socketPathFor),
/* harmony export */   Q6: () => (/* binding */ ChannelError),
/* harmony export */   w$: () => (/* binding */ sendRequest)
/* harmony export */ });
/* unused harmony exports MAX_REQUEST_BYTES, ChannelRequest */
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
    for (const base of [dir, (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), '/tmp']) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(base, name);
        if (Buffer.byteLength(path) <= 100)
            return path;
    }
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)('/tmp', name);
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
