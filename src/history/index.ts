/**
 * History across runs: sources, filters, statistics, formats, the HTML report, recording and
 * retention (docs/history.md). The `history/` sub-action's code is `run()` in
 * action/history-run.ts (not re-exported here).
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
