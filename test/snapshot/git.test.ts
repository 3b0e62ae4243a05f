import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BlobStore, collectFiles, restoreFiles, writeSnapshot } from '../../src/snapshot/index.js';
import { git, readTree, tempDir, writeTree } from './helpers.js';

async function repo() {
  const base = await tempDir();
  const root = join(base, 'repo');
  await fs.mkdir(root);
  git(root, 'init', '-q', '-b', 'main');
  await writeTree(root, {
    'src/a.ts': 'a\n',
    'src/b.ts': 'b\n',
    'src/c.ts': 'c\n',
    'docs/guide.md': 'guide\n',
    'README.md': 'readme\n',
  });
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'initial');
  return { base, root, head: git(root, 'rev-parse', 'HEAD').trim() };
}

const notGit = (p: string) => p === '.git' || p.startsWith('.git/');

describe('git-changed-only snapshots (real git)', () => {
  it('hold only what git reports as changed or untracked under the globs, plus HEAD and deletions', async () => {
    const { root, head } = await repo();
    await fs.writeFile(join(root, 'src/a.ts'), 'a changed\n');
    await fs.rm(join(root, 'src/b.ts'));
    await writeTree(root, {
      'src/new/untracked.ts': 'new\n',
      'docs/draft.md': 'outside the globs\n',
    });
    const r = await collectFiles(root, ['src/**'], { gitChangedOnly: true });
    expect(r.files.map((f) => f.path)).toEqual(['src/a.ts', 'src/new/untracked.ts']);
    expect(r.git).toEqual({ commit: head, deleted: ['src/b.ts'] });
  });

  it('work from a subdirectory of the work tree', async () => {
    const { root, head } = await repo();
    await fs.writeFile(join(root, 'src/c.ts'), 'c2\n');
    await fs.writeFile(join(root, 'README.md'), 'readme2\n');
    const r = await collectFiles(join(root, 'src'), ['**'], { gitChangedOnly: true });
    expect(r.files.map((f) => f.path)).toEqual(['c.ts']);
    expect(r.git).toEqual({ commit: head, deleted: [] });
  });

  it('restore the snapshot state: listed files, HEAD for the rest, untracked additions removed', async () => {
    const { base, root } = await repo();
    await fs.writeFile(join(root, 'src/a.ts'), 'a at snapshot\n');
    await fs.rm(join(root, 'src/b.ts'));
    await writeTree(root, { 'src/new/untracked.ts': 'new\n' });
    const store = BlobStore.forStore(join(base, 'store'));
    const snap = await writeSnapshot(
      store,
      await collectFiles(root, ['src/**'], { gitChangedOnly: true }),
      root,
    );
    const atSnapshot = await readTree(root, { skip: notGit });

    // A later phase: edits a listed file, a tracked unlisted file, re-creates the deleted one,
    // adds untracked files, deletes an untracked listed one.
    await fs.writeFile(join(root, 'src/a.ts'), 'a later\n');
    await fs.writeFile(join(root, 'src/c.ts'), 'c later\n');
    await fs.writeFile(join(root, 'src/b.ts'), 'b is back\n');
    await fs.rm(join(root, 'src/new/untracked.ts'));
    await writeTree(root, {
      'src/gen/out.ts': 'generated\n',
      'docs/later.md': 'not under the globs\n',
    });

    const dry = await restoreFiles(root, snap.manifest, store, {
      dryRun: true,
      removeAddedUnderGlobs: snap.manifest.globs,
    });
    expect(dry.problems).toEqual([]);
    expect(dry.diff).toEqual({
      added: ['src/b.ts', 'src/gen/out.ts'],
      modified: ['src/a.ts', 'src/c.ts'],
      deleted: ['src/new/untracked.ts'],
    });

    const r = await restoreFiles(root, snap.manifest, store, {
      removeAddedUnderGlobs: snap.manifest.globs,
    });
    expect(r.problems).toEqual([]);
    // The work tree only: nothing was staged.
    expect(git(root, 'diff', '--cached', '--name-only')).toBe('');
    const after = await readTree(root, { skip: notGit });
    expect(after['docs/later.md']).toMatch(/^file/);
    delete after['docs/later.md'];
    // The emptied src/gen directory stays (directories are not tracked by git snapshots).
    delete after['src/gen'];
    expect(after).toEqual(atSnapshot);
  });

  it('refuse to fill in unlisted files when HEAD moved since the snapshot', async () => {
    const { base, root } = await repo();
    await fs.writeFile(join(root, 'src/a.ts'), 'a at snapshot\n');
    const store = BlobStore.forStore(join(base, 'store'));
    const snap = await writeSnapshot(
      store,
      await collectFiles(root, ['src/**'], { gitChangedOnly: true }),
      root,
    );
    await fs.writeFile(join(root, 'src/c.ts'), 'c2\n');
    git(root, 'commit', '-qam', 'moved on');
    const r = await restoreFiles(root, snap.manifest, store, { removeAddedUnderGlobs: ['src/**'] });
    expect(r.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^the snapshot lists only what differed from commit [0-9a-f]{40}, and the work tree is at [0-9a-f]{40}: files not in the snapshot were not restored$/,
      ),
    ]);
  });

  it('fail clearly outside a work tree', async () => {
    const root = await tempDir();
    await expect(collectFiles(root, ['**'], { gitChangedOnly: true })).rejects.toThrow(
      /git-changed-only snapshot: .* is not inside a git work tree/,
    );
  });
});
