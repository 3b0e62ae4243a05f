// scripts/lint-workflows.mjs and scripts/lint-shell.mjs, run on a small repository: each finds
// what actionlint and shellcheck report, in the right file and line, and passes clean files.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPTS = resolve(import.meta.dirname, '../scripts');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A git repository holding `files`. */
function repo(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ci-state-lint-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: dir });
  execFileSync('git', ['add', '.'], { cwd: dir });
  return dir;
}

const lint = (script: string, cwd: string) =>
  spawnSync(process.execPath, [join(SCRIPTS, script)], { cwd, encoding: 'utf8' });

const workflow = (steps: string) =>
  `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;

describe('lint-workflows', () => {
  it("reports actionlint's findings and shellcheck's on run: blocks, at their lines", () => {
    const dir = repo({
      '.github/workflows/w.yml': workflow(
        [
          '      - uses: actions/checkout@v4',
          '        with:',
          '          depth: 1',
          '      - shell: bash',
          '        run: |',
          '          echo "${{ github.sha }}"',
          '          cd out',
          '      - run: echo ${{ github.event.issue.title }}',
          '',
        ].join('\n'),
      ),
      'README.md': '# x\n',
    });
    const r = lint('lint-workflows.mjs', dir);
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(/^\.github\/workflows\/w\.yml:8:11: input "depth" is not defined/),
    );
    expect(lines).toContainEqual(
      ".github/workflows/w.yml:12:11: Use 'cd ... || exit' or 'cd ... || return' in case cd fails. [shellcheck SC2164]",
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^\.github\/workflows\/w\.yml:13:.*potentially untrusted/),
    );
    expect(lines.at(-1)).toBe('actionlint and shellcheck: 3 problems');
  });

  it('passes a clean workflow, and leaves pwsh steps to actionlint alone', () => {
    const dir = repo({
      '.github/workflows/w.yml': workflow(
        '      - run: echo "$X"\n        env:\n          X: ${{ github.sha }}\n      - shell: pwsh\n        run: cd $x\n',
      ),
      'README.md': '# x\n',
    });
    const r = lint('lint-workflows.mjs', dir);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(
      /1 workflow checked; shellcheck [\d.]+: 1 run: block checked; no problems\./,
    );
    expect(r.status).toBe(0);
  });
});

describe('lint-shell', () => {
  it('checks scripts by shebang or .sh, and the sh/bash blocks of markdown files', () => {
    const dir = repo({
      'tools/setup': '#!/usr/bin/env bash\nset -e\nrm -rf $1/build\n',
      'a.sh': 'echo "fine"\n',
      'notes.txt': 'rm -rf $1\n',
      'doc.md': '# d\n\n```sh\nfor f in $(ls); do echo "$f"; done\n```\n\n```text\n$1\n```\n',
    });
    const r = lint('lint-shell.mjs', dir);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      'tools/setup:3:8: Double quote to prevent globbing and word splitting. [SC2086]',
      'doc.md (code block):4:10: Iterating over ls output is fragile. Use globs. [SC2045]',
      'shellcheck: 2 problems',
    ]);
  });
});
