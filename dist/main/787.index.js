export const id = 787;
export const ids = [787];
export const modules = {

/***/ 77787:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  githubStorage: () => (/* binding */ githubStorage)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./.build/store/bundle.js
var bundle = __webpack_require__(334);
// EXTERNAL MODULE: ./.build/transfer/retry.js + 1 modules
var transfer_retry = __webpack_require__(73740);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./.build/version.js
var version = __webpack_require__(15922);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
// EXTERNAL MODULE: ./.build/transfer/proxy.js
var proxy = __webpack_require__(61236);
;// CONCATENATED MODULE: ./.build/github/blob-rest.js
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
        const req = (url.protocol === 'https:' ? external_node_https_ : external_node_http_).request(url, {
            method: r.method,
            agent: (0,proxy/* keepAliveAgent */.U8)(url.protocol === 'https:' ? 'https:' : 'http:'),
            headers: {
                'x-ms-version': BLOB_VERSION,
                'User-Agent': `ci-state/${version/* VERSION */.x}`,
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
    return seconds > 0 ? seconds * 1000 : transfer_retry/* RATE_LIMIT_WAIT_MS */.s;
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
        res = await blobRequest('blob PUT', url, {
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
        ...(status === 429 ? { retryAfterMs: seconds > 0 ? seconds * 1000 : transfer_retry/* RATE_LIMIT_WAIT_MS */.s } : {}),
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

// EXTERNAL MODULE: ./.build/github/keys.js
var github_keys = __webpack_require__(90610);
// EXTERNAL MODULE: ./.build/transfer/progress.js
var transfer_progress = __webpack_require__(61349);
;// CONCATENATED MODULE: ./.build/github/artifact-store.js
/**
 * The durable path: bundles as artifacts of the run. Uploads of up to DIRECT_MAX_BYTES, and the
 * listing and deleting of this attempt's bundles, talk to the artifact service directly
 * (artifact-direct.ts) where the runtime variables are there; larger uploads, and every download,
 * go through `@actions/artifact` (lazily loaded).
 *
 * The artifact client's internal API only sees the current attempt's artifacts, so finding an
 * earlier attempt's bundle goes through the REST API (list the run's artifacts, download with
 * `findBy`), which sees every attempt.
 */







const FILE = 'bundle.cis';
function tempRoot() {
    return process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)();
}
function failure(e, what) {
    const message = (e?.message ?? String(e)).split('\n')[0].slice(0, 500);
    const status = (0,transfer_retry/* statusFromMessage */.II)(message) ?? e.status;
    const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
    // The client does not retry a 429 and does not pass its retry-after on: wait as GitHub advises.
    const retryAfterMs = status === 429 ? transfer_retry/* RATE_LIMIT_WAIT_MS */.s : undefined;
    return { ok: false, reason: `artifact: ${what}: ${message}`, final, retryAfterMs };
}
/** A reporter for one transfer (nothing without `options.progress`). */
function reporter(options, label, total, dir) {
    return (0,transfer_progress/* startProgress */.ot)({
        label: options.label ?? label,
        sink: options.progress,
        total,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
        // The client reports nothing while it downloads: what it has written so far.
        ...(dir ? { poll: () => (0,transfer_progress/* bytesUnder */.Qs)(dir) } : {}),
    });
}
/**
 * Uploads a bundle as the artifact `name` (a zip holding `bundle.cis`, deflated). With
 * `options.progress`, reports the bytes of the zip sent (as the connection takes them, or as the
 * client counts them: a block at a time; the zip's size is not known in advance).
 */
async function uploadBundleArtifact(name, bytes, retentionDays, options = {}) {
    const svc = bytes.length <= DIRECT_MAX_BYTES ? artifactServiceFromEnv() : undefined;
    if (svc) {
        const progress = reporter(options, `artifact upload ${name}`);
        try {
            const up = await uploadArtifactDirect(svc, name, {
                fileName: FILE,
                bytes,
                compressionLevel: 6,
                retentionDays,
                progress,
            });
            if (!up.ok)
                return { ...up, value: undefined };
            progress.done(up.value.size);
            return { ok: true, value: { id: up.value.id, size: up.value.size } };
        }
        finally {
            progress.fail(); // after done(), nothing
        }
    }
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempRoot(), 'ci-state-up-'));
    const progress = reporter(options, `artifact upload ${name}`);
    try {
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, FILE), bytes);
        const client = new DefaultArtifactClient();
        const { value } = await (0,transfer_retry/* captureToolkitLog */.z$)(() => client.uploadArtifact(name, [(0,external_node_path_.join)(dir, FILE)], dir, {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 6,
        }), options.progress ? (0,transfer_progress/* fromToolkitLines */._Q)(progress) : undefined);
        if (!value.id)
            return { ok: false, reason: `artifact: upload of ${name} returned no id` };
        progress.done(value.size ?? bytes.length);
        return { ok: true, value: { id: value.id, size: value.size ?? bytes.length } };
    }
    catch (e) {
        return failure(e, `upload of ${name} failed`);
    }
    finally {
        progress.fail(); // after done(), nothing
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * The names of this attempt's bundles of the scope older than `keepSeq` (none when the listing
 * fails). Listed while the new bundle uploads; deleted (`deleteBundles`) only once it is saved.
 */
async function olderBundles(scope16, attempt, keepSeq) {
    try {
        const svc = artifactServiceFromEnv();
        let names;
        if (svc) {
            const listed = await listArtifactsDirect(svc);
            if (!listed.ok)
                return [];
            names = listed.value.map((a) => a.name);
        }
        else {
            const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
            const { value } = await (0,transfer_retry/* captureToolkitLog */.z$)(() => new DefaultArtifactClient().listArtifacts());
            names = value.artifacts.map((a) => a.name);
        }
        return names.filter((name) => {
            const p = (0,github_keys/* parseStateArtifactName */.YV)(name);
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
    const svc = artifactServiceFromEnv();
    if (svc) {
        // As below: a failure leaves an extra artifact, never a lost state.
        for (const name of names)
            await deleteArtifactDirect(svc, name);
        return;
    }
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const client = new DefaultArtifactClient();
    for (const name of names) {
        // As above: a failure leaves an extra artifact, never a lost state.
        await (0,transfer_retry/* captureToolkitLog */.z$)(() => client.deleteArtifact(name)).catch(() => undefined);
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
            const p = (0,github_keys/* parseStateArtifactName */.YV)(a.name);
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
/**
 * Downloads the bundle of artifact `id`. With `options.progress`, reports the bytes unzipped so
 * far (the client reports nothing; the zip's size is not asked for).
 */
async function downloadBundleArtifact(id, findBy, maxBytes, options = {}) {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempRoot(), 'ci-state-down-'));
    const progress = reporter(options, `artifact download ${id}`, undefined, dir);
    try {
        const client = new DefaultArtifactClient();
        const { value } = await (0,transfer_retry/* captureToolkitLog */.z$)(() => client.downloadArtifact(id, { path: dir, findBy }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${id}: download digest mismatch` };
        const names = await (0,promises_.readdir)(dir);
        if (!names.includes(FILE))
            return { ok: false, reason: `artifact ${id} holds no bundle`, final: true };
        const bytes = await (0,promises_.readFile)((0,external_node_path_.join)(dir, FILE));
        if (bytes.length > maxBytes)
            return { ok: false, reason: `artifact ${id} is over the size cap`, final: true };
        progress.done(bytes.length);
        return { ok: true, value: bytes };
    }
    catch (e) {
        return failure(e, `download of ${id} failed`);
    }
    finally {
        progress.fail(); // after done(), nothing
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * Uploads one file as an artifact (e.g. a blob pack); the file keeps its name inside, stored as
 * it is. With `options.progress`, reports the bytes sent (as the connection takes them, or, for a
 * file over DIRECT_MAX_BYTES, as the client counts them: a block of 8 MiB at a time), of the
 * file's size (the zip has a few headers more).
 */
async function uploadFileArtifact(name, file, retentionDays, options = {}) {
    const size = await (0,promises_.stat)(file).then((s) => s.size, () => undefined);
    const svc = size !== undefined && size <= DIRECT_MAX_BYTES ? artifactServiceFromEnv() : undefined;
    const progress = reporter(options, `artifact upload ${name}`, size);
    if (svc) {
        try {
            const up = await uploadArtifactDirect(svc, name, {
                fileName: (0,external_node_path_.basename)(file),
                file,
                compressionLevel: 0,
                retentionDays,
                progress,
            });
            if (!up.ok)
                return { ...up, value: undefined };
            progress.done(up.value.size);
            return { ok: true, value: { id: up.value.id, size: up.value.size } };
        }
        finally {
            progress.fail(); // after done(), nothing
        }
    }
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    try {
        const client = new DefaultArtifactClient();
        const { value } = await (0,transfer_retry/* captureToolkitLog */.z$)(() => client.uploadArtifact(name, [file], (0,external_node_path_.dirname)(file), {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 0,
        }), options.progress ? (0,transfer_progress/* fromToolkitLines */._Q)(progress) : undefined);
        if (!value.id)
            return { ok: false, reason: `artifact: upload of ${name} returned no id` };
        progress.done(value.size);
        return { ok: true, value: { id: value.id, size: value.size ?? 0 } };
    }
    catch (e) {
        return failure(e, `upload of ${name} failed`);
    }
    finally {
        progress.fail(); // after done(), nothing
    }
}
/**
 * Finds an artifact by exact name in a run (any attempt) and downloads it into `dir`. With
 * `options.progress`, reports the bytes written to `dir` so far (the client reports nothing), of
 * the artifact's size.
 */
async function downloadNamedArtifact(rest, repo, runId, name, token, dir, options = {}) {
    let progress;
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
        // Bytes already in `dir` are not the download's.
        const before = options.progress ? await (0,transfer_progress/* bytesUnder */.Qs)(dir).catch(() => 0) : 0;
        progress = (0,transfer_progress/* startProgress */.ot)({
            label: options.label ?? `artifact download ${name}`,
            sink: options.progress,
            total: typeof found.size_in_bytes === 'number' ? found.size_in_bytes : undefined,
            intervalMs: options.intervalMs,
            minBytes: options.minBytes,
            poll: async () => Math.max(0, (await (0,transfer_progress/* bytesUnder */.Qs)(dir)) - before),
        });
        const { value } = await (0,transfer_retry/* captureToolkitLog */.z$)(() => client.downloadArtifact(found.id, {
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
        if (options.progress)
            progress.done(Math.max(0, (await (0,transfer_progress/* bytesUnder */.Qs)(dir)) - before));
        return { ok: true, value: (await (0,promises_.readdir)(dir)).map((f) => (0,external_node_path_.join)(dir, f)) };
    }
    catch (e) {
        return failure(e, `download of ${name} failed`);
    }
    finally {
        progress?.fail(); // after done(), nothing
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./.build/transfer/write-at.js
var write_at = __webpack_require__(98853);
;// CONCATENATED MODULE: ./.build/github/cache-twirp.js
/**
 * The Actions cache service (v2) itself: when it is there, the runner's cache mode, and its Twirp
 * calls (with the entries' `version`, the answers' fields and the look-up of an entry by key), and
 * how a failed blob transfer is told.
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
const DIRECT_VERSION = (0,external_node_crypto_.createHash)('sha256').update('ci-state|direct-file|1').digest('hex');
const cache_twirp_TWIRP_TIMEOUT_MS = 60_000;
async function cache_twirp_twirp(svc, method, body) {
    // As the client does: an absolute path on the service's origin.
    const url = new URL(`/twirp/github.actions.results.api.v1.CacheService/${method}`, svc.url);
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
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(cache_twirp_TWIRP_TIMEOUT_MS),
        });
    }
    catch (e) {
        const cause = e.cause?.code;
        return cache_twirp_fail(`${method}: ${cause ?? e.message}`);
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
    return cache_twirp_fail(`${method}: ${msg} (HTTP ${res.status})`, {
        // A refusal stays one (bad request, no permission, a taken key); a 429 waits as asked.
        final: res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429,
        ...(res.status === 429
            ? { retryAfterMs: retryAfter > 0 ? retryAfter * 1000 : transfer_retry/* RATE_LIMIT_WAIT_MS */.s }
            : {}),
    });
}
function cache_twirp_fail(reason, extra = {}) {
    return { ok: false, body: {}, outcome: { ok: false, reason: `cache: ${reason}`, ...extra } };
}
/** A field in snake_case or camelCase (the service answers either). */
function cache_twirp_field(body, snake) {
    const camel = snake.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
    return body[snake] ?? body[camel];
}
async function lookup(svc, keys, version = DIRECT_VERSION) {
    const r = await cache_twirp_twirp(svc, 'GetCacheEntryDownloadURL', {
        key: keys[0],
        restore_keys: keys.slice(1),
        version,
    });
    if (!r.ok)
        return { ok: false, outcome: r.outcome };
    const url = cache_twirp_field(r.body, 'signed_download_url');
    const key = cache_twirp_field(r.body, 'matched_key');
    if (cache_twirp_field(r.body, 'ok') !== true || typeof url !== 'string' || typeof key !== 'string')
        return { ok: true };
    return { ok: true, key, url };
}
/** One line for the summary; a signed URL's signature, should the SDK quote one, never shows. */
function blobError(e) {
    const err = e;
    const status = err.statusCode ? ` (HTTP ${err.statusCode})` : '';
    // A string code (the SDK's, a system error's) says it best; a DOMException's is a number.
    const said = typeof err.code === 'string' ? err.code : (err.message ?? String(e));
    const line = said.split('\n')[0].slice(0, 200);
    return `${line.replace(/([?&]sig=)[^&\s]+/gi, '$1***')}${status}`;
}

;// CONCATENATED MODULE: ./.build/github/cache-zstd.js
/**
 * Compression of cache entries: whether zstd pays for a file (from slices of it), and Node's zstd
 * with the options used for every entry.
 */

/** The first bytes of a zstd frame. */
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
    const fh = await (0,promises_.open)(file, 'r');
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

;// CONCATENATED MODULE: ./.build/github/cache-restore.js
/**
 * Finding and downloading cache entries saved as plain files (see cache-service.ts), and finding
 * the entries `@actions/cache` saved, for the client to restore.
 */











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
        return lookup(svc, keys, (0,external_node_crypto_.createHash)('sha256').update(parts.join('|')).digest('hex'));
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
/**
 * Downloads `entry` into `dest`, a new file, decompressed when it was stored compressed. The
 * first range says how long the entry is and whether it is zstd; the rest of an uncompressed entry
 * comes in ranges fetched at once and written where they belong (as the client downloads a large
 * archive), a compressed one as one stream through the decompressor. With `options.progress`,
 * reports the bytes of the entry received (as stored: compressed when it is) and a final line.
 */
async function downloadDirect(entry, dest, options = {}) {
    const progress = (0,transfer_progress/* startProgress */.ot)({
        label: options.label ?? `cache download ${entry.key}`,
        sink: options.progress,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
    });
    try {
        const got = await download(entry, dest, progress);
        if (got.ok)
            progress.done();
        return got;
    }
    finally {
        progress.fail(); // after done(), nothing
    }
}
/**
 * The answer to a plain GET of the first range of an entry (RANGE_BYTES), with the entry's total
 * length; an empty entry has none. Its body is left to the caller: a larger entry has its other
 * ranges asked for as soon as this answer's first bytes tell whether it is compressed, while the
 * rest of this range is still arriving.
 */
async function firstRange(entry) {
    // One try: a failure here is the download's, which its caller tries again.
    const res = await blobRequest('first range', entry.url, {
        method: 'GET',
        headers: { Range: `bytes=0-${RANGE_BYTES - 1}` },
        timeoutMs: GET_TIMEOUT_MS,
        tries: 1,
    }, () => true);
    const status = res.statusCode ?? 0;
    if (status === 416) {
        res.resume();
        return { empty: true };
    }
    if (status !== 200 && status !== 206) {
        res.resume();
        return {
            failed: {
                ok: false,
                reason: `cache: download of ${entry.key} failed: HTTP ${status}`,
                ...(status === 429 ? { retryAfterMs: transfer_retry/* RATE_LIMIT_WAIT_MS */.s } : {}),
            },
        };
    }
    // "bytes 0-N/TOTAL" (or no range at all, for an entry shorter than one range).
    const range = res.headers['content-range'];
    const declared = res.headers['content-length'];
    const total = Number(range ? /\/(\d+)$/.exec(range)?.[1] : declared);
    if (!Number.isSafeInteger(total) || total < 0) {
        res.destroy();
        throw new Error('the entry has no length');
    }
    // The bytes this answer must carry (counted as they come; a declared length is checked first).
    const length = Math.min(total, RANGE_BYTES);
    if (declared !== undefined && Number(declared) !== length) {
        res.destroy();
        throw new Error(`the first range has ${declared} bytes, ${length} expected`);
    }
    return { body: readerOf(res), length, total };
}
function readerOf(res) {
    const chunks = res[Symbol.asyncIterator]();
    return {
        async read() {
            const r = await chunks.next();
            return r.done ? { done: true } : { done: false, value: r.value };
        },
        async cancel() {
            res.destroy();
        },
    };
}
/**
 * Reads `body` until it holds at least `min` bytes (all of it when `min` is Infinity); throws when
 * it holds more than `max`.
 */
async function readAtLeast(body, min, max) {
    const parts = [];
    let n = 0;
    while (n < min) {
        const { done, value } = await body.read();
        if (done)
            break;
        parts.push(value);
        n += value.length;
        if (n > max)
            throw new Error('a range ran long');
    }
    return Buffer.concat(parts, n);
}
/**
 * Writes the chunks of one range where they belong, gathered into batches of WRITE_BATCH bytes
 * with one batch's write in flight while the next one arrives: a write per network chunk (64 KiB
 * or less) would be a trip through the thread pool each, with the socket paused during each one.
 * A failed write is thrown by the next `push` or by `end`.
 */
class RangeWriter {
    fh;
    at;
    parts = [];
    bytes = 0;
    writing = Promise.resolve();
    failure;
    constructor(fh, at) {
        this.fh = fh;
        this.at = at;
    }
    async push(chunk) {
        if (this.failure)
            throw this.failure.error;
        this.parts.push(chunk);
        this.bytes += chunk.length;
        if (this.bytes >= write_at/* WRITE_BATCH */.$)
            await this.flush();
    }
    /** Waits for the write in flight, if any, whatever its outcome (before the file is closed). */
    settle() {
        return this.writing;
    }
    /** Writes what is gathered and waits for every write. */
    async end() {
        await this.flush();
        await this.writing;
        if (this.failure)
            throw this.failure.error;
    }
    async flush() {
        await this.writing;
        if (this.bytes === 0)
            return;
        const parts = this.parts;
        const at = this.at;
        this.at += this.bytes;
        this.parts = [];
        this.bytes = 0;
        this.writing = (0,write_at/* writeAllAt */.E)(this.fh, parts, at).catch((error) => {
            this.failure ??= { error };
        });
    }
}
/** How long the first range of an entry may take. */
const GET_TIMEOUT_MS = 120_000;
async function download(entry, dest, progress) {
    let first;
    let start;
    try {
        first = await firstRange(entry);
        // Its first bytes (the zstd magic, or not); the whole range when the entry is no longer.
        start =
            'body' in first
                ? await readAtLeast(first.body, first.total <= RANGE_BYTES ? Infinity : ZSTD_MAGIC.length, first.length)
                : Buffer.alloc(0);
    }
    catch (e) {
        const cause = e.cause?.code;
        return {
            ok: false,
            reason: `cache: download of ${entry.key} failed: ${cause ?? e.message}`,
        };
    }
    if ('failed' in first)
        return first.failed;
    if ('empty' in first) {
        await (await (0,promises_.open)(dest, 'wx')).close();
        return { ok: true };
    }
    const { total, body } = first;
    progress.total(total);
    progress.update(start.length);
    const zstdEntry = start.subarray(0, ZSTD_MAGIC.length).equals(ZSTD_MAGIC);
    if (total <= RANGE_BYTES) {
        try {
            if (start.length !== total)
                throw new Error(`got ${start.length} of ${total} bytes`);
            const content = zstdEntry ? (await zstd()).zlib.zstdDecompressSync(start) : start;
            await (0,promises_.writeFile)(dest, content, { flag: 'wx' });
        }
        catch (e) {
            return { ok: false, reason: `cache: download of ${entry.key} failed: ${blobError(e)}` };
        }
        return { ok: true };
    }
    let received = start.length;
    const count = (n) => progress.update((received += n));
    let bodyDone = false;
    try {
        if (zstdEntry) {
            // Compressed: one stream through the decompressor, the first range whole, then the rest.
            const rest = await readAtLeast(body, Infinity, RANGE_BYTES - start.length);
            bodyDone = true;
            const head = Buffer.concat([start, rest]);
            if (head.length !== RANGE_BYTES)
                throw new Error(`got ${head.length} of ${RANGE_BYTES} bytes`);
            progress.update((received = head.length));
            const { zlib } = await zstd();
            async function* compressed() {
                yield head;
                let got = head.length;
                if (got < total) {
                    for await (const chunk of await getRange(entry.url, got, total - got, GET_TIMEOUT_MS)) {
                        got += chunk.length;
                        count(chunk.length);
                        yield chunk;
                    }
                }
                if (got !== total)
                    throw new Error(`got ${got} of ${total} bytes`);
            }
            await (0,external_node_stream_promises_.pipeline)(external_node_stream_.Readable.from(compressed()), zlib.createZstdDecompress(), (0,external_node_fs_.createWriteStream)(dest, { flags: 'wx' }));
            return { ok: true };
        }
        const fh = await (0,promises_.open)(dest, 'wx');
        try {
            const starts = [];
            for (let at = RANGE_BYTES; at < total; at += RANGE_BYTES)
                starts.push(at);
            let next = 0;
            let failure;
            // The first range goes on arriving while the others are asked for: its bytes are written
            // where they belong, then it takes further ranges as the other workers do.
            const firstPart = async () => {
                const out = new RangeWriter(fh, 0);
                try {
                    let at = 0;
                    for (let chunk = start; chunk;) {
                        if (at + chunk.length > RANGE_BYTES)
                            throw new Error('a range ran long');
                        await out.push(chunk);
                        at += chunk.length;
                        if (at > start.length)
                            count(chunk.length);
                        if (failure !== undefined)
                            return await out.settle();
                        const r = await body.read();
                        chunk = r.done ? undefined : r.value;
                    }
                    bodyDone = true;
                    await out.end();
                    if (at !== RANGE_BYTES)
                        throw new Error(`got ${at} of ${RANGE_BYTES} bytes at 0`);
                }
                catch (e) {
                    failure ??= e;
                    await out.settle();
                    return;
                }
                await worker();
            };
            // Each worker takes the next range until none is left or one failed; all have stopped
            // before the file is closed.
            const worker = async () => {
                let out;
                try {
                    while (failure === undefined && next < starts.length) {
                        const from = starts[next++];
                        const length = Math.min(RANGE_BYTES, total - from);
                        const part = await getRange(entry.url, from, length, GET_TIMEOUT_MS);
                        out = new RangeWriter(fh, from);
                        let at = from;
                        for await (const chunk of part) {
                            if (at + chunk.length > from + length)
                                throw new Error('a range ran long');
                            await out.push(chunk);
                            at += chunk.length;
                            count(chunk.length);
                        }
                        await out.end();
                        if (at !== from + length)
                            throw new Error(`got ${at - from} of ${length} bytes at ${from}`);
                    }
                }
                catch (e) {
                    failure ??= e;
                    await out?.settle();
                }
            };
            const others = Math.min(RANGES_AT_ONCE - 1, starts.length);
            await Promise.all([firstPart(), ...Array.from({ length: others }, worker)]);
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
    finally {
        if (!bodyDone)
            await body.cancel().catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./.build/github/cache-service.js
/**
 * Complete files (state bundles, checkpoint packs) straight to the Actions cache service (v2),
 * without the tar archive `@actions/cache` wraps around every entry: such a file carries its own
 * checks, so the archive only costs copies and process spawns (docs/adr/0004). Only where the
 * toolkit would use the v2 service, else cache-store.ts keeps the tar path. A file still being
 * written: cache-stream.ts; restores: cache-restore.ts; the service calls: cache-twirp.ts.
 */







/**
 * Saves `file` under `key`; succeeds only when the service then finds the entry by its key. The
 * file is left in place. With `options.progress`, reports the bytes of the file sent (for a
 * compressed save: read into the compressor, which the upload holds back) and a final line.
 */
async function saveFileDirect(svc, key, file, options = {}) {
    const refused = modeRefusal(svc, 'writes');
    if (refused)
        return refused;
    const size = (await (0,promises_.stat)(file)).size;
    const progress = (0,transfer_progress/* startProgress */.ot)({
        label: options.label ?? `cache upload ${key}`,
        sink: options.progress,
        total: size,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
    });
    try {
        const saved = await saveWhole(svc, key, file, size, progress);
        if (saved.ok)
            progress.done(size);
        return saved;
    }
    finally {
        progress.fail(); // after done(), nothing
    }
}
async function saveWhole(svc, key, file, size, progress) {
    const compressed = await compresses(file, size);
    const created = await cache_twirp_twirp(svc, 'CreateCacheEntry', { key, version: DIRECT_VERSION });
    if (!created.ok)
        return created.outcome;
    const url = cache_twirp_field(created.body, 'signed_upload_url');
    if (cache_twirp_field(created.body, 'ok') !== true || typeof url !== 'string') {
        const msg = cache_twirp_field(created.body, 'message');
        return {
            ok: false,
            final: true,
            reason: `cache: entry ${key} not reserved${typeof msg === 'string' && msg ? `: ${msg}` : ''}`,
        };
    }
    if (size <= SMALL_FILE)
        return saveSmall(svc, key, file, url, compressed, progress);
    const { BlockBlobClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(244)]).then(__webpack_require__.bind(__webpack_require__, 42244));
    const blob = new BlockBlobClient(url);
    let bytes = size;
    try {
        if (compressed) {
            bytes = 0;
            let read = 0;
            const reading = new external_node_stream_.Transform({
                transform(chunk, _enc, done) {
                    read += chunk.length;
                    progress.update(read);
                    done(null, chunk);
                },
            });
            const counted = new external_node_stream_.Transform({
                transform(chunk, _enc, done) {
                    bytes += chunk.length;
                    done(null, chunk);
                },
            });
            // stream.pipeline, not .pipe(): a read error destroys the last stream too, so the upload
            // fails instead of waiting for data that never comes.
            const { zlib, options } = await zstd();
            const body = (0,external_node_stream_.pipeline)((0,external_node_fs_.createReadStream)(file), reading, zlib.createZstdCompress(options), counted, () => { });
            await blob.uploadStream(body, 8 * 2 ** 20, 4);
        }
        else {
            await uploadFile(blob, file, size, progress);
        }
    }
    catch (e) {
        return { ok: false, reason: `cache: upload of ${key} failed: ${blobError(e)}` };
    }
    return finalize(svc, key, bytes, compressed);
}
/**
 * Files up to this size (a state bundle, a small pack) are read whole and go up in one plain
 * PUT, and come down in one GET: the Azure SDK is not loaded for them (its load is most of a
 * small save's time).
 */
const SMALL_FILE = 8 * 2 ** 20;
async function saveSmall(svc, key, file, url, compressed, progress) {
    let body = await (0,promises_.readFile)(file);
    if (compressed) {
        const { zlib, options } = await zstd();
        body = zlib.zstdCompressSync(body, options);
    }
    const put = await putBlob(url, { parts: [body], size: body.length }, progress, 'application/octet-stream');
    if (!put.ok)
        return {
            ok: false,
            reason: `cache: upload of ${key} failed: ${put.reason}`,
            ...(put.retryAfterMs !== undefined ? { retryAfterMs: put.retryAfterMs } : {}),
        };
    return finalize(svc, key, body.length, compressed);
}
/** The client's own settings for cache uploads. */
const FILE_BLOCK = 64 * 2 ** 20;
const FILE_BLOCKS_AT_ONCE = 8;
const SINGLE_SHOT = 128 * 2 ** 20;
/**
 * Uploads `file` as it is: in one request up to SINGLE_SHOT (as `uploadFile` does), else in
 * blocks staged here rather than by `uploadFile`, whose progress only counts a block once it is
 * all up (a 300 MB file's five blocks go up together: no news until the end); `stageBlock`
 * reports the bytes of each request as they go.
 */
async function uploadFile(blob, file, size, progress) {
    if (size <= SINGLE_SHOT) {
        await blob.uploadFile(file, {
            blockSize: FILE_BLOCK,
            concurrency: FILE_BLOCKS_AT_ONCE,
            maxSingleShotSize: SINGLE_SHOT,
            onProgress: (e) => progress.update(e.loadedBytes),
        });
        return;
    }
    const count = Math.ceil(size / FILE_BLOCK);
    const ids = Array.from({ length: count }, (_, i) => Buffer.from(String(i).padStart(8, '0')).toString('base64'));
    // Bytes of each block up so far (a retried request starts its count again).
    const loaded = new Array(count).fill(0);
    let sent = 0;
    const advance = (i, n) => {
        sent += n - loaded[i];
        loaded[i] = n;
        progress.update(sent);
    };
    let next = 0;
    let failure;
    // As uploadFile's batch: once a block failed, no other one starts; all have stopped before the
    // failure is thrown.
    const worker = async () => {
        try {
            while (failure === undefined && next < count) {
                const i = next++;
                const start = i * FILE_BLOCK;
                const length = Math.min(FILE_BLOCK, size - start);
                await blob.stageBlock(ids[i], () => (0,external_node_fs_.createReadStream)(file, { start, end: start + length - 1 }), length, { onProgress: (e) => advance(i, Math.min(e.loadedBytes, length)) });
                advance(i, length);
            }
        }
        catch (e) {
            failure ??= e;
        }
    };
    await Promise.all(Array.from({ length: Math.min(FILE_BLOCKS_AT_ONCE, count) }, worker));
    if (failure !== undefined)
        throw failure;
    await blob.commitBlockList(ids);
}
/** Bytes per block of a streamed save, and how many blocks are on their way at once. */
/** The last steps of a save: the entry finalized at `bytes`, then found by its key. */
async function finalize(svc, key, bytes, compressed) {
    const done = await cache_twirp_twirp(svc, 'FinalizeCacheEntryUpload', {
        key,
        version: DIRECT_VERSION,
        size_bytes: String(bytes),
    });
    if (!done.ok)
        return done.outcome;
    if (cache_twirp_field(done.body, 'ok') !== true)
        return { ok: false, final: true, reason: `cache: entry ${key} was not finalized` };
    // The service finalizes an entry only once the uploaded size is the size given, and then
    // names it: that is the confirmation. Without an entry id, a look-up by key confirms it.
    const id = cache_twirp_field(done.body, 'entry_id') ?? cache_twirp_field(done.body, 'entryId');
    if ((typeof id === 'string' || typeof id === 'number') && Number(id) > 0)
        return { ok: true, value: { key, bytes, compressed } };
    const found = await lookup(svc, [key]);
    if (!found.ok)
        return found.outcome;
    if (found.key !== key)
        return { ok: false, reason: `cache: entry ${key} was not found right after saving` };
    return { ok: true, value: { key, bytes, compressed } };
}

;// CONCATENATED MODULE: ./.build/github/cache-store.js
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
    await (0,promises_.rm)(file, { force: true });
    await (0,promises_.rmdir)((0,external_node_path_.dirname)(file)).catch(() => undefined);
}
function cache_store_describe(log, fallback) {
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
    return (0,transfer_retry/* statusFromMessage */.II)(reason) === 429 || /rate limit/i.test(reason)
        ? transfer_retry/* RATE_LIMIT_WAIT_MS */.s
        : undefined;
}
/**
 * Saves the file at `path` (relative to the workspace, already written) under `key`; succeeds only
 * when the entry is then found by lookup. The file is left in place. With `options.progress`,
 * reports the upload's progress: the bytes of the file (direct path), or of the toolkit's archive
 * as the toolkit counts them (its Azure SDK upload; the v1 service's upload reports nothing, so
 * only the final line comes, with the file's size).
 */
async function saveFileToCache(workspace, key, path, options = {}) {
    const svc = cacheServiceFromEnv();
    if (svc)
        return saveFileDirect(svc, key, (0,external_node_path_.join)(workspace, path), options);
    const cache = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    const progress = (0,transfer_progress/* startProgress */.ot)({
        label: options.label ?? `cache upload ${key}`,
        sink: options.progress,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
    });
    let saved;
    try {
        saved = await (0,transfer_retry/* captureToolkitLog */.z$)(() => inWorkspace(workspace, () => cache.saveCache([path], key)), options.progress ? (0,transfer_progress/* fromToolkitLines */._Q)(progress) : undefined);
        if (options.progress && typeof saved.value === 'number' && saved.value > 0) {
            // The archive's size, as the toolkit sent it; else the file's.
            const sent = saved.log.infos.flatMap((l) => /^Sent (\d+) of \d+ \(/.exec(l)?.[1] ?? []).pop();
            progress.done(sent !== undefined
                ? Number(sent)
                : await (0,promises_.stat)((0,external_node_path_.join)(workspace, path)).then((s) => s.size, () => undefined));
        }
    }
    finally {
        progress.fail(); // after done(), nothing
    }
    const { value: id, log } = saved;
    if (typeof id !== 'number' || id <= 0) {
        const reason = cache_store_describe(log, 'the cache service did not accept the entry');
        return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(log, reason) };
    }
    const { value: found, log: lookupLog } = await (0,transfer_retry/* captureToolkitLog */.z$)(() => inWorkspace(workspace, () => cache.restoreCache([path], key, [], { lookupOnly: true })));
    if (found !== key) {
        const why = cache_store_describe(lookupLog, 'lookup missed');
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
 * is a failure, not a miss. The caller reads the file and removes it. With `options.progress`,
 * reports the download's progress: the entry's bytes (direct path), or the toolkit's archive as
 * the toolkit counts them (its Azure SDK download; its plain HTTP download, used for blob hosts
 * other than Azure's, reports nothing until the archive is down).
 */
async function restoreFileFromCache(workspace, keys, path, options = {}) {
    const file = (0,external_node_path_.join)(workspace, path);
    await (0,promises_.rm)(file, { force: true });
    const svc = cacheServiceFromEnv();
    let ours;
    if (svc) {
        // Ours, and at the same time entries an earlier version saved through the toolkit's archive:
        // the most specific key wins; on the same key, ours (the format this version writes).
        const [found, old] = await Promise.all([
            findDirect(svc, keys),
            findToolkitEntry(svc, keys, path),
        ]);
        if (!found.ok)
            return { ...found, value: undefined };
        ours = found.value;
        const mine = keyRank(keys, ours?.key);
        // Unknown whether an older entry is more specific than ours: a failure, to be retried.
        if (!old.ok && mine > 0)
            return { ...old, value: undefined };
        const theirs = old.ok ? keyRank(keys, old.value) : keys.length;
        if (theirs >= mine) {
            if (!ours)
                return { ok: true, value: { kind: 'miss' } };
            return downloadTo(ours, file, options);
        }
        keys = keys.slice(0, theirs + 1);
    }
    const cache = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(91)]).then(__webpack_require__.bind(__webpack_require__, 18091));
    const progress = (0,transfer_progress/* startProgress */.ot)({
        label: options.label ?? `cache download ${keys[0]}`,
        sink: options.progress,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
    });
    const { value: matched, log } = await (0,transfer_retry/* captureToolkitLog */.z$)(() => inWorkspace(workspace, () => cache.restoreCache([path], keys[0], keys.slice(1))), options.progress ? (0,transfer_progress/* fromToolkitLines */._Q)(progress) : undefined).catch((e) => {
        progress.fail();
        throw e;
    });
    if (matched === undefined) {
        progress.fail();
        if (log.errors.length || log.warnings.length) {
            const reason = cache_store_describe(log, 'restore failed');
            return { ok: false, reason: `cache: ${reason}`, retryAfterMs: retryAfter(log, reason) };
        }
        // One of gzip the client cannot read here, say: ours, if there is one, after all.
        return ours ? downloadTo(ours, file, options) : { ok: true, value: { kind: 'miss' } };
    }
    progress.done();
    return { ok: true, value: { kind: 'hit', key: matched } };
}
async function downloadTo(entry, file, options = {}) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    const got = await downloadDirect(entry, file, options);
    if (!got.ok)
        return { ...got, value: undefined };
    return { ok: true, value: { kind: 'hit', key: entry.key } };
}
/** Saves one bundle under a new key (see saveFileToCache). */
async function saveBundleToCache(workspace, key, bytes, options = {}) {
    const file = (0,external_node_path_.join)(workspace, github_keys/* BUNDLE_PATH */.h8);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    await (0,promises_.writeFile)(file, bytes);
    try {
        return await saveFileToCache(workspace, key, github_keys/* BUNDLE_PATH */.h8, options);
    }
    finally {
        await removeTransferFile(file);
    }
}
/** Restores the newest bundle matching the keys; a service error is a failure, not a miss. */
async function restoreBundleFromCache(workspace, keys, options = {}) {
    const file = (0,external_node_path_.join)(workspace, github_keys/* BUNDLE_PATH */.h8);
    try {
        const r = await restoreFileFromCache(workspace, keys, github_keys/* BUNDLE_PATH */.h8, options);
        if (!r.ok || r.value.kind === 'miss')
            return r;
        const key = r.value.key;
        let bytes;
        try {
            bytes = await (0,promises_.readFile)(file);
        }
        catch {
            return { ok: false, reason: `cache: entry ${key} restored but held no bundle` };
        }
        return { ok: true, value: { kind: 'hit', key, bytes } };
    }
    finally {
        await (0,promises_.rm)((0,external_node_path_.dirname)(file), { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(86856);
// EXTERNAL MODULE: ./node_modules/@octokit/rest/dist-src/index.js + 1 modules
var dist_src = __webpack_require__(11303);
;// CONCATENATED MODULE: ./.build/github/octokit.js
/**
 * The REST client: Octokit with the retry and throttling plugins, so 5xx, 429 and secondary rate
 * limits are retried honouring `retry-after`, with waits capped so ci-state's own time stays bounded.
 */




/** Longest wait ci-state accepts from a rate limit before giving up on the call. */
const MAX_RATE_LIMIT_WAIT_S = 60;
const Client = dist_src/* Octokit */.E.plugin(dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
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
        // Through HTTPS_PROXY when set (NO_PROXY honoured), as the toolkit's own clients go.
        ...((0,proxy/* proxySet */.zJ)() ? { request: { fetch: proxy/* proxiedFetch */.iR } } : {}),
    });
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/core/words.js
var words = __webpack_require__(93265);
// EXTERNAL MODULE: ./.build/snapshot/index.js + 10 modules
var snapshot = __webpack_require__(4671);
;// CONCATENATED MODULE: ./.build/github/rate-limit.js
/**
 * Saves that wait out GitHub's rate limits: the cache service allows 200 new entries a minute per
 * repository and answers 429 with `Retry-After` past it (docs/limits.md). A 429 is not a failure of
 * the save but a turn to wait: the retry policy's attempts and deadline bound the other failures,
 * and a save refused for the rate limit after them is tried again once the wait it was told has
 * passed, for up to the rate-limit budget in all (`CI_STATE_RATE_LIMIT_SECONDS`, default 600 s).
 * See docs/adr/0009-pacing-and-budgets.md.
 */

/** How long, in all, a save may wait on 429s by default. */
const RATE_LIMIT_BUDGET_MS = 600_000;
/** The rate-limit budget from the environment (0 to 3600 s; 0: no wait of its own), else the default. */
function rateLimitBudgetMs(env = process.env) {
    const text = env.CI_STATE_RATE_LIMIT_SECONDS?.trim();
    const s = text ? Number(text) : NaN;
    return Number.isFinite(s) && s >= 0 && s <= 3600 ? s * 1000 : RATE_LIMIT_BUDGET_MS;
}
/**
 * `withRetry`, and while its last failure was a 429 and the budget allows, a wait of the
 * `Retry-After` it named (with up to a quarter more, so the legs of a matrix told the same wait do
 * not all come back at once) and another round.
 */
async function withRateLimit(fn, retry, opts = {}) {
    const budget = opts.budgetMs ?? rateLimitBudgetMs();
    const start = Date.now();
    const reasons = [];
    let attempts = 0;
    let limited = 0;
    let waitedMs = 0;
    for (;;) {
        let asked;
        const r = await (0,transfer_retry/* withRetry */.bD)(async (attempt) => {
            const o = await fn(attempt);
            asked = o.ok ? undefined : o.retryAfterMs;
            if (asked !== undefined)
                limited++;
            return o;
        }, retry);
        attempts += r.attempts;
        reasons.push(...r.reasons);
        if (r.ok)
            return { ok: true, value: r.value, attempts, reasons, limited, waitedMs };
        if (asked === undefined || (0,transfer_retry/* cancelRequested */.NK)())
            return { ok: false, attempts, reasons, limited, waitedMs };
        const wait = Math.round(asked * (1 + Math.random() / 4));
        if (Date.now() - start + wait > budget) {
            reasons.push(`rate limited: gave up after waiting ${Math.round(waitedMs / 1000)}s (budget ${Math.round(budget / 1000)}s, CI_STATE_RATE_LIMIT_SECONDS)`);
            return { ok: false, attempts, reasons, limited, waitedMs };
        }
        opts.log?.(`rate limited (HTTP 429): trying again in ${Math.ceil(wait / 1000)}s`);
        await new Promise((resolve) => setTimeout(resolve, wait));
        waitedMs += wait;
    }
}

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
 * with the first full block (or earlier, see `expect`), and its blocks (8 MiB, four on their way
 * at once) go up as the bytes come, so the upload takes place during the writing instead of after
 * it. The first MiB decides compression, as slices of the file do for `saveFileDirect`. A writer
 * that outruns the upload waits for it (at most four blocks are held). Any failure stops the save, never the writer: the
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
    let failure = modeRefusal(svc, 'writes')?.reason?.replace(/^cache: /, '');
    let finished = false;
    const fail = (why) => {
        failure ??= why;
        controller.abort();
    };
    // The entry's signed upload URL, once reserved.
    let reserved;
    const reserve = () => (reserved ??= (async () => {
        const created = await cache_twirp_twirp(svc, 'CreateCacheEntry', { key, version: DIRECT_VERSION });
        if (!created.ok)
            throw new Error(created.outcome.reason.replace(/^cache: /, ''));
        const url = cache_twirp_field(created.body, 'signed_upload_url');
        if (cache_twirp_field(created.body, 'ok') !== true || typeof url !== 'string')
            throw new Error(`entry ${key} not reserved`);
        return url;
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
            .then((url) => putBlock(url, id, bytes, {
            signal: controller.signal,
            timeoutMs: STREAM_BLOCK_TIMEOUT_MS,
            sent: (n) => advance(id, n),
        }))
            .then(() => {
            advance(id, bytes.length);
            loaded.delete(id);
        }, (e) => fail(`upload of ${key} failed: ${blobError(e)}`))
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
            if (failure !== undefined) {
                progress.fail();
                return { ok: false, reason: `cache: ${failure}` };
            }
            try {
                await putBlockList(await reserve(), ids, cache_twirp_TWIRP_TIMEOUT_MS);
            }
            catch (e) {
                progress.fail();
                return { ok: false, reason: `cache: upload of ${key} failed: ${blobError(e)}` };
            }
            const saved = await finalize(svc, key, stored, !!z);
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
        expect(bytes) {
            // Its failure is the first block's to report (reserve() is the same promise).
            if (bytes >= STREAM_BLOCK && failure === undefined && !finished)
                reserve().catch(() => undefined);
        },
        get blocks() {
            return ids.length;
        },
        get reserved() {
            return reserved !== undefined;
        },
    };
}

;// CONCATENATED MODULE: ./.build/github/storage-context.js
/** The progress options of one transfer of `ctx` (nothing printed without a sink). */
function transfer(ctx, label) {
    return ctx.progress ? { progress: ctx.progress, label } : {};
}
function repoRef(repository) {
    const [owner = '', repo = ''] = repository.split('/');
    return { owner, repo };
}

;// CONCATENATED MODULE: ./.build/github/pack-storage.js
/**
 * Checkpoint packs on GitHub's services (the pack side of githubStorage, state-storage.ts): a pack
 * goes to the Actions cache, an artifact or both (`checkpoint-storage`; a side effect's content
 * always as an artifact too), under a cache key prefix every try extends and an artifact name the
 * state lists; it can also go to the cache while a checkpoint writes it (`startPackShip`). Which
 * content needs a pack, and the checks of what comes back, are src/persist/'s.
 */















/** Where a pack that went to the cache as it was written (`startPackShip`) is, recorded locally. */
const ShippedRecord = schemas/* strictObject */.rej({
    key: schemas/* string */.YjP().min(1).max(512),
    fileBytes: schemas/* number */.aig().int().nonnegative(),
    runId: schemas/* string */.YjP(),
    attempt: schemas/* number */.aig().int(),
});
function packStorage(ctx) {
    return {
        // A cache-only pack can be evicted; one with an artifact stays (for the artifacts' retention).
        holds: (p) => (p.key.startsWith('remote:') ? undefined : p.artifact ? 'durable' : 'evictable'),
        async stagePack() {
            // The cache's version depends on the path: always the same one, in the workspace.
            const file = (0,external_node_path_.join)(ctx.workspace, github_keys/* PACK_PATH */.Ek);
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
            return { file, cleanup: () => (0,promises_.rm)((0,external_node_path_.dirname)(file), { recursive: true, force: true }) };
        },
        planPack(pack, state, durable) {
            const large = ctx.cachePackLimit !== undefined && pack.bytes > ctx.cachePackLimit;
            const storage = large
                ? 'artifact'
                : durable && ctx.checkpointStorage === 'cache'
                    ? 'both'
                    : ctx.checkpointStorage;
            return {
                sha256: pack.sha256,
                // The prefix of every try's key (each try gets a fresh one).
                key: storage === 'artifact'
                    ? ''
                    : (0,github_keys/* packCacheKey */.p2)(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, ''),
                ...(storage === 'cache' ? {} : { artifact: (0,github_keys/* packArtifactName */.lq)(ctx.scopeKey, pack.sha256) }),
                runId: ctx.runId,
                blobs: pack.blobs,
                bytes: pack.bytes,
            };
        },
        placeOf: (p) => p.key && p.artifact ? 'the cache and an artifact' : p.key ? 'the cache' : 'the artifact',
        putPack: (file, planned) => putPack(ctx, file, planned),
        getPack: (entry) => getPack(ctx, entry),
        shippedEarly: (storeDir, pack) => shippedEarly(ctx, storeDir, pack),
        shipWhileWritten: (storeDir, seq) => startPackShip(storeDir, ctx, seq),
    };
}
/** This attempt's record of pack `id` in the cache, as it is to be listed, if there is a sound one. */
async function shippedEarly(ctx, storeDir, pack) {
    if (ctx.checkpointStorage !== 'cache')
        return undefined;
    let r;
    try {
        r = ShippedRecord.parse(JSON.parse(await (0,promises_.readFile)((0,snapshot/* shippedRecordFile */.jQ)(snapshot/* BlobStore */.lb.forStore(storeDir), pack.id), 'utf8')));
    }
    catch {
        return undefined;
    }
    if (r.runId !== ctx.runId || r.attempt !== ctx.attempt || r.fileBytes !== pack.fileBytes)
        return undefined;
    return { sha256: pack.id, key: r.key, runId: ctx.runId, blobs: 0, bytes: pack.fileBytes };
}
/**
 * Starts shipping the pack a checkpoint is about to write to the cache as it is written, where
 * checkpoint content goes to the cache only (`checkpoint-storage: cache`, the default) and the
 * runner has the v2 cache service: the upload then takes place during the checkpoint instead of
 * after it. Undefined where it cannot. The entry is reserved as soon as the checkpoint expects to
 * read a block's worth (8 MiB) or more. A pack of less than one block whose entry is not reserved
 * is left to the save, and so is one whose upload failed.
 */
function startPackShip(storeDir, ctx, seq) {
    if (ctx.checkpointStorage !== 'cache')
        return undefined;
    const svc = cacheServiceFromEnv();
    if (!svc)
        return undefined;
    const key = (0,github_keys/* packCacheKey */.p2)(ctx.scopeKey, ctx.runId, ctx.attempt, seq, (0,external_node_crypto_.randomBytes)(4).toString('hex'));
    const save = streamFileDirect(svc, key, transfer(ctx, 'checkpoint pack upload'));
    let fileBytes = 0;
    return {
        tee: (bytes) => {
            fileBytes += bytes.length;
            return save.write(bytes);
        },
        expect: (bytes) => save.expect(bytes),
        async finish(packId) {
            // A pack smaller than one block has sent nothing yet: the save sends it while it saves the
            // state, at once, which is sooner than finishing it here and saving the state after. One
            // whose entry was reserved already (expected larger) is finished here, not left reserved.
            if (packId === undefined || (save.blocks === 0 && !save.reserved)) {
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
/** Ships the staged pack to the cache, an artifact or both, as `listed` plans. */
async function putPack(ctx, file, listed) {
    try {
        // A key whose upload failed can stay reserved: every try gets a fresh one (as the state's do),
        // all under the prefix the state lists.
        const newKey = () => `${listed.key}${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
        ctx.log(`shipping ${(0,words/* plural */.L)(listed.blobs, 'blob')} (${(0,words/* plural */.L)(listed.bytes, 'byte')}) as pack ${listed.sha256.slice(0, 12)} to ${packStorage(ctx).placeOf(listed)}`);
        const skipped = { ok: false, attempts: 0, reasons: [] };
        // Both at once (with `both`): each reads the pack on its own, and neither waits for the
        // other's round trips.
        const [cache, art] = await Promise.all([
            listed.key
                ? withRateLimit(() => saveFileToCache(ctx.workspace, newKey(), github_keys/* PACK_PATH */.Ek, transfer(ctx, 'checkpoint pack upload')), ctx.retry, { log: ctx.log })
                : skipped,
            listed.artifact
                ? withRateLimit(() => uploadFileArtifact(listed.artifact, file, ctx.retentionDays, transfer(ctx, 'checkpoint pack artifact upload')), ctx.retry, { log: ctx.log })
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
/** Reads a listed pack from the cache, else from its artifact (through the REST API). */
async function getPack(ctx, p) {
    const id = p.sha256.slice(0, 12);
    const file = (0,external_node_path_.join)(ctx.workspace, github_keys/* PACK_PATH */.Ek);
    const problems = [];
    let got;
    let tmp;
    const cleanup = async () => {
        await (0,promises_.rm)((0,external_node_path_.dirname)(file), { recursive: true, force: true });
        if (tmp)
            await (0,promises_.rm)(tmp, { recursive: true, force: true });
    };
    if (p.key) {
        ctx.log(`fetching pack ${id} from cache key ${p.key}`);
        const r = await (0,transfer_retry/* withRetry */.bD)(() => restoreFileFromCache(ctx.workspace, [p.key], github_keys/* PACK_PATH */.Ek, transfer(ctx, 'checkpoint pack download')), ctx.retry);
        if (r.ok && r.value.kind === 'hit')
            got = file;
        if (!r.ok)
            problems.push(`pack ${id}: ${r.reasons.at(-1)}`);
    }
    if (!got && p.artifact && ctx.token && p.runId && /^\d+$/.test(p.runId)) {
        tmp = await (0,promises_.mkdtemp)((0,external_node_path_.join)(process.env.RUNNER_TEMP || ctx.workspace, 'ci-state-pack-'));
        const rest = createRestClient({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
        const r = await (0,transfer_retry/* withRetry */.bD)(() => downloadNamedArtifact(rest, repoRef(ctx.repository), Number(p.runId), p.artifact, ctx.token, tmp, transfer(ctx, 'checkpoint pack artifact download')), ctx.retry);
        if (r.ok && r.value.length === 1)
            got = r.value[0];
        else if (!r.ok)
            problems.push(`pack ${id}: ${r.reasons.at(-1)}`);
    }
    if (!got)
        problems.push(`pack ${id} is in neither the cache nor the artifacts`);
    return { ...(got ? { file: got } : {}), problems, cleanup };
}

;// CONCATENATED MODULE: ./.build/github/state-storage.js
/**
 * GitHub's adapter of the storage interface (`StateStorage`, remote/port.ts; ADR 8): a state goes
 * to the Actions cache (fast) and, when durable, as an artifact (the fallback when the cache entry
 * is evicted); a restore looks up the newest cache entry by key prefix (this run, then any run with
 * cross-run), then earlier attempts' artifacts through the REST API. Checkpoint packs: pack-storage.ts.
 * The same keys, names and requests as ever: what is checked and decided is src/persist/'s.
 */










/** The job's states and packs on GitHub's services. */
function githubStorage(ctx) {
    return {
        describe: () => 'the Actions cache and artifacts',
        packOrder: 'together',
        evicts: true,
        seqNamesCopies: true,
        putState: (bundle, state, opts) => putState(ctx, bundle, state, opts),
        states: () => states(ctx),
        ...packStorage(ctx),
    };
}
async function putState(ctx, bytes, state, opts) {
    const nonce = () => (0,external_node_crypto_.randomBytes)(4).toString('hex');
    // Both at once: neither waits for the other's round trips (each call's log is its own).
    // A key whose upload failed can stay reserved for a day: every try gets a fresh one.
    const toCache = withRateLimit(async () => {
        const key = (0,github_keys/* cacheKey */.k$)(ctx.scopeKey, ctx.runId, ctx.attempt, state.seq, nonce());
        ctx.log(`saving state to cache key ${key} (${bytes.length} bytes)`);
        return saveBundleToCache(ctx.workspace, key, bytes, transfer(ctx, 'state upload'));
    }, ctx.retry, { log: ctx.log });
    const name = (0,github_keys/* stateArtifactName */.LK)(ctx.scopeKey, ctx.attempt, state.seq);
    // The bundles this one replaces, listed while it uploads (deleted only once it is saved).
    const older = opts.durable && opts.pruneOlder
        ? olderBundles(ctx.scopeKey.slice(0, 16), ctx.attempt, state.seq)
        : undefined;
    const toArtifact = opts.durable
        ? withRateLimit(async () => {
            ctx.log(`uploading state artifact ${name}`);
            return uploadBundleArtifact(name, bytes, ctx.retentionDays, transfer(ctx, 'state artifact upload'));
        }, ctx.retry, { log: ctx.log })
        : undefined;
    const [cache, art] = await Promise.all([toCache, toArtifact]);
    const key = cache.value?.key;
    const copies = [
        cache.ok
            ? { place: 'cache', ok: true, ref: key, where: `cache key \`${key}\`` }
            : { place: 'cache', ok: false, reason: cache.reasons.at(-1) ?? 'the upload failed' },
    ];
    if (art) {
        copies.push(art.ok
            ? {
                place: 'artifact',
                ok: true,
                durable: true,
                ref: name,
                id: art.value.id,
                where: `artifact \`${name}\``,
            }
            : { place: 'artifact', ok: false, ref: name, reason: art.reasons.at(-1) });
        if (art.ok && older)
            await deleteBundles(await older);
    }
    else {
        copies.push({ place: 'artifact', ok: false, skipped: true });
    }
    return { saved: copies.some((c) => c.ok), bytes: bytes.length, copies };
}
/** The cache's newest entry by the restore keys, then earlier attempts' artifacts (up to 3). */
async function* states(ctx) {
    const keys = (0,github_keys/* restoreKeys */.PF)(ctx.scopeKey, ctx.runId, ctx.crossRun);
    ctx.log(`looking up cache keys ${keys.join(', ')}`);
    const cache = await (0,transfer_retry/* withRetry */.bD)(() => restoreBundleFromCache(ctx.workspace, keys, transfer(ctx, 'state download')), ctx.retry);
    if (!cache.ok)
        yield {
            kind: 'problem',
            problem: `cache restore failed: ${cache.reasons.at(-1)}`,
            failed: true,
        };
    else if (cache.value.kind === 'hit') {
        const hit = cache.value;
        yield {
            kind: 'found',
            source: 'cache',
            from: hit.key,
            label: `cache entry ${hit.key}`,
            bytes: hit.bytes,
        };
    }
    // Fallback: an earlier attempt's artifact through the REST API (the cache entry may be evicted).
    if (!(ctx.attempt > 1 && ctx.token && /^\d+$/.test(ctx.runId)))
        return;
    const rest = createRestClient({ token: ctx.token, baseUrl: ctx.apiUrl, log: ctx.log });
    const ref = repoRef(ctx.repository);
    const listed = await (0,transfer_retry/* withRetry */.bD)(() => findEarlierBundles(rest, ref, Number(ctx.runId), ctx.scopeKey.slice(0, 16), ctx.attempt), ctx.retry);
    if (!listed.ok) {
        yield {
            kind: 'problem',
            problem: `artifact lookup failed: ${listed.reasons.at(-1)}`,
            failed: true,
        };
        return;
    }
    for (const found of listed.value.slice(0, 3)) {
        ctx.log(`downloading state artifact ${found.name}`);
        const got = await (0,transfer_retry/* withRetry */.bD)(() => downloadBundleArtifact(found.id, {
            token: ctx.token,
            workflowRunId: Number(ctx.runId),
            repositoryOwner: ref.owner,
            repositoryName: ref.repo,
        }, bundle/* MAX_BUNDLE_BYTES */.Me, transfer(ctx, 'state artifact download')), ctx.retry);
        if (got.ok)
            yield {
                kind: 'found',
                source: 'artifact',
                from: found.name,
                label: `artifact ${found.name}`,
                bytes: got.value,
            };
        else
            yield {
                kind: 'problem',
                problem: `artifact ${found.name}: ${got.reasons.at(-1)}`,
                failed: true,
            };
    }
}


/***/ }),

/***/ 98853:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ WRITE_BATCH),
/* harmony export */   E: () => (/* binding */ writeAllAt)
/* harmony export */ });
/** Bytes of a range gathered before they are written. */
const WRITE_BATCH = 1024 * 1024;
/** `parts` written one after the other from `at` (a short write goes on with what is left). */
async function writeAllAt(fh, parts, at) {
    const total = parts.reduce((n, p) => n + p.length, 0);
    let done = (await fh.writev(parts, at)).bytesWritten;
    if (done === total)
        return;
    const rest = Buffer.concat(parts, total);
    while (done < total)
        done += (await fh.write(rest, done, total - done, at + done)).bytesWritten;
}


/***/ })

};
