/**
 * The keeper process (`ci-state __keep <job file>`, started by keeper.ts): keeps what a phase
 * changed, off the phase's path, and records the checkpoint or why it could not; with `--push
 * <store>`, the pusher that saves the store's newest state to the remote store.
 */
import { join } from 'node:path';
import { readKeepJob, removeKeep, writeKeepJob, type KeepJob } from '../store/keepers.js';
import { LocalStore } from '../store/local-store.js';
import { createPrinter, type Printer } from './output.js';
import { mutate, type Session } from './session.js';
import { noteOutputs } from '../core/outputs-note.js';

/** The keeper process (`ci-state __keep <job file>`); its exit code. */
export async function keeperMain(file: string): Promise<number> {
  // `__keep --push <store>`: the pusher of the remote store (remote-pusher.ts).
  if (file === '--push')
    return (await import('./remote-pusher.js')).pusherMain(process.argv[4] ?? '');
  const job = readKeepJob(file);
  if (!job) {
    process.stderr.write(`ci-state: keeper: no job in ${file}\n`);
    return 1;
  }
  const storeDir = join(file, '..', '..', '..');
  writeKeepJob(storeDir, { ...job, pid: process.pid });
  const printer = createPrinter();
  const s: Session = {
    store: new LocalStore({ dir: storeDir, onWarning: (m: string) => printer.warn(m) }),
    dir: storeDir,
    printer,
    current: Promise.resolve(job.key),
  };
  try {
    process.chdir(job.root);
    const { keepPending } = await import('./phase-outputs.js');
    await keepPending(s, job);
    return 0;
  } catch (e) {
    await recordFailure(s, job, printer, e);
    return 1;
  } finally {
    removeKeep(storeDir, job.id);
  }
}

async function recordFailure(s: Session, job: KeepJob, printer: Printer, e: unknown) {
  const why = `what it changed could not be kept: ${e instanceof Error ? e.message : String(e)}`;
  printer.warn(`${job.phase}: ${why}; it runs again on a re-run`);
  try {
    await mutate(s, (x) => noteOutputs(x, job.phase, why, { ifPending: job.id }));
  } catch {
    // the phase stays marked as being kept, which a re-run also treats as not kept
  }
}
