export const id = 2724;
export const ids = [2724,832,3023];
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

/***/ 62724:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* reexport safe */ _plan_js__WEBPACK_IMPORTED_MODULE_11__.C),
/* harmony export */   Eo: () => (/* reexport safe */ _schema_js__WEBPACK_IMPORTED_MODULE_1__.Eo),
/* harmony export */   No: () => (/* reexport safe */ _documents_js__WEBPACK_IMPORTED_MODULE_5__.eM),
/* harmony export */   OD: () => (/* reexport safe */ _canonical_js__WEBPACK_IMPORTED_MODULE_3__.OD),
/* harmony export */   a3: () => (/* reexport safe */ _duration_js__WEBPACK_IMPORTED_MODULE_21__.a),
/* harmony export */   i2: () => (/* reexport safe */ _schema_js__WEBPACK_IMPORTED_MODULE_1__.i2)
/* harmony export */ });
/* harmony import */ var _zod_builders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58451);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48584);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8005);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13930);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22720);
/* harmony import */ var _documents_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(99466);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(14372);
/* harmony import */ var _transitions_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75324);
/* harmony import */ var _run_transitions_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(24540);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1607);
/* harmony import */ var _attempt_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(56509);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3136);
/* harmony import */ var _strategy_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(93023);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(88952);
/* harmony import */ var _phase_list_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(42040);
/* harmony import */ var _phases_file_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(84441);
/* harmony import */ var _side_effects_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(40710);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(28619);
/* harmony import */ var _rollback_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(97922);
/* harmony import */ var _journal_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(7195);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(70171);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(41634);
/* harmony import */ var _init_js__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(5980);
/* harmony import */ var _decide_js__WEBPACK_IMPORTED_MODULE_23__ = __webpack_require__(8942);
/* harmony import */ var _checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_24__ = __webpack_require__(5595);
/* harmony import */ var _history_entries_js__WEBPACK_IMPORTED_MODULE_25__ = __webpack_require__(59813);
/** The pure core of ci-state: data model, rules and helpers. No I/O, no clock. */
 // the schemas' zod (see zod.ts)































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

/***/ 1607:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ getContext),
/* harmony export */   o: () => (/* binding */ setContext)
/* harmony export */ });
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91753);
/**
 * The run's context: user JSON data read and written at dotted key paths, without prototype keys.
 */





function contextPath(key) {
    const parts = typeof key === 'string' ? key.split('.') : [];
    const ok = typeof key === 'string' &&
        key.length <= 1024 &&
        parts.every((p) => p !== '' && p.length <= 256 && !_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .FORBIDDEN_KEYS */ .p5.has(p));
    if (!ok) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `context key ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(key)} is not valid: expected dot-separated names (not "__proto__", "constructor" or "prototype"), e.g. build.version`);
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
        const scan = (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .scanForbiddenKeys */ .Ph)(value);
        if (scan.forbidden.length > 0 || scan.tooDeep !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `context value for ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(key)} is not allowed: ${scan.forbidden.length > 0 ? `it has prototype keys at ${scan.forbidden.join(', ')}` : 'it nests too deep'}`);
        }
        const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .JsonValue */ .es.safeParse(value);
        if (!parsed.success) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `context value for ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(key)} is not JSON data: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues).join('; ')}`);
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
        if (child !== undefined && !(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isPlainObject */ .Qd)(child)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `context key ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(key)} cannot be set: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(parts.slice(0, i + 1).join('.'))} holds ${Array.isArray(child) ? 'an array' : child === null ? 'null' : `a ${typeof child}`}, not an object`);
        }
        if (child === undefined && value === undefined)
            return out;
        out[k] = set(child ?? {}, i + 1);
        return out;
    };
    const context = set(state.context, 0);
    const next = { ...state, context };
    return now === undefined ? next : { ...next, updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)(state, (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now)) };
}
/** The value at a dotted key path of the run's context (undefined when absent). */
function getContext(state, key) {
    const parts = contextPath(key);
    let cur = state.context;
    for (const p of parts) {
        if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .isPlainObject */ .Qd)(cur) || !Object.hasOwn(cur, p))
            return undefined;
        cur = cur[p];
    }
    return cur;
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


/***/ }),

/***/ 14372:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ validateState)
/* harmony export */ });
/* unused harmony export checkInvariants */
/* harmony import */ var _documents_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99466);
/**
 * Validation of any state document: every schema error and every invariant violation, listed.
 * The invariants (beyond the schema) are listed on `checkInvariants`.
 */

const t = (iso) => Date.parse(iso);
/**
 * Every invariant violation of a schema-valid state, as `path: message` lines.
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
    const result = (0,_documents_js__WEBPACK_IMPORTED_MODULE_0__/* .checkStateDocument */ .xc)(raw);
    if (!result.ok)
        return { ok: false, errors: result.errors };
    const errors = checkInvariants(result.state);
    if (errors.length > 0)
        return { ok: false, errors };
    return { ok: true, state: result.state, errors: [] };
}


/***/ }),

/***/ 58451:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  builders: () => (/* binding */ builders)
});

// NAMESPACE OBJECT: ./node_modules/zod/v4/classic/iso.js
var iso_namespaceObject = {};
__webpack_require__.r(iso_namespaceObject);
__webpack_require__.d(iso_namespaceObject, {
  ZodISODate: () => (schemas/* ZodISODate */.Brp),
  ZodISODateTime: () => (schemas/* ZodISODateTime */.You),
  ZodISODuration: () => (schemas/* ZodISODuration */.$A2),
  ZodISOTime: () => (schemas/* ZodISOTime */.WV4),
  date: () => (date),
  datetime: () => (datetime),
  duration: () => (duration),
  time: () => (time)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(43759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(schemas/* ZodISODateTime */.You, params);
}
function date(params) {
    return api/* _isoDate */.db(schemas/* ZodISODate */.Brp, params);
}
function time(params) {
    return api/* _isoTime */.Kn(schemas/* ZodISOTime */.WV4, params);
}
function duration(params) {
    return api/* _isoDuration */.f2(schemas/* ZodISODuration */.$A2, params);
}

// EXTERNAL MODULE: ./.build/core/zod-slot.js
var zod_slot = __webpack_require__(41194);
;// CONCATENATED MODULE: ./.build/core/zod-builders.js
/**
 * Loads zod for the core's schemas (see zod.ts): importing this module is what makes them usable.
 * The builders are named one by one so that a bundle leaves out the rest of zod (its messages in
 * other languages are half of it); a schema that needs another builder adds it here.
 */


const builders = {
    array: schemas/* array */.YOg,
    boolean: schemas/* boolean */.zMY,
    discriminatedUnion: schemas/* discriminatedUnion */.gMt,
    enum: schemas/* enum */.k5n,
    iso: iso_namespaceObject,
    lazy: schemas/* lazy */.RZV,
    literal: schemas/* literal */.euz,
    null: schemas/* null */.chJ,
    number: schemas/* number */.aig,
    record: schemas/* record */.g1P,
    strictObject: schemas/* strictObject */.rej,
    string: schemas/* string */.YjP,
    union: schemas/* union */.KCZ,
    unknown: schemas/* unknown */.L5J,
};
(0,zod_slot/* useBuilders */.s)(builders);


/***/ })

};
