import '../core/zod-builders.js'; // first: modules below use schemas as they load (core/zod.ts)
import { runEntry } from './entry.js';
import { run } from './report-run.js';

await runEntry(run);
