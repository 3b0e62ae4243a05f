/**
 * Hostile state documents: 10,000 generated documents (valid ones bent at a random place: wrong
 * types, huge strings, `__proto__`/`constructor`/`prototype` keys, newer or odd versions, deep
 * nesting, statuses that break the invariants, plain garbage) through every door a state comes in
 * by: the parser, a state.json on disk (LocalStore), and a cache/artifact bundle whose digest a
 * hostile writer made right. Nothing crashes with anything but a refusal; whatever is loaded passes
 * the schema, has no prototype key, and goes through what a restore does next (origin check,
 * resume planning, job summary, PR comment) without a crash and within the size caps.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkInvariants,
  CiStateError,
  completePhase,
  createCheckpoint,
  createRun,
  failPhase,
  initAttempt,
  parseStateDocument,
  RunState,
  scanForbiddenKeys,
  scopeKey,
  serializeState,
  setContext,
  startPhase,
} from '../../src/core/index.js';
import { BundleError, decodeBundle } from '../../src/store/bundle.js';
import { checkOrigin } from './github-persist.js';
import { renderCommentSection } from '../../src/report/comment.js';
import { SUMMARY_LIMIT_BYTES, utf8Bytes } from '../../src/report/size.js';
import { renderJobSummary } from '../../src/report/summary.js';
import { LocalStore } from '../../src/store/index.js';
import { count, figure, seconds, tempDir } from './helpers.js';

const SCOPE = {
  repo: 'octo/app',
  workflow: 'ci',
  job: 'build',
  matrix: '',
  ref: 'refs/heads/main',
};
const KEY = scopeKey(SCOPE);
const T = (s: number) => new Date(Date.parse('2025-02-01T00:00:00.000Z') + s * 1000).toISOString();

/** Valid documents to bend: a fresh run, a failed one with checkpoints, a resumed one. */
function templates(): Record<string, unknown>[] {
  const origin = {
    repo: 'octo/app',
    workflow: 'ci',
    job: 'build',
    runId: '77',
    runAttempt: 1,
    sha: 'a'.repeat(40),
    ref: SCOPE.ref,
    event: 'push',
    actor: 'octocat',
  };
  const fresh = createRun({
    id: 'r1',
    scope: SCOPE,
    origin,
    declared: [{ id: 'build' }, { id: 'test', requires: ['build'] }, { id: 'deploy' }],
    toolVersion: '1.0.0',
    now: T(0),
  });
  let failed = startPhase(fresh, 'build', { now: T(1) });
  failed = completePhase(failed, 'build', { now: T(2), exitCode: 0, stdoutTail: 'ok\n' });
  failed = createCheckpoint(failed, {
    id: 'cp-1',
    phase: 'build',
    reason: 'phase_completed',
    now: T(3),
  }).state;
  failed = setContext(failed, 'artifact.url', 'https://example.com/x');
  failed = startPhase(failed, 'test', { now: T(4) });
  failed = failPhase(failed, 'test', { now: T(5), error: 'exit code 1', exitCode: 1 });
  const resumed = initAttempt(failed, {
    scope: SCOPE,
    origin: { ...origin, runAttempt: 2 },
    onRunner: true,
    strategy: 'failed',
    toolVersion: '1.0.0',
    now: T(10),
    newRunId: () => '77',
    stateId: () => 'r1',
  }).state;
  return [fresh, failed, resumed].map((s) => JSON.parse(serializeState(s)));
}

type Path = Array<string | number>;

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  }
  return out;
}

function getAt(doc: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], doc);
}

function setAt(doc: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(doc) ? [...doc] : { ...(doc as Record<string, unknown>) }) as Record<
    string | number,
    unknown
  >;
  copy[head as string] = setAt(copy[head as string], rest, value);
  return copy;
}

/** Adds `key` (possibly a prototype key) as an own property at `path`, the way JSON.parse would. */
function addKey(doc: unknown, path: Path, key: string, value: unknown): unknown {
  const text = JSON.stringify(setAt(doc, [...path, '__MARK__'], null));
  return JSON.parse(
    text.replace(
      '"__MARK__":null',
      () => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`,
    ),
  );
}

function nest(depth: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { d: v };
  return v;
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
const hugeString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 5_000, max: 1_500_000 }))
  .map(([s, n]) => s.repeat(Math.ceil(n / s.length)).slice(0, n));
const wrongValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, Number.MAX_SAFE_INTEGER + 2, '', '0'),
  fc.string({ maxLength: 20 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constantFrom(
    '2024-13-45T99:99:99Z',
    'not a date',
    '1970-01-01T00:00:00Z',
    'failed',
    'running',
  ),
);
const ENUM_VALUES = [
  'pending',
  'running',
  'paused',
  'failed',
  'completed',
  'rolled_back',
  'succeeded',
  'skipped',
];

type Doc = { kind: string; raw: unknown };

/** One hostile document (and what kind of bending made it). */
function hostileDoc(bases: Record<string, unknown>[]): fc.Arbitrary<Doc> {
  const base = fc.constantFrom(...bases);
  const atPath = base.chain((b) => fc.tuple(fc.constant(b), fc.constantFrom(...pathsOf(b))));
  return fc.oneof(
    {
      weight: 25,
      arbitrary: atPath.chain(([b, p]) =>
        wrongValue.map((v) => ({ kind: 'wrong type', raw: setAt(b, p, v) })),
      ),
    },
    {
      weight: 8,
      arbitrary: atPath
        .filter(([b, p]) => typeof getAt(b, p) === 'string')
        .chain(([b, p]) => hugeString.map((v) => ({ kind: 'huge string', raw: setAt(b, p, v) }))),
    },
    {
      weight: 15,
      arbitrary: atPath
        .filter(([b, p]) => {
          const v = getAt(b, p);
          return v !== null && typeof v === 'object' && !Array.isArray(v);
        })
        .chain(([b, p]) =>
          fc
            .tuple(fc.constantFrom(...PROTO_KEYS), fc.jsonValue({ maxDepth: 2 }))
            .map(([k, v]) => ({ kind: 'prototype key', raw: addKey(b, p, k, v) })),
        ),
    },
    {
      weight: 5,
      arbitrary: atPath
        .filter(([b, p]) => {
          const v = getAt(b, p);
          return v !== null && typeof v === 'object' && !Array.isArray(v);
        })
        .chain(([b, p]) =>
          fc
            .tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }))
            .map(([k, v]) => ({ kind: 'unknown key', raw: addKey(b, p, k, v) })),
        ),
    },
    {
      weight: 10,
      arbitrary: fc
        .tuple(
          base,
          fc.oneof(
            fc.integer({ min: 3, max: 2 ** 31 }),
            fc.constantFrom(0, -1, 1.5, '2', null, 2 ** 53),
          ),
        )
        .map(([b, v]) => ({
          kind:
            typeof v === 'number' && v >= 3 && Number.isInteger(v)
              ? 'newer version'
              : 'odd version',
          raw: { ...b, schemaVersion: v },
        })),
    },
    {
      weight: 5,
      arbitrary: fc
        .tuple(base, fc.integer({ min: 20, max: 400 }))
        .map(([b, d]) => ({ kind: 'deep nesting', raw: setAt(b, ['context', 'deep'], nest(d)) })),
    },
    {
      weight: 20,
      // Schema-valid, meaning-broken: statuses, attempts and times shuffled.
      arbitrary: atPath
        .filter(([, p]) => {
          const k = p.at(-1);
          return (
            k === 'status' ||
            k === 'attempt' ||
            k === 'runAttempt' ||
            k === 'endedAt' ||
            k === 'startedAt' ||
            k === 'attempts'
          );
        })
        .chain(([b, p]) => {
          const k = p.at(-1);
          const v =
            k === 'status'
              ? fc.constantFrom(...ENUM_VALUES)
              : k === 'endedAt' || k === 'startedAt'
                ? fc.integer({ min: -100, max: 100 }).map(T)
                : fc.integer({ min: 0, max: 5 });
          return v.map((x) => ({ kind: 'broken meaning', raw: setAt(b, p, x) }));
        }),
    },
    {
      weight: 5,
      arbitrary: fc
        .anything({ maxDepth: 3, withObjectString: true, withNullPrototype: true })
        .map((raw) => ({ kind: 'garbage', raw })),
    },
    {
      weight: 7,
      // Two bends at once.
      arbitrary: atPath.chain(([b, p]) =>
        wrongValue.chain((v) => {
          const once = setAt(b, p, v);
          return fc
            .constantFrom(...pathsOf(once))
            .chain((p2) =>
              wrongValue.map((v2) => ({ kind: 'two bends', raw: setAt(once, p2, v2) })),
            );
        }),
      ),
    },
  );
}

/** The bytes a hostile writer with cache or artifact access would store: digest made right. */
function hostileBundle(raw: unknown, scopeKeyInHeader: string): Buffer | undefined {
  let payloadText: string | undefined;
  try {
    payloadText = JSON.stringify({ state: raw });
  } catch {
    return undefined;
  }
  if (payloadText === undefined) return undefined;
  const payload = Buffer.from(payloadText);
  const header = {
    v: 1,
    sha256: createHash('sha256').update(payload).digest('hex'),
    size: payload.length,
    scopeKey: scopeKeyInHeader,
    createdAt: T(0),
  };
  return Buffer.concat([
    Buffer.from('CISTATE1\n'),
    Buffer.from(`${JSON.stringify(header)}\n`),
    payload,
  ]);
}

function isRefusal(err: unknown): boolean {
  return err instanceof CiStateError || err instanceof BundleError;
}

const PROTO_BEFORE = Object.getOwnPropertyNames(Object.prototype).sort();

let dir: string;
let remove: () => Promise<void>;
beforeAll(async () => {
  ({ dir, remove } = await tempDir(
    'ci-state-rel-hostile-',
    existsSync('/dev/shm') ? '/dev/shm' : undefined,
  ));
});
afterAll(() => remove?.());

describe('hostile state documents', () => {
  it('never crash a reader, and nothing invalid is loaded', async () => {
    const runs = count('documents', 10_000);
    const started = Date.now();
    const bases = templates();
    const store = new LocalStore({ dir, onWarning: () => undefined });
    const statePath = store.statePath(KEY);
    await mkdir(join(dir, 'states', KEY), { recursive: true });
    const outcome: Record<string, number> = {};
    const kinds: Record<string, number> = {};
    const tally = (k: string) => (outcome[k] = (outcome[k] ?? 0) + 1);
    let loadedBrokenMeaning = 0;
    let bundlesChecked = 0;
    let crashes = 0;
    let invalidLoaded = 0;

    // Drawn 500 at a time (each batch its own seed): huge strings make a whole sample too big to
    // hold at once.
    const seed = Number(process.env.CI_STATE_RELIABILITY_SEED ?? 20251122);
    const arb = hostileDoc(bases);
    function* documents(): Generator<Doc> {
      for (let b = 0; b * 500 < runs; b++) {
        yield* fc.sample(arb, { numRuns: Math.min(500, runs - b * 500), seed: seed + b });
      }
    }
    let i = -1;
    for (const { kind, raw } of documents()) {
      i++;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      const where = `document ${i} (${kind})`;
      // 1. The parser.
      let parsed: RunState | undefined;
      try {
        parsed = parseStateDocument(raw, 'hostile');
      } catch (err) {
        if (!(err instanceof CiStateError)) crashes++;
        expect(err, where).toBeInstanceOf(CiStateError);
        const e = err as CiStateError;
        expect(e.message, where).not.toMatch(/[\r\n]/);
        expect(e.message.startsWith('hostile: '), where).toBe(true);
        if (kind === 'newer version') expect(e.code, where).toBe('newer_schema');
        tally(`refused: ${e.code}`);
      }
      if (parsed) {
        if (!RunState.safeParse(parsed).success || scanForbiddenKeys(parsed).forbidden.length) {
          invalidLoaded++;
        }
        expect(RunState.safeParse(parsed).success, where).toBe(true);
        expect(scanForbiddenKeys(parsed).forbidden, where).toEqual([]);
        if (checkInvariants(parsed).length > 0) loadedBrokenMeaning++;
        tally('loaded');
      }

      // 2. A state.json on disk, read by the store (no backup to fall back to).
      let text: string | undefined;
      try {
        text = JSON.stringify(raw);
      } catch {
        text = undefined; // not serialisable (a cycle-free but odd value): nothing to store
      }
      if (text !== undefined) {
        await writeFile(statePath, text);
        const fromDisk = await store.read(KEY).then(
          (s) => ({ s }),
          (err: unknown) => ({ err }),
        );
        if ('err' in fromDisk) {
          if (!(fromDisk.err instanceof CiStateError)) crashes++;
          expect(fromDisk.err, where).toBeInstanceOf(CiStateError);
          expect((fromDisk.err as Error).message, where).not.toMatch(/[\r\n]/);
          expect(parsed, `${where}: the parser loads what the store refuses`).toBeUndefined();
        } else {
          // What is on disk is what a parse of that text gives (undefined only if nothing parsed).
          expect(fromDisk.s, where).toEqual(parseStateDocument(JSON.parse(text), 'x'));
        }
      }

      // 3. A bundle from a hostile writer (digest right), with and without an integrity key.
      const headerKey = parsed ? scopeKey(parsed.scope) : KEY;
      const bytes = i % 2 === 0 ? hostileBundle(raw, headerKey) : undefined;
      if (bytes) {
        bundlesChecked++;
        for (const integrityKey of [undefined, 'k3y']) {
          try {
            const { state } = decodeBundle(bytes, {
              scopeKey: headerKey,
              integrityKey,
              source: 'cache entry x',
            });
            expect(
              integrityKey,
              `${where}: an unsigned bundle passed the integrity check`,
            ).toBeUndefined();
            expect(RunState.safeParse(state).success, where).toBe(true);
            expect(scanForbiddenKeys(state).forbidden, where).toEqual([]);
          } catch (err) {
            if (!isRefusal(err)) crashes++;
            expect(isRefusal(err), `${where}: ${(err as Error).message}`).toBe(true);
            expect((err as Error).message, where).not.toMatch(/[\r\n]/);
          }
        }
      }

      // 4. What a restore does next with a loaded state.
      if (parsed) {
        const ctx = {
          scope: SCOPE,
          repository: 'octo/app',
          runId: '77',
          crossRun: false,
          attempt: 2,
        };
        const bad = checkOrigin(parsed, ctx);
        expect(bad === undefined || typeof bad === 'string', where).toBe(true);
        try {
          const r = initAttempt(parsed, {
            scope: parsed.scope,
            origin: { ...parsed.origin, runAttempt: parsed.origin.runAttempt + 1 },
            onRunner: true,
            strategy: 'failed',
            toolVersion: '1.0.0',
            now: T(1000),
            newRunId: () => parsed.origin.runId,
            stateId: () => parsed.id,
          });
          expect(RunState.safeParse(r.state).success, where).toBe(true);
        } catch (err) {
          if (!(err instanceof CiStateError)) crashes++;
          expect(err, `${where}: ${(err as Error).stack}`).toBeInstanceOf(CiStateError);
          tally('resume refused');
        }
        const summary = renderJobSummary(parsed, { persistence: 'NOT saved: test' });
        expect(utf8Bytes(summary), where).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
        expect(typeof renderCommentSection(parsed), where).toBe('string');
      }
    }
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTO_BEFORE);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const list = (o: Record<string, number>) =>
      Object.entries(o)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${v} ${k}`)
        .join(', ');
    figure(
      'hostile-documents',
      `${runs} documents (${list(kinds)}) through the parser, a state.json and ${bundlesChecked} bundles with a forged digest (x2: with and without an integrity key): ` +
        `${crashes} crashes, ${invalidLoaded} invalid loaded; ${list(outcome)}; ${loadedBrokenMeaning} loaded documents break an invariant (schema-valid, meaning-broken) and went through resume planning and both reports without a crash; ${seconds(Date.now() - started)}`,
    );
  });
});
