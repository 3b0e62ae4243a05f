export const id = 5350;
export const ids = [5350];
export const modules = {

/***/ 65350:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  buildProgram: () => (/* binding */ buildProgram),
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./node_modules/commander/index.js + 6 modules
var commander = __webpack_require__(67375);
// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/version.js
var version = __webpack_require__(15922);
;// CONCATENATED MODULE: ./.build/cli/commands/report-command.js
/**
 * The `ci-state report` command's declaration (its code, loaded when it runs, is report.ts).
 */

const REPORT_FORMATS = ['markdown', 'junit'];
function reportCommand(program, printer) {
    program
        .command('report')
        .summary("write the current run's report: markdown (story and phases) or JUnit XML")
        .description("write the current run's report: markdown (the story, the phases table and the output of failed phases, as the GitHub job summary has them) or JUnit XML (one testcase per phase: passed, failed with its message and output tail, or skipped with why), for a CI system to show or archive")
        .addOption(new commander/* Option */.c$('--format <format>', 'markdown (default) or junit').choices(REPORT_FORMATS))
        .option('--out <file>', 'write to this file (its directory is created) instead of stdout')
        .action(async (o) => (await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(5952), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(1634), __webpack_require__.e(8584), __webpack_require__.e(6650), __webpack_require__.e(957), __webpack_require__.e(3463)]).then(__webpack_require__.bind(__webpack_require__, 8313))).cmdReport(printer, o));
}

// EXTERNAL MODULE: ./.build/cli/argv.js
var argv = __webpack_require__(77077);
;// CONCATENATED MODULE: ./.build/cli/history-commands.js
const history_commands_history = () => Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(1634), __webpack_require__.e(8584), __webpack_require__.e(8651)]).then(__webpack_require__.bind(__webpack_require__, 42074));
/** Declares `ci-state history` on the program. */
function addHistoryCommand(program, printer) {
    program
        .command('history')
        .summary("finished attempts from the history (local, the repository's runs, or a remote store), or statistics")
        .description("list finished attempts from the history (local, the repository's runs, or a remote store), or statistics: success rate, p50/p95 per phase, flaky phases, time saved by resume, a daily summary")
        .option('--source <source>', "local (default: the store's history.jsonl), repo (recent runs' artifacts), run (this run) or remote (the remote store's, the default with --remote or CI_STATE_REMOTE)")
        .option('--remote <url>', "read the history on s3://bucket/prefix: this ref's and the default branch's, or --branch's")
        .option('--file <paths...>', 'history JSONL files (local source)')
        .option('--repo <owner/name>', 'repository for the repo and run sources (default $GITHUB_REPOSITORY; token in GITHUB_TOKEN); remote source: only its entries')
        .option('--workflow <name>', 'only this workflow')
        .option('--job <name>', 'only this job')
        .option('--branch <name>', 'only this branch')
        .option('--status <status>', 'completed, failed, paused, rolled_back, abandoned (or a phase status with --phase)')
        .option('--since <time>', 'ISO date or age (7d, 12h)')
        .option('--until <time>', 'ISO date or age')
        .option('--phase <phase>', 'the lines of this phase')
        .option('--text <text>', 'text in the workflow or job name or in an error')
        .option('--stats', 'success rate, p50/p95 per phase, flaky phases, time saved, daily summary')
        .option('--format <format>', 'table (default), json, jsonl, csv, markdown, or html (with --stats)')
        .option('--output <file>', 'write to a file instead of standard output')
        .option('--max-runs <n>', 'repo source: newest runs to look at (default 100)')
        .option('--concurrency <n>', 'repo and remote sources: downloads at once (default 4)')
        .option('--cache-dir <dir>', 'repo source: cache of downloaded entries (default <store>/history-cache)')
        .option('--json', 'same as --format json')
        .action(async (o) => (await history_commands_history()).cmdHistory(printer, o));
}
/** Declares `ci-state cleanup` on the program. */
function addCleanupCommand(program, printer) {
    program
        .command('cleanup')
        .description('remove expired states, checkpoint content no state refers to, and old history; with --repo, old ci-state artifacts and caches too')
        .option('--older-than <age>', 'history older than this (e.g. 30d) is pruned; with --repo, artifacts and caches too')
        .option('--keep <n>', 'with --repo: always keep the newest N of each kind and scope')
        .option('--repo <owner/name>', "also clean the repository's ci-state artifacts and cache entries (token in GITHUB_TOKEN)")
        .option('--remote <url>', 'also delete what is older than --older-than in s3://bucket/prefix')
        .option('--dry-run', 'list what would be removed, remove nothing')
        .option('--json', 'print JSON')
        .action(async (o) => (await history_commands_history()).cmdCleanup(printer, o));
}

// EXTERNAL MODULE: ./.build/cli/output.js + 1 modules
var output = __webpack_require__(74748);
;// CONCATENATED MODULE: ./.build/cli/program.js
/**
 * The `ci-state` command line. Each command is a thin layer: parse and check its input, apply a core
 * transition through the store, print what happened in words a person reads (or JSON with --json).
 * This module only declares the commands; each one's code (and what it needs: the schemas, the
 * store, the snapshot or history code, the GitHub clients) is loaded when that command runs.
 */







// ---------------------------------------------------------------- program
function buildProgram(printer, result) {
    /** Sets the exit code when a command returns one. */
    const exit = (code) => {
        if (code !== undefined)
            result.code = code;
    };
    const run = () => Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(1634), __webpack_require__.e(8584), __webpack_require__.e(1225), __webpack_require__.e(1173)]).then(__webpack_require__.bind(__webpack_require__, 21166));
    const init = () => Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(3136), __webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(1634), __webpack_require__.e(8584), __webpack_require__.e(6650), __webpack_require__.e(7267)]).then(__webpack_require__.bind(__webpack_require__, 17267));
    const state = () => Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(1634), __webpack_require__.e(8584), __webpack_require__.e(5079)]).then(__webpack_require__.bind(__webpack_require__, 65079));
    const files = () => Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(5952), __webpack_require__.e(3382), __webpack_require__.e(3136), __webpack_require__.e(1071), __webpack_require__.e(2724), __webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(1634), __webpack_require__.e(8584), __webpack_require__.e(8638), __webpack_require__.e(5814), __webpack_require__.e(1351)]).then(__webpack_require__.bind(__webpack_require__, 67721));
    const program = new commander/* Command */.uB('ci-state')
        .description('Resumable, accountable CI: record phases, resume re-runs, keep history.')
        .version(version/* VERSION */.x, '-V, --version')
        .showSuggestionAfterError(false)
        .exitOverride()
        .configureOutput({
        writeOut: (t) => process.stdout.write(t),
        writeErr: (t) => process.stderr.write(t),
        outputError: () => undefined,
    });
    // Every command's options are checked before the command reads or changes anything; the
    // schemas' zod is loaded for it (see core/zod.ts), not for --help or --version.
    program.hook('preAction', async (_program, command) => {
        if (command.name() === 'completion')
            return;
        await Promise.all(/* import() */[__webpack_require__.e(2857), __webpack_require__.e(8451)]).then(__webpack_require__.bind(__webpack_require__, 58451));
        await (await Promise.all(/* import() */[__webpack_require__.e(8584), __webpack_require__.e(6093)]).then(__webpack_require__.bind(__webpack_require__, 66093))).checkCommand(command);
    });
    program
        .command('init')
        .summary('start attempt 1 of a run, or the next attempt of a failed or paused one (prints the plan)')
        .description('start attempt 1 of a run or, when the stored run failed or was paused, the next attempt, planned with the strategy after checking which checkpointed outputs the store can restore; prints the plan')
        .option('--workflow <name>', 'workflow name (default: $GITHUB_WORKFLOW on a runner, "default" elsewhere)')
        .option('--job <name>', 'job name (default: $GITHUB_JOB on a runner, "local" elsewhere)')
        .option('--phases <list>', 'declared phases in order: a,b,c; "name:req1+req2" adds requirements; a trailing ! marks a side effect')
        .option('--phases-file <file>', 'YAML or JSON file declaring phases and profiles')
        .option('--resume <strategy>', 'failed (default), previous, skip-failed, restart or checkpoint:<id|phase>')
        .option('--profile <name>', 'task profile that skips a set of phases (e.g. docs)')
        .option('--rerun-side-effects <phases>', 'side-effect phases that already succeeded and may run again: ids separated by commas, or all')
        .option('--allow-undeclared', 'with declared phases, accept phases that are not declared')
        .option('--always <phases>', 'declared phases that run on every attempt, never skipped (npm ci, set-up steps): ids separated by commas')
        .option('--checkpoint-interval <interval>', 'scheduled checkpoints of the succeeded outputs: every N phase ends (N), every Nm or Nh, or both ("2,30m")')
        .option('--max-checkpoints <n>', 'keep at most N checkpoints in the run (default 50): the oldest that nothing refers to are pruned')
        .option('--no-error-checkpoints', 'do not checkpoint the outputs of a failed or cancelled phase (error_recovery, before_restart)')
        .option('--remote <url>', 'save to s3://bucket/prefix at phase ends, resume from it anywhere')
        .option('--attempt-of <build>', 'resume the run of this build (Jenkins re-runs are new builds)')
        .option('--json', 'print JSON')
        .action(async (o) => (await init()).cmdInit(printer, o));
    program
        .command('run')
        .summary('run a phase (or skip it when the plan says it is done) and record the result')
        .description("skip the phase when the plan says so (exit 0, one line saying so), after restoring its outputs; otherwise run the command, record its duration, exit code and a bounded, redacted tail of its output, and exit with the command's exit code (SIGINT and SIGTERM are forwarded and recorded as cancelled)")
        .argument('<phase>', 'phase id')
        .argument('[command...]', 'the command, after --')
        .option('--inputs <globs...>', 'files whose content makes up the phase inputs (cross-run reuse)')
        .option('--env <names...>', 'environment variables that make up the phase inputs')
        .option('--outputs <globs...>', 'files the phase produces, kept so a later attempt can skip it (default: every file it creates or changes in the workspace; none: it produces none)')
        .option('--outputs-max-size <size>', 'most bytes of changed files kept as its outputs (default 1GiB, or CI_STATE_OUTPUTS_MAX_SIZE); over it the phase runs again on a re-run')
        .option('--always', 'run it on every attempt, never skipped (npm ci, set-up steps)')
        .option('--side-effect', 'the phase has effects outside the workspace: never re-run it silently')
        .option('--requires <phases...>', 'phases this one needs; redoing one of them redoes this one')
        .option('--rerun-side-effects', 'execute it although it has side effects that already happened (a deploy that succeeded)')
        .addOption(new commander/* Option */.c$('--tail <bytes>', 'bytes of stdout/stderr kept in the state').default(argv/* DEFAULT_TAIL */.p))
        .action(async (phase, command, o) => {
        result.code = await (await run()).cmdRun(printer, phase, command, o);
    });
    const phase = program
        .command('phase')
        .description('record a phase by hand: start, done, fail or skip');
    phase
        .command('start <phase>')
        .description('mark a phase as running (what `run` does before its command)')
        .option('--requires <phases...>', 'phases this one needs')
        .option('--side-effect', 'the phase has effects outside the workspace')
        .action(async (id, o) => (await run()).cmdPhaseStart(printer, id, o));
    phase
        .command('done <phase>')
        .description('mark a running phase as succeeded')
        .action(async (id) => {
        result.code = await (await run()).cmdPhaseDone(printer, id);
    });
    phase
        .command('fail <phase>')
        .description('mark a running phase as failed')
        .option('--reason <text>', 'what went wrong')
        .action(async (id, o) => (await run()).cmdPhaseFail(printer, id, o));
    phase
        .command('skip <phase>')
        .description('record a phase as skipped without running it')
        .option('--reason <text>', 'why it is skipped')
        .action(async (id, o) => (await run()).cmdPhaseSkip(printer, id, o));
    program
        .command('pause')
        .description('pause the run with a reason (e.g. awaiting approval); `resume` continues it')
        .requiredOption('--reason <text>', 'why the run is paused')
        .action(async (o) => (await state()).cmdPause(printer, o));
    program
        .command('status')
        .summary('show the current run')
        .description("show the current run: each phase's status, attempt and duration, its failures, the last failure and whether a re-run can help")
        .option('--json', 'print the whole state as JSON')
        .action(async (o) => (await state()).cmdStatus(printer, o));
    program
        .command('result <phase>')
        .summary("how a phase ended: status, exit code, duration and its output's tails")
        .description('how a phase ended, as recorded: status, attempt, exit code (or signal), duration, error and the bounded, redacted tails of its stdout and stderr')
        .option('--json', 'print JSON (null for what was not recorded)')
        .action(async (id, o) => (await Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(3136), __webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(1634), __webpack_require__.e(8584), __webpack_require__.e(3043)]).then(__webpack_require__.bind(__webpack_require__, 38985))).cmdResult(printer, id, o));
    program
        .command('flush')
        .description("wait for the keepers of phase outputs, then until the current state is saved: by the job's persistence process on a runner, to the remote store (init --remote) elsewhere; on GitLab CI, Buildkite, Jenkins and CircleCI, then publish the report (docs/other-ci.md)")
        .action(async () => {
        const { cmdFlush } = await Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(1634), __webpack_require__.e(8584), __webpack_require__.e(3446)]).then(__webpack_require__.bind(__webpack_require__, 38605));
        const { openSession } = await Promise.all(/* import() */[__webpack_require__.e(5952), __webpack_require__.e(2402), __webpack_require__.e(634), __webpack_require__.e(1634), __webpack_require__.e(8584), __webpack_require__.e(5844)]).then(__webpack_require__.bind(__webpack_require__, 3647));
        exit(await cmdFlush(openSession(printer)));
    });
    reportCommand(program, printer);
    program
        .command('get <key>')
        .description('print a context value (JSON) by dotted key; exit 1 with an error when it is not set')
        .action(async (key) => exit(await (await state()).cmdGet(printer, key)));
    program
        .command('set <assignment>')
        .description('set a context value: KEY=JSON (strings need quotes: name=\'"text"\')')
        .action(async (assignment) => (await state()).cmdSet(printer, assignment));
    program
        .command('checkpoint')
        .summary('record a checkpoint of the state')
        .description('record a checkpoint of the state, with files (--files) and external state (--capture, --restore) when asked')
        .option('--reason <reason>', 'user_request (default), scheduled, error_recovery, phase_completed, before_rollback, before_restart')
        .option('--phase <phase>', 'the phase the checkpoint belongs to (default: the last succeeded)')
        .option('--files <globs...>', 'snapshot these files (content-addressed; only new content is stored)')
        .option('--git-changed', 'with --files in a git checkout: only what git reports changed or untracked')
        .option('--allow-secrets <globs...>', 'snapshot these files even though they contain token-shaped text')
        .option('--capture <command>', 'external state: a command whose output is stored (e.g. pg_dump)')
        .option('--restore <command>', 'with --capture: the command that puts it back from stdin on rollback')
        .option('--name <name>', 'with --capture: a short name for the external state', 'external')
        .option('--json', 'print JSON')
        .action(async (o) => (await files()).cmdCheckpoint(printer, o));
    program
        .command('resume')
        .description('plan the next attempt of a failed run, or continue a paused one')
        .option('--strategy <strategy>', 'failed (default), previous, skip-failed, restart or checkpoint:<id|phase>')
        .option('--rerun-side-effects <phases>', 'side-effect phases that already succeeded and may run again: ids separated by commas, or all')
        .option('--dry-run', 'print the plan without changing anything')
        .option('--json', 'print JSON')
        .action(async (o) => (await init()).cmdResume(printer, o));
    program
        .command('rollback')
        .description('roll the state back to a checkpoint or phase; later phases are marked rolled_back')
        .requiredOption('--to <target>', 'checkpoint id or phase')
        .option('--reason <text>', 'why')
        .option('--dry-run', 'print what would change without changing anything')
        .option('--json', 'print JSON')
        .action(async (o) => (await files()).cmdRollback(printer, o));
    program
        .command('finish')
        .summary('end the attempt: completed if no phase failed, else failed; appends history')
        .description('end the attempt: completed if no phase failed and every declared phase ran or was skipped, else failed ("not run: test"); appends to history.jsonl')
        .option('--json', 'print JSON')
        .action(async (o) => {
        result.code = await (await state()).cmdFinish(printer, o);
    });
    addHistoryCommand(program, printer);
    program
        .command('journal')
        .description("the current run's state changes (RFC 6902 patches), and a replay check")
        .option('--json', 'print the entries as JSON')
        .action(async (o) => exit(await (await state()).cmdJournal(printer, o)));
    program
        .command('validate <file>')
        .description('check a state file: schema, version and invariants; lists every error')
        .option('--json', 'print JSON')
        .action(async (file, o) => {
        result.code = await (await state()).cmdValidate(printer, file, o);
    });
    program
        .command('reset')
        .description('forget the current run (its history lines stay)')
        .action(async () => (await state()).cmdReset(printer));
    addCleanupCommand(program, printer);
    program
        .command('completion')
        .description('print a shell completion script: `source <(ci-state completion bash)`')
        .addArgument(new commander/* Argument */.ef('<shell>', (0,errors/* listWords */.yh)(SHELLS)).choices(SHELLS))
        .action(async (shell) => {
        const { completionScript } = await __webpack_require__.e(/* import() */ 5525).then(__webpack_require__.bind(__webpack_require__, 55525));
        process.stdout.write(completionScript(program, shell));
    });
    return program;
}
/** The shells `ci-state completion` writes a script for. */
const SHELLS = ['bash', 'zsh', 'fish'];
/** Runs the CLI; returns the process exit code. Errors become one line on stderr. */
async function main(argv = process.argv) {
    const printer = (0,output/* createPrinter */.Fr)();
    const result = { code: 0 };
    const program = buildProgram(printer, result);
    try {
        await program.parseAsync(argv);
        return result.code;
    }
    catch (e) {
        if (e instanceof commander/* CommanderError */.b7) {
            // Bare `ci-state` (or a group without its subcommand): the help went to stderr; a usage error.
            if (e.code === 'commander.help')
                return 2;
            if (e.code === 'commander.helpDisplayed' ||
                e.code === 'commander.version' ||
                e.exitCode === 0)
                return 0;
            process.stderr.write(`ci-state: ${commanderMessage(e, argv, program)}\n`);
            return 2;
        }
        return (0,output/* reportError */.N7)(e);
    }
}
/**
 * An option before any command (`ci-state --json`): which commands take it, with an example, or,
 * when none does, that it is unknown.
 */
function misplacedOption(e, program) {
    const option = /'([^']+)'/.exec(e.message)?.[1] ?? '';
    const flag = option.split('=')[0] ?? option;
    const takers = program.commands
        .filter((c) => c.options.some((o) => o.long === flag || o.short === flag))
        .map((c) => c.name());
    if (takers.length === 0)
        return `unknown option '${option}' (see ci-state --help)`;
    const example = takers.includes('status') ? 'status' : takers[0];
    return `unknown option '${option}': it goes after a command that takes it (${(0,errors/* listWords */.yh)(takers)}), e.g. ci-state ${example} ${flag}`;
}
function commanderMessage(e, argv, program) {
    if (e.code === 'commander.unknownCommand' || e.code === 'commander.excessArguments') {
        const name = argv[2] ?? '';
        const commands = program.commands.map((c) => c.name());
        if (!commands.includes(name))
            return `unknown command "${name}": expected one of ${commands.join(', ')} (see ci-state --help)`;
    }
    if (e.code === 'commander.unknownOption' && !program.commands.some((c) => c.name() === argv[2]))
        return misplacedOption(e, program);
    if (e.code === 'commander.invalidArgument' && argv[2] === 'completion')
        return `unknown shell "${argv[3] ?? ''}": expected ${(0,errors/* listWords */.yh)(SHELLS)} (see ci-state completion --help)`;
    if (e.code === 'commander.missingArgument' ||
        e.code === 'commander.missingMandatoryOptionValue' ||
        e.code === 'commander.optionMissingArgument' ||
        e.code === 'commander.unknownOption') {
        return `${e.message.replace(/^error: /, '')} (see ci-state ${argv[2] ?? ''} --help)`.replace(/\s+\(see ci-state\s+--help\)$/, ' (see ci-state --help)');
    }
    return e.message.replace(/^error: /, '');
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
