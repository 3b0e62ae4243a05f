/**
 * The timeline as a mermaid `gantt` chart: one section per attempt, a bar per phase record with
 * times (done, failed as `crit`, running as `active`), and milestones for checkpoints and rollback
 * events.
 *
 *     ganttOf(state, { maxItems? }) -> { text, items, shown } | undefined (nothing timed)
 *
 * Times are Unix milliseconds (`dateFormat x`), so no date string is ever parsed from the state;
 * every label goes through `mermaidLabel` (letters, digits and a few safe signs; no statement
 * keyword first). The chart is wrapped in a ```` ```mermaid ```` fence by the caller.
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
  const axis = span > 86_400_000 ? '%m-%d %H:%M' : '%H:%M:%S';
  const lines = ['gantt', '  dateFormat x', `  axisFormat ${axis}`];
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
