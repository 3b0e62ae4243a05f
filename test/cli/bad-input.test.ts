import { chmodSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cli, localEnv, tempDir } from './helpers.js';

// In-process runs only (the built CLI is a separate process): a command named "ci-state-test-throw"
// makes execPhase throw, to see what an unexpected error after a phase began leaves behind.
vi.mock('../../src/cli/exec.js', async (original) => {
  const real = await original<typeof import('../../src/cli/exec.js')>();
  return {
    ...real,
    execPhase: (command: string[], opts: Parameters<typeof real.execPhase>[1]) =>
      command[0] === 'ci-state-test-throw'
        ? Promise.reject(new Error('boom'))
        : real.execPhase(command, opts),
  };
});

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

/** The exit code of a refused input (see CiStateError and reportError). */
const BAD_INPUT = 2;

/** Every file of a store with its content (the lock files aside): what a refusal leaves as it is. */
function storeFiles(store: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      const rel = relative(store, path);
      if (rel === 'locks') continue;
      if (statSync(path).isDirectory()) walk(path);
      else out[rel] = readFileSync(path, 'base64');
    }
  };
  walk(store);
  return out;
}

/** Refused as bad input: exit 2, one stderr line naming `name`, no byte of the store changed. */
function expectRefused(cwd: string, args: string[], name: string, pattern?: RegExp) {
  const store = join(cwd, '.ci-state');
  const before = storeFiles(store);
  const r = cli(cwd, args);
  const lines = r.stderr.split('\n').filter((l, i, all) => l !== '' || i < all.length - 1);
  expect(r.code, `${JSON.stringify(args)}: ${r.stderr}`).toBe(BAD_INPUT);
  expect(lines, JSON.stringify(args)).toHaveLength(1);
  expect(lines[0]).toMatch(/^ci-state: /);
  expect(lines[0]).toContain(name);
  if (pattern) expect(lines[0]).toMatch(pattern);
  expect(r.stderr).not.toMatch(/internal error/);
  expect(storeFiles(store)).toEqual(before);
}

// ------------------------------------------------------------ values that must be refused

const ALNUM = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
  minLength: 1,
  maxLength: 8,
});
/** Any short text without NUL (which no command line can hold). */
const TEXT = fc.string({ maxLength: 10 }).filter((s) => !s.includes('\0'));

/** Not a whole number from min to max. */
function notCount(min: number, max: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: -1_000_000, max: min - 1 }).map(String),
    fc.integer({ min: max + 1, max: Number.MAX_SAFE_INTEGER }).map(String),
    fc.constantFrom('', ' ', 'abc', '1.5', '1e3', '0x10', '+5', '-0', 'NaN', 'Infinity', '12abc'),
    TEXT.filter((s) => !/^\s*\d+\s*$/.test(s)),
  );
}

const DURATION = /^\s*\d+(?:\.\d+)?\s*[smhdw]\s*$/i;
const notDuration = fc.oneof(
  fc.constantFrom('', '30', 'd', '1y', '-1d', 'yesterday', '1 day'),
  TEXT.filter((s) => !DURATION.test(s)),
);
const notTime = notDuration.filter((s) => !/^\d{4}-\d{2}-\d{2}/.test(s.trim()));

/** A glob with a bracket, brace or parenthesis left open, or one that closes nothing. */
const badGlob = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...'ab*./_-'), maxLength: 6 }),
    fc.constantFrom('[', '{', '(', '}', ')'),
    fc.string({ unit: fc.constantFrom(...'ab*./_-'), maxLength: 6 }),
  )
  .map(([a, b, c]) => `${a}${b}${c}`);
/** A glob that would reach outside the workspace. */
const outsideGlob = fc.oneof(
  badGlob,
  ALNUM.map((s) => `/${s}`),
  ALNUM.map((s) => `../${s}`),
  fc.constant(''),
);

const PHASE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Not a phase id (and, as it may be a positional argument, not something that looks like an option). */
const notPhaseId = fc.oneof(
  fc.constantFrom('', 'a b', 'bad!', 'é', '.x', '_x', 'x'.repeat(65), 'a/b'),
  TEXT.filter((s) => !PHASE_ID.test(s) && !s.startsWith('-')),
);
const notEnvName = fc.oneof(
  fc.constantFrom('', 'A B', '1A', 'A-B', 'A=B'),
  TEXT.filter((s) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(s)),
);
/** Blank, or longer than `max`. */
function badText(max: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('', '  '),
    fc.integer({ min: max + 1, max: max + 100 }).map((n) => 'x'.repeat(n)),
  );
}
const STRATEGIES = ['failed', 'previous', 'skip-failed', 'restart'];
const notStrategy = fc.oneof(
  fc.constantFrom('sometimes', 'checkpoint:', 'checkpoint: a b', 'fail'),
  TEXT.filter(
    (s) =>
      s.trim() !== '' &&
      !STRATEGIES.includes(s.trim().toLowerCase()) &&
      !s.trim().toLowerCase().startsWith('checkpoint:'),
  ),
);
const FORMATS = ['table', 'json', 'jsonl', 'csv', 'markdown', 'html', 'md', 'text'];
const notFormat = TEXT.filter((s) => !FORMATS.includes(s.trim().toLowerCase()));
const notRepo = fc.oneof(
  fc.constantFrom('', 'owner', 'a/b/c', '/b', 'a/', 'a b/c'),
  TEXT.filter((s) => !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(s)),
);
const emptyItem = fc
  .tuple(fc.constantFrom('a', 'b', 'build'), fc.constantFrom('c', 'test'))
  .map(([a, b]) => `${a},,${b}`);

interface Case {
  /** The option (or argument) the error must name. */
  name: string;
  args: (bad: string) => string[];
  bad: fc.Arbitrary<string>;
}

/** Each command with a bad value for each of its options, alone among good ones. */
const CASES: Case[] = [
  {
    name: '--tail',
    args: (v) => ['run', 'p', `--tail=${v}`, '--', 'true'],
    bad: notCount(1, 65_536),
  },
  { name: '--env', args: (v) => ['run', 'p', `--env=${v}`, '--', 'true'], bad: notEnvName },
  {
    name: '--requires',
    args: (v) => ['run', 'p', `--requires=${v}`, '--', 'true'],
    bad: notPhaseId,
  },
  { name: '--inputs', args: (v) => ['run', 'p', `--inputs=${v}`, '--', 'true'], bad: badGlob },
  {
    name: '--outputs',
    args: (v) => ['run', 'p', `--outputs=${v}`, '--', 'true'],
    bad: outsideGlob,
  },
  { name: 'phase', args: (v) => ['run', v, '--', 'true'], bad: notPhaseId },
  { name: 'phase', args: (v) => ['run', v, '--tail=10', '--', 'true'], bad: notPhaseId },
  { name: 'phase', args: (v) => ['phase', 'start', v], bad: notPhaseId },
  { name: '--requires', args: (v) => ['phase', 'start', 'p', `--requires=${v}`], bad: notPhaseId },
  { name: 'phase', args: (v) => ['phase', 'done', v], bad: notPhaseId },
  { name: '--reason', args: (v) => ['phase', 'fail', 'a', `--reason=${v}`], bad: badText(4096) },
  { name: '--reason', args: (v) => ['phase', 'skip', 'a', `--reason=${v}`], bad: badText(1024) },
  { name: '--reason', args: (v) => ['pause', `--reason=${v}`], bad: badText(1024) },
  { name: '--phase', args: (v) => ['checkpoint', `--phase=${v}`], bad: notPhaseId },
  { name: '--files', args: (v) => ['checkpoint', `--files=${v}`], bad: outsideGlob },
  {
    name: '--allow-secrets',
    args: (v) => ['checkpoint', '--files=a', `--allow-secrets=${v}`],
    bad: outsideGlob,
  },
  { name: '--name', args: (v) => ['checkpoint', `--name=${v}`], bad: badText(128) },
  { name: '--strategy', args: (v) => ['resume', `--strategy=${v}`], bad: notStrategy },
  {
    name: '--to',
    args: (v) => ['rollback', `--to=${v}`],
    bad: fc.oneof(
      fc.constantFrom('', ' ', 'a b'),
      ALNUM.map((s) => `${s} x`),
    ),
  },
  { name: '--reason', args: (v) => ['rollback', '--to=a', `--reason=${v}`], bad: badText(1024) },
  {
    name: '--status',
    args: (v) => ['history', `--status=${v}`],
    bad: TEXT.filter(
      (s) => !/^(pending|running|paused|failed|completed|rolled_back|succeeded|skipped)$/.test(s),
    ),
  },
  { name: '--since', args: (v) => ['history', `--since=${v}`], bad: notTime },
  { name: '--until', args: (v) => ['history', `--until=${v}`], bad: notTime },
  { name: '--max-runs', args: (v) => ['history', `--max-runs=${v}`], bad: notCount(1, 1000) },
  { name: '--concurrency', args: (v) => ['history', `--concurrency=${v}`], bad: notCount(1, 16) },
  { name: '--format', args: (v) => ['history', `--format=${v}`], bad: notFormat },
  {
    name: '--source',
    args: (v) => ['history', `--source=${v}`],
    bad: TEXT.filter((s) => !['local', 'repo', 'run'].includes(s)),
  },
  { name: '--file', args: (v) => ['history', `--file=missing-${v}.jsonl`], bad: ALNUM },
  { name: '--repo', args: (v) => ['history', `--repo=${v}`], bad: notRepo },
  { name: '--phase', args: (v) => ['history', `--phase=${v}`], bad: notPhaseId },
  { name: '--output', args: (v) => ['history', `--output=missing-${v}/out.txt`], bad: ALNUM },
  { name: '--older-than', args: (v) => ['cleanup', `--older-than=${v}`], bad: notDuration },
  { name: '--keep', args: (v) => ['cleanup', `--keep=${v}`], bad: notCount(0, 100_000) },
  { name: '--repo', args: (v) => ['cleanup', '--older-than=1d', `--repo=${v}`], bad: notRepo },
  { name: '--phases', args: (v) => ['init', '--workflow=w', `--phases=${v}`], bad: emptyItem },
  { name: '--resume', args: (v) => ['init', '--workflow=w', `--resume=${v}`], bad: notStrategy },
  { name: '--profile', args: (v) => ['init', '--workflow=w', `--profile=${v}`], bad: notPhaseId },
  { name: '--workflow', args: (v) => ['init', `--workflow=${v}`], bad: badText(256) },
  {
    name: '--rerun-side-effects',
    args: (v) => ['init', '--workflow=w', `--rerun-side-effects=${v}`],
    bad: fc.constantFrom('a b!', 'bad!', 'é', '.x'),
  },
  {
    name: '--rerun-side-effects',
    args: (v) => ['resume', `--rerun-side-effects=${v}`],
    bad: fc.constantFrom('bad!', '_x,a'),
  },
  {
    name: '--checkpoint-interval',
    args: (v) => ['init', '--workflow=w', `--checkpoint-interval=${v}`],
    bad: fc.oneof(
      fc.constantFrom('', '0', '1d', '3,4', '30m,1h', '-1'),
      ALNUM.map((x) => `${x}x`),
    ),
  },
  {
    name: '--max-checkpoints',
    args: (v) => ['init', '--workflow=w', `--max-checkpoints=${v}`],
    bad: notCount(1, 10_000),
  },
  {
    name: '--phases-file',
    args: (v) => ['init', '--workflow=w', `--phases-file=missing-${v}.yml`],
    bad: ALNUM,
  },
  { name: 'validate', args: (v) => ['validate', `missing-${v}.json`], bad: ALNUM },
];

describe('every option of every command: a bad value is refused before anything changes', () => {
  let shared: string;
  let removeShared: () => void;
  beforeAll(() => {
    ({ dir: shared, cleanup: removeShared } = tempDir());
    // A run with a phase and a checkpoint, so that every command has something to change.
    expect(cli(shared, ['init', '--workflow', 'w', '--phases', 'a,b,p']).code).toBe(0);
    expect(cli(shared, ['run', 'a', '--', 'true']).code).toBe(0);
    expect(cli(shared, ['checkpoint']).code).toBe(0);
  });
  afterAll(() => removeShared());

  // fast-check prints the seed and path of a failing run; FC_SEED replays one.
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
  const numRuns = Number(process.env.FC_RUNS ?? 3);
  it.each(CASES.map((c) => [c.args('<bad>').join(' '), c] as const))('%s', (_title, c) => {
    fc.assert(
      fc.property(c.bad, (bad) => expectRefused(shared, c.args(bad), c.name)),
      { numRuns, ...(seed !== undefined ? { seed } : {}) },
    );
  });
});

describe('the values of issue 20, one by one', () => {
  beforeEach(() => {
    expect(cli(dir, ['init', '--workflow', 'w']).code).toBe(0);
  });

  it('--tail out of range is refused before the phase begins; the phase then runs', () => {
    expectRefused(dir, ['run', 'a', '--tail', '-5', '--', 'true'], '--tail', /1 to 65536/);
    expectRefused(dir, ['run', 'a', '--tail', '0', '--', 'true'], '--tail');
    expectRefused(dir, ['run', 'a', '--tail', 'abc', '--', 'true'], '--tail');
    expectRefused(dir, ['run', 'a', '--tail', '65537', '--', 'true'], '--tail');
    const r = cli(dir, ['run', 'a', '--', 'true']);
    expect(r.code, r.stderr).toBe(0);
    expect(cli(dir, ['run', 'b', '--tail', '65536', '--', 'true']).code).toBe(0);
    const state = JSON.parse(cli(dir, ['status', '--json']).stdout);
    expect(state.phases.a.status).toBe('succeeded');
    expect(state.phases.b.status).toBe('succeeded');
  });

  it('`run` read without commander refuses exactly as with it', () => {
    for (const phase of ['bad phase!', '', '.x']) {
      const plain = cli(dir, ['run', phase, '--', 'true']);
      const parsed = cli(dir, ['run', phase, '--tail', '4096', '--', 'true']);
      expect(plain.code).toBe(BAD_INPUT);
      expect(plain).toEqual(parsed);
    }
    expectRefused(dir, ['run', 'a', '--', ''], 'no command given');
  });

  it('counts and durations', () => {
    expectRefused(dir, ['cleanup', '--keep', 'abc'], '--keep', /whole number/);
    expectRefused(dir, ['cleanup', '--keep', '5'], '--keep', /goes with --repo/);
    expectRefused(dir, ['history', '--max-runs', 'abc'], '--max-runs', /whole number/);
    expectRefused(dir, ['cleanup', '--older-than', '30x'], '--older-than');
    expectRefused(dir, ['history', '--since', 'yesterday'], '--since');
  });

  it('checkpoint --files with an invalid glob', () => {
    expectRefused(dir, ['checkpoint', '--files', '['], '--files', /not a valid glob/);
    expectRefused(dir, ['checkpoint', '--files', 'src/{a,b'], '--files', /not a valid glob/);
    expectRefused(dir, ['checkpoint', '--git-changed'], '--git-changed');
    writeFileSync(join(dir, '[x].txt'), 'x');
    const r = cli(dir, ['checkpoint', '--files', '[[]x].txt']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('1 file,');
  });

  it('--phases with an empty item between commas; a comma ending a line is fine', () => {
    expectRefused(
      dir,
      ['init', '--workflow', 'v', '--phases', 'a,,b'],
      '--phases',
      /empty item between commas/,
    );
    const r = cli(dir, ['init', '--workflow', 'v', '--phases', 'a,\nb,\n\n# c\n']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Phases: a, b');
  });

  it('context keys of get and set', () => {
    expectRefused(dir, ['set', 'a..b=1'], 'context key');
    expectRefused(dir, ['set', '__proto__=1'], 'context key');
    expectRefused(dir, ['get', 'a..b'], 'context key');
  });

  it('history --file that does not exist', () => {
    expectRefused(dir, ['history', '--file', 'nope.jsonl'], '--file', /does not exist/);
  });

  it('resume --strategy errors name --strategy', () => {
    expectRefused(dir, ['resume', '--strategy', 'bogus'], '--strategy');
    expect(cli(dir, ['resume', '--strategy', 'bogus']).stderr).not.toContain('--resume');
  });

  it('reset keeps a state written by a newer ci-state', () => {
    const doc = JSON.parse(readFileSync(stateFile(), 'utf8'));
    doc.schemaVersion = 99;
    writeFileSync(stateFile(), JSON.stringify(doc));
    expectRefused(dir, ['reset'], 'reset', /schemaVersion 99 is newer/);
    expect(JSON.parse(readFileSync(stateFile(), 'utf8')).schemaVersion).toBe(99);
  });
});

describe('an error after a phase began', () => {
  it('records the phase as failed with the error, so the next run of it starts', async () => {
    expect(cli(dir, ['init', '--workflow', 'w']).code).toBe(0);
    const saved = { cwd: process.cwd(), store: process.env.CI_STATE_DIR };
    process.env.CI_STATE_DIR = join(dir, '.ci-state');
    try {
      const { cmdRun } = await import('../../src/cli/commands/run.js');
      const { createPrinter } = await import('../../src/cli/output.js');
      const sink = { write: () => true } as unknown as NodeJS.WritableStream;
      await expect(
        cmdRun(createPrinter(sink, sink), 'a', ['ci-state-test-throw'], { tail: '4096' }),
      ).rejects.toThrow('boom');
    } finally {
      if (saved.store === undefined) delete process.env.CI_STATE_DIR;
      else process.env.CI_STATE_DIR = saved.store;
    }
    const a = JSON.parse(cli(dir, ['status', '--json']).stdout).phases.a;
    expect(a.status).toBe('failed');
    expect(a.error).toBe('ci-state internal error: boom');
    const r = cli(dir, ['run', 'a', '--', 'true']);
    expect(r.code, r.stderr).toBe(0);
  });
});

describe('the checks themselves', () => {
  it('globProblem accepts the usual globs and names what is left open', async () => {
    const { globProblem } = await import('../../src/cli/validate.js');
    for (const ok of [
      '**/*.ts',
      'src/{a,b}/*.{js,ts}',
      '[[]x].txt',
      '[!a]*',
      '[]]',
      '!(foo)',
      '@(a|b)/+(c|d)',
      'a\\[b',
      'dist/',
    ])
      expect(globProblem(ok), ok).toBeUndefined();
    expect(globProblem('[')).toMatch(/"\[" is not closed/);
    expect(globProblem('src/{a,b')).toMatch(/"\{" is not closed/);
    expect(globProblem('a)')).toMatch(/"\)" closes nothing/);
    expect(globProblem('{a)')).toMatch(/"\)" closes nothing/);
  });

  it('wholeNumber takes decimal digits only, within the range', async () => {
    const { wholeNumber } = await import('../../src/cli/validate.js');
    expect(wholeNumber('42', '--n', 1, 100)).toBe(42);
    expect(wholeNumber(' 7 ', '--n', 1, 100)).toBe(7);
    for (const bad of ['0', '101', '1e1', '0x1', '4.0', '', '-1'])
      expect(() => wholeNumber(bad, '--n', 1, 100), bad).toThrow(/^--n ".*" is not valid/);
  });
});
