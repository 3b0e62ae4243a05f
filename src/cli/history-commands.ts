/**
 * The declarations of `ci-state history` and `ci-state cleanup` (their options and help); their
 * code, in commands/history.ts, is loaded when one of them runs. Kept apart from program.ts, which
 * declares the other commands, so that each module stays small.
 */
import type { Command } from 'commander';
import type { CleanupOptions, HistoryOptions } from './commands/history.js';
import type { Printer } from './output.js';

const history = () => import('./commands/history.js');

/** Declares `ci-state history` on the program. */
export function addHistoryCommand(program: Command, printer: Printer): void {
  program
    .command('history')
    .summary(
      "finished attempts from the history (local, the repository's runs, or a remote store), or statistics",
    )
    .description(
      "list finished attempts from the history (local, the repository's runs, or a remote store), or statistics: success rate, p50/p95 per phase, flaky phases, time saved by resume, a daily summary",
    )
    .option(
      '--source <source>',
      "local (default: the store's history.jsonl), repo (recent runs' artifacts), run (this run) or remote (the remote store's, the default with --remote or CI_STATE_REMOTE)",
    )
    .option(
      '--remote <url>',
      "read the history on s3://bucket/prefix: this ref's and the default branch's, or --branch's",
    )
    .option('--file <paths...>', 'history JSONL files (local source)')
    .option(
      '--repo <owner/name>',
      'repository for the repo and run sources (default $GITHUB_REPOSITORY; token in GITHUB_TOKEN); remote source: only its entries',
    )
    .option('--workflow <name>', 'only this workflow')
    .option('--job <name>', 'only this job')
    .option('--branch <name>', 'only this branch')
    .option(
      '--status <status>',
      'completed, failed, paused, rolled_back, abandoned (or a phase status with --phase)',
    )
    .option('--since <time>', 'ISO date or age (7d, 12h)')
    .option('--until <time>', 'ISO date or age')
    .option('--phase <phase>', 'the lines of this phase')
    .option('--text <text>', 'text in the workflow or job name or in an error')
    .option('--stats', 'success rate, p50/p95 per phase, flaky phases, time saved, daily summary')
    .option(
      '--format <format>',
      'table (default), json, jsonl, csv, markdown, or html (with --stats)',
    )
    .option('--output <file>', 'write to a file instead of standard output')
    .option('--max-runs <n>', 'repo source: newest runs to look at (default 100)')
    .option('--concurrency <n>', 'repo and remote sources: downloads at once (default 4)')
    .option(
      '--cache-dir <dir>',
      'repo source: cache of downloaded entries (default <store>/history-cache)',
    )
    .option('--json', 'same as --format json')
    .action(async (o: HistoryOptions) => (await history()).cmdHistory(printer, o));
}

/** Declares `ci-state cleanup` on the program. */
export function addCleanupCommand(program: Command, printer: Printer): void {
  program
    .command('cleanup')
    .description(
      'remove expired states, checkpoint content no state refers to, and old history; with --repo, old ci-state artifacts and caches too',
    )
    .option(
      '--older-than <age>',
      'history older than this (e.g. 30d) is pruned; with --repo, artifacts and caches too',
    )
    .option('--keep <n>', 'with --repo: always keep the newest N of each kind and scope')
    .option(
      '--repo <owner/name>',
      "also clean the repository's ci-state artifacts and cache entries (token in GITHUB_TOKEN)",
    )
    .option('--remote <url>', 'also delete what is older than --older-than in s3://bucket/prefix')
    .option('--dry-run', 'list what would be removed, remove nothing')
    .option('--json', 'print JSON')
    .action(async (o: CleanupOptions) => (await history()).cmdCleanup(printer, o));
}
