/**
 * Progress in the step logs of the Action's transfers, end to end on the harness against the
 * emulator and Azurite: a 200 MB checkpoint output (random bytes, so its pack is as large) saved
 * by the save/ step and fetched back by the restore/ step of the re-run, and the pack a rollback/
 * step ships. Lines go out at every update (CI_STATE_PROGRESS_INTERVAL_MS=0), so that they appear
 * whatever the machine's speed; how long anything takes is never asserted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Emulator } from '../emulator/index.js';
import type { StepResult } from '../harness/index.js';
import { ACTION, emulator, newRun, RESTORE_ACTION, SAVE_ACTION, warnings } from './helpers.js';

const ROLLBACK_ACTION = join(ACTION, 'rollback');
const EVERY_UPDATE = { CI_STATE_PROGRESS_INTERVAL_MS: '0' };
const SIZE = 200_000_000;
const SIZE_MB = (SIZE / 2 ** 20).toFixed(1);

let emu: Emulator;
beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  await emu?.stop();
});

/**
 * The lines of transfer `label` in a step's output: every one a progress line or the final one;
 * several progress lines, never going back, the last at `mb` (of `mb`, 100 %, when the size is
 * known in advance: `sized`); then, last, once, "<mb> MB in <t> s (<rate> MB/s)".
 */
function expectTransfer(step: StepResult, label: string, mb: string, sized = true): void {
  const esc = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const lines = step.stdout.split('\n').filter((l) => l.startsWith(`ci-state: ${label}: `));
  const line = sized
    ? new RegExp(
        `^ci-state: ${esc}: (\\d+\\.\\d) of (\\d+\\.\\d) MB \\((\\d+)%\\), \\d+\\.\\d MB/s$`,
      )
    : new RegExp(`^ci-state: ${esc}: (\\d+\\.\\d) MB, \\d+\\.\\d MB/s$`);
  const final = new RegExp(
    `^ci-state: ${esc}: ${mb.replace('.', '\\.')} MB in \\d+\\.\\d s \\(\\d+\\.\\d MB/s\\)$`,
  );
  expect(lines.at(-1), step.stdout.slice(-3000)).toMatch(final);
  const progress = lines.slice(0, -1).map((l) => line.exec(l));
  expect(progress.length).toBeGreaterThan(1);
  expect(
    progress.every((m) => m !== null),
    lines.join('\n'),
  ).toBe(true);
  const done = progress.map((m) => Number(m![1]));
  for (let i = 1; i < done.length; i++) expect(done[i]).toBeGreaterThanOrEqual(done[i - 1]!);
  expect(progress.at(-1)![1]).toBe(mb);
  if (sized) {
    expect(progress.every((m) => m![2] === mb)).toBe(true);
    const pct = progress.map((m) => Number(m![3]));
    for (let i = 1; i < pct.length; i++) expect(pct[i]).toBeGreaterThanOrEqual(pct[i - 1]!);
    expect(pct.at(-1)).toBe(100);
    expect(pct.slice(0, -1).every((p) => p < 100)).toBe(true);
  }
}

/** The size a line matching `re` announces, once that line comes before the transfer's lines. */
function announced(step: StepResult, re: RegExp, label: string): string | undefined {
  const m = re.exec(step.stdout);
  expect(m, step.stdout.slice(0, 3000)).not.toBeNull();
  expect(m!.index).toBeLessThan(step.stdout.indexOf(`ci-state: ${label}: `));
  return m![1];
}

describe('progress of long transfers in the step logs', () => {
  it(
    'a 200 MB checkpoint: the save/ step shows its upload, the re-run’s restore/ step its download',
    { timeout: 900_000 },
    async () => {
      const run = newRun(emu, { runnerEnv: EVERY_UPDATE });
      // The pack stays in the cache (over cache-pack-limit it would go to an artifact).
      const phases = { phases: 'compile,test', persist: 'job', 'cache-pack-limit': '1GiB' };
      const first = run.job('build');
      await first.uses(RESTORE_ACTION, { id: 'state', with: phases });
      await first.run(
        `ci-state run compile --outputs 'dist/**' -- sh -c 'mkdir -p dist && head -c ${SIZE} /dev/urandom > dist/app.bin'`,
      );
      await first.run(`ci-state run test -- sh -c '[ "$GITHUB_RUN_ATTEMPT" -gt 1 ]'`);
      const save = await first.uses(SAVE_ACTION, { id: 'save', if: 'always()' });
      const one = await first.complete();
      expect(one.status).toBe('failure');
      expect(one.outputs('save').saved, save.stdout).toBe('true');
      expectTransfer(save, 'checkpoint pack upload', SIZE_MB);
      // Announced before its first progress line.
      expect(
        announced(
          save,
          /^ci-state: saving checkpoint pack [0-9a-f]{12} \((\S+) MB\) to the cache$/m,
          'checkpoint pack upload',
        ),
      ).toBe(SIZE_MB);

      const second = run.rerun().job('build');
      const restore = await second.uses(RESTORE_ACTION, { id: 'state', with: phases });
      expect(restore.stdout).toMatch(
        /^ci-state: restored the state of attempt 1 from cache \S+ \(\d+\.\d KB\) in \d+\.\d s$/m,
      );
      expectTransfer(restore, 'checkpoint pack download', SIZE_MB);
      expect(
        announced(
          restore,
          /^ci-state: fetching checkpoint pack [0-9a-f]{12} \((\S+) MB\)$/m,
          'checkpoint pack download',
        ),
      ).toBe(SIZE_MB);
      expect(restore.stdout).toMatch(
        new RegExp(
          `^ci-state: fetched 1 checkpoint pack \\(${SIZE_MB.replace('.', '\\.')} MB\\) in \\d+\\.\\d s, \\d+ blobs?$`,
          'm',
        ),
      );
      // The summary comes once the pack is in: after its transfer's last line.
      const out = restore.stdout;
      expect(out.indexOf('ci-state: fetched 1 checkpoint pack')).toBeGreaterThan(
        out.lastIndexOf('ci-state: checkpoint pack download: '),
      );
      // The skipped phase puts its outputs back (its command would fail).
      await second.run(`ci-state run compile --outputs 'dist/**' -- sh -c 'exit 1'`);
      await second.run(`ci-state run test -- sh -c 'test $(wc -c < dist/app.bin) -eq ${SIZE}'`, {
        id: 'test',
      });
      await second.uses(SAVE_ACTION, { id: 'save', if: 'always()' });
      const two = await second.complete();
      expect(two.status, warnings(two).join('\n')).toBe('success');
    },
  );

  it(
    'the rollback/ step shows the upload of the pack its before_rollback checkpoint ships',
    { timeout: 600_000 },
    async () => {
      const size = 24 * 2 ** 20;
      const job = newRun(emu, { runnerEnv: EVERY_UPDATE }).job('build');
      await job.uses(RESTORE_ACTION, { id: 'state', with: { phases: 'compile', persist: 'job' } });
      await job.run(
        `ci-state run compile --outputs 'dist/**' -- sh -c 'mkdir -p dist && head -c ${size} /dev/urandom > dist/app.bin'`,
      );
      // Changed since the checkpoint: the before_rollback checkpoint keeps these new bytes.
      await job.run(`head -c ${size} /dev/urandom > dist/app.bin`);
      const rollback = await job.uses(ROLLBACK_ACTION, { id: 'rollback', with: { to: 'compile' } });
      expect(rollback.outcome, rollback.stdout + rollback.stderr).toBe('success');
      // A pack shipped while it is written: its size is not known in advance.
      expectTransfer(rollback, 'checkpoint pack upload', '24.0', false);
      expect(rollback.stdout).toMatch(/^ci-state: rolled back to \S+: .*; files 1 restored/m);
      await job.complete();
    },
  );
});
