import { chmodSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli, localEnv, tempDir } from './helpers.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

function stateFile(): string {
  const states = join(dir, '.ci-state', 'states');
  const [key] = readdirSync(states);
  return join(states, key!, 'state.json');
}

/** One line on stderr, starting with "ci-state:", non-zero exit. */
function expectOneLineError(r: { code: number; stderr: string }, pattern: RegExp) {
  expect(r.code).not.toBe(0);
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^ci-state: /);
  expect(lines[0]).toMatch(pattern);
}

describe('bad input gets one clear line and leaves the state untouched', () => {
  it('unknown command', () => {
    expectOneLineError(
      cli(dir, ['frobnicate']),
      /unknown command "frobnicate": expected one of init, run/,
    );
  });

  it('unknown strategy, profile, malformed phase list', () => {
    expectOneLineError(
      cli(dir, ['init', '--resume', 'sometimes']),
      /sometimes.*failed, previous, skip-failed/,
    );
    expectOneLineError(cli(dir, ['init', '--profile', 'nope']), /profile.*nope.*docs/);
    expectOneLineError(cli(dir, ['init', '--phases', 'a,,b:zz']), /--phases/);
  });

  it('run with no command and commands before init', () => {
    expectOneLineError(cli(dir, ['status']), /no run started/);
    cli(dir, ['init', '--workflow', 'w']);
    expectOneLineError(cli(dir, ['run', 'build']), /no command given.*--/);
    expectOneLineError(cli(dir, ['run', 'bad phase!', '--', 'true']), /phase/);
  });

  it('set with invalid JSON', () => {
    cli(dir, ['init', '--workflow', 'w']);
    const before = readFileSync(stateFile(), 'utf8');
    expectOneLineError(cli(dir, ['set', 'name=hello world']), /not valid JSON/);
    expect(readFileSync(stateFile(), 'utf8')).toBe(before);
  });

  it('a command that does not exist fails the phase with 127', () => {
    cli(dir, ['init', '--workflow', 'w']);
    const r = cli(dir, ['run', 'x', '--', 'definitely-not-a-command-xyz']);
    expect(r.code).toBe(127);
    expect(r.stderr).toContain('command not found: definitely-not-a-command-xyz');
  });

  it('a state file that is not JSON recovers from a backup; a newer schemaVersion is refused and kept', () => {
    cli(dir, ['init', '--workflow', 'w']);
    cli(dir, ['run', 'a', '--', 'true']);
    cli(dir, ['run', 'b', '--', 'true']);
    writeFileSync(stateFile(), '{ not json');
    let r = cli(dir, ['status', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning: .*corrupt.*recovered from backup/);
    expect(JSON.parse(r.stdout).phases.a.status).toBe('succeeded');

    const doc = JSON.parse(r.stdout);
    doc.schemaVersion = 99;
    const newer = JSON.stringify(doc);
    writeFileSync(stateFile(), newer);
    r = cli(dir, ['run', 'c', '--', 'true']);
    expectOneLineError(r, /schemaVersion 99 is newer/);
    expect(readFileSync(stateFile(), 'utf8')).toBe(newer);
  });

  it('a lock held by a dead process is taken over with a warning', () => {
    cli(dir, ['init', '--workflow', 'w']);
    const key = readdirSync(join(dir, '.ci-state', 'states'))[0]!;
    // A pid that is not running: the highest pid is far above what this test machine uses.
    mkdirSync(join(dir, '.ci-state', 'locks'), { recursive: true });
    writeFileSync(
      join(dir, '.ci-state', 'locks', `${key}.lock`),
      JSON.stringify({
        pid: 4_194_000,
        host: hostname(),
        startedAt: new Date().toISOString(),
        token: 'x',
      }),
    );
    const r = cli(dir, ['run', 'a', '--', 'true']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/stale lock.*4194000/);
  });

  it('a read-only store gives one line and exits non-zero', () => {
    if (process.getuid?.() === 0) {
      // root ignores permissions: use a store path below a regular file instead (ENOTDIR).
      writeFileSync(join(dir, 'file'), 'x');
      expectOneLineError(
        cli(
          dir,
          ['init', '--workflow', 'w'],
          localEnv({ CI_STATE_DIR: join(dir, 'file', 'store') }),
        ),
        /cannot|not a directory|ENOTDIR/,
      );
    } else {
      chmodSync(dir, 0o500);
      expectOneLineError(cli(dir, ['init', '--workflow', 'w']), /read-only|not writable|EACCES/);
      chmodSync(dir, 0o700);
    }
  });
});
