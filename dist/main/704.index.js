export const id = 704;
export const ids = [704];
export const modules = {

/***/ 53704:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ saveState),
/* harmony export */   restoreState: () => (/* binding */ restoreState)
/* harmony export */ });
/* unused harmony export checkOrigin */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var _store_bundle_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(334);
/* harmony import */ var _transfer_progress_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61349);
/**
 * Saving and restoring a job's state, whatever the storage (a `StateStorage`, remote/port.ts):
 * one bundle per save (ADR 3), and a restore takes the newest bundle that passes every check
 * (digest, signature, schema, scope, then the origin). Every outcome is reported as it was
 * verified: "saved" only when the storage confirmed a copy, "restored" only when a bundle passed.
 */



async function saveState(state, ctx, storage, opts = {}) {
    const durable = opts.durable ?? true;
    const bundle = (0,_store_bundle_js__WEBPACK_IMPORTED_MODULE_1__/* .encodeBundle */ .n)(state, { scopeKey: ctx.scopeKey, integrityKey: ctx.integrityKey });
    return storage.putState(bundle, state, { durable, pruneOlder: opts.pruneOlder ?? true });
}
/** Checks that a decoded state belongs here: same repository, same scope, same run (unless cross-run). */
function checkOrigin(state, ctx) {
    if (state.origin.repo !== ctx.repository)
        return `it comes from repository "${state.origin.repo}"`;
    if (!(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(state.scope, ctx.scope))
        return 'it belongs to another workflow, job, matrix leg or ref';
    if (!ctx.crossRun && state.origin.runId !== ctx.runId)
        return `it comes from run ${state.origin.runId}, not this run`;
    if (state.origin.runId === ctx.runId && state.origin.runAttempt >= ctx.attempt)
        return `it claims attempt ${state.origin.runAttempt}, not an earlier one`;
    return undefined;
}
function accept(bytes, ctx, source) {
    try {
        const { state } = (0,_store_bundle_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeBundle */ .VH)(bytes, {
            scopeKey: ctx.scopeKey,
            integrityKey: ctx.integrityKey,
            source,
        });
        const bad = 'origin' in ctx ? undefined : checkOrigin(state, ctx);
        if (bad)
            return { problem: `${source} ignored: ${bad}` };
        return { state };
    }
    catch (e) {
        const msg = e.message;
        return { problem: e instanceof _store_bundle_js__WEBPACK_IMPORTED_MODULE_1__/* .BundleError */ .rJ ? `${msg}: ignored` : `${source} ignored: ${msg}` };
    }
}
/** The newest state the storage holds that passes every check. */
async function restoreState(ctx, storage) {
    const report = { source: 'none', problems: [], failed: false };
    const elapsed = (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .stopwatch */ .sX)();
    let failed = false;
    for await (const c of storage.states()) {
        if (c.kind === 'problem') {
            failed ||= c.failed;
            report.problems.push(c.problem);
            continue;
        }
        const r = accept(c.bytes, ctx, c.label);
        if (r.state)
            return {
                ...report,
                state: r.state,
                source: c.source,
                from: c.from,
                label: c.label,
                bytes: c.bytes.length,
                ms: elapsed(),
            };
        report.problems.push(r.problem);
    }
    report.failed = failed;
    return report;
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
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33047);
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
