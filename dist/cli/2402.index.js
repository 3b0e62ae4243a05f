export const id = 2402;
export const ids = [2402];
export const modules = {

/***/ 22720:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ph: () => (/* binding */ scanForbiddenKeys),
/* harmony export */   Qd: () => (/* binding */ isPlainObject),
/* harmony export */   lr: () => (/* binding */ MAX_DEPTH),
/* harmony export */   og: () => (/* binding */ formatIssues)
/* harmony export */ });
/* unused harmony export formatPath */
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48584);
/**
 * Paths into documents, for error messages (`phases.build.status`, `checkpoints[0].id`,
 * `phases["a.b"].error`), and the scan for prototype keys that untrusted JSON must not carry.
 */

/** Formats a document path for a person: dots between identifiers, brackets otherwise. */
function formatPath(path) {
    let out = '';
    for (const seg of path) {
        if (typeof seg === 'number')
            out += `[${seg}]`;
        else if (typeof seg === 'symbol')
            out += `[${String(seg)}]`;
        else if (/^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(seg))
            out += out === '' ? seg : `.${seg}`;
        else
            out += `[${JSON.stringify(seg.length > 80 ? `${seg.slice(0, 80)}…` : seg)}]`;
    }
    return out === '' ? '(root)' : out;
}
/** One `path: message` line per issue, in zod's order. */
function formatIssues(issues) {
    return issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}
/** Default depth limit for untrusted documents (far beyond any real state document). */
const MAX_DEPTH = 64;
/**
 * Walks a JSON-like value (iteratively, so a deep or cyclic value cannot overflow the stack) and
 * collects the paths of prototype keys. Stops descending at `maxDepth`.
 */
function scanForbiddenKeys(raw, maxDepth = MAX_DEPTH) {
    const forbidden = [];
    let tooDeep;
    const stack = [{ value: raw, path: [] }];
    while (stack.length > 0) {
        const { value, path } = stack.pop();
        if (value === null || typeof value !== 'object')
            continue;
        if (path.length >= maxDepth) {
            tooDeep ??= formatPath(path);
            continue;
        }
        if (Array.isArray(value)) {
            for (let i = value.length - 1; i >= 0; i--)
                stack.push({ value: value[i], path: [...path, i] });
            continue;
        }
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
            const key = keys[i];
            if (_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_KEYS */ .p5.has(key))
                forbidden.push(formatPath([...path, key]));
            else
                stack.push({ value: value[key], path: [...path, key] });
        }
    }
    forbidden.sort();
    return tooDeep === undefined ? { forbidden } : { forbidden, tooDeep };
}
/** True for a plain JSON object (not an array, not null, not a class instance). */
function isPlainObject(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}


/***/ }),

/***/ 82437:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ RunStateKeys),
/* harmony export */   GR: () => (/* binding */ RunStateFields),
/* harmony export */   p2: () => (/* binding */ validateRunState),
/* harmony export */   uY: () => (/* binding */ INVALID)
/* harmony export */ });
/* eslint-disable */
// Generated from the RunState schema (src/core/schema.ts) by src/core/validator-codegen.ts; do
// not edit. test/core/state-validator.test.ts checks it is current (`-u` rewrites it).
/** What the generated functions return for data they do not accept. */
const INVALID = Symbol('invalid');
const OMIT = 0;
const REQUIRED = 1;
function isPlainObject(x) {
    if (typeof x !== 'object' || x === null || Array.isArray(x))
        return false;
    const proto = Object.getPrototypeOf(x);
    return proto === Object.prototype || proto === null;
}
/**
 * One field of an object, as zod treats it: an absent optional field stays absent, a present one
 * that is undefined stays undefined, an undefined defaulted field gets the default, an undefined
 * required one is invalid.
 */
function field(x, out, key, check, absent) {
    const v = x[key];
    if (v === undefined) {
        if (absent === REQUIRED)
            return false;
        if (absent === OMIT) {
            if (key in x)
                out[key] = undefined;
            return true;
        }
        out[key] = absent();
        return true;
    }
    const r = check(v);
    if (r === INVALID)
        return false;
    out[key] = r;
    return true;
}
const C0 = new Set([2]);
const C1 = new Set(['repo', 'workflow', 'job', 'matrix', 'ref']);
const C2 = new Set([
    'repo',
    'workflow',
    'job',
    'runId',
    'runAttempt',
    'sha',
    'ref',
    'event',
    'actor',
]);
const C3 = new Set(['pending', 'running', 'paused', 'failed', 'completed', 'rolled_back']);
const C4 = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const C5 = new Set([
    'pending',
    'running',
    'succeeded',
    'failed',
    'skipped',
    'rolled_back',
]);
const C6 = /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$/;
const C7 = new Set(['pid', 'host', 'bootId', 'startTime']);
const C8 = new Set(['attempt', 'startedAt', 'at', 'message', 'exitCode', 'signal', 'cancelled']);
const C9 = /^[0-9a-f]{64}$/;
const C10 = new Set([
    'status',
    'attempt',
    'attempts',
    'startedAt',
    'owner',
    'endedAt',
    'durationMs',
    'exitCode',
    'signal',
    'cancelled',
    'stdoutTail',
    'stderrTail',
    'error',
    'failures',
    'reason',
    'savedMs',
    'inputsHash',
    'outputs',
    'checkpointId',
    'outputsNotKept',
    'outputsPending',
    'always',
    'sideEffect',
    'effectAttempt',
    'skipFailed',
    'conditional',
    'requires',
]);
const C11 = new Set(['id', 'requires', 'sideEffect', 'reuse', 'always', 'tags']);
const C12 = new Set(['skip', 'skipTags', 'description']);
const C13 = new Set([
    'phase_completed',
    'scheduled',
    'user_request',
    'before_rollback',
    'error_recovery',
    'before_restart',
]);
const C14 = new Set(['phases', 'context']);
const C15 = new Set(['file', 'dir', 'symlink']);
const C16 = new Set(['path', 'type', 'mode', 'size', 'sha256']);
const C17 = new Set(['name', 'capture', 'restore', 'sha256', 'size']);
const C18 = new Set(['path', 'why', 'refused']);
const C19 = new Set(['excluded', 'refused', 'paths']);
const C20 = new Set([
    'id',
    'phase',
    'reason',
    'createdAt',
    'attempt',
    'stateDigest',
    'snapshot',
    'files',
    'globs',
    'captures',
    'location',
    'skipped',
]);
const C21 = new Set(['phases', 'minutes']);
const C22 = new Set(['interval', 'max', 'onError']);
const C23 = new Set([
    'id',
    'at',
    'attempt',
    'from',
    'checkpointId',
    'toPhase',
    'rolledBack',
    'reason',
]);
const C24 = new Set(['failed', 'previous', 'skip-failed', 'restart']);
const C25 = /^checkpoint:.+$/;
const C26 = new Set([
    'strategy',
    'fromAttempt',
    'resumeFrom',
    'skipped',
    'redo',
    'savedMs',
    'reasons',
    'plannedAt',
    'checkpointId',
    'warnings',
    'kept',
    'lost',
    'blocked',
    'rerunSideEffects',
]);
const C27 = new Set(['reason', 'at']);
const C28 = new Set([
    'phase',
    'attempt',
    'at',
    'message',
    'exitCode',
    'signal',
    'cancelled',
    'recoverable',
]);
const C29 = new Set(['sha256', 'key', 'artifact', 'runId', 'blobs', 'bytes']);
const C30 = new Set(['runId', 'records', 'checkpoints']);
const C31 = new Set(['toolVersion', 'host', 'runner']);
function v0(x) {
    return C0.has(x) ? x : INVALID;
}
function v1(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length < 1)
        return INVALID;
    if (x.length > 128)
        return INVALID;
    return x;
}
function v3(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 256)
        return INVALID;
    return x;
}
function v4(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length < 1)
        return INVALID;
    if (x.length > 256)
        return INVALID;
    return x;
}
function v5(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 256)
        return INVALID;
    return x;
}
function v6(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 1024)
        return INVALID;
    return x;
}
function v7(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 512)
        return INVALID;
    return x;
}
function v2(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C1.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'repo', v3, REQUIRED))
        return INVALID;
    if (!field(x, out, 'workflow', v4, REQUIRED))
        return INVALID;
    if (!field(x, out, 'job', v5, REQUIRED))
        return INVALID;
    if (!field(x, out, 'matrix', v6, () => ''))
        return INVALID;
    if (!field(x, out, 'ref', v7, REQUIRED))
        return INVALID;
    return out;
}
function v9(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 256)
        return INVALID;
    return x;
}
function v10(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 256)
        return INVALID;
    return x;
}
function v11(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 256)
        return INVALID;
    return x;
}
function v12(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 64)
        return INVALID;
    return x;
}
function v13(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    if (x <= 0)
        return INVALID;
    return x;
}
function v14(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 64)
        return INVALID;
    return x;
}
function v15(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 512)
        return INVALID;
    return x;
}
function v16(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 64)
        return INVALID;
    return x;
}
function v17(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 256)
        return INVALID;
    return x;
}
function v8(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C2.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'repo', v9, REQUIRED))
        return INVALID;
    if (!field(x, out, 'workflow', v10, REQUIRED))
        return INVALID;
    if (!field(x, out, 'job', v11, REQUIRED))
        return INVALID;
    if (!field(x, out, 'runId', v12, REQUIRED))
        return INVALID;
    if (!field(x, out, 'runAttempt', v13, REQUIRED))
        return INVALID;
    if (!field(x, out, 'sha', v14, REQUIRED))
        return INVALID;
    if (!field(x, out, 'ref', v15, REQUIRED))
        return INVALID;
    if (!field(x, out, 'event', v16, REQUIRED))
        return INVALID;
    if (!field(x, out, 'actor', v17, REQUIRED))
        return INVALID;
    return out;
}
function v18(x) {
    return C3.has(x) ? x : INVALID;
}
function v20(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (!C4.test(x))
        return INVALID;
    return x;
}
function v22(x) {
    return C5.has(x) ? x : INVALID;
}
function v23(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    if (x <= 0)
        return INVALID;
    return x;
}
function v24(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    if (x < 0)
        return INVALID;
    return x;
}
function v25(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (!C6.test(x))
        return INVALID;
    return x;
}
function v27(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    if (x <= 0)
        return INVALID;
    return x;
}
function v28(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 256)
        return INVALID;
    return x;
}
function v29(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 64)
        return INVALID;
    return x;
}
function v26(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C7.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'pid', v27, REQUIRED))
        return INVALID;
    if (!field(x, out, 'host', v28, REQUIRED))
        return INVALID;
    if (!field(x, out, 'bootId', v29, OMIT))
        return INVALID;
    if (!field(x, out, 'startTime', v24, OMIT))
        return INVALID;
    return out;
}
function v30(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    return x;
}
function v31(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 32)
        return INVALID;
    return x;
}
function v32(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v33(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 65536)
        return INVALID;
    return x;
}
function v34(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 65536)
        return INVALID;
    return x;
}
function v35(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 4096)
        return INVALID;
    return x;
}
function v38(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    if (x <= 0)
        return INVALID;
    return x;
}
function v39(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 1024)
        return INVALID;
    return x;
}
function v40(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    return x;
}
function v41(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 32)
        return INVALID;
    return x;
}
function v42(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v37(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C8.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'attempt', v38, REQUIRED))
        return INVALID;
    if (!field(x, out, 'startedAt', v25, OMIT))
        return INVALID;
    if (!field(x, out, 'at', v25, REQUIRED))
        return INVALID;
    if (!field(x, out, 'message', v39, REQUIRED))
        return INVALID;
    if (!field(x, out, 'exitCode', v40, OMIT))
        return INVALID;
    if (!field(x, out, 'signal', v41, OMIT))
        return INVALID;
    if (!field(x, out, 'cancelled', v42, OMIT))
        return INVALID;
    return out;
}
function v36(x) {
    if (!Array.isArray(x))
        return INVALID;
    if (x.length > 20)
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v37(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v43(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 1024)
        return INVALID;
    return x;
}
function v44(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (!C9.test(x))
        return INVALID;
    return x;
}
function v46(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 1024)
        return INVALID;
    return x;
}
function v45(x) {
    if (!Array.isArray(x))
        return INVALID;
    if (x.length > 1000)
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v46(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v47(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 128)
        return INVALID;
    return x;
}
function v48(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 1024)
        return INVALID;
    return x;
}
function v49(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 128)
        return INVALID;
    return x;
}
function v50(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v51(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v52(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    if (x <= 0)
        return INVALID;
    return x;
}
function v53(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v54(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v55(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v20(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v21(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C10.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'status', v22, REQUIRED))
        return INVALID;
    if (!field(x, out, 'attempt', v23, REQUIRED))
        return INVALID;
    if (!field(x, out, 'attempts', v24, () => 0))
        return INVALID;
    if (!field(x, out, 'startedAt', v25, OMIT))
        return INVALID;
    if (!field(x, out, 'owner', v26, OMIT))
        return INVALID;
    if (!field(x, out, 'endedAt', v25, OMIT))
        return INVALID;
    if (!field(x, out, 'durationMs', v24, OMIT))
        return INVALID;
    if (!field(x, out, 'exitCode', v30, OMIT))
        return INVALID;
    if (!field(x, out, 'signal', v31, OMIT))
        return INVALID;
    if (!field(x, out, 'cancelled', v32, OMIT))
        return INVALID;
    if (!field(x, out, 'stdoutTail', v33, OMIT))
        return INVALID;
    if (!field(x, out, 'stderrTail', v34, OMIT))
        return INVALID;
    if (!field(x, out, 'error', v35, OMIT))
        return INVALID;
    if (!field(x, out, 'failures', v36, OMIT))
        return INVALID;
    if (!field(x, out, 'reason', v43, OMIT))
        return INVALID;
    if (!field(x, out, 'savedMs', v24, OMIT))
        return INVALID;
    if (!field(x, out, 'inputsHash', v44, OMIT))
        return INVALID;
    if (!field(x, out, 'outputs', v45, () => []))
        return INVALID;
    if (!field(x, out, 'checkpointId', v47, OMIT))
        return INVALID;
    if (!field(x, out, 'outputsNotKept', v48, OMIT))
        return INVALID;
    if (!field(x, out, 'outputsPending', v49, OMIT))
        return INVALID;
    if (!field(x, out, 'always', v50, OMIT))
        return INVALID;
    if (!field(x, out, 'sideEffect', v51, () => false))
        return INVALID;
    if (!field(x, out, 'effectAttempt', v52, OMIT))
        return INVALID;
    if (!field(x, out, 'skipFailed', v53, OMIT))
        return INVALID;
    if (!field(x, out, 'conditional', v54, () => false))
        return INVALID;
    if (!field(x, out, 'requires', v55, () => []))
        return INVALID;
    return out;
}
function v19(x) {
    if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0)
        return INVALID;
    const out = {};
    for (const key of Object.keys(x)) {
        if (key === '__proto__')
            return INVALID;
        if (v20(key) === INVALID)
            return INVALID;
        const v = v21(x[key]);
        if (v === INVALID)
            return INVALID;
        out[key] = v;
    }
    return out;
}
function v58(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v20(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v59(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v60(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v61(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v63(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 64)
        return INVALID;
    return x;
}
function v62(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v63(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v57(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C11.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'id', v20, REQUIRED))
        return INVALID;
    if (!field(x, out, 'requires', v58, () => []))
        return INVALID;
    if (!field(x, out, 'sideEffect', v59, () => false))
        return INVALID;
    if (!field(x, out, 'reuse', v60, () => false))
        return INVALID;
    if (!field(x, out, 'always', v61, OMIT))
        return INVALID;
    if (!field(x, out, 'tags', v62, () => []))
        return INVALID;
    return out;
}
function v56(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v57(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v64(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 64)
        return INVALID;
    return x;
}
function v65(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v67(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 256)
        return INVALID;
    if (!!['__proto__', 'constructor', 'prototype'].includes(x))
        return INVALID;
    return x;
}
function v70(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 64)
        return INVALID;
    return x;
}
function v69(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v70(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v72(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 64)
        return INVALID;
    return x;
}
function v71(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v72(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v73(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 512)
        return INVALID;
    return x;
}
function v68(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C12.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'skip', v69, () => []))
        return INVALID;
    if (!field(x, out, 'skipTags', v71, () => []))
        return INVALID;
    if (!field(x, out, 'description', v73, OMIT))
        return INVALID;
    return out;
}
function v66(x) {
    if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0)
        return INVALID;
    const out = {};
    for (const key of Object.keys(x)) {
        if (key === '__proto__')
            return INVALID;
        if (v67(key) === INVALID)
            return INVALID;
        const v = v68(x[key]);
        if (v === INVALID)
            return INVALID;
        out[key] = v;
    }
    return out;
}
function v76(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 1000000)
        return INVALID;
    return x;
}
function v77(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    return x;
}
function v78(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v79(x) {
    return x === null ? x : INVALID;
}
function v80(x) {
    if (!Array.isArray(x))
        return INVALID;
    if (x.length > 10000)
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v75(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v81(x) {
    if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0)
        return INVALID;
    const out = {};
    for (const key of Object.keys(x)) {
        if (key === '__proto__')
            return INVALID;
        if (v67(key) === INVALID)
            return INVALID;
        const v = v75(x[key]);
        if (v === INVALID)
            return INVALID;
        out[key] = v;
    }
    return out;
}
function v75(x) {
    let v;
    v = v76(x);
    if (v !== INVALID)
        return v;
    v = v77(x);
    if (v !== INVALID)
        return v;
    v = v78(x);
    if (v !== INVALID)
        return v;
    v = v79(x);
    if (v !== INVALID)
        return v;
    v = v80(x);
    if (v !== INVALID)
        return v;
    v = v81(x);
    if (v !== INVALID)
        return v;
    return INVALID;
}
function v74(x) {
    if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0)
        return INVALID;
    const out = {};
    for (const key of Object.keys(x)) {
        if (key === '__proto__')
            return INVALID;
        if (v67(key) === INVALID)
            return INVALID;
        const v = v75(x[key]);
        if (v === INVALID)
            return INVALID;
        out[key] = v;
    }
    return out;
}
function v84(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length < 1)
        return INVALID;
    if (x.length > 128)
        return INVALID;
    return x;
}
function v85(x) {
    return C13.has(x) ? x : INVALID;
}
function v86(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    if (x <= 0)
        return INVALID;
    return x;
}
function v88(x) {
    if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0)
        return INVALID;
    const out = {};
    for (const key of Object.keys(x)) {
        if (key === '__proto__')
            return INVALID;
        if (v20(key) === INVALID)
            return INVALID;
        const v = v21(x[key]);
        if (v === INVALID)
            return INVALID;
        out[key] = v;
    }
    return out;
}
function v89(x) {
    if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0)
        return INVALID;
    const out = {};
    for (const key of Object.keys(x)) {
        if (key === '__proto__')
            return INVALID;
        if (v67(key) === INVALID)
            return INVALID;
        const v = v75(x[key]);
        if (v === INVALID)
            return INVALID;
        out[key] = v;
    }
    return out;
}
function v87(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C14.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'phases', v88, REQUIRED))
        return INVALID;
    if (!field(x, out, 'context', v89, REQUIRED))
        return INVALID;
    return out;
}
function v92(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 4096)
        return INVALID;
    return x;
}
function v93(x) {
    return C15.has(x) ? x : INVALID;
}
function v94(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    if (x < 0)
        return INVALID;
    return x;
}
function v91(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C16.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'path', v92, REQUIRED))
        return INVALID;
    if (!field(x, out, 'type', v93, REQUIRED))
        return INVALID;
    if (!field(x, out, 'mode', v94, REQUIRED))
        return INVALID;
    if (!field(x, out, 'size', v24, REQUIRED))
        return INVALID;
    if (!field(x, out, 'sha256', v44, OMIT))
        return INVALID;
    return out;
}
function v90(x) {
    if (!Array.isArray(x))
        return INVALID;
    if (x.length > 1000000)
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v91(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v96(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 1024)
        return INVALID;
    return x;
}
function v95(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v96(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v99(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 128)
        return INVALID;
    return x;
}
function v100(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 4096)
        return INVALID;
    return x;
}
function v101(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 4096)
        return INVALID;
    return x;
}
function v98(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C17.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'name', v99, REQUIRED))
        return INVALID;
    if (!field(x, out, 'capture', v100, REQUIRED))
        return INVALID;
    if (!field(x, out, 'restore', v101, REQUIRED))
        return INVALID;
    if (!field(x, out, 'sha256', v44, REQUIRED))
        return INVALID;
    if (!field(x, out, 'size', v24, REQUIRED))
        return INVALID;
    return out;
}
function v97(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v98(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v102(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 1024)
        return INVALID;
    return x;
}
function v106(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 1024)
        return INVALID;
    return x;
}
function v107(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 512)
        return INVALID;
    return x;
}
function v108(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v105(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C18.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'path', v106, REQUIRED))
        return INVALID;
    if (!field(x, out, 'why', v107, REQUIRED))
        return INVALID;
    if (!field(x, out, 'refused', v108, REQUIRED))
        return INVALID;
    return out;
}
function v104(x) {
    if (!Array.isArray(x))
        return INVALID;
    if (x.length > 50)
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v105(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v103(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C19.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'excluded', v24, REQUIRED))
        return INVALID;
    if (!field(x, out, 'refused', v24, REQUIRED))
        return INVALID;
    if (!field(x, out, 'paths', v104, REQUIRED))
        return INVALID;
    return out;
}
function v83(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C20.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'id', v84, REQUIRED))
        return INVALID;
    if (!field(x, out, 'phase', v20, OMIT))
        return INVALID;
    if (!field(x, out, 'reason', v85, REQUIRED))
        return INVALID;
    if (!field(x, out, 'createdAt', v25, REQUIRED))
        return INVALID;
    if (!field(x, out, 'attempt', v86, REQUIRED))
        return INVALID;
    if (!field(x, out, 'stateDigest', v44, REQUIRED))
        return INVALID;
    if (!field(x, out, 'snapshot', v87, REQUIRED))
        return INVALID;
    if (!field(x, out, 'files', v90, () => []))
        return INVALID;
    if (!field(x, out, 'globs', v95, () => []))
        return INVALID;
    if (!field(x, out, 'captures', v97, () => []))
        return INVALID;
    if (!field(x, out, 'location', v102, OMIT))
        return INVALID;
    if (!field(x, out, 'skipped', v103, OMIT))
        return INVALID;
    return out;
}
function v82(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v83(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v111(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    if (x < 1)
        return INVALID;
    if (x > 10000)
        return INVALID;
    return x;
}
function v112(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    if (x < 1)
        return INVALID;
    if (x > 525600)
        return INVALID;
    return x;
}
function v110(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C21.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'phases', v111, OMIT))
        return INVALID;
    if (!field(x, out, 'minutes', v112, OMIT))
        return INVALID;
    return out;
}
function v113(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    if (x < 1)
        return INVALID;
    if (x > 10000)
        return INVALID;
    return x;
}
function v114(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v109(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C22.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'interval', v110, OMIT))
        return INVALID;
    if (!field(x, out, 'max', v113, OMIT))
        return INVALID;
    if (!field(x, out, 'onError', v114, () => true))
        return INVALID;
    return out;
}
function v117(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length < 1)
        return INVALID;
    if (x.length > 128)
        return INVALID;
    return x;
}
function v118(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    if (x <= 0)
        return INVALID;
    return x;
}
function v119(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 128)
        return INVALID;
    return x;
}
function v120(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v20(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v121(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 1024)
        return INVALID;
    return x;
}
function v116(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C23.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'id', v117, REQUIRED))
        return INVALID;
    if (!field(x, out, 'at', v25, REQUIRED))
        return INVALID;
    if (!field(x, out, 'attempt', v118, REQUIRED))
        return INVALID;
    if (!field(x, out, 'from', v20, OMIT))
        return INVALID;
    if (!field(x, out, 'checkpointId', v119, REQUIRED))
        return INVALID;
    if (!field(x, out, 'toPhase', v20, OMIT))
        return INVALID;
    if (!field(x, out, 'rolledBack', v120, REQUIRED))
        return INVALID;
    if (!field(x, out, 'reason', v121, OMIT))
        return INVALID;
    return out;
}
function v115(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v116(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v124(x) {
    return C24.has(x) ? x : INVALID;
}
function v125(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (!C25.test(x))
        return INVALID;
    return x;
}
function v123(x) {
    let v;
    v = v124(x);
    if (v !== INVALID)
        return v;
    v = v125(x);
    if (v !== INVALID)
        return v;
    return INVALID;
}
function v126(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    if (x <= 0)
        return INVALID;
    return x;
}
function v127(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v20(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v128(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v20(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v130(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 1024)
        return INVALID;
    return x;
}
function v129(x) {
    if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0)
        return INVALID;
    const out = {};
    for (const key of Object.keys(x)) {
        if (key === '__proto__')
            return INVALID;
        if (v20(key) === INVALID)
            return INVALID;
        const v = v130(x[key]);
        if (v === INVALID)
            return INVALID;
        out[key] = v;
    }
    return out;
}
function v131(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 128)
        return INVALID;
    return x;
}
function v133(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 1024)
        return INVALID;
    return x;
}
function v132(x) {
    if (!Array.isArray(x))
        return INVALID;
    if (x.length > 1000)
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v133(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v134(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v20(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v135(x) {
    if (!Array.isArray(x))
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v20(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v137(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 1024)
        return INVALID;
    return x;
}
function v136(x) {
    if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0)
        return INVALID;
    const out = {};
    for (const key of Object.keys(x)) {
        if (key === '__proto__')
            return INVALID;
        if (v20(key) === INVALID)
            return INVALID;
        const v = v137(x[key]);
        if (v === INVALID)
            return INVALID;
        out[key] = v;
    }
    return out;
}
function v138(x) {
    if (!Array.isArray(x))
        return INVALID;
    if (x.length > 1000)
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v20(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v122(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C26.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'strategy', v123, REQUIRED))
        return INVALID;
    if (!field(x, out, 'fromAttempt', v126, REQUIRED))
        return INVALID;
    if (!field(x, out, 'resumeFrom', v20, OMIT))
        return INVALID;
    if (!field(x, out, 'skipped', v127, REQUIRED))
        return INVALID;
    if (!field(x, out, 'redo', v128, REQUIRED))
        return INVALID;
    if (!field(x, out, 'savedMs', v24, REQUIRED))
        return INVALID;
    if (!field(x, out, 'reasons', v129, () => ({})))
        return INVALID;
    if (!field(x, out, 'plannedAt', v25, REQUIRED))
        return INVALID;
    if (!field(x, out, 'checkpointId', v131, OMIT))
        return INVALID;
    if (!field(x, out, 'warnings', v132, OMIT))
        return INVALID;
    if (!field(x, out, 'kept', v134, OMIT))
        return INVALID;
    if (!field(x, out, 'lost', v135, OMIT))
        return INVALID;
    if (!field(x, out, 'blocked', v136, OMIT))
        return INVALID;
    if (!field(x, out, 'rerunSideEffects', v138, OMIT))
        return INVALID;
    return out;
}
function v140(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 1024)
        return INVALID;
    return x;
}
function v139(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C27.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'reason', v140, REQUIRED))
        return INVALID;
    if (!field(x, out, 'at', v25, REQUIRED))
        return INVALID;
    return out;
}
function v141(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 4096)
        return INVALID;
    return x;
}
function v143(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    if (x <= 0)
        return INVALID;
    return x;
}
function v144(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 4096)
        return INVALID;
    return x;
}
function v145(x) {
    if (typeof x !== 'number' || !Number.isFinite(x))
        return INVALID;
    if (!Number.isSafeInteger(x))
        return INVALID;
    return x;
}
function v146(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 32)
        return INVALID;
    return x;
}
function v147(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v148(x) {
    return typeof x === 'boolean' ? x : INVALID;
}
function v142(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C28.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'phase', v20, OMIT))
        return INVALID;
    if (!field(x, out, 'attempt', v143, REQUIRED))
        return INVALID;
    if (!field(x, out, 'at', v25, REQUIRED))
        return INVALID;
    if (!field(x, out, 'message', v144, REQUIRED))
        return INVALID;
    if (!field(x, out, 'exitCode', v145, OMIT))
        return INVALID;
    if (!field(x, out, 'signal', v146, OMIT))
        return INVALID;
    if (!field(x, out, 'cancelled', v147, OMIT))
        return INVALID;
    if (!field(x, out, 'recoverable', v148, REQUIRED))
        return INVALID;
    return out;
}
function v151(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 512)
        return INVALID;
    return x;
}
function v152(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 256)
        return INVALID;
    return x;
}
function v153(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 64)
        return INVALID;
    return x;
}
function v150(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C29.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'sha256', v44, REQUIRED))
        return INVALID;
    if (!field(x, out, 'key', v151, REQUIRED))
        return INVALID;
    if (!field(x, out, 'artifact', v152, OMIT))
        return INVALID;
    if (!field(x, out, 'runId', v153, OMIT))
        return INVALID;
    if (!field(x, out, 'blobs', v24, REQUIRED))
        return INVALID;
    if (!field(x, out, 'bytes', v24, REQUIRED))
        return INVALID;
    return out;
}
function v149(x) {
    if (!Array.isArray(x))
        return INVALID;
    if (x.length > 10000)
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v150(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v155(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 64)
        return INVALID;
    return x;
}
function v156(x) {
    if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0)
        return INVALID;
    const out = {};
    for (const key of Object.keys(x)) {
        if (key === '__proto__')
            return INVALID;
        if (v20(key) === INVALID)
            return INVALID;
        const v = v21(x[key]);
        if (v === INVALID)
            return INVALID;
        out[key] = v;
    }
    return out;
}
function v157(x) {
    if (!Array.isArray(x))
        return INVALID;
    if (x.length > 1000)
        return INVALID;
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) {
        const v = v83(x[i]);
        if (v === INVALID)
            return INVALID;
        out[i] = v;
    }
    return out;
}
function v154(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C30.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'runId', v155, REQUIRED))
        return INVALID;
    if (!field(x, out, 'records', v156, REQUIRED))
        return INVALID;
    if (!field(x, out, 'checkpoints', v157, OMIT))
        return INVALID;
    return out;
}
function v159(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 64)
        return INVALID;
    return x;
}
function v160(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 256)
        return INVALID;
    return x;
}
function v161(x) {
    if (typeof x !== 'string')
        return INVALID;
    if (x.length > 256)
        return INVALID;
    return x;
}
function v158(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!C31.has(key))
            return INVALID;
    const out = {};
    if (!field(x, out, 'toolVersion', v159, REQUIRED))
        return INVALID;
    if (!field(x, out, 'host', v160, OMIT))
        return INVALID;
    if (!field(x, out, 'runner', v161, OMIT))
        return INVALID;
    return out;
}
/** The fields of RunState, in the schema's order. */
const RunStateKeys = [
    'schemaVersion',
    'id',
    'scope',
    'origin',
    'status',
    'phases',
    'declared',
    'profile',
    'allowUndeclared',
    'profiles',
    'context',
    'checkpoints',
    'checkpointPolicy',
    'rollbackHistory',
    'resume',
    'pause',
    'createdAt',
    'updatedAt',
    'endedAt',
    'error',
    'lastFailure',
    'seq',
    'packs',
    'carried',
    'metadata',
];
const KEYS = new Set(RunStateKeys);
/** Each field of RunState: moves it from `x` to `out` as zod does; false when invalid. */
const RunStateFields = {
    schemaVersion: (x, out) => field(x, out, 'schemaVersion', v0, REQUIRED),
    id: (x, out) => field(x, out, 'id', v1, REQUIRED),
    scope: (x, out) => field(x, out, 'scope', v2, REQUIRED),
    origin: (x, out) => field(x, out, 'origin', v8, REQUIRED),
    status: (x, out) => field(x, out, 'status', v18, REQUIRED),
    phases: (x, out) => field(x, out, 'phases', v19, REQUIRED),
    declared: (x, out) => field(x, out, 'declared', v56, () => []),
    profile: (x, out) => field(x, out, 'profile', v64, OMIT),
    allowUndeclared: (x, out) => field(x, out, 'allowUndeclared', v65, OMIT),
    profiles: (x, out) => field(x, out, 'profiles', v66, () => ({})),
    context: (x, out) => field(x, out, 'context', v74, () => ({})),
    checkpoints: (x, out) => field(x, out, 'checkpoints', v82, () => []),
    checkpointPolicy: (x, out) => field(x, out, 'checkpointPolicy', v109, OMIT),
    rollbackHistory: (x, out) => field(x, out, 'rollbackHistory', v115, () => []),
    resume: (x, out) => field(x, out, 'resume', v122, OMIT),
    pause: (x, out) => field(x, out, 'pause', v139, OMIT),
    createdAt: (x, out) => field(x, out, 'createdAt', v25, REQUIRED),
    updatedAt: (x, out) => field(x, out, 'updatedAt', v25, REQUIRED),
    endedAt: (x, out) => field(x, out, 'endedAt', v25, OMIT),
    error: (x, out) => field(x, out, 'error', v141, OMIT),
    lastFailure: (x, out) => field(x, out, 'lastFailure', v142, OMIT),
    seq: (x, out) => field(x, out, 'seq', v24, () => 0),
    packs: (x, out) => field(x, out, 'packs', v149, () => []),
    carried: (x, out) => field(x, out, 'carried', v154, OMIT),
    metadata: (x, out) => field(x, out, 'metadata', v158, () => ({ toolVersion: '0.0.0' })),
};
/** RunState parsed as zod does, or INVALID (then zod says why, or accepts what this refuses). */
function validateRunState(x) {
    if (!isPlainObject(x))
        return INVALID;
    for (const key in x)
        if (!KEYS.has(key))
            return INVALID;
    const out = {};
    if (!RunStateFields['schemaVersion'](x, out))
        return INVALID;
    if (!RunStateFields['id'](x, out))
        return INVALID;
    if (!RunStateFields['scope'](x, out))
        return INVALID;
    if (!RunStateFields['origin'](x, out))
        return INVALID;
    if (!RunStateFields['status'](x, out))
        return INVALID;
    if (!RunStateFields['phases'](x, out))
        return INVALID;
    if (!RunStateFields['declared'](x, out))
        return INVALID;
    if (!RunStateFields['profile'](x, out))
        return INVALID;
    if (!RunStateFields['allowUndeclared'](x, out))
        return INVALID;
    if (!RunStateFields['profiles'](x, out))
        return INVALID;
    if (!RunStateFields['context'](x, out))
        return INVALID;
    if (!RunStateFields['checkpoints'](x, out))
        return INVALID;
    if (!RunStateFields['checkpointPolicy'](x, out))
        return INVALID;
    if (!RunStateFields['rollbackHistory'](x, out))
        return INVALID;
    if (!RunStateFields['resume'](x, out))
        return INVALID;
    if (!RunStateFields['pause'](x, out))
        return INVALID;
    if (!RunStateFields['createdAt'](x, out))
        return INVALID;
    if (!RunStateFields['updatedAt'](x, out))
        return INVALID;
    if (!RunStateFields['endedAt'](x, out))
        return INVALID;
    if (!RunStateFields['error'](x, out))
        return INVALID;
    if (!RunStateFields['lastFailure'](x, out))
        return INVALID;
    if (!RunStateFields['seq'](x, out))
        return INVALID;
    if (!RunStateFields['packs'](x, out))
        return INVALID;
    if (!RunStateFields['carried'](x, out))
        return INVALID;
    if (!RunStateFields['metadata'](x, out))
        return INVALID;
    return out;
}


/***/ })

};
