/**
 * The checkpoints ci-state takes on its own: before_rollback (a rollback can be undone),
 * error_recovery and before_restart (what a failed or cancelled phase produced), scheduled ones,
 * and the cap on their number.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli, cliAsync, tempDir } from './helpers.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

interface Cp {
  id: string;
  reason: string;
  phase?: string;
  globs: string[];
  location?: string;
}
interface State {
  phases: Record<string, { status: string; checkpointId?: string }>;
  checkpoints: Cp[];
}

function state(): State {
  const r = cli(dir, ['status', '--json']);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as State;
}

/** Every path under `root` with its type, mode and content: equal trees compare equal. */
function tree(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const n of readdirSync(join(root, rel)).sort()) {
      const p = rel ? `${rel}/${n}` : n;
      const st = lstatSync(join(root, p));
      if (st.isDirectory()) {
        out[p] = `dir ${(st.mode & 0o777).toString(8)}`;
        walk(p);
      } else {
        out[p] =
          `file ${(st.mode & 0o777).toString(8)} ${readFileSync(join(root, p)).toString('base64')}`;
      }
    }
  };
  walk('');
  return out;
}

describe('before_rollback', () => {
  it('a rollback first checkpoints what it overwrites, and rolling back to that undoes it', () => {
    expect(cli(dir, ['init', '--workflow', 'w']).code).toBe(0);
    const build = cli(dir, [
      'run',
      'build',
      '--outputs',
      'dist/**',
      '--',
      'sh',
      '-c',
      'mkdir -p dist/sub && printf v1 > dist/app.js && echo x > dist/sub/data.txt',
    ]);
    expect(build.code).toBe(0);
    // A later phase changes the outputs without checkpointing them: a rollback overwrites that.
    const test = cli(dir, [
      'run',
      'test',
      '--',
      'sh',
      '-c',
      'printf v2 > dist/app.js && chmod 700 dist/app.js && rm dist/sub/data.txt && head -c 4096 /dev/urandom > dist/new.bin',
    ]);
    expect(test.code).toBe(0);
    const before = tree(join(dir, 'dist'));
    const cps = state().checkpoints.length;

    const dry = cli(dir, ['rollback', '--to', 'build', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(
      /would first take a before_rollback checkpoint of the state and of the files under dist\/\*\*/,
    );
    expect(state().checkpoints).toHaveLength(cps);
    const dryJson = JSON.parse(
      cli(dir, ['rollback', '--to', 'build', '--dry-run', '--json']).stdout,
    );
    expect(dryJson.beforeRollback).toEqual({
      reason: 'before_rollback',
      globs: ['dist/**'],
      captures: [],
    });

    const r = cli(dir, ['rollback', '--to', 'build']);
    expect(r.code).toBe(0);
    const undo =
      /before_rollback checkpoint (cp-\S+) holds what was overwritten: undo with ci-state rollback --to \1/.exec(
        r.stdout,
      )?.[1];
    expect(undo).toBeDefined();
    expect(readFileSync(join(dir, 'dist/app.js'), 'utf8')).toBe('v1');
    expect(existsSync(join(dir, 'dist/new.bin'))).toBe(false);
    let st = state();
    expect(st.phases.test?.status).toBe('rolled_back');
    const cp = st.checkpoints.find((c) => c.id === undo)!;
    expect(cp).toMatchObject({ reason: 'before_rollback', globs: ['dist/**'] });
    expect(cp.phase).toBeUndefined();

    const back = cli(dir, ['rollback', '--to', undo!, '--json']);
    expect(back.code).toBe(0);
    expect(JSON.parse(back.stdout).undoCheckpoint).toMatch(/^cp-/);
    expect(tree(join(dir, 'dist'))).toEqual(before);
    st = state();
    expect(st.phases.test?.status).toBe('succeeded');
    expect(st.phases.build?.status).toBe('succeeded');
  });

  it('also undoes a rollback of the state alone', () => {
    cli(dir, ['init', '--workflow', 'w']);
    cli(dir, ['run', 'a', '--', 'true']);
    const cp = JSON.parse(cli(dir, ['checkpoint', '--phase', 'a', '--json']).stdout).id as string;
    cli(dir, ['run', 'b', '--', 'true']);
    const r = JSON.parse(cli(dir, ['rollback', '--to', cp, '--json']).stdout);
    expect(r.event.rolledBack).toEqual(['b']);
    expect(state().phases.b?.status).toBe('rolled_back');
    expect(cli(dir, ['rollback', '--to', r.undoCheckpoint]).code).toBe(0);
    expect(state().phases.b?.status).toBe('succeeded');
  });
});

describe('error_recovery and before_restart', () => {
  const failing = (marker: string) => [
    'run',
    'build',
    '--outputs',
    'dist/**',
    '--',
    'sh',
    '-c',
    `echo run >> "${marker}"; mkdir -p dist && echo partial > dist/app.js; exit 3`,
  ];

  it('a failed phase checkpoints its outputs, which a re-run neither restores nor skips to', () => {
    const marker = join(dir, 'ran');
    cli(dir, ['init', '--workflow', 'w']);
    const r = cli(dir, failing(marker));
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/error_recovery checkpoint cp-\S+ of build: 1 file,/);
    const st = state();
    expect(st.checkpoints).toHaveLength(1);
    expect(st.checkpoints[0]).toMatchObject({
      reason: 'error_recovery',
      phase: 'build',
      globs: ['dist/**'],
    });
    expect(st.phases.build?.checkpointId).toBeUndefined();
    const id = st.checkpoints[0]!.id;

    // Not a checkpoint of what build completed: not found by the phase's name.
    expect(cli(dir, ['rollback', '--to', 'build', '--dry-run']).stderr).toMatch(
      /unknown rollback target "build"/,
    );
    // Resuming at the phase keeps nothing of it: it failed, and has no checkpoint of its outputs.
    const plan = cli(dir, ['resume', '--dry-run', '--strategy', 'checkpoint:build']);
    expect(plan.stdout).toMatch(/warning: no checkpoint of phase build/);
    expect(plan.stdout).toMatch(/run\s+build/);

    // The next attempt runs build again.
    cli(dir, ['finish']);
    expect(cli(dir, ['init', '--workflow', 'w']).code).toBe(0);
    const again = cli(dir, [
      'run',
      'build',
      '--outputs',
      'dist/**',
      '--',
      'sh',
      '-c',
      `echo run >> "${marker}"; echo done > dist/app.js`,
    ]);
    expect(again.code).toBe(0);
    expect(again.stderr).not.toMatch(/skipped/);
    expect(readFileSync(marker, 'utf8')).toBe('run\nrun\n');

    // What the failed try produced can still be put back by id.
    expect(cli(dir, ['rollback', '--to', id]).code).toBe(0);
    expect(readFileSync(join(dir, 'dist/app.js'), 'utf8')).toBe('partial\n');
  });

  it('is off with --no-error-checkpoints, and a snapshot that fails never changes the exit code', () => {
    cli(dir, ['init', '--workflow', 'w', '--no-error-checkpoints']);
    expect(cli(dir, failing(join(dir, 'ran'))).code).toBe(3);
    expect(state().checkpoints).toHaveLength(0);

    cli(dir, ['reset']);
    cli(dir, ['init', '--workflow', 'w2']);
    // The blob store cannot be written (a file where its directory goes): a warning, and the
    // phase's own exit code.
    mkdirSync(join(dir, '.ci-state', 'checkpoints'), { recursive: true });
    writeFileSync(join(dir, '.ci-state', 'checkpoints', 'blobs'), 'not a directory');
    const r = cli(dir, [
      'run',
      'gen',
      '--outputs',
      'out/**',
      '--',
      'sh',
      '-c',
      'mkdir -p out && echo o > out/f; exit 4',
    ]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/warning: error_recovery checkpoint of gen NOT taken: /);
    expect(state().phases.gen?.status).toBe('failed');
  });

  it('a cancelled phase checkpoints its outputs as before_restart', async () => {
    cli(dir, ['init', '--workflow', 'w']);
    const started = join(dir, 'started');
    const run = cliAsync(dir, [
      'run',
      'long',
      '--outputs',
      'out/**',
      '--',
      'sh',
      '-c',
      `mkdir -p out && echo half > out/part.txt && touch "${started}" && exec sleep 30`,
    ]);
    while (!existsSync(started)) await new Promise((res) => setTimeout(res, 20));
    run.child.kill('SIGTERM');
    const r = await run.done;
    expect(r.code).toBe(143);
    expect(r.stderr).toMatch(/before_restart checkpoint cp-\S+ of long: 1 file,/);
    const st = state();
    expect(st.phases.long?.status).toBe('failed');
    expect(st.checkpoints.map((c) => c.reason)).toEqual(['before_restart']);
  });

  it('a signal that comes as the command starts is forwarded, not fatal to ci-state', async () => {
    // The command signals ci-state at once, before the spawn may have returned in ci-state: the
    // signal must find ci-state listening (a runner's cancellation can come at any moment).
    cli(dir, ['init', '--workflow', 'w']);
    for (let i = 0; i < 5; i++) {
      const run = cliAsync(dir, [
        'run',
        `early${i}`,
        '--outputs',
        'out/**',
        '--',
        'sh',
        '-c',
        'kill -TERM $PPID; exec sleep 30',
      ]);
      const r = await run.done;
      expect(r.code, `run ${i}: ${r.signal ?? ''} ${r.stderr}`).toBe(143);
      expect(state().phases[`early${i}`]?.status).toBe('failed');
    }
  });
});

describe('scheduled checkpoints and the cap', () => {
  it('takes one every 2 phase ends, with the outputs of the phases that succeeded', () => {
    cli(dir, ['init', '--workflow', 'w', '--checkpoint-interval', '2']);
    const gen = (p: string) => [
      'run',
      p,
      '--outputs',
      `${p}/**`,
      '--',
      'sh',
      '-c',
      `mkdir -p ${p} && echo ${p} > ${p}/f`,
    ];
    expect(cli(dir, gen('a')).code).toBe(0);
    const b = cli(dir, ['run', 'b', '--', 'true']);
    expect(b.stderr).toMatch(/scheduled checkpoint cp-\S+ of b: 1 file,/);
    expect(cli(dir, ['run', 'c', '--', 'false']).code).toBe(1);
    expect(cli(dir, gen('d')).code).toBe(0);
    const scheduled = state().checkpoints.filter((c) => c.reason === 'scheduled');
    expect(scheduled.map((c) => [c.phase, c.globs])).toEqual([
      ['b', ['a/**']],
      ['d', ['a/**', 'd/**']],
    ]);
    // After a failed phase the scheduled checkpoint is of no phase.
    expect(cli(dir, ['run', 'e', '--', 'false']).code).toBe(1);
    expect(cli(dir, ['run', 'f', '--', 'false']).stderr).toMatch(
      /scheduled checkpoint cp-\S+: 2 files/,
    );
    // Never a phase record's checkpoint.
    expect(state().phases.b?.checkpointId).toBeUndefined();
  });

  it('refuses a bad interval or cap in one line naming the option', () => {
    for (const [opt, value] of [
      ['--checkpoint-interval', '5s'],
      ['--checkpoint-interval', '0'],
      ['--max-checkpoints', '0'],
      ['--max-checkpoints', 'lots'],
    ] as const) {
      const r = cli(dir, ['init', '--workflow', 'w', opt, value]);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(`${opt} is "${value}": expected `);
    }
    expect(existsSync(join(dir, '.ci-state', 'current'))).toBe(false);
  });

  it('keeps at most max checkpoints, pruning the oldest unreferenced; cleanup removes their content', () => {
    cli(dir, ['init', '--workflow', 'w', '--max-checkpoints', '3']);
    expect(
      cli(dir, [
        'run',
        'build',
        '--outputs',
        'dist/**',
        '--',
        'sh',
        '-c',
        'mkdir -p dist && echo b > dist/b',
      ]).code,
    ).toBe(0);
    mkdirSync(join(dir, 'notes'));
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      writeFileSync(join(dir, 'notes/n.txt'), `note ${n}`);
      const r = cli(dir, ['checkpoint', '--files', 'notes/**', '--json']);
      expect(r.code).toBe(0);
      ids.push(JSON.parse(r.stdout).id);
      if (n === 3) expect(JSON.parse(r.stdout).pruned).toEqual([ids[0]]);
    }
    const st = state();
    const build = st.phases.build!.checkpointId!;
    // The build's checkpoint is referenced by its record: the oldest note went instead.
    expect(st.checkpoints.map((c) => c.id)).toEqual([build, ids[1], ids[2]]);
    writeFileSync(join(dir, 'notes/n.txt'), 'note 4');
    const r = cli(dir, ['checkpoint', '--files', 'notes/**']);
    expect(r.stdout).toMatch(
      /pruned 1 old checkpoint nothing refers to \(the run keeps at most 3\)/,
    );

    // The pruned checkpoints' packs are left to cleanup, which removes them after its grace period.
    const packsDir = join(dir, '.ci-state', 'checkpoints', 'blobs', 'packs');
    const packs = () => readdirSync(packsDir).filter((n) => n.endsWith('.pack'));
    expect(packs()).toHaveLength(5);
    const old = new Date(Date.now() - 2 * 3600_000);
    for (const n of readdirSync(packsDir)) utimesSync(join(packsDir, n), old, old);
    const c = cli(dir, ['cleanup']);
    expect(c.code).toBe(0);
    expect(c.stdout).toMatch(/removed checkpoint content no state refers to: 2 packs/);
    expect(packs()).toHaveLength(3);
    // What remains still restores.
    expect(cli(dir, ['rollback', '--to', ids[2]!]).code).toBe(0);
    expect(readFileSync(join(dir, 'notes/n.txt'), 'utf8')).toBe('note 3');
  });
});
