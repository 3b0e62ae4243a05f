// The per-directory answers of PathRules against the plain rules they stand in for, on paths drawn
// from segments that hit every rule (excluded directories in any case, credential names, empty,
// "." and ".." segments, over-long and multi-byte segments, backslashes, NUL, drive letters).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultExclusion,
  isForbiddenDir,
  parentsOf,
  pathProblem,
  PathRules,
} from '../../src/snapshot/rules.js';

const SEGMENTS = [
  'src',
  'dist',
  'a',
  '.git',
  '.GIT',
  '.Git',
  '.ssh',
  '.ci-state',
  '.env',
  '.env.local',
  'id_rsa',
  'server.pem',
  'credentials.json',
  '.npmrc',
  '',
  '.',
  '..',
  'x'.repeat(255),
  'x'.repeat(256),
  'é'.repeat(127),
  'é'.repeat(128),
  '😀'.repeat(64),
  'a\\b',
  'nul\0',
  'C:',
];

const segment = fc.oneof(fc.constantFrom(...SEGMENTS), fc.string({ maxLength: 6 }));
const path = fc.oneof(
  fc.array(segment, { minLength: 1, maxLength: 6 }).map((s) => s.join('/')),
  fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => `/${s.join('/')}`),
);

describe('PathRules', () => {
  it('answers as defaultExclusion, isForbiddenDir and pathProblem do, across many paths of one walk', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(path, fc.boolean()), { maxLength: 40 }), (paths) => {
        // One instance for all, as a walk uses it: answers cached per directory must stay right.
        const rules = new PathRules();
        for (const [p, dir] of paths) {
          expect(rules.exclusion(p, dir)).toBe(defaultExclusion(p, dir));
          expect(rules.forbidden(p)).toBe(isForbiddenDir(p));
          expect(rules.problem(p)).toBe(pathProblem(p));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('says which rule applies', () => {
    const rules = new PathRules();
    expect(rules.exclusion('a/.GIT/config', false)).toBe('excluded by default: inside .GIT/');
    expect(rules.exclusion('a/.git', true)).toBe('excluded by default: inside .git/');
    expect(rules.exclusion('a/.git', false)).toBeUndefined();
    expect(rules.exclusion('a/b/server.PEM', false)).toBe(
      'excluded by default: private key or keystore',
    );
    expect(rules.problem('a/../b')).toBe('the path contains a ".." segment');
    expect(rules.problem(`a/${'é'.repeat(128)}`)).toBe('a path segment is longer than 255 bytes');
    expect(rules.problem('a/.git/b')).toBe('the path is inside a .git directory');
    expect(rules.problem('a/b')).toBeUndefined();
  });
});

describe('parentsOf', () => {
  it('lists the path up to each of its segments but the last, shortest first', () => {
    const part = segment.filter((s) => !s.includes('/'));
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 6 }), (segs) => {
        const parents = segs.slice(1).map((_, i) => segs.slice(0, i + 1).join('/'));
        expect(parentsOf(segs.join('/'))).toEqual(parents);
      }),
      { numRuns: 500 },
    );
    expect(parentsOf('a/b/c')).toEqual(['a', 'a/b']);
    expect(parentsOf('a')).toEqual([]);
  });
});
