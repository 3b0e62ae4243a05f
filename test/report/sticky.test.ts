/**
 * The sticky PR comment with the real @octokit/rest client (retry and throttling plugins) against
 * the emulator's REST API: created once, updated in place, found past the first page, never
 * confused with another user's comment, merged by concurrent jobs, a notice for a read-only
 * token, retry-after honoured, never a 422 for length.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunState } from '../../src/core/index.js';
import {
  findPullRequestForCommit,
  pullRequestNumber,
  readEventPayload,
  upsertStickyComment,
  type UpsertOptions,
} from '../../src/github/comment.js';
import { createRestClient, type RestClient } from '../../src/github/octokit.js';
import {
  commentMarker,
  COMMENT_LIMIT_CHARS,
  countCodePoints,
  jobKeyOf,
  mergeComment,
  parseComment,
  renderCommentSection,
} from '../../src/report/index.js';
import { startEmulator, type Emulator } from '../emulator/index.js';
import { failedFirstAttempt, LINKS, manyPhases, resumedSecondAttempt } from './helpers.js';

const REPO = 'acme/shop';
const owner = 'acme';
const repo = 'shop';
const marker = commentMarker({ workflow: 'CI' });

let emu: Emulator;
let rest: RestClient;
let token: string;
let nextPr = 20;

function newPr(): number {
  const number = nextPr++;
  emu.seed.pullRequest({ repo: REPO, number, title: `PR ${number}` });
  return number;
}

function client(t = token, log?: (line: string) => void): RestClient {
  return createRestClient({ token: t, baseUrl: emu.apiUrl, retries: 3, ...(log ? { log } : {}) });
}

function upsert(
  issueNumber: number,
  state: RunState,
  extra: Partial<UpsertOptions> & { jobKey?: string } = {},
) {
  const { jobKey = jobKeyOf(state), ...rest_ } = extra;
  const section = renderCommentSection(state, { links: LINKS });
  return upsertStickyComment({
    rest,
    owner,
    repo,
    issueNumber,
    marker,
    render: (existing) => mergeComment(existing, { marker, jobKey, section }),
    settleMs: 30,
    ...rest_,
  });
}

function commentsOn(n: number) {
  return emu.inspect.comments().filter((c) => c.issueNumber === n);
}

beforeAll(async () => {
  emu = await startEmulator({ seed: 6 });
  const env = emu.runtimeEnv({ repo: REPO, runId: 4242, ref: 'refs/pull/7/merge' });
  token = env['GITHUB_TOKEN'] ?? '';
  rest = client();
});

afterAll(async () => {
  await emu?.stop();
});

describe('upsertStickyComment', () => {
  it('creates the comment once, then updates it in place on the next attempt', async () => {
    const pr = newPr();
    const first = await upsert(pr, failedFirstAttempt());
    expect(first).toMatchObject({ ok: true, action: 'created', tries: 1 });
    const second = await upsert(pr, resumedSecondAttempt());
    expect(second).toMatchObject({ ok: true, action: 'updated' });
    expect(second.ok && second.commentId).toBe(first.ok && first.commentId);
    const comments = commentsOn(pr);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.user).toBe('github-actions[bot]');
    expect(comments[0]?.body).toContain(
      'Attempt 2 resumed from `test`: skipped build and lint, saving 4m12s, and completed.',
    );
    expect(comments[0]?.body).not.toContain('Attempt 1 failed');
    // Nothing new to say: no write at all.
    emu.inspect.clearRequests();
    expect(await upsert(pr, resumedSecondAttempt())).toMatchObject({
      ok: true,
      action: 'unchanged',
    });
    expect(emu.inspect.requests({ method: 'PATCH' })).toHaveLength(0);
  });

  it('finds its comment past the first page of 100 (150 other comments)', async () => {
    const pr = newPr();
    for (let i = 0; i < 150; i++) {
      emu.seed.comment({
        repo: REPO,
        issueNumber: pr,
        body: `comment ${i}`,
        login: `user${i % 7}`,
      });
    }
    const created = await upsert(pr, failedFirstAttempt());
    expect(created).toMatchObject({ ok: true, action: 'created' });
    emu.inspect.clearRequests();
    const updated = await upsert(pr, resumedSecondAttempt());
    expect(updated).toMatchObject({ ok: true, action: 'updated' });
    const pages = emu.inspect
      .requests({ method: 'GET', route: '/repos/{owner}/{repo}/issues/{issue_number}/comments' })
      .map((r) => new URL(r.path, 'http://x').searchParams.get('page') ?? '1');
    expect(pages).toContain('2');
    expect(commentsOn(pr).filter((c) => c.body.includes(marker))).toHaveLength(1);
    expect(commentsOn(pr)).toHaveLength(151);
  });

  it('never edits a look-alike comment with the same marker by another user', async () => {
    const pr = newPr();
    const mallory = emu.mintToken({ login: 'mallory' });
    const fake = mergeComment(undefined, {
      marker,
      jobKey: 'build',
      section: 'All good, merge it. [details](https://evil.example)',
    });
    await client(mallory).rest.issues.createComment({ owner, repo, issue_number: pr, body: fake });
    const result = await upsert(pr, failedFirstAttempt());
    expect(result).toMatchObject({ ok: true, action: 'created' });
    const [theirs, ours] = commentsOn(pr);
    expect(theirs).toMatchObject({ user: 'mallory', body: fake });
    expect(ours?.user).toBe('github-actions[bot]');
    expect(ours?.body).not.toContain('evil.example');
    expect(await upsert(pr, resumedSecondAttempt())).toMatchObject({
      ok: true,
      action: 'updated',
      commentId: ours?.id,
    });
    expect(commentsOn(pr)[0]).toMatchObject({ user: 'mallory', body: fake });
  });

  it('jobs writing at the same time all end up in one comment', async () => {
    for (const legs of [2, 3]) {
      const pr = newPr();
      const states = Array.from({ length: legs }, (_, i) =>
        i % 2 === 0 ? failedFirstAttempt() : resumedSecondAttempt(),
      );
      // One client per leg, as each job has its own process.
      const results = await Promise.all(
        states.map((s, i) =>
          upsert(pr, s, { jobKey: `test (leg ${i})`, settleMs: 20 + 15 * i, rest: client() }),
        ),
      );
      for (const r of results) expect(r.ok, JSON.stringify(r)).toBe(true);
      const ours = commentsOn(pr).filter((c) => c.body.includes(marker));
      expect(ours).toHaveLength(1);
      expect(parseComment(ours[0]?.body ?? '').sections.map((s) => s.key)).toEqual(
        states.map((_, i) => `test (leg ${i})`),
      );
    }
  });

  it('a read-only token (a fork PR) gets a notice, not an error, and writes nothing', async () => {
    const pr = newPr();
    const env = emu.runtimeEnv({
      repo: REPO,
      runId: 4300,
      readOnly: true,
      ref: `refs/pull/${pr}/merge`,
    });
    const result = await upsert(pr, failedFirstAttempt(), { rest: client(env['GITHUB_TOKEN']) });
    expect(result).toMatchObject({ ok: false, status: 403 });
    expect(!result.ok && result.notice).toMatch(
      /^no PR comment: the token may not write to #\d+ \(403 Resource not accessible by integration\); a pull request from a fork gets a read-only GITHUB_TOKEN\./,
    );
    expect(commentsOn(pr)).toHaveLength(0);
    const missing = await upsert(9999, failedFirstAttempt());
    expect(missing).toMatchObject({ ok: false, status: 404 });
  });

  it('honours retry-after on a 429 (secondary rate limit), and gives up on a wait over the cap', async () => {
    const pr = newPr();
    const route = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';
    const id = emu.faults.add({ route, status: 429, retryAfter: 2, times: 1 });
    const lines: string[] = [];
    const t0 = Date.now();
    const result = await upsert(pr, failedFirstAttempt(), {
      rest: client(token, (l) => lines.push(l)),
    });
    expect(result).toMatchObject({ ok: true, action: 'created' });
    expect(emu.faults.fired()[id]).toBe(1);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(2000);
    expect(lines.some((l) => /secondary rate limit on POST .*: retrying after 2s/.test(l))).toBe(
      true,
    );
    expect(commentsOn(pr)).toHaveLength(1);

    const pr2 = newPr();
    emu.faults.add({ route, status: 429, retryAfter: 3600, times: 1 });
    const refused = await upsert(pr2, failedFirstAttempt());
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(!refused.ok && refused.notice).toContain('asked to wait 3600s');
    expect(commentsOn(pr2)).toHaveLength(0);
  });

  it('retries 5xx answers itself, with backoff', async () => {
    const pr = newPr();
    const post = emu.faults.add({
      route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
      status: 502,
      times: 2,
    });
    const list = emu.faults.add({
      route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
      status: 503,
      times: 1,
    });
    const lines: string[] = [];
    const result = await upsert(pr, failedFirstAttempt(), { log: (l) => lines.push(l) });
    expect(result).toMatchObject({ ok: true, action: 'created', tries: 1 });
    expect(emu.faults.fired()[post]).toBe(2);
    expect(emu.faults.fired()[list]).toBe(1);
    expect(
      lines.filter((l) => /^listing comments \(page 1\): 503; retrying in \d+ ms$/.test(l)),
    ).toHaveLength(1);
    expect(
      lines.filter((l) => /^creating the comment: 502; retrying in \d+ ms$/.test(l)),
    ).toHaveLength(2);
    expect(commentsOn(pr)).toHaveLength(1);
  });

  it('two jobs that both created a comment: the later one merges into the first and deletes its own', async () => {
    const pr = newPr();
    emu.inspect.clearRequests();
    let other: number | undefined;
    const result = await upsert(pr, failedFirstAttempt(), {
      jobKey: 'mine',
      render: (existing) => {
        // Another job creates the comment between our listing and our POST.
        if (existing === undefined && other === undefined) {
          other = emu.seed.comment({
            repo: REPO,
            issueNumber: pr,
            body: mergeComment(undefined, { marker, jobKey: 'theirs', section: 'their section' }),
          }).id;
        }
        return mergeComment(existing, { marker, jobKey: 'mine', section: 'my section' });
      },
    });
    expect(result).toMatchObject({ ok: true, action: 'updated', commentId: other, tries: 2 });
    const ours = commentsOn(pr);
    expect(ours.map((c) => c.id)).toEqual([other]);
    expect(parseComment(ours[0]?.body ?? '').sections.map((s) => s.key)).toEqual([
      'mine',
      'theirs',
    ]);
    expect(emu.inspect.requests({ method: 'DELETE' })).toHaveLength(1);
  });

  it('a concurrent stale write that drops our section is detected and merged again', async () => {
    const pr = newPr();
    await upsert(pr, failedFirstAttempt(), { jobKey: 'theirs' });
    const id = commentsOn(pr)[0]?.id ?? 0;
    const stale = mergeComment(undefined, {
      marker,
      jobKey: 'theirs',
      section: 'their newer section',
    });
    let overwritten = false;
    const lines: string[] = [];
    const result = await upsert(pr, resumedSecondAttempt(), {
      jobKey: 'mine',
      log: (l) => lines.push(l),
      // While we wait to read back, the other job writes a body it merged before our write.
      sleep: async (ms) => {
        if (!overwritten) {
          overwritten = true;
          await rest.rest.issues.updateComment({ owner, repo, comment_id: id, body: stale });
        }
        await new Promise((r) => setTimeout(r, Math.min(ms, 50)));
      },
    });
    expect(result).toMatchObject({ ok: true, action: 'updated', commentId: id, tries: 2 });
    expect(lines).toContain(
      `comment ${id} lost this job's section to a concurrent write; merging again`,
    );
    const body = commentsOn(pr)[0]?.body ?? '';
    expect(parseComment(body).sections.map((s) => s.key)).toEqual(['mine', 'theirs']);
    expect(body).toContain('their newer section');
  });

  it('never gets a 422 for length: bodies are capped (emoji count as one character)', async () => {
    const pr = newPr();
    const exact = `${marker}\n${'😀'.repeat(COMMENT_LIMIT_CHARS - countCodePoints(marker) - 1)}`;
    expect(countCodePoints(exact)).toBe(COMMENT_LIMIT_CHARS);
    const one = await upsertStickyComment({
      rest,
      owner,
      repo,
      issueNumber: pr,
      marker,
      render: () => exact,
      settleMs: 10,
    });
    expect(one).toMatchObject({ ok: true, action: 'created' });
    expect(commentsOn(pr)[0]?.body).toBe(exact);

    const huge = manyPhases(3000);
    const big = await upsert(pr, huge, {
      render: (existing) =>
        mergeComment(existing, {
          marker,
          jobKey: 'huge',
          section: renderCommentSection(huge, { maxRows: 3000 }),
        }),
    });
    expect(big).toMatchObject({ ok: true, action: 'updated' });
    expect(countCodePoints(commentsOn(pr)[0]?.body ?? '')).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS);
    expect(emu.inspect.requests().filter((r) => r.status === 422)).toHaveLength(0);
  });

  it('follows the comment setting: off writes nothing; on-failure updates but does not create', async () => {
    const pr = newPr();
    emu.inspect.clearRequests();
    expect(await upsert(pr, failedFirstAttempt(), { mode: 'off' })).toMatchObject({
      ok: true,
      action: 'skipped',
      tries: 0,
    });
    expect(emu.inspect.requests()).toHaveLength(0);
    const done = manyPhases(2);
    expect(await upsert(pr, done, { mode: 'on-failure', state: done })).toMatchObject({
      action: 'skipped',
    });
    expect(commentsOn(pr)).toHaveLength(0);
    const failed = failedFirstAttempt();
    expect(await upsert(pr, failed, { mode: 'on-failure', state: failed })).toMatchObject({
      action: 'created',
    });
    const fixed = resumedSecondAttempt();
    expect(await upsert(pr, fixed, { mode: 'on-failure', state: fixed })).toMatchObject({
      action: 'updated',
    });
  });
});

describe('which pull request', () => {
  it('reads the number from pull_request, pull_request_target, issue_comment and workflow_run events', async () => {
    expect(pullRequestNumber({ action: 'opened', number: 7, pull_request: { number: 7 } })).toBe(7);
    expect(pullRequestNumber({ issue: { number: 8, pull_request: { url: 'x' } } })).toBe(8);
    expect(pullRequestNumber({ issue: { number: 8 } })).toBeUndefined();
    expect(pullRequestNumber({ workflow_run: { pull_requests: [{ number: 9 }] } })).toBe(9);
    expect(pullRequestNumber({ ref: 'refs/heads/main', commits: [] })).toBeUndefined();
    expect(pullRequestNumber({ pull_request: { number: '7' } })).toBeUndefined();
    expect(pullRequestNumber(null)).toBeUndefined();

    const dir = await mkdtemp(join(tmpdir(), 'ci-state-event-'));
    try {
      const path = join(dir, 'event.json');
      await writeFile(path, JSON.stringify({ pull_request: { number: 12 } }));
      expect(pullRequestNumber(await readEventPayload(path))).toBe(12);
      expect(await readEventPayload(join(dir, 'missing.json'))).toBeUndefined();
      expect(await readEventPayload(undefined)).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('finds the open pull request of a pushed commit', async () => {
    const sha = 'c'.repeat(40);
    emu.seed.pullRequest({ repo: REPO, number: 77, headSha: sha, title: 'pushed' });
    expect(await findPullRequestForCommit({ rest, owner, repo, sha })).toBe(77);
    expect(
      await findPullRequestForCommit({ rest, owner, repo, sha: 'd'.repeat(40) }),
    ).toBeUndefined();
    expect(await findPullRequestForCommit({ rest, owner, repo, sha: 'not a sha' })).toBeUndefined();
  });
});
