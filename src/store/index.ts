import '../core/zod-builders.js'; // the schemas' zod (see core/zod.ts)
export * from './atomic.js';
export * from './history-file.js';
export * from './jsonl.js';
export * from './local-store.js';
export * from './lock.js';
export { describeFsError, errnoCode, isProcessAlive } from './fs-util.js';
