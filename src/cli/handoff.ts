/**
 * After a phase ends on a runner: hand the new state to the job's persistence (the runner
 * session, src/persist/session.ts), which returns at once. It waits for the save to be verified
 * when fail-on-error asks for it, and after a side effect succeeded: a runner that dies then must
 * not leave a state in which the side effect never happened. Off a runner (no session file),
 * nothing. Returns a non-zero code only when fail-on-error waited for a save that failed.
 */
import type { RunState } from '../core/schema.js';
import { existsSync } from 'node:fs';
import { keepingDir } from '../store/keepers.js';
import { debugLines } from './output.js';
import { mutate, requireState, type Session } from './session.js';

export async function persistAfterPhase(
  s: Session,
  state: RunState,
  phase?: string,
): Promise<number> {
  const ended = phase ? state.phases[phase] : undefined;
  const effect = ended?.status === 'succeeded' && ended.sideEffect === true;
  return handOff(s, state, effect);
}

/** `ci-state flush`: waits until the job's persistence has saved the current state. */
export async function cmdFlush(s: Session): Promise<number> {
  // Outputs still being kept in the background first: the state saved is then final.
  if (existsSync(keepingDir(s.dir))) await (await import('./keeper.js')).waitForKeepers(s);
  // Off a runner: the remote store, then the report on other CI systems (commands/report.ts).
  if (!process.env.CI_STATE_SESSION)
    return (await import('./commands/report.js')).flushOffRunner(s);
  const { state } = await requireState(s);
  return handOff(s, state, true);
}

async function handOff(s: Session, state: RunState, wait: boolean): Promise<number> {
  if (!process.env.CI_STATE_SESSION) {
    // Off a runner: to the remote store, when there is one, inline or in the background.
    await (await import('./remote-pusher.js')).saveToRemote(s, state, wait);
    return 0;
  }
  const { describeSave } = await import('../persist/session-file.js');
  const { sessionFromEnv } = await import('../persist/session.js');
  const { storageWiring } = await import('../persist/wiring/storage.js');
  const session = sessionFromEnv(process.env, {
    wiring: storageWiring,
    log: debugLines(s.printer),
    // Where this process saves itself (the process is gone), the progress of what it ships.
    progress: (l) => s.printer.note(l),
  });
  if (!session) return 0;
  const r = await session.handOff(
    s.dir,
    state,
    (edit) => mutate(s, (x) => ({ ...x, packs: edit(x.packs) })),
    { wait },
  );
  if (r.kind === 'none') return 0;
  if (r.kind === 'queued') {
    s.printer.debug(`state ${state.seq} handed to the job's persistence process`);
    return 0;
  }
  if (r.kind === 'off') {
    if (r.warning) s.printer.annotate(r.warning);
    return 0;
  }
  const saved = r.kind === 'saved' ? r.outcome.saved : r.save.report.saved;
  const line = r.kind === 'saved' ? r.outcome.line : describeSave(r.save.report);
  const problem = r.kind === 'saved' ? r.outcome.problem : r.save.problem;
  if (problem) s.printer.annotate(problem);
  if (saved) {
    s.printer.note(`state ${line.replace(/^Saved/, 'saved').replace(/\.$/, '')}`);
    return 0;
  }
  s.printer.annotate(line.replace(/^NOT saved/, 'NOT saved after this phase'));
  return session.settings.failOnError ? 1 : 0;
}
