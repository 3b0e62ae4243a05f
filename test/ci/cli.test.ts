/**
 * The CLI on other CI systems (src/ci/ wired into `init`), as real processes, some against the S3
 * gateway (test/s3/): a job that cannot be identified says so in one line and resumes nothing; a
 * second `init` in one job is the same attempt; Jenkins re-runs of re-runs continue one run, also
 * on an agent whose kept workspace holds an older state than the bucket; `--attempt-of` is checked
 * and said to be unused where it means nothing.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useGateway } from '../s3/gateway.js';
import { gatewayEnv } from '../s3/rgw.js';
import { cli, localEnv, tempDir, type CliResult } from '../cli/helpers.js';
import { CI_VARIABLE, systemNamed, type Job } from './systems.js';

/** Each test runs a few dozen processes: generous, for a loaded 2-core machine. */
const DEADLINE = 300_000;

const gateway = useGateway();
let bucket = '';
beforeAll(async () => {
  bucket = await gateway.bucket('ci-cli');
}, 60_000);

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

/** A machine's environment: nothing of any CI system, the gateway's credentials. */
function machineEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env = localEnv({
    ...gatewayEnv(gateway.info),
    AWS_ENDPOINT_URL_S3: gateway.info.endpoint,
    AWS_EC2_METADATA_DISABLED: 'true',
  });
  for (const k of Object.keys(env)) if (CI_VARIABLE.test(k)) delete env[k];
  return { ...env, ...vars };
}

function workspace(): string {
  const t = tempDir('ci-state-ci-cli-');
  cleanups.push(t.cleanup);
  const dir = join(t.dir, 'app');
  mkdirSync(dir);
  return dir;
}

function ok(r: CliResult): CliResult {
  expect(r.stderr).not.toContain('internal error');
  expect(r.code, r.stderr).toBe(0);
  return r;
}

const warnings = (r: CliResult) => r.stderr.split('\n').filter((l) => l.includes('warning:'));

/** Attempt of a job: init, build succeeds (making out.txt), test fails or passes. */
function attempt(dir: string, env: NodeJS.ProcessEnv, testExit: number): CliResult[] {
  const init = ok(cli(dir, ['init', '--phases', 'build,test'], env));
  const build = ok(
    cli(dir, ['run', 'build', '--', 'sh', '-c', `echo "$BUILD_NUMBER$CI_JOB_ID" > out.txt`], env),
  );
  const test = cli(dir, ['run', 'test', '--', 'sh', '-c', `exit ${testExit}`], env);
  expect(test.code).toBe(testExit);
  cli(dir, ['finish'], env);
  return [init, build, test];
}

describe('a job that cannot be identified', { timeout: DEADLINE }, () => {
  it('says what is missing in one line, and starts a new run that resumes nothing', () => {
    const gl = systemNamed('gitlab');
    const job: Job = {
      project: 'acme/shop',
      pipeline: '90',
      jobName: 'build',
      jobId: '700',
      branch: 'main',
      sha: 'e'.repeat(40),
    };
    const remote = () => ({ CI_STATE_REMOTE: `s3://${bucket}/unidentified` });
    attempt(workspace(), machineEnv({ ...gl.env(job), ...remote() }), 3);

    // The retry, in a container that was not given CI_JOB_ID and CI_PIPELINE_ID.
    const { CI_JOB_ID: _job, CI_PIPELINE_ID: _pipeline, ...partial } = gl.env(gl.retry(job, 1));
    const dir = workspace();
    const env = machineEnv({ ...partial, ...remote() });
    const init = ok(cli(dir, ['init', '--phases', 'build,test'], env));
    expect(warnings(init)).toEqual([
      'ci-state: warning: GitLab CI detected, but CI_PIPELINE_ID and CI_JOB_ID are not set: this job cannot be identified, so it starts a new run and a retry of it will not resume',
    ]);
    expect(init.stderr).not.toContain('restored the state');
    expect(init.stdout).toMatch(
      /^Started run local-[0-9a-f]{8} of "\.gitlab-ci\.yml", attempt 1\./,
    );
    const build = ok(cli(dir, ['run', 'build', '--', 'sh', '-c', 'echo again > out.txt'], env));
    expect(build.stderr).toContain('build succeeded');
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('again\n');
  });
});

describe('GitLab CI', { timeout: DEADLINE }, () => {
  it('a second init in the same job is the same attempt; the retry on the same machine the next', () => {
    const gl = systemNamed('gitlab');
    const job: Job = {
      project: 'acme/shop',
      pipeline: '91',
      jobName: 'build',
      jobId: '710',
      branch: 'main',
      sha: 'f'.repeat(40),
    };
    const dir = workspace();
    const env = machineEnv(gl.env(job));
    ok(cli(dir, ['init', '--phases', 'build,test'], env));
    const again = ok(cli(dir, ['init', '--phases', 'build,test'], env));
    expect(again.stdout).toContain('Run 91 of ".gitlab-ci.yml", attempt 1, is already started.');
    ok(cli(dir, ['run', 'build', '--', 'true'], env));
    expect(cli(dir, ['run', 'test', '--', 'false'], env).code).toBe(1);
    // A shell executor keeps the build directory: the retry finds the store in place.
    const retry = ok(cli(dir, ['init'], machineEnv(gl.env(gl.retry(job, 1)))));
    expect(retry.stdout).toContain('Attempt 2 of ".gitlab-ci.yml" (run 91).');
    expect(retry.stdout).toMatch(/skip\s+build\s+succeeded in attempt 1/);
  });
});

describe('GitLab CI, two pipelines of one job at once', { timeout: DEADLINE }, () => {
  it("a retry of the older pipeline resumes its own run, not the newer pipeline's", () => {
    const gl = systemNamed('gitlab');
    const remote = { CI_STATE_REMOTE: `s3://${bucket}/two-pipelines` };
    const older: Job = {
      project: 'acme/shop',
      pipeline: '95',
      jobName: 'build',
      jobId: '750',
      branch: 'main',
      sha: 'a'.repeat(40),
    };
    const newer: Job = { ...older, pipeline: '96', jobId: '760', sha: 'b'.repeat(40) };
    // Pipeline 95 fails in test; pipeline 96 starts later, passes build and is still running.
    attempt(workspace(), machineEnv({ ...gl.env(older), ...remote }), 3);
    const other = workspace();
    const otherEnv = machineEnv({ ...gl.env(newer), ...remote });
    ok(cli(other, ['init', '--phases', 'build,test'], otherEnv));
    ok(cli(other, ['run', 'build', '--', 'sh', '-c', 'echo 96 > out.txt'], otherEnv));
    ok(cli(other, ['flush'], otherEnv));

    // The retry of pipeline 95, on a fresh machine: the bucket's newest state is 96's.
    const dir = workspace();
    const env = machineEnv({ ...gl.env(gl.retry(older, 1)), ...remote });
    const init = ok(cli(dir, ['init', '--phases', 'build,test'], env));
    expect(init.stderr).toContain('restored the state of attempt 1 (run 95)');
    expect(init.stdout).toContain('Attempt 2 of ".gitlab-ci.yml" (run 95).');
    expect(init.stdout).toMatch(/skip\s+build\s+succeeded in attempt 1/);
    const build = ok(cli(dir, ['run', 'build', '--', 'sh', '-c', 'echo again > out.txt'], env));
    expect(build.stderr).toContain('build skipped');
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('750\n');
  });
});

describe('Jenkins', { timeout: DEADLINE }, () => {
  const jk = systemNamed('jenkins');
  const job: Job = {
    host: 'ci.example.com',
    jobName: 'shop/main',
    build: '41',
    stage: 'CI',
    branch: 'main',
    sha: '1'.repeat(40),
  };
  const remote = () => ({ CI_STATE_REMOTE: `s3://${bucket}/jenkins` });

  it('a re-run of a re-run continues the run, also where the kept workspace is older than the bucket', () => {
    // Build 41 on agent A fails in test.
    const agentA = workspace();
    attempt(agentA, machineEnv({ ...jk.env(job), ...remote() }), 5);
    // Build 42, "Restart from Stage" of 41, on agent B: resumes, fails in test again.
    const b42 = jk.retry(job, 1);
    const [init42] = attempt(workspace(), machineEnv({ ...jk.env(b42), ...remote() }), 5);
    expect(init42!.stderr).toContain('CI_STATE_ATTEMPT_OF 41: continuing run 41');
    expect(init42!.stdout).toContain('Attempt 2 of "Jenkinsfile" (run 41).');
    // Build 43, a restart of 42, back on agent A, whose workspace still has build 41's state.
    const b43 = jk.retry(b42, 1);
    const env = machineEnv({ ...jk.env(b43), ...remote() });
    const init43 = ok(cli(agentA, ['init'], env));
    expect(init43.stderr).toMatch(/restored the state of attempt 2 \(run 41\)/);
    expect(init43.stderr).toContain('CI_STATE_ATTEMPT_OF 42: continuing run 41');
    expect(init43.stdout).toContain('Attempt 3 of "Jenkinsfile" (run 41).');
    const build = ok(cli(agentA, ['run', 'build', '--', 'sh', '-c', 'echo 43 > out.txt'], env));
    expect(build.stderr).toMatch(/build skipped: completed in attempt 1/);
    expect(readFileSync(join(agentA, 'out.txt'), 'utf8')).toBe('41\n');
    ok(cli(agentA, ['run', 'test', '--', 'true'], env));
    expect(ok(cli(agentA, ['finish'], env)).stdout).toContain('completed in attempt 3');
  });

  it('a new build that names no build it re-runs is a run of its own', () => {
    const dir = workspace();
    attempt(dir, machineEnv(jk.env({ ...job, build: '60' })), 5);
    const next = ok(cli(dir, ['init'], machineEnv(jk.env({ ...job, build: '61' }))));
    expect(next.stdout).toContain('Started run 61 of "Jenkinsfile", attempt 1.');
    const stray = ok(
      cli(dir, ['init', '--attempt-of', '59'], machineEnv(jk.env({ ...job, build: '62' }))),
    );
    expect(stray.stderr).toContain(
      '--attempt-of 59, but the newest state of this job is of run 61 (jenkins build=61): starting a new run',
    );
    expect(stray.stdout).toContain('Started run 62 of "Jenkinsfile", attempt 1.');
  });

  it('--attempt-of is checked, in one line', () => {
    const r = cli(workspace(), ['init', '--attempt-of', '#41'], machineEnv(jk.env(job)));
    expect(r.code).not.toBe(0);
    expect(r.stderr.trim().split('\n')).toEqual([
      'ci-state: --attempt-of is "#41": expected the number or id of the build whose run this job continues (letters, digits, . _ : / -)',
    ]);
  });
});

describe('--attempt-of off CI', { timeout: DEADLINE }, () => {
  it('is not used, said in one line', () => {
    const r = ok(cli(workspace(), ['init', '--attempt-of', '41'], machineEnv({})));
    expect(warnings(r)).toEqual([
      'ci-state: warning: --attempt-of is for CI systems whose re-run is a new build (Jenkins): not used off CI',
    ]);
  });
});
