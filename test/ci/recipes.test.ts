/**
 * docs/other-ci.md's recipes, played (standin.ts) against a real S3 server (test/s3/): attempt 1
 * of the job fails in its third phase (test); the system's retry, with the variables that system
 * changes on a retry, runs on a fresh machine (a new workspace, a new store) and must pull the
 * state from the gateway, skip deps and build without running them, have their files back as
 * attempt 1 made them, run test and package, and end green; `ci-state history` there lists both
 * attempts. Each attempt publishes its report where the system shows it (the recipes archive
 * ci-state-report/; a Buildkite annotation through a stand-in agent, a GitLab merge-request note
 * on a notes server on 127.0.0.1), and saves to the gateway in the background (the default on
 * these systems).
 *
 * Run: `npm run build` (or DIST_DIR=… and CI_STATE_TEST_CLI=…), then `npx vitest run test/ci`.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useGateway } from '../s3/gateway.js';
import { gatewayEnv } from '../s3/rgw.js';
import { tempDir } from '../cli/helpers.js';
import {
  machine,
  playBuildkite,
  playCircleCI,
  playGitLab,
  playJenkins,
  recipes,
  run,
  tools,
  type Machine,
  type Played,
  type Recipe,
} from './standin.js';
import { systemNamed, type Job } from './systems.js';
import { gitLabServerThread, listNotes } from './gitlab-notes.js';
import { parseXml, testcases } from './xml.js';

/** Each test runs a few dozen processes: generous, for a loaded 2-core machine. */
const DEADLINE = 300_000;

const gateway = useGateway();
let bucket = '';
let scratch: { dir: string; cleanup: () => void };
let bin = '';
const GITLAB = { token: 'glpat-recipes-token', project: '77' };
let gitlab: Awaited<ReturnType<typeof gitLabServerThread>> | undefined;
beforeAll(async () => {
  bucket = await gateway.bucket('recipes');
  scratch = tempDir('ci-state-recipes-');
  bin = tools(scratch.dir);
  // Buildkite's agent on every machine: a stand-in recording its calls (reports.test.ts).
  const agent = join(bin, 'buildkite-agent');
  const script = join(import.meta.dirname, 'fake-buildkite-agent.mjs');
  writeFileSync(agent, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} "${script}" "$@"\n`);
  chmodSync(agent, 0o755);
  gitlab = await gitLabServerThread(GITLAB);
}, 120_000);
afterAll(async () => {
  await gitlab?.close();
  scratch?.cleanup();
});

const page = recipes();
function recipe(path: string): Recipe {
  const r = page.get(path);
  if (!r) throw new Error(`docs/other-ci.md has no recipe naming ${path}`);
  return r;
}

/** The project's secret variables: the bucket and the gateway's credentials. */
function secrets(prefix: string): Record<string, string> {
  return {
    ...gatewayEnv(gateway.info),
    AWS_ENDPOINT_URL_S3: gateway.info.endpoint,
    AWS_EC2_METADATA_DISABLED: 'true',
    // Each system under its own prefix of the bucket, as the recipe's s3://$CI_STATE_BUCKET/… says.
    CI_STATE_BUCKET: `${bucket}/${prefix}`,
  };
}

let machines = 0;
/** A fresh machine for one attempt: its own workspace and store; the fake npm's log is shared. */
function fresh(system: string, attempt: number): Machine {
  return machine(join(scratch.dir, `${system}-${++machines}`, 'app'), bin, {
    log: join(scratch.dir, `${system}.log`),
    attempt,
    ...(attempt === 1 ? { fail: 'test' } : {}),
  });
}

function ranIn(system: string, attempt: number): string[] {
  const file = join(scratch.dir, `${system}.log`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.endsWith(`@${attempt}`))
    .map((l) => l.slice(0, l.lastIndexOf('@')));
}

const said = (p: Played) => `\n--- what the job printed ---\n${p.output}`;

/** What attempt 1 must have done: deps and build ran, test failed, the state is on the gateway. */
function checkFirst(system: string, m: Machine, p: Played): void {
  expect(p.ok, said(p)).toBe(false);
  expect(ranIn(system, 1), said(p)).toEqual(['ci', 'run build', 'test']);
  // Off the phases' path: outputs kept and the state saved in the background, shown by flush.
  expect(p.output).toMatch(/deps: keeping what it changed \(.*\) in the background/);
  expect(p.output).toMatch(/state \d+: saving to s3:\/\/\S+ in the background/);
  expect(p.output).toMatch(
    /background: state \d+ saved to s3:\/\/\S+ at \S+, with 1 new checkpoint pack/,
  );
  // flush's own save of the final state (with what a late keeper kept, if the pusher had not).
  expect(p.output).toMatch(/\nci-state: state \d+ saved to s3:\/\/\S+ at \S+, /);
  expect(p.output).not.toContain('internal error');
  checkReport(m, p, 1);
}

/** The report of attempt `attempt`: in the log, and in the files the recipe archives. */
function checkReport(m: Machine, p: Played, attempt: 1 | 2): void {
  const story =
    attempt === 1
      ? 'Attempt 1 failed in test (exit code 3).'
      : 'Attempt 2 resumed from test: skipped deps and build'; // the log: no markdown
  expect(p.output).toContain(`ci-state: ${story}`);
  expect(p.archived, said(p)).toEqual(['ci-state-report/junit.xml', 'ci-state-report/summary.md']);
  const summary = readFileSync(join(m.dir, 'ci-state-report', 'summary.md'), 'utf8');
  expect(summary).toContain(
    attempt === 1
      ? 'Attempt 1 failed in `test` (exit code 3).'
      : 'Attempt 2 resumed from `test`: skipped deps and build',
  );
  expect(summary).toMatch(
    /\*\*Persistence:\*\* 💾 Saved to `s3:\/\/[^`]+ at [^`]+` \\\(state \d+\\, /,
  );
  const junit = parseXml(readFileSync(join(m.dir, 'ci-state-report', 'junit.xml'), 'utf8'));
  const outcome = testcases(junit).map((c) => [c.attributes.name, c.children[0]?.name ?? 'passed']);
  expect(outcome).toEqual(
    attempt === 1
      ? [
          ['deps', 'passed'],
          ['build', 'passed'],
          ['test', 'failure'],
          ['package', 'skipped'],
        ]
      : [
          ['deps', 'skipped'],
          ['build', 'skipped'],
          ['test', 'passed'],
          ['package', 'passed'],
        ],
  );
}

/** What the retry must have done, on machine `m`. */
function checkRetry(system: string, m: Machine, p: Played): void {
  expect(p.ok, said(p)).toBe(true);
  expect(p.output).toMatch(/restored the state of attempt 1 \(run \S+\) from s3:\/\/\S+/);
  expect(p.output).toMatch(/Attempt 2 of "[^"]+" \(run \S+\)\./);
  expect(p.output).toMatch(/skip\s+deps\s+succeeded in attempt 1/);
  expect(p.output).toMatch(/skip\s+build\s+succeeded in attempt 1/);
  expect(p.output).not.toContain('warning');
  checkReport(m, p, 2);
  // deps and build were not run again; their files are back as attempt 1 made them.
  expect(ranIn(system, 2), said(p)).toEqual(['test', 'pack']);
  const file = (f: string) => readFileSync(join(m.dir, f), 'utf8');
  expect(file('node_modules/dep/index.js')).toBe('ci by attempt 1\n');
  expect(file('dist/app.js')).toBe('run build by attempt 1\n');
  expect(file('reports/test.txt')).toBe('test by attempt 2\n');
  expect(file('app-1.0.0.tgz')).toBe('pack by attempt 2\n');

  // The state and the local history of the fresh machine: both attempts, one run.
  const cli = (args: string) => run(m, ['sh', '-c'], `ci-state ${args}`, {});
  const status = JSON.parse(cli('status --json').output) as {
    status: string;
    origin: { runId: string; runAttempt: number };
    phases: Record<string, { status: string; attempt: number }>;
  };
  expect(status.status).toBe('completed');
  expect(status.origin.runAttempt).toBe(2);
  expect(
    Object.fromEntries(Object.entries(status.phases).map(([k, v]) => [k, [v.status, v.attempt]])),
  ).toEqual({
    deps: ['succeeded', 1],
    build: ['succeeded', 1],
    test: ['succeeded', 2],
    package: ['succeeded', 2],
  });
  const history = JSON.parse(cli('history --json').output) as Array<{
    runId: string;
    attempt: number;
    status: string;
    skipped: string[];
  }>;
  expect(history.map((h) => [h.runId, h.attempt, h.status, h.skipped])).toEqual([
    [status.origin.runId, 1, 'failed', []],
    [status.origin.runId, 2, 'completed', ['deps', 'build']],
  ]);
}

describe('the recipes of docs/other-ci.md', { timeout: DEADLINE }, () => {
  it('are each here', () => {
    expect([...page.keys()].sort()).toEqual([
      '.buildkite/hooks/post-command',
      '.buildkite/pipeline.yml',
      '.circleci/config.yml',
      '.gitlab-ci.yml',
      'Jenkinsfile',
    ]);
  });

  it('GitLab CI: "Retry" is a new job id in the same pipeline', async () => {
    const gl = systemNamed('gitlab');
    const job: Job = {
      project: 'acme/shop',
      pipeline: '812',
      jobName: 'build',
      jobId: '4711',
      branch: 'feature',
      mr: '5',
      sha: 'a'.repeat(40),
    };
    const vars = (j: Job) => ({
      ...secrets('gitlab'),
      ...gl.env(j),
      CI_CONFIG_PATH: '.gitlab-ci.yml',
      CI_PROJECT_ID: GITLAB.project,
      CI_API_V4_URL: gitlab!.api,
      CI_STATE_GITLAB_TOKEN: GITLAB.token, // a masked variable of the project
    });
    const m1 = fresh('gitlab', 1);
    const first = playGitLab(recipe('.gitlab-ci.yml'), m1, vars(job));
    checkFirst('gitlab', m1, first);
    const notes = async () => listNotes(gitlab!.api, GITLAB, '5');
    expect((await notes()).map((n) => n.updates)).toEqual([0]);
    expect((await notes())[0]!.body).toContain('Attempt 1 failed in `test` (exit code 3).');
    const m = fresh('gitlab', 2);
    const retry = gl.retry(job, 1);
    expect(retry).toMatchObject({ pipeline: '812', jobId: '4712' });
    const second = playGitLab(recipe('.gitlab-ci.yml'), m, vars(retry));
    checkRetry('gitlab', m, second);
    // The same note, updated in place: the merge request has one ci-state note.
    const after = await notes();
    expect(after.map((n) => n.updates)).toEqual([1]);
    expect(after[0]!.body).toContain('#### ✅ build');
    expect(first.output + second.output).not.toContain(GITLAB.token);
  });

  it('Buildkite: "Retry" is a new job in the same build, the retry count one up', () => {
    const bk = systemNamed('buildkite');
    const job: Job = {
      org: 'acme',
      pipeline: 'shop',
      build: '0190f3a2-57b1-4c3e-9a51-5c0a3e2b7d10',
      job: '0190f3a2-5a10-4d2e-8f3b-1e2d3c4b0000',
      key: 'build',
      label: ':hammer: build',
      branch: 'main',
      sha: 'b'.repeat(40),
      retries: '0',
    };
    const agentLog = join(scratch.dir, 'buildkite-agent.log');
    const play = (j: Job, m: Machine) =>
      playBuildkite(recipe('.buildkite/pipeline.yml'), recipe('.buildkite/hooks/post-command'), m, {
        ...secrets('buildkite'),
        ...bk.env(j),
        FAKE_AGENT_LOG: agentLog,
      });
    const m1 = fresh('buildkite', 1);
    checkFirst('buildkite', m1, play(job, m1));
    const retry = bk.retry(job, 1);
    expect(retry).toMatchObject({ build: job.build, retries: '1' });
    expect(retry.job).not.toBe(job.job);
    const m = fresh('buildkite', 2);
    checkRetry('buildkite', m, play(retry, m));
    // One annotation, written by attempt 1 and replaced by the retry (the same context).
    const calls = readFileSync(agentLog, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { argv: string[]; stdin: string });
    const context = calls[0]!.argv[2]!;
    expect(calls.map((c) => c.argv)).toEqual([
      ['annotate', '--context', context, '--style', 'error'],
      ['annotate', '--context', context, '--style', 'success'],
    ]);
    expect(calls[1]!.stdin).toBe(
      readFileSync(join(m.dir, 'ci-state-report', 'summary.md'), 'utf8'),
    );
  });

  it('Jenkins: "Restart from Stage" is a new build; the Jenkinsfile names the one it restarts', () => {
    const jk = systemNamed('jenkins');
    const job: Job = {
      host: 'ci.example.com',
      jobName: 'shop/main',
      build: '41',
      stage: 'CI',
      branch: 'main',
      sha: 'c'.repeat(40),
    };
    const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, ...global } = secrets('jenkins');
    const play = (j: Job, m: Machine, causes: Parameters<typeof playJenkins>[3]['causes']) => {
      const {
        CI_STATE_ATTEMPT_OF: _set_by_the_jenkinsfile,
        STAGE_NAME: _per_stage,
        ...vars
      } = jk.env(j);
      return playJenkins(
        recipe('Jenkinsfile'),
        m,
        { ...global, ...vars },
        {
          credentials: {
            'ci-state-aws-access-key-id': AWS_ACCESS_KEY_ID!,
            'ci-state-aws-secret-access-key': AWS_SECRET_ACCESS_KEY!,
          },
          params: { ATTEMPT_OF: '' },
          causes,
        },
      );
    };
    const user = {
      _class: 'hudson.model.Cause$UserIdCause',
      shortDescription: 'Started by user dev',
    };
    const m1 = fresh('jenkins', 1);
    checkFirst('jenkins', m1, play(job, m1, [user]));
    const retry = jk.retry(job, 1);
    expect(retry.build).toBe('42');
    const m = fresh('jenkins', 2);
    const restart = {
      _class:
        'org.jenkinsci.plugins.pipeline.modeldefinition.causes.RestartDeclarativePipelineCause',
      shortDescription: 'Restarted from build #41, stage CI',
    };
    const p = play(retry, m, [user, restart]);
    expect(p.output).toContain('CI_STATE_ATTEMPT_OF 41: continuing run 41');
    checkRetry('jenkins', m, p);
  });

  it('CircleCI: "Rerun workflow from failed" is a new workflow in the same workspace', () => {
    const cc = systemNamed('circleci');
    const job: Job = {
      user: 'acme',
      repo: 'shop',
      workspace: '5c1e7a3b-2d4f-4a6b-8c9d-0e1f2a3b4c5d',
      workflow: '9a8b7c6d-5e4f-4a3b-9c1d-0e1f0000012d',
      jobName: 'build',
      buildNum: '301',
      branch: 'main',
      sha: 'd'.repeat(40),
    };
    const vars = (j: Job) => ({ ...secrets('circleci'), ...cc.env(j) });
    const m1 = fresh('circleci', 1);
    checkFirst('circleci', m1, playCircleCI(recipe('.circleci/config.yml'), m1, vars(job)));
    const retry = cc.retry(job, 4);
    expect(retry).toMatchObject({ workspace: job.workspace, buildNum: '305' });
    expect(retry.workflow).not.toBe(job.workflow);
    const m = fresh('circleci', 2);
    checkRetry('circleci', m, playCircleCI(recipe('.circleci/config.yml'), m, vars(retry)));
  });
});
