export const id = 5047;
export const ids = [5047];
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
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48584);



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


/***/ }),

/***/ 97922:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ manifestShaOf),
/* harmony export */   G2: () => (/* binding */ findCheckpoint),
/* harmony export */   S8: () => (/* binding */ rollbackTo),
/* harmony export */   em: () => (/* binding */ fileCheckpointOf),
/* harmony export */   vq: () => (/* binding */ createCheckpoint),
/* harmony export */   zW: () => (/* binding */ manifestLocation),
/* harmony export */   zo: () => (/* binding */ describeCheckpoints)
/* harmony export */ });
/* unused harmony exports stateDigest, latestPhase */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5595);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1332);
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5608);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/**
 * Checkpoints and rollback: taking a checkpoint of the phases and context (the store adds the
 * files), finding one by id or phase, and rolling the state back to it. Pure functions of the
 * state; the cap on checkpoints is in checkpoint-policy.ts.
 */






const LOCATION = /^snapshot:sha256:([0-9a-f]{64})$/;
/** The checkpoint `location` of a snapshot manifest stored as blob `sha`. */
function manifestLocation(sha) {
    return `snapshot:sha256:${sha}`;
}
/** The manifest digest in a checkpoint `location`, or undefined when it names none (state only). */
function manifestShaOf(location) {
    return location === undefined ? undefined : LOCATION.exec(location)?.[1];
}
/**
 * The checkpoint of a phase's record, when it holds files and what the phase completed (never the
 * outputs of a failed or cancelled try).
 */
function fileCheckpointOf(state, phase) {
    const id = state.phases[phase]?.checkpointId;
    const cp = id ? state.checkpoints.find((c) => c.id === id) : undefined;
    return cp && manifestShaOf(cp.location) && (0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.holdsCompletedPhase)(cp, phase) ? cp : undefined;
}
/**
 * The checkpoint with id `target`, else the newest checkpoint of phase `target` taken for a
 * phase_completed, user_request or scheduled reason (never an error_recovery, before_restart or
 * before_rollback one: those are reached by id). To resume from (`checkpoint:<phase>`), it
 * must also have been taken after the phase succeeded; a rollback also goes back to a checkpoint
 * a person took of the phase before it ran (`checkpoint --phase migrate`, then `run migrate`).
 */
function findCheckpoint(state, target, purpose = 'resume') {
    const byId = state.checkpoints.find((c) => c.id === target);
    if (byId)
        return byId;
    let newest;
    for (const c of state.checkpoints) {
        const fits = purpose === 'rollback'
            ? c.phase === target && _checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.COMPLETED_REASONS.has(c.reason)
            : (0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.holdsCompletedPhase)(c, target);
        if (!fits)
            continue;
        if (newest === undefined || (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(c.createdAt, newest.createdAt) >= 0)
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
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .digestOf */ .ol)({ phases, context });
}
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
function checkId(id, what) {
    if (typeof id !== 'string' || id.length < 1 || id.length > 128 || CONTROL.test(id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} id ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is not valid: expected 1-128 printable characters`);
    }
    return id;
}
/**
 * Takes a checkpoint of the state's phases and context: a snapshot of them and their digest (the
 * store adds the files). A phase_completed or user_request checkpoint of a phase becomes that
 * phase record's checkpoint. A new checkpoint past the run's cap drops the oldest ones nothing
 * refers to (checkpoint-policy.ts). Returns the new state, the checkpoint and the ids of older
 * checkpoints the cap pruned.
 */
function createCheckpoint(state, options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const id = checkId(options.id ?? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .newId */ .Si)('cp', now), 'checkpoint');
    if (state.checkpoints.some((c) => c.id === id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} already exists: checkpoints are immutable, expected a new id`);
    }
    const reason = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .CheckpointReason */ .H.safeParse(options.reason);
    if (!reason.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint reason ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.reason)} is not valid: expected ${_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .CheckpointReason */ .H.options.join(', ')}`);
    }
    let phases = state.phases;
    if (options.phase !== undefined) {
        const phase = options.phase;
        const rec = Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
        if (rec === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(phase)} is not a recorded phase: expected one of ${Object.keys(state.phases).join(', ') || '(none yet)'}`);
        }
        if ((0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.linksPhaseRecord)(reason.data))
            phases = { ...state.phases, [phase]: { ...rec, checkpointId: id } };
    }
    const snapshot = structuredClone({ phases, context: state.context });
    const checkpoint = (0,_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .compact */ .o)({
        id,
        phase: options.phase,
        reason: reason.data,
        createdAt: now,
        attempt: state.origin.runAttempt,
        stateDigest: stateDigest(snapshot.phases, snapshot.context),
        snapshot,
        files: options.files ? options.files.map((f) => _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .FileEntry */ .jL.parse(f)) : [],
        globs: options.globs ? [...options.globs] : [],
        captures: options.captures ? options.captures.map((c) => _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .ExternalCapture */ .gd.parse(c)) : [],
        location: options.location,
        skipped: options.skipped,
    });
    const next = {
        ...state,
        phases,
        checkpoints: [...state.checkpoints, checkpoint],
        updatedAt: (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, state.createdAt),
    };
    const capped = (0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.pruneCheckpoints)(next, (0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_2__.effectivePolicy)(next).max, [id, ...(options.keep ?? [])]);
    return { state: capped.state, checkpoint, pruned: capped.pruned };
}
/** The latest phase reached: the one started last (ties go to the later one in order). */
function latestPhase(state) {
    let best;
    let bestAt = '';
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.startedAt === undefined)
            continue;
        if (best === undefined || (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .compareIso */ .lO)(rec.startedAt, bestAt) >= 0) {
            best = id;
            bestAt = rec.startedAt;
        }
    }
    return best;
}
/**
 * Rolls back to a checkpoint (by id) or to the newest checkpoint of a phase (`findCheckpoint`).
 * It restores the phases that had succeeded (or been skipped) when the checkpoint was taken and the
 * context, marks every phase that moved on since then `rolled_back`, records a RollbackEvent and
 * sets the run `rolled_back` (it goes on from there: the next phase that starts makes it `running`
 * again). Returns the new state and the event it recorded.
 *
 * Loop guard: rolling back between the same pair of phases (the latest phase reached, the
 * checkpoint's phase) is refused once `maxRollbacks` (default 3) events between them exist.
 */
function rollbackTo(state, target, options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const id = checkId(options.id ?? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .newId */ .Si)('rb', now), 'rollback');
    const max = options.maxRollbacks ?? 3;
    if (!Number.isInteger(max) || max < 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `maxRollbacks ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(max)} is not valid: expected a non-negative integer`);
    }
    const checkpoint = typeof target === 'string' ? findCheckpoint(state, target, 'rollback') : undefined;
    if (!checkpoint) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('unknown_checkpoint', `unknown rollback target ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(target)}: expected a checkpoint id or a phase with a checkpoint; available: ${describeCheckpoints(state)}`);
    }
    if (state.rollbackHistory.some((e) => e.id === id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `rollback ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} already exists: expected a new id`);
    }
    const from = latestPhase(state);
    const toPhase = checkpoint.phase;
    const earlier = state.rollbackHistory.filter((e) => e.from === from && e.toPhase === toPhase).length;
    if (earlier >= max) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('rollback_loop', `rollback from ${from ?? '(no phase)'} to ${toPhase ?? `checkpoint ${checkpoint.id}`} refused: already rolled back ${earlier} time${earlier === 1 ? '' : 's'} between these phases (limit ${max})`, { exitCode: 1 });
    }
    const snap = checkpoint.snapshot.phases;
    const phases = {};
    const rolledBack = [];
    for (const [pid, cur] of Object.entries(state.phases)) {
        const old = Object.hasOwn(snap, pid) ? snap[pid] : undefined;
        if (old !== undefined && (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(old) === (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(cur))
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
    const event = (0,_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .compact */ .o)({
        id,
        at: now,
        attempt: state.origin.runAttempt,
        from,
        checkpointId: checkpoint.id,
        toPhase,
        rolledBack,
        reason: options.reason === undefined ? undefined : (0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepHead */ .s)(options.reason, 1024),
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
    const next = (0,_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .compact */ .o)({
        ...rest,
        status: 'rolled_back',
        phases,
        context: structuredClone(checkpoint.snapshot.context),
        rollbackHistory: [...state.rollbackHistory, event],
        resume,
        updatedAt: (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, state.createdAt),
    });
    return { state: next, event };
}


/***/ }),

/***/ 334:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Me: () => (/* binding */ MAX_BUNDLE_BYTES),
/* harmony export */   VH: () => (/* binding */ decodeBundle),
/* harmony export */   n: () => (/* binding */ encodeBundle),
/* harmony export */   rJ: () => (/* binding */ BundleError)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92857);
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62724);
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
const MAX_BUNDLE_BYTES = 64 * 1024 * 1024;
const Header = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    v: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    size: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nonnegative(),
    scopeKey: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{8,64}$/),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(40),
    hmac: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
});
class BundleError extends Error {
    constructor(message) {
        super(message);
        this.name = 'BundleError';
    }
}
function mac(key, h) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key)
        .update(`${h.v}\n${h.sha256}\n${h.size}\n${h.scopeKey}\n${h.createdAt}`)
        .digest('hex');
}
function encodeBundle(state, opts) {
    const payload = Buffer.from(JSON.stringify({ state }));
    const base = {
        v: 1,
        sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(payload).digest('hex'),
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
function decodeBundle(bytes, opts) {
    const fail = (why) => {
        throw new BundleError(`${opts.source}: ${why}`);
    };
    if (bytes.length > MAX_BUNDLE_BYTES)
        fail(`bundle is ${bytes.length} bytes, over the ${MAX_BUNDLE_BYTES} cap`);
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
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(payload).digest('hex');
    if (digest !== header.sha256)
        fail('payload digest does not match the header (corrupt or tampered)');
    if (opts.scopeKey !== undefined && header.scopeKey !== opts.scopeKey)
        fail('bundle belongs to another scope');
    if (opts.integrityKey) {
        if (!header.hmac)
            fail('bundle is not signed, but an integrity key is configured');
        const { hmac, ...rest } = header;
        const want = Buffer.from(mac(opts.integrityKey, rest), 'hex');
        if (!(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(want, Buffer.from(hmac, 'hex')))
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
    const state = (0,_core_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseStateDocument */ .No)(doc.state, opts.source);
    if ((0,_core_index_js__WEBPACK_IMPORTED_MODULE_1__/* .scopeKey */ .OD)(state.scope) !== header.scopeKey)
        fail('the state does not belong to the scope its header names');
    return { state, sha256: digest, signed: !!header.hmac, createdAt: header.createdAt };
}


/***/ })

};
