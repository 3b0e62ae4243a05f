import { describe, expect, it } from 'vitest';
import {
  beginAttempt,
  completePhase,
  failPhase,
  finishRun,
  RunState,
  startPhase,
  type PhaseRecord,
} from '../../src/core/index.js';
import {
  ganttOf,
  jobKeyOf,
  listInProse,
  renderJobSummary,
  renderRunSummary,
  reportLinksFromEnv,
  runLinks,
  storyOf,
  SUMMARY_LIMIT_BYTES,
  utf8Bytes,
} from '../../src/report/index.js';
import {
  at,
  beforeRollback,
  failedFirstAttempt,
  LINKS,
  manyPhases,
  origin,
  resumedSecondAttempt,
  rolledBack,
  withRecord,
} from './helpers.js';
import { leaks, parseGfm, walk } from './markdown.js';
import { ganttTasks, mermaidBlock } from './mermaid.js';

const ALLOWED_LINK = /^https:\/\/github\.com\/acme\/shop\//;

describe('the one-sentence story', () => {
  it('a failed first attempt names the phase and the exit code', () => {
    expect(storyOf(failedFirstAttempt())).toBe('Attempt 1 failed in `test` (exit code 3).');
  });

  it('a resumed attempt says what it skipped and the time that saved', () => {
    expect(storyOf(resumedSecondAttempt(false))).toBe(
      'Attempt 2 resumed from `test`: skipped build and lint, saving 4m12s.',
    );
    expect(storyOf(resumedSecondAttempt())).toBe(
      'Attempt 2 resumed from `test`: skipped build and lint, saving 4m12s, and completed.',
    );
  });

  it('a resumed attempt that fails again says where', () => {
    let s = resumedSecondAttempt(false);
    s = completePhase(startPhase(s, 'test', { now: at(1000) }), 'test', { now: at(1010) });
    s = failPhase(startPhase(s, 'e2e', { now: at(1010) }), 'e2e', {
      now: at(1020),
      error: 'killed',
      signal: 'SIGKILL',
    });
    expect(storyOf(finishRun(s, at(1021)))).toBe(
      'Attempt 2 resumed from `test`: skipped build and lint, saving 4m12s, then failed in `e2e` (killed by SIGKILL).',
    );
  });

  it('a rollback names where from, the checkpoint and what it undid', () => {
    expect(storyOf(rolledBack())).toBe(
      'Attempt 1 rolled back from `deploy` to checkpoint `cp-1` (after `build`), undoing migrate and deploy.',
    );
  });

  it('a completed run counts its phases and their time', () => {
    expect(storyOf(manyPhases(5))).toBe('Attempt 1 completed 5 phases in 5.0s.');
  });

  it('a restart and a run without phases', () => {
    const restarted = beginAttempt(failedFirstAttempt(), {
      origin: origin(2),
      now: at(1000),
      strategy: 'restart',
    }).state;
    expect(storyOf(restarted)).toBe('Attempt 2 restarted every phase (attempt 1 was not reused).');
    const empty = RunState.parse({ ...manyPhases(0), status: 'pending', endedAt: undefined });
    expect(storyOf(empty)).toBe('Attempt 1 has recorded no phase yet.');
  });

  it('a failure without a phase quotes the error, escaped', () => {
    const s = RunState.parse({
      ...manyPhases(1),
      status: 'failed',
      error: 'runner lost @octocat [x](y)\nsecond line',
    });
    expect(storyOf(s)).toBe('Attempt 1 failed: runner lost \\@\u200boctocat \\[x\\]\\(y\\).');
  });

  it('lists many phases with a count', () => {
    expect(listInProse(['a'])).toBe('a');
    expect(listInProse(['a', 'b'])).toBe('a and b');
    expect(listInProse(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listInProse(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toBe('a, b, c, d, e and 3 more');
  });
});

describe('renderJobSummary', () => {
  it('tells the story first, then persistence, the phases table, the timeline, the tails and links', () => {
    const md = renderJobSummary(failedFirstAttempt(), {
      persistence: 'Saved to cache key `ci-state/v1/abc/4242/1/3` and artifact `ci-state-build`.',
      links: { ...LINKS, artifactName: 'ci-state-build' },
      pullRequest: { number: 7, title: 'Fix the cart' },
    });
    const order = [
      '### ❌ ci-state · CI / build',
      'On `refs/pull/7/merge` at `aaaaaaa` (pull\\_request by octocat) · pull request [#7](https://github.com/acme/shop/pull/7): Fix the cart',
      'Attempt 1 failed in `test` (exit code 3).',
      '**Persistence:** 💾 Saved to cache key `ci-state/v1/abc/4242/1/3` and artifact `ci-state-build`\\.',
      '#### Phases',
      '| ❌ | `test` | failed | 1 | 48.0s |  |  | exit code 3 |',
      '#### Timeline',
      '#### Output of failed phases',
      '[Workflow run](https://github.com/acme/shop/actions/runs/4242) · [Attempt 1](https://github.com/acme/shop/actions/runs/4242/attempts/1) · [Artifacts](https://github.com/acme/shop/actions/runs/4242#artifacts) · state artifact `ci-state-build`',
    ];
    let from = 0;
    for (const line of order) {
      const i = md.indexOf(line, from);
      expect(i, line).toBeGreaterThanOrEqual(from);
      from = i + line.length;
    }
    expect(md).toContain('FAIL src/cart.test.ts\n  expected 2, got 3');
    expect(leaks(md, ALLOWED_LINK)).toEqual([]);
  });

  it('marks phases kept from an earlier attempt, the resume point and the time saved', () => {
    const md = renderJobSummary(resumedSecondAttempt());
    expect(md).toContain(
      '| ♻️ | `build` | succeeded | 1 | 2m01s | skipped: kept from attempt 1, saved 2m01s | `cp-build` |  |',
    );
    expect(md).toContain(
      '| ✅ | `test` | succeeded | 2 (started 2×) | 1m00s | resumed here |  | succeeded in attempt 2 after failing in attempt 1 (exit code 3) |',
    );
    expect(md).toContain('| ✅ | `e2e` | succeeded | 2 | 40.0s |  |  |  |');
  });

  it('says NOT saved plainly', () => {
    const md = renderJobSummary(failedFirstAttempt(), {
      persistence: 'NOT saved: the cache answered 503 (3 tries)',
    });
    expect(md).toContain('**Persistence:** ⚠️ NOT saved\\: the cache answered 503 \\(3 tries\\)');
  });

  it('lists rollbacks and shows the context values', () => {
    const s = RunState.parse({ ...rolledBack(), context: { version: '1.2.3', retries: 2 } });
    const md = renderJobSummary(s);
    expect(md).toContain('#### Rollbacks');
    expect(md).toContain(
      '- Attempt 1 rolled back from `deploy` to checkpoint `cp-1` (after `build`), undoing `migrate`, `deploy`: deploy health check failed',
    );
    expect(md).toContain('| `version` | 1\\.2\\.3 |');
    expect(md).toContain('| `retries` | `2` |');
  });

  it("lists what this attempt's file checkpoints left out, refused paths first and marked", () => {
    const base = failedFirstAttempt();
    const paths = [
      { path: 'cfg/leak.txt', why: 'holds a token-shaped string (GitHub token)', refused: true },
      { path: 'cfg/.env', why: 'excluded by default: environment file', refused: false },
      { path: 'x|<img src=x>`', why: '**bold** [link](https://evil.example)', refused: false },
    ];
    const s = RunState.parse({
      ...base,
      checkpoints: [
        ...base.checkpoints.map((c) => ({
          ...c,
          globs: ['cfg/**'],
          skipped: { excluded: 62, refused: 1, paths },
        })),
        // Another attempt's checkpoint is not this summary's business.
        {
          ...base.checkpoints[0]!,
          id: 'cp-old',
          attempt: 1,
          skipped: { excluded: 1, refused: 0, paths: [paths[1]!] },
        },
      ].map((c, i) => (i === 0 ? c : { ...c, attempt: 7 })),
    });
    const md = renderJobSummary(s);
    const at = md.indexOf('#### Left out of checkpoints');
    expect(at).toBeGreaterThan(md.indexOf('#### Phases'));
    expect(md).toContain(
      '<details><summary>Checkpoint of <code>build</code>: 🚫 1 refused, 62 excluded</summary>\n\nCheckpoint `cp-build` of `cfg/**`:',
    );
    expect(md).toContain(
      '| 🚫 `cfg/leak.txt` | holds a token\\-shaped string \\(GitHub token\\) |',
    );
    expect(md).toContain('| `cfg/.env` | excluded by default\\: environment file |');
    expect(md).toContain("_… 60 more (the checkpoint's output lists them all)._");
    expect(md).not.toContain('cp-old');
    expect(leaks(md, ALLOWED_LINK)).toEqual([]);
    // Nothing left out: no section.
    expect(renderJobSummary(base)).not.toContain('Left out of checkpoints');
  });

  it('has no links when the run is unknown or its values are not GitHub-like', () => {
    expect(renderJobSummary(failedFirstAttempt())).not.toMatch(/\]\(/);
    for (const bad of [
      { ...LINKS, serverUrl: 'javascript:alert(1)' },
      { ...LINKS, serverUrl: 'https://user:pw@github.com' },
      { ...LINKS, serverUrl: 'https://github.com/a)b' },
      { ...LINKS, repository: 'acme/shop/../x' },
      { ...LINKS, repository: 'acme shop' },
      { ...LINKS, runId: '12; rm' },
    ]) {
      expect(runLinks(bad)).toEqual({});
    }
    expect(
      reportLinksFromEnv({
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_RUN_ID: '9',
        GITHUB_RUN_ATTEMPT: '3',
      }),
    ).toEqual({ serverUrl: 'https://github.com', repository: 'o/r', runId: '9', runAttempt: 3 });
  });
});

describe('outputs not kept', () => {
  it('the phases table says once why a phase will run again on a re-run', () => {
    const why = 'what it changed (3 files, 2.0 GB) is over the outputs cap of 1.0 GB';
    const md = renderJobSummary(withRecord(failedFirstAttempt(), 'build', { outputsNotKept: why }));
    const row = md.split('\n').find((l) => l.startsWith('|') && l.includes('build'));
    // Escaped as any untrusted text is: read it back without the backslashes.
    expect(row?.replace(/\\/g, '')).toContain(`not kept for a re-run: ${why}`);
    expect(md.split('not kept for a re-run').length).toBe(2);
  });
});

describe('the gantt', () => {
  it('parses with mermaid: one section per attempt, bars for phases, milestones', async () => {
    const md = renderJobSummary(resumedSecondAttempt());
    const source = mermaidBlock(md);
    expect(source).toBeDefined();
    const tasks = await ganttTasks(source ?? '');
    expect(tasks.map((t) => [t.section, t.task, t.milestone, t.done])).toEqual([
      ['Attempt 1', 'build', false, true],
      ['Attempt 1', 'lint', false, true],
      ['Attempt 1', 'checkpoint build', true, false],
      // Attempt 1's try of test, which attempt 2 ran again, is still on the timeline.
      ['Attempt 1', 'test (failed)', false, false],
      ['Attempt 2', 'test', false, true],
      ['Attempt 2', 'e2e', false, true],
    ]);
    expect(tasks[0]?.start).toBe(Date.parse(at(0)));
    expect(tasks[0]?.end).toBe(Date.parse(at(121)));
    const failedTry = tasks.find((t) => t.task === 'test (failed)');
    expect(failedTry).toMatchObject({
      crit: true,
      start: Date.parse(at(252)),
      end: Date.parse(at(300)),
    });
  });

  it("keeps attempt 1's phases that a rollback undid and attempt 2 ran again", async () => {
    // Attempt 1 as the CLI and the rollback/ step do it: a before_rollback checkpoint, then back.
    let s = rolledBack();
    const undone = s.rollbackHistory[0]!;
    s = RunState.parse({
      ...s,
      checkpoints: [
        ...s.checkpoints,
        {
          id: 'cp-before',
          reason: 'before_rollback',
          createdAt: at(31),
          attempt: 1,
          stateDigest: 'b'.repeat(64),
          snapshot: { phases: beforeRollback().phases, context: {} },
        },
      ],
    });
    expect(undone.rolledBack).toEqual(['migrate', 'deploy']);
    s = finishRun(s, at(32));
    let two = beginAttempt(s, { origin: origin(2), now: at(100), strategy: 'failed' }).state;
    for (const [id, t] of [
      ['migrate', 100],
      ['deploy', 110],
    ] as const) {
      two = completePhase(startPhase(two, id, { now: at(t) }), id, { now: at(t + 10) });
    }
    two = finishRun(two, at(121));
    const tasks = await ganttTasks(mermaidBlock(renderJobSummary(two)) ?? '');
    expect(tasks.map((t) => [t.section, t.task])).toEqual([
      ['Attempt 1', 'build'],
      ['Attempt 1', 'migrate (rolled back)'],
      ['Attempt 1', 'checkpoint build'],
      ['Attempt 1', 'deploy (failed)'],
      ['Attempt 1', 'checkpoint cp-before'],
      ['Attempt 1', 'rollback to build'],
      ['Attempt 2', 'migrate'],
      ['Attempt 2', 'deploy'],
    ]);
  });

  it('marks failures as critical and shows rollbacks', async () => {
    const failed = await ganttTasks(mermaidBlock(renderJobSummary(failedFirstAttempt())) ?? '');
    expect(failed.find((t) => t.task === 'test (failed)')?.crit).toBe(true);
    const rb = await ganttTasks(mermaidBlock(renderJobSummary(rolledBack())) ?? '');
    expect(rb.map((t) => t.task)).toEqual([
      'build',
      'migrate (rolled back)',
      'checkpoint build',
      'deploy (rolled back)',
      'rollback to build',
    ]);
  });

  it('survives hostile labels and phase ids that are mermaid keywords', async () => {
    let s = manyPhases(0);
    const rec = (start: number): PhaseRecord => ({
      status: 'succeeded',
      attempt: 1,
      attempts: 1,
      startedAt: at(start),
      endedAt: at(start + 1),
      durationMs: 1000,
      outputs: [],
      sideEffect: false,
      conditional: false,
      requires: [],
    });
    const ids = ['click', 'section', 'title', 'dateFormat', 'todayMarker', 'excludes', 'a.b-c_d'];
    s = RunState.parse({
      ...s,
      phases: Object.fromEntries(ids.map((id, i) => [id, rec(i)])),
      checkpoints: [
        {
          id: 'cp :crit, x, 1, 2\nclick x href "javascript:alert(1)" %% #;',
          reason: 'user_request',
          createdAt: at(3),
          attempt: 1,
          stateDigest: 'a'.repeat(64),
          snapshot: { phases: {}, context: {} },
        },
      ],
    });
    const tasks = await ganttTasks(ganttOf(s)?.text ?? '');
    expect(tasks.map((t) => t.task)).toEqual([
      'phase click',
      'phase section',
      'phase title',
      'phase dateFormat',
      'checkpoint cp crit x 1 2 click x href javascrip',
      'phase todayMarker',
      'phase excludes',
      'a.b-c_d',
    ]);
  });

  it('draws at most maxItems and says so', async () => {
    const s = manyPhases(400);
    const g = ganttOf(s);
    expect(g?.items).toBe(400);
    expect(g?.shown).toBe(150);
    expect(await ganttTasks(g?.text ?? '')).toHaveLength(150);
    expect(renderJobSummary(s)).toContain('_First 150 of 400 items._');
  });
});

/** A failed state with `n` failed phases, each with a tail of `tail` characters. */
function bigState(n: number, tail: (i: number) => string): RunState {
  const base = failedFirstAttempt();
  const phases: Record<string, PhaseRecord> = {};
  for (let i = 0; i < n; i++) {
    phases[`f${String(i).padStart(3, '0')}`] = {
      status: 'failed',
      attempt: 1,
      attempts: 1,
      startedAt: at(i),
      endedAt: at(i + 1),
      durationMs: 1000,
      exitCode: 1,
      error: 'exit code 1',
      stderrTail: tail(i),
      outputs: [],
      sideEffect: false,
      conditional: false,
      requires: [],
    };
  }
  return RunState.parse({ ...base, declared: [], phases, checkpoints: [] });
}

describe('the 1 MiB cap', () => {
  it('a summary of exactly 1 MiB is kept whole; one byte more cuts a tail, not more', () => {
    // 17 tails of one long line each (é: two bytes), the last one sized to land on the limit.
    const line = (chars: number) => 'é'.repeat(chars);
    const probe = renderJobSummary(bigState(17, () => line(30_000)));
    const missing = SUMMARY_LIMIT_BYTES - utf8Bytes(probe);
    const exact = bigState(17, (i) =>
      i === 16
        ? `${line(30_000 + Math.floor(missing / 2))}${'a'.repeat(missing % 2)}`
        : line(30_000),
    );
    const whole = renderJobSummary(exact);
    expect(utf8Bytes(whole)).toBe(SUMMARY_LIMIT_BYTES);
    expect(whole).not.toContain('✂️');

    const over = withRecord(exact, 'f016', {
      stderrTail: `${exact.phases['f016']?.stderrTail ?? ''}a`,
    });
    const cut = renderJobSummary(over);
    expect(utf8Bytes(cut)).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
    expect(cut).toContain(
      "> ✂️ Cut to fit GitHub's 1 MiB job summary limit: 1 of 17 output tails.",
    );
    expect(cut).toContain('```mermaid');
    expect(cut.match(/<details>/g)?.length).toBe(cut.match(/<\/details>/g)?.length);
  });

  it('cuts tails, then the gantt, then table rows, and points to the artifacts', () => {
    const s = bigState(40, () => '日本語のログ 😀\n'.repeat(4000));
    const md = renderJobSummary(s, { links: LINKS, tailLines: 10_000 });
    expect(utf8Bytes(md)).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
    expect(md).toMatch(
      /> ✂️ Cut to fit GitHub's 1 MiB job summary limit: \d+ of 40 output tails\. The full state is in the \[run's artifacts\]\(https:\/\/github\.com\/acme\/shop\/actions\/runs\/4242#artifacts\)\./,
    );
    expect(md).toContain('[Workflow run](');

    const rows = manyPhases(30_000);
    const small = renderJobSummary(rows, { links: LINKS });
    expect(utf8Bytes(small)).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
    expect(small).not.toContain('```mermaid');
    const more = /_… (\d+) more phases? \(cut to fit the summary limit\)\._/.exec(small);
    expect(Number(more?.[1])).toBeGreaterThan(0);
    expect(small).toMatch(/the timeline and \d+ of 30000 phase rows/);
    const table = [...walk(parseGfm(small))].find(([n]) => n.type === 'table')?.[0];
    expect(table && 'children' in table ? table.children.length - 1 : 0).toBe(
      30_000 - Number(more?.[1]),
    );
  });

  it('a tiny limit still gives a valid, capped summary', () => {
    for (const max of [200, 1000, 5000]) {
      const md = renderJobSummary(failedFirstAttempt(), { maxBytes: max, links: LINKS });
      expect(utf8Bytes(md)).toBeLessThanOrEqual(max);
    }
  });
});

describe('renderRunSummary', () => {
  it('gives an overview of every job, then each job, sorted by job key', () => {
    const a = failedFirstAttempt();
    const b = RunState.parse({ ...resumedSecondAttempt(), scope: { ...a.scope, job: 'a-lint' } });
    const md = renderRunSummary([a, b], { links: LINKS });
    expect(md.indexOf('| ✅ | a\\-lint |')).toBeGreaterThan(0);
    expect(md.indexOf('| ✅ | a\\-lint |')).toBeLessThan(md.indexOf('| ❌ | build |'));
    expect(md).toContain('## ci-state · CI: 2 jobs');
    expect(md.indexOf('### ✅ ci-state · CI / a\\-lint')).toBeLessThan(
      md.indexOf('### ❌ ci-state · CI / build'),
    );
    expect(jobKeyOf(b)).toBe('a-lint');
    expect(leaks(md, ALLOWED_LINK)).toEqual([]);
  });

  it('stays under the limit with many big jobs', () => {
    const jobs = Array.from({ length: 6 }, (_, i) =>
      RunState.parse({
        ...bigState(10, () => 'x'.repeat(60_000)),
        scope: { ...failedFirstAttempt().scope, job: `job-${i}` },
      }),
    );
    const md = renderRunSummary(jobs);
    expect(utf8Bytes(md)).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
    expect(md.match(/^### /gm)?.length).toBe(6);
  });
});

describe('failures are kept in the summary', () => {
  it('a phase that succeeded after failing says so, and the last failure is shown', () => {
    const md = renderJobSummary(resumedSecondAttempt());
    // Attempt 2 completed: the failure is recovered, not a reason to re-run.
    expect(md).toContain(
      'Recovered: attempt 1 failed in `test` (exit code 3); attempt 2 completed.',
    );
    expect(md).not.toContain('Last failure');
    expect(md).not.toContain('a re-run can help');
    expect(renderJobSummary(failedFirstAttempt())).toContain(
      'Last failure: `test` failed in attempt 1 (exit code 3); recoverable: a re-run can help.',
    );
    expect(md).toContain('succeeded in attempt 2 after failing in attempt 1 (exit code 3)');
    expect(leaks(md, ALLOWED_LINK)).toEqual([]);
  });

  it('names every attempt that failed, and a failure of the run itself as not recoverable', () => {
    let s = resumedSecondAttempt(false);
    s = failPhase(startPhase(s, 'test', { now: at(1000) }), 'test', {
      now: at(1010),
      error: 'killed by SIGKILL',
      signal: 'SIGKILL',
    });
    s = finishRun(s, at(1011));
    let third = beginAttempt(s, { origin: origin(3), now: at(2000), strategy: 'failed' }).state;
    third = completePhase(startPhase(third, 'test', { now: at(2000) }), 'test', { now: at(2010) });
    third = completePhase(startPhase(third, 'e2e', { now: at(2010) }), 'e2e', { now: at(2020) });
    const done = finishRun(third, at(2021), { error: 'the job failed after the last phase' });
    const md = renderJobSummary(done);
    expect(md).toContain(
      'succeeded in attempt 3 after failing in attempts 1 and 2 (killed by SIGKILL, 2 failures)',
    );
    expect(md).toContain(
      'Last failure: the run failed in attempt 3 (the job failed after the last phase); not recoverable: a re-run would fail the same way.',
    );
    // A phase that failed again says it failed before.
    expect(renderJobSummary(s)).toContain('| killed by SIGKILL; also failed in attempt 1 |');
  });

  it('escapes the kept failure messages', () => {
    const hostile = '<img src=x onerror=alert(1)> [x](https://evil.example) | cell';
    let s = failedFirstAttempt();
    s = RunState.parse({
      ...s,
      lastFailure: { attempt: 1, at: at(301), message: hostile, recoverable: false },
    });
    const md = renderJobSummary(s);
    expect(leaks(md, ALLOWED_LINK)).toEqual([]);
    expect(md).toContain('Last failure: the run failed in attempt 1 (\\<img src');
  });

  it('a run that never failed shows no last failure', () => {
    expect(renderJobSummary(manyPhases(3))).not.toContain('Last failure');
  });
});
