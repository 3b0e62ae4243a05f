import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import { ACTION, emulator, markerFile, newRun, ranPhases, warnings } from './helpers.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  await emu?.stop();
});

describe('checkpointed outputs across attempts', () => {
  async function attempt(run: ReturnType<typeof newRun>, marker: string) {
    const job = run.job('build');
    await job.uses(ACTION, { id: 'state', with: { phases: 'deps,compile,test' } });
    await job.run(`ci-state run deps -- sh -c 'echo deps@$GITHUB_RUN_ATTEMPT >> ${marker}'`);
    await job.run(
      `ci-state run compile --outputs 'dist/**' -- sh -c 'echo compile@$GITHUB_RUN_ATTEMPT >> ${marker}; mkdir -p dist && head -c 300000 /dev/urandom > dist/app.bin && echo v1 > dist/version.txt'`,
    );
    const test = await job.run(
      `ci-state run test -- sh -c 'echo test@$GITHUB_RUN_ATTEMPT >> ${marker}; test -s dist/app.bin && grep -q v1 dist/version.txt && [ "$GITHUB_RUN_ATTEMPT" -gt 1 ]'`,
      { id: 'test' },
    );
    return { result: await job.complete(), test };
  }

  it('phase 2 builds dist/, phase 3 fails; the re-run skips phase 2 and phase 3 finds dist/ restored', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    const first = await attempt(run, marker);
    expect(first.result.status).toBe('failure');
    expect(emu.inspect.artifacts().some((a) => a.name.startsWith('ci-state-pack-'))).toBe(true);
    expect(emu.inspect.caches().some((c) => c.key.includes('/packs/'))).toBe(true);

    const second = await attempt(run.rerun(), marker);
    expect(second.result.status).toBe('success');
    expect(second.test.outcome).toBe('success');
    expect(ranPhases(marker)).toEqual(['deps@1', 'compile@1', 'test@1', 'test@2']);
    const main = second.result.step('state');
    expect(main?.stdout).toMatch(/fetched 1 checkpoint pack\(s\)/);
    expect(warnings(second.result)).toEqual([]);
  });

  it('falls back to the pack artifact when the pack cache entry is gone', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    await attempt(run, marker);
    const token = emu.runtimeEnv({
      repo: 'octo/app',
      runId: String(run.runId),
      job: 'x',
    }).GITHUB_TOKEN!;
    for (const c of emu.inspect.caches().filter((c) => c.key.includes('/packs/'))) {
      await fetch(`${emu.apiUrl}/repos/octo/app/actions/caches?key=${encodeURIComponent(c.key)}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
    const second = await attempt(run.rerun(), marker);
    expect(second.result.status).toBe('success');
    expect(ranPhases(marker).filter((x) => x.endsWith('@2'))).toEqual(['test@2']);
  });

  it('runs the phase again when its content can be fetched from nowhere', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    await attempt(run, marker);
    const token = emu.runtimeEnv({
      repo: 'octo/app',
      runId: String(run.runId),
      job: 'x',
    }).GITHUB_TOKEN!;
    for (const c of emu.inspect.caches().filter((c) => c.key.includes('/packs/')))
      await fetch(`${emu.apiUrl}/repos/octo/app/actions/caches?key=${encodeURIComponent(c.key)}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    for (const a of emu.inspect.artifacts().filter((a) => a.name.startsWith('ci-state-pack-')))
      await fetch(`${emu.apiUrl}/repos/octo/app/actions/artifacts/${a.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    const second = await attempt(run.rerun(), marker);
    expect(second.result.status).toBe('success');
    expect(ranPhases(marker).filter((x) => x.endsWith('@2'))).toEqual(['compile@2', 'test@2']);
    expect(warnings(second.result).some((w) => /will run again/.test(w))).toBe(true);
  });
});
