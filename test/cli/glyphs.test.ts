// Unicode or ASCII symbols (src/cli/glyphs.ts): each branch of the rule through the real CLI, and
// the rule's precedence (Windows included, which this machine cannot run) as a table.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unicodeOutput } from '../../src/cli/glyphs.js';
import { cli, localEnv, tempDir } from './helpers.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

/** localEnv without any locale or TERM, then `over` (undefined removes a variable). */
function envWith(over: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env = localEnv();
  delete env.LANG;
  delete env.TERM;
  for (const [k, v] of Object.entries(over)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

/** What the CLI prints for a phase that succeeds, one that is skipped and one that fails. */
function phaseLines(env: NodeJS.ProcessEnv): string {
  const steps = [
    { args: ['init', '--workflow', 'demo'], code: 0 },
    { args: ['run', 'build', '--', 'true'], code: 0 },
    { args: ['phase', 'skip', 'lint', '--reason', 'docs only'], code: 0 },
    { args: ['run', 'test', '--', 'sh', '-c', 'exit 3'], code: 3 },
    { args: ['status'], code: 0 },
  ];
  let text = '';
  for (const step of steps) {
    const r = cli(dir, step.args, env);
    expect(r.code, r.stderr).toBe(step.code);
    text += r.stdout + r.stderr;
  }
  return text;
}

const UNICODE = [/✓ build succeeded/, /⏭ lint skipped: docs only/, /✗ test failed/];
const ASCII = [/ok build succeeded/, /skip lint skipped: docs only/, /FAIL test failed/];

function expectUnicode(text: string): void {
  for (const re of UNICODE) expect(text).toMatch(re);
  expect(text).toMatch(/demo · run local-\w+ · attempt 1 · running/);
}

function expectAscii(text: string): void {
  for (const re of ASCII) expect(text).toMatch(re);
  expect(text).toMatch(/demo \| run local-\w+ \| attempt 1 \| running/);
  expect(text).toMatch(/^[\t\n\x20-\x7e]*$/); // nothing else either
}

/** Build succeeded, lint skipped and test failed, then status, under `env`. */
const run = (env: Record<string, string | undefined>) => phaseLines(envWith(env));

describe('the symbols the CLI prints', () => {
  it('are Unicode with a UTF-8 locale', () => {
    expectUnicode(run({ LANG: 'C.UTF-8' }));
  });

  it('are ASCII with a locale that is not UTF-8 (LANG=C)', () => {
    expectAscii(run({ LANG: 'C' }));
  });

  it('follow LC_ALL over LC_CTYPE over LANG', () => {
    expectAscii(run({ LANG: 'en_US.UTF-8', LC_ALL: 'POSIX' }));
    cleanup();
    ({ dir, cleanup } = tempDir());
    expectUnicode(run({ LANG: 'C', LC_CTYPE: 'en_US.utf8' }));
  });

  it('are Unicode with no locale at all (a container, CI), except on the Linux console', () => {
    expectUnicode(run({ TERM: 'xterm' }));
    cleanup();
    ({ dir, cleanup } = tempDir());
    expectAscii(run({ TERM: 'linux' }));
  });

  it('are ASCII when NO_COLOR or TERM=dumb asks for plain output', () => {
    expectAscii(run({ LANG: 'C.UTF-8', NO_COLOR: '1' }));
    cleanup();
    ({ dir, cleanup } = tempDir());
    expectAscii(run({ LANG: 'C.UTF-8', TERM: 'dumb' }));
  });

  it('ignore an empty NO_COLOR, as no-color.org says', () => {
    expectUnicode(run({ LANG: 'C.UTF-8', NO_COLOR: '' }));
  });

  it('spell the history table in ASCII, and leave its data formats alone', () => {
    const env = envWith({ LANG: 'C' });
    phaseLines(env);
    expect(cli(dir, ['finish'], env).code).toBe(1);
    for (const args of [['history'], ['history', '--stats']]) {
      const r = cli(dir, args, env);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/demo/);
      expect(r.stdout, args.join(' ')).toMatch(/^[\t\n\x20-\x7e]*$/);
    }
    const md = cli(dir, ['history', '--stats', '--format', 'markdown'], env);
    expect(md.stdout).toMatch(/[^\t\n\x20-\x7e]/); // markdown keeps its symbols
  });

  it('spell messages in ASCII but leave data as it is stored', () => {
    const env = envWith({ LANG: 'C' });
    expect(cli(dir, ['init', '--workflow', 'demo'], env).code).toBe(0);
    expect(cli(dir, ['set', 'note="a…b — c"'], env).code).toBe(0);
    const got = cli(dir, ['get', 'note'], env);
    expect(got.stdout.trim()).toBe('"a…b — c"');
    const json = cli(dir, ['status', '--json'], env);
    expect(JSON.parse(json.stdout).context.note).toBe('a…b — c');
  });
});

describe('unicodeOutput', () => {
  const cases: [NodeJS.ProcessEnv, NodeJS.Platform, boolean][] = [
    [{ LANG: 'C.UTF-8' }, 'linux', true],
    [{ LANG: 'de_DE.utf8' }, 'darwin', true],
    [{ LANG: 'C' }, 'linux', false],
    [{ LANG: 'en_US.ISO-8859-1' }, 'linux', false],
    [{ LANG: 'C.UTF-8', LC_ALL: 'C' }, 'linux', false],
    [{ LANG: 'C', LC_ALL: '', LC_CTYPE: 'C.UTF-8' }, 'linux', true],
    [{ LANG: 'C.UTF-8', LC_CTYPE: 'POSIX' }, 'linux', false],
    [{}, 'linux', true],
    [{ TERM: 'linux' }, 'linux', false],
    [{ TERM: 'dumb', LANG: 'C.UTF-8' }, 'linux', false],
    [{ NO_COLOR: '1', LANG: 'C.UTF-8' }, 'darwin', false],
    [{ NO_COLOR: '', LANG: 'C.UTF-8' }, 'darwin', true],
    [{}, 'win32', false],
    [{ WT_SESSION: 'x' }, 'win32', true],
    [{ TERM_PROGRAM: 'vscode' }, 'win32', true],
    [{ GITHUB_ACTIONS: 'true' }, 'win32', true],
    [{ LANG: 'C.UTF-8' }, 'win32', true],
    [{ LANG: 'C', WT_SESSION: 'x' }, 'win32', false],
  ];
  it.each(cases)('%j on %s: %s', (env, platform, expected) => {
    expect(unicodeOutput(env, platform)).toBe(expected);
  });
});
