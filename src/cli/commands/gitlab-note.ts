/**
 * The sticky merge-request note on GitLab (REST v4): one note per merge request and workflow,
 * found by the hidden marker of the GitHub sticky comment (report/comment.ts) and, when the token
 * can tell who it is, by its author; created once and then updated in place, one section per job.
 * `GET/POST/PUT /projects/:id/merge_requests/:iid/notes` at `CI_API_V4_URL`, with the token in
 * the `PRIVATE-TOKEN` header. The token never appears in what is printed.
 */
import type { RunState } from '../../core/schema.js';
import { commentMarker, mergeComment, renderCommentSection } from '../../report/comment.js';
import { jobKeyOf } from '../../report/summary.js';
import { proxiedFetch } from '../../transfer/proxy.js';

export interface GitLabTarget {
  /** `CI_API_V4_URL`, e.g. https://gitlab.example.com/api/v4. */
  api: string;
  /** `CI_PROJECT_ID`. */
  project: string;
  /** `CI_MERGE_REQUEST_IID`. */
  mr: string;
  token: string;
}

export type NoteResult =
  | { ok: true; action: 'created' | 'updated' | 'unchanged'; id: number }
  | { ok: false; problem: string };

interface Note {
  id: number;
  body?: string;
  system?: boolean;
  author?: { id?: number };
}

/** Pages of 100 notes read at most. */
const MAX_PAGES = 50;

class HttpProblem extends Error {}

/** The GitLab target from the job's variables, or why there is none (undefined: not an MR job). */
export function gitLabTarget(
  env: NodeJS.ProcessEnv,
): { target?: GitLabTarget; missing?: string } | undefined {
  const mr = env.CI_MERGE_REQUEST_IID;
  if (!mr) return undefined;
  const token = env.CI_STATE_GITLAB_TOKEN;
  if (!token) return { missing: 'CI_STATE_GITLAB_TOKEN' };
  const api = env.CI_API_V4_URL;
  const project = env.CI_PROJECT_ID;
  if (!api || !project)
    return {
      missing: [!api && 'CI_API_V4_URL', !project && 'CI_PROJECT_ID'].filter(Boolean).join(' and '),
    };
  return { target: { api: api.replace(/\/+$/, ''), project, mr, token } };
}

async function call<T>(
  t: GitLabTarget,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<{ value: T; headers: Headers }> {
  const url = `${t.api}/projects/${encodeURIComponent(t.project)}${path}`;
  let last = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    let res: Response;
    try {
      res = await proxiedFetch(url, {
        method,
        headers: {
          'PRIVATE-TOKEN': t.token,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (e) {
      last = (e as Error).message;
      continue;
    }
    if (res.ok) return { value: (await res.json()) as T, headers: res.headers };
    const text = (await res.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
    last = `${method} ${path.split('?')[0]}: HTTP ${res.status}${text ? ` ${text}` : ''}`;
    if (res.status < 500 && res.status !== 429) break;
  }
  throw new HttpProblem(last.split(t.token).join('***'));
}

/** The user the token acts as, when GitLab says (a token without `read_user` may not). */
async function tokenUser(t: GitLabTarget): Promise<number | undefined> {
  try {
    const url = `${t.api}/user`;
    const res = await proxiedFetch(url, {
      headers: { 'PRIVATE-TOKEN': t.token },
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) return undefined;
    const id = ((await res.json()) as { id?: unknown }).id;
    return typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The note carrying `marker` (written by the token's user when known), if any. */
async function findNote(t: GitLabTarget, marker: string): Promise<Note | undefined> {
  const me = await tokenUser(t);
  const base = `/merge_requests/${encodeURIComponent(t.mr)}/notes`;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { value, headers } = await call<Note[]>(
      t,
      'GET',
      `${base}?per_page=100&page=${page}&sort=asc&order_by=created_at`,
    );
    const found = value.find(
      (n) =>
        !n.system &&
        typeof n.body === 'string' &&
        n.body.includes(marker) &&
        (me === undefined || n.author?.id === me),
    );
    if (found) return found;
    const next = headers.get('x-next-page');
    if (value.length < 100 || next === '') return undefined;
  }
  return undefined;
}

/**
 * Creates the merge request's ci-state note, or updates it with this job's section (`render`
 * gets the current body, undefined for a new note, and returns the new one).
 */
export async function upsertNote(
  t: GitLabTarget,
  marker: string,
  render: (existing: string | undefined) => string,
): Promise<NoteResult> {
  try {
    const base = `/merge_requests/${encodeURIComponent(t.mr)}/notes`;
    const note = await findNote(t, marker);
    const body = render(note?.body);
    if (note) {
      if (note.body === body) return { ok: true, action: 'unchanged', id: note.id };
      await call(t, 'PUT', `${base}/${note.id}`, { body });
      return { ok: true, action: 'updated', id: note.id };
    }
    const { value } = await call<Note>(t, 'POST', base, { body });
    return { ok: true, action: 'created', id: value.id };
  } catch (e) {
    return { ok: false, problem: (e as Error).message.split(t.token).join('***') };
  }
}

/** The hidden marker of the note for `state`'s workflow (the GitHub sticky comment's). */
export function noteMarker(state: RunState): string {
  return commentMarker({ workflow: state.origin.workflow });
}

/** The note's body with `state`'s section put in (the GitHub sticky comment's layout). */
export function renderNote(
  existing: string | undefined,
  state: RunState,
  persistence: string | undefined,
): string {
  return mergeComment(existing, {
    marker: noteMarker(state),
    jobKey: jobKeyOf(state),
    section: renderCommentSection(state, persistence ? { persistence } : {}),
    pointer: "The job's log and its ci-state-report artifact have the full report.",
  });
}
