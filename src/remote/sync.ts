/**
 * The local store's state and checkpoint content on a remote store (port.ts), whatever the
 * storage: a phase end pushes the content the state's checkpoints need that no listed pack holds
 * (one pack), then the state; the start of the next attempt, on any machine, pulls the newest
 * state of the scope and the packs it lists. Everything read is verified: a pack against the id
 * the state lists, a state through the bundle's checks (digest, scope, HMAC with an integrity key,
 * the strict schema).
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
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunState } from '../core/schema.js';
import {
  BlobStore,
  packBlobs,
  readBlobList,
  referencedBlobs,
  unpackBlobs,
  writeBlobList,
} from '../snapshot/index.js';
import { BundleError, decodeBundle, encodeBundle } from '../store/bundle.js';
import { isRemoteError, type RemoteStore } from './port.js';

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

type PackEntry = RunState['packs'][number];

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
  for await (const chunk of createReadStream(file)) h.update(chunk as Buffer);
  return h.digest('hex');
}

function why(e: unknown): string {
  return isRemoteError(e) || e instanceof BundleError || e instanceof Error ? e.message : String(e);
}

export interface PushReport {
  saved: boolean;
  /** The state's object key, when saved. */
  key?: string;
  /** The state as it is now (the new pack listed). */
  state: RunState;
  packs: number;
  packBytes: number;
  problem?: string;
}

/**
 * Pushes the content the state's checkpoints need that no remote pack it lists holds, then the
 * state. `list` records a new pack in the local store and returns the updated state.
 */
export async function pushState(
  storeDir: string,
  state: RunState,
  t: RemoteTarget,
  list: (edit: (packs: PackEntry[]) => PackEntry[]) => Promise<RunState | undefined>,
): Promise<PushReport> {
  const out: PushReport = { saved: false, state, packs: 0, packBytes: 0 };
  const store = BlobStore.forStore(storeDir);
  let tmp: string | undefined;
  try {
    const carried = state.carried?.checkpoints ?? [];
    const need = (await referencedBlobs(store, [...state.checkpoints, ...carried])).blobs;
    for (const p of state.packs)
      if (p.key.startsWith(LISTED))
        for (const b of (await readBlobList(store, 'packs', p.sha256)) ?? []) need.delete(b);
    const pending: string[] = [];
    for (const b of need) if (await store.has(b)) pending.push(b);
    if (pending.length) {
      await mkdir(join(storeDir, 'checkpoints'), { recursive: true });
      tmp = await mkdtemp(join(storeDir, 'checkpoints', 'remote-'));
      const file = join(tmp, 'pack.cip');
      const pack = await packBlobs(store, pending, file, { sync: false });
      const key = packKey(t, pack.sha256);
      await t.remote.put(key, file, { sha256: await fileDigest(file), size: pack.fileBytes });
      await writeBlobList(store, 'packs', pack.sha256, pack.blobs);
      const entry: PackEntry = {
        sha256: pack.sha256,
        key: `${LISTED}${key}`,
        blobs: pack.count,
        bytes: pack.fileBytes,
      };
      const edit = (packs: PackEntry[]) => [
        ...packs.filter((p) => p.sha256 !== pack.sha256),
        entry,
      ];
      out.state = (await list(edit)) ?? { ...state, packs: edit(state.packs) };
      out.packs = 1;
      out.packBytes = pack.fileBytes;
    }
    const bundle = encodeBundle(out.state, {
      scopeKey: t.scopeKey,
      ...(t.integrityKey ? { integrityKey: t.integrityKey } : {}),
    });
    const s = out.state;
    const key = `${scopePrefix(t)}states/${s.origin.runId}/${s.origin.runAttempt}/${String(s.seq).padStart(10, '0')}-${randomBytes(4).toString('hex')}.cis`;
    await t.remote.put(key, bundle, {
      sha256: createHash('sha256').update(bundle).digest('hex'),
      size: bundle.length,
    });
    out.saved = true;
    out.key = key;
    // The attempt's states of a lower seq are superseded by this one (a pull takes the highest
    // seq). Only those: another save of the attempt may have landed a newer one meanwhile.
    const attemptDir = key.slice(0, key.lastIndexOf('/') + 1);
    try {
      const older = (await t.remote.list(attemptDir)).filter(
        (o) => o.key !== key && (stateKeyOf(o.key)?.seq ?? Infinity) < s.seq,
      );
      if (older.length) await t.remote.delete(older.map((o) => o.key));
    } catch {
      // left for cleanup --remote: a pull reads the newest first
    }
  } catch (e) {
    out.problem = why(e);
  } finally {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }
  return out;
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
      a.run.localeCompare(b.run) ||
      b.attempt - a.attempt ||
      b.seq - a.seq,
  );
  return parsed.map((p) => p.o);
}

export interface PullReport {
  state?: RunState;
  key?: string;
  /** States that were there but refused (each with why), newest first. */
  problems: string[];
}

/**
 * The newest state of the scope that passes every check (at most `tries` looked at); with
 * `runId`, of that run only.
 */
export async function pullState(
  t: RemoteTarget,
  opts: { runId?: string; tries?: number } = {},
): Promise<PullReport> {
  const out: PullReport = { problems: [] };
  const under = `${scopePrefix(t)}states/${opts.runId !== undefined ? `${opts.runId}/` : ''}`;
  const found = newestFirst(await t.remote.list(under));
  const tries = opts.tries ?? 10;
  for (const o of found.slice(0, tries)) {
    try {
      const bytes = await t.remote.get(o.key);
      const decoded = decodeBundle(bytes, {
        scopeKey: t.scopeKey,
        ...(t.integrityKey ? { integrityKey: t.integrityKey } : {}),
        source: o.key,
      });
      return { ...out, state: decoded.state, key: o.key };
    } catch (e) {
      if (isRemoteError(e) && e.kind !== 'integrity' && e.kind !== 'not-found') throw e;
      out.problems.push(why(e));
    }
  }
  return out;
}

export interface PackPull {
  fetched: number;
  bytes: number;
  problems: string[];
}

/** Adds the remote packs the state lists to the local blob store, each checked against its id. */
export async function pullPacks(
  storeDir: string,
  state: RunState,
  t: RemoteTarget,
): Promise<PackPull> {
  const out: PackPull = { fetched: 0, bytes: 0, problems: [] };
  const store = BlobStore.forStore(storeDir);
  for (const p of state.packs) {
    if (!p.key.startsWith(LISTED)) continue;
    const key = p.key.slice(LISTED.length);
    const id = p.sha256.slice(0, 12);
    if (!key.startsWith(REMOTE_ROOT)) {
      out.problems.push(`pack ${id}: its key ${key} is not one of ci-state's`);
      continue;
    }
    const known = (await readBlobList(store, 'packs', p.sha256)) ?? [];
    if (known.length && (await Promise.all(known.map((b) => store.has(b)))).every(Boolean))
      continue;
    await mkdir(join(storeDir, 'checkpoints'), { recursive: true });
    const tmp = await mkdtemp(join(storeDir, 'checkpoints', 'remote-'));
    try {
      const file = join(tmp, 'pack.cip');
      await t.remote.get(key, file);
      if ((await stat(file)).size !== p.bytes) {
        out.problems.push(`pack ${id} is not the size the state lists: ignored`);
        continue;
      }
      const r = await unpackBlobs(file, store, { expectSha256: p.sha256, move: true, sync: false });
      await writeBlobList(store, 'packs', p.sha256, r.blobs);
      out.fetched++;
      out.bytes += p.bytes;
    } catch (e) {
      out.problems.push(`pack ${id}: ${why(e)}`);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }
  return out;
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
