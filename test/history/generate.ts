/**
 * Synthetic history for tests: deterministic runs of two workflows over a number of days, with
 * failures, re-runs that resume (and save time) and a flaky test phase. Lines are what
 * `historyEntriesFor` writes: one run entry, then one entry per phase.
 */
import { createWriteStream } from 'node:fs';
import type { HistoryEntry, HistoryPhaseEntry, HistoryRunEntry } from '../../src/core/schema.js';

const DAY = 86_400_000;

function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

const PHASES: { id: string; base: number; fail: number }[] = [
  { id: 'setup', base: 8_000, fail: 0.01 },
  { id: 'build', base: 60_000, fail: 0.05 },
  { id: 'test', base: 45_000, fail: 0.15 },
  { id: 'deploy', base: 20_000, fail: 0.03 },
];

export interface SyntheticOptions {
  /** Workflow runs (each one or two attempts). */
  runs: number;
  /** Spread over this many days up to `now`. */
  days: number;
  now: number;
  seed?: number;
  repo?: string;
  /** Workflow names; the first gets 80% of the runs. */
  workflows?: [string, string];
  /** First run id. */
  firstRunId?: number;
}

export function* syntheticHistory(o: SyntheticOptions): Generator<HistoryEntry> {
  const rnd = lcg(o.seed ?? 7);
  const repo = o.repo ?? 'acme/widgets';
  const [main, other] = o.workflows ?? ['CI', 'Nightly'];
  const start = o.now - o.days * DAY;
  for (let r = 0; r < o.runs; r++) {
    const runId = String((o.firstRunId ?? 1000) + r);
    const workflow = rnd() < 0.8 ? main : other;
    const sha = (r * 2654435761).toString(16).padStart(8, '0').repeat(5).slice(0, 40);
    let t = start + Math.floor(((r + rnd() * 0.5) / o.runs) * o.days * DAY);
    const dayFrac = (t - start) / (o.days * DAY);
    const done = new Map<string, { attempt: number; ms: number }>();
    for (let attempt = 1; attempt <= 2; attempt++) {
      const common = {
        schemaVersion: 2 as const,
        runId,
        attempt,
        repo,
        workflow,
        job: 'build',
        matrix: '',
        ref: 'refs/heads/main',
        sha,
        stateId: `state-${runId}`,
      };
      const startedAt = t;
      const phases: HistoryPhaseEntry[] = [];
      let failedAt: string | undefined;
      const skipped: string[] = [];
      let savedMs = 0;
      for (const p of PHASES) {
        const prior = done.get(p.id);
        if (prior) {
          skipped.push(p.id);
          savedMs += prior.ms;
          phases.push({
            ...common,
            kind: 'phase',
            phase: p.id,
            status: 'skipped',
            producedBy: prior.attempt,
            durationMs: 0,
            savedMs: prior.ms,
          });
          continue;
        }
        if (failedAt) {
          phases.push({
            ...common,
            kind: 'phase',
            phase: p.id,
            status: 'pending',
            producedBy: attempt,
            durationMs: 0,
            savedMs: 0,
          });
          continue;
        }
        const trend = p.id === 'build' ? 1 + 0.4 * dayFrac : 1;
        const ms = Math.round(p.base * trend * (0.75 + rnd() * 0.5));
        // Re-runs mostly pass: the test phase is flaky.
        const fails = rnd() < (attempt === 1 ? p.fail : p.fail / 4);
        const entry: HistoryPhaseEntry = {
          ...common,
          kind: 'phase',
          phase: p.id,
          status: fails ? 'failed' : 'succeeded',
          producedBy: attempt,
          startedAt: new Date(t).toISOString(),
          endedAt: new Date(t + ms).toISOString(),
          durationMs: ms,
          exitCode: fails ? 1 : 0,
          savedMs: 0,
        };
        if (fails) {
          entry.error = `exit code 1`;
          failedAt = p.id;
        } else done.set(p.id, { attempt, ms });
        phases.push(entry);
        t += ms;
      }
      const run: HistoryRunEntry = {
        ...common,
        kind: 'run',
        status: failedAt ? 'failed' : 'completed',
        startedAt: new Date(startedAt).toISOString(),
        endedAt: new Date(t).toISOString(),
        durationMs: t - startedAt,
        phases: {
          total: PHASES.length,
          succeeded: phases.filter((p) => p.status === 'succeeded').length,
          failed: failedAt ? 1 : 0,
          skipped: skipped.length,
          rolledBack: 0,
        },
        resumed: skipped.length > 0,
        skipped,
        savedMs,
      };
      if (failedAt) run.error = `${failedAt}: exit code 1`;
      if (skipped.length) run.resumeFrom = PHASES[skipped.length]?.id ?? failedAt;
      yield run;
      yield* phases;
      if (!failedAt || rnd() < 0.3) break; // most failures are re-run
      t += 10 * 60_000;
    }
  }
}

/** Writes synthetic history until `lines` lines are written; returns the byte count. */
export async function writeSyntheticHistory(
  path: string,
  lines: number,
  now: number,
): Promise<number> {
  const out = createWriteStream(path);
  let written = 0;
  let bytes = 0;
  const runs = Math.ceil(lines / 5) + 10;
  for (const e of syntheticHistory({ runs, days: 365, now })) {
    if (written >= lines) break;
    const line = `${JSON.stringify(e)}\n`;
    bytes += Buffer.byteLength(line);
    written++;
    if (!out.write(line)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((res, rej) => out.end((e?: Error | null) => (e ? rej(e) : res())));
  return bytes;
}
