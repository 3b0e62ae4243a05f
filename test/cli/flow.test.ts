import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli, localEnv, tempDir } from './helpers.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

describe('the quick-start flow in an empty directory', () => {
  it('fails in test, resumes in attempt 2 skipping build, and completes', () => {
    const marker = join(dir, 'build-ran.txt');
    const build = ['sh', '-c', `echo built >> "${marker}"; sleep 0.2`];

    let r = cli(dir, ['init', '--workflow', 'demo']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Started run local-[0-9a-f]{8} of "demo", attempt 1\./);

    r = cli(dir, ['run', 'build', '--', ...build]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/✓ build succeeded in \d/);
    expect(readFileSync(marker, 'utf8')).toBe('built\n');

    r = cli(dir, ['run', 'test', '--', 'sh', '-c', 'echo boom >&2; exit 3']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('boom');
    expect(r.stderr).toMatch(/✗ test failed in .* \(exit code 3\)/);

    r = cli(dir, ['finish']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/failed in attempt 1: test \(exit code 3\)/);
    expect(r.stdout).toContain('ci-state init --workflow demo');

    r = cli(dir, ['init', '--workflow', 'demo']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Attempt 2 of "demo"/);
    expect(r.stdout).toMatch(/skip\s+build/);
    expect(r.stdout).toMatch(/test/);

    r = cli(dir, ['run', 'build', '--', ...build]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/⏭ build skipped: completed in attempt 1, saves \d/);
    expect(readFileSync(marker, 'utf8')).toBe('built\n'); // the command did not run again

    r = cli(dir, ['run', 'test', '--', 'true']);
    expect(r.code).toBe(0);

    r = cli(dir, ['finish']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/completed in attempt 2 \(resume saved \d/);

    r = cli(dir, ['status', '--json']);
    expect(r.code).toBe(0);
    const state = JSON.parse(r.stdout);
    expect(state.status).toBe('completed');
    expect(state.phases.build).toMatchObject({ status: 'succeeded', attempt: 1 });
    expect(state.phases.test).toMatchObject({ status: 'succeeded', attempt: 2 });
    expect(Object.keys(state.phases)).toEqual(['build', 'test']);
    expect(state.resume.skipped).toEqual(['build']);
    expect(state.resume.savedMs).toBeGreaterThanOrEqual(200);

    // The journal replays to the state.
    r = cli(dir, ['journal', '--json']);
    expect(r.code).toBe(0);
    const journal = JSON.parse(r.stdout);
    expect(journal.replayMatchesState).toBe(true);
    expect(journal.entries.length).toBeGreaterThanOrEqual(8);
    expect(cli(dir, ['journal']).stdout).toContain('gives the current state');

    // History has both attempts.
    r = cli(dir, ['history', '--json']);
    const hist = JSON.parse(r.stdout);
    expect(hist.map((e: { attempt: number; status: string }) => [e.attempt, e.status])).toEqual([
      [1, 'failed'],
      [2, 'completed'],
    ]);
    r = cli(dir, ['history', '--stats', '--json']);
    const stats = JSON.parse(r.stdout);
    expect(stats).toMatchObject({ runs: 2, completed: 1, failed: 1, resumed: 1 });
    expect(stats.savedMs).toBeGreaterThanOrEqual(200);
  });

  it('a completed run starts a new run at attempt 1 on the next init', () => {
    cli(dir, ['init', '--workflow', 'w']);
    cli(dir, ['run', 'a', '--', 'true']);
    expect(cli(dir, ['finish']).code).toBe(0);
    const first = JSON.parse(cli(dir, ['status', '--json']).stdout);
    const r = cli(dir, ['init', '--workflow', 'w']);
    expect(r.stdout).toMatch(/Started run .* attempt 1\./);
    const second = JSON.parse(cli(dir, ['status', '--json']).stdout);
    expect(second.origin.runId).not.toBe(first.origin.runId);
    expect(second.phases).toEqual({});
  });
});

describe('commands', () => {
  it('records tails with secrets redacted and keeps context values', () => {
    cli(dir, ['init', '--workflow', 'w']);
    const token = 'ghp_' + 'a'.repeat(36);
    const r = cli(dir, ['run', 'leak', '--', 'sh', '-c', `echo "token ${token}"; exit 1`]);
    expect(r.code).toBe(1);
    const state = JSON.parse(cli(dir, ['status', '--json']).stdout);
    expect(state.phases.leak.stdoutTail).toContain('token ***');
    expect(JSON.stringify(state)).not.toContain(token);

    expect(cli(dir, ['set', 'deploy.url="https://example.test"']).code).toBe(0);
    expect(cli(dir, ['set', 'count=3']).code).toBe(0);
    expect(cli(dir, ['get', 'deploy.url']).stdout.trim()).toBe('"https://example.test"');
    expect(cli(dir, ['get', 'count']).stdout.trim()).toBe('3');
  });

  it('phase start/done/fail/skip and pause/resume', () => {
    cli(dir, ['init', '--workflow', 'w']);
    expect(cli(dir, ['phase', 'start', 'a']).code).toBe(0);
    expect(cli(dir, ['phase', 'done', 'a']).code).toBe(0);
    expect(cli(dir, ['phase', 'skip', 'b', '--reason', 'not needed']).code).toBe(0);
    expect(cli(dir, ['phase', 'start', 'c']).code).toBe(0);
    expect(cli(dir, ['phase', 'fail', 'c', '--reason', 'flaky network']).code).toBe(0);
    expect(cli(dir, ['pause', '--reason', 'awaiting approval']).code).toBe(0);
    let state = JSON.parse(cli(dir, ['status', '--json']).stdout);
    expect(state.status).toBe('paused');
    expect(state.pause.reason).toBe('awaiting approval');
    expect(state.phases.a.status).toBe('succeeded');
    expect(state.phases.b).toMatchObject({ status: 'skipped', reason: 'not needed' });
    expect(state.phases.c).toMatchObject({ status: 'failed', error: 'flaky network' });
    const human = cli(dir, ['status']);
    expect(human.stdout).toContain('paused: awaiting approval');
    expect(cli(dir, ['resume']).stdout).toContain('Resumed the paused run');
    state = JSON.parse(cli(dir, ['status', '--json']).stdout);
    expect(state.status).not.toBe('paused');
  });

  it('honours declared phases with requirements and profiles', () => {
    let r = cli(dir, ['init', '--workflow', 'w', '--phases', 'build,unit:build,docs,deploy:unit!']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Phases: build, unit, docs, deploy');
    cli(dir, ['run', 'build', '--', 'true']);
    cli(dir, ['run', 'unit', '--', 'false']);
    cli(dir, ['finish']);
    r = cli(dir, ['resume', '--dry-run', '--json']);
    const plan = JSON.parse(r.stdout);
    expect(plan.skip).toContain('build');
    expect(plan.redo).toEqual(expect.arrayContaining(['unit', 'deploy']));

    const { dir: d2, cleanup: c2 } = tempDir();
    try {
      r = cli(d2, ['init', '--workflow', 'w', '--phases', 'build,test,docs', '--profile', 'docs']);
      expect(r.code).toBe(0);
      r = cli(d2, ['run', 'test', '--', 'sh', '-c', 'touch ran']);
      expect(r.code).toBe(0);
      expect(r.stderr).toMatch(/⏭ test skipped: profile docs/);
      expect(existsSync(join(d2, 'ran'))).toBe(false);
    } finally {
      c2();
    }
  });

  it('checkpoints and rolls back the state, with a dry run first', () => {
    cli(dir, ['init', '--workflow', 'w']);
    cli(dir, ['run', 'a', '--', 'true']);
    const cp = JSON.parse(cli(dir, ['checkpoint', '--json']).stdout).id;
    cli(dir, ['run', 'b', '--', 'true']);
    cli(dir, ['run', 'c', '--', 'true']);
    let r = cli(dir, ['rollback', '--to', cp, '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Would roll back .* b, c would be marked rolled_back/);
    expect(JSON.parse(cli(dir, ['status', '--json']).stdout).phases.b.status).toBe('succeeded');
    r = cli(dir, ['rollback', '--to', cp]);
    expect(r.code).toBe(0);
    const state = JSON.parse(cli(dir, ['status', '--json']).stdout);
    expect(state.phases.b.status).toBe('rolled_back');
    expect(state.phases.c.status).toBe('rolled_back');
    expect(state.rollbackHistory).toHaveLength(1);
  });

  it('validate lists every error of a broken state file', () => {
    const f = join(dir, 'bad.json');
    writeFileSync(
      f,
      JSON.stringify({
        schemaVersion: 2,
        id: '',
        status: 'bogus',
        phases: { x: { status: 'nope' } },
      }),
    );
    const r = cli(dir, ['validate', f]);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n').filter((l) => l.startsWith('  - '));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    cli(dir, ['init', '--workflow', 'w']);
    const good = join(dir, 'good.json');
    writeFileSync(good, cli(dir, ['status', '--json']).stdout);
    expect(cli(dir, ['validate', good]).stdout).toContain('valid');
  });

  it('reuses a phase across runs only when its inputs are unchanged', () => {
    const input = join(dir, 'src.txt');
    const marker = join(dir, 'gen-ran');
    writeFileSync(input, 'v1');
    const gen = [
      'gen',
      '--inputs',
      'src.txt',
      '--env',
      'MODE',
      '--',
      'sh',
      '-c',
      `echo x >> "${marker}"; sleep 0.1`,
    ];
    cli(dir, ['init', '--workflow', 'w']);
    expect(cli(dir, ['run', ...gen]).code).toBe(0);
    expect(cli(dir, ['finish']).code).toBe(0);

    // A new run with the same inputs: skipped, the command does not run.
    cli(dir, ['init', '--workflow', 'w']);
    let r = cli(dir, ['run', ...gen]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /⏭ gen skipped: reused from run local-[0-9a-f]+ attempt 1: same inputs/,
    );
    expect(readFileSync(marker, 'utf8')).toBe('x\n');
    expect(cli(dir, ['finish']).code).toBe(0);

    // Changed input file: runs.
    writeFileSync(input, 'v2');
    cli(dir, ['init', '--workflow', 'w']);
    r = cli(dir, ['run', ...gen]);
    expect(r.stderr).toMatch(/✓ gen succeeded/);
    expect(readFileSync(marker, 'utf8')).toBe('x\nx\n');
    cli(dir, ['finish']);

    // Changed named environment variable: runs.
    cli(dir, ['init', '--workflow', 'w']);
    r = cli(dir, ['run', ...gen], localEnv({ MODE: 'release' }));
    expect(r.stderr).toMatch(/✓ gen succeeded/);
    expect(readFileSync(marker, 'utf8')).toBe('x\nx\nx\n');
  });
});
