import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BlobStore,
  collectFiles,
  loadManifest,
  noteManifestBlobs,
  packBlobs,
  referencedBlobs,
  restoreFiles,
  snapshotFiles,
  unpackBlobs,
  writeSnapshot,
} from '../../src/snapshot/index.js';
import { packIndexRecord } from '../../src/snapshot/pack-index-record.js';
import { random, readTree, tempDir } from './helpers.js';

describe('dedupe across snapshots', () => {
  it('after changing 1 of 100 files, the next snapshot stores one new file blob', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    for (let i = 0; i < 100; i++) {
      await fs.mkdir(join(root, `dir${i % 10}`), { recursive: true });
      await fs.writeFile(join(root, `dir${i % 10}`, `f${i}.bin`), random(8_000 + i * 100));
    }
    const store = BlobStore.forStore(join(base, 'store'));
    const first = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    // 100 file blobs and the manifest.
    expect(first.newBlobs).toHaveLength(101);

    await fs.writeFile(join(root, 'dir3', 'f33.bin'), random(11_300));
    const second = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    const changed = second.manifest.files.find((f) => f.path === 'dir3/f33.bin')!;
    expect(second.newBlobs.sort()).toEqual([changed.sha256!, second.manifestSha].sort());
    const fileBytes = second.newBytes - (await store.sizeOf(second.manifestSha))!;
    expect(fileBytes).toBe(11_300);
    const ratio = second.newBytes / second.totalBytes;
    console.log(
      `dedupe: second snapshot stored ${second.newBytes} of ${second.totalBytes} bytes ` +
        `(${(ratio * 100).toFixed(2)}% with its manifest, ` +
        `${((fileBytes / second.totalBytes) * 100).toFixed(2)}% of file content), ` +
        `${second.newBlobs.length} new blobs`,
    );
    expect(ratio).toBeLessThan(0.02);

    // The same content again (another run sharing the store) stores nothing new but the manifest.
    const third = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    expect(third.newBlobs).toEqual([]);
    expect(third.manifestSha).toBe(second.manifestSha);
  });

  it('a snapshot finds blobs stored loose or in a pack written by another store object', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(root);
    const [a, b, c] = [random(3000), random(70_000), random(500)];
    const [shaA, shaB, shaC] = [a, b, c].map((d) => createHash('sha256').update(d).digest('hex'));
    await fs.writeFile(join(root, 'a.bin'), a);
    await fs.writeFile(join(root, 'b.bin'), b);
    await fs.writeFile(join(root, 'c.bin'), c);
    for (const how of ['collect-and-write', 'snapshotFiles']) {
      const dir = join(base, `store-${how}`);
      const store = BlobStore.forStore(dir);
      // a.bin's content loose (as an external capture stores its output), b.bin's in a pack that
      // another process's store object wrote, and a directory planted where c.bin's loose blob
      // would be.
      expect(await store.putBytes(a)).toBe(shaA);
      const pack = await BlobStore.forStore(dir).newPack();
      await pack.writer.appendHashed(b, shaB!);
      await pack.commit();
      await fs.mkdir(store.pathOf(shaC!), { recursive: true });
      const present = await store.presence();
      expect([present(shaA!), present(shaB!), present(shaC!)]).toEqual([true, true, false]);

      const snap =
        how === 'snapshotFiles'
          ? (await snapshotFiles(store, root, ['*.bin'])).written
          : await writeSnapshot(store, await collectFiles(root, ['*.bin']), root);
      // Only c.bin's content and the manifest are new, and every file restores.
      expect(snap.newBlobs).toEqual([shaC, snap.manifestSha].sort());
      await fs.rm(store.pathOf(shaC!), { recursive: true });
      const out = join(base, `out-${how}`);
      const r = await restoreFiles(out, snap.manifest, BlobStore.forStore(dir));
      expect(r.problems).toEqual([]);
      expect(await readTree(out)).toEqual(await readTree(root));
    }
  });

  it('identical files share one blob', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(root);
    const same = random(5000);
    for (let i = 0; i < 5; i++) await fs.writeFile(join(root, `copy${i}`), same);
    const store = BlobStore.forStore(join(base, 'store'));
    const snap = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    expect(snap.newBlobs).toHaveLength(2);
    expect(snap.totalBytes).toBe(5000);
  });
});

describe('packs', () => {
  it('carry only the new blobs, and unpack verified into another store', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(join(root, 'out'), { recursive: true });
    for (let i = 0; i < 20; i++) await fs.writeFile(join(root, 'out', `${i}.txt`), `file ${i}\n`);
    const store = BlobStore.forStore(join(base, 'store'));
    const first = await writeSnapshot(store, await collectFiles(root, ['out/**']), root);
    await fs.writeFile(join(root, 'out', '7.txt'), 'changed\n');
    const second = await writeSnapshot(store, await collectFiles(root, ['out/**']), root);

    // The runner of run 1 ships pack 1; the re-run ships pack 2 with what changed only.
    const pack1 = join(base, 'pack1');
    const pack2 = join(base, 'pack2');
    expect((await packBlobs(store, first.newBlobs, pack1)).count).toBe(21);
    const p2 = await packBlobs(store, second.newBlobs, pack2);
    expect(p2.count).toBe(2);

    const other = BlobStore.forStore(join(base, 'store2'));
    const u1 = await unpackBlobs(pack1, other);
    expect(u1.added.sort()).toEqual([...first.newBlobs].sort());
    const u2 = await unpackBlobs(pack2, other);
    expect(u2.added.sort()).toEqual([...second.newBlobs].sort());
    // Unpacking again adds nothing.
    expect((await unpackBlobs(pack2, other)).added).toEqual([]);

    const target = join(base, 'restored');
    const r = await restoreFiles(target, second.manifest, other);
    expect(r.problems).toEqual([]);
    expect(await readTree(target)).toEqual(await readTree(root));
  });

  it('take content hashed in memory as it is, and still verify it when it is read', async () => {
    const base = await tempDir();
    const store = BlobStore.forStore(join(base, 'store'));
    const good = random(70_000);
    const goodSha = createHash('sha256').update(good).digest('hex');
    const bad = random(5_000);
    const claimed = createHash('sha256').update('something else').digest('hex');
    const pack = await store.newPack();
    await pack.writer.appendHashed(good, goodSha);
    await expect(pack.writer.appendHashed(good, goodSha)).rejects.toThrow(/appended twice/);
    // A digest that does not match its bytes is written as told...
    await pack.writer.appendHashed(bad, claimed);
    const index = await pack.commit();
    expect(index!.blobs.map((b) => b.sha256)).toEqual([goodSha, claimed]);
    const read = async (sha: string) => {
      const parts: Buffer[] = [];
      for await (const c of store.get(sha)) parts.push(c);
      return Buffer.concat(parts);
    };
    expect((await read(goodSha)).equals(good)).toBe(true);
    // ...and never served: the read checks the bytes against the digest.
    await expect(read(claimed)).rejects.toThrow();
  });

  it('an empty pack is valid', async () => {
    const base = await tempDir();
    const store = new BlobStore(join(base, 'blobs'));
    const packed = await packBlobs(store, [], join(base, 'empty'));
    expect(await unpackBlobs(join(base, 'empty'), store)).toEqual({
      count: 0,
      blobs: [],
      added: [],
      addedBytes: 0,
      sha256: packed.sha256,
    });
  });

  it('carry small and large blobs alike (read whole, or streamed in chunks)', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(root, { recursive: true });
    // Small ones, one over the synchronous-read size, and one over the 1 MiB unpack buffer.
    const sizes = [0, 1, 4_000, 70_000, 300_000, 1_300_000, 2_100_000];
    for (const [i, n] of sizes.entries()) await fs.writeFile(join(root, `${i}.bin`), random(n));
    const store = BlobStore.forStore(join(base, 'store'));
    const snap = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    const file = join(base, 'pack');
    const packed = await packBlobs(store, snap.newBlobs, file);
    const other = BlobStore.forStore(join(base, 'other'));
    // Added without an fsync, as a fetched copy is.
    const u = await unpackBlobs(file, other, { expectSha256: packed.sha256, sync: false });
    expect([...u.added].sort()).toEqual([...snap.newBlobs].sort());
    const target = join(base, 'restored');
    const rr = await restoreFiles(target, snap.manifest, other);
    expect(rr.problems).toEqual([]);
    expect(await readTree(target)).toEqual(await readTree(root));
  });

  it('a snapshot writes its new content and manifest as one pack, and nothing loose', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(root, { recursive: true });
    for (let i = 0; i < 30; i++) await fs.writeFile(join(root, `${i}.bin`), random(1_000 + i));
    const store = BlobStore.forStore(join(base, 'store'));
    const snap = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    const packs = await store.packs();
    expect(packs.map((p) => p.id)).toEqual([snap.pack]);
    expect(packs[0]!.blobs.map((b) => b.sha256).sort()).toEqual(snap.newBlobs);
    expect((await fs.readdir(store.dir)).sort()).toEqual(['packs', 'tmp']);
    expect(await fs.readdir(join(store.dir, 'tmp'))).toEqual([]);
    // A second store object (another process) finds the pack and reads through it, verified.
    const other = BlobStore.forStore(join(base, 'store'));
    const target = join(base, 'restored');
    const rr = await restoreFiles(target, snap.manifest, other);
    expect(rr.problems).toEqual([]);
    expect(await readTree(target)).toEqual(await readTree(root));
    // Nothing new: no pack at all.
    const again = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    expect(again.newBlobs).toEqual([]);
    expect(again.pack).toBeUndefined();
    expect((await fs.readdir(store.packsDir)).sort()).toEqual([
      `${snap.pack}.idx`,
      `${snap.pack}.pack`,
    ]);
  });

  it("opens a pack from its index record, checks the record against the pack's size, and never hands out what a wrong record names", async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(root, { recursive: true });
    for (let i = 0; i < 5; i++) await fs.writeFile(join(root, `${i}.bin`), random(500 + i));
    const store = BlobStore.forStore(join(base, 'store'));
    const snap = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    const id = snap.pack!;
    const idx = join(store.packsDir, `${id}.idx`);
    const [index] = await store.packs();
    // The record is the index the store opened: another store object reads the same from it.
    expect(await fs.readFile(idx)).toEqual(packIndexRecord(index!));
    const fresh = () => BlobStore.forStore(join(base, 'store'));
    expect((await fresh().packs()).map((p) => p.blobs)).toEqual([index!.blobs]);
    // It carries the pack file's SHA-256, taken as the pack was written.
    const fileSha = createHash('sha256')
      .update(await fs.readFile(index!.file))
      .digest('hex');
    expect(index!.fileSha256).toBe(fileSha);
    expect((await fresh().packs()).map((p) => p.fileSha256)).toEqual([fileSha]);

    // A record naming a blob the pack does not hold (same sizes): the store believes it is there,
    // and a read of it fails as corrupt, never yielding other bytes; the pack is set aside.
    const liar = {
      ...index!,
      blobs: index!.blobs.map((b, i) => (i === 0 ? { ...b, sha256: 'e'.repeat(64) } : b)),
    };
    await fs.writeFile(idx, packIndexRecord(liar)!);
    const fooled = fresh();
    expect(await fooled.has('e'.repeat(64))).toBe(true);
    await expect(fooled.read('e'.repeat(64))).rejects.toThrow(/is corrupt: its content hashes to/);
    expect(await fooled.has(index!.blobs[1]!.sha256)).toBe(false);
    await expect(fs.lstat(idx)).rejects.toThrow(/ENOENT/);
    await fs.rm(join(store.dir, 'tmp'), { recursive: true });

    // Written again from a good pack; a record for another size, or cut short, is not used: the
    // pack's own index is checked and the record written anew (without the file's digest, which
    // only the writer saw: a save then hashes the file).
    const snap2 = await writeSnapshot(fresh(), await collectFiles(root, ['**']), root);
    expect(snap2.pack).toBe(id);
    const good = await fs.readFile(idx);
    expect(good).toEqual(packIndexRecord(index!));
    const { fileSha256: _, ...checked } = index!;
    for (const bad of [
      packIndexRecord({ ...index!, fileBytes: index!.fileBytes + 1 })!,
      good.subarray(0, good.length - 1),
      Buffer.from('CISPIDX1'),
    ]) {
      await fs.writeFile(idx, bad);
      const opened = await fresh().packs();
      expect(opened.map((p) => p.blobs)).toEqual([index!.blobs]);
      expect(opened[0]!.fileSha256).toBeUndefined();
      expect(await fs.readFile(idx)).toEqual(packIndexRecord(checked));
    }

    // Cleanup takes the record with the pack.
    expect((await fresh().prune(new Set(), { graceMs: -1 })).packs).toBe(1);
    expect(await fs.readdir(store.packsDir)).toEqual([]);
  });

  it('a pack written over several early syncs (over 32 MiB) is whole and reads back', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(root, { recursive: true });
    for (let i = 0; i < 3; i++) await fs.writeFile(join(root, `big${i}.bin`), random(15 << 20));
    for (let i = 0; i < 20; i++) await fs.writeFile(join(root, `small${i}.bin`), random(5_000));
    const store = BlobStore.forStore(join(base, 'store'));
    const snap = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    const [pack] = await store.packs();
    expect(pack?.fileBytes).toBeGreaterThan(45 << 20);
    expect((await fs.stat(pack!.file)).size).toBe(pack!.fileBytes);
    const target = join(base, 'restored');
    const rr = await restoreFiles(target, snap.manifest, BlobStore.forStore(join(base, 'store')));
    expect(rr.problems).toEqual([]);
    expect(await readTree(target)).toEqual(await readTree(root));
  });

  it('snapshotFiles: the same snapshot as collect + write, in one pack, never a refused file', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(join(root, 'sub'), { recursive: true });
    const token = `ghp_${'A1b2C3d4E5'.repeat(4)}`;
    await fs.writeFile(join(root, 'secret.txt'), `token ${token}\n`);
    await fs.writeFile(join(root, 'big.bin'), random(17 << 20)); // hashed as a stream: read again
    await fs.writeFile(join(root, 'sub', 'twin1.bin'), 'same\n');
    await fs.writeFile(join(root, 'sub', 'twin2.bin'), 'same\n');
    for (let i = 0; i < 40; i++) await fs.writeFile(join(root, `${i}.bin`), random(3_000 + i));
    const store = BlobStore.forStore(join(base, 'store'));
    const { collected, written } = await snapshotFiles(store, root, ['**']);
    expect(collected.refused.map((r) => r.path)).toEqual(['secret.txt']);
    const plain = await writeSnapshot(
      BlobStore.forStore(join(base, 'plain')),
      await collectFiles(root, ['**']),
      root,
    );
    expect(written.manifest).toEqual(plain.manifest);
    expect(written.newBlobs).toEqual(plain.newBlobs);
    expect(written.newBytes).toBe(plain.newBytes);
    const packs = await store.packs();
    expect(packs.map((p) => p.id)).toEqual([written.pack]);
    expect(packs[0]!.blobs.map((b) => b.sha256).sort()).toEqual(written.newBlobs);
    const secretSha = createHash('sha256').update(`token ${token}\n`).digest('hex');
    expect(await store.has(secretSha)).toBe(false);
    const target = join(base, 'restored');
    const rr = await restoreFiles(target, written.manifest, store);
    expect(rr.problems).toEqual([]);
    expect(await readTree(target)).toEqual(
      await readTree(root, { skip: (p) => p === 'secret.txt' }),
    );
    // Everything known now: no new pack.
    expect((await snapshotFiles(store, root, ['**'])).written.pack).toBeUndefined();
  });

  it('snapshotFiles that fails midway publishes nothing and leaves no temp file', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(root, { recursive: true });
    for (let i = 0; i < 10; i++) await fs.writeFile(join(root, `${i}.bin`), random(50_000));
    const store = BlobStore.forStore(join(base, 'store'));
    await expect(
      snapshotFiles(store, root, ['**'], { limits: { maxBytes: 200_000 } }),
    ).rejects.toThrow(/over the cap/);
    expect(await store.packs()).toEqual([]);
    expect(await fs.readdir(join(store.dir, 'tmp'))).toEqual([]);
  });

  it('referencedBlobs reads the recorded blob list of a manifest, and parses it when there is none', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(root, { recursive: true });
    for (let i = 0; i < 12; i++) await fs.writeFile(join(root, `${i}.bin`), random(2_000 + i));
    await fs.writeFile(join(root, 'twin.bin'), await fs.readFile(join(root, '0.bin')));
    const store = BlobStore.forStore(join(base, 'store'));
    const snap = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    const cp = { location: `snapshot:sha256:${snap.manifestSha}`, captures: [] };
    const list = join(base, 'store', 'checkpoints', 'manifests', `${snap.manifestSha}.bin`);
    // A list is the digests' raw bytes, 32 each.
    const readList = async () => {
      const hex = (await fs.readFile(list)).toString('hex');
      return Array.from({ length: hex.length / 64 }, (_, i) => hex.slice(i * 64, i * 64 + 64));
    };
    const writeList = (shas: string[]) => fs.writeFile(list, Buffer.from(shas.join(''), 'hex'));
    const fileBlobs = [...new Set(snap.manifest.files.map((f) => f.sha256!))].sort();
    expect((await readList()).sort()).toEqual(fileBlobs);
    const expected = [...fileBlobs, snap.manifestSha].sort();
    expect([...(await referencedBlobs(store, [cp])).blobs].sort()).toEqual(expected);
    // The list is what is read: a blob added to it shows (the manifest is not parsed).
    const extra = 'f'.repeat(64);
    await writeList([...fileBlobs, extra]);
    expect((await referencedBlobs(store, [cp])).blobs.has(extra)).toBe(true);
    // A damaged or missing list: the manifest is parsed, and the list written again.
    for (const damage of [Buffer.alloc(33), Buffer.from('["not a sha"]'), null]) {
      if (damage === null) await fs.rm(list);
      else await fs.writeFile(list, damage);
      expect([...(await referencedBlobs(store, [cp])).blobs].sort()).toEqual(expected);
      expect((await readList()).sort()).toEqual(fileBlobs);
    }
    // A manifest loaded elsewhere (a restore) is noted when it has no list, and only then.
    await fs.rm(list);
    const loaded = await loadManifest(store, cp.location);
    await noteManifestBlobs(store, snap.manifestSha, loaded);
    expect((await readList()).sort()).toEqual(fileBlobs);
    await writeList([...fileBlobs, extra]);
    await noteManifestBlobs(store, snap.manifestSha, loaded);
    expect(await readList()).toContain(extra);
  });

  it('a pack removed behind a store object: its blobs read from a loose copy, or are missing', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(root, { recursive: true });
    await fs.writeFile(join(root, 'a.txt'), 'alpha\n');
    await fs.writeFile(join(root, 'b.txt'), 'beta\n');
    const store = BlobStore.forStore(join(base, 'store'));
    const snap = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    const [a, b] = ['a.txt', 'b.txt'].map(
      (p) => snap.manifest.files.find((f) => f.path === p)!.sha256!,
    );
    expect((await store.read(a!)).toString()).toBe('alpha\n');
    await store.putBytes('alpha\n');
    await fs.rm(join(store.packsDir, `${snap.pack}.pack`));
    expect((await store.read(a!)).toString()).toBe('alpha\n');
    await expect(store.read(b!)).rejects.toThrow(/is missing/);
    expect(await store.has(b!)).toBe(false);
  });

  it('prune: a pack with any needed blob stays whole; the rest goes after the grace period', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(root, { recursive: true });
    await fs.writeFile(join(root, 'a.txt'), 'alpha\n');
    await fs.writeFile(join(root, 'b.txt'), 'beta\n');
    const store = BlobStore.forStore(join(base, 'store'), { durable: false });
    const snap = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    const x = await store.putBytes('loose x');
    const y = await store.putBytes('loose y');
    const later = Date.now() + 2 * 3600_000;
    const a = snap.manifest.files.find((f) => f.path === 'a.txt')!.sha256!;
    // Fresh: nothing goes, needed or not.
    expect(await store.prune(new Set())).toEqual({ packs: 0, loose: 0, bytes: 0 });
    // One blob of the pack is needed: the pack stays whole; the loose blob no one needs goes.
    expect(await store.prune(new Set([a, x]), { now: later })).toMatchObject({
      packs: 0,
      loose: 1,
    });
    expect(await store.list()).toEqual([...snap.blobs, x].sort());
    expect(await store.has(y)).toBe(false);
    // A dry run removes nothing; then nothing needed: everything goes.
    expect(await store.prune(new Set(), { now: later, dryRun: true })).toMatchObject({
      packs: 1,
      loose: 1,
    });
    expect(await store.list()).toHaveLength(snap.blobs.length + 1);
    expect(await store.prune(new Set(), { now: later })).toMatchObject({ packs: 1, loose: 1 });
    expect(await store.list()).toEqual([]);
    expect(await BlobStore.forStore(join(base, 'store')).list()).toEqual([]);
  });

  it('a snapshot that fails midway publishes nothing and leaves no temp file', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(root, { recursive: true });
    for (let i = 0; i < 10; i++) await fs.writeFile(join(root, `${i}.bin`), random(2_000));
    const collected = await collectFiles(root, ['**']);
    // Changed after it was hashed: its bytes no longer match the manifest line.
    await fs.writeFile(join(root, '5.bin'), random(2_000));
    const store = BlobStore.forStore(join(base, 'store'));
    await expect(writeSnapshot(store, collected, root)).rejects.toThrow(
      /cannot snapshot 5\.bin: content hashes to .* \(changed while it was read\?\)/,
    );
    expect(await store.list()).toEqual([]);
    expect(await fs.readdir(join(store.dir, 'tmp'))).toEqual([]);
  });

  it('a pack with a damaged blob: the restore names the file, and every file it writes is sound', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(root, { recursive: true });
    for (let i = 0; i < 12; i++) await fs.writeFile(join(root, `${i}.bin`), random(20_000 + i));
    const store = BlobStore.forStore(join(base, 'store'));
    const snap = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    const file = join(base, 'pack');
    await packBlobs(store, snap.newBlobs, file);
    // Flip a byte in the middle of 5.bin's blob (the index and trailer stay intact).
    const bytes = await fs.readFile(file);
    const content = await fs.readFile(join(root, '5.bin'));
    const at = bytes.indexOf(content.subarray(0, 64)) + 10_000;
    expect(at).toBeGreaterThan(10_000);
    bytes[at] = bytes[at]! ^ 0xff;
    await fs.writeFile(file, bytes);
    const other = new BlobStore(join(base, 'other'));
    await unpackBlobs(file, other);
    const target = join(base, 'restored');
    const r = await restoreFiles(target, snap.manifest, other);
    expect(r.problems.find((p) => p.path === '5.bin')?.message).toMatch(/is corrupt/);
    for (const name of await fs.readdir(target)) {
      expect(await fs.readFile(join(target, name))).toEqual(await fs.readFile(join(root, name)));
    }
    expect(r.problems.map((p) => p.path).sort()).toEqual(
      snap.manifest.files
        .map((f) => f.path)
        .filter((p) => !r.written.includes(p))
        .sort(),
    );
  });

  it('readSmall: verified, refuses a wrong size, moves a corrupt blob aside', async () => {
    const base = await tempDir();
    const store = new BlobStore(join(base, 'blobs'), { durable: false });
    const data = random(5_000);
    const sha = await store.putBytes(data);
    expect(await store.readSmall(sha, data.length)).toEqual(data);
    expect(await store.readSmall(sha, data.length, 100)).toBeUndefined();
    await expect(store.readSmall(sha, data.length + 1)).rejects.toThrow(/bytes expected/);
    await expect(store.readSmall(sha, data.length - 1)).rejects.toThrow(/bytes expected/);
    expect(await store.has(sha)).toBe(true);
    await expect(store.readSmall('0'.repeat(64), 10)).rejects.toThrow(/missing/);
    const path = store.pathOf(sha);
    await fs.chmod(path, 0o644);
    await fs.writeFile(path, random(5_000));
    await expect(store.readSmall(sha, data.length)).rejects.toThrow(/corrupt/);
    expect(await store.has(sha)).toBe(false);
  });

  it('are named by the sha256 of their index, and unpack refuses one listed under another', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    await fs.mkdir(root, { recursive: true });
    for (let i = 0; i < 5; i++) await fs.writeFile(join(root, `${i}.bin`), random(3_000 + i));
    const store = BlobStore.forStore(join(base, 'store'));
    const snap = await writeSnapshot(store, await collectFiles(root, ['**']), root);
    const file = join(base, 'pack');
    const packed = await packBlobs(store, snap.newBlobs, file, { sync: false });
    const bytes = await fs.readFile(file);
    const ilen = bytes.readUInt32BE(bytes.length - 12);
    const index = bytes.subarray(bytes.length - 12 - ilen, bytes.length - 12);
    expect(packed.sha256).toBe(createHash('sha256').update(index).digest('hex'));
    expect(packed.fileBytes).toBe(bytes.length);
    expect(JSON.parse(index.toString()).blobs.map((b: { sha256: string }) => b.sha256)).toEqual(
      [...snap.newBlobs].sort(),
    );

    const other = BlobStore.forStore(join(base, 'other'));
    const u = await unpackBlobs(file, other, { expectSha256: packed.sha256 });
    expect(u.sha256).toBe(packed.sha256);
    expect([...u.blobs].sort()).toEqual([...snap.newBlobs].sort());
    expect([...u.added].sort()).toEqual([...snap.newBlobs].sort());
    for (const sha of u.blobs) expect((await other.verify(sha)).ok).toBe(true);

    const third = BlobStore.forStore(join(base, 'third'));
    await expect(unpackBlobs(file, third, { expectSha256: '0'.repeat(64) })).rejects.toThrow(
      /hashes to .* not the 000000000000… it is listed under/,
    );
    expect(await third.list()).toEqual([]);
  });

  it('refuses to pack a missing or corrupt blob and leaves no file', async () => {
    const base = await tempDir();
    const store = new BlobStore(join(base, 'blobs'));
    const sha = await store.putBytes('hello');
    await expect(packBlobs(store, ['0'.repeat(64)], join(base, 'p'))).rejects.toThrow(/missing/);
    await fs.chmod(store.pathOf(sha), 0o644);
    await fs.writeFile(store.pathOf(sha), 'HELLO');
    await expect(packBlobs(store, [sha], join(base, 'p'))).rejects.toThrow(/corrupt/);
    expect((await fs.readdir(base)).sort()).toEqual(['blobs']);
  });
});
