/* eslint-disable */
// Generated from the RunState schema (src/core/schema.ts) by src/core/validator-codegen.ts; do
// not edit. test/core/state-validator.test.ts checks it is current (`-u` rewrites it).
/** What the generated functions return for data they do not accept. */
export const INVALID: unique symbol = Symbol('invalid');
const OMIT = 0;
const REQUIRED = 1;

function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * One field of an object, as zod treats it: an absent optional field stays absent, a present one
 * that is undefined stays undefined, an undefined defaulted field gets the default, an undefined
 * required one is invalid.
 */
function field(
  x: Record<string, unknown>,
  out: Record<string, unknown>,
  key: string,
  check: (v: unknown) => unknown,
  absent: typeof OMIT | typeof REQUIRED | (() => unknown),
): boolean {
  const v = x[key];
  if (v === undefined) {
    if (absent === REQUIRED) return false;
    if (absent === OMIT) {
      if (key in x) out[key] = undefined;
      return true;
    }
    out[key] = absent();
    return true;
  }
  const r = check(v);
  if (r === INVALID) return false;
  out[key] = r;
  return true;
}

const C0 = new Set<unknown>([2]);

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

const C3 = new Set<unknown>(['pending', 'running', 'paused', 'failed', 'completed', 'rolled_back']);

const C4 = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const C5 = new Set<unknown>([
  'pending',
  'running',
  'succeeded',
  'failed',
  'skipped',
  'rolled_back',
]);

const C6 =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$/;

const C7 = new Set(['attempt', 'at', 'message', 'exitCode', 'signal', 'cancelled']);

const C8 = /^[0-9a-f]{64}$/;

const C9 = new Set([
  'status',
  'attempt',
  'attempts',
  'startedAt',
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
  'sideEffect',
  'effectAttempt',
  'skipFailed',
  'conditional',
  'requires',
]);

const C10 = new Set(['id', 'requires', 'sideEffect', 'reuse', 'tags']);

const C11 = new Set(['skip', 'skipTags', 'description']);

const C12 = new Set<unknown>([
  'phase_completed',
  'scheduled',
  'user_request',
  'before_rollback',
  'error_recovery',
  'before_restart',
]);

const C13 = new Set(['phases', 'context']);

const C14 = new Set<unknown>(['file', 'dir', 'symlink']);

const C15 = new Set(['path', 'type', 'mode', 'size', 'sha256']);

const C16 = new Set(['name', 'capture', 'restore', 'sha256', 'size']);

const C17 = new Set(['path', 'why', 'refused']);

const C18 = new Set(['excluded', 'refused', 'paths']);

const C19 = new Set([
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

const C20 = new Set(['phases', 'minutes']);

const C21 = new Set(['interval', 'max', 'onError']);

const C22 = new Set([
  'id',
  'at',
  'attempt',
  'from',
  'checkpointId',
  'toPhase',
  'rolledBack',
  'reason',
]);

const C23 = new Set<unknown>(['failed', 'previous', 'skip-failed', 'restart']);

const C24 = /^checkpoint:.+$/;

const C25 = new Set([
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

const C26 = new Set(['reason', 'at']);

const C27 = new Set([
  'phase',
  'attempt',
  'at',
  'message',
  'exitCode',
  'signal',
  'cancelled',
  'recoverable',
]);

const C28 = new Set(['sha256', 'key', 'artifact', 'runId', 'blobs', 'bytes']);

const C29 = new Set(['runId', 'records']);

const C30 = new Set(['toolVersion', 'host', 'runner']);

function v0(x: unknown): unknown {
  return C0.has(x) ? x : INVALID;
}

function v1(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length < 1) return INVALID;
  if (x.length > 128) return INVALID;
  return x;
}

function v3(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 256) return INVALID;
  return x;
}

function v4(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length < 1) return INVALID;
  if (x.length > 256) return INVALID;
  return x;
}

function v5(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 256) return INVALID;
  return x;
}

function v6(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 1024) return INVALID;
  return x;
}

function v7(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 512) return INVALID;
  return x;
}

function v2(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C1.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'repo', v3, REQUIRED)) return INVALID;
  if (!field(x, out, 'workflow', v4, REQUIRED)) return INVALID;
  if (!field(x, out, 'job', v5, REQUIRED)) return INVALID;
  if (!field(x, out, 'matrix', v6, () => '' as unknown)) return INVALID;
  if (!field(x, out, 'ref', v7, REQUIRED)) return INVALID;
  return out;
}

function v9(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 256) return INVALID;
  return x;
}

function v10(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 256) return INVALID;
  return x;
}

function v11(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 256) return INVALID;
  return x;
}

function v12(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 64) return INVALID;
  return x;
}

function v13(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  if (x <= 0) return INVALID;
  return x;
}

function v14(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 64) return INVALID;
  return x;
}

function v15(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 512) return INVALID;
  return x;
}

function v16(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 64) return INVALID;
  return x;
}

function v17(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 256) return INVALID;
  return x;
}

function v8(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C2.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'repo', v9, REQUIRED)) return INVALID;
  if (!field(x, out, 'workflow', v10, REQUIRED)) return INVALID;
  if (!field(x, out, 'job', v11, REQUIRED)) return INVALID;
  if (!field(x, out, 'runId', v12, REQUIRED)) return INVALID;
  if (!field(x, out, 'runAttempt', v13, REQUIRED)) return INVALID;
  if (!field(x, out, 'sha', v14, REQUIRED)) return INVALID;
  if (!field(x, out, 'ref', v15, REQUIRED)) return INVALID;
  if (!field(x, out, 'event', v16, REQUIRED)) return INVALID;
  if (!field(x, out, 'actor', v17, REQUIRED)) return INVALID;
  return out;
}

function v18(x: unknown): unknown {
  return C3.has(x) ? x : INVALID;
}

function v20(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (!C4.test(x)) return INVALID;
  return x;
}

function v22(x: unknown): unknown {
  return C5.has(x) ? x : INVALID;
}

function v23(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  if (x <= 0) return INVALID;
  return x;
}

function v24(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  if (x < 0) return INVALID;
  return x;
}

function v25(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (!C6.test(x)) return INVALID;
  return x;
}

function v26(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  return x;
}

function v27(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 32) return INVALID;
  return x;
}

function v28(x: unknown): unknown {
  return typeof x === 'boolean' ? x : INVALID;
}

function v29(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 65536) return INVALID;
  return x;
}

function v30(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 65536) return INVALID;
  return x;
}

function v31(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 4096) return INVALID;
  return x;
}

function v34(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  if (x <= 0) return INVALID;
  return x;
}

function v35(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 1024) return INVALID;
  return x;
}

function v36(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  return x;
}

function v37(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 32) return INVALID;
  return x;
}

function v38(x: unknown): unknown {
  return typeof x === 'boolean' ? x : INVALID;
}

function v33(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C7.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'attempt', v34, REQUIRED)) return INVALID;
  if (!field(x, out, 'at', v25, REQUIRED)) return INVALID;
  if (!field(x, out, 'message', v35, REQUIRED)) return INVALID;
  if (!field(x, out, 'exitCode', v36, OMIT)) return INVALID;
  if (!field(x, out, 'signal', v37, OMIT)) return INVALID;
  if (!field(x, out, 'cancelled', v38, OMIT)) return INVALID;
  return out;
}

function v32(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  if (x.length > 20) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v33(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v39(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 1024) return INVALID;
  return x;
}

function v40(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (!C8.test(x)) return INVALID;
  return x;
}

function v42(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 1024) return INVALID;
  return x;
}

function v41(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  if (x.length > 1000) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v42(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v43(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 128) return INVALID;
  return x;
}

function v44(x: unknown): unknown {
  return typeof x === 'boolean' ? x : INVALID;
}

function v45(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  if (x <= 0) return INVALID;
  return x;
}

function v46(x: unknown): unknown {
  return typeof x === 'boolean' ? x : INVALID;
}

function v47(x: unknown): unknown {
  return typeof x === 'boolean' ? x : INVALID;
}

function v48(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v20(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v21(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C9.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'status', v22, REQUIRED)) return INVALID;
  if (!field(x, out, 'attempt', v23, REQUIRED)) return INVALID;
  if (!field(x, out, 'attempts', v24, () => 0 as unknown)) return INVALID;
  if (!field(x, out, 'startedAt', v25, OMIT)) return INVALID;
  if (!field(x, out, 'endedAt', v25, OMIT)) return INVALID;
  if (!field(x, out, 'durationMs', v24, OMIT)) return INVALID;
  if (!field(x, out, 'exitCode', v26, OMIT)) return INVALID;
  if (!field(x, out, 'signal', v27, OMIT)) return INVALID;
  if (!field(x, out, 'cancelled', v28, OMIT)) return INVALID;
  if (!field(x, out, 'stdoutTail', v29, OMIT)) return INVALID;
  if (!field(x, out, 'stderrTail', v30, OMIT)) return INVALID;
  if (!field(x, out, 'error', v31, OMIT)) return INVALID;
  if (!field(x, out, 'failures', v32, OMIT)) return INVALID;
  if (!field(x, out, 'reason', v39, OMIT)) return INVALID;
  if (!field(x, out, 'savedMs', v24, OMIT)) return INVALID;
  if (!field(x, out, 'inputsHash', v40, OMIT)) return INVALID;
  if (!field(x, out, 'outputs', v41, () => [] as unknown)) return INVALID;
  if (!field(x, out, 'checkpointId', v43, OMIT)) return INVALID;
  if (!field(x, out, 'sideEffect', v44, () => false as unknown)) return INVALID;
  if (!field(x, out, 'effectAttempt', v45, OMIT)) return INVALID;
  if (!field(x, out, 'skipFailed', v46, OMIT)) return INVALID;
  if (!field(x, out, 'conditional', v47, () => false as unknown)) return INVALID;
  if (!field(x, out, 'requires', v48, () => [] as unknown)) return INVALID;
  return out;
}

function v19(x: unknown): unknown {
  if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0) return INVALID;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(x)) {
    if (key === '__proto__') return INVALID;
    if (v20(key) === INVALID) return INVALID;
    const v = v21(x[key]);
    if (v === INVALID) return INVALID;
    out[key] = v;
  }
  return out;
}

function v51(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v20(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v52(x: unknown): unknown {
  return typeof x === 'boolean' ? x : INVALID;
}

function v53(x: unknown): unknown {
  return typeof x === 'boolean' ? x : INVALID;
}

function v55(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 64) return INVALID;
  return x;
}

function v54(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v55(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v50(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C10.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'id', v20, REQUIRED)) return INVALID;
  if (!field(x, out, 'requires', v51, () => [] as unknown)) return INVALID;
  if (!field(x, out, 'sideEffect', v52, () => false as unknown)) return INVALID;
  if (!field(x, out, 'reuse', v53, () => false as unknown)) return INVALID;
  if (!field(x, out, 'tags', v54, () => [] as unknown)) return INVALID;
  return out;
}

function v49(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v50(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v56(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 64) return INVALID;
  return x;
}

function v57(x: unknown): unknown {
  return typeof x === 'boolean' ? x : INVALID;
}

function v59(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 256) return INVALID;
  if (!!['__proto__', 'constructor', 'prototype'].includes(x)) return INVALID;
  return x;
}

function v62(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 64) return INVALID;
  return x;
}

function v61(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v62(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v64(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 64) return INVALID;
  return x;
}

function v63(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v64(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v65(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 512) return INVALID;
  return x;
}

function v60(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C11.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'skip', v61, () => [] as unknown)) return INVALID;
  if (!field(x, out, 'skipTags', v63, () => [] as unknown)) return INVALID;
  if (!field(x, out, 'description', v65, OMIT)) return INVALID;
  return out;
}

function v58(x: unknown): unknown {
  if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0) return INVALID;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(x)) {
    if (key === '__proto__') return INVALID;
    if (v59(key) === INVALID) return INVALID;
    const v = v60(x[key]);
    if (v === INVALID) return INVALID;
    out[key] = v;
  }
  return out;
}

function v68(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 1000000) return INVALID;
  return x;
}

function v69(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  return x;
}

function v70(x: unknown): unknown {
  return typeof x === 'boolean' ? x : INVALID;
}

function v71(x: unknown): unknown {
  return x === null ? x : INVALID;
}

function v72(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  if (x.length > 10000) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v67(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v73(x: unknown): unknown {
  if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0) return INVALID;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(x)) {
    if (key === '__proto__') return INVALID;
    if (v59(key) === INVALID) return INVALID;
    const v = v67(x[key]);
    if (v === INVALID) return INVALID;
    out[key] = v;
  }
  return out;
}

function v67(x: unknown): unknown {
  let v: unknown;
  v = v68(x);
  if (v !== INVALID) return v;
  v = v69(x);
  if (v !== INVALID) return v;
  v = v70(x);
  if (v !== INVALID) return v;
  v = v71(x);
  if (v !== INVALID) return v;
  v = v72(x);
  if (v !== INVALID) return v;
  v = v73(x);
  if (v !== INVALID) return v;
  return INVALID;
}

function v66(x: unknown): unknown {
  if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0) return INVALID;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(x)) {
    if (key === '__proto__') return INVALID;
    if (v59(key) === INVALID) return INVALID;
    const v = v67(x[key]);
    if (v === INVALID) return INVALID;
    out[key] = v;
  }
  return out;
}

function v76(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length < 1) return INVALID;
  if (x.length > 128) return INVALID;
  return x;
}

function v77(x: unknown): unknown {
  return C12.has(x) ? x : INVALID;
}

function v78(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  if (x <= 0) return INVALID;
  return x;
}

function v80(x: unknown): unknown {
  if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0) return INVALID;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(x)) {
    if (key === '__proto__') return INVALID;
    if (v20(key) === INVALID) return INVALID;
    const v = v21(x[key]);
    if (v === INVALID) return INVALID;
    out[key] = v;
  }
  return out;
}

function v81(x: unknown): unknown {
  if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0) return INVALID;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(x)) {
    if (key === '__proto__') return INVALID;
    if (v59(key) === INVALID) return INVALID;
    const v = v67(x[key]);
    if (v === INVALID) return INVALID;
    out[key] = v;
  }
  return out;
}

function v79(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C13.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'phases', v80, REQUIRED)) return INVALID;
  if (!field(x, out, 'context', v81, REQUIRED)) return INVALID;
  return out;
}

function v84(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 4096) return INVALID;
  return x;
}

function v85(x: unknown): unknown {
  return C14.has(x) ? x : INVALID;
}

function v86(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  if (x < 0) return INVALID;
  return x;
}

function v83(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C15.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'path', v84, REQUIRED)) return INVALID;
  if (!field(x, out, 'type', v85, REQUIRED)) return INVALID;
  if (!field(x, out, 'mode', v86, REQUIRED)) return INVALID;
  if (!field(x, out, 'size', v24, REQUIRED)) return INVALID;
  if (!field(x, out, 'sha256', v40, OMIT)) return INVALID;
  return out;
}

function v82(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  if (x.length > 1000000) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v83(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v88(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 1024) return INVALID;
  return x;
}

function v87(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v88(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v91(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 128) return INVALID;
  return x;
}

function v92(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 4096) return INVALID;
  return x;
}

function v93(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 4096) return INVALID;
  return x;
}

function v90(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C16.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'name', v91, REQUIRED)) return INVALID;
  if (!field(x, out, 'capture', v92, REQUIRED)) return INVALID;
  if (!field(x, out, 'restore', v93, REQUIRED)) return INVALID;
  if (!field(x, out, 'sha256', v40, REQUIRED)) return INVALID;
  if (!field(x, out, 'size', v24, REQUIRED)) return INVALID;
  return out;
}

function v89(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v90(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v94(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 1024) return INVALID;
  return x;
}

function v98(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 1024) return INVALID;
  return x;
}

function v99(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 512) return INVALID;
  return x;
}

function v100(x: unknown): unknown {
  return typeof x === 'boolean' ? x : INVALID;
}

function v97(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C17.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'path', v98, REQUIRED)) return INVALID;
  if (!field(x, out, 'why', v99, REQUIRED)) return INVALID;
  if (!field(x, out, 'refused', v100, REQUIRED)) return INVALID;
  return out;
}

function v96(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  if (x.length > 50) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v97(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v95(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C18.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'excluded', v24, REQUIRED)) return INVALID;
  if (!field(x, out, 'refused', v24, REQUIRED)) return INVALID;
  if (!field(x, out, 'paths', v96, REQUIRED)) return INVALID;
  return out;
}

function v75(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C19.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'id', v76, REQUIRED)) return INVALID;
  if (!field(x, out, 'phase', v20, OMIT)) return INVALID;
  if (!field(x, out, 'reason', v77, REQUIRED)) return INVALID;
  if (!field(x, out, 'createdAt', v25, REQUIRED)) return INVALID;
  if (!field(x, out, 'attempt', v78, REQUIRED)) return INVALID;
  if (!field(x, out, 'stateDigest', v40, REQUIRED)) return INVALID;
  if (!field(x, out, 'snapshot', v79, REQUIRED)) return INVALID;
  if (!field(x, out, 'files', v82, () => [] as unknown)) return INVALID;
  if (!field(x, out, 'globs', v87, () => [] as unknown)) return INVALID;
  if (!field(x, out, 'captures', v89, () => [] as unknown)) return INVALID;
  if (!field(x, out, 'location', v94, OMIT)) return INVALID;
  if (!field(x, out, 'skipped', v95, OMIT)) return INVALID;
  return out;
}

function v74(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v75(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v103(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  if (x < 1) return INVALID;
  if (x > 10000) return INVALID;
  return x;
}

function v104(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  if (x < 1) return INVALID;
  if (x > 525600) return INVALID;
  return x;
}

function v102(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C20.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'phases', v103, OMIT)) return INVALID;
  if (!field(x, out, 'minutes', v104, OMIT)) return INVALID;
  return out;
}

function v105(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  if (x < 1) return INVALID;
  if (x > 10000) return INVALID;
  return x;
}

function v106(x: unknown): unknown {
  return typeof x === 'boolean' ? x : INVALID;
}

function v101(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C21.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'interval', v102, OMIT)) return INVALID;
  if (!field(x, out, 'max', v105, OMIT)) return INVALID;
  if (!field(x, out, 'onError', v106, () => true as unknown)) return INVALID;
  return out;
}

function v109(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length < 1) return INVALID;
  if (x.length > 128) return INVALID;
  return x;
}

function v110(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  if (x <= 0) return INVALID;
  return x;
}

function v111(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 128) return INVALID;
  return x;
}

function v112(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v20(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v113(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 1024) return INVALID;
  return x;
}

function v108(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C22.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'id', v109, REQUIRED)) return INVALID;
  if (!field(x, out, 'at', v25, REQUIRED)) return INVALID;
  if (!field(x, out, 'attempt', v110, REQUIRED)) return INVALID;
  if (!field(x, out, 'from', v20, OMIT)) return INVALID;
  if (!field(x, out, 'checkpointId', v111, REQUIRED)) return INVALID;
  if (!field(x, out, 'toPhase', v20, OMIT)) return INVALID;
  if (!field(x, out, 'rolledBack', v112, REQUIRED)) return INVALID;
  if (!field(x, out, 'reason', v113, OMIT)) return INVALID;
  return out;
}

function v107(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v108(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v116(x: unknown): unknown {
  return C23.has(x) ? x : INVALID;
}

function v117(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (!C24.test(x)) return INVALID;
  return x;
}

function v115(x: unknown): unknown {
  let v: unknown;
  v = v116(x);
  if (v !== INVALID) return v;
  v = v117(x);
  if (v !== INVALID) return v;
  return INVALID;
}

function v118(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  if (x <= 0) return INVALID;
  return x;
}

function v119(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v20(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v120(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v20(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v122(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 1024) return INVALID;
  return x;
}

function v121(x: unknown): unknown {
  if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0) return INVALID;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(x)) {
    if (key === '__proto__') return INVALID;
    if (v20(key) === INVALID) return INVALID;
    const v = v122(x[key]);
    if (v === INVALID) return INVALID;
    out[key] = v;
  }
  return out;
}

function v123(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 128) return INVALID;
  return x;
}

function v125(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 1024) return INVALID;
  return x;
}

function v124(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  if (x.length > 1000) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v125(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v126(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v20(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v127(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v20(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v129(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 1024) return INVALID;
  return x;
}

function v128(x: unknown): unknown {
  if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0) return INVALID;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(x)) {
    if (key === '__proto__') return INVALID;
    if (v20(key) === INVALID) return INVALID;
    const v = v129(x[key]);
    if (v === INVALID) return INVALID;
    out[key] = v;
  }
  return out;
}

function v130(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  if (x.length > 1000) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v20(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v114(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C25.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'strategy', v115, REQUIRED)) return INVALID;
  if (!field(x, out, 'fromAttempt', v118, REQUIRED)) return INVALID;
  if (!field(x, out, 'resumeFrom', v20, OMIT)) return INVALID;
  if (!field(x, out, 'skipped', v119, REQUIRED)) return INVALID;
  if (!field(x, out, 'redo', v120, REQUIRED)) return INVALID;
  if (!field(x, out, 'savedMs', v24, REQUIRED)) return INVALID;
  if (!field(x, out, 'reasons', v121, () => ({}) as unknown)) return INVALID;
  if (!field(x, out, 'plannedAt', v25, REQUIRED)) return INVALID;
  if (!field(x, out, 'checkpointId', v123, OMIT)) return INVALID;
  if (!field(x, out, 'warnings', v124, OMIT)) return INVALID;
  if (!field(x, out, 'kept', v126, OMIT)) return INVALID;
  if (!field(x, out, 'lost', v127, OMIT)) return INVALID;
  if (!field(x, out, 'blocked', v128, OMIT)) return INVALID;
  if (!field(x, out, 'rerunSideEffects', v130, OMIT)) return INVALID;
  return out;
}

function v132(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 1024) return INVALID;
  return x;
}

function v131(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C26.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'reason', v132, REQUIRED)) return INVALID;
  if (!field(x, out, 'at', v25, REQUIRED)) return INVALID;
  return out;
}

function v133(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 4096) return INVALID;
  return x;
}

function v135(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  if (x <= 0) return INVALID;
  return x;
}

function v136(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 4096) return INVALID;
  return x;
}

function v137(x: unknown): unknown {
  if (typeof x !== 'number' || !Number.isFinite(x)) return INVALID;
  if (!Number.isSafeInteger(x)) return INVALID;
  return x;
}

function v138(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 32) return INVALID;
  return x;
}

function v139(x: unknown): unknown {
  return typeof x === 'boolean' ? x : INVALID;
}

function v140(x: unknown): unknown {
  return typeof x === 'boolean' ? x : INVALID;
}

function v134(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C27.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'phase', v20, OMIT)) return INVALID;
  if (!field(x, out, 'attempt', v135, REQUIRED)) return INVALID;
  if (!field(x, out, 'at', v25, REQUIRED)) return INVALID;
  if (!field(x, out, 'message', v136, REQUIRED)) return INVALID;
  if (!field(x, out, 'exitCode', v137, OMIT)) return INVALID;
  if (!field(x, out, 'signal', v138, OMIT)) return INVALID;
  if (!field(x, out, 'cancelled', v139, OMIT)) return INVALID;
  if (!field(x, out, 'recoverable', v140, REQUIRED)) return INVALID;
  return out;
}

function v143(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 512) return INVALID;
  return x;
}

function v144(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 256) return INVALID;
  return x;
}

function v145(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 64) return INVALID;
  return x;
}

function v142(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C28.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'sha256', v40, REQUIRED)) return INVALID;
  if (!field(x, out, 'key', v143, REQUIRED)) return INVALID;
  if (!field(x, out, 'artifact', v144, OMIT)) return INVALID;
  if (!field(x, out, 'runId', v145, OMIT)) return INVALID;
  if (!field(x, out, 'blobs', v24, REQUIRED)) return INVALID;
  if (!field(x, out, 'bytes', v24, REQUIRED)) return INVALID;
  return out;
}

function v141(x: unknown): unknown {
  if (!Array.isArray(x)) return INVALID;
  if (x.length > 10000) return INVALID;
  const out: unknown[] = new Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = v142(x[i]);
    if (v === INVALID) return INVALID;
    out[i] = v;
  }
  return out;
}

function v147(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 64) return INVALID;
  return x;
}

function v148(x: unknown): unknown {
  if (!isPlainObject(x) || Object.getOwnPropertySymbols(x).length > 0) return INVALID;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(x)) {
    if (key === '__proto__') return INVALID;
    if (v20(key) === INVALID) return INVALID;
    const v = v21(x[key]);
    if (v === INVALID) return INVALID;
    out[key] = v;
  }
  return out;
}

function v146(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C29.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'runId', v147, REQUIRED)) return INVALID;
  if (!field(x, out, 'records', v148, REQUIRED)) return INVALID;
  return out;
}

function v150(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 64) return INVALID;
  return x;
}

function v151(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 256) return INVALID;
  return x;
}

function v152(x: unknown): unknown {
  if (typeof x !== 'string') return INVALID;
  if (x.length > 256) return INVALID;
  return x;
}

function v149(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;
  for (const key in x) if (!C30.has(key)) return INVALID;
  const out: Record<string, unknown> = {};
  if (!field(x, out, 'toolVersion', v150, REQUIRED)) return INVALID;
  if (!field(x, out, 'host', v151, OMIT)) return INVALID;
  if (!field(x, out, 'runner', v152, OMIT)) return INVALID;
  return out;
}

/** The fields of RunState, in the schema's order. */

export const RunStateKeys: readonly string[] = [
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

export const RunStateFields: Readonly<
  Record<string, (x: Record<string, unknown>, out: Record<string, unknown>) => boolean>
> = {
  schemaVersion: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'schemaVersion', v0, REQUIRED),

  id: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'id', v1, REQUIRED),

  scope: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'scope', v2, REQUIRED),

  origin: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'origin', v8, REQUIRED),

  status: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'status', v18, REQUIRED),

  phases: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'phases', v19, REQUIRED),

  declared: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'declared', v49, () => [] as unknown),

  profile: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'profile', v56, OMIT),

  allowUndeclared: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'allowUndeclared', v57, OMIT),

  profiles: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'profiles', v58, () => ({}) as unknown),

  context: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'context', v66, () => ({}) as unknown),

  checkpoints: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'checkpoints', v74, () => [] as unknown),

  checkpointPolicy: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'checkpointPolicy', v101, OMIT),

  rollbackHistory: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'rollbackHistory', v107, () => [] as unknown),

  resume: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'resume', v114, OMIT),

  pause: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'pause', v131, OMIT),

  createdAt: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'createdAt', v25, REQUIRED),

  updatedAt: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'updatedAt', v25, REQUIRED),

  endedAt: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'endedAt', v25, OMIT),

  error: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'error', v133, OMIT),

  lastFailure: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'lastFailure', v134, OMIT),

  seq: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'seq', v24, () => 0 as unknown),

  packs: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'packs', v141, () => [] as unknown),

  carried: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'carried', v146, OMIT),

  metadata: (x: Record<string, unknown>, out: Record<string, unknown>): boolean =>
    field(x, out, 'metadata', v149, () => ({ toolVersion: '0.0.0' }) as unknown),
};

/** RunState parsed as zod does, or INVALID (then zod says why, or accepts what this refuses). */

export function validateRunState(x: unknown): unknown {
  if (!isPlainObject(x)) return INVALID;

  for (const key in x) if (!KEYS.has(key)) return INVALID;

  const out: Record<string, unknown> = {};

  if (!RunStateFields['schemaVersion']!(x, out)) return INVALID;

  if (!RunStateFields['id']!(x, out)) return INVALID;

  if (!RunStateFields['scope']!(x, out)) return INVALID;

  if (!RunStateFields['origin']!(x, out)) return INVALID;

  if (!RunStateFields['status']!(x, out)) return INVALID;

  if (!RunStateFields['phases']!(x, out)) return INVALID;

  if (!RunStateFields['declared']!(x, out)) return INVALID;

  if (!RunStateFields['profile']!(x, out)) return INVALID;

  if (!RunStateFields['allowUndeclared']!(x, out)) return INVALID;

  if (!RunStateFields['profiles']!(x, out)) return INVALID;

  if (!RunStateFields['context']!(x, out)) return INVALID;

  if (!RunStateFields['checkpoints']!(x, out)) return INVALID;

  if (!RunStateFields['checkpointPolicy']!(x, out)) return INVALID;

  if (!RunStateFields['rollbackHistory']!(x, out)) return INVALID;

  if (!RunStateFields['resume']!(x, out)) return INVALID;

  if (!RunStateFields['pause']!(x, out)) return INVALID;

  if (!RunStateFields['createdAt']!(x, out)) return INVALID;

  if (!RunStateFields['updatedAt']!(x, out)) return INVALID;

  if (!RunStateFields['endedAt']!(x, out)) return INVALID;

  if (!RunStateFields['error']!(x, out)) return INVALID;

  if (!RunStateFields['lastFailure']!(x, out)) return INVALID;

  if (!RunStateFields['seq']!(x, out)) return INVALID;

  if (!RunStateFields['packs']!(x, out)) return INVALID;

  if (!RunStateFields['carried']!(x, out)) return INVALID;

  if (!RunStateFields['metadata']!(x, out)) return INVALID;

  return out;
}
