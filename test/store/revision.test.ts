/**
 * The write path's shortcuts against the plain way: validating only what changed gives what
 * `RunState.safeParse` gives (and refuses what it refuses), the reused text is `serializeState`'s
 * byte for byte, the journal diff is fast-json-patch's, and the version a store keeps in memory is
 * never used once another writer has replaced the file.
 */
import * as fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import jsonpatch from 'fast-json-patch';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diffJson, replayJournal } from '../../src/core/journal.js';
import { serializeState } from '../../src/core/documents.js';
import { RunState } from '../../src/core/schema.js';
import { LocalStore } from '../../src/store/index.js';
import { checkRevision, cloneJson, serializeRevision } from '../../src/store/revision.js';
import { makeState } from './helpers.js';

const BASE = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const json = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
// Without keys a state can never hold (the schema refuses them, and so does replaying a journal).
const FORBIDDEN_KEY = /"(?:__proto__|constructor|prototype)":/;
const stateJson = json.filter((v) => !FORBIDDEN_KEY.test(JSON.stringify(v)));
const keyArb = fc.constantFrom('a', 'b', 'c', 'd/e', 'f~g', 'ü ñ', '');

const text = (chunks: readonly Buffer[]) => Buffer.concat(chunks).toString('utf8');

describe('serializeRevision', () => {
  it('is serializeState, byte for byte, with and without reused fragments', () => {
    const long = 'x'.repeat(10_000);
    const states = [
      makeState(),
      makeState({ context: {} }),
      makeState({ context: { a: 1, 'd/e': [1, { b: null }], 'ü ñ': 'é\u2028"\\', long } }),
      makeState({ context: { nested: { deep: [[], {}, [{}]] } }, error: 'e\nf' }),
    ];
    for (const state of states) {
      const first = serializeRevision(state);
      expect(text(first.chunks)).toBe(serializeState(state));
      expect(first.size).toBe(Buffer.byteLength(serializeState(state)));
      const next = cloneJson(state);
      next.context = { ...next.context, added: true };
      next.updatedAt = '2025-01-02T00:00:00.000Z';
      const checked = checkRevision(state, next);
      expect(checked).toBeDefined();
      const again = serializeRevision(checked!.state, first.fragments, checked!.unchanged);
      expect(text(again.chunks)).toBe(serializeState(checked!.state));
    }
  });
});

describe('diffJson', () => {
  it('makes the operations fast-json-patch makes, and they turn one document into the other', () => {
    fc.assert(
      fc.property(
        fc.dictionary(keyArb, stateJson),
        fc.dictionary(keyArb, stateJson),
        fc.array(fc.tuple(keyArb, stateJson), { maxLength: 4 }),
        (a, b, edits) => {
          const next = { ...a, ...b };
          for (const [k, v] of edits) next[k] = v;
          const ops = diffJson(a, next);
          expect(ops).toEqual(jsonpatch.compare(a, next));
          expect(replayJournal([{ seq: 1, at: '2025-01-01T00:00:00Z', ops }], a)).toEqual(next);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('skips the subtrees it is told are unchanged', () => {
    const a = { x: { big: [1, 2, 3] }, y: 1 };
    const b = { x: { big: [1, 2, 3] }, y: 2 };
    let asked: string[] = [];
    expect(
      diffJson(a, b, (p) => {
        asked.push(p);
        return true;
      }),
    ).toEqual([{ op: 'replace', path: '/y', value: 2 }]);
    expect(asked).toEqual(['/x']);
    asked = [];
    expect(diffJson(undefined, { a: 1 })).toEqual([{ op: 'add', path: '/a', value: 1 }]);
  });
});

/** What a caller's updater does to its copy: valid and invalid changes, in place or not. */
type Change =
  | { k: 'set'; key: string; value: unknown }
  | { k: 'drop'; key: string }
  | { k: 'deep'; key: string; value: unknown }
  | { k: 'phase'; id: string; status: 'running' | 'succeeded' }
  | { k: 'status'; value: string }
  | { k: 'field'; name: 'error' | 'profile'; value: string | undefined }
  | { k: 'declared'; ids: string[] }
  | { k: 'fresh' }
  | { k: 'bad'; how: number };

const changeArb: fc.Arbitrary<Change> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ k: fc.constant('set' as const), key: keyArb, value: json }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('drop' as const), key: keyArb }) },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('deep' as const), key: keyArb, value: json }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('phase' as const),
      id: fc.constantFrom('build', 'test'),
      status: fc.constantFrom('running' as const, 'succeeded' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('status' as const),
      value: fc.constantFrom('running', 'paused', 'bogus'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('field' as const),
      name: fc.constantFrom('error' as const, 'profile' as const),
      value: fc.option(fc.constantFrom('x', 'y'.repeat(70)), { nil: undefined }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('declared' as const),
      ids: fc.subarray(['build', 'test', 'bad id']),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ k: 'fresh' as const }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('bad' as const), how: fc.nat(5) }) },
);

function apply(s: RunState, change: Change): RunState {
  const ctx = s.context as Record<string, unknown>;
  switch (change.k) {
    case 'set':
      ctx[change.key] = change.value;
      return s;
    case 'drop':
      delete ctx[change.key];
      return s;
    case 'deep': {
      // in place, inside an existing entry when there is one
      const entry = ctx[change.key];
      if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
        (entry as Record<string, unknown>)['deep'] = change.value;
      } else if (Array.isArray(entry)) {
        entry.push(change.value);
      } else {
        ctx[change.key] = { deep: change.value };
      }
      return s;
    }
    case 'phase':
      return {
        ...s,
        phases: {
          ...s.phases,
          [change.id]: {
            status: change.status,
            attempt: 1,
            attempts: 1,
            outputs: [],
            sideEffect: false,
            conditional: false,
            requires: [],
          },
        },
      };
    case 'status':
      return { ...s, status: change.value } as unknown as RunState;
    case 'field': {
      const next = { ...s } as Record<string, unknown>;
      if (change.value === undefined) delete next[change.name];
      else next[change.name] = change.value;
      return next as unknown as RunState;
    }
    case 'declared':
      return {
        ...s,
        declared: change.ids.map((id) => ({ id, requires: [] })),
      } as unknown as RunState;
    case 'fresh':
      // a new object throughout, as a caller building the state from scratch makes
      return JSON.parse(JSON.stringify(s)) as RunState;
    case 'bad': {
      const bad: Array<() => void> = [
        () => (ctx['f'] = () => 1),
        () => (ctx['n'] = Number.NaN),
        () => Object.defineProperty(ctx, '__proto__', { value: 1, enumerable: true }),
        () => ((s as unknown as Record<string, unknown>)['unknown'] = 1),
        () => ((ctx as Record<symbol, unknown>)[Symbol('s')] = 1),
        () => (ctx['u'] = { inner: undefined }),
      ];
      bad[change.how]?.();
      return s;
    }
  }
}

describe('LocalStore writes through the shortcuts', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(join(BASE, 'ci-state-revision-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it('store exactly what validating, serializing and diffing the whole state would', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(changeArb, { minLength: 1, maxLength: 3 }), {
          minLength: 2,
          maxLength: 12,
        }),
        async (writes) => {
          const store = new LocalStore({ dir: join(dir, String(run++)) });
          const first = await store.write(
            makeState({ context: { a: { big: [1, 2, 3] }, b: 'x' } }),
          );
          const key = LocalStore.keyOf(first.scope);
          let expected: RunState = first;
          for (const changes of writes) {
            let proposed: unknown;
            const outcome = await store
              .update(key, (s) => {
                let next = s as RunState;
                for (const c of changes) next = apply(next, c);
                proposed = next;
                return next;
              })
              .then(
                (state) => ({ state }),
                (error: unknown) => ({ error }),
              );
            // The plain way, on a copy of what the updater returned.
            const plain = RunState.safeParse(proposed);
            if (!plain.success) {
              expect('error' in outcome && (outcome.error as { code?: string }).code).toBe(
                'invalid_state',
              );
            } else {
              expect(outcome).toHaveProperty('state');
              const state = (outcome as { state: RunState }).state;
              const want = { ...plain.data, seq: expected.seq + 1 };
              expect(state).toEqual(want);
              expect(Object.keys(state)).toEqual(Object.keys(want));
              expected = want;
            }
            const onDisk = await fs.readFile(store.statePath(key), 'utf8');
            expect(onDisk).toBe(serializeState(expected));
            expect(await store.read(key)).toEqual(JSON.parse(onDisk));
            expect(await new LocalStore({ dir: store.dir }).read(key)).toEqual(JSON.parse(onDisk));
            expect(replayJournal(await store.journal(key))).toEqual(JSON.parse(onDisk));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('never answers from memory once another writer has replaced the state', async () => {
    const a = new LocalStore({ dir });
    const b = new LocalStore({ dir });
    const first = await a.write(makeState({ context: { n: 0 } }));
    const key = LocalStore.keyOf(first.scope);
    for (let i = 1; i <= 20; i++) {
      const writer = i % 3 === 0 ? a : b;
      await writer.update(key, (s) => s && { ...s, context: { ...s.context, n: i } });
      expect((await a.read(key))?.context['n']).toBe(i);
      expect((await b.read(key))?.context['n']).toBe(i);
    }
    const last = await a.update(key, (s) => s && { ...s, context: { ...s.context, last: true } });
    expect(last?.seq).toBe(22);
    expect(last?.context).toEqual({ n: 20, last: true });
  });

  it('hands each caller its own copy', async () => {
    const store = new LocalStore({ dir });
    const saved = await store.write(makeState({ context: { list: [1] } }));
    const key = LocalStore.keyOf(saved.scope);
    (saved.context['list'] as number[]).push(2);
    const read = await store.read(key);
    expect(read?.context['list']).toEqual([1]);
    (read?.context['list'] as number[]).push(3);
    const next = await store.update(key, (s) => {
      expect(s?.context['list']).toEqual([1]);
      (s?.context['list'] as number[]).push(4);
      return s;
    });
    expect(next?.context['list']).toEqual([1, 4]);
    (next?.context['list'] as number[]).push(5);
    expect((await store.read(key))?.context['list']).toEqual([1, 4]);
    expect(await store.update(key, () => undefined)).toEqual(await store.read(key));
  });
});
