/**
 * Concurrency of the CLI: 20 `ci-state` processes (the built CLI) writing one store at the same
 * moment lose nothing: every context value and every phase record is there, the revision counter
 * counts every write, the journal replays to the state, and the history has every phase. (20 matrix
 * jobs saving at once to the cache and artifacts: jobs.reliability.ts.)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayJournal } from '../../src/core/journal.js';
import { LocalStore, readHistory } from '../../src/store/index.js';
import { CLI, cli, localEnv } from '../cli/helpers.js';
import { count, figure, seconds } from './helpers.js';

describe('CLI processes writing at once', () => {
  it('20 processes, each setting a value, running a phase and skipping one: nothing lost', async () => {
    const n = count('cli_processes', 20, false);
    const started = Date.now();
    const dir = mkdtempSync(join(tmpdir(), 'ci-state-rel-conc-'));
    try {
      const env = { ...localEnv(), CI_STATE_DIR: join(dir, 'store') };
      expect(cli(dir, ['init', '--workflow', 'ci'], env).code).toBe(0);
      // Each process waits for the same go file, then writes three times and appends history.
      const go = join(dir, 'go');
      const script = (i: number) =>
        [
          `while [ ! -e '${go}' ]; do sleep 0.01; done`,
          `"$NODE" '${CLI}' set c${i}=${i}`,
          `"$NODE" '${CLI}' run p${i} -- true`,
          `"$NODE" '${CLI}' phase skip s${i} --reason 'skipped by ${i}'`,
        ].join(' && ');
      const children = Array.from({ length: n }, (_, i) => {
        const child = spawn('sh', ['-c', script(i)], {
          cwd: dir,
          env: { ...env, NODE: process.execPath },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let err = '';
        child.stderr.on('data', (d: Buffer) => (err += d.toString()));
        return new Promise<{ code: number | null; err: string }>((r) =>
          child.on('close', (code) => r({ code, err })),
        );
      });
      await new Promise((r) => setTimeout(r, 300));
      writeFileSync(go, '');
      const results = await Promise.all(children);
      expect(results.map((r) => r.code)).toEqual(results.map(() => 0));
      const errors = results.flatMap((r) =>
        r.err.split('\n').filter((l) => l && !/^ci-state: (set |✓ |⏭ )/.test(l)),
      );
      expect(errors).toEqual([]);

      const store = new LocalStore({ dir: join(dir, 'store') });
      const key = (await store.getCurrent())!;
      const state = (await store.read(key))!;
      let values = 0;
      let phases = 0;
      for (let i = 0; i < n; i++) {
        if (state.context[`c${i}`] === i) values++;
        if (state.phases[`p${i}`]?.status === 'succeeded') phases++;
        if (state.phases[`s${i}`]?.status === 'skipped') phases++;
      }
      expect(values).toBe(n);
      expect(phases).toBe(2 * n);
      // init, then per process: set, start + complete, skip.
      expect(state.seq).toBe(1 + 4 * n);
      expect(replayJournal(await store.journal(key))).toEqual(state);

      // The attempt's history lines: one for the run, one per phase.
      expect(cli(dir, ['finish'], env).code).not.toBe(70);
      const { entries, stats } = readHistory(join(dir, 'store', 'history.jsonl'));
      let lines = 0;
      for await (const _ of entries) lines++;
      expect(stats.skipped).toBe(0);
      expect(lines).toBe(1 + 2 * n);
      figure(
        'concurrency: CLI',
        `${n} CLI processes at once, 3 commands each (${4 * n} store writes): ${values}/${n} values, ` +
          `${phases}/${2 * n} phase records, revision ${state.seq} = 1 + ${4 * n} writes, journal replays to the state; ` +
          `finish recorded ${lines} history lines (1 run + ${2 * n} phases); ${seconds(Date.now() - started)}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
