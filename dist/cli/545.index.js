export const id = 545;
export const ids = [545,294];
export const modules = {

/***/ 31545:
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

// EXTERNAL MODULE: ./.build/cli/jitless.js
var jitless = __webpack_require__(3805);
// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/core/canonical.js
var canonical = __webpack_require__(13930);
// EXTERNAL MODULE: ./.build/core/inputs.js
var inputs = __webpack_require__(28619);
// EXTERNAL MODULE: ./.build/core/plan.js
var plan = __webpack_require__(68057);
// EXTERNAL MODULE: ./.build/core/rollback.js
var rollback = __webpack_require__(97922);
// EXTERNAL MODULE: ./.build/core/summary.js
var summary = __webpack_require__(36268);
// EXTERNAL MODULE: ./.build/core/transitions.js
var transitions = __webpack_require__(75324);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./.build/core/redact.js
var redact = __webpack_require__(70171);
// EXTERNAL MODULE: ./.build/github/retry.js
var retry = __webpack_require__(18294);
;// CONCATENATED MODULE: ./.build/cli/exec.js
/**
 * Runs a phase's command the way a shell would: the child's output goes straight to ours (teed so
 * that a bounded, redacted tail is kept for the state), stdin is inherited, and SIGINT/SIGTERM/SIGHUP
 * sent to ci-state are forwarded to the child so that cancellation reaches the real work.
 */



const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const SIGNAL_EXIT = {
    SIGHUP: 129,
    SIGINT: 130,
    SIGKILL: 137,
    SIGTERM: 143,
};
function exitCodeForSignal(signal) {
    return SIGNAL_EXIT[signal] ?? 128;
}
async function execPhase(command, opts = {}) {
    const [file, ...args] = command;
    if (!file)
        throw new Error('no command given');
    const tailBytes = opts.tailBytes ?? 4096;
    const out = new redact/* TailBuffer */.vX(tailBytes);
    const err = new redact/* TailBuffer */.vX(tailBytes);
    // process.hrtime rather than performance.now(): the same monotonic clock, without loading perf_hooks.
    const started = process.hrtime.bigint();
    return new Promise((resolve) => {
        let cancelledBy;
        let spawnError;
        const child = (0,external_node_child_process_.spawn)(file, args, {
            stdio: ['inherit', 'pipe', 'pipe'],
            env: opts.env ?? process.env,
            cwd: opts.cwd,
        });
        const forward = (sig) => {
            cancelledBy ??= sig;
            // The save after the phase gets a bounded time to finish and report (see withRetry).
            (0,retry/* requestCancel */.AX)(sig);
            if (child.exitCode === null && child.signalCode === null)
                child.kill(sig);
        };
        for (const sig of FORWARDED)
            process.on(sig, forward);
        child.stdout.on('data', (chunk) => {
            out.push(chunk);
            process.stdout.write(chunk);
        });
        child.stderr.on('data', (chunk) => {
            err.push(chunk);
            process.stderr.write(chunk);
        });
        child.on('error', (e) => {
            spawnError =
                e.code === 'ENOENT'
                    ? `command not found: ${file}`
                    : e.code === 'EACCES'
                        ? `command is not executable: ${file}`
                        : `cannot start ${file}: ${e.message}`;
        });
        child.on('close', (code, signal) => {
            // From here to the end of the save, a signal must not end the process mid-write and
            // unreported: it asks the save to finish within its grace time (a second one ends it).
            // Installed before `forward` goes: a signal's handle closes with its last listener, and a
            // signal that had arrived but was not yet dispatched would be lost with it (a SIGINT just
            // as the command ends would then not bound the save).
            (0,retry/* handleCancelSignals */.gg)();
            for (const sig of FORWARDED)
                process.off(sig, forward);
            const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
            const result = {
                exitCode: spawnError
                    ? 127
                    : code !== null
                        ? code
                        : exitCodeForSignal(signal ?? cancelledBy ?? 'SIGKILL'),
                durationMs,
                stdoutTail: out.toString(),
                stderrTail: err.toString(),
            };
            if (signal)
                result.signal = signal;
            if (cancelledBy)
                result.cancelledBy = cancelledBy;
            if (spawnError)
                result.spawnError = spawnError;
            resolve(result);
        });
    });
}

// EXTERNAL MODULE: ./.build/cli/output.js
var output = __webpack_require__(37338);
// EXTERNAL MODULE: ./.build/cli/session.js
var session = __webpack_require__(3647);
;// CONCATENATED MODULE: ./.build/cli/commands/run.js
/**
 * `ci-state run` and `ci-state phase …`: record a phase around a command (or by hand). The common
 * case (a phase that is neither skipped nor reused) costs two state writes, begin and end: the
 * begin write is kept so that a crash mid-phase leaves the phase shown as running. What only some
 * phases need (input hashing, output checkpoints, saving on a runner) is loaded when they need it.
 */











/**
 * On a runner with `persist: phase`, save after every phase end so that a runner that dies (no post
 * step) still leaves the state of every finished phase. Returns a non-zero code only when the save
 * failed and fail-on-error asks for it.
 */
async function persistAfterPhase(s, state) {
    // Without CI_STATE_CONFIG there is no runner configuration (readRunnerConfig gives none).
    if (!process.env.CI_STATE_CONFIG)
        return 0;
    const { persistContext, readRunnerConfig, servicesAvailable } = await __webpack_require__.e(/* import() */ 727).then(__webpack_require__.bind(__webpack_require__, 6727));
    const config = readRunnerConfig();
    if (!config || config.persist !== 'phase' || !servicesAvailable())
        return 0;
    const { saveStateAndContent } = await Promise.all(/* import() */[__webpack_require__.e(382), __webpack_require__.e(101), __webpack_require__.e(195), __webpack_require__.e(86)]).then(__webpack_require__.bind(__webpack_require__, 74086));
    const ctx = persistContext(state, config, { log: (0,output/* debugLines */.xB)(s.printer) });
    // Checkpoint content and the state at once; a pack that did not get where the state lists it
    // is unlisted by a second save (see saveStateAndContent).
    const done = await saveStateAndContent(s.dir, state, ctx, (edit) => (0,session/* mutate */.Tk)(s, (x) => ({ ...x, packs: edit(x.packs) })));
    if (done.problem)
        process.stdout.write(`::warning::ci-state: ${done.problem.replace(/\r?\n/g, ' ')}\n`);
    const report = done.report;
    if (report.saved) {
        s.printer.note(`state saved${report.cache.ok ? ' to the cache' : ''}${report.artifact.ok ? `${report.cache.ok ? ' and' : ''} as artifact ${report.artifact.name}` : ''}`);
        return 0;
    }
    const why = [report.cache.reason, report.artifact.reason].filter(Boolean).join('; ');
    process.stdout.write(`::warning::ci-state: NOT saved after this phase: ${why.replace(/\r?\n/g, ' ')}\n`);
    return config.failOnError ? 1 : 0;
}
/** A phase planned to be skipped that must run after all: out of the plan's skip list. */
function unplanSkip(state, phase, why) {
    if (!state.resume)
        return state;
    const saved = state.phases[phase]?.durationMs ?? 0;
    return {
        ...state,
        resume: {
            ...state.resume,
            skipped: state.resume.skipped.filter((p) => p !== phase),
            redo: [...state.resume.redo, phase],
            savedMs: Math.max(0, state.resume.savedMs - saved),
            reasons: { ...state.resume.reasons, [phase]: why },
        },
    };
}
/** Snapshots a phase's outputs into a checkpoint of that phase (reason phase_completed). */
async function checkpointOutputs(s, state, phase, globs) {
    const { describeSnapshot, packShipFor, skippedOf, snapshotGlobs } = await Promise.all(/* import() */[__webpack_require__.e(382), __webpack_require__.e(195), __webpack_require__.e(600)]).then(__webpack_require__.bind(__webpack_require__, 19600));
    const ship = await packShipFor(s.dir, state, (0,output/* debugLines */.xB)(s.printer));
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
function skipReason(state, phase) {
    const rec = state.phases[phase];
    if (state.resume?.skipped.includes(phase) &&
        rec &&
        (rec.status === 'succeeded' || rec.status === 'skipped')) {
        return state.resume.reasons[phase] ?? `completed in attempt ${rec.attempt}`;
    }
    return undefined;
}
function profileSkips(state, phase) {
    if (!state.profile)
        return undefined;
    const { profile } = (0,plan/* resolveProfile */.mC)(state.profile, state.profiles);
    const tags = state.declared.find((d) => d.id === phase)?.tags ?? [];
    if (profile.skip.includes(phase) || tags.some((t) => profile.skipTags.includes(t)))
        return `profile ${state.profile} skips it`;
    return undefined;
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
/** The state before the phase, and whether the phase was begun from it in the same write. */
async function begin(s, phase, o) {
    let state;
    let begun = false;
    // One locked read: when nothing skips or reuses the phase, it begins in the same write.
    await (0,session/* update */.yo)(s, (current) => {
        state = current;
        if (skipReason(current, phase) !== undefined || profileSkips(current, phase))
            return undefined;
        const decl = current.declared.find((d) => d.id === phase);
        if (hashesInputs(o, decl))
            return undefined;
        begun = true;
        return (0,transitions/* startPhase */.CJ)(current, phase, startOptions(o, decl, undefined));
    });
    return { state: state, begun };
}
async function cmdRun(printer, phase, command, o) {
    if (command.length === 0)
        throw new errors/* CiStateError */.eS('invalid_input', `run ${phase}: no command given: put it after --, e.g. ci-state run ${phase} -- npm test`);
    const s = (0,session/* openSession */.fA)(printer);
    const { state, begun } = await begin(s, phase, o);
    if (!begun) {
        const code = await beforeRun(s, state, phase, command, o);
        if (code !== undefined)
            return code;
    }
    const tailBytes = o.tail !== undefined ? Number.parseInt(o.tail, 10) : 4096;
    const res = await execPhase(command, {
        tailBytes: Number.isFinite(tailBytes) ? tailBytes : 4096,
    });
    const tails = {
        stdoutTail: res.stdoutTail,
        stderrTail: res.stderrTail,
        durationMs: res.durationMs,
    };
    if (res.exitCode === 0 && !res.cancelledBy) {
        let st = await (0,session/* mutate */.Tk)(s, (x) => (0,transitions/* completePhase */.LX)(x, phase, { now: (0,session/* now */.tB)(), exitCode: 0, ...tails }));
        s.printer.note(`✓ ${phase} succeeded in ${(0,summary/* formatDuration */.a)(res.durationMs)}`);
        if (o.outputs?.length)
            st = await checkpointOutputs(s, st, phase, o.outputs);
        return persistAfterPhase(s, st);
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
    s.printer.note(`✗ ${phase} failed in ${(0,summary/* formatDuration */.a)(res.durationMs)} (${error})`);
    await persistAfterPhase(s, failed);
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
    let reason = skipReason(state, phase);
    if (reason !== undefined) {
        const checkpoints = await Promise.all(/* import() */[__webpack_require__.e(382), __webpack_require__.e(195), __webpack_require__.e(600)]).then(__webpack_require__.bind(__webpack_require__, 19600));
        const cp = checkpoints.fileCheckpointOf(state, phase);
        if (cp) {
            // Skipping is only worth it when the outputs are back: restore them, verified, or run again.
            const restored = await checkpoints.restoreCheckpointFiles(s.dir, process.cwd(), cp);
            if (restored.ok) {
                s.printer.note(`${phase}: restored its outputs from checkpoint ${cp.id} (${restored.written} written, ${restored.unchanged} unchanged)`);
            }
            else {
                s.printer.warn(`${phase} runs again: its outputs could not be restored from checkpoint ${cp.id}: ${restored.problems.slice(0, 3).join('; ')}`);
                await (0,session/* mutate */.Tk)(s, (x) => unplanSkip(x, phase, `outputs not restorable: ${restored.problems[0] ?? 'unknown'}`));
                reason = undefined;
            }
        }
    }
    if (reason !== undefined) {
        const rec = state.phases[phase];
        const saved = rec.durationMs ?? 0;
        const st = await (0,session/* mutate */.Tk)(s, (x) => (0,transitions/* skipPhase */.DD)(x, phase, { now: (0,session/* now */.tB)(), reason, savedMs: saved }));
        await persistAfterPhase(s, st);
        s.printer.note(`⏭ ${phase} skipped: completed in attempt ${rec.attempt}${saved ? `, saves ${(0,summary/* formatDuration */.a)(saved)}` : ''} (command not run)`);
        return 0;
    }
    const profileSkip = profileSkips(state, phase);
    if (profileSkip) {
        await (0,session/* mutate */.Tk)(s, (st) => (0,transitions/* skipPhase */.DD)(st, phase, { now: (0,session/* now */.tB)(), reason: profileSkip }));
        s.printer.note(`⏭ ${phase} skipped: ${profileSkip} (command not run)`);
        return 0;
    }
    const decl = state.declared.find((d) => d.id === phase);
    let inputsHash;
    if (hashesInputs(o, decl)) {
        const { hashInputFiles } = await Promise.all(/* import() */[__webpack_require__.e(382), __webpack_require__.e(818)]).then(__webpack_require__.bind(__webpack_require__, 2818));
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
            const st = await (0,session/* mutate */.Tk)(s, (x) => (0,transitions/* skipPhase */.DD)(x, phase, { now: (0,session/* now */.tB)(), reason: why, savedMs: saved }));
            await persistAfterPhase(s, st);
            s.printer.note(`⏭ ${phase} skipped: ${why}${saved ? `, saves ${(0,summary/* formatDuration */.a)(saved)}` : ''} (command not run)`);
            return 0;
        }
    }
    await (0,session/* mutate */.Tk)(s, (st) => (0,transitions/* startPhase */.CJ)(st, phase, startOptions(o, decl, inputsHash)));
    return undefined;
}
// ---------------------------------------------------------------- phase start|done|fail|skip
async function cmdPhaseStart(printer, id, o) {
    await (0,session/* mutate */.Tk)((0,session/* openSession */.fA)(printer), (st) => (0,transitions/* startPhase */.CJ)(st, id, { now: (0,session/* now */.tB)(), requires: o.requires, sideEffect: o.sideEffect }));
    printer.note(`${id} started`);
}
async function cmdPhaseDone(printer, id) {
    const sess = (0,session/* openSession */.fA)(printer);
    const st = await (0,session/* mutate */.Tk)(sess, (s) => (0,transitions/* completePhase */.LX)(s, id, { now: (0,session/* now */.tB)() }));
    printer.note(`✓ ${id} succeeded in ${(0,summary/* formatDuration */.a)(st.phases[id]?.durationMs ?? 0)}`);
    return persistAfterPhase(sess, st);
}
async function cmdPhaseFail(printer, id, o) {
    const sess = (0,session/* openSession */.fA)(printer);
    const st = await (0,session/* mutate */.Tk)(sess, (s) => (0,transitions/* failPhase */.Iv)(s, id, { now: (0,session/* now */.tB)(), error: o.reason ?? 'marked failed' }));
    printer.note(`✗ ${id} failed${o.reason ? `: ${o.reason}` : ''}`);
    // The phase failed by hand is the news here: a failed save does not change the exit code.
    await persistAfterPhase(sess, st);
}
async function cmdPhaseSkip(printer, id, o) {
    await (0,session/* mutate */.Tk)((0,session/* openSession */.fA)(printer), (s) => (0,transitions/* skipPhase */.DD)(s, id, { now: (0,session/* now */.tB)(), reason: o.reason ?? 'skipped by request' }));
    printer.note(`⏭ ${id} skipped${o.reason ? `: ${o.reason}` : ''}`);
}


/***/ }),

/***/ 3805:
/***/ ((__unused_webpack___webpack_module__, __unused_webpack___webpack_exports__, __webpack_require__) => {

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

/***/ 18294:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ requestCancel),
/* harmony export */   II: () => (/* binding */ statusFromMessage),
/* harmony export */   bD: () => (/* binding */ withRetry),
/* harmony export */   gg: () => (/* binding */ handleCancelSignals),
/* harmony export */   s: () => (/* binding */ RATE_LIMIT_WAIT_MS),
/* harmony export */   z$: () => (/* binding */ captureToolkitLog)
/* harmony export */ });
/* unused harmony exports DEFAULT_RETRY, retryFromEnv, CANCEL_GRACE_MS, cancelRequested, releaseToolkitCapture */
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/**
 * Bounded retries for ci-state's own calls to the toolkit clients, and a capture of what those
 * clients print.
 *
 * Why a capture: `restoreCache` returns `undefined` both on a miss and on a service error, and
 * `saveCache` returns -1 on every failure; the only difference is what they log (`::error::` for a
 * 5xx, `::warning::` for anything else, `info` for a taken key). ci-state needs to know which it was
 * (to retry, and to say "NOT saved: <reason>" truthfully) and must not leave the client's error
 * annotations on a job whose result it does not change. So while a toolkit call runs, workflow
 * commands written to stdout are taken aside and returned to the caller instead of being printed.
 * Each line goes to the capture of the call that wrote it (found through the async context), so
 * captured calls may run at once (a cache save beside an artifact upload).
 */

/** GitHub's advice for a 429 that does not say how long to wait: at least a minute. */
const RATE_LIMIT_WAIT_MS = 60_000;
const DEFAULT_RETRY = {
    attempts: 4,
    baseDelayMs: 1000,
    maxDelayMs: 15_000,
    deadlineMs: 120_000,
};
// A ref'd timer: during a wait between tries nothing else may keep the process alive (an unref'd
// one let Node exit mid-restore with "unsettled top-level await", failing the step).
const defaultSleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
 * Operators can tune the retries with CI_STATE_RETRY_ATTEMPTS and CI_STATE_TIMEOUT_SECONDS (the
 * time one save or restore may take in all, retries included).
 */
function retryFromEnv(env = process.env) {
    const out = {};
    const attempts = Number(env.CI_STATE_RETRY_ATTEMPTS);
    if (Number.isInteger(attempts) && attempts >= 1 && attempts <= 20)
        out.attempts = attempts;
    const seconds = Number(env.CI_STATE_TIMEOUT_SECONDS);
    if (Number.isFinite(seconds) && seconds > 0 && seconds <= 3600)
        out.deadlineMs = seconds * 1000;
    return out;
}
/**
 * Time a save or restore still gets, in all, once the step has been told to stop: the runner sends
 * SIGINT, then SIGTERM 7.5 s later, then kills the process 2.5 s after that.
 */
const CANCEL_GRACE_MS = 5000;
let cancel;
const cancelListeners = new Set();
/**
 * The step has been told to stop (SIGINT/SIGTERM): the try in progress may go on for
 * CANCEL_GRACE_MS from now, a new one may start within that time, and none is retried; then
 * withRetry gives up with "cancelled by <signal>" (see handleCancelSignals).
 */
function requestCancel(signal) {
    if (cancel)
        return;
    cancel = { signal, at: Date.now() };
    for (const f of [...cancelListeners])
        f();
}
/** The cancellation requested in this process, if any. */
function cancelRequested() {
    return cancel;
}
let signalsHandled = false;
const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
/**
 * From now on SIGINT, SIGTERM and SIGHUP request cancellation instead of ending the process at
 * once, so that a save in progress finishes (or gives up) within CANCEL_GRACE_MS and its outcome
 * is reported. A second signal ends the process at once (128 + the signal's number).
 */
function handleCancelSignals() {
    if (signalsHandled)
        return;
    signalsHandled = true;
    for (const sig of Object.keys(SIGNAL_NUMBERS)) {
        process.on(sig, () => {
            if (cancel)
                process.exit(128 + (SIGNAL_NUMBERS[sig] ?? 0));
            requestCancel(sig);
        });
    }
}
function cancelReason() {
    return `cancelled by ${cancel?.signal ?? 'a signal'} before it was done`;
}
/** Resolves CANCEL_GRACE_MS after a cancellation (already requested or still to come). */
function afterCancelGrace() {
    let timer;
    let listener;
    const promise = new Promise((resolve) => {
        const arm = () => {
            const left = CANCEL_GRACE_MS - (Date.now() - (cancel?.at ?? Date.now()));
            timer = setTimeout(resolve, Math.max(0, left));
            timer.unref?.();
        };
        if (cancel)
            arm();
        else {
            listener = arm;
            cancelListeners.add(listener);
        }
    });
    return {
        promise,
        dispose: () => {
            if (listener)
                cancelListeners.delete(listener);
            clearTimeout(timer);
        },
    };
}
/** Resolves with `onTimeout` when `promise` has not settled in `ms` (the work itself goes on). */
function raceDeadline(promise, ms, onTimeout) {
    if (!Number.isFinite(ms))
        return promise;
    let timer;
    const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve(onTimeout()), Math.max(0, ms));
        timer.unref?.();
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
async function withRetry(fn, options = {}) {
    const o = { ...DEFAULT_RETRY, ...retryFromEnv(), ...options };
    const sleep = o.sleep ?? defaultSleep;
    const now = o.now ?? Date.now;
    const random = o.random ?? Math.random;
    const start = now();
    const reasons = [];
    for (let attempt = 1; attempt <= o.attempts; attempt++) {
        if (cancel && Date.now() - cancel.at >= CANCEL_GRACE_MS) {
            reasons.push(cancelReason());
            break;
        }
        let outcome;
        const left = o.deadlineMs - (now() - start);
        const grace = afterCancelGrace();
        // The captures this attempt starts (and any retry inside it), given back if it is abandoned.
        const mine = new Set();
        const scopes = [...(attemptScopes.getStore() ?? []), mine];
        try {
            outcome = await Promise.race([
                raceDeadline(attemptScopes.run(scopes, () => fn(attempt)), left, () => {
                    releaseToolkitCapture(mine);
                    return {
                        ok: false,
                        final: true,
                        reason: `no answer within the time limit of ${Math.round(o.deadlineMs / 1000)}s`,
                    };
                }),
                grace.promise.then(() => {
                    releaseToolkitCapture();
                    return { ok: false, final: true, reason: cancelReason() };
                }),
            ]);
        }
        catch (e) {
            outcome = { ok: false, reason: e.message ?? String(e) };
        }
        finally {
            grace.dispose();
        }
        if (outcome.ok)
            return { ok: true, value: outcome.value, attempts: attempt, reasons };
        reasons.push(outcome.reason ?? 'failed');
        if (outcome.final || attempt === o.attempts)
            break;
        if (cancel) {
            reasons.push(cancelReason()); // no retry once the step was told to stop
            break;
        }
        const backoff = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (attempt - 1));
        const delay = Math.max(outcome.retryAfterMs ?? 0, Math.round(backoff * (0.5 + random() / 2)));
        if (now() - start + delay > o.deadlineMs) {
            reasons.push(`gave up after ${attempt} attempts (time limit ${Math.round(o.deadlineMs / 1000)}s)`);
            break;
        }
        // A cancellation during the wait ends it: no retry once the step was told to stop.
        let wake = () => undefined;
        const woken = new Promise((r) => (wake = r));
        cancelListeners.add(wake);
        await Promise.race([sleep(delay), woken]);
        cancelListeners.delete(wake);
        if (cancel) {
            reasons.push(cancelReason());
            break;
        }
    }
    return { ok: false, attempts: reasons.length, reasons };
}
/** The capture of the call running in the current async context. */
const captures = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
const releases = new Set();
/** The release sets of the `withRetry` attempts the current async context runs in. */
const attemptScopes = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** stdout's own write while the captures are routing it, and the same bound to stdout. */
let original;
let out = (s) => process.stdout.write(s);
function take(cap, line) {
    const m = /^::(error|warning)(?: [^:]*)?::(.*)$/.exec(line);
    if (m)
        (m[1] === 'error' ? cap.log.errors : cap.log.warnings).push(unescapeData(m[2]));
    else if (line.startsWith('::'))
        out(`${line}\n`);
    else {
        cap.log.infos.push(line);
        cap.passThrough(line);
    }
}
/** Routes stdout through the captures while at least one is active. */
function intercept() {
    if (original)
        return;
    original = process.stdout.write;
    const write = original.bind(process.stdout);
    out = write;
    process.stdout.write = ((chunk, ...rest) => {
        const cap = captures.getStore();
        if (!cap || cap.released)
            return write(chunk, ...rest);
        cap.pending += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        let i;
        while ((i = cap.pending.indexOf('\n')) >= 0) {
            take(cap, cap.pending.slice(0, i).replace(/\r$/, ''));
            cap.pending = cap.pending.slice(i + 1);
        }
        const cb = rest.find((r) => typeof r === 'function');
        cb?.();
        return true;
    });
}
/**
 * Gives stdout back now from the captures in `only` (default: every capture), e.g. those of a call
 * abandoned at its deadline that may never return. A capture running beside it keeps its lines.
 */
function releaseToolkitCapture(only = releases) {
    for (const release of [...only])
        release();
}
/**
 * Runs fn while taking aside the workflow commands (`::error::`, `::warning::`) and plain lines it
 * writes to stdout (other workflow commands, such as `::debug::`, still go out).
 */
async function captureToolkitLog(fn, passThrough = () => undefined) {
    const cap = {
        log: { errors: [], warnings: [], infos: [] },
        pending: '',
        passThrough,
        released: false,
    };
    intercept();
    const scopes = attemptScopes.getStore() ?? [];
    const giveBack = () => {
        if (cap.released)
            return;
        cap.released = true;
        if (cap.pending)
            take(cap, cap.pending);
        cap.pending = '';
        releases.delete(giveBack);
        for (const scope of scopes)
            scope.delete(giveBack);
        if (releases.size === 0 && original) {
            process.stdout.write = original;
            original = undefined;
        }
    };
    releases.add(giveBack);
    for (const scope of scopes)
        scope.add(giveBack);
    try {
        const value = await captures.run(cap, fn);
        return { value, log: cap.log };
    }
    finally {
        giveBack();
    }
}
function unescapeData(s) {
    return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
/** Reads "(429)" / "status code 503" style codes out of a client's message. */
function statusFromMessage(message) {
    // No \b before "(": there is no word boundary between a space and "(" (so " (429)" never matched).
    const m = /(?:\bstatus(?: code)?:?\s*|\()([1-5]\d\d)\b/i.exec(message);
    return m ? Number(m[1]) : undefined;
}


/***/ })

};
