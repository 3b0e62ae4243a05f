/**
 * A phase is never recorded done without its outputs kept: every version of the state a `run`
 * writes (read back from the store's journal, which holds each write) shows a phase that
 * succeeded either with the checkpoint of what it changed or with the note that it is not kept
 * (yet). A state read in between (by the background push to a remote store, or left by a CLI
 * that died) would otherwise let a later attempt skip the phase without its files. Real
 * processes on a local store, for each way outputs are kept.
 */
import { describe, expect, it } from 'vitest';
import { replayJournal } from '../../src/core/journal.js';
import { cli, localEnv, tempDir, type CliResult } from './helpers.js';

interface Rec {
  status: string;
  checkpointId?: string;
  outputsNotKept?: string;
}
interface Doc {
  seq: number;
  phases?: Record<string, Rec>;
  checkpoints?: Array<{ id: string }>;
}

function ok(r: CliResult): CliResult {
  expect(r.stderr).not.toContain('internal error');
  expect(r.code, r.stderr).toBe(0);
  return r;
}

/** Every version of the state, oldest first, as the journal rebuilds them. */
function versions(dir: string, env: NodeJS.ProcessEnv): Doc[] {
  const j = JSON.parse(ok(cli(dir, ['journal', '--json'], env)).stdout) as {
    entries: unknown[];
    replayMatchesState: boolean;
  };
  expect(j.replayMatchesState).toBe(true);
  return j.entries.map((_, i) => replayJournal(j.entries.slice(0, i + 1)) as Doc);
}

/** The versions in which `phase` has succeeded with neither its checkpoint nor a note: none. */
function unaccounted(docs: Doc[], phase: string): number[] {
  return docs.flatMap((d) => {
    const rec = d.phases?.[phase];
    if (rec?.status !== 'succeeded') return [];
    const kept = rec.checkpointId && d.checkpoints?.some((c) => c.id === rec.checkpointId);
    return kept || rec.outputsNotKept !== undefined ? [] : [d.seq];
  });
}

const WAYS: Array<{ name: string; env: Record<string, string>; args: string[] }> = [
  { name: 'detected, kept inline', env: { CI_STATE_KEEP: 'inline' }, args: [] },
  { name: 'detected, kept in the background', env: { CI_STATE_KEEP: 'background' }, args: [] },
  { name: 'declared with --outputs', env: {}, args: ['--outputs', 'out/**'] },
  { name: 'a side effect', env: { CI_STATE_KEEP: 'background' }, args: ['--side-effect'] },
];

describe('a phase is recorded done only with its outputs kept or noted as not kept', () => {
  for (const way of WAYS) {
    it(`in every version of the state: ${way.name}`, () => {
      const t = tempDir('ci-state-keeping-mark-');
      try {
        const env = localEnv(way.env);
        const run = (...args: string[]) => cli(t.dir, args, env);
        ok(run('init', '--workflow', 'w', '--phases', 'build,test'));
        ok(
          run(
            'run',
            'build',
            ...way.args,
            '--',
            'sh',
            '-c',
            'mkdir -p out && echo built > out/app.txt',
          ),
        );
        ok(run('flush')); // waits for a keeper
        const docs = versions(t.dir, env);
        const last = docs.at(-1)?.phases?.build;
        // The phase's outputs were kept in the end …
        expect(last?.status).toBe('succeeded');
        expect(last?.checkpointId, JSON.stringify(last)).toBeTruthy();
        expect(last?.outputsNotKept).toBeUndefined();
        // … and no version before said it was done without them.
        expect(docs.some((d) => d.phases?.build?.status === 'succeeded')).toBe(true);
        expect(unaccounted(docs, 'build')).toEqual([]);
      } finally {
        t.cleanup();
      }
    });
  }
});
