/**
 * Side-effect phases: when one counts as done, which are allowed to run again
 * (`--rerun-side-effects`), and why a phase that needs a lost one cannot run.
 */
import { CiStateError, quote } from './errors.js';
import { PHASE_ID_PATTERN } from './schema.js';
import type { PhaseRecord } from './schema.js';

/** Why a phase that needs the outputs of `need`, a kept side effect whose outputs are lost, fails. */
export function blockedBecause(need: string): string {
  return `requires ${need}, whose outputs could not be restored; ${need} has side effects and is not run again without --rerun-side-effects ${need}`;
}

/** Whether `rerunSideEffects` (true, or a list of ids where `all` means every phase) allows `id`. */
export function allowsRerun(
  rerunSideEffects: boolean | readonly string[] | undefined,
  id: string,
): boolean {
  if (rerunSideEffects === true) return true;
  if (!Array.isArray(rerunSideEffects)) return false;
  return rerunSideEffects.includes('all') || rerunSideEffects.includes(id);
}

/**
 * A side-effect phase whose effect happened in some attempt: it is not executed again without an
 * allowance, also when a later allowed try of it failed (the allowance is for one attempt).
 * Records without `effectAttempt` (written before it existed) count when they succeeded.
 */
export function effectDone(record: PhaseRecord | undefined, sideEffect: boolean): boolean {
  if (!sideEffect || record === undefined) return false;
  return record.status === 'succeeded' || record.effectAttempt !== undefined;
}

/** Parses `--rerun-side-effects` / `rerun-side-effects`: `all`, or phase ids (commas, spaces). */
export function parseRerunSideEffects(text: string, inputName: string): string[] {
  const items = text
    .split(/[\s,]+/)
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const bad = items.filter((t) => !PHASE_ID_PATTERN.test(t));
  if (bad.length > 0 || items.length > 1000) {
    throw new CiStateError(
      'invalid_input',
      `${inputName} ${quote(text)} is not valid: expected "all" or phase ids separated by commas`,
    );
  }
  return [...new Set(items)];
}
