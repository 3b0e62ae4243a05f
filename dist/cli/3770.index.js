export const id = 3770;
export const ids = [3770];
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

/***/ 9442:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hi: () => (/* binding */ RemoteError),
/* harmony export */   lX: () => (/* binding */ isRemoteError)
/* harmony export */ });
/* unused harmony export REMOTE_ERROR_KINDS */
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15677);
/**
 * The storage port: the few operations persistence needs from a remote object store, whatever
 * the store is (GitHub's cache and artifacts, an S3 bucket). An adapter implements `RemoteStore`
 * and reports every failure as a `RemoteError` of one of a few kinds, so persistence decides
 * (retry later, give up, tell the user what to fix) without knowing the store.
 *
 * Objects are immutable: a key is written once (`put` refuses an existing key) and every read is
 * checked against the size and SHA-256 given when it was written.
 *
 *     put(key, source, { sha256, size })    store a file (streamed) or bytes under a new key
 *     get(key)          -> Buffer           read into memory (for small objects)
 *     get(key, file)    -> { sha256, size } read into a file (all or nothing)
 *     list(prefix)      -> RemoteObject[]   newest first
 *     delete(keys)                          absent keys are no error
 *     describe()        -> string           where the store is, for messages (never a secret)
 */

const REMOTE_ERROR_KINDS = (/* unused pure expression or super */ null && ([
    'credentials',
    'bucket-missing',
    'unreachable',
    'throttled',
    'clock-skew',
    'not-found',
    'integrity',
    'exists',
    'other',
]));
/**
 * The one error of the port. The message is one line that names the input or the cause and never
 * holds a secret; `kind` says what went wrong, `key` which object, `cause` the underlying error.
 */
class RemoteError extends Error {
    name = 'RemoteError';
    kind;
    key;
    constructor(kind, message, options = {}) {
        super((0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(message), options.cause === undefined ? undefined : { cause: options.cause });
        this.kind = kind;
        this.key = options.key;
    }
}
function isRemoteError(error, kind) {
    return error instanceof RemoteError && (kind === undefined || error.kind === kind);
}


/***/ }),

/***/ 65078:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   deleteOlder: () => (/* binding */ deleteOlder),
/* harmony export */   pullPacks: () => (/* binding */ pullPacks),
/* harmony export */   pullState: () => (/* binding */ pullState),
/* harmony export */   pushState: () => (/* binding */ pushState)
/* harmony export */ });
/* unused harmony exports REMOTE_ROOT, refSegment, scopePrefix, runStates */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var _snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4671);
/* harmony import */ var _store_bundle_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(334);
/* harmony import */ var _port_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9442);
/**
 * The local store's state and checkpoint content on a remote store (port.ts), whatever the
 * storage: a phase end pushes the content the state's checkpoints need that no listed pack holds
 * (one pack), then the state; the start of the next attempt, on any machine, pulls the newest
 * state of the scope and the packs it lists. Everything read is verified: a pack against the id
 * the state lists, a state through the bundle's checks (digest, scope, HMAC with an integrity key,
 * the strict schema).
 *
 * Keys, under the remote's prefix (`ref`: the scope's ref without `refs/`, so a bucket policy can
 * confine a branch's credentials to `ci-state/v1/heads/<branch>/*`):
 *
 *   ci-state/v1/<ref>/<scopeKey>/states/<runId>/<attempt>/<seq>-<random>.cis
 *   ci-state/v1/<ref>/<scopeKey>/packs/<pack id>.cip
 *
 * A state lists its remote packs with the key `remote:<object key>`.
 */







const REMOTE_ROOT = 'ci-state/v1/';
/** How a state lists a pack kept on a remote store. */
const LISTED = 'remote:';
/** The ref as key segments: `refs/heads/a/b` → `heads/a/b`; anything unusual %-escaped. */
function refSegment(ref) {
    const bare = ref.replace(/^refs\//, '');
    const parts = bare
        .split('/')
        .filter((p) => p !== '' && p !== '.' && p !== '..')
        .map((p) => p.replace(/[^A-Za-z0-9._-]/g, (c) => `%${c.charCodeAt(0).toString(16)}`));
    return parts.length ? parts.join('/') : '_';
}
/** Everything of one scope: `ci-state/v1/<ref>/<scopeKey>/`. */
function scopePrefix(t) {
    return `${REMOTE_ROOT}${refSegment(t.ref)}/${t.scopeKey}/`;
}
function packKey(t, id) {
    return `${scopePrefix(t)}packs/${id}.cip`;
}
async function fileDigest(file) {
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file))
        h.update(chunk);
    return h.digest('hex');
}
function why(e) {
    return (0,_port_js__WEBPACK_IMPORTED_MODULE_6__/* .isRemoteError */ .lX)(e) || e instanceof _store_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .BundleError */ .rJ || e instanceof Error ? e.message : String(e);
}
/**
 * Pushes the content the state's checkpoints need that no remote pack it lists holds, then the
 * state. `list` records a new pack in the local store and returns the updated state.
 */
async function pushState(storeDir, state, t, list) {
    const out = { saved: false, state, packs: 0, packBytes: 0 };
    const store = _snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .BlobStore */ .lb.forStore(storeDir);
    let tmp;
    try {
        const carried = state.carried?.checkpoints ?? [];
        const need = (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .referencedBlobs */ .sW)(store, [...state.checkpoints, ...carried])).blobs;
        for (const p of state.packs)
            if (p.key.startsWith(LISTED))
                for (const b of (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readBlobList */ .sy)(store, 'packs', p.sha256)) ?? [])
                    need.delete(b);
        const pending = [];
        for (const b of need)
            if (await store.has(b))
                pending.push(b);
        if (pending.length) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(storeDir, 'checkpoints'), { recursive: true });
            tmp = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(storeDir, 'checkpoints', 'remote-'));
            const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(tmp, 'pack.cip');
            const pack = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .packBlobs */ .aO)(store, pending, file, { sync: false });
            const key = packKey(t, pack.sha256);
            await t.remote.put(key, file, { sha256: await fileDigest(file), size: pack.fileBytes });
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .writeBlobList */ .dZ)(store, 'packs', pack.sha256, pack.blobs);
            const entry = {
                sha256: pack.sha256,
                key: `${LISTED}${key}`,
                blobs: pack.count,
                bytes: pack.fileBytes,
            };
            const edit = (packs) => [
                ...packs.filter((p) => p.sha256 !== pack.sha256),
                entry,
            ];
            out.state = (await list(edit)) ?? { ...state, packs: edit(state.packs) };
            out.packs = 1;
            out.packBytes = pack.fileBytes;
        }
        const bundle = (0,_store_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .encodeBundle */ .n)(out.state, {
            scopeKey: t.scopeKey,
            ...(t.integrityKey ? { integrityKey: t.integrityKey } : {}),
        });
        const s = out.state;
        const key = `${scopePrefix(t)}states/${s.origin.runId}/${s.origin.runAttempt}/${String(s.seq).padStart(10, '0')}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.cis`;
        await t.remote.put(key, bundle, {
            sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bundle).digest('hex'),
            size: bundle.length,
        });
        out.saved = true;
        out.key = key;
        // The attempt's states of a lower seq are superseded by this one (a pull takes the highest
        // seq). Only those: another save of the attempt may have landed a newer one meanwhile.
        const attemptDir = key.slice(0, key.lastIndexOf('/') + 1);
        try {
            const older = (await t.remote.list(attemptDir)).filter((o) => o.key !== key && (stateKeyOf(o.key)?.seq ?? Infinity) < s.seq);
            if (older.length)
                await t.remote.delete(older.map((o) => o.key));
        }
        catch {
            // left for cleanup --remote: a pull reads the newest first
        }
    }
    catch (e) {
        out.problem = why(e);
    }
    finally {
        if (tmp)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(tmp, { recursive: true, force: true });
    }
    return out;
}
/** The run, attempt and seq a state's key names, or undefined for another key. */
function stateKeyOf(key) {
    const m = /\/states\/([^/]+)\/(\d+)\/(\d+)-[0-9a-f]+\.cis$/.exec(key);
    return m ? { run: m[1], attempt: Number(m[2]), seq: Number(m[3]) } : undefined;
}
/**
 * State objects in the order a pull tries them: the run with the newest object first, and in a
 * run the highest attempt, then the highest seq (not the last written: two saves of an attempt
 * can land out of order).
 */
function newestFirst(objects) {
    const parsed = objects.flatMap((o) => {
        const k = stateKeyOf(o.key);
        return k ? [{ o, ...k }] : [];
    });
    const runAt = new Map();
    for (const p of parsed)
        runAt.set(p.run, Math.max(runAt.get(p.run) ?? 0, p.o.created.getTime()));
    parsed.sort((a, b) => runAt.get(b.run) - runAt.get(a.run) ||
        a.run.localeCompare(b.run) ||
        b.attempt - a.attempt ||
        b.seq - a.seq);
    return parsed.map((p) => p.o);
}
/**
 * The newest state of the scope that passes every check (at most `tries` looked at); with
 * `runId`, of that run only.
 */
async function pullState(t, opts = {}) {
    const out = { problems: [] };
    const under = `${scopePrefix(t)}states/${opts.runId !== undefined ? `${opts.runId}/` : ''}`;
    const found = newestFirst(await t.remote.list(under));
    const tries = opts.tries ?? 10;
    for (const o of found.slice(0, tries)) {
        try {
            const bytes = await t.remote.get(o.key);
            const decoded = (0,_store_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeBundle */ .VH)(bytes, {
                scopeKey: t.scopeKey,
                ...(t.integrityKey ? { integrityKey: t.integrityKey } : {}),
                source: o.key,
            });
            return { ...out, state: decoded.state, key: o.key };
        }
        catch (e) {
            if ((0,_port_js__WEBPACK_IMPORTED_MODULE_6__/* .isRemoteError */ .lX)(e) && e.kind !== 'integrity' && e.kind !== 'not-found')
                throw e;
            out.problems.push(why(e));
        }
    }
    return out;
}
/** Adds the remote packs the state lists to the local blob store, each checked against its id. */
async function pullPacks(storeDir, state, t) {
    const out = { fetched: 0, bytes: 0, problems: [] };
    const store = _snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .BlobStore */ .lb.forStore(storeDir);
    for (const p of state.packs) {
        if (!p.key.startsWith(LISTED))
            continue;
        const key = p.key.slice(LISTED.length);
        const id = p.sha256.slice(0, 12);
        if (!key.startsWith(REMOTE_ROOT)) {
            out.problems.push(`pack ${id}: its key ${key} is not one of ci-state's`);
            continue;
        }
        const known = (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readBlobList */ .sy)(store, 'packs', p.sha256)) ?? [];
        if (known.length && (await Promise.all(known.map((b) => store.has(b)))).every(Boolean))
            continue;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(storeDir, 'checkpoints'), { recursive: true });
        const tmp = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(storeDir, 'checkpoints', 'remote-'));
        try {
            const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(tmp, 'pack.cip');
            await t.remote.get(key, file);
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(file)).size !== p.bytes) {
                out.problems.push(`pack ${id} is not the size the state lists: ignored`);
                continue;
            }
            const r = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .unpackBlobs */ .Tp)(file, store, { expectSha256: p.sha256, move: true, sync: false });
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .writeBlobList */ .dZ)(store, 'packs', p.sha256, r.blobs);
            out.fetched++;
            out.bytes += p.bytes;
        }
        catch (e) {
            out.problems.push(`pack ${id}: ${why(e)}`);
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(tmp, { recursive: true, force: true });
        }
    }
    return out;
}
/** The scope prefix of a key under the root (up to `states/` or `packs/`), or undefined. */
function scopeOf(key) {
    const m = /^(ci-state\/v1\/.+?\/[0-9a-f]{8,64}\/)(states|packs)\//.exec(key);
    return m ? { scope: m[1], kind: m[2] } : undefined;
}
/**
 * Deletes what is older than `before` under ci-state's root: states, and packs that no state kept
 * lists (a scope with a kept state that cannot be read keeps all its packs). How many, their bytes.
 */
async function deleteOlder(remote, before, opts = {}) {
    const all = await remote.list(REMOTE_ROOT);
    const old = (o) => o.created.getTime() < before.getTime();
    const listed = new Set();
    const unreadable = new Set();
    for (const o of all) {
        const at = scopeOf(o.key);
        if (at?.kind !== 'states' || old(o))
            continue;
        try {
            const { state } = (0,_store_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeBundle */ .VH)(await remote.get(o.key), {
                ...(opts.integrityKey ? { integrityKey: opts.integrityKey } : {}),
                source: o.key,
            });
            for (const p of state.packs)
                if (p.key.startsWith(LISTED))
                    listed.add(p.key.slice(LISTED.length));
        }
        catch {
            unreadable.add(at.scope);
        }
    }
    const gone = all.filter((o) => {
        const at = scopeOf(o.key);
        if (!at || !old(o))
            return false;
        return at.kind === 'states' || (!listed.has(o.key) && !unreadable.has(at.scope));
    });
    if (!opts.dryRun && gone.length)
        await remote.delete(gone.map((o) => o.key));
    return {
        deleted: gone.length,
        bytes: gone.reduce((n, o) => n + o.size, 0),
        kept: all.length - gone.length,
    };
}
/**
 * The newest state of every scope saved by run `runId` (the highest attempt, then the highest
 * save), checked as any state read (without a scope to expect: each must match its own), for
 * a report of the whole run. Problems are said, not thrown.
 */
async function runStates(remote, runId, integrityKey) {
    const newest = new Map();
    const pattern = /^(ci-state\/v1\/.+?\/[0-9a-f]{8,64}\/)states\/([^/]+)\/(\d+)\/(\d+)-[0-9a-f]+\.cis$/;
    for (const o of await remote.list(REMOTE_ROOT)) {
        const m = pattern.exec(o.key);
        if (!m || m[2] !== runId)
            continue;
        const [attempt, seq] = [Number(m[3]), Number(m[4])];
        const seen = newest.get(m[1]);
        if (!seen || attempt > seen.attempt || (attempt === seen.attempt && seq > seen.seq))
            newest.set(m[1], { key: o.key, attempt, seq });
    }
    const states = [];
    const problems = [];
    for (const found of newest.values()) {
        try {
            const { state } = decodeBundle(await remote.get(found.key), {
                source: found.key,
                ...(integrityKey ? { integrityKey } : {}),
            });
            states.push(state);
        }
        catch (e) {
            problems.push(why(e));
        }
    }
    return { states, problems };
}


/***/ }),

/***/ 20164:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ linkTargetProblem),
/* harmony export */   LF: () => (/* binding */ isExcludedDirName),
/* harmony export */   fY: () => (/* binding */ parentsOf),
/* harmony export */   py: () => (/* binding */ excludedDirPatterns),
/* harmony export */   sK: () => (/* binding */ defaultExclusion),
/* harmony export */   u2: () => (/* binding */ caseKey),
/* harmony export */   z9: () => (/* binding */ pathProblem),
/* harmony export */   zl: () => (/* binding */ PathRules)
/* harmony export */ });
/* unused harmony exports EXCLUDED_DIRS, isForbiddenDir */
/**
 * The rules a snapshot path must follow (`pathProblem`), checked on every manifest before anything
 * is written, whoever wrote it; and the default exclusions.
 */
/** Directories never snapshotted (any path segment, compared case-insensitively). */
const EXCLUDED_DIRS = [
    '.git',
    '.ci-state',
    // Where the job's persistence process stages what it uploads (github/keys.ts), meanwhile.
    '.ci-state-transfer',
    '.ssh',
    '.aws',
    '.gnupg',
    '.azure',
    '.kube',
    '.docker',
];
/** File names never snapshotted unless allowed, as [test, description]. */
const EXCLUDED_FILES = [
    [(n) => n.startsWith('.env'), 'environment file (.env*)'],
    [(n) => /\.(pem|key|p12|pfx|jks|keystore|kdbx)$/.test(n), 'private key or keystore'],
    [(n) => /^id_(rsa|dsa|ecdsa|ed25519)/.test(n), 'SSH private key'],
    [
        (n) => [
            '.npmrc',
            '.netrc',
            '_netrc',
            '.pypirc',
            '.pgpass',
            '.git-credentials',
            '.htpasswd',
            '.dockercfg',
            '.vault-token',
        ].includes(n),
        'credential file',
    ],
    [(n) => n.startsWith('credentials'), 'credential file (credentials*)'],
];
/** Whether a directory named `name` is one of EXCLUDED_DIRS: a walk never goes into it. */
function isExcludedDirName(name) {
    return EXCLUDED_DIRS.includes(name.toLowerCase());
}
/** Ignore patterns for the paths inside EXCLUDED_DIRS, for matching paths that are not walked. */
function excludedDirPatterns() {
    return EXCLUDED_DIRS.flatMap((d) => [`**/${d}/*`, `**/${d}/*/**`]);
}
/** Why a directory named `seg` (and all under it) is excluded by default, or undefined. */
function dirRule(seg) {
    return isExcludedDirName(seg) ? `excluded by default: inside ${seg}/` : undefined;
}
/** Why a file or link named `name` is excluded by default, or undefined. */
function fileRule(name) {
    const lower = name.toLowerCase();
    for (const [test, what] of EXCLUDED_FILES) {
        if (test(lower))
            return `excluded by default: ${what}`;
    }
    return undefined;
}
/** The facts of directory `dir` ('' for the root: none). */
function dirFacts(dir) {
    const d = { rule: undefined, problem: undefined, git: false };
    if (dir === '')
        return d;
    for (const s of dir.split('/')) {
        d.rule ??= dirRule(s);
        d.problem ??= segmentProblem(s);
        d.git ||= isGitSegment(s);
    }
    return d;
}
/** Where `path` is split into its directory (none: '') and name. */
function splitPath(path) {
    const i = path.lastIndexOf('/');
    return i < 0 ? ['', path] : [path.slice(0, i), path.slice(i + 1)];
}
function isGitSegment(s) {
    return s.toLowerCase() === '.git';
}
const MAX_PATH = 4096;
const MAX_SEGMENT_BYTES = 255;
/** What is wrong with `path` as a whole (its length, characters, anchoring), or undefined. */
function wholePathProblem(path) {
    if (path === '')
        return 'the path is empty';
    if (path.length > MAX_PATH)
        return `the path is longer than ${MAX_PATH} characters`;
    if (path.includes('\0'))
        return 'the path contains a NUL byte';
    if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path)) {
        return 'the path is absolute';
    }
    if (path.includes('\\'))
        return 'the path contains a backslash';
    return undefined;
}
/** What is wrong with one segment of a path, or undefined. */
function segmentProblem(s) {
    if (s === '..')
        return 'the path contains a ".." segment';
    if (s === '' || s === '.')
        return 'the path has an empty or "." segment';
    if (s.length * 3 > MAX_SEGMENT_BYTES && Buffer.byteLength(s, 'utf8') > MAX_SEGMENT_BYTES) {
        return `a path segment is longer than ${MAX_SEGMENT_BYTES} bytes`;
    }
    return undefined;
}
const IN_GIT = 'the path is inside a .git directory';
/** The rules below, for a path split into the facts of its directory and its name. */
function exclusionIn(parent, name, dir) {
    return parent.rule ?? (dir ? dirRule(name) : fileRule(name));
}
function forbiddenIn(parent, name) {
    return parent.git || isGitSegment(name);
}
function problemIn(path, parent, name) {
    const bad = wholePathProblem(path) ?? parent.problem ?? segmentProblem(name);
    if (bad)
        return bad;
    return forbiddenIn(parent, name) ? IN_GIT : undefined;
}
/**
 * Why a path is excluded by default, or undefined. `dir` says whether the path is a directory
 * (file-name rules apply to files and symbolic links only).
 */
function defaultExclusion(path, dir) {
    const [parent, name] = splitPath(path);
    return exclusionIn(dirFacts(parent), name, dir);
}
/** Directories that are excluded even when allowed (their content is never ours to restore). */
function isForbiddenDir(path) {
    const [parent, name] = splitPath(path);
    return forbiddenIn(dirFacts(parent), name);
}
/**
 * Why `path` is not an acceptable manifest path, or undefined when it is. A manifest path is a
 * posix path relative to the snapshot root: not empty, not absolute (no leading `/` or `\`, no
 * drive letter), no `.`, `..` or empty segments, no NUL byte, no backslash (a separator on
 * Windows), at most 4096 characters and 255 bytes per segment, and never inside a `.git`
 * directory (a restored hook would run code).
 */
function pathProblem(path) {
    if (typeof path !== 'string')
        return 'the path is not a string';
    const [parent, name] = splitPath(path);
    return problemIn(path, dirFacts(parent), name);
}
/**
 * `defaultExclusion`, `isForbiddenDir` and `pathProblem` for the many paths of one walk, which
 * share few directories: the facts of each directory are worked out once.
 */
class PathRules {
    dirs = new Map();
    facts(dir) {
        let d = this.dirs.get(dir);
        if (!d)
            this.dirs.set(dir, (d = dirFacts(dir)));
        return d;
    }
    /** `defaultExclusion(path, dir)`. */
    exclusion(path, dir) {
        const [parent, name] = splitPath(path);
        return exclusionIn(this.facts(parent), name, dir);
    }
    /** `isForbiddenDir(path)`. */
    forbidden(path) {
        const [parent, name] = splitPath(path);
        return forbiddenIn(this.facts(parent), name);
    }
    /** `pathProblem(path)`. */
    problem(path) {
        const [parent, name] = splitPath(path);
        return problemIn(path, this.facts(parent), name);
    }
}
/** The key under which two names collide on a case-insensitive, normalising file system. */
function caseKey(path) {
    return path.normalize('NFC').toLowerCase();
}
/** `a/b/c` -> [`a`, `a/b`]. */
function parentsOf(path) {
    const segs = path.split('/');
    const out = [];
    for (let i = 1; i < segs.length; i++)
        out.push(segs.slice(0, i).join('/'));
    return out;
}
/** Why a symbolic link at `path` with `target` is refused, or undefined (target stays inside). */
function linkTargetProblem(path, target) {
    if (target === '')
        return 'the link target is empty';
    if (target.includes('\0'))
        return 'the link target contains a NUL byte';
    if (target.length > MAX_PATH)
        return `the link target is longer than ${MAX_PATH} characters`;
    if (target.startsWith('/') || target.startsWith('\\') || /^[A-Za-z]:/.test(target)) {
        return `the link points to an absolute path (${target})`;
    }
    if (target.includes('\\'))
        return 'the link target contains a backslash';
    // Resolve lexically from the link's directory; it must stay inside the root.
    const stack = path.split('/').slice(0, -1);
    for (const s of target.split('/')) {
        if (s === '' || s === '.')
            continue;
        if (s === '..') {
            if (stack.length === 0)
                return `the link points outside the root (${target})`;
            stack.pop();
        }
        else
            stack.push(s);
    }
    if (isForbiddenDir(stack.join('/')))
        return 'the link points into a .git directory';
    return undefined;
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


/***/ })

};
