export const id = 7267;
export const ids = [7267,5844];
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
    const pulled = await pullForInit(s.dir, key, env.scope, s.printer, flag);
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
    const env = (0,detect/* detectEnvironment */.pT)({ workflow: o.workflow, job: o.job, attemptOf: o.attemptOf });
    for (const line of env.warnings ?? [])
        s.printer.warn(line);
    const key = (0,canonical/* scopeKey */.OD)(env.scope);
    // The last attempt's outputs still being kept in the background: its records first.
    if ((0,external_node_fs_.existsSync)((0,keepers/* keepingDir */.PQ)(s.dir)))
        await (await __webpack_require__.e(/* import() */ 5030).then(__webpack_require__.bind(__webpack_require__, 42649))).waitForKeepers(s);
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
    if (abandoned)
        await (0,history_file/* appendHistory */.b8)(s.dir, abandoned);
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
/** Removes a job's file and its log (the keeper when done, or a waiter for a stale job). */
function removeKeep(storeDir, id, keepLog = false) {
    node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync(keepJobFile(storeDir, id), { force: true });
    if (!keepLog)
        node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync(keepLogFile(storeDir, id), { force: true });
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
