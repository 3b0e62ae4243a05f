/**
 * Runs a phase's command the way a shell would: the child's output goes straight to ours (teed so
 * that a bounded, redacted tail is kept for the state), stdin is inherited, and SIGINT/SIGTERM/SIGHUP
 * sent to ci-state are forwarded to the child so that cancellation reaches the real work.
 */
import { spawn } from 'node:child_process';
import { TailBuffer } from '../core/redact.js';
import { handleCancelSignals, requestCancel } from '../github/retry.js';

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
const SIGNAL_EXIT: Record<string, number> = {
  SIGHUP: 129,
  SIGINT: 130,
  SIGKILL: 137,
  SIGTERM: 143,
};

export function exitCodeForSignal(signal: string): number {
  return SIGNAL_EXIT[signal] ?? 128;
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

  return new Promise<ExecResult>((resolve) => {
    let cancelledBy: NodeJS.Signals | undefined;
    let spawnError: string | undefined;
    const child = spawn(file, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: opts.env ?? process.env,
      cwd: opts.cwd,
    });
    const forward = (sig: NodeJS.Signals) => {
      cancelledBy ??= sig;
      // The save after the phase gets a bounded time to finish and report (see withRetry).
      requestCancel(sig);
      if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    };
    for (const sig of FORWARDED) process.on(sig, forward);

    child.stdout.on('data', (chunk: Buffer) => {
      out.push(chunk);
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err.push(chunk);
      process.stderr.write(chunk);
    });
    child.on('error', (e: NodeJS.ErrnoException) => {
      spawnError =
        e.code === 'ENOENT'
          ? `command not found: ${file}`
          : e.code === 'EACCES'
            ? `command is not executable: ${file}`
            : `cannot start ${file}: ${e.message}`;
    });
    child.on('close', (code, signal) => {
      // From here to the end of the save, a signal must not end the process mid-write and
      // unreported: it asks the save to finish within its grace time (a second one ends it).
      // Installed before `forward` goes: a signal's handle closes with its last listener, and a
      // signal that had arrived but was not yet dispatched would be lost with it (a SIGINT just
      // as the command ends would then not bound the save).
      handleCancelSignals();
      for (const sig of FORWARDED) process.off(sig, forward);
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
