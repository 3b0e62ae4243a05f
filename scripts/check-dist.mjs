// Rebuilds every bundle into a temporary folder and fails when it differs from the committed dist/.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareTrees } from './compare-trees.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'ci-state-dist-'));
try {
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: tmp },
  });
  const { problems, files } = compareTrees(tmp, 'dist');
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error('dist/ is out of date: run `npm run build` and commit dist/.');
    process.exit(1);
  }
  console.log(`dist/ matches a fresh build (${files} file${files === 1 ? '' : 's'}).`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
