// Compiles src/ with tsc (type errors stop the build), then bundles each entry point with ncc into
// dist/<name>/index.js (ESM; heavy clients loaded with import() land in lazily loaded chunks), with
// dist/<name>/licenses.txt naming the licence of every third-party package in the bundle.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

import { join } from 'node:path';

export const entries = {
  cli: 'cli/index.js',
  main: 'action/main.js',
  post: 'action/post.js',
  report: 'action/report.js',
  rollback: 'action/rollback.js',
  history: 'action/history.js',
};

const ncc = join('node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
const tsc = join('node_modules', 'typescript', 'bin', 'tsc');
const only = process.argv.slice(2);
const out = process.env.DIST_DIR ?? 'dist';
// Compile into a fixed folder inside the project, so that node_modules resolves as usual and the
// bundles do not depend on a random path (ncc derives module and chunk ids from paths).
const lib = join(process.cwd(), '.build');
// One build at a time in a checkout: they share .build/ and dist/.
const lock = join(process.cwd(), '.build.lock');
for (let waited = 0; ; waited += 500) {
  try {
    mkdirSync(lock);
    break;
  } catch (e) {
    if (e.code !== 'EEXIST') throw e;
    if (waited > 300_000)
      throw new Error(`another build holds ${lock} (remove it if no build is running)`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
process.on('exit', () => rmSync(lock, { recursive: true, force: true }));
rmSync(lib, { recursive: true, force: true });
try {
  execFileSync(
    process.execPath,
    [tsc, '-p', 'tsconfig.build.json', '--outDir', lib, '--declaration', 'false'],
    {
      stdio: 'inherit',
    },
  );
  for (const [name, entry] of Object.entries(entries)) {
    if (only.length && !only.includes(name)) continue;
    const dir = join(out, name);
    rmSync(dir, { recursive: true, force: true });
    execFileSync(
      process.execPath,
      // licenses.txt: the licence of every package the bundle includes (checked like the rest).
      [
        ncc,
        'build',
        join(lib, entry),
        '-o',
        dir,
        '--minify',
        '--target',
        'es2023',
        '--license',
        'licenses.txt',
        '--quiet',
      ],
      { stdio: 'inherit' },
    );
  }
} finally {
  rmSync(lib, { recursive: true, force: true });
}
