export const id = 93;
export const ids = [93];
export const modules = {

/***/ 66093:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_TAIL: () => (/* binding */ MAX_TAIL),
/* harmony export */   checkCommand: () => (/* binding */ checkCommand),
/* harmony export */   checkRunOptions: () => (/* binding */ checkRunOptions),
/* harmony export */   duration: () => (/* binding */ duration),
/* harmony export */   envNames: () => (/* binding */ envNames),
/* harmony export */   existingFile: () => (/* binding */ existingFile),
/* harmony export */   globProblem: () => (/* binding */ globProblem),
/* harmony export */   globs: () => (/* binding */ globs),
/* harmony export */   oneOf: () => (/* binding */ oneOf),
/* harmony export */   phaseId: () => (/* binding */ phaseId),
/* harmony export */   phaseIds: () => (/* binding */ phaseIds),
/* harmony export */   repoName: () => (/* binding */ repoName),
/* harmony export */   someText: () => (/* binding */ someText),
/* harmony export */   strategy: () => (/* binding */ strategy),
/* harmony export */   tailBytes: () => (/* binding */ tailBytes),
/* harmony export */   timeSpec: () => (/* binding */ timeSpec),
/* harmony export */   wholeNumber: () => (/* binding */ wholeNumber),
/* harmony export */   writableFile: () => (/* binding */ writableFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8005);
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47141);
/* harmony import */ var _argv_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77077);
/**
 * Checks of the values a command line gives: one small function per kind of value (a count, a
 * number of bytes, a duration, a glob, a phase id, a file), and the table of which checks apply to
 * which options of which command. A command's options are all checked before it reads or changes
 * any state, so a bad value is refused with one line that names the option and says what it
 * accepts (exit code 2), and nothing is half done. `run` is checked by cmdRun itself
 * (checkRunOptions), since its common form is read without commander (see argv.ts).
 */





/** The most bytes of a command's stdout or stderr kept in the state (the schema's bound). */
const MAX_TAIL = 65_536;
function refuse(message) {
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CiStateError */ .eS('invalid_input', message);
}
function invalid(name, value, expected) {
    return refuse(`${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(value)} is not valid: expected ${expected}`);
}
/** A whole number written in decimal digits, from `min` to `max`. */
function wholeNumber(text, name, min, max, unit = '') {
    const n = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max)
        invalid(name, text, `a whole number${unit} from ${min} to ${max}`);
    return n;
}
/** `--tail`: bytes of stdout/stderr kept in the state. */
function tailBytes(text, name = '--tail') {
    return wholeNumber(text, name, 1, MAX_TAIL, ' of bytes');
}
const PHASE_ID_HELP = '1-64 letters, digits, ".", "_" or "-", starting with a letter or digit (e.g. build)';
function phaseId(text, name) {
    if (!_core_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .PHASE_ID_PATTERN */ .T5.test(text))
        invalid(name, text, `a phase id: ${PHASE_ID_HELP}`);
    return text;
}
function phaseIds(list, name) {
    for (const id of list ?? [])
        phaseId(id, name);
}
function envNames(list, name) {
    for (const env of list ?? [])
        if (!/^[A-Za-z_][A-Za-z0-9_]{0,255}$/.test(env))
            invalid(name, env, 'environment variable names: letters, digits and "_", not first a digit');
}
/** Text a person writes (a reason, a name): not blank, at most `max` characters. */
function someText(text, name, max) {
    if (text === undefined)
        return;
    if (text.trim() === '')
        refuse(`${name} is empty: expected some text`);
    if (text.length > max)
        refuse(`${name} is ${text.length} characters long: expected at most ${max}`);
}
function oneOf(text, name, choices) {
    if (text !== undefined && !choices.includes(text))
        invalid(name, text, choices.join(', '));
}
function repoName(text, name) {
    if (text !== undefined && !/^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/.test(text))
        invalid(name, text, 'owner/name, e.g. octo-org/app');
}
/** A file that must exist now (it is read later). */
function existingFile(path, name) {
    if (path === undefined)
        return;
    if (path === '')
        refuse(`${name} is empty: expected a file`);
    let isDir;
    try {
        isDir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch (e) {
        const code = e.code;
        return refuse(code === 'ENOENT' || code === 'ENOTDIR'
            ? `${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(path)}: the file does not exist`
            : `${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(path)}: cannot read it (${code ?? e.message})`);
    }
    if (isDir)
        refuse(`${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(path)} is a directory: expected a file`);
}
/** A file to be written: its directory must exist. */
function writableFile(path, name) {
    if (path === undefined)
        return;
    if (path === '')
        refuse(`${name} is empty: expected a file`);
    let dirOk = false;
    try {
        dirOk = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path)).isDirectory();
    }
    catch {
        // said below
    }
    if (!dirOk)
        refuse(`${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(path)}: its directory does not exist`);
}
/**
 * What is wrong with the syntax of a glob, if anything: a `[`, `{` or `(` that is not closed, or a
 * `}` or `)` that closes nothing. Glob libraries take such a pattern as literal text, which then
 * quietly matches nothing. A character meant literally is written in a class (`[[]`) or escaped.
 */
function globProblem(glob) {
    const open = [];
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '\\') {
            i++;
        }
        else if (c === '[') {
            // A class runs to the next "]"; one right after "[", "[!" or "[^" belongs to it.
            let j = i + 1;
            if (glob[j] === '!' || glob[j] === '^')
                j++;
            if (glob[j] === ']')
                j++;
            while (j < glob.length && glob[j] !== ']')
                j += glob[j] === '\\' ? 2 : 1;
            if (j >= glob.length)
                return 'a "[" is not closed (a literal one is written [[])';
            i = j;
        }
        else if (c === '{' || c === '(') {
            open.push(c);
        }
        else if (c === '}' || c === ')') {
            if (open.pop() !== (c === '}' ? '{' : '('))
                return `a "${c}" closes nothing (a literal one is written [${c}])`;
        }
    }
    const last = open.pop();
    return last === undefined
        ? undefined
        : `a "${last}" is not closed (a literal one is written [${last}])`;
}
/**
 * File globs of an option. `inWorkspace`: the snapshot's rules too (relative, no `..`), for globs
 * whose files are stored in a checkpoint.
 */
async function globs(list, name, inWorkspace) {
    if (!list?.length)
        return;
    for (const g of list) {
        if (g.trim() === '')
            refuse(`${name} has an empty pattern: expected a file glob`);
        if (g.length > 1024)
            refuse(`${name} has a pattern of ${g.length} characters: at most 1024`);
        const problem = globProblem(g);
        if (problem)
            refuse(`${name} ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(g)} is not a valid glob: ${problem}`);
    }
    if (inWorkspace)
        (await Promise.all(/* import() */[__webpack_require__.e(382), __webpack_require__.e(941)]).then(__webpack_require__.bind(__webpack_require__, 17941))).checkGlobs(list, name);
}
/** `--older-than`: an age such as 30d. */
async function duration(text, name) {
    if (text !== undefined)
        (await __webpack_require__.e(/* import() */ 691).then(__webpack_require__.bind(__webpack_require__, 54691))).parseDurationSpec(text, name);
}
/** `--since`, `--until`: an ISO date or an age. */
async function timeSpec(text, name) {
    if (text !== undefined)
        (await __webpack_require__.e(/* import() */ 691).then(__webpack_require__.bind(__webpack_require__, 54691))).parseTimeSpec(text, name);
}
async function strategy(text, name) {
    if (text !== undefined)
        (await Promise.all(/* import() */[__webpack_require__.e(589), __webpack_require__.e(57)]).then(__webpack_require__.bind(__webpack_require__, 68057))).parseStrategy(text, name);
}
/** `--rerun-side-effects <phases>`: `all` or phase ids. */
async function rerunList(text) {
    if (text !== undefined)
        (await Promise.all(/* import() */[__webpack_require__.e(589), __webpack_require__.e(57)]).then(__webpack_require__.bind(__webpack_require__, 68057))).parseRerunSideEffects(text, '--rerun-side-effects');
}
// ---------------------------------------------------------------- per command
/** The options of `run` (and its phase): the tail size to keep, checked. */
async function checkRunOptions(phase, o) {
    phaseId(phase, 'phase');
    const tail = tailBytes(o.tail ?? _argv_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_TAIL */ .p);
    phaseIds(o.requires, '--requires');
    envNames(o.env, '--env');
    await globs(o.inputs, '--inputs', false);
    await globs(o.outputs, '--outputs', true);
    return { tailBytes: tail };
}
const str = (v) => (typeof v === 'string' ? v : undefined);
const list = (v) => (Array.isArray(v) ? v : undefined);
/** What `--reason` may hold, by where it is kept in the state. */
const REASON_MAX = 1024;
const ERROR_MAX = 4096;
const CHECKS = {
    init: async (o) => {
        someText(str(o.workflow), '--workflow', 256);
        someText(str(o.job), '--job', 256);
        const phases = str(o.phases);
        if (phases !== undefined)
            (await Promise.all(/* import() */[__webpack_require__.e(589), __webpack_require__.e(57)]).then(__webpack_require__.bind(__webpack_require__, 68057))).parsePhaseList(phases, '--phases');
        existingFile(str(o.phasesFile), '--phases-file');
        await strategy(str(o.resume), '--resume');
        const profile = str(o.profile);
        if (profile !== undefined && !_core_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .PHASE_ID_PATTERN */ .T5.test(profile))
            invalid('--profile', profile, `a profile name: ${PHASE_ID_HELP}`);
        await rerunList(str(o.rerunSideEffects));
        const policy = () => __webpack_require__.e(/* import() */ 595).then(__webpack_require__.bind(__webpack_require__, 5595));
        const interval = str(o.checkpointInterval);
        if (interval !== undefined)
            (await policy()).parseCheckpointInterval(interval, '--checkpoint-interval');
        const max = str(o.maxCheckpoints);
        if (max !== undefined)
            (await policy()).parseMaxCheckpoints(max, '--max-checkpoints');
    },
    'phase start': (o, [id = '']) => {
        phaseId(id, 'phase');
        phaseIds(list(o.requires), '--requires');
    },
    'phase done': (_o, [id = '']) => void phaseId(id, 'phase'),
    'phase fail': (o, [id = '']) => {
        phaseId(id, 'phase');
        someText(str(o.reason), '--reason', ERROR_MAX);
    },
    'phase skip': (o, [id = '']) => {
        phaseId(id, 'phase');
        someText(str(o.reason), '--reason', REASON_MAX);
    },
    pause: (o) => someText(str(o.reason), '--reason', REASON_MAX),
    checkpoint: async (o) => {
        const phase = str(o.phase);
        if (phase !== undefined)
            phaseId(phase, '--phase');
        const files = list(o.files);
        await globs(files, '--files', true);
        await globs(list(o.allowSecrets), '--allow-secrets', true);
        if (!files?.length && o.gitChanged)
            refuse('--git-changed goes with --files: add the globs');
        if (!files?.length && o.allowSecrets)
            refuse('--allow-secrets goes with --files: add the globs');
        someText(str(o.capture), '--capture', 4096);
        someText(str(o.restore), '--restore', 4096);
        someText(str(o.name), '--name', 128);
    },
    resume: async (o) => {
        await strategy(str(o.strategy), '--strategy');
        await rerunList(str(o.rerunSideEffects));
    },
    rollback: (o) => {
        const to = str(o.to) ?? '';
        if (to.trim() === '' || to.length > 128 || /\s/.test(to))
            invalid('--to', to, 'a checkpoint id or a phase (see ci-state status)');
        someText(str(o.reason), '--reason', REASON_MAX);
    },
    history: async (o) => {
        oneOf(str(o.source), '--source', ['local', 'repo', 'run']);
        for (const f of list(o.file) ?? [])
            existingFile(f, '--file');
        repoName(str(o.repo), '--repo');
        oneOf(str(o.status), '--status', [...new Set([..._core_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .RunStatus */ .i2.options, ..._core_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .PhaseStatus */ .ko.options])]);
        await timeSpec(str(o.since), '--since');
        await timeSpec(str(o.until), '--until');
        const phase = str(o.phase);
        if (phase !== undefined)
            phaseId(phase, '--phase');
        const format = str(o.format);
        if (format !== undefined)
            (await Promise.all(/* import() */[__webpack_require__.e(589), __webpack_require__.e(944), __webpack_require__.e(154)]).then(__webpack_require__.bind(__webpack_require__, 18154))).parseFormat(format, '--format');
        writableFile(str(o.output), '--output');
        const maxRuns = str(o.maxRuns);
        if (maxRuns !== undefined)
            wholeNumber(maxRuns, '--max-runs', 1, 1000);
        const concurrency = str(o.concurrency);
        if (concurrency !== undefined)
            wholeNumber(concurrency, '--concurrency', 1, 16);
        someText(str(o.cacheDir), '--cache-dir', 4096);
    },
    validate: (_o, [file = '']) => existingFile(file, 'validate'),
    cleanup: async (o) => {
        await duration(str(o.olderThan), '--older-than');
        const keep = str(o.keep);
        if (keep !== undefined)
            wholeNumber(keep, '--keep', 0, 100_000);
        repoName(str(o.repo), '--repo');
        if (keep !== undefined && o.repo === undefined)
            refuse('--keep goes with --repo: it keeps artifacts and caches of the repository');
        if (o.repo !== undefined && o.olderThan === undefined)
            refuse('--repo needs --older-than: say how old is old (e.g. 30d)');
    },
};
/** "phase start" for the `start` subcommand of `phase`. */
function commandPath(command) {
    const names = [];
    for (let c = command; c?.parent; c = c.parent)
        names.unshift(c.name());
    return names.join(' ');
}
/** Checks the options and arguments of the command about to run (a commander preAction hook). */
async function checkCommand(command) {
    const check = CHECKS[commandPath(command)];
    if (check)
        await check(command.opts(), command.processedArgs);
}


/***/ }),

/***/ 47141:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ Origin),
/* harmony export */   Eo: () => (/* binding */ MAX_SKIPPED_LISTED),
/* harmony export */   Fc: () => (/* binding */ MAX_PHASE_FAILURES),
/* harmony export */   H: () => (/* binding */ CheckpointReason),
/* harmony export */   HG: () => (/* binding */ Scope),
/* harmony export */   Iq: () => (/* binding */ SafeKey),
/* harmony export */   T5: () => (/* binding */ PHASE_ID_PATTERN),
/* harmony export */   VC: () => (/* binding */ HistoryRunEntry),
/* harmony export */   WV: () => (/* binding */ Profile),
/* harmony export */   XF: () => (/* binding */ HistoryEntry),
/* harmony export */   ak: () => (/* binding */ PhaseDecl),
/* harmony export */   es: () => (/* binding */ JsonValue),
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION),
/* harmony export */   gd: () => (/* binding */ ExternalCapture),
/* harmony export */   i2: () => (/* binding */ RunStatus),
/* harmony export */   jL: () => (/* binding */ FileEntry),
/* harmony export */   kQ: () => (/* binding */ HistoryPhaseEntry),
/* harmony export */   ko: () => (/* binding */ PhaseStatus),
/* harmony export */   ll: () => (/* binding */ RunState),
/* harmony export */   m0: () => (/* binding */ FAILURE_MESSAGE_MAX),
/* harmony export */   p5: () => (/* binding */ FORBIDDEN_KEYS),
/* harmony export */   qY: () => (/* binding */ Strategy),
/* harmony export */   vh: () => (/* binding */ PhaseId),
/* harmony export */   zh: () => (/* binding */ CheckpointPolicy)
/* harmony export */ });
/* unused harmony exports PhaseFailure, LastFailure, PhaseRecord, Checkpoint, RollbackEvent, ResumeInfo */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64377);
/**
 * The data model. These zod schemas are the single source of truth: every type ci-state uses for a
 * persisted document is inferred from them, and every document read from disk, a cache entry or an
 * artifact is parsed through them (strict objects: unknown keys are refused, not carried along).
 */

/** The version this code writes. Older versions migrate forward (see migrate.ts); newer are refused. */
const SCHEMA_VERSION = 2;
/** Phase ids: what a person types on a command line and what becomes a step output name. */
const PHASE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const PhaseId = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .regex(PHASE_ID_PATTERN, 'a phase id is 1-64 characters: letters, digits, ".", "_" or "-", starting with a letter or digit');
const Timestamp = zod__WEBPACK_IMPORTED_MODULE_1__/* .datetime */ .w$({ offset: true });
const Count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
const Sha256Hex = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, 'a lowercase hex sha256');
/** Keys that would reach an object's prototype when a document is merged or spread. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** A record key that can never reach a prototype. */
const SafeKey = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .max(256)
    .refine((k) => !FORBIDDEN_KEYS.has(k), {
    message: 'keys "__proto__", "constructor" and "prototype" are not allowed',
});
/** Bounded, prototype-safe JSON for user data (`context`). */
const JsonValue = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1_000_000),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* ["null"] */ .chJ(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(JsonValue).max(10_000),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(SafeKey, JsonValue),
]));
const RunStatus = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    'pending',
    'running',
    'paused',
    'failed',
    'completed',
    'rolled_back',
]);
const PhaseStatus = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    'pending',
    'running',
    'succeeded',
    'failed',
    'skipped',
    'rolled_back',
]);
const Strategy = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['failed', 'previous', 'skip-failed', 'restart']),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^checkpoint:.+$/, 'checkpoint:<id|phase>'),
]);
/** Whose state this is. Hashed into store file names and cache keys (see scopeKey). */
const Scope = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    repo: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    workflow: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(256),
    job: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    /** A stable key for the matrix leg ("" when not a matrix job). */
    matrix: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024).default(''),
    ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(512),
});
/** Where this state was produced. On the local store, runId is generated and runAttempt counts up. */
const Origin = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    repo: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    workflow: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    job: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64),
    runAttempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64),
    ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(512),
    event: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64),
    actor: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
});
/** A declared phase: from `--phases a,b,c` or a phases file. */
const PhaseDecl = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    id: PhaseId,
    requires: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId).default([]),
    sideEffect: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
    /** Opt-in cross-run reuse: skip on a new run when a succeeded record has the same inputs hash. */
    reuse: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
    /** Tags used by profiles (e.g. "test", "docs"). */
    tags: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64)).default([]),
});
/** A profile (task type) skips a set of phases, by id or by tag. */
const Profile = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    skip: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64)).default([]),
    skipTags: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64)).default([]),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(512).optional(),
});
/** How many failures a phase record keeps (the oldest go first). */
const MAX_PHASE_FAILURES = 20;
/** The longest message a kept failure holds (redacted and cut like `error`). */
const FAILURE_MESSAGE_MAX = 1024;
/**
 * One failure of a phase, kept after the phase succeeds later: which attempt, when, and why
 * (the message is redacted and bounded like `error`).
 */
const PhaseFailure = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    at: Timestamp,
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(FAILURE_MESSAGE_MAX),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    signal: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(32).optional(),
    cancelled: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
/**
 * The run's latest failure, kept when a later attempt succeeds (it is the last failure, not the
 * current status). `recoverable` says whether a re-run can be expected to help:
 * - true: a phase failed (its command exited non-zero, was cancelled or killed), a phase was still
 *   running when the run ended, the runner died mid-phase (found by the next attempt), or a
 *   declared phase was not run ("not run: test": the next attempt resumes from it);
 * - false: the caller failed the run with an error of its own (`finishRun` with `error`, e.g. the
 *   job failed outside any phase), which a re-run is not known to fix, unless the caller says so.
 * Bad input and refused states never reach the state: they are refused before anything changes.
 */
const LastFailure = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    /** The phase that failed; absent for a failure of the run itself. */
    phase: PhaseId.optional(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    at: Timestamp,
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    signal: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(32).optional(),
    cancelled: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    recoverable: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
const PhaseRecord = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    status: PhaseStatus,
    /** The attempt (GITHUB_RUN_ATTEMPT or local attempt) that produced this record's status. */
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** How many times the phase was started, across attempts. */
    attempts: Count.default(0),
    startedAt: Timestamp.optional(),
    endedAt: Timestamp.optional(),
    durationMs: Count.optional(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    signal: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(32).optional(),
    cancelled: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    stdoutTail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(65_536).optional(),
    stderrTail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(65_536).optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096).optional(),
    /** Every failure of the phase across attempts, oldest first, the last MAX_PHASE_FAILURES. */
    failures: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseFailure).max(MAX_PHASE_FAILURES).optional(),
    /** Why it was skipped (plan reason, profile, user request). */
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024).optional(),
    /** Time saved by not running it again: the duration of the run that produced it. */
    savedMs: Count.optional(),
    inputsHash: Sha256Hex.optional(),
    outputs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024)).max(1000).default([]),
    checkpointId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(128).optional(),
    sideEffect: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
    /**
     * The attempt in which this side-effect phase last succeeded. Kept through skips, rollbacks and
     * new attempts: an external effect (a deploy, a publish) is never undone, so a phase with this
     * mark is not executed again without an explicit allowance.
     */
    effectAttempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
    /** Skipped by skip-failed after it failed: done for planning, but it never completed. */
    skipFailed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    conditional: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
    requires: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId).default([]),
});
const CheckpointReason = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    'phase_completed',
    'scheduled',
    'user_request',
    'before_rollback',
    'error_recovery',
    /** The outputs of a phase cancelled while it ran (a forwarded SIGINT or SIGTERM). */
    'before_restart',
]);
/**
 * When ci-state takes checkpoints on its own (see checkpoint-policy.ts): `interval` schedules one
 * every `phases` phase ends or `minutes` minutes (checked when a phase ends), `max` caps the
 * checkpoints of a run (the oldest ones nothing refers to are pruned), `onError` snapshots the
 * outputs of a failed or cancelled phase.
 */
const CheckpointPolicy = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    interval: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        phases: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).max(10_000).optional(),
        minutes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).max(525_600).optional(),
    })
        .optional(),
    max: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).max(10_000).optional(),
    onError: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(true),
});
/** How many skipped paths a checkpoint lists by name (the counts are always exact). */
const MAX_SKIPPED_LISTED = 50;
const FileEntry = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096),
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['file', 'dir', 'symlink']),
    mode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    size: Count,
    sha256: Sha256Hex.optional(),
});
const ExternalCapture = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(128),
    capture: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096),
    restore: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096),
    sha256: Sha256Hex,
    size: Count,
});
/** Immutable once written. Files and external captures are filled by the checkpoint layer. */
const Checkpoint = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(128),
    phase: PhaseId.optional(),
    reason: CheckpointReason,
    createdAt: Timestamp,
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** sha256 of the canonical JSON of the state's phases and context at checkpoint time. */
    stateDigest: Sha256Hex,
    /** The phases and context as they were, so a rollback can restore them. */
    snapshot: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        phases: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(PhaseId, PhaseRecord),
        context: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(SafeKey, JsonValue),
    }),
    files: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FileEntry).max(1_000_000).default([]),
    globs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024)).default([]),
    captures: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ExternalCapture).default([]),
    /** Where content lives (store-specific locator), if any. */
    location: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024).optional(),
    /**
     * What the file snapshot left out under its globs: excluded by a rule (default exclusions such
     * as `.git/` or `.env*`, or the user's) or refused (token-shaped content, unsafe links). Counts
     * are exact; `paths` lists the first ones, for the job summary.
     */
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        excluded: Count,
        refused: Count,
        paths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
            path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024),
            why: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(512),
            refused: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
        }))
            .max(MAX_SKIPPED_LISTED),
    })
        .optional(),
});
const RollbackEvent = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(128),
    at: Timestamp,
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** The latest phase reached when the rollback was asked for. */
    from: PhaseId.optional(),
    /** The checkpoint rolled back to. */
    checkpointId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(128),
    /** The phase of that checkpoint (the last phase kept). */
    toPhase: PhaseId.optional(),
    rolledBack: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024).optional(),
});
const ResumeInfo = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    strategy: Strategy,
    /** The attempt whose state was restored. */
    fromAttempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** The first phase that runs again. */
    resumeFrom: PhaseId.optional(),
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId),
    redo: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId),
    /** Sum of the durations of the skipped phases' producing runs. */
    savedMs: Count,
    /** Human-readable reasons, one per phase in the plan. */
    reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(PhaseId, zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024)).default({}),
    plannedAt: Timestamp,
    /** The checkpoint the plan resumed from (strategy `checkpoint:<id|phase>`). */
    checkpointId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(128).optional(),
    /** What the plan did that a person should know (side-effect phases kept or re-run, ...). */
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024)).max(1000).optional(),
    /** Skipped phases an earlier attempt completed (the plan's other skips: profile, skip-failed). */
    kept: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId).optional(),
    /**
     * Side-effect phases kept although their outputs could not be restored (they are not executed
     * again), and the phases that cannot run without those outputs, each with the reason.
     */
    lost: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId).optional(),
    blocked: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(PhaseId, zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024)).optional(),
    /** Side-effect phases this attempt may execute again (`all`, or phase ids). */
    rerunSideEffects: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId).max(1000).optional(),
});
const RunState = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(SCHEMA_VERSION),
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(128),
    scope: Scope,
    origin: Origin,
    status: RunStatus,
    /** Ordered by run order: JSON object key order is insertion order for non-integer keys. */
    phases: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(PhaseId, PhaseRecord),
    declared: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseDecl).default([]),
    profile: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64).optional(),
    /** Phases that are not declared may run (otherwise, with declared phases, they are refused). */
    allowUndeclared: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    profiles: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(SafeKey, Profile).default({}),
    context: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(SafeKey, JsonValue).default({}),
    checkpoints: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Checkpoint).default([]),
    /** When checkpoints are taken without being asked for, and how many are kept. */
    checkpointPolicy: CheckpointPolicy.optional(),
    rollbackHistory: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RollbackEvent).default([]),
    resume: ResumeInfo.optional(),
    pause: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024), at: Timestamp }).optional(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    endedAt: Timestamp.optional(),
    /** Why the run failed when no phase records it (e.g. the job failed outside any phase). */
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096).optional(),
    /** The run's latest failure, of a phase or of the run itself, kept across later attempts. */
    lastFailure: LastFailure.optional(),
    /** Monotonic counter of saved revisions; used for write-once keys and the journal. */
    seq: Count.default(0),
    /**
     * Blob packs holding the content of this state's file checkpoints, as shipped to the Actions
     * cache (key) and artifacts (name). A new attempt fetches them to restore skipped phases' outputs.
     */
    packs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        sha256: Sha256Hex,
        key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(512),
        artifact: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256).optional(),
        /** The run whose artifacts hold it. */
        runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64).optional(),
        blobs: Count,
        bytes: Count,
    }))
        .max(10_000)
        .default([]),
    /**
     * Cross-run reuse: the succeeded, input-hashed phase records of the previous run of this scope,
     * carried into a new run so that a phase with unchanged inputs can be skipped.
     */
    carried: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64),
        records: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(PhaseId, PhaseRecord),
    })
        .optional(),
    metadata: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        toolVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64),
        host: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256).optional(),
        runner: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256).optional(),
    })
        .default({ toolVersion: '0.0.0' }),
});
const HistoryCommon = {
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(SCHEMA_VERSION),
    runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64),
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    repo: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    workflow: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    job: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(256),
    matrix: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(1024).default(''),
    ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(512),
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64),
    stateId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(128),
};
const HistoryRunEntry = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    ...HistoryCommon,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('run'),
    status: RunStatus,
    startedAt: Timestamp,
    endedAt: Timestamp,
    durationMs: Count,
    phases: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        total: Count,
        succeeded: Count,
        failed: Count,
        skipped: Count,
        rolledBack: Count,
    }),
    resumed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    resumeFrom: PhaseId.optional(),
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PhaseId).default([]),
    savedMs: Count.default(0),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096).optional(),
    /** The run's last failure, also when this attempt completed after it (see RunState). */
    lastFailure: LastFailure.optional(),
});
const HistoryPhaseEntry = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    ...HistoryCommon,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('phase'),
    phase: PhaseId,
    status: PhaseStatus,
    /** The attempt that produced the record (differs from `attempt` when it was skipped on resume). */
    producedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    startedAt: Timestamp.optional(),
    endedAt: Timestamp.optional(),
    durationMs: Count.default(0),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    savedMs: Count.default(0),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4096).optional(),
    /** How many failures the phase record keeps, across attempts (absent when none). */
    failures: Count.optional(),
    /** The phase's inputs hash, so a later run can reuse a succeeded phase (see inputs.ts). */
    inputsHash: Sha256Hex.optional(),
});
const HistoryEntry = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('kind', [HistoryRunEntry, HistoryPhaseEntry]);


/***/ })

};
