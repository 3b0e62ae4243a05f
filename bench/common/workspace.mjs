// Workspaces of random files for figure 4 (ours and the baseline alike): listing them, and changing
// a fraction of them the same way on both sides.
import { randomFillSync } from 'node:crypto';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, as sorted relative paths. */
export function listFiles(dir, prefix = '', acc = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) listFiles(join(dir, e.name), rel, acc);
    else acc.push(rel);
  }
  return prefix ? acc : acc.sort();
}

/**
 * Gives `fraction` of the files under `dir` (by count: every 1/fraction-th in sorted order) new
 * random content of the same size. Returns the paths changed.
 */
export function changeFiles(dir, fraction, files = listFiles(dir)) {
  const step = Math.max(1, Math.round(1 / fraction));
  const changed = files.filter((_, i) => i % step === 0);
  for (const f of changed) {
    const p = join(dir, f);
    writeFileSync(p, randomFillSync(Buffer.allocUnsafe(statSync(p).size)));
  }
  return changed;
}
