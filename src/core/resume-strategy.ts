/**
 * Step 2 of resume planning (see plan.ts): what the strategy alone decides for each phase the
 * profile does not skip, before side effects, lost outputs and requirements are applied.
 */
import { CiStateError, quote } from './errors.js';
import { describeRecord } from './record-text.js';
import { describeCheckpoints, findCheckpoint } from './rollback.js';
import type { Checkpoint, PhaseRecord, PhaseStatus, RunState, Strategy } from './schema.js';

const DONE: ReadonlySet<PhaseStatus> = new Set(['succeeded', 'skipped']);
const BROKEN: ReadonlySet<PhaseStatus> = new Set(['failed', 'running', 'rolled_back']);

export interface StrategyInput {
  state: RunState;
  strategy: Strategy;
  /** Every known phase in run order. */
  order: readonly string[];
  /** The phases of `order` the profile does not skip. */
  candidates: readonly string[];
  /** The phases the profile skips, with the reason. */
  profileSkipped: ReadonlyMap<string, string>;
  /** Planning a re-run of a completed run on purpose. */
  allowCompleted?: boolean | undefined;
  record: (id: string) => PhaseRecord | undefined;
  /** Where warnings are added. */
  warnings: string[];
}

export interface StrategyOutcome {
  base: Map<string, 'skip' | 'redo'>;
  baseReason: Map<string, string>;
  /** Failed or cut-off phases that skip-failed skips (skipped, but not kept). */
  skippedFailed: Set<string>;
  /** The checkpoint of a `checkpoint:` strategy, when one was found. */
  checkpoint?: Checkpoint | undefined;
}

/** Applies the strategy: which candidates it skips and which it redoes, each with a reason. */
export function applyStrategy(input: StrategyInput): StrategyOutcome {
  const { state, strategy, order, candidates, profileSkipped, record, warnings } = input;
  const known = new Set(order);
  const skippedFailed = new Set<string>();
  /** Done: succeeded, or skipped for a reason other than a profile that is no longer active. */
  const isDone = (rec: PhaseRecord | undefined): boolean =>
    rec !== undefined &&
    DONE.has(rec.status) &&
    !(rec.status === 'skipped' && rec.reason?.startsWith('profile '));

  const base = new Map<string, 'skip' | 'redo'>();
  const baseReason = new Map<string, string>();
  const fromRecords = (
    boundary: number,
    rec: (id: string) => PhaseRecord | undefined,
    after: (id: string) => string,
  ): void => {
    candidates.forEach((id, i) => {
      const r = rec(id);
      if (i < boundary && isDone(r)) {
        base.set(id, 'skip');
        baseReason.set(id, describeRecord(r));
      } else {
        base.set(id, 'redo');
        baseReason.set(id, i < boundary ? describeRecord(r) : after(id));
      }
    });
  };
  const firstBroken = candidates.findIndex((id) => {
    const r = record(id);
    return r !== undefined && BROKEN.has(r.status);
  });
  const firstNotDone = candidates.findIndex((id) => !isDone(record(id)));
  const resumeIndex = firstBroken >= 0 ? firstBroken : firstNotDone;
  const point = resumeIndex >= 0 ? candidates[resumeIndex] : undefined;
  const afterPoint = (id: string): string => {
    const r = record(id);
    if (id === point || r === undefined || !DONE.has(r.status)) return describeRecord(r);
    return `${describeRecord(r)}; runs again after ${point}`;
  };
  let checkpoint: Checkpoint | undefined;

  if (state.status === 'completed' && input.allowCompleted && strategy !== 'restart') {
    // "Re-run all jobs" after an attempt that completed: every phase is kept, whatever the
    // strategy (restart alone runs them again).
    fromRecords(candidates.length, record, (id) => describeRecord(record(id)));
  } else if (strategy === 'restart') {
    for (const id of candidates) {
      base.set(id, 'redo');
      baseReason.set(id, `${describeRecord(record(id))}; restart runs it again`);
    }
  } else if (strategy === 'failed' || strategy === 'previous') {
    let boundary = resumeIndex >= 0 ? resumeIndex : candidates.length;
    if (strategy === 'previous' && resumeIndex >= 0) {
      let j = resumeIndex - 1;
      while (j >= 0 && record(candidates[j] as string)?.status !== 'succeeded') j--;
      if (j >= 0) boundary = j;
      else warnings.push(`no succeeded phase before ${point} to run again (--resume previous)`);
    } else if (strategy === 'previous') {
      warnings.push('no phase failed or is left to run: previous has nothing to run again');
    }
    const previousOne = strategy === 'previous' ? candidates[boundary] : undefined;
    fromRecords(boundary, record, (id) =>
      id === previousOne && id !== point
        ? `${describeRecord(record(id))}; runs again because it comes just before ${point} (previous)`
        : afterPoint(id),
    );
  } else if (strategy === 'skip-failed') {
    // The leading phases that are done or failed are skipped; the run goes on from the first
    // phase that is neither (one that did not run, or was rolled back).
    const failedOrCut = (r: PhaseRecord | undefined): boolean =>
      r !== undefined && (r.status === 'failed' || r.status === 'running');
    let boundary = candidates.findIndex((id) => !isDone(record(id)) && !failedOrCut(record(id)));
    if (boundary < 0) boundary = candidates.length;
    const from = candidates[boundary];
    candidates.forEach((id, i) => {
      const r = record(id);
      if (i < boundary && failedOrCut(r)) {
        base.set(id, 'skip');
        baseReason.set(id, `${describeRecord(r)}; skipped (skip-failed)`);
        skippedFailed.add(id);
      } else if (i < boundary) {
        base.set(id, 'skip');
        baseReason.set(id, describeRecord(r));
      } else {
        base.set(id, 'redo');
        const again = isDone(r) && from !== undefined ? `; runs again after ${from}` : '';
        baseReason.set(id, `${describeRecord(r)}${i === boundary ? '' : again}`);
      }
    });
    if (skippedFailed.size === 0) warnings.push('no phase failed: skip-failed skips nothing');
  } else {
    const target = strategy.slice('checkpoint:'.length);
    const byId = state.checkpoints.find((c) => c.id === target);
    if (byId === undefined && known.has(target)) {
      // By phase: the phases done up to it now are kept; its newest checkpoint brings the context.
      checkpoint = findCheckpoint(state, target);
      if (!checkpoint)
        warnings.push(
          `no checkpoint of phase ${target}: keeping the phases done up to ${target} as recorded in attempt ${state.origin.runAttempt}`,
        );
      const boundary = order
        .slice(0, order.indexOf(target) + 1)
        .filter((id) => !profileSkipped.has(id)).length;
      fromRecords(
        boundary,
        record,
        (id) => `${describeRecord(record(id))}; after ${target}, runs again`,
      );
      if (checkpoint) {
        const label = `checkpoint ${checkpoint.id} (${target})`;
        for (const id of candidates) {
          if (base.get(id) === 'skip')
            baseReason.set(id, `kept by ${label}: ${baseReason.get(id) ?? ''}`);
        }
      }
    } else if ((checkpoint = byId ?? findCheckpoint(state, target))) {
      const snap = checkpoint.snapshot.phases;
      const snapRecord = (id: string): PhaseRecord | undefined =>
        Object.hasOwn(snap, id) ? snap[id] : undefined;
      let boundary: number;
      if (checkpoint.phase !== undefined && candidates.includes(checkpoint.phase)) {
        boundary = candidates.indexOf(checkpoint.phase) + 1;
      } else if (checkpoint.phase !== undefined && profileSkipped.has(checkpoint.phase)) {
        boundary = order
          .slice(0, order.indexOf(checkpoint.phase) + 1)
          .filter((id) => !profileSkipped.has(id)).length;
      } else {
        boundary = candidates.findIndex((id) => !isDone(snapRecord(id)));
        if (boundary < 0) boundary = candidates.length;
      }
      const label = `checkpoint ${checkpoint.id}${checkpoint.phase ? ` (${checkpoint.phase})` : ''}`;
      fromRecords(
        boundary,
        snapRecord,
        (id) => `${describeRecord(record(id))}; after ${label}, runs again`,
      );
      for (const id of candidates) {
        if (base.get(id) === 'skip')
          baseReason.set(id, `kept by ${label}: ${baseReason.get(id) ?? ''}`);
      }
    } else {
      throw new CiStateError(
        'unknown_checkpoint',
        `unknown checkpoint ${quote(target)} (--resume ${strategy.slice(0, 140)}): expected a checkpoint id or a phase with a checkpoint; available: ${describeCheckpoints(state)}`,
      );
    }
  }
  return { base, baseReason, skippedFailed, checkpoint };
}
