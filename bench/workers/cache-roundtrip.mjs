// The baseline of figure 4 in a process of its own: `@actions/cache` saveCache of a directory, then
// (after removing it) restoreCache of the same key, against the emulator whose environment this
// process was given. Prints one JSON line with the time of each and the archive size.
//
//   node bench/workers/cache-roundtrip.mjs <dir> <key>
import { rmSync, statSync } from 'node:fs';

const [dir, key] = process.argv.slice(2);
const cache = await import('@actions/cache');

let t = performance.now();
const id = await cache.saveCache([dir], key);
const saveMs = performance.now() - t;
if (!(id > 0)) {
  console.error(`saveCache returned ${id}`);
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
t = performance.now();
const hit = await cache.restoreCache([dir], key);
const restoreMs = performance.now() - t;
if (hit !== key || !statSync(dir).isDirectory()) {
  console.error(`restoreCache returned ${hit}`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify({ saveMs, restoreMs, totalMs: saveMs + restoreMs })}\n`);
process.exit(0);
