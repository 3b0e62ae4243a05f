/**
 * The git side of restoring a snapshot that lists only what differed from a commit: which files
 * were added since, and which tracked files come back from that commit (through `git restore`).
 */
import { spawn } from 'node:child_process';
import { gitChanges } from './git.js';
import { compareUtf8, matchPaths } from './glob.js';
import type { SnapshotManifest } from './manifest.js';
import type { SafeRoot } from './safe-fs.js';

/**
 * For a git-changed-only snapshot: untracked files under the globs that the snapshot does not
 * list are "added since"; tracked files changed or deleted since, and not listed, come back from
 * the snapshot's commit (only when HEAD is still that commit).
 */
export async function gitSideOfRestore(
  sr: SafeRoot,
  manifest: SnapshotManifest,
  removeGlobs: string[],
  ignore: string[],
  inManifest: Set<string>,
  spared: (path: string, dir: boolean) => boolean,
): Promise<{ added: string[]; restoreFromCommit: string[]; problems: string[] }> {
  const git = manifest.git as NonNullable<SnapshotManifest['git']>;
  const now = await gitChanges(sr.real);
  if (git.commit === undefined || now.commit !== git.commit) {
    return {
      added: [],
      restoreFromCommit: [],
      problems: [
        `the snapshot lists only what differed from commit ${git.commit ?? '(none)'}, and the work tree is at ${now.commit ?? '(no commit)'}: files not in the snapshot were not restored`,
      ],
    };
  }
  const listedDeleted = new Set(git.deleted);
  const changed = [...now.changed].filter((p) => !inManifest.has(p));
  // Tracked files come back under the snapshot's globs; untracked ones are removed only under
  // the removal globs, as in a full snapshot.
  const underGlobs = await matchPaths([...changed, ...now.deleted], manifest.globs, ignore);
  const removable =
    removeGlobs.length > 0 ? await matchPaths(changed, removeGlobs, ignore) : new Set<string>();
  const added: string[] = [];
  const restore: string[] = [];
  for (const p of changed) {
    if (listedDeleted.has(p) || spared(p, false)) continue;
    if (now.untracked.has(p)) {
      if (removable.has(p)) added.push(p);
    } else if (underGlobs.has(p)) restore.push(p);
  }
  for (const p of now.deleted) {
    if (underGlobs.has(p) && !inManifest.has(p) && !listedDeleted.has(p)) restore.push(p);
  }
  // Deleted when the snapshot was taken, present again (git may not even list it, when it came
  // back with the committed content).
  for (const p of listedDeleted) {
    if ((await sr.inspect(p)).kind === 'present') added.push(p);
  }
  return {
    added: added.sort(compareUtf8),
    restoreFromCommit: restore.sort(compareUtf8),
    problems: [],
  };
}

/**
 * `git restore --source=<commit> --worktree` for `paths` (literal pathspecs, given on stdin so
 * that any number fits): the work tree only, the index is left alone. A one-line problem or
 * undefined.
 */
export function checkoutFromCommit(
  root: string,
  commit: string,
  paths: string[],
): Promise<string | undefined> {
  const what = `${paths.length} file${paths.length === 1 ? '' : 's'} from commit ${commit.slice(0, 12)}`;
  return new Promise((resolve) => {
    const child = spawn(
      'git',
      [
        '-c',
        'core.fsmonitor=false',
        'restore',
        `--source=${commit}`,
        '--worktree',
        '--pathspec-from-file=-',
        '--pathspec-file-nul',
      ],
      {
        cwd: root,
        env: { ...process.env, GIT_LITERAL_PATHSPECS: '1' },
        stdio: ['pipe', 'ignore', 'pipe'],
      },
    );
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      if (err.length < 2048) err += d.toString('utf8');
    });
    child.on('error', (e) => resolve(`cannot run git to restore ${what}: ${e.message}`));
    child.on('close', (c) =>
      resolve(
        c === 0 ? undefined : `git could not restore ${what}: ${err.trim().split('\n')[0] ?? ''}`,
      ),
    );
    child.stdin.on('error', () => undefined);
    child.stdin.end(paths.map((p) => `${p}\0`).join(''));
  });
}
