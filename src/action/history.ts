import { run } from '../history/action.js';
import { runEntry } from './entry.js';

await runEntry(run, { failOnError: true });
