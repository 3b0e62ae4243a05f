import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BlobStore,
  collectFiles,
  HashCache,
  loadManifest,
  restoreFiles,
  writeSnapshot,
} from '../../src/snapshot/index.js';
import { manifestLocation } from '../../src/core/rollback.js';
import { manifestOf, random, readTree, tempDir, writeTree } from './helpers.js';

const binary = Buffer.concat([Buffer.from([0, 1, 2, 255, 0]), random(70_000)]);

async function sampleTree(root: string): Promise<void> {
  await writeTree(root, {
    'README.md': '# hello\n',
    'bin/run.sh': { file: '#!/bin/sh\necho run\n', mode: 0o755 },
    'conf/private.txt': { file: 'only me\n', mode: 0o600 },
    'empty.txt': '',
    'data/blob.bin': binary,
    'data/big.bin': random(3 * 1024 * 1024 + 17),
    'héllo/日本語 ファイル.txt': 'unicode\n',
    'emoji/🎉.txt': 'party\n',
    'dist/': { dir: true },
    'dist/empty-dir': { dir: true, mode: 0o750 },
    'dist/app.js': 'console.log(1)\n',
    'dist/latest.js': { link: 'app.js' },
    'links/to-data': { link: '../data' },
  });
}

async function setup() {
  const base = await tempDir();
  const root = join(base, 'ws');
  await fs.mkdir(root);
  await sampleTree(root);
  const store = BlobStore.forStore(join(base, 'store'));
  const collected = await collectFiles(root, ['**']);
  const snap = await writeSnapshot(store, collected, root);
  return { base, root, store, collected, snap };
}

describe('snapshot round trip', () => {
  it('restores a tree into an empty directory exactly (files, dirs, modes, empty, binary, unicode, links)', async () => {
    const { base, root, store, collected, snap } = await setup();
    expect(collected.refused).toEqual([]);
    expect(collected.excluded).toEqual([]);
    const types = Object.fromEntries(collected.files.map((f) => [f.path, f.type]));
    expect(types['dist/empty-dir']).toBe('dir');
    expect(types['dist/latest.js']).toBe('symlink');
    expect(types['héllo/日本語 ファイル.txt']).toBe('file');
    expect(collected.files.find((f) => f.path === 'bin/run.sh')?.mode).toBe(0o755);

    const target = join(base, 'restored');
    const manifest = await loadManifest(store, manifestLocation(snap.manifestSha));
    expect(manifest).toEqual(snap.manifest);
    const r = await restoreFiles(target, manifest, store);
    expect(r.problems).toEqual([]);
    expect(r.unchanged).toBe(0);
    expect(await readTree(target)).toEqual(await readTree(root));

    // A second restore finds nothing to do.
    const again = await restoreFiles(target, manifest, store);
    expect(again).toMatchObject({ written: [], deleted: [], problems: [] });
    expect(again.unchanged).toBe(manifest.files.length);
  });

  it('restores modified, deleted and type-changed entries and removes what was added under the globs', async () => {
    const { root, store, snap } = await setup();
    const before = await readTree(root);
    await fs.writeFile(join(root, 'README.md'), '# changed\n');
    await fs.rm(join(root, 'data/blob.bin'));
    await fs.rm(join(root, 'dist'), { recursive: true });
    await fs.chmod(join(root, 'bin/run.sh'), 0o644);
    await fs.writeFile(join(root, 'empty.txt'), 'no longer empty');
    await fs.mkdir(join(root, 'new/deep'), { recursive: true });
    await fs.writeFile(join(root, 'new/deep/file.txt'), 'added');
    await fs.writeFile(join(root, 'added.txt'), 'added');
    await fs.rm(join(root, 'links/to-data'));
    await fs.mkdir(join(root, 'links/to-data'));
    await fs.rm(join(root, 'conf/private.txt')); // a file became a directory with a file in it
    await fs.mkdir(join(root, 'conf/private.txt'));
    await fs.writeFile(join(root, 'conf/private.txt/inner'), 'x');
    await fs.writeFile(join(root, '.env'), 'SECRET=1'); // excluded by default: never removed

    const dry = await restoreFiles(root, snap.manifest, store, {
      dryRun: true,
      removeAddedUnderGlobs: snap.manifest.globs,
    });
    expect(dry.problems).toEqual([]);
    expect(dry.diff).toEqual({
      added: ['added.txt', 'conf/private.txt/inner', 'new', 'new/deep', 'new/deep/file.txt'],
      modified: ['README.md', 'bin/run.sh', 'conf/private.txt', 'empty.txt', 'links/to-data'],
      deleted: ['data/blob.bin', 'dist', 'dist/app.js', 'dist/empty-dir', 'dist/latest.js'],
    });
    expect(dry.written).toEqual([]);
    expect(await fs.readFile(join(root, 'README.md'), 'utf8')).toBe('# changed\n');

    const r = await restoreFiles(root, snap.manifest, store, {
      removeAddedUnderGlobs: snap.manifest.globs,
    });
    expect(r.problems).toEqual([]);
    expect(r.diff).toEqual(dry.diff);
    expect(r.deleted).toEqual([
      'added.txt',
      'conf/private.txt/inner',
      'new',
      'new/deep',
      'new/deep/file.txt',
    ]);
    const after = await readTree(root);
    expect(after['.env']).toMatch(/^file/);
    delete after['.env'];
    expect(after).toEqual(before);
  });

  it('without removal globs, keeps files added since', async () => {
    const { root, store, snap } = await setup();
    await fs.writeFile(join(root, 'added.txt'), 'added');
    const r = await restoreFiles(root, snap.manifest, store);
    expect(r.diff.added).toEqual([]);
    expect(await fs.readFile(join(root, 'added.txt'), 'utf8')).toBe('added');
  });

  it('reports a missing blob and a corrupt blob as problems naming the file, and writes neither', async () => {
    const { base, root, store: packed, snap } = await setup();
    const readme = snap.manifest.files.find((f) => f.path === 'README.md')!;
    const app = snap.manifest.files.find((f) => f.path === 'dist/app.js')!;
    // Loose copies of every blob but README's, in a store of their own.
    const store = new BlobStore(join(base, 'loose'));
    for (const sha of await packed.list())
      if (sha !== readme.sha256) await store.putBytes(await packed.read(sha));
    // Same size, different bytes: only hashing finds it.
    const appBlob = store.pathOf(app.sha256!);
    await fs.chmod(appBlob, 0o644);
    await fs.writeFile(appBlob, 'console.log(2)\n');

    const target = join(base, 'partial');
    const r = await restoreFiles(target, snap.manifest, store);
    expect(r.problems.map((p) => p.path)).toEqual(['README.md', 'dist/app.js']);
    expect(r.problems[0]!.message).toMatch(
      /cannot restore "README.md": blob [0-9a-f]{12}… is missing/,
    );
    expect(r.problems[1]!.message).toMatch(/cannot restore "dist\/app.js": blob .* is corrupt/);
    await expect(fs.lstat(join(target, 'README.md'))).rejects.toThrow(/ENOENT/);
    await expect(fs.lstat(join(target, 'dist/app.js'))).rejects.toThrow(/ENOENT/);
    // No temp file is left behind, and the rest was restored.
    expect((await fs.readdir(join(target, 'dist'))).sort()).toEqual(['empty-dir', 'latest.js']);
    expect(await fs.readFile(join(target, 'empty.txt'), 'utf8')).toBe('');
    // The corrupt blob was moved aside, so the next snapshot stores it again; a sweep clears it.
    expect(await store.has(app.sha256!)).toBe(false);
    expect(await store.sweepTemp()).toBe(1);
    const again = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    expect(again.newBlobs).toContain(app.sha256!);
    expect(again.newBlobs).toContain(readme.sha256!);
    const fixed = await restoreFiles(target, again.manifest, store);
    expect(fixed.problems).toEqual([]);
    expect(await readTree(target)).toEqual(await readTree(root));
  });

  it('a corrupt existing file with the same size is detected by its hash and rewritten', async () => {
    const { root, store, snap } = await setup();
    const p = join(root, 'data/big.bin');
    const fh = await fs.open(p, 'r+');
    await fh.write(Buffer.from([42]), 0, 1, 1_000_000);
    await fh.close();
    const r = await restoreFiles(root, snap.manifest, store);
    expect(r.written).toEqual(['data/big.bin']);
    expect(r.diff.modified).toEqual(['data/big.bin']);
  });

  it('gives each file its permission bits whatever the umask, and records the file as written', async () => {
    const base = await tempDir();
    const store = BlobStore.forStore(join(base, 'store'));
    const content = 'content\n';
    const sha256 = await store.putBytes(content);
    const umask = process.umask();
    let n = 0;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 0o7777 }),
          fc.constantFrom(0o022, 0o077, 0o002, 0o000, 0o777),
          // Nothing at the path (created in place), or another file there (temp file and rename).
          fc.boolean(),
          async (mode, mask, present) => {
            const root = join(base, `ws${n++}`);
            await writeTree(root, present ? { 'd/f.txt': 'old\n' } : { 'd/': { dir: true } });
            process.umask(mask);
            const cacheFile = join(root, 'hash-cache.bin');
            const cache = await HashCache.load(cacheFile);
            const files = [{ path: 'd/f.txt', type: 'file' as const, mode, size: 8, sha256 }];
            const r = await restoreFiles(root, manifestOf(files), store, {
              hashCache: cache,
            });
            process.umask(umask);
            expect(r.problems).toEqual([]);
            const abs = join(root, 'd/f.txt');
            const st = await fs.lstat(abs, { bigint: true });
            expect(Number(st.mode & 0o7777n)).toBe(mode & 0o777);
            expect(await fs.readFile(abs, 'utf8')).toBe(content);
            // The stats recorded are the file's: the next snapshot takes its digest from the cache.
            await cache.save(true);
            const again = await HashCache.load(cacheFile);
            expect(again.lookup(abs, st, false)?.sha256).toBe(sha256);
          },
        ),
        { numRuns: 60 },
      );
    } finally {
      process.umask(umask);
    }
  });

  it('a dry run into a directory that does not exist lists everything as deleted and creates nothing', async () => {
    const { base, store, snap } = await setup();
    const target = join(base, 'nowhere');
    const r = await restoreFiles(target, snap.manifest, store, { dryRun: true });
    expect(r.problems).toEqual([]);
    expect(r.diff.deleted).toHaveLength(snap.manifest.files.length);
    await expect(fs.lstat(target)).rejects.toThrow(/ENOENT/);
  });
});
