/**
 * Test helpers: temp directories removed after each test file, building a tree from a description,
 * and reading a tree back (type, mode, content or link target) to compare trees exactly.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { FileEntry } from '../../src/core/schema.js';
import type { SnapshotManifest } from '../../src/snapshot/index.js';

const made: string[] = [];
afterAll(async () => {
  for (const d of made.splice(0)) await fs.rm(d, { recursive: true, force: true });
});

/** A new temp directory, removed when the test file ends. */
export async function tempDir(prefix = 'ci-state-snap-'): Promise<string> {
  const d = await fs.realpath(await fs.mkdtemp(join(tmpdir(), prefix)));
  made.push(d);
  return d;
}

/** A snapshot manifest of `files` (globs `**`, nothing excluded or skipped) with `extra` over it. */
export function manifestOf(
  files: FileEntry[],
  extra: Partial<SnapshotManifest> = {},
): SnapshotManifest {
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

export type Node =
  | string
  | Buffer
  | { file: string | Buffer; mode?: number }
  | { dir: true; mode?: number }
  | { link: string };

/** Writes `tree` (relative path -> content) under `root`. */
export async function writeTree(root: string, tree: Record<string, Node>): Promise<void> {
  for (const [path, node] of Object.entries(tree)) {
    const abs = join(root, path);
    if (typeof node === 'object' && 'dir' in node) {
      await fs.mkdir(abs, { recursive: true });
      if (node.mode !== undefined) await fs.chmod(abs, node.mode);
      continue;
    }
    await fs.mkdir(join(abs, '..'), { recursive: true });
    if (typeof node === 'object' && 'link' in node) {
      await fs.symlink(node.link, abs);
      continue;
    }
    const content = typeof node === 'string' || Buffer.isBuffer(node) ? node : node.file;
    await fs.writeFile(abs, content);
    const mode = typeof node === 'object' && !Buffer.isBuffer(node) ? node.mode : undefined;
    if (mode !== undefined) await fs.chmod(abs, mode);
  }
}

/** Every entry under `root` as `path -> "dir 755" | "file 644 <sha256>" | "link -> target"`. */
export async function readTree(
  root: string,
  options: { skip?: (path: string) => boolean } = {},
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (dir: string, rel: string): Promise<void> => {
    for (const name of (await fs.readdir(dir)).sort()) {
      const path = rel ? `${rel}/${name}` : name;
      if (options.skip?.(path)) continue;
      const abs = join(dir, name);
      const st = await fs.lstat(abs);
      const mode = (st.mode & 0o777).toString(8);
      if (st.isSymbolicLink()) out[path] = `link -> ${await fs.readlink(abs)}`;
      else if (st.isDirectory()) {
        out[path] = `dir ${mode}`;
        await walk(abs, path);
      } else if (st.isFile()) {
        const sha = createHash('sha256')
          .update(await fs.readFile(abs))
          .digest('hex');
        out[path] = `file ${mode} ${sha.slice(0, 16)}`;
      } else out[path] = 'other';
    }
  };
  await walk(root, '');
  return out;
}

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export function random(n: number): Buffer {
  return randomBytes(n);
}

/** Runs git in `cwd` with a fixed identity; returns stdout. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      GIT_CONFIG_NOSYSTEM: '1',
      HOME: cwd,
    },
  });
}
