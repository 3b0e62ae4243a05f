/**
 * Resume planning, phase lists and profiles.
 *
 * ## Resume planning (`planResume`)
 * From a restored state and a strategy, every known phase (declared or recorded) lands in exactly
 * one of `skip` (it does not run in the new attempt) or `redo` (it runs, or may run, again).
 * Phase order is the declared order, then phases only recorded, in record order.
 *
 * Planning is for a run that did not complete (failed, cancelled, paused, rolled back or cut off
 * while running). A run that completed is not resumed: `init` starts a fresh run (attempt 1 of a new
 * state) instead; `beginAttempt` refuses a completed state, and `planResume` on one skips every
 * phase and says so in a warning.
 *
 * The resume point is the first phase (in order, not skipped by the profile) that failed, was still
 * running when the state was saved (treated as failed: it did not finish) or was rolled back; when
 * there is none, the first phase that did not run. Strategies:
 * - `failed` (default): phases before the resume point that succeeded (or were skipped) are skipped;
 *   the resume point and everything after it are redone. A phase before it that never ran is redone.
 * - `previous`: as `failed`, but from the last succeeded phase before the resume point.
 * - `skip-failed`: the leading phases that are done or failed (or cut off) are skipped, the failed
 *   ones marked `skipFailed` (done for planning, but never completed); the run goes on from the
 *   first phase that is neither.
 * - `checkpoint:<id>`: phases up to and including the checkpoint's phase that had succeeded (or
 *   were skipped) when it was taken are skipped, and everything after is redone.
 *   `checkpoint:<phase>`: the phases done now up to and including that phase are skipped, and
 *   everything after is redone; the context comes back from the phase's newest checkpoint (a
 *   phase without one is accepted with a warning). Anything else is an error listing the
 *   available checkpoints.
 * - A run that completed (planned only on a runner, for "Re-run all jobs"): every phase is kept,
 *   whatever the strategy; `restart` alone runs them again.
 * - `restart`: everything is redone.
 *
 * Then, in this order of precedence:
 * 1. Phases the active profile skips are skipped (reason `profile <name>`), whatever happened before.
 * 2. A side-effect phase that succeeded (in any earlier attempt: `effectAttempt`) is never run
 *    again silently: if the strategy or a redone requirement would redo it, it is skipped and a
 *    warning says so. Only `rerunSideEffects` (the CLI's `--rerun-side-effects`, the Action's
 *    `rerun-side-effects`: `true`, `all` or the phase's id) lets it run again, in that attempt;
 *    `restart` alone does not. A side-effect phase that never succeeded and failed or was cut off
 *    is redone, with a warning that it may have partly run.
 * 3. Outputs that cannot be restored (`lostOutputs`, found by the caller before planning): a phase
 *    the strategy would skip is redone instead, since the phases after it need what it made;
 *    except a side-effect phase kept by rule 2, which stays skipped and is listed in `lost`.
 * 4. A phase whose required phase is redone is redone ("requires build, which runs again"),
 *    transitively. The only phases that can be skipped while a requirement is redone are those of
 *    rule 1 (they do not run at all) and rule 2 (kept on purpose, with a warning).
 * 5. A phase that runs and requires a phase of `lost` (or a blocked phase) is `blocked`: it cannot
 *    run without those outputs, and its `ci-state run` fails at once naming them and the allowance.
 *
 * `kept` lists the skipped phases an earlier attempt completed (not those a profile skips, nor the
 * failed phases skip-failed skips): an attempt "resumed" when it keeps at least one.
 *
 * ## Phase list syntax (`parsePhaseList`, the `phases` input)
 * Items separated by commas or new lines; each item is `name`, optionally `:req1+req2` naming the
 * phases it requires, optionally a trailing `!` marking a side effect:
 * `build, lint, test:build+lint, deploy:test!`. Blank lines and a comma ending a line are ignored;
 * an empty item between commas (`a,,b`) is refused; `#` starts a comment that runs to the end of
 * the line. A requirement must name a phase of the list; cycles are refused.
 */
import type { z } from 'zod';
import { CiStateError, listWords, quote } from './errors.js';
import { formatIssues } from './paths.js';
import { checkUntrustedJson } from './migrate.js';
import { findCheckpoint, describeCheckpoints } from './rollback.js';
import { PHASE_ID_PATTERN, PhaseDecl, PhaseId, Profile, SafeKey, Strategy } from './schema.js';
import type { Checkpoint, PhaseRecord, PhaseStatus, RunState } from './schema.js';
import { schema } from './zod.js';
import { formatDuration } from './duration.js';
import { keepHead } from './records.js';

// ---------------------------------------------------------------------------------------------
// Strategies

export const STRATEGY_HELP = 'failed, previous, skip-failed, restart or checkpoint:<id|phase>';

/**
 * Parses a resume strategy. Blank text means the default, `failed`. Case and surrounding space of
 * the keyword are forgiven; a checkpoint target is kept as written.
 */
export function parseStrategy(text: string, inputName = '--resume'): Strategy {
  const raw = typeof text === 'string' ? text.trim() : '';
  if (typeof text === 'string' && raw === '') return 'failed';
  const lower = raw.toLowerCase();
  if (
    lower === 'failed' ||
    lower === 'previous' ||
    lower === 'skip-failed' ||
    lower === 'restart'
  ) {
    return lower;
  }
  if (lower.startsWith('checkpoint:')) {
    const target = raw.slice('checkpoint:'.length).trim();
    if (target === '' || target.length > 128 || /\s/.test(target)) {
      throw new CiStateError(
        'unknown_strategy',
        `resume strategy ${quote(raw)} (${inputName}) names no valid checkpoint: expected checkpoint:<id|phase>, e.g. checkpoint:build`,
      );
    }
    return `checkpoint:${target}`;
  }
  throw new CiStateError(
    'unknown_strategy',
    `unknown resume strategy ${quote(text)} (${inputName}): expected ${STRATEGY_HELP}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Profiles

/** Profiles every run knows. A phases file may define more, or override these by name. */
export const BUILTIN_PROFILES: Readonly<Record<string, Profile>> = Object.freeze({
  docs: {
    skip: ['test', 'tests', 'e2e', 'integration', 'lint'],
    skipTags: ['test'],
    description: 'documentation-only change: skips tests and lint',
  },
  full: { skip: [], skipTags: [], description: 'runs every phase' },
});

export interface ResolvedProfile {
  name: string;
  profile: Profile;
}

/** Finds a profile by name among the built-in ones and `profiles` (which win on a name clash). */
export function resolveProfile(
  name: string,
  profiles: Readonly<Record<string, Profile>> = {},
  inputName = '--profile',
): ResolvedProfile {
  const all: Record<string, Profile> = { ...BUILTIN_PROFILES };
  for (const [k, v] of Object.entries(profiles)) all[k] = v;
  const key = typeof name === 'string' ? name.trim() : '';
  if (key !== '' && Object.hasOwn(all, key)) return { name: key, profile: all[key] as Profile };
  throw new CiStateError(
    'unknown_profile',
    `unknown profile ${quote(name)} (${inputName}): expected ${listWords(Object.keys(all).sort())}`,
  );
}

/** The phases a profile skips, by id or tag, each with the reason `profile <name>`. */
export function profileSkips(
  resolved: ResolvedProfile,
  phases: Iterable<{ id: string; tags?: readonly string[] }>,
): Map<string, string> {
  const ids = new Set(resolved.profile.skip);
  const tags = new Set(resolved.profile.skipTags);
  const out = new Map<string, string>();
  for (const phase of phases) {
    if (ids.has(phase.id) || (phase.tags ?? []).some((t) => tags.has(t))) {
      out.set(phase.id, `profile ${resolved.name}`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Declared phases: checks, the phase list syntax and the phases file

export type PhaseDeclInput = z.input<typeof PhaseDecl>;

/**
 * Checks a declared phase list: ids unique, requirements known, no cycles. Throws one CiStateError
 * naming the input and listing every problem.
 */
export function checkDeclared(declared: readonly PhaseDecl[], inputName: string): void {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const d of declared) {
    if (ids.has(d.id)) problems.push(`phase ${quote(d.id)} is declared twice`);
    ids.add(d.id);
  }
  for (const d of declared) {
    for (const r of d.requires) {
      if (r === d.id) problems.push(`phase ${quote(d.id)} requires itself`);
      else if (!ids.has(r))
        problems.push(`phase ${quote(d.id)} requires ${quote(r)}, which is not declared`);
    }
  }
  if (problems.length === 0) {
    const cycle = findCycle(declared);
    if (cycle) problems.push(`requirements form a cycle: ${cycle.join(' -> ')}`);
  }
  if (problems.length > 0) {
    throw new CiStateError(
      'invalid_phase_list',
      `invalid phases (${inputName}): ${problems.join('; ')}`,
      {
        details: problems,
      },
    );
  }
}

/** A requirement cycle as a path that starts and ends with the same phase, if there is one. */
export function findCycle(
  declared: readonly { id: string; requires: readonly string[] }[],
): string[] | undefined {
  const requires = new Map(declared.map((d) => [d.id, d.requires] as const));
  const state = new Map<string, 1 | 2>(); // 1 = on the path, 2 = done
  for (const start of requires.keys()) {
    if (state.has(start)) continue;
    // Iterative DFS: each frame is a node and the index of its next requirement.
    const path: string[] = [];
    const stack: Array<{ id: string; next: number }> = [{ id: start, next: 0 }];
    state.set(start, 1);
    path.push(start);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { id: string; next: number };
      const reqs = requires.get(top.id) ?? [];
      if (top.next >= reqs.length) {
        state.set(top.id, 2);
        stack.pop();
        path.pop();
        continue;
      }
      const r = reqs[top.next++] as string;
      if (!requires.has(r)) continue;
      const s = state.get(r);
      if (s === 1) return [...path.slice(path.indexOf(r)), r];
      if (s === undefined) {
        state.set(r, 1);
        path.push(r);
        stack.push({ id: r, next: 0 });
      }
    }
  }
  return undefined;
}

const PHASE_LIST_HELP =
  'expected phases separated by commas or new lines, each name[:req1+req2][!] (":" lists required phases, a trailing "!" marks a side effect), e.g. "build,test:build,deploy:test!"';

/** Parses the `phases` input syntax (see the top of this file). Blank text gives no phases. */
export function parsePhaseList(text: string, inputName = '--phases'): PhaseDecl[] {
  const declared = parsePhaseItems(text, inputName);
  checkDeclared(declared, inputName);
  return declared;
}

/** The items of a phase list, each checked on its own (not yet against each other). */
function parsePhaseItems(text: string, inputName: string): PhaseDecl[] {
  if (typeof text !== 'string') {
    throw new CiStateError(
      'invalid_phase_list',
      `invalid phase list (${inputName}): not text; ${PHASE_LIST_HELP}`,
    );
  }
  const items: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const parts = line
      .replace(/(^|\s)#.*$/, '')
      .split(',')
      .map((s) => s.trim());
    // A blank line or a comma ending a line is fine; an empty item before a comma ("a,,b") is
    // most likely a phase left out, so it is refused rather than ignored.
    if (parts.slice(0, -1).some((s) => s === '')) {
      throw new CiStateError(
        'invalid_phase_list',
        `invalid phase list (${inputName}): ${quote(line.trim())} has an empty item between commas; ${PHASE_LIST_HELP}`,
      );
    }
    items.push(...parts.filter((s) => s !== ''));
  }
  if (items.length > 1000) {
    throw new CiStateError(
      'invalid_phase_list',
      `invalid phase list (${inputName}): ${items.length} phases is more than the 1000 accepted`,
    );
  }
  const declared: PhaseDecl[] = [];
  for (const item of items) {
    const m = /^([^:!\s]+)\s*(!)?\s*(?::\s*([^!]*?))?\s*(!)?$/.exec(item);
    const bad = (why: string): never => {
      throw new CiStateError(
        'invalid_phase_list',
        `invalid phase list (${inputName}): ${quote(item)} ${why}; ${PHASE_LIST_HELP}`,
      );
    };
    if (!m) return bad('is not name[:req1+req2][!]');
    const [, id = '', bang1, reqText, bang2] = m;
    if (bang1 && bang2) bad('has "!" twice');
    if (!PHASE_ID_PATTERN.test(id))
      bad(`: ${quote(id)} is not a phase id (1-64 letters, digits, ".", "_" or "-")`);
    const requires: string[] = [];
    if (reqText !== undefined) {
      const reqs = reqText.split('+').map((r) => r.trim());
      if (reqs.some((r) => r === '')) bad('has an empty requirement');
      for (const r of reqs) {
        if (!PHASE_ID_PATTERN.test(r)) bad(`: requirement ${quote(r)} is not a phase id`);
        if (!requires.includes(r)) requires.push(r);
      }
    }
    declared.push({ id, requires, sideEffect: Boolean(bang1 ?? bang2), reuse: false, tags: [] });
  }
  return declared;
}

/** The phase list text of declared phases (the inverse of parsePhaseList, tags and reuse aside). */
export function formatPhaseList(declared: readonly PhaseDeclInput[]): string {
  return declared
    .map((d) => {
      const reqs = d.requires ?? [];
      return `${d.id}${reqs.length > 0 ? `:${reqs.join('+')}` : ''}${d.sideEffect ? '!' : ''}`;
    })
    .join(',');
}

const ProfileName = schema((z) =>
  z
    .string()
    .regex(PHASE_ID_PATTERN, 'a profile name is 1-64 letters, digits, ".", "_" or "-"')
    .pipe(SafeKey),
);

const FilePhase = schema((z) =>
  z.union([
    z.string().max(200),
    z.strictObject({
      id: PhaseId,
      requires: z.union([PhaseId, z.array(PhaseId).max(1000)]).optional(),
      sideEffect: z.boolean().optional(),
      reuse: z.boolean().optional(),
      tags: z.array(z.string().min(1).max(64)).max(100).optional(),
    }),
  ]),
);

/** The phases file (YAML or JSON, parsed by the caller). */
export const PhasesFile = schema((z) =>
  z.strictObject({
    phases: z.array(FilePhase).max(1000),
    profiles: z.record(ProfileName, Profile).optional(),
  }),
);

export interface PhasesFileContent {
  /** The declared phases, in order. */
  declared: PhaseDecl[];
  profiles: Record<string, Profile>;
}

/**
 * Validates a parsed phases file: `{ phases: [{ id, requires, sideEffect, reuse, tags }] or
 * "name:req!" strings, profiles: { name: { skip, skipTags, description } } }`. `requires` may be one
 * id or a list. Profiles must name declared phases and tags some phase carries.
 */
export function parsePhasesFile(obj: unknown, inputName = 'phases file'): PhasesFileContent {
  const refused = checkUntrustedJson(obj, inputName);
  if (refused && !refused.ok) {
    throw new CiStateError('invalid_phase_list', `invalid ${inputName}: ${refused.summary}`);
  }
  const parsed = PhasesFile.safeParse(obj);
  if (!parsed.success) {
    const issues = formatIssues(parsed.error.issues);
    throw new CiStateError('invalid_phase_list', `invalid ${inputName}: ${issues.join('; ')}`, {
      details: issues,
    });
  }
  const declared: PhaseDecl[] = [];
  for (const [i, item] of parsed.data.phases.entries()) {
    if (typeof item === 'string') {
      const one = parsePhaseItems(item, `${inputName} phases[${i}]`);
      if (one.length !== 1) {
        throw new CiStateError(
          'invalid_phase_list',
          `invalid ${inputName}: phases[${i}] ${quote(item)} must describe exactly one phase`,
        );
      }
      // Requirements are checked against the whole list below.
      declared.push(one[0] as PhaseDecl);
    } else {
      const requires =
        item.requires === undefined
          ? []
          : typeof item.requires === 'string'
            ? [item.requires]
            : item.requires;
      declared.push({
        id: item.id,
        requires: [...new Set(requires)],
        sideEffect: item.sideEffect ?? false,
        reuse: item.reuse ?? false,
        tags: [...new Set(item.tags ?? [])],
      });
    }
  }
  checkDeclared(declared, inputName);
  const profiles: Record<string, Profile> = {};
  const ids = new Set(declared.map((d) => d.id));
  const tags = new Set(declared.flatMap((d) => d.tags));
  const problems: string[] = [];
  for (const [name, profile] of Object.entries(parsed.data.profiles ?? {})) {
    for (const id of profile.skip) {
      if (!ids.has(id))
        problems.push(`profile ${quote(name)} skips ${quote(id)}, which is not a declared phase`);
    }
    for (const tag of profile.skipTags) {
      if (!tags.has(tag))
        problems.push(`profile ${quote(name)} skips tag ${quote(tag)}, which no phase has`);
    }
    profiles[name] = profile;
  }
  if (problems.length > 0) {
    throw new CiStateError('invalid_phase_list', `invalid ${inputName}: ${problems.join('; ')}`, {
      details: problems,
    });
  }
  return { declared, profiles };
}

// ---------------------------------------------------------------------------------------------
// Resume planning

export interface ResumePlan {
  /** Phases that do not run in the new attempt (kept, or skipped by profile or strategy). */
  skip: string[];
  /** Phases that run (or may run) again. */
  redo: string[];
  /** The first phase, in order, that runs again. */
  resumeFrom?: string;
  /** Sum of the durations of the skipped phases that had succeeded. */
  savedMs: number;
  /** One sentence per phase, for people. */
  reasons: Record<string, string>;
  warnings: string[];
  /** Every known phase in run order. */
  order: string[];
  strategy: Strategy;
  /** The attempt of the state the plan was made from. */
  fromAttempt: number;
  /** The checkpoint of a `checkpoint:` strategy, when one was found. */
  checkpointId?: string;
  /** Skipped phases an earlier attempt completed (see the top of this file). */
  kept: string[];
  /** Side-effect phases kept although their outputs could not be restored. */
  lost: string[];
  /** Phases that run but need the outputs of a `lost` phase, each with the reason. */
  blocked: Record<string, string>;
}

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

export interface PlanOptions {
  strategy: Strategy;
  /** Declared phases for the new attempt (default: the state's). */
  declared?: readonly PhaseDeclInput[];
  /** The active profile (default: the state's). */
  profile?: string;
  /** Extra profiles (added to the state's and the built-in ones). */
  profiles?: Readonly<Record<string, Profile>>;
  /**
   * Allow succeeded side-effect phases to run again (never implied by a strategy): true for all, or
   * the ids of those allowed (`all` for every one).
   */
  rerunSideEffects?: boolean | readonly string[];
  /** Phases whose checkpointed outputs cannot be restored (content missing or unreadable). */
  lostOutputs?: readonly string[];
  /** Planning a re-run of a completed run on purpose (no warning that there is nothing to resume). */
  allowCompleted?: boolean;
}

/** Declared order first, then phases only recorded, in record order. */
export function phaseOrder(
  declared: readonly { id: string }[],
  phases: Readonly<Record<string, unknown>>,
): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  for (const d of declared) {
    if (!seen.has(d.id)) {
      seen.add(d.id);
      order.push(d.id);
    }
  }
  for (const id of Object.keys(phases)) {
    if (!seen.has(id)) {
      seen.add(id);
      order.push(id);
    }
  }
  return order;
}

/** A short, one-line account of why a phase failed. */
export function failureSummary(record: PhaseRecord): string {
  const first = (record.error ?? '')
    .split(/\r?\n/)
    .find((l) => l.trim() !== '')
    ?.trim();
  if (first) return keepHead(first, 200);
  if (record.cancelled) return 'cancelled';
  if (record.signal) return `killed by ${record.signal}`;
  if (record.exitCode !== undefined) return `exit code ${record.exitCode}`;
  return 'failed';
}

function took(record: PhaseRecord): string {
  return record.durationMs !== undefined ? ` (${formatDuration(record.durationMs)})` : '';
}

/** What happened to a phase in the restored state, in words. */
export function describeRecord(record: PhaseRecord | undefined): string {
  if (record === undefined) return 'did not run';
  switch (record.status) {
    case 'succeeded':
      return `succeeded in attempt ${record.attempt}${took(record)}`;
    case 'failed':
      return `failed in attempt ${record.attempt}: ${failureSummary(record)}`;
    case 'running':
      return `did not finish in attempt ${record.attempt}`;
    case 'skipped':
      return `skipped in attempt ${record.attempt}${record.reason ? ` (${keepHead(record.reason, 200)})` : ''}`;
    case 'rolled_back':
      return `rolled back in attempt ${record.attempt}`;
    case 'pending':
      return record.attempts > 0 ? `did not run again in attempt ${record.attempt}` : 'did not run';
  }
}

const DONE: ReadonlySet<PhaseStatus> = new Set(['succeeded', 'skipped']);
const BROKEN: ReadonlySet<PhaseStatus> = new Set(['failed', 'running', 'rolled_back']);

/** Computes which phases a new attempt skips and which it runs again (see the top of this file). */
export function planResume(state: RunState, options: PlanOptions): ResumePlan {
  const strategy = options.strategy;
  const declared = options.declared
    ? options.declared.map((d) => PhaseDecl.parse(d))
    : state.declared;
  const declById = new Map(declared.map((d) => [d.id, d] as const));
  const order = phaseOrder(declared, state.phases);
  const known = new Set(order);
  const record = (id: string): PhaseRecord | undefined =>
    Object.hasOwn(state.phases, id) ? state.phases[id] : undefined;
  const requiresOf = (id: string): string[] => {
    const reqs = new Set([...(declById.get(id)?.requires ?? []), ...(record(id)?.requires ?? [])]);
    return [...reqs].filter((r) => known.has(r) && r !== id);
  };
  const sideEffectOf = (id: string): boolean =>
    Boolean(declById.get(id)?.sideEffect || record(id)?.sideEffect);
  /** Every phase `id` requires, directly or through others (what its work may read). */
  const closures = new Map<string, string[]>();
  const allRequirementsOf = (id: string): string[] => {
    let all = closures.get(id);
    if (all) return all;
    const seen = new Set<string>();
    const stack = [...requiresOf(id)];
    while (stack.length > 0) {
      const r = stack.pop()!;
      if (r === id || seen.has(r)) continue;
      seen.add(r);
      stack.push(...requiresOf(r));
    }
    all = order.filter((x) => seen.has(x));
    closures.set(id, all);
    return all;
  };

  const warnings: string[] = [];
  const reasons: Record<string, string> = {};
  const skip = new Set<string>();
  const redo = new Set<string>();
  /** Failed or cut-off phases that skip-failed skips (skipped, but not kept). */
  const skippedFailed = new Set<string>();

  // 1. The profile.
  const profileName = options.profile ?? state.profile;
  let profileSkipped = new Map<string, string>();
  if (profileName !== undefined) {
    const resolved = resolveProfile(profileName, {
      ...state.profiles,
      ...(options.profiles ?? {}),
    });
    profileSkipped = profileSkips(
      resolved,
      order.map((id) => ({ id, tags: declById.get(id)?.tags ?? [] })),
    );
  }
  const candidates = order.filter((id) => !profileSkipped.has(id));
  /** Done: succeeded, or skipped for a reason other than a profile that is no longer active. */
  const isDone = (rec: PhaseRecord | undefined): boolean =>
    rec !== undefined &&
    DONE.has(rec.status) &&
    !(rec.status === 'skipped' && rec.reason?.startsWith('profile '));

  // 2. The strategy.
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

  if (state.status === 'completed' && options.allowCompleted && strategy !== 'restart') {
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

  for (const [id, reason] of profileSkipped) {
    skip.add(id);
    reasons[id] = reason;
  }

  // 3. Side-effect phases that succeeded are kept (unless rerunSideEffects allows them).
  const protectedIds = new Set<string>();
  for (const id of candidates) {
    const r = record(id);
    const decision = base.get(id) ?? 'redo';
    if (r !== undefined && effectDone(r, sideEffectOf(id))) {
      const when = r.effectAttempt ?? r.attempt;
      if (allowsRerun(options.rerunSideEffects, id)) {
        if (decision === 'redo') {
          warnings.push(
            `${id} has side effects and succeeded in attempt ${when}: it runs again (rerun side effects)`,
          );
        }
      } else {
        protectedIds.add(id);
        skippedFailed.delete(id);
        if (decision === 'redo') {
          warnings.push(
            `${id} has side effects and succeeded in attempt ${when}: not run again (pass --rerun-side-effects ${id} to run it)`,
          );
        }
        base.set(id, 'skip');
        baseReason.set(
          id,
          `${r.status === 'succeeded' ? describeRecord(r) : `succeeded in attempt ${when}`}; has side effects, so it is not run again`,
        );
      }
    }
  }

  // Outputs that cannot be restored: the phase runs again, unless it is a kept side effect.
  const lost: string[] = [];
  for (const id of options.lostOutputs ?? []) {
    if (!candidates.includes(id) || base.get(id) !== 'skip' || skippedFailed.has(id)) continue;
    if (protectedIds.has(id)) {
      lost.push(id);
      warnings.push(
        `${id} has side effects and its outputs could not be restored: it is not run again, and phases that require it cannot run (pass --rerun-side-effects ${id} to run it again)`,
      );
    } else {
      base.set(id, 'redo');
      baseReason.set(id, `${describeRecord(record(id))}; its outputs could not be restored`);
      warnings.push(`${id}: its outputs could not be restored, so it will run again`);
    }
  }
  for (const id of candidates) {
    if (base.get(id) === 'skip') skip.add(id);
    else redo.add(id);
    reasons[id] = baseReason.get(id) ?? describeRecord(record(id));
  }

  // 4. Requirements: a phase that requires, directly or through others, a phase that runs again
  // runs again (to a fixed point), also through a kept side effect: what it read may change.
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of candidates) {
      if (!skip.has(id) || protectedIds.has(id)) continue;
      const redone = allRequirementsOf(id).find((r) => redo.has(r));
      if (redone !== undefined) {
        skip.delete(id);
        redo.add(id);
        const through = requiresOf(id).includes(redone) ? '' : ' (through its requirements)';
        reasons[id] = `requires ${redone}${through}, which runs again`;
        changed = true;
      }
    }
  }
  for (const id of protectedIds) {
    const redone = requiresOf(id).filter((r) => redo.has(r));
    if (redone.length > 0) {
      warnings.push(
        `${id} has side effects and succeeded: not run again although ${listWords(redone, 'and')} ${redone.length === 1 ? 'runs' : 'run'} again`,
      );
    }
  }

  // 5. Phases that run but need (directly or through others) the outputs of a kept side effect
  // that could not be restored.
  const blocked: Record<string, string> = {};
  const lostSet = new Set(lost);
  for (const id of candidates) {
    if (!redo.has(id) || lostSet.size === 0) continue;
    const need = allRequirementsOf(id).find((r) => lostSet.has(r));
    if (need !== undefined) blocked[id] = blockedBecause(need);
  }

  // Warnings for side-effect phases that run again after failing or being cut off, and for phases
  // that go on without a requirement skip-failed skipped.
  for (const id of candidates) {
    if (!redo.has(id)) continue;
    const r = record(id);
    if (sideEffectOf(id) && (r?.status === 'failed' || r?.status === 'running')) {
      warnings.push(
        `${id} has side effects and ${r.status === 'failed' ? 'failed' : 'did not finish'} in attempt ${r.attempt}: it runs again; it may have partly run, make sure repeating it is safe`,
      );
    }
    if (strategy === 'skip-failed') {
      for (const req of requiresOf(id)) {
        const rr = record(req);
        if (skip.has(req) && (rr?.status === 'failed' || rr?.status === 'running')) {
          warnings.push(
            `${id} requires ${req}, which ${rr.status === 'failed' ? 'failed' : 'did not finish'} and is skipped`,
          );
        }
      }
    }
  }
  if (state.status === 'completed' && !options.allowCompleted) {
    warnings.push(
      `the run completed in attempt ${state.origin.runAttempt}: there is nothing to resume; start a fresh run instead`,
    );
  }

  let savedMs = 0;
  for (const id of order) {
    if (!skip.has(id) || profileSkipped.has(id)) continue;
    const r = record(id);
    const kept = r?.status === 'succeeded' ? r : checkpoint?.snapshot.phases[id];
    if (kept?.status === 'succeeded') savedMs += kept.durationMs ?? 0;
  }
  for (const id of order) reasons[id] = keepHead(reasons[id] ?? '', 1024);

  const plan: ResumePlan = {
    skip: order.filter((id) => skip.has(id)),
    redo: order.filter((id) => redo.has(id)),
    kept: order.filter(
      (id) =>
        skip.has(id) &&
        !profileSkipped.has(id) &&
        !skippedFailed.has(id) &&
        !(record(id)?.skipFailed && !protectedIds.has(id)),
    ),
    lost,
    blocked,
    savedMs,
    reasons,
    warnings: warnings.map((w) => keepHead(w, 1024)),
    order,
    strategy,
    fromAttempt: state.origin.runAttempt,
  };
  const resumeFrom = plan.redo.find((id) => !Object.hasOwn(blocked, id));
  if (resumeFrom !== undefined) plan.resumeFrom = resumeFrom;
  if (checkpoint) plan.checkpointId = checkpoint.id;
  return plan;
}
