import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BlobStore, collectFiles, rollbackFiles, writeSnapshot } from '../../src/snapshot/index.js';
import { readTree, tempDir, writeTree } from './helpers.js';

describe('rollbackFiles', () => {
  it('goes back to the earlier snapshot and removes what the rolled-back phases produced', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    const store = BlobStore.forStore(join(base, 'store'));
    await writeTree(root, {
      'schema/001.sql': 'create table a();\n',
      'schema/002.sql': 'create table b();\n',
      'notes.txt': 'mine\n',
    });
    // Checkpoint before the codegen phase.
    const before = await writeSnapshot(store, await collectFiles(root, ['schema/**']), root);
    const atCheckpoint = await readTree(root);

    // The codegen phase: rewrites a file, deletes one, adds one, and generates code elsewhere.
    await fs.writeFile(join(root, 'schema/001.sql'), 'drop table a;\n');
    await fs.rm(join(root, 'schema/002.sql'));
    await writeTree(root, {
      'schema/003.sql': 'create table c();\n',
      'gen/models.ts': 'export class A {}\n',
      'gen/edited.ts': 'generated\n',
    });
    const after = await writeSnapshot(
      store,
      await collectFiles(root, ['schema/**', 'gen/**']),
      root,
    );
    // After that checkpoint someone edits one generated file.
    await fs.writeFile(join(root, 'gen/edited.ts'), 'edited by hand\n');

    const dry = await rollbackFiles(root, after.manifest, before.manifest, store, {
      dryRun: true,
      removeAddedUnderGlobs: before.manifest.globs,
    });
    expect(dry.problems).toEqual([]);
    expect(dry.diff).toEqual({
      added: ['gen/models.ts', 'schema/003.sql'],
      modified: ['schema/001.sql'],
      deleted: ['schema/002.sql'],
    });

    const r = await rollbackFiles(root, after.manifest, before.manifest, store, {
      removeAddedUnderGlobs: before.manifest.globs,
    });
    expect(r.problems).toEqual([]);
    expect(r.deleted).toEqual(['gen/models.ts', 'schema/003.sql']);
    const now = await readTree(root);
    // The hand-edited file (changed since the later checkpoint) is left alone.
    expect(now['gen/edited.ts']).toMatch(/^file/);
    delete now['gen/edited.ts'];
    delete now['gen'];
    expect(now).toEqual(atCheckpoint);
  });

  it('by default removes what was added under the globs of both snapshots', async () => {
    const base = await tempDir();
    const root = join(base, 'ws');
    const store = BlobStore.forStore(join(base, 'store'));
    await writeTree(root, { 'out/a': 'a' });
    const to = await writeSnapshot(store, await collectFiles(root, ['out/**']), root);
    await writeTree(root, { 'out/b': 'b', 'gen/c': 'c' });
    const from = await writeSnapshot(store, await collectFiles(root, ['out/**', 'gen/**']), root);
    await writeTree(root, { 'gen/d': 'd', 'other/e': 'e' });
    const r = await rollbackFiles(root, from.manifest, to.manifest, store);
    expect(r.problems).toEqual([]);
    expect(r.deleted).toEqual(['gen', 'gen/c', 'gen/d', 'out/b']);
    expect(Object.keys(await readTree(root))).toEqual(['other', 'other/e', 'out', 'out/a']);
  });
});
