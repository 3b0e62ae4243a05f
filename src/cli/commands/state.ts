/** The commands that read or change the current state itself: pause, status, get, set, finish, journal, validate, reset. */
import { readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { CiStateError } from '../../core/errors.js';
import { historyEntriesFor } from '../../core/history-entries.js';
import { replayJournal } from '../../core/journal.js';
import { parseStateJson } from '../../core/documents.js';
import { formatDuration } from '../../core/duration.js';
import { getContext, setContext } from '../../core/run-context.js';
import { declaredNotRun, finishRun, pauseRun } from '../../core/run-transitions.js';
import { validateState } from '../../core/validate.js';
import { plural } from '../../core/words.js';
import { appendHistory } from '../../store/history-file.js';
import { clipLine, glyphs } from '../glyphs.js';
import { statusLines, summaryJson, table, type Printer } from '../output.js';
import { currentKey, mutate, now, openSession, requireState } from '../session.js';
import type { RunState } from '../../core/schema.js';

export async function cmdPause(printer: Printer, o: { reason: string }): Promise<void> {
  await mutate(openSession(printer), (s) => pauseRun(s, o.reason, now()));
  printer.note(`paused: ${o.reason}`);
}

export async function cmdStatus(printer: Printer, o: { json?: boolean }): Promise<void> {
  const { state } = await requireState(openSession(printer));
  if (o.json) printer.json(state);
  else for (const l of [...statusLines(state), ...failureLines(state)]) printer.out(l);
}

/** Failures listed per phase by `status` (the most recent ones). */
const FAILURES_SHOWN = 5;

function firstLineOf(text: string, max = 160): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  return clipLine(line.trim(), max);
}

/**
 * The kept failures of each phase, one line each ("test failed in attempt 1: exit code 3"), also
 * of phases that succeeded later, and the run's last failure with whether a re-run can help.
 */
export function failureLines(state: RunState): string[] {
  const lines: string[] = [];
  for (const [id, rec] of Object.entries(state.phases)) {
    const failures = rec.failures ?? [];
    const shown = failures.slice(-FAILURES_SHOWN);
    if (failures.length > shown.length) {
      lines.push(`  ${id}: ${plural(failures.length - shown.length, 'earlier failure')} not shown`);
    }
    for (const f of shown) {
      lines.push(`  ${id} failed in attempt ${f.attempt}: ${firstLineOf(f.message)}`);
    }
  }
  const last = state.lastFailure;
  if (last && state.status === 'completed') {
    // A later attempt completed: the failure is recovered, not something a re-run could help.
    const who = last.phase !== undefined ? `${last.phase} failed` : 'the run failed';
    lines.push(
      `  recovered: ${who} in attempt ${last.attempt} (${firstLineOf(last.message)}); attempt ${state.origin.runAttempt} completed`,
    );
  } else if (last) {
    const where = last.phase !== undefined ? `${last.phase} in attempt` : 'the run in attempt';
    lines.push(
      `  last failure: ${where} ${last.attempt}: ${firstLineOf(last.message)} (recoverable: ${
        last.recoverable ? 'yes' : 'no'
      })`,
    );
  }
  return lines;
}

export async function cmdGet(printer: Printer, key: string): Promise<number | undefined> {
  const { state } = await requireState(openSession(printer));
  const value = getContext(state, key);
  // Exit 1 with an error line, like `git config --get`: `x=$(ci-state get k) || x=default` works.
  if (value === undefined) {
    const keys = Object.keys(state.context);
    const known = keys.length
      ? `set keys: ${keys.slice(0, 10).join(', ')}${keys.length > 10 ? ', …' : ''}`
      : 'no value is set';
    throw new CiStateError(
      'not_found',
      `no context value "${key}" (${known}; ci-state set ${key}=<JSON> sets it)`,
      1,
    );
  }
  printer.out(JSON.stringify(value));
  return undefined;
}

export async function cmdSet(printer: Printer, assignment: string): Promise<void> {
  const eq = assignment.indexOf('=');
  if (eq <= 0)
    throw new CiStateError(
      'invalid_input',
      `set: expected KEY=VALUE with a JSON value, got "${assignment}"`,
    );
  const key = assignment.slice(0, eq);
  const text = assignment.slice(eq + 1);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CiStateError(
      'invalid_input',
      `set ${key}: "${text}" is not valid JSON: use a number, true/false, null, an object, an array or a quoted string (${key}='"${text}"')`,
    );
  }
  await mutate(openSession(printer), (s) => setContext(s, key, value));
  printer.note(`set ${key}`);
}

export async function cmdFinish(printer: Printer, o: { json?: boolean }): Promise<number> {
  const s = openSession(printer);
  const state = await mutate(s, (st) => finishRun(st, now()));
  const entries = historyEntriesFor(state);
  await appendHistory(s.dir, entries);
  // With a remote store, the history goes there too (a one-line warning when it cannot).
  const key = await currentKey(s);
  if (key)
    await (
      await import('../remote-history.js')
    ).putRemoteHistory(s.dir, key, state, entries, s.printer);
  if (o.json) {
    s.printer.json({ state: summaryJson(state), history: entries[0] });
  } else if (state.status === 'completed') {
    const saved = state.resume?.savedMs ?? 0;
    s.printer.out(
      `Run ${state.origin.runId} of "${state.origin.workflow}" completed in attempt ${state.origin.runAttempt}${
        saved ? ` (resume saved ${formatDuration(saved)})` : ''
      }.`,
    );
  } else {
    const failed = Object.entries(state.phases).filter(([, r]) => r.status === 'failed');
    const what =
      failed.map(([id, r]) => `${id} (${r.error ?? 'failed'})`).join(', ') || (state.error ?? '');
    s.printer.out(
      `Run ${state.origin.runId} of "${state.origin.workflow}" ${state.status} in attempt ${state.origin.runAttempt}${
        what ? `: ${what}` : ''
      }.`,
    );
    const from = failed[0]?.[0] ?? declaredNotRun(state)[0];
    if (from !== undefined)
      s.printer.out(
        `Run \`ci-state init --workflow ${state.origin.workflow}\` again to resume from ${from}.`,
      );
  }
  return state.status === 'completed' ? 0 : 1;
}

export async function cmdJournal(
  printer: Printer,
  o: { json?: boolean },
): Promise<number | undefined> {
  const s = openSession(printer);
  const { key, state } = await requireState(s);
  const entries = await s.store.journal(key);
  const replayed = replayJournal(entries);
  const matches = isDeepStrictEqual(replayed, JSON.parse(JSON.stringify(state)));
  if (o.json) {
    printer.json({ entries, replayMatchesState: matches });
  } else {
    const rows = [['seq', 'at', 'changes']];
    for (const e of entries) {
      const paths = [...new Set(e.ops.map((op) => op.path.split('/').slice(1, 3).join('/')))];
      rows.push([
        String(e.seq),
        e.at.slice(0, 19).replace('T', ' '),
        paths.slice(0, 4).join(', ') + (paths.length > 4 ? `, ${glyphs().ellipsis}` : ''),
      ]);
    }
    for (const l of table(rows)) printer.out(l);
    printer.out(
      matches
        ? `Replaying ${plural(entries.length, 'entry', 'entries')} gives the current state.`
        : `Replaying ${plural(entries.length, 'entry', 'entries')} does NOT give the current state.`,
    );
  }
  return matches ? undefined : 1;
}

export async function cmdValidate(
  printer: Printer,
  file: string,
  o: { json?: boolean },
): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new CiStateError(
      'invalid_input',
      `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new CiStateError('invalid_state', `${file} is not JSON: ${(e as Error).message}`);
  }
  let errors: string[];
  try {
    parseStateJson(text, file);
    const v = validateState(raw);
    errors = v.ok ? [] : v.errors;
  } catch (e) {
    if (!(e instanceof CiStateError)) throw e;
    const v = validateState(raw);
    errors = v.ok ? [e.message] : v.errors.length ? v.errors : [e.message];
  }
  if (o.json) printer.json({ file, valid: errors.length === 0, errors });
  else if (errors.length === 0) printer.out(`${file}: valid`);
  else {
    printer.out(`${file}: ${plural(errors.length, 'error')}`);
    for (const e of errors) printer.out(`  - ${e}`);
  }
  return errors.length ? 1 : 0;
}

export async function cmdReset(printer: Printer): Promise<void> {
  const s = openSession(printer);
  const key = await s.store.getCurrent();
  if (!key) {
    printer.out('Nothing to reset: no run started.');
    return;
  }
  // A state written by a newer ci-state is kept: this version cannot tell what it would lose.
  // A corrupt one is what reset is for, so only the version is a reason to refuse.
  try {
    await s.store.read(key);
  } catch (e) {
    if (e instanceof CiStateError && e.code === 'newer_schema')
      throw new CiStateError('newer_schema', `reset refused, nothing was removed: ${e.message}`);
  }
  await s.store.delete(key);
  printer.out('The current run was removed from the store.');
}
