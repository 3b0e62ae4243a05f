/**
 * Input files of a phase for cross-run reuse: expanded from globs (tinyglobby) relative to the
 * working directory and hashed by streaming their content.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { glob } from 'tinyglobby';

async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function hashInputFiles(
  patterns: string[],
  cwd: string = process.cwd(),
): Promise<{ path: string; sha256: string }[]> {
  if (patterns.length === 0) return [];
  const paths = await glob(patterns, {
    cwd,
    onlyFiles: true,
    ignore: ['**/.git/**'],
    expandDirectories: true,
  });
  paths.sort();
  const out: { path: string; sha256: string }[] = [];
  for (const path of paths) out.push({ path, sha256: await sha256File(`${cwd}/${path}`) });
  return out;
}
