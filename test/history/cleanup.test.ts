/**
 * Retention against the emulator: the plan lists exactly the old ci-state artifacts and cache
 * entries (other tools' artifacts and caches, and young ci-state ones, survive), `keep` spares the
 * newest of each scope, and applying the plan deletes exactly what it listed.
 */
import { join } from 'node:path';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyArtifactName, stateArtifactName } from '../../src/github/keys.js';
import { createRestClient } from '../../src/github/octokit.js';
import { applyCleanup, describeCleanupPlan, planCleanup } from '../../src/history/index.js';
import { startEmulator, type Emulator } from '../emulator/index.js';
import { captureStdout, useEnv, workspace, writeFiles } from '../emulator/helpers.js';

const REPO = 'acme/widgets';
const [OWNER, NAME] = REPO.split('/') as [string, string];
const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

let emu: Emulator;
let ws: Awaited<ReturnType<typeof workspace>>;
let token = '';
/** A time between the old items and the young ones. */
let middle = 0;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  emu = await startEmulator({ seed: 41 });
  ws = await workspace('history-cleanup');
  const env = emu.runtimeEnv({ repo: REPO, runId: 700, job: 'build' });
  useEnv(env);
  token = env['GITHUB_TOKEN']!;
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const cache = await import('@actions/cache');
  const client = new DefaultArtifactClient();
  const root = process.env['GITHUB_WORKSPACE']!;
  const dir = join(root, 'files');
  await writeFiles(dir, { 'f.txt': 'x' });
  const file = [join(dir, 'f.txt')];
  const upload = (name: string) => client.uploadArtifact(name, file, dir);
  const save = async (key: string) => expect(await cache.saveCache([dir], key)).toBeGreaterThan(0);

  await captureStdout(async () => {
    // Old: two attempts of scope A (state and history), one of scope B, and other tools' items.
    await upload(historyArtifactName(A, 1));
    await upload(stateArtifactName(A, 1, 1));
    await upload(stateArtifactName(A, 1, 2));
    await upload(historyArtifactName(B, 1));
    await upload('coverage');
    await upload('my-ci-state-report'); // has ci-state in its name, not as its prefix
    await save(`ci-state/v1/${A}/700/1/1-aaaa`);
    await save(`ci-state/v1/${A}/700/1/2-bbbb`);
    await save(`ci-state/v1/${B}/700/1/1-cccc`);
    await save('npm-linux-0123');
    await save('ci-state-lookalike');
    await sleep(1100); // REST times have whole seconds
    middle = Date.now();
    await sleep(1100);
    // Young: a new attempt of scope A, and a young cache entry.
    useEnv(emu.runtimeEnv({ repo: REPO, runId: 700, attempt: 2, job: 'build' }));
    await upload(historyArtifactName(A, 2));
    await save(`ci-state/v1/${A}/700/2/1-dddd`);
    await upload('coverage-2');
  });
}, 60_000);

afterAll(async () => {
  await emu?.stop();
  await ws?.dispose();
});

const rest = () => createRestClient({ token, baseUrl: emu.apiUrl });
/**
 * A client without the retry and throttling plugins, for the checks that need neither: the
 * throttling plugin spaces writes a second apart, as GitHub asks of mutating requests.
 */
const plain = () => new Octokit({ auth: token, baseUrl: emu.apiUrl });
const HOUR = 3_600_000;

describe('cleanup', () => {
  it('plans exactly the old ci-state artifacts and caches; keep spares the newest per scope', async () => {
    const base = { rest: rest(), owner: OWNER, repo: NAME, olderThanMs: HOUR, now: middle + HOUR };
    const plan = await planCleanup(base);
    expect(plan.cutoff).toBe(new Date(middle).toISOString());
    expect(plan.artifacts.map((a) => a.name).sort()).toEqual(
      [
        historyArtifactName(A, 1),
        historyArtifactName(B, 1),
        stateArtifactName(A, 1, 1),
        stateArtifactName(A, 1, 2),
      ].sort(),
    );
    expect(plan.caches.map((c) => c.key).sort()).toEqual([
      `ci-state/v1/${A}/700/1/1-aaaa`,
      `ci-state/v1/${A}/700/1/2-bbbb`,
      `ci-state/v1/${B}/700/1/1-cccc`,
    ]);
    expect(plan.kept).toEqual({ artifacts: 1, caches: 1 });
    expect(plan.bytes).toBeGreaterThan(0);
    expect(describeCleanupPlan(plan)).toHaveLength(7);
    // The plan prints as plain data (its client is not enumerable).
    expect(Object.keys(JSON.parse(JSON.stringify(plan)))).not.toContain('rest');

    const kept = await planCleanup({ ...base, keep: 1 });
    // history A: a2 (young) is the newest, so a1 goes; state A: s2 kept, s1 goes; B kept.
    expect(kept.artifacts.map((a) => a.name).sort()).toEqual(
      [historyArtifactName(A, 1), stateArtifactName(A, 1, 1)].sort(),
    );
    // caches of A: the young one is the newest, both old ones go; B's only entry stays.
    expect(kept.caches.map((c) => c.key).sort()).toEqual([
      `ci-state/v1/${A}/700/1/1-aaaa`,
      `ci-state/v1/${A}/700/1/2-bbbb`,
    ]);

    // Nothing is old enough a day earlier.
    const none = await planCleanup({ ...base, now: middle - HOUR });
    expect(none.artifacts.length + none.caches.length).toBe(0);
  });

  it('applies the plan: deletes exactly what it listed, and nothing of other tools', async () => {
    const plan = await planCleanup({
      rest: rest(),
      owner: OWNER,
      repo: NAME,
      olderThanMs: HOUR,
      now: middle + HOUR,
    });
    const artifactsBefore = emu.inspect.artifacts().filter((a) => !a.deleted);
    const cachesBefore = emu.inspect.caches();
    emu.inspect.clearRequests();
    const result = await applyCleanup(plan);

    expect(result.failed).toEqual([]);
    expect(result.deleted.artifacts.map((a) => a.id)).toEqual(
      plan.artifacts.map((a) => a.id).sort((x, y) => x - y),
    );
    expect(result.deleted.caches.map((c) => c.id)).toEqual(
      plan.caches.map((c) => c.id).sort((x, y) => x - y),
    );
    const deletes = emu.inspect.requests({ method: 'DELETE' });
    expect(deletes.map((r) => r.status)).toEqual(Array(7).fill(204));

    const planned = new Set(plan.artifacts.map((a) => a.id));
    const left = emu.inspect.artifacts().filter((a) => !a.deleted);
    expect(left.map((a) => a.name).sort()).toEqual(
      artifactsBefore
        .filter((a) => !planned.has(a.id))
        .map((a) => a.name)
        .sort(),
    );
    expect(left.map((a) => a.name)).toEqual(
      expect.arrayContaining([
        'coverage',
        'coverage-2',
        'my-ci-state-report',
        historyArtifactName(A, 2),
      ]),
    );
    const plannedCaches = new Set(plan.caches.map((c) => c.id));
    expect(
      emu.inspect
        .caches()
        .map((c) => c.key)
        .sort(),
    ).toEqual(
      cachesBefore
        .filter((c) => !plannedCaches.has(c.id))
        .map((c) => c.key)
        .sort(),
    );
    expect(emu.inspect.caches().map((c) => c.key)).toEqual(
      expect.arrayContaining([
        'npm-linux-0123',
        'ci-state-lookalike',
        `ci-state/v1/${A}/700/2/1-dddd`,
      ]),
    );

    // Applying the same plan again finds everything gone: reported, not failed.
    const again = await applyCleanup(plan, { rest: plain() });
    expect(again.deleted).toEqual({ artifacts: [], caches: [] });
    expect(again.missing.artifacts).toHaveLength(4);
    expect(again.missing.caches).toHaveLength(3);
    expect(again.failed).toEqual([]);
  });

  it('reports a delete that fails and goes on with the rest', async () => {
    await captureStdout(async () => {
      const { DefaultArtifactClient } = await import('@actions/artifact');
      const dir = join(process.env['GITHUB_WORKSPACE']!, 'files');
      const client = new DefaultArtifactClient();
      await client.uploadArtifact(historyArtifactName(B, 2), [join(dir, 'f.txt')], dir);
      await client.uploadArtifact(historyArtifactName(B, 3), [join(dir, 'f.txt')], dir);
    });
    const plan = await planCleanup({ rest: rest(), owner: OWNER, repo: NAME, olderThanMs: 0 });
    const names = plan.artifacts.map((a) => a.name);
    expect(names).toEqual(
      expect.arrayContaining([historyArtifactName(B, 2), historyArtifactName(B, 3)]),
    );
    const fault = emu.faults.add({
      route: 'DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}',
      status: 403,
      times: 1,
    });
    const result = await applyCleanup(plan, { concurrency: 1, rest: plain() });
    expect(emu.faults.fired()[fault]).toBe(1);
    expect(result.failed).toHaveLength(1);
    expect(result.failed[0]).toMatchObject({ kind: 'artifact' });
    expect(result.deleted.artifacts.length + result.failed.length).toBe(plan.artifacts.length);
  });
});
