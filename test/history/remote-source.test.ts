/**
 * The history objects on a real Ceph RADOS Gateway through the storage port: written twice, an
 * attempt is one object and read once; an abandoned record gives way to the attempt's own, a
 * paused attempt that later completed keeps both; an entry that names another run is skipped as
 * foreign; `runIds` and `repo` narrow what is read; listing a ref other than the job's own that
 * fails is counted, the job's own throws.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryEntry } from '../../src/core/schema.js';
import { historyRefs, remoteHistorySource } from '../../src/history/remote-source.js';
import type { HistorySource } from '../../src/history/source.js';
import { describeSourceStats } from '../../src/history/source.js';
import { deleteOlderHistory, putHistory, refPrefix } from '../../src/remote/history.js';
import type { RemoteStore } from '../../src/remote/port.js';
import { S3Store } from '../../src/remote/s3.js';
import { useGateway } from '../s3/gateway.js';
import { gatewayEnv } from '../s3/rgw.js';

const gateway = useGateway();
let bucket = '';
const saved = { ...process.env };
beforeAll(async () => {
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
  Object.assign(process.env, gatewayEnv(gateway.info), { AWS_EC2_METADATA_DISABLED: 'true' });
  bucket = await gateway.bucket('history-source');
}, 60_000);
afterAll(() => {
  process.env = saved;
});

function store(prefix: string): S3Store {
  return new S3Store({ bucket, prefix, endpoint: gateway.info.endpoint, forcePathStyle: true });
}

/** The fixture's attempts (a run entry and its phase entries each), on refs/heads/main. */
const FIXTURE = readFileSync(join(import.meta.dirname, 'fixtures', 'three-runs.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as HistoryEntry);
function attempts(): HistoryEntry[][] {
  const out: HistoryEntry[][] = [];
  for (const e of FIXTURE) {
    if (e.kind === 'run') out.push([e]);
    else out.at(-1)!.push(e);
  }
  return out;
}
const SCOPE = '0123456789abcdef0123456789abcdef';
const MAIN = 'refs/heads/main';

async function read(source: HistorySource): Promise<HistoryEntry[]> {
  const out: HistoryEntry[] = [];
  for await (const e of source.entries) out.push(e);
  return out;
}
const runsOf = (entries: HistoryEntry[]) =>
  entries.filter((e) => e.kind === 'run').map((e) => `${e.runId}/${e.attempt}:${e.status}`);

describe('the remote history source', () => {
  it('reads each attempt once, whatever was written twice', async () => {
    const remote = store('once');
    const all = attempts();
    for (const a of all) await putHistory({ remote, scopeKey: SCOPE, ref: MAIN }, a);
    // A re-flush of the first attempt: the same object, not a second.
    const again = await putHistory({ remote, scopeKey: SCOPE, ref: MAIN }, all[0]!);
    const keys = (await remote.list('')).map((o) => o.key);
    expect(keys).toHaveLength(all.length);
    expect(keys).toContain(again.key);

    const source = remoteHistorySource({ remote, refs: [MAIN] });
    const entries = await read(source);
    // Everything of the fixture, no more: the local file's entries, attempt by attempt.
    expect(new Set(entries.map((e) => JSON.stringify(e)))).toEqual(
      new Set(FIXTURE.map((e) => JSON.stringify(HistoryEntry.parse(e)))),
    );
    expect(entries).toHaveLength(FIXTURE.length);
    expect(source.stats.objects).toEqual({
      listed: all.length,
      read: all.length,
      failed: 0,
      superseded: 0,
    });
    expect(describeSourceStats(source.stats)).toEqual([]);
  });

  it('an abandoned record gives way; paused then completed keeps both; foreign lines are skipped', async () => {
    const remote = store('records');
    const [first] = attempts();
    const run = first![0] as Extract<HistoryEntry, { kind: 'run' }>;
    const t = { remote, scopeKey: SCOPE, ref: MAIN };
    // Attempt 1 written as abandoned by the next attempt's init, then by itself as failed.
    await putHistory(t, [{ ...run, status: 'abandoned', error: 'abandoned: attempt 2 began' }]);
    await putHistory(t, first!);
    // Attempt 5 paused, then completed: both kept, as the local history appends both.
    const five = { ...run, attempt: 5 };
    await putHistory(t, [{ ...five, status: 'paused' }]);
    await putHistory(t, [{ ...five, status: 'completed', error: undefined }]);
    // Attempt 6's object with a line that names attempt 7: foreign.
    await putHistory(t, [
      { ...run, attempt: 6, status: 'completed' },
      { ...run, attempt: 7, status: 'completed' },
    ]);

    const source = remoteHistorySource({ remote, refs: [MAIN] });
    expect(runsOf(await read(source))).toEqual([
      `${run.runId}/1:failed`,
      `${run.runId}/5:paused`,
      `${run.runId}/5:completed`,
      `${run.runId}/6:completed`,
    ]);
    expect(source.stats.objects).toMatchObject({ listed: 5, read: 4, superseded: 1, failed: 0 });
    expect(source.stats.foreign).toBe(1);
    expect(describeSourceStats(source.stats)).toEqual([
      'skipped 1 unreadable history line in 4 files (1 of another repository or run)',
    ]);
  });

  it('runIds, repo and refs narrow what is read; an unlistable ref is counted or thrown', async () => {
    const remote = store('narrow');
    const all = attempts();
    for (const a of all) await putHistory({ remote, scopeKey: SCOPE, ref: MAIN }, a);
    const firstRun = all[0]![0]!.runId;
    const one = remoteHistorySource({ remote, refs: [MAIN], runIds: [firstRun] });
    expect(new Set((await read(one)).map((e) => e.runId))).toEqual(new Set([firstRun]));
    const other = remoteHistorySource({ remote, refs: [MAIN], repo: 'someone/else' });
    expect(await read(other)).toEqual([]);
    const feature = remoteHistorySource({ remote, refs: ['refs/heads/feature'] });
    expect(await read(feature)).toEqual([]);

    // A store whose listing fails for one prefix: the job's own ref throws, another is counted.
    const refused: RemoteStore = {
      put: remote.put.bind(remote),
      delete: remote.delete.bind(remote),
      describe: () => remote.describe(),
      get: remote.get.bind(remote) as RemoteStore['get'],
      list: async (prefix: string) => {
        if (prefix === refPrefix('refs/heads/locked'))
          throw new Error('AccessDenied: not this prefix');
        return remote.list(prefix);
      },
    };
    const counted = remoteHistorySource({ remote: refused, refs: [MAIN, 'refs/heads/locked'] });
    expect(await read(counted)).toHaveLength(FIXTURE.length);
    expect(describeSourceStats(counted.stats)).toEqual([
      expect.stringMatching(
        /^1 history object could not be read and was left out; first: cannot list ci-state\/v1\/heads\/locked\/ on s3:\/\/.*AccessDenied/,
      ),
    ]);
    const own = remoteHistorySource({ remote: refused, refs: ['refs/heads/locked', MAIN] });
    await expect(read(own)).rejects.toThrow(/cannot list the history on s3:\/\/\S+ at \S+: /);
  });

  it('deleteOlderHistory deletes the history objects stored before the cutoff, nothing else', async () => {
    const remote = store('retention');
    const all = attempts();
    for (const a of all) await putHistory({ remote, scopeKey: SCOPE, ref: MAIN }, a);
    const other = Buffer.from('not history');
    const sha = createHash('sha256').update(other).digest('hex');
    await remote.put(`ci-state/v1/heads/main/${SCOPE}/packs/${sha}.cip`, other, {
      sha256: sha,
      size: other.length,
    });
    // Nothing is older than a time before the first put.
    const none = await deleteOlderHistory(remote, new Date(Date.now() - 86_400_000));
    expect(none).toMatchObject({ deleted: 0, kept: all.length });
    const later = new Date(Date.now() + 3_600_000);
    const dry = await deleteOlderHistory(remote, later, { dryRun: true });
    expect(dry).toMatchObject({ deleted: all.length, kept: 0 });
    expect(await remote.list('')).toHaveLength(all.length + 1);
    const done = await deleteOlderHistory(remote, later);
    expect(done.deleted).toBe(all.length);
    expect((await remote.list('')).map((o) => o.key)).toEqual([
      `ci-state/v1/heads/main/${SCOPE}/packs/${sha}.cip`,
    ]);
  });

  it('historyRefs: the job’s ref and the default branch, or the branch asked for', () => {
    expect(historyRefs({ ref: 'refs/heads/f', defaultBranch: 'main' })).toEqual([
      'refs/heads/f',
      'refs/heads/main',
    ]);
    expect(historyRefs({ ref: 'refs/heads/main', defaultBranch: 'main' })).toEqual([
      'refs/heads/main',
    ]);
    expect(historyRefs({ ref: '' })).toEqual(['']);
    expect(historyRefs({ ref: 'refs/heads/f', defaultBranch: 'main', branch: 'x' })).toEqual([
      'refs/heads/x',
      'refs/tags/x',
    ]);
    expect(historyRefs({ ref: '', branch: 'refs/pull/3/merge' })).toEqual(['refs/pull/3/merge']);
  });
});
