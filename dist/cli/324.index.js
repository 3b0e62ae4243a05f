export const id = 324;
export const ids = [324];
export const modules = {

/***/ 68057:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $J: () => (/* binding */ planResume),
/* harmony export */   TZ: () => (/* binding */ checkDeclared),
/* harmony export */   WB: () => (/* binding */ parsePhasesFile),
/* harmony export */   ar: () => (/* binding */ profileSkips),
/* harmony export */   mC: () => (/* binding */ resolveProfile),
/* harmony export */   pw: () => (/* binding */ parseStrategy),
/* harmony export */   zS: () => (/* binding */ parsePhaseList)
/* harmony export */ });
/* unused harmony exports STRATEGY_HELP, BUILTIN_PROFILES, findCycle, formatPhaseList, PhasesFile, phaseOrder, failureSummary, describeRecord */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(92857);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22720);
/* harmony import */ var _migrate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62589);
/* harmony import */ var _rollback_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97922);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47141);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(36268);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(40850);
/**
 * Resume planning, phase lists and profiles.
 *
 * ## Resume planning (`planResume`)
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
 * - `skip-failed`: every failed (or cut off) phase is skipped, and the run goes on after it.
 * - `checkpoint:<id|phase>`: the checkpoint with that id, else the newest checkpoint of that phase;
 *   phases up to and including its phase that had succeeded (or were skipped) when it was taken are
 *   skipped, and everything after is redone. A phase with no checkpoint that succeeded is accepted
 *   with a warning (its recorded state is kept instead). Anything else is an error listing the
 *   available checkpoints.
 * - `restart`: everything is redone.
 *
 * Then, in this order of precedence:
 * 1. Phases the active profile skips are skipped (reason `profile <name>`), whatever happened before.
 * 2. A side-effect phase that succeeded is never run again silently: if the strategy or a redone
 *    requirement would redo it, it is skipped and a warning says so. Only `rerunSideEffects: true`
 *    (the CLI's `--rerun-side-effects`) lets it run again; `restart` alone does not. A side-effect
 *    phase that failed or was cut off is redone, with a warning that it may have partly run.
 * 3. A phase whose required phase is redone is redone ("requires build, which runs again"),
 *    transitively. The only phases that can be skipped while a requirement is redone are those of
 *    rule 1 (they do not run at all) and rule 2 (kept on purpose, with a warning).
 *
 * ## Phase list syntax (`parsePhaseList`, the `phases` input)
 * Items separated by commas or new lines; each item is `name`, optionally `:req1+req2` naming the
 * phases it requires, optionally a trailing `!` marking a side effect:
 * `build, lint, test:build+lint, deploy:test!`. Blank items are ignored; `#` starts a comment that
 * runs to the end of the line. A requirement must name a phase of the list; cycles are refused.
 */








// ---------------------------------------------------------------------------------------------
// Strategies
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
// ---------------------------------------------------------------------------------------------
// Profiles
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
/** Parses the `phases` input syntax (see the top of this file). Blank text gives no phases. */
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
    const items = text
        .split(/\r?\n/)
        .map((line) => line.replace(/(^|\s)#.*$/, ''))
        .join(',')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
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
        if (!_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PHASE_ID_PATTERN */ .T5.test(id))
            bad(`: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(id)} is not a phase id (1-64 letters, digits, ".", "_" or "-")`);
        const requires = [];
        if (reqText !== undefined) {
            const reqs = reqText.split('+').map((r) => r.trim());
            if (reqs.some((r) => r === ''))
                bad('has an empty requirement');
            for (const r of reqs) {
                if (!_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PHASE_ID_PATTERN */ .T5.test(r))
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
const ProfileName = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .regex(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PHASE_ID_PATTERN */ .T5, 'a profile name is 1-64 letters, digits, ".", "_" or "-"')
    .pipe(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .SafeKey */ .Iq);
const FilePhase = zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(200),
    zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        id: _schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PhaseId */ .vh,
        requires: zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PhaseId */ .vh, zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PhaseId */ .vh).max(1000)]).optional(),
        sideEffect: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().optional(),
        reuse: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().optional(),
        tags: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1).max(64)).max(100).optional(),
    }),
]);
/** The phases file (YAML or JSON, parsed by the caller). */
const PhasesFile = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    phases: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(FilePhase).max(1000),
    profiles: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(ProfileName, _schema_js__WEBPACK_IMPORTED_MODULE_4__/* .Profile */ .WV).optional(),
});
/**
 * Validates a parsed phases file: `{ phases: [{ id, requires, sideEffect, reuse, tags }] or
 * "name:req!" strings, profiles: { name: { skip, skipTags, description } } }`. `requires` may be one
 * id or a list. Profiles must name declared phases and tags some phase carries.
 */
function parsePhasesFile(obj, inputName = 'phases file') {
    const refused = (0,_migrate_js__WEBPACK_IMPORTED_MODULE_2__/* .checkUntrustedJson */ .L9)(obj, inputName);
    if (refused && !refused.ok) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid ${inputName}: ${refused.summary}`);
    }
    const parsed = PhasesFile.safeParse(obj);
    if (!parsed.success) {
        const issues = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIssues */ .og)(parsed.error.issues);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid ${inputName}: ${issues.join('; ')}`, {
            details: issues,
        });
    }
    const declared = [];
    for (const [i, item] of parsed.data.phases.entries()) {
        if (typeof item === 'string') {
            const one = parsePhaseItems(item, `${inputName} phases[${i}]`);
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
                tags: [...new Set(item.tags ?? [])],
            });
        }
    }
    checkDeclared(declared, inputName);
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
/** A short, one-line account of why a phase failed. */
function failureSummary(record) {
    const first = (record.error ?? '')
        .split(/\r?\n/)
        .find((l) => l.trim() !== '')
        ?.trim();
    if (first)
        return (0,_records_js__WEBPACK_IMPORTED_MODULE_6__/* .keepHead */ .sc)(first, 200);
    if (record.cancelled)
        return 'cancelled';
    if (record.signal)
        return `killed by ${record.signal}`;
    if (record.exitCode !== undefined)
        return `exit code ${record.exitCode}`;
    return 'failed';
}
function took(record) {
    return record.durationMs !== undefined ? ` (${(0,_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .formatDuration */ .a)(record.durationMs)})` : '';
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
            return `skipped in attempt ${record.attempt}${record.reason ? ` (${(0,_records_js__WEBPACK_IMPORTED_MODULE_6__/* .keepHead */ .sc)(record.reason, 200)})` : ''}`;
        case 'rolled_back':
            return `rolled back in attempt ${record.attempt}`;
        case 'pending':
            return record.attempts > 0 ? `did not run again in attempt ${record.attempt}` : 'did not run';
    }
}
const DONE = new Set(['succeeded', 'skipped']);
const BROKEN = new Set(['failed', 'running', 'rolled_back']);
/** Computes which phases a new attempt skips and which it runs again (see the top of this file). */
function planResume(state, options) {
    const strategy = options.strategy;
    const declared = options.declared
        ? options.declared.map((d) => _schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PhaseDecl */ .ak.parse(d))
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
    const warnings = [];
    const reasons = {};
    const skip = new Set();
    const redo = new Set();
    // 1. The profile.
    const profileName = options.profile ?? state.profile;
    let profileSkipped = new Map();
    if (profileName !== undefined) {
        const resolved = resolveProfile(profileName, {
            ...state.profiles,
            ...(options.profiles ?? {}),
        });
        profileSkipped = profileSkips(resolved, order.map((id) => ({ id, tags: declById.get(id)?.tags ?? [] })));
    }
    const candidates = order.filter((id) => !profileSkipped.has(id));
    /** Done: succeeded, or skipped for a reason other than a profile that is no longer active. */
    const isDone = (rec) => rec !== undefined &&
        DONE.has(rec.status) &&
        !(rec.status === 'skipped' && rec.reason?.startsWith('profile '));
    // 2. The strategy.
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
    if (strategy === 'restart') {
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
        const boundary = firstBroken >= 0 ? firstBroken : candidates.length;
        fromRecords(boundary, record, afterPoint);
        for (const [i, id] of candidates.entries()) {
            const r = record(id);
            if (i >= boundary && r !== undefined && (r.status === 'failed' || r.status === 'running')) {
                base.set(id, 'skip');
                baseReason.set(id, `${describeRecord(r)}; skipped (skip-failed)`);
            }
        }
        if (firstBroken < 0)
            warnings.push('no phase failed: skip-failed skips nothing');
    }
    else {
        const target = strategy.slice('checkpoint:'.length);
        checkpoint = (0,_rollback_js__WEBPACK_IMPORTED_MODULE_3__/* .findCheckpoint */ .G2)(state, target);
        if (checkpoint) {
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
        else if (known.has(target) && record(target)?.status === 'succeeded') {
            warnings.push(`no checkpoint of phase ${target}: keeping phases up to ${target} as recorded in attempt ${state.origin.runAttempt}`);
            fromRecords(candidates.indexOf(target) + 1, record, (id) => `${describeRecord(record(id))}; after ${target}, runs again`);
        }
        else {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('unknown_checkpoint', `unknown checkpoint ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(target)} (--resume ${strategy.slice(0, 140)}): expected a checkpoint id or a phase with a checkpoint; available: ${(0,_rollback_js__WEBPACK_IMPORTED_MODULE_3__/* .describeCheckpoints */ .zo)(state)}`);
        }
    }
    for (const [id, reason] of profileSkipped) {
        skip.add(id);
        reasons[id] = reason;
    }
    // 3. Side-effect phases that succeeded are kept (unless rerunSideEffects).
    const protectedIds = new Set();
    for (const id of candidates) {
        const r = record(id);
        const decision = base.get(id) ?? 'redo';
        if (sideEffectOf(id) && r?.status === 'succeeded') {
            if (options.rerunSideEffects) {
                if (decision === 'redo') {
                    warnings.push(`${id} has side effects and succeeded in attempt ${r.attempt}: it runs again (rerun side effects)`);
                }
            }
            else {
                protectedIds.add(id);
                if (decision === 'redo') {
                    warnings.push(`${id} has side effects and succeeded in attempt ${r.attempt}: not run again (pass --rerun-side-effects to run it)`);
                }
                base.set(id, 'skip');
                baseReason.set(id, `${describeRecord(r)}; has side effects, so it is not run again`);
            }
        }
    }
    for (const id of candidates) {
        if (base.get(id) === 'skip')
            skip.add(id);
        else
            redo.add(id);
        reasons[id] = baseReason.get(id) ?? describeRecord(record(id));
    }
    // 4. Requirements: a phase whose required phase runs again runs again (to a fixed point).
    let changed = true;
    while (changed) {
        changed = false;
        for (const id of candidates) {
            if (!skip.has(id) || protectedIds.has(id))
                continue;
            const redone = requiresOf(id).find((r) => redo.has(r));
            if (redone !== undefined) {
                skip.delete(id);
                redo.add(id);
                reasons[id] = `requires ${redone}, which runs again`;
                changed = true;
            }
        }
    }
    for (const id of protectedIds) {
        const redone = requiresOf(id).filter((r) => redo.has(r));
        if (redone.length > 0) {
            warnings.push(`${id} has side effects and succeeded: not run again although ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .listWords */ .yh)(redone, 'and')} ${redone.length === 1 ? 'runs' : 'run'} again`);
        }
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
        reasons[id] = (0,_records_js__WEBPACK_IMPORTED_MODULE_6__/* .keepHead */ .sc)(reasons[id] ?? '', 1024);
    const plan = {
        skip: order.filter((id) => skip.has(id)),
        redo: order.filter((id) => redo.has(id)),
        savedMs,
        reasons,
        warnings: warnings.map((w) => (0,_records_js__WEBPACK_IMPORTED_MODULE_6__/* .keepHead */ .sc)(w, 1024)),
        order,
        strategy,
        fromAttempt: state.origin.runAttempt,
    };
    const resumeFrom = plan.redo[0];
    if (resumeFrom !== undefined)
        plan.resumeFrom = resumeFrom;
    if (checkpoint)
        plan.checkpointId = checkpoint.id;
    return plan;
}


/***/ }),

/***/ 40850:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G9: () => (/* binding */ keepTail),
/* harmony export */   oE: () => (/* binding */ compact),
/* harmony export */   sc: () => (/* binding */ keepHead)
/* harmony export */ });
/* unused harmony export omit */
/** Small shared helpers for building records and states without `undefined` keys. */
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
/** The end of a string, at most `max` characters (for output tails). */
function keepTail(text, max) {
    return text.length > max ? text.slice(text.length - max) : text;
}
/** The start of a string, at most `max` characters (an ellipsis marks the cut). */
function keepHead(text, max) {
    return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
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
 * Secret redaction for output tails and error text, and a bounded tail buffer for streams.
 *
 * Redaction is best effort over what looks like a credential: GitHub tokens (ghp_, gho_, ghu_,
 * ghs_, ghr_, github_pat_), AWS access key ids (AKIA/ASIA…), Slack tokens (xox?-…), JWTs
 * (eyJ….….…), PEM private key blocks (also cut-off ones at either end of a tail), credentials in
 * URLs (https://user:secret@host), `Bearer`/`Basic` authorization values and `password=`, `token:`,
 * `secret=`, `api_key=` style assignments. Each match becomes `***`.
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
/** Replaces token-shaped strings in `text` with `***`. */
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
/* harmony export */   G2: () => (/* binding */ findCheckpoint),
/* harmony export */   S8: () => (/* binding */ rollbackTo),
/* harmony export */   vq: () => (/* binding */ createCheckpoint),
/* harmony export */   zo: () => (/* binding */ describeCheckpoints)
/* harmony export */ });
/* unused harmony exports stateDigest, latestPhase */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40850);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47141);
/**
 * Checkpoints and rollback.
 *
 * A checkpoint records the phases and context as they are (a snapshot) and their digest; the store
 * adds the files. Rolling back to a checkpoint restores the phases that had succeeded (or been
 * skipped) when it was taken and the context, marks every phase that moved on since then
 * `rolled_back`, records a RollbackEvent and sets the run `rolled_back` (it goes on from there: the
 * next phase that starts makes it `running` again).
 *
 * Loop guard: rolling back between the same pair of phases (the latest phase reached, the
 * checkpoint's phase) is refused once `maxRollbacks` (default 3) events between them exist.
 */




/** The checkpoint with id `target`, else the newest checkpoint of phase `target`. */
function findCheckpoint(state, target) {
    const byId = state.checkpoints.find((c) => c.id === target);
    if (byId)
        return byId;
    let newest;
    for (const c of state.checkpoints) {
        if (c.phase !== target)
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
/** Takes a checkpoint of the state's phases and context. Returns the new state and checkpoint. */
function createCheckpoint(state, options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const id = checkId(options.id ?? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .newId */ .Si)('cp', now), 'checkpoint');
    if (state.checkpoints.some((c) => c.id === id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} already exists: checkpoints are immutable, expected a new id`);
    }
    const reason = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .CheckpointReason */ .H.safeParse(options.reason);
    if (!reason.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint reason ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.reason)} is not valid: expected ${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .CheckpointReason */ .H.options.join(', ')}`);
    }
    let phases = state.phases;
    if (options.phase !== undefined) {
        const phase = options.phase;
        const rec = Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
        if (rec === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `checkpoint phase ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(phase)} is not a recorded phase: expected one of ${Object.keys(state.phases).join(', ') || '(none yet)'}`);
        }
        phases = { ...state.phases, [phase]: { ...rec, checkpointId: id } };
    }
    const snapshot = structuredClone({ phases, context: state.context });
    const checkpoint = (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .compact */ .oE)({
        id,
        phase: options.phase,
        reason: reason.data,
        createdAt: now,
        attempt: state.origin.runAttempt,
        stateDigest: stateDigest(snapshot.phases, snapshot.context),
        snapshot,
        files: options.files ? options.files.map((f) => _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .FileEntry */ .jL.parse(f)) : [],
        globs: options.globs ? [...options.globs] : [],
        captures: options.captures ? options.captures.map((c) => _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .ExternalCapture */ .gd.parse(c)) : [],
        location: options.location,
        skipped: options.skipped,
    });
    const next = {
        ...state,
        phases,
        checkpoints: [...state.checkpoints, checkpoint],
        updatedAt: (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, state.createdAt),
    };
    return { state: next, checkpoint };
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
 * Rolls back to a checkpoint (by id) or to the newest checkpoint of a phase. Returns the new state
 * and the event it recorded.
 */
function rollbackTo(state, target, options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const id = checkId(options.id ?? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .newId */ .Si)('rb', now), 'rollback');
    const max = options.maxRollbacks ?? 3;
    if (!Number.isInteger(max) || max < 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `maxRollbacks ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(max)} is not valid: expected a non-negative integer`);
    }
    const checkpoint = typeof target === 'string' ? findCheckpoint(state, target) : undefined;
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
    const event = (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .compact */ .oE)({
        id,
        at: now,
        attempt: state.origin.runAttempt,
        from,
        checkpointId: checkpoint.id,
        toPhase,
        rolledBack,
        reason: options.reason === undefined ? undefined : (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .keepHead */ .sc)(options.reason, 1024),
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
    const next = (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .compact */ .oE)({
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

/***/ 75324:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ startPhase),
/* harmony export */   DD: () => (/* binding */ skipPhase),
/* harmony export */   Iv: () => (/* binding */ failPhase),
/* harmony export */   JH: () => (/* binding */ finishRun),
/* harmony export */   LX: () => (/* binding */ completePhase),
/* harmony export */   SD: () => (/* binding */ getContext),
/* harmony export */   aj: () => (/* binding */ pauseRun),
/* harmony export */   d0: () => (/* binding */ unpauseRun),
/* harmony export */   o: () => (/* binding */ setContext),
/* harmony export */   ut: () => (/* binding */ createRun),
/* harmony export */   xF: () => (/* binding */ beginAttempt)
/* harmony export */ });
/* unused harmony exports UNFINISHED_PHASE_ERROR, deriveRunStatus, unmetRequirements */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68057);
/* harmony import */ var _rollback_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97922);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(40850);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(70171);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(47141);








const TAIL_MAX = 65_536;
const ERROR_MAX = 4096;
const REASON_MAX = 1024;
// ---------------------------------------------------------------------------------------------
// Helpers
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
    if (typeof phase !== 'string' || !_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .PHASE_ID_PATTERN */ .T5.test(phase)) {
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
    return text === undefined ? undefined : (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepTail */ .G9)((0,_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redactSecrets */ .fp)(text).text, TAIL_MAX);
}
function message(text, max) {
    return (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .sc)((0,_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redactSecrets */ .fp)(text).text, max);
}
/** Refuses changes to a run that finished or is paused. */
function checkOpen(state, doing) {
    if (state.status === 'completed' || state.status === 'failed' || state.endedAt !== undefined) {
        throw illegal(`cannot ${doing}: the run ${state.status === 'completed' || state.status === 'failed' ? `is ${state.status}` : `ended (${state.status})`}; start a new attempt (beginAttempt) or a fresh run`);
    }
    if (state.status === 'paused') {
        throw illegal(`cannot ${doing}: the run is paused (${(0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .sc)(state.pause?.reason ?? 'no reason', 200)}); unpause it first`);
    }
}
function describeStatus(record) {
    return record === undefined ? 'not recorded' : record.status;
}
/** The run's updatedAt for a change at `now` (never before createdAt). */
function stamp(state, now) {
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, state.createdAt);
}
/**
 * A new run: status pending, one pending record per declared phase (in declared order), phases the
 * active profile skips recorded as skipped with reason `profile <name>`.
 */
function createRun(options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const origin = parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .Origin */ .$e, options.origin, 'origin');
    const declared = parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .PhaseDecl */ .ak.array().max(1000), options.declared ?? [], 'declared phases');
    (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .checkDeclared */ .TZ)(declared, 'declared phases');
    const profiles = {};
    for (const [name, p] of Object.entries(options.profiles ?? {})) {
        profiles[parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .SafeKey */ .Iq, name, 'profile name')] = parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .Profile */ .WV, p, `profile ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name)}`);
    }
    let skipped = new Map();
    if (options.profile !== undefined) {
        const resolved = (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveProfile */ .mC)(options.profile, profiles);
        skipped = (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .profileSkips */ .ar)(resolved, declared);
    }
    const phases = {};
    for (const d of declared) {
        const reason = skipped.get(d.id);
        phases[d.id] = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
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
    return parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .RunState */ .ll, (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        schemaVersion: _schema_js__WEBPACK_IMPORTED_MODULE_6__/* .SCHEMA_VERSION */ .f$,
        id: options.id,
        scope: options.scope,
        origin,
        status: 'pending',
        phases,
        declared,
        profile: options.profile,
        profiles,
        context: {},
        checkpoints: [],
        rollbackHistory: [],
        createdAt: now,
        updatedAt: now,
        seq: 0,
        metadata: (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
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
    checkPhaseId(phase);
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    checkOpen(state, `start phase ${phase}`);
    const prev = recordOf(state, phase);
    if (prev?.status === 'running') {
        throw illegal(`cannot start phase ${phase}: it is already running (since ${prev.startedAt ?? '?'})`);
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
    const record = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        status: 'running',
        attempt: state.origin.runAttempt,
        attempts: (prev?.attempts ?? 0) + 1,
        startedAt: now,
        inputsHash: options.inputsHash,
        outputs,
        sideEffect: options.sideEffect ?? Boolean(prev?.sideEffect || decl?.sideEffect),
        conditional: options.conditional ?? prev?.conditional ?? false,
        requires: [...requires],
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
    return (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        ...state,
        status: 'running',
        phases: withPhase(state, phase, record),
        resume,
        updatedAt: stamp(state, now),
    });
}
/** Fields a finished record keeps from its running record. */
function finished(prev, now, durationMs) {
    const endedAt = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .laterOf */ .eG)(now, prev.startedAt);
    if (durationMs !== undefined && (!Number.isInteger(durationMs) || durationMs < 0)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `duration ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(durationMs)} is not valid: expected a whole number of milliseconds, 0 or more`);
    }
    return { endedAt, durationMs: durationMs ?? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .msBetween */ .z4)(prev.startedAt, endedAt) };
}
function runningRecord(state, phase, doing) {
    checkPhaseId(phase);
    const prev = recordOf(state, phase);
    if (prev?.status !== 'running') {
        throw illegal(`cannot ${doing} phase ${phase}: it is ${describeStatus(prev)}, not running`);
    }
    return prev;
}
/** A running phase succeeded (exit code 0 or none). */
function completePhase(state, phase, options) {
    const prev = runningRecord(state, phase, 'complete');
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    if (options.exitCode !== undefined && options.exitCode !== 0) {
        throw illegal(`cannot complete phase ${phase} with exit code ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.exitCode)}: a phase that succeeded exits with 0; use failPhase`);
    }
    const record = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        ...prev,
        status: 'succeeded',
        ...finished(prev, now, options.durationMs),
        exitCode: options.exitCode,
        stdoutTail: tail(options.stdoutTail),
        stderrTail: tail(options.stderrTail),
    });
    return { ...state, phases: withPhase(state, phase, record), updatedAt: stamp(state, now) };
}
/** A running phase failed. The run stays running until `finishRun` (which makes it failed). */
function failPhase(state, phase, options) {
    const prev = runningRecord(state, phase, 'fail');
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    if (typeof options.error !== 'string' || options.error.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `failing phase ${phase} needs an error: expected a non-empty description, e.g. "exit code 3"`);
    }
    if (options.exitCode !== undefined && !Number.isInteger(options.exitCode)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `exit code ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.exitCode)} of phase ${phase} is not an integer`);
    }
    const record = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        ...prev,
        status: 'failed',
        ...finished(prev, now, options.durationMs),
        exitCode: options.exitCode,
        signal: options.signal === undefined ? undefined : (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .sc)(options.signal, 32),
        cancelled: options.cancelled,
        stdoutTail: tail(options.stdoutTail),
        stderrTail: tail(options.stderrTail),
        error: message(options.error, ERROR_MAX),
    });
    return { ...state, phases: withPhase(state, phase, record), updatedAt: stamp(state, now) };
}
/**
 * Skips a phase. A phase that already SUCCEEDED (in an earlier attempt) keeps status `succeeded`
 * and the attempt that produced it ("build from attempt 1"), with the reason and the time saved.
 * Any other phase that is not running becomes `skipped` in the current attempt.
 */
function skipPhase(state, phase, options) {
    checkPhaseId(phase);
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    checkOpen(state, `skip phase ${phase}`);
    if (typeof options.reason !== 'string' || options.reason.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `skipping phase ${phase} needs a reason: expected a non-empty description, e.g. "profile docs"`);
    }
    if (options.savedMs !== undefined &&
        (!Number.isInteger(options.savedMs) || options.savedMs < 0)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `saved time ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(options.savedMs)} is not valid: expected a whole number of milliseconds, 0 or more`);
    }
    const prev = recordOf(state, phase);
    if (prev?.status === 'running') {
        throw illegal(`cannot skip phase ${phase}: it is running`);
    }
    const reason = message(options.reason, REASON_MAX);
    let record;
    if (prev?.status === 'succeeded') {
        record = { ...prev, reason, savedMs: options.savedMs ?? prev.durationMs ?? 0 };
    }
    else {
        const decl = state.declared.find((d) => d.id === phase);
        record = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
            status: 'skipped',
            attempt: state.origin.runAttempt,
            attempts: prev?.attempts ?? 0,
            reason,
            savedMs: options.savedMs,
            inputsHash: prev?.inputsHash,
            outputs: prev?.outputs ?? [],
            sideEffect: Boolean(prev?.sideEffect || decl?.sideEffect),
            conditional: prev?.conditional ?? false,
            requires: prev?.requires ?? decl?.requires ?? [],
        });
    }
    return { ...state, phases: withPhase(state, phase, record), updatedAt: stamp(state, now) };
}
// ---------------------------------------------------------------------------------------------
// Run transitions
/** Pauses a run between phases (refused while a phase runs). */
function pauseRun(state, reason, now) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    checkOpen(state, 'pause the run');
    const running = Object.entries(state.phases).filter(([, r]) => r.status === 'running');
    if (running.length > 0) {
        throw illegal(`cannot pause the run: phase ${running.map(([id]) => id).join(', ')} is running`);
    }
    if (typeof reason !== 'string' || reason.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'pausing a run needs a reason: expected a non-empty description');
    }
    return {
        ...state,
        status: 'paused',
        pause: { reason: message(reason, REASON_MAX), at },
        updatedAt: stamp(state, at),
    };
}
/** Ends a pause; the run goes back to running (or pending when nothing ran in this attempt). */
function unpauseRun(state, now) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    if (state.status !== 'paused')
        throw illegal(`cannot unpause the run: it is ${state.status}, not paused`);
    const { pause: _pause, ...rest } = state;
    const next = { ...rest, status: 'running', updatedAt: stamp(state, at) };
    return { ...next, status: deriveRunStatus(next) };
}
/** The error given to phases still running when the run finishes. */
const UNFINISHED_PHASE_ERROR = 'did not finish: the run ended while it was running';
/**
 * Finishes the run: `failed` when a phase failed (or `error` is given), else `completed`; a run
 * that was rolled back and did not go on stays `rolled_back`. Phases still running are failed
 * first (they did not finish). Refused for a run already finished or paused.
 */
function finishRun(state, now, options = {}) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    if (state.status === 'completed' || state.status === 'failed' || state.endedAt !== undefined) {
        const what = state.status === 'completed' || state.status === 'failed'
            ? state.status
            : `ended (${state.status})`;
        throw illegal(`cannot finish the run: it already ${what}`);
    }
    if (state.status === 'paused') {
        throw illegal('cannot finish the run: it is paused; unpause it first or leave it paused');
    }
    let phases = state.phases;
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.status !== 'running')
            continue;
        phases = {
            ...phases,
            [id]: (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
                ...rec,
                status: 'failed',
                ...finished(rec, at, undefined),
                error: UNFINISHED_PHASE_ERROR,
            }),
        };
    }
    const error = options.error !== undefined && options.error.trim() !== ''
        ? message(options.error, ERROR_MAX)
        : undefined;
    const anyFailed = Object.values(phases).some((r) => r.status === 'failed');
    const status = anyFailed || error !== undefined
        ? 'failed'
        : state.status === 'rolled_back'
            ? 'rolled_back'
            : 'completed';
    const endedAt = stamp(state, at);
    return (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({ ...state, status, phases, error, endedAt, updatedAt: endedAt });
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
// ---------------------------------------------------------------------------------------------
// Context
function contextPath(key) {
    const parts = typeof key === 'string' ? key.split('.') : [];
    const ok = typeof key === 'string' &&
        key.length <= 1024 &&
        parts.every((p) => p !== '' && p.length <= 256 && !_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .FORBIDDEN_KEYS */ .p5.has(p));
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
        const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_6__/* .JsonValue */ .es.safeParse(value);
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
    return now === undefined ? next : { ...next, updatedAt: stamp(state, (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now)) };
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
/**
 * Starts the next attempt from a restored state that did not complete: applies `planResume`.
 * Phases to redo become pending in the new attempt; skipped phases that had succeeded keep their
 * record (and producing attempt) with the plan's reason and saved time; others become skipped. The
 * run is pending, its end time, pause and error cleared, and `resume` says what was planned. With a
 * checkpoint strategy the context comes back from the checkpoint.
 */
function beginAttempt(prev, options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const origin = parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .Origin */ .$e, options.origin, 'origin');
    const strategy = parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .Strategy */ .qY, options.strategy, 'resume strategy');
    if (origin.runAttempt <= prev.origin.runAttempt) {
        throw illegal(`cannot begin attempt ${origin.runAttempt}: the restored state is from attempt ${prev.origin.runAttempt}; expected a later attempt`);
    }
    if (prev.status === 'completed' && !options.allowCompleted) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('run_completed', `the restored run completed in attempt ${prev.origin.runAttempt}: there is nothing to resume; start a fresh run`);
    }
    const declared = options.declared
        ? parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .PhaseDecl */ .ak.array().max(1000), options.declared, 'declared phases')
        : prev.declared;
    if (options.declared)
        (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .checkDeclared */ .TZ)(declared, 'declared phases');
    const profiles = { ...prev.profiles };
    for (const [name, p] of Object.entries(options.profiles ?? {})) {
        profiles[parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .SafeKey */ .Iq, name, 'profile name')] = parseInput(_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .Profile */ .WV, p, `profile ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name)}`);
    }
    const profile = options.profile ?? prev.profile;
    const base = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({ ...prev, declared, profiles, profile });
    const plan = (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .planResume */ .$J)(base, (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        strategy,
        profile,
        rerunSideEffects: options.rerunSideEffects,
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
        const cur = recordOf(prev, id);
        const decl = declById.get(id);
        const reason = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .sc)(plan.reasons[id] ?? '', REASON_MAX) || (skip.has(id) ? 'skipped' : 'runs again');
        const byProfile = profile !== undefined && reason === `profile ${profile}`;
        const shared = {
            attempts: cur?.attempts ?? 0,
            outputs: cur?.outputs ?? [],
            sideEffect: Boolean(cur?.sideEffect || decl?.sideEffect),
            conditional: cur?.conditional ?? false,
            requires: decl?.requires ?? cur?.requires ?? [],
        };
        if (skip.has(id)) {
            const snap = checkpoint && Object.hasOwn(checkpoint.snapshot.phases, id)
                ? checkpoint.snapshot.phases[id]
                : undefined;
            const kept = cur?.status === 'succeeded' ? cur : snap?.status === 'succeeded' ? snap : undefined;
            if (kept !== undefined) {
                phases[id] = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
                    ...structuredClone(kept),
                    reason,
                    savedMs: byProfile ? undefined : (kept.durationMs ?? 0),
                });
            }
            else {
                phases[id] = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({ status: 'skipped', attempt, reason, ...shared });
            }
        }
        else {
            phases[id] = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({ status: 'pending', attempt, ...shared });
        }
    }
    const resume = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        strategy,
        fromAttempt: prev.origin.runAttempt,
        resumeFrom: plan.resumeFrom,
        skipped: [...plan.skip],
        redo: [...plan.redo],
        savedMs: plan.savedMs,
        reasons: Object.fromEntries(plan.order.map((id) => [id, (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .sc)(plan.reasons[id] ?? '', REASON_MAX)])),
        plannedAt: now,
        checkpointId: plan.checkpointId,
        warnings: plan.warnings.length > 0 ? plan.warnings.map((w) => (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .keepHead */ .sc)(w, REASON_MAX)) : undefined,
    });
    const { endedAt: _e, pause: _p, error: _r, ...rest } = prev;
    const state = (0,_records_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .oE)({
        ...rest,
        origin,
        status: 'pending',
        phases,
        declared,
        profile,
        profiles,
        context: checkpoint ? structuredClone(checkpoint.snapshot.context) : prev.context,
        resume,
        updatedAt: stamp(prev, now),
    });
    return { state, plan };
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
