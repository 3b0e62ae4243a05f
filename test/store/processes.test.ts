/**
 * The store against real processes: concurrent writers, a lock holder that dies, and writers
 * SIGKILLed at random moments. Children run plain JavaScript: beforeAll transpiles src/store and
 * src/core (TypeScript's transpileModule, no type check) into a temp directory whose node_modules
 * links to the project's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { replayJournal } from '../../src/core/journal.js';
import type { RunState } from '../../src/core/schema.js';
import {
  cleanupTempFiles,
  LocalStore,
  readHistory,
  withLock,
  type HistoryReadStats,
} from '../../src/store/index.js';
import { makeState, tempDir } from './helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let build: { dir: string; remove: () => Promise<void> };
let libUrl: string;

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

const CHILD_PRELUDE = `
const [libUrl, dir, ...args] = process.argv.slice(2);
const store = await import(new URL('store/index.js', libUrl));
const scope = { repo: 'octo/app', workflow: 'ci', job: 'build', matrix: '', ref: 'refs/heads/main' };
const key = store.LocalStore.keyOf(scope);
const fresh = () => ({
  schemaVersion: 2, id: 'run-build', scope,
  origin: { repo: 'octo/app', workflow: 'ci', job: 'build', runId: '1', runAttempt: 1, sha: 'abc',
            ref: 'refs/heads/main', event: 'push', actor: 'octocat' },
  status: 'running', phases: {}, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(),
});
const warn = (m) => process.stderr.write('WARNING ' + m + '\\n');
`;

const SCRIPTS: Record<string, string> = {
  // Wait for the barrier file, then do 5 updates (each sets its own context key) and one history line.
  'updater.mjs': `${CHILD_PRELUDE}
const [index, barrier] = args;
const fsp = await import('node:fs/promises');
process.stdout.write('ready\\n');
while (!(await fsp.stat(barrier).catch(() => false))) await new Promise((r) => setTimeout(r, 2));
const s = new store.LocalStore({ dir, lockTimeoutMs: 25_000, onWarning: warn });
for (let j = 0; j < 5; j++) {
  await s.update(key, (cur) => {
    const base = cur ?? fresh();
    return { ...base, context: { ...base.context, ['p' + index + '-' + j]: Number(index) } };
  });
}
await store.appendHistory(dir, [{
  schemaVersion: 2, kind: 'run', runId: index, attempt: 1, repo: 'octo/app', workflow: 'ci',
  job: 'build', matrix: '', ref: 'refs/heads/main', sha: 'abc', stateId: 's', status: 'completed',
  startedAt: '2025-01-01T00:00:00.000Z', endedAt: '2025-01-01T00:01:00.000Z', durationMs: 60000,
  phases: { total: 1, succeeded: 1, failed: 0, skipped: 0, rolledBack: 0 }, resumed: false,
}], { onWarning: warn, timeoutMs: 25_000 });
`,
  // Take a lock and keep it until killed.
  'holder.mjs': `${CHILD_PRELUDE}
await store.acquireLock(args[0]);
process.stdout.write('locked\\n');
setInterval(() => {}, 1000);
`,
  // Write states in a loop: version n has context.n === seq. Also appends history now and then.
  'writer.mjs': `${CHILD_PRELUDE}
const s = new store.LocalStore({ dir, onWarning: warn });
for (let i = 0; ; i++) {
  const saved = await s.update(key, (cur) => {
    const base = cur ?? fresh();
    const n = (cur?.context.n ?? 0) + 1;
    return { ...base, context: { n, pad: 'x'.repeat((n % 7) * 300) }, updatedAt: new Date().toISOString() };
  });
  if (i % 3 === 0) {
    await store.appendHistory(dir, [{
      schemaVersion: 2, kind: 'phase', runId: String(saved.seq), attempt: 1, repo: 'octo/app',
      workflow: 'ci', job: 'build', matrix: '', ref: 'refs/heads/main', sha: 'abc', stateId: 's',
      phase: 'build', status: 'succeeded', producedBy: 1, durationMs: 5,
    }], { onWarning: warn });
  }
  // Ready once a state and a history line are written, so every round leaves at least one of each.
  if (i === 0) process.stdout.write('ready\\n');
}
`,
};

interface Child {
  proc: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<number | null>;
}

function run(script: string, args: string[]): Child {
  const proc = spawn(process.execPath, [join(build.dir, script), libUrl, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child: Child = {
    proc,
    stdout: '',
    stderr: '',
    exited: new Promise((r) => proc.on('exit', (code) => r(code))),
  };
  proc.stdout?.on('data', (d: Buffer) => (child.stdout += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (child.stderr += d.toString()));
  return child;
}

async function waitFor(child: Child, text: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!child.stdout.includes(text)) {
    if (child.proc.exitCode !== null || Date.now() > deadline) {
      throw new Error(`child did not print "${text}": ${child.stderr}`);
    }
    await new Promise((r) => setTimeout(r, 2));
  }
}

async function readAllHistory(path: string): Promise<{ count: number; stats: HistoryReadStats }> {
  const { entries, stats } = readHistory(path);
  let count = 0;
  for await (const _ of entries) count++;
  return { count, stats };
}

beforeAll(async () => {
  build = await tempDir('ci-state-build-');
  const lib = join(build.dir, 'lib');
  await transpileTree(join(ROOT, 'src', 'store'), join(lib, 'store'));
  await transpileTree(join(ROOT, 'src', 'core'), join(lib, 'core'));
  await fs.symlink(join(ROOT, 'node_modules'), join(build.dir, 'node_modules'), 'dir');
  for (const [name, text] of Object.entries(SCRIPTS)) {
    await fs.writeFile(join(build.dir, name), text);
  }
  libUrl = pathToFileURL(`${lib}/`).href;
});
afterAll(() => build?.remove());

describe('the store with real processes', () => {
  let dir: string;
  let remove: () => Promise<void>;
  const children: Child[] = [];
  beforeEach(async () => ({ dir, remove } = await tempDir()));
  afterEach(async () => {
    for (const c of children.splice(0)) c.proc.kill('SIGKILL');
    await remove();
  });

  it('20 processes updating one state at once lose no update', async () => {
    const barrier = join(dir, 'go');
    const key = LocalStore.keyOf(makeState().scope);
    for (let i = 0; i < 20; i++) children.push(run('updater.mjs', [dir, String(i), barrier]));
    await Promise.all(children.map((c) => waitFor(c, 'ready')));
    await fs.writeFile(barrier, '');
    const codes = await Promise.all(children.map((c) => c.exited));
    expect(codes, children.map((c) => c.stderr).join('')).toEqual(Array(20).fill(0));

    const warnings: string[] = [];
    const store = new LocalStore({ dir, onWarning: (m) => warnings.push(m) });
    const state = (await store.read(key)) as RunState;
    expect(Object.keys(state.context)).toHaveLength(100);
    for (let i = 0; i < 20; i++) {
      for (let j = 0; j < 5; j++) expect(state.context[`p${i}-${j}`]).toBe(i);
    }
    expect(state.seq).toBe(100);
    const journal = await store.journal(key);
    expect(journal.map((e) => e.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(replayJournal(journal)).toEqual(state);
    const history = await readAllHistory(join(dir, 'history.jsonl'));
    expect(history.count).toBe(20);
    expect(history.stats.skipped).toBe(0);
    expect(warnings).toEqual([]);
    expect(children.map((c) => c.stderr).join('')).toBe('');
  });

  it('a lock held by a killed process is stolen with a warning', async () => {
    const lockPath = join(dir, 'the.lock');
    const holder = run('holder.mjs', [dir, lockPath]);
    children.push(holder);
    await waitFor(holder, 'locked');
    const pid = holder.proc.pid as number;

    await expect(withLock(lockPath, () => 1, { timeoutMs: 200 })).rejects.toThrow(
      new RegExp(`lock ${lockPath}, held by process ${pid} on `),
    );
    holder.proc.kill('SIGKILL');
    await holder.exited;

    const warnings: string[] = [];
    expect(await withLock(lockPath, () => 'mine', { onWarning: (m) => warnings.push(m) })).toBe(
      'mine',
    );
    expect(warnings).toEqual([`removed a stale lock at ${lockPath} held by dead process ${pid}`]);
  });

  it('writers SIGKILLed at random moments always leave a valid state and a replayable journal', async () => {
    const key = LocalStore.keyOf(makeState().scope);
    const rounds = 30;
    let lastSeq = 0;
    let tempsSeen = 0;
    let stolen = 0;
    for (let round = 0; round < rounds; round++) {
      const writer = run('writer.mjs', [dir]);
      children.push(writer);
      await waitFor(writer, 'ready');
      await new Promise((r) => setTimeout(r, Math.random() * 50));
      writer.proc.kill('SIGKILL');
      await writer.exited;
      children.pop();
      stolen += writer.stderr.match(/removed a stale lock/g)?.length ?? 0;
      expect(writer.stderr.replace(/WARNING removed a stale lock[^\n]*\n/g, '')).toBe('');

      const warnings: string[] = [];
      const store = new LocalStore({ dir, onWarning: (m) => warnings.push(m) });
      const state = (await store.read(key)) as RunState;
      expect(state.context.n).toBe(state.seq); // one of the versions the writer wrote
      expect(state.seq).toBeGreaterThan(lastSeq);
      lastSeq = state.seq;
      expect(replayJournal(await store.journal(key))).toEqual(state);
      expect(warnings).toEqual([]);

      const dirs = [dir, store.stateDir(key), join(store.stateDir(key), 'backups')];
      for (const d of dirs) {
        // temp files, and the holder files of the dead writer's locks (lock.ts)
        const temps = (await fs.readdir(d)).filter((n) => /\.(tmp|holder)$/.test(n));
        tempsSeen += temps.length;
        const removed = await cleanupTempFiles(d);
        expect(removed.sort()).toEqual(temps.map((n) => join(d, n)).sort());
      }
    }
    const history = await readAllHistory(join(dir, 'history.jsonl'));
    expect(history.count).toBeGreaterThan(0);
    expect(history.stats.invalidJson + history.stats.invalidEntries).toBe(0);
    console.log(
      `crash test: ${rounds} kills, final seq ${lastSeq}, ${tempsSeen} leftover temp files cleaned, ` +
        `${stolen} stale locks stolen, history ${history.count} lines (torn tail: ${history.stats.tornTail})`,
    );
  });
});
