/**
 * The keys a remote store's objects get (src/remote/sync.ts): a ref becomes key segments that a
 * bucket policy can name, never escaping ci-state's root nor another scope.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refSegment, scopePrefix, REMOTE_ROOT } from '../../src/remote/sync.js';

const SAFE_SEGMENTS = /^(?:[A-Za-z0-9._%-]+)(?:\/[A-Za-z0-9._%-]+)*$/;

describe('remote keys', () => {
  it('a ref is key segments of safe characters, with no empty, "." or ".." segment', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (ref) => {
        const seg = refSegment(ref);
        expect(seg).toMatch(SAFE_SEGMENTS);
        for (const part of seg.split('/')) expect(['', '.', '..']).not.toContain(part);
      }),
    );
  });

  it('refs made of plain branch names keep their shape, so a policy can name them', () => {
    const name = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,20}$/).filter((s) => s !== '..');
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 4 }), (parts) => {
        expect(refSegment(`refs/heads/${parts.join('/')}`)).toBe(`heads/${parts.join('/')}`);
      }),
    );
    expect(refSegment('')).toBe('_');
    expect(refSegment('refs/pull/12/merge')).toBe('pull/12/merge');
    expect(refSegment('refs/heads/a b')).toBe('heads/a%20b');
  });

  it("a scope's prefix lies under ci-state's root and ends with the scope key", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.stringMatching(/^[0-9a-f]{32}$/), (ref, key) => {
        const p = scopePrefix({ remote: undefined as never, scopeKey: key, ref });
        expect(p.startsWith(REMOTE_ROOT)).toBe(true);
        expect(p.endsWith(`/${key}/`)).toBe(true);
      }),
    );
  });
});
