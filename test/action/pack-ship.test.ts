/**
 * A checkpoint's pack sent to the cache while it is written (`startPackShip`, src/github/pack-storage.ts)
 * and what the save does with it afterwards, through the library against the emulator and
 * Azurite: the same attempt's save lists the entry without sending the pack again; a record left
 * by another attempt is not trusted, and the pack is shipped as usual; a pack of less than one
 * block is left to the save, unless the checkpoint expected more and reserved its entry early.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator/index.js';
import { pseudoRandomBytes, useEnv, workspace, writeFiles } from '../emulator/helpers.js';
import * as core from '../../src/core/index.js';
import type { RunState } from '../../src/core/index.js';
import { snapshotGlobs } from '../../src/cli/checkpoints.js';
import { packCacheKey } from '../../src/github/keys.js';
import { startPackShip } from '../../src/github/pack-storage.js';
import { githubStorage, type GithubContext } from '../../src/github/state-storage.js';
import { saveStateAndContent } from '../../src/persist/packs.js';
import type { PersistContext } from '../../src/persist/state.js';
import { VERSION } from '../../src/version.js';

const REPO = 'acme/widgets';
const RUN_ID = 812;

let emu: Emulator;
let ws: Awaited<ReturnType<typeof workspace>>;
let n = 0;

beforeAll(async () => {
  emu = await startEmulator({ seed: 29 });
  ws = await workspace('pack-ship');
  useEnv(emu.runtimeEnv({ repo: REPO, runId: RUN_ID, ref: 'refs/heads/main' }));
});

afterAll(async () => {
  await emu?.stop();
  await ws?.dispose();
});

const scope = { repo: REPO, workflow: 'ci', job: `ship-${process.pid}`, matrix: '', ref: 'main' };
const scopeKey = core.scopeKey(scope);
const now = () => new Date().toISOString();

function ctxFor(attempt: number): PersistContext & GithubContext {
  return {
    workspace: process.env.GITHUB_WORKSPACE!,
    scope,
    scopeKey,
    repository: REPO,
    runId: String(RUN_ID),
    attempt,
    crossRun: false,
    checkpointStorage: 'cache',
    log: () => undefined,
  };
}

/** A state of attempt 1 with one checkpoint of `out/**`, taken with its pack sent as written. */
async function checkpointed(root: string, storeDir: string, big = 9_000_000) {
  await writeFiles(join(root, 'out'), {
    'a.bin': pseudoRandomBytes(700_000, ++n),
    // Over one 8 MiB block by default: a smaller pack is left to the save.
    'b.bin': pseudoRandomBytes(big, ++n),
    'c.txt': `checkpoint ${n}\n`,
  });
  let state: RunState = core.initAttempt(undefined, {
    scope,
    origin: {
      repo: REPO,
      workflow: 'ci',
      job: scope.job,
      runId: String(RUN_ID),
      runAttempt: 1,
      sha: 'a'.repeat(40),
      ref: 'main',
      event: 'push',
      actor: 'octocat',
    },
    onRunner: true,
    strategy: 'failed',
    toolVersion: VERSION,
    now: now(),
    newRunId: () => String(RUN_ID),
    stateId: (id) => `${id}-${n}`,
  }).state;
  const seq = state.seq;
  const ship = startPackShip(storeDir, ctxFor(1), seq);
  expect(ship, 'the v2 cache service is there').toBeDefined();
  const snap = await snapshotGlobs(storeDir, root, ['out/**'], { ship: ship! });
  state = withCheckpoint(state, snap.location);
  return { snap, state, seq };
}

/** `state` with a checkpoint of `out/**` at `location`. */
function withCheckpoint(state: RunState, location: string): RunState {
  return core.createCheckpoint(state, {
    id: core.newId('cp', now()),
    reason: 'user_request',
    now: now(),
    globs: ['out/**'],
    location,
  }).state;
}

/** Saves `state` as attempt `attempt` would, counting the pack reservations it made. */
async function save(storeDir: string, state: RunState, attempt: number) {
  const since = emu.inspect.requests().at(-1)?.seq ?? 0;
  let current = state;
  const ctx = ctxFor(attempt);
  const done = await saveStateAndContent(storeDir, state, ctx, githubStorage(ctx), async (edit) => {
    current = { ...current, packs: edit(current.packs), seq: current.seq + 1 };
    return current;
  });
  const reservations = emu.inspect
    .requests({ route: 'CreateCacheEntry' })
    .filter((r) => r.seq > since && JSON.stringify(r.body).includes('/packs/'));
  return { done, reservations: reservations.length };
}

describe('a pack sent to the cache while it was written', () => {
  it("is listed by the same attempt's save as it is, not sent again", async () => {
    const root = join(ws.root, 'same');
    const storeDir = join(root, '.ci-state');
    const { snap, state, seq } = await checkpointed(root, storeDir);
    const key = snap.shipped?.key;
    expect(key).toMatch(
      new RegExp(`^${packCacheKey(scopeKey, String(RUN_ID), 1, seq, '')}[0-9a-f]{8}$`),
    );

    const { done, reservations } = await save(storeDir, state, 1);
    expect(done.problem).toBeUndefined();
    expect(done.report.saved).toBe(true);
    expect(reservations).toBe(0);
    expect(done.shipped).toHaveLength(1);
    expect(done.shipped[0]).toMatchObject({ key, blobs: snap.newBlobs.length });
    expect(done.state.packs).toEqual(done.shipped);
    const entry = emu.inspect.caches().find((c) => c.key === key);
    expect(entry?.finalized).toBe(true);
    expect(entry?.sizeBytes).toBe(done.shipped[0]!.bytes);
  });

  it("is shipped again by another attempt's save: the record is only that attempt's", async () => {
    const root = join(ws.root, 'other');
    const storeDir = join(root, '.ci-state');
    const { snap, state } = await checkpointed(root, storeDir);
    expect(snap.shipped?.key).toBeDefined();
    const { done, reservations } = await save(storeDir, state, 2);
    expect(done.problem).toBeUndefined();
    expect(reservations).toBe(1);
    expect(done.shipped).toHaveLength(1);
    expect(done.shipped[0]!.key).not.toBe(snap.shipped!.key);
    expect(done.shipped[0]!.key).toBe(packCacheKey(scopeKey, String(RUN_ID), 2, state.seq, ''));
  });

  it('is not sent early when smaller than one block: the save ships it with the state', async () => {
    const root = join(ws.root, 'small');
    const storeDir = join(root, '.ci-state');
    const since = emu.inspect.requests().at(-1)?.seq ?? 0;
    const { snap, state } = await checkpointed(root, storeDir, 1_000_000);
    expect(snap.shipped).toBeUndefined();
    expect(emu.inspect.requests({ route: 'CreateCacheEntry' }).some((r) => r.seq > since)).toBe(
      false,
    );
    const { done, reservations } = await save(storeDir, state, 1);
    expect(done.problem).toBeUndefined();
    expect(reservations).toBe(1);
    expect(done.shipped[0]!.key).toBe(packCacheKey(scopeKey, String(RUN_ID), 1, state.seq, ''));
  });

  it('is finished small when more was expected: its early reservation is used, not left open', async () => {
    const root = join(ws.root, 'expected');
    const storeDir = join(root, '.ci-state');
    const first = await checkpointed(root, storeDir);
    // A copy of the big file: read again (the hash cache does not know it), stored already.
    copyFileSync(join(root, 'out', 'b.bin'), join(root, 'out', 'b-copy.bin'));
    const since = emu.inspect.requests().at(-1)?.seq ?? 0;
    const seq = first.state.seq + 1;
    const ship = startPackShip(storeDir, ctxFor(1), seq)!;
    const snap = await snapshotGlobs(storeDir, root, ['out/**'], { ship });
    expect(snap.newBytes).toBeLessThan(8 * 2 ** 20);
    const reserved = emu.inspect
      .requests({ route: 'CreateCacheEntry' })
      .filter((r) => r.seq > since);
    expect(reserved).toHaveLength(1);
    const key = snap.shipped?.key;
    expect(key).toMatch(
      new RegExp(`^${packCacheKey(scopeKey, String(RUN_ID), 1, seq, '')}[0-9a-f]{8}$`),
    );
    expect(emu.inspect.caches().find((c) => c.key === key)?.finalized).toBe(true);
    const state = withCheckpoint(first.state, snap.location);
    const { done, reservations } = await save(storeDir, state, 1);
    expect(done.problem).toBeUndefined();
    expect(reservations).toBe(0);
    expect(done.shipped.map((p) => p.key)).toContain(key);
  });
});
