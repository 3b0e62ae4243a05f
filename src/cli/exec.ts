/**
 * Runs a phase's command the way a shell would: found as a shell finds it (on Windows, `npm` is
 * `npm.cmd`), the child's output goes straight to ours (teed so that a bounded, redacted tail is
 * kept for the state), stdin is inherited, and SIGINT/SIGTERM/SIGHUP sent to ci-state are forwarded
 * to the child so that cancellation reaches the real work. When our stdout or stderr closes (a
 * reader that stopped: `| head -1`), the child's stream to it closes too: the command meets the
 * closed pipe as it would in a shell pipeline (SIGPIPE, or EPIPE on its next write) and its end,
 * whatever it is, is recorded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import type { Readable } from 'node:stream';
import { TailBuffer } from '../core/redact.js';
import { handleCancelSignals, requestCancel } from '../transfer/retry.js';
import { onBroken, writeTo } from './pipes.js';

export interface ExecResult {
  exitCode: number;
  /** The signal that ended the child, if any. */
  signal?: NodeJS.Signals;
  /** A signal ci-state itself received and forwarded (the run was cancelled). */
  cancelledBy?: NodeJS.Signals;
  durationMs: number;
  stdoutTail: string;
  stderrTail: string;
  /** Set when the command could not be started at all (not found, not executable). */
  spawnError?: string;
}

const FORWARDED: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The exit code a shell gives a command that a signal ended: 128 + the signal's number. */
export function exitCodeForSignal(signal: string): number {
  const n = (constants.signals as Record<string, number | undefined>)[signal];
  return 128 + (n ?? 0);
}

/**
 * What starts a command on `platform`, finding it as a shell would. On Windows, Node's spawn finds
 * only `.exe` files and cannot start a `.cmd` or `.bat` (npm, npx, yarn, pnpm are `.cmd` shims):
 * cross-spawn (the package most tools use for this, execa among them) looks the name up through PATH
 * and PATHEXT, starts a script through cmd.exe with its arguments escaped for it, and reports a
 * command it cannot find as ENOENT. Elsewhere Node's spawn already searches PATH as a shell does,
 * so cross-spawn is not even loaded.
 */
export async function commandSpawner(platform: NodeJS.Platform = process.platform) {
  return platform === 'win32' ? (await import('cross-spawn')).default.spawn : spawn;
}

/** Why a command could not be started, in one line (the same for Node's spawn and cross-spawn). */
export function spawnErrorMessage(file: string, e: NodeJS.ErrnoException): string {
  return e.code === 'ENOENT'
    ? `command not found: ${file}`
    : e.code === 'EACCES'
      ? `command is not executable: ${file}`
      : `cannot start ${file}: ${e.message}`;
}

export async function execPhase(
  command: string[],
  opts: { tailBytes?: number; env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<ExecResult> {
  const [file, ...args] = command;
  if (!file) throw new Error('no command given');
  const tailBytes = opts.tailBytes ?? 4096;
  const out = new TailBuffer(tailBytes);
  const err = new TailBuffer(tailBytes);
  // process.hrtime rather than performance.now(): the same monotonic clock, without loading perf_hooks.
  const started = process.hrtime.bigint();

  const start = await commandSpawner();
  return new Promise<ExecResult>((resolve) => {
    let cancelledBy: NodeJS.Signals | undefined;
    let spawnError: string | undefined;
    // Listening before the spawn: the command may act on its own (and whoever waits on it may
    // signal us) before the spawn call has returned. A signal is dispatched after this
    // synchronous code, when `running.child` is set.
    const running: { child?: ChildProcess } = {};
    const forward = (sig: NodeJS.Signals) => {
      cancelledBy ??= sig;
      // The save after the phase gets a bounded time to finish and report (see withRetry).
      requestCancel(sig);
      const c = running.child;
      if (c && c.exitCode === null && c.signalCode === null) c.kill(sig);
    };
    for (const sig of FORWARDED) process.on(sig, forward);
    let child;
    try {
      child = start(file, args, {
        stdio: ['inherit', 'pipe', 'pipe'],
        env: opts.env ?? process.env,
        cwd: opts.cwd,
      });
    } catch (e) {
      // Arguments spawn refuses at once (a NUL byte in one): nothing runs, nothing to forward to.
      for (const sig of FORWARDED) process.off(sig, forward);
      throw e;
    }
    running.child = child;

    const tee = (from: Readable, to: NodeJS.WriteStream, tail: TailBuffer) =>
      from.on('data', (chunk: Buffer) => {
        tail.push(chunk);
        writeTo(to, chunk);
      });
    tee(child.stdout, process.stdout, out);
    tee(child.stderr, process.stderr, err);
    // Our end of a pipe closed: so does the child's end of the one that feeds it.
    const stopWatching = onBroken((stream) => {
      if (stream === process.stdout) child.stdout.destroy();
      if (stream === process.stderr) child.stderr.destroy();
    });
    child.on('error', (e: NodeJS.ErrnoException) => {
      spawnError = spawnErrorMessage(file, e);
    });
    child.on('close', (code, signal) => {
      // From here to the end of the save, a signal must not end the process mid-write and
      // unreported: it asks the save to finish within its grace time (a second one ends it).
      // Installed before `forward` goes: a signal's handle closes with its last listener, and a
      // signal that had arrived but was not yet dispatched would be lost with it (a SIGINT just
      // as the command ends would then not bound the save).
      handleCancelSignals();
      for (const sig of FORWARDED) process.off(sig, forward);
      stopWatching();
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
      const result: ExecResult = {
        exitCode: spawnError
          ? 127
          : code !== null
            ? code
            : exitCodeForSignal(signal ?? cancelledBy ?? 'SIGKILL'),
        durationMs,
        stdoutTail: out.toString(),
        stderrTail: err.toString(),
      };
      if (signal) result.signal = signal;
      if (cancelledBy) result.cancelledBy = cancelledBy;
      if (spawnError) result.spawnError = spawnError;
      resolve(result);
    });
  });
}
