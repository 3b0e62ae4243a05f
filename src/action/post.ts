import { runEntry } from './entry.js';
import { run } from './save-run.js';

await runEntry(run);
