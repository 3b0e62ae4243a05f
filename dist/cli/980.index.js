export const id = 980;
export const ids = [980];
export const modules = {

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


/***/ })

};
