/**
 * The promise on the local store, through the built CLI: a side effect is never executed again
 * whatever happened to its checkpoint, a rollback says what it cannot undo, and declared phases
 * are a contract. Every phase command appends "<phase>@<attempt>" to a marker file, so the tests
 * see exactly which commands ran.
 */
import { existsSync, readFileSync, rmSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cli, tempDir, type CliResult } from './helpers.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function workspace() {
  const t = tempDir('ci-state-promise-');
  cleanups.push(t.cleanup);
  // Outside the workspace: the probe is not one of the phases' outputs.
  const probe = tempDir('ci-state-promise-ran-');
  cleanups.push(probe.cleanup);
  const marker = join(probe.dir, 'ran.txt');
  let attempt = 1;
  const run = (phase: string, extra: string[] = [], body = 'true') =>
    cli(t.dir, [
      'run',
      phase,
      ...extra,
      '--',
      'sh',
      '-c',
      `echo ${phase}@${attempt} >> ${marker}; ${body}`,
    ]);
  const ran = () =>
    existsSync(marker) ? readFileSync(marker, 'utf8').trim().split('\n').filter(Boolean) : [];
  const ok = (r: CliResult) => {
    expect(r.stderr).not.toContain('internal error');
    expect(r.code).toBe(0);
    return r;
  };
  return {
    dir: t.dir,
    ran,
    run,
    ok,
    cli: (...args: string[]) => cli(t.dir, args),
    nextAttempt: () => {
      attempt++;
    },
  };
}

describe('a side effect is never executed again silently', () => {
  it('when its checkpoint content is gone: kept, and the phase needing its outputs fails at once', () => {
    const w = workspace();
    w.ok(w.cli('init', '--phases', 'build,deploy:build!,notify:deploy'));
    w.ok(w.run('build', ['--outputs', 'out/**'], 'mkdir -p out; echo b > out/b'));
    w.ok(w.run('deploy', ['--outputs', 'dep/**'], 'mkdir -p dep; echo d > dep/d'));
    expect(w.run('notify', [], 'exit 3').code).toBe(3);
    w.cli('finish');
    // The store loses its checkpoint content, and the workspace is fresh.
    const packs = join(w.dir, '.ci-state', 'checkpoints', 'blobs', 'packs');
    for (const f of readdirSync(packs)) rmSync(join(packs, f));
    rmSync(join(w.dir, 'out'), { recursive: true });
    rmSync(join(w.dir, 'dep'), { recursive: true });

    w.nextAttempt();
    const plan = w.ok(w.cli('init'));
    expect(plan.stdout).toMatch(/run\s+build\s+.*its outputs could not be restored/);
    expect(plan.stdout).toMatch(/skip\s+deploy\s+.*has side effects/);
    expect(plan.stdout).toMatch(/fail\s+notify\s+requires deploy/);
    w.ok(w.run('build', ['--outputs', 'out/**'], 'mkdir -p out; echo b > out/b'));
    const deploy = w.ok(w.run('deploy', ['--outputs', 'dep/**']));
    expect(deploy.stderr).toContain('deploy is not run again although its outputs could not be');
    const notify = w.run('notify');
    expect(notify.code).toBe(1);
    expect(notify.stderr).toContain('--rerun-side-effects deploy');
    expect(w.ran()).toEqual(['build@1', 'deploy@1', 'notify@1', 'build@2']);
    expect(w.cli('finish').code).not.toBe(0);

    // Allowed by name, deploy runs again (its outputs are gone), then notify.
    w.nextAttempt();
    w.ok(w.cli('init', '--rerun-side-effects', 'deploy'));
    w.ok(w.run('build', ['--outputs', 'out/**']));
    w.ok(w.run('deploy', ['--outputs', 'dep/**'], 'mkdir -p dep; echo d > dep/d'));
    w.ok(w.run('notify', [], 'test -f dep/d'));
    expect(w.ran().slice(4)).toEqual(['deploy@3', 'notify@3']);
    expect(w.ok(w.cli('finish')).stdout).toContain('completed in attempt 3');
  });

  it('whatever the strategy: restart keeps it unless --rerun-side-effects names it', () => {
    const w = workspace();
    w.ok(w.cli('init', '--phases', 'build,deploy:build!,smoke:deploy'));
    w.ok(w.run('build'));
    w.ok(w.run('deploy'));
    expect(w.run('smoke', [], 'exit 1').code).toBe(1);
    w.cli('finish');
    w.nextAttempt();
    w.ok(w.cli('init', '--resume', 'restart'));
    w.ok(w.run('build'));
    const kept = w.ok(w.run('deploy'));
    expect(kept.stderr).toContain('has side effects');
    expect(w.run('smoke', [], 'exit 1').code).toBe(1);
    w.cli('finish');
    w.nextAttempt();
    w.ok(w.cli('init', '--resume', 'restart', '--rerun-side-effects', 'deploy'));
    w.ok(w.run('build'));
    w.ok(w.run('deploy'));
    w.ok(w.run('smoke'));
    expect(w.ran()).toEqual([
      'build@1',
      'deploy@1',
      'smoke@1',
      'build@2',
      'smoke@2',
      'build@3',
      'deploy@3',
      'smoke@3',
    ]);
  });

  it('after a rollback past it: the rollback says so, and run needs --rerun-side-effects', () => {
    const w = workspace();
    w.ok(w.cli('init', '--phases', 'build,deploy:build!'));
    w.ok(w.run('build', ['--outputs', 'out/**'], 'mkdir -p out; echo b > out/b'));
    w.ok(w.run('deploy'));
    const dry = w.ok(w.cli('rollback', '--to', 'build', '--dry-run'));
    expect(dry.stderr).toContain('deploy has side effects: its external effect');
    expect(dry.stderr).toContain('not undone by the rollback');
    const real = w.ok(w.cli('rollback', '--to', 'build'));
    expect(real.stderr).toContain('not undone by the rollback');
    const again = w.ok(w.run('deploy'));
    expect(again.stderr).toContain('a rollback does not undo its external effect');
    expect(w.ran()).toEqual(['build@1', 'deploy@1']);
    w.ok(w.run('deploy', ['--rerun-side-effects']));
    expect(w.ran()).toEqual(['build@1', 'deploy@1', 'deploy@1']);
  });

  it('the option is checked: a bad list is one line naming it', () => {
    const w = workspace();
    const r = w.cli('init', '--phases', 'a', '--rerun-side-effects', 'a,$x');
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('--rerun-side-effects');
  });
});

describe('declared phases are a contract', () => {
  it('refuses an undeclared phase in one line, touching nothing', () => {
    const w = workspace();
    w.ok(w.cli('init', '--phases', 'build,test'));
    const state = join(w.dir, '.ci-state', 'states');
    const before = readFileSync(join(state, readdirSync(state)[0]!, 'state.json'), 'utf8');
    const r = w.run('tset');
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      'ci-state: phase "tset" is not declared: expected build or test (allow other phases with init --allow-undeclared or the input allow-undeclared-phases)',
    );
    expect(readFileSync(join(state, readdirSync(state)[0]!, 'state.json'), 'utf8')).toBe(before);
    expect(w.ran()).toEqual([]);
    expect(w.cli('phase', 'start', 'tset').code).toBe(2);
  });

  it('init --allow-undeclared accepts other phases', () => {
    const w = workspace();
    w.ok(w.cli('init', '--phases', 'build', '--allow-undeclared'));
    w.ok(w.run('extra'));
    expect(w.ran()).toEqual(['extra@1']);
  });

  it('finish with a declared phase not run is failed, and the next attempt runs it', () => {
    const w = workspace();
    w.ok(w.cli('init', '--phases', 'build,test'));
    w.ok(w.run('build'));
    const fin = w.cli('finish');
    expect(fin.stdout).toContain('not run: test');
    expect(fin.stdout).not.toContain('completed');
    w.nextAttempt();
    const plan = w.ok(w.cli('init'));
    expect(plan.stdout).toMatch(/skip\s+build/);
    expect(plan.stdout).toMatch(/run\s+test/);
    w.ok(w.run('build'));
    w.ok(w.run('test'));
    expect(w.ok(w.cli('finish')).stdout).toContain('completed in attempt 2');
    expect(w.ran()).toEqual(['build@1', 'test@2']);
  });
});
