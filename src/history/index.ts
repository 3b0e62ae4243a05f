/**
 * The history log: the log of finished attempts (one run entry per attempt and one entry per
 * phase of it), read, queried and reported across runs. The entries are derived from a final state
 * by core/history-entries.ts and appended to the local `history.jsonl` by store/history-file.ts;
 * this folder holds the sources, filters, statistics, formats, the HTML report, recording and
 * retention. Each module documents its signatures at its top.
 *
 *     sources     localSource(paths), runArtifactsSource({ rest, token, owner, repo, … }),
 *                 concatSources(sources), describeSourceStats(stats)
 *     recording   writeHistoryArtifact(entries, { name, retentionDays })
 *     filters     matchesQuery(entry, query), filterEntries(entries, query), parseTimeSpec,
 *                 parseDurationSpec, checkQuery
 *     statistics  computeStats(entries, options), HistoryStatsAccumulator, QuantileSketch
 *     formats     formatEntries(entries, format), formatStatsTable / Json / Csv / Markdown,
 *                 renderHtmlReport(stats, options)
 *     retention   planCleanup(options), applyCleanup(plan), pruneLocalHistory(path, options)
 *
 * The `history/` sub-action's code is `run()` in src/action/history-action-run.ts (not re-exported
 * here); the CLI's `history` and `cleanup` commands are src/cli/commands/history-commands.ts.
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
