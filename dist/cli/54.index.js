export const id = 54;
export const ids = [54];
export const modules = {

/***/ 90054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   shipPendingBlobs: () => (/* binding */ shipPendingBlobs)
/* harmony export */ });
/* unused harmony export fetchPacks */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var _snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86433);
/* harmony import */ var _artifact_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48084);
/* harmony import */ var _cache_store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(31693);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(90610);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(47626);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(18294);
/**
 * Shipping checkpoint content between attempts on a runner. After a save, the blobs that the
 * state's file checkpoints refer to and that no listed pack holds yet are shipped as one pack (the
 * format of src/snapshot/pack.ts) to the Actions cache, or as an artifact, or both
 * (`checkpoint-storage`); the state lists the pack. Usually the pending blobs are exactly the pack
 * a checkpoint wrote, and that file is shipped as it is; otherwise a pack of them is written. When a
 * later attempt restores the state, `fetchPacks` checks each pack against the id the state lists and
 * adds it as it is to the job's local blob store (every blob is verified when it is read), so
 * `ci-state run` can restore skipped phases' outputs. A pack that cannot be shipped or fetched only
 * means those phases run again.
 *
 * Which blobs each pack holds is kept next to the blob store (`checkpoints/packs/<sha>.json`, see
 * src/snapshot/records.ts).
 */










/** The blobs pack `sha` holds, as recorded when it was shipped or fetched (none if unknown). */
async function packContents(store, sha) {
    return (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readBlobList */ .sy)(store, 'packs', sha)) ?? [];
}
/** Packs and ships what the state's checkpoints need and no listed pack holds. */
async function shipPendingBlobs(storeDir, state, ctx) {
    const store = _snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .BlobStore */ .lb.forStore(storeDir);
    // Every blob the checkpoints need (a manifest not here cannot be shipped from here).
    const need = (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .referencedBlobs */ .sW)(store, state.checkpoints)).blobs;
    if (need.size === 0)
        return { state };
    for (const p of state.packs)
        for (const b of await packContents(store, p.sha256))
            need.delete(b);
    const pending = [];
    for (const b of need)
        if (await store.has(b))
            pending.push(b);
    if (pending.length === 0)
        return { state };
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(ctx.workspace, _keys_js__WEBPACK_IMPORTED_MODULE_9__/* .PACK_PATH */ .Ek);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(file), { recursive: true });
    const storage = ctx.checkpointStorage ?? 'cache';
    try {
        // A transfer file (removed below): the checkpoint's own pack when it holds exactly what is
        // pending (linked, or copied across file systems), else a pack written of the pending blobs.
        const wanted = new Set(pending);
        const own = (await store.packs()).find((p) => p.blobs.length === wanted.size && p.blobs.every((b) => wanted.has(b.sha256)));
        let sha;
        let packed;
        if (own) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(file, { force: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.link)(own.file, file).catch(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.copyFile)(own.file, file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.COPYFILE_FICLONE));
            sha = own.id;
            packed = { count: own.blobs.length, fileBytes: own.fileBytes };
        }
        else {
            ctx.log(`packing ${pending.length} blobs`);
            const r = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .packBlobs */ .aO)(store, pending, file, { sync: false });
            sha = r.sha256;
            packed = r;
        }
        // A key whose upload failed can stay reserved: every try gets a fresh one (as the state's do).
        const newKey = () => (0,_keys_js__WEBPACK_IMPORTED_MODULE_9__/* .packCacheKey */ .p2)(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex'));
        ctx.log(`shipping ${packed.count} blobs (${packed.fileBytes} bytes) as pack ${sha.slice(0, 12)} to ${storage === 'both' ? 'the cache and an artifact' : `the ${storage}`}`);
        const name = (0,_keys_js__WEBPACK_IMPORTED_MODULE_9__/* .packArtifactName */ .lq)(ctx.scopeKey, sha);
        const skipped = { ok: false, attempts: 0, reasons: [] };
        // Both at once (with `both`): each reads the pack on its own, and neither waits for the
        // other's round trips.
        const [cache, art] = await Promise.all([
            storage === 'artifact'
                ? skipped
                : (0,_retry_js__WEBPACK_IMPORTED_MODULE_8__/* .withRetry */ .bD)(() => (0,_cache_store_js__WEBPACK_IMPORTED_MODULE_6__/* .saveFileToCache */ .R3)(ctx.workspace, newKey(), _keys_js__WEBPACK_IMPORTED_MODULE_9__/* .PACK_PATH */ .Ek), ctx.retry),
            storage === 'cache'
                ? skipped
                : (0,_retry_js__WEBPACK_IMPORTED_MODULE_8__/* .withRetry */ .bD)(() => (0,_artifact_store_js__WEBPACK_IMPORTED_MODULE_5__/* .uploadFileArtifact */ .eA)(name, file, ctx.retentionDays), ctx.retry),
        ]);
        if (!cache.ok && !art.ok) {
            const why = [...cache.reasons.slice(-1), ...art.reasons.slice(-1)].join('; ');
            return { state, problem: `checkpoint content NOT saved: ${why}` };
        }
        await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_4__/* .writeBlobList */ .dZ)(store, 'packs', sha, pending);
        const entry = {
            sha256: sha,
            key: cache.ok ? cache.value.key : '',
            ...(art.ok ? { artifact: name } : {}),
            runId: ctx.runId,
            blobs: packed.count,
            bytes: packed.fileBytes,
        };
        return { state: { ...state, packs: [...state.packs, entry] }, shipped: entry };
    }
    catch (e) {
        return { state, problem: `checkpoint content NOT saved: ${e.message}` };
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(file), { recursive: true, force: true });
    }
}
/** Adds the state's packs to the local blob store, each checked against the id the state lists. */
async function fetchPacks(storeDir, state, ctx) {
    const out = { fetched: 0, blobs: 0, problems: [] };
    const store = BlobStore.forStore(storeDir);
    const [owner = '', repo = ''] = ctx.repository.split('/');
    for (const p of state.packs) {
        const known = await packContents(store, p.sha256);
        if (known.length && (await Promise.all(known.map((b) => store.has(b)))).every(Boolean))
            continue;
        const file = join(ctx.workspace, PACK_PATH);
        let got = false;
        if (p.key) {
            ctx.log(`fetching pack ${p.sha256.slice(0, 12)} from cache key ${p.key}`);
            const r = await withRetry(() => restoreFileFromCache(ctx.workspace, [p.key], PACK_PATH), ctx.retry);
            got = r.ok && r.value.kind === 'hit';
            if (!r.ok)
                out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${r.reasons.at(-1)}`);
        }
        let path = file;
        let tmp;
        if (!got && p.artifact && ctx.token && p.runId && /^\d+$/.test(p.runId)) {
            tmp = await mkdtemp(join(process.env.RUNNER_TEMP || ctx.workspace, 'ci-state-pack-'));
            const rest = createRestClient({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
            const r = await withRetry(() => downloadNamedArtifact(rest, { owner, repo }, Number(p.runId), p.artifact, ctx.token, tmp), ctx.retry);
            if (r.ok && r.value.length === 1) {
                path = r.value[0];
                got = true;
            }
            else if (!r.ok)
                out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${r.reasons.at(-1)}`);
        }
        try {
            if (!got) {
                out.problems.push(`pack ${p.sha256.slice(0, 12)} is in neither the cache nor the artifacts`);
                continue;
            }
            if ((await stat(path)).size !== p.bytes) {
                out.problems.push(`pack ${p.sha256.slice(0, 12)} does not match its digest: ignored`);
                continue;
            }
            // Its index is checked against the id the state lists (a pack that fails is refused, the
            // catch below, and not recorded as fetched); each blob is verified whenever it is read. Not
            // fsynced: it is a copy of the shipped pack, and one a crash damaged is refused when it is
            // opened or read, and fetched again.
            ctx.log(`adding pack ${p.sha256.slice(0, 12)} (${p.bytes} bytes)`);
            const r = await unpackBlobs(path, store, { expectSha256: p.sha256, move: true, sync: false });
            ctx.log(`added ${r.count} blobs, ${r.added.length} new`);
            await writeBlobList(store, 'packs', p.sha256, r.blobs);
            out.fetched++;
            out.blobs += r.count;
        }
        catch (e) {
            out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${e.message}`);
        }
        finally {
            await rm(dirname(file), { recursive: true, force: true });
            if (tmp)
                await rm(tmp, { recursive: true, force: true });
        }
    }
    return out;
}


/***/ })

};
