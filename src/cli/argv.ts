/**
 * The one command line read without commander: `ci-state run <phase> -- <command...>`, no options,
 * the form a job runs once per phase. It means exactly what commander makes of it (the phase, the
 * command after `--`, the default options), so that form skips loading the command-line parser;
 * any other form, a misspelt one included, goes through commander and its messages. The phase and
 * the options are checked by cmdRun, which both forms reach, so both refuse the same values.
 */

/** Bytes of stdout/stderr kept in the state unless `--tail` says otherwise. */
export const DEFAULT_TAIL = '4096';

export interface PlainRun {
  phase: string;
  command: string[];
  options: { tail: string };
}

export function plainRun(argv: readonly string[]): PlainRun | undefined {
  const [, , name, phase, separator, ...command] = argv;
  if (name !== 'run' || separator !== '--' || command.length === 0) return undefined;
  // An argument that starts with '-' is an option (or a mistake) for commander to read.
  if (phase === undefined || phase.startsWith('-')) return undefined;
  return { phase, command, options: { tail: DEFAULT_TAIL } };
}
