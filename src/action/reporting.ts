/**
 * What the post step and the report/ job tell people: the job summary and the sticky PR comment.
 * The markdown comes from the pure builders in src/report; this module only gathers the inputs
 * (links, pull request, token) and writes.
 */
import type { RunState } from '../core/index.js';
import type { CommentMode } from '../report/comment.js';
import * as core from './runner.js';

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
  /** The pull request's title, when the event payload has it (for the job summary). */
  title?: string;
}

/** The pull request this run is for, from the event payload; undefined for other events. */
export async function commentTarget(
  env: NodeJS.ProcessEnv = process.env,
): Promise<CommentTarget | undefined> {
  const { pullRequestOf, readEventPayload } = await import('../github/comment.js');
  const pr = pullRequestOf(await readEventPayload(env.GITHUB_EVENT_PATH));
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!pr || !owner || !repo) return undefined;
  return { owner, repo, issueNumber: pr.number, ...(pr.title ? { title: pr.title } : {}) };
}

/**
 * Writes (or merges) sections of the sticky comment; never throws, says what happened. `target`,
 * when the caller has already looked it up (commentTarget), saves reading the event again.
 */
export async function writeStickyComment(opts: {
  states: readonly RunState[];
  mode: CommentMode;
  header?: string;
  token?: string;
  persistence?: Record<string, string>;
  target?: CommentTarget | undefined;
}): Promise<void> {
  if (opts.mode === 'off' || opts.states.length === 0) return;
  const target = 'target' in opts ? opts.target : await commentTarget();
  if (!target) return;
  if (!opts.token) {
    core.notice(
      'ci-state: no token to write the pull request comment; the job summary has the report',
    );
    return;
  }
  const report = await import('../report/index.js');
  const { upsertStickyComment } = await import('../github/comment.js');
  const { createRestClient } = await import('../github/octokit.js');
  const links = report.reportLinksFromEnv(process.env);
  const workflow = opts.states[0]!.origin.workflow;
  const marker = report.commentMarker({
    workflow,
    ...(opts.header ? { header: opts.header } : {}),
  });
  const result = await upsertStickyComment({
    rest: createRestClient({ token: opts.token, log: (l) => core.debug(l) }),
    owner: target.owner,
    repo: target.repo,
    issueNumber: target.issueNumber,
    marker,
    mode: opts.mode,
    state: opts.states,
    log: (l) => core.debug(l),
    render: (existing) => {
      let body = existing;
      for (const state of opts.states) {
        const key = report.jobKeyOf(state);
        const persistence = opts.persistence?.[key];
        body = report.mergeComment(body, {
          marker,
          ...(opts.header ? { header: opts.header } : {}),
          jobKey: key,
          section: report.renderCommentSection(state, {
            links,
            ...(persistence ? { persistence } : {}),
          }),
          ...(report.runPointer(links) ? { pointer: report.runPointer(links)! } : {}),
        });
      }
      return body ?? '';
    },
  });
  if (result.ok) {
    if (result.action !== 'skipped')
      core.info(
        `ci-state: pull request comment ${result.action}${result.url ? `: ${result.url}` : ''}`,
      );
  } else {
    core.notice(`ci-state: ${result.notice}`);
  }
}
