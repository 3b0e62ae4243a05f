import '../core/zod-builders.js'; // first: modules below use schemas as they load (core/zod.ts)
import { run } from './history-run.js';
import { runEntry } from './entry.js';

await runEntry(run, { failOnError: true });
