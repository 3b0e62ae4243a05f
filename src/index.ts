/**
 * ci-state as a library, for orchestrators that embed it: the schemas and the types inferred from
 * them, the pure rules (transitions, resume planning, rollback, reuse, journal), and the local store.
 *
 * ```ts
 * import { LocalStore, planResume, parseStrategy } from 'ci-state';
 * ```
 */
export * from './core/index.js';
export * from './store/index.js';
export * from './history/index.js';
export { VERSION } from './version.js';
