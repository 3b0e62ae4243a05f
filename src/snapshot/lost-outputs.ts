/**
 * Which phases' checkpointed outputs a store can no longer restore. Asked before a new attempt is
 * planned, by the CLI's `init` and by the Action's restore step alike.
 */
import { fileCheckpointOf } from '../core/rollback.js';
import type { RunState } from '../core/schema.js';
import { BlobStore } from './blob-store.js';
import { loadManifest } from './manifest.js';

/**
 * Phases whose outputs checkpoint cannot be restored from the store at `storeDir`: its manifest
 * or one of its blobs is missing or unreadable. Checked before a new attempt is planned, so that
 * the plan (and the Action's outputs) say what will really happen. Presence only: every blob is
 * verified again when it is restored.
 */
export async function phasesWithLostOutputs(storeDir: string, state: RunState): Promise<string[]> {
  const store = BlobStore.forStore(storeDir);
  const lost: string[] = [];
  for (const [phase, rec] of Object.entries(state.phases)) {
    // Kept phases: done ones, and side effects that happened (kept whatever became of them).
    if (rec.status !== 'succeeded' && rec.status !== 'skipped' && rec.effectAttempt === undefined)
      continue;
    const cp = fileCheckpointOf(state, phase);
    if (!cp) continue;
    try {
      const manifest = await loadManifest(store, cp.location!);
      const blobs = manifest.files.flatMap((f) => (f.sha256 ? [f.sha256] : []));
      const present = await Promise.all(blobs.map((sha) => store.has(sha)));
      if (!present.every(Boolean)) lost.push(phase);
    } catch {
      lost.push(phase);
    }
  }
  return lost;
}
