/**
 * Artifacts uploaded straight to the artifact service (src/github/artifact-direct.ts), against the
 * emulator and Azurite: the zip is the one the toolkit writes, the service lists it with its size
 * and digest, `@actions/artifact`'s own download and ours read it back byte for byte, and every
 * failure comes back as `ok: false` with a reason (the callers' withRetry retries it). Nothing is
 * timed.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator/index.js';
import { captureStdout, pseudoRandomBytes, useEnv, workspace } from '../emulator/helpers.js';
import {
  artifactServiceFromEnv,
  backendIds,
  DIRECT_MAX_BYTES,
  invalidArtifactName,
  uploadArtifactDirect,
  type ArtifactService,
} from '../../src/github/artifact-direct.js';
import { zipOne } from '../../src/github/artifact-zip.js';
import {
  deleteBundles,
  downloadBundleArtifact,
  downloadNamedArtifact,
  olderBundles,
  uploadBundleArtifact,
  uploadFileArtifact,
} from '../../src/github/artifact-store.js';
import { stateArtifactName } from '../../src/github/keys.js';
import { createRestClient } from '../../src/github/octokit.js';
import { withRetry } from '../../src/transfer/retry.js';
import { HISTORY_ARTIFACT_FILE, writeHistoryArtifact } from '../../src/history/record.js';
import type { HistoryEntry } from '../../src/core/schema.js';
import { syntheticHistory } from '../history/generate.js';

type ArtifactModule = typeof import('@actions/artifact');

const MiB = 2 ** 20;
const REPO = 'acme/direct';
const RUN_ID = 612;
const FIND_BY = {
  workflowRunId: RUN_ID,
  repositoryOwner: 'acme',
  repositoryName: 'direct',
};

let emu: Emulator;
let ws: Awaited<ReturnType<typeof workspace>>;
let env: Record<string, string>;
let artifact: ArtifactModule;
let svc: ArtifactService;
let n = 0;

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const quiet = <T>(fn: () => Promise<T>): Promise<T> => captureStdout(fn).then((r) => r.value);
const unique = (label: string) => `${label}-${++n}`;
const noWait = { sleep: () => Promise.resolve(), baseDelayMs: 0 };

function tmp(label: string): Promise<string> {
  return mkdtemp(join(process.env.RUNNER_TEMP!, `${label}-`));
}

/** The zip as stored in the blob store. */
async function storedZip(id: number): Promise<Buffer> {
  const record = emu.inspect.artifacts().find((a) => a.id === id)!;
  return emu.azurite.service
    .getContainerClient('actions-results')
    .getBlobClient(record.blob)
    .downloadToBuffer();
}

/** Blob requests since the log was cleared: the direct path makes one PUT, no blocks. */
function blobRequests(): string[] {
  return emu.inspect
    .requests({ service: 'blob' })
    .map((r) => `${r.method} ${/[?&]comp=(\w+)/.exec(r.path)?.[1] ?? ''}`.trim());
}

beforeAll(async () => {
  emu = await startEmulator({ seed: 61 });
  ws = await workspace('artifact-direct');
  env = emu.runtimeEnv({ repo: REPO, runId: RUN_ID, ref: 'refs/heads/main' });
  useEnv(env);
  // @actions/github reads GITHUB_API_URL when it is first imported.
  artifact = await import('@actions/artifact');
  svc = artifactServiceFromEnv()!;
});

afterAll(async () => {
  await emu?.stop();
  await ws?.dispose();
});

beforeEach(() => {
  useEnv(env);
  delete process.env.CI_STATE_ARTIFACT_DIRECT;
  emu.faults.clear();
  emu.inspect.clearRequests();
});

describe('when the direct path applies', () => {
  it('with the runtime token and results URL, not on GHES, not turned off', () => {
    expect(svc).toBeDefined();
    expect(backendIds(env.ACTIONS_RUNTIME_TOKEN!)).toEqual({
      run: svc.runBackendId,
      job: svc.jobBackendId,
    });
    expect(artifactServiceFromEnv({ ...env, ACTIONS_RUNTIME_TOKEN: '' })).toBeUndefined();
    expect(artifactServiceFromEnv({ ...env, ACTIONS_RESULTS_URL: '' })).toBeUndefined();
    expect(
      artifactServiceFromEnv({ ...env, GITHUB_SERVER_URL: 'https://git.example.com' }),
    ).toBeUndefined();
    expect(
      artifactServiceFromEnv({ ...env, GITHUB_SERVER_URL: 'https://acme.ghe.com' }),
    ).toBeDefined();
    expect(artifactServiceFromEnv({ ...env, CI_STATE_ARTIFACT_DIRECT: '0' })).toBeUndefined();
    // A token without the Actions.Results scope: the toolkit's path (and its error).
    const claims = Buffer.from(JSON.stringify({ scp: 'Actions.GenericRead:1' })).toString(
      'base64url',
    );
    expect(artifactServiceFromEnv({ ...env, ACTIONS_RUNTIME_TOKEN: `e30.${claims}.` })).toBe(
      undefined,
    );
  });

  it('names the service refuses are refused before any request', () => {
    expect(invalidArtifactName('ci-state-0123-a1-s2')).toBeUndefined();
    for (const bad of ['a:b', 'a/b', 'a\\b', 'a"b', 'a<b', 'a>b', 'a|b', 'a*b', 'a?b', 'a\nb', ''])
      expect(invalidArtifactName(bad)).toBeDefined();
  });
});

describe('the zip', () => {
  it('is byte for byte the toolkit’s, stored and deflated', async () => {
    const dir = await tmp('same-zip');
    const file = join(dir, 'blobs.cip');
    await writeFile(file, Buffer.concat([pseudoRandomBytes(300_000, 1), Buffer.alloc(50_000, 7)]));
    // A whole second: the DOS time keeps two.
    await utimes(file, new Date('2024-05-06T07:08:10Z'), new Date('2024-05-06T07:08:10Z'));
    const client = new artifact.DefaultArtifactClient();
    for (const level of [0, 6]) {
      const theirs = await quiet(() =>
        client.uploadArtifact(unique(`toolkit-l${level}`), [file], dir, {
          compressionLevel: level,
        }),
      );
      const ours = await uploadArtifactDirect(svc, unique(`direct-l${level}`), {
        fileName: 'blobs.cip',
        file,
        compressionLevel: level,
      });
      expect(ours.ok).toBe(true);
      const a = await storedZip(theirs.id!);
      const b = await storedZip(ours.value!.id);
      expect(b.length).toBe(a.length);
      expect(b.equals(a)).toBe(true);
      expect(ours.value!.digest).toBe(theirs.digest);
      expect(ours.value!.size).toBe(theirs.size);
    }
  });

  it('sets the UTF-8 flag for a name that is not ASCII, as archiver does', async () => {
    const zip = await zipOne({ name: 'état.txt', data: Buffer.from('x'), level: 0 });
    expect(zip.parts[0]!.readUInt16LE(6)).toBe(0x0808);
    expect(zip.parts[0]!.subarray(30).toString('utf8')).toBe('état.txt');
  });
});

describe('uploaded directly, read by every download path', () => {
  it('a bundle: one PUT, listed with its size and digest, downloaded by the toolkit and by us', async () => {
    const bytes = Buffer.from(
      `CISTATE1\n{}\n${JSON.stringify({ state: { phases: Array(2000).fill('ok') } })}`,
    );
    const name = unique('ci-state-bundle');
    const up = await uploadBundleArtifact(name, bytes, 3);
    expect(up.ok).toBe(true);
    const { id, size } = up.value!;
    // Neither the toolkit's staged blocks nor a block list: one Put Blob.
    expect(blobRequests()).toEqual(['PUT']);
    expect(emu.inspect.requests({ service: 'twirp' }).map((r) => r.route)).toEqual([
      'CreateArtifact',
      'FinalizeArtifact',
    ]);
    const zip = await storedZip(id);
    expect(zip.length).toBe(size);
    expect(size).toBeLessThan(bytes.length); // deflated

    const record = emu.inspect.artifacts().find((a) => a.id === id)!;
    expect(record).toMatchObject({
      name,
      finalized: true,
      sizeBytes: size,
      mimeType: 'application/zip',
    });
    expect(record.digest).toBe(`sha256:${sha(zip)}`);
    // The retention asked for (3 days), within a minute.
    expect(Math.abs(record.expiresAt.getTime() - Date.now() - 3 * 86_400_000)).toBeLessThan(
      3_600_000 + 60_000,
    );

    const client = new artifact.DefaultArtifactClient();
    const listed = await quiet(() => client.listArtifacts());
    expect(listed.artifacts.find((a) => a.name === name)).toMatchObject({
      id,
      size,
      digest: `sha256:${sha(zip)}`,
    });

    const dest = await tmp('toolkit-down');
    const down = await quiet(() =>
      client.downloadArtifact(id, { path: dest, expectedHash: `sha256:${sha(zip)}` }),
    );
    expect(down.digestMismatch).toBe(false);
    expect(await readdir(dest)).toEqual(['bundle.cis']);
    expect((await readFile(join(dest, 'bundle.cis'))).equals(bytes)).toBe(true);

    // Ours: REST, findBy.
    const got = await downloadBundleArtifact(
      id,
      { ...FIND_BY, token: env.GITHUB_TOKEN! },
      64 * MiB,
    );
    expect(got.ok).toBe(true);
    expect(got.value!.equals(bytes)).toBe(true);
  });

  it('a file (a pack) is stored as it is and comes back under its name', async () => {
    const dir = await tmp('pack');
    const file = join(dir, 'blobs-3.cip');
    const content = pseudoRandomBytes(3 * MiB + 17, 2);
    await writeFile(file, content);
    const name = unique('pack');
    const up = await uploadFileArtifact(name, file);
    expect(up.ok).toBe(true);
    expect(blobRequests()).toEqual(['PUT']);
    expect(up.value!.size).toBe(content.length + 2 * 'blobs-3.cip'.length + 30 + 16 + 46 + 22);

    const dest = await tmp('pack-down');
    const rest = createRestClient({ token: env.GITHUB_TOKEN!, baseUrl: emu.apiUrl });
    const got = await downloadNamedArtifact(
      rest,
      { owner: 'acme', repo: 'direct' },
      RUN_ID,
      name,
      env.GITHUB_TOKEN!,
      dest,
    );
    expect(got.ok).toBe(true);
    expect(got.value).toEqual([join(dest, 'blobs-3.cip')]);
    expect(sha(await readFile(join(dest, 'blobs-3.cip')))).toBe(sha(content));
  });

  it('an empty file makes a valid zip too', async () => {
    const dir = await tmp('empty');
    const file = join(dir, 'empty.cip');
    await writeFile(file, '');
    const up = await uploadFileArtifact(unique('empty'), file);
    expect(up.ok).toBe(true);
    const dest = await tmp('empty-down');
    const down = await quiet(() =>
      new artifact.DefaultArtifactClient().downloadArtifact(up.value!.id, { path: dest }),
    );
    expect(down.digestMismatch).toBe(false);
    expect(await readFile(join(dest, 'empty.cip'), 'utf8')).toBe('');
  });

  it('the history artifact holds history.jsonl', async () => {
    const entries = historyEntries();
    const up = await writeHistoryArtifact(entries, { name: unique('history'), retentionDays: 30 });
    expect(up.ok).toBe(true);
    expect(blobRequests()).toEqual(['PUT']);
    const dest = await tmp('history-down');
    const down = await quiet(() =>
      new artifact.DefaultArtifactClient().downloadArtifact(up.value!.id, {
        path: dest,
        findBy: { ...FIND_BY, token: env.GITHUB_TOKEN! },
      }),
    );
    expect(down.digestMismatch).toBe(false);
    expect(await readdir(dest)).toEqual([HISTORY_ARTIFACT_FILE]);
    const lines = (await readFile(join(dest, HISTORY_ARTIFACT_FILE), 'utf8')).trim().split('\n');
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual(entries);

    // An invalid entry is refused before anything is sent.
    emu.inspect.clearRequests();
    const bad = { ...entries[0]!, attempt: -1 } as HistoryEntry;
    const refused = await writeHistoryArtifact([bad], { name: unique('history') });
    expect(refused).toMatchObject({ ok: false, final: true });
    expect(emu.inspect.requests()).toEqual([]);
  });

  it('over DIRECT_MAX_BYTES, the toolkit uploads (in blocks)', async () => {
    const dir = await tmp('large');
    const file = join(dir, 'large.cip');
    await writeFile(file, pseudoRandomBytes(DIRECT_MAX_BYTES + 1, 3));
    const up = await quiet(() => uploadFileArtifact(unique('large'), file));
    expect(up.ok).toBe(true);
    const blob = blobRequests();
    expect(blob).toContain('PUT block');
    expect(blob).toContain('PUT blocklist');
  });

  it('CI_STATE_ARTIFACT_DIRECT=0 keeps the toolkit for every size', async () => {
    process.env.CI_STATE_ARTIFACT_DIRECT = '0';
    const up = await quiet(() => uploadBundleArtifact(unique('toolkit'), Buffer.from('tiny')));
    expect(up.ok).toBe(true);
    expect(blobRequests()).toContain('PUT blocklist');
  });
});

describe('the bundles a new one replaces', () => {
  it('are listed and deleted through the service', async () => {
    const scope = 'abcdef0123456789abcdef0123456789';
    const names = [1, 2, 3].map((seq) => stateArtifactName(scope, 1, seq));
    for (const name of names)
      expect((await uploadBundleArtifact(name, Buffer.from(name))).ok).toBe(true);
    const older = await olderBundles(scope.slice(0, 16), 1, 3);
    expect(older.sort()).toEqual(names.slice(0, 2));
    await deleteBundles(older);
    const left = emu.inspect
      .artifacts()
      .filter((a) => names.includes(a.name) && !a.deleted)
      .map((a) => a.name);
    expect(left).toEqual([names[2]]);
    expect(
      emu.inspect
        .requests({ service: 'twirp' })
        .filter((r) => /List|Delete/.test(r.route))
        .map((r) => r.route),
    ).toEqual(['ListArtifacts', 'DeleteArtifact', 'DeleteArtifact']);
  });
});

describe('failures: ok:false with a reason', () => {
  const bytes = Buffer.from('a state');

  it('a name the service refuses', async () => {
    const bad = await uploadBundleArtifact('bad:name', bytes);
    expect(bad).toMatchObject({ ok: false, final: true });
    expect(bad.reason).toMatch(
      /^artifact: upload of bad:name failed: the artifact name is not valid/,
    );
    expect(emu.inspect.requests()).toEqual([]);

    const name = unique('taken');
    expect((await uploadBundleArtifact(name, bytes)).ok).toBe(true);
    const again = await uploadBundleArtifact(name, bytes);
    expect(again).toMatchObject({ ok: false, final: true });
    expect(again.reason).toMatch(
      /CreateArtifact: an artifact with this name already exists.*\(HTTP 409\)/,
    );

    // One the local check lets through, refused by the service (400): final too.
    emu.faults.add({ route: 'CreateArtifact', status: 400 });
    const refused = await uploadBundleArtifact(unique('refused'), bytes);
    expect(refused).toMatchObject({ ok: false, final: true });
    expect(refused.reason).toMatch(/CreateArtifact: .*\(HTTP 400\)/);
  });

  it('a 5xx on CreateArtifact, then a retry that succeeds', async () => {
    emu.faults.add({ route: 'CreateArtifact', status: 503 });
    const name = unique('create-5xx');
    const once = await uploadBundleArtifact(name, bytes);
    expect(once.ok).toBe(false);
    expect(once.final).toBeFalsy();
    expect(once.reason).toMatch(/^artifact: upload of .* failed: CreateArtifact: .*\(HTTP 503\)$/);

    emu.faults.add({ route: 'CreateArtifact', status: 500 });
    const retried = await withRetry(() => uploadBundleArtifact(name, bytes), noWait);
    expect(retried.ok).toBe(true);
    expect(retried.attempts).toBe(2);
    expect(retried.reasons[0]).toMatch(/HTTP 500/);
  });

  it('a 5xx on FinalizeArtifact: retried, the unfinished upload is replaced', async () => {
    emu.faults.add({ route: 'FinalizeArtifact', status: 502 });
    const name = unique('finalize-5xx');
    const retried = await withRetry(() => uploadBundleArtifact(name, bytes), noWait);
    expect(retried.ok).toBe(true);
    expect(retried.reasons).toHaveLength(1);
    expect(retried.reasons[0]).toMatch(/FinalizeArtifact: .*\(HTTP 5\d\d\)$/);
    const dest = await tmp('after-finalize');
    const down = await quiet(() =>
      new artifact.DefaultArtifactClient().downloadArtifact(retried.value!.id, { path: dest }),
    );
    expect(down.digestMismatch).toBe(false);
    expect((await readFile(join(dest, 'bundle.cis'))).equals(bytes)).toBe(true);
  });

  it('a failed PUT: an error status, a reset connection', async () => {
    emu.faults.add({ route: 'blob:PUT', status: 500 });
    const status = await uploadBundleArtifact(unique('put-500'), bytes);
    expect(status).toMatchObject({ ok: false });
    expect(status.final).toBeFalsy();
    expect(status.reason).toMatch(/blob PUT: .*\(HTTP 500\)$/);
    // The unfinished artifact is never listed.
    expect(emu.inspect.requests({ route: 'FinalizeArtifact' })).toEqual([]);

    emu.faults.add({ route: 'blob:PUT', reset: true });
    const reset = await uploadBundleArtifact(unique('put-reset'), bytes);
    expect(reset.ok).toBe(false);
    expect(reset.reason).toMatch(/blob PUT: /);
    expect(reset.reason).not.toMatch(/sig=[^*]/);
  });

  it('a 429 asks the retry to wait as the service says', async () => {
    emu.faults.add({ route: 'CreateArtifact', status: 429, retryAfter: 7 });
    const limited = await uploadBundleArtifact(unique('limited'), bytes);
    expect(limited).toMatchObject({ ok: false, retryAfterMs: 7000 });
    expect(limited.final).toBeFalsy();
  });

  it('the history upload retries on its own, and names what failed', async () => {
    emu.faults.add({ route: 'FinalizeArtifact', status: 500, times: 20 });
    const failed = await writeHistoryArtifact(historyEntries(), { name: unique('history-fail') });
    expect(failed.ok).toBe(false);
    expect(failed.reason).toMatch(
      /^history: upload of .* failed: FinalizeArtifact: .*\(HTTP 500\)$/,
    );
    expect(emu.inspect.requests({ route: 'FinalizeArtifact' }).length).toBeGreaterThan(1);
  }, 60_000);
});

/** One attempt's entries, as the post step writes them. */
function historyEntries(): HistoryEntry[] {
  const all = [
    ...syntheticHistory({ runs: 1, days: 1, now: Date.now(), firstRunId: RUN_ID, repo: REPO }),
  ];
  return all.filter((e) => e.attempt === 1);
}
