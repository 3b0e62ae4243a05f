/**
 * Snapshot manifests: what a snapshot holds, how it is stored, and the checks every manifest
 * passes before anything is restored from it.
 *
 * A manifest is canonical JSON stored as a blob of its own, so a checkpoint refers to it by digest
 * (`location: "snapshot:sha256:<hex>"`) and reading it back verifies it. Its `files` are the
 * checkpoint's `files`; its `globs` the checkpoint's `globs`.
 */
import { z } from 'zod';
import { canonicalJson } from '../core/canonical.js';
import { CiStateError, quote } from '../core/errors.js';
import { formatIssues } from '../core/paths.js';
import { manifestShaOf } from '../core/rollback.js';
import { FileEntry } from '../core/schema.js';
import type { BlobStore } from './blob-store.js';
import { checkGlobs } from './glob.js';
import { limitsOf, type SnapshotLimits } from './limits.js';
import { hasBlobList, readBlobList, writeBlobList } from './blob-lists.js';
import { caseKey, parentsOf, pathProblem } from './rules.js';

export const MANIFEST_FORMAT = 'ci-state-snapshot';

export const SnapshotManifest = z.strictObject({
  format: z.literal(MANIFEST_FORMAT),
  version: z.literal(1),
  /** The patterns the snapshot was taken with (relative to the root). */
  globs: z.array(z.string().max(1024)).max(1000),
  /** Exclusion patterns given by the user. */
  exclude: z.array(z.string().max(1024)).max(1000).default([]),
  /** Sorted by path (UTF-8 byte order). */
  files: z.array(FileEntry).max(1_000_000),
  /**
   * Paths under the globs that were excluded or refused: a rollback never removes them as
   * "added since".
   */
  skipped: z.array(z.string().max(4096)).max(1_000_000).default([]),
  /** Set for a git-changed-only snapshot: the commit the unlisted files are taken from. */
  git: z
    .strictObject({
      commit: z
        .string()
        .regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'a full commit id')
        .optional(),
      /** Tracked paths deleted in the work tree when the snapshot was taken. */
      deleted: z.array(z.string().max(4096)).max(1_000_000).default([]),
    })
    .optional(),
});
export type SnapshotManifest = z.infer<typeof SnapshotManifest>;
export type SnapshotManifestInput = z.input<typeof SnapshotManifest>;

/** Most bytes a symbolic link's target may have. */
export const MAX_LINK_TARGET = 4096;

/** Parses an untrusted manifest document; throws one line listing the first problems. */
export function parseManifest(raw: unknown): SnapshotManifest {
  const r = SnapshotManifest.safeParse(raw);
  if (!r.success) {
    const lines = formatIssues(r.error.issues);
    throw new CiStateError(
      'invalid_manifest',
      `snapshot manifest is not valid: ${lines.slice(0, 3).join('; ')}${lines.length > 3 ? `; and ${lines.length - 3} more` : ''}`,
      { details: lines },
    );
  }
  return r.data;
}

/** The bytes a manifest is stored as (canonical JSON): its blob. */
export function manifestBytes(manifest: SnapshotManifest): Buffer {
  return Buffer.from(manifestJson(manifest), 'utf8');
}

const FILES_SLOT = '"files":[]';

/**
 * `canonicalJson(manifest)`, the same text, with the file entries written out here: an entry has
 * five known keys, so its canonical text is a template (20,000 entries in about a third of the
 * time). A manifest with any other kind of entry goes through canonicalJson whole.
 */
function manifestJson(manifest: SnapshotManifest): string {
  const parts = new Array<string>(manifest.files.length);
  for (let i = 0; i < parts.length; i++) {
    const text = entryJson(manifest.files[i]);
    if (text === undefined) return canonicalJson(manifest);
    parts[i] = text;
  }
  // The other members in canonical form, the files' place kept by an empty array. Only an object
  // key is followed by ':', and every '"' inside a string is escaped: the slot is found once.
  const rest = canonicalJson({ ...manifest, files: [] });
  const at = rest.indexOf(FILES_SLOT);
  if (at < 0 || rest.indexOf(FILES_SLOT, at + 1) >= 0) return canonicalJson(manifest);
  return `${rest.slice(0, at + 9)}${parts.join(',')}${rest.slice(at + 9)}`;
}

/** The canonical JSON of a plain file entry; undefined for anything else. */
function entryJson(f: unknown): string | undefined {
  if (f === null || typeof f !== 'object' || Object.getPrototypeOf(f) !== Object.prototype) {
    return undefined;
  }
  let keys = 0;
  for (const k in f) {
    if (k !== 'path' && k !== 'type' && k !== 'mode' && k !== 'size' && k !== 'sha256') {
      return undefined;
    }
    keys++;
  }
  const { path, type, mode, size, sha256 } = f as Record<string, unknown>;
  if (
    typeof path !== 'string' ||
    typeof type !== 'string' ||
    typeof mode !== 'number' ||
    !Number.isFinite(mode) ||
    typeof size !== 'number' ||
    !Number.isFinite(size) ||
    (sha256 !== undefined && typeof sha256 !== 'string') ||
    keys !== (Object.hasOwn(f, 'sha256') ? 5 : 4)
  ) {
    return undefined;
  }
  const sha = sha256 === undefined ? '' : `"sha256":${JSON.stringify(sha256)},`;
  return `{"mode":${JSON.stringify(mode)},"path":${JSON.stringify(path)},${sha}"size":${JSON.stringify(size)},"type":${JSON.stringify(type)}}`;
}

/** Reads and verifies a manifest blob (by digest or by checkpoint location). */
export async function loadManifest(
  store: BlobStore,
  shaOrLocation: string,
): Promise<SnapshotManifest> {
  const sha = manifestShaOf(shaOrLocation) ?? shaOrLocation;
  if (!/^[0-9a-f]{64}$/.test(sha)) {
    throw new CiStateError(
      'invalid_input',
      `snapshot reference ${quote(shaOrLocation)} is not valid: expected a sha256 or "snapshot:sha256:<hex>"`,
    );
  }
  const bytes = await store.read(sha, 512 * 1024 * 1024);
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    throw new CiStateError(
      'invalid_manifest',
      `snapshot manifest ${sha.slice(0, 12)}… is not JSON: ${(err as Error).message}`,
    );
  }
  return parseManifest(raw);
}

/** One reason a manifest is refused: the path it is about ('' for the whole manifest) and a line. */
export interface ManifestProblem {
  path: string;
  message: string;
}

/**
 * Every reason this manifest must not be restored, one line each (empty when it is sound): bad
 * paths, entries of the wrong shape, duplicates, names that collide case-insensitively (on macOS
 * and Windows they are the same file), entries below a file or link, and the entry and byte caps.
 */
export function checkManifest(
  manifest: SnapshotManifest,
  limits: Partial<SnapshotLimits> = {},
): ManifestProblem[] {
  const caps = limitsOf(limits);
  const problems: ManifestProblem[] = [];
  const seenMessages = new Set<string>();
  const push = (path: string, message: string): void => {
    if (seenMessages.has(message)) return;
    seenMessages.add(message);
    problems.push({ path, message });
  };
  const files = manifest.files;
  if (files.length > caps.maxEntries) {
    return [
      {
        path: '',
        message: `refusing the snapshot: ${files.length} entries, over the cap of ${caps.maxEntries}`,
      },
    ];
  }
  let total = 0;
  for (const f of files) total += f.size;
  if (total > caps.maxBytes) {
    return [
      {
        path: '',
        message: `refusing the snapshot: ${total} bytes of files, over the cap of ${caps.maxBytes}`,
      },
    ];
  }
  const byPath = new Map<string, FileEntry>();
  const byKey = new Map<string, string>();
  const claim = (path: string): void => {
    const key = caseKey(path);
    const seen = byKey.get(key);
    if (seen === undefined) byKey.set(key, path);
    else if (seen !== path) {
      push(
        path,
        `refusing ${quote(path)}: its name collides with ${quote(seen)} on a case-insensitive file system`,
      );
    }
  };
  for (const f of files) {
    const bad = pathProblem(f.path);
    if (bad) {
      push(f.path, `refusing ${quote(f.path)}: ${bad}`);
      continue;
    }
    if (byPath.has(f.path)) {
      push(f.path, `refusing ${quote(f.path)}: it appears twice`);
      continue;
    }
    byPath.set(f.path, f);
    if (f.mode > 0o7777)
      push(f.path, `refusing ${quote(f.path)}: mode ${f.mode} is not a permission mode`);
    if (f.type !== 'dir' && f.sha256 === undefined) {
      push(f.path, `refusing ${quote(f.path)}: a ${f.type} entry without a sha256`);
    }
    if (f.type === 'dir' && f.size !== 0)
      push(f.path, `refusing ${quote(f.path)}: a directory with a size`);
    if (f.type === 'symlink' && f.size > MAX_LINK_TARGET) {
      push(f.path, `refusing ${quote(f.path)}: a link target over ${MAX_LINK_TARGET} bytes`);
    }
  }
  for (const f of byPath.values()) {
    for (const p of parentsOf(f.path)) {
      const parent = byPath.get(p);
      if (parent && parent.type !== 'dir') {
        push(
          f.path,
          `refusing ${quote(f.path)}: ${quote(p)} is a ${parent.type === 'symlink' ? 'symbolic link' : 'file'} in the same snapshot`,
        );
        break;
      }
    }
    for (const p of parentsOf(f.path)) claim(p);
    claim(f.path);
  }
  for (const [what, list] of [
    ['glob', manifest.globs],
    ['exclude pattern', manifest.exclude],
  ] as const) {
    for (const g of list) {
      try {
        checkGlobs([g], what);
      } catch (err) {
        push('', `refusing the snapshot: ${(err as Error).message}`);
      }
    }
  }
  for (const d of manifest.git?.deleted ?? []) {
    const bad = pathProblem(d);
    if (bad) push(d, `refusing deleted path ${quote(d)}: ${bad}`);
  }
  return problems;
}

function namedBlobs(manifest: SnapshotManifest): string[] {
  const named: string[] = [];
  for (const f of manifest.files) if (f.sha256) named.push(f.sha256);
  return named;
}

/**
 * Records the blobs a manifest just loaded names, unless they are recorded already: a restore
 * that read the manifest spares the save that follows (`referencedBlobs`) reading it again.
 */
export async function noteManifestBlobs(
  store: BlobStore,
  sha: string,
  manifest: SnapshotManifest,
): Promise<void> {
  if (!(await hasBlobList(store, 'manifests', sha)))
    await writeBlobList(store, 'manifests', sha, namedBlobs(manifest));
}

/**
 * Every blob the checkpoints need: their manifests, the files those list, external captures. A
 * manifest that cannot be loaded is reported through `unreadable` (its files' blobs are unknown).
 * The blobs a manifest names come from its recorded list when there is one (blob-lists.ts): parsing a
 * large manifest through its schema costs more than reading the list.
 */
export async function referencedBlobs(
  store: BlobStore,
  checkpoints: Iterable<{ location?: string; captures: { sha256: string }[] }>,
): Promise<{ blobs: Set<string>; unreadable: string[] }> {
  const blobs = new Set<string>();
  const read = new Set<string>();
  const unreadable: string[] = [];
  for (const cp of checkpoints) {
    for (const c of cp.captures) blobs.add(c.sha256);
    const sha = manifestShaOf(cp.location);
    // A manifest shared by several checkpoints (or states) is read once.
    if (!sha || read.has(sha)) continue;
    read.add(sha);
    blobs.add(sha);
    const listed = await readBlobList(store, 'manifests', sha);
    if (listed) {
      for (const b of listed) blobs.add(b);
      continue;
    }
    try {
      const manifest = await loadManifest(store, sha);
      const named = namedBlobs(manifest);
      for (const b of named) blobs.add(b);
      await writeBlobList(store, 'manifests', sha, named);
    } catch {
      unreadable.push(sha);
    }
  }
  return { blobs, unreadable };
}
