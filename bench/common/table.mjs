// The terminal table: figure, what, ours, baseline, ratio, target, result.

function fmt(x, unit) {
  if (x === null || x === undefined || !Number.isFinite(x)) return '—';
  const digits = Math.abs(x) >= 100 ? 0 : Math.abs(x) >= 10 ? 1 : 2;
  return `${x.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

/** "median [p10–p90]" (or "p99 [min–max]" for a p99 row). */
export function cell(summary, stat, unit) {
  if (!summary) return '—';
  const [lo, hi] = stat === 'p99' ? ['min', 'max'] : ['p10', 'p90'];
  return `${fmt(summary[stat], unit)} [${fmt(summary[lo])}–${fmt(summary[hi])}]`;
}

function ratioCell(row) {
  if (row.ratio === null) return '—';
  const r = `${row.ratio.toFixed(2)}x`;
  return row.diff !== null && row.unit === 'ms'
    ? `${r} (${row.diff >= 0 ? '+' : ''}${fmt(row.diff)} ms)`
    : r;
}

export function formatTable(rows) {
  const head = ['fig', 'what', 'ours', 'baseline', 'ratio', 'target', 'result'];
  const body = rows.map((r) => [
    r.figure,
    r.name,
    cell(r.ours, r.stat, r.unit),
    cell(r.baseline, r.stat, r.unit),
    ratioCell(r),
    r.target,
    r.status === 'pending' ? 'PENDING' : r.status === 'info' ? 'info' : r.status.toUpperCase(),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  const out = [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)];
  // Notes of pending, failed and growth rows, each text once with the figures it applies to.
  const notes = new Map();
  for (const r of rows) {
    if (!r.note || !(r.status === 'pending' || r.status === 'error' || r.figure === '8')) continue;
    const text =
      r.status === 'pending' || r.status === 'error'
        ? `${r.status}: ${r.note}`
        : `${r.name}: ${r.note}`;
    const figs = notes.get(text) ?? new Set();
    figs.add(r.figure);
    notes.set(text, figs);
  }
  const unique = [...notes].map(([text, figs]) => `  ${[...figs].join(', ')}  ${text}`);
  return [...out, ...(unique.length ? ['', ...unique] : [])].join('\n');
}
