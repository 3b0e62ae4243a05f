/**
 * `@octokit/rest` against the emulator's REST API: issue comments, pagination, GitHub's error
 * shapes, read-only tokens, authentication and rate limit headers; runs and pull requests.
 */
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMMENT_LENGTH, startEmulator, type Emulator } from './index.js';

const REPO = 'acme/tools';
const owner = 'acme';
const repo = 'tools';

let emu: Emulator;
let env: Record<string, string>;
let octokit: Octokit;

function client(token?: string): Octokit {
  const silent = (): void => undefined;
  return new Octokit({
    baseUrl: emu.apiUrl,
    log: { debug: silent, info: silent, warn: silent, error: silent },
    ...(token ? { auth: token } : {}),
  });
}

async function status(
  promise: Promise<unknown>,
): Promise<{ status: number; data: unknown; headers: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    const e = error as {
      status: number;
      response?: { data: unknown; headers: Record<string, unknown> };
    };
    return { status: e.status, data: e.response?.data, headers: e.response?.headers ?? {} };
  }
  throw new Error('expected the request to fail');
}

beforeAll(async () => {
  emu = await startEmulator({ seed: 33 });
  console.log(`emulator + Azurite started in ${emu.startupMs} ms`);
  emu.seed.pullRequest({
    repo: REPO,
    number: 12,
    headRef: 'topic',
    baseRef: 'main',
    title: 'Topic',
  });
  env = emu.runtimeEnv({ repo: REPO, runId: 300, ref: 'refs/pull/12/merge' });
  octokit = client(env['GITHUB_TOKEN']);
});

afterAll(async () => {
  await emu?.stop();
});

describe('issue comments', () => {
  it('creates, paginates, updates and deletes, authored by github-actions[bot]', async () => {
    const created = [];
    for (let i = 1; i <= 5; i++) {
      const { data, status: code } = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: 12,
        body: `comment ${i}`,
      });
      expect(code).toBe(201);
      created.push(data);
    }
    expect(created[0]?.user).toMatchObject({ login: 'github-actions[bot]', type: 'Bot' });

    const page1 = await octokit.rest.issues.listComments({
      owner,
      repo,
      issue_number: 12,
      per_page: 2,
    });
    expect(page1.data.map((c) => c.body)).toEqual(['comment 1', 'comment 2']);
    expect(page1.headers.link).toMatch(/rel="next".*rel="last"/);

    const all = await octokit.paginate(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: 12,
      per_page: 2,
    });
    expect(all.map((c) => c.body)).toEqual(created.map((c) => c.body));

    const id = created[2]?.id ?? 0;
    const updated = await octokit.rest.issues.updateComment({
      owner,
      repo,
      comment_id: id,
      body: 'edited',
    });
    expect(updated.data.body).toBe('edited');
    expect((await octokit.rest.issues.getComment({ owner, repo, comment_id: id })).data.body).toBe(
      'edited',
    );

    const removed = await octokit.rest.issues.deleteComment({ owner, repo, comment_id: id });
    expect(removed.status).toBe(204);
    const gone = await status(octokit.rest.issues.getComment({ owner, repo, comment_id: id }));
    expect(gone.status).toBe(404);
    expect(emu.inspect.comments().map((c) => c.body)).toEqual([
      'comment 1',
      'comment 2',
      'comment 4',
      'comment 5',
    ]);
  });

  it('accepts 65,536 characters and answers 422 above, in GitHub’s error shape', async () => {
    const max = 'x'.repeat(MAX_COMMENT_LENGTH);
    const ok = await octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: 12,
      body: max,
    });
    expect(ok.data.body).toHaveLength(MAX_COMMENT_LENGTH);

    const tooLong = await status(
      octokit.rest.issues.createComment({ owner, repo, issue_number: 12, body: `${max}y` }),
    );
    expect(tooLong.status).toBe(422);
    expect(tooLong.data).toMatchObject({
      message: 'Validation Failed',
      errors: [
        { resource: 'IssueComment', field: 'data', message: expect.stringMatching(/too long/) },
      ],
      documentation_url: expect.stringContaining('docs.github.com'),
    });
    const edit = await status(
      octokit.rest.issues.updateComment({ owner, repo, comment_id: ok.data.id, body: `${max}y` }),
    );
    expect(edit.status).toBe(422);
  });

  it('refuses writes with a read-only token (403 Resource not accessible by integration)', async () => {
    const fork = emu.runtimeEnv({
      repo: REPO,
      runId: 301,
      ref: 'refs/pull/12/merge',
      readOnly: true,
    });
    const ro = client(fork['GITHUB_TOKEN']);
    const denied = await status(
      ro.rest.issues.createComment({ owner, repo, issue_number: 12, body: 'hi' }),
    );
    expect(denied.status).toBe(403);
    expect(denied.data).toMatchObject({ message: 'Resource not accessible by integration' });
    // Reads still work.
    const list = await ro.rest.issues.listComments({ owner, repo, issue_number: 12 });
    expect(list.status).toBe(200);
  });

  it('records other identities from minted tokens', async () => {
    const alice = client(emu.mintToken({ login: 'alice' }));
    const { data } = await alice.rest.issues.createComment({
      owner,
      repo,
      issue_number: 12,
      body: 'by alice',
    });
    expect(data.user).toMatchObject({ login: 'alice', type: 'User' });
    expect(emu.inspect.comments().at(-1)).toMatchObject({ user: 'alice', body: 'by alice' });
  });

  it('answers 404 for an issue that does not exist', async () => {
    const missing = await status(
      octokit.rest.issues.createComment({ owner, repo, issue_number: 999, body: 'x' }),
    );
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ message: 'Not Found' });
  });
});

describe('authentication and rate limits', () => {
  it('requires a known token', async () => {
    const anonymous = await status(
      client().rest.issues.listComments({ owner, repo, issue_number: 12 }),
    );
    expect(anonymous.status).toBe(401);
    expect(anonymous.data).toMatchObject({ message: 'Requires authentication' });
    const bad = await status(
      client('ghs_nope').rest.issues.listComments({ owner, repo, issue_number: 12 }),
    );
    expect(bad.status).toBe(401);
    expect(bad.data).toMatchObject({ message: 'Bad credentials' });
  });

  it('sends rate limit headers with a decreasing remaining count', async () => {
    const a = await octokit.rest.actions.listWorkflowRunsForRepo({ owner, repo });
    const b = await octokit.rest.actions.listWorkflowRunsForRepo({ owner, repo });
    for (const h of [a.headers, b.headers]) {
      expect(h['x-ratelimit-limit']).toBe('1000');
      expect(h['x-ratelimit-resource']).toBe('core');
      expect(Number(h['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);
    }
    expect(Number(b.headers['x-ratelimit-remaining'])).toBe(
      Number(a.headers['x-ratelimit-remaining']) - 1,
    );
    expect(Number(b.headers['x-ratelimit-used'])).toBe(Number(a.headers['x-ratelimit-used']) + 1);
  });

  it('answers 403 with remaining 0 once the hourly limit is used up', async () => {
    const limited = client(emu.mintToken({ login: 'bob', rateLimit: 2 }));
    await limited.rest.pulls.get({ owner, repo, pull_number: 12 });
    await limited.rest.pulls.get({ owner, repo, pull_number: 12 });
    const over = await status(limited.rest.pulls.get({ owner, repo, pull_number: 12 }));
    expect(over.status).toBe(403);
    expect(over.headers['x-ratelimit-remaining']).toBe('0');
    expect(over.data).toMatchObject({ message: expect.stringMatching(/rate limit exceeded/) });
  });
});

describe('runs and pull requests', () => {
  it('lists runs with filters and pagination; the job’s own run exists implicitly', async () => {
    emu.seed.run({
      repo: REPO,
      runId: 290,
      branch: 'main',
      status: 'completed',
      conclusion: 'success',
    });
    emu.seed.run({
      repo: REPO,
      runId: 291,
      branch: 'main',
      status: 'completed',
      conclusion: 'failure',
    });
    emu.seed.run({ repo: REPO, runId: 292, branch: 'dev', event: 'workflow_dispatch' });
    const own = await octokit.rest.actions.getWorkflowRun({ owner, repo, run_id: 300 });
    expect(own.data).toMatchObject({
      id: 300,
      status: 'in_progress',
      event: 'pull_request',
      head_branch: 'topic',
      run_attempt: 1,
    });

    const failures = await octokit.rest.actions.listWorkflowRunsForRepo({
      owner,
      repo,
      status: 'failure',
    });
    expect(failures.data.workflow_runs.map((r) => r.id)).toEqual([291]);
    const onMain = await octokit.rest.actions.listWorkflowRunsForRepo({
      owner,
      repo,
      branch: 'main',
    });
    expect(onMain.data.workflow_runs.map((r) => r.id).sort()).toEqual([290, 291]);
    const dispatch = await octokit.rest.actions.listWorkflowRunsForRepo({
      owner,
      repo,
      event: 'workflow_dispatch',
    });
    expect(dispatch.data.total_count).toBe(1);

    const paged = await octokit.paginate(octokit.rest.actions.listWorkflowRunsForRepo, {
      owner,
      repo,
      per_page: 1,
    });
    expect(paged.length).toBe(emu.inspect.runs().length);
    const missing = await status(octokit.rest.actions.getWorkflowRun({ owner, repo, run_id: 1 }));
    expect(missing.status).toBe(404);
  });

  it('serves seeded pull requests, also by head commit', async () => {
    const pr = emu.inspect.pullRequests().find((p) => p.number === 12);
    const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: 12 });
    expect(data).toMatchObject({
      number: 12,
      state: 'open',
      head: { ref: 'topic' },
      base: { ref: 'main' },
    });
    const byCommit = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
      owner,
      repo,
      commit_sha: pr?.headSha ?? '',
    });
    expect(byCommit.data.map((p) => p.number)).toEqual([12]);
  });
});
