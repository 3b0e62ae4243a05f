/**
 * A phase is skipped only when its effects come back, through the built CLI on a local store:
 * what a phase changed is kept by default and put back when a later attempt skips it; `--outputs
 * none`, `--outputs-max-size` and files the snapshot rules leave out; `--always` phases; cross-run
 * reuse restoring what it reuses. Each workspace is "fresh" between attempts: the files the
 * phases wrote are removed, as on a new runner, while the store stays.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
  readdirSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cli, tempDir, type CliResult } from './helpers.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function workspace() {
  const t = tempDir('ci-state-outputs-');
  cleanups.push(t.cleanup);
  const probe = tempDir('ci-state-outputs-ran-');
  cleanups.push(probe.cleanup);
  const marker = join(probe.dir, 'ran.txt');
  let attempt = 1;
  const run = (phase: string, body: string, extra: string[] = []) =>
    cli(t.dir, [
      'run',
      phase,
      ...extra,
      '--',
      'sh',
      '-c',
      `echo ${phase}@${attempt} >> ${marker}; ${body}`,
    ]);
  return {
    dir: t.dir,
    probe: probe.dir,
    run,
    cli: (...args: string[]) => cli(t.dir, args),
    ran: () => (existsSync(marker) ? readFileSync(marker, 'utf8').trim().split('\n') : []),
    /** The next attempt on a fresh machine: everything but the store is gone. */
    fresh: () => {
      attempt++;
      for (const name of readdirSync(t.dir))
        if (name !== '.ci-state') rmSync(join(t.dir, name), { recursive: true, force: true });
    },
  };
}

const ok = (r: CliResult) => {
  expect(r.stderr).not.toContain('internal error');
  expect(r.code, r.stderr).toBe(0);
  return r;
};

describe('what a phase changed is kept and comes back', () => {
  it('without --outputs: the skipped build gets its files back, and test reads them', () => {
    const w = workspace();
    mkdirSync(join(w.dir, 'src'));
    writeFileSync(join(w.dir, 'src/in.txt'), 'source');
    ok(w.cli('init', '--workflow', 'w', '--phases', 'build,test'));
    const b = ok(
      w.run('build', 'mkdir -p dist/js && cp src/in.txt dist/js/app.js && ln -s js dist/link'),
    );
    expect(b.stderr).toMatch(/checkpoint cp-\S+ of build \(what it changed\): 2 files/);
    expect(w.run('test', 'cat dist/js/app.js && exit 3').code).toBe(3);
    w.cli('finish');
    w.fresh();
    mkdirSync(join(w.dir, 'src')); // the checkout brings the sources back
    writeFileSync(join(w.dir, 'src/in.txt'), 'source');
    ok(w.cli('init', '--workflow', 'w'));
    const skipped = ok(w.run('build', 'exit 9'));
    expect(skipped.stderr).toMatch(/build: restored its outputs from checkpoint \S+ \(2 written/);
    expect(skipped.stderr).toMatch(/⏭ build skipped/);
    ok(w.run('test', 'test "$(cat dist/js/app.js)" = source && test -L dist/link'));
    expect(w.ran()).toEqual(['build@1', 'test@1', 'test@2']);
  });

  it('keeps only what changed: files the phase read are not in it; a copy with an old mtime is', () => {
    const w = workspace();
    writeFileSync(join(w.dir, 'read-me.txt'), 'input');
    writeFileSync(join(w.dir, 'old.txt'), 'old');
    utimesSync(join(w.dir, 'old.txt'), new Date('2001-01-01'), new Date('2001-01-01'));
    ok(w.cli('init', '--workflow', 'w', '--phases', 'build,test'));
    const b = ok(w.run('build', 'cat read-me.txt > out.txt && cp -p old.txt copy.txt'));
    // out.txt and copy.txt (its mtime is 2001's, its ctime is now); not read-me.txt nor old.txt.
    expect(b.stderr).toMatch(/\(what it changed\): 2 files/);
    expect(w.run('test', 'exit 1').code).toBe(1);
    w.cli('finish');
    w.fresh();
    ok(w.cli('init', '--workflow', 'w'));
    expect(ok(w.run('build', 'exit 9')).stderr).toMatch(/\(2 written, 0 unchanged\)/);
    expect(readdirSync(w.dir).sort()).toEqual(['.ci-state', 'copy.txt', 'out.txt']);
    expect(readFileSync(join(w.dir, 'copy.txt'), 'utf8')).toBe('old');
  });

  it('--outputs none keeps nothing: the skipped phase brings nothing back', () => {
    const w = workspace();
    ok(w.cli('init', '--workflow', 'w', '--phases', 'gen,check'));
    const g = ok(w.run('gen', 'echo x > gen.txt', ['--outputs', 'none']));
    expect(g.stderr).not.toMatch(/checkpoint/);
    expect(w.run('check', 'exit 1').code).toBe(1);
    w.cli('finish');
    w.fresh();
    ok(w.cli('init', '--workflow', 'w'));
    ok(w.run('gen', 'echo x > gen.txt', ['--outputs', 'none']));
    expect(existsSync(join(w.dir, 'gen.txt'))).toBe(false);
  });

  it('over --outputs-max-size: said once, nothing kept, and the phase runs again on a re-run', () => {
    const w = workspace();
    ok(w.cli('init', '--workflow', 'w', '--phases', 'build,test'));
    const b = ok(
      w.run('build', 'head -c 4096 /dev/zero > big.bin', ['--outputs-max-size', '1KiB']),
    );
    expect(b.stderr).toMatch(/build: what it changed \(1 file, .*\) is over the outputs cap of/);
    expect(b.stderr).toMatch(/it runs again on a re-run/);
    expect(w.run('test', 'exit 1').code).toBe(1);
    w.cli('finish');
    w.fresh();
    const plan = ok(w.cli('init', '--workflow', 'w'));
    expect(plan.stdout).toMatch(/run\s+build\s+.*over the outputs cap/);
    ok(w.run('build', 'head -c 4096 /dev/zero > big.bin', ['--outputs-max-size', '1KiB']));
    ok(w.run('test', 'test -f big.bin'));
    expect(w.ran()).toEqual(['build@1', 'test@1', 'build@2', 'test@2']);
  });

  it('a file the snapshot rules leave out (.env) means the phase runs again', () => {
    const w = workspace();
    ok(w.cli('init', '--workflow', 'w', '--phases', 'setup,test'));
    const s = ok(w.run('setup', 'echo A=1 > .env && echo ok > ready.txt'));
    expect(s.stderr).toMatch(/setup: 1 file it changed could not be kept \(\.env/);
    expect(w.run('test', 'exit 1').code).toBe(1);
    w.cli('finish');
    w.fresh();
    ok(w.cli('init', '--workflow', 'w'));
    ok(w.run('setup', 'echo A=1 > .env && echo ok > ready.txt'));
    ok(w.run('test', 'test -f .env && test -f ready.txt'));
    expect(w.ran()).toEqual(['setup@1', 'test@1', 'setup@2', 'test@2']);
  });

  it('an invalid --outputs-max-size or CI_STATE_OUTPUTS_MAX_SIZE is one line naming it', () => {
    const w = workspace();
    ok(w.cli('init', '--workflow', 'w'));
    const r = w.run('build', 'true', ['--outputs-max-size', 'lots']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(
      /^ci-state: invalid --outputs-max-size "lots": expected a size/,
    );
    const e = cli(w.dir, ['run', 'build', '--', 'true'], {
      ...process.env,
      CI_STATE_OUTPUTS_MAX_SIZE: '-1',
      GITHUB_ACTIONS: '',
    });
    expect(e.stderr).toMatch(/invalid CI_STATE_OUTPUTS_MAX_SIZE "-1"/);
    const both = w.run('deploy', 'true', ['--always', '--side-effect']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--always and --side-effect do not go together/);
  });
});

describe('--always phases', () => {
  it('run on every attempt, and do not make the phases after them run again', () => {
    const w = workspace();
    ok(
      w.cli(
        'init',
        '--workflow',
        'w',
        '--phases',
        'install,build:install,test:build',
        '--always',
        'install',
      ),
    );
    // It keeps nothing: it is never skipped, so nothing of it is ever put back.
    const i = ok(w.run('install', 'mkdir -p node_modules && echo m > node_modules/m.js'));
    expect(i.stderr).not.toMatch(/checkpoint/);
    ok(w.run('build', 'cat node_modules/m.js > app.js'));
    expect(w.run('test', 'exit 1').code).toBe(1);
    w.cli('finish');
    w.fresh();
    const plan = ok(w.cli('init', '--workflow', 'w'));
    expect(plan.stdout).toMatch(/run\s+install\s+runs on every attempt/);
    expect(plan.stdout).toMatch(/skip\s+build/);
    expect(plan.stdout).toMatch(/from test/);
    ok(
      w.run('install', 'mkdir -p node_modules && echo m > node_modules/m.js', [
        '--outputs',
        'none',
      ]),
    );
    ok(w.run('build', 'exit 9'));
    ok(w.run('test', 'test -f app.js && test -f node_modules/m.js'));
    expect(w.ran()).toEqual(['install@1', 'build@1', 'test@1', 'install@2', 'test@2']);
  });

  it('run --always on a phase not declared so: runs although the plan kept it', () => {
    const w = workspace();
    ok(w.cli('init', '--workflow', 'w', '--phases', 'setup,test'));
    ok(w.run('setup', 'true'));
    expect(w.run('test', 'exit 1').code).toBe(1);
    w.cli('finish');
    ok(w.cli('init', '--workflow', 'w'));
    ok(w.run('setup', 'true', ['--always']));
    expect(w.ran()).toEqual(['setup@1', 'test@1', 'setup@1']);
  });

  it('are never reused across runs: they keep nothing to restore', () => {
    const w = workspace();
    writeFileSync(join(w.dir, 'lock'), 'v1');
    const deps = () =>
      w.cli(
        'run',
        'deps',
        '--always',
        '--inputs',
        'lock',
        '--',
        'sh',
        '-c',
        'mkdir -p node_modules && cp lock node_modules/m',
      );
    ok(w.cli('init', '--workflow', 'w'));
    ok(deps());
    ok(w.cli('finish'));
    w.fresh();
    writeFileSync(join(w.dir, 'lock'), 'v1');
    ok(w.cli('init', '--workflow', 'w'));
    const again = ok(deps());
    expect(again.stderr).not.toMatch(/skipped/);
    expect(readFileSync(join(w.dir, 'node_modules/m'), 'utf8')).toBe('v1');
  });

  it('init --always refuses a phase that is not declared, or a side effect', () => {
    const w = workspace();
    const r = w.cli('init', '--workflow', 'w', '--phases', 'a,b', '--always', 'c');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/invalid --always: "c" is not declared/);
    const s = w.cli('init', '--workflow', 'w', '--phases', 'a,deploy!', '--always', 'deploy');
    expect(s.code).toBe(2);
    expect(s.stderr).toMatch(/"deploy" is a side effect and cannot run on every attempt/);
  });
});

describe('cross-run reuse restores what it reuses', () => {
  it('a new run skips build with the same inputs and gets dist/ back; without its content it runs', () => {
    const w = workspace();
    writeFileSync(join(w.dir, 'src.txt'), 'v1');
    // The same command in every run (the command is part of the inputs).
    const build = () =>
      w.cli(
        'run',
        'build',
        '--inputs',
        'src.txt',
        '--outputs',
        'dist/**',
        '--',
        'sh',
        '-c',
        `echo build >> ${join(w.probe, 'built.txt')}; mkdir -p dist && cp src.txt dist/app.js`,
      );
    ok(w.cli('init', '--workflow', 'w'));
    ok(build());
    ok(w.cli('finish'));
    w.fresh();
    writeFileSync(join(w.dir, 'src.txt'), 'v1');
    ok(w.cli('init', '--workflow', 'w'));
    const reused = ok(build());
    expect(reused.stderr).toMatch(/build: restored its outputs from run \S+'s checkpoint/);
    expect(reused.stderr).toMatch(/⏭ build skipped: reused from run/);
    expect(readFileSync(join(w.dir, 'dist/app.js'), 'utf8')).toBe('v1');
    ok(w.cli('finish'));

    // The content is gone from the store: the phase is not reused, and says why.
    w.fresh();
    writeFileSync(join(w.dir, 'src.txt'), 'v1');
    rmSync(join(w.dir, '.ci-state', 'checkpoints', 'blobs'), { recursive: true, force: true });
    ok(w.cli('init', '--workflow', 'w'));
    const ran = ok(build());
    expect(ran.stderr).toMatch(
      /build: not reused from run \S+ \(same inputs\), its outputs could not be restored/,
    );
    expect(readFileSync(join(w.dir, 'dist/app.js'), 'utf8')).toBe('v1');
    expect(readFileSync(join(w.probe, 'built.txt'), 'utf8')).toBe('build\nbuild\n');
  });
});
