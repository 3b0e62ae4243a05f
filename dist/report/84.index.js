export const id = 84;
export const ids = [84];
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

// EXTERNAL MODULE: ./.build/transfer/retry.js + 1 modules
var retry = __webpack_require__(73740);
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

/***/ 48084:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uo: () => (/* binding */ uploadBundleArtifact),
/* harmony export */   V3: () => (/* binding */ deleteBundles),
/* harmony export */   downloadBundleArtifact: () => (/* binding */ downloadBundleArtifact),
/* harmony export */   eA: () => (/* binding */ uploadFileArtifact),
/* harmony export */   pd: () => (/* binding */ findEarlierBundles),
/* harmony export */   se: () => (/* binding */ olderBundles),
/* harmony export */   wd: () => (/* binding */ downloadNamedArtifact)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33677);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90610);
/* harmony import */ var _transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61349);
/* harmony import */ var _transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73740);
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
    return process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
}
function failure(e, what) {
    const message = (e?.message ?? String(e)).split('\n')[0].slice(0, 500);
    const status = (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .statusFromMessage */ .II)(message) ?? e.status;
    const final = status !== undefined && [400, 401, 403, 404, 409, 422].includes(status);
    // The client does not retry a 429 and does not pass its retry-after on: wait as GitHub advises.
    const retryAfterMs = status === 429 ? _transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .RATE_LIMIT_WAIT_MS */ .s : undefined;
    return { ok: false, reason: `artifact: ${what}: ${message}`, final, retryAfterMs };
}
/** A reporter for one transfer (nothing without `options.progress`). */
function reporter(options, label, total, dir) {
    return (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__/* .startProgress */ .ot)({
        label: options.label ?? label,
        sink: options.progress,
        total,
        intervalMs: options.intervalMs,
        minBytes: options.minBytes,
        // The client reports nothing while it downloads: what it has written so far.
        ...(dir ? { poll: () => (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__/* .bytesUnder */ .Qs)(dir) } : {}),
    });
}
/**
 * Uploads a bundle as the artifact `name` (a zip holding `bundle.cis`, deflated). With
 * `options.progress`, reports the bytes of the zip sent (as the connection takes them, or as the
 * client counts them: a block at a time; the zip's size is not known in advance).
 */
async function uploadBundleArtifact(name, bytes, retentionDays, options = {}) {
    const svc = bytes.length <= _artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .DIRECT_MAX_BYTES */ .X5 ? (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactServiceFromEnv */ .pW)() : undefined;
    if (svc) {
        const progress = reporter(options, `artifact upload ${name}`);
        try {
            const up = await (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .uploadArtifactDirect */ .NP)(svc, name, {
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
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tempRoot(), 'ci-state-up-'));
    const progress = reporter(options, `artifact upload ${name}`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, FILE), bytes);
        const client = new DefaultArtifactClient();
        const { value } = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .captureToolkitLog */ .z$)(() => client.uploadArtifact(name, [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, FILE)], dir, {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 6,
        }), options.progress ? (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__/* .fromToolkitLines */ ._Q)(progress) : undefined);
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
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * The names of this attempt's bundles of the scope older than `keepSeq` (none when the listing
 * fails). Listed while the new bundle uploads; deleted (`deleteBundles`) only once it is saved.
 */
async function olderBundles(scope16, attempt, keepSeq) {
    try {
        const svc = (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactServiceFromEnv */ .pW)();
        let names;
        if (svc) {
            const listed = await (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .listArtifactsDirect */ .pO)(svc);
            if (!listed.ok)
                return [];
            names = listed.value.map((a) => a.name);
        }
        else {
            const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
            const { value } = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .captureToolkitLog */ .z$)(() => new DefaultArtifactClient().listArtifacts());
            names = value.artifacts.map((a) => a.name);
        }
        return names.filter((name) => {
            const p = (0,_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .parseStateArtifactName */ .YV)(name);
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
    const svc = (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactServiceFromEnv */ .pW)();
    if (svc) {
        // As below: a failure leaves an extra artifact, never a lost state.
        for (const name of names)
            await (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .deleteArtifactDirect */ .PF)(svc, name);
        return;
    }
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const client = new DefaultArtifactClient();
    for (const name of names) {
        // As above: a failure leaves an extra artifact, never a lost state.
        await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .captureToolkitLog */ .z$)(() => client.deleteArtifact(name)).catch(() => undefined);
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
            const p = (0,_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .parseStateArtifactName */ .YV)(a.name);
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
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tempRoot(), 'ci-state-down-'));
    const progress = reporter(options, `artifact download ${id}`, undefined, dir);
    try {
        const client = new DefaultArtifactClient();
        const { value } = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .captureToolkitLog */ .z$)(() => client.downloadArtifact(id, { path: dir, findBy }));
        if (value.digestMismatch)
            return { ok: false, reason: `artifact ${id}: download digest mismatch` };
        const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir);
        if (!names.includes(FILE))
            return { ok: false, reason: `artifact ${id} holds no bundle`, final: true };
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, FILE));
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
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * Uploads one file as an artifact (e.g. a blob pack); the file keeps its name inside, stored as
 * it is. With `options.progress`, reports the bytes sent (as the connection takes them, or, for a
 * file over DIRECT_MAX_BYTES, as the client counts them: a block of 8 MiB at a time), of the
 * file's size (the zip has a few headers more).
 */
async function uploadFileArtifact(name, file, retentionDays, options = {}) {
    const size = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).then((s) => s.size, () => undefined);
    const svc = size !== undefined && size <= _artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .DIRECT_MAX_BYTES */ .X5 ? (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactServiceFromEnv */ .pW)() : undefined;
    const progress = reporter(options, `artifact upload ${name}`, size);
    if (svc) {
        try {
            const up = await (0,_artifact_direct_js__WEBPACK_IMPORTED_MODULE_3__/* .uploadArtifactDirect */ .NP)(svc, name, {
                fileName: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(file),
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
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
    try {
        const client = new DefaultArtifactClient();
        const { value } = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .captureToolkitLog */ .z$)(() => client.uploadArtifact(name, [file], (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file), {
            ...(retentionDays ? { retentionDays } : {}),
            compressionLevel: 0,
        }), options.progress ? (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__/* .fromToolkitLines */ ._Q)(progress) : undefined);
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
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(101), __webpack_require__.e(184), __webpack_require__.e(647), __webpack_require__.e(244), __webpack_require__.e(334)]).then(__webpack_require__.bind(__webpack_require__, 21334));
        const client = new DefaultArtifactClient();
        // Bytes already in `dir` are not the download's.
        const before = options.progress ? await (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__/* .bytesUnder */ .Qs)(dir).catch(() => 0) : 0;
        progress = (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__/* .startProgress */ .ot)({
            label: options.label ?? `artifact download ${name}`,
            sink: options.progress,
            total: typeof found.size_in_bytes === 'number' ? found.size_in_bytes : undefined,
            intervalMs: options.intervalMs,
            minBytes: options.minBytes,
            poll: async () => Math.max(0, (await (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__/* .bytesUnder */ .Qs)(dir)) - before),
        });
        const { value } = await (0,_transfer_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .captureToolkitLog */ .z$)(() => client.downloadArtifact(found.id, {
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
            progress.done(Math.max(0, (await (0,_transfer_progress_js__WEBPACK_IMPORTED_MODULE_4__/* .bytesUnder */ .Qs)(dir)) - before));
        return { ok: true, value: (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir)).map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, f)) };
    }
    catch (e) {
        return failure(e, `download of ${name} failed`);
    }
    finally {
        progress?.fail(); // after done(), nothing
    }
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

/***/ 61349:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qs: () => (/* binding */ bytesUnder),
/* harmony export */   _Q: () => (/* binding */ fromToolkitLines),
/* harmony export */   ot: () => (/* binding */ startProgress)
/* harmony export */ });
/* unused harmony exports DEFAULT_INTERVAL_MS, DEFAULT_MIN_BYTES, mb, seconds, formatAmount, formatProgress, formatDone, formatSize, formatSummary, sizeAndTime, stopwatch, progressMinBytes */
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/**
 * Progress of one long transfer (a checkpoint pack, a bundle) to or from the Actions cache or
 * artifacts, as lines for a log:
 *
 *     checkpoint pack upload: 120.0 of 312.4 MB (38%), 22.0 MB/s
 *     checkpoint pack upload: 312.4 MB in 14.2 s (22.0 MB/s)
 *
 * A progress line at most every `intervalMs` (5 s; CI_STATE_PROGRESS_INTERVAL_MS, where 0 means
 * at every update), the first one only once the transfer has run that long, so short transfers
 * print none; a final line with the size and the duration when the transfer moved at least
 * `minBytes` (8 MiB; CI_STATE_PROGRESS_MIN_BYTES) or already printed progress. MB are 2^20 bytes,
 * as the toolkit counts them. The rate is the average since the start.
 *
 * A step that moves several things (the packs of a restore, the history artifacts) also says
 * what moved in one line, whatever its size: `formatSummary` ("fetched 1 checkpoint pack
 * (300.0 MB) in 9.8 s"), timed by a `stopwatch`.
 *
 * The byte counts come from the clients where they give them (the bytes our blob requests hand to
 * the connection, the Azure SDK's `onProgress`, the toolkit's own "Sent …"/"Uploaded bytes …"
 * lines), else from a `poll` (the size of what a download wrote so far). Lines are written in the
 * async context the reporter was started in, so that a capture of the toolkit's output around the
 * transfer (captureToolkitLog) does not take them.
 */



const DEFAULT_INTERVAL_MS = 5_000;
const DEFAULT_MIN_BYTES = 8 * 2 ** 20;
/** How often a `poll` runs when lines go out at every update (interval 0). */
const EAGER_POLL_MS = 100;
/** A timer may fire a little before its interval has passed by the clock used here. */
const SLACK_MS = 50;
const noop = {
    update: () => undefined,
    add: () => undefined,
    total: () => undefined,
    done: () => undefined,
    fail: () => undefined,
    end: () => undefined,
    tick: () => Promise.resolve(),
};
function envNumber(name, fallback) {
    const raw = process.env[name]?.trim();
    if (!raw)
        return fallback;
    const n = Number(raw);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
}
function mb(bytes) {
    return (bytes / 2 ** 20).toFixed(1);
}
function rate(bytes, ms) {
    return mb((bytes * 1000) / Math.max(ms, 1));
}
/** Milliseconds as seconds with one decimal: "9.8 s". */
function seconds(ms) {
    return `${(Math.max(ms, 0) / 1000).toFixed(1)} s`;
}
/** What a progress line says of the amount: "X of Y MB (Z%)", or "X MB" when Y is not known. */
function formatAmount(bytes, total) {
    if (total === undefined)
        return `${mb(bytes)} MB`;
    const of = Math.max(total, bytes);
    const pct = of === 0 ? 100 : Math.floor((100 * bytes) / of);
    return `${mb(bytes)} of ${mb(of)} MB (${pct}%)`;
}
/** A progress line, `elapsedMs` after the start: "X of Y MB (Z%), N MB/s" or "X MB, N MB/s". */
function formatProgress(bytes, total, elapsedMs) {
    return `${formatAmount(bytes, total)}, ${rate(bytes, elapsedMs)} MB/s`;
}
/** The final line of one transfer: "X MB in T s (N MB/s)". */
function formatDone(bytes, ms) {
    return `${mb(bytes)} MB in ${seconds(ms)} (${rate(bytes, ms)} MB/s)`;
}
/** A size for a summary: "300.0 MB", "2.4 KB" under 1 MB, "12 B" under 1 KB. */
function formatSize(bytes) {
    if (bytes < 2 ** 10)
        return `${bytes} B`;
    return bytes >= 2 ** 20 ? `${mb(bytes)} MB` : `${(bytes / 2 ** 10).toFixed(1)} KB`;
}
/**
 * A line that sums up a transfer or several (`what` says what moved), whatever its size:
 * "fetched 1 checkpoint pack (300.0 MB) in 9.8 s".
 */
function formatSummary(what, bytes, ms) {
    return `${what} ${sizeAndTime(bytes, ms)}`;
}
/** "(300.0 MB) in 9.8 s". */
function sizeAndTime(bytes, ms) {
    return `(${formatSize(bytes)}) in ${seconds(ms)}`;
}
/** A stopwatch: the milliseconds since it was started, by `now` (`performance.now` by default). */
function stopwatch(now = () => performance.now()) {
    const start = now();
    return () => now() - start;
}
/** The size from which a transfer is worth lines of its own (CI_STATE_PROGRESS_MIN_BYTES). */
function progressMinBytes() {
    return envNumber('CI_STATE_PROGRESS_MIN_BYTES', DEFAULT_MIN_BYTES);
}
/** A reporter for one transfer; one that does nothing without a sink. */
function startProgress(o) {
    const sink = o.sink;
    if (!sink)
        return noop;
    const interval = o.intervalMs ?? envNumber('CI_STATE_PROGRESS_INTERVAL_MS', DEFAULT_INTERVAL_MS);
    const minBytes = o.minBytes ?? progressMinBytes();
    const now = o.now ?? (() => performance.now());
    const inOrigin = node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage.snapshot();
    const emit = (line) => {
        try {
            inOrigin(() => sink(`${o.label}: ${line}`));
        }
        catch {
            // a broken sink never breaks the transfer
        }
    };
    const start = now();
    let total = o.total;
    let bytes = 0;
    /** Whether any count came in (a transfer that reports nothing prints no "0.0 MB" lines). */
    let counted = false;
    let lastLine = start;
    let lastShown;
    let printed = false;
    let closed = false;
    const maybePrint = (force = false) => {
        if (closed || !counted)
            return;
        const t = now();
        if (!force && t - lastLine + SLACK_MS < interval)
            return;
        const shown = formatAmount(bytes, total);
        if (shown === lastShown)
            return; // nothing new since the last line
        lastShown = shown;
        lastLine = t;
        printed = true;
        emit(formatProgress(bytes, total, t - start));
    };
    const update = (n) => {
        if (closed || !Number.isFinite(n))
            return;
        counted = true;
        if (n > bytes)
            bytes = n;
        if (interval === 0)
            maybePrint(true);
        else
            maybePrint();
    };
    let polling = false;
    const tick = async () => {
        if (closed)
            return;
        if (o.poll && !polling) {
            polling = true;
            try {
                const n = await o.poll();
                if (n !== undefined) {
                    counted = true;
                    if (n > bytes)
                        bytes = n;
                }
            }
            catch {
                // a failed poll is a tick without news
            }
            finally {
                polling = false;
            }
        }
        maybePrint(interval === 0);
    };
    let timer;
    if (o.timer !== false && (interval > 0 || o.poll)) {
        timer = setInterval(() => void tick(), interval > 0 ? interval : EAGER_POLL_MS);
        timer.unref();
    }
    const close = () => {
        closed = true;
        if (timer)
            clearInterval(timer);
    };
    return {
        update,
        add: (delta) => update(bytes + delta),
        total(n) {
            if (n !== undefined && Number.isFinite(n) && n >= 0)
                total = n;
        },
        done(final) {
            if (closed)
                return;
            if (final !== undefined && Number.isFinite(final)) {
                counted = true;
                bytes = final;
                // Done is all of it (a size announced in advance may have been the zip's, say).
                if (total !== undefined)
                    total = final;
            }
            // At every update, the last progress line is the complete one.
            if (interval === 0 && total !== undefined)
                maybePrint(true);
            close();
            if (bytes < minBytes && !printed)
                return;
            emit(formatDone(bytes, now() - start));
        },
        fail() {
            if (closed)
                return;
            close();
            if (!printed)
                return;
            emit(`stopped after ${mb(bytes)} MB in ${seconds(now() - start)}`);
        },
        end() {
            if (closed)
                return;
            if (interval === 0 && total !== undefined)
                maybePrint(true);
            close();
        },
        tick,
    };
}
/** The bytes of the files under `dir` (a download's destination), for a `poll`. */
async function bytesUnder(dir) {
    let sum = 0;
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { recursive: true, withFileTypes: true });
    await Promise.all(entries
        .filter((e) => e.isFile())
        .map(async (e) => {
        sum += await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(e.parentPath, e.name)).then((s) => s.size, () => 0);
    }));
    return sum;
}
/**
 * Feeds `p` from the toolkit's own progress lines (a `passThrough` of captureToolkitLog):
 * `@actions/cache`'s "Sent N of M (…%)" (its Azure SDK upload) and "Received N of M (…%)" (its
 * Azure SDK download), its "Cache Size: ~N MB (B B)" once an archive is down, and
 * `@actions/artifact`'s "Uploaded bytes N".
 */
function fromToolkitLines(p) {
    return (line) => {
        let m = /^(?:Sent|Received) (\d+) of (\d+) \(/.exec(line);
        if (m) {
            p.total(Number(m[2]));
            p.update(Number(m[1]));
            return;
        }
        m = /^Cache Size: ~\d+ MB \((\d+) B\)/.exec(line);
        if (m) {
            p.total(Number(m[1]));
            p.update(Number(m[1]));
            return;
        }
        m = /^Uploaded bytes (\d+)$/.exec(line);
        if (m)
            p.update(Number(m[1]));
    };
}


/***/ }),

/***/ 61236:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GU: () => (/* binding */ agentProxyOptions),
/* harmony export */   U8: () => (/* binding */ keepAliveAgent),
/* harmony export */   iR: () => (/* binding */ proxiedFetch),
/* harmony export */   zJ: () => (/* binding */ proxySet)
/* harmony export */ });
/* unused harmony exports proxyConfig, agentsHonourProxy, proxyWarning, describeProxy, fetchThrough */
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

/***/ 15922:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** The ci-state version, recorded in every state's metadata (a test keeps it equal to package.json). */
const VERSION = '0.1.0';


/***/ })

};
