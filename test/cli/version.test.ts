import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../src/cli/node-version.js';
import { VERSION } from '../../src/version.js';
import { CLI, cli, tempDir } from './helpers.js';

/** The `node` binaries on PATH older than 24 (a system Node next to the one tests run on). */
function olderNodes(): string[] {
  const found = spawnSync('which', ['-a', 'node'], { encoding: 'utf8' }).stdout ?? '';
  return [...new Set(found.split('\n').filter(Boolean))].filter((bin) => {
    const v = spawnSync(bin, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    return v !== '' && Number(v.split('.')[0]) < 24;
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
    ['24.0.0', false],
    ['24.21.0', false],
    ['25.1.0', false],
    ['22.12.0', true],
    ['20.19.2', true],
    ['18.0.0', true],
  ])('Node.js %s is refused: %s', (version, refused) => {
    const problem = nodeVersionProblem(version);
    if (refused)
      expect(problem).toBe(
        `ci-state needs Node.js 24 or later; this is Node.js ${version} (see .node-version)`,
      );
    else expect(problem).toBeUndefined();
  });

  const older = olderNodes();
  it.skipIf(older.length === 0)('an older Node says so in one line, exit 2', () => {
    const r = spawnSync(older[0] as string, [CLI, 'status'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(
      /^ci-state: ci-state needs Node\.js 24 or later; this is Node\.js \d+\.\d+\.\d+/,
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
