// The baseline of figure 4 in a process of its own: `@actions/cache` saveCache of a directory, then
// (after moving it aside to `<dir>.saved`, as the ours worker does with its folder: a restore on a
// fresh runner never follows a removal) restoreCache of the same key, against the emulator whose environment this
// process was given. With a fraction, it then changes that fraction of the files (as the ours worker
// does) and saves the directory again under `<key>-changed`: @actions/cache has no increments, so
// this is what saving the changed files costs. Prints one JSON line with the time of each.
//
//   node bench/workers/cache-roundtrip.mjs <dir> <key> [fraction]
import { renameSync, statSync } from 'node:fs';
import { changeFiles } from '../common/workspace.mjs';

const [dir, key, fraction] = process.argv.slice(2);
const cache = await import('@actions/cache');

let t = performance.now();
const id = await cache.saveCache([dir], key);
const saveMs = performance.now() - t;
if (!(id > 0)) {
  console.error(`saveCache returned ${id}`);
  process.exit(1);
}
renameSync(dir, `${dir}.saved`);
t = performance.now();
const hit = await cache.restoreCache([dir], key);
const restoreMs = performance.now() - t;
if (hit !== key || !statSync(dir).isDirectory()) {
  console.error(`restoreCache returned ${hit}`);
  process.exit(1);
}
const result = { saveMs, restoreMs, totalMs: saveMs + restoreMs };
if (fraction !== undefined) {
  result.changedFiles = changeFiles(dir, Number(fraction)).length;
  t = performance.now();
  const id2 = await cache.saveCache([dir], `${key}-changed`);
  result.resaveMs = performance.now() - t;
  if (!(id2 > 0)) {
    console.error(`saveCache of the changed files returned ${id2}`);
    process.exit(1);
  }
  result.resaveKey = `${key}-changed`;
}
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
