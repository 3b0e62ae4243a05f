export const id = 7267;
export const ids = [7267,3023,2040,5595,5844,3463,4240];
export const modules = {

/***/ 17267:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cmdInit: () => (/* binding */ cmdInit),
  cmdResume: () => (/* binding */ cmdResume)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./.build/store/keepers.js
var keepers = __webpack_require__(731);
// EXTERNAL MODULE: ./.build/core/canonical.js
var canonical = __webpack_require__(13930);
// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/core/init.js
var init = __webpack_require__(5980);
// EXTERNAL MODULE: ./.build/core/checkpoint-policy.js
var checkpoint_policy = __webpack_require__(5595);
// EXTERNAL MODULE: ./.build/core/phase-list.js
var phase_list = __webpack_require__(42040);
// EXTERNAL MODULE: ./.build/core/phases-file.js
var phases_file = __webpack_require__(84441);
// EXTERNAL MODULE: ./.build/core/plan.js + 2 modules
var core_plan = __webpack_require__(3136);
// EXTERNAL MODULE: ./.build/core/side-effects.js
var side_effects = __webpack_require__(40710);
// EXTERNAL MODULE: ./.build/core/strategy.js
var core_strategy = __webpack_require__(93023);
// EXTERNAL MODULE: ./.build/core/attempt.js
var attempt = __webpack_require__(56509);
// EXTERNAL MODULE: ./.build/core/run-transitions.js
var run_transitions = __webpack_require__(24540);
;// CONCATENATED MODULE: ./.build/ci/continuation.js
/** The ids in a `metadata.runner` label (`gitlab pipeline=812 job=4711` → 812, 4711). */
function runnerIds(runner) {
    return [...(runner ?? '').matchAll(/(?:^|\s)[a-z]+=(\S+)/g)].map((m) => m[1]);
}
function continueRun(prev, job, newRunId) {
    if (job.missing.length)
        return { runId: newRunId(), runAttempt: 1, fresh: true };
    if (prev && prev.metadata.runner === job.runner)
        return { runId: prev.origin.runId, runAttempt: prev.origin.runAttempt };
    if (job.attemptOf !== undefined) {
        const of = job.attemptOf;
        if (prev && (prev.origin.runId === of || runnerIds(prev.metadata.runner).includes(of)))
            return {
                runId: prev.origin.runId,
                runAttempt: prev.origin.runAttempt + 1,
                note: `${job.attemptOfFrom ?? '--attempt-of'} ${of}: continuing run ${prev.origin.runId} (attempt ${prev.origin.runAttempt} was its last)`,
            };
        const found = prev
            ? `the newest state of this job is of run ${prev.origin.runId}${prev.metadata.runner ? ` (${prev.metadata.runner})` : ''}`
            : 'no state of this job was found';
        return {
            runId: job.runId,
            runAttempt: job.attempt ?? 1,
            note: `${job.attemptOfFrom ?? '--attempt-of'} ${of}, but ${found}: starting a new run`,
        };
    }
    if (prev && prev.origin.runId === job.runId)
        return { runId: job.runId, runAttempt: job.attempt ?? prev.origin.runAttempt + 1 };
    return { runId: job.runId, runAttempt: job.attempt ?? 1 };
}
function attemptInput(prev, env, newRunId) {
    const job = env.ci;
    if (!job)
        return { prev, origin: env.origin, onRunner: env.onRunner, mark: (s) => s };
    const c = continueRun(prev, job, newRunId);
    return {
        prev: c.fresh ? undefined : prev,
        origin: { ...env.origin, runId: c.runId, runAttempt: c.runAttempt },
        onRunner: true,
        ...(c.note ? { note: c.note } : {}),
        mark: (s) => s.metadata.runner === job.runner
            ? s
            : { ...s, metadata: { ...s.metadata, runner: job.runner } },
    };
}

// EXTERNAL MODULE: ./.build/ci/detect.js + 6 modules
var detect = __webpack_require__(26650);
// EXTERNAL MODULE: ./.build/ci/local.js
var local = __webpack_require__(99288);
// EXTERNAL MODULE: ./.build/core/history-entries.js
var history_entries = __webpack_require__(59813);
// EXTERNAL MODULE: ./.build/store/history-file.js
var history_file = __webpack_require__(63407);
// EXTERNAL MODULE: ./.build/store/local-store.js + 6 modules
var local_store = __webpack_require__(21634);
// EXTERNAL MODULE: ./.build/version.js
var version = __webpack_require__(15922);
// EXTERNAL MODULE: ./.build/cli/output.js + 1 modules
var output = __webpack_require__(74748);
// EXTERNAL MODULE: ./.build/cli/session.js
var session = __webpack_require__(3647);
;// CONCATENATED MODULE: ./.build/cli/commands/init.js
/** `ci-state init` and `ci-state resume`: start a run or its next attempt, and print the plan. */























async function loadDeclared(opts) {
    if (opts.phases !== undefined && opts.phasesFile !== undefined)
        throw new errors/* CiStateError */.eS('invalid_input', 'use either --phases or --phases-file, not both');
    if (opts.phases !== undefined)
        return { declared: (0,phase_list.parsePhaseList)(opts.phases, '--phases') };
    if (opts.phasesFile !== undefined) {
        let text;
        try {
            text = await (0,promises_.readFile)(opts.phasesFile, 'utf8');
        }
        catch (e) {
            throw new errors/* CiStateError */.eS('invalid_input', `cannot read --phases-file ${opts.phasesFile}: ${e.code ?? e.message}`);
        }
        const { parse: parseYaml } = await __webpack_require__.e(/* import() */ 8815).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
        let raw;
        try {
            raw = parseYaml(text);
        }
        catch (e) {
            throw new errors/* CiStateError */.eS('invalid_input', `--phases-file ${opts.phasesFile} is not valid YAML or JSON: ${e.message.split('\n')[0]}`);
        }
        const parsed = (0,phases_file/* parsePhasesFile */.W)(raw, `--phases-file ${opts.phasesFile}`);
        return { declared: parsed.declared, profiles: parsed.profiles };
    }
    return {};
}
/**
 * The checkpoint policy settings the options give (the run keeps the others), or undefined when
 * they give none. Checked before anything is read.
 */
function policyOf(o) {
    if (o.checkpointInterval === undefined &&
        o.maxCheckpoints === undefined &&
        o.errorCheckpoints !== false)
        return undefined;
    return {
        ...(o.checkpointInterval !== undefined
            ? { interval: (0,checkpoint_policy.parseCheckpointInterval)(o.checkpointInterval, '--checkpoint-interval') }
            : {}),
        ...(o.maxCheckpoints !== undefined
            ? { max: (0,checkpoint_policy.parseMaxCheckpoints)(o.maxCheckpoints, '--max-checkpoints') }
            : {}),
        ...(o.errorCheckpoints === false ? { onError: false } : {}),
    };
}
/**
 * Phases of a stored state whose checkpointed outputs are no longer in the store: planned as such
 * (see planResume). Only for a state that a new attempt resumes.
 */
async function lostOutputsOf(storeDir, state) {
    if (!state || state.checkpoints.length === 0)
        return [];
    const { phasesWithLostOutputs } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(3382), __webpack_require__.e(8638), __webpack_require__.e(5817)]).then(__webpack_require__.bind(__webpack_require__, 69506));
    return phasesWithLostOutputs(storeDir, state);
}
/**
 * With a remote store, a store without this scope's state (a fresh machine) starts from the
 * newest one there; `--remote` is kept in the store for the job's later commands. On another CI
 * system a store holding an earlier job's state (a kept workspace) takes the remote's when it is
 * newer, and a job that cannot be identified pulls nothing. Returns the state pulled and kept.
 */
async function pullIfMissing(s, key, env, flag) {
    const { pullForInit, rememberRemote, remoteUrl, openRemote } = await __webpack_require__.e(/* import() */ 6829).then(__webpack_require__.bind(__webpack_require__, 6829));
    const where = remoteUrl(s.dir, flag);
    if (!where)
        return;
    await openRemote(where.url, where.from); // a bad location is an error before anything is read
    if (flag) {
        await (0,promises_.mkdir)(s.dir, { recursive: true });
        rememberRemote(s.dir, flag);
    }
    const local = await s.store.read(key).catch(() => undefined);
    if (env.ci?.missing.length)
        return;
    if (local && (!env.ci || local.metadata.runner === env.ci.runner))
        return;
    // A retry's own run first (an --attempt-of names a build, not always the run's id).
    const runId = env.ci && env.ci.attemptOf === undefined ? env.ci.runId : undefined;
    const pulled = await pullForInit(s.dir, key, env.scope, s.printer, flag, runId);
    if (!pulled || (local && pulled.updatedAt <= local.updatedAt))
        return;
    await s.store.update(key, () => pulled);
    return pulled;
}
async function cmdInit(printer, o) {
    const s = (0,session.openSession)(printer);
    const strategy = (0,core_strategy.parseStrategy)(o.resume ?? 'failed');
    const rerun = o.rerunSideEffects !== undefined
        ? (0,side_effects.parseRerunSideEffects)(o.rerunSideEffects, '--rerun-side-effects')
        : undefined;
    const checkpointPolicy = policyOf(o);
    const decl = await loadDeclared(o);
    const declared = o.always !== undefined ? (0,phase_list.markAlways)(decl.declared ?? [], o.always, '--always') : decl.declared;
    const env = (0,detect.detectEnvironment)({ workflow: o.workflow, job: o.job, attemptOf: o.attemptOf });
    for (const line of env.warnings ?? [])
        s.printer.warn(line);
    const key = (0,canonical/* scopeKey */.OD)(env.scope);
    // The last attempt's outputs still being kept in the background: its records first.
    if ((0,external_node_fs_.existsSync)((0,keepers/* keepingDir */.PQ)(s.dir)))
        await (await __webpack_require__.e(/* import() */ 7411).then(__webpack_require__.bind(__webpack_require__, 42649))).waitForKeepers(s);
    const pulled = await pullIfMissing(s, key, env, o.remote);
    const lostOutputs = await lostOutputsOf(s.dir, await s.store.read(key).catch(() => undefined));
    let result;
    let note;
    const state = await s.store.update(key, (prev) => {
        // Another CI system: its run id, and the attempt the stored state and the job's ids give.
        const ci = attemptInput(prev, env, local/* newRunId */.F$);
        note = ci.note;
        result = (0,init/* initAttempt */.k)(ci.prev, {
            scope: env.scope,
            origin: ci.origin,
            onRunner: ci.onRunner,
            strategy,
            declared,
            profiles: decl.profiles,
            profile: o.profile,
            toolVersion: version/* VERSION */.x,
            host: env.host,
            now: (0,session/* now */.tB)(),
            newRunId: local/* newRunId */.F$,
            stateId: (runId) => `${runId}-${key.slice(0, 8)}`,
            ...(rerun ? { rerunSideEffects: rerun } : {}),
            ...(lostOutputs.length > 0 ? { lostOutputs } : {}),
            ...(o.allowUndeclared ? { allowUndeclared: true } : {}),
            ...(checkpointPolicy ? { checkpointPolicy } : {}),
        });
        return ci.mark(result.state);
    });
    if (note)
        s.printer.note(note);
    const outcome = result?.outcome ?? 'new';
    const plan = result?.plan;
    if (!state)
        throw new errors/* CiStateError */.eS('internal', 'init produced no state');
    // The pointer is written (durably) only when it changes: every attempt of a job after the first
    // finds it in place. A pointer that does not hold a key is replaced without a warning.
    const quiet = new local_store/* LocalStore */.Vs({ dir: s.dir });
    if ((await quiet.getCurrent()) !== key)
        await s.store.setCurrent(key);
    // The attempt this one resumes, finished on another machine: in this store's history too.
    if (pulled?.endedAt && outcome === 'resumed' && pulled.origin.runId === state.origin.runId)
        await (0,history_file/* appendHistory */.b8)(s.dir, (0,history_entries/* historyEntriesFor */.g)(pulled));
    // The attempt this one began over, when it never finished, goes to the history as abandoned.
    const abandoned = result?.abandoned;
    if (abandoned) {
        await (0,history_file/* appendHistory */.b8)(s.dir, abandoned);
        const { putRemoteHistory } = await __webpack_require__.e(/* import() */ 7812).then(__webpack_require__.bind(__webpack_require__, 7812));
        await putRemoteHistory(s.dir, key, state, abandoned, s.printer);
    }
    const gone = abandoned?.[0];
    if (o.json) {
        s.printer.json({
            outcome,
            state: (0,output/* summaryJson */.D5)(state),
            plan: plan ?? null,
            ...(gone ? { abandoned: gone } : {}),
        });
        return;
    }
    if (gone)
        s.printer.out(`Attempt ${gone.attempt} never finished (no \`ci-state finish\`): recorded in the history as abandoned.`);
    const label = `"${state.origin.workflow}"`;
    if (outcome === 'unchanged') {
        s.printer.out(`Run ${state.origin.runId} of ${label}, attempt ${state.origin.runAttempt}, is already started.`);
    }
    else if (outcome === 'new') {
        s.printer.out(`Started run ${state.origin.runId} of ${label}, attempt ${state.origin.runAttempt}.`);
        if (state.declared.length)
            s.printer.out(`Phases: ${state.declared.map((d) => d.id).join(', ')}`);
    }
    else {
        s.printer.out(`Attempt ${state.origin.runAttempt} of ${label} (run ${state.origin.runId}).`);
        if (plan)
            (0,output/* printPlan */.Zn)(s.printer, state, plan);
    }
    if (state.profile)
        s.printer.out(`Profile: ${state.profile}`);
}
/** The declared phases, in order, that the run has not done yet (neither succeeded nor skipped). */
function phasesLeft(state) {
    return state.declared
        .map((d) => d.id)
        .filter((id) => {
        const st = Object.hasOwn(state.phases, id) ? state.phases[id]?.status : undefined;
        return st !== 'succeeded' && st !== 'skipped';
    });
}
async function cmdResume(printer, o) {
    const s = (0,session.openSession)(printer);
    const strategy = (0,core_strategy.parseStrategy)(o.strategy ?? 'failed', '--strategy');
    const rerunSideEffects = o.rerunSideEffects !== undefined
        ? (0,side_effects.parseRerunSideEffects)(o.rerunSideEffects, '--rerun-side-effects')
        : undefined;
    const { state } = await (0,session/* requireState */.JS)(s);
    const lostOutputs = await lostOutputsOf(s.dir, state);
    if (state.status === 'paused') {
        // A paused run goes on in the same attempt: nothing is planned again.
        if (o.strategy !== undefined || o.rerunSideEffects !== undefined)
            printer.warn('a paused run goes on in the same attempt: --strategy and --rerun-side-effects are for a failed run');
        const was = state.pause?.reason ?? 'paused';
        const left = phasesLeft(state);
        const next = o.dryRun ? state : await (0,session/* mutate */.Tk)(s, (st) => (0,run_transitions/* unpauseRun */.d0)(st, (0,session/* now */.tB)()));
        if (o.json) {
            printer.json({
                dryRun: !!o.dryRun,
                action: 'continue',
                pause: state.pause ?? null,
                phasesLeft: left,
                state: (0,output/* summaryJson */.D5)(next),
            });
            return;
        }
        const goesOn = `attempt ${state.origin.runAttempt} goes on where it stopped, nothing is planned again${left.length ? `; phases left: ${left.join(', ')}` : ''}`;
        printer.out(o.dryRun
            ? `Would resume the paused run (paused: ${was}): ${goesOn}.`
            : `Resumed the paused run (was: ${was}): ${goesOn}.`);
        return;
    }
    if (o.dryRun) {
        const plan = (0,core_plan/* planResume */.$)(state, { strategy, rerunSideEffects, lostOutputs });
        if (o.json)
            printer.json(plan);
        else
            (0,output/* printPlan */.Zn)(printer, state, plan);
        return;
    }
    let plan;
    const next = await (0,session/* mutate */.Tk)(s, (st) => {
        const r = (0,attempt/* beginAttempt */.x)(st, {
            origin: { ...st.origin, runAttempt: st.origin.runAttempt + 1 },
            now: (0,session/* now */.tB)(),
            strategy,
            rerunSideEffects,
            lostOutputs,
        });
        plan = r.plan;
        return r.state;
    });
    if (o.json)
        printer.json({ state: (0,output/* summaryJson */.D5)(next), plan });
    else {
        printer.out(`Attempt ${next.origin.runAttempt}, resuming with strategy ${strategy}:`);
        if (plan)
            (0,output/* printPlan */.Zn)(printer, next, plan);
    }
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

/***/ 56509:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ beginAttempt)
/* harmony export */ });
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _phase_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42040);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var _rollback_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97922);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1332);
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5608);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48584);
/* harmony import */ var _transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(91753);









/**
 * Starts the next attempt from a restored state that did not complete: applies `planResume`.
 * Phases to redo become pending in the new attempt; skipped phases that had succeeded keep their
 * record (and producing attempt) with the plan's reason and saved time; others become skipped. The
 * run is pending, its end time, pause and error cleared, and `resume` says what was planned. With a
 * checkpoint strategy the context comes back from the checkpoint.
 */
function beginAttempt(prev, options) {
    const now = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(options.now);
    const origin = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .Origin */ .$e, options.origin, 'origin');
    const strategy = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .Strategy */ .qY, options.strategy, 'resume strategy');
    if (origin.runAttempt <= prev.origin.runAttempt) {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .illegal */ .Vk)(`cannot begin attempt ${origin.runAttempt}: the restored state is from attempt ${prev.origin.runAttempt}; expected a later attempt`);
    }
    if (prev.status === 'completed' && !options.allowCompleted) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('run_completed', `the restored run completed in attempt ${prev.origin.runAttempt}: there is nothing to resume; start a fresh run`);
    }
    const declared = options.declared
        ? (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .PhaseDecl */ .ak.array().max(1000), options.declared, 'declared phases')
        : prev.declared;
    if (options.declared)
        (0,_phase_list_js__WEBPACK_IMPORTED_MODULE_2__.checkDeclared)(declared, 'declared phases');
    const profiles = { ...prev.profiles };
    for (const [name, p] of Object.entries(options.profiles ?? {})) {
        profiles[(0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .SafeKey */ .Iq, name, 'profile name')] = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .parseInput */ .CU)(_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .Profile */ .WV, p, `profile ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name)}`);
    }
    const profile = options.profile ?? prev.profile;
    const base = (0,_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .o)({ ...prev, declared, profiles, profile });
    const plan = (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .planResume */ .$)(base, (0,_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .o)({
        strategy,
        profile,
        rerunSideEffects: options.rerunSideEffects,
        lostOutputs: options.lostOutputs,
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
        const cur = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .recordOf */ .zv)(prev, id);
        const decl = declById.get(id);
        const reason = (0,_truncate_js__WEBPACK_IMPORTED_MODULE_8__/* .keepHead */ .s)(plan.reasons[id] ?? '', _transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .REASON_MAX */ .oD) || (skip.has(id) ? 'skipped' : 'runs again');
        const byProfile = profile !== undefined && reason === `profile ${profile}`;
        const shared = {
            attempts: cur?.attempts ?? 0,
            outputs: cur?.outputs ?? [],
            sideEffect: Boolean(cur?.sideEffect || decl?.sideEffect),
            effectAttempt: cur?.effectAttempt,
            // A side effect that happened keeps the checkpoint of its outputs: it is kept, not re-run.
            checkpointId: cur?.effectAttempt !== undefined ? cur.checkpointId : undefined,
            conditional: cur?.conditional ?? false,
            requires: decl?.requires ?? cur?.requires ?? [],
            failures: cur?.failures,
        };
        if (skip.has(id)) {
            const snap = checkpoint && Object.hasOwn(checkpoint.snapshot.phases, id)
                ? checkpoint.snapshot.phases[id]
                : undefined;
            const kept = cur?.status === 'succeeded' ? cur : snap?.status === 'succeeded' ? snap : undefined;
            if (kept !== undefined) {
                phases[id] = (0,_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .o)({
                    ...structuredClone(kept),
                    reason,
                    savedMs: byProfile ? undefined : (kept.durationMs ?? 0),
                });
            }
            else {
                // Neither kept nor a profile's: a failed phase skip-failed skips (it never completed).
                const skipFailed = !byProfile && !plan.kept.includes(id) ? true : undefined;
                phases[id] = (0,_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .o)({
                    status: 'skipped',
                    attempt,
                    reason,
                    ...shared,
                    skipFailed,
                });
            }
        }
        else {
            phases[id] = (0,_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .o)({ status: 'pending', attempt, ...shared });
        }
    }
    const resume = (0,_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .o)({
        strategy,
        fromAttempt: prev.origin.runAttempt,
        resumeFrom: plan.resumeFrom,
        skipped: [...plan.skip],
        redo: [...plan.redo],
        savedMs: plan.savedMs,
        reasons: Object.fromEntries(plan.order.map((id) => [id, (0,_truncate_js__WEBPACK_IMPORTED_MODULE_8__/* .keepHead */ .s)(plan.reasons[id] ?? '', _transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .REASON_MAX */ .oD)])),
        plannedAt: now,
        checkpointId: plan.checkpointId,
        warnings: plan.warnings.length > 0 ? plan.warnings.map((w) => (0,_truncate_js__WEBPACK_IMPORTED_MODULE_8__/* .keepHead */ .s)(w, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .REASON_MAX */ .oD)) : undefined,
        kept: [...plan.kept],
        lost: plan.lost.length > 0 ? [...plan.lost] : undefined,
        blocked: Object.keys(plan.blocked).length > 0 ? { ...plan.blocked } : undefined,
        rerunSideEffects: rerunList(options.rerunSideEffects),
    });
    const { endedAt: _e, pause: _p, error: _r, ...rest } = prev;
    const state = (0,_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .compact */ .o)({
        ...rest,
        origin,
        status: 'pending',
        phases,
        declared,
        profile,
        profiles,
        context: checkpoint ? structuredClone(checkpoint.snapshot.context) : prev.context,
        allowUndeclared: options.allowUndeclared ?? prev.allowUndeclared,
        resume,
        updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_6__/* .stamp */ .iE)(prev, now),
    });
    return { state, plan };
}
/** The allowance as stored in ResumeInfo: `all`, ids, or nothing. */
function rerunList(value) {
    if (value === true)
        return ['all'];
    if (!Array.isArray(value) || value.length === 0)
        return undefined;
    return [...value];
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

/***/ 59813:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ abandonedEntriesFor),
/* harmony export */   g: () => (/* binding */ historyEntriesFor)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48584);
/**
 * History entries (the lines of the history log, see src/history/): one for a finished attempt and
 * one per phase, derived from its final state.
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
/**
 * The history of an attempt that never finished, because attempt `next` began over it (`ci-state
 * init` after a job that was killed or never ran `finish`): its entries as they stand, the run's
 * status `abandoned`, ended at its last recorded change. Phases it left running stay `running`.
 */
function abandonedEntriesFor(state, next) {
    const [first, ...rest] = historyEntriesFor(state);
    const run = first;
    const running = Object.entries(state.phases)
        .filter(([, r]) => r.status === 'running')
        .map(([id]) => id);
    const why = `abandoned: attempt ${next} began before attempt ${run.attempt} finished${running.length ? ` (${running.join(', ')} was running)` : ''}`;
    const error = (run.error ? `${why}; ${run.error}` : why).slice(0, 4096);
    return [{ ...run, status: 'abandoned', error }, ...rest];
}


/***/ }),

/***/ 5980:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ initAttempt)
/* harmony export */ });
/* unused harmony export carryForReuse */
/* harmony import */ var _checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5595);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88952);
/* harmony import */ var _attempt_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56509);
/* harmony import */ var _transitions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75324);
/* harmony import */ var _history_entries_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59813);





const RESUMABLE = new Set(['failed', 'paused', 'rolled_back', 'running', 'pending']);
/**
 * Phases left running by an attempt that ended without recording them (the runner died) become
 * failed: kept in their `failures` and as the run's `lastFailure`, recoverable (a re-run helps).
 */
function closeInterrupted(state, now) {
    let s = state;
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.status === 'running')
            s = (0,_transitions_js__WEBPACK_IMPORTED_MODULE_3__/* .failPhase */ .Iv)(s, id, {
                now,
                error: `interrupted: attempt ${rec.attempt} ended before the phase finished`,
            });
    }
    return s;
}
/**
 * The records of a run that a later run may reuse: succeeded, with an inputs hash, whatever they
 * changed kept (not `outputsNotKept`), not run on every attempt (`always`); with the checkpoints
 * of their outputs.
 */
function carryForReuse(prev) {
    const records = {};
    let own = 0;
    for (const [id, rec] of Object.entries(prev.phases)) {
        // A phase that runs on every attempt keeps nothing to restore: never reused either.
        if (rec.status === 'succeeded' &&
            rec.inputsHash &&
            rec.outputsNotKept === undefined &&
            !rec.always) {
            records[id] = rec;
            own++;
        }
    }
    // Records the previous run carried itself (and reused) stay reusable unless that phase failed.
    for (const [id, rec] of Object.entries(prev.carried?.records ?? {})) {
        if (!(id in records) && prev.phases[id]?.status !== 'failed')
            records[id] = rec;
    }
    if (Object.keys(records).length === 0)
        return undefined;
    const runId = own === 0 && prev.carried ? prev.carried.runId : prev.origin.runId;
    const wanted = new Set(Object.values(records).flatMap((r) => r.checkpointId ?? []));
    const seen = new Set();
    const checkpoints = [...prev.checkpoints, ...(prev.carried?.checkpoints ?? [])].filter((c) => wanted.has(c.id) && !seen.has(c.id) && seen.add(c.id));
    return { runId, records, ...(checkpoints.length ? { checkpoints } : {}) };
}
/**
 * Starts an attempt from `prev` (the stored or restored state, if any), with the options' policy.
 *
 * On a runner the run id and attempt number are GitHub's: a state from an earlier attempt of the
 * same run is always resumed (even a completed one: its phases are simply all skipped). Locally a
 * failed, paused, rolled back or interrupted run is resumed with the next attempt number, and a
 * completed run is followed by a new run.
 */
function initAttempt(prev, o) {
    const r = startAttempt(prev, o);
    if (o.checkpointPolicy === undefined)
        return r;
    const policy = { ...r.state.checkpointPolicy, ...o.checkpointPolicy };
    return { ...r, state: (0,_checkpoint_policy_js__WEBPACK_IMPORTED_MODULE_0__.withCheckpointPolicy)(r.state, policy) };
}
function startAttempt(prev, o) {
    const profiles = { ...(prev?.profiles ?? {}), ...(o.profiles ?? {}) };
    if (o.profile !== undefined)
        (0,_profiles_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveProfile */ .mC)(o.profile, profiles);
    const declared = o.declared ?? prev?.declared;
    const fresh = () => {
        const runId = o.origin.runId ?? o.newRunId();
        const created = (0,_transitions_js__WEBPACK_IMPORTED_MODULE_3__/* .createRun */ .ut)({
            id: o.stateId(runId),
            scope: o.scope,
            origin: { ...o.origin, runId, runAttempt: o.origin.runAttempt ?? 1 },
            // On a runner a new run declares what its own workflow says (the Action's input), never
            // what an earlier run of the scope declared.
            declared: o.onRunner ? o.declared : declared,
            profile: o.profile,
            profiles,
            toolVersion: o.toolVersion,
            host: o.host,
            now: o.now,
            allowUndeclared: o.allowUndeclared,
        });
        const carried = prev ? carryForReuse(prev) : undefined;
        // The packs holding the carried checkpoints' content come along, so a re-run can fetch them.
        const packs = carried?.checkpoints ? prev.packs : created.packs;
        return { outcome: 'new', state: carried ? { ...created, carried, packs } : created };
    };
    if (!prev)
        return fresh();
    let attempt;
    if (o.onRunner) {
        if (prev.origin.runId !== o.origin.runId)
            return fresh();
        const current = o.origin.runAttempt ?? 1;
        if (prev.origin.runAttempt === current)
            return { state: prev, outcome: 'unchanged' };
        if (prev.origin.runAttempt > current)
            return fresh();
        attempt = current;
    }
    else {
        if (prev.status === 'pending' && Object.keys(prev.phases).length === 0) {
            return {
                outcome: 'unchanged',
                state: {
                    ...prev,
                    declared: declared ?? [],
                    profiles,
                    profile: o.profile ?? prev.profile,
                    ...(o.allowUndeclared ? { allowUndeclared: true } : {}),
                },
            };
        }
        if (!RESUMABLE.has(prev.status))
            return fresh();
        attempt = prev.origin.runAttempt + 1;
    }
    const closed = closeInterrupted(prev, o.now);
    const r = (0,_attempt_js__WEBPACK_IMPORTED_MODULE_2__/* .beginAttempt */ .x)(closed, {
        origin: { ...o.origin, runId: prev.origin.runId, runAttempt: attempt },
        now: o.now,
        strategy: o.strategy,
        profile: o.profile ?? prev.profile,
        declared,
        profiles,
        allowCompleted: o.onRunner,
        ...(o.rerunSideEffects ? { rerunSideEffects: o.rerunSideEffects } : {}),
        ...(o.lostOutputs ? { lostOutputs: o.lostOutputs } : {}),
        ...(o.allowUndeclared !== undefined ? { allowUndeclared: o.allowUndeclared } : {}),
    });
    // An attempt that never finished (killed, or no `finish`) is in the history all the same.
    const abandoned = prev.endedAt === undefined ? (0,_history_entries_js__WEBPACK_IMPORTED_MODULE_4__/* .abandonedEntriesFor */ .e)(prev, attempt) : undefined;
    return { state: r.state, outcome: 'resumed', plan: r.plan, ...(abandoned ? { abandoned } : {}) };
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

/***/ 84441:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ parsePhasesFile)
/* harmony export */ });
/* unused harmony export PhasesFile */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _documents_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99466);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _phase_list_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42040);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48584);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49957);
/**
 * The phases file (YAML or JSON, parsed by the caller): declared phases and profiles, checked as
 * untrusted input, each phase written as an object or in the phase list syntax.
 */






const ProfileName = (0,_zod_js__WEBPACK_IMPORTED_MODULE_5__/* .schema */ .wQ)((z) => z
    .string()
    .regex(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PHASE_ID_PATTERN */ .T5, 'a profile name is 1-64 letters, digits, ".", "_" or "-"')
    .pipe(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .SafeKey */ .Iq));
const FilePhase = (0,_zod_js__WEBPACK_IMPORTED_MODULE_5__/* .schema */ .wQ)((z) => z.union([
    z.string().max(200),
    z.strictObject({
        id: _schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PhaseId */ .vh,
        requires: z.union([_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PhaseId */ .vh, z.array(_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .PhaseId */ .vh).max(1000)]).optional(),
        sideEffect: z.boolean().optional(),
        reuse: z.boolean().optional(),
        always: z.boolean().optional(),
        tags: z.array(z.string().min(1).max(64)).max(100).optional(),
    }),
]));
/** The phases file (YAML or JSON, parsed by the caller). */
const PhasesFile = (0,_zod_js__WEBPACK_IMPORTED_MODULE_5__/* .schema */ .wQ)((z) => z.strictObject({
    phases: z.array(FilePhase).max(1000),
    profiles: z.record(ProfileName, _schema_js__WEBPACK_IMPORTED_MODULE_4__/* .Profile */ .WV).optional(),
}));
/**
 * Validates a parsed phases file: `{ phases: [{ id, requires, sideEffect, reuse, always, tags }] or
 * "name:req!" strings, profiles: { name: { skip, skipTags, description } } }`. `requires` may be one
 * id or a list. Profiles must name declared phases and tags some phase carries.
 */
function parsePhasesFile(obj, inputName = 'phases file') {
    const refused = (0,_documents_js__WEBPACK_IMPORTED_MODULE_1__/* .checkUntrustedJson */ .L9)(obj, inputName);
    if (refused && !refused.ok) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid ${inputName}: ${refused.summary}`);
    }
    const parsed = PhasesFile.safeParse(obj);
    if (!parsed.success) {
        const issues = (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_phase_list', `invalid ${inputName}: ${issues.join('; ')}`, {
            details: issues,
        });
    }
    const declared = [];
    for (const [i, item] of parsed.data.phases.entries()) {
        if (typeof item === 'string') {
            const one = (0,_phase_list_js__WEBPACK_IMPORTED_MODULE_3__.parsePhaseItems)(item, `${inputName} phases[${i}]`);
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
                ...(item.always ? { always: true } : {}),
                tags: [...new Set(item.tags ?? [])],
            });
        }
    }
    (0,_phase_list_js__WEBPACK_IMPORTED_MODULE_3__.checkDeclared)(declared, inputName);
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

/***/ 24540:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JH: () => (/* binding */ finishRun),
/* harmony export */   NQ: () => (/* binding */ declaredNotRun),
/* harmony export */   aj: () => (/* binding */ pauseRun),
/* harmony export */   d0: () => (/* binding */ unpauseRun)
/* harmony export */ });
/* unused harmony exports UNFINISHED_PHASE_ERROR, deriveRunStatus */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13930);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88952);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1332);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91753);
/**
 * Run transitions: pausing, unpausing and finishing a run, and the run status its phases imply.
 * Pure like the phase transitions: a NEW RunState, or a CiStateError and no change.
 *
 * Run status: `createRun` -> pending; starting a phase -> running; `pauseRun` -> paused;
 * `finishRun` -> completed (no phase failed) or failed; `rollbackTo` -> rolled_back;
 * `beginAttempt` starts the next attempt of a run that did not complete -> pending.
 */






/** Pauses a run between phases (refused while a phase runs). */
function pauseRun(state, reason, now) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .checkOpen */ .hh)(state, 'pause the run');
    const running = Object.entries(state.phases).filter(([, r]) => r.status === 'running');
    if (running.length > 0) {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)(`cannot pause the run: phase ${running.map(([id]) => id).join(', ')} is running`);
    }
    if (typeof reason !== 'string' || reason.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'pausing a run needs a reason: expected a non-empty description');
    }
    return {
        ...state,
        status: 'paused',
        pause: { reason: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .message */ .iU)(reason, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .REASON_MAX */ .oD), at },
        updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)(state, at),
    };
}
/** Ends a pause; the run goes back to running (or pending when nothing ran in this attempt). */
function unpauseRun(state, now) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    if (state.status !== 'paused')
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)(`cannot unpause the run: it is ${state.status}, not paused`);
    const { pause: _pause, ...rest } = state;
    const next = { ...rest, status: 'running', updatedAt: (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)(state, at) };
    return { ...next, status: deriveRunStatus(next) };
}
/** The error given to phases still running when the run finishes. */
const UNFINISHED_PHASE_ERROR = 'did not finish: the run ended while it was running';
/**
 * Finishes the run: `failed` when a phase failed (or `error` is given), or when a declared phase
 * neither ran nor was skipped (error "not run: test"; the next attempt resumes it), else
 * `completed`; a run that was rolled back and did not go on stays `rolled_back`. Phases still
 * running are failed first (they did not finish). Refused for a run already finished or paused.
 */
function finishRun(state, now, options = {}) {
    const at = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .toIso */ .tK)(now);
    if (state.status === 'completed' || state.status === 'failed' || state.endedAt !== undefined) {
        const what = state.status === 'completed' || state.status === 'failed'
            ? state.status
            : `ended (${state.status})`;
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)(`cannot finish the run: it already ${what}`);
    }
    if (state.status === 'paused') {
        throw (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .illegal */ .Vk)('cannot finish the run: it is paused; continue it with `ci-state resume` first, or leave it paused');
    }
    let phases = state.phases;
    let lastFailure = state.lastFailure;
    let interrupted = false;
    for (const [id, rec] of Object.entries(state.phases)) {
        if (rec.status !== 'running')
            continue;
        const end = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .finished */ .xl)(rec, at, undefined);
        const failure = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .phaseFailure */ .Or)(id, rec, end.endedAt ?? at, UNFINISHED_PHASE_ERROR, {});
        lastFailure = failure.lastFailure;
        interrupted = true;
        phases = {
            ...phases,
            [id]: (0,_objects_js__WEBPACK_IMPORTED_MODULE_5__/* .compact */ .o)({
                ...rec,
                status: 'failed',
                ...end,
                error: UNFINISHED_PHASE_ERROR,
                failures: failure.failures,
            }),
        };
    }
    const anyFailed = Object.values(phases).some((r) => r.status === 'failed');
    // Declared phases are a contract: a run that left one unrun is not completed.
    const notRun = anyFailed || state.status === 'rolled_back' ? [] : declaredNotRun(state);
    const error = options.error !== undefined && options.error.trim() !== ''
        ? (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .message */ .iU)(options.error, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .ERROR_MAX */ .m0)
        : notRun.length > 0
            ? (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .message */ .iU)(`not run: ${notRun.join(', ')}`, _transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .ERROR_MAX */ .m0)
            : undefined;
    const status = anyFailed || error !== undefined
        ? 'failed'
        : state.status === 'rolled_back'
            ? 'rolled_back'
            : 'completed';
    const endedAt = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .stamp */ .iE)(state, at);
    if (error !== undefined) {
        lastFailure = {
            attempt: state.origin.runAttempt,
            at: endedAt,
            message: error,
            recoverable: options.recoverable ?? (interrupted || (options.error === undefined && notRun.length > 0)),
        };
    }
    return (0,_objects_js__WEBPACK_IMPORTED_MODULE_5__/* .compact */ .o)({ ...state, status, phases, error, lastFailure, endedAt, updatedAt: endedAt });
}
/**
 * Declared phases that neither ran nor were skipped in the run (pending or never recorded), leaving
 * out those the active profile skips.
 */
function declaredNotRun(state) {
    let byProfile = new Map();
    if (state.profile !== undefined) {
        byProfile = (0,_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .profileSkips */ .ar)((0,_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveProfile */ .mC)(state.profile, state.profiles), state.declared);
    }
    return state.declared
        .map((d) => d.id)
        .filter((id) => !byProfile.has(id))
        .filter((id) => {
        const rec = (0,_transition_helpers_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOf */ .zv)(state, id);
        return rec === undefined || rec.status === 'pending';
    });
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


/***/ }),

/***/ 93023:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   STRATEGY_HELP: () => (/* binding */ STRATEGY_HELP),
/* harmony export */   parseStrategy: () => (/* binding */ parseStrategy)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/**
 * Resume strategies: parsing the `--resume` / `resume` input. What each strategy does is described
 * on `planResume` (plan.ts), which applies them.
 */

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


/***/ }),

/***/ 63407:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Lu: () => (/* binding */ readHistory),
/* harmony export */   b8: () => (/* binding */ appendHistory),
/* harmony export */   hv: () => (/* binding */ HISTORY_LOCK)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48584);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8005);
/* harmony import */ var _core_documents_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(99466);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22720);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(27382);
/* harmony import */ var _jsonl_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(39038);
/* harmony import */ var _lock_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(78318);
/**
 * The local history file, `history.jsonl` (the history log of a local store, see src/history/):
 * one HistoryEntry per line, append-only. Appends are serialised by
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
            return (0,_core_documents_js__WEBPACK_IMPORTED_MODULE_4__/* .parseHistoryEntry */ .EZ)(value, path);
        }
        catch {
            return undefined;
        }
    });
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
