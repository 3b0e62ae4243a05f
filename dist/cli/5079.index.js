export const id = 5079;
export const ids = [5079,3805,3647];
export const modules = {

/***/ 65079:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cmdFinish: () => (/* binding */ cmdFinish),
/* harmony export */   cmdGet: () => (/* binding */ cmdGet),
/* harmony export */   cmdJournal: () => (/* binding */ cmdJournal),
/* harmony export */   cmdPause: () => (/* binding */ cmdPause),
/* harmony export */   cmdReset: () => (/* binding */ cmdReset),
/* harmony export */   cmdSet: () => (/* binding */ cmdSet),
/* harmony export */   cmdStatus: () => (/* binding */ cmdStatus),
/* harmony export */   cmdValidate: () => (/* binding */ cmdValidate),
/* harmony export */   failureLines: () => (/* binding */ failureLines)
/* harmony export */ });
/* harmony import */ var _jitless_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3805);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57975);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8005);
/* harmony import */ var _core_history_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95536);
/* harmony import */ var _core_journal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7195);
/* harmony import */ var _core_migrate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(62589);
/* harmony import */ var _core_duration_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(41634);
/* harmony import */ var _core_transitions_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75324);
/* harmony import */ var _core_validate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(14372);
/* harmony import */ var _store_history_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(52724);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(74748);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3647);
/** The commands that read or change the current state itself: pause, status, get, set, finish, journal, validate, reset. */













async function cmdPause(printer, o) {
    await (0,_session_js__WEBPACK_IMPORTED_MODULE_11__/* .mutate */ .Tk)((0,_session_js__WEBPACK_IMPORTED_MODULE_11__.openSession)(printer), (s) => (0,_core_transitions_js__WEBPACK_IMPORTED_MODULE_7__/* .pauseRun */ .aj)(s, o.reason, (0,_session_js__WEBPACK_IMPORTED_MODULE_11__/* .now */ .tB)()));
    printer.note(`paused: ${o.reason}`);
}
async function cmdStatus(printer, o) {
    const { state } = await (0,_session_js__WEBPACK_IMPORTED_MODULE_11__/* .requireState */ .JS)((0,_session_js__WEBPACK_IMPORTED_MODULE_11__.openSession)(printer));
    if (o.json)
        printer.json(state);
    else
        for (const l of [...(0,_output_js__WEBPACK_IMPORTED_MODULE_10__/* .statusLines */ .Cd)(state), ...failureLines(state)])
            printer.out(l);
}
/** Failures listed per phase by `status` (the most recent ones). */
const FAILURES_SHOWN = 5;
function firstLineOf(text, max = 160) {
    const line = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
    return line.length > max ? `${line.slice(0, max - 1)}…` : line.trim();
}
/**
 * The kept failures of each phase, one line each ("test failed in attempt 1: exit code 3"), also
 * of phases that succeeded later, and the run's last failure with whether a re-run can help.
 */
function failureLines(state) {
    const lines = [];
    for (const [id, rec] of Object.entries(state.phases)) {
        const failures = rec.failures ?? [];
        const shown = failures.slice(-FAILURES_SHOWN);
        if (failures.length > shown.length) {
            lines.push(`  ${id}: ${failures.length - shown.length} earlier failures not shown`);
        }
        for (const f of shown) {
            lines.push(`  ${id} failed in attempt ${f.attempt}: ${firstLineOf(f.message)}`);
        }
    }
    const last = state.lastFailure;
    if (last) {
        const where = last.phase !== undefined ? `${last.phase} in attempt` : 'the run in attempt';
        lines.push(`  last failure: ${where} ${last.attempt}: ${firstLineOf(last.message)} (recoverable: ${last.recoverable ? 'yes' : 'no'})`);
    }
    return lines;
}
async function cmdGet(printer, key) {
    const { state } = await (0,_session_js__WEBPACK_IMPORTED_MODULE_11__/* .requireState */ .JS)((0,_session_js__WEBPACK_IMPORTED_MODULE_11__.openSession)(printer));
    const value = (0,_core_transitions_js__WEBPACK_IMPORTED_MODULE_7__/* .getContext */ .SD)(state, key);
    if (value === undefined) {
        printer.warn(`no context value "${key}"`);
        return 1;
    }
    printer.out(JSON.stringify(value));
    return undefined;
}
async function cmdSet(printer, assignment) {
    const eq = assignment.indexOf('=');
    if (eq <= 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('invalid_input', `set: expected KEY=VALUE with a JSON value, got "${assignment}"`);
    const key = assignment.slice(0, eq);
    const text = assignment.slice(eq + 1);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('invalid_input', `set ${key}: "${text}" is not valid JSON: use a number, true/false, null, an object, an array or a quoted string (${key}='"${text}"')`);
    }
    await (0,_session_js__WEBPACK_IMPORTED_MODULE_11__/* .mutate */ .Tk)((0,_session_js__WEBPACK_IMPORTED_MODULE_11__.openSession)(printer), (s) => (0,_core_transitions_js__WEBPACK_IMPORTED_MODULE_7__/* .setContext */ .o)(s, key, value));
    printer.note(`set ${key}`);
}
async function cmdFinish(printer, o) {
    const s = (0,_session_js__WEBPACK_IMPORTED_MODULE_11__.openSession)(printer);
    const state = await (0,_session_js__WEBPACK_IMPORTED_MODULE_11__/* .mutate */ .Tk)(s, (st) => (0,_core_transitions_js__WEBPACK_IMPORTED_MODULE_7__/* .finishRun */ .JH)(st, (0,_session_js__WEBPACK_IMPORTED_MODULE_11__/* .now */ .tB)()));
    const entries = (0,_core_history_js__WEBPACK_IMPORTED_MODULE_4__/* .historyEntriesFor */ .g)(state);
    await (0,_store_history_js__WEBPACK_IMPORTED_MODULE_9__/* .appendHistory */ .b8)(s.dir, entries);
    if (o.json) {
        s.printer.json({ state: (0,_output_js__WEBPACK_IMPORTED_MODULE_10__/* .summaryJson */ .D5)(state), history: entries[0] });
    }
    else if (state.status === 'completed') {
        const saved = state.resume?.savedMs ?? 0;
        s.printer.out(`Run ${state.origin.runId} of "${state.origin.workflow}" completed in attempt ${state.origin.runAttempt}${saved ? ` (resume saved ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_12__/* .formatDuration */ .a)(saved)})` : ''}.`);
    }
    else {
        const failed = Object.entries(state.phases).filter(([, r]) => r.status === 'failed');
        const what = failed.map(([id, r]) => `${id} (${r.error ?? 'failed'})`).join(', ') || (state.error ?? '');
        s.printer.out(`Run ${state.origin.runId} of "${state.origin.workflow}" ${state.status} in attempt ${state.origin.runAttempt}${what ? `: ${what}` : ''}.`);
        const from = failed[0]?.[0] ?? (0,_core_transitions_js__WEBPACK_IMPORTED_MODULE_7__/* .declaredNotRun */ .NQ)(state)[0];
        if (from !== undefined)
            s.printer.out(`Run \`ci-state init --workflow ${state.origin.workflow}\` again to resume from ${from}.`);
    }
    return state.status === 'completed' ? 0 : 1;
}
async function cmdJournal(printer, o) {
    const s = (0,_session_js__WEBPACK_IMPORTED_MODULE_11__.openSession)(printer);
    const { key, state } = await (0,_session_js__WEBPACK_IMPORTED_MODULE_11__/* .requireState */ .JS)(s);
    const entries = await s.store.journal(key);
    const replayed = (0,_core_journal_js__WEBPACK_IMPORTED_MODULE_5__/* .replayJournal */ .Nu)(entries);
    const matches = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.isDeepStrictEqual)(replayed, JSON.parse(JSON.stringify(state)));
    if (o.json) {
        printer.json({ entries, replayMatchesState: matches });
    }
    else {
        const rows = [['seq', 'at', 'changes']];
        for (const e of entries) {
            const paths = [...new Set(e.ops.map((op) => op.path.split('/').slice(1, 3).join('/')))];
            rows.push([
                String(e.seq),
                e.at.slice(0, 19).replace('T', ' '),
                paths.slice(0, 4).join(', ') + (paths.length > 4 ? ', …' : ''),
            ]);
        }
        for (const l of (0,_output_js__WEBPACK_IMPORTED_MODULE_10__/* .table */ .tp)(rows))
            printer.out(l);
        printer.out(matches
            ? `Replaying ${entries.length} entries gives the current state.`
            : `Replaying ${entries.length} entries does NOT give the current state.`);
    }
    return matches ? undefined : 1;
}
async function cmdValidate(printer, file, o) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
    }
    catch (e) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('invalid_input', `cannot read ${file}: ${e.code ?? e.message}`);
    }
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch (e) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('invalid_state', `${file} is not JSON: ${e.message}`);
    }
    let errors;
    try {
        (0,_core_migrate_js__WEBPACK_IMPORTED_MODULE_6__/* .parseStateJson */ .j2)(text, file);
        const v = (0,_core_validate_js__WEBPACK_IMPORTED_MODULE_8__/* .validateState */ .o)(raw);
        errors = v.ok ? [] : v.errors;
    }
    catch (e) {
        if (!(e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS))
            throw e;
        const v = (0,_core_validate_js__WEBPACK_IMPORTED_MODULE_8__/* .validateState */ .o)(raw);
        errors = v.ok ? [e.message] : v.errors.length ? v.errors : [e.message];
    }
    if (o.json)
        printer.json({ file, valid: errors.length === 0, errors });
    else if (errors.length === 0)
        printer.out(`${file}: valid`);
    else {
        printer.out(`${file}: ${errors.length} error(s)`);
        for (const e of errors)
            printer.out(`  - ${e}`);
    }
    return errors.length ? 1 : 0;
}
async function cmdReset(printer) {
    const s = (0,_session_js__WEBPACK_IMPORTED_MODULE_11__.openSession)(printer);
    const key = await s.store.getCurrent();
    if (!key) {
        printer.out('Nothing to reset: no run started.');
        return;
    }
    // A state written by a newer ci-state is kept: this version cannot tell what it would lose.
    // A corrupt one is what reset is for, so only the version is a reason to refuse.
    try {
        await s.store.read(key);
    }
    catch (e) {
        if (e instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS && e.code === 'newer_schema')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('newer_schema', `reset refused, nothing was removed: ${e.message}`);
    }
    await s.store.delete(key);
    printer.out('The current run was removed from the store.');
}


/***/ }),

/***/ 3805:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88532);
/**
 * Imported first by the commands that read and write one state: zod parses every object the same
 * way, but without compiling a parser for each object schema with `new Function` on first use. A
 * command parses a state a few times, so compiling costs more than it saves (the history commands,
 * which parse thousands of entries, keep the compiled parsers). Takes effect for schemas built
 * after it runs, hence first.
 */

(0,zod__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)({ jitless: true });


/***/ }),

/***/ 3647:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JS: () => (/* binding */ requireState),
/* harmony export */   Tk: () => (/* binding */ mutate),
/* harmony export */   openSession: () => (/* binding */ openSession),
/* harmony export */   tB: () => (/* binding */ now),
/* harmony export */   yo: () => (/* binding */ update)
/* harmony export */ });
/* unused harmony exports currentKey, NO_RUN */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _store_local_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43675);
/* harmony import */ var _store_lock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93173);
/**
 * The CLI's view of the local store: which state is current, and read-modify-write of it under the
 * store's lock. Every command goes through here so that "no run started" and friends read the same.
 * The `current` pointer is read once per process; a write reads the state only under the lock.
 */



const now = () => new Date().toISOString();
function openSession(printer, env = process.env) {
    const dir = _store_local_store_js__WEBPACK_IMPORTED_MODULE_1__/* .LocalStore */ .Vs.resolveDir(env, process.cwd());
    // Read here so that a bad CI_STATE_LOCK_TIMEOUT is a one-line error for every command.
    const store = new _store_local_store_js__WEBPACK_IMPORTED_MODULE_1__/* .LocalStore */ .Vs({
        dir,
        lockTimeoutMs: (0,_store_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .lockTimeoutFromEnv */ .wb)(env),
        onWarning: (m) => printer.warn(m),
    });
    return { store, dir, printer };
}
/** The key of the current state. Read once: one command does not move the pointer under itself. */
function currentKey(session) {
    session.current ??= session.store.getCurrent().then((key) => key ?? undefined);
    return session.current;
}
const NO_RUN = 'no run started in this store: start one with `ci-state init --workflow NAME`';
function noRun() {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('no_run', NO_RUN, { exitCode: 1 });
}
/** The current state, or a one-line error telling how to start one. */
async function requireState(session) {
    const key = await currentKey(session);
    const state = key ? await session.store.read(key) : undefined;
    if (!key || !state)
        throw noRun();
    return { key, state };
}
/**
 * Applies a transition to the current state atomically; the function sees the freshest state (read
 * under the lock, so nothing is read before it). Returning undefined leaves the state unchanged.
 */
async function update(session, fn) {
    const key = await currentKey(session);
    if (!key)
        throw noRun();
    const next = await session.store.update(key, (current) => {
        if (!current)
            throw noRun();
        return fn(current);
    });
    if (!next)
        throw noRun();
    return next;
}
/** Applies a transition to the current state atomically; the function sees the freshest state. */
function mutate(session, fn) {
    return update(session, fn);
}


/***/ }),

/***/ 95536:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ historyEntriesFor)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47141);
/**
 * History entries: one line for a finished attempt and one per phase, derived from its final state.
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


/***/ }),

/***/ 14372:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ validateState)
/* harmony export */ });
/* unused harmony export checkInvariants */
/* harmony import */ var _migrate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62589);
/**
 * Validation of any state document: every schema error and every invariant violation, listed.
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

const t = (iso) => Date.parse(iso);
/** Every invariant violation of a schema-valid state, as `path: message` lines. */
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
    const result = (0,_migrate_js__WEBPACK_IMPORTED_MODULE_0__/* .checkStateDocument */ .xc)(raw);
    if (!result.ok)
        return { ok: false, errors: result.errors };
    const errors = checkInvariants(result.state);
    if (errors.length > 0)
        return { ok: false, errors };
    return { ok: true, state: result.state, errors: [] };
}


/***/ }),

/***/ 52724:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Lu: () => (/* binding */ readHistory),
/* harmony export */   b8: () => (/* binding */ appendHistory),
/* harmony export */   hv: () => (/* binding */ HISTORY_LOCK)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47141);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8005);
/* harmony import */ var _core_migrate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(62589);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22720);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(27382);
/* harmony import */ var _jsonl_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(39038);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(93173);
/**
 * `history.jsonl`: one HistoryEntry per line, append-only. Appends are serialised by
 * `history.lock` next to the file and land in one write + fsync; reading streams the file, so a
 * long history never has to fit in memory, and a torn or invalid line is dropped and counted,
 * never fatal.
 */









const HISTORY_FILE = 'history.jsonl';
const HISTORY_LOCK = 'history.lock';
/**
 * Append entries to `<dir>/history.jsonl`. Every entry is validated first: if one is invalid,
 * nothing is written. A torn tail left by a killed writer is cut off first (and reported through
 * `onWarning`).
 */
async function appendHistory(dir, entries, options = {}) {
    const lines = entries.map((entry, i) => {
        const r = _core_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .HistoryEntry */ .XF.safeParse(entry);
        if (!r.success) {
            const issues = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .formatIssues */ .og)(r.error.issues);
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('invalid_input', `history entry ${i + 1} is invalid: ${issues.join('; ')}`, { details: issues });
        }
        return JSON.stringify(r.data);
    });
    if (lines.length === 0)
        return { appended: 0, repairedBytes: 0 };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true }).catch((err) => {
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_6__/* .fsError */ .yi)('create', dir, err);
    });
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, HISTORY_FILE);
    const { repairedBytes } = await (0,_lock_js__WEBPACK_IMPORTED_MODULE_8__/* .withLock */ .kK)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, HISTORY_LOCK), () => (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_7__/* .appendJsonLines */ .cc)(path, lines), options);
    if (repairedBytes > 0) {
        options.onWarning?.(`${path} ended with a torn line (${repairedBytes} bytes); removed it before appending`);
    }
    return { appended: lines.length, repairedBytes };
}
/**
 * Stream the entries of a history file. `stats` (skipped lines, torn tail, ...) is complete once
 * `entries` has been iterated to its end. A missing file has no entries.
 */
function readHistory(path) {
    return (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_7__/* .readJsonLines */ .sS)(path, (value) => {
        try {
            return (0,_core_migrate_js__WEBPACK_IMPORTED_MODULE_4__/* .parseHistoryEntry */ .EZ)(value, path);
        }
        catch {
            return undefined;
        }
    });
}


/***/ })

};
