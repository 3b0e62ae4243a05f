/**
 * The CLI's view of the local store: which state is current, and read-modify-write of it under the
 * store's lock. Every command goes through here so that "no run started" and friends read the same.
 */
import { CiStateError, type RunState } from '../core/index.js';
import { LocalStore } from '../store/index.js';
import type { Printer } from './output.js';

export interface Session {
  store: LocalStore;
  dir: string;
  printer: Printer;
}

export function openSession(printer: Printer, env: NodeJS.ProcessEnv = process.env): Session {
  const dir = LocalStore.resolveDir(env, process.cwd());
  const store = new LocalStore({ dir, onWarning: (m: string) => printer.warn(m) });
  return { store, dir, printer };
}

export async function currentKey(session: Session): Promise<string | undefined> {
  return (await session.store.getCurrent()) ?? undefined;
}

export const NO_RUN =
  'no run started in this store: start one with `ci-state init --workflow NAME`';

/** The current state, or a one-line error telling how to start one. */
export async function requireState(session: Session): Promise<{ key: string; state: RunState }> {
  const key = await currentKey(session);
  const state = key ? await session.store.read(key) : undefined;
  if (!key || !state) throw new CiStateError('no_run', NO_RUN, { exitCode: 1 });
  return { key, state };
}

/** Applies a transition to the current state atomically; the function sees the freshest state. */
export async function mutate(
  session: Session,
  fn: (state: RunState) => RunState,
): Promise<RunState> {
  const { key } = await requireState(session);
  const next = await session.store.update(key, (current) => {
    if (!current) throw new CiStateError('no_run', NO_RUN, { exitCode: 1 });
    return fn(current);
  });
  if (!next) throw new CiStateError('no_run', NO_RUN, { exitCode: 1 });
  return next;
}
