/**
 * The storage port's contract, as a suite any adapter runs against its real store:
 *
 *     describeRemoteContract('S3 on Ceph', async () => ({ store, tamper, secrets }));
 *
 * `makeStore` is called before each test and must give a store on fresh ground (its own bucket or
 * prefix), empty. `tamper(key, bytes)` replaces an object's bytes behind the store's back,
 * keeping whatever the store records about it (size, SHA-256), as damage or an outside writer
 * would. `secrets` are values no message may show.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  isRemoteError,
  type ObjectFacts,
  type RemoteErrorKind,
  type RemoteStore,
} from '../../src/remote/port.js';

export interface ContractStore {
  store: RemoteStore;
  tamper(key: string, bytes: Buffer): Promise<void>;
  secrets?: string[];
  /** Called after the test (close connections, remove the prefix). */
  dispose?(): Promise<void> | void;
}

export interface ContractOptions {
  /** Bytes of the "large" object: above the adapter's single-request sizes. Default 20 MiB. */
  largeBytes?: number;
}

export function factsOf(bytes: Uint8Array): ObjectFacts {
  return { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
}

/** The RemoteError `promise` rejects with, checked to be of `kind` with a one-line message. */
export async function remoteFailure(
  promise: Promise<unknown>,
  kind: RemoteErrorKind,
  secrets: string[] = [],
) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isRemoteError(error)) {
    throw new Error(`expected a RemoteError of kind ${kind}, got ${String(error)}`, {
      cause: error,
    });
  }
  expect({ kind: error.kind, message: error.message }).toMatchObject({ kind });
  expect(error.message).not.toMatch(/[\r\n]/);
  for (const secret of secrets) expect(error.message).not.toContain(secret);
  return error;
}

export function describeRemoteContract(
  name: string,
  makeStore: () => Promise<ContractStore>,
  options: ContractOptions = {},
): void {
  const largeBytes = options.largeBytes ?? 20 * 1024 * 1024;

  describe(`RemoteStore contract: ${name}`, () => {
    let dir: string;
    let large: Buffer;
    let largeFile: string;
    let current: ContractStore;
    let store: RemoteStore;

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'ci-state-contract-'));
      large = randomBytes(largeBytes);
      largeFile = path.join(dir, 'large.bin');
      await writeFile(largeFile, large);
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      current = await makeStore();
      store = current.store;
    });
    afterEach(async () => {
      await current.dispose?.();
    });

    const fail = (promise: Promise<unknown>, kind: RemoteErrorKind) =>
      remoteFailure(promise, kind, current.secrets);
    /** Files in the test directory other than the fixtures: partial downloads left behind. */
    const leftovers = async () => (await readdir(dir)).filter((f) => f !== 'large.bin');

    it('puts bytes and gets them back, as bytes and into a file (the empty object too)', async () => {
      const bytes = Buffer.from('hello, remote store\n');
      await store.put('small', bytes, factsOf(bytes));
      expect(await store.get('small')).toEqual(bytes);
      const dest = path.join(dir, 'small.out');
      expect(await store.get('small', dest)).toEqual(factsOf(bytes));
      expect(await readFile(dest)).toEqual(bytes);

      const empty = Buffer.alloc(0);
      await store.put('empty', empty, factsOf(empty));
      expect(await store.get('empty')).toEqual(empty);
      expect(await store.get('empty', path.join(dir, 'empty.out'))).toEqual(factsOf(empty));
      expect((await readFile(path.join(dir, 'empty.out'))).length).toBe(0);
      await rm(dest);
      await rm(path.join(dir, 'empty.out'));
    });

    it('puts a file and gets it back; a get replaces an existing destination file', async () => {
      const bytes = randomBytes(100_000);
      const source = path.join(dir, 'source.bin');
      await writeFile(source, bytes);
      await store.put('dir/file', source, factsOf(bytes));
      const dest = path.join(dir, 'file.out');
      await writeFile(dest, 'old content');
      await store.get('dir/file', dest);
      expect(factsOf(await readFile(dest))).toEqual(factsOf(bytes));
      expect(factsOf(await store.get('dir/file'))).toEqual(factsOf(bytes));
      await rm(source);
      await rm(dest);
    });

    it(`puts and gets a large object (${largeBytes} bytes) from and into files`, async () => {
      await store.put('large', largeFile, factsOf(large));
      const dest = path.join(dir, 'large.out');
      expect(await store.get('large', dest)).toEqual(factsOf(large));
      expect(factsOf(await readFile(dest))).toEqual(factsOf(large));
      expect(factsOf(await store.get('large'))).toEqual(factsOf(large));
      const listed = await store.list('large');
      expect(listed.map((o) => [o.key, o.size])).toEqual([['large', largeBytes]]);
      await rm(dest);
    });

    it('refuses to overwrite a key (small and large); the same content again is no error', async () => {
      const first = Buffer.from('first');
      await store.put('k', first, factsOf(first));
      const second = Buffer.from('second');
      const error = await fail(store.put('k', second, factsOf(second)), 'exists');
      expect(error.key).toBe('k');
      expect(error.message).toContain("'k'");
      expect(await store.get('k')).toEqual(first);
      await store.put('k', first, factsOf(first));

      await store.put('big', largeFile, factsOf(large));
      await fail(store.put('big', second, factsOf(second)), 'exists');
      const other = Buffer.from(large);
      other[0] = other[0]! ^ 0xff;
      const otherFile = path.join(dir, 'other.bin');
      await writeFile(otherFile, other);
      await fail(store.put('big', otherFile, factsOf(other)), 'exists');
      await rm(otherFile);
      await store.put('big', largeFile, factsOf(large));
      expect(factsOf(await store.get('big'))).toEqual(factsOf(large));
    });

    it('refuses content that does not match the size and SHA-256 given, and keeps nothing', async () => {
      const bytes = Buffer.from('some bytes');
      const wrong = { ...factsOf(bytes), sha256: factsOf(Buffer.from('other')).sha256 };
      await fail(store.put('bad', bytes, wrong), 'integrity');
      await fail(store.put('bad', bytes, { ...factsOf(bytes), size: 3 }), 'integrity');
      const wrongLarge = { ...factsOf(large), sha256: wrong.sha256 };
      await fail(store.put('bad-large', largeFile, wrongLarge), 'integrity');
      expect(await store.list('')).toEqual([]);
      await fail(store.get('bad'), 'not-found');
    });

    it('reports changed bytes as an integrity error and leaves no partial file', async () => {
      const bytes = Buffer.from('original content');
      await store.put('t', bytes, factsOf(bytes));
      await current.tamper('t', Buffer.from('tampered content'));
      await fail(store.get('t'), 'integrity');
      const dest = path.join(dir, 't.out');
      await fail(store.get('t', dest), 'integrity');
      expect(existsSync(dest)).toBe(false);

      await store.put('t-large', largeFile, factsOf(large));
      const damaged = Buffer.from(large);
      damaged[damaged.length >> 1] = damaged[damaged.length >> 1]! ^ 1;
      await current.tamper('t-large', damaged);
      await writeFile(dest, 'kept');
      const error = await fail(store.get('t-large', dest), 'integrity');
      expect(error.key).toBe('t-large');
      expect(await readFile(dest, 'utf8')).toBe('kept');
      await rm(dest);
      expect(await leftovers()).toEqual([]);
    });

    it('lists by prefix, newest first, with sizes', async () => {
      for (const key of ['l/a', 'l/b', 'l/c', 'm/x']) {
        const bytes = Buffer.from(`content of ${key}`);
        await store.put(key, bytes, factsOf(bytes));
      }
      const listed = await store.list('l/');
      expect(listed.map((o) => o.key)).toEqual(['l/c', 'l/b', 'l/a']);
      expect(listed.map((o) => o.size)).toEqual([14, 14, 14]);
      const times = listed.map((o) => o.created.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const o of listed)
        if (o.sha256 !== undefined) expect(o.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect((await store.list('')).map((o) => o.key).sort()).toEqual(['l/a', 'l/b', 'l/c', 'm/x']);
      expect(await store.list('nothing/')).toEqual([]);
    });

    it('deletes objects; absent keys and an empty list are no error', async () => {
      for (const key of ['d/1', 'd/2', 'd/3']) {
        const bytes = Buffer.from(key);
        await store.put(key, bytes, factsOf(bytes));
      }
      await store.delete(['d/1', 'd/3', 'd/absent']);
      await store.delete([]);
      expect((await store.list('d/')).map((o) => o.key)).toEqual(['d/2']);
      await fail(store.get('d/1'), 'not-found');
      // A deleted key can be written again.
      const again = Buffer.from('again');
      await store.put('d/1', again, factsOf(again));
      expect(await store.get('d/1')).toEqual(again);
    });

    it('reports a missing key as not-found, and creates no file', async () => {
      const error = await fail(store.get('absent/key'), 'not-found');
      expect(error.message).toContain('absent/key');
      const dest = path.join(dir, 'absent.out');
      await fail(store.get('absent/key', dest), 'not-found');
      expect(existsSync(dest)).toBe(false);
      expect(await leftovers()).toEqual([]);
    });

    it('describes itself in one line without secrets', () => {
      const text = store.describe();
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toMatch(/[\r\n]/);
      for (const secret of current.secrets ?? []) expect(text).not.toContain(secret);
    });
  });
}
