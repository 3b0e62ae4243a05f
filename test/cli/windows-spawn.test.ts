/**
 * A phase's command is found as a shell finds it (src/cli/exec.ts). On Windows that is cross-spawn:
 * `npm` is `npm.cmd`, found through PATH and PATHEXT and started through cmd.exe. cross-spawn has
 * no option for the platform (it reads `process.platform` when it loads), so its resolution is
 * checked here by loading a fresh copy of it, and of the modules that look at the platform, while
 * `process.platform` says win32, with a PATH holding an `npm.cmd` and a `node.exe`. The real thing
 * runs in the self-test's Windows leg (.github/workflows/self-test.yml: `ci-state run build -- npm
 * --version`).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import crossSpawn from 'cross-spawn';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commandSpawner, exitCodeForSignal, spawnErrorMessage } from '../../src/cli/exec.js';
import { tempDir } from './helpers.js';

interface Parsed {
  command: string;
  args: string[];
  file?: string;
  options: { windowsVerbatimArguments?: boolean };
}
interface WindowsCrossSpawn {
  _parse(command: string, args: string[], options: { env: NodeJS.ProcessEnv }): Parsed;
  _enoent: { verifyENOENT(status: number, parsed: Parsed): NodeJS.ErrnoException | null };
}

const require = createRequire(import.meta.url);
/** The modules that read the platform when they load: cross-spawn and what it uses to search. */
const PLATFORM_READERS = /[\\/]node_modules[\\/](cross-spawn|which|isexe|path-key)[\\/]/;

function forget(): void {
  for (const key of Object.keys(require.cache))
    if (PLATFORM_READERS.test(key)) delete require.cache[key];
}

/** cross-spawn as it loads on Windows. */
function crossSpawnOnWindows(): WindowsCrossSpawn {
  const real = Object.getOwnPropertyDescriptor(process, 'platform')!;
  forget();
  Object.defineProperty(process, 'platform', { ...real, value: 'win32' });
  try {
    return require('cross-spawn') as WindowsCrossSpawn;
  } finally {
    Object.defineProperty(process, 'platform', real);
    forget();
  }
}

let dir: string;
let cleanup: () => void;
let bin: string;
beforeEach(() => {
  ({ dir, cleanup } = tempDir('ci-state-win-'));
  bin = join(dir, 'bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'npm.cmd'), '@ECHO off\r\nnode "%~dp0\\npm-cli.js" %*\r\n');
  writeFileSync(join(bin, 'node.exe'), 'MZ');
  // Lower case: Windows matches file names whatever their case, this file system does not.
  vi.stubEnv('PATHEXT', '.com;.exe;.bat;.cmd');
  vi.stubEnv('COMSPEC', undefined);
  vi.stubEnv('comspec', undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  cleanup();
});

describe('commands on Windows (cross-spawn, loaded as on win32)', () => {
  it('npm is npm.cmd, found through PATH and PATHEXT and started through cmd.exe', () => {
    const cs = crossSpawnOnWindows();
    const parsed = cs._parse('npm', ['run', 'build'], { env: { PATH: bin } });
    expect(parsed.file).toBe(join(bin, 'npm.cmd'));
    expect(parsed.command).toBe('cmd.exe');
    expect(parsed.args.slice(0, 3)).toEqual(['/d', '/s', '/c']);
    expect(parsed.args[3]).toMatch(/^"npm .*run.* .*build.*"$/);
    expect(parsed.options.windowsVerbatimArguments).toBe(true);
  });

  it('an .exe starts directly, without cmd.exe', () => {
    const cs = crossSpawnOnWindows();
    const parsed = cs._parse('node', ['--version'], { env: { PATH: bin } });
    expect(parsed.file).toBe(join(bin, 'node.exe'));
    expect(parsed.command).toBe('node');
    expect(parsed.args).toEqual(['--version']);
  });

  it('a command that is not there is ENOENT, which ci-state reports as not found', () => {
    const cs = crossSpawnOnWindows();
    const parsed = cs._parse('no-such-tool', [], { env: { PATH: bin } });
    expect(parsed.file).toBeUndefined();
    // cmd.exe says "not recognized" and exits 1; cross-spawn turns that into an ENOENT error.
    const e = cs._enoent.verifyENOENT(1, parsed);
    expect(e?.code).toBe('ENOENT');
    expect(spawnErrorMessage('no-such-tool', e!)).toBe('command not found: no-such-tool');
  });
});

describe('commandSpawner', () => {
  it('is cross-spawn on Windows and Node’s spawn elsewhere (cross-spawn not even loaded)', async () => {
    expect(await commandSpawner('win32')).toBe(crossSpawn.spawn);
    expect(await commandSpawner('linux')).toBe(spawn);
    expect(await commandSpawner('darwin')).toBe(spawn);
  });
});

describe('spawnErrorMessage and exitCodeForSignal', () => {
  it('say what went wrong in one line', () => {
    const err = (code: string, message = code) => Object.assign(new Error(message), { code });
    expect(spawnErrorMessage('x', err('ENOENT'))).toBe('command not found: x');
    expect(spawnErrorMessage('x', err('EACCES'))).toBe('command is not executable: x');
    expect(spawnErrorMessage('x', err('E2BIG', 'argument list too long'))).toBe(
      'cannot start x: argument list too long',
    );
  });

  it('a signal ends a command with 128 + its number, as in a shell', () => {
    expect(exitCodeForSignal('SIGINT')).toBe(130);
    expect(exitCodeForSignal('SIGKILL')).toBe(137);
    expect(exitCodeForSignal('SIGTERM')).toBe(143);
    expect(exitCodeForSignal('SIGPIPE')).toBe(141);
  });
});
