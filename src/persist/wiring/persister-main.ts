/**
 * The entry of the job's persistence process (`ci-state __persist`, started by the Action's main
 * step): the neutral process (persister.ts) with the adapters the session file names.
 */
import { persisterMain as serve } from '../persister.js';
import { storageWiring } from './storage.js';

export function persisterMain(): Promise<number> {
  return serve(storageWiring);
}
