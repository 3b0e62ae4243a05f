/**
 * External captures: state that does not live in files of the workspace (a database, a service),
 * saved by a capture command and put back by a restore command.
 *
 * `captureExternal` runs the capture command with a shell and streams its stdout into a blob; the
 * blob is published only when the command exits 0, so a failed capture leaves nothing behind.
 * `restoreExternal` copies the blob into a temp file while verifying its sha256 and only then runs
 * the restore command, with that file on stdin and its path in `$CI_STATE_CAPTURE_FILE` (for
 * tools such as `pg_restore` that want a seekable file). A capture's output is not scanned for
 * token-shaped strings: a database dump is data, and it stays in the blob store.
 */
import { spawn } from 'node:child_process';
import { constants as C } from 'node:fs';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { CiStateError, quote } from '../core/errors.js';
import { TailBuffer } from '../core/redact.js';
import { ExternalCapture } from '../core/schema.js';
import type { BlobStore } from './blob-store.js';

export interface ExternalSpec {
  /** A short name for messages (`db`). */
  name: string;
  /** Shell command whose stdout is the state (`pg_dump -Fc app`). */
  capture: string;
  /** Shell command that puts the state back from stdin or `$CI_STATE_CAPTURE_FILE`. */
  restore: string;
}

export interface ExternalRunOptions {
  cwd?: string;
  /** Environment of the command. Default: this process's environment. */
  env?: NodeJS.ProcessEnv;
  /** Kill the command (and its process group) after this long. Default 30 minutes. */
  timeoutMs?: number;
  /** Where stderr goes as it arrives (e.g. the job log). A redacted tail is kept for errors. */
  onStderr?: (chunk: Buffer) => void;
}

export interface RestoreExternalResult {
  durationMs: number;
  /** The last lines of the command's stderr, secrets redacted. */
  stderrTail: string;
}

const DEFAULT_TIMEOUT = 30 * 60 * 1000;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  stderr: string;
}

function runShell(
  command: string,
  stdin: 'ignore' | number,
  options: ExternalRunOptions,
  env: NodeJS.ProcessEnv,
  onStdout?: (consume: NodeJS.ReadableStream) => Promise<unknown>,
): Promise<Run & { consumed?: unknown }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, {
      shell: true,
      cwd: options.cwd,
      env,
      stdio: [stdin, onStdout ? 'pipe' : 'ignore', 'pipe'],
      detached: process.platform !== 'win32',
    });
    const tail = new TailBuffer(8192);
    let timedOut = false;
    const kill = (): void => {
      try {
        if (child.pid !== undefined && process.platform !== 'win32') {
          process.kill(-child.pid, 'SIGKILL');
        } else child.kill('SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, options.timeoutMs ?? DEFAULT_TIMEOUT);
    child.stderr?.on('data', (d: Buffer) => {
      tail.push(d);
      options.onStderr?.(d);
    });
    let consumed: Promise<unknown> = Promise.resolve(undefined);
    if (onStdout && child.stdout) {
      // Read from the start: Node discards what nobody listens to once the child exits, and the
      // consumer may take a moment before it reads (it opens a file first). The PassThrough keeps
      // the pipe's back-pressure.
      const out = new PassThrough({ highWaterMark: 1024 * 1024 });
      child.stdout.pipe(out);
      consumed = onStdout(out);
      // If storing the output fails, nobody reads the pipe any more: stop the command.
      consumed.catch(kill);
    }
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      consumed.then(
        (value) => resolve({ code, signal, timedOut, stderr: tail.toString(), consumed: value }),
        reject,
      );
    });
  });
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n');
  return (lines[lines.length - 1] ?? '').slice(0, 300);
}

function failure(what: string, run: Run, timeoutMs: number): string {
  if (run.timedOut) {
    const secs =
      timeoutMs < 10_000 ? (timeoutMs / 1000).toFixed(1) : String(Math.round(timeoutMs / 1000));
    return `${what} did not finish within ${secs} s and was killed`;
  }
  const how =
    run.code !== null
      ? `exited with code ${run.code}`
      : `was killed by ${run.signal ?? 'a signal'}`;
  const detail = lastLine(run.stderr);
  return `${what} ${how}${detail ? `: ${detail}` : ''}`;
}

/** Runs the capture command and stores its stdout as a blob. */
export async function captureExternal(
  spec: ExternalSpec,
  store: BlobStore,
  options: ExternalRunOptions = {},
): Promise<ExternalCapture> {
  if (!spec.capture.trim()) {
    throw new CiStateError(
      'invalid_input',
      `capture ${quote(spec.name)}: the capture command is empty`,
    );
  }
  const env = { ...(options.env ?? process.env), CI_STATE_CAPTURE_NAME: spec.name };
  let staged: Awaited<ReturnType<BlobStore['stage']>> | undefined;
  let run: Run;
  try {
    run = await runShell(spec.capture, 'ignore', options, env, async (stdout) => {
      staged = await store.stage(stdout as AsyncIterable<Uint8Array>);
    });
  } catch (err) {
    await staged?.discard();
    throw new CiStateError(
      'capture_failed',
      `capture ${quote(spec.name)} failed: ${(err as Error).message}`,
      { exitCode: 1, cause: err },
    );
  }
  const blob = staged as NonNullable<typeof staged>;
  if (run.code !== 0 || run.timedOut) {
    await blob.discard();
    throw new CiStateError(
      'capture_failed',
      `capture ${quote(spec.name)} failed: ${failure('the capture command', run, options.timeoutMs ?? DEFAULT_TIMEOUT)}`,
      1,
    );
  }
  await blob.commit();
  return ExternalCapture.parse({
    name: spec.name,
    capture: spec.capture,
    restore: spec.restore,
    sha256: blob.sha256,
    size: blob.size,
  });
}

/** Verifies the capture's blob, then runs its restore command with the blob on stdin. */
export async function restoreExternal(
  capture: ExternalCapture,
  store: BlobStore,
  options: ExternalRunOptions = {},
): Promise<RestoreExternalResult> {
  if (!capture.restore.trim()) {
    throw new CiStateError(
      'invalid_input',
      `capture ${quote(capture.name)} has no restore command`,
    );
  }
  const dir = await fs.mkdtemp(join(tmpdir(), 'ci-state-capture-'));
  const file = join(dir, 'capture');
  try {
    const fh = await fs.open(file, C.O_WRONLY | C.O_CREAT | C.O_EXCL | (C.O_NOFOLLOW ?? 0), 0o600);
    try {
      for await (const chunk of store.get(capture.sha256, capture.size)) await fh.write(chunk);
    } catch (err) {
      throw new CiStateError(
        'restore_failed',
        `restore ${quote(capture.name)}: ${(err as Error).message}; nothing was run`,
        { exitCode: 1, cause: err },
      );
    } finally {
      await fh.close();
    }
    const input = await fs.open(file, 'r');
    const started = Date.now();
    let run: Run;
    try {
      run = await runShell(capture.restore, input.fd, options, {
        ...(options.env ?? process.env),
        CI_STATE_CAPTURE_FILE: file,
        CI_STATE_CAPTURE_NAME: capture.name,
        CI_STATE_CAPTURE_SHA256: capture.sha256,
      });
    } catch (err) {
      throw new CiStateError(
        'restore_failed',
        `restore ${quote(capture.name)} failed: ${(err as Error).message}`,
        { exitCode: 1, cause: err },
      );
    } finally {
      await input.close();
    }
    if (run.code !== 0 || run.timedOut) {
      throw new CiStateError(
        'restore_failed',
        `restore ${quote(capture.name)} failed: ${failure('the restore command', run, options.timeoutMs ?? DEFAULT_TIMEOUT)}`,
        1,
      );
    }
    return { durationMs: Date.now() - started, stderrTail: run.stderr };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
