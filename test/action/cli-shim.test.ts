// The `ci-state` shims the main step writes: the sh one runs the CLI with every argument intact
// (a real process), the Windows one is a cmd script with the paths quoted for cmd.exe.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliShims } from '../../src/action/cli-shim.js';

const dir = mkdtempSync(join(tmpdir(), "ci-state shim's-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cli shims', () => {
  it('the sh shim runs the CLI with Node and passes every argument as it is', () => {
    const cli = join(dir, 'print args.mjs');
    writeFileSync(cli, 'console.log(JSON.stringify(process.argv.slice(2)));\n');
    const shim = join(dir, 'ci-state');
    writeFileSync(shim, cliShims(process.execPath, cli).sh);
    chmodSync(shim, 0o755);
    const args = ['run', 'p 1', '--', 'sh', '-c', `echo "it's $HOME" 'x'`, '', '*'];
    const r = spawnSync(shim, args, { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(args);
  });

  it('the cmd shim quotes Windows paths and keeps a literal %', () => {
    const { cmd } = cliShims(
      'C:\\hostedtoolcache\\windows\\node\\24.11.0\\x64\\node.exe',
      'D:\\a\\_actions\\ci-state\\ci-state\\v0\\100%\\dist\\cli\\index.js',
    );
    expect(cmd).toBe(
      '@echo off\r\n"C:\\hostedtoolcache\\windows\\node\\24.11.0\\x64\\node.exe" "D:\\a\\_actions\\ci-state\\ci-state\\v0\\100%%\\dist\\cli\\index.js" %*\r\n',
    );
  });
});
