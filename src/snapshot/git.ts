/**
 * What git reports as changed under a directory: the real `git` binary, spawned without a shell.
 *
 * `git status --porcelain=v1 -z --untracked-files=all --no-renames` lists paths relative to the
 * top of the work tree; they are mapped to paths relative to `root` (which may be a subdirectory),
 * and anything outside `root` is dropped. A rename is reported as a deletion and an addition.
 * `core.fsmonitor` is turned off so that status never starts a configured helper, and
 * `GIT_OPTIONAL_LOCKS=0` keeps status from taking the index lock.
 */
import { spawn } from 'node:child_process';
import { CiStateError } from '../core/errors.js';

export interface GitChanges {
  /** HEAD's commit, or undefined in a repository without commits. */
  commit?: string;
  /** Changed, added or untracked paths that exist in the work tree (relative to root). */
  changed: Set<string>;
  /** The untracked ones among `changed`. */
  untracked: Set<string>;
  /** Paths deleted from the work tree or the index (relative to root). */
  deleted: Set<string>;
}

interface GitResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

function runGit(cwd: string, args: string[]): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'git',
      ['-c', 'core.fsmonitor=false', '-c', 'core.quotepath=off', ...args],
      {
        cwd,
        env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => {
      if (err.length < 4096) err += d.toString('utf8');
    });
    child.on('error', (e) =>
      reject(
        new CiStateError('git_failed', `cannot run git in ${cwd}: ${e.message}`, {
          exitCode: 1,
          cause: e,
        }),
      ),
    );
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr: err.trim() }));
  });
}

async function gitLine(cwd: string, args: string[]): Promise<string | undefined> {
  const r = await runGit(cwd, args);
  return r.code === 0 ? r.stdout.toString('utf8').replace(/\n$/, '') : undefined;
}

/** Changes under `root` as git sees them. Throws a one-line error when root is not in a work tree. */
export async function gitChanges(root: string): Promise<GitChanges> {
  const inside = await gitLine(root, ['rev-parse', '--is-inside-work-tree']);
  if (inside !== 'true') {
    throw new CiStateError(
      'git_failed',
      `git-changed-only snapshot: ${root} is not inside a git work tree`,
      { exitCode: 1 },
    );
  }
  const prefix = (await gitLine(root, ['rev-parse', '--show-prefix'])) ?? '';
  const commit = await gitLine(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
  const status = await runGit(root, [
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--no-renames',
    '--ignore-submodules=none',
  ]);
  if (status.code !== 0) {
    throw new CiStateError(
      'git_failed',
      `git status failed in ${root}: ${status.stderr.split('\n')[0] || `exit code ${status.code}`}`,
      { exitCode: 1 },
    );
  }
  const changed = new Set<string>();
  const untracked = new Set<string>();
  const deleted = new Set<string>();
  const records = status.stdout.toString('utf8').split('\0');
  for (const rec of records) {
    if (rec.length < 4) continue;
    const xy = rec.slice(0, 2);
    let path = rec.slice(3);
    if (path.endsWith('/')) path = path.slice(0, -1); // a nested repository shown as a directory
    if (!path.startsWith(prefix)) continue;
    path = path.slice(prefix.length);
    if (path === '') continue;
    if (xy.includes('D')) deleted.add(path);
    else {
      changed.add(path);
      if (xy === '??') untracked.add(path);
    }
  }
  // A path deleted from the index and present again as an untracked file is a change, not a deletion.
  for (const p of changed) deleted.delete(p);
  const out: GitChanges = { changed, untracked, deleted };
  if (commit !== undefined) out.commit = commit;
  return out;
}
