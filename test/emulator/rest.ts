/**
 * The REST API routes ci-state and the toolkit clients use, with GitHub's authentication, rate
 * limit headers, pagination (`Link`), error shapes and read-only `GITHUB_TOKEN` behaviour.
 */
import { randomBytes } from 'node:crypto';
import { ARTIFACT_CONTAINER, CACHE_CONTAINER } from './azurite.js';
import { emptyReply, jsonReply, type Ctx, type Reply } from './context.js';
import { artifactJson, cacheJson, commentJson, pullJson, runJson } from './shapes.js';
import { repoKey, type Identity, type Repo } from './state.js';
import { artifactDownloadUrl, deleteBlob, removeCacheEntry } from './twirp.js';

/** GitHub's maximum issue comment length, in characters. */
export const MAX_COMMENT_LENGTH = 65_536;
/** Content-creating requests per minute before GitHub's secondary rate limit applies. */
export const SECONDARY_LIMIT_PER_MINUTE = 80;

const DOCS = 'https://docs.github.com/rest';

export interface RestRequest {
  method: string;
  pathname: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

interface Call {
  params: Record<string, string>;
  query: URLSearchParams;
  pathname: string;
  body: unknown;
  identity: Identity;
  repo: Repo;
}

type RouteHandler = (ctx: Ctx, call: Call) => Reply | Promise<Reply>;

interface Route {
  method: string;
  pattern: string;
  /** Changes state: refused for read-only tokens. */
  write: boolean;
  /** Creates content: subject to the secondary rate limit. */
  creates?: boolean;
  docs: string;
  handler: RouteHandler;
  regex: RegExp;
  names: string[];
}

export interface RestMatch {
  route: Route;
  params: Record<string, string>;
}

export function restError(
  status: number,
  message: string,
  docs = DOCS,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Reply {
  return jsonReply(
    status,
    { message, ...extra, documentation_url: docs, status: String(status) },
    headers,
  );
}

function notFound(docs = DOCS): Reply {
  return restError(404, 'Not Found', docs);
}

function intParam(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Slices `items` for `page`/`per_page` and builds GitHub's `Link` header. */
function paginate<T>(
  ctx: Ctx,
  call: Call,
  items: readonly T[],
): { page: T[]; headers: Record<string, string> } {
  const perPage = Math.min(
    Math.max(intParam(call.query.get('per_page') ?? undefined) ?? 30, 1),
    100,
  );
  const page = Math.max(intParam(call.query.get('page') ?? undefined) ?? 1, 1);
  const last = Math.max(Math.ceil(items.length / perPage), 1);
  const url = (n: number): string => {
    const q = new URLSearchParams(call.query);
    q.set('per_page', String(perPage));
    q.set('page', String(n));
    return `<${ctx.apiUrl}${call.pathname}?${q.toString()}>`;
  };
  const links: string[] = [];
  if (page > 1) links.push(`${url(Math.min(page - 1, last))}; rel="prev"`);
  if (page < last) links.push(`${url(page + 1)}; rel="next"`, `${url(last)}; rel="last"`);
  if (page > 1) links.push(`${url(1)}; rel="first"`);
  return {
    page: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length ? { link: links.join(', ') } : {},
  };
}

function sameRepo(a: string, b: Repo): boolean {
  return repoKey(a) === repoKey(b.fullName);
}

// ---------------------------------------------------------------------------------------------
// Handlers

const listRuns: RouteHandler = (ctx, call) => {
  const q = call.query;
  const statuses = new Set([
    'completed',
    'in_progress',
    'queued',
    'requested',
    'waiting',
    'pending',
  ]);
  const status = q.get('status');
  const runs = [...ctx.state.runs.values()]
    .filter((r) => sameRepo(r.repo, call.repo))
    .filter((r) => !q.get('branch') || r.headBranch === q.get('branch'))
    .filter((r) => !q.get('event') || r.event === q.get('event'))
    .filter((r) => !q.get('actor') || r.actor === q.get('actor'))
    .filter((r) => !q.get('head_sha') || r.headSha === q.get('head_sha'))
    .filter(
      (r) => !status || (statuses.has(status) ? r.status === status : r.conclusion === status),
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const { page, headers } = paginate(ctx, call, runs);
  const exclude = q.get('exclude_pull_requests') === 'true';
  return jsonReply(
    200,
    {
      total_count: runs.length,
      workflow_runs: page.map((r) => {
        const json = runJson(ctx, r);
        return exclude ? { ...json, pull_requests: [] } : json;
      }),
    },
    headers,
  );
};

const getRun: RouteHandler = (ctx, call) => {
  const id = intParam(call.params['run_id']);
  const run = id === undefined ? undefined : ctx.state.run(call.repo.fullName, id);
  if (!run) return notFound();
  return jsonReply(200, runJson(ctx, run));
};

function repoArtifacts(ctx: Ctx, repo: Repo) {
  return ctx.state.artifacts.filter((a) => a.finalized && !a.deleted && sameRepo(a.repo, repo));
}

const listRunArtifacts: RouteHandler = (ctx, call) => {
  const runId = intParam(call.params['run_id']);
  if (runId === undefined || !ctx.state.run(call.repo.fullName, runId)) return notFound();
  const name = call.query.get('name');
  const direction = call.query.get('direction') === 'asc' ? 1 : -1;
  const artifacts = repoArtifacts(ctx, call.repo)
    .filter((a) => a.runId === runId && (name === null || a.name === name))
    .sort((a, b) => direction * (a.id - b.id));
  const { page, headers } = paginate(ctx, call, artifacts);
  return jsonReply(
    200,
    { total_count: artifacts.length, artifacts: page.map((a) => artifactJson(ctx, a)) },
    headers,
  );
};

const listRepoArtifacts: RouteHandler = (ctx, call) => {
  const name = call.query.get('name');
  const artifacts = repoArtifacts(ctx, call.repo)
    .filter((a) => name === null || a.name === name)
    .sort((a, b) => b.id - a.id);
  const { page, headers } = paginate(ctx, call, artifacts);
  return jsonReply(
    200,
    { total_count: artifacts.length, artifacts: page.map((a) => artifactJson(ctx, a)) },
    headers,
  );
};

function findArtifact(ctx: Ctx, call: Call) {
  const id = intParam(call.params['artifact_id']);
  return repoArtifacts(ctx, call.repo).find((a) => a.id === id);
}

const getArtifact: RouteHandler = (ctx, call) => {
  const artifact = findArtifact(ctx, call);
  if (!artifact) return notFound();
  return jsonReply(200, artifactJson(ctx, artifact));
};

const downloadArtifact: RouteHandler = (ctx, call) => {
  const artifact = findArtifact(ctx, call);
  if (!artifact || call.params['archive_format'] !== 'zip') return notFound();
  if (artifact.expiresAt.getTime() <= Date.now()) return restError(410, 'Artifact has expired');
  return emptyReply(302, { location: artifactDownloadUrl(ctx, artifact) });
};

const deleteArtifact: RouteHandler = async (ctx, call) => {
  const artifact = findArtifact(ctx, call);
  if (!artifact) return notFound();
  artifact.deleted = true;
  artifact.updatedAt = new Date();
  await deleteBlob(ctx, ARTIFACT_CONTAINER, artifact.blob);
  return emptyReply(204);
};

function repoCaches(ctx: Ctx, repo: Repo) {
  return ctx.state.caches.filter((c) => c.finalized && sameRepo(c.repo, repo));
}

const listCaches: RouteHandler = (ctx, call) => {
  const q = call.query;
  const key = q.get('key');
  const ref = q.get('ref');
  const sort = q.get('sort') ?? 'last_accessed_at';
  const direction = q.get('direction') === 'asc' ? 1 : -1;
  const value = (c: ReturnType<typeof repoCaches>[number]): number =>
    sort === 'created_at'
      ? c.createdAt.getTime()
      : sort === 'size_in_bytes'
        ? (c.sizeBytes ?? 0)
        : c.lastAccessedAt.getTime();
  const caches = repoCaches(ctx, call.repo)
    .filter((c) => key === null || c.key.startsWith(key))
    .filter((c) => ref === null || c.scope === ref)
    .sort((a, b) => direction * (value(a) - value(b)) || direction * (a.seq - b.seq));
  const { page, headers } = paginate(ctx, call, caches);
  return jsonReply(
    200,
    { total_count: caches.length, actions_caches: page.map(cacheJson) },
    headers,
  );
};

const deleteCachesByKey: RouteHandler = async (ctx, call) => {
  const key = call.query.get('key');
  const ref = call.query.get('ref');
  if (!key) {
    return restError(422, 'Validation Failed', DOCS, {
      errors: [{ resource: 'ActionsCache', field: 'key', code: 'missing_field' }],
    });
  }
  const victims = ctx.state.caches.filter(
    (c) => sameRepo(c.repo, call.repo) && c.key === key && (ref === null || c.scope === ref),
  );
  if (victims.length === 0) return notFound();
  for (const victim of victims) {
    removeCacheEntry(ctx, victim);
    await deleteBlob(ctx, CACHE_CONTAINER, victim.blob);
  }
  const finalized = victims.filter((c) => c.finalized);
  return jsonReply(200, {
    total_count: finalized.length,
    actions_caches: finalized.map(cacheJson),
  });
};

const deleteCacheById: RouteHandler = async (ctx, call) => {
  const id = intParam(call.params['cache_id']);
  const entry = ctx.state.caches.find((c) => c.id === id && sameRepo(c.repo, call.repo));
  if (!entry) return notFound();
  removeCacheEntry(ctx, entry);
  await deleteBlob(ctx, CACHE_CONTAINER, entry.blob);
  return emptyReply(204);
};

const cacheUsage: RouteHandler = (ctx, call) => {
  const caches = repoCaches(ctx, call.repo);
  return jsonReply(200, {
    full_name: call.repo.fullName,
    active_caches_size_in_bytes: caches.reduce((s, c) => s + (c.sizeBytes ?? 0), 0),
    active_caches_count: caches.length,
  });
};

function issueOf(ctx: Ctx, call: Call) {
  const number = intParam(call.params['issue_number']);
  return number === undefined ? undefined : ctx.state.issue(call.repo.fullName, number);
}

function commentBody(call: Call, docs: string): string | Reply {
  const body =
    call.body && typeof call.body === 'object'
      ? (call.body as Record<string, unknown>)['body']
      : undefined;
  if (typeof body !== 'string') {
    return restError(422, 'Invalid request.\n\n"body" wasn\'t supplied.', docs);
  }
  if ([...body].length > MAX_COMMENT_LENGTH) {
    return restError(422, 'Validation Failed', docs, {
      errors: [
        {
          resource: 'IssueComment',
          code: 'unprocessable',
          field: 'data',
          message: `Body is too long (maximum is ${MAX_COMMENT_LENGTH} characters)`,
        },
      ],
    });
  }
  return body;
}

const listComments: RouteHandler = (ctx, call) => {
  const issue = issueOf(ctx, call);
  if (!issue) return notFound();
  const since = call.query.get('since');
  const sinceMs = since ? Date.parse(since) : NaN;
  const comments = ctx.state.comments
    .filter((c) => sameRepo(c.repo, call.repo) && c.issueNumber === issue.number)
    .filter((c) => Number.isNaN(sinceMs) || c.updatedAt.getTime() >= sinceMs)
    .sort((a, b) => a.id - b.id);
  const { page, headers } = paginate(ctx, call, comments);
  return jsonReply(
    200,
    page.map((c) => commentJson(ctx, c)),
    headers,
  );
};

const COMMENT_DOCS = `${DOCS}/issues/comments`;

const createComment: RouteHandler = (ctx, call) => {
  const issue = issueOf(ctx, call);
  if (!issue) return notFound(`${COMMENT_DOCS}#create-an-issue-comment`);
  const body = commentBody(call, `${COMMENT_DOCS}#create-an-issue-comment`);
  if (typeof body !== 'string') return body;
  const now = new Date();
  const comment = {
    id: ctx.state.newCommentId(),
    repo: call.repo.fullName,
    issueNumber: issue.number,
    body,
    user: call.identity.login,
    createdAt: now,
    updatedAt: now,
  };
  ctx.state.comments.push(comment);
  const json = commentJson(ctx, comment);
  return jsonReply(201, json, { location: String(json['url']) });
};

function findComment(ctx: Ctx, call: Call) {
  const id = intParam(call.params['comment_id']);
  return ctx.state.comments.find((c) => c.id === id && sameRepo(c.repo, call.repo));
}

const getComment: RouteHandler = (ctx, call) => {
  const comment = findComment(ctx, call);
  if (!comment) return notFound(`${COMMENT_DOCS}#get-an-issue-comment`);
  return jsonReply(200, commentJson(ctx, comment));
};

const updateComment: RouteHandler = (ctx, call) => {
  const comment = findComment(ctx, call);
  if (!comment) return notFound(`${COMMENT_DOCS}#update-an-issue-comment`);
  const body = commentBody(call, `${COMMENT_DOCS}#update-an-issue-comment`);
  if (typeof body !== 'string') return body;
  comment.body = body;
  comment.updatedAt = new Date();
  return jsonReply(200, commentJson(ctx, comment));
};

const deleteComment: RouteHandler = (ctx, call) => {
  const comment = findComment(ctx, call);
  if (!comment) return notFound(`${COMMENT_DOCS}#delete-an-issue-comment`);
  ctx.state.comments.splice(ctx.state.comments.indexOf(comment), 1);
  return emptyReply(204);
};

const getPull: RouteHandler = (ctx, call) => {
  const number = intParam(call.params['pull_number']);
  const pull = number === undefined ? undefined : ctx.state.pull(call.repo.fullName, number);
  if (!pull) return notFound(`${DOCS}/pulls/pulls#get-a-pull-request`);
  return jsonReply(200, pullJson(ctx, pull, true));
};

const commitPulls: RouteHandler = (ctx, call) => {
  const sha = call.params['commit_sha'] ?? '';
  const pulls = [...ctx.state.pulls.values()]
    .filter((p) => sameRepo(p.repo, call.repo) && sha.length >= 7 && p.headSha.startsWith(sha))
    .sort((a, b) => b.number - a.number);
  const { page, headers } = paginate(ctx, call, pulls);
  return jsonReply(
    200,
    page.map((p) => pullJson(ctx, p, false)),
    headers,
  );
};

// ---------------------------------------------------------------------------------------------
// Routing

const R = '/repos/{owner}/{repo}';

const ROUTE_TABLE: Array<Omit<Route, 'regex' | 'names'>> = [
  {
    method: 'GET',
    pattern: `${R}/actions/runs`,
    write: false,
    docs: 'actions/workflow-runs',
    handler: listRuns,
  },
  {
    method: 'GET',
    pattern: `${R}/actions/runs/{run_id}`,
    write: false,
    docs: 'actions/workflow-runs',
    handler: getRun,
  },
  {
    method: 'GET',
    pattern: `${R}/actions/runs/{run_id}/artifacts`,
    write: false,
    docs: 'actions/artifacts',
    handler: listRunArtifacts,
  },
  {
    method: 'GET',
    pattern: `${R}/actions/artifacts`,
    write: false,
    docs: 'actions/artifacts',
    handler: listRepoArtifacts,
  },
  {
    method: 'GET',
    pattern: `${R}/actions/artifacts/{artifact_id}`,
    write: false,
    docs: 'actions/artifacts',
    handler: getArtifact,
  },
  {
    method: 'DELETE',
    pattern: `${R}/actions/artifacts/{artifact_id}`,
    write: true,
    docs: 'actions/artifacts#delete-an-artifact',
    handler: deleteArtifact,
  },
  {
    method: 'GET',
    pattern: `${R}/actions/artifacts/{artifact_id}/{archive_format}`,
    write: false,
    docs: 'actions/artifacts',
    handler: downloadArtifact,
  },
  {
    method: 'GET',
    pattern: `${R}/actions/caches`,
    write: false,
    docs: 'actions/cache',
    handler: listCaches,
  },
  {
    method: 'DELETE',
    pattern: `${R}/actions/caches`,
    write: true,
    docs: 'actions/cache#delete-github-actions-caches-for-a-repository-using-a-cache-key',
    handler: deleteCachesByKey,
  },
  {
    method: 'DELETE',
    pattern: `${R}/actions/caches/{cache_id}`,
    write: true,
    docs: 'actions/cache#delete-a-github-actions-cache-for-a-repository-using-a-cache-id',
    handler: deleteCacheById,
  },
  {
    method: 'GET',
    pattern: `${R}/actions/cache/usage`,
    write: false,
    docs: 'actions/cache',
    handler: cacheUsage,
  },
  {
    method: 'GET',
    pattern: `${R}/issues/{issue_number}/comments`,
    write: false,
    docs: 'issues/comments',
    handler: listComments,
  },
  {
    method: 'POST',
    pattern: `${R}/issues/{issue_number}/comments`,
    write: true,
    creates: true,
    docs: 'issues/comments#create-an-issue-comment',
    handler: createComment,
  },
  {
    method: 'GET',
    pattern: `${R}/issues/comments/{comment_id}`,
    write: false,
    docs: 'issues/comments',
    handler: getComment,
  },
  {
    method: 'PATCH',
    pattern: `${R}/issues/comments/{comment_id}`,
    write: true,
    docs: 'issues/comments#update-an-issue-comment',
    handler: updateComment,
  },
  {
    method: 'DELETE',
    pattern: `${R}/issues/comments/{comment_id}`,
    write: true,
    docs: 'issues/comments#delete-an-issue-comment',
    handler: deleteComment,
  },
  {
    method: 'GET',
    pattern: `${R}/pulls/{pull_number}`,
    write: false,
    docs: 'pulls/pulls',
    handler: getPull,
  },
  {
    method: 'GET',
    pattern: `${R}/commits/{commit_sha}/pulls`,
    write: false,
    docs: 'commits/commits',
    handler: commitPulls,
  },
];

function compile(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      /^\{\w+\}$/.test(segment)
        ? `(?<${segment.slice(1, -1)}>[^/]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const ROUTES: Route[] = ROUTE_TABLE.map((r) => ({
  ...r,
  docs: `${DOCS}/${r.docs}`,
  regex: compile(r.pattern),
  names: [r.pattern, `${r.method} ${r.pattern}`, 'rest'],
}));

/** Every route the emulator answers, as `METHOD /pattern`. */
export const REST_ROUTES: readonly string[] = ROUTES.map((r) => `${r.method} ${r.pattern}`).concat(
  'GET /rate_limit',
);

export function matchRest(method: string, pathname: string): RestMatch | undefined {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const m = route.regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(m.groups ?? {})) {
      try {
        params[k] = decodeURIComponent(v);
      } catch {
        params[k] = v;
      }
    }
    return { route, params };
  }
  return undefined;
}

/** The names a fault `route` can use for a REST request. */
export function restRouteNames(
  match: RestMatch | undefined,
  method: string,
  pathname: string,
): string[] {
  const concrete = `${method} ${pathname}`;
  return match ? [...match.route.names, concrete] : ['rest', concrete, pathname];
}

function requestId(): string {
  return randomBytes(8)
    .toString('hex')
    .toUpperCase()
    .replace(/(.{4})(.{4})(.{4})(.{4})/, '$1:$2:$3:$4');
}

function tokenOf(headers: RestRequest['headers']): string | undefined {
  const raw = headers['authorization'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const m = /^(?:token|bearer)\s+(\S+)$/i.exec(value ?? '');
  return m?.[1];
}

function rateHeaders(limit: number, used: number, resetAt: number): Record<string, string> {
  return {
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(Math.max(limit - used, 0)),
    'x-ratelimit-reset': String(resetAt),
    'x-ratelimit-used': String(used),
    'x-ratelimit-resource': 'core',
  };
}

const ANONYMOUS: Identity = {
  token: '',
  login: '',
  type: 'User',
  readOnly: true,
  rateLimit: 60,
  bucket: 'anonymous',
};

function baseHeaders(): Record<string, string> {
  return {
    'x-github-api-version-selected': '2022-11-28',
    'x-github-media-type': 'github.v3; format=json',
    'x-github-request-id': requestId(),
  };
}

function withHeaders(reply: Reply, headers: Record<string, string>): Reply {
  return { ...reply, headers: { ...headers, ...reply.headers } };
}

/**
 * Rate limit headers for a fault answered in place of a route (nothing is consumed), so injected
 * failures still look like GitHub's.
 */
export function restFaultHeaders(ctx: Ctx, req: RestRequest): Record<string, string> {
  const identity = ctx.state.identities.get(tokenOf(req.headers) ?? '') ?? ANONYMOUS;
  const bucket = ctx.state.rateBucket(identity, Date.now());
  return { ...baseHeaders(), ...rateHeaders(bucket.limit, bucket.used, bucket.resetAt) };
}

const secondary = new WeakMap<Ctx, Map<string, number[]>>();

export async function handleRest(
  ctx: Ctx,
  req: RestRequest,
  match: RestMatch | undefined,
): Promise<Reply> {
  const now = Date.now();
  const token = tokenOf(req.headers);
  const identity = token ? ctx.state.identities.get(token) : undefined;
  if (!identity) {
    const bucket = ctx.state.rateBucket(ANONYMOUS, now);
    bucket.used++;
    const headers = { ...baseHeaders(), ...rateHeaders(bucket.limit, bucket.used, bucket.resetAt) };
    return token
      ? restError(401, 'Bad credentials', DOCS, {}, headers)
      : restError(401, 'Requires authentication', DOCS, {}, headers);
  }
  const bucket = ctx.state.rateBucket(identity, now);
  if (req.method === 'GET' && req.pathname === '/rate_limit') {
    const core = {
      limit: bucket.limit,
      used: bucket.used,
      remaining: Math.max(bucket.limit - bucket.used, 0),
      reset: bucket.resetAt,
    };
    const headers = { ...baseHeaders(), ...rateHeaders(bucket.limit, bucket.used, bucket.resetAt) };
    return jsonReply(200, { resources: { core }, rate: core }, headers);
  }
  if (bucket.used >= bucket.limit) {
    const headers = { ...baseHeaders(), ...rateHeaders(bucket.limit, bucket.used, bucket.resetAt) };
    const who = identity.type === 'Bot' ? 'installation' : 'user';
    return restError(
      403,
      `API rate limit exceeded for ${who} ID ${ctx.state.user(identity.login).id}.`,
      `${DOCS}/overview/rate-limits-for-the-rest-api`,
      {},
      headers,
    );
  }
  bucket.used++;
  const headers = { ...baseHeaders(), ...rateHeaders(bucket.limit, bucket.used, bucket.resetAt) };
  if (!match) return withHeaders(notFound(), headers);
  const { route, params } = match;
  const owner = params['owner'] ?? '';
  const name = params['repo'] ?? '';
  const repo = ctx.state.findRepo(owner, name);
  const allowed = !identity.repos || identity.repos.includes(repoKey(`${owner}/${name}`));
  if (!repo || !allowed) return withHeaders(notFound(route.docs), headers);
  if (route.write && identity.readOnly) {
    return withHeaders(
      restError(403, 'Resource not accessible by integration', route.docs),
      headers,
    );
  }
  if (route.creates) {
    let perToken = secondary.get(ctx);
    if (!perToken) secondary.set(ctx, (perToken = new Map()));
    const recent = (perToken.get(identity.bucket) ?? []).filter((t) => t > now - 60_000);
    if (recent.length >= SECONDARY_LIMIT_PER_MINUTE) {
      return withHeaders(
        restError(
          403,
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
          `${DOCS}/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits`,
        ),
        { ...headers, 'retry-after': '60' },
      );
    }
    recent.push(now);
    perToken.set(identity.bucket, recent);
  }
  let body: unknown;
  if (req.body.length > 0) {
    try {
      body = JSON.parse(req.body.toString('utf8'));
    } catch {
      return withHeaders(restError(400, 'Problems parsing JSON', route.docs), headers);
    }
  }
  const reply = await route.handler(ctx, {
    params,
    query: req.query,
    pathname: req.pathname,
    body,
    identity,
    repo,
  });
  return withHeaders(reply, headers);
}
