// A manifest's stored bytes are its canonical JSON, whatever its entries look like: the text the
// file entries are written into by hand must be canonicalJson's, byte for byte, or the same
// snapshot would get another digest.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/index.js';
import { manifestBytes, type SnapshotManifest } from '../../src/snapshot/manifest.js';

const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('"files":[]', 'a"b', '\\', '\u2028', '😀', 'é', '\0', '__proto__'),
);
const sha = fc.stringMatching(/^[0-9a-f]{64}$/);
const plainEntry = fc.record(
  {
    path: text,
    type: fc.constantFrom('file', 'dir', 'symlink'),
    mode: fc.integer({ min: 0, max: 0o7777 }),
    size: fc.oneof(fc.nat(), fc.constant(2 ** 40)),
    sha256: sha,
  },
  { requiredKeys: ['path', 'type', 'mode', 'size'] },
);
// Entries the template does not cover: the whole manifest then goes through canonicalJson.
const oddEntry = fc.oneof(
  plainEntry.map((e) => ({ ...e, extra: 1 })),
  plainEntry.map((e) => ({ ...e, sha256: undefined })),
  plainEntry.map((e) => ({ ...e, mode: Number.NaN })),
  plainEntry.map((e) => ({ ...e, size: -0 })),
  plainEntry.map((e) => ({ ...e, size: 1.5 })),
  plainEntry.map((e) => ({ ...e, toJSON: () => 'x' })),
  plainEntry.map((e) => Object.assign(Object.create({ inherited: 1 }), e)),
);
const manifest = fc.record(
  {
    format: fc.constant('ci-state-snapshot' as const),
    version: fc.constant(1 as const),
    globs: fc.array(text, { maxLength: 3 }),
    exclude: fc.array(text, { maxLength: 3 }),
    files: fc.array(fc.oneof({ weight: 6, arbitrary: plainEntry }, oddEntry), { maxLength: 8 }),
    skipped: fc.array(text, { maxLength: 3 }),
    git: fc.record(
      { commit: fc.stringMatching(/^[0-9a-f]{40}$/), deleted: fc.array(text, { maxLength: 2 }) },
      { requiredKeys: ['deleted'] },
    ),
  },
  { requiredKeys: ['format', 'version', 'globs', 'exclude', 'files', 'skipped'] },
);

describe('manifestBytes', () => {
  it('is canonicalJson of the manifest, byte for byte', () => {
    fc.assert(
      fc.property(manifest, (m) => {
        const expected = canonicalJson(m);
        expect(manifestBytes(m as SnapshotManifest).toString('utf8')).toBe(expected);
        expect(manifestBytes(m as SnapshotManifest).equals(Buffer.from(expected, 'utf8'))).toBe(
          true,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('writes the usual manifest as canonicalJson does', () => {
    const m: SnapshotManifest = {
      format: 'ci-state-snapshot',
      version: 1,
      globs: ['dist/**'],
      exclude: [],
      files: [
        { path: 'dist', type: 'dir', mode: 0o755, size: 0 },
        { path: 'dist/a.js', type: 'file', mode: 0o644, size: 3, sha256: 'a'.repeat(64) },
      ],
      skipped: ['dist/.env'],
    };
    expect(manifestBytes(m).toString()).toBe(
      `{"exclude":[],"files":[{"mode":493,"path":"dist","size":0,"type":"dir"},{"mode":420,"path":"dist/a.js","sha256":"${'a'.repeat(64)}","size":3,"type":"file"}],"format":"ci-state-snapshot","globs":["dist/**"],"skipped":["dist/.env"],"version":1}`,
    );
  });
});
