/**
 * Keeping a phase's outputs in the background: when a phase ends on a runner, `ci-state run`
 * lists what the phase changed (with each file's stamp) in a job file under
 * `<store>/checkpoints/keeping/` and hands the snapshot to a process of its own (the keeper), so
 * the next step does not wait for it. Whoever needs the outputs kept waits here for the job files
 * to go: a skip decision on the same machine, `ci-state flush`, a new attempt, and the Action's
 * post step before its final save. A job whose keeper is gone (killed with the job) is stale:
 * its phase stays "not kept" in the state, so a later attempt runs it again.
 */
import * as fs from 'node:fs';
import { join } from 'node:path';
import { isProcessAlive } from './fs-util.js';

export interface KeepJob {
  v: 1;
  id: string;
  /** The state (key in the store) whose phase the keeper records the checkpoint on. */
  key: string;
  phase: string;
  /** The workspace the paths are relative to. */
  root: string;
  paths: string[];
  /** `stampOf` each path when the phase ended, in the order of `paths`. */
  stamps: string[];
  /** The keeper's pid, written once it started. */
  pid?: number;
  startedAt: string;
}

/** How long anything waits for keepers (`CI_STATE_KEEP_WAIT_SECONDS`, default 10 minutes). */
export function keepWaitMs(env: NodeJS.ProcessEnv = process.env): number {
  const s = Number(env.CI_STATE_KEEP_WAIT_SECONDS);
  return Number.isFinite(s) && s > 0 ? s * 1000 : 600_000;
}

/** A line a keeper logged, as whoever waited for it shows it. */
export function keeperSaid(line: string): string {
  return `background: ${line.replace(/^ci-state: /, '')}`;
}

/** A job without a pid is being started: alive this long after it was written. */
const STARTING_MS = 120_000;

export function keepingDir(storeDir: string): string {
  return join(storeDir, 'checkpoints', 'keeping');
}

export function keepJobFile(storeDir: string, id: string): string {
  return join(keepingDir(storeDir), `${id}.json`);
}

/** Where the keeper of job `id` writes what it says (shown by whoever waits for it). */
export function keepLogFile(storeDir: string, id: string): string {
  return join(keepingDir(storeDir), `${id}.log`);
}

/** Writes (or rewrites, by rename) a job file; its path. */
export function writeKeepJob(storeDir: string, job: KeepJob): string {
  fs.mkdirSync(keepingDir(storeDir), { recursive: true });
  const file = keepJobFile(storeDir, job.id);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(job));
  fs.renameSync(tmp, file);
  return file;
}

export function readKeepJob(file: string): KeepJob | undefined {
  try {
    const job = JSON.parse(fs.readFileSync(file, 'utf8')) as KeepJob;
    return job?.v === 1 && typeof job.id === 'string' && Array.isArray(job.paths) ? job : undefined;
  } catch {
    return undefined;
  }
}

export interface PendingKeep {
  id: string;
  job: KeepJob | undefined;
  alive: boolean;
}

/** The jobs still in the store, and whether their keeper may still be at work. */
export function pendingKeeps(storeDir: string, now = Date.now()): PendingKeep[] {
  let names: string[];
  try {
    names = fs.readdirSync(keepingDir(storeDir));
  } catch {
    return [];
  }
  const out: PendingKeep[] = [];
  for (const name of names) {
    if (!name.endsWith('.json')) continue;
    const file = join(keepingDir(storeDir), name);
    const job = readKeepJob(file);
    let alive: boolean;
    if (job?.pid !== undefined) alive = isProcessAlive(job.pid);
    else {
      const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
      alive = mtime !== undefined && now - mtime < STARTING_MS;
    }
    out.push({ id: name.slice(0, -'.json'.length), job, alive });
  }
  return out;
}

/**
 * Removes a job's file (the keeper when done, or a waiter for a stale job); its log stays until it
 * is shown.
 */
export function removeKeep(storeDir: string, id: string): void {
  fs.rmSync(keepJobFile(storeDir, id), { force: true });
}

export interface KeepWait {
  /** Jobs whose keeper finished while waited for, or before. */
  done: string[];
  /** Jobs whose keeper was gone (their files removed). */
  stale: string[];
  /** Jobs still at work when the time ran out. */
  left: string[];
}

/**
 * Waits until no keeper (or only those not in `only`) is at work, at most `timeoutMs`. Stale jobs
 * are removed. `onLog` receives the lines of each finished keeper's log, which is then removed.
 */
export async function waitForKeeps(
  storeDir: string,
  options: { timeoutMs: number; only?: readonly string[]; onLog?: (line: string) => void },
): Promise<KeepWait> {
  const deadline = Date.now() + options.timeoutMs;
  const wanted = (id: string) => !options.only || options.only.includes(id);
  const result: KeepWait = { done: [], stale: [], left: [] };
  for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
    const pending = pendingKeeps(storeDir).filter((p) => wanted(p.id));
    // A job whose keeper is gone: its log stays, shown below with what it said before it ended.
    for (const p of pending.filter((x) => !x.alive)) {
      removeKeep(storeDir, p.id);
      result.stale.push(p.id);
    }
    const alive = pending.filter((p) => p.alive);
    if (alive.length === 0 || Date.now() >= deadline) {
      result.left = alive.map((p) => p.id);
      break;
    }
    await new Promise((r) => setTimeout(r, delay));
  }
  showLogs(storeDir, options.onLog, wanted, result);
  return result;
}

/** The logs finished keepers left (a log whose job file is gone), shown once and removed. */
/** Shows (once: then removed) what the keepers that have finished said; their ids. */
export function showFinishedKeeps(storeDir: string, onLog: (line: string) => void): string[] {
  const result: KeepWait = { done: [], stale: [], left: [] };
  showLogs(storeDir, onLog, () => true, result);
  return result.done;
}

function showLogs(
  storeDir: string,
  onLog: ((line: string) => void) | undefined,
  wanted: (id: string) => boolean,
  result: KeepWait,
): void {
  let names: string[];
  try {
    names = fs.readdirSync(keepingDir(storeDir));
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.endsWith('.log')) continue;
    const id = name.slice(0, -'.log'.length);
    if (!wanted(id) || result.left.includes(id)) continue;
    if (fs.existsSync(keepJobFile(storeDir, id))) continue;
    const file = keepLogFile(storeDir, id);
    if (onLog) {
      const text = fs.readFileSync(file, 'utf8');
      for (const line of text.split('\n').filter(Boolean).slice(-200)) onLog(line);
    }
    fs.rmSync(file, { force: true });
    if (!result.stale.includes(id)) result.done.push(id);
  }
}
