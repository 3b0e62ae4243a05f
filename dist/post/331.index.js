export const id = 331;
export const ids = [331];
export const modules = {

/***/ 92331:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ packContents),
/* harmony export */   saveStateAndContent: () => (/* binding */ saveStateAndContent)
/* harmony export */ });
/* unused harmony export shippableAsIs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57975);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(93265);
/* harmony import */ var _snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93664);
/* harmony import */ var _transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61349);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53704);
/**
 * Shipping checkpoint content with the state, whatever the storage: the blobs the state's file
 * checkpoints refer to and no pack the storage holds has go as one pack while (or before, as the
 * storage orders it) the state listing it is saved (`saveStateAndContent`). A later attempt
 * fetches them (pack-fetch.ts). A pack that cannot be shipped or fetched only means those phases
 * run again. See docs/checkpoints.md, "Where packs go".
 */







/**
 * The blobs pack `sha` holds, as recorded next to the blob store when it was shipped or fetched
 * (`checkpoints/packs/<sha>.bin`, see snapshot/records.ts); none if unknown.
 */
async function packContents(store, sha) {
    return (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readBlobList */ .sy)(store, 'packs', sha)) ?? [];
}
/** A pack of a side effect's content, on a storage that evicts, needs a copy that does not. */
function mustOutliveEviction(storage, sideEffect) {
    return storage.evicts && sideEffect;
}
/** The checkpoints of side-effect phases that succeeded: what an eviction must not take. */
function sideEffectCheckpoints(state) {
    const ids = new Set(Object.values(state.phases)
        .filter((r) => r.sideEffect && r.effectAttempt !== undefined && r.checkpointId)
        .map((r) => r.checkpointId));
    return state.checkpoints.filter((c) => ids.has(c.id));
}
/**
 * The blobs the state's checkpoints need and no pack the storage holds has, in the staged file:
 * a pack of the store that holds them all and little else (`shippableAsIs`; the checkpoint's own
 * pack after a phase end), linked (or copied across file systems), else a pack written of the
 * pending blobs. No pack when nothing is pending.
 */
async function preparePack(storeDir, state, ctx, storage, file) {
    const store = _snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .BlobStore */ .lb.forStore(storeDir);
    // Every blob the checkpoints need (a manifest not here cannot be shipped from here).
    const carried = state.carried?.checkpoints ?? [];
    const need = (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .referencedBlobs */ .sW)(store, [...state.checkpoints, ...carried])).blobs;
    if (need.size === 0)
        return { early: [] };
    // What cannot be recreated stays out of an eviction's reach: the content of a side effect's
    // checkpoint counts as shipped only where a durable copy holds it.
    const effects = storage.evicts || storage.packOrder === 'side-effects-before'
        ? (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .referencedBlobs */ .sW)(store, sideEffectCheckpoints(state))).blobs
        : new Set();
    const durable = storage.evicts ? effects : new Set();
    for (const p of state.packs) {
        const held = storage.holds(p);
        if (!held)
            continue;
        for (const b of await packContents(store, p.sha256))
            if (held === 'durable' || !durable.has(b))
                need.delete(b);
    }
    // Packs that went to the storage while they were written: listed as they are.
    const early = [];
    if (storage.shippedEarly && need.size) {
        const listed = new Set(state.packs.map((p) => p.sha256));
        for (const p of await store.packs()) {
            if (listed.has(p.id) || !p.blobs.some((b) => need.has(b.sha256)))
                continue;
            if (p.blobs.some((b) => durable.has(b.sha256)))
                continue;
            const entry = await storage.shippedEarly(storeDir, { id: p.id, fileBytes: p.fileBytes });
            if (!entry)
                continue;
            early.push({ ...entry, blobs: p.blobs.length });
            for (const b of p.blobs)
                need.delete(b.sha256);
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .writeBlobList */ .dZ)(store, 'packs', p.id, p.blobs.map((b) => b.sha256));
        }
    }
    let pending = [];
    for (const b of need)
        if (await store.has(b))
            pending.push(b);
    if (pending.length === 0)
        return { early };
    const sideEffect = pending.some((b) => effects.has(b));
    const durablePack = mustOutliveEviction(storage, sideEffect);
    // A side effect's content goes in a pack of its own (durable), the rest in the next save's, so
    // what outlives an eviction does not depend on how phase ends were grouped into saves.
    const deferred = durablePack && pending.some((b) => !durable.has(b));
    if (deferred)
        pending = pending.filter((b) => durable.has(b));
    const more = deferred ? { deferred } : {};
    const own = shippableAsIs(await store.packs(), new Set(pending), need);
    if (own) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(file, { force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(own.file, file).catch(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(own.file, file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.COPYFILE_FICLONE));
        const pack = { file, sha: own.id, count: own.blobs.length, fileBytes: own.fileBytes };
        const blobs = own.blobs.map((b) => b.sha256);
        const digest = own.fileSha256 ? { fileSha256: own.fileSha256 } : {};
        return {
            early,
            pack: { ...pack, blobs, sideEffect, ...digest },
            ...more,
        };
    }
    ctx.log(`packing ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .L)(pending.length, 'blob')}`);
    const r = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .packBlobs */ .aO)(store, pending, file, { sync: false });
    const pack = { file, sha: r.sha256, count: r.count, fileBytes: r.fileBytes };
    const digest = r.fileSha256 ? { fileSha256: r.fileSha256 } : {};
    return {
        early,
        pack: { ...pack, blobs: pending, sideEffect, ...digest },
        ...more,
    };
}
/**
 * A pack of the store that can be shipped as it is for the `pending` blobs: it holds every one of
 * them, and what else it holds is no more than an eighth of its bytes and none of `later` (content
 * still to ship that this save leaves for the next, see `deferred`). Shipping a little more beats writing a new pack: the copy reads and
 * writes every pending byte again, about as long as sending an eighth of them twice (the save and
 * a restore) on a runner's link. The smallest such pack; none when no pack fits.
 */
function shippableAsIs(packs, pending, later) {
    let best;
    for (const pack of packs) {
        let held = 0;
        let bytes = 0;
        let extra = 0;
        for (const b of pack.blobs) {
            bytes += b.size;
            if (pending.has(b.sha256))
                held++;
            else if (later.has(b.sha256))
                extra = Infinity;
            else
                extra += b.size;
        }
        if (held !== pending.size || extra * 8 > bytes)
            continue;
        if (!best || bytes < best.bytes)
            best = { pack, bytes };
    }
    return best?.pack;
}
/**
 * Ships the content the state's checkpoints need and no held pack has, and saves the state. With
 * a storage that takes both at once, the state saved lists the new pack where it is going and
 * `list` records the same in the local store (it returns the updated state, or undefined when the
 * store has none); when the pack did not get everywhere it was listed, the state is saved again
 * listing only where it did (a restore takes the newest save), so the state a restore finds lists
 * a missing pack only when that second save failed too, and then the phases the pack holds run
 * again. A side effect's pack, where the storage orders it first, goes before the state that lists
 * it.
 */
async function saveStateAndContent(storeDir, state, ctx, storage, list, opts = {}) {
    const first = await saveOnce(storeDir, state, ctx, storage, list, opts);
    if (!first.deferred)
        return first.save;
    // The side effect's pack went first; the rest of the pending content goes with a second save.
    const second = await saveOnce(storeDir, first.save.state, ctx, storage, list, opts);
    const problem = first.save.problem ?? second.save.problem;
    return {
        ...second.save,
        shipped: [...first.save.shipped, ...second.save.shipped],
        ...(problem ? { problem } : {}),
    };
}
/** One save: the pending content's pack (see preparePack) and the state listing it. */
async function saveOnce(storeDir, state, ctx, storage, list, opts) {
    const relist = async (from, edit) => (await list(edit)) ?? {
        ...from,
        packs: edit(from.packs),
        ...(storage.seqNamesCopies ? { seq: from.seq + 1 } : {}),
    };
    const save = (s) => (0,_state_js__WEBPACK_IMPORTED_MODULE_5__/* .saveState */ .L)(s, ctx, storage, opts);
    let staged;
    let listed = state;
    let early = [];
    let deferred;
    const done = (save) => ({ save, ...(deferred ? { deferred } : {}) });
    try {
        staged = await storage.stagePack(storeDir);
        const prepared = await preparePack(storeDir, state, ctx, storage, staged.file);
        deferred = prepared.deferred;
        early = prepared.early;
        const pack = prepared.pack;
        if (early.length)
            listed = await relist(state, (packs) => [...packs, ...early]);
        if (!pack)
            return done({ state: listed, shipped: early, report: await save(listed) });
        const planned = storage.planPack({ sha256: pack.sha, blobs: pack.count, bytes: pack.fileBytes }, state, mustOutliveEviction(storage, pack.sideEffect));
        const where = storage.placeOf(planned);
        // A large pack is announced: its progress lines come only once a few seconds have passed.
        if (ctx.progress && pack.fileBytes >= (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__/* .progressMinBytes */ .$D)())
            ctx.progress(`saving checkpoint pack ${pack.sha.slice(0, 12)} (${(0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSize */ .Xq)(pack.fileBytes)}) to ${where}`);
        const recordShipped = async (entry) => {
            if (entry)
                await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .writeBlobList */ .dZ)(_snapshot_index_js__WEBPACK_IMPORTED_MODULE_3__/* .BlobStore */ .lb.forStore(storeDir), 'packs', pack.sha, pack.blobs);
        };
        if (storage.packOrder === 'side-effects-before' && pack.sideEffect) {
            // The pack first; without it the state is not saved either (a restore keeps the last one
            // whose content is there, and the next save tries again).
            const shipped = await storage.putPack(pack.file, planned, pack.fileSha256);
            if (!shipped.entry) {
                const reason = shipped.problem ?? 'checkpoint content NOT saved';
                return done({
                    state: listed,
                    shipped: early,
                    problem: reason,
                    report: { saved: false, bytes: 0, copies: [{ place: where, ok: false, reason }] },
                });
            }
            await recordShipped(shipped.entry);
            // Listed once: a concurrent save may have listed the same pack already.
            const entry = shipped.entry;
            listed = await relist(listed, (packs) => [
                ...packs.filter((p) => p.sha256 !== entry.sha256),
                entry,
            ]);
            return done({
                state: listed,
                shipped: [...early, shipped.entry],
                report: await save(listed),
            });
        }
        listed = await relist(listed, (packs) => [...packs, planned]);
        const [shipped, report] = await Promise.all([
            storage.putPack(pack.file, planned, pack.fileSha256),
            save(listed),
        ]);
        await recordShipped(shipped.entry);
        if (shipped.entry && (0,node_util__WEBPACK_IMPORTED_MODULE_2__.isDeepStrictEqual)(shipped.entry, planned))
            return done({ state: listed, shipped: [...early, planned], report });
        // Listed where it did not get: saved again, listing only where it did.
        const same = (p) => p.sha256 === planned.sha256 && p.key === planned.key && p.artifact === planned.artifact;
        const fixed = await relist(listed, (packs) => [
            ...packs.filter((p) => !same(p)),
            ...(shipped.entry ? [shipped.entry] : []),
        ]);
        const again = await save(fixed);
        return done({
            state: fixed,
            shipped: [...early, ...(shipped.entry ? [shipped.entry] : [])],
            ...(shipped.problem ? { problem: shipped.problem } : {}),
            report: again.saved || !report.saved ? again : report,
        });
    }
    catch (e) {
        // Nothing was listed that this save's state does not hold: the state goes as it is.
        return {
            save: {
                state: listed,
                shipped: early,
                problem: `checkpoint content NOT saved: ${e.message}`,
                report: await save(listed),
            },
        };
    }
    finally {
        await staged?.cleanup();
    }
}


/***/ }),

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


/***/ })

};
