/** Helpers shared by the emulator's own tests. */
import { createCipheriv, createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Replaces the process environment's entries for a job (the toolkit reads `process.env`). */
export function useEnv(env: Record<string, string>): void {
  for (const key of Object.keys(process.env)) {
    if (/^(ACTIONS_|GITHUB_)/.test(key) && key !== 'GITHUB_WORKSPACE' && !(key in env)) {
      delete process.env[key];
    }
  }
  Object.assign(process.env, env);
}

/** A temporary directory used as `GITHUB_WORKSPACE` and `RUNNER_TEMP`. */
export async function workspace(
  label: string,
): Promise<{ root: string; dispose(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), `ci-state-emu-${label}-`));
  await mkdir(path.join(root, 'ws'));
  await mkdir(path.join(root, 'tmp'));
  process.env['GITHUB_WORKSPACE'] = path.join(root, 'ws');
  process.env['RUNNER_TEMP'] = path.join(root, 'tmp');
  return { root, dispose: () => rm(root, { recursive: true, force: true }) };
}

export async function writeFiles(
  dir: string,
  files: Record<string, string | Buffer>,
): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

export async function readText(file: string): Promise<string> {
  return readFile(file, 'utf8');
}

/**
 * `size` bytes of deterministic, incompressible data: AES-128-CTR keystream for `seed`.
 * Generates hundreds of MB per second.
 */
export function pseudoRandomBytes(size: number, seed: number): Buffer {
  const key = createHash('sha256').update(`key:${seed}`).digest().subarray(0, 16);
  const iv = createHash('sha256').update(`iv:${seed}`).digest().subarray(0, 16);
  const cipher = createCipheriv('aes-128-ctr', key, iv);
  return Buffer.concat([cipher.update(Buffer.alloc(size)), cipher.final()]);
}

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/**
 * Silences the toolkit's workflow-command output (`::debug::`, progress lines) while `fn` runs,
 * keeping what it wrote for assertions.
 */
export async function captureStdout<T>(
  fn: () => Promise<T>,
): Promise<{ value: T; output: string }> {
  const original = process.stdout.write.bind(process.stdout);
  let output = '';
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as typeof process.stdout.write;
  try {
    const value = await fn();
    return { value, output };
  } finally {
    process.stdout.write = original;
  }
}
