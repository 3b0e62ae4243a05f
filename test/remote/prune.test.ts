/**
 * Which of an attempt's states a save deletes (`statesToPrune`, src/remote/sync.ts): those below
 * both the newest other state its listing shows and its own seq, whether or not the listing was
 * answered after the save's own object was stored.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RemoteObject } from '../../src/remote/port.js';
import { statesToPrune } from '../../src/remote/sync.js';

const DIR = 'ci-state/v1/heads/main/0123456789abcdef0123456789abcdef/states/77/2/';
const stateKey = (seq: number, tag: number) =>
  `${DIR}${String(seq).padStart(10, '0')}-${tag.toString(16).padStart(8, '0')}.cis`;
const object = (key: string): RemoteObject => ({ key, size: 100, created: new Date(0) });

describe('the states a save deletes', () => {
  it('the state before it stays when the listing already shows the save itself', () => {
    const own = stateKey(10, 1);
    const three = stateKey(3, 2);
    expect(statesToPrune([object(three), object(own)], own, 10)).toEqual([]);
    expect(statesToPrune([object(stateKey(1, 3)), object(three), object(own)], own, 10)).toEqual([
      stateKey(1, 3),
    ]);
    expect(statesToPrune([object(own)], own, 10)).toEqual([]);
  });

  it('exactly those below its seq and below the newest other state listed; never its own, nor that newest, nor another key', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        fc.boolean(),
        (seqs, seq, listsItself, foreign) => {
          const others = seqs.map((q, i) => stateKey(q, i + 10));
          const own = stateKey(seq, 1);
          const listed = [
            ...others,
            ...(listsItself ? [own] : []),
            ...(foreign ? [`${DIR}notes.txt`, 'ci-state/v1/heads/main/x/packs/ab.cip'] : []),
          ].map(object);
          const pruned = statesToPrune(listed, own, seq);
          const newestOther = seqs.length ? Math.max(...seqs) : undefined;
          const expected =
            newestOther === undefined
              ? []
              : others.filter((_, i) => seqs[i]! < Math.min(seq, newestOther));
          expect(pruned).toEqual(expected);
          expect(pruned).not.toContain(own);
          // The same whether the listing came before or after the save's own put.
          const without = listed.filter((o) => o.key !== own);
          expect(statesToPrune(without, own, seq)).toEqual(pruned);
        },
      ),
    );
  });
});
