import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the library entry point', () => {
  it('builds to lib/ and exports the schemas, the store and the planning functions', async () => {
    const out = mkdtempSync(join(tmpdir(), 'ci-state-lib-'));
    try {
      const tsc = resolve('node_modules/typescript/bin/tsc');
      execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', out], {
        stdio: 'pipe',
      });
      const lib = await import(join(out, 'index.js'));
      for (const name of ['RunState', 'PhaseRecord', 'Checkpoint', 'RollbackEvent', 'HistoryEntry'])
        expect(typeof lib[name]?.safeParse, name).toBe('function');
      for (const name of [
        'planResume',
        'parseStrategy',
        'createRun',
        'beginAttempt',
        'rollbackTo',
        'validateState',
      ])
        expect(typeof lib[name], name).toBe('function');
      expect(typeof lib.LocalStore).toBe('function');

      // Embedded use: a store in a temp dir, a run, a failed phase, the next attempt's plan.
      const dir = mkdtempSync(join(tmpdir(), 'ci-state-lib-store-'));
      try {
        const store = new lib.LocalStore({ dir });
        const scope = { repo: 'o/r', workflow: 'w', job: 'j', matrix: '', ref: '' };
        const origin = {
          repo: 'o/r',
          workflow: 'w',
          job: 'j',
          runId: '1',
          runAttempt: 1,
          sha: '',
          ref: '',
          event: 'api',
          actor: 'bot',
        };
        const key = lib.scopeKey(scope);
        await store.update(key, () => {
          let s = lib.createRun({
            id: 'r1',
            scope,
            origin,
            toolVersion: lib.VERSION,
            now: '2026-01-01T00:00:00Z',
          });
          s = lib.startPhase(s, 'build', { now: '2026-01-01T00:00:01Z' });
          s = lib.completePhase(s, 'build', { now: '2026-01-01T00:00:05Z' });
          s = lib.startPhase(s, 'test', { now: '2026-01-01T00:00:06Z' });
          return lib.failPhase(s, 'test', { now: '2026-01-01T00:00:07Z', error: 'exit code 1' });
        });
        const written = await store.read(key);
        expect(written?.phases.test?.status).toBe('failed');
        const state = written;
        const plan = lib.planResume(state, { strategy: lib.parseStrategy('failed') });
        expect(plan.skip).toEqual(['build']);
        expect(plan.redo).toEqual(['test']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
