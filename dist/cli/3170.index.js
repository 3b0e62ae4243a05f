export const id = 3170;
export const ids = [3170,832];
export const modules = {

/***/ 13930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OD: () => (/* binding */ scopeKey),
/* harmony export */   Si: () => (/* binding */ newId),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   eG: () => (/* binding */ laterOf),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   lO: () => (/* binding */ compareIso),
/* harmony export */   ol: () => (/* binding */ digestOf),
/* harmony export */   tK: () => (/* binding */ toIso),
/* harmony export */   z4: () => (/* binding */ msBetween)
/* harmony export */ });
/* unused harmony export walkCanonical */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8005);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22720);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82437);
/**
 * Canonical JSON, digests, scope keys and ids. Canonical JSON has sorted object keys and no
 * whitespace, so equal data always gives the same text and the same sha256 whatever the key order.
 */





/**
 * JSON text with object keys sorted (by UTF-16 code units), arrays in order. Follows JSON.stringify
 * for everything else: `toJSON` is honoured, undefined/functions/symbols in objects are dropped (and
 * become null in arrays), non-finite numbers become null. Cycles and bigints are refused.
 *
 * The engine's own serializer does the work, each object handed to it as a copy with its keys
 * sorted: about twice as fast as a walk in JavaScript on a large manifest (docs/performance.md,
 * "Numbers behind choices in the code"). An object with a key that looks like an array index
 * cannot be copied in sorted order (the engine lists such keys first, in numeric order), nor can
 * a key "__proto__", and cycles and bigints must be refused with our own error: those go through
 * `walkCanonical`, which gives the same text.
 */
function canonicalJson(value) {
    try {
        const text = JSON.stringify(value, withSortedKeys);
        if (text !== undefined)
            return text;
    }
    catch {
        // an index-like key, a cycle, a bigint: the walk says what is wrong, if anything
    }
    return walkCanonical(value);
}
const INDEX_LIKE = /^(?:0|[1-9][0-9]*)$/;
const UNSORTABLE = new Error('a key the engine does not keep in order');
function withSortedKeys(_key, v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return v;
    const record = v;
    const sorted = {};
    for (const key of Object.keys(record).sort()) {
        // "__proto__" (JSON.parse makes such keys) would set the copy's prototype, not a key.
        if (key === '__proto__' || INDEX_LIKE.test(key))
            throw UNSORTABLE;
        sorted[key] = record[key];
    }
    return sorted;
}
/** `canonicalJson` by a walk in JavaScript: the reference, and the way for what the fast one refuses. */
function walkCanonical(value) {
    const seen = new Set();
    const walk = (v, inArray) => {
        if (v !== null &&
            typeof v === 'object' &&
            typeof v.toJSON === 'function') {
            v = v.toJSON();
        }
        if (v === null)
            return 'null';
        switch (typeof v) {
            case 'string':
                return JSON.stringify(v);
            case 'number':
                return Number.isFinite(v) ? JSON.stringify(v) : 'null';
            case 'boolean':
                return v ? 'true' : 'false';
            case 'bigint':
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'canonical JSON: a bigint is not JSON data');
            case 'undefined':
            case 'function':
            case 'symbol':
                return inArray ? 'null' : undefined;
            default:
                break;
        }
        const obj = v;
        if (seen.has(obj)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', 'canonical JSON: the value has a cycle');
        }
        seen.add(obj);
        let out;
        if (Array.isArray(obj)) {
            out = `[${obj.map((item) => walk(item, true)).join(',')}]`;
        }
        else {
            const record = obj;
            const parts = [];
            for (const key of Object.keys(record).sort()) {
                const text = walk(record[key], false);
                if (text !== undefined)
                    parts.push(`${JSON.stringify(key)}:${text}`);
            }
            out = `{${parts.join(',')}}`;
        }
        seen.delete(obj);
        return out;
    };
    return walk(value, false) ?? 'null';
}
/** Lowercase hex sha256 of a string (UTF-8) or bytes. */
function sha256Hex(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
/** sha256 of the canonical JSON of a value. */
function digestOf(value) {
    return sha256Hex(canonicalJson(value));
}
/**
 * The key of a scope in store file names and cache keys: the first 32 hex characters of the sha256
 * of its canonical JSON. The scope is normalised first (a missing matrix is the same as "").
 */
function scopeKey(scope) {
    // The scope field of the generated RunState validator parses it as Scope does, without building
    // the schemas; what it refuses, zod checks again to say why.
    const out = {};
    if (_state_validator_generated_js__WEBPACK_IMPORTED_MODULE_4__/* .RunStateFields */ .GR['scope']?.({ scope }, out))
        return digestOf(out.scope).slice(0, 32);
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .Scope */ .HG.safeParse(scope);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `scope is not valid: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .formatIssues */ .og)(parsed.error.issues).join('; ')}`);
    }
    return digestOf(parsed.data).slice(0, 32);
}
/**
 * A new id: `<prefix>-<yyyymmddThhmmssZ>-<8 hex>`. Sortable by time; the random part comes from
 * `randomHex` when given (tests, replays) or from node:crypto.
 */
function newId(prefix, now, randomHex) {
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(prefix)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `id prefix ${JSON.stringify(prefix)} is not valid: expected 1-32 lowercase letters, digits or "-", starting with a letter`);
    }
    const iso = toIso(now, 'id time');
    const stamp = iso.replace(/[-:]/g, '').replace(/\.\d+/, '');
    const random = (randomHex ?? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)().replace(/-/g, '')).toLowerCase();
    if (!/^[0-9a-f]{8,}$/.test(random)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_input', `id randomness ${JSON.stringify(random.slice(0, 40))} is not valid: expected at least 8 hex digits`);
    }
    return `${prefix}-${stamp}-${random.slice(0, 8)}`;
}
/**
 * A time given to the core (the core has no clock): a Date or an ISO 8601 string with a time zone.
 * Returns the normalised UTC form (`2024-05-01T12:00:00.000Z`).
 */
function toIso(now, what = 'now') {
    let date;
    if (now instanceof Date)
        date = now;
    else if (typeof now === 'string' &&
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(now)) {
        date = new Date(now);
    }
    else {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_time', `${what} ${JSON.stringify(String(now).slice(0, 60))} is not a time: expected an ISO 8601 date-time with a time zone, e.g. 2024-05-01T12:00:00Z`);
    }
    const ms = date.getTime();
    if (!Number.isFinite(ms) || ms < 0 || ms > 253402300799999) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CiStateError */ .eS('invalid_time', `${what} ${JSON.stringify(String(now).slice(0, 60))} is not a time: expected an ISO 8601 date-time between years 1970 and 9999`);
    }
    return date.toISOString();
}
/** Milliseconds from `a` to `b` (ISO strings); 0 when either is missing or b is before a. */
function msBetween(a, b) {
    if (a === undefined || b === undefined)
        return 0;
    const d = Date.parse(b) - Date.parse(a);
    return Number.isFinite(d) && d > 0 ? d : 0;
}
/** The later of two ISO times (the first when they are equal or the second is missing). */
function laterOf(a, b) {
    if (b === undefined)
        return a;
    return Date.parse(b) > Date.parse(a) ? b : a;
}
/** Compares ISO times: negative when a is before b. */
function compareIso(a, b) {
    return Date.parse(a) - Date.parse(b);
}


/***/ }),

/***/ 8005:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eS: () => (/* binding */ CiStateError),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   yh: () => (/* binding */ listWords)
/* harmony export */ });
/* unused harmony export isCiStateError */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15677);
/**
 * The one error type the core throws. Every message is a single line that names the input and says
 * what is accepted, so the CLI and the Action can print it as is (an annotation, a log line).
 */

const CODE_PATTERN = /^[a-z][a-z0-9_]*$/;
class CiStateError extends Error {
    name = 'CiStateError';
    code;
    exitCode;
    /** Every individual problem (the message may list only the first ones when there are many). */
    details;
    /**
     * `new CiStateError(code, message, options?)`. The third argument may be just the exit code.
     * For callers written against the other order, `(message, code)` is recognised (a code is one
     * snake_case word; a message has spaces) and taken as meant.
     */
    constructor(code, message, options = {}) {
        if (!CODE_PATTERN.test(code) && CODE_PATTERN.test(message))
            [code, message] = [message, code];
        const opts = typeof options === 'number' ? { exitCode: options } : options;
        super((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(message), opts.cause === undefined ? undefined : { cause: opts.cause });
        this.code = code;
        this.exitCode = opts.exitCode ?? 2;
        this.details = opts.details ?? [];
    }
}
function isCiStateError(err) {
    return err instanceof CiStateError;
}
/** Error messages stay on one line (core/text.ts); exported here with the other message helpers. */

/**
 * Quotes an untrusted value for an error message: JSON string syntax (so it is one line and its
 * bounds are visible), cut to `max` characters.
 */
function quote(value, max = 80) {
    let text;
    if (typeof value === 'string')
        text = value;
    else {
        try {
            text = JSON.stringify(value) ?? String(value);
        }
        catch {
            text = String(value);
        }
    }
    if (text.length > max)
        text = `${text.slice(0, max)}…`;
    return JSON.stringify(text);
}
/** "a, b, c or d" */
function listWords(items, conjunction = 'or') {
    if (items.length === 0)
        return '(none)';
    if (items.length === 1)
        return items[0];
    return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}


/***/ }),

/***/ 15677:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   jZ: () => (/* binding */ sanitizeText)
/* harmony export */ });
/* unused harmony export wellFormed */
/**
 * Untrusted text made harmless before it is shown: one cleaner for reports, terminal lines and
 * error messages, so each place removes the same dangerous characters.
 */
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-Z\\-_])/g;
// C0 controls but tab and line feed, DEL and C1 controls (NEL included).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// Any run of controls, tab and line feed included (one line: each run is one space).
// eslint-disable-next-line no-control-regex
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f]+/g;
/** Line breaks of any kind, with the white space around them. */
const LINE_BREAKS = /\s*[\r\n\u2028\u2029]+\s*/g;
/** Bidirectional embeddings, overrides, isolates and marks: they reorder what a reader sees. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Invisible characters with no legitimate use in a report (ZWJ and ZWNJ are kept: scripts, emoji). */
const INVISIBLE = /[\u00ad\u180e\u200b\u2060-\u2064\ufeff]|\udb40[\udc00-\udc7f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** `text` with lone surrogates replaced by U+FFFD (what a UTF-8 round trip gives). */
function wellFormed(text) {
    return String(text).replace(LONE_SURROGATE, '\ufffd');
}
/**
 * Normalises untrusted text before any escaping: ANSI escape sequences and control characters
 * are removed, line endings become `\n` (also `\r`, U+2028, U+2029), bidi controls become U+FFFD
 * (so the reader sees that something was there), invisible characters (zero-width space, word
 * joiner, BOM, soft hyphen, tag characters) are removed, and lone surrogates become U+FFFD.
 * With `oneLine`, line breaks with the white space around them, and each run of other controls
 * (tabs included), become one space instead, so words on either side stay apart.
 */
function sanitizeText(text, options = {}) {
    const s = wellFormed(text).replace(ANSI, '');
    const flat = options.oneLine
        ? s.replace(LINE_BREAKS, ' ').replace(CONTROL_RUNS, ' ')
        : s.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(CONTROLS, '');
    return flat.replace(BIDI, '\ufffd').replace(INVISIBLE, '');
}
/** `sanitizeText(text, { oneLine: true })`: a message or terminal line that stays one line. */
function oneLine(text) {
    return sanitizeText(text, { oneLine: true });
}


/***/ }),

/***/ 58451:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  builders: () => (/* binding */ builders)
});

// NAMESPACE OBJECT: ./node_modules/zod/v4/classic/iso.js
var iso_namespaceObject = {};
__webpack_require__.r(iso_namespaceObject);
__webpack_require__.d(iso_namespaceObject, {
  ZodISODate: () => (schemas/* ZodISODate */.Brp),
  ZodISODateTime: () => (schemas/* ZodISODateTime */.You),
  ZodISODuration: () => (schemas/* ZodISODuration */.$A2),
  ZodISOTime: () => (schemas/* ZodISOTime */.WV4),
  date: () => (date),
  datetime: () => (datetime),
  duration: () => (duration),
  time: () => (time)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(43759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(schemas/* ZodISODateTime */.You, params);
}
function date(params) {
    return api/* _isoDate */.db(schemas/* ZodISODate */.Brp, params);
}
function time(params) {
    return api/* _isoTime */.Kn(schemas/* ZodISOTime */.WV4, params);
}
function duration(params) {
    return api/* _isoDuration */.f2(schemas/* ZodISODuration */.$A2, params);
}

// EXTERNAL MODULE: ./.build/core/zod-slot.js
var zod_slot = __webpack_require__(41194);
;// CONCATENATED MODULE: ./.build/core/zod-builders.js
/**
 * Loads zod for the core's schemas (see zod.ts): importing this module is what makes them usable.
 * The builders are named one by one so that a bundle leaves out the rest of zod (its messages in
 * other languages are half of it); a schema that needs another builder adds it here.
 */


const builders = {
    array: schemas/* array */.YOg,
    boolean: schemas/* boolean */.zMY,
    discriminatedUnion: schemas/* discriminatedUnion */.gMt,
    enum: schemas/* enum */.k5n,
    iso: iso_namespaceObject,
    lazy: schemas/* lazy */.RZV,
    literal: schemas/* literal */.euz,
    null: schemas/* null */.chJ,
    number: schemas/* number */.aig,
    record: schemas/* record */.g1P,
    strictObject: schemas/* strictObject */.rej,
    string: schemas/* string */.YjP,
    union: schemas/* union */.KCZ,
    unknown: schemas/* unknown */.L5J,
};
(0,zod_slot/* useBuilders */.s)(builders);


/***/ }),

/***/ 97779:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ARTIFACT_INTERVAL_MS: () => (/* binding */ ARTIFACT_INTERVAL_MS),
/* harmony export */   PersisterConfig: () => (/* binding */ PersisterConfig),
/* harmony export */   persisterMain: () => (/* binding */ persisterMain),
/* harmony export */   startPersister: () => (/* binding */ startPersister)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(92857);
/* harmony import */ var _core_zod_builders_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58451);
/* harmony import */ var _transfer_channel_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96095);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3160);
/**
 * The job's persistence process. The main step starts it (`startPersister`), detached, with the
 * runtime variables on its stdin: it is the only process of the job's later steps that holds the
 * token, and the runner ends it with the job. It listens on the session's channel (channel.ts):
 * after each phase end `ci-state` asks it to save, and returns at once. It saves the store's
 * newest state (a request that comes while a save is in flight is served by the next one, so
 * intermediate states are skipped), ships the checkpoint packs the state needs, to the cache at
 * every save and as an artifact at most every `artifactIntervalMs` and whenever a step waits for
 * the save (a side effect, fail-on-error, `flush`: that state must outlive an evicted cache entry),
 * with the retry policy of every save, and keeps what was verified. The post step drains it (`drain`), then saves the final state.
 *
 * Its log (RUNNER_TEMP) has one line per save; the post step shows it.
 */




 // the schemas' zod (see core/zod.ts)


/** How often the process checks that the job's store is still there. */
const STORE_CHECK_MS = 10_000;
/** An artifact copy of the state at most this often (and always at the end, by the post step). */
const ARTIFACT_INTERVAL_MS = 60_000;
/** What the main step hands the process on its stdin. */
const PersisterConfig = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    session: _session_js__WEBPACK_IMPORTED_MODULE_5__/* .SessionFile */ .xg.required({ persister: true }),
    /** ACTIONS_RUNTIME_TOKEN and friends (RUNTIME_VARIABLES). */
    runtime: zod__WEBPACK_IMPORTED_MODULE_6__/* .partialRecord */ .jgl(zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(_session_js__WEBPACK_IMPORTED_MODULE_5__/* .RUNTIME_VARIABLES */ .b1), zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()),
    integrityKey: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    artifactIntervalMs: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nonnegative(),
});
/** The environment of the process: the step's, without the runtime variables and the inputs. */
function childEnv(env) {
    const out = {};
    for (const [k, v] of Object.entries(env)) {
        if (/^(ACTIONS_|INPUT_|STATE_)/.test(k) || k === 'GITHUB_TOKEN')
            continue;
        out[k] = v;
    }
    return out;
}
/**
 * Starts the job's persistence process (`cli` is the CLI bundle, which runs it as `ci-state
 * __persist`), detached, its output to `logFile`; its address. The step does not wait for it to
 * listen: a first request that comes before it does waits for it (RunnerSession.handOff).
 */
async function startPersister(opts) {
    const env = opts.env ?? process.env;
    const id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(6).toString('hex');
    const runtime = {};
    for (const name of _session_js__WEBPACK_IMPORTED_MODULE_5__/* .RUNTIME_VARIABLES */ .b1)
        if (env[name])
            runtime[name] = env[name];
    const log = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.openSync)(opts.logFile, 'a', 0o600);
    try {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, [opts.cli, '__persist'], {
            detached: true,
            stdio: ['pipe', 'ignore', log],
            env: childEnv(env),
            windowsHide: true,
        });
        const failed = new Promise((resolve) => child.once('error', (e) => resolve(e.message)));
        if (child.pid === undefined)
            return { problem: await failed };
        const address = {
            socket: (0,_transfer_channel_js__WEBPACK_IMPORTED_MODULE_4__/* .socketPathFor */ .OR)(opts.sessionDir, id),
            secret: (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(32).toString('hex'),
            pid: child.pid,
            log: opts.logFile,
        };
        const config = {
            session: { ...opts.session, persister: address },
            runtime,
            ...(opts.integrityKey ? { integrityKey: opts.integrityKey } : {}),
            artifactIntervalMs: Number(env.CI_STATE_ARTIFACT_INTERVAL_MS ?? ARTIFACT_INTERVAL_MS),
        };
        const stdin = child.stdin;
        await new Promise((resolve) => stdin.end(JSON.stringify(config), () => resolve()));
        child.unref();
        return { address };
    }
    catch (e) {
        return { problem: e.message };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.closeSync)(log);
    }
}
/** Reads the configuration from stdin, listens, and serves until drained. */
async function persisterMain() {
    const chunks = [];
    for await (const c of process.stdin)
        chunks.push(c);
    const config = PersisterConfig.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    // In this process only: the toolkit clients read them from the environment.
    Object.assign(process.env, config.runtime);
    process.umask(0o077);
    const log = (line) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);
    const persister = new Persister(config, log);
    const channel = await (0,_transfer_channel_js__WEBPACK_IMPORTED_MODULE_4__/* .serveChannel */ .H_)(config.session.persister.socket, { secret: config.session.persister.secret, scopeKey: config.session.scopeKey }, (req) => persister.handle(req), (why) => {
        persister.status.refused++;
        log(`refused a request: ${why}`);
    });
    log(`listening (process ${process.pid})`);
    // The runner ends it with the job; elsewhere (a job that never reaches its post step and is not
    // cleaned up) it ends once the job's store is gone.
    const watch = setInterval(() => {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(config.session.storeDir))
            persister.stop('the job store is gone');
    }, STORE_CHECK_MS);
    await persister.drained;
    clearInterval(watch);
    await channel.close();
    log(persister.stopped ? `stopping: ${persister.stopped}` : 'drained; exiting');
    return 0;
}
/** The save loop: one save in flight, the newest state next. */
class Persister {
    config;
    log;
    status = { requests: 0, saves: 0, failed: 0, coalesced: 0, refused: 0 };
    session;
    /** The job's store, opened at the first save (the process listens before it loads it). */
    storeOpened;
    inFlight;
    /** The newest seq asked for, and the requests since the last save began. */
    wanted = -1;
    waiting = 0;
    /** The seq of the last state a save was made of. */
    savedSeq = -1;
    /**
     * The same for durable saves (the cache and an artifact): asked for by a step that waits (a
     * side effect, fail-on-error, `flush`), so that its state outlives an evicted cache entry.
     */
    durableWanted = -1;
    durableSeq = -1;
    /** The first artifact copy comes one interval after the start (the post step makes one). */
    lastArtifactAt = Date.now();
    waiters = [];
    last = {};
    draining = false;
    endDrain;
    drained = new Promise((resolve) => (this.endDrain = resolve));
    /** Why it stopped without a drain. */
    stopped;
    stop(why) {
        this.stopped ??= why;
        this.draining = true;
        void Promise.resolve(this.inFlight).then(() => this.endDrain());
    }
    constructor(config, log) {
        this.config = config;
        this.log = log;
        const s = config.session;
        this.session = new _session_js__WEBPACK_IMPORTED_MODULE_5__/* .RunnerSession */ .pG(s.settings, {
            log: (l) => log(`debug: ${l}`),
            progress: (l) => log(l),
            ...(config.integrityKey ? { integrityKey: config.integrityKey } : {}),
        }, { path: '', content: s });
    }
    async handle(req) {
        if (req.op === 'status')
            return { status: this.status };
        if (req.op === 'drain') {
            this.draining = true;
            await this.inFlight;
            setImmediate(() => this.endDrain());
            return { status: this.status };
        }
        if (this.draining)
            throw new Error('the job is ending: saved by the post step');
        this.status.requests++;
        const seq = req.seq ?? 0;
        const durable = req.wait === true;
        if (seq > this.savedSeq || (durable && seq > this.durableSeq))
            this.waiting++;
        if (seq > this.wanted)
            this.wanted = seq;
        if (durable && seq > this.durableWanted)
            this.durableWanted = seq;
        this.kick();
        if (!req.wait)
            return { queued: seq };
        // Already saved (or failed) as far as asked, and nothing newer in flight: the last outcome.
        const done = durable ? this.last.durable : this.last.any;
        if (!this.inFlight && done && seq <= (durable ? this.durableSeq : this.savedSeq))
            return { outcome: done };
        return {
            outcome: await new Promise((resolve) => this.waiters.push({ seq, durable, resolve })),
        };
    }
    kick() {
        if (this.inFlight || this.draining)
            return;
        if (this.wanted <= this.savedSeq && this.durableWanted <= this.durableSeq)
            return;
        this.inFlight = this.saveNewest().finally(() => {
            this.inFlight = undefined;
            this.kick();
        });
    }
    async saveNewest() {
        this.status.coalesced += Math.max(0, this.waiting - 1);
        this.waiting = 0;
        const key = this.config.session.scopeKey;
        let outcome;
        let durable = false;
        try {
            this.storeOpened ??= Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(634), __webpack_require__.e(1634), __webpack_require__.e(7520)]).then(__webpack_require__.bind(__webpack_require__, 57520)).then(({ LocalStore }) => new LocalStore({
                dir: this.config.session.storeDir,
                onWarning: (m) => this.log(`warning: ${m}`),
            }));
            const store = await this.storeOpened;
            const state = await store.read(key);
            if (!state)
                throw new Error('the state of this job is missing from its store');
            durable = this.durableWanted > this.durableSeq;
            const artifact = durable ||
                this.session.settings.checkpointStorage !== 'cache' ||
                Date.now() - this.lastArtifactAt >= this.config.artifactIntervalMs;
            const done = await this.session.save(this.config.session.storeDir, state, (edit) => store.update(key, (s) => (s ? { ...s, packs: edit(s.packs) } : s)), { artifact, pruneOlder: false });
            if (done.report.artifact.ok)
                this.lastArtifactAt = Date.now();
            const afterPhase = (0,_session_js__WEBPACK_IMPORTED_MODULE_5__/* .lastEndedPhase */ .MK)(done.state);
            outcome = {
                seq: done.state.seq,
                saved: done.report.saved,
                ...(afterPhase ? { afterPhase } : {}),
                line: (0,_session_js__WEBPACK_IMPORTED_MODULE_5__.describeSave)(done.report),
                ...(done.problem ? { problem: done.problem } : {}),
            };
            this.savedSeq = Math.max(this.savedSeq, done.state.seq);
            if (durable)
                this.durableSeq = Math.max(this.durableSeq, done.state.seq);
        }
        catch (e) {
            const seq = Math.max(this.wanted, this.durableWanted);
            outcome = { seq, saved: false, line: `NOT saved: ${e.message}` };
            this.savedSeq = Math.max(this.savedSeq, seq);
            durable = true;
            this.durableSeq = Math.max(this.durableSeq, seq);
        }
        this.last.any = outcome;
        if (durable)
            this.last.durable = outcome;
        if (outcome.saved) {
            this.status.saves++;
            this.status.last = outcome;
            delete this.status.lastProblem;
        }
        else {
            this.status.failed++;
            this.status.lastProblem = outcome.line;
        }
        if (outcome.problem)
            this.log(`warning: ${outcome.problem}`);
        this.log(`${outcome.saved ? 'saved' : 'warning: NOT saved'} state ${outcome.seq}${outcome.afterPhase ? ` (after ${outcome.afterPhase})` : ''}: ${outcome.line}`);
        const served = (w) => w.seq <= outcome.seq && (durable || !w.durable);
        const ready = this.waiters.filter(served);
        this.waiters = this.waiters.filter((w) => !served(w));
        for (const w of ready)
            w.resolve(outcome);
    }
}


/***/ })

};
