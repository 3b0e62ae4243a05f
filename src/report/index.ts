/**
 * Reports, built by pure functions from states: the job summary, the sticky PR comment's body,
 * the one-sentence story they share, and the escaping and size rules they obey. No `@actions/*`,
 * no network, no environment (values such as the run's URL are passed in).
 */
export * from './escape.js';
export * from './size.js';
export * from './links.js';
export * from './story.js';
export * from './gantt.js';
export * from './summary.js';
export { jobTitle, phaseRows } from './summary-table.js';
export { stateLinks } from './summary-blocks.js';
export * from './comment.js';
