export const id = 6119;
export const ids = [6119];
export const modules = {

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
// EXTERNAL MODULE: ./.build/snapshot/index.js + 10 modules
var snapshot = __webpack_require__(4671);
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
    const progress = (0,transfer_progress.startProgress)({
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
            Promise.all(/* import() */[__webpack_require__.e(1184), __webpack_require__.e(2244)]).then(__webpack_require__.bind(__webpack_require__, 42244)),
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
// EXTERNAL MODULE: ./.build/transfer/retry.js
var retry = __webpack_require__(67926);
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
        if (ctx.progress && pack.fileBytes >= (0,transfer_progress.progressMinBytes)())
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

/***/ 33367:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache;
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FD: () => (/* binding */ tempPathFor),
/* harmony export */   Ld: () => (/* binding */ writeFileDurable),
/* harmony export */   ol: () => (/* binding */ cleanupTempFiles),
/* harmony export */   zR: () => (/* binding */ syncDirectory)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8005);
/* harmony import */ var _fd_io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54097);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(27382);
/**
 * Durable file replacement (`writeFileDurable`) and the cleanup of temp files dead writers left.
 * Not `write-file-atomic`: it does not fsync the directory after the rename (the rename can be lost
 * on power failure) and has no seam to test each failing step.
 */






/** Temp files look like `.<name>.<pid>.<random hex>.tmp`. */
const TEMP_PATTERN = /^\.(.+)\.(\d+)\.([0-9a-f]+)\.tmp$/;
/** A process's holder files (see lock.ts) look like `.<lock name>.<pid>.<random hex>.holder`. */
const HOLDER_PATTERN = /^\.(.+)\.(\d+)\.([0-9a-f]+)\.holder$/;
function tempPathFor(path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
}
/**
 * On Windows a rename over a file that another process (a virus scanner, an indexer, a reader)
 * has open fails with EPERM, EACCES or EBUSY for a moment; retry briefly there, as graceful-fs does.
 */
async function renameWithRetry(fs, from, to, platform) {
    for (let attempt = 1;; attempt++) {
        try {
            return await fs.rename(from, to);
        }
        catch (err) {
            const transient = ['EPERM', 'EACCES', 'EBUSY'].includes((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) ?? '');
            if (platform !== 'win32' || !transient || attempt >= 8)
                throw err;
            await new Promise((r) => setTimeout(r, 10 * attempt));
        }
    }
}
/** fsync a directory so that a rename or a new entry in it is on disk. */
async function syncDirectory(dir, fs = /*#__PURE__*/ (node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache || (node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache = __webpack_require__.t(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__, 2)))) {
    let handle;
    try {
        handle = await fs.open(dir, 'r');
        await handle.sync();
    }
    catch (err) {
        if (!_fd_io_js__WEBPACK_IMPORTED_MODULE_4__/* .DIR_SYNC_UNSUPPORTED */ .Y6.has((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) ?? ''))
            throw err;
    }
    finally {
        await handle?.close().catch(() => undefined);
    }
}
/**
 * Replace `path` with `data` atomically and durably: open `.<name>.<pid>.<random>.tmp` next to it
 * (O_CREAT|O_EXCL), write, fsync, close, rename over `path`, fsync the directory. A failure before
 * the rename removes the temp file and leaves `path` as it was; a failure of the directory fsync
 * says the new content is in place but its durability is not confirmed. Throws a CiStateError with
 * one line such as `cannot write /x/state.json: no space left on device (ENOSPC)`.
 */
async function writeFileDurable(path, data, options = {}) {
    const fs = options.fs ?? /*#__PURE__*/ (node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache || (node_fs_promises__WEBPACK_IMPORTED_MODULE_1___namespace_cache = __webpack_require__.t(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__, 2)));
    const temp = tempPathFor(path);
    let handle;
    let created = false;
    try {
        handle = await fs.open(temp, 'wx', options.mode ?? 0o644);
        created = true;
        await handle.writeFile(data);
        await handle.sync();
        const h = handle;
        handle = undefined;
        await h.close();
        await renameWithRetry(fs, temp, path, options.platform ?? process.platform);
        created = false;
    }
    catch (err) {
        await handle?.close().catch(() => undefined);
        if (created)
            await fs.unlink(temp).catch(() => undefined);
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('write', path, err);
    }
    try {
        await syncDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), fs);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CiStateError */ .eS('store_io', `cannot write ${path}: ${(0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .describeFsError */ .TQ)(err)} while syncing its directory; ` +
            'the new content is in place but may not survive a crash', { exitCode: 1, cause: err });
    }
}
/**
 * Remove leftover temp files in `dir` (not recursive): those whose writer process is dead, and any
 * `*.tmp` older than `maxAgeMs` (a durable write takes milliseconds, not minutes); and the holder
 * files of dead processes (lock.ts; a live process keeps its own as long as it runs). Returns the
 * removed paths. A missing directory has nothing to clean.
 */
async function cleanupTempFiles(dir, options = {}) {
    const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    const now = options.now ?? Date.now;
    let names;
    try {
        names = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir(dir);
    }
    catch (err) {
        if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) === 'ENOENT' || (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) === 'ENOTDIR')
            return [];
        throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('read', dir, err);
    }
    const removed = [];
    for (const name of names) {
        const holder = HOLDER_PATTERN.exec(name);
        if (!holder && !name.endsWith('.tmp'))
            continue;
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name);
        let stat;
        try {
            stat = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat(path);
        }
        catch {
            continue; // renamed or removed meanwhile
        }
        if (!stat.isFile())
            continue;
        const pid = Number((holder ?? TEMP_PATTERN.exec(name))?.[2] ?? NaN);
        const writerGone = Number.isInteger(pid) && pid !== process.pid && !(0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .isProcessAlive */ .jW)(pid);
        const old = !holder && now() - stat.mtimeMs > maxAgeMs;
        if (!writerGone && !old)
            continue;
        try {
            await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink(path);
            removed.push(path);
        }
        catch (err) {
            if ((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .errnoCode */ .UK)(err) !== 'ENOENT')
                throw (0,_fs_util_js__WEBPACK_IMPORTED_MODULE_5__/* .fsError */ .yi)('remove', path, err);
        }
    }
    return removed;
}


/***/ }),

/***/ 54097:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ syncDirectoryFd),
/* harmony export */   EO: () => (/* binding */ closeQuietly),
/* harmony export */   Y6: () => (/* binding */ DIR_SYNC_UNSUPPORTED),
/* harmony export */   Yl: () => (/* binding */ fsyncFd),
/* harmony export */   ZQ: () => (/* binding */ unlinkQuietly),
/* harmony export */   a7: () => (/* binding */ writeChunks),
/* harmony export */   bz: () => (/* binding */ renameRetrying),
/* harmony export */   ek: () => (/* binding */ cutTornTail),
/* harmony export */   f4: () => (/* binding */ writeAll)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _fs_util_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27382);
/**
 * The file calls of the store's write path, on file descriptors and mostly synchronous: only the
 * waits that take time (fsync of a file, of a directory) go to libuv's thread pool, side by side.
 */


/** Directory fsync is not supported everywhere (some network and Windows file systems). */
const DIR_SYNC_UNSUPPORTED = new Set([
    'EINVAL',
    'ENOTSUP',
    'EOPNOTSUPP',
    'EISDIR',
    'EPERM',
]);
/** Write all of `data` at the file's position (or its end, for a file opened to append). */
function writeAll(fd, data) {
    let offset = 0;
    while (offset < data.length) {
        offset += node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync(fd, data, offset, data.length - offset);
    }
}
/** Write the chunks one after another, with as few system calls as the kernel allows. */
function writeChunks(fd, chunks) {
    let rest = chunks;
    while (rest.length > 0) {
        let written = node_fs__WEBPACK_IMPORTED_MODULE_0__.writevSync(fd, rest);
        let i = 0;
        while (i < rest.length && written >= rest[i].length) {
            written -= rest[i].length;
            i++;
        }
        if (i === rest.length)
            return;
        // A short write: carry on from where it stopped.
        rest = [rest[i].subarray(written), ...rest.slice(i + 1)];
    }
}
/** fsync in the thread pool. */
function fsyncFd(fd) {
    return new Promise((resolve, reject) => {
        node_fs__WEBPACK_IMPORTED_MODULE_0__.fsync(fd, (err) => (err ? reject(err) : resolve()));
    });
}
/** Close, ignoring an error (for descriptors whose data is already on disk, or given up on). */
function closeQuietly(fd) {
    if (fd === undefined)
        return;
    try {
        node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync(fd);
    }
    catch {
        // nothing left to do with it
    }
}
/** Remove, ignoring an error (a temp file left behind is removed by the next writer). */
function unlinkQuietly(path) {
    try {
        node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync(path);
    }
    catch {
        // already gone, or left for the next writer
    }
}
/** fsync a directory so that a rename or a new entry in it is on disk (where supported). */
async function syncDirectoryFd(dir) {
    let fd;
    try {
        fd = node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync(dir, 'r');
    }
    catch (err) {
        if (DIR_SYNC_UNSUPPORTED.has((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_1__/* .errnoCode */ .UK)(err) ?? ''))
            return;
        throw err;
    }
    try {
        await fsyncFd(fd);
    }
    catch (err) {
        if (!DIR_SYNC_UNSUPPORTED.has((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_1__/* .errnoCode */ .UK)(err) ?? ''))
            throw err;
    }
    finally {
        closeQuietly(fd);
    }
}
/**
 * rename(2). On Windows a rename over a file that another process (a virus scanner, an indexer, a
 * reader) has open fails with EPERM, EACCES or EBUSY for a moment: retried briefly there.
 */
async function renameRetrying(from, to) {
    for (let attempt = 1;; attempt++) {
        try {
            node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync(from, to);
            return;
        }
        catch (err) {
            const transient = ['EPERM', 'EACCES', 'EBUSY'].includes((0,_fs_util_js__WEBPACK_IMPORTED_MODULE_1__/* .errnoCode */ .UK)(err) ?? '');
            if (process.platform !== 'win32' || !transient || attempt >= 8)
                throw err;
            await new Promise((r) => setTimeout(r, 10 * attempt));
        }
    }
}
const NEWLINE = 0x0a;
const CHUNK = 64 * 1024;
/**
 * Prepare a JSON Lines file opened to append (`a+`) of `size` bytes for a new line: if its last
 * line is torn (no final "\n", a writer killed mid-append), cut it off. Returns the offset where
 * the new line will begin (truncating there takes it back).
 */
function cutTornTail(fd, size) {
    if (size === 0)
        return 0;
    const buf = Buffer.alloc(CHUNK);
    if (node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync(fd, buf, 0, 1, size - 1) === 1 && buf[0] === NEWLINE)
        return size;
    let end = size;
    while (end > 0) {
        const start = Math.max(0, end - CHUNK);
        const n = node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync(fd, buf, 0, end - start, start);
        const i = buf.subarray(0, n).lastIndexOf(NEWLINE);
        if (i >= 0) {
            end = start + i + 1;
            break;
        }
        end = start;
    }
    node_fs__WEBPACK_IMPORTED_MODULE_0__.ftruncateSync(fd, end);
    return end;
}


/***/ }),

/***/ 27382:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TQ: () => (/* binding */ describeFsError),
/* harmony export */   UK: () => (/* binding */ errnoCode),
/* harmony export */   jW: () => (/* binding */ isProcessAlive),
/* harmony export */   yi: () => (/* binding */ fsError)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/**
 * Small helpers shared by the store modules: turning file-system errors into one readable line,
 * and asking whether a process on this machine is still alive.
 */

/** The `code` of a Node system error (`ENOENT`, `ENOSPC`, ...), if it has one. */
function errnoCode(err) {
    if (err && typeof err === 'object' && 'code' in err) {
        const code = err.code;
        if (typeof code === 'string')
            return code;
    }
    return undefined;
}
const DESCRIPTIONS = {
    ENOSPC: 'no space left on device',
    EDQUOT: 'disk quota exceeded',
    EACCES: 'read-only or not writable',
    EPERM: 'read-only or not writable',
    EROFS: 'read-only or not writable',
    EIO: 'input/output error',
    ENOTDIR: 'a parent path is not a directory',
    ENOENT: 'the directory does not exist',
    EISDIR: 'it is a directory',
    EMFILE: 'too many open files',
    ENFILE: 'too many open files',
    ENAMETOOLONG: 'the name is too long',
};
/** What went wrong, in words, ending with the error code: `no space left on device (ENOSPC)`. */
function describeFsError(err) {
    const code = errnoCode(err);
    const known = code ? DESCRIPTIONS[code] : undefined;
    if (known)
        return `${known} (${code})`;
    const message = err instanceof Error ? err.message : String(err);
    const firstLine = message.split('\n', 1)[0] ?? '';
    return code && !firstLine.includes(code) ? `${firstLine} (${code})` : firstLine;
}
/** `cannot <verb> <path>: <reason> (<CODE>)` as a CiStateError; CiStateErrors pass through. */
function fsError(verb, path, err) {
    if (err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS)
        return err;
    const code = errnoCode(err);
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS(code === 'ENOSPC' || code === 'EDQUOT' ? 'store_full' : 'store_io', `cannot ${verb} ${path}: ${describeFsError(err)}`, { exitCode: 1, cause: err });
}
/**
 * Whether a process with this pid exists on this machine. `kill(pid, 0)` sends nothing: it fails
 * with ESRCH when there is no such process and with EPERM when it exists but belongs to someone else.
 */
function isProcessAlive(pid) {
    if (!Number.isInteger(pid) || pid <= 0)
        return false;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return errnoCode(err) !== 'ESRCH';
    }
}


/***/ })

};
