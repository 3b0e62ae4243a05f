// Runs the README's quick-start flow with the built CLI in a temporary directory, printing each command.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const cli = resolve('dist/cli/index.js');
const dir = mkdtempSync(join(tmpdir(), 'ci-state-demo-'));
const env = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !/^(GITHUB_|RUNNER_|ACTIONS_|CI_STATE_)/.test(k)),
);

// Each step is a ci-state command, or a shell command when it starts with 'sh'.
const build = [
  'run',
  'build',
  '--',
  'sh',
  '-c',
  'sleep 2; mkdir -p dist; echo built > dist/app.txt',
];
const steps = [
  ['init', '--workflow', 'demo'],
  build,
  ['run', 'test', '--', 'sh', '-c', 'cat dist/app.txt; echo "2 tests failed"; exit 3'],
  ['finish'],
  ['sh', '-c', 'rm -rf dist'],
  ['init', '--workflow', 'demo'],
  build,
  ['run', 'test', '--', 'cat', 'dist/app.txt'],
  ['finish'],
  ['status'],
  ['history', '--stats'],
];

const quote = (a) => (/^[\w./=:,-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);
try {
  for (const args of steps) {
    const shell = args[0] === 'sh';
    console.log(`\n$ ${shell ? args[2] : `ci-state ${args.map(quote).join(' ')}`}`);
    const [file, argv] = shell ? ['sh', args.slice(1)] : [process.execPath, [cli, ...args]];
    const r = spawnSync(file, argv, { cwd: dir, env, stdio: 'inherit' });
    if (r.status !== 0) console.log(`(exit ${r.status})`);
  }
  console.log(`\nThe store is in ${join(dir, '.ci-state')} while this ran; it has been removed.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
