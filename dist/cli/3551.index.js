export const id = 3551;
export const ids = [3551,710,2040];
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
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49636);



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

/***/ 1332:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ compact)
/* harmony export */ });
/* unused harmony export omit */
/** Plain-object helpers for building records and states: no `undefined` keys, keys left out. */
/** A copy of `obj` without the keys whose value is undefined (so documents stay plain JSON). */
function compact(obj) {
    const out = {};
    for (const [k, v] of Object.entries(obj))
        if (v !== undefined)
            out[k] = v;
    return out;
}
/** A copy of `obj` without the given keys. */
function omit(obj, ...keys) {
    const out = { ...obj };
    for (const k of keys)
        delete out[k];
    return out;
}


/***/ }),

/***/ 42040:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkDeclared: () => (/* binding */ checkDeclared),
/* harmony export */   findCycle: () => (/* binding */ findCycle),
/* harmony export */   formatPhaseList: () => (/* binding */ formatPhaseList),
/* harmony export */   parsePhaseItems: () => (/* binding */ parsePhaseItems),
/* harmony export */   parsePhaseList: () => (/* binding */ parsePhaseList)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49636);


/**
 * Checks a declared phase list: ids unique, requirements known, no cycles. Throws one CiStateError
 * naming the input and listing every problem.
 */
function checkDeclared(declared, inputName) {
    const problems = [];
    const ids = new Set();
    for (const d of declared) {
        if (ids.has(d.id))
            problems.push(`phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(d.id)} is declared twice`);
        ids.add(d.id);
    }
    for (const d of declared) {
        for (const r of d.requires) {
            if (r === d.id)
                problems.push(`phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(d.id)} requires itself`);
            else if (!ids.has(r))
                problems.push(`phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(d.id)} requires ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(r)}, which is not declared`);
        }
    }
    if (problems.length === 0) {
        const cycle = findCycle(declared);
        if (cycle)
            problems.push(`requirements form a cycle: ${cycle.join(' -> ')}`);
    }
    if (problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phases (${inputName}): ${problems.join('; ')}`, {
            details: problems,
        });
    }
}
/** A requirement cycle as a path that starts and ends with the same phase, if there is one. */
function findCycle(declared) {
    const requires = new Map(declared.map((d) => [d.id, d.requires]));
    const state = new Map(); // 1 = on the path, 2 = done
    for (const start of requires.keys()) {
        if (state.has(start))
            continue;
        // Iterative DFS: each frame is a node and the index of its next requirement.
        const path = [];
        const stack = [{ id: start, next: 0 }];
        state.set(start, 1);
        path.push(start);
        while (stack.length > 0) {
            const top = stack[stack.length - 1];
            const reqs = requires.get(top.id) ?? [];
            if (top.next >= reqs.length) {
                state.set(top.id, 2);
                stack.pop();
                path.pop();
                continue;
            }
            const r = reqs[top.next++];
            if (!requires.has(r))
                continue;
            const s = state.get(r);
            if (s === 1)
                return [...path.slice(path.indexOf(r)), r];
            if (s === undefined) {
                state.set(r, 1);
                path.push(r);
                stack.push({ id: r, next: 0 });
            }
        }
    }
    return undefined;
}
const PHASE_LIST_HELP = 'expected phases separated by commas or new lines, each name[:req1+req2][!] (":" lists required phases, a trailing "!" marks a side effect), e.g. "build,test:build,deploy:test!"';
/**
 * Parses the phase list syntax (the `phases` input, `--phases`). Blank text gives no phases.
 *
 * Items separated by commas or new lines; each item is `name`, optionally `:req1+req2` naming the
 * phases it requires, optionally a trailing `!` marking a side effect:
 * `build, lint, test:build+lint, deploy:test!`. Blank lines and a comma ending a line are ignored;
 * an empty item between commas (`a,,b`) is refused; `#` starts a comment that runs to the end of
 * the line. A requirement must name a phase of the list; cycles are refused.
 */
function parsePhaseList(text, inputName = '--phases') {
    const declared = parsePhaseItems(text, inputName);
    checkDeclared(declared, inputName);
    return declared;
}
/** The items of a phase list, each checked on its own (not yet against each other). */
function parsePhaseItems(text, inputName) {
    if (typeof text !== 'string') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phase list (${inputName}): not text; ${PHASE_LIST_HELP}`);
    }
    const items = [];
    for (const line of text.split(/\r?\n/)) {
        const parts = line
            .replace(/(^|\s)#.*$/, '')
            .split(',')
            .map((s) => s.trim());
        // A blank line or a comma ending a line is fine; an empty item before a comma ("a,,b") is
        // most likely a phase left out, so it is refused rather than ignored.
        if (parts.slice(0, -1).some((s) => s === '')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phase list (${inputName}): ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(line.trim())} has an empty item between commas; ${PHASE_LIST_HELP}`);
        }
        items.push(...parts.filter((s) => s !== ''));
    }
    if (items.length > 1000) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phase list (${inputName}): ${items.length} phases is more than the 1000 accepted`);
    }
    const declared = [];
    for (const item of items) {
        const m = /^([^:!\s]+)\s*(!)?\s*(?::\s*([^!]*?))?\s*(!)?$/.exec(item);
        const bad = (why) => {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid phase list (${inputName}): ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(item)} ${why}; ${PHASE_LIST_HELP}`);
        };
        if (!m)
            return bad('is not name[:req1+req2][!]');
        const [, id = '', bang1, reqText, bang2] = m;
        if (bang1 && bang2)
            bad('has "!" twice');
        if (!_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PHASE_ID_PATTERN */ .T5.test(id))
            bad(`: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(id)} is not a phase id (1-64 letters, digits, ".", "_" or "-")`);
        const requires = [];
        if (reqText !== undefined) {
            const reqs = reqText.split('+').map((r) => r.trim());
            if (reqs.some((r) => r === ''))
                bad('has an empty requirement');
            for (const r of reqs) {
                if (!_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PHASE_ID_PATTERN */ .T5.test(r))
                    bad(`: requirement ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(r)} is not a phase id`);
                if (!requires.includes(r))
                    requires.push(r);
            }
        }
        declared.push({ id, requires, sideEffect: Boolean(bang1 ?? bang2), reuse: false, tags: [] });
    }
    return declared;
}
/** The phase list text of declared phases (the inverse of parsePhaseList, tags and reuse aside). */
function formatPhaseList(declared) {
    return declared
        .map((d) => {
        const reqs = d.requires ?? [];
        return `${d.id}${reqs.length > 0 ? `:${reqs.join('+')}` : ''}${d.sideEffect ? '!' : ''}`;
    })
        .join(',');
}


/***/ }),

/***/ 3136:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ planResume)
});

// UNUSED EXPORTS: phaseOrder

// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/core/profiles.js
var profiles = __webpack_require__(88952);
// EXTERNAL MODULE: ./.build/core/truncate.js
var truncate = __webpack_require__(5608);
// EXTERNAL MODULE: ./.build/core/duration.js
var duration = __webpack_require__(41634);
;// CONCATENATED MODULE: ./.build/core/record-text.js
/**
 * What happened to a phase in a restored state, in words: the reasons resume planning gives.
 */


/** A short, one-line account of why a phase failed. */
function failureSummary(record) {
    const first = (record.error ?? '')
        .split(/\r?\n/)
        .find((l) => l.trim() !== '')
        ?.trim();
    if (first)
        return (0,truncate/* keepHead */.s)(first, 200);
    if (record.cancelled)
        return 'cancelled';
    if (record.signal)
        return `killed by ${record.signal}`;
    if (record.exitCode !== undefined)
        return `exit code ${record.exitCode}`;
    return 'failed';
}
function took(record) {
    return record.durationMs !== undefined ? ` (${(0,duration/* formatDuration */.a)(record.durationMs)})` : '';
}
/** What happened to a phase in the restored state, in words. */
function describeRecord(record) {
    if (record === undefined)
        return 'did not run';
    switch (record.status) {
        case 'succeeded':
            return `succeeded in attempt ${record.attempt}${took(record)}`;
        case 'failed':
            return `failed in attempt ${record.attempt}: ${failureSummary(record)}`;
        case 'running':
            return `did not finish in attempt ${record.attempt}`;
        case 'skipped':
            return `skipped in attempt ${record.attempt}${record.reason ? ` (${(0,truncate/* keepHead */.s)(record.reason, 200)})` : ''}`;
        case 'rolled_back':
            return `rolled back in attempt ${record.attempt}`;
        case 'pending':
            return record.attempts > 0 ? `did not run again in attempt ${record.attempt}` : 'did not run';
    }
}

// EXTERNAL MODULE: ./.build/core/rollback.js
var rollback = __webpack_require__(97922);
;// CONCATENATED MODULE: ./.build/core/resume-strategy.js
/**
 * Step 2 of resume planning (see plan.ts): what the strategy alone decides for each phase the
 * profile does not skip, before side effects, lost outputs and requirements are applied.
 */



const DONE = new Set(['succeeded', 'skipped']);
const BROKEN = new Set(['failed', 'running', 'rolled_back']);
/** Applies the strategy: which candidates it skips and which it redoes, each with a reason. */
function applyStrategy(input) {
    const { state, strategy, order, candidates, profileSkipped, record, warnings } = input;
    const known = new Set(order);
    const skippedFailed = new Set();
    /** Done: succeeded, or skipped for a reason other than a profile that is no longer active. */
    const isDone = (rec) => rec !== undefined &&
        DONE.has(rec.status) &&
        !(rec.status === 'skipped' && rec.reason?.startsWith('profile '));
    const base = new Map();
    const baseReason = new Map();
    const fromRecords = (boundary, rec, after) => {
        candidates.forEach((id, i) => {
            const r = rec(id);
            if (i < boundary && isDone(r)) {
                base.set(id, 'skip');
                baseReason.set(id, describeRecord(r));
            }
            else {
                base.set(id, 'redo');
                baseReason.set(id, i < boundary ? describeRecord(r) : after(id));
            }
        });
    };
    const firstBroken = candidates.findIndex((id) => {
        const r = record(id);
        return r !== undefined && BROKEN.has(r.status);
    });
    const firstNotDone = candidates.findIndex((id) => !isDone(record(id)));
    const resumeIndex = firstBroken >= 0 ? firstBroken : firstNotDone;
    const point = resumeIndex >= 0 ? candidates[resumeIndex] : undefined;
    const afterPoint = (id) => {
        const r = record(id);
        if (id === point || r === undefined || !DONE.has(r.status))
            return describeRecord(r);
        return `${describeRecord(r)}; runs again after ${point}`;
    };
    let checkpoint;
    if (state.status === 'completed' && input.allowCompleted && strategy !== 'restart') {
        // "Re-run all jobs" after an attempt that completed: every phase is kept, whatever the
        // strategy (restart alone runs them again).
        fromRecords(candidates.length, record, (id) => describeRecord(record(id)));
    }
    else if (strategy === 'restart') {
        for (const id of candidates) {
            base.set(id, 'redo');
            baseReason.set(id, `${describeRecord(record(id))}; restart runs it again`);
        }
    }
    else if (strategy === 'failed' || strategy === 'previous') {
        let boundary = resumeIndex >= 0 ? resumeIndex : candidates.length;
        if (strategy === 'previous' && resumeIndex >= 0) {
            let j = resumeIndex - 1;
            while (j >= 0 && record(candidates[j])?.status !== 'succeeded')
                j--;
            if (j >= 0)
                boundary = j;
            else
                warnings.push(`no succeeded phase before ${point} to run again (--resume previous)`);
        }
        else if (strategy === 'previous') {
            warnings.push('no phase failed or is left to run: previous has nothing to run again');
        }
        const previousOne = strategy === 'previous' ? candidates[boundary] : undefined;
        fromRecords(boundary, record, (id) => id === previousOne && id !== point
            ? `${describeRecord(record(id))}; runs again because it comes just before ${point} (previous)`
            : afterPoint(id));
    }
    else if (strategy === 'skip-failed') {
        // The leading phases that are done or failed are skipped; the run goes on from the first
        // phase that is neither (one that did not run, or was rolled back).
        const failedOrCut = (r) => r !== undefined && (r.status === 'failed' || r.status === 'running');
        let boundary = candidates.findIndex((id) => !isDone(record(id)) && !failedOrCut(record(id)));
        if (boundary < 0)
            boundary = candidates.length;
        const from = candidates[boundary];
        candidates.forEach((id, i) => {
            const r = record(id);
            if (i < boundary && failedOrCut(r)) {
                base.set(id, 'skip');
                baseReason.set(id, `${describeRecord(r)}; skipped (skip-failed)`);
                skippedFailed.add(id);
            }
            else if (i < boundary) {
                base.set(id, 'skip');
                baseReason.set(id, describeRecord(r));
            }
            else {
                base.set(id, 'redo');
                const again = isDone(r) && from !== undefined ? `; runs again after ${from}` : '';
                baseReason.set(id, `${describeRecord(r)}${i === boundary ? '' : again}`);
            }
        });
        if (skippedFailed.size === 0)
            warnings.push('no phase failed: skip-failed skips nothing');
    }
    else {
        const target = strategy.slice('checkpoint:'.length);
        const byId = state.checkpoints.find((c) => c.id === target);
        if (byId === undefined && known.has(target)) {
            // By phase: the phases done up to it now are kept; its newest checkpoint brings the context.
            checkpoint = (0,rollback/* findCheckpoint */.G2)(state, target);
            if (!checkpoint)
                warnings.push(`no checkpoint of phase ${target}: keeping the phases done up to ${target} as recorded in attempt ${state.origin.runAttempt}`);
            const boundary = order
                .slice(0, order.indexOf(target) + 1)
                .filter((id) => !profileSkipped.has(id)).length;
            fromRecords(boundary, record, (id) => `${describeRecord(record(id))}; after ${target}, runs again`);
            if (checkpoint) {
                const label = `checkpoint ${checkpoint.id} (${target})`;
                for (const id of candidates) {
                    if (base.get(id) === 'skip')
                        baseReason.set(id, `kept by ${label}: ${baseReason.get(id) ?? ''}`);
                }
            }
        }
        else if ((checkpoint = byId ?? (0,rollback/* findCheckpoint */.G2)(state, target))) {
            const snap = checkpoint.snapshot.phases;
            const snapRecord = (id) => Object.hasOwn(snap, id) ? snap[id] : undefined;
            let boundary;
            if (checkpoint.phase !== undefined && candidates.includes(checkpoint.phase)) {
                boundary = candidates.indexOf(checkpoint.phase) + 1;
            }
            else if (checkpoint.phase !== undefined && profileSkipped.has(checkpoint.phase)) {
                boundary = order
                    .slice(0, order.indexOf(checkpoint.phase) + 1)
                    .filter((id) => !profileSkipped.has(id)).length;
            }
            else {
                boundary = candidates.findIndex((id) => !isDone(snapRecord(id)));
                if (boundary < 0)
                    boundary = candidates.length;
            }
            const label = `checkpoint ${checkpoint.id}${checkpoint.phase ? ` (${checkpoint.phase})` : ''}`;
            fromRecords(boundary, snapRecord, (id) => `${describeRecord(record(id))}; after ${label}, runs again`);
            for (const id of candidates) {
                if (base.get(id) === 'skip')
                    baseReason.set(id, `kept by ${label}: ${baseReason.get(id) ?? ''}`);
            }
        }
        else {
            throw new errors/* CiStateError */.eS('unknown_checkpoint', `unknown checkpoint ${(0,errors/* quote */.hD)(target)} (--resume ${strategy.slice(0, 140)}): expected a checkpoint id or a phase with a checkpoint; available: ${(0,rollback/* describeCheckpoints */.zo)(state)}`);
        }
    }
    return { base, baseReason, skippedFailed, checkpoint };
}

// EXTERNAL MODULE: ./.build/core/schema.js + 5 modules
var schema = __webpack_require__(49636);
// EXTERNAL MODULE: ./.build/core/side-effects.js
var side_effects = __webpack_require__(40710);
;// CONCATENATED MODULE: ./.build/core/plan.js
/**
 * Resume planning: which phases a new attempt skips and which it runs again. It applies the
 * README's "rules of a resumed attempt"; strategies, profiles, side-effect rules and the phase
 * list live in their own modules, and `planResume` (documented below) combines them.
 */







/** Declared order first, then phases only recorded, in record order. */
function phaseOrder(declared, phases) {
    const order = [];
    const seen = new Set();
    for (const d of declared) {
        if (!seen.has(d.id)) {
            seen.add(d.id);
            order.push(d.id);
        }
    }
    for (const id of Object.keys(phases)) {
        if (!seen.has(id)) {
            seen.add(id);
            order.push(id);
        }
    }
    return order;
}
/**
 * Computes which phases a new attempt skips and which it runs again.
 *
 * From a restored state and a strategy, every known phase (declared or recorded) lands in exactly
 * one of `skip` (it does not run in the new attempt) or `redo` (it runs, or may run, again).
 * Phase order is the declared order, then phases only recorded, in record order.
 *
 * Planning is for a run that did not complete (failed, cancelled, paused, rolled back or cut off
 * while running). A run that completed is not resumed: `init` starts a fresh run (attempt 1 of a new
 * state) instead; `beginAttempt` refuses a completed state, and `planResume` on one skips every
 * phase and says so in a warning.
 *
 * The resume point is the first phase (in order, not skipped by the profile) that failed, was still
 * running when the state was saved (treated as failed: it did not finish) or was rolled back; when
 * there is none, the first phase that did not run. Strategies:
 * - `failed` (default): phases before the resume point that succeeded (or were skipped) are skipped;
 *   the resume point and everything after it are redone. A phase before it that never ran is redone.
 * - `previous`: as `failed`, but from the last succeeded phase before the resume point.
 * - `skip-failed`: the leading phases that are done or failed (or cut off) are skipped, the failed
 *   ones marked `skipFailed` (done for planning, but never completed); the run goes on from the
 *   first phase that is neither.
 * - `checkpoint:<id>`: phases up to and including the checkpoint's phase that had succeeded (or
 *   were skipped) when it was taken are skipped, and everything after is redone.
 *   `checkpoint:<phase>`: the phases done now up to and including that phase are skipped, and
 *   everything after is redone; the context comes back from the phase's newest checkpoint (a
 *   phase without one is accepted with a warning). Anything else is an error listing the
 *   available checkpoints.
 * - A run that completed (planned only on a runner, for "Re-run all jobs"): every phase is kept,
 *   whatever the strategy; `restart` alone runs them again.
 * - `restart`: everything is redone.
 *
 * Then, in this order of precedence:
 * 1. Phases the active profile skips are skipped (reason `profile <name>`), whatever happened before.
 * 2. A side-effect phase that succeeded (in any earlier attempt: `effectAttempt`) is never run
 *    again silently: if the strategy or a redone requirement would redo it, it is skipped and a
 *    warning says so. Only `rerunSideEffects` (the CLI's `--rerun-side-effects`, the Action's
 *    `rerun-side-effects`: `true`, `all` or the phase's id) lets it run again, in that attempt;
 *    `restart` alone does not. A side-effect phase that never succeeded and failed or was cut off
 *    is redone, with a warning that it may have partly run.
 * 3. Outputs that cannot be restored (`lostOutputs`, found by the caller before planning): a phase
 *    the strategy would skip is redone instead, since the phases after it need what it made;
 *    except a side-effect phase kept by rule 2, which stays skipped and is listed in `lost`.
 * 4. A phase whose required phase is redone is redone ("requires build, which runs again"),
 *    transitively. The only phases that can be skipped while a requirement is redone are those of
 *    rule 1 (they do not run at all) and rule 2 (kept on purpose, with a warning).
 * 5. A phase that runs and requires a phase of `lost` (or a blocked phase) is `blocked`: it cannot
 *    run without those outputs, and its `ci-state run` fails at once naming them and the allowance.
 *
 * `kept` lists the skipped phases an earlier attempt completed (not those a profile skips, nor the
 * failed phases skip-failed skips): an attempt "resumed" when it keeps at least one.
 */
function planResume(state, options) {
    const strategy = options.strategy;
    const declared = options.declared
        ? options.declared.map((d) => schema/* PhaseDecl */.ak.parse(d))
        : state.declared;
    const declById = new Map(declared.map((d) => [d.id, d]));
    const order = phaseOrder(declared, state.phases);
    const known = new Set(order);
    const record = (id) => Object.hasOwn(state.phases, id) ? state.phases[id] : undefined;
    const requiresOf = (id) => {
        const reqs = new Set([...(declById.get(id)?.requires ?? []), ...(record(id)?.requires ?? [])]);
        return [...reqs].filter((r) => known.has(r) && r !== id);
    };
    const sideEffectOf = (id) => Boolean(declById.get(id)?.sideEffect || record(id)?.sideEffect);
    /** Every phase `id` requires, directly or through others (what its work may read). */
    const closures = new Map();
    const allRequirementsOf = (id) => {
        let all = closures.get(id);
        if (all)
            return all;
        const seen = new Set();
        const stack = [...requiresOf(id)];
        while (stack.length > 0) {
            const r = stack.pop();
            if (r === id || seen.has(r))
                continue;
            seen.add(r);
            stack.push(...requiresOf(r));
        }
        all = order.filter((x) => seen.has(x));
        closures.set(id, all);
        return all;
    };
    const warnings = [];
    const reasons = {};
    const skip = new Set();
    const redo = new Set();
    // 1. The profile.
    const profileName = options.profile ?? state.profile;
    let profileSkipped = new Map();
    if (profileName !== undefined) {
        const resolved = (0,profiles/* resolveProfile */.mC)(profileName, {
            ...state.profiles,
            ...(options.profiles ?? {}),
        });
        profileSkipped = (0,profiles/* profileSkips */.ar)(resolved, order.map((id) => ({ id, tags: declById.get(id)?.tags ?? [] })));
    }
    const candidates = order.filter((id) => !profileSkipped.has(id));
    // 2. The strategy.
    const { base, baseReason, skippedFailed, checkpoint } = applyStrategy({
        state,
        strategy,
        order,
        candidates,
        profileSkipped,
        allowCompleted: options.allowCompleted,
        record,
        warnings,
    });
    for (const [id, reason] of profileSkipped) {
        skip.add(id);
        reasons[id] = reason;
    }
    // 3. Side-effect phases that succeeded are kept (unless rerunSideEffects allows them).
    const protectedIds = new Set();
    for (const id of candidates) {
        const r = record(id);
        const decision = base.get(id) ?? 'redo';
        if (r !== undefined && (0,side_effects.effectDone)(r, sideEffectOf(id))) {
            const when = r.effectAttempt ?? r.attempt;
            if ((0,side_effects.allowsRerun)(options.rerunSideEffects, id)) {
                if (decision === 'redo') {
                    warnings.push(`${id} has side effects and succeeded in attempt ${when}: it runs again (rerun side effects)`);
                }
            }
            else {
                protectedIds.add(id);
                skippedFailed.delete(id);
                if (decision === 'redo') {
                    warnings.push(`${id} has side effects and succeeded in attempt ${when}: not run again (pass --rerun-side-effects ${id} to run it)`);
                }
                base.set(id, 'skip');
                baseReason.set(id, `${r.status === 'succeeded' ? describeRecord(r) : `succeeded in attempt ${when}`}; has side effects, so it is not run again`);
            }
        }
    }
    // Outputs that cannot be restored: the phase runs again, unless it is a kept side effect.
    const lost = [];
    for (const id of options.lostOutputs ?? []) {
        if (!candidates.includes(id) || base.get(id) !== 'skip' || skippedFailed.has(id))
            continue;
        if (protectedIds.has(id)) {
            lost.push(id);
            warnings.push(`${id} has side effects and its outputs could not be restored: it is not run again, and phases that require it cannot run (pass --rerun-side-effects ${id} to run it again)`);
        }
        else {
            base.set(id, 'redo');
            baseReason.set(id, `${describeRecord(record(id))}; its outputs could not be restored`);
            warnings.push(`${id}: its outputs could not be restored, so it will run again`);
        }
    }
    for (const id of candidates) {
        if (base.get(id) === 'skip')
            skip.add(id);
        else
            redo.add(id);
        reasons[id] = baseReason.get(id) ?? describeRecord(record(id));
    }
    // 4. Requirements: a phase that requires, directly or through others, a phase that runs again
    // runs again (to a fixed point), also through a kept side effect: what it read may change.
    let changed = true;
    while (changed) {
        changed = false;
        for (const id of candidates) {
            if (!skip.has(id) || protectedIds.has(id))
                continue;
            const redone = allRequirementsOf(id).find((r) => redo.has(r));
            if (redone !== undefined) {
                skip.delete(id);
                redo.add(id);
                const through = requiresOf(id).includes(redone) ? '' : ' (through its requirements)';
                reasons[id] = `requires ${redone}${through}, which runs again`;
                changed = true;
            }
        }
    }
    for (const id of protectedIds) {
        const redone = requiresOf(id).filter((r) => redo.has(r));
        if (redone.length > 0) {
            warnings.push(`${id} has side effects and succeeded: not run again although ${(0,errors/* listWords */.yh)(redone, 'and')} ${redone.length === 1 ? 'runs' : 'run'} again`);
        }
    }
    // 5. Phases that run but need (directly or through others) the outputs of a kept side effect
    // that could not be restored.
    const blocked = {};
    const lostSet = new Set(lost);
    for (const id of candidates) {
        if (!redo.has(id) || lostSet.size === 0)
            continue;
        const need = allRequirementsOf(id).find((r) => lostSet.has(r));
        if (need !== undefined)
            blocked[id] = (0,side_effects.blockedBecause)(need);
    }
    // Warnings for side-effect phases that run again after failing or being cut off, and for phases
    // that go on without a requirement skip-failed skipped.
    for (const id of candidates) {
        if (!redo.has(id))
            continue;
        const r = record(id);
        if (sideEffectOf(id) && (r?.status === 'failed' || r?.status === 'running')) {
            warnings.push(`${id} has side effects and ${r.status === 'failed' ? 'failed' : 'did not finish'} in attempt ${r.attempt}: it runs again; it may have partly run, make sure repeating it is safe`);
        }
        if (strategy === 'skip-failed') {
            for (const req of requiresOf(id)) {
                const rr = record(req);
                if (skip.has(req) && (rr?.status === 'failed' || rr?.status === 'running')) {
                    warnings.push(`${id} requires ${req}, which ${rr.status === 'failed' ? 'failed' : 'did not finish'} and is skipped`);
                }
            }
        }
    }
    if (state.status === 'completed' && !options.allowCompleted) {
        warnings.push(`the run completed in attempt ${state.origin.runAttempt}: there is nothing to resume; start a fresh run instead`);
    }
    let savedMs = 0;
    for (const id of order) {
        if (!skip.has(id) || profileSkipped.has(id))
            continue;
        const r = record(id);
        const kept = r?.status === 'succeeded' ? r : checkpoint?.snapshot.phases[id];
        if (kept?.status === 'succeeded')
            savedMs += kept.durationMs ?? 0;
    }
    for (const id of order)
        reasons[id] = (0,truncate/* keepHead */.s)(reasons[id] ?? '', 1024);
    const plan = {
        skip: order.filter((id) => skip.has(id)),
        redo: order.filter((id) => redo.has(id)),
        kept: order.filter((id) => skip.has(id) &&
            !profileSkipped.has(id) &&
            !skippedFailed.has(id) &&
            !(record(id)?.skipFailed && !protectedIds.has(id))),
        lost,
        blocked,
        savedMs,
        reasons,
        warnings: warnings.map((w) => (0,truncate/* keepHead */.s)(w, 1024)),
        order,
        strategy,
        fromAttempt: state.origin.runAttempt,
    };
    const resumeFrom = plan.redo.find((id) => !Object.hasOwn(blocked, id));
    if (resumeFrom !== undefined)
        plan.resumeFrom = resumeFrom;
    if (checkpoint)
        plan.checkpointId = checkpoint.id;
    return plan;
}


/***/ }),

/***/ 88952:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ar: () => (/* binding */ profileSkips),
/* harmony export */   mC: () => (/* binding */ resolveProfile)
/* harmony export */ });
/* unused harmony export BUILTIN_PROFILES */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/**
 * Profiles (task types) that skip sets of phases by id or tag: the built-in ones, lookup by name,
 * and the phases a profile skips.
 */

/** Profiles every run knows. A phases file may define more, or override these by name. */
const BUILTIN_PROFILES = Object.freeze({
    docs: {
        skip: ['test', 'tests', 'e2e', 'integration', 'lint'],
        skipTags: ['test'],
        description: 'documentation-only change: skips tests and lint',
    },
    full: { skip: [], skipTags: [], description: 'runs every phase' },
});
/** Finds a profile by name among the built-in ones and `profiles` (which win on a name clash). */
function resolveProfile(name, profiles = {}, inputName = '--profile') {
    const all = { ...BUILTIN_PROFILES };
    for (const [k, v] of Object.entries(profiles))
        all[k] = v;
    const key = typeof name === 'string' ? name.trim() : '';
    if (key !== '' && Object.hasOwn(all, key))
        return { name: key, profile: all[key] };
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('unknown_profile', `unknown profile ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} (${inputName}): expected ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .listWords */ .yh)(Object.keys(all).sort())}`);
}
/** The phases a profile skips, by id or tag, each with the reason `profile <name>`. */
function profileSkips(resolved, phases) {
    const ids = new Set(resolved.profile.skip);
    const tags = new Set(resolved.profile.skipTags);
    const out = new Map();
    for (const phase of phases) {
        if (ids.has(phase.id) || (phase.tags ?? []).some((t) => tags.has(t))) {
            out.set(phase.id, `profile ${resolved.name}`);
        }
    }
    return out;
}


/***/ }),

/***/ 70171:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   vX: () => (/* binding */ TailBuffer)
/* harmony export */ });
/* unused harmony export REDACTED */
/**
 * Secret redaction for output tails and error text (best effort over what looks like a
 * credential; `redactSecrets` lists the shapes), and a bounded tail buffer for streams.
 */
const REDACTED = '***';
const PEM_BEGIN = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/;
const PEM_END = /-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/;
const whole = () => REDACTED;
const SECRET_WORDS = '(?:password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)';
const VALUE = `(?<value>"[^"\\r\\n]{1,4096}"|'[^'\\r\\n]{1,4096}'|[^\\s"',;&]{1,4096})`;
/** Replaces the value of an assignment, unless it is already redacted or names a variable. */
function replaceValue(match, groups) {
    const value = groups['value'] ?? '';
    const bare = value.replace(/^["']|["']$/g, '');
    if (bare === REDACTED || bare === '' || /^\$\{?\{?[A-Za-z_][A-Za-z0-9_.]*\}?\}?$/.test(bare)) {
        return match;
    }
    const quoteChar = /^["']/.test(value) ? value[0] : '';
    return `${groups['keep'] ?? ''}${quoteChar}${REDACTED}${quoteChar}`;
}
const RULES = [
    // Complete PEM private key blocks.
    {
        re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/g,
        replace: whole,
    },
    // GitHub tokens: classic prefixes and fine-grained PATs.
    { re: /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{20,255}(?![A-Za-z0-9_])/g, replace: whole },
    { re: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{20,255}(?![A-Za-z0-9_])/g, replace: whole },
    // AWS access key ids.
    { re: /(?<![A-Z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}(?![A-Z0-9])/g, replace: whole },
    // Slack tokens.
    { re: /(?<![A-Za-z0-9])xox[a-z]-[A-Za-z0-9-]{10,250}/g, replace: whole },
    // JWTs (header.payload.signature, base64url).
    {
        re: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,4096}\.[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{0,4096}/g,
        replace: whole,
    },
    // Credentials in URLs: scheme://user:secret@host
    {
        re: /(?<keep>\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@]{1,256}:)[^\s@/]{1,512}(?=@)/gi,
        replace: (_m, g) => `${g['keep'] ?? ''}${REDACTED}`,
    },
    // Authorization values.
    {
        re: /(?<keep>\b(?:Bearer|Basic)\s+)(?!\*\*\*)[A-Za-z0-9._~+/=-]{8,4096}/g,
        replace: (_m, g) => `${g['keep'] ?? ''}${REDACTED}`,
    },
    // Assignments: password=..., "token": "...", API_KEY: ...
    {
        re: new RegExp(`(?<keep>(?<![A-Za-z0-9_.-])["']?[A-Za-z0-9_.-]{0,40}${SECRET_WORDS}[A-Za-z0-9_.-]{0,40}["']?\\s{0,5}[=:]\\s{0,5})${VALUE}`, 'gi'),
        replace: replaceValue,
    },
    // Command-line options: --password value, -token value
    {
        re: new RegExp(`(?<keep>(?<![A-Za-z0-9_.-])--?[A-Za-z0-9_-]{0,40}${SECRET_WORDS}[A-Za-z0-9_-]{0,40}\\s{1,5})(?!-)${VALUE}`, 'gi'),
        replace: replaceValue,
    },
];
/**
 * Replaces token-shaped strings in `text` with `***`: GitHub tokens (ghp_, gho_, ghu_, ghs_, ghr_,
 * github_pat_), AWS access key ids (AKIA/ASIA…), Slack tokens (xox?-…), JWTs (eyJ….….…), PEM
 * private key blocks (also cut-off ones at either end of a tail), credentials in URLs
 * (https://user:secret@host), `Bearer`/`Basic` authorization values and `password=`, `token:`,
 * `secret=`, `api_key=` style assignments.
 */
function redactSecrets(text) {
    let count = 0;
    let out = text;
    // A tail can start inside a key block (END without BEGIN) or stop inside one (BEGIN without END).
    const end = PEM_END.exec(out);
    if (end && !PEM_BEGIN.test(out.slice(0, end.index))) {
        out = `${REDACTED}${out.slice(end.index + end[0].length)}`;
        count++;
    }
    for (const rule of RULES) {
        out = out.replace(rule.re, (...args) => {
            const match = args[0];
            const last = args[args.length - 1];
            const groups = (typeof last === 'object' && last !== null ? last : {});
            const replaced = rule.replace(match, groups);
            if (replaced !== match)
                count++;
            return replaced;
        });
    }
    const begin = PEM_BEGIN.exec(out);
    if (begin) {
        out = `${out.slice(0, begin.index)}${REDACTED}`;
        count++;
    }
    return { text: out, count };
}
/**
 * Keeps the last `maxBytes` bytes written to it. `toString()` decodes them as UTF-8, starting at a
 * line boundary (or at least a character boundary) when earlier bytes were dropped, redacts
 * secrets, and starts with a note saying how many bytes were dropped.
 */
class TailBuffer {
    maxBytes;
    chunks = [];
    held = 0;
    dropped = 0;
    total = 0;
    constructor(maxBytes) {
        if (!Number.isInteger(maxBytes) || maxBytes < 1) {
            throw new RangeError(`TailBuffer: maxBytes must be a positive integer, got ${maxBytes}`);
        }
        this.maxBytes = maxBytes;
    }
    /** Adds a chunk of the stream. */
    push(chunk) {
        let buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
        this.total += buf.length;
        if (buf.length > this.maxBytes) {
            this.dropped += buf.length - this.maxBytes;
            buf = buf.subarray(buf.length - this.maxBytes);
            this.dropped += this.held;
            this.chunks = [];
            this.held = 0;
        }
        this.chunks.push(Buffer.from(buf));
        this.held += buf.length;
        while (this.held > this.maxBytes) {
            const first = this.chunks[0];
            const excess = this.held - this.maxBytes;
            if (first.length <= excess) {
                this.chunks.shift();
                this.held -= first.length;
                this.dropped += first.length;
            }
            else {
                this.chunks[0] = first.subarray(excess);
                this.held -= excess;
                this.dropped += excess;
            }
        }
    }
    /** Bytes pushed in total. */
    get totalBytes() {
        return this.total;
    }
    /** Bytes no longer held (not counting those cut to reach a line boundary in toString). */
    get droppedBytes() {
        return this.dropped;
    }
    /** The held bytes, untouched. */
    bytes() {
        return Buffer.concat(this.chunks);
    }
    /** The kept tail as redacted text; a first line says how many bytes were dropped, if any. */
    toString() {
        let buf = this.bytes();
        let dropped = this.dropped;
        if (dropped > 0 && buf.length > 0) {
            // Start after the first line break when there is one in the first half, else at the first
            // byte that starts a UTF-8 character.
            const nl = buf.indexOf(0x0a);
            let start = 0;
            if (nl >= 0 && nl < buf.length / 2)
                start = nl + 1;
            else
                while (start < buf.length && start < 4 && (buf[start] & 0xc0) === 0x80)
                    start++;
            dropped += start;
            buf = buf.subarray(start);
        }
        const text = redactSecrets(new TextDecoder('utf-8').decode(buf)).text;
        return dropped > 0 ? `[${dropped} earlier bytes not kept]\n${text}` : text;
    }
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
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49636);
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

/***/ 40710:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   allowsRerun: () => (/* binding */ allowsRerun),
/* harmony export */   blockedBecause: () => (/* binding */ blockedBecause),
/* harmony export */   effectDone: () => (/* binding */ effectDone),
/* harmony export */   parseRerunSideEffects: () => (/* binding */ parseRerunSideEffects)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49636);
/**
 * Side-effect phases: when one counts as done, which are allowed to run again
 * (`--rerun-side-effects`), and why a phase that needs a lost one cannot run.
 */


/** Why a phase that needs the outputs of `need`, a kept side effect whose outputs are lost, fails. */
function blockedBecause(need) {
    return `requires ${need}, whose outputs could not be restored; ${need} has side effects and is not run again without --rerun-side-effects ${need}`;
}
/** Whether `rerunSideEffects` (true, or a list of ids where `all` means every phase) allows `id`. */
function allowsRerun(rerunSideEffects, id) {
    if (rerunSideEffects === true)
        return true;
    if (!Array.isArray(rerunSideEffects))
        return false;
    return rerunSideEffects.includes('all') || rerunSideEffects.includes(id);
}
/**
 * A side-effect phase whose effect happened in some attempt: it is not executed again without an
 * allowance, also when a later allowed try of it failed (the allowance is for one attempt).
 * Records without `effectAttempt` (written before it existed) count when they succeeded.
 */
function effectDone(record, sideEffect) {
    if (!sideEffect || record === undefined)
        return false;
    return record.status === 'succeeded' || record.effectAttempt !== undefined;
}
/** Parses `--rerun-side-effects` / `rerun-side-effects`: `all`, or phase ids (commas, spaces). */
function parseRerunSideEffects(text, inputName) {
    const items = text
        .split(/[\s,]+/)
        .map((t) => t.trim())
        .filter((t) => t !== '');
    const bad = items.filter((t) => !_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PHASE_ID_PATTERN */ .T5.test(t));
    if (bad.length > 0 || items.length > 1000) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `${inputName} ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(text)} is not valid: expected "all" or phase ids separated by commas`);
    }
    return [...new Set(items)];
}


/***/ }),

/***/ 91753:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CU: () => (/* binding */ parseInput),
/* harmony export */   Or: () => (/* binding */ phaseFailure),
/* harmony export */   RT: () => (/* binding */ tail),
/* harmony export */   Su: () => (/* binding */ withPhase),
/* harmony export */   Vk: () => (/* binding */ illegal),
/* harmony export */   Wn: () => (/* binding */ describeStatus),
/* harmony export */   XQ: () => (/* binding */ checkPhaseId),
/* harmony export */   hh: () => (/* binding */ checkOpen),
/* harmony export */   iE: () => (/* binding */ stamp),
/* harmony export */   iU: () => (/* binding */ message),
/* harmony export */   m0: () => (/* binding */ ERROR_MAX),
/* harmony export */   oD: () => (/* binding */ REASON_MAX),
/* harmony export */   xl: () => (/* binding */ finished),
/* harmony export */   zv: () => (/* binding */ recordOf)
/* harmony export */ });
/* unused harmony export TAIL_MAX */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1332);
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5608);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70171);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49636);







const TAIL_MAX = 65_536;
const ERROR_MAX = 4096;
const REASON_MAX = 1024;
function illegal(message) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('illegal_transition', message);
}
function parseInput(schema, value, what) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `${what} is not valid: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues).join('; ')}`);
    }
    return parsed.data;
}
function checkPhaseId(phase) {
    if (typeof phase !== 'string' || !_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PHASE_ID_PATTERN */ .T5.test(phase)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(phase)} is not a phase id: expected 1-64 characters, letters, digits, ".", "_" or "-", starting with a letter or digit`);
    }
    return phase;
}
function recordOf(state, phase) {
    return Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
}
function withPhase(state, phase, record) {
    return { ...state.phases, [phase]: record };
}
/** Redacts secrets and bounds the size of captured output. */
function tail(text) {
    return text === undefined ? undefined : (0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepTail */ .G)((0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactSecrets */ .fp)(text).text, TAIL_MAX);
}
function message(text, max) {
    return (0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepHead */ .s)((0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactSecrets */ .fp)(text).text, max);
}
/**
 * A phase's failure: the record's `failures` with it appended (the last MAX_PHASE_FAILURES kept)
 * and the run's `lastFailure` (a failed phase is recoverable: a re-run runs it again).
 */
function phaseFailure(phase, prev, at, error, detail) {
    const d = (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
        exitCode: detail.exitCode,
        signal: detail.signal === undefined ? undefined : (0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepHead */ .s)(detail.signal, 32),
        cancelled: detail.cancelled,
    });
    const entry = {
        attempt: prev.attempt,
        at,
        message: message(error, _schema_js__WEBPACK_IMPORTED_MODULE_4__/* .FAILURE_MESSAGE_MAX */ .m0),
        ...d,
    };
    return {
        failures: [...(prev.failures ?? []), entry].slice(-_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_PHASE_FAILURES */ .Fc),
        lastFailure: {
            phase,
            attempt: prev.attempt,
            at,
            message: message(error, ERROR_MAX),
            ...d,
            recoverable: true,
        },
    };
}
/** Refuses changes to a run that finished or is paused. */
function checkOpen(state, doing) {
    if (state.status === 'completed' || state.status === 'failed' || state.endedAt !== undefined) {
        throw illegal(`cannot ${doing}: the run ${state.status === 'completed' || state.status === 'failed' ? `is ${state.status}` : `ended (${state.status})`}; start a new attempt (beginAttempt) or a fresh run`);
    }
    if (state.status === 'paused') {
        throw illegal(`cannot ${doing}: the run is paused (${(0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepHead */ .s)(state.pause?.reason ?? 'no reason', 200)}); unpause it first`);
    }
}
function describeStatus(record) {
    return record === undefined ? 'not recorded' : record.status;
}
/** The run's updatedAt for a change at `now` (never before createdAt). */
function stamp(state, now) {
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, state.createdAt);
}
/** Fields a finished record keeps from its running record. */
function finished(prev, now, durationMs) {
    const endedAt = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, prev.startedAt);
    if (durationMs !== undefined && (!Number.isInteger(durationMs) || durationMs < 0)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `duration ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(durationMs)} is not valid: expected a whole number of milliseconds, 0 or more`);
    }
    return { endedAt, durationMs: durationMs ?? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .msBetween */ .z4)(prev.startedAt, endedAt) };
}


/***/ }),

/***/ 75324:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ startPhase),
/* harmony export */   DD: () => (/* binding */ skipPhase),
/* harmony export */   Iv: () => (/* binding */ failPhase),
/* harmony export */   LX: () => (/* binding */ completePhase),
/* harmony export */   ut: () => (/* binding */ createRun)
/* harmony export */ });
/* unused harmony export unmetRequirements */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _phase_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42040);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88952);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1332);
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5608);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49636);
/* harmony import */ var _transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(91753);








/**
 * A new run: status pending, one pending record per declared phase (in declared order), phases the
 * active profile skips recorded as skipped with reason `profile <name>`.
 */
function createRun(options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const origin = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .Origin */ .$e, options.origin, 'origin');
    const declared = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PhaseDecl */ .ak.array().max(1000), options.declared ?? [], 'declared phases');
    (0,_phase_list_js__WEBPACK_IMPORTED_MODULE_2__.checkDeclared)(declared, 'declared phases');
    const profiles = {};
    for (const [name, p] of Object.entries(options.profiles ?? {})) {
        profiles[(0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .SafeKey */ .Iq, name, 'profile name')] = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .Profile */ .WV, p, `profile ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name)}`);
    }
    let skipped = new Map();
    if (options.profile !== undefined) {
        const resolved = (0,_profiles_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveProfile */ .mC)(options.profile, profiles);
        skipped = (0,_profiles_js__WEBPACK_IMPORTED_MODULE_3__/* .profileSkips */ .ar)(resolved, declared);
    }
    const phases = {};
    for (const d of declared) {
        const reason = skipped.get(d.id);
        phases[d.id] = (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
            status: reason === undefined ? 'pending' : 'skipped',
            attempt: origin.runAttempt,
            attempts: 0,
            reason,
            outputs: [],
            sideEffect: d.sideEffect,
            conditional: false,
            requires: [...d.requires],
        });
    }
    return (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .RunState */ .ll, (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
        schemaVersion: _schema_js__WEBPACK_IMPORTED_MODULE_4__/* .SCHEMA_VERSION */ .f$,
        id: options.id,
        scope: options.scope,
        origin,
        status: 'pending',
        phases,
        declared,
        profile: options.profile,
        profiles,
        allowUndeclared: options.allowUndeclared || undefined,
        context: {},
        checkpoints: [],
        checkpointPolicy: options.checkpointPolicy,
        rollbackHistory: [],
        createdAt: now,
        updatedAt: now,
        seq: 0,
        metadata: (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
            toolVersion: options.toolVersion,
            host: options.host,
            runner: options.runner,
        }),
    }), 'new run');
}
/**
 * Starts a phase (new or recorded, not running) in the current attempt: attempt = the run's
 * attempt, `attempts` + 1, the run becomes running. Starting a phase a resume plan skipped moves it
 * to the plan's redo list (the plan no longer counts its time as saved).
 */
function startPhase(state, phase, options) {
    (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .checkPhaseId */ .XQ)(phase);
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .checkOpen */ .hh)(state, `start phase ${phase}`);
    const prev = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .recordOf */ .zv)(state, phase);
    if (prev?.status === 'running') {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .illegal */ .Vk)(`cannot start phase ${phase}: it is already running (since ${prev.startedAt ?? '?'})`);
    }
    const decl = state.declared.find((d) => d.id === phase);
    const requires = options.requires
        ? [...new Set(options.requires)]
        : (prev?.requires ?? decl?.requires ?? []);
    const unknown = requires.filter((r) => r === phase || !(Object.hasOwn(state.phases, r) || state.declared.some((d) => d.id === r)));
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `phase ${phase} cannot require ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .listWords */ .yh)(unknown.map((r) => (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(r)), 'and')}: expected phases that are declared or recorded, other than itself`);
    }
    if (options.inputsHash !== undefined && !/^[0-9a-f]{64}$/.test(options.inputsHash)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `inputs hash ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.inputsHash)} of phase ${phase} is not valid: expected a lowercase hex sha256`);
    }
    const outputs = options.outputs ? [...options.outputs] : (prev?.outputs ?? []);
    if (outputs.length > 1000 || outputs.some((o) => typeof o !== 'string' || o.length > 1024)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `outputs of phase ${phase} are not valid: expected at most 1000 globs of at most 1024 characters`);
    }
    const record = (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
        status: 'running',
        attempt: state.origin.runAttempt,
        attempts: (prev?.attempts ?? 0) + 1,
        startedAt: now,
        inputsHash: options.inputsHash,
        outputs,
        sideEffect: options.sideEffect ?? Boolean(prev?.sideEffect || decl?.sideEffect),
        effectAttempt: prev?.effectAttempt,
        checkpointId: prev?.effectAttempt !== undefined ? prev.checkpointId : undefined,
        conditional: options.conditional ?? prev?.conditional ?? false,
        requires: [...requires],
        failures: prev?.failures,
    });
    let resume = state.resume;
    if (resume?.skipped.includes(phase)) {
        const saved = prev?.savedMs ?? prev?.durationMs ?? 0;
        resume = {
            ...resume,
            skipped: resume.skipped.filter((p) => p !== phase),
            redo: [...resume.redo, phase],
            savedMs: Math.max(0, resume.savedMs - saved),
            reasons: { ...resume.reasons, [phase]: 'planned to be skipped, but started on request' },
        };
    }
    return (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
        ...state,
        status: 'running',
        phases: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .withPhase */ .Su)(state, phase, record),
        resume,
        updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .stamp */ .iE)(state, now),
    });
}
function runningRecord(state, phase, doing) {
    (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .checkPhaseId */ .XQ)(phase);
    const prev = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .recordOf */ .zv)(state, phase);
    if (prev?.status !== 'running') {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .illegal */ .Vk)(`cannot ${doing} phase ${phase}: it is ${(0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .describeStatus */ .Wn)(prev)}, not running`);
    }
    return prev;
}
/** A running phase succeeded (exit code 0 or none). */
function completePhase(state, phase, options) {
    const prev = runningRecord(state, phase, 'complete');
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    if (options.exitCode !== undefined && options.exitCode !== 0) {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .illegal */ .Vk)(`cannot complete phase ${phase} with exit code ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.exitCode)}: a phase that succeeded exits with 0; use failPhase`);
    }
    const record = (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
        ...prev,
        status: 'succeeded',
        ...(0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .finished */ .xl)(prev, now, options.durationMs),
        effectAttempt: prev.sideEffect ? state.origin.runAttempt : prev.effectAttempt,
        exitCode: options.exitCode,
        stdoutTail: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .tail */ .RT)(options.stdoutTail),
        stderrTail: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .tail */ .RT)(options.stderrTail),
    });
    return { ...state, phases: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .withPhase */ .Su)(state, phase, record), updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .stamp */ .iE)(state, now) };
}
/**
 * A running phase failed. The run stays running until `finishRun` (which makes it failed).
 *
 * Failures are kept (see README, "Failures are kept"): the failure is appended to the record's
 * `failures` and becomes the run's `lastFailure`; starting, completing or skipping the phase
 * later, or a new attempt, never erases them.
 */
function failPhase(state, phase, options) {
    const prev = runningRecord(state, phase, 'fail');
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    if (typeof options.error !== 'string' || options.error.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `failing phase ${phase} needs an error: expected a non-empty description, e.g. "exit code 3"`);
    }
    if (options.exitCode !== undefined && !Number.isInteger(options.exitCode)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `exit code ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.exitCode)} of phase ${phase} is not an integer`);
    }
    const end = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .finished */ .xl)(prev, now, options.durationMs);
    const { failures, lastFailure } = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .phaseFailure */ .Or)(phase, prev, end.endedAt ?? now, options.error, options);
    const record = (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
        ...prev,
        status: 'failed',
        ...end,
        exitCode: options.exitCode,
        signal: options.signal === undefined ? undefined : (0,_truncate_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .s)(options.signal, 32),
        cancelled: options.cancelled,
        stdoutTail: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .tail */ .RT)(options.stdoutTail),
        stderrTail: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .tail */ .RT)(options.stderrTail),
        error: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU)(options.error, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .ERROR_MAX */ .m0),
        failures,
    });
    return {
        ...state,
        phases: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .withPhase */ .Su)(state, phase, record),
        lastFailure,
        updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .stamp */ .iE)(state, now),
    };
}
/**
 * Skips a phase. A phase that already SUCCEEDED (in an earlier attempt) keeps status `succeeded`
 * and the attempt that produced it ("build from attempt 1"), with the reason and the time saved.
 * Any other phase that is not running becomes `skipped` in the current attempt.
 */
function skipPhase(state, phase, options) {
    (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .checkPhaseId */ .XQ)(phase);
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .checkOpen */ .hh)(state, `skip phase ${phase}`);
    if (typeof options.reason !== 'string' || options.reason.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `skipping phase ${phase} needs a reason: expected a non-empty description, e.g. "profile docs"`);
    }
    if (options.savedMs !== undefined &&
        (!Number.isInteger(options.savedMs) || options.savedMs < 0)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `saved time ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.savedMs)} is not valid: expected a whole number of milliseconds, 0 or more`);
    }
    const prev = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .recordOf */ .zv)(state, phase);
    if (prev?.status === 'running') {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .illegal */ .Vk)(`cannot skip phase ${phase}: it is running`);
    }
    const reason = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .message */ .iU)(options.reason, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .REASON_MAX */ .oD);
    let record;
    if (prev?.status === 'succeeded') {
        record = { ...prev, reason, savedMs: options.savedMs ?? prev.durationMs ?? 0 };
    }
    else {
        const decl = state.declared.find((d) => d.id === phase);
        record = (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({
            status: 'skipped',
            attempt: state.origin.runAttempt,
            attempts: prev?.attempts ?? 0,
            reason,
            savedMs: options.savedMs,
            inputsHash: prev?.inputsHash,
            outputs: prev?.outputs ?? [],
            sideEffect: Boolean(prev?.sideEffect || decl?.sideEffect),
            effectAttempt: prev?.effectAttempt,
            checkpointId: prev?.effectAttempt !== undefined ? prev.checkpointId : undefined,
            skipFailed: prev?.status === 'skipped' ? prev.skipFailed : undefined,
            conditional: prev?.conditional ?? false,
            requires: prev?.requires ?? decl?.requires ?? [],
            failures: prev?.failures,
        });
    }
    return { ...state, phases: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .withPhase */ .Su)(state, phase, record), updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_5__/* .stamp */ .iE)(state, now) };
}
/** Required phases of `phase` that did not succeed or get skipped (for a "requires" check). */
function unmetRequirements(state, phase) {
    const rec = recordOf(state, phase);
    const decl = state.declared.find((d) => d.id === phase);
    const requires = [...new Set([...(decl?.requires ?? []), ...(rec?.requires ?? [])])];
    return requires.filter((r) => {
        const s = recordOf(state, r)?.status;
        return s !== 'succeeded' && s !== 'skipped';
    });
}


/***/ }),

/***/ 5608:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ keepTail),
/* harmony export */   s: () => (/* binding */ keepHead)
/* harmony export */ });
/** Strings cut to a length, for the bounded text fields of records (output tails, messages). */
/** The end of a string, at most `max` characters (for output tails). */
function keepTail(text, max) {
    return text.length > max ? text.slice(text.length - max) : text;
}
/** The start of a string, at most `max` characters (an ellipsis marks the cut). */
function keepHead(text, max) {
    return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}


/***/ })

};
