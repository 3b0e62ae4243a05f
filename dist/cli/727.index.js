export const id = 727;
export const ids = [727,980,108];
export const modules = {

/***/ 95536:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ historyEntriesFor)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47141);
/**
 * History entries: one line for a finished attempt and one per phase, derived from its final state.
 * A run entry carries the run's last failure (also after a later success) and a phase entry how
 * many failures its record keeps, so a phase that needed re-runs is visible in history.
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
    else if (state.status === 'failed' && state.error)
        run.error = state.error;
    // Kept when this attempt completed after it: how a run that failed before was recovered.
    if (state.lastFailure)
        run.lastFailure = state.lastFailure;
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
        if (rec.failures?.length)
            entry.failures = rec.failures.length;
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
/* harmony import */ var _decide_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(8942);
/* harmony import */ var _checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(5595);
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(95536);
/** The pure core of ci-state: data model, rules and helpers. No I/O, no clock. */




















/***/ }),

/***/ 5980:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ initAttempt)
/* harmony export */ });
/* unused harmony export carryForReuse */
/* harmony import */ var _checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5595);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68057);
/* harmony import */ var _transitions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75324);



const RESUMABLE = new Set(['failed', 'paused', 'rolled_back', 'running', 'pending']);
/**
 * Phases left running by an attempt that ended without recording them (the runner died) become
 * failed: kept in their `failures` and as the run's `lastFailure`, recoverable (a re-run helps).
 */
function closeInterrupted(state, now) {
    let s = state;
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.status === 'running')
            s = (0,_transitions_js__WEBPACK_IMPORTED_MODULE_2__/* .failPhase */ .Iv)(s, id, {
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
    const r = startAttempt(prev, o);
    if (o.checkpointPolicy === undefined)
        return r;
    const policy = { ...r.state.checkpointPolicy, ...o.checkpointPolicy };
    return { ...r, state: (0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_0__.withCheckpointPolicy)(r.state, policy) };
}
function startAttempt(prev, o) {
    const profiles = { ...(prev?.profiles ?? {}), ...(o.profiles ?? {}) };
    if (o.profile !== undefined)
        (0,_plan_js__WEBPACK_IMPORTED_MODULE_1__.resolveProfile)(o.profile, profiles);
    const declared = o.declared ?? prev?.declared;
    const fresh = () => {
        const runId = o.origin.runId ?? o.newRunId();
        const created = (0,_transitions_js__WEBPACK_IMPORTED_MODULE_2__/* .createRun */ .ut)({
            id: o.stateId(runId),
            scope: o.scope,
            origin: { ...o.origin, runId, runAttempt: o.origin.runAttempt ?? 1 },
            // On a runner a new run declares what its own workflow says (the Action's input), never
            // what an earlier run of the scope declared.
            declared: o.onRunner ? o.declared : declared,
            profile: o.profile,
            profiles,
            toolVersion: o.toolVersion,
            host: o.host,
            now: o.now,
            allowUndeclared: o.allowUndeclared,
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
                state: {
                    ...prev,
                    declared: declared ?? [],
                    profiles,
                    profile: o.profile ?? prev.profile,
                    ...(o.allowUndeclared ? { allowUndeclared: true } : {}),
                },
            };
        }
        if (!RESUMABLE.has(prev.status))
            return fresh();
        attempt = prev.origin.runAttempt + 1;
    }
    const closed = closeInterrupted(prev, o.now);
    const r = (0,_transitions_js__WEBPACK_IMPORTED_MODULE_2__/* .beginAttempt */ .xF)(closed, {
        origin: { ...o.origin, runId: prev.origin.runId, runAttempt: attempt },
        now: o.now,
        strategy: o.strategy,
        profile: o.profile ?? prev.profile,
        declared,
        profiles,
        allowCompleted: o.onRunner,
        ...(o.rerunSideEffects ? { rerunSideEffects: o.rerunSideEffects } : {}),
        ...(o.lostOutputs ? { lostOutputs: o.lostOutputs } : {}),
        ...(o.allowUndeclared !== undefined ? { allowUndeclared: o.allowUndeclared } : {}),
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

/***/ 6727:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   persistContext: () => (/* binding */ persistContext),
/* harmony export */   readRunnerConfig: () => (/* binding */ readRunnerConfig),
/* harmony export */   servicesAvailable: () => (/* binding */ servicesAvailable)
/* harmony export */ });
/* unused harmony exports CHECKPOINT_STORAGES, RunnerConfig */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92857);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62724);
/**
 * What the Action's main step hands to later steps (the CLI in `run:` steps and the post step) so
 * that they save the same way: one JSON variable, CI_STATE_CONFIG, plus the runtime variables the
 * toolkit clients need, which the runner gives to actions but not to `run:` steps.
 */



/** Where checkpoint content may go (the `checkpoint-storage` input). */
const CHECKPOINT_STORAGES = ['cache', 'artifact', 'both'];
const RunnerConfig = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    persist: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['phase', 'job']),
    crossRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    retentionDays: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().optional(),
    /** Where checkpoint content goes; absent means the cache only. */
    checkpointStorage: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(CHECKPOINT_STORAGES).optional(),
    failOnError: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    /** A file (mode 600, in RUNNER_TEMP) holding the integrity key; never the key itself. */
    integrityKeyFile: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
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
            integrityKey = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(config.integrityKeyFile, 'utf8').trim() || undefined;
        }
        catch {
            integrityKey = undefined;
        }
    }
    return {
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        scope: state.scope,
        scopeKey: (0,_core_index_js__WEBPACK_IMPORTED_MODULE_1__/* .scopeKey */ .OD)(state.scope),
        repository: env.GITHUB_REPOSITORY ?? state.origin.repo,
        runId: env.GITHUB_RUN_ID ?? state.origin.runId,
        attempt: Number(env.GITHUB_RUN_ATTEMPT ?? state.origin.runAttempt) || 1,
        token: opts.token ?? env.GITHUB_TOKEN,
        apiUrl: env.GITHUB_API_URL,
        retentionDays: config.retentionDays,
        checkpointStorage: config.checkpointStorage ?? 'cache',
        integrityKey,
        crossRun: config.crossRun,
        log: opts.log,
    };
}


/***/ })

};
