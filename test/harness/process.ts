/**
 * One step process, started the way the runner starts it, with the signals the runner sends.
 *
 * Each step runs in its own process group so that the whole tree can be killed when the machine
 * "dies" and orphans can be cleaned up at the end of the job ("Cleaning up orphan processes").
 * Cancellation signals go to the step's own process only, as the runner's `kill(pid, SIGINT)`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';

export interface SignalRecord {
  signal: NodeJS.Signals;
  /** Milliseconds since the step process started. */
  atMs: number;
  /** Epoch milliseconds. */
  at: number;
  /** `process` (the step's process) or `group` (its whole process group). */
  target: 'process' | 'group';
}

export interface ProcessExit {
  /** Exit code; 128 + signal number when the process died of a signal; -1 if it never started. */
  exitCode: number;
  signal: NodeJS.Signals | null;
  /** Set when the process could not be started. */
  spawnError?: string;
}

export interface SpawnSpec {
  file: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  onLine: (stream: 'stdout' | 'stderr', line: string) => void;
}

/** Every live process group started by the harness, killed if the test process exits. */
const liveGroups = new Set<number>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const pgid of liveGroups) killGroup(pgid, 'SIGKILL');
  });
}

/** Sends a signal to a whole process group; false when no such group is left. */
export function killGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    liveGroups.delete(pgid);
    return false;
  }
}

export class StepProcess {
  readonly startedAt = Date.now();
  readonly signals: SignalRecord[] = [];
  readonly exited: Promise<ProcessExit>;
  stdout = '';
  stderr = '';
  private readonly child: ChildProcess;
  private alive = true;

  constructor(spec: SpawnSpec) {
    installExitHook();
    this.child = spawn(spec.file, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (this.child.pid !== undefined) liveGroups.add(this.child.pid);

    const buffers = { stdout: '', stderr: '' };
    const streamDone: Array<Promise<void>> = [];
    for (const name of ['stdout', 'stderr'] as const) {
      const stream = this.child[name];
      if (!stream) continue;
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        this[name] += chunk;
        buffers[name] += chunk;
        let nl = buffers[name].indexOf('\n');
        while (nl >= 0) {
          const line = buffers[name].slice(0, nl).replace(/\r$/, '');
          buffers[name] = buffers[name].slice(nl + 1);
          spec.onLine(name, line);
          nl = buffers[name].indexOf('\n');
        }
      });
      streamDone.push(
        new Promise<void>((resolve) => {
          stream.once('close', () => resolve());
          stream.once('error', () => resolve());
        }),
      );
    }

    this.exited = new Promise<ProcessExit>((resolve) => {
      let spawnError: string | undefined;
      this.child.once('error', (err) => {
        spawnError = err.message;
        if (this.child.pid === undefined) {
          this.alive = false;
          resolve({ exitCode: -1, signal: null, spawnError });
        }
      });
      this.child.once('exit', (code, signal) => {
        this.alive = false;
        // A background child may keep the pipes open: like the runner, the step ends when its
        // own process exits; give the pipes a moment to drain, then stop reading.
        const drained = Promise.all(streamDone);
        const grace = new Promise<void>((r) => setTimeout(r, 250).unref());
        void Promise.race([drained, grace]).then(() => {
          for (const name of ['stdout', 'stderr'] as const) {
            if (buffers[name] !== '') {
              spec.onLine(name, buffers[name].replace(/\r$/, ''));
              buffers[name] = '';
            }
            this.child[name]?.removeAllListeners('data');
            this.child[name]?.destroy();
          }
          const exitCode =
            code ?? (signal ? 128 + ((constants.signals[signal] as number | undefined) ?? 0) : -1);
          resolve({ exitCode, signal: signal ?? null, ...(spawnError ? { spawnError } : {}) });
        });
      });
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get isAlive(): boolean {
    return this.alive;
  }

  /** Sends a signal to the step's process only (what the runner does on cancellation). */
  signal(signal: NodeJS.Signals): void {
    if (!this.alive || this.child.pid === undefined) return;
    this.record(signal, 'process');
    try {
      process.kill(this.child.pid, signal);
    } catch {
      // already gone
    }
  }

  /** Sends a signal to the step's whole process group (machine death, final kill). */
  signalGroup(signal: NodeJS.Signals): void {
    if (this.child.pid === undefined) return;
    if (this.alive) this.record(signal, 'group');
    killGroup(this.child.pid, signal);
  }

  private record(signal: NodeJS.Signals, target: 'process' | 'group'): void {
    const at = Date.now();
    this.signals.push({ signal, at, atMs: at - this.startedAt, target });
  }
}

/** Kills what is left of a step's process group (orphans) and forgets it. */
export function reapGroup(pgid: number | undefined): void {
  if (pgid === undefined) return;
  killGroup(pgid, 'SIGKILL');
  liveGroups.delete(pgid);
}

/**
 * Kills every process that carries `RUNNER_TRACKING_ID=<id>` in its environment, as the runner's
 * "Cleaning up orphan processes" does at the end of a job (it finds detached processes too, which
 * left the step's process group). Linux only (reads /proc); elsewhere the groups are all it reaps.
 */
export function reapTracked(id: string): number {
  if (process.platform !== 'linux') return 0;
  const needle = Buffer.from(`\0RUNNER_TRACKING_ID=${id}\0`);
  let killed = 0;
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let environ: Buffer;
    try {
      environ = Buffer.concat([Buffer.from([0]), readFileSync(`/proc/${pid}/environ`)]);
    } catch {
      continue;
    }
    if (!environ.includes(needle)) continue;
    try {
      process.kill(pid, 'SIGKILL');
      killed++;
    } catch {
      // gone already
    }
  }
  return killed;
}
