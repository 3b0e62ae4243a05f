/**
 * Saving and restoring a job's state, whatever the storage (a `StateStorage`, remote/port.ts):
 * one bundle per save (ADR 3), and a restore takes the newest bundle that passes every check
 * (digest, signature, schema, scope, then the origin). Every outcome is reported as it was
 * verified: "saved" only when the storage confirmed a copy, "restored" only when a bundle passed.
 */
import { isDeepStrictEqual } from 'node:util';
import type { RunState, Scope } from '../core/index.js';
import type { SaveReport, StateStorage } from '../remote/port.js';
import { BundleError, decodeBundle, encodeBundle } from '../store/bundle.js';
import { stopwatch } from '../transfer/progress.js';

/** Whose state this is and what a restore may accept. */
export interface PersistContext {
  scope: Scope;
  scopeKey: string;
  /** owner/name; with `runId` and `attempt`, the run the states are saved in or restored for. */
  repository: string;
  runId: string;
  attempt: number;
  /** States of other runs of the scope are accepted too. */
  crossRun: boolean;
  integrityKey?: string;
  /** Debug lines (what was tried). */
  log: (line: string) => void;
  /** Progress lines of large transfers (progress.ts); none when absent. */
  progress?: (line: string) => void;
}

export interface RestoreReport {
  state?: RunState;
  /** The kind of copy restored from (`cache`, `artifact`, `s3`), or `none`. */
  source: string;
  /** Its key or name. */
  from?: string;
  /** How messages name it. */
  label?: string;
  /** Problems met on the way (each would have been a restore): shown as warnings. */
  problems: string[];
  /** True when the storage failed and nothing could be restored because of it. */
  failed: boolean;
  /** The size of the bundle restored, and how long the restore took (lookups included). */
  bytes?: number;
  ms?: number;
}

/**
 * How a save goes: `durable: false` makes only the fast copy where the storage has one (the
 * durable one, an artifact on GitHub, is written less often); `pruneOlder: false` leaves this
 * attempt's earlier durable copies (deleted once, by the last save of the job).
 */
export interface SaveOptions {
  durable?: boolean;
  pruneOlder?: boolean;
}

export async function saveState(
  state: RunState,
  ctx: Pick<PersistContext, 'scopeKey' | 'integrityKey'>,
  storage: StateStorage,
  opts: SaveOptions = {},
): Promise<SaveReport> {
  const durable = opts.durable ?? true;
  const bundle = encodeBundle(state, { scopeKey: ctx.scopeKey, integrityKey: ctx.integrityKey });
  return storage.putState(bundle, state, { durable, pruneOlder: opts.pruneOlder ?? true });
}

/** Checks that a decoded state belongs here: same repository, same scope, same run (unless cross-run). */
export function checkOrigin(
  state: RunState,
  ctx: Pick<PersistContext, 'scope' | 'repository' | 'runId' | 'crossRun' | 'attempt'>,
): string | undefined {
  if (state.origin.repo !== ctx.repository)
    return `it comes from repository "${state.origin.repo}"`;
  if (!isDeepStrictEqual(state.scope, ctx.scope))
    return 'it belongs to another workflow, job, matrix leg or ref';
  if (!ctx.crossRun && state.origin.runId !== ctx.runId)
    return `it comes from run ${state.origin.runId}, not this run`;
  if (state.origin.runId === ctx.runId && state.origin.runAttempt >= ctx.attempt)
    return `it claims attempt ${state.origin.runAttempt}, not an earlier one`;
  return undefined;
}

/**
 * What a restore checks a bundle against: the whole context, or (`origin: false`, the CLI off a
 * runner, which knows no run to compare with) only the bundle's scope key and signature.
 */
export type RestoreContext =
  PersistContext | (Pick<PersistContext, 'scopeKey' | 'integrityKey'> & { origin: false });

function accept(
  bytes: Buffer,
  ctx: RestoreContext,
  source: string,
): { state?: RunState; problem?: string } {
  try {
    const { state } = decodeBundle(bytes, {
      scopeKey: ctx.scopeKey,
      integrityKey: ctx.integrityKey,
      source,
    });
    const bad = 'origin' in ctx ? undefined : checkOrigin(state, ctx);
    if (bad) return { problem: `${source} ignored: ${bad}` };
    return { state };
  } catch (e) {
    const msg = (e as Error).message;
    return { problem: e instanceof BundleError ? `${msg}: ignored` : `${source} ignored: ${msg}` };
  }
}

/** The newest state the storage holds that passes every check. */
export async function restoreState(
  ctx: RestoreContext,
  storage: StateStorage,
): Promise<RestoreReport> {
  const report: RestoreReport = { source: 'none', problems: [], failed: false };
  const elapsed = stopwatch();
  let failed = false;
  for await (const c of storage.states()) {
    if (c.kind === 'problem') {
      failed ||= c.failed;
      report.problems.push(c.problem);
      continue;
    }
    const r = accept(c.bytes, ctx, c.label);
    if (r.state)
      return {
        ...report,
        state: r.state,
        source: c.source,
        from: c.from,
        label: c.label,
        bytes: c.bytes.length,
        ms: elapsed(),
      };
    report.problems.push(r.problem!);
  }
  report.failed = failed;
  return report;
}
