// Generates the public API's reference, docs/api/, from src/index.ts and its TSDoc with TypeDoc
// (typedoc.json). `--check` generates it into a temp folder and fails when docs/api/ differs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareTrees } from './compare-trees.mjs';

const typedoc = join('node_modules', 'typedoc', 'bin', 'typedoc');
const check = process.argv.includes('--check');
const out = check ? mkdtempSync(join(tmpdir(), 'ci-state-api-')) : join('docs', 'api');
try {
  const args = ['--logLevel', 'Warn', '--treatWarningsAsErrors', '--out', out];
  execFileSync(process.execPath, [typedoc, ...args], { stdio: 'inherit' });
  if (check) {
    const { problems, files } = compareTrees(out, join('docs', 'api'));
    if (problems.length) {
      console.error(problems.join('\n'));
      console.error('docs/api/ is out of date with src/index.ts: run `npm run docs:api`.');
      process.exit(1);
    }
    console.log(`docs/api/ matches src/index.ts (${files} file${files === 1 ? '' : 's'}).`);
  }
} finally {
  if (check) rmSync(out, { recursive: true, force: true });
}
