export const id = 3136;
export const ids = [3136,710];
export const modules = {

/***/ 3136:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ phaseOrder),
  $: () => (/* binding */ planResume)
});

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

// EXTERNAL MODULE: ./.build/core/schema.js + 4 modules
var schema = __webpack_require__(48584);
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
    const alwaysOf = (id) => Boolean(declById.get(id)?.always || record(id)?.always);
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
    const notKept = order.filter((id) => record(id)?.outputsNotKept !== undefined);
    for (const id of new Set([...(options.lostOutputs ?? []), ...notKept])) {
        if (!candidates.includes(id) || base.get(id) !== 'skip' || skippedFailed.has(id))
            continue;
        if (protectedIds.has(id)) {
            lost.push(id);
            warnings.push(`${id} has side effects and its outputs could not be restored: it is not run again, and phases that require it cannot run (pass --rerun-side-effects ${id} to run it again)`);
        }
        else {
            const why = record(id)?.outputsNotKept ?? 'its outputs could not be restored';
            base.set(id, 'redo');
            baseReason.set(id, `${describeRecord(record(id))}; ${why}`);
            warnings.push(`${id}: ${why}, so it will run again`);
        }
    }
    // Phases that run on every attempt (`--always`, the Action's `always`).
    for (const id of candidates) {
        if (!alwaysOf(id) || protectedIds.has(id))
            continue;
        base.set(id, 'redo');
        skippedFailed.delete(id);
        baseReason.set(id, 'runs on every attempt (always)');
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
            // An always phase runs again on every attempt by design: it redoes nothing after it.
            const redone = allRequirementsOf(id).find((r) => redo.has(r) && !alwaysOf(r));
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
    const runs = plan.redo.filter((id) => !Object.hasOwn(blocked, id));
    const resumeFrom = runs.find((id) => !alwaysOf(id)) ?? runs[0];
    if (resumeFrom !== undefined)
        plan.resumeFrom = resumeFrom;
    if (checkpoint)
        plan.checkpointId = checkpoint.id;
    return plan;
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
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48584);
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


/***/ })

};
