export const id = 666;
export const ids = [666];
export const modules = {

/***/ 19666:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startPersister: () => (/* binding */ startPersister)
/* harmony export */ });
/* unused harmony exports ARTIFACT_INTERVAL_MS, SAVE_INTERVAL_MS, ARTIFACT_BUDGET, PersisterConfig, persisterMain */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(92857);
/* harmony import */ var _core_zod_builders_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58451);
/* harmony import */ var _transfer_channel_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96095);
/* harmony import */ var _session_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76424);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(50437);
/**
 * The job's persistence process, whatever the storage. The main step starts it (`startPersister`),
 * detached, with what the storage's clients need on its stdin (on GitHub the runtime variables: it
 * is the only process of the job's later steps that holds the token), and the runner ends it with
 * the job. The storage is the one the session file names, opened through the wiring the entry
 * gives (persist/wiring/persister-main.ts). It listens on the session's channel (channel.ts):
 * after each phase end `ci-state` asks it to save, and returns at once. It saves the store's
 * newest state (a request that comes while a save is in flight is served by the next one, so
 * intermediate states are skipped), ships the checkpoint packs the state needs, to the cache at
 * every save and as a durable copy (GitHub: an artifact) at most every `artifactIntervalMs` and whenever a step waits for
 * the save (a side effect, fail-on-error, `flush`: that state must outlive an evicted cache entry),
 * with the retry policy of every save, and keeps what was verified. The post step drains it
 * (`drain`), then saves the final state.
 *
 * Its log (RUNNER_TEMP) has one line per save; the post step shows it.
 */




 // the schemas' zod (see core/zod.ts)



/** How often the process checks that the job's store is still there. */
const STORE_CHECK_MS = 10_000;
/**
 * A durable copy of the state (GitHub: an artifact) at most this often, and always at the end, by
 * the post step. A storage whose every copy is durable (a bucket) makes one at every save anyway.
 */
const ARTIFACT_INTERVAL_MS = 60_000;
/**
 * Background saves of a job start at least this long after the previous one ended (phase ends
 * meanwhile are coalesced into the next): a save makes up to two new cache entries (the state and
 * a pack), so a job makes at most 12 a minute, and 16 jobs saving flat out fit in GitHub's 200 a
 * minute per repository (docs/limits.md). A save a step waits for is not delayed.
 */
const SAVE_INTERVAL_MS = 10_000;
/**
 * Artifacts the background saves of a job may create (state copies and checkpoint packs), so that
 * however long the job, ci-state takes a bounded share of GitHub's 500 per job and the post step's
 * final state finds room: past it, states go to the cache only and packs too (as with
 * `checkpoint-storage: cache`), until the post step saves the durable copy of the final state.
 * A save a step waits for (a side effect's end) still makes its copy.
 */
const ARTIFACT_BUDGET = 40;
/** What the main step hands the process on its stdin. */
const PersisterConfig = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    session: _session_file_js__WEBPACK_IMPORTED_MODULE_5__/* .SessionFile */ .xg.required({ persister: true }),
    /** What the storage's clients read from the environment (GitHub: ACTIONS_RUNTIME_TOKEN and friends). */
    runtime: zod__WEBPACK_IMPORTED_MODULE_7__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().regex(/^[A-Z][A-Z0-9_]{0,63}$/), zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()),
    integrityKey: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
    artifactIntervalMs: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().nonnegative(),
    saveIntervalMs: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().nonnegative().default(SAVE_INTERVAL_MS),
    artifactBudget: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().nonnegative().default(ARTIFACT_BUDGET),
});
/** The environment of the process: the step's, without the runtime variables and the inputs. */
function childEnv(env) {
    const out = {};
    for (const [k, v] of Object.entries(env)) {
        if (/^(ACTIONS_|INPUT_|STATE_)/.test(k) || k === 'GITHUB_TOKEN')
            continue;
        out[k] = v;
    }
    return out;
}
/**
 * Starts the job's persistence process (`cli` is the CLI bundle, which runs it as `ci-state
 * __persist`), detached, its output to `logFile`; its address. The step does not wait for it to
 * listen: a first request that comes before it does waits for it (RunnerSession.handOff).
 */
async function startPersister(opts) {
    const env = opts.env ?? process.env;
    const id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(6).toString('hex');
    const runtime = opts.runtime ?? {};
    const log = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.openSync)(opts.logFile, 'a', 0o600);
    try {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, [opts.cli, '__persist'], {
            detached: true,
            stdio: ['pipe', 'ignore', log],
            env: childEnv(env),
            windowsHide: true,
        });
        const failed = new Promise((resolve) => child.once('error', (e) => resolve(e.message)));
        if (child.pid === undefined)
            return { problem: await failed };
        const address = {
            socket: (0,_transfer_channel_js__WEBPACK_IMPORTED_MODULE_4__/* .socketPathFor */ .OR)(opts.sessionDir, id),
            secret: (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(32).toString('hex'),
            pid: child.pid,
            log: opts.logFile,
        };
        const config = {
            session: { ...opts.session, persister: address },
            runtime,
            ...(opts.integrityKey ? { integrityKey: opts.integrityKey } : {}),
            artifactIntervalMs: Number(env.CI_STATE_ARTIFACT_INTERVAL_MS ?? ARTIFACT_INTERVAL_MS),
            saveIntervalMs: Number(env.CI_STATE_SAVE_INTERVAL_MS ?? SAVE_INTERVAL_MS),
            artifactBudget: Number(env.CI_STATE_ARTIFACT_BUDGET ?? ARTIFACT_BUDGET),
        };
        const stdin = child.stdin;
        await new Promise((resolve) => stdin.end(JSON.stringify(config), () => resolve()));
        child.unref();
        return { address };
    }
    catch (e) {
        return { problem: e.message };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.closeSync)(log);
    }
}
/** Reads the configuration from stdin, listens, and serves until drained. */
async function persisterMain(wiring) {
    const chunks = [];
    for await (const c of process.stdin)
        chunks.push(c);
    const config = PersisterConfig.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    // In this process only: the toolkit clients read them from the environment.
    Object.assign(process.env, config.runtime);
    process.umask(0o077);
    const log = (line) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);
    const persister = new Persister(config, log, wiring);
    const channel = await serveChannel(config.session.persister.socket, { secret: config.session.persister.secret, scopeKey: config.session.scopeKey }, (req) => persister.handle(req), (why) => {
        persister.status.refused++;
        log(`refused a request: ${why}`);
    });
    log(`listening (process ${process.pid})`);
    // The runner ends it with the job; elsewhere (a job that never reaches its post step and is not
    // cleaned up) it ends once the job's store is gone.
    const watch = setInterval(() => {
        if (!existsSync(config.session.storeDir))
            persister.stop('the job store is gone');
    }, STORE_CHECK_MS);
    await persister.drained;
    clearInterval(watch);
    await channel.close();
    log(persister.stopped ? `stopping: ${persister.stopped}` : 'drained; exiting');
    return 0;
}
/** The save loop: one save in flight, the newest state next. */
class Persister {
    config;
    log;
    status = { requests: 0, saves: 0, failed: 0, coalesced: 0, refused: 0 };
    session;
    /** The same, shipping packs to the cache only: once the artifact budget is spent. */
    cacheOnly;
    /** Artifacts this process has asked to create (state copies and packs). */
    artifactsMade = 0;
    /** The job's store, opened at the first save (the process listens before it loads it). */
    storeOpened;
    inFlight;
    /** The newest seq asked for, and the requests since the last save began. */
    wanted = -1;
    waiting = 0;
    /** The seq of the last state a save was made of. */
    savedSeq = -1;
    /**
     * The same for durable saves (the cache and an artifact): asked for by a step that waits (a
     * side effect, fail-on-error, `flush`), so that its state outlives an evicted cache entry.
     */
    durableWanted = -1;
    durableSeq = -1;
    /** The first artifact copy comes one interval after the start (the post step makes one). */
    lastArtifactAt = Date.now();
    /** When the last save ended (the next background one waits out the interval), and its timer. */
    lastSaveAt = 0;
    budgetSaid = false;
    paced;
    waiters = [];
    last = {};
    draining = false;
    endDrain;
    drained = new Promise((resolve) => (this.endDrain = resolve));
    /** Why it stopped without a drain. */
    stopped;
    stop(why) {
        this.stopped ??= why;
        this.draining = true;
        clearTimeout(this.paced);
        void Promise.resolve(this.inFlight).then(() => this.endDrain());
    }
    constructor(config, log, wiring) {
        this.config = config;
        this.log = log;
        const s = config.session;
        const opts = {
            wiring,
            log: (l) => log(`debug: ${l}`),
            progress: (l) => log(l),
            ...(config.integrityKey ? { integrityKey: config.integrityKey } : {}),
        };
        this.session = new RunnerSession(s.settings, opts, { path: '', content: s });
        const cacheOnly = { ...s.settings, checkpointStorage: 'cache' };
        this.cacheOnly = new RunnerSession(cacheOnly, opts, {
            path: '',
            content: { ...s, settings: cacheOnly },
        });
    }
    async handle(req) {
        if (req.op === 'status')
            return { status: this.status };
        if (req.op === 'drain') {
            this.draining = true;
            clearTimeout(this.paced);
            await this.inFlight;
            setImmediate(() => this.endDrain());
            return { status: this.status };
        }
        if (this.draining)
            throw new Error('the job is ending: saved by the post step');
        this.status.requests++;
        const seq = req.seq ?? 0;
        const durable = req.wait === true;
        if (seq > this.savedSeq || (durable && seq > this.durableSeq))
            this.waiting++;
        if (seq > this.wanted)
            this.wanted = seq;
        if (durable && seq > this.durableWanted)
            this.durableWanted = seq;
        this.kick();
        if (!req.wait)
            return { queued: seq };
        // Already saved (or failed) as far as asked, and nothing newer in flight: the last outcome.
        const done = durable ? this.last.durable : this.last.any;
        if (!this.inFlight && done && seq <= (durable ? this.durableSeq : this.savedSeq))
            return { outcome: done };
        return {
            outcome: await new Promise((resolve) => this.waiters.push({ seq, durable, resolve })),
        };
    }
    kick() {
        if (this.inFlight || this.draining)
            return;
        if (this.wanted <= this.savedSeq && this.durableWanted <= this.durableSeq)
            return;
        // Paced (see SAVE_INTERVAL_MS), unless a step waits for a durable save.
        const wait = this.lastSaveAt + this.config.saveIntervalMs - Date.now();
        if (this.durableWanted <= this.durableSeq && wait > 0) {
            this.paced ??= setTimeout(() => {
                this.paced = undefined;
                this.kick();
            }, wait);
            return;
        }
        clearTimeout(this.paced);
        this.paced = undefined;
        this.inFlight = this.saveNewest().finally(() => {
            this.lastSaveAt = Date.now();
            this.inFlight = undefined;
            this.kick();
        });
    }
    async saveNewest() {
        this.status.coalesced += Math.max(0, this.waiting - 1);
        this.waiting = 0;
        const key = this.config.session.scopeKey;
        let outcome;
        let durable = false;
        try {
            this.storeOpened ??= Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 84417)).then(({ LocalStore }) => new LocalStore({
                dir: this.config.session.storeDir,
                onWarning: (m) => this.log(`warning: ${m}`),
            }));
            const store = await this.storeOpened;
            const state = await store.read(key);
            if (!state)
                throw new Error('the state of this job is missing from its store');
            durable = this.durableWanted > this.durableSeq;
            const spent = this.artifactsMade >= this.config.artifactBudget;
            const durableCopy = durable ||
                (!spent &&
                    (this.session.settings.checkpointStorage !== 'cache' ||
                        Date.now() - this.lastArtifactAt >= this.config.artifactIntervalMs));
            if (spent && !this.budgetSaid) {
                this.budgetSaid = true;
                this.log(`the background saves made ${this.artifactsMade} artifacts (CI_STATE_ARTIFACT_BUDGET): states and packs go to the cache only until the post step`);
            }
            const session = spent && !durable ? this.cacheOnly : this.session;
            const done = await session.save(this.config.session.storeDir, state, (edit) => store.update(key, (s) => (s ? { ...s, packs: edit(s.packs) } : s)), { durable: durableCopy, pruneOlder: false });
            if (done.report.copies.some((c) => c.durable && c.ok))
                this.lastArtifactAt = Date.now();
            this.status.cacheBytes = (this.status.cacheBytes ?? 0) + cacheBytesOf(done);
            this.artifactsMade +=
                done.report.copies.filter((c) => c.place === 'artifact' && !c.skipped).length +
                    done.shipped.filter((p) => p.artifact).length;
            const afterPhase = lastEndedPhase(done.state);
            outcome = {
                seq: done.state.seq,
                saved: done.report.saved,
                ...(afterPhase ? { afterPhase } : {}),
                line: describeSave(done.report),
                ...(done.problem ? { problem: done.problem } : {}),
            };
            this.savedSeq = Math.max(this.savedSeq, done.state.seq);
            if (durable)
                this.durableSeq = Math.max(this.durableSeq, done.state.seq);
        }
        catch (e) {
            const seq = Math.max(this.wanted, this.durableWanted);
            outcome = { seq, saved: false, line: `NOT saved: ${e.message}` };
            this.savedSeq = Math.max(this.savedSeq, seq);
            durable = true;
            this.durableSeq = Math.max(this.durableSeq, seq);
        }
        this.last.any = outcome;
        if (durable)
            this.last.durable = outcome;
        if (outcome.saved) {
            this.status.saves++;
            this.status.last = outcome;
            delete this.status.lastProblem;
        }
        else {
            this.status.failed++;
            this.status.lastProblem = outcome.line;
        }
        if (outcome.problem)
            this.log(`warning: ${outcome.problem}`);
        this.log(`${outcome.saved ? 'saved' : 'warning: NOT saved'} state ${outcome.seq}${outcome.afterPhase ? ` (after ${outcome.afterPhase})` : ''}: ${outcome.line}`);
        const served = (w) => w.seq <= outcome.seq && (durable || !w.durable);
        const ready = this.waiters.filter(served);
        this.waiters = this.waiters.filter((w) => !served(w));
        for (const w of ready)
            w.resolve(outcome);
    }
}


/***/ })

};
