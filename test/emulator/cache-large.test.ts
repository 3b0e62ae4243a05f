/**
 * A 150 MiB cache through the real client: a staged multi-block upload (64 MiB blocks, uploaded
 * concurrently, so out of order) and a single-stream download, byte for byte.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulator, type Emulator } from './index.js';
import {
  captureStdout,
  pseudoRandomBytes,
  sha256,
  sha256File,
  useEnv,
  workspace,
} from './helpers.js';

const MiB = 1024 * 1024;

let emu: Emulator;
let ws: Awaited<ReturnType<typeof workspace>>;

beforeAll(async () => {
  emu = await startEmulator({ seed: 150 });
  ws = await workspace('large');
  useEnv(emu.runtimeEnv({ repo: 'acme/large', runId: 1 }));
});

afterAll(async () => {
  await emu?.stop();
  await ws?.dispose();
});

it('saves and restores a 150 MiB cache in several blocks', { timeout: 120_000 }, async () => {
  const cache = await import('@actions/cache');
  const dir = path.join(process.env['GITHUB_WORKSPACE'] ?? '', 'big');
  const file = path.join(dir, 'blob.bin');
  const t0 = performance.now();
  const data = pseudoRandomBytes(150 * MiB, 150);
  const digest = sha256(data);
  await mkdir(dir, { recursive: true });
  await writeFile(file, data);
  const generated = performance.now();

  const saved = await captureStdout(() => cache.saveCache([dir], 'big-150'));
  expect(saved.value).toBeGreaterThan(0);
  const savedAt = performance.now();

  const puts = emu.inspect.requests({ service: 'blob', method: 'PUT' });
  const staged = puts.filter((r) => /[?&]comp=block(&|$)/.test(r.path));
  expect(staged.length).toBeGreaterThanOrEqual(3);
  expect(puts.filter((r) => /[?&]comp=blocklist(&|$)/.test(r.path))).toHaveLength(1);
  const entry = emu.inspect.caches().find((c) => c.key === 'big-150');
  expect(entry?.sizeBytes).toBeGreaterThan(150 * MiB);

  await rm(dir, { recursive: true });
  const restored = await captureStdout(() => cache.restoreCache([dir], 'big-150'));
  expect(restored.value).toBe('big-150');
  expect(await sha256File(file)).toBe(digest);
  const restoredAt = performance.now();

  console.log(
    `150 MiB: generate ${Math.round(generated - t0)} ms, save ${Math.round(savedAt - generated)} ms` +
      ` (${staged.length} blocks), restore ${Math.round(restoredAt - savedAt)} ms`,
  );
});
