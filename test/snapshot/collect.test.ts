import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BlobStore,
  collectFiles,
  HashCache,
  restoreFiles,
  writeSnapshot,
} from '../../src/snapshot/index.js';
import { tempDir, writeTree } from './helpers.js';

const GH_TOKEN = `ghp_${'A1b2C3d4E5'.repeat(4)}`;

/** The rows of a hash-cache file, read by the format hash-cache.ts describes. */
async function cacheRows(
  file: string,
): Promise<{ path: string; sha256: string; tokens: number }[]> {
  const buf = await fs.readFile(file);
  expect(buf.subarray(0, 8).toString('latin1')).toBe('CISHASH3');
  const count = buf.readUInt32LE(8);
  const pathBytes = buf.readUInt32LE(12);
  const paths = buf.toString('utf8', 16, 16 + pathBytes).split('\0');
  expect(paths).toHaveLength(count);
  expect(buf.length).toBe(16 + pathBytes + count * 76);
  return paths.map((path, i) => {
    const at = 16 + pathBytes + i * 76;
    return {
      path,
      sha256: buf.toString('hex', at + 40, at + 72),
      tokens: buf.readInt32LE(at + 72),
    };
  });
}

async function cachedPaths(file: string): Promise<string[]> {
  return (await cacheRows(file)).map((r) => r.path);
}

describe('collectFiles', () => {
  it('excludes .git/, .env*, keys and credential files by default, and says why', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'src/index.ts': 'export {};\n',
      '.git/config': '[core]\n',
      '.git/objects/ab/cdef': 'x',
      '.env': 'A=1\n',
      '.env.local': 'A=2\n',
      'deploy/server.pem': 'pem\n',
      'deploy/tls.key': 'key\n',
      'home/.ssh/id_ed25519': 'k\n',
      'id_rsa.pub': 'ssh-rsa AAAA\n',
      '.npmrc': '//registry/:_authToken=x\n',
      '.netrc': 'machine x\n',
      'config/credentials.json': '{}\n',
      '.aws/credentials': '[default]\n',
      'certs/store.p12': 'p12',
      'sub/.pypirc': '[pypi]\n',
      '.ci-state/state.json': '{}',
    });
    const r = await collectFiles(root, ['**']);
    expect(r.files.map((f) => f.path)).toEqual([
      'certs',
      'config',
      'deploy',
      'home',
      'src',
      'src/index.ts',
      'sub',
    ]);
    expect(r.excluded.map((e) => e.path).sort()).toEqual(
      [
        '.aws/',
        '.ci-state/',
        '.env',
        '.env.local',
        '.git/',
        '.netrc',
        '.npmrc',
        'certs/store.p12',
        'config/credentials.json',
        'deploy/server.pem',
        'deploy/tls.key',
        'home/.ssh/',
        'id_rsa.pub',
        'sub/.pypirc',
      ].sort(),
    );
    expect(r.excluded.find((e) => e.path === '.env')?.why).toBe(
      'excluded by default: environment file (.env*)',
    );
    expect(r.excluded.find((e) => e.path === '.git/')?.why).toBe(
      'excluded by default: inside .git/',
    );
    expect(r.refused).toEqual([]);
  });

  it('refuses text files holding token-shaped strings unless allowed, and keeps ordinary code', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'out/leak.txt': `debug: ${GH_TOKEN}\n`,
      'out/key.txt':
        '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn\n-----END OPENSSH PRIVATE KEY-----\n',
      'out/url.txt': 'DATABASE_URL=postgres://app:hunter2@db:5432/app\n',
      'out/aws.txt': 'AKIAABCDEFGHIJKLMNOP\n',
      // Code that a log redactor would flag, but that holds no token.
      'out/code.js': 'const token = req.headers.authorization;\nconst password = input.value;\n',
      'out/binary.bin': Buffer.concat([Buffer.from([0, 0, 0]), Buffer.from(GH_TOKEN)]),
      'out/test.pem': 'fixture\n',
    });
    const r = await collectFiles(root, ['out/**']);
    expect(r.refused.map((x) => x.path)).toEqual([
      'out/aws.txt',
      'out/key.txt',
      'out/leak.txt',
      'out/url.txt',
    ]);
    expect(r.refused.find((x) => x.path === 'out/leak.txt')?.why).toBe(
      'holds 1 token-shaped string; allow it explicitly to snapshot it',
    );
    expect(r.files.map((f) => f.path)).toEqual(['out', 'out/binary.bin', 'out/code.js']);

    const allowed = await collectFiles(root, ['out/**'], {
      allowSecrets: ['out/leak.txt', '**/*.pem'],
    });
    expect(allowed.files.map((f) => f.path)).toEqual([
      'out',
      'out/binary.bin',
      'out/code.js',
      'out/leak.txt',
      'out/test.pem',
    ]);
    expect(allowed.refused.map((x) => x.path)).toEqual([
      'out/aws.txt',
      'out/key.txt',
      'out/url.txt',
    ]);
  });

  it('finds a token past the first 16 MiB of a large text file', async () => {
    const root = await tempDir();
    const filler = Buffer.alloc(17 * 1024 * 1024 + 123, 'a\n');
    await fs.writeFile(
      join(root, 'big.log'),
      Buffer.concat([filler, Buffer.from(`x ${GH_TOKEN}\n`)]),
    );
    const r = await collectFiles(root, ['*']);
    expect(r.refused.map((x) => x.path)).toEqual(['big.log']);
  });

  it('records links without following them, refuses links leaving the root, excludes FIFOs and devices', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await writeTree(base, { 'outside/secret.txt': 'outside\n' });
    await writeTree(root, {
      'a/file.txt': 'in\n',
      'a/inside': { link: 'file.txt' },
      'a/up': { link: '../a/file.txt' },
      'a/out': { link: '../../outside' },
      'a/abs': { link: '/etc/passwd' },
      dirlink: { link: '../outside' },
    });
    execFileSync('mkfifo', [join(root, 'a/pipe')]);
    execFileSync('mknod', [join(root, 'a/null'), 'c', '1', '3']);
    const r = await collectFiles(root, ['**']);
    expect(r.files.map((f) => `${f.path} ${f.type}`)).toEqual([
      'a dir',
      'a/file.txt file',
      'a/inside symlink',
      'a/up symlink',
    ]);
    expect(r.refused).toEqual([
      {
        path: 'a/abs',
        why: 'symbolic link refused: the link points to an absolute path (/etc/passwd)',
      },
      {
        path: 'a/out',
        why: 'symbolic link refused: the link points outside the root (../../outside)',
      },
      {
        path: 'dirlink',
        why: 'symbolic link refused: the link points outside the root (../outside)',
      },
    ]);
    expect(r.excluded).toEqual([
      { path: 'a/null', why: 'a device, not a file, directory or link' },
      { path: 'a/pipe', why: 'a FIFO, not a file, directory or link' },
    ]);
    // Nothing from outside was read through the link to a directory.
    expect(r.files.some((f) => f.path.includes('secret'))).toBe(false);
  });

  it('applies user exclusions, refuses globs leaving the root and names colliding in case', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'dist/app.js': '1',
      'dist/cache/x': '2',
      'dist/README': '3',
      'dist/readme': '4',
    });
    const r = await collectFiles(root, ['dist/**'], { exclude: ['dist/cache/**'] });
    expect(r.files.map((f) => f.path)).toEqual(['dist', 'dist/README', 'dist/app.js']);
    expect(r.refused).toEqual([
      { path: 'dist/readme', why: 'collides with "dist/README" on a case-insensitive file system' },
    ]);
    await expect(collectFiles(root, ['../**'])).rejects.toThrow('glob "../**" contains ".."');
    await expect(collectFiles(root, ['/etc/*'])).rejects.toThrow('glob "/etc/*" is absolute');
  });

  it('refuses a name colliding in case with a directory met earlier, however deep', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'Out/a/x': '1',
      'Out/a/y': '2',
      'Out/b': '3',
      'out/a/z': '4',
      'Out/A/w': '5',
      'lib/.GIT/config': '[core]\n',
    });
    const r = await collectFiles(root, ['**']);
    // In byte order, the first of two colliding names is taken.
    expect(r.files.map((f) => f.path)).toEqual(['Out', 'Out/A', 'Out/A/w', 'Out/b', 'lib']);
    expect(r.refused.map((x) => [x.path, x.why])).toEqual([
      ['Out/a', 'collides with "Out/A" on a case-insensitive file system'],
      ['Out/a/x', 'collides with "Out/A" on a case-insensitive file system'],
      ['Out/a/y', 'collides with "Out/A" on a case-insensitive file system'],
      ['out', 'collides with "Out" on a case-insensitive file system'],
      ['out/a', 'collides with "Out" on a case-insensitive file system'],
      ['out/a/z', 'collides with "Out" on a case-insensitive file system'],
    ]);
    // Not walked into (its content is not even listed), and named once, in any case.
    expect(r.excluded).toEqual([{ path: 'lib/.GIT/', why: 'excluded by default: inside .GIT/' }]);
  });

  it('refuses a snapshot over the entry or byte caps', async () => {
    const root = await tempDir();
    for (let i = 0; i < 12; i++) await fs.writeFile(join(root, `f${i}`), 'x'.repeat(100));
    await expect(collectFiles(root, ['*'], { limits: { maxEntries: 10 } })).rejects.toThrow(
      'snapshot of 12 entries is over the cap of 10: narrow the globs',
    );
    await expect(collectFiles(root, ['*'], { limits: { maxBytes: 1000 } })).rejects.toThrow(
      'snapshot of 1200 bytes is over the cap of 1000: narrow the globs',
    );
  });

  it('fails writeSnapshot when a file changed after it was collected', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await writeTree(root, { 'a.txt': 'one' });
    const c = await collectFiles(root, ['*']);
    await fs.writeFile(join(root, 'a.txt'), 'two');
    await expect(writeSnapshot(BlobStore.forStore(join(base, 's')), c, root)).rejects.toThrow(
      /cannot snapshot a.txt: content hashes to .* \(changed while it was read\?\)/,
    );
  });

  it('reuses digests from the hash cache for files unchanged since, and hashes changed ones', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    const cacheFile = join(base, 'store', 'checkpoints', 'hash-cache.bin');
    await writeTree(root, {
      'a.txt': 'alpha\n',
      'b.txt': 'bravo\n',
      'c.txt': `token ${GH_TOKEN}\n`,
    });
    // A file changed in the same tick of the file system's clock as the collection starts is not
    // cached; Linux ticks are at most 10 ms.
    await new Promise((r) => setTimeout(r, 30));
    const first = await collectFiles(root, ['*'], { hashCache: cacheFile });
    expect(first.stats).toEqual({
      hashed: 3,
      hashedBytes: 12 + `token ${GH_TOKEN}\n`.length,
      fromCache: 0,
    });
    await fs.writeFile(join(root, 'b.txt'), 'BRAVO\n'); // same size, new content
    const second = await collectFiles(root, ['*'], { hashCache: cacheFile });
    expect(second.stats).toMatchObject({ hashed: 1, fromCache: 2 });
    expect(second.files.find((f) => f.path === 'b.txt')?.sha256).not.toBe(
      first.files.find((f) => f.path === 'b.txt')?.sha256,
    );
    // The token scan's verdict is cached with the digest.
    expect(second.refused.map((r) => r.path)).toEqual(['c.txt']);
    expect(second.files).toEqual((await collectFiles(root, ['*'])).files);
    // A damaged cache is ignored.
    await fs.writeFile(cacheFile, '{"version":1,"entries":{"x":{"k":1}}');
    expect((await collectFiles(root, ['*'], { hashCache: cacheFile })).stats.fromCache).toBe(0);
  });

  it('keeps the hash cache as binary rows, and ignores a damaged cache file', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    const cacheFile = join(base, 'store', 'checkpoints', 'hash-cache.bin');
    const tree: Record<string, string> = { 'c.txt': `token ${GH_TOKEN}\n` };
    for (let i = 0; i < 20; i++) tree[`d/é${i}.txt`] = `file ${i}\n`;
    await writeTree(root, tree);
    await new Promise((r) => setTimeout(r, 30));
    const first = await collectFiles(root, ['**'], {
      hashCache: cacheFile,
      allowSecrets: ['c.txt'],
    });
    const rows = await cacheRows(cacheFile);
    // Every file, with its digest; the allowed file was hashed without a scan (-1).
    expect(rows.map((r) => [r.path, r.sha256]).sort()).toEqual(
      first.files
        .filter((f) => f.type === 'file')
        .map((f) => [join(root, f.path), f.sha256])
        .sort(),
    );
    expect(rows.find((r) => r.path === join(root, 'c.txt'))?.tokens).toBe(-1);
    expect(rows.filter((r) => r.tokens === 0)).toHaveLength(20);
    // A file cut short or with bytes after its end is not used at all; a record whose token count
    // is out of range is not used, and the others are.
    const buf = await fs.readFile(cacheFile);
    const badRecord = Buffer.from(buf);
    badRecord.writeInt32LE(-2, badRecord.length - 4);
    for (const [damaged, fromCache] of [
      [buf.subarray(0, buf.length - 1), 0],
      [Buffer.concat([buf, Buffer.alloc(1)]), 0],
      [badRecord, 20],
    ] as const) {
      await fs.writeFile(cacheFile, damaged);
      const again = await collectFiles(root, ['**'], {
        hashCache: cacheFile,
        allowSecrets: ['c.txt'],
      });
      expect(again.stats).toMatchObject({ fromCache, hashed: 21 - fromCache });
      expect(again.files).toEqual(first.files);
    }
    // A scan is asked for now: the digest taken without one is not reused for c.txt.
    const scanned = await collectFiles(root, ['**'], { hashCache: cacheFile });
    expect(scanned.stats).toMatchObject({ fromCache: 20, hashed: 1 });
    expect(scanned.refused.map((r) => r.path)).toEqual(['c.txt']);
  });

  it('hashes a file whose times lie past what 64 bits of nanoseconds hold, and does not cache it', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    const cacheFile = join(base, 'store', 'checkpoints', 'hash-cache.bin');
    await writeTree(root, { 'far.txt': 'far\n', 'near.txt': 'near\n' });
    // The year 2400: past 2262, where signed 64-bit nanoseconds end.
    const far = new Date(Date.UTC(2400, 0, 1));
    await fs.utimes(join(root, 'far.txt'), far, far);
    const st = await fs.stat(join(root, 'far.txt'), { bigint: true });
    expect(st.mtimeNs > 2n ** 63n).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    await collectFiles(root, ['*'], { hashCache: cacheFile });
    const again = await collectFiles(root, ['*'], { hashCache: cacheFile });
    expect(again.stats).toMatchObject({ hashed: 1, fromCache: 1 });
    expect(await cachedPaths(cacheFile)).toEqual([join(root, 'near.txt')]);
    expect(again.files.map((f) => f.path)).toEqual(['far.txt', 'near.txt']);
  });

  it('does not cache a file whose times are not before the collection started', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    const cacheFile = join(base, 'store', 'checkpoints', 'hash-cache.bin');
    await writeTree(root, { 'old.txt': 'old\n', 'new.txt': 'new\n' });
    await new Promise((r) => setTimeout(r, 30));
    // As if new.txt were written in the collection's clock tick (or later): its times prove nothing.
    const soon = new Date(Date.now() + 60_000);
    await fs.utimes(join(root, 'new.txt'), soon, soon);
    await collectFiles(root, ['*'], { hashCache: cacheFile });
    const again = await collectFiles(root, ['*'], { hashCache: cacheFile });
    expect(again.stats).toMatchObject({ hashed: 1, fromCache: 1 });
  });

  it('records restored files, with their token scan, so the next collection reads only what changed', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    const cacheFile = join(base, 'store', 'checkpoints', 'hash-cache.bin');
    // Over 256 KiB: restored as a stream, not in one piece; the token is in its last chunk.
    const big = `${'x'.repeat(99)}\n`.repeat(6_000) + `token ${GH_TOKEN}\n`;
    await writeTree(root, {
      'a.txt': 'alpha\n',
      'b.txt': 'bravo\n',
      'sub/c.txt': `token ${GH_TOKEN}\n`,
      'sub/big.txt': big,
    });
    const store = BlobStore.forStore(join(base, 'store'));
    const collected = await collectFiles(root, ['**'], { allowSecrets: ['sub/*'] });
    expect(collected.refused).toEqual([]);
    const snap = await writeSnapshot(store, collected, root);
    await fs.rm(root, { recursive: true });

    const cache = await HashCache.load(cacheFile);
    const r = await restoreFiles(root, snap.manifest, store, { hashCache: cache });
    expect(r.problems).toEqual([]);
    await cache.save(true);
    await fs.writeFile(join(root, 'b.txt'), 'BRAVO\n'); // same size, right after the restore

    const next = await collectFiles(root, ['**'], { hashCache: cacheFile });
    expect(next.stats).toMatchObject({ hashed: 1, fromCache: 3 });
    expect(next.files).toEqual((await collectFiles(root, ['**'])).files);
    // The digests came from the cache, and so did the token scan's verdict: without the
    // allowance both token files are refused, as a fresh collection refuses them.
    expect(next.refused.map((f) => f.path).sort()).toEqual(['sub/big.txt', 'sub/c.txt']);
  });

  it("keeps other checkpoints' entries, and drops those of files gone from under its globs", async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    const cacheFile = join(base, 'store', 'checkpoints', 'hash-cache.bin');
    await writeTree(root, {
      'dist/a.js': 'a\n',
      'dist/b.js': 'b\n',
      'gen/c.ts': 'c\n',
      'gen/d.ts': 'd\n',
    });
    await new Promise((r) => setTimeout(r, 30));
    await collectFiles(root, ['dist/**'], { hashCache: cacheFile });
    await collectFiles(root, ['gen/**'], { hashCache: cacheFile });
    await fs.rm(join(root, 'dist', 'b.js'));
    // dist's entries survived the collection of gen/**, and the other way round.
    expect((await collectFiles(root, ['dist/**'], { hashCache: cacheFile })).stats).toMatchObject({
      hashed: 0,
      fromCache: 1,
    });
    expect((await collectFiles(root, ['gen/**'], { hashCache: cacheFile })).stats).toMatchObject({
      hashed: 0,
      fromCache: 2,
    });
    expect((await cachedPaths(cacheFile)).sort()).toEqual(
      ['dist/a.js', 'gen/c.ts', 'gen/d.ts'].map((p) => join(root, p)),
    );
  });
});
