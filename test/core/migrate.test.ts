import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CiStateError,
  RunState,
  SCHEMA_VERSION,
  StateV1,
  checkInvariants,
  migrateV1toV2,
  parseHistoryEntry,
  parseStateDocument,
  parseStateJson,
  serializeState,
} from '../../src/core/index.js';
import { at, newRun, thrown } from './helpers.js';

const fixtureText = readFileSync(new URL('./fixtures/state-v1.json', import.meta.url), 'utf8');
const fixture = (): Record<string, unknown> => JSON.parse(fixtureText) as Record<string, unknown>;

describe('migration 1 -> 2', () => {
  it('migrates the v1 fixture to a valid current state', () => {
    const state = parseStateJson(fixtureText, 'state-v1.json');
    expect(state.schemaVersion).toBe(SCHEMA_VERSION);
    expect(RunState.safeParse(state).success).toBe(true);
    expect(checkInvariants(state)).toEqual([]);
    expect(state.origin.runAttempt).toBe(1);
    expect(state.scope.matrix).toBe('');
    expect(Object.keys(state.phases)).toEqual(['install', 'build', 'docs', 'test', 'deploy']);
    expect(state.phases['install']).toMatchObject({
      status: 'succeeded',
      attempt: 1,
      attempts: 1,
      endedAt: '2024-05-01T12:00:31.500Z',
      durationMs: 30_500,
      outputs: ['node_modules/**'],
    });
    expect(state.phases['build']).toMatchObject({
      attempt: 1,
      stdoutTail: 'compiled 412 files\n',
      requires: ['install'],
    });
    expect(state.phases['docs']).toMatchObject({
      status: 'skipped',
      attempts: 0,
      reason: 'no documentation changes',
    });
    expect(state.phases['test']).toMatchObject({
      status: 'failed',
      error: 'exit code 3',
      exitCode: 3,
      durationMs: 252_000,
    });
    expect(state.phases['deploy']).toMatchObject({
      status: 'pending',
      sideEffect: true,
      attempts: 0,
    });
    expect(state.endedAt).toBe('2024-05-01T12:06:47.000Z');
    expect(state.metadata).toEqual({ toolVersion: '0.0.9' });
    expect(state.context).toEqual({ build: { version: '1.4.2', artifacts: ['dist/app.js'] } });
    expect(state).toMatchObject({
      declared: [],
      profiles: {},
      checkpoints: [],
      rollbackHistory: [],
      seq: 0,
    });
  });

  it('round-trips: serialize -> parse gives the same state and the same text', () => {
    const state = parseStateDocument(fixture(), 'fixture');
    const text = serializeState(state);
    const again = parseStateJson(text, 'again');
    expect(again).toEqual(state);
    expect(serializeState(again)).toBe(text);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('carries a v1 pause into pause {reason, at}', () => {
    const doc = {
      ...fixture(),
      status: 'paused',
      pausedReason: 'waiting for approval',
      finishedAt: undefined,
    };
    delete doc['finishedAt'];
    const state = parseStateDocument(doc, 'paused');
    expect(state.pause).toEqual({ reason: 'waiting for approval', at: '2024-05-01T12:06:47.000Z' });
  });

  it('is pure: the input document is not changed', () => {
    const doc = fixture();
    const before = JSON.stringify(doc);
    parseStateDocument(doc, 'fixture');
    expect(JSON.stringify(doc)).toBe(before);
    const v1 = StateV1.parse(fixture());
    const out = migrateV1toV2(v1);
    expect(out.schemaVersion).toBe(2);
  });

  it('reports v1 problems in v1 terms, every one of them', () => {
    const doc = fixture();
    const phases = doc['phases'] as Array<Record<string, unknown>>;
    phases.push({ name: 'build', status: 'pending' });
    (phases[0] as Record<string, unknown>)['status'] = 'done';
    doc['runAttempt'] = 0;
    const err = thrown(() => parseStateDocument(doc, 'old.json')) as CiStateError;
    expect(err).toBeInstanceOf(CiStateError);
    expect(err.code).toBe('invalid_state');
    expect(err.message).toMatch(
      /^old\.json: not a valid ci-state state document \(schemaVersion 1\): /,
    );
    expect(err.message).toContain('runAttempt: ');
    expect(err.message).toContain('phases[0].status: ');
    expect(err.message).toContain('phases[5].name: duplicate phase name "build" (also phases[1])');
    expect(err.details).toHaveLength(3);
    expect(err.message).not.toContain('\n');
  });

  it('reports schema problems of the migrated document against v2', () => {
    const doc = fixture();
    (doc['phases'] as Array<Record<string, unknown>>)[0]!['name'] = 'has space';
    const err = thrown(() => parseStateDocument(doc, 's'));
    expect(err.message).toMatch(
      /^s: not a valid ci-state state document \(schemaVersion 2, migrated from 1\): phases\["has space"\]: /,
    );
  });
});

describe('parseStateDocument gates', () => {
  const v2 = (): Record<string, unknown> =>
    JSON.parse(serializeState(newRun(['build']))) as Record<string, unknown>;

  it('accepts a current document', () => {
    const state = parseStateDocument(v2(), 'x');
    expect(state.phases['build']?.status).toBe('pending');
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

  it('refuses a missing, non-integer or unknown schemaVersion', () => {
    const { schemaVersion: _v, ...noVersion } = v2();
    expect(thrown(() => parseStateDocument(noVersion, 'a')).message).toBe(
      'a: schemaVersion is missing: expected an integer from 1 to 2',
    );
    expect(thrown(() => parseStateDocument({ ...v2(), schemaVersion: '2' }, 'b')).message).toBe(
      'b: schemaVersion "2" is not an integer: expected an integer from 1 to 2',
    );
    expect(thrown(() => parseStateDocument({ ...v2(), schemaVersion: 1.5 }, 'c')).message).toMatch(
      /not an integer/,
    );
    expect(thrown(() => parseStateDocument({ ...v2(), schemaVersion: 0 }, 'd')).message).toBe(
      'd: schemaVersion 0 is not known: expected an integer from 1 to 2',
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
    expect(thrown(() => parseHistoryEntry(JSON.parse('{"__proto__":{}}'), 'h')).code).toBe(
      'forbidden_key',
    );
    expect(thrown(() => parseHistoryEntry({ ...entry, status: 'meh' }, 'h')).message).toMatch(
      /^h: not a valid ci-state history entry: /,
    );
    expect(thrown(() => parseHistoryEntry(5, 'h')).message).toMatch(/got a number/);
  });
});
