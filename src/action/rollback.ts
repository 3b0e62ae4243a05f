import { runEntry } from './entry.js';
import { run } from './rollback-run.js';

await runEntry(run, { failOnError: true });
