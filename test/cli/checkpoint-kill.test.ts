/**
 * `ci-state checkpoint --files` SIGKILLed at random moments while it reads the files and writes
 * their pack: a pack appears whole or not at all, and every checkpoint the state lists can be read
 * back in full, each blob verified. The next checkpoint after all the kills works.
 */
import { randomFillSync } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobStore, loadManifest } from '../../src/snapshot/index.js';
import { openPack } from '../../src/snapshot/pack-format.js';
import { cli, cliAsync, tempDir } from './helpers.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir('ci-state-kill-')));
afterEach(() => cleanup());

const FILES = 150;
const KILLS = 15;
/**
 * About 50 CLI processes one after another: seconds on an idle machine, over a minute on a loaded
 * one. The deadline is generous and scales with the machine's load (CI_STATE_TIME_SCALE).
 */
const DEADLINE_MS = 300_000 * (Number(process.env.CI_STATE_TIME_SCALE ?? 1) || 1);

/** New content in every file, so each checkpoint has a whole pack to write. */
function rewrite(): void {
  for (let i = 0; i < FILES; i++) {
    const sub = join(dir, 'out', `d${i % 10}`);
    mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, `f${i}.bin`), randomFillSync(Buffer.alloc(24_000 + i)));
  }
}

/** Every pack opens under its name; every checkpoint of the state reads back in full. */
async function checkStore(): Promise<{ packs: number; checkpoints: number }> {
  const blobs = BlobStore.forStore(join(dir, '.ci-state'));
  const packs = readdirSync(blobs.packsDir).filter((n) => n.endsWith('.pack'));
  for (const name of packs)
    await openPack(join(blobs.packsDir, name), { expectSha256: name.slice(0, 64) });
  const state = JSON.parse(cli(dir, ['status', '--json']).stdout) as {
    checkpoints: { location?: string }[];
  };
  let checkpoints = 0;
  for (const cp of state.checkpoints) {
    if (!cp.location) continue;
    const manifest = await loadManifest(blobs, cp.location);
    for (const f of manifest.files) {
      if (f.sha256)
        expect(await blobs.verify(f.sha256, f.size)).toEqual({ ok: true, size: f.size });
    }
    checkpoints++;
  }
  return { packs: packs.length, checkpoints };
}

describe('checkpoints killed midway', () => {
  it(
    `${KILLS} SIGKILLs while a checkpoint writes: packs whole or absent, listed checkpoints complete`,
    async () => {
      cli(dir, ['init', '--workflow', 'w']);
      cli(dir, ['run', 'gen', '--', 'true']);
      // Two checkpoints uninterrupted, to know how long one takes here (the second: warm caches).
      let full = 0;
      for (let i = 0; i < 2; i++) {
        rewrite();
        const t = performance.now();
        expect(cli(dir, ['checkpoint', '--files', 'out/**']).code).toBe(0);
        full = performance.now() - t;
      }
      let killed = 0;
      let before = (await checkStore()).packs;
      let cut = 0;
      for (let i = 0; i < KILLS; i++) {
        rewrite();
        const run = cliAsync(dir, ['checkpoint', '--files', 'out/**']);
        // From a third of the time a whole checkpoint takes (the process is starting before that)
        // to a little past it.
        await new Promise((r) => setTimeout(r, full * (0.3 + 0.8 * Math.random())));
        if (run.child.kill('SIGKILL')) killed++;
        await run.done;
        const now = (await checkStore()).packs;
        if (now === before) cut++;
        before = now;
      }
      expect(killed).toBeGreaterThan(0);
      // Most kills land before the pack is published (the rest after it, or after the process ended).
      expect(cut).toBeGreaterThan(0);
      rewrite();
      expect(cli(dir, ['checkpoint', '--files', 'out/**']).code).toBe(0);
      const after = await checkStore();
      expect(after.checkpoints).toBeGreaterThanOrEqual(3);
      expect(after.packs).toBeGreaterThanOrEqual(3);
      // What killed writers left in the store's temp folder, cleanup removes.
      const tmp = join(dir, '.ci-state', 'checkpoints', 'blobs', 'tmp');
      const left = readdirSync(tmp).length;
      const r = cli(dir, ['cleanup']);
      expect(r.code).toBe(0);
      if (left > 0)
        expect(r.stdout).toMatch(new RegExp(`removed ${left} leftover checkpoint temp`));
      expect(readdirSync(tmp)).toEqual([]);
      expect((await checkStore()).checkpoints).toBe(after.checkpoints);
    },
    DEADLINE_MS,
  );
});
