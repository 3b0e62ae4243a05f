export const id = 1173;
export const ids = [1173,2426,8605,6093,3446,5844,3463];
export const modules = {

/***/ 21166:
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
// EXTERNAL MODULE: ./.build/core/inputs.js
var inputs = __webpack_require__(28619);
// EXTERNAL MODULE: ./.build/core/decide.js
var decide = __webpack_require__(8942);
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
        const { takePlannedCheckpoints } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(2724), __webpack_require__.e(8638), __webpack_require__.e(5814), __webpack_require__.e(9600)]).then(__webpack_require__.bind(__webpack_require__, 19600));
        return await takePlannedCheckpoints(s, state, planned);
    }
    catch (e) {
        s.printer.warn(`no checkpoint after ${phase}: ${e.message.split('\n')[0]}`);
        return state;
    }
}

// EXTERNAL MODULE: ./.build/cli/glyphs.js
var glyphs = __webpack_require__(75568);
;// CONCATENATED MODULE: ./.build/cli/skip-note.js


/** Why skip-failed skips a phase: it failed (never completed), and the run goes on without it. */
function skipFailedWords(rec, fromAttempt) {
    const last = rec.failures?.at(-1);
    const attempt = last?.attempt ?? fromAttempt;
    const why = last ? ` (${last.message.split(/\r?\n/)[0]?.trim() || 'failed'})` : '';
    return `failed in attempt ${attempt ?? '?'}${why}; skip-failed goes on without it`;
}
/**
 * "⏭ build skipped: completed in attempt 1, saves 2m (command not run)": a kept phase says the
 * attempt that completed it, a failed one that skip-failed skips says where it failed, and any
 * other skip gives the decision's reason.
 */
function skipNote(state, phase, decision) {
    const kept = Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
    const said = !decision.restoreOutputs || decision.keepEffect || !kept
        ? decision.reason
        : kept.skipFailed
            ? skipFailedWords(kept, state.resume?.fromAttempt)
            : kept.status === 'succeeded'
                ? `completed in attempt ${kept.attempt}`
                : decision.reason;
    const saves = decision.savedMs ? `, saves ${(0,duration/* formatDuration */.a)(decision.savedMs)}` : '';
    return `${(0,glyphs/* glyphs */._J)().skipped} ${phase} skipped: ${said}${saves} (command not run)`;
}

// EXTERNAL MODULE: ./.build/cli/handoff.js
var handoff = __webpack_require__(38605);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./.build/store/fs-util.js
var fs_util = __webpack_require__(27382);
;// CONCATENATED MODULE: ./.build/cli/owner.js
/**
 * Who runs a phase, and whether it still does. `ci-state run` records itself as the phase's owner
 * when the phase begins (its pid, the host, the kernel's boot id and the process's start time where
 * the system gives them); a later `run` of a phase left running asks whether that process is gone
 * (killed, its machine restarted, its pid now someone else's) and, if it is, takes the phase over,
 * recorded as interrupted. A phase whose owner may still be at work, or cannot be checked from here
 * (another host, no owner recorded), is refused with the command that frees it.
 */





/** `/proc/<pid>/stat` on Linux, or undefined (no such process, or no /proc). */
function procStat(pid) {
    if (process.platform !== 'linux')
        return undefined;
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch {
        return undefined;
    }
    // "pid (comm) state ppid …": the command name may hold spaces and parentheses, so the fields
    // are counted from the last ')'; the start time is field 22, the 20th after it.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const startTime = Number(fields[19]);
    if (!fields[0] || !Number.isSafeInteger(startTime))
        return undefined;
    return { state: fields[0], startTime };
}
function bootId() {
    if (process.platform !== 'linux')
        return undefined;
    try {
        const id = (0,external_node_fs_.readFileSync)('/proc/sys/kernel/random/boot_id', 'utf8').trim();
        return /^[0-9a-f-]{1,64}$/.test(id) ? id : undefined;
    }
    catch {
        return undefined;
    }
}
/** This process, as the owner of the phase it runs. */
function thisProcess() {
    const owner = { pid: process.pid, host: (0,external_node_os_.hostname)().slice(0, 256) };
    const boot = bootId();
    if (boot)
        owner.bootId = boot;
    const stat = procStat('self');
    if (stat)
        owner.startTime = stat.startTime;
    return owner;
}
/** Whether the process that owns a running phase is gone, seen from `self` (this process). */
function checkOwner(owner, self = thisProcess()) {
    if (!owner || owner.host !== self.host)
        return { verdict: 'unknown' };
    if (owner.bootId && self.bootId && owner.bootId !== self.bootId)
        return { verdict: 'gone', why: 'the machine restarted since' };
    // This process is not the one that began the phase (one process runs one phase).
    if (owner.pid === self.pid)
        return { verdict: 'gone', why: 'its pid is now this process' };
    if (!(0,fs_util/* isProcessAlive */.jW)(owner.pid))
        return { verdict: 'gone', why: 'no such process' };
    const stat = procStat(owner.pid);
    if (stat && (stat.state === 'Z' || stat.state === 'X'))
        return { verdict: 'gone', why: 'it exited' };
    if (stat && owner.startTime !== undefined && stat.startTime !== owner.startTime)
        return { verdict: 'gone', why: 'its pid is now another process' };
    return { verdict: 'alive' };
}
function describeOwner(owner) {
    return `pid ${owner.pid} on host ${owner.host}`;
}
/**
 * Before `run` starts `phase`: a phase left running by a process that is gone is failed as
 * interrupted (the state returned, with a line saying so); one whose owner may still be at work is
 * refused, naming the command that frees it. Any other phase: the state unchanged.
 */
function takeOverIfGone(state, phase, now, self = thisProcess()) {
    const rec = Object.hasOwn(state.phases, phase) ? state.phases[phase] : undefined;
    if (rec?.status !== 'running')
        return { state };
    const since = rec.startedAt ?? '?';
    const check = checkOwner(rec.owner, self);
    if (check.verdict === 'gone' && rec.owner) {
        const who = describeOwner(rec.owner);
        const error = `interrupted: the ci-state process (${who}) that ran it is gone`;
        return {
            state: (0,transitions/* failPhase */.Iv)(state, phase, { now, error }),
            note: `${phase} was left running since ${since} by ${who}, which is gone (${check.why}): recorded as interrupted`,
        };
    }
    const free = `ci-state phase fail ${phase}`;
    const by = rec.owner
        ? check.verdict === 'alive'
            ? ` by ${describeOwner(rec.owner)}, which is still running`
            : ` by ${describeOwner(rec.owner)}, which cannot be checked from here`
        : '';
    const hint = check.verdict === 'alive'
        ? `wait for it or stop it; if it no longer runs this phase, free it with \`${free}\``
        : `if nothing runs it any more, free it with \`${free}\``;
    throw new errors/* CiStateError */.eS('illegal_transition', `cannot start phase ${phase}: it is already running (since ${since}${by}); ${hint}`);
}

// EXTERNAL MODULE: ./.build/cli/phase-outputs.js + 1 modules
var phase_outputs = __webpack_require__(41225);
// EXTERNAL MODULE: ./.build/core/zod.js
var zod = __webpack_require__(49957);
// EXTERNAL MODULE: ./.build/store/keepers.js
var keepers = __webpack_require__(731);
;// CONCATENATED MODULE: ./.build/cli/commands/run.js
/**
 * `ci-state run` and `ci-state phase …`: record a phase around a command (or by hand). The common
 * case (a phase that is neither skipped nor reused) costs two state writes, begin and end: the
 * begin write is kept so that a crash mid-phase leaves the phase shown as running. What only some
 * phases need (input hashing, output checkpoints, saving on a runner) is loaded when they need it.
 */

















/** Whether the phase's inputs are hashed (to reuse a result of an earlier run, or to record them). */
function hashesInputs(o, decl) {
    return !!(o.inputs?.length || o.env?.length || decl?.reuse);
}
function startOptions(o, decl, inputsHash) {
    return {
        now: (0,session/* now */.tB)(),
        requires: o.requires ?? decl?.requires,
        sideEffect: o.sideEffect ?? decl?.sideEffect,
        outputs: o.outputs?.length === 1 && o.outputs[0] === 'none' ? [] : o.outputs,
        ...(o.always ? { always: true } : {}),
        ...(inputsHash ? { inputsHash } : {}),
        owner: thisProcess(),
    };
}
/**
 * The state before the phase, and whether the phase was begun, or skipped, from it in the same
 * write (a skip that has no outputs to restore first).
 */
async function begin(s, phase, o) {
    let state;
    let begun = false;
    let skipped;
    let interrupted;
    // One locked read: when nothing reuses the phase or restores its outputs, it begins or is
    // skipped in the same write (a phase left running by a process that is gone is failed first).
    await (0,session/* update */.yo)(s, (found) => {
        const { state: current, note } = takeOverIfGone(found, phase, (0,session/* now */.tB)());
        [state, interrupted] = [current, note];
        const decision = (0,decide/* decidePhase */.yo)(current, phase, {
            rerunSideEffect: o.rerunSideEffects,
            requires: o.requires,
            always: o.always,
        });
        if (decision.action === 'skip' && !decision.checkpoint) {
            skipped = skipNote(current, phase, decision);
            // A skip sends nothing by itself: the next phase end's save carries it.
            const { reason, savedMs } = decision;
            return (0,transitions/* skipPhase */.DD)(current, phase, { now: (0,session/* now */.tB)(), reason, savedMs });
        }
        if (decision.action !== 'run')
            return interrupted ? current : undefined;
        const decl = current.declared.find((d) => d.id === phase);
        if (hashesInputs(o, decl))
            return interrupted ? current : undefined;
        begun = true;
        return (0,transitions/* startPhase */.CJ)(current, phase, startOptions(o, decl, undefined));
    });
    if (interrupted)
        s.printer.note(interrupted);
    return { state: state, begun, ...(skipped ? { skipped } : {}) };
}
async function cmdRun(printer, phase, command, o) {
    if (command.length === 0 || command[0] === '')
        throw new errors/* CiStateError */.eS('invalid_input', `run ${phase}: no command given: put it after --, e.g. ci-state run ${phase} -- npm test`);
    // Every option is checked before the state is read (both command-line paths come through here).
    const { tailBytes } = await (0,validate.checkRunOptions)(phase, o);
    const s = (0,session.openSession)(printer);
    // Outputs still being kept in the background on this machine, of this phase (the decision
    // reads whether they were kept) or of a phase it requires: waited for (keeper.ts).
    if ((0,external_node_fs_.existsSync)((0,keepers/* keepingDir */.PQ)(s.dir)))
        await (await Promise.all(/* import() */[__webpack_require__.e(6650), __webpack_require__.e(5030)]).then(__webpack_require__.bind(__webpack_require__, 42649))).waitBeforePhase(s, phase, o.requires);
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
        // A phase that runs on every attempt is never skipped: what it changed is never put back.
        const always = (0,decide/* runsAlways */.ir)(state, phase, o.always);
        return await runBegun(s, phase, command, always ? { ...o, always: true } : o, tailBytes, zodReady);
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
    const mode = o.always && !o.outputs?.length
        ? { kind: 'none' }
        : (0,phase_outputs.outputsMode)(o.outputs, o.outputsMaxSize);
    const mark = (0,phase_outputs.markBeforeCommand)(s, mode);
    const [res] = await Promise.all([execPhase(command, { tailBytes }), zodReady]);
    const tails = {
        stdoutTail: res.stdoutTail,
        stderrTail: res.stderrTail,
        durationMs: res.durationMs,
    };
    if (res.exitCode === 0 && !res.cancelledBy) {
        const keeping = await (0,phase_outputs.outputsToKeep)(s, phase, mode, mark);
        let st = await (0,session/* mutate */.Tk)(s, (x) => (0,phase_outputs.markKeeping)((0,transitions/* completePhase */.LX)(x, phase, { now: (0,session/* now */.tB)(), exitCode: 0, ...tails }), phase, keeping));
        s.printer.note(`${(0,glyphs/* glyphs */._J)().succeeded} ${phase} succeeded in ${(0,duration/* formatDuration */.a)(res.durationMs)}`);
        if (keeping && mode.kind === 'globs')
            st = (await (0,phase_outputs.checkpointOutputs)(s, st, phase, mode.globs, keeping.id)).state;
        else if (keeping?.changed && mode.kind === 'detect')
            st = await (0,phase_outputs.keepChangedOutputs)(s, st, phase, {
                id: keeping.id,
                changed: keeping.changed,
                background: (0,phase_outputs.inBackground)(st, phase, keeping),
            }, mode.maxBytes);
        const globs = mode.kind === 'globs' ? mode.globs : undefined;
        st = await afterPhaseCheckpoints(s, st, phase, 'succeeded', globs);
        return (0,handoff.persistAfterPhase)(s, st, phase);
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
    const globs = mode.kind === 'globs' ? mode.globs : undefined;
    await (0,handoff.persistAfterPhase)(s, await afterPhaseCheckpoints(s, failed, phase, after, globs));
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
        always: o.always,
    });
    if (decision.action === 'blocked') {
        // It cannot do its work without outputs that are gone: fail at once, command not run.
        const error = `not run: ${decision.reason}`;
        const st = await (0,session/* mutate */.Tk)(s, (x) => (0,transitions/* failPhase */.Iv)((0,transitions/* startPhase */.CJ)(x, phase, startOptions(o, undefined, undefined)), phase, {
            now: (0,session/* now */.tB)(),
            error,
        }));
        s.printer.note(`${(0,glyphs/* glyphs */._J)().failed} ${phase} failed: ${error}`);
        await (0,handoff.persistAfterPhase)(s, st);
        return 1;
    }
    if (decision.action === 'skip' && decision.checkpoint) {
        const checkpoints = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(2724), __webpack_require__.e(8638), __webpack_require__.e(5814), __webpack_require__.e(9600)]).then(__webpack_require__.bind(__webpack_require__, 19600));
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
        // A phase that runs on every attempt is never reused (it keeps nothing to restore).
        const carried = (0,decide/* runsAlways */.ir)(state, phase, o.always) ? undefined : state.carried;
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
        const restored = found && (await (0,phase_outputs.reusedOutputs)(s, carried, phase));
        if (found && restored) {
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
    let interrupted;
    await (0,session/* mutate */.Tk)((0,session.openSession)(printer), (found) => {
        (0,decide/* checkDeclaredPhase */.sP)(found, id);
        const { state: st, note } = takeOverIfGone(found, id, (0,session/* now */.tB)());
        interrupted = note;
        return (0,transitions/* startPhase */.CJ)(st, id, { now: (0,session/* now */.tB)(), requires: o.requires, sideEffect: o.sideEffect });
    });
    if (interrupted)
        printer.note(interrupted);
    printer.note(`${id} started`);
}
async function cmdPhaseDone(printer, id) {
    const sess = (0,session.openSession)(printer);
    const st = await (0,session/* mutate */.Tk)(sess, (s) => (0,transitions/* completePhase */.LX)(s, id, { now: (0,session/* now */.tB)() }));
    printer.note(`${(0,glyphs/* glyphs */._J)().succeeded} ${id} succeeded in ${(0,duration/* formatDuration */.a)(st.phases[id]?.durationMs ?? 0)}`);
    return (0,handoff.persistAfterPhase)(sess, st, id);
}
async function cmdPhaseFail(printer, id, o) {
    const sess = (0,session.openSession)(printer);
    const st = await (0,session/* mutate */.Tk)(sess, (s) => (0,transitions/* failPhase */.Iv)(s, id, { now: (0,session/* now */.tB)(), error: o.reason ?? 'marked failed' }));
    printer.note(`${(0,glyphs/* glyphs */._J)().failed} ${id} failed${o.reason ? `: ${o.reason}` : ''}`);
    // The phase failed by hand is the news here: a failed save does not change the exit code.
    await (0,handoff.persistAfterPhase)(sess, st);
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
/* harmony export */   cmdFlush: () => (/* binding */ cmdFlush),
/* harmony export */   persistAfterPhase: () => (/* binding */ persistAfterPhase)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _store_keepers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(731);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74748);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3647);




async function persistAfterPhase(s, state, phase) {
    const ended = phase ? state.phases[phase] : undefined;
    const effect = ended?.status === 'succeeded' && ended.sideEffect === true;
    return handOff(s, state, effect);
}
/** `ci-state flush`: waits until the job's persistence has saved the current state. */
async function cmdFlush(s) {
    // Outputs still being kept in the background first: the state saved is then final.
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,_store_keepers_js__WEBPACK_IMPORTED_MODULE_1__/* .keepingDir */ .PQ)(s.dir)))
        await (await Promise.all(/* import() */[__webpack_require__.e(6650), __webpack_require__.e(5030)]).then(__webpack_require__.bind(__webpack_require__, 42649))).waitForKeepers(s);
    // Off a runner: the remote store, then the report on other CI systems (commands/report.ts).
    if (!process.env.CI_STATE_SESSION)
        return (await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(6650), __webpack_require__.e(957)]).then(__webpack_require__.bind(__webpack_require__, 8313))).flushOffRunner(s);
    const { state } = await (0,_session_js__WEBPACK_IMPORTED_MODULE_3__/* .requireState */ .JS)(s);
    return handOff(s, state, true);
}
async function handOff(s, state, wait) {
    if (!process.env.CI_STATE_SESSION) {
        // Off a runner: to the remote store, when there is one, inline or in the background.
        await (await __webpack_require__.e(/* import() */ 9990).then(__webpack_require__.bind(__webpack_require__, 7609))).saveToRemote(s, state, wait);
        return 0;
    }
    const { describeSave } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(6424)]).then(__webpack_require__.bind(__webpack_require__, 76424));
    const { sessionFromEnv } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(437)]).then(__webpack_require__.bind(__webpack_require__, 50437));
    const { storageWiring } = await __webpack_require__.e(/* import() */ 4099).then(__webpack_require__.bind(__webpack_require__, 54099));
    const session = sessionFromEnv(process.env, {
        wiring: storageWiring,
        log: (0,_output_js__WEBPACK_IMPORTED_MODULE_2__/* .debugLines */ .xB)(s.printer),
        // Where this process saves itself (the process is gone), the progress of what it ships.
        progress: (l) => s.printer.note(l),
    });
    if (!session)
        return 0;
    const r = await session.handOff(s.dir, state, (edit) => (0,_session_js__WEBPACK_IMPORTED_MODULE_3__/* .mutate */ .Tk)(s, (x) => ({ ...x, packs: edit(x.packs) })), { wait });
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
/* harmony export */   Fo: () => (/* binding */ currentKey),
/* harmony export */   JS: () => (/* binding */ requireState),
/* harmony export */   Tk: () => (/* binding */ mutate),
/* harmony export */   openSession: () => (/* binding */ openSession),
/* harmony export */   tB: () => (/* binding */ now),
/* harmony export */   yo: () => (/* binding */ update)
/* harmony export */ });
/* unused harmony export NO_RUN */
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
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _core_schema_constants_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64333);
/* harmony import */ var _argv_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77077);
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
    if (o.always && o.sideEffect)
        refuse(`run ${phase}: --always and --side-effect do not go together: a side effect is never run again silently`);
    (await Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(1634), __webpack_require__.e(1225), __webpack_require__.e(2426)]).then(__webpack_require__.bind(__webpack_require__, 41225))).outputsMode(o.outputs, o.outputsMaxSize);
    const tail = tailBytes(o.tail ?? _argv_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_TAIL */ .p);
    phaseIds(o.requires, '--requires');
    envNames(o.env, '--env');
    await globs(o.inputs, '--inputs', false);
    if (!(o.outputs?.length === 1 && o.outputs[0] === 'none'))
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
    result: (_o, [id = '']) => void phaseId(id, 'result'),
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
        oneOf(str(o.source), '--source', ['local', 'repo', 'run', 'remote']);
        if (o.remote !== undefined && o.source !== undefined && o.source !== 'remote')
            refuse(`--remote goes with --source remote (or no --source), not --source ${str(o.source)}`);
        for (const f of list(o.file) ?? [])
            existingFile(f, '--file');
        repoName(str(o.repo), '--repo');
        oneOf(str(o.status), '--status', [
            ...new Set([..._core_schema_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_RUN_STATUSES */ .ch, ..._core_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .PhaseStatus */ .ko.options]),
        ]);
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
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
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

/***/ 8815:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ KEEPING),
/* harmony export */   eG: () => (/* binding */ PENDING),
/* harmony export */   tU: () => (/* binding */ noteOutputs)
/* harmony export */ });
/** The note of a phase whose outputs a keeper process keeps (and if it never ends). */
const PENDING = 'what it changed was still being kept in the background when this state was saved';
/** The note of a phase whose outputs its own `run` is keeping (and if that `run` dies first). */
const KEEPING = 'what it changed was still being kept when this state was saved';
/**
 * The state with `phase`'s record saying `why` its outputs are not kept (undefined: they are) and
 * kept by keeper `pending` (undefined: by none). With `ifPending`, only while that keeper's mark
 * is on the record (otherwise the state unchanged). A record that is not there: unchanged.
 */
function noteOutputs(state, phase, why, opts = {}) {
    const rec = state.phases[phase];
    if (!rec)
        return state;
    if (opts.ifPending !== undefined && rec.outputsPending !== opts.ifPending)
        return state;
    const { outputsPending: _, outputsNotKept: __, ...rest } = rec;
    const next = {
        ...rest,
        ...(why !== undefined ? { outputsNotKept: why.slice(0, 1024) } : {}),
        ...(opts.pending !== undefined ? { outputsPending: opts.pending } : {}),
    };
    return { ...state, phases: { ...state.phases, [phase]: next } };
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
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48584);







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
        ...(prev.startedAt !== undefined ? { startedAt: prev.startedAt } : {}),
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
    if (state.status === 'completed') {
        throw illegal(`cannot ${doing}: the run is completed; start a new run with \`ci-state init\``);
    }
    if (state.status === 'failed' || state.endedAt !== undefined) {
        throw illegal(`cannot ${doing}: the run ${state.status === 'failed' ? 'is failed' : `ended (${state.status})`}; start its next attempt with \`ci-state resume\` (or \`ci-state init\`), or a new run with \`ci-state reset\` then \`ci-state init\``);
    }
    if (state.status === 'paused') {
        throw illegal(`cannot ${doing}: the run is paused (${(0,_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .keepHead */ .s)(state.pause?.reason ?? 'no reason', 200)}); continue it with \`ci-state resume\``);
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

/***/ 731:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PQ: () => (/* binding */ keepingDir),
/* harmony export */   VC: () => (/* binding */ keepWaitMs),
/* harmony export */   _e: () => (/* binding */ showFinishedKeeps),
/* harmony export */   bq: () => (/* binding */ readKeepJob),
/* harmony export */   dl: () => (/* binding */ waitForKeeps),
/* harmony export */   eq: () => (/* binding */ keepLogFile),
/* harmony export */   kX: () => (/* binding */ removeKeep),
/* harmony export */   qQ: () => (/* binding */ writeKeepJob),
/* harmony export */   yf: () => (/* binding */ keeperSaid),
/* harmony export */   yz: () => (/* binding */ pendingKeeps)
/* harmony export */ });
/* unused harmony export keepJobFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27382);
/**
 * Keeping a phase's outputs in the background: when a phase ends on a runner, `ci-state run`
 * lists what the phase changed (with each file's stamp) in a job file under
 * `<store>/checkpoints/keeping/` and hands the snapshot to a process of its own (the keeper), so
 * the next step does not wait for it. Whoever needs the outputs kept waits here for the job files
 * to go: a skip decision on the same machine, `ci-state flush`, a new attempt, and the Action's
 * post step before its final save. A job whose keeper is gone (killed with the job) is stale:
 * its phase stays "not kept" in the state, so a later attempt runs it again.
 */



/** How long anything waits for keepers (`CI_STATE_KEEP_WAIT_SECONDS`, default 10 minutes). */
function keepWaitMs(env = process.env) {
    const s = Number(env.CI_STATE_KEEP_WAIT_SECONDS);
    return Number.isFinite(s) && s > 0 ? s * 1000 : 600_000;
}
/** A line a keeper logged, as whoever waited for it shows it. */
function keeperSaid(line) {
    return `background: ${line.replace(/^ci-state: /, '')}`;
}
/** A job without a pid is being started: alive this long after it was written. */
const STARTING_MS = 120_000;
function keepingDir(storeDir) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(storeDir, 'checkpoints', 'keeping');
}
function keepJobFile(storeDir, id) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(keepingDir(storeDir), `${id}.json`);
}
/** Where the keeper of job `id` writes what it says (shown by whoever waits for it). */
function keepLogFile(storeDir, id) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(keepingDir(storeDir), `${id}.log`);
}
/** Writes (or rewrites, by rename) a job file; its path. */
function writeKeepJob(storeDir, job) {
    node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync(keepingDir(storeDir), { recursive: true });
    const file = keepJobFile(storeDir, job.id);
    const tmp = `${file}.${process.pid}.tmp`;
    node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync(tmp, JSON.stringify(job));
    node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync(tmp, file);
    return file;
}
function readKeepJob(file) {
    try {
        const job = JSON.parse(node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(file, 'utf8'));
        return job?.v === 1 && typeof job.id === 'string' && Array.isArray(job.paths) ? job : undefined;
    }
    catch {
        return undefined;
    }
}
/** The jobs still in the store, and whether their keeper may still be at work. */
function pendingKeeps(storeDir, now = Date.now()) {
    let names;
    try {
        names = node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync(keepingDir(storeDir));
    }
    catch {
        return [];
    }
    const out = [];
    for (const name of names) {
        if (!name.endsWith('.json'))
            continue;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(keepingDir(storeDir), name);
        const job = readKeepJob(file);
        let alive;
        if (job?.pid !== undefined)
            alive = (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_2__/* .isProcessAlive */ .jW)(job.pid);
        else {
            const mtime = node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
            alive = mtime !== undefined && now - mtime < STARTING_MS;
        }
        out.push({ id: name.slice(0, -'.json'.length), job, alive });
    }
    return out;
}
/**
 * Removes a job's file (the keeper when done, or a waiter for a stale job); its log stays until it
 * is shown.
 */
function removeKeep(storeDir, id) {
    node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync(keepJobFile(storeDir, id), { force: true });
}
/**
 * Waits until no keeper (or only those not in `only`) is at work, at most `timeoutMs`. Stale jobs
 * are removed. `onLog` receives the lines of each finished keeper's log, which is then removed.
 */
async function waitForKeeps(storeDir, options) {
    const deadline = Date.now() + options.timeoutMs;
    const wanted = (id) => !options.only || options.only.includes(id);
    const result = { done: [], stale: [], left: [] };
    for (let delay = 10;; delay = Math.min(delay * 2, 200)) {
        const pending = pendingKeeps(storeDir).filter((p) => wanted(p.id));
        // A job whose keeper is gone: its log stays, shown below with what it said before it ended.
        for (const p of pending.filter((x) => !x.alive)) {
            removeKeep(storeDir, p.id);
            result.stale.push(p.id);
        }
        const alive = pending.filter((p) => p.alive);
        if (alive.length === 0 || Date.now() >= deadline) {
            result.left = alive.map((p) => p.id);
            break;
        }
        await new Promise((r) => setTimeout(r, delay));
    }
    showLogs(storeDir, options.onLog, wanted, result);
    return result;
}
/** The logs finished keepers left (a log whose job file is gone), shown once and removed. */
/** Shows (once: then removed) what the keepers that have finished said; their ids. */
function showFinishedKeeps(storeDir, onLog) {
    const result = { done: [], stale: [], left: [] };
    showLogs(storeDir, onLog, () => true, result);
    return result.done;
}
function showLogs(storeDir, onLog, wanted, result) {
    let names;
    try {
        names = node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync(keepingDir(storeDir));
    }
    catch {
        return;
    }
    for (const name of names) {
        if (!name.endsWith('.log'))
            continue;
        const id = name.slice(0, -'.log'.length);
        if (!wanted(id) || result.left.includes(id))
            continue;
        if (node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(keepJobFile(storeDir, id)))
            continue;
        const file = keepLogFile(storeDir, id);
        if (onLog) {
            const text = node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(file, 'utf8');
            for (const line of text.split('\n').filter(Boolean).slice(-200))
                onLog(line);
        }
        node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync(file, { force: true });
        if (!result.stale.includes(id))
            result.done.push(id);
    }
}


/***/ })

};
