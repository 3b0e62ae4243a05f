export const id = 1071;
export const ids = [1071,2040];
export const modules = {

/***/ 8942:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dc: () => (/* binding */ effectsNotUndone),
/* harmony export */   ir: () => (/* binding */ runsAlways),
/* harmony export */   kF: () => (/* binding */ outputsNotRestored),
/* harmony export */   sP: () => (/* binding */ checkDeclaredPhase),
/* harmony export */   yo: () => (/* binding */ decidePhase)
/* harmony export */ });
/* unused harmony exports blockedReason, attemptOutputs */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3136);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88952);
/* harmony import */ var _side_effects_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40710);
/* harmony import */ var _rollback_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97922);
/**
 * What `ci-state run PHASE` (and `phase start`) does with a phase, decided from the state alone:
 * refuse it, fail it at once (blocked), skip it or run it. The CLI carries the decision out and
 * adds what needs the file system: restoring a kept phase's outputs, and cross-run reuse (which
 * hashes input files). The rules are `decidePhase`'s; see also README, "The rules of a resumed
 * attempt".
 */





function recordOf(state, phase) {
    return Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
}
/** Whether `phase` runs on every attempt: declared so, recorded so, or `--always` (`flag`). */
function runsAlways(state, phase, flag) {
    return Boolean(flag ||
        recordOf(state, phase)?.always ||
        state.declared.some((d) => d.id === phase && d.always));
}
/** Rule 1 of `decidePhase`: throws the one-line refusal for a phase that is not declared. */
function checkDeclaredPhase(state, phase) {
    if (state.declared.length === 0 || state.allowUndeclared)
        return;
    if (state.declared.some((d) => d.id === phase))
        return;
    const ids = state.declared.map((d) => d.id);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('undeclared_phase', `phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(phase)} is not declared: expected ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .listWords */ .yh)(ids.slice(0, 50))}${ids.length > 50 ? ', …' : ''} (allow other phases with init --allow-undeclared or the input allow-undeclared-phases)`);
}
function requiresOf(state, phase) {
    const decl = state.declared.find((d) => d.id === phase);
    return [...new Set([...(decl?.requires ?? []), ...(recordOf(state, phase)?.requires ?? [])])];
}
/** Every phase required by `start`, directly or through others. */
function allRequirements(state, start) {
    const seen = new Set();
    const stack = [...start];
    while (stack.length > 0) {
        const r = stack.pop();
        if (seen.has(r))
            continue;
        seen.add(r);
        stack.push(...requiresOf(state, r));
    }
    return seen;
}
/**
 * Rule 2 of `decidePhase`, for a phase that would run: why it cannot, if it requires (directly or
 * through others) a kept side effect whose outputs are lost for good.
 */
function blockedReason(state, phase, extraRequires = []) {
    const planned = state.resume?.blocked?.[phase];
    if (planned !== undefined)
        return planned;
    const lost = state.resume?.lost ?? [];
    if (lost.length === 0)
        return undefined;
    const reqs = allRequirements(state, [...requiresOf(state, phase), ...extraRequires]);
    reqs.delete(phase);
    const need = lost.find((r) => reqs.has(r));
    return need === undefined ? undefined : (0,_side_effects_js__WEBPACK_IMPORTED_MODULE_3__.blockedBecause)(need);
}
/**
 * Decides what happens to `phase`: refused (not declared), blocked, skipped (kept by the plan, a
 * side effect already done, or a profile) or run. Throws for rule 1.
 *
 * Rules, in order:
 * 1. With declared phases, a name that is not declared is refused, unless the run allows
 *    undeclared phases (`init --allow-undeclared`, the Action's `allow-undeclared-phases`).
 * 2. A phase the plan blocked (it needs the outputs of a kept side effect that could not be
 *    restored), or that requires such a phase, fails at once without running its command.
 * 3. A phase that runs on every attempt (`always`) runs, unless rule 2 blocks it.
 * 4. A phase the plan skips, whose record is done, is skipped; its outputs are restored first,
 *    except a side effect that happened when this command passes `--rerun-side-effects`: it runs.
 * 5. A side-effect phase whose effect happened (`effectDone`) is not executed again unless allowed
 *    (`--rerun-side-effects` on the command, or the attempt's `rerun-side-effects`): it is skipped
 *    and the reason says so, also after a rollback, which never undoes an external effect.
 * 6. A phase the active profile skips is skipped.
 * 7. Otherwise it runs.
 */
function decidePhase(state, phase, options = {}) {
    checkDeclaredPhase(state, phase);
    const rec = recordOf(state, phase);
    const decl = state.declared.find((d) => d.id === phase);
    const sideEffect = Boolean(rec?.sideEffect || decl?.sideEffect);
    const allowed = options.rerunSideEffect === true || (0,_side_effects_js__WEBPACK_IMPORTED_MODULE_3__.allowsRerun)(state.resume?.rerunSideEffects, phase);
    const planned = state.resume?.blocked?.[phase];
    if (planned !== undefined)
        return { action: 'blocked', reason: planned };
    // Runs on every attempt: never skipped (a side effect is never one, see checkRunOptions).
    if (runsAlways(state, phase, options.always) && !sideEffect) {
        const blocked = blockedReason(state, phase, options.requires);
        return blocked === undefined ? { action: 'run' } : { action: 'blocked', reason: blocked };
    }
    // `run --rerun-side-effects` executes a side effect that happened, also one the plan keeps.
    const rerunNow = options.rerunSideEffect === true && (0,_side_effects_js__WEBPACK_IMPORTED_MODULE_3__.effectDone)(rec, sideEffect);
    if (!rerunNow &&
        state.resume?.skipped.includes(phase) &&
        rec &&
        (rec.status === 'succeeded' || rec.status === 'skipped')) {
        const checkpoint = (0,_rollback_js__WEBPACK_IMPORTED_MODULE_4__/* .fileCheckpointOf */ .em)(state, phase);
        return {
            action: 'skip',
            reason: state.resume.reasons[phase] ?? `completed in attempt ${rec.attempt}`,
            savedMs: rec.status === 'succeeded' ? (rec.durationMs ?? 0) : 0,
            restoreOutputs: true,
            ...(checkpoint ? { checkpoint } : {}),
            keepEffect: (0,_side_effects_js__WEBPACK_IMPORTED_MODULE_3__.effectDone)(rec, sideEffect) && !allowed,
        };
    }
    if (rec && (0,_side_effects_js__WEBPACK_IMPORTED_MODULE_3__.effectDone)(rec, sideEffect) && !allowed) {
        const when = rec.effectAttempt ?? rec.attempt;
        const rolledBack = rec.status === 'rolled_back';
        return {
            action: 'skip',
            reason: `has side effects and succeeded in attempt ${when}${rolledBack ? ' (a rollback does not undo its external effect)' : ''}: not run again (pass --rerun-side-effects to run it)`,
            savedMs: 0,
            restoreOutputs: false,
            keepEffect: true,
        };
    }
    const blocked = blockedReason(state, phase, options.requires);
    if (blocked !== undefined)
        return { action: 'blocked', reason: blocked };
    if (state.profile) {
        const { profile } = (0,_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveProfile */ .mC)(state.profile, state.profiles);
        const tags = decl?.tags ?? [];
        if (profile.skip.includes(phase) || tags.some((t) => profile.skipTags.includes(t))) {
            return {
                action: 'skip',
                reason: `profile ${state.profile} skips it`,
                savedMs: 0,
                restoreOutputs: false,
                keepEffect: false,
            };
        }
    }
    return { action: 'run' };
}
/**
 * A kept phase's outputs could not be restored after all. A side effect stays kept and is listed
 * as lost (the phases that require it are then blocked); any other phase leaves the plan's skip
 * list and runs again.
 */
function outputsNotRestored(state, phase, keepEffect, why) {
    const resume = state.resume;
    if (!resume)
        return state;
    if (keepEffect) {
        const lost = [...new Set([...(resume.lost ?? []), phase])];
        const warning = `${phase} has side effects and its outputs could not be restored (${why}): it is not run again, and phases that require it cannot run (pass --rerun-side-effects ${phase} to run it again)`;
        const warnings = [...(resume.warnings ?? []), warning.slice(0, 1024)].slice(-1000);
        return { ...state, resume: { ...resume, lost, warnings } };
    }
    const saved = recordOf(state, phase)?.durationMs ?? 0;
    return {
        ...state,
        resume: {
            ...resume,
            skipped: resume.skipped.filter((p) => p !== phase),
            kept: resume.kept?.filter((p) => p !== phase),
            redo: [...resume.redo, phase],
            savedMs: Math.max(0, resume.savedMs - saved),
            reasons: { ...resume.reasons, [phase]: why },
        },
    };
}
/**
 * The attempt's plan in the terms of the main step's outputs (`resumed`, `resume-from`, `skipped`,
 * `phase-<id>`). Known phases are the declared ones and those an earlier attempt recorded.
 */
function attemptOutputs(state) {
    const order = phaseOrder(state.declared, state.phases);
    const resume = state.resume && state.resume.fromAttempt < state.origin.runAttempt ? state.resume : undefined;
    const skipped = resume
        ? order.filter((id) => resume.skipped.includes(id))
        : order.filter((id) => recordOf(state, id)?.status === 'skipped');
    const blocked = resume?.blocked ?? {};
    const phases = {};
    for (const id of order) {
        phases[id] = skipped.includes(id)
            ? 'skipped'
            : Object.hasOwn(blocked, id)
                ? 'blocked'
                : 'pending';
    }
    const kept = resume
        ? (resume.kept ??
            skipped.filter((id) => !(recordOf(state, id)?.reason ?? '').startsWith('profile ')))
        : [];
    const resumed = kept.length > 0;
    // As the plan's: phases that run on every attempt count only when nothing else runs.
    const always = (id) => runsAlways(state, id);
    const pending = order.filter((id) => phases[id] === 'pending');
    const resumeFrom = resumed ? (pending.find((id) => !always(id)) ?? pending[0] ?? '') : '';
    return { resumed, resumeFrom, skipped, phases };
}
/**
 * What a rollback cannot undo: for each phase it rolls back that is a side effect that happened,
 * a sentence saying so (the rollback restores files, the state and external captures, never a
 * deploy or a publish; such a phase is not executed again without an allowance).
 */
function effectsNotUndone(state, rolledBack) {
    return rolledBack
        .filter((id) => {
        const rec = recordOf(state, id);
        const decl = state.declared.find((d) => d.id === id);
        return (0,_side_effects_js__WEBPACK_IMPORTED_MODULE_3__.effectDone)(rec, Boolean(rec?.sideEffect || decl?.sideEffect));
    })
        .map((id) => `${id} has side effects: its external effect (attempt ${recordOf(state, id)?.effectAttempt ?? recordOf(state, id)?.attempt}) is not undone by the rollback, and it is not executed again without --rerun-side-effects`);
}


/***/ }),

/***/ 28619:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ computeInputsHash),
/* harmony export */   jA: () => (/* binding */ reuseReason),
/* harmony export */   vY: () => (/* binding */ findReusable)
/* harmony export */ });
/* unused harmony exports canReuse, candidatesFromState, candidatesFromHistory */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/**
 * Cross-run reuse (opt-in per phase). A phase's inputs hash covers its input files (path and
 * content digest), its command and the environment variables it names. A new run may skip the
 * phase only when a SUCCEEDED record (in a state or the history) has the same hash; restoring the
 * outputs is the caller's part (if that fails, the phase runs).
 */


/** Version of the hashed layout: bump it when the layout changes so old hashes never match. */
const INPUTS_LAYOUT = 1;
function normalisePath(path) {
    return path
        .replace(/\\/g, '/')
        .replace(/^(\.\/)+/, '')
        .replace(/\/{2,}/g, '/');
}
/** The inputs hash (lowercase hex sha256). Files are sorted by path; env keys are sorted. */
function computeInputsHash(inputs) {
    const files = new Map();
    for (const f of inputs.files) {
        if (typeof f.path !== 'string' || f.path === '') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `input file path ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(f.path)} is not valid: expected a non-empty path`);
        }
        const sha = typeof f.sha256 === 'string' ? f.sha256.toLowerCase() : '';
        if (!/^[0-9a-f]{64}$/.test(sha)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `input file ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(f.path)} has digest ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(f.sha256)}: expected a hex sha256`);
        }
        const path = normalisePath(f.path);
        const seen = files.get(path);
        if (seen !== undefined && seen !== sha) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `input file ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(path)} is listed twice with different digests: expected one digest per path`);
        }
        files.set(path, sha);
    }
    if (!Array.isArray(inputs.command) || inputs.command.some((a) => typeof a !== 'string')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'inputs command is not valid: expected a list of strings (argv)');
    }
    const env = {};
    for (const [k, v] of Object.entries(inputs.env))
        env[k] = v ?? null;
    const doc = {
        v: INPUTS_LAYOUT,
        files: [...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        command: [...inputs.command],
        env,
    };
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)((0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(doc));
}
/** True when `prev` succeeded with the same (valid) inputs hash. */
function canReuse(prev, inputsHash) {
    return (prev !== undefined &&
        prev.status === 'succeeded' &&
        /^[0-9a-f]{64}$/.test(inputsHash) &&
        prev.inputsHash === inputsHash);
}
/** Reuse candidates from a state's phase records. */
function candidatesFromState(state) {
    return Object.entries(state.phases).map(([phase, r]) => ({
        phase,
        status: r.status,
        ...(r.inputsHash !== undefined ? { inputsHash: r.inputsHash } : {}),
        ...(r.endedAt !== undefined ? { endedAt: r.endedAt } : {}),
        ...(r.durationMs !== undefined ? { durationMs: r.durationMs } : {}),
        runId: state.origin.runId,
        attempt: r.attempt,
        outputs: r.outputs,
        ...(r.checkpointId !== undefined ? { checkpointId: r.checkpointId } : {}),
    }));
}
/** Reuse candidates from history phase lines. */
function candidatesFromHistory(entries) {
    return entries.map((e) => ({
        phase: e.phase,
        status: e.status,
        ...(e.inputsHash !== undefined ? { inputsHash: e.inputsHash } : {}),
        ...(e.endedAt !== undefined ? { endedAt: e.endedAt } : {}),
        durationMs: e.durationMs,
        runId: e.runId,
        attempt: e.producedBy,
    }));
}
/**
 * The newest candidate for `phase` that can be reused with `inputsHash` (succeeded, same hash), or
 * undefined. Candidates without an end time count as oldest; on equal times the later one wins.
 */
function findReusable(candidates, phase, inputsHash) {
    let best;
    let bestAt = -Infinity;
    for (const c of candidates) {
        if (c.phase !== phase || !canReuse(c, inputsHash))
            continue;
        const at = c.endedAt !== undefined ? Date.parse(c.endedAt) : -Infinity;
        const when = Number.isFinite(at) ? at : -Infinity;
        if (best === undefined || when >= bestAt) {
            best = c;
            bestAt = when;
        }
    }
    return best;
}
/** The skip reason for a reused phase, e.g. "reused from run 123 attempt 1: same inputs". */
function reuseReason(c) {
    const where = c.runId !== undefined
        ? `run ${c.runId}${c.attempt !== undefined ? ` attempt ${c.attempt}` : ''}`
        : 'an earlier run';
    return `reused from ${where}: same inputs`;
}


/***/ }),

/***/ 42040:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkDeclared: () => (/* binding */ checkDeclared),
/* harmony export */   findCycle: () => (/* binding */ findCycle),
/* harmony export */   formatPhaseList: () => (/* binding */ formatPhaseList),
/* harmony export */   markAlways: () => (/* binding */ markAlways),
/* harmony export */   parsePhaseItems: () => (/* binding */ parsePhaseItems),
/* harmony export */   parsePhaseList: () => (/* binding */ parsePhaseList)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48584);


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
        if (d.always && d.sideEffect)
            problems.push(`phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(d.id)} is a side effect and cannot run on every attempt (always)`);
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
/**
 * Marks the phases named in `text` (ids separated by commas or new lines: the `always` input,
 * `init --always`) as running on every attempt. Each must be declared. Throws naming the input.
 */
function markAlways(declared, text, inputName) {
    const ids = text
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter((s) => s !== '');
    const known = new Set(declared.map((d) => d.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid ${inputName}: ${unknown.map((u) => (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(u)).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not declared: expected declared phases separated by commas`);
    }
    const always = new Set(ids);
    const marked = declared.map((d) => (always.has(d.id) ? { ...d, always: true } : d));
    checkDeclared(marked, inputName);
    return marked;
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
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48584);
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
        owner: options.owner ? (0,_objects_js__WEBPACK_IMPORTED_MODULE_6__/* .compact */ .o)({ ...options.owner }) : undefined,
        inputsHash: options.inputsHash,
        outputs,
        sideEffect: options.sideEffect ?? Boolean(prev?.sideEffect || decl?.sideEffect),
        effectAttempt: prev?.effectAttempt,
        checkpointId: prev?.effectAttempt !== undefined ? prev.checkpointId : undefined,
        conditional: options.conditional ?? prev?.conditional ?? false,
        always: (options.always ?? prev?.always ?? decl?.always) ? true : undefined,
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


/***/ })

};
