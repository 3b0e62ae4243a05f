/**
 * The timeline as a mermaid `gantt` chart: one section per attempt, a bar per phase record with
 * times (done, failed as `crit`, running as `active`), a bar per earlier run of a phase that a
 * later one replaced (failed or rolled back in attempt 1, run again in attempt 2), and milestones
 * for checkpoints and rollback events.
 */
import type { RunState } from '../core/index.js';
import { mermaidLabel } from './escape.js';
import { orderedPhases } from './story.js';

export interface Gantt {
  /** The mermaid source (no fence). */
  text: string;
  /** Bars and milestones there were. */
  items: number;
  /** Bars and milestones drawn (at most `maxItems`). */
  shown: number;
}

interface Item {
  attempt: number;
  label: string;
  tag?: 'done' | 'crit' | 'active' | 'milestone';
  start: number;
  end: number;
  order: number;
}

function ms(iso: string | undefined): number | undefined {
  if (iso === undefined) return undefined;
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : undefined;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Tick intervals mermaid takes (`tickInterval`), shortest first, with the axis label each needs. */
const TICKS: ReadonlyArray<readonly [number, string, string]> = [
  [SECOND, '1second', '%H:%M:%S'],
  [5 * SECOND, '5second', '%H:%M:%S'],
  [15 * SECOND, '15second', '%H:%M:%S'],
  [30 * SECOND, '30second', '%H:%M:%S'],
  [MINUTE, '1minute', '%H:%M'],
  [5 * MINUTE, '5minute', '%H:%M'],
  [15 * MINUTE, '15minute', '%H:%M'],
  [30 * MINUTE, '30minute', '%H:%M'],
  [HOUR, '1hour', '%H:%M'],
  [3 * HOUR, '3hour', '%H:%M'],
  [6 * HOUR, '6hour', '%m-%d %H:%M'],
  [12 * HOUR, '12hour', '%m-%d %H:%M'],
  [DAY, '1day', '%m-%d'],
  [7 * DAY, '1week', '%m-%d'],
];
/** At most this many ticks, so that their labels never run into each other. */
const MAX_TICKS = 6;

/** The tick interval and axis label format for a chart spanning `span` ms. */
export function axisFor(span: number): { tick: string; axis: string } {
  const fit = TICKS.find(([every]) => span / every <= MAX_TICKS) ?? TICKS[TICKS.length - 1]!;
  return { tick: fit[1], axis: fit[2] };
}

/**
 * Runs of phases that a later run replaced in the state (a phase that failed or was rolled back in
 * attempt 1 and ran again in attempt 2): from the failures each record keeps (with the time the
 * failed try started) and from the records checkpoints keep (a rollback's before_rollback
 * checkpoint holds what it undid). One bar per run: a phase, an attempt and a start time.
 */
function replacedRuns(state: RunState): Omit<Item, 'order'>[] {
  const runs = new Map<string, Omit<Item, 'order'>>();
  const current = new Set<string>();
  const key = (id: string, attempt: number, start: number) => `${id}\u0000${attempt}\u0000${start}`;
  for (const [id, rec] of Object.entries(state.phases)) {
    const start = ms(rec.startedAt);
    if (start !== undefined) current.add(key(id, rec.attempt, start));
  }
  const rolledBack = (id: string, attempt: number, end: number): boolean =>
    state.rollbackHistory.some(
      (e) => e.attempt === attempt && e.rolledBack.includes(id) && (ms(e.at) ?? 0) >= end,
    );
  // The failures first: a try that failed is shown as failed, whatever a checkpoint says of it.
  for (const [id, rec] of Object.entries(state.phases)) {
    for (const f of rec.failures ?? []) {
      const start = ms(f.startedAt);
      const end = ms(f.at);
      if (start === undefined || end === undefined) continue;
      const k = key(id, f.attempt, start);
      if (current.has(k) || runs.has(k)) continue;
      const label = mermaidLabel(`${id} (${f.cancelled ? 'cancelled' : 'failed'})`);
      runs.set(k, { attempt: f.attempt, label, tag: 'crit', start, end: Math.max(start, end) });
    }
  }
  for (const cp of [...state.checkpoints].reverse()) {
    for (const [id, rec] of Object.entries(cp.snapshot.phases)) {
      const start = ms(rec.startedAt);
      const end = ms(rec.endedAt);
      if (start === undefined || end === undefined) continue;
      const k = key(id, rec.attempt, start);
      if (current.has(k) || runs.has(k)) continue;
      const undone = rolledBack(id, rec.attempt, end);
      const note = undone ? ' (rolled back)' : rec.status === 'failed' ? ' (failed)' : '';
      const tag = rec.status === 'failed' ? 'crit' : undone ? undefined : 'done';
      runs.set(k, {
        attempt: rec.attempt,
        label: mermaidLabel(`${id}${note}`),
        ...(tag ? { tag } : {}),
        start,
        end: Math.max(start, end),
      });
    }
  }
  return [...runs.values()];
}

/**
 * The chart of the state's timeline (at most `maxItems` bars and milestones, default 150), or
 * undefined when nothing is timed. Times are Unix milliseconds (`dateFormat x`), so no date string
 * is ever parsed from the state; the axis has at most six ticks at a round interval
 * (`tickInterval`), so its labels stay apart; every label goes through `mermaidLabel` (letters,
 * digits and a few safe signs; no statement keyword first). The caller wraps the text in a
 * ```` ```mermaid ```` fence.
 */
export function ganttOf(state: RunState, options: { maxItems?: number } = {}): Gantt | undefined {
  const max = options.maxItems ?? 150;
  const items: Item[] = [];
  const lastSeen = ms(state.endedAt) ?? ms(state.updatedAt) ?? 0;
  let order = 0;
  for (const id of orderedPhases(state)) {
    const rec = state.phases[id];
    const start = ms(rec?.startedAt);
    if (!rec || start === undefined) continue;
    let end = ms(rec.endedAt) ?? (rec.durationMs !== undefined ? start + rec.durationMs : lastSeen);
    if (end < start) end = start;
    const tag =
      rec.status === 'succeeded'
        ? 'done'
        : rec.status === 'failed'
          ? 'crit'
          : rec.status === 'running'
            ? 'active'
            : undefined;
    const note =
      rec.status === 'rolled_back'
        ? ' (rolled back)'
        : rec.status === 'failed'
          ? ' (failed)'
          : rec.status === 'skipped'
            ? ' (skipped)'
            : '';
    items.push({
      attempt: rec.attempt,
      label: mermaidLabel(`${id}${note}`),
      ...(tag ? { tag } : {}),
      start,
      end,
      order: order++,
    });
  }
  for (const run of replacedRuns(state)) {
    items.push({ ...run, order: order++ });
  }
  for (const cp of state.checkpoints) {
    const at = ms(cp.createdAt);
    if (at === undefined) continue;
    items.push({
      attempt: cp.attempt,
      label: mermaidLabel(`checkpoint ${cp.phase ?? cp.id}`),
      tag: 'milestone',
      start: at,
      end: at,
      order: order++,
    });
  }
  for (const ev of state.rollbackHistory) {
    const at = ms(ev.at);
    if (at === undefined) continue;
    items.push({
      attempt: ev.attempt,
      label: mermaidLabel(`rollback to ${ev.toPhase ?? ev.checkpointId}`),
      tag: 'milestone',
      start: at,
      end: at,
      order: order++,
    });
  }
  if (items.length === 0) return undefined;
  items.sort((a, b) => a.attempt - b.attempt || a.start - b.start || a.order - b.order);
  const shown = items.slice(0, Math.max(0, max));
  const span = Math.max(...shown.map((i) => i.end)) - Math.min(...shown.map((i) => i.start));
  const { tick, axis } = axisFor(span);
  const lines = ['gantt', '  dateFormat x', `  axisFormat ${axis}`, `  tickInterval ${tick}`];
  let section: number | undefined;
  shown.forEach((item, i) => {
    if (item.attempt !== section) {
      section = item.attempt;
      lines.push(`  section Attempt ${item.attempt}`);
    }
    const tags = item.tag ? `${item.tag}, ` : '';
    lines.push(`    ${item.label} :${tags}i${i + 1}, ${item.start}, ${item.end}`);
  });
  return { text: lines.join('\n'), items: items.length, shown: shown.length };
}
