export const id = 871;
export const ids = [871];
export const modules = {

/***/ 48084:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   js: () => (/* binding */ downloadBundleArtifact),
/* harmony export */   pd: () => (/* binding */ findEarlierBundles),
/* harmony export */   wd: () => (/* binding */ downloadNamedArtifact)
/* harmony export */ });
/* unused harmony exports uploadBundleArtifact, olderBundles, deleteBundles, uploadFileArtifact */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90610);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18294);
/**
 * The durable path: bundles as artifacts of the run, through `@actions/artifact` (lazily loaded).
 *
 * The artifact client's internal API only sees the current attempt's artifacts, so finding an
 * earlier attempt's bundle goes through the REST API (list the run's artifacts, download with
 * `findBy`), which sees every attempt.
 */





const FILE = 'bundle.cis';
function tempRoot() {
    return process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
}
function failure(e, what) {
    const message = (e?.message ?? String(e)).split('\n')[0].slice(0, 500);
    const status = (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .statusFromMessage */ .II)(message) ?? e.status;
    const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
    // The client does not retry a 429 and does not pass its retry-after on: wait as GitHub advises.
    const retryAfterMs = status === 429 ? _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .RATE_LIMIT_WAIT_MS */ .s : undefined;
    return { ok: false, reason: `artifact: ${what}: ${message}`, final, retryAfterMs };
}
async function uploadBundleArtifact(name, bytes, retentionDays) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const dir = await mkdtemp(join(tempRoot(), 'ci-state-up-'));
    try {
        await writeFile(join(dir, FILE), bytes);
        const client = new DefaultArtifactClient();
        const { value } = await captureToolkitLog(() => client.uploadArtifact(name, [join(dir, FILE)], dir, {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 6,
        }));
        if (!value.id)
            return { ok: false, reason: `artifact: upload of ${name} returned no id` };
        return { ok: true, value: { id: value.id, size: value.size ?? bytes.length } };
    }
    catch (e) {
        return failure(e, `upload of ${name} failed`);
    }
    finally {
        await rm(dir, { recursive: true, force: true });
    }
}
/**
 * The names of this attempt's bundles of the scope older than `keepSeq` (none when the listing
 * fails). Listed while the new bundle uploads; deleted (`deleteBundles`) only once it is saved.
 */
async function olderBundles(scope16, attempt, keepSeq) {
    try {
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
        const { value } = await captureToolkitLog(() => new DefaultArtifactClient().listArtifacts());
        return value.artifacts
            .map((a) => a.name)
            .filter((name) => {
            const p = parseStateArtifactName(name);
            return p && p.scope16 === scope16 && p.attempt === attempt && p.seq < keepSeq;
        });
    }
    catch {
        return []; // pruning is housekeeping: a failure leaves an extra artifact, never a lost state
    }
}
/** Deletes artifacts of this attempt by name (best effort). */
async function deleteBundles(names) {
    if (names.length === 0)
        return;
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const client = new DefaultArtifactClient();
    for (const name of names) {
        // As above: a failure leaves an extra artifact, never a lost state.
        await captureToolkitLog(() => client.deleteArtifact(name)).catch(() => undefined);
    }
}
/** Lists the run's state bundles of this scope from attempts before `beforeAttempt`, newest first. */
async function findEarlierBundles(rest, repo, runId, scope16, beforeAttempt) {
    try {
        const all = await rest.paginate(rest.rest.actions.listWorkflowRunArtifacts, {
            ...repo,
            run_id: runId,
            per_page: 100,
        });
        const found = [];
        for (const a of all) {
            const p = (0,_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .parseStateArtifactName */ .YV)(a.name);
            if (!p || p.scope16 !== scope16 || p.attempt >= beforeAttempt || a.expired)
                continue;
            found.push({ id: a.id, name: a.name, attempt: p.attempt, seq: p.seq, size: a.size_in_bytes });
        }
        found.sort((a, b) => b.attempt - a.attempt || b.seq - a.seq);
        return { ok: true, value: found };
    }
    catch (e) {
        return failure(e, 'listing the run artifacts failed');
    }
}
async function downloadBundleArtifact(id, findBy, maxBytes) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tempRoot(), 'ci-state-down-'));
    try {
        const client = new DefaultArtifactClient();
        const { value } = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .captureToolkitLog */ .z$)(() => client.downloadArtifact(id, { path: dir, findBy }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${id}: download digest mismatch` };
        const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir);
        if (!names.includes(FILE))
            return { ok: false, reason: `artifact ${id} holds no bundle`, final: true };
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, FILE));
        if (bytes.length > maxBytes)
            return { ok: false, reason: `artifact ${id} is over the size cap`, final: true };
        return { ok: true, value: bytes };
    }
    catch (e) {
        return failure(e, `download of ${id} failed`);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
}
/** Uploads one file as an artifact (e.g. a blob pack); the file keeps its name inside. */
async function uploadFileArtifact(name, file, retentionDays) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    try {
        const client = new DefaultArtifactClient();
        const { value } = await captureToolkitLog(() => client.uploadArtifact(name, [file], dirname(file), {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 0,
        }));
        if (!value.id)
            return { ok: false, reason: `artifact: upload of ${name} returned no id` };
        return { ok: true, value: { id: value.id, size: value.size ?? 0 } };
    }
    catch (e) {
        return failure(e, `upload of ${name} failed`);
    }
}
/** Finds an artifact by exact name in a run (any attempt) and downloads it into `dir`. */
async function downloadNamedArtifact(rest, repo, runId, name, token, dir) {
    try {
        const { data } = await rest.rest.actions.listWorkflowRunArtifacts({
            ...repo,
            run_id: runId,
            name,
            per_page: 100,
        });
        const found = (Array.isArray(data?.artifacts) ? data.artifacts : []).find((a) => a.name === name && !a.expired);
        if (!found)
            return { ok: false, reason: `artifact ${name} not found in run ${runId}`, final: true };
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
        const client = new DefaultArtifactClient();
        const { value } = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .captureToolkitLog */ .z$)(() => client.downloadArtifact(found.id, {
            path: dir,
            findBy: {
                token,
                workflowRunId: runId,
                repositoryOwner: repo.owner,
                repositoryName: repo.repo,
            },
        }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${name}: download digest mismatch` };
        return { ok: true, value: (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir)).map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, f)) };
    }
    catch (e) {
        return failure(e, `download of ${name} failed`);
    }
}


/***/ }),

/***/ 13508:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LQ: () => (/* binding */ cacheServiceFromEnv),
/* harmony export */   Mf: () => (/* binding */ findToolkitEntry),
/* harmony export */   Wb: () => (/* binding */ streamFileDirect),
/* harmony export */   ab: () => (/* binding */ keyRank),
/* harmony export */   e_: () => (/* binding */ downloadDirect),
/* harmony export */   vs: () => (/* binding */ findDirect)
/* harmony export */ });
/* unused harmony exports DIRECT_VERSION, saveFileDirect */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57075);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(46466);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(15922);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18294);
/**
 * Files (state bundles, checkpoint packs) straight to the Actions cache service (v2: Twirp calls
 * and a signed blob URL), without the tar archive `@actions/cache` wraps around every entry.
 *
 * Why not `saveCache`: it can only archive paths. A bundle or a pack is already one file that
 * carries its own checks, so the archive only costs time: tar and zstd write a second copy before
 * the upload, and a restore writes the download, then untars a third copy (the client also spawns
 * `zstd` and `tar` for every call). Here the file is the upload, and the download becomes the file.
 * Compression is kept where it pays: slices of the file are compressed first, and when they shrink
 * the file is streamed through zstd (Node's own) on the way up; the restore recognises zstd by its
 * magic number (a pack starts `CISPACK`, a bundle `CISTATE`). See docs/adr/0004.
 *
 * Only where `@actions/cache` itself would use the v2 service (ACTIONS_CACHE_SERVICE_V2, not GHES,
 * the same host rule); otherwise, and for entries saved the old way, the tar path stays
 * (cache-store.ts). The runner's cache mode (ACTIONS_CACHE_MODE) is honoured as the client does.
 * Entries carry their own `version`, so neither client ever matches the other's entries.
 */







/** The v2 cache service, when `@actions/cache` would use it too (see config.js in the client). */
function cacheServiceFromEnv(env = process.env) {
    if (!env.ACTIONS_CACHE_SERVICE_V2 || !env.ACTIONS_RESULTS_URL || !env.ACTIONS_RUNTIME_TOKEN)
        return undefined;
    let host;
    try {
        host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.trimEnd().toUpperCase();
    }
    catch {
        return undefined;
    }
    const ghes = host !== 'GITHUB.COM' && !host.endsWith('.GHE.COM') && !host.endsWith('.LOCALHOST');
    if (ghes)
        return undefined;
    return {
        url: env.ACTIONS_RESULTS_URL,
        token: env.ACTIONS_RUNTIME_TOKEN,
        mode: (env.ACTIONS_CACHE_MODE || '').trim().toLowerCase(),
    };
}
const KNOWN_MODES = ['none', 'read', 'write', 'write-only'];
/** The refusal when the runner's cache mode does not permit `what` (as the client reads it). */
function modeRefusal(svc, what) {
    const allowed = what === 'reads' ? ['read', 'write'] : ['write', 'write-only'];
    if (!KNOWN_MODES.includes(svc.mode) || allowed.includes(svc.mode))
        return undefined;
    return {
        ok: false,
        final: true,
        reason: `cache: the runner's cache mode '${svc.mode}' does not permit ${what}`,
    };
}
/** The entries' `version`: ours alone (a tar entry's hashes its paths and compression method). */
const DIRECT_VERSION = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update('ci-state|direct-file|1').digest('hex');
const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);
/**
 * Slices compressed to decide (half a MiB in all, a millisecond or two), spread evenly over the
 * file: a pack's small compressible parts (its manifest, its index) are no more of the sample than
 * of the file.
 */
const SLICES = 16;
const SLICE = 32 * 1024;
/** Compress when the samples shrink below this share of their size. */
const WORTH_IT = 0.9;
const TWIRP_TIMEOUT_MS = 60_000;
async function twirp(svc, method, body) {
    // As the client does: an absolute path on the service's origin.
    const url = new URL(`/twirp/github.actions.results.api.v1.CacheService/${method}`, svc.url);
    let res;
    try {
        res = await fetch(url, {
            method: 'POST',
            headers: {
                'Content-Type': 'application/json',
                Accept: 'application/json',
                Authorization: `Bearer ${svc.token}`,
                'User-Agent': `ci-state/${_version_js__WEBPACK_IMPORTED_MODULE_6__/* .VERSION */ .x}`,
            },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(TWIRP_TIMEOUT_MS),
        });
    }
    catch (e) {
        const cause = e.cause?.code;
        return fail(`${method}: ${cause ?? e.message}`);
    }
    const text = await res.text().catch(() => '');
    let parsed = {};
    try {
        const v = JSON.parse(text);
        if (v && typeof v === 'object')
            parsed = v;
    }
    catch {
        // a proxy's HTML page, an empty body: the status says enough
    }
    if (res.ok)
        return { ok: true, body: parsed };
    const msg = typeof parsed.msg === 'string' ? parsed.msg.slice(0, 300) : res.statusText;
    const retryAfter = Number(res.headers.get('retry-after'));
    return fail(`${method}: ${msg} (HTTP ${res.status})`, {
        // A refusal stays one (bad request, no permission, a taken key); a 429 waits as asked.
        final: res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429,
        ...(res.status === 429
            ? { retryAfterMs: retryAfter > 0 ? retryAfter * 1000 : _retry_js__WEBPACK_IMPORTED_MODULE_5__/* .RATE_LIMIT_WAIT_MS */ .s }
            : {}),
    });
}
function fail(reason, extra = {}) {
    return { ok: false, body: {}, outcome: { ok: false, reason: `cache: ${reason}`, ...extra } };
}
/** A field in snake_case or camelCase (the service answers either). */
function field(body, snake) {
    const camel = snake.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
    return body[snake] ?? body[camel];
}
/**
 * Whether zstd shrinks `size` bytes: SLICES slices spread over them (`slice` gives the bytes at a
 * position), compressed at the level used for the upload.
 */
async function shrinks(size, slice) {
    if (size < 4096)
        return false;
    const { zlib, options } = await zstd();
    const step = Math.max(SLICE, (size - SLICE) / (SLICES - 1));
    let raw = 0;
    let packed = 0;
    for (let pos = 0; pos < size; pos = Math.floor(pos + step)) {
        const bytes = await slice(pos, Math.min(SLICE, size - pos));
        raw += bytes.length;
        packed += zlib.zstdCompressSync(bytes, options).length;
    }
    return packed < raw * WORTH_IT;
}
/** Whether zstd shrinks the file (see `shrinks`). */
async function compresses(file, size) {
    if (size < 4096)
        return false;
    const fh = await open(file, 'r');
    try {
        return await shrinks(size, async (pos, length) => {
            const buf = Buffer.allocUnsafe(length);
            const { bytesRead } = await fh.read(buf, 0, length, pos);
            return buf.subarray(0, bytesRead);
        });
    }
    finally {
        await fh.close();
    }
}
/**
 * node:zlib, loaded when a file is saved or a zstd entry restored (a job's first restore, a miss,
 * never needs it); with zstd's default level, and a checksum of the content, so that a damaged
 * entry fails to decompress.
 */
async function zstd() {
    const zlib = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 38522, 19));
    const Z = zlib.constants;
    const options = { params: { [Z.ZSTD_c_compressionLevel]: 3, [Z.ZSTD_c_checksumFlag]: 1 } };
    return { zlib, options };
}
/**
 * Saves `file` under `key`; succeeds only when the service then finds the entry by its key. The
 * file is left in place.
 */
async function saveFileDirect(svc, key, file) {
    const refused = modeRefusal(svc, 'writes');
    if (refused)
        return refused;
    const size = (await stat(file)).size;
    const compressed = await compresses(file, size);
    const created = await twirp(svc, 'CreateCacheEntry', { key, version: DIRECT_VERSION });
    if (!created.ok)
        return created.outcome;
    const url = field(created.body, 'signed_upload_url');
    if (field(created.body, 'ok') !== true || typeof url !== 'string') {
        const msg = field(created.body, 'message');
        return {
            ok: false,
            final: true,
            reason: `cache: entry ${key} not reserved${typeof msg === 'string' && msg ? `: ${msg}` : ''}`,
        };
    }
    const { BlockBlobClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(244)]).then(__webpack_require__.bind(__webpack_require__, 42244));
    const blob = new BlockBlobClient(url);
    let bytes = size;
    try {
        if (compressed) {
            bytes = 0;
            const counted = new Transform({
                transform(chunk, _enc, done) {
                    bytes += chunk.length;
                    done(null, chunk);
                },
            });
            // stream.pipeline, not .pipe(): a read error destroys the last stream too, so the upload
            // fails instead of waiting for data that never comes.
            const { zlib, options } = await zstd();
            const body = pipe(createReadStream(file), zlib.createZstdCompress(options), counted, () => { });
            await blob.uploadStream(body, 8 * 2 ** 20, 4);
        }
        else {
            // The client's own settings for cache uploads.
            await blob.uploadFile(file, {
                blockSize: 64 * 2 ** 20,
                concurrency: 8,
                maxSingleShotSize: 128 * 2 ** 20,
            });
        }
    }
    catch (e) {
        return { ok: false, reason: `cache: upload of ${key} failed: ${blobError(e)}` };
    }
    return finalize(svc, key, bytes, compressed);
}
/** Bytes per block of a streamed save, and how many blocks are on their way at once. */
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
 * file can still be saved whole afterwards.
 */
function streamFileDirect(svc, key) {
    const controller = new AbortController();
    let failure = modeRefusal(svc, 'writes')?.reason?.replace(/^cache: /, '');
    let finished = false;
    const fail = (why) => {
        failure ??= why;
        controller.abort();
    };
    let reserved;
    const reserve = () => (reserved ??= (async () => {
        const [created, { BlockBlobClient }] = await Promise.all([
            twirp(svc, 'CreateCacheEntry', { key, version: DIRECT_VERSION }),
            Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(244)]).then(__webpack_require__.bind(__webpack_require__, 42244)),
        ]);
        if (!created.ok)
            throw new Error(created.outcome.reason.replace(/^cache: /, ''));
        const url = field(created.body, 'signed_upload_url');
        if (field(created.body, 'ok') !== true || typeof url !== 'string')
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
        }))
            .then(() => undefined, (e) => fail(`upload of ${key} failed: ${blobError(e)}`))
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
        if (await shrinks(head.length, (pos, length) => head.subarray(pos, pos + length))) {
            const { zlib, options } = await zstd();
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
            if (failure !== undefined)
                return { ok: false, reason: `cache: ${failure}` };
            try {
                const client = await reserve();
                await client.commitBlockList(ids, { abortSignal: AbortSignal.timeout(TWIRP_TIMEOUT_MS) });
            }
            catch (e) {
                return { ok: false, reason: `cache: upload of ${key} failed: ${blobError(e)}` };
            }
            return finalize(svc, key, stored, !!z);
        },
        abort() {
            finished = true;
            fail('aborted');
            z?.destroy();
        },
        get blocks() {
            return ids.length;
        },
    };
}
/** The last steps of a save: the entry finalized at `bytes`, then found by its key. */
async function finalize(svc, key, bytes, compressed) {
    const done = await twirp(svc, 'FinalizeCacheEntryUpload', {
        key,
        version: DIRECT_VERSION,
        size_bytes: String(bytes),
    });
    if (!done.ok)
        return done.outcome;
    if (field(done.body, 'ok') !== true)
        return { ok: false, final: true, reason: `cache: entry ${key} was not finalized` };
    const found = await lookup(svc, [key]);
    if (!found.ok)
        return found.outcome;
    if (found.key !== key)
        return { ok: false, reason: `cache: entry ${key} was not found right after saving` };
    return { ok: true, value: { key, bytes, compressed } };
}
async function lookup(svc, keys, version = DIRECT_VERSION) {
    const r = await twirp(svc, 'GetCacheEntryDownloadURL', {
        key: keys[0],
        restore_keys: keys.slice(1),
        version,
    });
    if (!r.ok)
        return { ok: false, outcome: r.outcome };
    const url = field(r.body, 'signed_download_url');
    const key = field(r.body, 'matched_key');
    if (field(r.body, 'ok') !== true || typeof url !== 'string' || typeof key !== 'string')
        return { ok: true };
    return { ok: true, key, url };
}
/**
 * The key of the entry `@actions/cache` would restore for `path` under `keys`, if any: its
 * `version` hashes the path with the compression method (zstd where the `zstd` program is found,
 * else gzip), so both are asked. Only a lookup; the caller restores it through the client.
 */
async function findToolkitEntry(svc, keys, path) {
    const found = await Promise.all(['zstd-without-long', 'gzip'].map((method) => {
        const parts = [
            path,
            method,
            ...(process.platform === 'win32' ? ['windows-only'] : []),
            '1.0',
        ];
        return lookup(svc, keys, (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(parts.join('|')).digest('hex'));
    }));
    const failed = found.find((f) => !f.ok);
    if (failed)
        return failed.outcome;
    const matched = found.flatMap((f) => (f.key === undefined ? [] : [f.key]));
    matched.sort((a, b) => keyRank(keys, a) - keyRank(keys, b));
    return { ok: true, value: matched[0] };
}
/** Which of `keys` (each exact or a prefix) `matched` answers: 0 is the most specific. */
function keyRank(keys, matched) {
    const i = matched === undefined ? -1 : keys.findIndex((k) => matched.startsWith(k));
    return i < 0 ? keys.length : i;
}
/**
 * The newest entry of ours matching `keys` (each exact, then as a prefix, in order), if any. A
 * service error is a failure, not a miss.
 */
async function findDirect(svc, keys) {
    const refused = modeRefusal(svc, 'reads');
    if (refused)
        return refused;
    const found = await lookup(svc, keys);
    if (!found.ok)
        return found.outcome;
    return { ok: true, value: found.key ? { key: found.key, url: found.url } : undefined };
}
/** Bytes per ranged request of a download, and how many are in flight at once. */
const RANGE_BYTES = 16 * 2 ** 20;
const RANGES_AT_ONCE = 4;
/** The bytes of a response body, which must be `expected` long. */
async function bodyOf(body, expected) {
    if (!body)
        throw new Error('no body');
    const parts = [];
    let got = 0;
    for await (const chunk of body) {
        parts.push(chunk);
        got += chunk.length;
    }
    if (got !== expected)
        throw new Error(`got ${got} of ${expected} bytes`);
    return Buffer.concat(parts, got);
}
/**
 * Downloads `entry` into `dest`, a new file, decompressed when it was stored compressed. The
 * first range says how long the entry is and whether it is zstd; the rest of an uncompressed entry
 * comes in ranges fetched at once and written where they belong (as the client downloads a large
 * archive), a compressed one as one stream through the decompressor.
 */
async function downloadDirect(entry, dest) {
    const { BlobClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(244)]).then(__webpack_require__.bind(__webpack_require__, 42244));
    try {
        const client = new BlobClient(entry.url);
        const first = await client
            .download(0, RANGE_BYTES, { maxRetryRequests: 5 })
            .catch((e) => {
            // A range of an empty entry is refused; the empty file is what it holds.
            if (e.statusCode === 416)
                return undefined;
            throw e;
        });
        if (!first) {
            await (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(dest, 'wx')).close();
            return { ok: true };
        }
        // "bytes 0-N/TOTAL" (or no range at all, for an entry shorter than one range).
        const total = Number(/\/(\d+)$/.exec(first.contentRange ?? '')?.[1] ?? first.contentLength);
        if (!Number.isSafeInteger(total))
            throw new Error('the entry has no length');
        const head = await bodyOf(first.readableStreamBody, Math.min(total, RANGE_BYTES));
        if (head.subarray(0, ZSTD_MAGIC.length).equals(ZSTD_MAGIC)) {
            const { zlib } = await zstd();
            async function* compressed() {
                yield head;
                if (total <= head.length)
                    return;
                const rest = await client.download(head.length, undefined, { maxRetryRequests: 5 });
                let got = head.length;
                for await (const chunk of rest.readableStreamBody) {
                    got += chunk.length;
                    yield chunk;
                }
                if (got !== total)
                    throw new Error(`got ${got} of ${total} bytes`);
            }
            await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)(node_stream__WEBPACK_IMPORTED_MODULE_3__.Readable.from(compressed()), zlib.createZstdDecompress(), (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(dest, { flags: 'wx' }));
            return { ok: true };
        }
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(dest, 'wx');
        try {
            await fh.write(head, 0, head.length, 0);
            const starts = [];
            for (let at = head.length; at < total; at += RANGE_BYTES)
                starts.push(at);
            let next = 0;
            let failure;
            // Each worker takes the next range until none is left or one failed; all have stopped
            // before the file is closed.
            const worker = async () => {
                try {
                    while (failure === undefined && next < starts.length) {
                        const start = starts[next++];
                        const count = Math.min(RANGE_BYTES, total - start);
                        const part = await client.download(start, count, { maxRetryRequests: 5 });
                        let at = start;
                        for await (const chunk of part.readableStreamBody) {
                            if (at + chunk.length > start + count)
                                throw new Error('a range ran long');
                            await fh.write(chunk, 0, chunk.length, at);
                            at += chunk.length;
                        }
                        if (at !== start + count)
                            throw new Error(`got ${at - start} of ${count} bytes at ${start}`);
                    }
                }
                catch (e) {
                    failure ??= e;
                }
            };
            await Promise.all(Array.from({ length: Math.min(RANGES_AT_ONCE, starts.length) }, worker));
            if (failure !== undefined)
                throw failure;
        }
        finally {
            await fh.close();
        }
        return { ok: true };
    }
    catch (e) {
        return { ok: false, reason: `cache: download of ${entry.key} failed: ${blobError(e)}` };
    }
}
/** One line for the summary; a signed URL's signature, should the SDK quote one, never shows. */
function blobError(e) {
    const err = e;
    const status = err.statusCode ? ` (HTTP ${err.statusCode})` : '';
    const line = (err.code ?? err.message ?? String(e)).split('\n')[0].slice(0, 200);
    return `${line.replace(/([?&]sig=)[^&\s]+/gi, '$1***')}${status}`;
}


/***/ }),

/***/ 90454:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B0: () => (/* binding */ restoreBundleFromCache),
/* harmony export */   HQ: () => (/* binding */ restoreFileFromCache)
/* harmony export */ });
/* unused harmony exports saveFileToCache, saveBundleToCache */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _cache_service_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13508);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90610);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18294);
/**
 * The fast path: one file per save (a state bundle, a checkpoint pack) in the Actions cache.
 *
 * Where the runner offers the v2 cache service, the file goes to it as it is (cache-service.ts).
 * Otherwise (GHES, the v1 service) it goes through `@actions/cache` (loaded lazily so that a step
 * with nothing to do never pays for it), and so do restores of entries an earlier version of
 * ci-state saved that way. That client archives paths relative to GITHUB_WORKSPACE and its cache
 * `version` hashes the raw path strings, so each kind of file always lives at the same relative
 * path (BUNDLE_PATH, PACK_PATH) and calls run with the workspace as the current directory.
 */





let workspaceTurn = Promise.resolve();
/**
 * Runs a toolkit call with the workspace as the current directory. One at a time: the directory
 * is the process's, and a call finishing would change it back under another still running.
 */
function inWorkspace(workspace, fn) {
    const run = async () => {
        const before = process.cwd();
        process.chdir(workspace);
        try {
            return await fn();
        }
        finally {
            process.chdir(before);
        }
    };
    const turn = workspaceTurn.then(run, run);
    workspaceTurn = turn.catch(() => undefined);
    return turn;
}
/**
 * Removes a transfer file, and its folder once no other transfer file is in it (a pack and a
 * bundle can be on their way at once).
 */
async function removeTransferFile(file) {
    await rm(file, { force: true });
    await rmdir(dirname(file)).catch(() => undefined);
}
function describe(log, fallback) {
    const line = log.errors[0] ??
        log.warnings[0] ??
        log.infos.find((l) => /^Failed to (save|restore)/.test(l)) ??
        fallback;
    return line.replace(/^Failed to (save|restore): /, '').slice(0, 500);
}
/**
 * How long the cache service asked to wait. The client does not retry a 429; it logs the
 * retry-after as "... your rate limit will reset in N seconds" (a warning before the failure).
 */
function retryAfter(log, reason) {
    for (const line of [...log.warnings, ...log.errors, ...log.infos]) {
        const m = /rate limit will reset in (\d+) seconds/.exec(line);
        if (m)
            return Number(m[1]) * 1000;
    }
    return (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .statusFromMessage */ .II)(reason) === 429 || /rate limit/i.test(reason)
        ? _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .RATE_LIMIT_WAIT_MS */ .s
        : undefined;
}
/**
 * Saves the file at `path` (relative to the workspace, already written) under `key`; succeeds only
 * when the entry is then found by lookup. The file is left in place.
 */
async function saveFileToCache(workspace, key, path) {
    const svc = cacheServiceFromEnv();
    if (svc)
        return saveFileDirect(svc, key, join(workspace, path));
    const cache = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    const { value: id, log } = await captureToolkitLog(() => inWorkspace(workspace, () => cache.saveCache([path], key)));
    if (typeof id !== 'number' || id <= 0) {
        const reason = describe(log, 'the cache service did not accept the entry');
        return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(log, reason) };
    }
    const { value: found, log: lookupLog } = await captureToolkitLog(() => inWorkspace(workspace, () => cache.restoreCache([path], key, [], { lookupOnly: true })));
    if (found !== key) {
        const why = describe(lookupLog, 'lookup missed');
        return {
            ok: false,
            reason: `cache: entry ${key} was not found right after saving (${why})`,
            retryAfterMs: retryAfter(lookupLog, why),
        };
    }
    return { ok: true, value: { key } };
}
/**
 * Restores the newest entry matching `keys` to `path` (relative to the workspace); a service error
 * is a failure, not a miss. The caller reads the file and removes it.
 */
async function restoreFileFromCache(workspace, keys, path) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, path);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(file, { force: true });
    const svc = (0,_cache_service_js__WEBPACK_IMPORTED_MODULE_2__/* .cacheServiceFromEnv */ .LQ)();
    let ours;
    if (svc) {
        // Ours, and at the same time entries an earlier version saved through the toolkit's archive:
        // the most specific key wins; on the same key, ours (the format this version writes).
        const [found, old] = await Promise.all([
            (0,_cache_service_js__WEBPACK_IMPORTED_MODULE_2__/* .findDirect */ .vs)(svc, keys),
            (0,_cache_service_js__WEBPACK_IMPORTED_MODULE_2__/* .findToolkitEntry */ .Mf)(svc, keys, path),
        ]);
        if (!found.ok)
            return { ...found, value: undefined };
        ours = found.value;
        const mine = (0,_cache_service_js__WEBPACK_IMPORTED_MODULE_2__/* .keyRank */ .ab)(keys, ours?.key);
        // Unknown whether an older entry is more specific than ours: a failure, to be retried.
        if (!old.ok && mine > 0)
            return { ...old, value: undefined };
        const theirs = old.ok ? (0,_cache_service_js__WEBPACK_IMPORTED_MODULE_2__/* .keyRank */ .ab)(keys, old.value) : keys.length;
        if (theirs >= mine) {
            if (!ours)
                return { ok: true, value: { kind: 'miss' } };
            return downloadTo(ours, file);
        }
        keys = keys.slice(0, theirs + 1);
    }
    const cache = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    const { value: matched, log } = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .captureToolkitLog */ .z$)(() => inWorkspace(workspace, () => cache.restoreCache([path], keys[0], keys.slice(1))));
    if (matched === undefined) {
        if (log.errors.length || log.warnings.length) {
            const reason = describe(log, 'restore failed');
            return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(log, reason) };
        }
        // One of gzip the client cannot read here, say: ours, if there is one, after all.
        return ours ? downloadTo(ours, file) : { ok: true, value: { kind: 'miss' } };
    }
    return { ok: true, value: { kind: 'hit', key: matched } };
}
async function downloadTo(entry, file) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true });
    const got = await (0,_cache_service_js__WEBPACK_IMPORTED_MODULE_2__/* .downloadDirect */ .e_)(entry, file);
    if (!got.ok)
        return { ...got, value: undefined };
    return { ok: true, value: { kind: 'hit', key: entry.key } };
}
/** Saves one bundle under a new key (see saveFileToCache). */
async function saveBundleToCache(workspace, key, bytes) {
    const file = join(workspace, BUNDLE_PATH);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    try {
        return await saveFileToCache(workspace, key, BUNDLE_PATH);
    }
    finally {
        await removeTransferFile(file);
    }
}
/** Restores the newest bundle matching the keys; a service error is a failure, not a miss. */
async function restoreBundleFromCache(workspace, keys) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, _keys_js__WEBPACK_IMPORTED_MODULE_4__/* .BUNDLE_PATH */ .h8);
    try {
        const r = await restoreFileFromCache(workspace, keys, _keys_js__WEBPACK_IMPORTED_MODULE_4__/* .BUNDLE_PATH */ .h8);
        if (!r.ok || r.value.kind === 'miss')
            return r;
        const key = r.value.key;
        let bytes;
        try {
            bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file);
        }
        catch {
            return { ok: false, reason: `cache: entry ${key} restored but held no bundle` };
        }
        return { ok: true, value: { kind: 'hit', key, bytes } };
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true, force: true });
    }
}


/***/ }),

/***/ 90610:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ek: () => (/* binding */ PACK_PATH),
/* harmony export */   PF: () => (/* binding */ restoreKeys),
/* harmony export */   YV: () => (/* binding */ parseStateArtifactName),
/* harmony export */   h8: () => (/* binding */ BUNDLE_PATH),
/* harmony export */   p2: () => (/* binding */ packCacheKey)
/* harmony export */ });
/* unused harmony exports KEY_PREFIX, ARTIFACT_PREFIX, HISTORY_ARTIFACT_PREFIX, PACK_ARTIFACT_PREFIX, packArtifactName, cacheKey, parseCacheKey, stateArtifactName, historyArtifactName */
/**
 * Names ci-state uses on GitHub's services. Pure.
 *
 * Cache keys are write-once and never reused: `ci-state/v1/<scope>/<runId>/<attempt>/<seq>-<nonce>`.
 * Every untrusted part (branch, workflow and job names, matrix values) only reaches a key through the
 * scope hash, so keys stay short (well under 512 characters) and never contain a comma.
 * Restore tries the same run's newest entry by prefix, then, only when cross-run reuse is on, the
 * newest entry of any run of the scope.
 *
 * Artifact names are unique per run: `ci-state-<scope16>-a<attempt>-s<seq>` (state bundles) and
 * `ci-state-history-<scope16>-a<attempt>` (history lines). Scope covers the job and matrix leg.
 */
const KEY_PREFIX = 'ci-state/v1';
const ARTIFACT_PREFIX = 'ci-state-';
const HISTORY_ARTIFACT_PREFIX = 'ci-state-history-';
/** The bundle's path, relative to GITHUB_WORKSPACE (part of the cache version: keep it constant). */
const BUNDLE_PATH = '.ci-state-transfer/bundle.cis';
/** A blob pack's path (another cache version, so packs never match a state lookup). */
const PACK_PATH = '.ci-state-transfer/blobs.cip';
const PACK_ARTIFACT_PREFIX = 'ci-state-pack-';
/** Blob packs: one per save that had new checkpoint content; the state lists their keys. */
function packCacheKey(scopeKey, runId, attempt, seq, nonce) {
    return `${KEY_PREFIX}/${scopeKey}/packs/${runPart(runId)}-${attempt}-${seq}-${nonce}`;
}
function packArtifactName(scopeKey, packSha) {
    return `${PACK_ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-${packSha.slice(0, 24)}`;
}
const SAFE_RUN_ID = /^[0-9A-Za-z_-]{1,64}$/;
function runPart(runId) {
    if (!SAFE_RUN_ID.test(runId))
        throw new Error(`run id "${runId}" is not usable in a cache key`);
    return runId;
}
function cacheKey(scopeKey, runId, attempt, seq, nonce) {
    return `${KEY_PREFIX}/${scopeKey}/${runPart(runId)}/${attempt}/${seq}-${nonce}`;
}
/** Restore chain, most specific first: this run (newest attempt), then other runs when allowed. */
function restoreKeys(scopeKey, runId, crossRun) {
    const keys = [`${KEY_PREFIX}/${scopeKey}/${runPart(runId)}/`];
    if (crossRun)
        keys.push(`${KEY_PREFIX}/${scopeKey}/`);
    return keys;
}
function parseCacheKey(key) {
    const m = /^ci-state\/v1\/([0-9a-f]+)\/([0-9A-Za-z_-]+)\/(\d+)\/(\d+)-[0-9a-z]+$/.exec(key);
    if (!m)
        return undefined;
    return { scopeKey: m[1], runId: m[2], attempt: Number(m[3]), seq: Number(m[4]) };
}
function stateArtifactName(scopeKey, attempt, seq) {
    return `${ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-a${attempt}-s${seq}`;
}
function historyArtifactName(scopeKey, attempt) {
    return `${HISTORY_ARTIFACT_PREFIX}${scopeKey.slice(0, 16)}-a${attempt}`;
}
function parseStateArtifactName(name) {
    const m = /^ci-state-([0-9a-f]{16})-a(\d+)-s(\d+)$/.exec(name);
    if (!m)
        return undefined;
    return { scope16: m[1], attempt: Number(m[2]), seq: Number(m[3]) };
}


/***/ }),

/***/ 13349:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ createRestClient)
/* harmony export */ });
/* unused harmony export MAX_RATE_LIMIT_WAIT_S */
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86856);
/* harmony import */ var _octokit_rest__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11303);
/**
 * The REST client: Octokit with the retry and throttling plugins, so 5xx, 429 and secondary rate
 * limits are retried honouring `retry-after`, with waits capped so ci-state's own time stays bounded.
 */



/** Longest wait ci-state accepts from a rate limit before giving up on the call. */
const MAX_RATE_LIMIT_WAIT_S = 60;
const Client = _octokit_rest__WEBPACK_IMPORTED_MODULE_0__/* .Octokit */ .E.plugin(_octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__/* .throttling */ .A);
function createRestClient(opts) {
    const log = opts.log ?? (() => undefined);
    const retries = opts.retries ?? 3;
    const onLimit = (kind) => (retryAfter, options, _o, retryCount) => {
        if (retryCount < retries && retryAfter <= MAX_RATE_LIMIT_WAIT_S) {
            log(`${kind} on ${options.method ?? ''} ${options.url ?? ''}: retrying after ${retryAfter}s`);
            return true;
        }
        log(`${kind} on ${options.method ?? ''} ${options.url ?? ''}: not retrying (wait ${retryAfter}s)`);
        return false;
    };
    return new Client({
        auth: opts.token,
        baseUrl: opts.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com',
        userAgent: 'ci-state',
        // Retries go in the plugin's own options: a per-request `retries` would make it retry every
        // error, the do-not-retry statuses included.
        retry: { retries, doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451] },
        throttle: {
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
        },
        log: { debug: () => undefined, info: () => undefined, warn: log, error: log },
    });
}


/***/ }),

/***/ 10871:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  restoreState: () => (/* binding */ restoreState)
});

// UNUSED EXPORTS: checkOrigin, saveState

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./.build/github/artifact-store.js
var artifact_store = __webpack_require__(48084);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/core/index.js + 9 modules
var core = __webpack_require__(48344);
;// CONCATENATED MODULE: ./.build/github/bundle.js
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
const Header = schemas/* strictObject */.rej({
    v: schemas/* literal */.euz(1),
    sha256: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/),
    size: schemas/* number */.aig().int().nonnegative(),
    scopeKey: schemas/* string */.YjP().regex(/^[0-9a-f]{8,64}$/),
    createdAt: schemas/* string */.YjP().max(40),
    hmac: schemas/* string */.YjP()
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
    return (0,external_node_crypto_.createHmac)('sha256', key)
        .update(`${h.v}\n${h.sha256}\n${h.size}\n${h.scopeKey}\n${h.createdAt}`)
        .digest('hex');
}
function bundle_encodeBundle(state, opts) {
    const payload = Buffer.from(JSON.stringify({ state }));
    const base = {
        v: 1,
        sha256: createHash('sha256').update(payload).digest('hex'),
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
    const digest = (0,external_node_crypto_.createHash)('sha256').update(payload).digest('hex');
    if (digest !== header.sha256)
        fail('payload digest does not match the header (corrupt or tampered)');
    if (opts.scopeKey !== undefined && header.scopeKey !== opts.scopeKey)
        fail('bundle belongs to another scope');
    if (opts.integrityKey) {
        if (!header.hmac)
            fail('bundle is not signed, but an integrity key is configured');
        const { hmac, ...rest } = header;
        const want = Buffer.from(mac(opts.integrityKey, rest), 'hex');
        if (!(0,external_node_crypto_.timingSafeEqual)(want, Buffer.from(hmac, 'hex')))
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
    const state = (0,core/* parseStateDocument */.eM)(doc.state, opts.source);
    if ((0,core/* scopeKey */.OD)(state.scope) !== header.scopeKey)
        fail('the state does not belong to the scope its header names');
    return { state, sha256: digest, signed: !!header.hmac, createdAt: header.createdAt };
}

// EXTERNAL MODULE: ./.build/github/cache-store.js
var cache_store = __webpack_require__(90454);
// EXTERNAL MODULE: ./.build/github/keys.js
var github_keys = __webpack_require__(90610);
// EXTERNAL MODULE: ./.build/github/octokit.js
var octokit = __webpack_require__(13349);
// EXTERNAL MODULE: ./.build/github/retry.js
var retry = __webpack_require__(18294);
;// CONCATENATED MODULE: ./.build/github/persist.js
/**
 * Saving and restoring a job's state on GitHub: the cache first (fast), artifacts as the durable
 * fallback. Every outcome is reported as it was verified: "saved" only when the service confirmed
 * the entry, "restored" only when a bundle passed every check (digest, signature, schema, origin).
 */








function repoRef(repository) {
    const [owner = '', repo = ''] = repository.split('/');
    return { owner, repo };
}
async function saveState(state, ctx, opts = { artifact: true }) {
    const bytes = encodeBundle(state, { scopeKey: ctx.scopeKey, integrityKey: ctx.integrityKey });
    const report = {
        saved: false,
        cache: { ok: false },
        artifact: { ok: false },
        bytes: bytes.length,
    };
    const nonce = () => randomBytes(4).toString('hex');
    // Both at once: neither waits for the other's round trips (each call's log is its own).
    // A key whose upload failed can stay reserved for a day: every try gets a fresh one.
    const toCache = withRetry(async () => {
        const key = cacheKey(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, nonce());
        ctx.log(`saving state to cache key ${key} (${bytes.length} bytes)`);
        return saveBundleToCache(ctx.workspace, key, bytes);
    }, ctx.retry);
    const name = stateArtifactName(ctx.scopeKey, ctx.attempt, state.seq);
    // The bundles this one replaces, listed while it uploads (deleted only once it is saved).
    const older = opts.artifact
        ? olderBundles(ctx.scopeKey.slice(0, 16), ctx.attempt, state.seq)
        : undefined;
    const toArtifact = opts.artifact
        ? withRetry(async () => {
            ctx.log(`uploading state artifact ${name}`);
            return uploadBundleArtifact(name, bytes, ctx.retentionDays);
        }, ctx.retry)
        : undefined;
    const [cache, art] = await Promise.all([toCache, toArtifact]);
    report.cache = cache.ok
        ? { ok: true, key: cache.value.key }
        : { ok: false, reason: cache.reasons.at(-1) };
    if (art) {
        report.artifact = art.ok
            ? { ok: true, name, id: art.value.id }
            : { ok: false, name, reason: art.reasons.at(-1) };
        if (art.ok)
            await deleteBundles(await older);
    }
    else {
        report.artifact = { ok: false, skipped: true };
    }
    report.saved = report.cache.ok || report.artifact.ok;
    return report;
}
/** Checks that a decoded state belongs here: same repository, same scope, same run (unless cross-run). */
function checkOrigin(state, ctx) {
    if (state.origin.repo !== ctx.repository)
        return `it comes from repository "${state.origin.repo}"`;
    if (!(0,external_node_util_.isDeepStrictEqual)(state.scope, ctx.scope))
        return 'it belongs to another workflow, job, matrix leg or ref';
    if (!ctx.crossRun && state.origin.runId !== ctx.runId)
        return `it comes from run ${state.origin.runId}, not this run`;
    if (state.origin.runId === ctx.runId && state.origin.runAttempt >= ctx.attempt)
        return `it claims attempt ${state.origin.runAttempt}, not an earlier one`;
    return undefined;
}
function accept(bytes, ctx, source) {
    try {
        const { state } = decodeBundle(bytes, {
            scopeKey: ctx.scopeKey,
            integrityKey: ctx.integrityKey,
            source,
        });
        const bad = checkOrigin(state, ctx);
        if (bad)
            return { problem: `${source} ignored: ${bad}` };
        return { state };
    }
    catch (e) {
        const msg = e.message;
        return { problem: e instanceof BundleError ? `${msg}: ignored` : `${source} ignored: ${msg}` };
    }
}
async function restoreState(ctx) {
    const report = { source: 'none', problems: [], failed: false };
    const keys = (0,github_keys/* restoreKeys */.PF)(ctx.scopeKey, ctx.runId, ctx.crossRun);
    ctx.log(`looking up cache keys ${keys.join(', ')}`);
    const cache = await (0,retry/* withRetry */.bD)(() => (0,cache_store/* restoreBundleFromCache */.B0)(ctx.workspace, keys), ctx.retry);
    let serviceFailed = false;
    if (!cache.ok) {
        serviceFailed = true;
        report.problems.push(`cache restore failed: ${cache.reasons.at(-1)}`);
    }
    else if (cache.value.kind === 'hit') {
        const hit = cache.value;
        const r = accept(hit.bytes, ctx, `cache entry ${hit.key}`);
        if (r.state)
            return { ...report, state: r.state, source: 'cache', from: hit.key };
        report.problems.push(r.problem);
    }
    // Fallback: an earlier attempt's artifact through the REST API (the cache entry may be evicted).
    if (ctx.attempt > 1 && ctx.token && /^\d+$/.test(ctx.runId)) {
        const rest = (0,octokit/* createRestClient */.m)({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
        const ref = repoRef(ctx.repository);
        const listed = await (0,retry/* withRetry */.bD)(() => (0,artifact_store/* findEarlierBundles */.pd)(rest, ref, Number(ctx.runId), ctx.scopeKey.slice(0, 16), ctx.attempt), ctx.retry);
        if (!listed.ok) {
            serviceFailed = true;
            report.problems.push(`artifact lookup failed: ${listed.reasons.at(-1)}`);
        }
        else {
            for (const found of listed.value.slice(0, 3)) {
                ctx.log(`downloading state artifact ${found.name}`);
                const got = await (0,retry/* withRetry */.bD)(() => (0,artifact_store/* downloadBundleArtifact */.js)(found.id, {
                    token: ctx.token,
                    workflowRunId: Number(ctx.runId),
                    repositoryOwner: ref.owner,
                    repositoryName: ref.repo,
                }, MAX_BUNDLE_BYTES), ctx.retry);
                if (!got.ok) {
                    serviceFailed = true;
                    report.problems.push(`artifact ${found.name}: ${got.reasons.at(-1)}`);
                    continue;
                }
                const r = accept(got.value, ctx, `artifact ${found.name}`);
                if (r.state)
                    return { ...report, state: r.state, source: 'artifact', from: found.name };
                report.problems.push(r.problem);
            }
        }
    }
    report.failed = serviceFailed;
    return report;
}


/***/ })

};
