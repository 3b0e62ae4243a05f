/**
 * The CLI's view of the local store: which state is current, and read-modify-write of it under the
 * store's lock. Every command goes through here so that "no run started" and friends read the same.
 * The `current` pointer is read once per process; a write reads the state only under the lock.
 */
import { CiStateError } from '../core/errors.js';
import type { RunState } from '../core/schema.js';
import { LocalStore } from '../store/local-store.js';
import { lockTimeoutFromEnv } from '../store/lock.js';
import type { Printer } from './output.js';

export interface Session {
  store: LocalStore;
  dir: string;
  printer: Printer;
  /** The `current` pointer as first read (see currentKey). */
  current?: Promise<string | undefined>;
}

export const now = () => new Date().toISOString();

export function openSession(printer: Printer, env: NodeJS.ProcessEnv = process.env): Session {
  const dir = LocalStore.resolveDir(env, process.cwd());
  // Read here so that a bad CI_STATE_LOCK_TIMEOUT is a one-line error for every command.
  const store = new LocalStore({
    dir,
    lockTimeoutMs: lockTimeoutFromEnv(env),
    onWarning: (m: string) => printer.warn(m),
  });
  return { store, dir, printer };
}

/** The key of the current state. Read once: one command does not move the pointer under itself. */
export function currentKey(session: Session): Promise<string | undefined> {
  session.current ??= session.store.getCurrent().then((key) => key ?? undefined);
  return session.current;
}

export const NO_RUN =
  'no run started in this store: start one with `ci-state init --workflow NAME`';

function noRun(): CiStateError {
  return new CiStateError('no_run', NO_RUN, { exitCode: 1 });
}

/** The current state, or a one-line error telling how to start one. */
export async function requireState(session: Session): Promise<{ key: string; state: RunState }> {
  const key = await currentKey(session);
  const state = key ? await session.store.read(key) : undefined;
  if (!key || !state) throw noRun();
  return { key, state };
}

/**
 * Applies a transition to the current state atomically; the function sees the freshest state (read
 * under the lock, so nothing is read before it). Returning undefined leaves the state unchanged.
 */
export async function update(
  session: Session,
  fn: (state: RunState) => RunState | undefined,
): Promise<RunState> {
  const key = await currentKey(session);
  if (!key) throw noRun();
  const next = await session.store.update(key, (current) => {
    if (!current) throw noRun();
    return fn(current);
  });
  if (!next) throw noRun();
  return next;
}

/** Applies a transition to the current state atomically; the function sees the freshest state. */
export function mutate(session: Session, fn: (state: RunState) => RunState): Promise<RunState> {
  return update(session, fn);
}
