/**
 * The caps a snapshot's manifest and packs are checked against. A module of its own because both
 * manifest.ts and the pack modules (pack-format.ts, pack-index-record.ts) apply them, and those are
 * below manifest.ts (the blob store uses them).
 */

/** Caps that protect a restore from a hostile or absurd manifest or pack ("bombs"). */
export interface SnapshotLimits {
  /** Most entries a manifest or pack may hold. Default 500,000. */
  maxEntries: number;
  /** Most bytes a manifest's files or a pack's blobs may add up to. Default 10 GiB. */
  maxBytes: number;
}

export const DEFAULT_LIMITS: SnapshotLimits = {
  maxEntries: 500_000,
  maxBytes: 10 * 1024 ** 3,
};

export function limitsOf(partial?: Partial<SnapshotLimits>): SnapshotLimits {
  return { ...DEFAULT_LIMITS, ...partial };
}
