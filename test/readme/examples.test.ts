/**
 * The documentation's workflow examples are tests. Every YAML block of README.md, docs/ and the
 * sub-actions' READMEs (blocks.ts, read from the markdown at test time) is either played here or
 * listed below with the reason it is not; a block that is neither fails the first test, so a new
 * example cannot go untested silently.
 *
 * Playing a block (play.ts): its jobs run on the runner harness against the emulator, with
 * `actions/checkout` bringing a small fake project (project.ts) whose npm commands do real file
 * work and log that they ran outside the workspace. Attempt 1 fails in a phase (the project's
 * command is told to, by an environment variable of the machine: the YAML is played as written);
 * then "Re-run failed jobs" plays attempt 2. A single job fails in each of its phases in turn; a
 * workflow of several jobs in the next-to-last phase of its longest job, in one matrix leg. The
 * example survives the re-run when attempt 2 ends green, says it skipped the phases before the
 * failed one (step outputs, the phases' own lines, the saved state), did not run their commands,
 * and has the files they made, as attempt 1 made them.
 *
 * Run: `npm run build && npx vitest run test/readme`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import { emulator } from '../action/helpers.js';
import { blockName, exampleBlocks, type Block } from './blocks.js';
import {
  describeBlock,
  parseExample,
  play,
  scenarios,
  stateStep,
  where,
  type Example,
  type Played,
  type PlayedJob,
  type Scenario,
} from './play.js';
import { makeProject, PRODUCTS } from './project.js';

/**
 * Blocks not played, each found by a text it alone contains in its file, with the reason. An
 * entry that matches no block, or several, fails the first test.
 */
const NOT_PLAYED: Array<{ file: string; contains: string; reason: string }> = [
  {
    file: 'README.md',
    contains: 'skipTags: [test]',
    reason: 'a phases file (`--phases-file`), not a workflow',
  },
  {
    file: 'save/README.md',
    contains: 'uses: ci-state/ci-state/save@v0',
    reason: 'one step, not a workflow: where the save goes after an explicit restore',
  },
  {
    file: 'restore/README.md',
    contains: 'uses: ci-state/ci-state/restore@v0',
    reason:
      "two steps of a job reading another job's context, not a workflow (README.md's " +
      'several-jobs example plays the same read, in its deploy job)',
  },
  {
    file: 'rollback/README.md',
    contains: 'uses: ci-state/ci-state/rollback@v0',
    reason:
      'steps of a job, not a workflow; its phase runs ./migrate.sh against a PostgreSQL ' +
      'database (pg_dump, pg_restore), which the fake project does not have',
  },
  {
    file: 'report/README.md',
    contains: 'uses: ci-state/ci-state/report@v0',
    reason:
      'one job of a workflow whose other jobs (lint, test, build) are not shown; it has no ' +
      'phase to resume',
  },
  {
    file: 'history/README.md',
    contains: "cron: '0 6 * * 1'",
    reason:
      'no phase to resume (it queries the history of other runs); actions/cache and ' +
      'actions/upload-artifact are not emulated',
  },
  {
    file: 'history/README.md',
    contains: 'cleanup-older-than: 30d',
    reason: 'no phase to resume: it deletes old artifacts and cache entries',
  },
  ...['.gitlab-ci.yml', '.buildkite/pipeline.yml', '.circleci/config.yml'].map((recipe) => ({
    file: 'docs/other-ci.md',
    contains: `# ${recipe}\n`,
    reason: 'another CI system’s configuration, not a workflow: test/ci/recipes.test.ts plays it',
  })),
];

const blocks = exampleBlocks();
const listedFor = (b: Block) =>
  NOT_PLAYED.filter((n) => n.file === b.file && b.text.includes(n.contains));
const played = blocks.filter((b) => listedFor(b).length === 0);

describe('the documentation’s workflow examples', () => {
  it('are each played, or listed with the reason they are not', () => {
    expect(blocks.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const n of NOT_PLAYED) {
      const found = blocks.filter((b) => n.file === b.file && b.text.includes(n.contains));
      if (found.length !== 1)
        problems.push(`not played: ${n.file} "${n.contains}" matches ${found.length} blocks`);
    }
    for (const b of blocks)
      if (listedFor(b).length > 1) problems.push(`${blockName(b)} is listed more than once`);
    expect(problems).toEqual([]);
    // The blocks left are played below; one that cannot be fails there, saying why.
    expect(played.length + NOT_PLAYED.length).toBe(blocks.length);
  });
});

let emu: Emulator;
let project: string;
let scratch: string;
let nextRunId = 9100;
beforeAll(async () => {
  emu = await emulator();
  project = makeProject();
  scratch = mkdtempSync(join(tmpdir(), 'ci-state-readme-'));
});
afterAll(async () => {
  await emu?.stop();
  if (project) rmSync(dirname(project), { recursive: true, force: true });
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const tail = (s: string, n = 600) => (s.length > n ? `…${s.slice(-n)}` : s).trim();

/** What went wrong in a job: its failed steps with the end of their output. */
function failedSteps(pj: PlayedJob): string {
  return pj.result.steps
    .filter((s) => s.outcome === 'failure')
    .map((s) => `step "${s.name}": ${tail(s.stderr || s.stdout)}`)
    .join('; ');
}

/** Everything that says the example did not survive the re-run; empty when it did. */
function problemsOf(ex: Example, sc: Scenario, p: Played): string[] {
  const problems: string[] = [];
  const target = where(sc.job, sc.leg);
  const phases = ex.phases[sc.job] ?? [];
  // Before the failed phase: kept (skipped), or run again when it runs on every attempt.
  const skipped = phases.slice(0, sc.position).filter((s) => !s.always);
  const rerun = phases.filter((s) => !skipped.includes(s));
  const chain = ex.chain[sc.job] ?? [];
  const ranIn = (attempt: number) =>
    p.log
      .filter((l) => l.startsWith(`${target} `) && l.endsWith(`@${attempt}`))
      .map((l) => l.slice(target.length + 1, l.lastIndexOf('@')));

  // Attempt 1: the failure is where it was put, and nothing else failed.
  const [first = [], second = []] = p.attempts;
  const t1 = first.find((j) => j.where === target);
  if (t1?.result.status !== 'failure') problems.push(`attempt 1: ${target} did not fail`);
  const failed = t1?.steps.find((s) => s.phase?.phase === sc.phase.phase);
  if (t1 && failed?.result.outcome !== 'failure')
    problems.push(`attempt 1: phase ${sc.phase.phase} did not fail (${failed?.result.outcome})`);
  const upTo = chain.slice(0, chain.indexOf(sc.phase.key) + 1);
  if (JSON.stringify(ranIn(1)) !== JSON.stringify(upTo))
    problems.push(`attempt 1: ${target} ran ${ranIn(1).join(', ')}, not ${upTo.join(', ')}`);
  for (const j of first)
    if (j.where !== target && j.result.status !== 'success')
      problems.push(`attempt 1: ${j.where} ended ${j.result.status}: ${failedSteps(j)}`);

  // What ci-state warns about, and expressions of the example that came out empty (an
  // example reading an output or a context value that is not there), in any job of either attempt.
  for (const [n, jobs] of p.attempts.entries()) {
    for (const j of jobs) {
      for (const a of j.result.annotations) {
        if (a.level === 'notice' || (a.kind === 'run' && !a.message.startsWith('ci-state')))
          continue;
        if (j.where === target && n === 0 && a.level === 'error') continue; // the failure itself
        problems.push(`attempt ${n + 1}: ${j.where}: ci-state ${a.level}: ${a.message}`);
      }
      for (const s of j.steps) {
        for (const [k, v] of Object.entries(s.spec.env ?? {}))
          if (String(v).includes('${{') && s.result.outcome !== 'skipped' && !s.result.env[k])
            problems.push(`attempt ${n + 1}: ${j.where}: ${k}: ${v} is empty`);
      }
    }
  }

  // Attempt 2: every job it plays ends green, and every job of the run has then succeeded.
  for (const j of second)
    if (j.result.status !== 'success')
      problems.push(`attempt 2: ${j.where} ended ${j.result.status}: ${failedSteps(j)}`);
  const notRun = p.notRun[1] ?? [];
  if (notRun.length) problems.push(`attempt 2: ${notRun.join(', ')} did not run (needs failed)`);
  const t2 = second.find((j) => j.where === target);
  if (!t2) return [...problems, `attempt 2: ${target} was not re-run`];

  // The main step says what it skips.
  const outputs = stateStep(t2)?.result.outputs ?? {};
  const expected = {
    skipped: JSON.stringify(skipped.map((s) => s.phase)),
    resumed: String(skipped.length > 0),
    'resume-from': skipped.length > 0 ? sc.phase.phase : '',
  };
  for (const [k, v] of Object.entries(expected))
    if (outputs[k] !== v) problems.push(`attempt 2: output ${k} is ${outputs[k]}, not ${v}`);

  // The skipped phases' commands did not run; the others did.
  const keys = new Set(skipped.map((s) => s.key));
  const again = chain.filter((k) => !keys.has(k));
  if (JSON.stringify(ranIn(2)) !== JSON.stringify(again))
    problems.push(`attempt 2: ${target} ran ${ranIn(2).join(', ')}, not ${again.join(', ')}`);

  // Each skipped phase's step says so, and the files its command made are back, from attempt 1.
  for (const s of skipped) {
    const step = t2.steps.find((x) => x.phase?.phase === s.phase);
    const out = `${step?.result.stdout ?? ''}${step?.result.stderr ?? ''}`;
    const said = out.includes(`${s.phase} skipped`) && out.includes('(command not run)');
    if (step?.result.outcome !== 'success' || !said)
      problems.push(`attempt 2: the ${s.phase} step did not say it skipped: ${tail(out, 300)}`);
    for (const file of PRODUCTS[s.key] ?? []) {
      const path = join(t2.result.workspace, file.path);
      if (!existsSync(path)) {
        problems.push(`attempt 2: ${file.path} (made by ${s.phase}) is not in the workspace`);
      } else if (file.stamped && !readFileSync(path, 'utf8').includes('by attempt 1 ')) {
        problems.push(`attempt 2: ${file.path} is not attempt 1's: ${readFileSync(path, 'utf8')}`);
      }
    }
  }

  // The saved state: completed, the skipped phases from attempt 1, the others from attempt 2.
  const statePath = stateStep(t2)?.result.outputs['state-path'];
  const state =
    statePath && existsSync(statePath)
      ? (JSON.parse(readFileSync(statePath, 'utf8')) as {
          status: string;
          phases: Record<string, { status: string; attempt: number }>;
        })
      : undefined;
  if (!state) return [...problems, 'attempt 2: no state file'];
  if (state.status !== 'completed') problems.push(`attempt 2: the state is ${state.status}`);
  for (const [list, attempt] of [
    [skipped, 1],
    [rerun, 2],
  ] as const) {
    for (const s of list) {
      const r = state.phases[s.phase];
      if (r?.status !== 'succeeded' || r.attempt !== attempt)
        problems.push(
          `attempt 2: phase ${s.phase} is ${r?.status} from attempt ${r?.attempt}, not succeeded from ${attempt}`,
        );
    }
  }
  return problems;
}

/** Plays one scenario and returns what did not survive the re-run. */
async function problemsPlaying(ex: Example, sc: Scenario): Promise<string[]> {
  const dir = mkdtempSync(join(scratch, 'play-'));
  const p = await play(ex, sc, {
    emu,
    project,
    logFile: join(dir, 'ran.log'),
    npmCache: join(dir, 'npm-cache'),
    runId: nextRunId++,
  });
  try {
    return problemsOf(ex, sc, p);
  } finally {
    p.dispose();
  }
}

for (const block of played) {
  let ex: Example | undefined;
  let unplayable: string | undefined;
  try {
    ex = parseExample(block);
  } catch (e) {
    unplayable = (e as Error).message;
  }
  describe(ex ? describeBlock(ex) : blockName(block), () => {
    if (!ex) {
      it('can be played', () => {
        throw new Error(
          `${blockName(block)}: ${unplayable}. Make it playable, or add it to NOT_PLAYED with the reason.`,
        );
      });
      return;
    }
    const example = ex;
    for (const sc of scenarios(example)) {
      const leg = sc.leg ? ` in ${where(sc.job, sc.leg)}` : '';
      it(`attempt 1 fails in ${sc.phase.phase}${leg}; the re-run skips what came before`, async () => {
        expect(await problemsPlaying(example, sc)).toEqual([]);
      }, 600_000);
    }
  });
}

/** A workflow written here, not in the docs, played as a block would be. */
const synthetic = (text: string): Example =>
  parseExample({ file: 'examples.test.ts', line: 0, lang: 'yaml', text });

describe('the checks catch an example that would not survive a re-run', () => {
  it('a phase whose files do not come back', async () => {
    const ex = synthetic(`
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: ci-state/ci-state@v0
        with:
          phases: build,test
      - run: ci-state run build --outputs none -- npm run build
      - run: ci-state run test -- npm test
`);
    const [sc] = scenarios(ex).filter((s) => s.phase.phase === 'test');
    expect(await problemsPlaying(ex, sc as Scenario)).toEqual(
      expect.arrayContaining([
        'attempt 2: dist/app.js (made by build) is not in the workspace',
        expect.stringMatching(/^attempt 2: build ended failure: .*dist\/app\.js is missing/),
      ]),
    );
  }, 600_000);

  it('a later job reading a context value that is not there', async () => {
    const ex = synthetic(`
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: ci-state/ci-state@v0
      - run: ci-state run package -- npm pack
      - run: ci-state set tarball='"app.tgz"'
  deploy:
    needs: build
    runs-on: ubuntu-latest
    steps:
      - uses: ci-state/ci-state/restore@v0
        id: build-state
        with:
          job: build
      - run: echo "deploying $TARBALL"
        env:
          TARBALL: \${{ fromJSON(steps.build-state.outputs.context).tarbal }}
`);
    const [sc] = scenarios(ex);
    expect(await problemsPlaying(ex, sc as Scenario)).toEqual([
      'attempt 2: deploy: TARBALL: ${{ fromJSON(steps.build-state.outputs.context).tarbal }} is empty',
    ]);
  }, 600_000);
});
