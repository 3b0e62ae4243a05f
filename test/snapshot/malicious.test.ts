/**
 * A corpus of hostile manifests and packs. For every case: the refusal is a clear one-line message
 * naming the path, and no file outside the restore root appears or changes (the parent of the
 * root, a sibling directory with a sentinel file, and absolute targets are all checked).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FileEntry } from '../../src/core/schema.js';
import {
  BlobStore,
  checkManifest,
  DEFAULT_LIMITS,
  packBlobs,
  parseManifest,
  restoreFiles,
  rollbackFiles,
  unpackBlobs,
  type SnapshotManifest,
} from '../../src/snapshot/index.js';
import { SafeRoot } from '../../src/snapshot/safe-fs.js';
import { manifestOf, readTree, tempDir, writeTree } from './helpers.js';

const EVIL = `/tmp/ci-state-evil-${process.pid}`;

interface World {
  parent: string;
  root: string;
  outside: string;
  store: BlobStore;
  before: Record<string, string>;
}

async function world(): Promise<World> {
  const parent = await tempDir('ci-state-corpus-');
  const root = join(parent, 'root');
  const outside = join(parent, 'outside');
  await writeTree(parent, {
    'root/keep.txt': 'workspace\n',
    'outside/sentinel.txt': 'do not touch\n',
  });
  const store = new BlobStore(join(parent, 'outside-store'));
  const before = await readTree(parent, {
    skip: (p) => p === 'root' || p.startsWith('root/') || p.startsWith('outside-store'),
  });
  return { parent, root, outside, store, before };
}

/** Nothing outside the root appeared or changed. */
async function assertContained(w: World): Promise<void> {
  const now = await readTree(w.parent, {
    skip: (p) => p === 'root' || p.startsWith('root/') || p.startsWith('outside-store'),
  });
  expect(now).toEqual(w.before);
  await expect(fs.lstat(EVIL)).rejects.toThrow(/ENOENT/);
  expect(await fs.readFile('/etc/hostname', 'utf8')).not.toContain('pwned');
}

async function entry(
  store: BlobStore,
  path: string,
  content: string,
  extra: Partial<FileEntry> = {},
): Promise<FileEntry> {
  const sha256 = await store.putBytes(content);
  return { path, type: 'file', mode: 0o644, size: Buffer.byteLength(content), sha256, ...extra };
}

async function link(store: BlobStore, path: string, target: string): Promise<FileEntry> {
  return entry(store, path, target, { type: 'symlink', mode: 0o777 });
}

const manifest = manifestOf;

async function refused(w: World, m: SnapshotManifest, pattern: RegExp): Promise<void> {
  const r = await restoreFiles(w.root, m, w.store, { removeAddedUnderGlobs: ['**'] });
  expect(r.problems.length).toBeGreaterThan(0);
  for (const p of r.problems) expect(p.message).not.toMatch(/\n/);
  expect(r.problems.map((p) => p.message).join('\n')).toMatch(pattern);
  await assertContained(w);
}

describe('hostile manifests', () => {
  it('refuses an absolute path', async () => {
    const w = await world();
    await refused(
      w,
      manifest([await entry(w.store, `${EVIL}/pwned`, 'pwned')]),
      /refusing "\/tmp\/ci-state-evil-\d+\/pwned": the path is absolute/,
    );
    // Refused whole: nothing else was written either.
    expect(await readTree(w.root)).toEqual({ 'keep.txt': expect.stringMatching(/^file/) });
  });

  it('refuses ".." segments, however they are spelled', async () => {
    const w = await world();
    for (const p of [
      '../outside/sentinel.txt',
      'a/../../outside/pwned',
      '..',
      'a/b/../../../outside/x',
    ]) {
      await refused(
        w,
        manifest([await entry(w.store, p, 'pwned')]),
        /the path contains a "\.\." segment/,
      );
    }
    await refused(
      w,
      manifest([await entry(w.store, '..\\outside\\pwned', 'pwned')]),
      /the path contains a backslash/,
    );
    await refused(
      w,
      manifest([await entry(w.store, 'C:/Windows/pwned', 'pwned')]),
      /the path is absolute/,
    );
    await refused(w, manifest([await entry(w.store, './a', 'x')]), /empty or "\." segment/);
    await refused(w, manifest([await entry(w.store, 'a//b', 'x')]), /empty or "\." segment/);
  });

  it('refuses globs and exclusions that leave the root', async () => {
    const w = await world();
    await refused(
      w,
      manifest([await entry(w.store, 'ok.txt', 'ok')], { globs: ['../**'] }),
      /refusing the snapshot: glob "..\/\*\*" contains ".."/,
    );
    await refused(
      w,
      manifest([await entry(w.store, 'ok.txt', 'ok')], { exclude: ['/etc/**'] }),
      /refusing the snapshot: exclude pattern "\/etc\/\*\*" is absolute/,
    );
    await expect(fs.lstat(join(w.root, 'ok.txt'))).rejects.toThrow(/ENOENT/);
  });

  it('refuses NUL bytes in a path', async () => {
    const w = await world();
    await refused(
      w,
      manifest([await entry(w.store, 'ok.txt\0/../../outside/pwned', 'pwned')]),
      /the path contains a NUL byte/,
    );
  });

  it('refuses paths inside .git (a restored hook would run code)', async () => {
    const w = await world();
    await refused(
      w,
      manifest([await entry(w.store, '.git/hooks/post-checkout', '#!/bin/sh\n')]),
      /inside a \.git directory/,
    );
    await refused(
      w,
      manifest([await entry(w.store, 'sub/.GIT/config', 'x')]),
      /inside a \.git directory/,
    );
  });

  it('refuses link entries pointing outside: absolute, to /etc, climbing out, into .git', async () => {
    const w = await world();
    await refused(
      w,
      manifest([await link(w.store, 'etc', '/etc')]),
      /refusing "etc": the link points to an absolute path \(\/etc\)/,
    );
    await refused(
      w,
      manifest([await link(w.store, 'a/up', '../../outside')]),
      /refusing "a\/up": the link points outside the root/,
    );
    await refused(
      w,
      manifest([await link(w.store, 'hooks', '.git/hooks')]),
      /the link points into a \.git directory/,
    );
    // A file below a link entry would be written through the link.
    await refused(
      w,
      manifest([await link(w.store, 'l', 'sub'), await entry(w.store, 'l/passwd', 'pwned')]),
      /refusing "l\/passwd": "l" is a symbolic link in the same snapshot/,
    );
    await expect(fs.lstat(join(w.root, 'etc'))).rejects.toThrow(/ENOENT/);
  });

  it('refuses hardlink, device and FIFO entries (the format has no such types)', async () => {
    for (const type of ['hardlink', 'device', 'fifo', 'char', 'block']) {
      expect(() =>
        parseManifest({ ...manifest([]), files: [{ path: 'x', type, mode: 0o644, size: 0 }] }),
      ).toThrow(/snapshot manifest is not valid: files\[0\]\.type: /);
    }
    expect(() =>
      parseManifest({ ...manifest([]), __proto__: { polluted: true }, extra: 1 }),
    ).toThrow(/not valid/);
  });

  it('refuses names that collide case-insensitively (or by Unicode normalisation)', async () => {
    const w = await world();
    await refused(
      w,
      manifest([await entry(w.store, 'README.md', 'a'), await entry(w.store, 'readme.md', 'b')]),
      /refusing "readme.md": its name collides with "README.md" on a case-insensitive file system/,
    );
    await refused(
      w,
      manifest([await entry(w.store, 'Dir/a', 'a'), await entry(w.store, 'dir/b', 'b')]),
      /refusing "dir": its name collides with "Dir"/,
    );
    await refused(
      w,
      manifest([await entry(w.store, 'caf\u00e9', 'a'), await entry(w.store, 'cafe\u0301', 'b')]),
      /collides/,
    );
  });

  it('refuses entry-count and size bombs before touching anything', async () => {
    const w = await world();
    const e = await entry(w.store, 'x', 'x');
    const many = Array.from({ length: 1001 }, (_, i) => ({ ...e, path: `f${i}` }));
    const r = await restoreFiles(w.root, manifest(many), w.store, { limits: { maxEntries: 1000 } });
    expect(r.problems.map((p) => p.message)).toEqual([
      'refusing the snapshot: 1001 entries, over the cap of 1000',
    ]);
    // The default cap, without building a real manifest of that size.
    const huge = new Array<FileEntry>(DEFAULT_LIMITS.maxEntries + 1).fill(e);
    expect(checkManifest(manifest(huge))[0]?.message).toBe(
      `refusing the snapshot: ${DEFAULT_LIMITS.maxEntries + 1} entries, over the cap of ${DEFAULT_LIMITS.maxEntries}`,
    );
    const big = { ...e, path: 'big', size: 11 * 1024 ** 3 };
    expect(checkManifest(manifest([big]))[0]?.message).toBe(
      `refusing the snapshot: ${11 * 1024 ** 3} bytes of files, over the cap of ${DEFAULT_LIMITS.maxBytes}`,
    );
    // A manifest that under-declares a blob's size: the blob is never written past the size.
    const blob = await entry(w.store, 'bomb', 'x'.repeat(1_000_000));
    const r2 = await restoreFiles(w.root, manifest([{ ...blob, size: 10 }]), w.store);
    expect(r2.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^cannot restore "bomb": blob [0-9a-f]{12}… has 1000000 bytes, the snapshot says 10 \(corrupt\)$/,
      ),
    ]);
    await expect(fs.lstat(join(w.root, 'bomb'))).rejects.toThrow(/ENOENT/);
    // The blob itself was sound: it is still there.
    expect(await w.store.has(blob.sha256!)).toBe(true);
    await assertContained(w);
  });

  it('does not follow a symbolic link planted in the workspace as a parent directory', async () => {
    const w = await world();
    await fs.symlink('../outside', join(w.root, 'out'));
    await fs.mkdir(join(w.root, 'a'));
    await fs.symlink(w.outside, join(w.root, 'a', 'b'));
    const m = manifest([
      await entry(w.store, 'out/pwned.txt', 'pwned'),
      await entry(w.store, 'out/sentinel.txt', 'pwned'),
      await entry(w.store, 'a/b/c/d.txt', 'pwned'),
      await entry(w.store, 'fine.txt', 'fine'),
    ]);
    const r = await restoreFiles(w.root, m, w.store, { removeAddedUnderGlobs: ['**'] });
    expect(r.problems.map((p) => p.message)).toEqual([
      'refusing "a/b/c/d.txt": "a/b" is a symbolic link (not followed)',
      'refusing "out/pwned.txt": "out" is a symbolic link (not followed)',
      'refusing "out/sentinel.txt": "out" is a symbolic link (not followed)',
    ]);
    // The rest was restored; the planted links were neither followed nor removed.
    expect(r.written).toEqual(['fine.txt']);
    expect(await fs.readlink(join(w.root, 'out'))).toBe('../outside');
    await assertContained(w);
    // A rollback with removal does not follow them either.
    const rb = await rollbackFiles(w.root, undefined, manifest([]), w.store);
    expect(rb.problems).toEqual([]);
    await assertContained(w);
  });

  it('does not follow a link planted in a parent that the snapshot lists as a directory: it becomes one', async () => {
    const w = await world();
    await fs.symlink('../outside', join(w.root, 'out'));
    const m = manifest([
      { path: 'out', type: 'dir', mode: 0o755, size: 0 },
      await entry(w.store, 'out/sentinel.txt', 'mine'),
    ]);
    const r = await restoreFiles(w.root, m, w.store);
    expect(r.problems).toEqual([]);
    expect((await fs.lstat(join(w.root, 'out'))).isDirectory()).toBe(true);
    expect(await fs.readFile(join(w.root, 'out/sentinel.txt'), 'utf8')).toBe('mine');
    await assertContained(w);
  });

  it('checks a directory again before writing in it: one swapped for a link since is refused', async () => {
    const w = await world();
    const sr = await SafeRoot.open(w.root, true);
    for (const d of ['d', 'e']) await sr.writeFile(`${d}/a.txt`, [Buffer.from('a')], 0o644);
    // A turn of the event loop later (the writes of one turn share the check), both are links.
    await new Promise((r) => setImmediate(r));
    for (const d of ['d', 'e']) {
      await fs.rm(join(w.root, d), { recursive: true });
      await fs.symlink(w.outside, join(w.root, d));
    }
    const refused = (d: string) =>
      new RegExp(`^refusing "${d}/b.txt": its directory moved outside the root$`);
    // In memory (created in place) and streamed (a temp file, then a rename).
    await expect(sr.writeFile('d/b.txt', [Buffer.from('pwned')], 0o644)).rejects.toThrow(
      refused('d'),
    );
    const streamed = (async function* () {
      yield Buffer.from('pwned');
    })();
    await expect(sr.writeFile('e/b.txt', streamed, 0o644)).rejects.toThrow(refused('e'));
    // Checked from the root down again after a refusal: the link is seen as one.
    await expect(sr.writeFile('d/c.txt', [Buffer.from('pwned')], 0o644)).rejects.toThrow(
      'refusing "d/c.txt": "d" is a symbolic link (not followed)',
    );
    await assertContained(w);
  });

  it('replaces a link, a hard link or a FIFO planted at a file path instead of writing through it', async () => {
    const w = await world();
    await fs.symlink('../outside/sentinel.txt', join(w.root, 'via-link'));
    await fs.symlink(`${EVIL}/new`, join(w.root, 'dangling'));
    await fs.link(join(w.outside, 'sentinel.txt'), join(w.root, 'via-hardlink'));
    execFileSync('mkfifo', [join(w.root, 'fifo')]);
    const m = manifest([
      await entry(w.store, 'via-link', 'pwned 1'),
      await entry(w.store, 'dangling', 'pwned 2'),
      await entry(w.store, 'via-hardlink', 'pwned 3'),
      await entry(w.store, 'fifo', 'pwned 4'),
    ]);
    const r = await restoreFiles(w.root, m, w.store);
    expect(r.problems).toEqual([]);
    expect(r.diff.modified).toEqual(['dangling', 'fifo', 'via-hardlink', 'via-link']);
    for (const [p, n] of [
      ['via-link', 1],
      ['dangling', 2],
      ['via-hardlink', 3],
      ['fifo', 4],
    ] as const) {
      const st = await fs.lstat(join(w.root, p));
      expect(st.isFile() && st.nlink === 1).toBe(true);
      expect(await fs.readFile(join(w.root, p), 'utf8')).toBe(`pwned ${n}`);
    }
    await assertContained(w);
  });

  it('refuses a FIFO or a device planted as a parent directory', async () => {
    const w = await world();
    execFileSync('mkfifo', [join(w.root, 'pipe')]);
    execFileSync('mknod', [join(w.root, 'dev'), 'c', '1', '3']);
    const r = await restoreFiles(
      w.root,
      manifest([await entry(w.store, 'pipe/x', 'x'), await entry(w.store, 'dev/x', 'x')]),
      w.store,
    );
    expect(r.problems.map((p) => p.message)).toEqual([
      'refusing "dev/x": "dev" is a device, not a directory',
      'refusing "pipe/x": "pipe" is a FIFO, not a directory',
    ]);
    await assertContained(w);
  });

  it('never applies setuid, setgid or sticky bits, and refuses modes that are not modes', async () => {
    const w = await world();
    const e = await entry(w.store, 'suid', '#!/bin/sh\n', { mode: 0o4755 });
    const r = await restoreFiles(
      w.root,
      manifest([e, { path: 'd', type: 'dir', mode: 0o3777, size: 0 }]),
      w.store,
    );
    expect(r.problems).toEqual([]);
    expect((await fs.lstat(join(w.root, 'suid'))).mode & 0o7777).toBe(0o755);
    expect((await fs.lstat(join(w.root, 'd'))).mode & 0o7777).toBe(0o777);
    await refused(w, manifest([{ ...e, mode: 0o1000000 }]), /mode 262144 is not a permission mode/);
  });
});

describe('hostile packs', () => {
  async function goodPack(w: World): Promise<{ file: string; bytes: Buffer; shas: string[] }> {
    const src = new BlobStore(join(w.parent, 'outside-store', 'src'));
    const shas = [
      await src.putBytes('alpha'),
      await src.putBytes('beta'),
      await src.putBytes('gamma'),
    ];
    const file = join(w.parent, 'outside-store', 'good.pack');
    await packBlobs(src, shas, file);
    return { file, bytes: await fs.readFile(file), shas };
  }

  async function writePack(w: World, name: string, bytes: Buffer): Promise<string> {
    await fs.mkdir(join(w.parent, 'outside-store'), { recursive: true });
    const file = join(w.parent, 'outside-store', name);
    await fs.writeFile(file, bytes);
    return file;
  }

  /** A pack of the given blob bytes and index (an object, or raw index text). */
  function build(index: object | string, blobs: Buffer[]): Buffer {
    const i = Buffer.from(typeof index === 'string' ? index : JSON.stringify(index));
    const len = Buffer.alloc(4);
    len.writeUInt32BE(i.length);
    return Buffer.concat([Buffer.from('CISPACK2'), ...blobs, i, len, Buffer.from('CISPEND2')]);
  }

  const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

  it('adds a sound pack, named by the digest of its index; its blobs read back verified', async () => {
    const w = await world();
    const { file, bytes, shas } = await goodPack(w);
    const ilen = bytes.readUInt32BE(bytes.length - 12);
    const id = sha256(bytes.subarray(bytes.length - 12 - ilen, bytes.length - 12));
    const r = await unpackBlobs(file, w.store, { expectSha256: id });
    expect(r.sha256).toBe(id);
    expect(r.added.sort()).toEqual([...shas].sort());
    expect((await w.store.read(shas[1]!)).toString()).toBe('beta');
    // The pack, and its index as a record (opened in the pack's stead next time).
    expect((await fs.readdir(w.store.packsDir)).sort()).toEqual([`${id}.idx`, `${id}.pack`]);
  });

  it('refuses bad magic, truncation, padding, a lost trailer, an index listed under another id', async () => {
    const w = await world();
    const { bytes } = await goodPack(w);
    const alpha = bytes.indexOf(Buffer.from('alpha'));
    const cases: Array<[string, Buffer, RegExp]> = [
      [
        'magic',
        Buffer.concat([Buffer.from('NOTAPACK'), bytes.subarray(8)]),
        /not a ci-state pack \(bad magic\)/,
      ],
      ['cut short', bytes.subarray(0, bytes.length - 50), /its trailer is missing \(truncated\?\)/],
      [
        'cut inside',
        Buffer.concat([bytes.subarray(0, alpha), bytes.subarray(alpha + 2)]),
        /truncated or padded/,
      ],
      [
        'padded',
        Buffer.concat([bytes.subarray(0, alpha), Buffer.from('xx'), bytes.subarray(alpha)]),
        /truncated or padded/,
      ],
      ['appended', Buffer.concat([bytes, Buffer.from('x')]), /its trailer is missing/],
      ['tiny', bytes.subarray(0, 5), /it is only 5 bytes/],
    ];
    const long = Buffer.from(bytes);
    long.writeUInt32BE(bytes.length, bytes.length - 12);
    cases.push(['index too long', long, /longer than the pack/]);
    for (const [name, data, pattern] of cases) {
      const file = await writePack(w, `${name}.pack`, data);
      await expect(unpackBlobs(file, w.store), name).rejects.toThrow(pattern);
    }
    const file = await writePack(w, 'listed.pack', bytes);
    await expect(unpackBlobs(file, w.store, { expectSha256: '0'.repeat(64) })).rejects.toThrow(
      /refusing pack listed\.pack: its index hashes to [0-9a-f]{12}…, not the 000000000000… it is listed under/,
    );
    // Nothing entered the store.
    expect(await w.store.list()).toEqual([]);
    await assertContained(w);
  });

  it('a tampered blob is never handed out: its read fails as corrupt and the pack is set aside', async () => {
    const w = await world();
    const { bytes, shas, file: good } = await goodPack(w);
    const t = Buffer.from(bytes);
    t[t.indexOf(Buffer.from('alpha'))] = 'A'.charCodeAt(0);
    const file = await writePack(w, 'tampered.pack', t);
    // The index is intact, so the pack is added; its bytes are not trusted on its word.
    expect((await unpackBlobs(file, w.store)).added.length).toBe(3);
    const alphaSha = sha256('alpha');
    await expect(w.store.read(alphaSha)).rejects.toThrow(
      /blob [0-9a-f]{12}… is corrupt: its content hashes to/,
    );
    // The whole pack is set aside: none of its blobs is trusted any more, so a snapshot stores
    // them again; a sweep removes it.
    for (const sha of shas) expect(await w.store.has(sha)).toBe(false);
    expect(await w.store.has(sha256('Alpha'))).toBe(false);
    expect(await new BlobStore(w.store.dir).list()).toEqual([]);
    expect(await w.store.sweepTemp()).toBe(1);
    // A restore through it reports the file and writes nothing for it.
    const w2 = await world();
    await unpackBlobs(file, w2.store);
    const entry: FileEntry = {
      path: 'a.txt',
      type: 'file',
      mode: 0o644,
      size: 5,
      sha256: alphaSha,
    };
    const r = await restoreFiles(w2.root, manifest([entry]), w2.store);
    expect(r.problems.map((p) => p.path)).toEqual(['a.txt']);
    expect(r.problems[0]!.message).toMatch(/corrupt/);
    await expect(fs.lstat(join(w2.root, 'a.txt'))).rejects.toThrow(/ENOENT/);
    await assertContained(w2);
    // The sound pack (the same name: its index is the same) takes its place and restores it.
    await unpackBlobs(good, w2.store);
    const again = await restoreFiles(w2.root, manifest([entry]), w2.store);
    expect(again.problems).toEqual([]);
    expect(await fs.readFile(join(w2.root, 'a.txt'), 'utf8')).toBe('alpha');
  });

  it('refuses indexes that lie: counts, sizes, duplicates, unknown keys, not JSON', async () => {
    const w = await world();
    const data = Buffer.from('payload');
    const sha = sha256(data);
    const index = (blobs: Array<{ sha256: string; size: number }>, extra: object = {}) => ({
      format: 'ci-state-pack',
      version: 2,
      count: blobs.length,
      bytes: blobs.reduce((a, b) => a + b.size, 0),
      blobs,
      ...extra,
    });
    const cases: Array<[string, Buffer, RegExp]> = [
      [
        'count',
        build(index([{ sha256: sha, size: 7 }], { count: 2 }), [data]),
        /index says 2 blobs and lists 1/,
      ],
      [
        'bytes',
        build(index([{ sha256: sha, size: 7 }], { bytes: 1 }), [data]),
        /index says 1 bytes and lists 7/,
      ],
      [
        'dup',
        build(
          index([
            { sha256: sha, size: 7 },
            { sha256: sha, size: 7 },
          ]),
          [data, data],
        ),
        /listed twice/,
      ],
      [
        'size',
        build(index([{ sha256: sha, size: 9 }]), [data]),
        /its index implies .* \(truncated or padded\)/,
      ],
      [
        'extra key',
        build(index([{ sha256: sha, size: 7 }], { path: '../x' }), [data]),
        /index is not valid/,
      ],
      [
        'old version',
        build(index([{ sha256: sha, size: 7 }], { version: 1 }), [data]),
        /not valid/,
      ],
      ['not json', build('{"format":', [data]), /its index is not JSON/],
      ['proto', build('{"__proto__":{"polluted":1}}', []), /index is not valid/],
    ];
    for (const [name, bytes, pattern] of cases) {
      const file = await writePack(w, `${name}.pack`, bytes);
      await expect(unpackBlobs(file, w.store), name).rejects.toThrow(pattern);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await w.store.list()).toEqual([]);
    await assertContained(w);
  });

  it('refuses entry-count and size bombs from the index alone, before adding anything', async () => {
    const w = await world();
    const sha = (i: number) => sha256(String(i));
    const many = Array.from({ length: 11 }, (_, i) => ({ sha256: sha(i), size: 1 }));
    const countBomb = await writePack(
      w,
      'count.pack',
      build({ format: 'ci-state-pack', version: 2, count: 11, bytes: 11, blobs: many }, []),
    );
    await expect(unpackBlobs(countBomb, w.store, { limits: { maxEntries: 10 } })).rejects.toThrow(
      /refusing pack count\.pack: 11 blobs, over the cap of 10/,
    );
    const size = 20 * 1024 ** 3;
    const sizeBomb = await writePack(
      w,
      'size.pack',
      build(
        {
          format: 'ci-state-pack',
          version: 2,
          count: 1,
          bytes: size,
          blobs: [{ sha256: sha(1), size }],
        },
        [],
      ),
    );
    await expect(unpackBlobs(sizeBomb, w.store)).rejects.toThrow(
      new RegExp(`${size} bytes of blobs, over the cap of ${DEFAULT_LIMITS.maxBytes}`),
    );
    const tail = Buffer.alloc(20);
    Buffer.from('CISPACK2').copy(tail);
    tail.writeUInt32BE(0xffffffff, 8);
    Buffer.from('CISPEND2').copy(tail, 12);
    const indexBomb = await writePack(w, 'index.pack', tail);
    await expect(unpackBlobs(indexBomb, w.store)).rejects.toThrow(
      /its index is 4294967295 bytes, over the cap/,
    );
    expect(await w.store.list()).toEqual([]);
    await assertContained(w);
  });
});
