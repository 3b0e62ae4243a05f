// Synthetic history.jsonl files: attempts of a 9-phase job, one run entry and one entry per phase
// each, as `ci-state finish` appends them (historyEntriesFor). Deterministic: the same size gives
// the same bytes. Several sizes are written in one pass, each file a prefix of the next.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { prng } from '../figures/f5-hash.mjs';

const PHASES = [
  'setup',
  'deps',
  'build',
  'lint',
  'unit',
  'integration',
  'e2e',
  'package',
  'deploy',
];

function* entries(schemaVersion) {
  const rand = prng(6);
  const t0 = Date.parse('2025-01-01T00:00:00.000Z');
  for (let run = 1; ; run++) {
    const attempts = rand() < 0.12 ? 2 : 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const common = {
        schemaVersion,
        runId: String(1_000_000 + run),
        attempt,
        repo: 'acme/widgets',
        workflow: run % 3 === 0 ? 'release' : 'ci',
        job: run % 2 === 0 ? 'test' : 'build',
        matrix: run % 4 === 0 ? '{"node":24}' : '',
        ref: 'refs/heads/main',
        sha: (run * 2654435761).toString(16).padStart(40, '0').slice(-40),
        stateId: `${1_000_000 + run}-a1b2c3d4`,
      };
      const failAt = attempt < attempts ? 3 + Math.floor(rand() * 6) : rand() < 0.05 ? 4 : -1;
      const resumeFrom = attempt > 1 ? 3 : -1;
      let at = t0 + run * 600_000 + attempt * 120_000;
      const startedAt = new Date(at).toISOString();
      const phases = [];
      let saved = 0;
      for (let i = 0; i < PHASES.length; i++) {
        const reused = resumeFrom > 0 && i < resumeFrom;
        const durationMs = Math.round(500 + rand() * 60_000);
        if (reused) {
          saved += durationMs;
          phases.push({
            ...common,
            kind: 'phase',
            phase: PHASES[i],
            status: 'skipped',
            producedBy: 1,
            durationMs: 0,
            savedMs: durationMs,
          });
          continue;
        }
        if (failAt >= 0 && i > failAt) break;
        const failed = i === failAt;
        const p = {
          ...common,
          kind: 'phase',
          phase: PHASES[i],
          status: failed ? 'failed' : 'succeeded',
          producedBy: attempt,
          startedAt: new Date(at).toISOString(),
          endedAt: new Date(at + durationMs).toISOString(),
          durationMs,
          exitCode: failed ? 1 : 0,
          savedMs: 0,
        };
        if (failed) p.error = 'exit code 1';
        at += durationMs;
        phases.push(p);
      }
      const failed = phases.filter((p) => p.status === 'failed').length;
      const runEntry = {
        ...common,
        kind: 'run',
        status: failed ? 'failed' : 'completed',
        startedAt,
        endedAt: new Date(at).toISOString(),
        durationMs: at - Date.parse(startedAt),
        phases: {
          total: phases.length,
          succeeded: phases.filter((p) => p.status === 'succeeded').length,
          failed,
          skipped: phases.filter((p) => p.status === 'skipped').length,
          rolledBack: 0,
        },
        resumed: resumeFrom > 0,
        skipped: resumeFrom > 0 ? PHASES.slice(0, resumeFrom) : [],
        savedMs: saved,
      };
      if (resumeFrom > 0) runEntry.resumeFrom = PHASES[resumeFrom];
      if (failed) runEntry.error = `${PHASES[failAt]}: exit code 1`;
      yield runEntry;
      yield* phases;
    }
  }
}

/**
 * Writes `files` ([{ path, entries }]) in one pass: each gets the first `entries` lines of the same
 * sequence. Returns the byte size of each file.
 */
export async function writeHistoryFiles(files, schemaVersion) {
  const sorted = [...files].sort((a, b) => a.entries - b.entries);
  const streams = sorted.map((f) => ({ ...f, bytes: 0, out: createWriteStream(f.path) }));
  const max = sorted.at(-1).entries;
  const gen = entries(schemaVersion);
  let batch = [];
  let written = 0;
  const flush = async () => {
    const text = batch.join('');
    const bytes = Buffer.byteLength(text);
    const from = written - batch.length;
    for (const s of streams) {
      if (s.entries >= written) {
        s.bytes += bytes;
        if (!s.out.write(text)) await once(s.out, 'drain');
      } else if (s.entries > from) {
        const part = batch.slice(0, s.entries - from).join('');
        s.bytes += Buffer.byteLength(part);
        if (!s.out.write(part)) await once(s.out, 'drain');
      }
    }
    batch = [];
  };
  while (written < max) {
    batch.push(`${JSON.stringify(gen.next().value)}\n`);
    written++;
    if (batch.length === 10_000) await flush();
  }
  if (batch.length) await flush();
  await Promise.all(
    streams.map(
      (s) =>
        new Promise((resolve, reject) => {
          s.out.on('error', reject);
          s.out.end(resolve);
        }),
    ),
  );
  return Object.fromEntries(streams.map((s) => [s.path, s.bytes]));
}
