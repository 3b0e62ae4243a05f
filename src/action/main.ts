import { runEntry } from './entry.js';
import { run } from './restore-run.js';

await runEntry(run);
