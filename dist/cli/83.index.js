export const id = 83;
export const ids = [83,619];
export const modules = {

/***/ 67721:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cmdCheckpoint: () => (/* binding */ cmdCheckpoint),
/* harmony export */   cmdRollback: () => (/* binding */ cmdRollback)
/* harmony export */ });
/* harmony import */ var _jitless_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3805);
/* harmony import */ var _core_canonical_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13930);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8005);
/* harmony import */ var _core_rollback_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97922);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47141);
/* harmony import */ var _snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(86433);
/* harmony import */ var _checkpoints_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19600);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3647);
/** `ci-state checkpoint` and `ci-state rollback`: checkpoints of the state, its files and external state. */








async function cmdCheckpoint(printer, o) {
    const sess = (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .openSession */ .fA)(printer);
    const reason = _core_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .CheckpointReason */ .H.safeParse(o.reason ?? 'user_request');
    if (!reason.success)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', `--reason "${o.reason}" is not a checkpoint reason: expected ${_core_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .CheckpointReason */ .H.options.join(', ')}`);
    if ((o.capture === undefined) !== (o.restore === undefined))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', '--capture and --restore go together: give both commands');
    const snap = o.files?.length
        ? await (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.snapshotGlobs)(sess.dir, process.cwd(), o.files, {
            ...(o.gitChanged ? { gitChangedOnly: true } : {}),
            ...(o.allowSecrets ? { allowSecrets: o.allowSecrets } : {}),
        })
        : undefined;
    const captures = o.capture
        ? [
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .captureExternal */ .q$)({ name: o.name, capture: o.capture, restore: o.restore }, (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.blobStoreOf)(sess.dir)),
        ]
        : [];
    let id = '';
    await (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .mutate */ .Tk)(sess, (s) => {
        const r = (0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_3__/* .createCheckpoint */ .vq)(s, {
            id: (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .newId */ .Si)('cp', (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .now */ .tB)()),
            reason: reason.data,
            phase: o.phase,
            now: (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .now */ .tB)(),
            ...(snap ? { globs: o.files, location: snap.location, skipped: (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.skippedOf)(snap) } : {}),
            ...(captures.length ? { captures } : {}),
        });
        id = r.checkpoint.id;
        return r.state;
    });
    if (o.json)
        printer.json({ id, files: snap ?? null, captures });
    else {
        printer.out(`Checkpoint ${id} recorded.`);
        if (snap)
            for (const l of (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.describeSnapshot)(snap))
                printer.out(`  ${l}`);
        for (const c of captures)
            printer.out(`  captured ${c.name}: ${c.size} bytes`);
    }
}
async function cmdRollback(printer, o) {
    const s = (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .openSession */ .fA)(printer);
    const { state } = await (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .requireState */ .JS)(s);
    // Checks the target and the loop guard before anything on disk changes.
    const planned = (0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_3__/* .rollbackTo */ .S8)(state, o.to, {
        now: (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .now */ .tB)(),
        id: (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .newId */ .Si)('rb', (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .now */ .tB)()),
        reason: o.reason,
    });
    const target = state.checkpoints.find((c) => c.id === planned.event.checkpointId);
    const withFiles = !!(0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .manifestShaOf */ .D6)(target.location);
    const files = withFiles
        ? await (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.rollbackCheckpointFiles)(s.dir, process.cwd(), state, target, !!o.dryRun)
        : undefined;
    const where = `${planned.event.checkpointId}${planned.event.toPhase ? ` (after ${planned.event.toPhase})` : ''}`;
    const phases = planned.event.rolledBack.length
        ? planned.event.rolledBack.join(', ')
        : 'no phases';
    if (o.dryRun) {
        if (o.json)
            printer.json({
                dryRun: true,
                event: planned.event,
                files: files?.diff ?? null,
                captures: target.captures.map((c) => c.name),
            });
        else {
            printer.out(`Would roll back to ${where}: ${phases} would be marked rolled_back.`);
            if (files) {
                const d = files.diff;
                for (const p of d.modified)
                    printer.out(`  restore  ${p}`);
                for (const p of d.deleted)
                    printer.out(`  create   ${p}`);
                for (const p of d.added)
                    printer.out(`  remove   ${p}`);
                if (!d.modified.length && !d.deleted.length && !d.added.length)
                    printer.out('  files: no change');
            }
            for (const c of target.captures)
                printer.out(`  run the restore command of ${c.name}`);
        }
        return;
    }
    if (files?.problems.length)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('rollback_files', `rollback to ${where} could not restore every file (${files.problems.slice(0, 3).join('; ')}); the state was not changed`, { exitCode: 1 });
    for (const c of target.captures) {
        try {
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .restoreExternal */ .wU)(c, (0,_checkpoints_js__WEBPACK_IMPORTED_MODULE_6__.blobStoreOf)(s.dir));
        }
        catch (e) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('rollback_external', `rollback to ${where}: restoring ${c.name} failed (${e.message}); the state was not changed`, { exitCode: 1 });
        }
    }
    let event;
    await (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .mutate */ .Tk)(s, (st) => {
        const r = (0,_core_rollback_js__WEBPACK_IMPORTED_MODULE_3__/* .rollbackTo */ .S8)(st, o.to, { now: (0,_session_js__WEBPACK_IMPORTED_MODULE_7__/* .now */ .tB)(), id: planned.event.id, reason: o.reason });
        event = r.event;
        return r.state;
    });
    if (o.json)
        printer.json({ event, files: files?.diff ?? null });
    else if (event) {
        printer.out(`Rolled back to ${where}: ${phases} marked rolled_back.`);
        if (files) {
            const d = files.diff;
            printer.out(`  files: ${d.modified.length} restored, ${d.deleted.length} re-created, ${d.added.length} removed`);
        }
        for (const c of target.captures)
            printer.out(`  ${c.name}: restored`);
    }
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


/***/ })

};
