/**
 * Concurrency of the CLI: 20 `ci-state` processes (the built CLI) writing one store at the same
 * moment, on a machine whose every core is busy (four busy-loop processes per core: a loaded,
 * shared CI runner), all exit 0 and lose nothing: every context value and every phase record is
 * there, the revision counter counts every write, the journal replays to the state, and the
 * history has every phase. (20 matrix jobs saving at once to the cache and artifacts:
 * jobs.reliability.ts.)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replayJournal } from '../../src/core/journal.js';
import { LocalStore, readHistory } from '../../src/store/index.js';
import { CLI, cli, localEnv } from '../cli/helpers.js';
import { count, cpuLoad, figure, seconds, type CpuLoad } from './helpers.js';

describe('CLI processes writing at once', () => {
  let load: CpuLoad | undefined;
  afterAll(() => load?.stop()); // also when the test timed out

  it('20 processes, each setting a value, running a phase and skipping one: nothing lost', async () => {
    const n = count('cli_processes', 20, false);
    const started = Date.now();
    const dir = mkdtempSync(join(tmpdir(), 'ci-state-rel-conc-'));
    try {
      const env = { ...localEnv(), CI_STATE_DIR: join(dir, 'store') };
      expect(cli(dir, ['init', '--workflow', 'ci'], env).code).toBe(0);
      load = cpuLoad(4);
      // Each process says it is ready, waits for the same go file, then writes three times.
      const go = join(dir, 'go');
      const script = (i: number) =>
        [
          'echo ready',
          `while [ ! -e '${go}' ]; do sleep 0.01; done`,
          `"$NODE" '${CLI}' set c${i}=${i}`,
          `"$NODE" '${CLI}' run p${i} -- true`,
          `"$NODE" '${CLI}' phase skip s${i} --reason 'skipped by ${i}'`,
        ].join(' && ');
      const ready: Promise<void>[] = [];
      const children = Array.from({ length: n }, (_, i) => {
        const child = spawn('sh', ['-c', script(i)], {
          cwd: dir,
          env: { ...env, NODE: process.execPath },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        ready.push(
          new Promise((r) => {
            const seen = () => out.startsWith('ready\n') && r();
            child.stdout.on('data', (d: Buffer) => ((out += d.toString()), seen()));
            child.on('close', () => r()); // a shell that died early is reported by its exit code
          }),
        );
        child.stderr.on('data', (d: Buffer) => (err += d.toString()));
        return new Promise<{ i: number; code: number | null; err: string }>((r) =>
          child.on('close', (code) => r({ i, code, err })),
        );
      });
      await Promise.all(ready);
      const writing = Date.now();
      writeFileSync(go, '');
      const results = await Promise.all(children);
      const wrote = Date.now() - writing;
      // Every process exits 0; a failure shows what the process printed.
      const failed = results.filter((r) => r.code !== 0);
      expect(failed.map((r) => `process ${r.i} exited ${r.code}: ${r.err.trim()}`)).toEqual([]);
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
        `${n} CLI processes at once, 3 commands each (${4 * n} store writes), under ${load.processes} busy-loop ` +
          `processes on ${availableParallelism()} cores: ${n - failed.length}/${n} exited 0, ${values}/${n} values, ` +
          `${phases}/${2 * n} phase records, revision ${state.seq} = 1 + ${4 * n} writes, journal replays to the state; ` +
          `finish recorded ${lines} history lines (1 run + ${2 * n} phases); writes ${seconds(wrote)}, test ${seconds(Date.now() - started)}`,
      );
    } finally {
      await load?.stop();
      load = undefined;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
