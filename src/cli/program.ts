/**
 * The `ci-state` command line. Each command is a thin layer: parse and check its input, apply a core
 * transition through the store, print what happened in words a person reads (or JSON with --json).
 * This module only declares the commands; each one's code (and what it needs: the schemas, the
 * store, the snapshot or history code, the GitHub clients) is loaded when that command runs.
 */
import { Argument, Command, CommanderError, Option } from 'commander';
import { listWords } from '../core/errors.js';
import { VERSION } from '../version.js';
import type { CheckpointOptions, RollbackOptions } from './commands/files.js';
import type { InitOptions, ResumeOptions } from './commands/init.js';
import type { RunOptions } from './commands/run.js';
import { reportCommand } from './commands/report-command.js';
import { DEFAULT_TAIL } from './argv.js';
import { addCleanupCommand, addHistoryCommand } from './history-commands.js';
import { createPrinter, reportError, type Printer } from './output.js';

// ---------------------------------------------------------------- program

export function buildProgram(printer: Printer, result: { code: number }): Command {
  /** Sets the exit code when a command returns one. */
  const exit = (code: number | void) => {
    if (code !== undefined) result.code = code;
  };
  const run = () => import('./commands/run.js');
  const init = () => import('./commands/init.js');
  const state = () => import('./commands/state.js');
  const files = () => import('./commands/files.js');
  const program = new Command('ci-state')
    .description('Resumable, accountable CI: record phases, resume re-runs, keep history.')
    .version(VERSION, '-V, --version')
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
    if (command.name() === 'completion') return;
    await import('../core/zod-builders.js');
    await (await import('./validate.js')).checkCommand(command);
  });

  program
    .command('init')
    .summary(
      'start attempt 1 of a run, or the next attempt of a failed or paused one (prints the plan)',
    )
    .description(
      'start attempt 1 of a run or, when the stored run failed or was paused, the next attempt, planned with the strategy after checking which checkpointed outputs the store can restore; prints the plan',
    )
    .option(
      '--workflow <name>',
      'workflow name (default: $GITHUB_WORKFLOW on a runner, "default" elsewhere)',
    )
    .option('--job <name>', 'job name (default: $GITHUB_JOB on a runner, "local" elsewhere)')
    .option(
      '--phases <list>',
      'declared phases in order: a,b,c; "name:req1+req2" adds requirements; a trailing ! marks a side effect',
    )
    .option('--phases-file <file>', 'YAML or JSON file declaring phases and profiles')
    .option(
      '--resume <strategy>',
      'failed (default), previous, skip-failed, restart or checkpoint:<id|phase>',
    )
    .option('--profile <name>', 'task profile that skips a set of phases (e.g. docs)')
    .option(
      '--rerun-side-effects <phases>',
      'side-effect phases that already succeeded and may run again: ids separated by commas, or all',
    )
    .option('--allow-undeclared', 'with declared phases, accept phases that are not declared')
    .option(
      '--always <phases>',
      'declared phases that run on every attempt, never skipped (npm ci, set-up steps): ids separated by commas',
    )
    .option(
      '--checkpoint-interval <interval>',
      'scheduled checkpoints of the succeeded outputs: every N phase ends (N), every Nm or Nh, or both ("2,30m")',
    )
    .option(
      '--max-checkpoints <n>',
      'keep at most N checkpoints in the run (default 50): the oldest that nothing refers to are pruned',
    )
    .option(
      '--no-error-checkpoints',
      'do not checkpoint the outputs of a failed or cancelled phase (error_recovery, before_restart)',
    )
    .option('--remote <url>', 'save to s3://bucket/prefix at phase ends, resume from it anywhere')
    .option('--attempt-of <build>', 'resume the run of this build (Jenkins re-runs are new builds)')
    .option('--json', 'print JSON')
    .action(async (o: InitOptions) => (await init()).cmdInit(printer, o));

  program
    .command('run')
    .summary('run a phase (or skip it when the plan says it is done) and record the result')
    .description(
      "skip the phase when the plan says so (exit 0, one line saying so), after restoring its outputs; otherwise run the command, record its duration, exit code and a bounded, redacted tail of its output, and exit with the command's exit code (SIGINT and SIGTERM are forwarded and recorded as cancelled)",
    )
    .argument('<phase>', 'phase id')
    .argument('[command...]', 'the command, after --')
    .option(
      '--inputs <globs...>',
      'files whose content makes up the phase inputs (cross-run reuse)',
    )
    .option('--env <names...>', 'environment variables that make up the phase inputs')
    .option(
      '--outputs <globs...>',
      'files the phase produces, kept so a later attempt can skip it (default: every file it creates or changes in the workspace; none: it produces none)',
    )
    .option(
      '--outputs-max-size <size>',
      'most bytes of changed files kept as its outputs (default 1GiB, or CI_STATE_OUTPUTS_MAX_SIZE); over it the phase runs again on a re-run',
    )
    .option('--always', 'run it on every attempt, never skipped (npm ci, set-up steps)')
    .option(
      '--side-effect',
      'the phase has effects outside the workspace: never re-run it silently',
    )
    .option('--requires <phases...>', 'phases this one needs; redoing one of them redoes this one')
    .option(
      '--rerun-side-effects',
      'execute it although it has side effects that already happened (a deploy that succeeded)',
    )
    .addOption(
      new Option('--tail <bytes>', 'bytes of stdout/stderr kept in the state').default(
        DEFAULT_TAIL,
      ),
    )
    .action(async (phase: string, command: string[], o: RunOptions) => {
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
    .action(async (id: string, o: { requires?: string[]; sideEffect?: boolean }) =>
      (await run()).cmdPhaseStart(printer, id, o),
    );
  phase
    .command('done <phase>')
    .description('mark a running phase as succeeded')
    .action(async (id: string) => {
      result.code = await (await run()).cmdPhaseDone(printer, id);
    });
  phase
    .command('fail <phase>')
    .description('mark a running phase as failed')
    .option('--reason <text>', 'what went wrong')
    .action(async (id: string, o: { reason?: string }) =>
      (await run()).cmdPhaseFail(printer, id, o),
    );
  phase
    .command('skip <phase>')
    .description('record a phase as skipped without running it')
    .option('--reason <text>', 'why it is skipped')
    .action(async (id: string, o: { reason?: string }) =>
      (await run()).cmdPhaseSkip(printer, id, o),
    );

  program
    .command('pause')
    .description('pause the run with a reason (e.g. awaiting approval); `resume` continues it')
    .requiredOption('--reason <text>', 'why the run is paused')
    .action(async (o: { reason: string }) => (await state()).cmdPause(printer, o));

  program
    .command('status')
    .summary('show the current run')
    .description(
      "show the current run: each phase's status, attempt and duration, its failures, the last failure and whether a re-run can help",
    )
    .option('--json', 'print the whole state as JSON')
    .action(async (o: { json?: boolean }) => (await state()).cmdStatus(printer, o));

  program
    .command('result <phase>')
    .summary("how a phase ended: status, exit code, duration and its output's tails")
    .description(
      'how a phase ended, as recorded: status, attempt, exit code (or signal), duration, error and the bounded, redacted tails of its stdout and stderr',
    )
    .option('--json', 'print JSON (null for what was not recorded)')
    .action(async (id: string, o: { json?: boolean }) =>
      (await import('./commands/result.js')).cmdResult(printer, id, o),
    );

  program
    .command('flush')
    .description(
      "wait for the keepers of phase outputs, then until the current state is saved: by the job's persistence process on a runner, to the remote store (init --remote) elsewhere; on GitLab CI, Buildkite, Jenkins and CircleCI, then publish the report (docs/other-ci.md)",
    )
    .action(async () => {
      const { cmdFlush } = await import('./handoff.js');
      const { openSession } = await import('./session.js');
      exit(await cmdFlush(openSession(printer)));
    });
  reportCommand(program, printer);

  program
    .command('get <key>')
    .description(
      'print a context value (JSON) by dotted key; exit 1 with an error when it is not set',
    )
    .action(async (key: string) => exit(await (await state()).cmdGet(printer, key)));

  program
    .command('set <assignment>')
    .description('set a context value: KEY=JSON (strings need quotes: name=\'"text"\')')
    .action(async (assignment: string) => (await state()).cmdSet(printer, assignment));

  program
    .command('checkpoint')
    .summary('record a checkpoint of the state')
    .description(
      'record a checkpoint of the state, with files (--files) and external state (--capture, --restore) when asked',
    )
    .option(
      '--reason <reason>',
      'user_request (default), scheduled, error_recovery, phase_completed, before_rollback, before_restart',
    )
    .option('--phase <phase>', 'the phase the checkpoint belongs to (default: the last succeeded)')
    .option(
      '--files <globs...>',
      'snapshot these files (content-addressed; only new content is stored)',
    )
    .option(
      '--git-changed',
      'with --files in a git checkout: only what git reports changed or untracked',
    )
    .option(
      '--allow-secrets <globs...>',
      'snapshot these files even though they contain token-shaped text',
    )
    .option(
      '--capture <command>',
      'external state: a command whose output is stored (e.g. pg_dump)',
    )
    .option(
      '--restore <command>',
      'with --capture: the command that puts it back from stdin on rollback',
    )
    .option('--name <name>', 'with --capture: a short name for the external state', 'external')
    .option('--json', 'print JSON')
    .action(async (o: CheckpointOptions) => (await files()).cmdCheckpoint(printer, o));

  program
    .command('resume')
    .description('plan the next attempt of a failed run, or continue a paused one')
    .option(
      '--strategy <strategy>',
      'failed (default), previous, skip-failed, restart or checkpoint:<id|phase>',
    )
    .option(
      '--rerun-side-effects <phases>',
      'side-effect phases that already succeeded and may run again: ids separated by commas, or all',
    )
    .option('--dry-run', 'print the plan without changing anything')
    .option('--json', 'print JSON')
    .action(async (o: ResumeOptions) => (await init()).cmdResume(printer, o));

  program
    .command('rollback')
    .description(
      'roll the state back to a checkpoint or phase; later phases are marked rolled_back',
    )
    .requiredOption('--to <target>', 'checkpoint id or phase')
    .option('--reason <text>', 'why')
    .option('--dry-run', 'print what would change without changing anything')
    .option('--json', 'print JSON')
    .action(async (o: RollbackOptions) => (await files()).cmdRollback(printer, o));

  program
    .command('finish')
    .summary('end the attempt: completed if no phase failed, else failed; appends history')
    .description(
      'end the attempt: completed if no phase failed and every declared phase ran or was skipped, else failed ("not run: test"); appends to history.jsonl',
    )
    .option('--json', 'print JSON')
    .action(async (o: { json?: boolean }) => {
      result.code = await (await state()).cmdFinish(printer, o);
    });

  addHistoryCommand(program, printer);

  program
    .command('journal')
    .description("the current run's state changes (RFC 6902 patches), and a replay check")
    .option('--json', 'print the entries as JSON')
    .action(async (o: { json?: boolean }) => exit(await (await state()).cmdJournal(printer, o)));

  program
    .command('validate <file>')
    .description('check a state file: schema, version and invariants; lists every error')
    .option('--json', 'print JSON')
    .action(async (file: string, o: { json?: boolean }) => {
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
    .addArgument(new Argument('<shell>', listWords(SHELLS)).choices(SHELLS))
    .action(async (shell: Shell) => {
      const { completionScript } = await import('./completion.js');
      process.stdout.write(completionScript(program, shell));
    });

  return program;
}

/** The shells `ci-state completion` writes a script for. */
const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** Runs the CLI; returns the process exit code. Errors become one line on stderr. */
export async function main(argv: string[] = process.argv): Promise<number> {
  const printer = createPrinter();
  const result = { code: 0 };
  const program = buildProgram(printer, result);
  try {
    await program.parseAsync(argv);
    return result.code;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Bare `ci-state` (or a group without its subcommand): the help went to stderr; a usage error.
      if (e.code === 'commander.help') return 2;
      if (
        e.code === 'commander.helpDisplayed' ||
        e.code === 'commander.version' ||
        e.exitCode === 0
      )
        return 0;
      process.stderr.write(`ci-state: ${commanderMessage(e, argv, program)}\n`);
      return 2;
    }
    return reportError(e);
  }
}

/**
 * An option before any command (`ci-state --json`): which commands take it, with an example, or,
 * when none does, that it is unknown.
 */
function misplacedOption(e: CommanderError, program: Command): string {
  const option = /'([^']+)'/.exec(e.message)?.[1] ?? '';
  const flag = option.split('=')[0] ?? option;
  const takers = program.commands
    .filter((c) => c.options.some((o) => o.long === flag || o.short === flag))
    .map((c) => c.name());
  if (takers.length === 0) return `unknown option '${option}' (see ci-state --help)`;
  const example = takers.includes('status') ? 'status' : takers[0];
  return `unknown option '${option}': it goes after a command that takes it (${listWords(takers)}), e.g. ci-state ${example} ${flag}`;
}

function commanderMessage(e: CommanderError, argv: string[], program: Command): string {
  if (e.code === 'commander.unknownCommand' || e.code === 'commander.excessArguments') {
    const name = argv[2] ?? '';
    const commands = program.commands.map((c) => c.name());
    if (!commands.includes(name))
      return `unknown command "${name}": expected one of ${commands.join(', ')} (see ci-state --help)`;
  }
  if (e.code === 'commander.unknownOption' && !program.commands.some((c) => c.name() === argv[2]))
    return misplacedOption(e, program);
  if (e.code === 'commander.invalidArgument' && argv[2] === 'completion')
    return `unknown shell "${argv[3] ?? ''}": expected ${listWords(SHELLS)} (see ci-state completion --help)`;
  if (
    e.code === 'commander.missingArgument' ||
    e.code === 'commander.missingMandatoryOptionValue' ||
    e.code === 'commander.optionMissingArgument' ||
    e.code === 'commander.unknownOption'
  ) {
    return `${e.message.replace(/^error: /, '')} (see ci-state ${argv[2] ?? ''} --help)`.replace(
      /\s+\(see ci-state\s+--help\)$/,
      ' (see ci-state --help)',
    );
  }
  return e.message.replace(/^error: /, '');
}
