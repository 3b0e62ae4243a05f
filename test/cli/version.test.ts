import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIN_NODE_VERSION, nodeVersionProblem } from '../../src/cli/node-version.js';
import { VERSION } from '../../src/version.js';
import { CLI, cli, tempDir } from './helpers.js';

/** The `node` binaries on PATH that ci-state refuses (a system Node next to the one tests run on). */
function olderNodes(): string[] {
  const found = spawnSync('which', ['-a', 'node'], { encoding: 'utf8' }).stdout ?? '';
  return [...new Set(found.split('\n').filter(Boolean))].filter((bin) => {
    const v = spawnSync(bin, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    return v !== '' && nodeVersionProblem(v) !== undefined;
  });
}

describe('version', () => {
  it('matches package.json and is what the CLI prints', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(VERSION).toBe(pkg.version);
    const { dir, cleanup } = tempDir();
    try {
      expect(cli(dir, ['--version']).stdout.trim()).toBe(VERSION);
    } finally {
      cleanup();
    }
  });

  it.each([
    ['24.0.0', undefined],
    ['24.21.0', undefined],
    ['25.1.0', undefined],
    ['22.15.0', undefined],
    ['22.23.3', undefined],
    ['23.8.0', undefined],
    ['22.14.0', '22.15'],
    ['22.12.0', '22.15'],
    ['23.7.0', '23.8'],
    ['20.19.2', '22.15'],
    ['18.0.0', '22.15'],
    ['v24', '22.15'],
  ])('Node.js %s: needs %s', (version, need) => {
    const problem = nodeVersionProblem(version);
    if (need)
      expect(problem).toBe(`ci-state needs Node.js ${need} or later; this is Node.js ${version}`);
    else expect(problem).toBeUndefined();
  });

  it('the oldest version it accepts is the one package.json names', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(pkg.engines.node).toBe(`^${MIN_NODE_VERSION}.0 || >=23.8.0`);
  });

  const older = olderNodes();
  it.skipIf(older.length === 0)('an older Node says so in one line, exit 2', () => {
    const r = spawnSync(older[0] as string, [CLI, 'status'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(
      /^ci-state: ci-state needs Node\.js 22\.15 or later; this is Node\.js \d+\.\d+\.\d+$/,
    );
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('help', () => {
  it('bare `ci-state` prints the help and exits 2, nothing else', () => {
    const { dir, cleanup } = tempDir();
    try {
      const r = cli(dir, []);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^Usage: ci-state/);
      expect(r.stderr).not.toMatch(/outputHelp/);
      expect(r.stderr.trim().split('\n').at(-1)).toMatch(/help \[command\]/);
    } finally {
      cleanup();
    }
  });

  it('describes every `phase` subcommand', () => {
    const { dir, cleanup } = tempDir();
    try {
      const r = cli(dir, ['phase', '--help']);
      expect(r.code).toBe(0);
      for (const sub of ['start', 'done', 'fail', 'skip']) {
        expect(r.stdout).toMatch(new RegExp(`^  ${sub} [^\\n]*<phase>[ \\t]+\\S`, 'm'));
      }
    } finally {
      cleanup();
    }
  });
});
