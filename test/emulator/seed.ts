/**
 * Ways into the emulator's state: the environment of a job (`runtimeEnv`), API tokens, and
 * pre-populated runs, pull requests, issues and comments.
 */
import type { Ctx } from './context.js';
import { CACHE_READ, CACHE_WRITE, encodeJwt, type CacheScope } from './jwt.js';
import {
  BOT_LOGIN,
  repoKey,
  type CommentRecord,
  type IssueRecord,
  type PullRecord,
  type RunRecord,
} from './state.js';

export interface RuntimeEnvOptions {
  /** `owner/name`. */
  repo: string;
  /** `GITHUB_RUN_ID`; the run is created on first use. */
  runId: string | number;
  /** `GITHUB_RUN_ATTEMPT`, default 1. A new attempt keeps the run backend id, not the job's. */
  attempt?: number;
  /** `GITHUB_JOB`, default `build`. */
  job?: string;
  /** `GITHUB_REF`, default `refs/heads/<default branch>`; its cache scope is the writable one. */
  ref?: string;
  /** `GITHUB_SHA`; default: the seeded pull request's head, the run's, or a generated one. */
  sha?: string;
  /** `GITHUB_TOKEN` is read-only (as for pull requests from forks): REST writes get 403. */
  readOnly?: boolean;
  /** The runtime token may read but not write caches (`ac` permission 1 on its own ref). */
  cacheReadOnly?: boolean;
  /** Use this job backend id instead of generating one. */
  jobBackendId?: string;
  /** Base branch of a `refs/pull/N/merge` ref when no pull request N is seeded. */
  baseRef?: string;
  /** `GITHUB_EVENT_NAME`; default `pull_request` for pull refs, else `push`. */
  event?: string;
  /** Lifetime of the runtime token, default 6 hours. */
  tokenTtlSeconds?: number;
}

export interface MintTokenOptions {
  /** The login recorded as the author of comments made with the token. */
  login: string;
  type?: 'User' | 'Bot';
  /** Writes get 403 "Resource not accessible by integration". */
  readOnly?: boolean;
  /** Repositories (`owner/name`) the token may use; default: all. */
  repos?: string[];
  /** Requests per hour, default 5000 (users) or 1000 (bots). */
  rateLimit?: number;
}

export interface SeedRunOptions {
  repo: string;
  runId?: number;
  name?: string;
  event?: string;
  status?: string;
  conclusion?: string | null;
  /** `head_branch`. */
  branch?: string | null;
  headSha?: string;
  attempt?: number;
  actor?: string;
  displayTitle?: string;
  createdAt?: Date;
  /** Numbers of seeded pull requests the run belongs to. */
  pullRequests?: number[];
}

export interface SeedPullRequestOptions {
  repo: string;
  number?: number;
  title?: string;
  body?: string | null;
  headRef?: string;
  baseRef?: string;
  headSha?: string;
  baseSha?: string;
  state?: 'open' | 'closed';
  draft?: boolean;
  merged?: boolean;
  /** Author login, default `octocat`. */
  user?: string;
}

export interface SeedIssueOptions {
  repo: string;
  number?: number;
  title?: string;
}

export interface SeedCommentOptions {
  repo: string;
  issueNumber: number;
  body: string;
  /** Author login, default `github-actions[bot]`. */
  login?: string;
  createdAt?: Date;
}

function branchOf(ref: string): string | null {
  const m = /^refs\/(?:heads|tags)\/(.+)$/.exec(ref);
  return m?.[1] ?? null;
}

function pullNumberOf(ref: string): number | undefined {
  const m = /^refs\/pull\/(\d+)\/(?:merge|head)$/.exec(ref);
  return m?.[1] ? Number(m[1]) : undefined;
}

export function seedRun(ctx: Ctx, options: SeedRunOptions): RunRecord {
  const { state } = ctx;
  const repo = state.repo(options.repo);
  const id = options.runId ?? state.newRunId();
  const existing = state.run(repo.fullName, id);
  const createdAt = options.createdAt ?? existing?.createdAt ?? new Date();
  const run: RunRecord = {
    id,
    repo: repo.fullName,
    runBackendId: existing?.runBackendId ?? state.uuid(),
    runNumber: existing?.runNumber ?? state.nextRunNumber(repo.fullName),
    attempt: options.attempt ?? existing?.attempt ?? 1,
    name: options.name ?? existing?.name ?? 'CI',
    workflowId: repo.id * 10 + 1,
    path: '.github/workflows/ci.yml',
    event: options.event ?? existing?.event ?? 'push',
    status: options.status ?? existing?.status ?? 'completed',
    conclusion:
      options.conclusion !== undefined
        ? options.conclusion
        : (existing?.conclusion ??
          ((options.status ?? 'completed') === 'completed' ? 'success' : null)),
    headBranch:
      options.branch !== undefined ? options.branch : (existing?.headBranch ?? repo.defaultBranch),
    headSha: options.headSha ?? existing?.headSha ?? state.sha(),
    actor: options.actor ?? existing?.actor ?? 'octocat',
    displayTitle: options.displayTitle ?? existing?.displayTitle ?? 'CI',
    pullRequests: options.pullRequests ?? existing?.pullRequests ?? [],
    createdAt,
    updatedAt: new Date(),
    runStartedAt: existing?.runStartedAt ?? createdAt,
  };
  state.putRun(run);
  return run;
}

export function seedPullRequest(ctx: Ctx, options: SeedPullRequestOptions): PullRecord {
  const { state } = ctx;
  const repo = state.repo(options.repo);
  const number = options.number ?? state.nextIssueNumber(repo.fullName);
  const now = new Date();
  const pull: PullRecord = {
    repo: repo.fullName,
    number,
    id: state.newPullId(),
    title: options.title ?? `Pull request #${number}`,
    body: options.body ?? null,
    state: options.state ?? 'open',
    draft: options.draft ?? false,
    merged: options.merged ?? false,
    user: options.user ?? 'octocat',
    headRef: options.headRef ?? `feature-${number}`,
    headSha: options.headSha ?? state.sha(),
    baseRef: options.baseRef ?? repo.defaultBranch,
    baseSha: options.baseSha ?? state.sha(),
    createdAt: now,
    updatedAt: now,
  };
  state.user(pull.user);
  state.putPull(pull);
  state.putIssue({ repo: repo.fullName, number, title: pull.title, isPullRequest: true });
  return pull;
}

export function seedIssue(ctx: Ctx, options: SeedIssueOptions): IssueRecord {
  const { state } = ctx;
  const repo = state.repo(options.repo);
  const number = options.number ?? state.nextIssueNumber(repo.fullName);
  const issue: IssueRecord = {
    repo: repo.fullName,
    number,
    title: options.title ?? `Issue #${number}`,
    isPullRequest: false,
  };
  state.putIssue(issue);
  return issue;
}

export function seedComment(ctx: Ctx, options: SeedCommentOptions): CommentRecord {
  const { state } = ctx;
  const repo = state.repo(options.repo);
  if (!state.issue(repo.fullName, options.issueNumber)) {
    seedIssue(ctx, { repo: repo.fullName, number: options.issueNumber });
  }
  const login = options.login ?? BOT_LOGIN;
  state.user(login, login.endsWith('[bot]') ? 'Bot' : 'User');
  const createdAt = options.createdAt ?? new Date();
  const comment: CommentRecord = {
    id: state.newCommentId(),
    repo: repo.fullName,
    issueNumber: options.issueNumber,
    body: options.body,
    user: login,
    createdAt,
    updatedAt: createdAt,
  };
  state.comments.push(comment);
  return comment;
}

export function mintToken(ctx: Ctx, options: MintTokenOptions): string {
  const { state } = ctx;
  const type = options.type ?? (options.login.endsWith('[bot]') ? 'Bot' : 'User');
  state.user(options.login, type);
  const token = state.token(type === 'Bot' ? 'ghs' : 'ghp');
  state.identities.set(token, {
    token,
    login: options.login,
    type,
    readOnly: options.readOnly ?? false,
    ...(options.repos ? { repos: options.repos.map(repoKey) } : {}),
    rateLimit: options.rateLimit ?? (type === 'Bot' ? 1000 : 5000),
    bucket: `token:${token}`,
  });
  return token;
}

/** The cache scopes of a job's token: its own ref first, then the refs it may read from. */
export function cacheScopes(ownRef: string, readableRefs: string[], write: boolean): CacheScope[] {
  const scopes: CacheScope[] = [
    { Scope: ownRef, Permission: write ? CACHE_READ | CACHE_WRITE : CACHE_READ },
  ];
  for (const ref of readableRefs) {
    if (!scopes.some((s) => s.Scope === ref)) scopes.push({ Scope: ref, Permission: CACHE_READ });
  }
  return scopes;
}

export function runtimeEnv(ctx: Ctx, options: RuntimeEnvOptions): Record<string, string> {
  const { state } = ctx;
  const repo = state.repo(options.repo);
  const runId = Number(options.runId);
  if (!Number.isSafeInteger(runId) || runId <= 0) {
    throw new Error(`runId must be a positive integer, not ${String(options.runId)}`);
  }
  const attempt = options.attempt ?? 1;
  const job = options.job ?? 'build';
  const defaultRef = `refs/heads/${repo.defaultBranch}`;
  const ref = options.ref ?? defaultRef;
  const pullNumber = pullNumberOf(ref);
  const pull = pullNumber === undefined ? undefined : state.pull(repo.fullName, pullNumber);
  const event = options.event ?? (pullNumber !== undefined ? 'pull_request' : 'push');

  let run = state.run(repo.fullName, runId);
  if (!run) {
    run = seedRun(ctx, {
      repo: repo.fullName,
      runId,
      event,
      status: 'in_progress',
      conclusion: null,
      branch: pull ? pull.headRef : branchOf(ref),
      headSha: options.sha ?? pull?.headSha ?? state.sha(),
      attempt,
      pullRequests: pull ? [pull.number] : [],
      displayTitle: pull ? pull.title : 'CI',
    });
  } else if (attempt > run.attempt) {
    run.attempt = attempt;
    run.status = 'in_progress';
    run.conclusion = null;
    run.runStartedAt = new Date();
    run.updatedAt = new Date();
  }

  const indexKey = `${repoKey(repo.fullName)}#${runId}#${attempt}#${job}`;
  const jobBackendId = options.jobBackendId ?? state.jobIndex.get(indexKey) ?? state.uuid();
  state.jobIndex.set(indexKey, jobBackendId);

  const readable: string[] = [];
  if (pullNumber !== undefined) {
    readable.push(`refs/heads/${pull?.baseRef ?? options.baseRef ?? repo.defaultBranch}`);
  }
  readable.push(defaultRef);
  const scopes = cacheScopes(ref, readable, !options.cacheReadOnly);
  state.jobs.set(jobBackendId, {
    jobBackendId,
    runBackendId: run.runBackendId,
    repo: repo.fullName,
    runId,
    attempt,
    job,
    ref,
    scopes,
  });

  const now = Math.floor(Date.now() / 1000);
  const runtimeToken = encodeJwt({
    nameid: 'dddddddd-dddd-dddd-dddd-dddddddddddd',
    scp: `Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:${run.runBackendId}:${jobBackendId}`,
    IdentityTypeClaim: 'System:ServiceIdentity',
    ac: JSON.stringify(scopes),
    acsl: '10',
    orchid: `${run.runBackendId}.${job}.__default`,
    iss: 'vstoken.actions.githubusercontent.com',
    aud: 'vso:00000000-0000-0000-0000-000000000000',
    nbf: now - 60,
    exp: now + (options.tokenTtlSeconds ?? 6 * 3600),
  });

  const githubToken = mintToken(ctx, {
    login: BOT_LOGIN,
    type: 'Bot',
    readOnly: options.readOnly ?? false,
    repos: [repo.fullName],
  });
  const identity = state.identities.get(githubToken);
  if (identity) identity.bucket = `repo:${repoKey(repo.fullName)}`;

  const env: Record<string, string> = {
    ACTIONS_RESULTS_URL: `${ctx.origin}/`,
    ACTIONS_RUNTIME_TOKEN: runtimeToken,
    ACTIONS_CACHE_SERVICE_V2: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_SERVER_URL: ctx.webUrl,
    GITHUB_API_URL: ctx.apiUrl,
    GITHUB_REPOSITORY: repo.fullName,
    GITHUB_REPOSITORY_OWNER: repo.owner,
    GITHUB_TOKEN: githubToken,
    GITHUB_RUN_ID: String(runId),
    GITHUB_RUN_NUMBER: String(run.runNumber),
    GITHUB_RUN_ATTEMPT: String(attempt),
    GITHUB_JOB: job,
    GITHUB_WORKFLOW: run.name,
    GITHUB_REF: ref,
    GITHUB_SHA: options.sha ?? pull?.headSha ?? run.headSha,
    GITHUB_EVENT_NAME: event,
  };
  const refName = branchOf(ref);
  if (refName) env['GITHUB_REF_NAME'] = refName;
  if (pullNumber !== undefined) {
    env['GITHUB_REF_NAME'] = `${pullNumber}/merge`;
    env['GITHUB_HEAD_REF'] = pull?.headRef ?? '';
    env['GITHUB_BASE_REF'] = pull?.baseRef ?? options.baseRef ?? repo.defaultBranch;
  }
  return env;
}
