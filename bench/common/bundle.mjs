// Builds the baseline bundle of figure 1 with the bundler and flags dist/ is built with
// (scripts/build.mjs: ncc, --minify, --target es2023). Cached in node_modules/.cache, keyed by the
// entry's source and the versions of ncc and @actions/cache, so only the first run pays for it.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/import-ts.mjs';

const NCC = join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
const FLAGS = ['--minify', '--target', 'es2023', '--quiet'];

/** The only thing the baseline does: look up a cache entry that does not exist, then exit. */
export const RESTORE_MISS_ENTRY = `import { restoreCache } from '@actions/cache';
const hit = await restoreCache(['bench-restore-path'], 'ci-state-bench-never-saved');
process.stdout.write(hit === undefined ? 'miss\\n' : 'hit ' + hit + '\\n');
process.exit(0);
`;

function versionOf(pkg) {
  return JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

/** Path of the bundled restore-miss entry (index.mjs), building it if needed. */
export function restoreMissBundle(log = () => undefined) {
  const key = createHash('sha256')
    .update(
      [RESTORE_MISS_ENTRY, versionOf('@vercel/ncc'), versionOf('@actions/cache'), ...FLAGS].join(
        '\0',
      ),
    )
    .digest('hex')
    .slice(0, 16);
  // Inside the project, so that `@actions/cache` resolves from its node_modules.
  const base = join(ROOT, 'node_modules', '.cache', 'ci-state-bench');
  const dir = join(base, `restore-miss-${key}`);
  const bundle = join(dir, 'out', 'index.mjs');
  if (existsSync(bundle)) return bundle;
  log('building the baseline bundle (ncc, once; cached in node_modules/.cache/ci-state-bench)');
  const work = join(base, `.tmp-${process.pid}-${key}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  writeFileSync(join(work, 'entry.mjs'), RESTORE_MISS_ENTRY);
  execFileSync(
    process.execPath,
    [NCC, 'build', join(work, 'entry.mjs'), '-o', join(work, 'out'), ...FLAGS],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  rmSync(dir, { recursive: true, force: true });
  renameSync(work, dir);
  return bundle;
}
