// Timing child processes and interleaving the two sides of a figure.
import { spawn } from 'node:child_process';

/** A small, explicit environment for children: nothing leaks in from the shell running the bench. */
export function baseEnv(extra = {}) {
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root' };
  if (process.env.TMPDIR) env.TMPDIR = process.env.TMPDIR;
  return { ...env, ...extra };
}

/**
 * Runs a command to completion; `ms` is the wall time from spawn to the process's exit (the
 * streams may close a moment later). The event loop stays free meanwhile, so an emulator in this
 * process keeps answering.
 */
export function timeSpawn(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const out = [];
    const err = [];
    const start = performance.now();
    let ms;
    let child;
    try {
      child = spawn(command, args, {
        cwd: options.cwd,
        env: options.env ?? baseEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (e) {
      reject(e);
      return;
    }
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    child.on('error', reject);
    child.on('exit', () => {
      ms = performance.now() - start;
    });
    child.on('close', (code, signal) => {
      resolve({
        ms: ms ?? performance.now() - start,
        code,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
}

/** Throws with the child's output when it did not exit 0. */
export function expectSuccess(result, what) {
  if (result.code !== 0) {
    const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${what} exited with ${result.code ?? result.signal}:\n${tail}`);
  }
  return result;
}

/**
 * Measures two sides alternately (ours first on even repetitions, the baseline first on odd ones),
 * after `warmup` unrecorded runs of each, so machine load and cache state affect both alike.
 * Each side is an async function returning the measured value (a number).
 */
export async function interleave({ reps, warmup = 1, ours, baseline }) {
  for (let i = 0; i < warmup; i++) {
    await ours(-1 - i);
    await baseline(-1 - i);
  }
  const a = [];
  const b = [];
  for (let i = 0; i < reps; i++) {
    if (i % 2 === 0) {
      a.push(await ours(i));
      b.push(await baseline(i));
    } else {
      b.push(await baseline(i));
      a.push(await ours(i));
    }
  }
  return { ours: a, baseline: b };
}
