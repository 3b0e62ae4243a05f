// Figure 3: one durable write of a state carrying ~100 KB of context through the local store
// (LocalStore.update: lock, the current version (kept by the store since its last write, checked
// against the files), validate, journal, state.json with its directory fsync, backup ring), against
// a bare write + fsync + rename of the same bytes. The same store writes every time, as the CLI's
// session does within a command. Info only: no target, neither a pass nor a miss.
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { interleave } from '../common/proc.mjs';
import { compared } from '../common/rows.mjs';
import { summarize } from '../common/stats.mjs';
import { importSrc } from '../common/src.mjs';

export const id = '3';
export const title = 'Durable 100 KB state write vs write+fsync+rename';

/** About `bytes` of context (compact JSON) shaped like real job data: a list of produced files with their digests. */
export function contextOf(bytes) {
  const files = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const f = {
      name: `artifact-${String(i).padStart(4, '0')}.tar`,
      path: `build/output/module-${i % 37}/artifact-${String(i).padStart(4, '0')}.tar`,
      size: 1000 + ((i * 7919) % 100000),
      sha256: Buffer.from(`${i}`.padEnd(32, 'x')).toString('hex'),
      ok: i % 5 !== 0,
    };
    files.push(f);
    size += JSON.stringify(f).length + 1;
  }
  return { build: { files }, counter: 0 };
}

export async function run(ctx) {
  const { LocalStore } = await importSrc('src/store/index.ts');
  const { RunState, SCHEMA_VERSION } = await importSrc('src/core/schema.ts');
  const { scopeKey } = await importSrc('src/core/canonical.ts');
  const { serializeState } = await importSrc('src/core/documents.ts');
  const samples = ctx.reps(200, 30);

  const at = new Date().toISOString();
  const scope = {
    repo: 'acme/widgets',
    workflow: 'ci',
    job: 'build',
    matrix: '',
    ref: 'refs/heads/main',
  };
  const stateWith = (contextBytes) =>
    RunState.parse({
      schemaVersion: SCHEMA_VERSION,
      id: 'bench-state',
      scope,
      origin: {
        repo: scope.repo,
        workflow: scope.workflow,
        job: scope.job,
        runId: '1',
        runAttempt: 1,
        sha: 'a'.repeat(40),
        ref: scope.ref,
        event: 'push',
        actor: 'octocat',
      },
      status: 'running',
      phases: {},
      context: contextOf(contextBytes),
      createdAt: at,
      updatedAt: at,
    });
  // Size the context so that state.json, as the store writes it, is 100 KiB.
  const want = 100 * 1024;
  const probe = serializeState(stateWith(want)).length;
  const initial = stateWith(Math.round((want * want) / probe));
  const dir = mkdtempSync(join(ctx.tmp, 'f3-store-'));
  const store = new LocalStore({ dir, onWarning: (m) => ctx.log(`store warning: ${m}`) });
  const key = scopeKey(scope);
  await store.update(key, () => initial);
  const bytes = readFileSync(store.statePath(key));

  // The store's write: what `ci-state set` or a phase end does, one small change to a big state.
  let counter = 0;
  const ours = async () => {
    const t = performance.now();
    await store.update(key, (s) => {
      s.context.counter = ++counter;
      s.updatedAt = new Date().toISOString();
      return s;
    });
    return performance.now() - t;
  };

  // The bare sequence on the same file system: open, write, fsync, close, rename.
  const bare = join(ctx.tmp, 'f3-bare');
  mkdirSync(bare, { recursive: true });
  const target = join(bare, 'state.json');
  const baseline = async (i) => {
    const tmp = join(bare, `.state.json.${i}.tmp`);
    const t = performance.now();
    const h = await fs.open(tmp, 'w');
    await h.writeFile(bytes);
    await h.sync();
    await h.close();
    await fs.rename(tmp, target);
    return performance.now() - t;
  };

  const r = await interleave({ reps: samples, warmup: 5, ours, baseline });
  const o = summarize(r.ours);
  const b = summarize(r.baseline);
  const note = `state.json ${(bytes.length / 1024).toFixed(1)} KiB; ${samples} writes each, interleaved`;
  return [
    compared({
      figure: '3',
      name: 'durable 100 KB state write (median)',
      unit: 'ms',
      ours: o,
      baseline: b,
      stat: 'median',
      target: { text: 'info' },
      note,
    }),
    compared({
      figure: '3',
      name: 'durable 100 KB state write (p99)',
      unit: 'ms',
      ours: o,
      baseline: b,
      stat: 'p99',
      target: { text: 'info' },
      note,
    }),
  ];
}
