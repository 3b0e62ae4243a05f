/**
 * Shared pieces of the scale tests: ci-state at the size of real workflows against the emulator
 * with GitHub's limits on (test/emulator/limits.ts), through the built Action and CLI in the
 * runner harness. Each test asserts the behaviour ci-state should have; a target that today's
 * build misses is checked with `expectTarget`, which then requires the specific failure.
 */
import type { RunState } from '../../src/core/schema.js';
import { scopeKey } from '../../src/core/canonical.js';
import type { Emulator } from '../emulator/index.js';
import type { JobResult } from '../harness/index.js';
import { figure, SCALE as RELIABILITY_SCALE } from '../reliability/helpers.js';

/** Deadlines scale with the machine's load (CI_STATE_TIME_SCALE, default 1). */
export const SCALE = Number(process.env.CI_STATE_TIME_SCALE ?? 1) || 1;

/**
 * The long scale tests (minutes each, in the reliability suite) run at their full size only: a
 * quick reliability run (CI_STATE_RELIABILITY_SCALE below 1, as `npm test` makes it) skips them.
 */
export const QUICK_RUN = RELIABILITY_SCALE < 1;

/**
 * Runs `check`, the assertions of a target behaviour. `failsToday` is false once ci-state meets
 * it; until then it is the failure today's build gives (a pattern of the assertion's message),
 * and `check` must fail with it: a target that starts to pass, or fails for another reason, fails
 * the test. Meeting the target is then a one-line change (`failsToday` to false).
 */
export function expectTarget(failsToday: RegExp | false, check: () => void): void {
  if (failsToday === false) {
    check();
    return;
  }
  let error: unknown;
  try {
    check();
  } catch (e) {
    error = e;
  }
  if (error === undefined)
    throw new Error(
      `the target is met now: set its failsToday to false (it was expected to fail with ${failsToday})`,
    );
  const message = error instanceof Error ? error.message : String(error);
  if (!failsToday.test(message))
    throw new Error(`the target fails for another reason than ${failsToday}:\n${message}`);
  figure('scale', `target not met today (as expected): ${message.split('\n')[0]}`);
}

/** Runs `fn` on every item, at most `concurrency` at a time; the results in order. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return out;
}

/** The state a job ended with (the main step's `state-path`), if it is still there. */
export async function finalStateOf(result: JobResult): Promise<RunState | undefined> {
  const path = result.outputs('state')['state-path'];
  if (!path) return undefined;
  const { readFile } = await import('node:fs/promises');
  try {
    return JSON.parse(await readFile(path, 'utf8')) as RunState;
  } catch {
    return undefined;
  }
}

/**
 * Where the emulator holds a saved copy of the state `seq` of a scope's attempt: a finalized
 * cache entry (`ci-state/v1/<scope>/<run>/<attempt>/<seq>-<nonce>`) or a state artifact
 * (`ci-state-<scope16>-a<attempt>-s<seq>`); empty when none.
 */
export function savedCopies(
  emu: Emulator,
  state: RunState,
  runId: string | number,
  attempt: number,
): string[] {
  const key = scopeKey(state.scope);
  const prefix = `ci-state/v1/${key}/${runId}/${attempt}/${state.seq}-`;
  const name = `ci-state-${key.slice(0, 16)}-a${attempt}-s${state.seq}`;
  return [
    ...emu.inspect
      .caches()
      .filter((c) => c.finalized && c.key.startsWith(prefix))
      .map((c) => `cache ${c.key}`),
    ...emu.inspect
      .artifacts()
      .filter((a) => a.finalized && !a.deleted && a.runId === Number(runId) && a.name === name)
      .map((a) => `artifact ${a.name}`),
  ];
}

/**
 * The state a re-run would restore for a scope, as ci-state looks it up: the newest finalized cache
 * entry under the run's prefix (`ci-state/v1/<scope>/<run>/`, newest first, as the service matches
 * a prefix), as `{attempt, seq}`; undefined when there is none (the re-run then falls back to the
 * state artifacts).
 */
export function wouldRestore(
  emu: Emulator,
  state: RunState,
  runId: string | number,
): { attempt: number; seq: number; key: string } | undefined {
  const prefix = `ci-state/v1/${scopeKey(state.scope)}/${runId}/`;
  const newest = emu.inspect
    .caches()
    .filter((c) => c.finalized && c.key.startsWith(prefix))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.seq - a.seq)[0];
  if (!newest) return undefined;
  const [attempt, seq] = newest.key.slice(prefix.length).split(/[/-]/);
  return { attempt: Number(attempt), seq: Number(seq), key: newest.key };
}

/** The background saves a job's post step reports as NOT saved (`state N …` each). */
export function backgroundNotSaved(result: JobResult): string[] {
  const post = result.steps.filter((s) => s.kind === 'post');
  return post
    .flatMap((s) => s.log)
    .flatMap((l) => /background: \S+ warning: NOT saved (state \d+.*)$/.exec(l)?.[1] ?? []);
}

export { figure };
