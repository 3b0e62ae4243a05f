/**
 * Keeping what a phase changed in the background (CI_STATE_KEEP=background, the default on a
 * runner): `run` returns once the keeper started, later commands wait for it where the record
 * matters, the checkpoint is recorded only for content that is still the phase's, and a keeper
 * that is gone leaves its phase to run again. Real processes on a local store.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, cli, localEnv, tempDir, type CliResult } from './helpers.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

const background = localEnv({ CI_STATE_KEEP: 'background' });

function ok(r: CliResult): CliResult {
  expect(r.stderr).not.toContain('internal error');
  expect(r.code, r.stderr).toBe(0);
  return r;
}

function workspace() {
  const t = tempDir('ci-state-keeper-');
  cleanups.push(t.cleanup);
  const run = (...args: string[]) => cli(t.dir, args, background);
  const state = () => {
    const store = join(t.dir, '.ci-state');
    const key = readFileSync(join(store, 'current'), 'utf8').trim();
    return JSON.parse(readFileSync(join(store, 'states', key, 'state.json'), 'utf8')) as {
      phases: Record<
        string,
        { checkpointId?: string; outputsNotKept?: string; outputsPending?: string }
      >;
    };
  };
  const keeping = join(t.dir, '.ci-state', 'checkpoints', 'keeping');
  return {
    dir: t.dir,
    run,
    state,
    keeping,
    jobs: () =>
      existsSync(keeping) ? readdirSync(keeping).filter((n) => n.endsWith('.json')) : [],
    fresh: () => {
      for (const name of readdirSync(t.dir))
        if (name !== '.ci-state') rmSync(join(t.dir, name), { recursive: true, force: true });
    },
  };
}

describe('outputs kept in the background', () => {
  it('run returns before the keeper; flush waits; the skipped build gets its files back', () => {
    const w = workspace();
    ok(w.run('init', '--workflow', 'w', '--phases', 'build,test'));
    const b = ok(
      w.run('run', 'build', '--', 'sh', '-c', 'mkdir -p out && echo built > out/app.txt'),
    );
    expect(b.stderr).toMatch(/build: keeping what it changed \(1 file, \d+ B\) in the background/);
    // flush waits for the keeper and says what it did
    const f = ok(w.run('flush'));
    expect(f.stderr).toMatch(/background: checkpoint cp-\S+ of build \(what it changed\)/);
    expect(w.jobs()).toEqual([]);
    const rec = w.state().phases.build!;
    expect(rec.checkpointId).toMatch(/^cp-/);
    expect(rec.outputsNotKept).toBeUndefined();
    expect(rec.outputsPending).toBeUndefined();
    expect(w.run('run', 'test', '--', 'sh', '-c', 'exit 3').code).toBe(3);

    // Attempt 2 on a fresh machine: build is skipped with its files back; test reads them.
    w.fresh();
    ok(w.run('init', '--workflow', 'w', '--phases', 'build,test'));
    const b2 = ok(w.run('run', 'build', '--', 'sh', '-c', 'echo ran >> ../never'));
    expect(b2.stderr).toContain('build: restored its outputs from checkpoint');
    expect(readFileSync(join(w.dir, 'out/app.txt'), 'utf8')).toBe('built\n');
    ok(w.run('run', 'test', '--', 'cat', 'out/app.txt'));
  });

  it('the next run shows what a keeper that finished said, once, whatever phase it runs', async () => {
    const w = workspace();
    ok(w.run('init', '--workflow', 'w', '--phases', 'build,lint'));
    ok(w.run('run', 'build', '--', 'sh', '-c', 'echo v1 > made.txt'));
    // The keeper ends on its own (its job file goes); lint does not require build.
    const scale = Number(process.env.CI_STATE_TIME_SCALE ?? 1);
    for (const until = Date.now() + 120_000 * scale; w.jobs().length;) {
      expect(Date.now(), 'the keeper did not end').toBeLessThan(until);
      await new Promise((r) => setTimeout(r, 50));
    }
    const l = ok(w.run('run', 'lint', '--', 'true'));
    expect(l.stderr).toMatch(/background: checkpoint cp-\S+ of build \(what it changed\)/);
    const f = ok(w.run('flush'));
    expect(f.stderr).not.toContain('of build (what it changed)');
  });

  it('what a keeper said is shown even when its job file outlived it (a dead pid)', async () => {
    const w = workspace();
    ok(w.run('init', '--workflow', 'w', '--phases', 'build,test'));
    ok(w.run('run', 'build', '--', 'sh', '-c', 'echo v1 > made.txt'));
    const scale = Number(process.env.CI_STATE_TIME_SCALE ?? 1);
    const logs = () => (existsSync(w.keeping) ? readdirSync(w.keeping) : []);
    for (const until = Date.now() + 120_000 * scale; w.jobs().length;) {
      expect(Date.now(), 'the keeper did not end').toBeLessThan(until);
      await new Promise((r) => setTimeout(r, 50));
    }
    // The keeper recorded its checkpoint, said so and ended; its job file is back with its pid,
    // as a late write of the job could bring it back: the job of a dead keeper.
    const [log] = logs().filter((n) => n.endsWith('.log'));
    expect(readFileSync(join(w.keeping, log!), 'utf8')).toMatch(/checkpoint cp-\S+ of build/);
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    });
    const { readKeepJob, writeKeepJob } = await import('../../src/store/keepers.js');
    const id = log!.slice(0, -'.log'.length);
    writeKeepJob(join(w.dir, '.ci-state'), {
      v: 1,
      id,
      key: '',
      phase: 'build',
      root: w.dir,
      paths: ['made.txt'],
      stamps: [''],
      startedAt: new Date().toISOString(),
      pid: Number(dead.stdout.trim()),
    });
    expect(readKeepJob(join(w.keeping, `${id}.json`))?.pid).toBeGreaterThan(0);
    const f = ok(w.run('flush'));
    expect(f.stderr).toMatch(/background: checkpoint cp-\S+ of build \(what it changed\)/);
    expect(logs()).toEqual([]);
    expect(w.state().phases.build!.checkpointId).toMatch(/^cp-/);
  });

  it('a new attempt waits for the last one keepers, without flush', () => {
    const w = workspace();
    ok(w.run('init', '--workflow', 'w', '--phases', 'build,test'));
    ok(w.run('run', 'build', '--', 'sh', '-c', 'echo v1 > made.txt'));
    expect(w.run('run', 'test', '--', 'false').code).toBe(1);
    // The same machine: init waits for the keeper (a fresh workspace only after it).
    const i = ok(w.run('init', '--workflow', 'w', '--phases', 'build,test'));
    w.fresh();
    expect(i.stdout).toMatch(/skip\s+build\s+succeeded in attempt 1/);
    ok(w.run('run', 'build', '--', 'false'));
    expect(readFileSync(join(w.dir, 'made.txt'), 'utf8')).toBe('v1\n');
  });

  it('a side effect keeps its outputs before run returns, never in the background', () => {
    const w = workspace();
    ok(w.run('init', '--workflow', 'w', '--phases', 'deploy'));
    const d = ok(
      w.run('run', 'deploy', '--side-effect', '--', 'sh', '-c', 'echo id-42 > receipt.txt'),
    );
    expect(d.stderr).not.toContain('in the background');
    expect(d.stderr).toMatch(/checkpoint cp-\S+ of deploy \(what it changed\)/);
    expect(w.jobs()).toEqual([]);
  });

  it('content changed after the phase ended is not recorded as the phase’s', async () => {
    const w = workspace();
    const inline = localEnv({ CI_STATE_KEEP: 'inline' });
    ok(cli(w.dir, ['init', '--workflow', 'w', '--phases', 'build,test'], inline));
    ok(cli(w.dir, ['run', 'build', '--', 'sh', '-c', 'echo 1 > a.txt && echo 2 > b.txt'], inline));
    const first = w.state().phases.build!.checkpointId;
    // The phase's end as `run` records it in background mode: the job, and the record marked.
    const changed = ['a.txt', 'b.txt'];
    const pend = async () => {
      const job = await markPending(w.dir, 'build', changed);
      return job;
    };
    const job = await pend();
    // A later step rewrites a.txt before the keeper read it.
    writeFileSync(join(w.dir, 'a.txt'), 'rewritten\n');
    const k = keeper(w.dir, job.file);
    expect(k.status, k.stderr).toBe(0);
    expect(k.stderr).toContain(
      'build: 1 file it changed (a.txt) changed again before they were kept',
    );
    let rec = w.state().phases.build!;
    expect(rec.checkpointId).toBe(first);
    expect(rec.outputsPending).toBeUndefined();
    expect(rec.outputsNotKept).toContain('changed again before they were kept');
    expect(existsSync(job.file)).toBe(false);

    // Unchanged since the phase ended: recorded, the mark gone.
    const again = await pend();
    const k2 = keeper(w.dir, again.file);
    expect(k2.status, k2.stderr).toBe(0);
    rec = w.state().phases.build!;
    expect(rec.checkpointId).not.toBe(first);
    expect(rec.outputsNotKept).toBeUndefined();
    expect(rec.outputsPending).toBeUndefined();
  });

  it('a keeper that is gone leaves its phase to run again on the next attempt', async () => {
    const w = workspace();
    ok(w.run('init', '--workflow', 'w', '--phases', 'build,test'));
    ok(w.run('run', 'build', '--', 'sh', '-c', 'echo 1 > a.txt'));
    ok(w.run('flush'));
    const job = await markPending(w.dir, 'build', ['a.txt']);
    // Its keeper died with the job: the pid of a process that has exited.
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    });
    const { writeKeepJob } = await import('../../src/store/keepers.js');
    writeKeepJob(join(w.dir, '.ci-state'), { ...job.job, pid: Number(dead.stdout.trim()) });
    expect(w.run('run', 'test', '--', 'false').code).toBe(1);
    const i = ok(w.run('init', '--workflow', 'w', '--phases', 'build,test'));
    expect(i.stdout + i.stderr).toContain(
      'what it changed was still being kept in the background when this state was saved',
    );
    expect(w.jobs()).toEqual([]);
    const b = ok(w.run('run', 'build', '--', 'sh', '-c', 'echo 2 > a.txt'));
    expect(b.stderr).toMatch(/build succeeded/);
  });
});

/** Marks `phase` as being kept by a new job for `paths` (as `run` does), without a keeper. */
async function markPending(dir: string, phase: string, paths: string[]) {
  const { writeKeepJob } = await import('../../src/store/keepers.js');
  const { stampOf } = await import('../../src/snapshot/changed.js');
  const { LocalStore } = await import('../../src/store/local-store.js');
  const storeDir = join(dir, '.ci-state');
  const key = readFileSync(join(storeDir, 'current'), 'utf8').trim();
  const id = `keep-${Date.now()}-${Math.random().toString(16).slice(2, 10)}`;
  const job = {
    v: 1 as const,
    id,
    key,
    phase,
    root: dir,
    paths,
    stamps: paths.map((p) => stampOf(join(dir, p)) ?? ''),
    startedAt: new Date().toISOString(),
  };
  const file = writeKeepJob(storeDir, job);
  await new LocalStore({ dir: storeDir }).update(key, (st) => {
    const rec = st!.phases[phase]!;
    return {
      ...st!,
      phases: {
        ...st!.phases,
        [phase]: {
          ...rec,
          outputsPending: id,
          outputsNotKept:
            'what it changed was still being kept in the background when this state was saved',
        },
      },
    };
  });
  return { file, job };
}

function keeper(cwd: string, file: string) {
  return spawnSync(process.execPath, [CLI, '__keep', file], {
    cwd,
    env: background,
    encoding: 'utf8',
  });
}
