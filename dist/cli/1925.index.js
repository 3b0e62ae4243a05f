export const id = 1925;
export const ids = [1925,832,4099];
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
/* harmony export */   ES: () => (/* binding */ wellFormed),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   jZ: () => (/* binding */ sanitizeText)
/* harmony export */ });
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

/***/ 2796:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  persisterMain: () => (/* binding */ persister_main_persisterMain)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./.build/core/zod-builders.js + 1 modules
var zod_builders = __webpack_require__(58451);
// EXTERNAL MODULE: ./.build/transfer/channel.js
var transfer_channel = __webpack_require__(96095);
// EXTERNAL MODULE: ./.build/persist/session-file.js
var session_file = __webpack_require__(76424);
// EXTERNAL MODULE: ./.build/persist/session.js
var session = __webpack_require__(50437);
;// CONCATENATED MODULE: ./.build/persist/persister.js
/**
 * The job's persistence process, whatever the storage. The main step starts it (`startPersister`),
 * detached, with what the storage's clients need on its stdin (on GitHub the runtime variables: it
 * is the only process of the job's later steps that holds the token), and the runner ends it with
 * the job. The storage is the one the session file names, opened through the wiring the entry
 * gives (persist/wiring/persister-main.ts). It listens on the session's channel (channel.ts):
 * after each phase end `ci-state` asks it to save, and returns at once. It saves the store's
 * newest state (a request that comes while a save is in flight is served by the next one, so
 * intermediate states are skipped), ships the checkpoint packs the state needs, to the cache at
 * every save and as a durable copy (GitHub: an artifact) at most every `artifactIntervalMs` and whenever a step waits for
 * the save (a side effect, fail-on-error, `flush`: that state must outlive an evicted cache entry),
 * with the retry policy of every save, and keeps what was verified. The post step drains it
 * (`drain`), then saves the final state.
 *
 * Its log (RUNNER_TEMP) has one line per save; the post step shows it.
 */




 // the schemas' zod (see core/zod.ts)



/** How often the process checks that the job's store is still there. */
const STORE_CHECK_MS = 10_000;
/**
 * A durable copy of the state (GitHub: an artifact) at most this often, and always at the end, by
 * the post step. A storage whose every copy is durable (a bucket) makes one at every save anyway.
 */
const ARTIFACT_INTERVAL_MS = 60_000;
/**
 * Background saves of a job start at least this long after the previous one ended (phase ends
 * meanwhile are coalesced into the next): a save makes up to two new cache entries (the state and
 * a pack), so a job makes at most 12 a minute, and 16 jobs saving flat out fit in GitHub's 200 a
 * minute per repository (docs/limits.md). A save a step waits for is not delayed.
 */
const SAVE_INTERVAL_MS = 10_000;
/**
 * Artifacts the background saves of a job may create (state copies and checkpoint packs), so that
 * however long the job, ci-state takes a bounded share of GitHub's 500 per job and the post step's
 * final state finds room: past it, states go to the cache only and packs too (as with
 * `checkpoint-storage: cache`), until the post step saves the durable copy of the final state.
 * A save a step waits for (a side effect's end) still makes its copy.
 */
const ARTIFACT_BUDGET = 40;
/** What the main step hands the process on its stdin. */
const PersisterConfig = schemas/* strictObject */.rej({
    session: session_file/* SessionFile */.xg.required({ persister: true }),
    /** What the storage's clients read from the environment (GitHub: ACTIONS_RUNTIME_TOKEN and friends). */
    runtime: schemas/* record */.g1P(schemas/* string */.YjP().regex(/^[A-Z][A-Z0-9_]{0,63}$/), schemas/* string */.YjP()),
    integrityKey: schemas/* string */.YjP().optional(),
    artifactIntervalMs: schemas/* number */.aig().int().nonnegative(),
    saveIntervalMs: schemas/* number */.aig().int().nonnegative().default(SAVE_INTERVAL_MS),
    artifactBudget: schemas/* number */.aig().int().nonnegative().default(ARTIFACT_BUDGET),
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
    const id = randomBytes(6).toString('hex');
    const runtime = opts.runtime ?? {};
    const log = openSync(opts.logFile, 'a', 0o600);
    try {
        const child = spawn(process.execPath, [opts.cli, '__persist'], {
            detached: true,
            stdio: ['pipe', 'ignore', log],
            env: childEnv(env),
            windowsHide: true,
        });
        const failed = new Promise((resolve) => child.once('error', (e) => resolve(e.message)));
        if (child.pid === undefined)
            return { problem: await failed };
        const address = {
            socket: socketPathFor(opts.sessionDir, id),
            secret: randomBytes(32).toString('hex'),
            pid: child.pid,
            log: opts.logFile,
        };
        const config = {
            session: { ...opts.session, persister: address },
            runtime,
            ...(opts.integrityKey ? { integrityKey: opts.integrityKey } : {}),
            artifactIntervalMs: Number(env.CI_STATE_ARTIFACT_INTERVAL_MS ?? ARTIFACT_INTERVAL_MS),
            saveIntervalMs: Number(env.CI_STATE_SAVE_INTERVAL_MS ?? SAVE_INTERVAL_MS),
            artifactBudget: Number(env.CI_STATE_ARTIFACT_BUDGET ?? ARTIFACT_BUDGET),
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
        closeSync(log);
    }
}
/** Reads the configuration from stdin, listens, and serves until drained. */
async function persisterMain(wiring) {
    const chunks = [];
    for await (const c of process.stdin)
        chunks.push(c);
    const config = PersisterConfig.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    // In this process only: the toolkit clients read them from the environment.
    Object.assign(process.env, config.runtime);
    process.umask(0o077);
    const log = (line) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);
    const persister = new Persister(config, log, wiring);
    const channel = await (0,transfer_channel/* serveChannel */.H_)(config.session.persister.socket, { secret: config.session.persister.secret, scopeKey: config.session.scopeKey }, (req) => persister.handle(req), (why) => {
        persister.status.refused++;
        log(`refused a request: ${why}`);
    });
    log(`listening (process ${process.pid})`);
    // The runner ends it with the job; elsewhere (a job that never reaches its post step and is not
    // cleaned up) it ends once the job's store is gone.
    const watch = setInterval(() => {
        if (!(0,external_node_fs_.existsSync)(config.session.storeDir))
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
    /** The same, shipping packs to the cache only: once the artifact budget is spent. */
    cacheOnly;
    /** Artifacts this process has asked to create (state copies and packs). */
    artifactsMade = 0;
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
    /** When the last save ended (the next background one waits out the interval), and its timer. */
    lastSaveAt = 0;
    budgetSaid = false;
    paced;
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
        clearTimeout(this.paced);
        void Promise.resolve(this.inFlight).then(() => this.endDrain());
    }
    constructor(config, log, wiring) {
        this.config = config;
        this.log = log;
        const s = config.session;
        const opts = {
            wiring,
            log: (l) => log(`debug: ${l}`),
            progress: (l) => log(l),
            ...(config.integrityKey ? { integrityKey: config.integrityKey } : {}),
        };
        this.session = new session/* RunnerSession */.p(s.settings, opts, { path: '', content: s });
        const cacheOnly = { ...s.settings, checkpointStorage: 'cache' };
        this.cacheOnly = new session/* RunnerSession */.p(cacheOnly, opts, {
            path: '',
            content: { ...s, settings: cacheOnly },
        });
    }
    async handle(req) {
        if (req.op === 'status')
            return { status: this.status };
        if (req.op === 'drain') {
            this.draining = true;
            clearTimeout(this.paced);
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
        // Paced (see SAVE_INTERVAL_MS), unless a step waits for a durable save.
        const wait = this.lastSaveAt + this.config.saveIntervalMs - Date.now();
        if (this.durableWanted <= this.durableSeq && wait > 0) {
            this.paced ??= setTimeout(() => {
                this.paced = undefined;
                this.kick();
            }, wait);
            return;
        }
        clearTimeout(this.paced);
        this.paced = undefined;
        this.inFlight = this.saveNewest().finally(() => {
            this.lastSaveAt = Date.now();
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
            const spent = this.artifactsMade >= this.config.artifactBudget;
            const durableCopy = durable ||
                (!spent &&
                    (this.session.settings.checkpointStorage !== 'cache' ||
                        Date.now() - this.lastArtifactAt >= this.config.artifactIntervalMs));
            if (spent && !this.budgetSaid) {
                this.budgetSaid = true;
                this.log(`the background saves made ${this.artifactsMade} artifacts (CI_STATE_ARTIFACT_BUDGET): states and packs go to the cache only until the post step`);
            }
            const session = spent && !durable ? this.cacheOnly : this.session;
            const done = await session.save(this.config.session.storeDir, state, (edit) => store.update(key, (s) => (s ? { ...s, packs: edit(s.packs) } : s)), { durable: durableCopy, pruneOlder: false });
            if (done.report.copies.some((c) => c.durable && c.ok))
                this.lastArtifactAt = Date.now();
            this.status.cacheBytes = (this.status.cacheBytes ?? 0) + (0,session_file/* cacheBytesOf */.lo)(done);
            this.artifactsMade +=
                done.report.copies.filter((c) => c.place === 'artifact' && !c.skipped).length +
                    done.shipped.filter((p) => p.artifact).length;
            const afterPhase = (0,session_file/* lastEndedPhase */.MK)(done.state);
            outcome = {
                seq: done.state.seq,
                saved: done.report.saved,
                ...(afterPhase ? { afterPhase } : {}),
                line: (0,session_file.describeSave)(done.report),
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

// EXTERNAL MODULE: ./.build/persist/wiring/storage.js + 1 modules
var storage = __webpack_require__(54099);
;// CONCATENATED MODULE: ./.build/persist/wiring/persister-main.js
/**
 * The entry of the job's persistence process (`ci-state __persist`, started by the Action's main
 * step): the neutral process (persister.ts) with the adapters the session file names.
 */


function persister_main_persisterMain() {
    return persisterMain(storage.storageWiring);
}


/***/ }),

/***/ 54099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  storageWiring: () => (/* binding */ storageWiring)
});

// UNUSED EXPORTS: openS3Location

;// CONCATENATED MODULE: ./.build/github/runner-env.js
/**
 * What the runner gives a JavaScript action to reach the Actions cache and artifact services: the
 * runtime variables (never exported to later steps: only ci-state's own steps and the job's
 * persistence process hold them, ADR 5).
 */
/** The variables the toolkit clients need, which the runner gives to actions only. */
const RUNTIME_VARIABLES = (/* unused pure expression or super */ null && ([
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_RESULTS_URL',
    'ACTIONS_CACHE_SERVICE_V2',
    'ACTIONS_CACHE_MODE',
]));
/** True when this process can reach the Actions cache and artifact services. */
function servicesAvailable(env = process.env) {
    return env.GITHUB_ACTIONS === 'true' && !!env.ACTIONS_RUNTIME_TOKEN && !!env.ACTIONS_RESULTS_URL;
}
/** The runtime variables this process has, for the job's persistence process. */
function runtimeVariables(env = process.env) {
    const out = {};
    for (const name of RUNTIME_VARIABLES)
        if (env[name])
            out[name] = env[name];
    return out;
}

;// CONCATENATED MODULE: ./.build/persist/wiring/storage.js
/**
 * The composition of persistence (ADR 8): which adapter a session's settings name, GitHub's cache
 * and artifacts or a bucket through the S3 adapter, opened for a PersistContext. The faces and the
 * persistence process's entry pass this to the session; nothing else of src/persist/ imports an
 * adapter. The adapters' modules load only when a storage is opened.
 */

/** The bucket a location names (a bad name or endpoint is a CiStateError naming what is wrong). */
async function openS3Location(s3) {
    const { S3Store } = await __webpack_require__.e(/* import() */ 2872).then(__webpack_require__.bind(__webpack_require__, 12872));
    return new S3Store({
        bucket: s3.bucket,
        prefix: s3.prefix,
        ...(s3.region ? { region: s3.region } : {}),
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
        forcePathStyle: s3.forcePathStyle,
    });
}
/** Whether this process reaches the settings' storage: a bucket from anywhere, GitHub's services from an Action step. */
function reachable(settings, env) {
    return settings.s3 ? true : servicesAvailable(env);
}
const storageWiring = {
    reachable,
    async open({ ctx, settings, token, env }) {
        if (settings.s3) {
            const { s3StateStorage } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(5952), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(5047), __webpack_require__.e(9945)]).then(__webpack_require__.bind(__webpack_require__, 65078));
            const remote = await openS3Location(settings.s3);
            return s3StateStorage({
                remote,
                scopeKey: ctx.scopeKey,
                ref: ctx.scope.ref,
                ...(ctx.integrityKey ? { integrityKey: ctx.integrityKey } : {}),
            }, ctx.crossRun ? {} : { runId: ctx.runId });
        }
        const { githubStorage } = await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(5952), __webpack_require__.e(3382), __webpack_require__.e(4101), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(5047), __webpack_require__.e(8638), __webpack_require__.e(5814), __webpack_require__.e(118), __webpack_require__.e(6272)]).then(__webpack_require__.bind(__webpack_require__, 8786));
        return githubStorage({
            workspace: env.GITHUB_WORKSPACE || process.cwd(),
            scopeKey: ctx.scopeKey,
            repository: ctx.repository,
            runId: ctx.runId,
            attempt: ctx.attempt,
            ...(token ? { token } : {}),
            ...(env.GITHUB_API_URL ? { apiUrl: env.GITHUB_API_URL } : {}),
            ...(settings.retentionDays ? { retentionDays: settings.retentionDays } : {}),
            crossRun: ctx.crossRun,
            checkpointStorage: settings.checkpointStorage,
            ...(settings.cachePackLimit !== undefined ? { cachePackLimit: settings.cachePackLimit } : {}),
            log: ctx.log,
            ...(ctx.progress ? { progress: ctx.progress } : {}),
        });
    },
};


/***/ })

};
