export const id = 2872;
export const ids = [2872,323,491];
export const modules = {

/***/ 9442:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hi: () => (/* binding */ RemoteError),
/* harmony export */   lX: () => (/* binding */ isRemoteError)
/* harmony export */ });
/* unused harmony export REMOTE_ERROR_KINDS */
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15677);

const REMOTE_ERROR_KINDS = (/* unused pure expression or super */ null && ([
    'credentials',
    'bucket-missing',
    'unreachable',
    'throttled',
    'clock-skew',
    'not-found',
    'integrity',
    'exists',
    'other',
]));
/**
 * The one error of the port. The message is one line that names the input or the cause and never
 * holds a secret; `kind` says what went wrong, `key` which object, `cause` the underlying error.
 */
class RemoteError extends Error {
    name = 'RemoteError';
    kind;
    key;
    constructor(kind, message, options = {}) {
        super((0,_core_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(message), options.cause === undefined ? undefined : { cause: options.cause });
        this.kind = kind;
        this.key = options.key;
    }
}
function isRemoteError(error, kind) {
    return error instanceof RemoteError && (kind === undefined || error.kind === kind);
}


/***/ }),

/***/ 10323:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ bucketNameProblem),
/* harmony export */   LL: () => (/* binding */ formatS3Url),
/* harmony export */   parseS3Url: () => (/* binding */ parseS3Url),
/* harmony export */   wE: () => (/* binding */ MAX_PREFIX_BYTES)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/**
 * `s3://bucket/prefix` locations: parsed, checked and written back.
 *
 *     parseS3Url('s3://ci/state/main')  -> { bucket: 'ci', prefix: 'state/main/' }
 *     parseS3Url('s3://ci')             -> { bucket: 'ci', prefix: '' }
 *     formatS3Url({ bucket, prefix })   -> 's3://ci/state/main/'
 *
 * The bucket follows S3's naming rules (3 to 63 lowercase letters, digits, dots and hyphens,
 * starting and ending with a letter or digit, no '..', not an IPv4 address), so a typo fails here
 * rather than as a signature or DNS error at the first request. The prefix is a run of non-empty
 * path segments (no '.', '..' or control characters); it is kept with one trailing '/' so keys
 * under it read `prefix + key`.
 */

/** S3 keys are at most 1024 bytes: leave the keys under the prefix at least half. */
const MAX_PREFIX_BYTES = 512;
const BUCKET_RULE = '3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit';
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Why `bucket` is not a valid bucket name, or undefined if it is. */
function bucketNameProblem(bucket) {
    if (!BUCKET.test(bucket))
        return `${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(bucket)} is not a bucket name (${BUCKET_RULE})`;
    if (bucket.includes('..'))
        return `${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(bucket)} is not a bucket name (no '..')`;
    if (IPV4.test(bucket))
        return `${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(bucket)} is not a bucket name (not an IP address)`;
    return undefined;
}
/** Why `prefix` (without its trailing '/') is not a valid prefix, or undefined if it is. */
function prefixProblem(prefix) {
    if (CONTROL.test(prefix))
        return `the prefix ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(prefix)} has control characters`;
    if (prefix.includes('\\'))
        return `the prefix ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(prefix)} has a backslash (use '/')`;
    const bad = prefix
        .split('/')
        .find((segment) => segment === '' || segment === '.' || segment === '..');
    if (bad !== undefined) {
        const what = bad === '' ? 'an empty segment (//)' : `a ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(bad)} segment`;
        return `the prefix ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(prefix)} has ${what}`;
    }
    if (Buffer.byteLength(prefix) + 1 > MAX_PREFIX_BYTES) {
        return `the prefix is longer than ${MAX_PREFIX_BYTES} bytes`;
    }
    return undefined;
}
/**
 * Parses `s3://bucket[/prefix[/]]`. `what` names the setting in the error message (a
 * `CiStateError` with code `invalid_input`).
 */
function parseS3Url(text, what = 'the S3 location') {
    const fail = (why) => {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `${what} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(text)} is not an s3://bucket/prefix location: ${why}`);
    };
    const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/s.exec(text);
    if (!match)
        return fail("it does not start with 's3://'");
    const bucket = match[1] ?? '';
    if (bucket === '')
        return fail('the bucket is missing');
    const bucketProblem = bucketNameProblem(bucket);
    if (bucketProblem)
        return fail(bucketProblem);
    const rest = (match[2] ?? '').replace(/\/$/, '');
    if (rest === '')
        return { bucket, prefix: '' };
    const problem = prefixProblem(rest);
    if (problem)
        return fail(problem);
    return { bucket, prefix: `${rest}/` };
}
/** The `s3://` form of a location (what `parseS3Url` reads back to the same location). */
function formatS3Url(location) {
    return `s3://${location.bucket}/${location.prefix}`;
}


/***/ }),

/***/ 12872:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S3Store: () => (/* binding */ S3Store)
});

// UNUSED EXPORTS: DEFAULT_S3_TUNING

// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/transfer/proxy.js
var proxy = __webpack_require__(61236);
// EXTERNAL MODULE: ./.build/remote/port.js
var port = __webpack_require__(9442);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
;// CONCATENATED MODULE: ./.build/remote/digest.js
/**
 * SHA-256 and byte counts of content on its way to or from a store, and the check of both against
 * what was recorded when the object was written: shared by the adapters of src/remote/.
 */



const SHA256_HEX = /^[0-9a-f]{64}$/;
/** Whether `facts` are usable: 64 lowercase hex digits and a non-negative whole size. */
function validFacts(facts) {
    return (typeof facts.sha256 === 'string' &&
        SHA256_HEX.test(facts.sha256) &&
        typeof facts.size === 'number' &&
        Number.isSafeInteger(facts.size) &&
        facts.size >= 0);
}
function sha256Hex(bytes) {
    return (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
}
/** A pass-through stream that hashes and counts what flows through it. */
class DigestStream extends external_node_stream_.Transform {
    hash = (0,external_node_crypto_.createHash)('sha256');
    bytes = 0;
    _transform(chunk, _encoding, done) {
        this.hash.update(chunk);
        this.bytes += chunk.length;
        done(null, chunk);
    }
    /** What flowed through (call once, after the end). */
    facts() {
        return { sha256: this.hash.digest('hex'), size: this.bytes };
    }
}
/**
 * Throws an `integrity` error unless `actual` matches `expected`. `what` names the object and the
 * store, e.g. `'a/b' in s3://bucket/`.
 */
function checkFacts(actual, expected, what, key) {
    if (actual.size !== expected.size) {
        throw new port/* RemoteError */.Hi('integrity', `${what} has ${actual.size} bytes where ${expected.size} were recorded: the stored object is damaged or was replaced`, { key });
    }
    if (actual.sha256 !== expected.sha256) {
        throw new port/* RemoteError */.Hi('integrity', `${what} has SHA-256 ${actual.sha256.slice(0, 12)}… where ${expected.sha256.slice(0, 12)}… was recorded: the stored object is damaged or was replaced`, { key });
    }
}

;// CONCATENATED MODULE: ./.build/remote/s3-access.js


const MiB = 1024 * 1024;
const DEFAULT_S3_TUNING = {
    multipartThreshold: 8 * MiB,
    partSize: 8 * MiB,
    partConcurrency: 4,
    // 16 MiB: at a 40 ms round trip each range's first byte waits a round trip, which 8 MiB ranges
    // paid twice as often (docs/performance.md, "Numbers behind choices in the code").
    rangeSize: 16 * MiB,
    rangeConcurrency: 4,
    maxAttempts: 5,
};
/** Metadata names (sent as `x-amz-meta-sha256` and `x-amz-meta-size`). */
const META_SHA256 = 'sha256';
const META_SIZE = 'size';
/** The metadata to store with content of these facts. */
function metadataOf(facts) {
    return { [META_SHA256]: facts.sha256, [META_SIZE]: String(facts.size) };
}
/**
 * The size and SHA-256 recorded in an object's metadata; an `integrity` error when they are
 * missing or malformed (an object not written through the port, or damaged metadata).
 */
function recordedFacts(access, key, metadata) {
    const sha256 = metadata?.[META_SHA256];
    const sizeText = metadata?.[META_SIZE];
    const facts = { sha256, size: sizeText && /^\d+$/.test(sizeText) ? Number(sizeText) : undefined };
    if (!validFacts(facts)) {
        throw new port/* RemoteError */.Hi('integrity', `${access.name(key)} has no recorded size and SHA-256 (x-amz-meta-${META_SIZE}, x-amz-meta-${META_SHA256}): it was not stored by ci-state, or its metadata was changed`, { key });
    }
    return facts;
}
/**
 * The recorded facts of the object under `key`, or undefined if there is none (HeadObject).
 * An object without valid facts counts as present with facts that match nothing.
 */
async function headFacts(access, key, op) {
    try {
        const head = await access.client.send(new access.sdk.HeadObjectCommand({ Bucket: access.bucket, Key: access.objectKey(key) }));
        try {
            return recordedFacts(access, key, head.Metadata);
        }
        catch {
            return { sha256: '', size: -1 };
        }
    }
    catch (error) {
        const failure = access.fail(error, op, key);
        if (failure.kind === 'not-found')
            return undefined;
        throw failure;
    }
}

;// CONCATENATED MODULE: ./.build/remote/s3-errors.js
/**
 * The AWS SDK's failures as the port's `RemoteError`s: one kind, one line that says what to fix,
 * and never a secret (the SDK's own text is used only for failures no rule below knows, and then
 * with the environment's secret values taken out).
 */

const CREDENTIAL_CODES = new Set([
    'InvalidAccessKeyId',
    'SignatureDoesNotMatch',
    'ExpiredToken',
    'InvalidToken',
    'TokenRefreshRequired',
    'InvalidClientTokenId',
]);
const DENIED_CODES = new Set(['AccessDenied', 'Forbidden', 'AllAccessDisabled']);
const THROTTLE_CODES = new Set([
    'SlowDown',
    'Throttling',
    'ThrottlingException',
    'TooManyRequests',
    'TooManyRequestsException',
    'RequestLimitExceeded',
    'RequestThrottled',
    'ServiceUnavailable',
    'BandwidthLimitExceeded',
]);
const SKEW_CODES = new Set(['RequestTimeTooSkewed', 'RequestExpired', 'RequestInTheFuture']);
const NETWORK_CODES = new Set([
    'ECONNREFUSED',
    'ECONNRESET',
    'ECONNABORTED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EHOSTDOWN',
    'EPIPE',
]);
/** Network errors of a connection that was made and then lost. */
const BROKEN_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE']);
function facts(error) {
    const e = (error ?? {});
    const code = typeof e.Code === 'string' ? e.Code : typeof e.name === 'string' ? e.name : 'Error';
    const status = typeof e.$metadata?.httpStatusCode === 'number' ? e.$metadata.httpStatusCode : undefined;
    return {
        code,
        status,
        network: networkCode(error),
        message: typeof e.message === 'string' ? e.message : String(error),
    };
}
/** The first Node network error code on the error, its `cause` chain or an AggregateError's parts. */
function networkCode(error, depth = 0) {
    if (!error || typeof error !== 'object' || depth > 5)
        return undefined;
    const e = error;
    if (typeof e.code === 'string' && NETWORK_CODES.has(e.code))
        return e.code;
    if (e.name === 'TimeoutError')
        return 'timeout';
    for (const inner of [e.cause, ...(Array.isArray(e.errors) ? e.errors : [])]) {
        const found = networkCode(inner, depth + 1);
        if (found)
            return found;
    }
    return undefined;
}
/** Secret values of the environment, in case a server or a library quotes them back. */
function scrub(text) {
    let out = text;
    for (const name of ['AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN']) {
        const value = process.env[name];
        if (value && value.length >= 8)
            out = out.split(value).join('***');
    }
    return out.length > 300 ? `${out.slice(0, 300)}…` : out;
}
function kindOf(f) {
    if (f.code === 'CredentialsProviderError')
        return 'credentials';
    if (SKEW_CODES.has(f.code))
        return 'clock-skew';
    if (CREDENTIAL_CODES.has(f.code) || DENIED_CODES.has(f.code) || f.status === 403) {
        return 'credentials';
    }
    if (f.code === 'NoSuchBucket')
        return 'bucket-missing';
    if (THROTTLE_CODES.has(f.code) || f.status === 429 || f.status === 503)
        return 'throttled';
    if (f.code === 'NoSuchKey' || f.code === 'NotFound' || f.status === 404)
        return 'not-found';
    if (f.code === 'PreconditionFailed' || f.status === 412)
        return 'exists';
    if (f.network && f.status === undefined)
        return 'unreachable';
    return 'other';
}
function objectName(ctx) {
    return ctx.key === undefined ? ctx.where : `'${ctx.key}' in ${ctx.where}`;
}
function messageOf(kind, f, ctx) {
    const status = f.status === undefined ? '' : `, HTTP ${f.status}`;
    switch (kind) {
        case 'credentials':
            if (f.code === 'CredentialsProviderError') {
                return (`no AWS credentials for ${ctx.where}: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, ` +
                    'or AWS_PROFILE, or AWS_ROLE_ARN with AWS_WEB_IDENTITY_TOKEN_FILE');
            }
            if (CREDENTIAL_CODES.has(f.code)) {
                return (`S3 refused the credentials (${f.code}) at ${ctx.server}: check AWS_ACCESS_KEY_ID and ` +
                    'AWS_SECRET_ACCESS_KEY (or AWS_SESSION_TOKEN, the profile or the role)');
            }
            return (`S3 denied ${ctx.op} of ${objectName(ctx)} (${f.code}${status}): ` +
                'the credentials lack the permission for it');
        case 'bucket-missing':
            return `S3 bucket '${ctx.bucket}' does not exist at ${ctx.server}`;
        case 'clock-skew':
            return (`S3 at ${ctx.server} says this machine's clock is off (${f.code}): ` +
                'signed requests must be within 15 minutes of the server time; set the clock');
        case 'throttled':
            return `S3 kept asking to slow down (${f.code}${status}) on ${ctx.op} of ${objectName(ctx)}, after retries`;
        case 'not-found':
            return `no object '${ctx.key ?? ''}' in ${ctx.where}`;
        case 'exists':
            return `an object '${ctx.key ?? ''}' already exists in ${ctx.where}: objects are never overwritten`;
        case 'unreachable':
            if (f.network && BROKEN_CODES.has(f.network)) {
                return `the connection to S3 at ${ctx.server} broke off (${f.network}) during ${ctx.op} of ${objectName(ctx)}`;
            }
            return `cannot reach S3 at ${ctx.server} (${f.network ?? f.code}) for ${ctx.op} of ${objectName(ctx)}`;
        default:
            return `S3 ${ctx.op} of ${objectName(ctx)} failed (${f.code}${status}): ${scrub(f.message)}`;
    }
}
/** The `RemoteError` for an SDK or network failure (a `RemoteError` is returned as is). */
function toRemoteError(error, ctx) {
    if (error instanceof port/* RemoteError */.Hi)
        return error;
    const f = facts(error);
    const kind = kindOf(f);
    return new port/* RemoteError */.Hi(kind, messageOf(kind, f, ctx), { key: ctx.key, cause: error });
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./.build/transfer/write-at.js
var write_at = __webpack_require__(98853);
;// CONCATENATED MODULE: ./.build/remote/s3-get.js
/**
 * `get` on S3, checked against the size and SHA-256 recorded in the object's metadata.
 *
 * - Into memory: one GetObject.
 * - Into a file: a GET of the first `rangeSize` bytes, whose answer gives the record and the whole
 *   size (no HeadObject first: one round trip less for every pack). An object that fits is done;
 *   a larger one is read by ranged GETs of `rangeSize` bytes, `rangeConcurrency` at once (the
 *   first answer serving the first range), each streamed to its offset. The digest is taken while
 *   writing (ranges are hashed in order; what a range ahead receives waits in memory, at most a
 *   few ranges). The content goes to a temporary file next to the destination, renamed over it
 *   only once it is checked: on any failure the temporary file is removed and the destination is
 *   left as it was.
 */









async function s3GetBuffer(access, key) {
    try {
        return await retryBroken(access, async () => {
            const response = await access.client.send(new access.sdk.GetObjectCommand({ Bucket: access.bucket, Key: access.objectKey(key) }));
            const body = response.Body;
            let expected;
            try {
                expected = recordedFacts(access, key, response.Metadata);
                sizeAgrees(access, key, response.ContentLength, expected);
            }
            catch (error) {
                body?.destroy();
                throw error;
            }
            const bytes = Buffer.from((await body?.transformToByteArray()) ?? new Uint8Array());
            checkFacts({ sha256: sha256Hex(bytes), size: bytes.length }, expected, access.name(key), key);
            return bytes;
        });
    }
    catch (error) {
        throw access.fail(error, 'get', key);
    }
}
/**
 * Runs `read` again when the connection breaks while the content flows: the SDK retries a
 * request until its answer's headers arrive, not the body after them. Same bounds as the SDK's
 * (`maxAttempts`, exponential backoff with jitter).
 */
async function retryBroken(access, read) {
    for (let attempt = 1;; attempt++) {
        try {
            return await read();
        }
        catch (error) {
            const sdkAnswer = typeof error === 'object' && error !== null && '$metadata' in error;
            const broken = !sdkAnswer && access.fail(error, 'get').kind === 'unreachable';
            if (!broken || attempt >= access.tuning.maxAttempts)
                throw error;
            await (0,external_node_timers_promises_.setTimeout)(Math.random() * Math.min(5_000, 100 * 2 ** attempt));
        }
    }
}
async function s3GetFile(access, key, dest) {
    const temporary = `${dest}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.partial`;
    try {
        const first = await openFirstRange(access, key);
        let opened = first.answer;
        // The first answer is used once; a read that breaks off asks again.
        const take = () => {
            const answer = opened;
            opened = undefined;
            return answer;
        };
        let actual;
        try {
            actual =
                first.size > access.tuning.rangeSize
                    ? await rangedToFile(access, key, temporary, first.expected, take)
                    : await retryBroken(access, () => singleToFile(access, key, temporary, first.expected, take()));
        }
        finally {
            take()?.Body?.destroy();
        }
        checkFacts(actual, first.expected, access.name(key), key);
        await (0,promises_.rename)(temporary, dest);
        return first.expected;
    }
    catch (error) {
        await (0,promises_.rm)(temporary, { force: true }).catch(() => undefined);
        throw access.fail(error, 'get', key);
    }
}
/**
 * The GET of the object's first `rangeSize` bytes: the recorded facts, the stored size (from
 * Content-Range) checked against them, and the answer with its body not yet read. An empty object
 * has no first byte to ask for (416): it is asked for whole.
 */
async function openFirstRange(access, key) {
    const get = (range) => access.client.send(new access.sdk.GetObjectCommand({
        Bucket: access.bucket,
        Key: access.objectKey(key),
        ...(range ? { Range: range } : {}),
    }));
    let answer;
    try {
        answer = await get(`bytes=0-${access.tuning.rangeSize - 1}`);
    }
    catch (error) {
        const status = error.$metadata?.httpStatusCode;
        if (status !== 416)
            throw error;
        answer = await get();
    }
    try {
        const expected = recordedFacts(access, key, answer.Metadata);
        const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
        const size = total === undefined ? answer.ContentLength : Number(total);
        sizeAgrees(access, key, size, expected);
        return { answer, expected, size: size ?? expected.size };
    }
    catch (error) {
        answer.Body?.destroy();
        throw error;
    }
}
/** An `integrity` error when the stored length differs from the recorded size. */
function sizeAgrees(access, key, contentLength, expected) {
    if (contentLength !== undefined && contentLength !== expected.size) {
        checkFacts({ sha256: '', size: contentLength }, expected, access.name(key), key);
    }
}
/** The record must not change between the first GET and the others (the object was replaced). */
function sameRecord(access, key, metadata, expected) {
    const now = recordedFacts(access, key, metadata);
    if (now.sha256 !== expected.sha256 || now.size !== expected.size) {
        throw new port/* RemoteError */.Hi('integrity', `${access.name(key)} was replaced while it was read`, {
            key,
        });
    }
}
/** The whole object into `file`, from `given` (the first range's answer, when it holds it all). */
async function singleToFile(access, key, file, expected, given) {
    const response = given ??
        (await access.client.send(new access.sdk.GetObjectCommand({ Bucket: access.bucket, Key: access.objectKey(key) })));
    const body = response.Body;
    try {
        sameRecord(access, key, response.Metadata, expected);
    }
    catch (error) {
        body?.destroy();
        throw error;
    }
    if (!body)
        throw new port/* RemoteError */.Hi('other', `${access.name(key)}: S3 sent no content`, { key });
    const digest = new DigestStream();
    await (0,external_node_stream_promises_.pipeline)(body, digest, (0,external_node_fs_.createWriteStream)(file));
    return digest.facts();
}
/**
 * Ranged GETs into `file`, `rangeConcurrency` at once, each streamed: its chunks are written at
 * their offset in batches as they arrive, and hashed at once when every range before it is hashed
 * (the head), else held in memory until it is (at most `rangeConcurrency` ranges ahead of the
 * head). A range whose connection breaks is read again from the first byte not yet written.
 */
async function rangedToFile(access, key, file, expected, firstAnswer) {
    const { rangeSize, rangeConcurrency } = access.tuning;
    const count = Math.ceil(expected.size / rangeSize);
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let hashedBytes = 0;
    // Per range: bytes written so far, written chunks not yet hashed, and whether it is whole.
    const written = new Array(count).fill(0);
    const held = Array.from({ length: count }, () => []);
    const whole = new Array(count).fill(false);
    let head = 0;
    const window = rangeConcurrency + 1;
    let wake = [];
    const wakeAll = () => {
        const waiting = wake;
        wake = [];
        for (const resolve of waiting)
            resolve();
    };
    const controller = new AbortController();
    let next = 0;
    let failure;
    /** Hashes what the head range and the whole ranges after it hold, in order. */
    const advance = () => {
        const before = head;
        while (head < count) {
            for (const chunk of held[head]) {
                hash.update(chunk);
                hashedBytes += chunk.length;
            }
            held[head] = [];
            if (!whole[head])
                break;
            head++;
        }
        if (head !== before)
            wakeAll();
    };
    const fetchRange = async (handle, index) => {
        const first = index * rangeSize;
        const end = Math.min(expected.size, first + rangeSize) - 1;
        const start = first + written[index];
        const response = (index === 0 && start === 0 ? firstAnswer() : undefined) ??
            (await access.client.send(new access.sdk.GetObjectCommand({
                Bucket: access.bucket,
                Key: access.objectKey(key),
                Range: `bytes=${start}-${end}`,
            }), { abortSignal: controller.signal }));
        const body = response.Body;
        try {
            sameRecord(access, key, response.Metadata, expected);
            if (!body)
                throw new port/* RemoteError */.Hi('other', `${access.name(key)}: S3 sent no content`, { key });
            let batch = [];
            let batchBytes = 0;
            const flush = async () => {
                if (first + written[index] + batchBytes > end + 1) {
                    throw new port/* RemoteError */.Hi('integrity', `${access.name(key)} gave more than the ${end - first + 1} bytes of the range ${first}-${end}: it was replaced or is damaged`, { key });
                }
                await (0,write_at/* writeAllAt */.E)(handle, batch, first + written[index]);
                written[index] += batchBytes;
                held[index].push(...batch);
                if (index === head)
                    advance();
                batch = [];
                batchBytes = 0;
            };
            for await (const chunk of body) {
                batch.push(chunk);
                batchBytes += chunk.length;
                if (batchBytes >= write_at/* WRITE_BATCH */.$)
                    await flush();
            }
            await flush();
        }
        catch (error) {
            body?.destroy();
            throw error;
        }
        if (first + written[index] !== end + 1) {
            throw new port/* RemoteError */.Hi('integrity', `${access.name(key)} gave ${written[index]} bytes for the range ${first}-${end}: it was replaced or is damaged`, { key });
        }
        whole[index] = true;
        if (index === head)
            advance();
    };
    const worker = async (handle) => {
        while (failure === undefined && next < count) {
            const index = next++;
            // Keep at most `window` ranges ahead of the hash, so memory stays bounded.
            while (index >= head + window && failure === undefined) {
                await new Promise((resolve) => wake.push(resolve));
            }
            if (failure !== undefined)
                return;
            try {
                await retryBroken(access, () => fetchRange(handle, index));
            }
            catch (error) {
                failure ??= error;
                controller.abort();
                wakeAll();
            }
        }
    };
    const handle = await (0,promises_.open)(file, 'wx');
    try {
        const width = Math.max(1, Math.min(rangeConcurrency, count));
        await Promise.all(Array.from({ length: width }, () => worker(handle)));
    }
    finally {
        await handle.close();
    }
    if (failure !== undefined)
        throw failure;
    return { sha256: hash.digest('hex'), size: hashedBytes };
}

;// CONCATENATED MODULE: ./.build/remote/s3-put.js
/**
 * `put` on S3: an immutable object under a new key, with its size and SHA-256 in its metadata.
 *
 * - Up to `multipartThreshold` bytes: one PutObject with `If-None-Match: *`, which S3 (and Ceph)
 *   answers with 412 when the key exists. The content is in memory (a file is read whole, at
 *   most the threshold), so the SDK can send it again on a retry.
 * - Larger: a multipart upload (lib-storage `Upload`, `partSize` parts, `partConcurrency` at once)
 *   streamed from the file and hashed on the way. A HeadObject first refuses an existing key:
 *   AWS also honours `If-None-Match` on CompleteMultipartUpload, but Ceph Pacific ignores it.
 *   Content that turns out not to match the given facts is deleted again.
 *
 * A key that already holds content with the same size and SHA-256 counts as stored: a retried
 * PutObject whose first answer was lost gets 412 for its own object, and that is no failure.
 */






/** Bytes per read of a file being uploaded (the stream's default, 64 KiB, is 16 times the calls). */
const READ_CHUNK = 1024 * 1024;
async function s3Put(access, key, source, facts) {
    if (!validFacts(facts)) {
        throw new port/* RemoteError */.Hi('other', `put of ${access.name(key)}: the size and SHA-256 given are not valid (a whole number of bytes, 64 lowercase hex digits)`, { key });
    }
    try {
        if (typeof source !== 'string') {
            await putBytes(access, key, Buffer.from(source.buffer, source.byteOffset, source.length), facts);
            return;
        }
        const size = await fileSize(source, key);
        if (size !== facts.size) {
            throw new port/* RemoteError */.Hi('integrity', `put of ${access.name(key)}: the file '${source}' has ${size} bytes, not ${facts.size} as given`, { key });
        }
        if (size <= access.tuning.multipartThreshold) {
            await putBytes(access, key, await (0,promises_.readFile)(source), facts);
        }
        else {
            await putMultipart(access, key, source, facts);
        }
    }
    catch (error) {
        const failure = access.fail(error, 'put', key);
        if (failure.kind !== 'exists')
            throw failure;
        // Our own object (a retry after a lost answer) or the same content: stored either way.
        const present = await headFacts(access, key, 'put');
        if (present && present.sha256 === facts.sha256 && present.size === facts.size)
            return;
        throw failure;
    }
}
async function fileSize(file, key) {
    try {
        return (await (0,promises_.stat)(file)).size;
    }
    catch (error) {
        const code = error.code ?? 'error';
        throw new port/* RemoteError */.Hi('other', `put of '${key}': cannot read the file '${file}' (${code})`, {
            key,
            cause: error,
        });
    }
}
function sourceMismatch(access, key, actual, facts) {
    try {
        checkFacts(actual, facts, `put of ${access.name(key)}: the content`, key);
    }
    catch (error) {
        return error;
    }
    return undefined;
}
async function putBytes(access, key, bytes, facts) {
    const mismatch = sourceMismatch(access, key, { sha256: sha256Hex(bytes), size: bytes.length }, facts);
    if (mismatch)
        throw mismatch;
    await access.client.send(new access.sdk.PutObjectCommand({
        Bucket: access.bucket,
        Key: access.objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: 'application/octet-stream',
        IfNoneMatch: '*',
        Metadata: metadataOf(facts),
    }));
}
async function putMultipart(access, key, file, facts) {
    if (await headFacts(access, key, 'put')) {
        throw new port/* RemoteError */.Hi('exists', `an object ${access.name(key)} already exists`, { key });
    }
    const { Upload } = await Promise.all(/* import() */[__webpack_require__.e(3711), __webpack_require__.e(2358)]).then(__webpack_require__.t.bind(__webpack_require__, 22358, 19));
    const digest = new DigestStream();
    // The file's read error, if any (a failed read also fails the upload, which reads `digest`).
    let readError;
    let stopped = false;
    const reading = (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(file, { highWaterMark: READ_CHUNK }), digest).catch((error) => {
        if (!stopped)
            readError = error;
    });
    const upload = new Upload({
        client: access.client,
        params: {
            Bucket: access.bucket,
            Key: access.objectKey(key),
            Body: digest,
            ContentType: 'application/octet-stream',
            IfNoneMatch: '*',
            Metadata: metadataOf(facts),
        },
        partSize: access.tuning.partSize,
        queueSize: access.tuning.partConcurrency,
        leavePartsOnError: false,
    });
    let uploadError;
    try {
        await upload.done();
    }
    catch (error) {
        uploadError = error;
        // Nobody reads the file any more: stop it, or the read would wait for a reader forever.
        stopped = readError === undefined;
        digest.destroy();
    }
    await reading;
    if (readError !== undefined) {
        const code = readError.code ?? 'error';
        throw new port/* RemoteError */.Hi('other', `put of '${key}': cannot read the file '${file}' (${code})`, {
            key,
            cause: readError,
        });
    }
    if (uploadError !== undefined)
        throw uploadError;
    const mismatch = sourceMismatch(access, key, digest.facts(), facts);
    if (mismatch) {
        await access.client
            .send(new access.sdk.DeleteObjectCommand({ Bucket: access.bucket, Key: access.objectKey(key) }))
            .catch(() => undefined);
        throw mismatch;
    }
}

// EXTERNAL MODULE: ./.build/remote/s3-url.js
var s3_url = __webpack_require__(10323);
;// CONCATENATED MODULE: ./.build/remote/s3.js









/** S3 keys are at most 1024 bytes (UTF-8). */
const MAX_KEY_BYTES = 1024;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
function invalid(message) {
    throw new errors/* CiStateError */.eS('invalid_input', message);
}
/** The endpoint without credentials, query or fragment; a URL with user info is refused. */
function checkEndpoint(endpoint) {
    let url;
    try {
        url = new URL(endpoint);
    }
    catch {
        return invalid(`the S3 endpoint ${(0,errors/* quote */.hD)(endpoint)} is not a URL (e.g. https://s3.example.com)`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return invalid(`the S3 endpoint must be an http:// or https:// URL, not ${url.protocol}//…`);
    }
    if (url.username || url.password) {
        return invalid('the S3 endpoint must not hold credentials (user:password@): use AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
    }
    if (url.search || url.hash)
        return invalid('the S3 endpoint must not have a query or fragment');
    return url;
}
function normalPrefix(prefix) {
    const bare = prefix.replace(/^\/+|\/+$/g, '');
    if (bare === '')
        return '';
    if (CONTROL.test(bare))
        return invalid(`the S3 prefix ${(0,errors/* quote */.hD)(prefix)} has control characters`);
    if (Buffer.byteLength(bare) + 1 > s3_url/* MAX_PREFIX_BYTES */.wE) {
        return invalid(`the S3 prefix is longer than ${s3_url/* MAX_PREFIX_BYTES */.wE} bytes`);
    }
    return `${bare}/`;
}
class S3Store {
    bucket;
    prefix;
    region;
    endpoint;
    forcePathStyle;
    tuning;
    location;
    server;
    loading;
    loaded;
    constructor(settings) {
        const problem = (0,s3_url/* bucketNameProblem */.Bn)(settings.bucket);
        if (problem)
            invalid(`the S3 bucket: ${problem}`);
        this.bucket = settings.bucket;
        this.prefix = normalPrefix(settings.prefix ?? '');
        this.endpoint = settings.endpoint === undefined ? undefined : checkEndpoint(settings.endpoint);
        this.region = settings.region ?? (this.endpoint ? 'us-east-1' : undefined);
        this.forcePathStyle = settings.forcePathStyle ?? false;
        this.tuning = { ...DEFAULT_S3_TUNING, ...settings.tuning };
        const url = (0,s3_url/* formatS3Url */.LL)({ bucket: this.bucket, prefix: this.prefix });
        if (this.endpoint) {
            const path = this.endpoint.pathname === '/' ? '' : this.endpoint.pathname;
            this.server = `${this.endpoint.origin}${path}`;
            this.location = `${url} at ${this.endpoint.host}`;
        }
        else {
            this.server = this.region ? `AWS S3 in ${this.region}` : 'AWS S3';
            this.location = this.region ? `${url} (AWS ${this.region})` : url;
        }
    }
    describe() {
        return this.location;
    }
    async put(key, source, facts) {
        const access = await this.access('put', key);
        await s3Put(access, key, source, facts);
    }
    async get(key, dest) {
        const access = await this.access('get', key);
        return dest === undefined ? s3GetBuffer(access, key) : s3GetFile(access, key, dest);
    }
    async list(prefix) {
        if (CONTROL.test(prefix))
            this.badKey(prefix, 'has control characters');
        const access = await this.access('list');
        const objects = [];
        try {
            const pages = access.sdk.paginateListObjectsV2({ client: access.client, pageSize: 1000 }, { Bucket: this.bucket, Prefix: this.prefix + prefix });
            for await (const page of pages) {
                for (const entry of page.Contents ?? []) {
                    if (!entry.Key?.startsWith(this.prefix))
                        continue;
                    objects.push({
                        key: entry.Key.slice(this.prefix.length),
                        size: entry.Size ?? 0,
                        created: entry.LastModified ?? new Date(0),
                    });
                }
            }
        }
        catch (error) {
            throw access.fail(error, 'list', prefix === '' ? undefined : prefix);
        }
        // Newest first; objects of the same time in reverse key order (later names first).
        return objects.sort((a, b) => b.created.getTime() - a.created.getTime() || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
    }
    async delete(keys) {
        if (keys.length === 0)
            return;
        const access = await this.access('delete', keys[0]);
        for (const key of keys)
            this.objectKey(key);
        for (let i = 0; i < keys.length; i += 1000) {
            const batch = keys.slice(i, i + 1000);
            let result;
            try {
                result = await access.client.send(new access.sdk.DeleteObjectsCommand({
                    Bucket: this.bucket,
                    Delete: { Objects: batch.map((key) => ({ Key: this.objectKey(key) })), Quiet: true },
                }));
            }
            catch (error) {
                throw access.fail(error, 'delete', batch.length === 1 ? batch[0] : undefined);
            }
            const failed = (result.Errors ?? []).find((e) => e.Code !== 'NoSuchKey');
            if (failed) {
                const key = failed.Key?.slice(this.prefix.length);
                const cause = Object.assign(new Error(failed.Message ?? failed.Code ?? 'failed'), {
                    name: failed.Code ?? 'Error',
                });
                throw access.fail(cause, 'delete', key);
            }
        }
    }
    /** Closes the client's connections (the store stays usable: a later call opens new ones). */
    destroy() {
        this.loaded?.client.destroy();
    }
    badKey(key, why) {
        throw new port/* RemoteError */.Hi('other', `the key ${(0,errors/* quote */.hD)(key)} for ${this.location} ${why}`, { key });
    }
    objectKey(key) {
        if (typeof key !== 'string' || key === '')
            this.badKey(String(key), 'is empty');
        if (key.startsWith('/'))
            this.badKey(key, "starts with '/'");
        if (CONTROL.test(key))
            this.badKey(key, 'has control characters');
        const full = this.prefix + key;
        if (Buffer.byteLength(full) > MAX_KEY_BYTES) {
            this.badKey(key, `is longer than S3's ${MAX_KEY_BYTES} bytes with the prefix`);
        }
        return full;
    }
    /** The SDK and client, loaded on first use; the key is checked first. */
    async access(op, key) {
        if (key !== undefined && op !== 'list')
            this.objectKey(key);
        this.loading ??= this.load().then((access) => (this.loaded = access));
        try {
            return await this.loading;
        }
        catch (error) {
            this.loading = undefined;
            throw error;
        }
    }
    async load() {
        let sdk;
        try {
            sdk = await __webpack_require__.e(/* import() */ 3711).then(__webpack_require__.t.bind(__webpack_require__, 53711, 19));
        }
        catch (error) {
            throw new port/* RemoteError */.Hi('other', 'S3 storage needs the package @aws-sdk/client-s3 (and @aws-sdk/lib-storage): install them next to ci-state', { cause: error });
        }
        const client = new sdk.S3Client({
            region: this.region,
            endpoint: this.endpoint ? this.server : undefined,
            forcePathStyle: this.forcePathStyle,
            followRegionRedirects: true,
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
            maxAttempts: this.tuning.maxAttempts,
            retryMode: 'standard',
            // No `Expect: 100-continue` (the SDK's default from 2 MiB): the SDK sends such a request on
            // a new connection that is not kept alive and holds the body for the server's 100, two
            // round trips (and a TLS handshake) more for every pack and every part of an upload.
            expectContinueHeader: false,
            // Through HTTPS_PROXY / HTTP_PROXY when set, as the AWS CLI goes (NO_PROXY honoured).
            requestHandler: {
                connectionTimeout: 10_000,
                requestTimeout: 120_000,
                ...((0,proxy/* proxySet */.zJ)() ? { httpAgent: (0,proxy/* agentProxyOptions */.GU)(), httpsAgent: (0,proxy/* agentProxyOptions */.GU)() } : {}),
            },
        });
        const context = { bucket: this.bucket, where: this.location, server: this.server };
        return {
            sdk,
            client,
            bucket: this.bucket,
            tuning: this.tuning,
            objectKey: (key) => this.objectKey(key),
            name: (key) => `'${key}' in ${this.location}`,
            fail: (error, op, key) => toRemoteError(error, { ...context, op, key }),
        };
    }
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
