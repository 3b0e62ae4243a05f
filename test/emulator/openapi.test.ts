/**
 * The emulator's REST responses against the response schemas of GitHub's own OpenAPI
 * description, as shipped in `@octokit/openapi`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from './index.js';
import { captureStdout, useEnv, workspace, writeFiles } from './helpers.js';

const Ajv = AjvModule.default;
const addFormats = addFormatsModule.default;

interface Spec {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
}

const REPO = 'acme/spec';
let emu: Emulator;
let env: Record<string, string>;
let ws: Awaited<ReturnType<typeof workspace>>;
let spec: Spec;
let ajv: InstanceType<typeof Ajv>;
let artifactId = 0;
let commentId = 0;
let headSha = '';

function loadSpec(): Spec {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('@octokit/openapi/package.json'));
  return JSON.parse(
    readFileSync(path.join(dir, 'generated', 'api.github.com.json'), 'utf8'),
  ) as Spec;
}

/** The JSON schema of one documented response, its `#/components/...` refs pointing into `spec`. */
function responseSchema(pattern: string, method: string, status: number): object {
  const operation = spec.paths[pattern]?.[method];
  if (!operation) throw new Error(`no ${method} ${pattern} in the OpenAPI description`);
  let response = operation.responses[String(status)] as Record<string, unknown> | undefined;
  const ref = response?.['$ref'];
  if (typeof ref === 'string') {
    response = spec.components.responses[ref.split('/').at(-1) ?? ''] as Record<string, unknown>;
  }
  const content = response?.['content'] as Record<string, { schema: unknown }> | undefined;
  const schema = content?.['application/json']?.schema;
  if (!schema) throw new Error(`no JSON schema for ${status} of ${method} ${pattern}`);
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"spec#/components/'));
}

async function call(
  method: string,
  pathAndQuery: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${emu.apiUrl}${pathAndQuery}`, {
    method: method.toUpperCase(),
    headers: {
      authorization: `Bearer ${env['GITHUB_TOKEN']}`,
      accept: 'application/vnd.github+json',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: res.status === 204 ? undefined : await res.json() };
}

function expectValid(pattern: string, method: string, status: number, json: unknown): void {
  const validate = ajv.compile(responseSchema(pattern, method, status));
  const ok = validate(json);
  expect(ok ? [] : validate.errors?.slice(0, 5)).toEqual([]);
}

beforeAll(async () => {
  spec = loadSpec();
  ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ $id: 'spec', components: { schemas: spec.components.schemas } });

  emu = await startEmulator({ seed: 44 });
  ws = await workspace('openapi');
  const pr = emu.seed.pullRequest({ repo: REPO, number: 3, headRef: 'topic', title: 'Topic' });
  headSha = pr.headSha;
  env = emu.runtimeEnv({ repo: REPO, runId: 400, ref: 'refs/pull/3/merge' });
  useEnv(env);
  const root = process.env['GITHUB_WORKSPACE'] ?? '';
  await writeFiles(root, { 'a/one.txt': 'one' });
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const cache = await import('@actions/cache');
  const up = await captureStdout(() =>
    new DefaultArtifactClient().uploadArtifact('bundle', [path.join(root, 'a/one.txt')], root),
  );
  artifactId = up.value.id ?? 0;
  await captureStdout(() => cache.saveCache([path.join(root, 'a')], 'spec-key-1'));
  commentId = emu.seed.comment({ repo: REPO, issueNumber: 3, body: 'seeded' }).id;
  emu.seed.run({ repo: REPO, runId: 399, conclusion: 'failure', pullRequests: [3] });
}, 60_000);

afterAll(async () => {
  await emu?.stop();
  await ws?.dispose();
});

const R = '/repos/{owner}/{repo}';

describe('REST responses match GitHub’s OpenAPI description', () => {
  it('has a validator that rejects what the description does not allow', async () => {
    const one = (await call('get', `/repos/${REPO}/actions/artifacts/${artifactId}`))
      .json as object;
    const validate = ajv.compile(
      responseSchema(`${R}/actions/artifacts/{artifact_id}`, 'get', 200),
    );
    expect(validate(one)).toBe(true);
    expect(validate({ ...one, id: 'not a number' })).toBe(false);
    const { node_id: _dropped, ...withoutNodeId } = one as Record<string, unknown>;
    expect(validate(withoutNodeId)).toBe(false);
    const comment = ajv.compile(responseSchema(`${R}/issues/comments/{comment_id}`, 'get', 200));
    const c = (await call('get', `/repos/${REPO}/issues/comments/${commentId}`)).json as object;
    expect(comment({ ...c, user: { login: 'only-a-login' } })).toBe(false);
  });

  it('artifacts: run list, repository list, single artifact', async () => {
    const runList = await call('get', `/repos/${REPO}/actions/runs/400/artifacts?per_page=10`);
    expect(runList.json).toMatchObject({ total_count: 1 });
    expectValid(`${R}/actions/runs/{run_id}/artifacts`, 'get', 200, runList.json);

    const repoList = await call('get', `/repos/${REPO}/actions/artifacts?name=bundle`);
    expectValid(`${R}/actions/artifacts`, 'get', 200, repoList.json);

    const one = await call('get', `/repos/${REPO}/actions/artifacts/${artifactId}`);
    expectValid(`${R}/actions/artifacts/{artifact_id}`, 'get', 200, one.json);
  });

  it('workflow runs: list and single run', async () => {
    const list = await call('get', `/repos/${REPO}/actions/runs`);
    expect(list.json).toMatchObject({ total_count: 2 });
    expectValid(`${R}/actions/runs`, 'get', 200, list.json);
    const run = await call('get', `/repos/${REPO}/actions/runs/399`);
    expectValid(`${R}/actions/runs/{run_id}`, 'get', 200, run.json);
  });

  it('caches: list and delete by key', async () => {
    const list = await call('get', `/repos/${REPO}/actions/caches`);
    expect(list.json).toMatchObject({ total_count: 1 });
    expectValid(`${R}/actions/caches`, 'get', 200, list.json);
    const removed = await call('delete', `/repos/${REPO}/actions/caches?key=spec-key-1`);
    expect(removed.status).toBe(200);
    expectValid(`${R}/actions/caches`, 'delete', 200, removed.json);
  });

  it('issue comments: list, create, get, update', async () => {
    const list = await call('get', `/repos/${REPO}/issues/3/comments`);
    expectValid(`${R}/issues/{issue_number}/comments`, 'get', 200, list.json);
    const created = await call('post', `/repos/${REPO}/issues/3/comments`, { body: 'hello' });
    expect(created.status).toBe(201);
    expectValid(`${R}/issues/{issue_number}/comments`, 'post', 201, created.json);
    const one = await call('get', `/repos/${REPO}/issues/comments/${commentId}`);
    expectValid(`${R}/issues/comments/{comment_id}`, 'get', 200, one.json);
    const edited = await call('patch', `/repos/${REPO}/issues/comments/${commentId}`, {
      body: 'edited',
    });
    expectValid(`${R}/issues/comments/{comment_id}`, 'patch', 200, edited.json);
  });

  it('pull requests: single and by commit', async () => {
    const pr = await call('get', `/repos/${REPO}/pulls/3`);
    expectValid(`${R}/pulls/{pull_number}`, 'get', 200, pr.json);
    const byCommit = await call('get', `/repos/${REPO}/commits/${headSha}/pulls`);
    expect(byCommit.json).toHaveLength(1);
    expectValid(`${R}/commits/{commit_sha}/pulls`, 'get', 200, byCommit.json);
  });

  it('errors: 404, 422 and 403 bodies', async () => {
    const missing = await call('get', `/repos/${REPO}/issues/comments/1`);
    expect(missing.status).toBe(404);
    expectValid(`${R}/issues/{issue_number}/comments`, 'get', 404, missing.json);
    const tooLong = await call('post', `/repos/${REPO}/issues/3/comments`, {
      body: 'x'.repeat(65_537),
    });
    expect(tooLong.status).toBe(422);
    expectValid(`${R}/issues/{issue_number}/comments`, 'post', 422, tooLong.json);
    const ro = emu.runtimeEnv({ repo: REPO, runId: 401, readOnly: true });
    const denied = await fetch(`${emu.apiUrl}/repos/${REPO}/issues/3/comments`, {
      method: 'POST',
      headers: { authorization: `token ${ro['GITHUB_TOKEN']}` },
      body: JSON.stringify({ body: 'x' }),
    });
    expect(denied.status).toBe(403);
    expectValid(`${R}/issues/{issue_number}/comments`, 'post', 403, await denied.json());
  });
});
