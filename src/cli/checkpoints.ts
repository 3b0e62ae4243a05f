/**
 * Checkpoints with files, for the CLI: snapshot a phase's outputs (or any globs) into the store's
 * content-addressed blob store, restore them when a phase is skipped on resume, and roll a file
 * set back. The snapshot rules live in src/snapshot; the state only records where the manifest is
 * (`checkpoint.location`) and the globs. The checkpoints the run's policy asks for after a phase
 * ends: `takePlannedCheckpoints`.
 */
import * as fs from 'node:fs/promises';
import {
  BlobStore,
  HashCache,
  loadManifest,
  noteManifestBlobs,
  pruneBlobLists,
  referencedBlobs,
  restoreFiles,
  rollbackFiles,
  snapshotFiles,
  type SnapshotDiff,
} from '../snapshot/index.js';
import { join } from 'node:path';
import type { Checkpoint, RunState } from '../core/index.js';
import { formatDuration, MAX_SKIPPED_LISTED } from '../core/index.js';
import { newId } from '../core/canonical.js';
import { effectivePolicy, type PlannedCheckpoint } from '../core/checkpoint-policy.js';
import { createCheckpoint, manifestLocation, manifestShaOf } from '../core/rollback.js';
import type { PackShip } from '../remote/port.js';
import { formatSize } from '../transfer/progress.js';
import { plural } from '../core/words.js';
import { debugLines, type Printer } from './output.js';
import { glyphs } from './glyphs.js';
import { mutate, now, type Session } from './session.js';

/**
 * The local store's blobs. Not fsynced on a GitHub runner (`GITHUB_ACTIONS=true`): there the local
 * store is the job's working copy on a machine that does not outlive the job, and what a later
 * attempt finds is what was shipped to the cache or as an artifact, verified. A sync there protects
 * nothing and makes the checkpoint wait for the disk. Publishing stays a rename: a killed process
 * leaves a pack whole or absent. Off a runner, where the store is the only copy, every pack is
 * fsynced before it is published.
 */
export function blobStoreOf(storeDir: string): BlobStore {
  return BlobStore.forStore(storeDir, { durable: process.env.GITHUB_ACTIONS !== 'true' });
}

/**
 * The store's cache of file digests (never shipped): unchanged files are not hashed again by the
 * next snapshot, and files a restore or a rollback wrote are recorded in it.
 */
function hashCacheOf(storeDir: string): string {
  return join(storeDir, 'checkpoints', 'hash-cache.bin');
}

/** `restoreFiles` or `rollbackFiles`, recording what it writes in the store's hash cache. */
async function withHashCache<T>(
  storeDir: string,
  run: (hashCache: HashCache) => Promise<T>,
): Promise<T> {
  const cache = await HashCache.load(hashCacheOf(storeDir));
  const result = await run(cache);
  await cache.save(true);
  return result;
}

/**
 * The pack a checkpoint writes goes to the cache while it is written where this process can
 * reach the cache itself (see RunnerSession.shipPack); in a `run:` step the job's persistence
 * process ships it after the phase instead. Undefined off a runner.
 */
export async function packShipFor(
  storeDir: string,
  state: RunState,
  printer: Printer,
): Promise<PackShip | undefined> {
  if (!process.env.CI_STATE_SESSION) return undefined;
  const { sessionFromEnv } = await import('../persist/session.js');
  const { storageWiring } = await import('../persist/wiring/storage.js');
  // Its progress lines on stderr, as the command's other notes.
  return sessionFromEnv(process.env, {
    wiring: storageWiring,
    log: debugLines(printer),
    progress: (l) => printer.note(l),
  })?.shipPack(storeDir, state);
}

export interface SnapshotSummary {
  location: string;
  manifestSha: string;
  files: number;
  totalBytes: number;
  newBlobs: string[];
  newBytes: number;
  excluded: { path: string; why: string }[];
  refused: { path: string; why: string }[];
  ms: number;
  /** With `ship`: the cache key the new pack was saved under, or why it was not. */
  shipped?: { key?: string; problem?: string };
}

export async function snapshotGlobs(
  storeDir: string,
  root: string,
  globs: string[],
  opts: {
    gitChangedOnly?: boolean;
    allowSecrets?: string[];
    exclude?: string[];
    /** Sends the new pack to the cache as it is written (`packShipFor`). */
    ship?: PackShip;
    /** Exactly these paths instead of the globs (what a phase changed, see snapshot/changed.ts). */
    paths?: readonly string[];
  } = {},
): Promise<SnapshotSummary> {
  const t0 = performance.now();
  const ship = opts.ship;
  let snap;
  try {
    snap = await snapshotFiles(blobStoreOf(storeDir), root, globs, {
      hashCache: hashCacheOf(storeDir),
      ...(opts.gitChangedOnly ? { gitChangedOnly: true } : {}),
      ...(opts.allowSecrets?.length ? { allowSecrets: opts.allowSecrets } : {}),
      ...(opts.exclude?.length ? { exclude: opts.exclude } : {}),
      ...(opts.paths ? { paths: opts.paths } : {}),
      // A pack sent to the cache as it is written needs no digest of the whole file (S3 does).
      ...(ship ? { tee: ship.tee, fileDigest: false } : {}),
      ...(ship?.expect ? { toRead: ship.expect } : {}),
    });
  } catch (e) {
    await ship?.finish(undefined);
    throw e;
  }
  const { collected, written } = snap;
  const shipped = ship && (await ship.finish(written.pack));
  return {
    ...(shipped && (shipped.key || shipped.problem) ? { shipped } : {}),
    location: manifestLocation(written.manifestSha),
    manifestSha: written.manifestSha,
    files: written.manifest.files.filter((f) => f.type !== 'dir').length,
    totalBytes: written.totalBytes,
    newBlobs: written.newBlobs,
    newBytes: written.newBytes,
    excluded: collected.excluded,
    refused: collected.refused,
    ms: Math.round(performance.now() - t0),
  };
}

export interface ContentPrune {
  packs: number;
  loose: number;
  bytes: number;
  /** Temp files of writers that died (a killed checkpoint) and blobs set aside as corrupt. */
  leftovers: number;
  /** Why nothing was pruned, when a state's checkpoints could not all be read. */
  skipped?: string;
}

/**
 * Removes checkpoint content that no state of the store refers to any more (the states the TTL and
 * cap sweep removed left their packs behind), after a grace period (see `BlobStore.prune`). When a
 * manifest cannot be read, the blobs it names are unknown and nothing is removed.
 */
export async function pruneCheckpointContent(
  storeDir: string,
  states: RunState[],
  options: { dryRun?: boolean; graceMs?: number } = {},
): Promise<ContentPrune> {
  const blobs = blobStoreOf(storeDir);
  const keep = await referencedBlobs(
    blobs,
    states.flatMap((s) => [...s.checkpoints, ...(s.carried?.checkpoints ?? [])]),
  );
  if (keep.unreadable.length) {
    return {
      packs: 0,
      loose: 0,
      bytes: 0,
      leftovers: 0,
      skipped: `checkpoint manifest ${keep.unreadable[0]!.slice(0, 12)}${glyphs().ellipsis} of a kept state could not be read`,
    };
  }
  const pruned = await blobs.prune(keep.blobs, options);
  // The blob lists of manifests no state refers to any more, and where packs no longer here were
  // sent (local records, see snapshot/blob-lists.ts).
  await pruneBlobLists(blobs, 'manifests', keep.blobs, options.dryRun);
  if (!options.dryRun) {
    const here = new Set((await blobs.packs()).map((p) => p.id));
    await pruneBlobLists(blobs, 'shipped', here);
    // The digest cache as JSON, which `hash-cache.bin` replaced.
    await fs.rm(join(storeDir, 'checkpoints', 'hash-cache.json'), { force: true });
  }
  return { ...pruned, leftovers: options.dryRun ? 0 : await blobs.sweepTemp() };
}

/** What `cleanup` says of checkpoint content (lines), or nothing when there was nothing to do. */
export function describePrune(p: ContentPrune, dryRun: boolean): string | undefined {
  if (p.skipped) return `checkpoint content kept: ${p.skipped}`;
  const lines: string[] = [];
  if (p.packs || p.loose) {
    const parts = [
      ...(p.packs ? [plural(p.packs, 'pack')] : []),
      ...(p.loose ? [plural(p.loose, 'blob')] : []),
    ];
    lines.push(
      `${dryRun ? 'would remove' : 'removed'} checkpoint content no state refers to: ${parts.join(', ')} (${formatSize(p.bytes)})`,
    );
  }
  if (p.leftovers)
    lines.push(
      `removed ${plural(p.leftovers, 'leftover checkpoint temp file')} (interrupted writers, corrupt blobs set aside)`,
    );
  return lines.length ? lines.join('\n') : undefined;
}

export function describeSnapshot(s: SnapshotSummary): string[] {
  const lines = [
    `${plural(s.files, 'file')}, ${formatSize(s.totalBytes)}; ${plural(s.newBlobs.length, 'new blob')} (${formatSize(s.newBytes)}) stored${s.shipped?.key ? ' and saved to the cache' : ''} in ${formatDuration(s.ms)}`,
  ];
  if (s.shipped?.problem)
    lines.push(`not saved to the cache yet (the state's save will ship it): ${s.shipped.problem}`);
  if (s.excluded.length)
    lines.push(
      `excluded ${s.excluded.length}: ${s.excluded
        .slice(0, 5)
        .map((e) => `${e.path} (${e.why})`)
        .join(', ')}${s.excluded.length > 5 ? `, ${glyphs().ellipsis}` : ''}`,
    );
  if (s.refused.length)
    lines.push(
      `REFUSED ${s.refused.length}: ${s.refused
        .slice(0, 5)
        .map((e) => `${e.path} (${e.why})`)
        .join(', ')}${s.refused.length > 5 ? `, ${glyphs().ellipsis}` : ''}`,
    );
  return lines;
}

/**
 * What a snapshot left out, as the checkpoint records it for the job summary (undefined when
 * nothing was): refused paths first, since those are the ones a person must look at.
 */
export function skippedOf(s: SnapshotSummary): Checkpoint['skipped'] {
  if (!s.excluded.length && !s.refused.length) return undefined;
  const paths = [
    ...s.refused.map((e) => ({ path: e.path, why: e.why, refused: true })),
    ...s.excluded.map((e) => ({ path: e.path, why: e.why, refused: false })),
  ]
    .slice(0, MAX_SKIPPED_LISTED)
    .map((e) => ({ ...e, path: e.path.slice(0, 1024), why: e.why.slice(0, 512) }));
  return { excluded: s.excluded.length, refused: s.refused.length, paths };
}

/** "1 old checkpoint" / "3 old checkpoints" pruned, for notes. */
export function describePruned(pruned: string[], state: RunState): string {
  return `pruned ${pruned.length} old checkpoint${pruned.length === 1 ? '' : 's'} nothing refers to (the run keeps at most ${effectivePolicy(state).max}): ${pruned.slice(0, 5).join(', ')}${pruned.length > 5 ? `, ${glyphs().ellipsis}` : ''}`;
}

/** Takes one planned checkpoint (files under its globs, if any, and the state). */
async function takePlanned(s: Session, state: RunState, p: PlannedCheckpoint): Promise<RunState> {
  let snap: SnapshotSummary | undefined;
  if (p.globs.length) {
    const ship = await packShipFor(s.dir, state, s.printer);
    snap = await snapshotGlobs(s.dir, process.cwd(), p.globs, ship ? { ship } : {});
  }
  const id = newId('cp', now());
  let pruned: string[] = [];
  const st = await mutate(s, (x) => {
    const r = createCheckpoint(x, {
      id,
      reason: p.reason,
      ...(p.phase !== undefined && Object.hasOwn(x.phases, p.phase) ? { phase: p.phase } : {}),
      now: now(),
      ...(snap ? { globs: p.globs, location: snap.location, skipped: skippedOf(snap) } : {}),
    });
    pruned = r.pruned;
    return r.state;
  });
  s.printer.note(
    `${p.reason} checkpoint ${id}${p.phase ? ` of ${p.phase}` : ''}: ${snap ? describeSnapshot(snap).join('; ') : 'the state (no outputs to snapshot)'}`,
  );
  if (pruned.length) s.printer.note(describePruned(pruned, st));
  return st;
}

/**
 * Takes the planned checkpoints (error_recovery, before_restart, scheduled) one after the other
 * (see phase-checkpoints.ts). Never throws: a checkpoint that cannot be taken is a warning, and
 * the phase's result stands.
 */
export async function takePlannedCheckpoints(
  s: Session,
  state: RunState,
  planned: PlannedCheckpoint[],
): Promise<RunState> {
  let st = state;
  for (const p of planned) {
    try {
      st = await takePlanned(s, st, p);
    } catch (e) {
      s.printer.warn(
        `${p.reason} checkpoint${p.phase ? ` of ${p.phase}` : ''} NOT taken: ${(e as Error).message.split('\n')[0]}`,
      );
    }
  }
  return st;
}

export interface OutputsRestore {
  ok: boolean;
  written: number;
  unchanged: number;
  problems: string[];
}

/** Restores a checkpoint's files, every blob verified first; any problem means "run it again". */
export async function restoreCheckpointFiles(
  storeDir: string,
  root: string,
  cp: Checkpoint,
): Promise<OutputsRestore> {
  const store = blobStoreOf(storeDir);
  let manifest;
  try {
    manifest = await loadManifest(store, cp.location!);
  } catch (e) {
    return {
      ok: false,
      written: 0,
      unchanged: 0,
      problems: [`manifest of checkpoint ${cp.id}: ${(e as Error).message}`],
    };
  }
  const r = await withHashCache(storeDir, (hashCache) =>
    restoreFiles(root, manifest, store, { hashCache }),
  );
  await noteManifestBlobs(store, manifestShaOf(cp.location!) ?? cp.location!, manifest);
  return {
    ok: r.problems.length === 0,
    written: r.written.length,
    unchanged: r.unchanged,
    problems: r.problems.map((p) => `${p.path}: ${p.message}`),
  };
}

/**
 * The globs a rollback to `target` writes under: the target's and those of the checkpoint it is
 * compared with. A before_rollback checkpoint snapshots them, so that rolling back to it puts
 * every file the rollback changed back as it was. Empty when the target has no files.
 */
export function rollbackGlobsOf(state: RunState, target: Checkpoint): string[] {
  if (!manifestShaOf(target.location)) return [];
  return [...new Set([...target.globs, ...(currentFileCheckpoint(state, target)?.globs ?? [])])];
}

/** The newest checkpoint with files over the same globs before `target` (what the tree is now). */
function currentFileCheckpoint(state: RunState, target: Checkpoint): Checkpoint | undefined {
  // A checkpoint of what a phase changed (no globs) is compared with none: another phase's files.
  if (target.globs.length === 0) return undefined;
  const same = (c: Checkpoint) => JSON.stringify(c.globs) === JSON.stringify(target.globs);
  return [...state.checkpoints]
    .reverse()
    .find((c) => c.id !== target.id && same(c) && manifestShaOf(c.location));
}

export interface FilesRollback {
  diff: SnapshotDiff;
  problems: string[];
  captures: string[];
}

/** Puts the files of `target` back (modified restored, deleted re-created, added removed). */
export async function rollbackCheckpointFiles(
  storeDir: string,
  root: string,
  state: RunState,
  target: Checkpoint,
  dryRun: boolean,
): Promise<FilesRollback> {
  const store = blobStoreOf(storeDir);
  const to = await loadManifest(store, target.location!);
  const fromCp = currentFileCheckpoint(state, target);
  const from = fromCp ? await loadManifest(store, fromCp.location!) : undefined;
  // A dry run writes nothing, so it has nothing to record.
  const r = dryRun
    ? await rollbackFiles(root, from, to, store, { dryRun })
    : await withHashCache(storeDir, (hashCache) =>
        rollbackFiles(root, from, to, store, { hashCache }),
      );
  return { diff: r.diff, problems: r.problems.map((p) => `${p.path}: ${p.message}`), captures: [] };
}
