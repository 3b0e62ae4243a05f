/**
 * After a phase ends on a runner: hand the new state to the job's persistence (the runner
 * session, src/github/session.ts), which returns at once. Off a runner (no session file), nothing.
 * Returns a non-zero code only when fail-on-error waits for the save and it failed.
 */
import type { RunState } from '../core/schema.js';
import { debugLines } from './output.js';
import { mutate, type Session } from './session.js';

export async function persistAfterPhase(s: Session, state: RunState): Promise<number> {
  if (!process.env.CI_STATE_SESSION) return 0;
  const { describeSave, sessionFromEnv } = await import('../github/session.js');
  const session = sessionFromEnv(process.env, { log: debugLines(s.printer) });
  if (!session) return 0;
  const r = await session.handOff(s.dir, state, (edit) =>
    mutate(s, (x) => ({ ...x, packs: edit(x.packs) })),
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
