export const id = 54;
export const ids = [54];
export const modules = {

/***/ 90054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fetchPacks: () => (/* binding */ fetchPacks),
/* harmony export */   saveStateAndContent: () => (/* binding */ saveStateAndContent),
/* harmony export */   startPackShip: () => (/* binding */ startPackShip)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57975);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(92857);
/* harmony import */ var _snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(15250);
/* harmony import */ var _artifact_store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48084);
/* harmony import */ var _cache_service_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(13508);
/* harmony import */ var _cache_store_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(90454);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(90610);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(47626);
/* harmony import */ var _persist_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(10871);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(18294);
/**
 * Shipping checkpoint content between attempts on a runner. When the state is saved, the blobs
 * that its file checkpoints refer to and that no listed pack holds yet are shipped as one pack (the
 * format of src/snapshot/pack.ts) to the Actions cache, or as an artifact, or both
 * (`checkpoint-storage`), while the state, listing the pack, is saved (`saveStateAndContent`).
 * Usually the pending blobs are exactly the pack a checkpoint wrote, and that file is shipped as it
 * is; otherwise a pack of them is written. Where packs go to the cache only, a checkpoint sends its
 * pack there while it writes it (`startPackShip`), and the save lists that entry instead. When a later attempt restores the state, `fetchPacks`
 * checks each pack against the id the state lists and adds it as it is to the job's local blob
 * store (every blob is verified when it is read), so `ci-state run` can restore skipped phases'
 * outputs. A pack that cannot be shipped or fetched only means those phases run again.
 *
 * Which blobs each pack holds is kept next to the blob store (`checkpoints/packs/<sha>.bin`, see
 * src/snapshot/records.ts).
 */














/** The blobs pack `sha` holds, as recorded when it was shipped or fetched (none if unknown). */
async function packContents(store, sha) {
    return (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .readBlobList */ .sy)(store, 'packs', sha)) ?? [];
}
/** Where a pack that went to the cache as it was written (`startPackShip`) is, recorded locally. */
const ShippedRecord = zod__WEBPACK_IMPORTED_MODULE_12__/* .strictObject */ .rej({
    key: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP().min(1).max(512),
    fileBytes: zod__WEBPACK_IMPORTED_MODULE_12__/* .number */ .aig().int().nonnegative(),
    runId: zod__WEBPACK_IMPORTED_MODULE_12__/* .string */ .YjP(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_12__/* .number */ .aig().int(),
});
/** This attempt's record of pack `id` in the cache, if there is a sound one. */
async function shippedRecord(storeDir, id, ctx) {
    try {
        const r = ShippedRecord.parse(JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)((0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .shippedRecordFile */ .jQ)(_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .BlobStore */ .lb.forStore(storeDir), id), 'utf8')));
        return r.runId === ctx.runId && r.attempt === ctx.attempt ? r : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Starts shipping the pack a checkpoint is about to write to the cache as it is written, where
 * checkpoint content goes to the cache only (`checkpoint-storage: cache`, the default) and the
 * runner has the v2 cache service: the upload then takes place during the checkpoint instead of
 * after it. Undefined where it cannot. A pack of less than one block (8 MiB) is left to the save,
 * and so is one whose upload failed.
 */
function startPackShip(storeDir, ctx, seq) {
    if (ctx.checkpointStorage !== 'cache')
        return undefined;
    const svc = (0,_cache_service_js__WEBPACK_IMPORTED_MODULE_7__/* .cacheServiceFromEnv */ .LQ)();
    if (!svc)
        return undefined;
    const key = (0,_keys_js__WEBPACK_IMPORTED_MODULE_13__/* .packCacheKey */ .p2)(ctx.scopeKey, ctx.runId, ctx.attempt, seq, (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex'));
    const save = (0,_cache_service_js__WEBPACK_IMPORTED_MODULE_7__/* .streamFileDirect */ .Wb)(svc, key, (0,_persist_js__WEBPACK_IMPORTED_MODULE_10__/* .transfer */ .k0)(ctx, 'checkpoint pack upload'));
    let fileBytes = 0;
    return {
        tee: (bytes) => {
            fileBytes += bytes.length;
            return save.write(bytes);
        },
        async finish(packId) {
            // A pack smaller than one block has sent nothing yet: the save sends it while it saves the
            // state, at once, which is sooner than finishing it here and saving the state after.
            if (packId === undefined || save.blocks === 0) {
                save.abort();
                return {};
            }
            const r = await save.finish();
            if (!r.ok)
                return { problem: r.reason ?? 'cache: the upload failed' };
            ctx.log(`pack ${packId.slice(0, 12)} saved to the cache as ${key} while it was written`);
            const record = { key, fileBytes, runId: ctx.runId, attempt: ctx.attempt };
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .writeRecord */ .rh)((0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .shippedRecordFile */ .jQ)(_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .BlobStore */ .lb.forStore(storeDir), packId), JSON.stringify(record));
            return { key };
        },
    };
}
/**
 * The blobs the state's checkpoints need and no listed pack holds, in a transfer file (the
 * caller removes its folder): the checkpoint's own pack when it holds exactly what is pending
 * (linked, or copied across file systems), else a pack written of the pending blobs. Undefined
 * when nothing is pending.
 */
async function preparePack(storeDir, state, ctx) {
    const store = _snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .BlobStore */ .lb.forStore(storeDir);
    // Every blob the checkpoints need (a manifest not here cannot be shipped from here).
    const need = (await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .referencedBlobs */ .sW)(store, state.checkpoints)).blobs;
    if (need.size === 0)
        return { early: [] };
    for (const p of state.packs)
        for (const b of await packContents(store, p.sha256))
            need.delete(b);
    // Packs that went to the cache while they were written: listed as they are.
    const early = [];
    if (ctx.checkpointStorage === 'cache' && need.size) {
        const listed = new Set(state.packs.map((p) => p.sha256));
        for (const p of await store.packs()) {
            if (listed.has(p.id) || !p.blobs.some((b) => need.has(b.sha256)))
                continue;
            const r = await shippedRecord(storeDir, p.id, ctx);
            if (!r || r.fileBytes !== p.fileBytes)
                continue;
            early.push({
                sha256: p.id,
                key: r.key,
                runId: ctx.runId,
                blobs: p.blobs.length,
                bytes: p.fileBytes,
            });
            for (const b of p.blobs)
                need.delete(b.sha256);
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .writeBlobList */ .dZ)(store, 'packs', p.id, p.blobs.map((b) => b.sha256));
        }
    }
    const pending = [];
    for (const b of need)
        if (await store.has(b))
            pending.push(b);
    if (pending.length === 0)
        return { early };
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(ctx.workspace, _keys_js__WEBPACK_IMPORTED_MODULE_13__/* .PACK_PATH */ .Ek);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(file), { recursive: true });
    const wanted = new Set(pending);
    const own = (await store.packs()).find((p) => p.blobs.length === wanted.size && p.blobs.every((b) => wanted.has(b.sha256)));
    if (own) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(file, { force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.link)(own.file, file).catch(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.copyFile)(own.file, file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.COPYFILE_FICLONE));
        return {
            early,
            pack: {
                file,
                sha: own.id,
                count: own.blobs.length,
                fileBytes: own.fileBytes,
                blobs: pending,
            },
        };
    }
    ctx.log(`packing ${pending.length} blobs`);
    const r = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .packBlobs */ .aO)(store, pending, file, { sync: false });
    return {
        early,
        pack: { file, sha: r.sha256, count: r.count, fileBytes: r.fileBytes, blobs: pending },
    };
}
/** What shipping a prepared pack gave: the entry listing where it went, or why it went nowhere. */
async function shipPack(pack, listed, ctx) {
    try {
        const storage = ctx.checkpointStorage;
        // A key whose upload failed can stay reserved: every try gets a fresh one (as the state's do),
        // all under the prefix the state lists.
        const newKey = () => `${listed.key}${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}`;
        ctx.log(`shipping ${pack.count} blobs (${pack.fileBytes} bytes) as pack ${pack.sha.slice(0, 12)} to ${storage === 'both' ? 'the cache and an artifact' : `the ${storage}`}`);
        const skipped = { ok: false, attempts: 0, reasons: [] };
        // Both at once (with `both`): each reads the pack on its own, and neither waits for the
        // other's round trips.
        const [cache, art] = await Promise.all([
            listed.key
                ? (0,_retry_js__WEBPACK_IMPORTED_MODULE_11__/* .withRetry */ .bD)(() => (0,_cache_store_js__WEBPACK_IMPORTED_MODULE_8__/* .saveFileToCache */ .R3)(ctx.workspace, newKey(), _keys_js__WEBPACK_IMPORTED_MODULE_13__/* .PACK_PATH */ .Ek, (0,_persist_js__WEBPACK_IMPORTED_MODULE_10__/* .transfer */ .k0)(ctx, 'checkpoint pack upload')), ctx.retry)
                : skipped,
            listed.artifact
                ? (0,_retry_js__WEBPACK_IMPORTED_MODULE_11__/* .withRetry */ .bD)(() => (0,_artifact_store_js__WEBPACK_IMPORTED_MODULE_6__/* .uploadFileArtifact */ .eA)(listed.artifact, pack.file, ctx.retentionDays, (0,_persist_js__WEBPACK_IMPORTED_MODULE_10__/* .transfer */ .k0)(ctx, 'checkpoint pack artifact upload')), ctx.retry)
                : skipped,
        ]);
        if (!cache.ok && !art.ok) {
            const why = [...cache.reasons.slice(-1), ...art.reasons.slice(-1)].join('; ');
            return { problem: `checkpoint content NOT saved: ${why}` };
        }
        const { artifact, ...entry } = listed;
        return {
            entry: { ...entry, key: cache.ok ? listed.key : '', ...(art.ok ? { artifact } : {}) },
        };
    }
    catch (e) {
        return { problem: `checkpoint content NOT saved: ${e.message}` };
    }
}
/**
 * Ships the content the state's checkpoints need and no listed pack holds, and saves the state,
 * both at once: the state saved lists the new pack where it is going (its cache key as the prefix
 * every try's key starts with, its artifact by name), and `list` records the same in the local
 * store (it returns the updated state, or undefined when the store has none). When the pack did
 * not get everywhere it was listed, the state is saved again listing only where it did (a restore
 * takes the newest save), so the state a restore finds lists a missing pack only when that second
 * save failed too, and then the phases the pack holds run again.
 */
async function saveStateAndContent(storeDir, state, ctx, list, opts = {}) {
    const relist = async (from, edit) => (await list(edit)) ?? { ...from, packs: edit(from.packs), seq: from.seq + 1 };
    const transfer = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(ctx.workspace, _keys_js__WEBPACK_IMPORTED_MODULE_13__/* .PACK_PATH */ .Ek));
    let listed = state;
    let early = [];
    try {
        const prepared = await preparePack(storeDir, state, ctx);
        early = prepared.early;
        const pack = prepared.pack;
        if (early.length)
            listed = await relist(state, (packs) => [...packs, ...early]);
        if (!pack)
            return { state: listed, shipped: early, report: await (0,_persist_js__WEBPACK_IMPORTED_MODULE_10__/* .saveState */ .LZ)(listed, ctx, opts) };
        const storage = ctx.checkpointStorage;
        const planned = {
            sha256: pack.sha,
            key: storage === 'artifact'
                ? ''
                : (0,_keys_js__WEBPACK_IMPORTED_MODULE_13__/* .packCacheKey */ .p2)(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, ''),
            ...(storage === 'cache' ? {} : { artifact: (0,_keys_js__WEBPACK_IMPORTED_MODULE_13__/* .packArtifactName */ .lq)(ctx.scopeKey, pack.sha) }),
            runId: ctx.runId,
            blobs: pack.count,
            bytes: pack.fileBytes,
        };
        listed = await relist(listed, (packs) => [...packs, planned]);
        const [shipped, report] = await Promise.all([
            shipPack(pack, planned, ctx),
            (0,_persist_js__WEBPACK_IMPORTED_MODULE_10__/* .saveState */ .LZ)(listed, ctx, opts),
        ]);
        if (shipped.entry)
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .writeBlobList */ .dZ)(_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .BlobStore */ .lb.forStore(storeDir), 'packs', pack.sha, pack.blobs);
        if (shipped.entry && (0,node_util__WEBPACK_IMPORTED_MODULE_4__.isDeepStrictEqual)(shipped.entry, planned))
            return { state: listed, shipped: [...early, planned], report };
        // Listed where it did not get: saved again, listing only where it did.
        const same = (p) => p.sha256 === planned.sha256 && p.key === planned.key && p.artifact === planned.artifact;
        const fixed = await relist(listed, (packs) => [
            ...packs.filter((p) => !same(p)),
            ...(shipped.entry ? [shipped.entry] : []),
        ]);
        const again = await (0,_persist_js__WEBPACK_IMPORTED_MODULE_10__/* .saveState */ .LZ)(fixed, ctx, opts);
        return {
            state: fixed,
            shipped: [...early, ...(shipped.entry ? [shipped.entry] : [])],
            ...(shipped.problem ? { problem: shipped.problem } : {}),
            report: again.saved || !report.saved ? again : report,
        };
    }
    catch (e) {
        // Nothing was listed that this save's state does not hold: the state goes as it is.
        return {
            state: listed,
            shipped: early,
            problem: `checkpoint content NOT saved: ${e.message}`,
            report: await (0,_persist_js__WEBPACK_IMPORTED_MODULE_10__/* .saveState */ .LZ)(listed, ctx, opts),
        };
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(transfer, { recursive: true, force: true });
    }
}
/** Adds the state's packs to the local blob store, each checked against the id the state lists. */
async function fetchPacks(storeDir, state, ctx) {
    const out = { fetched: 0, blobs: 0, problems: [] };
    const store = _snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .BlobStore */ .lb.forStore(storeDir);
    const [owner = '', repo = ''] = ctx.repository.split('/');
    for (const p of state.packs) {
        const known = await packContents(store, p.sha256);
        if (known.length && (await Promise.all(known.map((b) => store.has(b)))).every(Boolean))
            continue;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(ctx.workspace, _keys_js__WEBPACK_IMPORTED_MODULE_13__/* .PACK_PATH */ .Ek);
        let got = false;
        if (p.key) {
            ctx.log(`fetching pack ${p.sha256.slice(0, 12)} from cache key ${p.key}`);
            const r = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_11__/* .withRetry */ .bD)(() => (0,_cache_store_js__WEBPACK_IMPORTED_MODULE_8__/* .restoreFileFromCache */ .HQ)(ctx.workspace, [p.key], _keys_js__WEBPACK_IMPORTED_MODULE_13__/* .PACK_PATH */ .Ek, (0,_persist_js__WEBPACK_IMPORTED_MODULE_10__/* .transfer */ .k0)(ctx, 'checkpoint pack download')), ctx.retry);
            got = r.ok && r.value.kind === 'hit';
            if (!r.ok)
                out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${r.reasons.at(-1)}`);
        }
        let path = file;
        let tmp;
        if (!got && p.artifact && ctx.token && p.runId && /^\d+$/.test(p.runId)) {
            tmp = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(process.env.RUNNER_TEMP || ctx.workspace, 'ci-state-pack-'));
            const rest = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_9__.createRestClient)({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
            const r = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_11__/* .withRetry */ .bD)(() => (0,_artifact_store_js__WEBPACK_IMPORTED_MODULE_6__/* .downloadNamedArtifact */ .wd)(rest, { owner, repo }, Number(p.runId), p.artifact, ctx.token, tmp, (0,_persist_js__WEBPACK_IMPORTED_MODULE_10__/* .transfer */ .k0)(ctx, 'checkpoint pack artifact download')), ctx.retry);
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
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(path)).size !== p.bytes) {
                out.problems.push(`pack ${p.sha256.slice(0, 12)} does not match its digest: ignored`);
                continue;
            }
            // Its index is checked against the id the state lists (a pack that fails is refused, the
            // catch below, and not recorded as fetched); each blob is verified whenever it is read. Not
            // fsynced: it is a copy of the shipped pack, and one a crash damaged is refused when it is
            // opened or read, and fetched again.
            ctx.log(`adding pack ${p.sha256.slice(0, 12)} (${p.bytes} bytes)`);
            const r = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .unpackBlobs */ .Tp)(path, store, { expectSha256: p.sha256, move: true, sync: false });
            ctx.log(`added ${r.count} blobs, ${r.added.length} new`);
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_5__/* .writeBlobList */ .dZ)(store, 'packs', p.sha256, r.blobs);
            out.fetched++;
            out.blobs += r.count;
        }
        catch (e) {
            out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${e.message}`);
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(file), { recursive: true, force: true });
            if (tmp)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(tmp, { recursive: true, force: true });
        }
    }
    return out;
}


/***/ })

};
