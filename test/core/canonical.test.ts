import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CiStateError,
  canonicalJson,
  digestOf,
  formatPath,
  isCiStateError,
  listWords,
  newId,
  oneLine,
  quote,
  scanForbiddenKeys,
  walkCanonical,
  scopeKey,
  sha256Hex,
  toIso,
} from '../../src/core/index.js';
import { scope, thrown } from './helpers.js';

describe('CiStateError', () => {
  it('carries a code, an exit code (default 2) and a one-line message', () => {
    const err = new CiStateError('invalid_input', 'first line\nsecond line\r\n  third');
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('CiStateError');
    expect(err.code).toBe('invalid_input');
    expect(err.exitCode).toBe(2);
    expect(err.message).toBe('first line second line third');
    expect(isCiStateError(err)).toBe(true);
    expect(isCiStateError(new Error('x'))).toBe(false);
  });

  it('takes an exit code, details and a cause', () => {
    const cause = new Error('root');
    const err = new CiStateError('rollback_loop', 'refused', {
      exitCode: 1,
      details: ['a', 'b'],
      cause,
    });
    expect(err.exitCode).toBe(1);
    expect(err.details).toEqual(['a', 'b']);
    expect(err.cause).toBe(cause);
    expect(new CiStateError('no_run', 'no run here', 1).exitCode).toBe(1);
  });

  it('recognises the (message, code) order', () => {
    const err = new CiStateError('input persist is "x": expected phase or job', 'bad_input');
    expect(err.code).toBe('bad_input');
    expect(err.message).toBe('input persist is "x": expected phase or job');
  });

  it('quote and listWords make readable one-line fragments', () => {
    expect(quote('a\nb')).toBe('"a\\nb"');
    expect(quote('x'.repeat(100), 10)).toBe(`"${'x'.repeat(10)}…"`);
    expect(quote(3)).toBe('"3"');
    expect(listWords(['a'])).toBe('a');
    expect(listWords(['a', 'b', 'c'])).toBe('a, b or c');
    expect(listWords(['a', 'b'], 'and')).toBe('a and b');
    expect(listWords([])).toBe('(none)');
    expect(oneLine('a\u0007b')).toBe('a b');
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,1]},"b":1}',
    );
  });

  it('is the same for the same data in any key order', () => {
    expect(canonicalJson({ x: 1, y: { p: 'q', r: true } })).toBe(
      canonicalJson({ y: { r: true, p: 'q' }, x: 1 }),
    );
  });

  it('follows JSON.stringify for undefined, non-finite numbers and toJSON', () => {
    expect(canonicalJson({ a: undefined, b: [undefined, NaN, Infinity] })).toBe(
      '{"b":[null,null,null]}',
    );
    expect(canonicalJson(new Date('2024-01-01T00:00:00Z'))).toBe('"2024-01-01T00:00:00.000Z"');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson('é"\n')).toBe(JSON.stringify('é"\n'));
  });

  it('refuses cycles and bigints with a CiStateError', () => {
    const a: Record<string, unknown> = {};
    a['self'] = a;
    expect(thrown(() => canonicalJson(a))).toBeInstanceOf(CiStateError);
    expect(thrown(() => canonicalJson({ n: 1n }))).toBeInstanceOf(CiStateError);
    // A shared (non-cyclic) reference is fine.
    const shared = { v: 1 };
    expect(canonicalJson([shared, shared])).toBe('[{"v":1},{"v":1}]');
  });

  it('sorts keys that look like array indices as strings, and keeps a "__proto__" key', () => {
    expect(canonicalJson({ b: 1, 10: 'ten', 9: 'nine', a: { 2: 0, 1: 0 } })).toBe(
      '{"10":"ten","9":"nine","a":{"1":0,"2":0},"b":1}',
    );
    const parsed = JSON.parse('{"z":1,"__proto__":{"x":2}}') as unknown;
    expect(canonicalJson(parsed)).toBe('{"__proto__":{"x":2},"z":1}');
  });

  it('gives the same text as the walk in JavaScript for any JSON-like value (property)', () => {
    const key = fc.oneof(
      fc.string(),
      fc.constantFrom('0', '1', '9', '10', '01', '-1', '4294967295', '__proto__', 'toJSON'),
    );
    const { node } = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constant(null),
        fc.constant(undefined),
        fc.boolean(),
        fc.double(),
        fc.integer(),
        fc.string({ unit: 'binary' }),
        fc.date({ noInvalidDate: false }),
        fc.array(tie('node')),
        fc.dictionary(key, tie('node')),
        fc.dictionary(key, tie('node')).map((d) => JSON.parse(JSON.stringify(d)) as unknown),
      ),
    }));
    fc.assert(
      fc.property(node, (v) => canonicalJson(v) === walkCanonical(v)),
      { numRuns: 1000 },
    );
  });
});

describe('digests and keys', () => {
  it('sha256Hex hashes strings as UTF-8 and bytes as they are', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex(new TextEncoder().encode('abc'))).toBe(sha256Hex('abc'));
    expect(digestOf({ b: 1, a: 2 })).toBe(sha256Hex('{"a":2,"b":1}'));
  });

  it('scopeKey is 32 hex characters, stable, and treats a missing matrix as ""', () => {
    const key = scopeKey(scope);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const { matrix: _m, ...noMatrix } = scope;
    expect(scopeKey(noMatrix)).toBe(key);
    expect(scopeKey({ ...scope, job: 'test' })).not.toBe(key);
    expect(scopeKey({ ...scope, matrix: '{"os":"linux"}' })).not.toBe(key);
  });

  it('scopeKey refuses an invalid scope', () => {
    const err = thrown(() => scopeKey({ ...scope, workflow: '' }));
    expect(err).toBeInstanceOf(CiStateError);
    expect(err.message).toMatch(/^scope is not valid: workflow: /);
  });

  it('newId is prefix-time-random and sortable by time', () => {
    expect(newId('cp', '2024-05-01T12:00:00.123Z', 'ABCDEF0123456789')).toBe(
      'cp-20240501T120000Z-abcdef01',
    );
    expect(newId('run', new Date('2024-05-01T12:00:00Z'))).toMatch(
      /^run-20240501T120000Z-[0-9a-f]{8}$/,
    );
    expect(newId('a', '2024-01-01T00:00:00Z') < newId('a', '2024-01-02T00:00:00Z')).toBe(true);
    expect(thrown(() => newId('Bad Prefix', '2024-01-01T00:00:00Z')).message).toMatch(/id prefix/);
    expect(thrown(() => newId('a', '2024-01-01T00:00:00Z', 'xyz')).message).toMatch(/8 hex digits/);
  });

  it('toIso normalises times and refuses what is not one', () => {
    expect(toIso('2024-05-01T14:00:00+02:00')).toBe('2024-05-01T12:00:00.000Z');
    expect(toIso(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
    const err = thrown(() => toIso('yesterday'));
    expect(err).toBeInstanceOf(CiStateError);
    expect(err.message).toBe(
      'now "yesterday" is not a time: expected an ISO 8601 date-time with a time zone, e.g. 2024-05-01T12:00:00Z',
    );
    expect(thrown(() => toIso('2024-05-01T12:00:00')).message).toMatch(/with a time zone/);
    expect(thrown(() => toIso(new Date(Number.NaN))).message).toMatch(/between years/);
  });
});

describe('paths', () => {
  it('formats paths for people', () => {
    expect(formatPath([])).toBe('(root)');
    expect(formatPath(['phases', 'build', 'status'])).toBe('phases.build.status');
    expect(formatPath(['checkpoints', 0, 'id'])).toBe('checkpoints[0].id');
    expect(formatPath(['phases', 'a.b', 'error'])).toBe('phases["a.b"].error');
  });

  it('finds prototype keys at any depth, in arrays too', () => {
    const raw = JSON.parse(
      '{"a":{"__proto__":{"x":1}},"b":[{"constructor":1}],"prototype":2,"ok":{"proto":3}}',
    ) as unknown;
    expect(scanForbiddenKeys(raw).forbidden).toEqual([
      'a.__proto__',
      'b[0].constructor',
      'prototype',
    ]);
  });

  it('stops at the depth limit without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const scan = scanForbiddenKeys(deep, 64);
    expect(scan.forbidden).toEqual([]);
    expect(scan.tooDeep).toBe(`${'[0]'.repeat(64)}`);
  });
});
