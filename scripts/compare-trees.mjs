// Compares a freshly generated folder with the committed one (dist/, docs/api/): every file's
// bytes, and files only on one side. Used by the checks that keep generated files current.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function walk(dir, root = dir, out = new Map()) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, root, out);
    else out.set(relative(root, p), readFileSync(p));
  }
  return out;
}

/** The differences between `fresh` and `committed`, one line each, and the fresh file count. */
export function compareTrees(fresh, committed) {
  const want = walk(fresh);
  const have = walk(committed);
  const problems = [];
  for (const [file, bytes] of want) {
    const old = have.get(file);
    if (!old) problems.push(`missing in ${committed}/: ${file}`);
    else if (!old.equals(bytes)) problems.push(`differs from a fresh build: ${committed}/${file}`);
  }
  for (const file of have.keys()) {
    if (!want.has(file)) problems.push(`not produced by the build: ${committed}/${file}`);
  }
  return { problems, files: want.size };
}
