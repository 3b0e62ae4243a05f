/**
 * The README's laptop quick start ("Quick start: 60 seconds on your laptop"), run as written with
 * bash and the built CLI: attempt 1 fails in test, the build's files are gone as on a fresh
 * machine, and attempt 2 skips the build with its files put back, so test passes. Only the two
 * set-up lines are replaced (the CLI's path, the demo folder); every ci-state line runs as written.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, localEnv, tempDir } from './helpers.js';

const README = resolve(import.meta.dirname, '../../README.md');

/** The first sh block after the heading `heading`. */
function shBlockAfter(markdown: string, heading: string): string {
  const at = markdown.indexOf(heading);
  expect(at, `README has the heading ${heading}`).toBeGreaterThan(-1);
  const m = /```sh\n([\s\S]*?)```/.exec(markdown.slice(at));
  expect(m, `a sh block follows ${heading}`).not.toBeNull();
  return m![1]!;
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

describe("the README's laptop quick start", () => {
  it('resumes in attempt 2 with the skipped build’s files back, and completes', () => {
    const block = shBlockAfter(
      readFileSync(README, 'utf8'),
      'Quick start: 60 seconds on your laptop',
    );
    const t = tempDir('ci-state-readme-laptop-');
    cleanups.push(t.cleanup);
    const demo = join(t.dir, 'demo');
    const lines = block.split('\n');
    const setUp = (l: string) => l.startsWith('cli=') || l.startsWith('mkdir /tmp/demo');
    expect(lines.filter(setUp)).toHaveLength(2);
    const script = [
      'set -u',
      `cli=${JSON.stringify(CLI)}`,
      `mkdir ${JSON.stringify(demo)} && cd ${JSON.stringify(demo)}`,
      ...lines.filter((l) => !setUp(l)),
    ].join('\n');
    const r = spawnSync('bash', ['-c', script], { env: localEnv(), encoding: 'utf8' });
    const out = `${r.stdout}\n${r.stderr}`;
    expect(r.status, out).toBe(0);
    expect(out).toContain('2 tests failed');
    expect(out).toMatch(/build: restored its outputs from checkpoint \S+ \(1 written/);
    expect(out).toMatch(/⏭ build skipped: completed in attempt 1/);
    expect(out).toMatch(/✓ test succeeded/);
    expect(out).toMatch(/completed in attempt 2/);
  });
});
