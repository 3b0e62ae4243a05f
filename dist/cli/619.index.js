export const id = 619;
export const ids = [619];
export const modules = {

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
