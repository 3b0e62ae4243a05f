/**
 * Validation of any state document: every schema error and every invariant violation, listed.
 * The invariants (beyond the schema) are listed on `checkInvariants`.
 */
import { checkStateDocument } from './documents.js';
import type { RunState } from './schema.js';

export type ValidationResult =
  { ok: true; state: RunState; errors: [] } | { ok: false; errors: string[] };

const t = (iso: string): number => Date.parse(iso);

/**
 * Every invariant violation of a schema-valid state, as `path: message` lines.
 *
 * Invariants (beyond the schema):
 * - a phase has one status; a `succeeded` phase has no error and exit code 0 (or none);
 * - a `failed` phase has an error; `succeeded` and `failed` phases have an end time; a `running`
 *   phase has a start time and no end time; a start time is never after the end time;
 *   `running`, `succeeded` and `failed` phases were started at least once; `skipped` has a reason;
 * - a record's attempt is not after the run's attempt (origin.runAttempt);
 * - requirements name phases that are declared or recorded (and not the phase itself); declared
 *   ids are unique;
 * - the run status follows from the phases: `completed` needs an end time and no failed or running
 *   phase; `failed` needs an end time and a failed phase or a run error; `pending`, `running` and
 *   `paused` have no end time; no phase runs while the run is paused, completed or failed; `paused`
 *   goes with `pause` (and only it); `rolled_back` needs a rollback event;
 * - createdAt <= updatedAt, createdAt <= endedAt;
 * - checkpoint ids are unique, their phase is known, their attempt not after the run's;
 * - rollback event ids are unique, rolled-back phases are known;
 * - resume: skipped phases are succeeded or skipped records, skipped and redo do not overlap, and
 *   the restored attempt is before the current one.
 */
export function checkInvariants(state: RunState): string[] {
  const errors: string[] = [];
  const add = (path: string, msg: string): void => {
    errors.push(`${path}: ${msg}`);
  };
  const run = state.origin.runAttempt;
  const declaredIds = new Set<string>();
  state.declared.forEach((d, i) => {
    if (declaredIds.has(d.id)) add(`declared[${i}].id`, `phase ${d.id} is declared twice`);
    declaredIds.add(d.id);
  });
  const known = (id: string): boolean => declaredIds.has(id) || Object.hasOwn(state.phases, id);
  state.declared.forEach((d, i) => {
    for (const r of d.requires) {
      if (r === d.id) add(`declared[${i}].requires`, `phase ${d.id} requires itself`);
      else if (!declaredIds.has(r))
        add(`declared[${i}].requires`, `requires ${r}, which is not declared`);
    }
  });

  let anyFailed = false;
  let anyRunning = false;
  for (const [id, p] of Object.entries(state.phases)) {
    const at = `phases.${id}`;
    if (p.status === 'failed') anyFailed = true;
    if (p.status === 'running') anyRunning = true;
    if (p.attempt > run)
      add(`${at}.attempt`, `attempt ${p.attempt} is after the run's attempt ${run}`);
    if (p.status === 'succeeded') {
      if (p.error !== undefined) add(`${at}.error`, 'a succeeded phase has no error');
      if (p.exitCode !== undefined && p.exitCode !== 0) {
        add(`${at}.exitCode`, `a succeeded phase exits with 0, not ${p.exitCode}`);
      }
    }
    if (p.status === 'failed' && (p.error === undefined || p.error.trim() === '')) {
      add(`${at}.error`, 'a failed phase needs an error');
    }
    if ((p.status === 'succeeded' || p.status === 'failed') && p.endedAt === undefined) {
      add(`${at}.endedAt`, `a ${p.status} phase needs an end time`);
    }
    if (p.status === 'running') {
      if (p.startedAt === undefined) add(`${at}.startedAt`, 'a running phase needs a start time');
      if (p.endedAt !== undefined) add(`${at}.endedAt`, 'a running phase has no end time');
    }
    if (
      (p.status === 'running' || p.status === 'succeeded' || p.status === 'failed') &&
      p.attempts < 1
    ) {
      add(`${at}.attempts`, `a ${p.status} phase was started at least once`);
    }
    if (p.status === 'skipped' && (p.reason === undefined || p.reason.trim() === '')) {
      add(`${at}.reason`, 'a skipped phase needs a reason');
    }
    if (p.startedAt !== undefined && p.endedAt !== undefined && t(p.startedAt) > t(p.endedAt)) {
      add(`${at}.endedAt`, `ends (${p.endedAt}) before it starts (${p.startedAt})`);
    }
    for (const r of p.requires) {
      if (r === id) add(`${at}.requires`, `phase ${id} requires itself`);
      else if (!known(r))
        add(`${at}.requires`, `requires ${r}, which is neither declared nor recorded`);
    }
  }

  // Run status.
  const s = state.status;
  if (s === 'completed') {
    if (state.endedAt === undefined) add('endedAt', 'a completed run needs an end time');
    if (anyFailed) add('status', 'a run with a failed phase cannot be completed');
    if (state.error !== undefined) add('status', 'a run with an error cannot be completed');
  }
  if (s === 'failed') {
    if (state.endedAt === undefined) add('endedAt', 'a failed run needs an end time');
    if (!anyFailed && state.error === undefined)
      add('status', 'a failed run needs a failed phase or an error');
  }
  if ((s === 'pending' || s === 'running' || s === 'paused') && state.endedAt !== undefined) {
    add('endedAt', `a ${s} run has no end time`);
  }
  if (anyRunning && (s === 'completed' || s === 'failed' || s === 'paused' || s === 'pending')) {
    add('status', `no phase runs while the run is ${s}`);
  }
  if (s === 'paused' && state.pause === undefined)
    add('pause', 'a paused run needs a pause reason');
  if (s !== 'paused' && state.pause !== undefined) add('pause', `a ${s} run is not paused`);
  if (s === 'rolled_back' && state.rollbackHistory.length === 0) {
    add('rollbackHistory', 'a rolled_back run needs a rollback event');
  }
  if (t(state.createdAt) > t(state.updatedAt)) add('updatedAt', 'is before createdAt');
  if (state.endedAt !== undefined && t(state.createdAt) > t(state.endedAt)) {
    add('endedAt', 'is before createdAt');
  }

  // Checkpoints and rollbacks.
  const cpIds = new Set<string>();
  state.checkpoints.forEach((c, i) => {
    if (cpIds.has(c.id)) add(`checkpoints[${i}].id`, `checkpoint id ${c.id} is not unique`);
    cpIds.add(c.id);
    if (c.phase !== undefined && !known(c.phase)) {
      add(`checkpoints[${i}].phase`, `phase ${c.phase} is neither declared nor recorded`);
    }
    if (c.attempt > run)
      add(`checkpoints[${i}].attempt`, `attempt ${c.attempt} is after the run's attempt ${run}`);
  });
  const rbIds = new Set<string>();
  state.rollbackHistory.forEach((e, i) => {
    if (rbIds.has(e.id)) add(`rollbackHistory[${i}].id`, `rollback id ${e.id} is not unique`);
    rbIds.add(e.id);
    for (const id of e.rolledBack) {
      if (!known(id))
        add(`rollbackHistory[${i}].rolledBack`, `phase ${id} is neither declared nor recorded`);
    }
    if (e.attempt > run)
      add(
        `rollbackHistory[${i}].attempt`,
        `attempt ${e.attempt} is after the run's attempt ${run}`,
      );
  });

  // Resume.
  const r = state.resume;
  if (r) {
    if (r.fromAttempt >= run) {
      add('resume.fromAttempt', `attempt ${r.fromAttempt} is not before the run's attempt ${run}`);
    }
    const redo = new Set(r.redo);
    for (const id of r.skipped) {
      const rec = Object.hasOwn(state.phases, id) ? state.phases[id] : undefined;
      if (rec === undefined) add('resume.skipped', `phase ${id} is skipped but not recorded`);
      else if (rec.status !== 'succeeded' && rec.status !== 'skipped') {
        add('resume.skipped', `phase ${id} is skipped but its record is ${rec.status}`);
      }
      if (redo.has(id)) add('resume.redo', `phase ${id} is both skipped and redone`);
    }
  }
  return errors;
}

/**
 * Validates a raw document (any supported version, migrated first): every schema error, or, when
 * the schema holds, every invariant violation.
 */
export function validateState(raw: unknown): ValidationResult {
  const result = checkStateDocument(raw);
  if (!result.ok) return { ok: false, errors: result.errors };
  const errors = checkInvariants(result.state);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, state: result.state, errors: [] };
}
