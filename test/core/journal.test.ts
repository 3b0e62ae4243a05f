import { describe, expect, it } from 'vitest';
import {
  JournalEntry,
  completePhase,
  diffStates,
  failPhase,
  finishRun,
  journalEntry,
  parsePhaseList,
  parseStateDocument,
  replayJournal,
  setContext,
  startPhase,
  type RunState,
} from '../../src/core/index.js';
import { at, newRun, thrown } from './helpers.js';

describe('journal', () => {
  it('diffStates from undefined adds the whole document', () => {
    const s = newRun(['a']);
    const ops = diffStates(undefined, s);
    expect(ops.every((o) => o.op === 'add')).toBe(true);
    expect(replayJournal([{ seq: 0, at: at(0), ops }])).toEqual(s);
  });

  it('a sequence of transitions journaled and replayed equals the final state, phase order included', () => {
    const states: RunState[] = [];
    let s = newRun(parsePhaseList('build,test:build'));
    states.push(s);
    s = startPhase(s, 'build', { now: at(1) });
    states.push(s);
    s = completePhase(s, 'build', { now: at(2), stdoutTail: 'ok' });
    states.push(s);
    s = setContext(s, 'build.version', '1.0');
    states.push(s);
    s = startPhase(s, 'extra', { now: at(3) });
    states.push(s);
    s = failPhase(s, 'extra', { now: at(4), error: 'x' });
    states.push(s);
    s = finishRun(s, at(5));
    states.push(s);
    const entries = states.map((st, i) =>
      journalEntry(i === 0 ? undefined : states[i - 1], st, i, st.updatedAt),
    );
    const replayed = replayJournal(entries);
    expect(replayed).toEqual(s);
    expect(Object.keys((replayed as RunState).phases)).toEqual(['build', 'test', 'extra']);
    expect(parseStateDocument(replayed, 'journal')).toEqual(s);
    // Entries survive a JSON round trip (what the store writes).
    expect(replayJournal(JSON.parse(JSON.stringify(entries)) as unknown[])).toEqual(s);
    expect(JournalEntry.safeParse(entries[1]).success).toBe(true);
    // Replaying leaves the entries as they were: each prefix gives its own version, also after
    // a replay of them all.
    const stored = JSON.parse(JSON.stringify(entries)) as unknown[];
    const copy = JSON.stringify(stored);
    replayJournal(stored);
    expect(JSON.stringify(stored)).toBe(copy);
    stored.forEach((_, i) => expect(replayJournal(stored.slice(0, i + 1))).toEqual(states[i]));
  });

  it('refuses malformed entries, out-of-order seq, prototype paths and ops that do not apply', () => {
    expect(
      thrown(() => replayJournal([{ seq: 0, at: at(0), ops: [{ op: 'jump', path: '/a' }] }]))
        .message,
    ).toMatch(/^journal entry 0: ops\[0\]/);
    const ok = { seq: 1, at: at(0), ops: [{ op: 'add', path: '/a', value: 1 }] };
    expect(thrown(() => replayJournal([ok, { ...ok, seq: 1 }])).message).toBe(
      'journal entry 1: seq 1 does not follow 1: expected increasing seq',
    );
    const evil = {
      seq: 0,
      at: at(0),
      ops: [{ op: 'add', path: '/__proto__/polluted', value: true }],
    };
    const err = thrown(() => replayJournal([evil]));
    expect(err.code).toBe('invalid_journal');
    expect(err.message).toMatch(/not allowed/);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const bad = { seq: 0, at: at(0), ops: [{ op: 'replace', path: '/missing/x', value: 1 }] };
    expect(thrown(() => replayJournal([bad])).message).toMatch(
      /^journal entry 0 \(seq 0\): operation 0 \(replace "\/missing\/x"\) does not apply: /,
    );
    const escaped = { seq: 0, at: at(0), ops: [{ op: 'add', path: '/constructor~1x', value: 1 }] };
    expect(replayJournal([escaped])).toEqual({ 'constructor/x': 1 });
  });
});
