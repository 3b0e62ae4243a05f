export const id = 894;
export const ids = [894,130];
export const modules = {

/***/ 36894:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fetchPacks: () => (/* binding */ fetchPacks)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(93265);
/* harmony import */ var _snapshot_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93664);
/* harmony import */ var _artifact_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48084);
/* harmony import */ var _cache_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(41587);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(90610);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(47626);
/* harmony import */ var _persist_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(98716);
/* harmony import */ var _transfer_progress_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(61349);
/* harmony import */ var _transfer_retry_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(73740);
/* harmony import */ var _packs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9130);
/**
 * Fetching the packs a restored state lists, from the Actions cache or the artifacts, into the
 * job's local blob store (see packs.ts for how they were shipped).
 */












/** Adds the state's packs to the local blob store, each checked against the id the state lists. */
async function fetchPacks(storeDir, state, ctx) {
    const out = { fetched: 0, blobs: 0, bytes: 0, ms: 0, problems: [] };
    const elapsed = (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_7__/* .stopwatch */ .sX)();
    const store = _snapshot_index_js__WEBPACK_IMPORTED_MODULE_2__/* .BlobStore */ .lb.forStore(storeDir);
    const [owner = '', repo = ''] = ctx.repository.split('/');
    for (const p of state.packs) {
        const known = await (0,_packs_js__WEBPACK_IMPORTED_MODULE_9__/* .packContents */ .s)(store, p.sha256);
        if (known.length && (await Promise.all(known.map((b) => store.has(b)))).every(Boolean))
            continue;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(ctx.workspace, _keys_js__WEBPACK_IMPORTED_MODULE_10__/* .PACK_PATH */ .Ek);
        let got = false;
        // A large pack is announced: its progress lines come only once a few seconds have passed.
        if (ctx.progress && p.bytes >= (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_7__/* .progressMinBytes */ .$D)())
            ctx.progress(`fetching checkpoint pack ${p.sha256.slice(0, 12)} (${(0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_7__.formatSize)(p.bytes)})`);
        if (p.key) {
            ctx.log(`fetching pack ${p.sha256.slice(0, 12)} from cache key ${p.key}`);
            const r = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_8__/* .withRetry */ .bD)(() => (0,_cache_store_js__WEBPACK_IMPORTED_MODULE_4__/* .restoreFileFromCache */ .HQ)(ctx.workspace, [p.key], _keys_js__WEBPACK_IMPORTED_MODULE_10__/* .PACK_PATH */ .Ek, (0,_persist_js__WEBPACK_IMPORTED_MODULE_6__/* .transfer */ .k0)(ctx, 'checkpoint pack download')), ctx.retry);
            got = r.ok && r.value.kind === 'hit';
            if (!r.ok)
                out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${r.reasons.at(-1)}`);
        }
        let path = file;
        let tmp;
        if (!got && p.artifact && ctx.token && p.runId && /^\d+$/.test(p.runId)) {
            tmp = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.env.RUNNER_TEMP || ctx.workspace, 'ci-state-pack-'));
            const rest = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_5__.createRestClient)({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
            const r = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_8__/* .withRetry */ .bD)(() => (0,_artifact_store_js__WEBPACK_IMPORTED_MODULE_3__/* .downloadNamedArtifact */ .wd)(rest, { owner, repo }, Number(p.runId), p.artifact, ctx.token, tmp, (0,_persist_js__WEBPACK_IMPORTED_MODULE_6__/* .transfer */ .k0)(ctx, 'checkpoint pack artifact download')), ctx.retry);
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
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).size !== p.bytes) {
                out.problems.push(`pack ${p.sha256.slice(0, 12)} does not match its digest: ignored`);
                continue;
            }
            // Its index is checked against the id the state lists (a pack that fails is refused, the
            // catch below, and not recorded as fetched); each blob is verified whenever it is read. Not
            // fsynced: it is a copy of the shipped pack, and one a crash damaged is refused when it is
            // opened or read, and fetched again.
            ctx.log(`adding pack ${p.sha256.slice(0, 12)} (${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .L)(p.bytes, 'byte')})`);
            const r = await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_2__/* .unpackBlobs */ .Tp)(path, store, { expectSha256: p.sha256, move: true, sync: false });
            ctx.log(`added ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .L)(r.count, 'blob')}, ${r.added.length} new`);
            await (0,_snapshot_index_js__WEBPACK_IMPORTED_MODULE_2__/* .writeBlobList */ .dZ)(store, 'packs', p.sha256, r.blobs);
            out.fetched++;
            out.blobs += r.count;
            out.bytes += p.bytes;
        }
        catch (e) {
            out.problems.push(`pack ${p.sha256.slice(0, 12)}: ${e.message}`);
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true, force: true });
            if (tmp)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tmp, { recursive: true, force: true });
        }
    }
    out.ms = elapsed();
    return out;
}


/***/ }),

/***/ 9130:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s: () => (/* binding */ packContents),
  saveStateAndContent: () => (/* binding */ saveStateAndContent),
  startPackShip: () => (/* binding */ startPackShip)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/core/words.js
var words = __webpack_require__(93265);
// EXTERNAL MODULE: ./.build/snapshot/index.js + 26 modules
var snapshot = __webpack_require__(93664);
// EXTERNAL MODULE: ./.build/github/artifact-store.js
var artifact_store = __webpack_require__(48084);
// EXTERNAL MODULE: ./.build/transfer/progress.js
var transfer_progress = __webpack_require__(61349);
// EXTERNAL MODULE: ./.build/github/cache-service.js
var cache_service = __webpack_require__(13508);
// EXTERNAL MODULE: ./.build/github/cache-twirp.js
var cache_twirp = __webpack_require__(51129);
// EXTERNAL MODULE: ./.build/github/cache-zstd.js
var cache_zstd = __webpack_require__(17552);
;// CONCATENATED MODULE: ./.build/github/cache-stream.js
/**
 * A save to the cache service whose file is still being written: blocks go up while the writer
 * goes on, compressed when the first bytes say it pays (see cache-service.ts).
 */




const STREAM_BLOCK = 8 * 2 ** 20;
const STREAM_BLOCKS_AT_ONCE = 4;
/** A streamed save decides on compression from the first bytes (sliced as `compresses` does). */
const STREAM_SAMPLE = 2 ** 20;
/** How long one block may take to upload before the streamed save gives up. */
const STREAM_BLOCK_TIMEOUT_MS = 120_000;
/**
 * Saves a file under `key` while it is being written (a checkpoint's pack): the entry is reserved
 * with the first full block, and its blocks (8 MiB, four on their way at once) go up as the bytes come,
 * so the upload takes place during the writing instead of after it. The first MiB decides
 * compression, as slices of the file do for `saveFileDirect`. A writer that outruns the upload
 * waits for it (at most four blocks are held). Any failure stops the save, never the writer: the
 * file can still be saved whole afterwards. With `options.progress`, reports the bytes sent (of a
 * size not known in advance; compressed ones when it compresses) and, once finished, a final line.
 */
function streamFileDirect(svc, key, options = {}) {
    const controller = new AbortController();
    const progress = (0,transfer_progress/* startProgress */.ot)({
        label: options.label ?? `cache upload ${key}`,
        sink: options.progress,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
    });
    // Bytes of the blocks on their way (a retried request starts its count again), and in all.
    const loaded = new Map();
    let sent = 0;
    const advance = (id, n) => {
        sent += n - (loaded.get(id) ?? 0);
        loaded.set(id, n);
        progress.update(sent);
    };
    let failure = (0,cache_twirp/* modeRefusal */.qB)(svc, 'writes')?.reason?.replace(/^cache: /, '');
    let finished = false;
    const fail = (why) => {
        failure ??= why;
        controller.abort();
    };
    let reserved;
    const reserve = () => (reserved ??= (async () => {
        const [created, { BlockBlobClient }] = await Promise.all([
            (0,cache_twirp/* twirp */.lo)(svc, 'CreateCacheEntry', { key, version: cache_twirp/* DIRECT_VERSION */.px }),
            Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(244)]).then(__webpack_require__.bind(__webpack_require__, 42244)),
        ]);
        if (!created.ok)
            throw new Error(created.outcome.reason.replace(/^cache: /, ''));
        const url = (0,cache_twirp/* field */.ZZ)(created.body, 'signed_upload_url');
        if ((0,cache_twirp/* field */.ZZ)(created.body, 'ok') !== true || typeof url !== 'string')
            throw new Error(`entry ${key} not reserved`);
        return new BlockBlobClient(url);
    })());
    // Blocks: filled by `put`, each sent as soon as it is full.
    const ids = [];
    const inFlight = new Set();
    // Block buffers are reused once sent: fresh memory for every block costs more than the copy.
    const spare = [];
    const newBlock = () => spare.pop() ?? Buffer.allocUnsafeSlow(STREAM_BLOCK);
    let block = newBlock();
    let held = 0;
    let stored = 0;
    const send = (bytes) => {
        const id = Buffer.from(String(ids.length).padStart(8, '0')).toString('base64');
        ids.push(id);
        stored += bytes.length;
        const p = reserve()
            .then((client) => client.stageBlock(id, bytes, bytes.length, {
            abortSignal: AbortSignal.any([
                controller.signal,
                AbortSignal.timeout(STREAM_BLOCK_TIMEOUT_MS),
            ]),
            onProgress: (e) => advance(id, Math.min(e.loadedBytes, bytes.length)),
        }))
            .then(() => {
            advance(id, bytes.length);
            loaded.delete(id);
        }, (e) => fail(`upload of ${key} failed: ${(0,cache_twirp/* blobError */.Go)(e)}`))
            .finally(() => {
            inFlight.delete(p);
            if (bytes.length === STREAM_BLOCK)
                spare.push(bytes);
        });
        inFlight.add(p);
        return p;
    };
    const put = async (chunk) => {
        let off = 0;
        while (off < chunk.length && failure === undefined) {
            const n = Math.min(chunk.length - off, STREAM_BLOCK - held);
            block.set(chunk.subarray(off, off + n), held);
            held += n;
            off += n;
            if (held === STREAM_BLOCK) {
                void send(block);
                block = newBlock();
                held = 0;
                while (inFlight.size >= STREAM_BLOCKS_AT_ONCE)
                    await Promise.race(inFlight);
            }
        }
    };
    // Compression, decided on the first STREAM_SAMPLE bytes (kept until then).
    let sample = [];
    let sampled = 0;
    let z;
    let zDone;
    const decide = async () => {
        const head = Buffer.concat(sample, sampled);
        sample = undefined;
        if (await (0,cache_zstd/* shrinks */.tK)(head.length, (pos, length) => head.subarray(pos, pos + length))) {
            const { zlib, options } = await (0,cache_zstd/* zstd */.q9)();
            const zs = zlib.createZstdCompress(options);
            z = zs;
            zDone = (async () => {
                for await (const out of zs)
                    await put(out);
            })().catch((e) => {
                fail(`compression failed: ${e.message}`);
                zs.destroy();
            });
        }
        await feed(head);
    };
    const feed = async (chunk) => {
        const zs = z;
        if (!zs)
            return put(chunk);
        if (zs.write(chunk) || zs.destroyed)
            return;
        // Room again, or the compressor gone (a failure): the writer never waits for nothing.
        await new Promise((ok) => {
            const done = () => {
                zs.off('drain', done);
                zs.off('close', done);
                ok();
            };
            zs.on('drain', done);
            zs.on('close', done);
        });
    };
    return {
        async write(chunk) {
            if (failure !== undefined || finished)
                return;
            if (sample) {
                sample.push(Buffer.from(chunk));
                sampled += chunk.length;
                if (sampled >= STREAM_SAMPLE)
                    await decide();
                return;
            }
            await feed(z ? Buffer.from(chunk) : chunk);
        },
        async finish() {
            finished = true;
            if (sample && failure === undefined) {
                if (sampled === 0)
                    fail('nothing was written');
                else
                    await decide();
            }
            if (z) {
                z.end();
                await zDone;
            }
            if (failure === undefined && held > 0)
                void send(block.subarray(0, held));
            while (inFlight.size)
                await Promise.race(inFlight);
            if (failure !== undefined) {
                progress.fail();
                return { ok: false, reason: `cache: ${failure}` };
            }
            try {
                const client = await reserve();
                await client.commitBlockList(ids, { abortSignal: AbortSignal.timeout(cache_twirp/* TWIRP_TIMEOUT_MS */.mt) });
            }
            catch (e) {
                progress.fail();
                return { ok: false, reason: `cache: upload of ${key} failed: ${(0,cache_twirp/* blobError */.Go)(e)}` };
            }
            const saved = await (0,cache_service/* finalize */.j)(svc, key, stored, !!z);
            if (saved.ok)
                progress.done(stored);
            else
                progress.fail();
            return saved;
        },
        abort() {
            finished = true;
            fail('aborted');
            z?.destroy();
            progress.fail();
        },
        get blocks() {
            return ids.length;
        },
    };
}

// EXTERNAL MODULE: ./.build/github/cache-store.js + 1 modules
var cache_store = __webpack_require__(41587);
// EXTERNAL MODULE: ./.build/github/keys.js
var keys = __webpack_require__(90610);
// EXTERNAL MODULE: ./.build/github/persist.js
var persist = __webpack_require__(98716);
// EXTERNAL MODULE: ./.build/transfer/retry.js + 1 modules
var retry = __webpack_require__(73740);
;// CONCATENATED MODULE: ./.build/github/packs.js
/**
 * Shipping checkpoint content between attempts on a runner: the blobs the state's file checkpoints
 * refer to and no listed pack holds go as one pack to the Actions cache, an artifact or both
 * (`checkpoint-storage`) while the state, listing the pack, is saved (`saveStateAndContent`); a
 * pack can also go to the cache while a checkpoint writes it (`startPackShip`). A later attempt
 * fetches them with pack-fetch.ts. A pack that cannot be shipped or fetched only means those
 * phases run again. See docs/checkpoints.md, "Where packs go".
 */
















/**
 * The blobs pack `sha` holds, as recorded next to the blob store when it was shipped or fetched
 * (`checkpoints/packs/<sha>.bin`, see snapshot/records.ts); none if unknown.
 */
async function packContents(store, sha) {
    return (await (0,snapshot/* readBlobList */.sy)(store, 'packs', sha)) ?? [];
}
/** Where a pack that went to the cache as it was written (`startPackShip`) is, recorded locally. */
const ShippedRecord = schemas/* strictObject */.rej({
    key: schemas/* string */.YjP().min(1).max(512),
    fileBytes: schemas/* number */.aig().int().nonnegative(),
    runId: schemas/* string */.YjP(),
    attempt: schemas/* number */.aig().int(),
});
/** This attempt's record of pack `id` in the cache, if there is a sound one. */
async function shippedRecord(storeDir, id, ctx) {
    try {
        const r = ShippedRecord.parse(JSON.parse(await (0,promises_.readFile)((0,snapshot/* shippedRecordFile */.jQ)(snapshot/* BlobStore */.lb.forStore(storeDir), id), 'utf8')));
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
    const svc = (0,cache_twirp/* cacheServiceFromEnv */.LQ)();
    if (!svc)
        return undefined;
    const key = (0,keys/* packCacheKey */.p2)(ctx.scopeKey, ctx.runId, ctx.attempt, seq, (0,external_node_crypto_.randomBytes)(4).toString('hex'));
    const save = streamFileDirect(svc, key, (0,persist/* transfer */.k0)(ctx, 'checkpoint pack upload'));
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
            await (0,snapshot/* writeRecord */.rh)((0,snapshot/* shippedRecordFile */.jQ)(snapshot/* BlobStore */.lb.forStore(storeDir), packId), JSON.stringify(record));
            return { key };
        },
    };
}
/** The checkpoints of side-effect phases that succeeded: what an eviction must not take. */
function sideEffectCheckpoints(state) {
    const ids = new Set(Object.values(state.phases)
        .filter((r) => r.sideEffect && r.effectAttempt !== undefined && r.checkpointId)
        .map((r) => r.checkpointId));
    return state.checkpoints.filter((c) => ids.has(c.id));
}
/**
 * The blobs the state's checkpoints need and no listed pack holds, in a transfer file (the
 * caller removes its folder): the checkpoint's own pack when it holds exactly what is pending
 * (linked, or copied across file systems), else a pack written of the pending blobs. Undefined
 * when nothing is pending.
 */
async function preparePack(storeDir, state, ctx) {
    const store = snapshot/* BlobStore */.lb.forStore(storeDir);
    // Every blob the checkpoints need (a manifest not here cannot be shipped from here).
    const carried = state.carried?.checkpoints ?? [];
    const need = (await (0,snapshot/* referencedBlobs */.sW)(store, [...state.checkpoints, ...carried])).blobs;
    if (need.size === 0)
        return { early: [] };
    // What cannot be recreated stays out of the cache's reach: the content of a side effect's
    // checkpoint counts as shipped only where an artifact holds it.
    const durable = (await (0,snapshot/* referencedBlobs */.sW)(store, sideEffectCheckpoints(state))).blobs;
    for (const p of state.packs) {
        for (const b of await packContents(store, p.sha256))
            if (p.artifact || !durable.has(b))
                need.delete(b);
    }
    // Packs that went to the cache while they were written: listed as they are.
    const early = [];
    if (ctx.checkpointStorage === 'cache' && need.size) {
        const listed = new Set(state.packs.map((p) => p.sha256));
        for (const p of await store.packs()) {
            if (listed.has(p.id) || !p.blobs.some((b) => need.has(b.sha256)))
                continue;
            if (p.blobs.some((b) => durable.has(b.sha256)))
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
            await (0,snapshot/* writeBlobList */.dZ)(store, 'packs', p.id, p.blobs.map((b) => b.sha256));
        }
    }
    let pending = [];
    for (const b of need)
        if (await store.has(b))
            pending.push(b);
    if (pending.length === 0)
        return { early };
    const durablePack = pending.some((b) => durable.has(b));
    // A side effect's content goes in a pack of its own (to an artifact too), the rest in the next
    // save's, so what outlives the cache does not depend on how phase ends were grouped into saves.
    const deferred = durablePack && pending.some((b) => !durable.has(b));
    if (deferred)
        pending = pending.filter((b) => durable.has(b));
    const file = (0,external_node_path_.join)(ctx.workspace, keys/* PACK_PATH */.Ek);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    const wanted = new Set(pending);
    const own = (await store.packs()).find((p) => p.blobs.length === wanted.size && p.blobs.every((b) => wanted.has(b.sha256)));
    if (own) {
        await (0,promises_.rm)(file, { force: true });
        await (0,promises_.link)(own.file, file).catch(() => (0,promises_.copyFile)(own.file, file, external_node_fs_.constants.COPYFILE_FICLONE));
        return {
            early,
            pack: {
                file,
                sha: own.id,
                count: own.blobs.length,
                fileBytes: own.fileBytes,
                blobs: pending,
                durable: durablePack,
            },
            ...(deferred ? { deferred } : {}),
        };
    }
    ctx.log(`packing ${(0,words/* plural */.L)(pending.length, 'blob')}`);
    const r = await (0,snapshot/* packBlobs */.aO)(store, pending, file, { sync: false });
    return {
        early,
        pack: {
            file,
            sha: r.sha256,
            count: r.count,
            fileBytes: r.fileBytes,
            blobs: pending,
            durable: durablePack,
        },
        ...(deferred ? { deferred } : {}),
    };
}
/** What shipping a prepared pack gave: the entry listing where it went, or why it went nowhere. */
async function shipPack(pack, listed, ctx) {
    try {
        // A key whose upload failed can stay reserved: every try gets a fresh one (as the state's do),
        // all under the prefix the state lists.
        const newKey = () => `${listed.key}${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
        const where = listed.key && listed.artifact
            ? 'the cache and an artifact'
            : listed.key
                ? 'the cache'
                : 'the artifact';
        ctx.log(`shipping ${(0,words/* plural */.L)(pack.count, 'blob')} (${(0,words/* plural */.L)(pack.fileBytes, 'byte')}) as pack ${pack.sha.slice(0, 12)} to ${where}`);
        // A large pack is announced: its progress lines come only once a few seconds have passed.
        if (ctx.progress && pack.fileBytes >= (0,transfer_progress/* progressMinBytes */.$D)())
            ctx.progress(`saving checkpoint pack ${pack.sha.slice(0, 12)} (${(0,transfer_progress.formatSize)(pack.fileBytes)}) to ${where}`);
        const skipped = { ok: false, attempts: 0, reasons: [] };
        // Both at once (with `both`): each reads the pack on its own, and neither waits for the
        // other's round trips.
        const [cache, art] = await Promise.all([
            listed.key
                ? (0,retry/* withRetry */.bD)(() => (0,cache_store/* saveFileToCache */.R3)(ctx.workspace, newKey(), keys/* PACK_PATH */.Ek, (0,persist/* transfer */.k0)(ctx, 'checkpoint pack upload')), ctx.retry)
                : skipped,
            listed.artifact
                ? (0,retry/* withRetry */.bD)(() => (0,artifact_store/* uploadFileArtifact */.eA)(listed.artifact, pack.file, ctx.retentionDays, (0,persist/* transfer */.k0)(ctx, 'checkpoint pack artifact upload')), ctx.retry)
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
    const first = await saveOnce(storeDir, state, ctx, list, opts);
    if (!first.deferred)
        return first.save;
    // The side effect's pack went first; the rest of the pending content goes with a second save.
    const second = await saveOnce(storeDir, first.save.state, ctx, list, opts);
    const problem = first.save.problem ?? second.save.problem;
    return {
        ...second.save,
        shipped: [...first.save.shipped, ...second.save.shipped],
        ...(problem ? { problem } : {}),
    };
}
/** One save: the pending content's pack (see preparePack) and the state listing it. */
async function saveOnce(storeDir, state, ctx, list, opts) {
    const relist = async (from, edit) => (await list(edit)) ?? { ...from, packs: edit(from.packs), seq: from.seq + 1 };
    const transfer = (0,external_node_path_.dirname)((0,external_node_path_.join)(ctx.workspace, keys/* PACK_PATH */.Ek));
    let listed = state;
    let early = [];
    let deferred;
    const done = (save) => ({ save, ...(deferred ? { deferred } : {}) });
    try {
        const prepared = await preparePack(storeDir, state, ctx);
        deferred = prepared.deferred;
        early = prepared.early;
        const pack = prepared.pack;
        if (early.length)
            listed = await relist(state, (packs) => [...packs, ...early]);
        if (!pack)
            return done({ state: listed, shipped: early, report: await (0,persist/* saveState */.LZ)(listed, ctx, opts) });
        const storage = pack.durable && ctx.checkpointStorage === 'cache' ? 'both' : ctx.checkpointStorage;
        const planned = {
            sha256: pack.sha,
            key: storage === 'artifact'
                ? ''
                : (0,keys/* packCacheKey */.p2)(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, ''),
            ...(storage === 'cache' ? {} : { artifact: (0,keys/* packArtifactName */.lq)(ctx.scopeKey, pack.sha) }),
            runId: ctx.runId,
            blobs: pack.count,
            bytes: pack.fileBytes,
        };
        listed = await relist(listed, (packs) => [...packs, planned]);
        const [shipped, report] = await Promise.all([
            shipPack(pack, planned, ctx),
            (0,persist/* saveState */.LZ)(listed, ctx, opts),
        ]);
        if (shipped.entry)
            await (0,snapshot/* writeBlobList */.dZ)(snapshot/* BlobStore */.lb.forStore(storeDir), 'packs', pack.sha, pack.blobs);
        if (shipped.entry && (0,external_node_util_.isDeepStrictEqual)(shipped.entry, planned))
            return done({ state: listed, shipped: [...early, planned], report });
        // Listed where it did not get: saved again, listing only where it did.
        const same = (p) => p.sha256 === planned.sha256 && p.key === planned.key && p.artifact === planned.artifact;
        const fixed = await relist(listed, (packs) => [
            ...packs.filter((p) => !same(p)),
            ...(shipped.entry ? [shipped.entry] : []),
        ]);
        const again = await (0,persist/* saveState */.LZ)(fixed, ctx, opts);
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
                report: await (0,persist/* saveState */.LZ)(listed, ctx, opts),
            },
        };
    }
    finally {
        await (0,promises_.rm)(transfer, { recursive: true, force: true });
    }
}


/***/ })

};
