import '../core/zod-builders.js'; // first: modules below use schemas as they load (core/zod.ts)
import { runEntry } from './entry.js';
import { run } from './save-run.js';

await runEntry(run);
