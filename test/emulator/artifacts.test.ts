/**
 * The real `@actions/artifact` client against the emulator: within a run (Twirp), across runs
 * (`findBy`: REST, 302 to a signed blob URL), and across attempts of a re-run.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendIdsOf, decodeJwt, startEmulator, type Emulator } from './index.js';
import { captureStdout, readText, useEnv, workspace, writeFiles } from './helpers.js';

type ArtifactModule = typeof import('@actions/artifact');
type Client = InstanceType<ArtifactModule['DefaultArtifactClient']>;

const REPO = 'acme/gadgets';
const [OWNER, NAME] = REPO.split('/') as [string, string];

let emu: Emulator;
let ws: Awaited<ReturnType<typeof workspace>>;
let root: string;
let artifact: ArtifactModule;
let client: Client;
let run200: Record<string, string>;

function quiet<T>(fn: () => Promise<T>): Promise<T> {
  return captureStdout(fn).then((r) => r.value);
}

beforeAll(async () => {
  emu = await startEmulator({ seed: 22 });
  ws = await workspace('artifacts');
  root = process.env['GITHUB_WORKSPACE'] ?? '';
  run200 = emu.runtimeEnv({ repo: REPO, runId: 200, job: 'build' });
  // @actions/github reads GITHUB_API_URL when it is first imported.
  useEnv(run200);
  artifact = await import('@actions/artifact');
  client = new artifact.DefaultArtifactClient();
  await writeFiles(path.join(root, 'out'), {
    'report.txt': 'all green',
    'nested/data.json': JSON.stringify({ n: 1 }),
  });
});

afterAll(async () => {
  await emu?.stop();
  await ws?.dispose();
});

const files = (): string[] => [
  path.join(root, 'out', 'report.txt'),
  path.join(root, 'out', 'nested', 'data.json'),
];

describe('artifacts within a run', () => {
  it('uploads, lists, gets, downloads and deletes', async () => {
    useEnv(run200);
    const up = await quiet(() => client.uploadArtifact('report', files(), path.join(root, 'out')));
    expect(up.id).toBeGreaterThan(0);
    expect(up.size).toBeGreaterThan(0);

    const record = emu.inspect.artifacts().find((a) => a.id === up.id);
    expect(record).toMatchObject({ name: 'report', finalized: true, sizeBytes: up.size });
    expect(record?.digest).toBe(`sha256:${up.digest}`);

    const listed = await quiet(() => client.listArtifacts());
    // The client returns the hex digest on upload; the service stores and lists `sha256:<hex>`.
    expect(listed.artifacts.map((a) => [a.name, a.id, a.size, a.digest])).toEqual([
      ['report', up.id, up.size, `sha256:${up.digest}`],
    ]);
    const got = await quiet(() => client.getArtifact('report'));
    expect(got.artifact.id).toBe(up.id);

    const dest = path.join(root, 'download-1');
    const down = await quiet(() =>
      client.downloadArtifact(up.id ?? 0, { path: dest, expectedHash: `sha256:${up.digest}` }),
    );
    expect(down.digestMismatch).toBe(false);
    expect(await readText(path.join(dest, 'report.txt'))).toBe('all green');
    expect(await readText(path.join(dest, 'nested', 'data.json'))).toBe('{"n":1}');

    const deleted = await quiet(() => client.deleteArtifact('report'));
    expect(deleted.id).toBe(up.id);
    expect((await quiet(() => client.listArtifacts())).artifacts).toEqual([]);
  });

  it('refuses a second artifact of the same name in the run (409)', async () => {
    useEnv(run200);
    await quiet(() => client.uploadArtifact('dup', files(), path.join(root, 'out')));
    const second = quiet(() => client.uploadArtifact('dup', files(), path.join(root, 'out')));
    await expect(second).rejects.toThrow(/409.*already exists/);
    const created = emu.inspect.requests({ route: 'CreateArtifact' }).slice(-1);
    expect(created.map((r) => r.status)).toEqual([409]);
  });

  it('refuses invalid names on the service side too', async () => {
    const ids = backendIdsOf(decodeJwt(run200['ACTIONS_RUNTIME_TOKEN'] ?? '')!)!;
    const res = await fetch(
      `${emu.origin}/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${run200['ACTIONS_RUNTIME_TOKEN']}`,
        },
        body: JSON.stringify({
          workflow_run_backend_id: ids.runBackendId,
          workflow_job_run_backend_id: ids.jobBackendId,
          name: 'bad:name',
          version: 7,
        }),
      },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_argument', msg: /Colon/ });
  });

  it('stores a single file without an archive and serves it raw with its name', async () => {
    useEnv(run200);
    const file = path.join(root, 'out', 'report.txt');
    const up = await quiet(() =>
      client.uploadArtifact('ignored', [file], path.join(root, 'out'), { skipArchive: true }),
    );
    const dest = path.join(root, 'download-raw');
    await quiet(() => client.downloadArtifact(up.id ?? 0, { path: dest }));
    expect(await readText(path.join(dest, 'report.txt'))).toBe('all green');
    expect(emu.inspect.artifacts().find((a) => a.id === up.id)?.mimeType).toBe('text/plain');
  });
});

describe('artifacts across runs and attempts', () => {
  let distId = 0;

  it('finds, downloads and deletes another run’s artifacts through the REST API', async () => {
    useEnv(run200);
    const up = await quiet(() => client.uploadArtifact('dist', files(), path.join(root, 'out')));
    distId = up.id ?? 0;

    const run201 = emu.runtimeEnv({ repo: REPO, runId: 201, job: 'deploy' });
    useEnv(run201);
    const findBy = {
      token: run201['GITHUB_TOKEN'] ?? '',
      repositoryOwner: OWNER,
      repositoryName: NAME,
      workflowRunId: 200,
    };
    expect((await quiet(() => client.listArtifacts())).artifacts).toEqual([]);
    const listed = await quiet(() => client.listArtifacts({ findBy }));
    expect(listed.artifacts.map((a) => a.name).sort()).toEqual(['dist', 'dup', 'report.txt']);
    const got = await quiet(() => client.getArtifact('dist', { findBy }));
    expect(got.artifact.id).toBe(distId);

    emu.inspect.clearRequests();
    const dest = path.join(root, 'download-2');
    const down = await quiet(() =>
      client.downloadArtifact(distId, { path: dest, findBy, expectedHash: got.artifact.digest }),
    );
    expect(down.digestMismatch).toBe(false);
    expect(await readText(path.join(dest, 'report.txt'))).toBe('all green');
    const trail = emu.inspect.requests().map((r) => `${r.service} ${r.method} ${r.status}`);
    expect(trail).toEqual(['rest GET 302', 'blob GET 200']);

    const removed = await quiet(() => client.deleteArtifact('dup', { findBy }));
    expect(removed.id).toBeGreaterThan(0);
    expect(emu.inspect.requests({ method: 'DELETE' }).map((r) => r.status)).toEqual([204]);
  });

  it('gives a re-run attempt a new job backend id in the same run; REST sees attempt 1', async () => {
    const attempt2 = emu.runtimeEnv({ repo: REPO, runId: 200, attempt: 2, job: 'build' });
    const ids1 = backendIdsOf(decodeJwt(run200['ACTIONS_RUNTIME_TOKEN'] ?? '')!)!;
    const ids2 = backendIdsOf(decodeJwt(attempt2['ACTIONS_RUNTIME_TOKEN'] ?? '')!)!;
    expect(ids2.runBackendId).toBe(ids1.runBackendId);
    expect(ids2.jobBackendId).not.toBe(ids1.jobBackendId);
    expect(attempt2['GITHUB_RUN_ATTEMPT']).toBe('2');

    useEnv(attempt2);
    // The results service answers for the current attempt only.
    expect((await quiet(() => client.listArtifacts())).artifacts).toEqual([]);
    const findBy = {
      token: attempt2['GITHUB_TOKEN'] ?? '',
      repositoryOwner: OWNER,
      repositoryName: NAME,
      workflowRunId: 200,
    };
    const listed = await quiet(() => client.listArtifacts({ findBy }));
    expect(listed.artifacts.map((a) => a.name)).toContain('dist');
    const dest = path.join(root, 'download-3');
    await mkdir(dest);
    await quiet(() => client.downloadArtifact(distId, { path: dest, findBy }));
    expect(existsSync(path.join(dest, 'nested', 'data.json'))).toBe(true);

    // A re-run may upload a name the earlier attempt used; REST then lists both.
    const again = await quiet(() => client.uploadArtifact('dist', files(), path.join(root, 'out')));
    const both = await quiet(() => client.listArtifacts({ findBy }));
    expect(
      both.artifacts
        .filter((a) => a.name === 'dist')
        .map((a) => a.id)
        .sort(),
    ).toEqual([distId, again.id].sort());
    const latest = await quiet(() => client.getArtifact('dist', { findBy }));
    expect(latest.artifact.id).toBe(again.id);
    expect(emu.inspect.runs().find((r) => r.id === 200)?.attempt).toBe(2);
  });

  it('serves the recorded digest in the REST artifact', async () => {
    const dist = emu.inspect.artifacts().find((a) => a.id === distId);
    expect(dist?.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    const res = await fetch(`${emu.apiUrl}/repos/${REPO}/actions/artifacts/${distId}`, {
      headers: { authorization: `token ${run200['GITHUB_TOKEN']}` },
    });
    expect(await res.json()).toMatchObject({ id: distId, name: 'dist', digest: dist?.digest });
  });
});
