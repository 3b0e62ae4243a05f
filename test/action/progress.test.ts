/**
 * Progress lines of long transfers (src/transfer/progress.ts): the reporter on its own with an
 * injected clock, then real transfers of a few tens of MB through the real clients against the
 * emulator and Azurite, wired in cache-service.ts, cache-store.ts and artifact-store.ts. Lines go
 * out at every update here (CI_STATE_PROGRESS_INTERVAL_MS=0), so what they say is deterministic;
 * how long anything takes is never asserted.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmulator, type Emulator } from '../emulator/index.js';
import { captureStdout, pseudoRandomBytes, useEnv, workspace } from '../emulator/helpers.js';
import { downloadDirect, findDirect } from '../../src/github/cache-restore.js';
import { saveFileDirect } from '../../src/github/cache-service.js';
import { streamFileDirect } from '../../src/github/cache-stream.js';
import { cacheServiceFromEnv } from '../../src/github/cache-twirp.js';
import { restoreFileFromCache, saveFileToCache } from '../../src/github/cache-store.js';
import {
  downloadBundleArtifact,
  downloadNamedArtifact,
  uploadBundleArtifact,
  uploadFileArtifact,
} from '../../src/github/artifact-store.js';
import { createRestClient } from '../../src/github/octokit.js';
import { fromToolkitLines, startProgress } from '../../src/transfer/progress.js';
import { captureToolkitLog } from '../../src/transfer/retry.js';

const MiB = 2 ** 20;
const PROGRESS = /^(.+): (\d+\.\d) of (\d+\.\d) MB \((\d+)%\), (\d+\.\d) MB\/s$/;
const OPEN_PROGRESS = /^(.+): (\d+\.\d) MB, (\d+\.\d) MB\/s$/;
const FINAL = /^(.+): (\d+\.\d) MB in (\d+\.\d) s \((\d+\.\d) MB\/s\)$/;

/** A clock the test moves, and the lines of one reporter. */
function clocked() {
  let t = 1_000;
  const lines: string[] = [];
  return {
    lines,
    now: () => t,
    advance: (ms: number) => (t += ms),
    sink: (line: string) => lines.push(line),
  };
}

describe('the reporter', () => {
  beforeEach(() => {
    delete process.env.CI_STATE_PROGRESS_INTERVAL_MS;
    delete process.env.CI_STATE_PROGRESS_MIN_BYTES;
  });

  it('prints at most every interval, the first only once one has passed, then a final line', () => {
    const c = clocked();
    const p = startProgress({
      label: 'pack',
      sink: c.sink,
      total: 300 * MiB,
      intervalMs: 5_000,
      now: c.now,
      timer: false,
    });
    c.advance(1_000);
    p.update(10 * MiB);
    c.advance(3_900);
    p.update(20 * MiB);
    expect(c.lines).toEqual([]);
    c.advance(100);
    p.update(25 * MiB);
    expect(c.lines).toEqual(['pack: 25.0 of 300.0 MB (8%), 5.0 MB/s']);
    c.advance(4_000);
    p.update(100 * MiB);
    expect(c.lines).toHaveLength(1);
    c.advance(1_000);
    p.add(50 * MiB);
    expect(c.lines[1]).toBe('pack: 150.0 of 300.0 MB (50%), 15.0 MB/s');
    c.advance(5_000);
    p.done(300 * MiB);
    // No progress line at the end (only every update prints one), the size and the duration.
    expect(c.lines.slice(2)).toEqual(['pack: 300.0 MB in 15.0 s (20.0 MB/s)']);
    p.update(400 * MiB);
    p.fail();
    expect(c.lines).toHaveLength(3);
  });

  it('says nothing of a small transfer, and only the final line of a large quick one', () => {
    const c = clocked();
    const small = startProgress({ label: 's', sink: c.sink, total: MiB, now: c.now, timer: false });
    small.update(MiB / 2);
    c.advance(100);
    small.done(MiB);
    expect(c.lines).toEqual([]);
    const large = startProgress({
      label: 'l',
      sink: c.sink,
      total: 312.4 * MiB,
      now: c.now,
      timer: false,
    });
    large.update(100 * MiB);
    c.advance(4_900);
    large.update(312.4 * MiB);
    large.done();
    expect(c.lines).toEqual(['l: 312.4 MB in 4.9 s (63.8 MB/s)']);
    // The threshold can be moved.
    const tiny = startProgress({ label: 't', sink: c.sink, minBytes: 0, now: c.now, timer: false });
    c.advance(500);
    tiny.done(2048);
    expect(c.lines[1]).toBe('t: 0.0 MB in 0.5 s (0.0 MB/s)');
  });

  it('closes a small but slow transfer it reported on, and a failed one', () => {
    const c = clocked();
    const slow = startProgress({ label: 'slow', sink: c.sink, now: c.now, timer: false });
    c.advance(6_000);
    slow.update(3 * MiB);
    c.advance(1_500);
    slow.done(4 * MiB);
    expect(c.lines).toEqual(['slow: 3.0 MB, 0.5 MB/s', 'slow: 4.0 MB in 7.5 s (0.5 MB/s)']);
    const failed = startProgress({ label: 'f', sink: c.sink, total: 9, now: c.now, timer: false });
    c.advance(5_000);
    failed.update(3);
    failed.fail();
    failed.done(9);
    expect(c.lines.slice(2)).toEqual([
      'f: 0.0 of 0.0 MB (33%), 0.0 MB/s',
      'f: stopped after 0.0 MB in 5.0 s',
    ]);
    const quiet = startProgress({ label: 'q', sink: c.sink, now: c.now, timer: false });
    quiet.update(1);
    quiet.fail();
    expect(c.lines).toHaveLength(4);
  });

  it('at interval 0 (also from CI_STATE_PROGRESS_INTERVAL_MS), a line at every new count', () => {
    const c = clocked();
    const before = process.env.CI_STATE_PROGRESS_INTERVAL_MS;
    process.env.CI_STATE_PROGRESS_INTERVAL_MS = '0';
    try {
      const p = startProgress({ label: 'x', sink: c.sink, total: 10 * MiB, now: c.now });
      c.advance(1_000);
      p.update(MiB);
      p.update(MiB); // nothing new
      p.update(MiB / 2); // a retried request counting again from its start
      p.update(4 * MiB);
      // A size announced in advance (a zip's, say) that the transfer ends under: done is 100 %.
      p.done(9 * MiB);
      expect(c.lines).toEqual([
        'x: 1.0 of 10.0 MB (10%), 1.0 MB/s',
        'x: 4.0 of 10.0 MB (40%), 4.0 MB/s',
        'x: 9.0 of 9.0 MB (100%), 9.0 MB/s',
        'x: 9.0 MB in 1.0 s (9.0 MB/s)',
      ]);
    } finally {
      if (before === undefined) delete process.env.CI_STATE_PROGRESS_INTERVAL_MS;
      else process.env.CI_STATE_PROGRESS_INTERVAL_MS = before;
    }
  });

  it('prints on its timer between updates, and stops it at the end', async () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const p = startProgress({
        label: 'timer',
        sink: (l) => lines.push(l),
        total: 40 * MiB,
        now: () => Date.now(),
      });
      p.update(10 * MiB);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(lines).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(lines).toEqual(['timer: 10.0 of 40.0 MB (25%), 2.0 MB/s']);
      // Nothing new: no line.
      await vi.advanceTimersByTimeAsync(5_000);
      expect(lines).toHaveLength(1);
      // An update once an interval has passed prints at once.
      p.update(20 * MiB);
      expect(lines[1]).toBe('timer: 20.0 of 40.0 MB (50%), 2.0 MB/s');
      await vi.advanceTimersByTimeAsync(5_000);
      expect(lines).toHaveLength(2);
      p.done(40 * MiB);
      expect(lines[2]).toBe('timer: 40.0 MB in 15.0 s (2.7 MB/s)');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('polls a transfer that reports nothing, and does nothing without a sink', async () => {
    const c = clocked();
    let size = 0;
    const p = startProgress({
      label: 'dl',
      sink: c.sink,
      total: 40 * MiB,
      now: c.now,
      timer: false,
      poll: () => size,
    });
    await p.tick();
    expect(c.lines).toEqual([]);
    c.advance(5_000);
    size = 10 * MiB;
    await p.tick();
    expect(c.lines).toEqual(['dl: 10.0 of 40.0 MB (25%), 2.0 MB/s']);
    const none = startProgress({ label: 'n', total: 1, intervalMs: 0, poll: () => 1 });
    none.update(1);
    none.done();
  });

  it('reads the toolkit’s progress lines', () => {
    const c = clocked();
    const p = startProgress({ label: 'tk', sink: c.sink, intervalMs: 0, now: c.now, timer: false });
    const feed = fromToolkitLines(p);
    c.advance(1_000);
    feed('Sent 4194304 of 16777216 (25.0%), 4.0 MBs/sec');
    feed('Received 8388608 of 16777216 (50.0%), 8.0 MBs/sec');
    feed('Uploaded bytes 12582912');
    feed('Cache Size: ~16 MB (16777216 B)');
    feed('Beginning upload of artifact content to blob storage');
    expect(c.lines).toEqual([
      'tk: 4.0 of 16.0 MB (25%), 4.0 MB/s',
      'tk: 8.0 of 16.0 MB (50%), 8.0 MB/s',
      'tk: 12.0 of 16.0 MB (75%), 12.0 MB/s',
      'tk: 16.0 of 16.0 MB (100%), 16.0 MB/s',
    ]);
  });

  it('writes its lines outside a capture of the toolkit’s output around the transfer', async () => {
    const p = startProgress({
      label: 'cap',
      sink: (line) => process.stdout.write(`${line}\n`),
      total: 2,
      intervalMs: 0,
      timer: false,
    });
    const { value, output } = await captureStdout(() =>
      captureToolkitLog(async () => {
        process.stdout.write('toolkit line\n');
        p.update(1);
      }),
    );
    expect(value.log.infos).toEqual(['toolkit line']);
    expect(output).toMatch(/^cap: 0\.0 of 0\.0 MB \(50%\), \d+\.\d MB\/s\n$/);
  });
});

// ---------------------------------------------------------------------------------------------
// Real transfers.

const REPO = 'acme/widgets';
const RUN_ID = 431;
const PATH = '.ci-state-transfer/blobs.cip';

let emu: Emulator;
let ws: Awaited<ReturnType<typeof workspace>>;
let root: string;
let env: Record<string, string>;
let n = 0;

const key = (label: string) => `ci-state/v1/progress/${label}-${++n}`;

/** The progress and final lines of one transfer, checked for their shape. */
function parse(lines: string[], label: string) {
  const progress: { done: number; of?: number; pct?: number }[] = [];
  const finals: { mb: number; seconds: number }[] = [];
  for (const line of lines) {
    let m = PROGRESS.exec(line);
    if (m) {
      expect(m[1]).toBe(label);
      progress.push({ done: Number(m[2]), of: Number(m[3]), pct: Number(m[4]) });
      continue;
    }
    m = OPEN_PROGRESS.exec(line);
    if (m) {
      expect(m[1]).toBe(label);
      progress.push({ done: Number(m[2]) });
      continue;
    }
    m = FINAL.exec(line);
    expect(m, `a progress or final line: ${line}`).not.toBeNull();
    expect(m![1]).toBe(label);
    finals.push({ mb: Number(m![2]), seconds: Number(m![3]) });
  }
  // One final line, the last one.
  expect(finals).toHaveLength(1);
  expect(FINAL.test(lines.at(-1)!)).toBe(true);
  for (let i = 1; i < progress.length; i++) {
    expect(progress[i]!.done).toBeGreaterThanOrEqual(progress[i - 1]!.done);
    if (progress[i]!.pct !== undefined && progress[i - 1]!.pct !== undefined)
      expect(progress[i]!.pct).toBeGreaterThanOrEqual(progress[i - 1]!.pct!);
  }
  return { progress, final: finals[0]! };
}

/** Progress lines with a size: several, increasing, the last one at 100 %. */
function expectComplete(lines: string[], label: string, mb: number) {
  const { progress, final } = parse(lines, label);
  expect(progress.length).toBeGreaterThanOrEqual(1);
  expect(progress.every((p) => p.pct !== undefined)).toBe(true);
  expect(progress.at(-1)).toEqual({ done: mb, of: mb, pct: 100 });
  expect(progress.slice(0, -1).every((p) => p.pct! < 100)).toBe(true);
  expect(final.mb).toBe(mb);
  expect(final.seconds).toBeGreaterThanOrEqual(0);
  return progress;
}

async function put(content: Buffer): Promise<string> {
  await mkdir(join(root, '.ci-state-transfer'), { recursive: true });
  await writeFile(join(root, PATH), content);
  return join(root, PATH);
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Text that zstd shrinks several times over. */
function compressible(size: number): Buffer {
  const out: string[] = [];
  let len = 0;
  for (let i = 0; len < size; i++) {
    const line = `export const value_${i % 977} = ${i}; // state ${i % 13}\n`;
    out.push(line);
    len += line.length;
  }
  return Buffer.from(out.join('')).subarray(0, size);
}

describe('real transfers', () => {
  beforeAll(async () => {
    emu = await startEmulator({ seed: 41 });
    ws = await workspace('progress');
    root = process.env.GITHUB_WORKSPACE!;
    env = emu.runtimeEnv({ repo: REPO, runId: RUN_ID, ref: 'refs/heads/main' });
    useEnv(env);
  });

  afterAll(async () => {
    await emu?.stop();
    await ws?.dispose();
  });

  beforeEach(() => {
    useEnv(env);
    process.env.CI_STATE_PROGRESS_INTERVAL_MS = '0';
  });

  it('a cache save and restore of 24 MB report their bytes up to 100 %, then size and time', async () => {
    const content = pseudoRandomBytes(24 * MiB, 1);
    const file = await put(content);
    const k = key('direct');
    const up: string[] = [];
    const saved = await saveFileToCache(root, k, PATH, {
      progress: (l) => up.push(l),
      label: 'pack upload',
    });
    expect(saved.ok).toBe(true);
    // Sent as the request body goes out: more than one line before the last.
    expect(expectComplete(up, 'pack upload', 24).length).toBeGreaterThan(1);

    await rm(file);
    const down: string[] = [];
    const r = await restoreFileFromCache(root, [k], PATH, { progress: (l) => down.push(l) });
    expect(r).toEqual({ ok: true, value: { kind: 'hit', key: k } });
    expect(sha(await readFile(file))).toBe(sha(content));
    // Ranges of 16 MiB, received chunk by chunk.
    expect(expectComplete(down, `cache download ${k}`, 24).length).toBeGreaterThan(2);
  });

  it('a file over one request goes up in blocks that report as they go, and comes back whole', async () => {
    const content = pseudoRandomBytes(130 * MiB, 2);
    const file = await put(content);
    const k = key('blocks');
    const up: string[] = [];
    const saved = await saveFileDirect(cacheServiceFromEnv()!, k, file, {
      progress: (l) => up.push(l),
    });
    expect(saved).toMatchObject({ ok: true, value: { bytes: content.length, compressed: false } });
    const progress = expectComplete(up, `cache upload ${k}`, 130);
    // Before any 64 MiB block was all up, its bytes were already counted.
    expect(progress.some((p) => p.done > 0 && p.done < 64)).toBe(true);

    const found = await findDirect(cacheServiceFromEnv()!, [k]);
    const dest = join(root, 'back.bin');
    const down: string[] = [];
    const got = await downloadDirect(found.value!, dest, { progress: (l) => down.push(l) });
    expect(got.ok).toBe(true);
    expectComplete(down, `cache download ${k}`, 130);
    expect(sha(await readFile(dest))).toBe(sha(content));
    await rm(dest);
  });

  it('a compressed save counts the file’s bytes; its restore the entry’s, as stored', async () => {
    const content = compressible(20 * MiB);
    const file = await put(content);
    const k = key('zstd');
    const up: string[] = [];
    const saved = await saveFileDirect(cacheServiceFromEnv()!, k, file, {
      progress: (l) => up.push(l),
    });
    expect(saved).toMatchObject({ ok: true, value: { compressed: true } });
    expectComplete(up, `cache upload ${k}`, 20);
    const stored = saved.value!.bytes;
    expect(stored).toBeLessThan(8 * MiB);

    await rm(file);
    const down: string[] = [];
    const r = await restoreFileFromCache(root, [k], PATH, {
      progress: (l) => down.push(l),
      minBytes: 0, // under the threshold of final lines: asked for one all the same
    });
    expect(r.ok).toBe(true);
    expect((await readFile(file)).equals(content)).toBe(true);
    expectComplete(down, `cache download ${k}`, Number((stored / MiB).toFixed(1)));
  });

  it('a save streamed while written reports the bytes sent, of a size not known yet', async () => {
    const content = pseudoRandomBytes(20 * MiB + 3, 3);
    const k = key('stream');
    const lines: string[] = [];
    const save = streamFileDirect(cacheServiceFromEnv()!, k, {
      progress: (l) => lines.push(l),
      label: 'checkpoint pack',
    });
    for (let at = 0; at < content.length; at += MiB)
      await save.write(content.subarray(at, at + MiB));
    const done = await save.finish();
    expect(done.ok).toBe(true);
    const { progress, final } = parse(lines, 'checkpoint pack');
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.every((p) => p.pct === undefined)).toBe(true);
    expect(progress.at(-1)!.done).toBe(20);
    expect(final.mb).toBe(20);
  });

  it('an artifact of 20 MB: the upload as the client counts it, the download as it lands', async () => {
    const dir = await mkdtemp(join(process.env.RUNNER_TEMP!, 'art-'));
    const file = join(dir, 'blobs.cip');
    const content = pseudoRandomBytes(20 * MiB, 4);
    await writeFile(file, content);
    const up: string[] = [];
    const sent = await uploadFileArtifact('pack-progress', file, undefined, {
      progress: (l) => up.push(l),
    });
    expect(sent.ok).toBe(true);
    // Blocks of 8 MiB: three counts, the last one the zip (the file and a few headers).
    expectComplete(up, 'artifact upload pack-progress', 20);

    const dest = await mkdtemp(join(process.env.RUNNER_TEMP!, 'art-down-'));
    const down: string[] = [];
    const rest = createRestClient({ token: env.GITHUB_TOKEN!, baseUrl: emu.apiUrl });
    const got = await downloadNamedArtifact(
      rest,
      { owner: 'acme', repo: 'widgets' },
      RUN_ID,
      'pack-progress',
      env.GITHUB_TOKEN!,
      dest,
      { progress: (l) => down.push(l), label: 'pack download' },
    );
    expect(got.ok).toBe(true);
    expect(sha(await readFile(join(dest, 'blobs.cip')))).toBe(sha(content));
    expectComplete(down, 'pack download', 20);
  });

  it('bundles: a large one reports (zip bytes up, unzipped bytes down), without a size', async () => {
    const bytes = pseudoRandomBytes(12 * MiB, 5);
    const up: string[] = [];
    const sent = await uploadBundleArtifact('state-progress', bytes, undefined, {
      progress: (l) => up.push(l),
    });
    expect(sent.ok).toBe(true);
    const upParsed = parse(up, 'artifact upload state-progress');
    expect(upParsed.progress.length).toBeGreaterThanOrEqual(1);
    expect(upParsed.final.mb).toBeGreaterThanOrEqual(12);

    const down: string[] = [];
    const got = await downloadBundleArtifact(
      sent.value!.id,
      {
        token: env.GITHUB_TOKEN!,
        workflowRunId: RUN_ID,
        repositoryOwner: 'acme',
        repositoryName: 'widgets',
      },
      64 * MiB,
      { progress: (l) => down.push(l) },
    );
    expect(got.ok).toBe(true);
    expect(got.value!.equals(bytes)).toBe(true);
    expect(parse(down, `artifact download ${sent.value!.id}`).final.mb).toBe(12);
  });

  it('an entry saved through @actions/cache restores with its size and time', async () => {
    const cache = await import('@actions/cache');
    const content = pseudoRandomBytes(12 * MiB, 6);
    const file = await put(content);
    const k = key('toolkit');
    const cwd = process.cwd();
    process.chdir(root);
    const id = await captureStdout(() => cache.saveCache([PATH], k)).finally(() =>
      process.chdir(cwd),
    );
    expect(id.value).toBeGreaterThan(0);
    await rm(file);
    const down: string[] = [];
    const r = await restoreFileFromCache(root, [k], PATH, { progress: (l) => down.push(l) });
    expect(r).toEqual({ ok: true, value: { kind: 'hit', key: k } });
    expect((await readFile(file)).equals(content)).toBe(true);
    // The client's plain HTTP download reports nothing until the archive is down.
    const { final } = parse(down, `cache download ${k}`);
    expect(final.mb).toBeGreaterThanOrEqual(12);
  });

  it('small transfers print nothing, and callers without a sink get no lines at all', async () => {
    // Ended before the first interval (a long one: a loaded machine may take seconds) and under
    // the threshold of final lines.
    process.env.CI_STATE_PROGRESS_INTERVAL_MS = '60000';
    const lines: string[] = [];
    const progress = (l: string) => lines.push(l);
    const file = await put(pseudoRandomBytes(MiB, 7));
    const k = key('small');
    expect((await saveFileToCache(root, k, PATH, { progress })).ok).toBe(true);
    await rm(file);
    expect((await restoreFileFromCache(root, [k], PATH, { progress })).ok).toBe(true);
    expect(existsSync(file)).toBe(true);
    const sent = await uploadBundleArtifact('state-small', Buffer.from('small state'), undefined, {
      progress,
    });
    expect(sent.ok).toBe(true);
    const streamed = streamFileDirect(cacheServiceFromEnv()!, key('small-stream'), { progress });
    await streamed.write(pseudoRandomBytes(2 * MiB, 8));
    expect((await streamed.finish()).ok).toBe(true);
    expect(lines).toEqual([]);

    // Without a sink, at every update: nothing on stdout either.
    process.env.CI_STATE_PROGRESS_INTERVAL_MS = '0';
    const { output } = await captureStdout(async () => {
      const big = await put(pseudoRandomBytes(10 * MiB, 9));
      expect((await saveFileToCache(root, key('silent'), PATH)).ok).toBe(true);
      await rm(big);
    });
    expect(output).not.toMatch(/MB/);
  });
});
