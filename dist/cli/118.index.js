export const id = 118;
export const ids = [118];
export const modules = {

/***/ 33677:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X5: () => (/* binding */ DIRECT_MAX_BYTES),
  pW: () => (/* binding */ artifactServiceFromEnv),
  PF: () => (/* binding */ deleteArtifactDirect),
  pO: () => (/* binding */ listArtifactsDirect),
  HT: () => (/* binding */ putBlob),
  NP: () => (/* binding */ uploadArtifactDirect)
});

// UNUSED EXPORTS: backendIds, invalidArtifactName

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./.build/version.js
var version = __webpack_require__(15922);
// EXTERNAL MODULE: ./.build/github/blob-rest.js
var blob_rest = __webpack_require__(35800);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./.build/github/artifact-zip.js
/**
 * The zip of one file, as the toolkit writes it (archiver's zip: a local header with a data
 * descriptor, the entry deflated or stored, the descriptor, one central directory record, no
 * zip64), so every download path, the toolkit's `downloadArtifact` (unzip-stream) and the web UI,
 * reads it unchanged. Built in memory with its size and sha256 (see artifact-direct.ts).
 */



const deflate = (0,external_node_util_.promisify)(external_node_zlib_.deflateRaw);
/** archiver's (zip-stream's) date: UTC, clamped to the DOS range. */
function dosTime(d) {
    const year = d.getUTCFullYear();
    if (year < 1980)
        return 2162688; // 1980-01-01 00:00:00
    if (year >= 2044)
        return 2141175677; // 2043-12-31 23:59:58
    return ((((year - 1980) << 25) |
        ((d.getUTCMonth() + 1) << 21) |
        (d.getUTCDate() << 16) |
        (d.getUTCHours() << 11) |
        (d.getUTCMinutes() << 5) |
        (d.getUTCSeconds() / 2)) >>>
        0);
}
/**
 * A zip holding one file, laid out as archiver (the toolkit's zip writer) lays it out: version 2.0
 * to extract, general purpose bit 3 (sizes in a data descriptor after the data, zeros in the local
 * header), bit 11 for a non-ASCII name, "made by" Unix 4.5 with the mode in the external
 * attributes, no extra fields, no comment. Up to 4 GiB (no zip64; callers stay far below).
 */
async function zipOne(entry) {
    const name = Buffer.from(entry.name, 'utf8');
    if (name.length === 0 || name.length > 0xffff)
        throw new Error('invalid entry name');
    const crc = (0,external_node_zlib_.crc32)(entry.data) >>> 0;
    const data = entry.level > 0 ? await deflate(entry.data, { level: entry.level }) : entry.data;
    const body = Buffer.isBuffer(data)
        ? data
        : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const size = entry.data.byteLength;
    if (size > 0xfffffffe || body.length > 0xfffffffe)
        throw new Error('too large for a plain zip');
    const flags = 0x0008 | (name.length !== entry.name.length ? 0x0800 : 0);
    const method = entry.level > 0 ? 8 : 0;
    const time = dosTime(entry.mtime ?? new Date());
    const mode = ((entry.mode ?? 0o644) & 0o7777) | 0o100000;
    const local = Buffer.alloc(30 + name.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (data descriptor)
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(time, 10);
    // crc and sizes (14..25) stay zero: they follow the data
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // extra
    name.copy(local, 30);
    const tail = Buffer.alloc(16 + 46 + name.length + 22);
    let at = 0;
    at = tail.writeUInt32LE(0x08074b50, at); // data descriptor
    at = tail.writeUInt32LE(crc, at);
    at = tail.writeUInt32LE(body.length, at);
    at = tail.writeUInt32LE(size, at);
    const central = local.length + body.length + 16;
    at = tail.writeUInt32LE(0x02014b50, at); // central directory record
    at = tail.writeUInt16LE((3 << 8) | 45, at); // made by: Unix, 4.5
    at = tail.writeUInt16LE(20, at);
    at = tail.writeUInt16LE(flags, at);
    at = tail.writeUInt16LE(method, at);
    at = tail.writeUInt32LE(time, at);
    at = tail.writeUInt32LE(crc, at);
    at = tail.writeUInt32LE(body.length, at);
    at = tail.writeUInt32LE(size, at);
    at = tail.writeUInt16LE(name.length, at);
    at = tail.writeUInt16LE(0, at); // extra
    at = tail.writeUInt16LE(0, at); // comment
    at = tail.writeUInt16LE(0, at); // disk
    at = tail.writeUInt16LE(0, at); // internal attributes
    at = tail.writeUInt32LE(((mode << 16) | 0x20) >>> 0, at); // the mode; DOS "archive"
    at = tail.writeUInt32LE(0, at); // the local header's offset
    at += name.copy(tail, at);
    const centralSize = 46 + name.length;
    at = tail.writeUInt32LE(0x06054b50, at); // end of central directory
    at = tail.writeUInt16LE(0, at);
    at = tail.writeUInt16LE(0, at);
    at = tail.writeUInt16LE(1, at);
    at = tail.writeUInt16LE(1, at);
    at = tail.writeUInt32LE(centralSize, at);
    at = tail.writeUInt32LE(central, at);
    tail.writeUInt16LE(0, at); // comment
    const parts = [local, body, tail];
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const p of parts)
        hash.update(p);
    return {
        parts,
        size: local.length + body.length + tail.length,
        sha256: hash.digest('hex'),
    };
}

// EXTERNAL MODULE: ./.build/transfer/retry.js
var retry = __webpack_require__(67926);
// EXTERNAL MODULE: ./.build/transfer/proxy.js
var proxy = __webpack_require__(61236);
;// CONCATENATED MODULE: ./.build/github/artifact-direct.js
/**
 * Small artifacts (a state bundle, a history file, a pack up to DIRECT_MAX_BYTES) straight to the
 * Actions artifact service with a zip as the toolkit writes it (artifact-zip.ts), without loading
 * `@actions/artifact`, which costs more CPU than such an upload (docs/adr/0006). Only where the
 * toolkit would upload too; otherwise, for larger files and with CI_STATE_ARTIFACT_DIRECT=0,
 * artifact-store.ts keeps the toolkit. Failures are `AttemptOutcome`s for the caller's withRetry.
 */







/** Files up to this size go up in one PUT; larger ones through the toolkit (staged blocks). */
const DIRECT_MAX_BYTES = 64 * 2 ** 20;
/** The backend ids of a runtime token (decoded, not verified, as the toolkit does). */
function backendIds(token) {
    const payload = token.split('.')[1];
    if (!payload)
        return undefined;
    let claims;
    try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    }
    catch {
        return undefined;
    }
    const scp = claims?.scp;
    if (typeof scp !== 'string')
        return undefined;
    for (const scope of scp.split(' ')) {
        const parts = scope.split(':');
        if (parts[0] !== 'Actions.Results')
            continue;
        if (parts.length !== 3 || !parts[1] || !parts[2])
            return undefined;
        return { run: parts[1], job: parts[2] };
    }
    return undefined;
}
/**
 * The artifact service, when `@actions/artifact` would reach it too (the same variables and host
 * rule as its config.js; on GHES it refuses to work at all).
 */
function artifactServiceFromEnv(env = process.env) {
    if (env.CI_STATE_ARTIFACT_DIRECT?.trim() === '0')
        return undefined;
    if (!env.ACTIONS_RESULTS_URL || !env.ACTIONS_RUNTIME_TOKEN)
        return undefined;
    let host;
    try {
        new URL(env.ACTIONS_RESULTS_URL);
        host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.trimEnd().toUpperCase();
    }
    catch {
        return undefined;
    }
    const ghes = host !== 'GITHUB.COM' && !host.endsWith('.GHE.COM') && !host.endsWith('.LOCALHOST');
    if (ghes)
        return undefined;
    const ids = backendIds(env.ACTIONS_RUNTIME_TOKEN);
    if (!ids)
        return undefined;
    return {
        url: env.ACTIONS_RESULTS_URL,
        token: env.ACTIONS_RUNTIME_TOKEN,
        runBackendId: ids.run,
        jobBackendId: ids.job,
    };
}
// ---------------------------------------------------------------------------------------------
// Twirp
const TWIRP_TIMEOUT_MS = 60_000;
/** A PUT may take this long at least, and 2 s more per MiB (as slow as 0.5 MB/s). */
const PUT_TIMEOUT_MS = 120_000;
const PUT_MS_PER_MIB = 2_000;
function fail(reason, extra = {}) {
    return { ok: false, body: {}, outcome: { ok: false, reason, ...extra } };
}
/** How long a 429 asks to wait (retry-after in seconds, else GitHub's advice). */
function retryAfterMs(res) {
    const seconds = Number(res.headers.get('retry-after'));
    return seconds > 0 ? seconds * 1000 : retry/* RATE_LIMIT_WAIT_MS */.s;
}
async function twirp(svc, method, body) {
    const url = new URL(`/twirp/github.actions.results.api.v1.ArtifactService/${method}`, svc.url);
    let res;
    try {
        res = await (0,proxy/* proxiedFetch */.iR)(url, {
            method: 'POST',
            headers: {
                'Content-Type': 'application/json',
                Accept: 'application/json',
                Authorization: `Bearer ${svc.token}`,
                'User-Agent': `ci-state/${version/* VERSION */.x}`,
            },
            body: JSON.stringify({
                workflow_run_backend_id: svc.runBackendId,
                workflow_job_run_backend_id: svc.jobBackendId,
                ...body,
            }),
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
    return fail(`${method}: ${msg} (HTTP ${res.status})`, {
        // A refusal stays one (a bad name, a taken name, no permission); a 429 waits as asked.
        final: res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429,
        ...(res.status === 429 ? { retryAfterMs: retryAfterMs(res) } : {}),
    });
}
/** A field in snake_case or camelCase (the service answers either). */
function field(body, snake) {
    const camel = snake.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
    return body[snake] ?? body[camel];
}
// ---------------------------------------------------------------------------------------------
// Upload
/** Characters the service refuses in a name (the toolkit checks the same before it calls). */
const INVALID_NAME_CHARS = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'];
/** Why the service would refuse `name`, if it would. */
function invalidArtifactName(name) {
    if (!name)
        return 'the name is empty';
    const bad = INVALID_NAME_CHARS.find((c) => name.includes(c));
    return bad === undefined ? undefined : `the name contains ${JSON.stringify(bad)}`;
}
/** The expiry for `days` of retention, capped as the toolkit caps it (GITHUB_RETENTION_DAYS). */
function expiresAt(days) {
    if (!days)
        return undefined;
    const max = parseInt(process.env.GITHUB_RETENTION_DAYS ?? '', 10);
    const d = new Date();
    d.setDate(d.getDate() + (Number.isNaN(max) || max <= 0 || max >= days ? days : max));
    return d.toISOString();
}
/**
 * Uploads one file as the artifact `name`: CreateArtifact, one PUT of the zip to the signed URL,
 * FinalizeArtifact with its size and sha256. Never throws.
 */
async function uploadArtifactDirect(svc, name, o) {
    const what = o.what ?? 'artifact';
    const failed = (detail, how = {}) => ({
        ok: false,
        reason: `${what}: upload of ${name} failed: ${detail}`,
        ...(how.final ? { final: true } : {}),
        ...(how.retryAfterMs !== undefined ? { retryAfterMs: how.retryAfterMs } : {}),
    });
    const invalid = invalidArtifactName(name);
    if (invalid)
        return failed(`the artifact name is not valid: ${invalid}`, { final: true });
    let zip;
    try {
        let data = o.bytes;
        let mtime;
        let mode;
        if (!data) {
            if (!o.file)
                throw new Error('nothing to upload');
            const s = await (0,promises_.stat)(o.file);
            if (s.size > DIRECT_MAX_BYTES)
                throw new Error(`${s.size} bytes is too large for one PUT`);
            data = await (0,promises_.readFile)(o.file);
            mtime = s.mtime;
            mode = s.mode;
        }
        zip = await zipOne({ name: o.fileName, data, level: o.compressionLevel, mtime, mode });
    }
    catch (e) {
        return failed(e.message, { final: true });
    }
    const expires = expiresAt(o.retentionDays);
    const created = await twirp(svc, 'CreateArtifact', {
        name,
        version: 7,
        mime_type: 'application/zip',
        ...(expires ? { expires_at: expires } : {}),
    });
    if (!created.ok)
        return failed(created.outcome.reason, created.outcome);
    const url = field(created.body, 'signed_upload_url');
    if (field(created.body, 'ok') !== true || typeof url !== 'string' || !url)
        return failed('CreateArtifact: the service did not accept the artifact');
    const put = await putBlob(url, zip, o.progress);
    if (!put.ok)
        return failed(put.reason, put);
    const done = await twirp(svc, 'FinalizeArtifact', {
        name,
        size: String(zip.size),
        hash: `sha256:${zip.sha256}`,
    });
    if (!done.ok)
        return failed(done.outcome.reason, done.outcome);
    const id = Number(field(done.body, 'artifact_id'));
    if (field(done.body, 'ok') !== true || !Number.isSafeInteger(id) || id <= 0)
        return failed('FinalizeArtifact: the service did not finalize the artifact');
    return { ok: true, value: { id, size: zip.size, digest: zip.sha256 } };
}
/**
 * Bytes (in pieces, sent in order) to a signed blob URL in one request (Put Blob, as a block blob
 * of `contentType`), counted as the connection takes them. Never throws; outcomes carry no
 * `final`: a new try gets a new URL. Nothing in it is specific to artifacts.
 */
async function putBlob(url, zip, progress, contentType = 'application/zip') {
    let res;
    try {
        res = await (0,blob_rest/* blobRequest */.NL)('blob PUT', url, {
            method: 'PUT',
            headers: {
                'x-ms-blob-type': 'BlockBlob',
                'x-ms-blob-content-type': contentType,
            },
            body: zip.parts,
            timeoutMs: Math.max(PUT_TIMEOUT_MS, (zip.size / 2 ** 20) * PUT_MS_PER_MIB),
            ...(progress ? { sent: (n) => progress.update(n) } : {}),
            // One try: a new try gets a new URL (the caller's).
            tries: 1,
        }, () => true);
    }
    catch (e) {
        return { ok: false, reason: e.message };
    }
    const status = res.statusCode ?? 0;
    res.resume();
    if (status === 201 || status === 200)
        return { ok: true };
    const code = res.headers['x-ms-error-code'];
    const seconds = Number(res.headers['retry-after']);
    return {
        ok: false,
        reason: `blob PUT: ${typeof code === 'string' ? code : (external_node_http_.STATUS_CODES[status] ?? 'refused')} (HTTP ${status})`,
        ...(status === 429 ? { retryAfterMs: seconds > 0 ? seconds * 1000 : retry/* RATE_LIMIT_WAIT_MS */.s } : {}),
    };
}
/** This job's attempt's artifacts (as the service lists them to a job: this attempt only). */
async function listArtifactsDirect(svc) {
    const r = await twirp(svc, 'ListArtifacts', {});
    if (!r.ok)
        return { ...r.outcome, reason: `artifact: listing failed: ${r.outcome.reason}` };
    const items = field(r.body, 'artifacts');
    if (items !== undefined && !Array.isArray(items))
        return { ok: false, reason: 'artifact: listing failed: the list came back unreadable' };
    const out = [];
    for (const a of (items ?? [])) {
        const name = field(a, 'name');
        if (typeof name !== 'string')
            continue;
        out.push({ id: Number(field(a, 'database_id')), name, size: Number(field(a, 'size')) });
    }
    return { ok: true, value: out };
}
/** Deletes this attempt's artifact `name`. */
async function deleteArtifactDirect(svc, name) {
    const r = await twirp(svc, 'DeleteArtifact', { name });
    if (!r.ok)
        return { ...r.outcome, reason: `artifact: deleting ${name} failed: ${r.outcome.reason}` };
    return field(r.body, 'ok') === true
        ? { ok: true }
        : { ok: false, reason: `artifact: deleting ${name} failed: not deleted` };
}


/***/ }),

/***/ 35800:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NL: () => (/* binding */ blobRequest),
/* harmony export */   eO: () => (/* binding */ getRange),
/* harmony export */   nY: () => (/* binding */ putBlockList),
/* harmony export */   no: () => (/* binding */ putBlock)
/* harmony export */ });
/* unused harmony exports BLOB_VERSION, IDLE_MS */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44708);
/* harmony import */ var _transfer_proxy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61236);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(15922);
/**
 * The few Azure Blob requests ci-state makes on signed URLs (the cache's entries, the artifacts'
 * blobs): a ranged read, one PUT of a whole blob, a block staged, the block list committed. They go
 * through `node:http(s)` with one keep-alive agent per protocol, so that every blob transfer of a
 * process shares its connections, at a fraction of the CPU of the Azure SDK's request pipeline or
 * of fetch's web streams (docs/adr/0004). A request that fails before its answer's body (a 5xx,
 * 429 or 408, or no answer) is tried again with a growing pause, as the SDK's retry policy would,
 * where the caller asks for tries; a body cut short is the caller's failure.
 */




/** The Blob service version asked for (one every Azure Storage endpoint knows). */
const BLOB_VERSION = '2023-11-03';
/** Tries of a request that fails before its answer, and the first pause between two. */
const TRIES = 5;
const RETRY_MS = 250;
/**
 * A connection silent this long, while a request is sent or its answer read, is given up (and the
 * request tried again, or the body's reader fails): a stalled transfer costs this, not the whole
 * deadline. Four times the 5 s `@actions/cache` gives its downloads' sockets.
 */
const IDLE_MS = 20_000;
/** Bytes handed to the connection at a time (what upload progress counts by). */
const SEND_CHUNK = 2 ** 20;
/** A system error's code, or a status, or the message: what a one-line reason shows. */
function describe(e) {
    const err = e;
    return typeof err.code === 'string' ? err.code : (err.message ?? String(e));
}
function isAbort(e) {
    const name = e.name;
    return name === 'AbortError' || name === 'TimeoutError';
}
/** One try: the answer once its status and headers are in (its body still to read). */
function send(url, r, signal) {
    return new Promise((resolve, reject) => {
        const size = (r.body ?? []).reduce((n, p) => n + p.length, 0);
        const req = (url.protocol === 'https:' ? node_https__WEBPACK_IMPORTED_MODULE_1__ : node_http__WEBPACK_IMPORTED_MODULE_0__).request(url, {
            method: r.method,
            agent: (0,_transfer_proxy_js__WEBPACK_IMPORTED_MODULE_2__/* .keepAliveAgent */ .U8)(url.protocol === 'https:' ? 'https:' : 'http:'),
            headers: {
                'x-ms-version': BLOB_VERSION,
                'User-Agent': `ci-state/${_version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x}`,
                ...(r.body ? { 'Content-Length': String(size) } : {}),
                ...r.headers,
            },
            signal,
        });
        let answer;
        req.setTimeout(IDLE_MS, () => {
            const idle = new Error(`the connection was silent for ${IDLE_MS / 1000} s`);
            answer?.destroy(idle);
            req.destroy(idle);
        });
        req.on('response', (res) => resolve((answer = res)));
        req.on('error', reject);
        if (!r.body) {
            req.end();
            return;
        }
        // The parts in chunks, each written once the connection has room for it.
        const parts = r.body;
        let part = 0;
        let at = 0;
        let handed = 0;
        r.sent?.(0);
        const more = () => {
            while (part < parts.length) {
                const p = parts[part];
                if (at >= p.length) {
                    part++;
                    at = 0;
                    continue;
                }
                const chunk = p.subarray(at, Math.min(p.length, at + SEND_CHUNK));
                at += chunk.length;
                handed += chunk.length;
                const room = req.write(chunk);
                r.sent?.(handed);
                if (!room)
                    return void req.once('drain', more);
            }
            req.end();
        };
        more();
    });
}
/**
 * `r` sent to `url` until an answer `accept` takes (its body left to the caller), tried again
 * while it fails before one: no answer, or a 5xx, 429 or 408. Another answer throws at once.
 */
async function blobRequest(what, url, r, accept) {
    const target = new URL(url);
    const tries = r.tries ?? TRIES;
    for (let tried = 1;; tried++) {
        const deadline = AbortSignal.timeout(r.timeoutMs);
        const signal = r.signal ? AbortSignal.any([r.signal, deadline]) : deadline;
        let failure;
        try {
            const res = await send(target, r, signal);
            const status = res.statusCode ?? 0;
            if (accept(status))
                return res;
            res.resume(); // the error's body: read and dropped, so the connection can serve again
            const code = res.headers['x-ms-error-code'];
            failure = Object.assign(new Error(`${what}: ${typeof code === 'string' ? `${code} ` : ''}(HTTP ${status})`), { statusCode: status });
            const seconds = Number(res.headers['retry-after']);
            if (status === 429 && seconds > 0)
                failure.retryAfterMs = seconds * 1000;
            if (status < 500 && status !== 429 && status !== 408)
                throw failure;
        }
        catch (e) {
            if (e.statusCode !== undefined)
                throw e;
            // An abort or the deadline is final, named as the request (its name kept).
            if (isAbort(e))
                throw Object.assign(new Error(`${what}: ${describe(e)}`), { name: e.name });
            failure = new Error(`${what}: ${describe(e)}`);
        }
        if (tried >= tries || r.signal?.aborted)
            throw failure;
        await new Promise((done) => setTimeout(done, RETRY_MS * 2 ** (tried - 1)));
    }
}
/** The body of bytes [from, from + count) of the blob; throws when it is not that range. */
async function getRange(url, from, count, timeoutMs) {
    const res = await blobRequest(`GET of the range at ${from}`, url, { method: 'GET', headers: { Range: `bytes=${from}-${from + count - 1}` }, timeoutMs }, (status) => status === 206);
    const declared = res.headers['content-length'];
    if (declared !== undefined && Number(declared) !== count) {
        res.destroy();
        throw new Error(`the range at ${from} has ${declared} bytes, ${count} expected`);
    }
    return res;
}
/** Reads and drops an answer's body (so that its connection serves the next request). */
async function drain(res) {
    for await (const _ of res) {
        // nothing to keep
    }
}
/** Stages `bytes` as block `id` of the blob (Put Block). */
async function putBlock(url, id, bytes, options) {
    const res = await blobRequest('block upload', `${url}&comp=block&blockid=${encodeURIComponent(id)}`, { method: 'PUT', body: [bytes], ...options }, (status) => status === 201);
    await drain(res);
}
/** Commits the blocks `ids`, in order, as the blob's content (Put Block List). */
async function putBlockList(url, ids, timeoutMs) {
    const xml = Buffer.from(`<?xml version="1.0" encoding="utf-8"?><BlockList>${ids.map((id) => `<Latest>${id}</Latest>`).join('')}</BlockList>`);
    const res = await blobRequest('block list commit', `${url}&comp=blocklist`, { method: 'PUT', headers: { 'Content-Type': 'application/xml' }, body: [xml], timeoutMs }, (status) => status === 201);
    await drain(res);
}


/***/ }),

/***/ 90610:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ ARTIFACT_PREFIX),
/* harmony export */   Ek: () => (/* binding */ PACK_PATH),
/* harmony export */   Ft: () => (/* binding */ HISTORY_ARTIFACT_PREFIX),
/* harmony export */   LK: () => (/* binding */ stateArtifactName),
/* harmony export */   PF: () => (/* binding */ restoreKeys),
/* harmony export */   YV: () => (/* binding */ parseStateArtifactName),
/* harmony export */   h8: () => (/* binding */ BUNDLE_PATH),
/* harmony export */   k$: () => (/* binding */ cacheKey),
/* harmony export */   lq: () => (/* binding */ packArtifactName),
/* harmony export */   p2: () => (/* binding */ packCacheKey)
/* harmony export */ });
/* unused harmony exports KEY_PREFIX, CHECKPOINT_STORAGES, PACK_ARTIFACT_PREFIX, parseCacheKey, historyArtifactName */
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
/** Where checkpoint content may go (the `checkpoint-storage` input). */
const CHECKPOINT_STORAGES = (/* unused pure expression or super */ null && (['cache', 'artifact', 'both']));
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

/***/ 61236:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GU: () => (/* binding */ agentProxyOptions),
/* harmony export */   U8: () => (/* binding */ keepAliveAgent),
/* harmony export */   iR: () => (/* binding */ proxiedFetch),
/* harmony export */   tg: () => (/* binding */ proxyWarning),
/* harmony export */   zJ: () => (/* binding */ proxySet)
/* harmony export */ });
/* unused harmony exports proxyConfig, agentsHonourProxy, describeProxy, fetchThrough */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44708);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/**
 * Requests through the proxy a runner hands its steps: `HTTPS_PROXY`, `HTTP_PROXY` and `NO_PROXY`
 * (either case, the lowercase name first, as the Actions toolkit reads them). Self-hosted runners
 * behind a corporate proxy reach the cache, the artifacts, the REST API and an S3 store only
 * through it.
 *
 * Every request goes through a `node:http(s)` agent made with the agent's own `proxyEnv` option
 * (Node.js 24.5 or later, 22.21 or later in 22.x: plain HTTP in absolute form, HTTPS through a
 * `CONNECT` tunnel, `NO_PROXY` honoured): the blob transfers and the S3 client take such agents,
 * and the clients written on `fetch` (the Twirp services, the REST API, GitLab's API) take
 * `proxiedFetch`, which sends through the same agents when a proxy is set. One implementation of
 * the variables for all, and nothing bundled for it: undici's own proxy agent would add 1.3 MB to
 * every entry point for what Node.js does already.
 *
 * A proxy URL may carry credentials: nothing here logs it, and `describeProxy` leaves them out.
 */



function proxyConfig(env = process.env) {
    const read = (name) => {
        const v = (env[name.toLowerCase()] || env[name] || '').trim();
        return v === '' ? undefined : v;
    };
    const httpProxy = read('HTTP_PROXY');
    const httpsProxy = read('HTTPS_PROXY');
    const noProxy = read('NO_PROXY');
    return {
        ...(httpProxy ? { http: httpProxy } : {}),
        ...(httpsProxy ? { https: httpsProxy } : {}),
        ...(noProxy ? { noProxy } : {}),
    };
}
/** Whether the environment sets a proxy for HTTP or HTTPS requests. */
function proxySet(env = process.env) {
    const c = proxyConfig(env);
    return c.http !== undefined || c.https !== undefined;
}
/**
 * The options of an `http.Agent` or `https.Agent` that sends its requests through the proxy of
 * their protocol (none when it has none), the hosts `NO_PROXY` names excepted.
 */
function agentProxyOptions(env = process.env) {
    const c = proxyConfig(env);
    if (c.http === undefined && c.https === undefined)
        return {};
    return {
        proxyEnv: {
            ...(c.http ? { HTTP_PROXY: c.http } : {}),
            ...(c.https ? { HTTPS_PROXY: c.https } : {}),
            ...(c.noProxy ? { NO_PROXY: c.noProxy } : {}),
        },
    };
}
/**
 * Whether this Node.js sends an agent's requests through `proxyEnv` (24.5 and later, 22.21 and
 * later in 22.x); an older one ignores the option and connects directly.
 */
function agentsHonourProxy(version = process.versions.node) {
    const [major = 0, minor = 0] = version.split('.').map(Number);
    return major > 24 || (major === 24 && minor >= 5) || (major === 22 && minor >= 21);
}
/** The warning for a proxy this Node.js cannot send requests through, or undefined. */
function proxyWarning(env = process.env, version = process.versions.node) {
    if (!proxySet(env) || agentsHonourProxy(version))
        return undefined;
    return `a proxy is set (HTTPS_PROXY/HTTP_PROXY) but Node.js ${version} connects around it: ci-state needs Node.js 24.5 or later (22.21 or later in 22.x) to use it`;
}
/** "proxy.example:3128" for a proxy URL: its host and port, never its credentials. */
function describeProxy(url) {
    try {
        const u = new URL(url.includes('://') ? url : `http://${url}`);
        return u.port ? `${u.hostname}:${u.port}` : u.hostname;
    }
    catch {
        return 'an unreadable proxy URL';
    }
}
/**
 * The keep-alive agent of a protocol, through the proxy when the environment sets one: shared by
 * the blob transfers and `proxiedFetch` (one per protocol and setting; a process has one setting).
 */
const agents = new Map();
function keepAliveAgent(protocol, env = process.env) {
    const options = agentProxyOptions(env);
    const key = `${protocol}${JSON.stringify(options)}`;
    let agent = agents.get(key);
    if (!agent) {
        const make = protocol === 'https:' ? node_https__WEBPACK_IMPORTED_MODULE_1__.Agent : node_http__WEBPACK_IMPORTED_MODULE_0__.Agent;
        agent = new make({ keepAlive: true, ...options });
        agents.set(key, agent);
    }
    return agent;
}
/** `fetch`, through the proxy when the environment sets one (see `fetchThrough`). */
const proxiedFetch = (input, init) => proxySet() ? fetchThrough(input, init, process.env) : fetch(input, init);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 204, 205, 304]);
const MAX_REDIRECTS = 20;
/**
 * `fetch` over `node:http(s)` through the proxy agents of `env`: as much of fetch as ci-state's
 * clients use (a method, headers, a string or byte body, a signal, redirects followed as fetch
 * follows them, the Authorization header dropped on the way to another origin); the answer is a
 * standard `Response` streaming the body.
 */
async function fetchThrough(input, init = {}, env = process.env) {
    const request = input instanceof Request ? input : undefined;
    let url = new URL(request ? request.url : input.toString());
    let method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers ?? request?.headers);
    let body = bodyBytes(init.body ?? null);
    const signal = init.signal ?? request?.signal ?? undefined;
    for (let hop = 0;; hop++) {
        const res = await send(url, method, headers, body, signal, env);
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (REDIRECTS.has(status) && location && init.redirect !== 'manual') {
            res.resume();
            if (init.redirect === 'error' || hop >= MAX_REDIRECTS)
                throw new TypeError(`fetch failed: redirect from ${url.origin}`);
            const next = new URL(location, url);
            if (next.origin !== url.origin)
                headers.delete('authorization');
            if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
                if (method !== 'HEAD')
                    method = 'GET';
                body = undefined;
                headers.delete('content-type');
            }
            url = next;
            continue;
        }
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
            if (Array.isArray(value))
                for (const v of value)
                    answer.append(name, v);
            else if (value !== undefined)
                answer.set(name, value);
        }
        const stream = NO_BODY.has(status) || method === 'HEAD' ? null : node_stream__WEBPACK_IMPORTED_MODULE_2__.Readable.toWeb(res);
        if (!stream)
            res.resume();
        const response = new Response(stream, {
            status,
            statusText: res.statusMessage ?? '',
            headers: answer,
        });
        Object.defineProperty(response, 'url', { value: url.href });
        return response;
    }
}
function bodyBytes(body) {
    if (body === undefined)
        return undefined;
    if (body === null)
        return undefined;
    if (typeof body === 'string')
        return Buffer.from(body);
    if (body instanceof ArrayBuffer)
        return new Uint8Array(body);
    if (ArrayBuffer.isView(body))
        return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
    throw new TypeError('fetch through a proxy: the body must be a string or bytes');
}
function send(url, method, headers, body, signal, env) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return Promise.reject(new TypeError(`fetch failed: ${url.protocol} is not HTTP`));
    const out = {};
    headers.forEach((value, name) => (out[name] = value));
    if (body)
        out['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
        const req = (url.protocol === 'https:' ? node_https__WEBPACK_IMPORTED_MODULE_1__ : node_http__WEBPACK_IMPORTED_MODULE_0__).request(url, {
            method,
            headers: out,
            agent: keepAliveAgent(url.protocol, env),
            ...(signal ? { signal } : {}),
        });
        req.on('response', resolve);
        // As fetch: an abort rejects with the signal's reason, anything else as "fetch failed".
        req.on('error', (e) => reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: e })));
        req.end(body);
    });
}


/***/ }),

/***/ 67926:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ requestCancel),
/* harmony export */   II: () => (/* binding */ statusFromMessage),
/* harmony export */   NK: () => (/* binding */ cancelRequested),
/* harmony export */   bD: () => (/* binding */ withRetry),
/* harmony export */   gg: () => (/* binding */ handleCancelSignals),
/* harmony export */   s: () => (/* binding */ RATE_LIMIT_WAIT_MS),
/* harmony export */   z$: () => (/* binding */ captureToolkitLog)
/* harmony export */ });
/* unused harmony exports DEFAULT_RETRY, retryFromEnv, CANCEL_GRACE_MS, releaseToolkitCapture */
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var _stdout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84997);
/* harmony import */ var _core_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93265);
/**
 * Bounded retries for ci-state's own calls to the toolkit clients, and a capture of what those
 * clients print: their return values cannot tell a miss from a service error, only their log can,
 * and their error annotations must not land on a job whose result they do not change
 * (docs/adr/0002).
 */



/** GitHub's advice for a 429 that does not say how long to wait: at least a minute. */
const RATE_LIMIT_WAIT_MS = 60_000;
const DEFAULT_RETRY = {
    attempts: 4,
    baseDelayMs: 1000,
    maxDelayMs: 15_000,
    deadlineMs: 120_000,
};
// A ref'd timer: during a wait between tries nothing else may keep the process alive (an unref'd
// one let Node exit mid-restore with "unsettled top-level await", failing the step).
const defaultSleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
 * Operators can tune the retries with CI_STATE_RETRY_ATTEMPTS and CI_STATE_TIMEOUT_SECONDS (the
 * time one save or restore may take in all, retries included).
 */
function retryFromEnv(env = process.env) {
    const out = {};
    const attempts = Number(env.CI_STATE_RETRY_ATTEMPTS);
    if (Number.isInteger(attempts) && attempts >= 1 && attempts <= 20)
        out.attempts = attempts;
    const seconds = Number(env.CI_STATE_TIMEOUT_SECONDS);
    if (Number.isFinite(seconds) && seconds > 0 && seconds <= 3600)
        out.deadlineMs = seconds * 1000;
    return out;
}
/**
 * Time a save or restore still gets, in all, once the step has been told to stop: the runner sends
 * SIGINT, then SIGTERM 7.5 s later, then kills the process 2.5 s after that.
 */
const CANCEL_GRACE_MS = 5000;
let cancel;
const cancelListeners = new Set();
/**
 * The step has been told to stop (SIGINT/SIGTERM): the try in progress may go on for
 * CANCEL_GRACE_MS from now, a new one may start within that time, and none is retried; then
 * withRetry gives up with "cancelled by <signal>" (see handleCancelSignals).
 */
function requestCancel(signal) {
    if (cancel)
        return;
    cancel = { signal, at: Date.now() };
    for (const f of [...cancelListeners])
        f();
}
/** The cancellation requested in this process, if any. */
function cancelRequested() {
    return cancel;
}
let signalsHandled = false;
const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
/**
 * From now on SIGINT, SIGTERM and SIGHUP request cancellation instead of ending the process at
 * once, so that a save in progress finishes (or gives up) within CANCEL_GRACE_MS and its outcome
 * is reported. A second signal ends the process at once (128 + the signal's number).
 */
function handleCancelSignals() {
    if (signalsHandled)
        return;
    signalsHandled = true;
    for (const sig of Object.keys(SIGNAL_NUMBERS)) {
        process.on(sig, () => {
            if (cancel)
                process.exit(128 + (SIGNAL_NUMBERS[sig] ?? 0));
            requestCancel(sig);
        });
    }
}
function cancelReason() {
    return `cancelled by ${cancel?.signal ?? 'a signal'} before it was done`;
}
/** Resolves CANCEL_GRACE_MS after a cancellation (already requested or still to come). */
function afterCancelGrace() {
    let timer;
    let listener;
    const promise = new Promise((resolve) => {
        const arm = () => {
            const left = CANCEL_GRACE_MS - (Date.now() - (cancel?.at ?? Date.now()));
            timer = setTimeout(resolve, Math.max(0, left));
            timer.unref?.();
        };
        if (cancel)
            arm();
        else {
            listener = arm;
            cancelListeners.add(listener);
        }
    });
    return {
        promise,
        dispose: () => {
            if (listener)
                cancelListeners.delete(listener);
            clearTimeout(timer);
        },
    };
}
/** Resolves with `onTimeout` when `promise` has not settled in `ms` (the work itself goes on). */
function raceDeadline(promise, ms, onTimeout) {
    if (!Number.isFinite(ms))
        return promise;
    let timer;
    const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve(onTimeout()), Math.max(0, ms));
        timer.unref?.();
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
async function withRetry(fn, options = {}) {
    const o = { ...DEFAULT_RETRY, ...retryFromEnv(), ...options };
    const sleep = o.sleep ?? defaultSleep;
    const now = o.now ?? Date.now;
    const random = o.random ?? Math.random;
    const start = now();
    const reasons = [];
    for (let attempt = 1; attempt <= o.attempts; attempt++) {
        if (cancel && Date.now() - cancel.at >= CANCEL_GRACE_MS) {
            reasons.push(cancelReason());
            break;
        }
        let outcome;
        const left = o.deadlineMs - (now() - start);
        const grace = afterCancelGrace();
        // The captures this attempt starts (and any retry inside it), given back if it is abandoned.
        const mine = new Set();
        const scopes = [...(attemptScopes.getStore() ?? []), mine];
        try {
            outcome = await Promise.race([
                raceDeadline(attemptScopes.run(scopes, () => fn(attempt)), left, () => {
                    releaseToolkitCapture(mine);
                    return {
                        ok: false,
                        final: true,
                        reason: `no answer within the time limit of ${Math.round(o.deadlineMs / 1000)}s`,
                    };
                }),
                grace.promise.then(() => {
                    releaseToolkitCapture();
                    return { ok: false, final: true, reason: cancelReason() };
                }),
            ]);
        }
        catch (e) {
            outcome = { ok: false, reason: e.message ?? String(e) };
        }
        finally {
            grace.dispose();
        }
        if (outcome.ok)
            return { ok: true, value: outcome.value, attempts: attempt, reasons };
        reasons.push(outcome.reason ?? 'failed');
        if (outcome.final || attempt === o.attempts)
            break;
        if (cancel) {
            reasons.push(cancelReason()); // no retry once the step was told to stop
            break;
        }
        const backoff = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (attempt - 1));
        const delay = Math.max(outcome.retryAfterMs ?? 0, Math.round(backoff * (0.5 + random() / 2)));
        if (now() - start + delay > o.deadlineMs) {
            reasons.push(`gave up after ${(0,_core_words_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(attempt, 'attempt')} (time limit ${Math.round(o.deadlineMs / 1000)}s)`);
            break;
        }
        o.onRetry?.(outcome.reason ?? 'failed', delay, attempt);
        // A cancellation during the wait ends it: no retry once the step was told to stop.
        let wake = () => undefined;
        const woken = new Promise((r) => (wake = r));
        cancelListeners.add(wake);
        await Promise.race([sleep(delay), woken]);
        cancelListeners.delete(wake);
        if (cancel) {
            reasons.push(cancelReason());
            break;
        }
    }
    return { ok: false, attempts: reasons.length, reasons };
}
/** The capture of the call running in the current async context. */
const captures = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
const releases = new Set();
/** The release sets of the `withRetry` attempts the current async context runs in. */
const attemptScopes = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** The diversion of stdout while the captures are routing it, and stdout's own write. */
let diverted;
let out = (s) => process.stdout.write(s);
function take(cap, line) {
    const m = /^::(error|warning)(?: [^:]*)?::(.*)$/.exec(line);
    if (m)
        (m[1] === 'error' ? cap.log.errors : cap.log.warnings).push(unescapeData(m[2]));
    else if (line.startsWith('::'))
        out(`${line}\n`);
    else {
        cap.log.infos.push(line);
        cap.passThrough(line);
    }
}
/** Routes stdout through the captures while at least one is active. */
function intercept() {
    if (diverted)
        return;
    diverted = (0,_stdout_js__WEBPACK_IMPORTED_MODULE_2__/* .divertStdout */ .aT)(() => {
        const cap = captures.getStore();
        return cap && !cap.released ? cap : undefined;
    });
    out = diverted.write;
}
/**
 * Gives stdout back now from the captures in `only` (default: every capture), e.g. those of a call
 * abandoned at its deadline that may never return. A capture running beside it keeps its lines.
 */
function releaseToolkitCapture(only = releases) {
    for (const release of [...only])
        release();
}
/**
 * Runs fn while taking aside the workflow commands (`::error::`, `::warning::`) and plain lines it
 * writes to stdout (other workflow commands, such as `::debug::`, still go out).
 *
 * Why: `restoreCache` returns `undefined` both on a miss and on a service error, and `saveCache`
 * returns -1 on every failure; the only difference is what they log (`::error::` for a 5xx,
 * `::warning::` for anything else, `info` for a taken key). ci-state needs to know which it was
 * (to retry, and to say "NOT saved: <reason>" truthfully). Each line goes to the capture of the
 * call that wrote it (found through the async context), so captured calls may run at once (a
 * cache save beside an artifact upload).
 */
async function captureToolkitLog(fn, passThrough = () => undefined) {
    const cap = {
        log: { errors: [], warnings: [], infos: [] },
        pending: '',
        line: (line) => take(cap, line),
        passThrough,
        released: false,
    };
    intercept();
    const scopes = attemptScopes.getStore() ?? [];
    const giveBack = () => {
        if (cap.released)
            return;
        cap.released = true;
        if (cap.pending)
            take(cap, cap.pending);
        cap.pending = '';
        releases.delete(giveBack);
        for (const scope of scopes)
            scope.delete(giveBack);
        if (releases.size === 0 && diverted) {
            diverted.restore();
            diverted = undefined;
        }
    };
    releases.add(giveBack);
    for (const scope of scopes)
        scope.add(giveBack);
    try {
        const value = await captures.run(cap, fn);
        return { value, log: cap.log };
    }
    finally {
        giveBack();
    }
}
function unescapeData(s) {
    return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
/** Reads "(429)" / "status code 503" style codes out of a client's message. */
function statusFromMessage(message) {
    // No \b before "(": there is no word boundary between a space and "(" (so " (429)" never matched).
    const m = /(?:\bstatus(?: code)?:?\s*|\()([1-5]\d\d)\b/i.exec(message);
    return m ? Number(m[1]) : undefined;
}


/***/ }),

/***/ 84997:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N5: () => (/* binding */ pastQuiet),
/* harmony export */   QJ: () => (/* binding */ withQuietStdout),
/* harmony export */   aT: () => (/* binding */ divertStdout)
/* harmony export */ });
/**
 * Taking over process.stdout, in one place: the toolkit clients print progress, debug lines and
 * workflow commands there, which ci-state either takes aside (retry.ts, to learn how a call
 * failed) or keeps out of a CLI command's output (withQuietStdout).
 *
 *     divertStdout(pick): { write, restore }   each write goes, split into lines, to the sink
 *                                              pick() returns at that moment, or to stdout itself
 *     withQuietStdout(fn, log?): Promise<T>    lines written to stdout while fn runs go to `log`
 *                                              (default: dropped)
 *     pastQuiet(fn)                            what fn writes goes to stdout all the same
 */
/**
 * Replaces process.stdout.write until `restore`: a write goes to stdout as before when `pick`
 * returns undefined, else into the sink, which gets each complete line without its "\r\n".
 * Diversions nest: each restores what it replaced.
 */
function divertStdout(pick) {
    const original = process.stdout.write;
    const write = original.bind(process.stdout);
    process.stdout.write = ((chunk, ...rest) => {
        const sink = pick();
        if (!sink)
            return write(chunk, ...rest);
        sink.pending += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        let i;
        while ((i = sink.pending.indexOf('\n')) >= 0) {
            const line = sink.pending.slice(0, i).replace(/\r$/, '');
            sink.pending = sink.pending.slice(i + 1);
            sink.line(line);
        }
        const cb = rest.find((r) => typeof r === 'function');
        cb?.();
        return true;
    });
    return {
        write: (text) => write(text),
        restore: () => {
            process.stdout.write = original;
        },
    };
}
let quiet = 0;
/** Set while lines meant for the log itself (progress) are written during a quiet stretch. */
let through = 0;
/** Writes of `fn` go to stdout even while withQuietStdout takes the toolkit's lines aside. */
function pastQuiet(fn) {
    through++;
    try {
        fn();
    }
    finally {
        through--;
    }
}
/**
 * `@actions/artifact` reports progress and debug lines through `@actions/core`, which writes to
 * stdout: fine in a step log, noise in the output of a CLI command. While `fn` runs (and nothing
 * else of ours writes to stdout), those lines are handed to `log` instead. Nested calls share the
 * outer capture.
 */
async function withQuietStdout(fn, log = () => undefined) {
    if (quiet > 0)
        return fn();
    quiet++;
    // `log` may itself write to stdout (a step's debug lines): that goes out as is, not back
    // into `log`, which would repeat the line without end.
    let inLog = false;
    const sink = {
        pending: '',
        line: (line) => {
            inLog = true;
            try {
                log(line);
            }
            finally {
                inLog = false;
            }
        },
    };
    const diverted = divertStdout(() => (inLog || through > 0 ? undefined : sink));
    try {
        return await fn();
    }
    finally {
        diverted.restore();
        quiet--;
        if (sink.pending)
            log(sink.pending.replace(/\r$/, ''));
    }
}


/***/ })

};
