/**
 * Shared pieces of the reliability suite: counts that scale, the figure line every test prints,
 * a plain-JavaScript copy of src/store + src/core for child processes that get SIGKILLed, and
 * busy-loop processes that load every core while a test runs.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** CI_STATE_RELIABILITY_SCALE multiplies every default count (1 by default). */
export const SCALE = (() => {
  const v = Number(process.env.CI_STATE_RELIABILITY_SCALE ?? '1');
  return Number.isFinite(v) && v > 0 ? v : 1;
})();

/**
 * How many times to do something: `CI_STATE_RELIABILITY_<NAME>` if set, else the default times
 * the scale (at least 1), unless `scales` is false (counts that are a shape, not a sample: "20
 * processes at once").
 */
export function count(name: string, byDefault: number, scales = true): number {
  const own = Number(process.env[`CI_STATE_RELIABILITY_${name.toUpperCase()}`]);
  if (Number.isInteger(own) && own > 0) return own;
  return scales ? Math.max(1, Math.round(byDefault * SCALE)) : byDefault;
}

/**
 * Prints `reliability: <name>: <text>` (and appends it to $CI_STATE_RELIABILITY_FIGURES when set,
 * which is how docs/reliability.md gets its measured figures).
 */
export function figure(name: string, text: string): void {
  const line = `reliability: ${name}: ${text}`;
  process.stderr.write(`${line}\n`);
  const file = process.env.CI_STATE_RELIABILITY_FIGURES;
  if (file) appendFileSync(file, `${line}\n`);
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export async function tempDir(
  prefix = 'ci-state-rel-',
  base: string = tmpdir(),
): Promise<{
  dir: string;
  remove: () => Promise<void>;
}> {
  const dir = await fs.mkdtemp(join(base, prefix));
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}

async function transpileTree(from: string, to: string): Promise<void> {
  for (const entry of await fs.readdir(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.d.ts')) continue;
    const src = join(entry.parentPath, entry.name);
    const out = join(to, relative(from, src)).replace(/\.ts$/, '.js');
    const { outputText } = ts.transpileModule(await fs.readFile(src, 'utf8'), {
      fileName: src,
      compilerOptions: {
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        target: ts.ScriptTarget.ES2023,
        verbatimModuleSyntax: true,
      },
    });
    await fs.mkdir(dirname(out), { recursive: true });
    await fs.writeFile(out, outputText);
  }
}

/**
 * src/store (with src/core and its dependencies) as one plain JavaScript file, `store.mjs`, in a
 * temp directory, plus the given child scripts. One bundled file loads several times faster than
 * the module tree, which matters when a child is started a thousand times. The bundle is made with
 * rolldown (vite's bundler, installed with vitest); without it, the sources are transpiled file by
 * file (TypeScript's transpileModule) and `store.mjs` re-exports them.
 */
export async function buildChildLib(scripts: Record<string, string>): Promise<{
  dir: string;
  /** URL of store.mjs, for the children's `import()`. */
  storeUrl: string;
  remove: () => Promise<void>;
}> {
  const { dir, remove } = await tempDir('ci-state-rel-lib-');
  const storeFile = join(dir, 'store.mjs');
  try {
    const { build } = (await import('rolldown')) as {
      build: (o: Record<string, unknown>) => Promise<unknown>;
    };
    await build({
      input: join(ROOT, 'src', 'store', 'index.ts'),
      platform: 'node',
      logLevel: 'silent',
      output: { file: storeFile, format: 'esm' },
    });
  } catch {
    const lib = join(dir, 'lib');
    await transpileTree(join(ROOT, 'src', 'store'), join(lib, 'store'));
    await transpileTree(join(ROOT, 'src', 'core'), join(lib, 'core'));
    await fs.symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    await fs.writeFile(storeFile, "export * from './lib/store/index.js';\n");
  }
  for (const [name, text] of Object.entries(scripts)) await fs.writeFile(join(dir, name), text);
  return { dir, storeUrl: pathToFileURL(storeFile).href, remove };
}

/** Temp files the durable write leaves behind when its writer dies (`.<name>.<pid>.<hex>.tmp`). */
export async function tempFilesIn(dirs: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const d of dirs) {
    const names = await fs.readdir(d).catch(() => [] as string[]);
    for (const n of names) if (n.endsWith('.tmp')) out.push(join(d, n));
  }
  return out.sort();
}

/** Busy-loop processes started by cpuLoad; `stop` kills them and resolves once all have exited. */
export interface CpuLoad {
  processes: number;
  stop: () => Promise<void>;
}

/**
 * Loads every core with `perCore` busy-loop processes each, as a shared CI runner is loaded. Stop
 * it in a `finally` (and an `afterAll`, for a test that times out). Each loop also exits by itself
 * once its parent is no longer this process (it died) or after `maxMs`, so a crashed test worker
 * leaves no loop behind.
 */
export function cpuLoad(perCore = 1, maxMs = 900_000 * SCALE): CpuLoad {
  const processes = Math.max(1, Math.round(availableParallelism() * perCore));
  const loop = `const p = ${process.pid}, end = Date.now() + ${Math.round(maxMs)};
    for (;;) { for (let i = 0; i < 1e6; i++); if (process.ppid !== p || Date.now() > end) process.exit(0); }`;
  const children = Array.from({ length: processes }, () =>
    spawn(process.execPath, ['-e', loop], { stdio: 'ignore' }),
  );
  const exited = children.map(
    (c) =>
      new Promise<void>((r) => {
        c.once('exit', () => r());
        c.once('error', () => r()); // never started
      }),
  );
  return {
    processes,
    stop: async () => {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await Promise.all(exited);
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Modules whose own retry sleeps are shortened by `compressToolkitTimers`. */
const TOOLKIT = /node_modules[\\/](@actions|@octokit|@azure|bottleneck)[\\/]/;

/**
 * Shortens the fixed waits of the toolkit clients (Twirp retries 3 s x1.5, 5 s between download
 * tries, Octokit/Bottleneck retry-after waits, the Azure SDK's retry backoff) by `factor`: only timers of 1 s or more set from
 * those modules' code are touched, so the clients make the same retries in the same order, sooner.
 * Returns the function that puts setTimeout back.
 */
export function compressToolkitTimers(factor: number): () => void {
  const original = globalThis.setTimeout;
  const patched = ((fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    if (typeof ms === 'number' && ms >= 1000) {
      const stack = new Error().stack ?? '';
      const caller = stack.split('\n').slice(2, 6).join('\n');
      if (TOOLKIT.test(caller)) ms = Math.round(ms / factor);
    }
    return original(fn, ms, ...args);
  }) as typeof setTimeout;
  Object.assign(patched, original);
  globalThis.setTimeout = patched;
  return () => {
    globalThis.setTimeout = original;
  };
}
