// Builds one ESM bundle per entry point with ncc into dist/<name>/index.js.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

export const entries = {
  cli: 'src/cli/index.ts',
};

const ncc = join('node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
const only = process.argv.slice(2);
const out = process.env.DIST_DIR ?? 'dist';

for (const [name, entry] of Object.entries(entries)) {
  if (only.length && !only.includes(name)) continue;
  const dir = join(out, name);
  rmSync(dir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [ncc, 'build', entry, '-o', dir, '--minify', '--target', 'es2023', '--quiet'],
    { stdio: 'inherit' },
  );
}
