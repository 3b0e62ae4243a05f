export const id = 5595;
export const ids = [5595];
export const modules = {

/***/ 5595:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMPLETED_REASONS: () => (/* binding */ COMPLETED_REASONS),
/* harmony export */   DEFAULT_MAX_CHECKPOINTS: () => (/* binding */ DEFAULT_MAX_CHECKPOINTS),
/* harmony export */   checkpointsAfterPhase: () => (/* binding */ checkpointsAfterPhase),
/* harmony export */   effectivePolicy: () => (/* binding */ effectivePolicy),
/* harmony export */   holdsCompletedPhase: () => (/* binding */ holdsCompletedPhase),
/* harmony export */   linksPhaseRecord: () => (/* binding */ linksPhaseRecord),
/* harmony export */   parseCheckpointInterval: () => (/* binding */ parseCheckpointInterval),
/* harmony export */   parseMaxCheckpoints: () => (/* binding */ parseMaxCheckpoints),
/* harmony export */   prunableCheckpoints: () => (/* binding */ prunableCheckpoints),
/* harmony export */   pruneCheckpoints: () => (/* binding */ pruneCheckpoints),
/* harmony export */   referencedCheckpoints: () => (/* binding */ referencedCheckpoints),
/* harmony export */   scheduledDue: () => (/* binding */ scheduledDue),
/* harmony export */   succeededOutputs: () => (/* binding */ succeededOutputs),
/* harmony export */   withCheckpointPolicy: () => (/* binding */ withCheckpointPolicy)
/* harmony export */ });
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47141);



/** How many checkpoints a run keeps when its policy says nothing. */
const DEFAULT_MAX_CHECKPOINTS = 50;
/** The reasons whose checkpoints hold what a phase completed (a resume may restore them). */
const COMPLETED_REASONS = new Set([
    'phase_completed',
    'user_request',
    'scheduled',
]);
/** The reasons whose checkpoint becomes the checkpoint of its phase's record (`checkpointId`). */
const LINKED_REASONS = new Set([
    'phase_completed',
    'user_request',
]);
function linksPhaseRecord(reason) {
    return LINKED_REASONS.has(reason);
}
/**
 * Whether `cp` holds what `phase` completed: a checkpoint of that phase, taken for a completed
 * reason, after the phase succeeded (or was skipped as done). Never an error_recovery,
 * before_restart or before_rollback checkpoint.
 */
function holdsCompletedPhase(cp, phase) {
    if (cp.phase !== phase || !COMPLETED_REASONS.has(cp.reason))
        return false;
    const rec = Object.hasOwn(cp.snapshot.phases, phase) ? cp.snapshot.phases[phase] : undefined;
    return rec?.status === 'succeeded' || rec?.status === 'skipped';
}
/** The state with `policy` as its checkpoint policy (checked: a one-line error when not valid). */
function withCheckpointPolicy(state, policy) {
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .CheckpointPolicy */ .zh.safeParse(policy);
    if (!parsed.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint policy is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(policy)'}: ${i.message}`).join('; ')}`);
    return { ...state, checkpointPolicy: parsed.data };
}
/** The policy in force: the run's, with the defaults filled in. */
function effectivePolicy(state) {
    const p = state.checkpointPolicy;
    return {
        ...(p?.interval ? { interval: p.interval } : {}),
        max: p?.max ?? DEFAULT_MAX_CHECKPOINTS,
        onError: p?.onError ?? true,
    };
}
const INTERVAL_ACCEPTS = 'expected N (every N phase ends), Nm or Nh (every N minutes or hours), or both as "N,Nm"';
/**
 * `--checkpoint-interval` / `checkpoint-interval`: "3" (phase ends), "30m", "2h", or "3,30m".
 * `what` names the option or input in the error.
 */
function parseCheckpointInterval(text, what) {
    const parts = text.split(',').map((p) => p.trim());
    const out = {};
    for (const part of parts) {
        const m = /^(\d{1,6})([mh]?)$/.exec(part);
        const n = m ? Number(m[1]) : NaN;
        if (!m || n < 1)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: ${INTERVAL_ACCEPTS}`);
        if (m[2] === '') {
            if (out.phases !== undefined)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: ${INTERVAL_ACCEPTS}`);
            out.phases = n;
        }
        else {
            if (out.minutes !== undefined)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: ${INTERVAL_ACCEPTS}`);
            out.minutes = m[2] === 'h' ? n * 60 : n;
        }
    }
    const checked = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .CheckpointPolicy */ .zh.shape.interval.unwrap().safeParse(out);
    if (!checked.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: at most 10000 phase ends and 8760h (525600m)`);
    return out;
}
/** `--max-checkpoints` / `max-checkpoints`: a whole number from 1 to 10000. */
function parseMaxCheckpoints(text, what) {
    const n = /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > 10_000)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text)}: expected a whole number of checkpoints from 1 to 10000`);
    return n;
}
/** The newest checkpoint for which `keep` holds (array order is creation order). */
function newest(state, keep) {
    let best;
    for (const c of state.checkpoints) {
        if (!keep(c))
            continue;
        if (best === undefined || (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(c.createdAt, best.createdAt) >= 0)
            best = c;
    }
    return best;
}
/**
 * The checkpoints the state refers to, which are never pruned: a phase record's checkpoint, the
 * resume plan's, a rollback event's, and the newest checkpoint of each succeeded phase's outputs.
 */
function referencedCheckpoints(state) {
    const ids = new Set();
    for (const [pid, rec] of Object.entries(state.phases)) {
        if (rec.checkpointId !== undefined)
            ids.add(rec.checkpointId);
        if (rec.status === 'succeeded') {
            const cp = newest(state, (c) => holdsCompletedPhase(c, pid));
            if (cp)
                ids.add(cp.id);
        }
    }
    if (state.resume?.checkpointId !== undefined)
        ids.add(state.resume.checkpointId);
    for (const e of state.rollbackHistory)
        ids.add(e.checkpointId);
    return ids;
}
/**
 * The ids to drop so that at most `max` checkpoints remain: the oldest ones that are neither
 * referenced nor in `keep`. Fewer (down to none) when everything else is referenced.
 */
function prunableCheckpoints(state, max, keep = []) {
    const excess = state.checkpoints.length - max;
    if (excess <= 0)
        return [];
    const held = referencedCheckpoints(state);
    for (const id of keep)
        held.add(id);
    const order = state.checkpoints
        .map((c, i) => ({ c, i }))
        .sort((a, b) => (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(a.c.createdAt, b.c.createdAt) || a.i - b.i);
    const out = [];
    for (const { c } of order) {
        if (out.length >= excess)
            break;
        if (!held.has(c.id))
            out.push(c.id);
    }
    return out;
}
/** Drops the checkpoints `prunableCheckpoints` names. */
function pruneCheckpoints(state, max, keep = []) {
    const pruned = prunableCheckpoints(state, max, keep);
    if (pruned.length === 0)
        return { state, pruned };
    const gone = new Set(pruned);
    return {
        state: { ...state, checkpoints: state.checkpoints.filter((c) => !gone.has(c.id)) },
        pruned,
    };
}
/** Union of the outputs globs of the phases that succeeded, in phase order, without repeats. */
function succeededOutputs(state) {
    const globs = new Set();
    for (const rec of Object.values(state.phases)) {
        if (rec.status === 'succeeded')
            for (const g of rec.outputs)
                globs.add(g);
    }
    return [...globs];
}
/** When the current attempt began: its plan's time, else the run's creation. */
function attemptStart(state) {
    return state.resume?.plannedAt ?? state.createdAt;
}
/**
 * Whether a scheduled checkpoint is due after a phase end: `interval.phases` phases of this
 * attempt ended (succeeded or failed) since the last scheduled checkpoint, or `interval.minutes`
 * passed since it (or since the attempt began).
 */
function scheduledDue(state, now) {
    const interval = effectivePolicy(state).interval;
    if (!interval)
        return false;
    const attempt = state.origin.runAttempt;
    const last = newest(state, (c) => c.reason === 'scheduled' && c.attempt === attempt);
    if (interval.phases !== undefined) {
        let ended = 0;
        for (const [pid, rec] of Object.entries(state.phases)) {
            if (rec.attempt !== attempt || rec.endedAt === undefined || rec.startedAt === undefined)
                continue;
            if (rec.status !== 'succeeded' && rec.status !== 'failed')
                continue;
            const before = last && Object.hasOwn(last.snapshot.phases, pid) ? last.snapshot.phases[pid] : undefined;
            if (before?.endedAt === rec.endedAt)
                continue;
            ended++;
        }
        if (ended >= interval.phases)
            return true;
    }
    if (interval.minutes !== undefined) {
        const start = attemptStart(state);
        const since = last && (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(last.createdAt, start) > 0 ? last.createdAt : start;
        if (Date.parse(now) - Date.parse(since) >= interval.minutes * 60_000)
            return true;
    }
    return false;
}
/**
 * The checkpoints to take when `phase` ended with `outcome` (the state already records the end):
 * the outputs of a failed or cancelled phase (when `onError`), then a scheduled one if due.
 */
function checkpointsAfterPhase(state, phase, outcome, outputs, now) {
    const policy = effectivePolicy(state);
    const out = [];
    if (outcome !== 'succeeded' && policy.onError && outputs.length > 0) {
        out.push({
            reason: outcome === 'cancelled' ? 'before_restart' : 'error_recovery',
            phase,
            globs: [...outputs],
        });
    }
    if (scheduledDue(state, now)) {
        out.push({
            reason: 'scheduled',
            ...(outcome === 'succeeded' ? { phase } : {}),
            globs: succeededOutputs(state),
        });
    }
    return out;
}


/***/ })

};
