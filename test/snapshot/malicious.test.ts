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
import { readTree, tempDir, writeTree } from './helpers.js';

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

function manifest(files: FileEntry[], extra: Partial<SnapshotManifest> = {}): SnapshotManifest {
  return {
    format: 'ci-state-snapshot',
    version: 1,
    globs: ['**'],
    exclude: [],
    files,
    skipped: [],
    ...extra,
  };
}

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

  function repack(header: object, frames: Buffer[]): Buffer {
    const h = Buffer.from(JSON.stringify(header));
    const len = Buffer.alloc(4);
    len.writeUInt32BE(h.length);
    const body = Buffer.concat([Buffer.from('CISPACK1'), len, h, ...frames]);
    const digest = createHash('sha256').update(body).digest();
    return Buffer.concat([body, Buffer.from('CISPEND1'), digest]);
  }

  function frame(sha: string, data: Buffer, declared = data.length): Buffer {
    const f = Buffer.alloc(40);
    Buffer.from(sha, 'hex').copy(f);
    f.writeBigUInt64BE(BigInt(declared), 32);
    return Buffer.concat([f, data]);
  }

  it('unpacks a sound pack', async () => {
    const w = await world();
    const { file, shas } = await goodPack(w);
    const r = await unpackBlobs(file, w.store);
    expect(r.added.sort()).toEqual([...shas].sort());
  });

  it('refuses bad magic, truncation, padding, a tampered blob, a tampered trailer', async () => {
    const w = await world();
    const { bytes } = await goodPack(w);
    const cases: Array<[string, Buffer, RegExp]> = [
      [
        'magic',
        Buffer.concat([Buffer.from('NOTAPACK'), bytes.subarray(8)]),
        /not a ci-state pack \(bad magic\)/,
      ],
      ['truncated', bytes.subarray(0, bytes.length - 50), /truncated or padded/],
      ['padded', Buffer.concat([bytes, Buffer.from('x')]), /truncated or padded/],
      ['tiny', bytes.subarray(0, 5), /it ends inside the header/],
      [
        'trailer',
        Buffer.concat([
          bytes.subarray(0, bytes.length - 1),
          Buffer.from([bytes[bytes.length - 1]! ^ 1]),
        ]),
        /its digest does not match its content/,
      ],
    ];
    const blobStart = bytes.indexOf(Buffer.from('alpha'));
    if (blobStart > 0) {
      const t = Buffer.from(bytes);
      t[blobStart] = 'A'.charCodeAt(0);
      cases.push(['blob', t, /blob [0-9a-f]{12}… does not match its sha256/]);
    }
    for (const [name, data, pattern] of cases) {
      const file = await writePack(w, `${name}.pack`, data);
      await expect(unpackBlobs(file, w.store), name).rejects.toThrow(pattern);
    }
    // Nothing that failed verification entered the store.
    for (const sha of await w.store.list()) {
      expect(
        createHash('sha256')
          .update(await fs.readFile(w.store.pathOf(sha)))
          .digest('hex'),
      ).toBe(sha);
    }
    expect(await w.store.has(createHash('sha256').update('Alpha').digest('hex'))).toBe(false);
    await assertContained(w);
  });

  it('refuses headers that lie: counts, sizes, duplicates, frames that do not match', async () => {
    const w = await world();
    const data = Buffer.from('payload');
    const sha = createHash('sha256').update(data).digest('hex');
    const other = createHash('sha256').update('other').digest('hex');
    const head = (blobs: Array<{ sha256: string; size: number }>, extra: object = {}) => ({
      format: 'ci-state-pack',
      version: 1,
      count: blobs.length,
      bytes: blobs.reduce((a, b) => a + b.size, 0),
      blobs,
      ...extra,
    });
    const cases: Array<[string, Buffer, RegExp]> = [
      [
        'count',
        repack(head([{ sha256: sha, size: 7 }], { count: 2 }), [frame(sha, data)]),
        /header says 2 blobs and lists 1/,
      ],
      [
        'bytes',
        repack(head([{ sha256: sha, size: 7 }], { bytes: 1 }), [frame(sha, data)]),
        /header says 1 bytes and lists 7/,
      ],
      [
        'dup',
        repack(
          head([
            { sha256: sha, size: 7 },
            { sha256: sha, size: 7 },
          ]),
          [frame(sha, data), frame(sha, data)],
        ),
        /listed twice/,
      ],
      [
        'frame',
        repack(head([{ sha256: sha, size: 7 }]), [frame(other, data)]),
        /frame for .* does not match its header line/,
      ],
      [
        'extra key',
        repack(head([{ sha256: sha, size: 7 }], { path: '../x' }), [frame(sha, data)]),
        /header is not valid/,
      ],
      [
        'wrong sha',
        repack(head([{ sha256: other, size: 7 }]), [frame(other, data)]),
        /does not match its sha256/,
      ],
    ];
    for (const [name, bytes, pattern] of cases) {
      const file = await writePack(w, `${name}.pack`, bytes);
      await expect(unpackBlobs(file, w.store), name).rejects.toThrow(pattern);
    }
    expect(await w.store.has(other)).toBe(false);
    await assertContained(w);
  });

  it('refuses entry-count and size bombs from the header alone, before writing a blob', async () => {
    const w = await world();
    const sha = (i: number) => createHash('sha256').update(String(i)).digest('hex');
    const many = Array.from({ length: 11 }, (_, i) => ({ sha256: sha(i), size: 1 }));
    const countBomb = await writePack(
      w,
      'count.pack',
      repack({ format: 'ci-state-pack', version: 1, count: 11, bytes: 11, blobs: many }, []),
    );
    await expect(unpackBlobs(countBomb, w.store, { limits: { maxEntries: 10 } })).rejects.toThrow(
      /refusing pack .*count\.pack: 11 blobs, over the cap of 10/,
    );
    const size = 20 * 1024 ** 3;
    const sizeBomb = await writePack(
      w,
      'size.pack',
      repack(
        {
          format: 'ci-state-pack',
          version: 1,
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
    const hbuf = Buffer.alloc(12);
    Buffer.from('CISPACK1').copy(hbuf);
    hbuf.writeUInt32BE(0xffffffff, 8);
    const headerBomb = await writePack(w, 'header.pack', hbuf);
    await expect(unpackBlobs(headerBomb, w.store)).rejects.toThrow(
      /its header is 4294967295 bytes, over the cap/,
    );
    expect(await w.store.list()).toEqual([]);
    await assertContained(w);
  });
});
