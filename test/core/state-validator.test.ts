/**
 * The generated RunState validator (src/core/state-validator.generated.ts): current with the
 * schema, and never accepting what zod refuses nor making something else of what it accepts.
 * `npx vitest run test/core/state-validator.test.ts -u` rewrites it after a schema change.
 */
import fc from 'fast-check';
import { format, resolveConfig } from 'prettier';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RunState } from '../../src/core/schema.js';
import {
  INVALID,
  RunStateFields,
  RunStateKeys,
  validateRunState,
} from '../../src/core/state-validator.generated.js';
import { generateStateValidator } from '../../src/core/validator-codegen.js';
import {
  completePhase,
  createCheckpoint,
  failPhase,
  setContext,
  skipPhase,
  startPhase,
} from '../../src/core/index.js';
import { at, newRun } from './helpers.js';

const GENERATED = resolve(import.meta.dirname, '../../src/core/state-validator.generated.ts');

/** The generated verdict next to zod's: same data when both accept; never accepted alone. */
function agree(doc: unknown): 'both' | 'zod' | 'neither' {
  const fast = validateRunState(doc);
  const slow = RunState.safeParse(doc);
  if (fast === INVALID) return slow.success ? 'zod' : 'neither';
  expect(slow.success, `generated code accepted what zod refuses: ${JSON.stringify(doc)}`).toBe(
    true,
  );
  // The same data, keys in the same order, undefined members included.
  expect(fast).toStrictEqual(slow.data);
  expect(JSON.stringify(fast)).toBe(JSON.stringify(slow.data));
  expect(Object.keys(fast as object)).toEqual(Object.keys(slow.data as object));
  return 'both';
}

function richState(): RunState {
  let s = newRun([
    { id: 'build' },
    { id: 'test', requires: ['build'] },
    { id: 'deploy', sideEffect: true },
  ]);
  s = startPhase(s, 'build', { now: at(1) });
  s = completePhase(s, 'build', { now: at(2), exitCode: 0, stdoutTail: 'ok\n', durationMs: 1000 });
  s = setContext(s, 'version', { major: 1, tags: ['a', null, true, 2.5] }, at(3));
  s = startPhase(s, 'test', { now: at(4) });
  s = failPhase(s, 'test', { now: at(5), error: 'exit code 1', exitCode: 1 });
  s = createCheckpoint(s, {
    id: 'cp-1',
    phase: 'build',
    reason: 'phase_completed',
    now: at(6),
    globs: ['dist/**'],
    files: [{ path: 'dist/a.js', type: 'file', mode: 0o644, size: 3, sha256: 'a'.repeat(64) }],
  }).state;
  s = skipPhase(s, 'deploy', { now: at(7), reason: 'not today' });
  return s;
}

describe('state-validator.generated.ts', () => {
  it('is generated from the current schema', async () => {
    const options = (await resolveConfig(GENERATED)) ?? {};
    const code = await format(generateStateValidator(), { ...options, filepath: GENERATED });
    await expect(code).toMatchFileSnapshot(GENERATED);
  });

  it('lists the fields in the schema order', () => {
    expect(RunStateKeys).toEqual(Object.keys(RunState.shape));
    expect(Object.keys(RunStateFields)).toEqual(Object.keys(RunState.shape));
  });

  it('accepts the states the transitions make, as zod parses them', () => {
    const states = [newRun(), newRun(['a', 'b']), richState()];
    for (const s of states) {
      expect(agree(s)).toBe('both');
      expect(agree(JSON.parse(JSON.stringify(s)))).toBe('both');
    }
  });

  it('fills in defaults and leaves absent optional fields out, as zod does', () => {
    const doc = JSON.parse(JSON.stringify(richState())) as Record<string, unknown>;
    for (const key of ['declared', 'profiles', 'context', 'checkpoints', 'seq', 'metadata']) {
      const { [key]: _gone, ...rest } = doc;
      expect(agree(rest)).toBe('both');
    }
    expect(agree({ ...doc, endedAt: undefined })).toBe('both');
    expect(agree({ ...doc, seq: undefined })).toBe('both');
    expect(agree({ ...doc, id: undefined })).toBe('neither');
  });

  it('refuses what zod refuses, whatever is changed (property)', () => {
    const base = JSON.parse(JSON.stringify(richState())) as Record<string, unknown>;
    const paths: Array<Array<string | number>> = [];
    const walk = (v: unknown, path: Array<string | number>): void => {
      paths.push(path);
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    };
    walk(base, []);
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom(
        undefined,
        '',
        'x'.repeat(300),
        -1,
        0,
        1.5,
        2 ** 53,
        Number.NaN,
        Infinity,
        '2024-05-01T12:00:00Z',
        '2024-13-01T12:00:00Z',
        'a'.repeat(64),
        'checkpoint:build',
        'succeeded',
        '__proto__',
        'constructor',
        [],
        {},
        { a: 1 },
      ),
    );
    const mutation = fc.record({
      path: fc.constantFrom(...paths.filter((p) => p.length > 0)),
      kind: fc.constantFrom('set', 'delete', 'key'),
      value,
      key: fc.constantFrom('extra', 'constructor', 'prototype', 'ok-key', '', 'a'.repeat(300)),
    });
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), (mutations) => {
        const doc = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
        for (const m of mutations) {
          let parent: unknown = doc;
          for (const seg of m.path.slice(0, -1)) {
            parent = (parent as Record<string | number, unknown> | undefined)?.[seg];
          }
          if (!parent || typeof parent !== 'object') continue;
          const last = m.path[m.path.length - 1] as string | number;
          const target = parent as Record<string | number, unknown>;
          if (m.kind === 'set') target[last] = m.value;
          else if (m.kind === 'delete') delete target[last];
          else {
            const inner = target[last];
            if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
              (inner as Record<string, unknown>)[m.key] = m.value;
            }
          }
        }
        agree(doc);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses what is not plain data (zod then decides)', () => {
    const doc = JSON.parse(JSON.stringify(richState())) as Record<string, unknown>;
    expect(validateRunState(Object.assign(Object.create({ inherited: 1 }), doc))).toBe(INVALID);
    expect(validateRunState(null)).toBe(INVALID);
    expect(validateRunState([doc])).toBe(INVALID);
    const withProto = JSON.parse(
      JSON.stringify(doc).replace('"context":{', '"context":{"__proto__":1,'),
    );
    expect(validateRunState(withProto)).toBe(INVALID);
  });
});
