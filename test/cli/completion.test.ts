// `ci-state completion bash|zsh|fish`: the scripts the real CLI prints, loaded into real shells.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, tempDir } from './helpers.js';

let dir: string;
let cleanup: () => void;
const scripts: Record<string, string> = {};
beforeAll(() => {
  ({ dir, cleanup } = tempDir());
  for (const shell of ['bash', 'zsh', 'fish']) {
    const r = cli(dir, ['completion', shell]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    scripts[shell] = join(dir, `ci-state.${shell}`);
    writeFileSync(scripts[shell], r.stdout);
  }
});
afterAll(() => cleanup());

function installed(shell: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${shell}`]).status === 0;
}

function shellRun(shell: string, args: string[]): string {
  const r = spawnSync(shell, args, { encoding: 'utf8', timeout: 30_000 });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout;
}

/** The commands `ci-state --help` lists: what the scripts must offer after `ci-state `. */
function helpCommands(): string[] {
  const help = cli(dir, ['--help']).stdout;
  const section = help.slice(help.indexOf('Commands:'));
  return [...section.matchAll(/^ {2}(\S+)/gm)].map((m) => m[1]!);
}

/** Completions bash offers for the words (the last one is the word being completed). */
function bashComplete(...words: string[]): string[] {
  const out = shellRun('bash', [
    '--norc',
    '-c',
    'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _ci_state; printf "%s\\n" "${COMPREPLY[@]}"',
    'bash',
    scripts.bash!,
    ...words,
  ]);
  return out.split('\n').filter(Boolean);
}

describe('bash', () => {
  it('completes the top-level commands, the same as --help lists', () => {
    const commands = helpCommands();
    expect(commands).toEqual(expect.arrayContaining(['init', 'run', 'phase', 'completion']));
    expect(bashComplete('ci-state', '')).toEqual(commands);
    expect(bashComplete('ci-state', 'ph')).toEqual(['phase']);
  });

  it('completes subcommands and their options', () => {
    expect(bashComplete('ci-state', 'phase', 'st')).toEqual(['start']);
    expect(bashComplete('ci-state', 'phase', '')).toEqual([
      'start',
      'done',
      'fail',
      'skip',
      'help',
    ]);
    expect(bashComplete('ci-state', 'phase', 'start', '--s')).toEqual(['--side-effect']);
    expect(bashComplete('ci-state', 'phase', 'fail', 'build', '--')).toEqual([
      '--reason',
      '--help',
    ]);
  });

  it("completes a command's options, after other options and their values", () => {
    expect(bashComplete('ci-state', 'init', '--w')).toEqual(['--workflow']);
    expect(bashComplete('ci-state', 'init', '--workflow', 'phase', '--p')).toEqual([
      '--phases',
      '--phases-file',
      '--profile',
    ]);
    expect(bashComplete('ci-state', 'history', '--st')).toEqual(['--status', '--stats']);
    // An option's value is not a command: nothing is offered (bash then completes file names).
    expect(bashComplete('ci-state', 'init', '--workflow', '')).toEqual([]);
  });

  it("offers the shells to `completion`, and command names after run's --", () => {
    expect(bashComplete('ci-state', 'completion', '')).toEqual(['bash', 'zsh', 'fish']);
    expect(bashComplete('ci-state', 'run', 'build', '--', 'bas')).toContain('bash');
  });

  it('registers the function for ci-state', () => {
    const out = shellRun('bash', [
      '--norc',
      '-c',
      'source "$1"; complete -p ci-state',
      'bash',
      scripts.bash!,
    ]);
    expect(out.trim()).toBe('complete -o default -F _ci_state ci-state');
  });
});

const zsh = installed('zsh');
describe(zsh ? 'zsh' : 'zsh (skipped: zsh is not installed)', () => {
  /** _ci_state with zsh's completion builtins replaced by functions that print what they get. */
  function zshComplete(...words: string[]): string[] {
    const stubs = [
      'source "$1"; shift',
      '_describe() { print -rl -- "${(@)${(@P)4}%%:*}" }',
      'compadd() { print -rl -- "${(@P)2}" }',
      '_files() { print -r -- "(files)" }',
      '_normal() { print -r -- "(command line: ${words[*]}, word $CURRENT)" }',
      'words=("$@"); CURRENT=$#; PREFIX="${words[CURRENT]}"; _ci_state',
    ].join('\n');
    const out = shellRun('zsh', ['-f', '-c', stubs, 'zsh', scripts.zsh!, ...words]);
    return out.split('\n').filter(Boolean);
  }

  it.skipIf(!zsh)('is valid zsh', () => {
    shellRun('zsh', ['-n', scripts.zsh!]);
  });

  it.skipIf(!zsh)('offers commands, subcommands, options and values', () => {
    expect(zshComplete('ci-state', '')).toEqual(helpCommands());
    expect(zshComplete('ci-state', 'phase', '')).toEqual(['start', 'done', 'fail', 'skip', 'help']);
    expect(zshComplete('ci-state', 'phase', 'start', '-')).toEqual([
      '--requires',
      '--side-effect',
      '--help',
      '-h',
    ]);
    expect(zshComplete('ci-state', 'completion', '')).toEqual(['bash', 'zsh', 'fish']);
    expect(zshComplete('ci-state', 'init', '--workflow', '')).toEqual(['(files)']);
    expect(zshComplete('ci-state', 'run', 'build', '--', 'np')).toEqual([
      '(command line: np, word 1)',
    ]);
  });
});

const fish = installed('fish');
describe(fish ? 'fish' : 'fish (skipped: fish is not installed)', () => {
  /** What fish itself completes for a command line, names only. */
  function fishComplete(line: string): string[] {
    const out = shellRun('fish', [
      '--no-config',
      '-c',
      'source $argv[1]; complete -C $argv[2]',
      scripts.fish!,
      line,
    ]);
    return out
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('\t')[0]!);
  }

  it.skipIf(!fish)('is valid fish', () => {
    shellRun('fish', ['--no-config', '-n', scripts.fish!]);
  });

  it.skipIf(!fish)('offers commands, subcommands, options and values', () => {
    expect(fishComplete('ci-state ').sort()).toEqual(helpCommands().sort());
    expect(fishComplete('ci-state phase st')).toEqual(['start']);
    expect(fishComplete('ci-state init --workflow x --pha')).toEqual(['--phases', '--phases-file']);
    expect(fishComplete('ci-state completion ').sort()).toEqual(['bash', 'fish', 'zsh']);
  });
});

describe('bad input', () => {
  it('names the accepted shells in one line and exits 2', () => {
    const r = cli(dir, ['completion', 'tcsh']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'ci-state: unknown shell "tcsh": expected bash, zsh or fish (see ci-state completion --help)\n',
    );
    const none = cli(dir, ['completion']);
    expect(none.code).toBe(2);
    expect(none.stderr.trim().split('\n')).toHaveLength(1);
    expect(none.stderr).toMatch(/missing required argument 'shell'/);
  });
});
