/**
 * The capture of what the toolkit clients print: each line goes to the call that wrote it, also
 * when captured calls run at once, and stdout is given back when the last one ends.
 */
import { describe, expect, it } from 'vitest';
import { captureToolkitLog, releaseToolkitCapture, withRetry } from '../../src/transfer/retry.js';

const tick = (ms = 1) => new Promise((r) => setTimeout(r, ms));

/** Collects what reaches the real stdout while `fn` runs. */
async function stdoutDuring(fn: () => Promise<void>): Promise<string> {
  const real = process.stdout.write;
  let seen = '';
  process.stdout.write = ((chunk: string | Uint8Array) => {
    seen += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  try {
    await fn();
  } finally {
    process.stdout.write = real;
  }
  return seen;
}

describe('captureToolkitLog', () => {
  it('gives each of two calls running at once its own lines', async () => {
    let a: Awaited<ReturnType<typeof captureToolkitLog<number>>> | undefined;
    let b: Awaited<ReturnType<typeof captureToolkitLog<number>>> | undefined;
    const outside = await stdoutDuring(async () => {
      const cache = captureToolkitLog(async () => {
        process.stdout.write('::warning::cache: first\n');
        await tick(5);
        process.stdout.write('cache info line\n::error::cache: ');
        await tick(1);
        process.stdout.write('5xx\n');
        return 1;
      });
      const artifact = captureToolkitLog(async () => {
        await tick(2);
        process.stdout.write('::warning::artifact: slow\n::debug::kept\n');
        await tick(6);
        process.stdout.write('artifact info\n');
        return 2;
      });
      // A line written outside both calls meanwhile is not taken.
      await tick(3);
      process.stdout.write('between\n');
      [a, b] = await Promise.all([cache, artifact]);
    });
    expect(a).toEqual({
      value: 1,
      log: { errors: ['cache: 5xx'], warnings: ['cache: first'], infos: ['cache info line'] },
    });
    expect(b).toEqual({
      value: 2,
      log: { errors: [], warnings: ['artifact: slow'], infos: ['artifact info'] },
    });
    expect(outside.split('\n').sort()).toEqual(['', '::debug::kept', 'between']);
  });

  it('gives stdout back when the last capture ends, and on release', async () => {
    const before = process.stdout.write;
    await captureToolkitLog(async () => {
      await captureToolkitLog(async () => tick(1));
      expect(process.stdout.write).not.toBe(before);
    });
    expect(process.stdout.write).toBe(before);
    let late = '';
    const stalled = await stdoutDuring(async () => {
      const p = captureToolkitLog(async () => {
        await tick(5);
        process.stdout.write('::warning::after the release\n');
      });
      await tick(1);
      releaseToolkitCapture();
      const r = await p;
      late = JSON.stringify(r.log);
    });
    // Released: what the abandoned call writes afterwards goes out as it is.
    expect(stalled).toBe('::warning::after the release\n');
    expect(late).toBe('{"errors":[],"warnings":[],"infos":[]}');
  });

  it('gives back only the captures of a call abandoned at its deadline', async () => {
    let healthy: Awaited<ReturnType<typeof withRetry<string[]>>> | undefined;
    let stalled: Awaited<ReturnType<typeof withRetry<string[]>>> | undefined;
    const outside = await stdoutDuring(async () => {
      const slow = withRetry(
        async () => {
          const r = await captureToolkitLog(async () => {
            await tick(60);
            process.stdout.write('::warning::stalled call, late\n');
          });
          return { ok: true, value: r.log.warnings };
        },
        { attempts: 1, deadlineMs: 20 },
      );
      const fine = withRetry(
        async () => {
          const r = await captureToolkitLog(async () => {
            process.stdout.write('::warning::healthy call, early\n');
            await tick(90); // well past the other call's deadline
            process.stdout.write('::warning::healthy call, late\n');
          });
          return { ok: true, value: r.log.warnings };
        },
        { attempts: 1, deadlineMs: 10_000 },
      );
      [stalled, healthy] = await Promise.all([slow, fine]);
      await tick(40); // the abandoned call finishes meanwhile
    });
    expect(stalled?.ok).toBe(false);
    expect(stalled?.reasons.join()).toMatch(/no answer within the time limit/);
    expect(healthy).toMatchObject({
      ok: true,
      value: ['healthy call, early', 'healthy call, late'],
    });
    expect(outside).toBe('::warning::stalled call, late\n');
  });
});
