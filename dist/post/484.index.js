export const id = 484;
export const ids = [484];
export const modules = {

/***/ 26943:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ historyJsonl)
/* harmony export */ });
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48584);
/** History entries as the JSONL that every store of the history keeps (artifact, bucket, file). */


/** The entries as JSONL; throws (naming the entry) if one is not a valid history entry. */
function historyJsonl(entries) {
    return entries
        .map((entry, i) => {
        const r = _schema_js__WEBPACK_IMPORTED_MODULE_1__/* .HistoryEntry */ .XF.safeParse(entry);
        if (!r.success)
            throw new Error(`history entry ${i + 1} is invalid: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .formatIssues */ .og)(r.error.issues).join('; ')}`);
        return `${JSON.stringify(r.data)}\n`;
    })
        .join('');
}


/***/ }),

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
// EXTERNAL MODULE: ./.build/version.js
var version = __webpack_require__(15922);
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

// EXTERNAL MODULE: ./.build/transfer/retry.js + 1 modules
var retry = __webpack_require__(73740);
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
const BLOB_API_VERSION = '2023-11-03';
/** Bytes handed to the connection at a time (what the progress counts by). */
const PUT_CHUNK = 2 ** 20;
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
        res = await fetch(url, {
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
    let part = 0;
    let at = 0;
    let sent = 0;
    // Not a byte stream: that would transfer (detach) the caller's buffers.
    const body = new ReadableStream({
        pull(controller) {
            while (part < zip.parts.length && at >= zip.parts[part].length) {
                part++;
                at = 0;
            }
            if (part >= zip.parts.length) {
                controller.close();
                return;
            }
            const p = zip.parts[part];
            const chunk = p.subarray(at, Math.min(p.length, at + PUT_CHUNK));
            at += chunk.length;
            controller.enqueue(chunk);
            sent += chunk.length;
            progress?.update(sent);
        },
    });
    let res;
    try {
        res = await fetch(url, {
            method: 'PUT',
            headers: {
                'Content-Length': String(zip.size),
                'x-ms-blob-type': 'BlockBlob',
                // A version every Azure Storage endpoint knows (Put Blob of up to 5000 MiB since 2019).
                'x-ms-version': BLOB_API_VERSION,
                'x-ms-blob-content-type': contentType,
                'User-Agent': `ci-state/${version/* VERSION */.x}`,
            },
            body,
            duplex: 'half',
            signal: AbortSignal.timeout(Math.max(PUT_TIMEOUT_MS, (zip.size / 2 ** 20) * PUT_MS_PER_MIB)),
        });
    }
    catch (e) {
        const cause = e.cause?.code;
        return { ok: false, reason: `blob PUT: ${cause ?? e.message}` };
    }
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 201 || res.status === 200)
        return { ok: true };
    const code = res.headers.get('x-ms-error-code');
    return {
        ok: false,
        reason: `blob PUT: ${code ?? res.statusText} (HTTP ${res.status})`,
        ...(res.status === 429 ? { retryAfterMs: retryAfterMs(res) } : {}),
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

/***/ 47484:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeHistoryArtifact: () => (/* binding */ writeHistoryArtifact)
/* harmony export */ });
/* unused harmony exports HISTORY_ARTIFACT_FILE, historyLines */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _core_history_jsonl_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26943);
/* harmony import */ var _github_artifact_direct_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(33677);
/* harmony import */ var _transfer_retry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(73740);
/**
 * Recording: the post step's history artifact, one file `history.jsonl` (the run entry and one
 * entry per phase, as the local store appends them), named so that the REST source finds it by
 * its prefix (docs/history.md, "Recording").
 */







const HISTORY_ARTIFACT_FILE = 'history.jsonl';
/** The entries as JSONL; throws (naming the entry) if one is not a valid history entry. */
const historyLines = _core_history_jsonl_js__WEBPACK_IMPORTED_MODULE_4__/* .historyJsonl */ .T;
/** Tries of a direct upload: about what the toolkit's own retries of its calls take at most. */
const DIRECT_RETRY = { deadlineMs: 60_000 };
/**
 * Uploads the entries as the artifact `options.name` (`historyArtifactName(scopeKey, attempt)`).
 * Straight to the artifact service where the runtime variables are there (a zip as the toolkit
 * writes it: artifact-direct.ts; retried here, as the toolkit retries its calls), else through
 * `@actions/artifact`, imported only then. Never throws: a failure comes back as
 * `{ ok: false, reason }` for the step to report ("history NOT uploaded: …").
 */
async function writeHistoryArtifact(entries, options) {
    let text;
    try {
        text = historyLines(entries);
    }
    catch (e) {
        return { ok: false, reason: `history: ${e.message}`, final: true };
    }
    if (!text)
        return { ok: false, reason: 'history: no entries to upload', final: true };
    const bytes = Buffer.from(text);
    const svc = bytes.length <= _github_artifact_direct_js__WEBPACK_IMPORTED_MODULE_5__/* .DIRECT_MAX_BYTES */ .X5 ? (0,_github_artifact_direct_js__WEBPACK_IMPORTED_MODULE_5__/* .artifactServiceFromEnv */ .pW)() : undefined;
    if (svc) {
        const up = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_6__/* .withRetry */ .bD)(() => (0,_github_artifact_direct_js__WEBPACK_IMPORTED_MODULE_5__/* .uploadArtifactDirect */ .NP)(svc, options.name, {
            fileName: HISTORY_ARTIFACT_FILE,
            bytes,
            compressionLevel: 6,
            retentionDays: options.retentionDays,
            what: 'history',
        }), DIRECT_RETRY);
        if (!up.ok)
            return { ok: false, reason: up.reasons.at(-1) ?? 'history: upload failed' };
        return { ok: true, value: { id: up.value.id, size: up.value.size } };
    }
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'ci-state-history-'));
    try {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, HISTORY_ARTIFACT_FILE);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, text);
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(184), __webpack_require__.e(101), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
        const client = new DefaultArtifactClient();
        const { value } = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_6__/* .captureToolkitLog */ .z$)(() => client.uploadArtifact(options.name, [file], dir, {
            ...(options.retentionDays ? { retentionDays: options.retentionDays } : {}),
            compressionLevel: 6,
        }));
        if (!value.id)
            return { ok: false, reason: `history: upload of ${options.name} returned no id` };
        return { ok: true, value: { id: value.id, size: value.size ?? Buffer.byteLength(text) } };
    }
    catch (e) {
        const message = (e?.message ?? String(e)).split('\n')[0].slice(0, 500);
        const status = (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_6__/* .statusFromMessage */ .II)(message) ?? e.status;
        const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
        return { ok: false, reason: `history: upload of ${options.name} failed: ${message}`, final };
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 15922:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** The ci-state version, recorded in every state's metadata (a test keeps it equal to package.json). */
const VERSION = '0.1.0';


/***/ })

};
