import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator/index.js';
import { join } from 'node:path';
import { ACTION, emulator, markerFile, newRun, ranPhases, warnings } from './helpers.js';

const ROLLBACK_ACTION = join(ACTION, 'rollback');

let emu: Emulator;
beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  await emu?.stop();
});

describe('checkpointed outputs across attempts', () => {
  type Storage = 'cache' | 'both' | 'artifact';
  async function attempt(run: ReturnType<typeof newRun>, marker: string, storage?: Storage) {
    const job = run.job('build');
    await job.uses(ACTION, {
      id: 'state',
      with: {
        phases: 'deps,compile,test',
        ...(storage ? { 'checkpoint-storage': storage } : {}),
      },
    });
    await job.run(`ci-state run deps -- sh -c 'echo deps@$GITHUB_RUN_ATTEMPT >> ${marker}'`);
    await job.run(
      `ci-state run compile --outputs 'dist/**' -- sh -c 'echo compile@$GITHUB_RUN_ATTEMPT >> ${marker}; mkdir -p dist && head -c 300000 /dev/urandom > dist/app.bin && echo v1 > dist/version.txt && echo API_KEY=1 > dist/.env'`,
    );
    const test = await job.run(
      `ci-state run test -- sh -c 'echo test@$GITHUB_RUN_ATTEMPT >> ${marker}; test -s dist/app.bin && grep -q v1 dist/version.txt && [ "$GITHUB_RUN_ATTEMPT" -gt 1 ]'`,
      { id: 'test' },
    );
    return { result: await job.complete(), test };
  }
  const packArtifacts = (run: ReturnType<typeof newRun>) =>
    emu.inspect
      .artifacts()
      .filter((a) => a.runId === Number(run.runId) && a.name.startsWith('ci-state-pack-'));
  const packCaches = (run: ReturnType<typeof newRun>) =>
    emu.inspect.caches().filter((c) => c.key.includes(`/packs/${run.runId}-`));
  const lastSeq = () => emu.inspect.requests().at(-1)?.seq ?? 0;
  /** Cache lookups since request `since` of packs that attempt 1 of `run` shipped. */
  const firstPackLookups = (run: ReturnType<typeof newRun>, since: number) =>
    emu.inspect
      .requests({ route: 'GetCacheEntryDownloadURL' })
      .filter((r) => r.seq > since && JSON.stringify(r.body).includes(`/packs/${run.runId}-1-`));

  /**
   * Attempt 2 of `run` (phases compile,test): the main step fetches one pack, compile is skipped
   * (its command would fail) and test finds dist/app.bin restored, and passes `check` too.
   */
  async function rerunFindsDist(run: ReturnType<typeof newRun>, check = 'true') {
    const again = run.rerun().job('build');
    const main = await again.uses(ACTION, { id: 'state', with: { phases: 'compile,test' } });
    expect(main.stdout).toMatch(
      /fetched 1 checkpoint pack \(\d+\.\d [KM]B\) in \d+\.\d s, \d+ blobs?/,
    );
    await again.run(`ci-state run compile --outputs 'dist/**' -- sh -c 'exit 1'`);
    const test = await again.run(
      `ci-state run test -- sh -c 'test -s dist/app.bin && ${check} && [ "$GITHUB_RUN_ATTEMPT" -gt 1 ]'`,
      { id: 'test' },
    );
    expect((await again.complete()).status).toBe('success');
    expect(test.outcome).toBe('success');
  }

  it('phase 2 builds dist/, phase 3 fails; the re-run skips phase 2 and phase 3 finds dist/ restored', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    const first = await attempt(run, marker, 'both');
    expect(first.result.status).toBe('failure');
    // The job summary says what the checkpoint of compile left out.
    expect(first.result.summary).toContain('#### Left out of checkpoints');
    expect(first.result.summary).toMatch(
      /<summary>Checkpoint of <code>compile<\/code>: 1 excluded<\/summary>[\s\S]*\| `dist\/\.env` \| excluded by default/,
    );
    expect(packArtifacts(run).length).toBeGreaterThan(0);
    expect(packCaches(run).length).toBeGreaterThan(0);

    const second = await attempt(run.rerun(), marker, 'both');
    expect(second.result.status).toBe('success');
    expect(second.test.outcome).toBe('success');
    expect(ranPhases(marker)).toEqual(['deps@1', 'compile@1', 'test@1', 'test@2']);
    const main = second.result.step('state');
    expect(main?.stdout).toMatch(
      /fetched 1 checkpoint pack \(\d+\.\d [KM]B\) in \d+\.\d s, \d+ blobs?/,
    );
    expect(warnings(second.result)).toEqual([]);
  });

  it('by default ships checkpoint content to the cache only, and the re-run still restores it', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    const first = await attempt(run, marker);
    expect(first.result.status).toBe('failure');
    expect(packCaches(run).length).toBeGreaterThan(0);
    expect(packArtifacts(run)).toEqual([]);

    const second = await attempt(run.rerun(), marker);
    expect(second.result.status).toBe('success');
    expect(second.test.outcome).toBe('success');
    expect(ranPhases(marker).filter((x) => x.endsWith('@2'))).toEqual(['test@2']);
    expect(second.result.step('state')?.stdout).toMatch(
      /fetched 1 checkpoint pack \(\d+\.\d [KM]B\) in \d+\.\d s, \d+ blobs?/,
    );
    expect(warnings(second.result)).toEqual([]);
    expect(packArtifacts(run)).toEqual([]);
  });

  it("ships a checkpoint's pack in the background after its phase; the post step does not send it again", async () => {
    const run = newRun(emu);
    const job = run.job('build');
    await job.uses(ACTION, { id: 'state', with: { phases: 'compile,test' } });
    const since = lastSeq();
    const compile = await job.run(
      `ci-state run compile --outputs 'dist/**' -- sh -c 'mkdir -p dist && head -c 9000000 /dev/urandom > dist/app.bin && echo v1 > dist/version.txt'`,
    );
    // The step does not hold the services: it stores the pack, the job's persistence ships it.
    expect(`${compile.stdout}${compile.stderr}`).toMatch(
      /checkpoint \S+ of compile: 2 files, 8\.6 MB; 3 new blobs \(8\.6 MB\) stored/,
    );
    expect(`${compile.stdout}${compile.stderr}`).not.toMatch(/saved to the cache/);
    await job.run(
      `ci-state run test -- sh -c 'test -s dist/app.bin && [ "$GITHUB_RUN_ATTEMPT" -gt 1 ]'`,
    );
    const first = await job.complete();
    expect(first.status).toBe('failure');
    expect(warnings(first)).toEqual([]);
    // One reservation of a pack, finalized: the saves after it and the post step listed it.
    const packReservations = emu.inspect
      .requests({ route: 'CreateCacheEntry' })
      .filter((r) => r.seq > since && JSON.stringify(r.body).includes('/packs/'));
    expect(packReservations).toHaveLength(1);
    expect(packCaches(run).map((c) => c.finalized)).toEqual([true]);

    await rerunFindsDist(run, `grep -q v1 dist/version.txt`);
  });

  it('ships a pack whose cache upload failed under a fresh key on the retry', async () => {
    const run = newRun(emu);
    const job = run.job('build');
    await job.uses(ACTION, { id: 'state', with: { phases: 'compile,test' } });
    // The pack's upload fails twice, after the upload (the state, saved at the same time, is not
    // touched): the background save retries it under fresh keys.
    const fault = emu.faults.add({
      route: 'FinalizeCacheEntryUpload',
      body: /"key":"[^"]*\/packs\//,
      status: 503,
      times: 2,
    });
    await job.run(
      `ci-state run compile --outputs 'dist/**' -- sh -c 'mkdir -p dist && head -c 9000000 /dev/urandom > dist/app.bin'`,
    );
    await job.run(
      `ci-state run test -- sh -c 'test -s dist/app.bin && [ "$GITHUB_RUN_ATTEMPT" -gt 1 ]'`,
    );
    const first = await job.complete();
    expect(first.status).toBe('failure');
    expect(emu.faults.fired()[fault]).toBe(2);
    emu.faults.remove(fault);
    const packs = packCaches(run);
    // The keys tried first stay reserved, never finalized; the retry's key holds the pack.
    expect(packs.filter((c) => !c.finalized)).toHaveLength(2);
    expect(packs.filter((c) => c.finalized)).toHaveLength(1);
    expect(warnings(first).filter((w) => /NOT saved/.test(w))).toEqual([]);

    await rerunFindsDist(run);
  });

  it('unlists a pack from the saved state where it could not be shipped', async () => {
    // The pack never gets into the cache (every try is refused at the end); its artifact does.
    const fault = emu.faults.add({
      route: 'FinalizeCacheEntryUpload',
      body: /"key":"[^"]*\/packs\//,
      status: 400,
      times: 1000,
    });
    const marker = markerFile();
    const run = newRun(emu);
    try {
      const first = await attempt(run, marker, 'both');
      expect(first.result.status).toBe('failure');
      expect(emu.faults.fired()[fault]).toBeGreaterThan(0);
      expect(packCaches(run).filter((c) => c.finalized)).toEqual([]);
      expect(packArtifacts(run).length).toBeGreaterThan(0);
    } finally {
      emu.faults.remove(fault);
    }
    // The state saved last lists the pack by its artifact only: the re-run does not look for it
    // in the cache, and still skips compile.
    const since = lastSeq();
    const second = await attempt(run.rerun(), marker, 'both');
    expect(second.result.status).toBe('success');
    expect(ranPhases(marker).filter((x) => x.endsWith('@2'))).toEqual(['test@2']);
    expect(firstPackLookups(run, since)).toEqual([]);
    expect(warnings(second.result)).toEqual([]);
  });

  it('says checkpoint content was NOT saved when the pack went nowhere, and lists no pack', async () => {
    const fault = emu.faults.add({
      route: 'FinalizeCacheEntryUpload',
      body: /"key":"[^"]*\/packs\//,
      status: 400,
      times: 1000,
    });
    const marker = markerFile();
    const run = newRun(emu);
    try {
      const first = await attempt(run, marker);
      expect(first.result.status).toBe('failure');
      expect(warnings(first.result).some((w) => /checkpoint content NOT saved/.test(w))).toBe(true);
    } finally {
      emu.faults.remove(fault);
    }
    const since = lastSeq();
    const second = await attempt(run.rerun(), marker);
    expect(second.result.status).toBe('success');
    // No pack is listed, so none is looked for; compile runs again for want of its outputs.
    expect(firstPackLookups(run, since)).toEqual([]);
    expect(ranPhases(marker).filter((x) => x.endsWith('@2'))).toEqual(['compile@2', 'test@2']);
  });

  it('falls back to the pack artifact when the pack cache entry is gone', async () => {
    const marker = markerFile();
    const run = newRun(emu);
    await attempt(run, marker, 'both');
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
    const second = await attempt(run.rerun(), marker, 'both');
    expect(second.result.status).toBe('success');
    expect(ranPhases(marker).filter((x) => x.endsWith('@2'))).toEqual(['test@2']);
  });

  it.each(['cache', 'both'] as const)(
    'runs the phase again when its content can be fetched from nowhere (checkpoint-storage: %s)',
    async (storage) => {
      const marker = markerFile();
      const run = newRun(emu);
      await attempt(run, marker, storage);
      const token = emu.runtimeEnv({
        repo: 'octo/app',
        runId: String(run.runId),
        job: 'x',
      }).GITHUB_TOKEN!;
      for (const c of emu.inspect.caches().filter((c) => c.key.includes('/packs/')))
        await fetch(
          `${emu.apiUrl}/repos/octo/app/actions/caches?key=${encodeURIComponent(c.key)}`,
          {
            method: 'DELETE',
            headers: { authorization: `Bearer ${token}` },
          },
        );
      for (const a of emu.inspect.artifacts().filter((a) => a.name.startsWith('ci-state-pack-')))
        await fetch(`${emu.apiUrl}/repos/octo/app/actions/artifacts/${a.id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
      const second = await attempt(run.rerun(), marker, storage);
      expect(second.result.status).toBe('success');
      expect(ranPhases(marker).filter((x) => x.endsWith('@2'))).toEqual(['compile@2', 'test@2']);
      expect(warnings(second.result).some((w) => /will run again/.test(w))).toBe(true);
    },
  );
});

describe('the checkpoint policy inputs', () => {
  it('reach the run: a scheduled checkpoint every 2 phase ends, error checkpoints off', async () => {
    const job = newRun(emu).job('build');
    await job.uses(ACTION, {
      id: 'state',
      with: { 'checkpoint-interval': '2', 'error-checkpoints': 'false', 'max-checkpoints': '9' },
    });
    await job.run("ci-state run a --outputs 'a/**' -- sh -c 'mkdir -p a && echo a > a/f'");
    const b = await job.run('ci-state run b -- true');
    const status = await job.run('ci-state status --json', { id: 'status' });
    await job.complete();
    expect(b.stderr).toMatch(/scheduled checkpoint cp-\S+ of b: 1 file,/);
    const state = JSON.parse(status.stdout) as {
      checkpointPolicy: unknown;
      checkpoints: { reason: string; globs: string[] }[];
    };
    expect(state.checkpointPolicy).toEqual({ interval: { phases: 2 }, max: 9, onError: false });
    expect(state.checkpoints.map((c) => [c.reason, c.globs])).toEqual([
      ['phase_completed', ['a/**']],
      ['scheduled', ['a/**']],
    ]);
  });
});

describe('the rollback sub-action', () => {
  it('rolls files back in a workflow step, after a dry run', async () => {
    const run = newRun(emu);
    const job = run.job('build');
    await job.uses(ACTION, { id: 'state' });
    await job.run(
      'mkdir -p src && printf A1 > src/a.txt && printf B1 > src/b.txt && ci-state run gen -- true',
    );
    await job.run("ci-state checkpoint --phase gen --files 'src/**'");
    await job.run(
      "ci-state run codegen -- sh -c 'printf A2 > src/a.txt; rm src/b.txt; printf new > src/c.txt'",
    );
    const dry = await job.uses(ROLLBACK_ACTION, {
      id: 'dry',
      with: { to: 'gen', 'dry-run': 'true' },
    });
    const check1 = await job.run('cat src/a.txt; test ! -e src/b.txt', { id: 'still-broken' });
    const real = await job.uses(ROLLBACK_ACTION, { id: 'rb', with: { to: 'gen' } });
    const check2 = await job.run(
      '[ "$(cat src/a.txt)" = A1 ] && [ "$(cat src/b.txt)" = B1 ] && [ ! -e src/c.txt ]',
      {
        id: 'restored',
      },
    );
    // The rollback took a before_rollback checkpoint first: rolling back to it undoes it.
    const undoId = real.outputs['undo-checkpoint'] ?? '';
    const undo = await job.uses(ROLLBACK_ACTION, { id: 'undo', with: { to: undoId } });
    const check3 = await job.run(
      '[ "$(cat src/a.txt)" = A2 ] && [ ! -e src/b.txt ] && [ "$(cat src/c.txt)" = new ]',
      { id: 'undone' },
    );
    const r = await job.complete();
    expect(dry.outcome).toBe('success');
    expect(JSON.parse(r.outputs('dry').files!)).toEqual({
      added: ['src/c.txt'],
      modified: ['src/a.txt'],
      deleted: ['src/b.txt'],
    });
    expect(check1.outcome).toBe('success');
    expect(real.outcome).toBe('success');
    expect(JSON.parse(r.outputs('rb')['rolled-back']!)).toEqual(['codegen']);
    expect(check2.outcome).toBe('success');
    expect(r.outputs('dry')['undo-checkpoint']).toBe('');
    expect(undoId).toMatch(/^cp-/);
    expect(undo.outcome).toBe('success');
    expect(check3.outcome).toBe('success');
  });

  it('fails the step with one line for an unknown target', async () => {
    const job = newRun(emu).job('build');
    await job.uses(ACTION, { id: 'state' });
    const step = await job.uses(ROLLBACK_ACTION, { id: 'rb', with: { to: 'nowhere' } });
    expect(step.outcome).toBe('failure');
    expect(step.annotations.some((a) => a.level === 'error' && /nowhere/.test(a.message))).toBe(
      true,
    );
  });
});
