/**
 * The few endpoints of GitLab's REST API v4 that ci-state's merge-request note uses, on a real
 * HTTP server on 127.0.0.1: `GET /user`, and `GET`, `POST`, `PUT` of
 * `/projects/:id/merge_requests/:iid/notes`. Every request must carry the `PRIVATE-TOKEN` it was
 * given (401 otherwise); notes are kept in memory, paged as GitLab pages them (`per_page`,
 * `page`, `X-Next-Page`), with GitLab's own system notes among them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredNote {
  id: number;
  body: string;
  system: boolean;
  author: { id: number };
  updates: number;
}

export interface GitLabServer {
  api: string;
  /** Notes by merge request iid. */
  notes: Map<string, StoredNote[]>;
  /** Every request as `METHOD path`. */
  requests: string[];
  close(): Promise<void>;
}

const USER_ID = 42;

export async function gitLabServer(o: { token: string; project: string }): Promise<GitLabServer> {
  const notes = new Map<string, StoredNote[]>();
  const requests: string[] = [];
  let next = 100;
  const send = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const read = async (req: IncomingMessage) => {
    let text = '';
    for await (const c of req) text += String(c);
    return text ? (JSON.parse(text) as { body?: string }) : {};
  };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      requests.push(`${req.method} ${url.pathname}`);
      if (req.headers['private-token'] !== o.token)
        return send(res, 401, { message: '401 Unauthorized' });
      if (url.pathname === '/api/v4/user') return send(res, 200, { id: USER_ID });
      const m = /^\/api\/v4\/projects\/([^/]+)\/merge_requests\/(\d+)\/notes(?:\/(\d+))?$/.exec(
        url.pathname,
      );
      if (!m || decodeURIComponent(m[1]!) !== o.project)
        return send(res, 404, { message: '404 Not found' });
      const list = notes.get(m[2]!) ?? [];
      notes.set(m[2]!, list);
      if (req.method === 'GET' && !m[3]) {
        const per = Number(url.searchParams.get('per_page') ?? 20);
        const page = Number(url.searchParams.get('page') ?? 1);
        const slice = list.slice((page - 1) * per, page * per);
        const more = page * per < list.length;
        return send(res, 200, slice, { 'x-next-page': more ? String(page + 1) : '' });
      }
      if (req.method === 'POST' && !m[3]) {
        const { body } = await read(req);
        if (typeof body !== 'string') return send(res, 400, { message: 'body is missing' });
        const note = { id: next++, body, system: false, author: { id: USER_ID }, updates: 0 };
        list.push(note);
        return send(res, 201, note);
      }
      if (req.method === 'PUT' && m[3]) {
        const note = list.find((n) => n.id === Number(m[3]));
        if (!note) return send(res, 404, { message: '404 Note Not Found' });
        const { body } = await read(req);
        if (typeof body !== 'string') return send(res, 400, { message: 'body is missing' });
        note.body = body;
        note.updates++;
        return send(res, 200, note);
      }
      return send(res, 405, { message: 'not here' });
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    api: `http://127.0.0.1:${port}/api/v4`,
    notes,
    requests,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** A note GitLab itself writes (a system note) and one by someone else: never ci-state's. */
export function seedOthers(s: GitLabServer, mr: string, marker: string): void {
  const list = s.notes.get(mr) ?? [];
  list.push(
    { id: 1, body: 'added 1 commit', system: true, author: { id: 1 }, updates: 0 },
    { id: 2, body: `quoting ci-state: ${marker}`, system: false, author: { id: 7 }, updates: 0 },
  );
  s.notes.set(mr, list);
}

/**
 * The server in a thread of its own, for tests that run the job with spawnSync (which blocks
 * this thread's event loop): its API URL, and its close. Read its notes over HTTP (`listNotes`).
 */
export async function gitLabServerThread(o: {
  token: string;
  project: string;
}): Promise<{ api: string; close: () => Promise<number> }> {
  const { Worker } = await import('node:worker_threads');
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    import(workerData.url).then(async (m) => {
      const s = await m.gitLabServer(workerData.o);
      parentPort.postMessage(s.api);
    });`;
  const worker = new Worker(code, {
    eval: true,
    workerData: { url: new URL(import.meta.url).href, o },
  });
  const api = await new Promise<string>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { api, close: () => worker.terminate() };
}

/** The notes of merge request `mr`, as the server has them. */
export async function listNotes(
  api: string,
  o: { token: string; project: string },
  mr: string,
): Promise<StoredNote[]> {
  const res = await fetch(
    `${api}/projects/${encodeURIComponent(o.project)}/merge_requests/${mr}/notes?per_page=100`,
    { headers: { 'PRIVATE-TOKEN': o.token } },
  );
  return (await res.json()) as StoredNote[];
}
