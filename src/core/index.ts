/** The pure core of ci-state: data model, rules and helpers. No I/O, no clock. */
import './zod-builders.js'; // the schemas' zod (see zod.ts)
export * from './schema.js';
export * from './errors.js';
export * from './canonical.js';
export * from './paths.js';
export * from './documents.js';
export * from './validate.js';
export * from './transitions.js';
export * from './run-transitions.js';
export type { Time } from './transition-helpers.js';
export * from './run-context.js';
export * from './attempt.js';
export * from './plan.js';
export * from './strategy.js';
export * from './profiles.js';
export {
  checkDeclared,
  findCycle,
  formatPhaseList,
  markAlways,
  parsePhaseList,
  type PhaseDeclInput,
} from './phase-list.js';
export * from './phases-file.js';
export * from './side-effects.js';
export * from './record-text.js';
export * from './inputs.js';
export * from './rollback.js';
export * from './journal.js';
export * from './redact.js';
export * from './duration.js';
export * from './summary.js';
export { compact } from './objects.js';
export { keepHead, keepTail } from './truncate.js';
export * from './init.js';
export * from './decide.js';
export * from './checkpoint-policy.js';
export * from './history-entries.js';
