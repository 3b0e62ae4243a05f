/**
 * Persistence on GitHub's services in this process, as the reliability tests drive it: the
 * storage-neutral save and restore (src/persist/state.ts) with GitHub's adapter, and a save's
 * report with its cache and artifact copies by name.
 */
import type { RunState } from '../../src/core/index.js';
import { githubStorage, type GithubContext } from '../../src/github/state-storage.js';
import type { SaveCopy, SaveReport as Report } from '../../src/remote/port.js';
import {
  restoreState as restore,
  saveState as save,
  type PersistContext as Neutral,
  type SaveOptions,
} from '../../src/persist/state.js';

export { checkOrigin, type RestoreReport } from '../../src/persist/state.js';
export { describeSave } from '../../src/persist/session-file.js';

export type PersistContext = Neutral & GithubContext;

type Copy = Omit<SaveCopy, 'ref' | 'place'> & { key?: string; name?: string };
export type SaveReport = Report & { cache: Copy; artifact: Copy };

function copyOf(r: Report, place: string, as: 'key' | 'name'): Copy {
  const {
    ref,
    place: _,
    ...c
  } = r.copies.find((x) => x.place === place) ?? {
    place,
    ok: false,
    skipped: true,
  };
  return { ...c, ...(ref ? { [as]: ref } : {}) };
}

export async function saveState(
  state: RunState,
  ctx: PersistContext,
  opts: SaveOptions = {},
): Promise<SaveReport> {
  const r = await save(state, ctx, githubStorage(ctx), opts);
  return { ...r, cache: copyOf(r, 'cache', 'key'), artifact: copyOf(r, 'artifact', 'name') };
}

export function restoreState(ctx: PersistContext) {
  return restore(ctx, githubStorage(ctx));
}
