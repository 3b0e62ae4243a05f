/**
 * The error boundary shared by every Action entry point: throw inside, catch once here. Exits
 * explicitly when done, because HTTP keep-alive sockets of the toolkit clients can hold Node open.
 */
import * as core from './runner.js';
import { CiStateError } from '../core/index.js';
import { handleCancelSignals } from '../transfer/retry.js';
import { readFailOnError } from './settings.js';

/**
 * Errors in what the workflow asked for. They fail the step whatever fail-on-error says: going on
 * would leave later steps without the CLI, or running with a plan the workflow did not ask for.
 */
const INPUT_ERRORS: ReadonlySet<string> = new Set([
  'invalid_input',
  'invalid_phase_list',
  'unknown_strategy',
  'unknown_profile',
  'unknown_checkpoint',
]);

export async function runEntry(
  fn: () => Promise<void>,
  opts: { failOnError?: boolean } = {},
): Promise<void> {
  // A cancelled step (SIGINT) finishes or gives up its save within a bounded time and reports it,
  // instead of dying mid-save with nothing said (see withRetry).
  handleCancelSignals();
  process.on('unhandledRejection', (reason) => {
    core.warning(`ci-state: unexpected error: ${(reason as Error)?.message ?? String(reason)}`);
  });
  try {
    await fn();
  } catch (e) {
    const message =
      e instanceof CiStateError
        ? e.message
        : `internal error: ${(e as Error)?.message ?? String(e)}`;
    if (e instanceof CiStateError && INPUT_ERRORS.has(e.code))
      core.setFailed(`ci-state: ${message}`);
    else if (opts.failOnError ?? readFailOnError()) core.setFailed(`ci-state: ${message}`);
    else core.warning(`ci-state: ${message}`);
    if (!(e instanceof CiStateError)) core.debug((e as Error)?.stack ?? '');
  }
  process.exit(process.exitCode ?? 0);
}
