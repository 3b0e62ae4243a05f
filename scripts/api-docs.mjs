// Generates the public API's reference, docs/api/, from src/index.ts and its TSDoc with TypeDoc
// (typedoc.json). `--check` generates it into a temp folder and fails when docs/api/ differs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const typedoc = join('node_modules', 'typedoc', 'bin', 'typedoc');
const check = process.argv.includes('--check');
const out = check ? mkdtempSync(join(tmpdir(), 'ci-state-api-')) : join('docs', 'api');
try {
  execFileSync(
    process.execPath,
    [typedoc, '--logLevel', 'Warn', '--treatWarningsAsErrors', '--out', out],
    {
      stdio: 'inherit',
    },
  );
  if (check) {
    const files = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();
    const want = files(out);
    const have = files(join('docs', 'api'));
    const stale =
      want.length !== have.length ||
      want.some(
        (f, i) =>
          f !== have[i] || !readFileSync(join(out, f)).equals(readFileSync(join('docs', 'api', f))),
      );
    if (stale) {
      console.error('docs/api/ is out of date with src/index.ts: run `npm run docs:api`.');
      process.exit(1);
    }
    console.log(`docs/api/ matches src/index.ts (${want.length} files).`);
  }
} finally {
  if (check) rmSync(out, { recursive: true, force: true });
}
