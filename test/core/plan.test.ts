import { describe, expect, it } from 'vitest';
import {
  BUILTIN_PROFILES,
  CiStateError,
  completePhase,
  createCheckpoint,
  failPhase,
  finishRun,
  findCycle,
  formatPhaseList,
  parsePhaseList,
  parsePhasesFile,
  parseStrategy,
  planResume,
  profileSkips,
  resolveProfile,
  startPhase,
  type RunState,
} from '../../src/core/index.js';
import { at, newRun, thrown } from './helpers.js';

/** Runs phases in order: 'ok' succeeds (duration = 10s each), 'fail' fails, else untouched. */
function runWith(list: string, outcomes: Record<string, 'ok' | 'fail' | 'running'>): RunState {
  let s = newRun(parsePhaseList(list));
  let t = 0;
  for (const [id, outcome] of Object.entries(outcomes)) {
    s = startPhase(s, id, { now: at(t) });
    t += 10;
    if (outcome === 'ok') s = completePhase(s, id, { now: at(t) });
    if (outcome === 'fail') s = failPhase(s, id, { now: at(t), error: 'exit code 3', exitCode: 3 });
  }
  return s;
}

describe('parseStrategy', () => {
  it('accepts the strategies, blank as the default, and checkpoint targets', () => {
    expect(parseStrategy('failed')).toBe('failed');
    expect(parseStrategy(' Previous ')).toBe('previous');
    expect(parseStrategy('skip-failed')).toBe('skip-failed');
    expect(parseStrategy('restart')).toBe('restart');
    expect(parseStrategy('')).toBe('failed');
    expect(parseStrategy('checkpoint:cp-1')).toBe('checkpoint:cp-1');
    expect(parseStrategy('checkpoint:Build')).toBe('checkpoint:Build');
  });

  it('refuses anything else, naming the input and the accepted values', () => {
    const err = thrown(() => parseStrategy('foo'));
    expect(err).toBeInstanceOf(CiStateError);
    expect(err.code).toBe('unknown_strategy');
    expect(err.message).toBe(
      'unknown resume strategy "foo" (--resume): expected failed, previous, skip-failed, restart or checkpoint:<id|phase>',
    );
    expect(thrown(() => parseStrategy('checkpoint:', 'input resume')).message).toBe(
      'resume strategy "checkpoint:" (input resume) names no valid checkpoint: expected checkpoint:<id|phase>, e.g. checkpoint:build',
    );
  });
});

describe('phase lists', () => {
  it('parses names, requirements and side effects', () => {
    expect(parsePhaseList('build, lint,test:build+lint,deploy:test!')).toEqual([
      { id: 'build', requires: [], sideEffect: false, reuse: false, tags: [] },
      { id: 'lint', requires: [], sideEffect: false, reuse: false, tags: [] },
      { id: 'test', requires: ['build', 'lint'], sideEffect: false, reuse: false, tags: [] },
      { id: 'deploy', requires: ['test'], sideEffect: true, reuse: false, tags: [] },
    ]);
  });

  it('accepts new lines, comments, blank items and "!" before the requirements', () => {
    const list = parsePhaseList(
      'build\n# the tests\ntest : build # after build\n\npublish! : test,',
    );
    expect(list.map((d) => [d.id, d.requires, d.sideEffect])).toEqual([
      ['build', [], false],
      ['test', ['build'], false],
      ['publish', ['test'], true],
    ]);
    expect(parsePhaseList('  ')).toEqual([]);
  });

  it('round-trips through formatPhaseList', () => {
    const text = 'build,lint,test:build+lint,deploy:test!';
    expect(formatPhaseList(parsePhaseList(text))).toBe(text);
  });

  it('refuses malformed items, duplicates, unknown requirements and cycles in one line naming the input', () => {
    const cases: Array<[string, RegExp]> = [
      [
        'build,te st',
        /^invalid phase list \(--phases\): "te st" is not name\[:req1\+req2\]\[!\]; expected phases separated by commas/,
      ],
      ['build,-x', /"-x" : "-x" is not a phase id/],
      ['a:b+', /"a:b\+" has an empty requirement/],
      ['a!:b!', /has "!" twice/],
      ['a,a', /^invalid phases \(--phases\): phase "a" is declared twice$/],
      [
        'a:ghost',
        /^invalid phases \(--phases\): phase "a" requires "ghost", which is not declared$/,
      ],
      ['a:a', /phase "a" requires itself/],
      ['a:c,b:a,c:b', /^invalid phases \(--phases\): requirements form a cycle: a -> c -> b -> a$/],
    ];
    for (const [text, re] of cases) {
      const err = thrown(() => parsePhaseList(text));
      expect(err.code, text).toBe('invalid_phase_list');
      expect(err.message, text).toMatch(re);
      expect(err.message).not.toContain('\n');
    }
    expect(
      thrown(() => parsePhaseList(Array.from({ length: 1001 }, (_, i) => `p${i}`).join(',')))
        .message,
    ).toMatch(/1001 phases is more than the 1000 accepted/);
  });

  it('allows requirements on later phases when there is no cycle', () => {
    expect(parsePhaseList('test:build,build').map((d) => d.id)).toEqual(['test', 'build']);
    expect(
      findCycle([
        { id: 'a', requires: ['b'] },
        { id: 'b', requires: [] },
      ]),
    ).toBeUndefined();
  });
});

describe('phases file', () => {
  it('validates the object and returns declared phases and profiles', () => {
    const out = parsePhasesFile({
      phases: [
        { id: 'build', tags: ['compile'], reuse: true },
        { id: 'unit', requires: 'build', tags: ['test'] },
        'e2e:unit',
        { id: 'deploy', requires: ['unit', 'e2e'], sideEffect: true },
      ],
      profiles: {
        quick: { skip: ['e2e'], description: 'no e2e' },
        'no-tests': { skipTags: ['test'] },
      },
    });
    expect(out.declared).toEqual([
      { id: 'build', requires: [], sideEffect: false, reuse: true, tags: ['compile'] },
      { id: 'unit', requires: ['build'], sideEffect: false, reuse: false, tags: ['test'] },
      { id: 'e2e', requires: ['unit'], sideEffect: false, reuse: false, tags: [] },
      { id: 'deploy', requires: ['unit', 'e2e'], sideEffect: true, reuse: false, tags: [] },
    ]);
    expect(out.profiles).toEqual({
      quick: { skip: ['e2e'], skipTags: [], description: 'no e2e' },
      'no-tests': { skip: [], skipTags: ['test'] },
    });
  });

  it('lists every problem in one line naming the input', () => {
    const err = thrown(() =>
      parsePhasesFile(
        { phases: [{ id: 'a', sideEffect: 'yes' }, { name: 'b' }], extra: 1 },
        'ci-state.yml',
      ),
    );
    expect(err.code).toBe('invalid_phase_list');
    expect(err.message).toMatch(/^invalid ci-state\.yml: /);
    expect(err.message).toContain('phases[0]');
    expect(err.message).toContain('extra');
    expect(thrown(() => parsePhasesFile({ phases: [{ id: 'a', requires: ['b'] }] })).message).toBe(
      'invalid phases (phases file): phase "a" requires "b", which is not declared',
    );
    expect(thrown(() => parsePhasesFile({ phases: ['a', 'a'] })).message).toMatch(/declared twice/);
    expect(thrown(() => parsePhasesFile({ phases: ['a:b', 'b:a'] })).message).toMatch(
      /cycle: a -> b -> a/,
    );
    expect(
      thrown(() =>
        parsePhasesFile({ phases: ['a'], profiles: { p: { skip: ['x'], skipTags: ['y'] } } }),
      ).message,
    ).toBe(
      'invalid phases file: profile "p" skips "x", which is not a declared phase; profile "p" skips tag "y", which no phase has',
    );
    expect(
      thrown(() => parsePhasesFile(JSON.parse('{"phases":[],"__proto__":{}}'))).message,
    ).toMatch(/not allowed/);
    expect(thrown(() => parsePhasesFile('phases: [a]')).message).toMatch(
      /^invalid phases file: \(root\): /,
    );
    expect(thrown(() => parsePhasesFile({ phases: ['a,b'] })).message).toMatch(
      /must describe exactly one phase/,
    );
  });
});

describe('profiles', () => {
  it('has docs and full built in', () => {
    expect(Object.keys(BUILTIN_PROFILES).sort()).toEqual(['docs', 'full']);
    const docs = resolveProfile('docs');
    const phases = ['build', 'lint', 'test', 'tests', 'e2e', 'integration', 'docs', 'site'].map(
      (id) => ({
        id,
        tags: id === 'site' ? ['test'] : [],
      }),
    );
    expect([...profileSkips(docs, phases).keys()]).toEqual([
      'lint',
      'test',
      'tests',
      'e2e',
      'integration',
      'site',
    ]);
    expect(profileSkips(docs, phases).get('lint')).toBe('profile docs');
    expect(profileSkips(resolveProfile('full'), phases).size).toBe(0);
  });

  it('user profiles add to and override the built-in ones; unknown names list the accepted ones', () => {
    const mine = {
      docs: { skip: ['build'], skipTags: [] },
      quick: { skip: [], skipTags: ['slow'] },
    };
    expect(resolveProfile('docs', mine).profile.skip).toEqual(['build']);
    const err = thrown(() => resolveProfile('nope', mine, 'input profile'));
    expect(err.code).toBe('unknown_profile');
    expect(err.message).toBe(
      'unknown profile "nope" (input profile): expected docs, full or quick',
    );
    expect(thrown(() => resolveProfile('__proto__')).code).toBe('unknown_profile');
  });
});

describe('planResume', () => {
  const LIST = 'build,lint,test:build+lint,package:test,deploy:package!';

  it('failed: skips what succeeded before the failure, redoes the failure and what follows', () => {
    const s = finishRun(runWith(LIST, { build: 'ok', lint: 'ok', test: 'fail' }), at(100));
    const plan = planResume(s, { strategy: 'failed' });
    expect(plan).toMatchObject({
      skip: ['build', 'lint'],
      redo: ['test', 'package', 'deploy'],
      resumeFrom: 'test',
      savedMs: 20_000,
      warnings: [],
      order: ['build', 'lint', 'test', 'package', 'deploy'],
      strategy: 'failed',
      fromAttempt: 1,
    });
    expect(plan.reasons).toEqual({
      build: 'succeeded in attempt 1 (10.0s)',
      lint: 'succeeded in attempt 1 (10.0s)',
      test: 'failed in attempt 1: exit code 3',
      package: 'did not run',
      deploy: 'did not run',
    });
  });

  it('previous: also redoes the phase before the failed one, and what requires it', () => {
    const s = runWith(LIST, { build: 'ok', lint: 'ok', test: 'fail' });
    const plan = planResume(s, { strategy: 'previous' });
    expect(plan.skip).toEqual(['build']);
    expect(plan.redo).toEqual(['lint', 'test', 'package', 'deploy']);
    expect(plan.reasons['lint']).toBe(
      'succeeded in attempt 1 (10.0s); runs again because it comes just before test (previous)',
    );
  });

  it('skip-failed: the failed phase is skipped and the run goes on, with a warning for what required it', () => {
    const s = runWith(LIST, { build: 'ok', lint: 'ok', test: 'fail' });
    const plan = planResume(s, { strategy: 'skip-failed' });
    expect(plan.skip).toEqual(['build', 'lint', 'test']);
    expect(plan.redo).toEqual(['package', 'deploy']);
    expect(plan.reasons['test']).toBe('failed in attempt 1: exit code 3; skipped (skip-failed)');
    expect(plan.warnings).toEqual(['package requires test, which failed and is skipped']);
    expect(plan.savedMs).toBe(20_000);
  });

  it('restart: redoes everything, except a side-effect phase that succeeded', () => {
    const s = runWith(LIST, { build: 'ok', lint: 'ok', test: 'ok', package: 'ok', deploy: 'ok' });
    const smoke = failPhase(
      startPhase(s, 'smoke', { now: at(60), requires: ['deploy'] }),
      'smoke',
      {
        now: at(61),
        error: 'smoke test failed',
      },
    );
    const plan = planResume(smoke, { strategy: 'restart' });
    expect(plan.redo).toEqual(['build', 'lint', 'test', 'package', 'smoke']);
    expect(plan.skip).toEqual(['deploy']);
    expect(plan.reasons['deploy']).toBe(
      'succeeded in attempt 1 (10.0s); has side effects, so it is not run again',
    );
    expect(plan.warnings).toEqual([
      'deploy has side effects and succeeded in attempt 1: not run again (pass --rerun-side-effects deploy to run it)',
      'deploy has side effects and succeeded: not run again although package runs again',
    ]);
    const rerun = planResume(smoke, { strategy: 'restart', rerunSideEffects: true });
    expect(rerun.skip).toEqual([]);
    expect(rerun.warnings).toEqual([
      'deploy has side effects and succeeded in attempt 1: it runs again (rerun side effects)',
    ]);
  });

  it('a succeeded side-effect phase is kept even when a requirement runs again under failed', () => {
    // Order: publish (side effect) ran before verify, which failed; verify requires publish.
    const s = runWith('build,publish:build!,verify:publish', {
      build: 'ok',
      publish: 'ok',
      verify: 'fail',
    });
    const plan = planResume(s, { strategy: 'previous' });
    expect(plan.skip).toEqual(['build', 'publish']);
    expect(plan.redo).toEqual(['verify']);
    expect(plan.warnings[0]).toMatch(
      /^publish has side effects and succeeded in attempt 1: not run again/,
    );
  });

  it('a failed side-effect phase runs again, with a warning', () => {
    const s = runWith('build,deploy:build!', { build: 'ok', deploy: 'fail' });
    const plan = planResume(s, { strategy: 'failed' });
    expect(plan.redo).toEqual(['deploy']);
    expect(plan.warnings).toEqual([
      'deploy has side effects and failed in attempt 1: it runs again; it may have partly run, make sure repeating it is safe',
    ]);
  });

  it('a phase whose requirement runs again runs again, transitively', () => {
    // a requires c, declared later; c failed, so a (and b, which requires a) run again.
    const s = runWith('a:c,b:a,c,d', { a: 'ok', b: 'ok', c: 'fail' });
    const plan = planResume(s, { strategy: 'failed' });
    expect(plan.skip).toEqual([]);
    expect(plan.redo).toEqual(['a', 'b', 'c', 'd']);
    expect(plan.reasons['a']).toBe('requires c, which runs again');
    expect(plan.reasons['b']).toBe('requires a, which runs again');
    expect(plan.savedMs).toBe(0);
  });

  it('skip-failed: the failed phase and the phases done after it are skipped; the rest runs', () => {
    const s = runWith('lint,docs,test:lint,report:test,pack', {
      lint: 'fail',
      docs: 'ok',
      test: 'ok',
    });
    const plan = planResume(s, { strategy: 'skip-failed' });
    expect(plan.skip).toEqual(['lint', 'docs', 'test']);
    expect(plan.kept).toEqual(['docs', 'test']);
    expect(plan.redo).toEqual(['report', 'pack']);
    expect(plan.reasons['lint']).toBe('failed in attempt 1: exit code 3; skipped (skip-failed)');
  });

  it('a phase still running when the state was saved is treated as failed', () => {
    const s = runWith(LIST, { build: 'ok', lint: 'running' });
    const plan = planResume(s, { strategy: 'failed' });
    expect(plan.skip).toEqual(['build']);
    expect(plan.redo).toEqual(['lint', 'test', 'package', 'deploy']);
    expect(plan.reasons['lint']).toBe('did not finish in attempt 1');
  });

  it('a paused run resumes from the first phase that did not run', () => {
    const s = runWith(LIST, { build: 'ok', lint: 'ok' });
    const plan = planResume(s, { strategy: 'failed' });
    expect(plan.skip).toEqual(['build', 'lint']);
    expect(plan.resumeFrom).toBe('test');
  });

  it('the active profile skips its phases whatever happened before', () => {
    const s = runWith(LIST, { build: 'ok', lint: 'fail' });
    const plan = planResume(s, { strategy: 'failed', profile: 'docs' });
    expect(plan.skip).toEqual(['build', 'lint', 'test']);
    expect(plan.reasons['lint']).toBe('profile docs');
    expect(plan.redo).toEqual(['package', 'deploy']);
    expect(plan.resumeFrom).toBe('package');
    expect(plan.savedMs).toBe(10_000);
  });

  it('uses the declared order, then recorded-only phases', () => {
    let s = runWith('a,b', { a: 'ok' });
    s = failPhase(startPhase(s, 'x', { now: at(50) }), 'x', {
      now: at(51),
      error: 'boom\nsecond line',
    });
    const plan = planResume(s, { strategy: 'failed', declared: [{ id: 'b' }, { id: 'a' }] });
    expect(plan.order).toEqual(['b', 'a', 'x']);
    expect(plan.reasons['x']).toBe('failed in attempt 1: boom');
  });

  it('checkpoint:<id|phase> keeps phases up to the checkpoint and redoes the rest', () => {
    let s = runWith(LIST, { build: 'ok', lint: 'ok' });
    s = createCheckpoint(s, {
      id: 'cp-lint',
      phase: 'lint',
      reason: 'phase_completed',
      now: at(21),
    }).state;
    s = completePhase(startPhase(s, 'test', { now: at(22) }), 'test', { now: at(30) });
    s = failPhase(startPhase(s, 'package', { now: at(31) }), 'package', {
      now: at(32),
      error: 'x',
    });
    for (const target of ['cp-lint', 'lint']) {
      const plan = planResume(s, { strategy: `checkpoint:${target}` });
      expect(plan.skip).toEqual(['build', 'lint']);
      expect(plan.redo).toEqual(['test', 'package', 'deploy']);
      expect(plan.checkpointId).toBe('cp-lint');
      expect(plan.reasons['build']).toBe(
        'kept by checkpoint cp-lint (lint): succeeded in attempt 1 (10.0s)',
      );
    }
    // A phase with no checkpoint that succeeded: accepted with a warning.
    const byPhase = planResume(s, { strategy: 'checkpoint:test' });
    expect(byPhase.skip).toEqual(['build', 'lint', 'test']);
    expect(byPhase.warnings[0]).toBe(
      'no checkpoint of phase test: keeping the phases done up to test as recorded in attempt 1',
    );
    const err = thrown(() => planResume(s, { strategy: 'checkpoint:nope' }));
    expect(err.code).toBe('unknown_checkpoint');
    expect(err.message).toBe(
      'unknown checkpoint "nope" (--resume checkpoint:nope): expected a checkpoint id or a phase with a checkpoint; available: cp-lint (lint)',
    );
  });

  it('a completed run has nothing to resume: everything skipped, with a warning', () => {
    const s = finishRun(runWith('a,b', { a: 'ok', b: 'ok' }), at(100));
    const plan = planResume(s, { strategy: 'failed' });
    expect(plan.skip).toEqual(['a', 'b']);
    expect(plan.redo).toEqual([]);
    expect(plan.resumeFrom).toBeUndefined();
    expect(plan.warnings).toEqual([
      'the run completed in attempt 1: there is nothing to resume; start a fresh run instead',
    ]);
  });
});
