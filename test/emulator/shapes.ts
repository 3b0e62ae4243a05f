/**
 * GitHub-shaped JSON for the REST API, following the response schemas of GitHub's OpenAPI
 * description (`@octokit/openapi`).
 */
import { iso, type Ctx } from './context.js';
import type {
  ArtifactRecord,
  CacheEntry,
  CommentRecord,
  PullRecord,
  Repo,
  RunRecord,
  UserRecord,
} from './state.js';

type Json = Record<string, unknown>;

function nodeId(prefix: string, id: number): string {
  return `${prefix}_${Buffer.from(`0:${id}`).toString('base64url')}`;
}

export function userJson(ctx: Ctx, user: UserRecord): Json {
  const api = `${ctx.apiUrl}/users/${encodeURIComponent(user.login)}`;
  const isBot = user.type === 'Bot';
  const webLogin = isBot ? `apps/${user.login.replace(/\[bot\]$/, '')}` : user.login;
  return {
    login: user.login,
    id: user.id,
    node_id: nodeId(isBot ? 'BOT' : user.type === 'Organization' ? 'O' : 'U', user.id),
    avatar_url: `https://avatars.githubusercontent.com/u/${user.id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: `${ctx.webUrl}/${webLogin}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: user.type,
    user_view_type: 'public',
    site_admin: false,
  };
}

/** The fields shared by `minimal-repository` and `repository`. */
export function repoJson(ctx: Ctx, repo: Repo): Json {
  const api = `${ctx.apiUrl}/repos/${repo.fullName}`;
  const owner = ctx.state.user(repo.owner, 'Organization');
  const html = `${ctx.webUrl}/${repo.fullName}`;
  const created = iso(repo.createdAt);
  return {
    id: repo.id,
    node_id: nodeId('R', repo.id),
    name: repo.name,
    full_name: repo.fullName,
    private: repo.private,
    owner: userJson(ctx, owner),
    html_url: html,
    description: null,
    fork: false,
    url: api,
    forks_url: `${api}/forks`,
    keys_url: `${api}/keys{/key_id}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    teams_url: `${api}/teams`,
    hooks_url: `${api}/hooks`,
    issue_events_url: `${api}/issues/events{/number}`,
    events_url: `${api}/events`,
    assignees_url: `${api}/assignees{/user}`,
    branches_url: `${api}/branches{/branch}`,
    tags_url: `${api}/tags`,
    blobs_url: `${api}/git/blobs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    trees_url: `${api}/git/trees{/sha}`,
    statuses_url: `${api}/statuses/{sha}`,
    languages_url: `${api}/languages`,
    stargazers_url: `${api}/stargazers`,
    contributors_url: `${api}/contributors`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    commits_url: `${api}/commits{/sha}`,
    git_commits_url: `${api}/git/commits{/sha}`,
    comments_url: `${api}/comments{/number}`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    contents_url: `${api}/contents/{+path}`,
    compare_url: `${api}/compare/{base}...{head}`,
    merges_url: `${api}/merges`,
    archive_url: `${api}/{archive_format}{/ref}`,
    downloads_url: `${api}/downloads`,
    issues_url: `${api}/issues{/number}`,
    pulls_url: `${api}/pulls{/number}`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    labels_url: `${api}/labels{/name}`,
    releases_url: `${api}/releases{/id}`,
    deployments_url: `${api}/deployments`,
    created_at: created,
    updated_at: created,
    pushed_at: created,
    git_url: `git://github.com/${repo.fullName}.git`,
    ssh_url: `git@github.com:${repo.fullName}.git`,
    clone_url: `${html}.git`,
    svn_url: html,
    homepage: null,
    size: 0,
    stargazers_count: 0,
    watchers_count: 0,
    language: null,
    has_issues: true,
    has_projects: true,
    has_downloads: true,
    has_wiki: true,
    has_pages: false,
    has_discussions: false,
    forks_count: 0,
    mirror_url: null,
    archived: false,
    disabled: false,
    open_issues_count: 0,
    license: null,
    allow_forking: true,
    is_template: false,
    web_commit_signoff_required: false,
    topics: [],
    visibility: repo.private ? 'private' : 'public',
    forks: 0,
    open_issues: 0,
    watchers: 0,
    default_branch: repo.defaultBranch,
  };
}

export function artifactJson(ctx: Ctx, artifact: ArtifactRecord): Json {
  const repo = ctx.state.repo(artifact.repo);
  const run = ctx.state.run(artifact.repo, artifact.runId);
  const api = `${ctx.apiUrl}/repos/${repo.fullName}/actions/artifacts/${artifact.id}`;
  return {
    id: artifact.id,
    node_id: nodeId('MDg6QXJ0aWZhY3Q', artifact.id),
    name: artifact.name,
    size_in_bytes: artifact.sizeBytes ?? 0,
    url: api,
    archive_download_url: `${api}/zip`,
    expired: artifact.expiresAt.getTime() <= Date.now(),
    ...(artifact.digest ? { digest: artifact.digest } : {}),
    created_at: iso(artifact.createdAt),
    updated_at: iso(artifact.updatedAt),
    expires_at: iso(artifact.expiresAt),
    workflow_run: {
      id: artifact.runId,
      repository_id: repo.id,
      head_repository_id: repo.id,
      head_branch: run?.headBranch ?? repo.defaultBranch,
      head_sha: run?.headSha ?? '',
    },
  };
}

export function cacheJson(entry: CacheEntry): Json {
  return {
    id: entry.id,
    ref: entry.scope,
    key: entry.key,
    version: entry.version,
    last_accessed_at: iso(entry.lastAccessedAt),
    created_at: iso(entry.createdAt),
    size_in_bytes: entry.sizeBytes ?? 0,
  };
}

export function runJson(ctx: Ctx, run: RunRecord): Json {
  const repo = ctx.state.repo(run.repo);
  const api = `${ctx.apiUrl}/repos/${repo.fullName}/actions/runs/${run.id}`;
  const actor = userJson(ctx, ctx.state.user(run.actor));
  const repository = repoJson(ctx, repo);
  const pulls = run.pullRequests
    .map((n) => ctx.state.pull(run.repo, n))
    .filter((p): p is PullRecord => !!p && p.state === 'open')
    .map((p) => ({
      id: p.id,
      number: p.number,
      url: `${ctx.apiUrl}/repos/${repo.fullName}/pulls/${p.number}`,
      head: {
        ref: p.headRef,
        sha: p.headSha,
        repo: { id: repo.id, url: repository['url'], name: repo.name },
      },
      base: {
        ref: p.baseRef,
        sha: p.baseSha,
        repo: { id: repo.id, url: repository['url'], name: repo.name },
      },
    }));
  return {
    id: run.id,
    name: run.name,
    node_id: nodeId('WFR', run.id),
    head_branch: run.headBranch,
    head_sha: run.headSha,
    path: run.path,
    display_title: run.displayTitle,
    run_number: run.runNumber,
    event: run.event,
    status: run.status,
    conclusion: run.conclusion,
    workflow_id: run.workflowId,
    check_suite_id: run.id + 1_000_000,
    check_suite_node_id: nodeId('CS', run.id + 1_000_000),
    url: api,
    html_url: `${ctx.webUrl}/${repo.fullName}/actions/runs/${run.id}`,
    pull_requests: pulls,
    created_at: iso(run.createdAt),
    updated_at: iso(run.updatedAt),
    actor,
    run_attempt: run.attempt,
    referenced_workflows: [],
    run_started_at: iso(run.runStartedAt),
    triggering_actor: actor,
    jobs_url: `${api}/jobs`,
    logs_url: `${api}/logs`,
    check_suite_url: `${ctx.apiUrl}/repos/${repo.fullName}/check-suites/${run.id + 1_000_000}`,
    artifacts_url: `${api}/artifacts`,
    cancel_url: `${api}/cancel`,
    rerun_url: `${api}/rerun`,
    previous_attempt_url: run.attempt > 1 ? `${api}/attempts/${run.attempt - 1}` : null,
    workflow_url: `${ctx.apiUrl}/repos/${repo.fullName}/actions/workflows/${run.workflowId}`,
    head_commit: {
      id: run.headSha,
      tree_id: run.headSha.split('').reverse().join(''),
      message: run.displayTitle,
      timestamp: iso(run.createdAt),
      author: { name: run.actor, email: `${run.actor}@users.noreply.github.com` },
      committer: { name: 'GitHub', email: 'noreply@github.com' },
    },
    repository,
    head_repository: repository,
  };
}

export function commentJson(ctx: Ctx, comment: CommentRecord): Json {
  const repo = ctx.state.repo(comment.repo);
  const issue = ctx.state.issue(comment.repo, comment.issueNumber);
  const kind = issue?.isPullRequest ? 'pull' : 'issues';
  const user = ctx.state.user(comment.user);
  return {
    url: `${ctx.apiUrl}/repos/${repo.fullName}/issues/comments/${comment.id}`,
    html_url: `${ctx.webUrl}/${repo.fullName}/${kind}/${comment.issueNumber}#issuecomment-${comment.id}`,
    issue_url: `${ctx.apiUrl}/repos/${repo.fullName}/issues/${comment.issueNumber}`,
    id: comment.id,
    node_id: nodeId('IC', comment.id),
    user: userJson(ctx, user),
    created_at: iso(comment.createdAt),
    updated_at: iso(comment.updatedAt),
    author_association: user.type === 'Bot' ? 'NONE' : 'MEMBER',
    body: comment.body,
    reactions: {
      url: `${ctx.apiUrl}/repos/${repo.fullName}/issues/comments/${comment.id}/reactions`,
      total_count: 0,
      '+1': 0,
      '-1': 0,
      laugh: 0,
      hooray: 0,
      confused: 0,
      heart: 0,
      rocket: 0,
      eyes: 0,
    },
    performed_via_github_app: null,
  };
}

/** `pull-request-simple`; with `full`, the extra fields of `pull-request`. */
export function pullJson(ctx: Ctx, pull: PullRecord, full: boolean): Json {
  const repo = ctx.state.repo(pull.repo);
  const api = `${ctx.apiUrl}/repos/${repo.fullName}`;
  const html = `${ctx.webUrl}/${repo.fullName}/pull/${pull.number}`;
  const user = userJson(ctx, ctx.state.user(pull.user));
  const owner = userJson(ctx, ctx.state.user(repo.owner, 'Organization'));
  const repository = repoJson(ctx, repo);
  const link = (href: string): Json => ({ href });
  const base: Json = {
    url: `${api}/pulls/${pull.number}`,
    id: pull.id,
    node_id: nodeId('PR', pull.id),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: `${api}/issues/${pull.number}`,
    commits_url: `${api}/pulls/${pull.number}/commits`,
    review_comments_url: `${api}/pulls/${pull.number}/comments`,
    review_comment_url: `${api}/pulls/comments{/number}`,
    comments_url: `${api}/issues/${pull.number}/comments`,
    statuses_url: `${api}/statuses/${pull.headSha}`,
    number: pull.number,
    state: pull.state,
    locked: false,
    title: pull.title,
    user,
    body: pull.body,
    labels: [],
    milestone: null,
    active_lock_reason: null,
    created_at: iso(pull.createdAt),
    updated_at: iso(pull.updatedAt),
    closed_at: pull.state === 'closed' ? iso(pull.updatedAt) : null,
    merged_at: pull.merged ? iso(pull.updatedAt) : null,
    merge_commit_sha: null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: {
      label: `${repo.owner}:${pull.headRef}`,
      ref: pull.headRef,
      sha: pull.headSha,
      user: owner,
      repo: repository,
    },
    base: {
      label: `${repo.owner}:${pull.baseRef}`,
      ref: pull.baseRef,
      sha: pull.baseSha,
      user: owner,
      repo: repository,
    },
    _links: {
      self: link(`${api}/pulls/${pull.number}`),
      html: link(html),
      issue: link(`${api}/issues/${pull.number}`),
      comments: link(`${api}/issues/${pull.number}/comments`),
      review_comments: link(`${api}/pulls/${pull.number}/comments`),
      review_comment: link(`${api}/pulls/comments{/number}`),
      commits: link(`${api}/pulls/${pull.number}/commits`),
      statuses: link(`${api}/statuses/${pull.headSha}`),
    },
    author_association: 'MEMBER',
    auto_merge: null,
    draft: pull.draft,
  };
  if (!full) return base;
  const comments = ctx.state.comments.filter(
    (c) => c.repo.toLowerCase() === pull.repo.toLowerCase() && c.issueNumber === pull.number,
  ).length;
  return {
    ...base,
    merged: pull.merged,
    mergeable: pull.state === 'open' ? true : null,
    rebaseable: pull.state === 'open' ? true : null,
    mergeable_state: pull.state === 'open' ? 'clean' : 'unknown',
    merged_by: null,
    comments,
    review_comments: 0,
    maintainer_can_modify: false,
    commits: 1,
    additions: 0,
    deletions: 0,
    changed_files: 0,
  };
}
