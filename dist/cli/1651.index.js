export const id = 1651;
export const ids = [1651,1349,7626];
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

/***/ 99466:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ parseHistoryEntry),
/* harmony export */   L9: () => (/* binding */ checkUntrustedJson),
/* harmony export */   eM: () => (/* binding */ parseStateDocument),
/* harmony export */   j2: () => (/* binding */ parseStateJson),
/* harmony export */   xc: () => (/* binding */ checkStateDocument)
/* harmony export */ });
/* unused harmony exports MAX_STATE_CHARS, parseJsonText, serializeState */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48584);
/* harmony import */ var _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82437);
/**
 * Reading persisted documents: the prototype-key scan, the version gate (only the current
 * schemaVersion is read; any other is refused in one line) and the strict schema parse. Everything
 * read from disk, a cache entry or an artifact goes through `parseStateDocument` or
 * `parseStateJson`, history lines through `parseHistoryEntry`: a document is never half-loaded.
 */




/** Default cap on the size of a state document's JSON text (characters). */
const MAX_STATE_CHARS = 128 * 1024 * 1024;
/** How many issues a thrown message lists before "and N more" (CiStateError.details has all). */
const MAX_LISTED = 200;
function fail(code, summary, errors = [summary]) {
    return { ok: false, code, errors, summary };
}
function describeType(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    return `a ${typeof value}`;
}
/** Refuses documents carrying prototype keys or nesting deeper than MAX_DEPTH. */
function checkUntrustedJson(raw, what) {
    const scan = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .scanForbiddenKeys */ .Ph)(raw, _paths_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DEPTH */ .lr);
    if (scan.forbidden.length > 0) {
        const listed = scan.forbidden.slice(0, 20).join(', ');
        const more = scan.forbidden.length > 20 ? ` and ${scan.forbidden.length - 20} more` : '';
        return fail('forbidden_key', `refused: keys "__proto__", "constructor" and "prototype" are not allowed in ${what}; found at ${listed}${more}`, scan.forbidden.map((p) => `${p}: key not allowed`));
    }
    if (scan.tooDeep !== undefined) {
        return fail('invalid_state', `refused: ${what} nests deeper than ${_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DEPTH */ .lr} levels (at ${scan.tooDeep})`);
    }
    return undefined;
}
/** Issues as one summary line: every issue up to MAX_LISTED, then a count of the rest. */
function joinIssues(issues) {
    const listed = issues.slice(0, MAX_LISTED).join('; ');
    return issues.length > MAX_LISTED ? `${listed}; and ${issues.length - MAX_LISTED} more` : listed;
}
/**
 * What is wrong with a document's schemaVersion, if anything: missing, not an integer, newer than
 * this code (`newer_schema`) or any other version than the current one.
 */
function checkVersion(version) {
    const reads = `this ci-state reads schemaVersion ${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}`;
    if (version === undefined)
        return fail('invalid_state', `schemaVersion is missing: ${reads}`);
    if (typeof version !== 'number' || !Number.isInteger(version)) {
        return fail('invalid_state', `schemaVersion ${JSON.stringify(version)?.slice(0, 40) ?? String(version)} is not an integer: ${reads}`);
    }
    if (version > _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$) {
        return fail('newer_schema', `schemaVersion ${version} is newer than this ci-state supports (${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}); upgrade ci-state to read it`);
    }
    if (version !== _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$) {
        return fail('invalid_state', `schemaVersion ${version} is not supported: ${reads}`);
    }
    return undefined;
}
/**
 * Scans, version-checks and parses a raw document. Never throws for bad data: returns the state or
 * the list of problems.
 */
function checkStateDocument(raw) {
    if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Qd)(raw)) {
        return fail('invalid_state', `not a ci-state state document: expected a JSON object with a schemaVersion, got ${describeType(raw)}`);
    }
    const refused = checkUntrustedJson(raw, 'a state document') ?? checkVersion(raw['schemaVersion']);
    if (refused)
        return refused;
    // The generated validator accepts exactly what the schema does (and parses it the same way)
    // without building the schemas; what it refuses, zod checks again and words issue by issue.
    const fast = (0,_state_validator_generated_js__WEBPACK_IMPORTED_MODULE_3__/* .validateRunState */ .p2)(raw);
    if (fast !== _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_3__/* .INVALID */ .uY)
        return { ok: true, state: fast };
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .RunState */ .ll.safeParse(raw);
    if (!parsed.success) {
        const issues = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .og)(parsed.error.issues);
        return fail('invalid_state', `not a valid ci-state state document (schemaVersion ${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$}): ${joinIssues(issues)}`, issues);
    }
    return { ok: true, state: parsed.data };
}
/**
 * Parses a raw (JSON-parsed, untrusted) state document of the current schemaVersion into a
 * RunState. Throws a one-line CiStateError prefixed with `source` (a file name, a cache key) that
 * lists every problem; `details` carries each one.
 */
function parseStateDocument(raw, source) {
    const result = checkStateDocument(raw);
    if (result.ok)
        return result.state;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS(result.code, `${source}: ${result.summary}`, { details: result.errors });
}
/** JSON.parse with a one-line CiStateError naming the source on a syntax error or oversize text. */
function parseJsonText(text, source, options = {}) {
    const max = options.maxChars ?? MAX_STATE_CHARS;
    if (typeof text !== 'string') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_json', `${source}: expected JSON text, got ${describeType(text)}`);
    }
    if (text.length > max) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_json', `${source}: refused: ${text.length} characters is more than the ${max} accepted`);
    }
    try {
        return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_json', `${source}: not valid JSON: ${why.length > 200 ? `${why.slice(0, 200)}…` : why}`, { cause: err });
    }
}
/** Parses the JSON text of a state document (see parseStateDocument). */
function parseStateJson(text, source, options = {}) {
    return parseStateDocument(parseJsonText(text, source, options), source);
}
/** The JSON text ci-state writes for a state (2-space indent, trailing newline, key order kept). */
function serializeState(state) {
    return `${JSON.stringify(state, null, 2)}\n`;
}
/**
 * Parses one history line (already JSON-parsed): prototype-key scan, version gate (as for a
 * state: only the current schemaVersion), strict schema.
 */
function parseHistoryEntry(raw, source) {
    if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainObject */ .Qd)(raw)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_state', `${source}: not a ci-state history entry: expected a JSON object, got ${describeType(raw)}`);
    }
    const refused = checkUntrustedJson(raw, 'a history entry') ?? checkVersion(raw['schemaVersion']);
    if (refused && !refused.ok) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS(refused.code, `${source}: ${refused.summary}`, {
            details: refused.errors,
        });
    }
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .HistoryEntry */ .XF.safeParse(raw);
    if (!parsed.success) {
        const issues = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .og)(parsed.error.issues);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_state', `${source}: not a valid ci-state history entry: ${joinIssues(issues)}`, { details: issues });
    }
    return parsed.data;
}


/***/ }),

/***/ 41634:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ formatDuration)
/* harmony export */ });
/** How a duration reads in the CLI, the reports and the history: one short string. */
/** "350ms", "1.2s", "12.3s", "4m12s", "1h02m". Negative or non-finite values read as "0ms". */
function formatDuration(ms) {
    if (!Number.isFinite(ms) || ms < 0)
        return '0ms';
    if (ms < 999.5)
        return `${Math.round(ms)}ms`;
    if (ms < 59_950)
        return `${(ms / 1000).toFixed(1)}s`;
    const totalSeconds = Math.round(ms / 1000);
    if (totalSeconds < 3600) {
        return `${Math.floor(totalSeconds / 60)}m${String(totalSeconds % 60).padStart(2, '0')}s`;
    }
    const totalMinutes = Math.round(ms / 60_000);
    return `${Math.floor(totalMinutes / 60)}h${String(totalMinutes % 60).padStart(2, '0')}m`;
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

/***/ 7195:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nu: () => (/* binding */ replayJournal),
/* harmony export */   Wo: () => (/* binding */ JournalEntry),
/* harmony export */   gH: () => (/* binding */ diffJson)
/* harmony export */ });
/* unused harmony exports JsonPatchOp, diffStates, journalEntry */
/* harmony import */ var fast_json_patch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25952);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49957);
/**
 * A journal of state changes as RFC 6902 JSON Patch (fast-json-patch). Each entry holds the
 * operations from one revision to the next; replaying every entry on `{}` rebuilds the document.
 * Entries are untrusted on read: they are schema-checked, paths into prototypes are refused and
 * fast-json-patch validates each operation against the document.
 */





const Pointer = (0,_zod_js__WEBPACK_IMPORTED_MODULE_4__/* .schema */ .wQ)((z) => z
    .string()
    .max(4096)
    .refine((p) => p === '' || p.startsWith('/'), 'a JSON pointer is "" or starts with "/"')
    .refine((p) => !p
    .split('/')
    .slice(1)
    .some((seg) => _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .FORBIDDEN_KEYS */ .p5.has(seg.replace(/~1/g, '/').replace(/~0/g, '~'))), 'a path into "__proto__", "constructor" or "prototype" is not allowed'));
const JsonPatchOp = (0,_zod_js__WEBPACK_IMPORTED_MODULE_4__/* .schema */ .wQ)((z) => z.discriminatedUnion('op', [
    z.strictObject({ op: z.literal('add'), path: Pointer, value: z.unknown() }),
    z.strictObject({ op: z.literal('remove'), path: Pointer }),
    z.strictObject({ op: z.literal('replace'), path: Pointer, value: z.unknown() }),
    z.strictObject({ op: z.literal('move'), path: Pointer, from: Pointer }),
    z.strictObject({ op: z.literal('copy'), path: Pointer, from: Pointer }),
    z.strictObject({ op: z.literal('test'), path: Pointer, value: z.unknown() }),
]));
const JournalEntry = (0,_zod_js__WEBPACK_IMPORTED_MODULE_4__/* .schema */ .wQ)((z) => z.strictObject({
    seq: z.number().int().nonnegative(),
    at: z.iso.datetime({ offset: true }),
    ops: z.array(JsonPatchOp).max(1_000_000),
}));
/** Plain JSON copy (drops undefined, as the persisted document would). */
function plain(value) {
    return value === undefined ? {} : JSON.parse(JSON.stringify(value));
}
/** The operations that turn `prev` (or `{}` when undefined) into `next`. */
function diffStates(prev, next) {
    return jsonpatch.compare(plain(prev), plain(next));
}
function isObjectLike(value) {
    return typeof value === 'object' && value !== null;
}
function escapePointer(key) {
    return key.includes('~') || key.includes('/')
        ? key.replace(/~/g, '~0').replace(/\//g, '~1')
        : key;
}
/**
 * The operations that turn the JSON document `prev` (or `{}` when undefined) into `next`, the same
 * operations `diffStates` computes (fast-json-patch's algorithm: removals and replacements walking
 * the old keys from the last, then additions in the new order), without first copying both
 * documents. Both must be JSON data (plain objects, arrays, strings, finite numbers, booleans,
 * null); a member whose value is undefined counts as absent, as it would once serialized.
 * `unchanged(pointer)` may name subtrees known to be equal on both sides: they are not walked.
 * Operation values are not copied: serialize the operations before changing `next`.
 */
function diffJson(prev, next, unchanged) {
    const ops = [];
    const from = prev === undefined ? {} : prev;
    if (isObjectLike(from) && isObjectLike(next) && Array.isArray(from) === Array.isArray(next)) {
        generate(from, next, '', ops, unchanged);
    }
    else if (from !== next) {
        ops.push({ op: 'replace', path: '', value: next });
    }
    return ops;
}
function generate(a, b, path, ops, unchanged) {
    if (a === b)
        return;
    const oldKeys = Object.keys(a);
    for (let t = oldKeys.length - 1; t >= 0; t--) {
        const key = oldKeys[t];
        const oldVal = a[key];
        if (oldVal === undefined)
            continue;
        const pointer = `${path}/${escapePointer(key)}`;
        const newVal = Object.hasOwn(b, key) ? b[key] : undefined;
        if (newVal === undefined) {
            ops.push({ op: 'remove', path: pointer });
        }
        else if (isObjectLike(oldVal) &&
            isObjectLike(newVal) &&
            Array.isArray(oldVal) === Array.isArray(newVal)) {
            if (!unchanged?.(pointer))
                generate(oldVal, newVal, pointer, ops, unchanged);
        }
        else if (oldVal !== newVal) {
            ops.push({ op: 'replace', path: pointer, value: newVal });
        }
    }
    for (const key of Object.keys(b)) {
        const value = b[key];
        if (value === undefined || (Object.hasOwn(a, key) && a[key] !== undefined))
            continue;
        ops.push({ op: 'add', path: `${path}/${escapePointer(key)}`, value });
    }
}
/** A journal entry for one revision. */
function journalEntry(prev, next, seq, at) {
    return JournalEntry.parse({ seq, at, ops: diffStates(prev, next) });
}
/**
 * Applies every entry, in order, to `{}` (or a copy of `base`) and returns the document. Entries
 * must have increasing `seq`. Throws a one-line CiStateError naming the entry and operation that
 * does not apply.
 */
function replayJournal(entries, base = {}) {
    let doc = structuredClone(base);
    let lastSeq = -1;
    entries.forEach((raw, index) => {
        const parsed = JournalEntry.safeParse(raw);
        if (!parsed.success) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_journal', `journal entry ${index}: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues).slice(0, 20).join('; ')}`);
        }
        const entry = parsed.data;
        if (entry.seq <= lastSeq) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_journal', `journal entry ${index}: seq ${entry.seq} does not follow ${lastSeq}: expected increasing seq`);
        }
        lastSeq = entry.seq;
        entry.ops.forEach((op, i) => {
            try {
                doc = fast_json_patch__WEBPACK_IMPORTED_MODULE_0__.applyOperation(doc, op, true, true, true, i).newDocument;
            }
            catch (err) {
                const why = err instanceof Error ? (err.message.split('\n')[0] ?? err.message) : String(err);
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_journal', `journal entry ${index} (seq ${entry.seq}): operation ${i} (${op.op} ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(op.path)}) does not apply: ${why}`, { cause: err });
            }
        });
    });
    return doc;
}


/***/ }),

/***/ 93265:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
/** Counts in words, one rule for every message: "1 file", "2 files", "1 cache entry". */
/** `n` and the word for it: `one` when n is 1, else `many` (default: `one` + "s"). */
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}


/***/ }),

/***/ 48084:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uo: () => (/* binding */ uploadBundleArtifact),
/* harmony export */   V3: () => (/* binding */ deleteBundles),
/* harmony export */   eA: () => (/* binding */ uploadFileArtifact),
/* harmony export */   js: () => (/* binding */ downloadBundleArtifact),
/* harmony export */   pd: () => (/* binding */ findEarlierBundles),
/* harmony export */   se: () => (/* binding */ olderBundles),
/* harmony export */   wd: () => (/* binding */ downloadNamedArtifact)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33677);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90610);
/* harmony import */ var _transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61349);
/* harmony import */ var _transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(67926);
/**
 * The durable path: bundles as artifacts of the run. Uploads of up to DIRECT_MAX_BYTES, and the
 * listing and deleting of this attempt's bundles, talk to the artifact service directly
 * (artifact-direct.ts) where the runtime variables are there; larger uploads, and every download,
 * go through `@actions/artifact` (lazily loaded).
 *
 * The artifact client's internal API only sees the current attempt's artifacts, so finding an
 * earlier attempt's bundle goes through the REST API (list the run's artifacts, download with
 * `findBy`), which sees every attempt.
 */







const FILE = 'bundle.cis';
function tempRoot() {
    return process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
}
function failure(e, what) {
    const message = (e?.message ?? String(e)).split('\n')[0].slice(0, 500);
    const status = (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .statusFromMessage */ .II)(message) ?? e.status;
    const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
    // The client does not retry a 429 and does not pass its retry-after on: wait as GitHub advises.
    const retryAfterMs = status === 429 ? _transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .RATE_LIMIT_WAIT_MS */ .s : undefined;
    return { ok: false, reason: `artifact: ${what}: ${message}`, final, retryAfterMs };
}
/** A reporter for one transfer (nothing without `options.progress`). */
function reporter(options, label, total, dir) {
    return (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__.startProgress)({
        label: options.label ?? label,
        sink: options.progress,
        total,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
        // The client reports nothing while it downloads: what it has written so far.
        ...(dir ? { poll: () => (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__.bytesUnder)(dir) } : {}),
    });
}
/**
 * Uploads a bundle as the artifact `name` (a zip holding `bundle.cis`, deflated). With
 * `options.progress`, reports the bytes of the zip sent (as the connection takes them, or as the
 * client counts them: a block at a time; the zip's size is not known in advance).
 */
async function uploadBundleArtifact(name, bytes, retentionDays, options = {}) {
    const svc = bytes.length <= _artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .DIRECT_MAX_BYTES */ .X5 ? (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactServiceFromEnv */ .pW)() : undefined;
    if (svc) {
        const progress = reporter(options, `artifact upload ${name}`);
        try {
            const up = await (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .uploadArtifactDirect */ .NP)(svc, name, {
                fileName: FILE,
                bytes,
                compressionLevel: 6,
                retentionDays,
                progress,
            });
            if (!up.ok)
                return { ...up, value: undefined };
            progress.done(up.value.size);
            return { ok: true, value: { id: up.value.id, size: up.value.size } };
        }
        finally {
            progress.fail(); // after done(), nothing
        }
    }
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(2244), __webpack_require__.e(1334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tempRoot(), 'ci-state-up-'));
    const progress = reporter(options, `artifact upload ${name}`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, FILE), bytes);
        const client = new DefaultArtifactClient();
        const { value } = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .captureToolkitLog */ .z$)(() => client.uploadArtifact(name, [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, FILE)], dir, {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 6,
        }), options.progress ? (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__.fromToolkitLines)(progress) : undefined);
        if (!value.id)
            return { ok: false, reason: `artifact: upload of ${name} returned no id` };
        progress.done(value.size ?? bytes.length);
        return { ok: true, value: { id: value.id, size: value.size ?? bytes.length } };
    }
    catch (e) {
        return failure(e, `upload of ${name} failed`);
    }
    finally {
        progress.fail(); // after done(), nothing
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * The names of this attempt's bundles of the scope older than `keepSeq` (none when the listing
 * fails). Listed while the new bundle uploads; deleted (`deleteBundles`) only once it is saved.
 */
async function olderBundles(scope16, attempt, keepSeq) {
    try {
        const svc = (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactServiceFromEnv */ .pW)();
        let names;
        if (svc) {
            const listed = await (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .listArtifactsDirect */ .pO)(svc);
            if (!listed.ok)
                return [];
            names = listed.value.map((a) => a.name);
        }
        else {
            const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(2244), __webpack_require__.e(1334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
            const { value } = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .captureToolkitLog */ .z$)(() => new DefaultArtifactClient().listArtifacts());
            names = value.artifacts.map((a) => a.name);
        }
        return names.filter((name) => {
            const p = (0,_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .parseStateArtifactName */ .YV)(name);
            return p && p.scope16 === scope16 && p.attempt === attempt && p.seq < keepSeq;
        });
    }
    catch {
        return []; // pruning is housekeeping: a failure leaves an extra artifact, never a lost state
    }
}
/** Deletes artifacts of this attempt by name (best effort). */
async function deleteBundles(names) {
    if (names.length === 0)
        return;
    const svc = (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactServiceFromEnv */ .pW)();
    if (svc) {
        // As below: a failure leaves an extra artifact, never a lost state.
        for (const name of names)
            await (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .deleteArtifactDirect */ .PF)(svc, name);
        return;
    }
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(2244), __webpack_require__.e(1334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const client = new DefaultArtifactClient();
    for (const name of names) {
        // As above: a failure leaves an extra artifact, never a lost state.
        await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .captureToolkitLog */ .z$)(() => client.deleteArtifact(name)).catch(() => undefined);
    }
}
/** Lists the run's state bundles of this scope from attempts before `beforeAttempt`, newest first. */
async function findEarlierBundles(rest, repo, runId, scope16, beforeAttempt) {
    try {
        const all = await rest.paginate(rest.rest.actions.listWorkflowRunArtifacts, {
            ...repo,
            run_id: runId,
            per_page: 100,
        });
        const found = [];
        for (const a of all) {
            const p = (0,_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .parseStateArtifactName */ .YV)(a.name);
            if (!p || p.scope16 !== scope16 || p.attempt >= beforeAttempt || a.expired)
                continue;
            found.push({ id: a.id, name: a.name, attempt: p.attempt, seq: p.seq, size: a.size_in_bytes });
        }
        found.sort((a, b) => b.attempt - a.attempt || b.seq - a.seq);
        return { ok: true, value: found };
    }
    catch (e) {
        return failure(e, 'listing the run artifacts failed');
    }
}
/**
 * Downloads the bundle of artifact `id`. With `options.progress`, reports the bytes unzipped so
 * far (the client reports nothing; the zip's size is not asked for).
 */
async function downloadBundleArtifact(id, findBy, maxBytes, options = {}) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(2244), __webpack_require__.e(1334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tempRoot(), 'ci-state-down-'));
    const progress = reporter(options, `artifact download ${id}`, undefined, dir);
    try {
        const client = new DefaultArtifactClient();
        const { value } = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .captureToolkitLog */ .z$)(() => client.downloadArtifact(id, { path: dir, findBy }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${id}: download digest mismatch` };
        const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir);
        if (!names.includes(FILE))
            return { ok: false, reason: `artifact ${id} holds no bundle`, final: true };
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, FILE));
        if (bytes.length > maxBytes)
            return { ok: false, reason: `artifact ${id} is over the size cap`, final: true };
        progress.done(bytes.length);
        return { ok: true, value: bytes };
    }
    catch (e) {
        return failure(e, `download of ${id} failed`);
    }
    finally {
        progress.fail(); // after done(), nothing
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * Uploads one file as an artifact (e.g. a blob pack); the file keeps its name inside, stored as
 * it is. With `options.progress`, reports the bytes sent (as the connection takes them, or, for a
 * file over DIRECT_MAX_BYTES, as the client counts them: a block of 8 MiB at a time), of the
 * file's size (the zip has a few headers more).
 */
async function uploadFileArtifact(name, file, retentionDays, options = {}) {
    const size = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).then((s) => s.size, () => undefined);
    const svc = size !== undefined && size <= _artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .DIRECT_MAX_BYTES */ .X5 ? (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactServiceFromEnv */ .pW)() : undefined;
    const progress = reporter(options, `artifact upload ${name}`, size);
    if (svc) {
        try {
            const up = await (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .uploadArtifactDirect */ .NP)(svc, name, {
                fileName: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(file),
                file,
                compressionLevel: 0,
                retentionDays,
                progress,
            });
            if (!up.ok)
                return { ...up, value: undefined };
            progress.done(up.value.size);
            return { ok: true, value: { id: up.value.id, size: up.value.size } };
        }
        finally {
            progress.fail(); // after done(), nothing
        }
    }
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(2244), __webpack_require__.e(1334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    try {
        const client = new DefaultArtifactClient();
        const { value } = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .captureToolkitLog */ .z$)(() => client.uploadArtifact(name, [file], (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file), {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 0,
        }), options.progress ? (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__.fromToolkitLines)(progress) : undefined);
        if (!value.id)
            return { ok: false, reason: `artifact: upload of ${name} returned no id` };
        progress.done(value.size);
        return { ok: true, value: { id: value.id, size: value.size ?? 0 } };
    }
    catch (e) {
        return failure(e, `upload of ${name} failed`);
    }
    finally {
        progress.fail(); // after done(), nothing
    }
}
/**
 * Finds an artifact by exact name in a run (any attempt) and downloads it into `dir`. With
 * `options.progress`, reports the bytes written to `dir` so far (the client reports nothing), of
 * the artifact's size.
 */
async function downloadNamedArtifact(rest, repo, runId, name, token, dir, options = {}) {
    let progress;
    try {
        const { data } = await rest.rest.actions.listWorkflowRunArtifacts({
            ...repo,
            run_id: runId,
            name,
            per_page: 100,
        });
        const found = (Array.isArray(data?.artifacts) ? data.artifacts : []).find((a) => a.name === name && !a.expired);
        if (!found)
            return { ok: false, reason: `artifact ${name} not found in run ${runId}`, final: true };
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(2244), __webpack_require__.e(1334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
        const client = new DefaultArtifactClient();
        // Bytes already in `dir` are not the download's.
        const before = options.progress ? await (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__.bytesUnder)(dir).catch(() => 0) : 0;
        progress = (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__.startProgress)({
            label: options.label ?? `artifact download ${name}`,
            sink: options.progress,
            total: typeof found.size_in_bytes === 'number' ? found.size_in_bytes : undefined,
            intervalMs: options.intervalMs,
            minBytes: options.minBytes,
            poll: async () => Math.max(0, (await (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__.bytesUnder)(dir)) - before),
        });
        const { value } = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .captureToolkitLog */ .z$)(() => client.downloadArtifact(found.id, {
            path: dir,
            findBy: {
                token,
                workflowRunId: runId,
                repositoryOwner: repo.owner,
                repositoryName: repo.repo,
            },
        }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${name}: download digest mismatch` };
        if (options.progress)
            progress.done(Math.max(0, (await (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__.bytesUnder)(dir)) - before));
        return { ok: true, value: (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir)).map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, f)) };
    }
    catch (e) {
        return failure(e, `download of ${name} failed`);
    }
    finally {
        progress?.fail(); // after done(), nothing
    }
}


/***/ }),

/***/ 13508:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ saveFileDirect),
/* harmony export */   j: () => (/* binding */ finalize)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/* harmony import */ var _artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33677);
/* harmony import */ var _transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61349);
/* harmony import */ var _cache_twirp_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51129);
/* harmony import */ var _cache_zstd_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(17552);
/**
 * Complete files (state bundles, checkpoint packs) straight to the Actions cache service (v2),
 * without the tar archive `@actions/cache` wraps around every entry: such a file carries its own
 * checks, so the archive only costs copies and process spawns (docs/adr/0004). Only where the
 * toolkit would use the v2 service, else cache-store.ts keeps the tar path. A file still being
 * written: cache-stream.ts; restores: cache-restore.ts; the service calls: cache-twirp.ts.
 */







/**
 * Saves `file` under `key`; succeeds only when the service then finds the entry by its key. The
 * file is left in place. With `options.progress`, reports the bytes of the file sent (for a
 * compressed save: read into the compressor, which the upload holds back) and a final line.
 */
async function saveFileDirect(svc, key, file, options = {}) {
    const refused = (0,_cache_twirp_js__WEBPACK_IMPORTED_MODULE_5__/* .modeRefusal */ .qB)(svc, 'writes');
    if (refused)
        return refused;
    const size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file)).size;
    const progress = (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__.startProgress)({
        label: options.label ?? `cache upload ${key}`,
        sink: options.progress,
        total: size,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
    });
    try {
        const saved = await saveWhole(svc, key, file, size, progress);
        if (saved.ok)
            progress.done(size);
        return saved;
    }
    finally {
        progress.fail(); // after done(), nothing
    }
}
async function saveWhole(svc, key, file, size, progress) {
    const compressed = await (0,_cache_zstd_js__WEBPACK_IMPORTED_MODULE_6__/* .compresses */ .Be)(file, size);
    const created = await (0,_cache_twirp_js__WEBPACK_IMPORTED_MODULE_5__/* .twirp */ .lo)(svc, 'CreateCacheEntry', { key, version: _cache_twirp_js__WEBPACK_IMPORTED_MODULE_5__/* .DIRECT_VERSION */ .px });
    if (!created.ok)
        return created.outcome;
    const url = (0,_cache_twirp_js__WEBPACK_IMPORTED_MODULE_5__/* .field */ .ZZ)(created.body, 'signed_upload_url');
    if ((0,_cache_twirp_js__WEBPACK_IMPORTED_MODULE_5__/* .field */ .ZZ)(created.body, 'ok') !== true || typeof url !== 'string') {
        const msg = (0,_cache_twirp_js__WEBPACK_IMPORTED_MODULE_5__/* .field */ .ZZ)(created.body, 'message');
        return {
            ok: false,
            final: true,
            reason: `cache: entry ${key} not reserved${typeof msg === 'string' && msg ? `: ${msg}` : ''}`,
        };
    }
    if (size <= SMALL_FILE)
        return saveSmall(svc, key, file, url, compressed, progress);
    const { BlockBlobClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(2244)]).then(__webpack_require__.bind(__webpack_require__, 42244));
    const blob = new BlockBlobClient(url);
    let bytes = size;
    try {
        if (compressed) {
            bytes = 0;
            let read = 0;
            const reading = new node_stream__WEBPACK_IMPORTED_MODULE_2__.Transform({
                transform(chunk, _enc, done) {
                    read += chunk.length;
                    progress.update(read);
                    done(null, chunk);
                },
            });
            const counted = new node_stream__WEBPACK_IMPORTED_MODULE_2__.Transform({
                transform(chunk, _enc, done) {
                    bytes += chunk.length;
                    done(null, chunk);
                },
            });
            // stream.pipeline, not .pipe(): a read error destroys the last stream too, so the upload
            // fails instead of waiting for data that never comes.
            const { zlib, options } = await (0,_cache_zstd_js__WEBPACK_IMPORTED_MODULE_6__/* .zstd */ .q9)();
            const body = (0,node_stream__WEBPACK_IMPORTED_MODULE_2__.pipeline)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(file), reading, zlib.createZstdCompress(options), counted, () => { });
            await blob.uploadStream(body, 8 * 2 ** 20, 4);
        }
        else {
            await uploadFile(blob, file, size, progress);
        }
    }
    catch (e) {
        return { ok: false, reason: `cache: upload of ${key} failed: ${(0,_cache_twirp_js__WEBPACK_IMPORTED_MODULE_5__/* .blobError */ .Go)(e)}` };
    }
    return finalize(svc, key, bytes, compressed);
}
/**
 * Files up to this size (a state bundle, a small pack) are read whole and go up in one plain
 * PUT, and come down in one GET: the Azure SDK is not loaded for them (its load is most of a
 * small save's time).
 */
const SMALL_FILE = 8 * 2 ** 20;
async function saveSmall(svc, key, file, url, compressed, progress) {
    let body = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file);
    if (compressed) {
        const { zlib, options } = await (0,_cache_zstd_js__WEBPACK_IMPORTED_MODULE_6__/* .zstd */ .q9)();
        body = zlib.zstdCompressSync(body, options);
    }
    const put = await (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .putBlob */ .HT)(url, { parts: [body], size: body.length }, progress, 'application/octet-stream');
    if (!put.ok)
        return {
            ok: false,
            reason: `cache: upload of ${key} failed: ${put.reason}`,
            ...(put.retryAfterMs !== undefined ? { retryAfterMs: put.retryAfterMs } : {}),
        };
    return finalize(svc, key, body.length, compressed);
}
/** The client's own settings for cache uploads. */
const FILE_BLOCK = 64 * 2 ** 20;
const FILE_BLOCKS_AT_ONCE = 8;
const SINGLE_SHOT = 128 * 2 ** 20;
/**
 * Uploads `file` as it is: in one request up to SINGLE_SHOT (as `uploadFile` does), else in
 * blocks staged here rather than by `uploadFile`, whose progress only counts a block once it is
 * all up (a 300 MB file's five blocks go up together: no news until the end); `stageBlock`
 * reports the bytes of each request as they go.
 */
async function uploadFile(blob, file, size, progress) {
    if (size <= SINGLE_SHOT) {
        await blob.uploadFile(file, {
            blockSize: FILE_BLOCK,
            concurrency: FILE_BLOCKS_AT_ONCE,
            maxSingleShotSize: SINGLE_SHOT,
            onProgress: (e) => progress.update(e.loadedBytes),
        });
        return;
    }
    const count = Math.ceil(size / FILE_BLOCK);
    const ids = Array.from({ length: count }, (_, i) => Buffer.from(String(i).padStart(8, '0')).toString('base64'));
    // Bytes of each block up so far (a retried request starts its count again).
    const loaded = new Array(count).fill(0);
    let sent = 0;
    const advance = (i, n) => {
        sent += n - loaded[i];
        loaded[i] = n;
        progress.update(sent);
    };
    let next = 0;
    let failure;
    // As uploadFile's batch: once a block failed, no other one starts; all have stopped before the
    // failure is thrown.
    const worker = async () => {
        try {
            while (failure === undefined && next < count) {
                const i = next++;
                const start = i * FILE_BLOCK;
                const length = Math.min(FILE_BLOCK, size - start);
                await blob.stageBlock(ids[i], () => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(file, { start, end: start + length - 1 }), length, { onProgress: (e) => advance(i, Math.min(e.loadedBytes, length)) });
                advance(i, length);
            }
        }
        catch (e) {
            failure ??= e;
        }
    };
    await Promise.all(Array.from({ length: Math.min(FILE_BLOCKS_AT_ONCE, count) }, worker));
    if (failure !== undefined)
        throw failure;
    await blob.commitBlockList(ids);
}
/** Bytes per block of a streamed save, and how many blocks are on their way at once. */
/** The last steps of a save: the entry finalized at `bytes`, then found by its key. */
async function finalize(svc, key, bytes, compressed) {
    const done = await (0,_cache_twirp_js__WEBPACK_IMPORTED_MODULE_5__/* .twirp */ .lo)(svc, 'FinalizeCacheEntryUpload', {
        key,
        version: _cache_twirp_js__WEBPACK_IMPORTED_MODULE_5__/* .DIRECT_VERSION */ .px,
        size_bytes: String(bytes),
    });
    if (!done.ok)
        return done.outcome;
    if ((0,_cache_twirp_js__WEBPACK_IMPORTED_MODULE_5__/* .field */ .ZZ)(done.body, 'ok') !== true)
        return { ok: false, final: true, reason: `cache: entry ${key} was not finalized` };
    // The service finalizes an entry only once the uploaded size is the size given, and then
    // names it: that is the confirmation. Without an entry id, a look-up by key confirms it.
    const id = (0,_cache_twirp_js__WEBPACK_IMPORTED_MODULE_5__/* .field */ .ZZ)(done.body, 'entry_id') ?? (0,_cache_twirp_js__WEBPACK_IMPORTED_MODULE_5__/* .field */ .ZZ)(done.body, 'entryId');
    if ((typeof id === 'string' || typeof id === 'number') && Number(id) > 0)
        return { ok: true, value: { key, bytes, compressed } };
    const found = await (0,_cache_twirp_js__WEBPACK_IMPORTED_MODULE_5__/* .lookup */ .$I)(svc, [key]);
    if (!found.ok)
        return found.outcome;
    if (found.key !== key)
        return { ok: false, reason: `cache: entry ${key} was not found right after saving` };
    return { ok: true, value: { key, bytes, compressed } };
}


/***/ }),

/***/ 41587:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B0: () => (/* binding */ restoreBundleFromCache),
  HQ: () => (/* binding */ restoreFileFromCache),
  nD: () => (/* binding */ saveBundleToCache),
  R3: () => (/* binding */ saveFileToCache)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./.build/transfer/progress.js
var transfer_progress = __webpack_require__(61349);
// EXTERNAL MODULE: ./.build/transfer/retry.js
var retry = __webpack_require__(67926);
// EXTERNAL MODULE: ./.build/github/cache-twirp.js
var cache_twirp = __webpack_require__(51129);
// EXTERNAL MODULE: ./.build/github/cache-zstd.js
var cache_zstd = __webpack_require__(17552);
;// CONCATENATED MODULE: ./.build/github/cache-restore.js
/**
 * Finding and downloading cache entries saved as plain files (see cache-service.ts), and finding
 * the entries `@actions/cache` saved, for the client to restore.
 */









/**
 * The key of the entry `@actions/cache` would restore for `path` under `keys`, if any: its
 * `version` hashes the path with the compression method (zstd where the `zstd` program is found,
 * else gzip), so both are asked. Only a lookup; the caller restores it through the client.
 */
async function findToolkitEntry(svc, keys, path) {
    const found = await Promise.all(['zstd-without-long', 'gzip'].map((method) => {
        const parts = [
            path,
            method,
            ...(process.platform === 'win32' ? ['windows-only'] : []),
            '1.0',
        ];
        return (0,cache_twirp/* lookup */.$I)(svc, keys, (0,external_node_crypto_.createHash)('sha256').update(parts.join('|')).digest('hex'));
    }));
    const failed = found.find((f) => !f.ok);
    if (failed)
        return failed.outcome;
    const matched = found.flatMap((f) => (f.key === undefined ? [] : [f.key]));
    matched.sort((a, b) => keyRank(keys, a) - keyRank(keys, b));
    return { ok: true, value: matched[0] };
}
/** Which of `keys` (each exact or a prefix) `matched` answers: 0 is the most specific. */
function keyRank(keys, matched) {
    const i = matched === undefined ? -1 : keys.findIndex((k) => matched.startsWith(k));
    return i < 0 ? keys.length : i;
}
/**
 * The newest entry of ours matching `keys` (each exact, then as a prefix, in order), if any. A
 * service error is a failure, not a miss.
 */
async function findDirect(svc, keys) {
    const refused = (0,cache_twirp/* modeRefusal */.qB)(svc, 'reads');
    if (refused)
        return refused;
    const found = await (0,cache_twirp/* lookup */.$I)(svc, keys);
    if (!found.ok)
        return found.outcome;
    return { ok: true, value: found.key ? { key: found.key, url: found.url } : undefined };
}
/** Bytes per ranged request of a download, and how many are in flight at once. */
const RANGE_BYTES = 16 * 2 ** 20;
const RANGES_AT_ONCE = 4;
/**
 * Downloads `entry` into `dest`, a new file, decompressed when it was stored compressed. The
 * first range says how long the entry is and whether it is zstd; the rest of an uncompressed entry
 * comes in ranges fetched at once and written where they belong (as the client downloads a large
 * archive), a compressed one as one stream through the decompressor. With `options.progress`,
 * reports the bytes of the entry received (as stored: compressed when it is) and a final line.
 */
async function downloadDirect(entry, dest, options = {}) {
    const progress = (0,transfer_progress.startProgress)({
        label: options.label ?? `cache download ${entry.key}`,
        sink: options.progress,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
    });
    try {
        const got = await download(entry, dest, progress);
        if (got.ok)
            progress.done();
        return got;
    }
    finally {
        progress.fail(); // after done(), nothing
    }
}
/**
 * The first range of an entry (RANGE_BYTES) in one plain GET, and its total length; an empty
 * entry has none. An entry that fits in it (a state bundle, a small pack) never loads the Azure
 * SDK; a larger one goes on from there in ranges.
 */
async function firstRange(entry) {
    const res = await fetch(entry.url, {
        headers: { Range: `bytes=0-${RANGE_BYTES - 1}`, 'x-ms-version': '2023-11-03' },
        signal: AbortSignal.timeout(GET_TIMEOUT_MS),
    });
    if (res.status === 416) {
        await res.body?.cancel().catch(() => undefined);
        return { empty: true };
    }
    if (res.status !== 200 && res.status !== 206) {
        await res.body?.cancel().catch(() => undefined);
        return {
            failed: {
                ok: false,
                reason: `cache: download of ${entry.key} failed: HTTP ${res.status}`,
                ...(res.status === 429 ? { retryAfterMs: retry/* RATE_LIMIT_WAIT_MS */.s } : {}),
            },
        };
    }
    // "bytes 0-N/TOTAL" (or no range at all, for an entry shorter than one range).
    const range = res.headers.get('content-range');
    const length = Number(res.headers.get('content-length'));
    const total = Number(range ? /\/(\d+)$/.exec(range)?.[1] : length);
    if (!Number.isSafeInteger(total) || !Number.isSafeInteger(length))
        throw new Error('the entry has no length');
    const head = Buffer.from(await res.arrayBuffer());
    if (head.length !== Math.min(total, RANGE_BYTES))
        throw new Error(`got ${head.length} of ${Math.min(total, RANGE_BYTES)} bytes`);
    return { head, total };
}
/** How long the first range of an entry may take. */
const GET_TIMEOUT_MS = 120_000;
async function download(entry, dest, progress) {
    let first;
    try {
        first = await firstRange(entry);
    }
    catch (e) {
        const cause = e.cause?.code;
        return {
            ok: false,
            reason: `cache: download of ${entry.key} failed: ${cause ?? e.message}`,
        };
    }
    if ('failed' in first)
        return first.failed;
    if ('empty' in first) {
        await (await (0,promises_.open)(dest, 'wx')).close();
        return { ok: true };
    }
    const { head, total } = first;
    progress.total(total);
    progress.update(head.length);
    if (total <= head.length) {
        const zstdEntry = head.subarray(0, cache_zstd/* ZSTD_MAGIC */.Kh.length).equals(cache_zstd/* ZSTD_MAGIC */.Kh);
        try {
            const content = zstdEntry ? (await (0,cache_zstd/* zstd */.q9)()).zlib.zstdDecompressSync(head) : head;
            await (0,promises_.writeFile)(dest, content, { flag: 'wx' });
        }
        catch (e) {
            return { ok: false, reason: `cache: download of ${entry.key} failed: ${(0,cache_twirp/* blobError */.Go)(e)}` };
        }
        return { ok: true };
    }
    const { BlobClient } = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(2244)]).then(__webpack_require__.bind(__webpack_require__, 42244));
    // The SDK counts each download's bytes from its start (resuming an interrupted body counts on).
    let received = head.length;
    const counter = () => {
        let last = 0;
        return ({ loadedBytes }) => {
            received += loadedBytes - last;
            last = loadedBytes;
            progress.update(received);
        };
    };
    try {
        const client = new BlobClient(entry.url);
        if (head.subarray(0, cache_zstd/* ZSTD_MAGIC */.Kh.length).equals(cache_zstd/* ZSTD_MAGIC */.Kh)) {
            const { zlib } = await (0,cache_zstd/* zstd */.q9)();
            async function* compressed() {
                yield head;
                if (total <= head.length)
                    return;
                const rest = await client.download(head.length, undefined, {
                    maxRetryRequests: 5,
                    onProgress: counter(),
                });
                let got = head.length;
                for await (const chunk of rest.readableStreamBody) {
                    got += chunk.length;
                    yield chunk;
                }
                if (got !== total)
                    throw new Error(`got ${got} of ${total} bytes`);
            }
            await (0,external_node_stream_promises_.pipeline)(external_node_stream_.Readable.from(compressed()), zlib.createZstdDecompress(), (0,external_node_fs_.createWriteStream)(dest, { flags: 'wx' }));
            return { ok: true };
        }
        const fh = await (0,promises_.open)(dest, 'wx');
        try {
            await fh.write(head, 0, head.length, 0);
            const starts = [];
            for (let at = head.length; at < total; at += RANGE_BYTES)
                starts.push(at);
            let next = 0;
            let failure;
            // Each worker takes the next range until none is left or one failed; all have stopped
            // before the file is closed.
            const worker = async () => {
                try {
                    while (failure === undefined && next < starts.length) {
                        const start = starts[next++];
                        const count = Math.min(RANGE_BYTES, total - start);
                        const part = await client.download(start, count, {
                            maxRetryRequests: 5,
                            onProgress: counter(),
                        });
                        let at = start;
                        for await (const chunk of part.readableStreamBody) {
                            if (at + chunk.length > start + count)
                                throw new Error('a range ran long');
                            await fh.write(chunk, 0, chunk.length, at);
                            at += chunk.length;
                        }
                        if (at !== start + count)
                            throw new Error(`got ${at - start} of ${count} bytes at ${start}`);
                    }
                }
                catch (e) {
                    failure ??= e;
                }
            };
            await Promise.all(Array.from({ length: Math.min(RANGES_AT_ONCE, starts.length) }, worker));
            if (failure !== undefined)
                throw failure;
        }
        finally {
            await fh.close();
        }
        return { ok: true };
    }
    catch (e) {
        return { ok: false, reason: `cache: download of ${entry.key} failed: ${(0,cache_twirp/* blobError */.Go)(e)}` };
    }
}

// EXTERNAL MODULE: ./.build/github/cache-service.js
var cache_service = __webpack_require__(13508);
// EXTERNAL MODULE: ./.build/github/keys.js
var github_keys = __webpack_require__(90610);
;// CONCATENATED MODULE: ./.build/github/cache-store.js
/**
 * The fast path: one file per save (a state bundle, a checkpoint pack) in the Actions cache.
 *
 * Where the runner offers the v2 cache service, the file goes to it as it is (cache-service.ts).
 * Otherwise (GHES, the v1 service) it goes through `@actions/cache` (loaded lazily so that a step
 * with nothing to do never pays for it), and so do restores of entries an earlier version of
 * ci-state saved that way. That client archives paths relative to GITHUB_WORKSPACE and its cache
 * `version` hashes the raw path strings, so each kind of file always lives at the same relative
 * path (BUNDLE_PATH, PACK_PATH) and calls run with the workspace as the current directory.
 */








let workspaceTurn = Promise.resolve();
/**
 * Runs a toolkit call with the workspace as the current directory. One at a time: the directory
 * is the process's, and a call finishing would change it back under another still running.
 */
function inWorkspace(workspace, fn) {
    const run = async () => {
        const before = process.cwd();
        process.chdir(workspace);
        try {
            return await fn();
        }
        finally {
            process.chdir(before);
        }
    };
    const turn = workspaceTurn.then(run, run);
    workspaceTurn = turn.catch(() => undefined);
    return turn;
}
/**
 * Removes a transfer file, and its folder once no other transfer file is in it (a pack and a
 * bundle can be on their way at once).
 */
async function removeTransferFile(file) {
    await (0,promises_.rm)(file, { force: true });
    await (0,promises_.rmdir)((0,external_node_path_.dirname)(file)).catch(() => undefined);
}
function describe(log, fallback) {
    const line = log.errors[0] ??
        log.warnings[0] ??
        log.infos.find((l) => /^Failed to (save|restore)/.test(l)) ??
        fallback;
    return line.replace(/^Failed to (save|restore): /, '').slice(0, 500);
}
/**
 * How long the cache service asked to wait. The client does not retry a 429; it logs the
 * retry-after as "... your rate limit will reset in N seconds" (a warning before the failure).
 */
function retryAfter(log, reason) {
    for (const line of [...log.warnings, ...log.errors, ...log.infos]) {
        const m = /rate limit will reset in (\d+) seconds/.exec(line);
        if (m)
            return Number(m[1]) * 1000;
    }
    return (0,retry/* statusFromMessage */.II)(reason) === 429 || /rate limit/i.test(reason)
        ? retry/* RATE_LIMIT_WAIT_MS */.s
        : undefined;
}
/**
 * Saves the file at `path` (relative to the workspace, already written) under `key`; succeeds only
 * when the entry is then found by lookup. The file is left in place. With `options.progress`,
 * reports the upload's progress: the bytes of the file (direct path), or of the toolkit's archive
 * as the toolkit counts them (its Azure SDK upload; the v1 service's upload reports nothing, so
 * only the final line comes, with the file's size).
 */
async function saveFileToCache(workspace, key, path, options = {}) {
    const svc = (0,cache_twirp/* cacheServiceFromEnv */.LQ)();
    if (svc)
        return (0,cache_service/* saveFileDirect */.N)(svc, key, (0,external_node_path_.join)(workspace, path), options);
    const cache = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(8091)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    const progress = (0,transfer_progress.startProgress)({
        label: options.label ?? `cache upload ${key}`,
        sink: options.progress,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
    });
    let saved;
    try {
        saved = await (0,retry/* captureToolkitLog */.z$)(() => inWorkspace(workspace, () => cache.saveCache([path], key)), options.progress ? (0,transfer_progress.fromToolkitLines)(progress) : undefined);
        if (options.progress && typeof saved.value === 'number' && saved.value > 0) {
            // The archive's size, as the toolkit sent it; else the file's.
            const sent = saved.log.infos.flatMap((l) => /^Sent (\d+) of \d+ \(/.exec(l)?.[1] ?? []).pop();
            progress.done(sent !== undefined
                ? Number(sent)
                : await (0,promises_.stat)((0,external_node_path_.join)(workspace, path)).then((s) => s.size, () => undefined));
        }
    }
    finally {
        progress.fail(); // after done(), nothing
    }
    const { value: id, log } = saved;
    if (typeof id !== 'number' || id <= 0) {
        const reason = describe(log, 'the cache service did not accept the entry');
        return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(log, reason) };
    }
    const { value: found, log: lookupLog } = await (0,retry/* captureToolkitLog */.z$)(() => inWorkspace(workspace, () => cache.restoreCache([path], key, [], { lookupOnly: true })));
    if (found !== key) {
        const why = describe(lookupLog, 'lookup missed');
        return {
            ok: false,
            reason: `cache: entry ${key} was not found right after saving (${why})`,
            retryAfterMs: retryAfter(lookupLog, why),
        };
    }
    return { ok: true, value: { key } };
}
/**
 * Restores the newest entry matching `keys` to `path` (relative to the workspace); a service error
 * is a failure, not a miss. The caller reads the file and removes it. With `options.progress`,
 * reports the download's progress: the entry's bytes (direct path), or the toolkit's archive as
 * the toolkit counts them (its Azure SDK download; its plain HTTP download, used for blob hosts
 * other than Azure's, reports nothing until the archive is down).
 */
async function restoreFileFromCache(workspace, keys, path, options = {}) {
    const file = (0,external_node_path_.join)(workspace, path);
    await (0,promises_.rm)(file, { force: true });
    const svc = (0,cache_twirp/* cacheServiceFromEnv */.LQ)();
    let ours;
    if (svc) {
        // Ours, and at the same time entries an earlier version saved through the toolkit's archive:
        // the most specific key wins; on the same key, ours (the format this version writes).
        const [found, old] = await Promise.all([
            findDirect(svc, keys),
            findToolkitEntry(svc, keys, path),
        ]);
        if (!found.ok)
            return { ...found, value: undefined };
        ours = found.value;
        const mine = keyRank(keys, ours?.key);
        // Unknown whether an older entry is more specific than ours: a failure, to be retried.
        if (!old.ok && mine > 0)
            return { ...old, value: undefined };
        const theirs = old.ok ? keyRank(keys, old.value) : keys.length;
        if (theirs >= mine) {
            if (!ours)
                return { ok: true, value: { kind: 'miss' } };
            return downloadTo(ours, file, options);
        }
        keys = keys.slice(0, theirs + 1);
    }
    const cache = await Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(8647), __webpack_require__.e(8091)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    const progress = (0,transfer_progress.startProgress)({
        label: options.label ?? `cache download ${keys[0]}`,
        sink: options.progress,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
    });
    const { value: matched, log } = await (0,retry/* captureToolkitLog */.z$)(() => inWorkspace(workspace, () => cache.restoreCache([path], keys[0], keys.slice(1))), options.progress ? (0,transfer_progress.fromToolkitLines)(progress) : undefined).catch((e) => {
        progress.fail();
        throw e;
    });
    if (matched === undefined) {
        progress.fail();
        if (log.errors.length || log.warnings.length) {
            const reason = describe(log, 'restore failed');
            return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(log, reason) };
        }
        // One of gzip the client cannot read here, say: ours, if there is one, after all.
        return ours ? downloadTo(ours, file, options) : { ok: true, value: { kind: 'miss' } };
    }
    progress.done();
    return { ok: true, value: { kind: 'hit', key: matched } };
}
async function downloadTo(entry, file, options = {}) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    const got = await downloadDirect(entry, file, options);
    if (!got.ok)
        return { ...got, value: undefined };
    return { ok: true, value: { kind: 'hit', key: entry.key } };
}
/** Saves one bundle under a new key (see saveFileToCache). */
async function saveBundleToCache(workspace, key, bytes, options = {}) {
    const file = (0,external_node_path_.join)(workspace, github_keys/* BUNDLE_PATH */.h8);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    await (0,promises_.writeFile)(file, bytes);
    try {
        return await saveFileToCache(workspace, key, github_keys/* BUNDLE_PATH */.h8, options);
    }
    finally {
        await removeTransferFile(file);
    }
}
/** Restores the newest bundle matching the keys; a service error is a failure, not a miss. */
async function restoreBundleFromCache(workspace, keys, options = {}) {
    const file = (0,external_node_path_.join)(workspace, github_keys/* BUNDLE_PATH */.h8);
    try {
        const r = await restoreFileFromCache(workspace, keys, github_keys/* BUNDLE_PATH */.h8, options);
        if (!r.ok || r.value.kind === 'miss')
            return r;
        const key = r.value.key;
        let bytes;
        try {
            bytes = await (0,promises_.readFile)(file);
        }
        catch {
            return { ok: false, reason: `cache: entry ${key} restored but held no bundle` };
        }
        return { ok: true, value: { kind: 'hit', key, bytes } };
    }
    finally {
        await (0,promises_.rm)((0,external_node_path_.dirname)(file), { recursive: true, force: true });
    }
}


/***/ }),

/***/ 51129:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $I: () => (/* binding */ lookup),
/* harmony export */   Go: () => (/* binding */ blobError),
/* harmony export */   LQ: () => (/* binding */ cacheServiceFromEnv),
/* harmony export */   ZZ: () => (/* binding */ field),
/* harmony export */   lo: () => (/* binding */ twirp),
/* harmony export */   mt: () => (/* binding */ TWIRP_TIMEOUT_MS),
/* harmony export */   px: () => (/* binding */ DIRECT_VERSION),
/* harmony export */   qB: () => (/* binding */ modeRefusal)
/* harmony export */ });
/* unused harmony export fail */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15922);
/* harmony import */ var _transfer_retry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67926);
/**
 * The Actions cache service (v2) itself: when it is there, the runner's cache mode, and its Twirp
 * calls (with the entries' `version`, the answers' fields and the look-up of an entry by key), and
 * how a failed blob transfer is told.
 */



/** The v2 cache service, when `@actions/cache` would use it too (see config.js in the client). */
function cacheServiceFromEnv(env = process.env) {
    if (!env.ACTIONS_CACHE_SERVICE_V2 || !env.ACTIONS_RESULTS_URL || !env.ACTIONS_RUNTIME_TOKEN)
        return undefined;
    let host;
    try {
        host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.trimEnd().toUpperCase();
    }
    catch {
        return undefined;
    }
    const ghes = host !== 'GITHUB.COM' && !host.endsWith('.GHE.COM') && !host.endsWith('.LOCALHOST');
    if (ghes)
        return undefined;
    return {
        url: env.ACTIONS_RESULTS_URL,
        token: env.ACTIONS_RUNTIME_TOKEN,
        mode: (env.ACTIONS_CACHE_MODE || '').trim().toLowerCase(),
    };
}
const KNOWN_MODES = ['none', 'read', 'write', 'write-only'];
/** The refusal when the runner's cache mode does not permit `what` (as the client reads it). */
function modeRefusal(svc, what) {
    const allowed = what === 'reads' ? ['read', 'write'] : ['write', 'write-only'];
    if (!KNOWN_MODES.includes(svc.mode) || allowed.includes(svc.mode))
        return undefined;
    return {
        ok: false,
        final: true,
        reason: `cache: the runner's cache mode '${svc.mode}' does not permit ${what}`,
    };
}
/** The entries' `version`: ours alone (a tar entry's hashes its paths and compression method). */
const DIRECT_VERSION = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update('ci-state|direct-file|1').digest('hex');
const TWIRP_TIMEOUT_MS = 60_000;
async function twirp(svc, method, body) {
    // As the client does: an absolute path on the service's origin.
    const url = new URL(`/twirp/github.actions.results.api.v1.CacheService/${method}`, svc.url);
    let res;
    try {
        res = await fetch(url, {
            method: 'POST',
            headers: {
                'Content-Type': 'application/json',
                Accept: 'application/json',
                Authorization: `Bearer ${svc.token}`,
                'User-Agent': `ci-state/${_version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x}`,
            },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(TWIRP_TIMEOUT_MS),
        });
    }
    catch (e) {
        const cause = e.cause?.code;
        return fail(`${method}: ${cause ?? e.message}`);
    }
    const text = await res.text().catch(() => '');
    let parsed = {};
    try {
        const v = JSON.parse(text);
        if (v && typeof v === 'object')
            parsed = v;
    }
    catch {
        // a proxy's HTML page, an empty body: the status says enough
    }
    if (res.ok)
        return { ok: true, body: parsed };
    const msg = typeof parsed.msg === 'string' ? parsed.msg.slice(0, 300) : res.statusText;
    const retryAfter = Number(res.headers.get('retry-after'));
    return fail(`${method}: ${msg} (HTTP ${res.status})`, {
        // A refusal stays one (bad request, no permission, a taken key); a 429 waits as asked.
        final: res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429,
        ...(res.status === 429
            ? { retryAfterMs: retryAfter > 0 ? retryAfter * 1000 : _transfer_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .RATE_LIMIT_WAIT_MS */ .s }
            : {}),
    });
}
function fail(reason, extra = {}) {
    return { ok: false, body: {}, outcome: { ok: false, reason: `cache: ${reason}`, ...extra } };
}
/** A field in snake_case or camelCase (the service answers either). */
function field(body, snake) {
    const camel = snake.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
    return body[snake] ?? body[camel];
}
async function lookup(svc, keys, version = DIRECT_VERSION) {
    const r = await twirp(svc, 'GetCacheEntryDownloadURL', {
        key: keys[0],
        restore_keys: keys.slice(1),
        version,
    });
    if (!r.ok)
        return { ok: false, outcome: r.outcome };
    const url = field(r.body, 'signed_download_url');
    const key = field(r.body, 'matched_key');
    if (field(r.body, 'ok') !== true || typeof url !== 'string' || typeof key !== 'string')
        return { ok: true };
    return { ok: true, key, url };
}
/** One line for the summary; a signed URL's signature, should the SDK quote one, never shows. */
function blobError(e) {
    const err = e;
    const status = err.statusCode ? ` (HTTP ${err.statusCode})` : '';
    const line = (err.code ?? err.message ?? String(e)).split('\n')[0].slice(0, 200);
    return `${line.replace(/([?&]sig=)[^&\s]+/gi, '$1***')}${status}`;
}


/***/ }),

/***/ 17552:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ compresses),
/* harmony export */   Kh: () => (/* binding */ ZSTD_MAGIC),
/* harmony export */   q9: () => (/* binding */ zstd),
/* harmony export */   tK: () => (/* binding */ shrinks)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/**
 * Compression of cache entries: whether zstd pays for a file (from slices of it), and Node's zstd
 * with the options used for every entry.
 */

/** The first bytes of a zstd frame. */
const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);
/**
 * Slices compressed to decide (half a MiB in all, a millisecond or two), spread evenly over the
 * file: a pack's small compressible parts (its manifest, its index) are no more of the sample than
 * of the file.
 */
const SLICES = 16;
const SLICE = 32 * 1024;
/** Compress when the samples shrink below this share of their size. */
const WORTH_IT = 0.9;
/**
 * Whether zstd shrinks `size` bytes: SLICES slices spread over them (`slice` gives the bytes at a
 * position), compressed at the level used for the upload.
 */
async function shrinks(size, slice) {
    if (size < 4096)
        return false;
    const { zlib, options } = await zstd();
    const step = Math.max(SLICE, (size - SLICE) / (SLICES - 1));
    let raw = 0;
    let packed = 0;
    for (let pos = 0; pos < size; pos = Math.floor(pos + step)) {
        const bytes = await slice(pos, Math.min(SLICE, size - pos));
        raw += bytes.length;
        packed += zlib.zstdCompressSync(bytes, options).length;
    }
    return packed < raw * WORTH_IT;
}
/** Whether zstd shrinks the file (see `shrinks`). */
async function compresses(file, size) {
    if (size < 4096)
        return false;
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'r');
    try {
        return await shrinks(size, async (pos, length) => {
            const buf = Buffer.allocUnsafe(length);
            const { bytesRead } = await fh.read(buf, 0, length, pos);
            return buf.subarray(0, bytesRead);
        });
    }
    finally {
        await fh.close();
    }
}
/**
 * node:zlib, loaded when a file is saved or a zstd entry restored (a job's first restore, a miss,
 * never needs it); with zstd's default level, and a checksum of the content, so that a damaged
 * entry fails to decompress.
 */
async function zstd() {
    const zlib = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 38522, 19));
    const Z = zlib.constants;
    const options = { params: { [Z.ZSTD_c_compressionLevel]: 3, [Z.ZSTD_c_checksumFlag]: 1 } };
    return { zlib, options };
}


/***/ }),

/***/ 47626:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createRestClient: () => (/* binding */ createRestClient)
});

// UNUSED EXPORTS: MAX_RATE_LIMIT_WAIT_S

// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(63251);
;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
// pkg/dist-src/index.js


// pkg/dist-src/version.js
var VERSION = "0.0.0-development";

// pkg/dist-src/wrap-request.js
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}

// pkg/dist-src/generated/triggers-notification-paths.js
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];

// pkg/dist-src/route-matcher.js
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}

// pkg/dist-src/index.js
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = light,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;


// EXTERNAL MODULE: ./node_modules/@octokit/core/dist-src/index.js + 12 modules
var dist_src = __webpack_require__(14730);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-request-log/dist-src/index.js + 1 modules
var plugin_request_log_dist_src = __webpack_require__(55077);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var plugin_paginate_rest_dist_bundle = __webpack_require__(93779);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js + 3 modules
var plugin_rest_endpoint_methods_dist_src = __webpack_require__(49210);
;// CONCATENATED MODULE: ./node_modules/@octokit/rest/dist-src/version.js
const version_VERSION = "22.0.1";


;// CONCATENATED MODULE: ./node_modules/@octokit/rest/dist-src/index.js





const Octokit = dist_src/* Octokit */.E.plugin(plugin_request_log_dist_src/* requestLog */.M, plugin_rest_endpoint_methods_dist_src/* legacyRestEndpointMethods */.T, plugin_paginate_rest_dist_bundle/* paginateRest */.ud).defaults(
  {
    userAgent: `octokit-rest.js/${version_VERSION}`
  }
);


;// CONCATENATED MODULE: ./.build/github/octokit.js
/**
 * The REST client: Octokit with the retry and throttling plugins, so 5xx, 429 and secondary rate
 * limits are retried honouring `retry-after`, with waits capped so ci-state's own time stays bounded.
 */



/** Longest wait ci-state accepts from a rate limit before giving up on the call. */
const MAX_RATE_LIMIT_WAIT_S = 60;
const Client = Octokit.plugin(dist_bundle/* retry */.L, throttling);
function createRestClient(opts) {
    const log = opts.log ?? (() => undefined);
    const retries = opts.retries ?? 3;
    const onLimit = (kind) => (retryAfter, options, _o, retryCount) => {
        if (retryCount < retries && retryAfter <= MAX_RATE_LIMIT_WAIT_S) {
            log(`${kind} on ${options.method ?? ''} ${options.url ?? ''}: retrying after ${retryAfter}s`);
            return true;
        }
        log(`${kind} on ${options.method ?? ''} ${options.url ?? ''}: not retrying (wait ${retryAfter}s)`);
        return false;
    };
    return new Client({
        auth: opts.token,
        baseUrl: opts.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com',
        userAgent: 'ci-state',
        // Retries go in the plugin's own options: a per-request `retries` would make it retry every
        // error, the do-not-retry statuses included.
        retry: { retries, doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451] },
        throttle: {
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
        },
        log: { debug: () => undefined, info: () => undefined, warn: log, error: log },
    });
}


/***/ }),

/***/ 98716:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LZ: () => (/* binding */ saveState),
/* harmony export */   k0: () => (/* binding */ transfer),
/* harmony export */   restoreState: () => (/* binding */ restoreState)
/* harmony export */ });
/* unused harmony export checkOrigin */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57975);
/* harmony import */ var _artifact_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48084);
/* harmony import */ var _store_bundle_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(334);
/* harmony import */ var _cache_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(41587);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(90610);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(47626);
/* harmony import */ var _transfer_retry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(67926);
/* harmony import */ var _transfer_progress_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(61349);
/**
 * Saving and restoring a job's state on GitHub: the cache first (fast), artifacts as the durable
 * fallback. Every outcome is reported as it was verified: "saved" only when the service confirmed
 * the entry, "restored" only when a bundle passed every check (digest, signature, schema, origin).
 */









/** The progress options of one transfer of `ctx` (nothing printed without a sink). */
function transfer(ctx, label) {
    return ctx.progress ? { progress: ctx.progress, label } : {};
}
function repoRef(repository) {
    const [owner = '', repo = ''] = repository.split('/');
    return { owner, repo };
}
async function saveState(state, ctx, opts = {}) {
    const withArtifact = opts.artifact ?? true;
    const prune = withArtifact && (opts.pruneOlder ?? true);
    const bytes = (0,_store_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .encodeBundle */ .n)(state, { scopeKey: ctx.scopeKey, integrityKey: ctx.integrityKey });
    const report = {
        saved: false,
        cache: { ok: false },
        artifact: { ok: false },
        bytes: bytes.length,
    };
    const nonce = () => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex');
    // Both at once: neither waits for the other's round trips (each call's log is its own).
    // A key whose upload failed can stay reserved for a day: every try gets a fresh one.
    const toCache = (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_6__/* .withRetry */ .bD)(async () => {
        const key = (0,_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .cacheKey */ .k$)(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, nonce());
        ctx.log(`saving state to cache key ${key} (${bytes.length} bytes)`);
        return (0,_cache_store_js__WEBPACK_IMPORTED_MODULE_4__/* .saveBundleToCache */ .nD)(ctx.workspace, key, bytes, transfer(ctx, 'state upload'));
    }, ctx.retry);
    const name = (0,_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .stateArtifactName */ .LK)(ctx.scopeKey, ctx.attempt, state.seq);
    // The bundles this one replaces, listed while it uploads (deleted only once it is saved).
    const older = prune ? (0,_artifact_store_js__WEBPACK_IMPORTED_MODULE_2__/* .olderBundles */ .se)(ctx.scopeKey.slice(0, 16), ctx.attempt, state.seq) : undefined;
    const toArtifact = withArtifact
        ? (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_6__/* .withRetry */ .bD)(async () => {
            ctx.log(`uploading state artifact ${name}`);
            return (0,_artifact_store_js__WEBPACK_IMPORTED_MODULE_2__/* .uploadBundleArtifact */ .Uo)(name, bytes, ctx.retentionDays, transfer(ctx, 'state artifact upload'));
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
        if (art.ok && older)
            await (0,_artifact_store_js__WEBPACK_IMPORTED_MODULE_2__/* .deleteBundles */ .V3)(await older);
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
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_1__.isDeepStrictEqual)(state.scope, ctx.scope))
        return 'it belongs to another workflow, job, matrix leg or ref';
    if (!ctx.crossRun && state.origin.runId !== ctx.runId)
        return `it comes from run ${state.origin.runId}, not this run`;
    if (state.origin.runId === ctx.runId && state.origin.runAttempt >= ctx.attempt)
        return `it claims attempt ${state.origin.runAttempt}, not an earlier one`;
    return undefined;
}
function accept(bytes, ctx, source) {
    try {
        const { state } = (0,_store_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeBundle */ .VH)(bytes, {
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
        return { problem: e instanceof _store_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ ? `${msg}: ignored` : `${source} ignored: ${msg}` };
    }
}
async function restoreState(ctx) {
    const report = { source: 'none', problems: [], failed: false };
    const elapsed = (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_7__.stopwatch)();
    const keys = (0,_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .restoreKeys */ .PF)(ctx.scopeKey, ctx.runId, ctx.crossRun);
    ctx.log(`looking up cache keys ${keys.join(', ')}`);
    const cache = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_6__/* .withRetry */ .bD)(() => (0,_cache_store_js__WEBPACK_IMPORTED_MODULE_4__/* .restoreBundleFromCache */ .B0)(ctx.workspace, keys, transfer(ctx, 'state download')), ctx.retry);
    let serviceFailed = false;
    if (!cache.ok) {
        serviceFailed = true;
        report.problems.push(`cache restore failed: ${cache.reasons.at(-1)}`);
    }
    else if (cache.value.kind === 'hit') {
        const hit = cache.value;
        const r = accept(hit.bytes, ctx, `cache entry ${hit.key}`);
        if (r.state)
            return {
                ...report,
                state: r.state,
                source: 'cache',
                from: hit.key,
                bytes: hit.bytes.length,
                ms: elapsed(),
            };
        report.problems.push(r.problem);
    }
    // Fallback: an earlier attempt's artifact through the REST API (the cache entry may be evicted).
    if (ctx.attempt > 1 && ctx.token && /^\d+$/.test(ctx.runId)) {
        const rest = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_5__.createRestClient)({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
        const ref = repoRef(ctx.repository);
        const listed = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_6__/* .withRetry */ .bD)(() => (0,_artifact_store_js__WEBPACK_IMPORTED_MODULE_2__/* .findEarlierBundles */ .pd)(rest, ref, Number(ctx.runId), ctx.scopeKey.slice(0, 16), ctx.attempt), ctx.retry);
        if (!listed.ok) {
            serviceFailed = true;
            report.problems.push(`artifact lookup failed: ${listed.reasons.at(-1)}`);
        }
        else {
            for (const found of listed.value.slice(0, 3)) {
                ctx.log(`downloading state artifact ${found.name}`);
                const got = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_6__/* .withRetry */ .bD)(() => (0,_artifact_store_js__WEBPACK_IMPORTED_MODULE_2__/* .downloadBundleArtifact */ .js)(found.id, {
                    token: ctx.token,
                    workflowRunId: Number(ctx.runId),
                    repositoryOwner: ref.owner,
                    repositoryName: ref.repo,
                }, _store_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_BUNDLE_BYTES */ .Me, transfer(ctx, 'state artifact download')), ctx.retry);
                if (!got.ok) {
                    serviceFailed = true;
                    report.problems.push(`artifact ${found.name}: ${got.reasons.at(-1)}`);
                    continue;
                }
                const r = accept(got.value, ctx, `artifact ${found.name}`);
                if (r.state)
                    return {
                        ...report,
                        state: r.state,
                        source: 'artifact',
                        from: found.name,
                        bytes: got.value.length,
                        ms: elapsed(),
                    };
                report.problems.push(r.problem);
            }
        }
    }
    report.failed = serviceFailed;
    return report;
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


/***/ }),

/***/ 61349:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_INTERVAL_MS: () => (/* binding */ DEFAULT_INTERVAL_MS),
/* harmony export */   DEFAULT_MIN_BYTES: () => (/* binding */ DEFAULT_MIN_BYTES),
/* harmony export */   bytesUnder: () => (/* binding */ bytesUnder),
/* harmony export */   formatAmount: () => (/* binding */ formatAmount),
/* harmony export */   formatDone: () => (/* binding */ formatDone),
/* harmony export */   formatProgress: () => (/* binding */ formatProgress),
/* harmony export */   formatSize: () => (/* binding */ formatSize),
/* harmony export */   formatSummary: () => (/* binding */ formatSummary),
/* harmony export */   fromToolkitLines: () => (/* binding */ fromToolkitLines),
/* harmony export */   mb: () => (/* binding */ mb),
/* harmony export */   progressMinBytes: () => (/* binding */ progressMinBytes),
/* harmony export */   seconds: () => (/* binding */ seconds),
/* harmony export */   sizeAndTime: () => (/* binding */ sizeAndTime),
/* harmony export */   startProgress: () => (/* binding */ startProgress),
/* harmony export */   stopwatch: () => (/* binding */ stopwatch)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/**
 * Progress of one long transfer (a checkpoint pack, a bundle) to or from the Actions cache or
 * artifacts, as lines for a log:
 *
 *     checkpoint pack upload: 120.0 of 312.4 MB (38%), 22.0 MB/s
 *     checkpoint pack upload: 312.4 MB in 14.2 s (22.0 MB/s)
 *
 * A progress line at most every `intervalMs` (5 s; CI_STATE_PROGRESS_INTERVAL_MS, where 0 means
 * at every update), the first one only once the transfer has run that long, so short transfers
 * print none; a final line with the size and the duration when the transfer moved at least
 * `minBytes` (8 MiB; CI_STATE_PROGRESS_MIN_BYTES) or already printed progress. MB are 2^20 bytes,
 * as the toolkit counts them. The rate is the average since the start.
 *
 * A step that moves several things (the packs of a restore, the history artifacts) also says
 * what moved in one line, whatever its size: `formatSummary` ("fetched 1 checkpoint pack
 * (300.0 MB) in 9.8 s"), timed by a `stopwatch`.
 *
 * The byte counts come from the clients where they give them (the Azure SDK's `onProgress`, the
 * toolkit's own "Sent …"/"Uploaded bytes …" lines), else from a `poll` (the size of what a
 * download wrote so far). Lines are written in the async context the reporter was started in, so
 * that a capture of the toolkit's output around the transfer (captureToolkitLog) does not take
 * them.
 */



const DEFAULT_INTERVAL_MS = 5_000;
const DEFAULT_MIN_BYTES = 8 * 2 ** 20;
/** How often a `poll` runs when lines go out at every update (interval 0). */
const EAGER_POLL_MS = 100;
/** A timer may fire a little before its interval has passed by the clock used here. */
const SLACK_MS = 50;
const noop = {
    update: () => undefined,
    add: () => undefined,
    total: () => undefined,
    done: () => undefined,
    fail: () => undefined,
    end: () => undefined,
    tick: () => Promise.resolve(),
};
function envNumber(name, fallback) {
    const raw = process.env[name]?.trim();
    if (!raw)
        return fallback;
    const n = Number(raw);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
}
function mb(bytes) {
    return (bytes / 2 ** 20).toFixed(1);
}
function rate(bytes, ms) {
    return mb((bytes * 1000) / Math.max(ms, 1));
}
/** Milliseconds as seconds with one decimal: "9.8 s". */
function seconds(ms) {
    return `${(Math.max(ms, 0) / 1000).toFixed(1)} s`;
}
/** What a progress line says of the amount: "X of Y MB (Z%)", or "X MB" when Y is not known. */
function formatAmount(bytes, total) {
    if (total === undefined)
        return `${mb(bytes)} MB`;
    const of = Math.max(total, bytes);
    const pct = of === 0 ? 100 : Math.floor((100 * bytes) / of);
    return `${mb(bytes)} of ${mb(of)} MB (${pct}%)`;
}
/** A progress line, `elapsedMs` after the start: "X of Y MB (Z%), N MB/s" or "X MB, N MB/s". */
function formatProgress(bytes, total, elapsedMs) {
    return `${formatAmount(bytes, total)}, ${rate(bytes, elapsedMs)} MB/s`;
}
/** The final line of one transfer: "X MB in T s (N MB/s)". */
function formatDone(bytes, ms) {
    return `${mb(bytes)} MB in ${seconds(ms)} (${rate(bytes, ms)} MB/s)`;
}
/** A size for a summary: "300.0 MB", "2.4 KB" under 1 MB, "12 B" under 1 KB. */
function formatSize(bytes) {
    if (bytes < 2 ** 10)
        return `${bytes} B`;
    return bytes >= 2 ** 20 ? `${mb(bytes)} MB` : `${(bytes / 2 ** 10).toFixed(1)} KB`;
}
/**
 * A line that sums up a transfer or several (`what` says what moved), whatever its size:
 * "fetched 1 checkpoint pack (300.0 MB) in 9.8 s".
 */
function formatSummary(what, bytes, ms) {
    return `${what} ${sizeAndTime(bytes, ms)}`;
}
/** "(300.0 MB) in 9.8 s". */
function sizeAndTime(bytes, ms) {
    return `(${formatSize(bytes)}) in ${seconds(ms)}`;
}
/** A stopwatch: the milliseconds since it was started, by `now` (`performance.now` by default). */
function stopwatch(now = () => performance.now()) {
    const start = now();
    return () => now() - start;
}
/** The size from which a transfer is worth lines of its own (CI_STATE_PROGRESS_MIN_BYTES). */
function progressMinBytes() {
    return envNumber('CI_STATE_PROGRESS_MIN_BYTES', DEFAULT_MIN_BYTES);
}
/** A reporter for one transfer; one that does nothing without a sink. */
function startProgress(o) {
    const sink = o.sink;
    if (!sink)
        return noop;
    const interval = o.intervalMs ?? envNumber('CI_STATE_PROGRESS_INTERVAL_MS', DEFAULT_INTERVAL_MS);
    const minBytes = o.minBytes ?? progressMinBytes();
    const now = o.now ?? (() => performance.now());
    const inOrigin = node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage.snapshot();
    const emit = (line) => {
        try {
            inOrigin(() => sink(`${o.label}: ${line}`));
        }
        catch {
            // a broken sink never breaks the transfer
        }
    };
    const start = now();
    let total = o.total;
    let bytes = 0;
    /** Whether any count came in (a transfer that reports nothing prints no "0.0 MB" lines). */
    let counted = false;
    let lastLine = start;
    let lastShown;
    let printed = false;
    let closed = false;
    const maybePrint = (force = false) => {
        if (closed || !counted)
            return;
        const t = now();
        if (!force && t - lastLine + SLACK_MS < interval)
            return;
        const shown = formatAmount(bytes, total);
        if (shown === lastShown)
            return; // nothing new since the last line
        lastShown = shown;
        lastLine = t;
        printed = true;
        emit(formatProgress(bytes, total, t - start));
    };
    const update = (n) => {
        if (closed || !Number.isFinite(n))
            return;
        counted = true;
        if (n > bytes)
            bytes = n;
        if (interval === 0)
            maybePrint(true);
        else
            maybePrint();
    };
    let polling = false;
    const tick = async () => {
        if (closed)
            return;
        if (o.poll && !polling) {
            polling = true;
            try {
                const n = await o.poll();
                if (n !== undefined) {
                    counted = true;
                    if (n > bytes)
                        bytes = n;
                }
            }
            catch {
                // a failed poll is a tick without news
            }
            finally {
                polling = false;
            }
        }
        maybePrint(interval === 0);
    };
    let timer;
    if (o.timer !== false && (interval > 0 || o.poll)) {
        timer = setInterval(() => void tick(), interval > 0 ? interval : EAGER_POLL_MS);
        timer.unref();
    }
    const close = () => {
        closed = true;
        if (timer)
            clearInterval(timer);
    };
    return {
        update,
        add: (delta) => update(bytes + delta),
        total(n) {
            if (n !== undefined && Number.isFinite(n) && n >= 0)
                total = n;
        },
        done(final) {
            if (closed)
                return;
            if (final !== undefined && Number.isFinite(final)) {
                counted = true;
                bytes = final;
                // Done is all of it (a size announced in advance may have been the zip's, say).
                if (total !== undefined)
                    total = final;
            }
            // At every update, the last progress line is the complete one.
            if (interval === 0 && total !== undefined)
                maybePrint(true);
            close();
            if (bytes < minBytes && !printed)
                return;
            emit(formatDone(bytes, now() - start));
        },
        fail() {
            if (closed)
                return;
            close();
            if (!printed)
                return;
            emit(`stopped after ${mb(bytes)} MB in ${seconds(now() - start)}`);
        },
        end() {
            if (closed)
                return;
            if (interval === 0 && total !== undefined)
                maybePrint(true);
            close();
        },
        tick,
    };
}
/** The bytes of the files under `dir` (a download's destination), for a `poll`. */
async function bytesUnder(dir) {
    let sum = 0;
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { recursive: true, withFileTypes: true });
    await Promise.all(entries
        .filter((e) => e.isFile())
        .map(async (e) => {
        sum += await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(e.parentPath, e.name)).then((s) => s.size, () => 0);
    }));
    return sum;
}
/**
 * Feeds `p` from the toolkit's own progress lines (a `passThrough` of captureToolkitLog):
 * `@actions/cache`'s "Sent N of M (…%)" (its Azure SDK upload) and "Received N of M (…%)" (its
 * Azure SDK download), its "Cache Size: ~N MB (B B)" once an archive is down, and
 * `@actions/artifact`'s "Uploaded bytes N".
 */
function fromToolkitLines(p) {
    return (line) => {
        let m = /^(?:Sent|Received) (\d+) of (\d+) \(/.exec(line);
        if (m) {
            p.total(Number(m[2]));
            p.update(Number(m[1]));
            return;
        }
        m = /^Cache Size: ~\d+ MB \((\d+) B\)/.exec(line);
        if (m) {
            p.total(Number(m[1]));
            p.update(Number(m[1]));
            return;
        }
        m = /^Uploaded bytes (\d+)$/.exec(line);
        if (m)
            p.update(Number(m[1]));
    };
}


/***/ }),

/***/ 15922:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** The ci-state version, recorded in every state's metadata (a test keeps it equal to package.json). */
const VERSION = '0.1.0';


/***/ })

};
