export const id = 871;
export const ids = [871];
export const modules = {

/***/ 95536:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ historyEntriesFor)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47141);
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
        schemaVersion: _schema_js__WEBPACK_IMPORTED_MODULE_0__/* .SCHEMA_VERSION */ .f$,
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


/***/ }),

/***/ 62724:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* reexport safe */ _schema_js__WEBPACK_IMPORTED_MODULE_0__.Eo),
/* harmony export */   OD: () => (/* reexport safe */ _canonical_js__WEBPACK_IMPORTED_MODULE_2__.OD),
/* harmony export */   a3: () => (/* reexport safe */ _summary_js__WEBPACK_IMPORTED_MODULE_12__.a)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47141);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13930);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22720);
/* harmony import */ var _migrate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(62589);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14372);
/* harmony import */ var _transitions_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(75324);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(68057);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(28619);
/* harmony import */ var _rollback_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(97922);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7195);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(70171);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(36268);
/* harmony import */ var _init_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(5980);
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(95536);
/** The pure core of ci-state: data model, rules and helpers. No I/O, no clock. */


















/***/ }),

/***/ 5980:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ initAttempt)
/* harmony export */ });
/* unused harmony export carryForReuse */
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68057);
/* harmony import */ var _transitions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75324);


const RESUMABLE = new Set(['failed', 'paused', 'rolled_back', 'running', 'pending']);
/** Phases left running by an attempt that ended without recording them become failed. */
function closeInterrupted(state, now) {
    let s = state;
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.status === 'running')
            s = (0,_transitions_js__WEBPACK_IMPORTED_MODULE_1__/* .failPhase */ .Iv)(s, id, {
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
        (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveProfile */ .mC)(o.profile, profiles);
    const declared = o.declared ?? prev?.declared;
    const fresh = () => {
        const runId = o.origin.runId ?? o.newRunId();
        const created = (0,_transitions_js__WEBPACK_IMPORTED_MODULE_1__/* .createRun */ .ut)({
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
    const r = (0,_transitions_js__WEBPACK_IMPORTED_MODULE_1__/* .beginAttempt */ .xF)(closed, {
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


/***/ }),

/***/ 14372:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ validateState)
/* harmony export */ });
/* unused harmony export checkInvariants */
/* harmony import */ var _migrate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62589);
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
    const result = (0,_migrate_js__WEBPACK_IMPORTED_MODULE_0__/* .checkStateDocument */ .xc)(raw);
    if (!result.ok)
        return { ok: false, errors: result.errors };
    const errors = checkInvariants(result.state);
    if (errors.length > 0)
        return { ok: false, errors };
    return { ok: true, state: result.state, errors: [] };
}


/***/ }),

/***/ 10871:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  saveState: () => (/* binding */ saveState)
});

// UNUSED EXPORTS: checkOrigin, restoreState

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./.build/github/artifact-store.js
var artifact_store = __webpack_require__(48084);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/core/index.js
var core = __webpack_require__(62724);
;// CONCATENATED MODULE: ./.build/github/bundle.js
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
const bundle_MAX_BUNDLE_BYTES = (/* unused pure expression or super */ null && (64 * 1024 * 1024));
const Header = schemas/* strictObject */.rej({
    v: schemas/* literal */.euz(1),
    sha256: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/),
    size: schemas/* number */.aig().int().nonnegative(),
    scopeKey: schemas/* string */.YjP().regex(/^[0-9a-f]{8,64}$/),
    createdAt: schemas/* string */.YjP().max(40),
    hmac: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
});
class bundle_BundleError extends Error {
    constructor(message) {
        super(message);
        this.name = 'BundleError';
    }
}
function mac(key, h) {
    return (0,external_node_crypto_.createHmac)('sha256', key)
        .update(`${h.v}\n${h.sha256}\n${h.size}\n${h.scopeKey}\n${h.createdAt}`)
        .digest('hex');
}
function encodeBundle(state, opts) {
    const payload = Buffer.from(JSON.stringify({ state }));
    const base = {
        v: 1,
        sha256: (0,external_node_crypto_.createHash)('sha256').update(payload).digest('hex'),
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
function bundle_decodeBundle(bytes, opts) {
    const fail = (why) => {
        throw new bundle_BundleError(`${opts.source}: ${why}`);
    };
    if (bytes.length > bundle_MAX_BUNDLE_BYTES)
        fail(`bundle is ${bytes.length} bytes, over the ${bundle_MAX_BUNDLE_BYTES} cap`);
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
    const digest = createHash('sha256').update(payload).digest('hex');
    if (digest !== header.sha256)
        fail('payload digest does not match the header (corrupt or tampered)');
    if (opts.scopeKey !== undefined && header.scopeKey !== opts.scopeKey)
        fail('bundle belongs to another scope');
    if (opts.integrityKey) {
        if (!header.hmac)
            fail('bundle is not signed, but an integrity key is configured');
        const { hmac, ...rest } = header;
        const want = Buffer.from(mac(opts.integrityKey, rest), 'hex');
        if (!timingSafeEqual(want, Buffer.from(hmac, 'hex')))
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
    const state = parseStateDocument(doc.state, opts.source);
    if (scopeKey(state.scope) !== header.scopeKey)
        fail('the state does not belong to the scope its header names');
    return { state, sha256: digest, signed: !!header.hmac, createdAt: header.createdAt };
}

// EXTERNAL MODULE: ./.build/github/cache-store.js + 1 modules
var cache_store = __webpack_require__(31693);
// EXTERNAL MODULE: ./.build/github/keys.js
var keys = __webpack_require__(90610);
// EXTERNAL MODULE: ./.build/github/octokit.js + 3 modules
var octokit = __webpack_require__(47626);
// EXTERNAL MODULE: ./.build/github/retry.js
var retry = __webpack_require__(18294);
;// CONCATENATED MODULE: ./.build/github/persist.js
/**
 * Saving and restoring a job's state on GitHub: the cache first (fast), artifacts as the durable
 * fallback. Every outcome is reported as it was verified: "saved" only when the service confirmed
 * the entry, "restored" only when a bundle passed every check (digest, signature, schema, origin).
 */








function repoRef(repository) {
    const [owner = '', repo = ''] = repository.split('/');
    return { owner, repo };
}
async function saveState(state, ctx, opts = { artifact: true }) {
    const bytes = encodeBundle(state, { scopeKey: ctx.scopeKey, integrityKey: ctx.integrityKey });
    const report = {
        saved: false,
        cache: { ok: false },
        artifact: { ok: false },
        bytes: bytes.length,
    };
    const nonce = () => (0,external_node_crypto_.randomBytes)(4).toString('hex');
    // Both at once: neither waits for the other's round trips (each call's log is its own).
    // A key whose upload failed can stay reserved for a day: every try gets a fresh one.
    const toCache = (0,retry/* withRetry */.bD)(async () => {
        const key = (0,keys/* cacheKey */.k$)(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, nonce());
        ctx.log(`saving state to cache key ${key} (${bytes.length} bytes)`);
        return (0,cache_store/* saveBundleToCache */.nD)(ctx.workspace, key, bytes);
    }, ctx.retry);
    const name = (0,keys/* stateArtifactName */.LK)(ctx.scopeKey, ctx.attempt, state.seq);
    // The bundles this one replaces, listed while it uploads (deleted only once it is saved).
    const older = opts.artifact
        ? (0,artifact_store/* olderBundles */.se)(ctx.scopeKey.slice(0, 16), ctx.attempt, state.seq)
        : undefined;
    const toArtifact = opts.artifact
        ? (0,retry/* withRetry */.bD)(async () => {
            ctx.log(`uploading state artifact ${name}`);
            return (0,artifact_store/* uploadBundleArtifact */.Uo)(name, bytes, ctx.retentionDays);
        }, ctx.retry)
        : undefined;
    const [cache, art] = await Promise.all([toCache, toArtifact]);
    report.cache = cache.ok
        ? { ok: true, key: cache.value.key }
        : { ok: false, reason: cache.reasons.at(-1) };
    if (art) {
        report.artifact = art.ok
            ? { ok: true, name, id: art.value.id }
            : { ok: false, name, reason: art.reasons.at(-1) };
        if (art.ok)
            await (0,artifact_store/* deleteBundles */.V3)(await older);
    }
    else {
        report.artifact = { ok: false, skipped: true };
    }
    report.saved = report.cache.ok || report.artifact.ok;
    return report;
}
/** Checks that a decoded state belongs here: same repository, same scope, same run (unless cross-run). */
function checkOrigin(state, ctx) {
    if (state.origin.repo !== ctx.repository)
        return `it comes from repository "${state.origin.repo}"`;
    if (!isDeepStrictEqual(state.scope, ctx.scope))
        return 'it belongs to another workflow, job, matrix leg or ref';
    if (!ctx.crossRun && state.origin.runId !== ctx.runId)
        return `it comes from run ${state.origin.runId}, not this run`;
    if (state.origin.runId === ctx.runId && state.origin.runAttempt >= ctx.attempt)
        return `it claims attempt ${state.origin.runAttempt}, not an earlier one`;
    return undefined;
}
function accept(bytes, ctx, source) {
    try {
        const { state } = decodeBundle(bytes, {
            scopeKey: ctx.scopeKey,
            integrityKey: ctx.integrityKey,
            source,
        });
        const bad = checkOrigin(state, ctx);
        if (bad)
            return { problem: `${source} ignored: ${bad}` };
        return { state };
    }
    catch (e) {
        const msg = e.message;
        return { problem: e instanceof BundleError ? `${msg}: ignored` : `${source} ignored: ${msg}` };
    }
}
async function restoreState(ctx) {
    const report = { source: 'none', problems: [], failed: false };
    const keys = restoreKeys(ctx.scopeKey, ctx.runId, ctx.crossRun);
    ctx.log(`looking up cache keys ${keys.join(', ')}`);
    const cache = await withRetry(() => restoreBundleFromCache(ctx.workspace, keys), ctx.retry);
    let serviceFailed = false;
    if (!cache.ok) {
        serviceFailed = true;
        report.problems.push(`cache restore failed: ${cache.reasons.at(-1)}`);
    }
    else if (cache.value.kind === 'hit') {
        const hit = cache.value;
        const r = accept(hit.bytes, ctx, `cache entry ${hit.key}`);
        if (r.state)
            return { ...report, state: r.state, source: 'cache', from: hit.key };
        report.problems.push(r.problem);
    }
    // Fallback: an earlier attempt's artifact through the REST API (the cache entry may be evicted).
    if (ctx.attempt > 1 && ctx.token && /^\d+$/.test(ctx.runId)) {
        const rest = createRestClient({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
        const ref = repoRef(ctx.repository);
        const listed = await withRetry(() => findEarlierBundles(rest, ref, Number(ctx.runId), ctx.scopeKey.slice(0, 16), ctx.attempt), ctx.retry);
        if (!listed.ok) {
            serviceFailed = true;
            report.problems.push(`artifact lookup failed: ${listed.reasons.at(-1)}`);
        }
        else {
            for (const found of listed.value.slice(0, 3)) {
                ctx.log(`downloading state artifact ${found.name}`);
                const got = await withRetry(() => downloadBundleArtifact(found.id, {
                    token: ctx.token,
                    workflowRunId: Number(ctx.runId),
                    repositoryOwner: ref.owner,
                    repositoryName: ref.repo,
                }, MAX_BUNDLE_BYTES), ctx.retry);
                if (!got.ok) {
                    serviceFailed = true;
                    report.problems.push(`artifact ${found.name}: ${got.reasons.at(-1)}`);
                    continue;
                }
                const r = accept(got.value, ctx, `artifact ${found.name}`);
                if (r.state)
                    return { ...report, state: r.state, source: 'artifact', from: found.name };
                report.problems.push(r.problem);
            }
        }
    }
    report.failed = serviceFailed;
    return report;
}


/***/ })

};
