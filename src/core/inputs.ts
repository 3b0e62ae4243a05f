/**
 * Cross-run reuse (opt-in per phase). A phase's inputs hash covers its input files (path and
 * content digest), its command and the environment variables it names. A new run may skip the
 * phase only when a SUCCEEDED record (in a state or the history) has the same hash; restoring the
 * outputs is the caller's part (if that fails, the phase runs).
 */
import { canonicalJson, sha256Hex } from './canonical.js';
import { CiStateError, quote } from './errors.js';
import type { HistoryPhaseEntry, PhaseRecord, PhaseStatus, RunState } from './schema.js';

export interface InputsDescription {
  /** Input files with the sha256 of their content (order does not matter). */
  files: readonly { path: string; sha256: string }[];
  /** The command, as argv. */
  command: readonly string[];
  /** Named environment variables; undefined means "unset", which differs from "". */
  env: Readonly<Record<string, string | undefined>>;
}

/** Version of the hashed layout: bump it when the layout changes so old hashes never match. */
const INPUTS_LAYOUT = 1;

function normalisePath(path: string): string {
  return path
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/\/{2,}/g, '/');
}

/** The inputs hash (lowercase hex sha256). Files are sorted by path; env keys are sorted. */
export function computeInputsHash(inputs: InputsDescription): string {
  const files = new Map<string, string>();
  for (const f of inputs.files) {
    if (typeof f.path !== 'string' || f.path === '') {
      throw new CiStateError(
        'invalid_input',
        `input file path ${quote(f.path)} is not valid: expected a non-empty path`,
      );
    }
    const sha = typeof f.sha256 === 'string' ? f.sha256.toLowerCase() : '';
    if (!/^[0-9a-f]{64}$/.test(sha)) {
      throw new CiStateError(
        'invalid_input',
        `input file ${quote(f.path)} has digest ${quote(f.sha256)}: expected a hex sha256`,
      );
    }
    const path = normalisePath(f.path);
    const seen = files.get(path);
    if (seen !== undefined && seen !== sha) {
      throw new CiStateError(
        'invalid_input',
        `input file ${quote(path)} is listed twice with different digests: expected one digest per path`,
      );
    }
    files.set(path, sha);
  }
  if (!Array.isArray(inputs.command) || inputs.command.some((a) => typeof a !== 'string')) {
    throw new CiStateError(
      'invalid_input',
      'inputs command is not valid: expected a list of strings (argv)',
    );
  }
  const env: Record<string, string | null> = {};
  for (const [k, v] of Object.entries(inputs.env)) env[k] = v ?? null;
  const doc = {
    v: INPUTS_LAYOUT,
    files: [...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    command: [...inputs.command],
    env,
  };
  return sha256Hex(canonicalJson(doc));
}

/** What reuse needs to know of an earlier phase run (a state record or a history line). */
export interface ReuseCandidate {
  phase: string;
  status: PhaseStatus;
  inputsHash?: string;
  endedAt?: string;
  durationMs?: number;
  /** Where it came from, for the skip reason (e.g. "run 123 attempt 2"). */
  runId?: string;
  attempt?: number;
  outputs?: readonly string[];
  checkpointId?: string;
}

/** True when `prev` succeeded with the same (valid) inputs hash. */
export function canReuse(
  prev: Pick<ReuseCandidate, 'status' | 'inputsHash'> | undefined,
  inputsHash: string,
): boolean {
  return (
    prev !== undefined &&
    prev.status === 'succeeded' &&
    /^[0-9a-f]{64}$/.test(inputsHash) &&
    prev.inputsHash === inputsHash
  );
}

/** Reuse candidates from a state's phase records. */
export function candidatesFromState(state: RunState): ReuseCandidate[] {
  return Object.entries(state.phases).map(([phase, r]: [string, PhaseRecord]) => ({
    phase,
    status: r.status,
    ...(r.inputsHash !== undefined ? { inputsHash: r.inputsHash } : {}),
    ...(r.endedAt !== undefined ? { endedAt: r.endedAt } : {}),
    ...(r.durationMs !== undefined ? { durationMs: r.durationMs } : {}),
    runId: state.origin.runId,
    attempt: r.attempt,
    outputs: r.outputs,
    ...(r.checkpointId !== undefined ? { checkpointId: r.checkpointId } : {}),
  }));
}

/** Reuse candidates from history phase lines. */
export function candidatesFromHistory(entries: readonly HistoryPhaseEntry[]): ReuseCandidate[] {
  return entries.map((e) => ({
    phase: e.phase,
    status: e.status,
    ...(e.inputsHash !== undefined ? { inputsHash: e.inputsHash } : {}),
    ...(e.endedAt !== undefined ? { endedAt: e.endedAt } : {}),
    durationMs: e.durationMs,
    runId: e.runId,
    attempt: e.producedBy,
  }));
}

/**
 * The newest candidate for `phase` that can be reused with `inputsHash` (succeeded, same hash), or
 * undefined. Candidates without an end time count as oldest; on equal times the later one wins.
 */
export function findReusable(
  candidates: readonly ReuseCandidate[],
  phase: string,
  inputsHash: string,
): ReuseCandidate | undefined {
  let best: ReuseCandidate | undefined;
  let bestAt = -Infinity;
  for (const c of candidates) {
    if (c.phase !== phase || !canReuse(c, inputsHash)) continue;
    const at = c.endedAt !== undefined ? Date.parse(c.endedAt) : -Infinity;
    const when = Number.isFinite(at) ? at : -Infinity;
    if (best === undefined || when >= bestAt) {
      best = c;
      bestAt = when;
    }
  }
  return best;
}

/** The skip reason for a reused phase, e.g. "reused from run 123 attempt 1: same inputs". */
export function reuseReason(c: ReuseCandidate): string {
  const where =
    c.runId !== undefined
      ? `run ${c.runId}${c.attempt !== undefined ? ` attempt ${c.attempt}` : ''}`
      : 'an earlier run';
  return `reused from ${where}: same inputs`;
}
