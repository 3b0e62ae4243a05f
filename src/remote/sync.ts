/**
 * The S3 adapter of the storage interface (`StateStorage`, port.ts; ADR 8) on a remote object
 * store (`RemoteStore`): a state is one object, a checkpoint pack one object named by its id; a
 * restore lists the scope's states and reads them newest first. What is checked and decided (the
 * bundle's checks, which content needs a pack) is src/persist/'s. Also the bucket-wide reads of
 * `cleanup --remote` and the report (`deleteOlder`, `runStates`).
 *
 * Keys, under the remote's prefix (`ref`: the scope's ref without `refs/`, so a bucket policy can
 * confine a branch's credentials to `ci-state/v1/heads/<branch>/*`):
 *
 *   ci-state/v1/<ref>/<scopeKey>/states/<runId>/<attempt>/<seq>-<random>.cis
 *   ci-state/v1/<ref>/<scopeKey>/packs/<pack id>.cip
 *
 * A state lists its remote packs with the key `remote:<object key>`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunState } from '../core/schema.js';
import { BundleError, decodeBundle } from '../store/bundle.js';
import {
  isRemoteError,
  type RemoteStore,
  type RemoteObject,
  type SaveReport,
  type StateCandidate,
  type StateStorage,
} from './port.js';

export const REMOTE_ROOT = 'ci-state/v1/';
/** How a state lists a pack kept on a remote store. */
const LISTED = 'remote:';

export interface RemoteTarget {
  remote: RemoteStore;
  scopeKey: string;
  /** The scope's ref (`refs/heads/main`, or '' off a branch). */
  ref: string;
  integrityKey?: string;
}

/** What a restore looks at: this run's states only (`runId`), at most `tries` of them. */
export interface S3Lookup {
  runId?: string;
  tries?: number;
}
/** The ref as key segments: `refs/heads/a/b` → `heads/a/b`; anything unusual %-escaped. */
export function refSegment(ref: string): string {
  const bare = ref.replace(/^refs\//, '');
  const parts = bare
    .split('/')
    .filter((p) => p !== '' && p !== '.' && p !== '..')
    .map((p) => p.replace(/[^A-Za-z0-9._-]/g, (c) => `%${c.charCodeAt(0).toString(16)}`));
  return parts.length ? parts.join('/') : '_';
}

/** Everything of one scope: `ci-state/v1/<ref>/<scopeKey>/`. */
export function scopePrefix(t: RemoteTarget): string {
  return `${REMOTE_ROOT}${refSegment(t.ref)}/${t.scopeKey}/`;
}

function packKey(t: RemoteTarget, id: string): string {
  return `${scopePrefix(t)}packs/${id}.cip`;
}

async function fileDigest(file: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }))
    h.update(chunk as Buffer);
  return h.digest('hex');
}

function why(e: unknown): string {
  return isRemoteError(e) || e instanceof BundleError || e instanceof Error ? e.message : String(e);
}

/** The run, attempt and seq a state's key names, or undefined for another key. */
function stateKeyOf(key: string): { run: string; attempt: number; seq: number } | undefined {
  const m = /\/states\/([^/]+)\/(\d+)\/(\d+)-[0-9a-f]+\.cis$/.exec(key);
  return m ? { run: m[1]!, attempt: Number(m[2]), seq: Number(m[3]) } : undefined;
}

/**
 * State objects in the order a pull tries them: the run with the newest object first, and in a
 * run the highest attempt, then the highest seq (not the last written: two saves of an attempt
 * can land out of order).
 */
function newestFirst<T extends { key: string; created: Date }>(objects: T[]): T[] {
  const parsed = objects.flatMap((o) => {
    const k = stateKeyOf(o.key);
    return k ? [{ o, ...k }] : [];
  });
  const runAt = new Map<string, number>();
  for (const p of parsed) runAt.set(p.run, Math.max(runAt.get(p.run) ?? 0, p.o.created.getTime()));
  parsed.sort(
    (a, b) =>
      runAt.get(b.run)! - runAt.get(a.run)! ||
      // Not localeCompare: its first call loads the collation tables (~10 ms of a restore).
      (a.run < b.run ? -1 : a.run > b.run ? 1 : 0) ||
      b.attempt - a.attempt ||
      b.seq - a.seq,
  );
  return parsed.map((p) => p.o);
}

/** The job's states and packs on the remote store of `t`. */
export function s3StateStorage(t: RemoteTarget, lookup: S3Lookup = {}): StateStorage {
  const describe = () => t.remote.describe();
  // The listing a save's cleanup needs, started with its pack (planPack) and taken by putState:
  // it then costs no round trip of its own and leaves the state's put a free connection.
  let listing: { dir: string; objects: Promise<RemoteObject[]> } | undefined;
  const startListing = (state: RunState) => {
    const dir = attemptDirOf(t, state);
    listing = { dir, objects: t.remote.list(dir).catch(() => []) };
  };
  const takeListing = (state: RunState) => {
    const dir = attemptDirOf(t, state);
    const taken = listing?.dir === dir ? listing.objects : undefined;
    listing = undefined;
    return taken ?? t.remote.list(dir).catch(() => []);
  };
  return {
    describe,
    // A pack and the state listing it go at once (one round trip less per save), except a side
    // effect's content, which is in the bucket before any state lists it.
    packOrder: 'side-effects-before',
    evicts: false,
    seqNamesCopies: false,
    putState: (bundle, state) => putState(t, bundle, state, takeListing(state)),
    states: () => states(t, lookup),
    holds: (p) => (p.key.startsWith(LISTED) ? 'durable' : undefined),
    async stagePack(storeDir) {
      await mkdir(join(storeDir, 'checkpoints'), { recursive: true });
      const tmp = await mkdtemp(join(storeDir, 'checkpoints', 'remote-'));
      return {
        file: join(tmp, 'pack.cip'),
        cleanup: () => rm(tmp, { recursive: true, force: true }),
      };
    },
    planPack: (pack, state) => {
      startListing(state);
      return {
        sha256: pack.sha256,
        key: `${LISTED}${packKey(t, pack.sha256)}`,
        blobs: pack.blobs,
        bytes: pack.bytes,
      };
    },
    placeOf: describe,
    async putPack(file, planned, fileSha256) {
      const key = planned.key.slice(LISTED.length);
      const put = async (sha256: string) =>
        t.remote.put(key, file, { sha256, size: planned.bytes });
      try {
        if (fileSha256 === undefined) await put(await fileDigest(file));
        else {
          // The digest recorded when the pack was written; a record that does not match the file
          // (the put checks what it sends, and keeps nothing that differs) gives way to a new one.
          await put(fileSha256).catch(async (e: unknown) => {
            if (!isRemoteError(e, 'integrity')) throw e;
            await put(await fileDigest(file));
          });
        }
      } catch (e) {
        // Named by its id: an object already there is this pack (checked when it is read).
        if (!isRemoteError(e, 'exists'))
          return { problem: `checkpoint content NOT saved: ${why(e)}` };
      }
      return { entry: planned };
    },
    async getPack(p, storeDir) {
      const key = p.key.slice(LISTED.length);
      const id = p.sha256.slice(0, 12);
      if (!key.startsWith(REMOTE_ROOT))
        return {
          problems: [`pack ${id}: its key ${key} is not one of ci-state's`],
          cleanup: async () => {},
        };
      await mkdir(join(storeDir, 'checkpoints'), { recursive: true });
      const tmp = await mkdtemp(join(storeDir, 'checkpoints', 'remote-'));
      const cleanup = () => rm(tmp, { recursive: true, force: true });
      const file = join(tmp, 'pack.cip');
      try {
        await t.remote.get(key, file);
        return { file, problems: [], cleanup };
      } catch (e) {
        return { problems: [`pack ${id}: ${why(e)}`], cleanup };
      }
    },
  };
}

/** Where the states of a state's attempt are stored. */
function attemptDirOf(t: RemoteTarget, s: RunState): string {
  return `${scopePrefix(t)}states/${s.origin.runId}/${s.origin.runAttempt}/`;
}

/**
 * The states a save of `seq` under `key` deletes, of an attempt's `listed` states: those below the
 * newest other state listed and below `seq`. The listing may have been answered after this save's
 * own put: its object is not "the newest listed", or the state before it would go too.
 */
export function statesToPrune(listed: RemoteObject[], key: string, seq: number): string[] {
  const others = listed.flatMap((o) => {
    const q = o.key === key ? undefined : stateKeyOf(o.key)?.seq;
    return q === undefined ? [] : [{ key: o.key, seq: q }];
  });
  if (others.length === 0) return [];
  const below = Math.min(seq, Math.max(...others.map((o) => o.seq)));
  return others.filter((o) => o.seq < below).map((o) => o.key);
}

/**
 * One object per save. The attempt's states in `listed` (its listing, taken while the save went
 * on) below the newest other one listed and below this one are deleted while this one is put
 * (`statesToPrune`): the newest state of the attempt is never among them (a save deletes only
 * what a state it saw outranks), so a restore, which takes the highest seq, always has one; the
 * state before this one stays until the next save, a fallback should this one be unreadable. A
 * failed listing or deletion leaves them for cleanup --remote.
 */
async function putState(
  t: RemoteTarget,
  bundle: Buffer,
  s: RunState,
  listed: Promise<RemoteObject[]>,
): Promise<SaveReport> {
  const place = t.remote.describe();
  const key = `${attemptDirOf(t, s)}${String(s.seq).padStart(10, '0')}-${randomBytes(4).toString('hex')}.cis`;
  const pruned = listed
    .then(async (objects) => {
      const older = statesToPrune(objects, key, s.seq);
      if (older.length) await t.remote.delete(older);
    })
    .catch(() => undefined);
  try {
    await t.remote.put(key, bundle, {
      sha256: createHash('sha256').update(bundle).digest('hex'),
      size: bundle.length,
    });
  } catch (e) {
    await pruned;
    return { saved: false, bytes: bundle.length, copies: [{ place, ok: false, reason: why(e) }] };
  }
  await pruned;
  return {
    saved: true,
    bytes: bundle.length,
    copies: [{ place, ok: true, durable: true, ref: key, where: `${place} as \`${key}\`` }],
  };
}

/** The scope's states (of one run with `runId`), newest first, each read when asked for. */
async function* states(t: RemoteTarget, lookup: S3Lookup): AsyncGenerator<StateCandidate> {
  const place = t.remote.describe();
  const under = `${scopePrefix(t)}states/${lookup.runId !== undefined ? `${lookup.runId}/` : ''}`;
  let found;
  try {
    found = newestFirst(await t.remote.list(under));
  } catch (e) {
    yield { kind: 'problem', problem: `${place}: ${why(e)}`, failed: true };
    return;
  }
  for (const o of found.slice(0, lookup.tries ?? 10)) {
    let bytes: Buffer;
    try {
      bytes = await t.remote.get(o.key);
    } catch (e) {
      const failed = !isRemoteError(e, 'integrity') && !isRemoteError(e, 'not-found');
      yield { kind: 'problem', problem: failed ? `${place}: ${why(e)}` : why(e), failed };
      if (failed) return;
      continue;
    }
    yield { kind: 'found', source: 's3', from: `${place} ${o.key}`, label: o.key, bytes };
  }
}

/** The scope prefix of a key under the root (up to `states/` or `packs/`), or undefined. */
function scopeOf(key: string): { scope: string; kind: 'states' | 'packs' } | undefined {
  const m = /^(ci-state\/v1\/.+?\/[0-9a-f]{8,64}\/)(states|packs)\//.exec(key);
  return m ? { scope: m[1]!, kind: m[2] as 'states' | 'packs' } : undefined;
}

/**
 * Deletes what is older than `before` under ci-state's root: states, and packs that no state kept
 * lists (a scope with a kept state that cannot be read keeps all its packs). How many, their bytes.
 */
export async function deleteOlder(
  remote: RemoteStore,
  before: Date,
  opts: { dryRun?: boolean; integrityKey?: string } = {},
): Promise<{ deleted: number; bytes: number; kept: number }> {
  const all = await remote.list(REMOTE_ROOT);
  const old = (o: { created: Date }) => o.created.getTime() < before.getTime();
  const listed = new Set<string>();
  const unreadable = new Set<string>();
  for (const o of all) {
    const at = scopeOf(o.key);
    if (at?.kind !== 'states' || old(o)) continue;
    try {
      const { state } = decodeBundle(await remote.get(o.key), {
        ...(opts.integrityKey ? { integrityKey: opts.integrityKey } : {}),
        source: o.key,
      });
      for (const p of state.packs)
        if (p.key.startsWith(LISTED)) listed.add(p.key.slice(LISTED.length));
    } catch {
      unreadable.add(at.scope);
    }
  }
  const gone = all.filter((o) => {
    const at = scopeOf(o.key);
    if (!at || !old(o)) return false;
    return at.kind === 'states' || (!listed.has(o.key) && !unreadable.has(at.scope));
  });
  if (!opts.dryRun && gone.length) await remote.delete(gone.map((o) => o.key));
  return {
    deleted: gone.length,
    bytes: gone.reduce((n, o) => n + o.size, 0),
    kept: all.length - gone.length,
  };
}

/**
 * The newest state of every scope saved by run `runId` (the highest attempt, then the highest
 * save), checked as any state read (without a scope to expect: each must match its own), for
 * a report of the whole run. Problems are said, not thrown.
 */
export async function runStates(
  remote: RemoteStore,
  runId: string,
  integrityKey?: string,
): Promise<{ states: RunState[]; problems: string[] }> {
  const newest = new Map<string, { key: string; attempt: number; seq: number }>();
  const pattern =
    /^(ci-state\/v1\/.+?\/[0-9a-f]{8,64}\/)states\/([^/]+)\/(\d+)\/(\d+)-[0-9a-f]+\.cis$/;
  for (const o of await remote.list(REMOTE_ROOT)) {
    const m = pattern.exec(o.key);
    if (!m || m[2] !== runId) continue;
    const [attempt, seq] = [Number(m[3]), Number(m[4])];
    const seen = newest.get(m[1]!);
    if (!seen || attempt > seen.attempt || (attempt === seen.attempt && seq > seen.seq))
      newest.set(m[1]!, { key: o.key, attempt, seq });
  }
  const states: RunState[] = [];
  const problems: string[] = [];
  for (const found of newest.values()) {
    try {
      const { state } = decodeBundle(await remote.get(found.key), {
        source: found.key,
        ...(integrityKey ? { integrityKey } : {}),
      });
      states.push(state);
    } catch (e) {
      problems.push(why(e));
    }
  }
  return { states, problems };
}
