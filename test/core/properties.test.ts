/**
 * Property tests: transitions keep the invariants, resume plans keep their rules, and hostile
 * documents never get past the parser.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CiStateError,
  PhaseDecl,
  RunState,
  SCHEMA_VERSION,
  beginAttempt,
  checkInvariants,
  completePhase,
  createCheckpoint,
  createRun,
  failPhase,
  finishRun,
  journalEntry,
  parseStateDocument,
  parseStateJson,
  pauseRun,
  planResume,
  replayJournal,
  rollbackTo,
  scanForbiddenKeys,
  serializeState,
  setContext,
  skipPhase,
  startPhase,
  unpauseRun,
  type JournalEntry,
  type PhaseRecord,
  type PhaseStatus,
  type Strategy,
} from '../../src/core/index.js';
import { origin, scope } from './helpers.js';

const BASE = Date.parse('2024-05-01T12:00:00.000Z');
const iso = (ms: number): string => new Date(BASE + ms).toISOString();
const POOL = ['build', 'lint', 'test', 'e2e', 'package', 'deploy', 'docs', 'report'];

/** Runs fn; a CiStateError is an expected refusal (returns undefined), anything else fails. */
function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch (err) {
    if (!(err instanceof CiStateError)) throw err;
    expect(err.message).not.toMatch(/[\r\n]/);
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// (a) random sequences of transitions

const phaseArb = fc.constantFrom('a', 'b', 'c', 'd', 'e');
/** '*' stands for the phase that is running, if any (so complete/fail are mostly legal). */
const RUNNING = '*';
const runningOrAny = fc.oneof(
  { weight: 4, arbitrary: fc.constant(RUNNING) },
  { weight: 1, arbitrary: phaseArb },
);
/** Stands for the newest checkpoint. */
const LATEST = 'latest';
const strategyArb: fc.Arbitrary<Strategy> = fc.constantFrom(
  'failed',
  'previous',
  'skip-failed',
  'restart',
  'checkpoint:a',
  'checkpoint:b',
  'checkpoint:cp-1',
);
type Cmd =
  | { k: 'start'; p: string; side: boolean }
  | { k: 'complete'; p: string }
  | { k: 'fail'; p: string; code: number }
  | { k: 'skip'; p: string }
  | { k: 'pause' }
  | { k: 'unpause' }
  | { k: 'finish'; error: boolean }
  | { k: 'context'; key: string; value: unknown }
  | { k: 'checkpoint'; p: string | undefined }
  | { k: 'rollback'; target: string }
  | { k: 'attempt'; strategy: Strategy; rerun: boolean };

const cmdArb: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ k: fc.constant('start' as const), p: phaseArb, side: fc.boolean() }),
  },
  { weight: 4, arbitrary: fc.record({ k: fc.constant('complete' as const), p: runningOrAny }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('fail' as const),
      p: runningOrAny,
      code: fc.integer({ min: -1, max: 255 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('skip' as const), p: phaseArb }) },
  { weight: 1, arbitrary: fc.constant({ k: 'pause' as const }) },
  { weight: 1, arbitrary: fc.constant({ k: 'unpause' as const }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('finish' as const), error: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('context' as const),
      key: fc.constantFrom('x', 'x.y', 'y', 'x.y.z'),
      value: fc.oneof(
        fc.constant(undefined),
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('checkpoint' as const),
      p: fc.option(phaseArb, { nil: undefined }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('rollback' as const),
      target: fc.constantFrom('a', 'b', 'c', 'cp-1', LATEST, LATEST),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('attempt' as const),
      strategy: strategyArb,
      rerun: fc.boolean(),
    }),
  },
);

describe('property: transitions', () => {
  it('random sequences of transitions keep every invariant, parse, round-trip and replay from the journal', () => {
    fc.assert(
      fc.property(
        fc.subarray(['a', 'b', 'c', 'd']),
        fc.array(fc.tuple(cmdArb, fc.integer({ min: -2000, max: 60_000 })), {
          minLength: 5,
          maxLength: 40,
          size: 'max',
        }),
        (declared, cmds) => {
          let t = 0;
          let s = createRun({
            id: 'prop',
            scope,
            origin: origin(1),
            declared: declared.map((id, i) => ({
              id,
              requires: i > 0 ? [declared[i - 1] as string] : [],
            })),
            toolVersion: '0.0.0',
            now: iso(0),
          });
          let cps = 0;
          let rbs = 0;
          const journal: JournalEntry[] = [journalEntry(undefined, s, 0, s.updatedAt)];
          for (const [cmd, dt] of cmds) {
            t += dt;
            const now = iso(Math.max(0, t));
            const prev = s;
            const running =
              Object.keys(s.phases).find((id) => s.phases[id]?.status === 'running') ?? 'a';
            const pick = (p: string): string => (p === RUNNING ? running : p);
            const latest = s.checkpoints[s.checkpoints.length - 1]?.id ?? 'none';
            const next = attempt(() => {
              switch (cmd.k) {
                case 'start':
                  return startPhase(s, cmd.p, { now, sideEffect: cmd.side });
                case 'complete':
                  return completePhase(s, pick(cmd.p), { now, stdoutTail: 'ok token=abc123456' });
                case 'fail':
                  return failPhase(s, pick(cmd.p), {
                    now,
                    error: `exit code ${cmd.code}`,
                    exitCode: cmd.code,
                  });
                case 'skip':
                  return skipPhase(s, cmd.p, { now, reason: 'user asked' });
                case 'pause':
                  return pauseRun(s, 'waiting', now);
                case 'unpause':
                  return unpauseRun(s, now);
                case 'finish':
                  return finishRun(s, now, cmd.error ? { error: 'job failed' } : {});
                case 'context':
                  return setContext(s, cmd.key, cmd.value, now);
                case 'checkpoint':
                  return createCheckpoint(s, {
                    id: `cp-${++cps}`,
                    ...(cmd.p !== undefined ? { phase: cmd.p } : {}),
                    reason: 'scheduled',
                    now,
                  }).state;
                case 'rollback':
                  return rollbackTo(s, cmd.target === LATEST ? latest : cmd.target, {
                    now,
                    id: `rb-${++rbs}`,
                  }).state;
                case 'attempt':
                  return beginAttempt(s, {
                    origin: origin(s.origin.runAttempt + 1),
                    now,
                    strategy: cmd.strategy,
                    rerunSideEffects: cmd.rerun,
                  }).state;
              }
            });
            // A refused transition changed nothing.
            expect(s).toBe(prev);
            if (next === undefined) continue;
            s = next;
            expect(checkInvariants(s)).toEqual([]);
            const parsed = RunState.safeParse(s);
            expect(parsed.success).toBe(true);
            expect(parseStateJson(serializeState(s), 'prop')).toEqual(s);
            expect(JSON.stringify(s)).not.toContain('abc123456');
            journal.push(journalEntry(prev, s, journal.length, s.updatedAt));
          }
          expect(replayJournal(journal)).toEqual(JSON.parse(JSON.stringify(s)));
        },
      ),
      { numRuns: 250 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// (b) resume planning

interface PhaseSpec {
  id: string;
  status: PhaseStatus | 'none';
  sideEffect: boolean;
  /** Runs on every attempt (never with a side effect). */
  always: boolean;
  durationMs: number;
  requires: string[];
  declared: boolean;
}

const statusArb = fc.constantFrom<PhaseSpec['status']>(
  'succeeded',
  'succeeded',
  'succeeded',
  'failed',
  'pending',
  'skipped',
  'running',
  'rolled_back',
  'none',
);

/** A schema-valid state with random phases, statuses, requirements (acyclic) and side effects. */
const planStateArb = fc
  .shuffledSubarray(POOL, { minLength: 1 })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      fc.array(
        fc.record({
          status: statusArb,
          sideEffect: fc.boolean(),
          always: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
          durationMs: fc.integer({ min: 0, max: 600_000 }),
          reqMask: fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length }),
          declared: fc.boolean(),
        }),
        { minLength: ids.length, maxLength: ids.length },
      ),
      // A random topological order, so requirements may point forwards in run order but never loop.
      fc.shuffledSubarray(ids, { minLength: ids.length, maxLength: ids.length }),
      fc.boolean(),
    ),
  )
  .map(([ids, raw, topo, backwardsOnly]) => {
    const rank = new Map((backwardsOnly ? ids : topo).map((id, i) => [id, i] as const));
    const specs: PhaseSpec[] = ids.map((id, i) => {
      const r = raw[i]!;
      const requires = ids.filter((other, j) => r.reqMask[j] && rank.get(other)! < rank.get(id)!);
      return {
        id,
        status: r.status,
        sideEffect: r.sideEffect,
        always: r.always && !r.sideEffect,
        durationMs: r.durationMs,
        requires,
        declared: r.declared,
      };
    });
    // Every phase is declared or recorded.
    for (const s of specs) if (s.status === 'none') s.declared = true;
    const phases: Record<string, PhaseRecord> = {};
    specs.forEach((spec, i) => {
      if (spec.status === 'none') return;
      const started = iso(i * 1000);
      const rec: PhaseRecord = {
        status: spec.status,
        attempt: 1,
        attempts: spec.status === 'pending' || spec.status === 'skipped' ? 0 : 1,
        outputs: [],
        sideEffect: spec.sideEffect,
        conditional: false,
        requires: spec.requires,
      };
      if (spec.status !== 'pending' && spec.status !== 'skipped') rec.startedAt = started;
      if (spec.status === 'succeeded' || spec.status === 'failed') {
        rec.endedAt = iso(i * 1000 + spec.durationMs);
        rec.durationMs = spec.durationMs;
      }
      if (spec.status === 'failed') rec.error = 'exit code 1';
      if (spec.status === 'skipped') rec.reason = 'user';
      if (spec.always) rec.always = true;
      phases[spec.id] = rec;
    });
    const declared = specs
      .filter((s) => s.declared)
      .map((s) =>
        PhaseDecl.parse({
          id: s.id,
          requires: s.requires.filter((r) => specs.find((x) => x.id === r)?.declared),
          sideEffect: s.sideEffect,
          ...(s.always ? { always: true } : {}),
        }),
      );
    const state = RunState.parse({
      schemaVersion: SCHEMA_VERSION,
      id: 'plan',
      scope,
      origin: origin(1),
      status: 'failed',
      phases,
      declared,
      createdAt: iso(0),
      updatedAt: iso(1),
      endedAt: iso(1),
    });
    return { state, specs, backwardsOnly };
  });

describe('property: planResume', () => {
  it('partitions the phases and keeps the requirement and side-effect rules', () => {
    fc.assert(
      fc.property(
        planStateArb,
        fc.constantFrom<Strategy>(
          'failed',
          'previous',
          'skip-failed',
          'restart',
          'checkpoint:build',
          'checkpoint:test',
        ),
        fc.constantFrom(undefined, 'docs', 'full'),
        fc.boolean(),
        ({ state, specs }, strategy, profile, rerunSideEffects) => {
          const plan = attempt(() =>
            planResume(state, { strategy, ...(profile ? { profile } : {}), rerunSideEffects }),
          );
          if (plan === undefined) {
            expect(strategy.startsWith('checkpoint:')).toBe(true);
            return;
          }
          const skip = new Set(plan.skip);
          const redo = new Set(plan.redo);
          const all = new Set(specs.map((s) => s.id));
          // skip and redo partition every known phase.
          expect(plan.skip.filter((id) => redo.has(id))).toEqual([]);
          expect(new Set([...plan.skip, ...plan.redo])).toEqual(all);
          expect(plan.skip.length + plan.redo.length).toBe(all.size);
          for (const id of all) expect(typeof plan.reasons[id]).toBe('string');

          const spec = (id: string): PhaseSpec => specs.find((s) => s.id === id)!;
          // The resume point is the first phase that runs again, not counting those that run on
          // every attempt (unless only those do).
          const always = (id: string): boolean => spec(id).always;
          expect(plan.resumeFrom).toBe(plan.redo.find((id) => !always(id)) ?? plan.redo[0]);
          const requiresOf = (id: string): string[] => spec(id).requires;
          // The README's rule 2: a requirement counts directly or through others.
          const requiredBy = (id: string): string[] => {
            const seen = new Set<string>();
            const walk = (x: string) => {
              for (const r of requiresOf(x))
                if (all.has(r) && !seen.has(r)) {
                  seen.add(r);
                  walk(r);
                }
            };
            walk(id);
            return [...seen];
          };
          const byProfile = (id: string): boolean => plan.reasons[id] === `profile ${profile}`;
          const keptSideEffect = (id: string): boolean =>
            spec(id).sideEffect && spec(id).status === 'succeeded';
          // A phase that runs on every attempt runs, unless the profile skips it.
          for (const id of all) if (always(id) && !byProfile(id)) expect(redo.has(id)).toBe(true);
          // No phase is skipped while a requirement runs again, except a profile skip (it does
          // not run at all) or a succeeded side-effect phase (kept on purpose, with a warning);
          // a requirement that runs on every attempt does not count.
          for (const id of plan.skip) {
            const redone = requiresOf(id).filter((r) => redo.has(r) && !always(r));
            if (redone.length > 0) {
              expect(byProfile(id) || keptSideEffect(id)).toBe(true);
              if (!byProfile(id))
                expect(plan.warnings.some((w) => w.startsWith(`${id} has side effects`))).toBe(
                  true,
                );
            }
          }
          // A succeeded side-effect phase is never redone (unless asked for).
          if (!rerunSideEffects) {
            for (const id of plan.redo) expect(keptSideEffect(id)).toBe(false);
          }
          // savedMs: durations of the skipped phases that succeeded (profile skips aside).
          const saved = plan.skip
            .filter((id) => spec(id).status === 'succeeded' && !byProfile(id))
            .reduce((sum, id) => sum + spec(id).durationMs, 0);
          expect(plan.savedMs).toBe(saved);

          if (strategy === 'failed' && profile === undefined) {
            const firstFailed = plan.order.findIndex((id) =>
              ['failed', 'running', 'rolled_back'].includes(spec(id).status),
            );
            if (firstFailed >= 0) {
              const before = plan.order.slice(0, firstFailed);
              for (const id of before) {
                if (spec(id).status === 'succeeded' && !always(id)) {
                  // Skipped, unless a requirement (directly or through others) runs again.
                  expect(
                    skip.has(id) || requiredBy(id).some((r) => redo.has(r) && !always(r)),
                  ).toBe(true);
                }
              }
              // When everything before the failure succeeded and needs only phases before it too,
              // all of it is skipped.
              if (
                before.every(
                  (id) =>
                    spec(id).status === 'succeeded' &&
                    requiredBy(id).every((r) => before.includes(r)),
                )
              ) {
                expect(before.every((id) => skip.has(id) || always(id))).toBe(true);
              }
              expect(
                redo.has(plan.order[firstFailed]!) || keptSideEffect(plan.order[firstFailed]!),
              ).toBe(true);
            }
          }
          if (strategy === 'restart') {
            for (const id of plan.skip)
              expect(byProfile(id) || (keptSideEffect(id) && !rerunSideEffects)).toBe(true);
          }
          // Only the profile skips a phase that runs on every attempt.
          expect(plan.skip.filter((id) => always(id) && !byProfile(id))).toEqual([]);
          // Starting the next attempt from this plan gives a valid state.
          const next = beginAttempt(state, {
            origin: origin(2),
            now: iso(10_000_000),
            strategy,
            ...(profile ? { profile } : {}),
            rerunSideEffects,
          });
          expect(next.plan).toEqual(plan);
          expect(RunState.safeParse(next.state).success).toBe(true);
          for (const id of plan.skip)
            expect(['succeeded', 'skipped']).toContain(next.state.phases[id]?.status);
          for (const id of plan.redo) expect(next.state.phases[id]?.status).toBe('pending');
        },
      ),
      { numRuns: 600 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// (c) hostile documents

const safeJson = fc
  .jsonValue({ maxDepth: 3 })
  .map((v) => JSON.parse(JSON.stringify(v)) as unknown)
  .filter((v) => scanForbiddenKeys(v).forbidden.length === 0);

const validDoc = (): Record<string, unknown> => {
  let s = createRun({
    id: 'v',
    scope,
    origin: origin(1),
    declared: [{ id: 'build' }, { id: 'test' }],
    toolVersion: '1',
    now: iso(0),
  });
  s = startPhase(s, 'build', { now: iso(1) });
  s = completePhase(s, 'build', { now: iso(2) });
  s = setContext(s, 'a.b', [1, 2]);
  s = createCheckpoint(s, {
    id: 'cp',
    phase: 'build',
    reason: 'phase_completed',
    now: iso(3),
  }).state;
  return JSON.parse(serializeState(s)) as Record<string, unknown>;
};

/** Every path (as keys) to a value in a JSON document. */
function pathsOf(
  value: unknown,
  prefix: Array<string | number> = [],
): Array<Array<string | number>> {
  const out: Array<Array<string | number>> = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  }
  return out;
}

function setAt(doc: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(doc) ? [...doc] : { ...(doc as Record<string, unknown>) }) as Record<
    string | number,
    unknown
  >;
  copy[head as string] = setAt(copy[head as string], rest, value);
  return copy;
}

const hostileValue = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}}') as unknown),
  fc.constant(JSON.parse('[{"constructor": {"prototype": {}}}]') as unknown),
  fc.string({ minLength: 0, maxLength: 5 }).map((s) => s.repeat(300_000)),
  fc.integer({ min: 3, max: 1000 }),
  fc.constantFrom(-1, 0, 1.5, Number.MAX_SAFE_INTEGER, -0, 2),
  fc.constantFrom('', 'x'.repeat(2_000_000), '2024-13-45T99:99:99Z', 'failed', 'running'),
);

function expectSafe(raw: unknown): void {
  let state: unknown;
  try {
    state = parseStateDocument(raw, 'hostile');
  } catch (err) {
    expect(err).toBeInstanceOf(CiStateError);
    expect((err as CiStateError).message).not.toMatch(/[\r\n]/);
    expect((err as CiStateError).message.startsWith('hostile: ')).toBe(true);
    return;
  }
  expect(RunState.safeParse(state).success).toBe(true);
  expect(scanForbiddenKeys(state).forbidden).toEqual([]);
}

describe('property: hostile documents', () => {
  it('garbage never crashes the parser with anything but a CiStateError', () => {
    fc.assert(
      fc.property(
        fc.anything({ maxDepth: 3, withObjectString: true, withNullPrototype: true }),
        (raw) => expectSafe(raw),
      ),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        try {
          parseStateJson(text, 'hostile');
        } catch (err) {
          expect(err).toBeInstanceOf(CiStateError);
          expect((err as CiStateError).message).not.toMatch(/[\r\n]/);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a valid document with any value anywhere is either still valid or refused with a CiStateError', () => {
    const base = validDoc();
    const paths = pathsOf(base);
    fc.assert(
      fc.property(fc.constantFrom(...paths), hostileValue, fc.boolean(), (path, value, asKey) => {
        let raw: unknown;
        if (asKey && path.length > 0) {
          // Add a key (possibly a prototype key) next to an existing one.
          const parent = path.slice(0, -1);
          const text = JSON.stringify(setAt(base, [...parent, '__MARK__'], null)).replace(
            '"__MARK__":null',
            () =>
              `"${['__proto__', 'constructor', 'prototype', 'extra'][path.length % 4]}":${JSON.stringify(value) ?? 'null'}`,
          );
          raw = JSON.parse(text);
        } else {
          raw = setAt(base, path, value);
        }
        expectSafe(raw);
      }),
      { numRuns: 400 },
    );
  });

  it('a newer schemaVersion is always refused, whatever else the document holds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: SCHEMA_VERSION + 1, max: 1_000_000 }),
        fc.dictionary(fc.string({ maxLength: 8 }), safeJson),
        (v, extra) => {
          const raw = { ...extra, ...validDoc(), schemaVersion: v };
          const err = (() => {
            try {
              parseStateDocument(raw, 'new');
            } catch (e) {
              return e as CiStateError;
            }
            return undefined;
          })();
          expect(err).toBeInstanceOf(CiStateError);
          expect(err?.code).toBe('newer_schema');
          expect(err?.message).toBe(
            `new: schemaVersion ${v} is newer than this ci-state supports (2); upgrade ci-state to read it`,
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
