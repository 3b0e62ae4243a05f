/**
 * The history log (one run entry per finished attempt and one entry per phase of it), read,
 * queried and reported across runs: sources, filters, statistics, formats, the HTML report,
 * recording and retention (docs/history.md). Entries are derived by core/history-entries.ts and
 * appended locally by store/history-file.ts; the `history/` sub-action's face is
 * action/history-run.ts and the CLI's is cli/commands/history.ts.
 */
export * from './source.js';
export * from './rest-source.js';
export * from './record.js';
export * from './filter.js';
export * from './quantile.js';
export * from './stats.js';
export * from './stats-types.js';
export * from './format.js';
export * from './html.js';
export * from './cleanup.js';
export { mapPool } from '../core/pool.js';
