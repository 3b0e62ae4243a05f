export const id = 6093;
export const ids = [6093];
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
/* harmony import */ var _core_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48584);
/* harmony import */ var _core_schema_constants_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64333);
/* harmony import */ var _argv_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77077);
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
        (await Promise.all(/* import() */[__webpack_require__.e(3382), __webpack_require__.e(7941)]).then(__webpack_require__.bind(__webpack_require__, 17941))).checkGlobs(list, name);
}
/** `--older-than`: an age such as 30d. */
async function duration(text, name) {
    if (text !== undefined)
        (await __webpack_require__.e(/* import() */ 4691).then(__webpack_require__.bind(__webpack_require__, 54691))).parseDurationSpec(text, name);
}
/** `--since`, `--until`: an ISO date or an age. */
async function timeSpec(text, name) {
    if (text !== undefined)
        (await __webpack_require__.e(/* import() */ 4691).then(__webpack_require__.bind(__webpack_require__, 54691))).parseTimeSpec(text, name);
}
async function strategy(text, name) {
    if (text !== undefined)
        (await __webpack_require__.e(/* import() */ 3023).then(__webpack_require__.bind(__webpack_require__, 93023))).parseStrategy(text, name);
}
/** `--rerun-side-effects <phases>`: `all` or phase ids. */
async function rerunList(text) {
    if (text !== undefined)
        (await __webpack_require__.e(/* import() */ 710).then(__webpack_require__.bind(__webpack_require__, 40710))).parseRerunSideEffects(text, '--rerun-side-effects');
}
// ---------------------------------------------------------------- per command
/** The options of `run` (and its phase): the tail size to keep, checked. */
async function checkRunOptions(phase, o) {
    phaseId(phase, 'phase');
    if (o.always && o.sideEffect)
        refuse(`run ${phase}: --always and --side-effect do not go together: a side effect is never run again silently`);
    (await Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(1634), __webpack_require__.e(1225), __webpack_require__.e(2426)]).then(__webpack_require__.bind(__webpack_require__, 41225))).outputsMode(o.outputs, o.outputsMaxSize);
    const tail = tailBytes(o.tail ?? _argv_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_TAIL */ .p);
    phaseIds(o.requires, '--requires');
    envNames(o.env, '--env');
    await globs(o.inputs, '--inputs', false);
    if (!(o.outputs?.length === 1 && o.outputs[0] === 'none'))
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
            (await __webpack_require__.e(/* import() */ 2040).then(__webpack_require__.bind(__webpack_require__, 42040))).parsePhaseList(phases, '--phases');
        existingFile(str(o.phasesFile), '--phases-file');
        await strategy(str(o.resume), '--resume');
        const profile = str(o.profile);
        if (profile !== undefined && !_core_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .PHASE_ID_PATTERN */ .T5.test(profile))
            invalid('--profile', profile, `a profile name: ${PHASE_ID_HELP}`);
        await rerunList(str(o.rerunSideEffects));
        const policy = () => Promise.all(/* import() */[__webpack_require__.e(2402), __webpack_require__.e(5595)]).then(__webpack_require__.bind(__webpack_require__, 5595));
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
    result: (_o, [id = '']) => void phaseId(id, 'result'),
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
        oneOf(str(o.source), '--source', ['local', 'repo', 'run', 'remote']);
        if (o.remote !== undefined && o.source !== undefined && o.source !== 'remote')
            refuse(`--remote goes with --source remote (or no --source), not --source ${str(o.source)}`);
        for (const f of list(o.file) ?? [])
            existingFile(f, '--file');
        repoName(str(o.repo), '--repo');
        oneOf(str(o.status), '--status', [
            ...new Set([..._core_schema_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_RUN_STATUSES */ .ch, ..._core_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .PhaseStatus */ .ko.options]),
        ]);
        await timeSpec(str(o.since), '--since');
        await timeSpec(str(o.until), '--until');
        const phase = str(o.phase);
        if (phase !== undefined)
            phaseId(phase, '--phase');
        const format = str(o.format);
        if (format !== undefined)
            (await Promise.all(/* import() */[__webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(8154)]).then(__webpack_require__.bind(__webpack_require__, 18154))).parseFormat(format, '--format');
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


/***/ })

};
