// Ours in figure 5, in a process of its own (as sha256sum is): hashes every file listed, the way
// the snapshot's collectFiles does (lstat, then hashFile with the token scan and the size seen, at
// concurrency 8). Prints one JSON line: the time from the first lstat to the last digest, and the
// digests in list order.
//
//   node bench/workers/hash-files.mjs <dir> <list file: one relative path a line>
import { readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { importSrc } from '../common/src.mjs';

const [dir, list] = process.argv.slice(2);
const names = readFileSync(list, 'utf8').split('\n').filter(Boolean);
const { hashFile } = await importSrc('src/snapshot/hash.ts');
const { mapPool } = await importSrc('src/core/pool.ts');

const t = performance.now();
const digests = await mapPool(names, 8, async (name) => {
  const abs = join(dir, name);
  const st = await fs.lstat(abs, { bigint: true });
  return (await hashFile(abs, true, Number(st.size))).sha256;
});
const ms = performance.now() - t;
process.stdout.write(`${JSON.stringify({ ms, digests })}\n`);
