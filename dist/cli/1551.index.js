export const id = 1551;
export const ids = [1551,3023];
export const modules = {

/***/ 56509:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ beginAttempt)
/* harmony export */ });
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _phase_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42040);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var _rollback_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97922);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1332);
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5608);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48584);
/* harmony import */ var _transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(91753);









/**
 * Starts the next attempt from a restored state that did not complete: applies `planResume`.
 * Phases to redo become pending in the new attempt; skipped phases that had succeeded keep their
 * record (and producing attempt) with the plan's reason and saved time; others become skipped. The
 * run is pending, its end time, pause and error cleared, and `resume` says what was planned. With a
 * checkpoint strategy the context comes back from the checkpoint.
 */
function beginAttempt(prev, options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const origin = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .Origin */ .$e, options.origin, 'origin');
    const strategy = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .Strategy */ .qY, options.strategy, 'resume strategy');
    if (origin.runAttempt <= prev.origin.runAttempt) {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .illegal */ .Vk)(`cannot begin attempt ${origin.runAttempt}: the restored state is from attempt ${prev.origin.runAttempt}; expected a later attempt`);
    }
    if (prev.status === 'completed' && !options.allowCompleted) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('run_completed', `the restored run completed in attempt ${prev.origin.runAttempt}: there is nothing to resume; start a fresh run`);
    }
    const declared = options.declared
        ? (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .PhaseDecl */ .ak.array().max(1000), options.declared, 'declared phases')
        : prev.declared;
    if (options.declared)
        (0,_phase_list_js__WEBPACK_IMPORTED_MODULE_2__.checkDeclared)(declared, 'declared phases');
    const profiles = { ...prev.profiles };
    for (const [name, p] of Object.entries(options.profiles ?? {})) {
        profiles[(0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SafeKey */ .Iq, name, 'profile name')] = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .Profile */ .WV, p, `profile ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name)}`);
    }
    const profile = options.profile ?? prev.profile;
    const base = (0,_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .o)({ ...prev, declared, profiles, profile });
    const plan = (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .planResume */ .$)(base, (0,_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .o)({
        strategy,
        profile,
        rerunSideEffects: options.rerunSideEffects,
        lostOutputs: options.lostOutputs,
        allowCompleted: options.allowCompleted,
    }));
    const checkpoint = plan.checkpointId !== undefined ? (0,_rollback_js__WEBPACK_IMPORTED_MODULE_4__/* .findCheckpoint */ .G2)(prev, plan.checkpointId) : undefined;
    const skip = new Set(plan.skip);
    const declById = new Map(declared.map((d) => [d.id, d]));
    const attempt = origin.runAttempt;
    const phases = {};
    const ids = [
        ...Object.keys(prev.phases),
        ...plan.order.filter((id) => !Object.hasOwn(prev.phases, id)),
    ];
    for (const id of ids) {
        const cur = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .recordOf */ .zv)(prev, id);
        const decl = declById.get(id);
        const reason = (0,_truncate_js__WEBPACK_IMPORTED_MODULE_8__/* .keepHead */ .s)(plan.reasons[id] ?? '', _transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .REASON_MAX */ .oD) || (skip.has(id) ? 'skipped' : 'runs again');
        const byProfile = profile !== undefined && reason === `profile ${profile}`;
        const shared = {
            attempts: cur?.attempts ?? 0,
            outputs: cur?.outputs ?? [],
            sideEffect: Boolean(cur?.sideEffect || decl?.sideEffect),
            effectAttempt: cur?.effectAttempt,
            // A side effect that happened keeps the checkpoint of its outputs: it is kept, not re-run.
            checkpointId: cur?.effectAttempt !== undefined ? cur.checkpointId : undefined,
            conditional: cur?.conditional ?? false,
            requires: decl?.requires ?? cur?.requires ?? [],
            failures: cur?.failures,
        };
        if (skip.has(id)) {
            const snap = checkpoint && Object.hasOwn(checkpoint.snapshot.phases, id)
                ? checkpoint.snapshot.phases[id]
                : undefined;
            const kept = cur?.status === 'succeeded' ? cur : snap?.status === 'succeeded' ? snap : undefined;
            if (kept !== undefined) {
                phases[id] = (0,_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .o)({
                    ...structuredClone(kept),
                    reason,
                    savedMs: byProfile ? undefined : (kept.durationMs ?? 0),
                });
            }
            else {
                // Neither kept nor a profile's: a failed phase skip-failed skips (it never completed).
                const skipFailed = !byProfile && !plan.kept.includes(id) ? true : undefined;
                phases[id] = (0,_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .o)({
                    status: 'skipped',
                    attempt,
                    reason,
                    ...shared,
                    skipFailed,
                });
            }
        }
        else {
            phases[id] = (0,_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .o)({ status: 'pending', attempt, ...shared });
        }
    }
    const resume = (0,_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .o)({
        strategy,
        fromAttempt: prev.origin.runAttempt,
        resumeFrom: plan.resumeFrom,
        skipped: [...plan.skip],
        redo: [...plan.redo],
        savedMs: plan.savedMs,
        reasons: Object.fromEntries(plan.order.map((id) => [id, (0,_truncate_js__WEBPACK_IMPORTED_MODULE_8__/* .keepHead */ .s)(plan.reasons[id] ?? '', _transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .REASON_MAX */ .oD)])),
        plannedAt: now,
        checkpointId: plan.checkpointId,
        warnings: plan.warnings.length > 0 ? plan.warnings.map((w) => (0,_truncate_js__WEBPACK_IMPORTED_MODULE_8__/* .keepHead */ .s)(w, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .REASON_MAX */ .oD)) : undefined,
        kept: [...plan.kept],
        lost: plan.lost.length > 0 ? [...plan.lost] : undefined,
        blocked: Object.keys(plan.blocked).length > 0 ? { ...plan.blocked } : undefined,
        rerunSideEffects: rerunList(options.rerunSideEffects),
    });
    const { endedAt: _e, pause: _p, error: _r, ...rest } = prev;
    const state = (0,_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .o)({
        ...rest,
        origin,
        status: 'pending',
        phases,
        declared,
        profile,
        profiles,
        context: checkpoint ? structuredClone(checkpoint.snapshot.context) : prev.context,
        allowUndeclared: options.allowUndeclared ?? prev.allowUndeclared,
        resume,
        updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .stamp */ .iE)(prev, now),
    });
    return { state, plan };
}
/** The allowance as stored in ResumeInfo: `all`, ids, or nothing. */
function rerunList(value) {
    if (value === true)
        return ['all'];
    if (!Array.isArray(value) || value.length === 0)
        return undefined;
    return [...value];
}


/***/ }),

/***/ 59813:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ abandonedEntriesFor),
/* harmony export */   g: () => (/* binding */ historyEntriesFor)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48584);
/**
 * History entries (the lines of the history log, see src/history/): one for a finished attempt and
 * one per phase, derived from its final state.
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
/**
 * The history of an attempt that never finished, because attempt `next` began over it (`ci-state
 * init` after a job that was killed or never ran `finish`): its entries as they stand, the run's
 * status `abandoned`, ended at its last recorded change. Phases it left running stay `running`.
 */
function abandonedEntriesFor(state, next) {
    const [first, ...rest] = historyEntriesFor(state);
    const run = first;
    const running = Object.entries(state.phases)
        .filter(([, r]) => r.status === 'running')
        .map(([id]) => id);
    const why = `abandoned: attempt ${next} began before attempt ${run.attempt} finished${running.length ? ` (${running.join(', ')} was running)` : ''}`;
    const error = (run.error ? `${why}; ${run.error}` : why).slice(0, 4096);
    return [{ ...run, status: 'abandoned', error }, ...rest];
}


/***/ }),

/***/ 5980:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ initAttempt)
/* harmony export */ });
/* unused harmony export carryForReuse */
/* harmony import */ var _checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5595);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88952);
/* harmony import */ var _attempt_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56509);
/* harmony import */ var _transitions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75324);
/* harmony import */ var _history_entries_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59813);





const RESUMABLE = new Set(['failed', 'paused', 'rolled_back', 'running', 'pending']);
/**
 * Phases left running by an attempt that ended without recording them (the runner died) become
 * failed: kept in their `failures` and as the run's `lastFailure`, recoverable (a re-run helps).
 */
function closeInterrupted(state, now) {
    let s = state;
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.status === 'running')
            s = (0,_transitions_js__WEBPACK_IMPORTED_MODULE_3__/* .failPhase */ .Iv)(s, id, {
                now,
                error: `interrupted: attempt ${rec.attempt} ended before the phase finished`,
            });
    }
    return s;
}
/**
 * The records of a run that a later run may reuse: succeeded, with an inputs hash, whatever they
 * changed kept (not `outputsNotKept`), not run on every attempt (`always`); with the checkpoints
 * of their outputs.
 */
function carryForReuse(prev) {
    const records = {};
    let own = 0;
    for (const [id, rec] of Object.entries(prev.phases)) {
        // A phase that runs on every attempt keeps nothing to restore: never reused either.
        if (rec.status === 'succeeded' &&
            rec.inputsHash &&
            rec.outputsNotKept === undefined &&
            !rec.always) {
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
    const wanted = new Set(Object.values(records).flatMap((r) => r.checkpointId ?? []));
    const seen = new Set();
    const checkpoints = [...prev.checkpoints, ...(prev.carried?.checkpoints ?? [])].filter((c) => wanted.has(c.id) && !seen.has(c.id) && seen.add(c.id));
    return { runId, records, ...(checkpoints.length ? { checkpoints } : {}) };
}
/**
 * Starts an attempt from `prev` (the stored or restored state, if any), with the options' policy.
 *
 * On a runner the run id and attempt number are GitHub's: a state from an earlier attempt of the
 * same run is always resumed (even a completed one: its phases are simply all skipped). Locally a
 * failed, paused, rolled back or interrupted run is resumed with the next attempt number, and a
 * completed run is followed by a new run.
 */
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
        (0,_profiles_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveProfile */ .mC)(o.profile, profiles);
    const declared = o.declared ?? prev?.declared;
    const fresh = () => {
        const runId = o.origin.runId ?? o.newRunId();
        const created = (0,_transitions_js__WEBPACK_IMPORTED_MODULE_3__/* .createRun */ .ut)({
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
        // The packs holding the carried checkpoints' content come along, so a re-run can fetch them.
        const packs = carried?.checkpoints ? prev.packs : created.packs;
        return { outcome: 'new', state: carried ? { ...created, carried, packs } : created };
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
    const r = (0,_attempt_js__WEBPACK_IMPORTED_MODULE_2__/* .beginAttempt */ .x)(closed, {
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
    // An attempt that never finished (killed, or no `finish`) is in the history all the same.
    const abandoned = prev.endedAt === undefined ? (0,_history_entries_js__WEBPACK_IMPORTED_MODULE_4__/* .abandonedEntriesFor */ .e)(prev, attempt) : undefined;
    return { state: r.state, outcome: 'resumed', plan: r.plan, ...(abandoned ? { abandoned } : {}) };
}


/***/ }),

/***/ 84441:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ parsePhasesFile)
/* harmony export */ });
/* unused harmony export PhasesFile */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _documents_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99466);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _phase_list_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42040);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48584);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49957);
/**
 * The phases file (YAML or JSON, parsed by the caller): declared phases and profiles, checked as
 * untrusted input, each phase written as an object or in the phase list syntax.
 */






const ProfileName = (0,_zod_js__WEBPACK_IMPORTED_MODULE_5__/* .schema */ .wQ)((z) => z
    .string()
    .regex(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PHASE_ID_PATTERN */ .T5, 'a profile name is 1-64 letters, digits, ".", "_" or "-"')
    .pipe(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .SafeKey */ .Iq));
const FilePhase = (0,_zod_js__WEBPACK_IMPORTED_MODULE_5__/* .schema */ .wQ)((z) => z.union([
    z.string().max(200),
    z.strictObject({
        id: _schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PhaseId */ .vh,
        requires: z.union([_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PhaseId */ .vh, z.array(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PhaseId */ .vh).max(1000)]).optional(),
        sideEffect: z.boolean().optional(),
        reuse: z.boolean().optional(),
        always: z.boolean().optional(),
        tags: z.array(z.string().min(1).max(64)).max(100).optional(),
    }),
]));
/** The phases file (YAML or JSON, parsed by the caller). */
const PhasesFile = (0,_zod_js__WEBPACK_IMPORTED_MODULE_5__/* .schema */ .wQ)((z) => z.strictObject({
    phases: z.array(FilePhase).max(1000),
    profiles: z.record(ProfileName, _schema_js__WEBPACK_IMPORTED_MODULE_4__/* .Profile */ .WV).optional(),
}));
/**
 * Validates a parsed phases file: `{ phases: [{ id, requires, sideEffect, reuse, always, tags }] or
 * "name:req!" strings, profiles: { name: { skip, skipTags, description } } }`. `requires` may be one
 * id or a list. Profiles must name declared phases and tags some phase carries.
 */
function parsePhasesFile(obj, inputName = 'phases file') {
    const refused = (0,_documents_js__WEBPACK_IMPORTED_MODULE_1__/* .checkUntrustedJson */ .L9)(obj, inputName);
    if (refused && !refused.ok) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid ${inputName}: ${refused.summary}`);
    }
    const parsed = PhasesFile.safeParse(obj);
    if (!parsed.success) {
        const issues = (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid ${inputName}: ${issues.join('; ')}`, {
            details: issues,
        });
    }
    const declared = [];
    for (const [i, item] of parsed.data.phases.entries()) {
        if (typeof item === 'string') {
            const one = (0,_phase_list_js__WEBPACK_IMPORTED_MODULE_3__.parsePhaseItems)(item, `${inputName} phases[${i}]`);
            if (one.length !== 1) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid ${inputName}: phases[${i}] ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(item)} must describe exactly one phase`);
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
                ...(item.always ? { always: true } : {}),
                tags: [...new Set(item.tags ?? [])],
            });
        }
    }
    (0,_phase_list_js__WEBPACK_IMPORTED_MODULE_3__.checkDeclared)(declared, inputName);
    const profiles = {};
    const ids = new Set(declared.map((d) => d.id));
    const tags = new Set(declared.flatMap((d) => d.tags));
    const problems = [];
    for (const [name, profile] of Object.entries(parsed.data.profiles ?? {})) {
        for (const id of profile.skip) {
            if (!ids.has(id))
                problems.push(`profile ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} skips ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(id)}, which is not a declared phase`);
        }
        for (const tag of profile.skipTags) {
            if (!tags.has(tag))
                problems.push(`profile ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} skips tag ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(tag)}, which no phase has`);
        }
        profiles[name] = profile;
    }
    if (problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid ${inputName}: ${problems.join('; ')}`, {
            details: problems,
        });
    }
    return { declared, profiles };
}


/***/ }),

/***/ 24540:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JH: () => (/* binding */ finishRun),
/* harmony export */   NQ: () => (/* binding */ declaredNotRun),
/* harmony export */   aj: () => (/* binding */ pauseRun),
/* harmony export */   d0: () => (/* binding */ unpauseRun)
/* harmony export */ });
/* unused harmony exports UNFINISHED_PHASE_ERROR, deriveRunStatus */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88952);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1332);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91753);
/**
 * Run transitions: pausing, unpausing and finishing a run, and the run status its phases imply.
 * Pure like the phase transitions: a NEW RunState, or a CiStateError and no change.
 *
 * Run status: `createRun` -> pending; starting a phase -> running; `pauseRun` -> paused;
 * `finishRun` -> completed (no phase failed) or failed; `rollbackTo` -> rolled_back;
 * `beginAttempt` starts the next attempt of a run that did not complete -> pending.
 */






/** Pauses a run between phases (refused while a phase runs). */
function pauseRun(state, reason, now) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .checkOpen */ .hh)(state, 'pause the run');
    const running = Object.entries(state.phases).filter(([, r]) => r.status === 'running');
    if (running.length > 0) {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)(`cannot pause the run: phase ${running.map(([id]) => id).join(', ')} is running`);
    }
    if (typeof reason !== 'string' || reason.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'pausing a run needs a reason: expected a non-empty description');
    }
    return {
        ...state,
        status: 'paused',
        pause: { reason: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .message */ .iU)(reason, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .REASON_MAX */ .oD), at },
        updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)(state, at),
    };
}
/** Ends a pause; the run goes back to running (or pending when nothing ran in this attempt). */
function unpauseRun(state, now) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    if (state.status !== 'paused')
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)(`cannot unpause the run: it is ${state.status}, not paused`);
    const { pause: _pause, ...rest } = state;
    const next = { ...rest, status: 'running', updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)(state, at) };
    return { ...next, status: deriveRunStatus(next) };
}
/** The error given to phases still running when the run finishes. */
const UNFINISHED_PHASE_ERROR = 'did not finish: the run ended while it was running';
/**
 * Finishes the run: `failed` when a phase failed (or `error` is given), or when a declared phase
 * neither ran nor was skipped (error "not run: test"; the next attempt resumes it), else
 * `completed`; a run that was rolled back and did not go on stays `rolled_back`. Phases still
 * running are failed first (they did not finish). Refused for a run already finished or paused.
 */
function finishRun(state, now, options = {}) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    if (state.status === 'completed' || state.status === 'failed' || state.endedAt !== undefined) {
        const what = state.status === 'completed' || state.status === 'failed'
            ? state.status
            : `ended (${state.status})`;
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)(`cannot finish the run: it already ${what}`);
    }
    if (state.status === 'paused') {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)('cannot finish the run: it is paused; continue it with `ci-state resume` first, or leave it paused');
    }
    let phases = state.phases;
    let lastFailure = state.lastFailure;
    let interrupted = false;
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.status !== 'running')
            continue;
        const end = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .finished */ .xl)(rec, at, undefined);
        const failure = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .phaseFailure */ .Or)(id, rec, end.endedAt ?? at, UNFINISHED_PHASE_ERROR, {});
        lastFailure = failure.lastFailure;
        interrupted = true;
        phases = {
            ...phases,
            [id]: (0,_objects_js__WEBPACK_IMPORTED_MODULE_5__/* .compact */ .o)({
                ...rec,
                status: 'failed',
                ...end,
                error: UNFINISHED_PHASE_ERROR,
                failures: failure.failures,
            }),
        };
    }
    const anyFailed = Object.values(phases).some((r) => r.status === 'failed');
    // Declared phases are a contract: a run that left one unrun is not completed.
    const notRun = anyFailed || state.status === 'rolled_back' ? [] : declaredNotRun(state);
    const error = options.error !== undefined && options.error.trim() !== ''
        ? (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .message */ .iU)(options.error, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .ERROR_MAX */ .m0)
        : notRun.length > 0
            ? (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .message */ .iU)(`not run: ${notRun.join(', ')}`, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .ERROR_MAX */ .m0)
            : undefined;
    const status = anyFailed || error !== undefined
        ? 'failed'
        : state.status === 'rolled_back'
            ? 'rolled_back'
            : 'completed';
    const endedAt = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)(state, at);
    if (error !== undefined) {
        lastFailure = {
            attempt: state.origin.runAttempt,
            at: endedAt,
            message: error,
            recoverable: options.recoverable ?? (interrupted || (options.error === undefined && notRun.length > 0)),
        };
    }
    return (0,_objects_js__WEBPACK_IMPORTED_MODULE_5__/* .compact */ .o)({ ...state, status, phases, error, lastFailure, endedAt, updatedAt: endedAt });
}
/**
 * Declared phases that neither ran nor were skipped in the run (pending or never recorded), leaving
 * out those the active profile skips.
 */
function declaredNotRun(state) {
    let byProfile = new Map();
    if (state.profile !== undefined) {
        byProfile = (0,_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .profileSkips */ .ar)((0,_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveProfile */ .mC)(state.profile, state.profiles), state.declared);
    }
    return state.declared
        .map((d) => d.id)
        .filter((id) => !byProfile.has(id))
        .filter((id) => {
        const rec = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOf */ .zv)(state, id);
        return rec === undefined || rec.status === 'pending';
    });
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


/***/ }),

/***/ 93023:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   STRATEGY_HELP: () => (/* binding */ STRATEGY_HELP),
/* harmony export */   parseStrategy: () => (/* binding */ parseStrategy)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/**
 * Resume strategies: parsing the `--resume` / `resume` input. What each strategy does is described
 * on `planResume` (plan.ts), which applies them.
 */

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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('unknown_strategy', `resume strategy ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(raw)} (${inputName}) names no valid checkpoint: expected checkpoint:<id|phase>, e.g. checkpoint:build`);
        }
        return `checkpoint:${target}`;
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('unknown_strategy', `unknown resume strategy ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(text)} (${inputName}): expected ${STRATEGY_HELP}`);
}


/***/ })

};
