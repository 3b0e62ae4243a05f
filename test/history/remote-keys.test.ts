/**
 * The keys of history objects on a remote store (src/remote/history.ts), generated: a run id's
 * segment and a whole key parse back to what made them, no other key of ci-state's parses as one,
 * and the choice of objects to read (pickHistoryObjects) keeps one list per attempt and status,
 * drops only abandoned records of attempts that have their own, and loses nothing else.
 * fast-check prints the seed of a failing case.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_RUN_STATUSES } from '../../src/core/schema-constants.js';
import {
  decodeRunSegment,
  historyKey,
  parseHistoryKey,
  pickHistoryObjects,
  runSegment,
  type HistoryKey,
} from '../../src/remote/history.js';
import { refSegment } from '../../src/remote/sync.js';

const hex = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: n, maxLength: n });
const runId = fc.oneof(
  fc.string({ maxLength: 64 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', '_', '%', '.', '..', 'local-1a2b3c4d', '12345', 'a/b'),
);
const ref = fc.oneof(
  fc.constantFrom('', 'refs/heads/main', 'refs/tags/v1', 'refs/pull/7/merge'),
  fc.string({ maxLength: 40 }).map((s) => `refs/heads/${s}`),
);
const key: fc.Arbitrary<HistoryKey> = fc.record({
  ref: ref.map(refSegment),
  scopeKey: hex(32),
  runId,
  attempt: fc.integer({ min: 1, max: 999_999_999 }),
  status: fc.constantFrom(...HISTORY_RUN_STATUSES),
  digest: hex(16),
});

describe('history object keys', () => {
  it('a run id segment decodes to the run id, and holds no "/"', () => {
    fc.assert(
      fc.property(runId, (id) => {
        const seg = runSegment(id);
        expect(seg).toMatch(/^[A-Za-z0-9%_-]+$/);
        expect(decodeRunSegment(seg)).toBe(id);
      }),
      { numRuns: 2000 },
    );
  });

  it('a key parses back to its parts; states, packs and other text do not parse', () => {
    fc.assert(
      fc.property(key, fc.string(), (k, junk) => {
        const text = historyKey(k);
        expect(parseHistoryKey(text)).toEqual(k);
        const scope = text.slice(0, text.indexOf('/history/'));
        expect(parseHistoryKey(`${scope}/states/${runSegment(k.runId)}/1/0000000001-ab.cis`)).toBe(
          undefined,
        );
        expect(parseHistoryKey(`${scope}/packs/${k.digest}.cip`)).toBe(undefined);
        expect(parseHistoryKey(`${text}.tmp`)).toBe(undefined);
        if (!junk.startsWith('ci-state/')) expect(parseHistoryKey(junk)).toBe(undefined);
      }),
      { numRuns: 1000 },
    );
  });

  it('picks one list per attempt and status, newest first; an abandoned record gives way', () => {
    // Few attempts and statuses, so that records of one attempt meet often.
    const obj = fc.record({
      k: fc.record({
        ref: fc.constantFrom('heads/main', '_'),
        scopeKey: fc.constantFrom('0123456789abcdef0123456789abcdef', 'fedcba9876543210fedcba98'),
        runId: fc.constantFrom('1', '2', 'x y'),
        attempt: fc.integer({ min: 1, max: 3 }),
        status: fc.constantFrom('completed', 'failed', 'paused', 'abandoned'),
        digest: hex(16),
      }),
      at: fc.integer({ min: 0, max: 20 }),
    });
    fc.assert(
      fc.property(
        fc.array(obj, { maxLength: 30 }),
        fc.array(fc.string(), { maxLength: 3 }),
        (objs, junk) => {
          const keys = new Map<string, Date>();
          for (const o of objs)
            keys.set(historyKey(o.k), new Date(1_700_000_000_000 + o.at * 1000));
          const listed = [...keys].map(([k, created]) => ({ key: k, size: 1, created }));
          const input = [
            ...listed,
            ...junk.map((j) => ({ key: j, size: 1, created: new Date(0) })),
          ];
          const { groups, superseded } = pickHistoryObjects(input);

          const attemptOf = (k: HistoryKey) =>
            JSON.stringify([k.ref, k.scopeKey, k.runId, k.attempt]);
          const statuses = new Map<string, Set<string>>();
          for (const { key: k } of listed) {
            const p = parseHistoryKey(k)!;
            const set = statuses.get(attemptOf(p)) ?? new Set();
            set.add(p.status);
            statuses.set(attemptOf(p), set);
          }
          const seen = new Set<string>();
          let count = 0;
          for (const g of groups) {
            expect(g.length).toBeGreaterThan(0);
            const head = g[0]!.parsed;
            const id = `${attemptOf(head)}|${head.status}`;
            expect(seen.has(id)).toBe(false);
            seen.add(id);
            for (const [i, o] of g.entries()) {
              expect(`${attemptOf(o.parsed)}|${o.parsed.status}`).toBe(id);
              if (i > 0)
                expect(o.created.getTime()).toBeLessThanOrEqual(g[i - 1]!.created.getTime());
            }
            if (head.status === 'abandoned') expect(statuses.get(attemptOf(head))!.size).toBe(1);
            count += g.length;
          }
          // Every record is read or said to be superseded; only abandoned ones are superseded.
          let dropped = 0;
          for (const [attempt, set] of statuses)
            for (const status of set) {
              const kept = seen.has(`${attempt}|${status}`);
              expect(kept).toBe(!(status === 'abandoned' && set.size > 1));
              if (!kept)
                dropped += listed.filter((o) => {
                  const p = parseHistoryKey(o.key)!;
                  return attemptOf(p) === attempt && p.status === status;
                }).length;
            }
          expect(superseded).toBe(dropped);
          expect(count + superseded).toBe(listed.length);
          // Oldest first, by each list's newest object.
          for (let i = 1; i < groups.length; i++)
            expect(groups[i]![0]!.created.getTime()).toBeGreaterThanOrEqual(
              groups[i - 1]![0]!.created.getTime(),
            );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
