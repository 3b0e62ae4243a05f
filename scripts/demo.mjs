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

const steps = [
  ['init', '--workflow', 'demo'],
  ['run', 'build', '--', 'sh', '-c', 'sleep 2; echo built'],
  ['run', 'test', '--', 'sh', '-c', 'echo "2 tests failed"; exit 3'],
  ['finish'],
  ['init', '--workflow', 'demo'],
  ['run', 'build', '--', 'sh', '-c', 'sleep 2; echo built'],
  ['run', 'test', '--', 'true'],
  ['finish'],
  ['status'],
  ['history', '--stats'],
];

const quote = (a) => (/^[\w./=:,-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);
try {
  for (const args of steps) {
    console.log(`\n$ ci-state ${args.map(quote).join(' ')}`);
    const r = spawnSync(process.execPath, [cli, ...args], { cwd: dir, env, stdio: 'inherit' });
    if (r.status !== 0) console.log(`(exit ${r.status})`);
  }
  console.log(`\nThe store is in ${join(dir, '.ci-state')} while this ran; it has been removed.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
