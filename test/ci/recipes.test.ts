/**
 * docs/other-ci.md's recipes, played (standin.ts) against a real S3 server (test/s3/): attempt 1
 * of the job fails in its third phase (test); the system's retry, with the variables that system
 * changes on a retry, runs on a fresh machine (a new workspace, a new store) and must pull the
 * state from the gateway, skip deps and build without running them, have their files back as
 * attempt 1 made them, run test and package, and end green; `ci-state history` there lists both
 * attempts.
 *
 * Run: `npm run build` (or DIST_DIR=… and CI_STATE_TEST_CLI=…), then `npx vitest run test/ci`.
 */
import { existsSync, readFileSync } from 'node:fs';
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

/** Each test runs a few dozen processes: generous, for a loaded 2-core machine. */
const DEADLINE = 300_000;

const gateway = useGateway();
let bucket = '';
let scratch: { dir: string; cleanup: () => void };
let bin = '';
beforeAll(async () => {
  bucket = await gateway.bucket('recipes');
  scratch = tempDir('ci-state-recipes-');
  bin = tools(scratch.dir);
}, 120_000);
afterAll(() => scratch?.cleanup());

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
function checkFirst(system: string, p: Played): void {
  expect(p.ok, said(p)).toBe(false);
  expect(ranIn(system, 1), said(p)).toEqual(['ci', 'run build', 'test']);
  expect(p.output).toMatch(/state \d+ saved to s3:\/\/\S+ at \S+, with 1 new checkpoint pack/);
  expect(p.output).not.toContain('internal error');
}

/** What the retry must have done, on machine `m`. */
function checkRetry(system: string, m: Machine, p: Played): void {
  expect(p.ok, said(p)).toBe(true);
  expect(p.output).toMatch(/restored the state of attempt 1 \(run \S+\) from s3:\/\/\S+/);
  expect(p.output).toMatch(/Attempt 2 of "[^"]+" \(run \S+\)\./);
  expect(p.output).toMatch(/skip\s+deps\s+succeeded in attempt 1/);
  expect(p.output).toMatch(/skip\s+build\s+succeeded in attempt 1/);
  expect(p.output).not.toContain('warning');
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

  it('GitLab CI: "Retry" is a new job id in the same pipeline', () => {
    const gl = systemNamed('gitlab');
    const job: Job = {
      project: 'acme/shop',
      pipeline: '812',
      jobName: 'build',
      jobId: '4711',
      branch: 'main',
      sha: 'a'.repeat(40),
    };
    const vars = (j: Job) => ({
      ...secrets('gitlab'),
      ...gl.env(j),
      CI_CONFIG_PATH: '.gitlab-ci.yml',
    });
    const first = playGitLab(recipe('.gitlab-ci.yml'), fresh('gitlab', 1), vars(job));
    checkFirst('gitlab', first);
    const m = fresh('gitlab', 2);
    const retry = gl.retry(job, 1);
    expect(retry).toMatchObject({ pipeline: '812', jobId: '4712' });
    checkRetry('gitlab', m, playGitLab(recipe('.gitlab-ci.yml'), m, vars(retry)));
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
    const play = (j: Job, m: Machine) =>
      playBuildkite(recipe('.buildkite/pipeline.yml'), recipe('.buildkite/hooks/post-command'), m, {
        ...secrets('buildkite'),
        ...bk.env(j),
      });
    checkFirst('buildkite', play(job, fresh('buildkite', 1)));
    const retry = bk.retry(job, 1);
    expect(retry).toMatchObject({ build: job.build, retries: '1' });
    expect(retry.job).not.toBe(job.job);
    const m = fresh('buildkite', 2);
    checkRetry('buildkite', m, play(retry, m));
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
    checkFirst('jenkins', play(job, fresh('jenkins', 1), [user]));
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
    checkFirst(
      'circleci',
      playCircleCI(recipe('.circleci/config.yml'), fresh('circleci', 1), vars(job)),
    );
    const retry = cc.retry(job, 4);
    expect(retry).toMatchObject({ workspace: job.workspace, buildNum: '305' });
    expect(retry.workflow).not.toBe(job.workflow);
    const m = fresh('circleci', 2);
    checkRetry('circleci', m, playCircleCI(recipe('.circleci/config.yml'), m, vars(retry)));
  });
});
