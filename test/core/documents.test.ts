import { describe, expect, it } from 'vitest';
import {
  CiStateError,
  parseHistoryEntry,
  parseStateDocument,
  parseStateJson,
  serializeState,
} from '../../src/core/index.js';
import { at, newRun, thrown } from './helpers.js';

describe('parseStateDocument gates', () => {
  const v2 = (): Record<string, unknown> =>
    JSON.parse(serializeState(newRun(['build']))) as Record<string, unknown>;

  it('accepts a current document', () => {
    const state = parseStateDocument(v2(), 'x');
    expect(state.phases['build']?.status).toBe('pending');
  });

  it('round-trips: serialize -> parse gives the same state and the same text', () => {
    const state = parseStateDocument(v2(), 'doc');
    const text = serializeState(state);
    const again = parseStateJson(text, 'again');
    expect(again).toEqual(state);
    expect(serializeState(again)).toBe(text);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('is pure: the input document is not changed', () => {
    const doc = v2();
    const before = JSON.stringify(doc);
    parseStateDocument(doc, 'doc');
    expect(JSON.stringify(doc)).toBe(before);
  });

  it('refuses a newer schemaVersion with the upgrade message and never half-loads', () => {
    const doc = { ...v2(), schemaVersion: 3, somethingNew: { x: 1 } };
    const err = thrown(() => parseStateDocument(doc, '.ci-state/state.json'));
    expect(err).toBeInstanceOf(CiStateError);
    expect(err.code).toBe('newer_schema');
    expect(err.message).toBe(
      '.ci-state/state.json: schemaVersion 3 is newer than this ci-state supports (2); upgrade ci-state to read it',
    );
  });

  it('refuses a missing, non-integer or older schemaVersion, naming the one it reads', () => {
    const { schemaVersion: _v, ...noVersion } = v2();
    expect(thrown(() => parseStateDocument(noVersion, 'a')).message).toBe(
      'a: schemaVersion is missing: this ci-state reads schemaVersion 2',
    );
    expect(thrown(() => parseStateDocument({ ...v2(), schemaVersion: '2' }, 'b')).message).toBe(
      'b: schemaVersion "2" is not an integer: this ci-state reads schemaVersion 2',
    );
    expect(thrown(() => parseStateDocument({ ...v2(), schemaVersion: 1.5 }, 'c')).message).toMatch(
      /not an integer/,
    );
    expect(thrown(() => parseStateDocument({ ...v2(), schemaVersion: 0 }, 'd')).message).toBe(
      'd: schemaVersion 0 is not supported: this ci-state reads schemaVersion 2',
    );
    const older = thrown(() => parseStateDocument({ ...v2(), schemaVersion: 1 }, 'e'));
    expect(older.code).toBe('invalid_state');
    expect(older.message).toBe(
      'e: schemaVersion 1 is not supported: this ci-state reads schemaVersion 2',
    );
  });

  it('refuses what is not an object', () => {
    expect(thrown(() => parseStateDocument([], 'x')).message).toBe(
      'x: not a ci-state state document: expected a JSON object with a schemaVersion, got an array',
    );
    expect(thrown(() => parseStateDocument(null, 'x')).message).toMatch(/got null$/);
    expect(thrown(() => parseStateDocument('{}', 'x')).message).toMatch(/got a string$/);
  });

  it('refuses prototype keys anywhere, listing their paths (zod alone would drop __proto__)', () => {
    const text = serializeState(newRun(['build'])).replace(
      '"context": {}',
      '"context": {"a": {"__proto__": {"polluted": true}, "b": [{"constructor": 1}]}}',
    );
    const err = thrown(() => parseStateJson(text, 'evil.json'));
    expect(err.code).toBe('forbidden_key');
    expect(err.message).toBe(
      'evil.json: refused: keys "__proto__", "constructor" and "prototype" are not allowed in a state document; found at context.a.__proto__, context.a.b[0].constructor',
    );
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('lists every schema issue, joined with "; "', () => {
    const doc = v2();
    doc['status'] = 'exploded';
    doc['id'] = '';
    doc['extra'] = 1;
    (doc['phases'] as Record<string, Record<string, unknown>>)['build']!['attempt'] = -1;
    const err = thrown(() => parseStateDocument(doc, 'x')) as CiStateError;
    expect(err.details).toHaveLength(4);
    expect(err.message).toBe(
      `x: not a valid ci-state state document (schemaVersion 2): ${err.details.join('; ')}`,
    );
    expect(err.details.some((d) => d.startsWith('status: '))).toBe(true);
    expect(err.details.some((d) => d.startsWith('phases.build.attempt: '))).toBe(true);
    expect(err.details.some((d) => d.startsWith('(root): ') && d.includes('extra'))).toBe(true);
  });

  it('refuses documents nested too deep', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i++) deep = { d: deep };
    const err = thrown(() => parseStateDocument({ ...v2(), context: { deep } }, 'x'));
    expect(err.message).toMatch(/^x: refused: a state document nests deeper than 64 levels/);
  });
});

describe('parseStateJson', () => {
  it('turns a JSON syntax error into one line naming the source', () => {
    const err = thrown(() =>
      parseStateJson('{"schemaVersion": 2,\n  oops}', 'cache entry ci-state/v1/abc'),
    );
    expect(err).toBeInstanceOf(CiStateError);
    expect(err.code).toBe('invalid_json');
    expect(err.message).toMatch(/^cache entry ci-state\/v1\/abc: not valid JSON: /);
    expect(err.message).not.toContain('\n');
  });

  it('accepts a byte order mark and refuses oversize text', () => {
    const text = `\ufeff${serializeState(newRun())}`;
    expect(parseStateJson(text, 'bom').id).toBe('state-1');
    expect(thrown(() => parseStateJson(text, 'big', { maxChars: 10 })).message).toMatch(
      /^big: refused: \d+ characters is more than the 10 accepted$/,
    );
  });
});

describe('parseHistoryEntry', () => {
  const entry = {
    schemaVersion: 2,
    kind: 'phase',
    runId: '1',
    attempt: 1,
    repo: 'acme/shop',
    workflow: 'ci.yml',
    job: 'build',
    ref: 'refs/heads/main',
    sha: 'a',
    stateId: 's',
    phase: 'build',
    status: 'succeeded',
    producedBy: 1,
    endedAt: at(10),
    inputsHash: 'a'.repeat(64),
  };

  it('parses a valid line and refuses newer, hostile or invalid ones', () => {
    expect(parseHistoryEntry(entry, 'h').kind).toBe('phase');
    expect(thrown(() => parseHistoryEntry({ ...entry, schemaVersion: 9 }, 'h:3')).message).toBe(
      'h:3: schemaVersion 9 is newer than this ci-state supports (2); upgrade ci-state to read it',
    );
    expect(thrown(() => parseHistoryEntry({ ...entry, schemaVersion: 1 }, 'h:4')).message).toBe(
      'h:4: schemaVersion 1 is not supported: this ci-state reads schemaVersion 2',
    );
    expect(thrown(() => parseHistoryEntry(JSON.parse('{"__proto__":{}}'), 'h')).code).toBe(
      'forbidden_key',
    );
    expect(thrown(() => parseHistoryEntry({ ...entry, status: 'meh' }, 'h')).message).toMatch(
      /^h: not a valid ci-state history entry: /,
    );
    expect(thrown(() => parseHistoryEntry(5, 'h')).message).toMatch(/got a number/);
  });
});
