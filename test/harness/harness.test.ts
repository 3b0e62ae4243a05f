import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { WorkflowRun, type JobEnvContext, type WorkflowRunOptions } from './index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => path.join(here, 'fixtures', name);
const TINY = fixture('tiny-action');

const runs: WorkflowRun[] = [];
function newRun(options: Partial<WorkflowRunOptions> = {}): WorkflowRun {
  const run = new WorkflowRun({ repo: 'o/r', runId: '100', ...options });
  runs.push(run);
  return run;
}
afterAll(() => {
  for (const run of runs) run.dispose();
});

/** What an emulator of the Actions services hands to each job. */
const platform = (ctx: JobEnvContext) => ({
  ACTIONS_RUNTIME_TOKEN: `token-${ctx.attempt}-${ctx.jobBackendId}`,
  ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/',
  GITHUB_API_URL: 'http://127.0.0.1:9/api',
  GITHUB_TOKEN: 'ghs_fixture_token',
  MACHINE_HINT: 'from-platform',
});

describe('a JavaScript action and run steps, as the runner runs them', () => {
  it('main -> run (sees env, PATH, outputs) -> post (sees state)', async () => {
    const run = newRun({ env: platform });
    const job = run.job('build');

    const main = await job.uses(TINY, { id: 'tiny', with: { greeting: 'hi' } });
    expect(main.outcome).toBe('success');
    expect(main.env).toMatchObject({
      INPUT_GREETING: 'hi',
      INPUT_WHO: 'o/r',
      INPUT_TOKEN: 'ghs_fixture_token',
      'INPUT_RUN-ID': '100',
      INPUT_EXTRA_WORDS: 'spaced',
      INPUT_FAIL: 'false',
      ACTIONS_RUNTIME_TOKEN: `token-1-${job.jobBackendId}`,
      ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/',
      GITHUB_API_URL: 'http://127.0.0.1:9/api',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_ACTION: 'tiny',
      GITHUB_ACTION_PATH: TINY,
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_RUN_ID: '100',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_RUN_NUMBER: '1',
      GITHUB_JOB: 'build',
      GITHUB_WORKFLOW: 'ci',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_REPOSITORY_OWNER: 'o',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_HEAD_REF: '',
      GITHUB_BASE_REF: '',
      GITHUB_WORKSPACE: job.workspace,
      RUNNER_OS: 'Linux',
      RUNNER_TEMP: job.runnerTemp,
      MACHINE_HINT: 'from-platform',
    });
    expect(main.env.GITHUB_TOKEN).toBeUndefined();
    expect(main.env.GITHUB_SHA).toMatch(/^[0-9a-f]{40}$/);
    expect(main.outputs).toEqual({
      greeting: 'hi, o/r',
      multiline: 'line one\nline two',
      'run-id': '100',
      spaced: 'spaced',
    });
    expect(main.state).toEqual({ greeting: 'hi' });
    expect(main.groups).toEqual(['details']);
    expect(main.stdout).toContain('token in log: ghs_fixture_token');
    expect(main.log).toContain('token in log: ***');

    const check = await job.run(
      [
        'test "$TINY_EXPORTED" = exported-hi',
        'tiny-tool',
        'echo "greeting from env: $GREETING"',
        'echo "runtime token: ${ACTIONS_RUNTIME_TOKEN:-none}"',
        'echo "seen=$TINY_EXPORTED" >> "$GITHUB_OUTPUT"',
      ].join('\n'),
      { id: 'check', env: { GREETING: '${{ steps.tiny.outputs.greeting }}' } },
    );
    expect(check.outcome).toBe('success');
    expect(check.stdout).toContain('tiny-tool ran');
    expect(check.stdout).toContain('greeting from env: hi, o/r');
    // The runtime token reaches actions only, as on the runner.
    expect(check.stdout).toContain('runtime token: none');
    expect(check.env.PATH?.split(':')[0]).toBe(path.join(job.runnerTemp, 'tiny-bin'));
    expect(
      Object.keys(check.env).filter((k) => k.startsWith('STATE_') || k.startsWith('INPUT_')),
    ).toEqual([]);

    const onFailure = await job.run('echo should not run', { id: 'on-failure', if: 'failure()' });
    expect(onFailure.outcome).toBe('skipped');

    const result = await job.complete();
    expect(result.status).toBe('success');
    expect(result.steps.map((s) => `${s.id}/${s.kind}/${s.outcome}`)).toEqual([
      'tiny/main/success',
      'check/run/success',
      'on-failure/run/skipped',
      'tiny/post/success',
    ]);
    const post = result.step('tiny', 'post');
    expect(post?.env.STATE_greeting).toBe('hi');
    expect(post?.env.INPUT_GREETING).toBe('hi');
    expect(post?.stdout).toContain('post sees state greeting=hi');
    expect(result.outputs('tiny').greeting).toBe('hi, o/r');
    expect(result.outputs('check')).toEqual({ seen: 'exported-hi' });
    expect(result.summary).toBe('<h3>tiny main</h3>\ngreeting: hi\ntiny post: state greeting=hi\n');
    expect(result.summaries.map((s) => `${s.stepId}/${s.kind}`)).toEqual([
      'tiny/main',
      'tiny/post',
    ]);
    expect(result.annotations).toEqual([
      expect.objectContaining({
        level: 'notice',
        message: 'tiny main greeted o/r',
        stepId: 'tiny',
      }),
    ]);
    expect(result.env).toEqual({ TINY_EXPORTED: 'exported-hi' });
    expect(result.path).toEqual([path.join(job.runnerTemp, 'tiny-bin')]);
    const event = JSON.parse(readFileSync(result.eventPath, 'utf8')) as Record<string, unknown>;
    expect(event).toMatchObject({ ref: 'refs/heads/main', repository: { full_name: 'o/r' } });
  });

  it('after a failure: default steps skip, failure() steps run, post-if decides the post steps', async () => {
    const job = newRun().job('test');
    await job.uses(fixture('post-if-success'), { id: 'needs-success' });
    const staged = await job.uses(fixture('staged-action'), { id: 'staged' });
    await job.uses(TINY, { id: 'tiny' });
    const bad = await job.run('echo failing\nexit 3', { id: 'bad' });
    expect(bad).toMatchObject({ outcome: 'failure', conclusion: 'failure', exitCode: 3 });
    const next = await job.run('echo nope', { id: 'next' });
    expect(next).toMatchObject({ outcome: 'skipped', skipReason: 'success()' });
    const implicit = await job.run('echo nope', { if: "steps.bad.outcome == 'failure'" });
    expect(implicit.outcome).toBe('skipped');
    const onFailure = await job.run('echo handling', {
      id: 'on-failure',
      if: "failure() && steps.bad.outcome == 'failure'",
    });
    expect(onFailure.outcome).toBe('success');
    const always = await job.run('echo always', { if: 'always()' });
    expect(always.outcome).toBe('success');

    const result = await job.complete();
    expect(result.status).toBe('failure');
    expect(
      result.steps.filter((s) => s.kind === 'post').map((s) => `${s.id}/${s.outcome}`),
    ).toEqual([
      'tiny/success', // post-if: always()
      'staged/success', // no post-if: the runner's default is always()
      'needs-success/skipped', // post-if: success()
    ]);
    expect(result.annotations).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'Process completed with exit code 3.',
        stepId: 'bad',
      }),
    );

    // pre -> main -> post state of the staged action
    const pre = result.step('staged', 'pre');
    expect(pre?.index).toBe(staged.index - 1);
    expect(staged.stdout).toContain('main sees from-pre=pre-value');
    expect(result.step('staged', 'post')?.stdout).toContain(
      'post sees from-pre=pre-value from-main=main-value',
    );
  });

  it('a failing action still records outputs and state; continue-on-error keeps the job green', async () => {
    const job = newRun().job('build');
    const failed = await job.uses(TINY, {
      id: 'tiny',
      with: { fail: true, unknown: 'x' },
      continueOnError: true,
    });
    expect(failed).toMatchObject({ outcome: 'failure', conclusion: 'success', exitCode: 1 });
    expect(failed.outputs.greeting).toBe('hello, o/r');
    const after = await job.run(
      'echo "outcome=${{ steps.tiny.outcome }} conclusion=${{ steps.tiny.conclusion }}"',
    );
    expect(after.stdout).toContain('outcome=failure conclusion=success');
    const result = await job.complete();
    expect(result.status).toBe('success');
    expect(result.step('tiny', 'post')?.stdout).toContain('post sees state greeting=hello');
    expect(result.annotations.map((a) => `${a.level}: ${a.message}`)).toEqual([
      "warning: Unexpected input(s) 'unknown', valid inputs are ['greeting', 'who', 'token', 'run-id', 'extra words', 'fail']",
      'notice: tiny main greeted o/r',
      'error: tiny main was asked to fail',
    ]);
  });

  it('workflow commands, masks and environment files', async () => {
    const job = newRun().job('build');
    const step = await job.run(
      [
        'echo "::add-mask::s3cr3t"',
        'echo "the secret is s3cr3t"',
        'echo "::warning file=a.ts,line=3,title=Careful::watch out%0Anext line"',
        'echo "::error::broken" >&2',
        'echo "::set-output name=legacy::x"',
        '{ echo "multi<<EOF"; echo "a"; echo "b"; echo "EOF"; } >> "$GITHUB_OUTPUT"',
        'echo "plain=1=2" >> "$GITHUB_OUTPUT"',
        'echo "NODE_OPTIONS=--require x" >> "$GITHUB_ENV"',
        'echo "KEPT=yes" >> "$GITHUB_ENV"',
        'echo "::stop-commands::pause-token"',
        'echo "::error::not a command while stopped"',
        'echo "::pause-token::"',
        'echo "## summary s3cr3t" >> "$GITHUB_STEP_SUMMARY"',
      ].join('\n'),
      { id: 'cmds' },
    );
    expect(step.outcome).toBe('success');
    expect(step.outputs).toEqual({ multi: 'a\nb', plain: '1=2' });
    expect(step.log).toContain('the secret is ***');
    expect(step.summary).toBe('## summary ***\n');
    // stdout and stderr are separate pipes: their relative order is not defined
    const annotations = step.annotations.map((a) => [a.level, a.message, a.properties]);
    expect(annotations).toHaveLength(4);
    expect(annotations).toEqual(
      expect.arrayContaining([
        ['warning', 'watch out\nnext line', { file: 'a.ts', line: '3', title: 'Careful' }],
        ['error', 'broken', {}],
        ['warning', expect.stringContaining('The `set-output` command is deprecated'), {}],
        ['error', "Can't store NODE_OPTIONS output parameter using '$GITHUB_ENV' command.", {}],
      ]),
    );

    const bad = await job.run('echo "x<<EOF" >> "$GITHUB_OUTPUT"; echo "::set-env name=A::b"', {
      id: 'bad',
    });
    expect(bad.outcome).toBe('failure');
    expect(bad.annotations.map((a) => a.message)).toEqual([
      "Unable to process command '::set-env name=A::b' successfully.",
      expect.stringContaining('The `set-env` command is disabled'),
      "Unable to process file command 'output' successfully.",
      "Invalid value. Matching delimiter not found 'EOF'",
    ]);
    const result = await job.complete();
    expect(result.env).toEqual({ KEPT: 'yes' });
    expect(result.status).toBe('failure');
  });
});

describe('environment and shells', () => {
  it('precedence: job env < GITHUB_ENV < step env < the runner’s own GITHUB_* values', async () => {
    const job = newRun().job('build', { env: { LEVEL: 'job', ONLY_JOB: 'j' } });
    const first = await job.run('echo "$LEVEL $ONLY_JOB"\necho "LEVEL=exported" >> "$GITHUB_ENV"');
    const second = await job.run('echo "$LEVEL"');
    const third = await job.run('echo "$LEVEL $GITHUB_REF $RUNNER_OS"', {
      env: { LEVEL: 'step', GITHUB_REF: 'refs/heads/evil', RUNNER_OS: 'Windows' },
    });
    const fromContext = await job.run('echo "${{ env.LEVEL }}"');
    await job.complete();
    expect([first, second, third, fromContext].map((s) => s.stdout.trim())).toEqual([
      'job j',
      'exported',
      'step refs/heads/main Linux',
      'exported',
    ]);
  });

  it('default shell is bash -e {0}; shell: bash adds pipefail; custom shells take {0}', async () => {
    const job = newRun().job('build');
    const plain = await job.run('false | true\necho survived');
    const pipefail = await job.run('false | true\necho survived', {
      shell: 'bash',
      continueOnError: true,
    });
    const errexit = await job.run('false\necho unreachable', { continueOnError: true });
    const node = await job.run('console.log(process.versions.node.split(".")[0])', {
      shell: 'node {0}',
    });
    const result = await job.complete();
    expect(plain).toMatchObject({ outcome: 'success', stdout: 'survived\n' });
    expect(pipefail).toMatchObject({ outcome: 'failure', conclusion: 'success', stdout: '' });
    expect(errexit).toMatchObject({ outcome: 'failure', exitCode: 1, stdout: '' });
    expect(node.outcome).toBe('success');
    expect(Number(node.stdout.trim())).toBeGreaterThanOrEqual(24);
    expect(result.status).toBe('success');
  });
});

describe('machine death, re-runs, matrix legs and events', () => {
  it('die() kills the running step and nothing else runs, not even post steps', async () => {
    const job = newRun().job('build');
    await job.uses(TINY, { id: 'tiny' });
    const long = job.run('echo started\nsleep 30 &\nwait', { id: 'long' });
    const died = job.die({ atStep: 'long', whenOutput: 'started' });
    const after = job.run('echo after', { id: 'after' });
    const result = await job.complete();
    await died;
    expect(await long).toMatchObject({ outcome: 'died', signal: 'SIGKILL', exitCode: 137 });
    expect((await long).durationMs).toBeLessThan(5_000);
    expect(await after).toMatchObject({ outcome: 'skipped', skipReason: 'the runner died' });
    expect(result.status).toBe('died');
    expect(result.steps.filter((s) => s.kind === 'post')).toEqual([]);
    expect(result.summaries.map((s) => s.kind)).toEqual(['main']);
  });

  it('die({ afterStep }) stops between steps', async () => {
    const job = newRun().job('build');
    job.die({ afterStep: 0 });
    await job.uses(TINY, { id: 'tiny' });
    const result = await job.complete();
    expect(result.status).toBe('died');
    expect(result.steps.map((s) => `${s.id}/${s.kind}/${s.outcome}`)).toEqual([
      'tiny/main/success',
    ]);
  });

  it('a re-run is attempt 2 of the same run, with new job backend ids', async () => {
    const seen: JobEnvContext[] = [];
    const run = newRun({
      env: (ctx) => {
        seen.push(ctx);
        return platform(ctx);
      },
    });
    const first = run.job('build');
    const a1 = await first.uses(TINY, { id: 'tiny' });
    await first.complete();

    const rerun = run.rerun();
    expect(rerun).toMatchObject({ runId: '100', attempt: 2 });
    const second = rerun.job('build');
    const a2 = await second.uses(TINY, { id: 'tiny' });
    await second.complete();

    expect(second.jobBackendId).not.toBe(first.jobBackendId);
    expect(seen.map((s) => [s.attempt, s.runId, s.jobBackendId])).toEqual([
      [1, '100', first.jobBackendId],
      [2, '100', second.jobBackendId],
    ]);
    expect(a1.env.GITHUB_RUN_ATTEMPT).toBe('1');
    expect(a2.env).toMatchObject({
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_RUN_ID: '100',
      ACTIONS_RUNTIME_TOKEN: `token-2-${second.jobBackendId}`,
    });
    expect(second.workspace).not.toBe(first.workspace);
  });

  it('matrix legs are separate jobs with their own env', async () => {
    const run = newRun({ env: (ctx) => ({ LEG_FROM_PLATFORM: String(ctx.matrix?.node) }) });
    const legs = run.matrix('test', [{ node: 20 }, { node: 24 }], {
      env: { NODE_LABEL: 'node-${{ matrix.node }}', LEG: '${{ strategy.job-index }}' },
    });
    const shown = await Promise.all(
      legs.map(async (job) => {
        const step = await job.run('echo "$NODE_LABEL $LEG $LEG_FROM_PLATFORM $GITHUB_JOB"');
        await job.complete();
        return step.stdout.trim();
      }),
    );
    expect(shown).toEqual(['node-20 0 20 test', 'node-24 1 24 test']);
    expect(new Set(legs.map((j) => j.jobBackendId)).size).toBe(2);
    expect(new Set(legs.map((j) => j.workspace)).size).toBe(2);
  });

  it('job outputs are evaluated when the job ends; a later job reads them through needs', async () => {
    const run = newRun();
    const build = run.job('build', {
      outputs: {
        digest: '${{ steps.hash.outputs.digest }}',
        late: '${{ steps.last.outcome }}',
        missing: '${{ steps.nope.outputs.x }}',
      },
    });
    await build.run('echo "digest=abc123" >> "$GITHUB_OUTPUT"', { id: 'hash' });
    await build.run('exit 4', { id: 'last', continueOnError: true });
    const built = await build.complete();
    expect(built.jobOutputs).toEqual({ digest: 'abc123', late: 'failure', missing: '' });

    const deploy = run.job('deploy', {
      needs: { build: { result: built.status, outputs: built.jobOutputs } },
    });
    const step = await deploy.run('echo "$DIGEST ${{ needs.build.result }}"', {
      env: { DIGEST: '${{ needs.build.outputs.digest }}' },
    });
    const gated = await deploy.run('echo no', { if: "needs.build.outputs.late == 'success'" });
    await deploy.complete();
    expect(step.stdout).toBe('abc123 success\n');
    expect(gated.outcome).toBe('skipped');
  });

  it('a pull_request event writes the event JSON and PR refs', async () => {
    const run = newRun({ event: 'pull_request', pullRequest: 42, headRef: 'topic' });
    const job = run.job('pr');
    const step = await job.run(
      [
        `node -e 'const e = JSON.parse(require("fs").readFileSync(process.env.GITHUB_EVENT_PATH, "utf8")); console.log("pr", e.pull_request.number, e.number, e.pull_request.head.ref)'`,
        'echo "$GITHUB_EVENT_NAME $GITHUB_REF $GITHUB_HEAD_REF $GITHUB_BASE_REF $GITHUB_REF_NAME"',
      ].join('\n'),
    );
    expect(step.outcome).toBe('success');
    expect(step.stdout).toContain('pr 42 42 topic');
    expect(step.stdout).toContain('pull_request refs/pull/42/merge topic main 42/merge');
    const gated = await job.run('echo yes', { if: 'github.event.pull_request.number == 42' });
    const notPush = await job.run('echo no', { if: "github.event_name == 'push'" });
    expect([gated.outcome, notPush.outcome]).toEqual(['success', 'skipped']);
    const result = await job.complete();
    expect(existsSync(result.eventPath)).toBe(true);
    expect(JSON.parse(readFileSync(result.eventPath, 'utf8'))).toMatchObject({
      pull_request: { number: 42, base: { ref: 'main' } },
    });
  });

  it('refuses a GITHUB_SERVER_URL that would make the toolkit believe it is on GHES', async () => {
    const job = newRun({ env: () => ({ GITHUB_SERVER_URL: 'http://127.0.0.1:3000' }) }).job('x');
    await expect(job.run('true')).rejects.toThrow(/GHES/);
  });
});
