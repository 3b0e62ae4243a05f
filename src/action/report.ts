import { runEntry } from './entry.js';
import { run } from './report-run.js';

await runEntry(run);
