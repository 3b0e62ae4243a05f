/**
 * File snapshots for checkpoints: content-addressed, deduplicated, restored safely.
 *
 *   collectFiles   expand globs under a root; exclusions, refusals, sha256 of every entry
 *   writeSnapshot  the blobs not yet present and the manifest, as one pack
 *   snapshotFiles  collectFiles and writeSnapshot, each file read once
 *   restoreFiles   make the workspace match a manifest (or `dryRun` for the diff only)
 *   rollbackFiles  restoreFiles, also removing what later phases added
 *   packBlobs / unpackBlobs       a pack of any blobs; add a fetched pack to a store (checked)
 *   captureExternal / restoreExternal   state outside the workspace (a database)
 *
 * See docs/checkpoints.md for the formats and the safety rules.
 */
export { BlobStore, type BlobStoreOptions, type StagedBlob } from './blob-store.js';
export { HashCache } from './hash-cache.js';
export {
  collectFiles,
  type CollectOptions,
  type CollectResult,
  type SkippedPath,
} from './collect.js';
export {
  captureExternal,
  restoreExternal,
  type ExternalRunOptions,
  type ExternalSpec,
  type RestoreExternalResult,
} from './external.js';
export { DEFAULT_LIMITS, type SnapshotLimits } from './limits.js';
export {
  checkManifest,
  loadManifest,
  parseManifest,
  noteManifestBlobs,
  referencedBlobs,
  SnapshotManifest,
  type ManifestProblem,
  type SnapshotManifestInput,
} from './manifest.js';
export {
  packBlobs,
  unpackBlobs,
  type PackResult,
  type UnpackOptions,
  type UnpackResult,
} from './pack.js';
export type { PackOptions } from './pack-writer.js';
export {
  restoreFiles,
  type RestoreOptions,
  type RestoreProblem,
  type RestoreResult,
  type SnapshotDiff,
} from './restore.js';
export { rollbackFiles, type RollbackFilesOptions } from './rollback-files.js';
export { defaultExclusion } from './rules.js';
export {
  snapshotFiles,
  writeSnapshot,
  type SnapshotInput,
  type WriteSnapshotResult,
} from './snapshot.js';
export {
  pruneBlobLists,
  readBlobList,
  shippedRecordFile,
  writeBlobList,
  writeRecord,
  type BlobListKind,
} from './blob-lists.js';
