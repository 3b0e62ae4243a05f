/**
 * Crash consistency: a process writing state (or appending history) is SIGKILLed at random
 * moments, over and over. After every kill the state parses, validates and equals either the last
 * version the writer saw committed or the one it was writing; temp files the dead writer left are
 * gone once the next writer has started; history loses nothing but a torn last line.
 *
 * One writer at a time, and the next one is started (and has loaded the store) while the current
 * one writes, so a kill cycle costs the random delay plus the checks, not a Node start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayJournal } from '../../src/core/journal.js';
import { HistoryEntry, RunState } from '../../src/core/schema.js';
import { validateState } from '../../src/core/validate.js';
import { LocalStore, readHistory } from '../../src/store/index.js';
import { buildChildLib, count, figure, seconds, tempDir, tempFilesIn } from './helpers.js';

const SCOPE = {
  repo: 'octo/app',
  workflow: 'ci',
  job: 'build',
  matrix: '',
  ref: 'refs/heads/main',
};
const T0 = Date.parse('2025-03-01T00:00:00.000Z');

/**
 * Version n of the document, the same in the child (which writes it) and here (which checks it).
 * Its size varies from about 1 KB to about 200 KB so that kills land inside writes of every size.
 */
const DOC_SOURCE = `
function docFor(n, scope) {
  const at = (s) => new Date(${T0} + s * 1000).toISOString();
  const phases = {};
  for (let i = 0; i < (n % 5); i++) {
    phases['p' + i] = { status: 'succeeded', attempt: 1, attempts: 1, startedAt: at(i), endedAt: at(i + 1),
      durationMs: 1000, exitCode: 0, stdoutTail: ('v' + n + ' ').repeat(n % 3 === 0 ? 4000 : 20) };
  }
  return {
    schemaVersion: 2, id: 'run-build', scope,
    origin: { repo: 'octo/app', workflow: 'ci', job: 'build', runId: '1', runAttempt: 1, sha: 'abc',
              ref: 'refs/heads/main', event: 'push', actor: 'octocat' },
    status: 'running', phases,
    context: { n, pad: String(n % 10).repeat((n * 7919) % 200000) },
    createdAt: at(0), updatedAt: at(n),
  };
}
`;
const docFor = new Function('n', 'scope', `${DOC_SOURCE}; return docFor(n, scope);`) as (
  n: number,
  scope: typeof SCOPE,
) => Record<string, unknown>;

/** The lines of history batch b, the same in the child (which appends them) and here. */
const ENTRIES_SOURCE = `
function entriesFor(b) {
  const entries = [];
  for (let j = 0; j < 1 + ((b * 37) % 40); j++) {
    entries.push({
      schemaVersion: 2, kind: 'run', runId: b + '-' + j, attempt: 1, repo: 'octo/app', workflow: 'ci',
      job: 'build', matrix: '', ref: 'refs/heads/main', sha: 'abc', stateId: 's', status: 'failed',
      startedAt: '2025-01-01T00:00:00.000Z', endedAt: '2025-01-01T00:01:00.000Z', durationMs: 60000,
      phases: { total: 1, succeeded: 0, failed: 1, skipped: 0, rolledBack: 0 }, resumed: false,
      error: 'e'.repeat((b * 131 + j * 17) % 4000),
    });
  }
  return entries;
}
`;
const entriesFor = new Function('b', `${ENTRIES_SOURCE}; return entriesFor(b);`) as (
  b: number,
) => unknown[];

const CHILD_PRELUDE = `
const [storeUrl, dir] = process.argv.slice(2);
const store = await import(storeUrl);
const scope = ${JSON.stringify(SCOPE)};
const warn = (m) => process.stderr.write('WARNING ' + m + '\\n');
const go = new Promise((r) => process.stdin.once('data', (d) => r(String(d).trim())));
process.stdout.write('ready\\n');
const goArg = await go;
`;

const SCRIPTS: Record<string, string> = {
  // Writes version n+1 over version n forever; "b n" before a write starts, "c n" once committed.
  // stdout to a pipe is synchronous on Linux, so what the parent reads after the kill is complete.
  'state-writer.mjs': `${CHILD_PRELUDE}
${DOC_SOURCE}
const s = new store.LocalStore({ dir, onWarning: warn });
const key = store.LocalStore.keyOf(scope);
for (;;) {
  const cur = await s.read(key);
  const n = (cur?.seq ?? 0) + 1;
  process.stdout.write('b ' + n + '\\n');
  await s.update(key, () => docFor(n, scope));
  process.stdout.write('c ' + n + '\\n');
}
`,
  // Appends batches of 1-40 history lines (up to ~160 KB in one write) forever:
  // "b <batch> <lines>" before, "c <batch>" after. The first batch number comes on stdin.
  'history-writer.mjs': `${CHILD_PRELUDE}
${ENTRIES_SOURCE}
for (let b = Number(goArg); ; b++) {
  const entries = entriesFor(b);
  process.stdout.write('b ' + b + ' ' + entries.length + '\\n');
  await store.appendHistory(dir, entries, { onWarning: warn });
  process.stdout.write('c ' + b + '\\n');
}
`,
};

interface Writer {
  proc: ChildProcess;
  stdout: string;
  stderr: string;
  closed: Promise<void>;
}

let lib: Awaited<ReturnType<typeof buildChildLib>>;
beforeAll(async () => {
  lib = await buildChildLib(SCRIPTS);
});
afterAll(() => lib?.remove());

function start(script: string, args: string[]): Writer {
  const proc = spawn(process.execPath, [join(lib.dir, script), lib.storeUrl, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NODE_COMPILE_CACHE: join(lib.dir, '.compile-cache') },
  });
  const w: Writer = { proc, stdout: '', stderr: '', closed: Promise.resolve() };
  proc.stdout!.on('data', (d: Buffer) => (w.stdout += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (w.stderr += d.toString()));
  w.closed = new Promise((r) => proc.on('close', () => r()));
  return w;
}

/**
 * Writers started ahead of time (they load the store, then wait for a line on stdin), so a kill
 * cycle never waits for a Node start.
 */
class Pool {
  private readonly ready: Writer[] = [];
  constructor(
    private readonly script: string,
    private readonly args: string[],
    private readonly size = 3,
  ) {
    this.fill();
  }
  private fill(): void {
    while (this.ready.length < this.size) this.ready.push(start(this.script, this.args));
  }
  /** The next writer, started with `arg`. */
  async go(arg: string): Promise<Writer> {
    const w = this.ready.shift()!;
    this.fill();
    await until(w, () => w.stdout.startsWith('ready\n'), 'got ready');
    w.stdout = w.stdout.slice('ready\n'.length);
    w.proc.stdin!.write(`${arg}\n`);
    return w;
  }
  async close(): Promise<void> {
    for (const w of this.ready.splice(0)) {
      w.proc.kill('SIGKILL');
      await w.closed;
    }
  }
}

async function until(w: Writer, test: () => boolean, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (w.proc.exitCode !== null || Date.now() > deadline)
      throw new Error(`writer never ${what}: ${w.stderr}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

/** Last "b" and "c" numbers printed by a writer. */
function progress(stdout: string): { begun?: number; committed?: number } {
  let begun: number | undefined;
  let committed: number | undefined;
  for (const line of stdout.split('\n')) {
    const [k, v] = line.split(' ');
    if (k === 'b') begun = Number(v);
    if (k === 'c') committed = Number(v);
  }
  return { begun, committed };
}

/** A killed writer's lock is stolen by the next one, with this warning. */
const STALE_LOCK = /WARNING removed a stale lock [^\n]*\n/g;

/** Where the kill tests write: tmpfs (fast; a process kill does not care about fsync) and disk. */
const MEDIA: { name: string; base?: string; firstWriteGuessMs: number; share: number }[] = [
  ...(existsSync('/dev/shm')
    ? [{ name: 'tmpfs', base: '/dev/shm', firstWriteGuessMs: 5, share: 0.9 }]
    : []),
  { name: 'disk', firstWriteGuessMs: 50, share: existsSync('/dev/shm') ? 0.1 : 1 },
];

function split(total: number): number[] {
  return MEDIA.map((m, i) =>
    i === MEDIA.length - 1
      ? total - MEDIA.slice(0, -1).reduce((a, x) => a + Math.round(total * x.share), 0)
      : Math.round(total * m.share),
  );
}

/**
 * Waits for a random moment to kill the writer: usually within about one and a half times a first
 * write's duration after the writer began its first write (so most kills land inside a write),
 * sometimes a random time after it was told to start (while it takes over the dead writer's lock
 * and cleans up). First-write durations are learned as the test goes (an fsync takes 1 ms on tmpfs
 * and can take 300 ms on a busy disk).
 */
async function killMoment(w: Writer, pace: Pace): Promise<void> {
  const began = /(^|\n)b \d+/;
  const committed = /(^|\n)c \d+/;
  if (Math.random() < 0.15) {
    await new Promise((r) => setTimeout(r, Math.random() * pace.windowMs()));
    return;
  }
  await until(w, () => began.test(w.stdout), 'began a write');
  const tb = performance.now();
  const at = tb + Math.random() * pace.windowMs();
  while (performance.now() < at) {
    await new Promise((r) => setTimeout(r, 1));
    if (pace.pending(w) && committed.test(w.stdout)) pace.saw(w, performance.now() - tb);
  }
  // No commit seen although the kill came late in the window: the guess was too short.
  if (pace.pending(w) && at - tb > pace.windowMs() * 0.5) pace.tooShort();
}

class Pace {
  private firstWriteMs: number;
  private readonly measured = new WeakSet<Writer>();
  constructor(guessMs: number) {
    this.firstWriteMs = guessMs;
  }
  windowMs(): number {
    return Math.max(2, this.firstWriteMs * 1.5);
  }
  pending(w: Writer): boolean {
    return !this.measured.has(w);
  }
  saw(w: Writer, ms: number): void {
    this.measured.add(w);
    this.firstWriteMs = this.firstWriteMs * 0.8 + ms * 0.2;
  }
  tooShort(): void {
    this.firstWriteMs *= 1.1;
  }
  get typicalMs(): number {
    return this.firstWriteMs;
  }
}

interface StateFigures {
  kills: number;
  midWrite: number;
  newSeen: number;
  invalid: number;
  lost: number;
  tempsLeft: number;
  tempsCleaned: number;
  stolen: number;
  emptyLocks: number;
  lastSeq: number;
  windowMs: number;
  ms: number;
}

async function stateKills(base: string | undefined, kills: number, firstWriteGuessMs: number) {
  const { dir, remove } = await tempDir('ci-state-rel-', base);
  const key = LocalStore.keyOf(SCOPE);
  const store = new LocalStore({ dir });
  const stateFile = store.statePath(key);
  const dirs = [store.stateDir(key), join(store.stateDir(key), 'backups')];
  const f: StateFigures = {
    kills,
    midWrite: 0,
    newSeen: 0,
    invalid: 0,
    lost: 0,
    tempsLeft: 0,
    tempsCleaned: 0,
    stolen: 0,
    emptyLocks: 0,
    lastSeq: 0,
    windowMs: 0,
    ms: 0,
  };
  const started = Date.now();
  const pace = new Pace(firstWriteGuessMs);
  /** Temp files left by killed writers and not yet seen removed. */
  let pending: string[] = [];
  const pool = new Pool('state-writer.mjs', [dir]);
  try {
    for (let i = 0; i <= kills; i++) {
      const w = await pool.go('0');
      if (i === kills) {
        // One more start, to see the last kills' leftovers cleaned.
        await until(w, () => /(^|\n)c \d+\n/.test(w.stdout), 'committed a write');
      } else {
        await killMoment(w, pace);
      }
      w.proc.kill('SIGKILL');
      await w.closed;
      f.stolen += w.stderr.match(/removed a stale lock/g)?.length ?? 0;
      f.emptyLocks += w.stderr.match(/removed a stale lock[^\n]*empty or corrupt/g)?.length ?? 0;
      expect(w.stderr.replace(STALE_LOCK, '')).toBe('');
      const { begun, committed } = progress(w.stdout);
      const temps = await tempFilesIn(dirs);
      if (committed !== undefined) {
        // This writer committed, so it started: the leftovers of the dead writers before it are gone.
        expect(
          pending.filter((t) => temps.includes(t)),
          'temp files of a dead writer survived the next start',
        ).toEqual([]);
        f.tempsCleaned += pending.length;
        pending = [];
      }
      if (i === kills) break;
      const fresh = temps.filter((t) => !pending.includes(t));
      f.tempsLeft += fresh.length;
      pending.push(...fresh);
      if (!existsSync(stateFile)) {
        expect(committed).toBeUndefined(); // killed before the very first commit
        continue;
      }

      const text = await readFile(stateFile, 'utf8');
      const checked = validateState(JSON.parse(text));
      if (!checked.ok) f.invalid++;
      expect(checked.errors).toEqual([]);
      const seq = (checked as { state: RunState }).state.seq;
      // The version before the write in flight, or the one it was writing.
      const allowed = begun === undefined ? [f.lastSeq] : [committed ?? begun - 1, begun];
      if (!allowed.includes(seq)) f.lost++;
      expect(allowed).toContain(seq);
      expect(seq).toBeGreaterThanOrEqual(f.lastSeq);
      if (seq === begun && begun !== committed) f.newSeen++;
      if (begun !== committed) f.midWrite++;
      f.lastSeq = seq;
      const expected = RunState.parse({ ...docFor(seq, SCOPE), seq });
      expect((checked as { state: RunState }).state).toEqual(expected);

      // Through the store too: the same document, with no recovery from a backup needed.
      const warnings: string[] = [];
      const reader = new LocalStore({ dir, onWarning: (m) => warnings.push(m) });
      expect(await reader.read(key)).toEqual(expected);
      expect(warnings).toEqual([]);
      if (i % 100 === 99 || i === kills - 1) {
        expect(replayJournal(await reader.journal(key))).toEqual(expected);
      }
    }
  } finally {
    await pool.close();
    await remove();
  }
  expect(f.tempsCleaned).toBe(f.tempsLeft);
  f.windowMs = pace.typicalMs;
  f.ms = Date.now() - started;
  return f;
}

interface HistoryFigures {
  kills: number;
  kept: number;
  tornNatural: number;
  tornInjected: number;
  repaired: number;
  partialBatches: number;
  lost: number;
  stolen: number;
  emptyLocks: number;
  firstWriteMs: number;
  ms: number;
}

/** Batch b's lines exactly as appendHistory writes them (to cut a write of it short by hand). */
function batchText(b: number): string {
  return entriesFor(b)
    .map((e) => `${JSON.stringify(HistoryEntry.parse(e))}\n`)
    .join('');
}

async function readIds(path: string) {
  const { entries, stats } = readHistory(path);
  const ids: string[] = [];
  for await (const e of entries) ids.push(e.runId);
  return { ids, stats };
}

/** Kills per history file: each segment starts a new file, so checking it stays cheap. */
const SEGMENT = 50;

async function historyKills(base: string | undefined, kills: number, firstWriteGuessMs: number) {
  const started = Date.now();
  const f: HistoryFigures = {
    kills,
    kept: 0,
    tornNatural: 0,
    tornInjected: 0,
    repaired: 0,
    partialBatches: 0,
    lost: 0,
    stolen: 0,
    emptyLocks: 0,
    firstWriteMs: 0,
    ms: 0,
  };
  const pace = new Pace(firstWriteGuessMs);
  for (let done = 0; done < kills; done += SEGMENT) {
    await historySegment(base, Math.min(SEGMENT, kills - done), pace, f);
  }
  f.firstWriteMs = pace.typicalMs;
  f.ms = Date.now() - started;
  return f;
}

async function historySegment(
  base: string | undefined,
  kills: number,
  pace: Pace,
  f: HistoryFigures,
): Promise<void> {
  const { dir, remove } = await tempDir('ci-state-rel-', base);
  const path = join(dir, 'history.jsonl');
  let batch = 0;
  /** runIds `${b}-${j}` of every line acknowledged so far, in order. */
  const acknowledged: string[] = [];
  /** Whether the file ended with a torn line at the last check (not counted twice). */
  let wasTorn = false;
  let nextBegun = false;
  const pool = new Pool('history-writer.mjs', [dir]);
  try {
    for (let i = 0; i < kills; i++) {
      // The writer starts after the lines already there (a partial batch is not re-sent).
      const w = await pool.go(String(batch));
      await killMoment(w, pace);
      w.proc.kill('SIGKILL');
      await w.closed;
      f.repaired += w.stderr.match(/ended with a torn line/g)?.length ?? 0;
      f.stolen += w.stderr.match(/removed a stale lock/g)?.length ?? 0;
      f.emptyLocks += w.stderr.match(/removed a stale lock[^\n]*empty or corrupt/g)?.length ?? 0;
      expect(
        w.stderr
          .replace(STALE_LOCK, '')
          .replace(/WARNING [^\n]*ended with a torn line[^\n]*\n/g, ''),
      ).toBe('');

      // Which batches were begun and acknowledged.
      const begun = new Map<number, number>();
      for (const line of w.stdout.split('\n')) {
        const [k, b, n] = line.split(' ');
        if (k === 'b') begun.set(Number(b), Number(n));
        if (k === 'c') {
          for (let j = 0; j < begun.get(Number(b))!; j++) acknowledged.push(`${b}-${j}`);
          batch = Number(b) + 1;
        }
      }
      const inFlight = begun.get(batch) ?? 0;
      let { ids, stats } = await readIds(path);
      if (stats.tornTail) {
        if (!wasTorn) f.tornNatural++;
      } else if (inFlight > 0 && ids.length === acknowledged.length && Math.random() < 0.5) {
        // A kill rarely lands inside the write() itself; a power cut would. Cut the write that was
        // in flight short by hand: a random prefix of its bytes, not ending with a newline.
        const text = batchText(batch);
        let end = 1 + Math.floor(Math.random() * (text.length - 1));
        if (text[end - 1] === '\n') end--;
        await appendFile(path, text.slice(0, end));
        f.tornInjected++;
        ({ ids, stats } = await readIds(path));
        expect(stats.tornTail).toBe(true);
      }
      expect(stats.invalidJson + stats.invalidEntries + stats.tooLong).toBe(0);
      wasTorn = stats.tornTail;
      // Everything acknowledged is there, in order; after it, at most a prefix of the batch that
      // was being written.
      const head = ids.slice(0, acknowledged.length);
      f.lost += acknowledged.length - head.filter((id, k) => id === acknowledged[k]).length;
      expect(head).toEqual(acknowledged);
      const extra = ids.slice(acknowledged.length);
      expect(extra).toEqual(Array.from({ length: extra.length }, (_, j) => `${batch}-${j}`));
      expect(extra.length).toBeLessThanOrEqual(inFlight);
      if (extra.length > 0) {
        // Those lines are on disk: they count as written from here on.
        if (extra.length < inFlight) f.partialBatches++;
        acknowledged.push(...extra);
        batch++;
      }
    }
    // A last writer repairs whatever tail is left; nothing acknowledged is lost.
    const w = await pool.go(String(batch));
    await until(w, () => /(^|\n)c \d+\n/.test(w.stdout), 'committed a write');
    w.proc.kill('SIGKILL');
    await w.closed;
    // It writes batch after batch: one it began after that commit may be torn by the kill.
    nextBegun = (w.stdout.match(/(^|\n)b \d+ /g)?.length ?? 0) > 1;
  } finally {
    await pool.close();
  }
  const { ids, stats } = await readIds(path);
  expect(stats.invalidJson + stats.invalidEntries + stats.tooLong).toBe(0);
  if (!nextBegun) expect(stats.tornTail).toBe(false);
  expect(ids.slice(0, acknowledged.length)).toEqual(acknowledged);
  f.kept += acknowledged.length;
  await remove();
}

describe('crash consistency', () => {
  it('state: every SIGKILL leaves the old or the new document, valid; temp files cleaned on the next start', async () => {
    const total = count('kills', 1000);
    const parts: string[] = [];
    let sum = { invalid: 0, lost: 0, temps: 0, cleaned: 0 };
    for (const [m, kills] of split(total).map((k, i) => [MEDIA[i]!, k] as const)) {
      if (kills === 0) continue;
      const f = await stateKills(m.base, kills, m.firstWriteGuessMs);
      sum = {
        invalid: sum.invalid + f.invalid,
        lost: sum.lost + f.lost,
        temps: sum.temps + f.tempsLeft,
        cleaned: sum.cleaned + f.tempsCleaned,
      };
      parts.push(
        `${m.name}: ${f.kills} kills, ${f.midWrite} mid-write (${f.newSeen} found the new version), ` +
          `${f.tempsLeft} temp files left, ${f.stolen} stale locks taken over (${f.emptyLocks} empty), ` +
          `final seq ${f.lastSeq}, first write ${f.windowMs.toFixed(1)} ms, ${seconds(f.ms)}`,
      );
    }
    figure(
      'crash-consistency',
      `${total} kills, ${sum.invalid} invalid states, ${sum.lost} lost, ` +
        `${sum.cleaned} of ${sum.temps} temp files cleaned on the next start [${parts.join('; ')}]`,
    );
  });

  it('history: every SIGKILL loses at most the torn last line; the next append repairs it', async () => {
    const total = count('history_kills', 500);
    const parts: string[] = [];
    let lost = 0;
    let torn = 0;
    for (const [m, kills] of split(total).map((k, i) => [MEDIA[i]!, k] as const)) {
      if (kills === 0) continue;
      const f = await historyKills(m.base, kills, m.firstWriteGuessMs);
      lost += f.lost;
      torn += f.tornNatural + f.tornInjected;
      parts.push(
        `${m.name}: ${f.kills} kills, ${f.kept} lines kept, torn last lines ${f.tornNatural} from kills + ` +
          `${f.tornInjected} cut by hand, ${f.repaired} repaired by the next append, ` +
          `${f.partialBatches} batches cut short, ${f.stolen} stale locks taken over (${f.emptyLocks} empty), ` +
          `first append ${f.firstWriteMs.toFixed(1)} ms, ${seconds(f.ms)}`,
      );
    }
    figure(
      'history-appends',
      `${total} kills, ${torn} torn last lines dropped, ${lost} acknowledged lines lost [${parts.join('; ')}]`,
    );
  });
});
