/**
 * Every line the CLI prints says what is true: what it did, why it skipped, and which command
 * comes next (a real one). Runs the built CLI (dist/cli/index.js) in a temp directory.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli, tempDir } from './helpers.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

/** Runs the CLI in the test's directory and expects exit code `code`. */
function ok(args: string[], code = 0) {
  const r = cli(dir, args);
  expect(r.code, `${args.join(' ')}\n${r.stdout}\n${r.stderr}`).toBe(code);
  return r;
}

describe('run and skip notes', () => {
  it('run --rerun-side-effects executes a side effect the plan keeps', () => {
    ok(['init', '--phases', 'build,deploy!,test']);
    ok(['run', 'build', '--', 'true']);
    ok(['run', 'deploy', '--', 'true']);
    ok(['run', 'test', '--', 'false'], 1);
    ok(['finish'], 1);
    ok(['init']);
    ok(['run', 'build', '--', 'true']);
    const r = ok(['run', 'deploy', '--rerun-side-effects', '--', 'sh', '-c', 'echo DEPLOYED']);
    expect(r.stdout).toContain('DEPLOYED');
    expect(r.stderr).toMatch(/✓ deploy succeeded in/);
    expect(r.stderr).not.toContain('skipped');
    // Without the flag, the next attempt keeps it again and says why.
    ok(['run', 'test', '--', 'false'], 1);
    ok(['finish'], 1);
    ok(['init']);
    const kept = ok(['run', 'deploy', '--', 'sh', '-c', 'echo DEPLOYED']);
    expect(kept.stdout).not.toContain('DEPLOYED');
    expect(kept.stderr).toContain('⏭ deploy skipped');
  });

  it('skip-failed says the phase failed and the run goes on without it', () => {
    ok(['init', '--phases', 'build,test,pack']);
    ok(['run', 'build', '--', 'true']);
    ok(['run', 'test', '--', 'sh', '-c', 'exit 3'], 3);
    ok(['finish'], 1);
    ok(['init', '--resume', 'skip-failed']);
    const build = ok(['run', 'build', '--', 'true']);
    expect(build.stderr).toContain('⏭ build skipped: completed in attempt 1');
    const test = ok(['run', 'test', '--', 'true']);
    expect(test.stderr).toContain(
      '⏭ test skipped: failed in attempt 1 (exit code 3); skip-failed goes on without it (command not run)',
    );
    expect(test.stderr).not.toContain('completed in attempt');
  });
});

describe('errors name commands that exist', () => {
  it('a paused run says to continue it with ci-state resume', () => {
    ok(['init', '--phases', 'a,b']);
    ok(['run', 'a', '--', 'true']);
    ok(['pause', '--reason', 'waiting for approval']);
    let r = ok(['run', 'b', '--', 'true'], 2);
    expect(r.stderr).toContain(
      'the run is paused (waiting for approval); continue it with `ci-state resume`',
    );
    r = ok(['finish'], 2);
    expect(r.stderr).toContain('continue it with `ci-state resume` first');
    for (const line of [r.stderr]) expect(line).not.toMatch(/unpause|beginAttempt/);
  });

  it('a failed run says how to start its next attempt', () => {
    ok(['init', '--phases', 'a']);
    ok(['run', 'a', '--', 'false'], 1);
    ok(['finish'], 1);
    const r = ok(['run', 'a', '--', 'true'], 2);
    expect(r.stderr).toContain('start its next attempt with `ci-state resume`');
    expect(r.stderr).not.toContain('beginAttempt');
  });
});

describe('resume and init say what really happens', () => {
  it('resume --dry-run on a paused run says it would go on in the same attempt', () => {
    ok(['init', '--phases', 'a,b,c']);
    ok(['run', 'a', '--', 'true']);
    ok(['pause', '--reason', 'waiting for approval']);
    const dry = ok(['resume', '--dry-run']);
    expect(dry.stdout).toBe(
      'Would resume the paused run (paused: waiting for approval): attempt 1 goes on where it stopped, nothing is planned again; phases left: b, c.\n',
    );
    expect(dry.stdout).not.toMatch(/skip|Resuming from/);
    const json = JSON.parse(ok(['resume', '--dry-run', '--json']).stdout);
    expect(json).toMatchObject({ dryRun: true, action: 'continue', phasesLeft: ['b', 'c'] });
    // Nothing changed: still paused, and resume itself then goes on in attempt 1.
    expect(JSON.parse(ok(['status', '--json']).stdout).status).toBe('paused');
    const real = ok(['resume']);
    expect(real.stdout).toContain('Resumed the paused run (was: waiting for approval): attempt 1');
    ok(['run', 'b', '--', 'true']);
    expect(JSON.parse(ok(['status', '--json']).stdout).origin.runAttempt).toBe(1);
  });

  it('init over an unfinished attempt records it in the history as abandoned, and says so', () => {
    ok(['init', '--phases', 'a,b']);
    ok(['run', 'a', '--', 'true']);
    // No finish: the job was killed.
    const r = ok(['init']);
    expect(r.stdout.split('\n')[0]).toBe(
      'Attempt 1 never finished (no `ci-state finish`): recorded in the history as abandoned.',
    );
    const h = JSON.parse(ok(['history', '--json']).stdout) as { attempt: number; status: string }[];
    expect(h.map((e) => [e.attempt, e.status])).toEqual([[1, 'abandoned']]);
    expect(ok(['history', '--status', 'abandoned']).stdout).toContain('abandoned');
    // A finished attempt is not recorded twice.
    ok(['run', 'b', '--', 'true']);
    ok(['finish']);
    expect(ok(['init']).stdout).not.toContain('abandoned');
  });
});

describe('cleanup', () => {
  it('says what it removed in words, and --json stays JSON', async () => {
    ok(['init', '--phases', 'a']);
    ok(['run', 'a', '--', 'true']);
    ok(['finish']);
    await new Promise((r) => setTimeout(r, 1100));
    const dry = ok(['cleanup', '--older-than', '1s', '--dry-run']);
    expect(dry.stdout).toMatch(
      /^local history: would remove 2 entries of attempts that ended before \S+, 0 entries kept\n$/,
    );
    const json = JSON.parse(ok(['cleanup', '--older-than', '1s', '--dry-run', '--json']).stdout);
    expect(json.pruned).toMatchObject({ removed: 2, kept: 0 });
    const r = ok(['cleanup', '--older-than', '1s']);
    expect(r.stdout).toMatch(
      /^local history: removed 2 entries of attempts that ended before \S+, 0 entries kept; [\d.]+ K?B → 0 B\n$/,
    );
    expect(r.stdout).not.toContain('{');
    expect(ok(['cleanup', '--older-than', '1s']).stdout).toMatch(
      /^local history: nothing ended before \S+ \(0 entries kept\)\n$/,
    );
  });
});

describe('an option before any command', () => {
  it('says which commands take it, with an example', () => {
    let r = ok(['--json'], 2);
    expect(r.stderr).toMatch(
      /^ci-state: unknown option '--json': it goes after a command that takes it \(init, .*status.*\), e\.g\. ci-state status --json\n$/,
    );
    expect(r.stderr).not.toContain('--json --help');
    r = ok(['--bogus'], 2);
    expect(r.stderr).toBe("ci-state: unknown option '--bogus' (see ci-state --help)\n");
    // After a command, the command's own help is named, as before.
    r = ok(['status', '--bogus'], 2);
    expect(r.stderr).toBe("ci-state: unknown option '--bogus' (see ci-state status --help)\n");
  });
});

describe('counts read as words', () => {
  it('one of a thing is singular, in every output', () => {
    ok(['init', '--phases', 'a']);
    expect(ok(['journal']).stdout).toContain('Replaying 1 entry gives the current state.');
    writeFileSync(join(dir, 'one.txt'), 'x');
    const cp = ok([
      'checkpoint',
      '--files',
      'one.txt',
      '--capture',
      'printf x',
      '--restore',
      'cat',
    ]);
    expect(cp.stdout).toMatch(/ 1 file, [\d.]+ K?B; 2 new blobs /);
    expect(cp.stdout).toContain('  captured external: 1 byte\n');
    ok(['run', 'a', '--', 'true']);
    ok(['finish']);
    const stats = ok(['history', '--stats']).stdout;
    expect(stats).toMatch(/^1 attempt: 1 completed/);
    expect(stats).toContain('most used workflow: default (1 run)\n');
    const doc = JSON.parse(ok(['status', '--json']).stdout) as Record<string, unknown>;
    delete doc.id;
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(doc));
    expect(ok(['validate', 'bad.json'], 1).stdout).toMatch(/^bad\.json: 1 error\n/);
  });
});

describe('get and checkpoint say what went wrong, in one line', () => {
  it('get of a missing key: an error line and exit 1, nothing on stdout', () => {
    ok(['init']);
    let r = ok(['get', 'missing'], 1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'ci-state: no context value "missing" (no value is set; ci-state set missing=<JSON> sets it)\n',
    );
    ok(['set', 'build.version=1']);
    r = ok(['get', 'build.commit'], 1);
    expect(r.stderr).toContain('no context value "build.commit" (set keys: build;');
    expect(r.stderr).not.toContain('warning');
    expect(ok(['get', 'build.version']).stdout).toBe('1\n');
  });

  it('checkpoint --files that match nothing: an error naming the globs, no checkpoint', () => {
    ok(['init']);
    const r = ok(['checkpoint', '--files', 'dist/**', 'out/*.js'], 2);
    expect(r.stderr).toBe(
      'ci-state: checkpoint --files dist/** out/*.js matches no file; no checkpoint recorded\n',
    );
    expect(JSON.parse(ok(['status', '--json']).stdout).checkpoints).toEqual([]);
    // Files the rules leave out are named.
    writeFileSync(join(dir, '.env'), 'X=1');
    expect(ok(['checkpoint', '--files', '.env'], 2).stderr).toMatch(
      /matches no file: 1 match was left out \(\.env: .+\); no checkpoint recorded\n$/,
    );
  });
});

describe('result', () => {
  it("reads a phase's exit code, status, duration and output tails, as text or JSON", () => {
    ok(['init', '--phases', 'build,test,pack']);
    ok(['run', 'build', '--', 'sh', '-c', 'echo built']);
    ok(
      ['run', 'test', '--', 'sh', '-c', 'echo "12 tests"; echo "expected 2, got 3" >&2; exit 3'],
      3,
    );
    const json = JSON.parse(ok(['result', 'test', '--json']).stdout);
    expect(json).toMatchObject({
      phase: 'test',
      status: 'failed',
      attempt: 1,
      exitCode: 3,
      signal: null,
      error: 'exit code 3',
      stdoutTail: '12 tests\n',
      stderrTail: 'expected 2, got 3\n',
    });
    expect(json.durationMs).toBeGreaterThanOrEqual(0);
    const text = ok(['result', 'test']).stdout;
    expect(text).toMatch(/^test: failed in attempt 1 \(exit code 3\) after \S+\n/);
    expect(text).toContain('--- stderr (last 18 characters kept) ---\nexpected 2, got 3\n');
    expect(JSON.parse(ok(['result', 'build', '--json']).stdout)).toMatchObject({
      status: 'succeeded',
      exitCode: 0,
      stdoutTail: 'built\n',
    });
    expect(ok(['result', 'pack']).stdout).toBe('pack: not run yet\n');
    expect(ok(['result', 'deploy'], 2).stderr).toBe(
      'ci-state: result: no phase "deploy" in the run: expected build, test or pack\n',
    );
  });
});
