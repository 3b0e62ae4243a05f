// The timeline's axis: a round tick interval that mermaid accepts and at most six ticks over the
// chart's span, so the tick labels never run into each other (they did with mermaid's own ticks).
import fc from 'fast-check';
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import { axisFor } from '../../src/report/gantt.js';

const UNIT: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
};

function intervalMs(tick: string): number {
  const m = /^([1-9][0-9]*)(second|minute|hour|day|week)$/.exec(tick);
  if (!m) throw new Error(`not a mermaid tick interval: ${tick}`);
  return Number(m[1]) * (UNIT[m[2] as string] as number);
}

describe('the gantt axis', () => {
  it('has at most six ticks for any span up to six weeks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 * 604_800_000 }), (span) => {
        const { tick, axis } = axisFor(span);
        expect(span / intervalMs(tick)).toBeLessThanOrEqual(6);
        // Seconds are shown only when ticks are seconds apart.
        expect(axis.includes('%S')).toBe(intervalMs(tick) < 60_000);
      }),
    );
  });

  it.each([
    [40_000, '15second', '%H:%M:%S'],
    [4 * 60_000, '1minute', '%H:%M'],
    [2 * 3_600_000, '30minute', '%H:%M'],
    [5 * 86_400_000, '1day', '%m-%d'],
  ])(
    'a span of %i ms: ticks every %s, labels %s, as mermaid reads them',
    async (span, tick, axis) => {
      expect(axisFor(span)).toEqual({ tick, axis });
      const source = `gantt\n  dateFormat x\n  axisFormat ${axis}\n  tickInterval ${tick}\n  section Attempt 1\n    build :done, i1, 0, ${span}`;
      await mermaid.parse(source);
      const diagram = await mermaid.mermaidAPI.getDiagramFromText(source);
      const db = diagram.db as unknown as { getTickInterval(): string; getAxisFormat(): string };
      expect(db.getTickInterval()).toBe(tick);
      expect(db.getAxisFormat()).toBe(axis);
    },
  );
});
