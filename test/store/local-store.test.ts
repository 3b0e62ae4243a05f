import * as fs from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CiStateError } from '../../src/core/errors.js';
import { replayJournal } from '../../src/core/journal.js';
import { SCHEMA_VERSION, type RunState } from '../../src/core/schema.js';
import { acquireLock, LocalStore, type LocalStoreOptions } from '../../src/store/index.js';
import { makeState, tempDir } from './helpers.js';

const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('LocalStore', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let warnings: string[];
  let clock: number;
  const open = (o: Partial<LocalStoreOptions> = {}) =>
    new LocalStore({ dir, onWarning: (m) => warnings.push(m), now: () => clock, ...o });

  beforeEach(async () => {
    ({ dir, remove } = await tempDir());
    warnings = [];
    clock = Date.parse('2025-01-01T00:00:00.000Z');
  });
  afterEach(() => remove());

  it('resolves its directory from CI_STATE_DIR or the working directory', () => {
    expect(LocalStore.resolveDir({ CI_STATE_DIR: 'st' }, '/w')).toBe(resolve('/w/st'));
    expect(LocalStore.resolveDir({ CI_STATE_DIR: '/abs/st' }, '/w')).toBe('/abs/st');
    expect(LocalStore.resolveDir({}, '/w')).toBe(join('/w', '.ci-state'));
  });

  it('creates, updates and reads a state; seq counts the writes', async () => {
    const store = open();
    const state = makeState();
    const key = LocalStore.keyOf(state.scope);
    expect(await store.read(key)).toBeUndefined();
    const first = await store.write(state);
    expect(first.seq).toBe(1);
    const second = await store.update(key, (s) => {
      if (!s) throw new Error('expected a state');
      s.context = { n: 1 };
      return s;
    });
    expect(second?.seq).toBe(2);
    expect(await store.read(key)).toEqual({ ...state, context: { n: 1 }, seq: 2 });
    expect(await store.list()).toEqual([
      {
        key,
        scope: state.scope,
        status: 'running',
        updatedAt: state.updatedAt,
        origin: state.origin,
      },
    ]);
    const onDisk = JSON.parse(await fs.readFile(store.statePath(key), 'utf8')) as RunState;
    expect(onDisk.seq).toBe(2);
    expect((await fs.readdir(join(dir, 'locks'))).filter((n) => n.endsWith('.lock'))).toEqual([]);
  });

  it('an updater that returns undefined writes nothing', async () => {
    const store = open();
    const saved = await store.write(makeState());
    const key = LocalStore.keyOf(saved.scope);
    expect(await store.update(key, () => undefined)).toEqual(saved);
    expect((await store.journal(key)).length).toBe(1);
  });

  it('refuses an invalid state before writing anything', async () => {
    const store = open();
    const state = makeState();
    const key = LocalStore.keyOf(state.scope);
    const bad = { ...state, status: 'exploded' } as unknown as RunState;
    const err = await store.update(key, () => bad).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CiStateError);
    expect((err as CiStateError).code).toBe('invalid_state');
    expect((err as Error).message).toMatch(
      /^not saved: the new state for \w+ is invalid: status: /,
    );
    expect(await fs.readdir(store.stateDir(key)).catch(() => [])).toEqual([]);

    await store.write(state);
    const before = await fs.readFile(store.statePath(key), 'utf8');
    await expect(store.update(key, () => bad)).rejects.toThrow(CiStateError);
    expect(await fs.readFile(store.statePath(key), 'utf8')).toBe(before);
    expect(await store.journal(key)).toHaveLength(1);
  });

  it('refuses a state whose scope belongs to another key', async () => {
    const store = open();
    const key = LocalStore.keyOf(makeState().scope);
    await expect(store.update(key, () => makeState({}, 'other-job'))).rejects.toThrow(
      /^not saved: the state's scope has key \w+, not \w+$/,
    );
  });

  it('refuses keys that are not plain names', async () => {
    const store = open();
    await expect(store.read('../escape')).rejects.toThrow(/^invalid state key "..\/escape"/);
    await expect(store.setCurrent('.hidden')).rejects.toThrow(CiStateError);
  });

  it('tracks the current state key', async () => {
    const store = open();
    expect(await store.getCurrent()).toBeUndefined();
    await store.setCurrent('abc123');
    expect(await store.getCurrent()).toBe('abc123');
    await fs.writeFile(join(dir, 'current'), '../../etc\n');
    expect(await store.getCurrent()).toBeUndefined();
    expect(warnings[0]).toMatch(/does not hold a state key/);
  });

  it('keeps a ring of the last N versions, the newest equal to state.json', async () => {
    const store = open({ backups: 3 });
    const state = makeState();
    const key = LocalStore.keyOf(state.scope);
    for (let i = 0; i < 8; i++) await store.write({ ...state, context: { i } });
    const names = (await fs.readdir(join(store.stateDir(key), 'backups'))).sort();
    expect(names).toEqual(['000000000006.json', '000000000007.json', '000000000008.json']);
    expect(
      await fs.readFile(join(store.stateDir(key), 'backups', names[2] as string), 'utf8'),
    ).toBe(await fs.readFile(store.statePath(key), 'utf8'));
  });

  it('backups are hard links to the files that were state.json, each holding its version', async () => {
    for (const backups of [1, 2, 3]) {
      const store = open({ dir: join(dir, String(backups)), backups });
      const state = makeState();
      const key = LocalStore.keyOf(state.scope);
      const ring = join(store.stateDir(key), 'backups');
      for (let i = 1; i <= 7; i++) {
        // a fresh store now and then, as another process would be
        const writer = i % 3 === 0 ? open({ dir: join(dir, String(backups)), backups }) : store;
        await writer.write({ ...state, context: { i, pad: 'x'.repeat(i * 100) } });
        const names = (await fs.readdir(ring)).sort();
        expect(names).toHaveLength(Math.min(i, backups));
        for (const name of names) {
          const seq = Number(name.slice(0, 12));
          const saved = JSON.parse(await fs.readFile(join(ring, name), 'utf8')) as RunState;
          expect(saved.seq).toBe(seq);
          expect(saved.context).toEqual({ i: seq, pad: 'x'.repeat(seq * 100) });
        }
        const newest = await fs.stat(join(ring, names.at(-1) as string));
        expect(newest.ino).toBe((await fs.stat(store.statePath(key))).ino);
        expect(JSON.parse(await fs.readFile(store.statePath(key), 'utf8'))).toMatchObject({
          seq: i,
          context: { i },
        });
        const left = (await fs.readdir(store.stateDir(key))).filter((n) => n.endsWith('.tmp'));
        expect(left).toEqual([]);
      }
    }
  });

  it('never writes into a backup linked elsewhere, and recreates a removed backups/', async () => {
    const store = open({ backups: 2 });
    const state = makeState();
    const key = LocalStore.keyOf(state.scope);
    const ring = join(store.stateDir(key), 'backups');
    await store.write({ ...state, context: { i: 1 } });
    await store.write({ ...state, context: { i: 2 } });
    // The oldest backup is the next one to leave the ring; someone keeps a link to it.
    const kept = join(dir, 'kept.json');
    await fs.link(join(ring, '000000000001.json'), kept);
    const before = await fs.readFile(kept, 'utf8');
    await store.write({ ...state, context: { i: 3 } });
    expect(await fs.readFile(kept, 'utf8')).toBe(before);
    expect((await fs.readdir(ring)).sort()).toEqual(['000000000002.json', '000000000003.json']);

    await fs.rm(ring, { recursive: true });
    await store.write({ ...state, context: { i: 4 } });
    expect(await fs.readdir(ring)).toEqual(['000000000004.json']);
    expect(warnings).toEqual([]);
  });

  it('recovers a corrupt state.json from the newest valid backup and the journal, with a warning', async () => {
    const store = open();
    const state = makeState();
    const key = LocalStore.keyOf(state.scope);
    for (let i = 1; i <= 4; i++) {
      await store.write({ ...state, context: { i }, updatedAt: iso(clock + i * 1000) });
    }
    const backups = join(store.stateDir(key), 'backups');
    // The newest backup is state.json's own file: damage done in place is in both.
    await fs.writeFile(store.statePath(key), '{"schemaVersion": 2, "id": tor');
    // the newest backup is damaged (not JSON), the next is valid JSON but not a state
    await fs.writeFile(join(backups, '000000000004.json'), 'garbage');
    await fs.writeFile(
      join(backups, '000000000003.json'),
      JSON.stringify({ ...state, status: 'bogus' }),
    );
    // Backup 2, then the journal's entries 3 and 4: the last committed version.
    const read = await store.read(key);
    expect(read).toMatchObject({ seq: 4, context: { i: 4 }, updatedAt: iso(clock + 4000) });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      new RegExp(
        `^${store.statePath(key)} was corrupt \\(not valid JSON: .*\\); recovered from backup of ${iso(clock + 2000)} and 2 journal entries \\(the state of ${iso(clock + 4000)}\\)$`,
      ),
    );

    // Without the journal: the newest valid backup itself.
    await fs.rm(join(store.stateDir(key), 'journal.jsonl'));
    warnings.length = 0;
    expect((await store.read(key))?.context).toEqual({ i: 2 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      new RegExp(
        `^${store.statePath(key)} was corrupt \\(not valid JSON: .*\\); recovered from backup of ${iso(clock + 2000)}$`,
      ),
    );

    // the next write builds on the recovered version and replaces the corrupt file
    const next = await store.update(
      key,
      (s) => s && { ...s, context: { ...s.context, after: true } },
    );
    expect(next).toMatchObject({ seq: 3, context: { i: 2, after: true } });
    warnings.length = 0;
    expect((await store.read(key))?.seq).toBe(3);
    expect(warnings).toEqual([]);
    // Backup 3 of the abandoned line of versions is replaced by the new version 3, and 4 leaves.
    expect(await fs.readFile(join(backups, '000000000003.json'), 'utf8')).toBe(
      await fs.readFile(store.statePath(key), 'utf8'),
    );
    expect((await fs.readdir(backups)).sort()).toEqual([
      '000000000001.json',
      '000000000002.json',
      '000000000003.json',
    ]);
  });

  it('a state that fails the schema is recovered too; with no valid backup it is an error', async () => {
    const store = open();
    const state = makeState();
    const key = LocalStore.keyOf(state.scope);
    await store.write(state);
    await fs.writeFile(store.statePath(key), JSON.stringify({ ...state, phases: 'none' }));
    // Its only backup is its own file: rebuilt from the journal.
    expect((await store.read(key))?.seq).toBe(1);
    expect(warnings[0]).toMatch(
      /was corrupt \(.*phases.*\); recovered from the journal \(the state of /,
    );

    await fs.rm(join(store.stateDir(key), 'backups'), { recursive: true });
    const err = await store.read(key).catch((e: unknown) => e);
    expect((err as CiStateError).code).toBe('state_corrupt');
    expect((err as Error).message).toMatch(/is corrupt \(.*\) and no valid backup was found in /);
  });

  it('refuses a state written by a newer version, and never replaces it', async () => {
    const store = open();
    const state = makeState();
    const key = LocalStore.keyOf(state.scope);
    await store.write(state);
    await store.write({ ...state, context: { b: 1 } });
    const newer = JSON.stringify({ ...state, schemaVersion: SCHEMA_VERSION + 1, future: true });
    await fs.writeFile(store.statePath(key), newer);
    const err = await store.read(key).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CiStateError);
    expect((err as CiStateError).code).toBe('newer_schema');
    await expect(store.update(key, (s) => s)).rejects.toThrow(/newer than this ci-state/);
    await expect(store.write(state)).rejects.toThrow(CiStateError);
    expect(await fs.readFile(store.statePath(key), 'utf8')).toBe(newer);
    expect(warnings).toEqual([]);
  });

  it('does not fall back past a backup written by a newer version', async () => {
    const store = open();
    const state = makeState();
    const key = LocalStore.keyOf(state.scope);
    await store.write(state);
    await store.write(state);
    // A file of its own (the newest backup is otherwise state.json's file).
    const newest = join(store.stateDir(key), 'backups', '000000000002.json');
    await fs.rm(newest);
    await fs.writeFile(newest, JSON.stringify({ ...state, schemaVersion: SCHEMA_VERSION + 1 }));
    await fs.writeFile(store.statePath(key), 'torn');
    await expect(store.read(key)).rejects.toMatchObject({ code: 'newer_schema' });
  });

  it('journals every write; replaying it gives the current state', async () => {
    const store = open();
    const base = makeState();
    const key = LocalStore.keyOf(base.scope);
    await store.write(base);
    const steps: ((s: RunState) => RunState)[] = [
      (s) => ({ ...s, context: { a: 1, list: [1, 2, 3] } }),
      (s) => ({
        ...s,
        phases: { build: { ...phase('running'), startedAt: iso(clock) } },
        context: { a: 2, list: [1, 3] },
      }),
      (s) => ({ ...s, status: 'failed', phases: { build: phase('failed', 'exit 1') } }),
      (s) => ({ ...s, context: {} }),
    ];
    for (const step of steps) {
      await store.update(key, (s) => s && step(s));
      expect(replayJournal(await store.journal(key))).toEqual(await store.read(key));
    }
    expect((await store.journal(key)).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);

    // an entry appended for a version that was never committed (crash before the rename) is ignored
    const journalPath = join(store.stateDir(key), 'journal.jsonl');
    const ghost = {
      seq: 6,
      at: iso(clock),
      ops: [{ op: 'replace', path: '/status', value: 'completed' }],
    };
    await fs.appendFile(journalPath, `${JSON.stringify(ghost)}\n`);
    expect((await store.journal(key)).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    await store.update(key, (s) => s && { ...s, context: { z: true } });
    expect((await store.journal(key)).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(replayJournal(await store.journal(key))).toEqual(await store.read(key));
  });

  it('delete removes the state and the current pointer', async () => {
    const store = open();
    const state = await store.write(makeState());
    const key = LocalStore.keyOf(state.scope);
    await store.setCurrent(key);
    expect(await store.delete(key)).toBe(true);
    expect(await store.read(key)).toBeUndefined();
    expect(await store.getCurrent()).toBeUndefined();
    expect(await store.delete(key)).toBe(false);
    expect((await fs.readdir(join(dir, 'states'))).length).toBe(0);
  });

  describe('TTL and cap', () => {
    async function writeJob(store: LocalStore, job: string, updatedAt: number): Promise<string> {
      const s = await store.write(makeState({ updatedAt: iso(updatedAt) }, job));
      return LocalStore.keyOf(s.scope);
    }
    const jobs = async (store: LocalStore) => (await store.list()).map((s) => s.scope.job).sort();

    it('removes expired states after a write, but never the current one', async () => {
      const store = open({ ttlMs: 30 * DAY });
      const t0 = clock;
      const old = await writeJob(store, 'old', t0);
      await writeJob(store, 'old-current', t0);
      await store.setCurrent(LocalStore.keyOf(makeState({}, 'old-current').scope));
      clock = t0 + 31 * DAY;
      await writeJob(store, 'new', clock);
      expect(await jobs(store)).toEqual(['new', 'old-current']);
      expect(await store.read(old)).toBeUndefined();
    });

    it('evicts the least recently updated states past the cap', async () => {
      const store = open({ maxStates: 3 });
      await writeJob(store, 'j0', clock);
      await store.setCurrent(LocalStore.keyOf(makeState({}, 'j0').scope));
      for (let i = 1; i <= 5; i++) await writeJob(store, `j${i}`, clock + i * 1000);
      expect(await jobs(store)).toEqual(['j0', 'j4', 'j5']);
    });

    it('cleanup({dryRun}) reports without removing; cleanup() removes, with leftovers', async () => {
      const store = open({ ttlMs: DAY });
      const t0 = clock;
      const a = await writeJob(store, 'a', t0);
      const b = await writeJob(store, 'b', t0 + DAY / 2);
      clock = t0 + DAY + DAY / 4;
      const deadPid = 2 ** 22 + 12345; // above pid_max: never a live process
      const temp = join(store.stateDir(b), `.state.json.${deadPid}.abcd.tmp`);
      await fs.writeFile(temp, 'half');
      const trash = join(dir, 'states', '.trash-x-1234');
      await fs.mkdir(trash);

      const planned = await store.cleanup({ dryRun: true });
      expect(planned).toEqual([
        { reason: 'expired', key: a, path: store.stateDir(a), updatedAt: iso(t0) },
      ]);
      expect(await jobs(store)).toEqual(['a', 'b']);

      const removed = await store.cleanup();
      expect(removed).toEqual(
        expect.arrayContaining([
          { reason: 'expired', key: a, path: store.stateDir(a), updatedAt: iso(t0) },
          { reason: 'leftover', path: temp },
          { reason: 'leftover', path: trash },
        ]),
      );
      expect(removed).toHaveLength(3);
      expect(await jobs(store)).toEqual(['b']);
    });

    it('skips the sweep when another process is sweeping, and a state in use', async () => {
      const store = open({ ttlMs: DAY });
      const t0 = clock;
      await writeJob(store, 'a', t0);
      const b = await writeJob(store, 'b', t0);
      clock = t0 + 2 * DAY;
      const sweeping = await acquireLock(join(dir, 'locks', 'cleanup.lock'));
      await writeJob(store, 'c', clock);
      expect(await jobs(store)).toEqual(['a', 'b', 'c']);
      await sweeping.release();

      const inUse = await acquireLock(join(dir, 'locks', `${b}.lock`));
      await writeJob(store, 'd', clock);
      expect(await jobs(store)).toEqual(['b', 'c', 'd']);
      await inUse.release();
    });

    it('a failing sweep is a warning, never the caller’s failure', async () => {
      const store = open();
      await fs.mkdir(join(dir, 'locks', 'last-cleanup'), { recursive: true });
      const saved = await store.write(makeState());
      await store.update(LocalStore.keyOf(saved.scope), (s) => s);
      expect(warnings).toHaveLength(2); // one per write: the sweep is tried each time
      for (const w of warnings) {
        expect(w).toMatch(
          /^store cleanup skipped: cannot (write|read) \S*last-cleanup: .*\(EISDIR\)$/,
        );
      }
      expect((await store.read(LocalStore.keyOf(saved.scope)))?.seq).toBe(2);
    });
  });
});

function phase(status: 'running' | 'failed', error?: string) {
  return {
    status,
    attempt: 1,
    attempts: 1,
    outputs: [],
    sideEffect: false,
    conditional: false,
    requires: [],
    ...(error ? { error, exitCode: 1, endedAt: '2025-01-01T00:00:01.000Z' } : {}),
  };
}
