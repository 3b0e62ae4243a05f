export const id = 2537;
export const ids = [2537,6093,3446,5844];
export const modules = {

/***/ 22537:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cmdPhaseDone: () => (/* binding */ cmdPhaseDone),
  cmdPhaseFail: () => (/* binding */ cmdPhaseFail),
  cmdPhaseSkip: () => (/* binding */ cmdPhaseSkip),
  cmdPhaseStart: () => (/* binding */ cmdPhaseStart),
  cmdRun: () => (/* binding */ cmdRun),
  runPlain: () => (/* binding */ runPlain)
});

// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/core/canonical.js
var canonical = __webpack_require__(13930);
// EXTERNAL MODULE: ./.build/core/inputs.js
var inputs = __webpack_require__(28619);
// EXTERNAL MODULE: ./.build/core/decide.js
var decide = __webpack_require__(8942);
// EXTERNAL MODULE: ./.build/core/rollback.js
var rollback = __webpack_require__(97922);
// EXTERNAL MODULE: ./.build/core/duration.js
var duration = __webpack_require__(41634);
// EXTERNAL MODULE: ./.build/core/transitions.js
var transitions = __webpack_require__(75324);
// EXTERNAL MODULE: ./.build/cli/validate.js
var validate = __webpack_require__(66093);
// EXTERNAL MODULE: ./.build/cli/output.js + 1 modules
var output = __webpack_require__(74748);
// EXTERNAL MODULE: ./.build/core/checkpoint-policy.js
var checkpoint_policy = __webpack_require__(5595);
// EXTERNAL MODULE: ./.build/cli/session.js
var session = __webpack_require__(3647);
;// CONCATENATED MODULE: ./.build/cli/phase-checkpoints.js
/**
 * The checkpoints ci-state takes on its own when a phase ends (the run's checkpoint policy, see
 * core/checkpoint-policy.ts): the outputs of a failed (error_recovery) or cancelled
 * (before_restart) phase, and scheduled ones. Deciding is pure and cheap; the snapshot code is
 * loaded only when a checkpoint is due. Never changes the phase's result: a checkpoint that
 * cannot be taken is a warning.
 */


/** Takes the checkpoints due after `phase` ended with `outcome`; returns the state after them. */
async function afterPhaseCheckpoints(s, state, phase, outcome, outputs) {
    try {
        const planned = (0,checkpoint_policy.checkpointsAfterPhase)(state, phase, outcome, outputs ?? [], (0,session/* now */.tB)());
        if (planned.length === 0)
            return state;
        const { takePlannedCheckpoints } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(1551), __webpack_require__.e(8638), __webpack_require__.e(8884), __webpack_require__.e(4671), __webpack_require__.e(9600)]).then(__webpack_require__.bind(__webpack_require__, 19600));
        return await takePlannedCheckpoints(s, state, planned);
    }
    catch (e) {
        s.printer.warn(`no checkpoint after ${phase}: ${e.message.split('\n')[0]}`);
        return state;
    }
}

// EXTERNAL MODULE: ./.build/cli/glyphs.js
var glyphs = __webpack_require__(75568);
// EXTERNAL MODULE: ./.build/cli/handoff.js
var handoff = __webpack_require__(38605);
// EXTERNAL MODULE: ./.build/core/zod.js
var zod = __webpack_require__(49957);
;// CONCATENATED MODULE: ./.build/cli/commands/run.js
/**
 * `ci-state run` and `ci-state phase …`: record a phase around a command (or by hand). The common
 * case (a phase that is neither skipped nor reused) costs two state writes, begin and end: the
 * begin write is kept so that a crash mid-phase leaves the phase shown as running. What only some
 * phases need (input hashing, output checkpoints, saving on a runner) is loaded when they need it.
 */














/** Snapshots a phase's outputs into a checkpoint of that phase (reason phase_completed). */
async function checkpointOutputs(s, state, phase, globs) {
    const { describeSnapshot, packShipFor, skippedOf, snapshotGlobs } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(1551), __webpack_require__.e(8638), __webpack_require__.e(8884), __webpack_require__.e(4671), __webpack_require__.e(9600)]).then(__webpack_require__.bind(__webpack_require__, 19600));
    const ship = await packShipFor(s.dir, state, s.printer);
    const snap = await snapshotGlobs(s.dir, process.cwd(), globs, ship ? { ship } : {});
    const st = await (0,session/* mutate */.Tk)(s, (x) => (0,rollback/* createCheckpoint */.vq)(x, {
        id: (0,canonical/* newId */.Si)('cp', (0,session/* now */.tB)()),
        phase,
        reason: 'phase_completed',
        now: (0,session/* now */.tB)(),
        globs,
        location: snap.location,
        skipped: skippedOf(snap),
    }).state);
    const id = st.phases[phase]?.checkpointId ?? '';
    s.printer.note(`checkpoint ${id} of ${phase}: ${describeSnapshot(snap).join('; ')}`);
    return st;
}
/** Whether the phase's inputs are hashed (to reuse a result of an earlier run, or to record them). */
function hashesInputs(o, decl) {
    return !!(o.inputs?.length || o.env?.length || decl?.reuse);
}
function startOptions(o, decl, inputsHash) {
    return {
        now: (0,session/* now */.tB)(),
        requires: o.requires ?? decl?.requires,
        sideEffect: o.sideEffect ?? decl?.sideEffect,
        outputs: o.outputs,
        ...(inputsHash ? { inputsHash } : {}),
    };
}
/** The line that says a phase was skipped. */
function skipNote(state, phase, decision) {
    const kept = state.phases[phase];
    const said = decision.restoreOutputs && !decision.keepEffect && kept
        ? `completed in attempt ${kept.attempt}`
        : decision.reason;
    const saves = decision.savedMs ? `, saves ${(0,duration/* formatDuration */.a)(decision.savedMs)}` : '';
    return `${(0,glyphs/* glyphs */._J)().skipped} ${phase} skipped: ${said}${saves} (command not run)`;
}
/**
 * The state before the phase, and whether the phase was begun, or skipped, from it in the same
 * write (a skip that has no outputs to restore first).
 */
async function begin(s, phase, o) {
    let state;
    let begun = false;
    let skipped;
    // One locked read: when nothing reuses the phase or restores its outputs, it begins or is
    // skipped in the same write.
    await (0,session/* update */.yo)(s, (current) => {
        state = current;
        const decision = (0,decide/* decidePhase */.yo)(current, phase, {
            rerunSideEffect: o.rerunSideEffects,
            requires: o.requires,
        });
        if (decision.action === 'skip' && !decision.checkpoint) {
            skipped = skipNote(current, phase, decision);
            // A skip sends nothing by itself: the next phase end's save carries it.
            const { reason, savedMs } = decision;
            return (0,transitions/* skipPhase */.DD)(current, phase, { now: (0,session/* now */.tB)(), reason, savedMs });
        }
        if (decision.action !== 'run')
            return undefined;
        const decl = current.declared.find((d) => d.id === phase);
        if (hashesInputs(o, decl))
            return undefined;
        begun = true;
        return (0,transitions/* startPhase */.CJ)(current, phase, startOptions(o, decl, undefined));
    });
    return { state: state, begun, ...(skipped ? { skipped } : {}) };
}
async function cmdRun(printer, phase, command, o) {
    if (command.length === 0 || command[0] === '')
        throw new errors/* CiStateError */.eS('invalid_input', `run ${phase}: no command given: put it after --, e.g. ci-state run ${phase} -- npm test`);
    // Every option is checked before the state is read (both command-line paths come through here).
    const { tailBytes } = await (0,validate.checkRunOptions)(phase, o);
    const s = (0,session.openSession)(printer);
    // A skip is decided and recorded without zod (see core/zod.ts); what else follows needs it.
    const { state, begun, skipped } = await (0,zod/* withZod */.EK)(() => begin(s, phase, o));
    if (skipped) {
        s.printer.note(skipped);
        return 0;
    }
    // Loaded while the command runs: recording how it ended may parse documents.
    const zodReady = (0,zod/* loadZod */.yD)();
    zodReady.catch(() => undefined); // awaited below
    if (!begun) {
        await zodReady;
        const code = await beforeRun(s, state, phase, command, o);
        if (code !== undefined)
            return code;
    }
    try {
        return await runBegun(s, phase, command, o, tailBytes, zodReady);
    }
    catch (e) {
        await failAfterError(s, phase, e);
        throw e;
    }
}
/**
 * An exception after the phase began would leave it running (the next `run` of it refused as
 * "already running"): the phase is recorded as failed with the error, if it is still running.
 * A failure to record that is not reported over the error itself.
 */
async function failAfterError(s, phase, e) {
    const message = e instanceof Error ? e.message : String(e);
    const error = e instanceof errors/* CiStateError */.eS
        ? `ci-state error: ${message}`
        : `ci-state internal error: ${message}`;
    try {
        await (0,zod/* withZod */.EK)(() => (0,session/* update */.yo)(s, (st) => st.phases[phase]?.status === 'running'
            ? (0,transitions/* failPhase */.Iv)(st, phase, { now: (0,session/* now */.tB)(), error: error.slice(0, 4000) })
            : undefined));
    }
    catch {
        // the error being thrown says what went wrong
    }
}
/** Runs the command of a phase that has begun and records how it ended; the exit code. */
async function runBegun(s, phase, command, o, tailBytes, zodReady) {
    const { execPhase, exitCodeForSignal } = await __webpack_require__.e(/* import() */ 382).then(__webpack_require__.bind(__webpack_require__, 40382));
    const [res] = await Promise.all([execPhase(command, { tailBytes }), zodReady]);
    const tails = {
        stdoutTail: res.stdoutTail,
        stderrTail: res.stderrTail,
        durationMs: res.durationMs,
    };
    if (res.exitCode === 0 && !res.cancelledBy) {
        let st = await (0,session/* mutate */.Tk)(s, (x) => (0,transitions/* completePhase */.LX)(x, phase, { now: (0,session/* now */.tB)(), exitCode: 0, ...tails }));
        s.printer.note(`${(0,glyphs/* glyphs */._J)().succeeded} ${phase} succeeded in ${(0,duration/* formatDuration */.a)(res.durationMs)}`);
        if (o.outputs?.length)
            st = await checkpointOutputs(s, st, phase, o.outputs);
        st = await afterPhaseCheckpoints(s, st, phase, 'succeeded', o.outputs);
        return (0,handoff/* persistAfterPhase */.G)(s, st, phase);
    }
    const error = res.spawnError
        ? res.spawnError
        : res.cancelledBy
            ? `cancelled by ${res.cancelledBy}`
            : res.signal
                ? `killed by ${res.signal}`
                : `exit code ${res.exitCode}`;
    const failed = await (0,session/* mutate */.Tk)(s, (st) => (0,transitions/* failPhase */.Iv)(st, phase, {
        now: (0,session/* now */.tB)(),
        error,
        exitCode: res.exitCode,
        ...(res.signal ? { signal: res.signal } : {}),
        ...(res.cancelledBy ? { cancelled: true } : {}),
        ...tails,
    }));
    s.printer.note(`${(0,glyphs/* glyphs */._J)().failed} ${phase} failed in ${(0,duration/* formatDuration */.a)(res.durationMs)} (${error})`);
    const after = res.cancelledBy ? 'cancelled' : 'failed';
    await (0,handoff/* persistAfterPhase */.G)(s, await afterPhaseCheckpoints(s, failed, phase, after, o.outputs));
    return res.cancelledBy ? exitCodeForSignal(res.cancelledBy) : res.exitCode;
}
/** `ci-state run <phase> -- <command...>` read without commander (see argv.ts); the exit code. */
async function runPlain(plain) {
    try {
        return await cmdRun((0,output/* createPrinter */.Fr)(), plain.phase, plain.command, plain.options);
    }
    catch (e) {
        return (0,output/* reportError */.N7)(e);
    }
}
/**
 * A phase the plan skips, a profile skips or whose inputs may match an earlier run: skips it
 * (returns the exit code) or begins it (returns undefined, the command runs).
 */
async function beforeRun(s, state, phase, command, o) {
    const decision = (0,decide/* decidePhase */.yo)(state, phase, {
        rerunSideEffect: o.rerunSideEffects,
        requires: o.requires,
    });
    if (decision.action === 'blocked') {
        // It cannot do its work without outputs that are gone: fail at once, command not run.
        const error = `not run: ${decision.reason}`;
        const st = await (0,session/* mutate */.Tk)(s, (x) => (0,transitions/* failPhase */.Iv)((0,transitions/* startPhase */.CJ)(x, phase, startOptions(o, undefined, undefined)), phase, {
            now: (0,session/* now */.tB)(),
            error,
        }));
        s.printer.note(`${(0,glyphs/* glyphs */._J)().failed} ${phase} failed: ${error}`);
        await (0,handoff/* persistAfterPhase */.G)(s, st);
        return 1;
    }
    if (decision.action === 'skip' && decision.checkpoint) {
        const checkpoints = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(1551), __webpack_require__.e(8638), __webpack_require__.e(8884), __webpack_require__.e(4671), __webpack_require__.e(9600)]).then(__webpack_require__.bind(__webpack_require__, 19600));
        const cp = decision.checkpoint;
        // Skipping is only worth it when the outputs are back: restore them, verified, or run again.
        const restored = await checkpoints.restoreCheckpointFiles(s.dir, process.cwd(), cp);
        if (restored.ok) {
            s.printer.note(`${phase}: restored its outputs from checkpoint ${cp.id} (${restored.written} written, ${restored.unchanged} unchanged)`);
        }
        else {
            const problems = restored.problems.slice(0, 3).join('; ');
            const why = `outputs not restorable: ${restored.problems[0] ?? 'unknown'}`;
            await (0,session/* mutate */.Tk)(s, (x) => (0,decide/* outputsNotRestored */.kF)(x, phase, decision.keepEffect, why));
            if (!decision.keepEffect) {
                s.printer.warn(`${phase} runs again: its outputs could not be restored from checkpoint ${cp.id}: ${problems}`);
                return beginAfterAll(s, state, phase, command, o);
            }
            s.printer.warn(`${phase} is not run again although its outputs could not be restored from checkpoint ${cp.id} (it has side effects; phases that require it cannot run; pass --rerun-side-effects to run it): ${problems}`);
        }
    }
    if (decision.action === 'skip') {
        const { reason, savedMs } = decision;
        // A skip sends nothing by itself: the next phase end's save carries it.
        await (0,session/* mutate */.Tk)(s, (x) => (0,transitions/* skipPhase */.DD)(x, phase, { now: (0,session/* now */.tB)(), reason, savedMs }));
        s.printer.note(skipNote(state, phase, decision));
        return 0;
    }
    return beginAfterAll(s, state, phase, command, o);
}
/** A phase that runs: begun here, unless an earlier run with the same inputs can be reused. */
async function beginAfterAll(s, state, phase, command, o) {
    const decl = state.declared.find((d) => d.id === phase);
    let inputsHash;
    if (hashesInputs(o, decl)) {
        const { hashInputFiles } = await Promise.all(/* import() */[__webpack_require__.e(3382), __webpack_require__.e(2818)]).then(__webpack_require__.bind(__webpack_require__, 2818));
        const env = {};
        for (const name of o.env ?? [])
            env[name] = process.env[name];
        inputsHash = (0,inputs/* computeInputsHash */.L)({ files: await hashInputFiles(o.inputs ?? []), command, env });
        const carried = state.carried;
        const found = carried
            ? (0,inputs/* findReusable */.vY)(Object.entries(carried.records).map(([id, r]) => ({
                phase: id,
                status: r.status,
                ...(r.inputsHash ? { inputsHash: r.inputsHash } : {}),
                ...(r.endedAt ? { endedAt: r.endedAt } : {}),
                ...(r.durationMs !== undefined ? { durationMs: r.durationMs } : {}),
                runId: carried.runId,
                attempt: r.attempt,
            })), phase, inputsHash)
            : undefined;
        if (found) {
            const why = (0,inputs/* reuseReason */.jA)(found);
            const saved = found.durationMs ?? 0;
            await (0,session/* mutate */.Tk)(s, (x) => (0,transitions/* skipPhase */.DD)(x, phase, { now: (0,session/* now */.tB)(), reason: why, savedMs: saved }));
            s.printer.note(`${(0,glyphs/* glyphs */._J)().skipped} ${phase} skipped: ${why}${saved ? `, saves ${(0,duration/* formatDuration */.a)(saved)}` : ''} (command not run)`);
            return 0;
        }
    }
    await (0,session/* mutate */.Tk)(s, (st) => (0,transitions/* startPhase */.CJ)(st, phase, startOptions(o, decl, inputsHash)));
    return undefined;
}
// ---------------------------------------------------------------- phase start|done|fail|skip
async function cmdPhaseStart(printer, id, o) {
    await (0,session/* mutate */.Tk)((0,session.openSession)(printer), (st) => {
        (0,decide/* checkDeclaredPhase */.sP)(st, id);
        return (0,transitions/* startPhase */.CJ)(st, id, { now: (0,session/* now */.tB)(), requires: o.requires, sideEffect: o.sideEffect });
    });
    printer.note(`${id} started`);
}
async function cmdPhaseDone(printer, id) {
    const sess = (0,session.openSession)(printer);
    const st = await (0,session/* mutate */.Tk)(sess, (s) => (0,transitions/* completePhase */.LX)(s, id, { now: (0,session/* now */.tB)() }));
    printer.note(`${(0,glyphs/* glyphs */._J)().succeeded} ${id} succeeded in ${(0,duration/* formatDuration */.a)(st.phases[id]?.durationMs ?? 0)}`);
    return (0,handoff/* persistAfterPhase */.G)(sess, st, id);
}
async function cmdPhaseFail(printer, id, o) {
    const sess = (0,session.openSession)(printer);
    const st = await (0,session/* mutate */.Tk)(sess, (s) => (0,transitions/* failPhase */.Iv)(s, id, { now: (0,session/* now */.tB)(), error: o.reason ?? 'marked failed' }));
    printer.note(`${(0,glyphs/* glyphs */._J)().failed} ${id} failed${o.reason ? `: ${o.reason}` : ''}`);
    // The phase failed by hand is the news here: a failed save does not change the exit code.
    await (0,handoff/* persistAfterPhase */.G)(sess, st);
}
async function cmdPhaseSkip(printer, id, o) {
    await (0,session/* mutate */.Tk)((0,session.openSession)(printer), (s) => {
        (0,decide/* checkDeclaredPhase */.sP)(s, id);
        return (0,transitions/* skipPhase */.DD)(s, id, { now: (0,session/* now */.tB)(), reason: o.reason ?? 'skipped by request' });
    });
    printer.note(`${(0,glyphs/* glyphs */._J)().skipped} ${id} skipped${o.reason ? `: ${o.reason}` : ''}`);
}


/***/ }),

/***/ 38605:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ persistAfterPhase),
/* harmony export */   cmdFlush: () => (/* binding */ cmdFlush)
/* harmony export */ });
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74748);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3647);


async function persistAfterPhase(s, state, phase) {
    const ended = phase ? state.phases[phase] : undefined;
    const effect = ended?.status === 'succeeded' && ended.sideEffect === true;
    return handOff(s, state, effect);
}
/** `ci-state flush`: waits until the job's persistence has saved the current state. */
async function cmdFlush(s) {
    const { state } = await (0,_session_js__WEBPACK_IMPORTED_MODULE_1__/* .requireState */ .JS)(s);
    if (!process.env.CI_STATE_SESSION) {
        s.printer.note('no ci-state session in this job (CI_STATE_SESSION): nothing to save');
        return 0;
    }
    return handOff(s, state, true);
}
async function handOff(s, state, wait) {
    if (!process.env.CI_STATE_SESSION)
        return 0;
    const { describeSave, sessionFromEnv } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(8888)]).then(__webpack_require__.bind(__webpack_require__, 88888));
    const session = sessionFromEnv(process.env, {
        log: (0,_output_js__WEBPACK_IMPORTED_MODULE_0__/* .debugLines */ .xB)(s.printer),
        // Where this process saves itself (the process is gone), the progress of what it ships.
        progress: (l) => s.printer.note(l),
    });
    if (!session)
        return 0;
    const r = await session.handOff(s.dir, state, (edit) => (0,_session_js__WEBPACK_IMPORTED_MODULE_1__/* .mutate */ .Tk)(s, (x) => ({ ...x, packs: edit(x.packs) })), { wait });
    if (r.kind === 'none')
        return 0;
    if (r.kind === 'queued') {
        s.printer.debug(`state ${state.seq} handed to the job's persistence process`);
        return 0;
    }
    if (r.kind === 'off') {
        if (r.warning)
            s.printer.annotate(r.warning);
        return 0;
    }
    const saved = r.kind === 'saved' ? r.outcome.saved : r.save.report.saved;
    const line = r.kind === 'saved' ? r.outcome.line : describeSave(r.save.report);
    const problem = r.kind === 'saved' ? r.outcome.problem : r.save.problem;
    if (problem)
        s.printer.annotate(problem);
    if (saved) {
        s.printer.note(`state ${line.replace(/^Saved/, 'saved').replace(/\.$/, '')}`);
        return 0;
    }
    s.printer.annotate(line.replace(/^NOT saved/, 'NOT saved after this phase'));
    return session.settings.failOnError ? 1 : 0;
}


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
/* harmony import */ var _store_local_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21634);
/* harmony import */ var _store_lock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78318);
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

/***/ 66093:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_TAIL: () => (/* binding */ MAX_TAIL),
/* harmony export */   checkCommand: () => (/* binding */ checkCommand),
/* harmony export */   checkRunOptions: () => (/* binding */ checkRunOptions),
/* harmony export */   duration: () => (/* binding */ duration),
/* harmony export */   envNames: () => (/* binding */ envNames),
/* harmony export */   existingFile: () => (/* binding */ existingFile),
/* harmony export */   globProblem: () => (/* binding */ globProblem),
/* harmony export */   globs: () => (/* binding */ globs),
/* harmony export */   oneOf: () => (/* binding */ oneOf),
/* harmony export */   phaseId: () => (/* binding */ phaseId),
/* harmony export */   phaseIds: () => (/* binding */ phaseIds),
/* harmony export */   repoName: () => (/* binding */ repoName),
/* harmony export */   someText: () => (/* binding */ someText),
/* harmony export */   strategy: () => (/* binding */ strategy),
/* harmony export */   tailBytes: () => (/* binding */ tailBytes),
/* harmony export */   timeSpec: () => (/* binding */ timeSpec),
/* harmony export */   wholeNumber: () => (/* binding */ wholeNumber),
/* harmony export */   writableFile: () => (/* binding */ writableFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8005);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49636);
/* harmony import */ var _argv_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77077);
/**
 * Checks of the values a command line gives: one small function per kind of value (a count, a
 * number of bytes, a duration, a glob, a phase id, a file), and the table of which checks apply to
 * which options of which command. A command's options are all checked before it reads or changes
 * any state, so a bad value is refused with one line that names the option and says what it
 * accepts (exit code 2), and nothing is half done. `run` is checked by cmdRun itself
 * (checkRunOptions), since its common form is read without commander (see argv.ts).
 */





/** The most bytes of a command's stdout or stderr kept in the state (the schema's bound). */
const MAX_TAIL = 65_536;
function refuse(message) {
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', message);
}
function invalid(name, value, expected) {
    return refuse(`${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(value)} is not valid: expected ${expected}`);
}
/** A whole number written in decimal digits, from `min` to `max`. */
function wholeNumber(text, name, min, max, unit = '') {
    const n = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max)
        invalid(name, text, `a whole number${unit} from ${min} to ${max}`);
    return n;
}
/** `--tail`: bytes of stdout/stderr kept in the state. */
function tailBytes(text, name = '--tail') {
    return wholeNumber(text, name, 1, MAX_TAIL, ' of bytes');
}
const PHASE_ID_HELP = '1-64 letters, digits, ".", "_" or "-", starting with a letter or digit (e.g. build)';
function phaseId(text, name) {
    if (!_core_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .PHASE_ID_PATTERN */ .T5.test(text))
        invalid(name, text, `a phase id: ${PHASE_ID_HELP}`);
    return text;
}
function phaseIds(list, name) {
    for (const id of list ?? [])
        phaseId(id, name);
}
function envNames(list, name) {
    for (const env of list ?? [])
        if (!/^[A-Za-z_][A-Za-z0-9_]{0,255}$/.test(env))
            invalid(name, env, 'environment variable names: letters, digits and "_", not first a digit');
}
/** Text a person writes (a reason, a name): not blank, at most `max` characters. */
function someText(text, name, max) {
    if (text === undefined)
        return;
    if (text.trim() === '')
        refuse(`${name} is empty: expected some text`);
    if (text.length > max)
        refuse(`${name} is ${text.length} characters long: expected at most ${max}`);
}
function oneOf(text, name, choices) {
    if (text !== undefined && !choices.includes(text))
        invalid(name, text, choices.join(', '));
}
function repoName(text, name) {
    if (text !== undefined && !/^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/.test(text))
        invalid(name, text, 'owner/name, e.g. octo-org/app');
}
/** A file that must exist now (it is read later). */
function existingFile(path, name) {
    if (path === undefined)
        return;
    if (path === '')
        refuse(`${name} is empty: expected a file`);
    let isDir;
    try {
        isDir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch (e) {
        const code = e.code;
        return refuse(code === 'ENOENT' || code === 'ENOTDIR'
            ? `${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(path)}: the file does not exist`
            : `${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(path)}: cannot read it (${code ?? e.message})`);
    }
    if (isDir)
        refuse(`${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(path)} is a directory: expected a file`);
}
/** A file to be written: its directory must exist. */
function writableFile(path, name) {
    if (path === undefined)
        return;
    if (path === '')
        refuse(`${name} is empty: expected a file`);
    let dirOk = false;
    try {
        dirOk = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path)).isDirectory();
    }
    catch {
        // said below
    }
    if (!dirOk)
        refuse(`${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(path)}: its directory does not exist`);
}
/**
 * What is wrong with the syntax of a glob, if anything: a `[`, `{` or `(` that is not closed, or a
 * `}` or `)` that closes nothing. Glob libraries take such a pattern as literal text, which then
 * quietly matches nothing. A character meant literally is written in a class (`[[]`) or escaped.
 */
function globProblem(glob) {
    const open = [];
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '\\') {
            i++;
        }
        else if (c === '[') {
            // A class runs to the next "]"; one right after "[", "[!" or "[^" belongs to it.
            let j = i + 1;
            if (glob[j] === '!' || glob[j] === '^')
                j++;
            if (glob[j] === ']')
                j++;
            while (j < glob.length && glob[j] !== ']')
                j += glob[j] === '\\' ? 2 : 1;
            if (j >= glob.length)
                return 'a "[" is not closed (a literal one is written [[])';
            i = j;
        }
        else if (c === '{' || c === '(') {
            open.push(c);
        }
        else if (c === '}' || c === ')') {
            if (open.pop() !== (c === '}' ? '{' : '('))
                return `a "${c}" closes nothing (a literal one is written [${c}])`;
        }
    }
    const last = open.pop();
    return last === undefined
        ? undefined
        : `a "${last}" is not closed (a literal one is written [${last}])`;
}
/**
 * File globs of an option. `inWorkspace`: the snapshot's rules too (relative, no `..`), for globs
 * whose files are stored in a checkpoint.
 */
async function globs(list, name, inWorkspace) {
    if (!list?.length)
        return;
    for (const g of list) {
        if (g.trim() === '')
            refuse(`${name} has an empty pattern: expected a file glob`);
        if (g.length > 1024)
            refuse(`${name} has a pattern of ${g.length} characters: at most 1024`);
        const problem = globProblem(g);
        if (problem)
            refuse(`${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(g)} is not a valid glob: ${problem}`);
    }
    if (inWorkspace)
        (await Promise.all(/* import() */[__webpack_require__.e(3382), __webpack_require__.e(7941)]).then(__webpack_require__.bind(__webpack_require__, 17941))).checkGlobs(list, name);
}
/** `--older-than`: an age such as 30d. */
async function duration(text, name) {
    if (text !== undefined)
        (await __webpack_require__.e(/* import() */ 4691).then(__webpack_require__.bind(__webpack_require__, 54691))).parseDurationSpec(text, name);
}
/** `--since`, `--until`: an ISO date or an age. */
async function timeSpec(text, name) {
    if (text !== undefined)
        (await __webpack_require__.e(/* import() */ 4691).then(__webpack_require__.bind(__webpack_require__, 54691))).parseTimeSpec(text, name);
}
async function strategy(text, name) {
    if (text !== undefined)
        (await __webpack_require__.e(/* import() */ 3023).then(__webpack_require__.bind(__webpack_require__, 93023))).parseStrategy(text, name);
}
/** `--rerun-side-effects <phases>`: `all` or phase ids. */
async function rerunList(text) {
    if (text !== undefined)
        (await __webpack_require__.e(/* import() */ 710).then(__webpack_require__.bind(__webpack_require__, 40710))).parseRerunSideEffects(text, '--rerun-side-effects');
}
// ---------------------------------------------------------------- per command
/** The options of `run` (and its phase): the tail size to keep, checked. */
async function checkRunOptions(phase, o) {
    phaseId(phase, 'phase');
    const tail = tailBytes(o.tail ?? _argv_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_TAIL */ .p);
    phaseIds(o.requires, '--requires');
    envNames(o.env, '--env');
    await globs(o.inputs, '--inputs', false);
    await globs(o.outputs, '--outputs', true);
    return { tailBytes: tail };
}
const str = (v) => (typeof v === 'string' ? v : undefined);
const list = (v) => (Array.isArray(v) ? v : undefined);
/** What `--reason` may hold, by where it is kept in the state. */
const REASON_MAX = 1024;
const ERROR_MAX = 4096;
const CHECKS = {
    init: async (o) => {
        someText(str(o.workflow), '--workflow', 256);
        someText(str(o.job), '--job', 256);
        const phases = str(o.phases);
        if (phases !== undefined)
            (await __webpack_require__.e(/* import() */ 2040).then(__webpack_require__.bind(__webpack_require__, 42040))).parsePhaseList(phases, '--phases');
        existingFile(str(o.phasesFile), '--phases-file');
        await strategy(str(o.resume), '--resume');
        const profile = str(o.profile);
        if (profile !== undefined && !_core_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .PHASE_ID_PATTERN */ .T5.test(profile))
            invalid('--profile', profile, `a profile name: ${PHASE_ID_HELP}`);
        await rerunList(str(o.rerunSideEffects));
        const policy = () => Promise.all(/* import() */[__webpack_require__.e(2402), __webpack_require__.e(5595)]).then(__webpack_require__.bind(__webpack_require__, 5595));
        const interval = str(o.checkpointInterval);
        if (interval !== undefined)
            (await policy()).parseCheckpointInterval(interval, '--checkpoint-interval');
        const max = str(o.maxCheckpoints);
        if (max !== undefined)
            (await policy()).parseMaxCheckpoints(max, '--max-checkpoints');
    },
    'phase start': (o, [id = '']) => {
        phaseId(id, 'phase');
        phaseIds(list(o.requires), '--requires');
    },
    'phase done': (_o, [id = '']) => void phaseId(id, 'phase'),
    'phase fail': (o, [id = '']) => {
        phaseId(id, 'phase');
        someText(str(o.reason), '--reason', ERROR_MAX);
    },
    'phase skip': (o, [id = '']) => {
        phaseId(id, 'phase');
        someText(str(o.reason), '--reason', REASON_MAX);
    },
    pause: (o) => someText(str(o.reason), '--reason', REASON_MAX),
    checkpoint: async (o) => {
        const phase = str(o.phase);
        if (phase !== undefined)
            phaseId(phase, '--phase');
        const files = list(o.files);
        await globs(files, '--files', true);
        await globs(list(o.allowSecrets), '--allow-secrets', true);
        if (!files?.length && o.gitChanged)
            refuse('--git-changed goes with --files: add the globs');
        if (!files?.length && o.allowSecrets)
            refuse('--allow-secrets goes with --files: add the globs');
        someText(str(o.capture), '--capture', 4096);
        someText(str(o.restore), '--restore', 4096);
        someText(str(o.name), '--name', 128);
    },
    resume: async (o) => {
        await strategy(str(o.strategy), '--strategy');
        await rerunList(str(o.rerunSideEffects));
    },
    rollback: (o) => {
        const to = str(o.to) ?? '';
        if (to.trim() === '' || to.length > 128 || /\s/.test(to))
            invalid('--to', to, 'a checkpoint id or a phase (see ci-state status)');
        someText(str(o.reason), '--reason', REASON_MAX);
    },
    history: async (o) => {
        oneOf(str(o.source), '--source', ['local', 'repo', 'run']);
        for (const f of list(o.file) ?? [])
            existingFile(f, '--file');
        repoName(str(o.repo), '--repo');
        oneOf(str(o.status), '--status', [...new Set([..._core_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .RunStatus */ .i2.options, ..._core_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .PhaseStatus */ .ko.options])]);
        await timeSpec(str(o.since), '--since');
        await timeSpec(str(o.until), '--until');
        const phase = str(o.phase);
        if (phase !== undefined)
            phaseId(phase, '--phase');
        const format = str(o.format);
        if (format !== undefined)
            (await Promise.all(/* import() */[__webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(8154)]).then(__webpack_require__.bind(__webpack_require__, 18154))).parseFormat(format, '--format');
        writableFile(str(o.output), '--output');
        const maxRuns = str(o.maxRuns);
        if (maxRuns !== undefined)
            wholeNumber(maxRuns, '--max-runs', 1, 1000);
        const concurrency = str(o.concurrency);
        if (concurrency !== undefined)
            wholeNumber(concurrency, '--concurrency', 1, 16);
        someText(str(o.cacheDir), '--cache-dir', 4096);
    },
    validate: (_o, [file = '']) => existingFile(file, 'validate'),
    cleanup: async (o) => {
        await duration(str(o.olderThan), '--older-than');
        const keep = str(o.keep);
        if (keep !== undefined)
            wholeNumber(keep, '--keep', 0, 100_000);
        repoName(str(o.repo), '--repo');
        if (keep !== undefined && o.repo === undefined)
            refuse('--keep goes with --repo: it keeps artifacts and caches of the repository');
        if (o.repo !== undefined && o.olderThan === undefined)
            refuse('--repo needs --older-than: say how old is old (e.g. 30d)');
    },
};
/** "phase start" for the `start` subcommand of `phase`. */
function commandPath(command) {
    const names = [];
    for (let c = command; c?.parent; c = c.parent)
        names.unshift(c.name());
    return names.join(' ');
}
/** Checks the options and arguments of the command about to run (a commander preAction hook). */
async function checkCommand(command) {
    const check = CHECKS[commandPath(command)];
    if (check)
        await check(command.opts(), command.processedArgs);
}


/***/ }),

/***/ 13930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OD: () => (/* binding */ scopeKey),
/* harmony export */   Si: () => (/* binding */ newId),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   eG: () => (/* binding */ laterOf),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   lO: () => (/* binding */ compareIso),
/* harmony export */   ol: () => (/* binding */ digestOf),
/* harmony export */   tK: () => (/* binding */ toIso),
/* harmony export */   z4: () => (/* binding */ msBetween)
/* harmony export */ });
/* unused harmony export walkCanonical */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49636);
/* harmony import */ var _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82437);
/**
 * Canonical JSON, digests, scope keys and ids. Canonical JSON has sorted object keys and no
 * whitespace, so equal data always gives the same text and the same sha256 whatever the key order.
 */





/**
 * JSON text with object keys sorted (by UTF-16 code units), arrays in order. Follows JSON.stringify
 * for everything else: `toJSON` is honoured, undefined/functions/symbols in objects are dropped (and
 * become null in arrays), non-finite numbers become null. Cycles and bigints are refused.
 *
 * The engine's own serializer does the work, each object handed to it as a copy with its keys
 * sorted: about twice as fast as a walk in JavaScript on a large manifest (docs/performance.md,
 * "Numbers behind choices in the code"). An object with a key that looks like an array index
 * cannot be copied in sorted order (the engine lists such keys first, in numeric order), nor can
 * a key "__proto__", and cycles and bigints must be refused with our own error: those go through
 * `walkCanonical`, which gives the same text.
 */
function canonicalJson(value) {
    try {
        const text = JSON.stringify(value, withSortedKeys);
        if (text !== undefined)
            return text;
    }
    catch {
        // an index-like key, a cycle, a bigint: the walk says what is wrong, if anything
    }
    return walkCanonical(value);
}
const INDEX_LIKE = /^(?:0|[1-9][0-9]*)$/;
const UNSORTABLE = new Error('a key the engine does not keep in order');
function withSortedKeys(_key, v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return v;
    const record = v;
    const sorted = {};
    for (const key of Object.keys(record).sort()) {
        // "__proto__" (JSON.parse makes such keys) would set the copy's prototype, not a key.
        if (key === '__proto__' || INDEX_LIKE.test(key))
            throw UNSORTABLE;
        sorted[key] = record[key];
    }
    return sorted;
}
/** `canonicalJson` by a walk in JavaScript: the reference, and the way for what the fast one refuses. */
function walkCanonical(value) {
    const seen = new Set();
    const walk = (v, inArray) => {
        if (v !== null &&
            typeof v === 'object' &&
            typeof v.toJSON === 'function') {
            v = v.toJSON();
        }
        if (v === null)
            return 'null';
        switch (typeof v) {
            case 'string':
                return JSON.stringify(v);
            case 'number':
                return Number.isFinite(v) ? JSON.stringify(v) : 'null';
            case 'boolean':
                return v ? 'true' : 'false';
            case 'bigint':
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'canonical JSON: a bigint is not JSON data');
            case 'undefined':
            case 'function':
            case 'symbol':
                return inArray ? 'null' : undefined;
            default:
                break;
        }
        const obj = v;
        if (seen.has(obj)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'canonical JSON: the value has a cycle');
        }
        seen.add(obj);
        let out;
        if (Array.isArray(obj)) {
            out = `[${obj.map((item) => walk(item, true)).join(',')}]`;
        }
        else {
            const record = obj;
            const parts = [];
            for (const key of Object.keys(record).sort()) {
                const text = walk(record[key], false);
                if (text !== undefined)
                    parts.push(`${JSON.stringify(key)}:${text}`);
            }
            out = `{${parts.join(',')}}`;
        }
        seen.delete(obj);
        return out;
    };
    return walk(value, false) ?? 'null';
}
/** Lowercase hex sha256 of a string (UTF-8) or bytes. */
function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
/** sha256 of the canonical JSON of a value. */
function digestOf(value) {
    return sha256Hex(canonicalJson(value));
}
/**
 * The key of a scope in store file names and cache keys: the first 32 hex characters of the sha256
 * of its canonical JSON. The scope is normalised first (a missing matrix is the same as "").
 */
function scopeKey(scope) {
    // The scope field of the generated RunState validator parses it as Scope does, without building
    // the schemas; what it refuses, zod checks again to say why.
    const out = {};
    if (_state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__/* .RunStateFields */ .GR['scope']?.({ scope }, out))
        return digestOf(out.scope).slice(0, 32);
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .Scope */ .HG.safeParse(scope);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `scope is not valid: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues).join('; ')}`);
    }
    return digestOf(parsed.data).slice(0, 32);
}
/**
 * A new id: `<prefix>-<yyyymmddThhmmssZ>-<8 hex>`. Sortable by time; the random part comes from
 * `randomHex` when given (tests, replays) or from node:crypto.
 */
function newId(prefix, now, randomHex) {
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(prefix)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `id prefix ${JSON.stringify(prefix)} is not valid: expected 1-32 lowercase letters, digits or "-", starting with a letter`);
    }
    const iso = toIso(now, 'id time');
    const stamp = iso.replace(/[-:]/g, '').replace(/\.\d+/, '');
    const random = (randomHex ?? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)().replace(/-/g, '')).toLowerCase();
    if (!/^[0-9a-f]{8,}$/.test(random)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `id randomness ${JSON.stringify(random.slice(0, 40))} is not valid: expected at least 8 hex digits`);
    }
    return `${prefix}-${stamp}-${random.slice(0, 8)}`;
}
/**
 * A time given to the core (the core has no clock): a Date or an ISO 8601 string with a time zone.
 * Returns the normalised UTC form (`2024-05-01T12:00:00.000Z`).
 */
function toIso(now, what = 'now') {
    let date;
    if (now instanceof Date)
        date = now;
    else if (typeof now === 'string' &&
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(now)) {
        date = new Date(now);
    }
    else {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_time', `${what} ${JSON.stringify(String(now).slice(0, 60))} is not a time: expected an ISO 8601 date-time with a time zone, e.g. 2024-05-01T12:00:00Z`);
    }
    const ms = date.getTime();
    if (!Number.isFinite(ms) || ms < 0 || ms > 253402300799999) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_time', `${what} ${JSON.stringify(String(now).slice(0, 60))} is not a time: expected an ISO 8601 date-time between years 1970 and 9999`);
    }
    return date.toISOString();
}
/** Milliseconds from `a` to `b` (ISO strings); 0 when either is missing or b is before a. */
function msBetween(a, b) {
    if (a === undefined || b === undefined)
        return 0;
    const d = Date.parse(b) - Date.parse(a);
    return Number.isFinite(d) && d > 0 ? d : 0;
}
/** The later of two ISO times (the first when they are equal or the second is missing). */
function laterOf(a, b) {
    if (b === undefined)
        return a;
    return Date.parse(b) > Date.parse(a) ? b : a;
}
/** Compares ISO times: negative when a is before b. */
function compareIso(a, b) {
    return Date.parse(a) - Date.parse(b);
}


/***/ }),

/***/ 8942:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dc: () => (/* binding */ effectsNotUndone),
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
 * 3. A phase the plan skips, whose record is done, is skipped; its outputs are restored first.
 * 4. A side-effect phase whose effect happened (`effectDone`) is not executed again unless allowed
 *    (`--rerun-side-effects` on the command, or the attempt's `rerun-side-effects`): it is skipped
 *    and the reason says so, also after a rollback, which never undoes an external effect.
 * 5. A phase the active profile skips is skipped.
 * 6. Otherwise it runs.
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
    if (state.resume?.skipped.includes(phase) &&
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
    const resumeFrom = resumed ? (order.find((id) => phases[id] === 'pending') ?? '') : '';
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


/***/ })

};
