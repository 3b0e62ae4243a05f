/**
 * What an S3 save ships, on a real gateway (Ceph RGW, test/s3/) from real local stores: after a
 * phase end, the checkpoint's own pack as it is, with the digest recorded when it was written; a
 * record that lies about that digest does not make the save fail or store a wrong one; pending
 * content spread over two packs goes as one new pack. Which of an attempt's states a save deletes,
 * over generated rounds of saves landing at once and out of order. Then the rule that picks a pack
 * to ship as it is (`shippableAsIs`), over generated packs.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as core from '../../src/core/index.js';
import { shippableAsIs } from '../../src/persist/packs.js';
import { pullPacks, pullState, pushState } from '../../src/persist/wiring/s3-sync.js';
import { RemoteError, type RemoteStore } from '../../src/remote/port.js';
import { S3Store } from '../../src/remote/s3.js';
import { s3StateStorage, scopePrefix } from '../../src/remote/sync.js';
import { encodeBundle } from '../../src/store/bundle.js';
import { BlobStore, snapshotFiles } from '../../src/snapshot/index.js';
import { packIndexRecord } from '../../src/snapshot/pack-index-record.js';
import { LocalStore } from '../../src/store/index.js';
import { VERSION } from '../../src/version.js';
import { useGateway } from '../s3/gateway.js';
import { gatewayEnv } from '../s3/rgw.js';
import { random, tempDir } from '../snapshot/helpers.js';

const gateway = useGateway();
let bucket: string;

beforeAll(async () => {
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
  Object.assign(process.env, gatewayEnv(gateway.info), { AWS_EC2_METADATA_DISABLED: 'true' });
  bucket = await gateway.bucket('push');
});

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const scope = {
  repo: 'acme/widgets',
  workflow: 'ci',
  job: 'push',
  matrix: '',
  ref: 'refs/heads/main',
};
const key = core.scopeKey(scope);
const now = () => new Date().toISOString();

/** A job's local store with one attempt begun, a workspace, and the S3 target of its scope. */
async function job() {
  const base = await tempDir();
  const storeDir = join(base, 'store');
  const root = join(base, 'ws');
  const store = new LocalStore({ dir: storeDir });
  const runId = String(Date.now());
  await store.update(
    key,
    (s) =>
      core.initAttempt(s, {
        scope,
        origin: {
          ...{ repo: scope.repo, workflow: scope.workflow, job: scope.job, runId, runAttempt: 1 },
          ...{ sha: 'a'.repeat(40), ref: scope.ref, event: 'push', actor: 'octocat' },
        },
        onRunner: true,
        strategy: 'failed',
        toolVersion: VERSION,
        now: now(),
        newRunId: () => runId,
        stateId: (id) => `${id}-${key.slice(0, 8)}`,
      }).state,
  );
  const remote = new S3Store({
    bucket,
    prefix: `t-${randomBytes(4).toString('hex')}`,
    endpoint: gateway.info.endpoint,
    forcePathStyle: true,
  });
  const target = { remote, scopeKey: key, ref: scope.ref };
  const blobs = BlobStore.forStore(storeDir);
  return {
    base,
    storeDir,
    blobs,
    target,
    remote,
    /** Phase `phase` writes `files` (name → bytes) and ends with a checkpoint of them. */
    async phase(phase: string, files: Record<string, Buffer>, sideEffect = false) {
      const dir = join(root, phase);
      await mkdir(dir, { recursive: true });
      for (const [name, bytes] of Object.entries(files)) await writeFile(join(dir, name), bytes);
      const globs = [`${phase}/**`];
      await store.update(key, (s) =>
        core.startPhase(s!, phase, { now: now(), outputs: globs, sideEffect }),
      );
      const { written } = await snapshotFiles(blobs, root, globs);
      const state = await store.update(
        key,
        (s) =>
          core.createCheckpoint(core.completePhase(s!, phase, { now: now(), exitCode: 0 }), {
            id: core.newId('cp', now()),
            phase,
            reason: 'phase_completed',
            now: now(),
            globs,
            location: core.manifestLocation(written.manifestSha),
          }).state,
      );
      return state!;
    },
    push(state: core.RunState, through: RemoteStore = remote) {
      return pushState(storeDir, state, { ...target, remote: through }, (edit) =>
        store.update(key, (x) => (x ? { ...x, packs: edit(x.packs) } : x)),
      );
    },
    /** The shipped pack object's bytes and recorded SHA-256. */
    async object(state: core.RunState, sha: string) {
      const entry = state.packs.find((p) => p.sha256 === sha)!;
      const Key = remote.prefix + entry.key.slice('remote:'.length);
      const head = await gateway.client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      const got = await gateway.client.send(new GetObjectCommand({ Bucket: bucket, Key }));
      const bytes = Buffer.from(await got.Body!.transformToByteArray());
      return { bytes, recorded: head.Metadata?.sha256 };
    },
  };
}

/**
 * `remote` with its puts recorded in order (`pack put`, `state put`, then `… stored`), and the
 * pack's put failed, or held until a state's put has begun (at most 30 s: a save that waits for
 * the pack before its state shows as the wrong order, not as a hang).
 */
function watched(remote: S3Store, pack: 'pass' | 'hold' | 'fail') {
  const events: string[] = [];
  let stateBegun!: () => void;
  const stateStarts = new Promise<void>((resolve) => (stateBegun = resolve));
  const store: RemoteStore = {
    async put(key, source, facts) {
      const kind = key.includes('/packs/') ? 'pack' : 'state';
      events.push(`${kind} put`);
      if (kind === 'state') stateBegun();
      else if (pack === 'fail')
        throw new RemoteError('unreachable', 'the pack put failed (injected)', { key });
      else if (pack === 'hold')
        await Promise.race([stateStarts, new Promise((r) => setTimeout(r, 30_000))]);
      await remote.put(key, source, facts);
      events.push(`${kind} stored`);
    },
    get: ((key: string, dest?: string) =>
      dest === undefined ? remote.get(key) : remote.get(key, dest)) as RemoteStore['get'],
    list: (prefix) => remote.list(prefix),
    delete: (keys) => remote.delete(keys),
    describe: () => remote.describe(),
  };
  return { store, events };
}

/** Packs of a store, by id, and their files' bytes. */
async function packFiles(blobs: BlobStore): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const p of await blobs.packs()) out.set(p.id, await readFile(p.file));
  return out;
}

describe('S3 save of checkpoint content', () => {
  it("ships a phase's own pack as it is, with the digest taken when it was written", async () => {
    const j = await job();
    // Over the adapter's multipart threshold (8 MiB): the upload that hashes on the way.
    const state = await j.phase('build', { a: random(9 * 2 ** 20), b: random(1000) });
    const [own] = await j.blobs.packs();
    expect(own?.fileSha256).toBeDefined();
    const pushed = await j.push(state);
    expect(pushed).toMatchObject({ saved: true, packs: 1 });
    // The pack listed is the checkpoint's own: same id, same bytes, no second pack written.
    expect(pushed.state.packs.map((p) => p.sha256)).toEqual([own!.id]);
    expect([...(await packFiles(j.blobs)).keys()]).toEqual([own!.id]);
    const object = await j.object(pushed.state, own!.id);
    expect(object.bytes.equals(await readFile(own!.file))).toBe(true);
    expect(object.recorded).toBe(sha256(object.bytes));
    expect(object.recorded).toBe(own!.fileSha256);
    j.remote.destroy();
  });

  it('stores the right digest when the recorded one is wrong, and the pack restores', async () => {
    const j = await job();
    const state = await j.phase('build', { a: random(9 * 2 ** 20), small: random(300) });
    const [own] = await j.blobs.packs();
    // The record says another digest for the pack file (a damaged record).
    const idx = join(j.blobs.packsDir, `${own!.id}.idx`);
    await writeFile(idx, packIndexRecord({ ...own!, fileSha256: 'f'.repeat(64) })!);
    const pushed = await j.push(state);
    expect(pushed).toMatchObject({ saved: true, packs: 1 });
    const object = await j.object(pushed.state, own!.id);
    expect(object.recorded).toBe(sha256(object.bytes));
    expect(object.bytes.equals(await readFile(own!.file))).toBe(true);
    // Another machine restores the state and its pack, checked.
    const other = await tempDir();
    const pulled = await pullState(j.target);
    const packs = await pullPacks(other, pulled.state!, j.target);
    expect(packs).toMatchObject({ fetched: 1, problems: [] });
    j.remote.destroy();
  });

  it('puts a pack and the state listing it at once; a pack that fails is unlisted again', async () => {
    const j = await job();
    const state = await j.phase('build', { a: random(20_000) });
    const held = watched(j.remote, 'hold');
    const pushed = await j.push(state, held.store);
    expect(pushed).toMatchObject({ saved: true, packs: 1 });
    // The state's put began while the pack's was still on its way.
    expect(held.events.indexOf('state put')).toBeGreaterThan(-1);
    expect(held.events.indexOf('state put')).toBeLessThan(held.events.indexOf('pack stored'));
    const pulled = await pullState(j.target);
    expect(pulled.state!.packs.map((p) => p.sha256)).toEqual([pushed.state.packs[0]!.sha256]);
    expect(await pullPacks(await tempDir(), pulled.state!, j.target)).toMatchObject({
      fetched: 1,
      problems: [],
    });

    // The next phase's pack fails: its state went listing it, and is saved again without it.
    const next = await j.phase('test', { b: random(30_000) });
    const failing = watched(j.remote, 'fail');
    const again = await j.push(next, failing.store);
    expect(failing.events.filter((e) => e === 'state stored')).toHaveLength(2);
    expect(again.saved).toBe(true);
    expect(again.problem).toMatch(/^checkpoint content NOT saved: .*the pack put failed/);
    expect(again.packs).toBe(0);
    const newest = await pullState(j.target);
    expect(newest.state!.seq).toBeGreaterThan(pulled.state!.seq);
    expect(newest.state!.packs.map((p) => p.sha256)).toEqual([pushed.state.packs[0]!.sha256]);
    j.remote.destroy();
  });

  it("puts a side effect's content before any state lists it, and no state when it fails", async () => {
    const j = await job();
    const state = await j.phase('deploy', { a: random(20_000) }, true);
    const passed = watched(j.remote, 'pass');
    expect(await j.push(state, passed.store)).toMatchObject({ saved: true, packs: 1 });
    expect(passed.events).toEqual(['pack put', 'pack stored', 'state put', 'state stored']);

    const next = await j.phase('announce', { b: random(20_000) }, true);
    const failing = watched(j.remote, 'fail');
    const pushed = await j.push(next, failing.store);
    expect(pushed.saved).toBe(false);
    expect(pushed.problem).toMatch(/^checkpoint content NOT saved: .*the pack put failed/);
    expect(failing.events).toEqual(['pack put']);
    j.remote.destroy();
  });

  it('sends content pending in two packs as one new pack holding both', async () => {
    const j = await job();
    await j.phase('one', { a: random(5000) });
    const state = await j.phase('two', { b: random(7000) });
    const before = await packFiles(j.blobs);
    expect(before.size).toBe(2);
    const pushed = await j.push(state);
    expect(pushed).toMatchObject({ saved: true, packs: 1 });
    const [entry] = pushed.state.packs;
    expect(before.has(entry!.sha256)).toBe(false);
    const held = new Set((await j.blobs.packs()).flatMap((p) => p.blobs.map((b) => b.sha256)));
    expect(entry!.blobs).toBe(held.size);
    const object = await j.object(pushed.state, entry!.sha256);
    expect(object.recorded).toBe(sha256(object.bytes));
    j.remote.destroy();
  });
});

/** A generated pack: blob names from a small alphabet (so packs share some), sizes. */
const genPack = fc
  .uniqueArray(fc.record({ sha256: fc.constantFrom(...'abcdefghij'), size: fc.nat(1000) }), {
    selector: (b) => b.sha256,
    minLength: 1,
    maxLength: 6,
  })
  .map((blobs) => ({ blobs }));

describe("an attempt's states in the bucket", () => {
  // Saves of one attempt, in rounds; the saves of a round run at once (a keeper's save and the
  // next phase end's), each with its own seq, in any order.
  const rounds = fc
    .uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 6 })
    .chain((seqs) =>
      fc
        .array(fc.integer({ min: 1, max: 3 }), { minLength: seqs.length, maxLength: seqs.length })
        .map((sizes) => {
          const out: number[][] = [];
          for (let i = 0; i < seqs.length; i += sizes[i]!) out.push(seqs.slice(i, i + sizes[i]!));
          return out;
        }),
    );

  it('the highest seq saved is always there and is what a pull takes; one at a time, the newest two stay', async () => {
    const j = await job();
    const base = await j.phase('build', { a: random(1000) });
    expect((await j.push(base)).saved).toBe(true);
    const statesOf = (attempt: number) =>
      `${scopePrefix(j.target)}states/${base.origin.runId}/${attempt}/`;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(rounds, async (plan) => {
        // Each case its own attempt: the base state's, renumbered.
        const attempt = 2 + run++;
        const state = (seq: number) => ({
          ...base,
          seq,
          origin: { ...base.origin, runAttempt: attempt },
        });
        const saved: string[] = [];
        for (const round of plan) {
          const saves = await Promise.all(
            round.map((seq) =>
              s3StateStorage(j.target).putState(
                encodeBundle(state(seq), { scopeKey: key }),
                state(seq),
                {
                  durable: true,
                  pruneOlder: true,
                },
              ),
            ),
          );
          for (const r of saves) expect(r.saved).toBe(true);
          saved.push(...saves.map((r) => r.copies[0]?.ref ?? '?'));
        }
        const listed = await j.remote.list(statesOf(attempt));
        const seqs = listed
          .map((o) => Number(/\/(\d+)-[0-9a-f]+\.cis$/.exec(o.key)![1]))
          .sort((a, b) => a - b);
        const all = plan.flat();
        expect(seqs).toContain(Math.max(...all));
        if (
          plan.every((r) => r.length === 1) &&
          [...all].sort((a, b) => a - b).join() === all.join()
        )
          expect(
            seqs,
            `attempt ${attempt}, plan ${JSON.stringify(plan)}, saved ${JSON.stringify(saved)}`,
          ).toEqual(all.slice(-2));
        const pulled = await pullState(j.target, { runId: base.origin.runId });
        expect(pulled.state?.seq).toBe(Math.max(...all));
        expect(pulled.state?.origin.runAttempt).toBe(attempt);
      }),
      // Always among the cases: saves one at a time in order, and a round landing out of order.
      { numRuns: 12, examples: [[[[1], [2], [3]]], [[[4, 9], [7]]]] },
    );
  });
});

describe('shippableAsIs', () => {
  it('picks the smallest pack holding every pending blob, with at most an eighth else and nothing for later', () => {
    fc.assert(
      fc.property(
        // Pending blobs often all in one pack (a phase's own), else any.
        fc.array(genPack, { minLength: 1, maxLength: 5 }).chain((packs) =>
          fc.tuple(
            fc.constant(packs),
            fc.oneof(
              fc.subarray(
                packs[0]!.blobs.map((b) => b.sha256),
                { minLength: 1 },
              ),
              fc.uniqueArray(fc.constantFrom(...'abcdefghij'), { minLength: 1 }),
            ),
          ),
        ),
        fc.uniqueArray(fc.constantFrom(...'abcdefghij')),
        ([packs, pendingList], laterList) => {
          const pending = new Set(pendingList);
          const later = new Set(laterList.filter((b) => !pending.has(b)));
          const bytes = (p: (typeof packs)[number]) => p.blobs.reduce((n, b) => n + b.size, 0);
          const fits = (p: (typeof packs)[number]) => {
            const names = new Set(p.blobs.map((b) => b.sha256));
            const extra = p.blobs.filter((b) => !pending.has(b.sha256));
            return (
              pendingList.every((b) => names.has(b)) &&
              extra.every((b) => !later.has(b.sha256)) &&
              extra.reduce((n, b) => n + b.size, 0) * 8 <= bytes(p)
            );
          };
          const chosen = shippableAsIs(packs, pending, later);
          const candidates = packs.filter(fits);
          if (!candidates.length) expect(chosen).toBeUndefined();
          else {
            expect(chosen && fits(chosen)).toBe(true);
            expect(bytes(chosen!)).toBe(Math.min(...candidates.map(bytes)));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes a pack of exactly the pending blobs, whatever their sizes', () => {
    fc.assert(
      fc.property(genPack, (pack) => {
        const pending = new Set(pack.blobs.map((b) => b.sha256));
        expect(shippableAsIs([pack], pending, new Set())).toBe(pack);
      }),
    );
  });
});
