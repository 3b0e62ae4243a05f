// Rebuilds every bundle into a temporary folder and fails when it differs from the committed dist/.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

function walk(dir, root = dir, out = new Map()) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, root, out);
    else out.set(relative(root, p), readFileSync(p));
  }
  return out;
}

const tmp = mkdtempSync(join(tmpdir(), 'ci-state-dist-'));
try {
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: tmp },
  });
  const fresh = walk(tmp);
  const committed = walk('dist');
  const problems = [];
  for (const [file, bytes] of fresh) {
    const old = committed.get(file);
    if (!old) problems.push(`missing in dist/: ${file}`);
    else if (!old.equals(bytes)) problems.push(`differs from a fresh build: dist/${file}`);
  }
  for (const file of committed.keys()) {
    if (!fresh.has(file)) problems.push(`not produced by the build: dist/${file}`);
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error('dist/ is out of date: run `npm run build` and commit dist/.');
    process.exit(1);
  }
  console.log(`dist/ matches a fresh build (${fresh.size} files).`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
