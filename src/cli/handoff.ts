/**
 * After a phase ends on a runner: hand the new state to the job's persistence (see
 * src/github/session.ts). Off a runner, nothing.
 */
import type { RunState } from '../core/schema.js';
import { debugLines } from './output.js';
import { mutate, type Session } from './session.js';

/**
 * On a runner with `persist: phase`, save after every phase end so that a runner that dies (no post
 * step) still leaves the state of every finished phase. Returns a non-zero code only when the save
 * failed and fail-on-error asks for it.
 */
export async function persistAfterPhase(s: Session, state: RunState): Promise<number> {
  // Without CI_STATE_CONFIG there is no runner configuration (readRunnerConfig gives none).
  if (!process.env.CI_STATE_CONFIG) return 0;
  const { persistContext, readRunnerConfig, servicesAvailable } =
    await import('../github/runner-config.js');
  const config = readRunnerConfig();
  if (!config || config.persist !== 'phase' || !servicesAvailable()) return 0;
  const { saveStateAndContent } = await import('../github/packs.js');
  const ctx = persistContext(state, config, { log: debugLines(s.printer) });
  // Checkpoint content and the state at once; a pack that did not get where the state lists it
  // is unlisted by a second save (see saveStateAndContent).
  const done = await saveStateAndContent(s.dir, state, ctx, (edit) =>
    mutate(s, (x) => ({ ...x, packs: edit(x.packs) })),
  );
  if (done.problem)
    process.stdout.write(`::warning::ci-state: ${done.problem.replace(/\r?\n/g, ' ')}\n`);
  const report = done.report;
  if (report.saved) {
    s.printer.note(
      `state saved${report.cache.ok ? ' to the cache' : ''}${report.artifact.ok ? `${report.cache.ok ? ' and' : ''} as artifact ${report.artifact.name}` : ''}`,
    );
    return 0;
  }
  const why = [report.cache.reason, report.artifact.reason].filter(Boolean).join('; ');
  process.stdout.write(
    `::warning::ci-state: NOT saved after this phase: ${why.replace(/\r?\n/g, ' ')}\n`,
  );
  return config.failOnError ? 1 : 0;
}
