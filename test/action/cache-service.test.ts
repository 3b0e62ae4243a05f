/**
 * Files straight to the v2 cache service (src/github/cache-service.ts through cache-store.ts),
 * against the emulator and Azurite: what is stored (raw or zstd), what comes back, entries saved
 * by `@actions/cache` (the tar path of earlier versions), the runner's cache mode, and failures.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../emulator/index.js';
import { CACHE_CONTAINER } from '../emulator/azurite.js';
import { captureStdout, pseudoRandomBytes, useEnv, workspace } from '../emulator/helpers.js';
import { saveFileDirect } from '../../src/github/cache-service.js';
import { streamFileDirect } from '../../src/github/cache-stream.js';
import { cacheServiceFromEnv, DIRECT_VERSION } from '../../src/github/cache-twirp.js';
import { restoreFileFromCache, saveFileToCache } from '../../src/github/cache-store.js';
import { IDLE_MS } from '../../src/github/blob-rest.js';

const REPO = 'acme/widgets';
const PATH = '.ci-state-transfer/blobs.cip';

let emu: Emulator;
let ws: Awaited<ReturnType<typeof workspace>>;
let root: string;
let env: Record<string, string>;
let n = 0;

beforeAll(async () => {
  emu = await startEmulator({ seed: 23 });
  ws = await workspace('direct');
  root = process.env.GITHUB_WORKSPACE!;
  env = emu.runtimeEnv({ repo: REPO, runId: 300, ref: 'refs/heads/main' });
  useEnv(env);
});

afterAll(async () => {
  await emu?.stop();
  await ws?.dispose();
});

beforeEach(() => {
  useEnv(env);
  emu.faults.clear();
});

const key = (label: string) => `ci-state/v1/test/${label}-${++n}`;

async function put(content: Buffer): Promise<void> {
  await mkdir(join(root, '.ci-state-transfer'), { recursive: true });
  await writeFile(join(root, PATH), content);
}

/** The bytes Azurite holds for the entry saved under `k`. */
async function stored(k: string): Promise<Buffer> {
  const entry = emu.inspect.caches().find((c) => c.key === k);
  expect(entry, `an entry for ${k}`).toBeDefined();
  const blob = emu.azurite.service.getContainerClient(CACHE_CONTAINER).getBlobClient(entry!.blob);
  return blob.downloadToBuffer();
}

/** `saved` stored `content` compressed (zstd), several times smaller, under `k`. */
async function expectZstd(
  saved: Awaited<ReturnType<typeof saveFileDirect>>,
  k: string,
  content: Buffer,
): Promise<void> {
  expect(saved.ok).toBe(true);
  expect(saved.value!.compressed).toBe(true);
  const blob = await stored(k);
  expect(blob.length).toBe(saved.value!.bytes);
  expect(blob.length).toBeLessThan(content.length / 4);
  expect(zstdDecompressSync(blob).equals(content)).toBe(true);
}

async function restored(keys: string[]) {
  const r = await restoreFileFromCache(root, keys, PATH);
  const file = join(root, PATH);
  return { r, bytes: existsSync(file) ? await readFile(file) : undefined };
}

/** Text that zstd shrinks several times over, as build outputs usually do. */
function compressible(size: number): Buffer {
  const words = ['const', 'export', 'function', 'return', 'import', 'module', 'value', 'state'];
  const out: string[] = [];
  let len = 0;
  for (let i = 0; len < size; i++) {
    const line = `${words[i % 8]} ${words[(i * 7) % 8]}_${i % 977} = ${i};\n`;
    out.push(line);
    len += line.length;
  }
  return Buffer.from(out.join('')).subarray(0, size);
}

describe('files straight to the v2 cache service', () => {
  it('stores an incompressible file as it is, under its own version, and restores it', async () => {
    const content = pseudoRandomBytes(3 * 2 ** 20 + 17, 1);
    await put(content);
    const k = key('raw');
    const saved = await saveFileToCache(root, k, PATH);
    expect(saved).toMatchObject({ ok: true, value: { key: k } });
    const entry = emu.inspect.caches().find((c) => c.key === k)!;
    expect(entry.version).toBe(DIRECT_VERSION);
    expect(entry.sizeBytes).toBe(content.length);
    expect((await stored(k)).equals(content)).toBe(true);

    await rm(join(root, '.ci-state-transfer'), { recursive: true });
    const { r, bytes } = await restored([k]);
    expect(r).toEqual({ ok: true, value: { kind: 'hit', key: k } });
    expect(bytes!.equals(content)).toBe(true);
    // No archive and no tar: the toolkit's own lookup of the same path does not see it.
    const cache = await import('@actions/cache');
    const seen = await captureStdout(() => cache.restoreCache([PATH], k, [], { lookupOnly: true }));
    expect(seen.value).toBeUndefined();
  });

  it('compresses a file that shrinks (zstd) and restores the original bytes', async () => {
    const content = compressible(2 * 2 ** 20);
    await put(content);
    const svc = cacheServiceFromEnv()!;
    const k = key('zstd');
    await expectZstd(await saveFileDirect(svc, k, join(root, PATH)), k, content);

    const { r, bytes } = await restored([k]);
    expect(r.ok && r.value!.kind).toBe('hit');
    expect(bytes!.equals(content)).toBe(true);
  });

  it('streams a large compressed entry up in several blocks and back whole', async () => {
    // Half random, half text, in 64 KiB turns: it shrinks by about half, to more than one of the
    // upload's 8 MiB blocks.
    const parts: Buffer[] = [];
    for (let i = 0; i < 384; i++)
      parts.push(i % 2 ? compressible(64 * 1024) : pseudoRandomBytes(64 * 1024, 100 + i));
    const content = Buffer.concat(parts);
    await put(content);
    const k = key('zstd-large');
    emu.inspect.clearRequests();
    const saved = await saveFileDirect(cacheServiceFromEnv()!, k, join(root, PATH));
    expect(saved.ok).toBe(true);
    expect(saved.value!.compressed).toBe(true);
    expect(saved.value!.bytes).toBeGreaterThan(8 * 2 ** 20);
    expect(saved.value!.bytes).toBeLessThan(content.length * 0.7);
    const blocks = emu.inspect
      .requests({ service: 'blob', method: 'PUT' })
      .filter((r) => /comp=block(&|$)/.test(r.path) && r.status === 201);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    const { r, bytes } = await restored([k]);
    expect(r.ok && r.value!.kind).toBe('hit');
    expect(bytes!.equals(content)).toBe(true);
  });

  it('finds the newest entry by prefix, and misses cleanly', async () => {
    const prefix = key('prefix');
    for (const [i, body] of ['first', 'second'].entries()) {
      await put(Buffer.from(body.repeat(1000)));
      expect((await saveFileToCache(root, `${prefix}/${i}`, PATH)).ok).toBe(true);
    }
    const { r, bytes } = await restored([`${prefix}/`]);
    expect(r).toEqual({ ok: true, value: { kind: 'hit', key: `${prefix}/1` } });
    expect(bytes!.toString()).toBe('second'.repeat(1000));
    const miss = await restored([key('nothing-here')]);
    expect(miss.r).toEqual({ ok: true, value: { kind: 'miss' } });
    expect(miss.bytes).toBeUndefined();
  });

  it('restores entries saved through @actions/cache, and a more specific one of them wins', async () => {
    const cache = await import('@actions/cache');
    const run = key('legacy');
    // An entry of this run saved the old way (tar), one of another run saved the new way.
    await put(Buffer.from('this run, old format'));
    const cwd = process.cwd();
    process.chdir(root); // the client archives paths relative to the working directory
    const id = await captureStdout(() => cache.saveCache([PATH], `${run}/this/1`)).finally(() =>
      process.chdir(cwd),
    );
    expect(id.value).toBeGreaterThan(0);
    await put(Buffer.from('other run, new format'));
    expect((await saveFileToCache(root, `${run}/other/1`, PATH)).ok).toBe(true);
    await rm(join(root, PATH));

    const both = await restored([`${run}/this/`, `${run}/`]);
    expect(both.r).toEqual({ ok: true, value: { kind: 'hit', key: `${run}/this/1` } });
    expect(both.bytes!.toString()).toBe('this run, old format');
    const onlyOld = await restored([`${run}/this/`]);
    expect(onlyOld.bytes!.toString()).toBe('this run, old format');
    // Under the same key prefix, ours wins: the format this version writes.
    await put(Buffer.from('this run, new format'));
    expect((await saveFileToCache(root, `${run}/this/2`, PATH)).ok).toBe(true);
    const same = await restored([`${run}/this/`, `${run}/`]);
    expect(same.r).toEqual({ ok: true, value: { kind: 'hit', key: `${run}/this/2` } });
    expect(same.bytes!.toString()).toBe('this run, new format');
  });

  it('honours the runner cache mode, with a reason', async () => {
    await put(Buffer.from('mode'));
    const k = key('mode');
    useEnv({ ...env, ACTIONS_CACHE_MODE: 'read' });
    const save = await saveFileToCache(root, k, PATH);
    expect(save).toMatchObject({ ok: false, final: true });
    expect(save.reason).toBe("cache: the runner's cache mode 'read' does not permit writes");
    expect(emu.inspect.caches().some((c) => c.key === k)).toBe(false);
    useEnv({ ...env, ACTIONS_CACHE_MODE: 'none' });
    const r = await restoreFileFromCache(root, [k], PATH);
    expect(r).toMatchObject({ ok: false, final: true });
    expect(r.reason).toContain("'none' does not permit reads");
  });

  it('reports service errors as failures a retry may fix, and refusals as final', async () => {
    await put(randomBytes(5000));
    emu.faults.add({ route: 'CreateCacheEntry', status: 503 });
    const down = await saveFileToCache(root, key('err'), PATH);
    expect(down.ok).toBe(false);
    expect(down.final).toBeFalsy();
    expect(down.reason).toMatch(/^cache: CreateCacheEntry: .* \(HTTP 503\)$/);

    emu.faults.add({ route: 'GetCacheEntryDownloadURL', status: 429, retryAfter: 7 });
    const limited = await restoreFileFromCache(root, [key('err')], PATH);
    expect(limited).toMatchObject({ ok: false, retryAfterMs: 7000 });

    const k = key('taken');
    await put(randomBytes(5000)); // the restore above removed it
    expect((await saveFileToCache(root, k, PATH)).ok).toBe(true);
    const again = await saveFileToCache(root, k, PATH);
    expect(again).toMatchObject({ ok: false, final: true });
    expect(again.reason).toContain('HTTP 409');
  });

  it('downloads a large entry in ranges at once, and never a hit when one is cut short', async () => {
    // Four and a half ranges of 16 MiB: the last one short.
    const content = pseudoRandomBytes(72 * 2 ** 20 + 5, 7);
    await put(content);
    const k = key('ranges');
    expect((await saveFileToCache(root, k, PATH)).ok).toBe(true);
    await rm(join(root, '.ci-state-transfer'), { recursive: true });
    const since = emu.inspect.requests().at(-1)?.seq ?? 0;
    const whole = await restored([k]);
    expect(whole.r).toEqual({ ok: true, value: { kind: 'hit', key: k } });
    expect(whole.bytes!.equals(content)).toBe(true);
    const gets = emu.inspect.requests({ service: 'blob' }).filter((q) => q.seq > since);
    expect(gets.filter((q) => q.method === 'GET')).toHaveLength(5);

    // The third range is cut short (after the status and headers): no hit, and a retry works.
    emu.faults.add({ route: 'blob:GET', truncate: true, after: 2 });
    const cut = await restoreFileFromCache(root, [k], PATH);
    expect(cut.ok).toBe(false);
    expect(cut.reason).toMatch(/^cache: download of .* failed/);
    const again = await restored([k]);
    expect(again.bytes!.equals(content)).toBe(true);

    // The first range, still arriving while the others are fetched, cut short: no hit either.
    emu.faults.add({ route: 'blob:GET', truncate: true });
    const firstCut = await restoreFileFromCache(root, [k], PATH);
    expect(firstCut.ok).toBe(false);
    expect(firstCut.reason).toMatch(/^cache: download of .* failed/);
    expect((await restored([k])).bytes!.equals(content)).toBe(true);

    // A range refused before its body (a 503, a reset) is asked for again, within the download.
    for (const fault of [{ status: 503 }, { reset: true }]) {
      const before = emu.inspect.requests().at(-1)?.seq ?? 0;
      emu.faults.add({ route: 'blob:GET', ...fault, after: 2, times: 1 });
      const retried = await restored([k]);
      expect(retried.r.ok, JSON.stringify(fault)).toBe(true);
      expect(retried.bytes!.equals(content)).toBe(true);
      const got = emu.inspect
        .requests({ service: 'blob', method: 'GET' })
        .filter((q) => q.seq > before);
      expect(got).toHaveLength(6);
    }
  });

  it('gives up a range whose body stalls once its connection is silent, not at the deadline', async () => {
    const content = pseudoRandomBytes(40 * 2 ** 20, 9);
    await put(content);
    const k = key('stall');
    expect((await saveFileToCache(root, k, PATH)).ok).toBe(true);
    // The third range's status and headers come, then nothing: the connection is given up after
    // IDLE_MS (well within the range's 120 s deadline), no hit; tried again, it works.
    emu.faults.add({ route: 'blob:GET', stall: true, after: 2, times: 1 });
    const stalled = await restoreFileFromCache(root, [k], PATH);
    expect(stalled.ok).toBe(false);
    expect(stalled.reason).toMatch(
      new RegExp(
        `^cache: download of .* failed: the connection was silent for ${IDLE_MS / 1000} s`,
      ),
    );
    expect((await restored([k])).bytes!.equals(content)).toBe(true);
  }, 120_000);

  it('never reports a hit for a download cut short, or a corrupt zstd entry', async () => {
    const content = pseudoRandomBytes(2 ** 20, 2);
    await put(content);
    const k = key('cut');
    expect((await saveFileToCache(root, k, PATH)).ok).toBe(true);
    emu.faults.add({ route: 'blob:GET', truncate: true });
    const cut = await restoreFileFromCache(root, [k], PATH);
    expect(cut.ok).toBe(false);
    expect(cut.reason).toMatch(/^cache: download of .* failed/);
    // Retried, it works.
    const again = await restored([k]);
    expect(again.bytes!.equals(content)).toBe(true);

    const z = key('zbad');
    await put(compressible(2 ** 20));
    expect((await saveFileToCache(root, z, PATH)).ok).toBe(true);
    const entry = emu.inspect.caches().find((c) => c.key === z)!;
    const blob = emu.azurite.service
      .getContainerClient(CACHE_CONTAINER)
      .getBlockBlobClient(entry.blob);
    const bad = await blob.downloadToBuffer();
    bad.fill(0x41, 100, 400);
    await blob.upload(bad, bad.length);
    const broken = await restoreFileFromCache(root, [z], PATH);
    expect(broken.ok).toBe(false);
    expect(broken.reason).toMatch(/^cache: download of .* failed/);
  });

  it('is used only where @actions/cache would use the v2 service (not on GHES)', async () => {
    useEnv(
      Object.fromEntries(Object.entries(env).filter(([k]) => k !== 'ACTIONS_CACHE_SERVICE_V2')),
    );
    expect(cacheServiceFromEnv()).toBeUndefined();
    useEnv({ ...env, GITHUB_SERVER_URL: 'https://ghe.example.com' });
    expect(cacheServiceFromEnv()).toBeUndefined();
    useEnv({ ...env, GITHUB_SERVER_URL: 'https://acme.ghe.com' });
    expect(cacheServiceFromEnv()).toBeDefined();
  });
});

describe('a file saved while it is being written', () => {
  /** Staged blocks (201) since request `since`. */
  const blocks = (since: number) =>
    emu.inspect
      .requests({ service: 'blob', method: 'PUT' })
      .filter((r) => r.seq > since && /comp=block(&|$)/.test(r.path) && r.status === 201);
  const lastSeq = () => emu.inspect.requests().at(-1)?.seq ?? 0;

  /** Hands `content` to `write` in uneven pieces, each in a buffer the caller then scribbles on. */
  async function feed(write: (b: Uint8Array) => Promise<void>, content: Buffer, piece: number) {
    const scratch = Buffer.alloc(piece + 7);
    for (let at = 0, i = 0; at < content.length; i++) {
      const n = Math.min(content.length - at, piece + (i % 8));
      content.copy(scratch, 0, at, at + n);
      await write(scratch.subarray(0, n));
      scratch.fill(0xee); // as a writer reusing its buffer does
      at += n;
    }
  }

  it('sends its blocks during the writing, and the entry restores whole', async () => {
    const content = pseudoRandomBytes(20 * 2 ** 20 + 11, 31);
    const k = key('stream');
    const since = lastSeq();
    const save = streamFileDirect(cacheServiceFromEnv()!, k);
    await feed((b) => save.write(b), content, 300_000);
    // Two of its three 8 MiB blocks went up before the writer was done.
    await expect.poll(() => blocks(since).length, { timeout: 10_000 }).toBe(2);
    expect(emu.inspect.caches().find((c) => c.key === k)?.finalized).toBe(false);
    const saved = await save.finish();
    expect(saved).toEqual({
      ok: true,
      value: { key: k, bytes: content.length, compressed: false },
    });
    expect(blocks(since)).toHaveLength(3);
    const entry = emu.inspect.caches().find((c) => c.key === k)!;
    expect(entry).toMatchObject({ finalized: true, version: DIRECT_VERSION });
    expect((await stored(k)).equals(content)).toBe(true);
    const { r, bytes } = await restored([k]);
    expect(r).toEqual({ ok: true, value: { kind: 'hit', key: k } });
    expect(bytes!.equals(content)).toBe(true);
  });

  it('compresses it when its first MiB shrinks, and restores the original bytes', async () => {
    const content = compressible(3 * 2 ** 20 + 5);
    const k = key('stream-zstd');
    const save = streamFileDirect(cacheServiceFromEnv()!, k);
    await feed((b) => save.write(b), content, 65_536);
    await expectZstd(await save.finish(), k, content);
    const { bytes } = await restored([k]);
    expect(bytes!.equals(content)).toBe(true);
  });

  it('saves a small file in one block at the end', async () => {
    const content = pseudoRandomBytes(5000, 32);
    const k = key('stream-small');
    const since = lastSeq();
    const save = streamFileDirect(cacheServiceFromEnv()!, k);
    await save.write(content);
    expect((await save.finish()).ok).toBe(true);
    expect(blocks(since)).toHaveLength(1);
    expect((await restored([k])).bytes!.equals(content)).toBe(true);
  });

  it('reserves the entry when told to expect a block or more, before any byte; a smaller expectation reserves nothing', async () => {
    const reservations = (since: number) =>
      emu.inspect.requests({ route: 'CreateCacheEntry' }).filter((r) => r.seq > since);
    let since = lastSeq();
    const small = streamFileDirect(cacheServiceFromEnv()!, key('stream-expect-small'));
    small.expect(8 * 2 ** 20 - 1);
    expect(small.reserved).toBe(false);
    small.abort();
    expect(reservations(since)).toEqual([]);

    since = lastSeq();
    const k = key('stream-expect');
    const save = streamFileDirect(cacheServiceFromEnv()!, k);
    save.expect(9 * 2 ** 20);
    expect(save.reserved).toBe(true);
    await expect.poll(() => reservations(since).length, { timeout: 10_000 }).toBe(1);
    expect(blocks(since)).toEqual([]);
    // Fewer bytes came than expected: the reserved entry is finished with them, not left open.
    const content = pseudoRandomBytes(3 * 2 ** 20 + 3, 36);
    await feed((b) => save.write(b), content, 1 << 20);
    expect(save.blocks).toBe(0);
    expect(await save.finish()).toEqual({
      ok: true,
      value: { key: k, bytes: content.length, compressed: false },
    });
    expect(reservations(since)).toHaveLength(1);
    expect((await restored([k])).bytes!.equals(content)).toBe(true);
  });

  it('never fails the writer: a refused block stops the save, with the reason', async () => {
    const k = key('stream-refused');
    emu.faults.add({ route: 'blob:PUT', status: 403, times: 1 });
    const save = streamFileDirect(cacheServiceFromEnv()!, k);
    await feed((b) => save.write(b), pseudoRandomBytes(12 * 2 ** 20, 33), 1 << 20);
    const r = await save.finish();
    expect(r.ok).toBe(false);
    expect(r.reason).toMatch(/^cache: upload of .* failed: .*\(HTTP 403\)$/);
    expect(r.reason).not.toMatch(/sig=[^*]/);
    expect(emu.inspect.caches().find((c) => c.key === k)?.finalized).toBe(false);
    expect((await restored([k])).r).toEqual({ ok: true, value: { kind: 'miss' } });
  });

  it('is refused by the runner cache mode before anything is sent, and abort finalizes nothing', async () => {
    useEnv({ ...env, ACTIONS_CACHE_MODE: 'read' });
    const since = lastSeq();
    const refused = streamFileDirect(cacheServiceFromEnv()!, key('stream-mode'));
    await refused.write(pseudoRandomBytes(2 * 2 ** 20, 34));
    expect(await refused.finish()).toEqual({
      ok: false,
      reason: "cache: the runner's cache mode 'read' does not permit writes",
    });
    expect(emu.inspect.requests().filter((r) => r.seq > since)).toEqual([]);

    useEnv(env);
    const k = key('stream-abort');
    const aborted = streamFileDirect(cacheServiceFromEnv()!, k);
    await feed((b) => aborted.write(b), pseudoRandomBytes(9 * 2 ** 20, 35), 1 << 20);
    aborted.abort();
    await aborted.write(Buffer.from('more')); // dropped
    const done = await aborted.finish();
    expect(done.ok).toBe(false);
    expect(
      emu.inspect.requests({ route: 'FinalizeCacheEntryUpload' }).some((r) => r.seq > since),
    ).toBe(false);
    expect((await restored([k])).r).toEqual({ ok: true, value: { kind: 'miss' } });
  });
});
